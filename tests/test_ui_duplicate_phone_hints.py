"""A phone's hint at a Duplicate table in the window (README, "Duplicate on the
phones"): Ben, on his phone (a real WebSocket, ``tests/phone_window.py``), asks for
a hint while Ana plays at the TV; the engine process works it out for the round's
rack by Ben's list, it reaches Ben's phone alone, the TV shows nothing of it, and
the hint spent is kept: Continue after the window closed still counts it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
from conftest import wait_until
from phone_window import WindowPhone
from test_ui_duplicate_continue import continued, quit_window, rows
from test_ui_duplicate_phones import frame, key, last_state, texts

from game.engine.hints import hint
from game.rules.board import square_name
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts import game_seam
from game.ui.scenes.duplicate_parts.table import Step
from game.words.hints import hint_text

RULES = preset("Duplicate").replace(clock_seconds=0, hints=True, hint_allowance=3)


def first_rung(scene: DuplicateScene, seat: int) -> Any:
    game = scene.game
    return hint(game.board, "".join(game.rack), game.word_list_of(seat), 1, game_seam.seat_rules(game, seat))


def test_a_phone_seats_hint_reaches_its_phone_alone_and_continue_keeps_its_count(
        seeded_data: Path, make_app: Callable[..., App], phones: list[WindowPhone]) -> None:
    app = make_app(size=(1280, 800))
    scene = DuplicateScene(app.ctx, [SeatConfig("Ana"), SeatConfig("Ben", phone=True)], RULES, seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    flow = scene.table
    assert flow is not None and scene.phones.server is not None
    ben = WindowPhone(scene.phones.server, 1)
    phones.append(ben)
    frame(app, [key(pygame.K_RETURN)])  # Start
    wait_until(lambda: ben.last("state") is not None, step=lambda: frame(app), what="Ben's state")
    assert (last_state(ben)["hints"], last_state(ben)["hints_left"]) == (True, 3)
    scene.take_turn()  # Ana comes to the TV meanwhile
    assert flow.step is Step.TURN and flow.at_tv == 0

    ben.send({"type": "hint"})
    wait_until(lambda: ben.last("hint") is not None, step=lambda: frame(app), what="Ben's hint")
    told = ben.last("hint")
    expected = first_rung(scene, 1)
    assert told is not None and expected is not None and expected.square is not None
    assert told["text"] == f"A word fits at {square_name(*expected.square)}"
    assert (told["hints_left"], told["squares"]) == (2, [list(expected.square)])
    wait_until(lambda: last_state(ben)["hints_left"] == 2, step=lambda: frame(app), what="Ben's hints left")
    assert scene.game.hints_used == [0, 1]
    # the TV shows nothing of it: Ana's hint line is empty, nothing glows, no word of it is drawn
    frame(app)
    assert (flow.hint_level, flow.hint, scene.painter._hint_line()) == (0, None, "")
    assert not any(told["text"] in t or "fits" in t for t in texts(app))
    # Ana's own rung where no word fits reads as a phone's does: pass, for there are no swaps
    flow.hint_level, flow.hint = 1, None
    assert scene.painter._hint_line() == hint_text(None, duplicate=True) == (
        "No word fits your tiles this round: press Pass.")
    flow.hint_level = 0

    # kept at once (the window may die now), and after Continue
    assert app.ctx.saves is not None and app.ctx.saves.flush()
    assert rows(seeded_data, "SELECT hints_used FROM sessions") == [("[0, 1]",)]
    quit_window(app)
    again, resumed, _listed = continued(make_app)
    assert resumed.game.hints_used == [0, 1]
    server = resumed.phones.server
    assert server is not None
    back = WindowPhone(server, 1)
    phones.append(back)
    wait_until(lambda: back.last("state") is not None, step=lambda: frame(again), what="Ben's phone back")
    assert (last_state(back)["hints"], last_state(back)["hints_left"]) == (True, 2)
    again.close()
