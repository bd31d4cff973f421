"""The New game setup in teams (docs/rules.md, "Teams"): the Players row's choices, the
seats a team game is played by, who plays a team, and where its tiles are."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.rules.handicap import Handicap
from game.rules.ruleset import preset
from game.rules.teams import Team
from game.setup.new_game import NewGameSetup
from game.setup.seats import SeatConfig
from game.setup.teams import team_kind, team_seats
from game.store import SeatProfile


def test_the_players_row_offers_teams_in_a_classic_preset_only() -> None:
    setup = NewGameSetup()
    assert [label for label, _v in setup.players_choices()] == [
        "2", "3", "4", "4, teams 1+3 v 2+4", "4, teams 1+2 v 3+4", "4, teams 1+4 v 2+3"]
    setup.set_players((4, 2))
    assert (setup.seat_count, setup.pairing, setup.in_teams, setup.players_choice()) == (4, 2, True, (4, 2))
    setup.set_preset("Upwords")
    assert [v for _label, v in setup.players_choices()] == [2, 3, 4]
    assert (setup.in_teams, setup.players_choice()) == (False, 4)
    assert [s.team for s in setup.chosen_seats()] == [None] * 4
    setup.set_preset("Party")
    assert setup.in_teams and [s.team for s in setup.chosen_seats()] == [Team(("Ana", "Dev"), (0, 3)),
                                                                        Team(("Ben", "Cleo"), (1, 2))]
    for duplicate in ("Duplicate", "Club Duplicate"):  # everyone plays at once, each on their own
        setup.set_preset(duplicate)
        assert [v for _label, v in setup.players_choices()] == [1, 2, 3, 4] and not setup.in_teams
    setup.set_players(3)
    assert (setup.seat_count, setup.pairing, setup.in_teams) == (3, None, False)


def test_a_team_takes_no_handicap_and_each_person_keeps_their_own_profile() -> None:
    setup = NewGameSetup()
    for seat in range(4):
        setup.set_kind(seat, "human")
    setup.set_preset("Kids")
    setup.set_handicap(1, Handicap(word_list="enable"))  # a Kids game refuses it for a player alone
    assert setup.handicap_problem() is not None
    setup.set_players((4, 0))
    assert setup.handicap_problem() is None and setup.start_problem() is None
    assert [s.handicap.is_none for s in setup.chosen_seats()] == [True, True]
    # each person's profile keeps the handicap chosen for them, not the team's
    assert [(p.name, p.handicap) for p in setup.profiles_to_remember()] == [
        ("Ana", None), ("Ben", Handicap(word_list="enable")), ("Cleo", None), ("Dev", None)]
    assert setup.profiles_to_remember()[1] == SeatProfile("Ben", False, Handicap(word_list="enable"))


@pytest.mark.parametrize(("kinds", "kind"), [
    (("human", "easy"), "human"), (("easy", "human"), "human"), (("easy", "hard"), "hard"),
    (("expert", "medium"), "expert"), (("easy", "easy"), "easy"),
])
def test_a_team_with_a_person_is_played_by_its_people_else_by_the_stronger_computer(
        kinds: tuple[str, str], kind: str) -> None:
    assert team_kind([SeatConfig("A", kinds[0]), SeatConfig("B", kinds[1])]) == kind


@pytest.mark.parametrize(("phones", "kinds", "on_phones"), [
    ((True, True, True, True), ("human",) * 4, (True, True)),
    ((True, True, False, True), ("human",) * 4, (False, True)),  # Cleo's tiles on the TV: hers and Ana's
    ((True, False, False, False), ("human", "easy", "easy", "medium"), (True, False)),  # Cleo is a computer
])
def test_a_teams_tiles_are_on_phones_when_every_person_on_it_plays_from_one(
        phones: tuple[bool, ...], kinds: tuple[str, ...], on_phones: tuple[bool, bool]) -> None:
    seats = [SeatConfig(name, kind, phone=phone)
             for name, kind, phone in zip(("Ana", "Ben", "Cleo", "Dev"), kinds, phones)]
    made = team_seats(seats)
    assert [(s.name, s.phone) for s in made] == [("Ana & Cleo", on_phones[0]), ("Ben & Dev", on_phones[1])]
    assert [s.partner_kinds for s in made] == [(kinds[0], kinds[2]), (kinds[1], kinds[3])]


def test_the_pairing_is_what_the_next_launch_offers(tmp_path: Path) -> None:
    from game import settings as settings_mod
    from game.settings import Settings

    path = tmp_path / "settings.json"
    settings = Settings()
    setup = NewGameSetup.from_settings(settings)
    setup.set_players((4, 1))  # 1+2 against 3+4
    setup.store(settings)
    settings_mod.save(settings, path)
    loaded = settings_mod.load(path)
    assert loaded.notice == "" and loaded.settings.pairing == 1
    again = NewGameSetup.from_settings(loaded.settings)
    assert (again.seat_count, again.pairing, again.in_teams, again.players_choice()) == (4, 1, True, (4, 1))
    assert [s.team for s in again.chosen_seats()] == [Team(("Ana", "Ben"), (0, 1)), Team(("Cleo", "Dev"), (2, 3))]
    # four on their own afterwards: the next launch offers four on their own again
    again.set_players(4)
    again.store(loaded.settings)
    settings_mod.save(loaded.settings, path)
    assert NewGameSetup.from_settings(settings_mod.load(path).settings).players_choice() == 4


def test_a_file_from_before_teams_were_kept_and_a_bad_pairing_read_as_no_teams(tmp_path: Path) -> None:
    from game import settings as settings_mod
    from game.settings import Settings

    path = tmp_path / "settings.json"
    old = Settings(seat_count=4).to_dict()
    del old["pairing"]  # written before the pairing was kept
    path.write_text(json.dumps(old), encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.notice == "" and loaded.settings.pairing is None
    assert NewGameSetup.from_settings(loaded.settings).players_choice() == 4
    for bad in (3, -1, "1", 1.0, True, [0]):
        path.write_text(json.dumps({**old, "pairing": bad}), encoding="utf-8")
        loaded = settings_mod.load(path)
        setup = NewGameSetup.from_settings(loaded.settings)
        assert (loaded.settings.pairing, setup.pairing, setup.players_choice()) == (None, None, 4), bad
        assert loaded.settings.seat_count == 4 and "damaged" in loaded.notice
    # a pairing kept with a preset that is not played in teams, or fewer seats: no teams
    for kept in ({**old, "pairing": 0, "preset": "Upwords", "rules": preset("Upwords").to_dict()},
                 {**old, "pairing": 0, "seat_count": 3}):
        path.write_text(json.dumps(kept), encoding="utf-8")
        setup = NewGameSetup.from_settings(settings_mod.load(path).settings)
        assert not setup.in_teams and [s.team for s in setup.chosen_seats()] == [None] * setup.seat_count
