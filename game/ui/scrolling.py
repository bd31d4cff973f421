"""Text taller than the room it is shown in, moved up and down a line at a time.

A page whose lines do not all fit keeps how far they are scrolled (in pixels, from 0
to the most, its lines' height less the room) and draws whole lines only, so no line
shows cut.  This module is what such pages share: the keys and the wheel that move
the lines (:func:`scroll_rows`), the thin bar at their side saying how far down they
are (:func:`draw_scroll_bar`), and the cue under them, for a player across the room,
saying there is more below (:func:`draw_more_below`: the last line fading into the
panel, and the words "more below" with an arrow).  Pause's Rules page and How to
play's Rule sets page scroll so.
"""

from __future__ import annotations

import pygame

from game.i18n import _

from .theme import Theme

#: the rows a key moves the lines, down positive (Page Up and Page Down: a page's worth)
LINE_KEYS = {pygame.K_DOWN: 1, pygame.K_UP: -1}
PAGE_KEYS = {pygame.K_PAGEDOWN: 1, pygame.K_PAGEUP: -1}
#: the rows a notch of the mouse wheel moves the lines
WHEEL_ROWS = 3


def scroll_rows(event: pygame.event.Event, page_rows: int = 5) -> int | None:
    """How many rows ``event`` moves scrolling lines, down positive: the Up and Down
    arrows one, Page Up and Page Down ``page_rows``, a notch of the wheel three; None
    when ``event`` is none of these."""
    if event.type == pygame.KEYDOWN:
        if event.key in LINE_KEYS:
            return LINE_KEYS[event.key]
        if event.key in PAGE_KEYS:
            return PAGE_KEYS[event.key] * max(1, page_rows)
        return None
    if event.type == pygame.MOUSEWHEEL:
        return -WHEEL_ROWS * int(event.y)
    return None


def draw_scroll_bar(surface: pygame.Surface, theme: Theme, area: pygame.Rect, offset: int, most: int) -> None:
    """A thin bar just inside ``area``'s right edge, its thumb as far down it as ``offset``
    is of ``most`` and as long as the share of the lines in view."""
    p = theme.palette
    track = area.inflate(0, -8)
    share = track.h / (track.h + most)
    thumb = pygame.Rect(track.right - 12, track.y + round(offset * share), 5, max(12, round(track.h * share)))
    pygame.draw.rect(surface, p.panel_edge, pygame.Rect(thumb.x, track.y, thumb.w, track.h), border_radius=2)
    pygame.draw.rect(surface, p.text_dim, thumb, border_radius=2)


def more_below_height(theme: Theme, size: int) -> int:
    """The room :func:`draw_more_below` needs under the lines, for its words at ``size``."""
    return theme.font_for(_("more below"), size).get_linesize() + 4


def draw_fade(surface: pygame.Surface, theme: Theme, band: pygame.Rect, downwards: bool = True) -> None:
    """``band`` fading into the panel's colour, the most at its bottom (``downwards``) or
    at its top: lines go on past that edge."""
    if band.w <= 0 or band.h <= 0:
        return
    fade = pygame.Surface(band.size, pygame.SRCALPHA)
    for y in range(band.h):
        depth = (y + 1) / band.h if downwards else (band.h - y) / band.h
        pygame.draw.line(fade, (*theme.palette.panel, round(190 * depth * depth)), (0, y), (band.w, y))
    surface.blit(fade, band)


def draw_more_below(surface: pygame.Surface, theme: Theme, view: pygame.Rect, size: int, fade: int) -> pygame.Rect:
    """The cue that the lines in ``view`` go on below it: its last ``fade`` pixels fade into
    the panel, and under ``view`` "more below" at ``size`` with an arrow pointing down, in
    the room :func:`more_below_height` gave it.  Returns where the words are drawn."""
    p = theme.palette
    draw_fade(surface, theme, pygame.Rect(view.x, view.bottom - fade, view.w, fade))
    # Translators: under a list cut short by the room, which scrolls: there are more lines below
    words = _("more below")
    font = theme.font_for(words, size)
    width, height = font.size(words)
    arrow = max(6, height // 4)
    left = view.centerx - (width + 3 * arrow) // 2
    middle = view.bottom + 2 + height // 2
    rect = theme.text(surface, words, size, (left + 3 * arrow, middle), p.accent, anchor="midleft")
    pygame.draw.polygon(surface, p.accent, [(left, middle - arrow // 2), (left + 2 * arrow, middle - arrow // 2),
                                            (left + arrow, middle + arrow)])
    return rect
