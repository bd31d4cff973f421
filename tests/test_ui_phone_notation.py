"""The phones write a play as the TV does, in the real window (headless) with a phone
on a real WebSocket: the letters already on the board in brackets, in the order the
players chose for the move log (Settings, "Move log"), changed in the middle of a game
too (README, "Phone racks")."""

from __future__ import annotations

from typing import Any

from conftest import wait_until
from phone_window import WindowPhone, frame, join, open_table, press_start

from game.rules.move import Pass
from game.rules.ruleset import ChallengeMode, RuleSet
from game.setup.seats import SeatConfig
from tests.rules_helpers import Words, set_up


def test_a_phones_last_move_follows_the_move_logs_way_of_writing_a_play(
        make_app: Any, phones: list[WindowPhone]) -> None:
    app = make_app(size=(1024, 700))
    app.ctx.settings.move_notation = "word_first"
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOP", rules=RuleSet(challenge=ChallengeMode.VOID),
                  lexicon=Words("CAT", "CATS"), names=["Ana", "Ben"])
    game.play_text("8G CAT")
    game.play(Pass())
    scene = open_table(app, game, [SeatConfig("Ana", phone=True), SeatConfig("Ben")])
    ana = join(app, scene, phones, 0)
    press_start(app, scene)
    # Ana hooks an S on CAT from her phone
    ana.send({"type": "play", "tiles": [{"row": 7, "col": 9, "letter": "S"}]})
    wait_until(lambda: len(game.history) == 3, step=lambda: frame(app), what="Ana's play made")
    assert game.history[-1].notation == "8G ...S"
    tv = "Last move: Ana (CAT)S 8G (6)"
    assert scene.words.last_summary() == tv
    wait_until(lambda: (s := ana.last("state")) is not None and s["moves"] == 3, step=lambda: frame(app),
               what="the phone told of the play")
    state = ana.last("state")
    assert state is not None
    assert (state["last"]["text"], state["last"]["notation"]) == (tv, "(CAT)S 8G")
    # the players choose the square first: the TV and the phone both write it so at once
    app.ctx.settings.move_notation = "standard"
    wait_until(lambda: (s := ana.last("state")) is not None and s["last"]["notation"] == "8G (CAT)S",
               step=lambda: frame(app), what="the phone told the new way of writing a play")
    state = ana.last("state")
    assert state is not None
    assert state["last"]["text"] == scene.words.last_summary() == "Last move: Ana 8G (CAT)S (6)"
