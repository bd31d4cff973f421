"""Duplicate on the phones in a real browser: three phones (three tabs of Debian's
Chromium, headless, at 360x640) play three rounds at once against the phone server
and a :class:`PlainDuplicateTable` (docs/rules.md, "Duplicate").

Round 1: a play that cannot be placed is refused and tried again; BEX, not in the
word list, is taken and scores 0 at the reveal, with why.  Round 2: Ben's phone
submits nothing and the round's clock closes it.  Round 3: a pass.  Each phone
shows its own play once submitted, how many of the table have submitted, and
after the round every play lowest to highest with its own marked and its "+N";
the totals on the phones are the game's.  Screenshots (a round, after
submitting, the result; in English and in Portuguese) go to ``shots``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from selenium import webdriver

from game import i18n
from game.phone.duplicate_referee import DuplicateReferee
from game.phone.network import lan_address
from game.rules.duplicate import DuplicateGame, DuplicateRules, PlayKind
from game.rules.move import TilePlay
from tests.conftest import wait_until
from tests.phone_helpers import Table, running_duplicate_table
from tests.test_phone_browser import (  # noqa: F401 (browser: the module's fixture)
    again,
    browser,
    cell,
    rack_letters,
    rack_tile,
    scores,
    text,
)
from tests.test_phone_page_reading import assert_readable

SMALL_PHONE = {"width": 360, "height": 640, "deviceScaleFactor": 1, "mobile": True}


class AllBut:
    """Every word stands but BEX."""

    def contains(self, word: str) -> bool:
        return word.upper() != "BEX"


def referee_of(table: Table) -> DuplicateReferee:
    assert isinstance(table.referee, DuplicateReferee)
    return table.referee


def open_phone(driver: webdriver.Chrome, table: Table, seat: int) -> str:
    if seat:
        driver.switch_to.new_window("tab")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", SMALL_PHONE)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    driver.get(table.server.url_for(seat))
    wait_until(lambda: len(rack_letters(driver)) == 7, timeout=20, what=f"seat {seat}'s rack")
    return str(driver.current_window_handle)


def put_tile(driver: webdriver.Chrome, row: int, col: int, letter: str) -> None:
    """Tap a square, then the rack's tile for it."""
    again(lambda: cell(driver, row, col).click())
    wait_until(lambda: "target" in str(cell(driver, row, col).get_attribute("class")), timeout=10)
    again(lambda: rack_tile(driver, letter).click())
    wait_until(lambda: "staged" in str(driver.execute_script(
        "const t = document.querySelector(`.cell[data-row='${arguments[0]}'][data-col='${arguments[1]}'] .tile`);"
        "return t ? t.className : '';", row, col)), timeout=10)


def put(driver: webdriver.Chrome, tiles: list[tuple[int, int, str]]) -> None:
    """Put a play's tiles down, one after another."""
    for row, col, letter in tiles:
        put_tile(driver, row, col, letter)


def press(driver: webdriver.Chrome, button: str) -> None:
    again(lambda: driver.find_element("id", button).click())


def rows(driver: webdriver.Chrome) -> list[dict[str, Any]]:
    found = driver.execute_script(
        "return Array.from(document.querySelectorAll('#dup-rows li'), li => ({"
        "who: li.querySelector('.who').textContent, what: li.querySelector('.what').textContent,"
        "points: li.querySelector('.points').textContent, mine: li.classList.contains('mine'),"
        "top: li.classList.contains('top'), why: li.querySelector('.why') ? li.querySelector('.why').textContent : ''}))")
    return list(found)


def end_reveal(table: Table) -> None:
    plain = referee_of(table).plain
    assert plain is not None
    with table.lock:
        plain.shown = plain.reveal_seconds


def test_three_phones_play_three_rounds_of_duplicate_at_once(
        browser: webdriver.Chrome, shots: Path) -> None:  # noqa: F811
    game = DuplicateGame(["Ann", "Ben", "Cy"], duplicate=DuplicateRules(round_seconds=60), lexicon=AllBut(), seed=2)
    with running_duplicate_table(game, host=lan_address()) as table:
        ann, ben, cy = (open_phone(browser, table, seat) for seat in range(3))
        assert rack_letters(browser) == list("ACBKEXT")  # the shared rack, on every phone
        assert text(browser, "turn") == "Round 1: everyone plays this rack"
        assert text(browser, "b-play") == "Submit"
        assert browser.find_element("id", "b-swap").is_displayed() is False
        assert text(browser, "clock") in ("1:00", "0:59")

        # Round 1, all at once: Cy first tries a tile on its own, off the centre: refused
        put(browser, [(0, 0, "B")])
        press(browser, "b-play")
        wait_until(lambda: text(browser, "toast") != "", timeout=10)
        assert text(browser, "toast") == "The first word must cover the centre star"
        assert game.submissions == []
        press(browser, "b-recall")
        put(browser, [(7, 7, "B"), (7, 8, "E"), (7, 9, "X")])
        wait_until(lambda: text(browser, "preview").startswith("24 points"), timeout=10)
        press(browser, "b-play")
        wait_until(lambda: text(browser, "turn") == "Submitted: waiting for the others (1 of 3)", timeout=10)
        assert text(browser, "last") == "Your play: BEX at 8H, 24 points"
        assert_readable(browser)  # every control 44 px, every text 16 px and 4.5:1, as on the classic page
        browser.save_screenshot(str(shots / "duplicate-phone-submitted-en.png"))

        browser.switch_to.window(ann)
        wait_until(lambda: browser.find_elements("css selector", "#players .player.done .done"), timeout=10)
        assert "BEX" not in browser.page_source  # who has submitted, never what
        put(browser, [(7, 6, "T"), (7, 7, "A"), (7, 8, "X")])
        wait_until(lambda: text(browser, "preview").startswith("20 points"), timeout=10)
        browser.save_screenshot(str(shots / "duplicate-phone-round-en.png"))
        press(browser, "b-play")
        wait_until(lambda: text(browser, "turn") == "Submitted: waiting for the others (2 of 3)", timeout=10)

        browser.switch_to.window(ben)
        put(browser, [(7, 3, "E"), (7, 4, "X"), (7, 5, "A"), (7, 6, "C"), (7, 7, "T")])
        press(browser, "b-play")
        wait_until(lambda: text(browser, "turn") == "Round 1: the plays", timeout=10)
        assert rows(browser) == [
            {"who": "Cy", "what": "BEX at 8H", "points": "0", "mine": False, "top": False,
             "why": "BEX is not in the word list"},
            {"who": "Ann", "what": "TAX at 8G", "points": "+20", "mine": False, "top": False, "why": ""},
            {"who": "Ben", "what": "EXACT at 8D", "points": "+30", "mine": True, "top": True, "why": ""},
        ]
        assert text(browser, "dup-gain") == "+30 · 100% of the top"
        assert browser.find_element("id", "rack").is_displayed() is False
        browser.switch_to.window(ann)
        wait_until(lambda: text(browser, "dup-gain") == "+20 · 66% of the top", timeout=10)
        assert [r["mine"] for r in rows(browser)] == [False, True, False]
        assert_readable(browser)
        browser.save_screenshot(str(shots / "duplicate-phone-result-en.png"))
        assert scores(browser) == ["20", "30", "0"]

        # Round 2: Ann and Cy submit; Ben's phone submits nothing, and the clock closes the round
        end_reveal(table)
        wait_until(lambda: sorted(rack_letters(browser)) == sorted("BKIGSEV"), timeout=10)
        put(browser, [(8, 3, "B"), (8, 4, "I")])
        press(browser, "b-play")
        wait_until(lambda: text(browser, "turn") == "Submitted: waiting for the others (1 of 3)", timeout=10)
        browser.switch_to.window(cy)
        put(browser, [(6, 6, "B"), (6, 7, "I"), (6, 8, "G")])
        press(browser, "b-play")
        wait_until(lambda: text(browser, "turn") == "Submitted: waiting for the others (2 of 3)", timeout=10)
        plain = referee_of(table).plain
        assert plain is not None
        with table.lock:
            plain.clock.elapsed = plain.clock.limit - 0.5  # half a second left in the round
        browser.switch_to.window(ben)
        wait_until(lambda: text(browser, "turn") == "Round 2: the plays", timeout=10)
        assert rows(browser)[0] == {"who": "Ben", "what": "no play in time", "points": "0", "mine": True,
                                    "top": False, "why": ""}
        assert game.history[1].play_of(1).kind is PlayKind.NONE
        assert scores(browser) == ["37", "30", "22"]

        # Round 3: Ann passes, Ben and Cy play; the top is Ben's
        end_reveal(table)
        wait_until(lambda: sorted(rack_letters(browser)) == sorted("KSEVARE"), timeout=10)
        put(browser, [(8, 5, "E"), (8, 6, "S")])
        press(browser, "b-play")
        browser.switch_to.window(cy)
        wait_until(lambda: sorted(rack_letters(browser)) == sorted("KSEVARE"), timeout=10)
        put(browser, [(5, 6, "E"), (5, 7, "S")])
        press(browser, "b-play")
        browser.switch_to.window(ann)
        wait_until(lambda: text(browser, "turn") == "Round 3: everyone plays this rack", timeout=10)
        press(browser, "b-pass")
        wait_until(lambda: text(browser, "turn") == "Round 3: the plays", timeout=10)
        assert [(r["who"], r["what"], r["points"], r["top"]) for r in rows(browser)] == [
            ("Ann", "passed", "0", False), ("Cy", "ES at 6G", "+12", False), ("Ben", "ES at 9F", "+13", True)]
        assert scores(browser) == [str(s) for s in game.scores] == ["37", "43", "34"]
        assert [r.top.notation for r in game.history if r.top] == ["8D EXACT", "7G BIG", "9F ES"]


def test_a_duplicate_phone_in_portuguese(browser: webdriver.Chrome, shots: Path) -> None:  # noqa: F811
    """The same round in Portuguese: every word on the page is the catalogue's."""
    i18n.set_language("pt")
    try:
        game = DuplicateGame(["Ana", "Bia"], duplicate=DuplicateRules(round_seconds=120),
                             lexicon=AllBut(), seed=2)
        with running_duplicate_table(game, host=lan_address()) as table:
            ana = open_phone(browser, table, 0)
            assert text(browser, "turn") == i18n._("Round {round}: everyone plays this rack").format(round=1)
            assert text(browser, "b-play") == i18n.pgettext("button", "Submit")
            put(browser, [(7, 6, "T"), (7, 7, "A"), (7, 8, "X")])
            wait_until(lambda: text(browser, "preview") != "", timeout=10)
            browser.save_screenshot(str(shots / "duplicate-phone-round-pt.png"))
            press(browser, "b-play")
            waiting = i18n._("Submitted: waiting for the others ({done} of {seats})").format(done=1, seats=2)
            wait_until(lambda: text(browser, "turn") == waiting, timeout=10)
            browser.save_screenshot(str(shots / "duplicate-phone-submitted-pt.png"))
            bia = open_phone(browser, table, 1)
            put(browser, [(7, 3, "E"), (7, 4, "X"), (7, 5, "A"), (7, 6, "C"), (7, 7, "T")])
            press(browser, "b-play")
            browser.switch_to.window(ana)
            wait_until(lambda: text(browser, "turn") == i18n._("Round {round}: the plays").format(round=1),
                       timeout=10)
            assert text(browser, "dup-next") == i18n._("Waiting for the next round")
            browser.save_screenshot(str(shots / "duplicate-phone-result-pt.png"))
            browser.switch_to.window(bia)
            browser.close()
            browser.switch_to.window(ana)
    finally:
        i18n.set_language("en")


def test_a_duplicate_phone_while_paused_and_at_the_game_over(
        browser: webdriver.Chrome, shots: Path) -> None:  # noqa: F811
    """Paused on the TV, a phone says so and neither Submit nor Pass can be pressed, its
    tiles waiting; at the end it shows how the game ended and every total."""
    game = DuplicateGame(["Ann", "Ben"], duplicate=DuplicateRules(round_seconds=60), lexicon=AllBut(), seed=2)
    with running_duplicate_table(game, host=lan_address()) as table:
        open_phone(browser, table, 0)
        referee = referee_of(table)
        plain = referee.plain
        assert plain is not None
        with table.lock:
            plain.pause()
            table.server.send_all(referee.changed())
        wait_until(lambda: text(browser, "banner") == "Paused", timeout=10)
        assert text(browser, "turn") == "Paused"
        assert browser.find_element("id", "b-play").get_attribute("disabled") is not None
        assert browser.find_element("id", "b-pass").get_attribute("disabled") is not None
        browser.save_screenshot(str(shots / "duplicate-phone-paused-en.png"))
        with table.lock:
            plain.resume()
            table.server.send_all(referee.changed())
        wait_until(lambda: text(browser, "turn") == "Round 1: everyone plays this rack", timeout=10)
        put(browser, [(7, 6, "T"), (7, 7, "A"), (7, 8, "X")])
        press(browser, "b-play")
        wait_until(lambda: game.submitted(0), timeout=10)
        with table.lock:
            game.submit(1, TilePlay.from_gcg("8D", "EXACT"))
            plain.close_round()
            game.end_now()
            table.server.send_all(referee.changed())
        wait_until(lambda: browser.find_element("id", "over").is_displayed(), timeout=10)
        assert text(browser, "over-text") == "The game was ended early. Ben wins with 30 points, 10 ahead"
        assert text(browser, "over-scores").split() == ["Ben", "30", "Ann", "20"]
        assert browser.find_element("id", "rack").is_displayed() is False
        browser.save_screenshot(str(shots / "duplicate-phone-over-en.png"))


def test_a_refusals_message_goes_when_the_rounds_result_comes(
        browser: webdriver.Chrome, shots: Path) -> None:  # noqa: F811
    """A refusal's message lasts 4.5 s; the round closing meanwhile takes it away, so that it
    does not cover the top of the reveal (it had, over the scores and the round's heading).
    A refusal in the next round is shown as before."""
    game = DuplicateGame(["Ann", "Ben"], duplicate=DuplicateRules(round_seconds=60), lexicon=AllBut(), seed=2)
    with running_duplicate_table(game, host=lan_address()) as table:
        open_phone(browser, table, 0)
        put(browser, [(0, 0, "B")])
        press(browser, "b-play")
        wait_until(lambda: text(browser, "toast") == "The first word must cover the centre star", timeout=10)
        referee = referee_of(table)
        plain = referee.plain
        assert plain is not None
        with table.lock:  # the round closes at once, the message still up
            game.submit(0, TilePlay.from_gcg("8G", "TAX"))
            game.submit(1, TilePlay.from_gcg("8D", "EXACT"))
            plain.close_round()
            table.server.send_all(referee.changed())
        wait_until(lambda: text(browser, "turn") == "Round 1: the plays", timeout=10)
        assert browser.find_element("id", "toast").is_displayed() is False
        browser.save_screenshot(str(shots / "duplicate-phone-result-after-refusal-en.png"))
        end_reveal(table)
        wait_until(lambda: text(browser, "turn") == "Round 2: everyone plays this rack", timeout=10)
        put(browser, [(0, 0, "B")])
        press(browser, "b-play")
        wait_until(lambda: browser.find_element("id", "toast").is_displayed(), timeout=10)
        assert text(browser, "toast") == "Your word must touch a tile already on the board"


def gains(driver: webdriver.Chrome) -> list[str]:
    """The "+N" floats up on the page."""
    return list(driver.execute_script("return Array.from(document.querySelectorAll('#gains .gain'), g => g.textContent)"))


def test_no_gain_floats_over_the_scores_while_paused(browser: webdriver.Chrome) -> None:  # noqa: F811
    """Paused on the TV, a phone's "+N" would sit over the scores and the clock's "Paused"
    (it had, the reveal's last "+19" under the pause): a pause puts away the one rising, and
    a result that comes paused raises none."""
    game = DuplicateGame(["Ann", "Ben"], duplicate=DuplicateRules(round_seconds=60), lexicon=AllBut(), seed=2)
    with running_duplicate_table(game, host=lan_address()) as table:
        open_phone(browser, table, 0)
        referee = referee_of(table)
        plain = referee.plain
        assert plain is not None
        with table.lock:  # round 1 closes while the TV is paused
            game.submit(0, TilePlay.from_gcg("8G", "TAX"))
            game.submit(1, TilePlay.from_gcg("8D", "EXACT"))
            plain.close_round()
            plain.pause()
            table.server.send_all(referee.changed())
        wait_until(lambda: text(browser, "dup-gain").startswith("+20"), timeout=10)
        assert text(browser, "turn") == "Paused" and gains(browser) == []
        with table.lock:
            plain.resume()
        end_reveal(table)
        wait_until(lambda: text(browser, "turn") == "Round 2: everyone plays this rack", timeout=10)
        with table.lock:  # round 2 closes and its "+N" rises, then the TV pauses
            game.submit(0, TilePlay.from_gcg("9D", "BI"))
            game.submit(1, TilePlay.from_gcg("7G", "BIG"))
            plain.close_round()
            table.server.send_all(referee.changed())
        wait_until(lambda: gains(browser) != [], timeout=10)
        with table.lock:
            plain.pause()
            table.server.send_all(referee.changed())
        wait_until(lambda: text(browser, "turn") == "Paused", timeout=10)
        assert gains(browser) == []
