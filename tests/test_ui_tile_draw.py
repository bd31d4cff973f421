"""The tile draw's picture: the "blank!" over a drawn blank clear of the name plates
and the banner, the button that says Continue once every tile is drawn, and the bag
drawn as a sack tied at the neck."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game.rules.ruleset import preset
from game.rules.tiles import BLANK
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.tile_draw import TileDrawScene
from game.ui.scenes.tile_draw_parts.drawing import sack_shape
from game.ui.scenes.tile_draw_parts.pieces import Flying
from game.ui.tween import Tween

SEATS = [SeatConfig("Ana"), SeatConfig("Ben", "easy"), SeatConfig("Cleo", "easy"), SeatConfig("Dev", "hard")]


def small_rules(tmp_path: Path):
    words = tmp_path / "words.txt"
    words.write_text("CAT\nDOG\n")
    return preset("Classic").replace(word_list=str(words))


def landed(tween: Tween) -> Tween:
    tween.update(tween.duration + tween.delay + 1)
    return tween


@pytest.mark.parametrize("size", [(1280, 800), (1024, 700), (800, 600), (1920, 1080), (900, 1200)])
@pytest.mark.parametrize("seats", [2, 4])
def test_blank_label_keeps_clear_of_the_name_plate_and_the_banner(make_app, tmp_path, size, seats) -> None:
    app: App = make_app(size=size)
    scene = TileDrawScene(app.ctx, SEATS[:seats], small_rules(tmp_path), seed=1)
    app.stack.push(scene)
    app.step([], 1 / 60)
    seat = seats - 1
    scene.flying = [Flying(BLANK, seat, 0, landed(Tween(0, 1, 0.5)), landed(Tween(0, 1, 0.35)))]
    scene.banner = "Dev drew a blank, which beats every letter"
    scene.banner_tween = landed(Tween(0, 1, 0.35))
    app.draw()
    assert len(scene.label_rects) == 1
    label = scene.label_rects[0]
    assert app.surface.get_rect().contains(label)
    assert label.collidelist(scene.plates) == -1, (label, scene.plates[seat])
    assert not label.colliderect(scene.banner_rect), (label, scene.banner_rect)
    assert not label.colliderect(scene.slots[seat])  # nor over the tile it names


def test_the_skip_button_says_continue_once_every_tile_is_drawn(app, tmp_path) -> None:
    scene = TileDrawScene(app.ctx, [SeatConfig("Ana", "easy"), SeatConfig("Ben", "easy")], small_rules(tmp_path),
                          seed=1, on_ready=lambda game, seats: Scene(app.ctx))
    app.stack.push(scene)
    app.step([], 1 / 60)
    assert scene.skip_button.label == "Skip"
    wait_until(lambda: scene.drawn_all, step=lambda: app.step([], 1 / 60), pause=0, what="every tile drawn")
    app.step([], 1 / 60)
    assert scene.skip_button.label == "Continue"
    assert scene.skip_button in scene.buttons.buttons


def bag_pixels(app: App, scene: TileDrawScene) -> pygame.Surface:
    """A mask of where the bag is drawn: the frame with it against the frame without it."""
    app.draw()
    with_bag = app.surface.copy()
    bag = scene.bag_rect
    scene.bag_rect = pygame.Rect(0, 0, 0, 0)
    app.draw()
    scene.bag_rect = bag
    same = pygame.mask.from_threshold(with_bag, (0, 0, 0), (1, 1, 1, 255), app.surface.copy(), 1)
    same.invert()
    return same


def test_the_bag_is_a_sack_with_a_tied_neck(app, tmp_path) -> None:
    scene = TileDrawScene(app.ctx, SEATS[:2], small_rules(tmp_path), seed=1)
    app.stack.push(scene)
    app.step([], 1 / 60)
    r = scene.bag_rect
    sack = sack_shape(r)
    assert all(r.left <= x <= r.right and r.top <= y <= r.bottom for x, y in sack.body + sack.ruffle)
    mask = bag_pixels(app, scene)

    def width_at(y: int) -> int:
        xs = [x for x in range(r.left - 20, r.right + 20) if mask.get_at((x, y))]
        return max(xs) - min(xs) + 1 if xs else 0

    body_y = round(r.bottom - 0.3 * r.h)
    neck_y = round(r.top + 0.27 * r.h)  # just under the cord
    assert width_at(body_y) >= 0.9 * r.w  # a full body low down
    assert width_at(neck_y) <= 0.4 * width_at(body_y)  # gathered narrow at the neck
    assert width_at(sack.tie.centery) <= 0.45 * r.w  # the cord round it
    assert width_at(round(r.top + 0.06 * r.h)) > width_at(neck_y)  # the cloth flares out again above the tie
