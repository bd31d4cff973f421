"""The results' "Words from this game": for each child's seat, the words it played
and what they mean, on a wooden panel over the final board.

Each seat is its name in its colour, then a line a word ("CAT: a small feline"),
wrapped to two rows at most; a list taller than the panel scrolls (the mouse
wheel, the arrow keys), with arrows at its side where more is hidden.  Under
it, in another language, the line saying the meanings are English, and the
line saying a click shows the board.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

import pygame

from game.i18n import _
from game.ui.meaning_notes import SeatWords
from game.ui.theme import Color, Theme
from game.ui.views.card_view import wrap_lines
from game.words.meanings import english_note

#: rows a word's line takes at most
ROWS_A_WORD = 2


class WordRow(NamedTuple):
    """One row of the list, ``y`` from the top of the list."""

    y: int
    text: str
    size: int
    indent: int
    dim: bool
    player: int | None  # a seat's name row: its colour, in bold


def word_rows(theme: Theme, body: int, inner: int, sections: Sequence[SeatWords]) -> tuple[list[WordRow], int]:
    """Every row of the list and its whole height: each seat's name, then its words."""
    rows: list[WordRow] = []
    row_h = body + 5
    y = 0
    for section in sections:
        rows.append(WordRow(y, section.name, body + 2, 0, False, section.player))
        y += body + 8
        if not section.lines:
            rows.append(WordRow(y, _("No words played."), body, body, True, None))
            y += row_h
        for line in section.lines:
            for row in wrap_lines(theme, line, body, inner - body)[:ROWS_A_WORD]:
                rows.append(WordRow(y, row, body, body, False, None))
                y += row_h
        y += body // 2
    return rows, y


def draw_game_words(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, body: int,
                    sections: Sequence[SeatWords], colour: Callable[[int], Color], scroll: int = 0) -> int:
    """The panel over ``rect``, its list moved up ``scroll`` pixels (a list taller than
    the panel scrolls; arrows at its side say there is more above or below); ``colour``
    gives a player's seat colour.  Returns the most the list can scroll (0: it fits)."""
    p = theme.palette
    theme.panel(surface, rect, alpha=245)
    pad = max(14, rect.w // 28)
    x, inner = rect.x + pad, rect.w - 2 * pad
    y = rect.y + pad
    theme.text(surface, _("Words from this game"), body + 6, (rect.centerx, y), p.accent, bold=True,
               anchor="midtop")
    top = y + body + 18
    footer = [line for line in (english_note(), _("Click to see the board.")) if line]
    footer_rows = [row for line in footer for row in wrap_lines(theme, line, body - 2, inner)]
    bottom = rect.bottom - pad - len(footer_rows) * (body + 2)
    rows, height = word_rows(theme, body, inner - ARROW_ROOM, sections)
    area = pygame.Rect(x, top, inner, max(0, bottom - top))
    most = max(0, height - area.h)
    scroll = max(0, min(scroll, most))
    clip = surface.get_clip()
    surface.set_clip(area.clip(clip))
    try:
        for row in rows:
            at = area.y + row.y - scroll
            if at + row.size < area.y or at > area.bottom:
                continue  # out of sight: not drawn
            if row.player is not None:
                theme.text(surface, row.text, row.size, (x, at), colour(row.player), bold=True)
            else:
                theme.text(surface, row.text, row.size, (x + row.indent, at), p.text_dim if row.dim else p.text)
    finally:
        surface.set_clip(clip)
    if most:
        _draw_arrows(surface, theme, area, up=scroll > 0, down=scroll < most)
    y = bottom
    for line in footer_rows:
        theme.text(surface, line, body - 2, (x, y), p.text_dim)
        y += body + 2
    return most


#: room kept at the list's right for the arrows that say it scrolls
ARROW_ROOM = 18


def _draw_arrows(surface: pygame.Surface, theme: Theme, area: pygame.Rect, *, up: bool, down: bool) -> None:
    """Small triangles at the list's right edge: more words above, more below."""
    size = 7
    cx = area.right - size
    colour = theme.palette.accent
    if up:
        pygame.draw.polygon(surface, colour, [(cx - size, area.y + size + 2), (cx + size, area.y + size + 2),
                                              (cx, area.y + 2)])
    if down:
        pygame.draw.polygon(surface, colour, [(cx - size, area.bottom - size - 2), (cx + size, area.bottom - size - 2),
                                              (cx, area.bottom - 2)])
