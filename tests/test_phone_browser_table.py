"""The phones and the TV agree on what the table waits for: two phones in Debian's
Chromium (headless) against the real play scene, in English and Hong Kong Chinese.

Dev plays on the TV; while the challenge card is up both phones say the table is
deciding (Challenge and No challenge on each, no clock of Dev's turn), and so does
the TV where Ana's rack would be; Ana's No challenge answers for her seat only (her
phone says she has answered, the TV's card says so, Ben keeps his buttons); Ben's
closes the card for everyone; a tile Ana puts down just as the TV is
paused is refused and goes back to her rack, and her phone says Paused; Ben's
phone joins again while Settings is open over the pause menu and sees Paused.
The phones are photographed in each of these states."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from selenium import webdriver
from selenium.webdriver.common.by import By

from game import i18n
from game.rules.move import Placement, TilePlay
from game.rules.ruleset import ChallengeMode, RuleSet
from game.words.turns import phone_turn_line
from tests.conftest import drawn, wait_until
from tests.phone_helpers import Table
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import (  # noqa: F401 (browser: the module's fixture)
    Window,
    again,
    browser,
    cell_text,
    open_seat,
    rack_letters,
    tap_square_then_tile,
    text,
)


def shown(driver: webdriver.Chrome, element_id: str) -> bool:
    return bool(driver.find_element(By.ID, element_id).is_displayed())


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK"])
def test_two_phones_follow_the_challenge_card_the_pause_and_settings_over_it(
        browser: webdriver.Chrome, make_app: Callable[..., Any], shots: Path, language: str) -> None:  # noqa: F811
    from game.setup.seats import SeatConfig
    from game.ui.play.flow import Stage
    from game.ui.scenes.pause import PauseScene
    from tests.test_ui_persist import place

    app = make_app(size=(800, 600), language=language)
    _ = i18n._
    game = set_up(["CATSXYZ", "DOGSQUI", "LMNOPER"], bag="ABCDEFGHIJKLMNOPQRST",
                  rules=RuleSet(challenge=ChallengeMode.DOUBLE, clock_seconds=60),
                  lexicon=Words("CAT", "CATS"), names=["Dev", "Ana", "Ben"])
    seats = [SeatConfig("Dev"), SeatConfig("Ana", phone=True), SeatConfig("Ben", phone=True)]
    scene = app.ctx.scenes.play(game, seats)
    app.stack.push(scene)
    window = Window(app, scene)
    try:
        server, referee = scene.phones.server, scene.phones.referee
        ana = open_seat(browser, Table(game, server, referee), game.seat_of[1])
        ben = open_seat(browser, Table(game, server, referee), game.seat_of[2])
        with window.lock:
            scene.codes.close()  # Start
        wait_until(lambda: scene.flow.stage in (Stage.HANDOFF, Stage.TURN), timeout=10, what="Dev's turn")
        with window.lock:
            if scene.flow.stage is Stage.HANDOFF:
                scene.reveal()
            assert scene.model is not None and game.current == 0
            place(scene.model, TilePlay((Placement(7, 6, "C"), Placement(7, 7, "A"), Placement(7, 8, "T"))))
            scene.flow.submit()
        wait_until(lambda: scene.flow.stage is Stage.CHALLENGE, timeout=10, what="the challenge card")
        assert scene.flow.challengers() == [1, 2]
        window.shot(shots / f"tv-challenge-card-two-phones-{language}-800x600.png")

        # the card is up: both phones say the table is deciding, each with its own two answers
        deciding = _("The table is deciding on a challenge.")
        for handle in (ben, ana):
            browser.switch_to.window(handle)
            wait_until(lambda: text(browser, "turn") == deciding, timeout=10, what="the deciding line")
            assert shown(browser, "b-challenge") and shown(browser, "b-accept")
            assert text(browser, "b-accept") == _("No challenge")
            assert not shown(browser, "b-play") and not shown(browser, "clock")  # not Dev's clock
        browser.save_screenshot(str(shots / f"phone-deciding-{language}.png"))

        with window.lock:  # the TV says what the table waits for, not that Ana plays on her phone
            seen = [t.text for t in drawn(app)]
        assert deciding in seen and phone_turn_line("Ana") not in seen

        # Ana answers No challenge on her phone: for her seat only, the card waits for Ben
        again(lambda: browser.find_element(By.ID, "b-accept").click())
        answered = _("You let the play stand: the table waits for the others.")
        wait_until(lambda: text(browser, "turn") == answered, timeout=10, what="Ana's phone: she has answered")
        assert not shown(browser, "b-challenge") and not shown(browser, "b-accept")  # she cannot answer again
        browser.save_screenshot(str(shots / f"phone-answered-{language}.png"))
        with window.lock:
            assert scene.flow.stage is Stage.CHALLENGE and len(game.history) == 1
            assert scene.flow.challengers(still_asked=True) == [2]
            labels = {b.label: b.enabled for b in scene.modal_buttons()}
            seen = [t.text for t in drawn(app)]
        answered_ana = _("{name}: no challenge").format(name="Ana")
        assert labels == {answered_ana: False, _("{name} challenges").format(name="Ben"): True,
                          _("No challenge"): True}
        assert answered_ana in seen and deciding in seen  # the card shows who has answered
        window.shot(shots / f"tv-challenge-card-ana-answered-{language}-800x600.png")
        browser.switch_to.window(ben)
        wait_until(lambda: text(browser, "turn") == deciding, timeout=10)
        assert shown(browser, "b-challenge") and shown(browser, "b-accept")  # Ben is still asked

        # Ben, the last one asked, answers No challenge: the card closes for everyone, Ana's turn
        again(lambda: browser.find_element(By.ID, "b-accept").click())
        browser.switch_to.window(ana)
        your_turn = _("{name}, your turn").format(name="Ana")
        wait_until(lambda: text(browser, "turn") == your_turn, timeout=10, what="Ana's turn")
        assert scene.flow.stage is Stage.TURN and game.current == 1 and len(game.history) == 1
        assert shown(browser, "clock") and not shown(browser, "b-challenge")
        assert browser.find_element(By.ID, "b-pass").get_attribute("disabled") is None  # nothing pending
        browser.switch_to.window(ben)
        wait_until(lambda: text(browser, "turn") == _("Waiting for {name}").format(name="Ana"), timeout=10)
        assert not shown(browser, "b-challenge") and not shown(browser, "b-accept")  # the window has shut

        # the TV pauses just as Ana puts a tile down: refused, and it goes back to her rack
        browser.switch_to.window(ana)
        with window.lock:  # no frame runs: the phones are not told of the pause yet
            scene.flow.pause()
            tap_square_then_tile(browser, 7, 9, "S")
            wait_until(lambda: cell_text(browser, 7, 9).startswith("S"), timeout=10, what="S on Ana's board")
            assert len(rack_letters(browser)) == 6
        paused = _("Paused")
        wait_until(lambda: text(browser, "turn") == paused, timeout=10, what="Paused on Ana's phone")
        wait_until(lambda: len(rack_letters(browser)) == 7 and cell_text(browser, 7, 9) == "", timeout=10,
                   what="the S back on Ana's rack")
        assert game.board.get(7, 9) == "" and (scene.model is None or not scene.model.placed)
        with window.lock:  # the pause menu itself
            scene.flow.resume()
            scene.open_menu()
        wait_until(lambda: text(browser, "banner") == paused, timeout=10)
        browser.save_screenshot(str(shots / f"phone-paused-{language}.png"))

        # Settings over the pause menu: Ben's phone joins again and sees Paused
        with window.lock:
            menu = app.stack.top
            assert isinstance(menu, PauseScene)
            menu.open_settings()
            assert app.stack.top is not menu
        browser.switch_to.window(ben)
        browser.refresh()
        wait_until(lambda: text(browser, "turn") == paused, timeout=20, what="Paused on Ben's phone, joined again")
        assert len(rack_letters(browser)) == 7
        browser.save_screenshot(str(shots / f"phone-paused-under-settings-{language}.png"))
    finally:
        window.close()
