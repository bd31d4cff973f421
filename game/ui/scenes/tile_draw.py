"""The opening tile draw (docs/rules.md "Turn order"), acted out.

Every decision comes from :func:`game.rules.turn_order.draw_turn_order`; this scene
only shows it: each seat in turn pulls a tile from the bag (a click, a key,
a gamepad button, or by itself for a computer), the tile flips, tied seats
draw again, the order is announced, the tiles go back and the bag is shaken,
and then every rack is dealt seven tiles, face down so nobody peeks.

The word list loads on a worker thread while this plays; the game is created
with ``Game(names, rules, lexicon, rng=rng, order=draw.order)`` from the same
random generator, so a seeded run repeats exactly.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.i18n import _
from game.jobs import SharedProgress
from game.lexicon.choice import fallback_for, load_for_game
from game.rules.game import Game
from game.rules.ruleset import RuleSet, Variant, preset
from game.rules.tiles import BLANK, RACK_SIZE
from game.rules.turn_order import DrawnTile, TurnOrderDraw, draw_turn_order
from game.setup.seats import SeatConfig, demo_seats, kind_short
from game.ui import tween
from game.ui.context import AppContext
from game.ui.scene import Scene
from game.ui.theme import SEAT_COLOURS, lerp_color
from game.ui.tween import (
    Animator,
    Timeline,
    Tween,
    ease_in_out_cubic,
    ease_out_back,
    ease_out_cubic,
)
from game.ui.views.tile_view import TileRenderer
from game.ui.widgets import MIN_TEXT_PX, Button, ButtonBar, draw_progress_bar, wrap_name, wrap_text
from game.ui.word_list_load import PROGRESS_REDRAW, load_with_progress

log = logging.getLogger(__name__)

ORDINALS = ("1st", "2nd", "3rd", "4th")


@dataclass
class _Flying:
    """A tile on its way (or arrived): position 0..1 along bag -> slot, flip 0..1."""

    tile: str
    seat: int
    round: int
    travel: Tween
    flip: Tween
    dim: bool = False
    back_home: Tween | None = None  # the trip back into the bag


@dataclass
class _Deal:
    seat: int
    index: int
    travel: Tween
    arrived: bool = False


@dataclass
class _Step:
    kind: str  # "draw", "round_done", "announce", "return", "deal", "go"
    round: int = 0
    drawn: DrawnTile | None = None
    meta: dict[str, Any] = field(default_factory=dict)


def ordinal(n: int) -> str:
    return ORDINALS[n] if n < len(ORDINALS) else f"{n + 1}th"


class TileDrawScene(Scene):
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
    ) -> None:
        super().__init__(ctx)
        self.seats = list(seats)
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
        self.flying: list[_Flying] = []
        self.deals: list[_Deal] = []
        self.animator = Animator()
        self.banner = ""
        self.banner_tween = Tween(0, 1, 0)
        self.bag_shake = 0.0
        self.bag_pulse = 0.0
        self.time = 0.0
        self.announced = False  # the order badges are showing
        self.lexicon: Any = None
        self.closed = False  # the scene has left the stack: a word list still loading is not wanted
        self.lexicon_note: str | None = notice  # why the chosen word list is not the one played
        self.lexicon_error: str | None = None
        self.compile_progress = SharedProgress()  # running while the word list compiles
        self.progress_rect = pygame.Rect(0, 0, 0, 0)
        self.game: Any = None
        # Upwords tiles carry no values and there is no blank to beat an A
        self.stacking = rules.variant is Variant.UPWORDS
        self.tiles = TileRenderer(ctx.theme, stacking=self.stacking)
        self.size = ctx.window_size
        self.bag_rect = pygame.Rect(0, 0, 0, 0)
        self.slots: list[pygame.Rect] = []
        self.plates: list[pygame.Rect] = []
        self.name_lines: list[list[str]] = []
        self.name_rects: list[list[pygame.Rect]] = []  # where each seat's name was drawn
        self.badge_rects: list[pygame.Rect] = []  # the order badges, once announced
        self.tile_size = 40
        self.draw_button = Button(_("Draw a tile"), self.request_draw, primary=True)
        self.buttons = ButtonBar([
            self.draw_button,
            # Translators: a button that skips the rest of the opening tile draw
            Button(_("Skip"), self.skip, pygame.K_s),
            Button(_("Menu"), self.to_menu),
        ])

    @classmethod
    def for_demo(cls, ctx: AppContext) -> TileDrawScene:
        """Attract mode: computer players, the chosen preset, the seed from the options."""
        opts = ctx.options
        rules = preset(opts.variant)
        if opts.lexicon is not None:
            rules = rules.replace(word_list=str(opts.lexicon))
        return cls(ctx, demo_seats(opts.players), rules, seed=opts.seed, demo=True)

    # -- the plan -------------------------------------------------------------------

    def _plan(self) -> list[_Step]:
        steps: list[_Step] = []
        rounds = self.draw_result.rounds
        for r, drawn in enumerate(rounds):
            for d in drawn:
                steps.append(_Step("draw", r, d))
            steps.append(_Step("round_done", r))
        steps += [_Step("announce"), _Step("return"), _Step("deal"), _Step("go")]
        return steps

    @property
    def step(self) -> _Step | None:
        return self.steps[self.step_index] if self.step_index < len(self.steps) else None

    @property
    def order(self) -> tuple[int, ...]:
        return self.draw_result.order

    # -- lifecycle --------------------------------------------------------------------

    def exit(self) -> None:
        self.closed = True

    def enter(self) -> None:
        self._load_lexicon()
        self._begin_step()

    def _load_lexicon(self) -> None:
        spec = self.rules.word_list
        fallback = fallback_for(self.rules)

        def load() -> tuple[Any, str, str | None] | None:
            return load_with_progress(spec, fallback, self.compile_progress, lambda: not self.closed)

        def done(result: tuple[Any, str, str | None] | None) -> None:
            if result is None:
                return
            self.lexicon, used, note = result
            if used != spec:
                # the game (and its save) records the list it is really played with
                self.rules = self.rules.replace(word_list=used)
            if note:
                self.show_notice(note)

        def failed(exc: BaseException) -> None:
            self.lexicon_error = _("No word list could be loaded: {reason}").format(reason=exc)

        if self.ctx.jobs is None:
            try:
                done(load_for_game(spec, fallback))
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
        base_h = max(44, h // 13)
        theme = self.ctx.theme
        plate_w = min(int(column) - 24, 240)
        # each name measured in the font that draws it (a Chinese name in an English game)
        fonts = [theme.font_for(seat.name, self._name_size(), bold=True) for seat in self.seats]
        self.name_lines = [wrap_name(font, seat.name, plate_w - 16) for font, seat in zip(fonts, self.seats)]
        extra = max((len(lines) - 1) * font.get_linesize() for font, lines in zip(fonts, self.name_lines))
        self.plates = []
        for slot in self.slots:
            plate = pygame.Rect(0, 0, plate_w, base_h + extra)
            plate.midtop = (slot.centerx, slot.bottom + max(16, h // 40))
            self.plates.append(plate)
        self.buttons.layout(w // 2, h - max(56, h // 11), min(620, w - 60), height=max(40, h // 17))
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
        return self.ctx.scenes.play(self.game, seats, demo=self.demo, notice=self.lexicon_note)

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
            again = " again" if step.round > 0 else ""
            if seat.is_computer or self.demo or self.fast:
                self._say(f"{seat.name} draws{again}...")
                self.busy_for = 0.55
            else:
                self._say(f"{seat.name}, draw a tile{again}!")
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
        fly = _Flying(
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
        name = self.seats[drawn.seat].name
        if drawn.tile == BLANK:
            said = _("{name} drew a blank, which beats every letter").format(name=name)
        else:
            # Translators: {letter} is the letter on the tile the player drew
            said = _("{name} drew {letter}").format(name=name, letter=drawn.tile)
        self.animator.add(Timeline().wait(0.85).call(lambda: self._say(said)))

    def _round_done(self, r: int) -> None:
        rounds = self.draw_result.rounds
        if r + 1 < len(rounds):
            tied = [self.seats[d.seat].name for d in rounds[r + 1]]
            # Translators: {names} lists the players who tied, e.g. "Ana and Ben"
            self._say(_("A tie! {names} draw again").format(names=_join(tied)))
            self._play("invalid")
            self.busy_for = 1.6
        else:
            self.busy_for = 0.3

    def _announce(self) -> None:
        order = self.order
        first = self.seats[order[0]].name
        if len(order) == 2:
            self._say(_("{name} goes first!").format(name=first))
        else:
            rest = _join([self.seats[s].name for s in order[1:]])
            # Translators: {others} lists the other players in turn order, e.g. "Ben and Cleo"
            self._say(_("{name} goes first, then {others}").format(name=first, others=rest))
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
        self.game = Game(names, self.rules, self.lexicon, rng=self.rng, order=self.order)
        self.flying.clear()
        self._say(_("Seven tiles each"))
        delay = 0.0
        for k in range(RACK_SIZE):
            for seat in self.order:
                deal = _Deal(seat, k, Tween(0, 1, 0.32, ease_out_cubic, delay=delay))
                deal.travel.on_done = lambda d=deal: self._landed(d)
                self.deals.append(deal)
                self.animator.add(deal.travel)
                delay += 0.06
        self.busy_for = delay + 0.6

    def _landed(self, deal: _Deal) -> None:
        deal.arrived = True
        if deal.index == RACK_SIZE - 1 or deal.index % 3 == 0:
            self._play("place")

    def update(self, dt: float) -> None:
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

    def _slot_for(self, fly: _Flying) -> pygame.Rect:
        rect = self.slots[fly.seat].copy()
        if fly.dim:
            # an older tile sits smaller, to the left of the redraw
            older = sum(1 for f in self.flying if f.seat == fly.seat and f.dim and f.round < fly.round)
            small = int(self.tile_size * 0.6)
            rect = pygame.Rect(0, 0, small, small)
            rect.midright = (self.slots[fly.seat].left - 8 - older * (small + 4), self.slots[fly.seat].centery)
        return rect

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        p = theme.palette
        theme.draw_background(surface)
        w, h = surface.get_size()
        title = max(22, h // 22)
        theme.text(surface, _("Who goes first?"), title, (w / 2, h * 0.06), p.accent, bold=True,
                   anchor="center", shadow=True)
        whole_order = self.rules.turn_order.value == "all_by_tile"
        if self.stacking:
            rule = (_("Lowest tile goes first. The tiles decide the whole order.") if whole_order
                    else _("Lowest tile goes first. Then play goes round the table."))
        else:
            rule = (_("Lowest tile goes first, a blank beats A. The tiles decide the whole order.") if whole_order
                    else _("Lowest tile goes first, a blank beats A. Then play goes round the table."))
        if self.lexicon_note:
            self._draw_notice(surface, h * 0.06 + title * 0.75)
        else:
            theme.text(surface, rule, max(13, h // 46), (w / 2, h * 0.06 + title), p.text_dim, anchor="center")
        self._draw_bag(surface)
        self._draw_seats(surface)
        for fly in self.flying:
            self._draw_flying(surface, fly)
        for deal in self.deals:
            self._draw_deal(surface, deal)
        self._draw_banner(surface)
        if self.step is not None and self.step.kind == "deal" and self.game is None:
            msg = self.lexicon_error or _("Getting the word list ready...")
            color = p.bad if self.lexicon_error else p.text_dim
            size = max(14, h // 40)
            # wrapped: the reason may name a long path
            for k, line in enumerate(wrap_text(theme.font_for(msg, size), msg, min(w - 80, 900))):
                theme.text(surface, line, size, (w / 2, h * 0.5 + k * (size + 6)), color, anchor="center")
            if self.lexicon_error is None and self.compile_progress.running:
                draw_progress_bar(surface, theme, self.progress_rect, self.compile_progress.fraction)
        self.draw_button.enabled = self.waiting or (self.step is not None and self.step.kind == "draw")
        self.buttons.draw(surface, theme)

    def _draw_notice(self, surface: pygame.Surface, top: float) -> None:
        """The word-list problem in a box under the title, wrapped, never cut off."""
        theme = self.ctx.theme
        p = theme.palette
        w, h = surface.get_size()
        size = max(14, min(20, h // 40))
        note = self.lexicon_note or ""
        font = theme.font_for(note, size)
        lines = wrap_text(font, note, min(w - 80, 900))
        box = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + 40, len(lines) * (size + 6) + 16)
        box.midtop = (w // 2, round(top))
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (30, 20, 14, 235), shade.get_rect(), border_radius=14)
        pygame.draw.rect(shade, (*p.bad, 255), shade.get_rect(), 2, border_radius=14)
        surface.blit(shade, box)
        for k, line in enumerate(lines):
            theme.text(surface, line, size, (box.centerx, box.y + 8 + k * (size + 6)), p.text, anchor="midtop")

    def _draw_bag(self, surface: pygame.Surface) -> None:
        r = self.bag_rect
        if r.w <= 0:
            return
        shake = math.sin(self.time * 40) * self.bag_shake * r.w * 0.06
        pulse = 1 + 0.05 * self.bag_pulse
        if self.waiting:
            pulse += 0.03 * math.sin(self.time * 6)  # breathing: "click me"
        body = pygame.Rect(0, 0, int(r.w * pulse), int(r.h * 0.78 * pulse))
        body.midbottom = (round(r.centerx + shake), r.bottom)
        cloth = (112, 46, 96)
        dark = lerp_color(cloth, (0, 0, 0), 0.35)
        light = lerp_color(cloth, (255, 255, 255), 0.18)
        pygame.draw.ellipse(surface, (30, 18, 12), body.move(6, 8))
        pygame.draw.ellipse(surface, dark, body)
        pygame.draw.ellipse(surface, cloth, body.inflate(-6, -6).move(-2, -3))
        pygame.draw.ellipse(surface, light, pygame.Rect(body.x + body.w * 0.2, body.y + body.h * 0.12,
                                                         body.w * 0.25, body.h * 0.3))
        neck = pygame.Rect(0, 0, int(body.w * 0.42), int(r.h * 0.22))
        neck.midbottom = (body.centerx, round(body.y + body.h * 0.14))
        pygame.draw.polygon(surface, cloth, [
            (neck.left, neck.top), (neck.right, neck.top),
            (neck.right - neck.w * 0.2, neck.bottom), (neck.left + neck.w * 0.2, neck.bottom),
        ])
        pygame.draw.line(surface, (230, 190, 90), (neck.left + neck.w * 0.15, neck.bottom - 4),
                         (neck.right - neck.w * 0.15, neck.bottom - 4), max(3, r.w // 30))
        self.ctx.theme.text(surface, "TILES", max(12, r.w // 6), body.center, (238, 210, 140), bold=True,
                            anchor="center")
        if self.waiting:
            pygame.draw.ellipse(surface, self.ctx.theme.palette.highlight, body.inflate(10, 10), 3)

    def _bag_mouth(self) -> tuple[float, float]:
        return (self.bag_rect.centerx, self.bag_rect.y + self.bag_rect.h * 0.3)

    def _draw_seats(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        p = theme.palette
        w, h = surface.get_size()
        step = self.step
        drawing_seat = step.drawn.seat if step is not None and step.kind == "draw" and step.drawn else None
        names: list[list[pygame.Rect]] = []
        badges: list[pygame.Rect] = []
        for i, seat in enumerate(self.seats):
            slot = self.slots[i]
            color = SEAT_COLOURS[i % len(SEAT_COLOURS)]
            # the empty slot where the tile will land
            pygame.draw.rect(surface, lerp_color(p.table_bottom, (0, 0, 0), 0.25), slot.inflate(8, 8),
                             border_radius=8)
            plate = self.plates[i]
            lit = drawing_seat == i
            pygame.draw.rect(surface, (24, 14, 8), plate.move(0, 4), border_radius=12)
            pygame.draw.rect(surface, color if lit else lerp_color(color, p.panel, 0.45), plate, border_radius=12)
            if lit:
                pygame.draw.rect(surface, p.highlight, plate, 3, border_radius=12)
            theme.bounds(surface, plate, "name plate")
            base_h = max(44, h // 13)
            size = self._name_size()
            step_y = theme.font_for(seat.name, size, bold=True).get_linesize()
            y = plate.y + base_h * 0.38
            names.append([])
            for line in self.name_lines[i]:
                names[-1].append(theme.text(surface, line, size, (plate.centerx, y), (30, 18, 10), bold=True,
                                            anchor="center"))
                y += step_y
            kind = kind_short(seat.kind)
            theme.text(surface, kind, max(MIN_TEXT_PX, base_h // 4), (plate.centerx, plate.bottom - base_h * 0.22),
                       (50, 32, 20), anchor="center")
            if self.announced and i in self.order:
                place = self.order.index(i)
                # beside the seat's tile, where it covers no name however long
                badge = max(16, base_h // 2)
                center = (slot.left - 8 - badge, slot.centery)
                badges.append(pygame.Rect(center[0] - badge, center[1] - badge, badge * 2, badge * 2))
                pygame.draw.circle(surface, p.accent if place == 0 else p.panel_edge, center, badge)
                pygame.draw.circle(surface, (30, 18, 10), center, badge, 2)
                theme.text(surface, ordinal(place), int(badge * 0.8), center,
                           (30, 18, 10) if place == 0 else p.text, bold=True, anchor="center")
        self.name_rects, self.badge_rects = names, badges

    def _name_size(self) -> int:
        return max(16, max(44, self.size[1] // 13) * 2 // 5)

    def _rack_slot(self, seat: int, index: int) -> pygame.Rect:
        w, h = self.size
        size = max(12, min(self.tile_size // 2, int(w / len(self.seats) / (RACK_SIZE + 1.5))))
        slot = self.slots[seat]
        total = RACK_SIZE * size + (RACK_SIZE - 1) * 3
        x = slot.centerx - total // 2 + index * (size + 3)
        y = self.plates[seat].bottom + 12
        return pygame.Rect(x, y, size, size)

    def _draw_flying(self, surface: pygame.Surface, fly: _Flying) -> None:
        target = self._slot_for(fly)
        mouth = self._bag_mouth()
        t = fly.travel.value
        if fly.back_home is not None:
            t = 1 - fly.back_home.value
            if fly.back_home.done:
                return
        size = max(8, int(target.w * (0.45 + 0.55 * t)))
        # an arc: up out of the bag, then down to the slot
        x = mouth[0] + (target.centerx - mouth[0]) * t
        y = mouth[1] + (target.centery - mouth[1]) * t - math.sin(math.pi * t) * self.tile_size * 0.9
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(x), round(y))
        flip = fly.flip.value if fly.back_home is None else 0.0
        if fly.back_home is not None and not fly.back_home.done:
            flip = 1.0 if fly.back_home.value < 0.3 else 0.0
        if fly.travel.progress <= 0 and fly.back_home is None:
            return
        self.tiles.draw_flipping(surface, fly.tile, rect, flip, dim=fly.dim)
        if flip >= 1 and fly.tile == BLANK and not fly.dim and fly.back_home is None:
            # Translators: shown under a drawn blank tile
            self.ctx.theme.text(surface, _("blank!"), max(11, self.tile_size // 4),
                                (rect.centerx, rect.bottom + 4), self.ctx.theme.palette.accent, bold=True,
                                anchor="midtop")

    def _draw_deal(self, surface: pygame.Surface, deal: _Deal) -> None:
        if deal.travel.progress <= 0:
            return
        target = self._rack_slot(deal.seat, deal.index)
        mouth = self._bag_mouth()
        t = deal.travel.value
        x = mouth[0] + (target.centerx - mouth[0]) * t
        y = mouth[1] + (target.centery - mouth[1]) * t - math.sin(math.pi * t) * self.tile_size * 0.6
        rect = target.copy()
        rect.center = (round(x), round(y))
        self.tiles.draw(surface, "", rect, face_down=True)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        if not self.banner:
            return
        theme = self.ctx.theme
        w, h = surface.get_size()
        size = max(18, h // 26)
        grow = self.banner_tween.value
        y = self.bag_rect.bottom + max(18, h // 28)
        text = self.banner
        font = theme.font_for(text, size, bold=True)  # a Chinese name in an English game too
        while font.size(text)[0] > w - 60 and len(text) > 12:
            text = text[:-4] + "..."
        image = font.render(text, True, theme.palette.text)
        if grow < 1:
            image = pygame.transform.smoothscale_by(image, max(0.05, grow))
        rect = image.get_rect(center=(w // 2, y))
        back = rect.inflate(36, 14)
        box = pygame.Surface(back.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (20, 12, 8, 170), box.get_rect(), border_radius=back.h // 2)
        surface.blit(box, back)
        surface.blit(image, rect)


def _join(names: list[str]) -> str:
    """Names as a list in a sentence: "Ana", "Ana and Ben", "Ana, Ben and Cleo"."""
    if len(names) <= 1:
        return "".join(names)
    # Translators: joins the names before the last in a list ("Ana, Ben and Cleo")
    head = _(", ").join(names[:-1])
    # Translators: the end of a list of names: {names} the first ones, {last} the last one
    return _("{names} and {last}").format(names=head, last=names[-1])

