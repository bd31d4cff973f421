"""``python main.py check --cgp "CGP" --play "8H WORD" [--lexicon kids|enable|PATH]``,
or ``--variant upwords --position FILE.json --play '[[4,3,"C"],[4,4,"A"],[4,5,"T"]]'``.

Judges one play in a position and prints one JSON object:
``{"legal": true, "words": ["WORD", ...], "score": N}`` (the main word first)
or ``{"legal": false, "reason": "..."}``.  The play is read in either order,
``8H WORD`` or ``WORD 8H`` (docs/rules.md, "Notation").  The tiles must come
from ``--rack``, else from the CGP's rack of the player to move; with neither,
the rack is not checked.  Exit status 0 for a verdict, 2 for a bad command
line, position or word list.

``--variant`` picks the game the position belongs to: classic plays are judged
by :data:`CHECKERS`, Upwords plays (a JSON position file and a JSON list of
tiles) by :mod:`game.cli.upwords.check`.  Imports nothing from pygame.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from game.cli import arguments
from game.i18n import _
from game.limits import RULE_TOGGLE_OPTIONS
from game.rules.errors import FormatError, RulesError
from game.rules.validation import WordList
from game.words import error_text

MAX_ARGUMENT = 4096  # characters: a CGP line is well under 400


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"check: {message}", file=sys.stderr)
        raise SystemExit(2)


def check_classic(cgp: str, play_text: str, rack: str | None, lexicon: WordList) -> dict[str, Any]:
    """The verdict on a play in a 15x15 position.

    Raises:
        FormatError: for a position that is not CGP, or holds more of a tile than the set.
    """
    from game.rules.cgp import check_tiles, parse_cgp
    from game.rules.move import split_play_text
    from game.rules.notation import parse_play
    from game.rules.scoring import score_play
    from game.rules.tiles import normalise_rack
    from game.rules.validation import check_play

    position = parse_cgp(cgp)
    try:
        given = normalise_rack(rack) if rack is not None else None
    except ValueError:
        given = None  # a rack that is not tiles: the verdict says so below
    check_tiles(position, given)
    try:
        play = parse_play(position.board, *split_play_text(play_text))
        held = normalise_rack(rack if rack is not None else position.rack) or play.rack_tiles
        words = check_play(position.board, held, play, lexicon)
    except (RulesError, ValueError) as exc:
        return {"legal": False, "reason": clipped_reason(error_text(exc), play_text)}
    return {
        "legal": True,
        "words": [w.word.upper() for w in words],
        "score": score_play(position.board, play).total,
    }


#: characters of the play a reason may repeat; a longer word or play is cut to this
ECHO_CHARS = 40


def clipped_reason(reason: str, play_text: str) -> str:
    """``reason`` with every long piece of ``play_text`` it repeats cut short, so a
    play of thousands of letters is not echoed back whole."""
    pieces = sorted({play_text.strip(), *play_text.split()}, key=len)
    for piece in pieces:
        if len(piece) > ECHO_CHARS:
            reason = reason.replace(piece, piece[: ECHO_CHARS - 3] + "...")
    return reason


#: How each variant judges a play: ``(cgp, play, rack, lexicon) -> verdict``.
CHECKERS: dict[str, Callable[[str, str, str | None, WordList], dict[str, Any]]] = {
    "classic": check_classic,
}


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python main.py check", description=_("Judge one play in a position."))
    p.add_argument("--cgp", help=_("classic: the position, as one CGP line (quote it)"))
    p.add_argument("--position", type=arguments.path_text, metavar="FILE.json",
                   help=_("upwords: the position file"))
    p.add_argument("--play", required=True,
                   help=_('classic: "8H WORD" or "WORD 8H"; upwords: [[row, col, "L"], ...]'))
    p.add_argument("--rack", type=arguments.name,
                   help=_("the tiles the player holds (default: the CGP's first rack)"))
    p.add_argument(
        "--lexicon", type=arguments.path_text, default="enable", metavar="kids|enable|PATH",
        help=_("the word list: a built-in name or a word-list file (default: enable)"),
    )  # fmt: skip
    p.add_argument("--variant", type=arguments.name, choices=[*sorted(CHECKERS), "upwords"], default="classic",
                   help=_("the game the position belongs to (default: classic)"))
    p.add_argument(
        "--rules", type=arguments.name, action="append", default=[], metavar="NAME=on|off",
        help=_("upwords: a rule toggle, e.g. plurals=off"),
    )
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    for name in ("cgp", "play", "rack", "lexicon", "position"):
        value = getattr(args, name)
        if value is not None and len(value) > MAX_ARGUMENT:
            message = _("--{option} is longer than {n} characters").format(option=name, n=MAX_ARGUMENT)
            print(f"check: {message}", file=sys.stderr)
            return 2
    if len(args.rules) > RULE_TOGGLE_OPTIONS:
        print("check: " + _("--rules is given {count} times; at most {cap}").format(
            count=len(args.rules), cap=RULE_TOGGLE_OPTIONS), file=sys.stderr)
        return 2
    if args.variant == "upwords":
        from game.cli.upwords.check import main_upwords
        from game.cli.upwords.input import CommandError

        try:
            return main_upwords(args.position, args.play, args.lexicon, args.rules)
        except CommandError as exc:
            print(f"check: {exc}", file=sys.stderr)
            return 2
    if not args.cgp:
        print("check: " + _('a classic check needs --cgp "CGP"'), file=sys.stderr)
        return 2
    from game.cli.word_list import load_word_list

    try:
        lexicon = load_word_list(args.lexicon, "check")
    except ValueError as exc:
        print(f"check: {error_text(exc)}", file=sys.stderr)
        return 2
    try:
        verdict = CHECKERS[args.variant](args.cgp, args.play, args.rack, lexicon)
    except FormatError as exc:
        print("check: " + _("bad CGP: {reason}").format(reason=error_text(exc)), file=sys.stderr)
        return 2
    print(json.dumps(verdict))
    return 0
