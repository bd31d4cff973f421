"""Computer players for Upwords: the three levels over the stacking generator.

The same interface as :mod:`game.engine.players`, which hands a game of
Upwords to these: ``choose_move(board, rack, lexicon, rules, bag_count, rng)``
returns a tile play, a one-tile exchange or a pass.

- Easy: common words and modest scores.
- Medium: the highest score.
- Hard: score plus the value of the tiles kept (the Qu tile is weighed as
  the two letters it reads as), and a one-tile exchange of a poor rack while
  the bag is full enough.  With the bag empty each tile kept costs what a
  leftover tile costs at the end.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter

from game.lexicon import Lexicon
from game.lexicon.frequency import zipf
from game.rules.board import Board
from game.rules.move import Exchange, Move, Pass
from game.rules.ruleset import RuleSet
from game.rules.upwords.board import LEFTOVER_PENALTY, QU
from game.rules.upwords.position import parse_rack
from game.rules.variant import stacks

from ..leaves import leave_value
from ..levels import LEVELS
from ..strategy import modest_choice
from .movegen import StackPlay, generate_stack_plays

EASY_COMMON = 3.5  # Zipf: words a child meets in picture books and at school
HARD_EXCHANGE_MIN_BAG = 7
HARD_EXCHANGE_MARGIN = 2.0


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


class UpwordsPlayer(ABC):
    """What every level does: read the rack, list the plays, pick one, or fall
    back to a one-tile exchange or a pass when the level picks nothing."""

    name = "Computer"

    def choose_move(
        self, board: Board, rack: str, lexicon: Lexicon, rules: RuleSet, bag_count: int,
        rng: random.Random,
    ) -> Move:  # fmt: skip
        if not stacks(board):
            raise TypeError("an Upwords player needs an Upwords board")
        tiles = parse_rack(rack)
        plays = generate_stack_plays(board, tiles, lexicon, rules.plurals)
        chosen = self.pick(tiles, plays, bag_count, rng)
        return chosen if chosen is not None else _fallback(tiles, bag_count)

    @abstractmethod
    def pick(
        self, tiles: str, plays: list[StackPlay], bag_count: int, rng: random.Random
    ) -> Move | None:
        """The level's move from ``plays`` (best first), or None to fall back."""


class UpwordsMedium(UpwordsPlayer):
    """The highest-scoring play."""

    name = "Medium"

    def pick(
        self, tiles: str, plays: list[StackPlay], bag_count: int, rng: random.Random
    ) -> Move | None:
        return plays[0].play if plays else None


class UpwordsEasy(UpwordsPlayer):
    """Common words and modest scores, with some luck in the choice."""

    name = "Easy"

    def pick(
        self, tiles: str, plays: list[StackPlay], bag_count: int, rng: random.Random
    ) -> Move | None:
        if not plays:
            return None
        common = [p for p in plays if zipf(p.word) >= EASY_COMMON]
        return modest_choice(common or plays, rng).play


class UpwordsHard(UpwordsPlayer):
    """Score plus the value of the tiles kept; a one-tile exchange of a poor rack."""

    name = "Hard"

    def pick(
        self, tiles: str, plays: list[StackPlay], bag_count: int, rng: random.Random
    ) -> Move | None:
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
        return best.play if best is not None else None


#: level name -> its Upwords player class, from the one table of levels
UPWORDS_PLAYERS: dict[str, type[UpwordsPlayer]] = {level.name: level.upwords_player() for level in LEVELS}
