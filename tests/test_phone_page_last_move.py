"""The phone's last-move line keeps a play's points with the play (README, "Phone
racks"), in Chromium: in Chinese "上一步：Ana 8D BUMPH（34）" never leaves "（34）" alone
on a line of its own, at any width the page may have; nor does "(34)" in English.

CI installs ``chromium`` and ``chromium-driver`` (.ci/run)."""

from __future__ import annotations

import pytest
from selenium import webdriver

from game import i18n
from game.phone.network import lan_address
from game.phone.words import last_move_line
from tests.conftest import wait_until
from tests.phone_helpers import running_table
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import browser, rack_letters, text

__all__ = ["browser"]  # the module's Chromium, shared with the other browser tests

#: in #last: the top of the character before the points' bracket, the top of the bracket, how many lines
TOPS = """
const chars = [];
const walk = document.createTreeWalker(document.getElementById("last"), NodeFilter.SHOW_TEXT);
for (let node = walk.nextNode(); node; node = walk.nextNode())
  for (let i = 0; i < node.textContent.length; i++) chars.push([node, i, node.textContent[i]]);
const top = ([node, i]) => { const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1);
                             return Math.round(r.getClientRects()[0].top); };
let open = chars.length - 1;
while (open > 0 && chars[open][2] !== "(" && chars[open][2] !== "（") open -= 1;
let before = open - 1;
while (before > 0 && /\\s/.test(chars[before][2])) before -= 1;
const lines = new Set(chars.filter((c) => !/\\s/.test(c[2])).map(top));
return [top(chars[before]), top(chars[open]), lines.size];
"""


@pytest.mark.parametrize("language", ["zh_Hant_HK", "en"])
def test_the_points_stay_on_the_line_of_the_play(browser: webdriver.Chrome, language: str) -> None:
    game = set_up(["BUMPHXY", "DOGEQUI"], bag="LMNOPLMNOPDERAB", lexicon=Words("BUMPH"), names=["Ana", "Ben"])
    game.play_text("8D BUMPH")
    i18n.set_language(language)
    try:
        line = last_move_line(game, game.history[-1])
        with running_table(game, host=lan_address()) as table:
            wrapped = 0
            for width in range(280, 482, 4):
                browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                        {"width": width, "height": 844, "deviceScaleFactor": 1, "mobile": True})
                if width == 280:
                    browser.get(table.server.url_for(1))
                    wait_until(lambda: len(rack_letters(browser)) == 7, timeout=20, what="Ben's rack")
                    wait_until(lambda: text(browser, "last") == line,
                               timeout=10, what="the last move's line")
                before, bracket, lines = browser.execute_script(TOPS)
                assert before == bracket, (width, line)
                wrapped += lines > 1
            assert wrapped > 0  # the line did wrap at some widths: the points went with the play
    finally:
        i18n.set_language("en")
