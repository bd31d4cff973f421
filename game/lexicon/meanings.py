"""What a word means: the first fitting sense of its base form, from the meanings
file the game ships (``assets/meanings.tsv.gz``, built from WordNet 3.0 by
``scripts/build_meanings.py``; its notice is in ``assets/LICENSES.md``).

The file is read on first use only (:func:`shipped_book`), never at start-up.
It holds two kinds of line, tab-separated, lower case:

- ``=<base>:<parts>\\t<sense>\\t<sense>...``: a base form and its senses, most
  common first; ``<parts>`` has one letter a sense, its part of speech as WordNet
  writes it (``n`` noun, ``v`` verb, ``a`` adjective, ``r`` adverb).  Without
  ``:<parts>`` a sense may serve any inflection;
- ``<form>\\t<base>\\t<relation>``: a word that is an inflection of a base
  form, and how (one of :data:`RELATIONS`); written ``!<form>...`` when the
  word is read as that inflection although WordNet also has it as a word of
  its own, whose senses the file may keep for the words made from it (FOUND
  is the past of find, while FOUNDED is the past of found).

A word is looked up as a marked inflection first, then as itself (a base form
of its own: MEANING is not "-ing form of mean"), then as an inflection, whose
meaning is a sense of the part of speech the relation belongs to (RAN: a
verb's, not a run in baseball).  How the build chooses is in
``game/lexicon/meanings_build.py``.  The book hands out facts; the window
words the relation (``plural of cat``) in the player's language.  The senses
are English, as the word lists are.
"""

from __future__ import annotations

import gzip
import io
import re
import threading
import zlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from game import paths
from game.i18n import _
from game.lexicon.child_senses import (
    CHILD_SENSES_FILE,
    SHORT_WORD_SENSES_FILE,
    ChildSenses,
    SensesError,
    read_child_senses,
    read_short_word_senses,
)
from game.limits import InputError, read_limited

#: how an inflected word relates to its base form (the window words each)
RELATIONS = ("plural", "third_person", "past", "ing", "comparative", "superlative")
#: the shipped file
MEANINGS_FILE = "meanings.tsv.gz"
#: caps on the file as read: its compressed size, its text, a line, senses a base
MEANINGS_BYTES = 8 * 1024 * 1024
MEANINGS_TEXT_BYTES = 64 * 1024 * 1024
LINE_CHARS = 4000
SENSES_PER_BASE = 32
WORD_CHARS = 40

#: phrases of a meaning that name a person's sex as a school book would: the
#: kid-safe filter, made for single words, would otherwise refuse "a young
#: person of either sex" (the first sense of KID and CHILD)
_INNOCENT = re.compile(r"\b(?:of either sex|the opposite sex|regardless of sex|the (?:fe)?male sex)\b",
                       re.IGNORECASE)
_TOKEN = re.compile(r"[A-Za-z]+")
#: words of a gloss that the kid-safe filter, made for words on a board, would refuse
#: although a gloss uses them innocently: FEATHER's "horny" is "made of horn"
_INNOCENT_TOKENS = frozenset({"horny"})
#: a sense whose text carries a term of abuse, sex, drugs, drink or violence aimed at
#: people is no child's sense (TACO's slur, KISSING's foreplay, BRAVO's murderer,
#: SMASHED's "very drunk", BUNNY's nightclub), whatever the kid-safe filter says of
#: each word of it
_UNFIT_FOR_CHILDREN = re.compile(
    r"\b(?:slurs?|offensive|derogatory|disparaging|vulgar|obscene|foreplay|genitals?|genitalia|"
    r"narcotics?|street names?|terrorists?|terrorism|murderers?|drunk(?:en|ard)?|nightclubs?|"
    r"despicable|contemptible|sexual(?:ly)?|intercourse|prostitutes?|brothel|pornograph\w*|"
    r"slang term for|insulting|racist|lewd)\b",
    re.IGNORECASE)
#: the parts of speech whose senses an inflection's meaning may be
RELATION_PARTS = {"plural": "n", "third_person": "v", "past": "v", "ing": "v",
                  "comparative": "ar", "superlative": "ar"}
_PART_LETTERS = frozenset("nvar")
#: the two readings of a word in -s: a noun's plural and a verb's third person
_S_FORMS = {"plural": "third_person", "third_person": "plural"}


class MeaningsError(ValueError):
    """The meanings file cannot be used (missing, too large, or not in its format)."""


@dataclass(frozen=True)
class Meaning:
    """What the book knows of one word.

    Attributes:
        word: the word asked about, upper case as on the board.
        base: its base form, lower case (``cat`` for CATS; the word itself
            when it is a base form).
        relation: None when the word is its own base form; else one of
            :data:`RELATIONS`.
        meaning: the sense shown, English; None when the book has none (or,
            for a child, none fit for children).
    """

    word: str
    base: str
    relation: str | None
    meaning: str | None


class MeaningBook:
    """Base forms with their senses, and the inflections that lead to them.

    ``parts`` gives, for a base form, one part-of-speech letter a sense (see the
    module's docstring); a base form without it has senses any inflection may use.
    ``preferred`` names the inflections read as such although they are base
    forms too (the file's ``!`` lines).

    The shipped book holds some 54,000 base forms and 50,000 inflections, kept
    compact: a base form's part letters and senses as one string, split when
    asked for, and an inflection's base and relation as one string too
    (``cat\t0``).  Kept as tuples of strings they took half as much memory again.
    """

    def __init__(self, senses: Mapping[str, Sequence[str]], forms: Mapping[str, tuple[str, str]],
                 parts: Mapping[str, str] | None = None, preferred: Iterable[str] = (),
                 child: ChildSenses | None = None, short: Mapping[str, str | None] | None = None) -> None:
        #: the senses a reader chose for children, and the short words' own meanings
        self.child = child if child is not None else ChildSenses()
        self.short: dict[str, str | None] = dict(short or {})
        self._senses: dict[str, str] = {}  # base -> "<parts>\t<sense>\t<sense>..."
        for base, texts in senses.items():
            self._add_base(base.lower(), "\t".join(texts), (parts or {}).get(base, ""))
        self._forms: dict[str, str] = {}  # form -> "<base>\t<index in RELATIONS>"
        self._preferred: set[str] = set()  # inflections read before the word's own senses
        for form, (base, relation) in forms.items():
            self._add_form(form.lower(), base.lower(), relation)
        for form in preferred:
            self._prefer(form.lower())

    def _add_base(self, base: str, joined: str, parts: str) -> None:
        if parts and (len(parts) != joined.count("\t") + 1 or not set(parts) <= _PART_LETTERS):
            raise MeaningsError(f"{base}: {parts!r} does not give a part of speech for each of "
                                f"{joined.count(chr(9)) + 1} senses")
        self._senses[base] = parts + "\t" + joined

    def _add_form(self, form: str, base: str, relation: str) -> None:
        if relation not in RELATIONS:
            raise MeaningsError(f"{form}: {relation!r} is not a relation the game knows")
        self._forms[form] = f"{base}\t{RELATIONS.index(relation)}"

    def _prefer(self, form: str) -> None:
        if form not in self._forms:
            raise MeaningsError(f"{form}: preferred as an inflection, but the book has it as none")
        self._preferred.add(form)

    def __len__(self) -> int:
        return len(self._senses)

    def base_of(self, word: str) -> tuple[str, str | None] | None:
        """``(base, relation)`` for a word the book knows (relation None: a base form itself)."""
        lower = word.lower()
        if lower in self._senses and lower not in self._preferred:
            return lower, None
        entry = self._forms.get(lower)
        if entry is None:
            return None
        base, _tab, index = entry.partition("\t")
        return base, RELATIONS[int(index)]

    def parted_senses(self, base: str) -> tuple[tuple[str, str], ...]:
        """A base form's senses with their parts of speech, ``(part, sense)``, as the file keeps them."""
        entry = self._senses.get(base.lower())
        if entry is None:
            return ()
        parts, *texts = entry.split("\t")
        return tuple(zip(parts or "?" * len(texts), texts))

    def senses(self, base: str, relation: str | None = None) -> tuple[str, ...]:
        """A base form's senses, most common first; with a relation, only those of its
        part of speech (a plural's are a noun's)."""
        entry = self._senses.get(base.lower())
        if entry is None:
            return ()
        parts, *texts = entry.split("\t")
        if relation is None or not parts:
            return tuple(texts)
        wanted = RELATION_PARTS.get(relation, "")
        return tuple(text for text, part in zip(texts, parts) if part in wanted)

    def lookup(self, word: str, for_children: bool = False,
               blocks: Callable[[str], bool] | None = None) -> Meaning:
        """What ``word`` means, as every screen and ``define`` show it: the one place that
        decides what a card says, and what a child sees (docs/rules.md, "Word meanings").

        In this order: for a child, the sense a reader chose (``assets/child_senses.tsv``:
        of the word itself, else of its base form in the inflection's part of speech; a
        meaning written for children, or no card on purpose); at every table, a short
        word's own meaning (``assets/short_word_senses.tsv``); then the base form's first
        sense of the right part of speech, for a child the first whose text carries no
        term unfit for children and no word ``blocks`` (the kid-safe filter) says no to.

        The caller decides first whether the word is in the list being played (a word
        that is not has no meaning shown at all).  WordNet's typewriter quotes (a backtick
        opening, ``(usually followed by `to')``) are given as plain ones (:func:`plain_quotes`), whichever file the sense came from.
        """
        found = self._lookup(word, for_children, blocks)
        if found.meaning is None or "`" not in found.meaning:
            return found
        return replace(found, meaning=plain_quotes(found.meaning))

    def _lookup(self, word: str, for_children: bool, blocks: Callable[[str], bool] | None) -> Meaning:
        word = word.strip()[:WORD_CHARS]
        lower = word.lower()
        if for_children:
            own = self.child.own(lower)
            if own is not None:
                return Meaning(word.upper(), lower, None, own[1])
        if lower in self.short:
            return Meaning(word.upper(), lower, None, self.short[lower])
        found = self.base_of(word)
        if found is None:
            return Meaning(word.upper(), lower, None, None)
        base, relation = found
        if for_children:
            if relation is not None and lower != base:
                form_sense = self._child_form_choice(lower, base)
                if form_sense is not None:
                    return Meaning(word.upper(), base, relation, form_sense)
            if relation in _S_FORMS:
                relation = self._child_s_form(base, relation)
            chosen = self._child_choice(base, relation)
            if chosen is not None:
                return Meaning(word.upper(), base, relation, chosen[1])
        senses = self.senses(base, relation)
        if for_children:
            check = blocks if blocks is not None else _kids_blocks
            senses = tuple(s for s in senses if fit_for_children(s, check))
        return Meaning(word.upper(), base, relation, senses[0] if senses else None)

    def _child_form_choice(self, form: str, base: str) -> str | None:
        """The sense a reader chose for the inflection ``form`` itself (its base's written
        meaning for ``=``), or None when nobody read the form apart from its base."""
        base_entry = self.child.entry(base)
        chosen = self.child.entry(form)
        if not chosen or not base_entry or base_entry[0][0] != "w":
            return None  # only an inflection of a written word is read on its own (FOUND, a base
            # of its own for FOUNDED, is still the past of FIND)
        part, text = chosen[0]
        if part == "=":
            return base_entry[0][1]
        return text if part in _PART_LETTERS else None

    def _child_s_form(self, base: str, relation: str) -> str:
        """How a child reads a word in -s whose base a reader chose senses for: as the
        plural when the reader's main sense is a noun's (BATS, DUCKS: WordNet's texts
        meet BAT and DUCK as verbs more often), as the third person when it is a verb's
        (RUNS), else as the book reads it."""
        chosen = self.child.entry(base)
        if not chosen:
            return relation
        main = chosen[0][0]
        if main == "n":
            return "plural"
        if main == "v":
            return "third_person"
        return relation

    def _child_choice(self, base: str, relation: str | None) -> tuple[str, str | None] | None:
        """``(part, sense)`` a reader chose for ``base`` as ``relation`` shows it (sense None:
        no card), or None when nobody read it for that part of speech."""
        chosen = self.child.entry(base)
        if not chosen:
            return None
        part, text = chosen[0]
        if part == "-":
            return part, None
        if part == "w":  # written for the word itself (HE), not for its forms (HES)
            return (part, text) if relation is None else None
        if relation is None:
            return part, text
        wanted = RELATION_PARTS.get(relation, "")
        for part, text in chosen:
            if part in wanted:
                return part, text
        return None


def plain_quotes(text: str) -> str:
    """``text`` with WordNet's typewriter quotes (a backtick opening, an apostrophe
    closing) as the plain ones every other sense uses (``'to'``): a card should not
    show a backtick."""
    return text.replace("`", "'")


def fit_for_children(sense: str, blocks: Callable[[str], bool]) -> bool:
    """Whether a sense's text may be shown to a child by the rules (a sense a reader chose
    is shown without them): no term of abuse, sex, drugs, drink or violence aimed at
    people, and no word the kid-safe filter ``blocks``."""
    if _UNFIT_FOR_CHILDREN.search(sense):
        return False
    tokens = _TOKEN.findall(_INNOCENT.sub(" ", sense))
    return not any(blocks(t) for t in tokens if t.lower() not in _INNOCENT_TOKENS)


def _kids_blocks(word: str) -> bool:
    from game.lexicon.kidsfilter import shipped_filter

    return shipped_filter().blocks(word)


def parse_book(lines: Iterable[str], source: str = MEANINGS_FILE) -> MeaningBook:
    """A book from the file's lines (format in the module's docstring).

    Raises:
        MeaningsError: naming the line that is not in the format.
    """
    book = MeaningBook({}, {})
    for number, line in enumerate(lines, 1):
        line = line.rstrip("\n")
        if not line:
            continue
        if len(line) > LINE_CHARS:
            raise MeaningsError(f"{source} line {number} is longer than {LINE_CHARS} characters")
        head, tab, rest = line.partition("\t")
        if head.startswith("="):
            base, _colon, parts = head[1:].partition(":")
            senses = rest.count("\t") + 1
            if not base or len(base) > WORD_CHARS or not tab or senses > SENSES_PER_BASE:
                raise MeaningsError(f"{source} line {number}: a base form needs 1 to {SENSES_PER_BASE} senses")
            try:
                book._add_base(base, rest, parts)
            except MeaningsError as exc:
                raise MeaningsError(f"{source} line {number}: {exc}") from None
            continue
        fields = line.split("\t")
        preferred = fields[0].startswith("!")
        form = fields[0][1:] if preferred else fields[0]
        if len(fields) == 3 and form and len(form) <= WORD_CHARS and fields[2] in RELATIONS:
            book._add_form(form, fields[1], fields[2])
            if preferred:
                book._preferred.add(form)
        else:
            raise MeaningsError(f"{source} line {number} is neither a base form nor an inflection")
    return book


def read_book(path: Path) -> MeaningBook:
    """The book in a gzip file at ``path``, with caps on its size.

    Raises:
        MeaningsError: for a file that cannot be read or is not in the format.
    """
    try:
        raw = read_limited(path, MEANINGS_BYTES)
    except InputError as exc:
        raise MeaningsError(f"{path.name}: {exc.reason}") from None
    if not raw:
        raise MeaningsError(_("{file} is empty").format(file=path.name))
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(raw)) as packed, \
                io.TextIOWrapper(packed, encoding="utf-8", newline="\n") as text:
            book = parse_book(_capped_lines(text, path.name), path.name)
    except (OSError, EOFError, UnicodeDecodeError, zlib.error) as exc:  # zlib: a damaged stream
        raise MeaningsError(f"{path.name} is not a meanings file ({exc})") from None
    if not len(book):
        raise MeaningsError(_("{file} holds no meanings").format(file=path.name))
    return book


def _capped_lines(text: io.TextIOWrapper, source: str) -> Iterator[str]:
    """The lines of ``text`` as it unpacks, a megabyte at a time, never more than
    :data:`MEANINGS_TEXT_BYTES` in all: the whole text is never held at once (it
    would take as much memory again as the book)."""
    total = 0
    pending = ""
    while True:
        chunk = text.read(1 << 20)
        if not chunk:
            break
        total += len(chunk)
        if total > MEANINGS_TEXT_BYTES:
            raise MeaningsError(f"{source} unpacks to more than {MEANINGS_TEXT_BYTES} characters")
        lines = (pending + chunk).split("\n")
        pending = lines.pop()
        if len(pending) > LINE_CHARS:  # parse_book refuses the line; it is not read on
            yield pending
            return
        yield from lines
    if pending:
        yield pending


_shipped: MeaningBook | None = None
_shipped_lock = threading.Lock()


def shipped_book() -> MeaningBook:
    """The shipped book, read on first use (seconds of work is never done at start-up).

    Raises:
        MeaningsError: when the shipped file is missing or damaged (a broken install).
    """
    global _shipped
    with _shipped_lock:
        if _shipped is None:
            book = read_book(paths.ASSETS / MEANINGS_FILE)
            try:
                book.child = read_child_senses(paths.ASSETS / CHILD_SENSES_FILE)
                book.short = read_short_word_senses(paths.ASSETS / SHORT_WORD_SENSES_FILE)
            except SensesError as exc:
                raise MeaningsError(str(exc)) from None
            _shipped = book
        return _shipped
