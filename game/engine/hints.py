"""Hints, climbed one press at a time (the hint ladder):

1. where a word fits: one square to highlight;
2. a word you can make, not where;
3. that word and where it goes;
4. the best play.

Levels 1-3 point at the same suggestion: a high-scoring play of a common word
(easier to spot than the best play, which level 4 shows).  Every hint comes
from the move generator over the active list, so it never suggests a word
outside it.  How many hints a player may take is counted by the caller.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.lexicon import Lexicon
from game.lexicon.frequency import COMMON, zipf
from game.rules.board import Board, square_name
from game.rules.ruleset import RuleSet

from .movegen import GeneratedPlay, generate_plays

MAX_LEVEL = 4


@dataclass(frozen=True)
class Hint:
    level: int
    text: str  # what to show the player
    square: tuple[int, int] | None = None  # level 1: the square to highlight
    word: str | None = None  # levels 2-4: the main word, letters played through included
    play: GeneratedPlay | None = None  # levels 3-4: the play itself


def suggestion(board: Board, rack: str, lexicon: Lexicon, rules: RuleSet | None = None) -> (
    tuple[GeneratedPlay, GeneratedPlay] | None
):
    """(the suggested play, the best play), or None if no play is legal."""
    bonus = rules.bingo_bonus if rules is not None else 50
    plays = generate_plays(board, rack, lexicon, bonus)
    if not plays:
        return None
    best = plays[0]
    common = [p for p in plays if zipf(p.full_word(board)) >= COMMON]
    return (common[0] if common else best), best


def hint(
    board: Board, rack: str, lexicon: Lexicon, level: int, rules: RuleSet | None = None
) -> Hint | None:
    """The hint at ``level`` (1-4), or None if no tile play is legal.

    Raises:
        ValueError: for a level outside 1-4 or a bad rack.
    """
    if not 1 <= level <= MAX_LEVEL:
        raise ValueError(f"hint level must be 1 to {MAX_LEVEL}, not {level}")
    found = suggestion(board, rack, lexicon, rules)
    if found is None:
        return None
    play, best = found
    if level == 4:
        word = best.full_word(board).upper()
        return Hint(4, f"Best play: {word} at {best.position} for {best.score}", None, word, best)
    word = play.full_word(board).upper()
    first = play.play.placements[0]
    square = (first.row, first.col)
    if level == 1:
        return Hint(1, f"A word fits at {square_name(*square)}", square)
    if level == 2:
        return Hint(2, f"You can make {word}", None, word)
    return Hint(3, f"Play {word} at {play.position} for {play.score}", square, word, play)


class HintLadder:
    """Which hint level the next press gives, per turn; a new turn starts at 1."""

    def __init__(self) -> None:
        self.turn: int | None = None
        self.level = 0

    def press(self, turn: int) -> int:
        """Climb one rung for ``turn`` (stays at the top) and return the level."""
        if turn != self.turn:
            self.turn, self.level = turn, 0
        self.level = min(self.level + 1, MAX_LEVEL)
        return self.level

    def reset(self) -> None:
        self.turn, self.level = None, 0
