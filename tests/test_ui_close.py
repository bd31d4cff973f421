"""The window lets go of what it started, one way: ``App.close``.

The engine process, then the job threads, then the saved games (app.py's
notes give the order); a second close does nothing.  The test harness's own
helpers are checked here too: ``wait_until`` fails a test that waits in vain.
"""

from __future__ import annotations

import sqlite3

import pygame
import pytest
from conftest import wait_until

from game.engine import worker
from game.ui.app import App
from game.ui.scene import Scene

pygame.init()


class Leaving(Scene):
    """A scene that notes when it leaves the stack."""

    name = "leaving"

    def __init__(self, ctx, log: list[str]) -> None:  # type: ignore[no-untyped-def]
        super().__init__(ctx)
        self.log = log

    def exit(self) -> None:
        self.log.append("scene")
        super().exit()

    def next_wake(self) -> float | None:
        return None


def record_close_order(app: App, monkeypatch: pytest.MonkeyPatch, order: list[str]) -> None:
    """Note each part ``close`` stops, in turn, and stop it for real."""
    for name, owner, attribute in (("engine", worker, "shutdown"), ("jobs", app.jobs, "shutdown"),
                                   ("saves", app.saves, "close"), ("audio", app.audio, "close")):
        real = getattr(owner, attribute)

        def noted(real=real, name=name) -> None:  # type: ignore[no-untyped-def]
            order.append(name)
            real()

        monkeypatch.setattr(owner, attribute, noted)


def assert_closed(app: App, helper: object) -> None:
    assert not helper.process.is_alive() and not worker.running()  # type: ignore[attr-defined]
    threads = list(app.jobs._pool._threads)
    assert threads and not any(thread.is_alive() for thread in threads)
    with pytest.raises(RuntimeError):
        app.jobs.submit(lambda: None)
    assert not app.saves.writer._thread.is_alive()
    with pytest.raises(sqlite3.ProgrammingError):
        app.saves.store.conn.execute("SELECT 1")


def test_close_stops_the_engine_then_the_jobs_then_the_saves_and_a_second_close_does_nothing(
        make_app, monkeypatch) -> None:
    app = make_app(size=(800, 600))
    order: list[str] = []
    app.stack.push(Leaving(app.ctx, order))
    app.step([], 1 / 60)
    assert worker.submit("ping").result(30) is True
    helper = worker._helper
    assert helper is not None and helper.process.is_alive()
    assert app.jobs.submit(lambda: 42).result(10) == 42  # a job thread is running
    record_close_order(app, monkeypatch, order)

    app.close()
    assert order == ["scene", "engine", "jobs", "saves", "audio"]
    assert not app.stack
    assert_closed(app, helper)

    app.close()
    assert order == ["scene", "engine", "jobs", "saves", "audio"]


def test_the_window_closes_through_close_when_the_loop_ends(make_app, monkeypatch) -> None:
    app = make_app(size=(800, 600), max_frames=3)
    order: list[str] = []
    assert worker.submit("ping").result(30) is True
    helper = worker._helper
    app.jobs.submit(lambda: None).result(10)
    record_close_order(app, monkeypatch, order)
    assert app.run(Leaving(app.ctx, order)) == 0
    assert order == ["scene", "engine", "jobs", "saves", "audio"]
    assert_closed(app, helper)


def test_wait_until_steps_until_the_condition_holds() -> None:
    steps: list[int] = []
    wait_until(lambda: len(steps) == 3, step=lambda: steps.append(1), pause=0)
    assert steps == [1, 1, 1]


def test_wait_until_fails_the_test_saying_what_it_waited_for() -> None:
    with pytest.raises(pytest.fail.Exception, match=r"waited 0.05 s for the hint's answer"):
        wait_until(lambda: False, timeout=0.05, what="the hint's answer")
    answers: list[str] = []
    with pytest.raises(pytest.fail.Exception, match=r'answers == \["never"\]'):
        wait_until(lambda: answers == ["never"], timeout=0.01)
