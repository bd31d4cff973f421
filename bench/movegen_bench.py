"""Move-generator speed on real midgame positions (run by hand):

    python bench/movegen_bench.py [--gcg-dir DIR] [--repeat N]

Positions come from replaying the GCG records in ``shared/gcg/*/`` next to
the repository, or ``tests/data/gcg/*/`` when that is missing (every
position before a tile play, empty boards left out), with the rack the
player held, in game order (so the cross-check cache warms as in a game).
Each position is timed with ``time.perf_counter`` around one full
generation of every legal play with its score (``raw_plays``); with
``--repeat N`` the best of N runs counts, to see through a busy machine.

Prints, for racks with 0, 1 and 2 blanks and overall, the number of
positions, the median play count, and the median, 95th percentile and
maximum time; then the time to compile ENABLE from text, to load it from
the cache (best of three), and the Python heap the loaded list takes (traced
with ``tracemalloc`` in a separate load; a list loaded from the cache is a
mapped file, which ``bench/lexicon_memory.py`` measures), each against the
issue's target.
For scale: the fastest Rust engine (wolges) takes about 0.2 ms a position.
"""

from __future__ import annotations

import argparse
import gc
import math
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
from game.rules.board import Board  # noqa: E402

MIN_POSITIONS = 200
RUST_MS = 0.2  # wolges, per position
# The targets, in ms (MB for memory, s for compiling).
P95_ALL_MS = 20.0
P95_NO_BLANK_MS = 5.0
MAX_MS = 70.0
LOAD_MS = 300.0
COMPILE_S = 15.0
MEMORY_MB = 120.0


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile: the smallest value with at least ``q`` of them at or below it."""
    ordered = sorted(values)
    return ordered[max(1, math.ceil(len(ordered) * q)) - 1]


def verdict(ok: bool) -> str:
    return "ok" if ok else "MISSED"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    shared = ROOT.parent / "shared" / "gcg"
    default_dir = shared if shared.is_dir() else ROOT / "tests" / "data" / "gcg"
    parser.add_argument("--gcg-dir", default=str(default_dir))
    parser.add_argument("--repeat", type=int, default=1, help="best of N runs a position (1)")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        paths.set_data_dir(tmp)
        started = time.perf_counter()
        compile_word_list(paths.DEFAULT_WORD_LIST)
        compile_s = time.perf_counter() - started
        load_times = []
        for _ in range(3):
            gc.collect()
            started = time.perf_counter()
            lexicon = compile_word_list(paths.DEFAULT_WORD_LIST)
            load_times.append(time.perf_counter() - started)
        load_ms = min(load_times) * 1000
        # Memory in a separate load: tracing slows the timed ones several-fold.
        tracemalloc.start()
        traced = compile_word_list(paths.DEFAULT_WORD_LIST)
        memory_mb = tracemalloc.get_traced_memory()[0] / 2**20
        tracemalloc.stop()
        del traced
        paths.set_data_dir(None)

    positions = []
    for path in sorted(Path(args.gcg_dir).glob("*/*.gcg")):
        for turn in replay_gcg(path.read_text(encoding="utf-8", errors="replace")):
            rack = turn.rack.replace("_", "?")
            if turn.board.is_empty() or not all(c.isalpha() or c == "?" for c in rack):
                continue
            positions.append((turn.board, rack))
    print(f"positions: {len(positions)} from {args.gcg_dir}"
          f"{'' if len(positions) >= MIN_POSITIONS else f' (fewer than {MIN_POSITIONS}!)'}")
    print(f"timing: full generation with scores (raw_plays), best of {args.repeat} per position")
    raw_plays(Board(), "AEINRST", lexicon)  # first-call costs, on a position not timed
    times: dict[int, list[float]] = {0: [], 1: [], 2: []}
    plays: dict[int, list[int]] = {0: [], 1: [], 2: []}
    for board, rack in positions:
        blanks = min(rack.count("?"), 2)
        best = float("inf")
        for _ in range(args.repeat):
            started = time.perf_counter()
            found = raw_plays(board, rack, lexicon)
            best = min(best, time.perf_counter() - started)
        times[blanks].append(best * 1000)
        plays[blanks].append(len(found))
    every = [t for ts in times.values() for t in ts]
    print()
    print(f"{'racks':<10}{'n':>6}{'plays p50':>11}{'p50 ms':>9}{'p95 ms':>9}{'max ms':>9}{'mean ms':>9}")
    rows = [(f"{b} blanks", times[b], plays[b]) for b in (0, 1, 2)]
    rows.append(("all", every, [p for ps in plays.values() for p in ps]))
    for name, ts, ps in rows:
        if ts:
            print(f"{name:<10}{len(ts):>6}{statistics.median(ps):>11.0f}"
                  f"{statistics.median(ts):>9.1f}{percentile(ts, 0.95):>9.1f}{max(ts):>9.1f}"
                  f"{statistics.fmean(ts):>9.2f}")
    print()
    p95_all = percentile(every, 0.95)
    p95_none = percentile(times[0], 0.95) if times[0] else 0.0
    slowest = max(every)
    checks = [
        (f"p95 over all positions      {p95_all:8.1f} ms", f"< {P95_ALL_MS:g} ms", p95_all < P95_ALL_MS),
        (f"p95 without blanks          {p95_none:8.1f} ms", f"< {P95_NO_BLANK_MS:g} ms",
         p95_none < P95_NO_BLANK_MS),
        (f"slowest position            {slowest:8.1f} ms", f"< {MAX_MS:g} ms", slowest < MAX_MS),
        (f"load ENABLE from the cache  {load_ms:8.0f} ms", f"< {LOAD_MS:g} ms", load_ms < LOAD_MS),
        (f"compile ENABLE from text    {compile_s:8.2f} s ", f"< {COMPILE_S:g} s",
         compile_s < COMPILE_S),
        (f"memory of the loaded list   {memory_mb:8.1f} MB", f"< {MEMORY_MB:g} MB",
         memory_mb < MEMORY_MB),
    ]
    for text, target, ok in checks:
        print(f"{text}   target {target:<9} {verdict(ok)}")
    median = statistics.median(every)
    mean = statistics.fmean(every)
    print(f"vs ~{RUST_MS} ms a position (wolges, Rust): {median / RUST_MS:.0f}x slower at the "
          f"median, {mean / RUST_MS:.0f}x on the mean ({mean:.2f} ms)")
    return 0 if all(ok for *_, ok in checks) else 1


if __name__ == "__main__":
    sys.exit(main())
