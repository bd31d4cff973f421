"""Which word list a game really plays with, and what to tell the players when
the chosen file cannot be used.

A word-list file picked in the menu or given with ``--lexicon`` may be
missing, unreadable, binary, empty or have a line that is not a word.  None of
that stops a game: it is played with the standard list (the kid-safe one when
the Kids rules were chosen) and the players are told why, naming the file and
the line.  Imports no pygame, so the engine process can use it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.lexicon.dawg import Progress
from game.lexicon.lexicon import is_ready, load_lexicon
from game.lexicon.wordlist import WordListError

BUILTIN = ("enable", "kids")
LIST_NAMES = {"enable": "standard", "kids": "kid-safe"}


def fallback_for(rules: Any) -> str:
    """The built-in list a game falls back to: kid-safe under the Kids rules, else ENABLE."""
    name = str(getattr(rules, "name", "")).strip().lower()
    return "kids" if name == "kids" or getattr(rules, "word_list", "") == "kids" else "enable"


def describe_problem(exc: BaseException) -> str:
    """``words.txt line 3: 'bad word here' has a space`` from a word-list error.

    Only the file's name is kept (a full path rarely fits on screen) and only the
    first clause of the reason (the rest restates the format).
    """
    path = getattr(exc, "path", None)
    reason = str(getattr(exc, "reason", "") or exc).split(";")[0].strip()
    line = getattr(exc, "line", None)
    name = Path(path).name if path else "the file"
    if line is not None:
        return f"{name} line {line}: {reason}"
    if reason.startswith(("is ", "holds ", "cannot ", "has ")):
        return f"{name} {reason}"
    return f"{name}: {reason}"


def fallback_notice(detail: str, fallback: str, future: bool = False) -> str:
    """The sentence the players see; ``future`` for the menu, before the game starts."""
    playing = "the game will use" if future else "playing with"
    return f"Your word list couldn't be used ({detail}); {playing} the {LIST_NAMES.get(fallback, 'standard')} list."


def load_for_game(spec: str, fallback: str, progress: Progress | None = None) -> tuple[Any, str, str | None]:
    """Load ``spec``, or ``fallback`` if it cannot be used.

    Returns the lexicon, the spec actually loaded (for the saved rules) and the
    notice for the players, or None when ``spec`` itself loaded.  Only a
    failure of the fallback (a broken install) raises.  ``progress`` gets
    fractions 0..1 while a list compiles.
    """
    try:
        return load_lexicon(spec, progress), spec, None
    except WordListError as exc:
        detail = describe_problem(exc)
    except (OSError, UnicodeError, ValueError) as exc:  # a problem the reader did not put into words
        detail = f"{Path(spec).name}: {exc}"
    if spec.strip().lower() == fallback:
        raise RuntimeError(f"the built-in {fallback} word list is missing or damaged ({detail})")
    return load_lexicon(fallback, progress), fallback, fallback_notice(detail, fallback)


def needs_compile(spec: str, fallback: str) -> bool:
    """Whether :func:`load_for_game` would compile a list (seconds) rather than load one."""
    try:
        return not is_ready(spec)
    except (WordListError, OSError, UnicodeError, ValueError):
        return not is_ready(fallback)  # the fallback is what would be loaded
