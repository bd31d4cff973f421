"""The keys every dialog answers, and how it shows them.

Every row or column of buttons a player must answer (the pause menu, the
cards over the board, the results, the error screen...) reads the keyboard
the same way: the arrows and Tab (Shift+Tab back) move the focus, Enter or
Space presses the button in focus, Esc presses the dialog's cancel button.
The button in focus wears a ring around it and a small "Enter" key cap, the
cancel button an "Esc" cap, so the keys can be read off the dialog itself.
:class:`DialogFocus` keeps the focus of one such row; the drawing is
:func:`draw_focus_ring` and :func:`draw_key_cap`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame

from game.i18n import pgettext

from .theme import Theme, lerp_color

#: keys that move the focus to the next button (Tab with Shift goes back)
NEXT_KEYS = frozenset({pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB})
#: keys that move the focus to the previous button
PREVIOUS_KEYS = frozenset({pygame.K_LEFT, pygame.K_UP})
#: keys that press the button in focus
PRESS_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})


class DialogKey(Enum):
    """What a key press asks of a dialog."""

    MOVED = "moved"  # the focus went to another button
    PRESS = "press"  # press the button in focus
    CANCEL = "cancel"  # close the dialog doing nothing


def focus_step(event: pygame.event.Event) -> int:
    """+1 or -1 for a key press that moves a dialog's focus forward or back, else 0."""
    if event.type != pygame.KEYDOWN:
        return 0
    if event.key == pygame.K_TAB:
        return -1 if event.mod & pygame.KMOD_SHIFT else 1
    if event.key in NEXT_KEYS:
        return 1
    if event.key in PREVIOUS_KEYS:
        return -1
    return 0


def dialog_key(event: pygame.event.Event) -> DialogKey | None:
    """What a key press means to any dialog (see the module), or None."""
    if event.type != pygame.KEYDOWN:
        return None
    if focus_step(event):
        return DialogKey.MOVED
    if event.key in PRESS_KEYS:
        return DialogKey.PRESS
    if event.key == pygame.K_ESCAPE:
        return DialogKey.CANCEL
    return None


@dataclass
class DialogFocus:
    """The focus on a dialog's ``count`` buttons: which one Enter presses."""

    focus: int = 0

    def read(self, event: pygame.event.Event, count: int) -> DialogKey | None:
        """Read a key press: a focus move is made here (wrapping round), a press or a
        cancel is answered for the dialog to carry out."""
        answer = dialog_key(event)
        if answer is DialogKey.MOVED and count:
            self.focus = (self.focus + focus_step(event)) % count
        return answer

    def clamp(self, count: int) -> None:
        """Keep the focus on one of ``count`` buttons (their number changed)."""
        self.focus = min(max(0, self.focus), max(0, count - 1))


def enter_cap() -> str:
    # Translators: the Enter key's name on a small key cap drawn on the button Enter presses
    return pgettext("key", "Enter")


def escape_cap() -> str:
    # Translators: the Escape key's name on a small key cap drawn on the button Esc presses
    return pgettext("key", "Esc")


def draw_focus_ring(surface: pygame.Surface, theme: Theme, rect: pygame.Rect) -> None:
    """The ring around the button in keyboard focus, a little outside it, so it shows
    whatever the pointer lights."""
    radius = rect.h // 3 + 4
    pygame.draw.rect(surface, theme.palette.highlight, rect.inflate(10, 10), width=3, border_radius=radius)


#: a key cap's text is never below one window height in this many (read from a sofa, as
#: every text of the game), nor below 12 pixels
WINDOW_SHARE = 67


def cap_size(button: pygame.Rect, window_h: int) -> int:
    """The font size of a key cap on ``button`` in a window ``window_h`` tall."""
    return max(12, round(window_h / WINDOW_SHARE), min(16, button.h * 3 // 10))


def cap_width(theme: Theme, label: str, button: pygame.Rect, window_h: int) -> int:
    """How wide the key cap ``label`` is on ``button``, its margins included."""
    return int(theme.font_for(label, cap_size(button, window_h), True).size(label)[0]) + 12 + 6


class CapPlace(Enum):
    """Where a key cap goes on its button."""

    INSIDE = "inside"  # inside the button at its end, the label beside it
    EDGE = "edge"  # astride the top edge at its end: a narrow button's label needs its width
    BESIDE = "beside"  # out beside the button (a menu page's column has room either side)


def draw_key_cap(surface: pygame.Surface, theme: Theme, button: pygame.Rect, label: str, side: int,
                 place: CapPlace = CapPlace.INSIDE) -> None:
    """A small key cap ``label`` at ``button``'s left (``side`` -1) or right (1) end, in
    the ``place`` it has room."""
    size = cap_size(button, surface.get_height())
    font = theme.font_for(label, size, True)
    w, h = font.size(label)[0] + 12, font.get_linesize() + 2
    cap = pygame.Rect(0, 0, w, min(h, button.h - 8) if place is CapPlace.INSIDE else h)
    cap.centery = button.top if place is CapPlace.EDGE else button.centery
    inset = {CapPlace.INSIDE: 6, CapPlace.EDGE: -4, CapPlace.BESIDE: -w - 10}[place]
    if side < 0:
        cap.left = button.left + inset
    else:
        cap.right = button.right - inset
    theme.bounds(surface, cap, "button")
    p = theme.palette
    pygame.draw.rect(surface, lerp_color(p.panel, (0, 0, 0), 0.45), cap, border_radius=5)
    pygame.draw.rect(surface, p.highlight, cap, width=1, border_radius=5)
    theme.text(surface, label, size, cap.center, p.text, bold=True, anchor="center")
