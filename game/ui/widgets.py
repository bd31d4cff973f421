"""Small widgets our own scenes share: buttons, a toast, confetti, the size notice.

The menu uses pygame-menu; the draw, results, how-to and error scenes use
these, styled from the same theme so the screens feel like one game.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.i18n import _

from .dialog_keys import (
    CapPlace,
    DialogFocus,
    DialogKey,
    cap_width,
    draw_focus_ring,
    draw_key_cap,
    enter_cap,
    escape_cap,
    focus_step,
)
from .text_wrap import fit_words, wrap_name

# named here too for the modules that still import it from widgets (game/ui/play/effects.py)
from .text_wrap import wrap_text as wrap_text
from .theme import MIN_TEXT_PX as MIN_TEXT_PX
from .theme import SEAT_COLOURS, Color, Theme, lerp_color
from .tween import Tween, ease_out_cubic

MIN_WINDOW = (800, 600)


def smallest_text(height: int) -> int:
    """The least a text may shrink to in a window ``height`` pixels tall: :data:`MIN_TEXT_PX`,
    or in a big window (a television across the room) a 67th of its height."""
    return max(MIN_TEXT_PX, round(height / 67))


def draw_progress_bar(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, fraction: float) -> None:
    """A bar sunk into the table, filled in the accent colour from the left to ``fraction``."""
    p = theme.palette
    radius = rect.h // 2
    pygame.draw.rect(surface, lerp_color(p.panel, (0, 0, 0), 0.25), rect, border_radius=radius)
    filled = progress_fill(rect, fraction)
    if filled.w > 0:
        pygame.draw.rect(surface, p.accent, filled, border_radius=radius)
    pygame.draw.rect(surface, p.panel_edge, rect, width=2, border_radius=radius)


def progress_fill(rect: pygame.Rect, fraction: float) -> pygame.Rect:
    """The filled part of a progress bar at ``rect`` for ``fraction`` (0..1)."""
    return pygame.Rect(rect.x, rect.y, round(rect.w * min(1.0, max(0.0, fraction))), rect.h)


#: the label colour on a primary (gold) button
PRIMARY_INK: Color = (46, 28, 14)


def draw_button_face(surface: pygame.Surface, theme: Theme, rect: pygame.Rect, *, primary: bool = False,
                     lit: bool = False, enabled: bool = True) -> Color:
    """The game's rounded wooden button face (gold when ``primary``) with its shadow, lighter
    with a highlight ring when ``lit`` (hovered or focused); returns the colour its label is
    drawn in.  Every button of the game, the menu's pages too, is drawn by this."""
    p = theme.palette
    radius = rect.h // 3
    if not enabled:
        # Flat, sunk into the table, with faint text and a thin outline: a
        # disabled button must not be mistaken for a pressable one.
        pygame.draw.rect(surface, lerp_color(p.panel, (0, 0, 0), 0.25), rect, border_radius=radius)
        pygame.draw.rect(surface, lerp_color(p.panel_edge, p.panel, 0.5), rect, width=1, border_radius=radius)
        return lerp_color(p.text_dim, p.panel, 0.35)
    base = p.accent if primary else p.panel_edge
    fill = lerp_color(base, (255, 240, 200), 0.25) if lit else base
    pygame.draw.rect(surface, (24, 14, 8), rect.move(0, 4), border_radius=radius)
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if lit:
        pygame.draw.rect(surface, p.highlight, rect, width=3, border_radius=radius)
    # a lit plain face is light enough that cream text would fade into it: dark ink
    return PRIMARY_INK if primary or lit else p.text


class Button:
    """A rounded button; ``hotkey`` triggers it from the keyboard too."""

    def __init__(
        self,
        label: str,
        action: Callable[[], None],
        hotkey: int | None = None,
        primary: bool = False,
    ) -> None:
        self.label = label
        self.action = action
        self.hotkey = hotkey
        self.primary = primary
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False
        self.focused = False
        self.enabled = True
        #: the keys that press it, shown on it as key caps (see :class:`ButtonBar`)
        self.enter_key = False
        self.escape_key = False
        #: the label's size when the button was made taller for its label's two lines (a long
        #: name's "Play … on the TV"); None: two fifths of its height, as every button's
        self.label_size: int | None = None

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        r = self.rect
        if r.w <= 0:
            return
        size = self.label_size or max(MIN_TEXT_PX, r.h * 2 // 5)
        if self.focused and self.enabled:  # a greyed-out button in a ring would look pressable
            draw_focus_ring(surface, theme, r)
        theme.bounds(surface, r, "button")
        ink = draw_button_face(surface, theme, r, primary=self.primary, lit=self.hover or self.focused,
                               enabled=self.enabled)
        draw_label_with_keys(surface, theme, self.label, size, r, ink,
                             enter=self.enter_key and self.enabled, escape=self.escape_key and self.enabled)

    def draw_reason(self, surface: pygame.Surface, theme: Theme, reason: str) -> None:
        """Why the button is disabled, in a small tag above it (on hover or focus)."""
        if self.enabled or not reason or not (self.hover or self.focused) or self.rect.w <= 0:
            return
        p = theme.palette
        size = max(12, min(18, self.rect.h * 2 // 5))
        text = reason[:1].upper() + reason[1:]
        font = theme.font_for(text, size)
        width = min(max(self.rect.w, font.size(text)[0] + 24), surface.get_width() - 8)
        lines = wrap_text(font, text, width - 24)
        step = font.get_linesize()  # Chinese lines stand taller than Latin ones at one size
        box = pygame.Rect(0, 0, width, len(lines) * step + 14)
        box.midbottom = (self.rect.centerx, self.rect.top - 6)
        box.clamp_ip(surface.get_rect())
        pygame.draw.rect(surface, (26, 16, 10), box, border_radius=8)
        pygame.draw.rect(surface, p.highlight, box, width=2, border_radius=8)
        for k, line in enumerate(lines):
            theme.text(surface, line, size, (box.centerx, box.y + 7 + k * step), p.text, anchor="midtop")

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.action()
            return True
        elif event.type == pygame.KEYDOWN and self.hotkey is not None and event.key == self.hotkey:
            self.action()
            return True
        return False


class ButtonBar:
    """A row of buttons with keyboard focus (:mod:`game.ui.dialog_keys`): arrows and Tab
    move, Enter or Space presses; Esc presses the button at index ``cancel`` (-1: the
    last), if the bar has one, else the scene decides what Esc does.  The keys are
    shown on the buttons."""

    def __init__(self, buttons: list[Button], cancel: int | None = None) -> None:
        self.buttons = buttons
        self.cancel = buttons[cancel] if cancel is not None else None
        self.focus = 0
        self._sync()

    def _sync(self) -> None:
        for i, b in enumerate(self.buttons):
            b.focused = i == self.focus
            b.enter_key = b.focused
            b.escape_key = b is self.cancel

    def focus_on(self, index: int) -> None:
        """Move the keyboard focus to button ``index``."""
        self.focus = index % len(self.buttons)
        self._sync()

    def _enabled_from(self, index: int, step: int) -> int:
        """The first enabled button from ``index`` on, going ``step`` (+1 or -1) and wrapping
        round; ``index`` itself when none is enabled."""
        n = len(self.buttons)
        for k in range(n):
            candidate = (index + k * step) % n
            if self.buttons[candidate].enabled:
                return candidate
        return index % n

    def _leave_disabled(self) -> None:
        """A button disabled while in focus hands the focus on to the next enabled one:
        Enter should press something that answers, and the ring should not sit on a
        greyed-out button.  A scene disables its buttons between frames, so this runs
        before each frame's keys and drawing."""
        if self.buttons and not self.buttons[self.focus].enabled:
            self.focus = self._enabled_from(self.focus, 1)
        self._sync()

    def layout(self, center_x: int, top: int, width: int, height: int = 48, gap: int = 16,
               scale: float = 1.0) -> pygame.Rect:
        """Lay the buttons out side by side, centred; shrinks them to fit ``width``.  ``scale``:
        how much bigger than Normal the Text size setting draws (``Theme.text_factor``), so
        each button may be as much wider for its label."""
        n = len(self.buttons)
        each = min(round(240 * scale), (width - gap * (n - 1)) // max(1, n))
        total = each * n + gap * (n - 1)
        x = center_x - total // 2
        for b in self.buttons:
            b.rect = pygame.Rect(x, top, each, height)
            x += each + gap
        return pygame.Rect(center_x - total // 2, top, total, height)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle_event(event):
                return True
        self._leave_disabled()
        keys = DialogFocus(self.focus)
        answer = keys.read(event, len(self.buttons))
        if answer is DialogKey.MOVED:
            # the arrows pass over disabled buttons, as the focus never rests on one
            self.focus = self._enabled_from(keys.focus, focus_step(event))
            self._sync()
            return True
        if answer is DialogKey.PRESS:
            button = self.buttons[self.focus]
            if button.enabled:
                button.action()
            return True
        if answer is DialogKey.CANCEL and self.cancel is not None:
            if self.cancel.enabled:
                self.cancel.action()
            return True
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        self._leave_disabled()
        for b in self.buttons:
            b.draw(surface, theme)


class Toast:
    """A short message dropping in at the top, gone after a few seconds.

    It goes at the top centre, or lower down in the first band clear of the
    scene's buttons: a message must never sit over something to press.
    """

    #: how long the toast takes to fade away at the end (or when told to leave early)
    FADE = 0.4
    #: space kept between the toast and the window edge or a button
    MARGIN = 8

    def __init__(self) -> None:
        self.message = ""
        self.time_left = 0.0
        self.slide = Tween(0, 0, 0)
        #: the scene-stack change count when the message went up; see :meth:`leave_if_scene_changed`
        self.scene_mark = 0

    def show(self, message: str, seconds: float = 4.0, scene_mark: int = 0) -> None:
        self.message = message
        self.time_left = seconds
        self.scene_mark = scene_mark
        self.slide = Tween(0, 1, 0.35, ease_out_cubic, scaled=False)

    def leave_if_scene_changed(self, scene_mark: int) -> None:
        """A message belongs to the scene it was shown over: once another scene opens,
        it fades out at once rather than sit over that scene's buttons."""
        if self.visible and scene_mark != self.scene_mark:
            self.time_left = min(self.time_left, self.FADE)
            self.scene_mark = scene_mark

    def update(self, dt: float) -> None:
        if self.time_left > 0:
            self.time_left -= dt
            self.slide.update(dt)

    @property
    def visible(self) -> bool:
        return self.time_left > 0 and bool(self.message)

    #: the most lines a message takes in a narrow room (the play screen's side column)
    MAX_LINES = 3

    def _layout(self, size: tuple[int, int], theme: Theme, room: int | None = None
                ) -> tuple[pygame.font.Font, list[str], int]:
        w, h = size
        font = theme.font_for(self.message, max(14, min(22, h // 32)))
        room = w - 80 if room is None else room
        lines = wrap_text(font, self.message, room)
        if len(lines) > self.MAX_LINES:
            lines = [*lines[: self.MAX_LINES - 1], fit_words(font, " ".join(lines[self.MAX_LINES - 1 :]), room)]
        return font, [_cut_left(font, line, room) for line in lines], font.get_linesize()

    def rect(self, size: tuple[int, int], theme: Theme, avoid: Sequence[pygame.Rect] = (),
             area: pygame.Rect | None = None) -> pygame.Rect:
        """Where the toast rests: the top of ``area`` (the scene's room for messages; the
        whole window without one), or the first lower band there clear of ``avoid``."""
        area = area or pygame.Rect(0, 0, *size)
        font, lines, step = self._layout(size, theme, min(size[0] - 80, area.w - 40))
        tw = max(font.size(line)[0] for line in lines)
        rect = pygame.Rect(0, 0, tw + 40, step * (len(lines) - 1) + font.get_height() + 22)
        rect.centerx = area.centerx
        keep_off = [r.inflate(2 * self.MARGIN, 2 * self.MARGIN) for r in avoid if r.w > 0 and r.h > 0]
        # the scene's room first; when no band of it is clear (a long message over the front
        # page's column of buttons), anywhere in the window: over a title or the logo, never
        # over something to press
        window = pygame.Rect(0, 0, *size)
        for room in (area, window):
            rect.centerx = room.centerx
            for y in range(room.y + self.MARGIN, room.bottom - rect.h - self.MARGIN + 1, 4):
                rect.y = y
                if rect.collidelist(keep_off) < 0:
                    return rect
        rect.centerx = area.centerx
        rect.y = area.y + self.MARGIN  # nowhere is clear (never so in our scenes): the top covers least
        return rect

    def draw(self, surface: pygame.Surface, theme: Theme, avoid: Sequence[pygame.Rect] = (),
             area: pygame.Rect | None = None) -> None:
        if not self.visible:
            return
        rect = self.rect(surface.get_size(), theme, avoid, area)
        font, lines, step = self._layout(surface.get_size(), theme, rect.w - 40)
        fade = min(1.0, self.time_left / self.FADE)
        # it drops into place from just above, never past it onto what lies below
        rect.y -= round((1 - min(1.0, self.slide.value)) * 24)
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        radius = min(rect.h // 2, 24)
        pygame.draw.rect(box, (30, 20, 14, round(235 * fade)), box.get_rect(), border_radius=radius)
        pygame.draw.rect(box, (*theme.palette.accent, round(255 * fade)), box.get_rect(), 2, border_radius=radius)
        for k, line in enumerate(lines):
            label = font.render(line, True, theme.palette.text)
            label.set_alpha(round(255 * fade * min(1.0, self.slide.value * 2)))
            box.blit(label, label.get_rect(midtop=(rect.w // 2, 11 + k * step)))
        surface.blit(box, rect)


def _cut_left(font: pygame.font.Font, text: str, room: int) -> str:
    """``text`` shortened from the left to fit ``room``: a long path keeps its file name."""
    while font.size(text)[0] > room and len(text) > 10:
        text = "…" + text[len(text) // 8 + 1 :]
    return text


@dataclass
class _Bit:
    x: float
    y: float
    vx: float
    vy: float
    spin: float
    angle: float
    color: Color
    size: float
    life: float = 0.0
    face: Color = (0, 0, 0)  # its colour as drawn face up (the far pieces dimmer), set once
    back: Color = (0, 0, 0)  # and turned over (darker)


@dataclass
class Confetti:
    """Paper bits falling over the winner. Positions are fractions of the window."""

    rng: random.Random = field(default_factory=random.Random)
    bits: list[_Bit] = field(default_factory=list)
    colors: tuple[Color, ...] = SEAT_COLOURS + ((255, 255, 255), (242, 184, 64))

    def burst(self, count: int = 140, origin: tuple[float, float] | None = None) -> None:
        for _piece in range(count):
            if origin is None:
                x, y = self.rng.random(), -self.rng.random() * 0.3
                vx, vy = self.rng.uniform(-0.05, 0.05), self.rng.uniform(0.05, 0.2)
            else:
                x, y = origin
                a = self.rng.uniform(-math.pi * 0.9, -math.pi * 0.1)
                s = self.rng.uniform(0.3, 0.9)
                vx, vy = math.cos(a) * s * 0.6, math.sin(a) * s
            bit = _Bit(x, y, vx, vy, self.rng.uniform(-8, 8), self.rng.uniform(0, 6.28),
                       self.rng.choice(self.colors), self.rng.uniform(0.6, 1.4))
            near = 0.6 + 0.4 * min(1.0, bit.size / 1.4)  # the far pieces dimmer
            bit.face = lerp_color((16, 10, 6), bit.color, near)
            bit.back = lerp_color((16, 10, 6), bit.color, near * 0.65)  # the back darker
            self.bits.append(bit)
        self.bits.sort(key=lambda bit: bit.size)  # the far pieces drawn first, the near over them

    def update(self, dt: float) -> None:
        for b in self.bits:
            b.vy += 0.5 * dt  # gravity, in window heights per second squared
            b.vx *= 1 - 0.8 * dt  # air drag
            b.vy = min(b.vy, 0.1 + 0.14 * b.size)  # nearer (bigger) pieces fall faster: depth
            b.x += b.vx * dt + 0.015 * math.sin(b.life * 3 + b.angle) * dt
            b.y += b.vy * dt
            b.angle += b.spin * dt
            b.life += dt
        self.bits = [b for b in self.bits if b.y < 1.1 and b.life < 12]

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        unit = max(4, min(w, h) // 90)
        for b in self.bits:  # far to near (see burst)
            turn = math.cos(b.angle)  # the piece turning over: its face's height, and which side shows
            bw, bh = unit * b.size, max(1.0, unit * 1.6 * b.size * abs(turn))
            cx, cy = b.x * w, b.y * h
            tilt = 0.6 * math.sin(b.life * 2 + b.angle)
            c, s = math.cos(tilt), math.sin(tilt)
            corners = [(cx + dx * c - dy * s, cy + dx * s + dy * c)
                       for dx, dy in ((-bw / 2, -bh / 2), (bw / 2, -bh / 2), (bw / 2, bh / 2), (-bw / 2, bh / 2))]
            pygame.draw.polygon(surface, b.face if turn >= 0 else b.back, corners)


def draw_too_small(surface: pygame.Surface, theme: Theme) -> None:
    """The notice shown instead of a scene when the window is below :data:`MIN_WINDOW`."""
    theme.draw_background(surface)
    w, h = surface.get_size()
    size = max(10, min(28, w // 16))
    theme.text(surface, _("Window too small"), size, (w / 2, h / 2 - size * 0.8), theme.palette.accent,
               bold=True, anchor="center")
    # Translators: {width} x {height} in pixels
    theme.text(surface, _("Make it at least {width} x {height}").format(width=MIN_WINDOW[0], height=MIN_WINDOW[1]), max(9, size * 2 // 3),
               (w / 2, h / 2 + size * 0.5), theme.palette.text, anchor="center")
    # Translators: the window's present size in pixels
    theme.text(surface, _("now {width} x {height}").format(width=w, height=h), max(8, size // 2), (w / 2, h / 2 + size * 1.5),
               theme.palette.text_dim, anchor="center")


def window_too_small(size: tuple[int, int]) -> bool:
    return size[0] < MIN_WINDOW[0] or size[1] < MIN_WINDOW[1]


def draw_arrow(surface: pygame.Surface, rect: pygame.Rect, direction: int, colour: Color | tuple[int, int, int, int]) -> None:
    """A solid triangle filling ``rect``, pointing left (-1) or right (1): a choice's arrows."""
    tip, back = (rect.left, rect.right) if direction < 0 else (rect.right, rect.left)
    pygame.draw.polygon(surface, colour, [(tip, rect.centery), (back, rect.top), (back, rect.bottom)])


def fit_label(theme: Theme, label: str, size: int, rect: pygame.Rect) -> tuple[int, list[str]]:
    """A button's bold label as (size, lines): at ``size`` or down to three quarters
    of it (never below :data:`MIN_TEXT_PX`), on one line, else on two where the button
    is tall enough, cut after a whole word with an ellipsis only when even that is too wide."""
    room = rect.w - 12
    floor = min(size, max(MIN_TEXT_PX, size * 3 // 4))
    sizes = range(size, floor - 1, -1)
    for s in sizes:
        if theme.font_for(label, s, True).size(label)[0] <= room:
            return s, [label]
    for s in sizes:
        font = theme.font_for(label, s, True)
        if 2 * font.get_linesize() > rect.h - 4:
            continue
        lines = wrap_text(font, label, room)
        if len(lines) <= 2 and all(font.size(line)[0] <= room for line in lines):
            return s, lines
    font = theme.font_for(label, floor, True)
    if 2 * font.get_linesize() <= rect.h - 4:
        return floor, wrap_name(font, label, room)
    return floor, [fit_words(font, label, room)]


def draw_label_with_keys(surface: pygame.Surface, theme: Theme, label: str, size: int, rect: pygame.Rect,
                         colour: Color, *, enter: bool = False, escape: bool = False) -> None:
    """A button's label (:func:`draw_label`) with the caps of the keys that press it:
    Esc at its left end, Enter at its right; the label keeps clear of both.  Where
    the label would no longer fit whole beside them, the caps sit astride the
    button's top edge and the label keeps the button's width."""
    caps = [(escape_cap(), -1)] * escape + [(enter_cap(), 1)] * enter
    if caps:
        room = pygame.Rect(rect)
        for cap, side in caps:
            width = cap_width(theme, cap, rect, surface.get_height())
            room.w -= width
            if side < 0:
                room.x += width
        inside = room.w > 24 and not label_cut(theme, label, size, room)
        for cap, side in caps:
            draw_key_cap(surface, theme, rect, cap, side, CapPlace.INSIDE if inside else CapPlace.EDGE)
        if inside:
            draw_label(surface, theme, label, size, room, colour)
            return
    draw_label(surface, theme, label, size, rect, colour)


def label_cut(theme: Theme, label: str, size: int, rect: pygame.Rect) -> bool:
    """Whether :func:`fit_label` cuts ``label`` short in ``rect``."""
    _size, lines = fit_label(theme, label, size, rect)
    return " ".join(lines).replace(" ", "") != label.replace(" ", "")


def draw_label(surface: pygame.Surface, theme: Theme, label: str, size: int, rect: pygame.Rect,
               colour: Color) -> None:
    """A button's label centred in ``rect``, fitted by :func:`fit_label`."""
    size, lines = fit_label(theme, label, size, rect)
    step = theme.font_for(label, size, True).get_linesize()
    top = rect.centery - step * len(lines) / 2 + step / 2
    for k, line in enumerate(lines):
        theme.text(surface, line, size, (rect.centerx, top + k * step), colour, bold=True, anchor="center")
