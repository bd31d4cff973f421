"""Hostile data files for the saved games: a start-up never stops on one, one damaged
game never hides the others, a damaged schema is set aside like a damaged file."""

from __future__ import annotations

import json
import random
import sqlite3
from pathlib import Path

import pytest
from store_helpers import new_store, play_recorded, start

from game.rules.game import Game
from game.store import DATABASE_NAME, READ_WRITE, DamagedGame, GameStore, open_store
from game.store.games import pack_state
from game.store.schema import SCHEMA_VERSION, schema_version
from game.ui.saves import GameSaves

DEEP = "[" * 100_000 + "]" * 100_000


def saved_games(directory: Path, count: int) -> tuple[GameStore, list[str]]:
    store = new_store(directory)
    ids = []
    for k in range(count):
        game = Game(["Ana", "Ben"], seed=k)
        game_id = start(store, game)
        play_recorded(store, game_id, game, random.Random(k), 3)
        ids.append(game_id)
    return store, ids


def damage(store: GameStore, game_id: str, state: str) -> None:
    """Replace a game's latest stored state, as a damaged file or a hand edit would."""
    store.conn.execute(
        "UPDATE turns SET state = ? WHERE game_id = ? AND seq = "
        "(SELECT max(seq) FROM turns WHERE game_id = ?)", (pack_state(state), game_id, game_id))


def latest_state(store: GameStore, game_id: str) -> dict:
    return json.loads(store._latest_state(game_id))


# ---------------------------------------------------------------- item 1: start-up

def test_a_legacy_save_nested_a_hundred_thousand_deep_is_set_aside_with_a_notice(tmp_path: Path) -> None:
    (tmp_path / "save.json").write_text(DEEP)
    store, notices = open_store(tmp_path)
    assert notices == ["The old saved game could not be imported (the saved game is nested far deeper "
                       "than any real game). The old file was kept as save.json.bak."]
    assert (tmp_path / "save.json.bak").read_text() == DEEP and not (tmp_path / "save.json").exists()
    assert store.unfinished_games() == [] and store.opened.mode == READ_WRITE
    store.close()


# ------------------------------------------------- item 4: one damaged game, the others stay

def test_a_deeply_nested_state_is_a_damaged_game(tmp_path: Path) -> None:
    store, [game_id] = saved_games(tmp_path, 1)
    damage(store, game_id, DEEP)
    try:
        store.load_game(game_id)
        raise AssertionError("a damaged game loaded")
    except DamagedGame as exc:
        assert str(exc) == "the saved game is nested far deeper than any real game"
    store.close()


def bad_rng_states(store: GameStore, game_id: str) -> list[str]:
    good = latest_state(store, game_id)
    out = []
    for rng in ([3, [1, 2, 3], None],                       # ValueError: wrong size
                [3, [2**70] * 624 + [624], None],           # OverflowError
                [3, [-1] * 624 + [624], None],              # OverflowError
                [3, list(range(624)) + [999], None],        # ValueError: invalid state
                [99, list(range(624)) + [624], None]):      # ValueError: version
        state = json.loads(json.dumps(good))
        state["now"]["rng"] = rng
        out.append(json.dumps(state))
    return out


def test_a_bad_random_generator_state_is_a_damaged_game(tmp_path: Path) -> None:
    store, [game_id] = saved_games(tmp_path, 1)
    problems = []
    for state in bad_rng_states(store, game_id):
        damage(store, game_id, state)
        try:
            store.load_game(game_id)
        except DamagedGame as exc:
            problems.append(str(exc).split(" (")[0])
    assert problems == ["the save file is damaged"] * 5  # the rules refuse the state before it is set
    store.close()


def test_a_damaged_game_is_listed_as_damaged_and_the_others_stay_playable(tmp_path: Path) -> None:
    store, ids = saved_games(tmp_path, 3)
    newest = store.unfinished_games()[0].game_id
    damage(store, newest, DEEP)
    middle = store.unfinished_games()[1].game_id
    damage(store, middle, bad_rng_states(store, middle)[1])
    store.close()
    saves = GameSaves.open(tmp_path)
    try:
        continue_id, listed = saves.latest()
        oldest = [g.game_id for g in listed][2]
        assert continue_id == oldest  # Continue goes to the newest game that loads
        assert [(g.game_id, g.problem is not None) for g in listed] == [
            (newest, True), (middle, True), (oldest, False)]
        assert listed[0].problem == "the saved game is nested far deeper than any real game"
        assert saves.load(oldest).game_id == oldest
        saves.delete(newest)  # a damaged game can be deleted
        assert [g.game_id for g in saves.latest()[1]] == [middle, oldest]
    finally:
        saves.close()


def test_continue_skips_a_damaged_game(tmp_path: Path) -> None:
    store, ids = saved_games(tmp_path, 2)
    newest, older = [g.game_id for g in store.unfinished_games()]
    damage(store, newest, bad_rng_states(store, newest)[0])
    saved = store.continue_game()
    assert saved is not None and saved.game_id == older
    store.close()


def test_damaged_rows_do_not_stop_the_list(tmp_path: Path) -> None:
    store, [first, second] = saved_games(tmp_path, 2)
    store.conn.execute("UPDATE games SET scores = ?, updated = 'soon' WHERE id = ?", (DEEP, first))
    store.conn.execute("UPDATE sessions SET saved = 'x'")
    store.conn.execute("INSERT OR REPLACE INTO sessions (game_id, clock_remaining, hints_used, pending, saved)"
                       " VALUES (?, 'x', '[', NULL, 'y')", (second,))
    listed = {g.game_id: g for g in store.unfinished_games(check=True)}
    assert listed[first].scores == () and listed[first].updated == 0.0
    assert listed[second].problem is None and store.load_game(second).session is None
    store.close()


@pytest.mark.parametrize("column", ["scores", "preset", "name", "pending"])
def test_bytes_that_are_not_utf8_in_one_game_leave_the_other_to_continue(tmp_path: Path, column: str) -> None:
    store, _ids = saved_games(tmp_path, 2)
    newest, older = [g.game_id for g in store.unfinished_games()]
    bad = "CAST(X'41ff42' AS TEXT)"  # A, a byte no UTF-8 text holds, B
    if column == "name":
        store.conn.execute(f"UPDATE game_seats SET name = {bad} WHERE game_id = ? AND player = 1", (newest,))
    elif column == "pending":  # the session only: the game resumes from its last move
        store.conn.execute("INSERT OR REPLACE INTO sessions (game_id, hints_used, pending, saved)"
                           f" VALUES (?, '[0, 0]', {bad}, 1.0)", (newest,))
    else:
        store.conn.execute(f"UPDATE games SET {column} = {bad} WHERE id = ?", (newest,))
    store.close()
    saves = GameSaves.open(tmp_path)
    try:
        continue_id, listed = saves.latest()
        if column == "pending":
            assert continue_id == newest and [g.problem for g in listed] == [None, None]
            assert saves.load(newest).session is None
            return
        assert continue_id == older
        assert [(g.game_id, g.problem) for g in listed] == [
            (newest, "some of the saved game's text is damaged (not UTF-8)"), (older, None)]
        assert saves.store.continue_game() is not None and saves.store.continue_game().game_id == older
        assert saves.load(older).game_id == older
        saves.delete(newest)  # the damaged game can be deleted
        assert [(g.game_id, g.problem) for g in saves.latest()[1]] == [(older, None)]
    finally:
        saves.close()


# ------------------------------------------------------------ item 5: a damaged schema

def test_a_dropped_table_is_set_aside_and_a_new_store_started(tmp_path: Path) -> None:
    store, _ids = saved_games(tmp_path, 1)
    store.conn.execute("DROP TABLE sessions")
    store.close()
    store, notices = open_store(tmp_path)
    assert notices == ["The saved-games file was damaged (the table sessions is missing). It was kept "
                       "as tile-party.sqlite3.bak and a new one was started."]
    assert store.opened.mode == READ_WRITE and store.unfinished_games() == []
    assert schema_version(store.conn) == SCHEMA_VERSION
    game = Game(["Ana", "Ben"], seed=1)
    start(store, game)  # moves are saved again
    assert len(store.unfinished_games()) == 1
    store.close()
    old = sqlite3.connect(tmp_path / "tile-party.sqlite3.bak")
    assert "sessions" not in {r[0] for r in old.execute("SELECT name FROM sqlite_master")}
    old.close()


def test_a_dropped_column_is_set_aside(tmp_path: Path) -> None:
    store, _ids = saved_games(tmp_path, 1)
    store.conn.execute("ALTER TABLE games DROP COLUMN finished_at")
    store.close()
    store, notices = open_store(tmp_path)
    assert notices == ["The saved-games file was damaged (the table games has no column finished_at). "
                       "It was kept as tile-party.sqlite3.bak and a new one was started."]
    store.close()


def test_a_foreign_sqlite_file_is_never_added_to(tmp_path: Path) -> None:
    foreign = sqlite3.connect(tmp_path / DATABASE_NAME)
    foreign.execute("CREATE TABLE recipes (name TEXT)")
    foreign.execute("INSERT INTO recipes VALUES ('bread')")
    foreign.commit()
    foreign.close()
    store, notices = open_store(tmp_path)
    assert notices == ["The saved-games file was damaged (it is not a Tile Party file (tables recipes)). "
                       "It was kept as tile-party.sqlite3.bak and a new one was started."]
    assert store.opened.mode == READ_WRITE
    store.close()
    kept = sqlite3.connect(tmp_path / "tile-party.sqlite3.bak")
    assert [r[0] for r in kept.execute("SELECT name FROM sqlite_master WHERE type = 'table'")] == ["recipes"]
    assert kept.execute("SELECT name FROM recipes").fetchall() == [("bread",)]
    kept.close()


def test_a_schema_version_that_is_not_a_number_is_damaged(tmp_path: Path) -> None:
    store, _ids = saved_games(tmp_path, 1)
    store.conn.execute("UPDATE schema_version SET version = 'two'")
    store.close()
    store, notices = open_store(tmp_path)
    assert notices[0].startswith("The saved-games file was damaged (its schema version cannot be read")
    assert store.opened.mode == READ_WRITE
    store.close()


def test_a_healthy_file_at_every_version_opens_without_a_notice(tmp_path: Path) -> None:
    store, _ids = saved_games(tmp_path, 1)
    store.close()
    store, notices = open_store(tmp_path)
    assert notices == [] and store.opened.mode == READ_WRITE and len(store.unfinished_games()) == 1
    store.close()
