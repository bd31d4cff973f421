"""Keeping a Duplicate game, over whole games (run by hand):

    python bench/duplicate_store_bench.py [--games 3] [--seats 4] [--seed 1]

Plays seeded Duplicate games of random plays to their end, keeping every change
as the window does (``DuplicateRecorder.change``: the state taken as JSON on the
window's thread, compressed and written on the store's), and prints the time the
window's thread spends per change (it must stay well inside a 16.7 ms frame), the
size of the longest state, the writer's time per committed change (fsync
included), and the time to check and load the game for Continue.
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

from duplicate_helpers import MOST_WORDS, random_play  # noqa: E402

from game.rules.duplicate import DuplicateGame, DuplicatePhase, DuplicateRules  # noqa: E402
from game.rules.move import Pass  # noqa: E402
from game.rules.ruleset import preset  # noqa: E402
from game.setup.seats import SeatConfig  # noqa: E402
from game.ui.saves import GameSaves  # noqa: E402

NAMES = ("Ana", "Ben", "Cleo", "Dev")


def one_game(directory: Path, seats: int, seed: int) -> tuple[list[float], int, int, float, float]:
    """Window-thread seconds per change, the longest state's characters, the changes, the
    writer's seconds for them all, and the seconds to load the game at its last round."""
    saves = GameSaves.open(directory)
    rng = random.Random(seed)
    configs = [SeatConfig(name) for name in NAMES[:seats]]
    game = DuplicateGame(list(NAMES[:seats]), preset("Duplicate"), DuplicateRules(), MOST_WORDS, seed=seed)
    recorder = saves.duplicate_recorder(game, configs)
    assert recorder is not None
    window: list[float] = []
    longest = 0
    loaded = 0.0
    started = time.perf_counter()
    while not game.over:
        if game.phase is DuplicatePhase.ROUND and game.waiting_for:
            seat = game.waiting_for[0]
            play = random_play(game, seat, rng)
            game.submit(seat, play if play is not None else Pass())
            kind = "submit"
        elif game.phase is DuplicatePhase.ROUND:
            saves.flush()
            t = time.perf_counter()
            saves.store.load_duplicate(recorder.game_id)  # Continue's check, every submission in
            loaded = time.perf_counter() - t
            game.close_round(None)
            kind = "round"
        else:
            game.next_round()
            kind = "draw"
        t = time.perf_counter()
        recorder.change(game, kind)
        window.append(time.perf_counter() - t)
        longest = max(longest, len(game.to_json()))
    saves.flush()
    written = time.perf_counter() - started
    saves.close()
    return window, longest, len(window), written, loaded


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for n in range(args.games):
        with tempfile.TemporaryDirectory() as folder:
            window, longest, changes, written, loaded = one_game(Path(folder), args.seats, args.seed + n)
        print(f"game {n + 1}: {changes} changes, longest state {longest:,} characters")
        print(f"  window's thread per change: median {statistics.median(window) * 1000:.2f} ms, "
              f"max {max(window) * 1000:.2f} ms")
        print(f"  played, written (fsync each) and loaded: {written:.2f} s, {written / changes * 1000:.1f} ms a change")
        print(f"  Continue's check and load at the last round: {loaded * 1000:.1f} ms")


if __name__ == "__main__":
    main()
