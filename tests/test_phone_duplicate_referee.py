"""Duplicate on the phones without a server: a seat's state and each intention decided
by a DuplicateReferee over a real DuplicateGame (the worked example of docs/rules.md,
"Duplicate": three seats, the rack ACBKEXT)."""

from __future__ import annotations

import json
from typing import Any

from game.phone.duplicate_referee import DuplicateReferee, PlainDuplicateTable
from game.phone.protocol import JOIN, Intention, PhoneTile
from game.rules.duplicate import DuplicateGame, DuplicateRules, PlayKind
from game.rules.move import TilePlay


class Words:
    def contains(self, word: str) -> bool:
        return word in {"TAX", "EXACT", "AX", "EX", "TA", "AT"}


def tiles(position: str, word: str) -> tuple[PhoneTile, ...]:
    return tuple(PhoneTile(p.row, p.col, p.letter) for p in TilePlay.from_gcg(position, word).placements)


def table(seconds: int = 0) -> tuple[DuplicateGame, DuplicateReferee]:
    game = DuplicateGame(["Ann", "Ben", "Cy"], duplicate=DuplicateRules(round_seconds=seconds), lexicon=Words(), seed=2)
    referee = DuplicateReferee(game)
    for seat in range(3):
        referee.handle(Intention(seat, JOIN))
    return game, referee


def only(answers: list[tuple[int, dict[str, Any]]], seat: int, kind: str) -> dict[str, Any]:
    found = [m for s, m in answers if s == seat and m["type"] == kind]
    assert len(found) == 1, answers
    return found[0]


def test_a_seat_sees_the_shared_rack_and_may_place_at_once_with_nobody_s_turn() -> None:
    game, referee = table()
    state = referee.state(1)
    assert (state["mode"], state["rack"], state["your_turn"], state["turn"]) == ("duplicate", list("ACBKEXT"), True, -1)
    assert (state["can_swap"], state["can_challenge"], state["hints"], state["phase"]) == (False, False, False, "round")
    assert [p["submitted"] for p in state["players"]] == [False, False, False]
    assert state["duplicate"] == {"round": 1, "submitted": False, "mine": "", "done": 0, "seats": 3,
                                  "waiting": "", "result": None}


def test_a_submitted_play_is_told_to_its_seat_and_only_that_it_was_to_the_others() -> None:
    game, referee = table()
    preview = only(referee.handle(Intention(0, "preview", tiles("8G", "TAX"))), 0, "preview")
    assert (preview["legal"], preview["points"], preview["words"]) == (True, 20, ["TAX"])
    answers = referee.handle(Intention(0, "play", tiles("8G", "TAX")))
    assert sorted(s for s, _ in answers) == [0, 1, 2]
    own = only(answers, 0, "state")
    assert own["your_turn"] is False
    assert own["duplicate"]["mine"] == "Your play: TAX at 8G, 20 points"
    assert own["duplicate"]["waiting"] == "Submitted: waiting for the others (1 of 3)"
    other = only(answers, 1, "state")
    assert [p["submitted"] for p in other["players"]] == [True, False, False]
    assert other["your_turn"] is True and "TAX" not in json.dumps(other)
    # the other seat's moves key did not change: its tiles put down stay put
    assert other["moves"] == referee.state(2)["moves"] == 4


def test_a_seat_submits_once_and_swaps_challenges_and_a_game_s_hints_off_are_refused() -> None:
    game, referee = table()
    referee.handle(Intention(0, "pass"))
    again = only(referee.handle(Intention(0, "play", tiles("8G", "TAX"))), 0, "refused")
    assert again["reason"] == "you have already submitted a play this round"
    assert only(referee.handle(Intention(0, "preview", tiles("8G", "TAX"))), 0, "refused")["intention"] == "preview"
    for kind in ("swap", "challenge", "accept"):
        answer = only(referee.handle(Intention(1, kind)), 1, "refused")
        assert answer["reason"] == "in Duplicate you play tiles or pass: no exchanges and no challenges"
    assert only(referee.handle(Intention(1, "hint")), 1, "refused")["reason"] == "hints are off in this game"
    assert [p.kind for p in game.submissions] == [PlayKind.PASS]


def test_a_play_that_cannot_be_placed_is_refused_and_the_seat_may_try_again() -> None:
    game, referee = table()
    refused = only(referee.handle(Intention(2, "play", tiles("1A", "TAX"))), 2, "refused")
    assert refused["reason"] == "the first word must cover the centre star"
    assert game.submissions == []
    referee.handle(Intention(2, "play", tiles("8H", "BEX")))
    assert game.submitted(2)


def test_the_round_closes_when_everyone_has_submitted_and_each_phone_sees_every_play_lowest_first() -> None:
    game, referee = table()
    referee.handle(Intention(0, "play", tiles("8G", "TAX")))
    referee.handle(Intention(2, "play", tiles("8H", "BEX")))
    referee.handle(Intention(1, "play", tiles("8D", "EXACT")))
    answers = referee.tick(0.1)
    state = only(answers, 0, "state")
    assert state["phase"] == "reveal" and state["your_turn"] is False
    result = state["duplicate"]["result"]
    assert [(r["name"], r["play"], r["points"], r["why"], r["top"], r["mine"]) for r in result["rows"]] == [
        ("Cy", "BEX at 8H", 0, "BEX is not in the word list", False, False),
        ("Ann", "TAX at 8G", 20, "", False, True),
        ("Ben", "EXACT at 8D", 30, "", True, False),
    ]
    assert (result["top"], result["gain"], result["share"]) == ("Top play: Ben, EXACT at 8D (30)", 20, 66)
    assert [p["score"] for p in state["players"]] == [20, 30, 0]
    assert state["last_squares"] == [[7, 3], [7, 4], [7, 5], [7, 6], [7, 7]]
    # a play in the reveal is refused with the rules' words, then the next rack comes
    assert only(referee.handle(Intention(0, "pass")), 0, "refused")["reason"] == \
        "this round is closed: wait for the next rack"
    assert referee.tick(3.0) == []
    state = only(referee.tick(1.0), 0, "state")
    assert (sorted(state["rack"]), state["your_turn"], state["duplicate"]["round"]) == (sorted("BKIGSEV"), True, 2)


def test_when_the_time_is_up_the_tiles_put_down_are_handed_in_and_a_seat_with_none_has_no_play() -> None:
    game, referee = table(seconds=60)
    assert referee.state(0)["clock"] == {"limit": 60.0, "remaining": 60.0, "running": True, "paused": False}
    referee.handle(Intention(0, "preview", tiles("8G", "TAX")))
    referee.handle(Intention(1, "pass"))
    assert referee.tick(59.0) == []
    assert referee.state(2)["clock"]["remaining"] == 1.0
    referee.tick(1.0)
    record = game.history[0]
    assert [(p.seat, p.kind, p.points) for p in record.plays] == [
        (1, PlayKind.PASS, 0), (0, PlayKind.PLAY, 20), (2, PlayKind.NONE, 0)]
    state = referee.state(2)
    assert state["duplicate"]["result"]["rows"][0]["play"] == "no play in time"
    # the round is closed: its clock is no longer shown
    assert state["clock"] == {"limit": 0.0, "remaining": 0.0, "running": False, "paused": False}


def test_a_paused_table_refuses_plays_and_its_clock_stands() -> None:
    game, referee = table(seconds=60)
    plain = referee.plain
    assert isinstance(plain, PlainDuplicateTable)
    plain.pause()
    state = referee.state(0)
    assert (state["paused"], state["your_turn"], state["clock"]["running"]) == (True, False, False)
    assert only(referee.handle(Intention(0, "pass")), 0, "refused")["reason"] == "the game is paused"
    referee.tick(100.0)
    assert referee.state(0)["clock"]["remaining"] == 60.0 and not game.history


def test_the_game_over_is_told_with_its_winner() -> None:
    game, referee = table()
    referee.handle(Intention(1, "play", tiles("8D", "EXACT")))
    game.end_now()
    state = referee.changed()[0][1]
    assert state["over"] is True and state["winners"] == [0, 1, 2]
    assert state["result"] == "The game was ended early. Ann and Ben and Cy share the win with 0 points"
    assert only(referee.handle(Intention(0, "pass")), 0, "refused")["reason"] == "the game is over"


class TableWithBenOnTheTV(PlainDuplicateTable):
    """The window's table as the Menu card leaves it after "Play Ben on the TV"."""

    def seat_on_phone(self, seat: int) -> bool:
        return seat != 1


def test_a_seat_played_on_the_tv_has_no_rack_on_its_phone_and_is_refused_its_tiles() -> None:
    game = DuplicateGame(["Ann", "Ben", "Cy"], duplicate=DuplicateRules(round_seconds=60), lexicon=Words(), seed=2)
    referee = DuplicateReferee(game, table=TableWithBenOnTheTV(game))
    for seat in range(3):
        referee.handle(Intention(seat, JOIN))
    ben, ann = referee.state(1), referee.state(0)
    assert (ben["on_tv"], ben["rack"], ben["your_turn"]) == (True, [], False)
    assert (ann["on_tv"], ann["rack"], ann["your_turn"]) == (False, list("ACBKEXT"), True)
    for kind in ("preview", "play"):
        answer = only(referee.handle(Intention(1, kind, tiles("8D", "EXACT"))), 1, "refused")
        assert answer["reason"] == "you are playing on the TV now"
    assert only(referee.handle(Intention(1, "pass")), 1, "refused")["reason"] == "you are playing on the TV now"
    assert not game.submitted(1) and 1 not in referee.staged
    # the time up hands in the tiles the phones put down, never a seat's at the TV
    referee.staged[1] = tiles("8D", "EXACT")
    referee.handle(Intention(0, "preview", tiles("8G", "TAX")))
    referee.tick(60.0)
    assert [(p.seat, p.kind) for p in game.history[0].plays] == [
        (0, PlayKind.PLAY), (1, PlayKind.NONE), (2, PlayKind.NONE)]
