"""Property tests over random games whose seats have random handicaps
(docs/rules.md, "Handicaps"): every tile kept, score = head start + the sum of
the turns and the end, undo back to the start exactly, the record replays with
every total, a save continues identically."""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from rules_helpers import SOME_WORDS, random_move

from game.rules.game import Game
from game.rules.gcg import parse_gcg, replay
from game.rules.handicap import HEAD_STARTS, UNLIMITED, Handicap
from game.rules.ruleset import PRESETS, RuleSet
from game.rules.tiles import full_set


class SomeKidsWords:
    """Half of :data:`SOME_WORDS`: a seat on this list is refused, or
    challenged off, more often than one on the full list."""

    def contains(self, word: str) -> bool:
        return SOME_WORDS.contains(word) and len(word) % 2 == 0


KIDS_WORDS = SomeKidsWords()
FULL = Counter(full_set())
PROPS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

handicaps = st.builds(
    Handicap,
    word_list=st.sampled_from([None, "kids", "enable"]),
    hints=st.sampled_from([None, 0, 2, UNLIMITED]),
    clock=st.sampled_from([None, 0, 30, 120]),
    checked_as_played=st.booleans(),
    head_start=st.sampled_from(HEAD_STARTS),
)
# Every classic preset on the full list (a game on the kids list keeps every seat on it), with undo.
rule_sets = st.sampled_from([r.replace(undo_allowed=True, word_list="enable") for r in PRESETS.values()])


@st.composite
def tables(draw: st.DrawFn) -> tuple[int, RuleSet, list[Handicap]]:
    players = draw(st.integers(2, 4))
    return players, draw(rule_sets), draw(st.lists(handicaps, min_size=players, max_size=players))


def new_game(seed: int, table: tuple[int, RuleSet, list[Handicap]]) -> Game:
    players, rules, seats = table
    return Game([f"P{i}" for i in range(players)], rules, SOME_WORDS, seed=seed,
                handicaps=seats, lexicons={"kids": KIDS_WORDS})


def assert_scores_add_up(game: Game) -> None:
    for i, player in enumerate(game.players):
        turns = sum(r.points for r in game.history if r.player == i)
        ends = sum(d for j, d, _ in game.result.adjustments if j == i) if game.result else 0
        assert player.score == game.head_start(i) + turns + ends


@PROPS
@given(seed=st.integers(0, 10**6), table=tables(), turns=st.integers(1, 120))
def test_random_handicapped_games_keep_every_invariant(
    seed: int, table: tuple[int, RuleSet, list[Handicap]], turns: int
) -> None:
    rng = random.Random(seed)
    game = new_game(seed, table)
    states = [game.state_key()]
    for _ in range(turns):
        if game.over:
            break
        move = random_move(game, rng)
        game.play(move)
        assert game.tile_census() == FULL
        assert_scores_add_up(game)
        states.append(game.state_key())
    # Export -> replay: every score and total of the record is the game's.
    record = parse_gcg(game.to_gcg())
    report = replay(record)
    assert [str(p) for p in report.problems] == []
    assert list(report.totals.values()) == game.scores
    assert list(record.recorded_totals().values()) == game.scores
    # A save continues as the game does.
    loaded = Game.from_json(game.to_json(), SOME_WORDS, {"kids": KIDS_WORDS})
    assert loaded.handicaps == game.handicaps and loaded.state_key() == game.state_key()
    # Undo walks back through the very states seen, to the start.
    while game.history:
        game.undo()
        assert game.state_key() in states
    assert game.state_key() == states[0]


@PROPS
@given(seed=st.integers(0, 10**6), table=tables())
def test_no_play_of_a_seat_checked_as_played_is_ever_taken_back(
    seed: int, table: tuple[int, RuleSet, list[Handicap]]
) -> None:
    rng = random.Random(seed)
    game = new_game(seed, table)
    for _ in range(60):
        if game.over:
            break
        game.play(random_move(game, rng))
    for record in game.history:
        if record.kind.value == "withdrawn":
            assert not game.checks_at_once(record.player)
        if record.kind.value == "play" and game.checks_at_once(record.player):
            word_list = game.word_list_of(record.player)
            assert word_list is not None and all(word_list.contains(w.word.upper()) for w in record.words)
