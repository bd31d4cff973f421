"""``python main.py check``: whether one play is legal in a position, and its score.

Classic: ``--cgp "CGP" --play "8D CAT"``.  Upwords: ``--variant upwords
--position FILE.json --play '[[4,3,"C"],[4,4,"A"],[4,5,"T"]]'``.  Either way
one JSON object is printed: ``{"legal": true, "words": [...], "score": N}``
or ``{"legal": false, "reason": "..."}``.  Exit status 2 for a bad command
line or input file.  Imports nothing from pygame.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .upwords_input import CommandError


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"check: {message}", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(prog="python main.py check", description="Check one play in a position.")
    p.add_argument("--variant", choices=("classic", "upwords"), default="classic")
    p.add_argument("--cgp", help="classic: the position, as one CGP line (quote it)")
    p.add_argument("--position", metavar="FILE.json", help="upwords: the position file")
    p.add_argument("--play", required=True, help='"8D CAT" (classic) or [[row, col, "L"], ...]')
    p.add_argument("--lexicon", metavar="PATH", help="a word-list file (default: ENABLE)")
    p.add_argument(
        "--rules", action="append", default=[], metavar="NAME=on|off",
        help="upwords: a rule toggle, e.g. plurals=off",
    )
    return p


def check_classic(cgp: str, play_text: str, lexicon: str | None) -> dict[str, object]:
    """The verdict on a classic play given in GCG notation against a CGP position."""
    from game.rules.cgp import parse_cgp
    from game.rules.errors import FormatError, IllegalMoveError, InvalidMoveError
    from game.rules.notation import parse_play
    from game.rules.scoring import score_play
    from game.rules.validation import check_play

    from .upwords_input import load_word_list

    try:
        position = parse_cgp(cgp)
    except FormatError as exc:
        raise CommandError(f"bad CGP: {exc}") from None
    words = load_word_list(lexicon)
    try:
        parts = play_text.split()
        if len(parts) != 2:
            raise InvalidMoveError(f"{play_text!r} is not a play (like 8D CAT)")
        play = parse_play(position.board, parts[0], parts[1])
        rack = position.rack or play.rack_tiles
        formed = check_play(position.board, rack, play, words)
    except (IllegalMoveError, InvalidMoveError) as exc:
        return {"legal": False, "reason": str(exc)}
    score = score_play(position.board, play)
    return {"legal": True, "words": [w.word.upper() for w in formed], "score": score.total}


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    try:
        if args.variant == "upwords":
            from .upwords_check import main_upwords

            return main_upwords(args.position, args.play, args.lexicon, args.rules)
        if not args.cgp:
            raise CommandError("a classic check needs --cgp \"CGP\"")
        print(json.dumps(check_classic(args.cgp, args.play, args.lexicon)))
        return 0
    except CommandError as exc:
        print(f"check: {exc}", file=sys.stderr)
        return 2
