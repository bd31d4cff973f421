"""Word meanings, measured (run by hand):

    python bench/meanings_figures.py [--before CHECKOUT] [--runs N]

Prints:

- coverage: the share of the kid-safe list's 5,000 most common words (ranked by
  ``assets/word_frequency.txt.gz``) that the shipped meanings file gives a
  meaning, and of the whole kid-safe list; each also with the child rule
  (only senses no word of which the kid-safe filter blocks), and the common
  words left without one;
- start-up: the time from starting a process to a usable menu (the menu scene
  built and drawn at 800x600, the background jobs it started done) and that
  process's resident memory (VmRSS) there, and whether the meanings file was
  read.  With ``--before``, a checkout of the code before the meanings (say
  ``git worktree add --detach ../before main``) is measured the same way, the
  runs taking turns so both see the same machine; each side's first run only
  warms the compiled word lists and is not counted;
- first use: the time and memory ``shipped_book()`` takes the first time.

Linux only (reads ``/proc/self/status``); headless (SDL's dummy drivers).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

COMMON = 5_000

MENU_PROBE = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from game.ui.app import App
from game.ui.context import LaunchOptions
from game.ui.scenes.menu import MenuScene

app = App(LaunchOptions(size=(800, 600), language="en"))
app.stack.push(app.first_scene())
while not (isinstance(app.stack.top, MenuScene) and app.stack.top.main is not None and app.drew):
    app.jobs.wait_all(1.0)
    app.step([], 1 / 60)
app.jobs.wait_all(5.0)
app.step([], 1 / 60)
rss = 0
for row in open("/proc/self/status"):
    if row.startswith("VmRSS:"):
        rss = int(row.split()[1])
meanings = sys.modules.get("game.lexicon.meanings")
print(json.dumps({"ready": time.time(), "rss_kb": rss,
                  "book_read": bool(meanings and getattr(meanings, "_shipped", None) is not None)}), flush=True)
app.close()
"""

FIRST_USE_PROBE = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])

def rss():
    for row in open("/proc/self/status"):
        if row.startswith("VmRSS:"):
            return int(row.split()[1])

from game.lexicon.meanings import shipped_book
before = rss()
started = time.perf_counter()
book = shipped_book()
seconds = time.perf_counter() - started
after = rss()
book.lookup("CATS")
print(json.dumps({"seconds": seconds, "rss_before_kb": before, "rss_after_kb": after, "bases": len(book)}))
"""


def coverage() -> None:
    from game import paths
    from game.lexicon.frequency import zipf_table
    from game.lexicon.meanings import shipped_book
    from game.lexicon.wordlist import parse_words, read_bytes

    book = shipped_book()
    kids = parse_words(read_bytes(paths.ASSETS / "kids.txt"))
    table = zipf_table()
    common = sorted(kids, key=lambda word: (-table.get(word, 0.0), word))[:COMMON]

    def share(words: list[str], for_children: bool) -> tuple[int, list[str]]:
        missing = [w for w in words if book.lookup(w, for_children=for_children).meaning is None]
        return len(words) - len(missing), missing

    for label, words in ((f"the kid-safe list's {COMMON:,} most common words", common),
                         (f"the whole kid-safe list ({len(kids):,} words)", kids)):
        found, missing = share(words, False)
        found_kids, missing_kids = share(words, True)
        print(f"{label}: {found / len(words):.1%} have a meaning ({found:,}); "
              f"{found_kids / len(words):.1%} with the child rule ({found_kids:,})")
        if words is common:
            print(f"  without a meaning ({len(missing)}): {' '.join(missing)}")
            extra = [w for w in missing_kids if w not in missing]
            print(f"  without one only for children ({len(extra)}): {' '.join(extra)}")


def menu_run(checkout: Path, data: Path) -> dict[str, float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               TILE_PARTY_DATA=str(data), LANGUAGE="en")
    started = time.time()
    done = subprocess.run([sys.executable, "-c", MENU_PROBE, str(checkout)], cwd=checkout, env=env,
                          capture_output=True, text=True, timeout=300, check=True)
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    figures["seconds"] = figures.pop("ready") - started
    return figures


def start_up(sides: dict[str, Path], runs: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folders = {name: Path(tmp) / name for name in sides}
        for name, checkout in sides.items():
            menu_run(checkout, folders[name])  # warms the compiled word lists
        results: dict[str, list[dict[str, float]]] = {name: [] for name in sides}
        for _ in range(runs):
            for name, checkout in sides.items():
                results[name].append(menu_run(checkout, folders[name]))
    for name, rows in results.items():
        seconds = [r["seconds"] for r in rows]
        rss = [r["rss_kb"] / 1024 for r in rows]
        read = any(r["book_read"] for r in rows)
        print(f"{name}: start-up to a usable menu median {statistics.median(seconds):.2f} s "
              f"(min {min(seconds):.2f}, max {max(seconds):.2f}); RSS at the menu median "
              f"{statistics.median(rss):.1f} MB (min {min(rss):.1f}, max {max(rss):.1f}); "
              f"meanings file read: {'yes' if read else 'no'}  [{len(rows)} runs]")
    if len(results) == 2:
        (a, before), (b, after) = results.items()
        t = statistics.median(r["seconds"] for r in after) / statistics.median(r["seconds"] for r in before) - 1
        m = statistics.median(r["rss_kb"] for r in after) / statistics.median(r["rss_kb"] for r in before) - 1
        print(f"{b} against {a}: time {t:+.1%}, memory {m:+.1%}")


def first_use() -> None:
    env = dict(os.environ, LANGUAGE="en")
    done = subprocess.run([sys.executable, "-c", FIRST_USE_PROBE, str(ROOT)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300, check=True)
    f = json.loads(done.stdout)
    print(f"shipped_book() on first use: {f['seconds']:.2f} s, RSS {f['rss_before_kb'] / 1024:.1f} -> "
          f"{f['rss_after_kb'] / 1024:.1f} MB (+{(f['rss_after_kb'] - f['rss_before_kb']) / 1024:.1f} MB), "
          f"{f['bases']:,} base forms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, help="a checkout of the code before the meanings")
    parser.add_argument("--runs", type=int, default=5, help="menu start-ups a side (5)")
    args = parser.parse_args()
    coverage()
    sides = {"before": args.before.resolve()} if args.before else {}
    sides["after"] = ROOT
    start_up(sides, args.runs)
    first_use()


if __name__ == "__main__":
    main()
