"""The opening tile draw (docs/rules.md "Turn order"), acted out.

Every decision comes from :func:`game.rules.turn_order.draw_turn_order`; this scene
only shows it: each seat in turn pulls a tile from the bag (a click, a key,
a gamepad button, or by itself for a computer), the tile flips, tied seats
draw again, the order is announced, the tiles go back and the bag is shaken,
and then every rack is dealt seven tiles, face down so nobody peeks.

The word list loads on a worker thread while this plays; the game is created
with ``Game(names, rules, lexicon, rng=rng, order=draw.order, handicaps=...,
lexicons=...)`` (the lists the seats' handicaps name load after the game's) from the same
random generator, so a seeded run repeats exactly.  What moves about and the
picture are in :mod:`game.ui.scenes.tile_draw_parts`.
"""

from __future__ import annotations

import dataclasses
import logging
import random
from collections.abc import Callable
from typing import Any

import pygame

from game.i18n import _
from game.jobs import SharedProgress
from game.lexicon.choice import fallback_for, load_for_game
from game.rules.game import Game
from game.rules.handicap import Handicap, HandicapError
from game.rules.ruleset import RuleSet, preset
from game.rules.tiles import BLANK, RACK_SIZE
from game.rules.turn_order import TurnOrderDraw, draw_turn_order
from game.setup.seats import SeatConfig, demo_seats
from game.setup.teams import team_seats
from game.store import PhoneTable
from game.ui import tween
from game.ui.context import AppContext
from game.ui.scene import Scene
from game.ui.scenes.tile_draw_parts.drawing import TileDrawPicture, plate_mark_room
from game.ui.scenes.tile_draw_parts.pieces import Deal, Flying, Step, join_names
from game.ui.text_wrap import wrap_name
from game.ui.tween import (
    Animator,
    Timeline,
    Tween,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
)
from game.ui.variant_look import look_of_rules
from game.ui.widgets import Button, ButtonBar
from game.ui.word_list_load import (
    PROGRESS_REDRAW,
    load_seat_lists,
    load_with_progress,
    seat_list_names,
)
from game.words import error_text
from game.words.tile_draw import draw_call, drew_line, goes_first_line

log = logging.getLogger(__name__)

#: what the word-list job brings back: the game's list, as
#: :func:`~game.ui.word_list_load.load_with_progress` gives it, then the seats' own
_Loaded = tuple[tuple[Any, str, "str | None"], tuple[dict[str, Any], list[Handicap], "str | None"]]


class TileDrawScene(TileDrawPicture):
    name = "draw"

    def __init__(
        self,
        ctx: AppContext,
        seats: list[SeatConfig],
        rules: RuleSet,
        seed: int | None = None,
        demo: bool = False,
        on_ready: Callable[[Any, list[SeatConfig]], Scene] | None = None,
        notice: str | None = None,
        links: PhoneTable | None = None,
    ) -> None:
        super().__init__(ctx)
        self.seats = list(seats)
        self.links = links  # a rematch's phone links: the phones open find the new game by themselves
        self.rules = rules
        self.demo = demo
        self.rng = random.Random(seed)
        self.draw_result: TurnOrderDraw = draw_turn_order(len(self.seats), rules, self.rng)
        # what follows the draw; the play scene unless a test asks for another
        self.on_ready = on_ready
        self.steps = self._plan()
        self.step_index = 0
        self.waiting = False  # a person must draw now
        self.queued_draw = False  # a draw asked for while something was still moving
        self.busy_for = 0.0  # seconds until the current step's animation is over
        self.fast = False  # Skip: everything plays quickly
        self.flying: list[Flying] = []
        self.deals: list[Deal] = []
        self.animator = Animator()
        self.banner = ""
        self.banner_tween = Tween(0, 1, 0)
        self.bag_shake = 0.0
        self.bag_pulse = 0.0
        self.time = 0.0
        self.announced = False  # the order badges are showing
        self.lexicon: Any = None
        self.seat_lexicons: dict[str, Any] = {}  # the lists the seats' handicaps name, by name
        self.closed = False  # the scene has left the stack: a word list still loading is not wanted
        self.lexicon_note: str | None = notice  # why the chosen word list is not the one played
        self.lexicon_error: str | None = None
        self.compile_progress = SharedProgress()  # running while the word list compiles
        self.progress_rect = pygame.Rect(0, 0, 0, 0)
        self.game: Any = None
        # Upwords tiles carry no values and there is no blank to beat an A
        look = look_of_rules(rules)
        self.stacking = look.stacking
        self.tiles = look.tiles(ctx.theme)
        self.size = ctx.window_size
        self.bag_rect = pygame.Rect(0, 0, 0, 0)
        self.slots: list[pygame.Rect] = []
        self.plates: list[pygame.Rect] = []
        self.name_lines: list[list[str]] = []
        self.name_rects: list[list[pygame.Rect]] = []  # where each seat's name was drawn
        self.badge_rects: list[pygame.Rect] = []  # the order badges, once announced
        self.label_rects: list[pygame.Rect] = []  # the "blank!" over a blank drawn
        self.banner_rect = pygame.Rect(0, 0, 0, 0)
        self.tile_size = 40
        self.draw_button = Button(_("Draw a tile"), self.request_draw, primary=True)
        # Skip while tiles are still to be drawn; Continue once every one is (see update)
        self.skip_button = Button(self._skip_label(), self.skip, pygame.K_s)
        self.buttons = ButtonBar([
            self.draw_button,
            self.skip_button,
            Button(_("Menu"), self.to_menu),
        ], cancel=-1)  # Esc leaves for the menu too (handle_event)

    @classmethod
    def for_demo(cls, ctx: AppContext) -> TileDrawScene:
        """Attract mode: computer players, the chosen preset, the seed from the options,
        and each seat's handicap from ``--seat`` (by seat, in seating order)."""
        opts = ctx.options
        rules = preset(opts.variant)
        if opts.lexicon is not None:
            rules = rules.replace(word_list=str(opts.lexicon))
        seats = [dataclasses.replace(seat, handicap=opts.seat_handicaps[k]) if k in opts.seat_handicaps else seat
                 for k, seat in enumerate(demo_seats(opts.players))]
        if opts.teams:
            seats = team_seats(seats)
        return cls(ctx, seats, rules, seed=opts.seed, demo=True)

    # -- the plan -------------------------------------------------------------------

    def _plan(self) -> list[Step]:
        steps: list[Step] = []
        rounds = self.draw_result.rounds
        for r, drawn in enumerate(rounds):
            for d in drawn:
                steps.append(Step("draw", r, d))
            steps.append(Step("round_done", r))
        steps += [Step("announce"), Step("return"), Step("deal"), Step("go")]
        return steps

    @property
    def step(self) -> Step | None:
        return self.steps[self.step_index] if self.step_index < len(self.steps) else None

    @property
    def draws_ahead(self) -> bool:
        """Whether a tile is still to be drawn (a tie's redraw too): the Draw button
        answers until the last one, as a press between rounds is kept for the next."""
        return any(s.kind == "draw" for s in self.steps[self.step_index:])

    @property
    def order(self) -> tuple[int, ...]:
        return self.draw_result.order

    @property
    def drawn_all(self) -> bool:
        """Whether every tile of the draw (a tie's redraws too) has been drawn: what is
        left (the order said, the tiles back, the deal) only plays out."""
        return not any(s.kind == "draw" and not s.meta.get("done") for s in self.steps[self.step_index:])

    def _skip_label(self) -> str:
        if self.drawn_all:
            # Translators: a button that goes on: the main menu's, to the saved game, and the tile
            # draw's once every tile is drawn, to the game
            return _("Continue")
        # Translators: a button that skips the rest of the opening tile draw
        return _("Skip")

    # -- lifecycle --------------------------------------------------------------------

    def exit(self) -> None:
        self.closed = True

    def enter(self) -> None:
        self._load_lexicon()
        self._begin_step()

    def _load_lexicon(self) -> None:
        spec = self.rules.word_list
        fallback = fallback_for(self.rules)
        handicaps = [seat.handicap for seat in self.seats]

        def load() -> _Loaded | None:
            wanted = lambda: not self.closed  # noqa: E731
            main = load_with_progress(spec, fallback, self.compile_progress, wanted)
            if main is None:
                return None
            seat_lists = load_seat_lists(self.rules.replace(word_list=main[1]), handicaps,
                                         self.compile_progress, wanted)
            return None if seat_lists is None else (main, seat_lists)

        def done(result: _Loaded | None) -> None:
            if result is None:
                return
            (lexicon, used, note), (lexicons, kept, seat_note) = result
            if used != spec:
                # the game (and its save) records the list it is really played with
                self.rules = self.rules.replace(word_list=used)
            self.seat_lexicons = lexicons
            self.seats = [dataclasses.replace(seat, handicap=h) for seat, h in zip(self.seats, kept)]
            self.lexicon = lexicon
            notes = " ".join(n for n in (note, seat_note) if n)
            if notes:
                self.show_notice(notes)

        def failed(exc: BaseException) -> None:
            self.lexicon_error = _("No word list could be loaded: {reason}").format(reason=error_text(exc))

        if self.ctx.jobs is None:
            try:
                main = load_for_game(spec, fallback)
                rules = self.rules.replace(word_list=main[1])
                done((main, ({name: load_for_game(name, main[1])[0] for name in seat_list_names(rules, handicaps)},
                             handicaps, None)))
            except Exception as exc:  # a word-list problem is shown, not raised
                failed(exc)
        else:
            self.ctx.jobs.submit(load, on_done=done, on_error=failed)

    def show_notice(self, text: str) -> None:
        """A word-list problem: it stays on screen through the draw and opens the play scene."""
        self.lexicon_note = text
        self._play("invalid")
        self.resize(self.size)  # the bag steps down to make room for it

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        n = len(self.seats)
        self.tile_size = max(36, min(int(h * 0.12), int(w / (n * 2.6))))
        bag_w = int(min(w * 0.2, h * 0.26) * (0.8 if self.lexicon_note else 1.0))
        self.bag_rect = pygame.Rect(0, 0, bag_w, int(bag_w * 1.1))
        self.bag_rect.center = (w // 2, int(h * (0.33 if self.lexicon_note else 0.29)))
        column = w / n
        self.slots = []
        for i in range(n):
            cx = int(column * (i + 0.5))
            rect = pygame.Rect(0, 0, self.tile_size, self.tile_size)
            rect.center = (cx, int(h * 0.6))
            self.slots.append(rect)
        # name plates under the slots: a long name takes a second line (all plates
        # grow alike) rather than a smaller font
        base_h = self.plate_base(h)
        theme = self.ctx.theme
        plate_w = min(int(column) - 24, 240)
        # each name measured in the font that draws it (a Chinese name in an English game)
        fonts = [theme.font_for(seat.name, self._name_size(), bold=True) for seat in self.seats]
        # clear of the seat's mark at the plate's left, on both sides as the name is centred
        room = plate_w - 2 * plate_mark_room(base_h)
        self.name_lines = [wrap_name(font, seat.name, room) for font, seat in zip(fonts, self.seats)]
        extra = max((len(lines) - 1) * font.get_linesize() for font, lines in zip(fonts, self.name_lines))
        self.plates = []
        for slot in self.slots:
            plate = pygame.Rect(0, 0, plate_w, base_h + extra)
            plate.midtop = (slot.centerx, slot.bottom + max(16, h // 40))
            self.plates.append(plate)
        grow = self.ctx.theme.text_factor
        self.buttons.layout(w // 2, h - max(56, h // 11), min(round(620 * grow), w - 60), height=max(40, h // 17),
                            scale=grow)
        # under the waiting message (at h * 0.5), clear of the tile slots below
        self.progress_rect = pygame.Rect(0, 0, min(420, w // 2), max(8, h // 80))
        self.progress_rect.midtop = (w // 2, int(h * 0.5) + max(14, h // 40) * 3 // 4)

    # -- input --------------------------------------------------------------------------

    def button_rects(self) -> list[pygame.Rect]:
        return [b.rect for b in self.buttons.buttons] + [self.bag_rect]  # the bag draws a tile when clicked

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.bag_rect.collidepoint(event.pos):
            self.request_draw()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_d):
            focus = self.buttons.buttons[self.buttons.focus]
            if focus is not self.draw_button and event.key != pygame.K_d:
                focus.action()
            else:
                self.request_draw()
            return
        self.buttons.handle_event(event)

    def request_draw(self) -> None:
        if self.waiting:
            self._do_draw()
        elif self.step is not None and self.step.kind in ("draw", "round_done"):
            # remembered, and used as soon as the tile in flight lands
            self.queued_draw = True

    def skip(self) -> None:
        self.fast = True
        if self.waiting:
            self._do_draw()

    def _next_scene(self) -> Scene:
        # from here on seats are listed in playing order, like game.players
        seats = [self.seats[s] for s in self.order]
        if self.on_ready is not None:
            return self.on_ready(self.game, seats)
        return self.ctx.scenes.play(self.game, seats, demo=self.demo, notice=self.lexicon_note, links=self.links)

    # -- steps ----------------------------------------------------------------------------

    def _play(self, name: str, **kw: Any) -> None:
        if self.ctx.audio:
            self.ctx.audio.play(name, **kw)

    def _say(self, text: str) -> None:
        self.banner = text
        self.banner_tween = Tween(0, 1, 0.35, ease_out_back)

    def _begin_step(self) -> None:
        step = self.step
        self.waiting = False
        if step is None:
            return
        if step.kind == "draw":
            assert step.drawn is not None
            seat = self.seats[step.drawn.seat]
            again = step.round > 0  # a tie is being drawn off
            if seat.is_computer or self.demo or self.fast:
                self._say(draw_call(seat.name, again=again, asked=False, team=seat.team is not None))
                self.busy_for = 0.55
            else:
                self._say(draw_call(seat.name, again=again, asked=True, team=seat.team is not None))
                self.waiting = True
                if self.queued_draw:
                    self.queued_draw = False
                    self._do_draw()
        elif step.kind == "round_done":
            self._round_done(step.round)
        elif step.kind == "announce":
            self._announce()
        elif step.kind == "return":
            self._return_tiles()
        elif step.kind == "deal":
            self.busy_for = 0.0  # begins once the game exists (the word list may still load)
        elif step.kind == "go":
            self._say(_("Let's play!"))
            self._play("click")
            self.busy_for = 0.9

    def _do_draw(self) -> None:
        step = self.step
        if step is None or step.kind != "draw" or step.drawn is None:
            return
        self.waiting = False
        step.meta["done"] = True
        drawn = step.drawn
        self._play("pick")
        fly = Flying(
            drawn.tile, drawn.seat, step.round,
            Tween(0, 1, 0.5, ease_out_cubic, on_done=lambda: self._play("place")),
            Tween(0, 1, 0.35, ease_in_out_cubic, delay=0.5),
        )
        # an earlier tile from the same seat steps aside for the redraw
        for old in self.flying:
            if old.seat == drawn.seat:
                old.dim = True
        self.flying.append(fly)
        self.animator.add(fly.travel)
        self.animator.add(fly.flip)
        self.bag_pulse = 1.0
        self.busy_for = 0.95
        seat = self.seats[drawn.seat]
        said = drew_line(seat.name, drawn.tile, drawn.tile == BLANK, team=seat.team is not None)
        self.animator.add(Timeline().wait(0.85).call(lambda: self._say(said)))

    def _round_done(self, r: int) -> None:
        rounds = self.draw_result.rounds
        if r + 1 < len(rounds):
            tied = [self.seats[d.seat].name for d in rounds[r + 1]]
            # Translators: {names} lists the players who tied, e.g. "Ana and Ben"
            self._say(_("A tie! {names} draw again").format(names=join_names(tied)))
            self._play("invalid")
            self.busy_for = 1.6
        else:
            self.busy_for = 0.3

    def _announce(self) -> None:
        order = self.order
        first = self.seats[order[0]]
        rest = join_names([self.seats[s].name for s in order[1:]]) if len(order) > 2 else ""
        self._say(goes_first_line(first.name, rest, team=first.team is not None))
        self.announced = True
        self._play("score", score=30)
        self.busy_for = 2.2

    def _return_tiles(self) -> None:
        for fly in self.flying:
            fly.back_home = Tween(0, 1, 0.45, ease_in_out_cubic)
            self.animator.add(fly.back_home)
        self._say(_("Back in the bag, and shake!"))
        self.animator.add(Timeline().wait(0.45).call(lambda: self._play("shuffle")))
        self.bag_shake = 1.0
        self.busy_for = 1.3

    def _start_deal(self) -> None:
        names = [s.name for s in self.seats]
        teams = [seat.team for seat in self.seats if seat.team is not None]
        try:
            self.game = Game(names, self.rules, self.lexicon, rng=self.rng, order=self.order,
                             handicaps=[seat.handicap for seat in self.seats], lexicons=self.seat_lexicons,
                             teams=teams if len(teams) == len(self.seats) else None)
        except HandicapError as exc:  # the New game page checks first; a hand-edited setup may not be
            self.lexicon_error = error_text(exc)
            self.lexicon = None
            return
        self.flying.clear()
        self._say(_("Seven tiles each"))
        delay = 0.0
        for k in range(RACK_SIZE):
            for seat in self.order:
                deal = Deal(seat, k, Tween(0, 1, 0.32, ease_out_cubic, delay=delay))
                deal.travel.on_done = lambda d=deal: self._landed(d)
                self.deals.append(deal)
                self.animator.add(deal.travel)
                delay += 0.06
        self.busy_for = delay + 0.6

    def _landed(self, deal: Deal) -> None:
        if deal.index == RACK_SIZE - 1 or deal.index % 3 == 0:
            self._play("place")

    def update(self, dt: float) -> None:
        self.skip_button.label = self._skip_label()
        scale = 6.0 if self.fast else 1.0
        dt *= scale
        self.time += dt
        self.animator.update(dt)
        self.banner_tween.update(dt)
        self.bag_shake = max(0.0, self.bag_shake - dt * 0.9)
        self.bag_pulse = max(0.0, self.bag_pulse - dt * 3)
        step = self.step
        if step is None or self.waiting:
            return
        if step.kind == "deal" and self.game is None:
            if self.lexicon is not None:
                self._start_deal()
            elif self.lexicon_error is not None:
                self.banner = _("This word list cannot be used")
                if self.ctx.options.exit_when_over:
                    # a run that waits for the game's end would wait for ever: end it, saying why
                    self.ctx.output_lines.append(self.lexicon_error)
                    self.ctx.exit_status = 1
                    self.ctx.quit_requested = True
            return
        self.busy_for -= dt * tween.speed()
        if self.busy_for > 0:
            return
        if step.kind == "draw" and not step.meta.get("done"):
            self._do_draw()  # a computer's (or a skipped) draw, after its pause
            return
        if step.kind == "go":
            self.ctx.stack.replace(self._next_scene())
            return
        self.step_index += 1
        self._begin_step()

    def waiting_for_word_list(self) -> bool:
        """Whether the draw is over and only the word list holds the deal back."""
        step = self.step
        return (step is not None and step.kind == "deal" and self.game is None
                and self.lexicon is None and self.lexicon_error is None)

    def next_wake(self) -> float | None:
        """Frames while anything moves; while only the word list is awaited, a redraw
        every PROGRESS_REDRAW for the bar as it compiles, and none once it is loaded
        from its cache (its arrival wakes the loop)."""
        settled = (not self.animator.busy and self.banner_tween.done
                   and self.bag_shake <= 0 and self.bag_pulse <= 0)
        if settled and self.waiting_for_word_list():
            return PROGRESS_REDRAW if self.compile_progress.running else None
        return 0.0

    # -- drawing ---------------------------------------------------------------------------


