"""A scene that leaves the stack is freed at once, with its surfaces.

Scenes are garbage in reference cycles (a button calls the scene's own
method), which only a full collection frees; the app runs one when the scene
changes.  The collector's own runs are switched off here, so only the app's
collection can free the scene.
"""

from __future__ import annotations

import gc
import weakref

import pygame
import pytest

from game.ui.scene import Scene
from game.ui.widgets import Button, ButtonBar

pygame.init()


class Heavy(Scene):
    """A scene holding a window-sized surface, in a cycle through its button."""

    name = "heavy"

    def __init__(self, ctx) -> None:  # type: ignore[no-untyped-def]
        super().__init__(ctx)
        self.picture = pygame.Surface((800, 600))
        self.buttons = ButtonBar([Button("Menu", self.to_menu)])

    def next_wake(self) -> float | None:
        return None


class Still(Scene):
    name = "still"

    def next_wake(self) -> float | None:
        return None


@pytest.fixture
def app_options():
    return {"size": (800, 600)}


@pytest.fixture
def app(app):
    """conftest's window, with the collector's own runs off while the test runs."""
    was_enabled = gc.isenabled()
    gc.disable()
    yield app
    if was_enabled:
        gc.enable()


def test_a_scene_replaced_is_freed_by_the_next_frame(app):
    app.stack.push(Heavy(app.ctx))
    app.step([], 1 / 60)
    gone = weakref.ref(app.stack.top)
    app.stack.replace(Still(app.ctx))
    assert gone() is not None  # a cycle: dropping it from the stack is not enough
    app.step([], 1 / 60)
    assert gone() is None


def test_a_popped_overlay_is_freed_and_still_frames_do_not_collect(app, monkeypatch):
    app.stack.push(Still(app.ctx))
    app.stack.push(Heavy(app.ctx))
    app.step([], 1 / 60)
    gone = weakref.ref(app.stack.top)
    app.stack.pop()
    app.step([], 1 / 60)
    assert gone() is None
    runs: list[int] = []
    monkeypatch.setattr(gc, "collect", lambda *a: runs.append(1) or 0)
    for _ in range(5):
        app.step([], 1 / 60)
    assert runs == []  # only a change of scene costs a collection
