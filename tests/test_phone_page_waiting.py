"""The phone page says what the table waits for (README, "Phone racks"), in Chromium:
a game closed on the TV (Save and quit) is nobody's turn on the phone.

CI installs ``chromium`` and ``chromium-driver`` (.ci/run)."""

from __future__ import annotations

from selenium import webdriver

from game.phone.network import lan_address
from game.phone.words import closing_game_closed
from tests.conftest import wait_until
from tests.phone_helpers import running_table
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import as_phone, browser, disabled, rack_letters, shown, text

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
