"""The play scene: a turn from hand-off to score, on screen.

The game (:class:`~game.rules.game.Game`) is the truth and the turn flow
(:class:`~game.ui.play.flow.TurnFlow`) decides what happens next; this scene
turns mouse, keyboard and gamepad input into calls on the flow, animates the
board toward the new state and draws.  While an animation runs, input is not
lost: a click or key finishes the animation first.

Around the scene, ``input`` reads presses, ``cards`` places the cards,
``log`` words the side panel, ``effects`` flies tiles and shows the news, and
the views draw.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, language, ngettext, pgettext
from game.rules.board import square_name
from game.rules.clock import ClockPhase, TurnClock
from game.rules.game import Game, Phase, TurnKind, TurnRecord
from game.rules.move import Move, TilePlay
from game.rules.ruleset import ChallengeMode
from game.rules.upwords.board import StackBoard
from game.setup.seats import SeatConfig
from game.store import SavedGame
from game.ui.play import computer as play_ai
from game.ui.play.cards import (
    ModalButton,
    challenge_buttons,
    challenge_card,
    confirm_buttons,
    confirm_card,
    handoff_buttons,
    handoff_card,
    picker_buttons,
    picker_card,
)
from game.ui.play.effects import Effects, Flyer, draw_banner, draw_note, note_rect
from game.ui.play.flow import Stage, TurnFlow
from game.ui.play.input import (
    PAD_BACK,
    PRESSES,
    Drag,
    OpenCard,
    TurnActions,
    card_action,
    is_pause_key,
    pad_button,
    picker_step,
    turn_click,
    turn_drop,
    turn_key,
    turn_pad,
)
from game.ui.play.layout import PlayLayout, compute_layout
from game.ui.play.log import (
    MoveLog,
    PreviewText,
    after_move_text,
    build_move_log,
    challenge_headings,
    challenge_terms,
    exchange_text,
    idle_turn_text,
    last_summary,
    play_preview_text,
    preview_blanks,
    turn_note,
)
from game.ui.play.model import PlacedTile, Square, TurnModel
from game.ui.scene import Scene
from game.ui.theme import SEAT_COLOURS, Color, Theme
from game.ui.tween import Animator, Timeline
from game.ui.views import clock_view, handoff_view
from game.ui.views.board_view import BoardView
from game.ui.views.card_view import (
    draw_card_button,
    draw_challenge_card,
    draw_pass_card,
    draw_picker_card,
    draw_swap_card,
)
from game.ui.views.marked_text import blank_marks
from game.ui.views.move_log_view import draw_move_log, draw_preview_box, max_scroll
from game.ui.views.rack_view import draw_rack
from game.ui.views.scoreboard_view import (
    PlayerPanel,
    bag_icon_rect,
    draw_bag,
    draw_scoreboard,
    panel_rects,
)
from game.ui.views.tile_view import TileRenderer
from game.ui.views.unseen_view import draw_unseen
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.context import AppContext

CANCEL_GUARD = 0.5  # seconds: a double click on Swap must not leave swap mode again
CHALLENGE_BEAT = 1.1  # seconds "Ben challenges!" shows before the word list answers
# The cursor, hint and swap glows pulse while someone is at the board and hold still
# when nobody is, so a turn left waiting draws nothing.
GLOW_LIVELY = 6.0  # seconds of pulsing after the last input
ANSWER_POLL = 0.1  # seconds between looks at a hint or a can-play check still being worked out


def button_labels() -> dict[str, str]:
    """The turn buttons' labels in the language in use, by the action they press."""
    return {
        "play": pgettext("button", "Play"),
        "exchange": pgettext("button", "Swap"),
        "pass": pgettext("button", "Pass"),
        "hint": pgettext("button", "Hint"),
        "undo": pgettext("button", "Undo"),
        "menu": pgettext("button", "Menu"),
        "shuffle": pgettext("button", "Shuffle"),
        "recall": pgettext("button", "Recall"),
    }


class PlayScene(Scene):
    """``PlayScene(ctx, game, seats, demo=False)``; ``seats`` in the game's playing order.

    ``strategy`` replaces the engine's computer players (tests); ``rng``
    shuffles racks.  The turn flow is :attr:`flow`.
    """

    name = "play"
    #: the app hands gamepad events over as they come: the d-pad moves the board cursor
    raw_gamepad = True
    #: seconds the "Time's up!" banner holds the turn, so it is read before any card opens
    TIMEOUT_BANNER = 2.4
    #: seconds the time-out note stays under the board, through a challenge card or hand-off
    TIMEOUT_NOTE = 9.0

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
    ) -> None:
        super().__init__(ctx)
        # every game but an attract-mode one is kept, move by move; a resumed one in its own row
        saves = ctx.saves
        recorder = None
        if saves is not None and not demo:
            recorder = saves.recorder(game, seats, resume.game_id if resume is not None else None)
        self.flow = TurnFlow(game, seats, self, demo, strategy=strategy, rng=rng, recorder=recorder,
                             session=resume.session if resume is not None else None)
        # why the chosen word list is not the one played; stays up until the first move ends
        self.notice = notice
        self.moves_at_start = len(game.history)
        settings = ctx.settings
        self.theme: Theme = ctx.theme or Theme(bool(getattr(settings, "colour_blind", False)))
        self.tiles = TileRenderer(self.theme, stacking=isinstance(game.board, StackBoard))
        self.board_view = BoardView(self.theme, self.tiles)
        size = getattr(ctx.stack, "size", None) or ctx.options.size
        self.layout: PlayLayout = compute_layout(size, len(game.players))
        self.board_view.layout(self.layout.board_frame)
        self.board_view.show(game.board)
        self.animator = Animator()
        self.fx = Effects(self.animator, self.theme, self.tiles)
        self.hidden_squares: set[Square] = set()  # board tiles still flying in
        self.arriving: dict[int, set[int]] = {}  # player -> rack slots still flying in
        self.shown_scores = [float(p.score) for p in game.players]
        self.message = ""
        self.message_bad = False
        self.message_time = 0.0
        self.banner = ""
        self.banner_time = 0.0
        self.log_scroll = 0
        self._log_cache: tuple[object, MoveLog] = (None, MoveLog())
        self.drag: Drag | None = None
        self.picker_focus = 0  # the blank picker's letter chosen with the d-pad
        self.focus_armed = False
        # a disabled button's tag shows once the pointer moves, not under a pointer left
        # resting where the last turn's button was pressed
        self.tags_armed = False
        self.pulse = 0.0
        self.glow = 0.0  # the board glows' pulse: it stops GLOW_LIVELY seconds after the last input
        self.quiet_for = 0.0  # seconds since the last input
        self.cancel_guard = 0.0  # seconds until the Swap button, now Cancel, answers
        self.unseen_open = False  # the unseen-tiles panel over the move log
        labels = button_labels()
        self.buttons = {key: Button(label, self._presser(key), primary=key == "play")
                        for key, label in labels.items()}
        self._place_buttons()
        self._turn_actions = TurnActions(
            press=self._press, submit=self.flow.submit, ask_swap=self._ask_swap, swappable=self.flow.swappable,
            open_menu=self.open_menu, arm_focus=self._arm_focus, sound=self.sound,
            complain=lambda text: self.say(text, bad=True),
        )

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

    @property
    def thinking(self) -> play_ai.Job[Move] | None:
        return self.flow.thinking

    @property
    def finished(self) -> bool:
        return self.flow.finished

    @finished.setter
    def finished(self, value: bool) -> None:
        # the pause menu ends the game itself and shows the results
        self.flow.finished = value

    # ================================================================ lifecycle
    def enter(self) -> None:
        self.flow.start_turn()
        if self.notice:
            self.say(self.notice, bad=True, seconds=12.0)

    def exit(self) -> None:
        self.flow.stop()

    def record(self, kind: str) -> None:
        """Keep a move made from outside the turn flow (the in-game menu's End the game)."""
        self.flow.record(kind)

    def pause(self) -> None:
        self.flow.pause()
        self.drag = None

    def resume(self) -> None:
        self.flow.resume()

    def _presser(self, key: str) -> Callable[[], None]:
        return lambda: self._press(key)

    def language_changed(self) -> None:
        # the labels that change with the stage (Swap {n}, Cancel) are set again as it is drawn
        for key, label in button_labels().items():
            self.buttons[key].label = label

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = compute_layout(size, len(self.game.players))
        self.board_view.layout(self.layout.board_frame)
        self._place_buttons()
        # Flights in progress aim at squares that just moved: land them now.
        if self.fx.flyers:
            self.animator.finish_all()

    def _place_buttons(self) -> None:
        for key, rect in zip(("play", "exchange", "pass", "hint", "undo", "menu"), self.layout.actions):
            self.buttons[key].rect = rect
        self.buttons["shuffle"].rect = self.layout.rack_left_buttons
        self.buttons["recall"].rect = self.layout.rack_right_buttons

    # ================================================================ the flow's view
    def sound(self, name: str, **kw: int) -> None:
        audio = self.ctx.audio
        if audio is not None:
            audio.play(name, **kw)

    def say(self, text: str, bad: bool = False, seconds: float = 4.5) -> None:
        """The note under the board."""
        self.message = text[:1].upper() + text[1:] if text else ""
        self.message_bad = bad
        self.message_time = seconds

    def _announce(self, text: str, seconds: float = 2.6) -> None:
        self.banner = text
        self.banner_time = seconds

    def input_stopped(self, turn_over: bool = False) -> None:
        self.drag = None
        if turn_over:
            self.focus_armed = False
            self.tags_armed = False

    def game_over(self) -> None:
        self.ctx.stack.replace(self.ctx.scenes.results(self.game, self.seats))

    def show_record(self, record: TurnRecord, from_hand: bool, shown: bool) -> None:
        self._animate_record(record, from_hand, shown)

    def show_computer_challenge(self, seat: int, target: int) -> None:
        g = self.game
        self._announce(_("{name} challenges {target}'s play!").format(name=g.players[seat].name,
                                                                      target=g.players[target].name),
                       CHALLENGE_BEAT + 0.2)
        self.sound("click")
        self.animator.add(Timeline().wait(CHALLENGE_BEAT).call(self._challenger_call(seat)))

    def _challenger_call(self, seat: int) -> Callable[[], None]:
        return lambda: self.flow.challenge(seat)

    def show_timeout(self, record: TurnRecord, mover: int, placed: dict[Square, PlacedTile], shown: bool) -> None:
        name = self.game.players[mover].name
        if record.kind is TurnKind.PLAY:
            play = self._play_name(len(self.game.history) - 1)
            self._announce(_("Time's up! Your tiles were played: {play} for {points}").format(
                play=play, points=record.points), self.TIMEOUT_BANNER)
            # the animation says who played what; the reason must outlast it
            self._animate_record(record, from_hand=True, shown=shown, hold=self.TIMEOUT_BANNER)
            self.say(_("Time's up: {name}'s tiles were played, {play} for {points}.").format(
                name=name, play=play, points=record.points), seconds=self.TIMEOUT_NOTE)
            return
        if placed:
            self._announce(_("Time's up! Turn passed, tiles back on the rack"), self.TIMEOUT_BANNER)
            note = _("Time's up: {name}'s turn passed, tiles back on the rack.")
        else:
            self._announce(_("Time's up! Turn passed"), self.TIMEOUT_BANNER)
            note = _("Time's up: {name}'s turn passed.")
        self.say(note.format(name=name), bad=True, seconds=self.TIMEOUT_NOTE)
        count = len(self.flow.rack_orders[mover])
        for k, (square, tile) in enumerate(placed.items()):
            start = self.board_view.square_rect(*square).center
            if shown:
                slot = count - len(placed) + k
                self.fx.fly(tile.letter if not tile.letter.islower() else "?", start,
                            self.layout.rack_slot(slot, count).center, self.board_view.cell, self.layout.tile,
                            k * 0.05, 0.35)
            else:
                # face down, home to the player's panel: the rack itself is hidden already
                self.fx.fly("", start, self._panel_centre(mover), self.board_view.cell, self.layout.tile // 3,
                            k * 0.05, 0.35, face_down=True)
        self._end_animation(self.TIMEOUT_BANNER)

    def show_blank_swap(self, mover: int, square: Square, letter: str, slot: int) -> None:
        """The letter flies to the board, the blank to the rack; the turn goes on."""
        self.focus_armed = False
        layout = self.layout
        count = len(self.flow.rack_orders[mover])
        rack_point = layout.rack_slot(slot, count).center
        board_point = self.board_view.square_rect(*square).center
        cell = self.board_view.cell
        self.hidden_squares.add(square)
        self.arriving.setdefault(mover, set()).add(slot)
        self.fx.fly(letter, rack_point, board_point, layout.tile, cell - 2, 0.0, 0.45, on_land=self._lander(square))
        self.fx.fly("?", board_point, rack_point, cell - 2, layout.tile, 0.15, 0.45,
                    on_land=self._rack_lander(mover, slot))
        self.sound("shuffle")
        self.say(_("{name} put a real {letter} on {square} and took the blank. Your turn goes on.").format(
            name=self.game.players[mover].name, letter=letter, square=square_name(*square)))

    # ================================================================ helpers
    def colour(self, player: int) -> Color:
        """``player``'s colour (an index in playing order): their seat's, as in the draw and results."""
        return SEAT_COLOURS[self.game.seat_of[player] % len(SEAT_COLOURS)]

    def _speed(self) -> float:
        # The app already speeds tweens up in attract mode; a demo started some
        # other way still moves briskly.
        return 2.5 if self.demo and not self.ctx.options.demo else 1.0

    def _panel_centre(self, player: int) -> tuple[int, int]:
        rects = panel_rects(self.layout.scoreboard, len(self.game.players))
        return rects[player].center

    def _bag_point(self) -> tuple[int, int]:
        # tiles leave from (and return into) the sack's mouth, not over the count
        icon = bag_icon_rect(self.layout.bag)
        return (icon.centerx, icon.y + icon.h // 3)

    def reveal(self) -> None:
        """The player to move takes the rack (the hand-off card's button)."""
        self.sound("click")
        self.flow.reveal()

    def _ask_swap(self, square: Square) -> None:
        self.flow.ask_swap(square)
        self.sound("click")

    # ================================================================ animation
    def _end_animation(self, after: float) -> None:
        self.animator.add(Timeline().wait(after).call(self._animation_done))

    def _animation_done(self) -> None:
        self.hidden_squares.clear()
        self.arriving.clear()
        self.flow.animation_done()

    def _animate_record(self, record: TurnRecord, from_hand: bool, shown: bool, hold: float = 0.0) -> None:
        """Animate a turn record (an exchange aside) toward the state the game is now in;
        the next turn (or card) waits at least ``hold`` seconds."""
        g = self.game
        mover = record.player
        name = g.players[mover].name
        t = 0.0
        if record.kind is TurnKind.PLAY and isinstance(record.move, TilePlay):
            play = record.move
            cell = self.board_view.cell
            if not from_hand:
                # A computer's (or an unseen) rack: tiles fly from the panel, face up on landing.
                origin = self._panel_centre(mover)
                for k, p in enumerate(play.placements):
                    square = (p.row, p.col)
                    self.hidden_squares.add(square)
                    self.fx.fly(p.letter, origin, self.board_view.square_rect(*square).center, cell // 2,
                              cell - 2, k * 0.09, 0.45, on_land=self._lander(square))
                t = 0.45 + 0.09 * len(play.placements)
            self.sound("bingo" if record.bingo else "score", score=record.points)
            first = self.board_view.square_rect(play.placements[0].row, play.placements[0].col)
            self.fx.pop(f"+{record.points}", (first.centerx, first.top), self.theme.palette.accent,
                      max(28, cell), delay=t)
            self._show_stacking(play, cell, t)
            if record.bingo:
                grid = self.board_view.grid
                bonus = record.points - sum(w.score for w in record.words)
                self.fx.pop(f"{_(g.variant.rack_bonus_name).upper()}! +{bonus}",
                            (grid.centerx, grid.bottom - grid.h // 5), self.theme.palette.highlight,
                            max(30, cell * 3 // 2), delay=t + 0.1)
            self._animate_draw(mover, record.drawn, shown, t + 0.2)
            t += 0.4 + 0.08 * len(record.drawn)
            self.say(_("{name}: {play} for {points}.").format(
                name=name, play=self._log_text(len(g.history) - 1), points=record.points))
        elif record.kind is TurnKind.PASS:
            if record.move is None:
                said = _("{name} ended the game.")
            elif record.notation == "":
                said = _("{name} accepted the last play.")
            else:
                said = _("{name} passed.")
            self.say(said.format(name=name))
            t = 0.5
        elif record.kind is TurnKind.TIMEOUT:
            self.say(_("{name} ran out of time.").format(name=name), bad=True)
            t = 0.5
        else:
            t = 0.4
        self._end_animation(max(hold, t + 0.35))

    def _show_stacking(self, play: TilePlay, cell: int, delay: float) -> None:
        """Tiles set down on stacks (Upwords): each stack's new height rises from it,
        with the knock of tile on tile."""
        board = self.game.board
        if not isinstance(board, StackBoard):
            return
        stacked = [(p.row, p.col) for p in play.placements if board.height(p.row, p.col) > 1]
        for k, (row, col) in enumerate(stacked):
            rect = self.board_view.square_rect(row, col)
            self.fx.pop(f"\u25b2{board.height(row, col)}", (rect.centerx, rect.top),
                        self.theme.palette.highlight, max(18, cell * 2 // 3), delay=delay + 0.05 * k)
        if stacked:
            self.sound("stack")

    def _lander(self, square: Square) -> Callable[[], None]:
        def land() -> None:
            self.hidden_squares.discard(square)
            self.sound("place")

        return land

    def _rack_lander(self, player: int, slot: int) -> Callable[[], None]:
        def land() -> None:
            self.arriving.get(player, set()).discard(slot)

        return land

    def _animate_draw(self, player: int, drawn: str, shown: bool, delay: float) -> None:
        """New tiles travel from the bag to the rack (face up only for its owner)."""
        if not drawn:
            return
        if shown:
            letters = self.flow.rack_letters(player)
            self.flow.rack_orders[player] = letters
            count = len(letters)
            first_new = count - len(drawn)
            self.arriving[player] = set(range(first_new, count))
            for k in range(len(drawn)):
                slot = first_new + k
                self.fx.fly(letters[slot], self._bag_point(), self.layout.rack_slot(slot, count).center,
                          self.layout.tile // 2, self.layout.tile, delay + k * 0.08, 0.4, flip=True,
                          on_land=self._rack_lander(player, slot))
        else:
            target = self._panel_centre(player)
            for k in range(len(drawn)):
                self.fx.fly("", self._bag_point(), target, self.layout.tile // 2, self.layout.tile // 3,
                          delay + k * 0.06, 0.35, face_down=True)

    def show_exchange(self, record: TurnRecord, mover: int, slots: list[int], shown: bool) -> None:
        g = self.game
        n = len(record.drawn)
        count = len(g.players[mover].rack)
        origin_points = (
            [self.layout.rack_slot(s, count).center for s in slots] if shown and slots
            else [self._panel_centre(mover)] * n
        )
        for k, start in enumerate(origin_points):
            self.fx.fly("", start, self._bag_point(), self.layout.tile, self.layout.tile // 2, k * 0.06, 0.35,
                      face_down=True)
        self._animate_draw(mover, record.drawn, shown, 0.45)
        self.sound("shuffle")
        self.say(ngettext("{name} swapped {n} tile.", "{name} swapped {n} tiles.", n).format(
            name=g.players[mover].name, n=n))
        self._end_animation(0.45 + 0.4 + 0.08 * n + 0.3)

    def show_challenge(self, record: TurnRecord, target: TurnRecord | None, challenger: int) -> None:
        g = self.game
        p = self.theme.palette
        cname = g.players[challenger].name
        if record.kind is TurnKind.WITHDRAWN and target is not None and isinstance(target.move, TilePlay):
            victim = target.player
            self.sound("challenge_upheld")
            home = self._panel_centre(victim)
            for k, placement in enumerate(target.move.placements):
                self.fx.fly(placement.letter, self.board_view.square_rect(placement.row, placement.col).center,
                          home, self.board_view.cell, self.layout.tile // 3, k * 0.07, 0.5)
            self.fx.pop(f"{-target.points:+d}" if target.points else "0", home, p.bad, 30, 0.3)
            note = turn_note(g, record)
            self._announce(_("Challenge upheld! {reason}. {name} scores 0.").format(
                reason=note[:1].upper() + note[1:], name=g.players[victim].name))
            self._end_animation(0.5 + 0.07 * len(target.move.placements) + 1.6)
            return
        self.sound("challenge_rejected")
        mode = g.rules.challenge
        if mode is ChallengeMode.DOUBLE:
            self.fx.pop(_("loses a turn"), self._panel_centre(challenger), p.bad, 24)
        elif mode is ChallengeMode.PENALTY:
            self.fx.pop(f"-{g.rules.challenge_points}", self._panel_centre(challenger), p.bad, 30)
        elif mode is ChallengeMode.BONUS and target is not None:
            self.fx.pop(f"+{g.rules.challenge_points}", self._panel_centre(target.player), p.good, 30)
        self._announce(_("{name} challenged: {outcome}.").format(name=cname, outcome=turn_note(g, record)))
        self._end_animation(2.0)

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
        self.animator.update(dt * self._speed())
        self.quiet_for += dt
        if self.quiet_for < GLOW_LIVELY:
            self.glow = (self.glow + dt) % 1000.0
        self.message_time = max(0.0, self.message_time - dt)
        if self._notice_pinned:
            self.message_time = max(self.message_time, 1.0)
        self.banner_time = max(0.0, self.banner_time - dt)
        self.cancel_guard = max(0.0, self.cancel_guard - dt)
        for i, player in enumerate(self.game.players):
            # scores count up toward the truth
            gap = player.score - self.shown_scores[i]
            self.shown_scores[i] += gap * min(1.0, dt * 5) if abs(gap) > 0.5 else gap
        self.flow.tick(dt)

    @property
    def _notice_pinned(self) -> bool:
        """The word-list notice stays up until the first move ends."""
        return bool(self.notice) and self.message == self.notice and len(self.game.history) == self.moves_at_start

    def next_wake(self) -> float | None:
        """0 while anything moves; else when the next change is due (a note going, the clock's next second)."""
        if (self.demo or self.stage in (Stage.ANIMATING, Stage.THINKING) or self.animator.busy
                or self.drag is not None or self._glowing()
                or any(abs(shown - p.score) > 1e-6 for shown, p in zip(self.shown_scores, self.game.players))):
            return 0.0
        waits = [t for t in (self.banner_time, 0.0 if self._notice_pinned else self.message_time) if t > 0]
        flow = self.flow
        if self.stage is Stage.TURN and not flow.paused:
            if flow.hint_job is not None or flow.can_play_check is not None:
                waits.append(ANSWER_POLL)
            clock = self.clock
            if clock.phase is ClockPhase.WARNING:
                return 0.0  # the ring pulses red
            if clock.phase is ClockPhase.RUNNING:
                left = clock.remaining
                waits.append(left - (math.ceil(left) - 1))  # the seconds shown go down by one
        return min(waits, default=None)

    def _glowing(self) -> bool:
        """Whether a board glow is pulsing now (see GLOW_LIVELY)."""
        model = self.model
        if self.quiet_for >= GLOW_LIVELY or model is None or self.stage is not Stage.TURN or self.flow.paused:
            return False
        return bool(model.hinted) or model.cursor is not None or (
            not model.has_placed and bool(self.flow.swappable_squares()))

    # ================================================================ input
    def button_rects(self) -> list[pygame.Rect]:
        # the rack and the board are pressed too; a toast keeps to the side column (toast_area)
        return [b.rect for b in self.buttons.values()] + [b.rect for b in self.modal_buttons()]

    def toast_area(self) -> pygame.Rect:
        """The side column under the scoreboard and the bag line, over the preview and the
        log: the board with its coordinates, the scores and the rack stay in view."""
        layout = self.layout
        top = layout.bag.bottom
        bottom = min(r.top for r in layout.actions)
        return pygame.Rect(layout.side.x, top, layout.side.w, max(0, bottom - top))

    def handle_event(self, event: pygame.event.Event) -> None:
        self.quiet_for = 0.0
        if event.type == pygame.VIDEORESIZE:
            self.resize((event.w, event.h))
            return
        if self.demo:
            if event.type in PRESSES:
                self._leave_demo()
            return
        if event.type == pygame.MOUSEMOTION:
            self.tags_armed = True
            for button in self.buttons.values():
                button.hover = button.rect.collidepoint(event.pos)
            if self.drag is not None:
                self.drag.follow(event.pos)
            return
        if event.type == pygame.MOUSEWHEEL:
            # the log is the only thing that scrolls, so the wheel works anywhere
            top = max_scroll(self.theme, self.layout.log, self.move_log().lines, self.layout.font)
            self.log_scroll = max(0, min(top, self.log_scroll + event.y))
            return
        if self.stage is Stage.ANIMATING:
            if event.type in PRESSES:
                # Input during an animation finishes it; the press itself is not acted on.
                self.animator.finish_all()
            return
        word_in_progress = self.stage is Stage.TURN and self.model is not None and self.model.cursor is not None
        if event.type == pygame.KEYDOWN and is_pause_key(event, word_in_progress):
            self.open_menu()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is not None:
                self._drop(event.pos)
            return
        if self._asks_for_unseen(event):
            self.toggle_unseen()
            return
        modal = self.modal_buttons()
        if modal:
            self._modal_event(event, modal)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type in (pygame.JOYHATMOTION, pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN):
            self._gamepad(event)

    def open_menu(self) -> None:
        self.drag = None
        self.sound("click")
        self.ctx.stack.push(self.ctx.scenes.pause(self))

    def _leave_demo(self) -> None:
        self.ctx.stack.replace(self.ctx.scenes.menu())

    # -------------------------------------------------------------- buttons
    def _labels(self) -> None:
        b = self.buttons
        if self.flow.exchange_mode and self.model is not None:
            n = len(self.model.selected)
            b["play"].label = pgettext("button", "Swap {n}").format(n=n) if n else pgettext("button", "Swap")
            b["exchange"].label = pgettext("button", "Cancel")
        else:
            b["play"].label = pgettext("button", "Play")
            b["exchange"].label = pgettext("button", "Swap")
        # bright only when pressing it makes a move; it still answers, to say what is wrong
        b["play"].primary = self.flow.play_ready()
        left = self.game.hints_left(self.game.current)
        if left is None or not self.game.rules.hints:
            b["hint"].label = pgettext("button", "Hint")
        else:
            # Translators: the Hint button with the hints left: "Hint (3)"
            b["hint"].label = pgettext("button", "Hint ({left})").format(left=left)

    def _press(self, key: str) -> None:
        enabled, why = self.flow.button_state(key)
        if not enabled:
            self.sound("invalid")
            if self.buttons[key].hover:
                self.tags_armed = True
                # the button's own tag under the pointer gives the reason; an older note would
                # only compete with it
                self.message_time = 0.0
            else:
                self.say(why, bad=True)  # pressed from the keys: the pointer may be anywhere
            return
        if key == "exchange" and self.flow.exchange_mode and self.cancel_guard > 0:
            return  # the second click of a double click on Swap: Cancel has only just taken its place
        self.sound("click")
        model = self.model
        if key == "menu":
            self.open_menu()
        elif key == "play":
            if self.flow.exchange_mode:
                self.flow.exchange()
            else:
                self.flow.submit()
        elif key == "exchange" and model is not None:
            if self.flow.toggle_exchange():
                self.message_time = 0.0  # the preview panel explains swapping; an old note would compete
                self.cancel_guard = CANCEL_GUARD
        elif key == "pass":
            self.flow.confirm_pass = True
        elif key == "hint":
            self.flow.hint()
        elif key == "undo":
            if self.flow.undo():
                self.shown_scores = [float(p.score) for p in self.game.players]
        elif key == "shuffle" and model is not None:
            model.shuffle(self.flow.rng)
            self.sound("shuffle")
        elif key == "recall" and model is not None:
            model.recall()

    # -------------------------------------------------------------- modals
    def modal_buttons(self) -> list[ModalButton]:
        """Buttons of whatever card is open, laid out for the current window."""
        g = self.game
        board = self.board_view.rect
        if self.stage is Stage.HANDOFF:
            return handoff_buttons(board, g.current_player.name)
        if self.stage is Stage.CHALLENGE:
            choices = [(_("{name} challenges").format(name=g.players[i].name), f"challenge:{i}")
                       for i in self.flow.challengers()]
            if g.phase is Phase.FINAL_CHALLENGE:
                choices.append((_("Accept the play"), "accept"))
            else:
                choices.append((_("No challenge"), "continue"))
            return challenge_buttons(board, self._challenge_card(), choices)
        if self.stage is not Stage.TURN or self.model is None:
            return []
        if self.model.pending_blank is not None:
            return picker_buttons(board, self.picker_focus)
        if self.flow.confirm_pass or self.flow.confirm_swap is not None:
            return confirm_buttons(board, self.confirm_card(), swap=self.flow.confirm_swap is not None)
        return []

    def _challenge_card(self) -> pygame.Rect:
        # keep the challenged word in view: the card sits in the half of the board away from it
        record = self.game.last_play
        rows = [p.row for p in record.move.placements] if record is not None and isinstance(
            record.move, TilePlay) else []
        view = self.board_view
        headings = self.challenge_headings()
        return challenge_card(view.rect, view.grid, view.cell, rows, self.theme, challenge_terms(self.game),
                              self.layout.font, headings[0] if headings else "", len(self.flow.challengers()) + 1,
                              self._challenge_floor())

    def _note_area(self) -> pygame.Rect:
        """The note sits along the bottom of this: the board, or with the challenge card open
        the window, under the hidden rack, so the card may reach below the board."""
        board = self.board_view.rect
        if self.stage is Stage.CHALLENGE:
            return pygame.Rect(board.x, board.y, board.w, self.layout.size[1] - board.y)
        return board

    def _challenge_floor(self) -> int:
        """How far down the challenge card may reach: to the note, if there is one to show."""
        bottom = self.layout.size[1] - self.layout.margin
        if not self.message:
            return bottom
        note = note_rect(self.theme, self._note_area(), self.layout.font, self.message,
                         blank_marks(self.message, self._latest_play()))
        return min(bottom, note.top - 6)

    def confirm_card(self) -> pygame.Rect:
        return confirm_card(self.board_view.rect, self.board_view.grid, self.flow.confirm_swap)

    def _modal_cancel(self) -> str | None:
        """The action that closes the open card without doing anything, if it has one."""
        if self.stage is not Stage.TURN or self.model is None:
            return None
        if self.model.pending_blank is not None:
            return "blank-cancel"
        if self.flow.confirm_swap is not None:
            return "swap-no"
        if self.flow.confirm_pass:
            return "pass-no"
        return None

    def _modal_event(self, event: pygame.event.Event, buttons: list[ModalButton]) -> None:
        picking = self.stage is Stage.TURN and self.model is not None and self.model.pending_blank is not None
        if picking and event.type != pygame.KEYDOWN:
            focus = picker_step(event, self.picker_focus)
            if focus is not None:
                self.picker_focus = focus
                return
        cancel = self._modal_cancel()
        if self._asks_for_menu(event, buttons, cancel):
            self._press("menu")
            return
        lone = None
        if self.stage is Stage.CHALLENGE:
            challengers = self.flow.challengers()
            lone = challengers[0] if len(challengers) == 1 else None
        card = OpenCard(
            buttons=buttons,
            rect=picker_card(self.board_view.rect) if picking else self.confirm_card(),
            cancel=cancel,
            picking=picking,
            picker_focus=self.picker_focus,
            confirm_pass=self.flow.confirm_pass,
            lone_challenger=lone,
        )
        action = card_action(event, card)
        if action is not None:
            self._modal_action(action)

    def _asks_for_menu(self, event: pygame.event.Event, buttons: list[ModalButton], cancel: str | None) -> bool:
        """The Menu button, or Escape / the pad's Back on a card that has nothing to cancel
        (the hand-off, a challenge): the menu opens without revealing a rack."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            on_card = any(b.rect.collidepoint(event.pos) for b in buttons)
            return not on_card and self.buttons["menu"].rect.collidepoint(event.pos)
        if cancel is not None:
            return False
        if event.type == pygame.KEYDOWN:
            return bool(event.key == pygame.K_ESCAPE)
        return pad_button(event) == PAD_BACK

    def _modal_action(self, action: str) -> None:
        model = self.model
        if action == "reveal":
            self.reveal()
        elif action == "continue":
            self.sound("click")
            self.flow.start_turn()
        elif action == "accept":
            self.flow.accept_final()
        elif action.startswith("challenge:"):
            self.flow.challenge(int(action.split(":")[1]))
        elif action.startswith("blank:") and model is not None:
            model.choose_blank_letter(action.split(":")[1])
            self.sound("place")
        elif action == "blank-cancel" and model is not None:
            model.cancel_blank()
        elif action == "pass-yes":
            self.flow.pass_turn()
        elif action == "pass-no":
            self.flow.confirm_pass = False
        elif action == "swap-yes":
            self.flow.swap_blank()
        elif action == "swap-no":
            self.flow.confirm_swap = None

    # -------------------------------------------------------------- mouse
    def _click(self, pos: tuple[int, int]) -> None:
        for button in self.buttons.values():
            # a touch, or a click with no motion before it, still moves the pointer here
            button.hover = button.rect.collidepoint(pos)
        for key, button in self.buttons.items():
            if button.rect.collidepoint(pos):
                self._press(key)
                return
        if self.stage is Stage.TURN and self.model is not None:
            drag = turn_click(pos, self.model, self.flow.exchange_mode, self.layout, self.board_view, self.game.board,
                              self._turn_actions)
            if drag is not None:
                self.drag = drag

    def _drop(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is not None and self.model is not None and self.stage is Stage.TURN:
            turn_drop(drag, pos, self.model, self.layout, self.board_view, self.game.board, self._turn_actions)

    # -------------------------------------------------------------- keys
    def _key(self, event: pygame.event.Event) -> None:
        if self.stage is Stage.HANDOFF:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.reveal()
            return
        if self.stage is Stage.TURN and self.model is not None:
            turn_key(event, self.model, self.flow.exchange_mode, self.focus_armed, self._turn_actions)

    def _gamepad(self, event: pygame.event.Event) -> None:
        """Raw gamepad events: any button reveals a hand-off; on a turn, see :func:`turn_pad`."""
        if self.stage is Stage.HANDOFF:
            if event.type != pygame.JOYHATMOTION:
                self.reveal()
            return
        if self.stage is Stage.TURN and self.model is not None:
            turn_pad(event, self.model, self.flow.exchange_mode, self._turn_actions)

    def _arm_focus(self, armed: bool) -> None:
        self.focus_armed = armed

    # ================================================================ unseen tiles
    @property
    def unseen_allowed(self) -> bool:
        """The unseen-tiles panel is there on request, except in Kids games unless the
        settings turn it on there too (counting tiles is not a child's game)."""
        return not self.flow.kid_mode or self.ctx.settings.unseen_in_kids

    def _asks_for_unseen(self, event: pygame.event.Event) -> bool:
        """A click on the bag (or on the open panel), or Ctrl+U: cards leave both in view."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return bool(self.layout.bag.collidepoint(event.pos)
                        or (self.unseen_open and self.layout.log.collidepoint(event.pos)))
        return event.type == pygame.KEYDOWN and event.key == pygame.K_u and bool(event.mod & pygame.KMOD_CTRL)

    def toggle_unseen(self) -> None:
        if not self.unseen_allowed:
            self.sound("invalid")
            self.say(_("The unseen-tiles list is off in Kids games."), bad=True)
            return
        self.unseen_open = not self.unseen_open
        self.sound("click")

    def unseen_counts(self) -> dict[str, int] | None:
        """Tiles the player whose rack is face up has not seen, by letter; None when no
        rack is face up (the counts would give that rack away)."""
        viewer = self.flow.rack_owner()
        if viewer is None:
            return None
        return {letter: n for letter, n in sorted(self.game.unseen(viewer).items()) if n}

    # ================================================================ move log
    def move_log(self) -> MoveLog:
        """The log of the whole history (its lines, and the squares of the last play
        still standing), rebuilt only when the history changes."""
        g = self.game
        # The last record as well as the length: after an undo and a new move
        # the length is the same but the log is not.
        # The log's words follow the language and the players' way of writing a play.
        order = self.ctx.settings.move_notation
        key = (len(g.history), g.history[-1] if g.history else None, order, language())
        if self._log_cache[0] != key:
            self._log_cache = (key, build_move_log(g, self.colour, order))
        return self._log_cache[1]

    def _log_text(self, index: int) -> str:
        lines = self.move_log().lines
        return lines[index].text if 0 <= index < len(lines) else ""

    def _play_name(self, index: int) -> str:
        """The play at history ``index`` in notation ("8D PIBAL"), without the log's remarks."""
        return self.move_log().play_names.get(index, "")

    # ================================================================ drawing
    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        theme.draw_background(surface)
        self._draw_board(surface)
        self._draw_rack(surface)
        self._draw_side(surface)
        self.fx.draw(surface)
        self._draw_overlays(surface)
        if self.drag is not None and self.drag.moved:
            rect = pygame.Rect(0, 0, self.layout.tile, self.layout.tile)
            rect.center = self.drag.pos
            self.tiles.draw(surface, self.drag.letter, rect.move(0, -4), highlight=True)
        if self.tags_armed and not self.modal_buttons() and not self.flow.paused and self.stage is not Stage.ANIMATING:
            # while tiles fly, a tag popping up under a resting pointer only distracts
            for key, button in self.buttons.items():
                hidden = key in ("shuffle", "recall") and self.stage is not Stage.TURN
                if button.hover and not button.enabled and not hidden:
                    button.draw_reason(surface, theme, self.flow.button_state(key)[1])

    def _dragging_id(self) -> int | None:
        return self.drag.tile_id if self.drag is not None and self.drag.moved else None

    def _draw_board(self, surface: pygame.Surface) -> None:
        model = self.model
        extra: dict[Square, str] = {}
        highlight: set[Square] = set()
        dragging = self._dragging_id()
        if model is not None and self.stage is Stage.TURN and not self.flow.paused:
            for square, placed in model.placed.items():
                if placed.tile_id != dragging:
                    extra[square] = placed.letter
            if model.pending_blank is not None:
                extra[model.pending_blank[1]] = "?"
            highlight |= model.hinted
        last = self.move_log().last_play
        self.board_view.draw(surface, self.game.board, highlight=highlight, last_move=last,
                             hidden=self.hidden_squares, extra=extra)
        if model is None or self.stage is not Stage.TURN or self.flow.paused:
            return
        view = self.board_view
        view.draw_hint_glow(surface, model.hinted, self.glow)
        view.draw_invalid(surface, self.flow.invalid_squares())
        if not model.has_placed:
            view.draw_swap_rings(surface, self.flow.swappable_squares(), self.glow)
        if model.cursor is not None:
            view.draw_cursor(surface, model.cursor, model.across, self.glow, arrow=model.cursor not in model.placed)

    def _draw_rack(self, surface: pygame.Surface) -> None:
        layout = self.layout
        owner = self.flow.rack_owner()
        g = self.game
        caption = ""
        if owner is not None and self.stage is Stage.TURN and self.model is not None and owner == g.current:
            model = self.model
            letters = model.rack_tiles
            dragging = self._dragging_id()
            skip = {i for i, tid in enumerate(model.order) if tid == dragging} | self.arriving.get(owner, set())
            selected = {i for i, tid in enumerate(model.order) if tid in model.selected}
            gap = None
            if self.drag is not None and self.drag.moved and layout.rack.inflate(0, layout.tile).collidepoint(self.drag.pos):
                # open a space where the tile would land
                rest = [i for i in model.order if i != self.drag.tile_id]
                gap = layout.rack_index_at(self.drag.pos[0], len(rest) + 1)
                letters = [model.tile(i) for i in rest]
                skip = set()
                selected = {k for k, tid in enumerate(rest) if tid in model.selected}
            draw_rack(surface, self.theme, self.tiles, layout, letters, skip=skip, selected=selected,
                      focus=model.focus if self.focus_armed else None, gap_at=gap,
                      owner_colour=self.colour(owner))
        elif owner is not None:
            letters = self.flow.rack_letters(owner)
            draw_rack(surface, self.theme, self.tiles, layout, letters, skip=self.arriving.get(owner, set()),
                      owner_colour=self.colour(owner))
        else:
            who = g.current
            count = len(g.players[who].rack)
            if self.flow.paused:
                caption = _("Paused")
            elif self.stage is Stage.HANDOFF:
                caption = _("{name}'s tiles are hidden").format(name=g.players[who].name)
            draw_rack(surface, self.theme, self.tiles, layout, [""] * count, face_down=True,
                      caption=caption)
        for key in ("shuffle", "recall"):
            button = self.buttons[key]
            button.enabled = self.flow.button_state(key)[0]
            if self.stage is Stage.TURN and owner is not None:
                button.draw(surface, self.theme)

    def _draw_side(self, surface: pygame.Surface) -> None:
        g = self.game
        layout = self.layout
        panels = [
            PlayerPanel(
                name=pl.name, score=pl.score, colour=self.colour(i), computer=self.seats[i].is_computer,
                rack_size=len(pl.rack), lost_turns=pl.lost_turns,
                hints_left=g.hints_left(i) if g.rules.hints and not self.seats[i].is_computer else 0,
                shown_score=self.shown_scores[i],
            )
            for i, pl in enumerate(g.players)
        ]
        current = None if g.over else g.current
        clock = self.clock if self.stage is Stage.TURN and self.clock.enabled else None
        draw_scoreboard(surface, self.theme, layout.scoreboard, panels, current, clock,
                        self.stage is Stage.THINKING, self.pulse, layout.font)
        if clock is not None and current is not None:
            bar = panel_rects(layout.scoreboard, len(panels))[current]
            clock_view.draw_bar(surface, pygame.Rect(bar.x + 14, bar.bottom - 5, bar.w - 28, 4), clock, self.pulse)
        # bag and unseen tiles
        viewer = self.flow.rack_owner()
        unseen = sum(g.unseen(viewer if viewer is not None else g.current).values())
        theme = self.theme
        draw_bag(surface, theme, layout.bag, g.bag_count, unseen, layout.font)
        preview = self.flow.preview() if not self.flow.exchange_mode else None
        blanks = preview_blanks(preview) if preview is not None else frozenset()
        draw_preview_box(surface, theme, layout.preview, layout.font, *self.preview_text(), title_blanks=blanks,
                         quoted=self._latest_play())
        lines = self.move_log().lines
        if self.unseen_open and self.unseen_allowed:
            draw_unseen(surface, theme, layout.log, self.unseen_counts(), layout.font)
        else:
            draw_move_log(surface, theme, layout.log, lines, self.log_scroll, layout.font)
        self._labels()
        for key in ("play", "exchange", "pass", "hint", "undo", "menu"):
            button = self.buttons[key]
            button.enabled = self.flow.button_state(key)[0]
            button.draw(surface, theme)

    def preview_text(self) -> PreviewText:
        p = self.theme.palette
        name = self.game.current_player.name
        if self.stage is Stage.TURN and self.model is not None:
            if self.flow.exchange_mode:
                return exchange_text(self.game, len(self.model.selected), p)
            preview = self.flow.preview()
            if preview is None:
                tip = self.flow.hint_text or (
                    _("No word fits: try Swap or Pass.") if self.flow.no_play_notice else None)
                return idle_turn_text(self.game, tip, self.flow.swappable_squares(), self.last_summary(), p)
            return play_preview_text(preview, p, judged=self.game.rules.challenge is ChallengeMode.VOID,
                                     bonus_name=self.game.variant.rack_bonus_name)
        last = (self.last_summary(), p.text_dim)
        if self.stage is Stage.THINKING:
            return _("{name} is thinking…").format(name=name), p.text, [last]
        if self.stage is Stage.HANDOFF:
            return _("Waiting for {name}").format(name=name), p.text, [last]
        if self.stage is Stage.CHALLENGE:
            return _("Challenge?"), p.text, [last]
        return after_move_text(self.game, self.move_log().lines, p)

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        theme = self.theme
        g = self.game
        buttons = self.modal_buttons()
        if self.stage is Stage.HANDOFF:
            handoff_view.draw_curtain(surface)
            lines = [self.last_summary(), _("Everyone else: look away from the rack!")]
            handoff_view.draw_handoff(surface, theme, handoff_card(self.board_view.rect), g.current_player.name,
                                      self.colour(g.current), [ln for ln in lines if ln],
                                      min((b.rect.top for b in buttons), default=None), self._latest_play())
        elif self.stage is Stage.CHALLENGE:
            handoff_view.draw_curtain(surface, 120)
            headings = self.challenge_headings()
            played = self._play_name(g.challengeable) if g.challengeable is not None else ""
            draw_challenge_card(surface, theme, self._challenge_card(), self.layout.font, headings,
                                challenge_terms(g), blank_marks(headings[0], played) if headings else frozenset())
        elif self.stage is Stage.TURN and self.model is not None and self.model.pending_blank is not None:
            draw_picker_card(surface, theme, picker_card(self.board_view.rect), self.layout.font)
        elif self.stage is Stage.TURN and self.flow.confirm_swap is not None:
            draw_swap_card(surface, theme, self.confirm_card(), self.layout.font,
                           g.board.get(*self.flow.confirm_swap).upper(), square_name(*self.flow.confirm_swap))
        elif self.stage is Stage.TURN and self.flow.confirm_pass:
            draw_pass_card(surface, theme, self.confirm_card(), self.layout.font)
        hover_at = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        for b in buttons:
            hover = hover_at is not None and b.rect.collidepoint(hover_at)
            draw_card_button(surface, theme, b.rect, b.label, b.primary, b.focused, hover)
        if self.flow.paused:
            handoff_view.draw_curtain(surface, 90)
        banner = self.banner_time > 0 and bool(self.banner) and self.stage not in (Stage.HANDOFF, Stage.CHALLENGE)
        if banner:
            # a card opening in the same spot takes over; the note under the board keeps the news
            draw_banner(surface, theme, self.board_view.rect, self.board_view.grid, self.layout.font, self.banner,
                        self.move_log().last_play, blank_marks(self.banner, self._latest_play()))
        if self.message_time > 0 and self.message and not self.flow.paused and not banner:
            # one piece of news at a time: the note waits while the banner says it
            draw_note(surface, theme, self._note_area(), self.layout.font, self.message, self.message_bad,
                      blank_marks(self.message, self._latest_play()))

    def _latest_play(self) -> str:
        """The newest move's notation ("8G CAt"): the news on the board quotes it."""
        return self._play_name(len(self.game.history) - 1)

    def last_summary(self) -> str:
        return last_summary(self.move_log().lines)

    def challenge_headings(self) -> tuple[str, str] | None:
        """The challenge card's two top lines: who played what, and the words formed."""
        return challenge_headings(self.game, self.move_log())
