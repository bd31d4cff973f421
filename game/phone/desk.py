"""What every referee keeps for its seats' phones, whatever the game they play.

The classic game's :class:`~game.phone.referee.Referee` and Duplicate's
:class:`~game.phone.duplicate_referee.DuplicateReferee` decide moves by
different rules, but a phone coming and going, the order a player arranged
their rack in, the tiles a phone has put down and not played, and the
intentions that touch only those (join, leave, rack, shuffle, recall) are the
same at both tables: :class:`SeatDesk` holds them once.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from game.facts import Fact
from game.rules.errors import InvalidMoveError
from game.rules.move import Placement, TilePlay
from game.rules.state import Preview
from game.words import error_text, refusal_text, word

from . import protocol
from .protocol import Intention, PhoneTile

#: one message for one seat
Outgoing = tuple[int, dict[str, Any]]


def arranged(rack: Sequence[str], order: Sequence[str]) -> list[str]:
    """``rack`` in the order of ``order`` as far as it goes, new tiles at the end.

    >>> arranged(["A", "B", "C", "A"], ["C", "A", "X"])
    ['C', 'A', 'A', 'B']
    """
    left = Counter(rack)
    kept = []
    for tile in order:
        if left[tile] > 0:
            left[tile] -= 1
            kept.append(tile)
    for tile in rack:  # what is left, in the rack's own order
        if left[tile] > 0:
            left[tile] -= 1
            kept.append(tile)
    return kept


def tile_play(tiles: Iterable[PhoneTile]) -> TilePlay:
    """The rules' play from the tiles a phone put down.

    Raises:
        InvalidMoveError: no tiles, a square off the board, two on one square.
    """
    return TilePlay(tuple(Placement(t.row, t.col, t.letter) for t in tiles))


def preview_answer(result: Preview) -> dict[str, Any]:
    """The ``preview`` message for the rules' preview of the tiles a phone put down:
    their points and words, or why they are no play."""
    words = [w.word for w in result.score.words] if result.score else []
    points = result.total if result.score else None
    return protocol.preview(result.legal, points, refusal_text(result.reason), words)


class SeatDesk(ABC):
    """The phones of a table's seats: which are connected, each seat's rack order and
    the tiles each has put down; a referee subclasses it and says what a seat's rack is
    (:meth:`seat_rack`) and what its phone is shown (:meth:`state`, :meth:`welcome`)."""

    def __init__(self, seats: Iterable[int], rng: random.Random | None = None) -> None:
        self.seats = frozenset(seats)
        self.rng = rng or random.Random()
        self.phones: set[int] = set()
        self.orders: dict[int, list[str]] = {}
        #: tiles each seat's phone has on the board, not yet played
        self.staged: dict[int, tuple[PhoneTile, ...]] = {}

    # ----------------------------------------------- what a referee says
    @abstractmethod
    def seat_rack(self, seat: int) -> Sequence[str]:
        """The tiles ``seat`` plays from now, in the rules' order."""

    @abstractmethod
    def state(self, seat: int) -> dict[str, Any]:
        """The ``state`` message for ``seat``'s phone."""

    @abstractmethod
    def welcome(self, seat: int) -> dict[str, Any]:
        """The ``welcome`` message for a phone that joined ``seat``."""

    # ------------------------------------------------------------ reading
    def rack_order(self, seat: int) -> list[str]:
        """A seat's rack in the order its player arranged it."""
        rack = self.seat_rack(seat)
        order = arranged(rack, self.orders.get(seat, rack))
        self.orders[seat] = order
        return order

    def states(self) -> list[Outgoing]:
        """A fresh ``state`` for every seat with a phone."""
        return [(seat, self.state(seat)) for seat in sorted(self.phones)]

    # --------------------------------------------------------- intentions
    def desk_answer(self, intention: Intention) -> list[Outgoing] | None:
        """The answer to an intention that touches only the seat's phone and rack
        (or comes from a seat not at this table), None for one the game decides."""
        seat, kind = intention.seat, intention.kind
        if seat not in self.seats:
            return [(seat, protocol.refused(kind, word(Fact("no_such_player"))))]
        if kind == protocol.JOIN:
            # a page that (re)joins starts with every tile in its rack: what the seat's
            # last page had put down is no longer on the board, nor played when the clock runs out
            self.phones.add(seat)
            self.staged.pop(seat, None)
            return [(seat, self.welcome(seat))] + self.states()
        if kind == protocol.LEAVE:
            self.phones.discard(seat)
            self.staged.pop(seat, None)
            return self.states()
        if kind == "rack":
            self.orders[seat] = arranged(self.seat_rack(seat), intention.text)
            return [(seat, self.state(seat))]
        if kind == "shuffle":
            order = self.rack_order(seat)
            self.rng.shuffle(order)
            self.orders[seat] = order
            return [(seat, self.state(seat))]
        if kind == "recall":
            self.staged.pop(seat, None)
            return [(seat, protocol.preview(False, None, "", []))]
        return None

    def staged_preview(self, seat: int, tiles: tuple[PhoneTile, ...],
                       judge: Callable[[TilePlay], Preview]) -> dict[str, Any]:
        """Keep the tiles ``seat``'s phone has put down and answer with their preview by
        the rules (``judge``): their points and words, or why they are no play."""
        if not tiles:
            self.staged.pop(seat, None)
            return protocol.preview(False, None, "", [])
        try:
            play = tile_play(tiles)
        except InvalidMoveError as exc:
            return protocol.preview(False, None, error_text(exc), [])
        self.staged[seat] = tiles
        return preview_answer(judge(play))
