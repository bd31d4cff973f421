"""Memory across many games in a row: it must stay flat, not grow game by game.

Launches the game in a child process (in a real window when ``DISPLAY`` is
set, as with ``xvfb-run``, else headless with SDL's dummy driver): the menu first, then attract
mode (computer players, every game followed by a rematch as ``python main.py
--demo`` does).  At the menu, a few moves into each game and when each game
ends (its results on screen) the child stops until every process of the
game (the game itself, its engine process while there is one,
multiprocessing's resource tracker) has been measured from
``/proc/<pid>/smaps_rollup``.  The engine process is let go when a game
ends and a fresh one serves the next, so the results rows show none; when
it goes, the game's share of the pages they shared (the mapped word list)
moves to the game process, whose own figure then rises though nothing grew.

    python bench/memory_games.py                  # ten games, a fresh data folder
    python bench/memory_games.py --games 4 --seed 3 --variant Party
    python bench/memory_games.py --games 6 --switches 3   # the language changes after games 1-3

With ``--switches N``, when each of the first N games ends the menu opens,
the language changes there (through the settings, as the Settings page does:
Traditional Chinese, Simplified Chinese, Portuguese, English, in turn) and the
next game is played in it.  After the last game the menu opens again and is
measured ("menu end"): what is left there once the games are over is what the
game keeps for nothing (fonts of languages no longer shown, text caches,
scenes).

Each row gives, in MiB, the total PSS of the game's processes (a page shared
by several processes, such as the mapped word list, counted once in all),
their total USS (pages no other process has) and RSS, then each process's
PSS.  At the end: the growth in play from game 2 (caches are warm by then)
to the last, per game, for the game process and for the total.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARK = "sample:"  # the child prints this line, then waits to be measured
MENU_FRAMES = 60
PLAY_MOVES = 4  # "in play": measured once this many moves of each game are made
SWITCH_TO = ("zh_Hant_HK", "zh_Hans", "pt", "en")  # the languages --switches goes through, in turn


def child(games: int, seed: int, variant: str, data: Path, switches: int = 0) -> int:
    """The menu, then ``games`` attract-mode games (the language changed after each of the first
    ``switches``), then the menu again; stops to be measured at each sample."""
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.paths import set_data_dir
    from game.ui.app import App
    from game.ui.context import LaunchOptions

    def sample(label: str) -> None:
        print(f"{MARK} {label}", flush=True)
        sys.stdin.readline()  # measured

    set_data_dir(data)
    app = App(LaunchOptions(demo=True, seed=seed, variant=variant))
    app.stack.push(app.ctx.scenes.menu())
    for _ in range(MENU_FRAMES):
        app.step([], 1 / 60)
    sample("menu")
    app.stack.discard_all()
    step = app.step
    ended = 0
    played: object = None  # the play screen last sampled in play (not a list: nothing piles up here)
    results_shown: object = None  # the results screen last counted
    menu_frames = -1  # frames of the menu shown between or after the games (-1: no menu)

    def step_and_watch(events: list[pygame.event.Event], dt: float) -> None:
        nonlocal ended, results_shown, played, menu_frames
        step(events, dt)
        if menu_frames >= 0:
            menu_frames += 1
            if ended >= games and menu_frames == MENU_FRAMES:
                sample("menu end")
                app.ctx.quit_requested = True
            elif ended < games and menu_frames == MENU_FRAMES:
                app.settings.language = SWITCH_TO[(ended - 1) % len(SWITCH_TO)]
                app.apply_settings()
            elif ended < games and menu_frames == 2 * MENU_FRAMES:
                app.stack.discard_all()
                app.stack.push(app.ctx.scenes.demo_draw())  # the next game, in the new language
                menu_frames = -1
            return
        top = app.stack.top
        history = getattr(getattr(top, "game", None), "history", None)
        if top is not None and top is not played and top.name == "play" and len(history or ()) >= PLAY_MOVES:
            played = top
            sample(f"play {ended + 1}")
        if top is not None and top.name == "results" and top is not results_shown:
            results_shown = top
            ended += 1
            sample(f"game {ended}")
            if ended >= games or ended <= switches:
                app.stack.discard_all()
                app.stack.push(app.ctx.scenes.menu())
                menu_frames = 0

    app.step = step_and_watch  # type: ignore[method-assign]
    return app.run()


def memory_mib(pid: int) -> dict[str, float]:
    """RSS, PSS and USS (private pages) of a process, in MiB."""
    fields: dict[str, int] = {}
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[1].isdigit():
            fields[parts[0].rstrip(":")] = int(parts[1])
    uss = fields.get("Private_Clean", 0) + fields.get("Private_Dirty", 0)
    return {"rss": fields.get("Rss", 0) / 1024, "pss": fields.get("Pss", 0) / 1024, "uss": uss / 1024}


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
    parser.add_argument("--switches", type=int, default=0,
                        help="change the language at the menu after each of the first SWITCHES games")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.games, args.seed, args.variant, args.data, args.switches)
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    print(f"window: {env.get('DISPLAY') and 'a real X window on ' + env['DISPLAY'] or 'none (SDL dummy driver)'}")
    games: list[tuple[float, float]] = []  # (game process PSS, total PSS) a few moves into each game
    with tempfile.TemporaryDirectory() as data:
        command = [sys.executable, __file__, "--child", "--games", str(args.games), "--seed", str(args.seed),
                   "--variant", args.variant, "--switches", str(args.switches), "--data", data]
        with subprocess.Popen(command, env=env, cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              text=True) as proc:
            assert proc.stdout is not None and proc.stdin is not None
            print(f"{'':>8}  {'PSS':>7} {'USS':>7} {'RSS':>7}   PSS of each process (MiB)")
            for line in proc.stdout:
                if not line.startswith(MARK):
                    continue
                sizes: dict[str, dict[str, float]] = {}
                for number, (pid, name) in enumerate(family(proc.pid)):
                    try:
                        sizes["game" if number == 0 else f"{label(pid, name)}[{pid}]"] = memory_mib(pid)
                    except OSError:
                        continue  # ended meanwhile
                proc.stdin.write("\n")
                proc.stdin.flush()
                totals = {kind: sum(size[kind] for size in sizes.values()) for kind in ("pss", "uss", "rss")}
                what = line[len(MARK):].strip()
                if what.startswith("play "):
                    games.append((sizes["game"]["pss"], totals["pss"]))
                parts = "  ".join(f"{k} {v['pss']:6.1f}" for k, v in sizes.items())
                print(f"{what:>8}  {totals['pss']:7.1f} {totals['uss']:7.1f} {totals['rss']:7.1f}   {parts}",
                      flush=True)
            status = proc.wait()
    if status != 0:
        print(f"the game ended with status {status}")
        return 1
    if len(games) >= 3:
        (game_first, first), (game_last, last) = games[1], games[-1]
        count = len(games) - 2
        print(f"growth in play from game 2 to game {len(games)}: game process {game_last - game_first:+.1f} MiB "
              f"({(game_last - game_first) / count:+.2f} a game), all processes {last - first:+.1f} MiB "
              f"({(last - first) / count:+.2f} a game)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
