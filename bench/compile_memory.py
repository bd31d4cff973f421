"""Peak memory and CPU time of compiling a word list, as the game's compile process does (run by hand):

    python bench/compile_memory.py [--list PATH] [--repeat N]

Each run starts a fresh process that imports what the game's compile
process imports (:mod:`game.engine.worker`), then compiles the list into an
empty cache folder with a progress callback, and prints its peak resident
memory (VmHWM, the figure that counts against the game's memory target),
the resident memory before the compile began, the CPU seconds the compile
took (user + system) and the SHA-256 of the cache file written, so a change
to the compiler can be checked to write the very same bytes.  Then it
compiles once more the way the game does, in the process
:func:`game.engine.worker.prepare_word_list` starts, and prints that
process's peak (``RUSAGE_CHILDREN``) and CPU time (its start included).
Linux only (reads ``/proc``).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def status_kb(field: str) -> int:
    """A ``/proc/self/status`` figure (VmRSS, VmHWM), in kB."""
    for row in Path("/proc/self/status").read_text().splitlines():
        key, _, rest = row.partition(":")
        if key == field:
            return int(rest.split()[0])
    return 0


def compile_and_report(data_dir: str, word_list: str) -> None:
    """In the child: compile ``word_list`` into ``data_dir``; print JSON figures."""
    import game.engine.worker  # noqa: F401  (what the game's compile process holds)
    from game import paths
    from game.lexicon.lexicon import compile_word_list

    paths.set_data_dir(data_dir)
    before = status_kb("VmRSS")
    usage = resource.getrusage(resource.RUSAGE_SELF)
    started = time.perf_counter()
    reports = [0, 0.0]  # how many, the last: kept like the game's reporter, not as a list

    def note(fraction: float) -> None:
        reports[0] += 1
        reports[1] = fraction

    lexicon = compile_word_list(word_list, progress=note)
    wall = time.perf_counter() - started
    peak = status_kb("VmHWM")  # before the file is read back below, for its hash
    done = resource.getrusage(resource.RUSAGE_SELF)
    cpu = done.ru_utime + done.ru_stime - usage.ru_utime - usage.ru_stime
    caches = sorted(paths.cache_dir().glob("lexicon-*.dawg"))
    digest = hashlib.sha256(caches[0].read_bytes()).hexdigest() if caches else ""
    print(json.dumps({"before_kb": before, "peak_kb": peak, "cpu": cpu,
                      "wall": wall, "words": lexicon.word_count, "cache_sha256": digest}),
          flush=True)  # fmt: skip


def compile_as_the_game_does(data_dir: str, word_list: str) -> None:
    """In the child: compile through the game's compile process; print JSON figures."""
    from game import paths
    from game.engine import worker

    paths.set_data_dir(data_dir)
    worker.prepare_word_list(word_list, "enable", lambda fraction: None)
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)  # only that process has ended
    print(json.dumps({"peak_kb": usage.ru_maxrss, "cpu": usage.ru_utime + usage.ru_stime}))


def main() -> int:
    from game import paths

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", default=str(paths.DEFAULT_WORD_LIST))
    parser.add_argument("--repeat", type=int, default=3, help="compiles to run (default 3)")
    parser.add_argument("--child", metavar="DATA_DIR", help=argparse.SUPPRESS)
    parser.add_argument("--game", metavar="DATA_DIR", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        compile_and_report(args.child, args.list)
        return 0
    if args.game:
        compile_as_the_game_does(args.game, args.list)
        return 0

    runs = []
    for _ in range(max(1, args.repeat)):
        with tempfile.TemporaryDirectory() as tmp:
            command = [sys.executable, __file__, "--list", args.list, "--child", tmp]
            out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
            runs.append(json.loads(out))
    first = runs[0]
    print(f"{args.list}: {first['words']} words; cache sha256 {first['cache_sha256']}")
    if any(run["cache_sha256"] != first["cache_sha256"] for run in runs):
        print("the runs wrote different cache files!")
    for run in runs:
        print(f"  before {run['before_kb'] / 1024:6.1f} MB  peak {run['peak_kb'] / 1024:6.1f} MB"
              f"  cpu {run['cpu']:5.2f} s  wall {run['wall']:5.2f} s")  # fmt: skip
    print(f"median: peak {statistics.median(r['peak_kb'] for r in runs) / 1024:.1f} MB, "
          f"cpu {statistics.median(r['cpu'] for r in runs):.2f} s "
          f"(fastest {min(r['cpu'] for r in runs):.2f} s)")  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        command = [sys.executable, __file__, "--list", args.list, "--game", tmp]
        game = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    print(f"the game's compile process: peak {game['peak_kb'] / 1024:.1f} MB, "
          f"cpu {game['cpu']:.2f} s (its start included)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
