"""The replay of a Duplicate game names the board's top plays in the player's language:
the record keeps the name "Top plays" for any GCG reader, and Watch showed it so in a
Portuguese game ("Top plays jogou 8H ZED e marcou 26")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
from conftest import drawn, wait_until
from test_ui_duplicate_replay import frame, key

from game.rules.duplicate.record import BOARD_NAME
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from game.ui.scenes.duplicate_results import DuplicateResultsScene
from game.ui.scenes.replay import ReplayScene


def test_watch_names_the_top_plays_in_portuguese(seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800), language="pt")
    seats = [SeatConfig("Ana"), SeatConfig("Ben", "medium")]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    table = scene.table
    assert table is not None
    frame(app, [key(pygame.K_RETURN)])
    scene.pass_turn()  # Ana passes; the computer plays the round's top play
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the computer's play")
    scene.game.end_now()
    frame(app, [key(pygame.K_SPACE)])
    frame(app, [key(pygame.K_SPACE)])
    assert isinstance(app.stack.top, DuplicateResultsScene)
    frame(app, [key(pygame.K_w)])
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.timeline.names == ("Ana", "Ben", "Melhores jogadas")
    texts = [t.text for t in drawn(app)]
    assert "Melhores jogadas" in texts
    assert not any(BOARD_NAME in text for text in texts)
