"""The engine process is let go when a game ends and started afresh for the next,
so the game's memory stays the same however many games are played."""

from __future__ import annotations

from concurrent.futures import Future

from conftest import wait_until
from rules_helpers import Words
from store_helpers import SINGLE, full_game

from game.engine import worker
from game.setup.seats import SeatConfig


def test_an_idle_engine_is_let_go_and_the_next_request_starts_a_fresh_one(data) -> None:
    assert worker.submit("ping").result(30) is True
    first = worker._helper
    assert first is not None and worker.running()
    assert worker.recycle() is True
    wait_until(lambda: not first.process.is_alive(), 10, pause=0.02)
    assert not worker.running()
    assert worker.submit("ping").result(30) is True  # a new process answers
    assert worker._helper is not first and worker.running()


def test_an_engine_with_a_request_in_hand_is_kept(data) -> None:
    assert worker.submit("ping").result(30) is True
    helper = worker._helper
    assert helper is not None
    waiting: Future[object] = Future()
    with helper._lock:
        helper._pending[10_000] = waiting  # an answer still to come
    try:
        assert worker.recycle() is False
        assert worker._helper is helper and worker.running()
    finally:
        with helper._lock:
            helper._pending.pop(10_000)


def test_recycling_with_no_engine_is_nothing(data) -> None:
    worker.shutdown()
    assert worker.recycle() is False


def test_the_results_screen_lets_the_engine_go(make_app, data) -> None:
    game = full_game(["ABCDEFG", "ATEEEEE"], SINGLE, Words("ABCDEFG", "AT"), ["Ana", "Ben"])
    game.end_now()
    assert worker.submit("ping").result(30) is True
    helper = worker._helper
    assert helper is not None
    app = make_app(size=(1280, 800), language="en")
    try:
        app.stack.replace(app.ctx.scenes.results(game, [SeatConfig("Ana"), SeatConfig("Ben")]))
        app.step([], 1 / 60)
        wait_until(lambda: not helper.process.is_alive(), 10, pause=0.02)
        assert not worker.running()
    finally:
        app.close()
