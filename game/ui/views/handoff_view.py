"""The hand-off screen: "Pass to Ana", covering every rack until she reveals hers.

It darkens the table so the board stays readable (it is public) while the
message and the reveal button are unmistakable from across the room.
"""

from __future__ import annotations

import pygame

from game.i18n import _

from ..text_wrap import wrap_name
from ..theme import Color, Theme
from .marked_text import blank_marks, draw_marked_centred, wrap_marked

_CURTAINS: dict[tuple[int, int], pygame.Surface] = {}


def draw_curtain(surface: pygame.Surface, alpha: int = 170, rect: pygame.Rect | None = None) -> None:
    """Darken ``surface`` (or its ``rect``: a board dimmed for a moment) by ``alpha`` (0..255).

    One plain surface the window's size is kept for every curtain and dimmed board, with
    a surface-wide alpha: a full-window surface made each frame cost a frame several ms,
    and making the first took the results' first frame 10 ms."""
    if alpha <= 0:
        return
    size = surface.get_size()
    shade = _CURTAINS.get(size)
    if shade is None:
        _CURTAINS.clear()  # one window at a time
        shade = _CURTAINS[size] = pygame.Surface(size)
        shade.fill((18, 10, 6))
    shade.set_alpha(alpha)
    if rect is None:
        surface.blit(shade, (0, 0))
    else:
        surface.blit(shade, rect.topleft, pygame.Rect((0, 0), rect.size))


def draw_handoff(
    surface: pygame.Surface,
    theme: Theme,
    card: pygame.Rect,
    name: str,
    colour: Color,
    lines: list[str],
    bottom: int | None = None,
    quoted: str = "",
    title: str | None = None,
) -> None:
    """The card; the scene places the reveal button along its bottom edge, from ``bottom`` down.
    The blanks of the play ``quoted`` ("8G CAt") show as blanks in the lines that quote it.
    ``title`` replaces "Pass to {name}" (a team's "Ana & Cleo's turn")."""
    p = theme.palette
    big = max(26, min(56, card.h // 5))
    body = max(14, min(20, big * 2 // 5))
    theme.panel(surface, card, alpha=245)
    band = pygame.Rect(card.x + 12, card.y + 12, card.w - 24, big // 3)
    pygame.draw.rect(surface, colour, band, border_radius=band.h // 2)
    y = band.bottom + big // 2
    width = card.w - 40
    room = (bottom if bottom is not None else card.bottom - 12) - 6 - y
    # a long name takes a smaller title, then two lines, before the body loses its room
    title = title if title is not None else _("Pass to {name}").format(name=name)
    size, titles = _title(theme, title, big, width, room - 2 * (body + 6))
    # when the lines (more of them with a seat's handicap) would not fit under it even in
    # the smallest type below, the title gives way for them rather than the button covering them
    needed = len(_rows(theme, lines, 13, width, quoted)) * _step(theme, 13) + body
    while big > 26 and _height(theme, titles, size) + needed > room:
        big -= 2
        size, titles = _title(theme, title, big, width, room - needed)
    for title in titles:
        theme.text(surface, title, size, (card.centerx, y), p.accent, bold=True, anchor="midtop", shadow=True)
        y += theme.font_for(title, size, True).get_linesize()
    y += body
    # Smaller type before more rows: the reveal button sits close under these lines.
    limit = (bottom if bottom is not None else card.bottom - 12) - 6
    rows = _rows(theme, lines, body, width, quoted)
    while body > 13 and (len(rows) > len(lines) or y + len(rows) * _step(theme, body) > limit):
        body -= 1
        rows = _rows(theme, lines, body, width, quoted)
    for row, blanks in rows:
        draw_marked_centred(surface, theme, row, blanks, body, (card.centerx, y), p.text_dim)
        y += _step(theme, body)


def _height(theme: Theme, titles: list[str], size: int) -> int:
    """The title's height: its lines one under another."""
    return sum(theme.font_for(title, size, True).get_linesize() for title in titles)


def _step(theme: Theme, body: int) -> int:
    """One body row's height: Chinese type stands taller than Latin at the same size."""
    return max(body + 6, theme.font(body).get_linesize())


def _title(theme: Theme, text: str, big: int, width: int, room: int) -> tuple[int, list[str]]:
    """The title's size and lines: one line down to two thirds of ``big``, else two lines
    (at the largest size whose two lines fit ``room`` pixels of height), else three."""
    for size in range(big, max(26, big * 2 // 3) - 1, -1):
        if theme.font_for(text, size, True).size(text)[0] <= width:
            return size, [text]
    # the whole name if any size allows it on two lines, then on three (with big text in a
    # small window a 20-letter name does not fit two), else the room decides
    for most, whole in ((2, True), (3, True), (2, False)):
        for size in range(big, 19, -1):
            font = theme.font_for(text, size, True)
            lines = wrap_name(font, text, width, most)
            if most * font.get_linesize() <= room and (not whole or not any(line.endswith("…") for line in lines)):
                return size, lines
    return 20, wrap_name(theme.font_for(text, 20, True), text, width)


def _rows(theme: Theme, lines: list[str], size: int, width: int, quoted: str) -> list[tuple[str, frozenset[int]]]:
    return [row for line in lines
            for row in wrap_marked(theme.font_for(line, size), line, blank_marks(line, quoted), width)]
