"""The main menu: Continue, New game (seats, preset, every rule), Saved games,
How to play, Settings (its own screen, shared with the in-game menu), Quit.

pygame-menu draws the widgets, driven from our loop with
``menu.update(events)`` / ``menu.draw(surface)``.  Every choice lands in a
:class:`~game.setup.new_game.NewGameSetup` or the :class:`~game.settings.Settings`
dataclass, so rebuilding the menus (a resize) keeps them.
"""

from __future__ import annotations

import logging
import math
from typing import Any

import pygame
import pygame_menu
from pygame_menu.widgets.selection.none import NoneSelection
from pygame_menu.widgets.widget.label import Label
from pygame_menu.widgets.widget.menubar import MENUBAR_STYLE_NONE, MENUBAR_STYLE_TITLE_ONLY
from pygame_menu.widgets.widget.selector import Selector
from pygame_menu.widgets.widget.textinput import TextInput

from game.i18n import _
from game.jobs import SharedProgress
from game.lexicon.choice import fallback_for, fallback_notice
from game.rules.errors import RuleSetError
from game.rules.game import Game
from game.rules.ruleset import Variant
from game.setup.new_game import (
    MENU_PRESETS,
    RULE_CHOICES,
    WORD_LIST_CHOICES,
    NewGameSetup,
    choices_for,
    preset_blurb,
    preset_label,
    word_list_choices,
)
from game.setup.seats import NAME_LIMIT, SEAT_KINDS, kind_label
from game.store import GameSummary, SavedGame
from game.ui.context import AppContext
from game.ui.menu_adapter import open_page, type_text
from game.ui.menu_look import (
    RowSelector,
    add_row_selector,
    centre_title,
    fit_width,
    label_width,
    page_padding,
    row_width,
    set_primary,
    step_choice,
    style_page,
    title_gap,
)
from game.ui.saves import seat_configs
from game.ui.scene import Scene
from game.ui.theme import font_file_for
from game.ui.views.saved_games_view import SavedGamesPages, draw_store_notice
from game.ui.views.tile_view import TileRenderer
from game.ui.widgets import draw_progress_bar
from game.ui.word_list_load import PROGRESS_REDRAW, load_with_progress

log = logging.getLogger(__name__)

# The logo bobs while someone is at the menu and comes to rest when nobody is,
# so an idle menu draws nothing.
LOGO_LIVELY = 8.0  # seconds of bobbing after the menu opens or is touched
LOGO_SETTLE = 1.0  # seconds the bobbing takes to fade out, or back in

LOGO = "TILE PARTY"
MIN_FONT = 16  # the smallest text a menu page shrinks to (read from the sofa)


def font_size_for(height: int) -> int:
    """The menus' text size for a window this tall."""
    return max(MIN_FONT, min(36, height // 28))


def make_theme(ctx: AppContext, height: int, title: bool = True, size: int | None = None,
               compact: bool = False) -> pygame_menu.themes.Theme:
    """A page's theme; ``compact`` rows sit closer, with less room above and below their text."""
    p = ctx.theme.palette
    size = size or font_size_for(height)
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
        # (menu_look draws it), so the text keeps its colour and there is no arrow
        selection_color=p.text,
        widget_selection_effect=NoneSelection(),
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


class MenuScene(Scene):
    name = "menu"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.setup = NewGameSetup.from_settings(ctx.settings, ctx.options.lexicon)
        self.tiles = TileRenderer(ctx.theme)
        self.size = ctx.window_size
        self.continue_id: str | None = None  # the newest unfinished game that loads, once found
        self.saved_games: list[GameSummary] = []  # the Saved games page's rows
        self.store_notice = ""  # why the saved games are not as they were (this visit only)
        self._key_text = ""  # the text the last key press typed (see _type_text)
        self.busy = ""  # a load in progress ("Opening your saved game...")
        self.compile_progress = SharedProgress()  # running while that game's word list compiles
        self.time = 0.0
        self.quiet_for = 0.0  # seconds since the last input
        self.liveliness = 1.0  # how far the logo bobs: 1 fully, 0 at rest
        self.main: Any = None
        self._rule_widgets: dict[str, tuple[Any, list[tuple[str, Any]]]] = {}
        self._dirty_settings = False
        self._relabel = False  # the language changed: build every page again in it
        # pygame-menu fires onchange while a selector steps to its default; those
        # calls must not edit the setup
        self._building = False

    # -- lifecycle --------------------------------------------------------------

    def enter(self) -> None:
        self._build()
        if self.ctx.settings_notice and self.ctx.toast:
            self.ctx.toast(self.ctx.settings_notice, 6.0)
            self.ctx.settings_notice = ""
        self._show_store_notices()
        self._probe_save()

    def exit(self) -> None:
        if self._dirty_settings and self.ctx.save_settings:
            self.ctx.save_settings()
            self._dirty_settings = False

    def resume(self) -> None:
        self._build()  # the palette or window may have changed while another scene was on top

    def language_changed(self) -> None:
        self._relabel = True  # at the next update: pygame-menu may still be inside a page's update

    def resize(self, size: tuple[int, int]) -> None:
        if size != self.size or self.main is None:
            self.size = size
            self._build()

    # -- building the menus ---------------------------------------------------

    def _build(self) -> None:
        # keep whichever page was open, so a resize (or a new language) does not throw the player out
        page = self._open_page()
        self._building = True
        try:
            self._build_menus(page)
        finally:
            self._building = False
        self._refresh_new()
        self._refresh_rules()

    def _build_menus(self, page: str) -> None:
        w, h = self.size
        ctx = self.ctx
        page_theme = make_theme(ctx, h)
        # the pages grow with the window, so a big screen is not a narrow column
        pw, ph = min(max(900, w * 3 // 5), w - 40), h - 40
        self.rules_menu = _page(_("Rules"), pw, ph, scrolls_under_title(page_theme.copy()))
        self._fill_rules()
        self._style(self.rules_menu, primary={"done"})
        # New game holds the most rows (four seats, two message lines): its text
        # shrinks, down to the smallest readable size, until Start! and Back show
        # without scrolling
        for size, compact in _fitting_sizes(h):
            self.new_menu = _page(_("New game"), pw, ph, make_theme(ctx, h, size=size, compact=compact))
            self._fill_new(size, compact)
            self._style(self.new_menu, primary={"start"})
            if _fits(self.new_menu):
                break
        self.saved_pages = SavedGamesPages(scrolls_under_title(page_theme.copy()), (pw, ph), ctx.theme,
                                           self.resume_saved, self.delete_saved)
        top = int(h * 0.36)
        menu_h = max(200, h - top - 20)
        # pygame-menu places a menu at a percentage of the free space
        y_pct = 100 * top / max(1, h - menu_h)
        main_w = min(max(520, w * 7 // 20), w - 80)
        # the front page's seven buttons show whole under the logo, Quit too
        for size, compact in _fitting_sizes(h):
            main = pygame_menu.Menu(
                "", main_w, menu_h, theme=make_theme(ctx, h, title=False, size=size, compact=compact),
                center_content=False, joystick_enabled=False, keyboard_ignore_nonphysical=False,
                position=(50, min(100, y_pct), True), mouse_motion_selection=True, verbose=False,
            )
            self._fill_main(main, w, main_w)
            if _fits(main):
                break
        self.main = main
        self._show_saved_games()
        target = self._pages().get(page)
        if target is not None:
            self._open(target)

    def _fill_main(self, main: pygame_menu.Menu, w: int, main_w: int) -> None:
        self.continue_button = main.add.button(_("Continue"), self.continue_game, button_id="continue")
        self.new_button = main.add.button(_("New game"), self.new_menu, button_id="new")
        self.saved_button = main.add.button(_("Saved games"), self.saved_pages.list_menu, button_id="saved")
        main.add.button(_("Statistics"), self.statistics, button_id="statistics")
        main.add.button(_("How to play"), self.how_to_play, button_id="howto")
        main.add.button(_("Settings"), self.open_settings, button_id="settings")
        main.add.button(_("Quit"), self.quit, button_id="quit")
        # one column of buttons that widens with the window, as the pause menu's does
        style_page(main, self.ctx.theme, main_w, button_width=min(main_w - 40, max(260, w * 3 // 10)),
                   primary={"continue"})

    def _style(self, page: pygame_menu.Menu, primary: set[str] | None = None) -> None:
        """A sub-page in the game's look: rows across the page, its buttons half as wide."""
        width = row_width(page, page.get_theme().widget_font_size)
        style_page(page, self.ctx.theme, width, button_width=width // 2, primary=primary or set())

    def _pages(self) -> dict[str, Any]:
        return {"new": self.new_menu, "rules": self.rules_menu}

    def _open_page(self) -> str:
        """Which sub-page is open ("" for the front page), known by the menu itself
        rather than its title, which changes with the language."""
        if self.main is None:
            return ""
        current = self.main.get_current()
        return next((key for key, menu in self._pages().items() if menu is current), "")

    def _open(self, target: Any) -> None:
        """Re-open a sub-page after a rebuild (New game -> Rules keeps its parent)."""
        if target is self.rules_menu:
            open_page(self.main, self.new_menu)
            open_page(self.new_menu, self.rules_menu)
        else:
            open_page(self.main, target)

    def _fill_new(self, size: int, compact: bool = False) -> None:
        m = self.new_menu
        s = self.setup
        small = max(MIN_FONT - 2, size * 4 // 5)
        self.seat_count_selector = add_row_selector(
            m, _("Players"), [(str(n), n) for n in (2, 3, 4)], default=s.seat_count - 2,
            onchange=self._on_seat_count, selector_id="seat_count")
        self.seat_widgets: list[tuple[Any, Any]] = []
        kinds = [(kind_label(k), k) for k in SEAT_KINDS]
        for i in range(4):
            seat = s.seats[i]
            label = _("Player {number}:").format(number=i + 1) + " "
            name = m.add.text_input(label, default=seat.name, maxchar=NAME_LIMIT, repeat_keys=False,
                                    onchange=lambda text, i=i: self._on_name(i, text),
                                    textinput_id=f"name{i}", font_name=str(font_file_for(label + seat.name)))
            # Translators: under a player's name: who plays that seat ("plays as Human")
            kind = add_row_selector(m, _("plays as"), kinds, default=SEAT_KINDS.index(seat.kind),
                                  onchange=lambda _item, value, i=i: self._on_kind(i, value),
                                  selector_id=f"kind{i}", font_size=small)
            # a name sits close over its "plays as" row, and a seat apart from the next
            gap = name.get_margin()[1]
            name.set_margin(0, 5)
            kind.set_margin(0, gap if compact else gap + max(2, size // 4))
            self.seat_widgets.append((name, kind))
        m.add.vertical_margin(10)
        presets = [(preset_label(name), name) for name in MENU_PRESETS]
        names = list(MENU_PRESETS)
        self.preset_selector = add_row_selector(
            m, _("Rules"), presets, default=names.index(s.preset_name) if s.preset_name in names else 0,
            onchange=lambda _item, value: self._on_preset(value), selector_id="preset",
        )
        self.blurb = _label(m, "", label_id="blurb", font_size=small, font_color=self.ctx.theme.palette.text_dim)
        m.add.button(_("Change rules..."), self.rules_menu, button_id="rules")
        self.message_label = _label(m, "", label_id="message", font_size=small, font_color=self.ctx.theme.palette.bad)
        self.message_label2 = _label(m, "", label_id="message2", font_size=small, font_color=self.ctx.theme.palette.bad)
        m.add.button(_("Start!"), self.start_game, button_id="start")
        m.add.button(_("Back"), pygame_menu.events.BACK, button_id="back")

    def _fill_rules(self) -> None:
        m = self.rules_menu
        self._rule_widgets = {}
        small = max(14, self.size[1] // 32)
        for field_name, title, _options in RULE_CHOICES:
            options = choices_for(field_name, getattr(self.setup.rules, field_name))
            current = getattr(self.setup.rules, field_name)
            index = next(i for i, (_, v) in enumerate(options) if v == current)
            widget = add_row_selector(
                m, _(title), [(label, value) for label, value in options], default=index,
                onchange=lambda _item, value, f=field_name: self._on_rule(f, value),
                selector_id=f"rule_{field_name}", font_size=small,
            )
            self._rule_widgets[field_name] = (widget, options)
        sources = [source for _, source in WORD_LIST_CHOICES]
        self.word_selector = add_row_selector(
            m, _("Word list"), word_list_choices(), default=sources.index(self.setup.word_source),
            onchange=lambda _item, value: self._on_word_source(value), selector_id="word_list", font_size=small,
        )
        self.word_file_input = m.add.text_input(
            _("File:") + " ", default=self.setup.word_file, onchange=self._on_word_file, textinput_id="word_file",
            # held keys repeat through the window's key repeat; the widget's own
            # repeat also fired on the first key typed after a pause ("//")
            font_size=small, maxwidth=28, repeat_keys=False,
        )
        self.word_message = _label(m, "", label_id="word_message", font_size=max(12, small - 3),
                                        font_color=self.ctx.theme.palette.bad)
        self.word_message2 = _label(m, "", label_id="word_message2", font_size=max(12, small - 3),
                                    font_color=self.ctx.theme.palette.bad)
        m.add.button(_("Reset to preset"), self._reset_rules, button_id="reset", font_size=small)
        m.add.button(_("Done"), pygame_menu.events.BACK, button_id="done", font_size=small)
        m.add.vertical_margin(small // 2)  # Done's shadow clear of the page's edge, scrolled to the end

    # -- reactions ----------------------------------------------------------------

    def _on_seat_count(self, _item: Any, value: int) -> None:
        if self._building:
            return
        self.setup.set_seat_count(value)
        self.click()
        self._refresh_new()

    def _on_name(self, index: int, text: str) -> None:
        field = self.seat_widgets[index][0]
        # a name in another script (a Chinese name in an English game) is drawn in a
        # font that has its characters, not as boxes
        wanted = str(font_file_for(field.get_title() + text))
        if field.get_font_info()["name"] != wanted:
            field.update_font({"name": wanted})
        self._refit(field)
        if self._building:
            return
        self.setup.set_name(index, text)

    def _on_kind(self, index: int, kind: str) -> None:
        if self._building:
            return
        self.setup.set_kind(index, kind)
        self.click()

    def _on_preset(self, name: str) -> None:
        if self._building:
            return
        self.setup.set_preset(name)
        self.click()
        self._sync_rule_widgets()
        self._refresh_new()

    def _on_rule(self, field_name: str, value: Any) -> None:
        if self._building:
            return
        try:
            self.setup.set_rule(field_name, value)
        except RuleSetError as exc:
            _two_lines(self.word_message, self.word_message2, str(exc))
            return
        self.click()
        self._refresh_rules()
        self._refresh_new()

    def _on_word_source(self, source: str) -> None:
        if self._building:
            return
        self.setup.set_word_source(source)
        self.click()
        self._refresh_rules()
        self._refresh_new()

    def _on_word_file(self, text: str) -> None:
        self._refit(self.word_file_input)
        if self._building:
            return
        self.setup.word_file = text
        self._refresh_rules()
        self._refresh_new()

    @staticmethod
    def _refit(field: Any) -> None:
        """A text field's row keeps its width as its text grows or shrinks."""
        page = field.get_menu()
        if page is not None:
            fit_width(field, row_width(page, page.get_theme().widget_font_size), page_padding(page), centred=False)

    def _reset_rules(self) -> None:
        self._on_preset(self.setup.preset_name)

    def _sync_rule_widgets(self) -> None:
        for field_name, (widget, _old) in self._rule_widgets.items():
            current = getattr(self.setup.rules, field_name)
            options = choices_for(field_name, current)
            if options != _old:
                widget.update_items(options)
                self._rule_widgets[field_name] = (widget, options)
            widget.set_value(next(i for i, (_, v) in enumerate(options) if v == current))
        sources = [source for _, source in WORD_LIST_CHOICES]
        self.word_selector.set_value(sources.index(self.setup.word_source))
        self._refresh_rules()

    def _refresh_new(self) -> None:
        p = self.ctx.theme.palette
        # the count shown and the seat rows listed both follow the setup, whoever changed it
        if self.seat_count_selector.get_value()[0][1] != self.setup.seat_count:
            self.seat_count_selector.set_value(self.setup.seat_count - 2)
        for i, (name, kind) in enumerate(self.seat_widgets):
            if i < self.setup.seat_count:
                name.show()
                kind.show()
            else:
                name.hide()
                kind.hide()
        changed = self.setup.is_modified()
        blurb = preset_blurb(self.setup.preset_name)
        # Translators: a preset's description once the player has changed some of its rules
        self.blurb.set_title(_("{blurb} (changed)").format(blurb=blurb) if changed else blurb)
        # no file named yet is not an error: the standard list plays
        ink = p.text_dim if not self.setup.word_file.strip() else p.bad
        _two_lines(self.message_label, self.message_label2, self.setup.problem() or "", ink)
        _show_filled(self.message_label, self.message_label2)
        name = preset_label(self.setup.preset_name)
        # Translators: the Rules page title; {preset} is the rule preset's name
        centre_title(self.rules_menu, _("Rules: {preset} (changed)").format(preset=name) if changed
                     else _("Rules: {preset}").format(preset=name))

    def _refresh_rules(self) -> None:
        rules = self.setup.rules
        p = self.ctx.theme.palette
        upwords = rules.variant is Variant.UPWORDS
        enabled = {
            "clock_expiry": rules.clock_seconds > 0,
            "challenge_points": rules.challenge.value in ("penalty", "bonus"),
            "hint_allowance": rules.hints,
            # the stacking game has no blanks, exchanges one tile and costs 5 a tile left
            "blank_swap": not upwords,
            "exchange_limit": not upwords,
            "leftovers": not upwords,
            "plurals": upwords,
        }
        for field_name, on in enabled.items():
            widget = self._rule_widgets[field_name][0]
            widget.readonly = not on
            widget.update_font({"color": self.ctx.theme.palette.text if on else self.ctx.theme.palette.text_dim})
        if self.setup.word_source == "file":
            self.word_file_input.show()
            kind, text = self.setup.word_file_status()
            ink = {"hint": p.text_dim, "bad": p.bad, "good": p.good}[kind]
            _two_lines(self.word_message, self.word_message2, text, ink)
            _show_filled(self.word_message, self.word_message2)
        else:
            self.word_file_input.hide()
            self.word_message.hide()
            self.word_message2.hide()

    # -- actions -------------------------------------------------------------------

    def start_game(self) -> None:
        """Start the tile draw.  A word-list file that cannot be used does not stop it:
        the draw scene says why and the game plays with the built-in list."""
        rules = self.setup.ruleset()
        notice = None
        if self.setup.word_source == "file" and not self.setup.word_file.strip():
            notice = fallback_notice(_("no file was named"), fallback_for(rules))
        self.click()
        self.setup.store(self.ctx.settings)
        self._dirty_settings = True
        self.ctx.stack.replace(self.ctx.scenes.tile_draw(self.setup.chosen_seats(), rules, notice=notice))

    def statistics(self) -> None:
        self.click()
        self.ctx.stack.replace(self.ctx.scenes.statistics())

    def open_settings(self) -> None:
        """The one Settings screen (the in-game menu opens it too); Esc there comes back here."""
        self.click()
        self.ctx.stack.push(self.ctx.scenes.settings())

    def how_to_play(self) -> None:
        self.click()
        self.ctx.stack.push(self.ctx.scenes.howto())

    def quit(self) -> None:
        self.click()
        self.ctx.quit_requested = True

    def _show_store_notices(self) -> None:
        """Say once why the saved games are not as they were (a damaged file set aside,
        read-only, an old save brought in)."""
        saves = self.ctx.saves
        notices = saves.take_notices() if saves is not None else []
        if notices:
            self.store_notice = " ".join(notices)

    def _probe_save(self) -> None:
        """Read the saved games on a worker thread; offer Continue only for a game that loads."""
        saves = self.ctx.saves
        if self.ctx.jobs is None or saves is None:
            return
        self.ctx.jobs.submit(saves.latest, on_done=self._found_saves,
                             on_error=lambda exc: log.warning("saved games not read: %s", exc))

    def _found_saves(self, found: tuple[str | None, list[GameSummary]]) -> None:
        self.continue_id, self.saved_games = found
        if self.main is not None:
            self._show_saved_games()
        if self.ctx.options.resume_latest and self.ctx.stack.top is self:
            # --continue: once, as the window opens
            self.ctx.options.resume_latest = False
            if self.continue_id is not None:
                self.continue_game()
            elif self.ctx.toast:
                self.ctx.toast(_("There is no unfinished game to continue."))

    def _show_saved_games(self) -> None:
        self.saved_pages.fill(self.saved_games)
        for button, wanted in ((self.continue_button, self.continue_id is not None),
                               (self.saved_button, bool(self.saved_games))):
            if wanted:
                button.show()
            else:
                button.hide()
        # one gold button on the front page: Continue, or New game when there is nothing to continue
        set_primary(self.new_button, self.ctx.theme, self.continue_id is None)

    def continue_game(self) -> None:
        if self.continue_id is not None:
            self.resume_saved(self.continue_id)

    def resume_saved(self, game_id: str) -> None:
        """Load a saved game and its word list on a worker thread, then play on."""
        saves = self.ctx.saves
        if self.busy or self.ctx.jobs is None or saves is None:
            return
        self.click()
        self.busy = _("Opening your saved game...")

        def load() -> tuple[SavedGame, Any, str | None]:
            saved = saves.load(game_id)
            rules = saved.game.rules
            # the list's file may have gone since the save: play on with the built-in one
            loaded = load_with_progress(rules.word_list, fallback_for(rules), self.compile_progress)
            assert loaded is not None  # always wanted: the menu waits for it
            lexicon, _used, note = loaded
            return saved, Game.from_json(saved.game.to_json(), lexicon), note

        def ready(result: tuple[SavedGame, Any, str | None]) -> None:
            self.busy = ""
            saved, game, note = result
            self.ctx.stack.replace(self.ctx.scenes.play(game, seat_configs(saved), notice=note, resume=saved))

        def failed(exc: BaseException) -> None:
            self.busy = ""
            if self.ctx.toast:
                # Translators: {reason} says what went wrong with the saved game
                self.ctx.toast(_("Could not open the saved game: {reason}").format(reason=exc))
            self._probe_save()

        self.ctx.jobs.submit(load, on_done=ready, on_error=failed)

    def delete_saved(self, game_id: str) -> None:
        """Forget a saved game (the store's writer does it), then list the rest."""
        saves = self.ctx.saves
        if saves is None:
            return
        self.click()
        saves.delete(game_id)
        self.saved_games = [g for g in self.saved_games if g.game_id != game_id]
        if self.continue_id == game_id:
            self.continue_id = None
        self._show_saved_games()
        self._probe_save()  # Continue moves to the next newest game

    # -- loop ----------------------------------------------------------------------

    def button_rects(self) -> list[pygame.Rect]:
        if self.main is None:
            return []
        page = self.main.get_current()
        view = page.get_scrollarea().get_view_rect()  # rows scrolled out of sight cannot be pressed
        rects = []
        for widget in page.get_widgets():
            if widget.is_selectable and widget.is_visible():
                rect = widget.get_rect(to_real_position=True).clip(view)
                if rect.w and rect.h:
                    rects.append(rect)
        return rects

    def toast_area(self) -> pygame.Rect | None:
        """Under the logo on the front page, under the title bar on the others."""
        if self.main is None:
            return None
        page = self.main.get_current()
        if page is self.main:
            w, h = self.size
            return pygame.Rect(0, int(h * 0.36), w, h - int(h * 0.36))
        view: pygame.Rect = page.get_scrollarea().get_view_rect()
        return view

    def handle_event(self, event: pygame.event.Event) -> None:
        self.quiet_for = 0.0
        if self.busy:
            return  # a load is under way; keys would start a second one
        if self._step_selector_row(event) or self._type_text(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            page = self.main.get_current()
            if page is not self.main:
                # back one page, as Esc does in the layers inside a game
                self.click()
                page.reset(1)
            return  # Esc on the front page does nothing; Quit is one row away
        if event.type == pygame.KEYDOWN:
            self._typed_by_key(event)
            return
        self.main.update([event])

    def _type_text(self, event: pygame.event.Event) -> bool:
        """Text an input method sends (a name in Chinese, a letter built with a dead key)
        goes into the text field in focus.

        pygame-menu types only what a key press carries; an input method's text
        arrives as TEXTINPUT, with or without a key press before it.  A plain key
        sends both, the key first: text the last key press already typed into the
        field (see :meth:`handle_event`) is dropped here, anything else is typed.
        Returns whether the event was a TEXTINPUT (then nothing else wants it).
        """
        if event.type != pygame.TEXTINPUT:
            return False
        by_key, self._key_text = self._key_text, ""
        if event.text == by_key:
            return True
        field = self.main.get_current().get_selected_widget()
        if not isinstance(field, TextInput) or field.readonly:
            return True
        for ch in event.text:
            # the field's own checks (its length cap, its characters) and its onchange
            if not type_text(field, ch):
                break
        return True

    def _typed_by_key(self, event: pygame.event.Event) -> None:
        """Hand a key press to pygame-menu, noting the text it typed into a field, if any."""
        field = self.main.get_current().get_selected_widget()
        before = field.get_value() if isinstance(field, TextInput) else None
        self.main.update([event])
        # pygame lends a key press the text of the TEXTINPUT after it, even a Backspace's
        # (key repeat and input methods interleave them): it counts as typed only if the
        # field grew by that text
        text = getattr(event, "unicode", "")
        after = field.get_value() if isinstance(field, TextInput) else None
        typed = bool(text) and before is not None and after is not None and \
            len(after) == len(before) + len(text) and text in after
        self._key_text = text if typed else ""

    def _step_selector_row(self, event: pygame.event.Event) -> bool:
        """A click anywhere on a choice's row steps it: right of the middle of its value
        forward, left of it back.  pygame-menu reacts only on the value itself, which
        moves as labels change width, so a second click in the same place missed."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        page = self.main.get_current()
        if not page.get_scrollarea().get_view_rect().collidepoint(event.pos):
            return False
        for widget in page.get_widgets():
            if not isinstance(widget, Selector) or not widget.is_visible() or widget.readonly:
                continue
            rect = widget.get_rect(to_real_position=True)
            if rect.top <= event.pos[1] < rect.bottom:
                page.select_widget(widget)
                if isinstance(widget, RowSelector):
                    middle = widget.value_middle()
                else:
                    middle = (rect.left + label_width(widget) + rect.right) / 2
                step_choice(widget, forward=event.pos[0] >= middle)
                return True
        return False

    def update(self, dt: float) -> None:
        if self._relabel:
            self._relabel = False
            self._build()
        self.quiet_for += dt
        lively = 1.0 if self.quiet_for < LOGO_LIVELY else 0.0
        step = dt / LOGO_SETTLE
        self.liveliness = min(lively, self.liveliness + step) if lively else max(0.0, self.liveliness - step)
        if self.liveliness > 0:
            self.time += dt  # at rest the bobbing stops where it is, to carry on from there

    def next_wake(self) -> float | None:
        waits: list[float] = []
        on_front = self.main is not None and self.main.get_current() is self.main
        if on_front and (self.liveliness > 0 or self.quiet_for < LOGO_LIVELY):
            waits.append(0.0)  # the logo moves, or is about to start
        if self._relabel:
            waits.append(0.0)
        if self.busy and self.compile_progress.running:
            waits.append(PROGRESS_REDRAW)  # the word list's progress bar moves
        return min(waits, default=None)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        theme.draw_background(surface)
        w, h = surface.get_size()
        page = self.main.get_current()
        if page is self.main:
            self._draw_logo(surface, w, h)
        else:
            x, y = page.get_position()
            theme.panel(surface, pygame.Rect(x, y, page.get_width(), page.get_height()), alpha=245)
        self.main.draw(surface)
        if self.store_notice and not self.busy and self.main.get_current() is self.main:
            draw_store_notice(surface, theme, self.store_notice)
        if self.busy:
            bottom = h - 30
            if self.compile_progress.running:
                bar = self.progress_rect(surface.get_size())
                draw_progress_bar(surface, theme, bar, self.compile_progress.fraction)
                bottom = bar.top - 10
            theme.text(surface, self.busy, max(16, h // 32), (w / 2, bottom), theme.palette.accent,
                       bold=True, anchor="midbottom", shadow=True)

    @staticmethod
    def progress_rect(size: tuple[int, int]) -> pygame.Rect:
        """Where the word list's progress bar goes, under the busy message."""
        w, h = size
        rect = pygame.Rect(0, 0, min(420, w // 2), max(10, h // 60))
        rect.midbottom = (w // 2, h - 30)
        return rect

    def _draw_logo(self, surface: pygame.Surface, w: int, h: int) -> None:
        """TILE PARTY spelled in tiles, bobbing gently one after another."""
        letters = LOGO
        size = min(int(h * 0.11), int((w - 80) / (len(letters) + 1)))
        gap = size // 8
        total = len(letters) * size + (len(letters) - 1) * gap - size // 2
        x = (w - total) // 2
        y = int(h * 0.11)
        for i, ch in enumerate(letters):
            if ch == " ":
                x += size // 2
                continue
            bob = math.sin(self.time * 2.2 - i * 0.55) * size * 0.06 * self.liveliness
            tilt = math.sin(self.time * 1.3 + i) * 3 * self.liveliness
            image = self.tiles.render(ch, size)
            rotated = pygame.transform.rotozoom(image, tilt, 1.0)
            rect = rotated.get_rect(center=(x + size // 2, y + size // 2 + bob))
            surface.blit(rotated, rect)
            x += size + gap
        theme = self.ctx.theme
        theme.text(surface, _("a crossword tile game for one couch"), max(14, h // 36),
                   (w / 2, y + size * 1.45), theme.palette.text_dim, anchor="center")


def scrolls_under_title(theme: pygame_menu.themes.Theme) -> pygame_menu.themes.Theme:
    """``theme`` for a page whose rows scroll: they go under its title, not behind it."""
    theme.title_fixed = False
    return theme


def _fitting_sizes(height: int) -> list[tuple[int, bool]]:
    """The (text size, compact rows) a page tries, largest first, until its rows fit: the
    text shrinks to the smallest readable size, then the rows close up (Chinese lines
    stand taller than Latin ones)."""
    roomy = [(size, False) for size in range(font_size_for(height), MIN_FONT, -2)]
    return [*roomy, (MIN_FONT, False), (MIN_FONT, True)]


def _fits(page: pygame_menu.Menu) -> bool:
    """Every row of ``page`` shows without scrolling (pages are measured as built, every row shown)."""
    return bool(page.get_height(widget=True) <= page.get_height(inner=True))


def _page(title: str, width: int, height: int, theme: pygame_menu.themes.Theme) -> pygame_menu.Menu:
    """One sub-page of the main menu (New game, Rules)."""
    page = pygame_menu.Menu(title, width, height, theme=theme, joystick_enabled=False,
                            keyboard_ignore_nonphysical=False, mouse_motion_selection=True, verbose=False)
    centre_title(page)
    title_gap(page)
    return page


def _label(menu: Any, title: str, **kwargs: Any) -> Label:
    """A one-line label (pygame-menu returns a list only for word-wrapped text)."""
    widget = menu.add.label(title, **kwargs)
    assert isinstance(widget, Label)
    return widget


def _show_filled(*labels: Label) -> None:
    """Show the labels that say something: an empty line would hold the buttons under it away."""
    for label in labels:
        if label.get_title():
            label.show()
        else:
            label.hide()


def _two_lines(first: Label, second: Label, text: str, colour: tuple[int, int, int] | None = None) -> None:
    """A notice over two labels, split after its "; ", so it fits the page at 800x600."""
    head, sep, tail = text.partition("; ")
    if colour is not None:
        for label in (first, second):
            label.update_font({"color": colour})
    first.set_title(head + (";" if sep else ""))
    second.set_title(tail)
