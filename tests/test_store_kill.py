"""A kill at any moment loses at most the move in flight.

A child process plays a long run of moves, writing each one and then telling
the parent which move it committed; the parent kills it (SIGKILL) at a random
moment, 100 times over the same database.  After every kill the database
opens without damage, and the last move the child reported is there, whole.
"""

from __future__ import annotations

import hashlib
import os
import random
import select
import signal
import sys
import time
from pathlib import Path

import pytest
from rules_helpers import random_move

from game.rules.game import Game
from game.rules.ruleset import RuleSet
from game.store import READ_WRITE, GameStore, Seat, TurnEntry, open_store
from game.store.database import open_database
from game.store.games import unpack_state

KILLS = 100
RULES = RuleSet(undo_allowed=True)


def digest(state: str) -> str:
    return hashlib.sha256(state.encode()).hexdigest()[:16]


def child(directory: Path, out: int, seed: int) -> None:
    """Play on (or start) a game forever, reporting each committed move."""
    store, _ = open_store(directory)
    rng = random.Random(seed)
    saved = store.continue_game()
    if saved is None:
        game = Game(["Ana", "Ben", "Cleo"], RULES, seed=seed)
        game_id = GameStore.new_game_id()
        store.create_game(game_id, [Seat(p.name) for p in game.players], RULES.name,
                          TurnEntry.capture(game, "start"))
        kind = "start"
    else:
        game, game_id, kind = saved.game, saved.game_id, ""
    seq = store.conn.execute("SELECT max(seq) FROM turns WHERE game_id = ?", (game_id,)).fetchone()[0]
    state = game.to_json()
    while True:
        if kind:
            os.write(out, f"{game_id} {seq} {digest(state)}\n".encode())
        if game.over:
            os._exit(0)
        if game.can_undo and rng.random() < 0.1:
            game.undo()
            kind = "undo"
        else:
            game.play(random_move(game, rng))
            kind = "play"
        entry = TurnEntry.capture(game, kind)
        store.record_turn(game_id, entry)
        state, seq = entry.state, seq + 1


def run_and_kill(directory: Path, seed: int, delay: float, after_first_move: bool) -> str | None:
    """Fork a child and kill it ``delay`` seconds after it starts (or after
    its first report, so the kill lands among the moves); the last line it
    reported."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # pragma: no cover - the child never returns
        try:
            os.close(read_end)
            child(directory, write_end, seed)
        finally:
            os._exit(1)
    os.close(write_end)
    received = b""
    deadline = time.monotonic() + (5.0 if after_first_move else delay)
    while (left := deadline - time.monotonic()) > 0:
        ready, _, _ = select.select([read_end], [], [], left)
        if ready:
            chunk = os.read(read_end, 65536)
            if not chunk:
                break  # the game ended and the child left
            if after_first_move and not received:
                deadline = time.monotonic() + delay
            received += chunk
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
    while chunk := os.read(read_end, 65536):
        received += chunk
    os.close(read_end)
    lines = [line for line in received.decode().splitlines() if line.count(" ") == 2]
    return lines[-1] if lines else None


@pytest.mark.skipif(not hasattr(os, "fork") or sys.platform == "darwin",
                    reason="needs fork() to start children quickly")
def test_a_hundred_kills_never_lose_a_committed_move(tmp_path: Path) -> None:
    rng = random.Random(2024)
    reported = 0
    for kill in range(KILLS):
        # every other kill lands during start-up (opening, upgrading, resuming)
        last = run_and_kill(tmp_path, seed=kill, delay=rng.uniform(0.0, 0.06),
                            after_first_move=kill % 2 == 0)
        opened = open_database(tmp_path)
        assert (opened.mode, opened.notice) == (READ_WRITE, None), f"kill {kill}"
        conn = opened.conn
        assert conn.execute("PRAGMA quick_check").fetchone() == ("ok",)
        if last is not None:
            reported += 1
            game_id, seq, state_digest = last.split()
            row = conn.execute("SELECT kind FROM turns WHERE game_id = ? AND seq = ?",
                               (game_id, int(seq))).fetchone()
            assert row is not None, f"kill {kill}: committed move {seq} is gone"
            newest = conn.execute("SELECT max(seq), state FROM turns WHERE game_id = ?",
                                  (game_id,)).fetchone()
            state = unpack_state(newest[1])
            # at most one move was committed after the last report (killed before it)
            if newest[0] == int(seq):
                assert digest(state) == state_digest
            else:
                assert newest[0] == int(seq) + 1
            Game.from_json(state)  # the newest row reads whole
        conn.close()
    assert reported >= KILLS // 2  # every child killed among its moves had reported one
    store = GameStore(open_database(tmp_path))
    total = store.conn.execute("SELECT count(*) FROM turns").fetchone()[0]
    assert total >= reported  # each child that reported had added a move of its own
