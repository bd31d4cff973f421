"""Duplicate at the TV, without phones (``game/ui/scenes/duplicate.py``): two people take
their turn at the TV behind the hand-off card while a computer's play comes from the
engine process, the reveal shows every play lowest first and lands the top play on the
board, and the results show the round table."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game.engine.movegen import generate_plays
from game.rules.duplicate import PlayKind
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from game.ui.scenes.duplicate_results import DuplicateResultsScene


def key(k: int, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def frame(app: App, events: list[pygame.event.Event] | None = None) -> None:
    app.jobs.wait_all(0.01)
    app.step(list(events or []), 1 / 60)


@pytest.fixture
def table_app(seeded_data: Path, make_app: Callable[..., App]) -> tuple[App, DuplicateScene]:
    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo", "medium")]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the word list and the game")
    return app, scene


def type_play(app: App, scene: DuplicateScene) -> tuple[str, int]:
    """Ana's play typed at the TV: the rack's best play across without a blank; its
    notation and score."""
    game = scene.game
    plays = [p for p in generate_plays(game.board, "".join(game.rack), game.lexicon)
             if p.play.across and not any(t.is_blank for t in p.play.placements)]
    best = plays[0]
    first = best.play.placements[0]
    frame(app, click(scene.board_view.square_rect(first.row, first.col).center))
    for tile in best.play.placements:
        frame(app, [key(getattr(pygame, f"K_{tile.letter.lower()}"), tile.letter.lower())])
    return best.position, best.score


def test_a_round_at_the_tv_behind_the_handoff_card_then_the_reveal(table_app: tuple[App, DuplicateScene]) -> None:
    app, scene = table_app
    table = scene.table
    assert table is not None
    game = scene.game
    assert table.clock.limit == 120  # the preset's two-minute rounds
    assert (table.step, table.at_tv) == (Step.HANDOFF, 0)
    rack = sorted(game.rack)
    frame(app, [key(pygame.K_RETURN)])  # Ana takes her turn
    assert table.step is Step.TURN and table.model is not None and sorted(table.model.rack_tiles) == rack
    position, points = type_play(app, scene)
    placed = dict(table.model.placed)
    assert len(placed) >= 2
    frame(app, [key(pygame.K_RETURN)])  # plays it
    # Ben's card: the rack is the same, Ana's tiles are on no square of the board
    assert (table.step, table.at_tv, table.model) == (Step.HANDOFF, 1, None)
    assert sorted(game.rack) == rack and not any(game.board.occupied(r, c) for r, c in placed)
    assert game.submitted(0) and not game.submitted(1)
    frame(app, click(scene.reveal_button.rect.center))
    assert (table.step, table.at_tv) == (Step.TURN, 1)
    frame(app, click(scene.buttons["pass"].rect.center))
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the computer's play and the reveal")
    record = table.result
    assert record.play_of(0).kind is PlayKind.PLAY and record.play_of(0).points == points
    assert record.play_of(0).notation.split()[0] == position
    assert record.play_of(1).kind is PlayKind.PASS
    assert record.play_of(2).kind is PlayKind.PLAY  # the medium computer's highest-scoring play
    rows = scene.reveal.rows
    assert [row.points for row in rows] == sorted(row.points for row in rows)  # lowest to highest
    assert [row.seat for row in rows][0] == 1 and rows[-1].top
    # the top play is on the board, still flying in: a press lands it, the next goes on
    assert scene.reveal.hidden and scene.animator.busy
    frame(app, [key(pygame.K_SPACE)])
    assert not scene.reveal.hidden and not scene.animator.busy and scene.reveal.shown == len(rows)
    top = record.top
    assert top is not None and all(game.board.get(p.row, p.col) == p.letter for p in top.play.placements)
    assert game.scores == [record.play_of(seat).points for seat in range(3)]
    frame(app, [key(pygame.K_SPACE)])
    assert game.round_number == 2 and (table.step, table.at_tv) == (Step.HANDOFF, 0)


def test_the_results_show_the_round_table(table_app: tuple[App, DuplicateScene]) -> None:
    app, scene = table_app
    table = scene.table
    assert table is not None
    for _person in range(2):
        frame(app, [key(pygame.K_RETURN)])
        frame(app, click(scene.buttons["pass"].rect.center))
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the reveal")
    scene.game.end_now()
    frame(app, [key(pygame.K_SPACE)])
    frame(app, [key(pygame.K_SPACE)])
    results = app.stack.top
    assert isinstance(results, DuplicateResultsScene)
    record = scene.game.history[0]
    row = results.table.rows[0]
    assert (row.number, row.rack, row.top_points) == (1, record.rack, record.top.points)
    assert [(c.text, c.points) for c in row.cells][:2] == [("-", 0), ("-", 0)]
    assert row.cells[2].top and row.cells[2].points == record.top.points
    assert results.table.totals == (0, 0, record.top.points)
    frame(app)


def test_the_menu_asks_before_the_game_ends_and_the_clock_waits_meanwhile(
        table_app: tuple[App, DuplicateScene]) -> None:
    app, scene = table_app
    table = scene.table
    assert table is not None
    frame(app, [key(pygame.K_ESCAPE)])  # a stray Esc on the hand-off card ends nothing
    assert scene.ending and table.clock.paused
    left = table.clock.remaining
    for _frame in range(30):
        frame(app)
    assert table.clock.remaining == left and app.stack.top is scene
    frame(app, [key(pygame.K_ESCAPE)])
    assert not scene.ending and not table.clock.paused and table.step is Step.HANDOFF
    frame(app, click(scene.buttons["menu"].rect.center))
    frame(app, click(scene.end_button.rect.center))
    results = app.stack.top
    assert isinstance(results, DuplicateResultsScene)
    assert scene.game.over and scene.game.result.ended_by == "stopped" and results.table.rows == ()


def test_hints_work_per_seat_one_hinted_round_spending_one_hint(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    from game.rules.handicap import Handicap

    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ana", handicap=Handicap(hints=3)), SeatConfig("Ben"), SeatConfig("Cleo", "easy")]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    table = scene.table
    assert table is not None
    frame(app, [key(pygame.K_RETURN)])
    frame(app, click(scene.buttons["hint"].rect.center))
    wait_until(lambda: not table.hint_waiting, step=lambda: frame(app), what="Ana's first hint")
    assert table.hint_level == 1 and table.hint.square is not None
    frame(app, click(scene.buttons["hint"].rect.center))
    wait_until(lambda: not table.hint_waiting, step=lambda: frame(app), what="Ana's second rung")
    assert table.hint_level == 2 and table.hint.word
    assert scene.game.hints_used == [1, 0, 0]  # one round's climb is one hint
    frame(app, click(scene.buttons["pass"].rect.center))
    frame(app, [key(pygame.K_RETURN)])  # Ben, who plays without hints
    assert (table.at_tv, table.hint_level, table.hint) == (1, 0, None)
    scene.hint()
    assert scene.message == "Hints are off in this game." and table.hint_level == 0
    assert scene.game.hints_used == [1, 0, 0]


def test_new_game_offers_duplicate_and_starts_it_without_a_tile_draw(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    from game.setup.new_game import MENU_PRESETS
    from game.ui.scenes.menu import MenuScene

    app = make_app(size=(1280, 800))
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    frame(app)
    assert "Duplicate" in MENU_PRESETS
    menu.new_game._on_preset("Duplicate")
    menu.new_game.start_game()
    scene = app.stack.top
    assert isinstance(scene, DuplicateScene)
    assert scene.rules.name == "Duplicate" and [s.name for s in scene.seats] == ["Ana", "Ben"]
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    assert scene.table is not None and scene.table.clock.limit == 120
    assert app.ctx.settings.preset == "Duplicate"  # the next New game opens on it again


def test_watch_opens_the_replay_of_the_boards_top_plays(table_app: tuple[App, DuplicateScene]) -> None:
    from game.ui.scenes.replay import ReplayScene

    app, scene = table_app
    table = scene.table
    assert table is not None
    for _person in range(2):
        frame(app, [key(pygame.K_RETURN)])
        frame(app, click(scene.buttons["pass"].rect.center))
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the reveal")
    scene.game.end_now()
    frame(app, [key(pygame.K_SPACE)])
    frame(app, [key(pygame.K_SPACE)])
    results = app.stack.top
    assert isinstance(results, DuplicateResultsScene)
    frame(app, [key(pygame.K_w)])
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    top = scene.game.history[0].top
    assert top is not None
    # the timeline's one move is the round's top play, the board after it the game's
    assert len(replay.timeline.moves) == 1 and replay.timeline.boards[-1].cells() == scene.game.board.cells()
    frame(app)


def test_the_reveal_sounds_each_row_then_the_top_plays_score_as_it_lands(
        table_app: tuple[App, DuplicateScene], monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene = table_app
    table = scene.table
    assert table is not None
    heard: list[tuple[str, dict[str, int]]] = []
    monkeypatch.setattr(scene.reveal, "on_sound", lambda name, **kw: heard.append((name, kw)))
    for _person in range(2):
        frame(app, [key(pygame.K_RETURN)])
        frame(app, click(scene.buttons["pass"].rect.center))
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the reveal")
    heard.clear()
    wait_until(lambda: not scene.animator.busy, step=lambda: frame(app), what="the reveal played out")
    top = table.result.top
    assert top is not None
    tiles = len(top.play.placements)
    landing = ("bingo", {}) if tiles == 7 else ("score", {"score": top.points})
    assert heard == [("pick", {})] * 3 + [("place", {})] * (tiles - 1) + [landing]


def test_a_blank_put_on_a_square_asks_for_its_letter_and_takes_the_one_typed(
        table_app: tuple[App, DuplicateScene]) -> None:
    from conftest import drawn

    app, scene = table_app
    table = scene.table
    assert table is not None
    game = scene.game
    # the shared rack given a blank for this round (nothing is submitted: only placing is under test)
    game.rack[0] = "?"
    table.rack_order = list(game.rack)
    frame(app, [key(pygame.K_RETURN)])
    model = table.model
    assert model is not None
    blank = model.order[0]
    assert model.tile(blank) == "?"
    start = scene.layout.rack_slot(0, len(model.order)).center
    square = scene.board_view.square_rect(7, 7).center
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=square, rel=(0, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=square, button=1)])
    assert model.pending_blank == (blank, (7, 7))
    assert "Which letter is your blank?" in [t.text for t in drawn(app)]
    frame(app, [key(pygame.K_q, "q")])
    assert model.pending_blank is None and model.placed[(7, 7)].letter == "q"
    assert "Which letter is your blank?" not in [t.text for t in drawn(app)]
