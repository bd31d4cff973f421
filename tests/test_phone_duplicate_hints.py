"""Hints on the phones in Duplicate, decided by a DuplicateReferee over a real
DuplicateGame and the engine on the real word lists (docs/rules.md, "Duplicate";
README, "Duplicate on the phones"): each phone seat climbs its own ladder for the
round's shared rack, by its own word list, and the first rung of a round spends one
of its hints, counted in the game and its save."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from game.engine.hints import hint
from game.lexicon import Lexicon
from game.phone.duplicate_hints import Found, HintsAtOnce
from game.phone.duplicate_referee import DuplicateReferee
from game.phone.protocol import JOIN, Intention, PhoneTile
from game.rules.bag import Bag
from game.rules.board import square_name
from game.rules.duplicate import DuplicateGame, DuplicateRules
from game.rules.duplicate.save import duplicate_from_json, duplicate_to_json
from game.rules.handicap import UNLIMITED, Handicap
from game.rules.move import TilePlay
from game.rules.ruleset import RuleSet, preset
from game.ui.scenes.duplicate_parts import game_seam

RULES = preset("Classic").replace(hints=True, hint_allowance=2)
#: no vowel, no blank: no word of any list fits it on an empty board
NO_WORD = "BCDFGHJ"

Answers = list[tuple[int, dict[str, Any]]]


def ask_engine(game: DuplicateGame, seat: int, level: int) -> Any:
    """The window's question for a seat's rung (the TV's, by the seat's own list), on this thread."""
    return game_seam.hint_search(game, seat, level).on_thread()


def table(enable: Lexicon, kids: Lexicon, rack: str, rules: RuleSet = RULES,
          handicaps: list[Handicap | None] | None = None) -> tuple[DuplicateGame, DuplicateReferee]:
    """Ann (the game's hints), Leo (a child on the kid-safe list, unlimited hints) and Cy
    (no hints), all on phones, with ``rack`` as the round's rack on the empty board."""
    game = DuplicateGame(["Ann", "Leo", "Cy"], rules, DuplicateRules(), enable, seed=3,
                         handicaps=handicaps or [None, Handicap(word_list="kids", hints=UNLIMITED), Handicap(hints=0)],
                         lexicons={"kids": kids, "enable": enable})
    left = Counter(game.bag.tiles) + Counter(game.rack) - Counter(rack)  # every tile kept: the save checks them
    game.bag = Bag(game.rng, sorted(left.elements()))
    game.rack = list(rack)
    referee = DuplicateReferee(game, hints=HintsAtOnce(game, ask_engine))
    for seat in range(3):
        referee.handle(Intention(seat, JOIN))
    return game, referee


def only(answers: Answers, seat: int, kind: str) -> dict[str, Any]:
    found = [m for s, m in answers if s == seat and m["type"] == kind]
    assert len(found) == 1, answers
    return found[0]


def press_hint(referee: DuplicateReferee, seat: int) -> dict[str, Any]:
    """The hint a press gives ``seat``; only that seat's phone hears of it."""
    answers = referee.handle(Intention(seat, "hint"))
    assert {to for to, _message in answers} == {seat}
    return only(answers, seat, "hint")


def refusal(referee: DuplicateReferee, seat: int) -> str:
    reason: str = only(referee.handle(Intention(seat, "hint")), seat, "refused")["reason"]
    return reason


def phone_tiles(play: TilePlay) -> tuple[PhoneTile, ...]:
    return tuple(PhoneTile(p.row, p.col, p.letter) for p in play.placements)


def next_round(game: DuplicateGame, referee: DuplicateReferee) -> None:
    """Ann plays the rack's best play, the others pass; the round closes and the next opens."""
    best = hint(game.board, "".join(game.rack), game.word_list_of(0), 4, RULES)  # type: ignore[arg-type]
    assert best is not None and best.play is not None
    referee.handle(Intention(0, "play", phone_tiles(best.play.play)))
    for seat in (1, 2):
        referee.handle(Intention(seat, "pass"))
    referee.tick(0.0)  # every seat has submitted: the round closes
    referee.tick(60.0)  # the reveal, then the next rack
    assert game.phase.value == "round"


def test_a_phone_seat_climbs_its_ladder_for_the_shared_rack_and_the_first_rung_spends_one_hint(
        enable_lexicon: Lexicon, kids_lexicon: Lexicon) -> None:
    game, referee = table(enable_lexicon, kids_lexicon, "AIJKNXV")
    state = referee.state(0)
    assert (state["hints"], state["hints_left"]) == (True, 2)
    rungs = [hint(game.board, "AIJKNXV", enable_lexicon, level, RULES) for level in (1, 2, 3, 4)]
    first, second, third, best = rungs
    assert first is not None and second is not None and third is not None and best is not None
    assert first.square is not None and third.play is not None and best.play is not None

    one = press_hint(referee, 0)
    assert one["text"] == f"A word fits at {square_name(*first.square)}"
    assert (one["hints_left"], one["squares"], game.hints_used) == (1, [list(first.square)], [1, 0, 0])
    assert referee.state(0)["hints_left"] == 1 and referee.state(1)["hints_left"] is None
    two = press_hint(referee, 0)  # the word alone: the first rung's square keeps its glow
    assert (two["text"], two["squares"], game.hints_used) == (f"You can make {second.word}", [list(first.square)],
                                                              [1, 0, 0])
    three = press_hint(referee, 0)
    assert three["text"] == f"Play {third.word} at {third.position} for {third.points}"
    assert three["squares"] == sorted([r, c] for r, c in third.play.play.squares)
    four = press_hint(referee, 0)
    assert four["text"] == f"Best play: {best.word} at {best.position} for {best.points}"
    assert refusal(referee, 0) == "that was the best play: the whole hint for this round"
    assert game.hints_used == [1, 0, 0]  # one hinted round is one hint, however high it climbs

    # the next round's first rung spends the second hint; the round after has none left
    next_round(game, referee)
    assert press_hint(referee, 0)["hints_left"] == 0
    assert game.hints_used == [2, 0, 0]
    next_round(game, referee)
    state = referee.state(0)
    assert (state["hints"], state["hints_left"]) == (True, 0)
    assert refusal(referee, 0) == "no hints left"
    assert game.hints_used == [2, 0, 0]

    # the count is the game's: its save keeps it, and a referee over the loaded game says so
    loaded = duplicate_from_json(duplicate_to_json(game), enable_lexicon, lexicons={"kids": kids_lexicon, "enable": enable_lexicon})
    assert loaded.hints_used == [2, 0, 0]
    assert DuplicateReferee(loaded, hints=HintsAtOnce(loaded, ask_engine)).state(0)["hints_left"] == 0


def test_a_seat_without_hints_has_no_hint_button_and_a_press_is_refused_in_words(
        enable_lexicon: Lexicon, kids_lexicon: Lexicon) -> None:
    game, referee = table(enable_lexicon, kids_lexicon, "AIJKNXV")
    assert referee.state(2)["hints"] is False  # Cy plays without hints: the page shows no Hint
    assert refusal(referee, 2) == "this player plays without hints"
    off, off_referee = table(enable_lexicon, kids_lexicon, "AIJKNXV", rules=RULES.replace(hints=False),
                             handicaps=[None, None, None])
    assert [off_referee.state(s)["hints"] for s in range(3)] == [False, False, False]
    assert refusal(off_referee, 0) == "hints are off in this game"
    # a table that cannot work hints out offers none, whatever the seat's allowance
    plain = DuplicateReferee(game)
    assert plain.state(0)["hints"] is False
    assert only(plain.handle(Intention(0, "hint")), 0, "refused")["reason"] == "hints are off in this game"
    # a seat that has submitted, or a paused table, gets no hint either, and spends none
    referee.handle(Intention(0, "pass"))
    assert refusal(referee, 0) == "you have already submitted a play this round"
    assert (game.hints_used, off.hints_used) == ([0, 0, 0], [0, 0, 0])


def test_a_childs_hint_keeps_to_everyday_words_from_the_kids_list(
        enable_lexicon: Lexicon, kids_lexicon: Lexicon) -> None:
    game, referee = table(enable_lexicon, kids_lexicon, "AIJKNXV")
    grown_up = hint(game.board, "AIJKNXV", enable_lexicon, 2, RULES)
    assert grown_up is not None and grown_up.word != "AX"  # the full list goes for points
    press_hint(referee, 0)
    assert press_hint(referee, 0)["text"] == f"You can make {grown_up.word}"
    assert press_hint(referee, 1)["text"] == "A word fits at G8"
    assert press_hint(referee, 1)["text"] == "You can make AX"
    assert press_hint(referee, 1)["text"] == "Play AX at 8G for 18"
    assert press_hint(referee, 1)["text"] == "Best everyday play: AX at 8G for 18"
    assert referee.state(1)["hints_left"] is None and game.hints_used == [1, 1, 0]

    # only a shortening fits: the child is told no everyday word does, and to pass (no swaps here)
    game, referee = table(enable_lexicon, kids_lexicon, "UJNQVVW")
    told = press_hint(referee, 1)
    assert (told["text"], told["squares"]) == ("No everyday word fits your tiles this round: press Pass.", [])
    game, referee = table(enable_lexicon, kids_lexicon, NO_WORD)
    told = press_hint(referee, 1)
    assert (told["text"], told["squares"]) == ("No word fits your tiles this round: press Pass.", [])


class Later:
    """A finder whose answers come when the test says (the engine takes its time)."""

    def __init__(self, game: DuplicateGame) -> None:
        self.game = game
        self.asked: dict[int, int] = {}
        self.ready: dict[int, Found] = {}

    def ask(self, seat: int, level: int) -> None:
        self.asked[seat] = level

    def answer(self, seat: int) -> Found | None:
        return self.ready.pop(seat, None)

    def come(self, seat: int) -> None:
        self.ready[seat] = Found(ask_engine(self.game, seat, self.asked.pop(seat)))


def test_a_hint_that_comes_after_its_round_closed_is_dropped_and_its_glow_goes(
        enable_lexicon: Lexicon, kids_lexicon: Lexicon) -> None:
    game, _referee = table(enable_lexicon, kids_lexicon, "AIJKNXV")
    later = Later(game)
    referee = DuplicateReferee(game, hints=later)
    for seat in range(3):
        referee.handle(Intention(seat, JOIN))
    asked = referee.handle(Intention(0, "hint"))
    assert [m["type"] for _s, m in asked] == ["state"] and asked[0][1]["hints_left"] == 1  # spent at once
    assert referee.handle(Intention(0, "hint")) == [(0, referee.state(0))]  # a second press waits for the first
    later.come(0)
    shown = referee.collect_hints()
    assert [(s, m["type"]) for s, m in shown] == [(0, "hint"), (0, "state")]
    moves = referee.state(0)["moves"]
    assert shown[0][1]["squares"] and referee.hints.glow == {0: {tuple(shown[0][1]["squares"][0])}}

    press_hint_later = referee.handle(Intention(0, "hint"))  # the second rung, still being worked out
    assert [m["type"] for _s, m in press_hint_later] == ["state"]
    for seat in range(3):  # the round closes meanwhile
        referee.handle(Intention(seat, "pass"))
    referee.tick(0.0)
    later.come(0)
    assert referee.collect_hints() == []  # dropped: never sent
    assert referee.hints.glow == {} and referee.hints.pending == {}
    assert referee.state(0)["moves"] != moves  # the page clears the glow with the round
    assert game.hints_used == [1, 0, 0]


def test_a_hint_asked_before_the_seat_submits_is_not_sent_after(
        enable_lexicon: Lexicon, kids_lexicon: Lexicon) -> None:
    game, _referee = table(enable_lexicon, kids_lexicon, "AIJKNXV")
    later = Later(game)
    referee = DuplicateReferee(game, hints=later)
    referee.handle(Intention(0, JOIN))
    referee.handle(Intention(0, "hint"))
    referee.handle(Intention(0, "play", phone_tiles(TilePlay.from_gcg("8G", "AX"))))
    assert game.submitted(0)
    later.come(0)
    assert referee.collect_hints() == []


@pytest.mark.parametrize("seat", [0, 1])
def test_every_phone_seats_state_says_whether_it_has_hints(
        enable_lexicon: Lexicon, kids_lexicon: Lexicon, seat: int) -> None:
    _game, referee = table(enable_lexicon, kids_lexicon, "AIJKNXV")
    assert referee.state(seat)["hints"] is True
