"""The endgame: the bag is empty and both racks are known, so search the plays left.

A negamax search with alpha-beta pruning over the spread still to come (what
the side to move will gain on the other from here to the end, the leftover
tiles included), iterative deepening one ply at a time until a depth
finishes without a line cut short (the answer is then exact) or the time is
up (the deepest finished depth answers).  At each ply a side weighs its
``WIDTH`` best-scoring plays, every play that goes out, and a pass.

The end of the game as the search sees it (docs/rules.md, "The end"):
going out gains twice the other's tiles on the spread (the other's tiles are
either added to the player and taken from the other, or added twice); two
passes in a row end the game, each side losing its own tiles with the family
leftovers and nothing with the tournament ones.  (A game that ends only
after six scoreless turns ends the same way if both keep passing.)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.move import Move, Pass
from game.rules.ruleset import Leftovers, RuleSet
from game.rules.tiles import VALUES

from . import interrupt
from .movegen import GeneratedPlay, raw_plays

#: plays weighed at each ply besides those going out
WIDTH = 10
#: deepest search: each of two racks of 7 going out a tile at a time, with passes between
MAX_DEPTH = 30
RawPlay = tuple[int, int, int, bool, str]


class _OutOfTime(Exception):
    pass


@dataclass(frozen=True)
class EndgameLine:
    """The best line found: the move to make now, the spread it leads to, the line
    in notation (``PASS`` for a pass), whether the search was exact, and its depth."""

    move: Move
    spread: int
    line: tuple[str, ...]
    exact: bool
    depth: int


def _rack_points(rack: str) -> int:
    return sum(VALUES[t] for t in rack)


def _used(word: str) -> str:
    return "".join("?" if ch.islower() else ch for ch in word if ch != ".")


def _minus(rack: str, used: str) -> str:
    left = list(rack)
    for t in used:
        left.remove(t)
    return "".join(left)


def _place(board: Board, play: RawPlay) -> Board:
    out = board.copy()
    for p in GeneratedPlay(*play).play.placements:
        out.set(p.row, p.col, p.letter)
    return out


class _Search:
    def __init__(self, lexicon: Lexicon, rules: RuleSet, deadline: float | None, clock: Callable[[], float]) -> None:
        self.lexicon = lexicon
        self.rules = rules
        self.deadline = deadline
        self.clock = clock
        self.cut = False  # a line was cut short by the depth this pass
        self.nodes = 0

    def plays(self, board: Board, rack: str) -> list[RawPlay]:
        found = raw_plays(board, rack, self.lexicon, self.rules.bingo_bonus)
        found.sort(key=lambda t: GeneratedPlay(*t).sort_key())
        out = [t for t in found if len(_used(t[4])) == len(rack)]  # going out first
        return out + [t for t in found[:WIDTH] if t not in out]

    def both_passed(self, me: str, other: str) -> int:
        if self.rules.leftovers is Leftovers.TOURNAMENT:
            return 0
        return _rack_points(other) - _rack_points(me)

    def negamax(self, board: Board, me: str, other: str, passed: bool, depth: int,
                alpha: float, beta: float, first: list[RawPlay] | None = None) -> tuple[int, tuple[str, ...]]:
        """The spread the side to move (``me``) gains from here, and the line."""
        self.nodes += 1
        # every node: a node costs a move generation, far more than a look at the clock
        if interrupt.requested() or (self.deadline is not None and self.clock() >= self.deadline):
            raise _OutOfTime
        if depth == 0:
            self.cut = True
            return _rack_points(other) - _rack_points(me), ()
        best: tuple[int, tuple[str, ...]] | None = None
        plays = first if first is not None else self.plays(board, me)
        line: tuple[str, ...]
        for t in plays:
            used = _used(t[4])
            name = GeneratedPlay(*t).notation
            if len(used) == len(me):
                value, line = t[0] + 2 * _rack_points(other), (name,)
            else:
                child, rest = self.negamax(_place(board, t), other, _minus(me, used), False, depth - 1,
                                           -beta, -alpha)
                value, line = t[0] - child, (name, *rest)
            if best is None or value > best[0]:
                best = (value, line)
            alpha = max(alpha, value)
            if alpha >= beta:
                return best
        if passed:
            value, line = self.both_passed(me, other), ("PASS",)
        else:
            child, rest = self.negamax(board, other, me, True, depth - 1, -beta, -alpha)
            value, line = -child, ("PASS", *rest)
        if best is None or value > best[0]:
            best = (value, line)
        return best


def solve_endgame(board: Board, rack: str, other: str, lexicon: Lexicon, rules: RuleSet, *,
                  deadline: float | None = None, clock: Callable[[], float] = time.monotonic,
                  depth: int | None = None, plays: list[RawPlay] | None = None) -> EndgameLine:
    """The best line for ``rack`` to move against ``other`` with the bag empty.

    ``deadline`` (by ``clock``) or ``depth`` (plies, passes included) bound the
    search; without either it runs to the end.  ``plays``: ``rack``'s plays,
    if already generated.
    """
    search = _Search(lexicon, rules, deadline, clock)
    root = search.plays(board, rack) if plays is None else sorted(
        plays, key=lambda t: GeneratedPlay(*t).sort_key())
    going_out = [t for t in root if len(_used(t[4])) == len(rack)]
    root = going_out + [t for t in root[:WIDTH] if t not in going_out]
    fallback = (EndgameLine(GeneratedPlay(*root[0]).play, root[0][0], (GeneratedPlay(*root[0]).notation,),
                            False, 0) if root else EndgameLine(Pass(), 0, ("PASS",), False, 0))
    answer = fallback
    for d in range(1, (depth or MAX_DEPTH) + 1):
        search.cut = False
        if interrupt.requested() or (deadline is not None and clock() >= deadline):
            break
        try:
            value, line = search.negamax(board, rack, other, False, d, float("-inf"), float("inf"), root)
        except _OutOfTime:
            break
        move: Move = Pass()
        if line and line[0] != "PASS":
            move = next(GeneratedPlay(*t).play for t in root if GeneratedPlay(*t).notation == line[0])
        answer = EndgameLine(move, value, line, not search.cut, d)
        if not search.cut:
            break
        # the best line first next time: alpha-beta prunes most behind it
        root.sort(key=lambda t: GeneratedPlay(*t).notation != line[0])
    return answer
