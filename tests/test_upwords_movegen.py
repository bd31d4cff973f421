"""The Upwords generator finds exactly the plays the rules allow, with the rules' scores."""

from __future__ import annotations

import random

import pytest

from game.engine.upwords.movegen import generate_stack_plays, has_stack_play
from game.lexicon import Lexicon
from game.rules.upwords.board import StackBoard, full_set
from tests.upwords_brute import brute_force_plays
from tests.upwords_helpers import stack_board

WORD_LIST = [
    "AT", "TA", "TO", "OT", "IT", "TI", "IS", "SI", "AS", "OS", "SO", "QUA", "QUAT", "QUIT",
    "QUOTA", "QUITS", "QUOTAS", "SQUAT", "SQUATS", "SAT", "SIT", "SOT", "TOT", "TAT", "TIT",
    "OAT", "OATS", "SOTS", "TOTS", "ITS", "TIS", "AIT", "AITS", "IOTA", "IOTAS", "STOAT",
    "TOAST", "SUIT", "TAO", "TAOS", "SAI", "OI", "AI", "ATS", "STAT", "STATS", "TOIT",
    "ATT", "SITS", "QUOIT", "QUOITS", "TOQUE", "ETA", "TEA", "EAT", "SEA", "SET", "TEE",
    "SEAT", "TEAS", "EATS", "ES", "TE", "ET", "QUIET", "QUITE", "QUOTE", "QUOTES", "EQUATE",
]
LETTERS = "AEIOSTQ"


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return Lexicon.from_words(WORD_LIST, name="small")


def _generated(board: StackBoard, rack: str, lexicon: Lexicon, plurals: bool = True) -> dict:
    plays = generate_stack_plays(board, rack, lexicon, plurals)
    found = {frozenset(p.tiles): (p.score, p.words) for p in plays}
    assert len(found) == len(plays), "a play was found twice"
    return found


def _random_board(rng: random.Random, lexicon: Lexicon, turns: int) -> StackBoard:
    """A board built by playing random legal plays (of the brute-force finder)."""
    board = StackBoard()
    for _ in range(turns):
        rack = "".join(rng.choice(LETTERS) for _ in range(3))
        plays = sorted(brute_force_plays(board, rack, lexicon), key=sorted)
        if not plays:
            continue
        for r, c, tile in rng.choice(plays):
            board.set(r, c, tile)
    return board


@pytest.mark.parametrize("seed", range(6))
def test_generator_matches_brute_force_on_random_boards(seed: int, lexicon: Lexicon) -> None:
    rng = random.Random(seed)
    board = _random_board(rng, lexicon, rng.randint(1, 5))
    for _ in range(2):
        rack = "".join(rng.choice(LETTERS) for _ in range(3))
        for plurals in (True, False):
            assert _generated(board, rack, lexicon, plurals) == brute_force_plays(
                board, rack, lexicon, plurals
            )


def test_generator_matches_brute_force_on_stacks_and_qu(lexicon: Lexicon) -> None:
    board = stack_board(
        {3: "....q.....", 4: "...OATS...", 5: "....I....."},
        {3: "0000100000", 4: "0002131000", 5: "0000100000"},
    )
    for rack in ("QIT", "EOS", "TTS", "AIQ"):
        expected = brute_force_plays(board, rack, lexicon)
        assert _generated(board, rack, lexicon) == expected
        assert has_stack_play(board, rack, lexicon) == bool(expected)


def test_first_play_set_and_best_score(lexicon: Lexicon) -> None:
    # QUOTAS from 5 tiles flat: 5 x 2 + 2 = 12; every first play covers a centre square.
    plays = generate_stack_plays(StackBoard(), "QOTAS", lexicon)
    assert plays[0].score == 12 and plays[0].words == ("QUOTAS",)
    centre = {(4, 4), (4, 5), (5, 4), (5, 5)}
    assert all({(r, c) for r, c, _ in p.tiles} & centre for p in plays)
    assert _generated(StackBoard(), "QOT", lexicon) == brute_force_plays(StackBoard(), "QOT", lexicon)


def test_bag_tiles_only() -> None:
    assert set(LETTERS) <= set(full_set())
