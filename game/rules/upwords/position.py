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
from collections import Counter
from dataclasses import dataclass
from typing import Any

from game.facts import Fact

from ..errors import FormatError, InvalidMoveError
from ..move import Placement, TilePlay
from ..tile_counts import check_tile_counts
from .board import DISTRIBUTION, MAX_HEIGHT, QU, RACK_SIZE, SIZE, UNKNOWN, StackBoard

MAX_TEXT = 64 * 1024  # a position or a play is far smaller
_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@dataclass
class StackPosition:
    board: StackBoard
    rack: str = ""  # the Qu tile as ``Q``


def _load(text: str, what: str) -> Any:
    is_play = what == "play"
    if len(text) > MAX_TEXT:
        raise FormatError(
            "play_longer_than_characters" if is_play else "position_longer_than_characters", n=MAX_TEXT
        )
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        bad = "play_not_json_line" if is_play else "position_not_json_line"
        raise FormatError(Fact.of(bad, reason=exc.msg, line=exc.lineno)) from None
    except RecursionError:  # lists in lists thousands deep: no position or play is
        deep = Fact.of("play_nested_too_deeply_one") if is_play else Fact.of("position_nested_too_deeply_one")
        raise FormatError(deep) from None


def parse_rack(text: str) -> str:
    """An Upwords rack: letters A-Z (``Q`` the Qu tile, ``QU`` accepted), at most 7.

    Raises:
        FormatError: for anything else.
    """
    rack = text.strip().upper().replace("QU", QU)
    for ch in rack:
        if ch not in _LETTERS:
            raise FormatError("not_upwords_tile_letters_z", character=repr(ch))
    if len(rack) > RACK_SIZE:
        raise FormatError("rack_holds_at_most_tiles", n=RACK_SIZE, count=len(rack))
    return rack


def parse_position(text: str) -> StackPosition:
    """Raises FormatError naming what is wrong with the position."""
    data = _load(text, "position")
    if not isinstance(data, dict):
        raise FormatError("position_json_object_with_board")
    unknown = sorted(set(data) - {"board", "heights", "rack"})
    if unknown:
        raise FormatError("position_has_no_field", field=repr(unknown[0]))
    rows, heights = data.get("board"), data.get("heights")
    for name, value in (("board", rows), ("heights", heights)):
        if (
            not isinstance(value, list)
            or len(value) != SIZE
            or not all(isinstance(r, str) and len(r) == SIZE for r in value)
        ):
            raise FormatError("must_strings_characters", name=name, size=SIZE)
    assert isinstance(rows, list) and isinstance(heights, list)
    cells: list[str] = []
    for r, (row, hrow) in enumerate(zip(rows, heights)):
        for c, (ch, h) in enumerate(zip(row, hrow)):
            if not (h.isascii() and h.isdigit()) or int(h) > MAX_HEIGHT:
                raise FormatError("height_at_row_column_not", row=r, col=c, height=repr(h), top=MAX_HEIGHT)
            height = int(h)
            if ch == ".":
                if height:
                    raise FormatError("row_column_empty_but_high", row=r, col=c, height=height)
                cells.append("")
                continue
            if ch == "q":
                tile = QU
            elif ch in _LETTERS and ch != QU:
                tile = ch
            else:
                raise FormatError("row_column_holds_use_letter", row=r, col=c, character=repr(ch))
            if not height:
                raise FormatError("row_column_holds_but_0", row=r, col=c, character=ch)
            cells.append(UNKNOWN * (height - 1) + tile)
    rack = data.get("rack", "")
    if not isinstance(rack, str):
        raise FormatError("rack_must_string")
    rack = parse_rack(rack)
    # The letters shown (tops and rack) against the set, then every tile, the
    # ones under the tops too, against its size.
    on_board = Fact.of("on_the_board")
    check_tile_counts({on_board: Counter(cell[-1] for cell in cells if cell), Fact.of("on_the_rack"): Counter(rack)},
                      DISTRIBUTION, sum(DISTRIBUTION.values()),
                      {on_board: sum(len(cell) - 1 for cell in cells if cell)})
    return StackPosition(StackBoard(cells), rack)


def parse_square_list(text: str) -> TilePlay:
    """A play from ``[[row, col, "L"], ...]``.

    Raises:
        InvalidMoveError: naming what is wrong.
    """
    try:
        data = _load(text, "play")
    except FormatError as exc:
        raise InvalidMoveError(exc.fact) from None
    if not isinstance(data, list) or not data:
        raise InvalidMoveError("play_list_row_column_letter")
    if len(data) > SIZE:
        raise InvalidMoveError("play_has_at_most_tiles", size=SIZE)
    placements = []
    for entry in data:
        if (
            not isinstance(entry, list)
            or len(entry) != 3
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in entry[:2])
            or not isinstance(entry[2], str)
        ):
            shown = json.dumps(entry)  # clipped: an entry may be a long or deep list
            shown = shown if len(shown) <= 40 else shown[:37] + "..."
            raise InvalidMoveError("not_row_column_letter", entry=shown)
        row, col, letter = entry
        if not (0 <= row < SIZE and 0 <= col < SIZE):
            raise InvalidMoveError("square_off_x_board", row=row, col=col, size=SIZE)
        name = letter.strip().upper()
        if name == "QU":
            tile = QU
        elif name == QU:
            raise InvalidMoveError("qu_tile_written_qu_there")
        elif len(name) == 1 and name in _LETTERS:
            tile = name
        else:
            raise InvalidMoveError("not_tile_letter_z_qu", letter=repr(letter))
        placements.append(Placement(row, col, tile))
    return TilePlay(tuple(placements))
