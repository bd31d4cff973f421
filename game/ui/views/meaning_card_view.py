"""Drawing what a word means: the meaning card over the board, and the small card
a child's table sees after each play.

The card (:func:`draw_meaning_card`) is the play scene's other cards' wooden
panel: the word in large letters, how it relates to its base form ("plural of
cat"), the meaning wrapped to the card's width, the line saying it is English
(in another language), and a Close button with its Esc key cap.  The small card
(:func:`draw_after_play`) holds the word and its meaning only, kept clear of
the word just played, and takes no input.  The scene says what they say
(:mod:`game.words.meanings`) and where they sit.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.ui.dialog_keys import cap_width, enter_cap, escape_cap
from game.ui.theme import Theme
from game.ui.views.card_view import button_label_size, draw_card_button, wrap_lines
from game.words.meanings import CardWords

#: lines of meaning the card shows at most (a longer one ends in an ellipsis)
CARD_LINES = 7
#: lines of meaning the small after-play card shows at most
AFTER_PLAY_LINES = 2
PAD = 20


def _body_lines(theme: Theme, text: str, size: int, width: int, most: int) -> list[str]:
    lines = wrap_lines(theme, text, size, width)
    if len(lines) > most:
        lines = lines[:most]
        lines[-1] = lines[-1].rstrip(" ,;.") + "…"
    return lines


def _title_height(theme: Theme, words: CardWords, font: int) -> int:
    """The word's line on the card, with a little room under it."""
    return int(theme.font_for(words.title, font + 10, True).get_height()) + 4


def _step(theme: Theme, lines: list[str], size: int, gap: int) -> int:
    """How far apart ``lines`` at ``size`` stand: ``size + gap`` as asked, more where the
    Text size setting (or a taller script) draws them taller than that."""
    tallest = max((theme.font_for(line, size).get_linesize() for line in lines), default=0)
    return max(size + gap, tallest)


def _close_width(theme: Theme, button_h: int, window_h: int) -> int:
    """The Close button's width: room for its label and both key caps beside it."""
    label = _("Close")
    probe = pygame.Rect(0, 0, 220, button_h)
    caps = sum(cap_width(theme, cap, probe, window_h) for cap in (escape_cap(), enter_cap()))
    shown = theme.font_for(label, button_label_size(theme, button_h), True).size(label)[0]
    return max(220, shown + caps + 24)


def card_layout(theme: Theme, board: pygame.Rect, font: int, words: CardWords, word_y: int | None = None
                ) -> tuple[pygame.Rect, list[str], list[str], pygame.Rect]:
    """The card's rectangle, its meaning's lines, its note's lines and its Close button.

    The card sits in the half of the board away from the word (``word_y``, its
    middle on screen), so the word stays in view; centred when that is not known."""
    width = min(board.w - 20, max(360, board.w * 4 // 5))
    inner = width - 2 * PAD
    note = wrap_lines(theme, words.note, font - 2, inner)[:2] if words.note else []
    button_h = round(max(34, min(48, board.w // 14)) * theme.text_factor)
    relation = _step(theme, [words.relation], font, 6) if words.relation else 0
    rest = (PAD + _title_height(theme, words, font) + relation + 10
            + (6 + len(note) * _step(theme, note, font - 2, 4) if note else 0) + 16 + button_h + PAD)
    # with big text on a small board, fewer lines of meaning (the last ends in an
    # ellipsis) rather than lines running under the Close button
    for most in range(CARD_LINES, 0, -1):
        body = _body_lines(theme, words.body, font + 2, inner, most)
        height = rest + len(body) * _step(theme, body, font + 2, 6)
        if height <= board.h - 20:
            break
    rect = pygame.Rect(0, 0, width, min(board.h - 20, height))
    rect.center = board.center
    if word_y is not None:
        if word_y < board.centery:
            rect.bottom = board.bottom - 10
        else:
            rect.top = board.top + 10
    window = pygame.display.get_surface()
    window_h = window.get_height() if window is not None else board.h
    close = pygame.Rect(0, 0, min(inner, _close_width(theme, button_h, window_h)), button_h)
    close.midbottom = (rect.centerx, rect.bottom - PAD + 6)
    return rect, body, note, close


def draw_meaning_card(surface: pygame.Surface, theme: Theme, board: pygame.Rect, font: int, words: CardWords,
                      hover: bool = False, word_y: int | None = None) -> pygame.Rect:
    """The card over ``board``, away from the word at ``word_y``; returns its Close button's rectangle."""
    p = theme.palette
    rect, body, note, close = card_layout(theme, board, font, words, word_y)
    theme.panel(surface, rect, alpha=250)
    y = rect.y + PAD
    theme.text(surface, words.title, font + 10, (rect.centerx, y), p.accent, bold=True, anchor="midtop")
    y += _title_height(theme, words, font)
    if words.relation:
        theme.text(surface, words.relation, font, (rect.centerx, y), p.text_dim, anchor="midtop")
        y += _step(theme, [words.relation], font, 6)
    y += 10
    colour = p.text if words.english else p.text_dim
    step = _step(theme, body, font + 2, 6)
    for line in body:
        theme.text(surface, line, font + 2, (rect.x + PAD, y), colour)
        y += step
    y += 6 if note else 0
    step = _step(theme, note, font - 2, 4)
    for line in note:
        theme.text(surface, line, font - 2, (rect.x + PAD, y), p.text_dim)
        y += step
    draw_card_button(surface, theme, close, _("Close"), focused=True, hover=hover, escape=True)
    return close


def after_play_rect(theme: Theme, area: pygame.Rect, grid: pygame.Rect, font: int, words: CardWords,
                    word_y: int | None, floor: int | None = None, avoid: pygame.Rect | None = None
                    ) -> tuple[pygame.Rect, list[str]]:
    """The small card and its meaning's lines: along the top of ``grid``, or along its bottom
    (above ``floor``, the note's top) when the word just played (at ``word_y``) lies in
    the top half; below a card it would cover (``avoid``, the hand-off's) if there is room
    above the note, else above that card."""
    width = min(area.w - 40, max(300, area.w * 3 // 4))
    body = _body_lines(theme, words.body, font - 1, width - 2 * 14, AFTER_PLAY_LINES)
    height = 10 + font + 6 + len(body) * (font + 3) + 10
    rect = pygame.Rect(0, 0, width, height)
    rect.centerx = area.centerx
    if word_y is not None and word_y < grid.centery:
        rect.bottom = min(grid.bottom - 6, floor - 6) if floor is not None else grid.bottom - 6
    else:
        rect.top = grid.top + 6
    if avoid is not None and rect.colliderect(avoid):
        below, above = avoid.bottom + 6, avoid.top - 6
        # under the hand-off card, but never over the note (a challenge's result says
        # what the word means too), else above the hand-off card
        lowest = min(area.bottom - 4, floor - 6) if floor is not None else area.bottom - 4
        if below + rect.h <= lowest:
            rect.top = below
        elif above - rect.h >= area.top + 4:
            rect.bottom = above
        else:
            rect.top = below
    return rect, body


def beside_board_rect(theme: Theme, room: pygame.Rect, font: int, words: CardWords
                      ) -> tuple[pygame.Rect, list[str]] | None:
    """The small card and its meaning's lines at the top of ``room`` (the side column's move
    log), clear of the board and the rows being played; None when it does not fit there."""
    body = _body_lines(theme, words.body, font - 1, room.w - 2 * 14, AFTER_PLAY_LINES)
    height = 10 + font + 6 + len(body) * (font + 3) + 10
    if room.w < 200 or height > room.h:
        return None
    return pygame.Rect(room.x, room.y, room.w, height), body


def draw_after_play(surface: pygame.Surface, theme: Theme, area: pygame.Rect, grid: pygame.Rect, font: int,
                    words: CardWords, word_y: int | None, floor: int | None = None,
                    avoid: pygame.Rect | None = None, beside: pygame.Rect | None = None) -> pygame.Rect:
    """The word just played and what it means, on a small card that takes no input: in
    ``beside`` (the side column) when it fits there, else over the board, away from the word."""
    p = theme.palette
    placed = beside_board_rect(theme, beside, font, words) if beside is not None else None
    rect, body = placed or after_play_rect(theme, area, grid, font, words, word_y, floor, avoid)
    theme.panel(surface, rect, alpha=235)
    y = rect.y + 10
    heading = f"{words.title}  {words.relation}" if words.relation else words.title
    theme.text(surface, heading, font, (rect.x + 14, y), p.accent, bold=True)
    y += font + 6
    for line in body:
        theme.text(surface, line, font - 1, (rect.x + 14, y), p.text)
        y += font + 3
    return rect
