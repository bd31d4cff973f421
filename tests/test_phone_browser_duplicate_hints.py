"""A hint on a Duplicate phone in Chromium against the real Duplicate scene (README,
"Duplicate on the phones"): two tabs of Debian's Chromium (headless, at 360x640)
while the window runs headless, its frames on a loop of the test's own.

Ann plays with the game's three hints: her page shows "Hint (3)"; a press gives the
first rung, "A word fits at …", in her language, its square glowing on her board,
and "Hint (2)"; a second press names the word and keeps the glow.  Ben plays without
hints: his page shows no Hint button.  The TV shows nothing of Ann's hint, neither
its words nor its glow.  When the round closes the glow goes.  The phone and the TV
are photographed with the hint up, in English and in Portuguese."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By

from game import i18n
from game.engine.hints import hint
from game.rules.board import square_name
from game.rules.handicap import Handicap
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts import game_seam
from game.ui.scenes.duplicate_parts.table import Step
from tests.conftest import drawn, wait_until
from tests.test_phone_browser import (  # noqa: F401 (browser: the module's fixture)
    Window,
    browser,
    cell,
    text,
)
from tests.test_phone_browser_duplicate import press, put
from tests.test_phone_browser_duplicate_scene import open_phone, plays_of

RULES = preset("Duplicate").replace(hints=True, hint_allowance=3)


@pytest.fixture(params=["en", "pt"])
def table(request: pytest.FixtureRequest, seeded_data: Path, make_app: Callable[..., Any]
          ) -> Iterator[tuple[Any, DuplicateScene, Window, str]]:
    language = str(request.param)
    app = make_app(size=(1280, 800), language=language)
    seats = [SeatConfig("Ann", phone=True), SeatConfig("Ben", phone=True, handicap=Handicap(hints=0))]
    scene = DuplicateScene(app.ctx, seats, RULES, seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: (app.jobs.wait_all(0.01), app.step([], 1 / 60)),
               what="the word list and the game")
    window = Window(app, scene)
    try:
        yield app, scene, window, language
    finally:
        window.close()
        i18n.set_language("en")


def glowing(driver: webdriver.Chrome) -> list[tuple[int, int]]:
    return [(int(str(c.get_attribute("data-row"))), int(str(c.get_attribute("data-col"))))
            for c in driver.find_elements(By.CSS_SELECTOR, "#board .cell.hinted")]


def rung(scene: DuplicateScene, level: int) -> Any:
    game = scene.game
    found = hint(game.board, "".join(game.rack), game.word_list_of(0), level, game_seam.seat_rules(game, 0))
    assert found is not None
    return found


def test_a_phone_asks_for_a_hint_in_duplicate_and_sees_it_alone(
        browser: webdriver.Chrome, table: tuple[Any, DuplicateScene, Window, str], shots: Path) -> None:  # noqa: F811
    app, scene, window, language = table
    game, flow = scene.game, scene.table
    assert flow is not None
    ann = open_phone(browser, scene, 0)
    ben = open_phone(browser, scene, 1)
    wait_until(lambda: scene.phones.connected() == {0, 1}, timeout=10, what="two phones on the codes card")
    with window.lock:
        scene.phones.card.close()  # Start
    assert flow.step is Step.WAITING
    playing = i18n._("Round {round}: everyone plays this rack").format(round=1)
    wait_until(lambda: text(browser, "turn") == playing, timeout=10, what="round 1 on Ben's phone")
    assert not browser.find_element("id", "b-hint").is_displayed()  # Ben plays without hints

    browser.switch_to.window(ann)
    hint_button = browser.find_element("id", "b-hint")
    wait_until(lambda: hint_button.is_displayed() and hint_button.is_enabled(), timeout=10, what="Ann's Hint")
    assert hint_button.text == i18n.pgettext("button", "Hint ({left})").format(left=3)
    press(browser, "b-hint")
    first = rung(scene, 1)
    said = i18n._("A word fits at {square}").format(square=square_name(*first.square))
    wait_until(lambda: text(browser, "toast") == said, timeout=60, what="the first rung on Ann's phone")
    wait_until(lambda: glowing(browser) == [first.square], timeout=10, what="the hinted square glowing")
    wait_until(lambda: hint_button.text == i18n.pgettext("button", "Hint ({left})").format(left=2), timeout=10)
    assert game.hints_used == [1, 0]
    browser.save_screenshot(str(shots / f"duplicate-phone-hint-{language}.png"))
    with window.lock:  # the TV at the same moment: nothing of Ann's hint
        seen = " ".join(t.text for t in drawn(app))
        line = scene.painter._hint_line()
    assert said not in seen and line == "" and flow.hint is None and flow.hint_level == 0
    window.shot(shots / f"duplicate-tv-phone-hint-{language}.png")

    press(browser, "b-hint")  # the word, the square still glowing; the same hint
    said = i18n._("You can make {word}").format(word=rung(scene, 2).word)
    wait_until(lambda: text(browser, "toast") == said, timeout=60, what="the second rung on Ann's phone")
    assert glowing(browser) == [first.square] and game.hints_used == [1, 0]
    cell(browser, *first.square)  # still on the board

    # the round closes: the glow goes with it
    put(browser, plays_of(scene)[0][0])
    press(browser, "b-play")
    browser.switch_to.window(ben)
    press(browser, "b-pass")
    browser.switch_to.window(ann)
    result = i18n._("Round {round}: the plays").format(round=1)
    wait_until(lambda: text(browser, "turn") == result, timeout=30, what="round 1's plays")
    assert glowing(browser) == []
