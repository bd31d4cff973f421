"""Move-generator speed on real midgame positions (run by hand):

    python bench/movegen_bench.py [--gcg-dir DIR]

Positions come from replaying the GCG records in ``shared/gcg/*/`` (every
position before a tile play, empty boards left out), with the rack the
player held.  Prints, for racks with 0, 1 and 2 blanks and overall, the
median, 95th percentile and maximum time of a full generation with scores,
plus the time to compile ENABLE from text, to load it from the cache, and
the memory the loaded list takes.  For scale: the fastest Rust engines
(wolges) generate a position in about 0.2 ms.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import paths  # noqa: E402
from game.engine.movegen import raw_plays  # noqa: E402
from game.engine.replay import replay_gcg  # noqa: E402
from game.lexicon.lexicon import compile_word_list  # noqa: E402


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--gcg-dir", default=str(ROOT.parent / "shared" / "gcg"))
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        paths.set_data_dir(tmp)
        started = time.perf_counter()
        compile_word_list(paths.DEFAULT_WORD_LIST)
        compile_s = time.perf_counter() - started
        gc.collect()
        started = time.perf_counter()
        lexicon = compile_word_list(paths.DEFAULT_WORD_LIST)
        load_s = time.perf_counter() - started
        # Memory in a separate load: tracing slows the timed ones several-fold.
        tracemalloc.start()
        traced = compile_word_list(paths.DEFAULT_WORD_LIST)
        memory = tracemalloc.get_traced_memory()[0]
        tracemalloc.stop()
        del traced
    print(f"compile ENABLE from text: {compile_s:.2f} s")
    print(f"load ENABLE from cache:   {load_s * 1000:.0f} ms")
    print(f"memory of loaded list:    {memory / 2**20:.1f} MB")

    positions = []
    for path in sorted(Path(args.gcg_dir).glob("*/*.gcg")):
        for turn in replay_gcg(path.read_text(encoding="utf-8", errors="replace")):
            rack = turn.rack.replace("_", "?")
            if turn.board.is_empty() or not all(c.isalpha() or c == "?" for c in rack):
                continue
            positions.append((turn.board, rack))
    print(f"positions: {len(positions)} from {args.gcg_dir}")
    for board, rack in positions[:50]:
        raw_plays(board, rack, lexicon)  # warm the cross-check cache as a game would
    times: dict[int, list[float]] = {0: [], 1: [], 2: []}
    plays: dict[int, list[int]] = {0: [], 1: [], 2: []}
    for board, rack in positions:
        blanks = min(rack.count("?"), 2)
        started = time.perf_counter()
        found = raw_plays(board, rack, lexicon)
        times[blanks].append((time.perf_counter() - started) * 1000)
        plays[blanks].append(len(found))
    every = [t for ts in times.values() for t in ts]
    print(f"{'racks':<12}{'n':>6}{'plays p50':>11}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}")
    rows = [(f"{b} blanks", times[b], plays[b]) for b in (0, 1, 2)]
    rows.append(("all", every, [p for ps in plays.values() for p in ps]))
    for name, ts, ps in rows:
        if not ts:
            continue
        print(
            f"{name:<12}{len(ts):>6}{statistics.median(ps):>11.0f}{statistics.median(ts):>9.1f}"
            f"{percentile(ts, 0.95):>9.1f}{max(ts):>9.1f}"
        )
    print(f"vs ~0.2 ms/position for the fastest Rust engine: "
          f"{statistics.median(every) / 0.2:.0f}x slower at the median")
    return 0


if __name__ == "__main__":
    sys.exit(main())
