"""New game with four people on phones at 800x600 shows Start! and Back without
scrolling, in English, Hong Kong Chinese and Portuguese: a seat's "tiles on" choice
sits at the right end of its name's row, and the page comes closer to the window's
edges in a low window.  When the page does scroll, its rows go under its title,
never behind it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.phone import network
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.menu_parts.pages import fits


@pytest.fixture
def on_a_network(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(network, "lan_address", lambda: "192.168.1.20")


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def choose(app: App, menu: MenuScene, widget_id: str, value: object) -> None:
    """Focus a row and step it with the right arrow until it shows ``value`` (a frame a key)."""
    for _ in range(8):
        page = menu.main.get_current()
        row = page.get_widget(widget_id)
        if row.get_value()[0][1] == value:
            return
        page.select_widget(row)
        app.step([key(pygame.K_RIGHT)], 1 / 60)
        app.step([], 1 / 60)
    raise AssertionError(f"{widget_id} never showed {value!r}")


def four_on_phones(make_app: Callable[..., App], language: str) -> tuple[App, MenuScene]:
    app = make_app(size=(800, 600), language=language)
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    assert app.jobs is not None
    app.jobs.wait_all()
    app.step([], 1 / 60)
    menu.main.select_widget(menu.new_button)
    app.step([key(pygame.K_RETURN)], 1 / 60)
    choose(app, menu, "seat_count", 4)
    for seat in range(4):
        choose(app, menu, f"kind{seat}", "human")
    choose(app, menu, "phones", True)
    app.step([], 1 / 60)
    return app, menu


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK", "pt"])
def test_four_seats_on_phones_fit_800_by_600(make_app: Callable[..., App], on_a_network: None, shots: Path,
                                             language: str) -> None:
    app, menu = four_on_phones(make_app, language)
    page = menu.main.get_current()
    assert page is menu.new_game.new_menu
    assert all(page.get_widget(f"phone{i}").is_visible() for i in range(4))
    assert fits(page), "Start! is scrolled out of the New game page"
    view = page.get_scrollarea().get_view_rect()
    for widget_id in ("start", "back"):
        assert view.contains(page.get_widget(widget_id).get_rect(to_real_position=True)), widget_id
    full = page.get_widget("seat_count").get_rect(to_real_position=True)
    for i in range(4):
        name = page.get_widget(f"name{i}").get_rect(to_real_position=True)
        phone = page.get_widget(f"phone{i}").get_rect(to_real_position=True)
        # on its name's row, at a full row's right end; the name's row keeps its left part
        assert (name.left, phone.right, phone.centery) == (full.left, full.right, name.centery)
        assert name.right < phone.left and phone.h <= name.h
    pygame.image.save(app.surface, str(shots / f"new-game-four-phones-{language}-800x600.png"))


def test_new_games_rows_scroll_under_its_title(make_app: Callable[..., App], on_a_network: None) -> None:
    app, menu = four_on_phones(make_app, "zh_Hant_HK")
    page = menu.main.get_current()
    title = page.get_menubar().get_rect(to_real_position=True)
    view = page.get_scrollarea().get_view_rect()
    assert view.top >= title.bottom
    # every row, as far as it is scrolled, shows inside that area, under the title
    page.select_widget(page.get_widget("back"))
    app.step([], 1 / 60)
    first = page.get_widget("seat_count").get_rect(to_real_position=True)
    assert first.h == 0 or first.top >= title.bottom


def test_a_click_on_a_seats_name_does_not_step_where_its_tiles_go(make_app: Callable[..., App],
                                                                  on_a_network: None) -> None:
    app, menu = four_on_phones(make_app, "en")
    page = menu.main.get_current()
    name = page.get_widget("name1").get_rect(to_real_position=True)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step([pygame.event.Event(kind, button=1, pos=(name.left + 60, name.centery), touch=False)], 1 / 60)
    assert menu.setup.seats[1].phone and page.get_selected_widget() is not page.get_widget("phone1")
    phone = page.get_widget("phone1")
    right = phone.get_rect(to_real_position=True)
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step([pygame.event.Event(kind, button=1, pos=(right.right - 8, right.centery), touch=False)], 1 / 60)
    assert not menu.setup.seats[1].phone and page.get_selected_widget() is phone
