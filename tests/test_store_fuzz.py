"""The state reader under fuzzing: whatever a stored state holds, ``load_state``
answers with a game or ``DamagedGame``, nothing else (before, 300 mutated
states gave 16 escapes: RecursionError, OverflowError, ValueError).
``bench/store_fuzz.py`` runs the same with as many mutations as asked."""

from __future__ import annotations

import random
from collections import Counter

from state_mutations import base_states, mutate

from game.rules.game import Game
from game.store import DamagedGame
from game.store.validate import load_state

MUTATIONS = 300


def test_mutated_states_give_a_game_or_damaged_game_and_nothing_else() -> None:
    states = base_states(moves=5)
    rng = random.Random(21)
    outcomes: Counter[str] = Counter()
    escapes: list[str] = []
    for _ in range(MUTATIONS):
        text = mutate(rng.choice(states), rng)
        try:
            game = load_state(text)
        except DamagedGame:
            outcomes["damaged"] += 1
            continue
        except BaseException as exc:  # noqa: BLE001 - the escape is what is counted
            escapes.append(f"{type(exc).__name__}: {str(exc)[:80]}")
            continue
        outcomes["loaded"] += 1
        # a game that loads is whole: it is written and read back as it is
        assert Game.from_json(game.to_json()).to_json() == game.to_json()
    assert escapes == []
    # the mutations reach both answers, so the check above is not vacuous
    assert outcomes["damaged"] > MUTATIONS // 2 and outcomes["loaded"] > MUTATIONS // 10
