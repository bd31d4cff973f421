"""Duplicate games are kept as they are played, and Continue brings one back: the real
window, headless, two rounds played at the TV, the window closed mid-round, and a new
window on the same folder that offers the game and opens it at the same round, the same
rack, the same submissions (still secret) and the clock where it was, held behind the
hand-off card until someone takes their turn."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game.engine.movegen import generate_plays
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.store import DATABASE_NAME, GameSummary
from game.store.database import connect
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from game.ui.scenes.menu import MenuScene
from game.ui.views.saved_games_view import rules_text

SEATS = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo", "medium")]


def frame(app: App, dt: float = 1 / 60) -> None:
    app.jobs.wait_all(0.01)
    app.step([], dt)


def rows(directory: Path, sql: str) -> list[tuple]:
    conn = connect(directory / DATABASE_NAME)
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


def ana_plays(app: App, scene: DuplicateScene) -> None:
    """Ana, at the TV, lays the rack's best play and plays it."""
    table, game = scene.table, scene.game
    assert table is not None and table.at_tv == 0 and table.step is Step.HANDOFF
    scene.take_turn()
    model = table.model
    assert model is not None
    best = generate_plays(game.board, "".join(game.rack), game.lexicon)[0].play
    used: set[int] = set()
    for p in best.placements:
        want = "?" if p.letter.islower() else p.letter
        tile = next(i for i in model.order if model.tiles[i] == want and i not in used)
        used.add(tile)
        assert model.place(tile, (p.row, p.col), p.letter.upper() if want == "?" else None)
    scene.submit()
    frame(app)


def cleo_in(app: App, scene: DuplicateScene) -> None:
    wait_until(lambda: scene.game.submitted(2), step=lambda: frame(app), what="the computer's play")


def play_round(app: App, scene: DuplicateScene) -> None:
    """Ana plays, Ben passes, the computer plays; the reveal, then the next round."""
    table = scene.table
    assert table is not None
    ana_plays(app, scene)
    scene.take_turn()
    scene.pass_turn()
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the reveal")
    scene.next_round()  # the reveal shown whole
    scene.next_round()  # and on to the next round
    assert table.step is Step.HANDOFF


def quit_window(app: App) -> None:
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)
    assert app.ctx.quit_requested
    app.close()


def continued(make_app: Callable[..., App]) -> tuple[App, DuplicateScene, list[GameSummary]]:
    """A new window on the same folder, its Continue pressed once the menu (which offers it)
    has read the store; the game opened, and the saved games the menu listed."""
    again = make_app(size=(1280, 800))
    again.stack.push(again.ctx.scenes.menu())

    def read() -> bool:
        top = again.stack.top
        return isinstance(top, MenuScene) and top.main is not None and not top.saved.busy and bool(
            top.saved.saved_games)

    wait_until(read, step=lambda: frame(again), what="the menu to have read the store")
    menu = again.stack.top
    assert isinstance(menu, MenuScene) and menu.continue_button.is_visible()
    listed = list(menu.saved.saved_games)
    menu.saved.continue_game()
    wait_until(lambda: isinstance(again.stack.top, DuplicateScene) and again.stack.top.table is not None,
               step=lambda: frame(again), what="the saved game to open")
    resumed = again.stack.top
    assert isinstance(resumed, DuplicateScene)
    return again, resumed, listed


def test_two_rounds_then_quit_then_continue_finds_the_same_round(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    scene = DuplicateScene(app.ctx, list(SEATS), preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the word lists and the game")
    table = scene.table
    assert table is not None
    play_round(app, scene)
    play_round(app, scene)
    game = scene.game
    assert game.round_number == 3
    board_before = game.board.copy()
    ana_plays(app, scene)  # round 3: Ana has played, the computer too; Ben is still to come
    cleo_in(app, scene)
    for _ in range(5):
        frame(app, 0.5)  # two and a half seconds of the round's two minutes
    left = table.clock.remaining
    assert 116.0 < left < 118.0
    expected = game.to_json()
    order = [p.seat for p in game.submissions]
    assert order[0] == 0 and sorted(order) == [0, 2]
    quit_window(app)
    # every submission, round and draw was kept, after the dealt game
    kinds = [k for (k,) in rows(seeded_data, "SELECT kind FROM turns ORDER BY seq")]
    assert kinds == ["start"] + ["submit", "submit", "submit", "round", "draw"] * 2 + ["submit", "submit"]

    again, resumed, listed = continued(make_app)
    (row,) = listed
    assert (row.mode, row.rounds, row.scores) == ("duplicate", 3, tuple(game.scores))
    assert rules_text(row) == "Duplicate  ·  round 3"
    assert resumed.table is not None
    back = resumed.game
    assert back.to_json() == expected
    assert [p.seat for p in back.submissions] == order
    # the submitted plays stay secret: none of their tiles is on the board, Ben's card is up
    assert back.board == board_before
    assert (resumed.table.step, resumed.table.at_tv, resumed.table.model) == (Step.HANDOFF, 1, None)
    assert resumed.table.clock.remaining == pytest.approx(left, abs=1 / 60)
    for _ in range(10):
        frame(again, 0.5)  # the clock waits behind the card
    assert resumed.table.clock.remaining == pytest.approx(left, abs=1 / 60)
    resumed.take_turn()
    frame(again, 0.5)
    assert resumed.table.step is Step.TURN and resumed.table.clock.remaining == pytest.approx(left - 0.5, abs=1 / 60)


def test_a_game_left_during_the_reveal_shows_it_again_then_draws_the_same_rack(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    scene = DuplicateScene(app.ctx, list(SEATS), preset("Duplicate"), seed=11)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the word lists and the game")
    table = scene.table
    assert table is not None
    ana_plays(app, scene)
    scene.take_turn()
    scene.pass_turn()
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the reveal")
    game = scene.game
    expected = game.to_json()
    top = game.history[-1].top
    assert top is not None
    # what the next round would have drawn, from a copy of the game as it stands
    ahead = type(game).from_json(expected)
    ahead.next_round()
    quit_window(app)

    again, resumed, _listed = continued(make_app)
    back = resumed.game
    assert back.to_json() == expected
    assert resumed.table is not None and resumed.table.step is Step.REVEAL
    assert resumed.table.result == game.history[-1]  # the round's plays are shown again
    resumed.next_round()
    resumed.next_round()
    assert resumed.table.step is Step.HANDOFF and back.round_number == 2
    assert back.rack == ahead.rack and back.bag.tiles == ahead.bag.tiles


def test_a_hint_spent_is_kept_at_once_without_a_clock(seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    rules = preset("Duplicate").replace(clock_seconds=0, hints=True, hint_allowance=3)
    scene = DuplicateScene(app.ctx, list(SEATS), rules, seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the word lists and the game")
    assert scene.table is not None and not scene.table.clock.enabled
    scene.take_turn()
    scene.hint()
    assert scene.game.hints_used == [1, 0, 0]
    assert app.ctx.saves is not None and app.ctx.saves.flush()
    assert rows(seeded_data, "SELECT hints_used, clock_remaining, turn FROM sessions") == [("[1, 0, 0]", None, 1)]
