"""What a child is shown for the words of the shipped lists: the reviewed file
(assets/child_senses.tsv) covers every word a hint may offer and the whole review set,
each of its lines stands for a real sense, and the window, the hints and
``define --lexicon kids`` show the same card."""

from __future__ import annotations

import json
import time

import pytest

from game import paths
from game.lexicon.child_review import hint_words, review_set, written_forms
from game.lexicon.child_senses import CHILD_SENSES_FILE
from game.lexicon.meanings import MeaningBook, shipped_book
from game.ui.meaning_source import MeaningSource


@pytest.fixture(scope="module")
def book() -> MeaningBook:
    return shipped_book()


def test_every_word_a_hint_may_offer_a_child_was_read(book: MeaningBook) -> None:
    from game.lexicon.child_words import child_vocabulary

    # the two-letter list and the child vocabulary (every word Kids hints and a kids'
    # computer may offer, of any length)
    words = hint_words() | child_vocabulary()
    assert len(words) > 9_800
    unread = sorted(w for w in words if not book.child.covers(w.lower(), book))
    assert unread == []


def test_the_whole_review_set_was_read(book: MeaningBook) -> None:
    words = review_set(book)
    assert len(words) > 7_000
    assert [w for w in words if not book.child.covers(w, book)] == []
    # an inflection of a word given a written meaning is read on its own (KISSED, WENT)
    assert {"kissed", "went", "bulls"} <= set(written_forms(book))
    assert all(book.child.has(w) for w in written_forms(book))


def _lines() -> list[list[str]]:
    text = (paths.ASSETS / CHILD_SENSES_FILE).read_text(encoding="utf-8")
    return [line.split("\t") for line in text.splitlines() if line and not line.startswith("#")]


def test_each_chosen_sense_is_a_sense_the_meanings_file_keeps(book: MeaningBook) -> None:
    lines = _lines()
    assert len(lines) > 4_000
    for word, part, meaning, batch in lines:
        assert batch.strip(), word  # every line names the batch of reading it came from
        if part not in "nvar":
            continue
        found = book.base_of(word)  # a line of an inflection read on its own gives its base's sense
        kept = set(book.parted_senses(word)) | set(book.parted_senses(found[0] if found else word))
        assert (part, meaning) in kept, (word, part, meaning[:40])


def test_a_wording_for_children_words_a_chosen_sense(book: MeaningBook) -> None:
    chosen = {(w, p) for w, p, _m, _b in _lines() if p in "nvar"}
    worded = [(w, p) for w, p, _m, _b in _lines() if p in "NVAR"]
    assert all((w, p.lower()) in chosen for w, p in worded)
    # each "=" is an inflection of a word with a written meaning
    for word, part, _m, _b in _lines():
        if part == "=":
            base, relation = book.base_of(word)  # type: ignore[misc]
            assert relation is not None and book.child.entry(base)[0][0] == "w", word


def test_the_window_and_define_show_the_same_card(book: MeaningBook, capsys) -> None:
    from game.cli.define import definition

    source = MeaningSource(load=lambda: book)
    source.want()
    for _ in range(500):
        if source.poll():
            break
        time.sleep(0.01)
    words = ["TACO", "DUCKS", "DUCKED", "HE", "HIS", "BUM", "WENT", "KISSED", "BATS", "LIED", "GIRLS",
             "XI", "OE", "CATS", "MALES", "HES"]
    for word in words:
        card = source.look_up(word, True, True).meaning
        assert card is not None
        shown = definition(word, True, True)
        assert json.loads(json.dumps(shown)) == {"word": card.word, "base": card.base,
                                                 "relation": card.relation, "meaning": card.meaning}
