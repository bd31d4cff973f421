"""The engine process's caches stay bounded however many games it plays."""

from __future__ import annotations

from itertools import combinations

from game.engine.leaves import LEAVE_CACHE_SIZE, leave_value
from game.engine.movegen import CROSS_CACHE_LIMIT, generate_plays
from game.lexicon import Lexicon
from game.rules.board import Board


def test_leave_values_kept_are_bounded():
    letters = "AEIOUBCDFGHKLMNPRST"
    for rack in combinations(letters, 5):  # far more leaves than are kept
        leave_value("".join(rack))
    info = leave_value.cache_info()
    assert info.maxsize == LEAVE_CACHE_SIZE and info.currsize <= LEAVE_CACHE_SIZE
    assert leave_value("AEI") == leave_value("IEA")  # kept or not, the same value


def test_a_full_cross_check_cache_starts_again():
    lexicon = Lexicon.from_words(["CAT", "CATS", "AT", "TA", "ACT"])
    board = Board()
    for col, letter in zip(range(7, 10), "CAT"):
        board.set(7, col, letter)
    lexicon.cross_cache.update({f"X{n}": (0, 0) for n in range(CROSS_CACHE_LIMIT + 1)})
    plays = generate_plays(board, "AST", lexicon)
    assert plays  # the search still works from an emptied cache
    assert 0 < len(lexicon.cross_cache) < 100  # the old entries went; this search's are there
    assert "X0" not in lexicon.cross_cache
