"""Duplicate on three phones against the real Duplicate scene: three tabs of Debian's
Chromium (headless, at 360x640) play three rounds at once while the window runs
headless, its frames on a loop of the test's own (README, "Duplicate on the phones").

Round 1: Cy's first try cannot be placed and is refused on his phone; his next play,
a word not in the list, is taken and scores 0 at the reveal, with why; Ann and Ben
play words.  Round 2: Ben's phone submits nothing and the round's clock closes it
(no play in time).  Round 3: Ann passes.  The TV shows who has submitted, never what;
the totals on every phone are the game's.  The TV and a phone are photographed during
a round and at the reveal."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from itertools import permutations
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver

from game.engine.movegen import generate_plays
from game.rules.duplicate import PlayKind
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from tests.conftest import drawn, wait_until
from tests.test_phone_browser import (  # noqa: F401 (browser: the module's fixture)
    Window,
    browser,
    rack_letters,
    scores,
    text,
)
from tests.test_phone_browser_duplicate import SMALL_PHONE, press, put, rows

Tiles = list[tuple[int, int, str]]


@pytest.fixture
def table(seeded_data: Path, make_app: Callable[..., Any]) -> Iterator[tuple[Any, DuplicateScene, Window]]:
    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ann", phone=True), SeatConfig("Ben", phone=True), SeatConfig("Cy", phone=True)]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: (app.jobs.wait_all(0.01), app.step([], 1 / 60)),
               what="the word list and the game")
    window = Window(app, scene)
    try:
        yield app, scene, window
    finally:
        window.close()


def open_phone(driver: webdriver.Chrome, scene: DuplicateScene, seat: int) -> str:
    if seat:
        driver.switch_to.new_window("tab")
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", SMALL_PHONE)
    driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    server = scene.phones.server
    assert server is not None
    driver.get(server.url_for(seat))
    wait_until(lambda: len(rack_letters(driver)) == 7, timeout=20, what=f"seat {seat}'s rack")
    return str(driver.current_window_handle)


def plays_of(scene: DuplicateScene) -> list[tuple[Tiles, str, int]]:
    """The rack's plays without a blank, best first: tiles, notation, score."""
    game = scene.game
    return [([(t.row, t.col, t.letter) for t in p.play.placements], p.play.gcg(), p.score)
            for p in generate_plays(game.board, "".join(game.rack), game.lexicon)
            if not any(t.is_blank for t in p.play.placements)]


def non_word(scene: DuplicateScene) -> tuple[Tiles, str]:
    """Three of the rack's letters across the centre that make no word of the list."""
    game = scene.game
    letters = [t for t in game.rack if t != "?"]
    for trio in permutations(letters, 3):
        word = "".join(trio)
        if not game.lexicon.contains(word):
            return [(7, 7 + k, letter) for k, letter in enumerate(trio)], word
    raise AssertionError("every three letters of the rack make a word")


def next_round(window: Window, scene: DuplicateScene, number: int) -> None:
    with window.lock:
        scene.next_round()  # the reveal shown whole and the top play landed
        scene.next_round()  # then the next rack
    assert scene.game.round_number == number


def test_three_phones_play_three_rounds_at_once_against_the_duplicate_scene(
        browser: webdriver.Chrome, table: tuple[Any, DuplicateScene, Window], shots: Path) -> None:  # noqa: F811
    app, scene, window = table
    game = scene.game
    flow = scene.table
    assert flow is not None and scene.phones.card.showing
    ann, ben, cy = (open_phone(browser, scene, seat) for seat in range(3))
    wait_until(lambda: scene.phones.connected() == {0, 1, 2}, timeout=10, what="three phones on the codes card")
    window.shot(shots / "duplicate-scene-tv-codes.png")
    # under the TV's "Scan to join" card the phones wait for the table, as in the classic game
    wait_until(lambda: text(browser, "turn") == "Waiting for the table to start", timeout=10,
               what="the page waiting for Start")
    with window.lock:
        scene.phones.card.close()  # Start
    assert flow.step is Step.WAITING and flow.at_tv is None  # nobody comes to the TV
    assert rack_letters(browser) and sorted(rack_letters(browser)) == sorted(game.rack)
    # the page hears of Start with the next state it is sent: until then it still says "Paused"
    wait_until(lambda: text(browser, "turn") == "Round 1: everyone plays this rack", timeout=10,
               what="the round under way on the page")

    # round 1, all at once: Cy's first try is refused, his next is a word not in the list
    plays = plays_of(scene)
    best, other = plays[0], next(p for p in plays if p[1] != plays[0][1] and p[2] < plays[0][2])
    put(browser, [(0, 0, best[0][0][2])])
    press(browser, "b-play")
    wait_until(lambda: text(browser, "toast") != "", timeout=10)
    assert text(browser, "toast") == "The first word must cover the centre star"
    assert not game.submitted(2)
    press(browser, "b-recall")
    wrong, word = non_word(scene)
    put(browser, wrong)
    press(browser, "b-play")
    wait_until(lambda: text(browser, "turn") == "Submitted: waiting for the others (1 of 3)", timeout=10)
    browser.switch_to.window(ann)
    put(browser, best[0])
    wait_until(lambda: text(browser, "preview").startswith(f"{best[2]} points"), timeout=10)
    browser.save_screenshot(str(shots / "duplicate-scene-phone-round.png"))
    with window.lock:  # the TV: Cy has submitted, what he played and what Ann puts down are not shown
        seen = [t.text for t in drawn(app)]
        assert not any(scene.game.board.occupied(r, c) for r, c, _letter in best[0])
    assert seen.count("Played") == 1 and seen.count("Playing on their phone") == 2
    assert not any(word in t for t in seen)
    window.shot(shots / "duplicate-scene-tv-round.png")
    press(browser, "b-play")
    wait_until(lambda: text(browser, "turn") == "Submitted: waiting for the others (2 of 3)", timeout=10)
    browser.switch_to.window(ben)
    put(browser, other[0])
    press(browser, "b-play")
    wait_until(lambda: text(browser, "turn") == "Round 1: the plays", timeout=30, what="round 1's plays")
    record = game.history[0]
    assert [record.play_of(s).points for s in range(3)] == [best[2], other[2], 0]
    assert record.play_of(2).kind is PlayKind.INVALID
    assert rows(browser) == [
        {"who": "Cy", "what": f"{word} at 8H", "points": "0", "mine": False, "top": False,
         "why": f"{word} is not in the word list"},
        {"who": "Ben", "what": f"{other[1].split()[1]} at {other[1].split()[0]}", "points": f"+{other[2]}",
         "mine": True, "top": False, "why": ""},
        {"who": "Ann", "what": f"{best[1].split()[1]} at {best[1].split()[0]}", "points": f"+{best[2]}",
         "mine": False, "top": True, "why": ""},
    ]
    browser.save_screenshot(str(shots / "duplicate-scene-phone-reveal.png"))
    wait_until(lambda: flow.step is Step.REVEAL, timeout=10)
    with window.lock:
        scene.reveal.finish()
    window.shot(shots / "duplicate-scene-tv-reveal.png")

    # round 2: Ann and Cy submit, Ben's phone nothing: the clock closes the round
    next_round(window, scene, 2)
    wait_until(lambda: text(browser, "turn") == "Round 2: everyone plays this rack", timeout=10)
    plays = plays_of(scene)
    put(browser, plays[-1][0])  # Ben puts tiles down, then takes them back: nothing is handed in
    press(browser, "b-recall")
    browser.switch_to.window(ann)
    wait_until(lambda: text(browser, "turn") == "Round 2: everyone plays this rack", timeout=10)
    put(browser, plays[0][0])
    press(browser, "b-play")
    browser.switch_to.window(cy)
    wait_until(lambda: text(browser, "turn") == "Round 2: everyone plays this rack", timeout=10)
    put(browser, plays[1][0])
    press(browser, "b-play")
    wait_until(lambda: game.submitted(0) and game.submitted(2), timeout=10, what="Ann's and Cy's plays in")
    with window.lock:
        assert flow.step is Step.WAITING and flow.phones_out == [1]
        flow.clock.elapsed = flow.clock.limit - 0.2
    wait_until(lambda: text(browser, "turn") == "Round 2: the plays", timeout=30, what="round 2's plays")
    assert game.history[1].play_of(1).kind is PlayKind.NONE
    assert rows(browser)[0] == {"who": "Ben", "what": "no play in time", "points": "0", "mine": False,
                                "top": False, "why": ""}

    # round 3: Ann passes, Ben and Cy play
    next_round(window, scene, 3)
    plays = plays_of(scene)
    browser.switch_to.window(ben)
    wait_until(lambda: text(browser, "turn") == "Round 3: everyone plays this rack", timeout=10)
    put(browser, plays[0][0])
    press(browser, "b-play")
    browser.switch_to.window(cy)
    wait_until(lambda: text(browser, "turn") == "Round 3: everyone plays this rack", timeout=10)
    put(browser, plays[1][0])
    press(browser, "b-play")
    browser.switch_to.window(ann)
    wait_until(lambda: text(browser, "turn") == "Round 3: everyone plays this rack", timeout=10)
    press(browser, "b-pass")
    wait_until(lambda: text(browser, "turn") == "Round 3: the plays", timeout=30, what="round 3's plays")
    assert game.history[2].play_of(0).kind is PlayKind.PASS
    assert [game.history[2].play_of(s).points for s in (1, 2)] == [plays[0][2], plays[1][2]]
    assert scores(browser) == [str(s) for s in game.scores]
    assert [record.top is not None for record in game.history] == [True, True, True]
