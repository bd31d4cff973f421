"""What a phone is told beyond its own turn: the final challenge and who it waits
for, a turn the clock ended, a play written as the TV writes it, a turn the seat
will lose, the result at the end, and that the last state reaches the phones
before the server closes them (README, "Phone racks")."""

from __future__ import annotations

from typing import Any

import pytest

from game import i18n
from game.phone.protocol import JOIN, Intention, PhoneTile
from game.phone.referee import Referee
from game.phone.words import page_strings
from game.rules.game import Phase
from game.rules.move import TilePlay
from game.rules.ruleset import ChallengeMode, ClockExpiry, RuleSet
from game.ui.play.log import build_move_log
from tests.phone_helpers import open_phone, run, running_table
from tests.rules_helpers import Words, set_up

WORDS = Words("CAT", "CATS", "AT", "TA", "DOG", "DOGS")
CAT = (PhoneTile(7, 6, "C"), PhoneTile(7, 7, "A"), PhoneTile(7, 8, "T"))


def states(answers: list[tuple[int, dict[str, Any]]]) -> dict[int, dict[str, Any]]:
    return {seat: m for seat, m in answers if m["type"] == "state"}


def joined(referee: Referee, *seats: int) -> None:
    for seat in seats:
        referee.handle(Intention(seat, JOIN))


def final_challenge_game() -> tuple[Referee, Any]:
    """Ana, Ben and Cleo on phones; Ana has played CATS, and Ben has DOG left, in a challenge mode."""
    game = set_up(["CATSXYZ", "DOG", "DOGSQUV"], bag="", rules=RuleSet(challenge=ChallengeMode.SINGLE),
                  lexicon=WORDS)
    game.play(TilePlay.from_gcg("8G", "CATS"))
    referee = Referee(game)
    joined(referee, 0, 1, 2)
    return referee, game


def test_the_final_challenge_names_who_went_out_and_the_others_may_accept() -> None:
    referee, game = final_challenge_game()
    # Ben plays DOGS down to the S of CATS: his last tiles
    answers = referee.handle(Intention(1, "play", (PhoneTile(4, 9, "D"), PhoneTile(5, 9, "O"), PhoneTile(6, 9, "G"))))
    assert game.phase is Phase.FINAL_CHALLENGE and game.current == 2
    seen = states(answers)
    # nobody's turn: every phone hears that Ben went out, and who may answer
    assert [seen[s]["final"] for s in (0, 1, 2)] == [{"player": 1}] * 3
    assert [seen[s]["your_turn"] for s in (0, 1, 2)] == [False, False, False]
    assert [seen[s]["can_accept"] for s in (0, 1, 2)] == [True, False, True]
    assert [seen[s]["can_challenge"] for s in (0, 1, 2)] == [True, False, True]
    assert page_strings()["final"].format(name="Ben") == "Ben went out: challenge the last play or accept it."
    # Ben may not accept his own play; Ana may, and the game ends
    refused = referee.handle(Intention(1, "accept"))
    assert refused == [(1, {"type": "refused", "intention": "accept",
                            "reason": "you cannot challenge your own play"})]
    over = states(referee.handle(Intention(0, "accept")))
    assert game.over and over[2]["over"] is True and over[2]["final"] is None
    assert over[2]["result"] == "Ben went out. Ben wins with 51 points, 61 ahead."
    assert over[0]["winners"] == [1]


def test_accept_is_refused_when_no_game_is_waiting_for_it() -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOP", rules=RuleSet(challenge=ChallengeMode.SINGLE),
                  lexicon=WORDS)
    referee = Referee(game)
    joined(referee, 0, 1)
    assert referee.handle(Intention(1, "accept")) == [
        (1, {"type": "refused", "intention": "accept", "reason": "there is no play to challenge"})]
    assert game.history == []


def test_a_phone_hears_that_its_time_ran_out_and_what_the_clock_did() -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOP", rules=RuleSet(clock_seconds=30), lexicon=WORDS)
    referee = Referee(game)
    joined(referee, 0, 1)
    referee.handle(Intention(0, "preview", CAT))
    seen = states(referee.tick(30.0))
    assert seen[0]["last"]["timeout"] == "Time's up! Turn passed"
    assert seen[0]["rack"] == list("CATSXYZ")  # the tiles put down are back on the rack

    submit = RuleSet(clock_seconds=30, clock_expiry=ClockExpiry.SUBMIT)
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOP", rules=submit, lexicon=WORDS)
    referee = Referee(game)
    joined(referee, 0, 1)
    referee.handle(Intention(0, "preview", CAT))
    seen = states(referee.tick(30.0))
    # the play written as the TV's banner writes it (game/ui/play/animation.py)
    assert seen[1]["last"]["timeout"] == "Time's up! Your tiles were played: 8G CAT for 10"
    # a turn ended by its player says nothing of the clock
    seen = states(referee.handle(Intention(1, "pass")))
    assert seen[0]["last"]["timeout"] == ""


def test_the_last_state_reaches_the_phone_before_the_server_closes_it() -> None:
    game = set_up(["CAT", "DOGSQUI"], bag="", rules=RuleSet(challenge=ChallengeMode.VOID), lexicon=WORDS)

    async def scenario() -> None:
        import aiohttp

        with running_table(game) as table:
            async with aiohttp.ClientSession() as session:
                ana = await open_phone(session, table, 0)
                await ana.next("state")
                with table.lock:
                    table.referee.handle(Intention(0, "play", CAT))  # Ana goes out: the game is over
                    assert game.over
                    final = table.referee.state(1)
                    for _ in range(20):  # what the game sends last, then it closes at once
                        table.server.send(0, table.referee.state(0))
                    table.server.stop()
                code, got = await ana.closed()
        assert code == 1001
        kinds = [m["type"] for m in got]
        assert kinds == ["state"] * (len(kinds) - 1) + ["closing"] and kinds.count("state") >= 20
        last = got[-2]
        assert last["over"] is True and last["result"] == final["result"]
        assert final["result"].startswith("Ana went out.")

    run(scenario())


def test_a_play_is_written_on_the_phone_as_the_tvs_move_log_writes_it() -> None:
    """Letters already on the board in brackets, a blank's letter in lower case: the
    phone's last move, its notation and a play the clock made, as the move log has them."""
    submit = RuleSet(clock_seconds=30, clock_expiry=ClockExpiry.SUBMIT)
    game = set_up(["CATSXYZ", "B?DOGQU", "SLMNOPE"], bag="LMNOPLMNOPRSTUV", rules=submit,
                  lexicon=Words("CAT", "CATS", "BAY"), names=["Ana", "Leo", "Cleo"])
    game.play(TilePlay.from_gcg("8G", "CAT"))
    referee = Referee(game)
    joined(referee, 0, 1, 2)
    # Leo puts B above the A of CAT and the blank, as a Y, below it: down from H7
    seen = states(referee.handle(Intention(1, "play", (PhoneTile(6, 7, "B"), PhoneTile(8, 7, "y")))))
    assert game.history[-1].notation == "H7 B.y"
    tv = build_move_log(game, lambda _player: (0, 0, 0)).lines[-1]
    assert (tv.name, tv.text, tv.points) == ("Leo", "H7 B(A)y", "4")
    for seat in (0, 1, 2):
        assert seen[seat]["last"]["text"] == "Last move: Leo H7 B(A)y (4)"
        assert seen[seat]["last"]["notation"] == "H7 B(A)y"
    # Cleo's S put down when her time runs out: played, and her phone names the play in full
    referee.handle(Intention(2, "preview", (PhoneTile(7, 9, "S"),)))
    seen = states(referee.tick(30.0))
    tv = build_move_log(game, lambda _player: (0, 0, 0)).lines[-1]
    assert tv.text == "8G (CAT)S, time ran out"
    assert seen[2]["last"]["timeout"] == "Time's up! Your tiles were played: 8G (CAT)S for 6"
    assert seen[0]["last"]["text"] == "Last move: Cleo 8G (CAT)S, time ran out (6)"
    # players who write the word first (the TV's move log setting) read it so on the phones too
    word_first = Referee(game, order=lambda: "word_first")
    assert build_move_log(game, lambda _player: (0, 0, 0), "word_first").lines[-1].text == "(CAT)S 8G, time ran out"
    state = word_first.state(2)
    assert state["last"]["text"] == "Last move: Cleo (CAT)S 8G, time ran out (6)"
    assert state["last"]["timeout"] == "Time's up! Your tiles were played: (CAT)S 8G for 6"


@pytest.mark.parametrize("language", ["en", "pt", "zh_Hant_HK"])
def test_a_seat_that_will_lose_its_next_turn_is_told_so_on_its_own_phone(language: str) -> None:
    """Leo's challenge of a good play fails where that costs a turn: his phone says he
    loses his next turn, in the words of his panel on the TV, until the turn is skipped."""
    i18n.set_language(language)
    try:
        game = set_up(["CATSXYZ", "DOGSQUI", "LMNOPER"], bag="LMNOPLMNOP",
                      rules=RuleSet(challenge=ChallengeMode.DOUBLE), lexicon=WORDS, names=["Ana", "Cleo", "Leo"])
        referee = Referee(game)
        joined(referee, 0, 1, 2)
        assert [referee.state(seat)["sits_out"] for seat in (0, 1, 2)] == ["", "", ""]
        referee.handle(Intention(0, "play", CAT))
        # Cleo's turn; Leo challenges CAT, a word: the play stands and he loses his next turn
        seen = states(referee.handle(Intention(2, "challenge")))
        assert game.players[2].lost_turns == 1 and game.current == 1
        loses = i18n.ngettext("loses next turn", "loses {n} turns", 1).format(n=1)
        assert loses == {"en": "loses next turn", "pt": "perde a próxima vez", "zh_Hant_HK": "下1輪暫停"}[language]
        assert [seen[seat]["sits_out"] for seat in (0, 1, 2)] == ["", "", loses]
        # Cleo passes; Leo's turn is skipped, so he no longer loses one
        seen = states(referee.handle(Intention(1, "pass")))
        assert game.players[2].lost_turns == 0 and game.current == 0
        assert [seen[seat]["sits_out"] for seat in (0, 1, 2)] == ["", "", ""]
    finally:
        i18n.set_language("en")
