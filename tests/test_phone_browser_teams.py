"""A game in teams with phone racks (docs/rules.md, "Teams"): four phones in Debian's
Chromium (headless) against the real play scene.  Both partners' phones show the
team's one rack; the tiles one partner puts down show on the other's phone (and on
the TV) as they go down, and either partner may press Play: Cleo puts CAT down and
Ana plays it; Dev puts OGS down and plays it himself while Ben watches."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.common.by import By

from game import i18n
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
    cell_text,
    open_seat,
    rack_letters,
    scores,
    tap_square_then_tile,
    text,
)


def partner_tile(driver: webdriver.Chrome, row: int, col: int) -> bool:
    """Whether the square shows a tile the partner's phone put down."""
    return bool(cell(driver, row, col).find_elements(By.CSS_SELECTOR, ".tile.partner"))


def test_either_partner_plays_the_teams_turn_from_their_phone(
        browser: webdriver.Chrome, make_app: Callable[..., Any], shots: Path) -> None:  # noqa: F811
    from game.setup.seats import SeatConfig
    from game.setup.teams import team_seats
    from game.ui.play.flow import Stage

    app = make_app(size=(800, 600), language="en")
    seats = team_seats([SeatConfig(name, phone=True) for name in ("Ana", "Ben", "Cleo", "Dev")])
    game = set_up(["CATXYZE", "DOGSQUI"], bag="LMNOPLMNOPDERAB", rules=RuleSet(challenge=ChallengeMode.VOID),
                  lexicon=Words("CAT", "TOGS"), names=[s.name for s in seats])
    game.teams = teams_for(["Ana", "Ben", "Cleo", "Dev"], PAIRINGS[0])
    scene = app.ctx.scenes.play(game, seats)
    app.stack.push(scene)
    assert scene.phones.running and scene.phones.seats == [0, 1, 2, 3]
    window = Window(app, scene)
    try:
        server, referee = scene.phones.server, scene.phones.referee
        phone = {name: open_seat(browser, Table(game, server, referee), seat)
                 for name, seat in (("Ana", 0), ("Ben", 1), ("Cleo", 2), ("Dev", 3))}
        wait_until(lambda: scene.phones.connected() == {0, 1, 2, 3}, timeout=10, what="four phones")
        assert [code.name for code in scene.codes.codes()] == ["Ana", "Cleo", "Ben", "Dev"]
        window.shot(shots / "tv-teams-codes-800x600.png")
        with window.lock:
            scene.codes.close()  # Start

        # both partners hold the team's one rack
        for name, rack in (("Ana", "ACETXYZ"), ("Cleo", "ACETXYZ"), ("Ben", "DGIOQSU"), ("Dev", "DGIOQSU")):
            browser.switch_to.window(phone[name])
            wait_until(lambda rack=rack: "".join(sorted(rack_letters(browser))) == rack, timeout=10,
                       what=f"{name}'s rack")

        # Cleo puts CAT down; Ana's phone and the TV show it as it goes down; Ana plays it
        your_turn = i18n._("{name}, your turn").format(name="Ana & Cleo")
        browser.switch_to.window(phone["Cleo"])
        wait_until(lambda: text(browser, "turn") == your_turn, timeout=10, what="the team's turn on Cleo's phone")
        for col, letter in ((6, "C"), (7, "A"), (8, "T")):
            tap_square_then_tile(browser, 7, col, letter)
        wait_until(lambda: scene.model is not None and set(scene.model.placed) == {(7, 6), (7, 7), (7, 8)},
                   timeout=10, what="CAT put down on the TV")
        browser.switch_to.window(phone["Ana"])
        wait_until(lambda: all(partner_tile(browser, 7, c) for c in (6, 7, 8)), timeout=10,
                   what="Cleo's CAT on Ana's phone")
        assert [cell_text(browser, 7, c)[:1] for c in (6, 7, 8)] == ["C", "A", "T"]
        assert "".join(sorted(rack_letters(browser))) == "EXYZ"  # the team's rack: Cleo's C, A, T are in use
        browser.save_screenshot(str(shots / "phone-teams-partner-tiles.png"))
        again(lambda: browser.find_element(By.ID, "b-play").click())
        wait_until(lambda: scores(browser) == ["10", "0"], timeout=10, what="the team's 10 points")
        assert [(r.player, r.notation) for r in game.history] == [(0, "8G CAT")]
        assert game.players[0].score == 10 and game.current == 1

        # Ben & Dev: Dev puts OGS down under the T, Ben sees it, Dev plays it himself
        browser.switch_to.window(phone["Dev"])
        wait_until(lambda: text(browser, "turn") == i18n._("{name}, your turn").format(name="Ben & Dev"),
                   timeout=10, what="the team's turn on Dev's phone")
        for row, letter in ((8, "O"), (9, "G"), (10, "S")):
            tap_square_then_tile(browser, row, 8, letter)
        browser.switch_to.window(phone["Ben"])
        wait_until(lambda: all(partner_tile(browser, r, 8) for r in (8, 9, 10)), timeout=10,
                   what="Dev's tiles on Ben's phone")
        browser.switch_to.window(phone["Dev"])
        again(lambda: browser.find_element(By.ID, "b-play").click())
        wait_until(lambda: len(game.history) == 2, timeout=10, what="Dev's play")
        with window.lock:
            assert [(r.player, r.notation) for r in game.history] == [(0, "8G CAT"), (1, "I8 .OGS")]
            points = game.history[1].points
            assert game.players[1].score == points > 0 and scene.flow.stage is not Stage.DONE
        for name in ("Ana", "Ben", "Cleo", "Dev"):
            browser.switch_to.window(phone[name])
            wait_until(lambda: scores(browser) == ["10", str(points)], timeout=10, what=f"the scores on {name}'s phone")
            assert not any(partner_tile(browser, r, 8) for r in (8, 9, 10))
        window.shot(shots / "tv-teams-after-two-turns-800x600.png")
    finally:
        window.close()
