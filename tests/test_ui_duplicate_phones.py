"""Duplicate with phone racks in the window (README, "Duplicate on the phones"): Ana
plays at the TV behind the hand-off card while Ben plays on his phone at the same
time (real WebSockets, ``tests/phone_window.py``) and Cleo's phone never joins.

The TV shows who has submitted, never what, nor the tiles a phone has put down;
a phone's play refused by the rules is said on that phone only; when the round's
clock runs out the tiles Ben's phone has put down are handed in, and Cleo has no
play; the reveal, the next rack, a pause and the game over reach the phone."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import drawn, wait_until
from phone_window import WindowPhone, port_open

from game.engine.movegen import generate_plays
from game.rules.duplicate import PlayKind
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from game.ui.scenes.duplicate_results import DuplicateResultsScene


def frame(app: App, events: list[pygame.event.Event] | None = None) -> None:
    app.jobs.wait_all(0.01)
    app.step(list(events or []), 1 / 60)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def texts(app: App) -> list[str]:
    return [t.text for t in drawn(app)]


def game_submitted(scene: DuplicateScene) -> list[bool]:
    return [scene.game.submitted(s) for s in range(scene.game.seats)]


def best_tiles(scene: DuplicateScene) -> tuple[list[dict[str, Any]], str, int]:
    """The rack's best play without a blank as a phone sends it; its notation and score."""
    game = scene.game
    plays = [p for p in generate_plays(game.board, "".join(game.rack), game.lexicon)
             if not any(t.is_blank for t in p.play.placements)]
    best = plays[0]
    tiles = [{"row": t.row, "col": t.col, "letter": t.letter} for t in best.play.placements]
    return tiles, best.play.gcg(), best.score


def last_state(phone: WindowPhone) -> dict[str, Any]:
    state = phone.last("state")
    assert state is not None
    return state


@pytest.fixture
def table(seeded_data: Path, make_app: Callable[..., App], phones: list[WindowPhone]
          ) -> tuple[App, DuplicateScene]:
    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ana"), SeatConfig("Ben", phone=True), SeatConfig("Cleo", phone=True)]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the word list and the game")
    return app, scene


def test_a_phone_plays_the_round_while_ana_plays_at_the_tv(
        table: tuple[App, DuplicateScene], phones: list[WindowPhone], shots: Path) -> None:
    app, scene = table
    flow = scene.table
    assert flow is not None
    game = scene.game
    server = scene.phones.server
    assert server is not None and scene.phones.seats == [1, 2]
    # the "Scan to join" card is up and the round waits; Ana, not Ben, is called to the TV
    assert scene.phones.card.showing and flow.paused and flow.clock.paused
    assert (flow.step, flow.at_tv) == (Step.HANDOFF, 0)
    ben = WindowPhone(server, 1)
    phones.append(ben)
    wait_until(lambda: ben.last("state") is not None, step=lambda: frame(app), what="Ben's first state")
    assert last_state(ben)["clock"]["paused"] is True
    frame(app, [key(pygame.K_RETURN)])  # Start
    assert not scene.phones.card.showing and not flow.paused
    wait_until(lambda: last_state(ben)["clock"]["running"], step=lambda: frame(app), what="Ben's clock running")
    assert last_state(ben)["rack"] and sorted(last_state(ben)["rack"]) == sorted(game.rack)
    seen = texts(app)
    assert "Playing on their phone" in seen and "Cleo's phone has not joined" in seen

    # Ana takes her turn at the TV while Ben plays on his phone, at once
    frame(app, [key(pygame.K_RETURN)])
    assert (flow.step, flow.at_tv) == (Step.TURN, 0)
    ben.send({"type": "play", "tiles": [{"row": 0, "col": 0, "letter": game.rack[0]}]})
    wait_until(lambda: ben.last("refused") is not None, step=lambda: frame(app), what="Ben's play refused")
    assert ben.last("refused") == {"type": "refused", "intention": "play",
                                   "reason": "the first word must cover the centre star"}
    assert not game.submitted(1)
    tiles, notation, points = best_tiles(scene)
    ben.send({"type": "preview", "tiles": tiles})
    wait_until(lambda: ben.last("preview") is not None, step=lambda: frame(app), what="Ben's preview")
    assert flow.model is not None and flow.model.placed == {}  # a phone's tiles are never on the TV
    ben.send({"type": "play", "tiles": tiles})
    wait_until(lambda: game.submitted(1), step=lambda: frame(app), what="Ben's play handed in")
    wait_until(lambda: last_state(ben)["duplicate"]["submitted"], step=lambda: frame(app))
    assert last_state(ben)["duplicate"]["waiting"] == "Submitted: waiting for the others (1 of 3)"
    seen = texts(app)
    assert seen.count("Played") == 1 and not any(notation.split()[1] in t for t in seen)  # who, never what
    assert (flow.step, flow.at_tv) == (Step.TURN, 0) and not any(
        game.board.occupied(t["row"], t["col"]) for t in tiles)
    pygame.image.save(app.surface, str(shots / "duplicate-tv-round-with-phones.png"))
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.buttons["pass"].rect.center, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.buttons["pass"].rect.center, button=1)])
    assert game.submitted(0)
    # Cleo's phone never joined: the round waits for its clock, then closes without her play
    frame(app)
    assert flow.step is Step.WAITING and flow.phones_out == [2] and "Waiting for the phones…" in texts(app)
    flow.clock.elapsed = flow.clock.limit - 0.01
    wait_until(lambda: flow.step is Step.REVEAL, step=lambda: frame(app), what="the reveal")
    record = flow.result
    assert [record.play_of(s).kind for s in range(3)] == [PlayKind.PASS, PlayKind.PLAY, PlayKind.NONE]
    assert record.play_of(1).points == points and record.play_of(1).notation == notation
    wait_until(lambda: last_state(ben)["duplicate"]["result"] is not None, step=lambda: frame(app))
    result = last_state(ben)["duplicate"]["result"]
    assert [(r["name"], r["points"], r["mine"]) for r in result["rows"]] == [
        ("Cleo", 0, False), ("Ana", 0, False), ("Ben", points, True)]
    frame(app, [key(pygame.K_SPACE)])  # every row shown and the top play landed
    assert not scene.animator.busy
    pygame.image.save(app.surface, str(shots / "duplicate-tv-reveal-with-phones.png"))

    # round 2: Ben puts a play down and never presses Submit: the clock hands it in
    frame(app, [key(pygame.K_SPACE)])
    assert game.round_number == 2 and (flow.step, flow.at_tv) == (Step.HANDOFF, 0)
    wait_until(lambda: last_state(ben)["duplicate"]["result"] is None, step=lambda: frame(app),
               what="Ben's phone on the next rack")
    assert sorted(last_state(ben)["rack"]) == sorted(game.rack)
    tiles, notation, points = best_tiles(scene)
    ben.send({"type": "preview", "tiles": tiles})
    wait_until(lambda: scene.phones.referee is not None and 1 in scene.phones.referee.staged,
               step=lambda: frame(app), what="Ben's tiles put down")
    # the Menu's card pauses the phones too
    scene.ask_end()
    wait_until(lambda: last_state(ben)["clock"]["paused"], step=lambda: frame(app), what="Ben's phone paused")
    ben.send({"type": "play", "tiles": tiles})
    wait_until(lambda: ben.last("refused") is not None and ben.last("refused")["reason"] == "the game is paused",
               step=lambda: frame(app), what="a play refused while paused")
    scene.keep_playing()
    flow.clock.elapsed = flow.clock.limit - 0.01
    wait_until(lambda: flow.step is Step.REVEAL, step=lambda: frame(app), what="round 2's reveal")
    assert flow.result.play_of(1).kind is PlayKind.PLAY and flow.result.play_of(1).notation == notation
    assert [flow.result.play_of(s).kind for s in (0, 2)] == [PlayKind.NONE, PlayKind.NONE]

    # the game over reaches the phone before the port closes
    host, port = server.host, server.port
    scene.ask_end()
    scene.end_game()
    assert isinstance(app.stack.top, DuplicateResultsScene)
    wait_until(lambda: last_state(ben)["over"], what="the game over on Ben's phone")
    assert last_state(ben)["result"] and not port_open(host, port)


def test_new_game_with_phone_racks_starts_duplicate_with_the_people_on_their_phones(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    from game.ui.scenes.menu import MenuScene

    app = make_app(size=(1280, 800))
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    frame(app)
    menu.new_game._on_preset("Duplicate")
    menu.new_game._on_phones(True)
    menu.new_game.start_game()
    scene = app.stack.top
    assert isinstance(scene, DuplicateScene)
    assert [(s.phone, s.is_computer) for s in scene.seats] == [(True, False), (False, True)]  # a computer is never
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    flow = scene.table
    assert flow is not None and scene.phones.running and scene.phones.seats == [0]
    assert scene.phones.card.showing and flow.on_phone == {0}
    assert (flow.step, flow.at_tv) == (Step.WAITING, None)  # nobody comes to the TV
    frame(app, [key(pygame.K_RETURN)])  # Start
    # nobody has joined and there is a clock: the round waits for it, as the phones may join late
    wait_until(lambda: scene.game.submitted(1) and not flow.thinking, step=lambda: frame(app),
               what="the computer's play and the top play")
    frame(app)
    assert flow.step is Step.WAITING and flow.phones_out == [0] and game_submitted(scene) == [False, True]


def test_the_menu_card_shows_the_phone_codes_again(
        table: tuple[App, DuplicateScene], shots: Path) -> None:
    app, scene = table
    flow = scene.table
    assert flow is not None
    frame(app, [key(pygame.K_RETURN)])  # Start
    assert not flow.paused
    scene.ask_end()
    frame(app)
    button = scene.phones.card.button
    seen = texts(app)
    assert "Phone codes" in seen and "Round 1 paused" in seen and "End the game now?" not in seen
    # Phone codes, then "Play Ben on the TV" and "Play Cleo on the TV", clear of each other and of the rest
    places = [button.rect, *(b.rect for b in scene.phones.menu_buttons), scene.keep_button.rect,
              scene.save_button.rect, scene.end_button.rect]
    assert [b.label for b in scene.phones.menu_buttons] == ["Play Ben on the TV", "Play Cleo on the TV"]
    assert all(not a.colliderect(b) for k, a in enumerate(places) for b in places[k + 1:])
    assert all(scene.painter.end_card_rect().contains(rect) for rect in places)
    pygame.image.save(app.surface, str(shots / "duplicate-tv-menu-card-with-phones.png"))
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1)])
    assert scene.phones.card.showing and not scene.ending and flow.paused
    assert "Resume" in texts(app)
    frame(app, [key(pygame.K_RETURN)])
    assert not scene.phones.card.showing and not flow.paused


def test_without_a_clock_the_round_stops_waiting_for_a_phone_that_never_joined(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ana"), SeatConfig("Ben", phone=True)]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate").replace(clock_seconds=0), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    flow = scene.table
    assert flow is not None and not flow.clock.enabled
    frame(app, [key(pygame.K_RETURN)])  # Start
    for _ in range(5):
        frame(app)
    assert (flow.step, flow.phones_out) == (Step.HANDOFF, [1])  # nobody has played yet: it waits
    frame(app, [key(pygame.K_RETURN)])  # Ana comes to the TV, and passes
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.buttons["pass"].rect.center, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.buttons["pass"].rect.center, button=1)])
    wait_until(lambda: flow.step is Step.REVEAL, step=lambda: frame(app), what="the round closed without Ben")
    assert [flow.result.play_of(s).kind for s in range(2)] == [PlayKind.PASS, PlayKind.NONE]


def test_continue_brings_a_phone_seat_back_on_its_phone_with_its_play_still_in(
        seeded_data: Path, make_app: Callable[..., App], phones: list[WindowPhone]) -> None:
    from test_ui_duplicate_continue import continued, quit_window

    app = make_app(size=(1280, 800))
    scene = DuplicateScene(app.ctx, [SeatConfig("Ana"), SeatConfig("Ben", phone=True)], preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    assert scene.phones.server is not None
    ben = WindowPhone(scene.phones.server, 1)
    phones.append(ben)
    frame(app, [key(pygame.K_RETURN)])  # Start
    tiles, notation, _points = best_tiles(scene)
    ben.send({"type": "play", "tiles": tiles})
    wait_until(lambda: scene.game.submitted(1), step=lambda: frame(app), what="Ben's play handed in")
    link = scene.phones.server.url_for(1)
    quit_window(app)

    again, resumed, _listed = continued(make_app)
    flow = resumed.table
    assert flow is not None and resumed.game.submitted(1) and not resumed.game.submitted(0)
    assert resumed.phones.running and flow.on_phone == {1} and resumed.phones.card.showing
    server = resumed.phones.server
    assert server is not None and server.url_for(1) == link  # the same link: nobody scans again
    back = WindowPhone(server, 1)
    phones.append(back)
    wait_until(lambda: back.last("state") is not None, step=lambda: frame(again), what="Ben's phone back")
    assert last_state(back)["duplicate"]["submitted"] and last_state(back)["clock"]["paused"]
    assert (flow.step, flow.at_tv) == (Step.HANDOFF, 0) and flow.paused  # the card holds the round
    assert "Resume" in texts(again)
    frame(again, [key(pygame.K_RETURN)])
    assert not flow.paused and not resumed.holding
    again.close()
