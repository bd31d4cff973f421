"""The replay of a Duplicate game (Watch on its results) steps a round at a time and shows
the round table beside the board's top plays: the rounds so far, the one on screen lit,
each seat's total as it stood then."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import drawn, wait_until
from test_duplicate_record import played_game

from game.lexicon import Lexicon
from game.rules.duplicate import TopSource
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui import launcher
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.round_table import round_table
from game.ui.scenes.duplicate_parts.table import Step
from game.ui.scenes.duplicate_results import DuplicateResultsScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.replay_parts.rounds import rounds_at

#: where the screenshots a person looks at go: the run's screenshot folder (tests/conftest.py,
#: ``shots``; ``TILE_PARTY_SHOTS`` names one to keep), set by the ``shots_here`` fixture
SHOTS = Path()
pytestmark = pytest.mark.usefixtures("shots_here")


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="\r" if k == pygame.K_RETURN else "", scancode=0)


def frame(app: App, events: list[pygame.event.Event] | None = None) -> None:
    app.jobs.wait_all(0.01)
    app.step(list(events or []), 1 / 60)


def test_watch_steps_a_round_at_a_time_beside_the_round_table(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ana"), SeatConfig("Ben", "medium"), SeatConfig("Cleo", "hard")]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    table = scene.table
    assert table is not None
    for _round in range(2):
        frame(app, [key(pygame.K_RETURN)])
        scene.pass_turn()  # Ana passes; the computers play
        wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the computers' plays")
        if _round == 1:
            scene.game.end_now()
        frame(app, [key(pygame.K_SPACE)])
        frame(app, [key(pygame.K_SPACE)])
    results = app.stack.top
    assert isinstance(results, DuplicateResultsScene)
    first, second = scene.game.history
    assert first.top is not None and second.top is not None
    frame(app, [key(pygame.K_w)])
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.rounds == results.table and len(replay.timeline) == 2 and replay.step == 2
    frame(app, [key(pygame.K_LEFT)])  # back one round: the first round's top play on the board
    assert replay.step == 1
    shown = rounds_at(replay.rounds, 1)
    row = results.table.rows[0]
    assert ([r.number for r in shown.rows], shown.current) == ([1], 1)
    assert shown.totals == (0, first.play_of(1).points, first.play_of(2).points)
    assert shown.top_total == first.top.points
    # the seats' totals beside their names are the table's as they stood after round 1
    assert replay.scores == (*shown.totals, first.top.points)
    texts = [t.text for t in drawn(app)]
    assert "Round 1 of 2" in texts
    assert f"{row.top} {row.top_points}" in texts  # the round's top play in the table
    assert f"{results.table.rows[1].top} {results.table.rows[1].top_points}" not in texts  # round 2 not yet
    for seat_cell in row.cells:
        assert str(seat_cell.points) in texts
    pygame.image.save(app.surface, str(SHOTS / "replay-round-table-round-1.png"))
    frame(app, [key(pygame.K_RIGHT)])
    assert replay.step == 2 and rounds_at(replay.rounds, 2).totals == results.table.totals
    assert f"{results.table.rows[1].top} {results.table.rows[1].top_points}" in [t.text for t in drawn(app)]
    pygame.image.save(app.surface, str(SHOTS / "replay-round-table-round-2.png"))


def test_a_duplicate_record_file_opens_with_its_round_table(
        make_app: Callable[..., App], enable_lexicon: Lexicon, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``python main.py replay FILE`` of a Duplicate record: the table read from the record,
    the same as the game's own."""
    game = played_game(enable_lexicon, TopSource.ENGINE, rounds=3)
    game.end_now()
    path = tmp_path / "duplicate.gcg"
    path.write_text(game.to_gcg(), encoding="utf-8")
    opened: list[object] = []
    real_run = App.run

    def run_app(self: App, first: object = None) -> int:
        opened.append(first)
        return real_run(self, first)  # type: ignore[arg-type]

    monkeypatch.setattr(App, "run", run_app)
    assert launcher.replay_main([str(path), "--max-frames", "5", "--data-dir", str(tmp_path)]) == 0
    viewer = opened[0]
    assert isinstance(viewer, ReplayScene) and viewer.rounds == round_table(game)
    assert viewer.scores[:3] == tuple(game.scores)
