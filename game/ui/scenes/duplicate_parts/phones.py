"""Phone racks at a Duplicate table (README, "Phone racks", "Duplicate on the phones"):
the Duplicate scene's side of them.

:class:`RoundPhones` starts the phone server for the seats played from a phone
before the first round opens, and stops it when the scene goes (the game over:
each phone gets the result first, and keeps it).  It is the window's
:class:`~game.phone.duplicate_referee.DuplicateTable`: once a frame it hands the
phones' intentions to a :class:`~game.phone.duplicate_referee.DuplicateReferee`,
which decides them and hands a play in here, and from here into the scene's
:class:`~.table.RoundFlow` (:meth:`~.table.RoundFlow.hand_in_from_phone`), where
the TV's plays go too.  The phones read the flow's one round clock.

Everyone plays at once: a phone seat never comes to the TV, and while the people
at the TV take their turns behind the hand-off card the phones play.  The TV
shows who has submitted, never what, and never the tiles a phone has put down
(plays are private until the reveal).  When the round's time runs out the tiles a
phone has put down are handed in before the round closes.  Whatever changes the
round (a play handed in anywhere, the time up, the reveal, the next rack, a pause)
sends every phone a fresh state.

A phone that has not joined is said so on the TV, in that seat's row: the round
cannot wait for one seat, so that seat has no play when the round's clock runs
out (without a clock, the round stops waiting for it once a person has handed a
play in).  A phone that joined and then lost its connection is said so in its row
at once.  The "Scan to join" card (:class:`JoinCard`, the classic table's codes
and button) opens as the game begins and again from the Menu button's card.

A phone may be lost, flat or asleep: the Menu card offers "Play Ana on the TV" for
each seat with a link, as the classic pause menu does (and "Play Ana on a phone"
back).  Such a seat comes to the TV behind the hand-off card, its phone shows no
rack, and the session keeps where each seat plays, so Continue opens its link
again with the seat still at the TV.  Without a round clock, once everyone else
has played, the TV names the phone the round waits for (:meth:`RoundPhones.awaited`,
the card in :mod:`.awaited`) and offers to play that seat on the TV or pass for it.

A child on a phone for whom no word of their list fits the round's rack (the
flow's engine answer, :attr:`~.table.RoundFlow.no_play`) hears it on that phone
alone, once a round and again when the phone joins later in it
(:meth:`~game.phone.duplicate_referee.DuplicateReferee.tell_no_play`).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, pgettext
from game.phone import protocol
from game.phone.duplicate_referee import DuplicateReferee
from game.phone.protocol import Intention
from game.phone.referee import Outgoing
from game.phone.seat_view import ClockView
from game.phone.server import PhoneServer
from game.rules.duplicate import DuplicateGame
from game.rules.errors import IllegalMoveError
from game.rules.move import Pass, TilePlay
from game.store import PhoneTable
from game.ui.play.words import phone_not_joined_line
from game.ui.theme import seat_colour
from game.ui.views.phone_codes_view import SeatCode, draw_phone_codes
from game.ui.widgets import Button, ButtonBar
from game.words.phone_seats import phone_gone_status, play_on_phone_label, play_on_tv_label

from .phone_hints import QueueHints
from .table import RoundFlow, Step

if TYPE_CHECKING:
    from game.ui.scenes.duplicate import DuplicateScene

log = logging.getLogger(__name__)

#: seconds between the scene's looks at the phones while nothing else moves
PHONE_POLL = 0.05


class RoundPhones:
    """``RoundPhones(scene)``: the phone server and referee of one Duplicate game on screen.

    ``make_server`` builds the server for a list of seats (tests may pass one of their own).
    A continued game's phones come back on the seats, links and rack orders its session kept."""

    def __init__(self, scene: DuplicateScene, make_server: Callable[[list[int]], PhoneServer] | None = None) -> None:
        self.scene = scene
        resumed = scene.resumed_from.session if scene.resumed_from is not None else None
        #: the seats on a phone when a continued game was left, and their links
        self.kept_seats = frozenset(resumed.phones if resumed is not None else ())
        self.kept = resumed.phone_table if resumed is not None else PhoneTable()
        #: the seats with a link played on the TV for now (a continued game's, as it was left)
        self.at_tv: set[int] = {seat for seat, _token in self.kept.tokens if seat not in self.kept_seats}
        self.make_server = make_server or (lambda seats: PhoneServer(
            seats, tokens={s: t for s, t in self.kept.tokens if s in seats}, port=self.kept.port))
        self.server: PhoneServer | None = None
        self.referee: DuplicateReferee | None = None
        #: the seats (in the game's order) played from a phone this game
        self.seats: list[int] = []
        #: why the server could not start (the scene says it), or ""
        self.problem = ""
        #: the seats whose phone has joined this game
        self.joined: set[int] = set()
        self.card = JoinCard(self)
        #: the Menu card's "Play Ana on the TV" buttons, made as the card opens
        self.menu_buttons: list[Button] = []
        self._seen: tuple[object, ...] | None = None
        self._time_up = False  # the round's time ran out: the tiles put down are being handed in

    # ================================================================ lifetime
    @property
    def running(self) -> bool:
        return self.server is not None

    def _flow(self) -> RoundFlow:
        flow = self.scene.table
        if flow is None:
            raise IllegalMoveError("round_closed")  # no game yet: nothing can be handed in
        return flow

    def start(self) -> bool:
        """Listen for the phones of the people on a phone (before the first round opens:
        they never come to the TV); False when there are none, in an attract-mode game,
        or when no socket could be opened (those seats then come to the TV)."""
        scene, flow = self.scene, self.scene.table
        seats = [i for i, seat in enumerate(scene.seats)
                 if not seat.is_computer and (seat.phone or i in self.kept_seats or i in self.at_tv)]
        if self.server is not None or flow is None or scene.demo or not seats:
            return False
        server = self.make_server(seats)
        try:
            server.start()
        except OSError as exc:
            log.warning("the phone server could not start: %s", exc)
            # Translators: the phone server could not open its port; {reason} is the system's
            self.problem = _("Phones cannot join this time ({reason}).").format(reason=exc)
            scene.say(self.problem, seconds=12.0)
            return False
        self.server, self.seats = server, seats
        self.referee = DuplicateReferee(scene.game, seats, table=self, rng=scene.rng, hints=QueueHints(flow))
        self.referee.orders.update((seat, list(order)) for seat, order in self.kept.orders if seat in seats)
        scene.keeping.phones = self.links_kept
        self.at_tv &= set(seats)
        flow.on_phone = frozenset(seats) - self.at_tv
        flow.waits_for_phone = self._waits_for
        flow.time_up_listeners.append(self._hand_in_staged)
        self.card.open(resuming=scene.resumed_from is not None)  # Continue: "Resume"
        return True

    def stop(self) -> None:
        """Send every phone its last state (at the end: the result), then close them all
        and stop listening (the port is closed when this returns)."""
        server, self.server = self.server, None
        if server is None:
            return
        if self.referee is not None:
            server.send_all(self.referee.changed())
        server.stop()

    # ================================================================ each frame
    def frame(self) -> None:
        """Answer what the phones asked, and tell them what changed."""
        server, referee = self.server, self.referee
        if server is None or referee is None:
            return
        server.pump(self.handle)
        moment = self._moment()
        if moment != self._seen:
            self._seen = moment
            server.send_all(referee.changed())
        server.send_all(referee.collect_hints())  # each to its own phone: the TV never shows one
        flow = self.scene.table
        if flow is not None and flow.no_play:  # a child's phone: no word fits, told unasked
            server.send_all(referee.tell_no_play(flow.no_play))

    def _moment(self) -> tuple[object, ...]:
        """What the phones' states depend on besides their own racks: when it changes,
        each phone gets a fresh state."""
        game, flow = self.scene.game, self.scene.table
        assert flow is not None
        return (game.round_number, game.phase, tuple(game.submitted(s) for s in range(game.seats)),
                tuple(game.scores), flow.step, flow.paused, flow.clock.expired, flow.clock.limit, flow.on_phone)

    def handle(self, intention: Intention) -> list[Outgoing]:
        referee = self.referee
        if referee is None:
            return []
        seat = intention.seat
        game = self.scene.game
        before, hints_before = game.submitted(seat), list(game.hints_used)
        answers = referee.handle(intention)
        if intention.kind == protocol.JOIN:
            self.joined.add(seat)
        if not before and game.submitted(seat):
            self.scene.sound("click")  # a play came in: heard, never shown
        if game.hints_used != hints_before:
            self.scene.keeping.save()  # a phone's hint spent is kept, never given back by a window killed now
        return answers

    def _waits_for(self, seat: int) -> bool:
        """Whether the round waits for ``seat``'s phone: one that has joined, always; one
        that has not, while the round's clock runs (it then has no play), and without
        a clock until a person has handed a play in."""
        flow = self._flow()
        game = self.scene.game
        return seat in self.joined or flow.clock.enabled or not any(game.submitted(p) for p in flow.people)

    def set_on_phone(self, seat: int, on: bool) -> None:
        """Play ``seat`` from its phone (``on``) or on the TV for now (the Menu card's and the
        awaited phone's card's buttons): the tiles its phone had put down go home, its phone
        is told at the next frame, and the session keeps where it plays."""
        flow, referee = self.scene.table, self.referee
        if flow is None or referee is None or seat not in self.seats or on == (seat not in self.at_tv):
            return
        if on:
            self.at_tv.discard(seat)
        else:
            self.at_tv.add(seat)
            referee.staged.pop(seat, None)
        flow.set_on_phone(seat, on)
        self.scene.keeping.save()

    def seat_buttons(self) -> list[Button]:
        """The Menu card's "Play Ana on the TV" (or "… on a phone") for each seat with a link."""
        return [Button(play_on_phone_label(name) if seat in self.at_tv else play_on_tv_label(name),
                       self._switch(seat, seat in self.at_tv))
                for seat, name in ((seat, self.scene.seats[seat].name) for seat in self.seats)]

    def _switch(self, seat: int, on: bool) -> Callable[[], None]:
        def switch() -> None:
            self.scene.click()
            self.set_on_phone(seat, on)
            self.menu_buttons = self.seat_buttons()  # the label turns to the way back
            self.scene.place_end_card()

        return switch

    def awaited(self) -> int | None:
        """The phone seat a round without a clock still waits for (the first still out, in
        seating order) once every other seat has played, or None: the TV names it and
        offers the table's way on.  Never while the round has a clock (its end closes the
        round), nor before any seat has played (a table all on phones is thinking, not
        waiting)."""
        flow = self.scene.table
        if (self.server is None or flow is None or flow.step is not Step.WAITING or flow.clock.enabled
                or flow.paused):
            return None
        out = flow.phones_out
        others = [s for s in range(len(self.scene.seats)) if s not in out]
        if not out or not others or any(not flow.submitted(s) for s in others):
            return None
        return out[0]

    def pass_for(self, seat: int) -> None:
        """The table passes for ``seat`` this round (the awaited phone's card)."""
        flow = self.scene.table
        if flow is not None:
            flow.pass_for(seat)

    def _hand_in_staged(self) -> None:
        """The round's time is up: the tiles each phone has put down are handed in."""
        referee = self.referee
        if referee is None:
            return
        self._time_up = True
        try:
            referee.hand_in_staged()
        finally:
            self._time_up = False

    # ================================================================ the referee's table
    @property
    def game(self) -> DuplicateGame:
        game: DuplicateGame = self.scene.game
        return game

    def submit(self, seat: int, move: TilePlay | Pass) -> None:
        """``seat``'s play from its phone, into the round's flow as the TV's plays go.

        Raises:
            IllegalMoveError, InvalidMoveError: the round is paused or over, or the rules refuse it.
        """
        flow = self._flow()
        if seat not in flow.on_phone:
            raise IllegalMoveError("playing_on_tv")
        if not self._time_up:
            if flow.paused:
                raise IllegalMoveError("game_paused")
            if flow.clock.expired:
                raise IllegalMoveError("round_closed")
        flow.hand_in_from_phone(seat, move)

    def seat_on_phone(self, seat: int) -> bool:
        return seat not in self.at_tv

    def clock_view(self) -> ClockView:
        """The round's clock as the phones show it (none once the round is over)."""
        flow = self.scene.table
        if flow is None:
            return ClockView()
        # held under the "Scan to join" card, the table has not started (or resumed) yet
        starting = flow.paused and self.card.showing
        if flow.step in (Step.REVEAL, Step.DONE):
            return ClockView(paused=flow.paused, starting=starting)
        clock = flow.clock
        running = clock.enabled and not flow.paused and not clock.expired
        return ClockView(clock.limit, clock.remaining, running, flow.paused, starting=starting)

    # ================================================================ on the TV
    def status(self, seat: int) -> str:
        """What the TV's row of ``seat`` says while its phone has not handed a play in
        ("" for a seat at the TV, or one that has)."""
        if (self.server is None or seat not in self.seats or seat in self.at_tv
                or self.scene.game.submitted(seat)):
            return ""
        if seat not in self.joined:
            return phone_not_joined_line(self.scene.seats[seat].name)
        if seat not in self.connected():
            return phone_gone_status()
        # Translators: Duplicate: this person plays the round on their phone and has not handed a play in yet
        return _("Playing on their phone")

    def links_kept(self) -> tuple[tuple[int, ...], PhoneTable]:
        """The seats on a phone now and the port, links and rack orders of every seat with a
        link, for the session (Continue opens the same links, each rack in the order its
        player left it, and a seat played on the TV stays there)."""
        server, referee = self.server, self.referee
        if server is None or referee is None:
            return (), PhoneTable()
        orders = tuple((seat, "".join(referee.orders[seat])) for seat in self.seats if seat in referee.orders)
        on_phone = tuple(seat for seat in self.seats if seat not in self.at_tv)
        return on_phone, PhoneTable(server.port, tuple((s, server.tokens[s]) for s in self.seats), orders)

    def links(self) -> list[tuple[int, str]]:
        """(seat, link) for every phone seat."""
        server = self.server
        return [] if server is None else [(seat, server.url_for(seat)) for seat in self.seats]

    def connected(self) -> frozenset[int]:
        return self.server.connected() if self.server is not None else frozenset()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """The card's keys and clicks, and the Menu card's Phone codes; True when taken."""
        if self.card.showing:
            self.card.handle_event(event)
            return True
        if self.server is not None and self.scene.ending:
            return any(button.handle_event(event) for button in (self.card.button, *self.menu_buttons))
        return False

    def draw(self, surface: pygame.Surface) -> None:
        if self.server is not None and self.scene.ending and not self.card.showing:
            self.scene.place_end_card()
            for button in (self.card.button, *self.menu_buttons):
                button.draw(surface, self.scene.theme)
        if self.card.showing:
            self.card.draw(surface)

    def button_rects(self) -> list[pygame.Rect]:
        if self.card.showing:
            return [self.card.start.rect]
        if self.server is not None and self.scene.ending:
            return [self.card.button.rect, *(button.rect for button in self.menu_buttons)]
        return []


class JoinCard:
    """The "Scan to join" card of a Duplicate table: the classic table's codes and
    Start button (:mod:`game.ui.play.phone_table`), over the board while the round waits
    (its clock paused); a phone may join whenever it likes after Start."""

    def __init__(self, phones: RoundPhones) -> None:
        self.phones = phones
        self.showing = False
        self._resuming = False
        self._paused_here = False
        # Translators: the button that closes the card of phone codes and begins (or goes on with) the game
        self.start = Button(pgettext("button", "Start"), self.close, primary=True)
        self.bar = ButtonBar([self.start], cancel=0)
        #: the Menu card's way back to the codes, worded as the classic pause menu's
        self.button = Button(_("Phone codes"), self.reopen)
        self.squares: list[pygame.Rect] = []

    def open(self, resuming: bool = False) -> None:
        flow = self.phones.scene.table
        if self.showing or flow is None:
            return
        self.showing, self._resuming = True, resuming
        self._paused_here = not flow.paused
        flow.pause()

    def reopen(self) -> None:
        """From the Menu button's card: that card closes, and this one keeps the round paused."""
        scene = self.phones.scene
        scene.click()
        scene.ending = False
        self.open(resuming=True)
        self._paused_here = True

    def close(self) -> None:
        if not self.showing:
            return
        self.showing = False
        self.phones.scene.sound("click")
        flow = self.phones.scene.table
        if self._paused_here and flow is not None:
            flow.resume()
        self._paused_here = False

    def codes(self) -> list[SeatCode]:
        scene, connected = self.phones.scene, self.phones.connected()
        return [SeatCode(scene.seats[seat].name, seat_colour(seat), url, seat in connected)
                for seat, url in self.phones.links()]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.start.rect.collidepoint(event.pos):
            self.close()
            return
        if event.type == pygame.MOUSEMOTION:
            self.start.hover = self.start.rect.collidepoint(event.pos)
            return
        self.bar.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.phones.scene.theme
        w, h = surface.get_size()
        button_h = max(40, min(56, h // 14))
        self.start.rect = pygame.Rect(0, 0, min(320, w // 3), button_h)
        self.start.rect.midbottom = (w // 2, h - 28)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((12, 8, 4, 170))
        surface.blit(shade, (0, 0))
        self.squares = draw_phone_codes(surface, theme, pygame.Rect(0, 0, w, h), self.codes(), self.start.rect.top)
        self.start.label = _("Resume") if self._resuming else pgettext("button", "Start")
        self.start.draw(surface, theme)
