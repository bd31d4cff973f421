"""Frame times during the big moments (game/ui/play/moments.py, the results' spotlight).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python bench/moments_bench.py \
        [--sizes 1280x800,1920x1080] [--runs 5] [--shots DIR]

Each moment is played in a small game set up by hand (the racks and the bag
chosen, a word list of the words played), headless, and every frame from the
press that starts it until it is over is timed: the scene's update, its draw
and the display flip, at a fixed 1/60 s step so every run draws the same
frames.  The moments:

- ``bingo``: Ana plays RETAINS across the star, all seven tiles (64 points):
  the wave, the dimmed board, the banner, the confetti, the bonus flying;
- ``wave``: Ana plays QUIZ across the star (44 points): the wave alone;
- ``verdict``: Ana plays the phony QZ, Ben challenges: the beat of suspense,
  then the verdict's banner and the tiles flying home;
- ``spotlight``: the results of the bingo's game: the winner's card over the
  dimmed table, then the figures counting up under the confetti (4 s).

It prints p50, p99 and the slowest frame of each moment at each size (all
runs together) and the count of frames over 16.7 ms.  ``--shots DIR`` saves
a burst of screenshots of each moment's first run (about 67 ms apart).
The machine's other work shows in the figures: compare runs made side by side.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import pstats
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.paths import set_data_dir  # noqa: E402
from game.rules.bag import Bag  # noqa: E402
from game.rules.game import Game  # noqa: E402
from game.rules.ruleset import ChallengeMode, RuleSet  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.setup.seats import SeatConfig  # noqa: E402
from game.ui.audio import Audio  # noqa: E402
from game.ui.context import AppContext  # noqa: E402
from game.ui.directory import install  # noqa: E402
from game.ui.play.scene import PlayScene, Stage  # noqa: E402
from game.ui.scene import Scene, SceneStack  # noqa: E402
from game.ui.theme import Theme  # noqa: E402

SMOOTH_MS = 1000 / 60
STEP = 1 / 60
SHOT_EVERY = 4  # frames between screenshots of a burst
SHOTS_PER_BURST = 40


class Words:
    """A word list that knows only ``words``."""

    def __init__(self, *words: str) -> None:
        self.words = set(words)

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


class Table:
    """A play scene of a game set up by hand, driven frame by frame as the app does."""

    def __init__(self, size: tuple[int, int], racks: list[str], bag: str, words: Words,
                 challenge: ChallengeMode = ChallengeMode.VOID) -> None:
        self.screen = pygame.display.set_mode(size)
        self.stack = SceneStack(size)
        self.ctx = install(AppContext(stack=self.stack, theme=Theme(), settings=Settings(), audio=Audio()))
        rules = RuleSet(name="Bench", challenge=challenge)
        self.game = Game(["Ana", "Ben"], rules=rules, lexicon=words, seed=1, deal=False)
        for player, rack in zip(self.game.players, racks):
            player.rack = list(rack)
        self.game.bag = Bag(self.game.rng, list(bag), shuffle=False)
        self.scene = PlayScene(self.ctx, self.game, [SeatConfig("Ana"), SeatConfig("Ben")])
        self.stack.push(self.scene)
        self.times: list[float] = []  # wall-clock milliseconds of each timed frame
        self.cpu: list[float] = []  # and the CPU time the frame loop's thread spent on it
        self.frame()

    def frame(self, events: tuple[pygame.event.Event, ...] = (), timed: bool = False) -> None:
        started, cpu = time.perf_counter(), time.thread_time()
        top = self.stack.top
        for event in events:
            if top is not None:
                top.handle_event(event)
        if self.stack.top is not None:
            self.stack.top.update(STEP)
        for scene in self.stack.visible():
            scene.draw(self.screen)
        pygame.display.flip()
        if timed:
            self.times.append((time.perf_counter() - started) * 1000)
            self.cpu.append((time.thread_time() - cpu) * 1000)

    def click(self, pos: tuple[int, int], timed: bool = False) -> None:
        self.frame((pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)), timed)

    def reveal(self) -> None:
        self.frame()
        self.click(self.modal("reveal"))

    def modal(self, action: str) -> tuple[int, int]:
        for button in self.scene.modal_buttons():
            if button.action == action:
                return button.rect.center
        raise SystemExit(f"no {action} button on screen")

    def place(self, word: str, row: int, col: int) -> None:
        """``word`` across from (row, col), each tile dragged from the rack."""
        for k, letter in enumerate(word):
            model = self.scene.model
            assert model is not None
            slot = model.rack_tiles.index(letter)
            start = self.scene.layout.rack_slot(slot, len(model.order)).center
            end = self.scene.board_view.square_rect(row, col + k).center
            self.frame((pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start),))
            self.frame((pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),))
            self.frame((pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end),))

    def play(self) -> None:
        """Press Play: the first frame of the moment, timed."""
        self.click(self.scene.buttons["play"].rect.center, timed=True)

    def run_until(self, done: Callable[[], bool], shots: Path | None, name: str, limit: int = 600) -> None:
        """Timed frames until ``done`` (a burst of screenshots on the way to ``shots``)."""
        for k in range(limit):
            if done():
                return
            self.frame(timed=True)
            if shots is not None and k % SHOT_EVERY == 0 and k // SHOT_EVERY < SHOTS_PER_BURST:
                pygame.image.save(self.screen, str(shots / f"{name}-{k // SHOT_EVERY:02d}.png"))
        raise SystemExit(f"{name}: still running after {limit} frames")

    def moment_over(self) -> bool:
        return not self.scene.moments.now and self.scene.stage is not Stage.ANIMATING


def bingo(size: tuple[int, int], shots: Path | None) -> Table:
    table = Table(size, ["RETAINS", "CAT"], "EEEEEEE", Words("RETAINS"))
    table.reveal()
    table.place("RETAINS", 7, 4)
    table.play()
    table.run_until(table.moment_over, shots, "bingo")
    return table


def wave(size: tuple[int, int], shots: Path | None) -> Table:
    table = Table(size, ["QUIZ", "CAT"], "EEEE", Words("QUIZ"))
    table.reveal()
    table.place("QUIZ", 7, 4)
    table.play()
    table.run_until(table.moment_over, shots, "wave")
    return table


def verdict(size: tuple[int, int], shots: Path | None) -> Table:
    table = Table(size, ["QZ", "CAT"], "EEEE", Words("CAT"), ChallengeMode.SINGLE)
    table.reveal()
    table.place("QZ", 7, 7)
    table.click(table.scene.buttons["play"].rect.center)
    for _ in range(600):
        if table.scene.stage is Stage.CHALLENGE:
            break
        table.frame()
    table.click(table.modal("challenge:1"), timed=True)
    table.run_until(lambda: table.scene.stage is not Stage.ANIMATING, shots, "verdict")
    return table


def spotlight(size: tuple[int, int], shots: Path | None) -> Table:
    table = bingo(size, None)
    table.times, table.cpu = [], []
    results: Scene = table.ctx.scenes.results(table.game, [SeatConfig("Ana"), SeatConfig("Ben")])
    table.stack.replace(results)
    frames = iter(range(240))  # the spotlight (2.2 s), then the figures counting up
    table.run_until(lambda: next(frames, None) is None, shots, "spotlight")
    return table


MOMENTS: dict[str, Callable[[tuple[int, int], Path | None], Table]] = {
    "bingo": bingo, "wave": wave, "verdict": verdict, "spotlight": spotlight,
}


def figures(times: list[float]) -> str:
    ordered = sorted(times)
    pct = lambda p: ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]  # noqa: E731
    over = sum(t > SMOOTH_MS for t in ordered)
    return (f"frames {len(ordered):4d}  p50 {pct(50):6.2f}  p99 {pct(99):6.2f}  max {ordered[-1]:6.2f} ms  "
            f"over 16.7 ms: {over}")


def slowest(runs: list[list[float]], worst: int) -> str:
    """The ``worst`` slowest frames as "frame k of run r: ms" (frame 0 is the press)."""
    frames = sorted(((ms, k, r) for r, times in enumerate(runs) for k, ms in enumerate(times)), reverse=True)
    return "    slowest: " + ", ".join(f"#{k} (run {r}) {ms:.1f}" for ms, k, r in frames[:worst])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1280x800,1920x1080")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--moments", default=",".join(MOMENTS))
    parser.add_argument("--shots", type=Path, default=None, help="save a burst of screenshots of each moment here")
    parser.add_argument("--worst", type=int, default=0, metavar="N", help="list the N slowest frames of each moment")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="print the N functions that took the most time of their own, per moment")
    args = parser.parse_args()
    pygame.init()
    with tempfile.TemporaryDirectory() as data:
        set_data_dir(data)
        for size_text in args.sizes.split(","):
            size = (int(size_text.split("x")[0]), int(size_text.split("x")[1]))
            for name in args.moments.split(","):
                runs: list[list[float]] = []
                cpu: list[list[float]] = []
                profile = cProfile.Profile() if args.profile else None
                if profile is not None:
                    profile.enable()
                for run in range(args.runs):
                    shots = None
                    if args.shots is not None and run == 0:
                        shots = args.shots / size_text
                        shots.mkdir(parents=True, exist_ok=True)
                    table = MOMENTS[name](size, shots)
                    runs.append(table.times)
                    cpu.append(table.cpu)
                print(f"{size_text:>9} {name:<9} wall {figures([ms for times in runs for ms in times])}", flush=True)
                print(f"{'':>9} {'':<9} CPU  {figures([ms for times in cpu for ms in times])}", flush=True)
                if args.worst:
                    print(slowest(runs, args.worst), flush=True)
                    print(slowest(cpu, args.worst).replace("slowest:", "slowest (CPU):"), flush=True)
                if profile is not None:
                    profile.disable()
                    pstats.Stats(profile).sort_stats("tottime").print_stats(args.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
