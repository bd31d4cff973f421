"""CGP positions: one line naming a board, racks, scores and turn count.

``15/15/15/15/15/15/15/3WINDY7/15/15/15/15/15/15/15 ADEEGIL/AEILOUY 0/32 0 lex NWL20;``

A CGP may stop after any field from the racks on; missing scores are 0 and a
missing scoreless-turn count is 0.  Lower-case letters on the board are blanks.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.facts import Fact
from game.limits import CGP_CHARS, InputError, whole_number

from .board import SIZE, Board
from .errors import FormatError
from .tile_counts import check_tile_counts
from .tiles import BLANK, DISTRIBUTION, LETTERS


@dataclass
class Position:
    """What a CGP line says: racks and scores are in turn order, player to move first."""

    board: Board = field(default_factory=Board)
    racks: list[str] = field(default_factory=list)
    scores: list[int] = field(default_factory=list)
    scoreless_turns: int = 0
    ops: dict[str, str] = field(default_factory=dict)

    @property
    def rack(self) -> str:
        """The rack of the player to move (``""`` if the CGP names none)."""
        return self.racks[0] if self.racks else ""


def _parse_row(text: str, number: int) -> list[str]:
    cells: list[str] = []
    squares = 0  # counted, not made, once past the row's end
    digits = ""
    for ch in text + "\0":
        if ch.isascii() and ch.isdigit():
            digits += ch
            continue
        if digits:
            if len(digits) > 3:  # no board is a thousand squares wide: refuse, do not count
                raise FormatError(
                    "row_has_run_empty_squares", number=number, count=f"{digits[:12]}...", size=SIZE
                )
            count = int(digits)
            if count == 0:
                raise FormatError("row_has_count_0_empty", number=number)
            squares += count
            if squares <= SIZE:
                cells.extend([""] * count)
            digits = ""
        if ch == "\0":
            break
        if not (ch.isascii() and ch.isalpha()):
            raise FormatError("row_has_which_neither_letter", number=number, character=repr(ch))
        squares += 1
        if squares <= SIZE:
            cells.append(ch)
    if squares != SIZE:
        raise FormatError("row_has_squares_not", number=number, count=squares, size=SIZE)
    return cells


def _parse_rack(text: str, number: int) -> str:
    for ch in text:
        if ch != BLANK and ch.upper() not in LETTERS or not ch.isascii():
            raise FormatError("rack_has_racks_hold_z", number=number, text=repr(text), character=repr(ch))
    if len(text) > 7:
        raise FormatError("rack_has_more_than_7", number=number, text=repr(text))
    return text.upper()


def parse_cgp(text: str) -> Position:
    """Read one CGP line.

    Raises:
        FormatError: wrong number of rows, a row that is not 15 squares, a bad
            character, a bad rack, score or turn count, or a malformed operation.
    """
    if len(text) > CGP_CHARS:
        raise FormatError("cgp_position_at_most_characters", cap=f"{CGP_CHARS:,}", size=f"{len(text):,}")
    fields = text.strip().split(None, 4)
    if not fields:
        raise FormatError("empty_cgp_expected_board_rows")
    rows = fields[0].split("/")
    if len(rows) != SIZE:
        raise FormatError("board_has_rows_not", count=len(rows), size=SIZE)
    cells: list[str] = []
    for i, row in enumerate(rows, start=1):
        cells.extend(_parse_row(row, i))
    position = Position(board=Board(cells))
    if len(fields) > 1:
        position.racks = [_parse_rack(r, i) for i, r in enumerate(fields[1].split("/"), start=1)]
    if len(fields) > 2:
        scores = fields[2].split("/")
        position.scores = [_number(s, Fact.of("score")) for s in scores]
        if len(scores) != len(position.racks):
            raise FormatError("scores_for_racks_give_one", scores=len(scores), racks=len(position.racks))
    else:
        position.scores = [0] * len(position.racks)
    if len(fields) > 3:
        if fields[3].startswith(("-", "+")):
            raise FormatError("scoreless_turn_count_not_whole", count=repr(fields[3]))
        position.scoreless_turns = _number(fields[3], Fact.of("scoreless_turn_count"))
    if len(fields) > 4:
        position.ops = _parse_ops(fields[4])
    return position


def check_tiles(position: Position, rack: str | None = None) -> None:
    """Refuse a position with more of a letter (or blanks) on the board and racks than
    the set holds; a blank on the board (lower case) counts as a blank.  ``rack``,
    when given, stands for the rack of the player to move.

    The command-line tools check every position they are given; the parser
    itself also reads made-up positions (tests, benchmarks).

    Raises:
        FormatError: naming the tile and the counts.
    """
    board = Counter(BLANK if ch.islower() else ch for ch in position.board.cells() if ch)
    racks = [rack, *position.racks[1:]] if rack is not None else position.racks
    check_tile_counts({Fact.of("on_the_board"): board, Fact.of("on_the_racks"): Counter("".join(racks))},
                      {tile: count for tile, (count, _value) in DISTRIBUTION.items()})


def _number(text: str, what: Fact) -> int:
    """A whole number of a CGP field, at most :data:`game.limits.NUMBER_DIGITS` digits."""
    if text.startswith("+"):
        raise FormatError("not_whole_number", what=what, text=repr(text))
    try:
        return whole_number(text, what)
    except InputError as exc:
        raise FormatError(Fact(exc.kind, exc.values)) from None


def _parse_ops(text: str) -> dict[str, str]:
    ops: dict[str, str] = {}
    rest = text.strip()
    while rest:
        op, sep, rest = rest.partition(";")
        if not sep:
            raise FormatError("operation_does_not_end_with", operation=repr(op.strip()))
        parts = op.split(None, 1)
        if not parts:
            raise FormatError("empty_operation_between")
        ops[parts[0]] = parts[1].strip() if len(parts) > 1 else ""
        rest = rest.strip()
    return ops


def format_cgp(position: Position) -> str:
    """Write a position as one CGP line (racks, scores and turn count always given)."""
    rows = []
    for line in position.board.rows():
        out = ""
        run = 0
        for ch in line:
            if ch == ".":
                run += 1
                continue
            if run:
                out += str(run)
                run = 0
            out += ch
        if run:
            out += str(run)
        rows.append(out)
    racks = position.racks or [""]
    scores = position.scores or [0] * len(racks)
    parts = [
        "/".join(rows),
        "/".join(racks),
        "/".join(str(s) for s in scores),
        str(position.scoreless_turns),
    ]
    parts.extend(f"{name} {value};".replace(" ;", ";") for name, value in position.ops.items())
    return " ".join(parts)
