"""A session (the clock, hints, the hint ladder's rung, an open challenge) belongs
to the move it follows, by that move's number, never by the machine's clock; what
is read back of it is checked; version 2 files keep the sessions they could use."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest
from rules_helpers import random_move
from store_helpers import new_store, play_recorded, start

from game.rules.game import Game
from game.rules.move import Pass
from game.rules.ruleset import PRESETS
from game.store import (
    DATABASE_NAME,
    DamagedGame,
    GameStore,
    SessionState,
    StoreError,
    TurnEntry,
    database,
)
from game.store.schema import SCHEMA_VERSION, migrate, schema_version


def party_game(tmp_path: Path) -> tuple[GameStore, str, Game]:
    """A Party game (three hints each) with its start and two moves kept: move 3 is the last."""
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], PRESETS["Party"], seed=8)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(3), 2)
    return store, game_id, game


def test_a_session_is_matched_to_its_move_by_number_not_by_the_time_it_was_saved(tmp_path: Path) -> None:
    store, game_id, game = party_game(tmp_path)
    game.use_hint()
    hints = tuple(p.hints_used for p in game.players)
    # saved "later" than the last move by the machine's clock, but for move 2: not this turn's
    store.record_session(game_id, SessionState(12.0, hints, saved=9e9, turn=2, hint_rung=1))
    saved = store.load_game(game_id)
    assert saved.session is None and saved.turn == 3
    assert [p.hints_used for p in saved.game.players] == [0, 0]
    # saved "before" the last move by a clock set back, for move 3: this turn's
    store.record_session(game_id, SessionState(12.0, hints, saved=0.0, turn=3, hint_rung=2))
    saved = store.load_game(game_id)
    assert saved.session is not None
    assert (saved.session.clock_remaining, saved.session.hint_rung, saved.session.turn) == (12.0, 2, 3)
    assert [p.hints_used for p in saved.game.players] == list(hints)


def test_a_move_after_the_session_leaves_it_behind(tmp_path: Path) -> None:
    store, game_id, game = party_game(tmp_path)
    store.record_session(game_id, SessionState(12.0, (0, 0), turn=3))
    game.play(Pass())
    store.record_turn(game_id, TurnEntry.capture(game, "pass"))
    saved = store.load_game(game_id)
    assert saved.session is None and saved.turn == 4


@pytest.mark.parametrize("rung, hints, reason", [
    (5, (1, 1), "out of range"),         # above the ladder's top rung
    (-1, (1, 1), "out of range"),
    (1, (0, 0), "out of range"),         # a rung climbed with no hint spent
    (0, (1, 1, 1), "do not match"),      # three counts for two players
])
def test_a_session_that_does_not_fit_the_game_is_damage(tmp_path: Path, rung, hints, reason) -> None:
    store, game_id, game = party_game(tmp_path)
    store.conn.execute(
        "INSERT OR REPLACE INTO sessions (game_id, clock_remaining, hints_used, pending, saved, turn, hint_rung)"
        " VALUES (?, NULL, ?, NULL, 0, 3, ?)", (game_id, json.dumps(list(hints)), rung))
    with pytest.raises(DamagedGame, match=reason):
        store.load_game(game_id)


def test_a_rung_without_hints_in_the_game_is_damage(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], PRESETS["Classic"], seed=8)
    game_id = start(store, game)
    store.record_session(game_id, SessionState(None, (1, 0), turn=1, hint_rung=1))
    with pytest.raises(DamagedGame, match="hint"):
        store.load_game(game_id)


def test_a_rung_off_the_ladder_is_not_written(tmp_path: Path) -> None:
    store, game_id, _game = party_game(tmp_path)
    with pytest.raises(StoreError, match="no rung 5"):
        store.record_session(game_id, SessionState(None, (1, 0), turn=3, hint_rung=5))


def test_a_version_2_file_keeps_the_sessions_the_old_rule_would_have_used(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_NAME
    conn = database.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    assert migrate(conn, target=2) == 2
    game = Game(["Ana", "Ben"], PRESETS["Party"], seed=3)
    conn.execute("INSERT INTO profiles (id, name, name_key, created) VALUES (1, 'Ana', 'ana', 1.0), "
                 "(2, 'Ben', 'ben', 1.0)")
    for game_id, updated, saved in (("kept", 5.0, 6.0), ("stale", 5.0, 4.0)):
        conn.execute("INSERT INTO games (id, created, updated, preset, scores) VALUES (?, 1.0, ?, 'Party', '[0, 0]')",
                     (game_id, updated))
        conn.execute("INSERT INTO game_seats (game_id, player, profile_id, name, kind) VALUES "
                     "(?, 0, 1, 'Ana', 'human'), (?, 1, 2, 'Ben', 'human')", (game_id, game_id))
        for seq in (1, 2):
            conn.execute("INSERT INTO turns (game_id, seq, kind, notation, state, created) "
                         "VALUES (?, ?, 'start', 'start', ?, ?)", (game_id, seq, game.to_json(), updated))
        conn.execute("INSERT INTO sessions (game_id, clock_remaining, hints_used, pending, saved) "
                     "VALUES (?, 33.0, '[1, 0]', NULL, ?)", (game_id, saved))
    conn.close()

    store = new_store(tmp_path)
    assert schema_version(store.conn) == SCHEMA_VERSION
    kept = store.load_game("kept")
    assert kept.session is not None and (kept.session.turn, kept.session.hint_rung) == (2, 0)
    assert kept.session.clock_remaining == 33.0 and kept.game.players[0].hints_used == 1
    stale = store.load_game("stale")
    assert stale.session is None and stale.game.players[0].hints_used == 0


def test_the_store_caps_the_rung_at_the_ladders_top() -> None:
    from game.engine.hints import MAX_LEVEL
    from game.store.records import MAX_HINT_RUNG

    assert MAX_HINT_RUNG == MAX_LEVEL


@pytest.mark.parametrize("failure", ["locked", "full"])
def test_after_a_move_that_failed_to_save_the_sessions_of_later_moves_are_restored(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failure: str) -> None:
    from game.setup.seats import SeatConfig
    from game.ui.saves import GameSaves

    saves = GameSaves.open(tmp_path)
    game = Game(["Ana", "Ben"], PRESETS["Party"], seed=8)
    recorder = saves.recorder(game, [SeatConfig("Ana"), SeatConfig("Ben")])
    assert recorder is not None
    rng = random.Random(3)
    game.play(random_move(game, rng))
    recorder.turn(game, "play")  # move 2
    assert saves.flush()
    # the next move's write fails, as a lock held past the busy timeout or a full disk fails it
    record_turn = GameStore.record_turn
    error = (sqlite3.OperationalError("database is locked") if failure == "locked"
             else sqlite3.OperationalError("database or disk is full"))

    def fails_once(store: GameStore, game_id: str, entry: TurnEntry) -> int:
        monkeypatch.setattr(GameStore, "record_turn", record_turn)
        raise error

    monkeypatch.setattr(GameStore, "record_turn", fails_once)
    game.play(random_move(game, rng))
    recorder.turn(game, "play")  # not kept
    recorder.session(game, 40.0, None, 0)  # follows a move the store does not hold: never restored
    assert saves.flush()
    assert len(saves.take_errors()) == 1
    assert saves.store.load_game(recorder.game_id).session is None
    game.play(random_move(game, rng))
    recorder.turn(game, "play")  # kept as move 3: the store's number
    game.use_hint()
    recorder.session(game, 33.0, None, 1)
    assert saves.flush()
    saves.close()
    store = new_store(tmp_path)
    saved = store.load_game(recorder.game_id)
    assert saved.turn == 3 and saved.game.to_json() == game.to_json()
    assert saved.session is not None
    assert (saved.session.clock_remaining, saved.session.hint_rung, saved.session.turn) == (33.0, 1, 3)
    assert [p.hints_used for p in saved.game.players] == [p.hints_used for p in game.players]
    store.close()
