"""Hints and the three computer levels for Upwords."""

from __future__ import annotations

import random

import pytest

from game.engine.upwords.hints import stack_hint
from game.engine.upwords.players import UpwordsEasy, UpwordsHard, UpwordsMedium
from game.lexicon import Lexicon, default_lexicon
from game.rules.move import Exchange, Pass, TilePlay
from game.rules.ruleset import preset
from game.rules.upwords.board import StackBoard
from game.ui.play.hint_words import hint_text
from tests.upwords_helpers import stack_board

UPWORDS = preset("Upwords")
BOARD = stack_board({4: "...WORD..."})


@pytest.fixture(scope="module")
def small() -> Lexicon:
    return Lexicon.from_words(["WORD", "WOOD", "OW", "OD", "DO", "TO", "ZO"])


def test_hint_ladder(small: Lexicon) -> None:
    # The common word WOOD (O on the R: 5) is suggested; ZO with OW (4 + 4) is best.
    assert hint_text(stack_hint(BOARD, "OZ", small, 1)) == "A word fits at F5"
    assert hint_text(stack_hint(BOARD, "OZ", small, 2)) == "You can make WOOD"
    assert hint_text(stack_hint(BOARD, "OZ", small, 3)) == "Play WOOD at 5D for 5"
    best = stack_hint(BOARD, "OZ", small, 4)
    assert best is not None and hint_text(best) == "Best play: ZO at 4C for 8"
    assert best.play is not None and best.play.tiles == ((3, 2, "Z"), (3, 3, "O"))
    assert stack_hint(BOARD, "XX", small, 1) is None


def test_medium_takes_the_best_score(small: Lexicon) -> None:
    move = UpwordsMedium().choose_move(BOARD, "OZ", small, UPWORDS, 50, random.Random(1))
    assert move == TilePlay.of((3, 2, "Z"), (3, 3, "O"))


def test_no_play_exchanges_one_tile_then_passes(small: Lexicon) -> None:
    for player in (UpwordsEasy(), UpwordsMedium(), UpwordsHard()):
        move = player.choose_move(BOARD, "XXV", small, UPWORDS, 50, random.Random(1))
        assert isinstance(move, Exchange) and len(move.tiles) == 1
        move = player.choose_move(BOARD, "XXV", small, UPWORDS, 0, random.Random(1))
        assert move == Pass()


def test_every_level_plays_a_legal_move_on_a_real_board() -> None:
    from game.rules.upwords.play import check_play

    lexicon = default_lexicon()
    board = stack_board(
        {3: "....q.....", 4: "...OATS...", 5: "....I....."},
        {3: "0000100000", 4: "0002131000", 5: "0000100000"},
    )
    for player in (UpwordsEasy(), UpwordsMedium(), UpwordsHard()):
        move = player.choose_move(board, "EERSTLN", lexicon, UPWORDS, 40, random.Random(2))
        assert isinstance(move, TilePlay)
        check_play(board, "EERSTLN", move, lexicon)


def test_an_upwords_player_refuses_a_classic_board(small: Lexicon) -> None:
    from game.rules.board import Board

    with pytest.raises(TypeError):
        UpwordsMedium().choose_move(Board(), "OZ", small, UPWORDS, 50, random.Random(1))
    assert isinstance(BOARD, StackBoard)


def test_the_classic_entry_point_plays_upwords_at_every_level(small: Lexicon) -> None:
    from game.engine.players import choose_move, make_player

    for level in ("easy", "medium", "hard"):
        move = make_player(level).choose_move(BOARD, "OZ", small, UPWORDS, 50, random.Random(1))
        assert isinstance(move, TilePlay)
    assert choose_move(BOARD, "OZ", small, UPWORDS, 50, random.Random(1)) == TilePlay.of(
        (3, 2, "Z"), (3, 3, "O")
    )


def test_the_engine_worker_answers_for_a_stack_board(small: Lexicon) -> None:
    from game.engine.worker import _TASKS

    assert _TASKS["has_legal_play"](small, BOARD, "OZ") is True
    assert _TASKS["has_legal_play"](small, BOARD, "XX") is False
    # an S alone making a plural is a play only when the plural rule is off
    plural_list = Lexicon.from_words(["WORD", "WORDS"])
    assert _TASKS["has_legal_play"](plural_list, BOARD, "S", True) is False
    assert _TASKS["has_legal_play"](plural_list, BOARD, "S", False) is True
    hint = _TASKS["hint"](small, BOARD, "OZ", 3, UPWORDS)
    assert hint_text(hint) == "Play WOOD at 5D for 5"
    move = _TASKS["choose_move"](small, BOARD, "OZ", UPWORDS, 50, 1, "medium")
    assert move == TilePlay.of((3, 2, "Z"), (3, 3, "O"))
