"""The play scene's effects: tiles in flight, score pop-ups, the banner and the note.

Flights and pop-ups are driven by tweens on the scene's animator and leave
on their own when done; the banner and the note are drawn from text the
scene keeps.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass

import pygame

from game.ui.play.model import Square
from game.ui.theme import Color, Theme, lerp_color
from game.ui.tween import Animator, Tween, ease_in_out_cubic, ease_out_back, ease_out_cubic
from game.ui.views.marked_text import draw_marked_centred, marked_width, wrap_marked
from game.ui.views.tile_view import TileRenderer
from game.ui.widgets import MIN_TEXT_PX, wrap_text


@dataclass
class Flyer:
    """A tile in flight between the rack, the board, the bag and a player's panel."""

    letter: str
    start: tuple[float, float]
    end: tuple[float, float]
    size0: int
    size1: int
    tween: Tween
    face_down: bool = False
    flip: bool = False  # turns face up on the way (a drawn tile arriving on a visible rack)

    def rect(self) -> pygame.Rect:
        t = self.tween.value
        size = round(self.size0 + (self.size1 - self.size0) * t)
        # a little arc, so tiles are visibly lifted off the table as they travel
        lift = -4 * t * (1 - t) * max(20, size)
        x = self.start[0] + (self.end[0] - self.start[0]) * t
        y = self.start[1] + (self.end[1] - self.start[1]) * t + lift
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(x), round(y))
        return rect


@dataclass
class Popup:
    text: str
    pos: tuple[float, float]
    colour: Color
    size: int
    tween: Tween
    room: pygame.Rect | None = None  # what it must fit inside (the board, a player's panel)


class Effects:
    """The tiles in flight and the pop-ups on screen; both run on ``animator``."""

    def __init__(self, animator: Animator, theme: Theme, tiles: TileRenderer) -> None:
        self.animator = animator
        self.theme = theme
        self.tiles = tiles
        self.flyers: list[Flyer] = []
        self.popups: list[Popup] = []
        self._popup_cache: dict[tuple[str, Color, int, int], tuple[pygame.Surface, list[tuple[str, int]]]] = {}

    def fly(
        self,
        letter: str,
        start: tuple[float, float],
        end: tuple[float, float],
        size0: int,
        size1: int,
        delay: float,
        duration: float,
        face_down: bool = False,
        flip: bool = False,
        on_land: Callable[[], None] | None = None,
    ) -> Flyer:
        flyer = Flyer(letter, start, end, size0, size1, Tween(0, 1, duration, ease_in_out_cubic, delay),
                      face_down, flip)

        def land() -> None:
            if flyer in self.flyers:
                self.flyers.remove(flyer)
            if on_land is not None:
                on_land()

        flyer.tween.on_done = land
        self.flyers.append(flyer)
        self.animator.add(flyer.tween)
        return flyer

    def pop(self, text: str, pos: tuple[float, float], colour: Color, size: int, delay: float = 0.0,
            room: pygame.Rect | None = None) -> None:
        """``text`` rising from ``pos``; kept inside ``room`` (smaller, or on two lines, when
        a translation is long)."""
        popup = Popup(text, pos, colour, size, Tween(0, 1, 1.3, ease_out_cubic, delay), room)
        popup.tween.on_done = lambda: self.popups.remove(popup) if popup in self.popups else None
        self.popups.append(popup)
        self.animator.add(popup.tween)

    def draw(self, surface: pygame.Surface) -> None:
        """The flights, then the pop-ups over them."""
        for flyer in self.flyers:
            self._draw_flyer(surface, flyer)
        for popup in self.popups:
            self._draw_popup(surface, popup)

    def _draw_flyer(self, surface: pygame.Surface, flyer: Flyer) -> None:
        rect = flyer.rect()
        if flyer.flip:
            self.tiles.draw_flipping(surface, flyer.letter, rect, flyer.tween.value)
        else:
            self.tiles.draw(surface, flyer.letter, rect, face_down=flyer.face_down)

    def _draw_popup(self, surface: pygame.Surface, popup: Popup) -> None:
        t = popup.tween.value
        if popup.tween.progress <= 0:
            return
        scale = ease_out_back(min(1.0, t * 3))
        if scale <= 0.05:
            return
        # A dark pill behind the text: coloured text straight on the wood or a
        # player's panel was hard to read (red on brown above all).
        room = popup.room.w if popup.room is not None else surface.get_width()
        image, lines = self._popup_image(popup.text, popup.colour, popup.size, room)
        w, h = image.get_size()
        size = (max(1, round(w * scale)), max(1, round(h * scale)))
        image = pygame.transform.smoothscale(image, size)
        image.set_alpha(round(255 * min(1.0, (1 - t) * 3)))
        x, y = popup.pos[0], popup.pos[1] - 34 * t
        # a popup over the top panel would rise off the window: keep it whole on screen (and
        # inside its room, when it has one)
        rect = image.get_rect(center=(round(x), round(y)))
        if popup.room is not None:
            rect = rect.clamp(popup.room)
            self.theme.bounds(surface, popup.room, "popup")
        rect = rect.clamp(surface.get_rect())
        surface.blit(image, rect)
        step = rect.h / len(lines)
        for k, (line, line_size) in enumerate(lines):
            self.theme.record_text(surface, line, pygame.Rect(rect.x, round(rect.y + k * step), rect.w, round(step)),
                                   line_size * scale)

    def _popup_image(self, text: str, colour: Color, size: int, room: int
                     ) -> tuple[pygame.Surface, list[tuple[str, int]]]:
        """The pill for ``text`` no wider than ``room``: at ``size``, or smaller down to
        two thirds of it, else on two lines (a long translation of BINGO!); and its lines."""
        key = (text, colour, size, room)
        cached = self._popup_cache.get(key)
        if cached is not None:
            return cached
        lines = [text]
        for fitted in range(size, min(size, max(MIN_TEXT_PX, size * 2 // 3)) - 1, -1):
            if self.theme.font_for(text, fitted, bold=True).size(text)[0] + fitted <= room:
                break
        else:
            font = self.theme.font_for(text, fitted, bold=True)
            lines = wrap_text(font, text, room - fitted)
        size = fitted
        font = self.theme.font_for(text, size, bold=True)
        ink = lerp_color(colour, (255, 255, 255), 0.3)
        rows = [font.render(line, True, ink) for line in lines]
        pad_x, pad_y = size // 2, size // 6
        glyphs_w = max(row.get_width() for row in rows)
        step = font.get_linesize()
        image = pygame.Surface((min(room, glyphs_w + 2 * pad_x), step * len(rows) + 2 * pad_y), pygame.SRCALPHA)
        box = image.get_rect()
        radius = min(box.h, step + 2 * pad_y) // 2
        pygame.draw.rect(image, (26, 16, 10, 235), box, border_radius=radius)
        pygame.draw.rect(image, (*colour, 255), box, max(2, size // 12), border_radius=radius)
        for k, row in enumerate(rows):
            image.blit(row, row.get_rect(center=(box.centerx, pad_y + k * step + step // 2)))
        if len(self._popup_cache) > 40:
            self._popup_cache.clear()
        made = image, [(line, size) for line in lines]
        self._popup_cache[key] = made
        return made


def draw_banner(
    surface: pygame.Surface, theme: Theme, area: pygame.Rect, grid: pygame.Rect, font: int,
    text: str, last_play: set[Square], blanks: Collection[int] = (),
) -> None:
    """Big news across the board ``area``, kept off the squares of ``last_play``; the letters
    at ``blanks`` (a play it quotes) are drawn as blank tiles."""
    f = font + 4
    lines = wrap_marked(theme.font_for(text, f, True), text, blanks, area.w - 80)[:3]
    step = theme.px(f) + 8  # as drawn (the Text size setting), with air between the lines
    box = pygame.Rect(0, 0, area.w - 40, len(lines) * step + 28)
    box.center = area.center
    if last_play:
        # the news is about the word just played: keep that word in sight
        rows = [r for r, _ in last_play]
        box.centery = grid.y + grid.h * (3 if sum(rows) / len(rows) < 7.5 else 1) // 4
    theme.panel(surface, box, alpha=245)
    for k, (line, marks) in enumerate(lines):
        draw_marked_centred(surface, theme, line, marks, f, (box.centerx, box.y + 14 + k * step),
                            theme.palette.accent, bold=True)


_NOTE_PILLS: dict[tuple[tuple[int, int], Color], pygame.Surface] = {}


def draw_note(surface: pygame.Surface, theme: Theme, area: pygame.Rect, font: int, text: str, bad: bool,
              blanks: Collection[int] = ()) -> None:
    """A short message in a pill along the bottom of the board ``area``; red-edged when ``bad``."""
    p = theme.palette
    f = font
    box, lines = _note_layout(theme, area, font, text, blanks)
    edge = p.bad if bad else p.accent
    key = (box.size, edge)
    shade = _NOTE_PILLS.get(key)
    if shade is None:  # made once for the note, not each frame it stays
        if len(_NOTE_PILLS) > 8:
            _NOTE_PILLS.clear()
        shade = _NOTE_PILLS[key] = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (30, 20, 14, 235), shade.get_rect(), border_radius=box.h // 2)
        pygame.draw.rect(shade, (*edge, 255), shade.get_rect(), 2, border_radius=box.h // 2)
    surface.blit(shade, box)
    theme.bounds(surface, box, "note")
    for k, (line, marks) in enumerate(lines):
        draw_marked_centred(surface, theme, line, marks, f, (box.centerx, box.y + 8 + k * note_step(theme, f)), p.text)


def note_step(theme: Theme, font: int) -> int:
    """A note's line step: its text as drawn (the Text size setting) and a little air."""
    return theme.px(font) + 6


def note_rect(theme: Theme, area: pygame.Rect, font: int, text: str, blanks: Collection[int] = ()) -> pygame.Rect:
    """Where :func:`draw_note` puts the pill for ``text``."""
    return _note_layout(theme, area, font, text, blanks)[0]


def _note_layout(theme: Theme, area: pygame.Rect, font: int, text: str, blanks: Collection[int]
                 ) -> tuple[pygame.Rect, list[tuple[str, frozenset[int]]]]:
    lines = wrap_marked(theme.font_for(text, font), text, blanks, area.w - 80)[:4]
    widest = max((marked_width(theme.font_for(ln, font), ln, m, font) for ln, m in lines), default=0)
    box = pygame.Rect(0, 0, min(area.w - 40, widest + 40), len(lines) * note_step(theme, font) + 16)
    box.midbottom = (area.centerx, area.bottom - 12)
    return box, lines
