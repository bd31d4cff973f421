"""The main menu's Saved games pages: every unfinished game, to resume or delete.

Three pygame-menu pages: the list (one row per game: when it was last played,
who plays and their scores, the rules), for the row chosen Resume / Delete /
Back, and the question Delete asks first (a deleted game cannot come back).  The rows come from ``GameStore.unfinished_games``, read off
the frame loop by the menu; this module only shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from datetime import datetime
from typing import Any

import pygame
import pygame_menu
from pygame_menu.widgets.widget.label import Label

from game.engine.levels import BY_NAME
from game.i18n import N_, _
from game.setup.new_game import preset_label
from game.store import GameSummary
from game.ui.menu_adapter import open_page
from game.ui.menu_look import centre_title, hug, page_padding, row_width, style_page, title_gap
from game.ui.text_wrap import fit_words, wrap_text
from game.ui.theme import Theme, font_file_for
from game.ui.widgets import MIN_TEXT_PX
from game.words.handicaps import with_handicaps_mark

MENU_OPTIONS: dict[str, Any] = {
    "joystick_enabled": False, "keyboard_ignore_nonphysical": False,
    "mouse_motion_selection": True, "verbose": False,
}
MAX_SEATS = 4

# Translators: short weekday names, Monday first
WEEKDAYS = (N_("Mon"), N_("Tue"), N_("Wed"), N_("Thu"), N_("Fri"), N_("Sat"), N_("Sun"))
# Translators: short month names, January first
MONTHS = (N_("Jan"), N_("Feb"), N_("Mar"), N_("Apr"), N_("May"), N_("Jun"),
          N_("Jul"), N_("Aug"), N_("Sep"), N_("Oct"), N_("Nov"), N_("Dec"))


def when(stamp: float) -> str:
    """``Tue 1 Dec, 16:05``: when a game was last played, in local time."""
    moment = datetime.fromtimestamp(stamp)
    # Translators: when a saved game was last played, e.g. "Tue 1 Dec, 16:05"
    return _("{weekday} {day} {month}, {time}").format(
        weekday=_(WEEKDAYS[moment.weekday()]), day=moment.day, month=_(MONTHS[moment.month - 1]),
        time=f"{moment:%H:%M}")


def player_parts(summary: GameSummary) -> list[str]:
    """``["Ana 120", "Ben (computer, medium) 98"]``: who plays, in playing order, with their scores."""
    parts = []
    for k, name in enumerate(summary.names):
        kind = summary.kinds[k] if k < len(summary.kinds) else "human"
        score = summary.scores[k] if k < len(summary.scores) else 0
        level = BY_NAME.get(kind)  # a person, or a level this version does not know: the name alone
        label = _(level.saved).format(name=name) if level is not None else name
        parts.append(f"{label} {score}")
    return parts


def players_line(summary: GameSummary) -> str:
    """``Ana 120, Ben (computer, medium) 98``: :func:`player_parts` on one line."""
    return _(", ").join(player_parts(summary))


def round_text(summary: GameSummary) -> str | None:
    """The round a saved Duplicate game was left in ("round 3"), None for a classic game."""
    if summary.mode != "duplicate" or summary.rounds is None:
        return None
    # Translators: the round a saved game of Duplicate was left in, after the rules' name
    return _("round {number}").format(number=summary.rounds)


def marks(summary: GameSummary) -> str:
    """What follows the rules' name: a Duplicate game's round, and that some seat plays with a handicap."""
    parts = [round_text(summary), with_handicaps_mark() if summary.handicaps else None]
    return "".join(f"  ·  {part}" for part in parts if part)


def rules_text(summary: GameSummary) -> str:
    """Which rules: the preset, a Duplicate game's round, and that some seat plays with a handicap."""
    return preset_label(summary.preset) + marks(summary)


def row_text(summary: GameSummary) -> str:
    """One line of the list: when, who and how it stands, which rules (:func:`fitted_row` cuts it to fit)."""
    return f"{when(summary.updated)}  ·  {players_line(summary)}  ·  {rules_text(summary)}"


#: how small a list row's text may go to hold the whole row uncut: this share of the
#: rows' size (a big window's rows are large), never under the game's smallest text
ROW_FONT_SHRINK = 0.6

#: the least room the players keep in a cut row before the whole row is cut at its end
PLAYERS_ROOM_MIN = 60


def fitted_row(font: pygame.font.Font, summary: GameSummary, width: int) -> str:
    """:func:`row_text` in ``width`` pixels: when it is too long, the players are cut, not
    the rules at the end (a game with handicaps keeps saying so); in a room too narrow
    even for that, the row is cut at its end."""
    text = row_text(summary)
    if font.size(text)[0] <= width:
        return text
    head = f"{when(summary.updated)}  ·  "
    tail = f"  ·  {rules_text(summary)}"
    room = width - font.size(head)[0] - font.size(tail)[0]
    if room < PLAYERS_ROOM_MIN:
        return fit_words(font, text, width)
    return head + fit_words(font, players_line(summary), room) + tail


def draw_store_notice(surface: pygame.Surface, theme: Theme, text: str) -> None:
    """Why the saved games are not as they were, in a panel along the bottom of the menu."""
    w, h = surface.get_size()
    size = max(13, min(20, h // 40))
    font = theme.font_for(text, size)
    lines = wrap_text(font, text, min(900, w - 80) - 40)[:4]
    line_h = font.get_linesize()
    panel = pygame.Rect(0, 0, min(900, w - 80), len(lines) * line_h + 24)
    panel.midbottom = (w // 2, h - 16)
    theme.panel(surface, panel, alpha=240)
    y = panel.y + 12
    for line in lines:
        theme.text(surface, line, size, (panel.centerx, y), theme.palette.text, anchor="midtop")
        y += line_h


def _line(menu: pygame_menu.Menu, label_id: str, **style: Any) -> Label:
    widget = menu.add.label("", label_id=label_id, **style)
    assert isinstance(widget, Label)  # a list only for word-wrapped text
    return widget


class SavedGamesPages:
    """The list page (:attr:`list_menu`, for a button of the main menu) and the page for one game.

    ``on_resume(game_id)`` and ``on_delete(game_id)`` are the menu's.
    """

    def __init__(self, theme: pygame_menu.themes.Theme, size: tuple[int, int], look: Theme,
                 on_resume: Callable[[str], None], on_delete: Callable[[str], None],
                 window: tuple[int, int] | None = None) -> None:
        w, h = size
        # each page is as tall as its rows, up to ``size`` (:func:`hug`, at :meth:`hug_pages`)
        self.most_height = h
        self.window = window
        self.hug_pending = window is not None
        self.on_resume = on_resume
        self.on_delete = on_delete
        self.look = look
        self.row_font = look.px(max(13, h // 34))
        self.dim_colour = look.palette.text_dim
        # the pages are placed in ``window`` (None: the window's size when they are made)
        self.options = {**MENU_OPTIONS, "screen_dimension": window}
        self.list_menu = pygame_menu.Menu(_("Saved games"), w, h, theme=theme, **self.options)
        self.game_menu = pygame_menu.Menu(_("Saved game"), w, h, theme=theme.copy(), **self.options)
        centre_title(self.list_menu)
        centre_title(self.game_menu)
        self.row_width = row_width(self.list_menu, theme.widget_font_size)
        # a row (four long names) ends after a whole word where its face ends, inside its padding
        self.row_room = self.row_width - 2 * page_padding(self.list_menu)
        self.chosen: GameSummary | None = None
        menu = self.game_menu
        title_gap(menu)
        self.when_label = _line(menu, "when", font_size=self.row_font)
        # one player a line: four long names with their levels are wider than any page
        self.player_labels = [_line(menu, f"player{k}", font_size=self.row_font) for k in range(MAX_SEATS)]
        self.rules_label = _line(menu, "rules", font_size=self.row_font, font_color=self.dim_colour)
        menu.add.vertical_margin(10)
        # Translators: a button that goes back into the chosen saved game
        menu.add.button(_("Resume"), self._resume, button_id="resume")
        menu.add.button(_("Delete"), self._ask_delete, button_id="delete")
        menu.add.button(_("Back"), pygame_menu.events.BACK, button_id="back")
        style_page(menu, look, self.row_width, button_width=self.row_width // 2, primary={"resume"})
        self.confirm_menu = self._confirm_page(theme.copy(), w, h)
        self.fill([])

    def _confirm_page(self, theme: pygame_menu.themes.Theme, w: int, h: int) -> pygame_menu.Menu:
        """Delete's question: which game, and that it cannot be brought back.  Keep it
        comes first and has the focus; Esc (as Back anywhere in the menu) keeps it too."""
        # Translators: the title of the page that asks before a saved game is deleted
        menu = pygame_menu.Menu(_("Delete this game?"), w, h, theme=theme, **self.options)
        centre_title(menu)
        title_gap(menu)
        self.confirm_when = _line(menu, "confirm-when", font_size=self.row_font)
        self.confirm_players = _line(menu, "confirm-players", font_size=self.row_font)
        menu.add.label(_("A deleted game cannot be brought back."), font_size=self.row_font,
                       font_color=self.dim_colour)
        menu.add.vertical_margin(10)
        menu.add.button(_("No, keep it"), pygame_menu.events.BACK, button_id="keep")
        menu.add.button(_("Yes, delete it"), self._delete, button_id="confirm-delete")
        style_page(menu, self.look, self.row_width, button_width=self.row_width // 2, primary={"keep"})
        return menu

    def hug_pages(self) -> None:
        """Make each page as tall as its rows (called from the menu's update, outside
        pygame-menu's own handling of an event)."""
        if not self.hug_pending or self.window is None:
            return
        self.hug_pending = False
        for page in (self.list_menu, self.game_menu, self.confirm_menu):
            hug(page, self.most_height, self.window)

    def fill(self, summaries: Sequence[GameSummary]) -> None:
        """List these games, most recently played first."""
        menu = self.list_menu
        menu.clear()
        title_gap(menu)
        if not summaries:
            menu.add.label(_("No unfinished games."), font_size=self.row_font, font_color=self.dim_colour)
        self.hug_pending = self.window is not None
        for summary in summaries:
            font_name, size, face = self._row_face(row_text(summary))
            menu.add.button(fitted_row(face, summary, self.row_room), self._chooser(summary),
                            button_id=f"game-{summary.game_id}", font_name=font_name, font_size=size)
        menu.add.vertical_margin(10)
        menu.add.button(_("Back"), pygame_menu.events.BACK, button_id="back")
        # the games are rows across the page, each read from its left
        style_page(menu, self.look, self.row_width, button_width=self.row_width // 2,
                   rows={f"game-{summary.game_id}" for summary in summaries})

    def _row_font(self, text: str) -> tuple[str, pygame.font.Font]:
        """The file that draws ``text`` (a Chinese name in an English game too, which the
        page's own font would draw as boxes) and its face at the rows' size."""
        font_name = str(font_file_for(text))
        return font_name, pygame_menu.font.get_font(font_name, self.row_font)

    def _row_face(self, text: str) -> tuple[str, int, pygame.font.Font]:
        """The file, size and face a list row is written in: the rows' size, or smaller
        (down to :data:`ROW_FONT_SHRINK` of it, and :data:`MIN_TEXT_PX`) when that lets the
        whole row fit the room its face has, so a family's four names are not cut where
        a smaller line holds them all; cut (:func:`fitted_row`) at the rows' size otherwise."""
        font_name = str(font_file_for(text))
        floor = max(MIN_TEXT_PX, int(self.row_font * ROW_FONT_SHRINK))
        for size in range(self.row_font, floor - 1, -1):
            face = pygame_menu.font.get_font(font_name, size)
            if face.size(text)[0] <= self.row_room:
                return font_name, size, face
        return font_name, self.row_font, pygame_menu.font.get_font(font_name, self.row_font)

    def _chooser(self, summary: GameSummary) -> Callable[[], None]:
        return lambda: self.choose(summary)

    def choose(self, summary: GameSummary) -> None:
        """Open the page for one game."""
        self.chosen = summary
        # Translators: {when} is a day and time, e.g. "Tue 1 Dec, 16:05"
        self.when_label.set_title(_("Last played {when}").format(when=when(summary.updated)))
        parts = player_parts(summary)
        for k, label in enumerate(self.player_labels):
            if k < len(parts):
                font_name, face = self._row_font(parts[k])
                label.update_font({"name": font_name})
                label.set_title(fit_words(face, parts[k], self.row_room))
                label.show()
            else:
                label.set_title("")
                label.hide()
        rules = _("{preset} rules").format(preset=preset_label(summary.preset)) + marks(summary)
        self.rules_label.set_title(rules)
        # a game that cannot be resumed says why, and offers only Delete
        resume = self.game_menu.get_widget("resume")
        assert resume is not None  # added in __init__
        if summary.problem is not None:
            reason = _("Could not open the saved game: {reason}").format(reason=summary.problem)
            self.rules_label.set_title(fit_words(self._row_font(reason)[1], reason, self.row_room))
            resume.hide()
        else:
            resume.show()
        open_page(self.list_menu, self.game_menu)

    def _resume(self) -> None:
        if self.chosen is not None:
            self.on_resume(self.chosen.game_id)

    def _ask_delete(self) -> None:
        """Open Delete's question for the chosen game."""
        chosen = self.chosen
        if chosen is None:
            return
        self.confirm_when.set_title(_("Last played {when}").format(when=when(chosen.updated)))
        line = players_line(chosen)
        font_name, face = self._row_font(line)
        self.confirm_players.update_font({"name": font_name})
        self.confirm_players.set_title(fit_words(face, line, self.row_room))
        keep = self.confirm_menu.get_widget("keep")
        assert keep is not None  # added in _confirm_page
        self.confirm_menu.select_widget(keep)
        open_page(self.game_menu, self.confirm_menu)

    def _delete(self) -> None:
        chosen, self.chosen = self.chosen, None
        if chosen is not None:
            self.confirm_menu.reset(2)  # back to the list, which the menu fills again
            self.on_delete(chosen.game_id)
