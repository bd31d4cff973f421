"""Memory a loaded word list takes, in one process and in two (run by hand):

    python bench/lexicon_memory.py [--list PATH]

Compiles the list into a fresh cache folder, then starts two more processes
that each load it from that cache, as the game and its engine process do,
and prints for each the resident memory before and after loading (VmRSS),
split into private (RssAnon) and file-backed pages (RssFile, which a second
process mapping the same cache file shares), and the proportional share
(Pss, from ``/proc/self/smaps_rollup``): the sum of the Pss figures is what
the processes take together.  Linux only (reads ``/proc``).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import paths  # noqa: E402

FIELDS = ("VmRSS", "RssAnon", "RssFile", "Pss")


def memory_kb() -> dict[str, int]:
    """The ``FIELDS`` of this process, in kB."""
    found: dict[str, int] = {}
    for name in ("/proc/self/status", "/proc/self/smaps_rollup"):
        try:
            text = Path(name).read_text()
        except OSError:
            continue
        for row in text.splitlines():
            key, _, rest = row.partition(":")
            if key in FIELDS and key not in found:
                found[key] = int(rest.split()[0])
    return found


def load_and_report(data_dir: str, word_list: str, hold: float) -> None:
    """Load ``word_list`` with ``data_dir`` as the data folder; print JSON figures."""
    from game.lexicon.lexicon import compile_word_list

    paths.set_data_dir(data_dir)
    before = memory_kb()
    started = time.perf_counter()
    lexicon = compile_word_list(word_list)
    seconds = time.perf_counter() - started
    after = memory_kb()
    print(json.dumps({"before": before, "after": after, "seconds": seconds,
                      "words": lexicon.word_count}), flush=True)  # fmt: skip
    time.sleep(hold)  # stay loaded while the other process measures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", default=str(paths.DEFAULT_WORD_LIST))
    parser.add_argument("--child", metavar="DATA_DIR", help=argparse.SUPPRESS)
    parser.add_argument("--hold", type=float, default=0.0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        load_and_report(args.child, args.list, args.hold)
        return 0

    with tempfile.TemporaryDirectory() as tmp:
        command = [sys.executable, __file__, "--list", args.list, "--child", tmp]
        subprocess.run(command, check=True, capture_output=True)  # compiles the cache
        # Two loaders alive at once, as the game and its engine process.
        first = subprocess.Popen([*command, "--hold", "3"], stdout=subprocess.PIPE, text=True)
        assert first.stdout is not None
        one = json.loads(first.stdout.readline())
        two = json.loads(subprocess.run(command, check=True, capture_output=True,
                                        text=True).stdout)  # fmt: skip
        first.wait()
    print(f"{args.list}: {one['words']} words, loaded from the cache in {one['seconds'] * 1000:.0f} ms")
    print(f"{'MB':<22}" + "".join(f"{f:>9}" for f in FIELDS))
    for name, figures in (("first process", one), ("second process", two)):
        for stage in ("before", "after"):
            row = figures[stage]
            print(f"{name + ', ' + stage:<22}" + "".join(f"{row.get(f, 0) / 1024:>9.1f}" for f in FIELDS))
    grown = sum(p["after"].get("Pss", 0) - p["before"].get("Pss", 0) for p in (one, two))
    print(f"both processes together, Pss grown by loading: {grown / 1024:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
