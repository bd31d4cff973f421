"""The hand-off card names the player whole: with Largest text in an 800x600 window a
name at the 20-character limit took the title's two lines and still ended in "…"
("Pass to Bartholo…"); the title now takes a third line before it cuts a name."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.setup.seats import clean_name
from game.ui.play.cards import button_height, handoff_card
from game.ui.text_probe import TextProbe
from game.ui.theme import seat_colour
from game.ui.views.handoff_view import draw_handoff

LONG = clean_name("Bartholomew the Great", 0)  # cut at the 20-character limit


@pytest.mark.parametrize("language", ["en", "pt", "zh_Hant_HK"])
@pytest.mark.parametrize("text_size", ["normal", "large", "largest"])
def test_a_long_name_shows_whole_on_the_hand_off_card(make_app: Callable[..., Any], language: str,
                                                      text_size: str) -> None:
    app = make_app(size=(800, 600), language=language)
    theme = app.theme
    theme.set_text_size(text_size)
    board = pygame.Rect(14, 14, 424, 424)
    card = handoff_card(board, theme.text_factor)
    bottom = card.bottom - button_height(board, theme.text_factor) - 12
    theme.probe = TextProbe(app.surface)
    try:
        draw_handoff(app.surface, theme, card, LONG, seat_colour(0),
                     ["Everyone plays the same rack this round; only your play is yours."], bottom=bottom)
        texts = [t for t in theme.probe.shown() if t.size >= 20 and t.rect.top < bottom]
    finally:
        theme.probe = None
    shown = " ".join(t.text for t in title_lines(texts))
    assert "…" not in shown and "Bartholomew" in shown and "Grea" in shown, shown


def title_lines(texts: list[Any]) -> list[Any]:
    """The title's lines: the drawn texts at the title's size, the largest on the card."""
    biggest = max(t.size for t in texts)
    return [t for t in texts if t.size == biggest]
