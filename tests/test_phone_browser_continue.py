"""The table and its phones in Chromium, against the real play scene (README,
"Phone racks"): Continue keeps the table (a phone left open when the window
closed finds the continued game by itself, behind the same link, the same token
on the same port, with its rack in the order its player left it), and so does a
Rematch (a phone left on the game over goes on to the new game by itself); a
child on a phone hears "no word fits" on the phone, not on the TV.

CI installs ``chromium`` and ``chromium-driver`` (.ci/run)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from selenium import webdriver
from selenium.webdriver.common.by import By

from game.lexicon import default_lexicon
from game.lexicon.dawg import build_table
from game.lexicon.lexicon import Lexicon
from game.rules.bag import Bag
from game.rules.game import Game
from game.rules.ruleset import PRESETS, preset
from game.setup.seats import SeatConfig
from game.ui.play.hint_words import no_play_text
from game.ui.play.scene import PlayScene
from game.ui.scenes.menu import MenuScene
from tests.conftest import wait_until
from tests.phone_window import frame
from tests.test_phone_browser import Window, as_phone, browser, rack_letters, shown, text

__all__ = ["browser"]  # the module's Chromium, shared with the other browser tests


def test_a_phone_left_open_rejoins_the_continued_game_by_itself_with_its_rack_order(
        browser: webdriver.Chrome, make_app: Callable[..., Any]) -> None:
    app = make_app(size=(800, 600))
    game = Game(["Ana", "Ben"], preset("House"), default_lexicon(), seed=8)
    scene = app.ctx.scenes.play(game, [SeatConfig("Ana", phone=True), SeatConfig("Ben")])
    assert isinstance(scene, PlayScene)
    app.stack.push(scene)
    seat = game.seat_of[0]
    window = Window(app, scene)
    try:
        server = scene.phones.server
        assert server is not None
        link, port = server.url_for(seat), server.port
        as_phone(browser)
        browser.get(link)
        wait_until(lambda: len(rack_letters(browser)) == 7, timeout=20, what="Ana's rack")
        with window.lock:
            scene.codes.close()  # Start
        rack = list(game.players[0].rack)
        # Ana shuffles her rack until it is in an order of her own
        while rack_letters(browser) == rack:
            browser.find_element(By.ID, "b-shuffle").click()
            wait_until(lambda: scene.phones.referee is not None and seat in scene.phones.referee.orders,
                       timeout=10, what="the shuffled rack")
        wait_until(lambda: rack_letters(browser) == scene.phones.referee.orders[seat], timeout=10,  # type: ignore[union-attr]
                   what="the phone showing the shuffled order")
        arranged = rack_letters(browser)
        assert sorted(arranged) == sorted(rack) and arranged != rack
    finally:
        window.close()
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)
    app.close()
    closed = i18n_closed()
    wait_until(lambda: shown(browser, "cover") and text(browser, "cover-text") == closed, timeout=10,
               what="the phone saying the game closed")

    again = make_app(size=(800, 600))
    again.stack.push(again.ctx.scenes.menu())

    def step() -> None:
        again.jobs.wait_all()
        frame(again)

    wait_until(lambda: isinstance(again.stack.top, MenuScene) and again.stack.top.saved.continue_id is not None,
               step=step, what="the menu to offer Continue")
    menu = again.stack.top
    assert isinstance(menu, MenuScene)
    menu.saved.continue_game()
    wait_until(lambda: isinstance(again.stack.top, PlayScene), step=step, what="the saved game to open")
    resumed = again.stack.top
    assert isinstance(resumed, PlayScene)
    server = resumed.phones.server
    assert server is not None
    assert (server.url_for(resumed.game.seat_of[0]), server.port) == (link, port)  # nobody rescans
    window = Window(again, resumed)
    try:
        # the page, never reloaded, finds the game again by itself
        wait_until(lambda: resumed.phones.connected() == {seat}, timeout=30, what="Ana's phone back")
        wait_until(lambda: not shown(browser, "cover"), timeout=10, what="the page uncovered")
        assert rack_letters(browser) == arranged
    finally:
        window.close()


def i18n_closed() -> str:
    from game.phone.words import closing_game_closed

    return closing_game_closed()


def test_a_child_on_a_phone_hears_no_word_fits_on_the_phone_not_on_the_tv(
        browser: webdriver.Chrome, make_app: Callable[..., Any]) -> None:
    words = ["AT", "CAT", "TA"]
    lexicon = Lexicon(build_table(words).tolist(), "test", len(words))
    game = Game(["Leo", "Mum"], PRESETS["Kids"], lexicon, seed=1, deal=False)
    game.players[0].rack, game.players[1].rack = list("QQVVXZJ"), list("CATEEEE")
    game.bag = Bag(game.rng, list("EEEEEEEE"), shuffle=False)
    app = make_app(size=(1024, 700))
    scene = app.ctx.scenes.play(game, [SeatConfig("Leo", phone=True), SeatConfig("Mum")])
    assert isinstance(scene, PlayScene)
    app.stack.push(scene)
    window = Window(app, scene)
    try:
        server = scene.phones.server
        assert server is not None and scene.flow.kid_mode and game.current == 0
        as_phone(browser)
        browser.get(server.url_for(game.seat_of[0]))
        wait_until(lambda: len(rack_letters(browser)) == 7, timeout=20, what="Leo's rack")
        with window.lock:
            scene.codes.close()  # Start
        told = no_play_text()
        wait_until(lambda: shown(browser, "toast") and text(browser, "toast") == told, timeout=30,
                   what="'no word fits' on Leo's phone")
        with window.lock:
            assert scene.flow.no_play_notice and scene.message == ""  # the TV says nothing of it
    finally:
        window.close()


def test_a_phone_sits_through_the_game_over_and_a_rematch_and_shows_its_new_rack(
        browser: webdriver.Chrome, make_app: Callable[..., Any], seeded_data: Any, shots: Any) -> None:
    """Ana goes out from her phone; her page shows the game over while the results are up;
    Rematch opens the same link again (the same token, the same port), and the page, never
    reloaded nor scanned again, finds the new game by itself and shows its new rack."""
    from game import i18n
    from game.rules.ruleset import ChallengeMode, RuleSet
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.tile_draw import TileDrawScene
    from tests.rules_helpers import Words, set_up
    from tests.test_phone_browser import tap_square_then_tile

    app = make_app(size=(800, 600))
    game = set_up(["CAT", "DOGSQUI"], rules=RuleSet(challenge=ChallengeMode.VOID), lexicon=Words("CAT"),
                  names=["Ana", "Ben"])
    scene = app.ctx.scenes.play(game, [SeatConfig("Ana", phone=True), SeatConfig("Ben")])
    assert isinstance(scene, PlayScene)
    app.stack.push(scene)
    seat = game.seat_of[0]
    window = Window(app, scene)
    try:
        server = scene.phones.server
        assert server is not None
        link, port = server.url_for(seat), server.port
        as_phone(browser)
        browser.get(link)
        wait_until(lambda: len(rack_letters(browser)) == 3, timeout=20, what="Ana's rack")
        with window.lock:
            scene.codes.close()  # Start
        # Ana plays CAT, her last tiles: the game is over
        for col, letter in ((6, "C"), (7, "A"), (8, "T")):
            tap_square_then_tile(browser, 7, col, letter)
        wait_until(lambda: not browser.find_element(By.ID, "b-play").get_attribute("disabled"), timeout=10)
        browser.find_element(By.ID, "b-play").click()
        wait_until(lambda: isinstance(app.stack.top, ResultsScene), timeout=30, what="the results")
        wait_until(lambda: shown(browser, "over"), timeout=10, what="the game-over card on Ana's phone")
        assert game.over and game.board.get(7, 7) == "A"
        browser.save_screenshot(str(shots / "phone-over-before-rematch.png"))

        results = app.stack.top
        assert isinstance(results, ResultsScene)
        with window.lock:
            results.rematch()

        def skip_the_draw() -> None:
            with window.lock:
                top = app.stack.top
                if isinstance(top, TileDrawScene) and not top.fast:
                    top.skip()

        wait_until(lambda: isinstance(app.stack.top, PlayScene), step=skip_the_draw, timeout=60,
                   what="the rematch's first turn")
        rematch = app.stack.top
        assert isinstance(rematch, PlayScene) and rematch is not scene
        with window.lock:
            window.scene = rematch
        new_server = rematch.phones.server
        assert new_server is not None
        # the same link: nobody scans again
        assert (new_server.url_for(seat), new_server.port) == (link, port)
        ana = rematch.game.seat_of.index(seat)
        new_rack = sorted(rematch.game.players[ana].rack)
        assert len(new_rack) == 7
        # the page, left on the game over, joins the new game and shows the new rack
        wait_until(lambda: rematch.phones.connected() == {seat}, timeout=30, what="Ana's phone in the rematch")
        wait_until(lambda: sorted(rack_letters(browser)) == new_rack and not shown(browser, "over"),
                   timeout=20, what="Ana's new rack on her phone")
        assert not shown(browser, "cover")
        with window.lock:
            rematch.codes.close()  # Start
        first = rematch.game.players[rematch.game.current].name
        turn = (i18n._("{name}, your turn").format(name="Ana") if first == "Ana"
                else i18n._("Waiting for {name}").format(name=first))
        wait_until(lambda: text(browser, "turn") == turn, timeout=20, what="the rematch's first turn on the phone")
        browser.save_screenshot(str(shots / "phone-rematch-first-turn.png"))
    finally:
        window.close()
