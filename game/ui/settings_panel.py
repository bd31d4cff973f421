"""The Settings screen's rows: what they hold, how they are drawn, how they are changed.

One component for both ways in (the main menu and the in-game menu), so the
rows look and answer alike wherever the players open them.  Each row has its
label on the left and its value between two arrows on the right; the whole row
is a click target, split at the middle of the value: a click left of it steps
back, right of it steps forward, so a second click in the same place does the
same again however wide the labels are.  Volumes are a bar of ten steps that a
click or a drag sets.  Keys: Up/Down (and Tab) move, Left/Right change,
Enter/Space step forward.  A gamepad arrives as those keys (the app maps it).

:class:`SettingsModel` changes the settings and applies them at once;
:class:`SettingsPanel` lays the rows out on the wooden card and reads input.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game import i18n
from game.i18n import _
from game.settings import (
    ANIMATION_SPEEDS,
    MOVE_NOTATIONS,
    SYSTEM_LANGUAGE,
    TEXT_SIZES,
    notation_example,
    speed_label,
    text_size_label,
)
from game.ui.context import AppContext
from game.ui.dialog_keys import cap_width, enter_cap, escape_cap
from game.ui.text_wrap import fit_words, wrap_text
from game.ui.theme import Theme, lerp_color
from game.ui.widgets import MIN_TEXT_PX, Button, draw_arrow

VOLUME_STEPS = 10
#: room kept above the first row and below the last inside the scrolling view
VIEW_PAD = 4
#: the lowest a row shrinks to in a short window before the rows scroll (its text is then 14 px)
MIN_ROW = 36


def language_choices() -> list[str]:
    return [SYSTEM_LANGUAGE, *i18n.LANGUAGES]


def system_language() -> str:
    """The language the system's locale asks for (English when it names none of ours)."""
    return i18n.language_from_locale() or i18n.DEFAULT_LANGUAGE


def language_name(code: str) -> str:
    if code == SYSTEM_LANGUAGE:
        # Translators: the Language choice that follows the computer's language; {name} is the
        # language that is now, in that language's own name, such as "System (Português)"
        return _("System ({name})").format(name=i18n.LANGUAGES[system_language()])
    return i18n.LANGUAGES.get(code, code)


@dataclass(frozen=True)
class Row:
    """One setting as shown: ``kind`` is "choice", "toggle" or "volume"."""

    key: str
    label: str
    kind: str
    value: str
    fraction: float = 0.0  # a volume's level, 0..1
    note: str = ""  # a short explanation under the row
    on: bool = False  # a toggle's state (its value is the word for it, in the language of the moment)


class SettingsModel:
    """The rows of the Settings screen over ``ctx.settings``; every change is applied at once
    and reported to ``on_change`` (which saves it)."""

    KEYS = ("language", "move_notation", "music_volume", "effects_volume", "fullscreen", "animation_speed",
            "text_size", "colour_blind", "unseen_in_kids", "show_meanings")

    def __init__(self, ctx: AppContext, on_change: Callable[[str], None] = lambda _key: None) -> None:
        self.ctx = ctx
        self.on_change = on_change

    def language(self) -> str:
        """The Language row's choice: the language in use while ``--lang`` holds, else the setting."""
        if self.ctx.options.language:
            return i18n.language()
        code = self.ctx.settings.language
        return code if code in language_choices() else SYSTEM_LANGUAGE

    def rows(self) -> list[Row]:
        s = self.ctx.settings

        def toggle(on: bool) -> str:
            return _("On") if on else _("Off")

        def volume(level: float) -> str:
            return f"{round(level * 100)}%"  # a number, not words: the same in every language

        return [
            Row("language", _("Language"), "choice", language_name(self.language())),
            # Translators: how the move log writes a play, shown as "8H WORD" or "WORD 8H"
            Row("move_notation", _("Move log"), "choice", notation_example(s.move_notation)),
            Row("music_volume", _("Music"), "volume", volume(s.music_volume), s.music_volume),
            # Translators: the volume of sound effects
            Row("effects_volume", _("Effects"), "volume", volume(s.effects_volume), s.effects_volume),
            Row("fullscreen", _("Fullscreen"), "toggle", toggle(s.fullscreen), on=s.fullscreen),
            Row("animation_speed", _("Animations"), "choice", speed_label(s.animation_speed)),
            # Translators: the setting that makes every text on every screen bigger, for eyes across the room
            Row("text_size", _("Text size"), "choice", text_size_label(s.text_size)),
            Row("colour_blind", _("Colour-blind squares"), "toggle", toggle(s.colour_blind), on=s.colour_blind,
                note=_("Patterns and labels tell the premium squares apart.")),
            # Translators: show the tiles not yet seen in games with the Kids rules
            Row("unseen_in_kids", _("Unseen tiles in Kids"), "toggle", toggle(s.unseen_in_kids), on=s.unseen_in_kids),
            Row("show_meanings", _("Show meanings"), "toggle", toggle(s.show_meanings), on=s.show_meanings,
                note=_("After each play in Kids games and for a child's seat: what the word means.")),
        ]

    # -- changes -----------------------------------------------------------------------

    def step(self, key: str, direction: int) -> None:
        """The next (``direction`` 1) or previous (-1) value of ``key``: choices go round,
        volumes stop at 0% and 100%, switches flip."""
        s = self.ctx.settings
        if key == "language":
            self._set_language(_cycle(language_choices(), self.language(), direction))
        elif key == "text_size":
            self._set(key, _cycle(list(TEXT_SIZES), s.text_size, direction))
        elif key == "move_notation":
            self._set(key, _cycle(list(MOVE_NOTATIONS), s.move_notation, direction))
        elif key == "animation_speed":
            self._set(key, _cycle(list(ANIMATION_SPEEDS), s.animation_speed, direction))
        elif key in ("music_volume", "effects_volume"):
            self.set_volume(key, getattr(s, key) + direction / VOLUME_STEPS)
        elif key == "fullscreen":
            if callable(self.ctx.toggle_fullscreen):
                self.ctx.toggle_fullscreen()  # it flips the setting, resizes the scenes and saves
                self._click()
                self.on_change(key)
            else:
                self._set(key, not s.fullscreen)
        elif key in ("colour_blind", "unseen_in_kids", "show_meanings"):
            self._set(key, not getattr(s, key))

    def set_volume(self, key: str, level: float) -> None:
        """A volume in 10% steps; the click plays at the new level so it is heard."""
        level = round(min(1.0, max(0.0, level)) * VOLUME_STEPS) / VOLUME_STEPS
        if abs(level - getattr(self.ctx.settings, key)) > 1e-6:
            self._set(key, level)

    def _set(self, key: str, value: object) -> None:
        setattr(self.ctx.settings, key, value)
        self._apply()
        self._click()
        self.on_change(key)

    def _set_language(self, code: str) -> None:
        self.ctx.settings.language = code
        # a choice made in Settings outranks --lang from now on
        self.ctx.options.language = None
        if not callable(self.ctx.apply_settings):
            i18n.set_language(code or system_language())
        self._apply()
        self._click()
        self.on_change("language")

    def _apply(self) -> None:
        if callable(self.ctx.apply_settings):
            self.ctx.apply_settings()
            return
        s = self.ctx.settings
        if self.ctx.audio is not None:
            self.ctx.audio.set_volumes(s.effects_volume, s.music_volume)
        self.ctx.theme.set_colour_blind(s.colour_blind)
        self.ctx.theme.set_text_size(s.text_size)

    def _click(self) -> None:
        if self.ctx.audio is not None:
            self.ctx.audio.play("click")


def _cycle(options: list[str], current: str, direction: int) -> str:
    at = options.index(current) if current in options else 0
    return options[(at + direction) % len(options)]


@dataclass
class _Placed:
    """Where one row is drawn, in content coordinates (before scrolling)."""

    rect: pygame.Rect
    line_h: int  # the height of the label-and-value line; a note goes under it
    note_lines: list[str]


class SettingsPanel:
    """The rows on a wooden card with the title above and Back below, sized to the window."""

    def __init__(self, model: SettingsModel, theme: Theme, on_back: Callable[[], None]) -> None:
        self.model = model
        self.theme = theme
        self.back = Button(_("Back"), on_back)
        self.back.escape_key = True  # Esc goes back (the screen reads it); its cap says so
        self.focus = 0  # a row, or len(rows) for Back
        self.scroll = 0
        self.dragging: int | None = None  # the volume row whose bar follows the mouse
        self.size = (0, 0)
        self.row_h = MIN_ROW  # chosen by layout() for the window
        self.card = pygame.Rect(0, 0, 0, 0)
        self.view = pygame.Rect(0, 0, 0, 0)  # the part of the card the rows scroll in
        self.placed: list[_Placed] = []
        self.content_h = 0

    # -- sizes -------------------------------------------------------------------------

    def row_height(self) -> int:
        return self.row_h

    def text_size(self) -> int:
        return max(MIN_TEXT_PX, self.row_height() * 2 // 5)

    def note_size(self) -> int:
        return max(MIN_TEXT_PX, self.row_height() * 3 // 10)

    def title_size(self) -> int:
        return max(22, min(40, self.size[1] // 20))

    # -- layout ------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> None:
        """Place the card, the rows and Back for a window of ``size`` in the language in use.

        The rows take their full height where the window has room; in a short window
        they shrink (down to :data:`MIN_ROW`) before any of them has to scroll."""
        self.size = size
        w, h = size
        rows = self.model.rows()
        self.back.label = _("Back")
        card_w = min(w - 40, max(640, w * 3 // 5))  # as wide as the menu's other pages
        pad = max(16, card_w // 24)
        title_line = self.theme.font(self.title_size(), bold=True).get_linesize()
        title_h = 18 + title_line + 10
        self.row_h = max(MIN_ROW, min(72, h // 13))
        while True:
            back_h = self._back_height(max(40, min(56, self.row_h - 4)))
            chrome = title_h + 16 + back_h + 20
            self._place_rows(rows, card_w, pad)
            if chrome + self.content_h <= h - 24 or self.row_h <= MIN_ROW:
                break
            self.row_h -= 2
        card_h = min(h - 24, chrome + self.content_h)
        self.card = pygame.Rect(0, 0, card_w, card_h)
        self.card.center = (w // 2, h // 2)
        self.view = pygame.Rect(self.card.x, self.card.y + title_h, card_w, card_h - chrome + 2 * VIEW_PAD)
        for placed in self.placed:
            placed.rect.move_ip(self.card.x, 0)
        self.back.rect = pygame.Rect(0, 0, min(self._back_width(back_h, h), card_w - 2 * pad), back_h)
        self.back.rect.midbottom = (self.card.centerx, self.card.bottom - 16)
        self.focus = min(self.focus, len(rows))
        self._clamp_scroll()
        self._sync_focus()

    def _back_height(self, height: int) -> int:
        """Back's height from ``height``: at least its label's line and a margin, for with big
        text the label is drawn bigger than the button's height asks (never under a share
        of the window's height), and the key caps beside it stand as tall."""
        line = self.theme.font_for(self.back.label, max(MIN_TEXT_PX, height * 2 // 5), True).get_linesize()
        return max(height, line + 16)

    def _back_width(self, height: int, window_h: int) -> int:
        """Back's width: 320 pixels, or more where its label and both key caps need it
        (Esc always, Enter while it has the focus), so the caps stand inside it."""
        probe = pygame.Rect(0, 0, 320, height)
        label = self.theme.font_for(self.back.label, max(MIN_TEXT_PX, height * 2 // 5), True).size(self.back.label)[0]
        caps = sum(cap_width(self.theme, cap, probe, window_h) for cap in (escape_cap(), enter_cap()))
        return max(320, label + caps + 32)

    def _place_rows(self, rows: list[Row], card_w: int, pad: int) -> None:
        """The rows one under another at the current row height, from y = 0."""
        row_h = self.row_h
        gap = max(4, row_h // 8)
        note_font = self.theme.font(self.note_size())
        self.placed = []
        y = 0
        for row in rows:
            notes = wrap_text(note_font, row.note, card_w - 2 * pad - 24) if row.note else []
            extra = len(notes) * note_font.get_linesize() + (6 if notes else 0)
            self.placed.append(_Placed(pygame.Rect(pad, y, card_w - 2 * pad, row_h + extra), row_h, notes))
            y += row_h + extra + gap
        self.content_h = y - gap

    def _clamp_scroll(self) -> None:
        self.scroll = max(0, min(self.scroll, self.content_h + 2 * VIEW_PAD - self.view.h))

    def row_rect(self, index: int) -> pygame.Rect:
        """Row ``index`` on screen (it may lie outside the view when scrolled away)."""
        return self.placed[index].rect.move(0, self.view.y + VIEW_PAD - self.scroll)

    def value_rect(self, index: int) -> pygame.Rect:
        """The value and its arrows: the right part of the row's first line."""
        row = self.row_rect(index)
        width = row.w * 9 // 20
        return pygame.Rect(row.right - width - 8, row.y, width, self.placed[index].line_h)

    def arrow_w(self) -> int:
        return max(22, self.row_height() * 3 // 5)

    def bar_rect(self, index: int) -> pygame.Rect:
        """A volume's bar, between its arrows, with room on its right for the percentage."""
        value = self.value_rect(index)
        arrow = self.arrow_w()
        tag = self.theme.font(self.text_size()).size("100%")[0] + 10
        height = max(10, value.h * 2 // 5)
        return pygame.Rect(value.x + arrow + 6, value.centery - height // 2, value.w - 2 * arrow - 12 - tag, height)

    def _visible(self, index: int) -> bool:
        return self.row_rect(index).colliderect(self.view)

    def _show_focus(self) -> None:
        """Scroll so the focused row is in view."""
        if self.focus >= len(self.placed):
            return
        rect = self.row_rect(self.focus)
        if rect.top < self.view.top:
            self.scroll -= self.view.top - rect.top
        elif rect.bottom > self.view.bottom:
            self.scroll += rect.bottom - self.view.bottom
        self._clamp_scroll()

    def _sync_focus(self) -> None:
        self.back.focused = self.back.enter_key = self.focus == len(self.placed)

    def button_rects(self) -> list[pygame.Rect]:
        rects = [self.row_rect(k).clip(self.view) for k in range(len(self.placed))]
        return [r for r in rects if r.w and r.h] + [self.back.rect]

    # -- input -------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        """True when the event was the panel's."""
        count = len(self.placed) + 1
        if event.type == pygame.KEYDOWN:
            backwards = event.key == pygame.K_UP or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            if backwards or event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + (-1 if backwards else 1)) % count
                self._show_focus()
                self._sync_focus()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and self.focus < len(self.placed):
                self._step(self.focus, -1 if event.key == pygame.K_LEFT else 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.focus < len(self.placed):
                    self._step(self.focus, 1)
                else:
                    self.back.action()
                return True
            return False
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * (self.row_height() // 2 + 8)
            self._clamp_scroll()
            return True
        if event.type == pygame.MOUSEMOTION:
            if self.dragging is not None:
                self._drag_to(self.dragging, event.pos[0])
                return True
            hit = self._row_at(event.pos)
            if hit is not None:
                self.focus = hit
            elif self.back.rect.collidepoint(event.pos):
                self.focus = len(self.placed)
            self._sync_focus()
            return hit is not None
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            dragged, self.dragging = self.dragging, None
            return dragged is not None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.back.rect.collidepoint(event.pos):
                self.focus = len(self.placed)
                self._sync_focus()
                self.back.action()
                return True
            hit = self._row_at(event.pos)
            if hit is None:
                return False
            self.focus = hit
            self._sync_focus()
            row = self.model.rows()[hit]
            if row.kind == "volume" and self.bar_rect(hit).inflate(12, self.placed[hit].line_h).collidepoint(event.pos):
                self.dragging = hit
                self._drag_to(hit, event.pos[0])
            else:
                self._step(hit, -1 if event.pos[0] < self.value_rect(hit).centerx else 1)
            return True
        return False

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.view.collidepoint(pos):
            return None
        return next((k for k in range(len(self.placed)) if self.row_rect(k).collidepoint(pos)), None)

    def _drag_to(self, index: int, x: int) -> None:
        bar = self.bar_rect(index)
        self.model.set_volume(self.model.rows()[index].key, (x - bar.x) / max(1, bar.w))

    def _step(self, index: int, direction: int) -> None:
        self.model.step(self.model.rows()[index].key, direction)

    # -- drawing -----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        theme.panel(surface, self.card, alpha=250)
        theme.text(surface, _("Settings"), self.title_size(), (self.card.centerx, self.card.y + 18), p.accent,
                   bold=True, anchor="midtop", shadow=True)
        rows = self.model.rows()
        clip = surface.get_clip()
        surface.set_clip(self.view.clip(clip))
        for index, row in enumerate(rows):
            if index < len(self.placed) and self._visible(index):
                self._draw_row(surface, index, row)
        surface.set_clip(clip)
        if self.content_h + 2 * VIEW_PAD > self.view.h:
            self._draw_scrollbar(surface)
        self.back.draw(surface, theme)

    def _draw_row(self, surface: pygame.Surface, index: int, row: Row) -> None:
        theme = self.theme
        p = theme.palette
        rect = self.row_rect(index)
        placed = self.placed[index]
        lit = index == self.focus
        radius = max(6, placed.line_h // 4)
        fill = lerp_color(p.panel, p.panel_edge, 0.45) if lit else lerp_color(p.panel, (0, 0, 0), 0.18)
        pygame.draw.rect(surface, fill, rect, border_radius=radius)
        if lit:
            pygame.draw.rect(surface, p.highlight, rect, width=3, border_radius=radius)
        theme.bounds(surface, rect, "row")
        # a line is written only where it shows whole: the view cuts a row scrolled half out
        # of it, and the line would read as cut (the wheel or the arrows bring it in)
        shows = self.view.inflate(0, 4)
        size = self.text_size()
        value = self.value_rect(index)
        label_room = value.x - rect.x - 24
        label_size, label = _fitted(theme, row.label, size, label_room)
        line_mid = rect.y + placed.line_h // 2
        if not shows.contains(pygame.Rect(rect.x, rect.y, rect.w, placed.line_h)):
            return
        theme.text(surface, label, label_size, (rect.x + 16, line_mid), p.text, anchor="midleft")
        arrow = self.arrow_w()
        ink = p.highlight if lit else p.accent
        half = max(5, min(arrow, value.h) // 4)
        for direction, box in ((-1, pygame.Rect(value.x, value.y, arrow, value.h)),
                               (1, pygame.Rect(value.right - arrow, value.y, arrow, value.h))):
            draw_arrow(surface, pygame.Rect(box.centerx - half, box.centery - half, 2 * half, 2 * half), direction, ink)
        if row.kind == "volume":
            self._draw_bar(surface, index, row)
        else:
            room = value.w - 2 * arrow - 8
            value_size, shown = _fitted(theme, row.value, size, room)
            colour = p.text if row.kind == "choice" or row.on else p.text_dim
            theme.text(surface, shown, value_size, value.center, colour, bold=row.kind == "toggle", anchor="center")
        note_size = self.note_size()
        step = theme.font(note_size).get_linesize()
        for k, line in enumerate(placed.note_lines):
            top = rect.y + placed.line_h + k * step - 2
            if shows.contains(pygame.Rect(rect.x, top, rect.w, step)):
                theme.text(surface, line, note_size, (rect.x + 16, top), p.text_dim)

    def _draw_bar(self, surface: pygame.Surface, index: int, row: Row) -> None:
        p = self.theme.palette
        bar = self.bar_rect(index)
        filled = round(row.fraction * VOLUME_STEPS)
        gap = max(2, bar.w // 80)
        each = (bar.w - gap * (VOLUME_STEPS - 1)) / VOLUME_STEPS
        for k in range(VOLUME_STEPS):
            cell = pygame.Rect(round(bar.x + k * (each + gap)), bar.y, max(1, round(each)), bar.h)
            colour = p.accent if k < filled else lerp_color(p.panel, (0, 0, 0), 0.35)
            pygame.draw.rect(surface, colour, cell, border_radius=max(2, bar.h // 4))
            pygame.draw.rect(surface, p.panel_edge, cell, width=1, border_radius=max(2, bar.h // 4))
        self.theme.text(surface, row.value, self.text_size(), (bar.right + 8, bar.centery), p.text, anchor="midleft")

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        p = self.theme.palette
        track = pygame.Rect(self.card.right - 10, self.view.y + 4, 5, self.view.h - 8)
        thumb_h = max(20, track.h * self.view.h // max(1, self.content_h + 2 * VIEW_PAD))
        span = max(1, self.content_h + 2 * VIEW_PAD - self.view.h)
        thumb = pygame.Rect(track.x, track.y + (track.h - thumb_h) * self.scroll // span, track.w, thumb_h)
        pygame.draw.rect(surface, lerp_color(p.panel, (0, 0, 0), 0.3), track, border_radius=3)
        pygame.draw.rect(surface, p.panel_edge, thumb, border_radius=3)


def _fitted(theme: Theme, text: str, size: int, room: int) -> tuple[int, str]:
    """``text`` at ``size``, or smaller down to three quarters of it (never below
    :data:`MIN_TEXT_PX`), cut after a whole word only when even that is too wide."""
    floor = min(size, max(MIN_TEXT_PX, size * 3 // 4))
    for s in range(size, floor - 1, -1):
        if theme.font_for(text, s).size(text)[0] <= room:
            return s, text
    return floor, fit_words(theme.font_for(text, floor), text, room)
