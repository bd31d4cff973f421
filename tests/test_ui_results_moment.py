"""The results as a moment (game/ui/scenes/results_parts/spotlight.py): the winner's card
in their colour before the figures, skippable by a key or a click; confetti with depth."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import drawn, wait_until

from game.rules.bag import Bag
from game.rules.game import Game
from game.rules.ruleset import RuleSet
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.results_parts.spotlight import SPOTLIGHT
from game.ui.widgets import Confetti

SHOTS = Path()


@pytest.fixture(autouse=True)
def _shots_folder(shots_here: Path) -> Path:
    global SHOTS
    SHOTS = shots_here
    return shots_here


class Words:
    def contains(self, word: str) -> bool:
        return word.upper() in {"ABCDEFG"}


def finished_game() -> Game:
    """Ana's bingo ABCDEFG, then the game is ended: Ana wins."""
    game = Game(["Ana", "Ben"], RuleSet(name="Classic"), Words(), seed=1, deal=False)
    for player, rack in zip(game.players, ["ABCDEFG", "QZXJKVW"]):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list("EEEEAAAATTTT"), shuffle=False)
    game.play_text("8D ABCDEFG")
    game.end_now()
    return game


def results(app: App) -> ResultsScene:
    scene = ResultsScene(app.ctx, finished_game(), [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(scene)
    app.step([], 1 / 60)
    return scene


def test_the_winner_holds_the_screen_before_the_figures(make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    scene = results(app)
    assert scene.spotlight.running and scene.spotlight.seconds == SPOTLIGHT
    for k in range(8):  # a burst, 67 ms apart
        pygame.image.save(app.surface, str(SHOTS / f"40-results-{k}.png"))
        for _frame in range(4):
            app.step([], 1 / 60)
    assert scene.spotlight.running and scene.count_up.value == 0  # the figures wait
    wait_until(lambda: not scene.spotlight.running, step=lambda: app.step([], 1 / 60), what="the spotlight")
    wait_until(lambda: scene.count_up.done, step=lambda: app.step([], 1 / 60), what="the scores counted up")
    pygame.image.save(app.surface, str(SHOTS / "41-results-after.png"))


@pytest.mark.parametrize("press", ["key", "click"])
def test_a_key_or_a_click_ends_the_spotlight(make_app: Callable[..., App], press: str) -> None:
    app = make_app(size=(1280, 800))
    scene = results(app)
    event = (pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)
             if press == "key" else pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(5, 5)))
    app.step([event], 1 / 60)
    assert not scene.spotlight.running
    wait_until(lambda: scene.count_up.done, step=lambda: app.step([], 1 / 60), what="the scores counted up")
    assert app.stack.top is scene and scene.game.over and [p.score for p in scene.game.players] == [
        p.score for p in finished_game().players]


def test_confetti_falls_at_different_speeds_by_depth() -> None:
    confetti = Confetti(random.Random(3))
    confetti.burst(60)
    for _frame in range(120):
        confetti.update(1 / 30)
    speeds = sorted((b.size, b.vy) for b in confetti.bits)
    near, far = speeds[-1], speeds[0]
    assert near[1] == pytest.approx(0.1 + 0.14 * near[0]) and far[1] == pytest.approx(0.1 + 0.14 * far[0])
    assert near[1] > far[1] + 0.05


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_four_way_tie_keeps_every_card_on_screen(make_app: Callable[..., App], size: tuple[int, int]) -> None:
    names = ["Anabela", "Benedita", "Catarina", "Damiana"]
    game = Game(names, RuleSet(name="Classic"), Words(), seed=1, deal=False)
    game.end_now()  # nobody has played: all four share the win
    app = make_app(size=size)
    scene = ResultsScene(app.ctx, game, [SeatConfig(name) for name in names])
    app.stack.push(scene)
    for _frame in range(60):  # the cards have risen into place
        app.step([], 1 / 60)
    assert scene.spotlight.running
    shown = {t.text: t.rect for t in drawn(app)}
    pygame.image.save(app.surface, str(SHOTS / f"42-results-tie-{size[0]}.png"))
    screen = app.surface.get_rect()
    assert all(screen.contains(shown[name]) for name in names), {name: shown.get(name) for name in names}
    rects = sorted(shown[name] for name in names)
    assert all(left.right < right.left for left, right in zip(rects, rects[1:]))  # side by side, apart
