"""Hints for Upwords: the hint ladder of :mod:`game.engine.hints` over the
stacking generator.

1. where a word fits: one square to highlight;
2. a word you can make, not where;
3. that word and where it goes;
4. the best play.

Levels 1-3 point at a high-scoring play of a common word; level 4 at the best.
A hint is facts only; the window words it (:mod:`game.words.hints`).
"""

from __future__ import annotations

from game.lexicon import Lexicon
from game.lexicon.frequency import COMMON, zipf
from game.rules.ruleset import RuleSet
from game.rules.upwords.board import StackBoard

from ..hint_rung import HintRung
from .movegen import StackPlay, generate_stack_plays

MAX_LEVEL = 4


class StackHint(HintRung[StackPlay]):
    """An Upwords rung: no kid-safe rungs, so ``for_children`` and
    ``no_everyday_word`` stay False."""


def stack_suggestion(
    board: StackBoard, rack: str, lexicon: Lexicon, rules: RuleSet | None = None
) -> tuple[StackPlay, StackPlay] | None:
    """(the suggested play, the best play), or None if no play is legal."""
    plurals = rules.plurals if rules is not None else True
    plays = generate_stack_plays(board, rack, lexicon, plurals)
    if not plays:
        return None
    common = [p for p in plays if zipf(p.word) >= COMMON]
    return (common[0] if common else plays[0]), plays[0]


def stack_hint(
    board: StackBoard, rack: str, lexicon: Lexicon, level: int, rules: RuleSet | None = None
) -> StackHint | None:
    """The hint at ``level`` (1-4), or None if no tile play is legal.

    Raises:
        ValueError: for a level outside 1-4.
    """
    if not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"hint level must be 1 to {MAX_LEVEL}, not {level}")
    found = stack_suggestion(board, rack, lexicon, rules)
    if found is None:
        return None
    play, best = found
    if level == 4:
        return StackHint(4, None, best.word, best)
    r, c, _letter = play.tiles[0]
    if level == 1:
        return StackHint(1, (r, c))
    if level == 2:
        return StackHint(2, None, play.word)
    return StackHint(3, (r, c), play.word, play)
