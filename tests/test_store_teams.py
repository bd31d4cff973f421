"""A game in teams in the store (docs/rules.md, "Teams"): the team's figures are its
own profile's, each partner is credited with the team's games apart from their own,
and Continue brings the teams back."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from rules_helpers import Words
from store_helpers import SINGLE, end, full_game, new_store, play

from game.rules.game import Game
from game.rules.teams import PAIRINGS, teams_for
from game.store import GameStore, Profile, Seat, TurnEntry
from game.store.schema import SCHEMA_VERSION, expected_tables, migrate


def team_game(store: GameStore, kinds: tuple[tuple[str, ...], ...] = ()) -> tuple[str, Game]:
    """Ana & Cleo against Ben & Dev: Ana & Cleo's bingo ABCDEFG for 84, then the game ends."""
    teams = teams_for(["Ana", "Ben", "Cleo", "Dev"], PAIRINGS[0])
    game = full_game(["ABCDEFG", "ATEEEEE"], SINGLE, Words("ABCDEFG", "AT"), [t.name for t in teams])
    game.teams = teams
    game_id = store.new_game_id()
    seats = [Seat(t.name, "human", kinds[i] if i < len(kinds) else ()) for i, t in enumerate(teams)]
    store.create_game(game_id, seats, game.rules.name, TurnEntry.capture(game, "start"))
    return game_id, game


def solo_game(store: GameStore) -> None:
    """Ana alone against Ben: Ana plays AT for 4."""
    game = full_game(["ATBCDFG", "EEEEEEE"], SINGLE, Words("AT"), ["Ana", "Ben"])
    game_id = store.new_game_id()
    store.create_game(game_id, [Seat("Ana"), Seat("Ben")], game.rules.name, TurnEntry.capture(game, "start"))
    play(store, game_id, game, "8G AT")
    end(store, game_id, game)


def test_a_team_game_counts_for_the_team_and_apart_for_each_partner(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game_id, game = team_game(store)
    play(store, game_id, game, "8D ABCDEFG")
    end(store, game_id, game)
    solo_game(store)
    assert store.profiles() == [
        Profile("Ana", "human", 0), Profile("Ana & Cleo", "team", 0), Profile("Ben", "human", 1),
        Profile("Ben & Dev", "team", 1), Profile("Cleo", "human", 2), Profile("Dev", "human", 3)]
    team = store.profile_stats("Ana & Cleo", "team")
    assert team is not None
    assert (team.games, team.wins, team.best_score, team.bingos, team.in_teams) == (1, 1, 84, 1, None)
    ana = store.profile_stats("Ana")
    assert ana is not None
    # Ana's own figures are her game alone; the team's win is kept apart, and credited
    assert (ana.games, ana.wins, ana.best_score) == (1, 1, 4)
    assert ana.in_teams is not None
    assert (ana.in_teams.games, ana.in_teams.wins, ana.in_teams.best_score, ana.in_teams.bingos) == (1, 1, 84, 1)
    assert ana.in_teams.best_word is not None and ana.in_teams.best_word.word == "ABCDEFG"
    cleo = store.profile_stats("cleo")
    assert cleo is not None and cleo.games == 0 and cleo.in_teams is not None
    assert (cleo.in_teams.games, cleo.in_teams.wins) == (1, 1)
    dev = store.profile_stats("Dev")
    assert dev is not None and dev.in_teams is not None and (dev.in_teams.games, dev.in_teams.wins) == (1, 0)


def test_computer_partners_are_credited_to_their_computer_profiles(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game_id, game = team_game(store, (("human", "easy"), ("medium", "hard")))
    end(store, game_id, game)
    rows = store.conn.execute(
        "SELECT t.seat, t.name, t.kind, p.kind FROM game_partners t JOIN profiles p ON p.id = t.profile_id"
        " ORDER BY t.seat").fetchall()
    assert rows == [(0, "Ana", "human", "human"), (1, "Ben", "medium", "medium"),
                    (2, "Cleo", "easy", "easy"), (3, "Dev", "hard", "hard")]
    assert store.profile_stats("Cleo", "easy") is not None
    assert store.profile_stats("Cleo") is None  # no person Cleo was made


def test_continue_brings_the_teams_back_and_deleting_forgets_the_partners(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game_id, game = team_game(store)
    play(store, game_id, game, "8D ABCDEFG")
    saved = store.load_game(game_id)
    assert saved.game.teams == game.teams
    assert [s.name for s in saved.seats] == ["Ana & Cleo", "Ben & Dev"]
    store.delete_game(game_id)
    assert store.conn.execute("SELECT count(*) FROM game_partners").fetchone() == (0,)


def test_version_9_adds_the_partners_table_to_a_file_of_version_8() -> None:
    conn = sqlite3.connect(":memory:", isolation_level=None)
    migrate(conn, 8)
    assert "game_partners" not in expected_tables(8)
    migrate(conn)
    assert SCHEMA_VERSION == 9
    columns = [row[1] for row in conn.execute("PRAGMA table_info(game_partners)")]
    assert columns == ["game_id", "player", "seat", "profile_id", "name", "kind"]


def test_continue_gives_the_play_scene_each_teams_seat(tmp_path: Path) -> None:
    from game.ui.saves import seat_configs

    store = new_store(tmp_path)
    game_id, game = team_game(store)
    play(store, game_id, game, "8D ABCDEFG")
    seats = seat_configs(store.load_game(game_id))
    assert [(s.name, s.kind, s.team) for s in seats] == [("Ana & Cleo", "human", game.teams[0]),
                                                         ("Ben & Dev", "human", game.teams[1])]


def test_a_partners_games_list_their_team_games_too(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game_id, game = team_game(store)
    play(store, game_id, game, "8D ABCDEFG")
    end(store, game_id, game)
    solo_game(store)
    assert [g.names for g in store.profile_games("Ana")] == [("Ana", "Ben"), ("Ana & Cleo", "Ben & Dev")]
    assert [g.names for g in store.profile_games("Cleo")] == [("Ana & Cleo", "Ben & Dev")]
    assert [g.names for g in store.profile_games("Ana & Cleo", kind="team")] == [("Ana & Cleo", "Ben & Dev")]
    assert [g.scores for g in store.profile_games("dev")] == [(84, 0)]


def test_a_partner_keeps_the_colour_of_their_own_seat_at_the_table(tmp_path: Path) -> None:
    """Statistics colour a player as their seat in their latest finished game: for a
    partner, their own seat (Cleo sat third, her mark was the third seat's), not none."""
    store = new_store(tmp_path)
    game_id, game = team_game(store)
    play(store, game_id, game, "8D ABCDEFG")
    end(store, game_id, game)
    assert {p.name: p.seat for p in store.profiles()} == {"Ana": 0, "Ana & Cleo": 0, "Ben": 1, "Ben & Dev": 1,
                                                          "Cleo": 2, "Dev": 3}
