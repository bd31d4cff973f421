"""Clicks on the New game page, as a family makes them with the mouse.

While a name is being typed, a click on another name field moves the typing there
(pygame-menu selects a row by the pointer passing over it, and ignores that while a
field is being typed in).  A click on a choice's label gives it the focus and
changes nothing; a click on its value (between its arrows) steps it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.app import App
from game.ui.scenes.menu import MenuScene


def key(k: int, text: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=text, scancode=0)


def click(app: App, pos: tuple[int, int]) -> None:
    """A click where the pointer already is (no motion before it), down then up."""
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.step([pygame.event.Event(kind, button=1, pos=pos, touch=False)], 1 / 60)


def new_game_page(make_app: Callable[..., App]) -> tuple[App, MenuScene]:
    app = make_app(size=(800, 600), language="en")
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    assert app.jobs is not None
    app.jobs.wait_all()
    app.step([], 1 / 60)
    menu.main.select_widget(menu.new_button)
    app.step([key(pygame.K_RETURN)], 1 / 60)
    assert menu.main.get_current() is menu.new_game.new_menu
    return app, menu


def test_a_click_on_another_name_moves_the_typing_there(make_app: Callable[..., App]) -> None:
    app, menu = new_game_page(make_app)
    page = menu.main.get_current()
    first, second = page.get_widget("name0"), page.get_widget("name1")
    names = first.get_value(), second.get_value()
    page.select_widget(first)
    app.step([key(pygame.K_x, "x")], 1 / 60)
    assert first.get_value() == names[0] + "x" and first.active
    click(app, second.get_rect(to_real_position=True).move(-20, 0).midright)
    assert page.get_selected_widget() is second
    app.step([key(pygame.K_y, "y")], 1 / 60)
    assert (first.get_value(), second.get_value()) == (names[0] + "x", names[1] + "y")
    assert [seat.name for seat in menu.setup.seats[:2]] == [names[0] + "x", names[1] + "y"]


def test_a_click_on_a_choices_label_changes_nothing_and_one_on_its_value_steps_it(
        make_app: Callable[..., App]) -> None:
    app, menu = new_game_page(make_app)
    page = menu.main.get_current()
    players = page.get_widget("seat_count")
    before = players.get_value()[0][1], menu.setup.seat_count
    row = players.get_rect(to_real_position=True)
    click(app, (row.left + 10, row.centery))  # on "Players"
    assert page.get_selected_widget() is players
    assert (players.get_value()[0][1], menu.setup.seat_count) == before
    assert row.left + row.w * 2 // 5 < players.value_left()
    click(app, (row.left + row.w * 2 // 5, row.centery))  # between the label and the value: still the label's
    assert (players.get_value()[0][1], menu.setup.seat_count) == before
    right = (row.right - 8, row.centery)  # the value's right arrow
    assert right[0] >= players.value_left()
    click(app, right)
    players = menu.main.get_current().get_widget("seat_count")
    assert players.get_value()[0][1] == menu.setup.seat_count == before[0] + 1


def test_a_choice_on_two_lines_steps_from_its_value_line_only(make_app: Callable[..., App]) -> None:
    """Largest text at 800x600 in Portuguese: the Rules page's "Peças trocadas" and its value
    ("Comprar novas, depois devolver") are too wide for one row, so the value takes a line
    under the label, inside the page; a click on the label's line, even over the value's
    arrows, gives the row the focus and changes nothing, one on the value's line steps it."""
    app = make_app(size=(800, 600), language="pt")
    app.settings.text_size = "largest"
    app.apply_settings()
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    menu._open(menu.new_game.rules_menu)
    page = menu.new_game.rules_menu
    row = page.get_widget("rule_exchange_order")
    page.select_widget(row)
    app.step([], 1 / 60)
    face = row.get_rect(to_real_position=True)
    one_line = page.get_widget("rule_exchange_limit").get_rect(to_real_position=True)
    assert page.get_scrollarea().get_view_rect().contains(face)
    assert (face.left, face.right) == (one_line.left, one_line.right) and face.h > one_line.h * 3 // 2
    before = menu.setup.rules.exchange_order
    top, value_line = face.top + 8, row.value_line_top() + 4
    assert top < row.value_line_top() < face.bottom
    click(app, (face.right - 30, top))  # over the value's right arrow, on the label's line
    assert menu.setup.rules.exchange_order == before
    click(app, (face.right - 30, value_line))
    assert menu.setup.rules.exchange_order != before
