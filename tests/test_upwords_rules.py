"""Upwords rules: every figure below is worked by hand from the rules in docs/rules.md."""

from __future__ import annotations

import pytest

from game.rules.errors import IllegalMoveError, InvalidMoveError
from game.rules.move import TilePlay
from game.rules.upwords.board import DISTRIBUTION, MAX_HEIGHT, StackBoard, full_set
from game.rules.upwords.play import check_play, score_play
from tests.rules_helpers import Words
from tests.upwords_helpers import stack_board
from tests.words_helpers import raises_worded

WORDS = Words(
    "CAT", "CATS", "WORD", "WOOD", "QUIT", "SIT", "CAP", "TO", "PO", "MATTERS", "DOG", "DOGS",
    "AS", "QUEEN", "BAT", "BATS", "AT", "ATE", "OAT", "TOAD", "ROAD", "DOT", "DOTS",
)


def play(*tiles: tuple[int, int, str], across: bool = True) -> TilePlay:
    return TilePlay.of(*tiles, across=across)


def total(board: StackBoard, p: TilePlay, plurals: bool = True) -> tuple[list[str], int]:
    words = check_play(board, p.rack_tiles, p, WORDS, plurals=plurals)
    score = score_play(board, p)
    assert [w.word for w in score.words] == [w.word for w in words]
    return [w.word for w in words], score.total


def test_the_set_has_100_tiles_with_one_qu_and_no_blank() -> None:
    tiles = full_set()
    assert len(tiles) == 100
    assert tiles.count("Q") == 1 and "?" not in tiles
    assert DISTRIBUTION["E"] == 8 and DISTRIBUTION["S"] == 6


def test_flat_word_scores_two_a_tile() -> None:
    # CAT across row 4, columns 3-5, covers the centre square (4, 4): 3 x 2 = 6.
    assert total(StackBoard(), play((4, 3, "C"), (4, 4, "A"), (4, 5, "T"))) == (["CAT"], 6)


def test_word_changed_by_one_stacked_letter() -> None:
    # WORD flat; an O on the R: heights 1 + 1 + 2 + 1 = 5.
    board = stack_board({4: "...WORD..."})
    assert total(board, play((4, 5, "O"))) == (["WOOD"], 5)


def test_qu_tile_flat_adds_two() -> None:
    # QUIT from three tiles (Qu, I, T), all one high: 3 x 2 + 2 = 8.
    assert total(StackBoard(), play((4, 4, "Q"), (4, 5, "I"), (4, 6, "T"))) == (["QUIT"], 8)


def test_qu_tile_stacked_adds_nothing() -> None:
    # SIT flat; the Qu tile on the S: heights 2 + 1 + 1 = 4, no Qu bonus.
    board = stack_board({4: "....SIT..."})
    assert total(board, play((4, 4, "Q"))) == (["QUIT"], 4)


def test_a_stack_in_two_words_counts_in_both() -> None:
    # CAT across (row 4) with TO down from its T; a P on the T makes CAP and PO.
    # CAP: 1 + 1 + 2 = 4; PO: 2 + 1 = 3; 7 in all.
    board = stack_board({4: "...CAT....", 5: ".....O...."})
    assert total(board, play((4, 5, "P"))) == (["CAP", "PO"], 7)


def test_a_down_word_changed_by_a_stacked_first_letter() -> None:
    # TOAD flat down column 5 from row 3; an R on the T: 2 + 1 + 1 + 1 = 5.
    board = stack_board({3: ".....T....", 4: ".....O....", 5: ".....A....", 6: ".....D...."})
    assert total(board, play((3, 5, "R"), across=False)) == (["ROAD"], 5)


def test_all_seven_rack_tiles_add_twenty() -> None:
    # MATTERS flat on the first play: 7 x 2 + 20 = 34.
    p = play(*((4, 2 + i, ch) for i, ch in enumerate("MATTERS")))
    assert total(StackBoard(), p) == (["MATTERS"], 34)


def test_new_tiles_on_stacks_and_squares_in_one_word() -> None:
    # DOT flat at row 4 columns 4-6; S after it (new, flat square) plus a G
    # stacked on the T: DOGS, heights 1 + 1 + 2 + 1 = 5.
    board = stack_board({4: "....DOT..."})
    assert total(board, play((4, 6, "G"), (4, 7, "S"))) == (["DOGS"], 5)


@pytest.mark.parametrize(
    ("board", "tiles", "reason"),
    [
        (stack_board({4: "...WORD..."}), [(4, 5, "R")], "never the same letter"),
        (
            stack_board({4: "...WORD..."}, {4: "0001151000"}),
            [(4, 5, "O")],
            f"already {MAX_HEIGHT} tiles high",
        ),
        (stack_board({4: "....CAT..."}), [(4, 4, "D"), (4, 5, "O"), (4, 6, "G")], "whole of CAT"),
        (
            stack_board({4: "....CAT..."}),
            [(4, 4, "D"), (4, 5, "O"), (4, 6, "G"), (4, 7, "S")],
            "whole of CAT",
        ),
        # the second of two words along the play's line, covered whole
        (stack_board({4: "AT.GO....."}), [(4, 2, "E"), (4, 3, "N"), (4, 4, "D")], "whole of GO"),
        (stack_board({4: "....CAT..."}), [(4, 3, "B"), (4, 8, "S")], "gap"),
        (stack_board({4: "....CAT..."}), [(7, 1, "A"), (7, 2, "T")], "touch"),
        (StackBoard(), [(0, 0, "A"), (0, 1, "T")], "centre squares"),
        (StackBoard(), [(4, 4, "A")], "at least two letters"),
        (stack_board({4: "....CAT..."}), [(4, 5, "O"), (5, 6, "O")], "one row or column"),
    ],
)
def test_illegal_plays_say_why(
    board: StackBoard, tiles: list[tuple[int, int, str]], reason: str
) -> None:
    p = play(*tiles)
    with raises_worded(IllegalMoveError, match=reason):
        check_play(board, p.rack_tiles, p, WORDS)


def test_two_new_tiles_on_one_square_are_refused() -> None:
    with raises_worded(InvalidMoveError, match="same square"):
        play((4, 4, "A"), (4, 4, "B"))


def test_covering_part_of_a_word_is_allowed() -> None:
    # CAT: an O on the A and a D on the C keep the T: DOT, 2 + 2 + 1 = 5.
    board = stack_board({4: "....CAT..."})
    assert total(board, play((4, 4, "D"), (4, 5, "O"))) == (["DOT"], 5)


def test_plural_rule_on_refuses_an_s_alone() -> None:
    board = stack_board({4: "....CAT..."})
    p = play((4, 7, "S"))
    with raises_worded(IllegalMoveError, match="CATS only adds an S to CAT"):
        check_play(board, "S", p, WORDS)


def test_plural_rule_off_allows_it() -> None:
    # CATS flat: 4 x 2 = 8.
    board = stack_board({4: "....CAT..."})
    assert total(board, play((4, 7, "S")), plurals=False) == (["CATS"], 8)


def test_plural_s_that_forms_another_word_is_allowed() -> None:
    # An A above the S square makes AS down: CATS 8 + AS 4 = 12.
    board = stack_board({3: ".......A..", 4: "....CAT..."})
    assert total(board, play((4, 7, "S"))) == (["CATS", "AS"], 12)


def test_an_s_stacked_on_the_last_letter_is_not_a_plural() -> None:
    # An S on the T of CAT changes a letter rather than adding one (words
    # unchecked here): CAS, heights 1 + 1 + 2 = 4.
    board = stack_board({4: "....CAT..."})
    p = play((4, 6, "S"))
    words = check_play(board, "S", p, None)
    assert [w.word for w in words] == ["CAS"]
    assert score_play(board, p).total == 4


def test_words_are_checked_against_the_list() -> None:
    board = stack_board({4: "...WORD..."})
    with raises_worded(IllegalMoveError, match="WXRD is not in the word list"):
        check_play(board, "X", play((4, 4, "X")), WORDS)


def test_qu_spells_two_letters_in_a_longer_word() -> None:
    # QUEEN from four tiles Qu, E, E, N, flat: 4 x 2 + 2 = 10.
    p = play((4, 3, "Q"), (4, 4, "E"), (4, 5, "E"), (4, 6, "N"))
    assert total(StackBoard(), p) == (["QUEEN"], 10)
