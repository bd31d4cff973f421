"""The senses a person chose for a child to see (``assets/child_senses.tsv``), and the
short words' own meanings at every table (``assets/short_word_senses.tsv``).

A child's card is decided by :meth:`game.lexicon.meanings.MeaningBook.lookup`; this
module holds the two reviewed files it reads first.

``child_senses.tsv`` is tab-separated, ``#`` starting a comment (each batch of
reading is introduced by one, saying who read it and how)::

    word <TAB> part <TAB> meaning <TAB> batch

- ``part`` ``n``, ``v``, ``a`` or ``r``: ``meaning`` is the sense of that part of
  speech the meanings file keeps for the base form ``word``, chosen by a reader
  as the one a child means by the word; a word may have one a part of speech,
  the first listed being its main sense (an inflection shows the one of its own
  part: DUCKS the bird, DUCKED the movement);
- ``w``: a meaning written for children where no sense fits (HE, THE, US); the
  word is read as a word of its own (HIS is not "plural of hi"); its
  inflections (HES) follow the rules instead;
- ``-``: no card for a child, on purpose (``meaning`` empty);
- ``=``: an inflection of a word with a written meaning shows that meaning
  (KISSED, "past form of kiss", with KISS's written meaning); ``meaning`` empty.

- ``N``, ``V``, ``A``, ``R``: the chosen sense of that part of speech worded for
  children by a reader (BEAR's "massive plantigrade carnivorous or omnivorous
  mammals..." as "a big, strong wild animal with thick fur and sharp claws"); the
  card shows this wording, the chosen sense's line stays as the record of which
  sense it words.

An inflection may have lines of its own (``n``, ``v``, ``a``, ``r`` giving a sense
of its base form), which then win over its base form's.

``short_word_senses.tsv`` gives two- and three-letter words of the lists their
own meaning at every table, where WordNet has none or only another word's (XU,
OE, AG the adjective, not silver)::

    word <TAB> meaning            (or "-" for no card)

Both are read with caps (:data:`FILE_BYTES`, :data:`ENTRIES`, :data:`LINE_CHARS`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.limits import InputError, read_limited

if TYPE_CHECKING:
    from game.lexicon.meanings import MeaningBook

CHILD_SENSES_FILE = "child_senses.tsv"
SHORT_WORD_SENSES_FILE = "short_word_senses.tsv"
FILE_BYTES = 2 * 1024 * 1024
ENTRIES = 50_000
LINE_CHARS = 2000
WORD_CHARS = 40
#: what a child's entry may say
PARTS = frozenset("nvarNVARw-=")


class SensesError(ValueError):
    """A reviewed senses file that cannot be used, naming the file and line."""


@dataclass(frozen=True)
class ChildEntry:
    """One line of ``child_senses.tsv``: a word, what its part column says, and the meaning."""

    word: str
    part: str
    meaning: str

    def line(self, batch: str) -> str:
        return f"{self.word}\t{self.part}\t{self.meaning}\t{batch}"


class ChildSenses:
    """The reviewed entries by word (lower case), in the file's order."""

    def __init__(self, entries: Iterable[ChildEntry] = ()) -> None:
        self._by_word: dict[str, list[tuple[str, str]]] = {}
        worded: list[ChildEntry] = []
        for entry in entries:
            if entry.part in "NVAR":
                worded.append(entry)
                continue
            chosen = self._by_word.setdefault(entry.word, [])
            if all(part != entry.part for part, _text in chosen):  # one a part of speech
                chosen.append((entry.part, entry.meaning))
        for entry in worded:  # a child's wording takes the place of the sense it words
            chosen = self._by_word.get(entry.word, [])
            part = entry.part.lower()
            self._by_word[entry.word] = [(p, entry.meaning if p == part else text) for p, text in chosen]

    def __len__(self) -> int:
        return len(self._by_word)

    def __contains__(self, word: str) -> bool:
        return word.lower() in self._by_word

    def has(self, word: str) -> bool:
        return word.lower() in self._by_word

    def words(self) -> list[str]:
        return list(self._by_word)

    def entry(self, word: str) -> tuple[tuple[str, str], ...]:
        """``(part, meaning)`` pairs for ``word``, main sense first (empty: not read)."""
        return tuple(self._by_word.get(word.lower(), ()))

    def own(self, word: str) -> tuple[str, str | None] | None:
        """``("w", text)`` or ``("-", None)`` when the word itself is written for or kept
        from children, whatever its base form; else None."""
        chosen = self._by_word.get(word.lower())
        if chosen and chosen[0][0] in "w-":
            part, text = chosen[0]
            return part, (text if part == "w" else None)
        return None

    def covers(self, word: str, book: MeaningBook) -> bool:
        """Whether a reader decided ``word``'s card: the word itself, or its base form."""
        if self.has(word):
            return True
        found = book.base_of(word)
        if found is None or not self.has(found[0]):
            return False
        # an inflection of a word with a written meaning is read on its own (KISSED)
        return found[1] is None or self.entry(found[0])[0][0] != "w"


def _fields(path: Path, name: str) -> Iterable[tuple[int, list[str]]]:
    try:
        raw = read_limited(path, FILE_BYTES)
    except InputError as exc:
        raise SensesError(f"{name}: {exc.reason}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SensesError(f"{name} is not UTF-8 text") from None
    count = 0
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if len(line) > LINE_CHARS:
            raise SensesError(f"{name} line {number} is longer than {LINE_CHARS} characters")
        count += 1
        if count > ENTRIES:
            raise SensesError(f"{name} has more than {ENTRIES} entries")
        fields = line.split("\t")
        word = fields[0].strip().lower()
        # a base form may be one of WordNet's lemmas of two words (COMICS: comic_strip)
        if not word or len(word) > WORD_CHARS or not (word.isascii() and word.replace("_", "").isalpha()):
            raise SensesError(f"{name} line {number}: {fields[0][:40]!r} is not a word")
        fields[0] = word
        yield number, fields


def read_child_senses(path: Path) -> ChildSenses:
    """The reviewed child's senses in ``path`` (a missing file: none read yet).

    Raises:
        SensesError: a file too large or a line not in the format.
    """
    if not path.exists():
        return ChildSenses()
    entries = []
    for number, fields in _fields(path, path.name):
        if len(fields) < 3 or fields[1] not in PARTS or (fields[1] not in "-=") != bool(fields[2].strip()):
            raise SensesError(f"{path.name} line {number}: want word, part (n v a r w -), meaning, batch")
        entries.append(ChildEntry(fields[0], fields[1], fields[2].strip()))
    return ChildSenses(entries)


def read_short_word_senses(path: Path) -> dict[str, str | None]:
    """Word (lower case) -> its meaning at every table, or None for no card.

    Raises:
        SensesError: a file too large or a line not in the format.
    """
    table: dict[str, str | None] = {}
    if not path.exists():
        return table
    for number, fields in _fields(path, path.name):
        if len(fields) != 2 or not fields[1].strip():
            raise SensesError(f"{path.name} line {number}: want word, meaning (or -)")
        meaning = fields[1].strip()
        table[fields[0]] = None if meaning == "-" else meaning
    return table
