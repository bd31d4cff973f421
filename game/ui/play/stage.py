"""The stages of a turn on screen, and what the turn flow talks to.

:class:`Stage` is where :class:`~game.ui.play.flow.TurnFlow` stands; a
:class:`TurnView` (the play scene's :class:`~game.ui.play.animation.TurnShow`)
shows and sounds each move; a :class:`MoveRecorder` (the app's saved games)
keeps it.  Nothing here needs pygame.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol

from game.rules.errors import IllegalMoveError, InvalidMoveError
from game.rules.game import Game, TurnKind, TurnRecord
from game.store import PhoneTable
from game.ui.play.model import PlacedTile, Square

RULE_ERRORS = (IllegalMoveError, InvalidMoveError)  # a move the rules turn down

# How each kind of turn in the game's history is kept in the saved games.
RECORD_KINDS = {
    TurnKind.PLAY: "play", TurnKind.EXCHANGE: "exchange", TurnKind.PASS: "pass",
    TurnKind.TIMEOUT: "timeout", TurnKind.WITHDRAWN: "challenge", TurnKind.CHALLENGE_FAILED: "challenge",
    TurnKind.LOST_TURN: "pass", TurnKind.BLANK_SWAP: "swap",
}
PENDING_CHALLENGE = "challenge"  # the session's open decision: the challenge card was up


class MoveRecorder(Protocol):
    """Where the flow keeps the game (:class:`game.ui.saves.GameRecorder`)."""

    #: the players on their phones, kept with each session (README, "Phone racks")
    phones: tuple[int, ...]
    #: their phones' port, links and rack orders, kept with each session
    phone_table: PhoneTable

    def turn(self, game: Game, kind: str) -> None: ...

    def session(self, game: Game, clock_remaining: float | None, pending: str | None, hint_rung: int) -> None: ...


class Stage(str, Enum):
    HANDOFF = "handoff"
    TURN = "turn"
    THINKING = "thinking"
    ANIMATING = "animating"
    CHALLENGE = "challenge"
    DONE = "done"


class TurnView(Protocol):
    """What the flow asks of the screen.  Every ``show_*`` call comes with the
    stage already ANIMATING and ends, once drawn, in :meth:`~game.ui.play.flow.TurnFlow.animation_done`
    (``show_blank_swap`` excepted: the turn goes on)."""

    def sound(self, name: str, **kw: int) -> None: ...

    def say(self, text: str, bad: bool = False, seconds: float = 4.5) -> None: ...

    def input_stopped(self, turn_over: bool = False) -> None:
        """A tile held by the pointer goes home; with ``turn_over``, the keyboard
        focus and the disabled buttons' tags rest as well."""

    def show_record(self, record: TurnRecord, from_hand: bool, shown: bool) -> None: ...

    def show_exchange(self, record: TurnRecord, mover: int, slots: list[int], shown: bool) -> None: ...

    def show_challenge(self, record: TurnRecord, target: TurnRecord | None, challenger: int) -> None: ...

    def show_computer_challenge(self, seat: int, target: int) -> None:
        """Say that ``seat`` challenges, then call :meth:`~game.ui.play.flow.TurnFlow.challenge` with it."""

    def show_timeout(self, record: TurnRecord, mover: int, placed: dict[Square, PlacedTile], shown: bool) -> None:
        """``placed``: the tiles that were on the board; ``shown``: whether the rack stays face up."""

    def show_blank_swap(self, mover: int, square: Square, letter: str, slot: int) -> None: ...

    def game_over(self) -> None:
        """Show the results."""
