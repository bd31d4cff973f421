"""Properties of random Upwords games: tiles are conserved counting every
stack level, undo restores the exact state, and a play scores the sum of its
words plus the bonus."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine.upwords.movegen import generate_stack_plays
from game.lexicon import default_lexicon
from game.rules.game import Game, Phase, TurnKind
from game.rules.move import Exchange, Move, Pass
from game.rules.ruleset import ChallengeMode, preset
from game.rules.upwords.board import StackBoard, full_set
from game.rules.upwords.play import score_play

PROPS = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
UPWORDS = preset("Upwords").replace(undo_allowed=True)


def _tile_total(game: Game) -> int:
    assert isinstance(game.board, StackBoard)
    return game.board.tile_count() + sum(len(p.rack) for p in game.players) + game.bag_count


def _move(game: Game, rng: random.Random) -> Move:
    if game.phase is Phase.FINAL_CHALLENGE:
        return Pass()
    assert isinstance(game.board, StackBoard)
    rack = "".join(game.current_player.rack)
    plays = generate_stack_plays(game.board, rack, default_lexicon(), game.rules.plurals)
    roll = rng.random()
    if plays and roll < 0.8:
        return rng.choice(plays[:12]).play
    if roll < 0.9 and game.bag_count and rack:
        return Exchange(rng.choice(rack))
    return Pass()


@PROPS
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 4),
    challenge=st.sampled_from([ChallengeMode.VOID, ChallengeMode.SINGLE]),
    plurals=st.booleans(),
)
def test_random_upwords_games(seed: int, players: int, challenge: ChallengeMode, plurals: bool) -> None:
    rules = UPWORDS.replace(challenge=challenge, plurals=plurals)
    game = Game([f"P{i}" for i in range(players)], rules, default_lexicon(), seed=seed)
    rng = random.Random(seed)
    for turn in range(12):
        if game.over:
            break
        move = _move(game, rng)
        before = game.state_key()
        board_before = game.board.copy()
        assert isinstance(board_before, StackBoard)
        record = game.play(move)
        if record.kind is TurnKind.PLAY:
            bonus = 20 if len(record.move.placements) == 7 else 0  # type: ignore[union-attr]
            assert record.points == sum(w.score for w in record.words) + bonus
            assert record.points == score_play(board_before, record.move).total  # type: ignore[arg-type]
        assert _tile_total(game) == 100
        assert game.tile_census() == Counter(full_set())
        assert all(len(s) <= 5 for s in game.board.cells())
        if turn % 3 == 1:
            game.undo()
            assert game.state_key() == before
            assert game.board == board_before
            game.play(move)
