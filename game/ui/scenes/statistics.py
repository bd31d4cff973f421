"""Statistics: every player's games, wins, scores and best word, from the main menu.

A list of the remembered players on the left (mouse, or Up/Down); on the
right one of three pages (the buttons below, or Tab): the chosen player's
figures with their best word in big tiles, their best move on the board as it
stood, and their scores game after game; their finished games, each to watch
again or save as a GCG record; and the high-score table.  Everything is read
from the saved games on a worker thread, so no frame waits for the disk.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import pygame

from game.engine.levels import BY_NAME
from game.i18n import _, join_list
from game.lexicon.choice import fallback_for
from game.paths import save_game_record
from game.rules.timeline import timeline_of_game
from game.setup.new_game import preset_label
from game.store import GameSummary, HighScore, Profile, ProfileStats
from game.ui.context import AppContext
from game.ui.scene import Scene
from game.ui.scenes.statistics_parts.figures import PlayerFigures
from game.ui.seat_shapes import draw_seat_shape
from game.ui.text_wrap import fit_text, fit_words, wrap_name, wrap_text
from game.ui.theme import lerp_color, seat_colour
from game.ui.widgets import MIN_TEXT_PX, Button, ButtonBar
from game.words.handicaps import head_start_mark, with_handicaps_mark
from game.words.teams import team_label

OVERVIEW, GAMES, HIGH_SCORES = "overview", "games", "high scores"
PAGES = (OVERVIEW, GAMES, HIGH_SCORES)


def profile_colour(profile: Profile, index: int) -> tuple[int, int, int]:
    """A player's colour: that of their seat in their latest finished game, as the
    play, results and replay screens showed them; by place in the list before any."""
    return seat_colour(profile.seat if profile.seat is not None else index)


def profile_label(profile: Profile) -> str:
    """How the list names a player: a computer says so (and its level), as the
    saved games do, since a person may have the same name."""
    if not profile.is_computer:
        return profile.name
    level = BY_NAME.get(profile.kind)
    template = _(level.saved) if level is not None else _("{name} (computer)")
    return template.format(name=profile.name)


def computer_level(profile: Profile) -> str:
    """The line under a computer's name in the list of players ("Computer, medium"),
    or nothing for a person."""
    if profile.is_team:
        return team_label()
    if not profile.is_computer:
        return ""
    level = BY_NAME.get(profile.kind)
    return _(level.short) if level is not None else _("Computer")


def game_line(game: GameSummary) -> str:
    """``Ana 84, Ben 0``: who played and their final scores."""
    return join_list(f"{name} {score}" for name, score in zip(game.names, game.scores))


def when(stamp: float) -> str:
    return datetime.fromtimestamp(stamp).strftime("%Y-%m-%d %H:%M")


class StatisticsScene(Scene):
    name = "statistics"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.profiles: list[Profile] | None = None  # None until read
        self.high_scores: list[HighScore] = []
        self.selected = 0
        self.stats: ProfileStats | None = None
        self.games: list[GameSummary] = []
        self.loaded: Profile | None = None  # whose stats and games are shown
        self.page = OVERVIEW
        self.game_focus = 0
        self.busy = False  # a read or a write is running on a worker thread
        self.page_buttons = {
            OVERVIEW: Button(_("Player"), lambda: self.open_page(OVERVIEW), pygame.K_p),
            GAMES: Button(_("Games"), lambda: self.open_page(GAMES), pygame.K_g),
            HIGH_SCORES: Button(_("High scores"), lambda: self.open_page(HIGH_SCORES), pygame.K_h),
        }
        self.buttons = ButtonBar([*self.page_buttons.values(), Button(_("Back"), self.to_menu)], cancel=-1)
        #: the Player page: the figures, the best word and move, the chart of scores
        self.figures = PlayerFigures(ctx.theme)
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.content = pygame.Rect(0, 0, 0, 0)
        self.profile_rects: list[pygame.Rect] = []
        #: per finished game on screen: its row, its Watch and its Export button
        self.game_rows: list[tuple[int, pygame.Rect, Button, Button]] = []
        self.row_buttons: dict[str, tuple[Button, Button]] = {}

    # -- reading --------------------------------------------------------------

    def enter(self) -> None:
        saves = self.ctx.saves
        if saves is None:
            self.profiles = []
            return
        self._run(saves.statistics, self._got_profiles)

    def _run(self, work: Callable[[], Any], done: Callable[[Any], None]) -> None:
        """``work`` on a worker thread (at once without one); ``done`` with its result."""
        def failed(exc: BaseException) -> None:
            self.busy = False
            if self.profiles is None:
                self.profiles = []
            if self.ctx.toast:
                self.ctx.toast(_("The saved games could not be read: {reason}").format(reason=exc))

        def finished(result: Any) -> None:
            self.busy = False
            done(result)

        self.busy = True
        if self.ctx.jobs is None:
            try:
                finished(work())
            except Exception as exc:
                failed(exc)
        else:
            self.ctx.jobs.submit(work, on_done=finished, on_error=failed)

    def _got_profiles(self, found: tuple[list[Profile], list[HighScore]]) -> None:
        self.profiles, self.high_scores = found
        self.selected = min(self.selected, max(0, len(self.profiles) - 1))
        self._load_selected()

    def _load_selected(self) -> None:
        if not self.profiles or self.ctx.saves is None or self.busy:
            return
        who = self.profiles[self.selected]
        if who == self.loaded:
            return
        saves = self.ctx.saves

        def shown(result: tuple[ProfileStats | None, list[GameSummary]]) -> None:
            self.stats, self.games = result
            self.loaded = who
            self.game_focus = 0
            self._load_selected()  # the selection moved on while this was read

        self._run(lambda: saves.profile(who), shown)

    # -- actions --------------------------------------------------------------

    def select(self, index: int) -> None:
        if not self.profiles:
            return
        index = max(0, min(len(self.profiles) - 1, index))
        if index != self.selected:
            self.selected = index
            self.click()
            self._load_selected()

    def open_page(self, page: str) -> None:
        self.page = page
        self.buttons.focus_on(PAGES.index(page))
        self.click()

    def watch(self, game_id: str) -> None:
        saves = self.ctx.saves
        if saves is None or self.busy:
            return
        self.click()

        def read() -> tuple[Any, Any]:
            game = saves.finished(game_id)
            return game, timeline_of_game(game)

        def show(found: tuple[Any, Any]) -> None:
            game, timeline = found
            rules = game.rules
            self.ctx.stack.push(self.ctx.scenes.replay(
                timeline, join_list(p.name for p in game.players), word_list=rules.word_list,
                fallback=fallback_for(rules), rules=rules))

        self._run(read, show)

    def export(self, game_id: str) -> None:
        saves = self.ctx.saves
        if saves is None or self.busy:
            return
        self.click()
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")

        def saved(path: Any) -> None:
            if self.ctx.toast:
                self.ctx.toast(_("Game record saved to {path}").format(path=path))

        self._run(lambda: save_game_record(saves.export_gcg(game_id), stamp), saved)

    # -- loop -----------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.to_menu()
                return
            if event.key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                self.open_page(PAGES[(PAGES.index(self.page) + step) % len(PAGES)])
                return
            if self._game_keys(event):
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.select(self.selected + (1 if event.key == pygame.K_DOWN else -1))
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, rect in enumerate(self.profile_rects):
                if rect.collidepoint(event.pos):
                    self.select(i)
                    return
        if event.type == pygame.MOUSEWHEEL and self.page == GAMES and self.games:
            self.game_focus = max(0, min(len(self.games) - 1, self.game_focus - event.y))
            return
        if self.page == GAMES:
            for _index, _row, watch, export in self.game_rows:
                if watch.handle_event(event) or export.handle_event(event):
                    return
        self.buttons.handle_event(event)

    def _game_keys(self, event: pygame.event.Event) -> bool:
        """Keys of the Games page: PageUp/PageDown (or [ and ]) move along the games,
        Enter watches, E exports.  Up/Down keep choosing the player."""
        if self.page != GAMES or not self.games:
            return False
        if event.key in (pygame.K_PAGEDOWN, pygame.K_RIGHTBRACKET):
            self.game_focus = min(len(self.games) - 1, self.game_focus + 1)
        elif event.key in (pygame.K_PAGEUP, pygame.K_LEFTBRACKET):
            self.game_focus = max(0, self.game_focus - 1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.watch(self.games[self.game_focus].game_id)
        elif event.key == pygame.K_e:
            self.export(self.games[self.game_focus].game_id)
        else:
            return False
        return True

    def next_wake(self) -> float | None:
        return 0.1 if self.busy else None  # the read's answer arrives with a finished job

    def button_rects(self) -> list[pygame.Rect]:
        rects = [b.rect for b in self.buttons.buttons]
        for _index, row, _watch, _export in self.game_rows:
            rects.append(row)
        return rects

    def toast_area(self) -> pygame.Rect:
        chart = self.figures.chart_rect
        return chart if self.page == OVERVIEW and chart.h else self.content

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        margin = max(12, h // 50)
        button_h = max(38, h // 17)
        title_h = max(34, h // 14)
        self.title_rect = pygame.Rect(margin, margin, w - 2 * margin, title_h)
        top = self.title_rect.bottom + margin // 2
        bottom = h - 2 * margin - button_h
        list_w = max(150, min(260, w // 5))
        # wide enough (up to a quarter of the window) for the longest word of a computer's
        # level under its name, so big text wraps "Computador, médio" rather than cutting it
        small = max(MIN_TEXT_PX, max(13, min(20, h // 42)) - 3)
        words = [word for level in BY_NAME.values() for word in _(level.short).split()] + team_label().split()
        widest = max(self.ctx.theme.font_for(word, small).size(word)[0] for word in words)
        list_w = max(list_w, min(widest + 48, w // 4))
        self.list_rect = pygame.Rect(margin, top, list_w, bottom - top)
        self.content = pygame.Rect(self.list_rect.right + margin, top, w - list_w - 3 * margin, bottom - top)
        self.buttons.layout(w // 2, h - margin - button_h, min(w - 2 * margin, 900), height=button_h, gap=10,
                            scale=self.ctx.theme.text_factor)

    # -- drawing --------------------------------------------------------------

    def body_size(self, surface: pygame.Surface) -> int:
        return max(13, min(20, surface.get_height() // 42))  # resize sizes the list of players by it

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        p = theme.palette
        theme.draw_background(surface)
        body = self.body_size(surface)
        theme.text(surface, _("Statistics"), self.title_rect.h - 4, self.title_rect.midleft, p.accent,
                   bold=True, anchor="midleft", shadow=True)
        self._draw_profiles(surface, body)
        theme.panel(surface, self.content, alpha=235)
        self.game_rows = []
        self.figures.chart_rect = pygame.Rect(0, 0, 0, 0)
        if self.profiles is None:
            theme.text(surface, _("Reading the saved games…"), body, self.content.center, p.text_dim,
                       anchor="center")
        elif self.page == HIGH_SCORES:
            self._draw_high_scores(surface, body)
        elif not self.profiles or self.stats is None:
            self._draw_empty(surface, body, _("No games yet!"),
                             _("Finish a game and every player's best word, best move and scores show up here."))
        elif self.page == GAMES:
            self._draw_games(surface, body)
        elif (self.stats.games == 0 and self.stats.with_handicaps is None and self.stats.duplicate is None
              and self.stats.in_teams is None):
            self._draw_empty(surface, body, self.stats.name,
                             _("{name} has not finished a game yet. Their best word will shine here!").format(
                                 name=self.stats.name))
        else:
            self._draw_overview(surface, body, self.stats)
        for page, button in self.page_buttons.items():
            button.primary = page == self.page
        self.buttons.draw(surface, theme)

    def _draw_profiles(self, surface: pygame.Surface, body: int) -> None:
        theme = self.ctx.theme
        p = theme.palette
        rect = self.list_rect
        theme.panel(surface, rect, alpha=225)
        theme.text(surface, _("Players"), body, (rect.x + 12, rect.y + 10), p.text_dim, bold=True)
        row_h = int(theme.px(body) * 2.1)
        # a computer's row is taller: its level goes on a second, smaller line (two in a
        # narrow list) under the name, so the list need not cut "Ben (computer, medium)" short
        small = max(MIN_TEXT_PX, body - 3)
        room = rect.w - 16 - 32  # from the name's left edge to 4 px inside the row
        y = rect.y + 10 + int(theme.px(body) * 1.8)
        self.profile_rects = []
        profiles = self.profiles or []
        levels = [wrap_name(theme.font_for(level, small), level, room) if level else []
                  for level in map(computer_level, profiles)]
        heights = [max(row_h, int(theme.px(body) * 1.25) + len(lines) * int(theme.px(small) * 1.2) + 10) if lines else row_h
                   for lines in levels]
        bottom = rect.bottom - 8
        # the first row shown: the selected row and as many before it as fit above it
        first = min(self.selected, len(profiles) - 1) if profiles else 0
        while first > 0 and y + sum(h + 4 for h in heights[first - 1 : self.selected + 1]) - 4 <= bottom:
            first -= 1
        first = max(0, first)
        shown = 0
        for i in range(first, len(profiles)):
            if shown and y + heights[i] > bottom:
                break
            row = pygame.Rect(rect.x + 8, y, rect.w - 16, heights[i])
            chosen = i == self.selected
            if chosen:
                pygame.draw.rect(surface, lerp_color(p.panel, profile_colour(profiles[i], i), 0.35), row, border_radius=8)
                pygame.draw.rect(surface, p.highlight, row, 2, border_radius=8)
            draw_seat_shape(surface, profile_colour(profiles[i], i), (row.x + 14, row.centery), max(10, body * 2 // 3))
            name = profiles[i].name
            if levels[i]:
                top = row.y + (row.h - int(theme.px(body) * 1.25) - len(levels[i]) * int(theme.px(small) * 1.2)) // 2
                theme.text(surface, fit_text(theme.font_for(name, body, chosen), name, room), body,
                           (row.x + 28, top), p.text, bold=chosen)
                for k, line in enumerate(levels[i]):
                    theme.text(surface, line, small, (row.x + 28, top + int(theme.px(body) * 1.25) + k * int(theme.px(small) * 1.2)),
                               p.text_dim)
            else:
                theme.text(surface, fit_text(theme.font_for(name, body, chosen), name, room), body,
                           (row.x + 28, row.centery), p.text, bold=chosen, anchor="midleft")
            self.profile_rects.append(row)
            y += heights[i] + 4
            shown += 1
        # rows scrolled out of view keep their index: rects line up with names from ``first``
        self.profile_rects = [pygame.Rect(0, 0, 0, 0)] * first + self.profile_rects
        if not profiles and self.profiles is not None:
            for k, line in enumerate(wrap_text(theme.font(body - 1), _("Names appear here after a game."),
                                               rect.w - 24)):
                theme.text(surface, line, body - 1, (rect.x + 12, y + k * int(theme.px(body) * 1.3)), p.text_dim)

    def _draw_empty(self, surface: pygame.Surface, body: int, heading: str, text: str) -> None:
        theme = self.ctx.theme
        p = theme.palette
        c = self.content
        tiles = self.figures.draw_word(surface, _("PLAY").upper(), pygame.Rect(c.x, c.y + c.h // 5, c.w, c.h // 6),
                                max(40, c.h // 7))
        y = tiles.bottom + body * 2
        theme.text(surface, fit_text(theme.font_for(heading, body + 10, True), heading, c.w - 40), body + 10, (c.centerx, y),
                   p.accent, bold=True, anchor="midtop")
        y += int(theme.px(body + 10) * 1.6)
        for line in wrap_text(theme.font_for(text, body), text, min(c.w - 60, 520)):
            theme.text(surface, line, body, (c.centerx, y), p.text, anchor="midtop")
            y += int(body * 1.4)

    def _heading(self, surface: pygame.Surface, text: str, size: int,
                 colour: tuple[int, int, int] | None = None) -> tuple[int, int, int, int]:
        """A page's heading at the top of the content panel; returns the padding, the
        left edge, the y under the heading and the width inside the padding."""
        theme = self.ctx.theme
        c = self.content
        pad = max(12, c.w // 40)
        inner = c.w - 2 * pad
        theme.text(surface, fit_text(theme.font_for(text, size, True), text, inner), size, (c.x + pad, c.y + pad),
                   colour or theme.palette.accent, bold=True)
        # under the heading as drawn: bigger text (the Text size setting), a taller Chinese line
        below = max(int(size * 1.6), theme.font_for(text, size, True).get_linesize() + 4)
        return pad, c.x + pad, c.y + pad + below, inner

    def shown_colour(self) -> tuple[int, int, int]:
        """The colour of the player whose figures are shown, as in the list."""
        if self.loaded is not None and self.profiles and self.loaded in self.profiles:
            return profile_colour(self.loaded, self.profiles.index(self.loaded))
        return seat_colour(self.selected)

    def _draw_overview(self, surface: pygame.Surface, body: int, stats: ProfileStats) -> None:
        colour = self.shown_colour()
        title = profile_label(self.loaded) if self.loaded is not None else stats.name
        pad, x0, y, inner = self._heading(surface, title, body + 8, colour)
        self.figures.draw(surface, body, stats, colour, pygame.Rect(x0, y, inner, self.content.bottom - pad - y), pad)

    def _draw_games(self, surface: pygame.Surface, body: int) -> None:
        theme = self.ctx.theme
        p = theme.palette
        c = self.content
        name = self.stats.name if self.stats is not None else ""
        pad, x0, y, inner = self._heading(surface, _("{name}'s finished games").format(name=name), body + 4)
        if not self.games:
            theme.text(surface, _("No finished games yet."), body, (x0, y), p.text_dim)
            return
        # a row holds the scores over the day and rules, as tall as their fonts' lines
        lines_h = (theme.font_for(game_line(self.games[0]), body, True).get_height()
                   + theme.font_for(self.games[0].preset, body - 2).get_height())
        row_h = max(int(body * 3.2), lines_h + 10)
        room = max(1, (c.bottom - pad - y - body * 2) // (row_h + 6))
        first = max(0, min(self.game_focus - room + 1, len(self.games) - room))
        button_w = max(70, min(120, inner // 6))
        # wide enough (up to a quarter of the row) for Watch and Export on one line at the
        # least size a button draws its label at, so big text does not cut "Exportar"
        label_px = max(MIN_TEXT_PX, max(MIN_TEXT_PX, (row_h - 16) * 2 // 5) * 3 // 4)
        widest = max(theme.font_for(label, label_px, True).size(label)[0] for label in (_("Watch"), _("Export")))
        button_w = max(button_w, min(inner // 4, widest + 16))
        for i in range(first, min(len(self.games), first + room)):
            game = self.games[i]
            row = pygame.Rect(x0, y, inner, row_h)
            focused = i == self.game_focus
            pygame.draw.rect(surface, lerp_color(p.panel, (0, 0, 0), 0.1 if not focused else 0.0), row,
                             border_radius=10)
            if focused:
                pygame.draw.rect(surface, p.highlight, row, 2, border_radius=10)
            text_w = inner - 2 * button_w - 36
            theme.text(surface, fit_text(theme.font_for(game_line(game), body, True), game_line(game), text_w), body,
                       (row.x + 12, row.y + 6), p.text, bold=True)
            detail = f"{when(game.updated)}  ·  {preset_label(game.preset)}"
            if game.handicaps:
                detail += f"  ·  {with_handicaps_mark()}"
            theme.text(surface, fit_text(theme.font_for(detail, body - 2), detail, text_w), body - 2,
                       (row.x + 12, row.bottom - 6), p.text_dim, anchor="bottomleft")
            watch, export = self._row_buttons(game.game_id)
            watch.primary = focused
            button_h = row_h - 16
            watch.rect = pygame.Rect(row.right - 2 * button_w - 18, row.y + 8, button_w, button_h)
            export.rect = pygame.Rect(row.right - button_w - 10, row.y + 8, button_w, button_h)
            watch.draw(surface, theme)
            export.draw(surface, theme)
            self.game_rows.append((i, row, watch, export))
            y += row_h + 6
        theme.text(surface, _("PageUp/PageDown choose a game, Enter watches it, E exports it."), body - 2,
                   (c.centerx, c.bottom - pad // 2), p.text_dim, anchor="midbottom")

    def _row_buttons(self, game_id: str) -> tuple[Button, Button]:
        """A game's Watch and Export buttons, kept between frames so hover stays lit."""
        found = self.row_buttons.get(game_id)
        if found is None:
            found = self.row_buttons[game_id] = (
                Button(_("Watch"), lambda: self.watch(game_id)), Button(_("Export"), lambda: self.export(game_id)))
        return found

    def _draw_high_scores(self, surface: pygame.Surface, body: int) -> None:
        theme = self.ctx.theme
        p = theme.palette
        c = self.content
        pad, x0, y, inner = self._heading(surface, _("High scores"), body + 4)
        if not self.high_scores:
            self._draw_empty(surface, body, _("No high scores yet"),
                             _("The best game scores of every player are listed here."))
            return
        row_h = int(body * 1.9)
        small = max(MIN_TEXT_PX, body - 3)
        name_room = inner // 2 - body * 2 - 8  # up to the score, right-aligned at inner // 2 + body * 3
        for rank, entry in enumerate(self.high_scores, start=1):
            # a computer's level goes on a smaller line under its name, as in the list of players
            level = computer_level(Profile(entry.name, entry.kind))
            # the lines' steps as drawn (the Text size setting; Chinese lines stand taller)
            first = max(int(body * 1.25), theme.font_for(entry.name, body, True).get_linesize())
            second = max(int(small * 1.2), theme.font_for(level or with_handicaps_mark(), small).get_linesize())
            # at the right the day and the rules, on two lines where one is too narrow for them
            # (bigger text), and under them a score made with a handicap (a head start too) says
            # so: it never tops the table unmarked
            detail_room = inner // 2 - body * 4
            detail = f"{when(entry.finished_at)}  ·  {preset_label(entry.preset)}"
            rights: list[tuple[str, int, tuple[int, int, int]]] = [(detail, body - 2, p.text_dim)]
            if theme.font_for(detail, body - 2).size(detail)[0] > detail_room:
                rights = [(when(entry.finished_at), body - 2, p.text_dim),
                          (preset_label(entry.preset), body - 2, p.text_dim)]
            if entry.with_handicap:
                start = head_start_mark(entry.handicap) if entry.handicap is not None else None
                mark = "  ·  ".join(part for part in (with_handicaps_mark(), start) if part)
                rights.append((mark, small, p.highlight))
            steps = [max(int(size * 1.25), theme.font_for(text, size).get_linesize()) for text, size, _c in rights]
            lefts = first + second if level else first
            height = max(row_h, first + 6, lefts + 8, sum(steps) + 8)
            if y + height > c.bottom - pad:
                break
            row = pygame.Rect(x0, y, inner, height)
            if rank == 1:
                pygame.draw.rect(surface, lerp_color(p.panel, p.accent, 0.25), row, border_radius=8)
            theme.text(surface, f"{rank}.", body, (row.x + 8, row.centery), p.text_dim, anchor="midleft")
            name = fit_text(theme.font_for(entry.name, body, True), entry.name, name_room)
            if level:
                top = row.y + (row.h - first - second) // 2
                theme.text(surface, name, body, (row.x + body * 3, top), p.text, bold=True)
                theme.text(surface, fit_words(theme.font_for(level, small), level, name_room), small,
                           (row.x + body * 3, top + first), p.text_dim)
            else:
                theme.text(surface, name, body, (row.x + body * 3, row.centery), p.text, bold=True, anchor="midleft")
            theme.text(surface, str(entry.score), body + 2, (row.x + inner // 2 + body * 3, row.centery),
                       p.accent, bold=True, anchor="midright")
            top = row.y + (row.h - sum(steps)) // 2
            for (text, size, colour), step in zip(rights, steps):
                theme.text(surface, fit_text(theme.font_for(text, size), text, detail_room), size,
                           (row.right - 8, top), colour, anchor="topright")
                top += step
            y += height + 2
