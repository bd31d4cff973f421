"""The expert's search in the engine process stops at once when the window cancels
it (a pause, a game left) or sends a newer request, and still answers a legal move."""

from __future__ import annotations

import random
import time
from collections.abc import Iterator

import pytest

from game.engine import worker
from game.engine.movegen import generate_plays
from game.lexicon import default_lexicon
from game.rules.board import Board
from game.rules.move import TilePlay
from game.rules.ruleset import PRESETS

RULES = PRESETS["Tournament"]
LONG = 600.0  # a budget no test waits for: only a stop ends the search in time
GENEROUS = 20.0  # seconds: a stopped search answers well within this on a busy machine


@pytest.fixture
def engine() -> Iterator[None]:
    """An engine process with the word list loaded (the game's own cache), stopped afterwards."""
    board, rack = opening()
    assert worker.submit("has_legal_play", worker.lexicon_ref(default_lexicon()), board, rack).result(60)
    yield
    worker.shutdown()


def opening() -> tuple[Board, str]:
    board = Board()
    for i, ch in enumerate("QUIET"):
        board.set(7, 5 + i, ch)
    return board, "AERSTLN"


def ask_expert(budget: float) -> object:
    lexicon = default_lexicon()
    board, rack = opening()
    return worker.submit("choose_move", worker.lexicon_ref(lexicon), board, rack, RULES, 60,
                         random.Random(3).getrandbits(64), "expert", budget)


def legal(move: object) -> bool:
    board, rack = opening()
    return isinstance(move, TilePlay) and move in {p.play for p in generate_plays(board, rack, default_lexicon())}


def test_a_cancel_stops_the_search_and_it_answers_with_a_legal_move(engine: None) -> None:
    future = ask_expert(LONG)
    time.sleep(0.3)  # let it start searching
    asked = time.monotonic()
    worker.cancel()
    move = future.result(GENEROUS)
    assert time.monotonic() - asked < GENEROUS
    assert legal(move)
    # a request after the cancel is not cancelled: it searches its budget
    assert legal(ask_expert(0.2).result(GENEROUS))


def test_a_newer_request_stops_the_search_under_way(engine: None) -> None:
    future = ask_expert(LONG)
    time.sleep(0.3)
    ping = worker.submit("ping")
    assert legal(future.result(GENEROUS))
    assert ping.result(GENEROUS) is True


def test_cancel_with_no_engine_is_nothing() -> None:
    worker.shutdown()
    worker.cancel()
    assert not worker.running()
