"""The tile draw's picture: the bag, the seats' plates and slots, the tiles in
flight and dealt, the banner.  ``draw`` only reads the scene's state."""

from __future__ import annotations

import math

import pygame

from game.i18n import _
from game.jobs import SharedProgress
from game.rules.ruleset import RuleSet
from game.rules.tiles import BLANK, RACK_SIZE
from game.setup.seats import SeatConfig, kind_short
from game.ui.scene import Scene
from game.ui.scenes.tile_draw_parts.pieces import Deal, Flying, Step, ordinal
from game.ui.text_wrap import wrap_text
from game.ui.theme import lerp_color, seat_colour
from game.ui.tween import Tween
from game.ui.views.tile_view import TileRenderer
from game.ui.widgets import MIN_TEXT_PX, Button, ButtonBar, draw_progress_bar

#: the room kept clear on each side of the rule under the title, so no line touches the window's edge
RULE_MARGIN = 40


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
            self._draw_notice(surface, h * 0.06 + title * 0.75)
        else:
            self._draw_rule(surface, rule, h * 0.06 + title)
        self._draw_bag(surface)
        self._draw_seats(surface)
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
        r = self.bag_rect
        if r.w <= 0:
            return
        shake = math.sin(self.time * 40) * self.bag_shake * r.w * 0.06
        pulse = 1 + 0.05 * self.bag_pulse
        if self.waiting:
            pulse += 0.03 * math.sin(self.time * 6)  # breathing: "click me"
        body = pygame.Rect(0, 0, int(r.w * pulse), int(r.h * 0.78 * pulse))
        body.midbottom = (round(r.centerx + shake), r.bottom)
        cloth = (112, 46, 96)
        dark = lerp_color(cloth, (0, 0, 0), 0.35)
        light = lerp_color(cloth, (255, 255, 255), 0.18)
        pygame.draw.ellipse(surface, (30, 18, 12), body.move(6, 8))
        pygame.draw.ellipse(surface, dark, body)
        pygame.draw.ellipse(surface, cloth, body.inflate(-6, -6).move(-2, -3))
        pygame.draw.ellipse(surface, light, pygame.Rect(body.x + body.w * 0.2, body.y + body.h * 0.12,
                                                         body.w * 0.25, body.h * 0.3))
        neck = pygame.Rect(0, 0, int(body.w * 0.42), int(r.h * 0.22))
        neck.midbottom = (body.centerx, round(body.y + body.h * 0.14))
        pygame.draw.polygon(surface, cloth, [
            (neck.left, neck.top), (neck.right, neck.top),
            (neck.right - neck.w * 0.2, neck.bottom), (neck.left + neck.w * 0.2, neck.bottom),
        ])
        pygame.draw.line(surface, (230, 190, 90), (neck.left + neck.w * 0.15, neck.bottom - 4),
                         (neck.right - neck.w * 0.15, neck.bottom - 4), max(3, r.w // 30))
        # Translators: printed across the cloth bag the tiles are drawn from: one short word
        self.ctx.theme.text(surface, _("TILES"), max(12, r.w // 6), body.center, (238, 210, 140), bold=True,
                            anchor="center")
        if self.waiting:
            pygame.draw.ellipse(surface, self.ctx.theme.palette.highlight, body.inflate(10, 10), 3)

    def _bag_mouth(self) -> tuple[float, float]:
        return (self.bag_rect.centerx, self.bag_rect.y + self.bag_rect.h * 0.3)

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
            pygame.draw.rect(surface, color if lit else lerp_color(color, p.panel, 0.45), plate, border_radius=12)
            if lit:
                pygame.draw.rect(surface, p.highlight, plate, 3, border_radius=12)
            theme.bounds(surface, plate, "name plate")
            base_h = max(44, h // 13)
            size = self._name_size()
            step_y = theme.font_for(seat.name, size, bold=True).get_linesize()
            y = plate.y + base_h * 0.38
            names.append([])
            for line in self.name_lines[i]:
                names[-1].append(theme.text(surface, line, size, (plate.centerx, y), (30, 18, 10), bold=True,
                                            anchor="center"))
                y += step_y
            kind = kind_short(seat.kind)
            theme.text(surface, kind, max(MIN_TEXT_PX, base_h // 4), (plate.centerx, plate.bottom - base_h * 0.22),
                       (50, 32, 20), anchor="center")
        self.name_rects = names

    def _draw_badges(self, surface: pygame.Surface) -> None:
        """The order the draw decided, a badge beside each seat's tile, where it covers no
        name however long.  Drawn over the tiles: the smaller ones a tie left beside the
        tile would hide it, and once the order is known they tell nothing more."""
        theme = self.ctx.theme
        p = theme.palette
        badges: list[pygame.Rect] = []
        if self.announced:
            badge = max(16, max(44, surface.get_height() // 13) // 2)
            for i, slot in enumerate(self.slots):
                if i not in self.order:
                    continue
                place = self.order.index(i)
                center = (slot.left - 8 - badge, slot.centery)
                badges.append(pygame.Rect(center[0] - badge, center[1] - badge, badge * 2, badge * 2))
                pygame.draw.circle(surface, p.accent if place == 0 else p.panel_edge, center, badge)
                pygame.draw.circle(surface, (30, 18, 10), center, badge, 2)
                theme.text(surface, ordinal(place), int(badge * 0.8), center,
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
            # Translators: shown under a drawn blank tile
            self.ctx.theme.text(surface, _("blank!"), max(11, self.tile_size // 4),
                                (rect.centerx, rect.bottom + 4), self.ctx.theme.palette.accent, bold=True,
                                anchor="midtop")

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
        box = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (20, 12, 8, 170), box.get_rect(), border_radius=back.h // 2)
        surface.blit(box, back)
        surface.blit(image, rect)
