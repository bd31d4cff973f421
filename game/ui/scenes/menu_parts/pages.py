"""The main menu's pages: their theme, how big their text is, and the small
helpers the New game and Rules pages are built with."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any

import pygame
import pygame_menu
from pygame_menu.widgets.widget.label import Label
from pygame_menu.widgets.widget.menubar import MENUBAR_STYLE_NONE, MENUBAR_STYLE_TITLE_ONLY

from game.i18n import join_parts
from game.ui.context import AppContext
from game.ui.menu_look import (
    RowSelector,
    centre_title,
    fit_width,
    lit_label_selection,
    page_padding,
    place_now,
    row_width,
    title_gap,
    widget_font,
)
from game.ui.text_wrap import wrap_text
from game.words.handicaps import led_mark_rows

MIN_FONT = 16  # the smallest text a menu page shrinks to (read from the sofa)


def font_size_for(height: int) -> int:
    """The menus' text size for a window this tall, at the Normal Text size (the sizes a page
    is built at go through the theme's ``px``: :func:`fitting_sizes`, :func:`make_theme`)."""
    return max(MIN_FONT, min(36, height // 28))


def make_theme(ctx: AppContext, height: int, title: bool = True, size: int | None = None,
               compact: bool = False) -> pygame_menu.themes.Theme:
    """A page's theme; ``compact`` rows sit closer, with less room above and below their text."""
    p = ctx.theme.palette
    size = size or ctx.theme.px(font_size_for(height))
    # the pages sit on the same rounded wooden panel as the in-game dialogs
    # (MenuScene.draw lays it under them), with the title in gold on it
    theme = pygame_menu.themes.Theme(
        background_color=(0, 0, 0, 0),
        title_font=str(ctx.theme.font_path(bold=True)),
        title_font_size=size + 8,
        title_font_color=p.accent,
        title_background_color=(0, 0, 0, 0),
        title_font_shadow=True,
        title_font_shadow_color=(20, 12, 8),
        title_offset=(size, size // 3),
        title_bar_style=MENUBAR_STYLE_TITLE_ONLY if title else MENUBAR_STYLE_NONE,
        title_close_button=False,
        widget_font=str(ctx.theme.font_path(bold=False)),
        widget_font_size=size,
        widget_font_color=p.text,
        # the focus shows as the in-game buttons show it, a lit face with a gold ring
        # (menu_look draws it, and darkens the label on it), and there is no arrow
        selection_color=p.text,
        widget_selection_effect=lit_label_selection(),
        widget_padding=(max(2, size // 8) if compact else max(4, size // 4), max(10, size * 3 // 4)),
        # the gap between rows leaves the faces' shadows (4 px) clear of the next row
        widget_margin=(0, 6 if compact else max(6, size // 3)),
        widget_box_background_color=p.panel_edge,
        widget_box_border_color=p.accent_dark,
        scrollbar_color=p.panel,
        scrollbar_slider_color=p.panel_edge,
        scrollbar_thick=max(10, size // 2),
        border_width=0,
        cursor_color=p.highlight,
        readonly_color=p.text_dim,
        widget_font_shadow=False,
        # the system cursor is left alone: the dummy video driver cannot set one
        widget_cursor=None,
        scrollbar_cursor=None,
        title_close_button_cursor=None,
    )
    return theme


def scrolls_under_title(theme: pygame_menu.themes.Theme) -> pygame_menu.themes.Theme:
    """``theme`` for a page whose rows scroll: they go under its title, not behind it."""
    theme.title_fixed = False
    return theme


def fitting_sizes(ctx: AppContext, height: int) -> list[tuple[int, bool]]:
    """The (text size, compact rows) a page tries, largest first, until its rows fit: the
    text shrinks to the smallest readable size (both as the Text size setting draws them),
    then the rows close up (Chinese lines stand taller than Latin ones)."""
    least = ctx.theme.px(MIN_FONT)
    roomy = dict.fromkeys(ctx.theme.px(size) for size in range(font_size_for(height), MIN_FONT, -2))
    return [*((size, False) for size in roomy if size > least), (least, False), (least, True)]


@contextmanager
def placed_once(page: pygame_menu.Menu) -> Iterator[pygame_menu.Menu]:
    """Build ``page`` with its widgets placed once, at the end.

    pygame-menu places every widget of a page again each time one is added or
    restyled, so a page of n rows cost about n² placements (about half a second
    of CPU for the menu's pages, each time the menu came back).  Its
    ``disable_render`` holds that off until the page is whole."""
    page.disable_render()
    try:
        yield page
    finally:
        page.enable_render()
        place_now(page)


def fits(page: pygame_menu.Menu, most: int | None = None) -> bool:
    """Every row of ``page`` shows without scrolling (pages are measured as built, every row
    shown); with ``most``, once the page is made that tall (:func:`hug`)."""
    room = page.get_height(inner=True) if most is None else most - (page.get_height() - page.get_height(inner=True))
    return bool(page.get_height(widget=True) <= room)


def window_now(told: tuple[int, int]) -> tuple[int, int]:
    """The size the window has at this moment.

    The window system can change it after the frame handed the scenes their size (the
    resize is read from the queue a frame later), so the pages are built for the
    window's own surface; ``told`` when there is no window."""
    surface = pygame.display.get_surface()
    if surface is None:
        return told
    w, h = surface.get_size()
    return (w, h) if w > 0 and h > 0 else told


def within(length: int, room: int) -> int:
    """``length`` made to fit in ``room`` pixels, and at least one pixel (pygame-menu
    refuses an empty page, and one larger than the window)."""
    return max(1, min(length, room))


def page_box(window: tuple[int, int]) -> tuple[int, int]:
    """The width and height of a sub-page (New game, Rules, a handicap, the saved games):
    it grows with the window, so a big screen is not a narrow column, and it is inside
    the window at any size."""
    w, h = window
    return within(min(max(900, w * 3 // 5), w - 40), w), within(h - 40, h)


def new_game_height(window: tuple[int, int]) -> int:
    """How tall New game may be: as a sub-page, but in a low window (800x600) closer to the
    window's edges, so Start! and Back show under four seats without scrolling."""
    h = window[1]
    return within(h - min(40, max(12, h // 30)), h)


def new_page(title: str, width: int, height: int, theme: pygame_menu.themes.Theme,
             window: tuple[int, int]) -> pygame_menu.Menu:
    """One sub-page of the main menu (New game, Rules), placed in a ``window`` of that size."""
    page = pygame_menu.Menu(title, width, height, theme=theme, joystick_enabled=False, screen_dimension=window,
                            keyboard_ignore_nonphysical=False, mouse_motion_selection=True, verbose=False)
    centre_title(page)
    title_gap(page)
    return page


def one_line_label(menu: Any, title: str, **kwargs: Any) -> Label:
    """A one-line label (pygame-menu returns a list only for word-wrapped text)."""
    widget = menu.add.label(title, **kwargs)
    assert isinstance(widget, Label)
    return widget


def show_filled(*labels: Label) -> None:
    """Show the labels that say something: an empty line would hold the buttons under it away."""
    for label in labels:
        if label.get_title():
            label.show()
        else:
            label.hide()


def two_lines(first: Label, second: Label, parts: Sequence[str], colour: tuple[int, int, int] | None = None) -> None:
    """A notice over two labels, so it fits the page at 800x600: its first part on the
    first, the rest on the second.  The parts are worded apart (a notice is never
    split after it is translated: a language may write its "；" without a space)."""
    if colour is not None:
        for label in (first, second):
            label.update_font({"color": colour})
    first.set_title(parts[0] if parts else "")
    second.set_title(join_parts(parts[1:]))


def wrap_over(labels: Sequence[Label], text: str, room: int) -> None:
    """``text`` over ``labels``, one line each, broken where a line may break so that no
    line is wider than ``room`` (a page never scrolls sideways); the first labels are used,
    the rest left empty (:func:`show_filled` hides them).  The last label takes what is
    left of a text too long for them all."""
    info = labels[0].get_font_info()
    font = pygame_menu.font.get_font(info["name"], info["size"])
    lines = wrap_text(font, text, room) if text else []
    if len(lines) > len(labels):
        lines = [*lines[: len(labels) - 1], " ".join(lines[len(labels) - 1 :])]
    for k, label in enumerate(labels):
        label.set_title(lines[k] if k < len(lines) else "")


def lines_of(page: pygame_menu.Menu, row: Any, text: str, lead: Callable[[str], str] | None = None,
             marks: Sequence[str] = ()) -> str:
    """``text``, the title of ``row`` (a :class:`~game.ui.menu_adapter.LinesButton`), over as
    many lines as the page's rows are wide in the row's font, with ``"\\n"`` between them:
    where a line may break, or, for a text that lists ``marks`` after its ``lead`` ("Handicap:
    {summary}"), only between the marks (:func:`~game.words.handicaps.led_mark_rows`)."""
    font = widget_font(row)
    if font is None:
        return text
    room = row_width(page, page.get_theme().widget_font_size) - 2 * page_padding(page)
    lines = led_mark_rows(lead, marks, font, room) if lead is not None and marks else wrap_text(font, text, room)
    return "\n".join(lines)


#: pixels between a seat's name and its "tiles on" choice on one row
PHONE_GAP = 6


def place_phone_rows(page: pygame_menu.Menu, names: Sequence[Any], phones: Sequence[RowSelector]) -> None:
    """Each seat's "tiles on" choice (a floating row) at the right end of its name's row,
    half the row wide and centred on its height, the name's row giving up that half: a seat
    on a phone takes no row more than one on the TV.  Called again whenever the page is
    resized (the rows move over when its scroll bar goes) or a seat's rows change."""
    width = row_width(page, page.get_theme().widget_font_size)
    pad = page_padding(page)
    half = width // 2
    for name, phone in zip(names, phones):
        # a name too wide for half a row (big text: the Text size setting) keeps its row, and
        # its choice takes a row of its own under it
        # (a hidden row is never floating: pygame-menu would put the next row under it)
        beside = name.get_width(apply_padding=False) + 2 * pad <= width - half - PHONE_GAP
        if phone.is_visible() and phone.is_floating() != beside:
            phone.set_float(beside)
        phone.row_width = half - 2 * pad if beside else width - 2 * pad
        # (a row of its own lines up with the rows over and under it: pygame-menu would put a
        # row aligned to the right at the page's edge, beyond them)
        phone.set_alignment(pygame_menu.locals.ALIGN_RIGHT if beside else pygame_menu.locals.ALIGN_CENTER)
        fit_width(name, width, pad, centred=False)
        name.translate(0, 0)
        if phone.is_visible() and not beside:
            phone.translate(0, 0)
    place_now(page)
    # where a full row starts (pygame-menu centres each row, a shorter one too)
    lefts = [name.get_rect().left for name in names]
    for name, phone in zip(names, phones):
        if phone.is_visible() and phone.is_floating():
            fit_width(name, width - half - PHONE_GAP, pad, centred=False)
    place_now(page)
    moved = False
    for name, phone, left in zip(names, phones, lefts):
        if not phone.is_visible() or not phone.is_floating():
            continue
        # the name's row keeps a full row's left edge, and the choice ends where a full row ends
        row, own = name.get_rect(), phone.get_rect()
        name.translate(left - row.left, 0)
        dx, dy = phone.get_translate()
        phone.translate(dx + left + width - own.right, dy + row.centery - own.centery)
        moved = True
    if moved:
        place_now(page)
