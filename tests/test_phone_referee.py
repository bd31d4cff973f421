"""The game's side of phone racks without a server: each intention decided by a
Referee over a real Game, the turn clock, the rack's order, the page's words."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from game import i18n
from game.phone.protocol import JOIN, LEAVE, Intention, PhoneTile
from game.phone.referee import Referee, arranged
from game.phone.words import page_strings
from game.rules.ruleset import ClockExpiry, RuleSet, preset
from game.words import refusal_text
from tests.rules_helpers import Words, set_up

CAT = (PhoneTile(7, 6, "C"), PhoneTile(7, 7, "A"), PhoneTile(7, 8, "T"))


def answers_for(answers: list[tuple[int, dict[str, Any]]], seat: int, kind: str) -> list[dict[str, Any]]:
    return [m for s, m in answers if s == seat and m["type"] == kind]


def joined(referee: Referee, *seats: int) -> None:
    for seat in seats:
        referee.handle(Intention(seat, JOIN))


def test_the_turn_clock_runs_out_and_plays_the_tiles_on_the_board_when_the_rules_say_so() -> None:
    rules = RuleSet(clock_seconds=60, clock_expiry=ClockExpiry.SUBMIT)
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOP", rules=rules, lexicon=Words("CAT"))
    referee = Referee(game)
    joined(referee, 0, 1)
    assert referee.state(0)["clock"] == {"limit": 60.0, "remaining": 60.0, "running": True, "paused": False}
    referee.handle(Intention(0, "preview", CAT))
    assert referee.tick(59.5) == []
    assert referee.state(1)["clock"]["remaining"] == 0.5
    answers = referee.tick(0.5)
    assert [s for s, m in answers] == [0, 1]
    assert game.history[0].played_on_timeout and game.scores == [10, 0]
    assert answers_for(answers, 1, "state")[0]["your_turn"] is True
    assert referee.state(1)["clock"]["remaining"] == 60.0  # a fresh clock for Ben's turn


def test_a_page_that_joins_again_has_nothing_put_down_so_the_clock_passes_the_turn() -> None:
    """A phone that reloads shows every tile in the rack: the tiles its last page had
    put down are not played when the clock runs out (the rules would submit them)."""
    rules = RuleSet(clock_seconds=60, clock_expiry=ClockExpiry.SUBMIT)
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOP", rules=rules, lexicon=Words("CAT"))
    referee = Referee(game)
    joined(referee, 0, 1)
    referee.handle(Intention(0, "preview", CAT))
    assert referee.staged[0] == CAT
    joined(referee, 0)
    assert 0 not in referee.staged
    referee.tick(60.0)
    assert game.history[0].kind.value == "timeout" and not game.history[0].played_on_timeout
    assert game.scores == [0, 0] and game.current == 1


def test_a_clock_that_runs_out_with_nothing_placed_passes_the_turn() -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOP", rules=RuleSet(clock_seconds=30))
    referee = Referee(game)
    joined(referee, 1)
    answers = referee.tick(30.0)
    assert game.history[0].kind.value == "timeout" and game.current == 1
    assert answers_for(answers, 1, "state")[0]["last"]["text"] == "Last move: Ana ran out of time"


def test_a_swap_names_how_many_tiles_never_which() -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOP")
    referee = Referee(game)
    joined(referee, 0, 1)
    answers = referee.handle(Intention(0, "swap", text="XYZ"))
    seen = answers_for(answers, 1, "state")[0]
    assert seen["last"] == {"player": 0, "kind": "exchange", "notation": "", "points": 0,
                            "text": "Last move: Ana swapped 3 tiles", "timeout": ""}
    assert "XYZ" not in str(seen)
    # the tiles kept keep their places; the three drawn go after them
    assert answers_for(answers, 0, "state")[0]["rack"] == ["C", "A", "T", "S", "P", "O", "N"]


def test_the_rack_keeps_the_players_order_and_shuffle_reorders_it() -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOP")
    referee = Referee(game, rng=random.Random(3))
    joined(referee, 0)
    # a tile the rack does not hold is ignored, a tile left out goes to the end
    state = answers_for(referee.handle(Intention(0, "rack", text="ZYQXCA")), 0, "state")[0]
    assert state["rack"] == ["Z", "Y", "X", "C", "A", "T", "S"]
    shuffled = answers_for(referee.handle(Intention(0, "shuffle")), 0, "state")[0]["rack"]
    assert Counter(shuffled) == Counter("CATSXYZ") and shuffled != state["rack"]
    assert game.players[0].rack == list("CATSXYZ")  # the order is the phone's, not the game's
    assert arranged(list("AAB"), list("BA")) == ["B", "A", "A"]


def test_a_move_made_on_the_tv_reaches_the_phones() -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOP", lexicon=Words("CAT"))
    referee = Referee(game, seats=[1])
    joined(referee, 1)
    game.play_text("8G CAT")
    answers = referee.changed()
    assert [s for s, m in answers] == [1]
    assert answers[0][1]["board"][7] == "......CAT......" and answers[0][1]["your_turn"] is True
    # seat 0 plays on the TV: its phone, if one tried, is not let in
    refused = referee.handle(Intention(0, JOIN))
    assert refused == [(0, {"type": "refused", "intention": "join", "reason": "no such player"})]


def test_a_phone_that_leaves_is_no_longer_sent_anything() -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOP")
    referee = Referee(game)
    joined(referee, 0, 1)
    answers = referee.handle(Intention(1, LEAVE))
    assert [s for s, m in answers] == [0]
    assert [p["phone"] for p in answers[0][1]["players"]] == [True, False]
    assert [s for s, m in referee.handle(Intention(0, "pass"))] == [0]


def test_an_upwords_game_is_shown_as_stacks() -> None:
    game = set_up(["CATSXYQ", "DOGSEUI"], bag="LMNOP", rules=preset("Upwords"))
    referee = Referee(game)
    joined(referee, 0)
    referee.handle(Intention(0, "play", (PhoneTile(4, 4, "C"), PhoneTile(4, 5, "A"), PhoneTile(4, 6, "T"))))
    state = referee.state(0)
    assert state["size"] == 10 and state["qu"] is True and state["premiums"] == []
    assert state["board"][4] == "....CAT..." and state["heights"][4] == "0000111000"
    assert referee.welcome(0)["values"] == {}


@pytest.mark.parametrize("language, challenge, blank", [
    ("pt", "Desafiar", "Qual letra a peça em branco representa?"),
    ("zh_Hans", "质疑", "这个空白字母块代表哪个字母？"),
    ("zh_Hant_HK", "質疑", "這張空白牌代表哪個字母？"),
])
def test_the_page_reads_in_the_games_language(language: str, challenge: str, blank: str) -> None:
    english = page_strings()
    i18n.set_language(language)
    words = page_strings()
    assert words["challenge"] == challenge and words["blank_ask"] == blank
    assert set(words) == set(english) and all(words.values())
    # every text is translated, the premium squares' labels too (the board's own, in Chinese)
    same = {key for key in words if words[key] == english[key]}
    assert same <= {"title"}, same


def test_an_exchange_the_rules_refuse_is_answered_with_their_reason() -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="")
    referee = Referee(game)
    joined(referee, 0)
    assert referee.state(0)["can_swap"] is False
    answers = referee.handle(Intention(0, "swap", text="XY"))
    reason = refusal_text(game.exchange_problem(2))
    assert reason == "the bag holds only 0 tiles"
    assert reason and answers == [(0, {"type": "refused", "intention": "swap", "reason": reason})]
    assert game.history == [] and game.players[0].rack == list("CATSXYZ")
