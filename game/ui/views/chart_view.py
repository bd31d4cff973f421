"""A line chart in the game's style: scores by turn on the results screen, scores
game after game on the statistics screen.

The axes are the panel's edge colour, the labels the theme's dim text, and
each line is a player's colour; a line is drawn out as ``shown`` runs from 0
to 1, so a screen can let it grow while its numbers count up.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from ..seat_shapes import draw_seat_shape
from ..text_wrap import wrap_text
from ..theme import Color, Theme
from ..widgets import MIN_TEXT_PX


@dataclass(frozen=True)
class ChartLine:
    values: tuple[int, ...]  # one point per step along the x axis, from step 0
    colour: Color
    bold: bool = False  # drawn thicker (the winner's line), and drawn last, on top
    #: points drawn with a ring (a game won); empty for a dot on the last point only
    marks: tuple[bool, ...] = ()


def _title_lines(theme: Theme, title: str, small: int, width: int | None) -> list[str]:
    """The title on as many lines as ``width`` needs (one where there is no width): big
    text in a narrow chart wraps "Pontuações ao longo do tempo" rather than run past it."""
    return [title] if width is None else wrap_text(theme.font_for(title, small, True), title, width) or [title]


def _margins(theme: Theme, title: str, x_label: str, small: int, width: int | None = None) -> tuple[int, int]:
    """The room over the plot (the title's lines, half the top figure) and under it (the x
    axis's label), as tall as their fonts' lines (a Chinese face's are the taller), so that
    every label stays inside the chart's area."""
    figure = theme.font_for("0", small).get_height()
    lines = len(_title_lines(theme, title, small, width))
    title_h = theme.font_for(title, small, True).get_linesize() * (lines - 1) + theme.font_for(title, small, True).get_height()
    above = max(small * 2, title_h + figure // 2)
    return above, theme.font_for(x_label, small).size(x_label)[1] + 2


def chart_height(theme: Theme, title: str, x_label: str, font: int) -> int:
    """The least height a chart is readable in: its top and bottom figures two lines apart."""
    small = max(MIN_TEXT_PX, font - 3)
    above, below = _margins(theme, title, x_label, small)
    return above + 2 * theme.font_for("0", small).get_height() + below


def draw_line_chart(
    surface: pygame.Surface,
    theme: Theme,
    area: pygame.Rect,
    title: str,
    lines: Sequence[ChartLine],
    x_label: str,
    font: int,
    shown: float = 1.0,
) -> pygame.Rect:
    """Draw ``lines`` in ``area`` under ``title``, from 0 up to the highest value;
    ``x_label`` is written at the end of the x axis.  Returns the plot's rect."""
    p = theme.palette
    small = max(MIN_TEXT_PX, font - 3)
    theme.bounds(surface, area, "chart")
    step = theme.font_for(title, small, True).get_linesize()
    for k, title_line in enumerate(_title_lines(theme, title, small, area.w)):
        theme.text(surface, title_line, small, (area.x, area.y + k * step), p.accent, bold=True)
    above, below = _margins(theme, title, x_label, small, area.w)
    plot = pygame.Rect(area.x + small * 3, area.y + above, area.w - small * 3, max(1, area.h - above - below))
    values = [v for line in lines for v in line.values]
    top = max(1, max(values, default=0))
    steps = max(1, max((len(line.values) for line in lines), default=0) - 1)
    pygame.draw.line(surface, p.panel_edge, plot.bottomleft, plot.bottomright, 2)
    pygame.draw.line(surface, p.panel_edge, plot.bottomleft, plot.topleft, 2)
    theme.text(surface, str(top), small, (plot.x - 6, plot.y), p.text_dim, anchor="midright")
    theme.text(surface, "0", small, (plot.x - 6, plot.bottom), p.text_dim, anchor="midright")
    theme.text(surface, x_label, small, (plot.right, plot.bottom + 2), p.text_dim, anchor="topright")
    for line in sorted(lines, key=lambda ln: ln.bold):
        if not line.values:
            continue
        points = [(plot.x + plot.w * k / steps, plot.bottom - plot.h * max(0, v) / top)
                  for k, v in enumerate(line.values)]
        points = points[: max(1, math.ceil(len(points) * shown))]
        if len(points) > 1:
            pygame.draw.lines(surface, line.colour, False, points, 4 if line.bold else 3)
        if line.marks:
            for point, marked in zip(points, line.marks):
                pygame.draw.circle(surface, line.colour, point, 5)
                if marked:
                    pygame.draw.circle(surface, p.highlight, point, 8, 2)
        else:  # the line's end carries the seat's mark, for eyes that cannot tell the colours apart
            draw_seat_shape(surface, line.colour, points[-1], 13 if line.bold else 11)
    return plot
