"""The play scene: a turn from hand-off to score.

The game (:class:`~game.rules.game.Game`) is the truth; this scene turns
mouse, keyboard and gamepad input into one move and hands it to
``Game.play``, then animates the board toward the new state.  While an
animation runs, input is not lost: a click or key finishes the animation
first.  The turn in progress lives in :class:`~game.ui.play.model.TurnModel`.

Stages of a turn: HANDOFF ("Pass to Ana", racks hidden) -> TURN (placing
tiles) -> ANIMATING (tiles settle, score pops, new tiles arrive) ->
CHALLENGE (other players may challenge; racks hidden) -> the next turn.
Computer seats go THINKING (the engine process) -> ANIMATING.  In challenge
modes computer seats decide whether to challenge a play before anyone else
is asked; they know the word list, so they only ever challenge a phony.

The scene keeps the turn flow; around it, ``play_input`` reads presses,
``play_cards`` places the cards, ``play_log`` words the side panel,
``play_fx`` flies tiles and shows the news, and the views draw.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

import pygame

from game.rules.board import square_name
from game.rules.clock import ClockEvent, TurnClock
from game.rules.errors import IllegalMoveError, InvalidMoveError
from game.rules.game import Game, Phase, Preview, SwapBlank, TurnKind, TurnRecord
from game.rules.move import Challenge, Exchange, Move, Pass, TilePlay
from game.rules.ruleset import ChallengeMode
from game.setup.seats import SeatConfig
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
from game.ui.play.effects import Effects, Flyer, draw_banner, draw_note
from game.ui.play.input import (
    PRESSES,
    Drag,
    OpenCard,
    TurnActions,
    card_action,
    is_pause_key,
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
)
from game.ui.play.model import Square, TurnModel, arrange
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
from game.ui.views.move_log_view import LogLine, draw_move_log, draw_preview_box, max_scroll
from game.ui.views.rack_view import draw_rack
from game.ui.views.scoreboard_view import (
    PlayerPanel,
    bag_icon_rect,
    draw_bag,
    draw_scoreboard,
    panel_rects,
)
from game.ui.views.tile_view import TileRenderer
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.context import AppContext

RULE_ERRORS = (IllegalMoveError, InvalidMoveError)
THINK_AT_LEAST = 0.9  # seconds: a computer that answers instantly feels like a glitch
DEMO_THINK_AT_LEAST = 0.25
EASY_CHALLENGE_CHANCE = 0.5  # an easy computer spots a phony only half the time
CHALLENGE_BEAT = 1.1  # seconds "Ben challenges!" shows before the word list answers


class Stage(str, Enum):
    HANDOFF = "handoff"
    TURN = "turn"
    THINKING = "thinking"
    ANIMATING = "animating"
    CHALLENGE = "challenge"
    DONE = "done"


class PlayScene(Scene):
    """``PlayScene(ctx, game, seats, demo=False)``; ``seats`` in the game's playing order.

    ``strategy`` replaces the engine's computer players (tests); ``rng``
    shuffles racks.
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
    ) -> None:
        super().__init__(ctx)
        if len(seats) != len(game.players):
            raise ValueError("one seat per player, in playing order")
        self.game = game
        self.seats = list(seats) if not demo else [
            s if s.is_computer else SeatConfig(s.name, "medium") for s in seats
        ]
        self.demo = demo
        self.strategy = strategy
        self.rng = rng or random.Random()
        # why the chosen word list is not the one played; stays up until the first move ends
        self.notice = notice
        self.moves_at_start = len(game.history)
        settings = ctx.settings
        self.theme: Theme = ctx.theme or Theme(bool(getattr(settings, "colour_blind", False)))
        self.tiles = TileRenderer(self.theme)
        self.board_view = BoardView(self.theme, self.tiles)
        size = getattr(ctx.stack, "size", None) or ctx.options.size
        self.layout: PlayLayout = compute_layout(size, len(game.players))
        self.board_view.layout(self.layout.board_frame)
        self.stage = Stage.ANIMATING
        self.model: TurnModel | None = None
        self.clock = TurnClock(game.rules.clock_seconds, game.rules.clock_warning_seconds)
        self.animator = Animator()
        self.fx = Effects(self.animator, self.theme, self.tiles)
        self.hidden_squares: set[Square] = set()  # board tiles still flying in
        self.arriving: dict[int, set[int]] = {}  # player -> rack slots still flying in
        self.shown_scores = [float(p.score) for p in game.players]
        self.rack_orders: dict[int, list[str]] = {}
        self.message = ""
        self.message_bad = False
        self.message_time = 0.0
        self.banner = ""
        self.banner_time = 0.0
        self.log_scroll = 0
        self._log_cache: tuple[object, MoveLog] = (None, MoveLog())
        self.drag: Drag | None = None
        self.exchange_mode = False
        self.confirm_pass = False
        self.confirm_swap: Square | None = None  # a board blank the player asked to swap for
        self.picker_focus = 0  # the blank picker's letter chosen with the d-pad
        self.thinking: play_ai.Job[Move] | None = None
        self.think_time = 0.0
        self.can_play_check: play_ai.Job[bool] | None = None
        self.no_play_notice = False
        self.viewer: int | None = None  # the player whose rack was last revealed
        self.offered: set[int] = set()  # history indexes already offered for challenge
        self.paused = False
        self.anim_owner: int | None = None  # whose rack the current animation shows
        self.hint_level = 0
        self.hint_text = ""
        self.hint_job: play_ai.Job[object] | None = None
        self.focus_armed = False
        # a disabled button's tag shows once the pointer moves, not under a pointer left
        # resting where the last turn's button was pressed
        self.tags_armed = False
        self.pulse = 0.0
        self.finished = False
        self.buttons = {
            "play": Button("Play", lambda: self._press("play"), primary=True),
            "exchange": Button("Swap", lambda: self._press("exchange")),
            "pass": Button("Pass", lambda: self._press("pass")),
            "hint": Button("Hint", lambda: self._press("hint")),
            "undo": Button("Undo", lambda: self._press("undo")),
            "menu": Button("Menu", lambda: self._press("menu")),
            "shuffle": Button("Shuffle", lambda: self._press("shuffle")),
            "recall": Button("Recall", lambda: self._press("recall")),
        }
        self._place_buttons()
        self._turn_actions = TurnActions(
            press=self._press, submit=self._submit, ask_swap=self._ask_swap, swappable=self._swappable,
            open_menu=self._open_menu, arm_focus=self._arm_focus, sound=self._audio,
            complain=lambda text: self._say(text, bad=True),
        )

    # ================================================================ lifecycle
    def enter(self) -> None:
        self._start_turn()
        if self.notice:
            self._say(self.notice, bad=True, seconds=12.0)

    def exit(self) -> None:
        # A thread cannot be stopped; its answer is simply never used.
        if self.thinking is not None:
            self.thinking.cancelled = True
        self.thinking = None
        self.can_play_check = None

    def pause(self) -> None:
        self.paused = True
        self.clock.pause()
        self.drag = None

    def resume(self) -> None:
        self.paused = False
        self.clock.resume()

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

    # ================================================================ helpers
    def _audio(self, name: str, **kw: int) -> None:
        audio = self.ctx.audio
        if audio is not None:
            audio.play(name, **kw)

    def _say(self, text: str, bad: bool = False, seconds: float = 4.5) -> None:
        self.message = text[:1].upper() + text[1:] if text else ""
        self.message_bad = bad
        self.message_time = seconds

    def _announce(self, text: str, seconds: float = 2.6) -> None:
        self.banner = text
        self.banner_time = seconds

    def colour(self, player: int) -> Color:
        return SEAT_COLOURS[player % len(SEAT_COLOURS)]

    def _humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_computer]

    @property
    def kid_mode(self) -> bool:
        rules = self.game.rules
        return rules.word_list == "kids" or rules.name.lower() == "kids"

    def _rack_owner(self) -> int | None:
        """Whose rack is face up now, or None (hand-off, challenges, pause, computers)."""
        if self.paused:
            return None
        humans = self._humans()
        if not humans:
            return None
        if len(humans) == 1:
            return humans[0]
        if self.stage is Stage.TURN:
            return self.game.current
        if self.stage is Stage.ANIMATING and self.anim_owner is not None:
            return self.anim_owner
        return None

    def _rack_letters(self, player: int) -> list[str]:
        return arrange(self.rack_orders.get(player, []), self.game.players[player].rack)

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

    # ================================================================ turn flow
    def _start_turn(self) -> None:
        """Decide what happens next from the game state alone."""
        g = self.game
        self.model = None
        self.exchange_mode = False
        self.confirm_pass = False
        self.confirm_swap = None
        self.drag = None
        self.hint_text = ""
        self.hint_level = 0
        self.hint_job = None
        self.focus_armed = False
        self.tags_armed = False
        self.no_play_notice = False
        self.can_play_check = None
        self.anim_owner = None
        self.offered = {i for i in self.offered if i < len(g.history)}
        if g.over:
            self._finish()
            return
        if g.phase is Phase.FINAL_CHALLENGE:
            if g.challengeable is not None and g.challengeable not in self.offered:
                self.offered.add(g.challengeable)
                if self._computer_challenge():
                    return
            if self._challengers():
                self.stage = Stage.CHALLENGE
            else:
                self._accept_final()
            return
        if g.challengeable is not None and g.challengeable not in self.offered:
            self.offered.add(g.challengeable)
            if self._computer_challenge():
                return
            if self._challengers():
                self.stage = Stage.CHALLENGE
                return
        if self.seats[g.current].is_computer:
            self._start_thinking()
            return
        if len(self._humans()) > 1 and self.viewer != g.current:
            self.stage = Stage.HANDOFF
            return
        self._begin_human_turn()

    def _begin_human_turn(self) -> None:
        g = self.game
        self.viewer = g.current
        order = self._rack_letters(g.current)
        self.rack_orders[g.current] = order
        self.model = TurnModel(g.board, order)
        self.clock.restart()
        if self.paused:
            self.clock.pause()
        self.stage = Stage.TURN
        if self.kid_mode:
            self.can_play_check = play_ai.check_can_play(g, g.current)

    def _reveal(self) -> None:
        self._audio("click")
        self._begin_human_turn()

    def _challengers(self) -> list[int]:
        g = self.game
        record = g.last_play
        if record is None:
            return []
        return [
            i for i in self._humans()
            if i != record.player and g.challenge_problem(i) is None
        ]

    def _computer_challenge(self) -> bool:
        """Let computer seats challenge the open play; True if one does.

        They know the list, so a valid play is never challenged.  Medium and
        Hard always catch a phony; Easy only sometimes, decided by a generator
        seeded from the game, so a seeded game repeats.
        """
        g = self.game
        record = g.last_play
        lexicon = g.lexicon
        if record is None or lexicon is None:
            return False
        if all(lexicon.contains(w.word.upper()) for w in record.words):
            return False
        rng = random.Random(play_ai.seed_for(g) + len(g.history))
        n = len(self.seats)
        for k in range(1, n):
            seat = (record.player + k) % n
            if not self.seats[seat].is_computer or g.challenge_problem(seat) is not None:
                continue
            chance = EASY_CHALLENGE_CHANCE if self.seats[seat].kind == "easy" else 1.0
            if rng.random() < chance:
                self._begin_animation(None)
                self._announce(f"{g.players[seat].name} challenges {g.players[record.player].name}'s play!",
                               CHALLENGE_BEAT + 0.2)
                self._audio("click")
                self.animator.add(Timeline().wait(CHALLENGE_BEAT).call(self._challenger_call(seat)))
                return True
        return False

    def _challenger_call(self, seat: int) -> Callable[[], None]:
        return lambda: self._challenge(seat)

    def _start_thinking(self) -> None:
        g = self.game
        self.stage = Stage.THINKING
        self.think_time = 0.0
        try:
            self.thinking = play_ai.think(g, g.current, self.seats[g.current].kind, self.strategy)
        except ImportError:
            self.thinking = None
            self._say("The computer players are not installed; the turn is passed.", bad=True)
            self._apply_move(Pass())
        except ValueError as exc:
            self.thinking = None
            self._say(f"{g.current_player.name} could not decide ({exc}) and passes.", bad=True)
            self._apply_move(Pass())

    def _finish(self) -> None:
        self.stage = Stage.DONE
        if self.finished:
            return
        self.finished = True
        self.clock.pause()
        self.ctx.stack.replace(self.ctx.scenes.results(self.game, self.seats))

    # ================================================================ moves
    def _submit(self) -> None:
        model = self.model
        if model is None:
            return
        if model.pending_blank is not None:
            self._say("Choose a letter for your blank first.", bad=True)
            return
        play = model.to_play()
        if play is None:
            self._say("Put some tiles on the board first, or choose Swap or Pass.", bad=True)
            return
        g = self.game
        mover = g.current
        kept = model.rack_tiles
        try:
            record = g.play(play)
        except RULE_ERRORS as exc:
            self._audio("invalid")
            self._say(str(exc), bad=True)
            return
        self.rack_orders[mover] = arrange(kept, g.players[mover].rack)
        self._animate_record(record, from_hand=True)

    def _apply_move(self, move: Move) -> None:
        """A computer's move (or a pass when its answer cannot be used)."""
        g = self.game
        try:
            record = g.play(move)
        except RULE_ERRORS as exc:
            self._say(f"{g.current_player.name} could not play ({exc}) and passes.", bad=True)
            record = g.play(Pass())
        self._animate_record(record, from_hand=False)

    def _exchange(self) -> None:
        model = self.model
        if model is None:
            return
        tiles = model.selected_tiles()
        problem = self.game.exchange_problem(len(tiles))
        if problem:
            self._say(problem, bad=True)
            self._audio("invalid")
            return
        g = self.game
        mover = g.current
        kept = [model.tile(i) for i in model.order if i not in model.selected]
        slots = [model.order.index(i) for i in model.order if i in model.selected]
        try:
            record = g.play(Exchange(tiles))
        except RULE_ERRORS as exc:
            self._say(str(exc), bad=True)
            return
        self.rack_orders[mover] = arrange(kept, g.players[mover].rack)
        self.exchange_mode = False
        self._animate_exchange(record, mover, slots, shown=True)

    def _pass(self) -> None:
        self.confirm_pass = False
        if self.model is not None:
            self.model.recall()
        try:
            record = self.game.play(Pass())
        except RULE_ERRORS as exc:
            self._say(str(exc), bad=True)
            return
        self._animate_record(record, from_hand=True)

    def _accept_final(self) -> None:
        try:
            record = self.game.play(Pass())
        except RULE_ERRORS as exc:
            self._say(str(exc), bad=True)
            return
        self._animate_record(record, from_hand=False)

    def _challenge(self, challenger: int) -> None:
        g = self.game
        target = g.last_play
        try:
            record = g.play(Challenge(challenger))
        except RULE_ERRORS as exc:
            self._say(str(exc), bad=True)
            return
        self._animate_challenge(record, target, challenger)

    # -------------------------------------------------------------- blank swap (S8)
    def _swappable(self, square: Square) -> bool:
        """Whether the player to move may swap a real letter for the blank on ``square``."""
        g = self.game
        if not g.rules.blank_swap or self.stage is not Stage.TURN or self.model is None:
            return False
        on_square = g.board.get(*square)
        return bool(on_square) and on_square.islower() and on_square.upper() in g.current_player.rack

    def _swappable_squares(self) -> list[Square]:
        g = self.game
        if not g.rules.blank_swap or self.stage is not Stage.TURN or self.model is None:
            return []
        return [(r, c) for r in range(15) for c in range(15) if self._swappable((r, c))]

    def _ask_swap(self, square: Square) -> None:
        self.confirm_swap = square
        self.drag = None
        self._audio("click")

    def _swap_blank(self) -> None:
        """Play the confirmed swap: the letter flies to the board, the blank to the rack."""
        square, self.confirm_swap = self.confirm_swap, None
        g = self.game
        model = self.model
        if square is None or model is None or not self._swappable(square):
            return
        model.recall()  # the real letter may be lying on the board this turn
        letter = g.board.get(*square).upper()
        order = model.rack_tiles
        mover = g.current
        try:
            g.play(SwapBlank(*square))
        except RULE_ERRORS as exc:
            self._audio("invalid")
            self._say(str(exc), bad=True)
            return
        slot = order.index(letter)
        order[slot] = "?"  # the blank takes the letter's place on the rack
        self.rack_orders[mover] = arrange(order, g.players[mover].rack)
        self.model = TurnModel(g.board, self.rack_orders[mover])
        self.focus_armed = False
        layout = self.layout
        count = len(self.rack_orders[mover])
        slot = self.rack_orders[mover].index("?") if slot >= count else slot
        rack_point = layout.rack_slot(slot, count).center
        board_point = self.board_view.square_rect(*square).center
        cell = self.board_view.cell
        self.hidden_squares.add(square)
        self.arriving.setdefault(mover, set()).add(slot)
        self.fx.fly(letter, rack_point, board_point, layout.tile, cell - 2, 0.0, 0.45, on_land=self._lander(square))
        self.fx.fly("?", board_point, rack_point, cell - 2, layout.tile, 0.15, 0.45,
                  on_land=self._rack_lander(mover, slot))
        self._audio("shuffle")
        self._say(f"{g.players[mover].name} put a real {letter} on {square_name(*square)} and took the blank. "
                  "Your turn goes on.")

    def _timeout(self) -> None:
        g = self.game
        model = self.model
        play = model.to_play() if model is not None else None
        mover = g.current
        kept = model.rack_tiles if model is not None else []
        squares = dict(model.placed) if model is not None else {}
        self._audio("timeup")
        try:
            record = g.timeout(play)
        except RULE_ERRORS as exc:
            self._say(str(exc), bad=True)
            return
        name = g.players[mover].name
        if record.kind is TurnKind.PLAY:
            index = len(g.history) - 1
            self.rack_orders[mover] = arrange(kept, g.players[mover].rack)
            played = f"{self._play_name(index)} for {record.points}"
            self._announce(f"Time's up! Your tiles were played: {played}", self.TIMEOUT_BANNER)
            # the animation says who played what; the reason must outlast it
            self._animate_record(record, from_hand=True, hold=self.TIMEOUT_BANNER)
            self._say(f"Time's up: {name}'s tiles were played, {played}.", seconds=self.TIMEOUT_NOTE)
            return
        # The placed tiles go home to the rack on the way out.
        back = ", tiles back on the rack" if squares else ""
        self._announce(f"Time's up! Turn passed{back}", self.TIMEOUT_BANNER)
        self._say(f"Time's up: {name}'s turn passed{back}.", bad=True, seconds=self.TIMEOUT_NOTE)
        self.rack_orders[mover] = arrange(kept + [model.tile(p.tile_id) for p in squares.values()]
                                          if model is not None else [], g.players[mover].rack)
        self.model = None
        self._begin_animation(mover)
        count = len(self.rack_orders[mover])
        for k, (square, placed) in enumerate(squares.items()):
            slot = count - len(squares) + k
            self.fx.fly(placed.letter if not placed.letter.islower() else "?",
                      self.board_view.square_rect(*square).center, self.layout.rack_slot(slot, count).center,
                      self.board_view.cell, self.layout.tile, k * 0.05, 0.35)
        self._end_animation(self.TIMEOUT_BANNER)

    def _undo(self) -> None:
        g = self.game
        if not g.rules.undo_allowed:
            self._say("Undo is off in this game.", bad=True)
            return
        if not g.can_undo:
            self._say("There is nothing to undo.", bad=True)
            return
        if self.model is not None:
            self.model.recall()
        try:
            g.undo()
            # With computer opponents, go back to the person's own last turn.
            while self.seats[g.current].is_computer and g.can_undo:
                g.undo()
        except RULE_ERRORS as exc:
            self._say(str(exc), bad=True)
            return
        self.shown_scores = [float(p.score) for p in g.players]
        self._say(f"Undone: it is {g.current_player.name}'s turn again.")
        self._audio("click")
        self._start_turn()

    def _hint(self) -> None:
        g = self.game
        if not g.rules.hints:
            self._say("Hints are off in this game.", bad=True)
            return
        if self.model is None or self.hint_job is not None:
            return
        try:
            job = play_ai.find_hint(g, self.hint_level + 1)
        except ImportError:
            job = None
        if job is None:
            self._say("Hints need the full word list, which this game does not have.", bad=True)
            return
        try:
            g.use_hint()
        except RULE_ERRORS as exc:
            self._say(str(exc), bad=True)
            return
        self.hint_level += 1
        self.hint_job = job
        self.hint_text = "Looking for a hint…"

    def _hint_ready(self, hint: object) -> None:
        model = self.model
        if model is None:
            return
        if hint is None:
            self.hint_text = "No word fits your tiles: try Swap or Pass."
            return
        self.hint_text = str(getattr(hint, "text", ""))
        squares: set[Square] = set()
        square = getattr(hint, "square", None)
        if square is not None:
            squares.add(square)
        play = getattr(hint, "play", None)
        if play is not None:
            squares |= set(play.play.squares)
        if squares:
            # a rung that names no square (the word alone) keeps the earlier glow
            model.set_hint(squares)
        self._audio("click")

    # ================================================================ animation
    def _begin_animation(self, owner: int | None) -> None:
        self.stage = Stage.ANIMATING
        self.anim_owner = owner
        self.drag = None

    def _end_animation(self, after: float) -> None:
        self.animator.add(Timeline().wait(after).call(self._animation_done))

    def _animation_done(self) -> None:
        self.hidden_squares.clear()
        self.arriving.clear()
        if self.stage is Stage.ANIMATING:
            self._start_turn()

    def _animate_record(self, record: TurnRecord, from_hand: bool, hold: float = 0.0) -> None:
        """Animate any turn record toward the state the game is now in; the next
        turn (or card) waits at least ``hold`` seconds."""
        g = self.game
        mover = record.player
        shown = not self.seats[mover].is_computer and (from_hand or len(self._humans()) == 1)
        self._begin_animation(mover if shown else None)
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
            self._audio("bingo" if record.bingo else "score", score=record.points)
            first = self.board_view.square_rect(play.placements[0].row, play.placements[0].col)
            self.fx.pop(f"+{record.points}", (first.centerx, first.top), self.theme.palette.accent,
                      max(28, cell), delay=t)
            if record.bingo:
                grid = self.board_view.grid
                self.fx.pop("BINGO! +50", (grid.centerx, grid.bottom - grid.h // 5), self.theme.palette.highlight,
                          max(30, cell * 3 // 2), delay=t + 0.1)
            self._animate_draw(mover, record.drawn, shown, t + 0.2)
            t += 0.4 + 0.08 * len(record.drawn)
            self._say(f"{name}: {self._log_text(len(g.history) - 1)} for {record.points}.")
        elif record.kind is TurnKind.EXCHANGE and isinstance(record.move, Exchange):
            self._animate_exchange(record, mover, [], shown=shown)
            return
        elif record.kind is TurnKind.PASS:
            self._say(f"{name} {record.note or 'passed'}.")
            t = 0.5
        elif record.kind is TurnKind.TIMEOUT:
            self._say(f"{name} ran out of time.", bad=True)
            t = 0.5
        else:
            t = 0.4
        self._end_animation(max(hold, t + 0.35))

    def _lander(self, square: Square) -> Callable[[], None]:
        def land() -> None:
            self.hidden_squares.discard(square)
            self._audio("place")

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
            letters = self._rack_letters(player)
            self.rack_orders[player] = letters
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

    def _animate_exchange(self, record: TurnRecord, mover: int, slots: list[int], shown: bool) -> None:
        g = self.game
        self._begin_animation(mover if shown else None)
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
        self._audio("shuffle")
        self._say(f"{g.players[mover].name} swapped {n} tile{'s' if n != 1 else ''}.")
        self._end_animation(0.45 + 0.4 + 0.08 * n + 0.3)

    def _animate_challenge(self, record: TurnRecord, target: TurnRecord | None, challenger: int) -> None:
        g = self.game
        self._begin_animation(None)
        p = self.theme.palette
        cname = g.players[challenger].name
        if record.kind is TurnKind.WITHDRAWN and target is not None and isinstance(target.move, TilePlay):
            victim = target.player
            self._audio("challenge_upheld")
            home = self._panel_centre(victim)
            for k, placement in enumerate(target.move.placements):
                self.fx.fly(placement.letter, self.board_view.square_rect(placement.row, placement.col).center,
                          home, self.board_view.cell, self.layout.tile // 3, k * 0.07, 0.5)
            self.fx.pop(f"{-target.points:+d}" if target.points else "0", home, p.bad, 30, 0.3)
            self._announce(f"Challenge upheld! {record.note[:1].upper() + record.note[1:]}. "
                           f"{g.players[victim].name} scores 0.")
            self._end_animation(0.5 + 0.07 * len(target.move.placements) + 1.6)
            return
        self._audio("challenge_rejected")
        mode = g.rules.challenge
        if mode is ChallengeMode.DOUBLE:
            self.fx.pop("loses a turn", self._panel_centre(challenger), p.bad, 24)
        elif mode is ChallengeMode.PENALTY:
            self.fx.pop(f"-{g.rules.challenge_points}", self._panel_centre(challenger), p.bad, 30)
        elif mode is ChallengeMode.BONUS and target is not None:
            self.fx.pop(f"+{g.rules.challenge_points}", self._panel_centre(target.player), p.good, 30)
        self._announce(f"{cname} challenged: {record.note}.")
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
        self.message_time = max(0.0, self.message_time - dt)
        if self.notice and self.message == self.notice and len(self.game.history) == self.moves_at_start:
            self.message_time = max(self.message_time, 1.0)
        self.banner_time = max(0.0, self.banner_time - dt)
        for i, player in enumerate(self.game.players):
            # scores count up toward the truth
            gap = player.score - self.shown_scores[i]
            self.shown_scores[i] += gap * min(1.0, dt * 5) if abs(gap) > 0.5 else gap
        if self.stage is Stage.TURN and not self.paused:
            for event in self.clock.tick(dt):
                if event is ClockEvent.SECOND:
                    self._audio("tick")
                elif event is ClockEvent.EXPIRED:
                    self._timeout()
                    return
            hint_job = self.hint_job
            if hint_job is not None and hint_job.done:
                self.hint_job = None
                try:
                    self._hint_ready(hint_job.result())
                except Exception as exc:
                    self.hint_text = f"No hint this time ({exc})."
            check = self.can_play_check
            if check is not None and check.done:
                self.can_play_check = None
                try:
                    can_play = check.result()
                except Exception:
                    can_play = True  # unknown: never tell a child they are stuck when they may not be
                if not can_play:
                    self.no_play_notice = True
                    self._say("No word fits your tiles this time. Try Swap to change some, or Pass.",
                              seconds=8)
        elif self.stage is Stage.THINKING and not self.paused:
            self.think_time += dt
            job = self.thinking
            least = DEMO_THINK_AT_LEAST if self.demo else THINK_AT_LEAST
            if job is not None and job.done and self.think_time >= least:
                self.thinking = None
                try:
                    move = job.result()
                except Exception as exc:
                    self._say(f"{self.game.current_player.name} could not decide ({exc}) and passes.", bad=True)
                    move = Pass()
                self._apply_move(move)

    # ================================================================ input
    def button_rects(self) -> list[pygame.Rect]:
        # the rack and the board are pressed too, but a toast may pass over them: it sits
        # over the top of the board at worst, and goes in a few seconds
        return [b.rect for b in self.buttons.values()] + [b.rect for b in self._modal_buttons()]

    def handle_event(self, event: pygame.event.Event) -> None:
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
            top = max_scroll(self.theme, self.layout.log, self._log()[0], self.layout.font)
            self.log_scroll = max(0, min(top, self.log_scroll + event.y))
            return
        if self.stage is Stage.ANIMATING:
            if event.type in PRESSES:
                # Input during an animation finishes it; the press itself is not acted on.
                self.animator.finish_all()
            return
        word_in_progress = self.stage is Stage.TURN and self.model is not None and self.model.cursor is not None
        if event.type == pygame.KEYDOWN and is_pause_key(event, word_in_progress):
            self._open_menu()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is not None:
                self._drop(event.pos)
            return
        modal = self._modal_buttons()
        if modal:
            self._modal_event(event, modal)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type in (pygame.JOYHATMOTION, pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN):
            self._gamepad(event)

    def _open_menu(self) -> None:
        self.drag = None
        self._audio("click")
        self.ctx.stack.push(self.ctx.scenes.pause(self))

    def _leave_demo(self) -> None:
        self.ctx.stack.replace(self.ctx.scenes.menu())

    # -------------------------------------------------------------- buttons
    def button_state(self, key: str) -> tuple[bool, str]:
        """(enabled, why not) for an action button, from the game state."""
        g = self.game
        turn = self.stage is Stage.TURN and self.model is not None
        if key == "menu":
            return True, ""
        if not turn:
            return False, "wait for your turn"
        assert self.model is not None
        if key == "play":
            if self.exchange_mode:
                n = len(self.model.selected)
                problem = g.exchange_problem(n)
                return problem is None, problem or ""
            return self.model.has_placed, "put some tiles on the board first"
        if key == "exchange":
            if self.exchange_mode:
                return True, ""
            problem = g.exchange_problem(1)
            return problem is None, problem or ""
        if key == "pass":
            return True, ""
        if key == "hint":
            if not g.rules.hints:
                return False, "hints are off in this game"
            left = g.hints_left(g.current)
            return left is None or left > 0, "no hints left"
        if key == "undo":
            if not g.rules.undo_allowed:
                return False, "undo is off in this game"
            return g.can_undo, "there is nothing to undo yet"
        if key == "shuffle":
            return bool(self.model.order), "no tiles on the rack"
        if key == "recall":
            return self.model.has_placed, "no tiles on the board to take back"
        return False, ""

    def _labels(self) -> None:
        b = self.buttons
        if self.exchange_mode and self.model is not None:
            n = len(self.model.selected)
            b["play"].label = f"Swap {n}" if n else "Swap"
            b["exchange"].label = "Cancel"
        else:
            b["play"].label = "Play"
            b["exchange"].label = "Swap"
        left = self.game.hints_left(self.game.current)
        b["hint"].label = "Hint" if left is None or not self.game.rules.hints else f"Hint ({left})"

    def _press(self, key: str) -> None:
        enabled, why = self.button_state(key)
        if not enabled:
            self._audio("invalid")
            if self.buttons[key].hover:
                self.tags_armed = True
                # the button's own tag under the pointer gives the reason; an older note would
                # only compete with it
                self.message_time = 0.0
            else:
                self._say(why, bad=True)  # pressed from the keys: the pointer may be anywhere
            return
        self._audio("click")
        model = self.model
        if key == "menu":
            self._open_menu()
        elif key == "play":
            if self.exchange_mode:
                self._exchange()
            else:
                self._submit()
        elif key == "exchange" and model is not None:
            if self.exchange_mode:
                self.exchange_mode = False
                model.clear_selection()
            else:
                model.recall()
                model.clear_selection()
                self.exchange_mode = True
                self.message_time = 0.0  # the preview panel explains swapping; an old note would compete
        elif key == "pass":
            self.confirm_pass = True
        elif key == "hint":
            self._hint()
        elif key == "undo":
            self._undo()
        elif key == "shuffle" and model is not None:
            model.shuffle(self.rng)
            self._audio("shuffle")
        elif key == "recall" and model is not None:
            model.recall()

    # -------------------------------------------------------------- modals
    def _modal_buttons(self) -> list[ModalButton]:
        """Buttons of whatever card is open, laid out for the current window."""
        g = self.game
        board = self.board_view.rect
        if self.stage is Stage.HANDOFF:
            return handoff_buttons(board, g.current_player.name)
        if self.stage is Stage.CHALLENGE:
            choices = [(f"{g.players[i].name} challenges", f"challenge:{i}") for i in self._challengers()]
            if g.phase is Phase.FINAL_CHALLENGE:
                choices.append(("Accept the play", "accept"))
            else:
                choices.append(("No challenge", "continue"))
            return challenge_buttons(board, self._challenge_card(), choices)
        if self.stage is not Stage.TURN or self.model is None:
            return []
        if self.model.pending_blank is not None:
            return picker_buttons(board, self.picker_focus)
        if self.confirm_pass or self.confirm_swap is not None:
            return confirm_buttons(board, self._confirm_card(), swap=self.confirm_swap is not None)
        return []

    def _challenge_card(self) -> pygame.Rect:
        # keep the challenged word in view: the card sits in the half of the board away from it
        record = self.game.last_play
        rows = [p.row for p in record.move.placements] if record is not None and isinstance(
            record.move, TilePlay) else []
        view = self.board_view
        return challenge_card(view.rect, view.grid, view.cell, rows, self.theme, challenge_terms(self.game),
                              self.layout.font)

    def _confirm_card(self) -> pygame.Rect:
        return confirm_card(self.board_view.rect, self.board_view.grid, self.confirm_swap)

    def _modal_cancel(self) -> str | None:
        """The action that closes the open card without doing anything, if it has one."""
        if self.stage is not Stage.TURN or self.model is None:
            return None
        if self.model.pending_blank is not None:
            return "blank-cancel"
        if self.confirm_swap is not None:
            return "swap-no"
        if self.confirm_pass:
            return "pass-no"
        return None

    def _modal_event(self, event: pygame.event.Event, buttons: list[ModalButton]) -> None:
        picking = self.stage is Stage.TURN and self.model is not None and self.model.pending_blank is not None
        if picking and event.type != pygame.KEYDOWN:
            focus = picker_step(event, self.picker_focus)
            if focus is not None:
                self.picker_focus = focus
                return
        lone = None
        if self.stage is Stage.CHALLENGE:
            challengers = self._challengers()
            lone = challengers[0] if len(challengers) == 1 else None
        card = OpenCard(
            buttons=buttons,
            rect=picker_card(self.board_view.rect) if picking else self._confirm_card(),
            cancel=self._modal_cancel(),
            picking=picking,
            picker_focus=self.picker_focus,
            confirm_pass=self.confirm_pass,
            lone_challenger=lone,
        )
        action = card_action(event, card)
        if action is not None:
            self._modal_action(action)

    def _modal_action(self, action: str) -> None:
        model = self.model
        if action == "reveal":
            self._reveal()
        elif action == "continue":
            self._audio("click")
            self._start_turn()
        elif action == "accept":
            self._accept_final()
        elif action.startswith("challenge:"):
            self._challenge(int(action.split(":")[1]))
        elif action.startswith("blank:") and model is not None:
            model.choose_blank_letter(action.split(":")[1])
            self._audio("place")
        elif action == "blank-cancel" and model is not None:
            model.cancel_blank()
        elif action == "pass-yes":
            self._pass()
        elif action == "pass-no":
            self.confirm_pass = False
        elif action == "swap-yes":
            self._swap_blank()
        elif action == "swap-no":
            self.confirm_swap = None

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
            drag = turn_click(pos, self.model, self.exchange_mode, self.layout, self.board_view, self.game.board,
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
                self._reveal()
            return
        if self.stage is Stage.TURN and self.model is not None:
            turn_key(event, self.model, self.exchange_mode, self.focus_armed, self._turn_actions)

    def _gamepad(self, event: pygame.event.Event) -> None:
        """Raw gamepad events: any button reveals a hand-off; on a turn, see :func:`turn_pad`."""
        if self.stage is Stage.HANDOFF:
            if event.type != pygame.JOYHATMOTION:
                self._reveal()
            return
        if self.stage is Stage.TURN and self.model is not None:
            turn_pad(event, self.model, self.exchange_mode, self._turn_actions)

    def _arm_focus(self, armed: bool) -> None:
        self.focus_armed = armed

    # ================================================================ move log
    def _move_log(self) -> MoveLog:
        """The log of the whole history, rebuilt only when the history changes."""
        g = self.game
        # The last record as well as the length: after an undo and a new move
        # the length is the same but the log is not.
        key = (len(g.history), g.history[-1] if g.history else None)
        if self._log_cache[0] != key:
            self._log_cache = (key, build_move_log(g, self.colour))
        return self._log_cache[1]

    def _log(self) -> tuple[list[LogLine], set[Square]]:
        """Log lines for the whole history and the squares of the last play still standing."""
        log = self._move_log()
        return log.lines, log.last_play

    def _log_text(self, index: int) -> str:
        lines = self._move_log().lines
        return lines[index].text if 0 <= index < len(lines) else ""

    def _play_name(self, index: int) -> str:
        """The play at history ``index`` in notation ("8D PIBAL"), without the log's remarks."""
        return self._move_log().play_names.get(index, "")

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
        if self.tags_armed and not self._modal_buttons() and not self.paused and self.stage is not Stage.ANIMATING:
            # while tiles fly, a tag popping up under a resting pointer only distracts
            for key, button in self.buttons.items():
                hidden = key in ("shuffle", "recall") and self.stage is not Stage.TURN
                if button.hover and not button.enabled and not hidden:
                    button.draw_reason(surface, theme, self.button_state(key)[1])

    def _dragging_id(self) -> int | None:
        return self.drag.tile_id if self.drag is not None and self.drag.moved else None

    def _draw_board(self, surface: pygame.Surface) -> None:
        model = self.model
        extra: dict[Square, str] = {}
        highlight: set[Square] = set()
        dragging = self._dragging_id()
        if model is not None and self.stage is Stage.TURN and not self.paused:
            for square, placed in model.placed.items():
                if placed.tile_id != dragging:
                    extra[square] = placed.letter
            if model.pending_blank is not None:
                extra[model.pending_blank[1]] = "?"
            highlight |= model.hinted
        _, last = self._log()
        self.board_view.draw(surface, self.game.board, highlight=highlight, last_move=last,
                             hidden=self.hidden_squares, extra=extra)
        if model is None or self.stage is not Stage.TURN or self.paused:
            return
        view = self.board_view
        view.draw_hint_glow(surface, model.hinted, self.pulse)
        view.draw_invalid(surface, self._invalid_squares())
        if not model.has_placed:
            view.draw_swap_rings(surface, self._swappable_squares(), self.pulse)
        if model.cursor is not None:
            view.draw_cursor(surface, model.cursor, model.across, self.pulse, arrow=model.cursor not in model.placed)

    def _invalid_squares(self) -> set[Square]:
        """Squares of words the word list rejects (void mode only: Game.preview decides)."""
        preview = self._preview()
        if preview is None or not preview.invalid_words or preview.score is None:
            return set()
        out: set[Square] = set()
        for word in preview.score.words:
            if word.word.upper() in preview.invalid_words:
                dr, dc = (0, 1) if word.across else (1, 0)
                out |= {(word.row + k * dr, word.col + k * dc) for k in range(len(word.word))}
        return out

    def _preview(self) -> Preview | None:
        model = self.model
        if model is None or self.stage is not Stage.TURN:
            return None
        play = model.to_play()
        if play is None:
            return None
        return self.game.preview(play)

    def _draw_rack(self, surface: pygame.Surface) -> None:
        layout = self.layout
        owner = self._rack_owner()
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
            letters = self._rack_letters(owner)
            draw_rack(surface, self.theme, self.tiles, layout, letters, skip=self.arriving.get(owner, set()),
                      owner_colour=self.colour(owner))
        else:
            who = g.current
            count = len(g.players[who].rack)
            if self.paused:
                caption = "Paused"
            elif self.stage is Stage.HANDOFF:
                caption = f"{g.players[who].name}'s tiles are hidden"
            draw_rack(surface, self.theme, self.tiles, layout, [""] * count, face_down=True,
                      caption=caption)
        for key in ("shuffle", "recall"):
            button = self.buttons[key]
            button.enabled = self.button_state(key)[0]
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
        viewer = self._rack_owner()
        unseen = sum(g.unseen(viewer if viewer is not None else g.current).values())
        theme = self.theme
        draw_bag(surface, theme, layout.bag, g.bag_count, unseen, layout.font)
        draw_preview_box(surface, theme, layout.preview, layout.font, *self._preview_text())
        lines, _ = self._log()
        draw_move_log(surface, theme, layout.log, lines, self.log_scroll, layout.font)
        self._labels()
        for key in ("play", "exchange", "pass", "hint", "undo", "menu"):
            button = self.buttons[key]
            button.enabled = self.button_state(key)[0]
            button.draw(surface, theme)

    def _preview_text(self) -> PreviewText:
        p = self.theme.palette
        name = self.game.current_player.name
        if self.stage is Stage.TURN and self.model is not None:
            if self.exchange_mode:
                return exchange_text(self.game, len(self.model.selected), p)
            preview = self._preview()
            if preview is None:
                tip = self.hint_text or ("No word fits: try Swap or Pass." if self.no_play_notice else None)
                return idle_turn_text(self.game, tip, self._swappable_squares(), self._last_summary(), p)
            return play_preview_text(preview, p)
        last = (self._last_summary(), p.text_dim)
        if self.stage is Stage.THINKING:
            return f"{name} is thinking…", p.text, [last]
        if self.stage is Stage.HANDOFF:
            return f"Waiting for {name}", p.text, [last]
        if self.stage is Stage.CHALLENGE:
            return "Challenge?", p.text, [last]
        return after_move_text(self.game, self._log()[0], p)

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        theme = self.theme
        g = self.game
        buttons = self._modal_buttons()
        if self.stage is Stage.HANDOFF:
            handoff_view.draw_curtain(surface)
            lines = [self._last_summary(), "Everyone else: look away from the rack!"]
            handoff_view.draw_handoff(surface, theme, handoff_card(self.board_view.rect), g.current_player.name,
                                      self.colour(g.current), [ln for ln in lines if ln])
        elif self.stage is Stage.CHALLENGE:
            handoff_view.draw_curtain(surface, 120)
            draw_challenge_card(surface, theme, self._challenge_card(), self.layout.font,
                                self._challenge_headings(), challenge_terms(g))
        elif self.stage is Stage.TURN and self.model is not None and self.model.pending_blank is not None:
            draw_picker_card(surface, theme, picker_card(self.board_view.rect), self.layout.font)
        elif self.stage is Stage.TURN and self.confirm_swap is not None:
            draw_swap_card(surface, theme, self._confirm_card(), self.layout.font,
                           g.board.get(*self.confirm_swap).upper(), square_name(*self.confirm_swap))
        elif self.stage is Stage.TURN and self.confirm_pass:
            draw_pass_card(surface, theme, self._confirm_card(), self.layout.font)
        hover_at = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        for b in buttons:
            hover = hover_at is not None and b.rect.collidepoint(hover_at)
            draw_card_button(surface, theme, b.rect, b.label, b.primary, b.focused, hover)
        if self.paused:
            handoff_view.draw_curtain(surface, 90)
        banner = self.banner_time > 0 and bool(self.banner) and self.stage not in (Stage.HANDOFF, Stage.CHALLENGE)
        if banner:
            # a card opening in the same spot takes over; the note under the board keeps the news
            draw_banner(surface, theme, self.board_view.rect, self.board_view.grid, self.layout.font, self.banner,
                        self._log()[1])
        if self.message_time > 0 and self.message and not self.paused and not banner:
            # one piece of news at a time: the note waits while the banner says it
            draw_note(surface, theme, self.board_view.rect, self.layout.font, self.message, self.message_bad)

    def _last_summary(self) -> str:
        return last_summary(self._log()[0])

    def _challenge_headings(self) -> tuple[str, str] | None:
        """The challenge card's two top lines: who played what, and the words formed."""
        return challenge_headings(self.game, self._move_log())
