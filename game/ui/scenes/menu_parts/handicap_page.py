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
from game.ui.menu_look import add_row_selector, centre_title, row_width
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
from game.words.handicaps import known_player_label, usual_handicap_line

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
        self._child: Any = None  # the child mark's row, on a person's page
        self._usual: list[Any] = []  # the lines under the known players

    def build(self) -> None:
        """The handicap page of seat :attr:`seat`, built afresh: a person's
        seat and a computer's are offered different rows."""
        h = self.pages.menu.size[1]
        pw, ph = page_box(self.pages.menu.size)
        index = self.seat
        title = self._title()
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
        small = self.ctx.theme.px(max(14, self.pages.menu.size[1] // 32))
        note = max(self.ctx.theme.px(0), small - 3)
        self._widgets = {}
        self._child = None
        self._usual = []
        if not seat.is_computer:
            self._add_known_players(m, index, small)
        for row in handicap_rows(self.setup.ruleset(), seat.handicap, seat.is_computer, index):
            widget = add_row_selector(
                m, row.title, row.options, default=row.index_of(getattr(seat.handicap, row.field)),
                onchange=lambda _item, value, f=row.field: self._on_handicap(f, value),
                selector_id=f"hc_{row.field}", font_size=small)
            self._widgets[row.field] = (widget, row)
            if row.refused:
                # the rules' own reason for the lists left out (a Kids game keeps every seat on its list),
                # on as many lines as it takes
                reasons = [one_line_label(m, "", label_id=f"hc_{row.field}_refused{k}" if k else f"hc_{row.field}_refused",
                                          font_size=note, font_color=self.ctx.theme.palette.text_dim,
                                          margin=(0, 0)) for k in range(3)]
                wrap_over(reasons, row.refused, row_width(m, m.get_theme().widget_font_size))
                show_filled(*reasons)
                next(r for r in reversed(reasons) if r.get_title()).set_margin(0, m.get_theme().widget_margin[1])
        if seat.is_computer:
            lines = [one_line_label(m, "", label_id=f"hc_note{k}", font_size=note,
                                    font_color=self.ctx.theme.palette.text_dim, margin=(0, 0)) for k in range(3)]
            wrap_over(lines, _("A computer plays only words of its list, at once: hints, a clock of its own "
                               "and checked words are for people."), row_width(m, m.get_theme().widget_font_size))
            show_filled(*lines)
        else:
            self._child = add_row_selector(
                m, _("This player is a child"), [(_("No"), False), (_("Yes"), True)],
                default=int(self.setup.children[index]),
                onchange=lambda _item, value: self._on_child(value), selector_id="hc_child", font_size=small)
        # Translators: a button on a seat's handicap page: the seat plays by the game's rules
        m.add.button(_("No handicap"), self._reset_handicap, button_id="hc_reset", font_size=small)
        m.add.button(_("Done"), pygame_menu.events.BACK, button_id="done", font_size=small)
        m.add.vertical_margin(small // 2)  # Done's shadow clear of the page's edge, scrolled to the end

    def _add_known_players(self, m: pygame_menu.Menu, index: int, size: int) -> None:
        """The family's known players (their profiles, a child marked) as the first row,
        so a seat is given to one of them without retyping the name, and under it the
        usual handicap the one chosen brings; the seat's own name leads the list when
        it is nobody's profile."""
        known = self.setup.known_players()
        if not known:
            return
        items: list[tuple[str, str]] = [(known_player_label(p.name, p.child), p.name) for p in known]
        current = self.setup.profile_of(index)
        if current is None:
            items.insert(0, (clean_name(self.setup.seats[index].name, index), ""))
        default = 0 if current is None else [p.name for p in known].index(current.name)
        # Translators: a row on a seat's handicap page: the people the game remembers, to seat one of them
        add_row_selector(m, _("Known players"), items, default=default,
                         onchange=lambda _item, value: self._on_known(value), selector_id="hc_known",
                         font_size=size)
        self._usual = [one_line_label(m, "", label_id=f"hc_usual{k}" if k else "hc_usual",
                                      font_size=max(self.ctx.theme.px(0), size - 3), font_color=self.ctx.theme.palette.text_dim,
                                      margin=(0, 0)) for k in range(2)]
        self._show_usual()

    def _show_usual(self) -> None:
        """The line under the known players: what the seat's person's profile brings."""
        if not self._usual:
            return
        found = self.setup.profile_of(self.seat)
        text = usual_handicap_line(found.handicap if found is not None else None, self.setup.ruleset())
        wrap_over(self._usual, text, row_width(self.page, self.page.get_theme().widget_font_size))
        show_filled(*self._usual)

    def _on_known(self, name: str) -> None:
        """A known player chosen for the seat: the seat takes their name, and with it
        their child mark and usual handicap (what was chosen for the one before goes)."""
        if self.pages.building or not name:
            return
        self.setup.set_name(self.seat, name)
        self.pages.menu.click()
        self.pages.show_name(self.seat)
        centre_title(self.page, self._title())
        self._show_usual()
        self.sync()

    def _title(self) -> str:
        name = clean_name(self.setup.seats[self.seat].name, self.seat)
        # Translators: the title of one seat's handicap page; {name} is the player's name
        return _("Handicap: {name}").format(name=name)

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
            if self._child is not None:
                self._child.set_value(int(self.setup.children[self.seat]))
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
