"""The rack tray and its tiles.

The scene says what to show: the letters in order, or only tile backs when
the rack must stay hidden (hand-off, a computer's rack, pause).  Tiles being
dragged or still flying in are left out by index and drawn by the scene.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from game.ui.play.layout import PlayLayout
from game.ui.text_wrap import wrap_name
from game.ui.theme import Theme, lerp_color
from game.ui.views.tile_view import TileRenderer


def draw_tray(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, owner_colour: tuple[int, int, int] | None) -> None:
    p = theme.palette
    radius = max(6, rect.h // 5)
    pygame.draw.rect(surface, (24, 14, 8), rect.move(0, 4), border_radius=radius)
    pygame.draw.rect(surface, p.board_frame_dark, rect, border_radius=radius)
    lip = rect.copy()
    lip.h = max(6, rect.h // 5)
    lip.bottom = rect.bottom
    pygame.draw.rect(surface, p.board_frame, lip, border_radius=radius)
    if owner_colour is not None:
        pygame.draw.rect(surface, owner_colour, rect, width=2, border_radius=radius)


def draw_rack(
    surface: pygame.Surface,
    theme: Theme,
    tiles: TileRenderer,
    layout: PlayLayout,
    letters: list[str],
    *,
    face_down: bool = False,
    skip: Collection[int] = (),
    selected: Collection[int] = (),
    focus: int | None = None,
    gap_at: int | None = None,
    owner_colour: tuple[int, int, int] | None = None,
    caption: str = "",
    shift: Sequence[float] = (),
) -> None:
    """Draw the tray and ``letters``; ``gap_at`` opens a space where a dragged tile would land;
    ``shift`` moves each tile that many pixels off its place (tiles sliding to close a gap)."""
    draw_tray(surface, theme, layout.rack, owner_colour)
    count = len(letters) + (1 if gap_at is not None else 0)
    slot = 0
    for i, letter in enumerate(letters):
        if gap_at is not None and slot == gap_at:
            slot += 1
        rect = layout.rack_slot(slot, count)
        if i < len(shift):
            rect = rect.move(round(shift[i]), 0)
        slot += 1
        if i in skip:
            continue
        lifted = i in selected
        if lifted:
            rect = rect.move(0, -layout.tile // 5)
        tiles.draw(surface, "" if face_down else letter, rect, face_down=face_down, highlight=lifted)
        if focus == i and not face_down:
            pygame.draw.rect(surface, theme.palette.highlight, rect.inflate(8, 8), 3,
                             border_radius=max(3, layout.tile // 6))
    if caption:
        # on a dark pill: straight on the tile backs the caption was hard to read (3.6:1)
        size = max(12, layout.font - 1)
        face = theme.font_for(caption, size, True)
        # on two lines where one is wider than the board above (big text, a long name in Portuguese)
        rows = wrap_name(face, caption, layout.board_frame.w - 2 * face.get_height())
        step = face.get_linesize()
        widest = max(face.size(row)[0] for row in rows)
        pill = pygame.Rect(0, 0, widest + face.get_height(), face.get_height() + step * (len(rows) - 1) + 6)
        pill.center = layout.rack.center
        pygame.draw.rect(surface, lerp_color(theme.palette.panel, (0, 0, 0), 0.2), pill,
                         border_radius=min(pill.h, face.get_height() + 6) // 2)
        colour = lerp_color(theme.palette.text, theme.palette.text_dim, 0.4)
        top = layout.rack.centery - step * (len(rows) - 1) // 2
        for k, row in enumerate(rows):
            theme.text(surface, row, size, (layout.rack.centerx, top + k * step), colour, bold=True, anchor="center")
