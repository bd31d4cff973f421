"""Reading word-list files (FORMATS.md "Word lists").

Plain text, one word per line, case-insensitive; blank lines and lines that
start with ``#`` are ignored.  A word is letters A-Z only: names with hyphens
or apostrophes are not words in this game (docs/rules.md "Words").
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path


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
    """The raw file, with a readable error for a missing or unreadable file."""
    p = Path(path)
    try:
        if p.is_dir():
            raise WordListError("is a folder, not a word-list file", path)
        return p.read_bytes()
    except FileNotFoundError:
        raise WordListError("no such file", path) from None
    except PermissionError:
        raise WordListError("cannot be read (permission denied)", path) from None
    except OSError as exc:
        raise WordListError(f"cannot be read ({exc.strerror or exc})", path) from None


def parse_words(data: bytes, path: str | os.PathLike[str] | None = None) -> list[str]:
    """The distinct words of a word-list file, upper case, sorted.

    Raises:
        WordListError: text that is not UTF-8, a line that is not a word, or no words.
    """
    if b"\0" in data[:4096]:
        raise WordListError("is not a text file (it holds binary data)", path)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise WordListError("is not UTF-8 text", path, line) from None
    words: set[str] = set()
    for number, raw in enumerate(text.splitlines(), start=1):
        word = raw.strip()
        if not word or word.startswith("#"):
            continue
        if not (word.isascii() and word.isalpha()):
            bad = next(ch for ch in word if not (ch.isascii() and ch.isalpha()))
            kind = "a space" if bad.isspace() else repr(bad)
            raise WordListError(
                f"{word[:40]!r} has {kind}; a word is letters A-Z only, one word a line",
                path,
                number,
            )
        words.add(word.upper())
    if not words:
        raise WordListError("holds no words", path)
    return sorted(words)


def content_hash(data: bytes) -> str:
    """Key of a word list in the compiled cache: the same words give the same key."""
    return hashlib.sha256(data).hexdigest()
