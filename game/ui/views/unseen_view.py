"""The unseen-tiles panel: letters still in the bag or on the other racks, by letter.

It opens over the move log on request (a click on the bag); the scene decides
whose view it is, so it never counts the racks of the player looking.
"""

from __future__ import annotations

from collections.abc import Mapping

import pygame

from game.i18n import _
from game.rules.tiles import BLANK, LETTERS

from ..theme import Theme

#: the grid's columns, fewest first: more columns make fewer, taller rows in a short panel
COLUMN_CHOICES = (6, 7, 9)


def unseen_cells(rect: pygame.Rect, font: int, title_h: int = 0) -> list[pygame.Rect]:
    """Where each of A..Z and the blank goes, in reading order, inside ``rect``: in six
    columns while the letters stay readable (a cell of ``font + 9`` gives a letter of
    ``font - 1``), in more and shorter rows when the panel is short.  ``title_h``: the
    title's line as drawn, where bigger text (or a Chinese title) stands taller than ``font``."""
    top = rect.y + max(font + 14, title_h + 10)
    count = len(LETTERS) + 1
    for columns in COLUMN_CHOICES:
        rows = -(-count // columns)
        if (rect.bottom - 6 - top) // rows >= font + 9:
            break
    w = (rect.w - 16) // columns
    h = max(font + 4, min(font * 2, (rect.bottom - 6 - top) // rows))
    return [
        pygame.Rect(rect.x + 8 + (k % columns) * w, top + (k // columns) * h, w, h)
        for k in range(count)
    ]


def draw_unseen(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, counts: Mapping[str, int] | None,
                font: int) -> None:
    """``counts``: unseen tiles by letter (``?`` for blanks), or None when no rack is
    face up (then nobody's view is shown: the counts would give a hidden rack away)."""
    p = theme.palette
    theme.panel(surface, rect, alpha=230)
    if counts is None:
        theme.text(surface, _("Unseen tiles"), font, (rect.x + 12, rect.y + 6), p.text_dim, bold=True)
        theme.text(surface, _("They show on your turn."), font - 1, (rect.x + 12, rect.y + font + 16), p.text_dim)
        return
    total = sum(counts.values())
    title = _("Unseen tiles: {n}").format(n=total)
    theme.text(surface, title, font, (rect.x + 12, rect.y + 6), p.text_dim, bold=True)
    letters = [*LETTERS, BLANK]
    title_h = theme.font_for(title, font, True).get_linesize()
    for letter, cell in zip(letters, unseen_cells(rect, font, title_h)):
        n = counts.get(letter, 0)
        colour = p.text if n else p.text_dim
        face = pygame.Rect(cell.x, cell.y + 2, cell.h - 4, cell.h - 4)
        pygame.draw.rect(surface, p.blank_tile if letter == BLANK else p.tile, face, border_radius=3)
        ink = p.blank_text if letter == BLANK else p.tile_text
        theme.text(surface, letter, max(8, face.h - 6), face.center, ink, bold=True, anchor="center")
        theme.text(surface, str(n), font - 1, (face.right + 4, face.centery), colour, bold=n > 0,
                   anchor="midleft")
