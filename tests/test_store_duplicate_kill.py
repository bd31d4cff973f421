"""A kill during a Duplicate game loses at most the change in flight.

A child process plays a Duplicate game through the window's own saving path (the
store's writer thread, :class:`~game.ui.scenes.duplicate_parts.keeping.DuplicateRecorder`),
telling the parent each change the store committed (a submission, a round closed, a
rack drawn); the parent kills it (SIGKILL) at a random moment, over and over on the
same folder, each child playing on the game the one before left.  After every kill the
file opens without damage, the last change the child reported is there, and the game
resumes from it: at most the one change made after the report is lost or kept.
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
from duplicate_helpers import MOST_WORDS, random_play

from game.rules.duplicate import DuplicateGame, DuplicatePhase, DuplicateRules
from game.rules.move import Pass
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.store import READ_WRITE, GameStore
from game.store.database import open_database
from game.store.games import unpack_state
from game.ui.saves import GameSaves

KILLS = 30
SEATS = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo")]


def digest(state: str) -> str:
    return hashlib.sha256(state.encode()).hexdigest()[:16]


def child(directory: Path, out: int, seed: int) -> None:
    """Play on the unfinished Duplicate game (or start one) forever, reporting each change kept."""
    saves = GameSaves.open(directory)
    rng = random.Random(seed)
    newest = next((s for s in saves.store.unfinished_games(check=True) if s.problem is None), None)
    if newest is None:
        game = DuplicateGame([s.name for s in SEATS], preset("Duplicate"), DuplicateRules(), MOST_WORDS, seed=seed)
        recorder = saves.duplicate_recorder(game, SEATS)
    else:
        saved = saves.store.load_duplicate(newest.game_id)
        game = DuplicateGame.from_json(saved.game.to_json(), MOST_WORDS)
        recorder = saves.duplicate_recorder(game, SEATS, saved.game_id, saved.turn)
    assert recorder is not None
    while not game.over:
        if game.phase is DuplicatePhase.ROUND and game.waiting_for:
            seat = game.waiting_for[0]
            play = random_play(game, seat, rng)
            game.submit(seat, play if play is not None else Pass())
            kind = "submit"
        elif game.phase is DuplicatePhase.ROUND:
            game.close_round(None)
            kind = "round"
        else:
            game.next_round()
            kind = "draw"
        recorder.change(game, kind)
        saves.flush()
        os.write(out, f"{recorder.game_id} {recorder.kept} {digest(game.to_json())}\n".encode())
    os._exit(0)


def run_and_kill(directory: Path, seed: int, delay: float) -> str | None:
    """Fork a child and kill it ``delay`` seconds after its first report; the last line it reported."""
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
    deadline = time.monotonic() + 10.0
    while (left := deadline - time.monotonic()) > 0:
        ready, _, _ = select.select([read_end], [], [], left)
        if ready:
            chunk = os.read(read_end, 65536)
            if not chunk:
                break
            if not received:
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
def test_a_kill_after_a_submission_never_loses_a_kept_change(tmp_path: Path) -> None:
    rng = random.Random(37)
    reported = 0
    for kill in range(KILLS):
        last = run_and_kill(tmp_path, seed=kill, delay=rng.uniform(0.0, 0.15))
        opened = open_database(tmp_path)
        assert (opened.mode, opened.notice) == (READ_WRITE, None), f"kill {kill}"
        store = GameStore(opened)
        assert store.conn.execute("PRAGMA quick_check").fetchone() == ("ok",)
        if last is not None:
            reported += 1
            game_id, seq, state_digest = last.split()
            newest = store.conn.execute("SELECT max(seq), state FROM turns WHERE game_id = ?",
                                        (game_id,)).fetchone()
            assert newest[0] in (int(seq), int(seq) + 1), f"kill {kill}: change {seq} is gone"
            finished = store.conn.execute("SELECT finished FROM games WHERE id = ?", (game_id,)).fetchone()[0]
            if newest[0] == int(seq):
                assert digest(unpack_state(newest[1])) == state_digest
                if not finished:
                    # the game resumes from the very state the child had when it reported
                    assert digest(store.load_duplicate(game_id).game.to_json()) == state_digest
            elif not finished:
                store.load_duplicate(game_id)  # the one change after the report reads whole too
        store.close()
    assert reported == KILLS  # every child reported a change before it was killed
    kinds = {k for (k,) in GameStore(open_database(tmp_path)).conn.execute("SELECT kind FROM turns")}
    assert {"start", "submit", "round", "draw"} <= kinds
