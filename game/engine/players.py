"""Computer players: strategies over the move generator (one generator
serves validation hints, the hint button and every computer player).

``choose_move(board, rack, lexicon, rules, bag_count, rng)`` returns a
:class:`~game.rules.move.TilePlay`, :class:`~game.rules.move.Exchange` or
:class:`~game.rules.move.Pass`.  Randomness comes in as ``rng`` so games
replay exactly.

- Easy: common words (the frequency ranking) and modest scores: a child can win.
- Medium: the highest score.
- Hard: score plus the value of the tiles kept (``assets/leaves.txt``), and
  exchanges when the rack is poor and the bag is full enough.

In Duplicate every level chooses by score alone, as its level's
``duplicate_share`` says (:func:`duplicate_move`): nobody keeps the tiles a
play leaves there, and there are no exchanges.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from itertools import combinations
from typing import Protocol

from game.lexicon import Lexicon
from game.lexicon.frequency import zipf
from game.rules.board import Board
from game.rules.move import Exchange, Move, Pass
from game.rules.ruleset import RuleSet, is_duplicate, max_exchange
from game.rules.tiles import BLANK, VALUES, normalise_rack
from game.rules.variant import variant_rules

from .hints import fit_for_children, is_kids_game
from .leaves import leave_value
from .levels import duplicate_score, level_named
from .movegen import GeneratedPlay, raw_plays
from .strategy import modest_choice

EASY_COMMON = 3.5  # Zipf: words a child meets in picture books and at school
#: In a Kids game the easy level plays words of at least this length: the ranking
#: scores some two-letter words (OM, TA) high from their use outside English prose.
KIDS_SHORTEST = 3
HARD_EXCHANGE_MIN_BAG = 7  # standard play: exchange only from a well-filled bag


def _leave(rack: str, used: str) -> str:
    left = Counter(rack)
    left.subtract(used)
    return "".join(sorted(left.elements()))


def _used(word: str) -> str:
    return "".join(BLANK if ch.islower() else ch for ch in word if ch != ".")


RawPlay = tuple[int, int, int, bool, str]


def candidate_plays(board: Board, rack: str, lexicon: Lexicon, rules: RuleSet) -> list[RawPlay]:
    """The plays a computer player weighs: every legal play, two-blank bingos included.

    A rack with two blanks has thousands of plays in a midgame (tens of
    thousands on a nearly empty board); generating and weighing them all
    takes under 0.1 s in a midgame and about 0.4 s at worst, inside the
    one-second budget for a turn.
    """
    return raw_plays(board, rack, lexicon, rules.bingo_bonus)


class Player(Protocol):
    name: str

    def choose_move(
        self, board: Board, rack: str, lexicon: Lexicon, rules: RuleSet, bag_count: int,
        rng: random.Random,
    ) -> Move: ...  # fmt: skip


def _fallback(rack: str, rules: RuleSet, bag_count: int) -> Move:
    """No play: swap the worst tiles if allowed, else pass."""
    n = min(max_exchange(rules, bag_count), len(rack))
    if n <= 0:
        return Pass()
    worst = sorted(rack, key=lambda t: (leave_value(t), t))[:n]
    return Exchange("".join(worst))


class ComputerPlayer(ABC):
    """What every level does: read the rack, list the plays, pick one, or fall
    back to an exchange or a pass when the level picks nothing."""

    name = "Computer"
    level = ""  # its name in :data:`game.engine.levels.LEVELS`

    def choose_move(
        self, board: Board, rack: str, lexicon: Lexicon, rules: RuleSet, bag_count: int,
        rng: random.Random,
    ) -> Move:  # fmt: skip
        if variant_rules(rules).stacks:
            # The same level, over the stacking generator.
            upwords = level_named(self.level).upwords_player()()
            return upwords.choose_move(board, rack, lexicon, rules, bag_count, rng)
        rack = normalise_rack(rack)
        plays = candidate_plays(board, rack, lexicon, rules)
        if is_duplicate(rules):
            return duplicate_move(plays, self.level)
        chosen = self.pick(board, rack, plays, rules, bag_count, rng)
        return chosen if chosen is not None else _fallback(rack, rules, bag_count)

    @abstractmethod
    def pick(
        self, board: Board, rack: str, plays: list[RawPlay], rules: RuleSet, bag_count: int,
        rng: random.Random,
    ) -> Move | None:  # fmt: skip
        """The level's move from ``plays``, or None to fall back."""


def duplicate_move(plays: list[RawPlay], level: str) -> Move:
    """The Duplicate move of a computer of ``level`` among ``plays``: the first in
    notation order of the plays scoring what the level plays for
    (:func:`game.engine.levels.duplicate_score`), or a pass when there is no play."""
    target = duplicate_score([t[0] for t in plays], level_named(level).duplicate_share)
    if target is None:
        return Pass()
    chosen = min((t for t in plays if t[0] == target), key=lambda t: GeneratedPlay(*t).sort_key())
    return GeneratedPlay(*chosen).play


class MediumPlayer(ComputerPlayer):
    """The highest-scoring play."""

    name = "Medium"
    level = "medium"

    def pick(
        self, board: Board, rack: str, plays: list[RawPlay], rules: RuleSet, bag_count: int,
        rng: random.Random,
    ) -> Move | None:  # fmt: skip
        if not plays:
            return None
        # Sort keys only for the top scores: building one per play is dear
        # when a blank brings thousands.
        top = max(t[0] for t in plays)
        best = min((t for t in plays if t[0] == top), key=lambda t: GeneratedPlay(*t).sort_key())
        return GeneratedPlay(*best).play


class EasyPlayer(ComputerPlayer):
    """Common words and modest scores, with some luck in the choice."""

    name = "Easy"
    level = "easy"

    def pick(
        self, board: Board, rack: str, plays: list[RawPlay], rules: RuleSet, bag_count: int,
        rng: random.Random,
    ) -> Move | None:  # fmt: skip
        generated = [GeneratedPlay(*t) for t in plays]
        if not generated:
            return None
        common = [p for p in generated if zipf(p.full_word(board)) >= EASY_COMMON]
        if is_kids_game(rules):
            known = [p for p in common
                     if len(p.full_word(board)) >= KIDS_SHORTEST and fit_for_children(board, p)]
            common = known or common
        return modest_choice(common or generated, rng).play


class HardPlayer(ComputerPlayer):
    """Score plus leave value; exchanges a poor rack while the bag is full."""

    name = "Hard"
    level = "hard"

    def pick(
        self, board: Board, rack: str, plays: list[RawPlay], rules: RuleSet, bag_count: int,
        rng: random.Random,
    ) -> Move | None:  # fmt: skip
        best_equity = float("-inf")
        best: RawPlay | None = None
        keep_values: dict[str, float] = {}  # by the tiles used: many plays share a leave
        for t in plays:
            used = "".join(sorted(_used(t[4])))
            keep = keep_values.get(used)
            if keep is None:
                left = _leave(rack, used)
                # Endgame: nothing to draw, so every tile kept costs its value.
                keep = leave_value(left) if bag_count > 0 else -2.0 * sum(VALUES[x] for x in left)
                keep_values[used] = keep
            equity = t[0] + keep
            if equity > best_equity or (
                equity == best_equity
                and best is not None
                and GeneratedPlay(*t).sort_key() < GeneratedPlay(*best).sort_key()
            ):
                best_equity, best = equity, t
        limit = max_exchange(rules, bag_count, bool(plays)) if bag_count >= HARD_EXCHANGE_MIN_BAG else 0
        if limit:
            swap, swap_equity = self._best_exchange(rack, limit)
            # An exchange scores nothing now; prefer it only for a clearly better rack.
            if swap and swap_equity > best_equity + 2.0:
                return Exchange(swap)
        return GeneratedPlay(*best).play if best is not None else None

    @staticmethod
    def _best_exchange(rack: str, limit: int) -> tuple[str, float]:
        best_swap, best_value = "", float("-inf")
        seen: set[str] = set()
        for n in range(1, limit + 1):
            if n > len(rack):
                break
            for swap in combinations(sorted(rack), n):
                key = "".join(swap)
                if key in seen:
                    continue
                seen.add(key)
                value = leave_value(_leave(rack, key))
                if value > best_value:
                    best_swap, best_value = key, value
        return best_swap, best_value


def make_player(level: str) -> Player:
    """A computer player of ``level``, a name in :data:`game.engine.levels.LEVELS` (any case).

    Raises:
        ValueError: for another name.
    """
    return level_named(level).classic_player()()


def choose_move(
    board: Board, rack: str, lexicon: Lexicon, rules: RuleSet, bag_count: int,
    rng: random.Random, level: str = "medium",
) -> Move:  # fmt: skip
    """The move of a computer player of the given level."""
    return make_player(level).choose_move(board, rack, lexicon, rules, bag_count, rng)
