"""The move log: one line per turn in the notation of docs/rules.md "Notation", newest at the bottom, scrollable.

Lines are made by the scene (it knows the board before each play, which the
parenthesised notation needs); this view lays them out, wrapping a long entry
onto more rows under its player's name, so every line is shown whole.
A note about the whole game (it is played with handicaps) is the log's first
row, above the first entry, and scrolls with the entries.
The preview box above the log is drawn here too.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass

import pygame

from game.i18n import _

from ..seat_shapes import draw_seat_shape
from ..text_wrap import fit_text, fit_words
from ..theme import Color, Theme
from ..widgets import MIN_TEXT_PX
from .card_view import wrap_lines
from .marked_text import blank_marks, draw_marked_text, marked_width, row_blanks, wrap_marked


@dataclass(frozen=True)
class LogLine:
    name: str
    colour: Color
    text: str  # "8D RETA(I)NS", "swapped 3 tiles", ...
    points: str  # "68", "-12", "" ...
    emphasis: bool = False  # bingos and challenge outcomes stand out
    #: indexes in ``text`` of letters played by a blank (lower case in the notation);
    #: they are drawn as the board draws a blank, in capitals
    blanks: frozenset[int] = frozenset()


def line_height(theme: Theme, font: int) -> int:
    """A log row's height for entries asked at ``font`` (drawn at the theme's ``px`` of it)."""
    return theme.px(font - 1) + 9


def log_body(theme: Theme, rect: pygame.Rect, font: int) -> pygame.Rect:
    """The part of the log panel under its heading, where the entries go."""
    body = rect.inflate(-16, 0)
    body.y = rect.y + theme.px(font) + 12
    body.h = rect.bottom - body.y - 6
    return body


def entry_columns(theme: Theme, body: pygame.Rect, line: LogLine, number: int, font: int) -> tuple[int, int, int]:
    """x of the name, x of the text on the first row, and the right edge of text on that row."""
    name_x = body.x + 16 + theme.px(font - 2) * 2
    text_x = name_x + theme.font_for(line.name, font - 1).size(line.name)[0] + 8
    points_w = theme.font(font - 1, True).size(line.points)[0] + 10 if line.points else 0
    return name_x, text_x, body.right - 2 - points_w


def wrap_entry(theme: Theme, body: pygame.Rect, line: LogLine, number: int, font: int) -> list[str]:
    """The entry's text in rows: the first beside the name, the rest under it, never cut.

    A word too long for a whole row (a long name or notation) is split by
    letters, so nothing ever runs past the panel's edge.
    """
    return [" ".join(piece for _, piece in row) for row in _wrapped(theme, body, line, number, font)]


def _wrapped(theme: Theme, body: pygame.Rect, line: LogLine, number: int, font: int) -> list[list[tuple[int, str]]]:
    """Rows of (index in the text, piece of a word); a row is its pieces joined by spaces."""
    name_x, text_x, right = entry_columns(theme, body, line, number, font)
    f = theme.font_for(line.text, font - 1, line.emphasis)

    def width(pieces: list[tuple[int, str]]) -> int:
        """As drawn, each blank's letter on a tile of its own (:func:`draw_marked_text`)."""
        return marked_width(f, " ".join(piece for _, piece in pieces), row_blanks(pieces, line.blanks), font - 1)

    rows: list[list[tuple[int, str]]] = []
    room = right - text_x
    current: list[tuple[int, str]] = []
    for match in re.finditer(r"\S+", line.text):
        word = (match.start(), match.group())
        if width([*current, word]) <= room:
            current.append(word)
            continue
        if current:
            rows.append(current)
            room = body.right - 2 - name_x
        at, rest = word
        while width([(at, rest)]) > room and len(rest) > 1:
            cut = len(rest) - 1
            while cut > 1 and width([(at, rest[:cut])]) > room:
                cut -= 1
            rows.append([(at, rest[:cut])])
            room = body.right - 2 - name_x
            at, rest = at + cut, rest[cut:]
        current = [(at, rest)]
    rows.append(current)
    return rows


def max_scroll(theme: Theme, rect: pygame.Rect, lines: list[LogLine], font: int, note: str = "") -> int:
    """How many entries the log can scroll back from the newest (the oldest, under
    the ``note`` row if there is one, then sit at the top)."""
    body = log_body(theme, rect, font)
    rows = max(1, body.h // line_height(theme, font)) - (1 if note else 0)
    for count, line in enumerate(lines):
        rows -= len(wrap_entry(theme, body, line, count + 1, font))
        if rows < 0:
            return max(0, len(lines) - count)
    return 0


def _shown_entries(theme: Theme, rect: pygame.Rect, lines: list[LogLine], scroll: int, font: int, note: str = ""
                   ) -> tuple[int, int, list[tuple[int, LogLine, list[list[tuple[int, str]]]]], int]:
    """The entries in view: the first's index, the index after the last, each
    entry's number, line and rows (newest at the bottom, ``scroll`` entries back),
    and the rows left free above them (where the ``note`` goes)."""
    body = log_body(theme, rect, font)
    rows_free = max(1, body.h // line_height(theme, font))
    end = len(lines) - max(0, min(scroll, max_scroll(theme, rect, lines, font, note)))
    # newest at the bottom: take whole entries back from ``end`` while they fit
    shown: list[tuple[int, LogLine, list[list[tuple[int, str]]]]] = []
    start = end
    while start > 0:
        rows = _wrapped(theme, body, lines[start - 1], start, font)
        if len(rows) > rows_free and shown:
            break
        rows_free -= len(rows)
        start -= 1
        shown.insert(0, (start + 1, lines[start], rows))
        if rows_free <= 0:
            break
    return start, end, shown, rows_free


def _note_shown(note: str, start: int, rows_free: int) -> bool:
    """Whether the note about the whole game has its row above the entries in view."""
    return bool(note) and start == 0 and rows_free > 0


def entry_rects(theme: Theme, rect: pygame.Rect, lines: list[LogLine], scroll: int, font: int, note: str = ""
                ) -> list[tuple[int, pygame.Rect]]:
    """Where each entry in view is drawn, as (index in ``lines``, its rows' rectangle),
    cut to the log's body: what a click on the log lands on."""
    body = log_body(theme, rect, font)
    lh = line_height(theme, font)
    out: list[tuple[int, pygame.Rect]] = []
    start, _end, shown, rows_free = _shown_entries(theme, rect, lines, scroll, font, note)
    y = body.y + (lh if _note_shown(note, start, rows_free) else 0)
    for number, _line, rows in shown:
        out.append((number - 1, pygame.Rect(body.x, y, body.w, lh * len(rows)).clip(body)))
        y += lh * len(rows)
    return out


def draw_move_log(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    lines: list[LogLine],
    scroll: int,
    font: int,
    note: str = "",
) -> None:
    """``scroll`` is how many entries back from the newest the view is; ``note``
    (about the whole game) is the first row, shown when the oldest entry is.  A log with no
    room for its heading and a row (big text in a short window) is not drawn."""
    p = theme.palette
    if log_body(theme, rect, font).h < line_height(theme, font):
        return
    theme.panel(surface, rect, alpha=200)
    theme.text(surface, _("Moves"), font, (rect.x + 12, rect.y + 6), p.text_dim, bold=True)
    body = log_body(theme, rect, font)
    lh = line_height(theme, font)
    start, end, shown, rows_free = _shown_entries(theme, rect, lines, scroll, font, note)
    old_clip = surface.get_clip()
    surface.set_clip(body)
    y = body.y
    if _note_shown(note, start, rows_free):
        size = max(MIN_TEXT_PX, font - 2)
        theme.text(surface, fit_words(theme.font_for(note, size), note, body.w - 4), size, (body.x + 2, y + lh // 2),
                   p.text_dim, anchor="midleft")
        y += lh
    for number, line, rows in shown:
        name_x, text_x, _right = entry_columns(theme, body, line, number, font)
        mid = y + lh // 2
        draw_seat_shape(surface, line.colour, (body.x + 6, mid), 11)
        theme.text(surface, f"{number}.", max(MIN_TEXT_PX, font - 2), (body.x + 16, mid), p.text_dim,
                   anchor="midleft")
        theme.text(surface, line.name, font - 1, (name_x, mid), line.colour, anchor="midleft")
        colour = p.accent if line.emphasis else p.text
        theme.text(surface, line.points, font - 1, (body.right - 2, mid), colour, bold=True, anchor="midright")
        for k, row in enumerate(rows):
            draw_marked_text(surface, theme, " ".join(piece for _, piece in row), row_blanks(row, line.blanks),
                             font - 1, (text_x if k == 0 else name_x, y + lh // 2), colour, bold=line.emphasis)
            y += lh
    surface.set_clip(old_clip)
    hidden_above = start
    if hidden_above or end < len(lines):
        hint = _("▲ {n} earlier").format(n=hidden_above) if hidden_above else ""
        if end < len(lines):
            newer = _("▼ {n} newer").format(n=len(lines) - end)
            hint = f"{hint}   {newer}" if hint else newer
        theme.text(surface, hint, font - 3, (rect.right - 12, rect.y + 8), p.text_dim, anchor="topright")


def draw_preview_box(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    font: int,
    title: str,
    title_colour: Color,
    lines: list[tuple[str, Color]],
    title_blanks: Collection[int] = (),
    quoted: str = "",
) -> None:
    """The box above the move log: a title (two rows at most) over coloured lines of text.

    ``title_blanks``: indexes in ``title`` of letters played by a blank, drawn as blanks
    while the title fits one row; the blanks of the play ``quoted`` ("8G CAt") are drawn
    as blanks in the lines that quote it.
    """
    f = font
    head_step = theme.px(f + 2) + 3  # rows as the Text size setting draws them
    step = theme.px(f - 1) + 4
    theme.panel(surface, rect, alpha=210)
    x, y = rect.x + 12, rect.y + 8
    width = rect.w - 24
    # a long title ("Ana: lost this turn (challenge)") takes a second row rather than being cut
    heads = wrap_lines(theme, title, f + 2, width, bold=True)
    if len(heads) > 2:
        rest = " ".join(heads[1:])
        heads = [heads[0], fit_text(theme.font_for(rest, f + 2, True), rest, width)]
    for head in heads:
        if title_blanks and len(heads) == 1:
            mid = y + theme.font(f + 2, True).get_height() // 2
            draw_marked_text(surface, theme, head, title_blanks, f + 2, (x, mid), title_colour, bold=True)
        else:
            theme.text(surface, head, f + 2, (x, y), title_colour, bold=True)
        y += head_step
    y -= head_step
    # a row is as tall as its font's line (a Chinese face's is the taller) and ends inside the box
    line_h = max((theme.font_for(text, f - 1).get_height() for text, _colour in lines),
                 default=theme.font(f - 1).get_height())
    room = max(1, (rect.bottom - 2 - (y + head_step + 3) - line_h) // step + 1)
    wrapped: list[tuple[str, frozenset[int], Color]] = []
    for k, (text, colour) in enumerate(lines):
        marks = blank_marks(text, quoted)
        rows = [(line, blanks, colour)
                for line, blanks in wrap_marked(theme.font_for(text, f - 1), text, marks, width)]
        if len(wrapped) + len(rows) <= room:
            wrapped += rows
            continue
        if k == 0:
            # the first line is what the box is for (the advice, the score): as much of it as fits,
            # its last row saying it goes on
            _line, blanks, colour = rows[room - 1]
            joined = " ".join(row[0] for row in rows[room - 1:])
            wrapped = [*rows[: room - 1], (fit_words(theme.font_for(joined, f - 1), joined, width), blanks, colour)]
        # a later line that does not fit whole is left out rather than cut (the last move, a
        # second note): the move log below says it in full
        break
    half = theme.font(f - 1).get_height() // 2
    for k, (line, blanks, colour) in enumerate(wrapped[:room]):
        draw_marked_text(surface, theme, line, blanks, f - 1, (x, y + head_step + 3 + k * step + half), colour)
