"""Random real input into the real game window, counting the crashes.

Starts an X server of its own (Xvfb, at a modest size), launches the game
(``python main.py`` with a fresh ``--data-dir`` in a temporary folder) and
for ``--seconds`` sends it random input through xdotool, as a person would
through the window system: clicks anywhere, key presses (Enter, Esc, the
arrows, Tab, letters, Space, Backspace, the F-keys the game reads, Ctrl+D),
drags, and window resizes (tiny ones such as 300x200 up to the whole
screen), now and then in a burst with no pause between them, which lands in
the middle of an animation or a page's build:

    python bench/monkey.py                    # ten minutes
    python bench/monkey.py --seconds 120 --seed 7

The game has to be driven to its play screen too, not only kept in the
menus: it is started again every ``--relaunch`` seconds, every few launches
with ``--demo`` (computers play a game at a quick pace, then the results),
and now and then the monkey presses its way from the menu into a game with
a computer seat.

It watches the game: a crash is the process ending with a non-zero status,
or a traceback written to its stderr or its log (``tile-party.log``, where a
scene that raised and brought up the error screen is written too).  Each
crash is counted, its traceback saved under ``--out`` with the actions before
it, and the game started again (the same data folder, so Continue and the
saved games get their turn); a game that quits by itself (the Quit button)
is started again too, and is no crash; a game whose memory runs past
``--rss-limit`` counts as a crash and is restarted.  At the end it prints the seconds run, the input events sent, the resizes, the
restarts, the crashes (the last line of each distinct traceback, with where
it was raised) and the peak resident memory of the game process.  It never
runs past its time and kills everything it started.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCREEN = (1280, 800)  # the X server's screen: room for big windows, modest to draw
START_SIZE = (1000, 700)
WINDOW_WAIT = 60.0  # seconds a busy machine may take to open the game's window
#: window sizes a resize picks from besides random ones: tiny, just too small, the smallest playable, big
SIZES = [(300, 200), (320, 240), (200, 150), (640, 480), (799, 599), (800, 600), (610, 577),
         (1024, 768), (1280, 800), (940, 626), (1200, 700)]
KEYS = ["Return", "Escape", "Up", "Down", "Left", "Right", "Tab", "shift+Tab", "space", "BackSpace",
        "F1", "F11", "F12", "ctrl+d", "ctrl+u", "ctrl+z", "ctrl+p", "Delete", "Home", "End", "KP_Enter",
        *"abcdefghijklmnopqrstuvwxyz", "1", "2", "3", "4", "question"]
#: keys that move a game on (the play screen's and the dialogs'), pressed more often in a game
PLAY_KEYS = ["Return", "Escape", "space", "n", "s", "h", "z", "p", "F1", "ctrl+d", "Tab", "Left", "Right"]
TRACEBACK = "Traceback (most recent call last)"
TRACE_FRAME = re.compile(r'\s*File "([^"]+)", line (\d+), in (\S+)')
FAULT_FRAME = re.compile(r'\s*File "([^"]+)", line (\d+) in (\S+)')  # faulthandler's frames
GAME_CODE = str(ROOT / "game")
ACTIONS_KEPT = 40  # the last actions before a crash, saved with it


@dataclass
class Figures:
    """What the run did and found."""

    seconds: float = 0.0
    events: int = 0  # input events sent (a key press, a click, a drag, a resize each count one)
    resizes: int = 0
    launches: int = 0
    demo_launches: int = 0
    quick_games: int = 0  # times the monkey pressed its way into a game
    restarts: int = 0
    quits: int = 0  # the game ended by itself with status 0 (its Quit button)
    relaunches: int = 0  # closed by the monkey after --relaunch seconds
    crashes: int = 0
    #: the last line of each distinct traceback -> (how many times, the file it was saved to)
    distinct: dict[str, tuple[int, Path]] = field(default_factory=dict)
    peak_rss_kb: int = 0
    peak_tree_rss_kb: int = 0  # the game and its engine process together, at the worst sample


def free_display() -> int:
    """A display number no X server uses on this machine."""
    for number in range(90, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            return number
    raise SystemExit("no free X display number between :90 and :199")


def start_x(number: int) -> subprocess.Popen[bytes]:
    """Xvfb on ``:number``, waited for until it answers."""
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    env = {**os.environ, "DISPLAY": f":{number}"}
    for _ in range(100):
        if subprocess.run(["xdotool", "getmouselocation"], env=env, capture_output=True).returncode == 0:
            return server
        if server.poll() is not None:
            raise SystemExit(f"Xvfb :{number} would not start")
        time.sleep(0.1)
    raise SystemExit(f"Xvfb :{number} did not answer")


def kill_group(process: subprocess.Popen[bytes]) -> None:
    """End ``process`` and every process it started (its session), politely, then not."""
    if process.poll() is not None:
        _reap_group(process.pid)
        return
    for sig, wait in ((signal.SIGTERM, 5.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(process.pid, sig)
        except ProcessLookupError:
            return
        try:
            process.wait(wait)
            break
        except subprocess.TimeoutExpired:
            continue
    _reap_group(process.pid)


def _reap_group(pgid: int) -> None:
    """The game's engine process may outlive it: end whatever is left of its session."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def rss_kb(pid: int) -> tuple[int, int]:
    """(peak RSS of ``pid`` so far, RSS now), in kB, from /proc; zeros once it is gone."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0, 0
    fields = dict(re.findall(r"^(VmHWM|VmRSS):\s+(\d+)", status, re.M))
    return int(fields.get("VmHWM", 0)), int(fields.get("VmRSS", 0))


def group_rss_kb(pgid: int) -> int:
    """RSS now of every process in the session ``pgid`` (the game and its engine process)."""
    total = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            if int(stat[stat.rindex(")") + 2:].split()[2]) != pgid:
                continue
        except (OSError, ValueError, IndexError):
            continue
        total += rss_kb(int(entry.name))[1]
    return total


def tracebacks(text: str) -> list[str]:
    """Every traceback in ``text`` (a log, stderr), each to the line that names the exception."""
    found = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        if TRACEBACK not in lines[i]:
            i += 1
            continue
        start = i
        i += 1
        # a traceback's frames are indented; the exception's line is the first one that is not
        while i < len(lines) and (lines[i].startswith(" ") or TRACEBACK in lines[i] or not lines[i].strip()
                                  or lines[i].startswith(("During handling", "The above exception"))):
            i += 1
        found.append("\n".join(lines[start:i + 1]))
        i += 1
    return found


def signature(traceback: str) -> str:
    """One line for a traceback: its exception, and the innermost line of the game's own code.
    For a process that died of a signal, faulthandler's dump: the signal, and where the
    main thread was."""
    lines = traceback.splitlines()
    fatal = next((line for line in lines if line.startswith("Fatal Python error")), None)
    if fatal is not None:
        current = lines[next((k for k, line in enumerate(lines) if line.startswith("Current thread")), 0):]
        place = next((m.group(1, 3) for m in map(FAULT_FRAME.match, current) if m and GAME_CODE in m.group(1)), None)
        where = f"{Path(place[0]).relative_to(ROOT)}:{place[1]}" if place else "?"
        return f"{fatal.strip()}  [{where}]"
    last = lines[-1].strip() if lines else "?"
    last = re.sub(r"\d+x\d+", "WxH", last)  # one crash at many window sizes is one crash
    place_text = ""
    for line in lines:
        match = TRACE_FRAME.match(line)
        if match and GAME_CODE in match.group(1):
            place_text = f"{Path(match.group(1)).relative_to(ROOT)}:{match.group(3)}"
    return f"{last[:160]}  [{place_text}]" if place_text else last[:160]


class Game:
    """One launch of the game in the window, and what it has written so far."""

    def __init__(self, data: Path, out: Path, env: dict[str, str], demo: bool, seed: int, number: int) -> None:
        self.data = data
        self.stderr_path = out / f"launch-{number:03d}.stderr"
        self.env = env
        self.demo = demo
        args = [sys.executable, str(ROOT / "main.py"), "--data-dir", str(data),
                "--size", f"{START_SIZE[0]}x{START_SIZE[1]}"]
        if demo:
            args += ["--demo", "--seed", str(seed), "--players", str(2 + seed % 3)]
        with self.stderr_path.open("wb") as err:
            self.process = subprocess.Popen(args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=err,
                                            start_new_session=True)
        self.window = ""
        self.started = time.monotonic()
        # error.log is not read: each traceback in it is in tile-party.log too
        self.log_seen = {"tile-party.log": self._size("tile-party.log")}
        self.stderr_seen = 0

    def _size(self, name: str) -> int:
        try:
            return (self.data / name).stat().st_size
        except OSError:
            return 0

    def find_window(self) -> bool:
        """The game's window id, once it is open (False while it is not yet)."""
        found = subprocess.run(["xdotool", "search", "--pid", str(self.process.pid)], env=self.env,
                               capture_output=True, text=True)
        ids = found.stdout.split()
        if not ids:
            return False
        self.window = ids[-1]
        # no window manager: give it the keyboard, as a click on its title bar would
        xdo(self.env, "windowfocus", self.window)
        return True

    def new_text(self) -> list[tuple[str, str]]:
        """(where, text) written since the last look: stderr and the log."""
        out = []
        for name in self.log_seen:
            size = self._size(name)
            if size > self.log_seen[name]:
                with (self.data / name).open("rb") as f:
                    f.seek(self.log_seen[name])
                    out.append((name, f.read(size - self.log_seen[name]).decode("utf-8", "replace")))
                self.log_seen[name] = size
            elif size < self.log_seen[name]:
                self.log_seen[name] = size  # the log was rolled over
        size = self.stderr_path.stat().st_size
        if size > self.stderr_seen:
            with self.stderr_path.open("rb") as f:
                f.seek(self.stderr_seen)
                out.append(("stderr", f.read(size - self.stderr_seen).decode("utf-8", "replace")))
            self.stderr_seen = size
        return out


def xdo(env: dict[str, str], *args: str) -> None:
    """One xdotool command; a window that has just gone is no error of the monkey's."""
    subprocess.run(["xdotool", *args], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10)


class Monkey:
    """Sends the input and keeps the figures."""

    def __init__(self, env: dict[str, str], rng: random.Random, figures: Figures, anywhere: float) -> None:
        self.env = env
        self.anywhere = anywhere  # the share of resizes to any size at all, most of them too small to play
        self.rng = rng
        self.figures = figures
        self.window = ""
        self.size = START_SIZE
        self.playing = 0  # actions left that lean to the play screen's keys
        self.began = time.monotonic()
        self.recent: deque[str] = deque(maxlen=ACTIONS_KEPT)  # the last actions, for a crash's report

    def xdo(self, *args: str) -> None:
        """Send one xdotool command, noting it among the recent actions."""
        shown = [a for a in args if a not in ("--window", self.window)]
        self.recent.append(f"{time.monotonic() - self.began:8.2f}s  {' '.join(shown)}")
        xdo(self.env, *args)

    def act(self, game: Game) -> None:
        """One random action (or a short burst of them)."""
        self.window = game.window
        rng = self.rng
        roll = rng.random()
        if roll < 0.08:
            for _ in range(rng.randint(3, 12)):  # a burst: no pause, into whatever animates
                self.one(game, pause=False)
        elif roll < 0.11 and not game.demo and not self.playing:
            self.quick_game(game)
        else:
            self.one(game, pause=True)

    def one(self, game: Game, pause: bool) -> None:
        rng = self.rng
        kind = rng.choices(["click", "key", "drag", "resize", "wheel"], weights=[38, 40, 8, 8, 6])[0]
        w, h = self.size
        if kind == "click":
            x, y = rng.randrange(max(1, w)), rng.randrange(max(1, h))
            self.xdo("mousemove", "--window", game.window, str(x), str(y),
                "click", "--repeat", str(rng.choice([1, 1, 1, 2])), str(rng.choice([1, 1, 1, 1, 3])))
        elif kind == "key":
            keys = PLAY_KEYS if (game.demo or self.playing) and rng.random() < 0.6 else KEYS
            self.playing = max(0, self.playing - 1)
            self.xdo("key", "--window", game.window, rng.choice(keys))
        elif kind == "wheel":
            self.xdo("mousemove", "--window", game.window, str(rng.randrange(max(1, w))),
                str(rng.randrange(max(1, h))), "click", rng.choice(["4", "5"]))
        elif kind == "drag":
            x0, y0 = rng.randrange(max(1, w)), rng.randrange(max(1, h))
            x1, y1 = rng.randrange(max(1, w)), rng.randrange(max(1, h))
            self.xdo("mousemove", "--window", game.window, str(x0), str(y0), "mousedown", "1",
                "mousemove", "--window", game.window, str((x0 + x1) // 2), str((y0 + y1) // 2),
                "mousemove", "--window", game.window, str(x1), str(y1), "mouseup", "1")
        else:
            self.resize(game)
        self.figures.events += 1
        if pause:
            time.sleep(rng.choice([0.05, 0.1, 0.2, 0.3, 0.6]))

    def resize(self, game: Game) -> None:
        rng = self.rng
        roll = rng.random()
        if roll < self.anywhere:
            size = (rng.randint(150, SCREEN[0]), rng.randint(120, SCREEN[1]))
        elif roll < self.anywhere + 0.3:
            size = rng.choice(SIZES)
        else:
            # mostly a size the game is played at: under 800x600 it only says the window is too small
            size = (rng.randint(800, SCREEN[0]), rng.randint(600, SCREEN[1]))
        self.xdo("windowsize", game.window, str(size[0]), str(size[1]))
        self.size = size
        self.figures.resizes += 1

    def quick_game(self, game: Game) -> None:
        """Press the way from wherever the menu is into a game, at a size where the front page's
        buttons are known: back to the front page, its first button (New game, or Continue
        when there is a saved game: a game either way), then Start! (Up from the first row
        wraps to Back, Up again is Start!), whose default seats have a computer."""
        self.xdo("windowsize", game.window, str(START_SIZE[0]), str(START_SIZE[1]))
        self.size = START_SIZE
        self.figures.resizes += 1
        for key in ["Escape"] * 4:
            self.xdo("key", "--window", game.window, key)
            time.sleep(0.15)
        time.sleep(0.5)
        self.xdo("mousemove", "--window", game.window, str(START_SIZE[0] // 2), str(START_SIZE[1] * 312 // 700),
            "click", "1")
        time.sleep(1.0)
        for key in ["Up", "Up", "Return"]:
            self.xdo("key", "--window", game.window, key)
            time.sleep(0.2)
        self.figures.events += 8
        self.figures.quick_games += 1
        self.playing = 80  # the next actions lean to the keys that move a game on


def stderr_tail(path: Path) -> str:
    """The end of a launch's stderr, from faulthandler's "Fatal Python error" when it wrote one
    (ALSA's complaints about a machine with no sound card left out)."""
    lines = [line for line in path.read_text(errors="replace").splitlines() if not line.startswith("ALSA lib")]
    start = next((k for k, line in enumerate(lines) if line.startswith("Fatal Python error")), max(0, len(lines) - 40))
    return "\n".join(lines[start:start + 200])


def stop_early(_signal: int, _frame: object) -> None:
    """SIGTERM (``timeout``): stop sending input, as Ctrl+C does."""
    raise KeyboardInterrupt


def record_crash(figures: Figures, out: Path, where: str, text: str, actions: Sequence[str] = ()) -> None:
    """Count a crash; the first of its kind is saved with the actions that led to it."""
    figures.crashes += 1
    line = signature(text)
    count, path = figures.distinct.get(line, (0, out / f"crash-{len(figures.distinct) + 1:02d}.txt"))
    if count == 0:
        path.write_text(f"from {where}\n{text}\n\nthe last actions (seconds since the monkey started):\n"
                        + "\n".join(actions) + "\n")
    figures.distinct[line] = (count + 1, path)
    print(f"  crash ({where}): {line}", flush=True)


def run(seconds: float, seed: int, out: Path, demo_every: int, rss_limit_mb: int, anywhere: float,
        relaunch: float) -> Figures:
    figures = Figures()
    rng = random.Random(seed)
    number = free_display()
    server = start_x(number)
    tmp = Path(tempfile.mkdtemp(prefix="tile-party-monkey-"))
    data = tmp / "data"
    data.mkdir()
    env = {**os.environ, "DISPLAY": f":{number}", "SDL_AUDIODRIVER": "dummy",
           "PYTHONFAULTHANDLER": "1", "PYTHONUNBUFFERED": "1"}
    env.pop("SDL_VIDEODRIVER", None)
    monkey = Monkey(env, rng, figures, anywhere)
    began = time.monotonic()
    end = began + seconds
    game: Game | None = None
    try:
        while time.monotonic() < end:
            try:
                game = step(game, figures, monkey, data, out, env, rng, demo_every, rss_limit_mb, relaunch)
            except KeyboardInterrupt:
                print("stopped early", flush=True)
                break
    finally:
        if game is not None:
            kill_group(game.process)
            for where, text in game.new_text():
                for traceback in tracebacks(text):
                    record_crash(figures, out, where, traceback)
        kill_group(server)
        shutil.rmtree(tmp, ignore_errors=True)
    figures.seconds = time.monotonic() - began
    return figures


def step(game: Game | None, figures: Figures, monkey: Monkey, data: Path, out: Path, env: dict[str, str],
         rng: random.Random, demo_every: int, rss_limit_mb: int, relaunch: float) -> Game | None:
    """One turn of the loop: start the game if it is not running, one action, then a look at it.
    Returns the game still running, None once it has ended (or been ended after a crash)."""
    if game is None:
        figures.launches += 1
        demo = demo_every > 0 and figures.launches % demo_every == 0
        figures.demo_launches += demo
        game = Game(data, out, env, demo, rng.randrange(10_000), figures.launches)
        monkey.size = START_SIZE
        monkey.playing = 0
    if not game.window and not game.find_window():
        if game.process.poll() is None and time.monotonic() - game.started < WINDOW_WAIT:
            time.sleep(0.2)
            return game
        if game.process.poll() is None:
            record_crash(figures, out, "start", f"the window did not open in {WINDOW_WAIT:.0f} s")
            kill_group(game.process)
        game.window = "none"
    if game.process.poll() is None and game.window != "none":
        monkey.act(game)
    peak, now = rss_kb(game.process.pid)
    figures.peak_rss_kb = max(figures.peak_rss_kb, peak)
    figures.peak_tree_rss_kb = max(figures.peak_tree_rss_kb, group_rss_kb(game.process.pid))
    crashed = False
    if now > rss_limit_mb * 1024:
        # memory running away is a failure too, and on a shared machine it cannot be left to grow
        record_crash(figures, out, "memory", f"RSS {now // 1024} MB, over the {rss_limit_mb} MB limit", monkey.recent)
        crashed = True
    for where, text in game.new_text():
        for traceback in tracebacks(text):
            record_crash(figures, out, where, traceback, monkey.recent)
            crashed = True
    status = game.process.poll()
    if status is not None and status != 0 and not crashed:
        record_crash(figures, out, "exit", f"exit status {status}\n{stderr_tail(game.stderr_path)}", monkey.recent)
        crashed = True
    if not crashed and status is None and time.monotonic() - game.started < relaunch:
        return game
    if not crashed and status is None:
        figures.relaunches += 1  # its time is up: the next launch may be a --demo one
    if status == 0:
        figures.quits += 1
    kill_group(game.process)
    if not crashed:
        # a game closed by the monkey may still fail on its way out
        for where, text in game.new_text():
            for traceback in tracebacks(text):
                record_crash(figures, out, where, traceback, monkey.recent)
    figures.restarts += 1
    return None


def report(figures: Figures, out: Path) -> None:
    print(f"seconds run:        {figures.seconds:.0f}")
    print(f"input events sent:  {figures.events}")
    print(f"resizes:            {figures.resizes}")
    print(f"launches:           {figures.launches} ({figures.demo_launches} with --demo, "
          f"{figures.quick_games} quick games pressed into)")
    print(f"restarts:           {figures.restarts} ({figures.quits} after the game quit by itself, "
          f"{figures.relaunches} after --relaunch seconds)")
    print(f"crashes:            {figures.crashes}")
    for line, (count, path) in sorted(figures.distinct.items(), key=lambda item: -item[1][0]):
        print(f"  {count:4d} x {line}\n         ({path})")
    print(f"peak RSS of the game:               {figures.peak_rss_kb / 1024:.0f} MB")
    print(f"peak RSS, game and engine together: {figures.peak_tree_rss_kb / 1024:.0f} MB")
    print(f"tracebacks and stderr kept in {out}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=600.0, help="how long to send input (default 600)")
    parser.add_argument("--seed", type=int, default=1, help="the random input's seed")
    parser.add_argument("--demo-every", type=int, default=3,
                        help="every Nth launch is a --demo game (0: never; default 3)")
    parser.add_argument("--relaunch", type=float, default=150.0,
                        help="seconds after which a game still running is closed and started again (default 150)")
    parser.add_argument("--anywhere", type=float, default=0.1,
                        help="the share of resizes to any size from 150x120 to the screen, most of them too small "
                             "to play (default 0.1; 0.3 more go to a list of sizes, the rest to playable ones)")
    parser.add_argument("--rss-limit", type=int, default=1024,
                        help="the game's RSS in MB past which it counts as failed and is restarted (default 1024)")
    parser.add_argument("--out", type=Path, default=None, help="where tracebacks go (default: a temporary folder)")
    args = parser.parse_args()
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            raise SystemExit(f"{tool} is needed: apt-get install -y xvfb xdotool")
    out = args.out or Path(tempfile.mkdtemp(prefix="tile-party-monkey-out-"))
    out.mkdir(parents=True, exist_ok=True)
    # ``timeout`` ends the monkey with SIGTERM: it still kills what it started and reports
    signal.signal(signal.SIGTERM, stop_early)
    figures = run(args.seconds, args.seed, out, args.demo_every, args.rss_limit, min(0.7, max(0.0, args.anywhere)),
                  args.relaunch)
    report(figures, out)


if __name__ == "__main__":
    main()
