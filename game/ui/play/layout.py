"""Where everything on the play screen goes, for any window size from 800x600 up.

A pure function of the window size and the number of players, so a resize
recomputes it in one call (even in the middle of a drag) and tests can check
that nothing overlaps.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.rules.board import SIZE
from game.ui.theme import MIN_TEXT_PX


@dataclass(frozen=True)
class BoardGeometry:
    """The 15x15 grid on screen: square ``(r, c)`` is ``cell`` pixels wide."""

    x: int
    y: int
    cell: int

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.cell * SIZE, self.cell * SIZE)

    def square_rect(self, row: int, col: int) -> pygame.Rect:
        return pygame.Rect(self.x + col * self.cell, self.y + row * self.cell, self.cell, self.cell)

    def square_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        col = (pos[0] - self.x) // self.cell
        row = (pos[1] - self.y) // self.cell
        if 0 <= row < SIZE and 0 <= col < SIZE:
            return int(row), int(col)
        return None


@dataclass(frozen=True)
class PlayLayout:
    size: tuple[int, int]
    margin: int
    board: BoardGeometry
    board_frame: pygame.Rect
    rack: pygame.Rect  # the tray the rack tiles sit on
    tile: int  # rack tile size
    rack_left_buttons: pygame.Rect  # shuffle
    rack_right_buttons: pygame.Rect  # recall
    side: pygame.Rect  # the right-hand column
    scoreboard: pygame.Rect
    bag: pygame.Rect
    preview: pygame.Rect
    log: pygame.Rect
    actions: tuple[pygame.Rect, ...]  # 6 action buttons, 2 rows of 3
    font: int  # body text size, as asked of the theme (which draws it at its ``px`` of it)

    def rack_slot(self, index: int, count: int) -> pygame.Rect:
        """Where rack tile ``index`` of ``count`` sits (centred on the tray)."""
        gap = max(3, self.tile // 10)
        total = count * self.tile + max(0, count - 1) * gap
        x0 = self.rack.centerx - total // 2
        return pygame.Rect(x0 + index * (self.tile + gap), self.rack.centery - self.tile // 2, self.tile, self.tile)

    def rack_index_at(self, x: int, count: int) -> int:
        """The slot a tile dropped at ``x`` goes into (0..count)."""
        gap = max(3, self.tile // 10)
        total = count * self.tile + max(0, count - 1) * gap
        x0 = self.rack.centerx - total // 2
        return max(0, min(count, round((x - x0 - self.tile / 2) / (self.tile + gap) + 0.5)))


def compute_layout(size: tuple[int, int], players: int, marks: bool = False,
                   px: Callable[[int], int] | None = None) -> PlayLayout:
    """``marks``: some seat plays with a handicap, so each score panel is a row taller
    for its marks (the move log below gives up the room).  ``px``: the pixel size the
    theme draws a text asked at a size (``Theme.px``, the Text size setting): the score
    panels, the bag line and the preview grow with the text they hold."""
    drawn = px or (lambda asked: asked)
    w, h = max(320, size[0]), max(240, size[1])
    m = max(8, min(w, h) // 60)
    rack_h = max(62, min(104, h // 8))
    font = max(13, min(18, h // 44))
    # bigger text (the Text size setting) takes a wider column, up to a third more, from the board
    wider = min(1.3, max(1.0, drawn(font) / font))
    side_min = round(max(260, int(w * 0.27)) * wider)
    side_max = round(500 * wider)
    # The board (with its coordinate frame) takes the largest square that
    # leaves room for the rack below and the side column on the right.
    board_side = max(200, min(h - rack_h - 2 * m, w - side_min - 3 * m))
    side_w = min(side_max, w - board_side - 3 * m)
    content_w = board_side + m + side_w
    left = max(m, (w - content_w) // 2)
    frame = pygame.Rect(left, m, board_side, board_side)
    cell = max(12, int(board_side / (SIZE + 3.6)))
    board = BoardGeometry(frame.x + (board_side - cell * SIZE) // 2, frame.y + (board_side - cell * SIZE) // 2, cell)

    rack_band = pygame.Rect(frame.x, frame.bottom + m // 2, frame.w, h - frame.bottom - m)
    button_w = round(max(76, min(120, frame.w // 6)) * wider)  # Shuffle and Recall, wider for bigger text
    # and never narrower than an eight-letter label (Recolher) at the least size a button's label
    # takes (MIN_TEXT_PX as drawn): about five of its ems, and the label's margins
    button_w = max(button_w, drawn(MIN_TEXT_PX) * 5 + 12)
    tray_w = rack_band.w - 2 * (button_w + m)
    tile = max(24, min(rack_band.h - 12, (tray_w - 20) * 10 // 78))
    tray = pygame.Rect(0, 0, tray_w, min(rack_band.h, tile + 14))
    tray.center = rack_band.center
    button_h = max(34, min(tray.h - 8, 48))
    left_buttons = pygame.Rect(rack_band.x, tray.centery - button_h // 2, button_w, button_h)
    right_buttons = pygame.Rect(rack_band.right - button_w, tray.centery - button_h // 2, button_w, button_h)

    side = pygame.Rect(frame.right + m, m, side_w, h - 2 * m)
    text = drawn(font)
    grown = drawn(font + 2) - (font + 2)  # the name's line, taller than at Normal
    row_h = max(46, min(64, h // 12)) + grown + ((font + 8 if text == font else drawn(font - 3) + 5) if marks else 0)
    scoreboard = pygame.Rect(side.x, side.y, side.w, row_h * players + 6 * (players - 1))
    bag = pygame.Rect(side.x, scoreboard.bottom + m, side.w, text * 2 + 4)
    action_h = max(34, min(46, h // 18))
    gap = max(6, m // 2)
    actions_h = 2 * action_h + gap
    actions_top = side.bottom - actions_h
    # room for a title on two rows (a long name) over three rows of advice or score; with big
    # text in a short window, where the move log would not have a row of its own under it, the
    # preview takes the log's room too (the log is then not drawn)
    preview_h = text * 5 + 34
    both = actions_top - m - (bag.bottom + m // 2)
    if text > font and both - preview_h - m // 2 < 2 * text + 30:
        preview_h = max(text * 3 + 24, both)
    preview = pygame.Rect(side.x, bag.bottom + m // 2, side.w, preview_h)
    bw = (side.w - 2 * gap) // 3
    actions = tuple(
        pygame.Rect(side.x + col * (bw + gap), actions_top + row * (action_h + gap), bw, action_h)
        for row in range(2)
        for col in range(3)
    )
    # (with big text in a short window the log may have no room left: it is then not drawn)
    log = pygame.Rect(side.x, preview.bottom + m // 2, side.w,
                      max(40 if text == font else 0, actions_top - preview.bottom - m))
    return PlayLayout(
        size=(w, h), margin=m, board=board, board_frame=frame, rack=tray, tile=tile,
        rack_left_buttons=left_buttons, rack_right_buttons=right_buttons, side=side,
        scoreboard=scoreboard, bag=bag, preview=preview, log=log, actions=actions, font=font,
    )
