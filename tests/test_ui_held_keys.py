"""Enter held on "Yes, end the game" does not skip the results.

A held key repeats (350 ms, then every 40 ms): the repeats of the Enter that ended
the game reached the results, whose Rematch has the focus, and the rematch's tile
draw came instead.  The answering keys held when the scene changes are not handed
to the new scene until they are let go.  Synthetic events do not move SDL's
keyboard state, so the held key is told through ``pygame.key.get_pressed``."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.rules.game import Game
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play.scene import PlayScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.tile_draw import TileDrawScene


class Held:
    """``pygame.key.get_pressed`` with the keys in ``down`` held."""

    def __init__(self) -> None:
        self.down: set[int] = set()

    def __call__(self) -> Held:
        return self

    def __getitem__(self, key: int) -> bool:
        return key in self.down


def key(k: int, up: bool = False) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP if up else pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_enter_held_on_yes_end_the_game_stops_at_the_results(make_app: Callable[..., App],
                                                             monkeypatch: pytest.MonkeyPatch) -> None:
    held = Held()
    monkeypatch.setattr(pygame.key, "get_pressed", held)
    app = make_app(size=(800, 600), language="en")
    game = Game(["Ana", "Ben"], seed=1)
    scene = PlayScene(app.ctx, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.replace(scene)
    app.step([], 1 / 60)
    scene.open_menu()
    app.step([], 1 / 60)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    labels = [b.label for b in pause.buttons]
    pause.bar.focus_on(labels.index("End the game"))
    app.step([key(pygame.K_RETURN), key(pygame.K_RETURN, up=True)], 1 / 60)
    assert pause.page == "end" and [b.label for b in pause.buttons][pause.bar.focus] == "Yes, end the game"
    held.down = {pygame.K_RETURN}  # this Enter is held down a while
    app.step([key(pygame.K_RETURN)], 1 / 60)
    results = app.stack.top
    assert isinstance(results, ResultsScene) and game.over
    for _ in range(3):  # its repeats
        app.step([key(pygame.K_RETURN)], 1 / 60)
    assert app.stack.top is results
    held.down = set()
    app.step([key(pygame.K_RETURN, up=True)], 1 / 60)
    assert app.stack.top is results
    app.step([key(pygame.K_RETURN), key(pygame.K_RETURN, up=True)], 1 / 60)  # a fresh Enter ends the
    assert app.stack.top is results  # winner's spotlight (big moments), never pressing a button
    app.step([key(pygame.K_RETURN)], 1 / 60)  # and the next presses Rematch
    assert isinstance(app.stack.top, TileDrawScene)
