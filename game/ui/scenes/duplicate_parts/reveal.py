"""The reveal of a Duplicate round: every play of the round, lowest to highest, then
the top play flying from the rack onto the board; the tiles it leaves slide
together, and the next round's new tiles come in from the bag, as the classic
rack refills.

What the rows say is decided without pygame, and worded once for the TV and the
phones alike (:func:`game.words.duplicate_rounds.round_rows`): each seat's word,
square and score, an invalid play as 0 with why, a pass, a seat the clock left
without a play.  :class:`Reveal` shows them one after another on the
scene's animator, then flies the top play's tiles in; a press finishes every
tween at once (the scene's ``next_round``), and the board is the game's all along:
the tiles still in flight are only hidden on it.
"""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.i18n import _
from game.rules.duplicate import DuplicateGame, RoundRecord
from game.rules.tiles import RACK_SIZE
from game.ui.play.effects import Effects
from game.ui.play.layout import PlayLayout
from game.ui.play.model import arrange
from game.ui.seat_shapes import draw_seat_shape
from game.ui.text_wrap import fit_text
from game.ui.theme import Theme, seat_colour
from game.ui.tween import Animator, Timeline, Tween, ease_out_back, ease_out_cubic
from game.ui.views.board_view import BoardView
from game.ui.views.tile_view import TileRenderer
from game.words.duplicate_rounds import RoundRow, round_rows

#: seconds between two rows of the reveal coming up (attract mode: a third of it)
ROW_PAUSE = 0.45
#: seconds a tile of the top play takes to fly from the rack to its square
FLIGHT = 0.5
#: seconds the tiles kept take to slide together once the top play has left the rack
SLIDE = 0.3
#: seconds a new tile takes from the bag to the rack, and between two of them
REFILL = 0.4
REFILL_STAGGER = 0.08


class Reveal:
    """The round's reveal on the scene's ``animator`` (see the module)."""

    def __init__(self, animator: Animator, board_view: BoardView, layout: PlayLayout, theme: Theme,
                 tiles: TileRenderer, short: bool = False) -> None:
        self.animator = animator
        self.board_view = board_view
        self.layout = layout
        self.short = short
        self.rows: list[RoundRow] = []
        self.shown = 0  # rows up so far
        self.rack: list[str] = []  # the round's rack as the reveal shows it: tiles in flight leave it
        self.hidden: set[tuple[int, int]] = set()  # the top's squares whose tile is still flying
        self.landed: set[tuple[int, int]] = set()
        self.effects = Effects(animator, theme, tiles)
        self.pop = Tween(1, 1, 0)
        self.on_sound: Any = None  # ``on_sound(name, **kw)``: the scene's sounds
        self.top_tiles = 0  # tiles the top play puts down (all seven: the bingo's sound)
        self.top_points = 0
        self.slide = Tween(0, 0, 0)  # 1 to 0 while the tiles kept close the gaps
        self.slide_from: list[float] = []  # each kept tile's start, in pixels from its new place
        self.arriving: set[int] = set()  # rack slots of the next round whose new tile is in flight

    def start(self, record: RoundRecord, game: DuplicateGame, shown: list[str] | None = None) -> None:
        """Show ``record``, the round ``game`` has just closed; ``shown``: the rack's tiles
        in the order the TV showed them (the tiles keep their places until they fly)."""
        self.rows = round_rows(record, list(game.names))
        self.shown = 0
        self.rack = arrange(shown or [], list(record.rack))
        self.slide = Tween(0, 0, 0)
        self.slide_from = []
        self.arriving = set()
        self.landed = set()
        top = record.top
        self.hidden = {(p.row, p.col) for p in top.play.placements} if top is not None else set()
        self.top_tiles = len(top.play.placements) if top is not None else 0
        self.top_points = top.points if top is not None else 0
        pause = ROW_PAUSE / (3 if self.short else 1)
        steps = Timeline()
        for _row in self.rows:
            steps.wait(pause).call(self._next_row)
        if top is not None:
            steps.call(lambda: self._fly(record))
        self.animator.add(steps)

    def _next_row(self) -> None:
        self.shown += 1
        self.pop = Tween(0, 1, 0.3, ease_out_back)
        self.animator.add(self.pop)
        if self.on_sound is not None:
            self.on_sound("pick")

    def _fly(self, record: RoundRecord) -> None:
        top = record.top
        if top is None:
            self.hidden = set()
            return
        slots = list(range(len(self.rack)))
        count = len(self.rack)
        left = list(self.rack)
        for k, placement in enumerate(top.play.placements):
            tile = placement.rack_tile
            index = next((i for i in slots if left[i] == tile), None)
            if index is None:
                continue
            slots.remove(index)
            start = self.layout.rack_slot(index, count).center
            square = self.board_view.square_rect(placement.row, placement.col)
            where = (placement.row, placement.col)
            self.rack[index] = ""
            self.effects.fly(placement.letter, start, square.center, self.layout.tile, self.board_view.cell,
                             delay=0.08 * k, duration=FLIGHT / (2 if self.short else 1),
                             on_land=functools.partial(self._land, where))

    def _land(self, square: tuple[int, int]) -> None:
        self.hidden.discard(square)
        self.landed.add(square)
        if not self.hidden:
            self.close_gaps(SLIDE / (2 if self.short else 1))
        if self.on_sound is None:
            return
        if self.hidden:
            self.on_sound("place")
        elif self.top_tiles == RACK_SIZE:
            self.on_sound("bingo")  # the last tile of a play of the whole rack
        else:
            self.on_sound("score", score=self.top_points)

    def finish(self) -> None:
        """Everything shown at once (a press): the rows, then the flights the last row starts."""
        for _round in range(3):
            if not self.animator.busy:
                break
            self.animator.finish_all()
        self.shown = len(self.rows)
        self.landed |= self.hidden
        self.hidden = set()
        self.close_gaps(0.0)
        self.slide.finish()

    @property
    def flown(self) -> set[int]:
        """The rack slots whose tile has left for the board."""
        return {i for i, tile in enumerate(self.rack) if not tile}

    def close_gaps(self, duration: float) -> None:
        """The tiles the top play left slide together over ``duration`` seconds, keeping
        their order, as a classic rack closes up after a play."""
        if not self.flown:
            return
        count = len(self.rack)
        kept = [(i, tile) for i, tile in enumerate(self.rack) if tile]
        self.slide_from = [float(self.layout.rack_slot(i, count).x - self.layout.rack_slot(k, len(kept)).x)
                           for k, (i, _tile) in enumerate(kept)]
        self.rack = [tile for _i, tile in kept]
        self.slide = Tween(1, 0, duration, ease_out_cubic)
        if duration > 0:
            self.animator.add(self.slide)

    def shift(self) -> list[float]:
        """How far each rack tile is drawn from its place (:func:`draw_rack`'s ``shift``)."""
        return [start * self.slide.value for start in self.slide_from]

    def refill(self, order: list[str], kept: int, bag: tuple[int, int]) -> None:
        """The next round's rack ``order`` comes in: the first ``kept`` tiles are on the rack
        already, the others fly in from ``bag`` one after another."""
        self.slide.finish()
        self.slide_from = []
        count = len(order)
        self.arriving = set(range(kept, count))
        pace = 2 if self.short else 1
        for k, slot in enumerate(range(kept, count)):
            self.effects.fly(order[slot], bag, self.layout.rack_slot(slot, count).center, self.layout.tile // 2,
                             self.layout.tile, delay=k * REFILL_STAGGER / pace, duration=REFILL / pace, flip=True,
                             on_land=functools.partial(self.arriving.discard, slot))

    # ------------------------------------------------------------ drawing
    def row_step(self, theme: Theme) -> int:
        """A row's height: its play's line and the line under it saying why a play scored 0,
        each as tall as the Text size setting draws it."""
        font = self.layout.font
        return theme.font(font + 2, True).get_linesize() + theme.font(font - 2).get_linesize() + 8

    def heading_height(self, theme: Theme) -> int:
        return theme.font(self.layout.font + 4, True).get_linesize() + 12

    def card_rect(self, theme: Theme) -> pygame.Rect:
        """The reveal's card: over the half of the board away from the top play."""
        board = self.layout.board_frame
        height = min(board.h - 20, self.heading_height(theme) + len(self.rows) * self.row_step(theme) + 24)
        rect = pygame.Rect(0, 0, board.w * 9 // 10, height)
        rect.centerx = board.centerx
        squares = self.hidden | self.landed
        rows = [r for r, _c in squares] or [7]
        if sum(rows) / len(rows) < 7.5:
            rect.bottom = board.bottom - 10
        else:
            rect.top = board.top + 10
        return rect

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        card = self.card_rect(theme)
        theme.panel(surface, card, alpha=240)
        p = theme.palette
        font = self.layout.font
        step = self.row_step(theme)
        # Translators: the heading of Duplicate's reveal: every play of the round, lowest first
        theme.text(surface, _("This round's plays"), font + 4, (card.centerx, card.y + 10), p.accent, bold=True,
                   anchor="midtop")
        y = card.y + self.heading_height(theme)
        below = theme.font(font + 2, True).get_linesize()  # where the line saying why starts
        for k, row in enumerate(self.rows[:self.shown]):
            line = pygame.Rect(card.x + 14, y + k * step, card.w - 28, step - 6)
            if line.bottom > card.bottom:
                break
            lift = round((1 - self.pop.value) * 8) if k == self.shown - 1 else 0
            line = line.move(0, lift)
            if row.top:
                pygame.draw.rect(surface, p.highlight, line.inflate(8, 4), 2, border_radius=8)
            if row.seat >= 0:
                draw_seat_shape(surface, seat_colour(row.seat), (line.x + 10, line.y + font // 2 + 4), font)
            name_room = line.w // 3
            theme.text(surface, fit_text(theme.font_for(row.name, font, True), row.name, name_room - 24), font,
                       (line.x + 24, line.y + 2), p.text, bold=True)
            theme.text(surface, fit_text(theme.font_for(row.play, font), row.play, line.w - name_room - 60), font,
                       (line.x + name_room, line.y + 2), p.text)
            theme.text(surface, str(row.points), font + 2, (line.right - 4, line.y), p.accent if row.top else p.text,
                       bold=True, anchor="topright")
            if row.why:  # on a line of its own, under the name and the play, as wide as the row
                why = fit_text(theme.font_for(row.why, font - 2), row.why, line.w - 28)
                theme.text(surface, why, font - 2, (line.x + 24, line.y + below), p.bad)
        self.effects.draw(surface)  # the top play's tiles fly over the card
