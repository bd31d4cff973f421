"""Phone racks at the table (README, "Phone racks"): the play scene's side of them.

:class:`TablePhones` starts the phone server for the seats played from a phone
when the scene starts and stops it when the scene goes (the game over, back to
the menu, the window closed).  Once a frame it hands the phones' intentions to
a :class:`~game.phone.referee.Referee`, which decides them and makes every
move through the scene's one turn flow (:class:`~game.ui.play.flow.TurnFlow`):
a phone's play is animated, heard, logged, kept and offered for challenge as
one made on the TV, and the phones read the flow's one turn clock.  Whatever
changes the game elsewhere (a move on the TV, a computer's, a challenge, an
undo, a time-out, a pause) sends every phone a fresh state.

The tiles a phone has put down but not played are given to the flow's turn
model, so the TV shows them on the board with their live score (never the
rack).  A hint for a phone seat comes from the engine process through the
flow's hint ladder and goes to that phone only.  Nothing here needs pygame.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.engine.hints import MAX_LEVEL as MAX_HINT_LEVEL
from game.i18n import _
from game.phone import protocol
from game.phone.protocol import Intention
from game.phone.referee import Outgoing, Referee
from game.phone.seat_view import ClockView, player_of, seats_of
from game.phone.server import PhoneServer
from game.rules.errors import IllegalMoveError
from game.rules.game import Phase
from game.rules.move import Challenge, Exchange, Move, TilePlay
from game.store import PhoneTable
from game.ui.play.hint_words import no_play_text, top_rung_text
from game.ui.play.model import Square
from game.ui.play.refusals import REFUSAL_KINDS, hints_in_play, refusal_words
from game.ui.play.stage import Stage
from game.ui.play.turn_state import Action, ChallengeStage, Refusal, StageChange

if TYPE_CHECKING:
    from game.ui.play.flow import TurnFlow

log = logging.getLogger(__name__)

#: seconds between the scene's looks at the phones while nothing else moves
PHONE_POLL = 0.05


class TablePhones:
    """``TablePhones(flow)``: the phone server and referee of one game on screen.

    ``make_server`` builds the server for a list of seats (tests may pass one
    listening on 127.0.0.1).  ``kept``: what a continued game's session kept of
    its phones (their links' port and tokens, their rack orders), so the same
    links open the same seats and each rack is in the order its player left it.
    ``order``: how the players write a play (their Move log setting), for the phones' last move."""

    def __init__(self, flow: TurnFlow, make_server: Callable[[list[int]], PhoneServer] | None = None,
                 kept: PhoneTable | None = None, order: Callable[[], str] = lambda: "standard") -> None:
        self.flow = flow
        self.order = order
        self.kept = kept or PhoneTable()
        self.make_server = make_server or (lambda seats: PhoneServer(
            seats, tokens=dict(self.kept.tokens), port=self.kept.port))
        self.server: PhoneServer | None = None
        self.referee: Referee | None = None
        #: the seats (setup order) that have a link this game: those on a phone when it began
        self.seats: list[int] = []
        #: why the server could not start (shown by the scene), or ""
        self.problem = ""
        self._hint_for: int | None = None  # the seat waiting for a hint from the engine
        self._seen: tuple[object, ...] | None = None
        self._stage_changed = False  # the turn changed stage since the phones were last told
        #: the seats whose phone has joined this game (since the scene opened)
        self.joined: set[int] = set()
        self._clock_held = False  # the turn clock is held for a phone that has not joined
        #: the TV's "Scan to join" card is up (set by the card): the table waits for its Start
        self.codes_up = False
        self._no_play_told: tuple[int, int] | None = None  # the turn whose child's phone heard "no word fits"
        flow.turn.listen(self._stage_change)

    # ================================================================ lifetime
    @property
    def running(self) -> bool:
        return self.server is not None

    def start(self) -> bool:
        """Listen for the phones of the players on a phone now; False when there are
        none, in an attract-mode game, or when no socket could be opened."""
        flow = self.flow
        players = flow.phone_players()
        if self.server is not None or flow.demo or not players:
            return False
        self.seats = sorted(seat for p in players for seat in seats_of(flow.game, p))  # both partners' in teams
        server = self.make_server(self.seats)
        try:
            server.start()
        except OSError as exc:
            log.warning("the phone server could not start: %s", exc)
            # Translators: the phone server could not open its port; {reason} is the system's
            self.problem = _("Phones cannot join this time ({reason}).").format(reason=exc)
            return False
        self.server = server
        self.referee = Referee(flow.game, self.seats, table=self, hints_offered=True, order=self.order)
        self.referee.orders.update((seat, list(order)) for seat, order in self.kept.orders if seat in self.seats)
        self._keep_table()
        self._seen, self._stage_changed = self._moment(), False
        return True

    def stop(self) -> None:
        """Close every phone and stop listening (the port is closed when this returns).

        Each phone is sent its last state first (at the end of a game: the result, which
        its game-over card shows); the server sends what it was given before it closes."""
        server, self.server = self.server, None
        if server is None:
            return
        if self.referee is not None:
            server.send_all(self.referee.changed())
        server.stop()

    # ================================================================ each frame
    def frame(self) -> None:
        """Answer what the phones asked; tell them what changed; hand over a hint found."""
        server, referee = self.server, self.referee
        if server is None or referee is None:
            return
        server.pump(self.handle)
        self._keep_table()
        moment = self._moment()
        if moment != self._seen or self._stage_changed:
            self._seen, self._stage_changed = moment, False
            server.send_all(referee.changed())
        self._send_hint()
        self._tell_no_play()

    def waiting_for(self) -> int | None:
        """The player to move when they play on a phone that has not joined this game
        (the TV says so and how to join, and their clock is held), else None."""
        flow = self.flow
        g = flow.game
        if self.server is None or g.over or not flow.on_phone(g.current) or not flow.turn.state.clock_runs:
            return None
        return None if any(seat in self.joined for seat in seats_of(g, g.current)) else g.current

    def hold_clock(self) -> None:
        """Hold the turn clock while the player to move waits for their phone to join
        (called before the flow runs the clock); let it go on once the phone joins or
        the table plays that seat on the TV."""
        flow = self.flow
        if self.waiting_for() is not None:
            flow.clock.pause()
            self._clock_held = True
        elif self._clock_held:
            self._clock_held = False
            if not flow.paused:
                flow.clock.resume()

    def _tell_no_play(self) -> None:
        """A child on a phone for whom no word fits hears it on the phone (once a turn,
        and again when the phone joins during that turn), not on the TV."""
        server, flow = self.server, self.flow
        g = flow.game
        if server is None or not flow.no_play_notice or not flow.on_phone(g.current):
            return
        turn = (len(g.history), g.current)
        if turn == self._no_play_told:
            return
        self._no_play_told = turn
        for seat in seats_of(g, g.current):
            server.send(seat, protocol.hint(no_play_text(), g.hints_left(g.current)))

    def _keep_table(self) -> None:
        """Hand the session the phones' port, links and rack orders, so Continue
        gives the same links and racks (the session is written as the flow keeps it)."""
        server, referee, recorder = self.server, self.referee, self.flow.recorder
        if server is None or referee is None or recorder is None:
            return
        table = PhoneTable(server.port, tuple((seat, server.tokens[seat]) for seat in self.seats),
                           tuple((seat, "".join(referee.orders[seat])) for seat in self.seats
                                 if seat in referee.orders))
        if table != recorder.phone_table:
            recorder.phone_table = table

    def _stage_change(self, change: StageChange) -> None:
        """The turn entered another stage: each phone gets a fresh state at the next frame."""
        self._stage_changed = True

    def _moment(self) -> tuple[object, ...]:
        """What the phones' states depend on besides their own racks and the turn's stage
        (told by :meth:`_stage_change`): when it changes, each phone gets a fresh state."""
        flow = self.flow
        g = flow.game
        return (len(g.history), id(g.history[-1]) if g.history else None, g.current, g.phase,
                flow.paused, self.codes_up, tuple(flow.phone_players()), self.order(),
                tuple(p.hints_used for p in g.players), tuple(p.score for p in g.players))

    def links_kept(self) -> PhoneTable | None:
        """This game's links (the port and each phone seat's token, no rack order: a new
        game deals new racks) for a rematch, or None when no server runs.  The rematch's
        server opens the same links again, so a page left open on the game over finds the
        new game by itself; a seat no longer on a phone has none, a seat newly on one a new one."""
        server = self.server
        if server is None:
            return None
        return PhoneTable(server.port, tuple((seat, server.tokens[seat]) for seat in self.seats))

    def connected(self) -> frozenset[int]:
        """The seats (setup order) whose phone is connected now."""
        return self.server.connected() if self.server is not None else frozenset()

    def links(self) -> list[tuple[int, str]]:
        """(player, link) for every player with a link this game, in playing order (a
        team's two partners each have one)."""
        return [(player, url) for player, _seat, url in self.seat_links()]

    def seat_links(self) -> list[tuple[int, int, str]]:
        """(player, seat, link) for every seat with a link this game, in playing order."""
        server = self.server
        if server is None:
            return []
        g = self.flow.game
        return [(player, seat, server.url_for(seat)) for player in range(len(g.players))
                for seat in seats_of(g, player) if seat in self.seats]

    # ================================================================ the referee's table
    def turn_problem(self, seat: int) -> str | None:
        return self._turn_problem(player_of(self.flow.game, seat))

    def _turn_problem(self, player: int) -> str | None:
        """Why ``player``'s phone cannot act on their turn now, or None: the turn's stage
        decides (paused, or not a person's turn), then whose turn it is."""
        flow = self.flow
        g = flow.game
        refusal = flow.turn.state.refusal(Action.PLAY, paused=flow.paused)
        if refusal is None and (g.current != player or not flow.on_phone(player)):
            refusal = Refusal.NOT_NOW
        return refusal_words(refusal, g) if refusal is not None else None

    def make_move(self, seat: int, move: Move) -> None:
        flow = self.flow
        player = player_of(flow.game, seat)
        if not flow.on_phone(player):
            raise IllegalMoveError(REFUSAL_KINDS[Refusal.AT_THE_TV])
        if isinstance(move, Challenge):
            # only while the table's challenge card is up, and only a player it waits for
            refusal = flow.turn.state.refusal(Action.CHALLENGE, paused=flow.paused)
            if refusal is Refusal.PAUSED:
                raise IllegalMoveError(REFUSAL_KINDS[refusal])
            if refusal is not None or player not in flow.challengers():
                raise IllegalMoveError("there_no_play_challenge")  # the window has shut
            if self.answered(seat):
                raise IllegalMoveError("challenge_answered")  # this seat let the play stand
        self._play(move)

    def deciding(self) -> bool:
        """Whether the table's challenge card is up (every phone says so)."""
        return self.flow.turn.stage is Stage.CHALLENGE

    def challenge_open(self, seat: int) -> bool:
        flow = self.flow
        return (self.deciding() and not flow.paused and flow.on_phone(player_of(flow.game, seat))
                and player_of(flow.game, seat) in flow.challengers(still_asked=True))

    def answered(self, seat: int) -> bool:
        """Whether ``seat`` has let the open play stand on its phone (the card waits for others)."""
        state = self.flow.turn.state
        return isinstance(state, ChallengeStage) and player_of(self.flow.game, seat) in state.answered

    def _play(self, move: Move) -> None:
        """A move made on a phone, through the flow as the TV's are: kept, animated,
        heard, challenged.

        Raises:
            IllegalMoveError, InvalidMoveError: the rules refuse it (the phone says why).
        """
        flow = self.flow
        g = flow.game
        if isinstance(move, Challenge):
            target = g.last_play
            challenger = g.current if move.challenger is None else move.challenger
            record = g.play(move)
            flow.keeping.record("challenge")
            flow.begin_animation(None)
            flow.view.show_challenge(record, target, challenger)
            return
        mover = g.current
        staged = flow.model.to_play() if flow.model is not None else None
        record = g.play(move)
        if isinstance(move, Exchange):
            flow.keeping.record("exchange")
            flow.begin_animation(None)
            flow.view.show_exchange(record, mover, [], False)
            return
        # the tiles the TV showed as put down land where they lie; others fly in from the panel
        from_hand = (isinstance(move, TilePlay) and staged is not None
                     and set(staged.squares) == set(move.squares))
        flow.animate(record, from_hand)

    def clock_view(self) -> ClockView:
        """The turn clock as the phones show it: its length, the seconds left, whether it runs."""
        flow = self.flow
        clock = flow.clock
        starting = flow.paused and self.codes_up
        if not flow.turn.state.clock_runs or flow.game.over:
            # no one's turn yet (the challenge card, a move settling), or no more turns (a game
            # ended from the menu): not the last player's clock
            return ClockView(paused=flow.paused, starting=starting)
        running = (clock.enabled and not flow.paused
                   and self.waiting_for() is None)  # a phone that has not joined holds its clock
        return ClockView(clock.limit, clock.remaining, running, paused=flow.paused, starting=starting)

    def seat_on_phone(self, seat: int) -> bool:
        flow = self.flow
        return flow.on_phone(player_of(flow.game, seat))

    def accept_final(self, seat: int) -> None:
        """``seat`` answers the challenge card "No challenge" (the play that ended the game:
        Accept) for itself only: the card closes once every player it waits for has answered
        (the TV's own No challenge answers for the whole table)."""
        flow = self.flow
        if not self.seat_on_phone(seat):
            raise IllegalMoveError(REFUSAL_KINDS[Refusal.AT_THE_TV])
        # the TV's challenge card is up and this player is one it waits for
        state = flow.turn.state
        player = player_of(flow.game, seat)
        refusal = state.refusal(Action.NO_CHALLENGE, paused=flow.paused)
        if refusal is None and player not in flow.challengers():
            refusal = Refusal.NOT_NOW
        if refusal is not None:
            raise IllegalMoveError(REFUSAL_KINDS[refusal])
        if isinstance(state, ChallengeStage):
            if player in state.answered:
                raise IllegalMoveError("challenge_answered")
            state.answered.add(player)
            if flow.challengers(still_asked=True):
                return  # the card waits for the others (the referee sends every phone its state)
        if flow.game.phase is Phase.FINAL_CHALLENGE:
            flow.accept_final()
        else:
            flow.start_turn()  # "No challenge", as on the TV's card: the play stands

    # ================================================================ intentions
    def handle(self, intention: Intention) -> list[Outgoing]:
        referee = self.referee
        if referee is None:
            return []
        seat = intention.seat
        if intention.kind == "hint":
            return self._ask_hint(seat)
        answers = referee.handle(intention)  # a page that (re)joins has nothing put down
        if intention.kind in ("preview", "recall", "play", protocol.JOIN, protocol.LEAVE):
            self._show_staged(seat)
        if intention.kind == protocol.JOIN:
            self.joined.add(seat)
            self._no_play_told = None  # a phone (re)joining hears it again
        return answers

    def _show_staged(self, seat: int) -> None:
        """The TV's board shows what the phone of the player to move has put down (a
        team's: both partners' tiles, the team's one placement)."""
        referee, flow = self.referee, self.flow
        if referee is None or player_of(flow.game, seat) != flow.game.current:
            return
        tiles = referee.placement(flow.game.current)
        self._stage_tiles([((t.row, t.col), t.letter) for t in tiles])

    def _stage_tiles(self, placements: list[tuple[Square, str]]) -> None:
        """Show the tiles a phone has put down (not played) on the TV's board: the
        turn's model holds them, so the preview, a time-out and the board read them."""
        flow = self.flow
        model = flow.model
        if model is None or flow.turn.state.refusal(Action.PLACE) is not None or not flow.on_phone(flow.game.current):
            return
        model.recall()
        for square, letter in placements:
            blank = letter.islower()
            tile_id = model.find_tile(letter.upper(), as_blank=blank)
            if tile_id is None or not model.takes_tiles(square):
                continue
            model.place(tile_id, square, letter.upper() if blank else None)

    def _ask_hint(self, seat: int) -> list[Outgoing]:
        flow, referee = self.flow, self.referee
        player = player_of(flow.game, seat)
        # a partner who asks just after the other made the team's move hears so, as a
        # Play pressed then would, not "wait for your turn"
        first = referee.partner_moved_first(seat) if referee is not None else None
        problem = first or self._turn_problem(player) or self._hint_problem(player)
        if problem is None and flow.hint_job is not None:
            return []  # the rung asked for is still being worked out
        if problem is not None:
            return [(seat, protocol.refused("hint", problem))]
        level = flow.hint_level
        flow.hint()
        if flow.hint_level == level:
            return [(seat, protocol.refused("hint", _("no hint this time")))]
        self._hint_for = seat
        self._send_hint()
        return []

    def _hint_problem(self, player: int) -> str | None:
        """Why ``player`` may not climb the hint ladder now (as the TV's Hint button says)."""
        flow = self.flow
        if not hints_in_play(flow.game, player):
            return _("hints are off in this game")
        if flow.hint_level >= MAX_HINT_LEVEL:
            return top_rung_text()
        left = flow.game.hints_left(player)
        if flow.hint_level == 0 and left is not None and left <= 0:
            return _("no hints left")
        return None

    def _send_hint(self) -> None:
        seat, flow, server = self._hint_for, self.flow, self.server
        if seat is None or server is None or flow.hint_job is not None:
            return
        self._hint_for = None
        g = flow.game
        if flow.turn.state.refusal(Action.HINT) is not None or player_of(g, seat) != g.current:
            return  # the turn ended before the hint came
        player = g.current
        # the squares the TV would glow on for this hint (it glows on none: the hint is the phone's)
        squares = flow.model.hinted if flow.model is not None else set()
        message: dict[str, Any] = protocol.hint(flow.hint_text, g.hints_left(player), squares)
        # a team's hint is the team's, as its rack and its hints left are: both partners' phones show it
        for partner in seats_of(g, player):
            if partner not in self.seats:
                continue
            server.send(partner, message)
            if self.referee is not None:
                server.send(partner, self.referee.state(partner))
