"""A hint on the phone page never covers the turn clock (README, "Phone racks"):
the message shows under the row of players and the clock, at every size the
page lays out (a tall phone, a small one, one held sideways), in Chromium.

CI installs ``chromium`` and ``chromium-driver`` (.ci/run)."""

from __future__ import annotations

from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By

from game.phone.network import lan_address
from game.rules.ruleset import ChallengeMode, RuleSet
from tests.conftest import wait_until
from tests.phone_helpers import running_table
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import browser, rack_letters, shown

__all__ = ["browser"]  # the module's Chromium, shared with the other browser tests

HINT = "Play CAT at 8G for 10: the C on the star's left, the A on the star, the T beside it"


def rect(driver: webdriver.Chrome, element_id: str) -> dict[str, Any]:
    found: dict[str, Any] = driver.execute_script(
        "const r = document.getElementById(arguments[0]).getBoundingClientRect();"
        "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};", element_id)
    return found


def overlap(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


@pytest.mark.parametrize("width, height", [(390, 844), (320, 568), (844, 390)])
def test_a_hint_shows_clear_of_the_turn_clock(browser: webdriver.Chrome, width: int, height: int) -> None:
    rules = RuleSet(name="Quick", challenge=ChallengeMode.VOID, hints=True, hint_allowance=3, clock_seconds=60)
    game = set_up(["CATSXYZ", "DOGEQUI"], bag="LMNOPLMNOPDERAB", rules=rules, lexicon=Words("CAT"),
                  names=["Ana", "Ben"])
    with running_table(game, host=lan_address(), hint_source=lambda g, p: HINT) as table:
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
        browser.get(table.server.url_for(0))
        wait_until(lambda: len(rack_letters(browser)) == 7, timeout=20, what="Ana's rack")
        wait_until(lambda: shown(browser, "clock") and shown(browser, "b-hint"), timeout=10,
                   what="the clock and Hint")
        browser.find_element(By.ID, "b-hint").click()
        wait_until(lambda: shown(browser, "toast"), timeout=10, what="the hint")
        assert browser.find_element(By.ID, "toast").text == HINT
        clock, toast = rect(browser, "clock"), rect(browser, "toast")
        assert clock["bottom"] > clock["top"] and toast["bottom"] > toast["top"]
        assert not overlap(clock, toast), (clock, toast)


@pytest.mark.parametrize("width, height", [(390, 844), (844, 390)])
def test_a_hint_never_covers_the_square_it_points_at(browser: webdriver.Chrome, width: int, height: int) -> None:
    """"A word fits at A1": the hint's words go to the foot of the board, clear of A1's glow
    (where they stood, under the players, they hid A1 and took the tap meant for it); a hint
    pointing low on the board keeps its place under the players."""
    from game.phone import protocol
    from tests.test_phone_browser import cell

    game = set_up(["CATSXYZ", "DOGEQUI"], bag="LMNOPLMNOPDERAB", lexicon=Words("CAT"), names=["Ana", "Ben"])
    with running_table(game, host=lan_address()) as table:
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
        browser.get(table.server.url_for(0))
        wait_until(lambda: len(rack_letters(browser)) == 7, timeout=20, what="Ana's rack")
        for row, col, text in ((14, 7, "A word fits at H15"), (0, 0, "A word fits at A1")):
            with table.lock:
                table.server.send_all([(0, protocol.hint(text, 2, [(row, col)]))])
            wait_until(lambda text=text: shown(browser, "toast") and browser.find_element(By.ID, "toast").text == text,
                       timeout=10, what=f"the hint {text!r}")
            wait_until(lambda row=row, col=col: "hinted" in str(cell(browser, row, col).get_attribute("class")),
                       timeout=10, what="the hinted square's glow")
            square = browser.execute_script(
                "const r = document.querySelector(`.cell[data-row='${arguments[0]}'][data-col='${arguments[1]}']`)"
                ".getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};",
                row, col)
            toast = rect(browser, "toast")
            assert not overlap(square, toast), (text, square, toast)
            assert toast["bottom"] <= height
            if row == 14:  # far from the players' row: the hint stands where every message does
                assert toast["top"] == round(rect(browser, "top")["bottom"] + 6)


def square_rect(driver: webdriver.Chrome, row: int, col: int) -> dict[str, Any]:
    found: dict[str, Any] = driver.execute_script(
        "const r = document.querySelector(`.cell[data-row='${arguments[0]}'][data-col='${arguments[1]}']`)"
        ".getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom};", row, col)
    return found


@pytest.mark.parametrize("width, height", [(390, 844), (844, 390)])
def test_a_refusal_never_covers_the_tiles_it_refused(browser: webdriver.Chrome, width: int, height: int) -> None:
    """CA put down on A1 and B1 and played: the refusal ("the first word must cover the
    star") shows at the foot of the board, not over row 1, where the refused tiles wait to
    be moved (they stood under it, out of sight)."""
    from tests.test_phone_browser import again, cell_text, tap_square_then_tile

    game = set_up(["CATSXYZ", "DOGEQUI"], bag="LMNOPLMNOPDERAB", lexicon=Words("CAT", "CA"), names=["Ana", "Ben"])
    with running_table(game, host=lan_address()) as table:
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
        browser.get(table.server.url_for(0))
        wait_until(lambda: len(rack_letters(browser)) == 7, timeout=20, what="Ana's rack")
        for col, letter in ((0, "C"), (1, "A")):
            tap_square_then_tile(browser, 0, col, letter)
            wait_until(lambda col=col, letter=letter: cell_text(browser, 0, col).startswith(letter), timeout=10,
                       what=f"{letter} on row 1")
        again(lambda: browser.find_element(By.ID, "b-play").click())
        wait_until(lambda: shown(browser, "toast"), timeout=10, what="the refusal")
        assert browser.find_element(By.ID, "toast").text.lower().startswith("the first word")
        assert [cell_text(browser, 0, col)[:1] for col in (0, 1)] == ["C", "A"]  # still there, to be moved
        toast = rect(browser, "toast")
        for col in (0, 1):
            assert not overlap(square_rect(browser, 0, col), toast), (col, toast)
        assert toast["bottom"] <= rect(browser, "viewport")["bottom"]
