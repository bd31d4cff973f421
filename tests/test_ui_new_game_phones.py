"""The New game page's "Phone racks" (README, "Phone racks"), driven by keys as a player
drives it: the switch puts every person's seat on a phone, each can be set back to the TV,
a computer's seat is never offered it, and the choice reaches the tile draw and the
settings file; a computer with no network address says phones cannot reach it."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.phone import network
from game.settings import Settings
from game.setup.new_game import NewGameSetup
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.menu_parts.pages import fits

MEANING = "Each player's tiles on their own phone; scan the code on the TV."
NO_NETWORK = ("No network found: phones cannot reach this computer. "
              "Join it to the phones' Wi-Fi, or set the seats to the TV.")


@pytest.fixture
def data(seeded_data: Path) -> Path:
    """A data folder with the word lists compiled already: the tile draw need not wait for them."""
    return seeded_data


@pytest.fixture
def on_a_network(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(network, "lan_address", lambda: "192.168.1.20")


@pytest.fixture
def open_app(make_app: Callable[..., App]) -> Callable[..., App]:
    """conftest's windows, 800 x 600 in English unless told otherwise."""
    def open_window(size: tuple[int, int] = (800, 600), language: str = "en") -> App:
        return make_app(size=size, language=language)
    return open_window


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def press(app: App, *keys: int) -> None:
    for k in keys:
        app.step([key(k)], 1 / 60)


def open_menu(app: App) -> MenuScene:
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    app.jobs.wait_all()
    app.step([], 1 / 60)
    menu.main.select_widget(menu.new_button)
    press(app, pygame.K_RETURN)
    assert menu.main.get_current() is menu.new_game.new_menu
    return menu


def widget(menu: MenuScene, widget_id: str):
    return menu.main.get_current().get_widget(widget_id)


def choose(app: App, menu: MenuScene, widget_id: str, value: object) -> None:
    """Focus a row and step it with the right arrow until it shows ``value``; a frame
    follows each key, so a page built again to fit is the one read next."""
    page = menu.main.get_current()
    page.select_widget(page.get_widget(widget_id))
    for _ in range(len(page.get_widget(widget_id).get_items())):
        row = menu.main.get_current().get_widget(widget_id)
        if row.get_value()[0][1] == value:
            return
        press(app, pygame.K_RIGHT)
        app.step([], 1 / 60)
    raise AssertionError(f"{widget_id} never showed {value!r}")


def shown(menu: MenuScene, widget_id: str) -> bool:
    found = menu.new_game.new_menu.get_widget(widget_id)
    return found is not None and found.is_visible()


def notes(menu: MenuScene) -> str:
    return " ".join(menu.new_game.new_menu.get_widget(i).get_title() for i in ("phone_note", "phone_note1")
                    if menu.new_game.new_menu.get_widget(i).is_visible()).strip()


def test_the_switch_puts_each_person_on_a_phone_and_the_seats_reach_the_tile_draw(open_app, data, on_a_network, shots):
    app = open_app()
    try:
        menu = open_menu(app)
        choose(app, menu, "seat_count", 3)
        choose(app, menu, "kind1", "human")  # Ana and Ben are people, Cleo an Easy computer
        assert widget(menu, "phones").get_value()[0][1] is False
        assert not any(shown(menu, f"phone{i}") for i in range(4)) and notes(menu) == ""
        choose(app, menu, "phones", True)
        assert widget(menu, "phones").is_selected()  # still focused after the page was fitted again
        assert notes(menu) == MEANING
        assert [shown(menu, f"phone{i}") for i in range(4)] == [True, True, False, False]
        assert widget(menu, "phone0").get_value()[0] == ("their phone", True)
        assert [seat.phone for seat in menu.setup.seats[:3]] == [True, True, False]
        choose(app, menu, "phone1", False)  # Ben has no phone: his tiles stay on the TV
        assert widget(menu, "phone1").get_value()[0] == ("the TV", False)
        choose(app, menu, "kind2", "human")  # Cleo becomes a person: on a phone, as the switch says
        assert shown(menu, "phone2") and menu.setup.seats[2].phone
        choose(app, menu, "kind0", "easy")  # Ana becomes a computer: no phone row, no phone
        assert not shown(menu, "phone0") and not menu.setup.seats[0].phone
        choose(app, menu, "kind0", "human")
        assert shown(menu, "phone0") and menu.setup.seats[0].phone
        page = menu.main.get_current()
        page.select_widget(page.get_widget("start"))
        app.step([], 1 / 60)
        pygame.image.save(app.surface, str(shots / "new-game-phones-800x600.png"))
        press(app, pygame.K_RETURN)
        draw = app.stack.top
        assert draw is not menu and getattr(draw, "name", "") == "draw"
        assert [(seat.name, seat.kind, seat.phone) for seat in draw.seats] == [
            ("Ana", "human", True), ("Ben", "human", False), ("Cleo", "human", True)]
        pygame.event.clear()
    finally:
        app.close()
    seats = json.loads((data / "settings.json").read_text(encoding="utf-8"))["seats"]
    assert seats[:3] == [{"name": "Ana", "kind": "human", "phone": True},
                         {"name": "Ben", "kind": "human"},
                         {"name": "Cleo", "kind": "human", "phone": True}]

    # the next visit shows it again: the switch on, Ben on the TV
    app = open_app()
    try:
        menu = open_menu(app)
        assert widget(menu, "phones").get_value()[0][1] is True
        assert [widget(menu, f"phone{i}").get_value()[0][1] for i in range(3)] == [True, False, True]
        choose(app, menu, "phones", False)  # off: nobody is on a phone, no row asks
        assert not any(shown(menu, f"phone{i}") for i in range(4)) and notes(menu) == ""
        assert [seat.phone for seat in menu.setup.chosen_seats()] == [False, False, False]
        pygame.event.clear()
    finally:
        app.close()


def test_turning_the_switch_off_starts_a_game_with_every_rack_on_the_tv(open_app, data, on_a_network):
    app = open_app()
    try:
        menu = open_menu(app)
        choose(app, menu, "kind1", "human")
        choose(app, menu, "phones", True)
        choose(app, menu, "phones", False)
        page = menu.main.get_current()
        page.select_widget(page.get_widget("start"))
        press(app, pygame.K_RETURN)
        assert [seat.phone for seat in app.stack.top.seats] == [False, False]
        pygame.event.clear()
    finally:
        app.close()
    seats = json.loads((data / "settings.json").read_text(encoding="utf-8"))["seats"]
    assert all("phone" not in seat for seat in seats)


def test_without_a_network_the_switch_works_and_says_phones_cannot_reach_this_computer(open_app, data, monkeypatch, shots):
    monkeypatch.setattr(network, "lan_address", lambda: network.LOOPBACK)
    app = open_app()
    try:
        menu = open_menu(app)
        choose(app, menu, "phones", True)
        assert notes(menu) == NO_NETWORK
        assert menu.new_game.new_menu.get_widget("phone_note").get_font_info()["color"][:3] == app.ctx.theme.palette.bad[:3]
        assert menu.setup.chosen_seats()[0].phone
        pygame.image.save(app.surface, str(shots / "new-game-phones-no-network.png"))
        pygame.event.clear()
    finally:
        app.close()


@pytest.mark.parametrize(("language", "size"), [("en", (1600, 1000)), ("zh_Hant_HK", (1600, 1000)),
                                                ("pt", (800, 600))])
def test_four_people_on_phones_at_a_big_window_fit_the_page(open_app, data, on_a_network, shots, language, size):
    app = open_app(size, language)
    try:
        menu = open_menu(app)
        choose(app, menu, "seat_count", 4)
        for seat in range(4):
            choose(app, menu, f"kind{seat}", "human")
        choose(app, menu, "phones", True)
        assert all(shown(menu, f"phone{i}") for i in range(4))
        page = menu.main.get_current()
        page.select_widget(page.get_widget("phone3"))
        app.step([], 1 / 60)
        pygame.image.save(app.surface, str(shots / f"new-game-phones-{language}-{size[0]}x{size[1]}.png"))
        view = menu.new_game.new_menu.get_scrollarea().get_view_rect()
        for row in menu.new_game.new_menu.get_widgets():
            if row.is_visible() and row.get_title().strip() and row.get_rect(to_real_position=True).bottom <= view.bottom:
                assert view.contains(row.get_rect(to_real_position=True)), row.get_title()
        if size == (1600, 1000):
            assert fits(menu.new_game.new_menu), "Start! is scrolled out of the New game page"
        pygame.event.clear()
    finally:
        app.close()


def test_settings_keep_a_seat_phone_only_when_true_and_forget_just_a_bad_value(data):
    settings = Settings(seat_count=3, seats=[SeatConfig("Ana", phone=True), SeatConfig("Ben"),
                                             SeatConfig("Cleo", "easy"), SeatConfig("Dev")])
    written = settings.to_dict()["seats"]
    assert written[:2] == [{"name": "Ana", "kind": "human", "phone": True}, {"name": "Ben", "kind": "human"}]
    back, damaged = Settings.read(json.loads(json.dumps(settings.to_dict())))
    assert [seat.phone for seat in back.seats] == [True, False, False, False] and damaged == []
    setup = NewGameSetup.from_settings(back)
    assert setup.phones and [seat.phone for seat in setup.chosen_seats()] == [True, False, False]

    raw = settings.to_dict()
    raw["seats"][0]["phone"] = "yes"
    raw["seats"][1]["phone"] = True
    raw["seats"][2]["phone"] = True  # a computer's seat is never on a phone
    back, damaged = Settings.read(raw)
    assert [(seat.name, seat.kind, seat.phone) for seat in back.seats[:3]] == [
        ("Ana", "human", False), ("Ben", "human", True), ("Cleo", "easy", False)]
    assert damaged == ["seats"]


def test_a_damaged_phone_in_settings_json_opens_the_page_with_that_seat_on_the_tv(open_app, data, on_a_network):
    raw = Settings(seats=[SeatConfig("Ana"), SeatConfig("Ben")] + [SeatConfig("Cleo"), SeatConfig("Dev")]).to_dict()
    raw["seats"][0]["phone"] = 1
    raw["seats"][1]["phone"] = True
    Path(data / "settings.json").write_text(json.dumps(raw), encoding="utf-8")
    app = open_app()
    try:
        menu = open_menu(app)
        assert widget(menu, "phones").get_value()[0][1] is True
        assert [seat.phone for seat in menu.setup.chosen_seats()] == [False, True]
        assert widget(menu, "phone0").get_value()[0][1] is False
        pygame.event.clear()
    finally:
        app.close()
