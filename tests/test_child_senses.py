"""What a child's card says (game/lexicon/meanings.py ``lookup``, game/lexicon/child_senses.py):
a reader's chosen sense first, then the short words' own meanings, then the rules, on a
small book; and the reviewed files' format and caps."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.lexicon.child_senses import (
    ChildEntry,
    ChildSenses,
    SensesError,
    read_child_senses,
    read_short_word_senses,
)
from game.lexicon.meanings import Meaning, MeaningBook, fit_for_children, parse_book

LINES = [
    "=duck:vnn\tto move (the head or body) quickly downwards or away\tsmall wild web-footed bird"
    "\t(cricket) a score of nothing by a batsman",
    "=bat:vn\tstrike with a bat\tnocturnal mouselike mammal",
    "=taco:nn\t(ethnic slur) offensive term for a person of Mexican descent\ta tortilla rolled around a filling",
    "=kissing:n\taffectionate play (or foreplay without contact with the genital organs)",
    "=bravo:nn\ta murderer who kills by a surprise attack\ta cry of approval",
    "=feather:n\tthe light horny waterproof structure forming the external covering of birds",
    "=he:n\tthe 5th letter of the Hebrew alphabet",
    "=bum:nn\ta person who is deemed to be despicable or contemptible\ta disreputable vagrant",
    "=lie:vv\tbe located or situated somewhere\ttell an untruth",
    "=hi:n\tan expression of greeting",
    "ducks\tduck\tthird_person",
    "ducked\tduck\tpast",
    "bats\tbat\tthird_person",
    "batted\tbat\tpast",
    "hes\the\tplural",
    "his\thi\tplural",
    "bums\tbum\tplural",
    "lied\tlie\tpast",
]

READ = ChildSenses([
    ChildEntry("duck", "n", "small wild web-footed bird"),
    ChildEntry("duck", "v", "to move (the head or body) quickly downwards or away"),
    ChildEntry("bat", "n", "nocturnal mouselike mammal"),
    ChildEntry("he", "w", "a boy or man already spoken of"),
    ChildEntry("his", "w", "belonging to a boy or man already spoken of"),
    ChildEntry("bum", "-", ""),
    ChildEntry("lie", "v", "tell an untruth"),
])


def book(child: ChildSenses = READ, short: dict[str, str | None] | None = None) -> MeaningBook:
    b = parse_book(LINES, "test")
    b.child = child
    b.short = dict(short or {})
    return b


def never(_word: str) -> bool:
    return False


def child(word: str, b: MeaningBook | None = None) -> Meaning:
    return (b or book()).lookup(word, for_children=True, blocks=never)


def test_a_reviewed_sense_is_the_childs_main_sense_and_each_form_gets_its_own_part():
    assert child("DUCK") == Meaning("DUCK", "duck", None, "small wild web-footed bird")
    assert child("DUCKED") == Meaning("DUCKED", "duck", "past", "to move (the head or body) quickly downwards or away")
    # an adult table keeps WordNet's order
    assert book().lookup("DUCK").meaning == "to move (the head or body) quickly downwards or away"


def test_an_s_word_whose_base_was_read_only_as_a_noun_is_its_plural():
    assert child("BATS") == Meaning("BATS", "bat", "plural", "nocturnal mouselike mammal")
    assert book().lookup("BATS") == Meaning("BATS", "bat", "third_person", "strike with a bat")
    # a past has no noun to fall back on: the rules give the verb's sense
    assert child("BATTED") == Meaning("BATTED", "bat", "past", "strike with a bat")


def test_a_written_meaning_is_the_words_own_and_not_its_forms():
    assert child("HE") == Meaning("HE", "he", None, "a boy or man already spoken of")
    # HIS is read as a word of its own, not as the plural of HI
    assert child("HIS") == Meaning("HIS", "his", None, "belonging to a boy or man already spoken of")
    assert child("HES") == Meaning("HES", "he", "plural", "the 5th letter of the Hebrew alphabet")


def test_no_card_on_purpose_holds_for_the_word_and_its_forms():
    assert child("BUM") == Meaning("BUM", "bum", None, None)
    assert child("BUMS") == Meaning("BUMS", "bum", "plural", None)
    assert book().lookup("BUM").meaning == "a person who is deemed to be despicable or contemptible"


def test_the_everyday_verb_sense_reaches_its_past():
    assert child("LIED") == Meaning("LIED", "lie", "past", "tell an untruth")


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("TACO", "a tortilla rolled around a filling"),  # the slur is skipped
        ("BRAVO", "a cry of approval"),  # the murderer is skipped
        ("KISSING", None),  # foreplay: no sense left
        ("FEATHER", "the light horny waterproof structure forming the external covering of birds"),
    ],
)
def test_the_rules_skip_senses_unfit_for_children(word, expected):
    # nobody read these words: the rules decide, with the real kid-safe filter
    b = book(ChildSenses())
    assert b.lookup(word, for_children=True).meaning == expected


def test_the_unfit_terms():
    for text in ("(ethnic slur) offensive term", "very drunk", "a young waitress in a nightclub",
                 "disparaging terms for small people", "a rude or vulgar fool", "street names for heroin",
                 "a terrorist organization", "a murderer", "a despicable person", "contemptible"):
        assert not fit_for_children(text, never), text
    for text in ("small wild web-footed bird", "a cry of approval", "a person who amuses others"):
        assert fit_for_children(text, never), text


def test_a_short_words_own_meaning_comes_before_wordnet_at_every_table():
    b = book(ChildSenses(), {"he": "a boy or man already spoken of", "bum": None})
    assert b.lookup("HE") == Meaning("HE", "he", None, "a boy or man already spoken of")
    assert b.lookup("HE", for_children=True).meaning == "a boy or man already spoken of"
    assert b.lookup("BUM") == Meaning("BUM", "bum", None, None)
    # a reader's choice for a child comes first
    b = book(short={"he": "helium"})
    assert b.lookup("HE", for_children=True).meaning == "a boy or man already spoken of"
    assert b.lookup("HE").meaning == "helium"


def test_the_reviewed_file_is_read_with_its_format(tmp_path: Path):
    path = tmp_path / "child_senses.tsv"
    path.write_text("# batch 1: read\nduck\tn\tsmall wild bird\t1\nduck\tv\tto move\t1\nbum\t-\t\t1\n"
                    "he\tw\ta boy\t1\n", encoding="utf-8")
    read = read_child_senses(path)
    assert read.entry("duck") == (("n", "small wild bird"), ("v", "to move"))
    assert read.own("bum") == ("-", None) and read.own("he") == ("w", "a boy") and read.own("duck") is None
    assert read_child_senses(tmp_path / "missing.tsv").words() == []


@pytest.mark.parametrize(
    "text",
    [
        "duck\tx\tsmall wild bird\t1\n",  # no such part
        "duck\tn\t\t1\n",  # a sense with no text
        "bum\t-\tsomething\t1\n",  # no card with a text
        "du ck\tn\tbird\t1\n",  # not a word
        "duck\n",
        "duck\tn\t" + "x" * 3000 + "\t1\n",  # a line past its cap
    ],
)
def test_a_line_not_in_the_format_is_refused_with_its_number(tmp_path: Path, text: str):
    path = tmp_path / "child_senses.tsv"
    path.write_text("# ok\nhe\tw\ta boy\t1\n" + text, encoding="utf-8")
    with pytest.raises(SensesError, match="line 3"):
        read_child_senses(path)


def test_the_reviewed_files_have_caps(tmp_path: Path):
    big = tmp_path / "child_senses.tsv"
    big.write_bytes(b"he\tw\ta boy\t1\n" * 200_000)  # 2.6 MB
    with pytest.raises(SensesError):
        read_child_senses(big)
    bad = tmp_path / "short.tsv"
    bad.write_bytes(b"he\t\xff\xfe\n")
    with pytest.raises(SensesError, match="UTF-8"):
        read_short_word_senses(bad)
    short = tmp_path / "short2.tsv"
    short.write_text("# c\nxu\ta coin of Vietnam\nbi\t-\n", encoding="utf-8")
    assert read_short_word_senses(short) == {"xu": "a coin of Vietnam", "bi": None}
