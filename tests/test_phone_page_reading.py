"""The phone page for small hands and older eyes (README, "Phone racks"), measured in
Debian's Chromium at a small phone's 360x640 and a common 390x844, in four languages
(the page's words come from the game):

- every control and rack tile at least 44x44 CSS px;
- while placing, the board close enough that a square is at least 32 CSS px;
- text at least 16 px (premium words on the board and a tile's points at least 11 px);
- every text at least 4.5:1 contrast against what is behind it (3:1 for a disabled
  control or large text), no text faded by opacity;
- the page follows the phone's own text size: with a larger default font the text
  grows and nothing is cut off.

The measures are ``tests/phone_reading.py``'s, shared with Duplicate's page
(``test_phone_page_reading_duplicate.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By

from game.phone import protocol
from game.phone.network import lan_address
from game.rules.ruleset import RuleSet, preset
from tests.conftest import wait_until
from tests.phone_helpers import running_table
from tests.phone_reading import assert_readable, font_px, language, phone_text_size  # noqa: F401
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import again, browser, cell, cell_width, rack_tile, text  # noqa: F401
from tests.test_phone_page_layout import ben_to_play, box, inside, window


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK", "zh_Hans", "pt"], indirect=True)
@pytest.mark.parametrize("size", [(360, 640), (390, 844)], ids=["360x640", "390x844"])
def test_every_control_and_text_is_big_enough_and_readable(
        browser: webdriver.Chrome, shots: Path, language: str, size: tuple[int, int]) -> None:  # noqa: F811
    width, height = size
    with ben_to_play(browser, width, height) as table:
        # his turn, nothing placed: Recall and Play disabled, Hint and Challenge offered
        assert browser.find_element(By.ID, "b-play").get_attribute("disabled") is not None
        assert_readable(browser)
        assert font_px(browser, "#b-play") >= 16 and font_px(browser, "#last") >= 16
        browser.save_screenshot(str(shots / f"phone-reading-{language}-{width}x{height}.png"))

        # placing: a tap on a square brings the board close, squares large enough for a finger
        whole = cell_width(browser)
        again(lambda: cell(browser, 8, 8).click())
        wait_until(lambda: cell_width(browser) >= 32, timeout=10, what="the board brought close")
        again(lambda: rack_tile(browser, "O").click())
        wait_until(lambda: "O" in text(browser, "board"), timeout=10, what="O on the board")
        wait_until(lambda: text(browser, "preview") != "", timeout=10, what="the play's score")
        assert cell_width(browser) >= 32 > whole or whole >= 32
        placed = browser.find_element(By.CSS_SELECTOR, '.cell[data-row="8"][data-col="8"] .tile')
        assert float(placed.value_of_css_property("font-size").removesuffix("px")) >= 16
        assert float(browser.find_element(By.CSS_SELECTOR, '.cell[data-row="8"][data-col="8"] .tile .v')
                     .value_of_css_property("font-size").removesuffix("px")) >= 11
        # a premium square's word shown, at 11 px and more
        labels = browser.execute_script(
            "return Array.from(document.querySelectorAll('#board .cell.tw, #board .cell.dl'),"
            " c => parseFloat(getComputedStyle(c).fontSize))")
        assert labels and min(labels) >= 11
        assert_readable(browser, board_text=16)
        browser.save_screenshot(str(shots / f"phone-placing-{language}-{width}x{height}.png"))

        # the page's settings and the blank's letters
        again(lambda: browser.find_element(By.ID, "b-settings").click())
        wait_until(lambda: browser.find_element(By.ID, "settings").is_displayed(), timeout=5, what="the settings")
        assert_readable(browser, board_text=16)
        browser.save_screenshot(str(shots / f"phone-settings-{language}-{width}x{height}.png"))
        again(lambda: browser.find_element(By.ID, "settings-close").click())
        again(lambda: cell(browser, 9, 8).click())
        again(lambda: rack_tile(browser, "?").click())
        wait_until(lambda: browser.find_element(By.ID, "dialog").is_displayed(), timeout=10, what="the letters")
        assert_readable(browser, board_text=16)
        again(lambda: browser.find_element(By.ID, "dialog-cancel").click())
        # a hint's message over the scores, then the swap's own row of buttons
        table.server.send(1, protocol.hint("A word fits at H9", 2, [(8, 7)]))
        wait_until(lambda: browser.find_element(By.ID, "toast").is_displayed(), timeout=10, what="the hint")
        assert_readable(browser, board_text=16)
        again(lambda: browser.find_element(By.ID, "b-recall").click())
        again(lambda: browser.find_element(By.ID, "b-swap").click())
        wait_until(lambda: browser.find_element(By.ID, "swapbar").is_displayed(), timeout=5, what="the swap row")
        again(lambda: rack_tile(browser, "Q").click())
        assert_readable(browser, board_text=16)
        browser.save_screenshot(str(shots / f"phone-swap-{language}-{width}x{height}.png"))


@pytest.mark.parametrize("size, font", [((360, 640), 20), ((390, 844), 20), ((360, 640), 24)],
                         ids=["360x640-125%", "390x844-125%", "360x640-150%"])
def test_the_page_follows_the_phones_text_size(
        browser: webdriver.Chrome, shots: Path, size: tuple[int, int], font: int) -> None:  # noqa: F811
    """Chromium's default font set to 20 px (a phone's text made 125 %) or 24 px (150 %):
    the page's text grows with it and nothing is cut off. At 125 % everything is on one
    screen; at 150 % on a small phone the page scrolls down to its last buttons."""
    width, height = size
    scale = font / 16
    with ben_to_play(browser, width, height):
        normal = {s: font_px(browser, s) for s in ("#b-play", "#turn", "#last", "#rack .tile", ".player .name")}
        assert normal["#b-play"] == 16
        with phone_text_size(browser, font):
            browser.refresh()
            wait_until(lambda: len(browser.find_elements(By.CSS_SELECTOR, "#rack .tile")) == 7, timeout=20,
                       what="the rack again")
            wait_until(lambda: browser.find_element(By.ID, "b-challenge").get_attribute("hidden") is None,
                       timeout=10, what="the Challenge button")
            assert browser.execute_script("return getComputedStyle(document.documentElement).fontSize") == f"{font}px"
            for selector, was in normal.items():
                assert font_px(browser, selector) == pytest.approx(was * scale), selector
            scrolls = font > 20
            assert_readable(browser, scrolls=scrolls)
            if not scrolls:
                screen = window(browser)
                for element_id in ("rack", "buttons", "b-play", "viewport", "under", "top", "status"):
                    assert inside(box(browser, f"#{element_id}"), screen), f"#{element_id} is off the screen"
            percent = round(scale * 100)
            browser.save_screenshot(str(shots / f"phone-text-{percent}-{width}x{height}.png"))
            # placing with larger text: larger squares still
            again(lambda: cell(browser, 8, 8).click())
            wait_until(lambda: cell_width(browser) >= 2.25 * font - 1, timeout=10, what="the board brought close")
            again(lambda: rack_tile(browser, "O").click())
            wait_until(lambda: text(browser, "preview") != "", timeout=10, what="the play's score")
            assert_readable(browser, board_text=font, scrolls=scrolls)
            browser.execute_script("document.getElementById('b-play').scrollIntoView()")
            browser.save_screenshot(str(shots / f"phone-text-{percent}-placing-{width}x{height}.png"))


def test_an_upwords_board_shows_its_stacks_readably(browser: webdriver.Chrome, shots: Path) -> None:  # noqa: F811
    """Upwords at 360x640 (a board of 10x10, no premiums, stacks): readable on the whole
    board, and brought close while placing, a stack's height at 11 px and more."""
    game = set_up(["CATSXYQ", "DOGSEUI"], bag="LMNOP", lexicon=Words("CAT", "COT"), rules=preset("Upwords"),
                  names=["Ana", "Ben"])
    game.play_text("5E CAT")
    with running_table(game, host=lan_address()) as table:
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                {"width": 360, "height": 640, "deviceScaleFactor": 1, "mobile": True})
        browser.get(table.server.url_for(1))
        wait_until(lambda: len(browser.find_elements(By.CSS_SELECTOR, "#rack .tile")) == 7, timeout=20,
                   what="Ben's rack")
        assert_readable(browser)
        browser.save_screenshot(str(shots / "phone-upwords-360x640.png"))
        again(lambda: cell(browser, 4, 5).click())  # O on the A: COT
        again(lambda: rack_tile(browser, "O").click())
        wait_until(lambda: text(browser, "preview") != "", timeout=10, what="COT's score")
        assert cell_width(browser) >= 32
        # the O is the second tile of its stack: said at 11 px and more
        heights = browser.execute_script(
            "return Array.from(document.querySelectorAll('#board .tile .h'), h => [h.textContent,"
            " parseFloat(getComputedStyle(h).fontSize)])")
        assert [h[0] for h in heights] == ["2"] and heights[0][1] >= 11
        assert_readable(browser, board_text=16)
        browser.save_screenshot(str(shots / "phone-upwords-placing-360x640.png"))


def test_four_players_names_show_whole_on_a_small_phone(browser: webdriver.Chrome, shots: Path) -> None:  # noqa: F811
    """Four players at 360x640: every name whole on one line (the chips take two rows),
    none broken inside a word nor cut short."""
    game = set_up(["CATSXYZ", "DOG?QUI", "EEIIOOA", "RSTLNEA"], bag="LMNOPLMNOPDERAB",
                  rules=RuleSet(clock_seconds=90, hints=True), lexicon=Words("CAT"),
                  names=["Ana Beatriz", "Benjamim", "Cleópatra Silva", "Dev"])
    game.play_text("8G CAT")
    with running_table(game, host=lan_address()) as table:
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                {"width": 360, "height": 640, "deviceScaleFactor": 1, "mobile": True})
        browser.get(table.server.url_for(1))
        wait_until(lambda: len(browser.find_elements(By.CSS_SELECTOR, "#rack .tile")) == 7, timeout=20,
                   what="Ben's rack")
        lines = browser.execute_script(
            "return Array.from(document.querySelectorAll('#players .name'), n => {"
            " const r = document.createRange(); r.selectNodeContents(n.firstChild);"
            " return [n.firstChild.textContent, new Set(Array.from(r.getClientRects(), b => Math.round(b.top))).size]; })")
        assert lines == [["Ana Beatriz", 1], ["Benjamim", 1], ["Cleópatra Silva", 1], ["Dev", 1]]
        assert_readable(browser)
        browser.save_screenshot(str(shots / "phone-four-players-360x640.png"))
