"""Duplicate's Menu card offers Save and quit, worded as the classic pause menu words it:
the family goes back to the menu with the game kept, and Continue opens it at the same
round.  The card is as tall as its words and buttons (it had a large empty gap above
End the game / Keep playing, where Phone codes goes when phones play)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import drawn, wait_until

from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from game.ui.scenes.menu import MenuScene
from tests.test_ui_duplicate import click, frame, key
from tests.test_ui_duplicate_continue import ana_plays

SEATS = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo", "medium")]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_save_and_quit_goes_to_the_menu_and_continue_opens_the_same_round(
        seeded_data: Path, make_app: Callable[..., App], size: tuple[int, int]) -> None:
    app = make_app(size=size)
    scene = DuplicateScene(app.ctx, list(SEATS), preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the word lists and the game")
    table = scene.table
    assert table is not None
    ana_plays(app, scene)
    frame(app, click(scene.buttons["menu"].rect.center))
    assert scene.ending and table.clock.paused
    texts = {t.text: t.rect for t in drawn(app)}
    card = scene.painter.end_card_rect()
    lines = scene.painter.end_card_lines(card.w)
    assert " ".join(lines) == "If you end the game, the scores stand as they are now."
    for label in ("Round 1 paused", "Keep playing", "Save and quit", "End the game", *lines):
        assert label in texts
    assert all(card.contains(b.rect) for b in (scene.keep_button, scene.save_button, scene.end_button))
    # no empty gap: the first button comes just under the card's line
    assert 0 < scene.keep_button.rect.top - texts[lines[-1]].bottom <= 32
    assert scene.save_button.rect.top > scene.keep_button.rect.bottom
    assert card.bottom - scene.save_button.rect.bottom == 16
    expected, round_number = scene.game.to_json(), scene.game.round_number
    frame(app, click(scene.save_button.rect.center))
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and not scene.game.over
    assert app.toast.message == "Game saved"

    def read() -> bool:
        return menu.main is not None and not menu.saved.busy and bool(menu.saved.saved_games)

    wait_until(read, step=lambda: frame(app), what="the menu to have read the store")
    assert menu.continue_button.is_visible()
    menu.saved.continue_game()
    wait_until(lambda: isinstance(app.stack.top, DuplicateScene) and app.stack.top.table is not None,
               step=lambda: frame(app), what="the saved game to open")
    resumed = app.stack.top
    assert isinstance(resumed, DuplicateScene) and resumed.table is not None
    assert resumed.game.to_json() == expected and resumed.game.round_number == round_number
    assert resumed.table.step is Step.HANDOFF and resumed.table.at_tv == 1  # Ben's turn, as it was


def test_esc_on_the_menu_card_still_keeps_playing(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    scene = DuplicateScene(app.ctx, list(SEATS), preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    frame(app, click(scene.buttons["menu"].rect.center))
    frame(app, [key(pygame.K_ESCAPE)])
    assert not scene.ending and app.stack.top is scene
