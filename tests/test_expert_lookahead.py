"""The expert's look-ahead: replies found without weighing every play, the end of the
game counted in a play-out, candidates clearly behind dropped, and the pre-endgame
stopping at its budget or when asked."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from rules_helpers import board_with
from test_expert_player import StepClock, midgame

from game.engine import interrupt
from game.engine.expert import (
    DROP_AFTER,
    Candidate,
    ExpertPlayer,
    best_equity_play,
    clearly_behind,
    minus,
    used_tiles,
)
from game.engine.leaves import expert_leave_value
from game.engine.movegen import raw_plays
from game.lexicon import Lexicon, default_lexicon
from game.rules.board import Board
from game.rules.move import TilePlay
from game.rules.ruleset import PRESETS, RuleSet
from game.rules.tiles import VALUES

RULES = PRESETS["Tournament"]


@pytest.fixture(autouse=True)
def no_stop_signal() -> Iterator[None]:
    interrupt.install(None)
    yield
    interrupt.install(None)


@pytest.mark.parametrize(("seed", "turns"), [(11, 2), (12, 5), (13, 8)])
def test_the_reply_is_the_best_equity_though_most_plays_are_never_weighed(seed: int, turns: int) -> None:
    """The search stops at the first play whose score cannot reach the best equity
    even with the dearest leave; its answer is still the best of every play."""
    lexicon = default_lexicon()
    board, rack, bag = midgame(seed, turns, lexicon)
    every = max(t[0] + expert_leave_value(minus(rack, used_tiles(t[4])))
                for t in raw_plays(board, rack, lexicon, RULES.bingo_bonus))
    reply = best_equity_play(board, rack, lexicon, RULES, bag)
    assert reply.play is not None and not reply.out
    assert reply.equity == pytest.approx(every)
    assert reply.equity == pytest.approx(reply.score + expert_leave_value(minus(rack, used_tiles(reply.play[4]))))


def test_with_the_bag_empty_going_out_counts_the_other_rack_twice_and_stuck_tiles_cost_twice() -> None:
    """CAT on 8G-8I, words CAT, CATS, AT, TA; the bag empty.  Rack S: 8G CATS
    (S on the plain J8: 3+1+1+1 = 6) goes out, and the other side's QZ (10 + 10)
    counts twice: 6 + 40 = 46.  Rack SQ: CATS keeps the Q, 10 points stuck,
    which cost twice: 6 - 20 = -14; passing keeps S and Q, 11 points: -22."""
    lexicon = Lexicon.from_words(["CAT", "CATS", "AT", "TA"])
    board = board_with(("8G", "CAT"))
    out = best_equity_play(board, "S", lexicon, RULES, 0, "QZ")
    assert out.out and out.score == 6 and out.equity == 46.0
    assert out.play is not None and out.play[4] == "...S"
    stuck = best_equity_play(board, "QS", lexicon, RULES, 0, "QZ")
    assert not stuck.out and stuck.equity == -14.0
    none = best_equity_play(board, "QV", lexicon, RULES, 0, "S")
    assert none.play is None and none.equity == -2.0 * (10 + 4)


def test_a_candidate_clearly_behind_is_dropped_and_two_always_stay() -> None:
    """Candidate 0 leads by 10 a round, give or take 1: after DROP_AFTER rounds the
    others are 10 points behind with a standard error near 0.5: dropped, but never
    below two in the running.  Candidate 1, a point behind with swings of 10, stays."""
    noise = [(-1) ** r * (r % 3) for r in range(DROP_AFTER)]
    lead = [20.0 + n for n in noise]
    close = [19.0 + 10 * n for n in noise]
    far = [10.0 - n for n in noise]
    assert clearly_behind([lead, close, far], [0, 1, 2]) == {2}
    assert clearly_behind([lead, far, far], [0, 1, 2]) == {1}  # one of the two, the two left stay
    assert clearly_behind([lead[:-1], close[:-1], far[:-1]], [0, 1, 2]) == set()  # too few rounds yet
    assert clearly_behind([lead, far], [0, 1]) == set()


class ScriptedPlayOuts(ExpertPlayer):
    """Play-outs worth a fixed value per candidate, give or take a seeded swing of 3."""

    def __init__(self, worth: list[float], **kwargs: object) -> None:
        super().__init__(**kwargs)  # type: ignore[arg-type]
        self.worth = worth
        self.calls = [0] * len(worth)
        self.swing = random.Random(5)

    def _play_out(self, board: Board, c: Candidate, tiles: list[str], lexicon: Lexicon, rules: RuleSet,
                  bag_count: int) -> float:
        i = int(c.swap)
        self.calls[i] += 1
        return self.worth[i] + self.swing.uniform(-3, 3)


def test_the_rounds_go_to_the_close_contest() -> None:
    """Three candidates of equal equity whose play-outs are worth 10, 9 and -30: the
    third is dropped after DROP_AFTER rounds; the first two get all 40 rounds, and
    the first, better over them, is played."""
    player = ScriptedPlayOuts([10.0, 9.0, -30.0], iterations=40, cores=1)  # the calls counted here
    candidates = [Candidate(0, "", 5.0, swap=str(i)) for i in range(3)]
    chosen = player._look_ahead(Board(), candidates, ((["A"], 1) for _ in iter(int, 1)), WORDS,
                                RULES, 50, deadline=0.0, whole=False)
    assert player.calls == [40, 40, DROP_AFTER]
    assert chosen is candidates[0] and player.rounds == 40


WORDS = Lexicon.from_words(["CAT", "SCAT", "CATE", "ZONE"])
BOARD = board_with(("8H", "CAT"))


def test_the_pre_endgame_stops_at_its_budget() -> None:
    """The position of test_expert_pre_endgame.py (8 possible bags, 2 candidates, 16
    play-outs); a clock that moves 0.05 s a reading, two readings a play-out, so
    each takes 0.05 s and the next is expected to take up to 0.075 s: a budget of
    0.5 s has room for 4 play-outs, 2 whole bags, not 8."""
    clock = StepClock(0.05)
    player = ExpertPlayer(budget=0.5, clock=clock)
    started = clock.now
    move = player.choose_against(BOARD, "ESBDFGH", "ZONIJKLM", WORDS, RULES, 1, random.Random(1))
    assert isinstance(move, TilePlay)
    assert player.rounds == 2
    assert clock.now <= started + 0.5 + 0.1


def test_the_pre_endgame_stops_when_asked() -> None:
    polls = 0

    def stop() -> bool:
        nonlocal polls
        polls += 1
        return polls > 3

    interrupt.install(stop)
    player = ExpertPlayer(budget=60.0, cores=1)  # the polls are counted in this process
    move = player.choose_against(BOARD, "ESBDFGH", "ZONIJKLM", WORDS, RULES, 1, random.Random(1))
    assert player.rounds == 1 and polls == 4  # one whole bag (two play-outs), then asked
    assert move in {TilePlay.from_gcg("8H", "...E"), TilePlay.from_gcg("8G", "S...")}


def test_the_candidates_of_a_rack_with_two_blanks_are_found_without_weighing_every_play(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """??AERST on an empty board has some 58,000 plays; the best by equity are those
    a full sort gives, found after reading the tiles used by a tenth of them: a play
    of k tiles keeps 7 - k, and its score with the dearest leave of 7 - k tiles
    falls short of the sixth best equity unless it scores close to the top (a
    bingo keeps nothing; the blanks are kept only by plays that use neither)."""
    import game.engine.expert as expert

    lexicon = default_lexicon()
    rack = "??AERST"
    plays = raw_plays(Board(), rack, lexicon, RULES.bingo_bonus)
    full = sorted((Candidate(t[0], minus(rack, used_tiles(t[4])),
                             t[0] + expert_leave_value(minus(rack, used_tiles(t[4]))), raw=t) for t in plays),
                  key=Candidate.order)[:6]
    read: list[str] = []

    def counted(word: str) -> str:
        read.append(word)
        return used_tiles(word)

    monkeypatch.setattr(expert, "used_tiles", counted)
    found = [c.raw for c in ExpertPlayer(iterations=0)._candidates(rack, plays, RULES, 86)
             if c.raw is not None]  # an exchange may be among the six
    assert len(found) >= 4 and found == [c.raw for c in full[:len(found)]]
    assert len(plays) > 50_000 and len(read) < len(plays) // 10


def test_a_match_times_its_turns_by_the_clock_it_is_handed() -> None:
    """bench/ai_match.py --cpu-clock hands the process's CPU time to the game loop:
    with a clock that moves one second a reading, every turn takes one second."""
    from game.engine.players import HardPlayer
    from game.engine.selfplay import Turn, play_game

    turns: list[Turn] = []
    result = play_game([HardPlayer(), HardPlayer()], 3, default_lexicon(), RULES, turns.append, StepClock(1.0))
    assert turns and all(t.seconds == 1.0 for t in turns)
    assert result.slowest == 1.0 and result.seconds_by_seat == result.turns_by_seat


def test_a_play_out_with_a_blank_is_expected_to_take_longer_than_those_without() -> None:
    """Play-outs without a blank took 10 ms at most: the next one without a blank is
    expected to take up to 15 ms (OUTLIER 1.5: one that finds a bingo may take
    longer than any before), one with a blank 90 ms (BLANK_COST 6), one with two
    540 ms, until such a play-out has been timed; a longer measured time counts."""
    from game.engine.expert import BLANK_COST, OUTLIER, blanks_in_play_out, expected

    assert (BLANK_COST, OUTLIER) == (6.0, 1.5)
    assert expected([0.010, 0.0, 0.0], 0) == pytest.approx(0.015)
    assert expected([0.010, 0.0, 0.0], 1) == pytest.approx(0.090)
    assert expected([0.010, 0.0, 0.0], 2) == pytest.approx(0.540)
    assert expected([0.010, 0.020, 0.0], 2) == pytest.approx(0.540)
    assert expected([0.010, 0.100, 0.0], 2) == pytest.approx(0.900)
    assert expected([0.010, 0.090, 0.700], 2) == pytest.approx(1.050)
    # the opponent's rack (the first seven tiles) holds one blank, our refill (after
    # keeping ?E, the bag's first five tiles) another, and our leave the third: 3
    keeps = Candidate(10, "?E", 20.0, raw=(10, 7, 7, True, "CAT"))
    assert blanks_in_play_out(keeps, list("?ABCDEF") + list("GHIJ?KLM"), 8) == 3
    assert blanks_in_play_out(keeps, list("?ABCDEF") + list("GHIJKLM?"), 8) == 2


OURS = "BCDFGHK"  # our rack after the candidate (a pass): nothing in it plays on this board


@pytest.mark.parametrize("theirs", ["ASSERRE", "AVVWQJU"])
def test_a_play_out_counts_the_tiles_the_opponent_keeps_while_the_bag_holds_tiles(theirs: str) -> None:
    """The only word is AT and the board holds one T: the opponent's play is A for 2
    points, whatever else they hold.  A draw that lets them keep
    S, S, E, R, R, E is worse for us than one that leaves them V, V, W, Q, J, U: a
    play-out is worth our score, less their play's score and the value of what
    they keep, plus our next play's equity (here a pass: the value of our rack)."""
    lexicon = Lexicon.from_words(["AT"], "at")
    board = board_with(("8H", "T"))
    passing = Candidate(0, OURS, expert_leave_value(OURS))
    value = ExpertPlayer._play_out(board, passing, list(theirs) + list("EEEE"), lexicon, RULES, 4)
    replied = 2 + expert_leave_value(theirs[1:])  # a play-out plays whenever it can
    assert value == pytest.approx(-replied + expert_leave_value(OURS))


def test_with_the_bag_empty_the_opponents_kept_tiles_count_as_stuck_not_as_a_leave() -> None:
    """No tile to draw after their play: their A scores 2, and our rack, with no play,
    costs twice its points (they will go out); what they keep is not a leave."""
    lexicon = Lexicon.from_words(["AT"], "at")
    board = board_with(("8H", "T"))
    passing = Candidate(0, OURS, 0.0)
    value = ExpertPlayer._play_out(board, passing, list("ASSERRE"), lexicon, RULES, 0)
    assert value == -2 - 2 * sum(VALUES[t] for t in OURS)  # B3 C3 D2 F4 G2 H4 K5: 23 points
