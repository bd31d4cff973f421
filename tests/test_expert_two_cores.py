"""The expert's look-ahead on two cores: a forked helper plays every other round.

With a fixed number of rounds the two-core search weighs the very same rounds
and chooses the very same move as one core; with a budget it keeps the budget
and weighs more rounds; asked to stop, it stops, helper and all.

The searches here keep their budgets by step clocks, each process its own, so
what they weigh does not depend on how busy the machine is; and the searching
process waits for its helper's round however long a busy machine makes it
(the game gives a helper that falls behind up, :data:`round_helper.GRACE`)."""

from __future__ import annotations

import os
import random
import time
from collections.abc import Iterator

import pytest
from test_expert_player import StepClock, midgame

from game.engine import interrupt, round_helper
from game.engine.expert import ExpertPlayer, unseen_tiles
from game.engine.round_helper import RoundHelper, default_cores
from game.lexicon import default_lexicon
from game.rules.ruleset import PRESETS

RULES = PRESETS["Tournament"]

pytestmark = pytest.mark.skipif(not RoundHelper.possible(), reason="this system cannot fork a helper")


@pytest.fixture(autouse=True)
def no_stop_signal() -> Iterator[None]:
    interrupt.install(None)
    yield
    interrupt.install(None)


@pytest.fixture(autouse=True)
def patient_with_the_helper(monkeypatch: pytest.MonkeyPatch) -> None:
    """A helper slowed down by a busy machine is waited for, not given up."""
    monkeypatch.setattr(round_helper, "GRACE", 60.0)


def children() -> set[int]:
    """This process's children now (Linux: /proc)."""
    me = os.getpid()
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    if int(stat.read().rsplit(")", 1)[1].split()[1]) == me:
                        found.add(int(entry))
            except (OSError, IndexError, ValueError):
                continue
    return found


@pytest.mark.parametrize(("seed", "turns"), [(3, 4), (8, 7), (21, 10)])
def test_a_fixed_count_of_rounds_gives_the_same_move_on_two_cores_as_on_one(seed: int, turns: int) -> None:
    lexicon = default_lexicon()
    board, rack, bag = midgame(seed, turns, lexicon)
    alone = ExpertPlayer(iterations=12, cores=1)
    shared = ExpertPlayer(iterations=12, cores=2)
    before = children()
    one = alone.choose_against(board, rack, unseen_tiles(board, rack), lexicon, RULES, bag, random.Random(seed))
    two = shared.choose_against(board, rack, unseen_tiles(board, rack), lexicon, RULES, bag, random.Random(seed))
    assert two == one and shared.rounds == alone.rounds
    if alone.rounds:  # a look-ahead ran: the helper played half its rounds, and is gone
        assert alone.helped == 0 and shared.helped == shared.rounds // 2 > 0
    assert children() == before


def test_with_a_budget_two_cores_keep_it_and_weigh_more_rounds() -> None:
    """Each process keeps the budget by its own clock (a step clock here, each reading
    2 ms later: the same on a busy machine), and the two weigh more rounds than one."""
    lexicon = default_lexicon()
    board, rack, bag = midgame(8, 7, lexicon)
    unseen = unseen_tiles(board, rack)
    counts = {}
    for cores in (1, 2):
        clock = StepClock(0.002)
        player = ExpertPlayer(budget=0.5, cores=cores, clock=clock)
        started = clock.now
        player.choose_against(board, rack, unseen, lexicon, RULES, bag, random.Random(2))
        assert clock.now <= started + 0.5 * 1.1
        counts[cores] = (player.rounds, player.helped)
    assert counts[1][1] == 0 and counts[2][1] > 0
    assert counts[2][0] > counts[1][0]


def test_asked_to_stop_the_search_ends_with_its_helper() -> None:
    """The window's cancel comes 0.3 s into a 30 s search (by the step clock): the search
    ends there, after rounds shared with its helper, and the helper is gone."""
    lexicon = default_lexicon()
    board, rack, bag = midgame(21, 10, lexicon)
    clock = StepClock(0.002)
    cancelled_at = clock.now + 0.3
    interrupt.install(lambda: clock.now > cancelled_at)
    player = ExpertPlayer(budget=30.0, cores=2, clock=clock)
    before = children()
    player.choose_against(board, rack, unseen_tiles(board, rack), lexicon, RULES, bag, random.Random(4))
    assert cancelled_at < clock.now < cancelled_at + 3 * clock.step  # read once or twice after the cancel
    assert player.helped == player.rounds // 2 > 0  # the second round of every pair was the helper's
    assert children() == before


def test_two_cores_are_the_default_where_there_are_two() -> None:
    assert default_cores() == (2 if (os.cpu_count() or 1) >= 2 else 1)
    assert ExpertPlayer().cores == default_cores()


def test_the_helper_answers_exactly_the_round_asked_for_from_the_same_draws() -> None:
    """Asked for rounds 1 and 4 of a seeded sequence, the helper returns what this process
    gets playing those very rounds itself: the same draws, the same candidates, the same values."""
    rounds = [(list("ABCDEFG") + [str(k)], k) for k in range(6)]

    def play_round(alive: list[int], tiles: list[str], deadline: float, slowest: list[float]) -> list[float]:
        return [float(i * 100 + int(tiles[-1])) for i in alive]  # which round, for which candidate

    helper = RoundHelper.start(play_round, iter(rounds), time.monotonic, 3)
    assert helper is not None
    try:
        for number, alive in ((1, [0, 2]), (4, [2])):
            helper.ask(number, alive, 5.0)
            assert helper.answer(5.0) == play_round(alive, rounds[number][0], 0.0, [])
        helper.ask(9, [0], 5.0)  # past the last round: no answer, not a hang
        assert helper.answer(5.0) is None
    finally:
        helper.stop()
