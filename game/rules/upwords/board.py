"""The Upwords board and tiles (docs/rules.md, "Upwords"): 10x10 squares that hold stacks.

A square holds a stack of tiles, bottom first, at most five high; the top
tile is the letter it shows.  There are no premium squares; the four centre
squares are marked, and the first word covers one of them.

The Qu tile is one tile that reads as the two letters ``QU``.  There is no
plain Q in this set, so ``Q`` names the Qu tile in racks, the bag and on the
board; :func:`spelled` gives the letters a tile reads as.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ..board import Board

SIZE = 10
CENTRE_SQUARES: frozenset[tuple[int, int]] = frozenset({(4, 4), (4, 5), (5, 4), (5, 5)})
MAX_HEIGHT = 5
RACK_SIZE = 7
QU = "Q"
ALL_TILES_BONUS = 20  # all seven rack tiles in one turn
LEFTOVER_PENALTY = 5  # per tile left on a rack at the end
UNKNOWN = "?"  # a tile under a stack whose letter a position file does not give

#: letter -> count; 100 tiles, no blanks, one Qu tile (``Q``).
DISTRIBUTION: dict[str, int] = {
    "A": 7, "B": 3, "C": 4, "D": 5, "E": 8, "F": 3, "G": 3, "H": 3, "I": 7, "J": 1,
    "K": 2, "L": 5, "M": 5, "N": 5, "O": 7, "P": 3, QU: 1, "R": 5, "S": 6, "T": 5,
    "U": 5, "V": 1, "W": 2, "X": 1, "Y": 2, "Z": 1,
}  # fmt: skip


def full_set() -> list[str]:
    """All 100 tiles in a fixed order (the bag before shuffling)."""
    return [tile for tile, count in DISTRIBUTION.items() for _ in range(count)]


def spelled(tile: str) -> str:
    """The letters a tile reads as: ``QU`` for the Qu tile, else the letter."""
    return "QU" if tile == QU else tile


def on_board(row: int, col: int) -> bool:
    return 0 <= row < SIZE and 0 <= col < SIZE


class StackBoard(Board):
    """Stacks of letters on a 10x10 board.

    It reads as a :class:`Board` does: ``get`` gives the top letter (``""``
    for an empty square) and ``tiles`` the top letters, so code that only
    reads letters works on either board; what it inherits (``occupied``,
    ``has_neighbour``, ``run_through``) reads through ``get``.  ``set`` puts
    a tile on top of a square and ``clear`` takes the top tile off again,
    which is exactly what taking back a play needs.  ``cells()`` gives each
    stack as a string, bottom first.
    """

    size = SIZE
    __slots__ = ()

    def __init__(self, cells: Iterable[str] | None = None) -> None:
        self._cells = list(cells) if cells is not None else [""] * (SIZE * SIZE)
        if len(self._cells) != SIZE * SIZE:
            raise ValueError(f"an Upwords board has {SIZE * SIZE} squares")
        if any(len(s) > MAX_HEIGHT for s in self._cells):
            raise ValueError(f"a stack is at most {MAX_HEIGHT} tiles high")

    def __getitem__(self, square: tuple[int, int]) -> str:
        return self.get(*square)

    def get(self, row: int, col: int) -> str:
        """Top letter of a square, ``""`` if empty or off the board."""
        if 0 <= row < SIZE and 0 <= col < SIZE:
            stack = self._cells[row * SIZE + col]
            return stack[-1] if stack else ""
        return ""

    def height(self, row: int, col: int) -> int:
        """Tiles in the stack on a square (0 if empty or off the board)."""
        if 0 <= row < SIZE and 0 <= col < SIZE:
            return len(self._cells[row * SIZE + col])
        return 0

    def stack(self, row: int, col: int) -> str:
        """The stack on a square, bottom first."""
        return self._cells[row * SIZE + col]

    def set(self, row: int, col: int, letter: str) -> None:
        """Put a tile on top of a square."""
        i = row * SIZE + col
        if len(self._cells[i]) >= MAX_HEIGHT:
            raise ValueError(f"the stack on ({row}, {col}) is already {MAX_HEIGHT} high")
        self._cells[i] += letter

    def clear(self, row: int, col: int) -> None:
        """Take the top tile off a square."""
        i = row * SIZE + col
        self._cells[i] = self._cells[i][:-1]

    def copy(self) -> StackBoard:
        return StackBoard(self._cells)

    def tiles(self) -> Iterator[tuple[int, int, str]]:
        """Every ``(row, col, top letter)`` on the board, row by row."""
        for i, stack in enumerate(self._cells):
            if stack:
                yield divmod(i, SIZE) + (stack[-1],)

    def tile_count(self) -> int:
        """Tiles on the board, counting every level of every stack."""
        return sum(len(s) for s in self._cells)

    def rows(self) -> list[str]:
        """Each row as 10 characters: the top letter, ``.`` for an empty square."""
        return [
            "".join(s[-1] if s else "." for s in self._cells[r * SIZE : (r + 1) * SIZE])
            for r in range(SIZE)
        ]

    def height_rows(self) -> list[str]:
        """Each row as 10 digits, the stack heights."""
        return [
            "".join(str(len(s)) for s in self._cells[r * SIZE : (r + 1) * SIZE])
            for r in range(SIZE)
        ]

    def cells(self) -> list[str]:
        """A copy of the 100 stacks, row by row, each bottom first."""
        return list(self._cells)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, StackBoard) and self._cells == other._cells

    def __hash__(self) -> int:
        return hash(tuple(self._cells))

    def __repr__(self) -> str:
        return "StackBoard(\n  " + "\n  ".join(
            f"{top} {heights}" for top, heights in zip(self.rows(), self.height_rows())
        ) + "\n)"
