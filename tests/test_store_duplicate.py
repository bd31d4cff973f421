"""Duplicate games in the store (``game/store/duplicate.py``): kept state by state with
the round in play, listed and resumed apart from classic games, a damaged one set aside
with its reason, and finished ones counted in statistics of their own."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from duplicate_helpers import MOST_WORDS, random_play

from game.rules.duplicate import DuplicateGame, DuplicateRules, TopSource
from game.rules.game import Game
from game.rules.move import Pass
from game.rules.ruleset import preset
from game.store import (
    DamagedGame,
    GameStore,
    SavedDuplicate,
    SavedGame,
    Seat,
    SessionState,
    TurnEntry,
    open_store,
)
from game.store.duplicate import DUPLICATE, duplicate_entry
from game.store.games import pack_state
from game.store.schema import MIGRATIONS, SCHEMA_VERSION, migrate

SEATS = [Seat("Ana"), Seat("Ben"), Seat("Cleo", "medium")]


def new_game(top: TopSource = TopSource.TABLE, seed: int = 4) -> DuplicateGame:
    return DuplicateGame([s.name for s in SEATS], preset("Duplicate"),
                         DuplicateRules(top=top, round_seconds=120), MOST_WORDS, seed=seed)


def store_at(directory: Path) -> GameStore:
    store, notices = open_store(directory)
    assert notices == []
    return store


def create(store: GameStore, game: DuplicateGame) -> str:
    game_id = GameStore.new_game_id()
    store.create_game(game_id, SEATS, game.rules.name, duplicate_entry(game, "start"), DUPLICATE)
    return game_id


def play_round(store: GameStore, game_id: str, game: DuplicateGame, rng: random.Random) -> None:
    """Every seat submits (a random play, or a pass), each kept; the round closes and the next rack is drawn."""
    for seat in range(game.seats):
        play = random_play(game, seat, rng)
        game.submit(seat, play if play is not None else Pass())
        store.record_turn(game_id, duplicate_entry(game, "submit"))
    game.close_round(None)
    store.record_turn(game_id, duplicate_entry(game, "round"))
    if not game.over:
        game.next_round()
        store.record_turn(game_id, duplicate_entry(game, "draw"))


def test_a_game_saved_mid_round_reads_back_equal(tmp_path: Path) -> None:
    store = store_at(tmp_path)
    game = new_game()
    game_id = create(store, game)
    rng = random.Random(1)
    play_round(store, game_id, game, rng)
    # round 2: Ben submits, then Ana; Cleo has not
    ben, ana = random_play(game, 1, rng), random_play(game, 0, rng)
    assert ben is not None and ana is not None
    game.submit(1, ben)
    seq = store.record_turn(game_id, duplicate_entry(game, "submit"))
    game.submit(0, ana)
    seq = store.record_turn(game_id, duplicate_entry(game, "submit"))
    store.record_session(game_id, SessionState(73.5, (0, 0, 0), turn=seq))

    saved = store_at(tmp_path).load_saved(game_id)
    assert isinstance(saved, SavedDuplicate)
    back = saved.game
    assert back.to_json() == game.to_json()
    assert back.round_number == 2 and back.rack == game.rack
    assert [(p.seat, p.play) for p in back.submissions] == [(1, ben), (0, ana)]
    assert back.waiting_for == (2,)
    assert saved.session is not None and saved.session.clock_remaining == 73.5
    assert saved.turn == seq and saved.seats == tuple(SEATS)
    # the same draws after: both close the round alike and draw the same next rack
    for g in (game, back):
        g.submit(2, Pass())
        g.close_round(None)
        g.next_round()
    assert back.to_json() == game.to_json()


def test_the_list_says_duplicate_with_its_round_and_totals(tmp_path: Path) -> None:
    store = store_at(tmp_path)
    game = new_game()
    game_id = create(store, game)
    play_round(store, game_id, game, random.Random(2))
    (summary,) = store.unfinished_games(check=True)
    assert (summary.game_id, summary.mode, summary.rounds, summary.preset, summary.problem) == (
        game_id, DUPLICATE, 2, "Duplicate", None)
    assert summary.scores == tuple(game.scores) and summary.names == ("Ana", "Ben", "Cleo")
    with pytest.raises(DamagedGame):
        store.load_game(game_id)  # the classic loader never takes it for a classic game


def test_a_session_of_an_earlier_state_is_not_applied(tmp_path: Path) -> None:
    store = store_at(tmp_path)
    game = new_game()
    game_id = create(store, game)
    store.record_session(game_id, SessionState(30.0, (0, 0, 0), turn=1))
    game.submit(0, Pass())
    store.record_turn(game_id, duplicate_entry(game, "submit"))
    saved = store.load_duplicate(game_id)
    assert saved.session is None and saved.turn == 2


def test_a_hint_spent_after_the_last_state_stays_spent_for_its_round(tmp_path: Path) -> None:
    """A hint asked at the TV or on a phone is kept by the session alone (no play or round
    writes the game meanwhile): read back, the seat has spent this round's hint, so asking
    again in the same round after Continue costs no second hint."""
    store = store_at(tmp_path)
    game = DuplicateGame([s.name for s in SEATS], preset("Duplicate").replace(hints=True, hint_allowance=3),
                         DuplicateRules(round_seconds=120), MOST_WORDS, seed=4)
    game_id = create(store, game)
    game.use_hint(1)  # Ben's hint of round 1, kept with the round's states
    play_round(store, game_id, game, random.Random(3))
    turn = store.load_duplicate(game_id).turn
    game.use_hint(0)  # Ana's of round 2: only the session says so
    store.record_session(game_id, SessionState(90.0, tuple(game.hints_used), turn=turn))

    back = store_at(tmp_path).load_duplicate(game_id).game
    assert back.to_json() == game.to_json()
    assert back.hinted == {0} and back.hints_used == [1, 1, 0]
    back.use_hint(0)  # Ana climbs on: the same hint
    back.use_hint(1)  # Ben's round-1 hint does not count for round 2: he pays
    assert back.hints_used == [1, 2, 0]


def test_a_damaged_duplicate_save_is_set_aside_with_its_reason(tmp_path: Path) -> None:
    store = store_at(tmp_path)
    good = new_game(seed=5)
    good_id = create(store, good)
    bad = new_game(seed=6)
    bad_id = create(store, bad)
    # a hand edit: Ana's total no longer adds up from her plays
    state = bad.to_json().replace('"scores":[0,0,0]', '"scores":[50,0,0]')
    assert state != bad.to_json()
    store.conn.execute("UPDATE turns SET state = ? WHERE game_id = ?", (pack_state(state), bad_id))
    listed = {s.game_id: s for s in store.unfinished_games(check=True)}
    assert listed[good_id].problem is None
    assert listed[bad_id].problem == "the save file is damaged: its board, rounds and scores do not agree"
    with pytest.raises(DamagedGame) as caught:
        store.load_saved(bad_id)
    assert str(caught.value) == listed[bad_id].problem
    assert isinstance(store.load_saved(good_id), SavedDuplicate)


def finish(store: GameStore, game: DuplicateGame, rng: random.Random) -> str:
    game_id = create(store, game)
    while not game.over:
        play_round(store, game_id, game, rng)
    return game_id


def test_finished_duplicate_games_are_counted_apart_from_classic_ones(tmp_path: Path) -> None:
    store = store_at(tmp_path)
    # a classic game Ana plays and ends by passes
    classic = Game(["Ana", "Ben"], preset("Classic"), seed=1)
    classic_id = GameStore.new_game_id()
    store.create_game(classic_id, [Seat("Ana"), Seat("Ben")], "Classic", TurnEntry.capture(classic, "start"))
    while not classic.over:
        classic.play(Pass())
        store.record_turn(classic_id, TurnEntry.capture(classic, "pass"))
    club = new_game(TopSource.TABLE, seed=7)
    club.duplicate = DuplicateRules(top=TopSource.ENGINE, round_seconds=120)
    rng = random.Random(3)
    # by the club rule the engine's play is the top: a stand-in, the first submitted play that stands
    game_id = create(store, club)
    while not club.over:
        for seat in range(club.seats):
            play = random_play(club, seat, rng)
            club.submit(seat, play if play is not None else Pass())
            store.record_turn(game_id, duplicate_entry(club, "submit"))
        standing = [p.play for p in club.submissions if p.stands]
        club.close_round(standing[0] if standing else random_play(club, 0, rng))
        store.record_turn(game_id, duplicate_entry(club, "round"))
        if not club.over:
            club.next_round()
            store.record_turn(game_id, duplicate_entry(club, "draw"))
    table = new_game(TopSource.TABLE, seed=8)
    table_id = finish(store, table, rng)

    ana = store.profile_stats("Ana")
    assert ana is not None
    # the classic figures hold the classic game only
    ana_classic = classic.scores[0]  # the rack left counted against her
    assert (ana.games, ana.average_score, ana.best_score) == (1, float(ana_classic), ana_classic)
    assert [p.game_id for p in ana.scores_over_time] == [classic_id]
    assert [g.game_id for g in store.profile_games("Ana")] == [classic_id]
    assert all(h.game_id == classic_id for h in store.high_scores())
    dup = ana.duplicate
    assert dup is not None
    totals = [club.scores[0], table.scores[0]]
    assert (dup.games, dup.rounds) == (2, len(club.history) + len(table.history))
    assert dup.average_total == sum(totals) / 2 and dup.best_total == max(totals)
    assert dup.wins == (0 in club.result.winners) + (0 in table.result.winners)
    # the share of the top is counted only where the club rule gave the top
    assert dup.club_games == 1 and dup.average_share == club.share_of_top(0)
    plays = [(r.play_of(0).points, g_id) for g_id, g in ((game_id, club), (table_id, table))
             for r in g.history if r.play_of(0).stands]
    best = max(p for p, _ in plays)
    assert dup.best_play is not None and dup.best_play.score == best
    # a computer's Duplicate games are its own profile's
    cleo = store.profile_stats("Cleo", "medium")
    assert cleo is not None and cleo.games == 0 and cleo.duplicate is not None and cleo.duplicate.games == 2
    assert store.unfinished_games() == []


def test_a_file_of_the_previous_version_opens_and_keeps_its_games(tmp_path: Path) -> None:
    path = tmp_path / "tile-party.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, len(MIGRATIONS) - 1)
    conn.close()
    store = store_at(tmp_path)
    assert store.conn.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION
    game = Game(["Ana", "Ben"], preset("Classic"), seed=1)
    game_id = GameStore.new_game_id()
    store.create_game(game_id, [Seat("Ana"), Seat("Ben")], "Classic", TurnEntry.capture(game, "start"))
    assert isinstance(store.load_saved(game_id), SavedGame)
    assert store.unfinished_games()[0].mode == "classic"
