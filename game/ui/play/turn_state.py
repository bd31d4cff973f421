"""A turn as a state machine: one object per stage, what each allows, and the one
place where the stage changes.

The turn flow (:class:`~game.ui.play.flow.TurnFlow`) stands in one
:class:`TurnState` at a time: a person's turn (:class:`PersonTurnStage`), the
hand-off card (:class:`HandoffStage`), a computer thinking
(:class:`ThinkingStage`), the screen catching up with a move
(:class:`AnimatingStage`), the challenge card (:class:`ChallengeStage`) or the
end (:class:`GameOverStage`).  Each stage says which :class:`Action` it allows;
asked about another, it answers with a :class:`Refusal`, a fact that whoever
asked words in its own way (the TV's button tag, the phone's refusal).

A :class:`TurnMachine` holds the stage and is the only thing that changes it
(:meth:`TurnMachine.go`): the moves it may make are in :data:`TRANSITIONS`, and
every change is told to whoever listens (:meth:`TurnMachine.listen`) as a
:class:`StageChange` (the phone table sends the phones a fresh state).  A new
stage (everyone playing at once, the reveal) is a new :class:`Stage` value, a
new :class:`TurnState` with its actions, and its rows in :data:`TRANSITIONS`.
Nothing here needs pygame or the rules.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar

from game.ui.play.stage import Stage


class Action(str, Enum):
    """Something a player (at the TV or on a phone) may ask for during a turn."""

    PLACE = "place"  # put a tile down, pick one up, type on the board, choose a blank's letter
    RECALL = "recall"  # the placed tiles go home
    SHUFFLE = "shuffle"
    PLAY = "play"
    PASS = "pass"
    EXCHANGE = "exchange"  # swap tiles with the bag
    SWAP = "swap"  # a real letter for a blank on the board (docs/rules.md, "Blank swaps")
    HINT = "hint"
    UNDO = "undo"
    CHALLENGE = "challenge"
    NO_CHALLENGE = "no-challenge"  # let the play stand
    SHOW_RACK = "show-rack"  # the hand-off card's button: the player to move takes the rack
    PAUSE = "pause"  # the in-game menu


class Refusal(str, Enum):
    """Why an action is turned down, as a fact; the one who asked words it."""

    NOT_NOW = "not-now"  # this stage does not allow it ("wait for your turn")
    PAUSED = "paused"  # the game is paused
    ON_PHONE = "on-phone"  # the player to move plays from their phone: the TV's buttons rest
    AT_THE_TV = "at-the-tv"  # a phone's player has moved to the TV


class TurnState:
    """A stage of the turn: which :class:`Stage` it is and which actions it allows."""

    stage: ClassVar[Stage]
    allows: ClassVar[frozenset[Action]] = frozenset()
    #: whether the turn clock runs (a person's turn): it ticks, it is kept, the phones show it running
    clock_runs: ClassVar[bool] = False

    def refusal(self, action: Action, *, paused: bool = False) -> Refusal | None:
        """Why ``action`` cannot be taken now, or None when it can; ``paused``: the
        game is paused, which turns down everything but the menu first."""
        if paused and action is not Action.PAUSE:
            return Refusal.PAUSED
        return None if action in self.allows else Refusal.NOT_NOW

    def __repr__(self) -> str:
        return f"{type(self).__name__}()"


class PersonTurnStage(TurnState):
    """A person's turn: their rack is up (on the TV or on their phone) and their clock runs."""

    stage = Stage.TURN
    clock_runs = True
    allows = frozenset({
        Action.PLACE, Action.RECALL, Action.SHUFFLE, Action.PLAY, Action.PASS, Action.EXCHANGE,
        Action.SWAP, Action.HINT, Action.UNDO, Action.PAUSE,
    })


class HandoffStage(TurnState):
    """"Pass to Ana": every rack hidden until the player to move takes theirs.  The play
    just made can no longer be challenged: the challenge card (:class:`ChallengeStage`)
    was the table's one window for it, on the TV and on the phones alike."""

    stage = Stage.HANDOFF
    allows = frozenset({Action.SHOW_RACK, Action.PAUSE})


class ThinkingStage(TurnState):
    """A computer seat's search runs in the engine process; the menu may still open."""

    stage = Stage.THINKING
    allows = frozenset({Action.PAUSE})


class AnimatingStage(TurnState):
    """The screen catches up with a move (tiles settle, the score pops); input finishes it."""

    stage = Stage.ANIMATING


class ChallengeStage(TurnState):
    """The challenge card: the players it names challenge the open play or let it stand,
    on the TV or on their phones; it is the only stage where a play can be challenged.

    A phone's "No challenge" answers for its own seat only (the TV's answers for the
    table): :attr:`answered` holds those seats until every player the card waits for
    has answered, and each card (a fresh state) starts with nobody's answer."""

    stage = Stage.CHALLENGE
    allows = frozenset({Action.CHALLENGE, Action.NO_CHALLENGE, Action.PAUSE})

    def __init__(self) -> None:
        #: the players (playing order) who let the play stand on their phones, this card
        self.answered: set[int] = set()


class GameOverStage(TurnState):
    """The game is over: the results are shown."""

    stage = Stage.DONE


STATES: dict[Stage, type[TurnState]] = {
    cls.stage: cls
    for cls in (PersonTurnStage, HandoffStage, ThinkingStage, AnimatingStage, ChallengeStage, GameOverStage)
}

#: where each stage may lead.  What follows a move is decided from the game alone
#: (:meth:`~game.ui.play.flow.TurnFlow.start_turn`), so any stage may lead to any other;
#: only the end leads nowhere.
TRANSITIONS: dict[Stage, frozenset[Stage]] = {
    stage: frozenset(Stage) if stage is not Stage.DONE else frozenset({Stage.DONE})
    for stage in Stage
}


@dataclass(frozen=True)
class StageChange:
    """The event told to the listeners of a :class:`TurnMachine`: ``before`` -> ``after``."""

    before: TurnState
    after: TurnState


Listener = Callable[[StageChange], None]


class TurnMachine:
    """The stage of the turn and its one door: :meth:`go`.  It starts animating (the
    screen shows the game as it is) until the flow decides the first turn."""

    def __init__(self) -> None:
        self.state: TurnState = AnimatingStage()
        self._listeners: list[Listener] = []

    @property
    def stage(self) -> Stage:
        return self.state.stage

    def listen(self, listener: Listener) -> None:
        """Call ``listener`` with each :class:`StageChange` from now on."""
        self._listeners.append(listener)

    def go(self, stage: Stage) -> None:
        """Enter ``stage`` (a fresh state object) and tell the listeners; staying in the
        stage one is in changes nothing and tells nobody.

        Raises:
            ValueError: :data:`TRANSITIONS` does not lead from the stage now to ``stage``.
        """
        before = self.state
        if stage is before.stage:
            return
        if stage not in TRANSITIONS[before.stage]:
            raise ValueError(f"a turn does not go from {before.stage.value} to {stage.value}")
        self.state = STATES[stage]()
        change = StageChange(before, self.state)
        for listener in list(self._listeners):
            listener(change)
