"""The main menu's pages drawn like the game's dialogs.

pygame-menu lays the pages out and reads the keys and the mouse; this module
gives its widgets the game's look.  Each button, choice and text field gets
the wooden face of the in-game buttons (:func:`game.ui.widgets.draw_button_face`)
drawn behind it by a widget decorator, lit with the highlight ring while it has
the focus; every button of a page is one width, and every row (a choice, a
name) the full width of the page's column.  A choice is a :class:`RowSelector`:
its label on the left, its value on the right between two arrows.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from typing import Any

import pygame
import pygame_menu
from pygame_menu.widgets.selection.none import NoneSelection
from pygame_menu.widgets.widget.button import Button as MenuButton
from pygame_menu.widgets.widget.selector import Selector
from pygame_menu.widgets.widget.textinput import TextInput

from game import i18n
from game.ui.menu_adapter import DrawnSelector, LinesButton, forget_fonts
from game.ui.theme import Theme, lerp_color
from game.ui.widgets import PRIMARY_INK, draw_arrow, draw_button_face

#: a selected row's or button's label: its lit face is light (``draw_button_face``), and the
#: cream label reads 3:1 on it where this dark ink reads 4.9:1 (tests/test_palette_colours.py)
LIT_INK = PRIMARY_INK

#: the margin either side of a page's rows, in half text heights (the scrollbar's room comes on top)
ROW_INSET = 3


def forget_menu_fonts(_code: str = "") -> None:
    """Let go of the fonts the menu pages opened in the old language (the Chinese
    faces are the big ones); pages built from now on open the new language's."""
    forget_fonts()


i18n.on_language_change(forget_menu_fonts)


class RowSelector(DrawnSelector):
    """A choice on one full-width row: its label on the left, its value on the right
    between two arrows.  A label and value too wide for the row together (big text, a long
    translation) take two lines, the label over the value, so the row never grows wider
    than the page.  :attr:`value_span` and :attr:`value_top` say where the value (arrows
    included) is."""

    row_width = 0  # the row's width inside its padding, set by :func:`style_page`
    arrow_colour: tuple[int, int, int] = (242, 184, 64)
    value_span = (0, 0)  # from the row's left edge inside its padding
    value_top = 0  # where the value's line starts, from the row's top inside its padding

    def render_key(self) -> tuple[Any, ...]:
        return (self.row_width,)

    def paint(self, title: pygame.Surface, value: pygame.Surface,
              colour: Any) -> tuple[pygame.Surface, int]:
        line = max(title.get_height(), value.get_height())
        arrow = max(5, line // 4)  # half an arrow's height; it is as wide
        gap = max(6, line // 3)
        value_w = value.get_width() + 2 * (arrow + gap)
        one_line = title.get_width() + 2 * gap + value_w
        two_lines = 0 < self.row_width < one_line
        if two_lines:  # the label on the first line, the value under it at the right
            width = max(self.row_width, title.get_width(), value_w)
            self.value_top, h = title.get_height(), title.get_height() + value.get_height()
            surface = pygame.Surface((width, h), pygame.SRCALPHA)
            surface.blit(title, (0, 0))
            mid = self.value_top + value.get_height() // 2
        else:
            width = max(self.row_width, one_line)
            self.value_top, h = 0, line
            surface = pygame.Surface((width, h), pygame.SRCALPHA)
            surface.blit(title, (0, (h - title.get_height()) // 2))
            mid = h // 2
        left = width - value_w
        surface.blit(value, (left + arrow + gap, mid - value.get_height() // 2))
        # on a lit (selected) row the face is light: the arrows take the label's dark ink
        ink = colour if self.readonly or self.is_selected() else self.arrow_colour
        draw_arrow(surface, pygame.Rect(left, mid - arrow, arrow, 2 * arrow), -1, ink)
        draw_arrow(surface, pygame.Rect(width - 1 - arrow, mid - arrow, arrow, 2 * arrow), 1, ink)
        self.value_span = (left, width)
        return surface, left

    def value_middle(self) -> float:
        """The middle of the value on screen: a click left of it steps back, right of it forward."""
        rect = self.get_rect(to_real_position=True, apply_padding=False)
        left, right = self.value_span
        return float(rect.left + (left + right) / 2)

    def value_left(self) -> int:
        """Where the value's left arrow starts on screen: a click left of it is on the label."""
        return int(self.get_rect(to_real_position=True, apply_padding=False).left + self.value_span[0])

    def value_line_top(self) -> int:
        """Where the value's line starts on screen: on a row of two lines, a click above it
        is on the label."""
        return int(self.get_rect(to_real_position=True, apply_padding=False).top + self.value_top)


def widget_font(widget: Any) -> pygame.font.Font | None:
    """The font ``widget`` draws its text in (pygame-menu keeps one a file and size),
    None before the widget has one."""
    info = widget.get_font_info()
    return pygame_menu.font.get_font(info["name"], info["size"]) if info["name"] else None


def label_width(widget: Any) -> int:
    """How wide ``widget``'s label is drawn: pygame-menu reads a click left of that
    as on the label (a text field's text and a choice's value start there)."""
    font = widget_font(widget)
    return int(font.size(widget.get_title())[0]) if font is not None else 0


def step_choice(widget: Selector, forward: bool) -> None:
    """Step a choice to its next value (or back), wrapping round, and tell its onchange,
    as pygame-menu's own arrow keys do; a read-only choice stays."""
    if widget.readonly:
        return
    items = widget.get_items()
    index = (widget.get_index() + (1 if forward else -1)) % len(items)
    widget.set_value(index)
    item = items[index]
    widget.change(*(item[1:] if isinstance(item, tuple) else ()))


def add_row_selector(menu: pygame_menu.Menu, title: str, items: list[tuple[Any, ...]], *,
                     font_size: int | None = None, **kwargs: Any) -> RowSelector:
    """A :class:`RowSelector` on ``menu``, styled by the page's theme (``kwargs`` as for
    ``menu.add.selector``: ``default``, ``onchange``, ``selector_id``)."""
    widget = RowSelector(title, items, **kwargs)
    menu.add.generic_widget(widget, configure_defaults=True)
    if font_size is not None:
        widget.update_font({"size": font_size})
    return widget


def add_lines_button(menu: pygame_menu.Menu, title: str, action: Callable[..., Any], *, button_id: str,
                     font_size: int | None = None) -> LinesButton:
    """A button on ``menu`` whose ``title`` may take more than one line (``"\\n"`` between
    them), styled by the page's theme."""
    widget = LinesButton(title, button_id, action)
    menu.add.generic_widget(widget, configure_defaults=True)
    if font_size is not None:
        widget.update_font({"size": font_size})
    return widget


def row_width(page: pygame_menu.Menu, size: int) -> int:
    """How wide a page's rows are: the page, less a scrollbar and a margin either side."""
    theme = page.get_theme()
    return int(page.get_width() - theme.scrollbar_thick - 2 * ROW_INSET * max(4, size // 2))


def centre_title(page: pygame_menu.Menu, title: str | None = None) -> None:
    """Set ``title`` (the page's own when None) centred over the page, as the in-game
    dialogs' titles are; pygame-menu puts a title at the page's left.  Called again
    whenever the title changes, since the centring depends on its width."""
    theme = page.get_theme()
    text = page.get_title() if title is None else title
    width = pygame_menu.font.get_font(theme.title_font, theme.title_font_size).size(text)[0]
    page.set_title(text, offset=(max(0, (page.get_width() - width) // 2), theme.title_offset[1]))


def title_gap(page: pygame_menu.Menu) -> None:
    """Room under the page's title before its first row, so a lit row's ring keeps clear
    of the title (the first thing added to a page)."""
    page.add.vertical_margin(max(4, page.get_theme().widget_font_size // 3))


def lit_label_selection() -> NoneSelection:
    """The pages' selection effect: nothing drawn (the lit face and its ring show the focus),
    but a selected widget's label takes its ``selected_color``, :data:`LIT_INK` on a lit face."""
    effect = NoneSelection()
    effect.widget_apply_font_color = True
    return effect


def style_page(page: pygame_menu.Menu, theme: Theme, width: int, *, button_width: int | None = None,
               primary: Collection[str] = (), rows: Collection[str] = ()) -> None:
    """Give every widget of ``page`` the game's face: buttons ``button_width`` wide (all
    one width, at least as wide as the widest label; the rows' width when not given),
    the buttons named in ``primary`` gold, choices, names and the buttons named in
    ``rows`` full rows ``width`` wide, read from their left."""
    pad_x = page_padding(page)
    buttons = [w for w in page.get_widgets() if isinstance(w, MenuButton) and w.get_id() not in rows]
    natural = max((w.get_width(apply_padding=False) for w in buttons), default=0)
    button_w = max(button_width or width, natural + 2 * pad_x)
    p = theme.palette
    for widget in page.get_widgets():
        if isinstance(widget, MenuButton):
            set_primary(widget, theme, widget.get_id() in primary)
            if widget.get_id() in rows:
                fit_width(widget, width, pad_x, centred=False)
            else:
                fit_width(widget, button_w, pad_x, centred=True)
            _add_face(widget, theme)
        elif isinstance(widget, RowSelector):
            top, _right, bottom, _left = widget.get_padding()
            widget.row_width = width - 2 * pad_x
            widget.arrow_colour = p.accent
            widget.set_padding((top, pad_x, bottom, pad_x))
            widget.update_font({"selected_color": LIT_INK})
            _add_face(widget, theme)
        elif isinstance(widget, TextInput):
            widget.update_font({"selected_color": p.text})
            fit_width(widget, width, pad_x, centred=False)
            _add_face(widget, theme)
            _add_field(widget, theme)
        elif widget.is_selectable:
            # any other control (a switch, a slider) draws its own groove in the wood's
            # colours: it sits in a darker well as wide as the rows, ringed when it has the focus
            widget.update_font({"selected_color": p.text})
            _add_well(widget, theme, width)


def page_padding(page: pygame_menu.Menu) -> int:
    """The room left and right of a widget's text on its face (the page theme's padding)."""
    padding: Any = page.get_theme().widget_padding
    return int(padding[1] if isinstance(padding, (tuple, list)) and len(padding) > 1 else
               padding[0] if isinstance(padding, (tuple, list)) else padding)


def fit_width(widget: Any, width: int, pad_x: int, centred: bool) -> None:
    """Pad ``widget`` out to ``width`` (its text centred, or ``pad_x`` from its left), so its
    face and the area a click lands on are the same; call again when its text changes."""
    top, right, bottom, left = widget.get_padding()
    room = max(0, width - widget.get_width(apply_padding=False) - 2 * pad_x)
    if centred:
        wanted = (top, pad_x + room - room // 2, bottom, pad_x + room // 2)
    else:
        wanted = (top, pad_x + room, bottom, pad_x)
    if wanted != (top, right, bottom, left):
        widget.set_padding(wanted)


def set_primary(widget: Any, theme: Theme, primary: bool) -> None:
    """Draw the button ``widget`` gold (the page's main action) or wooden from now on."""
    widget.face_primary = primary
    ink = PRIMARY_INK if primary else theme.palette.text
    widget.update_font({"color": ink, "selected_color": LIT_INK})


def _add_face(widget: Any, theme: Theme) -> None:
    """Draw the wooden face behind ``widget`` each frame, in the widget surface's coordinates."""

    def draw(surface: pygame.Surface, _widget: Any) -> None:
        draw_button_face(surface, theme, pygame.Rect(widget.get_rect()), primary=getattr(widget, "face_primary", False),
                         lit=widget.is_selected(), enabled=not widget.readonly)

    widget.get_decorator().add_callable(draw, prev=True, pass_args=True)


def _add_field(widget: TextInput, theme: Theme) -> None:
    """Sink the part of a text row that holds what is typed (a name, a file) into a darker
    field, over its wooden face: the row then reads as a place to type, not a button."""
    p = theme.palette

    def draw(surface: pygame.Surface, _widget: Any) -> None:
        rect = pygame.Rect(widget.get_rect())
        _top, right, _bottom, left = widget.get_padding()
        inset = max(3, rect.h // 8)
        # the label ends in a space: the field starts inside it, a little before the text
        font = widget_font(widget)
        space = font.size(" ")[0] if font is not None else 0
        x = rect.x + left + label_width(widget) - max(inset, space * 2 // 3)
        field = pygame.Rect(x, rect.y + inset, max(0, rect.right - min(right, left) // 2 - x), rect.h - 2 * inset)
        if field.w <= 2 * inset:
            return
        radius = field.h // 3
        fill = lerp_color(p.panel, (0, 0, 0), 0.15 if widget.is_selected() else 0.3)
        pygame.draw.rect(surface, fill, field, border_radius=radius)
        pygame.draw.rect(surface, lerp_color(p.panel_edge, (0, 0, 0), 0.35), field, width=1, border_radius=radius)

    widget.get_decorator().add_callable(draw, prev=True, pass_args=True)


def _add_well(widget: Any, theme: Theme, width: int) -> None:
    """Draw a darker well ``width`` wide behind ``widget``, with the highlight ring while it has the focus."""
    p = theme.palette

    def draw(surface: pygame.Surface, _widget: Any) -> None:
        rect = pygame.Rect(widget.get_rect())
        rect = rect.inflate(max(0, width - rect.w), 0)
        radius = rect.h // 3
        pygame.draw.rect(surface, lerp_color(p.panel, (0, 0, 0), 0.2), rect, border_radius=radius)
        ring, thick = (p.highlight, 3) if widget.is_selected() else (lerp_color(p.panel_edge, p.panel, 0.4), 1)
        pygame.draw.rect(surface, ring, rect, width=thick, border_radius=radius)

    widget.get_decorator().add_callable(draw, prev=True, pass_args=True)
def place_now(page: pygame_menu.Menu) -> None:
    """Place ``page``'s rows again at once, and have them drawn afresh at the next frame:
    pygame-menu's ``render`` makes the surface the rows are drawn on anew, blank, and its
    ``draw`` then goes on showing the rows it drew before (a page left empty after a
    seat's handicap row took a second line)."""
    page.render()
    page.force_surface_cache_update()


#: room kept under a hugging page's last row (its shadow, and the panel's rounded corner)
HUG_MARGIN = 32


def hug(page: pygame_menu.Menu, most: int, window: tuple[int, int]) -> None:
    """Make ``page`` as tall as its rows need, up to ``most`` pixels, still centred: the
    wooden panel under it (MenuScene.draw) then ends under its last row, with no empty
    band around a short page on a big screen."""
    frame = page.get_height() - page.get_height(inner=True)  # the title
    want = max(frame + HUG_MARGIN, min(most, frame + page.get_height(widget=True) + HUG_MARGIN))
    want = min(want, window[1])  # a window too small to play in is drawn over by a notice, not a page
    if want != page.get_height():
        page.resize(page.get_width(), want, screen_dimension=window)
        # the rows are placed once more: the first placing after a resize still reckons with
        # the scroll bar the old height needed (a row 5 px off until the next frame)
        place_now(page)


