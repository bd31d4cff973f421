"""A Duplicate round at the TV, without pygame: who is at the TV, the round's clock,
who has submitted, the engine's searches, and when the round closes.

The rules (:mod:`game.rules.duplicate`) are the truth: the shared board and rack,
each seat's submission and score, the top play.  This module only decides the
order things happen in at one TV without phones:

1. A round opens: everyone sees the shared rack, the round's clock starts (when
   the rules have one), and the engine is asked, one question at a time, for each
   computer seat's play and for the best play of the rack (:mod:`.searches`).
2. The people come to the TV one after another, in playing order: each behind the
   hand-off card (:attr:`Step.HANDOFF`, "Pass to Ana"), then placing their play on
   the shared board (:attr:`Step.TURN`) and submitting it, or passing.  The rack is
   the same for all; only the plays are private, so the card hides the tiles the
   one before placed, never the rack.
3. The round closes when every seat has submitted and the engine has answered, or
   when the clock runs out: the tiles the person at the TV has placed are
   submitted, and whoever has not come to the TV has no play this round.

As the round opens the engine is also asked, for each child's seat (a person on
the kid-safe list, the classic game's test), whether any play of that seat's own
list fits the round's rack; when none does the child is told without pressing
Hint and without spending one (:attr:`RoundFlow.no_play`): at the TV when their
turn comes behind the hand-off card (:attr:`RoundFlow.no_play_notice`), on their
phone if they play on one (the scene's phones).

A seat played from a phone (README, "Phone racks") never comes to the TV (until
the table plays it there, :meth:`RoundFlow.set_on_phone`, or passes for it,
:meth:`RoundFlow.pass_for`, its phone lost, flat or asleep): it hands its play in from the phone at any moment of the open round
(:meth:`RoundFlow.hand_in_from_phone`, by the rules' own ``submit``, as the TV's),
while the people at the TV take their turns; the round waits for it as for
them, and when the time runs out the tiles its phone has put down are handed in
first (:attr:`RoundFlow.time_up_listeners`, the scene's phones).
4. The reveal (:attr:`Step.REVEAL`) shows every play; the scene says when it is
   over (:meth:`RoundFlow.next_round`), and the next round opens, or the game
   is over (:attr:`Step.DONE`).

One person alone at the TV (the other seats computers, or nobody else: Duplicate
alone) has no hand-off card: nobody else is there to look away.

The clock is one for the round, not one a person: everyone thinks on the shared
rack at once and only enters their play at the TV in turn.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any

from game.rules.clock import ClockEvent, TurnClock
from game.rules.errors import IllegalMoveError, RulesError
from game.rules.move import Move, Pass, TilePlay
from game.setup.seats import SeatConfig
from game.ui.play.model import TurnModel, arrange

from . import game_seam
from .searches import Search, SearchQueue

log = logging.getLogger(__name__)

#: the key of the engine's own best play among the round's searches
TOP = "top"


class Step(str, Enum):
    """Where the round at the TV stands."""

    HANDOFF = "handoff"  # the next person's card: the tiles placed so far are hidden
    TURN = "turn"  # a person places their play on the shared board
    WAITING = "waiting"  # every person has submitted; the computers or the engine still think
    REVEAL = "reveal"  # the round's plays are shown, the top play flies onto the board
    DONE = "done"  # the game is over


def seat_key(seat: int) -> str:
    return f"seat:{seat}"


class RoundFlow:
    """The round's flow at the TV for ``game`` (a :class:`game.rules.duplicate` game)
    and ``seats`` (in the game's seat order).

    ``ask`` builds the engine question for a computer seat (``ask(seat)``) or the
    engine's top (``ask(None)``); ``listeners`` hear each step, ``changes`` each change
    of the game, by kind (``"submit"``, ``"round"``, ``"draw"``), to keep it.
    """

    def __init__(self, game: Any, seats: Sequence[SeatConfig], ask: Callable[[int | None], Search],
                 queue: SearchQueue | None = None) -> None:
        self.game = game
        self.seats = list(seats)
        self.ask = ask
        self.queue = queue or SearchQueue()
        self.step = Step.HANDOFF
        self.at_tv: int | None = None  # the person whose card or turn is up
        self.model: TurnModel | None = None
        self.rack_order: list[str] = []  # the shared rack as the TV last showed it
        self.clock = TurnClock(0)
        self.paused = False
        self.result: Any = None  # the last round closed, shown in the reveal
        self.clock_events: list[ClockEvent] = []  # the clock's events of the last tick, for sounds
        self.listeners: list[Callable[[Step], None]] = []
        self.changes: list[Callable[[str], None]] = []
        #: the hint ladder of the person at the TV: the rung asked for, and the answer (a
        #: ``game.engine.hints.Hint``, or None when no word fits) once it has come
        self.hint_level = 0
        self.hint: Any = None
        self.hint_waiting = False
        #: the seats played from a phone: they never come to the TV
        self.on_phone: frozenset[int] = frozenset()
        #: whether the round waits for a phone seat that has not handed in (the scene's
        #: phones: not for a phone that never joined, once the others have played)
        self.waits_for_phone: Callable[[int], bool] = lambda seat: True
        #: told when the round's time runs out, before the tiles at the TV are handed in
        self.time_up_listeners: list[Callable[[], None]] = []
        #: the child seats no play of whose own list fits this round's rack, as the engine
        #: answered (a seat whose answer has not come, or failed, is not among them: a
        #: child is never told they are stuck when they may not be)
        self.no_play: set[int] = set()
        #: told (with the seat) once a round when the child at the TV has their turn and
        #: no word of their list fits, or the engine's answer comes during that turn
        self.no_play_listeners: list[Callable[[int], None]] = []
        self._no_play_told: tuple[int, int] | None = None  # (round, seat) told at the TV

    # ------------------------------------------------------------ reading
    @property
    def people(self) -> list[int]:
        return [i for i, seat in enumerate(self.seats) if not seat.is_computer]

    def submitted(self, seat: int) -> bool:
        return bool(self.game.submitted(seat))

    @property
    def waiting_for(self) -> list[int]:
        """The people who have still to come to the TV this round, in playing order."""
        return [i for i in self.people if i not in self.on_phone and not self.submitted(i)]

    @property
    def phones_out(self) -> list[int]:
        """The phone seats the round still waits for (none once its time is up)."""
        if self.clock.expired:
            return []
        return [i for i in sorted(self.on_phone) if not self.submitted(i) and self.waits_for_phone(i)]

    @property
    def children(self) -> list[int]:
        """The people who play as children (on the kid-safe list), in playing order."""
        return [i for i in self.people if game_seam.plays_as_child(self.game, i)]

    @property
    def no_play_notice(self) -> bool:
        """Whether the person at the TV, a child, is told that no word of their list fits
        this round's rack (their turn, never a phone seat's: those never come to the TV)."""
        return self.step is Step.TURN and self.at_tv is not None and self.at_tv in self.no_play

    @property
    def thinking(self) -> bool:
        """Whether the engine still has a question of this round to answer."""
        return self.queue.busy

    # ------------------------------------------------------------ the round
    def start(self, clock_left: float | None = None) -> None:
        """Open the game's first round, or the round a saved game was left in: its
        submissions stand, its clock shows ``clock_left`` (None: the whole round),
        and a round left closed is revealed again."""
        if self.game.over:
            self._go(Step.DONE)
            return
        if self.game.phase.value == "reveal" and self.game.history:
            self.rack_order = list(self.game.rack)
            self.result = self.game.history[-1]
            self._go(Step.REVEAL)
            return
        self._open_round(clock_left)

    def _open_round(self, clock_left: float | None = None) -> None:
        self.queue.clear()
        self.result = None
        self.no_play.clear()
        self.rack_order = arrange(self.rack_order, self.game.rack)
        self.clock = TurnClock(self.game.round_seconds, self.game.rules.clock_warning_seconds)
        if clock_left is not None and self.clock.enabled:
            self.clock.elapsed = self.clock.limit - min(self.clock.limit, max(0.0, clock_left))
        if self.paused:  # a round opened while the table is paused (the "Scan to join" card) waits
            self.clock.pause()
        for seat in range(len(self.seats)):
            if self.seats[seat].is_computer and not self.submitted(seat):
                self.queue.ask(self.ask(seat))
        self.queue.ask(self.ask(None))
        for seat in self.children:
            if not self.submitted(seat):  # first: a child may be at the TV already, and it is quick
                self.queue.ask(game_seam.can_play_search(self.game, seat), first=True)
        self._next_person()

    def _next_person(self) -> None:
        left = self.waiting_for
        self.model = None
        self.hint_level, self.hint, self.hint_waiting = 0, None, False
        if left and self.alone_at_tv:
            # nobody else plays at the TV, so nobody need look away: the rack is theirs at once
            self.at_tv = left[0]
            self.model = TurnModel(self.game.board, self.rack_order)
            self._go(Step.TURN)
        elif left:
            self.at_tv = left[0]
            self._go(Step.HANDOFF)
        else:
            self.at_tv = None
            self._go(Step.WAITING)

    @property
    def alone_at_tv(self) -> bool:
        """Whether one person alone plays at the TV (the others are computers): no hand-off card."""
        return sum(1 for seat in self.seats if not seat.is_computer) == 1

    def reveal_rack(self) -> None:
        """The person at the TV takes their turn (the hand-off card's button)."""
        if self.step is not Step.HANDOFF or self.at_tv is None:
            return
        self.model = TurnModel(self.game.board, self.rack_order)
        self._go(Step.TURN)

    def submit(self) -> None:
        """The person at the TV submits the tiles they placed (nothing placed: a pass)."""
        if self.step is not Step.TURN or self.at_tv is None or self.model is None:
            return
        play = self.model.to_play()
        self._hand_in(self.at_tv, play if play is not None else Pass())
        self._next_person()

    def climb_hint(self) -> str | None:
        """The next rung of the hint ladder for the person at the TV (its answer comes in
        :meth:`tick`); the first rung of a round spends one of their hints.  Returns
        why there is no hint now ("hints_off", "no_hints_left", "top_rung"), or None."""
        seat = self.at_tv
        if self.step is not Step.TURN or seat is None or self.hint_waiting:
            return None
        if not game_seam.hints_in_play(self.game, seat):
            return "hints_off"
        if self.hint_level >= game_seam.HINT_RUNGS:
            return "top_rung"
        # one hinted round is one hint, however high it climbs and wherever it is asked (the
        # game keeps who has spent this round's: at the TV, on a phone, before a Continue)
        if self.hint_level == 0 and seat not in self.game.hinted:
            if game_seam.hints_left(self.game, seat) == 0:
                return "no_hints_left"
            self.game.use_hint(seat)
        self.hint_level += 1
        self.hint_waiting = True
        self.queue.ask(self.ask_hint(seat, self.hint_level), first=True)
        return None

    def ask_hint(self, seat: int, level: int) -> Search:
        return game_seam.hint_search(self.game, seat, level)

    def pass_turn(self) -> None:
        """The person at the TV passes this round."""
        if self.step is not Step.TURN or self.at_tv is None:
            return
        self._hand_in(self.at_tv, Pass())
        self._next_person()

    def hand_in_from_phone(self, seat: int, move: TilePlay | Pass) -> None:
        """``seat``'s play (or pass) from its phone, while the round is open: decided by the
        rules' ``submit``, as the TV's are, but a play they refuse is not made a pass (the
        phone says why, and the player may try again).

        Raises:
            RulesError: the round is closed, or the rules refuse the play.
        """
        if self.step in (Step.REVEAL, Step.DONE):
            raise IllegalMoveError("round_closed")
        self.game.submit(seat, move)
        self._changed("submit")  # kept as the TV's are

    def set_on_phone(self, seat: int, on: bool) -> None:
        """``seat`` plays from its phone (``on``) or at the TV, from now on (the Menu card's
        "Play Ana on the TV", and back).  Moved to the TV before it has played this round,
        it comes to the TV in its turn behind the hand-off card, as any TV seat (at once
        when nobody else is at the TV); given back to its phone while its card or turn is
        up, the tiles it placed at the TV go home and the next person is called."""
        if on == (seat in self.on_phone) or self.seats[seat].is_computer:
            return
        self.on_phone = self.on_phone | {seat} if on else self.on_phone - {seat}
        if self.step not in (Step.HANDOFF, Step.TURN, Step.WAITING) or self.clock.expired:
            return
        if on and self.at_tv == seat:
            self._next_person()
        elif not on and self.step is Step.WAITING and not self.submitted(seat):
            self._next_person()

    def pass_for(self, seat: int) -> None:
        """The table passes for phone seat ``seat`` this round (its phone is lost, flat or
        asleep, and everyone else has played): the round goes on as if it had passed."""
        if self.step in (Step.REVEAL, Step.DONE) or seat not in self.on_phone or self.submitted(seat):
            return
        self._hand_in(seat, Pass())

    def _hand_in(self, seat: int, move: Move) -> None:
        # no exchanges in Duplicate: a computer that would exchange passes
        game_seam.hand_in(self.game, seat, move)
        self._changed("submit")

    def tick(self, dt: float) -> None:
        """A frame: the clock, the engine's answers, and the round closing when all is in."""
        self.clock_events = []
        if self.step in (Step.REVEAL, Step.DONE):
            return
        self.queue.poll()
        self._take_answers()
        self._tell_no_play()
        if not self.paused:
            self.clock_events = self.clock.tick(dt)
            if ClockEvent.EXPIRED in self.clock_events:
                self._time_up()
        if self.step is Step.WAITING and not self.queue.busy and not self.paused and not self.phones_out:
            self._close()

    def _take_answers(self) -> None:
        if self.hint_waiting and self.at_tv is not None:
            key = f"hint:{self.at_tv}"
            if key in self.queue.answers:
                self.hint, self.hint_waiting = self.queue.answers.pop(key), False
            elif key in self.queue.failures:
                log.warning("a hint could not be found: %r", self.queue.failures.pop(key))
                self.hint_waiting = False
        for seat in self.children:
            key = game_seam.can_play_key(seat)
            if key in self.queue.answers and self.queue.answers.pop(key) is False:
                self.no_play.add(seat)
            elif key in self.queue.failures:
                log.warning("could not tell whether seat %d can play: %r", seat, self.queue.failures.pop(key))
        for seat, config in enumerate(self.seats):
            key = seat_key(seat)
            if not config.is_computer or self.submitted(seat):
                continue
            if key in self.queue.answers:
                self._hand_in(seat, self.queue.answers.pop(key))
            elif key in self.queue.failures:
                log.warning("seat %d's search failed, it passes: %r", seat, self.queue.failures.pop(key))
                self._hand_in(seat, Pass())

    def _tell_no_play(self) -> None:
        """The child at the TV hears that no word fits, once a round (the listeners: the
        scene's note), as their turn begins or as the engine's answer comes during it."""
        if not self.no_play_notice or self.paused or self.at_tv is None:
            return
        told = (self.game.round_number, self.at_tv)
        if told == self._no_play_told:
            return
        self._no_play_told = told
        for hear in self.no_play_listeners:
            hear(self.at_tv)

    def _time_up(self) -> None:
        """The round's time is over: what the person at the TV placed is submitted (tiles
        that make no play: a pass), and whoever has not come to the TV has no play this
        round (the rules score it 0 as the round closes); a phone's tiles put down are
        handed in first (its listeners)."""
        for listener in self.time_up_listeners:
            listener()
        if self.step is Step.TURN and self.model is not None and self.at_tv is not None:
            play = self.model.to_play()
            self._hand_in(self.at_tv, play if play is not None else Pass())
        self.model = None
        self.at_tv = None
        self._go(Step.WAITING)

    def _close(self) -> None:
        top = game_seam.engine_play(self.queue.answers.get(TOP))
        try:
            self.result = self.game.close_round(top)
        except RulesError as exc:  # the engine's play refused by the game's own list: the table's top stands
            log.warning("the engine's top play was refused: %r", exc)
            self.result = self.game.close_round(None)
        self._changed("round")
        self._go(Step.REVEAL)

    def next_round(self) -> None:
        """The reveal is over: the next round opens, or the game is over."""
        if self.step is not Step.REVEAL:
            return
        if self.game.over:
            self._go(Step.DONE)
        else:
            self.rack_order = arrange(self.rack_order, self.game.rack)  # the tiles kept, closed up: new ones go last
            self.game.next_round()
            self._changed("draw")
            if self.game.over:  # no rack the rack rule allows could be drawn
                self._go(Step.DONE)
            else:
                self._open_round()

    # ------------------------------------------------------------ pausing
    def pause(self) -> None:
        self.paused = True
        self.clock.pause()

    def resume(self) -> None:
        self.paused = False
        self.clock.resume()

    def stop(self) -> None:
        """The scene leaves: a search under way is not wanted any more."""
        self.queue.clear()

    def _changed(self, kind: str) -> None:
        for hear in self.changes:
            hear(kind)

    def _go(self, step: Step) -> None:
        self.step = step
        for listener in self.listeners:
            listener(step)
