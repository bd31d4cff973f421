"""The results' "Words from this game": for each child's seat, the words it played
and what they mean, on a wooden panel over the final board.

Each seat is its name in its colour, then a line a word ("CAT: a small feline"),
wrapped to two rows at most; what does not fit ends in a line saying how many
more there are.  Under them, in another language, the line saying the meanings
are English, and the line saying a click shows the board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import _, ngettext
from game.ui.meaning_notes import SeatWords
from game.ui.meaning_words import english_note
from game.ui.theme import Color, Theme
from game.ui.views.card_view import wrap_lines

#: rows a word's line takes at most
ROWS_A_WORD = 2


def draw_game_words(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, body: int,
                    sections: Sequence[SeatWords], colour: Callable[[int], Color]) -> None:
    """The panel over ``rect``; ``colour`` gives a player's seat colour."""
    p = theme.palette
    theme.panel(surface, rect, alpha=245)
    pad = max(14, rect.w // 28)
    x, inner = rect.x + pad, rect.w - 2 * pad
    y = rect.y + pad
    theme.text(surface, _("Words from this game"), body + 6, (rect.centerx, y), p.accent, bold=True,
               anchor="midtop")
    y += body + 18
    footer = [line for line in (english_note(), _("Click to see the board.")) if line]
    footer_rows = [row for line in footer for row in wrap_lines(theme, line, body - 2, inner)]
    bottom = rect.bottom - pad - len(footer_rows) * (body + 2)
    row_h = body + 5
    for section in sections:
        if y + 2 * row_h > bottom:
            break
        theme.text(surface, section.name, body + 2, (x, y), colour(section.player), bold=True)
        y += body + 8
        if not section.lines:
            theme.text(surface, _("No words played."), body, (x + body, y), p.text_dim)
            y += row_h
        for k, line in enumerate(section.lines):
            rows = wrap_lines(theme, line, body, inner - body)[:ROWS_A_WORD]
            left = len(section.lines) - k
            if y + (len(rows) + (1 if left > 1 else 0)) * row_h > bottom:
                more = ngettext("… and {n} more word", "… and {n} more words", left).format(n=left)
                theme.text(surface, more, body, (x + body, y), p.text_dim)
                y += row_h
                break
            for row in rows:
                theme.text(surface, row, body, (x + body, y), p.text)
                y += row_h
        y += body // 2
    y = bottom
    for row in footer_rows:
        theme.text(surface, row, body - 2, (x, y), p.text_dim)
        y += body + 2
