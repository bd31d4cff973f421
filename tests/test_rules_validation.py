"""Placement rules (docs/rules.md "Placing tiles", "Words") and every rejection reason."""

from __future__ import annotations

import pytest
from rules_helpers import Words, board_with

from game.rules.board import Board
from game.rules.errors import IllegalMoveError, InvalidMoveError
from game.rules.move import TilePlay
from game.rules.notation import parse_play, play_notation
from game.rules.validation import check_play
from tests.words_helpers import raises_worded

LOVE_WORDS = Words(
    "LOVE", "LOVERS", "LIVE", "BONE", "WHEEL", "WE", "AN", "LA", "ON", "BEACH", "CAMERA", "EGG"
)
FULL_RACK = list("ABCDEGHIKLMNORSVW??") * 2


def love_board() -> Board:
    # LOVE across on row 8 from E8; CAMERA across lower down, its C on H12,
    # so BEACH down column H passes through LOVE's E (H8) and CAMERA's C.
    return board_with(("8E", "LOVE"), ("12H", "CAMERA"))


@pytest.mark.parametrize(
    ("position", "word", "formed"),
    [
        ("8E", "(LOVE)RS", {"LOVERS"}),
        ("E8", "(L)IVE", {"LIVE"}),
        ("F7", "B(O)NE", {"BONE"}),
        ("7H", "WHEEL", {"WHEEL", "WE"}),
        ("9E", "AN", {"AN", "LA", "ON"}),
    ],
)
def test_s13_4_legal_plays_around_love(position: str, word: str, formed: set[str]) -> None:
    board = love_board()
    play = parse_play(board, position, word)
    words = check_play(board, FULL_RACK, play, LOVE_WORDS)
    assert {w.word for w in words} == formed


def test_s13_4_beach_through_love_and_camera() -> None:
    # BEACH down column H: B on H7, LOVE's E on H8, A on H9, CAMERA's C on H10, H on H11.
    board = board_with(("8E", "LOVE"), ("10H", "CAMERA"))
    play = parse_play(board, "H7", "B(E)A(C)H")
    assert play.rack_tiles == "BAH"
    words = check_play(board, FULL_RACK, play, LOVE_WORDS)
    assert [w.word for w in words] == ["BEACH"]


def test_s13_4_two_directions_in_one_turn_is_illegal() -> None:
    board = love_board()
    live = parse_play(board, "E8", "(L)IVE")
    egg = parse_play(board, "11F", "GG")  # EGG across from LIVE's last E on E11
    play = TilePlay(live.placements + egg.placements)
    with raises_worded(IllegalMoveError, match="tiles must lie in one row or column"):
        check_play(board, FULL_RACK, play, LOVE_WORDS)


def test_s13_4_two_separate_columns_is_illegal() -> None:
    board = love_board()
    live = parse_play(board, "E8", "(L)IVE")
    bone = parse_play(board, "F7", "B(O)NE")
    with raises_worded(IllegalMoveError, match="tiles must lie in one row or column"):
        check_play(board, FULL_RACK, TilePlay(live.placements + bone.placements), LOVE_WORDS)


def test_first_word_must_cover_the_star() -> None:
    with raises_worded(IllegalMoveError, match="^the first word must cover the centre star$"):
        check_play(Board(), list("CAT"), TilePlay.from_gcg("1A", "CAT"))


def test_first_word_needs_two_letters() -> None:
    with raises_worded(IllegalMoveError, match="^the first word needs at least two letters$"):
        check_play(Board(), list("A"), TilePlay.from_gcg("8H", "A"))


def test_word_not_in_the_list() -> None:
    with raises_worded(IllegalMoveError, match="^QXZ is not in the word list$"):
        check_play(Board(), list("QXZ"), TilePlay.from_gcg("8G", "QXZ"), Words("CAT"))


def test_several_words_not_in_the_list() -> None:
    board = board_with(("8E", "LOVE"))
    play = parse_play(board, "9E", "XX")  # forms XX, LX, OX
    with raises_worded(IllegalMoveError, match="^XX and LX are not in the word list$"):
        check_play(board, list("XX"), play, Words("LOVE", "OX"))
    with raises_worded(IllegalMoveError, match="^XX, LX and OX are not in the word list$"):
        check_play(board, list("XX"), play, Words("LOVE"))


def test_seed_002_school_kh_cross_word_is_illegal() -> None:
    # Placing tiles that also form KH is illegal even if the main word is good.
    board = board_with(("7F", "K"), ("8D", "SC"))
    play = parse_play(board, "8D", "(SC)HOOL")
    with raises_worded(IllegalMoveError, match="^KH is not in the word list$"):
        check_play(board, list("HOOL"), play, Words("SCHOOL"))


def test_gap_between_tiles() -> None:
    board = board_with(("8H", "AT"))
    play = TilePlay.of((8, 7, "A"), (10, 7, "E"))
    with raises_worded(IllegalMoveError, match="^there is a gap between your tiles$"):
        check_play(board, list("AE"), play)


def test_play_must_touch_the_board() -> None:
    board = board_with(("8H", "AT"))
    with raises_worded(IllegalMoveError, match="^your word must touch a tile already on the board$"):
        check_play(board, list("DOG"), TilePlay.from_gcg("2B", "DOG"))


def test_square_already_taken() -> None:
    board = board_with(("8H", "AT"))
    with raises_worded(IllegalMoveError, match="^a tile is already on that square$"):
        check_play(board, list("S"), TilePlay.of((7, 7, "S")))


def test_tiles_not_on_the_rack() -> None:
    with raises_worded(IllegalMoveError, match="^you don't have these tiles: T$"):
        check_play(Board(), list("CAX"), TilePlay.from_gcg("8G", "CAT"))
    with raises_worded(IllegalMoveError, match="^you don't have these tiles: a blank$"):
        check_play(Board(), list("CAT"), TilePlay.from_gcg("8G", "CAt"))


def test_a_blank_can_stand_for_any_letter() -> None:
    words = check_play(Board(), list("CA?"), TilePlay.from_gcg("8G", "CAt"), Words("CAT"))
    assert [w.word for w in words] == ["CAt"]


def test_same_word_may_be_played_twice() -> None:
    # docs/rules.md "Words", the Competition text: repeats are allowed.
    board = board_with(("8G", "CAT"))
    play = parse_play(board, "G8", "(C)AT")
    assert {w.word for w in check_play(board, list("AT"), play, Words("CAT"))} == {"CAT"}


def test_notation_round_trip_in_three_styles() -> None:
    board = board_with(("D4", "D"), ("D11", "AL"))
    play = parse_play(board, "D3", "A(D)DITiON(AL)")
    assert play_notation(board, play, "parens") == ("D3", "A(D)DITiON(AL)")
    assert play_notation(board, play, "dots") == ("D3", "A.DITiON..")
    assert play_notation(board, play, "plain") == ("D3", "ADDITiONAL")
    assert parse_play(board, "D3", "A.DITiON..") == play
    assert parse_play(board, "d3", "ADDITiONAL") == play  # old records write letters out


def test_notation_errors() -> None:
    board = board_with(("8H", "AT"))
    with raises_worded(InvalidMoveError, match="off the board"):
        parse_play(board, "16A", "CAT")
    with raises_worded(InvalidMoveError, match="runs off the board"):
        parse_play(board, "8M", "CATS")
    with raises_worded(InvalidMoveError, match="puts O on H8, which already holds A"):
        parse_play(board, "H8", "OX")
    with raises_worded(InvalidMoveError, match="plays through A1, which is empty"):
        parse_play(board, "1A", ".X")
    with raises_worded(InvalidMoveError, match="is not a board position"):
        parse_play(board, "HH", "AX")
