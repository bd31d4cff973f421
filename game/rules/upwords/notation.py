"""Upwords plays in GCG-style notation, with stacked squares marked.

GCG has no way to write a tile put on a stack, so Upwords records use the
classic board-free form (``5D WIN.Y``: position, then the main word with
letters left on the board as ``.``) on the 10x10 board (columns A-J, rows
1-10), and write a new tile that goes on a stack in lower case (there are
no blanks in Upwords, so GCG readers take the record as it is):
``5D ..o.`` is an O put on the third letter of a four-letter word.  The Qu
tile is written ``Q`` (``q`` on a stack).  Records say so in a ``#note`` line
(:data:`RECORD_NOTE`, without the ``#note`` itself).
"""

from __future__ import annotations

from ..board import parse_position, square_along
from ..errors import InvalidMoveError
from ..move import Placement, TilePlay
from .board import SIZE, StackBoard
from .play import run_squares

COLUMNS = "ABCDEFGHIJ"
RECORD_NOTE = (
    "Upwords: 10x10 board; a lower-case letter is a tile put on a stack; "
    "Q is the Qu tile (reads QU)"
)


def position_name(row: int, col: int, across: bool) -> str:
    """``5D`` across (row 5, column D), ``D5`` down."""
    return f"{row + 1}{COLUMNS[col]}" if across else f"{COLUMNS[col]}{row + 1}"


def stack_play_notation(board: StackBoard, play: TilePlay) -> tuple[str, str]:
    """``(position, word)`` for a play on the board before it is made."""
    new = {(p.row, p.col): p.letter for p in play.placements}
    first = play.placements[0]
    across = play.across
    run = run_squares(board, new, first.row, first.col, across)
    if len(run) < 2 and len(play.placements) == 1:
        other = run_squares(board, new, first.row, first.col, not across)
        if len(other) >= 2:
            run, across = other, not across
    parts = []
    for sq in run:
        if sq not in new:
            parts.append(".")
        elif board.occupied(*sq):
            parts.append(new[sq].lower())
        else:
            parts.append(new[sq])
    return position_name(run[0][0], run[0][1], across), "".join(parts)


def parse_stack_notation(position: str, word: str) -> TilePlay:
    """Read ``("5D", "..o.")`` back into a play (case does not matter).

    Raises:
        InvalidMoveError: for bad notation or squares off the 10x10 board.
    """
    row, col, across = parse_position(position)
    if row >= SIZE or col >= SIZE:
        raise InvalidMoveError("off_board_rows_1_columns", position=repr(position), size=SIZE)
    placements = []
    for offset, ch in enumerate(word.strip()):
        r, c = square_along(row, col, across, offset)
        if not (0 <= r < SIZE and 0 <= c < SIZE):
            raise InvalidMoveError("runs_off_board", position=position, word=word)
        if ch == ".":
            continue
        if not (ch.isascii() and ch.isalpha()):
            raise InvalidMoveError("not_tile", character=repr(ch), word=repr(word))
        placements.append(Placement(r, c, ch.upper()))
    if not placements:
        raise InvalidMoveError("places_no_new_tile", position=position, word=word)
    return TilePlay(tuple(placements), across)
