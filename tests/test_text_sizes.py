"""The Text size setting's targets (issue 34), measured on every screen through the text
probe, as ``bench/text_sizes.py`` measures them: at 1920x1080 with Large text no text is
under 24 px nor under 4.5:1 against what is behind it; with Normal text none is under 18 px.

The screens are those of ``bench/screen_tour.py``: the first launch's page, the menu and a
toast, New game with a long name, a Chinese name, a child's handicapped seat and the
computer, a handicap page, the rules, Settings, How to play, the tile draw, the play screen
(a hint, a meaning card, a challenge, the pause menu), the results, the statistics, the replay,
and Duplicate at the TV (``bench/duplicate_tour.py``: a round with its hand-off, a child's
hint and the reveal, the phone seats' cards, the round table, the replay at a round).
And with Largest text in the smallest window, New game with four seats scrolls and Start! is
reached by keyboard.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pygame
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from screen_tour import Measured, measure, tour  # noqa: E402

from game.ui.app import App  # noqa: E402
from game.ui.contrast import contrast_ratio  # noqa: E402
from game.ui.scenes.menu import MenuScene  # noqa: E402

#: WCAG AA for body text
LEAST_CONTRAST = 4.5


@pytest.fixture
def app_options():
    return {"size": (1920, 1080), "language": "en"}


def every_screen(app: App, folder: Path, text_size: str) -> dict[str, list[Measured]]:
    app.settings.text_size = text_size
    app.apply_settings()
    return {screen: measure(app) for screen in tour(app, folder)}


def worst(screens: dict[str, list[Measured]], wrong) -> list[str]:
    return [f"{screen}: {t.text!r} at {t.size:.0f} px, {t.contrast:.2f}:1"
            for screen, texts in screens.items() for t in texts if wrong(t)]


def test_large_text_at_1920_by_1080_is_24_px_or_more_at_4_5_to_1_or_more(app, tmp_path) -> None:
    screens = every_screen(app, tmp_path, "large")
    assert len(screens) >= 20 and all(screens.values()), {s: len(t) for s, t in screens.items()}
    shown = {t.text for texts in screens.values() for t in texts}
    # the table the tour sits: a Chinese name, a child's handicap, a hint, a challenge
    assert {"陳小明", "Kids list", "Play CAT at 8G for 10"} <= shown, sorted(shown)
    assert not worst(screens, lambda t: t.size < 24)
    assert not worst(screens, lambda t: t.contrast < LEAST_CONTRAST)
    assert app.failed_scene is None


def test_normal_text_at_1920_by_1080_is_18_px_or_more(app, tmp_path) -> None:
    screens = every_screen(app, tmp_path, "normal")
    assert not worst(screens, lambda t: t.size < 18)
    assert app.failed_scene is None


def test_a_menu_row_scrolled_to_the_foot_of_its_page_is_measured_against_its_own_face(app) -> None:
    """The Rules page at 1920x1080 with Normal text shows only the top of its Hints row at its
    foot, none of its letters: that row's contrast is its text's colour on its wooden face, as
    every row's is (4.73:1), not the face against the dark page round its corners, which the
    probe once read from the pixels as the row's letters (3.44:1)."""
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    assert menu.main is not None
    menu._open(menu.new_game.rules_menu)
    app.step([], 1 / 60)
    page = menu.new_game.rules_menu
    hints = page.get_widget("rule_hints")
    seen = hints.get_rect(to_real_position=True)
    whole = hints.get_rect(to_real_position=True, real_position_visible=False)
    assert 0 < seen.h < whole.h // 3, (seen, whole)  # the row is cut at the page's foot, its letters out of sight
    measured = {t.text: t for t in measure(app)}
    palette = app.theme.palette
    assert measured["Hints"].contrast == pytest.approx(contrast_ratio(palette.text, palette.panel_edge))
    # the rows in reach read at 4.5:1 or more; a disabled one (the penalty, with no penalty
    # challenges) at 3:1 or more, as a disabled control may
    disabled = {w.get_title() for w in page.get_widgets() if w.readonly}
    assert {"Challenge penalty", "Hinted turns per player"} <= disabled
    assert not [t for t in measured.values() if t.contrast < (3.0 if t.text in disabled else LEAST_CONTRAST)]


def down() -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0)


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK", "zh_Hans", "pt"])
def test_start_is_reached_by_keyboard_on_new_game_with_largest_text_at_800_by_600(make_app, language) -> None:
    app = make_app(size=(800, 600), language=language)
    app.settings.text_size = "largest"
    app.apply_settings()
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    assert menu.main is not None
    menu.main._open(menu.new_game.new_menu)
    menu.new_game._on_seat_count(None, 4)
    app.step([], 1 / 60)
    page = menu.new_game.new_menu
    start = page.get_widget("start")
    view = page.get_scrollarea().get_view_rect()
    assert start.get_font_info()["size"] >= 24  # Largest's least menu text (16 px at Normal)
    # four seats at Largest do not fit the window: the page scrolls rather than cut its text...
    assert not view.contains(start.get_rect(to_real_position=True, real_position_visible=False))
    for _ in range(40):
        if page.get_selected_widget() is start:
            break
        app.step([down()], 1 / 60)
    # ...and Down reaches Start!, scrolled into view (to within a pixel of its edge)
    assert page.get_selected_widget() is start
    whole = start.get_rect(to_real_position=True, real_position_visible=False)
    assert view.inflate(0, 2).contains(whole), (view, whole)
