"""Teams of two in the rules (docs/rules.md, "Teams"): a team is one player of the
game; its partners are kept by the game, its save and its GCG record."""

from __future__ import annotations

import doctest
import json
import random

import pytest
from rules_helpers import SOME_WORDS, random_move

import game.rules.teams as teams_module
from game.cli.score import main as score_main
from game.rules.errors import FormatError
from game.rules.game import Game
from game.rules.gcg import parse_gcg, replay
from game.rules.handicap import Handicap
from game.rules.ruleset import PRESETS
from game.rules.teams import PAIRINGS, Team, TeamError, teams_for

NAMES = ["Ana", "Ben", "Cleo", "Dev"]


def team_game(seed: int = 7, pairing: int = 0, order: tuple[int, int] = (1, 0)) -> Game:
    teams = teams_for(NAMES, PAIRINGS[pairing])
    return Game([t.name for t in teams], PRESETS["Classic"], SOME_WORDS, seed=seed, order=list(order), teams=teams)


def played(game: Game, seed: int, turns: int = 400) -> Game:
    rng = random.Random(seed)
    for _ in range(turns):
        if game.over:
            break
        game.play(random_move(game, rng))
    return game


def test_the_doctests_hold() -> None:
    assert doctest.testmod(teams_module).failed == 0


def test_the_default_pairing_sits_partners_across_the_table() -> None:
    assert teams_for(NAMES, PAIRINGS[0]) == (Team(("Ana", "Cleo"), (0, 2)), Team(("Ben", "Dev"), (1, 3)))
    assert teams_for(NAMES, PAIRINGS[1]) == (Team(("Ana", "Ben"), (0, 1)), Team(("Cleo", "Dev"), (2, 3)))
    assert teams_for(NAMES, PAIRINGS[2]) == (Team(("Ana", "Dev"), (0, 3)), Team(("Ben", "Cleo"), (1, 2)))


def test_a_team_is_one_player_with_one_rack_and_one_score_in_playing_order() -> None:
    game = team_game(order=(1, 0))
    assert [p.name for p in game.players] == ["Ben & Dev", "Ana & Cleo"]
    assert game.teams == (Team(("Ben", "Dev"), (1, 3)), Team(("Ana", "Cleo"), (0, 2)))
    assert [len(p.rack) for p in game.players] == [7, 7]
    assert game.bag_count == 100 - 14


@pytest.mark.parametrize("bad", [
    [Team(("Ana", "Cleo"), (0, 2))],                                    # one team for two players
    [Team(("Ana", "Cleo"), (0, 2)), Team(("Ben", "Dev"), (0, 3))],      # seat 1 on both teams
])
def test_teams_that_do_not_seat_each_person_once_are_refused(bad: list[Team]) -> None:
    with pytest.raises(TeamError):
        Game(["A", "B"], seed=1, teams=bad)


def test_a_team_takes_no_handicap() -> None:
    teams = teams_for(NAMES, PAIRINGS[0])
    with pytest.raises(TeamError):
        Game([t.name for t in teams], seed=1, teams=teams, handicaps=[Handicap(head_start=10), None])


def test_a_save_keeps_the_teams_through_a_whole_game() -> None:
    game = played(team_game(seed=11), seed=11)
    again = Game.from_json(game.to_json(), SOME_WORDS)
    assert again.teams == game.teams == (Team(("Ben", "Dev"), (1, 3)), Team(("Ana", "Cleo"), (0, 2)))
    assert again.to_json() == game.to_json()
    assert json.loads(game.to_json())["version"] == 5


def test_a_save_of_version_4_has_no_teams() -> None:
    data = json.loads(Game(["A", "B"], seed=2).to_json())
    del data["teams"]
    data["version"] = 4
    assert Game.from_json(json.dumps(data)).teams == ()


@pytest.mark.parametrize("teams", [
    "nonsense",
    [{"names": ["Ana", "Cleo"], "seats": [0, 2]}],
    [{"names": ["Ana", "Cleo"], "seats": [0, 2]}, {"names": ["Ben", "Dev"], "seats": [1, 9]}],
    [{"names": ["Ana", 3], "seats": [0, 2]}, {"names": ["Ben", "Dev"], "seats": [1, 3]}],
    [{"names": ["Ana", "Cleo"], "seats": [0, 2]}] * 5,
])
def test_a_damaged_save_of_teams_is_refused_as_damaged(teams: object) -> None:
    data = json.loads(team_game().to_json())
    data["teams"] = teams
    with pytest.raises(FormatError) as caught:
        Game.from_json(json.dumps(data))
    assert caught.value.fact.kind == "save_file_damaged"


def test_the_record_names_the_teams_and_replays() -> None:
    game = played(team_game(seed=5), seed=5)
    text = game.to_gcg()
    assert "#player1 Ben_&_Dev Ben & Dev\n#player2 Ana_&_Cleo Ana & Cleo\n" in text
    assert "#team Ben_&_Dev 2 Ben; 4 Dev\n#team Ana_&_Cleo 1 Ana; 3 Cleo\n" in text
    record = parse_gcg(text)
    assert record.teams == {"Ben_&_Dev": game.teams[0], "Ana_&_Cleo": game.teams[1]}
    report = replay(record)
    assert report.ok
    assert list(report.totals.values()) == [p.score for p in game.players]


def test_score_reads_a_team_record_back(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("TILE_PARTY_DATA", str(tmp_path / "data"))
    game = played(team_game(seed=9, pairing=1, order=(0, 1)), seed=9)
    path = tmp_path / "teams.gcg"
    path.write_text(game.to_gcg(), encoding="utf-8")
    assert score_main([str(path)]) == 0
    out = capsys.readouterr().out
    a, b = game.players
    assert f"{path}: Ana & Ben v. Cleo & Dev\n" in out
    assert f"Final scores: Ana_&_Ben {a.score}, Cleo_&_Dev {b.score}.\n" in out


@pytest.mark.parametrize(("line", "kind", "number"), [
    ("#team Ana_&_Cleo Ana and Cleo", "team_line_unreadable", 5),
    ("#team Ana_&_Cleo 1 Ana; 9 Cleo", "team_line_unreadable", 5),
    ("#team Eve 1 Ana; 3 Cleo", "team_names_who_not_player", 5),
    ("#team Ana_&_Cleo 1 Ana; 3 Cleo", "team_for_given_twice", 6),  # the second line for Ana & Cleo
    ("#team Ana_&_Cleo 1 Ana; 3 " + "x" * 300, "team_line_unreadable", 5),
])
def test_a_bad_team_line_is_an_error_naming_its_line(line: str, kind: str, number: int) -> None:
    text = team_game().to_gcg().replace("#team Ben_&_Dev 2 Ben; 4 Dev", line)
    with pytest.raises(FormatError) as caught:
        parse_gcg(text)
    assert caught.value.fact.kind == kind
    assert caught.value.line == number


def test_team_lines_that_leave_a_person_out_are_refused() -> None:
    text = team_game().to_gcg().replace("#team Ben_&_Dev 2 Ben; 4 Dev", "#team Ben_&_Dev 2 Ben; 3 Dev")
    with pytest.raises(FormatError) as caught:
        parse_gcg(text)
    assert caught.value.fact.kind == "teams_not_whole_table"
