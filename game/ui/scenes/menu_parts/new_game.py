"""The main menu's New game and Rules pages (a seat's handicap page is
:mod:`~game.ui.scenes.menu_parts.handicap_page`): their
rows (the "Phone racks" switch and each person's seat on a phone or the TV among
them), and what a change on them does to the
:class:`~game.setup.new_game.NewGameSetup` they edit."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame_menu

from game.i18n import _, language
from game.lexicon.choice import fallback_for, fallback_notice
from game.phone import network
from game.rules.errors import RuleSetError
from game.rules.ruleset import ChallengeMode, is_duplicate
from game.setup.new_game import (
    MENU_PRESETS,
    RULE_CHOICES,
    WORD_LIST_CHOICES,
    choices_for,
    preset_blurb,
    preset_label,
    rule_title,
    word_list_choices,
)
from game.setup.seats import NAME_LIMIT, SEAT_KINDS, kind_label
from game.store import SeatProfile
from game.ui.menu_adapter import open_page
from game.ui.menu_look import (
    RowSelector,
    add_lines_button,
    add_row_selector,
    centre_title,
    fit_width,
    hug,
    page_padding,
    row_width,
)
from game.ui.scenes.menu_parts.handicap_page import HandicapPage
from game.ui.scenes.menu_parts.pages import (
    MIN_FONT,
    fits,
    fitting_sizes,
    lines_of,
    make_theme,
    new_game_height,
    new_page,
    one_line_label,
    page_box,
    place_phone_rows,
    placed_once,
    scrolls_under_title,
    show_filled,
    two_lines,
    wrap_over,
)
from game.ui.theme import font_file_for
from game.ui.variant_look import VARIANT_RULE_ROWS, look_of_rules
from game.words import error_text
from game.words.handicaps import handicap_marks, handicap_summary
from game.words.phone_seats import phone_racks_note
from game.words.teams import no_team_handicap

if TYPE_CHECKING:
    from game.ui.scenes.menu import MenuScene

log = logging.getLogger(__name__)


class NewGamePages:
    """The New game and Rules pages and a seat's handicap page, a part the main menu
    (:class:`~game.ui.scenes.menu.MenuScene`) holds: it builds them for the window,
    keeps them showing the :class:`~game.setup.new_game.NewGameSetup` they edit, and
    starts the game."""

    def __init__(self, menu: MenuScene) -> None:
        self.menu = menu
        self.ctx = menu.ctx
        self.setup = menu.setup
        #: pygame-menu fires onchange while a selector steps to its default (a build, a
        #: page showing the setup again); those calls must not edit the setup
        self.building = False
        #: the settings were changed (a game started): the menu writes them as it leaves
        self.settings_changed = False
        #: rows were shown or hidden on New game: at the next update its page is made as tall as they need
        self.hug_pending = False
        self.new_page_height = 0  # the most New game may be
        #: the (text size, compact rows) the New game page was built with (``pages.fitting_sizes``)
        self.new_menu_fit: tuple[int, bool] = (0, False)
        #: (window size, language, Text size, the choices) -> the index in ``fitting_sizes`` the New game page fits at
        self._new_page_fit: dict[tuple[int, int, str, str, str], int] = {}
        self._rule_widgets: dict[str, tuple[Any, list[tuple[str, Any]]]] = {}
        self.new_menu: Any = None  # the pages, once built
        self.rules_menu: Any = None
        self.seat_count_selector: RowSelector
        self.phones_selector: RowSelector
        #: what the "Phone racks" switch means, or why phones cannot reach this computer
        self.phone_notes: list[Any] = []
        #: each seat's "tiles on: phone / TV" row (shown for a person's seat while the switch is on)
        self.phone_rows: list[RowSelector] = []
        self.preset_selector: RowSelector
        self.word_selector: RowSelector
        self.word_file_input: Any = None
        self.blurbs: list[Any] = []
        self.message_label: Any = None
        self.message_label2: Any = None
        self.word_message: Any = None
        self.word_message2: Any = None
        #: a seat's handicap page, over New game
        self.handicap = HandicapPage(self)

    def build(self, page_theme: pygame_menu.themes.Theme) -> None:
        """Build the Rules page, then New game at the largest text that shows Start! and
        Back without scrolling, then the handicap page, for the window as it is now."""
        w, h = size = self.menu.size
        pw, ph = page_box(size)
        self.new_page_height = new_game_height(size)
        self.rules_menu = new_page(_("Rules"), pw, ph, scrolls_under_title(page_theme.copy()), size)
        with placed_once(self.rules_menu):
            self._fill_rules()
            self.menu.style_page(self.rules_menu, primary={"done"})
        # New game holds the most rows (four seats, two message lines): its text
        # shrinks, down to the smallest readable size, until Start! and Back show
        # without scrolling
        # Each size tried is a whole build of the page, so the size found is kept for the
        # same window, language and choices: the menu comes back from a game at once.
        sizes = fitting_sizes(self.ctx, h)
        known = (w, h, language(), self.ctx.theme.text_size, repr(self.setup))
        first = self._new_page_fit.get(known, 0)
        index = first
        for index in range(first, len(sizes)):
            text_size, compact = sizes[index]
            self.new_menu_fit = (text_size, compact)
            self.new_menu = new_page(_("New game"), pw, self.new_page_height,
                                     scrolls_under_title(make_theme(self.ctx, h, size=text_size, compact=compact)),
                                     size)
            with placed_once(self.new_menu):
                self._fill_new(text_size, compact)
                self.menu.style_page(self.new_menu, primary={"start"}, rows={f"handicap{i}" for i in range(4)})
            self.place_phones()
            if fits(self.new_menu):
                break
        # (the last size, too small as it is, is the one kept when none fits: the page scrolls)
        self._new_page_fit = {known: index}
        self.handicap.build()

    def refresh(self) -> None:
        """The pages show the setup as it now is, and New game is as tall as its rows."""
        self.refresh_new()
        self._refresh_rules()
        self.hug()

    def hug(self) -> None:
        """Make New game as tall as the rows it shows (at most :attr:`new_page_height`)."""
        self.hug_pending = False
        hug(self.new_menu, self.new_page_height, self.menu.size)
        self.place_phones()

    # -- building the pages -----------------------------------------------------

    def _fill_new(self, size: int, compact: bool = False) -> None:
        m = self.new_menu
        s = self.setup
        # the least the Text size setting draws (px(0)) holds for the smaller rows too
        least = self.ctx.theme.px(0)
        small = max(MIN_FONT - 2, least, size * 4 // 5)
        # the count of players, or four in teams of two (docs/rules.md, "Teams")
        choices = s.players_choices()
        self.seat_count_selector = add_row_selector(
            m, _("Players"), choices, default=[v for _label, v in choices].index(s.players_choice()),
            onchange=self._on_seat_count, selector_id="seat_count")
        # Translators: the New game switch that puts each player's tiles on their own phone
        self.phones_selector = add_row_selector(
            m, _("Phone racks"), [(_("Off"), False), (_("On"), True)], default=int(s.phones),
            onchange=lambda _item, value: self._on_phones(value), selector_id="phones",
            font_size=max(MIN_FONT - 4, least, small - 2) if compact else None)
        if compact:  # a tight page: a thin row, as a seat's handicap row is, close under Players
            self.phones_selector.set_padding((1, page_padding(m)))
            self.phones_selector.set_margin(0, 3)
            self.seat_count_selector.set_margin(0, 3)
        self.phone_notes = [one_line_label(m, "", label_id=f"phone_note{k}" if k else "phone_note",
                                           font_size=small, margin=(0, 1 if compact else 3)) for k in range(3)]
        self.seat_widgets: list[tuple[Any, Any]] = []
        self.handicap_buttons: list[Any] = []
        self.phone_rows = []
        # Translators: under a person's name while phone racks are on: where their tiles are ("tiles on their phone")
        places = [(_("their phone"), True), (_("the TV"), False)]
        kinds = [(kind_label(k), k) for k in SEAT_KINDS]
        for i in range(4):
            seat = s.seats[i]
            label = _("Player {number}:").format(number=i + 1) + " "
            name = m.add.text_input(label, default=seat.name, maxchar=NAME_LIMIT, repeat_keys=False,
                                    onchange=lambda text, i=i: self._on_name(i, text),
                                    textinput_id=f"name{i}", font_name=str(font_file_for(label + seat.name)))
            # where the seat's tiles go sits at the right end of its name's row, a row of its own
            # neither in height nor in the keys' order (after the name): four seats on phones fit
            # the page at 800x600, in Chinese too (place_phone_rows sets its width and place)
            # Translators: starts a row beside a player's name, before "their phone" or "the TV";
            # a capital where your language starts a line with one (Portuguese: "Peças ficam")
            phone = add_row_selector(m, _("tiles on"), places, default=0 if seat.phone else 1,
                                     onchange=lambda _item, value, i=i: self._on_phone(i, value),
                                     selector_id=f"phone{i}", font_size=small)
            phone.set_float(True)
            phone.set_alignment(pygame_menu.locals.ALIGN_RIGHT)
            self.phone_rows.append(phone)
            # Translators: starts the row under a player's name: who plays that seat ("plays as
            # Human"); a capital where your language starts a line with one (Portuguese: "Joga como")
            kind = add_row_selector(m, _("plays as"), kinds, default=SEAT_KINDS.index(seat.kind),
                                  onchange=lambda _item, value, i=i: self._on_kind(i, value),
                                  selector_id=f"kind{i}", font_size=small)
            # the seat's handicap, on a row of its own that opens the seat's handicap page
            # (on a tight page a thin row in smaller type: four seats of three rows fit at 800x600, in Chinese
            # too; a handicap too long for one line, a child's in big text, takes two)
            handicap = add_lines_button(m, "", lambda i=i: self.handicap.open(i), button_id=f"handicap{i}",
                                        font_size=max(MIN_FONT - 4, least, small - 2) if compact else small)
            handicap.set_title(self._handicap_title(i, handicap))
            if compact:
                handicap.set_padding((1, page_padding(m)))
                kind.set_padding((1, page_padding(m)))
                phone.set_padding((1, page_padding(m)))
                name.set_padding((1, page_padding(m)))
            # a name sits close over its "plays as" and handicap rows, and a seat apart from the next
            gap = name.get_margin()[1]
            # (closer still when the page is tight: a seat's three rows read as one block)
            name.set_margin(0, 1 if compact else 5)
            kind.set_margin(0, 1 if compact else 3)
            phone.set_margin(0, 1 if compact else 3)
            handicap.set_margin(0, gap - 4 if compact else gap + max(2, size // 4))
            self.seat_widgets.append((name, kind))
            self.handicap_buttons.append(handicap)
        # the page is measured as built: the phone rows count only while the switch is on
        # (and then for all four seats, as the other rows are)
        self._refresh_phone_rows(every_seat=True)
        self._refresh_phone_notes()
        m.add.vertical_margin(4 if compact else 10)
        presets = [(preset_label(name), name) for name in MENU_PRESETS]
        names = list(MENU_PRESETS)
        self.preset_selector = add_row_selector(
            m, _("Rules"), presets, default=names.index(s.preset_name) if s.preset_name in names else 0,
            onchange=lambda _item, value: self._on_preset(value), selector_id="preset",
        )
        # a preset's description on up to three lines: the stacking game's is long in any language
        self.blurbs = [one_line_label(m, "", label_id=f"blurb{k}" if k else "blurb", font_size=small,
                                      font_color=self.ctx.theme.palette.text_dim) for k in range(3)]
        # opened as a page over New game (not pygame-menu's link), so Back finds this row focused
        m.add.button(_("Change rules..."), lambda: open_page(m, self.rules_menu), button_id="rules")
        self.message_label = one_line_label(m, "", label_id="message", font_size=small, font_color=self.ctx.theme.palette.bad)
        self.message_label2 = one_line_label(m, "", label_id="message2", font_size=small, font_color=self.ctx.theme.palette.bad)
        m.add.button(_("Start!"), self.start_game, button_id="start")
        m.add.button(_("Back"), pygame_menu.events.BACK, button_id="back")

    def _fill_rules(self) -> None:
        m = self.rules_menu
        self._rule_widgets = {}
        small = self.ctx.theme.px(max(14, self.menu.size[1] // 32))
        duplicate = is_duplicate(self.setup.rules)
        for field_name, title, _options in RULE_CHOICES:
            options = choices_for(field_name, getattr(self.setup.rules, field_name), duplicate)
            current = getattr(self.setup.rules, field_name)
            index = next(i for i, (_, v) in enumerate(options) if v == current)
            widget = add_row_selector(
                m, rule_title(field_name, title, duplicate), [(label, value) for label, value in options], default=index,
                onchange=lambda _item, value, f=field_name: self._on_rule(f, value),
                selector_id=f"rule_{field_name}", font_size=small,
            )
            self._rule_widgets[field_name] = (widget, options)
        sources = [source for _, source in WORD_LIST_CHOICES]
        # Translators: the words are English words, whichever list is chosen
        self.word_selector = add_row_selector(
            m, _("Word list (English)"), word_list_choices(), default=sources.index(self.setup.word_source),
            onchange=lambda _item, value: self._on_word_source(value), selector_id="word_list", font_size=small,
        )
        self.word_file_input = m.add.text_input(
            _("File:") + " ", default=self.setup.word_file, onchange=self._on_word_file, textinput_id="word_file",
            # held keys repeat through the window's key repeat; the widget's own
            # repeat also fired on the first key typed after a pause ("//")
            font_size=small, maxwidth=28, repeat_keys=False,
        )
        self.word_message = one_line_label(m, "", label_id="word_message", font_size=max(self.ctx.theme.px(0), small - 3),
                                        font_color=self.ctx.theme.palette.bad)
        self.word_message2 = one_line_label(m, "", label_id="word_message2", font_size=max(self.ctx.theme.px(0), small - 3),
                                    font_color=self.ctx.theme.palette.bad)
        m.add.button(_("Reset to preset"), self._reset_rules, button_id="reset", font_size=small)
        m.add.button(_("Done"), pygame_menu.events.BACK, button_id="done", font_size=small)
        m.add.vertical_margin(small // 2)  # Done's shadow clear of the page's edge, scrolled to the end

    def _handicap_title(self, index: int, row: Any) -> str:
        """What a seat's handicap row ``row`` says: its handicap (in teams, none), on the lines it takes."""
        seat, rules = self.setup.seats[index], self.setup.ruleset()
        child = self.setup.children[index] and not seat.is_computer

        def lead(summary: str) -> str:
            if child:
                # Translators: a seat's handicap row on the New game page, for a player marked as a child
                return _("Handicap (child): {summary}").format(summary=summary)
            # Translators: a seat's handicap row on the New game page ("Handicap: Kid-safe, 3 hints")
            return _("Handicap: {summary}").format(summary=summary)
        if self.setup.in_teams:
            return lines_of(self.new_menu, row, no_team_handicap())
        marks = handicap_marks(seat.handicap, rules)
        return lines_of(self.new_menu, row, lead(handicap_summary(seat.handicap, rules)), lead, marks)

    def read_profiles(self) -> None:
        """Read the people's child marks and usual handicaps on a worker thread; the
        seats named as them fill in when they come."""
        saves = self.ctx.saves
        if self.ctx.jobs is None or saves is None:
            return
        self.ctx.jobs.submit(saves.seat_profiles, on_done=self._found_profiles,
                             on_error=lambda exc: log.warning("profiles not read: %s", exc))

    def _found_profiles(self, found: list[SeatProfile]) -> None:
        self.setup.set_profiles(found)
        if self.new_menu is not None:
            self.refresh_new()
            self.handicap.sync()

    # -- reactions ----------------------------------------------------------------

    def _on_seat_count(self, _item: Any, value: int | tuple[int, int]) -> None:
        if self.building:
            return
        before = self.setup.preset_name
        self.setup.set_players(value)
        if self.setup.preset_name != before:  # one player alone: the setup picked the club rule
            self.preset_selector.set_value(MENU_PRESETS.index(self.setup.preset_name))
            self._sync_rule_widgets()
        self.menu.click()
        self.refresh_new()
        self._fit_again("seat_count")

    def _on_phones(self, on: bool) -> None:
        if self.building:
            return
        self.setup.set_phones(on)
        self.menu.click()
        self.refresh_new()
        self._fit_again("phones")

    def _fit_again(self, focus: str) -> None:
        """After rows were shown (a person's phone rows, more players): when the page no longer
        fits and its text may still shrink, build it again at the next frame (not inside
        pygame-menu's handling of this key), with ``focus`` still focused."""
        if not fits(self.new_menu, self.new_page_height) and self.new_menu_fit != fitting_sizes(self.ctx, self.menu.size[1])[-1]:
            self.menu.rebuild_later(focus)

    def _on_phone(self, index: int, on: bool) -> None:
        if self.building:
            return
        try:
            self.setup.set_phone(index, on)
        except ValueError:  # the row outlived its seat's person (never shown so): show the rows as they are
            self._refresh_phone_rows()
            return
        self.menu.click()
        self._refresh_phone_notes()  # a team with a partner at the TV plays there (the note says so)

    def _on_name(self, index: int, text: str) -> None:
        field = self.seat_widgets[index][0]
        # a name in another script (a Chinese name in an English game) is drawn in a
        # font that has its characters, not as boxes
        wanted = str(font_file_for(field.get_title() + text))
        if field.get_font_info()["name"] != wanted:
            field.update_font({"name": wanted})
        self._refit(field)
        if self.building:
            return
        self.place_phones()  # the name's row is as wide as its seat's "tiles on" leaves it
        self.setup.set_name(index, text)
        if self.setup.in_teams and self.setup.phones:
            self._refresh_phone_notes()  # the note may name the seat
        self._refresh_handicap_rows()
        self._refresh_message()

    def show_name(self, index: int) -> None:
        """A seat's name field shows the name the setup now has (one chosen from the
        known players on the seat's page), and the page what that name brought."""
        field = self.seat_widgets[index][0]
        building, self.building = self.building, True
        try:
            field.set_value(self.setup.seats[index].name)
            self._on_name(index, self.setup.seats[index].name)  # its font and width
        finally:
            self.building = building
        self.refresh_new()

    def _on_kind(self, index: int, kind: str) -> None:
        if self.building:
            return
        self.setup.set_kind(index, kind)
        self.menu.click()
        self._refresh_handicap_rows()
        self._refresh_message()
        self._refresh_phone_rows()
        self._fit_again(f"kind{index}")

    def _on_preset(self, name: str) -> None:
        if self.building:
            return
        self.setup.set_preset(name)
        self.menu.click()
        self._sync_rule_widgets()
        self.refresh_new()

    def _on_rule(self, field_name: str, value: Any) -> None:
        if self.building:
            return
        try:
            self.setup.set_rule(field_name, value)
        except RuleSetError as exc:
            two_lines(self.word_message, self.word_message2, [error_text(exc)])
            return
        self.menu.click()
        self._refresh_rules()
        self.refresh_new()

    def _on_word_source(self, source: str) -> None:
        if self.building:
            return
        self.setup.set_word_source(source)
        self.menu.click()
        self._refresh_rules()
        self.refresh_new()

    def _on_word_file(self, text: str) -> None:
        self._refit(self.word_file_input)
        if self.building:
            return
        self.setup.word_file = text
        self._refresh_rules()
        self.refresh_new()

    @staticmethod
    def _refit(field: Any) -> None:
        """A text field's row keeps its width as its text grows or shrinks."""
        page = field.get_menu()
        if page is not None:
            fit_width(field, row_width(page, page.get_theme().widget_font_size), page_padding(page), centred=False)

    def _reset_rules(self) -> None:
        self._on_preset(self.setup.preset_name)

    def _sync_rule_widgets(self) -> None:
        duplicate = is_duplicate(self.setup.rules)
        titles = {field_name: title for field_name, title, _options in RULE_CHOICES}
        for field_name, (widget, _old) in self._rule_widgets.items():
            widget.set_title(rule_title(field_name, titles[field_name], duplicate))  # Duplicate's clock is the round's
            current = getattr(self.setup.rules, field_name)
            options = choices_for(field_name, current, duplicate)
            if options != _old:
                widget.update_items(options)
                self._rule_widgets[field_name] = (widget, options)
            widget.set_value(next(i for i, (_, v) in enumerate(options) if v == current))
        sources = [source for _, source in WORD_LIST_CHOICES]
        self.word_selector.set_value(sources.index(self.setup.word_source))
        self._refresh_rules()

    def refresh_new(self) -> None:
        self.hug_pending = True  # rows may have been shown or hidden: the page's height follows
        # the count shown and the seat rows listed both follow the setup, whoever changed it
        # (one player in Duplicate only, teams in a classic preset only)
        choices = self.setup.players_choices()
        if [v for _label, v in choices] != [item[1] for item in self.seat_count_selector.get_items()]:
            self.seat_count_selector.update_items(choices)
        if self.seat_count_selector.get_value()[0][1] != self.setup.players_choice():
            self.seat_count_selector.set_value([v for _label, v in choices].index(self.setup.players_choice()))
        for i, (name, kind) in enumerate(self.seat_widgets):
            for widget in (name, kind, self.handicap_buttons[i]):
                if i < self.setup.seat_count:
                    widget.show()
                else:
                    widget.hide()
        if self.phones_selector.get_value()[0][1] != self.setup.phones:
            self.phones_selector.set_value(int(self.setup.phones))
        self._refresh_phone_rows()
        self._refresh_phone_notes()
        self._refresh_handicap_rows()
        changed = self.setup.is_modified()
        blurb = preset_blurb(self.setup.preset_name)
        # Translators: a preset's description once the player has changed some of its rules
        page = self.new_menu
        wrap_over(self.blurbs, _("{blurb} (changed)").format(blurb=blurb) if changed else blurb,
                  row_width(page, page.get_theme().widget_font_size))
        show_filled(*self.blurbs)
        self._refresh_message()
        name = preset_label(self.setup.preset_name)
        # Translators: the Rules page title; {preset} is the rule preset's name
        centre_title(self.rules_menu, _("Rules: {preset} (changed)").format(preset=name) if changed
                     else _("Rules: {preset}").format(preset=name))

    def _refresh_message(self) -> None:
        """The lines over Start!: why it waits, or what the word-list file will do."""
        p = self.ctx.theme.palette
        # no file named yet is not an error: the standard list plays; a handicap the rules
        # refuse is, and so is a computer named as a person: Start waits until it is changed
        refused = self.setup.start_problem()
        ink = p.text_dim if not self.setup.word_file.strip() and not refused else p.bad
        two_lines(self.message_label, self.message_label2, [refused] if refused else self.setup.problem_parts(), ink)
        show_filled(self.message_label, self.message_label2)

    def _refresh_handicap_rows(self) -> None:
        """Each seat's handicap row says its handicap as it now is."""
        page = self.new_menu
        width = row_width(page, page.get_theme().widget_font_size)
        for index, button in enumerate(self.handicap_buttons):
            title = self._handicap_title(index, button)
            if button.get_title() != title:
                button.set_title(title)
                fit_width(button, width, page_padding(page), centred=False)

    def _refresh_phone_rows(self, every_seat: bool = False) -> None:
        """Each person's seat offers "tiles on: their phone / the TV" while phone racks are
        on; a computer's seat is never offered it (nor a seat beyond the players, unless
        ``every_seat``: the page is measured with every seat)."""
        for index, row in enumerate(self.phone_rows):
            seat = self.setup.seats[index]
            if self.setup.phones and not seat.is_computer and (every_seat or index < self.setup.seat_count):
                if row.get_value()[0][1] != seat.phone:
                    row.set_value(0 if seat.phone else 1)
                row.set_float(True)
                row.show()
            else:
                # (pygame-menu would put the row under a hidden floating one on its name's row)
                row.hide()
                row.set_float(False)
        if not self.building:
            self.place_phones()

    def place_phones(self) -> None:
        """Each shown "tiles on" choice on its name's row (:func:`place_phone_rows`)."""
        place_phone_rows(self.new_menu, [name for name, _kind in self.seat_widgets], self.phone_rows)

    def _refresh_phone_notes(self) -> None:
        """Under the switch, while it is on: what it means, or, on a computer with no
        address on a local network, that the phones cannot reach it."""
        p = self.ctx.theme.palette
        text, bad = phone_racks_note(network.lan_address() == network.LOOPBACK,
                                     self.setup.teams_at_the_tv()) if self.setup.phones else ("", False)
        ink = p.bad if bad else p.text_dim
        for label in self.phone_notes:
            label.update_font({"color": ink})
        page = self.new_menu
        wrap_over(self.phone_notes, text, row_width(page, page.get_theme().widget_font_size))
        show_filled(*self.phone_notes)

    def _refresh_rules(self) -> None:
        rules = self.setup.rules
        p = self.ctx.theme.palette
        look = look_of_rules(rules)
        enabled = {
            "clock_expiry": rules.clock_seconds > 0,
            "challenge_penalty": rules.challenge is ChallengeMode.PENALTY,
            "challenge_bonus": rules.challenge is ChallengeMode.BONUS,
            "hint_allowance": rules.hints,
            # the stacking game has no blanks, exchanges one tile and costs 5 a tile left
            **{field_name: look.offers(field_name) for field_name in sorted(VARIANT_RULE_ROWS)},
        }
        for field_name, on in enabled.items():
            widget = self._rule_widgets[field_name][0]
            widget.readonly = not on
            widget.update_font({"color": self.ctx.theme.palette.text if on else self.ctx.theme.palette.text_dim})
        if self.setup.word_source == "file":
            self.word_file_input.show()
            kind, parts = self.setup.word_file_status()
            ink = {"hint": p.text_dim, "bad": p.bad, "good": p.good}[kind]
            two_lines(self.word_message, self.word_message2, parts, ink)
            show_filled(self.word_message, self.word_message2)
        else:
            self.word_file_input.hide()
            self.word_message.hide()
            self.word_message2.hide()

    # -- Start! -----------------------------------------------------------------------

    def start_game(self) -> None:
        """Start the tile draw.  A word-list file that cannot be used does not stop it:
        the draw scene says why and the game plays with the built-in list."""
        refused = self.setup.start_problem()
        if refused:
            # the rules would not make this game: say why, on the page and over it
            self.menu.click()
            self.refresh_new()
            if self.ctx.toast:
                self.ctx.toast(refused)
            return
        rules = self.setup.ruleset()
        notice = None
        if self.setup.word_source == "file" and not self.setup.word_file.strip():
            notice = fallback_notice(_("no file was named"), fallback_for(rules))
        self.menu.click()
        self.setup.store(self.ctx.settings)
        self.settings_changed = True
        if self.ctx.saves is not None:
            self.ctx.saves.remember_seats(self.setup.profiles_to_remember())
        self.ctx.stack.replace(self.ctx.scenes.tile_draw(self.setup.chosen_seats(), rules, notice=notice))
