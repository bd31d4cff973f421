"""A player has one colour, their seat's, on the play screen, the results, the replay and
the statistics, whatever order the draw put the seats in."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from store_helpers import new_store, start

from game.rules.game import Game
from game.rules.move import Pass
from game.rules.ruleset import RuleSet
from game.rules.timeline import timeline_of_game
from game.settings import Settings
from game.setup.seats import SeatConfig
from game.store import TurnEntry
from game.ui.audio import Audio
from game.ui.context import AppContext
from game.ui.directory import install
from game.ui.play.scene import PlayScene
from game.ui.scene import SceneStack
from game.ui.scenes.replay import log_lines, player_colour
from game.ui.scenes.results import summarise
from game.ui.scenes.statistics import profile_colour
from game.ui.theme import SEAT_COLOURS, Theme, seat_colour

#: playing order (seat indices) the draw could give: never the seats' own order
ORDERS = {2: [1, 0], 3: [2, 0, 1], 4: [3, 1, 0, 2]}


@pytest.mark.parametrize("count", [2, 3, 4])
def test_the_play_results_replay_and_statistics_screens_give_a_player_the_same_colour(
        tmp_path: Path, count: int) -> None:
    names = ["Ana", "Ben", "Cleo", "Dev"][:count]  # in seat order
    order = ORDERS[count]
    game = Game(names, RuleSet(), seed=2, order=order)
    assert [p.name for p in game.players] == [names[s] for s in order]
    seats = [SeatConfig(p.name) for p in game.players]
    size = (800, 600)
    pygame.display.set_mode(size)
    ctx = install(AppContext(stack=SceneStack(size), theme=Theme(), settings=Settings(), audio=Audio()))
    play_scene = PlayScene(ctx, game, seats)
    store = new_store(tmp_path)
    game_id = start(store, game)
    while not game.over:  # every player passes in turn, which ends the game
        game.play(Pass())
        store.record_turn(game_id, TurnEntry.capture(game, "pass"))
    wanted = [seat_colour(s) for s in order]  # each player's seat's colour, in playing order
    assert len(set(wanted)) == count and wanted != list(SEAT_COLOURS[:count])
    assert [play_scene.colour(i) for i in range(count)] == wanted
    assert [ln.seat_colour for ln in sorted(summarise(game).lines, key=lambda ln: ln.index)] == wanted
    timeline = timeline_of_game(game)
    assert [player_colour(timeline, i) for i in range(count)] == wanted
    assert [line.colour for line in log_lines(timeline, count)] == wanted  # one pass each, in order
    profiles = store.profiles()
    by_name = {p.name: profile_colour(p, k) for k, p in enumerate(profiles)}
    assert [by_name[p.name] for p in game.players] == wanted
