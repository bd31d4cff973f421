"""``python main.py define WORD [--lexicon kids|enable|PATH]``: what a word means.

Prints one JSON object: ``{"word": "CATS", "base": "cat", "relation": "plural",
"meaning": "..."}`` for a word of the list (``relation`` null for a base form,
``meaning`` null when the meanings file has none), or ``{"word": "...",
"in_list": false}`` for a word the list does not hold, which has no meaning
shown at all (docs/rules.md, "Word meanings").  With ``--lexicon kids`` the
meaning is the first sense no word of which the kid-safe filter blocks, as a
child's card shows it.  The meanings are English, as the lists are.

Exit status 0 for an answer; 2 for a bad word or command line or a word list
that cannot be used (one line on standard error); 1 when the meanings file
itself is missing, empty or damaged (one line too).  Imports nothing from pygame.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from game.cli import arguments
from game.i18n import _
from game.limits import WORD_LETTERS
from game.words import error_text

PROG = "define"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        print(f"{PROG}: {message}", file=sys.stderr)  # one line: no usage block
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="python main.py define",
        description=_("Say what a word means, from the meanings file the game ships (English)."),
    )
    p.add_argument("word", type=arguments.name, metavar="WORD", help=_("the word, letters A to Z"))
    p.add_argument("--lexicon", type=arguments.path_text, metavar="kids|enable|PATH",
                   help=_("the word list: a built-in name or a word-list file (default: enable)"))
    return p


def word_refused(text: str) -> str | None:
    """Why ``text`` is not a word that can be looked up, or None."""
    word = text.strip()
    if not word:
        return _("no word given: give one of letters A to Z")
    if len(word) > WORD_LETTERS:
        return _("a word has at most {cap} letters").format(cap=WORD_LETTERS)
    if not (word.isascii() and word.isalpha()):
        return _("{word} is not a word: letters A to Z only").format(word=json.dumps(word, ensure_ascii=False))
    return None


def definition(word: str, in_list: bool, for_children: bool) -> dict[str, Any]:
    """The answer for ``word`` (letters), as the command prints it.

    Raises:
        MeaningsError: the shipped meanings file is missing or damaged.
    """
    if not in_list:
        return {"word": word.upper(), "in_list": False}
    from game.lexicon.meanings import shipped_book

    found = shipped_book().lookup(word, for_children=for_children)
    return {"word": found.word, "base": found.base, "relation": found.relation, "meaning": found.meaning}


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    except SystemExit as exc:  # --help, or the one line of a bad command line
        return exc.code if isinstance(exc.code, int) else 2
    refused = word_refused(args.word)
    if refused is not None:
        print(f"{PROG}: {refused}", file=sys.stderr)
        return 2
    word = args.word.strip().upper()
    from game.cli.word_list import load_word_list
    from game.lexicon.meanings import MeaningsError

    try:
        lexicon = load_word_list(args.lexicon, PROG)
    except ValueError as exc:
        print(f"{PROG}: {error_text(exc)}", file=sys.stderr)
        return 2
    try:
        answer = definition(word, lexicon.contains(word), args.lexicon == "kids")
    except MeaningsError as exc:
        print(_("{prog}: the meanings file cannot be used ({reason})").format(prog=PROG, reason=exc),
              file=sys.stderr)
        return 1
    print(json.dumps(answer, ensure_ascii=False))
    return 0
