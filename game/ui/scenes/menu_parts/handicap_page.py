"""A seat's handicap page, over the main menu's New game page: the rules a seat may
play by on its own (docs/rules.md, "Handicaps"), and a person's child mark."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import pygame_menu

from game.i18n import _
from game.rules.handicap import NO_HANDICAP
from game.setup.seats import clean_name
from game.ui.handicap_choices import handicap_rows
from game.ui.menu_adapter import open_page
from game.ui.menu_look import add_row_selector, row_width
from game.ui.scenes.menu_parts.pages import (
    make_theme,
    new_page,
    one_line_label,
    page_box,
    placed_once,
    scrolls_under_title,
    show_filled,
    wrap_over,
)
from game.ui.theme import font_file_for

if TYPE_CHECKING:
    from game.ui.scenes.menu_parts.new_game import NewGamePages


class HandicapPage:
    """The handicap page of one seat, a part the New game pages hold: built afresh
    for the seat whose row was pressed, its rows editing that seat's handicap in the
    setup."""

    def __init__(self, pages: NewGamePages) -> None:
        self.pages = pages
        self.ctx = pages.ctx
        self.setup = pages.setup
        self.seat = 0  # the seat whose page is (or was last) open
        self.page: Any = None  # the page, once built
        self._widgets: dict[str, tuple[Any, Any]] = {}

    def build(self) -> None:
        """The handicap page of seat :attr:`seat`, built afresh: a person's
        seat and a computer's are offered different rows."""
        h = self.pages.menu.size[1]
        pw, ph = page_box(self.pages.menu.size)
        index = self.seat
        name = clean_name(self.setup.seats[index].name, index)
        # Translators: the title of one seat's handicap page; {name} is the player's name
        title = _("Handicap: {name}").format(name=name)
        theme = scrolls_under_title(make_theme(self.ctx, h))
        theme.title_font = str(font_file_for(title, bold=True))  # a name in another script too
        self.page = new_page(title, pw, ph, theme, self.pages.menu.size)
        building, self.pages.building = self.pages.building, True
        try:
            with placed_once(self.page):
                self._fill(self.page, index)
                self.pages.menu.style_page(self.page, primary={"done"})
        finally:
            self.pages.building = building

    def _fill(self, m: pygame_menu.Menu, index: int) -> None:
        seat = self.setup.seats[index]
        small = max(14, self.pages.menu.size[1] // 32)
        note = max(12, small - 3)
        self._widgets = {}
        for row in handicap_rows(self.setup.ruleset(), seat.handicap, seat.is_computer, index):
            widget = add_row_selector(
                m, row.title, row.options, default=row.index_of(getattr(seat.handicap, row.field)),
                onchange=lambda _item, value, f=row.field: self._on_handicap(f, value),
                selector_id=f"hc_{row.field}", font_size=small)
            self._widgets[row.field] = (widget, row)
            if row.refused:
                # the rules' own reason for the lists left out (a Kids game keeps every seat on its list)
                one_line_label(m, row.refused, label_id=f"hc_{row.field}_refused", font_size=note,
                               font_color=self.ctx.theme.palette.text_dim)
        if seat.is_computer:
            lines = [one_line_label(m, "", label_id=f"hc_note{k}", font_size=note,
                                    font_color=self.ctx.theme.palette.text_dim, margin=(0, 0)) for k in range(2)]
            wrap_over(lines, _("A computer plays only words of its list, at once: hints, a clock of its own "
                               "and checked words are for people."), row_width(m, m.get_theme().widget_font_size))
            show_filled(*lines)
        else:
            add_row_selector(
                m, _("This player is a child"), [(_("No"), False), (_("Yes"), True)],
                default=int(self.setup.children[index]),
                onchange=lambda _item, value: self._on_child(value), selector_id="hc_child", font_size=small)
        # Translators: a button on a seat's handicap page: the seat plays by the game's rules
        m.add.button(_("No handicap"), self._reset_handicap, button_id="hc_reset", font_size=small)
        m.add.button(_("Done"), pygame_menu.events.BACK, button_id="done", font_size=small)
        m.add.vertical_margin(small // 2)  # Done's shadow clear of the page's edge, scrolled to the end

    def open(self, index: int) -> None:
        """Open a seat's handicap page over the New game page."""
        self.pages.menu.click()
        self.seat = index
        self.build()
        open_page(self.pages.new_menu, self.page)

    def sync(self) -> None:
        """The handicap page's rows show the seat's handicap as it now is (a child
        mark or the profiles read may have changed it)."""
        widgets = self._widgets
        handicap = self.setup.seats[self.seat].handicap
        building, self.pages.building = self.pages.building, True
        try:
            for field_name, (widget, row) in widgets.items():
                widget.set_value(row.index_of(getattr(handicap, field_name)))
        finally:
            self.pages.building = building

    def _on_handicap(self, field_name: str, value: Any) -> None:
        if self.pages.building:
            return
        index = self.seat
        handicap = dataclasses.replace(self.setup.seats[index].handicap, **{field_name: value})
        self.setup.set_handicap(index, handicap)
        self.pages.menu.click()
        self.pages.refresh_new()

    def _on_child(self, child: bool) -> None:
        if self.pages.building:
            return
        self.setup.set_child(self.seat, child)
        self.pages.menu.click()
        self.sync()
        self.pages.refresh_new()

    def _reset_handicap(self) -> None:
        self.setup.set_handicap(self.seat, NO_HANDICAP)
        self.pages.menu.click()
        self.sync()
        self.pages.refresh_new()
