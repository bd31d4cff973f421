"""The New game page's Players row offers four players in teams of two in a classic
preset (docs/rules.md, "Teams"): a team takes no handicap, the page says so, and
Start plays a game of two teams with the partners chosen."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import run_to_play
from test_ui_new_game_handicaps import KID, choose, focus, open_menu, press, remember, type_name

from game.rules.teams import Team
from game.store import SeatProfile
from game.ui.app import App
from game.ui.scenes.menu_parts.pages import fits


@pytest.fixture
def data(seeded_data):
    return seeded_data


@pytest.mark.parametrize("language", ["en", "zh_Hans"])
def test_four_in_teams_start_a_team_game_without_handicaps(make_app: Callable[..., App], data: Path,
                                                           shots: Path, language: str) -> None:
    remember(data, SeatProfile("Kid", True, KID))
    app = make_app(size=(800, 600), language=language)
    try:
        menu = open_menu(app)
        page = menu.main.get_current()
        players = page.get_widget("seat_count")
        assert [v for _label, v in players.get_items()] == [2, 3, 4, (4, 0), (4, 1), (4, 2)]
        choose(app, menu, "seat_count", (4, 1))  # 1+2 against 3+4
        assert menu.setup.in_teams and menu.setup.seat_count == 4
        for seat, name in enumerate(("Kid", "Ben", "Cleo", "Dev")):
            choose(app, menu, f"kind{seat}", "human")
            type_name(app, menu, seat, name)
        # the child's usual handicap is not played in a team, and the page says so
        assert menu.setup.seats[0].handicap == KID
        titles = [menu.new_game.new_menu.get_widget(f"handicap{i}").get_title() for i in range(4)]
        expected = {"en": "Handicap: none, a team plays by the rules", "zh_Hans": "个人设置：无，队伍按游戏规则玩"}[language]
        assert titles == [expected] * 4
        focus(menu, "start")
        app.step([], 1 / 60)
        assert fits(menu.new_game.new_menu)
        pygame.image.save(app.surface, str(shots / f"new_game_teams_{language}.png"))
        press(app, pygame.K_RETURN)
        scene = run_to_play(app)
        game = scene.game
        assert sorted(p.name for p in game.players) == ["Cleo & Dev", "Kid & Ben"]
        assert sorted(game.teams, key=lambda t: t.seats) == [Team(("Kid", "Ben"), (0, 1)),
                                                             Team(("Cleo", "Dev"), (2, 3))]
        assert all(h.is_none for h in game.handicaps) and [p.score for p in game.players] == [0, 0]
        assert [seat.team for seat in scene.seats] == list(game.teams)
        pygame.event.clear()
    finally:
        app.close()


def test_the_stacking_game_offers_no_teams(make_app: Callable[..., App], data: Path) -> None:
    app = make_app(size=(800, 600), language="en")
    try:
        menu = open_menu(app)
        choose(app, menu, "seat_count", (4, 0))
        choose(app, menu, "preset", "Upwords")
        players = menu.main.get_current().get_widget("seat_count")
        assert [v for _label, v in players.get_items()] == [2, 3, 4]
        assert players.get_value()[0][1] == 4 and not menu.setup.in_teams
        assert menu.setup.chosen_seats()[0].team is None
        choose(app, menu, "preset", "Classic")  # back to a classic preset: the teams chosen come back
        assert menu.main.get_current().get_widget("seat_count").get_value()[0][1] == (4, 0)
        assert menu.setup.in_teams
        pygame.event.clear()
    finally:
        app.close()


def test_the_next_launch_offers_the_teams_started_last(make_app: Callable[..., App], data: Path) -> None:
    app = make_app(size=(800, 600), language="en")
    try:
        menu = open_menu(app)
        choose(app, menu, "seat_count", (4, 1))  # 1+2 against 3+4
        focus(menu, "start")
        press(app, pygame.K_RETURN)  # Start: New game remembers its choices
        assert type(app.stack.top).__name__ == "TileDrawScene"  # the game began
        app.jobs.wait_all()
        pygame.event.clear()
    finally:
        app.close()
    kept = json.loads((data / "settings.json").read_text(encoding="utf-8"))
    assert (kept["seat_count"], kept["pairing"]) == (4, 1)
    again = make_app(size=(800, 600), language="en")
    try:
        menu = open_menu(again)
        players = menu.main.get_current().get_widget("seat_count")
        assert players.get_value()[0] == ("4, teams 1+2 v 3+4", (4, 1))
        assert menu.setup.in_teams and [s.team for s in menu.setup.chosen_seats()] == [
            Team(("Ana", "Ben"), (0, 1)), Team(("Cleo", "Dev"), (2, 3))]
        pygame.event.clear()
    finally:
        again.close()
