"""Mutated saved-game states, for fuzzing the state reader (``load_state``).

A real state (a game of random moves with undo on, so the undo stack is
there too) is changed in one to three places: a value somewhere in the JSON
tree swapped for something hostile (JSON nested far past the parser, a huge
or negative number, a lone surrogate, the wrong type, NaN), a key removed,
a list cut or grown; or the text itself cut, flipped or wrapped in brackets.
"""

from __future__ import annotations

import json
import random
from typing import Any

from rules_helpers import random_move

from game.rules.game import Game
from game.rules.ruleset import preset as rule_preset

DEEP = "[" * 100_000 + "]" * 100_000


def base_states(count: int = 3, moves: int = 8) -> list[str]:
    """States of a few seeded games (Kids with its undo stack, House with its clock, Upwords)."""
    out = []
    for k, preset in enumerate(("Kids", "House", "Upwords")[:count]):
        game = Game(["Ana", "Ben", "Cleo"][: 2 + k % 2], rule_preset(preset), seed=k)
        rng = random.Random(k)
        for _ in range(moves):
            if game.over:
                break
            game.play(random_move(game, rng))
        out.append(game.to_json())
    return out


def _hostile(rng: random.Random) -> Any:
    return rng.choice([
        None, True, False, 0, -1, 1, 2**31, -(2**63), 10**400, 1e308, float("nan"), float("inf"), 0.5,
        "", "A", "\ud800", "\u0000", "?" * 5000, [], {}, [[[]]], {"a": 1}, [None] * 3, ["A"] * 200,
        list(range(700)), "OVER", "play", 999,
    ])


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for key, value in node.items():
            out.extend(_paths(value, path + (key,)))
    elif isinstance(node, list):
        for index, value in enumerate(node[:30]):  # long lists: their first items stand for the rest
            out.extend(_paths(value, path + (index,)))
    return out


def _mutate_tree(data: Any, rng: random.Random) -> Any:
    paths = [p for p in _paths(data) if p]
    path = rng.choice(paths)
    parent = data
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    action = rng.random()
    if action < 0.6:
        parent[last] = _hostile(rng)
    elif action < 0.75:
        if isinstance(parent, dict):
            del parent[last]
        else:
            del parent[last:]
    elif action < 0.85 and isinstance(parent[last], list) and parent[last]:
        parent[last] = parent[last] + parent[last][: rng.randint(1, 3)]
    elif action < 0.93 and isinstance(parent[last], int) and not isinstance(parent[last], bool):
        parent[last] = parent[last] + rng.choice([-1, 1, 7, -1000, 2**64])
    else:
        parent[last] = json.loads("[" * 50 + "]" * 50) if rng.random() < 0.5 else DEEP
    return data


def mutate(state: str, rng: random.Random) -> str:
    """``state`` changed in one to three places (see the module's text)."""
    if rng.random() < 0.15:
        choice = rng.randrange(4)
        if choice == 0:
            return state[: rng.randrange(len(state))]
        if choice == 1:
            i = rng.randrange(len(state))
            return state[:i] + rng.choice('{}[]",:0-e9x\\') + state[i + 1:]
        if choice == 2:
            return "[" * 100_000 + state + "]" * 100_000
        return state.replace('"rng": [3, [', '"rng": [3, [' + "[" * 60_000, 1)
    data = json.loads(state)
    for _ in range(rng.randint(1, 3)):
        data = _mutate_tree(data, rng)
    return json.dumps(data, allow_nan=True)
