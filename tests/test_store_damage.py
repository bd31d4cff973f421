"""A damaged, locked, newer, read-only or full database: a clear sentence, nothing lost, no crash."""

from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from store_helpers import new_store, play_recorded, start

import game.store.database as database
from game.rules.errors import FormatError
from game.rules.game import Game
from game.store import (
    DATABASE_NAME,
    MEMORY,
    READ_ONLY,
    READ_WRITE,
    SessionState,
    StoreError,
    TurnEntry,
    open_store,
)
from game.store.schema import MIGRATIONS, SCHEMA_VERSION, migrate, schema_version


def saved_game(directory: Path, moves: int = 3) -> tuple[str, Game]:
    store = new_store(directory)
    game = Game(["Ana", "Ben"], seed=7)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(7), moves)
    store.close()
    return game_id, game


def test_a_new_database_is_in_wal_mode_with_full_sync_at_the_current_version(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    conn = store.conn
    assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert conn.execute("PRAGMA synchronous").fetchone() == (2,)  # FULL
    assert conn.execute("PRAGMA busy_timeout").fetchone() == (database.BUSY_TIMEOUT_MS,)
    assert schema_version(conn) == SCHEMA_VERSION == len(MIGRATIONS) == 9
    assert store.opened.mode == READ_WRITE and store.opened.notice is None


def test_garbage_file_is_set_aside_and_a_new_database_started(tmp_path: Path) -> None:
    (tmp_path / DATABASE_NAME).write_bytes(b"this is not a database at all" * 100)
    store, notices = open_store(tmp_path)
    assert store.opened.mode == READ_WRITE
    [notice] = notices
    assert "damaged" in notice and f"{DATABASE_NAME}.bak" in notice
    assert (tmp_path / f"{DATABASE_NAME}.bak").read_bytes().startswith(b"this is not")
    assert store.unfinished_games() == []
    game = Game(["Ana", "Ben"], seed=1)
    start(store, game)  # the fresh database takes games
    assert len(store.unfinished_games()) == 1


def test_a_truncated_file_is_set_aside_without_replacing_an_older_backup(tmp_path: Path) -> None:
    saved_game(tmp_path, moves=20)
    path = tmp_path / DATABASE_NAME
    data = path.read_bytes()
    assert len(data) > 8192
    path.write_bytes(data[: len(data) // 2])
    (tmp_path / f"{DATABASE_NAME}.bak").write_text("an older backup")
    store, notices = open_store(tmp_path)
    [notice] = notices
    assert f"{DATABASE_NAME}.bak2" in notice
    assert (tmp_path / f"{DATABASE_NAME}.bak").read_text() == "an older backup"
    assert (tmp_path / f"{DATABASE_NAME}.bak2").read_bytes() == data[: len(data) // 2]
    assert store.opened.mode == READ_WRITE and store.unfinished_games() == []


def test_a_page_overwritten_with_noise_fails_the_check_and_is_set_aside(tmp_path: Path) -> None:
    saved_game(tmp_path, moves=20)
    path = tmp_path / DATABASE_NAME
    data = bytearray(path.read_bytes())
    page = 4096
    data[2 * page: 3 * page] = bytes(random.Random(1).randrange(256) for _ in range(page))
    path.write_bytes(bytes(data))
    store, notices = open_store(tmp_path)
    assert len(notices) == 1 and "damaged" in notices[0]
    assert store.opened.mode == READ_WRITE
    assert (tmp_path / f"{DATABASE_NAME}.bak").read_bytes() == bytes(data)


def test_a_database_from_a_newer_version_is_left_untouched_and_opened_read_only(tmp_path: Path) -> None:
    game_id, game = saved_game(tmp_path)
    conn = sqlite3.connect(tmp_path / DATABASE_NAME)
    conn.execute("UPDATE schema_version SET version = ?", (SCHEMA_VERSION + 1,))
    conn.commit()
    conn.close()
    store, notices = open_store(tmp_path)
    [notice] = notices
    assert "newer version" in notice and "read-only" in notice
    assert store.opened.mode == READ_ONLY and store.read_only
    assert store.load_game(game_id).game.to_json() == game.to_json()
    with pytest.raises(StoreError, match="newer version"):
        store.record_turn(game_id, TurnEntry.capture(game, "pass"))
    store.close()
    check = sqlite3.connect(tmp_path / DATABASE_NAME)
    assert schema_version(check) == SCHEMA_VERSION + 1
    assert not list(tmp_path.glob("*.bak*"))


def test_a_database_locked_by_another_program_gives_a_session_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    game_id, _ = saved_game(tmp_path)
    other = sqlite3.connect(tmp_path / DATABASE_NAME, isolation_level=None)
    other.execute("PRAGMA journal_mode = DELETE")
    other.execute("PRAGMA locking_mode = EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 50)
    store, notices = open_store(tmp_path)
    [notice] = notices
    # SQLite does not say who holds the file: here a program that is not the game
    assert notice == ("The saved games are locked by another program (another copy of Tile Party, "
                      "or any program that opened the file); games this session will not be kept. "
                      "Close it to save again.")
    assert database.describe(sqlite3.OperationalError("database is locked")) == (
        "The saved games are locked by another program (another copy of Tile Party, "
        "or any program that opened the file), so this was not saved.")
    assert store.opened.mode == MEMORY and not store.kept
    assert not list(tmp_path.glob("*.bak*"))
    other.execute("ROLLBACK")
    other.close()
    assert [g.game_id for g in new_store(tmp_path).unfinished_games()] == [game_id]


def test_a_read_only_file_is_opened_read_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    game_id, game = saved_game(tmp_path)
    # the tests run with rights that ignore file modes, so the check is what is replaced
    monkeypatch.setattr(database, "_writable", lambda path: False)
    store, notices = open_store(tmp_path)
    assert store.opened.mode == READ_ONLY and "read-only" in notices[0]
    assert store.load_game(game_id).game.to_json() == game.to_json()


def test_a_read_only_folder_without_a_database_gives_a_session_in_memory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(database, "_writable", lambda path: False)
    store, notices = open_store(tmp_path)
    assert store.opened.mode == MEMORY and "read-only" in notices[0]
    game = Game(["Ana", "Ben"], seed=1)
    game_id = start(store, game)
    assert store.load_game(game_id).game.to_json() == game.to_json()
    assert not (tmp_path / DATABASE_NAME).exists()


@pytest.mark.parametrize(("error", "notice"), [
    ("attempt to write a readonly database", "cannot be written"),
    ("database or disk is full", "disk is full"),
])
def test_sqlite_refusing_to_write_at_open_opens_read_only(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, error: str, notice: str,
) -> None:
    game_id, game = saved_game(tmp_path)

    def refuse(conn: sqlite3.Connection) -> None:
        raise sqlite3.OperationalError(error)

    monkeypatch.setattr(database, "_prepare", refuse)
    store, notices = open_store(tmp_path)
    assert store.opened.mode == READ_ONLY and notice in notices[0]
    assert store.load_game(game_id).game.to_json() == game.to_json()


def test_a_full_disk_loses_the_write_not_the_database(tmp_path: Path) -> None:
    game_id, game = saved_game(tmp_path, moves=2)
    store = new_store(tmp_path)
    pages = store.conn.execute("PRAGMA page_count").fetchone()[0]
    # the file may not grow: sqlite reports SQLITE_FULL, as on a full disk
    store.conn.execute(f"PRAGMA max_page_count = {pages}")
    entry = TurnEntry("play", "x", random.Random(1).randbytes(150_000).hex(), tuple(game.scores), False)
    with pytest.raises(sqlite3.OperationalError) as caught:
        store.record_turn(game_id, entry)
    assert database.describe(caught.value).startswith("The disk is full")
    assert store.load_game(game_id).game.to_json() == game.to_json()
    store.close()
    assert new_store(tmp_path).load_game(game_id).game.to_json() == game.to_json()


def test_a_data_folder_that_cannot_be_made_gives_a_session_in_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder should be")
    store, notices = open_store(blocker / "data")
    assert store.opened.mode == MEMORY and "cannot be created" in notices[0]


def v1_database(path: Path) -> None:
    """A database as version 1 of this program wrote it, with one game in it."""
    conn = database.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    assert migrate(conn, target=1) == 1
    game = Game(["Ana", "Ben"], seed=3)
    conn.execute("INSERT INTO profiles (id, name, name_key, created) VALUES (1, 'Ana', 'ana', 1.0), "
                 "(2, 'Ben', 'ben', 1.0)")
    conn.execute("INSERT INTO games (id, created, updated, preset, scores) "
                 "VALUES ('old', 1.0, 2.0, 'Classic', '[0, 0]')")
    conn.execute("INSERT INTO game_seats (game_id, player, profile_id, name, kind) VALUES "
                 "('old', 0, 1, 'Ana', 'human'), ('old', 1, 2, 'Ben', 'easy')")
    conn.execute("INSERT INTO turns (game_id, seq, kind, notation, state, created) "
                 "VALUES ('old', 1, 'start', 'start', ?, 2.0)", (game.to_json(),))
    conn.close()


def test_a_version_1_database_is_upgraded_in_place(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_NAME
    v1_database(path)
    check = sqlite3.connect(path)
    assert schema_version(check) == 1
    assert check.execute("SELECT name FROM sqlite_master WHERE name = 'sessions'").fetchone() is None
    check.close()
    store = new_store(tmp_path)
    assert schema_version(store.conn) == SCHEMA_VERSION
    saved = store.load_game("old")
    assert [(s.name, s.kind) for s in saved.seats] == [("Ana", "human"), ("Ben", "easy")]
    assert saved.game.to_json() == Game(["Ana", "Ben"], seed=3).to_json()
    store.record_session("old", SessionState(30.0, (0, 0), turn=1))  # the table version 2 added
    assert store.load_game("old").session is not None
    assert not list(tmp_path.glob("*.bak*"))


def test_each_migration_step_is_one_version(tmp_path: Path) -> None:
    conn = database.connect(tmp_path / "steps.sqlite3")
    for version in range(1, SCHEMA_VERSION + 1):
        assert migrate(conn, target=version) == version
        assert schema_version(conn) == version
    assert migrate(conn) == SCHEMA_VERSION  # nothing left to do


def test_a_failing_migration_step_leaves_the_older_version(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / DATABASE_NAME
    v1_database(path)
    import game.store.schema as schema

    def broken(conn: sqlite3.Connection) -> None:
        conn.execute("CREATE TABLE sessions (x)")
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(schema, "MIGRATIONS", (schema.MIGRATIONS[0], broken))
    conn = database.connect(path)
    with pytest.raises(sqlite3.OperationalError):
        schema.migrate(conn)
    assert schema_version(conn) == 1
    assert conn.execute("SELECT name FROM sqlite_master WHERE name = 'sessions'").fetchone() is None


@pytest.mark.parametrize(("error", "full"), [
    (sqlite3.OperationalError("database or disk is full"), True),
    (OSError(28, "No space left on device"), True),
    # a damaged save's reason may say "full" without a full disk
    (FormatError("the bag and racks are not a full set of tiles"), False),
    (sqlite3.IntegrityError("the profile is full of odd characters"), False),
    (ValueError("disk is full"), False),
])
def test_only_a_full_disk_is_called_a_full_disk(error: BaseException, full: bool) -> None:
    assert database.is_full(error) is full
    assert database.describe(error).startswith("The disk is full") is full
