"""The tile draw's picture: the bag, the seats' plates and slots, the tiles in
flight and dealt, the banner.  ``draw`` only reads the scene's state."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.jobs import SharedProgress
from game.rules.ruleset import RuleSet
from game.rules.tiles import BLANK, RACK_SIZE
from game.setup.seats import SeatConfig, kind_short
from game.ui.scene import Scene
from game.ui.scenes.tile_draw_parts.pieces import Deal, Flying, Step, ordinal
from game.ui.seat_shapes import draw_seat_shape
from game.ui.text_wrap import wrap_text
from game.ui.theme import Color, Palette, ink_on, lerp_color, seat_colour
from game.ui.tween import Tween
from game.ui.views.tile_view import TileRenderer
from game.ui.widgets import MIN_TEXT_PX, Button, ButtonBar, draw_progress_bar

#: the room kept clear on each side of the rule under the title, so no line touches the window's edge
RULE_MARGIN = 40


def plate_fill(colour: Color, lit: bool, palette: Palette) -> Color:
    """A seat's name plate: its colour while it draws, dimmed toward the panel otherwise."""
    return colour if lit else lerp_color(colour, palette.panel, 0.65)


def plate_mark_size(base_h: int) -> int:
    """How wide the seat's mark is on a name plate ``base_h`` pixels tall (one line)."""
    return max(10, base_h * 3 // 10)


def plate_mark_room(base_h: int) -> int:
    """The room a name keeps clear on each side of a plate, for the mark on its left."""
    return plate_mark_size(base_h) + 10


def plate_mark_centre(plate: pygame.Rect, base_h: int) -> tuple[int, int]:
    """Where the seat's mark sits on its plate: at the left, level with the first line."""
    return (plate.x + 8 + plate_mark_size(base_h) // 2, round(plate.y + base_h * 0.38))


class TileDrawPicture(Scene):
    """How :class:`~game.ui.scenes.tile_draw.TileDrawScene` draws itself."""

    seats: list[SeatConfig]
    rules: RuleSet
    size: tuple[int, int]
    stacking: bool
    tiles: TileRenderer
    tile_size: int
    bag_rect: pygame.Rect
    slots: list[pygame.Rect]
    plates: list[pygame.Rect]
    name_lines: list[list[str]]
    name_rects: list[list[pygame.Rect]]
    badge_rects: list[pygame.Rect]
    label_rects: list[pygame.Rect]  # the "blank!" under a blank drawn, as last drawn
    banner_rect: pygame.Rect  # the banner's box, as last drawn
    flying: list[Flying]
    deals: list[Deal]
    banner: str
    banner_tween: Tween
    bag_shake: float
    bag_pulse: float
    time: float
    waiting: bool
    announced: bool
    game: object
    lexicon_note: str | None
    lexicon_error: str | None
    progress_rect: pygame.Rect
    compile_progress: SharedProgress
    draw_button: Button
    buttons: ButtonBar

    # Declared here for the drawing's types; TileDrawScene defines them (the
    # picture is only ever drawn as part of that scene).
    @property
    def step(self) -> Step | None:
        raise NotImplementedError("TileDrawScene defines step")

    @property
    def order(self) -> tuple[int, ...]:
        raise NotImplementedError("TileDrawScene defines order")

    @property
    def draws_ahead(self) -> bool:
        raise NotImplementedError("TileDrawScene defines draws_ahead")

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        p = theme.palette
        theme.draw_background(surface)
        w, h = surface.get_size()
        title = max(22, h // 22)
        theme.text(surface, _("Who goes first?"), title, (w / 2, h * 0.06), p.accent, bold=True,
                   anchor="center", shadow=True)
        whole_order = self.rules.turn_order.value == "all_by_tile"
        if self.stacking:
            rule = (_("Lowest tile goes first. The tiles decide the whole order.") if whole_order
                    else _("Lowest tile goes first. Then play goes round the table."))
        else:
            rule = (_("Lowest tile goes first, a blank beats A. The tiles decide the whole order.") if whole_order
                    else _("Lowest tile goes first, a blank beats A. Then play goes round the table."))
        if self.lexicon_note:
            self._draw_notice(surface, h * 0.06 + theme.px(title) * 0.75)
        else:
            self._draw_rule(surface, rule, h * 0.06 + theme.px(title))
        self._draw_bag(surface)
        self._draw_seats(surface)
        self.label_rects = []
        for fly in self.flying:
            self._draw_flying(surface, fly)
        for deal in self.deals:
            self._draw_deal(surface, deal)
        self._draw_badges(surface)
        self._draw_banner(surface)
        if self.step is not None and self.step.kind == "deal" and self.game is None:
            msg = self.lexicon_error or _("Getting the word list ready...")
            color = p.bad if self.lexicon_error else p.text_dim
            size = max(14, h // 40)
            # wrapped: the reason may name a long path
            for k, line in enumerate(wrap_text(theme.font_for(msg, size), msg, min(w - 80, 900))):
                theme.text(surface, line, size, (w / 2, h * 0.5 + k * (size + 6)), color, anchor="center")
            if self.lexicon_error is None and self.compile_progress.running:
                draw_progress_bar(surface, theme, self.progress_rect, self.compile_progress.fraction)
        self.draw_button.enabled = self.waiting or self.draws_ahead
        self.buttons.draw(surface, theme)

    def _draw_rule(self, surface: pygame.Surface, rule: str, centre_y: float) -> None:
        """How the order is drawn, under the title: wrapped with a margin on each side, as
        a translation may be longer than the window is wide; the first line stays where a
        one-line rule is centred, so the seats below keep their places."""
        theme = self.ctx.theme
        w, h = surface.get_size()
        size = max(13, h // 46)
        font = theme.font_for(rule, size)
        step = font.get_linesize()
        for k, line in enumerate(wrap_text(font, rule, min(w - 2 * RULE_MARGIN, 900))):
            theme.text(surface, line, size, (w / 2, centre_y + k * step), theme.palette.text_dim, anchor="center")

    def _slot_for(self, fly: Flying) -> pygame.Rect:
        rect = self.slots[fly.seat].copy()
        if fly.dim:
            # an older tile sits smaller, to the left of the redraw
            older = sum(1 for f in self.flying if f.seat == fly.seat and f.dim and f.round < fly.round)
            small = int(self.tile_size * 0.6)
            rect = pygame.Rect(0, 0, small, small)
            rect.midright = (self.slots[fly.seat].left - 8 - older * (small + 4), self.slots[fly.seat].centery)
        return rect

    def _draw_notice(self, surface: pygame.Surface, top: float) -> None:
        """The word-list problem in a box under the title, wrapped, never cut off."""
        theme = self.ctx.theme
        p = theme.palette
        w, h = surface.get_size()
        size = max(14, min(20, h // 40))
        note = self.lexicon_note or ""
        font = theme.font_for(note, size)
        lines = wrap_text(font, note, min(w - 80, 900))
        box = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + 40, len(lines) * (size + 6) + 16)
        box.midtop = (w // 2, round(top))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (30, 20, 14, 235), shade.get_rect(), border_radius=14)
        pygame.draw.rect(shade, (*p.bad, 255), shade.get_rect(), 2, border_radius=14)
        surface.blit(shade, box)
        for k, line in enumerate(lines):
            theme.text(surface, line, size, (box.centerx, box.y + 8 + k * (size + 6)), p.text, anchor="midtop")

    def _draw_bag(self, surface: pygame.Surface) -> None:
        """The cloth bag the tiles come out of: a sack with a gathered, tied neck, in the
        theme's colours; it breathes while a person is to draw, jumps when a tile leaves
        it and shakes when the tiles go back."""
        r = self.bag_rect
        if r.w <= 0:
            return
        p = self.ctx.theme.palette
        shake = math.sin(self.time * 40) * self.bag_shake * r.w * 0.06
        pulse = 1 + 0.05 * self.bag_pulse
        if self.waiting:
            pulse += 0.03 * math.sin(self.time * 6)  # breathing: "click me"
        sack = sack_shape(r, pulse, shake)
        cloth = p.blank_text
        dark = lerp_color(cloth, p.table_bottom, 0.55)
        light = lerp_color(cloth, p.blank_tile, 0.3)
        cord, knot = p.accent, p.accent_dark
        floor = pygame.Rect(0, 0, int(r.w * 0.9 * pulse), max(6, r.h // 9))
        floor.center = (round(r.centerx + shake * 0.5), r.bottom - floor.h // 4)
        pygame.draw.ellipse(surface, lerp_color(p.table_bottom, (0, 0, 0), 0.5), floor)
        pygame.draw.polygon(surface, cloth, sack.ruffle)
        pygame.draw.polygon(surface, dark, sack.ruffle, max(2, r.w // 60))
        pygame.draw.polygon(surface, cloth, sack.body)
        # the shade on the right and a sheen on the left give the cloth its roundness
        pygame.draw.polygon(surface, lerp_color(cloth, dark, 0.45), sack.shade)
        pygame.draw.ellipse(surface, light, sack.sheen)
        for fold in sack.folds:
            pygame.draw.lines(surface, dark, False, fold, max(2, r.w // 70))
        pygame.draw.polygon(surface, dark, sack.body, max(2, r.w // 50))
        if self.waiting:
            pygame.draw.polygon(surface, p.highlight, sack.body, 3)
        # the cord round the neck, its knot and two loose ends
        pygame.draw.rect(surface, knot, sack.tie.move(0, 2), border_radius=sack.tie.h // 2)
        pygame.draw.rect(surface, cord, sack.tie, border_radius=sack.tie.h // 2)
        for end in sack.cord_ends:
            pygame.draw.line(surface, cord, end[0], end[1], max(2, sack.tie.h // 2))
            pygame.draw.circle(surface, knot, end[1], max(2, sack.tie.h // 2))
        pygame.draw.circle(surface, knot, sack.knot, max(3, sack.tie.h * 3 // 4))

    def _bag_mouth(self) -> tuple[float, float]:
        return (self.bag_rect.centerx, self.bag_rect.y + self.bag_rect.h * 0.12)

    def plate_base(self, h: int) -> int:
        """A one-line name plate's height in a window ``h`` tall: room for the name and the
        seat's kind under it as the Text size setting draws them."""
        theme = self.ctx.theme
        least = max(44, h // 13)
        lines = (theme.font(self._name_size(), bold=True).get_linesize()
                 + theme.font(max(MIN_TEXT_PX, least // 4)).get_linesize())
        return max(least, lines + 8)

    def _draw_seats(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        p = theme.palette
        w, h = surface.get_size()
        step = self.step
        drawing_seat = step.drawn.seat if step is not None and step.kind == "draw" and step.drawn else None
        names: list[list[pygame.Rect]] = []
        for i, seat in enumerate(self.seats):
            slot = self.slots[i]
            color = seat_colour(i)
            # the empty slot where the tile will land
            pygame.draw.rect(surface, lerp_color(p.table_bottom, (0, 0, 0), 0.25), slot.inflate(8, 8),
                             border_radius=8)
            plate = self.plates[i]
            lit = drawing_seat == i
            pygame.draw.rect(surface, (24, 14, 8), plate.move(0, 4), border_radius=12)
            fill = plate_fill(color, lit, p)
            ink = ink_on(fill, p)  # dark on a lit plate, cream on a dimmed one
            pygame.draw.rect(surface, fill, plate, border_radius=12)
            if lit:
                pygame.draw.rect(surface, p.highlight, plate, 3, border_radius=12)
            base_h = self.plate_base(h)
            # the seat's mark, in the label's ink: the plate itself is the seat's colour
            draw_seat_shape(surface, color, plate_mark_centre(plate, base_h), plate_mark_size(base_h),
                           fill=ink, outline=None)
            theme.bounds(surface, plate, "name plate")
            size = self._name_size()
            step_y = theme.font_for(seat.name, size, bold=True).get_linesize()
            y = plate.y + base_h * 0.38
            names.append([])
            for line in self.name_lines[i]:
                names[-1].append(theme.text(surface, line, size, (plate.centerx, y), ink, bold=True,
                                            anchor="center"))
                y += step_y
            kind = kind_short(seat.kind)
            theme.text(surface, kind, max(MIN_TEXT_PX, max(44, h // 13) // 4),
                       (plate.centerx, plate.bottom - 4), ink, anchor="midbottom")
        self.name_rects = names

    def _draw_badges(self, surface: pygame.Surface) -> None:
        """The order the draw decided, a badge beside each seat's tile, where it covers no
        name however long.  Drawn over the tiles: the smaller ones a tie left beside the
        tile would hide it, and once the order is known they tell nothing more."""
        theme = self.ctx.theme
        p = theme.palette
        badges: list[pygame.Rect] = []
        if self.announced:
            asked = max(16, max(44, surface.get_height() // 13) // 2)
            size = int(asked * 0.8)
            # the disc grows round bigger text (the Text size setting) and keeps off the window's edge
            badge = max(asked, theme.px(size) + 4)
            for i, slot in enumerate(self.slots):
                if i not in self.order:
                    continue
                place = self.order.index(i)
                center = (max(slot.left - 8 - badge, badge + 14), slot.centery)
                badges.append(pygame.Rect(center[0] - badge, center[1] - badge, badge * 2, badge * 2))
                pygame.draw.circle(surface, p.accent if place == 0 else p.panel_edge, center, badge)
                pygame.draw.circle(surface, (30, 18, 10), center, badge, 2)
                theme.text(surface, ordinal(place), size, center,
                           (30, 18, 10) if place == 0 else p.text, bold=True, anchor="center")
        self.badge_rects = badges

    def _name_size(self) -> int:
        return max(16, max(44, self.size[1] // 13) * 2 // 5)

    def _rack_slot(self, seat: int, index: int) -> pygame.Rect:
        w, h = self.size
        size = max(12, min(self.tile_size // 2, int(w / len(self.seats) / (RACK_SIZE + 1.5))))
        slot = self.slots[seat]
        total = RACK_SIZE * size + (RACK_SIZE - 1) * 3
        x = slot.centerx - total // 2 + index * (size + 3)
        y = self.plates[seat].bottom + 12
        return pygame.Rect(x, y, size, size)

    def _draw_flying(self, surface: pygame.Surface, fly: Flying) -> None:
        target = self._slot_for(fly)
        mouth = self._bag_mouth()
        t = fly.travel.value
        if fly.back_home is not None:
            t = 1 - fly.back_home.value
            if fly.back_home.done:
                return
        size = max(8, int(target.w * (0.45 + 0.55 * t)))
        # an arc: up out of the bag, then down to the slot
        x = mouth[0] + (target.centerx - mouth[0]) * t
        y = mouth[1] + (target.centery - mouth[1]) * t - math.sin(math.pi * t) * self.tile_size * 0.9
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(x), round(y))
        flip = fly.flip.value if fly.back_home is None else 0.0
        if fly.back_home is not None and not fly.back_home.done:
            flip = 1.0 if fly.back_home.value < 0.3 else 0.0
        if fly.travel.progress <= 0 and fly.back_home is None:
            return
        self.tiles.draw_flipping(surface, fly.tile, rect, flip, dim=fly.dim)
        if flip >= 1 and fly.tile == BLANK and not fly.dim and fly.back_home is None:
            # Translators: shown beside a drawn blank tile
            text = _("blank!")
            size, at, anchor = self._blank_label_place(rect, text)
            self.label_rects.append(self.ctx.theme.text(surface, text, size, at, self.ctx.theme.palette.accent,
                                                        bold=True, anchor=anchor))

    def _blank_label_place(self, tile: pygame.Rect, text: str) -> tuple[int, tuple[int, int], str]:
        """The size, place and anchor of "blank!", clear of the seat's name plate under the
        tile: over the tile when the banner above leaves room, else to its right, smaller
        if the seat's column needs it, else on the tile's lower half."""
        w, h = self.size
        gap = 4
        size = max(11, self.tile_size // 4)
        label_h = self.ctx.theme.font_for(text, size, bold=True).get_linesize()
        if tile.top - gap - label_h >= self._banner_bottom() + 2:
            return size, (tile.centerx, tile.top - gap), "midbottom"
        room = min(tile.centerx + w / (2 * len(self.seats)), w) - 2 - tile.right - gap
        for smaller in range(size, 10, -1):
            if self.ctx.theme.font_for(text, smaller, bold=True).size(text)[0] <= room:
                return smaller, (tile.right + gap, tile.centery), "midleft"
        return size, (tile.centerx, tile.bottom - gap), "midbottom"

    def _banner_bottom(self) -> float:
        """The lowest row the banner's box can reach (as :meth:`_draw_banner` places it)."""
        h = self.size[1]
        size = max(18, h // 26)
        line = self.ctx.theme.font_for(self.banner or "Ag", size, bold=True).get_linesize()
        return self.bag_rect.bottom + max(18, h // 28) + (line + 14) / 2 + 1

    def _draw_deal(self, surface: pygame.Surface, deal: Deal) -> None:
        if deal.travel.progress <= 0:
            return
        target = self._rack_slot(deal.seat, deal.index)
        mouth = self._bag_mouth()
        t = deal.travel.value
        x = mouth[0] + (target.centerx - mouth[0]) * t
        y = mouth[1] + (target.centery - mouth[1]) * t - math.sin(math.pi * t) * self.tile_size * 0.6
        rect = target.copy()
        rect.center = (round(x), round(y))
        self.tiles.draw(surface, "", rect, face_down=True)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        self.banner_rect = pygame.Rect(0, 0, 0, 0)
        if not self.banner:
            return
        theme = self.ctx.theme
        w, h = surface.get_size()
        size = max(18, h // 26)
        grow = self.banner_tween.value
        y = self.bag_rect.bottom + max(18, h // 28)
        text = self.banner
        font = theme.font_for(text, size, bold=True)  # a Chinese name in an English game too
        while font.size(text)[0] > w - 60 and len(text) > 12:
            text = text[:-4] + "…"
        image = font.render(text, True, theme.palette.text)
        if grow < 1:
            image = pygame.transform.smoothscale_by(image, max(0.05, grow))
        rect = image.get_rect(center=(w // 2, y))
        back = rect.inflate(36, 14)
        self.banner_rect = back
        box = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (20, 12, 8, 170), box.get_rect(), border_radius=back.h // 2)
        surface.blit(box, back)
        surface.blit(image, rect)


@dataclass(frozen=True)
class Sack:
    """The bag's outline and details, in window coordinates (see :func:`sack_shape`)."""

    body: list[tuple[float, float]]  # the round of the sack, from the neck down and back
    ruffle: list[tuple[float, float]]  # the cloth gathered above the tie, scalloped at the top
    shade: list[tuple[float, float]]  # the right side, in shadow
    sheen: pygame.Rect  # a soft light on the left shoulder
    folds: list[list[tuple[float, float]]]  # creases running down from the neck
    tie: pygame.Rect  # the cord round the neck
    knot: tuple[int, int]
    cord_ends: list[tuple[tuple[int, int], tuple[int, int]]]


def sack_shape(rect: pygame.Rect, scale: float = 1.0, shift: float = 0.0) -> Sack:
    """A cloth sack standing in ``rect``: a body widest low down with a flat-ish bottom,
    a neck a quarter of its width tied with a cord, the cloth above the tie flared and
    scalloped.  ``scale`` grows it about its bottom centre, ``shift`` moves it sideways."""
    w, h = rect.w * scale, rect.h * scale
    cx, bottom = rect.centerx + shift, rect.bottom

    def at(x: float, y: float) -> tuple[float, float]:
        """A point given as fractions: x from the centre line, y from the top (0) to the bottom (1)."""
        return (cx + x * w, bottom - (1 - y) * h)

    neck_y, neck = 0.25, 0.12  # where the cord is and the neck's half width there
    widest = 0.72  # the body is widest here, then rounds off to its bottom
    right: list[tuple[float, float]] = []
    steps = 18
    for k in range(steps + 1):
        u = k / steps
        y = neck_y + (1 - neck_y) * u
        if u <= widest:
            half = neck + (0.5 - neck) * (1 - (1 - u / widest) ** 2)
        else:
            half = 0.5 * max(0.0, 1 - ((u - widest) / (1 - widest)) ** 3) ** (1 / 3)
        right.append((half, y))
    body = [at(x, y) for x, y in right] + [at(-x, y) for x, y in reversed(right)]
    # a crescent along the right side, widest where the sack is
    shade = [at(x * (1 - 0.9 * x), y) for x, y in right[1:]] + [at(x, y) for x, y in reversed(right[1:])]
    top = 0.04
    ruffle = [at(-neck, neck_y), at(-0.22, top + 0.03)]
    for k in range(4):  # the scallops of the gathered cloth's edge
        x0 = -0.22 + 0.11 * k
        ruffle += [at(x0 + 0.055, top - 0.02), at(x0 + 0.11, top + 0.03)]
    ruffle.append(at(neck, neck_y))
    sheen = pygame.Rect(0, 0, round(w * 0.2), round(h * 0.26))
    sheen.center = (round(cx - w * 0.22), round(bottom - (1 - 0.52) * h))
    folds = [[at(sx * 0.08, neck_y + 0.02), at(sx * 0.16, neck_y + 0.16), at(sx * 0.2, neck_y + 0.3)]
             for sx in (-1, 1)]
    folds.append([at(0.0, neck_y + 0.03), at(0.01, neck_y + 0.2)])
    tie = pygame.Rect(0, 0, round(w * (2 * neck + 0.06)), max(4, round(h * 0.05)))
    tie.center = (round(cx), round(bottom - (1 - neck_y) * h))
    knot = (round(cx + w * 0.06), tie.centery)
    cord_ends = [(knot, (round(knot[0] + w * dx), round(knot[1] + h * dy))) for dx, dy in ((0.05, 0.12), (0.12, 0.09))]
    return Sack(body, ruffle, shade, sheen, folds, tie, knot, cord_ends)
