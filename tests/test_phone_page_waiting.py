"""The phone page says what the table waits for (README, "Phone racks"), in Chromium:
a game closed on the TV (Save and quit) is nobody's turn on the phone, and while the
TV's "Scan to join" card is up the phones say the table waits for its Start.

CI installs ``chromium`` and ``chromium-driver`` (.ci/run)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from selenium import webdriver

from game.lexicon import default_lexicon
from game.phone.network import lan_address
from game.phone.words import closing_game_closed
from game.rules.game import Game
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from tests.conftest import wait_until
from tests.phone_helpers import running_table
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import Window, as_phone, browser, disabled, rack_letters, shown, text

__all__ = ["browser"]  # the module's Chromium, shared with the other browser tests


def test_a_game_closed_on_the_tv_is_nobodys_turn_on_the_phone(browser: webdriver.Chrome) -> None:
    """Ana's turn, then Save and quit on the TV: under the "game closed" cover her phone's
    header says Paused, not "Ana, your turn", and nothing can be played."""
    game = set_up(["CATSXYZ", "DOGEQUI"], bag="LMNOPLMNOPDERAB", lexicon=Words("CAT"), names=["Ana", "Ben"])
    with running_table(game, host=lan_address()) as table:
        as_phone(browser)
        browser.get(table.server.url_for(0))
        wait_until(lambda: len(rack_letters(browser)) == 7, timeout=20, what="Ana's rack")
        wait_until(lambda: text(browser, "turn") == "Ana, your turn", timeout=10, what="Ana's turn")
    closed = closing_game_closed()
    wait_until(lambda: shown(browser, "cover") and text(browser, "cover-text") == closed, timeout=10,
               what="the phone saying the game closed")
    wait_until(lambda: text(browser, "turn") == "Paused", timeout=10, what="the header saying Paused")
    assert "mine" not in str(browser.find_element("id", "turn").get_attribute("class"))
    assert all(disabled(browser, button) for button in ("b-play", "b-pass", "b-swap"))


def test_the_phones_wait_for_the_table_to_start_while_the_join_card_is_up(
        browser: webdriver.Chrome, make_app: Callable[..., Any]) -> None:
    """Before Start (and on Continue, after a rematch: the same card) the TV shows "Scan to
    join"; Ana's phone says the table waits to start, not Paused; Start gives her the turn."""
    app = make_app(size=(800, 600))
    game = Game(["Ana", "Ben"], preset("House"), default_lexicon(), seed=8)
    scene = app.ctx.scenes.play(game, [SeatConfig("Ana", phone=True), SeatConfig("Ben")])
    app.stack.push(scene)
    window = Window(app, scene)
    try:
        assert scene.codes.showing
        as_phone(browser)
        browser.get(scene.phones.server.url_for(game.seat_of[0]))
        wait_until(lambda: len(rack_letters(browser)) == 7, timeout=20, what="Ana's rack")
        waiting = "Waiting for the table to start"
        wait_until(lambda: text(browser, "turn") == waiting, timeout=10, what="the phone waiting for Start")
        assert shown(browser, "banner") and text(browser, "banner") == waiting
        assert disabled(browser, "b-play") and disabled(browser, "b-pass")
        with window.lock:
            scene.codes.close()  # Start
        wait_until(lambda: text(browser, "turn") == "Ana, your turn", timeout=10, what="Ana's turn")
        assert not shown(browser, "banner")
    finally:
        window.close()
