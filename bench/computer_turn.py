"""How long a hard computer player takes over one turn (run by hand):

    python bench/computer_turn.py [--repeat N]

Times ``HardPlayer.choose_move`` with ``time.perf_counter`` on a midgame
board for racks with one and two blanks (the dearest racks: thousands of
plays to weigh), best of ``N`` runs each, against the one-second budget a
computer turn has.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.players import HardPlayer  # noqa: E402
from game.lexicon import default_lexicon  # noqa: E402
from game.rules.cgp import parse_cgp  # noqa: E402
from game.rules.ruleset import PRESETS  # noqa: E402

BUDGET_SECONDS = 1.0
POSITION = "15/15/15/15/15/15/15/3WINDY7/15/15/15/15/15/15/15 ADEEGIL/AEILOUY 0/32 0"
RACKS = ["??EILOR", "??AERST", "?AEINRS"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    lexicon = default_lexicon()
    board = parse_cgp(POSITION).board
    rules = PRESETS["Classic"]
    slowest = 0.0
    for rack in RACKS:
        best = float("inf")
        for _ in range(max(1, args.repeat)):
            start = time.perf_counter()
            HardPlayer().choose_move(board, rack, lexicon, rules, 60, random.Random(1))
            best = min(best, time.perf_counter() - start)
        slowest = max(slowest, best)
        print(f"{rack}: {best * 1000:.0f} ms")
    verdict = "within" if slowest < BUDGET_SECONDS else "OVER"
    print(f"slowest {slowest * 1000:.0f} ms, {verdict} the {BUDGET_SECONDS:.0f} s budget")


if __name__ == "__main__":
    main()
