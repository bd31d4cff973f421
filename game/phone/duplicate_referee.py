"""Duplicate on the phones: each intention decided by the Duplicate rules
(docs/rules.md, "Duplicate"; the rules' package docstring says how a round is
driven).

Everyone plays at once: a seat's phone puts tiles down from the round's shared
rack (``preview``, its running score), then submits them (``play``) or passes,
once a round, at any moment while the round is open; it never waits for a
turn.  A submitted play is final (the rules take one play a seat a round), so
a phone offers no way to take it back.  Swaps and challenges are not
Duplicate's, and are refused with the rules' words.  A seat that plays with
hints climbs its own hint ladder on its phone, for the round's rack
(:mod:`game.phone.duplicate_hints`): the hint and its glow are that phone's
alone.  A child's seat for which no word of its own list fits the round's rack
is told so on its phone as the round opens, without pressing Hint and without
spending one (:meth:`DuplicateReferee.tell_no_play`: the window's engine finds
it out).  A seat the table plays on the TV for now
(:meth:`DuplicateTable.seat_on_phone`) has no rack on its phone, which is told
so as the classic page is.

:class:`DuplicateReferee` decides and answers; the game changes in one place,
its :class:`DuplicateTable`.  In the window that is the Duplicate scene, which
submits through its own round flow, runs the round's clock, closes the round
and shows the reveal (telling the referee with :meth:`DuplicateReferee.changed`,
and, when the round's time runs out, first :meth:`DuplicateReferee.hand_in_staged`).
Without a window (tests, ``bench/phone_soak.py``) :class:`PlainDuplicateTable`
plays on the game alone: its own round clock, the round closed when every seat
has submitted or the time is up, and the next round after a short reveal, all
from :meth:`DuplicateReferee.tick`.

The tiles a phone has put down are its own: unlike the classic table's, the TV
never shows them (a play is private until the reveal).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Collection, Iterable, Sequence
from typing import Any, Protocol

from game.facts import Fact
from game.rules.clock import TurnClock
from game.rules.duplicate import DuplicateGame, DuplicatePhase, RoundRecord
from game.rules.errors import IllegalMoveError, InvalidMoveError
from game.rules.move import Pass, TilePlay
from game.words import error_text, word
from game.words.hints import no_play_text

from . import protocol
from .desk import Outgoing, SeatDesk, tile_play
from .duplicate_hints import HintFinder, HintLadders
from .duplicate_view import duplicate_state, may_place
from .protocol import Intention
from .seat_view import ClockView, tile_values
from .words import duplicate_page_strings, page_strings

#: seconds the plain table shows a closed round before it draws the next rack
REVEAL_SECONDS = 4.0
#: the engine's top play for a round (None when it finds none), for the club rule
EnginePlay = Callable[[DuplicateGame], "TilePlay | None"]


class DuplicateTable(Protocol):
    """Where a Duplicate phone's play is submitted and the round's clock read.

    The window's Duplicate scene implements it: it submits through its round's
    flow (so the TV shows who has submitted, never what) and reads its one clock."""

    @property
    def game(self) -> DuplicateGame:
        """The game the phones play."""

    def submit(self, seat: int, move: TilePlay | Pass) -> None:
        """Hand in ``seat``'s play (or pass) for the round in play.

        Raises:
            IllegalMoveError, InvalidMoveError: the rules refuse it (the phone hears why).
        """

    def clock_view(self) -> ClockView:
        """The round's clock as the phones show it: its length, the time left, whether
        it runs and whether the game is paused."""

    def seat_on_phone(self, seat: int) -> bool:
        """Whether ``seat`` plays from its phone now (False: the table plays it on the TV
        for now, the Menu card's "Play … on the TV"; its phone shows no rack)."""


class PlainDuplicateTable:
    """A Duplicate table with no window: plays are submitted to the game at once, and
    the round's clock, its close and the next round are run by :meth:`DuplicateReferee.tick`.

    Args:
        game: the game.
        reveal_seconds: how long a closed round is shown before the next rack.
        engine: the engine's top play for a round, asked when the rules need it
            (``needs_engine_play``); without it the rules get None.
        round_seconds: the round's clock in seconds; the rules' by default (a bench
            plays shorter rounds than a table may choose).
    """

    def __init__(self, game: DuplicateGame, reveal_seconds: float = REVEAL_SECONDS,
                 engine: EnginePlay | None = None, round_seconds: float | None = None) -> None:
        self._game = game
        self.reveal_seconds = reveal_seconds
        self.engine = engine
        self.round_seconds = round_seconds
        self.clock = self._round_clock()
        self.shown = 0.0  # seconds the closed round has been shown

    @property
    def game(self) -> DuplicateGame:
        return self._game

    def submit(self, seat: int, move: TilePlay | Pass) -> None:
        self._game.submit(seat, move)

    def clock_view(self) -> ClockView:
        game = self._game
        running = self.clock.enabled and not self.clock.paused and game.phase is DuplicatePhase.ROUND
        return ClockView(self.clock.limit, self.clock.remaining, running, self.clock.paused)

    def seat_on_phone(self, seat: int) -> bool:
        return True  # no TV to play a seat on

    def pause(self) -> None:
        """The game is paused: the clock stops and no phone may submit."""
        self.clock.pause()

    def resume(self) -> None:
        self.clock.resume()

    def round_over(self) -> bool:
        """Whether the round in play should close now: every seat has submitted, or its time is up."""
        game = self._game
        return game.phase is DuplicatePhase.ROUND and (game.all_submitted or self.clock.expired)

    def close_round(self) -> RoundRecord:
        """Close the round in play (the seats that have not submitted score 0)."""
        game = self._game
        engine_play = self.engine(game) if self.engine is not None and game.needs_engine_play else None
        self.shown = 0.0
        return game.close_round(engine_play)

    def tick(self, dt: float) -> bool:
        """Run the round's clock, or the reveal, ``dt`` seconds; True when the next round began."""
        game = self._game
        if game.phase is DuplicatePhase.ROUND:
            self.clock.tick(dt)
            return False
        if game.phase is not DuplicatePhase.REVEAL or self.clock.paused:
            return False
        self.shown += dt
        if self.shown < self.reveal_seconds:
            return False
        game.next_round()
        self.clock = self._round_clock()
        return True

    def _round_clock(self) -> TurnClock:
        if self.round_seconds is None:
            return self._game.round_clock()
        return TurnClock(self.round_seconds, self._game.rules.clock_warning_seconds)


class DuplicateReferee(SeatDesk):
    """Decides Duplicate phones' intentions for one game; see the module's docstring.

    Args:
        game: the game the phones play.
        seats: the seats played from a phone (all of them by default).
        table: where plays are submitted and the clock read (the window's scene);
            a :class:`PlainDuplicateTable` of its own without it (a plain table
            given is run by :meth:`tick` too).
        rng: for Shuffle.
        hints: where a phone's hint rungs are worked out (the window's engine);
            without it the phones offer no Hint.
    """

    def __init__(self, game: DuplicateGame, seats: Iterable[int] | None = None,
                 table: DuplicateTable | None = None, rng: random.Random | None = None,
                 hints: HintFinder | None = None) -> None:
        super().__init__(seats if seats is not None else range(game.seats), rng)
        self.game = game
        #: each phone seat's hint ladder for the round in play
        self.hints = HintLadders(game, hints)
        if table is None:
            table = PlainDuplicateTable(game)
        #: the table whose clock, close and next round :meth:`tick` runs (None: the window's scene runs them)
        self.plain = table if isinstance(table, PlainDuplicateTable) else None
        self.table: DuplicateTable = table
        self._round = self._key()
        #: the seats whose phone has heard this round that no word fits (a page that
        #: joins again hears it again)
        self.no_play_told: set[int] = set()

    # ------------------------------------------------------------- reading
    def seat_rack(self, seat: int) -> Sequence[str]:
        return self.game.rack

    def clock_view(self) -> ClockView:
        return self.table.clock_view()

    def state(self, seat: int) -> dict[str, Any]:
        return duplicate_state(self.game, seat, self.rack_order(seat), clock=self.clock_view(), phones=self.phones,
                               hints=self.hints.offered(seat), hints_left=self.hints.left(seat),
                               on_tv=not self.table.seat_on_phone(seat))

    def welcome(self, seat: int) -> dict[str, Any]:
        from game.i18n import language

        return {
            "type": "welcome", "version": protocol.VERSION, "seat": seat, "language": language(),
            "strings": {**page_strings(), **duplicate_page_strings()}, "values": tile_values(self.game),
        }

    def changed(self) -> list[Outgoing]:
        """Fresh states after the game changed outside the phones: a play submitted at
        the TV or by a computer, the round closed, the next rack, a pause."""
        self._round_changed()
        return self.states()

    def _key(self) -> tuple[int, str]:
        return (self.game.round_number, self.game.phase.value)

    def _round_changed(self) -> None:
        key = self._key()
        if key != self._round:
            self._round = key
            self.staged.clear()  # a round closed or a new one began: nothing is put down any more
            self.hints.new_round()  # nor hinted: a hint still being worked out is dropped
            self.no_play_told.clear()

    # ------------------------------------------------------------ the round
    def hand_in_staged(self) -> None:
        """The round's time is up: each seat that has not submitted hands in the tiles its
        phone has put down, when they make a play the rules take (else it has no play)."""
        for seat, tiles in sorted(self.staged.items()):
            if (self.game.phase is not DuplicatePhase.ROUND or self.game.submitted(seat)
                    or not self.table.seat_on_phone(seat)):
                continue
            try:
                self.table.submit(seat, tile_play(tiles))
            except (IllegalMoveError, InvalidMoveError):
                pass  # no play: the seat scores 0 for the round, as one that put nothing down
        self.staged.clear()

    def tick(self, dt: float) -> list[Outgoing]:
        """Run the plain table ``dt`` seconds: its clock, the round's close (every seat
        has submitted, or the time is up: the tiles put down are handed in first) and,
        after the reveal, the next round.  Nothing in the window, whose scene runs them."""
        plain = self.plain
        if plain is None or self.game.over:
            return []
        changed = plain.tick(dt)
        if plain.round_over():
            self.hand_in_staged()
            plain.close_round()
            changed = True
        if not changed:
            return []
        self._round_changed()
        return self.states()

    def tell_no_play(self, stuck: Collection[int]) -> list[Outgoing]:
        """Tell each phone of the child seats in ``stuck`` (no word of their own list fits
        the round's rack, as the window's engine found) that no word fits: once a round,
        again when its page joins again, and only while it may play (its phone joined,
        the round open and not paused, its play not in yet, the seat not played on the
        TV).  It is no hint: none is spent, and the TV never shows it."""
        self._round_changed()
        told: list[Outgoing] = []
        clock = self.clock_view()
        for seat in sorted(stuck):
            if (seat not in self.phones or seat in self.no_play_told
                    or not may_place(self.game, seat, clock, not self.table.seat_on_phone(seat))):
                continue
            self.no_play_told.add(seat)
            told.append((seat, protocol.hint(no_play_text(duplicate=True), self.hints.left(seat))))
        return told

    # ---------------------------------------------------------- intentions
    def handle(self, intention: Intention) -> list[Outgoing]:
        """The messages that answer one intention (the server sends them)."""
        if intention.kind == protocol.JOIN:
            self.no_play_told.discard(intention.seat)  # a page that (re)joins is told again
        answer = self.desk_answer(intention)
        if answer is not None:
            return answer
        seat, kind = intention.seat, intention.kind
        if kind in ("swap", "challenge", "accept"):
            return [(seat, protocol.refused(kind, word(Fact("duplicate_play_or_pass"))))]
        problem = self.round_problem(seat)
        if problem:
            return [(seat, protocol.refused(kind, problem))]
        if kind == "hint":
            return self._hint(seat)
        if kind == "preview":
            return [(seat, self.staged_preview(seat, intention.tiles, lambda play: self.game.preview(seat, play)))]
        if kind == "pass":
            return self._submit(seat, kind, Pass())
        try:
            play = tile_play(intention.tiles)
        except InvalidMoveError as exc:
            return [(seat, protocol.refused(kind, error_text(exc)))]
        return self._submit(seat, kind, play)

    def _hint(self, seat: int) -> list[Outgoing]:
        """The next rung of ``seat``'s hint ladder: asked (its hints left told at once, the
        hint itself when it is worked out), or refused with why."""
        refused = self.hints.climb(seat)
        if refused is not None:
            return [(seat, protocol.refused("hint", refused))]
        found = self.collect_hints()  # a finder that answers at once has answered
        if any(to == seat for to, _message in found):
            return found
        return [(seat, self.state(seat))] + found  # its hints left, while the rung is worked out

    def collect_hints(self) -> list[Outgoing]:
        """Each hint worked out since the last look, for its seat's phone alone, with that
        seat's fresh state (the window calls it once a frame)."""
        self._round_changed()  # a round closed meanwhile: its hints are dropped, never sent
        answers: list[Outgoing] = []
        for seat, message in self.hints.collect():
            answers += [(seat, message), (seat, self.state(seat))]
        return answers

    def round_problem(self, seat: int) -> str | None:
        """Why ``seat`` cannot put tiles down or submit now, worded; None when it can."""
        game = self.game
        clock = self.clock_view()
        on_tv = not self.table.seat_on_phone(seat)
        if may_place(game, seat, clock, on_tv):
            return None
        if game.phase is DuplicatePhase.OVER:
            return word(Fact("game_over"))
        if on_tv:
            return word(Fact("playing_on_tv"))
        if clock.paused:
            return word(Fact("game_paused"))
        if game.phase is not DuplicatePhase.ROUND:
            return word(Fact("round_closed"))
        return word(Fact("already_submitted_round"))

    def _submit(self, seat: int, kind: str, move: TilePlay | Pass) -> list[Outgoing]:
        try:
            self.table.submit(seat, move)
        except (IllegalMoveError, InvalidMoveError) as exc:
            return [(seat, protocol.refused(kind, error_text(exc)))]
        self.staged.pop(seat, None)
        self._round_changed()
        return self.states()
