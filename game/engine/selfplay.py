"""Two computer players against each other, without the ``Game`` class.

A self-contained loop (board, bag, racks, ``score_play`` and the players):
the game ends when the bag is empty and a rack is empty, or after six
scoreless turns in a row, and tiles left count as in S10 (the family rule).
``bench/ai_match.py`` measures levels with it, ``scripts/fit_leaves.py``
learns leave values from it; ``watch`` sees every turn.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.move import Exchange, Move, TilePlay
from game.rules.ruleset import RuleSet
from game.rules.scoring import score_play
from game.rules.tiles import RACK_SIZE, VALUES, full_set

from .players import Player

SCORELESS_TURNS_TO_END = 6


@dataclass(frozen=True)
class Turn:
    """One turn as ``watch`` sees it: who, the rack before, the move, its score,
    the tiles kept and how many tiles were left in the bag before it."""

    seat: int
    rack: str
    move: Move
    score: int
    leave: str
    bag_count: int
    seconds: float


@dataclass(frozen=True)
class GameResult:
    scores: tuple[int, int]
    turns: int
    slowest: float  # seconds, the slowest turn of either seat
    seconds_by_seat: tuple[float, float]
    turns_by_seat: tuple[int, int]


def play_game(players: Sequence[Player], seed: int, lexicon: Lexicon, rules: RuleSet,
              watch: Callable[[Turn], None] | None = None,
              clock: Callable[[], float] = time.perf_counter) -> GameResult:
    """Play one game between ``players[0]`` (first to move) and ``players[1]``.

    ``clock`` times the turns: the wall clock, or the process's CPU time for a
    match on a machine others share (the expert then keeps its budget by it too).
    """
    rng = random.Random(seed)
    bag = full_set()
    rng.shuffle(bag)
    racks = [[bag.pop() for _ in range(RACK_SIZE)] for _ in players]
    scores = [0, 0]
    slowest = [0.0, 0.0]
    spent = [0.0, 0.0]
    counts = [0, 0]
    board = Board()
    scoreless = 0
    turn = 0
    while True:
        me = turn % 2
        rack = "".join(racks[me])
        bag_count = len(bag)
        started = clock()
        move = players[me].choose_move(board, rack, lexicon, rules, bag_count, rng)
        took = clock() - started
        slowest[me] = max(slowest[me], took)
        spent[me] += took
        counts[me] += 1
        points = 0
        if isinstance(move, TilePlay):
            points = score_play(board, move, rules.bingo_bonus).total
            scores[me] += points
            for p in move.placements:
                board.set(p.row, p.col, p.letter)
                racks[me].remove(p.rack_tile)
            leave = "".join(sorted(racks[me]))
            while bag and len(racks[me]) < RACK_SIZE:
                racks[me].append(bag.pop())
            scoreless = 0 if points else scoreless + 1
        else:
            leave = rack
            if isinstance(move, Exchange):
                for t in move.tiles:
                    racks[me].remove(t)
                leave = "".join(sorted(racks[me]))
                drawn = [bag.pop() for _ in move.tiles]
                bag.extend(move.tiles)
                rng.shuffle(bag)
                racks[me].extend(drawn)
            scoreless += 1
        if watch is not None:
            watch(Turn(me, rack, move, points, leave, bag_count, took))
        turn += 1
        if not racks[me] and not bag:
            other = 1 - me
            left = sum(VALUES[t] for t in racks[other])
            scores[me] += left
            scores[other] -= left
            break
        if scoreless >= SCORELESS_TURNS_TO_END:
            for i in (0, 1):
                scores[i] -= sum(VALUES[t] for t in racks[i])
            break
    return GameResult((scores[0], scores[1]), turn, max(slowest), (spent[0], spent[1]), (counts[0], counts[1]))
