"""Saved games write each row in the room its face has: a family's four names are cut
only where they would run past the row's edge (issue: "Leo…" with room to spare)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from test_ui_persist import menu_when_read

from game.store import GameSummary
from game.ui.app import App
from game.ui.menu_look import page_padding
from game.ui.views.saved_games_view import row_text

#: where this module's screenshots go: the run's shots folder (set by the fixture below)
SHOTS = Path()


@pytest.fixture(autouse=True)
def _shots_folder(shots_here: Path) -> Path:
    return shots_here


FAMILY = GameSummary("g1", 1.7e9, 1.7e9, "Family", ("Mum", "Grandpa", "Leo", "Dev"),
                     ("human", "human", "human", "easy"), (112, 98, 131, 87), False, handicaps=True)
SIZES = [("en", (800, 600)), ("en", (1024, 768)), ("pt", (1024, 768)), ("zh_Hant_HK", (800, 600)),
         ("en", (1280, 720)), ("en", (1920, 1080))]


@pytest.mark.parametrize(("language", "size"), SIZES, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in SIZES])
def test_a_familys_saved_game_row_holds_all_four_names(
        make_app: Callable[..., App], language: str, size: tuple[int, int]) -> None:
    """Mum, Grandpa, Leo and the computer Dev with their scores, the rules and "with
    handicaps" on one row, its text a little smaller where the rows' size cannot hold it."""
    app = make_app(size=size, language=language)
    app.stack.replace(app.ctx.scenes.menu())
    menu = menu_when_read(app)
    pages = menu.saved_pages
    pages.fill([FAMILY])
    menu.main._open(pages.list_menu)
    for _ in range(3):
        app.step([], 1 / 60)
    row = pages.list_menu.get_widget(f"game-{FAMILY.game_id}")
    assert row is not None
    assert row.get_title() == row_text(FAMILY)
    font = row.get_font_info()
    text_w = pygame.font.Font(font["name"], font["size"]).size(row.get_title())[0]
    face = row.get_rect(to_real_position=True)
    assert font["size"] >= 12 and text_w <= face.w - 2 * page_padding(pages.list_menu), (text_w, face)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / f"saved-games-{language}-{size[0]}x{size[1]}.png"))
