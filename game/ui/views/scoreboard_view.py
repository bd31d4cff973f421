"""The scoreboard: one panel per player, the player to move highlighted.

Each panel shows the name in the seat colour, the score, the rack size (as
small tile backs, never the letters), a "loses a turn" badge after a failed
double challenge, hints left, and for the player to move the turn clock or
the "thinking…" dots of a computer player.  Under it, the bag line: the
sack, the tiles left in it and the tiles the viewer has not seen.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _, ngettext
from game.rules.clock import TurnClock

from ..theme import Color, Theme, lerp_color
from ..widgets import MIN_TEXT_PX, fit_words
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
        fill = lerp_color(p.panel, panel.colour, 0.28 if active else 0.06)
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
        score_size = max(font + 6, box.h // 2)
        score_left = right - (2 * ring + 12 if ring else 0) - theme.font(score_size, True).size(str(round(score)))[0]
        name_size = font + 2
        name_font = theme.font_for(panel.name, name_size, active)
        template = _("{name} (computer)") if panel.computer else "{name}"
        suffix = template.format(name="")
        # a long name is cut after a whole word, clear of the score; the font stays
        room = score_left - 10 - x - name_font.size(suffix)[0]
        theme.text(surface, template.format(name=fit_words(name_font, panel.name, room)), name_size, (x, box.y + 6), p.text,
                   bold=active)
        # the rack as tile backs: how many tiles, never which
        tw = max(6, min(12, box.h // 5))
        ty = box.bottom - tw - 8
        for k in range(panel.rack_size):
            pygame.draw.rect(surface, (170, 112, 62), (x + k * (tw + 3), ty, tw, tw), border_radius=2)
        badges = []
        if panel.lost_turns:
            n = panel.lost_turns
            badges.append((ngettext("loses next turn", "loses {n} turns", n).format(n=n), p.bad))
        if panel.hints_left is None:
            badges.append((_("unlimited hints"), p.text_dim))
        elif panel.hints_left > 0:
            badges.append((_("hints: {n}").format(n=panel.hints_left), p.text_dim))
        bx = x + 7 * (tw + 3) + 8
        for text, colour in badges:
            r = theme.text(surface, text, max(MIN_TEXT_PX, font - 3), (bx, ty + tw / 2), colour, anchor="midleft")
            bx = r.right + 10
        if ring and clock is not None:
            clock_view.draw_ring(surface, theme, (right - ring, box.centery), ring, clock, pulse)
            right -= 2 * ring + 12
        theme.text(surface, str(round(score)), score_size, (right, box.centery),
                   p.accent if active else p.text, bold=True, anchor="midright")
        if active and thinking:
            # beside the tile backs, where a long name cannot reach
            dots = "." * (1 + int(pulse * 3) % 3)
            # Translators: a computer player at work; {dots} is one to three dots, moving
            theme.text(surface, _("thinking{dots}").format(dots=dots), max(MIN_TEXT_PX, font - 1), (bx, ty + tw / 2), p.highlight,
                       anchor="midleft")


def bag_icon_rect(bag: pygame.Rect) -> pygame.Rect:
    """Where the sack is drawn in the bag line ``bag``."""
    return pygame.Rect(bag.x + 4, bag.y + 2, bag.h - 4, bag.h - 4)


def draw_bag(surface: pygame.Surface, theme: Theme, bag: pygame.Rect, in_bag: int, unseen: int, font: int) -> None:
    """The line under the scoreboard: the sack, the tiles left in it and the tiles not yet seen."""
    p = theme.palette
    icon = bag_icon_rect(bag)
    draw_sack(surface, icon)
    theme.text(surface, _("{n} in the bag").format(n=in_bag), font, (icon.right + 10, bag.centery), p.text, bold=True,
               anchor="midleft")
    # Translators: how many tiles the player has not seen yet (in the bag or on the others' racks)
    theme.text(surface, ngettext("{n} unseen", "{n} unseen", unseen).format(
        n=unseen), font - 1, (bag.right - 4, bag.centery), p.text_dim, anchor="midright")


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
