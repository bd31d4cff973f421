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
from game.ui.play.model import Square
from game.ui.theme import Theme
from game.ui.views.card_view import (
    BUTTON_GAP,
    CHALLENGE_COLUMNS,
    challenge_body_height,
    challenge_button_rows,
)
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


def challenge_card(
    board: pygame.Rect, grid: pygame.Rect, cell: int, rows: list[int],
    theme: Theme, terms: str, font: int, title: str = "", buttons: int = 1, floor: int | None = None,
) -> pygame.Rect:
    """The challenge card, in the half of the board away from the challenged word on ``rows``;
    ``title`` is its heading and ``buttons`` how many buttons it has.  Under a word in the
    top half it may reach down to ``floor`` (over the hidden rack) to keep the word in view."""
    rect = card(board, board.w * 9 // 10, max(220, board.h * 2 // 5))
    # room for the headings, the terms and the buttons, whatever the word and the names
    least = min(board.h - 20, challenge_body_height(theme, terms, font, rect.w, button_height(board, theme.text_factor),
                                                    title, buttons))
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
                    grow: float = 1.0) -> list[ModalButton]:
    """The reveal button under the hand-off card; a team's (``partners``) says "we"."""
    box = handoff_card(board, grow)
    rect = pygame.Rect(0, 0, min(box.w - 40, round(420 * grow)), button_height(board, grow))
    rect.midbottom = (box.centerx, box.bottom - 24)
    label = team_reveal(partners) if partners else _("I'm {name}: show my tiles").format(name=name)
    return [ModalButton(rect, label, "reveal", True)]


def challenge_buttons(board: pygame.Rect, box: pygame.Rect, choices: list[tuple[str, str]],
                      grow: float = 1.0, columns: int = CHALLENGE_COLUMNS) -> list[ModalButton]:
    """One button per (label, action) along the card's bottom, in one row or two to a row
    (:func:`challenge_button_rows`); "continue" and "accept" are the bright ones."""
    size = button_height(board, grow)
    n = len(choices)
    rows = challenge_button_rows(n, columns)
    cols = n if rows == 1 else columns
    gap = BUTTON_GAP
    # two fifths of a wide card at most (a long name and "challenges" on one line in a big window)
    each = min(max(260, box.w * 2 // 5), (box.w - 40 - gap * (cols - 1)) // cols)
    out: list[ModalButton] = []
    for k, (label, action) in enumerate(choices):
        row, col = divmod(k, cols)
        in_row = min(cols, n - row * cols)
        x = box.centerx - (each * in_row + gap * (in_row - 1)) // 2 + col * (each + gap)
        y = box.bottom - 20 - size - (rows - 1 - row) * (size + gap)
        out.append(ModalButton(pygame.Rect(x, y, each, size), label, action, action in ("continue", "accept")))
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
