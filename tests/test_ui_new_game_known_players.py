"""A child's settings stick to the child on the New game page, driven by keys
(docs/rules.md, "Handicaps"): a known player's name brings their whole usual
handicap, a hand choice survives preset changes while Family's fill does not
reach a profile, the handicap follows the person (renamed seat, computer seat),
the known players are offered on a seat's page, and a computer may not take a
person's name.  Screenshots go to ``TILE_PARTY_SHOTS`` when it is set."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest
import test_ui_new_game_handicaps as ui
from conftest import run_to_play

from game.rules.handicap import NO_HANDICAP, Handicap, family_handicap
from game.store import SeatProfile
from game.ui.app import App

KID = ui.KID
#: Leo's row in a game with no clock of its own (Classic, Family): his "no clock" changes nothing there
KID_TITLE = "Handicap (child): Kids list, 3 hints, words checked, +25 start"


@pytest.fixture
def data(seeded_data):
    return seeded_data


@pytest.fixture
def open_app(make_app: Callable[..., App]) -> Callable[..., App]:
    def open_window(size: tuple[int, int] = (800, 600), language: str = "en") -> App:
        return make_app(size=size, language=language)
    return open_window


def test_leos_name_brings_his_head_start_back_in_family(open_app, data):
    ui.remember(data, SeatProfile("Leo", True, KID))
    app = open_app()
    try:
        menu = ui.open_menu(app)
        ui.choose(app, menu, "preset", "Family")
        ui.choose(app, menu, "kind1", "human")
        ui.type_name(app, menu, 1, "Leo")
        assert menu.setup.seats[1].handicap == KID and menu.setup.children[1]
        assert menu.new_game.new_menu.get_widget("handicap1").get_title() == KID_TITLE
        pygame.event.clear()
    finally:
        app.close()


def test_hand_choices_survive_the_presets_and_familys_fill_stays_out_of_the_profiles(open_app, data):
    ui.remember(data, SeatProfile("Leo", True, KID))
    app = open_app()
    try:
        menu = ui.open_menu(app)
        ui.choose(app, menu, "seat_count", 3)
        for seat, name in enumerate(("Mum", "Leo", "Grandpa")):
            ui.choose(app, menu, f"kind{seat}", "human")
            ui.type_name(app, menu, seat, name)
        ui.choose(app, menu, "preset", "Family")
        ui.open_handicap(app, menu, 2)
        ui.focus(menu, "hc_reset")  # Grandpa's own choice: "No handicap"
        ui.press(app, pygame.K_RETURN)
        ui.press(app, pygame.K_ESCAPE)
        for name in ("Upwords", "Family"):
            ui.choose(app, menu, "preset", name)
        assert [s.handicap for s in menu.setup.chosen_seats()] == [family_handicap(False), KID, NO_HANDICAP]
        assert menu.new_game.new_menu.get_widget("handicap2").get_title() == "Handicap: no handicap"
        ui.focus(menu, "start")
        ui.press(app, pygame.K_RETURN)
        game = run_to_play(app).game
        assert game.rules.name == "Family"
        assert app.ctx.saves is not None and app.ctx.saves.flush()
        pygame.event.clear()
    finally:
        app.close()
    # Mum's "words checked" was Family's: her profile keeps nothing, so a Classic game has none
    assert ui.profile_rows(data) == {"mum": (0, None), "leo": (1, KID.to_dict()),
                                     "grandpa": (0, NO_HANDICAP.to_dict())}


def test_the_handicap_follows_the_person_chosen_from_the_known_players(open_app, data, language="en"):
    ui.remember(data, SeatProfile("Leo", True, KID), SeatProfile("Grandpa", False, NO_HANDICAP))
    app = open_app()
    try:
        menu = ui.open_menu(app)
        ui.choose(app, menu, "kind1", "human")
        ui.type_name(app, menu, 1, "Sam")
        ui.open_handicap(app, menu, 1)
        known = menu.new_game.handicap.page.get_widget("hc_known")
        assert [label for label, *_rest in known.get_items()] == ["Sam", "Grandpa", "Leo (child)"]
        page = menu.new_game.handicap.page
        assert not page.get_widget("hc_usual").is_visible()  # Sam's profile brings nothing
        ui.choose(app, menu, "hc_known", "Grandpa")
        assert page.get_widget("hc_usual").get_title() == "Usual handicap: no handicap"
        ui.choose(app, menu, "hc_known", "Leo")
        assert page.get_widget("hc_usual").get_title() == "Usual handicap: Kids list, 3 hints, words checked, +25 start"
        assert menu.new_game.new_menu.get_widget("name1").get_value() == "Leo"
        assert menu.new_game.handicap.page.get_title() == "Handicap: Leo"
        assert menu.new_game.handicap.page.get_widget("hc_head_start").get_value()[0][1] == 25
        assert menu.new_game.handicap.page.get_widget("hc_child").get_value()[0][1] is True
        ui.shot(app, "known-players-en")
        ui.press(app, pygame.K_ESCAPE)
        assert menu.setup.seats[1].handicap == KID and menu.setup.children[1]
        assert menu.new_game.new_menu.get_widget("handicap1").get_title() == KID_TITLE
        ui.type_name(app, menu, 1, "Sam")  # Leo's list, head start and mark go with Leo
        assert menu.setup.seats[1].handicap == NO_HANDICAP and not menu.setup.children[1]
        ui.type_name(app, menu, 1, "Leo")
        ui.choose(app, menu, "kind1", "easy")  # a computer gets none of the person's handicap
        assert menu.setup.seats[1].handicap == NO_HANDICAP
        assert menu.new_game.new_menu.get_widget("handicap1").get_title() == "Handicap: no handicap"
        # ... nor the person's name: Start says why and stays
        ui.focus(menu, "start")
        ui.press(app, pygame.K_RETURN)
        reason = "Leo is a person's name: give the computer another"
        assert app.stack.top is menu and menu.new_game.message_label.get_title() == reason
        ui.shot(app, "computer-named-as-a-person-en")
        ui.type_name(app, menu, 1, "Dev")
        assert not menu.new_game.message_label.get_title()
        pygame.event.clear()
    finally:
        app.close()


def test_the_known_players_read_in_portuguese(open_app, data):
    ui.remember(data, SeatProfile("Leo", True, KID), SeatProfile("Avô", False, Handicap(hints=3)))
    app = open_app(language="pt")
    try:
        menu = ui.open_menu(app)
        ui.choose(app, menu, "kind1", "human")
        ui.type_name(app, menu, 1, "Leo")
        ui.open_handicap(app, menu, 1)
        known = menu.new_game.handicap.page.get_widget("hc_known")
        assert [label for label, *_rest in known.get_items()] == ["Avô", "Leo (criança)"]
        assert known.get_value()[0][1] == "Leo"
        page = menu.new_game.handicap.page
        assert page.get_widget("hc_usual").get_title() == \
            "Ajuste de costume: Para crianças, 3 dicas, palavras verificadas, +25 de largada"
        assert not page.get_widget("hc_usual1").is_visible()  # one line is room enough
        assert menu.new_game.handicap.page.get_widget("hc_known").get_title() == "Jogadores conhecidos"
        ui.shot(app, "known-players-pt")
        pygame.event.clear()
    finally:
        app.close()
