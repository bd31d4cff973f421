"""Property tests over random games: tile conservation, exact undo, scores, saves."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_helpers import random_move

from game.rules.game import Game, TurnKind
from game.rules.move import TilePlay
from game.rules.ruleset import PRESETS, RuleSet
from game.rules.scoring import words_formed
from game.rules.tiles import full_set, rack_value

FULL = Counter(full_set())
PROPS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
rule_sets = st.sampled_from([r.replace(undo_allowed=True) for r in PRESETS.values()] + [RuleSet()])


def random_game(seed: int, players: int, rules: RuleSet, turns: int) -> tuple[Game, list[dict]]:
    rng = random.Random(seed)
    game = Game([f"P{i}" for i in range(players)], rules.replace(word_list="enable"), seed=seed)
    states = [game.state_key()]
    for _ in range(turns):
        if game.over:
            break
        game.play(random_move(game, rng))
        states.append(game.state_key())
    return game, states


@PROPS
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=rule_sets)
def test_all_100_tiles_are_accounted_for_at_every_step(seed: int, players: int, rules: RuleSet) -> None:
    rng = random.Random(seed)
    game = Game([f"P{i}" for i in range(players)], rules, seed=seed)
    for _ in range(40):
        assert game.tile_census() == FULL
        if game.over:
            break
        game.play(random_move(game, rng))
    assert game.tile_census() == FULL


@PROPS
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=rule_sets,
       turns=st.integers(1, 30))
def test_undo_after_any_sequence_gives_back_identical_states(
    seed: int, players: int, rules: RuleSet, turns: int
) -> None:
    game, states = random_game(seed, players, rules, turns)
    while game.history:
        game.undo()
        # Every snapshot on the way back equals one seen on the way forward.
        assert game.state_key() in states
    assert game.state_key() == states[0]


@PROPS
@given(seed=st.integers(0, 10**6), rules=rule_sets)
def test_play_score_is_the_sum_of_its_words_plus_bonus(seed: int, rules: RuleSet) -> None:
    rng = random.Random(seed)
    game = Game(["A", "B"], rules, seed=seed)
    for _ in range(30):
        if game.over:
            break
        move = random_move(game, rng)
        if isinstance(move, TilePlay):
            words = words_formed(game.board, move)
            record = game.play(move)
            bonus = rules.bingo_bonus if len(move.placements) == 7 else 0
            assert record.points == sum(w.letter_total * w.word_multiplier for w in words) + bonus
            assert record.bingo == (bonus > 0)
            assert record.points == sum(w.score for w in record.words) + bonus
        else:
            game.play(move)


@PROPS
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=rule_sets,
       turns=st.integers(0, 25))
def test_json_round_trip_is_exact_and_continues_identically(
    seed: int, players: int, rules: RuleSet, turns: int
) -> None:
    game, _ = random_game(seed, players, rules, turns)
    loaded = Game.from_json(game.to_json())
    assert loaded.state_key() == game.state_key()
    assert loaded.history == game.history
    assert loaded.rules == game.rules
    # Both continue the same way, and both undo the same way.
    rng_a, rng_b = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(5):
        if game.over:
            break
        game.play(random_move(game, rng_a))
        loaded.play(random_move(loaded, rng_b))
        assert loaded.state_key() == game.state_key()
    while game.history:
        game.undo()
        loaded.undo()
        assert loaded.state_key() == game.state_key()


def test_random_games_reach_the_end() -> None:
    went_out = 0
    for seed in range(10):
        game, _ = random_game(seed, 2, RuleSet(), 400)
        assert game.over and game.result is not None
        assert TurnKind.PLAY in {r.kind for r in game.history}
        result = game.result
        assert result.final_scores == tuple(p.score for p in game.players)
        if result.ended_by == "out":
            went_out += 1
            assert result.went_out is not None and not game.players[result.went_out].rack
            assert game.bag_count == 0
            # Family leftovers move points between players: the total is unchanged (S10).
            assert sum(result.final_scores) == sum(result.scores_before_adjustments)
        else:
            left = sum(rack_value(p.rack) for p in game.players)
            assert sum(result.final_scores) == sum(result.scores_before_adjustments) - left
    assert went_out >= 8
