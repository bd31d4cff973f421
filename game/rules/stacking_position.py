"""Upwords positions as JSON, and plays written as lists of squares.

A position::

    {"board": [10 strings of 10 characters, row 0 first],
     "heights": [10 strings of 10 digits 0-5],
     "rack": "EQTS"}

On the board ``.`` is an empty square, a letter the top tile and ``q`` the
Qu tile; the rack (optional) writes the Qu tile ``Q``.  Tiles under the top
of a stack are not given, so they are held as unknown (``?``).

A play is a JSON list of ``[row, col, "L"]`` (0-based), ``"QU"`` naming the
Qu tile: ``[[4, 3, "C"], [4, 4, "A"], [4, 5, "T"]]``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .errors import FormatError, InvalidMoveError
from .move import Placement, TilePlay
from .stacking_board import MAX_HEIGHT, QU, RACK_SIZE, SIZE, UNKNOWN, StackBoard

MAX_TEXT = 64 * 1024  # a position or a play is far smaller
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass
class StackPosition:
    board: StackBoard
    rack: str = ""  # the Qu tile as ``Q``


def _load(text: str, what: str) -> Any:
    if len(text) > MAX_TEXT:
        raise FormatError(f"the {what} is longer than {MAX_TEXT} characters")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise FormatError(f"the {what} is not JSON: {exc.msg} (line {exc.lineno})") from None


def parse_rack(text: str) -> str:
    """An Upwords rack: letters A-Z (``Q`` the Qu tile, ``QU`` accepted), at most 7.

    Raises:
        FormatError: for anything else.
    """
    rack = text.strip().upper().replace("QU", QU)
    for ch in rack:
        if ch not in _LETTERS:
            raise FormatError(f"{ch!r} is not an Upwords tile (letters A-Z, Q for the Qu tile)")
    if len(rack) > RACK_SIZE:
        raise FormatError(f"a rack holds at most {RACK_SIZE} tiles, not {len(rack)}")
    return rack


def parse_position(text: str) -> StackPosition:
    """Raises FormatError naming what is wrong with the position."""
    data = _load(text, "position")
    if not isinstance(data, dict):
        raise FormatError('a position is a JSON object with "board" and "heights"')
    unknown = sorted(set(data) - {"board", "heights", "rack"})
    if unknown:
        raise FormatError(f"a position has no field {unknown[0]!r}")
    rows, heights = data.get("board"), data.get("heights")
    for name, value in (("board", rows), ("heights", heights)):
        if (
            not isinstance(value, list)
            or len(value) != SIZE
            or not all(isinstance(r, str) and len(r) == SIZE for r in value)
        ):
            raise FormatError(f'"{name}" must be {SIZE} strings of {SIZE} characters')
    assert isinstance(rows, list) and isinstance(heights, list)
    cells: list[str] = []
    for r, (row, hrow) in enumerate(zip(rows, heights)):
        for c, (ch, h) in enumerate(zip(row, hrow)):
            if not (h.isascii() and h.isdigit()) or int(h) > MAX_HEIGHT:
                raise FormatError(f"height at row {r}, column {c} is {h!r}, not a digit 0-{MAX_HEIGHT}")
            height = int(h)
            if ch == ".":
                if height:
                    raise FormatError(f"row {r}, column {c} is empty but {height} high")
                cells.append("")
                continue
            if ch == "q":
                tile = QU
            elif ch in _LETTERS and ch != QU:
                tile = ch
            else:
                raise FormatError(
                    f"row {r}, column {c} holds {ch!r}: use '.', a letter A-Z or q for the Qu tile"
                )
            if not height:
                raise FormatError(f"row {r}, column {c} holds {ch} but is 0 high")
            cells.append(UNKNOWN * (height - 1) + tile)
    rack = data.get("rack", "")
    if not isinstance(rack, str):
        raise FormatError('"rack" must be a string')
    return StackPosition(StackBoard(cells), parse_rack(rack))


def format_position(board: StackBoard, rack: str = "") -> str:
    """The JSON text of a position (the Qu tile ``q`` on the board)."""
    data: dict[str, Any] = {
        "board": [row.replace(QU, "q") for row in board.rows()],
        "heights": board.height_rows(),
    }
    if rack:
        data["rack"] = rack
    return json.dumps(data, indent=1)


def parse_square_list(text: str) -> TilePlay:
    """A play from ``[[row, col, "L"], ...]``.

    Raises:
        InvalidMoveError: naming what is wrong.
    """
    try:
        data = _load(text, "play")
    except FormatError as exc:
        raise InvalidMoveError(str(exc)) from None
    if not isinstance(data, list) or not data:
        raise InvalidMoveError('a play is a list of [row, column, "LETTER"] entries')
    if len(data) > SIZE:
        raise InvalidMoveError(f"a play has at most {SIZE} tiles")
    placements = []
    for entry in data:
        if (
            not isinstance(entry, list)
            or len(entry) != 3
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in entry[:2])
            or not isinstance(entry[2], str)
        ):
            raise InvalidMoveError(f'{json.dumps(entry)} is not [row, column, "LETTER"]')
        row, col, letter = entry
        if not (0 <= row < SIZE and 0 <= col < SIZE):
            raise InvalidMoveError(f"square ({row}, {col}) is off the {SIZE}x{SIZE} board")
        name = letter.strip().upper()
        if name == "QU":
            tile = QU
        elif name == QU:
            raise InvalidMoveError('the Qu tile is written "QU"; there is no Q alone')
        elif len(name) == 1 and name in _LETTERS:
            tile = name
        else:
            raise InvalidMoveError(f"{letter!r} is not a tile (a letter A-Z, or QU)")
        placements.append(Placement(row, col, tile))
    return TilePlay(tuple(placements))
