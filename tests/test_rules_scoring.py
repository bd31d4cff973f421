"""Scoring and its worked examples (docs/rules.md "Scoring")."""

from __future__ import annotations

from rules_helpers import board_with

from game.rules.board import Board, Premium, premium_at
from game.rules.move import TilePlay
from game.rules.notation import parse_play
from game.rules.scoring import score_play


def score(board: Board, position: str, word: str) -> int:
    return score_play(board, parse_play(board, position, word)).total


def test_premium_layout_matches_the_standard_board() -> None:
    assert premium_at(7, 7) is Premium.STAR
    assert premium_at(0, 0) is Premium.TRIPLE_WORD
    assert premium_at(0, 3) is Premium.DOUBLE_LETTER
    assert premium_at(1, 5) is Premium.TRIPLE_LETTER
    assert premium_at(1, 1) is Premium.DOUBLE_WORD
    counts: dict[Premium, int] = {}
    for r in range(15):
        for c in range(15):
            counts[premium_at(r, c)] = counts.get(premium_at(r, c), 0) + 1
            # the layout is symmetric both ways
            assert premium_at(r, c) is premium_at(c, r) is premium_at(14 - r, c)
    assert counts[Premium.TRIPLE_WORD] == 8
    assert counts[Premium.DOUBLE_WORD] == 16
    assert counts[Premium.TRIPLE_LETTER] == 12
    assert counts[Premium.DOUBLE_LETTER] == 24


def test_s13_1_nature_from_man() -> None:
    # MAN down ending on C15; NATURE across row 15, A on D15 (DL), E on H15 (TW).
    board = board_with(("C13", "MAN"))
    assert score(board, "15C", "(N)ATURE") == (1 + 1 * 2 + 1 + 1 + 1 + 1) * 3 == 21


def test_s13_2_zoom_from_quiz_premium_used_once() -> None:
    # QUIZ down, its Z on A4 (a double letter already used); ZOOM across, M on D4 (DW).
    board = board_with(("A1", "QUIZ"))
    assert score(board, "4A", "(Z)OOM") == (10 + 1 + 1 + 3) * 2 == 30


def test_s13_3_bingo_adds_fifty_and_blank_scores_zero() -> None:
    play = TilePlay.from_gcg("8D", "RETAiNS")
    result = score_play(Board(), play)
    # R E T A i N S: 1+1+1+1+0+1+1 = 6, D8 DL under R doubles 1 -> 7; star doubles the word.
    assert result.words[0].letter_total == 7
    assert result.bingo_bonus == 50
    assert result.total == 7 * 2 + 50 == 64


def test_s13_5_ink_on_two_double_letters() -> None:
    assert score(Board(), "3G", "INK") == 1 * 2 + 1 + 5 * 2 == 13


def test_s13_6_pen_to_pencil() -> None:
    board = board_with(("7H", "PEN"))
    assert score(board, "7H", "(PEN)CIL") == 3 + 1 + 1 + 3 + 1 + 1 * 2 == 11


def test_s13_7_play_with_a_blank_l_on_a_double_letter() -> None:
    assert score(Board(), "1C", "PlAY") == 3 + 0 * 2 + 1 + 4 == 8


def test_s13_8_so_and_sit_in_one_turn() -> None:
    board = board_with(("5G", "I"), ("6F", "O"))
    result = score_play(board, parse_play(board, "5F", "S(I)T"))
    assert sorted(w.word for w in result.words) == ["SIT", "SO"]
    assert result.total == 3 + 2 == 5


def test_s13_9_double_double_and_triple_triple() -> None:
    # Row 5 has double words on E5 and K5; the new tiles sit on both.
    board = board_with(("5F", "ARTIS"))
    result = score_play(board, parse_play(board, "5E", "P(ARTIS)T"))
    assert result.words[0].word_multiplier == 4
    assert result.total == (3 + 1 + 1 + 1 + 1 + 1 + 1) * 4 == 36
    # Row 1 has triple words on A1 and H1.
    board = board_with(("1B", "ARTIES"))
    result = score_play(board, parse_play(board, "1A", "P(ARTIES)T"))
    assert result.words[0].word_multiplier == 9
    assert result.total == (3 + 1 + 1 + 1 + 1 + 1 + 1 + 1) * 9 == 90


def test_premium_under_a_tile_in_two_words_counts_for_both() -> None:
    # docs/rules.md "Scoring": WHEEL across above LOVE, the W over LOVE's E: WE forms too.
    board = board_with(("8E", "LOVE"))
    play = parse_play(board, "7H", "WHEEL")
    result = score_play(board, play)
    words = {w.word: w.score for w in result.words}
    assert set(words) == {"WHEEL", "WE"}
    # H7 holds W (no premium), I7 H is on a double letter square.
    assert words["WHEEL"] == 4 + 4 * 2 + 1 + 1 + 1
    assert words["WE"] == 4 + 1
    assert result.total == sum(words.values())


def test_blank_on_a_word_square_still_multiplies() -> None:
    # docs/rules.md "Scoring": the blank is worth 0, but a word premium under it still counts.
    result = score_play(Board(), TilePlay.from_gcg("8G", "zAX"))
    # z on G8 (plain), A on the star (DW), X on I8 (plain).
    assert result.total == (0 + 1 + 8) * 2 == 18


def test_score_explanation_lists_every_word() -> None:
    board = board_with(("8D", "WINDY"))
    result = score_play(board, parse_play(board, "7C", "GALE"))
    assert result.total == 16
    assert result.explain() == "GALE 7, AW 5, LI 2, EN 2 = 16"
    assert score_play(Board(), TilePlay.from_gcg("8G", "CAT")).explain() == "CAT 5 x 2 = 10"
    board = board_with(("8G", "CAT"))
    assert score_play(board, parse_play(board, "8G", "(CAT)S")).explain() == "CATS 6 = 6"
