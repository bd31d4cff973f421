"""The board's premium labels on the phone page, in Chinese (Debian's Chromium, headless):
the language's own labels (雙字 三字 雙詞 三詞), each inside its square wherever the page
shows labels at all (a small phone's whole board shows only the colours)."""

from __future__ import annotations

from typing import Any

import pytest
from selenium import webdriver

from game import i18n
from tests.test_phone_browser import browser  # noqa: F401
from tests.test_phone_page_layout import ben_to_play

LABELS = {"dl": "雙字", "tl": "三字", "dw": "雙詞", "tw": "三詞"}


@pytest.mark.parametrize("width, height", [(360, 640), (844, 390), (430, 932)])
def test_the_chinese_labels_fit_their_squares_on_the_phone(browser: webdriver.Chrome,  # noqa: F811
                                                           width: int, height: int, shots: Any) -> None:
    i18n.set_language("zh_Hant_HK")
    with ben_to_play(browser, width, height):
        squares: list[list[Any]] = browser.execute_script(
            "return Array.from(document.querySelectorAll('.cell.dl, .cell.tl, .cell.dw, .cell.tw'))"
            ".filter(c => !c.querySelector('.tile'))"
            ".map(c => [c.className, c.textContent, c.clientWidth, c.scrollWidth, getComputedStyle(c).fontSize])")
        browser.save_screenshot(str(shots / f"phone-labels-zh_Hant_HK-{width}x{height}.png"))
    assert len(squares) >= 55  # the 61 premium squares but those under CAT
    for classes, label, room, needs, size in squares:
        kind = next(k for k in LABELS if k in classes.split())
        assert label == LABELS[kind]
        assert size == "0px" or needs <= room, (label, room, needs, size)
