"""Measuring the phone page as drawn, for the reading tests of the classic page
(``test_phone_page_reading.py``) and of Duplicate's (``test_phone_page_reading_duplicate.py``):
README, "Phone racks", and issue 34's "a phone board for small hands".

- every control and rack tile at least 44x44 CSS px, on the screen (or within what the
  page scrolls to);
- text at least 16 px (premium words on the board and a tile's points at least 11 px;
  the board's letters at least ``board_text`` while placing);
- every text at least 4.5:1 contrast against what is behind it (3:1 for a disabled
  control or large text), no text faded by opacity, none cut at its box's edge.

Each measure is taken from the page as drawn (getBoundingClientRect, getComputedStyle);
a contrast is computed from the computed colours, walking up to the first opaque
background (a gradient counts by each of its colours)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from selenium import webdriver

from game import i18n

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


def assert_readable(driver: webdriver.Chrome, board_text: float = 0, scrolls: bool = False,
                    texts: int = 20) -> None:
    """No problem found (see :func:`measure`) among more than ``texts`` texts (fewer: the
    measure did not find the page's, or a state shows less than it should)."""
    found = measure(driver, board_text, scrolls)
    assert len(found["texts"]) > texts, f"the page's texts were not found: {found['texts']}"
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


@contextmanager
def phone_text_size(driver: webdriver.Chrome, font: int) -> Iterator[None]:
    """The phone's own text size made ``font`` px (16 is 100 %, 20 is 125 %, 24 is 150 %):
    Chromium's default font, which the page's rem follows; put back after. A page opened
    before must be loaded again to take it."""
    driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": font, "fixed": 16}})
    try:
        yield
    finally:
        driver.execute_cdp_cmd("Page.setFontSizes", {"fontSizes": {"standard": 16, "fixed": 13}})
