"""A blank placed on the phone while a new state arrives (Debian's Chromium, 390x844).

The blank's letter is chosen in a dialog.  If the rack is reordered meanwhile (a hint's
answer, a shuffle, the TV's move each send a new state), the page must take the blank
from where it is now: before, it took whichever tile had come to the blank's old place,
so the blank showed twice and that tile was lost until the next state."""

from __future__ import annotations

from selenium import webdriver
from selenium.webdriver.common.by import By

from game.phone.protocol import Intention
from tests.conftest import wait_until
from tests.test_phone_browser import again, browser, cell, cell_text, rack_letters, rack_tile  # noqa: F401
from tests.test_phone_page_feel import bens_phone


def test_a_blank_placed_while_the_rack_is_reordered_leaves_the_other_tiles_alone(
        browser: webdriver.Chrome) -> None:  # noqa: F811
    with bens_phone(browser) as table:
        assert sorted(rack_letters(browser)) == sorted("DOG?QUI")
        again(lambda: cell(browser, 8, 7).click())
        again(lambda: rack_tile(browser, "?").click())
        wait_until(lambda: browser.find_element(By.ID, "dialog").is_displayed(), timeout=10, what="the letters")
        # a new state while the dialog is open: the blank moves to the front of the rack
        with table.lock:
            table.server.send_all(table.handle(Intention(1, "rack", text="?DOGQUI")))
        wait_until(lambda: rack_letters(browser)[0] == "?", timeout=10, what="the rack reordered")
        letter = next(b for b in browser.find_elements(By.CSS_SELECTOR, "#letters button") if b.text == "E")
        again(lambda: letter.click())
        wait_until(lambda: cell_text(browser, 8, 7).startswith("E"), timeout=10, what="the blank as E")
        assert sorted(rack_letters(browser)) == sorted("DOGQUI")  # the blank left; nothing else did
