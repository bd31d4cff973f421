"""Where the play scene's cards sit over the board, and their buttons.

A card asks one question (pass to whom, challenge or not, which letter for
the blank, pass or swap for sure); its buttons are :class:`ModalButton`\\ s
whose ``action`` the scene carries out.  Pure geometry over the board's
rectangles: the scene says which card is open.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _, pgettext
from game.rules.tiles import LETTERS
from game.ui.dialog_keys import cap_size, cap_width, enter_cap
from game.ui.play.model import Square
from game.ui.theme import Theme
from game.ui.views.card_view import (
    BUTTON_GAP,
    CHALLENGE_COLUMNS,
    button_label_size,
    challenge_body_height,
    challenge_button_rows,
    whole_label_height,
)
from game.ui.widgets import MIN_TEXT_PX, label_cut
from game.words.teams import team_reveal

PICKER_COLUMNS = 7


@dataclass
class ModalButton:
    rect: pygame.Rect
    label: str
    action: str  # what PlayModals.act (modals.py) does with it
    primary: bool = False
    enabled: bool = True
    focused: bool = False  # in keyboard (or d-pad) focus: Enter presses it
    escape_key: bool = False  # Esc presses it (the card's Cancel)
    label_size: int | None = None  # a button made taller for its label's lines keeps its label's size
    cap_above: int = 0  # how far its Enter key's cap stands above its top edge (astride it)


def button_height(board: pygame.Rect, grow: float = 1.0) -> int:
    """A card's buttons' height; ``grow``: how much bigger the Text size setting draws
    (``Theme.text_factor``), so a label has room for its two lines."""
    return round(max(36, min(56, board.w // 12)) * grow)


def card(board: pygame.Rect, w: int, h: int) -> pygame.Rect:
    """A ``w`` x ``h`` card centred on the board (smaller if the board is)."""
    rect = pygame.Rect(0, 0, min(w, board.w - 20), min(h, board.h - 20))
    rect.center = board.center
    return rect


def handoff_card(board: pygame.Rect, grow: float = 1.0) -> pygame.Rect:
    return card(board, board.w * 17 // 20, round(max(260, board.h // 2) * grow))


def challenge_card_width(board: pygame.Rect) -> int:
    return card(board, board.w * 9 // 10, 0).w


def challenge_card(
    board: pygame.Rect, grid: pygame.Rect, cell: int, rows: list[int],
    theme: Theme, terms: str, font: int, title: str = "", buttons: int = 1, floor: int | None = None,
    button_h: int | None = None,
) -> pygame.Rect:
    """The challenge card, in the half of the board away from the challenged word on ``rows``;
    ``title`` is its heading, ``buttons`` how many buttons it has and ``button_h`` how tall
    (:func:`challenge_button_height`).  Under a word in the top half it may reach down to
    ``floor`` (over the hidden rack) to keep the word in view."""
    rect = card(board, challenge_card_width(board), max(220, board.h * 2 // 5))
    tall = button_h if button_h is not None else button_height(board, theme.text_factor)
    # room for the headings, the terms and the buttons, whatever the word and the names: with
    # big text in a small window that is more than the board, and the card reaches down to
    # ``floor`` (over the hidden rack) rather than its buttons covering the terms
    top_most = board.y + 10
    lowest = max(board.bottom - 10, floor if floor is not None else board.bottom - 10)
    least = min(lowest - top_most, challenge_body_height(theme, terms, font, rect.w, tall, title, buttons))
    if rect.h < least:
        rect.h = least
        rect.center = board.center
    if rows:
        if sum(rows) / len(rows) < 7.5:
            top = max(grid.y + (max(rows) + 1) * cell + 6, grid.bottom - rect.h)
            bottom = max(grid.bottom - 4, min(floor if floor is not None else grid.bottom - 4, top + least))
            rect.h = max(least, bottom - top)
            rect.bottom = bottom
        else:
            bottom = min(grid.y + min(rows) * cell - 6, grid.top + rect.h)
            rect.h = max(least, bottom - grid.top - 4)
            rect.top = grid.top + 4
    # never above the board nor below the floor, whichever half the word is in
    rect.bottom = min(rect.bottom, lowest)
    rect.top = max(rect.top, top_most)
    return rect


def picker_card(board: pygame.Rect) -> pygame.Rect:
    w = min(board.w - 40, 460)
    cell = (w - 40) // PICKER_COLUMNS
    return card(board, w, 60 + cell * 4 + cell + 20)


def confirm_card(board: pygame.Rect, grid: pygame.Rect, swap_square: Square | None) -> pygame.Rect:
    """The pass or blank-swap confirmation; a swap card keeps clear of the square it asks about."""
    rect = card(board, min(440, board.w - 40), 190)
    if swap_square is not None:
        if swap_square[0] < 7.5:
            rect.bottom = grid.bottom - 4
        else:
            rect.top = grid.top + 4
    return rect


def handoff_buttons(board: pygame.Rect, name: str, partners: tuple[str, ...] = (),
                    grow: float = 1.0, theme: Theme | None = None, window_h: int = 0) -> list[ModalButton]:
    """The reveal button under the hand-off card; a team's (``partners``) says "we".  Given
    the ``theme`` (and the window's height, for its Enter key's cap), the button is as tall
    as its label needs to show whole beside the cap (a long name in Chinese, with big text)."""
    box = handoff_card(board, grow)
    label = team_reveal(partners) if partners else _("I'm {name}: show my tiles").format(name=name)
    rect = pygame.Rect(0, 0, min(box.w - 40, round(420 * grow)), button_height(board, grow))
    if theme is None:
        rect.midbottom = (box.centerx, box.bottom - 24)
        return [ModalButton(rect, label, "reveal", True)]
    size = button_label_size(theme, rect.h)
    beside = rect.w - cap_width(theme, enter_cap(), rect, window_h)
    tall = whole_label_height(theme, [label], beside, rect.h)
    if label_cut(theme, label, size, pygame.Rect(0, 0, beside, tall)):
        # too long for two lines beside the cap: the label takes the button's width and the
        # cap sits astride its top edge, so the button is taller by the cap's height
        cap = theme.font_for(enter_cap(), cap_size(rect, window_h), True).get_linesize() + 2
        rect.h = whole_label_height(theme, [label], rect.w, rect.h) + cap
        rect.midbottom = (box.centerx, box.bottom - 24)
        return [ModalButton(rect, label, "reveal", True, label_size=size, cap_above=cap // 2 + 2)]
    rect.h = tall
    rect.midbottom = (box.centerx, box.bottom - 24)
    return [ModalButton(rect, label, "reveal", True, label_size=size)]


def challenge_button_width(card_w: int, count: int, columns: int = CHALLENGE_COLUMNS) -> int:
    """How wide each of ``count`` challenge buttons is on a card ``card_w`` wide."""
    rows = challenge_button_rows(count, columns)
    cols = count if rows == 1 else columns
    # two fifths of a wide card at most (a long name and "challenges" on one line in a big window)
    return min(max(260, card_w * 2 // 5), (card_w - 40 - BUTTON_GAP * (cols - 1)) // cols)


def challenge_button_height(board: pygame.Rect, theme: Theme, labels: list[str], card_w: int,
                            columns: int = CHALLENGE_COLUMNS) -> int:
    """How tall the challenge card's buttons are: as :func:`button_height`, or taller where
    a label (a long name and "提出質疑") needs two lines of a taller script to show whole."""
    return whole_label_height(theme, labels, challenge_button_width(card_w, len(labels), columns),
                              button_height(board, theme.text_factor))


def challenge_buttons(board: pygame.Rect, box: pygame.Rect, choices: list[tuple[str, str]],
                      grow: float = 1.0, columns: int = CHALLENGE_COLUMNS, size: int | None = None,
                      ) -> list[ModalButton]:
    """One button per (label, action) along the card's bottom, in one row or two to a row
    (:func:`challenge_button_rows`), ``size`` tall; "continue" and "accept" are the bright ones."""
    # a taller button (``size``) keeps the label's size of one as tall as the text asks
    label_size = max(MIN_TEXT_PX, round(button_height(board, grow) * 2 // 5 / grow)) if size is not None else None
    size = size if size is not None else button_height(board, grow)
    n = len(choices)
    rows = challenge_button_rows(n, columns)
    cols = n if rows == 1 else columns
    gap = BUTTON_GAP
    each = challenge_button_width(box.w, n, columns)
    out: list[ModalButton] = []
    for k, (label, action) in enumerate(choices):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        x = box.centerx - (each * in_row + gap * (in_row - 1)) // 2 + col * (each + gap)
        y = box.bottom - 20 - size - (rows - 1 - row) * (size + gap)
        out.append(ModalButton(pygame.Rect(x, y, each, size), label, action, action in ("continue", "accept"),
                               label_size=label_size))
    return out


def picker_buttons(board: pygame.Rect, focus: int) -> list[ModalButton]:
    """A letter per button, the one at ``focus`` chosen with the d-pad, and Cancel."""
    box = picker_card(board)
    cell = (box.w - 40) // PICKER_COLUMNS
    out = []
    for k, letter in enumerate(LETTERS):
        r, c = divmod(k, PICKER_COLUMNS)
        rect = pygame.Rect(box.x + 20 + c * cell, box.y + 60 + r * cell, cell - 6, cell - 6)
        out.append(ModalButton(rect, letter, f"blank:{letter}", focused=k == focus))
    cancel = pygame.Rect(0, 0, cell * 2, cell - 6)
    cancel.bottomright = (box.right - 20, box.bottom - 14)
    out.append(ModalButton(cancel, pgettext("button", "Cancel"), "blank-cancel"))
    return out


def confirm_buttons(board: pygame.Rect, box: pygame.Rect, swap: bool, grow: float = 1.0) -> list[ModalButton]:
    size = button_height(board, grow)
    w = (box.w - 60) // 2
    yes = pygame.Rect(box.x + 20, box.bottom - size - 20, w, size)
    no = pygame.Rect(yes.right + 20, yes.y, w, size)
    if swap:
        return [ModalButton(yes, pgettext("button", "Swap"), "swap-yes", True),
                ModalButton(no, pgettext("button", "Cancel"), "swap-no")]
    return [ModalButton(yes, pgettext("button", "Pass"), "pass-yes"),
            ModalButton(no, pgettext("button", "Keep playing"), "pass-no", True)]
