"""The expert computer player: fitted leaves, a look-ahead, an endgame search.

- *Equity*: a play's score plus the value of the tiles it keeps, by the leave
  table fitted from self-play (``assets/expert_leaves.txt``,
  :func:`game.engine.leaves.expert_leave_value`).
- *Look-ahead* (bag not empty): the best few candidates by equity are each
  played out on a copy of the board, over the same random draws for every
  candidate: the opponent's rack drawn from the unseen tiles (the full set
  less the board and our rack), the opponent's best-equity reply, our own
  refilled rack and our best-equity next play.  A candidate is worth its
  score, less the reply's score, plus our next play's equity, averaged over
  the rounds, and that average moves the choice away from plain equity as
  far as the number of rounds warrants (:func:`best_after`).  Rounds go on until the time budget (the level's ``budget``) is
  nearly spent, the engine is asked to stop (:mod:`game.engine.interrupt`) or
  a fixed ``iterations`` count is reached (tests); only whole rounds count,
  so every candidate is judged on the same draws.
- *Endgame* (bag empty, the opponent's rack known): :mod:`game.engine.endgame`.

The search is seeded from the ``rng`` handed in, so with a fixed iteration
count the same position gives the same move.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations

from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.move import Exchange, Move, Pass
from game.rules.ruleset import RuleSet, max_exchange
from game.rules.tiles import BLANK, RACK_SIZE, full_set

from . import interrupt
from .endgame import solve_endgame
from .leaves import expert_leave_value
from .levels import level_named
from .movegen import GeneratedPlay
from .players import ComputerPlayer, RawPlay

#: candidates the look-ahead weighs, best by equity first
CANDIDATES = 6
#: only candidates within this many points of equity of the best are weighed
CANDIDATE_WINDOW = 25.0
EXPERT_EXCHANGE_MIN_BAG = 7
#: rounds of look-ahead trusted as much as the equity (see :func:`best_after`)
TRUST_ROUNDS = 10
Clock = Callable[[], float]


def used_tiles(word: str) -> str:
    """The rack tiles a GCG word uses (``?`` for a blank), sorted."""
    return "".join(sorted(BLANK if ch.islower() else ch for ch in word if ch != "."))


def minus(tiles: str, used: str) -> str:
    """``tiles`` less ``used``, sorted."""
    left = Counter(tiles)
    left.subtract(used)
    return "".join(sorted(left.elements()))


def unseen_tiles(board: Board, rack: str) -> str:
    """The tiles a player cannot see: the full set less the board and the rack, sorted."""
    on_board = "".join(BLANK if ch.islower() else ch for _r, _c, ch in board.tiles())
    return minus(minus("".join(full_set()), on_board), rack)


def place(board: Board, word: RawPlay) -> Board:
    """A copy of ``board`` with ``word`` played on it."""
    out = board.copy()
    for p in GeneratedPlay(*word).play.placements:
        out.set(p.row, p.col, p.letter)
    return out


@dataclass(frozen=True)
class Candidate:
    """A move the look-ahead weighs: a play (``raw``) or an exchange (``swap``)."""

    score: int
    leave: str
    equity: float
    raw: RawPlay | None = None
    swap: str = ""

    def move(self) -> Move:
        if self.raw is not None:
            return GeneratedPlay(*self.raw).play
        return Exchange(self.swap) if self.swap else Pass()

    def order(self) -> tuple[float, str]:
        """Best equity first; ties in notation order, so they break the same way every time."""
        name = GeneratedPlay(*self.raw).notation if self.raw is not None else f"-{self.swap}"
        return (-self.equity, name)


def best_equity_play(board: Board, rack: str, lexicon: Lexicon, rules: RuleSet,
                     bag_after: int) -> tuple[int, float, RawPlay | None]:
    """(score, equity, play) of ``rack``'s best play by equity; (0, leave, None) when none."""
    from .movegen import raw_plays

    best: tuple[int, float, RawPlay | None] = (0, expert_leave_value(rack) if bag_after else 0.0, None)
    kept: dict[str, float] = {}
    for t in raw_plays(board, rack, lexicon, rules.bingo_bonus):
        used = used_tiles(t[4])
        value = kept.get(used)
        if value is None:
            value = expert_leave_value(minus(rack, used)) if bag_after else 0.0
            kept[used] = value
        equity = t[0] + value
        if equity > best[1] or best[2] is None:
            best = (t[0], equity, t)
    return best


def best_after(candidates: list[Candidate], totals: list[float], rounds: int) -> int:
    """The index of the candidate to play after ``rounds`` whole rounds of play-outs.

    A round's result swings by tens of points (the draws, the reply), so a few
    rounds tell candidates apart worse than their equity does: each candidate's
    play-out result, less its equity, is compared with the others' (what the
    look-ahead adds to the equity), and that is trusted in proportion
    ``rounds / (rounds + TRUST_ROUNDS)``.  A fast machine or a long budget
    moves the choice towards the look-ahead; a few rounds keep it near equity.
    """
    added = [total / rounds - c.equity for c, total in zip(candidates, totals)]
    mean = sum(added) / len(added)
    trust = rounds / (rounds + TRUST_ROUNDS)
    judged = [c.equity + trust * (a - mean) for c, a in zip(candidates, added)]
    return max(range(len(candidates)), key=lambda i: (judged[i], -i))


class ExpertPlayer(ComputerPlayer):
    """Equity by fitted leaves, a look-ahead over the best candidates, an exact endgame.

    ``budget``: seconds a turn (default: the level's); ``iterations``: a fixed
    number of look-ahead rounds instead (tests, benchmarks); ``clock``: the
    clock the budget is kept by (tests inject one).
    """

    name = "Expert"
    level = "expert"

    def __init__(self, budget: float | None = None, iterations: int | None = None,
                 clock: Clock = time.monotonic) -> None:
        self.budget = level_named(self.level).budget if budget is None else budget
        self.iterations = iterations
        self.clock = clock
        self.rounds = 0  # look-ahead rounds finished in the last turn (tests, benchmarks)

    def pick(
        self, board: Board, rack: str, plays: list[RawPlay], rules: RuleSet, bag_count: int,
        rng: random.Random,
    ) -> Move | None:  # fmt: skip
        """The best play by equity alone, without the look-ahead (or None: no move at all)."""
        candidates = self._candidates(rack, plays, rules, bag_count)
        return candidates[0].move() if candidates else None

    def choose_move(
        self, board: Board, rack: str, lexicon: Lexicon, rules: RuleSet, bag_count: int,
        rng: random.Random,
    ) -> Move:  # fmt: skip
        from game.rules.ruleset import Variant
        from game.rules.tiles import normalise_rack

        from .movegen import raw_plays

        if rules.variant is Variant.UPWORDS:
            return super().choose_move(board, rack, lexicon, rules, bag_count, rng)
        deadline = self.clock() + self.budget
        self.rounds = 0
        rack = normalise_rack(rack)
        plays = raw_plays(board, rack, lexicon, rules.bingo_bonus)
        unseen = unseen_tiles(board, rack)
        if bag_count == 0 and len(unseen) <= RACK_SIZE:
            line = solve_endgame(board, rack, unseen, lexicon, rules, deadline=deadline, clock=self.clock,
                                 plays=plays)
            return line.move
        candidates = self._candidates(rack, plays, rules, bag_count)
        if not candidates:
            return Pass()
        if len(candidates) == 1 or bag_count == 0:
            return candidates[0].move()
        return self._look_ahead(board, candidates, unseen, lexicon, rules, bag_count, rng, deadline).move()

    def _candidates(self, rack: str, plays: list[RawPlay], rules: RuleSet, bag_count: int) -> list[Candidate]:
        """The best few moves by equity (exchanges among them while the bag is full)."""
        kept: dict[str, tuple[str, float]] = {}
        found: list[Candidate] = []
        for t in plays:
            used = used_tiles(t[4])
            got = kept.get(used)
            if got is None:
                leave = minus(rack, used)
                got = (leave, expert_leave_value(leave) if bag_count else 0.0)
                kept[used] = got
            found.append(Candidate(t[0], got[0], t[0] + got[1], raw=t))
        found.sort(key=Candidate.order)
        top = found[:CANDIDATES]
        limit = max_exchange(rules, bag_count, bool(plays)) if bag_count >= EXPERT_EXCHANGE_MIN_BAG else 0
        swaps: dict[str, Candidate] = {}
        for n in range(1, min(limit, len(rack)) + 1):
            for swap in combinations(sorted(rack), n):
                key = "".join(swap)
                if key not in swaps:
                    leave = minus(rack, key)
                    swaps[key] = Candidate(0, leave, expert_leave_value(leave), swap=key)
        top += sorted(swaps.values(), key=Candidate.order)[:1]
        top.sort(key=Candidate.order)
        best = top[0].equity if top else 0.0
        return [c for c in top if c.equity >= best - CANDIDATE_WINDOW][:CANDIDATES]

    def _look_ahead(self, board: Board, candidates: list[Candidate], unseen: str, lexicon: Lexicon,
                    rules: RuleSet, bag_count: int, rng: random.Random, deadline: float) -> Candidate:
        """The candidate with the best average over whole simulated rounds."""
        seed = rng.getrandbits(64)
        totals = [0.0] * len(candidates)
        slowest = 0.0  # the longest one candidate's play-out took: do not start one that would overrun
        rounds = 0
        stopped = False
        while not stopped and (self.iterations is None or rounds < self.iterations):
            draw = random.Random(seed + rounds)
            tiles = list(unseen)
            draw.shuffle(tiles)
            values: list[float] = []
            for c in candidates:
                now = self.clock()
                if interrupt.requested() or (self.iterations is None and now + slowest > deadline):
                    stopped = True
                    break
                values.append(self._play_out(board, c, tiles, lexicon, rules, bag_count))
                slowest = max(slowest, self.clock() - now)
            if stopped:
                break
            totals = [t + v for t, v in zip(totals, values)]
            rounds += 1
        self.rounds = rounds
        if rounds == 0:
            return candidates[0]
        return candidates[best_after(candidates, totals, rounds)]

    @staticmethod
    def _play_out(board: Board, c: Candidate, tiles: list[str], lexicon: Lexicon, rules: RuleSet,
                  bag_count: int) -> float:
        """Our score, less the opponent's best reply, plus our next best equity, over one draw.

        ``tiles``: the unseen tiles in draw order: the opponent's rack first, the bag after.
        """
        opp_size = min(RACK_SIZE, max(0, len(tiles) - bag_count))
        opponent = "".join(tiles[:opp_size])
        bag = tiles[opp_size:]
        after = place(board, c.raw) if c.raw is not None else board
        refill = RACK_SIZE - len(c.leave)
        if c.raw is None:  # an exchange draws from the bag first, its tiles go back
            bag = bag + list(c.swap)
        mine = c.leave + "".join(bag[:refill])
        bag = bag[refill:]
        opp_score, _eq, reply = best_equity_play(after, opponent, lexicon, rules, len(bag))
        if reply is not None:
            after = place(after, reply)
        next_score, next_equity, _play = best_equity_play(after, mine, lexicon, rules, len(bag))
        return c.score - opp_score + next_equity
