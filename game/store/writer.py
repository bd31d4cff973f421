"""Writes off the frame loop: a thread with a queue and its own connection.

The window captures what to write on its own thread (``PendingTurn.capture``
takes a snapshot of the game there, because the game changes right after) and
hands it over; the thread serialises it, opens its own :class:`GameStore` and
writes each item in its own transaction, in order.  Nothing here raises into the caller: a failed
write is reported through ``on_error`` with a sentence for the player, on the
writer's thread (post it to the window's own queue from there).
"""

from __future__ import annotations

import logging
import queue
import sqlite3
import threading
from collections.abc import Callable, Sequence

from .database import OpenedDatabase, connect, describe
from .games import GameStore
from .records import PendingTurn, Seat, SessionState, StoreError, TurnEntry

log = logging.getLogger(__name__)

Job = Callable[[GameStore], object]  # what a job returns is not used
ErrorCallback = Callable[[str], None]

# Far beyond any backlog a game can make; a full queue means the disk has
# stalled for minutes, and the newest write is reported as lost.
MAX_QUEUED = 10_000


def _written(entry: TurnEntry | PendingTurn) -> TurnEntry:
    """The move as the store writes it (a captured game is serialised now)."""
    return entry.entry() if isinstance(entry, PendingTurn) else entry


class BackgroundWriter:
    """Serial writes on a thread of their own.

    Args:
        opened: the database the window opened; a file is opened again on
            the writer's thread, a database in memory is shared as it is
            (it exists only in that one connection).
        on_error: called with a sentence for the player when a write fails.
    """

    def __init__(self, opened: OpenedDatabase, on_error: ErrorCallback | None = None) -> None:
        self._opened = opened
        self._on_error = on_error or (lambda message: log.warning("%s", message))
        self._queue: queue.Queue[Job | threading.Event | None] = queue.Queue(MAX_QUEUED)
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="game-store-writer", daemon=True)
        self._thread.start()

    # ------------------------------------------------------------ the queue
    def submit(self, job: Job) -> None:
        """Queue a write; returns at once."""
        if self._closed:
            self._report(StoreError("the saved games are closed; this was not saved"))
            return
        try:
            self._queue.put_nowait(job)
        except queue.Full:
            self._report(StoreError("saving has fallen far behind; this move was not saved"))

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until everything queued so far is written; False on timeout."""
        if self._closed:
            return not self._thread.is_alive()
        done = threading.Event()
        self._queue.put(done)
        return done.wait(timeout)

    def close(self, timeout: float | None = 10.0) -> bool:
        """Write what is queued, then stop the thread; False if it did not finish in time."""
        if self._closed:
            return True
        self._closed = True
        self._queue.put(None)
        self._thread.join(timeout)
        return not self._thread.is_alive()

    # ------------------------------------------------------------- the jobs
    def create_game(self, game_id: str, seats: Sequence[Seat], preset: str,
                    entry: TurnEntry | PendingTurn) -> None:
        seats = tuple(seats)
        self.submit(lambda store: store.create_game(game_id, seats, preset, _written(entry)))

    def record_turn(self, game_id: str, entry: TurnEntry | PendingTurn) -> None:
        """Queue a move; a :class:`PendingTurn` is serialised here, on the writer's thread."""
        self.submit(lambda store: store.record_turn(game_id, _written(entry)))

    def record_session(self, game_id: str, session: SessionState) -> None:
        self.submit(lambda store: store.record_session(game_id, session))

    def delete_game(self, game_id: str) -> None:
        self.submit(lambda store: store.delete_game(game_id))

    # ------------------------------------------------------------ the thread
    def _report(self, exc: BaseException) -> None:
        message = str(exc) if isinstance(exc, StoreError) else describe(exc)
        try:
            self._on_error(message)
        except Exception:  # a broken callback must not stop the saving
            log.exception("the store's error callback failed")

    def _open(self) -> GameStore:
        opened = self._opened
        if opened.mode != "read-write":
            return GameStore(opened)
        conn = connect(opened.path)
        conn.execute("PRAGMA synchronous = FULL")
        return GameStore(OpenedDatabase(conn, opened.mode, opened.notice, opened.path))

    def _run(self) -> None:
        try:
            store = self._open()
        except sqlite3.Error as exc:
            self._report(exc)
            store = None
        while True:
            job = self._queue.get()
            if job is None:
                break
            if isinstance(job, threading.Event):
                job.set()  # a flush: everything before it is written
                continue
            if store is None:
                self._report(StoreError("the saved games cannot be opened; this was not saved"))
                continue
            try:
                job(store)
            except (sqlite3.Error, OSError, StoreError, ValueError) as exc:
                self._report(exc)
            except Exception as exc:  # never let one bad write end the saving
                log.exception("a store write failed")
                self._report(exc)
        if store is not None and store.opened is not self._opened:
            store.close()
