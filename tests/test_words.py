"""game/words words the rules' facts: the same sentences as the rules once wrote, in
the language of the moment, nested facts worded inside their sentence."""

from __future__ import annotations

import pytest

from game import i18n
from game.facts import Fact
from game.rules.errors import FormatError
from game.rules.gcg import parse_gcg
from game.words import error_text, word

HEAD = "#character-encoding UTF-8\n#player1 Kid Kid\n#player2 Ann Ann\n"


def test_a_record_problem_is_worded_with_its_line_and_its_nested_problem() -> None:
    with pytest.raises(FormatError) as caught:
        parse_gcg(HEAD + "#handicap Kid clock=45\n")
    error = caught.value
    assert (error.kind, error.line) == ("handicap_pragma_problem", 4)
    assert error_text(error) == ("line 4: #handicap: Kid: the clock must be one of 0, 30, 60, 120, 180, 300 "
                                 "seconds, not 45")
    # for logs only: plain, the kinds and values, in no language
    assert str(error) == ("line 4: handicap_pragma_problem: problem=(nick_problem: nick='Kid' "
                          "problem=(clock_must_one_seconds_not: choices='0, 30, 60, 120, 180, 300' value='45'))")


def test_the_same_problem_reads_in_portuguese_word_for_word_as_the_catalogue_has_it() -> None:
    with pytest.raises(FormatError) as caught:
        parse_gcg(HEAD + "#handicap Kid clock=45\n")
    i18n.set_language("pt")
    _ = i18n._
    clock = _("the clock must be one of {choices} seconds, not {value}").format(
        choices="0, 30, 60, 120, 180, 300", value="45")
    expected = _("line {line}: {problem}").format(
        line=4, problem=_("#handicap: {problem}").format(problem=_("{nick}: {problem}").format(nick="Kid", problem=clock)))
    assert error_text(caught.value) == expected
    assert "relógio" in expected  # translated, not the English
    assert str(caught.value).startswith("line 4: handicap_pragma_problem")  # the plain form stays plain


def test_a_count_is_worded_in_the_form_its_number_takes() -> None:
    assert word(Fact.of("bag_holds_only", n=1)) == "the bag holds only 1 tile"
    assert word(Fact.of("bag_holds_only", n=3)) == "the bag holds only 3 tiles"


def test_a_list_of_places_is_worded_as_before() -> None:
    where = (Fact.of("count_place", count=2, place=Fact.of("on_the_board")),
             Fact.of("count_place", count=1, place=Fact.of("on_the_racks")))
    fact = Fact.of("position_has_set_holds", count=3, tile=Fact.of("blanks"), where=where, most=2)
    assert word(fact) == "the position has 3 blanks (2 on the board, 1 on the racks); the set holds 2"
