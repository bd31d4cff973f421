"""Tiles, their values and the standard English distribution (docs/rules.md "Equipment").

A tile in a rack or the bag is an upper-case letter ``A``-``Z`` or ``?`` for a
blank.  A tile on the board is the letter it shows: upper case for a letter
tile, lower case for a blank standing for that letter (the CGP/GCG convention).
"""

from __future__ import annotations

from collections.abc import Iterable

from .errors import InvalidMoveError

BLANK = "?"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
RACK_SIZE = 7

#: letter -> (count, value), docs/rules.md "Equipment".
DISTRIBUTION: dict[str, tuple[int, int]] = {
    "A": (9, 1), "B": (2, 3), "C": (2, 3), "D": (4, 2), "E": (12, 1), "F": (2, 4),
    "G": (3, 2), "H": (2, 4), "I": (9, 1), "J": (1, 8), "K": (1, 5), "L": (4, 1),
    "M": (2, 3), "N": (6, 1), "O": (8, 1), "P": (2, 3), "Q": (1, 10), "R": (6, 1),
    "S": (4, 1), "T": (6, 1), "U": (4, 1), "V": (2, 4), "W": (2, 4), "X": (1, 8),
    "Y": (2, 4), "Z": (1, 10), BLANK: (2, 0),
}  # fmt: skip

TILE_COUNT = sum(count for count, _ in DISTRIBUTION.values())  # 100

#: value of a rack tile or of a board letter; blanks (``?`` or lower case) are 0.
VALUES: dict[str, int] = {tile: value for tile, (_, value) in DISTRIBUTION.items()}
VALUES.update({letter.lower(): 0 for letter in LETTERS})


def rack_value(tiles: Iterable[str]) -> int:
    """Sum of the values of the given rack tiles."""
    return sum(VALUES[t] for t in tiles)


def full_set() -> list[str]:
    """All 100 tiles in a fixed order (the bag before shuffling)."""
    return [tile for tile, (count, _) in DISTRIBUTION.items() for _ in range(count)]


def rack_tile(board_letter: str) -> str:
    """The rack tile a board letter came from: ``e`` (a blank) -> ``?``, ``E`` -> ``E``."""
    return BLANK if board_letter.islower() else board_letter


def normalise_rack(text: str) -> str:
    """Rack text from a user or a file: upper case letters and ``?`` (``_`` accepted)."""
    out = []
    for ch in text.strip():
        if ch in "?_":
            out.append(BLANK)
        elif ch.isascii() and ch.isalpha():
            out.append(ch.upper())
        else:
            raise InvalidMoveError("not_tile_letters_z_for", character=repr(ch))
    return "".join(out)
