"""Text in which some letters were played by a blank.

Records write a blank's letter in lower case ("8G CAt"); the screen draws it
in capitals on a small tile in the board's blank colours, so a sentence about
a play shows its blanks as the board and the move log do.
"""

from __future__ import annotations

import re
from collections.abc import Collection

import pygame

from ..text_wrap import wrap_text
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


def wrap_marked(font: pygame.font.Font, text: str, blanks: Collection[int], width: int
                ) -> list[tuple[str, frozenset[int]]]:
    """``text`` in rows no wider than ``width`` pixels, broken at spaces, each with the
    indexes of its blank letters.  Text with no blank wraps as all other text does
    (Chinese, written without spaces, breaks between characters)."""
    if not blanks:
        return [(row, frozenset()) for row in wrap_text(font, text, width)]
    rows: list[list[tuple[int, str]]] = []
    current: list[tuple[int, str]] = []
    for match in re.finditer(r"\S+", text):
        trial = [*current, (match.start(), match.group())]
        joined = " ".join(piece for _, piece in trial)
        if not current or font.size(shown_text(joined, row_blanks(trial, blanks)))[0] <= width:
            current = trial
        else:
            rows.append(current)
            current = [trial[-1]]
    rows.append(current)
    return [(" ".join(piece for _, piece in row), frozenset(row_blanks(row, blanks))) for row in rows if row]


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
    tile in the board's blank colours, so "FlOOZY" reads F-L-O-O-Z-Y with the L a blank."""
    shown = shown_text(text, blanks)
    font = theme.font_for(shown, size, bold)  # the font theme.text draws it in
    theme.text(surface, shown, size, midleft, colour, bold=bold, anchor="midleft")
    p = theme.palette
    x, mid = midleft
    for k in sorted(i for i in blanks if 0 <= i < len(text)):
        # placed to end where the letter ends in the whole line: kerning in some fonts
        # makes the prefix plus the letter wider than the line itself
        width = font.size(shown[k])[0]
        left = x + font.size(shown[: k + 1])[0] - width
        chip = pygame.Rect(left - 1, mid - size // 2 - 1, width + 2, size + 3)
        pygame.draw.rect(surface, p.blank_tile, chip, border_radius=3)
        theme.text(surface, shown[k], size, (left, mid), p.blank_text, bold=bold, anchor="midleft")


def draw_marked_centred(
    surface: pygame.Surface, theme: Theme, text: str, blanks: Collection[int], size: int,
    midtop: tuple[int, int], colour: Color, bold: bool = False,
) -> None:
    """:func:`draw_marked_text` centred on ``midtop``."""
    shown = shown_text(text, blanks)
    font = theme.font_for(shown, size, bold)
    width = font.size(shown)[0]
    draw_marked_text(surface, theme, text, blanks, size,
                     (midtop[0] - width // 2, midtop[1] + font.get_height() // 2), colour, bold)
