"""The challenge card and the phones' answers (README, "Phone racks"): the real
window, headless, with phones on real WebSockets.

A phone's "No challenge" answers for its own seat only: the card stays up until
every player it waits for has answered (the TV's own No challenge still answers
for the whole table); a seat that has answered cannot answer again, its phone
says it has answered while the others keep their buttons; the card shows who
has answered, and the TV says the table is deciding, not that the next player
is playing on their phone.
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import drawn, wait_until
from phone_window import WindowPhone, frame, join, open_table, press_start, settle

from game.i18n import _
from game.lexicon import default_lexicon
from game.phone.words import page_strings
from game.rules.game import Game, Phase
from game.rules.ruleset import ChallengeMode
from game.setup.seats import SeatConfig
from game.ui.play.flow import Stage
from game.ui.play.scene import PlayScene
from game.words.turns import phone_turn_line
from tests.test_ui_phone_table import RULES, best_play


def answered_label(name: str) -> str:
    """The TV card's button of a player who answered on their phone."""
    return _("{name}: no challenge").format(name=name)


def deciding_line() -> str:
    """What the TV and the phones say while the card is up."""
    return _("The table is deciding on a challenge.")


DEV_ANA_BEN = [SeatConfig("Dev"), SeatConfig("Ana", phone=True), SeatConfig("Ben", phone=True)]


@pytest.fixture(scope="module")
def lexicon() -> Any:
    return default_lexicon()


def card_up_after_devs_play(app: Any, game: Game, seats: list[SeatConfig], phones: list[WindowPhone],
                            lexicon: Any) -> PlayScene:
    """Dev plays on the TV; the challenge card opens, its phones told."""
    from tests.test_ui_persist import place

    scene = open_table(app, game, seats)
    press_start(app, scene)
    for player, seat in enumerate(seats):
        if seat.phone:
            join(app, scene, phones, player)
    settle(app, scene)
    if scene.flow.stage is Stage.HANDOFF:
        scene.reveal()
    assert scene.flow.stage is Stage.TURN and game.current == 0 and scene.model is not None
    place(scene.model, best_play(game, lexicon))
    scene.flow.submit()
    settle(app, scene)
    assert scene.flow.stage is Stage.CHALLENGE and scene.flow.challengers() == [1, 2]
    for phone in phones:
        wait_until(lambda p=phone: (s := p.last("state")) is not None and s["deciding"],  # type: ignore[misc]
                   step=lambda: frame(app), what="the phones told of the challenge card")
    return scene


def answers(phone: WindowPhone) -> tuple[bool, bool, bool, bool]:
    state = phone.last("state")
    assert state is not None
    return state["deciding"], state.get("answered", False), state["can_challenge"], state["can_accept"]


def answer(app: Any, phone: WindowPhone, phones: list[WindowPhone]) -> None:
    """``phone`` lets the play stand; every phone has its fresh state when this returns."""
    told = [len(p.of("state")) for p in phones]
    phone.send({"type": "accept"})
    wait_until(lambda: all(len(p.of("state")) > n for p, n in zip(phones, told)), step=lambda: frame(app),
               what="every phone told of the answer")


def test_while_the_card_is_up_the_tv_says_the_table_is_deciding_as_the_phones_do(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    """Where the next player's rack would be, the TV said "Ana is playing on their phone"
    while nobody's turn had begun: it says what the table waits for, worded as on the phones."""
    app = make_app(size=(1024, 700))
    game = Game(["Dev", "Ana", "Ben"], RULES.replace(challenge=ChallengeMode.DOUBLE), lexicon, seed=7)
    card_up_after_devs_play(app, game, DEV_ANA_BEN, phones, lexicon)
    shown = [t.text for t in drawn(app)]
    assert deciding_line() in shown and phone_turn_line("Ana") not in shown
    assert page_strings()["deciding"] == deciding_line()


def test_a_phones_no_challenge_answers_for_its_seat_and_the_card_waits_for_the_others(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    game = Game(["Dev", "Ana", "Ben"], RULES.replace(challenge=ChallengeMode.DOUBLE), lexicon, seed=7)
    scene = card_up_after_devs_play(app, game, DEV_ANA_BEN, phones, lexicon)
    ana, ben = phones
    answer(app, ana, phones)
    # her answer is hers: the card stays up for Ben, nobody's turn has begun
    assert scene.flow.stage is Stage.CHALLENGE and len(game.history) == 1
    assert scene.flow.challengers(still_asked=True) == [2]
    assert answers(ana) == (True, True, False, False)  # she has answered: no buttons left on her phone
    assert answers(ben) == (True, False, True, True)  # Ben keeps his Challenge and No challenge
    # the card shows who has answered: Ana's button says so and cannot be pressed
    buttons = {b.label: b.enabled for b in scene.modal_buttons()}
    assert buttons == {answered_label("Ana"): False, _("{name} challenges").format(name="Ben"): True,
                       _("No challenge"): True}
    shown = [t.text for t in drawn(app)]
    assert answered_label("Ana") in shown and deciding_line() in shown

    # she cannot answer again: neither No challenge nor, now, Challenge
    refused = _("you have answered: the table waits for the others")
    for kind in ("accept", "challenge"):
        before = len(ana.of("refused"))
        ana.send({"type": kind})
        wait_until(lambda n=before: len(ana.of("refused")) > n,  # type: ignore[misc]
                   step=lambda: frame(app), what=f"Ana's {kind} refused")
        assert ana.of("refused")[-1] == {"type": "refused", "intention": kind, "reason": refused}
    assert scene.flow.stage is Stage.CHALLENGE and len(game.history) == 1 and game.players[1].lost_turns == 0

    # Ben, the last one asked, lets it stand: the card closes, Ana's turn on her phone
    ben.send({"type": "accept"})
    wait_until(lambda: (s := ana.last("state")) is not None and s["your_turn"], step=lambda: frame(app),
               what="Ana's turn")
    assert scene.flow.stage is Stage.TURN and game.current == 1 and len(game.history) == 1
    assert answers(ana) == (False, False, False, False)
    wait_until(lambda: not answers(ben)[0], step=lambda: frame(app), what="Ben's phone told the card is gone")
    assert answers(ben) == (False, False, False, False)
    assert page_strings()["answered"] == _("You let the play stand: the table waits for the others.")


def test_with_a_player_at_the_tv_the_card_waits_for_the_tvs_answer(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    """Ben plays on the TV: Ana's No challenge on her phone leaves the card up for him;
    the TV's No challenge answers for the table."""
    app = make_app(size=(1024, 700))
    game = Game(["Dev", "Ana", "Ben"], RULES.replace(challenge=ChallengeMode.DOUBLE), lexicon, seed=7)
    seats = [SeatConfig("Dev"), SeatConfig("Ana", phone=True), SeatConfig("Ben")]
    scene = card_up_after_devs_play(app, game, seats, phones, lexicon)
    (ana,) = phones
    answer(app, ana, phones)
    assert scene.flow.stage is Stage.CHALLENGE and scene.flow.challengers(still_asked=True) == [2]
    assert answers(ana) == (True, True, False, False)
    scene.modals.act("continue")  # the TV's No challenge
    settle(app, scene)
    assert scene.flow.stage is Stage.TURN and game.current == 1 and len(game.history) == 1


def test_the_final_challenge_ends_the_game_once_every_phone_has_accepted(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    """Dev goes out; Ana's Accept on her phone is hers alone; Ben's ends the game."""
    from tests.rules_helpers import Words, set_up
    from tests.test_ui_persist import place

    app = make_app(size=(1024, 700))
    game = set_up(["CAT", "DOGSQUI", "LMNOPER"], bag="", rules=RULES.replace(challenge=ChallengeMode.DOUBLE),
                  lexicon=Words("CAT"), names=["Dev", "Ana", "Ben"])
    scene = open_table(app, game, DEV_ANA_BEN)
    press_start(app, scene)
    ana, ben = join(app, scene, phones, 1), join(app, scene, phones, 2)
    settle(app, scene)
    if scene.flow.stage is Stage.HANDOFF:
        scene.reveal()
    from game.rules.move import Placement, TilePlay

    assert scene.model is not None
    place(scene.model, TilePlay((Placement(7, 6, "C"), Placement(7, 7, "A"), Placement(7, 8, "T"))))
    scene.flow.submit()
    settle(app, scene)
    assert game.phase is Phase.FINAL_CHALLENGE and scene.flow.stage is Stage.CHALLENGE
    wait_until(lambda: (s := ana.last("state")) is not None and s["final"] is not None and s["can_accept"],
               step=lambda: frame(app), what="Ana asked to accept")
    answer(app, ana, [ana, ben])
    assert game.phase is Phase.FINAL_CHALLENGE and not game.over and scene.flow.challengers(still_asked=True) == [2]
    assert answers(ana)[1:] == (True, False, False) and answers(ben)[1:] == (False, True, True)
    ben.send({"type": "accept"})
    wait_until(lambda: game.over, step=lambda: frame(app), what="the game over once Ben accepts too")


def test_the_tvs_deciding_line_stays_inside_the_tray_in_portuguese_at_800x600(
        make_app: Any, lexicon: Any, phones: list[WindowPhone]) -> None:
    """"A mesa está decidindo se desafia a jogada." is wider than the tray at 800x600: it
    goes on two lines, every word of it inside the tray."""
    from game import i18n

    app = make_app(size=(800, 600), language="pt")
    try:
        game = Game(["Dev", "Ana", "Ben"], RULES.replace(challenge=ChallengeMode.DOUBLE), lexicon, seed=7)
        scene = card_up_after_devs_play(app, game, DEV_ANA_BEN, phones, lexicon)
        scene.message_time = 0.0  # no note over the tray
        tray = scene.layout.rack
        inside = [t for t in drawn(app) if tray.collidepoint(t.rect.center)]
        assert " ".join(t.text for t in inside) == deciding_line() == "A mesa está decidindo se desafia a jogada."
        assert len(inside) == 2 and all(tray.contains(t.rect) for t in inside), [(t.text, t.rect) for t in inside]
    finally:
        i18n.set_language("en")


def test_the_tv_and_the_phones_name_the_play_asked_about_even_after_a_skipped_turn(
        make_app: Any, phones: list[WindowPhone]) -> None:
    """Cleo lost her next turn to a failed challenge; Ben plays AT and her turn is skipped:
    the card asks about AT, and the TV's panel and Ben's phone say "Last move: Ben H8 (A)T",
    not "Cleo lost this turn (challenge)", so everybody knows which play they would challenge."""
    from game.rules.move import Challenge, TilePlay
    from game.rules.ruleset import RuleSet
    from game.ui.play.log import build_move_log, last_summary
    from tests.rules_helpers import Words, set_up

    app = make_app(size=(1024, 700))
    game = set_up(["CATABCD", "TOGEEEE", "TOTOTOT"], bag="LMNOPRSTU" * 2,
                  rules=RuleSet(challenge=ChallengeMode.DOUBLE), lexicon=Words("CAT", "AT"),
                  names=["Ana", "Ben", "Cleo"])
    game.play(TilePlay.from_gcg("8G", "CAT"))
    game.play(Challenge(2))
    at = game.play(TilePlay.from_gcg("H8", "(A)T"))
    assert game.history[-1].kind.value == "lost_turn" and game.last_play is at
    scene = open_table(app, game, [SeatConfig("Ana"), SeatConfig("Ben", phone=True), SeatConfig("Cleo")])
    press_start(app, scene)
    settle(app, scene)
    assert scene.flow.stage is Stage.CHALLENGE
    log = build_move_log(game, scene.colour)
    asked = last_summary(log.lines[:-1])  # the line of AT, the record before the lost turn
    assert asked == "Last move: Ben H8 (A)T (2)" and last_summary(log.lines) == "Last move: Cleo lost this turn (challenge)"
    title, _colour, lines = scene.words.preview_text()
    assert title == _("Challenge?") and lines[0][0] == asked
    ben = join(app, scene, phones, 1)
    wait_until(lambda: (ben.last("state") or {}).get("deciding"), step=lambda: frame(app), what="Ben's phone deciding")
    assert ben.last("state")["last"]["text"] == asked  # type: ignore[index]
