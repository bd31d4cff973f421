"""A team's one placement on the TV (docs/rules.md, "Teams"): the board shows both
partners' tiles as their phones put them down, and when the turn clock runs out the
rules' time-out hands in the whole placement, not one partner's part of it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from conftest import wait_until

from game.phone.protocol import JOIN, Intention, PhoneTile
from game.rules.game import TurnKind
from game.rules.ruleset import ChallengeMode, ClockExpiry, RuleSet
from game.rules.teams import PAIRINGS, teams_for
from game.setup.seats import SeatConfig
from game.setup.teams import team_seats
from tests.rules_helpers import Words, set_up

C, A, T = PhoneTile(7, 6, "C"), PhoneTile(7, 7, "A"), PhoneTile(7, 8, "T")


def test_the_tv_shows_both_partners_tiles_and_the_clock_hands_in_the_whole_placement(
        make_app: Callable[..., Any]) -> None:
    app = make_app(size=(800, 600), language="en")
    seats = team_seats([SeatConfig(name, phone=True) for name in ("Ana", "Ben", "Cleo", "Dev")])
    rules = RuleSet(challenge=ChallengeMode.VOID, clock_seconds=60, clock_expiry=ClockExpiry.SUBMIT)
    game = set_up(["CATXYZE", "DOGSQUI"], bag="LMNOPLMNOPDERAB", rules=rules, lexicon=Words("CAT", "AT"),
                  names=[s.name for s in seats])
    game.teams = teams_for(["Ana", "Ben", "Cleo", "Dev"], PAIRINGS[0])
    scene = app.ctx.scenes.play(game, seats)
    app.stack.push(scene)
    phones = scene.phones
    for seat in range(4):
        phones.handle(Intention(seat, JOIN))
    scene.codes.close()  # Start
    wait_until(lambda: phones.turn_problem(0) is None, step=lambda: app.step([], 1 / 60), what="the team's turn")
    phones.handle(Intention(2, "preview", (C,)))  # Cleo's C
    phones.handle(Intention(0, "preview", (A, T)))  # then Ana's A and T
    assert scene.model is not None and set(scene.model.placed) == {(7, 6), (7, 7), (7, 8)}
    phones.handle(Intention(2, "recall"))  # Cleo takes hers back: Ana's stay
    assert set(scene.model.placed) == {(7, 7), (7, 8)}
    phones.handle(Intention(2, "preview", (C,)))
    app.step([], 61.0)  # the minute runs out: the rules submit the tiles down
    assert [(r.kind, r.notation, r.played_on_timeout) for r in game.history] == [(TurnKind.PLAY, "8G CAT", True)]
    assert game.scores == [10, 0]
