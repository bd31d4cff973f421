"""The move log shows every entry whole: long ones wrap under the player's name."""

from __future__ import annotations

import pygame
import pytest

from game.ui.play.layout import compute_layout
from game.ui.theme import Theme
from game.ui.views.move_log_view import (
    LogLine,
    draw_move_log,
    entry_columns,
    log_body,
    max_scroll,
    wrap_entry,
)

LONG = [
    LogLine("Ben", (200, 80, 60), "challenged: the play stands, loses a turn", "", True),
    LogLine("Cleopatra", (60, 160, 150), "challenged: the play stands; Ana gets +5", "", True),
    LogLine("Ana", (230, 190, 90), "8D RETA(I)NS  bingo!", "68", True),
    LogLine("Ana", (230, 190, 90), "play taken back (challenged by Cleopatra)", "-12", True),
    LogLine("Averyveryverylongname", (120, 120, 220), "swapped 7 tiles", ""),
    LogLine("Zed", (120, 120, 220), "H1 SUPERCALIFRAGILISTICEXPIALIDOCIOUSNESS", "1234"),
]


@pytest.fixture(scope="module")
def theme():
    pygame.init()
    pygame.display.set_mode((1280, 800))
    return Theme()


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("players", [2, 4])
def test_every_entry_fits_whole(theme, size, players):
    layout = compute_layout(size, players)
    body = log_body(theme, layout.log, layout.font)
    for number, line in enumerate(LONG, start=1):
        rows = wrap_entry(theme, body, line, number, layout.font)
        assert "".join(rows).replace(" ", "") == line.text.replace(" ", "")  # nothing dropped
        name_x, text_x, right = entry_columns(theme, body, line, number, layout.font)
        font = theme.font(layout.font - 1, line.emphasis)
        assert text_x + font.size(rows[0])[0] <= right or len(rows[0]) == 1
        for row in rows[1:]:
            assert name_x + font.size(row)[0] <= body.right - 2
    assert len(wrap_entry(theme, body, LONG[0], 1, layout.font)) >= 1


def test_the_newest_entries_show_and_scrolling_reaches_the_first(theme):
    layout = compute_layout((800, 600), 4)
    lines = LONG * 6
    top = max_scroll(theme, layout.log, lines, layout.font)
    assert 0 < top < len(lines)
    surface = pygame.Surface((800, 600))
    for scroll in (0, top, top + 50):
        draw_move_log(surface, theme, layout.log, lines, scroll, layout.font)
    assert max_scroll(theme, layout.log, LONG[:1], layout.font) == 0


@pytest.mark.parametrize(("language", "reason"), [
    ("en", "Your word must touch a tile already on the board"),
    ("pt", "A sua palavra deve tocar uma peça que já está no tabuleiro"),
    ("zh_Hant_HK", "你的單詞必須接觸棋盤上已有的字母牌"),
])
def test_a_refused_plays_reason_in_the_preview_box_starts_as_a_sentence(language: str, reason: str) -> None:
    """Under "Not a play yet" the reason stands alone: its first letter is a capital
    where the language's script has case (Chinese is left as it is)."""
    from game import i18n
    from game.rules.game import Game
    from game.rules.move import TilePlay
    from game.ui.play.log import play_preview_text

    i18n.set_language(language)
    game = Game(["Ana", "Ben"], seed=1, deal=False)
    game.players[0].rack = list("CATSEEE")
    game.players[1].rack = list("CATSEEE")
    game.play(TilePlay.of((7, 7, "A"), (7, 8, "T")))
    away = game.preview(TilePlay.of((0, 0, "C"), (0, 1, "A")))
    title, _colour, body = play_preview_text(away, Theme().palette)
    assert title == i18n._("Not a play yet")
    assert body[0][0] == reason


def _ink_around_chip(text: str, blank: int, size: int) -> tuple[int, int]:
    """Columns from the blank's tile to the nearest ink of the letters before and after it,
    drawn in pure green on black (a tile touching a letter is 1)."""
    from game.ui.views.marked_text import draw_marked_text

    theme = Theme()
    tile = tuple(theme.palette.blank_tile[:3])
    surface = pygame.Surface((700, 100))
    surface.fill((0, 0, 0))
    draw_marked_text(surface, theme, text, {blank}, size, (10, 50), (0, 255, 0), bold=True)
    pixels = [[tuple(surface.get_at((x, y)))[:3] for y in range(100)] for x in range(700)]
    chip = [x for x in range(700) if tile in pixels[x]]
    ink = [x for x in range(700) if any(r == 0 and b == 0 and g > 0 for r, g, b in pixels[x])]
    before = max(x for x in ink if x < chip[0])
    after = min(x for x in ink if x > chip[-1])
    return chip[0] - before, after - chip[-1]


@pytest.mark.parametrize("size", [16, 20, 26])
def test_a_blanks_tile_stands_clear_of_the_letters_beside_it(size: int) -> None:
    """"EMINENT: 74" with one letter a blank: its purple tile leaves at least two columns
    of background before the letter before it and after the letter after it."""
    for blank in range(1, 7):
        before, after = _ink_around_chip("EMINENT: 74", blank, size)
        assert before >= 3 and after >= 3, (blank, before, after)
