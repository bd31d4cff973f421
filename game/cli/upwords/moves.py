"""``python main.py moves --variant upwords``: every legal play in a position.

Plain output: the number of plays, then one a line, best first, as
``NOTATION SCORE WORDS`` (``5D ..o. 5 WOOD``; see game.rules.upwords.notation).
With ``--json``, one object a line:
``{"tiles": [[row, col, "L"], ...], "words": [...], "score": N}`` (``"QU"``
for the Qu tile).
"""

from __future__ import annotations

import json

from game.cli import arguments
from game.i18n import _
from game.limits import RULE_TOGGLE_OPTIONS
from game.rules.errors import FormatError
from game.rules.upwords.board import QU
from game.rules.upwords.notation import stack_play_notation
from game.rules.upwords.position import parse_rack
from game.words import error_text

from .input import CommandError, load_word_list, parse_rule_toggles, read_position


def upwords_moves(
    position_path: str, rack_text: str | None, lexicon: str | None, rule_specs: list[str],
    as_json: bool, top: int | None,
) -> list[str]:
    """The lines to print.

    Raises:
        CommandError: for a bad position, rack, word list or toggle.
    """
    from game.engine.upwords.movegen import generate_stack_plays
    from game.lexicon import Lexicon

    toggles = parse_rule_toggles(rule_specs)
    position = read_position(position_path)
    try:
        rack = parse_rack(rack_text) if rack_text is not None else position.rack
    except FormatError as exc:
        raise CommandError(
            _("bad rack {rack}: {reason}").format(rack=repr(rack_text), reason=error_text(exc))
        ) from None
    if not rack:
        raise CommandError(_('no rack: give --rack or a position with a "rack"'))
    words = load_word_list(lexicon)
    assert isinstance(words, Lexicon)
    plays = generate_stack_plays(position.board, rack, words, toggles.get("plurals", True))
    shown = plays if top is None else plays[:top]
    if as_json:
        return [
            json.dumps({
                "tiles": [[r, c, "QU" if t == QU else t] for r, c, t in p.tiles],
                "words": list(p.words),
                "score": p.score,
            })
            for p in shown
        ]
    lines = [str(len(plays))]
    for p in shown:
        where, word = stack_play_notation(position.board, p.play)
        lines.append(f"{where} {word} {p.score} {' '.join(p.words)}")
    return lines


def main_upwords(args: list[str]) -> int:
    import argparse
    import sys

    parser = argparse.ArgumentParser(
        prog="python main.py moves --variant upwords",
        description=_("List every legal Upwords play in a position."),
    )
    parser.add_argument("--variant", type=arguments.name, choices=("upwords",), default="upwords")
    parser.add_argument("--position", type=arguments.path_text, metavar="FILE.json", required=True)
    parser.add_argument("--rack", type=arguments.name, help=_("the rack (Q for the Qu tile); default: the position's"))
    parser.add_argument("--lexicon", type=arguments.path_text, metavar="PATH",
                        help=_("a word-list file (default: ENABLE)"))
    parser.add_argument("--json", action="store_true", help=_("one JSON object a line"))
    parser.add_argument("--top", type=arguments.number(0), metavar="N", help=_("show only the best N"))
    parser.add_argument("--rules", type=arguments.name, action="append", default=[], metavar="NAME=on|off")
    try:
        parsed = parser.parse_args(args)
    except SystemExit as exc:
        return int(exc.code or 0) if exc.code in (0, None) else 2
    if len(parsed.rules) > RULE_TOGGLE_OPTIONS:
        print("moves: " + _("--rules is given {count} times; at most {cap}").format(
            count=len(parsed.rules), cap=RULE_TOGGLE_OPTIONS), file=sys.stderr)
        return 2
    try:
        lines = upwords_moves(
            parsed.position, parsed.rack, parsed.lexicon, parsed.rules, parsed.json, parsed.top
        )
    except CommandError as exc:
        print(f"moves: {exc}", file=sys.stderr)
        return 2
    print("\n".join(lines))
    return 0
