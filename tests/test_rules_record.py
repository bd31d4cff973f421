"""A game exported as GCG replays with every score and total matching."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_helpers import SOME_WORDS, Words, random_move, set_up

from game.rules.game import Game
from game.rules.gcg import parse_gcg, replay
from game.rules.move import Challenge, Exchange, Pass, TilePlay
from game.rules.record import nicknames
from game.rules.ruleset import PRESETS, ChallengeMode, RuleSet


def assert_replays(game: Game) -> None:
    record = parse_gcg(game.to_gcg())
    report = replay(record)
    problems = [str(p) for step in report.steps for p in step.problems]
    assert problems == []
    assert list(record.recorded_totals().values()) == [p.score for p in game.players]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4),
       rules=st.sampled_from([*PRESETS.values(), PRESETS["House"].replace(blank_swap=True)]),
       turns=st.integers(1, 200))
def test_random_games_export_and_replay_exactly(
    seed: int, players: int, rules: RuleSet, turns: int
) -> None:
    """Every preset, with challenges both ways and blank swaps."""
    rng = random.Random(seed)
    game = Game([f"Player {i}" for i in range(players)], rules, SOME_WORDS, seed=seed)
    for _ in range(turns):
        if game.over:
            break
        game.play(random_move(game, rng))
    assert_replays(game)


@pytest.mark.parametrize("mode", [ChallengeMode.DOUBLE, ChallengeMode.BONUS, ChallengeMode.PENALTY])
def test_challenges_export_and_replay(mode: ChallengeMode) -> None:
    words = Words("CAT", "CATS", "AT", "TA", "TO", "OX")
    game = set_up(["QXZABCD", "CATSEEE"], bag="LMNOPRSTUVWEEAAIIOO",
                  rules=RuleSet(challenge=mode, challenge_penalty=5, challenge_bonus=5), lexicon=words)
    game.play(TilePlay.from_gcg("8G", "QXZ"))
    game.play(Challenge(1))  # withdrawn
    game.play(TilePlay.from_gcg("8G", "CATS"))
    game.play(Challenge(0))  # stands
    game.play(Exchange(game.current_player.rack[0]))
    game.play(Pass())
    text = game.to_gcg()
    assert ">Ana: QXZABCD 8G QXZ +56 56" in text
    assert ">Ana: QXZABCD --  -56 0" in text or ">Ana: QXZABCD -- -56 0" in text
    assert_replays(game)


def test_finished_game_lists_going_out_and_leftovers() -> None:
    game = set_up(["CAT", "QI"], bag="", rules=RuleSet(challenge=ChallengeMode.VOID),
                  lexicon=Words("CAT"))
    game.play(TilePlay.from_gcg("8G", "CAT"))
    text = game.to_gcg()
    assert ">Ana: (QI) +11 21" in text
    assert ">Ben: QI (QI) -11 -11" in text
    assert_replays(game)


def test_nicknames_are_one_word_and_distinct() -> None:
    assert nicknames(["Ana Lee", "Ana Lee", "Bo:b", ""]) == ["Ana_Lee", "Ana_Lee_2", "Bo_b", "player4"]
