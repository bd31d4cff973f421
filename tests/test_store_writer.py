"""The background writer: callers never wait, writes land in order, failures become sentences."""

from __future__ import annotations

import random
import sqlite3
import threading
from pathlib import Path

from rules_helpers import random_move
from store_helpers import new_store

import game.store.database as database
from game.rules.game import Game
from game.rules.ruleset import PRESETS
from game.store import BackgroundWriter, GameStore, Seat, SessionState, TurnEntry, open_store


def test_writes_land_in_order_and_flush_waits_for_them(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    errors: list[str] = []
    writer = BackgroundWriter(store.opened, on_error=errors.append)
    game = Game(["Ana", "Ben"], PRESETS["Party"], seed=6)
    game_id = GameStore.new_game_id()
    writer.create_game(game_id, [Seat("Ana"), Seat("Ben", "hard")], "Party",
                       TurnEntry.capture(game, "start"))
    rng = random.Random(6)
    for _ in range(15):
        game.play(random_move(game, rng))
        writer.record_turn(game_id, TurnEntry.capture(game, "play"))
    writer.record_session(game_id, SessionState(17.0, (0, 0), "challenge", turn=16))  # start and 15 moves
    assert writer.flush()
    assert errors == []
    saved = store.load_game(game_id)
    assert saved.game.to_json() == game.to_json()
    assert saved.session is not None and saved.session.clock_remaining == 17.0
    kinds = [r[0] for r in store.conn.execute(
        "SELECT kind FROM turns WHERE game_id = ? ORDER BY seq", (game_id,))]
    assert kinds == ["start"] + ["play"] * 15
    writer.delete_game(game_id)
    assert writer.close()
    assert store.unfinished_games() == []


def test_the_writer_uses_a_connection_of_its_own(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    seen: list[sqlite3.Connection] = []
    writer = BackgroundWriter(store.opened)
    writer.submit(lambda s: seen.append(s.conn))
    assert writer.flush() and writer.close()
    assert seen and seen[0] is not store.conn


def test_a_failed_write_is_reported_and_later_writes_still_land(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    errors: list[str] = []
    writer = BackgroundWriter(store.opened, on_error=errors.append)
    game = Game(["Ana", "Ben"], seed=1)
    writer.record_turn("no-such-game", TurnEntry.capture(game, "play"))

    def boom(_store: GameStore) -> None:
        raise RuntimeError("a bug in a job")

    writer.submit(boom)
    writer.create_game("g1", [Seat("Ana"), Seat("Ben")], "Classic", TurnEntry.capture(game, "start"))
    assert writer.flush() and writer.close()
    assert errors == ["that game is not in the saved games",
                      "The game could not be saved (a bug in a job)."]
    assert [g.game_id for g in store.unfinished_games()] == ["g1"]


def test_a_full_disk_reaches_the_callback_as_a_sentence(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    errors: list[str] = []
    writer = BackgroundWriter(store.opened, on_error=errors.append)
    game = Game(["Ana", "Ben"], seed=1)
    writer.create_game("g1", [Seat("Ana"), Seat("Ben")], "Classic", TurnEntry.capture(game, "start"))

    def fill(s: GameStore) -> None:
        pages = s.conn.execute("PRAGMA page_count").fetchone()[0]
        s.conn.execute(f"PRAGMA max_page_count = {pages}")

    writer.submit(fill)
    writer.record_turn("g1", TurnEntry("pass", "-", random.Random(1).randbytes(150_000).hex(), (0, 0), False))
    assert writer.flush() and writer.close()
    assert len(errors) == 1 and errors[0].startswith("The disk is full")
    assert store.load_game("g1").game.to_json() == game.to_json()


def test_a_read_only_store_reports_each_write_instead_of_raising(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    new_store(tmp_path).close()
    monkeypatch.setattr(database, "_writable", lambda path: False)
    store, _ = open_store(tmp_path)
    errors: list[str] = []
    writer = BackgroundWriter(store.opened, on_error=errors.append)
    game = Game(["Ana", "Ben"], seed=1)
    writer.create_game("g1", [Seat("Ana"), Seat("Ben")], "Classic", TurnEntry.capture(game, "start"))
    assert writer.flush() and writer.close()
    assert len(errors) == 1 and "read-only" in errors[0]


def test_submit_returns_at_once_while_a_write_is_slow(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    release = threading.Event()
    writer = BackgroundWriter(store.opened)
    writer.submit(lambda _s: release.wait(5))
    game = Game(["Ana", "Ben"], seed=1)
    writer.create_game("g1", [Seat("Ana"), Seat("Ben")], "Classic", TurnEntry.capture(game, "start"))
    assert not writer.flush(timeout=0.05)  # still held up, and the caller was not
    assert store.unfinished_games() == []
    release.set()
    assert writer.flush() and writer.close()
    assert [g.game_id for g in store.unfinished_games()] == ["g1"]


def test_writes_after_close_are_reported_not_raised(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    errors: list[str] = []
    writer = BackgroundWriter(store.opened, on_error=errors.append)
    assert writer.close()
    writer.delete_game("g1")
    assert errors == ["the saved games are closed; this was not saved"]
    assert writer.flush()


def test_a_broken_error_callback_does_not_stop_saving(tmp_path: Path) -> None:
    store = new_store(tmp_path)

    def broken(message: str) -> None:
        raise ValueError("callback bug")

    writer = BackgroundWriter(store.opened, on_error=broken)
    game = Game(["Ana", "Ben"], seed=1)
    writer.record_turn("missing", TurnEntry.capture(game, "play"))
    writer.create_game("g1", [Seat("Ana"), Seat("Ben")], "Classic", TurnEntry.capture(game, "start"))
    assert writer.flush() and writer.close()
    assert [g.game_id for g in store.unfinished_games()] == ["g1"]
