"""Kids hints name words a child knows: the kid-safe list's most common words, no
names, abbreviations or foreign words (docs/rules.md "Hints in a Kids game")."""

from __future__ import annotations

import pytest

from game.engine.hints import hint
from game.lexicon import Lexicon
from game.lexicon.child_words import NAMES, SHORTENINGS, VOCABULARY_SIZE, child_vocabulary
from game.lexicon.frequency import COMMON, zipf
from game.rules.board import Board
from game.rules.cgp import parse_cgp
from game.rules.ruleset import preset
from game.ui.play.hint_words import hint_text

KIDS = preset("Kids")
BUG = parse_cgp("15/15/15/15/15/15/15/6BUG6/15/15/15/15/15/15/15 IOUUVVK/AEILOUY 0/0 0")


@pytest.mark.parametrize(("board", "rack", "was", "now", "third"), [
    (Board(), "AIJKNXV", "KANJI", "AX", "Play AX at 8G for 18"),
    (Board(), "AEJNUUV", "JANE", "VAN", "Play VAN at 8F for 12"),
    (BUG.board, BUG.rack, "OBI", "BIO", "Play BIO at G8 for 6"),
    (Board(), "AIJKNQZ", "KANJI", "AKIN", "Play AKIN at 8E for 16"),  # NAZI fits too
])
def test_kids_hints_name_an_everyday_word_where_they_named_a_rare_one(
    board: Board, rack: str, was: str, now: str, third: str, kids_lexicon: Lexicon,
) -> None:
    # the ranking alone rates the old suggestion common
    assert zipf(was) >= COMMON and kids_lexicon.contains(was)
    classic = hint(board, rack, kids_lexicon, 2, preset("Classic"))
    assert classic is not None and classic.word != now  # a grown-up's hint goes for points
    for level in (2, 3, 4):
        h = hint(board, rack, kids_lexicon, level, KIDS)
        assert h is not None and h.word == now
    three = hint(board, rack, kids_lexicon, 3, KIDS)
    assert three is not None and hint_text(three) == third


def test_no_everyday_word_when_only_a_shortening_fits(kids_lexicon: Lexicon) -> None:
    # JUN (short for June) is the only word of the ranking's common ones that fits
    assert zipf("JUN") >= COMMON
    for level in (3, 4):
        answer = hint(Board(), "UJNQVVW", kids_lexicon, level, KIDS)
        assert answer is not None and answer.no_everyday_word and answer.word is None
        assert hint_text(answer) == "No everyday word fits your tiles: try Swap or Pass."


@pytest.mark.parametrize("word", ["KANJI", "OBI", "JANE", "JOHN", "BOSTON", "NAZI", "JEW", "JUN", "KANE", "SEC"])
def test_names_foreign_words_and_shortenings_are_not_a_childs_words(word: str) -> None:
    assert word not in child_vocabulary()


@pytest.mark.parametrize("word", ["CAT", "DOG", "HOUSE", "PERSON", "WAGE", "JAW", "AKIN", "VAN",
                                  "BILL", "JACK", "ROSE", "SMITH", "SUSHI"])
def test_everyday_words_are_a_childs_words(word: str) -> None:
    assert word in child_vocabulary()


def test_the_vocabulary_is_the_most_frequent_kid_safe_words_less_the_reviewed_ones(kids_lexicon: Lexicon) -> None:
    words = child_vocabulary()
    removed = {w for w in NAMES | SHORTENINGS if zipf(w) > 0}
    assert len(words) + len(removed) == VOCABULARY_SIZE
    assert all(len(w) > 2 for w in words)
    # the game's lists keep words that fit the board: 15 letters at most
    assert all(kids_lexicon.contains(w) for w in words if len(w) <= 15)
    lowest = min(zipf(w) for w in words)
    assert 3.6 < lowest < 3.7  # where the 10,000th word of the ranking lies
    assert all(zipf(w) >= lowest for w in removed)  # each reviewed word was among them
