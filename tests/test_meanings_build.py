"""The shipped meanings file (assets/meanings.tsv.gz) and its build from WordNet 3.0
(game/lexicon/wordnet.py, game/lexicon/meanings_build.py, scripts/build_meanings.py).

The rebuild tests read WordNet from /usr/share/wordnet (Debian's wordnet-base,
which .ci/run installs); they fail, and never skip, where it is missing.
"""

from __future__ import annotations

import gzip
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import wait_until

from game import paths
from game.lexicon import meanings
from game.lexicon.meanings import Meaning, MeaningBook, parse_book, read_book, shipped_book
from game.lexicon.meanings_build import book_bytes, book_lines, plain_gloss
from game.lexicon.wordlist import parse_words, read_bytes
from game.lexicon.wordnet import DEFAULT_WORDNET, WordNet, morphy, read_wordnet

SHIPPED = paths.ASSETS / meanings.MEANINGS_FILE
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def book() -> MeaningBook:
    return read_book(SHIPPED)


@pytest.fixture(scope="module")
def wordnet() -> WordNet:
    return read_wordnet(DEFAULT_WORDNET)


@pytest.mark.parametrize(
    ("word", "base", "relation"),
    [
        ("CATS", "cat", "plural"),
        ("CHILDREN", "child", "plural"),  # noun.exc
        ("FEET", "foot", "plural"),
        ("BOXES", "box", "plural"),
        ("RAN", "run", "past"),  # verb.exc
        ("WAS", "be", "past"),
        ("IS", "be", "third_person"),
        ("FLIES", "fly", "third_person"),  # the verb is met far more often than the insect
        ("GOING", "go", "ing"),  # a lemma (the act of departing) far rarer than GO
        ("SAW", "see", "past"),
        ("MEN", "man", "plural"),
        ("BIGGEST", "big", "superlative"),  # adj.exc
        ("HAPPIER", "happy", "comparative"),
        ("SADDER", "sad", "comparative"),
        ("BEINGS", "being", "plural"),  # a plural of a lemma that is itself read as the -ing of BE
        ("BEING", "be", "ing"),
        ("FOUND", "find", "past"),
        ("FOUNDED", "found", "past"),
        # words of their own, never called an inflection
        ("MEANING", "meaning", None),
        ("BED", "bed", None),  # not a past of BE
        ("SEED", "seed", None),
        ("ARCHER", "archer", None),  # not a comparative of ARCH
        ("ROSE", "rose", None),
        ("CAT", "cat", None),
        ("WORSE", "worse", None),  # WordNet's own: "(comparative of `bad') inferior to another..."
        # never met in its own right while the base is: the form a child meets
        ("DUG", "dig", "past"),  # not "an udder"
        ("LIED", "lie", "past"),  # not "a German art song"
        # a participle, every sense an adjective's, its base met more than twice as often
        ("PLAYED", "play", "past"),
        ("BAKED", "bake", "past"),
        ("SMASHED", "smash", "past"),  # not "very drunk"
        ("TIRED", "tired", None),  # met more often than TIRE
        ("ADVANCED", "advanced", None),
        ("RED", "red", None),
        # a word WordNet writes only with a capital (a city, a group) is read as a form
        ("TOURS", "tour", "plural"),
        ("TIGERS", "tiger", "plural"),
        ("MALES", "male", "plural"),  # not the capital of the Maldives
        ("GIRLS", "girl", "plural"),
        ("NUTS", "nut", "plural"),
    ],
)
def test_base_forms_and_relations_in_the_shipped_file(book: MeaningBook, word: str, base: str,
                                                      relation: str | None) -> None:
    found = book.lookup(word)
    assert (found.base, found.relation) == (base, relation)
    assert found.meaning  # each has a sense


def test_exact_meanings_from_the_shipped_file(book: MeaningBook) -> None:
    assert book.lookup("PERSON") == Meaning("PERSON", "person", None, "a human being")
    assert book.lookup("FJORD").meaning == "a long narrow inlet of the sea between steep cliffs; common in Norway"
    assert book.lookup("QUIRE").meaning == "a quantity of paper; 24 or 25 sheets"
    # an inflection means what its base means in its own part of speech: RAN is a verb's
    # sense, not a run in baseball; the examples in quotes are gone
    assert book.lookup("RAN") == Meaning(
        "RAN", "run", "past", "move fast by using one's feet, with one foot off the ground at any given time")
    assert book.lookup("CHILDREN").meaning == "a young person of either sex"
    # RUN's senses, the verb's and the noun's merged by how often they were met; a plural
    # would take the noun's
    assert book.senses("run")[0] == "move fast by using one's feet, with one foot off the ground at any given time"
    assert book.senses("run", "plural")[0] == "a score in baseball made by a runner touching all four bases safely"
    # a word of the list WordNet does not hold has no meaning
    assert book.lookup("THE") == Meaning("THE", "the", None, None)


def test_a_child_gets_the_first_fit_sense_or_none(book: MeaningBook) -> None:
    # MISTRESS's first sense holds a word the kid-safe filter blocks: the next one is fit
    assert book.lookup("MISTRESS").meaning.startswith("an adulterous woman")
    assert book.lookup("MISTRESS", for_children=True) == Meaning(
        "MISTRESS", "mistress", None, "a woman schoolteacher (especially one regarded as strict)")
    # AMOUR's only sense holds one too: no meaning for children on file
    assert book.lookup("AMOUR").meaning == "a usually secretive or illicit sexual relationship"
    assert book.lookup("AMOUR", for_children=True) == Meaning("AMOUR", "amour", None, None)
    # a person's sex named as a school book names it is no reason to refuse a sense
    assert book.lookup("CHILD", for_children=True) == Meaning("CHILD", "child", None, "a young person of either sex")
    assert book.lookup("KIDS", for_children=True).meaning == "a young person of either sex"
    assert book.lookup("CATTLE", for_children=True).meaning == (
        "domesticated bovine animals as a group regardless of sex or age")
    # a fit first sense is the same for a child
    assert book.lookup("CATS", for_children=True) == book.lookup("CATS")


def test_the_shipped_file_is_within_its_cap_and_packed_deterministically() -> None:
    data = SHIPPED.read_bytes()
    assert len(data) <= meanings.MEANINGS_BYTES
    with gzip.open(SHIPPED, "rt", encoding="utf-8") as fh:
        lines = fh.read().splitlines()
    bases = [line[1:].split(":", 1)[0] for line in lines if line.startswith("=")]
    forms = [line.lstrip("!").split("\t", 1)[0] for line in lines[len(bases):]]
    assert bases == sorted(set(bases)) and forms == sorted(set(forms))  # base forms first, each once
    # the same lines packed again give the same bytes: no time stamp, a fixed name
    assert book_bytes(lines) == data
    assert data[4:8] == b"\0\0\0\0"  # gzip's MTIME


def sample_words() -> list[str]:
    """Every 97th word of ENABLE and of the kid-safe list, and the words the tests name."""
    picked: set[str] = set()
    for name in ("enable.txt", "kids.txt"):
        words = parse_words(read_bytes(paths.ASSETS / name))  # as the build reads them
        picked.update(w.lower() for w in words[::97])
    picked.update("cats ran children biggest flies going meaning found founded beings being saw men "
                  "child cattle bed seed archer worse is was dug lied played baked smashed tired tours tigers "
                  "males its he us xi pony".split())
    return sorted(picked)


def test_a_rebuild_of_a_sample_gives_the_shipped_lines(wordnet: WordNet, book: MeaningBook) -> None:
    words = sample_words()
    assert len(words) > 3000
    rebuilt = book_lines(wordnet, words)
    with gzip.open(SHIPPED, "rt", encoding="utf-8") as fh:
        shipped = set(fh.read().splitlines())
    assert set(rebuilt) <= shipped, sorted(set(rebuilt) - shipped)[:5]
    small = parse_book(rebuilt, "rebuilt")
    for word in words:
        assert small.lookup(word) == book.lookup(word), word


def test_the_script_rebuilds_the_shipped_file_byte_for_byte(tmp_path: Path) -> None:
    # the whole build, as run by hand (some 20 seconds): the same bytes as the shipped file
    out = tmp_path / "meanings.tsv.gz"
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "build_meanings.py"), "--output", str(out)],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == SHIPPED.read_bytes()
    assert "51,647 base forms, 51,002 inflections" in done.stdout


def test_senses_written_only_with_a_capital_are_left_out(wordnet: WordNet, book: MeaningBook) -> None:
    # WordNet's own: US the republic, ME Maine, HE helium besides the Hebrew letter, IT
    # information technology, AG silver, XI eleven besides the Greek letter
    assert [s.capital for s in wordnet.senses("he", "n")] == [True, False]
    assert [s.capital for s in wordnet.senses("us", "n")] == [True]
    for base in ("us", "me", "it", "ag", "de", "or", "tours"):
        assert book.senses(base) == (), base
    assert book.senses("he") == ("the 5th letter of the Hebrew alphabet",)
    assert book.senses("xi")[0] == "the 14th letter of the Greek alphabet"
    assert "a state in New England" not in book.senses("me")
    # no plural of an abbreviation: ITS is no form of IT
    assert book.base_of("ITS") is None


def test_up_to_eight_senses_of_a_part_of_speech_are_kept(book: MeaningBook) -> None:
    # PONY's small horse is WordNet's fifth noun sense, VAN's vehicle its second
    assert "any of various breeds of small gentle horses usually less than five feet high at the shoulder" \
        in book.senses("pony")
    assert len(book.senses("run", "plural")) == 8 and len(book.senses("run", "past")) == 8


def test_morphy_follows_wordnet(wordnet: WordNet) -> None:
    assert [(d.base, d.rule) for d in morphy(wordnet, "ran", "v")] == [("run", "")]
    assert [(d.base, d.rule) for d in morphy(wordnet, "flies", "n")] == [("fly", "ies")]
    assert [(d.base, d.rule) for d in morphy(wordnet, "boxes", "n")] == [("box", "xes")]
    assert morphy(wordnet, "glass", "n") == []  # a noun in -ss takes no rule
    assert [(d.base, d.rule) for d in morphy(wordnet, "leaves", "n")] == [("leaf", ""), ("leave", "")]  # noun.exc gives both
    assert plain_gloss('move fast by using one\'s feet; "Don\'t run--you\'ll be out of breath"') == \
        "move fast by using one's feet"


# -- the game does not read the file at start-up --------------------------------------------


@pytest.fixture
def fresh_book() -> Iterator[None]:
    saved = meanings._shipped
    meanings._shipped = None
    yield
    meanings._shipped = saved


def test_the_menu_starts_without_reading_the_meanings_file(make_app, fresh_book, monkeypatch) -> None:
    from game.ui.scenes.menu import MenuScene

    reads: list[Path] = []
    real_read = meanings.read_book
    monkeypatch.setattr(meanings, "read_book", lambda path: reads.append(path) or real_read(path))
    app = make_app(size=(800, 600), language="en")
    app.stack.push(app.first_scene())

    def frame() -> None:
        app.jobs.wait_all(1.0)
        app.step([], 1 / 60)

    wait_until(lambda: isinstance(app.stack.top, MenuScene) and app.stack.top.main is not None
               and app.ctx.frame >= 0 and app.drew, step=frame, what="the menu drawn")
    for _ in range(30):
        frame()
    assert reads == [] and meanings._shipped is None
    # first use reads the shipped file, once
    assert len(shipped_book()) > 50_000
    assert shipped_book() is shipped_book() and reads == [SHIPPED]
    assert shipped_book().lookup("CATS").base == "cat"
