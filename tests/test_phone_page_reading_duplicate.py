"""Duplicate's phone page for small hands and older eyes (README, "Duplicate on the
phones"; issue 34, "a phone board for small hands"), measured as the classic page is
(``tests/phone_reading.py``) in Debian's Chromium at 360x640 and 390x844, in four
languages, then with the phone's text made larger: every control and rack tile at
least 44x44 CSS px, text at least 16 px, 4.5:1 contrast (3:1 disabled or large),
nothing cut, and while placing a square at least 32 CSS px.

Rosa's phone, beside Ben and Cy (their plays made as their phones would), goes
through every state of a Duplicate page: the round (the shared rack, Submit, the
round's clock); Cy's play in, ticked beside his score; each rung of a hint, its
square glowing; placing tiles; "Submitted: waiting for the others (2 of 3)"; the
round's result (every play, one that scored nothing with why, her "+N" and share of
the top); the next round paused on the TV; her seat played on the TV; the game over.
Besides the measures: the scores keep their one row (a tick, a paused clock), and
where the page scrolls the round's result and the banner ("Paused", "Your tiles are
on the TV now.") come up on the screen.  Each state is photographed
(``TILE_PARTY_SHOTS``)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By

from game import i18n
from game.engine.hint_rung import ExpertReason
from game.phone import PhoneServer
from game.phone.duplicate_hints import HintsAtOnce
from game.phone.duplicate_referee import DuplicateReferee, PlainDuplicateTable
from game.phone.network import lan_address
from game.rules.duplicate import DuplicateGame, DuplicateRules
from game.rules.move import TilePlay
from game.rules.ruleset import RuleSet
from game.words.hints import hint_text
from tests.conftest import wait_until
from tests.phone_helpers import Table, running
from tests.phone_reading import assert_readable, font_px, language, phone_text_size  # noqa: F401
from tests.test_phone_browser import again, browser, cell_width, rack_letters, text  # noqa: F401
from tests.test_phone_browser_duplicate import AllBut, end_reveal, gains, press, put, rows
from tests.test_phone_page_layout import box, inside, window

#: Rosa's play of round 1 (the rack is ACBKEXT): TAX at 8G, 20 points
ROSA = [(7, 6, "T"), (7, 7, "A"), (7, 8, "X")]


@dataclass(frozen=True)
class Rung:
    """A rung of Rosa's hint ladder, as the engine's facts say it (always TAX at 8G)."""

    level: int
    square: tuple[int, int] | None = (7, 6)
    word: str | None = "TAX"
    position: str | None = "8G"
    points: int | None = 20
    for_children: bool = False
    no_everyday_word: bool = False
    reason: ExpertReason | None = None
    leave: str = ""


class TvTable(PlainDuplicateTable):
    """The plain table, with seats the table plays on the TV for now (the Menu card's
    "Play Rosa on the TV")."""

    def __init__(self, game: DuplicateGame) -> None:
        super().__init__(game, reveal_seconds=1000.0)
        self.on_tv: set[int] = set()

    def seat_on_phone(self, seat: int) -> bool:
        return seat not in self.on_tv


@contextmanager
def rosas_table() -> Iterator[tuple[Table, DuplicateGame, TvTable]]:
    """Rosa, Ben and Cy play Duplicate with three hints each and a minute a round; Rosa's
    hints come at once, from :class:`Rung`."""
    game = DuplicateGame(["Rosa", "Ben", "Cy"], RuleSet(hints=True, hint_allowance=3),
                         DuplicateRules(round_seconds=60), AllBut(), seed=2)
    plain = TvTable(game)
    referee = DuplicateReferee(game, table=plain, hints=HintsAtOnce(game, lambda _g, _s, level: Rung(level)))
    server = PhoneServer([0, 1, 2], host=lan_address())
    server.start()
    with running(Table(game, server, referee)) as table:
        yield table, game, plain


def changed(table: Table) -> None:
    """The game changed outside the phones: every phone is sent its state."""
    referee = table.referee
    assert isinstance(referee, DuplicateReferee)
    table.server.send_all(referee.changed())


def open_rosa(driver: webdriver.Chrome, table: Table, width: int, height: int) -> None:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    driver.get(table.server.url_for(0))
    wait_until(lambda: len(rack_letters(driver)) == 7, timeout=20, what="Rosa's rack")


def every_state(driver: webdriver.Chrome, shots: Path, name: str, width: int, height: int,
                font: int = 16, scrolls: bool = False) -> None:
    """Rosa's phone through every state of a Duplicate game, each measured and photographed
    as ``duplicate-reading-STATE-{name}.png``; ``font``: the phone's text size in px (16 is
    100 %), the least size of a letter on the board brought close; ``scrolls``: the page
    may scroll to a control (a phone's very large text)."""
    def shot(state: str) -> None:
        driver.save_screenshot(str(shots / f"duplicate-reading-{state}-{name}.png"))

    with rosas_table() as (table, game, plain):
        open_rosa(driver, table, width, height)
        assert driver.execute_script("return getComputedStyle(document.documentElement).fontSize") == f"{font}px"
        assert font_px(driver, "#b-play") == font  # the page's text follows the phone's
        # the round: the shared rack, Submit (nothing put down yet), Hint (3), the round's clock
        assert text(driver, "turn") == i18n._("Round {round}: everyone plays this rack").format(round=1)
        assert text(driver, "b-play") == i18n.pgettext("button", "Submit")
        assert text(driver, "b-hint") == i18n.pgettext("button", "Hint ({left})").format(left=3)
        assert driver.find_element(By.ID, "clock").is_displayed()
        shot("round")
        assert_readable(driver, scrolls=scrolls)
        scores_height = box(driver, "#top")["height"]

        # Cy is quicker: his BEX is in (not in the word list: 0 at the reveal), marked on his score
        with table.lock:
            game.submit(2, TilePlay.from_gcg("8H", "BEX"))
            changed(table)
        wait_until(lambda: len(driver.find_elements(By.CSS_SELECTOR, "#players .player.done")) == 1, timeout=10,
                   what="Cy marked as submitted")
        shot("cy-submitted")
        assert_readable(driver, scrolls=scrolls)
        # the mark takes no room of the board's: the scores are no taller for it
        assert box(driver, "#top")["height"] == pytest.approx(scores_height, abs=0.5)
        assert driver.execute_script(  # a tick, named for a screen reader
            "return Array.from(document.querySelectorAll('#players .player.done .done'),"
            " m => [m.textContent, m.getAttribute('aria-label')])") == [["✓", i18n._("submitted")]]

        # each rung of a hint: its words over the scores, its square glowing on the board
        for level in (1, 2, 3, 4):
            press(driver, "b-hint")
            said = hint_text(Rung(level), duplicate=True)
            wait_until(lambda said=said: text(driver, "toast") == said, timeout=10, what=f"rung {level}")
            assert [(c.get_attribute("data-row"), c.get_attribute("data-col"))
                    for c in driver.find_elements(By.CSS_SELECTOR, "#board .cell.hinted")] == [("7", "6")]
            if level in (1, 4):
                shot(f"hint-{level}")
            assert_readable(driver, scrolls=scrolls)
        again(lambda: driver.find_element(By.ID, "toast").click())  # a tap puts the message away

        # placing: the board brought close, its squares large enough for a finger
        whole = cell_width(driver)
        put(driver, ROSA)
        wait_until(lambda: "20" in text(driver, "preview"), timeout=10, what="TAX's score")
        assert cell_width(driver) >= max(32, 2.25 * font - 1) > whole
        labels = driver.execute_script(
            "return Array.from(document.querySelectorAll('#board .cell.dl, #board .cell.tl, #board .cell.dw,"
            " #board .cell.tw'),"
            " c => parseFloat(getComputedStyle(c).fontSize))")
        assert labels and min(labels) >= 11
        shot("placing")
        assert_readable(driver, board_text=font, scrolls=scrolls)

        # submitted, the second of three
        press(driver, "b-play")
        waiting = i18n._("Submitted: waiting for the others ({done} of {seats})").format(done=2, seats=3)
        wait_until(lambda: text(driver, "turn") == waiting, timeout=10, what="Rosa's play in")
        shot("submitted")
        assert_readable(driver, scrolls=scrolls)

        # the round's result: every play lowest to highest, Rosa's "+20" and her share of the top
        with table.lock:
            game.submit(1, TilePlay.from_gcg("8D", "EXACT"))  # the plain table closes the round
        result = i18n._("Round {round}: the plays").format(round=1)
        wait_until(lambda: text(driver, "turn") == result, timeout=10, what="round 1's plays")
        assert [(r["who"], r["points"], r["mine"], r["top"]) for r in rows(driver)] == [
            ("Cy", "0", False, False), ("Rosa", "+20", True, False), ("Ben", "+30", False, True)]
        assert rows(driver)[0]["why"] != ""  # why BEX scored nothing
        assert text(driver, "dup-gain") == "+20 · " + i18n._("{share}% of the top").format(share=66)
        # the whole result in sight, every play to "Waiting for the next round" (the page
        # brings it up where it scrolls)
        assert inside(box(driver, "#dup-result"), window(driver)), "the round's result is off the screen"
        wait_until(lambda: gains(driver) == [], timeout=10, what="the +20 risen")  # the picture without it
        shot("result")
        assert_readable(driver, scrolls=scrolls)

        # round 2, paused on the TV: the rack waits, Submit and Pass cannot be pressed
        end_reveal(table)
        wait_until(lambda: text(driver, "turn") == i18n._("Round {round}: everyone plays this rack").format(round=2),
                   timeout=10, what="round 2")
        with table.lock:
            plain.pause()
            changed(table)
        wait_until(lambda: text(driver, "banner") == i18n._("Paused"), timeout=10, what="the pause")
        assert driver.find_element(By.ID, "b-pass").get_attribute("disabled") is not None
        assert inside(box(driver, "#banner"), window(driver)), "the pause is said off the screen"
        shot("paused")
        assert_readable(driver, scrolls=scrolls)
        assert box(driver, "#top")["height"] == pytest.approx(scores_height, abs=0.5)  # "Paused" above the time
        with table.lock:
            plain.resume()
            changed(table)

        # Rosa's seat played on the TV: no rack, no buttons, her phone says so
        with table.lock:
            plain.on_tv.add(0)
            changed(table)
        wait_until(lambda: text(driver, "banner") == i18n._("Your tiles are on the TV now."), timeout=10,
                   what="Rosa told her tiles are on the TV")
        assert not driver.find_element(By.ID, "rack").is_displayed()
        assert inside(box(driver, "#banner"), window(driver)), "the TV's turn is said off the screen"
        shot("on-tv")
        assert_readable(driver, scrolls=scrolls, texts=10)  # the scores, the round and the banner

        # the game over: how it ended and every total, over the board
        with table.lock:
            game.end_now()
            changed(table)
        wait_until(lambda: driver.find_element(By.ID, "over").is_displayed(), timeout=10, what="the game over")
        assert text(driver, "over-scores").split()[:2] == ["Ben", "30"]
        # nor do her tiles stay "on the TV" behind the card: the game is over there too
        assert not driver.find_element(By.ID, "banner").is_displayed()
        shot("over")
        assert_readable(driver, scrolls=scrolls)


@pytest.mark.parametrize("language", ["en", "pt", "zh_Hant_HK", "zh_Hans"], indirect=True)
@pytest.mark.parametrize("size", [(360, 640), (390, 844)], ids=["360x640", "390x844"])
def test_every_duplicate_state_is_big_enough_and_readable(
        browser: webdriver.Chrome, shots: Path, language: str, size: tuple[int, int]) -> None:  # noqa: F811
    width, height = size
    every_state(browser, shots, f"{language}-{width}x{height}", width, height)


@pytest.mark.parametrize("language, size, font", [
    ("en", (360, 640), 20), ("en", (390, 844), 20), ("en", (360, 640), 24), ("pt", (360, 640), 24),
], ids=["en-360x640-125%", "en-390x844-125%", "en-360x640-150%", "pt-360x640-150%"], indirect=["language"])
def test_every_duplicate_state_follows_the_phones_text_size(
        browser: webdriver.Chrome, shots: Path, language: str, size: tuple[int, int], font: int) -> None:  # noqa: F811
    """The phone's text made 125 % or 150 %: the page's text grows with it (the rem the
    page is sized in) and every state still measures up; at 150 % on a small phone the
    page may scroll to its last buttons."""
    width, height = size
    with phone_text_size(browser, font):
        every_state(browser, shots, f"{language}-{width}x{height}-{round(font / 16 * 100)}", width, height,
                    font=font, scrolls=font > 20)
