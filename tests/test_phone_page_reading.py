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

Each measure is taken from the page as drawn (getBoundingClientRect, getComputedStyle);
a contrast is computed from the computed colours, walking up to the first opaque
background (a gradient counts by each of its colours)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By

from game import i18n
from game.phone import protocol
from game.phone.network import lan_address
from game.rules.ruleset import RuleSet, preset
from tests.conftest import wait_until
from tests.phone_helpers import running_table
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import again, browser, cell, cell_width, rack_tile, text  # noqa: F401
from tests.test_phone_page_layout import ben_to_play, box, inside, window

# What the page draws, checked in the page: every problem found, in words.
MEASURE = r"""
const problems = [];
const seen = (el) => {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden" && el.closest("[hidden]") === null;
};
const name = (el) => (el.id ? "#" + el.id : el.tagName.toLowerCase() + "." + el.className) +
  " '" + (el.innerText || "").trim().slice(0, 24) + "'";
const parse = (value) => {
  const found = [];
  for (const m of value.matchAll(/rgba?\(([^)]+)\)/g)) {
    const p = m[1].split(/[ ,/]+/).filter(Boolean).map(Number);
    found.push([p[0], p[1], p[2], p.length > 3 ? p[3] : 1]);
  }
  return found;
};
const lum = (c) => {
  const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
};
const ratio = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };
// the colours behind an element: the first opaque background up the tree (every colour of a gradient)
const behind = (el) => {
  for (let e = el; e; e = e.parentElement) {
    const style = getComputedStyle(e);
    const image = parse(style.backgroundImage);
    if (image.length) {
      if (image.some((c) => c[3] < 1)) return null;
      return image;
    }
    const colour = parse(style.backgroundColor)[0];
    if (colour && colour[3] >= 1) return [colour];
    if (colour && colour[3] > 0) return null;
  }
  return [[255, 255, 255, 1]];
};
const options = arguments[0];
const texts = [];
for (const el of document.querySelectorAll("body *")) {
  if (!seen(el) || el.closest("#gains")) continue;
  const own = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim());
  if (!own) continue;
  const style = getComputedStyle(el);
  const size = parseFloat(style.fontSize);
  if (size === 0) continue; // not drawn: the whole board's squares too small for their words
  const onBoard = el.closest("#board") !== null;
  const small = el.matches(".tile .v, .tile .h") || (el.matches(".cell") && onBoard);
  const least = small ? 11 : onBoard ? (options.board || 0) : 16;
  texts.push({ what: name(el), size });
  if (size < least - 0.01) problems.push(`${name(el)}: text ${size}px, under ${least}px`);
  let faded = 1;
  for (let e = el; e; e = e.parentElement) faded *= Number(getComputedStyle(e).opacity);
  if (faded < 1) problems.push(`${name(el)}: faded by opacity ${faded}`);
  const colours = behind(el);
  if (!colours) { problems.push(`${name(el)}: a see-through background`); continue; }
  const fg = parse(style.color)[0];
  const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
  const disabled = el.closest("button:disabled") !== null;
  const need = disabled || large ? 3 : 4.5;
  for (const bg of colours) {
    const mixed = fg.slice(0, 3).map((v, i) => v * fg[3] + bg[i] * (1 - fg[3]));
    const r = ratio(mixed, bg);
    if (r < need) problems.push(`${name(el)}: contrast ${r.toFixed(2)}, under ${need}`);
  }
  // its text whole, not cut at its edge
  if (style.overflow !== "visible" && (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1))
    problems.push(`${name(el)}: its text is cut (${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight})`);
}
for (const el of document.querySelectorAll("button, #rack .tile, .switch input")) {
  if (!seen(el)) continue;
  const r = el.getBoundingClientRect();
  if (r.width < 43.99 || r.height < 43.99)
    problems.push(`${name(el)}: a control ${r.width.toFixed(1)}x${r.height.toFixed(1)}, under 44x44`);
  // on the screen, or (a page that scrolls) within what the page scrolls to
  const bottom = options.scrolls ? document.body.scrollHeight - document.body.scrollTop : innerHeight;
  if (r.left < -0.5 || r.top < -0.5 - (options.scrolls ? document.body.scrollTop : 0) || r.right > innerWidth + 0.5 ||
      r.bottom > bottom + 0.5)
    problems.push(`${name(el)}: off the screen`);
}
return { problems, texts };
"""


def measure(driver: webdriver.Chrome, board_text: float = 0, scrolls: bool = False) -> dict[str, Any]:
    """Every problem the page has as drawn; ``board_text`` the least size of a letter on
    the board; ``scrolls``: a control may be below the screen if the page scrolls to it."""
    found: dict[str, Any] = driver.execute_script(MEASURE, {"board": board_text, "scrolls": scrolls})
    return found


def assert_readable(driver: webdriver.Chrome, board_text: float = 0, scrolls: bool = False) -> None:
    found = measure(driver, board_text, scrolls)
    assert len(found["texts"]) > 20, "the page's texts were not found"
    assert not found["problems"], "\n".join(found["problems"])


def font_px(driver: webdriver.Chrome, selector: str) -> float:
    return float(driver.execute_script(
        "return parseFloat(getComputedStyle(document.querySelector(arguments[0])).fontSize)", selector))


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    try:
        yield str(request.param)
    finally:
        i18n.set_language("en")


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
        browser.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": font, "fixed": 16}})
        try:
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
        finally:
            browser.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})


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
