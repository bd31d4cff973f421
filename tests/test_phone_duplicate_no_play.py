"""A child's phone told that no word fits the round's rack in Duplicate, decided by a
DuplicateReferee over a real DuplicateGame (README, "Duplicate on the phones"): the
window's engine finds which child seats are stuck (``stuck``), and the referee tells
each one's phone once a round, again when its page joins again, only while it may
play, and never as a hint spent."""

from __future__ import annotations

from test_phone_duplicate_hints import next_round, table

from game.lexicon import Lexicon
from game.phone.duplicate_referee import PlainDuplicateTable
from game.phone.protocol import JOIN, LEAVE, Intention

SAID = "No word fits your tiles this round: press Pass."
#: Leo (seat 1, a child with unlimited hints) told on his phone
TOLD = [(1, {"type": "hint", "text": SAID, "hints_left": None, "squares": []})]


def test_a_childs_phone_is_told_once_a_round_and_again_when_it_joins_again(
        enable_lexicon: Lexicon, kids_lexicon: Lexicon) -> None:
    game, referee = table(enable_lexicon, kids_lexicon, "AIJKNXV")
    assert referee.tell_no_play({1}) == TOLD
    assert referee.tell_no_play({1}) == []  # once a round
    assert game.hints_used == [0, 0, 0] and referee.hints.spent == set()  # no hint spent

    # a page that joins again (a reload, another phone) hears it again
    referee.handle(Intention(1, JOIN))
    assert referee.tell_no_play({1}) == TOLD
    assert referee.tell_no_play({1}) == []

    # the next round: told again
    next_round(game, referee)
    assert game.round_number == 2
    assert referee.tell_no_play({1}) == TOLD
    assert referee.tell_no_play({1}) == []
    assert game.hints_used == [0, 0, 0]


def test_a_childs_phone_is_told_only_while_it_may_play(enable_lexicon: Lexicon, kids_lexicon: Lexicon) -> None:
    game, referee = table(enable_lexicon, kids_lexicon, "AIJKNXV")
    plain = referee.plain
    assert isinstance(plain, PlainDuplicateTable)

    # no phone on the seat: nobody to tell, until one joins
    referee.handle(Intention(1, LEAVE))
    assert referee.tell_no_play({1}) == []
    referee.handle(Intention(1, JOIN))

    # the game paused: told when it goes on
    plain.pause()
    assert referee.tell_no_play({1}) == []
    plain.resume()
    assert referee.tell_no_play({1}) == TOLD

    # its play in: nothing more this round, even for a page that joins again
    referee.handle(Intention(1, "pass"))
    referee.handle(Intention(1, JOIN))
    assert game.submitted(1) and referee.tell_no_play({1}) == []
