"""Letting go: what a language change or a finished scene leaves behind (the pages built
in the old language, pygame-menu's fonts of it, the allocator's freed pages) goes."""

from __future__ import annotations

import gc
import sys
import weakref

import pygame
import pygame_menu
import pytest

from game.ui import app as app_module
from game.ui import memory
from game.ui.app import App
from game.ui.theme import LANGUAGE_FONTS

pygame.init()

LINUX = sys.platform.startswith("linux")


def switch_language(app: App, code: str) -> None:
    app.settings.language = code
    app.apply_settings()


def test_a_language_change_frees_the_old_pages_by_the_next_frame(app: App, monkeypatch) -> None:
    menu = app.ctx.scenes.menu()
    app.stack.push(menu)
    app.step([], 1 / 60)
    app.step([], 1 / 60)
    old_pages = weakref.ref(menu.main)  # type: ignore[attr-defined]
    runs: list[int] = []
    release = memory.release
    monkeypatch.setattr(app_module.memory, "release", lambda: runs.append(1) or release())
    gc.disable()  # no collection but the app's own
    try:
        switch_language(app, "pt")
        app.step([], 1 / 60)
        assert menu.main is not old_pages()  # type: ignore[attr-defined]
        assert old_pages() is None
        assert runs == [1]
        app.step([], 1 / 60)
        assert runs == [1]  # only the change costs a collection
    finally:
        gc.enable()


def test_a_language_change_empties_the_menus_font_cache_of_the_old_faces(app: App) -> None:
    app.stack.push(app.ctx.scenes.menu())
    switch_language(app, "zh_Hans")
    app.step([], 1 / 60)
    chinese = {str(p) for p in LANGUAGE_FONTS["zh_Hans"]}
    assert any(str(name) in chinese for name, _size in pygame_menu.font._cache)
    switch_language(app, "en")
    app.step([], 1 / 60)
    assert pygame_menu.font._cache  # the English pages opened theirs
    assert not any(str(name) in chinese for name, _size in pygame_menu.font._cache)


def test_release_frees_garbage_in_cycles() -> None:
    class Node:
        pass

    node = Node()
    node.me = node  # type: ignore[attr-defined]
    gone = weakref.ref(node)
    gc.disable()
    try:
        del node
        assert gone() is not None
        memory.release()
        assert gone() is None
    finally:
        gc.enable()


@pytest.mark.skipif(not LINUX, reason="glibc's malloc_trim")
def test_freed_pages_can_be_given_back_on_linux() -> None:
    assert memory.can_trim()
