"""The game's side of phone racks: each intention decided by the rules.

A :class:`Referee` holds a real :class:`~game.rules.game.Game` and answers the
intentions the server queues (``PhoneServer.pump(referee.handle)``) with the
messages each seat is sent: a new ``state`` for every seat with a phone after
a move, a ``preview``, a ``hint`` or a ``refused`` with the rules' own reason
for the seat that asked.

It decides and answers; the game is changed in one place, its :class:`Table`.
In the window that is the play scene's turn flow, so a phone's move is
animated, heard, logged, kept and challenged as a move made on the TV, and the
phones read the flow's one turn clock.  Without a window (the protocol's
tests, a plain driver) :class:`PlainTable` plays the move on the game itself
and runs a clock of its own (``tick``).

What it keeps beside the game is what the rules do not: the order each seat
arranged its rack in, the tiles a phone has put down but not played (for the
TV to show), which seats have a phone.  In a game in teams the two partners'
tiles are one placement (:meth:`Referee.placement`, and
:mod:`game.phone.team_placement` for a race between their phones), and the
referee remembers which partner's phone made the team's last move, so the
other's Play pressed at the same moment hears so, not "wait for your turn".
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

from game.facts import Fact
from game.i18n import _
from game.rules.errors import IllegalMoveError, InvalidMoveError
from game.rules.game import Game, Phase, TurnKind
from game.rules.move import Challenge, Exchange, Move, Pass, TilePlay
from game.words import error_text, word
from game.words.teams import partner_changed, partner_moved_first, partner_square, partner_tile

from . import protocol
from .desk import Outgoing, SeatDesk, arranged, preview_answer, tile_play
from .protocol import Intention, PhoneTile
from .seat_view import ClockView, partner_seats, player_of, seat_state, seats_of, tile_values
from .team_placement import merge
from .words import page_strings

__all__ = ["HintSource", "Outgoing", "PlainTable", "Referee", "Table", "arranged", "tile_play"]
#: the sentence of a hint for a player (by playing order), or None when there is none
HintSource = Callable[[Game, int], "str | None"]


class Table(Protocol):
    """Where a phone's move is made and its clock read: the game's one turn flow.

    In the window the table (:class:`game.ui.play.phones.TablePhones`) asks the
    turn's stage (:mod:`game.ui.play.turn_state`) whether a phone may act now, and
    listens to its changes to send the phones a fresh state."""

    def turn_problem(self, seat: int) -> str | None:
        """Why ``seat`` cannot act on its turn now (the TV still shows the last
        move, the game is paused), translated; None when it can."""

    def make_move(self, seat: int, move: Move) -> None:
        """Make ``seat``'s move through the game's turn flow.

        Raises:
            IllegalMoveError, InvalidMoveError: the rules refuse it (the phone hears why).
        """

    def clock_view(self) -> ClockView:
        """The turn clock as the phones show it."""

    def seat_on_phone(self, seat: int) -> bool:
        """Whether ``seat`` is played from its phone now (not moved to the TV)."""

    def accept_final(self, seat: int) -> None:
        """``seat`` lets the play that ended the game stand (no challenge): the game ends.

        Raises:
            IllegalMoveError: the game is not waiting for that answer from ``seat``.
        """

    def deciding(self) -> bool:
        """Whether the table waits for the answer to a challenge (the TV's challenge card)."""

    def challenge_open(self, seat: int) -> bool:
        """Whether ``seat`` may challenge the open play now (its phone offers Challenge)."""

    def answered(self, seat: int) -> bool:
        """Whether ``seat`` has let the open play stand while the table waits for others."""


class PlainTable:
    """A table with no window: the move is played on the game at once, and the turn
    clock is the referee's own, run by :meth:`Referee.tick`."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.clock = game.turn_clock()

    def turn_problem(self, seat: int) -> str | None:
        return None

    def make_move(self, seat: int, move: Move) -> None:
        self.game.play(move)

    def clock_view(self) -> ClockView:
        running = self.clock.enabled and not self.clock.paused and not self.game.over
        return ClockView(self.clock.limit, self.clock.remaining, running)

    def seat_on_phone(self, seat: int) -> bool:
        return True

    def accept_final(self, seat: int) -> None:
        self.game.play(Pass())  # the pass of the final challenge accepts the play

    def deciding(self) -> bool:
        return False  # no card: a play may be challenged until the next move, as the rules say

    def challenge_open(self, seat: int) -> bool:
        return self.game.challenge_problem(player_of(self.game, seat)) is None

    def answered(self, seat: int) -> bool:
        return False  # an accept is the game's pass at once: nobody waits


class Referee(SeatDesk):
    """Decides phones' intentions for one game; see the module's docstring.

    Args:
        game: the game the phones play.
        seats: the seats played from a phone (the others are played on the TV).
        hint_source: words a hint for a player, at once; without it phones
            offer no Hint.  A handler whose hints take time (the engine's
            process) answers the ``hint`` intention itself and sends
            :func:`~game.phone.protocol.hint` with ``PhoneServer.send`` when
            the hint is ready (and passes ``hints_offered=True``).
        rng: for Shuffle.
        table: where moves are made and the clock read (the window's turn
            flow); a :class:`PlainTable` of its own without it.
        hints_offered: whether phones offer Hint at all (by default: whether
            there is a ``hint_source``).
        order: how a play is written, read for each state (the players' setting
            for the TV's move log: ``standard`` or ``word_first``); ``standard``
            without it.
    """

    def __init__(
        self,
        game: Game,
        seats: Iterable[int] | None = None,
        hint_source: HintSource | None = None,
        rng: random.Random | None = None,
        table: Table | None = None,
        hints_offered: bool | None = None,
        order: Callable[[], str] | None = None,
    ) -> None:
        super().__init__(seats if seats is not None else [
            seat for player in range(len(game.players)) for seat in seats_of(game, player)], rng)
        self.game = game
        self.order = order or (lambda: "standard")
        self.plain = PlainTable(game) if table is None else None
        self.table: Table = self.plain if self.plain is not None else table  # type: ignore[assignment]
        self.hints_offered = hint_source is not None if hints_offered is None else hints_offered
        self.hint_source = hint_source
        self._turn_key = self._key()
        self._seen = len(game.history)
        #: the turns played when a phone last made a move, and that phone's seat: a
        #: partner's intention that comes after it hears that the team's move is made
        self._moved_by: tuple[int, int] | None = None

    # ------------------------------------------------------------- reading
    def seat_rack(self, seat: int) -> Sequence[str]:
        return self.game.players[player_of(self.game, seat)].rack

    def clock_view(self) -> ClockView:
        return self.table.clock_view()

    def state(self, seat: int) -> dict[str, Any]:
        return seat_state(
            self.game, seat, self.rack_order(seat), clock=self.clock_view(),
            phones=self.phones, hints_offered=self.hints_offered,
            on_tv=not self.table.seat_on_phone(seat),
            deciding=self.table.deciding(), may_challenge=self.table.challenge_open(seat),
            order=self.order(),
            answered=self.table.answered(seat),
            partner_tiles=[(t.row, t.col, t.letter) for other in partner_seats(self.game, seat)
                           for t in self.staged.get(other, ())],
        )

    def placement(self, player: int) -> tuple[PhoneTile, ...]:
        """The tiles put down for ``player`` and not played: in a game in teams both
        partners' together (the team's one placement, which the TV shows, Play plays
        and the clock hands in), else its phone's."""
        return tuple(t for seat in seats_of(self.game, player) for t in self.staged.get(seat, ()))

    def partner_name(self, seat: int) -> str:
        """The name of ``seat``'s partner (a game in teams), for the words a phone is told."""
        game = self.game
        team = game.teams[player_of(game, seat)]
        others = [name for s, name in zip(team.seats, team.names) if s != seat]
        return others[0] if others else team.name

    def partner_states(self, seat: int) -> list[Outgoing]:
        """Fresh states for the phones of ``seat``'s partner (a game in teams), which show
        the tiles ``seat`` has put down."""
        return [(other, self.state(other)) for other in partner_seats(self.game, seat) if other in self.phones]

    def welcome(self, seat: int) -> dict[str, Any]:
        from game.i18n import language

        return {
            "type": "welcome", "version": protocol.VERSION, "seat": seat,
            "language": language(), "strings": page_strings(bool(self.game.teams)), "values": tile_values(self.game),
        }

    def changed(self) -> list[Outgoing]:
        """Fresh states after the game changed outside the phones (a move made on
        the TV, a computer's move, an undo): the clock starts again for a new turn."""
        self._turn_changed()
        return self.states()

    # ------------------------------------------------------------ the clock
    def _key(self) -> tuple[int, int, str]:
        return (len(self.game.history), self.game.current, self.game.phase.value)

    def _turn_changed(self) -> bool:
        key = self._key()
        if key == self._turn_key:
            return False
        self._turn_key = key
        self._forget_spent_tiles()
        if self.plain is not None:
            self.plain.clock = self.game.turn_clock()
        self.staged.clear()
        return True

    def _forget_spent_tiles(self) -> None:
        """Take the tiles a turn put down or swapped out of its seat's rack order,
        so the tiles drawn for them go to the end of the rack, not in their places."""
        history = self.game.history
        for record in history[min(self._seen, len(history)):]:
            spent = ""
            if record.kind is TurnKind.PLAY and isinstance(record.move, TilePlay):
                spent = record.move.rack_tiles
            elif record.kind is TurnKind.EXCHANGE and isinstance(record.move, Exchange):
                spent = record.move.tiles
            for seat in seats_of(self.game, record.player):  # both partners' orders in a team
                order = self.orders.get(seat)
                if order is None:
                    continue
                for tile in spent:
                    if tile in order:
                        order.remove(tile)
        self._seen = len(history)

    def tick(self, dt: float) -> list[Outgoing]:
        """Run the turn clock ``dt`` seconds; when it runs out the turn ends as the
        rules say (the tiles the phone put down are played if the rules submit them).
        Only the plain table's clock: in the window the turn flow runs the one clock."""
        plain = self.plain
        if plain is None or self.game.over or not plain.clock.enabled:
            return []
        plain.clock.tick(dt)
        if not plain.clock.expired:
            return []
        placed = self.placement(self.game.current)  # a team's: both partners' tiles
        play: TilePlay | None = None
        if placed:
            try:
                play = tile_play(placed)
            except InvalidMoveError:
                play = None
        self.game.timeout(play)
        self._turn_changed()
        return self.states()

    # ---------------------------------------------------------- intentions
    def handle(self, intention: Intention) -> list[Outgoing]:
        """The messages that answer one intention (the server sends them)."""
        answer = self.desk_answer(intention)
        seat, kind = intention.seat, intention.kind
        if answer is not None:
            if kind == "recall" and seat in self.seats and self.game.teams:
                # a partner's phone shows the tiles this phone took back, and both see what is left
                return self.partner_states(seat) + (self._team_previews(seat) or answer)
            return answer
        if kind == "challenge":
            return self._move(seat, kind, Challenge(player_of(self.game, seat)), own_turn=False)
        if kind == "accept":
            return self._accept(seat)
        problem = self._not_your_turn(seat)
        if problem:
            return [(seat, protocol.refused(kind, problem))]
        if kind == "preview":
            if self.game.teams:
                return self._team_preview(seat, intention.tiles)
            return [(seat, self.staged_preview(seat, intention.tiles, self.game.preview))]
        if kind == "hint":
            return self._hint(seat)
        if kind == "pass":
            return self._move(seat, kind, Pass())
        if kind == "play" and self.game.teams and not self._is_placement(seat, intention.tiles):
            # the partner changed the team's tiles as this phone pressed Play: it sees them first
            return [(seat, protocol.refused(kind, partner_changed(self.partner_name(seat)))), (seat, self.state(seat))]
        try:
            move: Move = Exchange(intention.text) if kind == "swap" else tile_play(intention.tiles)
        except InvalidMoveError as exc:
            return [(seat, protocol.refused(kind, error_text(exc)))]
        return self._move(seat, kind, move)

    # ---------------------------------------------------------- teams
    def _team_preview(self, seat: int, tiles: tuple[PhoneTile, ...]) -> list[Outgoing]:
        """A partner's phone put tiles down (or took some back): they join the team's
        placement unless they lost a race to the other partner's (refused, naming the
        partner, and back on this phone's rack); both phones and the TV see the whole."""
        if tiles:
            try:
                tile_play(tiles)
            except InvalidMoveError as exc:  # off the board, two on one square: the phone's own mistake
                return [(seat, protocol.preview(False, None, error_text(exc), []))]
        others = [t for other in partner_seats(self.game, seat) for t in self.staged.get(other, ())]
        merged = merge(tiles, others, self.seat_rack(seat))
        if merged.kept:
            self.staged[seat] = merged.kept
        else:
            self.staged.pop(seat, None)
        answers: list[Outgoing] = []
        if merged.refused:
            partner = self.partner_name(seat)
            reason = partner_square(partner) if merged.square_taken else partner_tile(partner)
            answers.append((seat, protocol.refused("preview", reason, kept=merged.kept)))
        return answers + self.partner_states(seat) + (
            self._team_previews(seat) or [(seat, protocol.preview(False, None, "", []))])

    def _team_previews(self, seat: int) -> list[Outgoing]:
        """The preview of the team's whole placement for each partner's phone (both show
        its points and words), or none when nothing is put down or it is not their turn."""
        player = player_of(self.game, seat)
        placed = self.placement(player)
        if not placed or player != self.game.current or self.game.phase is not Phase.PLAYING:
            return []
        try:
            answer = preview_answer(self.game.preview(tile_play(placed)))
        except InvalidMoveError as exc:
            answer = protocol.preview(False, None, error_text(exc), [])
        return [(s, answer) for s in seats_of(self.game, player) if s in self.phones or s == seat]

    def _is_placement(self, seat: int, tiles: tuple[PhoneTile, ...]) -> bool:
        """Whether a team's Play carries the team's placement as it stands (what the TV
        shows); a phone that put nothing down as a preview plays what it sends."""
        placed = self.placement(player_of(self.game, seat))
        return not placed or set(tiles) == set(placed)

    def partner_moved_first(self, seat: int) -> str | None:
        """Why ``seat`` may not act: its partner's phone made the team's move just now
        (both pressed Play, or Play and Pass, at the same moment), or None."""
        moved = self._moved_by
        if moved is None or not self.game.teams:
            return None
        turns, mover = moved
        if turns != len(self.game.history) or mover not in partner_seats(self.game, seat):
            return None
        return partner_moved_first(self.partner_name(seat))

    def _not_your_turn(self, seat: int) -> str | None:
        if self.game.phase is Phase.OVER:
            return word(Fact("game_over"))
        first = self.partner_moved_first(seat)
        if first is not None:
            return first
        if player_of(self.game, seat) != self.game.current:
            return _("wait for your turn")
        return self.table.turn_problem(seat)

    def _hint(self, seat: int) -> list[Outgoing]:
        player = player_of(self.game, seat)
        if self.hint_source is None or self.game.hint_allowance(player) == 0:
            return [(seat, protocol.refused("hint", word(Fact("hints_off_game"))))]
        if self.game.hints_left(player) == 0:
            return [(seat, protocol.refused("hint", word(Fact("no_hints_left"))))]
        text = self.hint_source(self.game, player)
        if text is None:
            return [(seat, protocol.refused("hint", word(Fact("no_hints_left"))))]
        try:
            self.game.use_hint()
        except IllegalMoveError as exc:
            return [(seat, protocol.refused("hint", error_text(exc)))]
        return [(seat, protocol.hint(text, self.game.hints_left(player)))] + self.states()

    def _accept(self, seat: int) -> list[Outgoing]:
        """A player who may challenge the play that ended the game lets it stand."""
        game = self.game
        if game.phase is not Phase.FINAL_CHALLENGE and not self.table.deciding():
            return [(seat, protocol.refused("accept", word(Fact("there_no_play_challenge"))))]
        problem = game.challenge_problem(player_of(game, seat))
        if problem is not None:
            return [(seat, protocol.refused("accept", word(problem)))]
        try:
            self.table.accept_final(seat)
        except (IllegalMoveError, InvalidMoveError) as exc:
            return [(seat, protocol.refused("accept", error_text(exc)))]
        self._turn_changed()
        return self.states()

    def _move(self, seat: int, kind: str, move: Move, own_turn: bool = True) -> list[Outgoing]:
        if own_turn:
            problem = self._not_your_turn(seat)
            if problem:
                return [(seat, protocol.refused(kind, problem))]
        try:
            self.table.make_move(seat, move)
        except (IllegalMoveError, InvalidMoveError) as exc:
            return [(seat, protocol.refused(kind, error_text(exc)))]
        if own_turn:
            self._moved_by = (len(self.game.history), seat)
        self._turn_changed()
        return self.states()
