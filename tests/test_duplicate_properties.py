"""Property tests over whole Duplicate games (docs/rules.md, "Duplicate"): tile
conservation, the board as exactly the top plays, each seat's total as its
head start plus its own plays, the rack rule for every drawn rack, the end
rule, and saves that resume any moment of a game."""

from __future__ import annotations

import copy
import json
import random

from duplicate_helpers import MOST_WORDS, check_invariants, random_play, stand_in_engine
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.duplicate import (
    MAX_REDRAWS,
    DuplicateGame,
    DuplicatePhase,
    DuplicateRules,
    PlayKind,
    TopSource,
    meets,
)
from game.rules.errors import FormatError
from game.rules.handicap import HEAD_STARTS, Handicap, HandicapError
from game.rules.move import Pass
from game.rules.ruleset import RuleSet

PROPS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])

toggles = st.builds(
    DuplicateRules,
    top=st.sampled_from(list(TopSource)),
    round_seconds=st.sampled_from([0, 60]),
    blank=st.sampled_from(["either", "neither"]),
    y=st.sampled_from(["either", "vowel", "consonant"]),
    two_and_two=st.booleans(),
)
seat_handicaps = st.lists(
    st.builds(Handicap, head_start=st.sampled_from(HEAD_STARTS), checked_as_played=st.booleans()),
    min_size=1, max_size=4,
)


def play_game(seed: int, rules: DuplicateRules, handicaps: list[Handicap], save_every: int = 0) -> DuplicateGame:
    """A whole game: each seat plays a random placement (its words stand or not),
    passes now and then or submits nothing; the engine is stood in for."""
    rng = random.Random(seed)
    game = DuplicateGame([f"P{i}" for i in range(len(handicaps))], RuleSet(), rules, MOST_WORDS,
                         seed=seed, handicaps=handicaps)
    steps = 0
    while not game.over:
        check_invariants(game)
        assert game.phase is DuplicatePhase.ROUND
        # the rack rule: two and two gives way to one and one only when the tiles left cannot give it
        need = rules.needs(game.round_number)
        if not meets(game.rack + game.bag.tiles, rules, need):
            need = 1
        assert meets(game.rack, rules, need) and len(game.rack) == min(7, len(game.rack) + len(game.bag))
        assert all(not meets(rack, rules, need) for rack in game.returned)
        assert len(game.returned) <= MAX_REDRAWS
        for seat in rng.sample(range(game.seats), game.seats):
            roll = rng.random()
            if roll < 0.1:
                continue  # the clock runs out on this seat
            move = random_play(game, seat, rng) if roll < 0.9 else None
            game.submit(seat, move if move is not None else Pass())
        engine = stand_in_engine(game, MOST_WORDS, rng) if game.needs_engine_play else None
        submitted = list(game.submissions)
        record = game.close_round(engine)
        # the top: the best play that stands, ties to the earlier submission (the engine's first by the club rule)
        standing = [p for p in submitted if p.stands]
        if rules.top is TopSource.TABLE and standing:
            best = max(p.points for p in standing)
            assert record.top is not None and record.top.seat == next(p.seat for p in standing if p.points == best)
        elif record.top is not None:
            # the club rule, or no standing play: the best of the engine's and the submitted plays
            assert all(record.top.points >= p.points for p in standing)
            if record.top.seat is None:
                assert record.top.play == engine
        if record.top is None:
            assert engine is None and not standing
            assert game.over and game.result is not None and game.result.ended_by == "no_play"
        for p in record.plays:
            assert (p.points > 0) <= (p.kind is PlayKind.PLAY)
            if p.kind is PlayKind.INVALID:
                assert p.bad_words and p.problem is not None and p.points == 0
        steps += 1
        if save_every and steps % save_every == 0:
            back = DuplicateGame.from_json(game.to_json(), MOST_WORDS)
            assert back.to_json() == game.to_json()
            game = back
        if not game.over:
            game.next_round()
    check_invariants(game)
    assert game.result is not None
    pool = game.rack + game.bag.tiles
    if game.result.ended_by == "tiles_out":
        assert not pool
    elif game.result.ended_by == "rack_rule":
        assert not meets(pool, rules, 1) or len(game.returned) == MAX_REDRAWS
    assert game.result.final_scores == tuple(game.scores)
    assert set(game.result.winners) == {s for s in range(game.seats) if game.scores[s] == max(game.scores)}
    return game


@PROPS
@given(seed=st.integers(0, 10**6), rules=toggles, handicaps=seat_handicaps)
def test_whole_games_keep_every_rule(seed: int, rules: DuplicateRules, handicaps: list[Handicap]) -> None:
    play_game(seed, rules, handicaps)


@PROPS
@given(seed=st.integers(0, 10**6), rules=toggles, handicaps=seat_handicaps, every=st.integers(1, 4))
def test_a_game_saved_and_resumed_every_few_rounds_is_the_same_game(
    seed: int, rules: DuplicateRules, handicaps: list[Handicap], every: int
) -> None:
    straight = play_game(seed, rules, handicaps)
    resumed = play_game(seed, rules, handicaps, save_every=every)
    assert resumed.to_json() == straight.to_json()


@PROPS
@given(seed=st.integers(0, 10**6), rules=toggles)
def test_a_round_in_play_resumes_with_who_submitted_what_in_which_order(seed: int, rules: DuplicateRules) -> None:
    rng = random.Random(seed)
    game = DuplicateGame(["A", "B", "C", "D"], RuleSet(), rules, MOST_WORDS, seed=seed)
    for seat in rng.sample(range(4), rng.randint(0, 3)):
        move = random_play(game, seat, rng)
        game.submit(seat, move if move is not None else Pass())
    back = DuplicateGame.from_json(game.to_json(), MOST_WORDS)
    assert back.submissions == game.submissions and back.waiting_for == game.waiting_for
    assert back.rack == game.rack and back.rng.getstate() == game.rng.getstate()


def _paths(node: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place in a JSON tree, as the keys and indices that reach it."""
    found = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node[:30]):
            found += _paths(value, (*path, index))
    return found


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), data=st.data())
def test_a_garbled_save_is_refused_with_a_fact_never_a_crash(seed: int, data: st.DataObject) -> None:
    game = play_game(seed, DuplicateRules(), [Handicap(), Handicap(head_start=10)])
    saved = json.loads(game.to_json())
    for _ in range(data.draw(st.integers(1, 3))):
        path = data.draw(st.sampled_from(_paths(saved)[1:]))
        *parents, last = path
        holder = saved
        for key in parents:
            holder = holder[key]
        holder[last] = copy.deepcopy(data.draw(st.sampled_from(
            [None, True, -1, 0, 7, 10**30, 1.5, "", "A", "?", "ZZZZZZZZZZ", "x" * 100, [], {}, [0, 0, 0], {"seat": 0}])))
    try:
        back = DuplicateGame.from_json(json.dumps(saved), MOST_WORDS)
    except FormatError:
        return
    except HandicapError as exc:  # a seat's list this computer does not have: said, as for a classic save
        assert exc.fact.values["problem"].kind == "word_list_not_available"
        return
    check_invariants(back)
