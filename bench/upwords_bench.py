"""Upwords computer-turn times (run by hand):

    python bench/upwords_bench.py [--games N] [--seed S] [--level LEVEL ...]

Plays ``--games`` two-player games of Upwords (the preset, ENABLE) between
computer players of each level, and times every computer turn with
``time.perf_counter`` around the player's ``choose_move`` (generation of
every legal play with its score, plus the level's choice).  Prints, per
level, the number of turns, the median play count, the median, 95th
percentile and maximum turn time against the one-second budget, and the
average final score.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.upwords.movegen import generate_stack_plays  # noqa: E402
from game.engine.upwords.players import UPWORDS_PLAYERS  # noqa: E402
from game.lexicon import default_lexicon  # noqa: E402
from game.rules.game import Game, Phase  # noqa: E402
from game.rules.move import Pass  # noqa: E402
from game.rules.ruleset import preset  # noqa: E402
from game.rules.upwords.board import StackBoard  # noqa: E402

BUDGET = 1.0  # seconds for a computer turn


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(share * len(ordered)) - 1)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", action="append", choices=sorted(UPWORDS_PLAYERS))
    args = parser.parse_args()
    lexicon = default_lexicon()
    rules = preset("Upwords")
    levels = args.level or ["easy", "medium", "hard"]
    print(f"{'level':<8}{'turns':>7}{'plays':>8}{'median':>10}{'p95':>10}{'max':>10}"
          f"{'score':>8}  budget {BUDGET:.1f} s")
    for level in levels:
        player = UPWORDS_PLAYERS[level]()
        times: list[float] = []
        counts: list[int] = []
        scores: list[int] = []
        for g in range(args.games):
            game = Game(["A", "B"], rules, lexicon, seed=args.seed + g)
            rng = random.Random(args.seed + g)
            while not game.over and len(game.history) < 200:
                if game.phase is Phase.FINAL_CHALLENGE:
                    game.play(Pass())
                    continue
                rack = "".join(game.current_player.rack)
                assert isinstance(game.board, StackBoard)
                start = time.perf_counter()
                move = player.choose_move(
                    game.board, rack, lexicon, rules, game.bag_count, rng
                )
                times.append(time.perf_counter() - start)
                counts.append(len(generate_stack_plays(game.board, rack, lexicon)))
                game.play(move)
            scores.extend(game.scores)
        print(f"{level:<8}{len(times):>7}{statistics.median(counts):>8.0f}"
              f"{statistics.median(times) * 1000:>8.1f}ms{_percentile(times, 0.95) * 1000:>8.1f}ms"
              f"{max(times) * 1000:>8.1f}ms{statistics.mean(scores):>8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
