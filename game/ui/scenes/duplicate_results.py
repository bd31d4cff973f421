"""The end of a Duplicate game: the final board, who won, and the round table:
each round's rack and top play, each player's play and score, the totals and,
by the club rule, each player's share of the top (docs/rules.md, "Duplicate").

Buttons: Rematch (the same seats and rules, new racks), Save record (the GCG
record ``python main.py score`` checks), Watch (the replay viewer, the board's
top plays round by round) and Menu.  A headless demo
(``--record``) writes its record here, and ``--exit-when-over`` prints each
player's total and quits.
"""

from __future__ import annotations

import random
import sys
from datetime import datetime
from pathlib import Path

import pygame

from game.engine import worker
from game.i18n import _, join_list
from game.lexicon.choice import fallback_for
from game.paths import save_game_record, write_text_atomically
from game.rules.duplicate import DuplicateGame
from game.rules.errors import FormatError
from game.rules.timeline import read_record
from game.setup.seats import SeatConfig
from game.ui import tween
from game.ui.context import AppContext
from game.ui.scene import ButtonBarScene
from game.ui.scenes.duplicate_parts.round_table import RoundTable, round_table
from game.ui.seat_shapes import draw_seat_shape
from game.ui.text_wrap import fit_text, wrap_text
from game.ui.theme import seat_colour
from game.ui.views.board_view import BoardView
from game.ui.widgets import MIN_TEXT_PX, Button, ButtonBar, Confetti
from game.words import error_text
from game.words.duplicate import end_reason, record_text, winners_line

DEMO_LINGER = 8.0  # seconds the attract mode shows the results before moving on
#: with bigger text, the least width of the round table in its text's ems beside the board
TABLE_EMS = 32


def final_score_lines(game: DuplicateGame) -> list[str]:
    """``Ana 412`` per seat (printed by ``--exit-when-over``)."""
    return [f"{name} {score}" for name, score in zip(game.names, game.scores, strict=True)]


class DuplicateResultsScene(ButtonBarScene):
    name = "results"

    def __init__(self, ctx: AppContext, game: DuplicateGame, seats: list[SeatConfig]) -> None:
        super().__init__(ctx)
        self.game = game
        self.seats = list(seats)
        if game.result is None:
            game.end_now()  # a game handed over unfinished ends with the totals as they stand
        self.table: RoundTable = round_table(game)
        self.board_view = BoardView(ctx.theme)
        self.confetti = Confetti(random.Random(ctx.options.seed))
        self.time = 0.0
        self.scroll = 0  # rounds scrolled past at the top of the table
        self.visible_rows = 1  # rounds the table showed, as last drawn
        self.saving = False
        self._reported = False
        self.save_button = Button(_("Save record"), self.save_record, pygame.K_s)
        self.buttons = ButtonBar([
            Button(_("Rematch"), self.rematch, pygame.K_r, primary=True),
            self.save_button,
            Button(_("Watch"), self.watch_again, pygame.K_w),
            Button(_("Menu"), self.to_menu, pygame.K_m),
        ], cancel=-1)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.board_shown = True  # beside the panel (resize: not with big text in a small window)

    # -- lifecycle ----------------------------------------------------------------
    def enter(self) -> None:
        if self.ctx.audio:
            self.ctx.audio.play("gameover")
        self.confetti.burst(160)
        worker.recycle()  # a fresh engine process for the next game keeps memory flat
        opts = self.ctx.options
        if opts.demo and opts.record is not None:
            try:
                write_text_atomically(opts.record, record_text(self.game))
            except OSError as exc:
                print(_("--record {path}: {reason}").format(path=opts.record, reason=exc.strerror or exc),
                      file=sys.stderr, flush=True)
                self.ctx.exit_status = 1

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        margin = max(16, h // 40)
        button_h = max(40, h // 16)
        board_side = min(h - 2 * margin, int(w * 0.42))
        self.board_view.layout(pygame.Rect(margin, margin, board_side, h - 2 * margin))
        left = self.board_view.rect.right + margin
        # with bigger text a round table narrower than TABLE_EMS of its text cuts its racks, plays
        # and names: the panel then takes the window's width, and the board (Watch replays it)
        # gives way, as the classic results do
        theme = self.ctx.theme
        self.board_shown = theme.text_factor == 1 or w - left - margin >= theme.px(self._body_size(h)) * TABLE_EMS
        if not self.board_shown:
            left = margin
        self.panel = pygame.Rect(left, margin, w - left - margin, h - 2 * margin - button_h - margin)
        self.buttons.layout(self.panel.centerx, self.panel.bottom + margin, self.panel.w, height=button_h, gap=10,
                            scale=theme.text_factor)

    @staticmethod
    def _body_size(h: int) -> int:
        """The table's text size asked of the theme in a window ``h`` pixels tall."""
        return max(MIN_TEXT_PX, min(18, h // 46))

    # -- actions ------------------------------------------------------------------
    def rematch(self) -> None:
        self.click()
        seed = None
        if self.ctx.options.seed is not None and self.ctx.options.demo:
            seed = self.ctx.options.seed + 1 + self.ctx.frame
        self.ctx.stack.replace(self.ctx.scenes.tile_draw(self.seats, self.game.rules, seed=seed,
                                                      demo=self.ctx.options.demo))

    def watch_again(self) -> None:
        """Step through the board's top plays, round by round, in the replay viewer (its
        record, as Save record writes it)."""
        self.click()
        rules = self.game.rules
        try:
            timeline = read_record(record_text(self.game).encode("utf-8"), "duplicate.gcg")
        except FormatError as exc:  # never expected of a record the game wrote: said, not raised
            if self.ctx.toast:
                self.ctx.toast(error_text(exc))
            return
        self.ctx.stack.push(self.ctx.scenes.replay(timeline, join_list(self.game.names), word_list=rules.word_list,
                                                   fallback=fallback_for(rules), rules=rules, rounds=self.table))

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

    def handle_event(self, event: pygame.event.Event) -> None:
        most = max(0, len(self.table.rows) - self.visible_rows)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(most, self.scroll - event.y))
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_PAGEUP,
                                                          pygame.K_PAGEDOWN):
            step = self.visible_rows if event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) else 1
            down = event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN)
            self.scroll = max(0, min(most, self.scroll + (step if down else -step)))
            return
        super().handle_event(event)

    def update(self, dt: float) -> None:
        self.time += dt
        self.confetti.update(dt)
        opts = self.ctx.options
        if opts.demo and self.time >= DEMO_LINGER / max(1.0, tween.speed()) and not self._reported:
            self._reported = True
            if opts.exit_when_over:
                self.ctx.output_lines.extend(final_score_lines(self.game))
                self.ctx.quit_requested = True
            else:
                self.rematch()  # attract mode: another game

    def next_wake(self) -> float | None:
        if self.confetti.bits or (self.ctx.options.demo and not self._reported):
            return 0.0
        return None

    # -- drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        p = theme.palette
        theme.draw_background(surface)
        if self.board_shown:
            self.board_view.draw(surface, self.game.board)
        self.confetti.draw(surface)
        panel = self.panel
        theme.panel(surface, panel, alpha=245)
        pad = max(12, panel.w // 30)
        inner = panel.w - 2 * pad
        x0, y = panel.x + pad, panel.y + pad
        h = surface.get_height()
        size = max(22, min(40, h // 20))
        headline = winners_line(self.game)
        while size > MIN_TEXT_PX + 6 and theme.font_for(headline, size, True).size(headline)[0] > inner:
            size -= 2  # the whole headline, smaller, rather than cut short
        heading_font = theme.font_for(headline, size, True)
        for line in wrap_text(heading_font, headline, inner)[:2]:
            theme.text(surface, line, size, (panel.centerx, y), p.accent, bold=True, anchor="midtop")
            y += heading_font.get_linesize() + 4  # Chinese lines stand taller than Latin ones
        body = self._body_size(h)
        for line in wrap_text(theme.font_for(end_reason(self.game), body), end_reason(self.game), inner)[:2]:
            theme.text(surface, line, body, (panel.centerx, y), p.text_dim, anchor="midtop")
            y += theme.font_for(line, body).get_linesize()
        y += body // 2
        self._draw_table(surface, pygame.Rect(x0, y, inner, panel.bottom - pad - y), body)
        self.buttons.draw(surface, theme)

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect, body: int) -> None:
        theme = self.ctx.theme
        p = theme.palette
        table = self.table
        seats = self.game.seats
        small = max(MIN_TEXT_PX, body - 2)
        # a row as tall as its text is drawn (the Text size setting's, a Chinese name's taller)
        step = max(theme.font_for(text, small, True).get_linesize() for text in ["", *self.game.names]) + 4
        width = area.w
        rack_w = width * 3 // 20
        top_w = width * 4 // 20
        # Translators: the round table's headings in Duplicate's results: the round's number, its rack, its top play
        round_head, rack_head, top_head = _("Round"), _("Rack"), _("Top")
        # the numbers under it are narrow, but the heading is read whole ("Rodada"): the
        # column takes its heading's width, up to a rack's, from the seats' columns
        head_w = theme.font_for(round_head, small, True).size(round_head)[0] + 8
        num_w = min(width * 3 // 20, max(width * 2 // 20, head_w))
        seat_w = (width - num_w - rack_w - top_w) // max(1, seats)
        x_num, x_rack, x_top = area.x, area.x + num_w, area.x + num_w + rack_w
        x_seats = [x_top + top_w + k * seat_w for k in range(seats)]
        y = area.y
        heads = [(x_num, round_head), (x_rack, rack_head), (x_top, top_head)]
        for x, text in heads:
            theme.text(surface, fit_text(theme.font_for(text, small, True), text, num_w - 4 if x == x_num else
                                         rack_w - 6), small, (x, y), p.accent, bold=True)
        for seat, x in enumerate(x_seats):
            draw_seat_shape(surface, seat_colour(seat), (x + small // 2, y + small // 2 + 2), small)
            name = self.game.names[seat]
            theme.text(surface, fit_text(theme.font_for(name, small, True), name, seat_w - small - 8), small,
                       (x + small + 4, y), p.text, bold=True)
        y += step + 2
        pygame.draw.line(surface, p.panel_edge, (area.x, y - 4), (area.right, y - 4), 1)
        footer = 2 * step + 8
        room = max(1, (area.bottom - footer - y) // step)
        self.visible_rows = room
        self.scroll = max(0, min(self.scroll, len(table.rows) - room))
        for row in table.rows[self.scroll:self.scroll + room]:
            theme.text(surface, str(row.number), small, (x_num, y), p.text_dim)
            theme.text(surface, fit_text(theme.font_for(row.rack, small), row.rack, rack_w - 6), small, (x_rack, y),
                       p.text_dim)
            top = f"{row.top} {row.top_points}" if row.top else "-"
            theme.text(surface, fit_text(theme.font_for(top, small), top, top_w - 6), small, (x_top, y), p.text)
            for seat, cell in enumerate(row.cells):
                colour = p.highlight if cell.top else p.bad if cell.invalid else p.text
                score = str(cell.points)
                score_w = theme.font_for(score, small, True).size(score)[0]
                right = x_seats[seat] + seat_w - 8
                theme.text(surface, score, small, (right, y), colour, bold=True, anchor="topright")
                theme.text(surface, fit_text(theme.font_for(cell.text, small), cell.text, seat_w - score_w - 16),
                           small, (x_seats[seat], y), colour)
            y += step
        if self.scroll > 0 or self.scroll + room < len(table.rows):
            # Translators: the round table holds more rounds than the screen: the wheel or the arrows move it
            more = _("Scroll for more rounds")
            theme.text(surface, more, small, (area.right, y), p.text_dim, anchor="topright")
        y = area.bottom - footer
        pygame.draw.line(surface, p.panel_edge, (area.x, y), (area.right, y), 1)
        y += 6
        # Translators: the round table's last rows: each player's total, and their share of the top plays' points
        theme.text(surface, _("Total"), body, (x_num, y), p.accent, bold=True)
        theme.text(surface, str(table.top_total), body, (x_top, y), p.text, bold=True)
        for seat, x in enumerate(x_seats):
            theme.text(surface, str(table.totals[seat]), body, (x + seat_w - 8, y), p.accent, bold=True,
                       anchor="topright")
        if any(share is not None for share in table.shares):
            y += step + 2
            label = _("Share of the top")
            theme.text(surface, fit_text(theme.font_for(label, small, True), label, num_w + rack_w + top_w - 8), small,
                       (x_num, y), p.text_dim, bold=True)
            for seat, x in enumerate(x_seats):
                share = table.shares[seat]
                if share is not None:
                    theme.text(surface, _("{percent}%").format(percent=share), small, (x + seat_w - 8, y),
                               p.text, anchor="topright")
