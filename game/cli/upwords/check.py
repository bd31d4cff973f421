"""``python main.py check --variant upwords``: whether one play is legal in a position.

Prints one JSON object: ``{"legal": true, "words": ["CAT"], "score": 6}`` or
``{"legal": false, "reason": "..."}``.
"""

from __future__ import annotations

import json

from game.i18n import _
from game.rules.errors import IllegalMoveError, InvalidMoveError
from game.rules.upwords.play import check_play, score_play
from game.rules.upwords.position import parse_square_list
from game.words import error_text

from .input import CommandError, load_word_list, parse_rule_toggles, read_position


def check_upwords(
    position_path: str, play_text: str, lexicon: str | None, rule_specs: list[str]
) -> dict[str, object]:
    """The verdict on one play, as the JSON object to print.

    Raises:
        CommandError: for a bad position file, word list or toggle.
    """
    toggles = parse_rule_toggles(rule_specs)
    position = read_position(position_path)
    words = load_word_list(lexicon)
    try:
        play = parse_square_list(play_text)
        rack = position.rack if position.rack else play.rack_tiles
        formed = check_play(
            position.board, rack, play, words, plurals=toggles.get("plurals", True)
        )
    except (IllegalMoveError, InvalidMoveError) as exc:
        return {"legal": False, "reason": error_text(exc)}
    score = score_play(position.board, play)
    return {"legal": True, "words": [w.word for w in formed], "score": score.total}


def main_upwords(position: str | None, play: str, lexicon: str | None, rules: list[str]) -> int:
    if not position:
        raise CommandError(_("--variant upwords needs --position FILE.json"))
    print(json.dumps(check_upwords(position, play, lexicon, rules)))
    return 0
