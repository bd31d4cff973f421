"""The front page's focus with nothing to continue: on its first button, New game.

Continue heads the page while the saved games are read; when there is none it is
hidden, and the focus must land on the first button shown (New game, drawn lit as
the page's gold button), so Enter opens New game, on the first launch as after
the last saved game is deleted."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.store import GameSummary
from game.ui.app import App
from game.ui.scenes.menu import MenuScene


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def menu_read(app: App) -> MenuScene:
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    assert app.jobs is not None
    app.jobs.wait_all()
    app.step([], 1 / 60)
    return menu


def test_with_no_saved_game_the_focus_is_on_new_game_and_enter_opens_it(make_app: Callable[..., App]) -> None:
    app = make_app(size=(800, 600), language="en")
    menu = menu_read(app)
    assert menu.saved.continue_id is None and not menu.continue_button.is_visible()
    assert not menu.saved_button.is_visible()
    assert menu.main.get_selected_widget() is menu.new_button
    app.step([key(pygame.K_RETURN)], 1 / 60)
    assert menu.main.get_current() is menu.new_game.new_menu
    assert app.stack.top is menu


def test_after_the_last_saved_game_is_forgotten_the_focus_is_on_new_game(make_app: Callable[..., App]) -> None:
    app = make_app(size=(800, 600), language="en")
    menu = menu_read(app)
    # as if the store had held one unfinished game, opened from the Saved games button
    # (which has the focus then), and forgotten on that page
    menu.saved.continue_id = "g1"
    menu.saved.saved_games = [GameSummary("g1", 0.0, 0.0, "Classic", ("Ana", "Ben"), ("human", "human"), (12, 7),
                                          False)]
    menu.saved.show()
    menu.main.select_widget(menu.saved_button)
    menu.saved.continue_id = None
    menu.saved.saved_games = []
    menu.saved.show()
    assert menu.main.get_selected_widget() is menu.new_button
    app.step([key(pygame.K_RETURN)], 1 / 60)
    assert menu.main.get_current() is menu.new_game.new_menu
