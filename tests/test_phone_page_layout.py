"""The phone page fits the phones it is played on (README, "Phone racks"): Debian's
Chromium, headless, at a small phone's 360x640 and a phone held sideways (844x390),
with the page in a state that has every button (a clock, hints, a play to challenge).

Nothing a player needs may be cut off or covered: the whole board, the rack, Play and
its row, the blank's letter chooser, a refused play's reason."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.common.by import By

from game import i18n
from game.phone.network import lan_address
from game.rules.ruleset import ChallengeMode, RuleSet
from tests.conftest import wait_until
from tests.phone_helpers import Table, running_table
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import again, browser, cell, rack_letters, rack_tile, text  # noqa: F401

CONTROLS = ("rack", "b-recall", "b-shuffle", "b-swap", "b-pass", "b-play", "b-hint", "b-challenge")


@contextmanager
def ben_to_play(driver: webdriver.Chrome, width: int, height: int) -> Iterator[Table]:
    """Ben's phone on his turn, Ana's CAT open to a challenge, hints and a clock on."""
    game = set_up(["CATSXYZ", "DOG?QUI"], bag="LMNOPLMNOPDERAB",
                  rules=RuleSet(clock_seconds=90, challenge=ChallengeMode.SINGLE, hints=True, hint_allowance=3),
                  lexicon=Words("CAT", "TOGS"), names=["Ana Beatriz", "Benjamim"])
    game.play_text("8G CAT")
    with running_table(game, host=lan_address(), hint_source=lambda _game, _player: "DOG") as table:
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
        driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        driver.get(table.server.url_for(1))
        wait_until(lambda: len(rack_letters(driver)) == 7, timeout=20, what="Ben's rack")
        wait_until(lambda: driver.find_element(By.ID, "b-challenge").is_displayed(), timeout=10,
                   what="the Challenge button")
        yield table


def box(driver: webdriver.Chrome, selector: str) -> dict[str, float]:
    found: dict[str, float] = driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height};",
        selector)
    return found


def window(driver: webdriver.Chrome) -> dict[str, float]:
    found: dict[str, float] = driver.execute_script(
        "return {left: 0, top: 0, right: innerWidth, bottom: innerHeight}")
    return found


def inside(inner: dict[str, float], outer: dict[str, float], slack: float = 0.5) -> bool:
    return (inner["left"] >= outer["left"] - slack and inner["top"] >= outer["top"] - slack
            and inner["right"] <= outer["right"] + slack and inner["bottom"] <= outer["bottom"] + slack)


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]


def board_shown_whole(driver: webdriver.Chrome) -> bool:
    view = box(driver, "#viewport")
    view = {**view, "left": view["left"] + 4, "top": view["top"] + 4, "right": view["right"] - 4,
            "bottom": view["bottom"] - 4}  # inside its frame
    return inside(box(driver, "#board"), view, slack=1)


def lines_of(driver: webdriver.Chrome, element_id: str) -> int:
    """How many lines an element's text takes (a word broken in two takes two)."""
    count: Any = driver.execute_script(
        "const range = document.createRange(); range.selectNodeContents(document.getElementById(arguments[0]));"
        "return new Set(Array.from(range.getClientRects(), r => Math.round(r.top))).size;", element_id)
    return int(count)


def test_a_small_phone_shows_the_whole_board_and_every_button(browser: webdriver.Chrome) -> None:  # noqa: F811
    with ben_to_play(browser, 360, 640):
        screen = window(browser)
        for element_id in CONTROLS:
            assert inside(box(browser, f"#{element_id}"), screen), f"#{element_id} is cut off at 360x640"
        assert board_shown_whole(browser), "the board does not fit its view at 360x640"
        # the last move whole (on two lines), not cut short before its score
        assert text(browser, "last") == "Last move: Ana Beatriz 8G CAT (10)"
        assert browser.execute_script(
            "const e = document.getElementById('last');"
            "return e.scrollHeight <= e.clientHeight + 1 && e.scrollWidth <= e.clientWidth + 1;"), "the last move is cut"
        # Hint and Challenge on one row, each word whole, and Play the whole width below them
        assert box(browser, "#b-hint")["top"] == box(browser, "#b-challenge")["top"]
        play, buttons = box(browser, "#b-play"), box(browser, "#buttons")
        assert play["top"] > box(browser, "#b-challenge")["bottom"]
        assert (play["left"], play["right"]) == (buttons["left"], buttons["right"])
        assert lines_of(browser, "b-challenge") == 1 and lines_of(browser, "b-hint") == 1
        # a refused play: its reason shows whole, the board still fits, and nothing covers Play
        again(lambda: cell(browser, 0, 0).click())
        again(lambda: rack_tile(browser, "D").click())
        rule = i18n._("your word must touch a tile already on the board")
        reason = rule[0].upper() + rule[1:]  # the page starts the rules' sentence with a capital
        wait_until(lambda: text(browser, "preview") == reason, timeout=10, what="the refused reason")
        again(lambda: browser.find_element(By.ID, "b-play").click())
        wait_until(lambda: browser.find_element(By.ID, "toast").is_displayed(), timeout=10, what="the toast")
        assert text(browser, "toast") == reason
        for element_id in ("preview", *CONTROLS):
            assert inside(box(browser, f"#{element_id}"), screen), f"#{element_id} is cut off after a refused play"
        wait_until(lambda: board_shown_whole(browser), timeout=5, what="the board fitted again")
        toast = box(browser, "#toast")
        for element_id in ("rack", "buttons", "preview"):
            assert not overlap(toast, box(browser, f"#{element_id}")), f"the toast covers #{element_id}"
        again(lambda: browser.find_element(By.ID, "toast").click())  # a tap puts it away
        wait_until(lambda: not browser.find_element(By.ID, "toast").is_displayed(), timeout=5, what="toast gone")


def test_a_phone_held_sideways_puts_the_board_beside_the_rack_and_buttons(
        browser: webdriver.Chrome, shots: Path) -> None:  # noqa: F811
    with ben_to_play(browser, 844, 390):
        browser.save_screenshot(str(shots / "phone-sideways-844x390.png"))
        screen = window(browser)
        board = box(browser, "#viewport")
        assert inside(board, screen) and board_shown_whole(browser)
        assert board["height"] >= 360, "the board should take the height of a phone held sideways"
        for element_id in CONTROLS:
            found = box(browser, f"#{element_id}")
            assert inside(found, screen), f"#{element_id} is cut off at 844x390"
            assert found["left"] >= board["right"], f"#{element_id} is not beside the board"
        # the blank's letter chooser, every letter and Cancel inside the screen
        again(lambda: cell(browser, 8, 8).click())
        again(lambda: rack_tile(browser, "?").click())
        wait_until(lambda: browser.find_element(By.ID, "dialog").is_displayed(), timeout=10, what="the letters")
        letters = browser.find_elements(By.CSS_SELECTOR, "#letters button")
        assert [b.text for b in letters] == list("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for selector in ("#letters button:first-child", "#letters button:last-child", "#dialog-cancel",
                         "#dialog-text"):
            assert inside(box(browser, selector), screen), f"{selector} is cut off at 844x390"
