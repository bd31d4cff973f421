"""The meanings book's rules (game/lexicon/meanings.py): base forms, the
relation of an inflection, and the kid-safe sense rule, on a small book."""

from __future__ import annotations

import gzip

import pytest

from game.lexicon.meanings import Meaning, MeaningBook, MeaningsError, parse_book, read_book

LINES = [
    "=cat\ta small domesticated feline\tan informal word for a man",
    "=run\tmove fast by using one's feet",
    "=mean\tmean or intend to express",
    "=meaning\tthe message that is intended",
    "=za\tpizza",
    "=hen\ta grumpy sort of bird\tadult female chicken",
    "cats\tcat\tplural",
    "ran\trun\tpast",
    "meaning\tmean\ting",
    "runs\trun\tthird_person",
]


def book() -> MeaningBook:
    return parse_book(LINES, "test")


def test_a_base_form_and_its_inflections():
    b = book()
    assert b.lookup("CAT") == Meaning("CAT", "cat", None, "a small domesticated feline")
    assert b.lookup("cats") == Meaning("CATS", "cat", "plural", "a small domesticated feline")
    assert b.lookup("RAN") == Meaning("RAN", "run", "past", "move fast by using one's feet")
    assert b.lookup("RUNS").relation == "third_person"


def test_a_word_that_is_a_base_form_itself_is_not_read_as_an_inflection():
    assert book().lookup("MEANING") == Meaning("MEANING", "meaning", None, "the message that is intended")


def test_an_unknown_word_has_no_meaning():
    assert book().lookup("QWXZ") == Meaning("QWXZ", "qwxz", None, None)


def test_a_child_gets_the_first_sense_with_no_blocked_word():
    grumpy = {"GRUMPY"}
    b = book()
    assert b.lookup("HEN").meaning == "a grumpy sort of bird"
    assert b.lookup("HEN", for_children=True, blocks=lambda w: w.upper() in grumpy).meaning == "adult female chicken"
    # no fit sense at all: no meaning for children on file
    assert b.lookup("ZA", for_children=True, blocks=lambda w: w.upper() == "PIZZA") == Meaning("ZA", "za", None, None)


def test_lines_not_in_the_format_are_refused_with_their_number():
    with pytest.raises(MeaningsError, match="line 2"):
        parse_book(["=cat\tfeline", "cats\tcat\tmany"], "test")
    with pytest.raises(MeaningsError, match="line 1"):
        parse_book(["=cat"], "test")


def test_the_file_is_read_with_caps(tmp_path):
    good = tmp_path / "m.tsv.gz"
    good.write_bytes(gzip.compress("\n".join(LINES).encode()))
    assert len(read_book(good)) == 6
    bad = tmp_path / "bad.tsv.gz"
    bad.write_bytes(b"not gzip at all")
    with pytest.raises(MeaningsError, match="not a meanings file"):
        read_book(bad)
    with pytest.raises(MeaningsError, match="no such file"):
        read_book(tmp_path / "gone.tsv.gz")


def test_an_inflection_takes_a_sense_of_its_own_part_of_speech():
    b = parse_book(["=run:nv\ta score in baseball\tmove fast", "ran\trun\tpast", "runs\trun\tplural"], "test")
    assert b.lookup("RUN") == Meaning("RUN", "run", None, "a score in baseball")
    assert b.lookup("RAN") == Meaning("RAN", "run", "past", "move fast")
    assert b.lookup("RUNS") == Meaning("RUNS", "run", "plural", "a score in baseball")
    assert b.senses("run", "past") == ("move fast",)
    # the same book made in code
    made = MeaningBook({"run": ["a score in baseball", "move fast"]}, {"ran": ("run", "past")}, {"run": "nv"})
    assert made.lookup("RAN").meaning == "move fast"


def test_a_marked_inflection_wins_over_the_words_own_senses():
    b = parse_book(["=find:v\tcome upon", "=found:v\tset up or establish",
                    "!found\tfind\tpast", "founded\tfound\tpast"], "test")
    assert b.lookup("FOUND") == Meaning("FOUND", "find", "past", "come upon")
    assert b.lookup("FOUNDED") == Meaning("FOUNDED", "found", "past", "set up or establish")
    assert b.senses("found") == ("set up or establish",)


def test_part_letters_must_match_the_senses():
    with pytest.raises(MeaningsError, match="line 1"):
        parse_book(["=run:n\ta score\tmove fast"], "test")
    with pytest.raises(MeaningsError, match="line 2"):
        parse_book(["=run:nv\ta score\tmove fast", "=cat:x\tfeline"], "test")


def test_wordnets_typewriter_quotes_read_as_plain_quotes():
    """WordNet writes ``(usually followed by `to')``; a card shows ``'to'``, as every other sense does."""
    b = parse_book(["=averse:a\t(usually followed by `to') strongly opposed",
                    "=aah:v\texpress admiration and pleasure by uttering `ooh' or `aah'"], "test")
    assert b.lookup("AVERSE").meaning == "(usually followed by 'to') strongly opposed"
    assert b.lookup("aah").meaning == "express admiration and pleasure by uttering 'ooh' or 'aah'"


def test_the_shipped_books_quoted_words_reach_the_cards_with_plain_quotes():
    """AVERSE and ABLE as the after-play card and the results show them."""
    from game.lexicon.meanings import shipped_book

    shipped = shipped_book()
    assert shipped.lookup("AVERSE").meaning == "(usually followed by 'to') strongly opposed"
    assert shipped.lookup("ABLE").meaning == ("(usually followed by 'to') having the necessary means or skill "
                                              "or know-how or authority to do something")
