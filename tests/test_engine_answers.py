"""The engine's answers on a person's turn: a check that fails is logged, and the
player is not told they are stuck."""

from __future__ import annotations

import logging

import pytest

from game.rules.game import Game
from game.setup.seats import SeatConfig
from game.ui.play.flow import Stage, TurnFlow


class Quiet:
    """A view that keeps the notes it is asked to show."""

    def __init__(self) -> None:
        self.notes: list[str] = []

    def say(self, text: str, bad: bool = False, seconds: float = 4.5) -> None:
        self.notes.append(text)

    def __getattr__(self, name: str):  # type: ignore[no-untyped-def]
        return lambda *args, **kw: None


class Broken:
    """A finished background job whose work raised."""

    done = True

    def result(self) -> bool:
        raise RuntimeError("the engine process went away")


def test_a_failed_can_play_check_is_logged_and_says_nothing(caplog: pytest.LogCaptureFixture) -> None:
    view = Quiet()
    flow = TurnFlow(Game(["Ana", "Ben"], seed=1), [SeatConfig("Ana"), SeatConfig("Ben")], view)
    flow.start_turn()
    flow.reveal()
    assert flow.stage is Stage.TURN
    flow.can_play_check = Broken()  # type: ignore[assignment]
    with caplog.at_level(logging.WARNING, logger="game.ui.play.engine_answers"):
        flow.tick(0.01)
    assert flow.can_play_check is None and not flow.no_play_notice and view.notes == []
    assert [r.getMessage() for r in caplog.records] == [
        "could not tell whether Ana can play: the engine process went away"]
