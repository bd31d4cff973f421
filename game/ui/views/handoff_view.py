"""The hand-off screen: "Pass to Ana", covering every rack until she reveals hers.

It darkens the table so the board stays readable (it is public) while the
message and the reveal button are unmistakable from across the room.
"""

from __future__ import annotations

import pygame

from game.i18n import _

from ..theme import Color, Theme
from ..widgets import wrap_text


def draw_curtain(surface: pygame.Surface, alpha: int = 170) -> None:
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((18, 10, 6, alpha))
    surface.blit(shade, (0, 0))


def draw_handoff(
    surface: pygame.Surface,
    theme: Theme,
    card: pygame.Rect,
    name: str,
    colour: Color,
    lines: list[str],
) -> None:
    """The card; the scene places the reveal button along its bottom edge."""
    p = theme.palette
    big = max(26, min(56, card.h // 5))
    body = max(14, min(20, big * 2 // 5))
    theme.panel(surface, card, alpha=245)
    band = pygame.Rect(card.x + 12, card.y + 12, card.w - 24, big // 3)
    pygame.draw.rect(surface, colour, band, border_radius=band.h // 2)
    y = band.bottom + big // 2
    theme.text(surface, _("Pass to {name}").format(name=name), big, (card.centerx, y), p.accent, bold=True,
               anchor="midtop", shadow=True)
    y += big + body
    # Smaller type before more rows: the reveal button sits close under these lines.
    width = card.w - 40
    rows = _rows(theme, lines, body, width)
    while body > 13 and len(rows) > len(lines):
        body -= 1
        rows = _rows(theme, lines, body, width)
    for row in rows:
        theme.text(surface, row, body, (card.centerx, y), p.text_dim, anchor="midtop")
        y += body + 6


def _rows(theme: Theme, lines: list[str], size: int, width: int) -> list[str]:
    font = theme.font(size)
    return [row for line in lines for row in wrap_text(font, line, width)]
