"""The end of a game: the final board, every score line by line, why the
winner won (with the tie-break of docs/rules.md "End of the game"), the game's highlights, and confetti.

Buttons: Rematch (same seats and rules, a fresh draw), Menu, Save game
record (GCG, written on a worker thread to ``data_dir()/records``), and Watch
(the replay viewer, stepping through the game just played).
"""

from __future__ import annotations

import math
import random
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame

from game.engine import worker
from game.i18n import _, decimal, join_list, ngettext
from game.lexicon.choice import fallback_for
from game.paths import save_game_record
from game.rules.game import Game
from game.rules.timeline import timeline_of_game
from game.setup.seats import SeatConfig
from game.store import PhoneTable
from game.ui import tween
from game.ui.context import AppContext
from game.ui.meaning_notes import kid_seats, words_from_game
from game.ui.meaning_source import BookState, MeaningSource
from game.ui.scene import ButtonBarScene
from game.ui.scenes.results_parts.spotlight import Spotlight
from game.ui.scenes.results_parts.summary import (
    final_score_lines,
    record_text,
    summarise,
    write_demo_record,
)
from game.ui.text_wrap import fit_words, wrap_text
from game.ui.theme import Theme, lerp_color, seat_colour
from game.ui.tween import Tween, ease_out_back, ease_out_cubic
from game.ui.variant_look import look_of_board
from game.ui.views.board_view import BoardView
from game.ui.views.chart_view import ChartLine, chart_height, draw_line_chart
from game.ui.views.game_words_view import draw_game_words
from game.ui.widgets import MIN_TEXT_PX, Button, ButtonBar, Confetti
from game.words import rack_bonus_name
from game.words.handicaps import (
    head_start_sum,
    mark_rows,
    played_with_handicaps_short,
)
from game.words.results import adjustment_points

TOAST_ROOM = 80  # pixels under the standings that hold a toast
DEMO_LINGER = 8.0  # seconds the attract mode shows the results before moving on
GLOW_SECONDS = 12.0  # the top move's line glows through the confetti, then holds still
WORDS_SCROLL_ROWS = 3  # rows of the words list a turn of the wheel, or an arrow key, moves it


def value_rows(theme: Theme, value: str, body: int, room: int) -> tuple[int, list[str]]:
    """A highlight's value ("8G CAt for 8 by Ana") as (size, rows): whole on one row, else on
    two, else a little smaller (down to :data:`MIN_TEXT_PX`) on two: the screen is the only
    place that names the game's top move, so it is never cut short while it can be read."""
    floor = min(body, max(MIN_TEXT_PX, body - 3))
    for size in range(body, floor - 1, -1):
        rows = wrap_text(theme.font_for(value, size), value, room)
        if len(rows) <= 2:
            return size, rows
    font = theme.font_for(value, floor)
    rows = wrap_text(font, value, room)
    rest = " ".join(rows[1:])
    return floor, [rows[0], fit_words(font, rest, room)]


class ResultsScene(ButtonBarScene):
    name = "results"

    def __init__(self, ctx: AppContext, game: Any, seats: list[SeatConfig], links: PhoneTable | None = None) -> None:
        super().__init__(ctx)
        self.game = game
        self.seats = list(seats)  # in playing order, like game.players
        #: the game's phone links (README, "Phone racks"): a rematch keeps them, so the phones
        #: left open on the results go on to the new game by themselves, nobody scanning again
        self.links = links
        #: the whole-rack bonus as this game's players call it ("bingo", "all seven tiles")
        variant = getattr(game, "variant", None)
        self.bonus_name: str = getattr(variant, "rack_bonus", "bingo")
        seat_of = getattr(game, "seat_of", tuple(range(len(self.seats))))
        # a rematch sits everyone where they sat before and draws again
        self.seats_by_seat = [self.seats[seat_of.index(s)] for s in range(len(self.seats))]
        if game.result is None:
            game.end_now()  # a game handed over unfinished is ended with the scores as they stand
        self.summary = summarise(game)
        self.board_view = BoardView(ctx.theme, look_of_board(game.board).tiles(ctx.theme))
        self.confetti = Confetti(random.Random(ctx.options.seed))
        self.spotlight = Spotlight(self.summary, short=ctx.options.demo)  # the winner first, then the figures
        self.count_up = Tween(0, 1, 1.4, ease_out_cubic, delay=0.4)
        self.headline_pop = Tween(0, 1, 0.6, ease_out_back, delay=0.2)
        self.time = 0.0
        self.saving = False
        # Translators: a button that saves the game record (a GCG file) to disk
        self.save_button = Button(_("Save record"), self.save_record, pygame.K_s)
        self.buttons = ButtonBar([
            Button(_("Rematch"), self.rematch, pygame.K_r, primary=True),
            self.save_button,
            Button(_("Watch"), self.watch_again, pygame.K_w),
            Button(_("Menu"), self.to_menu, pygame.K_m),
        ], cancel=-1)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.board_shown = True  # beside the panel (resize: not with big text in a small window)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)  # where the score chart went (drawn, or empty)
        self.headline_rect = pygame.Rect(0, 0, 0, 0)
        self._headline: tuple[tuple[str, int, int, tuple[int, int, int]], pygame.Surface] | None = None
        self.standings_bottom = 0
        self.name_rects: dict[int, pygame.Rect] = {}  # each player's name and score, as drawn
        self.score_rects: dict[int, pygame.Rect] = {}
        self._reported = False
        # at a child's table "Words from this game" covers the final board; a click swaps them
        self.kid_seats = kid_seats(game, self.seats) if isinstance(game, Game) else []
        self.meanings = MeaningSource(ctx.jobs.submit if ctx.jobs is not None else None, children=True)
        self.showing_words = bool(self.kid_seats)
        self.words_scroll = 0  # how far the words list is moved up, in pixels
        self.words_scroll_most = 0  # how far it can be (0: it fits), as last drawn
        self.words_step = 0  # what a turn of the wheel or an arrow key moves it, as last drawn
        if self.showing_words:
            self.meanings.want()

    # -- lifecycle ----------------------------------------------------------------

    def enter(self) -> None:
        if self.ctx.audio:
            self.ctx.audio.play("gameover")
        self.confetti.burst(160)
        # the game is over: a fresh engine process for the next one keeps memory flat
        worker.recycle()
        opts = self.ctx.options
        if opts.demo and opts.record is not None:
            # a headless run's record, written before the results linger (attract mode
            # without --exit-when-over writes each game over the one before)
            problem = write_demo_record(self.game, opts.record)
            if problem:
                print(problem, file=sys.stderr, flush=True)
                self.ctx.exit_status = 1

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        margin = max(16, h // 40)
        button_h = max(40, h // 16)
        board_side = min(h - 2 * margin, int(w * 0.5))
        self.board_view.layout(pygame.Rect(margin, margin, board_side, h - 2 * margin))
        left = self.board_view.rect.right + margin
        # with bigger text (the Text size setting) a panel beside the board narrower than 24 of its
        # body text's ems cuts the buttons and runs the figures out of it: the panel then takes the
        # window's width, the standings and the highlights side by side, and the board (which
        # Watch replays) gives way
        theme = self.ctx.theme
        self.board_shown = theme.text_factor == 1 or w - left - margin >= theme.px(self._body_size(h)) * 24
        if not self.board_shown:
            left = margin
        self.panel = pygame.Rect(left, margin, w - left - margin, h - 2 * margin - button_h - margin)
        self.buttons.layout(self.panel.centerx, self.panel.bottom + margin, self.panel.w, height=button_h, gap=10,
                            scale=self.ctx.theme.text_factor)

    def toast_area(self) -> pygame.Rect:
        """The panel's highlights and chart, or in a small window all below the winner's line:
        the board, the headline and the winner stay in view."""
        winner = self.name_rects.get(self.summary.lines[0].index)
        top = winner.bottom + 4 if winner is not None else self.panel.centery
        if self.panel.bottom - self.standings_bottom >= TOAST_ROOM:
            top = self.standings_bottom
        return pygame.Rect(self.panel.x, top, self.panel.w, max(0, self.panel.bottom - top))

    # -- actions ------------------------------------------------------------------

    def rematch(self) -> None:
        self.click()
        seed = None
        if self.ctx.options.seed is not None and self.ctx.options.demo:
            seed = self.ctx.options.seed + 1 + self.ctx.frame  # a new game, still repeatable
        self.ctx.stack.replace(self.ctx.scenes.tile_draw(self.seats_by_seat, self.game.rules, seed=seed,
                                                      demo=self.ctx.options.demo, links=self.links))

    def watch_again(self) -> None:
        """Step through the game just played, with the best play of every turn."""
        self.click()
        rules = self.game.rules
        title = join_list(p.name for p in self.game.players)
        self.ctx.stack.push(self.ctx.scenes.replay(timeline_of_game(self.game), title, word_list=rules.word_list,
                                                   fallback=fallback_for(rules), rules=rules))

    def save_record(self) -> None:
        if self.saving:
            return
        self.click()
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
        text = record_text(self.game)

        def write() -> Path:
            return save_game_record(text, stamp)

        def done(written: Path) -> None:
            self.saving = False
            self.save_button.label = _("Saved")
            if self.ctx.toast:
                self.ctx.toast(_("Game record saved to {path}").format(path=written))

        def failed(exc: BaseException) -> None:
            self.saving = False
            if self.ctx.toast:
                self.ctx.toast(_("Could not save the record: {reason}").format(reason=exc))

        self.saving = True
        if self.ctx.jobs is not None:
            self.ctx.jobs.submit(write, on_done=done, on_error=failed)
        else:
            done(write())

    # -- loop -------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.spotlight.running and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.spotlight.skip()
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                return  # these press the focused button (Rematch): here they only end the spotlight
        if (self.kid_seats and self.board_shown and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self.board_view.rect.collidepoint(event.pos)):
            self.showing_words = not self.showing_words  # the words, or the board under them
            self.click()
            return
        if self.showing_words and self.words_scroll_most:
            # a long list of words scrolls: the wheel anywhere (it is the only list here), or the arrows
            step = self.words_step
            if event.type == pygame.MOUSEWHEEL:
                self._scroll_words(-event.y * step)
                return
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
                self._scroll_words(step if event.key == pygame.K_DOWN else -step)
                return
        super().handle_event(event)

    def _scroll_words(self, by: int) -> None:
        self.words_scroll = max(0, min(self.words_scroll_most, self.words_scroll + by))

    def update(self, dt: float) -> None:
        self.time += dt
        self.meanings.poll()
        self.confetti.update(dt)
        if self.spotlight.running:
            self.spotlight.update(dt)
            return  # the figures wait for the winner's moment
        self.count_up.update(dt)
        self.headline_pop.update(dt)
        if self.time < 6 and int(self.time * 2) != int((self.time - dt) * 2):
            self.confetti.burst(25)  # a few more handfuls while the scores count up
        opts = self.ctx.options
        if opts.demo and self.time >= DEMO_LINGER / max(1.0, _speed()) and not self._reported:
            self._reported = True
            if opts.exit_when_over:
                self.ctx.output_lines.extend(final_score_lines(self.game))
                self.ctx.quit_requested = True
            else:
                self.rematch()  # attract mode: another game

    def next_wake(self) -> float | None:
        settling = self.confetti.bits or self.spotlight.running or not (self.count_up.done and self.headline_pop.done)
        lingering = self.ctx.options.demo and not self._reported  # attract mode moves on by itself
        if settling or lingering or self.time < GLOW_SECONDS:
            return 0.0
        return 0.1 if self.meanings.state is BookState.LOADING else None  # the meanings arriving

    # -- drawing -------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        p = theme.palette
        theme.draw_background(surface)
        if self.board_shown:
            self.board_view.draw(surface, self.game.board, highlight=self.summary.best_move_squares)
        # Confetti falls behind the results panel: over the text it made the
        # headline and the scores hard to read while they count up.
        self.confetti.draw(surface)
        if self.kid_seats and self.board_shown:
            self._draw_words(surface)
        panel = self.panel
        theme.panel(surface, panel, alpha=245)
        pad = max(14, panel.w // 26)
        x0, y = panel.x + pad, panel.y + pad
        inner = panel.w - 2 * pad
        h = surface.get_height()
        # headline
        size = max(24, min(46, h // 17))
        pop = self.headline_pop.value
        image = self._headline_image(size, inner)
        if pop < 0.999:
            image = pygame.transform.smoothscale_by(image, max(0.05, pop))
        self.headline_rect = surface.blit(image, image.get_rect(midtop=(panel.centerx, y)))
        y += theme.px(size) + max(8, size // 3)
        body = self._body_size(h)
        for line in wrap_text(theme.font_for(self.summary.explanation, body), self.summary.explanation, inner):
            theme.text(surface, line, body, (panel.centerx, y), p.text, anchor="midtop")
            y += int(theme.px(body) * 1.35)
        if self.summary.handicaps:
            # a game with handicaps says so: its scores are not those of a game by the rules alone
            note = played_with_handicaps_short()
            small = max(MIN_TEXT_PX, body - 2)
            for line in wrap_text(theme.font_for(note, small), note, inner):
                theme.text(surface, line, small, (panel.centerx, y), p.highlight, anchor="midtop")
                y += int(theme.px(small) * 1.35)
        y += body // 2
        if self.board_shown:
            y = self.standings_bottom = self._draw_standings(surface, x0, y, inner, body)
            y += body
            y = self._draw_highlights(surface, x0, y, inner, body)
        else:  # two columns across the window, the wider for the highlights' values ("8D ABCDEFG, 84 pontos, por Ana")
            left_w = (inner - pad) * 2 // 5
            self.standings_bottom = self._draw_standings(surface, x0, y, left_w, body)
            right = x0 + left_w + pad
            y = max(self.standings_bottom, self._draw_highlights(surface, right, y + body // 2, x0 + inner - right, body))
        self.chart_rect = pygame.Rect(x0, y + body // 2, inner, panel.bottom - pad - y - body // 2)
        if self.chart_rect.h >= self._chart_height(body):
            self._draw_chart(surface, self.chart_rect, body)
        else:
            self.chart_rect = pygame.Rect(x0, y, 0, 0)  # no room in a small window
        self.buttons.draw(surface, theme)
        self.spotlight.draw(surface, theme)

    @staticmethod
    def _body_size(h: int) -> int:
        return max(13, min(20, h // 42))

    def _headline_image(self, size: int, inner: int) -> pygame.Surface:
        """The headline set at ``size``, no wider than ``inner``: kept while they stay the same,
        not set again each frame."""
        theme = self.ctx.theme
        key = (self.summary.headline, size, inner, theme.palette.accent)
        if self._headline is None or self._headline[0] != key:
            font = theme.font_for(self.summary.headline, size, bold=True)
            image = font.render(self.summary.headline, True, theme.palette.accent)
            if image.get_width() > inner:
                image = pygame.transform.smoothscale_by(image, inner / image.get_width())
            self._headline = (key, image)
        return self._headline[1]

    def _draw_words(self, surface: pygame.Surface) -> None:
        """A child's table: the words each child played with their meanings, or, after a
        click, the board with a line saying how to bring them back."""
        theme = self.ctx.theme
        body = max(13, min(20, surface.get_height() // 42))
        board = self.board_view.rect
        if self.showing_words:
            seat_of = self.game.seat_of
            self.words_scroll_most = draw_game_words(
                surface, theme, board, body, words_from_game(self.meanings, self.game, self.seats),
                lambda player: seat_colour(seat_of[player]), self.words_scroll)
            self.words_scroll = min(self.words_scroll, self.words_scroll_most)
            self.words_step = WORDS_SCROLL_ROWS * (body + 5)
            return
        text = _("Click the board for the words from this game.")
        pill = theme.font_for(text, body - 1).size(text)
        box = pygame.Rect(0, 0, min(board.w - 20, pill[0] + 24), pill[1] + 12)
        box.midbottom = (board.centerx, board.bottom - 6)
        pygame.draw.rect(surface, theme.palette.panel, box, border_radius=box.h // 2)
        theme.bounds(surface, box, "note")
        theme.text(surface, fit_words(theme.font_for(text, body - 1), text, box.w - 16), body - 1, box.center,
                   theme.palette.text, anchor="center")

    def _draw_standings(self, surface: pygame.Surface, x0: int, y: int, inner: int, body: int) -> int:
        theme = self.ctx.theme
        p = theme.palette
        t = self.count_up.value
        name_size = body + 4
        badge = theme.px(name_size)  # the rank's disc and the name's line, as drawn
        col_score = x0 + inner
        pygame.draw.line(surface, p.panel_edge, (x0, y), (x0 + inner, y), 1)
        y += body // 2
        for rank, line in enumerate(self.summary.lines):
            row_top = y
            if line.winner:
                glow = pygame.Rect(x0 - 6, row_top - 4, inner + 12, badge + 10)
                pygame.draw.rect(surface, lerp_color(p.panel, p.accent, 0.22), glow, border_radius=8)
            pygame.draw.circle(surface, line.seat_colour, (x0 + badge // 2, y + badge // 2 + 2), badge // 2)
            theme.text(surface, str(rank + 1), max(10, name_size * 2 // 3), (x0 + badge // 2, y + badge // 2 + 2),
                       (30, 18, 10), True, "center")
            shown = round(line.before + (line.final - line.before) * t) if line.adjustments else line.final
            shown = round(shown * min(1.0, t * 1.6)) if t < 0.625 else shown
            score = theme.text(surface, str(shown), name_size + 2, (col_score, y - 1),
                               p.accent if line.winner else p.text, bold=True, anchor="topright")
            # a long name ends at a word before the score (the room the final score needs)
            room = col_score - theme.font(name_size + 2, True).size(str(line.final))[0] - 16 - (x0 + badge + 10)
            star = "  \u2605" if line.winner else ""
            font = theme.font_for(line.name + star, name_size, True)
            label = fit_words(font, line.name, room - font.size(star)[0]) + star
            self.name_rects[line.index] = theme.text(surface, label, name_size, (x0 + badge + 10, y), p.text,
                                                     bold=True)
            self.score_rects[line.index] = score
            y += badge + 8
            small = max(MIN_TEXT_PX, body - 2)
            if line.marks:
                # the seat's handicap, right under its name, as the scoreboard showed it
                font = theme.font_for(join_list(line.marks), small)
                width = inner - badge - 10
                for row in mark_rows(line.marks, font, width):
                    for part in wrap_text(font, row, width):
                        theme.text(surface, part, small, (x0 + badge + 10, y), p.highlight)
                        y += int(theme.px(small) * 1.4)
            if line.head_start:
                # the head start is part of the score: the sum reads head start + turns
                made = head_start_sum(line.before - line.head_start, line.head_start)
                for row in wrap_text(theme.font_for(made, small), made, inner - badge - 10):
                    theme.text(surface, row, small, (x0 + badge + 10, y), p.text_dim)
                    y += int(theme.px(small) * 1.4)
            if line.adjustments:
                theme.text(surface, _("{score} before the end of the game").format(score=line.before), small, (x0 + badge + 10, y),
                           p.text_dim)
                theme.text(surface, str(line.before), small, (col_score, y), p.text_dim, anchor="topright")
                y += int(theme.px(small) * 1.4)
                for delta, reason in line.adjustments:
                    # nothing gained nor lost (a blank kept) reads as neither: "0", dim
                    color = p.good if delta > 0 else p.bad if delta < 0 else p.text_dim
                    theme.text(surface, adjustment_points(delta), small, (col_score, y), color, bold=True,
                               anchor="topright")
                    for row in wrap_text(theme.font_for(reason, small), reason, inner - badge - 80):
                        theme.text(surface, row, small, (x0 + badge + 10, y), p.text_dim)
                        y += int(theme.px(small) * 1.4)
            average = decimal(line.average, 1)
            if line.bingos:
                # Translators: a player's turns, points per turn and bonuses, e.g. "12 turns, 25.3 a turn, 2 bingos"
                stats = ngettext("{turns} turn, {average} a turn, {bonuses}", "{turns} turns, {average} a turn, {bonuses}",
                                 line.turns).format(turns=line.turns, average=average,
                                                    bonuses=self._bonus_count(line.bingos))
            else:
                stats = ngettext("{turns} turn, {average} a turn", "{turns} turns, {average} a turn",
                                 line.turns).format(turns=line.turns, average=average)
            # Translators: {word} is the player's best word and its score, e.g. "QUIZ 42"
            best = _("best word {word}").format(word=line.best_word) if line.best_word else ""
            room = inner - badge - 10
            font = theme.font(small)
            # Translators: a player's figures and best word on one line
            both = _("{stats}; {best}").format(stats=stats, best=best)
            if best and font.size(both)[0] <= room:
                stats, best = both, ""
            # a line too long for the room wraps: each figure is worth reading whole
            for text in (stats, best) if best else (stats,):
                for row in wrap_text(font, text, room):
                    theme.text(surface, row, small, (x0 + badge + 10, y), p.text_dim)
                    y += int(theme.px(small) * 1.4)
            y += int(theme.px(small) * 0.2)
        pygame.draw.line(surface, p.panel_edge, (x0, y), (x0 + inner, y), 1)
        return y

    def _bonus_count(self, n: int) -> str:
        if self.bonus_name == "bingo":
            return ngettext("{n} bingo", "{n} bingos", n).format(n=n)
        # Translators: {bonus} names the variant's all-tiles bonus, {n} how often a player earned it
        return _("{bonus} x{n}").format(bonus=rack_bonus_name(self.bonus_name), n=n)

    def _draw_highlights(self, surface: pygame.Surface, x0: int, y: int, inner: int, body: int) -> int:
        """The game's best word, top move and bingos; returns the y below them."""
        theme = self.ctx.theme
        p = theme.palette
        rows = [
            (_("Best word"), self.summary.best_word or _("no words played")),
            (_("Top move"), self.summary.best_move or _("no plays")),
            (_("Bingos") if self.bonus_name == "bingo" else rack_bonus_name(self.bonus_name).capitalize(), self.summary.bingo_text),
        ]
        label_w = max(theme.font_for(r[0], body, True).size(r[0])[0] for r in rows) + 14
        for label, value in rows:
            if y > self.panel.bottom - body * 1.5:
                break  # a small window shows what fits rather than spilling out of the panel
            theme.text(surface, label, body, (x0, y), p.accent, bold=True)
            # a value goes beside its label when it fits on one line there; else (long
            # labels: "Bônus das sete peças", "一次過用完七張牌") under it, indented, where it
            # has the panel's whole width to itself
            beside = theme.font_for(value, body).size(value)[0] <= inner - label_w
            if not beside:
                y += round(theme.px(body) * 1.25)
            column = x0 + label_w if beside else x0 + body
            size, values = value_rows(theme, value, body, x0 + inner - column)
            for k, row in enumerate(values):
                theme.text(surface, row, size, (column, y + k * round(theme.px(size) * 1.25)), p.text)
            y += int(theme.px(body) * 1.5) + (len(values) - 1) * round(theme.px(size) * 1.25)
        # the note gives way to the chart when there is room for only one of them
        pad = max(14, self.panel.w // 26)
        chart_room = self.panel.bottom - pad - y - body // 2
        crowds_chart = chart_room >= self._chart_height(body) > chart_room - int(theme.px(body) * 1.3)
        if (self.summary.best_move_squares and self.board_shown and y < self.panel.bottom - body * 1.5
                and not crowds_chart):
            wobble = 0.5 + 0.5 * math.sin(min(self.time, GLOW_SECONDS) * 3)
            theme.text(surface, _("the top move glows on the board"), max(MIN_TEXT_PX, body - 3), (x0, y),
                       lerp_color(p.text_dim, p.highlight, wobble))
            y += int(theme.px(body) * 1.3)
        return y

    def _chart_height(self, body: int) -> int:
        """The least room the score chart is drawn in (in less it is left out)."""
        return chart_height(self.ctx.theme, _("Score by turn"), self._chart_x_label(), body)

    def _chart_x_label(self) -> str:
        turns = max(1, max(len(line.progress) for line in self.summary.lines) - 1)
        return _("turn {n}").format(n=turns)

    def _draw_chart(self, surface: pygame.Surface, area: pygame.Rect, body: int) -> None:
        """Every player's score after each of their turns, one line in their seat colour,
        drawn out as the scores count up."""
        lines = [ChartLine(line.progress, line.seat_colour, bold=line.winner) for line in self.summary.lines]
        draw_line_chart(surface, self.ctx.theme, area, _("Score by turn"), lines, self._chart_x_label(), body,
                        self.count_up.value)


def _speed() -> float:
    return tween.speed()
