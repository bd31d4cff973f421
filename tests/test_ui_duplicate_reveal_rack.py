"""The reveal's rack: the top play's tiles fly to the board, the tiles kept slide together
(no gaps where the played tiles were), and the next round's new tiles come in from the bag
after them, as the classic rack refills."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step

#: where the screenshots a person looks at go: the run's screenshot folder (tests/conftest.py,
#: ``shots``; ``TILE_PARTY_SHOTS`` names one to keep), set by the ``shots_here`` fixture
SHOTS = Path()
pytestmark = pytest.mark.usefixtures("shots_here")


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="\r" if k == pygame.K_RETURN else "", scancode=0)


def frame(app: App, events: list[pygame.event.Event] | None = None) -> None:
    app.jobs.wait_all(0.01)
    app.step(list(events or []), 1 / 60)


def test_the_tiles_kept_close_up_and_the_new_ones_come_in_after_them(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo", "hard")]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    table = scene.table
    assert table is not None
    shown = list(table.rack_order)
    for _person in range(2):
        frame(app, [key(pygame.K_RETURN)])
        scene.pass_turn()
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the computer's play")
    reveal = scene.reveal
    top = table.result.top
    assert top is not None and top.seat == 2  # the hard computer's top play
    assert reveal.rack == shown  # the round's rack where the TV showed it
    wait_until(lambda: bool(reveal.flown), step=lambda: frame(app), what="the top play leaving the rack")
    frame(app)
    pygame.image.save(app.surface, str(SHOTS / "reveal-rack-flying.png"))
    wait_until(lambda: not reveal.hidden, step=lambda: frame(app), what="the top play landing")
    left = list(shown)  # each played tile leaves the first slot holding its letter
    for placement in top.play.placements:
        left[left.index(placement.rack_tile)] = ""
    places = [i for i, tile in enumerate(left) if tile]
    kept = [shown[i] for i in places]
    # no gaps: the tiles kept, in the order they stood, sliding from their old places
    assert reveal.rack == kept and reveal.flown == set() and 0 < len(kept) < len(shown)
    count = len(shown)
    layout = scene.layout
    assert reveal.slide_from == [layout.rack_slot(i, count).x - layout.rack_slot(k, len(kept)).x
                                 for k, i in enumerate(places)]
    wait_until(lambda: not scene.animator.busy, step=lambda: frame(app), what="the slide")
    assert reveal.shift() == [0.0] * len(kept)
    frame(app)
    pygame.image.save(app.surface, str(SHOTS / "reveal-rack-closed.png"))
    frame(app, [key(pygame.K_SPACE)])  # Next round
    assert scene.game.round_number == 2 and table.step is Step.HANDOFF
    order = table.rack_order
    assert order[:len(kept)] == kept and Counter(order) == Counter(scene.game.rack)
    assert reveal.arriving == set(range(len(kept), len(order)))
    for _frame in range(14):  # the first new tile half-way, turning face up as it comes
        frame(app)
    pygame.image.save(app.surface, str(SHOTS / "reveal-rack-refill.png"))
    wait_until(lambda: not reveal.arriving, step=lambda: frame(app), what="the new tiles landing")


def test_a_press_lands_the_top_play_and_closes_the_rack_at_once(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    scene = DuplicateScene(app.ctx, [SeatConfig("Ana"), SeatConfig("Cleo", "hard")], preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    table = scene.table
    assert table is not None
    assert table.step is Step.TURN  # one person and a computer: no hand-off card
    scene.pass_turn()
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the computer's play")
    frame(app, [key(pygame.K_SPACE)])  # the first press shows everything
    assert not scene.animator.busy and "" not in scene.reveal.rack
    assert sorted(scene.reveal.rack) == sorted(scene.game.rack) and scene.reveal.shift() == [0.0] * len(scene.game.rack)
