"""The round table on Duplicate's results names its columns whole in every language:
Portuguese's "Rodada" is wider than the round numbers under it, and was cut to "Roda…"."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
from conftest import drawn, wait_until

from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from game.ui.scenes.duplicate_results import DuplicateResultsScene
from tests.test_ui_duplicate import click, frame, key


def test_the_round_tables_headings_are_drawn_whole_in_portuguese(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800), language="pt")
    seats = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo", "medium")]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the word list and the game")
    table = scene.table
    assert table is not None
    for _person in range(2):
        frame(app, [key(pygame.K_RETURN)])
        frame(app, click(scene.buttons["pass"].rect.center))
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the reveal")
    scene.game.end_now()
    frame(app, [key(pygame.K_SPACE)])
    frame(app, [key(pygame.K_SPACE)])
    assert isinstance(app.stack.top, DuplicateResultsScene)
    seen = [t.text for t in drawn(app)]
    assert [heading for heading in ("Rodada", "Rack", "Melhor") if heading in seen] == ["Rodada", "Rack", "Melhor"]
    assert not any(t.startswith("Roda") and t != "Rodada" for t in seen)
