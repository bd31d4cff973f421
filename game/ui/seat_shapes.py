"""Each seat's shape: a small mark beside its colour, so a player who cannot tell two
seat colours apart still tells the seats apart (circle, square, triangle, diamond).

The mark goes with the colour: every screen that shows a seat's colour knows it, so
:func:`shape_of` finds the mark from the colour and a screen needs nothing more to draw it.
"""

from __future__ import annotations

import pygame

from game.ui.theme import SEAT_COLOURS, SEAT_INK, Color

#: the marks of seats 1 to 4, in seat order
SEAT_SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond")


def shape_of(colour: Color) -> str:
    """The mark of the seat whose colour is ``colour`` (a circle for any other colour)."""
    colour = (colour[0], colour[1], colour[2])
    if colour in SEAT_COLOURS:
        return SEAT_SHAPES[SEAT_COLOURS.index(colour) % len(SEAT_SHAPES)]
    return SEAT_SHAPES[0]


def shape_points(mark: str, centre: tuple[float, float], size: float) -> list[tuple[float, float]]:
    """The corners of a polygon mark ``size`` pixels across at ``centre`` (none for a circle).
    The triangle and the diamond are drawn a little larger than the square, so the three
    look the same size."""
    cx, cy = centre
    half = size / 2
    if mark == "square":
        s = half * 0.86
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if mark == "triangle":
        return [(cx, cy - half * 1.05), (cx + half * 1.05, cy + half * 0.85), (cx - half * 1.05, cy + half * 0.85)]
    if mark == "diamond":
        s = half * 1.1
        return [(cx, cy - s), (cx + s, cy), (cx, cy + s), (cx - s, cy)]
    return []


def draw_seat_shape(surface: pygame.Surface, colour: Color, centre: tuple[float, float], size: float,
                   fill: Color | None = None, outline: Color | None = SEAT_INK) -> pygame.Rect:
    """The mark of the seat whose colour is ``colour``, ``size`` pixels across at ``centre``,
    filled in ``fill`` (the seat's colour by default; give another on a ground of that
    colour, a lit name plate) and ringed in ``outline`` (None for no ring); its rect."""
    size = max(6.0, size)
    mark = shape_of(colour)
    ink = fill if fill is not None else colour
    ring = max(1, round(size / 9))
    if mark == "circle":
        at = (round(centre[0]), round(centre[1]))
        radius = max(3, round(size / 2))
        rect = pygame.draw.circle(surface, ink, at, radius)
        if outline is not None:
            pygame.draw.circle(surface, outline, at, radius, ring)
        return rect
    points = [(round(x), round(y)) for x, y in shape_points(mark, centre, size)]
    rect = pygame.draw.polygon(surface, ink, points)
    if outline is not None:
        pygame.draw.polygon(surface, outline, points, ring)
    return rect
