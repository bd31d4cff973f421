"""Text in which some letters were played by a blank.

Records write a blank's letter in lower case ("8G CAt"); the screen draws it
in capitals on a small tile in the board's blank colours, so a sentence about
a play shows its blanks as the board and the move log do.
"""

from __future__ import annotations

import re
from collections.abc import Collection

import pygame

from ..text_wrap import breakable_pieces, wrap_text
from ..theme import Color, Theme


def shown_text(text: str, blanks: Collection[int]) -> str:
    """``text`` as drawn: a blank's letter in capitals (its tile style tells it apart)."""
    return "".join(ch.upper() if k in blanks else ch for k, ch in enumerate(text))


def blank_marks(text: str, notation: str) -> frozenset[int]:
    """Indexes in ``text`` of the blanks of the play ``notation`` ("8G CAt") it quotes;
    none when it does not quote it."""
    at = text.find(notation) if notation else -1
    if at < 0:
        return frozenset()
    return frozenset(at + k for k, ch in enumerate(notation) if ch.islower())


def row_blanks(row: list[tuple[int, str]], blanks: Collection[int]) -> set[int]:
    """Indexes in the drawn row (pieces joined by spaces) of the letters played by a blank;
    a piece is (its index in the whole text, its letters)."""
    out: set[int] = set()
    pos = 0
    for at, piece in row:
        out |= {pos + k for k in range(len(piece)) if at + k in blanks}
        pos += len(piece) + 1
    return out


def _glued_blanks(row: list[tuple[int, str, str]], blanks: Collection[int]) -> set[int]:
    """As :func:`row_blanks` for pieces joined by their own glue (a space, or nothing
    between Chinese characters): (index in the whole text, letters, glue before)."""
    out: set[int] = set()
    pos = 0
    for k, (at, piece, glue) in enumerate(row):
        pos += len(glue) if k else 0
        out |= {pos + n for n in range(len(piece)) if at + n in blanks}
        pos += len(piece)
    return out


def _joined(row: list[tuple[int, str, str]]) -> str:
    return "".join((glue if k else "") + piece for k, (_at, piece, glue) in enumerate(row))


def wrap_marked(font: pygame.font.Font, text: str, blanks: Collection[int], width: int
                ) -> list[tuple[str, frozenset[int]]]:
    """``text`` in rows no wider than ``width`` pixels, broken at spaces and, in Chinese,
    between characters (the places :func:`wrap_text` breaks at), each with the indexes of
    its blank letters.  Text with no blank wraps as all other text does."""
    if not blanks:
        return [(row, frozenset()) for row in wrap_text(font, text, width)]
    pieces: list[tuple[int, str, str]] = []  # (index in the text, letters, glue before)
    for match in re.finditer(r"\S+", text):
        at = match.start()
        for glue, letters in breakable_pieces(match.group()):
            pieces.append((at, letters, " " if glue else ""))
            at += len(letters)
    rows: list[list[tuple[int, str, str]]] = []
    current: list[tuple[int, str, str]] = []
    for piece in pieces:
        trial = [*current, piece]
        # measured as drawn, each blank's tile in its own room (the font's height stands
        # for its size, which gives the tiles a little more room than they take)
        if not current or marked_width(font, _joined(trial), _glued_blanks(trial, blanks), font.get_height()) <= width:
            current = trial
        else:
            rows.append(current)
            current = [piece]
    rows.append(current)
    return [(_joined(row), frozenset(_glued_blanks(row, blanks))) for row in rows if row]


def chip_pad(size: int) -> int:
    """Room a blank's tile keeps on each side of its letter, and clear of its neighbours."""
    return max(2, size // 8)


def marked_layout(font: pygame.font.Font, shown: str, blanks: Collection[int], size: int
                  ) -> tuple[list[tuple[int, str, bool]], int]:
    """Where each piece of ``shown`` goes, from x = 0: runs of plain letters, and each
    blank's letter alone, given its tile's room (:func:`chip_pad`) on both sides so the
    tile covers no part of the letters beside it; and the whole width."""
    pad = chip_pad(size)
    pieces: list[tuple[int, str, bool]] = []
    x = 0
    run = ""
    for k, ch in enumerate(shown):
        if k not in blanks:
            run += ch
            continue
        if run:
            pieces.append((x, run, False))
            x += font.size(run)[0]
            run = ""
        pieces.append((x + 2 * pad, ch, True))  # a tile from x + pad, its letter pad further in
        x += font.size(ch)[0] + 4 * pad
    if run:
        pieces.append((x, run, False))
        x += font.size(run)[0]
    return pieces, x


def marked_width(font: pygame.font.Font, text: str, blanks: Collection[int], size: int) -> int:
    """How wide :func:`draw_marked_text` draws ``text`` with its blanks on tiles."""
    marked = {k for k in blanks if 0 <= k < len(text)}
    return marked_layout(font, shown_text(text, marked), marked, size)[1]


def draw_marked_text(
    surface: pygame.Surface,
    theme: Theme,
    text: str,
    blanks: Collection[int],
    size: int,
    midleft: tuple[int, int],
    colour: Color,
    bold: bool = False,
) -> None:
    """``text`` from ``midleft``, each letter at an index in ``blanks`` on a small blank
    tile in the board's blank colours, so "FlOOZY" reads F-L-O-O-Z-Y with the L a blank;
    each tile stands in room of its own, clear of the letters beside it."""
    marked = {k for k in blanks if 0 <= k < len(text)}
    shown = shown_text(text, marked)
    if not marked:
        theme.text(surface, shown, size, midleft, colour, bold=bold, anchor="midleft")
        return
    font = theme.font_for(shown, size, bold)  # the font theme.text draws it in
    p = theme.palette
    pad = chip_pad(size)
    x, mid = midleft
    pieces, _width = marked_layout(font, shown, marked, size)
    for at, piece, blank in pieces:
        if blank:
            chip = pygame.Rect(x + at - pad, mid - size // 2 - 1, font.size(piece)[0] + 2 * pad, size + 3)
            pygame.draw.rect(surface, p.blank_tile, chip, border_radius=3)
        theme.text(surface, piece, size, (x + at, mid), p.blank_text if blank else colour, bold=bold,
                   anchor="midleft")


def draw_marked_centred(
    surface: pygame.Surface, theme: Theme, text: str, blanks: Collection[int], size: int,
    midtop: tuple[int, int], colour: Color, bold: bool = False,
) -> None:
    """:func:`draw_marked_text` centred on ``midtop``."""
    shown = shown_text(text, blanks)
    font = theme.font_for(shown, size, bold)
    width = marked_width(font, text, blanks, size)
    draw_marked_text(surface, theme, text, blanks, size,
                     (midtop[0] - width // 2, midtop[1] + font.get_height() // 2), colour, bold)
