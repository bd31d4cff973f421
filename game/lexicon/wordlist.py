"""Reading word-list files (FORMATS.md "Word lists").

Plain text, one word per line, case-insensitive; blank lines and lines that
start with ``#`` are ignored.  A word is letters A-Z only: names with hyphens
or apostrophes are not words in this game (docs/rules.md "Words").
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterator

from game.i18n import _
from game.limits import (
    WORD_LETTERS,
    WORD_LIST_BYTES,
    WORD_LIST_LINE_CHARS,
    WORD_LIST_WORDS,
    InputError,
    read_limited,
)


class WordListError(ValueError):
    """A word-list file that cannot be used. ``line`` is set when one line is at fault."""

    def __init__(self, message: str, path: str | os.PathLike[str] | None = None,
                 line: int | None = None) -> None:
        self.path = str(path) if path is not None else None
        self.line = line
        self.reason = message
        where = self.path or "word list"
        if line is not None:
            where += f", line {line}"
        super().__init__(f"{where}: {message}")


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The raw file, read no further than :data:`game.limits.WORD_LIST_BYTES`.

    Raises:
        WordListError: the file is missing, unreadable, a folder or a device, or too big.
    """
    try:
        return read_limited(path, WORD_LIST_BYTES)
    except InputError as exc:
        raise WordListError(exc.reason, path) from None


def parse_words(data: bytes, path: str | os.PathLike[str] | None = None) -> list[str]:
    """The distinct words of a word-list file, upper case, sorted.

    Words longer than :data:`game.limits.WORD_LETTERS` are left out: no board
    is wide enough to play them.

    Raises:
        WordListError: text that is not UTF-8, a line that is not a word or is
            longer than :data:`game.limits.WORD_LIST_LINE_CHARS`, more words than
            :data:`game.limits.WORD_LIST_WORDS`, or no words.
    """
    if b"\0" in data[:4096]:
        raise WordListError(_("is not a text file (it holds binary data)"), path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise WordListError(_("is not UTF-8 text"), path, line) from None
    # A file in order (as the lists shipped are) fills a list as it is read;
    # the set, and the sort, are only for a file that is not.  The set of a
    # whole list would take most of the compile's memory at this stage.
    ordered: list[str] = []
    seen: set[str] | None = None
    last = ""
    for number, raw in enumerate(_lines(text), start=1):
        if len(raw) > WORD_LIST_LINE_CHARS:
            raise WordListError(
                _("is longer than {cap} characters; a word list has one word a line").format(
                    cap=WORD_LIST_LINE_CHARS
                ),
                path,
                number,
            )
        word = raw.strip()
        if not word or word.startswith("#"):
            continue
        if not (word.isascii() and word.isalpha()):
            bad = next(ch for ch in word if not (ch.isascii() and ch.isalpha()))
            kind = _("a space") if bad.isspace() else repr(bad)
            raise WordListError(
                _("{word} has {kind}; a word is letters A-Z only, one word a line").format(
                    word=repr(word[:40]), kind=kind
                ),
                path,
                number,
            )
        if len(word) <= WORD_LETTERS:
            word = word.upper()
            if seen is None and word > last:
                ordered.append(word)
                last = word
                distinct = len(ordered)
            else:
                if seen is None:  # out of order, or said again: from here on, a set
                    seen = set(ordered)
                    ordered = []
                seen.add(word)
                distinct = len(seen)
            if distinct > WORD_LIST_WORDS:
                raise WordListError(
                    _("holds more than {cap} words").format(cap=f"{WORD_LIST_WORDS:,}"), path
                )
    words = ordered if seen is None else sorted(seen)
    if not words:
        raise WordListError(_("holds no words"), path)
    return words


# Lines are split a piece of the text at a time: a list of every line of a
# list like ENABLE would take several times the text.
_PIECE_CHARS = 1 << 16


def _lines(text: str) -> Iterator[str]:
    """The lines of ``text``, just as ``text.splitlines()`` gives them.

    Each piece ends just after a newline, which always ends a line (a
    carriage return before it stays with it), so no line is cut in two.
    """
    start = 0
    while start < len(text):
        end = text.find("\n", start + _PIECE_CHARS)
        end = len(text) if end < 0 else end + 1
        yield from text[start:end].splitlines()
        start = end


def content_hash(data: bytes) -> str:
    """Key of a word list in the compiled cache: the same words give the same key."""
    return hashlib.sha256(data).hexdigest()
