"""Frame-time benchmark: runs attract mode headless and reports per-frame work.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python bench/frame_bench.py [--seed N] [--players K]

Frames are not throttled under the dummy driver, so the figures are the time
one frame of the loop takes (events, update, draw), not the 60 fps wait.  A
frame must stay under 16.7 ms for a smooth 60 fps.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.paths import set_data_dir  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.context import LaunchOptions  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--variant", default="Classic")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    w, h = (int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory() as data:
        set_data_dir(data)
        app = App(LaunchOptions(demo=True, exit_when_over=True, seed=args.seed, players=args.players,
                                variant=args.variant, size=(w, h)))
        started = time.perf_counter()
        status = app.run()
        wall = time.perf_counter() - started
    times = sorted(t * 1000 for t in app.frame_times)
    if not times:
        print("no frames ran")
        return 1
    pct = lambda p: times[min(len(times) - 1, int(p / 100 * len(times)))]  # noqa: E731
    print(f"frames {len(times)}  wall {wall:.1f} s  status {status}")
    print(f"frame ms: mean {statistics.fmean(times):.2f}  median {pct(50):.2f}  p95 {pct(95):.2f}  "
          f"p99 {pct(99):.2f}  max {times[-1]:.2f}")
    print(f"frames over 16.7 ms: {sum(t > 16.7 for t in times)}")
    return status


if __name__ == "__main__":
    sys.exit(main())
