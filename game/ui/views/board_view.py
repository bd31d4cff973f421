"""A read-only board renderer: the wooden frame, the squares with their
premiums labelled, coordinates, and the tiles on it.

A classic board is 15x15 with premiums; an Upwords board (a
:class:`~game.rules.upwords.board.StackBoard`) is 10x10, plain but for its
four marked centre squares, and each stack stands raised by one shaded edge
per level with its height written on the top tile.

The view only reads a :class:`~game.rules.board.Board`; the results scene,
the how-to pages and the play scene all draw with it.  ``layout(rect)`` fits
the board into any rectangle; ``square_at(pos)`` maps the mouse back.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping

import pygame

from game import i18n
from game.i18n import pgettext
from game.rules.board import COLUMNS, SIZE, Board, Premium, premium_at
from game.rules.upwords.board import CENTRE_SQUARES

from ..seat_shapes import draw_seat_shape
from ..theme import Color, Theme, lerp_color
from ..variant_look import look_of_board, stack_height
from .tile_view import TileRenderer

Square = tuple[int, int]

#: the smallest type a square's label shrinks to before it falls back to the English
#: abbreviation (and then to no label: the square's colour and pattern still tell it)
LABEL_MIN_PX = 7


def premium_label(premium: Premium) -> str:
    """The abbreviation printed on a premium square, in the language in use
    ("" for a plain square and for the star, which shows a star)."""
    if premium is Premium.DOUBLE_LETTER:
        # Translators: printed on a double-letter square of the board: two letters or two Chinese
        # characters at most, to fit a small square (Portuguese: LD; Hong Kong: 雙字)
        return pgettext("board square", "DL")
    if premium is Premium.TRIPLE_LETTER:
        # Translators: printed on a triple-letter square of the board: two letters or two Chinese
        # characters at most, to fit a small square (Portuguese: LT; Hong Kong: 三字)
        return pgettext("board square", "TL")
    if premium is Premium.DOUBLE_WORD:
        # Translators: printed on a double-word square of the board: two letters or two Chinese
        # characters at most, to fit a small square (Portuguese: PD; Hong Kong: 雙詞)
        return pgettext("board square", "DW")
    if premium is Premium.TRIPLE_WORD:
        # Translators: printed on a triple-word square of the board: two letters or two Chinese
        # characters at most, to fit a small square (Portuguese: PT; Hong Kong: 三詞)
        return pgettext("board square", "TW")
    return ""


def fitted_premium_label(theme: Theme, premium: Premium, cell: int) -> tuple[str, int] | None:
    """The label for a ``cell``-pixel premium square and its type size: the translated
    abbreviation at a third of the square, smaller down to :data:`LABEL_MIN_PX` if it is
    too wide, else the English one; None when neither fits (or the square has no label)."""
    room = cell - max(2, cell // 8)
    # a third of the square, more with a bigger Text size as far as the square allows
    largest = max(LABEL_MIN_PX, int(cell * min(0.42, 0.34 * theme.text_factor)))
    for label in dict.fromkeys((premium_label(premium), premium.label)):
        if not label:
            continue
        for size in range(largest, LABEL_MIN_PX - 1, -1):
            width, height = theme.glyph_font(size, True, label).size(label)
            if width <= room and height <= cell:
                return label, size
    return None


class BoardView:
    def __init__(self, theme: Theme, tiles: TileRenderer | None = None, coordinates: bool = True) -> None:
        self.theme = theme
        self.tiles = tiles or TileRenderer(theme)
        self.coordinates = coordinates
        self.rect = pygame.Rect(0, 0, 0, 0)  # the whole board including the frame
        self.grid = pygame.Rect(0, 0, 0, 0)  # the squares only
        self.cell = 0
        self.size = SIZE  # squares along a side; follows the board drawn
        self.stacking = False
        self._area = pygame.Rect(0, 0, 0, 0)
        self._base: pygame.Surface | None = None
        self._base_key: tuple[object, ...] = ()

    # -- geometry ----------------------------------------------------------------

    def show(self, board: Board) -> None:
        """Take the shape of ``board`` (classic or Upwords), laying out again if it changed."""
        stacking = look_of_board(board).stacking
        if (board.size, stacking) != (self.size, self.stacking):
            self.size, self.stacking = board.size, stacking
            self.layout(self._area)

    def layout(self, area: pygame.Rect) -> None:
        """Fit the largest square board into ``area``, centred."""
        self._area = pygame.Rect(area)
        side = max(0, min(area.w, area.h))
        frame_share = 1.8 if self.coordinates else 0.8  # frame width in cells, each side
        cell = int(side / (self.size + 2 * frame_share))
        self.cell = max(1, cell)
        grid_side = self.cell * self.size
        frame = int(self.cell * frame_share)
        total = grid_side + 2 * frame
        self.rect = pygame.Rect(0, 0, total, total)
        self.rect.center = area.center
        self.grid = pygame.Rect(self.rect.x + frame, self.rect.y + frame, grid_side, grid_side)

    def square_rect(self, row: int, col: int) -> pygame.Rect:
        return pygame.Rect(self.grid.x + col * self.cell, self.grid.y + row * self.cell, self.cell, self.cell)

    def square_at(self, pos: tuple[int, int]) -> Square | None:
        if not self.grid.collidepoint(pos) or self.cell <= 0:
            return None
        col = (pos[0] - self.grid.x) // self.cell
        row = (pos[1] - self.grid.y) // self.cell
        return (row, col) if 0 <= row < self.size and 0 <= col < self.size else None

    # -- drawing -----------------------------------------------------------------

    def draw(
        self,
        surface: pygame.Surface,
        board: Board,
        *,
        highlight: Collection[Square] = (),
        last_move: Collection[Square] = (),
        hidden: Collection[Square] = (),
        extra: Mapping[Square, str] | None = None,
        ghost: Color | None = None,
    ) -> None:
        """Draw the board.

        ``highlight`` squares get a gold ring (winning word, hint); ``last_move``
        tiles a softer tint; ``hidden`` squares are drawn empty (a tile there is
        still flying in); ``extra`` draws letters not yet on the board
        (tentative placements), highlighted.  ``ghost``: the ``extra`` letters are
        a phone's (put down on the phone of the seat of that colour), drawn as that
        seat's, not as the TV's own: ringed in its colour and marked with its shape.
        """
        self.show(board)
        if self.cell <= 1:
            return
        surface.blit(self._base_surface(), self.rect.topleft)
        for row, col, letter in board.tiles():
            if (row, col) in hidden:
                continue
            height = stack_height(board, row, col)
            face = self._draw_stack(surface, row, col, height)
            self.tiles.draw(surface, letter, face, shadow=False, height=height,
                            highlight=(row, col) in highlight, dim=False)
            if (row, col) in last_move:
                tint = pygame.Surface(face.size, pygame.SRCALPHA)
                tint.fill((255, 214, 92, 60))
                surface.blit(tint, face)
        for (row, col), letter in (extra or {}).items():
            below = stack_height(board, row, col)
            face = self._draw_stack(surface, row, col, below + 1 if below else 0)
            self.tiles.draw(surface, letter, face, highlight=ghost is None, height=below + 1 if below else 0)
            if ghost is not None:
                self._mark_ghost(surface, face, ghost)
        for row, col in highlight:
            if not board.get(row, col) and not (extra and (row, col) in extra):
                pygame.draw.rect(surface, self.theme.palette.highlight, self.square_rect(row, col), 3,
                                 border_radius=3)

    @staticmethod
    def _mark_ghost(surface: pygame.Surface, face: pygame.Rect, colour: Color) -> None:
        """A phone's tile: a ring in its seat's colour and the seat's shape in the top
        left corner (where no letter or value is printed)."""
        ring = max(2, face.w // 12)
        pygame.draw.rect(surface, colour, face, ring, border_radius=max(2, face.w // 7))
        size = max(6.0, face.w * 0.26)
        draw_seat_shape(surface, colour, (face.x + ring + size / 2, face.y + ring + size / 2), size)

    def _draw_stack(self, surface: pygame.Surface, row: int, col: int, height: int) -> pygame.Rect:
        """Where the top tile of a stack ``height`` high goes: each level below it
        shows as a shaded slab edge to the lower right, darker further down."""
        square = self.square_rect(row, col).inflate(-2, -2)
        if height <= 1:
            return square
        step = max(1, self.cell // 18)
        lift = step * (height - 1)
        face = pygame.Rect(square.x, square.y, square.w - lift, square.h - lift)
        rim = self.theme.palette.tile_edge
        radius = max(2, face.w // 7)
        for level in range(height - 1):  # bottom level first
            offset = lift - level * step
            shade = lerp_color(rim, (40, 26, 12), 0.5 * (height - 1 - level) / max(1, height - 1))
            pygame.draw.rect(surface, shade, face.move(offset, offset), border_radius=radius)
        return face

    def _base_surface(self) -> pygame.Surface:
        # the language too: the premium labels are printed in it
        key = (self.rect.size, self.cell, self.theme.palette.name, self.coordinates, self.size, self.stacking,
               i18n.language(), self.theme.text_size)
        if self._base is None or self._base_key != key:
            self._base = self._render_base()
            self._base_key = key
        return self._base

    def _render_base(self) -> pygame.Surface:
        p = self.theme.palette
        surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        local = surf.get_rect()
        radius = max(4, self.cell // 2)
        pygame.draw.rect(surf, p.board_frame_dark, local, border_radius=radius)
        pygame.draw.rect(surf, p.board_frame, local.inflate(-4, -4), border_radius=radius)
        # wood grain on the frame: thin lighter and darker streaks
        for i in range(0, local.h, max(3, self.cell // 3)):
            shade = lerp_color(p.board_frame, (160, 110, 64) if (i // 3) % 2 else p.board_frame_dark, 0.18)
            pygame.draw.line(surf, shade, (radius, i), (local.w - radius, i))
        grid = self.grid.move(-self.rect.x, -self.rect.y)
        pygame.draw.rect(surf, p.square_line, grid.inflate(4, 4))
        for row in range(self.size):
            for col in range(self.size):
                cell = pygame.Rect(grid.x + col * self.cell, grid.y + row * self.cell, self.cell, self.cell)
                if self.stacking:
                    self._draw_stack_square(surf, cell, (row, col) in CENTRE_SQUARES)
                else:
                    self._draw_square(surf, cell, premium_at(row, col))
        for i in range(self.size + 1):
            x = grid.x + i * self.cell
            y = grid.y + i * self.cell
            pygame.draw.line(surf, p.square_line, (x, grid.y), (x, grid.bottom))
            pygame.draw.line(surf, p.square_line, (grid.x, y), (grid.right, y))
        if self.coordinates:
            # bigger with the Text size setting, as far as the frame's margin allows
            size = max(8, int(self.cell * min(0.58, 0.42 * self.theme.text_factor)))
            ink = p.board_label
            for i in range(self.size):
                cx = grid.x + i * self.cell + self.cell / 2
                cy = grid.y + i * self.cell + self.cell / 2
                self.theme.text(surf, COLUMNS[i], size, (cx, grid.y - self.cell * 0.55), ink, True, "center",
                                fitted=True)
                self.theme.text(surf, COLUMNS[i], size, (cx, grid.bottom + self.cell * 0.55), ink, True,
                                "center", fitted=True)
                self.theme.text(surf, str(i + 1), size, (grid.x - self.cell * 0.6, cy), ink, True, "center",
                                fitted=True)
                self.theme.text(surf, str(i + 1), size, (grid.right + self.cell * 0.6, cy), ink, True,
                                "center", fitted=True)
        return surf

    def _draw_stack_square(self, surf: pygame.Surface, cell: pygame.Rect, centre: bool) -> None:
        """An Upwords square: plain, or for the four centre squares a tinted
        square with a ring, so the first play's target reads from afar."""
        p = self.theme.palette
        if not centre:
            pygame.draw.rect(surf, p.square, cell)
            return
        pygame.draw.rect(surf, lerp_color(p.square, p.highlight, 0.45), cell)
        pygame.draw.circle(surf, lerp_color(p.square, p.board_frame_dark, 0.5), cell.center,
                           max(2, self.cell // 4), max(1, self.cell // 14))

    def _draw_square(self, surf: pygame.Surface, cell: pygame.Rect, premium: Premium) -> None:
        p = self.theme.palette
        style = p.premiums.get(premium)
        if style is None:
            pygame.draw.rect(surf, p.square, cell)
            return
        pygame.draw.rect(surf, style.fill, cell)
        accent = lerp_color(style.fill, style.label_color, 0.28)
        if style.pattern == "dots":
            step = max(4, self.cell // 4)
            for y in range(cell.y + step // 2, cell.bottom, step):
                for x in range(cell.x + step // 2, cell.right, step):
                    pygame.draw.circle(surf, accent, (x, y), max(1, self.cell // 18))
        elif style.pattern == "stripes":
            step = max(4, self.cell // 4)
            clip = surf.get_clip()
            surf.set_clip(cell)
            for k in range(-cell.h, cell.w, step):
                pygame.draw.line(surf, accent, (cell.x + k, cell.bottom), (cell.x + k + cell.h, cell.y),
                                 max(1, self.cell // 14))
            surf.set_clip(clip)
        if premium is Premium.STAR:
            self.theme.text(surf, "\u2605", int(self.cell * 0.7), cell.center, style.label_color, anchor="center",
                            fitted=True)
        elif self.cell >= 16:
            fitted = fitted_premium_label(self.theme, premium, self.cell)
            if fitted is not None:
                label, size = fitted
                self.theme.text(surf, label, size, cell.center, style.label_color, True, "center", fitted=True)

    # -- marks the play scene puts over the board on a player's turn --------------
    def draw_hint_glow(self, surface: pygame.Surface, squares: Collection[Square], pulse: float) -> None:
        """A pulsing glow on the squares a hint points at."""
        if not squares:
            return
        highlight = self.theme.palette.highlight
        glow = pygame.Surface((self.cell, self.cell), pygame.SRCALPHA)
        glow.fill((*highlight, round(70 + 60 * abs((pulse * 1.5) % 2 - 1))))
        for square in squares:
            rect = self.square_rect(*square)
            surface.blit(glow, rect)
            pygame.draw.rect(surface, highlight, rect, 4, border_radius=4)

    def draw_invalid(self, surface: pygame.Surface, squares: Collection[Square]) -> None:
        """Red outlines on the squares of words the word list rejects."""
        for square in squares:
            pygame.draw.rect(surface, self.theme.palette.bad, self.square_rect(*square), 3, border_radius=3)

    def draw_swap_rings(self, surface: pygame.Surface, squares: Collection[Square], pulse: float) -> None:
        """Blanks the player could swap a real letter for: a pulsing ring around each."""
        ring = lerp_color(self.theme.palette.highlight, (255, 255, 255), abs((pulse * 1.2) % 2 - 1) * 0.5)
        for square in squares:
            pygame.draw.rect(surface, ring, self.square_rect(*square).inflate(2, 2), 2, border_radius=5)

    def draw_cursor(self, surface: pygame.Surface, square: Square, across: bool, pulse: float,
                    arrow: bool = True) -> None:
        """The typing cursor: a pulsing outline and, on an empty square, the direction arrow."""
        rect = self.square_rect(*square)
        p = self.theme.palette
        glow = lerp_color(p.highlight, (255, 255, 255), 0.3 + 0.3 * abs((pulse * 2) % 2 - 1))
        pygame.draw.rect(surface, glow, rect, 3, border_radius=4)
        c = rect.center
        s = rect.w // 4
        if across:
            points = [(c[0] - s, c[1] - s), (c[0] + s, c[1]), (c[0] - s, c[1] + s)]
        else:
            points = [(c[0] - s, c[1] - s), (c[0] + s, c[1] - s), (c[0], c[1] + s)]
        if arrow:
            pygame.draw.polygon(surface, (90, 60, 20), points)
