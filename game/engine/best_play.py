"""The best play a rack had: what the replay viewer shows beside the move really made.

"Best" is the highest score, as the computer's hardest search ranks plays
(ties broken the same way every time), over every word of the list: a
Kids game's hint keeps to everyday words, this does not, so the points
left on the table are measured against every play the list allows.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.lexicon.lexicon import Lexicon
from game.rules.board import Board
from game.rules.ruleset import RuleSet
from game.rules.variant import stacks

from .movegen import generate_plays
from .upwords.movegen import generate_stack_plays


@dataclass(frozen=True)
class BestPlay:
    word: str  # the main word, letters played through included
    position: str  # "8D" across, "H4" down
    score: int
    #: the tiles it puts down, ``(row, col, letter)`` (lower case for a blank)
    tiles: tuple[tuple[int, int, str], ...]

    def left_on_table(self, played: int) -> int:
        """How many more points this play scores than a move that scored ``played``
        (0 when the move made was as good or better)."""
        return max(0, self.score - played)


def best_play(board: Board, rack: str, lexicon: Lexicon, rules: RuleSet | None = None) -> BestPlay | None:
    """The highest-scoring play of ``rack`` on ``board``, or None when no play is legal
    (or the rack is unknown, ``""``).

    Raises:
        ValueError: for a rack holding something other than tiles.
    """
    if not rack:
        return None
    if stacks(board):
        stacked = generate_stack_plays(board, rack, lexicon, rules.plurals if rules is not None else True)
        if not stacked:
            return None
        top = stacked[0]
        return BestPlay(top.word.upper(), top.position, top.score, top.tiles)
    plays = generate_plays(board, rack, lexicon, rules.bingo_bonus if rules is not None else 50)
    if not plays:
        return None
    first = plays[0]
    tiles = tuple((p.row, p.col, p.letter) for p in first.play.placements)
    return BestPlay(first.full_word(board).upper(), first.position, first.score, tiles)
