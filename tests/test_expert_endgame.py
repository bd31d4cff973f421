"""The expert's endgame search on small hand-made endgames (bag empty, both racks known).

Every position is the word CAT on 8G-8I and a word list of a few words, so
each side has a handful of plays whose scores are worked out in the docstrings
(row 7 has a double letter on 7I; 9H and 7H, 7J are plain squares).
"""

from __future__ import annotations

from itertools import count

from rules_helpers import board_with

from game.engine.endgame import solve_endgame
from game.lexicon import Lexicon
from game.rules.move import TilePlay
from game.rules.ruleset import preset

WORDS = Lexicon.from_words([
    "CAT", "AT", "TA", "ZA", "QAT", "QI", "XI", "AX", "ZAX", "OX", "OXO", "BOX", "OXES", "AXE", "EX",
    "TAX", "ZEE", "ET", "TE", "ETA", "EAT", "TEA", "OAT", "TO", "XU", "UT", "TAXI", "JO", "JOT",
])
BOARD = board_with(("8G", "CAT"))


def test_going_out_in_two_beats_going_out_now_when_the_opponent_is_stuck() -> None:
    """Us ZAX, them OE (they have no play on this board, before or after ours).

    Going out at once: 7H ZAX = ZAX 10+2(A on the double letter)+8 = 20, with ZA
    10+1 and AT 2+1 across the C-A-T: 34, plus twice their O and E (4): 38.
    Better: 7H ZA = 12 + ZA 11 + AT 3 = 26; they pass; 7H ..X makes ZAX for
    10+1+8 = 19 and goes out, plus 4: 23.  Spread 26 + 23 = 49.
    """
    line = solve_endgame(BOARD, "ZAX", "OE", WORDS, preset("Classic"))
    assert line.line == ("7H ZA", "PASS", "7H ..X")
    assert line.spread == 49 and line.exact
    assert line.move == TilePlay.from_gcg("7H", "ZA")


def test_a_small_play_that_blocks_beats_the_top_score() -> None:
    """Us XU, them ZA (Z 10, A 1).

    The top score, H8 .X (AX down, 1+8 = 9), opens ZAX for them: 7H ZA scores ZA
    10+2 = 12, ZAX down 19 and AT 3 = 34 and goes out, plus twice our U: 36, a
    spread of 9 - 36 = -27.  I7 U. (UT down, U on the double letter: 2+1 = 3)
    takes the square their Z needs: they cannot play and pass; H8 .X (9) goes out
    with twice their 11 (22): 3 + 9 + 22 = 34.
    """
    line = solve_endgame(BOARD, "XU", "ZA", WORDS, preset("Classic"))
    assert line.line == ("I7 U.", "PASS", "H8 .X")
    assert line.spread == 34 and line.exact


def test_when_neither_side_can_play_both_pass_and_the_leftovers_decide() -> None:
    """Us Q (10), them J (8): no word on the list takes either.  Two passes end
    the game: with family leftovers each loses their own tiles, -10 against -8,
    a spread of -2; with tournament leftovers nobody loses anything: 0."""
    family = solve_endgame(BOARD, "Q", "J", WORDS, preset("Classic"))
    assert family.line == ("PASS", "PASS") and family.spread == -2 and family.exact
    tournament = solve_endgame(BOARD, "Q", "J", WORDS, preset("Tournament"))
    assert tournament.line == ("PASS", "PASS") and tournament.spread == 0


def test_out_of_time_the_search_answers_with_the_deepest_line_it_finished() -> None:
    """A clock already past the deadline: no depth finishes, so the top score
    stands (7H ZAX, 34), marked as not exact."""
    ticks = count(10)
    line = solve_endgame(BOARD, "ZAX", "OE", WORDS, preset("Classic"), deadline=5.0,
                         clock=lambda: float(next(ticks)))
    assert line.move == TilePlay.from_gcg("7H", "ZAX") and not line.exact and line.depth == 0


def test_a_depth_of_one_sees_only_our_own_play() -> None:
    """One ply: going out now (34 + 4 = 38) is the best a single play can do."""
    line = solve_endgame(BOARD, "ZAX", "OE", WORDS, preset("Classic"), depth=1)
    assert line.line == ("7H ZAX",) and line.spread == 38
