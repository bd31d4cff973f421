"""``python main.py moves``: the legal plays in a CGP position.

Prints the number of legal tile placements, then the best ``--top`` plays,
one a line as ``POSITION WORD SCORE`` in GCG notation (``8D RETAINS 66``,
``H4 .ITURES 22``: ``.`` for letters played through, lower case for blanks).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from game.cli import arguments
from game.i18n import _
from game.limits import CGP_FILE_BYTES, CGP_FILE_POSITIONS, InputError, read_limited_text
from game.rules.errors import FormatError
from game.rules.tiles import normalise_rack
from game.words import error_text


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        self.print_usage(sys.stderr)
        print(f"moves: {message}", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="python main.py moves",
        description=_("List the legal plays in a position given as CGP."),
    )
    p.add_argument("--variant", type=arguments.name, choices=("classic", "upwords"), default="classic")
    source = p.add_mutually_exclusive_group(required=True)
    source.add_argument("--cgp", type=arguments.argument, help=_("the position, as one CGP line (quote it)"))
    source.add_argument("--cgp-file", type=arguments.path_text, metavar="FILE",
                        help=_("a file of CGP lines, one position each"))
    p.add_argument("--rack", type=arguments.name,
                   help=_("the rack to play from (default: the CGP's first rack); ? = blank"))
    p.add_argument("--lexicon", type=arguments.path_text, metavar="kids|enable|PATH",
                   help=_("the word list: a built-in name or a word-list file (default: enable)"))
    p.add_argument("--top", type=arguments.number(0), default=10, metavar="N",
                   help=_("how many plays to show (10)"))
    return p


def _report(cgp: str, rack_arg: str | None, lexicon: object, top: int, where: str) -> str:
    from game.engine.movegen import best_plays, raw_plays
    from game.lexicon import Lexicon
    from game.rules.cgp import check_tiles, parse_cgp

    assert isinstance(lexicon, Lexicon)
    try:
        position = parse_cgp(cgp)
    except FormatError as exc:
        raise ValueError(where + _("bad CGP: {reason}").format(reason=error_text(exc))) from None
    rack_text = rack_arg if rack_arg is not None else position.rack
    try:
        rack = normalise_rack(rack_text)
    except ValueError as exc:
        raise ValueError(
            where + _("bad rack {rack}: {reason}").format(rack=repr(rack_text), reason=error_text(exc))
        ) from None
    if len(rack) > 7:
        raise ValueError(
            where + _("bad rack {rack}: a rack holds at most 7 tiles").format(rack=repr(rack_text))
        )
    if not rack:
        raise ValueError(where + _("no rack: give --rack or a CGP with the player's rack"))
    try:
        check_tiles(position, rack)
    except FormatError as exc:
        raise ValueError(where + _("bad CGP: {reason}").format(reason=error_text(exc))) from None
    plays = raw_plays(position.board, rack, lexicon)
    lines = [str(len(plays))]
    # Only the plays shown are ordered and written out: a blank brings thousands.
    lines.extend(f"{p.notation} {p.score}" for p in best_plays(plays, top))
    return "\n".join(lines)


def _variant(argv: list[str]) -> str:
    """The ``--variant`` named on the command line (classic if none)."""
    for i, arg in enumerate(argv):
        if arg == "--variant" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--variant="):
            return arg.partition("=")[2]
    return "classic"


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if _variant(argv) == "upwords":
        from game.cli.upwords.moves import main_upwords

        return main_upwords(argv)
    args = _parser().parse_args(argv)
    from game.cli.word_list import load_word_list

    try:
        lexicon = load_word_list(args.lexicon, "moves")
    except ValueError as exc:
        print(f"moves: {error_text(exc)}", file=sys.stderr)
        return 2
    try:
        if args.cgp is not None:
            print(_report(args.cgp, args.rack, lexicon, args.top, ""))
            return 0
        try:
            lines = read_limited_text(args.cgp_file, CGP_FILE_BYTES).splitlines()
        except InputError as exc:
            print(_("moves: cannot read {path}: {reason}").format(path=args.cgp_file, reason=exc.reason),
                  file=sys.stderr)
            return 2
        positions = [(number, line) for number, line in enumerate(lines, start=1)
                     if line.strip() and not line.lstrip().startswith("#")]
        if len(positions) > CGP_FILE_POSITIONS:
            print(_("moves: {path} holds {count} positions; at most {cap} are read").format(
                path=args.cgp_file, count=f"{len(positions):,}", cap=f"{CGP_FILE_POSITIONS:,}"), file=sys.stderr)
            return 2
        for number, line in positions:
            where = _("{path}, line {number}: ").format(path=args.cgp_file, number=number)
            print(_report(line, args.rack, lexicon, args.top, where))
            print()
        return 0
    except ValueError as exc:
        print(f"moves: {error_text(exc)}", file=sys.stderr)
        return 2
