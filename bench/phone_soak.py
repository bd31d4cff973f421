"""Phone racks against the real game window, headless (run by hand):

    python bench/phone_soak.py [--seconds 1800 | --minutes 30] [--seed 1] [--players 4]
    python bench/phone_soak.py --duplicate [--minutes 10] [--seed 1]
    python bench/phone_soak.py --teams [--minutes 10] [--seed 1]

The issue's soak: the play scene of a headless window (the app's own frame
loop, its store and autosave, its turn flow) serves the phones of every seat,
and eight simulated phones, two a seat, play random legal turns through it for
the time given: the phones of :mod:`phone_load` (previews, plays, swaps,
passes, shuffles, a second phone refused, phones that drop and come back).
The game has no word list, so every word a phone makes stands.  When a game
ends the results come, as for any game; the bench then checks the autosave:
the finished game read back from the store must be the game played, move for
move (``Game.to_json``), and starts the next game on new links.

Prints every 30 seconds and at the end: moves, games, frames, errors (a legal
play refused, a socket closed for no reason, a scene that crashed, an autosave
that differs), the process's memory (RSS) and Python's allocated blocks.

``--duplicate`` plays Duplicate rounds instead (the issue's 10-minute soak,
``--minutes 10``): eight phones, two a seat of four, every seat playing each
round at once, against the window's Duplicate scene (hints, a seat moved to the
TV and back, a silent phone the table passes for), every autosave read back and
compared with the game (``phone_soak_duplicate.py`` says what runs).

``--teams`` plays two teams of two, two phones a partner, against the play
scene: partners racing for a square and a tile, both pressing Play at once, the
turn clock handing a team's tiles in, and a tile census after every move
(``phone_soak_teams.py``).
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import os
import random
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiohttp  # noqa: E402
import pygame  # noqa: E402
from phone_load import NAMES, ErrorCount, Phone, Tally, print_tally, rss_mb  # noqa: E402

from game.paths import set_data_dir  # noqa: E402
from game.phone import PhoneServer  # noqa: E402
from game.rules.game import Game  # noqa: E402
from game.rules.ruleset import preset  # noqa: E402
from game.setup.seats import SeatConfig  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.context import LaunchOptions  # noqa: E402
from game.ui.play.scene import PlayScene  # noqa: E402

#: House rules with a turn clock long enough that only a stuck phone runs out of time
RULES = preset("House").replace(clock_seconds=120)
ENTER = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)


def read_back(app: App, tally: Tally, load: Callable[[Any], Any] | None) -> Any | None:
    """What ``load`` reads of the store (handed the store), on the store's own thread as the
    menu reads it, once every write has landed; None, counted as an error, when there is no
    autosave to read (``load`` None: the game has no record) or it cannot be read back."""
    saves = app.ctx.saves
    if saves is None or load is None or not saves.flush():
        tally.errors["no autosave"] += 1
        return None
    try:
        return saves._read(lambda: load(saves.store))  # noqa: SLF001
    except Exception as exc:  # a save that cannot be read back is an error of the bench's count
        tally.errors[f"autosave: {type(exc).__name__}: {exc}"[:80]] += 1
        return None


class WindowHost:
    """The game side: the headless window, one game at a time, on the main thread.

    The phones (on their own thread) read the current links through :meth:`urls`."""

    def __init__(self, seed: int, players: int, tally: Tally) -> None:
        self.rng = random.Random(seed)
        self.players = players
        self.tally = tally
        self.lock = threading.Lock()
        self.app = App(LaunchOptions(size=(1024, 700), language="en"))
        self.scene: PlayScene | None = None
        self.generation = 0
        self._urls: dict[int, str] = {}
        self._origin = ""
        self.checked = 0  # finished games whose autosave was compared

    @property
    def seats(self) -> list[int]:
        return list(range(self.players))

    def new_game(self) -> None:
        names = NAMES[: self.players]
        game = Game(names, RULES, None, seed=self.rng.randrange(1 << 30))
        self.start_scene(game, [SeatConfig(n, phone=True) for n in names])

    def start_scene(self, game: Game, seats: list[SeatConfig]) -> None:
        """The play scene of ``game`` on the window, its phone server on, Start pressed."""
        scene = self.app.ctx.scenes.play(game, seats)
        assert isinstance(scene, PlayScene)
        scene.phones.make_server = lambda seats: PhoneServer(seats, host="127.0.0.1")
        while len(self.app.stack.scenes) > 1:  # the last game and its results go
            self.app.stack.pop()
        if self.app.stack.scenes:
            self.app.stack.replace(scene)
        else:
            self.app.stack.push(scene)
        server = scene.phones.server
        assert server is not None, scene.phones.problem
        self.app.step([ENTER], 1 / 60)  # "Scan to join": Start at once; the phones join as they come
        with self.lock:
            self.scene = scene
            self.generation += 1
            self._urls = {s: server.url_for(s).replace("/seat/", "/ws/") for s in self.seats}
            self._origin = f"http://{server.host}:{server.port}"

    def urls(self) -> tuple[int, dict[int, str], str]:
        with self.lock:
            return self.generation, dict(self._urls), self._origin

    def frames(self, until: float, report: float = 30.0) -> None:
        started = last_report = time.monotonic()
        frames = 0
        while time.monotonic() < until:
            scene = self.scene
            assert scene is not None
            before = len(scene.game.history)
            self.app.step([], 1 / 60)
            scene.animator.finish_all()  # tiles land at once: the soak is about the phones
            frames += 1
            if self.app.failed_scene is not None:
                self.tally.errors[f"a scene crashed: {self.app.failed_scene}"] += 1
                self.app.failed_scene = None
            self.tally.moves += max(0, len(scene.game.history) - before)
            if len(scene.game.history) != before:
                self.after_moves(scene, before)
            if scene.game.over and self.app.stack.top is not scene:
                self.finished(scene)
                self.new_game()
            now = time.monotonic()
            if now - last_report >= report:
                last_report = now
                gc.collect()
                self.tally.samples.append((now - started, rss_mb()))
                self.tally.blocks.append(sys.getallocatedblocks())
                print(f"  {now - started:6.0f} s: {self.tally.moves} moves, {self.tally.games} games "
                      f"({self.checked} autosaves checked), {frames} frames, "
                      f"{sum(self.tally.errors.values())} errors {dict(self.tally.errors)}, "
                      f"RSS {self.tally.samples[-1][1]:.1f} MB, {self.tally.blocks[-1]} Python blocks", flush=True)
            time.sleep(1 / 120)

    def after_moves(self, scene: PlayScene, before: int) -> None:
        """Moves were made this frame (from turn ``before`` on): what a kind of game checks."""

    def finished(self, scene: PlayScene) -> None:
        """The game is over and its results are up: the store must hold it whole."""
        self.tally.games += 1
        saves = self.app.ctx.saves
        recorder = scene.flow.recorder
        if saves is None or recorder is None or not saves.flush():
            self.tally.errors["no autosave"] += 1
            return
        stored = saves.finished(recorder.game_id)
        if stored.to_json() != scene.game.to_json():
            self.tally.errors["the autosave differs from the game"] += 1
        self.checked += 1

    def close(self) -> None:
        self.app.close()


async def phones_for(seconds: float, host: WindowHost, tally: Tally, seed: int) -> None:
    until = time.monotonic() + seconds
    rng = random.Random(seed)
    phones = [Phone(seat, device, host, tally, random.Random(rng.random()))  # type: ignore[arg-type]
              for seat in host.seats for device in (0, 1)]
    async with aiohttp.ClientSession() as session:
        await asyncio.gather(*(p.run(session, until) for p in phones))


def duplicate_soak(seconds: float, seed: int, tally: Tally) -> None:
    """The Duplicate soak (see ``phone_soak_duplicate.py``) and its figures."""
    from phone_soak_duplicate import ROUND_SECONDS, soak

    start_rss = rss_mb()
    print(f"Duplicate: eight phones, two a seat of four, against the window's Duplicate scene for {seconds:g} s, "
          f"rounds of {ROUND_SECONDS:g} s at most or without a clock (RSS at start {start_rss:.1f} MB)", flush=True)
    started = time.monotonic()
    host = soak(seconds, seed, tally)
    took = time.monotonic() - started
    print(f"rounds {tally.moves} ({tally.moves / took * 60:.1f} a minute) in {tally.games} finished games "
          f"({host.games_started} begun), {host.autosaves} autosaves read back and equal to the game")
    print(f"the table: {host.seat_moves} Menu card seat moves, {host.tv_rounds} turns of a phone seat at the TV, "
          f"{host.awaited_passed} passes and {host.awaited_to_tv} TV turns for a silent phone; "
          f"hints on the phones {dict(host.phone_hints)}, {host.tv_hints} at the TV")
    print_tally(tally, start_rss)


def teams_soak(seconds: float, seed: int, tally: Tally) -> None:
    """The Teams soak (see ``phone_soak_teams.py``) and its figures."""
    from phone_soak_teams import CLOCK_SECONDS, soak

    start_rss = rss_mb()
    print(f"Teams: eight phones, two a partner of two teams, against the window for {seconds:g} s, "
          f"a turn clock of {CLOCK_SECONDS} s (RSS at start {start_rss:.1f} MB)", flush=True)
    started = time.monotonic()
    host = soak(seconds, seed, tally)
    took = time.monotonic() - started
    print(f"moves {tally.moves} ({tally.moves / took:.1f}/s) in {tally.games} finished games, "
          f"{host.checked} autosaves read back and equal to the game, {host.censuses} tile censuses")
    print(f"the partners: {host.races} races refused ({dict(host.race_words)}), {host.timeouts} turns handed in "
          f"by the clock with tiles down (of {host.stalls} left for it; "
          f"{host.lost_turns} turns the clock ended as a pass), {host.both_played} times both pressed Play")
    print_tally(tally, start_rss)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=180.0)
    parser.add_argument("--minutes", type=float, help="the run's length in minutes (instead of --seconds)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, choices=(2, 3, 4), default=4)
    parser.add_argument("--duplicate", action="store_true", help="Duplicate rounds, four seats, two phones a seat")
    parser.add_argument("--teams", action="store_true", help="two teams of two, two phones a partner")
    args = parser.parse_args()
    if args.minutes is not None:
        args.seconds = args.minutes * 60
    tally = Tally()
    logging.basicConfig(level=logging.CRITICAL)  # refusals are expected here; errors are counted
    logging.getLogger("game.phone").addHandler(ErrorCount(tally))
    if args.duplicate:
        duplicate_soak(args.seconds, args.seed, tally)
        return
    if args.teams:
        teams_soak(args.seconds, args.seed, tally)
        return
    set_data_dir(Path(tempfile.mkdtemp(prefix="tile-party-soak-")))
    start_rss = rss_mb()
    host = WindowHost(args.seed, args.players, tally)
    host.new_game()  # the first game's links, before any phone looks for them
    print(f"{2 * args.players} phones, two a seat, against the window for {args.seconds:g} s "
          f"(RSS at start {start_rss:.1f} MB)", flush=True)
    started = time.monotonic()
    until = started + args.seconds
    # the phones start once the first game's links exist (they wait for the host's urls)
    phones = threading.Thread(target=lambda: asyncio.run(phones_for(args.seconds, host, tally, args.seed)),
                              daemon=True)
    phones.start()
    try:
        host.frames(until)
    finally:
        phones.join(15)
        host.close()
    took = time.monotonic() - started
    print(f"moves {tally.moves} ({tally.moves / took:.1f}/s) in {tally.games} finished games, "
          f"{host.checked} autosaves read back and equal to the game")
    print_tally(tally, start_rss)


if __name__ == "__main__":
    main()
