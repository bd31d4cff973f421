"""CPU used by the game while nobody touches anything.

Launches the real game loop (``App.run``) in a child process for each case,
waits until nothing on its screen moves (the child says so), then reads over
a window the child's CPU time from ``/proc/PID/stat`` and how often its
threads woke up (voluntary context switches, from
``/proc/PID/task/TID/status``: each one is a sleep ended, so a loop that
polls shows here even when it costs little CPU) and prints the share of one
core it used, the wake-ups per second of the main thread (the frame loop) and
of all its threads together:

    python bench/idle_cpu.py                 # all cases, 10 s each
    python bench/idle_cpu.py --seconds 5 menu dialog

Cases: ``menu`` (the main menu), ``play`` (a person's turn waiting for input,
Classic rules, the rack taken past the hand-off card), ``play-clock`` (the
same under the Party clock, its seconds counting down), ``dialog``
(the in-game menu's "End the game now?" page over a turn).

Under an X server (``DISPLAY`` set, or ``xvfb-run python bench/idle_cpu.py``)
the window is real; otherwise SDL's dummy video driver is used, which the
game treats as a headless run and never throttles, so then the figures only
say that the loop spins.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = ("menu", "play", "play-clock", "dialog")
SETTLED = "settled"  # the child prints this once nothing on screen moves (the menu logo bobs 9 s after opening)
SETTLE = 2.0  # seconds more before the window opens, for work that ends with the animations
START_LIMIT = 180.0  # seconds a busy machine may take to start the game and settle


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of one process, from /proc."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2:].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks  # utime, stime


def wake_ups(pid: int) -> tuple[int, int]:
    """Voluntary context switches so far of the main thread and of every thread of ``pid``."""
    main = every = 0
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            status = (task / "status").read_text()
        except OSError:
            continue  # the thread ended meanwhile
        for line in status.splitlines():
            if line.startswith("voluntary_ctxt_switches:"):
                count = int(line.split()[1])
                every += count
                if task.name == str(pid):
                    main = count
    return main, every


def child(case: str, data: Path) -> int:
    """Run the game with the case's scene on screen until killed."""
    sys.path.insert(0, str(ROOT))
    from game.lexicon.choice import fallback_for, load_for_game
    from game.paths import set_data_dir
    from game.rules.game import Game
    from game.rules.ruleset import preset
    from game.setup.seats import SeatConfig
    from game.ui.app import App
    from game.ui.context import LaunchOptions
    from game.ui.scene import Scene

    set_data_dir(data)
    app = App(LaunchOptions())
    first: Scene
    if case == "menu":
        first = app.ctx.scenes.menu()
    else:
        rules = preset("Party" if case == "play-clock" else "Classic")
        lexicon, _used, _note = load_for_game(rules.word_list, fallback_for(rules))
        game = Game(["Ana", "Ben"], rules, lexicon, seed=1)
        first = app.ctx.scenes.play(game, [SeatConfig("Ana"), SeatConfig("Ben")])
        first.reveal()  # type: ignore[attr-defined]  # Ana takes her rack past the hand-off card: her clock runs
        if case == "dialog":
            app.stack.push(first)
            pause = app.ctx.scenes.pause(first)  # type: ignore[arg-type]
            pause._go("end")  # type: ignore[attr-defined]
            first = pause
    step = app.step

    def step_and_tell(events: list[object], dt: float) -> None:
        step(events, dt)  # type: ignore[arg-type]
        if app.ctx.frame > 1 and app.next_wake() != 0.0 and not told:
            told.append(True)
            print(SETTLED, flush=True)

    told: list[bool] = []
    app.step = step_and_tell  # type: ignore[method-assign]
    return app.run(first)


def warm_cache(data: Path) -> None:
    """Compile the word lists into ``data`` first: a cold compile would be measured, not the idle loop."""
    sys.path.insert(0, str(ROOT))
    from game.lexicon.choice import fallback_for, load_for_game
    from game.paths import set_data_dir
    from game.rules.ruleset import preset

    set_data_dir(data)
    for name in ("Classic", "Party"):
        rules = preset(name)
        load_for_game(rules.word_list, fallback_for(rules))
    set_data_dir(None)


def measure(case: str, seconds: float, data: Path) -> tuple[float, float, float]:
    """Share of a core used, main-thread and all-thread wake-ups per second."""
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    proc = subprocess.Popen([sys.executable, __file__, "--child", case, "--data", data], env=env, cwd=ROOT,
                            stdout=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        ready = threading.Thread(target=proc.stdout.readline, daemon=True)  # the SETTLED line
        ready.start()
        ready.join(START_LIMIT)
        if ready.is_alive():
            raise SystemExit(f"{case}: the game did not settle in {START_LIMIT:g} s")
        time.sleep(SETTLE)
        if proc.poll() is not None:
            raise SystemExit(f"{case}: the game ended early (exit status {proc.returncode})")
        start_cpu, (start_main, start_all), start = cpu_seconds(proc.pid), wake_ups(proc.pid), time.monotonic()
        time.sleep(seconds)
        used = cpu_seconds(proc.pid) - start_cpu
        end_main, end_all = wake_ups(proc.pid)
        took = time.monotonic() - start
        return 100.0 * used / took, (end_main - start_main) / took, (end_all - start_all) / took
    finally:
        proc.terminate()  # SDL turns this into a quit event: the game closes as it would
        try:
            proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cases", nargs="*", help=f"cases to run: {', '.join(CASES)} (default: all)")
    parser.add_argument("--seconds", type=float, default=10.0, help="sampling window per case")
    parser.add_argument("--child", choices=CASES, help=argparse.SUPPRESS)
    parser.add_argument("--data", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        return child(args.child, args.data)
    unknown = [c for c in args.cases if c not in CASES]
    if unknown:
        parser.error(f"unknown case {unknown[0]!r}; choose from {', '.join(CASES)}")
    display = os.environ.get("DISPLAY") or "none (SDL dummy driver: headless, unthrottled)"
    print(f"display: {display}; {args.seconds:g} s per case, from {SETTLE:g} s after nothing moves")
    print(f"{'case':<12} {'% of a core':>12} {'main wake-ups/s':>16} {'all threads/s':>14}")
    with tempfile.TemporaryDirectory() as data:
        warm_cache(Path(data))
        for case in args.cases or CASES:
            cpu, main_thread, threads = measure(case, args.seconds, Path(data))
            print(f"{case:<12} {cpu:>12.1f} {main_thread:>16.0f} {threads:>14.0f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
