"""The turn flow of a game on screen, without a window: what happens next and why.

Stages of a turn (:mod:`game.ui.play.turn_state`): HANDOFF ("Pass to Ana",
racks hidden) -> TURN (placing tiles) -> ANIMATING (tiles settle, score pops,
new tiles arrive) -> CHALLENGE (other players may challenge; racks hidden) ->
the next turn.  Computer seats go THINKING (the engine process) -> ANIMATING.
In challenge modes computer seats decide whether to challenge a play before
anyone else is asked; they know the word list, so they only ever challenge a phony.

:class:`TurnFlow` moves its :class:`~game.ui.play.turn_state.TurnMachine` from
stage to stage, and owns the turn clock, the turn in progress
(:class:`~game.ui.play.model.TurnModel`) and every move made through the rules
:class:`~game.rules.game.Game`; its :class:`EngineAnswers` runs the computer
seats and collects hints.  What the players see and hear goes to a
:class:`TurnView` (the play scene's :class:`~game.ui.play.animation.TurnShow`),
which calls :meth:`TurnFlow.animation_done` when an animation it was asked for
has finished.  Every move and the session are kept through :attr:`TurnFlow.keeping`
(:mod:`game.ui.play.keeping`), so a window that dies comes back to the same turn.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import replace

from game.engine.levels import STAND_IN
from game.i18n import _
from game.rules.board import SIZE
from game.rules.clock import ClockEvent, TurnClock
from game.rules.game import Game, Phase, Preview, SwapBlank, TurnKind, TurnRecord
from game.rules.move import Challenge, Exchange, Move, Pass
from game.rules.ruleset import ExchangeLimit
from game.rules.variant import stacks
from game.setup.seats import SeatConfig
from game.store import SessionState
from game.ui.play import computer as play_ai
from game.ui.play.clock_ticks import ticks as clock_ticks
from game.ui.play.engine_answers import EngineAnswers
from game.ui.play.hint_words import HintFacts
from game.ui.play.keeping import TurnKeeping
from game.ui.play.model import Square, TurnModel, arrange
from game.ui.play.refusals import button_state
from game.ui.play.stage import (
    RECORD_KINDS,
    RULE_ERRORS,
    MoveRecorder,
    Stage,
    TurnView,
)
from game.ui.play.turn_state import Action, ChallengeStage, TurnMachine
from game.words import error_text, refusal_text

__all__ = ["RECORD_KINDS", "RULE_ERRORS", "MoveRecorder", "Stage", "TurnFlow", "TurnView"]


class TurnFlow:
    """``TurnFlow(game, seats, view, demo=False)``; ``seats`` in the game's playing order.

    ``strategy`` replaces the engine's computer players (tests); ``rng``
    shuffles racks.  ``recorder`` keeps each move; ``session`` is what a saved
    game's window was showing when it was left (clock, open challenge).
    """

    def __init__(
        self,
        game: Game,
        seats: list[SeatConfig],
        view: TurnView,
        demo: bool = False,
        *,
        strategy: play_ai.Strategy | None = None,
        rng: random.Random | None = None,
        recorder: MoveRecorder | None = None,
        session: SessionState | None = None,
    ) -> None:
        if len(seats) != len(game.players):
            raise ValueError("one seat per player, in playing order")
        self.game = game
        if game.has_play is None:  # not saved with the game: the rules need it to judge exchanges
            game.has_play = play_ai.has_play_checker(game)
        self.seats = list(seats) if not demo else [
            s if s.is_computer else SeatConfig(s.name, STAND_IN.name, team=s.team) for s in seats
        ]
        self.view = view
        self.demo = demo
        self.strategy = strategy
        self.rng = rng or random.Random()
        #: the stage of the turn, its one door (:meth:`TurnMachine.go`) and its listeners
        self.turn = TurnMachine()
        self.model: TurnModel | None = None
        # each turn's clock is the seat's own (docs/rules.md, "Handicaps"): made again as each turn begins
        self.clock: TurnClock = game.turn_clock()
        self.rack_orders: dict[int, list[str]] = {}
        self.exchange_mode = False
        self.confirm_pass = False
        self.confirm_swap: Square | None = None  # a board blank the player asked to swap for
        self.engine = EngineAnswers(self)
        self.can_play_check: play_ai.Job[bool] | None = None
        self.no_play_notice = False
        self.viewer: int | None = None  # the player whose rack was last revealed
        self.offered: set[int] = set()  # history indexes already offered for challenge
        self.paused = False
        self.anim_owner: int | None = None  # whose rack the current animation shows
        self.hint_level = 0
        # what the preview box says of the hint, worded as it is drawn (a language
        # chosen meanwhile rewords it): see :attr:`hint_text`
        self.hint_words: Callable[[], str] = str
        self.hint_job: play_ai.Job[HintFacts | None] | None = None
        self.finished = False
        self.recorder = None if demo else recorder
        #: each move and the session kept; what a saved game left for the first turn shown
        self.keeping = TurnKeeping(self, session)
        self.keeping.keep_phones(self.phone_players())

    @property
    def stage(self) -> Stage:
        """The stage the turn stands in (:attr:`turn`'s)."""
        return self.turn.stage

    def allows(self, action: Action) -> bool:
        """Whether the turn's stage allows ``action`` now (a pause aside: see
        :meth:`~game.ui.play.turn_state.TurnState.refusal`)."""
        return action in self.turn.state.allows

    @property
    def thinking(self) -> play_ai.Job[Move] | None:
        """The search of the computer seat thinking now (see :class:`EngineAnswers`)."""
        return self.engine.job

    # ================================================================ who and what
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_computer]

    @property
    def kid_mode(self) -> bool:
        """Whether the player to move plays as a child: a Kids game, or a seat on the
        kids list in any game (docs/rules.md, "Handicaps")."""
        rules = self.game.rules
        return self.game.handicap(self.game.current).word_list_for(rules) == "kids" or rules.name.lower() == "kids"

    def rack_owner(self) -> int | None:
        """Whose rack is face up now, or None (hand-off, challenges, pause, computers,
        and a player on their phone: that rack is never drawn on the TV)."""
        if self.paused:
            return None
        humans = self.humans()
        owner: int | None = None
        if not humans:
            return None
        if len(humans) == 1:
            owner = humans[0]
        elif self.stage is Stage.TURN:
            owner = self.game.current
        elif self.stage is Stage.ANIMATING and self.anim_owner is not None:
            owner = self.anim_owner
        return None if owner is None or self.on_phone(owner) else owner

    def rack_stays_up(self, mover: int) -> bool:
        """Whether ``mover``'s rack stays face up while their move is shown, its new tiles
        flying in: only for the one person at the screen.  On a shared screen the next
        player is already looking, so the rack is hidden the moment the move is made."""
        return not self.seats[mover].is_computer and len(self.humans()) == 1 and not self.on_phone(mover)

    def rack_letters(self, player: int) -> list[str]:
        """``player``'s rack in the order they arranged it."""
        return arrange(self.rack_orders.get(player, []), self.game.players[player].rack)

    def challengers(self, *, still_asked: bool = False) -> list[int]:
        """The people who may challenge the open play now, on the TV's card or on their
        phones: the card is the table's one window for a challenge, so it waits for the
        players on a phone too (their phones offer Challenge and No challenge meanwhile).
        With ``still_asked``, only those the card still waits for: not those who let the
        play stand on their phones."""
        g = self.game
        record = g.last_play
        if record is None:
            return []
        state = self.turn.state
        answered = state.answered if still_asked and isinstance(state, ChallengeStage) else set()
        return [
            i for i in self.humans()
            if i != record.player and i not in answered and g.challenge_problem(i) is None
        ]

    @property
    def hint_text(self) -> str:
        """The hint line of the preview box ("" for none), in the language of the moment."""
        return self.hint_words()

    def preview(self) -> Preview | None:
        """What the tiles placed this turn would make, or None with nothing placed."""
        model = self.model
        if model is None or not self.allows(Action.PLACE):
            return None
        play = model.to_play()
        if play is None:
            return None
        return self.game.preview(play)

    def invalid_squares(self) -> set[Square]:
        """Squares of words the word list rejects (void mode only: Game.preview decides)."""
        preview = self.preview()
        if preview is None or not preview.invalid_words or preview.score is None:
            return set()
        # Upwords' Qu tile is one square that reads as two letters (docs/rules.md "Upwords")
        qu_tiles = stacks(self.game.board)
        out: set[Square] = set()
        for word in preview.score.words:
            if word.word.upper() in preview.invalid_words:
                dr, dc = (0, 1) if word.across else (1, 0)
                span = len(word.word) - (word.word.upper().count("QU") if qu_tiles else 0)
                out |= {(word.row + k * dr, word.col + k * dc) for k in range(span)}
        return out

    def swappable(self, square: Square) -> bool:
        """Whether the player to move may swap a real letter for the blank on ``square``."""
        g = self.game
        if not g.rules.blank_swap or not self.allows(Action.SWAP) or self.model is None:
            return False
        on_square = g.board.get(*square)
        return bool(on_square) and on_square.islower() and on_square.upper() in g.current_player.rack

    def swappable_squares(self) -> list[Square]:
        g = self.game
        if not g.rules.blank_swap or not self.allows(Action.SWAP) or self.model is None:
            return []
        return [(r, c) for r in range(SIZE) for c in range(SIZE) if self.swappable((r, c))]

    def can_undo(self) -> bool:
        """Whether undoing leads back to a person's turn.

        Undo takes back computer turns along with the person's own; when only
        computer turns lie behind (a computer made the opening move), undoing
        would hand the turn straight back to a computer, which would play again.
        """
        return self.game.can_undo and self.engine.person_behind()

    def button_state(self, key: str) -> tuple[bool, str]:
        """(enabled, why not) for an action button (:func:`~game.ui.play.refusals.button_state`)."""
        return button_state(self, key)

    # ================================================================ stages
    def start_turn(self) -> None:
        """Decide what happens next from the game state alone."""
        g = self.game
        self.model = None
        self.exchange_mode = False
        self.confirm_pass = False
        self.confirm_swap = None
        self.view.input_stopped(turn_over=True)
        self.hint_words = str
        self.hint_level = 0
        self.hint_job = None
        self.no_play_notice = False
        self.can_play_check = None
        self.anim_owner = None
        self.offered = {i for i in self.offered if i < len(g.history)}
        if g.over:
            self.turn.go(Stage.DONE)
            if not self.finished:
                self.finished = True
                self.clock.pause()
                self.view.game_over()
            return
        # a play not yet offered for challenge: computers speak first, then people
        open_play = g.challengeable if g.challengeable not in self.offered else None
        if open_play is not None:
            self.offered.add(open_play)
            if self.engine.challenge():
                return
        final = g.phase is Phase.FINAL_CHALLENGE
        if (open_play is not None or final) and self.challengers():
            self.turn.go(Stage.CHALLENGE)
            return
        if final:
            self.accept_final()
            return
        if self.seats[g.current].is_computer:
            self.engine.start()
        elif self.on_phone(g.current):
            self.reveal()  # the rack is on the phone: nobody passes the screen
        elif len(self.humans()) > 1 and self.viewer != g.current:
            self.turn.go(Stage.HANDOFF)
        else:
            self.reveal()
        if g.challengeable is not None:
            self.keeping.save()  # nobody challenged: the play stands, even if the window dies now

    def reveal(self) -> None:
        """The player to move takes the rack: their turn and their clock begin."""
        g = self.game
        self.viewer = g.current
        order = self.rack_letters(g.current)
        self.rack_orders[g.current] = order
        self.model = TurnModel(g.board, order, swap_one=g.rules.exchange_limit is ExchangeLimit.ONE)
        # this seat's own clock, full: a seat without one shows none and never times out
        self.clock = g.turn_clock(g.current)
        kept = self.keeping
        if kept.clock_left is not None and self.clock.enabled:
            self.clock.elapsed = max(0.0, self.clock.limit - kept.clock_left)
        kept.clock_left = None
        # the hint already spent on this turn before the game was left is not spent again,
        # and what it said is shown again
        self.hint_level, kept.hint_level_left = kept.hint_level_left, 0
        if self.hint_level:
            self.engine.resume_hint(self.hint_level)
        if self.paused:
            self.clock.pause()
        self.turn.go(Stage.TURN)
        if self.kid_mode:
            self.can_play_check = play_ai.check_can_play(g, g.current)

    def begin_animation(self, owner: int | None) -> None:
        """The screen catches up with the game; ``owner``'s rack shows meanwhile."""
        self.turn.go(Stage.ANIMATING)
        self.anim_owner = owner
        self.view.input_stopped()

    def animation_done(self) -> None:
        if self.stage is Stage.ANIMATING:
            self.start_turn()

    def pause(self) -> None:
        """The game is paused: the clock stops, and a computer's search stops at once
        (its turn is asked again after the pause: :meth:`EngineAnswers.pause`)."""
        self.paused = True
        self.clock.pause()
        self.engine.pause()
        self.keeping.save()

    def resume(self) -> None:
        self.paused = False
        self.clock.resume()

    def stop(self) -> None:
        """The scene is going: a computer still thinking is not listened to."""
        self.engine.stop()
        self.can_play_check = None
        self.keeping.save()

    # ================================================================ time
    def tick(self, dt: float) -> None:
        """Run the clock and collect the answers of the jobs running in the background."""
        if self.paused:
            return
        state = self.turn.state
        if state.clock_runs:
            second = math.ceil(before := self.clock.remaining)
            events = self.clock.tick(dt)
            for semitones in clock_ticks(before, self.clock.remaining, self.clock.warning):
                self.view.sound("tick", semitones=semitones)  # faster and rising in the last seconds
            for event in events:
                if event is ClockEvent.EXPIRED:
                    self.timeout()
                    return
            if self.clock.enabled and math.ceil(self.clock.remaining) < second:
                self.keeping.save(whole_second=True)  # a whole second gone: kept, in case the window dies
            self.engine.collect()
        elif state.stage is Stage.THINKING:
            self.engine.tick(dt)

    # ================================================================ moves
    def animate(self, record: TurnRecord, from_hand: bool) -> None:
        """Keep the move just made and show it; ``from_hand``: played from the rack on screen."""
        self.keeping.record(RECORD_KINDS.get(record.kind, "play"))
        mover = record.player
        shown = self.rack_stays_up(mover)
        if record.kind is TurnKind.EXCHANGE and isinstance(record.move, Exchange):
            self.begin_animation(mover if shown else None)
            self.view.show_exchange(record, mover, [], shown)
            return
        self.begin_animation(mover if shown else None)
        self.view.show_record(record, from_hand, shown)

    def submit(self) -> None:
        """Play the tiles placed this turn."""
        model = self.model
        if model is None:
            return
        if model.pending_blank is not None:
            self.view.say(_("Choose a letter for your blank first."), bad=True)
            return
        play = model.to_play()
        if play is None:
            self.view.say(_("Put some tiles on the board first, or choose Swap or Pass."), bad=True)
            return
        g = self.game
        mover = g.current
        kept = model.rack_tiles
        try:
            record = g.play(play)
        except RULE_ERRORS as exc:
            gentle = g.handicap(mover).checked_as_played and bool(self.invalid_squares())
            if gentle:
                # a seat checked as played (a child) hears no buzzer and reads no red for a
                # word not in their list: the rules' kind words, a while longer (docs/rules.md, "Handicaps")
                self.view.sound("click")
                self.view.say(error_text(exc), seconds=7)
            else:
                self.view.sound("invalid")
                self.view.say(error_text(exc), bad=True)
            return
        self.rack_orders[mover] = arrange(kept, g.players[mover].rack)
        self.animate(record, from_hand=True)

    def toggle_exchange(self) -> bool:
        """Swap mode on or off (tiles on the board come home); True if now on."""
        model = self.model
        if model is None:
            return False
        model.clear_selection()
        if self.exchange_mode:
            self.exchange_mode = False
            return False
        model.recall()
        self.exchange_mode = True
        return True

    def exchange(self) -> None:
        """Swap the tiles selected on the rack."""
        model = self.model
        if model is None:
            return
        tiles = model.selected_tiles()
        problem = self.game.exchange_problem(len(tiles))
        if problem:
            self.view.say(refusal_text(problem), bad=True)
            self.view.sound("invalid")
            return
        g = self.game
        mover = g.current
        kept = [model.tile(i) for i in model.order if i not in model.selected]
        slots = [model.order.index(i) for i in model.order if i in model.selected]
        try:
            record = g.play(Exchange(tiles))
        except RULE_ERRORS as exc:
            self.view.say(error_text(exc), bad=True)
            return
        self.rack_orders[mover] = arrange(kept, g.players[mover].rack)
        self.exchange_mode = False
        self.keeping.record("exchange")
        shown = self.rack_stays_up(mover)
        self.begin_animation(mover if shown else None)
        self.view.show_exchange(record, mover, slots, shown)

    def pass_turn(self, *, from_hand: bool = True) -> None:
        """The player to move passes, their placed tiles home; ``from_hand`` False: the
        pass that lets the play ending the game stand (:meth:`accept_final`)."""
        self.confirm_pass = False
        if self.model is not None:
            self.model.recall()
        try:
            record = self.game.play(Pass())
        except RULE_ERRORS as exc:
            self.view.say(error_text(exc), bad=True)
            return
        self.animate(record, from_hand)

    def accept_final(self) -> None:
        """Nobody challenges the play that ended the game: the rules take a pass for that."""
        self.pass_turn(from_hand=False)

    def challenge(self, challenger: int) -> None:
        g = self.game
        target = g.last_play
        try:
            record = g.play(Challenge(challenger))
        except RULE_ERRORS as exc:
            self.view.say(error_text(exc), bad=True)
            return
        self.keeping.record("challenge")
        self.begin_animation(None)
        self.view.show_challenge(record, target, challenger)

    def ask_swap(self, square: Square) -> None:
        """Open the card asking whether to swap a real letter for the blank on ``square``."""
        self.confirm_swap = square
        self.view.input_stopped()

    def swap_blank(self) -> None:
        """Play the confirmed swap: the letter goes to the board, the blank to the rack."""
        square, self.confirm_swap = self.confirm_swap, None
        g = self.game
        model = self.model
        if square is None or model is None or not self.swappable(square):
            return
        model.recall()  # the real letter may be lying on the board this turn
        letter = g.board.get(*square).upper()
        order = model.rack_tiles
        mover = g.current
        try:
            g.play(SwapBlank(*square))
        except RULE_ERRORS as exc:
            self.view.sound("invalid")
            self.view.say(error_text(exc), bad=True)
            return
        self.keeping.record("swap")
        slot = order.index(letter)
        order[slot] = "?"  # the blank takes the letter's place on the rack
        self.rack_orders[mover] = arrange(order, g.players[mover].rack)
        self.model = TurnModel(g.board, self.rack_orders[mover])
        count = len(self.rack_orders[mover])
        slot = self.rack_orders[mover].index("?") if slot >= count else slot
        self.view.show_blank_swap(mover, square, letter, slot)

    def timeout(self) -> None:
        """The clock ran out: the rules say whether the tiles placed are played."""
        g = self.game
        model = self.model
        play = model.to_play() if model is not None else None
        mover = g.current
        kept = model.rack_tiles if model is not None else []
        placed = dict(model.placed) if model is not None else {}
        self.view.sound("timeup")
        try:
            record = g.timeout(play)
        except RULE_ERRORS as exc:
            self.view.say(error_text(exc), bad=True)
            return
        self.keeping.record("timeout")
        if record.kind is not TurnKind.PLAY and model is not None:
            # The placed tiles go home to the rack on the way out.
            kept += [model.tile(p.tile_id) for p in placed.values()]
        self.rack_orders[mover] = arrange(kept, g.players[mover].rack)
        if record.kind is not TurnKind.PLAY:
            self.model = None
        # with several people at the table the next one may already be looking:
        # the rack goes face down at once (alone against computers, it stays in view)
        shown = len(self.humans()) == 1 and not self.on_phone(mover)
        self.begin_animation(mover if shown else None)
        self.view.show_timeout(record, mover, placed, shown)

    def undo(self) -> bool:
        """Take back the last turn (and any computer turns after the person's own); True if done."""
        g = self.game
        if not g.rules.undo_allowed:
            self.view.say(_("Undo is off in this game."), bad=True)
            return False
        if not self.can_undo():
            self.view.say(_("There is nothing to undo."), bad=True)
            return False
        if self.model is not None:
            self.model.recall()
        try:
            g.undo()
            # With computer opponents, go back to the person's own last turn.
            while self.seats[g.current].is_computer and g.can_undo:
                g.undo()
        except RULE_ERRORS as exc:
            self.view.say(error_text(exc), bad=True)
            return False
        self.keeping.record("undo")
        self.view.say(_("Undone: it is {name}'s turn again.").format(name=g.current_player.name))
        self.view.sound("click")
        self.start_turn()
        return True

    def hint(self) -> None:
        """Ask for the next rung of the hint ladder (:meth:`EngineAnswers.climb_hint`)."""
        self.engine.climb_hint()

    # ================================================================ phones (README, "Phone racks")
    def on_phone(self, player: int) -> bool:
        """Whether ``player`` plays from their phone: their rack is never drawn on the TV."""
        return self.seats[player].phone

    def phone_players(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.phone]

    def set_on_phone(self, player: int, on: bool) -> None:
        """``player`` plays from their phone (``on``) or on the TV again, with the rack
        and the hand-off screen; a turn in progress goes on where they now are."""
        seat = self.seats[player]
        if seat.is_computer or seat.phone == on:
            return
        self.seats[player] = replace(seat, phone=on)
        self.keeping.keep_phones(self.phone_players())
        g = self.game
        if g.over or g.current != player:
            self.keeping.save()
            return
        if self.model is not None:
            self.model.recall()  # tiles put down on the phone (or on the TV) go home
        if on and self.allows(Action.SHOW_RACK):
            self.reveal()
        elif not on and self.allows(Action.PLACE):
            # the rack comes to the TV behind the hand-off card, the clock where it was
            self.keeping.clock_left = self.clock.remaining if self.clock.enabled else None
            self.keeping.hint_level_left = self.hint_level
            self.viewer = None
            self.model = None
            self.turn.go(Stage.HANDOFF)
            self.view.input_stopped(turn_over=True)
        self.keeping.save()
