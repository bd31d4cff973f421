"""The hint ladder: where, what, what and where, best (issue: hints)."""

from __future__ import annotations

import pytest

from game.engine.hints import Hint, fit_for_children, hint
from game.engine.movegen import GeneratedPlay
from game.lexicon import Lexicon
from game.lexicon.frequency import COMMON, zipf
from game.lexicon.kidsfilter import shipped_filter
from game.rules.board import Board
from game.rules.cgp import parse_cgp
from game.rules.ruleset import preset
from game.rules.scoring import words_formed
from game.ui.play.hint_words import hint_text

WINDY = parse_cgp("15/15/15/15/15/15/15/3WINDY7/15/15/15/15/15/15/15 ADEEGIL/AEILOUY 0/32 0")


def test_each_level_of_the_ladder(enable_lexicon: Lexicon) -> None:
    lex = enable_lexicon
    board, rack = WINDY.board, WINDY.rack
    one = hint(board, rack, lex, 1)
    assert one is not None and one.square == (8, 3) and one.word is None
    assert hint_text(one) == "A word fits at D9"
    two = hint(board, rack, lex, 2)
    assert two is not None and two.word == "WAGED" and two.square is None and two.play is None
    three = hint(board, rack, lex, 3)
    assert three is not None and three.play is not None
    assert (hint_text(three), three.square) == ("Play WAGED at D8 for 20", (8, 3))
    four = hint(board, rack, lex, 4)
    assert four is not None and four.play is not None
    assert hint_text(four) == "Best play: WEDGIE at D8 for 22"
    assert (four.play.notation, four.play.score) == ("D8 .EDGIE", 22)


def test_no_play_no_hint_and_bad_level(enable_lexicon: Lexicon) -> None:
    lex = enable_lexicon
    assert hint(Board(), "QQ", lex, 1) is None
    with pytest.raises(ValueError, match="1 to 4"):
        hint(Board(), "AT", lex, 5)


@pytest.mark.parametrize("rack", ["SHIT", "CUNTS", "FUCKE", "ABCDEFG"])
def test_kid_hints_stay_in_the_kid_list(rack: str, kids_lexicon: Lexicon) -> None:
    kids = kids_lexicon
    for level in (2, 3, 4):
        h = hint(Board(), rack, kids, level)
        if h is None:
            continue
        assert h.word is not None and kids.contains(h.word)
        assert h.word not in {"SHIT", "CUNT", "CUNTS", "FUCK"}


# --- Kids hints: common, kid-safe words only, at every level ------------------------

KIDS = preset("Kids")


@pytest.mark.parametrize(("rack", "rare", "everyday"), [
    ("WEIGELA", "WEIGELA", "WAGE"),
    ("KERFSAO", "FORSAKE", "FREAK"),
    ("PYRONES", "PYRONES", "PERSON"),
])
def test_kids_hints_suggest_common_words_even_for_the_best_play(rack: str, rare: str, everyday: str, kids_lexicon: Lexicon) -> None:
    kids = kids_lexicon
    classic = hint(Board(), rack, kids, 4)
    assert classic is not None and classic.word == rare  # outside Kids the best play is the rare word
    for level in (2, 3, 4):
        h = hint(Board(), rack, kids, level, KIDS)
        assert h is not None and h.word == everyday, level
    four = hint(Board(), rack, kids, 4, KIDS)
    assert four is not None and hint_text(four).startswith(f"Best everyday play: {everyday} at 8")


def test_kids_hint_texts_and_squares(kids_lexicon: Lexicon) -> None:
    kids = kids_lexicon
    texts = [hint_text(h) if h else None for h in (hint(Board(), "WEIGELA", kids, lvl, KIDS) for lvl in (1, 2, 3, 4))]
    assert texts == ["A word fits at E8", "You can make WAGE", "Play WAGE at 8E for 16",
                     "Best everyday play: WAGE at 8E for 16"]


def test_common_only_overrides_the_rules(kids_lexicon: Lexicon) -> None:
    kids = kids_lexicon
    h = hint(Board(), "WEIGELA", kids, 4, None, common_only=True)
    assert h is not None and h.word == "WAGE"
    h = hint(Board(), "WEIGELA", kids, 4, KIDS, common_only=False)
    assert h is not None and h.word == "WEIGELA"


def test_a_rare_cross_word_rules_a_play_out_for_children() -> None:
    board = Board()
    for i, letter in enumerate("KERF"):
        board.set(7, 7 + i, letter)
    so_down = GeneratedPlay(score=0, row=7, col=11, across=False, word="SO")  # SO, and KERFS across
    assert so_down.full_word(board) == "SO"
    assert not fit_for_children(board, so_down)
    me_down = GeneratedPlay(score=0, row=6, col=8, across=False, word="M.")  # ME down, nothing across
    assert fit_for_children(board, me_down)


@pytest.mark.parametrize(("word", "known"), [("XI", False), ("JO", False), ("AA", False), ("OM", False),
                                             ("EX", False), ("OX", True), ("HI", True), ("GO", True)])
def test_two_letter_words_for_children_come_from_a_reviewed_list(word: str, known: bool) -> None:
    board = Board()
    across = GeneratedPlay(score=0, row=7, col=7, across=True, word=word)
    assert zipf(word) >= COMMON  # the ranking alone would call every one of these common
    assert fit_for_children(board, across) is known


def test_kids_hint_says_so_when_no_everyday_word_fits(kids_lexicon: Lexicon) -> None:
    kids = kids_lexicon
    assert hint(Board(), "ZZXQJKV", kids, 4, KIDS) is None  # nothing at all fits
    no_word = hint(Board(), "CWMVVKQ", kids, 3, KIDS)  # only CWM fits
    assert no_word == Hint(3, for_children=True, no_everyday_word=True)
    assert hint_text(no_word) == "No everyday word fits your tiles: try Swap or Pass."
    classic = hint(Board(), "CWMVVKQ", kids, 3)
    assert classic is not None and classic.word == "CWM"


@pytest.mark.parametrize("rack", ["SHITBAG", "FUCKERS", "DILDOES", "BOOBIES", "SLUTTYA", "BITCHES", "CUNTSAW",
                                  "PENISAT", "WHORESA", "TITSASS"])
@pytest.mark.parametrize("list_name", ["kids", "enable"])
def test_kids_hints_on_racks_that_could_spell_rude_words(rack: str, list_name: str, compiled_word_lists: dict[str, Lexicon]) -> None:
    lexicon = compiled_word_lists[list_name]
    kids = compiled_word_lists["kids"]
    two = hint(Board(), rack, lexicon, 2, KIDS)
    assert two is not None and two.word is not None
    for level in (3, 4):
        h = hint(Board(), rack, lexicon, level, KIDS)
        assert h is not None and h.play is not None and h.word == two.word
        formed = [w.word.upper() for w in words_formed(Board(), h.play.play)]
        assert formed == [two.word]
    assert kids.contains(two.word) and zipf(two.word) >= COMMON
    assert not shipped_filter().blocks(two.word)


def test_every_two_letter_word_for_children_is_a_kid_safe_word(kids_lexicon: Lexicon) -> None:
    from game.engine.hints import CHILDREN_TWO_LETTER_WORDS

    kids = kids_lexicon
    assert len(CHILDREN_TWO_LETTER_WORDS) == 37
    assert all(kids.contains(word) for word in CHILDREN_TWO_LETTER_WORDS)
