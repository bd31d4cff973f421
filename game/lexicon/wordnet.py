"""WordNet 3.0's database as the meanings build reads it: its senses and its morphology.

Read from the files of a WordNet 3.0 installation (Debian's ``wordnet-base``
puts them in ``/usr/share/wordnet``): ``index.<pos>`` (each lemma's senses, most
frequent first), ``data.<pos>`` (each sense's gloss), ``<pos>.exc`` (irregular
forms) and ``cntlist.rev`` (how often each sense was met in WordNet's tagged
texts, which orders the senses of different parts of speech).  Every file is
read with a cap on its size.

:func:`morphy` is WordNet's own morphology (its ``morphy`` function, described
in WordNet's ``morphy(7WN)``): the exception list of a part of speech first,
then its detachment rules, keeping only the base forms that are lemmas.

Only the build (``scripts/build_meanings.py``) reads WordNet; the game reads the
file it writes.  Imports nothing outside the standard library and ``game``.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from game.limits import InputError, read_limited

#: where Debian's wordnet-base installs the database
DEFAULT_WORDNET = Path("/usr/share/wordnet")
#: WordNet's parts of speech, in the order WordNet lists them: noun, verb, adjective, adverb
PARTS = ("n", "v", "a", "r")
_FILE_NAMES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
#: cap on one database file (data.noun, the largest, is 15 MB)
FILE_BYTES = 64 * 1024 * 1024
#: cntlist.rev's synset types: 5 is an adjective satellite, an adjective for the index
_SS_TYPES = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}

#: the detachment rules of morphy(7WN), per part of speech: (ending, replacement), in WordNet's order
RULES: dict[str, tuple[tuple[str, str], ...]] = {
    "n": (("s", ""), ("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"),
          ("men", "man"), ("ies", "y")),
    "v": (("s", ""), ("ies", "y"), ("es", "e"), ("es", ""), ("ed", "e"), ("ed", ""),
          ("ing", "e"), ("ing", "")),
    "a": (("er", ""), ("est", ""), ("er", "e"), ("est", "e")),
    "r": (),
}


class WordNetError(ValueError):
    """A WordNet file that is missing, too large or not in WordNet's format."""


@dataclass(frozen=True)
class Sense:
    """One sense of a lemma: its part of speech, its gloss and how often it was tagged.

    ``capital``: the sense's synset writes the lemma only with a capital letter (US
    the republic, Tours the city, ME for Maine, He for helium), so the sense is a
    name or an abbreviation, not the word as a word list holds it.
    """

    part: str
    gloss: str
    count: int
    capital: bool = False


@dataclass(frozen=True)
class Derivation:
    """A base form morphy found for a word, and how: ``rule`` is the ending it took
    off (``"ies"``), or ``""`` when the part of speech's exception list gave it."""

    base: str
    part: str
    rule: str


@dataclass
class WordNet:
    """The parts of WordNet the build needs, in memory."""

    #: lemma -> part of speech -> the offsets of its senses in data.<part>, most frequent first
    index: dict[str, dict[str, tuple[int, ...]]] = field(default_factory=dict)
    #: part of speech -> offset -> gloss (examples included, as WordNet has it)
    glosses: dict[str, dict[int, str]] = field(default_factory=dict)
    #: part of speech -> offset -> the synset's words as it writes them (capitals kept)
    words: dict[str, dict[int, tuple[str, ...]]] = field(default_factory=dict)
    #: part of speech -> irregular form -> its base forms, in the file's order
    exceptions: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    #: (lemma, part of speech, sense number from 1) -> times tagged
    counts: dict[tuple[str, str, int], int] = field(default_factory=dict)

    def is_lemma(self, word: str, part: str | None = None) -> bool:
        parts = self.index.get(word)
        return bool(parts) if part is None else bool(parts and part in parts)

    def senses(self, lemma: str, part: str) -> list[Sense]:
        """A lemma's senses in one part of speech, in the index's order (most frequent first)."""
        offsets = self.index.get(lemma, {}).get(part, ())
        table = self.glosses.get(part, {})
        written = self.words.get(part, {})
        return [Sense(part, table[offset], self.counts.get((lemma, part, number), 0),
                      bool(written.get(offset)) and lemma not in written[offset])
                for number, offset in enumerate(offsets, 1) if offset in table]

    def has_own_senses(self, word: str) -> bool:
        """Whether WordNet has ``word`` as a word written in lower case in some sense (a
        lemma whose every sense is a name or an abbreviation, such as TOURS, has not)."""
        return any(not sense.capital for part in PARTS for sense in self.senses(word, part))

    def only_adjective(self, word: str) -> bool:
        """Whether every sense WordNet has of ``word`` is an adjective's (a participle
        such as PLAYED or BAKED is, while BED and SEED are nouns too)."""
        parts = self.index.get(word, {})
        return bool(parts) and set(parts) <= {"a"}

    def tagged(self, lemma: str, part: str) -> int:
        """How often the lemma was met in this part of speech (its senses' tag counts added up)."""
        return sum(sense.count for sense in self.senses(lemma, part))


def _lines(path: Path) -> Iterator[str]:
    try:
        raw = read_limited(path, FILE_BYTES)
    except InputError as exc:
        raise WordNetError(f"{path}: {exc.reason}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")  # WordNet 3.0 is ASCII; a stray byte is no reason to stop
    for line in text.splitlines():
        if line and not line.startswith("  "):  # the licence at the top of each file is indented
            yield line


def _read_index(path: Path, part: str, index: dict[str, dict[str, tuple[int, ...]]]) -> None:
    # lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    for line in _lines(path):
        fields = line.split()
        try:
            synsets = int(fields[2])
            offsets = tuple(int(f) for f in fields[len(fields) - synsets:])
        except (IndexError, ValueError):
            raise WordNetError(f"{path}: {line[:60]!r} is not an index line") from None
        index.setdefault(fields[0], {})[part] = offsets


_ADJECTIVE_MARKER = re.compile(r"\([a-z]+\)$")  # "(a)", "(p)", "(ip)": where an adjective stands


def _read_data(path: Path) -> tuple[dict[int, str], dict[int, tuple[str, ...]]]:
    # offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] p_cnt ... | gloss
    # (w_cnt is two hexadecimal digits); the words keep their capitals
    glosses: dict[int, str] = {}
    words: dict[int, tuple[str, ...]] = {}
    for line in _lines(path):
        head, bar, gloss = line.partition(" | ")
        fields = head.split(" ")
        try:
            offset = int(fields[0])
            count = int(fields[3], 16)
        except (IndexError, ValueError):
            raise WordNetError(f"{path}: {line[:60]!r} is not a data line") from None
        glosses[offset] = gloss.strip() if bar else ""
        words[offset] = tuple(_ADJECTIVE_MARKER.sub("", word) for word in fields[4:4 + 2 * count:2])
    return glosses, words


def _read_exceptions(path: Path) -> dict[str, tuple[str, ...]]:
    table: dict[str, tuple[str, ...]] = {}
    for line in _lines(path):
        fields = line.split()
        if len(fields) >= 2:
            table[fields[0]] = tuple(fields[1:])
    return table


def _read_counts(path: Path) -> dict[tuple[str, str, int], int]:
    # sense_key sense_number tag_cnt, the sense key being lemma%ss_type:lex_filenum:...
    counts: dict[tuple[str, str, int], int] = {}
    for line in _lines(path):
        fields = line.split()
        if len(fields) != 3:
            continue
        lemma, _percent, rest = fields[0].partition("%")
        part = _SS_TYPES.get(rest[:1])
        if part is None or not (fields[1].isdigit() and fields[2].isdigit()):
            continue
        key = (lemma.lower(), part, int(fields[1]))
        counts[key] = counts.get(key, 0) + int(fields[2])
    return counts


def read_wordnet(folder: str | os.PathLike[str] = DEFAULT_WORDNET) -> WordNet:
    """WordNet from its database folder.

    Raises:
        WordNetError: a file missing, too large or not in WordNet's format.
    """
    folder = Path(folder)
    wordnet = WordNet()
    for part in PARTS:
        name = _FILE_NAMES[part]
        _read_index(folder / f"index.{name}", part, wordnet.index)
        wordnet.glosses[part], wordnet.words[part] = _read_data(folder / f"data.{name}")
        wordnet.exceptions[part] = _read_exceptions(folder / f"{name}.exc")
    wordnet.counts = _read_counts(folder / "cntlist.rev")
    return wordnet


def morphy(wordnet: WordNet, word: str, part: str) -> list[Derivation]:
    """The base forms of ``word`` (lower case) in one part of speech, as WordNet's morphy
    finds them: the exception list's first, then each detachment rule's whose result is
    a lemma; each base once.  The word itself is not among them (it is a lemma or not).

    As morphy does, a noun ending in ``ss`` or of two letters or fewer takes no rule
    (GLASS is not a plural of GLAS), and a noun in ``ful`` is the plural of its stem
    with ``ful`` (HANDSFUL -> handful).
    """
    found: list[Derivation] = []

    def add(base: str, rule: str) -> None:
        if base != word and wordnet.is_lemma(base, part) and all(d.base != base for d in found):
            found.append(Derivation(base, part, rule))

    for base in wordnet.exceptions.get(part, {}).get(word, ()):
        add(base, "")
    if part == "n" and word.endswith("ful") and len(word) > 3:
        for stem in morphy(wordnet, word[:-3], "n"):
            add(stem.base + "ful", stem.rule)
        return found
    if part == "n" and (word.endswith("ss") or len(word) <= 2):
        return found
    for ending, replacement in RULES[part]:
        if word.endswith(ending) and len(word) > len(ending):
            add(word[: len(word) - len(ending)] + replacement, ending)
    return found
