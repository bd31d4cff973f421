"""Readable from the couch: every text stands out from what it is drawn on (WCAG AA), and
the colours that carry meaning (the seats, the premium squares) stay apart for the
common colour blindnesses, by the measures in ``game/ui/contrast.py``."""

from __future__ import annotations

import pygame
import pygame_menu
import pytest

from game.rules.board import Premium
from game.ui.contrast import (
    LARGE_CONTRAST,
    TEXT_CONTRAST,
    VISIONS,
    Vision,
    ciede2000,
    contrast_ratio,
    difference,
    least_difference,
    relative_luminance,
    simulate,
)
from game.ui.scenes.tile_draw_parts.drawing import plate_fill
from game.ui.theme import CLASSIC, COLOUR_BLIND, SEAT_COLOURS, Palette, Theme, ink_on, text_pairs
from game.ui.widgets import draw_button_face

PALETTES = [CLASSIC, COLOUR_BLIND]
#: CIEDE2000 two seat colours keep apart, under every vision
SEAT_APART = 20.0
#: CIEDE2000 the plain square and the premiums keep apart, under every vision: less than the
#: seats', as every premium square also carries its label (DL TL DW TW) and, in the
#: colour-blind palette, dots or stripes
SQUARES_APART = 10.0

# -- the measures themselves --------------------------------------------------------------

#: Sharma, Wu and Dalal (2005), table 1: pairs 1, 4, 7, 13, 15, 17-20, 25 and 33
SHARMA_PAIRS = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, -1.3802, -84.2814), (50.0, 0.0, -82.7485), 1.0000),
    ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0009), 7.1792),
    ((50.0, 2.49, -0.001), (50.0, -2.49, 0.0011), 7.2195),
    ((50.0, 2.5, 0.0), (73.0, 25.0, -18.0), 27.1492),
    ((50.0, 2.5, 0.0), (61.0, -5.0, 29.0), 22.8977),
    ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
    ((50.0, 2.5, 0.0), (58.0, 24.0, 15.0), 19.4535),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((2.0776, 0.0795, -1.1350), (0.9033, -0.0636, -0.5514), 0.9082),
]


@pytest.mark.parametrize(("lab1", "lab2", "expected"), SHARMA_PAIRS)
def test_ciede2000_gives_the_published_differences(lab1, lab2, expected):
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=5e-5)
    assert ciede2000(lab2, lab1) == pytest.approx(expected, abs=5e-5)


def test_wcag_luminance_and_contrast_give_the_known_values():
    assert relative_luminance((255, 255, 255)) == pytest.approx(1.0)
    assert relative_luminance((0, 0, 0)) == 0.0
    assert contrast_ratio((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast_ratio((255, 255, 255), (0, 0, 0)) == pytest.approx(21.0)
    # #777777 on white is the classic just-short-of-AA grey; #767676 just makes it
    assert contrast_ratio((0x77, 0x77, 0x77), (255, 255, 255)) == pytest.approx(4.48, abs=0.005)
    assert contrast_ratio((0x76, 0x76, 0x76), (255, 255, 255)) == pytest.approx(4.54, abs=0.005)


def test_the_simulations_keep_greys_and_lose_the_confusion_axis():
    for vision in VISIONS:
        assert simulate((128, 128, 128), vision) == (128, 128, 128)  # each matrix row sums to 1
        assert simulate((255, 255, 255), vision) == (255, 255, 255)
    # red and green, far apart to normal eyes, nearly meet for the red-green blind
    red, green = (200, 60, 40), (90, 140, 40)
    assert difference(red, green) > 50
    assert difference(red, green, "deuteranopia") < 5
    assert difference(red, green, "protanopia") < 20
    # pure red to a protanope: the matrix's first column in linear light, back to sRGB codes
    # (0.152286 -> 109, 0.114503 -> 95, below zero -> 0), worked by hand
    assert simulate((255, 0, 0), "protanopia") == (109, 95, 0)


# -- the palette ---------------------------------------------------------------------------

@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_every_text_pair_the_palette_defines_meets_wcag_aa(palette: Palette):
    short = [(pair.what, round(contrast_ratio(pair.ink, pair.ground), 2), pair.needed)
             for pair in text_pairs(palette) if contrast_ratio(pair.ink, pair.ground) < pair.needed]
    assert short == []
    whats = {pair.what for pair in text_pairs(palette)}
    assert {f"label on {premium.name}" for premium in Premium if premium is not Premium.NONE} <= whats
    assert {"letter on a tile", "letter on a blank", "text on a panel", "board label on the frame"} <= whats


def _face_and_ink(theme: Theme, **state: bool) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    surface = pygame.Surface((200, 60))
    surface.fill((0, 0, 0))
    rect = pygame.Rect(10, 10, 180, 40)
    ink = draw_button_face(surface, theme, rect, **state)
    face = surface.get_at(rect.center)
    return (face.r, face.g, face.b), ink


@pytest.mark.parametrize("colour_blind", [False, True])
def test_button_labels_stand_out_from_the_faces_they_are_drawn_on(colour_blind: bool):
    theme = Theme(colour_blind=colour_blind)
    for primary in (False, True):
        for lit in (False, True):  # lit: hovered or focused, a lighter face
            face, ink = _face_and_ink(theme, primary=primary, lit=lit)
            assert contrast_ratio(ink, face) >= TEXT_CONTRAST, (primary, lit, face, ink)
    # a disabled button is held to 3:1 (WCAG leaves it out; 3:1 keeps it legible)
    face, ink = _face_and_ink(theme, enabled=False)
    assert contrast_ratio(ink, face) >= LARGE_CONTRAST


@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_the_tile_draw_plates_label_every_seat_legibly(palette: Palette):
    for colour in SEAT_COLOURS:
        for lit in (False, True):
            fill = plate_fill(colour, lit, palette)
            assert contrast_ratio(ink_on(fill, palette), fill) >= TEXT_CONTRAST, (colour, lit)


@pytest.mark.parametrize("vision", VISIONS)
def test_the_four_seat_colours_stay_apart_for_every_vision(vision: Vision):
    assert len(SEAT_COLOURS) == 4
    assert least_difference(SEAT_COLOURS, vision) >= SEAT_APART


def _squares(palette: Palette) -> dict[str, tuple[int, int, int]]:
    kinds = (Premium.DOUBLE_LETTER, Premium.TRIPLE_LETTER, Premium.DOUBLE_WORD, Premium.TRIPLE_WORD)
    return {"plain": palette.square, **{k.name: palette.premiums[k].fill for k in kinds}}


@pytest.mark.parametrize("vision", VISIONS)
@pytest.mark.parametrize("palette", PALETTES, ids=lambda p: p.name)
def test_the_premium_squares_and_the_plain_square_stay_apart(palette: Palette, vision: Vision):
    squares = _squares(palette)
    assert least_difference(list(squares.values()), vision) >= SQUARES_APART


@pytest.mark.parametrize("colour_blind", [False, True])
def test_a_dimmed_tiles_letter_keeps_three_to_one_against_its_face(colour_blind: bool):
    from game.ui.views.tile_view import TileRenderer

    image = TileRenderer(Theme(colour_blind=colour_blind)).render("W", 96, dim=True)
    pixels = [image.get_at((x, y)) for y in range(96) for x in range(96)]
    opaque = [(c.r, c.g, c.b) for c in pixels if c.a == 255]
    face = max(set(opaque), key=opaque.count)  # the face is most of the tile
    ink = min(opaque, key=relative_luminance)  # the letter's solid pixels are its darkest
    assert contrast_ratio(ink, face) >= LARGE_CONTRAST


def test_a_lit_row_or_button_on_the_menu_pages_reads_against_its_lit_face(app):
    from game.ui.menu_look import RowSelector
    from game.ui.scenes.menu import MenuScene

    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    # New game, with the keyboard: Continue is hidden, so New game is first
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], 1 / 60)
    page = menu.new_game.new_menu
    assert menu.main.get_current() is page
    checked = 0
    for widget in page.get_widgets():
        if not isinstance(widget, (RowSelector, pygame_menu.widgets.Button)) or widget.readonly \
                or not widget.is_visible():
            continue
        page.select_widget(widget)
        ink = tuple(widget.get_font_color_status())[:3]
        face, _ = _face_and_ink(app.ctx.theme, primary=getattr(widget, "face_primary", False), lit=True)
        assert contrast_ratio(ink, face) >= TEXT_CONTRAST, (widget.get_id(), ink, face)
        checked += 1
    assert checked >= 5  # the players, rules and preset rows, Start and Back at least
