"""One tile at any size: a cream square with its letter and value.

Blanks are lavender with a purple letter and no value, so they stand out on
the board; a face-down tile shows the wooden back (racks during the deal,
tiles in flight).  Upwords tiles (``stacking``) carry no values: the ``Q``
tile reads ``Qu``, and a tile on the board shows its stack height instead.
Rendering is cached by everything that changes the pixels, so drawing a full
board costs a few blits.
"""

from __future__ import annotations

import pygame

from game.rules.tiles import BLANK, VALUES
from game.rules.upwords.board import QU

from ..theme import Color, Theme, lerp_color

CACHE_LIMIT = 600


#: how far a dimmed tile's letter fades toward its (darkened) face: a dimmed tile's letter
#: keeps 3:1 against it, as a disabled control's label does
DIM_INK_FADE = 0.2


class TileRenderer:
    def __init__(self, theme: Theme, stacking: bool = False) -> None:
        self.theme = theme
        #: Upwords tiles: no values, ``Q`` reads ``Qu``
        self.stacking = stacking
        self._cache: dict[tuple[object, ...], pygame.Surface] = {}

    def render(
        self,
        letter: str,
        size: int,
        *,
        face_down: bool = False,
        highlight: bool = False,
        dim: bool = False,
        show_value: bool = True,
        height: int = 0,
    ) -> pygame.Surface:
        """A ``size`` x ``size`` tile with a transparent corner.

        ``letter`` is a rack tile (``A``-``Z``, ``?``) or a board letter (lower
        case = a blank standing for that letter).  ``height`` above 0 is an
        Upwords stack's height, written where a classic tile has its value.
        """
        size = max(4, int(size))
        key = (letter, size, face_down, highlight, dim, show_value, height, self.stacking, self.theme.palette.name,
               self.theme.text_size)
        image = self._cache.get(key)
        if image is None:
            if len(self._cache) > CACHE_LIMIT:
                self._cache.clear()
            image = self._draw(letter, size, face_down, highlight, dim, show_value, height)
            self._cache[key] = image
        return image

    def _draw(
        self, letter: str, size: int, face_down: bool, highlight: bool, dim: bool, show_value: bool, height: int
    ) -> pygame.Surface:
        p = self.theme.palette
        surf = pygame.Surface((size, size), pygame.SRCALPHA)
        radius = max(2, size // 7)
        edge = max(1, size // 14)
        is_blank = not self.stacking and (letter == BLANK or letter.islower())
        if face_down:
            face, rim = (170, 112, 62), (116, 72, 36)
        elif is_blank:
            face, rim = p.blank_tile, lerp_color(p.blank_tile, (90, 60, 110), 0.35)
        else:
            face, rim = p.tile, p.tile_edge
        if dim:
            face, rim = lerp_color(face, (90, 80, 70), 0.45), lerp_color(rim, (60, 50, 40), 0.45)
        body = pygame.Rect(0, 0, size, size)
        # the darker rim below and right gives the tile thickness
        pygame.draw.rect(surf, rim, body, border_radius=radius)
        top = pygame.Rect(0, 0, size - edge, size - edge)
        pygame.draw.rect(surf, face, top, border_radius=radius)
        if size >= 18:
            shine = lerp_color(face, (255, 255, 255), 0.35)
            pygame.draw.line(surf, shine, (radius, edge), (size - edge - radius, edge), max(1, size // 24))
        if face_down:
            inner = top.inflate(-size // 3, -size // 3)
            pygame.draw.rect(surf, lerp_color(face, (255, 230, 180), 0.25), inner, max(1, size // 16),
                             border_radius=radius)
        elif letter:
            shown = "" if letter == BLANK else letter.upper()
            if self.stacking and shown == QU:
                shown = "Qu"
            corner = str(height) if self.stacking and height > 0 else ""
            if not self.stacking and show_value:
                corner = str(VALUES.get(letter, 0)) if not is_blank else ""
            ink = p.blank_text if is_blank else p.tile_text
            if dim:
                ink = lerp_color(ink, face, DIM_INK_FADE)
            corner = corner if size >= 20 else ""
            for image, at in self.face_glyphs(shown, corner, size, ink):
                surf.blit(image, at)
            if not shown:
                # an unnamed blank: a faint ring so it reads as "any letter"
                pygame.draw.circle(surf, lerp_color(face, ink, 0.35), top.center, size // 5, max(1, size // 18))
        if highlight:
            pygame.draw.rect(surf, p.highlight, body, max(2, size // 12), border_radius=radius)
        return surf

    def face_glyphs(self, shown: str, corner: str, size: int, ink: Color = (0, 0, 0)
                    ) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """The letters (``shown``) and the corner figure (a value, a stack's height) of a tile
        ``size`` pixels wide, rendered and placed: the figure in the bottom-right corner, the
        letters centred, a two-letter ``Qu`` made smaller and moved up and left until its ink
        keeps clear of the figure's (its "u" and a height sat on each other)."""
        edge = max(1, size // 14)
        top = pygame.Rect(0, 0, size - edge, size - edge)
        placed: list[tuple[pygame.Surface, pygame.Rect]] = []
        figure = None
        if corner:
            # a value grows with the Text size setting as far as the corner allows (a stack's
            # height is as big as it can be already)
            share = 0.3 if self.stacking else min(0.3, 0.24 * self.theme.text_factor)
            vfont = self.theme.glyph_font(round(size * share), bold=True)
            vglyph = vfont.render(corner, True, ink)
            at = vglyph.get_rect(bottomright=(round(top.right - size * 0.08), round(top.bottom - size * 0.02)))
            figure = vglyph.get_bounding_rect().move(at.topleft).inflate(2, 2)
            placed.append((vglyph, at))
        if shown:
            scale = 0.46 if len(shown) > 1 else 0.58
            for step in range(8 if self.stacking else 1):  # a classic letter keeps clear of its value
                font = self.theme.glyph_font(max(6, round(size * (scale - 0.02 * step))), bold=True)
                glyph = font.render(shown, True, ink)
                cx = top.centerx - (size * (0.05 + 0.02 * step) if corner else 0)
                cy = top.centery - size * (0.02 + 0.02 * step)
                at = glyph.get_rect(center=(round(cx), round(cy)))
                if figure is None or not glyph.get_bounding_rect().move(at.topleft).colliderect(figure):
                    break
            placed.insert(0, (glyph, at))
        return placed

    def draw(
        self,
        surface: pygame.Surface,
        letter: str,
        rect: pygame.Rect,
        *,
        shadow: bool = True,
        height: int = 0,
        **flags: bool,
    ) -> None:
        """Draw a tile filling ``rect`` (square), with a soft drop shadow."""
        size = min(rect.w, rect.h)
        if size < 4:
            return
        if shadow:
            off = max(1, size // 14)
            sh = pygame.Surface((size, size), pygame.SRCALPHA)
            pygame.draw.rect(sh, (0, 0, 0, 80), sh.get_rect(), border_radius=max(2, size // 7))
            surface.blit(sh, (rect.x + off, rect.y + off * 2))
        surface.blit(self.render(letter, size, height=height, **flags), rect.topleft)

    def draw_flipping(
        self,
        surface: pygame.Surface,
        letter: str,
        rect: pygame.Rect,
        flip: float,
        **flags: bool,
    ) -> None:
        """A tile turning over: ``flip`` 0 = face down, 1 = face up (squeezed sideways)."""
        face_up = flip >= 0.5
        squeeze = abs(flip - 0.5) * 2  # 1 at both ends, 0 edge-on in the middle
        size = min(rect.w, rect.h)
        image = self.render(letter, size, face_down=not face_up, **flags)
        width = max(1, round(size * squeeze))
        scaled = pygame.transform.smoothscale(image, (width, size)) if width != size else image
        surface.blit(scaled, scaled.get_rect(center=rect.center))
