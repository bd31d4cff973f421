"""The expert computer player: fitted leaves, a look-ahead, an endgame search.

- *Equity*: a play's score plus the value of the tiles it keeps, by the leave
  table fitted from self-play (``assets/expert_leaves.txt``,
  :func:`game.engine.leaves.expert_leave_value`).
- *Look-ahead* (bag not empty): the best few candidates by equity are each
  played out on a copy of the board, over the same random draws for every
  candidate: the opponent's rack drawn from the unseen tiles (the full set
  less the board and our rack), the opponent's best-equity reply, our own
  refilled rack and our best-equity next play (:func:`best_equity_play`, which
  weighs plays best score first and stops when no later one can win).  A
  candidate is worth its score, less the reply's equity (its score and, while
  the bag holds tiles, the value of what the opponent keeps: at the horizon
  both racks are worth something), plus our next play's equity, averaged over
  the rounds, and that average moves the choice away
  from plain equity as far as the number of rounds warrants (:func:`judged`).
  A candidate clearly behind the leader on the same draws stops being played
  out (:func:`clearly_behind`), so the rounds left go to the close contest.
  Rounds go on until the time budget (the level's ``budget``) is nearly spent
  (a play-out is not started that the slowest so far, by blanks in its racks,
  says would overrun), the engine is asked to stop (:mod:`game.engine.interrupt`)
  or a fixed ``iterations`` count is reached (tests); only whole rounds count,
  so every candidate is judged on the same draws.  Once the bag is empty in a
  play-out, going out gains twice the other rack and tiles kept cost twice
  their points.  In a play-out a blank stands only for one of the letters
  most words are made of (:data:`PLAY_OUT_WILD`): racks with a blank took two
  thirds of the look-ahead's time, listing thousands of plays with a Q or a J
  for it that a good player almost never makes; without them a turn weighs
  about a sixth more rounds (148 against 126 on 35 positions of two games).
- *Pre-endgame* (one to six tiles in the bag, one opponent): the rounds are
  every possible bag, weighted by the ways of drawing it
  (:mod:`game.engine.pre_endgame`), so a candidate is judged against each rack
  it may leave the opponent; when all are weighed their mean decides alone.
- *Endgame* (bag empty, the opponent's rack known): :mod:`game.engine.endgame`.

The search is seeded from the ``rng`` handed in, so with a fixed iteration
count the same position gives the same move.
"""

from __future__ import annotations

import heapq
import random
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from itertools import combinations, count
from operator import itemgetter
from typing import NamedTuple

from game.lexicon import Lexicon
from game.lexicon.dawg import ALL_LETTERS
from game.rules.board import Board
from game.rules.move import Exchange, Move, Pass
from game.rules.ruleset import RuleSet, max_exchange
from game.rules.tiles import BLANK, RACK_SIZE, full_set, rack_value

from . import interrupt
from .endgame import solve_endgame
from .leaves import expert_leave_ceilings, expert_leave_value
from .levels import level_named
from .movegen import GeneratedPlay
from .players import ComputerPlayer, RawPlay
from .pre_endgame import PRE_ENDGAME_BAG, draws, is_pre_endgame
from .round_helper import RoundHelper, default_cores

#: candidates the look-ahead weighs, best by equity first
CANDIDATES = 6
#: only candidates within this many points of equity of the best are weighed
CANDIDATE_WINDOW = 25.0
EXPERT_EXCHANGE_MIN_BAG = 7
#: rounds of look-ahead trusted as much as the equity (see :func:`best_after`)
TRUST_ROUNDS = 10
#: a blank in a rack multiplies its plays, and the time to list them, by about this much
BLANK_COST = 6.0
#: the slowest play-out so far times this is how long the next may take (see :func:`expected`)
OUTLIER = 1.5
#: play-outs are timed apart by the blanks in their racks up to this many
BLANKS_TIMED = 2
#: rounds before a candidate may be dropped as clearly behind (:func:`clearly_behind`)
DROP_AFTER = 8
#: standard errors behind the leader that drop a candidate
DROP_Z = 2.5
#: the letters a blank stands for in a play-out while the bag holds more than a
#: pre-endgame's tiles: those in most seven- and eight-letter words, and G (-ING)
PLAY_OUT_WILD = "ESIARNTOLDG"
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


class Reply(NamedTuple):
    """A side's best play in a play-out: its score, its equity (what the side chose
    it by), the play (None: no play, a pass) and whether it went out."""

    score: int
    equity: float
    play: RawPlay | None
    out: bool


def letter_mask(letters: str) -> int:
    """The letters as a movegen mask (bit 0 is A)."""
    return sum(1 << (ord(ch) - 65) for ch in set(letters))


def best_equity_play(board: Board, rack: str, lexicon: Lexicon, rules: RuleSet,
                     bag_count: int, other: str = "", wild: int = ALL_LETTERS) -> Reply:
    """``rack``'s best play by equity, with ``bag_count`` tiles in the bag before it.

    While the bag holds tiles, a play's equity is its score plus the fitted value
    of the tiles it keeps.  With the bag empty the game is ending: going out
    gains twice the points of ``other`` (the other side's rack) on the spread,
    and each tile kept costs twice its points (the other side is likely to go
    out with them stuck here, docs/rules.md "End of the game").

    The plays are weighed best score first and the search stops at the first
    whose score could not reach the best equity with the dearest leave the rack
    could keep (:func:`expert_leave_ceilings`): most plays of a rack never have
    their leave worked out.  ``wild``: the letters a blank may stand for (a mask).
    """
    from .movegen import raw_plays

    plays = raw_plays(board, rack, lexicon, rules.bingo_bonus, wild)
    plays.sort(key=itemgetter(0), reverse=True)
    if bag_count:
        best = Reply(0, expert_leave_value(rack), None, False)
        ceilings = expert_leave_ceilings(rack)
    else:
        best = Reply(0, -2.0 * rack_value(rack), None, False)
        ceilings = (2.0 * rack_value(other),) * (len(rack) + 1)
    dearest = max(ceilings[1:], default=0.0)
    found = False
    kept: dict[str, float] = {}
    for t in plays:
        if found and t[0] + ceilings[len(t[4]) - t[4].count(".")] <= best.equity:
            if t[0] + dearest <= best.equity:
                break
            continue
        used = used_tiles(t[4])
        value = kept.get(used)
        if value is None:
            leave = minus(rack, used)
            if bag_count:
                value = expert_leave_value(leave)
            else:
                value = 2.0 * rack_value(other) if not leave else -2.0 * rack_value(leave)
            kept[used] = value
        equity = t[0] + value
        if equity > best.equity or not found:
            best = Reply(t[0], equity, t, not bag_count and len(used) == len(rack))
            found = True
    return best


def judged(candidates: list[Candidate], means: list[float], trust: float) -> list[float]:
    """Each candidate's equity, moved by ``trust`` (0 to 1) of what its play-outs add
    to it (its mean result less its equity) compared with the others'."""
    added = [m - c.equity for c, m in zip(candidates, means)]
    mean = sum(added) / len(added)
    return [c.equity + trust * (a - mean) for c, a in zip(candidates, added)]


def best_after(candidates: list[Candidate], totals: list[float], rounds: int) -> int:
    """The index of the candidate to play after ``rounds`` whole rounds of play-outs.

    A round's result swings by tens of points (the draws, the reply), so a few
    rounds tell candidates apart worse than their equity does: each candidate's
    play-out result, less its equity, is compared with the others' (what the
    look-ahead adds to the equity), and that is trusted in proportion
    ``rounds / (rounds + TRUST_ROUNDS)``.  A fast machine or a long budget
    moves the choice towards the look-ahead; a few rounds keep it near equity.
    """
    values = judged(candidates, [t / rounds for t in totals], rounds / (rounds + TRUST_ROUNDS))
    return max(range(len(candidates)), key=lambda i: (values[i], -i))


def clearly_behind(results: list[list[float]], alive: list[int]) -> set[int]:
    """The candidates (indices into ``results``, among ``alive``) whose play-outs so far
    are clearly worse than the leader's: on the same draws, behind by more than
    ``DROP_Z`` standard errors of the difference.  The look-ahead stops spending
    rounds on them, so the rounds left go to the close contest."""
    rounds = len(results[alive[0]])
    if rounds < DROP_AFTER or len(alive) <= 2:
        return set()
    leader = max(alive, key=lambda i: (sum(results[i]), -i))
    out: set[int] = set()
    for i in alive:
        if i == leader:
            continue
        diffs = [a - b for a, b in zip(results[leader], results[i])]
        mean = sum(diffs) / rounds
        spread = (sum((d - mean) ** 2 for d in diffs) / (rounds - 1)) ** 0.5
        if mean > DROP_Z * spread / rounds ** 0.5:
            out.add(i)
    return set(sorted(out, key=lambda i: sum(results[i]))[:len(alive) - 2])


class ExpertPlayer(ComputerPlayer):
    """Equity by fitted leaves, a look-ahead over the best candidates, an exact endgame.

    ``budget``: seconds a turn (default: the level's); ``iterations``: a fixed
    number of look-ahead rounds instead (tests, benchmarks); ``clock``: the
    clock the budget is kept by (tests inject one); ``cores``: the processes
    the look-ahead's rounds are shared by (default: two where the machine has
    two cores and can fork, :func:`default_cores`; see :mod:`game.engine.round_helper`).
    """

    name = "Expert"
    level = "expert"

    def __init__(self, budget: float | None = None, iterations: int | None = None,
                 clock: Clock = time.monotonic, cores: int | None = None) -> None:
        self.budget = level_named(self.level).budget if budget is None else budget
        self.iterations = iterations
        self.clock = clock
        self.cores = default_cores() if cores is None else cores
        self.rounds = 0  # look-ahead rounds finished in the last turn (tests, benchmarks)
        self.helped = 0  # of those, the rounds a second process played out

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
        from game.rules.ruleset import is_duplicate
        from game.rules.tiles import normalise_rack
        from game.rules.variant import variant_rules

        if variant_rules(rules).stacks or is_duplicate(rules):
            # Upwords with Hard's search; Duplicate by score (game.engine.levels), no look-ahead.
            return super().choose_move(board, rack, lexicon, rules, bag_count, rng)
        rack = normalise_rack(rack)
        return self.choose_against(board, rack, unseen_tiles(board, rack), lexicon, rules, bag_count, rng)

    def choose_against(self, board: Board, rack: str, unseen: str, lexicon: Lexicon, rules: RuleSet,
                       bag_count: int, rng: random.Random) -> Move:
        """The move for ``rack`` when ``unseen`` are the tiles this player cannot see (the
        opponents' racks and the bag; :func:`unseen_tiles` for a real game)."""
        from .movegen import raw_plays

        deadline = self.clock() + self.budget
        self.rounds = 0
        plays = raw_plays(board, rack, lexicon, rules.bingo_bonus)
        if bag_count == 0 and len(unseen) <= RACK_SIZE:
            line = solve_endgame(board, rack, unseen, lexicon, rules, deadline=deadline, clock=self.clock,
                                 plays=plays)
            return line.move
        candidates = self._candidates(rack, plays, rules, bag_count)
        if not candidates:
            return Pass()
        if len(candidates) == 1 or bag_count == 0:
            return candidates[0].move()
        seed = rng.getrandbits(64)
        if is_pre_endgame(bag_count, unseen):
            return self._look_ahead(board, candidates, draws(unseen, bag_count, seed), lexicon, rules,
                                    bag_count, deadline, whole=True).move()
        return self._look_ahead(board, candidates, shuffles(unseen, seed), lexicon, rules, bag_count,
                                deadline, whole=False).move()

    def _candidates(self, rack: str, plays: list[RawPlay], rules: RuleSet, bag_count: int) -> list[Candidate]:
        """The best few moves by equity (exchanges among them while the bag is full).

        Plays are weighed best score first, and only while the score could reach the
        ``CANDIDATES``-th best equity with the dearest leave of as many tiles as the
        play keeps: a rack with two blanks has tens of thousands of plays, and a
        Candidate for each would take longer than the look-ahead's budget.
        """
        kept: dict[str, tuple[str, float]] = {}
        ceilings = expert_leave_ceilings(rack) if bag_count else (0.0,) * (len(rack) + 1)
        dearest = max(ceilings[1:], default=0.0)
        floor: list[float] = []  # the best CANDIDATES equities so far, least first
        found: list[Candidate] = []
        for t in sorted(plays, key=itemgetter(0), reverse=True):
            if len(floor) == CANDIDATES and t[0] + ceilings[len(t[4]) - t[4].count(".")] < floor[0]:
                if t[0] + dearest < floor[0]:
                    break
                continue
            used = used_tiles(t[4])
            got = kept.get(used)
            if got is None:
                leave = minus(rack, used)
                got = (leave, expert_leave_value(leave) if bag_count else 0.0)
                kept[used] = got
            equity = t[0] + got[1]
            if len(floor) < CANDIDATES:
                heapq.heappush(floor, equity)
            elif equity >= floor[0]:
                heapq.heappushpop(floor, equity)
            else:
                continue
            found.append(Candidate(t[0], got[0], equity, raw=t))
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

    def _look_ahead(self, board: Board, candidates: list[Candidate], rounds_of: Iterable[tuple[list[str], int]],
                    lexicon: Lexicon, rules: RuleSet, bag_count: int, deadline: float, *,
                    whole: bool) -> Candidate:
        """The candidate with the best result over whole rounds of play-outs.

        ``rounds_of``: each round's unseen tiles in draw order (the opponent's rack
        first) and its weight; every candidate still in the running is played out
        over the same draws.  ``whole``: the rounds are every possible draw (the
        pre-endgame), so when they all finish their weighted mean decides alone.
        """
        results: list[list[float]] = [[] for _ in candidates]
        weights: list[int] = []
        alive = list(range(len(candidates)))
        slowest = [0.0] * (BLANKS_TIMED + 1)  # the longest play-out by blanks in its racks
        finished = True
        self.helped = 0
        play_round = partial(self._round_values, board, candidates, lexicon=lexicon, rules=rules,
                             bag_count=bag_count)
        # a second process plays every other round (forked now, so it reads the same rounds)
        helper = (RoundHelper.start(play_round, rounds_of, self.clock, len(slowest)) if self._shares_rounds()
                  else None)
        rounds = iter(rounds_of)
        try:
            while True:
                left = None if self.iterations is None else self.iterations - len(weights)
                if left == 0:
                    finished = next(rounds, None) is None  # the count stopped it, unless no round was left
                    break
                first = next(rounds, None)
                if first is None:
                    break  # every round weighed (the pre-endgame's bags)
                # rounds go in pairs, the second to the helper; the candidates clearly behind are
                # dropped after each pair, with a helper or without, so both choose alike
                second = next(rounds, None) if left is None or left > 1 else None
                helped = second is not None and helper is not None and not helper.broken
                if helped:
                    assert helper is not None
                    helper.ask(len(weights) + 1, alive, deadline - self.clock())
                got = [play_round(alive, first[0], deadline, slowest)]
                if second is not None:
                    answer = None
                    if helped:
                        assert helper is not None
                        answer = helper.answer(deadline - self.clock())
                        # a helper that failed or fell behind (a busy machine) is given up; this
                        # process plays its round, and the rest, alone while the budget lasts
                        helped = answer is not None
                    if answer is None and got[0] is not None:
                        answer = play_round(alive, second[0], deadline, slowest)
                    got.append(answer)
                pair = [first] if second is None else [first, second]
                for k, ((_tiles, weight), values) in enumerate(zip(pair, got)):
                    if values is None:
                        finished = False
                        break
                    for i, v in zip(alive, values):
                        results[i].append(v)
                    weights.append(weight)
                    if k == 1 and helped:
                        self.helped += 1
                if not finished:
                    break
                if not whole:
                    behind = clearly_behind(results, alive)
                    alive = [i for i in alive if i not in behind]
        finally:
            if helper is not None:
                helper.stop()
        self.rounds = len(weights)
        if not weights:
            return candidates[0]
        total = sum(weights)
        means = [sum(w * v for w, v in zip(weights, results[i])) / total for i in alive]
        trust = 1.0 if whole and finished else self.rounds / (self.rounds + TRUST_ROUNDS)
        values = judged([candidates[i] for i in alive], means, trust)
        return candidates[alive[max(range(len(alive)), key=lambda k: (values[k], -k))]]

    def _shares_rounds(self) -> bool:
        """Whether a second process plays every other round this turn."""
        return self.cores >= 2 and (self.iterations is None or self.iterations >= 2) and RoundHelper.possible()

    def _round_values(self, board: Board, candidates: list[Candidate], alive: list[int], tiles: list[str],
                      deadline: float, slowest: list[float], *, lexicon: Lexicon, rules: RuleSet,
                      bag_count: int) -> list[float] | None:
        """One round's results for the candidates in ``alive``, or None when the search was
        asked to stop, or the budget would run out, before the round was whole.

        ``slowest``: the longest play-out so far by blanks in its racks, kept up to date."""
        values: list[float] = []
        for i in alive:
            now = self.clock()
            blanks = min(BLANKS_TIMED, blanks_in_play_out(candidates[i], tiles, bag_count))
            if interrupt.requested() or (self.iterations is None and now + expected(slowest, blanks) > deadline):
                return None
            values.append(self._play_out(board, candidates[i], tiles, lexicon, rules, bag_count))
            slowest[blanks] = max(slowest[blanks], self.clock() - now)
        return values

    @staticmethod
    def _play_out(board: Board, c: Candidate, tiles: list[str], lexicon: Lexicon, rules: RuleSet,
                  bag_count: int) -> float:
        """The spread one draw gives ``c``: our score, less the opponent's best reply's
        equity, plus our next best play's equity (each by :func:`best_equity_play`, so
        going out and tiles stuck count once the bag is empty; with the bag empty after
        the reply, the reply counts its score alone).

        ``tiles``: the unseen tiles in draw order: the opponent's rack first, the bag after.
        """
        opponent, mine, bag = racks_after(c, tiles, bag_count)
        after = place(board, c.raw) if c.raw is not None else board
        if not mine:  # we went out: the game ends, the opponent's tiles count twice
            return c.score + 2.0 * rack_value(opponent)
        wild = ALL_LETTERS if bag_count <= PRE_ENDGAME_BAG else _PLAY_OUT_MASK
        reply = best_equity_play(after, opponent, lexicon, rules, len(bag), mine, wild)
        if reply.out:
            return c.score - reply.score - 2.0 * rack_value(mine)
        # while the bag holds tiles, the opponent's play is worth to them its score and the
        # tiles it keeps, as ours is to us: a draw that lets them keep a blank is worse for us
        # than one that lets them score a point more with nothing kept
        replied = reply.equity if bag else float(reply.score)
        if reply.play is not None:
            after = place(after, reply.play)
            used = used_tiles(reply.play[4])
            opponent = minus(opponent, used) + "".join(bag[:len(used)])
            bag = bag[len(used):]
        ahead = best_equity_play(after, mine, lexicon, rules, len(bag), opponent, wild)
        return c.score - replied + ahead.equity


_PLAY_OUT_MASK = letter_mask(PLAY_OUT_WILD)


def racks_after(c: Candidate, tiles: list[str], bag_count: int) -> tuple[str, str, list[str]]:
    """The opponent's rack, ours refilled after ``c``, and the bag left, for one draw
    (``tiles``: the unseen tiles, the opponent's rack first, the bag after)."""
    opp_size = min(RACK_SIZE, max(0, len(tiles) - bag_count))
    bag = tiles[opp_size:]
    if c.raw is None:  # an exchange draws from the bag first, its tiles go back
        bag = bag + list(c.swap)
    refill = RACK_SIZE - len(c.leave)
    return "".join(tiles[:opp_size]), c.leave + "".join(bag[:refill]), bag[refill:]


def blanks_in_play_out(c: Candidate, tiles: list[str], bag_count: int) -> int:
    """The blanks in the two racks a play-out of ``c`` lists the plays of: each
    multiplies the plays (and the time) by tens."""
    opponent, mine, _bag = racks_after(c, tiles, bag_count)
    return opponent.count(BLANK) + mine.count(BLANK)


def expected(slowest: list[float], blanks: int) -> float:
    """How long a play-out with ``blanks`` blanks in its racks may take: the slowest
    such so far, and no less than the slowest with fewer blanks times
    ``BLANK_COST`` for each blank more (the first play-out that draws a blank must
    not be started just before the deadline on the time of those that did not),
    times ``OUTLIER``: a play-out that finds a bingo can take longer than any
    before it."""
    longest = max(slowest[blanks], *(slowest[k] * BLANK_COST ** (blanks - k) for k in range(blanks)), 0.0)
    return OUTLIER * longest


def shuffles(unseen: str, seed: int) -> Iterator[tuple[list[str], int]]:
    """Endless seeded draws of the unseen tiles (each of weight 1) for the look-ahead."""
    for n in count():
        tiles = list(unseen)
        random.Random(seed + n).shuffle(tiles)
        yield tiles, 1
