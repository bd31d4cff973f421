"""Property tests over random games: tile conservation, exact undo, scores, saves."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_helpers import SOME_WORDS, random_move

from game.rules.board import Board
from game.rules.game import Game, TurnKind
from game.rules.move import TilePlay
from game.rules.ruleset import PRESETS, RuleSet
from game.rules.tiles import full_set, rack_value

FULL = Counter(full_set())
PROPS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# Every preset, plain defaults, and House with blank swaps: blank swaps and
# challenges in one game.
rule_sets = st.sampled_from(
    [r.replace(undo_allowed=True) for r in PRESETS.values()]
    + [RuleSet(undo_allowed=True), PRESETS["House"].replace(blank_swap=True, undo_allowed=True)]
)


# The standard premium squares, written out square by square (not read from
# the board module), and the tile values: an oracle independent of the scorer.
TRIPLE_WORD = {(r, c) for r in (0, 7, 14) for c in (0, 7, 14)} - {(7, 7)}
DOUBLE_WORD = {(i, i) for i in (1, 2, 3, 4, 7, 10, 11, 12, 13)} | {
    (i, 14 - i) for i in (1, 2, 3, 4, 10, 11, 12, 13)
}
TRIPLE_LETTER = {(r, c) for r in (1, 13) for c in (5, 9)} | {
    (r, c) for r in (5, 9) for c in (1, 5, 9, 13)
}
DOUBLE_LETTER = {
    (0, 3), (0, 11), (2, 6), (2, 8), (3, 0), (3, 7), (3, 14), (6, 2), (6, 6), (6, 8), (6, 12),
    (7, 3), (7, 11), (8, 2), (8, 6), (8, 8), (8, 12), (11, 0), (11, 7), (11, 14), (12, 6),
    (12, 8), (14, 3), (14, 11),
}  # fmt: skip
LETTER_VALUES = {
    ch: value
    for letters, value in (("AEILNORSTU", 1), ("DG", 2), ("BCMP", 3), ("FHVWY", 4), ("K", 5),
                           ("JX", 8), ("QZ", 10))
    for ch in letters
}  # fmt: skip


def oracle_score(after: Board, new: set[tuple[int, int]]) -> int:
    """Every row and column run of two or more tiles holding a new tile,
    scored square by square on the board after the play."""
    total = 0
    lines = [[(r, c) for c in range(15)] for r in range(15)]
    lines += [[(r, c) for r in range(15)] for c in range(15)]
    for line in lines:
        run: list[tuple[int, int]] = []
        for square in [*line, None]:
            if square is not None and after.get(*square):
                run.append(square)
                continue
            if len(run) >= 2 and new & set(run):
                word_total, multiplier = 0, 1
                for sq in run:
                    ch = after.get(*sq)
                    value = 0 if ch.islower() else LETTER_VALUES[ch]
                    if sq in new:
                        value *= 3 if sq in TRIPLE_LETTER else 2 if sq in DOUBLE_LETTER else 1
                        multiplier *= 3 if sq in TRIPLE_WORD else 2 if sq in DOUBLE_WORD else 1
                    word_total += value
                total += word_total * multiplier
            run = []
    return total


def random_game(seed: int, players: int, rules: RuleSet, turns: int) -> tuple[Game, list[dict]]:
    rng = random.Random(seed)
    game = Game([f"P{i}" for i in range(players)], rules.replace(word_list="enable"),
                SOME_WORDS, seed=seed)
    states = [game.state_key()]
    for _ in range(turns):
        if game.over:
            break
        game.play(random_move(game, rng))
        states.append(game.state_key())
    return game, states


def assert_every_tile_kept(seed: int, players: int, rules: RuleSet, turns: int) -> None:
    rng = random.Random(seed)
    game = Game([f"P{i}" for i in range(players)], rules, SOME_WORDS, seed=seed)
    for _ in range(turns):
        assert game.tile_census() == FULL
        if game.over:
            break
        game.play(random_move(game, rng))
    assert game.tile_census() == FULL


@PROPS
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=rule_sets)
def test_all_100_tiles_are_accounted_for_at_every_step(seed: int, players: int, rules: RuleSet) -> None:
    assert_every_tile_kept(seed, players, rules, 40)


@PROPS
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4))
def test_blank_swaps_and_challenges_together_keep_every_tile(seed: int, players: int) -> None:
    """A swap of a blank from a play that is then withdrawn takes the swap back too."""
    assert_every_tile_kept(seed, players, PRESETS["House"].replace(blank_swap=True), 120)


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
            after = game.board.copy()
            for p in move.placements:
                after.set(p.row, p.col, p.letter)
            new = set(move.squares)
            record = game.play(move)
            bonus = rules.bingo_bonus if len(move.placements) == 7 else 0
            assert record.points == oracle_score(after, new) + bonus
            assert record.bingo == (bonus > 0)
        else:
            game.play(move)


@PROPS
@given(seed=st.integers(0, 10**6), players=st.integers(2, 4), rules=rule_sets,
       turns=st.integers(0, 25))
def test_json_round_trip_is_exact_and_continues_identically(
    seed: int, players: int, rules: RuleSet, turns: int
) -> None:
    game, _ = random_game(seed, players, rules, turns)
    loaded = Game.from_json(game.to_json(), SOME_WORDS)
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
            # Family leftovers move points between players: the total is unchanged (docs/rules.md "End of the game").
            assert sum(result.final_scores) == sum(result.scores_before_adjustments)
        else:
            left = sum(rack_value(p.rack) for p in game.players)
            assert sum(result.final_scores) == sum(result.scores_before_adjustments) - left
    assert went_out >= 8
