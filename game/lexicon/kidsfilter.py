"""Which words the kid-safe list leaves out: rude stems, unless an innocent word covers them.

The kid-safe list (``assets/kids.txt``) is ENABLE without the words this module
blocks.  Two reviewed inputs decide it (the policy is in ``docs/rules.md``,
section "Kids word list"):

- the rude stems (``assets/kids_stems.txt``).  A plain stem such as ``fuck`` or
  ``dildo`` blocks every word that contains it, so inflections, derivatives
  and compounds (DILDOES, SUPERBITCH, HORSESHIT) go with it.  A stem written
  ``=ass`` is too short to match inside other words (CLASS, ASSIST); it blocks
  only the word itself and its inflections (ASS, ASSES; FAG, FAGGED, FAGGING);
- the innocent words (``assets/kids_allowlist.txt``).  Each one masks the rude
  stems lying inside it wherever it occurs: ``scrap`` keeps SCRAPBOOK and
  SKYSCRAPERS, ``cockpit`` keeps COCKPITS.  A word is blocked when any rude
  stem in it is not covered by an innocent word.

Because stems match inside words and innocent words mask inside words too, a
word and its inflections get the same verdict (CRAPE and CRAPED both kept,
BOOBY and BOOBIES both blocked); the tests check that across ENABLE, apart
from reviewed look-alikes that are different words (TOSS and TOSSER).

Imports no pygame and nothing outside the standard library and ``game.paths``.
The build script and the tests use it; the game plays the built list, and the
Kids hints use :func:`shipped_filter` to stay kid-safe whatever list a game
plays.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game import paths
from game.limits import InputError, read_limited

MAX_ENTRY = 40  # letters in a stem or innocent word
MAX_ENTRIES = 5_000  # entries in one reviewed file
MAX_FILE_BYTES = 256 * 1024

VOWELS = frozenset("AEIOU")


class KidsListError(ValueError):
    """A reviewed input file that cannot be used, with the file and line."""


@dataclass(frozen=True)
class Stem:
    letters: str  # upper case
    whole_word: bool  # True: only the word and its inflections, not inside other words


def read_entries(path: Path) -> list[tuple[int, str]]:
    """(line number, entry) for each whitespace-separated entry; ``#`` starts a comment line.

    Raises:
        KidsListError: a file too big, an entry too long, or too many entries.
    """
    try:
        data = read_limited(path, MAX_FILE_BYTES)
    except InputError as exc:
        raise KidsListError(f"{path.name} {exc.reason}") from None
    out: list[tuple[int, str]] = []
    for number, line in enumerate(data.decode("utf-8").splitlines(), 1):
        if line.strip().startswith("#"):
            continue
        for entry in line.split():
            if len(entry) > MAX_ENTRY + 1:
                raise KidsListError(f"{path.name} line {number}: {entry[:20]!r}... is too long")
            out.append((number, entry))
    if len(out) > MAX_ENTRIES:
        raise KidsListError(f"{path.name} has over {MAX_ENTRIES} entries")
    return out


def parse_stems(entries: Iterable[tuple[int, str]], source: str = "stems") -> list[Stem]:
    """Stems from ``fuck`` / ``=ass`` entries.

    Raises:
        KidsListError: an entry that is not letters (after an optional ``=``).
    """
    stems = []
    for number, entry in entries:
        whole = entry.startswith("=")
        letters = entry[1:] if whole else entry
        if not (letters.isascii() and letters.isalpha()):
            raise KidsListError(f"{source} line {number}: {entry!r} is not a stem (letters, or = and letters)")
        stems.append(Stem(letters.upper(), whole))
    return stems


def parse_words(entries: Iterable[tuple[int, str]], source: str = "allowlist") -> list[str]:
    """Innocent words from the allowlist entries.

    Raises:
        KidsListError: an entry that is not letters.
    """
    words = []
    for number, entry in entries:
        if not (entry.isascii() and entry.isalpha()):
            raise KidsListError(f"{source} line {number}: {entry!r} is not a word (letters only)")
        words.append(entry.upper())
    return words


def inflections(stem: str) -> dict[str, int]:
    """The regular inflections of ``stem`` (itself included), each with how many of its
    leading letters come from the stem (RAPING keeps 3 of RAPE).

    Plurals and verb forms (-S, -ES, -ED, -ING, -INGS), doer and comparative
    forms (-ER, -ERS, -EST; -ILY, -INESS after Y), with a final E dropped, a
    final Y turned to I and a final consonant doubled (FAGGED) as English
    spells them.
    """
    n = len(stem)
    forms = {stem: n}
    for suffix in ("S", "ES", "ED", "ING", "INGS", "ER", "ERS", "EST"):
        forms.setdefault(stem + suffix, n)
    if stem.endswith("E"):
        for suffix in ("D", "R", "RS", "ST"):
            forms.setdefault(stem + suffix, n)
        forms.setdefault(stem[:-1] + "ING", n - 1)
        forms.setdefault(stem[:-1] + "INGS", n - 1)
    if stem.endswith("Y") and n > 1 and stem[-2] not in VOWELS:
        for suffix in ("IES", "IED", "IER", "IERS", "IEST", "ILY", "INESS", "INESSES"):
            forms.setdefault(stem[:-1] + suffix, n - 1)
    if n >= 3 and stem[-1] not in VOWELS | {"W", "X", "Y"} and stem[-2] in VOWELS and stem[-3] not in VOWELS:
        for suffix in ("ED", "ING", "INGS", "ER", "ERS"):
            forms.setdefault(stem + stem[-1] + suffix, n)
    return forms


def _occurrences(word: str, letters: str) -> list[tuple[int, int]]:
    spans = []
    start = word.find(letters)
    while start >= 0:
        spans.append((start, start + len(letters)))
        start = word.find(letters, start + 1)
    return spans


class KidsFilter:
    """Decides, word by word, whether the kid-safe list keeps it."""

    def __init__(self, stems: Iterable[Stem], innocent: Iterable[str]) -> None:
        stems = list(stems)
        self.inside = sorted({s.letters for s in stems if not s.whole_word})
        # one scan finds the few words holding any stem; only those are searched stem by stem
        self._any_inside = re.compile("|".join(map(re.escape, self.inside))) if self.inside else None
        # every inflection of a whole-word stem, with the stem's span in it
        self.whole: dict[str, int] = {}
        for stem in stems:
            if stem.whole_word:
                for form, kept in inflections(stem.letters).items():
                    self.whole[form] = max(self.whole.get(form, 0), kept)
        self.innocent = sorted(set(innocent))

    def rude_spans(self, word: str) -> list[tuple[int, int]]:
        """Where rude stems lie in ``word`` (upper case), before any masking."""
        spans: list[tuple[int, int]] = []
        if self._any_inside is not None and self._any_inside.search(word):
            spans = [span for letters in self.inside for span in _occurrences(word, letters)]
        if word in self.whole:
            spans.append((0, self.whole[word]))
        return spans

    def masked_by(self, word: str, span: tuple[int, int]) -> str | None:
        """The innocent word covering ``span`` of ``word``, if any."""
        for innocent in self.innocent:
            for start, end in _occurrences(word, innocent):
                if start <= span[0] and span[1] <= end:
                    return innocent
        return None

    def blocks(self, word: str) -> bool:
        word = word.upper()
        return any(self.masked_by(word, span) is None for span in self.rude_spans(word))

    def split(self, words: Iterable[str]) -> tuple[list[str], list[str]]:
        """(kept, blocked), each in the order given."""
        kept: list[str] = []
        blocked: list[str] = []
        for word in words:
            (blocked if self.blocks(word) else kept).append(word)
        return kept, blocked

    def unused_innocent(self, words: Iterable[str]) -> list[str]:
        """Innocent words that mask nothing in ``words``: dead entries to remove."""
        used: set[str] = set()
        for word in words:
            w = word.upper()
            for span in self.rude_spans(w):
                by = self.masked_by(w, span)
                if by is not None:
                    used.add(by)
        return [w for w in self.innocent if w not in used]


def load_filter(stems_path: Path, allow_path: Path) -> KidsFilter:
    """The filter from the two reviewed files.

    Raises:
        KidsListError: a file that cannot be used.
    """
    return KidsFilter(
        parse_stems(read_entries(stems_path), stems_path.name),
        parse_words(read_entries(allow_path), allow_path.name),
    )


@lru_cache(maxsize=1)
def shipped_filter() -> KidsFilter:
    """The filter from the reviewed files shipped in ``assets/``."""
    return load_filter(paths.ASSETS / "kids_stems.txt", paths.ASSETS / "kids_allowlist.txt")


def regular_inflection_pairs(words: Iterable[str]) -> list[tuple[str, str]]:
    """(word, inflected word) for every plural, verb form and comparative of a word in
    ``words`` that is itself in ``words``: the pairs that must share a verdict."""
    vocabulary = {w.upper() for w in words}
    pairs = []
    for word in sorted(vocabulary):
        for form in inflections(word):
            if form != word and form in vocabulary:
                pairs.append((word, form))
    return pairs


HEADER = (
    "# Kid-safe list: ENABLE (public domain) without rude words.\n"
    "# Built by scripts/build_kids_list.py from assets/kids_stems.txt and\n"
    "# assets/kids_allowlist.txt; do not edit by hand.\n"
)


def kids_list_text(enable_words: Iterable[str], kids_filter: KidsFilter) -> str:
    """The text of ``assets/kids.txt``: the header, then the kept words in lower case."""
    kept, _blocked = kids_filter.split(w.upper() for w in enable_words)
    return HEADER + "".join(w.lower() + "\n" for w in sorted(kept))
