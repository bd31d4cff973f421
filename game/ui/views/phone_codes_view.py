"""The "Scan to join" card: one QR code per phone seat, its name and colour, the
link in text for typing, and whether that seat's phone is connected.

A code is drawn from :func:`game.phone.qr.seat_qr_matrix`, dark modules on white
with the standard quiet zone of :data:`game.phone.qr.BORDER` modules kept
around it, each module a whole number of pixels (a blurred edge is harder to
read), as big as the card allows so it can be scanned from across a room.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.phone.qr import BORDER, seat_qr_matrix
from game.ui.seat_shapes import draw_seat_shape
from game.ui.text_wrap import fit_words, wrap_text
from game.ui.theme import Color, Theme

#: the smallest module worth drawing, in pixels
MIN_MODULE = 2


@dataclass(frozen=True)
class SeatCode:
    """One phone seat on the card."""

    name: str
    colour: Color
    url: str
    connected: bool


_matrices: dict[str, list[list[bool]]] = {}


def code_matrix(url: str) -> list[list[bool]]:
    """The code's modules for ``url`` (made once a link)."""
    if url not in _matrices:
        if len(_matrices) > 16:
            _matrices.clear()
        _matrices[url] = seat_qr_matrix(url)
    return _matrices[url]


def draw_qr(surface: pygame.Surface, matrix: list[list[bool]], rect: pygame.Rect) -> pygame.Rect:
    """The code, quiet zone included, centred in ``rect`` on white; the rect of the
    white square drawn (whole pixels a module)."""
    modules = len(matrix) + 2 * BORDER
    module = max(MIN_MODULE, min(rect.w, rect.h) // modules)
    side = module * modules
    square = pygame.Rect(0, 0, side, side)
    square.center = rect.center
    surface.fill((255, 255, 255), square)
    x0, y0 = square.x + BORDER * module, square.y + BORDER * module
    for r, row in enumerate(matrix):
        for c, dark in enumerate(row):
            if dark:
                surface.fill((0, 0, 0), (x0 + c * module, y0 + r * module, module, module))
    return square


def grid_for(count: int, width: int, height: int, text_h: int) -> tuple[int, int, int]:
    """(columns, rows, side of a code) that make the codes biggest in width x height,
    with ``text_h`` pixels of words under each code."""
    best = (1, count, 0)
    for cols in range(1, count + 1):
        rows = math.ceil(count / cols)
        side = min(width // cols - 16, height // rows - text_h - 8)
        if side > best[2]:
            best = (cols, rows, side)
    return best


def draw_phone_codes(
    surface: pygame.Surface, theme: Theme, area: pygame.Rect, codes: list[SeatCode], button_top: int,
) -> list[pygame.Rect]:
    """The card over ``area`` (its buttons start at ``button_top``); returns where each
    code's white square went, quiet zone included.

    Each link is written under its code when it fits there in a readable size, else
    all of them in a list under the codes, a whole line each."""
    p = theme.palette
    card = area.inflate(-16, -16)
    theme.panel(surface, card, alpha=250)
    title_size = max(22, min(36, area.h // 18))
    body = max(13, min(20, area.h // 40))
    title = theme.text(surface, _("Scan to join"), title_size, (card.centerx, card.y + 12), p.accent, bold=True,
                       anchor="midtop", shadow=True)
    font = theme.font(body)
    # Translators: under the title of the card with the phones' QR codes
    line = _("Each player scans their own code with the phone's camera, or types the address into its browser.")
    y = title.bottom + 4
    for part in wrap_text(font, line, card.w - 40)[:2]:
        y = theme.text(surface, part, body, (card.centerx, y), p.text_dim, anchor="midtop").bottom
    top = y + 10
    bottom = button_top - 10
    step = font.get_linesize()
    cols, rows, side = grid_for(len(codes), card.w - 24, bottom - top, 3 * step + 6)
    cell_w = (card.w - 24) // cols
    under = all(url_lines(theme, c.url, body - 1, cell_w - 8) == (body - 1, [c.url]) for c in codes)
    listed = [listed_rows(theme, code, max(MIN_URL_PX, body - 2), card.w - 60) for code in codes]
    if not under:
        # the links go in a list of their own under the codes: the codes give up that room
        bottom -= sum(len(rows) * (theme.font(size).get_linesize() + 2) for size, rows in listed) + 6
        cols, rows, side = grid_for(len(codes), card.w - 24, bottom - top, 2 * step + 6)
        cell_w = (card.w - 24) // cols
    cell_h = (bottom - top) // rows
    squares = []
    for k, code in enumerate(codes):
        col, row = k % cols, k // cols
        cell = pygame.Rect(card.x + 12 + col * cell_w, top + row * cell_h, cell_w, cell_h)
        block_h = side + (3 if under else 2) * step + 6
        qr_area = pygame.Rect(cell.x, cell.y + max(0, (cell.h - block_h) // 2), cell.w, max(1, side))
        square = draw_qr(surface, code_matrix(code.url), qr_area)
        squares.append(square)
        pygame.draw.rect(surface, code.colour, square.inflate(8, 8), width=4, border_radius=6)
        named = _draw_name(surface, theme, code, body + 2, (cell.centerx, square.bottom + 8), cell.w - 30)
        if code.connected:
            status, ink = _("Phone connected"), p.good
        else:
            status, ink = _("Waiting for a phone"), p.text_dim
        done = theme.text(surface, status, body, (cell.centerx, named.bottom + 2), ink, anchor="midtop")
        if under:
            theme.text(surface, code.url, body - 1, (cell.centerx, done.bottom + 2), p.text, anchor="midtop")
    if not under:
        y = bottom + 6
        for code, (size, lines) in zip(codes, listed):
            dot = pygame.Rect(0, 0, 10, 10)
            dot.midleft = (card.x + 24, y + theme.font(size).get_linesize() // 2)
            draw_seat_shape(surface, code.colour, dot.center, 11)
            for line in lines:
                y = theme.text(surface, line, size, (dot.right + 8, y), p.text).bottom + 2
    return squares


def listed_rows(theme: Theme, code: SeatCode, size: int, width: int) -> tuple[int, list[str]]:
    """A seat's line in the list of links under the codes, ``width`` wide at most: its name
    and link on one line at the largest size from ``size`` down to :data:`MIN_URL_PX` that
    fits, else (a long name, or big text) the name with the address on one line and the
    seat's path under it; (that size, the lines)."""
    # Translators: a player's name and the address their phone opens, in the list under the QR codes
    text = _("{name}: {address}").format(name=code.name, address=code.url)
    for px in range(size, MIN_URL_PX - 1, -1):
        if theme.font_for(text, px).size(text)[0] <= width:
            return px, [text]
    head, sep, tail = code.url.partition("/seat/")
    if not sep:
        return MIN_URL_PX, [text]
    rows = [_("{name}: {address}").format(name=code.name, address=head), sep + tail]
    for px in range(size, MIN_URL_PX - 1, -1):
        if max(theme.font_for(row, px).size(row)[0] for row in rows) <= width:
            return px, rows
    return MIN_URL_PX, rows


def _draw_name(surface: pygame.Surface, theme: Theme, code: SeatCode, size: int, midtop: tuple[int, int],
               width: int) -> pygame.Rect:
    """The seat's name in bold after its mark in its colour, centred under its code."""
    name = fit_words(theme.font_for(code.name, size, True), code.name, width)
    named = theme.text(surface, name, size, (midtop[0] + 9, midtop[1]), theme.palette.text, bold=True,
                       anchor="midtop")
    dot = pygame.Rect(0, 0, 12, 12)
    dot.midright = (named.x - 6, named.centery)
    draw_seat_shape(surface, code.colour, dot.center, 13)
    return named


#: the smallest text a link is written in
MIN_URL_PX = 9


def url_lines(theme: Theme, url: str, size: int, width: int) -> tuple[int, list[str]]:
    """A link in one line when it fits ``width``, else in two (the address, then the
    seat's path), at the largest text size from ``size`` down to :data:`MIN_URL_PX`
    that fits: (that size, the lines)."""
    head, sep, tail = url.partition("/seat/")
    lines = [head, sep + tail] if sep else [url]
    for px in range(size, MIN_URL_PX - 1, -1):
        font = theme.font(px)
        if font.size(url)[0] <= width:
            return px, [url]
        if max(font.size(line)[0] for line in lines) <= width:
            return px, lines
    return MIN_URL_PX, lines
