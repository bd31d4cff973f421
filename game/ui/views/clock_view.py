"""The turn clock on the current player's panel: a ring with the seconds left.

In the warning phase (the last few seconds) the ring turns red and pulses,
so the time pressure reads at a glance without the ticking sound.
"""

from __future__ import annotations

import math

import pygame

from game.rules.clock import ClockPhase, TurnClock

from ..theme import Color, Theme, lerp_color

CALM: Color = (118, 190, 110)
WARN: Color = (232, 72, 56)


def clock_colour(clock: TurnClock, pulse: float = 0.0) -> Color:
    if clock.phase in (ClockPhase.WARNING, ClockPhase.EXPIRED):
        return lerp_color(WARN, (255, 200, 120), 0.35 * (0.5 + 0.5 * math.sin(pulse * 2 * math.pi)))
    return lerp_color(WARN, CALM, min(1.0, clock.fraction_left * 2.5))


def draw_ring(
    surface: pygame.Surface, theme: Theme, center: tuple[int, int], radius: int, clock: TurnClock,
    pulse: float = 0.0, fitted: bool = False,
) -> None:
    """A ring emptying clockwise from 12 o'clock, with whole seconds inside; ``fitted``: the
    seconds are sized to the ring alone (the caller grows the ring with the Text size
    setting), never enlarged past its inside."""
    if not clock.enabled or radius < 6:
        return
    colour = clock_colour(clock, pulse)
    rect = pygame.Rect(0, 0, radius * 2, radius * 2)
    rect.center = center
    width = max(3, radius // 4)
    pygame.draw.circle(surface, (34, 22, 14), center, radius)
    pygame.draw.circle(surface, (90, 66, 48), center, radius, width)
    frac = clock.fraction_left
    if frac > 0:
        start = math.pi / 2
        # pygame arcs run counter-clockwise from ``start``; draw the part still left
        pygame.draw.arc(surface, colour, rect, start, start + 2 * math.pi * frac, width)
    seconds = math.ceil(clock.remaining)
    size = max(9, int(radius * (0.9 if seconds < 100 else 0.7)))
    theme.text(surface, str(seconds), size, center, colour if clock.phase is ClockPhase.WARNING
               else theme.palette.text, bold=True, anchor="center", fitted=fitted)


def draw_bar(surface: pygame.Surface, rect: pygame.Rect, clock: TurnClock, pulse: float = 0.0) -> None:
    """A thin bar under the panel shrinking with the time left."""
    if not clock.enabled or rect.w <= 0:
        return
    pygame.draw.rect(surface, (34, 22, 14), rect, border_radius=rect.h // 2)
    filled = rect.copy()
    filled.w = round(rect.w * clock.fraction_left)
    if filled.w > 0:
        pygame.draw.rect(surface, clock_colour(clock, pulse), filled, border_radius=rect.h // 2)
