"""What a seat's own phone shows of itself and of the table, in Debian's Chromium
(headless), in English and Portuguese: Leo's phone beside Ana and Cleo, whose moves
the game makes as their phones would.

- a play is written as the TV's move log writes it, ``H7 B(A)y``: the letters already
  on the board in brackets, a blank's letter in lower case;
- a blank looks like a blank, on the rack (a tile of the blank's colour with a dotted
  ring, the size of the other tiles, nothing like the rack's empty room) and once it
  has a letter (the blank's ink, on the board on the blank's colour, as on the TV);
- while the TV is paused no action can be pressed, on Leo's turn or with his
  Challenge waiting for its "Are you sure";
- after his failed challenge (where that costs a turn) his phone says he loses his
  next turn, in the words of his panel on the TV, until that turn is skipped.

The phone is photographed in each state (``TILE_PARTY_SHOTS``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By

from game import i18n
from game.phone.protocol import Intention, PhoneTile
from game.rules.ruleset import ChallengeMode, RuleSet
from tests.conftest import wait_until
from tests.phone_helpers import Table, running_table
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import (  # noqa: F401 (browser: the module's fixture)
    again,
    as_phone,
    browser,
    cell,
    rack_letters,
    rack_tile,
    tap_square_then_tile,
    text,
)
from tests.test_phone_page_reading import assert_readable

#: the buttons that are no game action: the page's settings, the zoom, a dialog's Cancel
#: and the blank's letters (a letter chosen while paused is not put down)
NOT_ACTIONS = ("b-settings", "zoom-in", "zoom-out", "dialog-cancel", "settings-close")


def enabled_actions(driver: webdriver.Chrome) -> list[str]:
    """The action buttons shown and enabled (every button the page has, by id)."""
    found: list[str] = driver.execute_script(
        "return Array.from(document.querySelectorAll('button'))"
        ".filter(b => b.getClientRects().length > 0 && !b.disabled && !b.closest('#letters')"
        " && !arguments[0].includes(b.id)).map(b => b.id)", list(NOT_ACTIONS))
    return found


def shown_actions(driver: webdriver.Chrome) -> list[str]:
    found: list[str] = driver.execute_script(
        "return Array.from(document.querySelectorAll('button'))"
        ".filter(b => b.getClientRects().length > 0 && !b.closest('#letters')"
        " && !arguments[0].includes(b.id)).map(b => b.id)", list(NOT_ACTIONS))
    return found


def look(driver: webdriver.Chrome, selector: str) -> dict[str, Any]:
    """An element's box, face and ink as drawn, and its ``::after`` mark."""
    found: dict[str, Any] = driver.execute_script(
        "const e = document.querySelector(arguments[0]); const r = e.getBoundingClientRect();"
        "const s = getComputedStyle(e); const a = getComputedStyle(e, '::after');"
        "return {width: r.width, height: r.height, image: s.backgroundImage, colour: s.backgroundColor,"
        " ink: s.color, text: e.firstChild && e.firstChild.nodeType === 3 ? e.firstChild.textContent : '',"
        " classes: e.className, mark: a.content, mark_width: parseFloat(a.width) || 0,"
        " mark_border: a.borderTopStyle, mark_colour: a.borderTopColor};", selector)
    return found


@pytest.fixture
def leo(browser: webdriver.Chrome, request: pytest.FixtureRequest) -> Iterator[Table]:  # noqa: F811
    """Leo's phone on his turn: Ana has played CAT; hints on; a double challenge costs a turn."""
    i18n.set_language(request.param)
    game = set_up(["CATSXYZ", "B?DOGQU", "SLMNOPE"], bag="LMNOPLMNOPRSTUVEEAI",
                  rules=RuleSet(challenge=ChallengeMode.DOUBLE, hints=True, hint_allowance=3),
                  lexicon=Words("CAT", "CATS", "BAY"), names=["Ana", "Leo", "Cleo"])
    game.play_text("8G CAT")
    try:
        with running_table(game, hint_source=lambda _game, _player: "DOG") as table:
            as_phone(browser)
            browser.get(table.server.url_for(1))
            wait_until(lambda: len(rack_letters(browser)) == 7, timeout=20, what="Leo's rack")
            yield table
    finally:
        i18n.set_language("en")


def tell(table: Table, paused: bool) -> None:
    """Leo's phone told the game is paused on the TV (or no longer), as the window tells it."""
    with table.lock:
        state = table.referee.state(1)
        state["paused"] = paused
        state["clock"] = {**state["clock"], "paused": paused}
        table.server.send(1, state)


def others_move(table: Table, intention: Intention) -> None:
    """Ana's or Cleo's move, made as their phone would ask for it; every phone is told."""
    with table.lock:
        table.server.send_all(table.referee.handle(intention))


@pytest.mark.parametrize("leo", ["en", "pt"], indirect=True)
def test_leos_phone_writes_plays_as_the_tv_shows_blanks_pauses_and_a_lost_turn(
        browser: webdriver.Chrome, leo: Table, shots: Path) -> None:  # noqa: F811
    table, game = leo, leo.game
    _ = i18n._
    language = i18n.language()
    paused_word = _("Paused")

    # paused on his turn: nothing may be pressed (Shuffle too), in every language
    assert set(shown_actions(browser)) == {"b-recall", "b-shuffle", "b-swap", "b-pass", "b-play", "b-hint",
                                           "b-challenge"}  # Ana's CAT may be challenged
    tell(table, True)
    wait_until(lambda: text(browser, "banner") == paused_word, timeout=10, what="the Paused banner")
    assert enabled_actions(browser) == []
    browser.save_screenshot(str(shots / f"phone-paused-own-turn-{language}.png"))
    tell(table, False)
    wait_until(lambda: not browser.find_element(By.ID, "banner").is_displayed(), timeout=10, what="play again")
    assert set(enabled_actions(browser)) == {"b-shuffle", "b-swap", "b-pass", "b-hint", "b-challenge"}

    # the blank on the rack: a blank's face with its dotted ring, a tile like the others
    blank_index = rack_letters(browser).index("?")
    blank = look(browser, f"#rack .slot:nth-child({blank_index + 1}) .tile")
    letter = look(browser, f"#rack .slot:nth-child({rack_letters(browser).index('B') + 1}) .tile")
    room = look(browser, "#rack .slot.end")
    rack = look(browser, "#rack")
    assert (blank["width"], blank["height"]) == (letter["width"], letter["height"])
    assert blank["width"] >= 44 and blank["height"] >= 52
    assert blank["text"] == "" and "blank" in blank["classes"].split()
    assert "rgb(236, 226, 240)" in blank["image"] and blank["image"] != letter["image"]
    assert blank["image"] not in (room["image"], rack["image"]) and room["image"] == "none"
    assert blank["mark"] == '""' and blank["mark_border"] == "dotted" and blank["mark_width"] >= 0.4 * blank["width"]
    assert letter["mark"] == "none"
    assert_readable(browser)
    browser.save_screenshot(str(shots / f"phone-blank-on-rack-{language}.png"))

    # Leo plays BAY down through Ana's A, the blank as the Y: on his board in the blank's ink
    tap_square_then_tile(browser, 6, 7, "B")
    wait_until(lambda: len(rack_letters(browser)) == 6, timeout=10, what="B put down")
    tap_square_then_tile(browser, 8, 7, "?")
    wait_until(lambda: browser.find_element(By.ID, "dialog").is_displayed(), timeout=10, what="the letters")
    again(lambda: next(b for b in browser.find_elements(By.CSS_SELECTOR, "#letters button")
                       if b.text == "Y").click())
    wait_until(lambda: text(browser, "preview").startswith(_("{points} points").format(points=4)), timeout=10,
               what="BAY's score")
    staged = look(browser, '.cell[data-row="8"][data-col="7"] .tile')
    assert staged["text"] == "Y" and {"blank", "staged"} <= set(staged["classes"].split())
    assert staged["ink"] == "rgb(112, 46, 124)" and staged["mark"] == "none"
    assert "rgb(236, 226, 240)" in staged["image"]  # the blank's face, ringed as a tile put down
    assert_readable(browser)
    browser.save_screenshot(str(shots / f"phone-blank-placed-{language}.png"))
    again(lambda: browser.find_element(By.ID, "b-play").click())
    played = _("Last move: {name} {move} ({points})").format(name="Leo", move="H7 B(A)y", points=4)
    wait_until(lambda: text(browser, "last") == played, timeout=10, what="Leo's play in the move log's notation")
    assert game.history[-1].notation == "H7 B.y"
    on_board = look(browser, '.cell[data-row="8"][data-col="7"] .tile')
    a_tile = look(browser, '.cell[data-row="7"][data-col="7"] .tile')
    assert on_board["text"] == "Y" and on_board["ink"] == "rgb(112, 46, 124)"
    assert "rgb(236, 226, 240)" in on_board["image"] and on_board["image"] != a_tile["image"]
    assert a_tile["ink"] == "rgb(52, 36, 24)"
    browser.save_screenshot(str(shots / f"phone-blank-played-{language}.png"))

    # Cleo hooks an S on CAT: the letters she played through in brackets
    others_move(table, Intention(2, "play", (PhoneTile(7, 9, "S"),)))
    hooked = _("Last move: {name} {move} ({points})").format(name="Cleo", move="8G (CAT)S", points=6)
    wait_until(lambda: text(browser, "last") == hooked, timeout=10, what="Cleo's play in the move log's notation")

    # Leo challenges CATS; the TV pauses while he is asked whether he is sure: it cannot be confirmed
    wait_until(lambda: browser.find_element(By.ID, "b-challenge").is_displayed(), timeout=10, what="Challenge")
    again(lambda: browser.find_element(By.ID, "b-challenge").click())
    wait_until(lambda: browser.find_element(By.ID, "dialog-ok").is_displayed(), timeout=10, what="Are you sure")
    tell(table, True)
    wait_until(lambda: text(browser, "banner") == paused_word, timeout=10, what="the Paused banner")
    assert "dialog-ok" in shown_actions(browser) and enabled_actions(browser) == []
    browser.save_screenshot(str(shots / f"phone-paused-challenge-asked-{language}.png"))
    tell(table, False)
    wait_until(lambda: "dialog-ok" in enabled_actions(browser), timeout=10, what="the challenge may be confirmed")

    # CATS is a word: the play stands and Leo loses his next turn, which his phone says under his score
    again(lambda: browser.find_element(By.ID, "dialog-ok").click())
    loses = i18n.ngettext("loses next turn", "loses {n} turns", 1).format(n=1)
    challenged = _("Last move: {name} {move}").format(name="Leo", move=_("challenged: the play stands, loses a turn"))
    wait_until(lambda: text(browser, "last") == challenged, timeout=10, what="Leo's failed challenge")
    assert game.players[1].lost_turns == 1
    wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, "#players .player.me .lost"), timeout=10,
               what="the lost turn on Leo's phone")
    assert text(browser, "players").count(loses) == 1
    mine = browser.find_element(By.CSS_SELECTOR, "#players .player.me .lost")
    assert mine.text == loses and mine.is_displayed()
    badge = look(browser, "#players .player.me .lost")
    chip = look(browser, "#players .player.me")
    assert 0 < badge["width"] <= chip["width"]
    assert_readable(browser)
    browser.save_screenshot(str(shots / f"phone-loses-next-turn-{language}.png"))

    # Ana passes: Leo's turn is skipped, and his phone no longer says he loses one
    others_move(table, Intention(0, "pass"))
    skipped = _("Last move: {name} {move}").format(name="Leo", move=_("lost this turn (challenge)"))
    wait_until(lambda: text(browser, "last") == skipped, timeout=10, what="Leo's turn skipped")
    assert game.players[1].lost_turns == 0 and game.current == 2
    assert browser.find_elements(By.CSS_SELECTOR, "#players .lost") == []
