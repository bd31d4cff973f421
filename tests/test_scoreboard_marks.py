"""A handicapped seat's row on the scoreboard: the marks (kids list, head start), the
hints left and the name never run into one another, at any text size and in any
language, so a grandparent can read "hints: 10" from the sofa."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import set_language
from game.ui.text_probe import TextProbe
from game.ui.theme import Theme, seat_colour
from game.ui.views.scoreboard_view import CHIP_PAD, PlayerPanel, draw_scoreboard

MARKS = {"en": ("Kids list", "+25 start"), "zh_Hant_HK": ("兒童詞彙表", "開局 +25分")}


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language("en")


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK"])
@pytest.mark.parametrize("text_size", ["normal", "large", "largest"])
@pytest.mark.parametrize("height", list(range(64, 150, 6)))
def test_a_childs_marks_keep_clear_of_the_name_and_the_hints_left(language: str, text_size: str, height: int):
    set_language(language)
    surface = pygame.Surface((700, height + 20))
    surface.fill((40, 30, 20))
    theme = Theme()
    theme.set_text_size(text_size)
    theme.probe = TextProbe(surface)
    panel = PlayerPanel(name="Mia", score=25, colour=seat_colour(2), computer=False, rack_size=7,
                        hints_left=10, marks=MARKS[language])
    font = 18
    draw_scoreboard(surface, theme, pygame.Rect(10, 10, 660, height), [panel], current=None, clock=None,
                    thinking=False, pulse=0.0, font=font)
    texts = theme.probe.shown()
    chips = [t.rect.inflate(2 * CHIP_PAD, 0) for t in texts if t.text in MARKS[language]]
    others = [t for t in texts if t.text not in MARKS[language]]
    assert len(chips) == 2, [t.text for t in texts]  # both marks, none left out
    for chip in chips:
        for other in others:
            assert not chip.colliderect(other.rect), (other.text, other.rect, chip)
