"""A Duplicate game's round table in the replay, beside the board's top plays: the
replay steps a round at a time (each of the board's moves is a round's top play), and
the table shows the rounds up to the one on screen, that round lit, with each seat's
total as it stood then (docs/rules.md, "Duplicate").

:func:`rounds_at` decides what is shown without pygame; :func:`draw_rounds` draws it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _
from game.ui.scenes.duplicate_parts.round_table import RoundTable, TableRow
from game.ui.seat_shapes import draw_seat_shape
from game.ui.text_wrap import fit_text
from game.ui.theme import Theme, seat_colour
from game.ui.widgets import MIN_TEXT_PX


@dataclass(frozen=True)
class RoundsShown:
    """The round table as it stood after the replay's first ``step`` top plays."""

    rows: tuple[TableRow, ...]  # the rounds closed so far, oldest first
    current: int | None  # the number of the round whose top play is on screen (None: the start)
    totals: tuple[int, ...]  # by seat, head starts included
    top_total: int


def rounds_at(table: RoundTable, step: int) -> RoundsShown:
    """The rounds of ``table`` shown at replay step ``step`` (after ``step`` top plays).
    Round k's top play is the board's k-th move; a last round that found no play (it ended
    the game) has no move, and shows at the end with the round before it.

    >>> from game.ui.scenes.duplicate_parts.round_table import TableCell
    >>> cells = (TableCell("CAT", 10), TableCell("-", 0))
    >>> rows = (TableRow(1, "ACTSEEN", "CAT 8H", 10, cells), TableRow(2, "SEENXYZ", "", 0, cells))
    >>> table = RoundTable(rows, (25, 0), 10, (None, None))
    >>> shown = rounds_at(table, 0)
    >>> (shown.rows, shown.current, shown.totals, shown.top_total)
    ((), None, (5, 0), 0)
    >>> shown = rounds_at(table, 1)
    >>> ([row.number for row in shown.rows], shown.current, shown.totals, shown.top_total)
    ([1, 2], 1, (25, 0), 10)
    """
    with_top = [row for row in table.rows if row.top]
    step = max(0, min(step, len(with_top)))
    shown = list(with_top[:step])
    if step == len(with_top):
        shown = list(table.rows)  # the round that ended the game without a play comes last
    seats = len(table.totals)
    played = [sum(row.cells[seat].points for row in table.rows) for seat in range(seats)]
    head_starts = [total - points for total, points in zip(table.totals, played)]
    totals = tuple(head_starts[seat] + sum(row.cells[seat].points for row in shown) for seat in range(seats))
    current = with_top[step - 1].number if step else None
    return RoundsShown(tuple(shown), current, totals, sum(row.top_points for row in shown))


def draw_rounds(surface: pygame.Surface, theme: Theme, area: pygame.Rect, shown: RoundsShown,
                names: list[str], body: int) -> None:
    """The table in ``area``: a heading row (round, top play, each seat), the rounds (as
    many of the latest as fit, the one on screen lit), then the totals."""
    p = theme.palette
    small = max(MIN_TEXT_PX, body - 2)
    # a row as tall as its text is drawn (the Text size setting's, a Chinese name's taller)
    step = max(small + 8, max(theme.font_for(name, small, True).get_linesize() for name in ["", *names]) + 4)
    seats = len(names)
    heading = _("Round")
    num_w = min(area.w * 3 // 10, max(small * 2, area.w // 10, theme.font_for(heading, small, True).size(heading)[0] + 8))
    top_w = area.w * 3 // 10
    seat_w = (area.w - num_w - top_w) // max(1, seats)
    x_top = area.x + num_w
    x_seats = [x_top + top_w + k * seat_w for k in range(seats)]
    y = area.y
    # Translators: the round table's headings in the replay of a Duplicate game: the round's number, its top play
    for x, text, room in ((area.x, heading, num_w - 4), (x_top, _("Top"), top_w - 6)):
        theme.text(surface, fit_text(theme.font_for(text, small, True), text, room), small, (x, y), p.accent, bold=True)
    for seat, x in enumerate(x_seats):
        draw_seat_shape(surface, seat_colour(seat), (x + small // 2, y + small // 2 + 2), small)
        # a column too narrow for the name is headed by the seat's mark alone, as the scores above
        # show it beside the whole name
        name = whole_or_none(theme, [names[seat]], small, seat_w - small - 8, bold=True)
        if name:
            theme.text(surface, name, small, (x + small + 4, y), p.text, bold=True)
    y += step + 2
    pygame.draw.line(surface, p.panel_edge, (area.x, y - 4), (area.right, y - 4), 1)
    footer = step + 8
    room = max(0, (area.bottom - footer - y) // step)  # no room for a round: the totals alone
    for row in shown.rows[len(shown.rows) - room:] if room else ():  # the latest rounds, the one on screen among them
        if row.number == shown.current:
            lit = pygame.Rect(area.x - 4, y - 2, area.w + 8, step)
            pygame.draw.rect(surface, p.highlight, lit, 2, border_radius=6)
        theme.text(surface, str(row.number), small, (area.x, y), p.text_dim)
        # the top play with its square and points, or as much of it as the column holds whole
        word = row.top.split(" ", 1)[0]
        tops = [f"{row.top} {row.top_points}", row.top, word] if row.top else ["-"]
        top = whole_or_none(theme, tops, small, top_w - 6) or fit_text(theme.font_for(word, small), word, top_w - 6)
        theme.text(surface, top, small, (x_top, y), p.text)
        for seat, cell in enumerate(row.cells):
            colour = p.highlight if cell.top else p.bad if cell.invalid else p.text
            score = str(cell.points)
            score_w = theme.font_for(score, small, True).size(score)[0]
            theme.text(surface, score, small, (x_seats[seat] + seat_w - 8, y), colour, bold=True, anchor="topright")
            # a seat's word where its column holds it whole, else its points alone (the board and
            # the line above say the round's play)
            played = whole_or_none(theme, [cell.text], small, seat_w - score_w - 16)
            if played:
                theme.text(surface, played, small, (x_seats[seat], y), colour)
        y += step
    y = area.bottom - footer
    pygame.draw.line(surface, p.panel_edge, (area.x, y), (area.right, y), 1)
    y += 6
    # Translators: the round table's last row: each player's total so far, and the top plays' total
    theme.text(surface, fit_text(theme.font_for(_("Total"), small, True), _("Total"), num_w + top_w // 2), small,
               (area.x, y), p.accent, bold=True)
    theme.text(surface, str(shown.top_total), small, (x_top + top_w - 8, y), p.text, bold=True, anchor="topright")
    for seat, x in enumerate(x_seats):
        theme.text(surface, str(shown.totals[seat]), small, (x + seat_w - 8, y), p.accent, bold=True,
                   anchor="topright")


def whole_or_none(theme: Theme, texts: list[str], size: int, width: int, bold: bool = False) -> str:
    """The first of ``texts`` drawn whole in ``width`` pixels at ``size``, or "" (none fits)."""
    return next((text for text in texts if theme.font_for(text, size, bold).size(text)[0] <= width), "")
