"""A Duplicate phone that sleeps, against the real Duplicate scene, in headless Chromium
(360x640): the round has no clock, Ann plays on her phone and Ben's phone does nothing.

The TV names the phone the round waits for ("Waiting for Ben's phone") and Enter
plays Ben on the TV: his phone shows its tiles are on the TV, with no rack and no
buttons; Ben enters his play at the TV behind the hand-off card, and the round's
plays reach both phones.  "Play Ben on a phone" from the Menu card gives him his rack
back for the next round.  The TV and Ben's phone are photographed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from selenium import webdriver

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
    text,
)
from tests.test_phone_browser_duplicate import press, put
from tests.test_phone_browser_duplicate_scene import open_phone, plays_of


@pytest.fixture
def table(seeded_data: Path, make_app: Callable[..., Any]) -> Iterator[tuple[Any, DuplicateScene, Window]]:
    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ann", phone=True), SeatConfig("Ben", phone=True)]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate").replace(clock_seconds=0), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: (app.jobs.wait_all(0.01), app.step([], 1 / 60)),
               what="the word list and the game")
    window = Window(app, scene)
    try:
        yield app, scene, window
    finally:
        window.close()


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def test_a_sleeping_phone_is_named_and_its_seat_played_on_the_tv(
        browser: webdriver.Chrome, table: tuple[Any, DuplicateScene, Window], shots: Path) -> None:  # noqa: F811
    app, scene, window = table
    game, flow = scene.game, scene.table
    assert flow is not None
    ann, ben = (open_phone(browser, scene, seat) for seat in range(2))
    wait_until(lambda: scene.phones.connected() == {0, 1}, timeout=10, what="both phones on the codes card")
    with window.lock:
        scene.phones.card.close()  # Start
    wait_until(lambda: text(browser, "turn") == "Round 1: everyone plays this rack", timeout=10)

    # Ann plays on her phone; Ben's phone, asleep, does nothing
    browser.switch_to.window(ann)
    plays = plays_of(scene)
    put(browser, plays[0][0])
    press(browser, "b-play")
    wait_until(lambda: game.submitted(0), timeout=10, what="Ann's play in")

    def tv_texts() -> list[str]:
        with window.lock:
            return [t.text for t in drawn(app)]

    wait_until(lambda: "Waiting for Ben's phone" in tv_texts(), timeout=10, what="the TV naming Ben's phone")
    seen = tv_texts()
    assert flow.step is Step.WAITING and flow.phones_out == [1]
    assert {"Waiting for Ben's phone", "Play Ben on the TV", "Ben passes this round"} <= set(seen)
    assert not any(plays[0][1].split()[1] in t for t in seen)  # Ann's play is not given away
    window.shot(shots / "duplicate-seats-tv-waiting-for-ben.png")
    with window.lock:
        app.step([key(pygame.K_RETURN)], 1 / 60)  # Play Ben on the TV
        assert (flow.step, flow.at_tv) == (Step.HANDOFF, 1) and flow.on_phone == {0}

    # Ben's phone: its tiles are on the TV, nothing to press
    browser.switch_to.window(ben)
    wait_until(lambda: text(browser, "banner") == "Your tiles are on the TV now.", timeout=10,
               what="Ben's phone told")
    assert browser.find_element("id", "rack").is_displayed() is False
    assert browser.find_element("id", "buttons").is_displayed() is False
    browser.save_screenshot(str(shots / "duplicate-seats-phone-on-the-tv-360x640.png"))

    # Ben enters his play at the TV behind the hand-off card
    with window.lock:
        scene.take_turn()
        model = flow.model
        assert model is not None
        used: set[int] = set()
        for row, col, letter in plays[1][0]:
            tile = next(i for i in model.order if model.tiles[i] == letter and i not in used)
            used.add(tile)
            assert model.place(tile, (row, col), None)
        scene.submit()
    wait_until(lambda: text(browser, "turn") == "Round 1: the plays", timeout=30, what="round 1's plays")
    record = game.history[0]
    assert [record.play_of(s).kind for s in range(2)] == [PlayKind.PLAY, PlayKind.PLAY]
    assert record.play_of(1).notation == plays[1][1]

    # the Menu card gives Ben his phone back: his rack is there for round 2
    with window.lock:
        scene.next_round()
        scene.next_round()
        assert game.round_number == 2
        scene.ask_end()
        (back,) = [b for b in scene.phones.menu_buttons if b.label == "Play Ben on a phone"]
        back.action()
        scene.keep_playing()
        assert flow.on_phone == {0, 1}
    wait_until(lambda: text(browser, "turn") == "Round 2: everyone plays this rack", timeout=10,
               what="Ben's phone playing round 2")
    assert text(browser, "banner") == "" and sorted(rack_letters(browser)) == sorted(game.rack)
