"""The hint ladder: where, what, what and where, best (issue: hints)."""

from __future__ import annotations

import pytest

from game.engine.hints import HintLadder, hint
from game.lexicon import default_lexicon, load_lexicon
from game.rules.board import Board
from game.rules.cgp import parse_cgp

WINDY = parse_cgp("15/15/15/15/15/15/15/3WINDY7/15/15/15/15/15/15/15 ADEEGIL/AEILOUY 0/32 0")


def test_each_level_of_the_ladder() -> None:
    lex = default_lexicon()
    board, rack = WINDY.board, WINDY.rack
    one = hint(board, rack, lex, 1)
    assert one is not None and one.square == (8, 3) and one.word is None
    assert one.text == "A word fits at D9"
    two = hint(board, rack, lex, 2)
    assert two is not None and two.word == "WAGED" and two.square is None and two.play is None
    three = hint(board, rack, lex, 3)
    assert three is not None and three.play is not None
    assert (three.text, three.square) == ("Play WAGED at D8 for 20", (8, 3))
    four = hint(board, rack, lex, 4)
    assert four is not None and four.play is not None
    assert four.text == "Best play: WEDGIE at D8 for 22"
    assert (four.play.notation, four.play.score) == ("D8 .EDGIE", 22)


def test_no_play_no_hint_and_bad_level() -> None:
    lex = default_lexicon()
    assert hint(Board(), "QQ", lex, 1) is None
    with pytest.raises(ValueError, match="1 to 4"):
        hint(Board(), "AT", lex, 5)


@pytest.mark.parametrize("rack", ["SHIT", "CUNTS", "FUCKE", "ABCDEFG"])
def test_kid_hints_stay_in_the_kid_list(rack: str) -> None:
    kids = load_lexicon("kids")
    for level in (2, 3, 4):
        h = hint(Board(), rack, kids, level)
        if h is None:
            continue
        assert h.word is not None and kids.contains(h.word)
        assert h.word not in {"SHIT", "CUNT", "CUNTS", "FUCK"}


def test_ladder_climbs_one_press_at_a_time_and_resets_each_turn() -> None:
    ladder = HintLadder()
    assert [ladder.press(3) for _ in range(5)] == [1, 2, 3, 4, 4]
    assert ladder.press(4) == 1
    assert ladder.press(4) == 2
    ladder.reset()
    assert ladder.press(4) == 1
