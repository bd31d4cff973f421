"""Each seat has a mark beside its colour (circle, square, triangle, diamond), drawn where
the seat's colour is shown, so seats stay apart for eyes that cannot tell the colours apart."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.scenes.tile_draw import TileDrawScene
from game.ui.scenes.tile_draw_parts.drawing import plate_fill, plate_mark_centre, plate_mark_size
from game.ui.seat_shapes import SEAT_SHAPES, draw_seat_shape, shape_of
from game.ui.theme import SEAT_COLOURS, Theme, ink_on, seat_colour
from game.ui.views.phone_codes_view import SeatCode, _draw_name
from game.ui.views.scoreboard_view import PlayerPanel, draw_scoreboard, panel_rects

#: points, as fractions of the mark's width from its centre, that tell the four shapes
#: apart: inked (True), bare (False) or not looked at (None) for each mark
PROBES = [(0.38, -0.38), (0.3, 0.3), (-0.42, 0.36)]
SIGNATURES: dict[str, tuple[bool | None, bool | None, bool | None]] = {
    "circle": (False, True, False),
    "square": (True, True, None),
    "triangle": (False, True, True),
    "diamond": (False, False, None),
}


@pytest.fixture
def app_options() -> dict[str, Any]:
    return {"size": (1920, 1080)}


def _rgb(surface: pygame.Surface, at: tuple[float, float]) -> tuple[int, int, int]:
    c = surface.get_at((round(at[0]), round(at[1])))
    return (c.r, c.g, c.b)


def test_each_seat_has_its_own_mark():
    assert [shape_of(seat_colour(s)) for s in range(4)] == list(SEAT_SHAPES)
    assert len(set(SEAT_SHAPES)) == 4
    assert shape_of((1, 2, 3)) == "circle"  # a colour no seat has


@pytest.mark.parametrize("seat", range(4))
def test_a_mark_has_its_shape(seat: int):
    size = 40
    surface = pygame.Surface((80, 80))
    surface.fill((0, 0, 0))
    draw_seat_shape(surface, SEAT_COLOURS[seat], (40, 40), size, outline=None)
    inked = tuple(_rgb(surface, (40 + dx * size, 40 + dy * size)) == SEAT_COLOURS[seat] for dx, dy in PROBES)
    expected = SIGNATURES[SEAT_SHAPES[seat]]
    assert [got for got, want in zip(inked, expected) if want is not None] == \
        [want for want in expected if want is not None]
    assert _rgb(surface, (40, 40)) == SEAT_COLOURS[seat]


def test_the_tile_draw_plates_show_each_seats_mark_in_its_place(app, tmp_path):
    seats = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo"), SeatConfig("Dev")]
    scene = TileDrawScene(app.ctx, seats, preset("Classic"), seed=1)
    app.stack.push(scene)
    for _ in range(3):
        app.step([], 1 / 60)
    shot = app.surface.copy()
    pygame.image.save(shot, str(tmp_path / "draw-marks.png"))
    palette = app.ctx.theme.palette
    base_h = max(44, shot.get_height() // 13)
    size = plate_mark_size(base_h)
    assert size >= 20  # big enough for the probes to land on whole pixels
    for seat in range(4):
        colour = seat_colour(seat)
        plate = scene.plates[seat]
        fill = _rgb(shot, (plate.right - 8, plate.centery))  # bare plate: names are centred
        assert fill in (plate_fill(colour, False, palette), plate_fill(colour, True, palette))
        ink = ink_on(fill, palette)
        cx, cy = plate_mark_centre(plate, base_h)
        assert scene.plates[seat].collidepoint(cx, cy)
        assert _rgb(shot, (cx, cy)) == ink
        inked = tuple(_rgb(shot, (cx + dx * size, cy + dy * size)) == ink for dx, dy in PROBES)
        expected = SIGNATURES[SEAT_SHAPES[seat]]
        for got, want in zip(inked, expected):
            if want is not None:
                assert got == want, (seat, SEAT_SHAPES[seat], inked)
        # and no name runs into it
        assert all(not rect.collidepoint(cx, cy) for rect in scene.name_rects[seat])


def test_the_scoreboard_shows_each_seats_mark_before_the_name():
    surface = pygame.Surface((500, 440))
    surface.fill((0, 0, 0))
    theme = Theme()
    names = ["Ana", "Ben", "Cleo", "Dev"]
    panels = [PlayerPanel(name=name, score=0, colour=seat_colour(s), computer=False, rack_size=7)
              for s, name in enumerate(names)]
    rect = pygame.Rect(10, 10, 480, 420)
    font = 30
    draw_scoreboard(surface, theme, rect, panels, current=0, clock=None, thinking=False, pulse=0.0, font=font)
    size = round((font + 2) * 0.8)
    assert size >= 20  # big enough for the probes to land on whole pixels
    for seat, box in enumerate(panel_rects(rect, 4)):
        colour = seat_colour(seat)
        # after the seat's stripe, level with the name (bold for the player in turn)
        stripe_right = box.x + 6 + max(5, box.h // 9)
        name_h = theme.font_for(names[seat], font + 2, seat == 0).get_height()
        cx, cy = stripe_right + 10 + size / 2, box.y + 6 + name_h / 2
        assert _rgb(surface, (cx, cy)) == colour
        ground = _rgb(surface, (stripe_right + 4, cy))  # the panel, between the stripe and the mark
        assert ground != colour
        inked = tuple(_rgb(surface, (cx + dx * size, cy + dy * size)) != ground for dx, dy in PROBES)
        expected = SIGNATURES[SEAT_SHAPES[seat]]
        for got, want in zip(inked, expected):
            if want is not None:
                assert got == want, (seat, SEAT_SHAPES[seat], inked)


def test_the_scan_to_join_card_names_each_seat_after_its_mark():
    theme = Theme()
    for seat, name in enumerate(["Ana", "Ben", "Cleo", "Dev"]):
        colour = seat_colour(seat)
        surface = pygame.Surface((400, 100))
        surface.fill(theme.palette.panel)
        code = SeatCode(name, colour, "http://192.168.1.2:8765/s/abc", False)
        named = _draw_name(surface, theme, code, 20, (200, 30), 300)
        centre = (named.x - 12, named.centery)  # 6 clear of the name, the mark 12 wide
        # the card's pixels round the mark are those of the seat's mark drawn alone there
        alone = pygame.Surface((400, 100))
        alone.fill(theme.palette.panel)
        draw_seat_shape(alone, colour, centre, 13)
        area = pygame.Rect(0, 0, 20, 20)
        area.center = centre
        drawn = [_rgb(surface, (x, y)) for y in range(area.top, area.bottom) for x in range(area.left, area.right)]
        assert drawn == [_rgb(alone, (x, y)) for y in range(area.top, area.bottom) for x in range(area.left, area.right)]
        assert drawn.count(colour) >= 40, seat  # the mark is there, not bare panel
