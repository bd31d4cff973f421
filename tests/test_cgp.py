"""CGP positions: round trip and every kind of error."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.board import SIZE, Board
from game.rules.cgp import Position, format_cgp, parse_cgp
from game.rules.errors import FormatError
from game.words import error_text

EMPTY = "/".join(["15"] * 15)
WINDY = "15/15/15/15/15/15/15/3WINDY7/15/15/15/15/15/15/15"


def test_parse_full_line() -> None:
    pos = parse_cgp(f"{WINDY} ADEEGIL/AEILOUY 0/32 2 lex NWL20; bb 50;")
    assert pos.board.rows()[7] == "...WINDY......."
    assert pos.board.tile_count() == 5
    assert pos.racks == ["ADEEGIL", "AEILOUY"]
    assert pos.rack == "ADEEGIL"
    assert pos.scores == [0, 32]
    assert pos.scoreless_turns == 2
    assert pos.ops == {"lex": "NWL20", "bb": "50"}


def test_may_stop_after_racks() -> None:
    pos = parse_cgp(f"{EMPTY} AB?/CD")
    assert pos.racks == ["AB?", "CD"]
    assert pos.scores == [0, 0]
    assert pos.scoreless_turns == 0
    assert pos.ops == {}
    assert parse_cgp(EMPTY).racks == []


def test_blanks_and_empty_rack() -> None:
    pos = parse_cgp("14a/15/15/15/15/15/15/15/15/15/15/15/15/15/Z14 /XYZ 0/0 0")
    assert pos.board.get(0, 14) == "a"
    assert pos.board.get(14, 0) == "Z"
    assert pos.racks == ["", "XYZ"]


def test_format_known_line() -> None:
    board = Board()
    for i, ch in enumerate("WINDY"):
        board.set(7, 3 + i, ch)
    pos = Position(board, ["ADEEGIL", "AEILOUY"], [0, 32], 1, {"lex": "NWL20"})
    assert format_cgp(pos) == f"{WINDY} ADEEGIL/AEILOUY 0/32 1 lex NWL20;"


cells = st.lists(
    st.sampled_from(["", "", "", "A", "Q", "e", "Z"]), min_size=SIZE * SIZE, max_size=SIZE * SIZE
)
racks = st.lists(st.text(alphabet="ABCXYZ?", max_size=7), min_size=2, max_size=4)


@settings(max_examples=60, deadline=None)
@given(cells, racks, st.integers(0, 6))
def test_round_trip(cells: list[str], racks: list[str], turns: int) -> None:
    pos = Position(Board(cells), racks, list(range(len(racks))), turns, {"var": "classic"})
    back = parse_cgp(format_cgp(pos))
    assert back == pos
    assert format_cgp(back) == format_cgp(pos)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty CGP"),
        ("15/15/15", "the board has 3 rows, not 15"),
        (EMPTY.replace("15", "14", 1), "row 1 has 14 squares, not 15"),
        (EMPTY.replace("15", "16", 1), "row 1 has 16 squares, not 15"),
        (EMPTY.replace("15", "7AB7", 1), "row 1 has 16 squares, not 15"),
        (EMPTY.replace("15", "14-", 1), "row 1 has '-', which is neither a letter nor a number"),
        (EMPTY.replace("15", "A0B13", 1), "row 1 has a count of 0 empty squares"),
        (f"{EMPTY} AB1", "rack 1 ('AB1') has '1'"),
        (f"{EMPTY} A/ABCDEFGH", "rack 2 ('ABCDEFGH') has more than 7 tiles"),
        (f"{EMPTY} A/B 1/x", "score 'x' is not a whole number"),
        (f"{EMPTY} A/B 1", "1 scores for 2 racks"),
        (f"{EMPTY} A/B 1/2 z", "scoreless turn count 'z' is not a whole number"),
        (f"{EMPTY} A/B 1/2 0 lex NWL20", "operation 'lex NWL20' does not end with ';'"),
        (f"{EMPTY} A/B 1/2 0 lex X; ;", "empty operation"),
    ],
)
def test_errors(text: str, message: str) -> None:
    with pytest.raises(FormatError) as info:
        parse_cgp(text)
    assert message in error_text(info.value)
    assert isinstance(info.value, ValueError)
