"""Fuzz the saved-game state reader (run by hand):

    python bench/store_fuzz.py [--mutations 5000] [--seed 1]

Mutates real saved states (``tests/state_mutations.py``) and counts what
``load_state`` answers: a game, ``DamagedGame``, or an escape (any other
exception), which must be 0.  Prints the counts, the escapes by type, and
the time per state.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from state_mutations import base_states, mutate  # noqa: E402

from game.store import DamagedGame  # noqa: E402
from game.store.validate import load_state  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mutations", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    states = base_states(moves=5)
    rng = random.Random(args.seed)
    outcomes: Counter[str] = Counter()
    escapes: Counter[str] = Counter()
    start = time.perf_counter()
    for _ in range(args.mutations):
        text = mutate(rng.choice(states), rng)
        try:
            load_state(text)
            outcomes["loaded"] += 1
        except DamagedGame:
            outcomes["damaged"] += 1
        except BaseException as exc:  # noqa: BLE001 - an escape is what is counted
            escapes[type(exc).__name__] += 1
    took = time.perf_counter() - start
    print(f"{args.mutations} mutated states: {outcomes['loaded']} loaded, {outcomes['damaged']} damaged, "
          f"{sum(escapes.values())} escapes {dict(escapes)}; {1000 * took / args.mutations:.1f} ms a state")
    return 1 if escapes else 0


if __name__ == "__main__":
    sys.exit(main())
