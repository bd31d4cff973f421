"""Partners building one play on two phones at once (docs/rules.md, "Teams"), in Debian's
Chromium (headless) against the real play scene.  Ana and Cleo each put tiles down and
each phone shows the other's (their rack tiles used); Cleo takes hers back; both put a
tile on one square at the same moment and Cleo's, the later, comes back to her rack
with a sentence naming Ana; both press Play at the same moment and one move is made.
Then Dev's Play and Ben's Pass at the same moment: Dev's play is the move.

"The same moment" is made sure of by holding the TV's frame (the window's lock) while
both phones send: their intentions wait side by side and are answered in one frame."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.common.by import By

from game.rules.ruleset import ChallengeMode, RuleSet
from game.rules.teams import PAIRINGS, teams_for
from tests.conftest import wait_until
from tests.phone_helpers import Table
from tests.rules_helpers import Words, set_up
from tests.test_phone_browser import (  # noqa: F401 (browser: the module's fixture)
    Window,
    again,
    browser,
    cell,
    open_seat,
    rack_letters,
    scores,
    tap_square_then_tile,
    text,
)


def partner_squares(driver: webdriver.Chrome) -> set[tuple[int, int]]:
    """The squares showing a tile the partner's phone put down."""
    found = driver.execute_script(
        "return Array.from(document.querySelectorAll('#board .cell:has(> .tile.partner)'),"
        " c => [Number(c.dataset.row), Number(c.dataset.col)])")
    return {(int(r), int(c)) for r, c in found}


def own_squares(driver: webdriver.Chrome) -> set[tuple[int, int]]:
    """The squares showing a tile this phone put down."""
    found = driver.execute_script(
        "return Array.from(document.querySelectorAll('#board .cell:has(> .tile.staged)'),"
        " c => [Number(c.dataset.row), Number(c.dataset.col)])")
    return {(int(r), int(c)) for r, c in found}


def rack(driver: webdriver.Chrome) -> str:
    return "".join(sorted(rack_letters(driver)))


def toast(driver: webdriver.Chrome) -> str:
    """The message shown over the page, "" when none is."""
    return text(driver, "toast") if driver.find_element(By.ID, "toast").is_displayed() else ""


def test_partners_build_one_play_race_for_a_square_and_press_play_together(
        browser: webdriver.Chrome, make_app: Callable[..., Any], shots: Path) -> None:  # noqa: F811
    from game.setup.seats import SeatConfig
    from game.setup.teams import team_seats

    app = make_app(size=(800, 600), language="en")
    seats = team_seats([SeatConfig(name, phone=True) for name in ("Ana", "Ben", "Cleo", "Dev")])
    game = set_up(["CATXYZE", "DOGSQUI"], bag="LMNOPLMNOPDERAB", rules=RuleSet(challenge=ChallengeMode.VOID),
                  lexicon=Words("CAT", "TOGS", "AT"), names=[s.name for s in seats])
    game.teams = teams_for(["Ana", "Ben", "Cleo", "Dev"], PAIRINGS[0])
    scene = app.ctx.scenes.play(game, seats)
    app.stack.push(scene)
    window = Window(app, scene)
    try:
        server, referee = scene.phones.server, scene.phones.referee
        phone = {name: open_seat(browser, Table(game, server, referee), seat)
                 for name, seat in (("Ana", 0), ("Ben", 1), ("Cleo", 2), ("Dev", 3))}
        wait_until(lambda: scene.phones.connected() == {0, 1, 2, 3}, timeout=10, what="four phones")
        with window.lock:
            scene.codes.close()  # Start

        def on(name: str) -> None:
            browser.switch_to.window(phone[name])

        def tv_squares() -> set[tuple[int, int]]:
            with window.lock:
                return set(scene.model.placed) if scene.model is not None else set()

        # Cleo puts C down, then Ana puts A and T down: one placement, CAT, on both phones and the TV
        on("Cleo")
        wait_until(lambda: text(browser, "turn") == "Ana & Cleo, your turn", timeout=10, what="Cleo's turn")
        tap_square_then_tile(browser, 7, 6, "C")
        on("Ana")
        wait_until(lambda: partner_squares(browser) == {(7, 6)} and rack(browser) == "AETXYZ", timeout=10,
                   what="Cleo's C on Ana's phone, off Ana's rack")
        tap_square_then_tile(browser, 7, 7, "A")
        tap_square_then_tile(browser, 7, 8, "T")
        wait_until(lambda: tv_squares() == {(7, 6), (7, 7), (7, 8)}, timeout=10, what="CAT on the TV")
        wait_until(lambda: text(browser, "preview").startswith("10 points"), timeout=10, what="CAT's 10 on Ana's")
        on("Cleo")
        wait_until(lambda: partner_squares(browser) == {(7, 7), (7, 8)} and own_squares(browser) == {(7, 6)},
                   timeout=10, what="Ana's A and T beside Cleo's C")
        assert rack(browser) == "EXYZ"  # each rack tile once: C on the board as hers, A and T as Ana's
        wait_until(lambda: text(browser, "preview").startswith("10 points"), timeout=10, what="CAT's 10 on Cleo's")
        browser.save_screenshot(str(shots / "phone-teams-one-placement.png"))
        window.shot(shots / "tv-teams-one-placement-800x600.png")

        # Cleo takes her C back: Ana's A and T stay everywhere
        again(lambda: cell(browser, 7, 6).click())
        wait_until(lambda: tv_squares() == {(7, 7), (7, 8)}, timeout=10, what="the C off the TV's board")
        assert rack(browser) == "CEXYZ"
        on("Ana")
        wait_until(lambda: partner_squares(browser) == set() and own_squares(browser) == {(7, 7), (7, 8)}
                   and rack(browser) == "CEXYZ", timeout=10, what="Cleo's C gone from Ana's phone")

        # both put the C on G8 at the same moment: Ana's comes first, Cleo's goes back to her rack
        with window.lock:
            tap_square_then_tile(browser, 7, 6, "C")
            wait_until(lambda: server.waiting() == 1, timeout=10, what="Ana's C sent")
            on("Cleo")
            tap_square_then_tile(browser, 7, 6, "C")
            wait_until(lambda: server.waiting() == 2, timeout=10, what="Cleo's C sent beside it")
        wait_until(lambda: toast(browser) == "Ana has already put a tile on that square.", timeout=10,
                   what="Cleo told the square is Ana's")
        wait_until(lambda: own_squares(browser) == set() and partner_squares(browser) == {(7, 6), (7, 7), (7, 8)},
                   timeout=10, what="Cleo's C back, Ana's on the board")
        assert rack(browser) == "EXYZ"  # the C is Ana's on the board, not also on Cleo's rack
        browser.save_screenshot(str(shots / "phone-teams-square-taken.png"))
        again(lambda: browser.find_element(By.ID, "toast").click())  # read: a tap puts it away
        assert tv_squares() == {(7, 6), (7, 7), (7, 8)} and referee.placement(0) == referee.staged[0]

        # both press Play at the same moment, Cleo a moment first: one move, and Ana hears Cleo's was it
        with window.lock:
            again(lambda: browser.find_element(By.ID, "b-play").click())
            wait_until(lambda: server.waiting() == 1, timeout=10, what="Cleo's Play sent")
            on("Ana")
            again(lambda: browser.find_element(By.ID, "b-play").click())
            wait_until(lambda: server.waiting() == 2, timeout=10, what="Ana's Play sent beside it")
        wait_until(lambda: toast(browser) == "Cleo made your team's move first.", timeout=10, what="Ana told")
        assert scores(browser) == ["10", "0"]
        browser.save_screenshot(str(shots / "phone-teams-partner-moved-first.png"))
        with window.lock:
            assert [(r.player, r.notation) for r in game.history] == [(0, "8G CAT")]
            assert game.scores == [10, 0] and game.current == 1
        on("Cleo")
        wait_until(lambda: scores(browser) == ["10", "0"], timeout=10, what="the team's 10 on Cleo's phone")
        assert toast(browser) == ""  # Cleo's Play was the move: nothing refused

        # Ben & Dev: Dev puts OGS down and presses Play as Ben presses Pass: Dev's play is the move
        on("Dev")
        wait_until(lambda: text(browser, "turn") == "Ben & Dev, your turn", timeout=10, what="Dev's turn")
        for row, letter in ((8, "O"), (9, "G"), (10, "S")):
            tap_square_then_tile(browser, row, 8, letter)
        wait_until(lambda: tv_squares() == {(8, 8), (9, 8), (10, 8)}, timeout=10, what="OGS on the TV")
        with window.lock:
            again(lambda: browser.find_element(By.ID, "b-play").click())
            wait_until(lambda: server.waiting() == 1, timeout=10, what="Dev's Play sent")
            on("Ben")
            again(lambda: browser.find_element(By.ID, "b-pass").click())
            # Pass takes this phone's tiles back first (a recall), then passes
            wait_until(lambda: server.waiting() == 3, timeout=10, what="Ben's Pass sent beside it")
        wait_until(lambda: toast(browser) == "Dev made your team's move first.", timeout=10, what="Ben told")
        with window.lock:
            assert [(r.player, r.kind.value, r.notation) for r in game.history] == [
                (0, "play", "8G CAT"), (1, "play", "I8 .OGS")]
            points = game.history[1].points
        assert points > 0
        wait_until(lambda: scores(browser) == ["10", str(points)], timeout=10, what="Ben & Dev's score")
    finally:
        window.close()
