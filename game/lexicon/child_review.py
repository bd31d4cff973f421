"""Which words a person must have read for a child's meaning card (docs/rules.md, "Word
meanings"): the words a child meets most at a kids' table.

The set is the two-letter words Kids hints offer (``CHILDREN_TWO_LETTER_WORDS``
in ``game/engine/hints.py``), the three-letter words of the child vocabulary
(``game/lexicon/child_words.py``; the hints and a kids' Easy computer offer
no others of that length), the :data:`COMMON_BASES` most common base words
of the kid-safe list, and the everyday words a young child meets that the
ranking of written text places lower (``assets/child_everyday_words.txt``:
DUCK, KITE, TURTLE, PONY), and the inflections of every word a reader gave a
meaning written for children (KISSED, WENT).  ``scripts/child_senses.py`` lists those still unread and
prints reading sheets; ``assets/child_senses.tsv`` holds what was read.
"""

from __future__ import annotations

from functools import lru_cache

from game import paths
from game.lexicon.meanings import MeaningBook

#: how many of the kid-safe list's most common base words are read for children
COMMON_BASES = 3_000
EVERYDAY_FILE = "child_everyday_words.txt"


def _kids_words() -> list[str]:
    from game.lexicon.wordlist import parse_words, read_bytes

    return [w.upper() for w in parse_words(read_bytes(paths.ASSETS / "kids.txt"))]


@lru_cache(maxsize=1)
def hint_words() -> frozenset[str]:
    """The two- and three-letter words (upper case) a hint or a kids' computer may offer a child."""
    from game.engine.hints import CHILDREN_TWO_LETTER_WORDS
    from game.lexicon.child_words import child_vocabulary

    return CHILDREN_TWO_LETTER_WORDS | {w for w in child_vocabulary() if len(w) == 3}


def common_bases(book: MeaningBook, count: int = COMMON_BASES) -> list[str]:
    """The ``count`` most common base words (lower case) of the kid-safe list, most common first.

    A word's base is the book's (CATS: cat); a word the book does not know is a base
    of its own (THE).  Bases are ranked by how common the base itself is (Zipf)."""
    from game.lexicon.frequency import zipf_table

    table = zipf_table()
    bases: set[str] = set()
    for word in _kids_words():
        if word not in table:
            continue  # a word the ranking never saw is no common word
        found = book.base_of(word)
        bases.add(found[0] if found is not None else word.lower())
    ranked = sorted(bases, key=lambda base: (-table.get(base.upper(), 0.0), base))
    return ranked[:count]


def review_set(book: MeaningBook) -> list[str]:
    """Every word (lower case) whose child's card a person must read: the hint words as the
    board shows them, then the common base words; each once, in that order."""
    seen: dict[str, None] = {}
    for word in sorted(hint_words(), key=lambda w: (len(w), w)):
        seen[word.lower()] = None
    for base in common_bases(book):
        seen[base] = None
    for base in everyday_words():
        seen[base] = None
    for base in vocabulary_bases(book):
        seen[base] = None
    for word in written_forms(book):
        seen[word] = None
    return list(seen)


def vocabulary_bases(book: MeaningBook) -> list[str]:
    """The base forms (lower case) of every word of the child vocabulary, the words Kids
    hints and a kids' computer offer (``game/lexicon/child_words.py``), most common first."""
    from game.lexicon.child_words import child_vocabulary
    from game.lexicon.frequency import zipf_table

    table = zipf_table()
    bases: dict[str, float] = {}
    for word in child_vocabulary():
        found = book.base_of(word)
        base = found[0] if found is not None else word.lower()
        bases[base] = max(bases.get(base, 0.0), table.get(word, 0.0))
    return sorted(bases, key=lambda base: (-bases[base], base))


def written_forms(book: MeaningBook) -> list[str]:
    """The kid-safe list's inflections (lower case) of the words a reader gave a written
    meaning (KISSED, WENT, BULLS): each is read on its own, since WordNet's senses of
    its base were the reason for writing one."""
    written = {word for word in book.child.words() if book.child.entry(word)[0][0] == "w"}
    forms = []
    for word in _kids_words():
        found = book.base_of(word)
        if found is not None and found[1] is not None and found[0] in written:
            forms.append(word.lower())
    return forms


def everyday_words() -> list[str]:
    """The base words of ``assets/child_everyday_words.txt``, lower case, in its order."""
    from game.limits import read_limited

    text = read_limited(paths.ASSETS / EVERYDAY_FILE, 64 * 1024).decode("utf-8")
    return [line.strip().lower() for line in text.splitlines()
            if line.strip() and not line.startswith("#")]
