"""What the Duplicate scene keeps of its game, so a window that dies comes back to it.

Every change of the game (a seat's submission, a round closed, the next rack drawn,
the game ended from the menu) is kept through a :class:`DuplicateRecorder` (the
app's saved games, ``ctx.saves``), its state written on the store's own thread, so
a frame never waits for the disk and a kill loses at most the change in flight.
The session beside it keeps the round clock's time left and the hints used: as the
running clock enters each new second (the whole second below is kept, so a window
killed before the next one never comes back with time it had used), when the game
is paused, and when the scene goes.  Nothing here needs pygame.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.rules.duplicate import DuplicateGame
from game.store import GameStore, SessionState, StoreError
from game.store.duplicate import duplicate_entry

if TYPE_CHECKING:
    from game.ui.saves import GameSaves

    from .table import DuplicateTable


class DuplicateRecorder:
    """Writes one Duplicate game's states and sessions; made by
    :meth:`game.ui.saves.GameSaves.duplicate_recorder`."""

    def __init__(self, saves: GameSaves, game_id: str, turn: int) -> None:
        self.saves = saves
        self.game_id = game_id
        # The number of the last state the store kept, or None while the last one handed
        # to it failed to be written: a session names the state it follows.  Set on the
        # writer's thread only, where the sessions read it, in the order queued.
        self.kept: int | None = turn

    def change(self, game: DuplicateGame, kind: str) -> None:
        """Keep the game as it is after a change of ``kind`` (``DUPLICATE_KINDS``).  The
        state is taken as text now (the game changes right after); the store's thread
        compresses and writes it."""
        try:
            entry = duplicate_entry(game, kind)
        except StoreError as exc:
            self.saves.report(str(exc))
            self.saves.writer.submit(self._lost)
            return
        game_id = self.game_id

        def write(store: GameStore) -> None:
            self._lost(store)  # until this state is in the store
            self.kept = store.record_turn(game_id, entry)

        self.saves.writer.submit(write)

    def _lost(self, _store: GameStore) -> None:
        self.kept = None

    def session(self, game: DuplicateGame, clock_remaining: float | None) -> None:
        """Keep the round clock's time left and the hints used, with the number of the
        state they follow (as the store numbered it, on the writer's thread)."""
        hints = tuple(int(h) for h in game.hints_used)
        game_id = self.game_id

        def write(store: GameStore) -> None:
            store.record_session(game_id, SessionState(clock_remaining, hints, turn=self.kept))

        self.saves.writer.submit(write)


class DuplicateKeeping:
    """Keeps ``table``'s game through ``recorder`` (None: nothing is kept, as in attract mode)."""

    def __init__(self, recorder: DuplicateRecorder | None) -> None:
        self.recorder = recorder
        self.table: DuplicateTable | None = None
        self._second: int | None = None  # the whole second the clock showed at the last session

    def attach(self, table: DuplicateTable) -> None:
        """Keep every change ``table`` makes to its game from now on."""
        self.table = table
        table.changes.append(self.changed)

    def changed(self, kind: str) -> None:
        """The table changed the game (a submission, a round closed, a rack drawn)."""
        table = self.table
        if self.recorder is None or table is None:
            return
        self.recorder.change(table.game, kind)
        self.save()

    def ended(self, game: DuplicateGame) -> None:
        """The game was ended from the menu: kept finished, with its results."""
        if self.recorder is not None:
            self.recorder.change(game, "end")

    def tick(self) -> None:
        """A frame: a session as the running clock enters each new second."""
        table = self.table
        if self.recorder is None or table is None or not table.clock.enabled or table.paused:
            return
        second = math.ceil(table.clock.remaining)
        if second != self._second and self._second is not None:
            self.save(whole_second=True)
        self._second = second

    def save(self, *, whole_second: bool = False) -> None:
        """Keep the round clock's time left and the hints used (pause, close, each second)."""
        table = self.table
        if self.recorder is None or table is None or table.game.over:
            return
        clock = table.clock
        left: float | None = clock.remaining if clock.enabled else None
        if whole_second and left is not None:
            left = float(max(0, math.ceil(left) - 1))
        self._second = math.ceil(clock.remaining) if clock.enabled else None
        self.recorder.session(table.game, left)
