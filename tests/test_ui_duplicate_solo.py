"""Duplicate alone: New game offers one player for Duplicate (and only for Duplicate),
picks the club rule for a player alone, and the round is played against the computer's
top play."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game.rules.duplicate import PlayKind
from game.settings import Settings
from game.setup.new_game import NewGameSetup
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from game.ui.scenes.menu import MenuScene

#: where the screenshots a person looks at go: the run's screenshot folder (tests/conftest.py,
#: ``shots``; ``TILE_PARTY_SHOTS`` names one to keep), set by the ``shots_here`` fixture
SHOTS = Path()
pytestmark = pytest.mark.usefixtures("shots_here")


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="\r" if k == pygame.K_RETURN else "", scancode=0)


def frame(app: App, events: list[pygame.event.Event] | None = None) -> None:
    app.jobs.wait_all(0.01)
    app.step(list(events or []), 1 / 60)


def test_one_player_is_offered_for_duplicate_only() -> None:
    setup = NewGameSetup()
    assert setup.seat_counts() == (2, 3, 4)
    setup.set_seat_count(1)
    assert setup.seat_count == 2  # the classic games need two
    setup.set_preset("Club Duplicate")
    assert setup.seat_counts() == (1, 2, 3, 4)
    setup.set_seat_count(1)
    assert (setup.seat_count, setup.preset_name) == (1, "Club Duplicate")
    assert [seat.name for seat in setup.chosen_seats()] == ["Ana"] and setup.start_problem() is None
    setup.set_preset("Classic")
    assert setup.seat_count == 2


def test_one_player_on_the_family_rule_is_given_the_club_rule() -> None:
    """Alone, the table's best play would be one's own every round: the computer's top is
    the one to play against."""
    setup = NewGameSetup()
    setup.set_preset("Duplicate")
    setup.set_seat_count(1)
    assert (setup.seat_count, setup.preset_name, setup.rules.name) == (1, "Club Duplicate", "Club Duplicate")


def test_a_solo_game_is_remembered_for_the_next_new_game() -> None:
    settings = Settings()
    setup = NewGameSetup.from_settings(settings)
    setup.set_preset("Club Duplicate")
    setup.set_seat_count(1)
    setup.store(settings)
    again = NewGameSetup.from_settings(Settings.from_dict(settings.to_dict()))
    assert (again.seat_count, again.preset_name) == (1, "Club Duplicate")
    # a settings file saying one player for a classic preset opens with two
    classic = NewGameSetup.from_settings(Settings.from_dict({**settings.to_dict(), "preset": "Classic",
                                                             "rules": {}}))
    assert (classic.seat_count, classic.preset_name) == (2, "Classic")


def test_new_game_starts_a_round_alone_against_the_computers_top(
        seeded_data: Path, make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800))
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    frame(app)
    menu.main.select_widget(menu.new_button)
    frame(app, [key(pygame.K_RETURN)])
    page = menu.new_game
    assert menu.main.get_current() is page.new_menu
    players = page.seat_count_selector
    assert [item[1] for item in players.get_items()] == [2, 3, 4, (4, 0), (4, 1), (4, 2)]  # and in teams
    page._on_preset("Duplicate")
    assert [item[1] for item in players.get_items()] == [1, 2, 3, 4]
    page.new_menu.select_widget(players)
    players.update([key(pygame.K_LEFT)])  # two players, one step left: one
    assert players.get_value()[0][1] == 1
    assert (page.setup.seat_count, page.setup.preset_name) == (1, "Club Duplicate")
    assert page.preset_selector.get_value()[0][1] == "Club Duplicate"
    assert [name.is_visible() for name, _kind in page.seat_widgets] == [True, False, False, False]
    frame(app)
    pygame.image.save(app.surface, str(SHOTS / "solo-new-game.png"))
    page.start_game()
    scene = app.stack.top
    assert isinstance(scene, DuplicateScene) and [seat.name for seat in scene.seats] == ["Ana"]
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    table = scene.table
    assert table is not None and scene.game.seats == 1
    assert table.step is Step.TURN and table.at_tv == 0  # alone: no hand-off card to pass
    frame(app)
    pygame.image.save(app.surface, str(SHOTS / "solo-round.png"))
    scene.pass_turn()
    wait_until(lambda: table.step is Step.REVEAL, step=lambda: frame(app), what="the computer's top and the reveal")
    record = table.result
    assert record.play_of(0).kind is PlayKind.PASS and record.top is not None and record.top.points > 0
    assert scene.game.scores == [0]
    frame(app, [key(pygame.K_SPACE)])
    frame(app)
    pygame.image.save(app.surface, str(SHOTS / "solo-reveal.png"))
