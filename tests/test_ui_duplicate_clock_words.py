"""Duplicate's clock is the round's, not a turn's: the Rules page names it "Round clock"
with its lengths "1 minute a round", and the top hint rung's refusal says "this round"."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
from conftest import wait_until

from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts import game_seam
from game.ui.scenes.menu import MenuScene


def frame(app: App) -> None:
    app.jobs.wait_all(0.01)
    app.step([], 1 / 60)


def test_the_rules_page_names_duplicates_clock_the_rounds(make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    frame(app)
    page = menu.new_game
    row = page._rule_widgets["clock_seconds"][0]
    assert row.get_title() == "Turn clock"  # the classic games' clock is a turn's
    page._on_preset("Duplicate")
    assert row.get_title() == "Round clock"
    assert [label for label, _value in page._rule_widgets["clock_seconds"][1]] == [
        "Off", "1 minute a round", "2 minutes a round", "3 minutes a round"]
    assert row.get_value()[0] == ("2 minutes a round", 120)  # the preset's two-minute rounds
    page._on_preset("Classic")
    assert row.get_title() == "Turn clock"
    assert [value for _label, value in page._rule_widgets["clock_seconds"][1]] == [0, 30, 60, 90, 120, 180]
    page._on_preset("Club Duplicate")
    row.update([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)])
    assert row.get_value()[0] == ("1 minute a round", 60) and page.setup.rules.clock_seconds == 60


def test_the_top_hint_rung_is_the_whole_hint_for_this_round(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    from game.rules.handicap import Handicap

    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ana", handicap=Handicap(hints=3)), SeatConfig("Ben")]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    table = scene.table
    assert table is not None
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], 1 / 60)
    for rung in range(1, game_seam.HINT_RUNGS + 1):
        scene.hint()
        wait_until(lambda: not table.hint_waiting, step=lambda: frame(app), what=f"rung {rung}")
        assert table.hint_level == rung
    scene.hint()
    assert scene.message == "That was the best play: the whole hint for this round"
    assert table.hint_level == game_seam.HINT_RUNGS and scene.game.hints_used == [1, 0]
