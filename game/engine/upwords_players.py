"""Computer players for Upwords: the three levels over the stacking generator.

The same interface as :mod:`game.engine.players`:
``choose_move(board, rack, lexicon, rules, bag_count, unseen, rng)`` returns a
tile play, a one-tile exchange or a pass.

- Easy: common words and modest scores.
- Medium: the highest score.
- Hard: score plus the value of the tiles kept (the Qu tile is weighed as
  the two letters it reads as), and a one-tile exchange of a poor rack while
  the bag is full enough.  With the bag empty each tile kept costs what a
  leftover tile costs at the end.
"""

from __future__ import annotations

import random
from collections import Counter

from game.lexicon import Lexicon
from game.lexicon.frequency import zipf
from game.rules.board import Board
from game.rules.move import Exchange, Move, Pass
from game.rules.ruleset import RuleSet
from game.rules.stacking_board import LEFTOVER_PENALTY, QU, StackBoard
from game.rules.stacking_position import parse_rack

from .leaves import leave_value
from .upwords_movegen import StackPlay, generate_stack_plays

EASY_COMMON = 3.5  # Zipf: words a child meets in picture books and at school
EASY_SHARE_LOW, EASY_SHARE_HIGH = 0.45, 0.75  # of the best common play's score
HARD_EXCHANGE_MIN_BAG = 7
HARD_EXCHANGE_MARGIN = 2.0


def _plays(board: Board, rack: str, lexicon: Lexicon, rules: RuleSet) -> list[StackPlay]:
    if not isinstance(board, StackBoard):
        raise TypeError("an Upwords player needs an Upwords board")
    return generate_stack_plays(board, parse_rack(rack), lexicon, rules.plurals)


def _keep_value(left: str, bag_count: int) -> float:
    if bag_count == 0:
        return -float(LEFTOVER_PENALTY * len(left))
    return leave_value("".join(sorted(left.replace(QU, "QU"))))


def _leave(rack: str, used: str) -> str:
    left = Counter(rack)
    left.subtract(used)
    return "".join(sorted(left.elements()))


def _fallback(rack: str, bag_count: int) -> Move:
    """No play: exchange the worst tile while the bag has tiles, else pass."""
    if not bag_count or not rack:
        return Pass()
    worst = max(set(rack), key=lambda t: (_keep_value(_leave(rack, t), 1), t))
    return Exchange(worst)


class UpwordsMedium:
    """The highest-scoring play."""

    name = "Medium"

    def choose_move(
        self, board: Board, rack: str, lexicon: Lexicon, rules: RuleSet, bag_count: int,
        unseen: Counter[str] | None, rng: random.Random,
    ) -> Move:  # fmt: skip
        plays = _plays(board, rack, lexicon, rules)
        return plays[0].play if plays else _fallback(parse_rack(rack), bag_count)


class UpwordsEasy:
    """Common words and modest scores, with some luck in the choice."""

    name = "Easy"

    def choose_move(
        self, board: Board, rack: str, lexicon: Lexicon, rules: RuleSet, bag_count: int,
        unseen: Counter[str] | None, rng: random.Random,
    ) -> Move:  # fmt: skip
        plays = _plays(board, rack, lexicon, rules)
        if not plays:
            return _fallback(parse_rack(rack), bag_count)
        pool = [p for p in plays if zipf(p.word) >= EASY_COMMON] or plays
        best = max(p.score for p in pool)
        target = best * rng.uniform(EASY_SHARE_LOW, EASY_SHARE_HIGH)
        pool.sort(key=lambda p: (abs(p.score - target), p.sort_key()))
        near = [p for p in pool if abs(p.score - target) <= abs(pool[0].score - target) + 2]
        return rng.choice(near[:8]).play


class UpwordsHard:
    """Score plus the value of the tiles kept; a one-tile exchange of a poor rack."""

    name = "Hard"

    def choose_move(
        self, board: Board, rack: str, lexicon: Lexicon, rules: RuleSet, bag_count: int,
        unseen: Counter[str] | None, rng: random.Random,
    ) -> Move:  # fmt: skip
        tiles = parse_rack(rack)
        plays = _plays(board, tiles, lexicon, rules)
        keep_values: dict[str, float] = {}
        best: StackPlay | None = None
        best_equity = float("-inf")
        for p in plays:  # best score first, so ties keep the generator's order
            used = "".join(sorted(p.rack_tiles))
            keep = keep_values.get(used)
            if keep is None:
                keep = keep_values[used] = _keep_value(_leave(tiles, used), bag_count)
            if p.score + keep > best_equity:
                best, best_equity = p, p.score + keep
        if bag_count >= HARD_EXCHANGE_MIN_BAG and tiles:
            swap = max(sorted(set(tiles)), key=lambda t: _keep_value(_leave(tiles, t), bag_count))
            if _keep_value(_leave(tiles, swap), bag_count) > best_equity + HARD_EXCHANGE_MARGIN:
                return Exchange(swap)
        return best.play if best is not None else _fallback(tiles, bag_count)


UPWORDS_PLAYERS: dict[str, type[UpwordsEasy] | type[UpwordsMedium] | type[UpwordsHard]] = {
    "easy": UpwordsEasy,
    "medium": UpwordsMedium,
    "hard": UpwordsHard,
}
