"""The expert player: legal moves, a look-ahead that stops at its budget or when asked,
the same move for the same seed, and the level in the one table of levels."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from game.engine import interrupt
from game.engine.expert import Candidate, ExpertPlayer, best_after, unseen_tiles
from game.engine.leaves import expert_leave_value
from game.engine.levels import EXPERT_BUDGET, level_named
from game.engine.movegen import generate_plays
from game.engine.players import HardPlayer, make_player
from game.lexicon import Lexicon, default_lexicon
from game.rules.board import Board
from game.rules.move import Exchange, TilePlay
from game.rules.ruleset import PRESETS, RuleSet
from game.rules.tiles import full_set

RULES = PRESETS["Tournament"]


def midgame(seed: int, turns: int, lexicon: Lexicon) -> tuple[Board, str, int]:
    """The board, the rack to move and the bag's count after ``turns`` of Hard against Hard."""
    rng = random.Random(seed)
    bag = full_set()
    rng.shuffle(bag)
    racks = [[bag.pop() for _ in range(7)] for _ in range(2)]
    board = Board()
    hard = HardPlayer()
    for turn in range(turns):
        rack = racks[turn % 2]
        move = hard.choose_move(board, "".join(rack), lexicon, RULES, len(bag), rng)
        if isinstance(move, TilePlay):
            for p in move.placements:
                board.set(p.row, p.col, p.letter)
                rack.remove(p.rack_tile)
            while bag and len(rack) < 7:
                rack.append(bag.pop())
    return board, "".join(racks[turns % 2]), len(bag)


@pytest.fixture(autouse=True)
def no_stop_signal() -> Iterator[None]:
    interrupt.install(None)
    yield
    interrupt.install(None)


class StepClock:
    """A clock that moves on ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 100.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def is_legal(move: object, board: Board, rack: str, lexicon: Lexicon, rules: RuleSet) -> bool:
    if isinstance(move, TilePlay):
        return move in {p.play for p in generate_plays(board, rack, lexicon, rules.bingo_bonus)}
    if isinstance(move, Exchange):
        return not Counter(move.tiles) - Counter(rack)
    return False


@pytest.mark.parametrize(("seed", "turns"), [(1, 0), (2, 3), (3, 6), (4, 9)])
def test_the_expert_always_makes_a_legal_move(seed: int, turns: int) -> None:
    lexicon = default_lexicon()
    board, rack, bag = midgame(seed, turns, lexicon)
    player = ExpertPlayer(iterations=2)
    move = player.choose_move(board, rack, lexicon, RULES, bag, random.Random(seed))
    assert is_legal(move, board, rack, lexicon, RULES), move
    assert player.rounds in (0, 2)  # 0: a single candidate needs no look-ahead


def test_the_same_seed_and_round_count_give_the_same_move() -> None:
    lexicon = default_lexicon()
    board, rack, bag = midgame(5, 4, lexicon)
    moves = {ExpertPlayer(iterations=3).choose_move(board, rack, lexicon, RULES, bag, random.Random(9))
             for _ in range(2)}
    assert len(moves) == 1


def test_the_look_ahead_stops_at_the_budget() -> None:
    """A clock that moves 0.05 s a reading, a budget of 1 s: the search stops when the
    next play-out would pass the deadline, never later than one reading after it."""
    lexicon = default_lexicon()
    board, rack, bag = midgame(2, 3, lexicon)
    clock = StepClock(0.05)
    player = ExpertPlayer(budget=1.0, clock=clock)
    started = clock.now
    player.choose_move(board, rack, lexicon, RULES, bag, random.Random(1))
    assert player.rounds >= 1
    assert started + 1.0 - 0.2 <= clock.now <= started + 1.0 + 0.1


def test_the_look_ahead_stops_when_asked() -> None:
    """Asked to stop after a few polls: no round finishes, the best equity play stands."""
    lexicon = default_lexicon()
    board, rack, bag = midgame(2, 3, lexicon)
    polls = 0

    def stop() -> bool:
        nonlocal polls
        polls += 1
        return polls > 2

    interrupt.install(stop)
    player = ExpertPlayer(budget=60.0)
    move = player.choose_move(board, rack, lexicon, RULES, bag, random.Random(1))
    assert player.rounds == 0 and polls == 3
    assert is_legal(move, board, rack, lexicon, RULES)
    candidates = player._candidates(rack, [(p.score, p.row, p.col, p.across, p.word)
                                           for p in generate_plays(board, rack, lexicon)], RULES, bag)
    assert move == candidates[0].move()


def test_the_unseen_tiles_are_the_set_less_the_board_and_the_rack() -> None:
    board = Board()
    board.set(7, 7, "C")
    board.set(7, 8, "a")  # a blank played as A
    unseen = unseen_tiles(board, "ZEE")
    counts = Counter(unseen)
    assert len(unseen) == 100 - 2 - 3
    assert counts["C"] == 1 and counts["?"] == 1 and counts["Z"] == 0 and counts["E"] == 10
    assert counts["A"] == 9


def test_expert_is_a_level_with_a_budget_of_two_seconds() -> None:
    level = level_named("expert")
    assert level.label == "Computer (Expert)" and level.budget == EXPERT_BUDGET == 2.0
    player = make_player("expert")
    assert isinstance(player, ExpertPlayer) and player.budget == 2.0
    assert level.upwords == "UpwordsHard"  # Upwords keeps Hard's search


def test_without_the_look_ahead_the_expert_picks_the_best_equity() -> None:
    """SITUUUV on an empty board, the words SIT and IT: SIT scores 3 doubled (6) and
    keeps UUUV; IT scores 2 doubled (4) and keeps the S too, which is worth more
    than the 2 points (an S, and one vowel fewer beyond balance).  Equity plays IT.
    (Six tiles in the bag: too few to exchange, which would keep ST and be better still.)"""
    lexicon = Lexicon.from_words(["SIT", "IT"])
    assert expert_leave_value("SUUUV") - expert_leave_value("UUUV") > 2
    plays = [(p.score, p.row, p.col, p.across, p.word) for p in generate_plays(Board(), "SITUUUV", lexicon)]
    assert max(plays)[0] == 6 and max(plays)[4] == "SIT"
    move = ExpertPlayer().pick(Board(), "SITUUUV", plays, RULES, 6, random.Random(1))
    assert isinstance(move, TilePlay)
    assert "".join(p.letter for p in move.placements) == "IT"


def test_a_few_rounds_move_the_choice_from_equity_only_as_far_as_they_warrant() -> None:
    """A (equity 30) against B (equity 25): B's play-outs come out 8 points better
    than A's, once the equities are taken out.  After 2 rounds that is trusted
    2/12 (B judged 25 + 4 x 2/12 = 25.7, A 30 - 0.7 = 29.3): A.  After 40 rounds,
    40/50 (B 25 + 3.2 = 28.2, A 30 - 3.2 = 26.8): B."""
    a, b = Candidate(30, "", 30.0, swap="A"), Candidate(25, "", 25.0, swap="B")
    for rounds, chosen in ((2, 0), (40, 1)):
        totals = [rounds * (30.0 + 10.0), rounds * (25.0 + 18.0)]
        assert best_after([a, b], totals, rounds) == chosen
