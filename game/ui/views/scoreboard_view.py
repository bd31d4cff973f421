"""The scoreboard: one panel per player, the player to move highlighted.

Each panel shows the name in the seat colour, the score, the rack size (as
small tile backs, never the letters), a "loses a turn" badge after a failed
double challenge, hints left, the marks of the seat's handicap (its word
list, clock or head start where it differs from the game's: small chips
after the name, else after the badges), and for the player to move the turn
clock or the "thinking…" dots of a computer player.  Under it, the bag line: the
sack, the tiles left in it and the tiles the viewer has not seen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.i18n import _, ngettext
from game.rules.clock import TurnClock
from game.words.turns import lost_turns_text

from ..seat_shapes import draw_seat_shape
from ..text_wrap import fit_words
from ..theme import ACTIVE_PANEL_TINT, Color, Theme, lerp_color
from ..widgets import MIN_TEXT_PX
from . import clock_view


@dataclass(frozen=True)
class PlayerPanel:
    name: str
    score: int
    colour: Color
    computer: bool
    rack_size: int
    lost_turns: int = 0
    hints_left: int | None = 0  # None = unlimited
    shown_score: float | None = None  # the animated score while it counts up
    #: the seat's handicap in a word or two each (``game.ui.play.seat_marks``); none without one
    marks: tuple[str, ...] = ()
    #: the seat plays from a phone: True while it is connected, False when it is gone;
    #: None for a seat played on the TV
    phone: bool | None = None
    #: a team's partners' seat colours (docs/rules.md, "Teams"): their marks go before
    #: the team's name, one each; () for a player on their own
    partner_colours: tuple[Color, ...] = ()


def panel_rects(rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    gap = 6
    h = (rect.h - gap * (count - 1)) // max(1, count)
    return [pygame.Rect(rect.x, rect.y + i * (h + gap), rect.w, h) for i in range(count)]


def draw_scoreboard(
    surface: pygame.Surface,
    theme: Theme,
    rect: pygame.Rect,
    panels: list[PlayerPanel],
    current: int | None,
    clock: TurnClock | None,
    thinking: bool,
    pulse: float,
    font: int,
) -> None:
    p = theme.palette
    for i, (panel, box) in enumerate(zip(panels, panel_rects(rect, len(panels)))):
        active = i == current
        fill = lerp_color(p.panel, panel.colour, ACTIVE_PANEL_TINT if active else 0.06)
        radius = max(6, box.h // 5)
        pygame.draw.rect(surface, (24, 14, 8), box.move(0, 3), border_radius=radius)
        pygame.draw.rect(surface, fill, box, border_radius=radius)
        edge = p.highlight if active else p.panel_edge
        pygame.draw.rect(surface, edge, box, width=3 if active else 1, border_radius=radius)
        stripe = pygame.Rect(box.x + 6, box.y + 6, max(5, box.h // 9), box.h - 12)
        pygame.draw.rect(surface, panel.colour, stripe, border_radius=stripe.w // 2)
        x = stripe.right + 10
        theme.bounds(surface, box, "score panel")
        score = panel.shown_score if panel.shown_score is not None else panel.score
        right = box.right - 12
        ring = max(10, box.h // 2 - 8) if active and clock is not None and clock.enabled else 0
        # the score fills half the panel's height (more with bigger text, as far as the panel allows)
        score_size = max(theme.px(font + 6), min(theme.px(box.h // 2), box.h * 3 // 5))
        score_left = right - (2 * ring + 12 if ring else 0) - theme.glyph_font(score_size, True).size(str(round(score)))[0]
        name_size = font + 2
        name_font = theme.font_for(panel.name, name_size, active)
        # the seat's mark before the name, for eyes that cannot tell the colours apart
        mark = max(10, round(name_size * 0.8))
        name_x = x
        for colour in panel.partner_colours or (panel.colour,):  # a team shows both partners' marks
            draw_seat_shape(surface, colour, (name_x + mark / 2, box.y + 6 + name_font.get_height() / 2), mark)
            name_x += mark + 6
        template = _("{name} (computer)") if panel.computer else "{name}"
        suffix = template.format(name="")
        # a long name is cut after a whole word, clear of the score; the font stays
        room = score_left - 10 - name_x - name_font.size(suffix)[0]
        shown_name = template.format(name=fit_words(name_font, panel.name, room))
        named = theme.text(surface, shown_name, name_size, (name_x, box.y + 6), p.text, bold=active)
        if panel.phone is not None:
            named = named.union(draw_phone_mark(surface, theme, named, panel.phone))
        # the rack as tile backs: how many tiles, never which
        tw = max(6, min(12, box.h // 5))
        ty = box.bottom - tw - 8
        for k in range(panel.rack_size):
            pygame.draw.rect(surface, (170, 112, 62), (x + k * (tw + 3), ty, tw, tw), border_radius=2)
        badges = []
        if panel.lost_turns:
            badges.append((lost_turns_text(panel.lost_turns, team=bool(panel.partner_colours)), p.bad))
        if panel.hints_left is None:
            badges.append((_("unlimited hints"), p.text_dim))
        elif panel.hints_left > 0:
            badges.append((_("hints: {n}").format(n=panel.hints_left), p.text_dim))
        bx = x + 7 * (tw + 3) + 8
        for text, colour in badges:
            r = theme.text(surface, text, max(MIN_TEXT_PX, font - 3), (bx, ty + tw / 2), colour, anchor="midleft")
            bx = r.right + 10
        if panel.marks:
            # a row of their own between the name and the tile backs where the panel is tall
            # enough (the play scene makes it so), then after the name, then after the badges;
            # always clear of the score, and of the hints-left line beside the tile backs,
            # whose text stands taller than the tile backs do
            chip_h = theme.font(max(MIN_TEXT_PX, font - 3)).get_height()
            low_top = min(ty, ty + tw / 2 - chip_h / 2) - 2
            rows = [(bx, score_left - 8, ty + tw / 2)]
            if named.centery + chip_h / 2 <= low_top:
                rows.insert(0, (named.right + 8, score_left - 8, named.centery))
            if low_top - named.bottom >= chip_h:
                rows.insert(0, (x, score_left - 8, (named.bottom + low_top) / 2))
            draw_marks(surface, theme, panel.marks, rows, max(MIN_TEXT_PX, font - 3), panel.colour)
        if ring and clock is not None:
            clock_view.draw_ring(surface, theme, (right - ring, box.centery), ring, clock, pulse)
            right -= 2 * ring + 12
        theme.text(surface, str(round(score)), score_size, (right, box.centery),
                   p.accent if active else p.text, bold=True, anchor="midright", fitted=True)
        if active and thinking:
            # beside the tile backs, where a long name cannot reach
            dots = "." * (1 + int(pulse * 3) % 3)
            # Translators: a computer player at work; {dots} is one to three dots, moving
            theme.text(surface, _("thinking{dots}").format(dots=dots), max(MIN_TEXT_PX, font - 1), (bx, ty + tw / 2), p.highlight,
                       anchor="midleft")


def draw_phone_mark(surface: pygame.Surface, theme: Theme, named: pygame.Rect, connected: bool) -> pygame.Rect:
    """A small phone after the name: bright while the seat's phone is connected,
    dim and struck through when it is gone; its rect.  The phone is drawn with its
    screen, the bezel's earpiece and its home button, so that it reads as a phone and
    never as the empty box a font draws for a missing letter."""
    p = theme.palette
    h = max(14, named.h * 17 // 20)
    mark = pygame.Rect(0, 0, max(9, h * 3 // 5), h)
    mark.midleft = (named.right + 7, named.centery)
    ink = p.good if connected else lerp_color(p.text_dim, p.panel, 0.35)
    dark = lerp_color(p.panel, (0, 0, 0), 0.45)
    pygame.draw.rect(surface, ink, mark, border_radius=max(2, mark.w // 4))
    top, bottom = max(3, h // 5), max(4, h // 4)
    screen = pygame.Rect(mark.x + 2, mark.y + top, mark.w - 4, mark.h - top - bottom)
    pygame.draw.rect(surface, dark if connected else lerp_color(p.panel, ink, 0.3), screen)
    slit = max(2, mark.w // 3)  # the earpiece
    pygame.draw.line(surface, dark, (mark.centerx - slit // 2, mark.y + top // 2),
                     (mark.centerx + slit // 2, mark.y + top // 2), 1)
    pygame.draw.circle(surface, dark, (mark.centerx, mark.bottom - bottom // 2 - 1), max(1, bottom // 3))
    if not connected:  # gone: a stroke across it, in the panel's colour edged with the ink
        a, b = (mark.left - 2, mark.bottom), (mark.right + 2, mark.top)
        pygame.draw.line(surface, p.panel, a, b, 4)
        pygame.draw.line(surface, ink, a, b, 2)
    return mark.inflate(4, 0)


CHIP_PAD = 5  # pixels of chip either side of its text
CHIP_GAP = 4


def place_marks(
    theme: Theme, marks: tuple[str, ...], rows: Sequence[tuple[float, float, float]], size: int,
) -> tuple[int, list[tuple[str, pygame.Rect]]]:
    """The text size and where each mark's chip goes: in the first of ``rows``
    (left, right, middle y) with room for it, in order, at the largest size from
    ``size`` down to the smallest text where all of them fit.  A mark that fits
    nowhere even then is left out rather than drawn over the edge or the score."""
    placed: list[tuple[str, pygame.Rect]] = []
    px = size
    for px in range(size, MIN_TEXT_PX - 1, -1):
        placed = []
        lefts = [left for left, _right, _mid in rows]
        for mark in marks:
            font = theme.font_for(mark, px)
            w, h = font.size(mark)[0] + 2 * CHIP_PAD, font.get_height()
            for k, (_left, right, mid) in enumerate(rows):
                if lefts[k] + w <= right:
                    placed.append((mark, pygame.Rect(round(lefts[k]), round(mid - h / 2), w, h)))
                    lefts[k] += w + CHIP_GAP
                    break
        if len(placed) == len(marks):
            break
    return px, placed


def draw_marks(
    surface: pygame.Surface, theme: Theme, marks: tuple[str, ...], rows: Sequence[tuple[float, float, float]],
    size: int, colour: Color,
) -> list[pygame.Rect]:
    """The seat's marks as small dark chips edged in its colour (see :func:`place_marks`),
    readable on the highlighted panel of the player to move too; their rects."""
    p = theme.palette
    px, placed = place_marks(theme, marks, rows, size)
    for mark, rect in placed:
        pygame.draw.rect(surface, lerp_color(p.panel, (0, 0, 0), 0.35), rect, border_radius=rect.h // 2)
        pygame.draw.rect(surface, colour, rect, width=1, border_radius=rect.h // 2)
        theme.text(surface, mark, px, rect.center, p.text, anchor="center")
    return [rect for _mark, rect in placed]


def bag_icon_rect(bag: pygame.Rect) -> pygame.Rect:
    """Where the sack is drawn in the bag line ``bag``."""
    return pygame.Rect(bag.x + 4, bag.y + 2, bag.h - 4, bag.h - 4)


def draw_bag(surface: pygame.Surface, theme: Theme, bag: pygame.Rect, in_bag: int, unseen: int, font: int) -> None:
    """The line under the scoreboard: the sack, the tiles left in it and the tiles not yet seen."""
    p = theme.palette
    icon = bag_icon_rect(bag)
    draw_sack(surface, icon)
    in_the_bag = _("{n} in the bag").format(n=in_bag)
    # Translators: how many tiles the player has not seen yet (in the bag or on the others' racks)
    not_seen = ngettext("{n} unseen", "{n} unseen", unseen).format(n=unseen)
    left = icon.right + 10
    wide = (theme.font_for(in_the_bag, font, True).size(in_the_bag)[0] + 12
            + theme.font_for(not_seen, font - 1).size(not_seen)[0])
    if left + wide <= bag.right - 4:
        theme.text(surface, in_the_bag, font, (left, bag.centery), p.text, bold=True, anchor="midleft")
        theme.text(surface, not_seen, font - 1, (bag.right - 4, bag.centery), p.text_dim, anchor="midright")
        return
    # bigger text in a narrow column: one under the other, beside the sack
    theme.text(surface, in_the_bag, font, (left, bag.centery), p.text, bold=True, anchor="bottomleft")
    theme.text(surface, not_seen, font - 1, (left, bag.centery), p.text_dim, anchor="topleft")


def draw_sack(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The tile bag: a cloth sack tied at the neck, drawn to fit ``rect``."""
    cloth, seam = (150, 96, 150), (84, 46, 84)
    body = pygame.Rect(rect.x, rect.y + rect.h // 4, rect.w, rect.h * 3 // 4)
    neck = pygame.Rect(0, 0, rect.w // 2, rect.h // 3)
    neck.midtop = (rect.centerx, rect.y)
    pygame.draw.ellipse(surface, cloth, body)
    pygame.draw.ellipse(surface, seam, body, 2)
    pygame.draw.rect(surface, cloth, neck, border_radius=max(2, neck.h // 3))
    pygame.draw.rect(surface, seam, neck, 2, border_radius=max(2, neck.h // 3))
    tie = pygame.Rect(neck.x - 2, neck.bottom - 3, neck.w + 4, 4)
    pygame.draw.rect(surface, (226, 190, 110), tie, border_radius=2)
