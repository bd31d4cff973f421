"""The play scene: a turn from hand-off to score, on screen.

The game (:class:`~game.rules.game.Game`) is the truth and the turn flow
(:class:`~game.ui.play.flow.TurnFlow`) decides what happens next; this scene
turns mouse, keyboard and gamepad input into calls on the flow, animates the
board toward the new state and draws.  While an animation runs, input is not
lost: a click or key finishes the animation first.

The scene holds what is on screen (the layout, the note, the banner, the
tiles in flight, the scores counting up) and hands the work to its parts:
``controls`` (:class:`PlayControls`: the buttons and every press),
``modals`` (:class:`PlayModals`: the cards over the board), ``show``
(:class:`TurnShow`, in ``animation``: the flow's view, each move animated),
``painter`` (:class:`PlayPainter`: drawing) and ``words`` (:class:`PlayWords`:
the move log and the side panel's texts).  Around them, ``input`` reads
presses, ``cards`` places the cards, ``log`` words the side panel,
``effects`` flies tiles and shows the news, and the views draw.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules.clock import ClockPhase, TurnClock
from game.rules.game import Game
from game.rules.variant import stacks
from game.setup.seats import SeatConfig
from game.store import PhoneTable, SavedGame
from game.ui.play import computer as play_ai
from game.ui.play.animation import TurnShow
from game.ui.play.cards import ModalButton
from game.ui.play.controls import PlayControls, button_labels
from game.ui.play.effects import Effects, Flyer
from game.ui.play.flow import Stage, TurnFlow
from game.ui.play.input import Drag
from game.ui.play.layout import PlayLayout, compute_layout
from game.ui.play.log import MoveLog
from game.ui.play.meanings import PlayMeanings
from game.ui.play.modals import PlayModals
from game.ui.play.model import Square, TurnModel
from game.ui.play.moments import Moments, RackSlide, ScoreBubble, TurnTransitions, bubble_text
from game.ui.play.painter import GLOW_LIVELY, PlayPainter
from game.ui.play.phone_table import PhoneCodes
from game.ui.play.phones import PHONE_POLL, TablePhones
from game.ui.play.words import PlayWords
from game.ui.scene import Scene
from game.ui.theme import Color, Theme, seat_colour
from game.ui.tween import Animator
from game.ui.views.board_view import BoardView
from game.ui.views.tile_view import TileRenderer

if TYPE_CHECKING:
    from game.ui.context import AppContext

__all__ = ["GLOW_LIVELY", "PlayScene", "Stage"]

ANSWER_POLL = 0.1  # seconds between looks at a hint or a can-play check still being worked out


def notice_pinned(scene: PlayScene) -> bool:
    """Whether the word-list notice is up and stays up: until the first move ends."""
    notice = scene.notice
    return bool(notice) and scene.message == notice and len(scene.game.history) == scene.moves_at_start


class PlayScene(Scene):
    """``PlayScene(ctx, game, seats, demo=False)``; ``seats`` in the game's playing order.

    ``strategy`` replaces the engine's computer players (tests); ``rng``
    shuffles racks.  The turn flow is :attr:`flow`.
    """

    name = "play"
    #: the app hands gamepad events over as they come: the d-pad moves the board cursor
    raw_gamepad = True

    def __init__(
        self,
        ctx: AppContext,
        game: Game,
        seats: list[SeatConfig],
        demo: bool = False,
        *,
        strategy: play_ai.Strategy | None = None,
        rng: random.Random | None = None,
        notice: str | None = None,
        resume: SavedGame | None = None,
        links: PhoneTable | None = None,
    ) -> None:
        super().__init__(ctx)
        # every game but an attract-mode one is kept, move by move; a resumed one in its own row
        saves = ctx.saves
        recorder = None
        if saves is not None and not demo:
            recorder = (saves.recorder(game, seats) if resume is None
                        else saves.recorder(game, seats, resume.game_id, resume.turn))
        if resume is not None and resume.session is not None and resume.session.phones:
            # the players who were on their phones when the game was left are again (new links)
            on_phones = set(resume.session.phones)
            seats = [replace(s, phone=not s.is_computer and (s.phone or i in on_phones))
                     for i, s in enumerate(seats)]
        self.show = TurnShow(self)
        self.flow = TurnFlow(game, seats, self.show, demo, strategy=strategy, rng=rng, recorder=recorder,
                             session=resume.session if resume is not None else None)
        # why the chosen word list is not the one played; stays up until the first move ends
        self.notice = notice
        self.moves_at_start = len(game.history)
        settings = ctx.settings
        self.theme: Theme = ctx.theme or Theme(bool(getattr(settings, "colour_blind", False)))
        self.tiles = TileRenderer(self.theme, stacking=stacks(game.board))
        self.board_view = BoardView(self.theme, self.tiles)
        size = getattr(ctx.stack, "size", None) or ctx.options.size
        self.layout: PlayLayout = compute_layout(size, len(game.players), game.has_handicaps, self.theme.px)
        self.board_view.layout(self.layout.board_frame)
        self.board_view.show(game.board)
        self.animator = Animator()
        self.fx = Effects(self.animator, self.theme, self.tiles)
        # a bingo's show, a big play's wave, a verdict's beat: brief in attract mode
        self.moments = Moments(self.animator, self.theme, self.tiles, short=demo)
        self.bubble = ScoreBubble(self.animator)  # the live score beside the word being placed
        self.transitions = TurnTransitions(self.animator, short=demo)  # the hand-off card, the rack turning over
        self.rack_slide = RackSlide(self.animator)  # rack tiles close a gap by sliding
        self.hidden_squares: set[Square] = set()  # board tiles still flying in
        self.arriving: dict[int, set[int]] = {}  # player -> rack slots still flying in
        self.shown_scores = [float(p.score) for p in game.players]
        self.message = ""
        self.message_bad = False
        self.message_time = 0.0
        self.banner = ""
        self.banner_time = 0.0
        self.log_scroll = 0
        self.drag: Drag | None = None
        self.focus_armed = False
        # a disabled button's tag shows once the pointer moves, not under a pointer left
        # resting where the last turn's button was pressed
        self.tags_armed = False
        self.pulse = 0.0
        self.glow = 0.0  # the board glows' pulse: it stops GLOW_LIVELY seconds after the last input
        self.quiet_for = 0.0  # seconds since the last input
        self.cancel_guard = 0.0  # seconds until the Swap button, now Cancel, answers
        self.unseen_open = False  # the unseen-tiles panel over the move log
        self.words = PlayWords(self)
        self.modals = PlayModals(self)
        self.painter = PlayPainter(self)
        self.controls = PlayControls(self)
        self.buttons = self.controls.buttons
        self.controls.place_buttons()
        self.meanings = PlayMeanings(self)  # what the words mean: the card, after a play, under a hint
        # README, "Phone racks": a continued game's phones keep their links and rack orders, a
        # rematch's (``links``) their links
        self.phones = TablePhones(self.flow, kept=resume.session.phone_table
                                  if resume is not None and resume.session is not None else links,
                                  order=lambda: self.ctx.settings.move_notation)
        self.codes = PhoneCodes(self)  # the "Scan to join" card

    # ================================================================ the flow's state, read
    @property
    def game(self) -> Game:
        return self.flow.game

    @property
    def seats(self) -> list[SeatConfig]:
        return self.flow.seats

    @property
    def demo(self) -> bool:
        return self.flow.demo

    @property
    def stage(self) -> Stage:
        return self.flow.stage

    @property
    def model(self) -> TurnModel | None:
        return self.flow.model

    @property
    def clock(self) -> TurnClock:
        return self.flow.clock

    # ================================================================ lifecycle
    def enter(self) -> None:
        self.flow.start_turn()
        if self.notice:
            self.say(self.notice, bad=True, seconds=12.0)
        if self.phones.start():
            # the game may begin at once: Start closes the card (Resume, for a game under way)
            self.codes.open(resuming=bool(self.game.history))
        elif self.phones.problem:
            self.say(self.phones.problem, bad=True, seconds=12.0)

    def exit(self) -> None:
        self.flow.stop()
        self.phones.stop()
        if self.ctx.audio is not None:
            self.ctx.audio.unduck()

    def show_phone_codes(self) -> None:
        """The "Scan to join" card again (the in-game menu's Phone codes)."""
        if self.phones.running:
            self.codes.open(resuming=True)

    def phone_seats(self) -> list[tuple[int, bool]]:
        """(player, on a phone now) for each player with a phone link this game."""
        players = dict.fromkeys(player for player, _url in self.phones.links())  # a team's two links: one player
        return [(player, self.flow.on_phone(player)) for player in players]

    def phone_links(self) -> PhoneTable | None:
        """This game's phone links (port and tokens), for a rematch to keep; None without phones."""
        return self.phones.links_kept()

    def set_on_phone(self, player: int, on: bool) -> None:
        """Play ``player``'s turns on the TV (rack and hand-off screen) or on their phone."""
        self.flow.set_on_phone(player, on)

    def end_now(self) -> None:
        """The in-game menu's End the game: the game ends, is kept as finished (never
        offered to continue), and the menu shows the results itself."""
        self.game.end_now()
        self.flow.keeping.record("end")
        self.flow.finished = True

    def pause(self) -> None:
        self.flow.pause()
        self.drag = None
        if self.ctx.audio is not None:  # the pause menu's music is not hurried
            self.ctx.audio.unduck()
        self.phones.frame()  # the phones show the clock stopped at once

    def resume(self) -> None:
        self.flow.resume()
        self.phones.frame()

    def serve_phones(self) -> None:
        """Answer the phones while a menu is over the game (only the top scene updates)."""
        self.phones.frame()

    def language_changed(self) -> None:
        # the labels that change with the stage (Swap {n}, Cancel) are set again as it is drawn
        for key, label in button_labels().items():
            self.buttons[key].label = label

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = compute_layout(size, len(self.game.players), self.game.has_handicaps,
                                     self.ctx.theme.px)
        self.board_view.layout(self.layout.board_frame)
        self.controls.place_buttons()
        # Flights in progress aim at squares that just moved: land them now.
        if self.fx.flyers:
            self.animator.finish_all()

    # ================================================================ news
    def sound(self, name: str, **kw: int) -> None:
        audio = self.ctx.audio
        if audio is not None:
            audio.play(name, **kw)

    def say(self, text: str, bad: bool = False, seconds: float = 4.5) -> None:
        """The note under the board."""
        self.message = text[:1].upper() + text[1:] if text else ""
        self.message_bad = bad
        self.message_time = seconds

    def announce(self, text: str, seconds: float = 2.6) -> None:
        """The banner across the board."""
        self.banner = text
        self.banner_time = seconds

    def colour(self, player: int) -> Color:
        """``player``'s colour (an index in playing order): their seat's, as in the draw and results."""
        return seat_colour(self.game.seat_of[player])

    def reveal(self) -> None:
        """The player to move takes the rack (the hand-off card's button)."""
        self.sound("click")
        self.flow.reveal()

    def toggle_unseen(self) -> None:
        if not self.words.unseen_allowed:
            self.sound("invalid")
            self.say(_("The unseen-tiles list is off in Kids games."), bad=True)
            return
        self.unseen_open = not self.unseen_open
        self.sound("click")

    def open_menu(self) -> None:
        self.drag = None
        self.sound("click")
        self.ctx.stack.push(self.ctx.scenes.pause(self))

    @property
    def settled(self) -> bool:
        """No tile is in flight: the board shows the game as it is (screenshots wait for this)."""
        return not self.fx.flyers

    @property
    def flyers(self) -> list[Flyer]:
        return self.fx.flyers

    # ================================================================ update
    def update(self, dt: float) -> None:
        self.pulse = (self.pulse + dt) % 1000.0
        # The app already speeds tweens up in attract mode; a demo started some
        # other way still moves briskly.
        speed = 2.5 if self.demo and not self.ctx.options.demo else 1.0
        self.animator.update(dt * speed)
        self.quiet_for += dt
        if self.quiet_for < GLOW_LIVELY:
            self.glow = (self.glow + dt) % 1000.0
        self.message_time = max(0.0, self.message_time - dt)
        if notice_pinned(self):
            self.message_time = max(self.message_time, 1.0)
        self.banner_time = max(0.0, self.banner_time - dt)
        self.cancel_guard = max(0.0, self.cancel_guard - dt)
        before = self.moments.verdict_waits  # a challenge's verdict not out yet: the scores before it
        for i, player in enumerate(self.game.players):
            if i == self.moments.held_seat:
                continue  # a bingo's score counts up once its bonus has flown to the panel
            # scores count up toward the truth
            gap = (player.score if before is None else before.scores[i]) - self.shown_scores[i]
            self.shown_scores[i] += gap * min(1.0, dt * 5) if abs(gap) > 0.5 else gap
        self.phones.hold_clock()  # a turn waiting for its phone to join loses no time
        self.flow.tick(dt)
        if self.transitions.seen(self.stage):
            self.sound("handoff")
        placing = self.model is not None and bool(self.model.placed)
        self.bubble.show(*(bubble_text(self.flow.preview(), self.flow.kid_mode) if placing else ("", "plain")))
        self.phones.frame()
        self.meanings.update(dt)
        if self.ctx.audio is not None:  # the music steps back for the clock's last seconds
            hurry = self.flow.turn.state.clock_runs and self.flow.clock.phase is ClockPhase.WARNING
            self.ctx.audio.duck() if hurry else self.ctx.audio.unduck()

    def next_wake(self) -> float | None:
        """0 while anything moves; else when the next change is due (a note going, the clock's next second)."""
        if (self.demo or self.stage in (Stage.ANIMATING, Stage.THINKING) or self.animator.busy
                or self.drag is not None or self.painter.glowing()
                or any(abs(shown - p.score) > 1e-6 for shown, p in zip(self.shown_scores, self.game.players))):
            return 0.0
        waits = [t for t in (self.banner_time, 0.0 if notice_pinned(self) else self.message_time) if t > 0]
        if self.phones.running:
            waits.append(PHONE_POLL)  # a phone's message wakes nothing by itself
        meanings = self.meanings.next_wake()
        if meanings is not None:
            waits.append(meanings)
        flow = self.flow
        if flow.turn.state.clock_runs and not flow.paused:
            if flow.hint_job is not None or flow.can_play_check is not None:
                waits.append(ANSWER_POLL)
            clock = self.clock
            if clock.phase is ClockPhase.WARNING:
                return 0.0  # the ring pulses red
            if clock.phase is ClockPhase.RUNNING:
                left = clock.remaining
                waits.append(left - (math.ceil(left) - 1))  # the seconds shown go down by one
        return min(waits, default=None)

    # ================================================================ input and drawing, handed on
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.codes.showing:
            self.codes.handle_event(event)
            return
        self.controls.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
        if self.codes.showing:
            self.codes.draw(surface)

    def button_rects(self) -> list[pygame.Rect]:
        # the rack and the board are pressed too; a toast keeps to the side column (toast_area)
        if self.codes.showing:
            return self.codes.button_rects()
        return [b.rect for b in self.buttons.values()] + [b.rect for b in self.modals.buttons()]

    def toast_area(self) -> pygame.Rect:
        """The side column under the scoreboard and the bag line, over the preview and the
        log: the board with its coordinates, the scores and the rack stay in view."""
        layout = self.layout
        top = layout.bag.bottom
        bottom = min(r.top for r in layout.actions)
        return pygame.Rect(layout.side.x, top, layout.side.w, max(0, bottom - top))

    # ================================================================ the parts' answers, by name
    def modal_buttons(self) -> list[ModalButton]:
        """Buttons of whatever card is open (see :meth:`PlayModals.buttons`)."""
        return self.modals.buttons()

    def move_log(self) -> MoveLog:
        """The log of the whole history (see :meth:`PlayWords.move_log`)."""
        return self.words.move_log()
