"""The New game page gives each seat its own handicap (docs/rules.md, "Handicaps"),
driven by keys as a player drives it: a seat's handicap page, the child mark and
the profile that remembers both, the Family preset, and a Kids game that keeps
every seat on its list.  Screenshots go to ``TILE_PARTY_SHOTS`` when it is set.
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import run_to_play

from game.rules.handicap import NO_HANDICAP, Handicap, family_handicap
from game.setup.new_game import MENU_PRESETS
from game.store import DATABASE_NAME, SeatProfile, open_store
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.menu_parts.pages import fits

KID = Handicap(word_list="kids", hints=3, clock=0, checked_as_played=True, head_start=25)
BOT = Handicap(word_list="kids")


@pytest.fixture
def data(seeded_data):
    return seeded_data


@pytest.fixture
def open_app(make_app: Callable[..., App]) -> Callable[..., App]:
    """conftest's windows, 800 x 600 in English unless told otherwise."""
    def open_window(size: tuple[int, int] = (800, 600), language: str = "en") -> App:
        return make_app(size=size, language=language)
    return open_window


def key(k: int, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)


def press(app: App, *keys: int) -> None:
    """Each key in its own frame, as a person types."""
    for k in keys:
        app.step([key(k)], 1 / 60)


def open_menu(app: App) -> MenuScene:
    """The main menu with the store read (saved games and profiles), then its New game page by Enter."""
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    app.jobs.wait_all()
    app.step([], 1 / 60)
    menu.main.select_widget(menu.new_button)
    press(app, pygame.K_RETURN)
    assert menu.main.get_current() is menu.new_game.new_menu
    return menu


def focus(menu: MenuScene, widget_id: str) -> None:
    page = menu.main.get_current()
    page.select_widget(page.get_widget(widget_id))


def choose(app: App, menu: MenuScene, widget_id: str, value: object) -> None:
    """Step a choice on the open page with the right arrow until it shows ``value``."""
    focus(menu, widget_id)
    widget = menu.main.get_current().get_widget(widget_id)
    for _ in range(len(widget.get_items())):
        if widget.get_value()[0][1] == value:
            return
        press(app, pygame.K_RIGHT)
    raise AssertionError(f"{widget_id} never showed {value!r}")


def type_name(app: App, menu: MenuScene, seat: int, name: str) -> None:
    focus(menu, f"name{seat}")
    field = menu.new_game.new_menu.get_widget(f"name{seat}")
    press(app, *[pygame.K_BACKSPACE] * len(field.get_value()))
    for ch in name:
        app.step([key(ord(ch.lower()), ch)], 1 / 60)
    assert field.get_value() == name


def open_handicap(app: App, menu: MenuScene, seat: int) -> None:
    focus(menu, f"handicap{seat}")
    press(app, pygame.K_RETURN)
    assert menu.main.get_current() is menu.new_game.handicap.page and menu.new_game.handicap.seat == seat


def shot(app: App, name: str) -> None:
    folder = os.environ.get("TILE_PARTY_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.surface, str(Path(folder) / f"{name}.png"))


def profile_rows(data: Path) -> dict[str, tuple[int, object]]:
    conn = sqlite3.connect(data / DATABASE_NAME)
    try:
        rows = conn.execute("SELECT name_key, child, handicap FROM profiles WHERE kind = 'human'").fetchall()
    finally:
        conn.close()
    return {key: (child, json.loads(handicap) if handicap else None) for key, child, handicap in rows}


def set_up_the_family_table(app: App, menu: MenuScene) -> None:
    """A parent on the full list with the game's 60 s clock, a child on the kid-safe list
    (3 hints, no clock, checked, head start 25), an Easy computer on the kid-safe list."""
    choose(app, menu, "seat_count", 3)
    type_name(app, menu, 0, "Mum")
    type_name(app, menu, 1, "Kid")
    choose(app, menu, "kind1", "human")
    type_name(app, menu, 2, "Bot")
    choose(app, menu, "kind2", "easy")
    focus(menu, "rules")
    press(app, pygame.K_RETURN)
    assert menu.main.get_current() is menu.new_game.rules_menu
    choose(app, menu, "rule_clock_seconds", 60)
    press(app, pygame.K_ESCAPE)
    open_handicap(app, menu, 1)
    choose(app, menu, "hc_word_list", "kids")
    choose(app, menu, "hc_hints", 3)
    choose(app, menu, "hc_clock", 0)
    choose(app, menu, "hc_checked_as_played", True)
    choose(app, menu, "hc_head_start", 25)
    choose(app, menu, "hc_child", True)
    shot(app, "handicap-page-kid")
    press(app, pygame.K_ESCAPE)
    assert menu.main.get_current() is menu.new_game.new_menu
    open_handicap(app, menu, 2)
    # a computer's page offers only its list and a head start
    ids = {w.get_id() for w in menu.new_game.handicap.page.get_widgets()}
    assert {"hc_word_list", "hc_head_start"} <= ids
    assert not ids & {"hc_hints", "hc_clock", "hc_checked_as_played", "hc_child"}
    choose(app, menu, "hc_word_list", "kids")
    press(app, pygame.K_ESCAPE)


def test_three_seats_with_their_handicaps_reach_the_game_and_are_remembered(open_app, data):
    app = open_app()
    try:
        menu = open_menu(app)
        set_up_the_family_table(app, menu)
        titles = [menu.new_game.new_menu.get_widget(f"handicap{i}").get_title() for i in range(3)]
        assert titles == ["Handicap: no handicap",
                          "Handicap (child): Kids list, 3 hints, no clock, words checked, +25 start",
                          "Handicap: Kids list"]
        focus(menu, "start")
        app.step([], 1 / 60)
        shot(app, "new-game-three-seats")
        focus(menu, "start")
        press(app, pygame.K_RETURN)
        game = run_to_play(app).game
        by_name = {p.name: k for k, p in enumerate(game.players)}
        assert game.rules.clock_seconds == 60
        assert game.handicap(by_name["Mum"]) == NO_HANDICAP
        assert game.handicap(by_name["Kid"]) == KID
        assert game.handicap(by_name["Bot"]) == BOT
        assert game.players[by_name["Kid"]].score == 25
        assert app.ctx.saves is not None and app.ctx.saves.flush()
        pygame.event.clear()
    finally:
        app.close()
    seats = json.loads((data / "settings.json").read_text(encoding="utf-8"))["seats"]
    assert seats[:3] == [{"name": "Mum", "kind": "human"},
                         {"name": "Kid", "kind": "human", "handicap": KID.to_dict()},
                         {"name": "Bot", "kind": "easy", "handicap": BOT.to_dict()}]
    assert profile_rows(data) == {"mum": (0, None), "kid": (1, KID.to_dict())}

    # a new window: the child's name typed in another seat brings the handicap and the mark back
    app = open_app()
    try:
        menu = open_menu(app)
        assert menu.setup.seats[1].handicap == KID and menu.setup.children == [False, True, False, False]
        type_name(app, menu, 0, "kid")
        assert menu.setup.seats[0].handicap == KID and menu.setup.children[0]
        assert menu.new_game.new_menu.get_widget("handicap0").get_title() == \
            "Handicap (child): Kids list, 3 hints, no clock, words checked, +25 start"
        type_name(app, menu, 0, "Kidd")  # not the child's name any more: neither is the handicap
        assert menu.setup.seats[0].handicap == NO_HANDICAP and not menu.setup.children[0]
        pygame.event.clear()
    finally:
        app.close()


def remember(data: Path, *profiles: SeatProfile) -> None:
    store, _notices = open_store(data)
    try:
        store.remember_seats(list(profiles))
    finally:
        store.close()


def test_family_fills_a_child_profiles_seat_and_leaving_it_keeps_only_what_players_chose(open_app, data):
    remember(data, SeatProfile("Kid", child=True))
    app = open_app()
    try:
        menu = open_menu(app)
        type_name(app, menu, 0, "Mum")
        type_name(app, menu, 1, "Kid")
        choose(app, menu, "kind1", "human")
        choose(app, menu, "preset", "Family")
        assert "Family" in MENU_PRESETS
        assert menu.setup.seats[1].handicap == family_handicap(True)
        assert menu.setup.seats[0].handicap == family_handicap(False)
        assert menu.new_game.new_menu.get_widget("handicap1").get_title() == \
            "Handicap (child): Kids list, unlimited hints, words checked"
        # the parent's own choice on her page: a head start
        open_handicap(app, menu, 0)
        choose(app, menu, "hc_head_start", 10)
        press(app, pygame.K_ESCAPE)
        choose(app, menu, "preset", "Classic")
        assert menu.setup.seats[1].handicap == NO_HANDICAP  # Family's default went with Family
        assert menu.setup.seats[0].handicap == Handicap(checked_as_played=True, head_start=10)
        choose(app, menu, "preset", "Family")
        focus(menu, "start")
        press(app, pygame.K_RETURN)
        game = run_to_play(app).game
        kid = [p.name for p in game.players].index("Kid")
        assert game.rules.name == "Family" and game.rules.clock_seconds == 0
        assert game.handicap(kid) == family_handicap(True)
        assert game.handicap(1 - kid) == Handicap(checked_as_played=True, head_start=10)
        pygame.event.clear()
    finally:
        app.close()


def test_a_kids_game_offers_no_other_list_and_never_starts_with_one(open_app, data):
    app = open_app()
    try:
        menu = open_menu(app)
        choose(app, menu, "kind1", "human")
        open_handicap(app, menu, 1)
        choose(app, menu, "hc_word_list", "enable")
        press(app, pygame.K_ESCAPE)
        choose(app, menu, "preset", "Kids")
        reason = "seat 2: this game keeps every seat on the kids word list"
        assert menu.new_game.message_label.get_title() == reason
        focus(menu, "start")
        press(app, pygame.K_RETURN)
        assert app.stack.top is menu and menu.main.get_current() is menu.new_game.new_menu
        open_handicap(app, menu, 1)
        row = menu.new_game.handicap.page.get_widget("hc_word_list")
        assert [value for _label, value in row.get_items()] == [None, "kids"]
        assert menu.new_game.handicap.page.get_widget("hc_word_list_refused").get_title() == reason
        choose(app, menu, "hc_word_list", "kids")
        press(app, pygame.K_ESCAPE)
        assert menu.setup.handicap_problem() is None and not menu.new_game.message_label.get_title()
        pygame.event.clear()
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK"])
@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_four_seats_with_handicaps_fit_the_page(open_app, data, language, size):
    remember(data, SeatProfile("Kid", True, KID))
    app = open_app(size, language)
    try:
        menu = open_menu(app)
        choose(app, menu, "seat_count", 4)
        for seat in range(4):
            choose(app, menu, f"kind{seat}", "human")
            type_name(app, menu, seat, "Kid")
        app.step([], 1 / 60)
        assert fits(menu.new_game.new_menu), "Start! is scrolled out of the New game page"
        assert menu.new_game.new_menu.get_widget("handicap3").is_visible()
        page = menu.new_game.new_menu.get_scrollarea().get_view_rect()
        for widget in menu.new_game.new_menu.get_widgets():
            if widget.is_visible() and widget.get_title().strip():
                assert page.contains(widget.get_rect(to_real_position=True)), widget.get_title()
        focus(menu, "start")  # out of the name field, whose typing dims the page
        app.step([], 1 / 60)
        shot(app, f"new-game-{language}-{size[0]}x{size[1]}")
        open_handicap(app, menu, 3)
        assert fits(menu.new_game.handicap.page)
        shot(app, f"handicap-{language}-{size[0]}x{size[1]}")
        pygame.event.clear()
    finally:
        app.close()



def test_back_from_a_seats_handicap_page_lands_on_that_seats_handicap_row(open_app, data):
    """A player on the couch with a pad or the keys opens Leo's handicap page and comes
    back: the focus is where they left it, on Leo's row, not on "Players" at the top."""
    app = open_app()
    menu = open_menu(app)
    choose(app, menu, "seat_count", 3)
    choose(app, menu, "kind2", "human")
    open_handicap(app, menu, 2)
    choose(app, menu, "hc_head_start", 25)
    press(app, pygame.K_ESCAPE)
    page = menu.main.get_current()
    assert page is menu.new_game.new_menu
    assert page.get_selected_widget().get_id() == "handicap2"
    press(app, pygame.K_RETURN)  # Enter opens the same seat's page again
    assert menu.main.get_current() is menu.new_game.handicap.page and menu.new_game.handicap.seat == 2


def test_back_from_the_rules_page_lands_on_change_rules(open_app, data):
    app = open_app()
    menu = open_menu(app)
    focus(menu, "rules")
    press(app, pygame.K_RETURN)
    assert menu.main.get_current() is menu.new_game.rules_menu
    press(app, pygame.K_ESCAPE)
    page = menu.main.get_current()
    assert page is menu.new_game.new_menu and page.get_selected_widget().get_id() == "rules"
