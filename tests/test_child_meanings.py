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
from game.lexicon.meanings import Meaning, MeaningBook, shipped_book
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


# Every card a parent was shown a slur, an adult sense, a wrong sense, a name or an
# abbreviation for, or a wrong form: what a child's table shows now.
@pytest.mark.parametrize(
    ("word", "base", "relation", "meaning"),
    [
        ("TACO", "taco", None, "a folded flatbread with meat, cheese or beans inside"),
        ("TOM", "tom", None, "male cat"),
        ("KISSING", "kissing", None, "touching someone with your lips to show love"),
        ("BUNNY", "bunny", None, "a rabbit, especially a young one"),
        ("DUG", "dig", "past", "move or loosen earth, like with a shovel"),
        ("TIGERS", "tiger", "plural", "a big wild cat with orange fur and black stripes"),
        ("BRAVO", "bravo", None, "a shout of praise at the end of a great show"),
        ("SMASHED", "smash", "past", "break into many pieces"),
        ("HOOD", "hood", None, "a soft cover for your head, often part of a coat"),
        ("SHRIMP", "shrimp", None, "a small sea animal with a shell and a long tail that people eat"),
        ("BUM", "bum", None, None),
        ("CLOWN", "clown", None, "a person who does silly things to make people laugh"),
        ("DUCK", "duck", None, "a swimming bird with webbed feet and a wide, flat bill"),
        ("BEAR", "bear", None, "a big, strong wild animal with thick fur and sharp claws"),
        ("KITE", "kite", None, "a toy made of paper or cloth on a light frame that flies in the wind on a string"),
        ("CAKE", "cake", None, "a sweet baked food made with flour, sugar, eggs, and butter"),
        ("TURTLE", "turtle", None, "an animal with a hard shell that can swim"),
        ("WHALE", "whale", None, "a very large animal that lives in the sea and breathes air through a hole on its head"),
        ("JAY", "jay", None, "a noisy blue bird with feathers sticking up on its head"),
        ("DOE", "doe", None, "a female deer or rabbit"),
        ('FEATHER', 'feather', None, "one of the soft, light parts that cover a bird's body"),
        ("WASH", "wash", None, "make clean with soap and water"),
        ("HE", "he", None, "a boy or man already spoken of"),
        ("IT", "it", None, "a thing or animal already spoken of"),
        ("US", "us", None, "the word for yourself and others together, as in come with us"),
        ("ME", "me", None, "the word you use for yourself, as in give it to me"),
        ("OR", "or", None, "a word that gives a choice, as in tea or milk"),
        ("OH", "oh", None, "a sound you make when you are surprised or understand something"),
        ("AM", "am", None, "a word used with I to say what you are, as in I am happy"),
        ("AT", "at", None, "a word that tells where or when, as in at home"),
        ("AN", "an", None, "a word used before words that start with a, e, i, o or u sounds"),
        ("HIS", "his", None, "belonging to a boy or man already spoken of"),
        ("ITS", "its", None, "belonging to a thing or animal already spoken of"),
        ("LIED", "lie", "past", "say something that is not true"),
        ("PLAYED", "play", "past", "take part in games or sports"),
        ("BAKED", "bake", "past", "cook food such as bread or cake in a hot oven"),
        ("GIRLS", "girl", "plural", "a young female person"),
        ("BATS", "bat", "plural", "a small furry animal with wings that flies at night"),
        ("NUTS", "nut", "plural", "a seed with a hard shell, often good to eat"),
        ("TOURS", "tour", "plural", "a trip all around a place to see it"),
        ("HES", "hes", None, None),
        ("PONY", "pony", None, "a small horse"),
        ("VAN", "van", None, "a truck with a closed-in space at the back for carrying things"),
        ("SEAL", "seal", None, "a sea animal with flippers and smooth fur that lives in cold places"),
        ("GUT", "gut", None, "the long tube inside your belly that food goes through"),
        ("MALES", "male", "plural", "a boy or man, or an animal that can be a father"),
        # a blind reading of 400 random kid-safe words (batch 21)
        ("STAMINA", "stamina", None, "the strength to keep going for a long time without getting tired"),  # not STAMEN's
        ("BARB", "barb", None, "a small sharp point that sticks out backward, like on a fishhook"),  # not a remark
        ("DEVOURED", "devour", "past", "eat something up fast and hungrily"),  # not "destroy completely"
        ("COLLIDING", "collide", "ing", "crash into each other"),  # not "be in conflict"
        ("DUSTPANS", "dustpan", "plural", "a flat pan with a short handle that you sweep dust into"),
        ("POLLEN", "pollen", None, "the fine yellow dust in flowers that bees carry from flower to flower"),
        ("SUPERHEROES", "superheroes", None, "heroes in stories and comics who have amazing powers"),
        ("COCA", "coca", None, None),  # a source of cocaine
        ("MONGOLISMS", "mongolism", "plural", None),  # a hurtful old name
        ("CARNAGES", "carnage", "plural", None),  # killing people
    ],
)
def test_each_card_the_issue_named_shows_the_childs_sense_or_none(book: MeaningBook, word: str, base: str,
                                                                   relation: str | None,
                                                                   meaning: str | None) -> None:
    assert book.lookup(word, for_children=True) == Meaning(word, base, relation, meaning)


@pytest.mark.parametrize(
    ("word", "meaning"),
    [
        ("XI", "the 14th letter of the Greek alphabet"),  # not eleven
        ("AG", "having to do with farming"),  # not silver
        ("AL", "an East Indian tree"),  # not aluminium
        ("DE", "of or from (in names)"),  # not Delaware
        ("OE", "a whirlwind off the Faroe Islands"),
        ("JO", "a sweetheart (an old Scottish word)"),
        ("KOI", "a colourful fish kept in ponds"),
        ("XU", "a coin of Vietnam"),
        ("HE", "a boy or man already spoken of"),  # not helium
        ("ME", "the person speaking, after a verb or a word like to"),  # not Maine
        ("US", "the person speaking and others, after a verb or a word like to"),
        ("IT", "the thing already spoken of"),  # not information technology
        ("HIS", "belonging to a boy or man already spoken of"),  # not "plural of hi"
        ("TOURS", "a journey or route all the way around a particular place or area"),  # not the city
    ],
)
def test_an_adult_table_sees_the_short_words_own_meaning(book: MeaningBook, word: str, meaning: str) -> None:
    assert book.lookup(word).meaning == meaning
