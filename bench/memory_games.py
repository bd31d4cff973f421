"""Memory across many games in a row: it must stay flat, not grow game by game.

Launches the game in attract mode (computer players, headless, every game
followed by a rematch as ``python main.py --demo`` does) in a child process,
and after each finished game reads the resident memory of every process of
the game: the game itself and its engine process, from ``/proc``.

    python bench/memory_games.py                  # ten games
    python bench/memory_games.py --games 4 --seed 3 --variant Party

The table shows each process's RSS in MiB after every game, and at the end
the growth from the end of game 2 (caches are warm by then) to the last.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = "game over:"  # the child prints this line when a game's results are up


def child(games: int, seed: int, variant: str, data: Path) -> int:
    """Play ``games`` attract-mode games, announcing each end on stdout."""
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.paths import set_data_dir
    from game.ui.app import App
    from game.ui.context import LaunchOptions

    set_data_dir(data)
    app = App(LaunchOptions(demo=True, seed=seed, variant=variant))
    step = app.step
    ended = 0
    results_shown: object = None  # the results screen last counted (not a list: nothing piles up here)

    def step_and_watch(events: list[pygame.event.Event], dt: float) -> None:
        nonlocal ended, results_shown
        step(events, dt)
        top = app.stack.top
        if top is not None and top.name == "results" and top is not results_shown:
            results_shown = top
            ended += 1
            print(f"{MARK} {ended}", flush=True)
            if ended >= games:
                app.ctx.quit_requested = True

    app.step = step_and_watch  # type: ignore[method-assign]
    return app.run()


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def label(pid: int, name: str) -> str:
    """What a process of the game is: the engine, or multiprocessing's resource tracker."""
    try:
        command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return name
    if "resource_tracker" in command:
        return "tracker"
    if "spawn_main" in command:
        return "engine"
    return name


def family(pid: int) -> list[tuple[int, str]]:
    """``pid`` and every process under it, with their command names."""
    parents: dict[int, int] = {}
    names: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue  # gone meanwhile
        close = stat.rindex(")")
        parents[int(entry.name)] = int(stat[close + 2:].split()[1])
        names[int(entry.name)] = stat[stat.index("(") + 1:close]
    found = [pid]
    for candidate in found:
        found.extend(p for p, parent in parents.items() if parent == candidate)
    return [(p, names.get(p, "?")) for p in found]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variant", default="Classic")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.games, args.seed, args.variant, args.data)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    rows: list[dict[str, float]] = []
    with tempfile.TemporaryDirectory() as data:
        command = [sys.executable, __file__, "--child", "--games", str(args.games), "--seed", str(args.seed),
                   "--variant", args.variant, "--data", data]
        with subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE, text=True) as proc:
            assert proc.stdout is not None
            for line in proc.stdout:
                if not line.startswith(MARK):
                    continue
                sizes: dict[str, float] = {}
                for number, (pid, name) in enumerate(family(proc.pid)):
                    try:
                        sizes["game" if number == 0 else f"{label(pid, name)}[{pid}]"] = rss_mib(pid)
                    except OSError:
                        continue  # ended meanwhile
                rows.append(sizes)
                total = sum(sizes.values())
                parts = "  ".join(f"{k} {v:7.1f}" for k, v in sizes.items())
                print(f"game {len(rows):>2}: total {total:7.1f} MiB   {parts}", flush=True)
            status = proc.wait()
    if status != 0:
        print(f"the game ended with status {status}")
        return 1
    if len(rows) >= 3:
        first, last = sum(rows[1].values()), sum(rows[-1].values())
        print(f"growth from game 2 to game {len(rows)}: {last - first:+.1f} MiB "
              f"({(last - first) / (len(rows) - 2):+.2f} MiB a game)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
