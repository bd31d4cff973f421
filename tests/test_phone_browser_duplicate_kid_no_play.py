"""A child's Duplicate phone page told, without pressing Hint, that no word fits the
round's rack, in Chromium against the real Duplicate scene (README, "Duplicate on the
phones"): two tabs of Debian's Chromium (headless, at 360x640) while the window runs
headless, its frames on a loop of the test's own.

Ann is a grown-up, Leo a child on the kid-safe list, both on their phones, on the rack
BCDFGHJ, which no word of either list fits.  Once the "Scan to join" card is closed,
Leo's page says "No word fits your tiles this round: press Pass." in his language,
his three hints all left; Ann's page says nothing of it, nor does the TV.  When the
round closes (both pass, and with no play at all the game is over) it goes.  Leo's
phone and the TV are photographed with it up, in English and in Portuguese."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver

from game import i18n
from game.lexicon import Lexicon
from game.rules.bag import Bag
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
    text,
)
from tests.test_phone_browser_duplicate import press
from tests.test_phone_browser_duplicate_scene import open_phone

RULES = preset("Duplicate").replace(clock_seconds=0, hints=True, hint_allowance=3)
#: no vowel, no blank: no word of either list fits it on an empty board
NO_WORD = "BCDFGHJ"


@pytest.fixture(params=["en", "pt"])
def table(request: pytest.FixtureRequest, seeded_data: Path, make_app: Callable[..., Any],
          enable_lexicon: Lexicon, kids_lexicon: Lexicon) -> Iterator[tuple[Any, DuplicateScene, Window, str]]:
    language = str(request.param)
    app = make_app(size=(1280, 800), language=language)
    seats = [SeatConfig("Ann", phone=True), SeatConfig("Leo", phone=True, handicap=Handicap(word_list="kids"))]
    game = game_seam.new_game(seats, RULES, enable_lexicon, {"enable": enable_lexicon, "kids": kids_lexicon},
                              random.Random(5))
    # the drawn rack goes back to the bag and BCDFGHJ comes out of it: every tile is kept
    left = Counter(game.bag.tiles) + Counter(game.rack) - Counter(NO_WORD)
    game.bag = Bag(game.rng, sorted(left.elements()))
    game.rack = list(NO_WORD)
    scene = DuplicateScene(app.ctx, seats, RULES, seed=5, game=game)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: (app.jobs.wait_all(0.01), app.step([], 1 / 60)),
               what="the game")
    window = Window(app, scene)
    try:
        yield app, scene, window, language
    finally:
        window.close()
        i18n.set_language("en")


def toast(driver: webdriver.Chrome) -> str:
    """The page's message as shown ("" when it is hidden)."""
    return str(driver.execute_script(
        "const t = document.getElementById('toast'); return t.hidden ? '' : t.innerText;"))


def test_a_childs_duplicate_phone_shows_no_word_fits_unasked(
        browser: webdriver.Chrome, table: tuple[Any, DuplicateScene, Window, str], shots: Path) -> None:  # noqa: F811
    app, scene, window, language = table
    game, flow = scene.game, scene.table
    assert flow is not None
    ann = open_phone(browser, scene, 0)
    leo = open_phone(browser, scene, 1)
    wait_until(lambda: scene.phones.connected() == {0, 1}, timeout=10, what="two phones on the codes card")
    with window.lock:
        scene.phones.card.close()  # Start
    said = i18n._("No word fits your tiles this round: press Pass.")
    wait_until(lambda: toast(browser) == said, timeout=30, what="Leo's page told")
    hint_button = browser.find_element("id", "b-hint")
    assert hint_button.text == i18n.pgettext("button", "Hint ({left})").format(left=3)  # no hint spent
    assert game.hints_used == [0, 0]
    browser.save_screenshot(str(shots / f"duplicate-kid-no-play-phone-{language}.png"))
    with window.lock:  # the TV at the same moment: nothing of it
        seen = " ".join(t.text for t in drawn(app))
        line = scene.painter._hint_line()
    assert said not in seen and line == "" and scene.message_time == 0
    window.shot(shots / f"duplicate-kid-no-play-tv-phone-seat-{language}.png")

    browser.switch_to.window(ann)  # a grown-up's page: told nothing
    assert toast(browser) == ""
    press(browser, "b-pass")
    browser.switch_to.window(leo)
    press(browser, "b-pass")
    # no play at all this round: the game is over, and the message goes as the game-over card comes
    wait_until(lambda: browser.find_element("id", "over").is_displayed(), timeout=30, what="the game-over card")
    assert toast(browser) == ""
    assert game.over and flow.step in (Step.REVEAL, Step.DONE)
