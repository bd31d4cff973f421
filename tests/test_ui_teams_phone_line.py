"""A team of two on their phones is named as two people: the TV's line where the rack
would be, and the refusal a TV button or another phone gives, read "Ana & Cleo is
playing on their phone"; they are "Ana & Cleo are playing on their phones", and before
either phone joins, "Ana & Cleo's phones have not joined"."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.rules.ruleset import ChallengeMode, RuleSet
from game.rules.teams import PAIRINGS, teams_for
from game.setup.seats import SeatConfig
from game.setup.teams import team_seats
from game.ui.play.refusals import refusal_words
from game.ui.play.turn_state import Refusal
from tests.conftest import drawn
from tests.rules_helpers import Words, set_up


def test_the_tv_names_a_team_on_their_phones_as_two_people(make_app: Callable[..., Any]) -> None:
    app = make_app(size=(1280, 800), language="en")
    seats = team_seats([SeatConfig(name, phone=True) for name in ("Ana", "Ben", "Cleo", "Dev")])
    game = set_up(["CATXYZE", "DOGSQUI"], bag="LMNOPLMNOPDERAB", rules=RuleSet(challenge=ChallengeMode.VOID),
                  lexicon=Words("CAT", "TOGS"), names=[s.name for s in seats])
    game.teams = teams_for(["Ana", "Ben", "Cleo", "Dev"], PAIRINGS[0])
    scene = app.ctx.scenes.play(game, seats)
    app.stack.push(scene)
    app.step([], 1 / 60)
    scene.codes.close()  # Start: the team's turn, before either partner's phone has joined
    app.step([], 1 / 60)
    seen = [t.text for t in drawn(app)]
    assert "Ana & Cleo's phones have not joined" in seen
    assert "Ana & Cleo's phone has not joined" not in seen
    scene.phones.joined.add(2)  # Cleo's phone joins (as a phone's hello marks it)
    app.step([], 1 / 60)
    seen = [t.text for t in drawn(app)]
    assert "Ana & Cleo are playing on their phones" in seen
    assert not any("is playing on their phone" in text for text in seen)
    assert refusal_words(Refusal.ON_PHONE, game) == "Ana & Cleo are playing on their phones"


def test_one_player_on_their_phone_keeps_the_singular() -> None:
    game = set_up(["CATXYZE", "DOGSQUI"], bag="LMNOPLMNOPDERAB", lexicon=Words("CAT"), names=["Ana", "Ben"])
    assert refusal_words(Refusal.ON_PHONE, game) == "Ana is playing on their phone"
