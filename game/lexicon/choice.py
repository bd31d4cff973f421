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

from game.i18n import _, join_parts
from game.lexicon.dawg import Progress
from game.lexicon.lexicon import is_ready, load_lexicon, take_cache_notice
from game.lexicon.wordlist import WordListError
from game.words import error_text

BUILTIN = ("enable", "kids")


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
    name = Path(path).name if path else _("the file")
    if line is not None:
        # Translators: {file} is a word-list file's name, {reason} what is wrong on that line
        return _("{file} line {line}: {reason}").format(file=name, line=line, reason=reason)
    if reason.startswith(("is ", "holds ", "cannot ", "has ")):
        # Translators: {reason} completes the sentence about the file, e.g. "is empty"
        return _("{file} {reason}").format(file=name, reason=reason)
    return _("{file}: {reason}").format(file=name, reason=reason)


def fallback_notice_parts(detail: str, fallback: str, future: bool = False) -> tuple[str, str]:
    """The notice in its two parts, each worded on its own: what went wrong with the
    file, and what the game plays with instead (a page narrow at 800x600 shows
    them on two lines; :func:`fallback_notice` joins them as the language does).
    ``future`` for the menu, before the game starts."""
    # Translators: the first part of a notice; {detail} says what is wrong with the player's
    # word-list file. The second part (what the game plays with instead) follows it
    head = _("Your word list couldn't be used ({detail});").format(detail=detail)
    if fallback == "kids":
        # Translators: the second part of "Your word list couldn't be used (...);"
        tail = _("the game will use the kid-safe list.") if future else _("playing with the kid-safe list.")
    else:
        # Translators: the second part of "Your word list couldn't be used (...);"
        tail = _("the game will use the standard list.") if future else _("playing with the standard list.")
    return head, tail


def fallback_notice(detail: str, fallback: str, future: bool = False) -> str:
    """The sentence the players see; ``future`` for the menu, before the game starts."""
    return join_parts(fallback_notice_parts(detail, fallback, future))


def load_for_game(spec: str, fallback: str, progress: Progress | None = None) -> tuple[Any, str, str | None]:
    """Load ``spec``, or ``fallback`` if it cannot be used.

    Returns the lexicon, the spec actually loaded (for the saved rules) and the
    notice for the players, or None when ``spec`` itself loaded.  Only a
    failure of the fallback (a broken install) raises.  ``progress`` gets
    fractions 0..1 while a list compiles.
    """
    try:
        lexicon = load_lexicon(spec, progress)
    except WordListError as exc:
        detail = describe_problem(exc)
    except (OSError, UnicodeError, ValueError) as exc:  # a problem the reader did not put into words
        detail = _("{file}: {reason}").format(file=Path(spec).name, reason=error_text(exc))
    else:
        return lexicon, spec, take_cache_notice()
    if spec.strip().lower() == fallback:
        raise RuntimeError(
            _("the built-in {name} word list is missing or damaged ({detail})").format(
                name=fallback, detail=detail
            )
        )
    lexicon = load_lexicon(fallback, progress)
    notices = [fallback_notice(detail, fallback), take_cache_notice()]
    return lexicon, fallback, " ".join(n for n in notices if n)


def needs_compile(spec: str, fallback: str) -> bool:
    """Whether :func:`load_for_game` would compile a list (seconds) rather than load one."""
    try:
        return not is_ready(spec)
    except (WordListError, OSError, UnicodeError, ValueError):
        return not is_ready(fallback)  # the fallback is what would be loaded
