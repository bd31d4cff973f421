"""The expert's pre-endgame: with a few tiles in the bag every possible bag is weighed,
and each candidate is played out against every rack that bag leaves the opponent."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from rules_helpers import board_with

from game.engine import interrupt
from game.engine.expert import ExpertPlayer
from game.engine.leaves import expert_leave_value
from game.engine.pre_endgame import draws, is_pre_endgame, possible_bags
from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.move import TilePlay
from game.rules.ruleset import PRESETS

RULES = PRESETS["Tournament"]


@pytest.fixture(autouse=True)
def no_stop_signal() -> Iterator[None]:
    interrupt.install(None)
    yield
    interrupt.install(None)


def test_each_possible_bag_is_weighed_by_the_ways_of_drawing_it() -> None:
    """Unseen EEX, two in the bag: EE one way (both Es), EX two ways (either E with the X)."""
    assert sorted(possible_bags("EEX", 2)) == [("EE", 1), ("EX", 2)]
    assert sum(w for _b, w in possible_bags("AABCDEEFGHIJK", 6)) == 1716  # 13 choose 6
    dealt = list(draws("EEX", 1, seed=3))
    # the opponent's rack first (what the bag leaves), the bag's tile last
    assert sorted((tuple(tiles), w) for tiles, w in dealt) == [(("E", "E", "X"), 1), (("E", "X", "E"), 2)]


def test_a_pre_endgame_is_a_few_tiles_in_the_bag_and_one_rack_unseen() -> None:
    assert is_pre_endgame(1, "ABCDEFGH") and is_pre_endgame(6, "ABCDEFGHIJKLM")
    assert not is_pre_endgame(0, "ABCDEFG")  # the bag is empty: the endgame search
    assert not is_pre_endgame(7, "ABCDEFGHIJKLMN")
    assert not is_pre_endgame(1, "ABCDEFGHIJKLMNO")  # two opponents' racks unseen


WORDS = Lexicon.from_words(["CAT", "SCAT", "CATE", "ZONE"])
BOARD = board_with(("8H", "CAT"))  # H8 C, I8 A, J8 T


def test_the_pre_endgame_does_not_open_a_double_word_the_opponent_likely_holds() -> None:
    """CAT on 8H-8J, one tile in the bag.  Our rack ESBDFGH; unseen ZONIJKLM (eight
    tiles: the opponent holds seven, the bag the eighth).  The words are CAT, SCAT,
    CATE and ZONE; B, D, F, G, H, I, J, K, L and M are in none of them.

    Our plays: 8G SCAT (S on the plain G8: 3+1+1+1 = 6, keeps E) and 8H CATE (E on
    the plain K8: 6, keeps S).  Equity keeps the S: CATE.  Either play empties the bag.

    CATE puts an E on K8 with the double word on K5 three squares above: an
    opponent holding Z, O and N plays K5 ZONE down, (10+1+1+1) x 2 = 26.  They hold
    all three unless the bag's tile is one of them: in 5 of the 8 possible bags (I,
    J, K, L or M), so CATE gives away 26 x 5/8 = 16.25 on average.  After SCAT there
    is no E on the board: the opponent has no play at all.  Neither of us has a
    play after that (SCAT next to CATE, or CATE next to SCAT, would make SCATE), so
    every other term is the same in both lines (our stuck tiles: five junk tiles,
    the letter kept, S or E, one point each, and the tile drawn).  SCAT is better
    by 16.25: the pre-endgame plays SCAT, and needs all 8 bags, no more.
    """
    rack, unseen = "ESBDFGH", "ZONIJKLM"
    assert expert_leave_value("BDFGHS") > expert_leave_value("BDEFGH")  # equity's choice is CATE
    assert ExpertPlayer(iterations=0).choose_against(BOARD, rack, unseen, WORDS, RULES, 1, random.Random(1)) \
        == TilePlay.from_gcg("8H", "...E")
    player = ExpertPlayer(budget=60.0)
    move = player.choose_against(BOARD, rack, unseen, WORDS, RULES, 1, random.Random(1))
    assert move == TilePlay.from_gcg("8G", "S...")
    assert player.rounds == 8  # every possible bag, once each: the search ends by itself


def pre_endgame(seed: int, lexicon: Lexicon) -> tuple[Board, str, int]:
    """The board, the rack to move and the bag's count once Hard against Hard has
    left six tiles or fewer in the bag."""
    from game.engine.players import HardPlayer
    from game.rules.tiles import full_set

    rng = random.Random(seed)
    bag = full_set()
    rng.shuffle(bag)
    racks = [[bag.pop() for _ in range(7)] for _ in range(2)]
    board = Board()
    turn = 0
    while len(bag) > 6:
        rack = racks[turn % 2]
        move = HardPlayer().choose_move(board, "".join(rack), lexicon, RULES, len(bag), rng)
        if isinstance(move, TilePlay):
            for p in move.placements:
                board.set(p.row, p.col, p.letter)
                rack.remove(p.rack_tile)
            while bag and len(rack) < 7:
                rack.append(bag.pop())
        turn += 1
    return board, "".join(racks[turn % 2]), len(bag)


@pytest.mark.parametrize("seed", [7, 8, 9])
def test_the_expert_makes_a_legal_move_in_a_real_pre_endgame(seed: int) -> None:
    """Hard against Hard until a few tiles are left in the bag; the expert weighs
    whole bags there, a fixed count of them, and answers a legal move."""
    from test_expert_player import is_legal

    from game.engine.expert import unseen_tiles
    from game.lexicon import default_lexicon

    lexicon = default_lexicon()
    board, rack, bag = pre_endgame(seed, lexicon)
    assert is_pre_endgame(bag, unseen_tiles(board, rack)) and bag >= 1
    player = ExpertPlayer(iterations=3)
    move = player.choose_move(board, rack, lexicon, RULES, bag, random.Random(seed))
    assert is_legal(move, board, rack, lexicon, RULES), move
    assert player.rounds in (0, 3)
