"""The move log: one line per turn in S11 notation, newest at the bottom, scrollable.

Lines are made by the scene (it knows the board before each play, which the
parenthesised notation needs); this view lays them out, wrapping a long entry
onto more rows under its player's name, so every line is shown whole.
The preview box above the log is drawn here too.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..theme import Color, Theme
from ..widgets import fit_text
from .card_view import wrap_lines


@dataclass(frozen=True)
class LogLine:
    name: str
    colour: Color
    text: str  # "8D RETA(I)NS", "exchanged 3 tiles", ...
    points: str  # "68", "-12", "" ...
    emphasis: bool = False  # bingos and challenge outcomes stand out


def line_height(font: int) -> int:
    return font + 8


def log_body(rect: pygame.Rect, font: int) -> pygame.Rect:
    """The part of the log panel under its heading, where the entries go."""
    body = rect.inflate(-16, 0)
    body.y = rect.y + font + 12
    body.h = rect.bottom - body.y - 6
    return body


def entry_columns(theme: Theme, body: pygame.Rect, line: LogLine, number: int, font: int) -> tuple[int, int, int]:
    """x of the name, x of the text on the first row, and the right edge of text on that row."""
    name_x = body.x + 16 + font * 2
    text_x = name_x + theme.font(font - 1).size(line.name)[0] + 8
    points_w = theme.font(font - 1, True).size(line.points)[0] + 10 if line.points else 0
    return name_x, text_x, body.right - 2 - points_w


def wrap_entry(theme: Theme, body: pygame.Rect, line: LogLine, number: int, font: int) -> list[str]:
    """The entry's text in rows: the first beside the name, the rest under it, never cut.

    A word too long for a whole row (a long name or notation) is split by
    letters, so nothing ever runs past the panel's edge.
    """
    name_x, text_x, right = entry_columns(theme, body, line, number, font)
    f = theme.font(font - 1, line.emphasis)
    rows: list[str] = []
    width = right - text_x
    current = ""
    for word in line.text.split():
        trial = f"{current} {word}" if current else word
        if f.size(trial)[0] <= width:
            current = trial
            continue
        if current:
            rows.append(current)
            width = body.right - 2 - name_x
        current = word
        while f.size(current)[0] > width and len(current) > 1:
            cut = len(current) - 1
            while cut > 1 and f.size(current[:cut])[0] > width:
                cut -= 1
            rows.append(current[:cut])
            width = body.right - 2 - name_x
            current = current[cut:]
    rows.append(current)
    return rows


def max_scroll(theme: Theme, rect: pygame.Rect, lines: list[LogLine], font: int) -> int:
    """How many entries the log can scroll back from the newest (the oldest then sit at the top)."""
    body = log_body(rect, font)
    rows = max(1, body.h // line_height(font))
    for count, line in enumerate(lines):
        rows -= len(wrap_entry(theme, body, line, count + 1, font))
        if rows < 0:
            return max(0, len(lines) - count)
    return 0


def draw_move_log(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    lines: list[LogLine],
    scroll: int,
    font: int,
) -> None:
    """``scroll`` is how many entries back from the newest the view is."""
    p = theme.palette
    theme.panel(surface, rect, alpha=200)
    theme.text(surface, "Moves", font, (rect.x + 12, rect.y + 6), p.text_dim, bold=True)
    body = log_body(rect, font)
    lh = line_height(font)
    rows_free = max(1, body.h // lh)
    end = len(lines) - max(0, min(scroll, max_scroll(theme, rect, lines, font)))
    # newest at the bottom: take whole entries back from ``end`` while they fit
    shown: list[tuple[int, LogLine, list[str]]] = []
    start = end
    while start > 0:
        rows = wrap_entry(theme, body, lines[start - 1], start, font)
        if len(rows) > rows_free and shown:
            break
        rows_free -= len(rows)
        start -= 1
        shown.insert(0, (start + 1, lines[start], rows))
        if rows_free <= 0:
            break
    old_clip = surface.get_clip()
    surface.set_clip(body)
    y = body.y
    for number, line, rows in shown:
        name_x, text_x, _right = entry_columns(theme, body, line, number, font)
        mid = y + lh // 2
        pygame.draw.circle(surface, line.colour, (body.x + 6, mid), 5)
        theme.text(surface, f"{number}.", font - 2, (body.x + 16, mid), p.text_dim, anchor="midleft")
        theme.text(surface, line.name, font - 1, (name_x, mid), line.colour, anchor="midleft")
        colour = p.accent if line.emphasis else p.text
        theme.text(surface, line.points, font - 1, (body.right - 2, mid), colour, bold=True, anchor="midright")
        for k, row in enumerate(rows):
            theme.text(surface, row, font - 1, (text_x if k == 0 else name_x, y + lh // 2), colour,
                       anchor="midleft", bold=line.emphasis)
            y += lh
    surface.set_clip(old_clip)
    hidden_above = start
    if hidden_above or end < len(lines):
        hint = f"▲ {hidden_above} earlier" if hidden_above else ""
        if end < len(lines):
            hint = (hint + "   " if hint else "") + f"▼ {len(lines) - end} newer"
        theme.text(surface, hint, font - 3, (rect.right - 12, rect.y + 8), p.text_dim, anchor="topright")


def draw_preview_box(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    font: int,
    title: str,
    title_colour: Color,
    lines: list[tuple[str, Color]],
) -> None:
    """The box above the move log: a title (two rows at most) over coloured lines of text."""
    f = font
    theme.panel(surface, rect, alpha=210)
    x, y = rect.x + 12, rect.y + 8
    width = rect.w - 24
    # a long title ("Ana: lost this turn (challenge)") takes a second row rather than being cut
    heads = wrap_lines(theme, title, f + 2, width, bold=True)
    if len(heads) > 2:
        heads = [heads[0], fit_text(theme.font(f + 2, True), " ".join(heads[1:]), width)]
    for head in heads:
        theme.text(surface, head, f + 2, (x, y), title_colour, bold=True)
        y += f + 5
    y -= f + 5
    wrapped: list[tuple[str, Color]] = []
    for text, colour in lines:
        wrapped += [(line, colour) for line in wrap_lines(theme, text, f - 1, width)]
    room = max(1, (rect.bottom - (y + f + 8)) // (f + 3))
    for k, (line, colour) in enumerate(wrapped[:room]):
        theme.text(surface, line, f - 1, (x, y + f + 8 + k * (f + 3)), colour)
