"""The meaning card keeps its lines apart and its Close button whole at every Text size:
with Large text at 1920x1080 its Esc and Enter key caps sit inside the button beside
"Close", not astride its top edge over a squeezed label, and no line of the meaning
runs into the next or into the button."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.ui.text_probe import TextProbe
from game.ui.views.meaning_card_view import draw_meaning_card
from game.words.meanings import CardWords

WORDS = CardWords("CAT", "", "an animal with soft fur and whiskers, often kept as a pet, "
                  "that purrs when it is happy and likes to chase a ball of string", True,
                  "The meaning is in English.")


@pytest.mark.parametrize(("size", "text_size"), [((1920, 1080), "large"), ((1920, 1080), "largest"),
                                                 ((1280, 800), "large"), ((800, 600), "largest"),
                                                 ((1920, 1080), "normal")])
@pytest.mark.parametrize("language", ["en", "zh_Hant_HK"])
def test_the_meaning_card_keeps_its_lines_apart_and_its_keys_inside_close(
        make_app: Callable[..., Any], size: tuple[int, int], text_size: str, language: str) -> None:
    app = make_app(size=size, language=language)
    theme = app.theme
    theme.set_text_size(text_size)
    surface = app.surface
    board = pygame.Rect(20, 20, size[1] * 3 // 4, size[1] * 3 // 4)
    theme.probe = TextProbe(surface)
    try:
        close = draw_meaning_card(surface, theme, board, 18, WORDS)
        texts = theme.probe.shown()
    finally:
        theme.probe = None
    caps = [t for t in texts if t.text in ("Esc", "Enter")]
    assert len(caps) == 2
    for cap in caps:  # inside the button, level with its label
        assert close.top <= cap.rect.top and cap.rect.bottom <= close.bottom, (cap.text, cap.rect, close)
    lines = [t for t in texts if t not in caps]
    for k, line in enumerate(lines):
        for other in lines[k + 1:]:
            assert not line.rect.colliderect(other.rect), (line.text, other.text)
    label = next(t for t in lines if t.text == "Close" or t.text == "關閉")
    for cap in caps:
        assert not label.rect.colliderect(cap.rect)
    for line in lines:
        if line is not label:
            assert line.rect.bottom <= close.top, line.text
