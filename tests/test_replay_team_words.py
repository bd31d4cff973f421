"""The replay speaks of a team of two as two people (docs/rules.md, "Teams"), as the
game did while it was played: in Portuguese "Ana & Cleo jogaram" and "passaram a vez",
not "jogou" and "passou", from the game's own timeline and from its GCG record read back."""

from __future__ import annotations

import pytest

from game.i18n import set_language
from game.rules.game import Game
from game.rules.move import Pass, TilePlay
from game.rules.teams import PAIRINGS, teams_for
from game.rules.timeline import read_record, timeline_of_game
from game.ui.scenes.replay import describe_move

NAMES = ["Ana", "Ben", "Cleo", "Dev"]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language("en")


def teams_game() -> Game:
    teams = teams_for(NAMES, PAIRINGS[0])
    game = Game([t.name for t in teams], seed=4, teams=teams)
    game.players[0].rack = list("CATSXYZ")
    game.play(TilePlay.from_gcg("8G", "CAT"))
    game.play(Pass())
    return game


@pytest.mark.parametrize("source", ["game", "record"])
def test_a_teams_turns_are_said_of_two_people_in_the_replay(source: str) -> None:
    game = teams_game()
    timeline = timeline_of_game(game) if source == "game" else read_record(game.to_gcg().encode())
    set_language("pt")
    played = describe_move(timeline, 1, None)[0][0]
    passed = describe_move(timeline, 2, None)[0][0]
    assert played.startswith("Ana & Cleo jogaram 8G CAT"), played
    assert passed == "Ben & Dev passaram a vez", passed
    set_language("en")
    assert describe_move(timeline, 2, None)[0][0] == "Ben & Dev passed"
    assert timeline.teams == frozenset({0, 1})


def test_a_game_without_teams_is_said_of_one_person() -> None:
    game = Game(["Ana", "Ben"], seed=4)
    game.players[0].rack = list("CATSXYZ")
    game.play(TilePlay.from_gcg("8G", "CAT"))
    game.play(Pass())
    timeline = timeline_of_game(game)
    assert timeline.teams == frozenset()
    set_language("pt")
    assert describe_move(timeline, 2, None)[0][0] == "Ben passou a vez"
