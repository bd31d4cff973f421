"""The menu's pages are as tall as their rows: on a big screen New game with two players,
or a list of one saved game, has no empty band above and below its rows; New game grows
when rows are shown."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from test_ui_new_game_phones import choose, on_a_network, open_menu  # noqa: F401 (a fixture)

from game.ui.app import App
from game.ui.menu_look import HUG_MARGIN
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.menu_parts.pages import fits


@pytest.fixture
def data(seeded_data: Path) -> Path:
    return seeded_data


def rows_bottom(menu: MenuScene) -> int:
    return max(w.get_rect(to_real_position=True).bottom for w in menu.new_game.new_menu.get_widgets() if w.is_visible())



@pytest.fixture
def open_app(make_app: Callable[..., App]) -> Callable[..., App]:
    """conftest's windows, in English, at the size given."""
    return lambda size: make_app(size=size, language="en")

@pytest.mark.usefixtures("on_a_network")
def test_a_short_page_hugs_its_rows_and_grows_with_them(open_app, data: Path, shots: Path) -> None:
    app = open_app((1920, 1080))
    try:
        menu = open_menu(app)
        page = menu.new_game.new_menu
        window_h = app.surface.get_height()
        short = page.get_height()
        assert short < menu.new_game.new_page_height - 200, "two players leave most of a 1080-line screen free"
        x, y = page.get_position()
        assert abs((y + short / 2) - window_h / 2) <= 1  # still in the middle of the window
        assert fits(page) and page.get_height() - (rows_bottom(menu) - y) <= HUG_MARGIN + 8
        pygame.image.save(app.surface, str(shots / "new-game-hug-1920x1080.png"))
        choose(app, menu, "seat_count", 4)
        choose(app, menu, "phones", True)
        for _ in range(3):
            app.step([], 1 / 60)
        page = menu.new_game.new_menu
        grown = page.get_height()
        assert grown > short + 200  # four seats' rows and the phone rows
        assert fits(page), "Start! is scrolled out of the page"
        assert page.get_height() - (rows_bottom(menu) - page.get_position()[1]) <= HUG_MARGIN + 8
        choose(app, menu, "seat_count", 2)
        for _ in range(3):
            app.step([], 1 / 60)
        assert short < menu.new_game.new_menu.get_height() < grown  # and shrinks again (the phone rows stay)
        pygame.event.clear()
    finally:
        app.close()


@pytest.mark.usefixtures("on_a_network")
def test_a_full_page_stays_as_tall_as_the_window_allows(open_app, data: Path) -> None:
    app = open_app((800, 600))
    try:
        menu = open_menu(app)
        choose(app, menu, "seat_count", 4)
        for _ in range(3):
            app.step([], 1 / 60)
        assert menu.new_game.new_menu.get_height() <= menu.new_game.new_page_height
        assert fits(menu.new_game.new_menu)
        pygame.event.clear()
    finally:
        app.close()


def test_a_short_list_of_saved_games_hugs_its_rows(make_app, data: Path, shots: Path) -> None:
    from test_ui_persist import close, menu_when_read, window_after_one_play

    from game.lexicon import default_lexicon

    app, _game, _scene = window_after_one_play(make_app, default_lexicon(), 19)  # a 1024x700 window
    try:
        app.stack.replace(app.ctx.scenes.menu())
        menu = menu_when_read(app)
        menu.main._open(menu.saved_pages.list_menu)
        for _ in range(3):
            app.step([], 1 / 60)
        page = menu.saved_pages.list_menu
        assert page.get_height() < menu.saved_pages.most_height - 200
        x, y = page.get_position()
        assert abs((y + page.get_height() / 2) - app.surface.get_height() / 2) <= 1
        bottom = max(w.get_rect(to_real_position=True).bottom for w in page.get_widgets() if w.is_visible())
        assert page.get_height() - (bottom - y) <= HUG_MARGIN + 8
        pygame.image.save(app.surface, str(shots / "saved-games-hug-1024x700.png"))
    finally:
        close(app)
