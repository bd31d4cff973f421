"""The tiles a phone has put down, shown on the TV (README, "Phone racks"), are
that player's: ringed in their seat's colour and marked with their seat's shape,
not drawn in the TV's own look for tiles put down (the gold ring)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import wait_until
from phone_window import WindowPhone, frame, join, open_table, press_start

from game.engine.movegen import generate_plays
from game.lexicon import default_lexicon
from game.rules.game import Game
from game.rules.move import TilePlay
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.seat_shapes import shape_of


@pytest.fixture(scope="module")
def lexicon() -> Any:
    return default_lexicon()


@pytest.mark.parametrize("size", [(1024, 700), (800, 600)])
def test_a_phones_tiles_on_the_tv_are_in_its_players_colour_and_shape(
        make_app: Any, lexicon: Any, phones: list[WindowPhone], shots: Path, size: tuple[int, int]) -> None:
    app = make_app(size=size)
    game = Game(["Ana", "Ben", "Cleo"], preset("House").replace(clock_seconds=60), lexicon, seed=8)
    player = game.current
    seats = [SeatConfig(p.name, phone=i == player) for i, p in enumerate(game.players)]
    scene = open_table(app, game, seats)
    press_start(app, scene)
    phone = join(app, scene, phones, player)
    play = generate_plays(game.board, "".join(game.current_player.rack), lexicon)[0].play
    assert isinstance(play, TilePlay)
    tiles = [{"row": p.row, "col": p.col, "letter": p.letter} for p in play.placements]
    phone.send({"type": "preview", "tiles": tiles})
    squares = {(p.row, p.col) for p in play.placements}
    wait_until(lambda: scene.model is not None and set(scene.model.placed) == squares,
               step=lambda: frame(app), what="the phone's tiles on the TV")
    scene.draw(app.surface)
    pygame.image.save(app.surface, str(shots / f"tv-ghost-tiles-{size[0]}x{size[1]}.png"))
    colour = scene.colour(player)
    gold = scene.theme.palette.highlight
    for row, col in squares:
        face = scene.board_view.square_rect(row, col).inflate(-2, -2)
        edge = [tuple(app.surface.get_at((face.x + 1, y)))[:3] for y in range(face.y + 8, face.bottom - 8)]
        assert set(edge) == {colour}, (row, col)  # the seat's colour all down the left edge
        assert gold not in edge
        ring = max(2, face.w // 12)
        mark = max(6.0, face.w * 0.26)
        centre = (round(face.x + ring + mark / 2), round(face.y + ring + mark / 2))
        assert tuple(app.surface.get_at(centre))[:3] == colour  # the seat's shape, filled in its colour
    assert shape_of(colour) in ("circle", "square", "triangle", "diamond")
