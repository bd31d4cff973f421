"""The 15x15 board, its premium squares and square notation (docs/rules.md "Equipment", "Notation").

Squares are ``(row, col)`` pairs counted from 0 at the top left.  In notation,
columns are letters ``A``-``O`` and rows numbers ``1``-``15``: ``H8`` is the
centre star, row 7 / column 7 here.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from enum import Enum

from .errors import InvalidMoveError

SIZE = 15
CENTRE = (7, 7)
COLUMNS = "ABCDEFGHIJKLMNO"


class Premium(Enum):
    """What a square adds to the tile first placed on it (docs/rules.md "Scoring")."""

    # the English abbreviations; the board prints them in the player's language
    # (game/ui/views/board_view.py, premium_label)
    NONE = ("", 1, 1)
    DOUBLE_LETTER = ("DL", 2, 1)
    TRIPLE_LETTER = ("TL", 3, 1)
    DOUBLE_WORD = ("DW", 1, 2)
    TRIPLE_WORD = ("TW", 1, 3)
    STAR = ("*", 1, 2)  # the centre square is a double word (docs/rules.md "Equipment")

    def __init__(self, label: str, letter_multiplier: int, word_multiplier: int) -> None:
        self.label = label
        self.letter_multiplier = letter_multiplier
        self.word_multiplier = word_multiplier


# The standard layout as a picture: T triple word, D double word, t triple
# letter, d double letter, * the star.
LAYOUT_PICTURE = """
T..d...T...d..T
.D...t...t...D.
..D...d.d...D..
d..D...d...D..d
....D.....D....
.t...t...t...t.
..d...d.d...d..
T..d...*...d..T
..d...d.d...d..
.t...t...t...t.
....D.....D....
d..D...d...D..d
..D...d.d...D..
.D...t...t...D.
T..d...T...d..T
"""

_PREMIUM_CODES = {
    ".": Premium.NONE,
    "d": Premium.DOUBLE_LETTER,
    "t": Premium.TRIPLE_LETTER,
    "D": Premium.DOUBLE_WORD,
    "T": Premium.TRIPLE_WORD,
    "*": Premium.STAR,
}

PREMIUMS: tuple[tuple[Premium, ...], ...] = tuple(
    tuple(_PREMIUM_CODES[ch] for ch in line) for line in LAYOUT_PICTURE.split()
)


def premium_at(row: int, col: int) -> Premium:
    """The premium printed on a square (whether or not it is covered)."""
    return PREMIUMS[row][col]


def on_board(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


def square_name(row: int, col: int) -> str:
    """``(7, 7)`` -> ``"H8"`` (column letter, then row number)."""
    return f"{COLUMNS[col]}{row + 1}"


def position_name(row: int, col: int, across: bool) -> str:
    """GCG position of a word starting at a square: ``8D`` across, ``D8`` down."""
    return f"{row + 1}{COLUMNS[col]}" if across else f"{COLUMNS[col]}{row + 1}"


def parse_position(text: str) -> tuple[int, int, bool]:
    """``"8D"`` -> ``(7, 3, True)`` (across); ``"D8"`` -> ``(7, 3, False)`` (down).

    Lower-case columns (old records) are accepted.

    Raises:
        InvalidMoveError: if the text is not a position on the board.
    """
    t = text.strip().upper()
    if len(t) >= 2 and t[0].isdigit() and t[-1].isalpha():
        number, letter, across = t[:-1], t[-1], True
    elif len(t) >= 2 and t[0].isalpha() and t[1:].isdigit():
        number, letter, across = t[1:], t[0], False
    else:
        raise InvalidMoveError("not_board_position_like_8d", text=repr(text))
    if not number.isdigit() or letter not in COLUMNS or not 1 <= int(number) <= SIZE:
        raise InvalidMoveError("off_board_rows_1_15", text=repr(text))
    return int(number) - 1, COLUMNS.index(letter), across


def step(across: bool) -> tuple[int, int]:
    """The ``(row, col)`` step along a line: one column across, one row down."""
    return (0, 1) if across else (1, 0)


def square_along(row: int, col: int, across: bool, offset: int) -> tuple[int, int]:
    """The square ``offset`` steps along the line from ``(row, col)``.

    >>> square_along(7, 3, True, 2), square_along(7, 3, False, 2)
    ((7, 5), (9, 3))
    """
    dr, dc = step(across)
    return row + dr * offset, col + dc * offset


#: One square of a run: ``(row, col, letter)``.
RunSquare = tuple[int, int, str]


class Board:
    """Which letter lies on each square. Empty squares hold ``""``.

    The board knows nothing of premiums being "used": a premium counts only for
    tiles placed this turn, which the scorer knows (docs/rules.md "Scoring").
    """

    size = SIZE  # squares along a side (a StackBoard has 10)
    __slots__ = ("_cells",)

    def __init__(self, cells: Iterable[str] | None = None) -> None:
        self._cells: list[str] = list(cells) if cells is not None else [""] * (SIZE * SIZE)
        if len(self._cells) != SIZE * SIZE:
            raise ValueError("a board has 225 squares")

    def __getitem__(self, square: tuple[int, int]) -> str:
        row, col = square
        return self._cells[row * SIZE + col]

    def get(self, row: int, col: int) -> str:
        """Letter on a square, ``""`` if empty or off the board."""
        if 0 <= row < SIZE and 0 <= col < SIZE:
            return self._cells[row * SIZE + col]
        return ""

    def is_empty(self) -> bool:
        return not any(self._cells)

    def occupied(self, row: int, col: int) -> bool:
        return bool(self.get(row, col))

    def set(self, row: int, col: int, letter: str) -> None:
        self._cells[row * SIZE + col] = letter

    def clear(self, row: int, col: int) -> None:
        self._cells[row * SIZE + col] = ""

    def copy(self) -> Board:
        return Board(self._cells)

    def tiles(self) -> Iterator[tuple[int, int, str]]:
        """Every ``(row, col, letter)`` on the board, row by row."""
        for i, letter in enumerate(self._cells):
            if letter:
                yield divmod(i, SIZE) + (letter,)

    def tile_count(self) -> int:
        return sum(1 for c in self._cells if c)

    def rows(self) -> list[str]:
        """Each row as 15 characters, ``.`` for an empty square."""
        return [
            "".join(c or "." for c in self._cells[r * SIZE : (r + 1) * SIZE]) for r in range(SIZE)
        ]

    def has_neighbour(self, row: int, col: int) -> bool:
        """Whether an orthogonally adjacent square holds a tile."""
        return any(
            self.get(row + dr, col + dc) for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
        )

    def run_through(
        self, row: int, col: int, across: bool, new: Mapping[tuple[int, int], str] | None = None
    ) -> tuple[int, int, list[RunSquare]]:
        """The unbroken run of tiles along a line through a square.

        ``new`` holds tiles being placed this turn, on squares still empty here.
        Returns the run's first square and its ``(row, col, letter)`` squares;
        the run is empty if the square itself is empty.

        >>> board = Board()
        >>> board.set(7, 7, "A")
        >>> board.run_through(7, 8, True, {(7, 8): "T"})
        (7, 7, [(7, 7, 'A'), (7, 8, 'T')])
        """
        extra = new or {}

        def letter(r: int, c: int) -> str:
            return extra.get((r, c)) or self.get(r, c)

        dr, dc = step(across)
        while letter(row - dr, col - dc):
            row, col = row - dr, col - dc
        run: list[RunSquare] = []
        r, c = row, col
        while letter(r, c):
            run.append((r, c, letter(r, c)))
            r, c = r + dr, c + dc
        return row, col, run

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self._cells == other._cells

    def __hash__(self) -> int:
        return hash(tuple(self._cells))

    def __repr__(self) -> str:
        return "Board(\n  " + "\n  ".join(self.rows()) + "\n)"

    def cells(self) -> list[str]:
        """A copy of the 225 squares, row by row."""
        return list(self._cells)
