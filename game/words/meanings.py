"""What a word means, in the player's language: the words around a meaning.

The meanings book (:mod:`game.lexicon.meanings`) hands out facts: a word, its
base form, how the two relate (one of ``RELATIONS``) and an English sense.
Here they are worded for the window: the relation ("plural of cat"), the
card's labels, what the card says when there is no meaning to show, and, in a
language other than English, a line saying the meaning is in English (the word
lists are English, so are their senses).  Worded when drawn, so a language
chosen meanwhile rewords them.  Nothing here needs pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game import i18n
from game.i18n import _
from game.lexicon.meanings import Meaning


def relation_text(relation: str | None, base: str) -> str:
    """How a word relates to its base form ("plural of cat"); "" for a base form itself.

    Raises:
        ValueError: for a relation the book does not hand out.
    """
    if relation is None:
        return ""
    if relation == "plural":
        # Translators: how a word relates to its base form, which stays English: "plural of cat"
        return _("plural of {base}").format(base=base)
    if relation == "third_person":
        # Translators: the verb form used with he, she or it: "he/she/it form of run" (RUNS)
        return _("he/she/it form of {base}").format(base=base)
    if relation == "past":
        # Translators: "past form of run" (RAN); the past tense or past participle
        return _("past form of {base}").format(base=base)
    if relation == "ing":
        # Translators: "-ing form of run" (RUNNING); the English ending stays as it is
        return _("-ing form of {base}").format(base=base)
    if relation == "comparative":
        # Translators: "comparative of big" (BIGGER)
        return _("comparative of {base}").format(base=base)
    if relation == "superlative":
        # Translators: "superlative of big" (BIGGEST)
        return _("superlative of {base}").format(base=base)
    raise ValueError(f"{relation!r} is not a relation the book hands out")


def english_note() -> str:
    """The line saying the meaning is English ("" when the game speaks English)."""
    if i18n.language() == i18n.DEFAULT_LANGUAGE:
        return ""
    # Translators: under a word's meaning, which is always in English (as the word lists are)
    return _("The meaning is in English, as the word list is.")


def no_meaning(for_children: bool, known: bool) -> str:
    """What the card says of a word in the list with no meaning to show; ``known``:
    the book has senses for it, none fit for children."""
    if for_children and known:
        return _("No meaning for children on file.")
    return _("No meaning on file.")


def not_in_list(word: str) -> str:
    """A word that is not in the list the seat plays by: no meaning is shown for it."""
    return _("{word} is not in the word list, so no meaning is shown.").format(word=word)


def book_missing() -> str:
    """The meanings file could not be read (not installed, or damaged): said calmly."""
    return _("No meanings are on file in this copy of the game.")


def looking_up() -> str:
    return _("Looking up the meaning…")


def keys_line() -> str:
    """The keys page's line on meanings."""
    # Translators: key names (Ctrl+D) are the keys on the keyboard
    return _("Click a word on the board or in the move log for its meaning; Ctrl+D steps through the last play.")


def short_meaning(word: str, meaning: str) -> str:
    """A word and its meaning in a line: "ZA: pizza" (a challenge's result, a banner)."""
    # Translators: a word played, then its meaning (in English): "ZA: pizza"
    return _("{word}: {meaning}").format(word=word, meaning=meaning)


@dataclass(frozen=True)
class CardWords:
    """What a meaning card says, worded in the language of the moment.

    Attributes:
        title: the word as on the board.
        relation: "plural of cat" ("" for a base form or no meaning).
        body: the meaning (English) or why there is none.
        english: True when ``body`` is an English meaning (then ``note`` says so).
        note: the line saying the meaning is in English ("" in English, or no meaning).
    """

    title: str
    relation: str
    body: str
    english: bool
    note: str


def card_words(word: str, meaning: Meaning | None, *, in_list: bool = True, for_children: bool = False,
               known: bool = False, missing: bool = False) -> CardWords:
    """The card for ``word``: ``meaning`` None while the book is being read; ``in_list``:
    the word is in the seat's list; ``known``: the book has senses for it;
    ``missing``: the book could not be read."""
    title = word.upper()
    if missing:
        return CardWords(title, "", book_missing(), False, "")
    if not in_list:
        return CardWords(title, "", not_in_list(title), False, "")
    if meaning is None:
        return CardWords(title, "", looking_up(), False, "")
    if meaning.meaning is None:
        return CardWords(title, "", no_meaning(for_children, known), False, "")
    return CardWords(title, relation_text(meaning.relation, meaning.base), meaning.meaning, True, english_note())
