"""The move log: one line per turn in S11 notation, newest at the bottom, scrollable.

Lines are made by the scene (it knows the board before each play, which the
parenthesised notation needs); this view only lays them out and clips them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..theme import Color, Theme


@dataclass(frozen=True)
class LogLine:
    name: str
    colour: Color
    text: str  # "8D RETA(I)NS", "exchanged 3 tiles", ...
    points: str  # "68", "-12", "" ...
    emphasis: bool = False  # bingos and challenge outcomes stand out


def line_height(font: int) -> int:
    return font + 8


def max_scroll(rect: pygame.Rect, count: int, font: int) -> int:
    """How many lines the log can scroll back from the newest."""
    visible = max(1, (rect.h - font - 16) // line_height(font))
    return max(0, count - visible)


def draw_move_log(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    lines: list[LogLine],
    scroll: int,
    font: int,
) -> None:
    """``scroll`` is how many lines back from the newest the view is."""
    p = theme.palette
    theme.panel(surface, rect, alpha=200)
    theme.text(surface, "Moves", font, (rect.x + 12, rect.y + 6), p.text_dim, bold=True)
    body = rect.inflate(-16, 0)
    body.y = rect.y + font + 12
    body.h = rect.bottom - body.y - 6
    lh = line_height(font)
    visible = max(1, body.h // lh)
    end = len(lines) - max(0, min(scroll, max_scroll(rect, len(lines), font)))
    start = max(0, end - visible)
    old_clip = surface.get_clip()
    surface.set_clip(body)
    y = body.y
    for number, line in enumerate(lines[start:end], start=start + 1):
        pygame.draw.circle(surface, line.colour, (body.x + 6, y + lh // 2), 5)
        theme.text(surface, f"{number}.", font - 2, (body.x + 16, y + lh // 2), p.text_dim, anchor="midleft")
        name_rect = theme.text(surface, line.name, font - 1, (body.x + 16 + font * 2, y + lh // 2),
                               line.colour, anchor="midleft")
        colour = p.accent if line.emphasis else p.text
        theme.text(surface, line.text, font - 1, (name_rect.right + 8, y + lh // 2), colour,
                   anchor="midleft", bold=line.emphasis)
        theme.text(surface, line.points, font - 1, (body.right - 2, y + lh // 2), colour,
                   bold=True, anchor="midright")
        y += lh
    surface.set_clip(old_clip)
    hidden_above = start
    if hidden_above or end < len(lines):
        hint = f"▲ {hidden_above} earlier" if hidden_above else ""
        if end < len(lines):
            hint = (hint + "   " if hint else "") + f"▼ {len(lines) - end} newer"
        theme.text(surface, hint, font - 3, (rect.right - 12, rect.y + 8), p.text_dim, anchor="topright")
