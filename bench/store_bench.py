"""Saving costs over long games (run by hand):

    python bench/store_bench.py [--games 3] [--seed 1]

Plays seeded games of random moves with undo kept (so the saved state grows
as it does in play) and prints: the time the window spends per move handing
a move to the saved games (``PendingTurn.capture`` plus ``BackgroundWriter.
record_turn``, which must stay well inside a 16.7 ms frame), beside what
serialising on the window's thread (``TurnEntry.capture``) would cost, the
writer's time per committed move (fsync included), and the time to check and
load the longest game for Continue.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from rules_helpers import random_move  # noqa: E402

from game.rules.game import Game  # noqa: E402
from game.rules.ruleset import RuleSet  # noqa: E402
from game.store import (  # noqa: E402
    BackgroundWriter,
    GameStore,
    PendingTurn,
    Seat,
    TurnEntry,
    open_store,
)
from game.store.games import unpack_state  # noqa: E402
from game.store.validate import load_state  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    hand_over: list[float] = []
    serialise_here: list[float] = []  # TurnEntry.capture: the game as JSON on the window's thread
    with tempfile.TemporaryDirectory() as tmp:
        store, _ = open_store(Path(tmp))
        writer = BackgroundWriter(store.opened, on_error=print)
        ids: list[str] = []
        started = time.perf_counter()
        moves = 0
        for g in range(args.games):
            game = Game(["Ana", "Ben", "Cleo"], RuleSet(undo_allowed=True), seed=args.seed + g)
            game_id = GameStore.new_game_id()
            ids.append(game_id)
            writer.create_game(game_id, [Seat(p.name) for p in game.players], "Classic",
                               PendingTurn.capture(game, "start"))
            rng = random.Random(args.seed + g)
            while not game.over and len(game.history) < 120:
                game.play(random_move(game, rng))
                t = time.perf_counter()
                writer.record_turn(game_id, PendingTurn.capture(game, "play"))
                hand_over.append(time.perf_counter() - t)
                t = time.perf_counter()
                TurnEntry.capture(game, "play")
                serialise_here.append(time.perf_counter() - t)
                moves += 1
        writer.flush(timeout=None)
        written = time.perf_counter() - started
        writer.close()
        rows = store.conn.execute(
            "SELECT game_id, count(*), max(length(state)) FROM turns GROUP BY game_id").fetchall()
        rows = [r for r in rows if r[1] > 1]
        longest = max(rows, key=lambda r: r[1])
        state = store.conn.execute(
            "SELECT state FROM turns WHERE game_id = ? ORDER BY seq DESC LIMIT 1",
            (longest[0],)).fetchone()[0]
        size = store.conn.execute("PRAGMA page_count").fetchone()[0] * store.conn.execute(
            "PRAGMA page_size").fetchone()[0]
        t = time.perf_counter()
        load_state(unpack_state(state))
        load = time.perf_counter() - t
    ms = [x * 1000 for x in hand_over]
    before = [x * 1000 for x in serialise_here]
    print(f"moves: {moves} in {args.games} games; largest stored state {longest[2] / 1000:.0f} kB "
          f"(compressed); database {size / 1e6:.2f} MB")
    print(f"hand-over per move (window thread): median {statistics.median(ms):.2f} ms, "
          f"max {max(ms):.2f} ms")
    print(f"serialising on the window thread instead (TurnEntry.capture): median "
          f"{statistics.median(before):.2f} ms, max {max(before):.2f} ms")
    print(f"all moves written in {written:.2f} s ({written / moves * 1000:.1f} ms per move)")
    print(f"check and load of the longest game's last state ({longest[1]} rows): {load * 1000:.0f} ms")


if __name__ == "__main__":
    main()
