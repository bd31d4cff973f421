"""The idle wait: the frame loop sleeps in SDL's own event wait (woken by an event or
its timeout), not in pygame's, which looks in every millisecond."""

from __future__ import annotations

import sys
import threading
import time
from pathlib import Path

import pygame
import pytest

from game.ui import app as app_module
from game.ui import idle
from game.ui.app import IDLE_POLL, App
from game.ui.scene import Scene

pygame.init()

LINUX = sys.platform.startswith("linux")


class Still(Scene):
    name = "still"

    def next_wake(self) -> float | None:
        return None


def test_the_sdl_library_is_told_from_its_companions_in_the_memory_map() -> None:
    maps = "\n".join([
        "7f0-7f1 r-xp 00000000 08:01 12 /usr/lib/libSDL2_image-2.0.so.0.600.3",
        "7f1-7f2 r-xp 00000000 08:01 13 /site-packages/pygame.libs/libSDL2_ttf-2-e6bdbc24.0.so.0.2000.1",
        "7f2-7f3 rw-p 00000000 00:00 0 ",
        "7f3-7f4 r-xp 00000000 08:01 14 /site-packages/pygame.libs/libSDL2-2-1667c208.0.so.0.2800.4",
    ])
    assert idle.loaded_sdl_path(maps) == Path("/site-packages/pygame.libs/libSDL2-2-1667c208.0.so.0.2800.4")
    assert idle.loaded_sdl_path("7f0-7f1 r-xp 00000000 08:01 9 /usr/lib/x86_64-linux-gnu/libSDL2-2.0.so.0.2800.4") \
        == Path("/usr/lib/x86_64-linux-gnu/libSDL2-2.0.so.0.2800.4")
    assert idle.loaded_sdl_path(maps.splitlines()[0]) is None


@pytest.mark.skipif(not LINUX, reason="the memory map is read on Linux only")
def test_the_wait_is_sdls_own_in_pygames_library(app: App) -> None:
    path = idle.loaded_sdl_path()
    assert path is not None and path.name.startswith("libSDL2")
    assert idle.blocking()


def test_the_wait_ends_at_a_posted_event_and_leaves_it_queued(app: App) -> None:
    pygame.event.clear()
    kind = pygame.event.custom_type()
    poster = threading.Timer(0.05, lambda: pygame.event.post(pygame.event.Event(kind, n=7)))
    started = time.monotonic()
    poster.start()
    waited = idle.wait_for_event(3000)
    took = time.monotonic() - started
    poster.join()
    assert took < 1.5  # woken by the event, not by the 3 s timeout
    events = ([waited] if waited is not None else []) + pygame.event.get()
    assert [(e.type, e.n) for e in events if e.type == kind] == [(kind, 7)]


def test_the_wait_times_out_when_nothing_comes(app: App) -> None:
    pygame.event.clear()
    started = time.monotonic()
    waited = idle.wait_for_event(120)
    assert waited is None or waited.type == pygame.NOEVENT
    assert time.monotonic() - started >= 0.1


def test_an_idle_loop_waits_in_the_idle_module_until_the_scene_is_due(app: App, monkeypatch) -> None:
    asked: list[int] = []
    monkeypatch.setattr(app_module.idle, "wait_for_event", lambda ms: asked.append(ms) or None)
    app.redraw_only_on_change = True
    app.stack.push(Still(app.ctx))
    app.step([], 1 / 60)
    app._redraw_at = app._time + 0.1  # a clock's next second, 0.1 s away
    assert app._idle_wait() == (None, pytest.approx(0.1))
    app._redraw_at = None  # still: only the look-in for polled answers
    assert app._idle_wait() == (None, IDLE_POLL)
    assert asked == [101, int(IDLE_POLL * 1000) + 1]
