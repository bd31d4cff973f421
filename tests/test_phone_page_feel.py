"""The phone feels alive (README, "Phone racks"), in Debian's Chromium at 390x844:
a picked tile lifts with a transition (none when the phone asks for reduced motion),
placing a tile buzzes the phone unless that is turned off in the page's settings, a
play's points rise as "+N" from the player's score, the turn's sound (off unless
turned on) plays when the turn comes, and the settings are kept across a reload.

The phone's vibration and sound are stood in for before the page loads (Chromium
headless has neither): each call is recorded for the test to read."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.common.by import By

from game.phone.network import lan_address
from game.phone.protocol import Intention, PhoneTile
from tests.conftest import wait_until
from tests.phone_helpers import Table, running_table
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import (
    again,
    as_phone,
    browser,  # noqa: F401
    cell,
    rack_letters,
    rack_tile,
    scores,
    text,
)

# Stand-ins for the phone's vibration and sound, recording every call.
RECORDERS = """
window.buzzes = [];
window.notes = [];
Object.defineProperty(Navigator.prototype, "vibrate", {
  configurable: true, value: function (pattern) { window.buzzes.push(pattern); return true; } });
class RecordingAudio {
  constructor() { this.state = "running"; this.currentTime = 0; this.destination = {}; }
  resume() { return Promise.resolve(); }
  createGain() { return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} }; }
  createOscillator() {
    const note = { type: "", frequency: { value: 0 }, connect() {}, stop() {},
      start() { window.notes.push(note.frequency.value); } };
    return note;
  }
}
window.AudioContext = RecordingAudio;
window.webkitAudioContext = RecordingAudio;
"""


@contextmanager
def recording(driver: webdriver.Chrome) -> Iterator[None]:
    """Every page opened meanwhile has the recording stand-ins."""
    added = driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDERS})
    try:
        yield
    finally:
        driver.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": added["identifier"]})


@contextmanager
def bens_phone(driver: webdriver.Chrome, ana_first: bool = False) -> Iterator[Table]:
    """Ben's phone after Ana's CAT (or before, with ``ana_first``), TO a word."""
    game = set_up(["CATSXYZ", "DOG?QUI"], bag="LMNOPLMNOPDERAB", lexicon=Words("CAT", "TO"),
                  names=["Ana", "Ben"])
    if not ana_first:
        game.play_text("8G CAT")
    with recording(driver), running_table(game, host=lan_address()) as table:
        as_phone(driver)
        driver.get(table.server.url_for(1))
        wait_until(lambda: len(rack_letters(driver)) == 7, timeout=20, what="Ben's rack")
        yield table


def pick(driver: webdriver.Chrome, index: int) -> dict[str, Any]:
    """A tap on a rack tile; the tile's class, transform and running transitions at once
    (in the same frame: the transition lasts a moment)."""
    found: dict[str, Any] = driver.execute_script("""
        const tile = document.querySelectorAll('#rack .tile')[arguments[0]];
        const box = tile.getBoundingClientRect();
        const at = {clientX: box.left + 10, clientY: box.top + 10, bubbles: true, pointerId: 1, isPrimary: true};
        tile.dispatchEvent(new PointerEvent('pointerdown', at));
        window.dispatchEvent(new PointerEvent('pointerup', at));
        const same = document.querySelectorAll('#rack .tile')[arguments[0]];
        return {same: same === tile, picked: same.classList.contains('picked'),
                moving: same.getAnimations().map(a => a.transitionProperty).sort(),
                transform: getComputedStyle(same).transform};
    """, index)
    return found


def settings_switch(driver: webdriver.Chrome, element_id: str) -> bool:
    return bool(driver.execute_script("return document.getElementById(arguments[0]).checked", element_id))


def toggle(driver: webdriver.Chrome, element_id: str) -> None:
    again(lambda: driver.find_element(By.ID, "b-settings").click())
    wait_until(lambda: driver.find_element(By.ID, "settings").is_displayed(), timeout=5, what="the settings")
    again(lambda: driver.find_element(By.ID, element_id).click())
    again(lambda: driver.find_element(By.ID, "settings-close").click())
    wait_until(lambda: not driver.find_element(By.ID, "settings").is_displayed(), timeout=5, what="settings shut")


def test_a_picked_tile_lifts_with_motion_and_stays_still_for_reduced_motion(
        browser: webdriver.Chrome, shots: Path) -> None:  # noqa: F811
    with bens_phone(browser):
        resting = browser.execute_script("return getComputedStyle(document.querySelector('#rack .tile')).transform")
        assert resting == "none"
        lifted = pick(browser, 0)
        # the same tile, lifted: raised 10 px, 8 % larger, moving there
        assert lifted["same"] and lifted["picked"]
        assert lifted["moving"] == ["box-shadow", "transform"]
        browser.execute_script("return new Promise(done => setTimeout(done, 400))")
        assert browser.execute_script(
            "return getComputedStyle(document.querySelector('#rack .tile')).transform"
        ) == "matrix(1.08, 0, 0, 1.08, 0, -10)"
        browser.save_screenshot(str(shots / "phone-lifted-tile.png"))
        assert pick(browser, 0)["picked"] is False  # a second tap puts it down
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        try:
            still = pick(browser, 1)
            assert still["picked"] and still["moving"] == []
            assert still["transform"] == "matrix(1.08, 0, 0, 1.08, 0, -10)"
        finally:
            browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_placing_buzzes_unless_turned_off_and_the_settings_are_kept(browser: webdriver.Chrome) -> None:  # noqa: F811
    with bens_phone(browser):
        assert not settings_switch(browser, "s-sound") and settings_switch(browser, "s-vibrate")
        again(lambda: cell(browser, 8, 8).click())
        again(lambda: rack_tile(browser, "O").click())
        wait_until(lambda: "O" in text(browser, "board"), timeout=10, what="O placed")
        assert browser.execute_script("return window.buzzes") == [15]
        again(lambda: cell(browser, 8, 8).click())  # taken back: no buzz
        wait_until(lambda: "O" in rack_letters(browser), timeout=10, what="O back on the rack")
        toggle(browser, "s-vibrate")  # off
        assert browser.execute_script("return window.buzzes") == [15]
        again(lambda: cell(browser, 8, 8).click())
        again(lambda: rack_tile(browser, "O").click())
        wait_until(lambda: "O" in text(browser, "board"), timeout=10, what="O placed again")
        assert browser.execute_script("return window.buzzes") == [15]
        toggle(browser, "s-sound")  # on: it sounds once, to hear it
        assert browser.execute_script("return window.notes") == [660, 880]
        # a reload: the same settings
        browser.refresh()
        wait_until(lambda: len(rack_letters(browser)) == 7, timeout=20, what="the rack again")
        assert not settings_switch(browser, "s-vibrate") and settings_switch(browser, "s-sound")
        assert browser.execute_script("return JSON.parse(localStorage.getItem('tileparty-settings'))") == {
            "vibrate": False, "sound": True}
        again(lambda: cell(browser, 8, 8).click())
        again(lambda: rack_tile(browser, "O").click())
        wait_until(lambda: "O" in text(browser, "board"), timeout=10, what="O placed after the reload")
        assert browser.execute_script("return window.buzzes") == []
        toggle(browser, "s-vibrate")  # on again: it buzzes once, to feel it
        assert browser.execute_script("return window.buzzes") == [15]


def test_a_play_raises_its_points_from_the_score(browser: webdriver.Chrome, shots: Path) -> None:  # noqa: F811
    with bens_phone(browser):
        browser.execute_script("""
            window.gains = [];
            new MutationObserver(changes => { for (const c of changes) for (const n of c.addedNodes)
              window.gains.push({text: n.textContent, x: n.getBoundingClientRect().left + n.offsetWidth / 2});
            }).observe(document.getElementById('gains'), {childList: true});""")
        again(lambda: cell(browser, 8, 8).click())
        again(lambda: rack_tile(browser, "O").click())
        wait_until(lambda: text(browser, "preview").startswith("3 points"), timeout=10, what="TO's score")
        again(lambda: browser.find_element(By.ID, "b-play").click())
        wait_until(lambda: scores(browser) == ["10", "3"], timeout=10, what="Ben's 3 points")
        browser.save_screenshot(str(shots / "phone-plus-points.png"))
        gains = browser.execute_script("return window.gains")
        assert [g["text"] for g in gains] == ["+3"]
        ben = browser.execute_script(
            "const r = document.querySelectorAll('#players .player')[1].getBoundingClientRect();"
            "return [r.left, r.right]")
        assert ben[0] < gains[0]["x"] < ben[1]  # over Ben's score
        wait_until(lambda: browser.execute_script("return document.getElementById('gains').children.length") == 0,
                   timeout=5, what="the +3 gone")


def test_the_turns_sound_plays_when_the_turn_comes_only_when_turned_on(browser: webdriver.Chrome) -> None:  # noqa: F811
    with bens_phone(browser, ana_first=True) as table:
        assert text(browser, "turn") == "Waiting for Ana"

        def ana(intention: Intention) -> None:
            with table.lock:
                table.server.send_all(table.handle(intention))

        ana(Intention(0, "play", tuple(PhoneTile(7, 6 + i, letter) for i, letter in enumerate("CAT"))))
        wait_until(lambda: text(browser, "turn") == "Ben, your turn", timeout=10, what="Ben's turn")
        assert browser.execute_script("return window.notes") == []  # off unless turned on
        toggle(browser, "s-sound")
        assert browser.execute_script("return window.notes") == [660, 880]  # the sample
        again(lambda: cell(browser, 8, 8).click())
        again(lambda: rack_tile(browser, "O").click())
        wait_until(lambda: text(browser, "preview").startswith("3 points"), timeout=10, what="TO's score")
        again(lambda: browser.find_element(By.ID, "b-play").click())
        wait_until(lambda: text(browser, "turn") == "Waiting for Ana", timeout=10, what="Ana's turn")
        assert browser.execute_script("return window.notes") == [660, 880]  # not for Ana's turn
        ana(Intention(0, "pass"))
        wait_until(lambda: text(browser, "turn") == "Ben, your turn", timeout=10, what="Ben's turn again")
        wait_until(lambda: browser.execute_script("return window.notes") == [660, 880, 660, 880], timeout=5,
                   what="the turn's sound")
