"""The one place the game reaches into pygame-menu's private parts.

pygame-menu's public widgets, decorators and themes give the main menu its
look (:mod:`game.ui.menu_look`), but these have no public way in
pygame-menu 4.5.2:

- a choice row drawn in the game's own way (label left, value right between
  two arrows): a widget's surface comes only from its private ``_render``,
  which :class:`DrawnSelector` overrides, handing the drawing to ``paint``;
- opening a page from code (a rebuilt menu re-opens the page that was open):
  :func:`open_page`, what a button linked to the page calls;
- typing text from an input method into a text field with the field's own
  checks and its onchange: :func:`type_text`;
- a button whose label takes more than one line (a seat's handicap with big text):
  :class:`LinesButton` draws each line of its title under the one before, through
  the private ``_render_string`` its ``_render`` draws the title with (pygame-menu's
  own ``wordwrap`` wraps at its column's width and then shrinks a row padded wider
  than that to fit it);
- letting go of the fonts pygame-menu has opened (after a language change the
  old language's faces, the Chinese ones large, would stay open for nothing):
  :func:`forget_fonts`.

No other module of the game touches a private pygame-menu name
(``tests/test_menu_adapter.py`` checks it, and checks that the installed
pygame-menu still has every name listed in :data:`PRIVATE_MEMBERS`, naming
the one that is missing and the version this module was written against).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_menu
from pygame_menu.widgets.widget.button import Button
from pygame_menu.widgets.widget.selector import Selector
from pygame_menu.widgets.widget.textinput import TextInput

#: the pygame-menu release these private names were read from
PINNED_VERSION = "4.5.2"

#: every private pygame-menu member this module uses, by the class that has it
#: (instance attributes included: they are checked on live widgets)
PRIVATE_MEMBERS: dict[str, tuple[str, ...]] = {
    "Menu": ("_open", "_remember_selection"),
    "Button": ("_render_string",),
    "Selector": ("_render", "_render_hash_changed", "_render_string", "_apply_transforms",
                 "_title", "_selected", "_visible", "_index", "_font_size", "_surface", "_rect",
                 "_title_size"),
    "TextInput": ("_push_key_input",),
    "font": ("_cache",),
}


class DrawnSelector(Selector):
    """A choice whose face its subclass draws (:meth:`paint`), given the label and
    the value rendered in the widget's font and colour.  pygame-menu redraws it only
    when the title, the value, the focus, the visibility, the read-only state, the
    font size or :meth:`render_key` changes."""

    def render_key(self) -> tuple[Any, ...]:
        """What else the face depends on (a width, say)."""
        return ()

    def paint(self, title: pygame.Surface, value: pygame.Surface,
              colour: Any) -> tuple[pygame.Surface, int]:
        """The row's face and where its label ends, from the row's left (a click
        left of that is on the label, as pygame-menu reads clicks).  Every subclass
        draws its own face (``menu_look.RowSelector``)."""
        raise NotImplementedError("a DrawnSelector subclass draws its own face")

    def _render(self) -> bool | None:
        current = self.get_value()[0][0]
        if not self._render_hash_changed(current, self._title, self._selected, self._visible, self._index,
                                         self.readonly, *self.render_key(), self._font_size):
            return True
        colour = self.get_font_color_status()
        surface, label_end = self.paint(self._render_string(self._title.strip(), colour),
                                        self._render_string(current, colour), colour)
        self._surface = surface
        self._title_size = label_end  # pygame-menu's own clicks: left of this is the label
        self._apply_transforms()
        self._rect.width, self._rect.height = self._surface.get_size()
        self.force_menu_surface_update()
        return None


class LinesButton(Button):
    """A button whose title may hold line breaks: each line is drawn in the button's font
    and colour under the one before, from the left (pygame-menu draws one line)."""

    def _render_string(self, string: str, color: Any) -> pygame.Surface:
        lines = string.split("\n")
        if len(lines) == 1:
            return super()._render_string(string, color)
        drawn = [super(LinesButton, self)._render_string(line, color) for line in lines]
        surface = pygame.Surface((max(line.get_width() for line in drawn), sum(line.get_height() for line in drawn)),
                                 pygame.SRCALPHA)
        y = 0
        for line in drawn:
            surface.blit(line, (0, y))
            y += line.get_height()
        return surface


def open_page(menu: pygame_menu.Menu, page: pygame_menu.Menu) -> None:
    """Open ``page`` over ``menu``'s current page, as a button linked to it does, with
    ``menu``'s focus kept for the way back: pygame-menu moves the focus of a page that
    is not the top one to its first row as it opens another over it (Back from a seat's
    handicap page landed on "Players", not on that seat's Handicap row)."""
    remember = menu._remember_selection
    menu._remember_selection = True
    try:
        menu._open(page)
    finally:
        menu._remember_selection = remember


def type_text(field: TextInput, char: str) -> bool:
    """Type ``char`` into ``field`` at its cursor, through its length cap, its
    allowed characters and its onchange; False when the field refuses it."""
    return bool(field._push_key_input(char))


def forget_fonts() -> None:
    """Empty pygame-menu's font cache: it keeps every (file, size) it ever opened.
    Built widgets keep the fonts they hold; pages built from now on open afresh."""
    pygame_menu.font._cache.clear()


def missing_private_members(menu: pygame_menu.Menu, selector: Selector, field: TextInput) -> list[str]:
    """The names of :data:`PRIVATE_MEMBERS` that these live pygame-menu objects (and
    pygame-menu's font module) lack (``"Selector._render"``); empty while this module
    fits the installed pygame-menu."""
    objects = {"Menu": menu, "Button": Button, "Selector": selector, "TextInput": field, "font": pygame_menu.font}
    return [f"{cls}.{name}" for cls, names in PRIVATE_MEMBERS.items() for name in names
            if not hasattr(objects[cls], name)]
