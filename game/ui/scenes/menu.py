"""The main menu: Continue, New game (seats, preset, every rule), Saved games,
How to play, Settings (its own screen, shared with the in-game menu), Quit.

pygame-menu draws the widgets, driven from our loop with
``menu.update(events)`` / ``menu.draw(surface)``.  Every choice lands in a
:class:`~game.setup.new_game.NewGameSetup` or the :class:`~game.settings.Settings`
dataclass, so rebuilding the menus (a resize) keeps them.  The pages' theme, the
New game and Rules pages and the saved games are in :mod:`game.ui.scenes.menu_parts`.
"""

from __future__ import annotations

import math
from typing import Any

import pygame
import pygame_menu
from pygame_menu.widgets.widget.button import Button as MenuButton
from pygame_menu.widgets.widget.selector import Selector
from pygame_menu.widgets.widget.textinput import TextInput

from game.i18n import _
from game.setup.new_game import NewGameSetup
from game.ui.context import AppContext
from game.ui.dialog_keys import CapPlace, cap_width, draw_key_cap, enter_cap, escape_cap
from game.ui.menu_adapter import open_page, type_text
from game.ui.menu_look import (
    RowSelector,
    label_width,
    row_width,
    step_choice,
    style_page,
)
from game.ui.scene import Scene
from game.ui.scenes.menu_parts.new_game import NewGamePages
from game.ui.scenes.menu_parts.pages import (
    fits,
    fitting_sizes,
    make_theme,
    page_box,
    placed_once,
    scrolls_under_title,
    window_now,
    within,
)
from game.ui.scenes.menu_parts.saved_games import SavedGamesLink
from game.ui.text_wrap import wrap_evenly
from game.ui.views.saved_games_view import SavedGamesPages, draw_store_notice
from game.ui.views.tile_view import TileRenderer
from game.ui.widgets import draw_progress_bar
from game.ui.word_list_load import PROGRESS_REDRAW

# The logo bobs while someone is at the menu and comes to rest when nobody is,
# so an idle menu draws nothing.
LOGO_LIVELY = 8.0  # seconds of bobbing after the menu opens or is touched
LOGO_SETTLE = 1.0  # seconds the bobbing takes to fade out, or back in

LOGO = "TILE PARTY"
#: the buttons Esc presses on a page (it goes back one page)
ESCAPE_BUTTONS = frozenset({"back", "done", "keep"})
#: builds of the pages in a row while the window keeps changing size under them
BUILD_TRIES = 3


class MenuScene(Scene):
    """The front page and its sub-pages.  It owns two parts: :attr:`new_game` (the New
    game, Rules and handicap pages) and :attr:`saved` (Continue and the saved games)."""

    name = "menu"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.setup = NewGameSetup.from_settings(ctx.settings, ctx.options.lexicon)
        self.tiles = TileRenderer(ctx.theme)
        self.size = ctx.window_size
        #: the New game, Rules and handicap pages, and what they edit
        self.new_game = NewGamePages(self)
        #: Continue, the saved games' rows, opening one
        self.saved = SavedGamesLink(self)
        self._key_text = ""  # the text the last key press typed (see _type_text)
        self.time = 0.0
        self.quiet_for = 0.0  # seconds since the last input
        self.liveliness = 1.0  # how far the logo bobs: 1 fully, 0 at rest
        #: the line under the logo as last wrapped, and what it was wrapped for (its text, font, the window's width)
        self._tagline: tuple[tuple[str, pygame.font.Font | None, int], list[str]] = (("", None, 0), [])
        self.main: Any = None
        self._relabel = False  # the language changed: build every page again in it
        self._focus_after_build: str | None = None

    # -- lifecycle --------------------------------------------------------------

    def enter(self) -> None:
        self._build()
        if self.ctx.settings_notice and self.ctx.toast:
            self.ctx.toast(self.ctx.settings_notice, 6.0)
            self.ctx.settings_notice = ""
        self.saved.show_store_notices()
        self.saved.probe()
        self.new_game.read_profiles()

    def exit(self) -> None:
        if self.new_game.settings_changed and self.ctx.save_settings:
            self.ctx.save_settings()
            self.new_game.settings_changed = False

    def resume(self) -> None:
        self._build()  # the palette or window may have changed while another scene was on top

    def language_changed(self) -> None:
        self._relabel = True  # at the next update: pygame-menu may still be inside a page's update

    def rebuild_later(self, focus: str) -> None:
        """Build every page again at the next update (not inside pygame-menu's handling of
        a key), with the widget ``focus`` focused: rows shown on New game no longer fit."""
        self._focus_after_build = focus
        self._relabel = True

    def resize(self, size: tuple[int, int]) -> None:
        if size != self.size or self.main is None:
            self.size = size
            self._build()

    # -- building the menus ---------------------------------------------------

    def _build(self) -> None:
        """Build every page for the window as it is now.  The window system may resize the
        window while the pages are built (the resize waits in the queue for the next frame):
        then they are built again for its new size, a few times at most; after that the
        resize in the queue builds them once more."""
        # keep whichever page was open, so a resize (or a new language) does not throw the player out
        page = self._open_page()
        for _attempt in range(BUILD_TRIES):
            self.size = window_now(self.size)
            self.new_game.building = True
            try:
                self._build_menus(page)
            finally:
                self.new_game.building = False
            self.new_game.refresh()
            if window_now(self.size) == self.size:
                break

    def _build_menus(self, page: str) -> None:
        w, h = self.size
        ctx = self.ctx
        page_theme = make_theme(ctx, h)
        pw, ph = page_box(self.size)
        self.new_game.build(page_theme)
        self.saved_pages = SavedGamesPages(scrolls_under_title(page_theme.copy()), (pw, ph), ctx.theme,
                                           self.saved.resume_saved, self.saved.delete_saved, window=self.size)
        top = int(h * 0.36)
        menu_h = within(max(200, h - top - 20), h)
        # pygame-menu places a menu at a percentage of the free space
        y_pct = 100 * top / max(1, h - menu_h)
        main_w = within(min(max(520, w * 7 // 20), w - 80), w)
        # the front page's seven buttons show whole under the logo, Quit too
        for size, compact in fitting_sizes(ctx, h):
            main = pygame_menu.Menu(
                "", main_w, menu_h, theme=make_theme(ctx, h, title=False, size=size, compact=compact),
                center_content=False, joystick_enabled=False, keyboard_ignore_nonphysical=False,
                screen_dimension=self.size, position=(50, min(100, y_pct), True), mouse_motion_selection=True, verbose=False,
            )
            with placed_once(main):
                self._fill_main(main, w, main_w)
            if fits(main):
                break
        self.main = main
        self.saved.show()
        target = self._pages().get(page)
        if target is not None:
            self._open(target)

    def _fill_main(self, main: pygame_menu.Menu, w: int, main_w: int) -> None:
        self.continue_button = main.add.button(_("Continue"), self.saved.continue_game, button_id="continue")
        self.new_button = main.add.button(_("New game"), self.new_game.new_menu, button_id="new")
        self.saved_button = main.add.button(_("Saved games"), self.saved_pages.list_menu, button_id="saved")
        main.add.button(_("Statistics"), self.statistics, button_id="statistics")
        main.add.button(_("How to play"), self.how_to_play, button_id="howto")
        main.add.button(_("Settings"), self.open_settings, button_id="settings")
        main.add.button(_("Quit"), self.quit, button_id="quit")
        # one column of buttons that widens with the window, as the pause menu's does
        style_page(main, self.ctx.theme, main_w, button_width=min(main_w - 40, max(260, w * 3 // 10)),
                   primary={"continue"})

    def style_page(self, page: pygame_menu.Menu, primary: set[str] | None = None, rows: set[str] | None = None) -> None:
        """A sub-page in the game's look: rows across the page, its buttons half as wide
        (but the buttons named in ``rows``, which are rows)."""
        width = row_width(page, page.get_theme().widget_font_size)
        style_page(page, self.ctx.theme, width, button_width=width // 2, primary=primary or set(),
                   rows=rows or set())

    def _pages(self) -> dict[str, Any]:
        pages = self.new_game
        return {"new": pages.new_menu, "rules": pages.rules_menu, "handicap": pages.handicap.page}

    def _open_page(self) -> str:
        """Which sub-page is open ("" for the front page), known by the menu itself
        rather than its title, which changes with the language."""
        if self.main is None:
            return ""
        current = self.main.get_current()
        return next((key for key, menu in self._pages().items() if menu is current), "")

    def _open(self, target: Any) -> None:
        """Re-open a sub-page after a rebuild (New game -> Rules keeps its parent)."""
        pages = self.new_game
        if target is pages.rules_menu or target is pages.handicap.page:
            open_page(self.main, pages.new_menu)
            open_page(pages.new_menu, target)
        else:
            open_page(self.main, target)

    # -- reactions ----------------------------------------------------------------

    # -- actions -------------------------------------------------------------------

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
        if self.saved.busy:
            return  # a load is under way; keys would start a second one
        if self._step_selector_row(event) or self._type_text(event):
            return
        self._focus_clicked_field(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            page = self.main.get_current()
            if page is not self.main:
                # back one page, as Esc does in the layers inside a game
                self.click()
                page.reset(1)
            return  # Esc on the front page does nothing; Quit is one row away
        if event.type == pygame.KEYDOWN:
            read = self._dialog_key(event)
            if read is not None:
                self._typed_by_key(read)
            return
        self.main.update([event])

    def _dialog_key(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """A key press as the pages should read it, as every dialog of the game does:
        Tab (Shift+Tab) moves down (up) the page, Space presses a button; Backspace
        only deletes text, never leaves the page (pygame-menu's own back key).  None
        for a key the page must not see."""
        field = self.main.get_current().get_selected_widget()
        typing = isinstance(field, TextInput) and not field.readonly
        if event.key == pygame.K_BACKSPACE and not typing:
            return None
        if event.key == pygame.K_TAB:
            up = bool(event.mod & pygame.KMOD_SHIFT)
            return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP if up else pygame.K_DOWN, mod=0,
                                      unicode="", scancode=0)
        if event.key == pygame.K_SPACE and isinstance(field, MenuButton):
            return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="", scancode=0)
        return event

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

    def _focus_clicked_field(self, event: pygame.event.Event) -> None:
        """A click on another row while a name is being typed moves the focus there (a name
        field's editing with it).  pygame-menu selects a row by the pointer passing over it,
        which it ignores while a field is being typed in: the click only ended the typing."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return
        page = self.main.get_current()
        typing = page.get_selected_widget()
        if not isinstance(typing, TextInput) or not typing.active:
            return
        view = page.get_scrollarea().get_view_rect()
        if not view.collidepoint(event.pos):
            return
        for widget in page.get_widgets():
            if widget is typing or not widget.is_selectable or not widget.is_visible():
                continue
            if widget.get_rect(to_real_position=True).clip(view).collidepoint(event.pos):
                typing.active = False
                page.select_widget(widget)
                return

    def _step_selector_row(self, event: pygame.event.Event) -> bool:
        """A click on a choice's value steps it: right of the middle of its value forward,
        left of it back (pygame-menu reacts only on the value itself, which moves as labels
        change width, so a second click in the same place missed).  A click on its label
        only gives it the focus: reading a row's name changes nothing."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1:
            return False
        page = self.main.get_current()
        if not page.get_scrollarea().get_view_rect().collidepoint(event.pos):
            return False
        for widget in page.get_widgets():
            if not isinstance(widget, Selector) or not widget.is_visible() or widget.readonly:
                continue
            rect = widget.get_rect(to_real_position=True)
            # (a seat's "tiles on" shares its name's row: the name's part left of it is not its)
            if rect.top <= event.pos[1] < rect.bottom and event.pos[0] >= rect.left:
                page.select_widget(widget)
                on_value_line = True
                if isinstance(widget, RowSelector):
                    value_left, middle = float(widget.value_left()), widget.value_middle()
                    on_value_line = event.pos[1] >= widget.value_line_top()  # (a row of two lines)
                else:
                    value_left = float(rect.left + label_width(widget))
                    middle = (value_left + rect.right) / 2
                if event.pos[0] >= value_left and on_value_line:
                    step_choice(widget, forward=event.pos[0] >= middle)
                return True
        return False

    def update(self, dt: float) -> None:
        if self.new_game.hug_pending and not self._relabel:
            self.new_game.hug()
        if not self._relabel:
            self.saved_pages.hug_pages()
        if self._relabel:
            self._relabel = False
            self._build()
            if self._focus_after_build is not None:
                page = self.main.get_current()
                widget = page.get_widget(self._focus_after_build)
                if widget is not None:
                    page.select_widget(widget)
                self._focus_after_build = None
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
        if self.saved.busy and self.saved.compile_progress.running:
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
        saved = self.saved
        if not saved.busy:
            self._draw_keys(surface)
        if saved.store_notice and not saved.busy and self.main.get_current() is self.main:
            draw_store_notice(surface, theme, saved.store_notice)
        if saved.busy:
            bottom = h - 30
            if saved.compile_progress.running:
                bar = self.progress_rect(surface.get_size())
                draw_progress_bar(surface, theme, bar, saved.compile_progress.fraction)
                bottom = bar.top - 10
            theme.text(surface, saved.busy, max(16, h // 32), (w / 2, bottom), theme.palette.accent,
                       bold=True, anchor="midbottom", shadow=True)

    def _draw_keys(self, surface: pygame.Surface) -> None:
        """The keys of the page's buttons, as on every dialog: Enter beside the one in focus,
        Esc beside the one Esc presses (Back, Done, No), out in the room the page's column
        leaves either side (a row across the page has none: its focus ring says enough)."""
        page = self.main.get_current()
        view = page.get_scrollarea().get_view_rect()
        selected = page.get_selected_widget()
        room = surface.get_rect()
        for widget in page.get_widgets():
            if not isinstance(widget, MenuButton) or not widget.is_visible():
                continue
            rect = widget.get_rect(to_real_position=True)
            if not view.contains(rect):
                continue
            caps = []
            if page is not self.main and widget.get_id() in ESCAPE_BUTTONS:
                caps.append((escape_cap(), -1))
            if widget is selected:
                caps.append((enter_cap(), 1))
            for cap, side in caps:
                width = cap_width(self.ctx.theme, cap, rect, surface.get_height())
                beside = rect.inflate(2 * width + 8, 0)
                if room.contains(beside) and view.contains(beside):
                    draw_key_cap(surface, self.ctx.theme, rect, cap, side, CapPlace.BESIDE)

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
        # the line under the tiles, in two halves where it is wider than the window (big text)
        tagline, tag_size = _("a crossword tile game for one couch"), max(14, h // 36)
        font = theme.font_for(tagline, tag_size)
        if self._tagline[0] != (tagline, font, w):
            self._tagline = ((tagline, font, w), wrap_evenly(font, tagline, w - 80))
        for k, line in enumerate(self._tagline[1]):
            theme.text(surface, line, tag_size, (w / 2, y + size * 1.45 + k * font.get_linesize()),
                       theme.palette.text_dim, anchor="center")


