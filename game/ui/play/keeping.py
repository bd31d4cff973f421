"""What the turn flow keeps of a game on screen, so a window that dies comes back to it.

Every move is kept as it is made through a :class:`~game.ui.play.stage.MoveRecorder`
(the app's saved games), and the session (the turn clock, hints used and the
hint ladder's rung, an open challenge) when the game is paused or the scene
goes, when a hint is spent, when a play is let stand, and as the running clock
enters each new second, so a window that is killed comes back to the same
turn: the hint not charged twice, the challenge not asked again, and the clock
at the whole second below the time it had left (up to a second is lost, none
given back).  A flow built with a saved game's :class:`~game.store.SessionState`
picks up where that left off: :class:`TurnKeeping` holds what that session
left for the first turn shown.  Nothing here needs pygame.
"""

from __future__ import annotations

import math
from typing import Protocol

from game.engine.hints import MAX_LEVEL as MAX_HINT_LEVEL
from game.rules.clock import TurnClock
from game.rules.game import Game
from game.store import SessionState
from game.ui.play.stage import PENDING_CHALLENGE, MoveRecorder
from game.ui.play.turn_state import Action, TurnMachine


class KeptFlow(Protocol):
    """What is kept of the turn flow (:class:`~game.ui.play.flow.TurnFlow`)."""

    game: Game
    recorder: MoveRecorder | None
    clock: TurnClock
    turn: TurnMachine
    hint_level: int
    offered: set[int]  # history indexes already offered for challenge


class TurnKeeping:
    """``TurnKeeping(flow, session)``: keeps ``flow``'s moves and session; ``session``
    is what a saved game's window was showing when it was left (clock, open challenge)."""

    def __init__(self, flow: KeptFlow, session: SessionState | None = None) -> None:
        self.flow = flow
        self.clock_left: float | None = None  # a saved game's time left, for the first turn shown
        self.hint_level_left = 0  # a saved game's rung of the hint ladder, for the first turn shown
        if session is None:
            return
        clock, game = flow.clock, flow.game
        if session.clock_remaining is not None and clock.enabled:
            self.clock_left = min(clock.limit, max(0.0, session.clock_remaining))
        if session.pending != PENDING_CHALLENGE and game.challengeable is not None:
            # the open play was already let stand before the game was left
            flow.offered.add(game.challengeable)
        if session.pending != PENDING_CHALLENGE:
            # (a rung is climbed only in a turn, after any challenge was decided)
            self.hint_level_left = min(MAX_HINT_LEVEL, max(0, session.hint_rung))

    def keep_phones(self, players: list[int]) -> None:
        """The session kept from now on names ``players``, those on their phones (Continue)."""
        recorder = self.flow.recorder
        if recorder is not None:
            recorder.phones = tuple(players)

    def record(self, kind: str) -> None:
        """Keep the game as it is after a move of ``kind``."""
        # what a saved game's window was showing belongs to the turn now over
        self.clock_left, self.hint_level_left = None, 0
        flow = self.flow
        if flow.recorder is not None:
            flow.recorder.turn(flow.game, kind)

    def save(self, *, whole_second: bool = False) -> None:
        """Keep the clock's time left, hints used and the hint ladder's rung, and an
        open challenge (pause, close, a hint, a play let stand).  ``whole_second``
        (the clock has just entered a new second, the one shown rounded up): keep the
        whole second below, where it will be at the next such save, so a window killed
        before then never comes back with time it had used."""
        flow = self.flow
        if flow.recorder is None or flow.game.over:
            return
        state = flow.turn.state
        if state.clock_runs:
            # the rung climbed this turn is kept whether or not a clock runs
            rung = flow.hint_level
            clock = flow.clock
            left: float | None = clock.remaining if clock.enabled else None
            if whole_second and clock.enabled:
                left = float(max(0, math.ceil(clock.remaining) - 1))
        else:
            left = self.clock_left  # not yet shown since the game was resumed
            rung = self.hint_level_left
        # the open play's challenge is still to come unless the players let it stand
        open_play = flow.game.challengeable
        asking = Action.NO_CHALLENGE in state.allows  # the challenge card is up
        undecided = open_play is not None and (asking or open_play not in flow.offered)
        flow.recorder.session(flow.game, left, PENDING_CHALLENGE if undecided else None, rung)
