"""Hints for Upwords: the hint ladder of :mod:`game.engine.hints` over the
stacking generator.

1. where a word fits: one square to highlight;
2. a word you can make, not where;
3. that word and where it goes;
4. the best play.

Levels 1-3 point at a high-scoring play of a common word; level 4 at the best.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _
from game.lexicon import Lexicon
from game.lexicon.frequency import COMMON, zipf
from game.rules.board import square_name
from game.rules.ruleset import RuleSet
from game.rules.upwords.board import StackBoard

from .movegen import StackPlay, generate_stack_plays

MAX_LEVEL = 4


@dataclass(frozen=True)
class StackHint:
    level: int
    text: str  # what to show the player
    square: tuple[int, int] | None = None  # levels 1 and 3: the square to highlight
    word: str | None = None  # levels 2-4: the main word
    play: StackPlay | None = None  # levels 3-4: the play itself


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
        return StackHint(
            4, _("Best play: {word} at {position} for {points}").format(
                word=best.word, position=best.position, points=best.score), None, best.word, best
        )
    r, c, _letter = play.tiles[0]
    if level == 1:
        return StackHint(1, _("A word fits at {square}").format(square=square_name(r, c)), (r, c))
    if level == 2:
        return StackHint(2, _("You can make {word}").format(word=play.word), None, play.word)
    text = _("Play {word} at {position} for {points}").format(word=play.word, position=play.position, points=play.score)
    return StackHint(3, text, (r, c), play.word, play)
