"""A second process for the expert's look-ahead: it plays every other round.

The look-ahead's rounds are independent (each is a draw of the unseen tiles,
played out for every candidate still in the running), so two cores weigh twice
as many in the same time.  At the start of a turn's look-ahead the searching
process forks a helper: the child has the position, the candidates, the word
list and the very same sequence of draws without anything being sent.  Rounds
then go in pairs: the parent asks the helper for the second round of a pair
(its number, the candidates still in the running, the time left), plays the
first itself, and waits for the helper's answer; the candidates clearly behind
are dropped after each pair.  A round either process could not finish before
the budget ran out, or the search was asked to stop, counts for nothing, as
without a helper.  The helper ends with the turn's look-ahead.

Where processes cannot be forked (Windows) or the machine has one core, the
expert searches alone (:func:`default_cores`).  It searches alone too where
other threads run in its process (:func:`fork_safe`): the window's process,
where the expert thinks on a thread when the engine process cannot start, has
the frame loop, the phone server and the store's writer running, and a fork
copies any lock one of them holds, held for ever in the child.  The engine
process runs no thread but its own.  The helper runs at the searching
process's priority, below the window's: the frames come first.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable
from multiprocessing.connection import Connection, Pipe
from os import _exit

#: one round's results for the candidates asked (None: stopped before it was whole)
PlayRound = Callable[[list[int], list[str], float, list[float]], "list[float] | None"]
#: seconds past the budget the parent waits for the helper's round before giving it up
GRACE = 0.25
#: seconds the helper has to end by itself before it is killed
STOP_WAIT = 0.2


def fork_possible() -> bool:
    """Whether this system can fork a process (not on Windows)."""
    return hasattr(os, "fork") and "fork" in multiprocessing.get_all_start_methods()


def fork_safe() -> bool:
    """Whether this process may fork a helper now: the system can, and no thread
    runs here but the one asking (a fork copies the locks other threads hold)."""
    return fork_possible() and threading.active_count() == 1


def default_cores() -> int:
    """Two where the machine has two cores or more and can fork, else one."""
    return 2 if (os.cpu_count() or 1) >= 2 and fork_possible() else 1


def _serve(conn: Connection, play_round: PlayRound, rounds_of: Iterable[tuple[list[str], int]],
           clock: Callable[[], float], slots: int) -> None:
    """The helper: answer each (round number, candidates, time left) with that round's results."""
    rounds = iter(rounds_of)
    index = -1
    tiles: list[str] = []
    slowest = [0.0] * slots  # the helper's own longest play-outs, by blanks in their racks
    while True:
        try:
            asked = conn.recv()
        except (EOFError, OSError):
            return
        if asked is None:
            return
        number, alive, left = asked
        try:
            while index < number:
                tiles = next(rounds)[0]
                index += 1
            values = play_round(alive, tiles, clock() + left, slowest)
        except StopIteration:
            values = None
        conn.send(values)


class RoundHelper:
    """The parent's end of a helper process (:meth:`start`, :meth:`ask`, :meth:`answer`, :meth:`stop`)."""

    possible = staticmethod(fork_possible)

    def __init__(self, pid: int, conn: Connection) -> None:
        self.pid = pid
        self.conn = conn
        self.waiting = False
        self.broken = False

    @classmethod
    def start(cls, play_round: PlayRound, rounds_of: Iterable[tuple[list[str], int]],
              clock: Callable[[], float], slots: int) -> RoundHelper | None:
        """Fork a helper that reads ``rounds_of`` from where it stands now (``slots``: the
        blank counts its play-outs are timed by); None if it cannot start, or may not:
        other threads run in this process (:func:`fork_safe`).

        A bare fork, not a :mod:`multiprocessing` process: the engine's process (and a
        benchmark's pool worker) is a daemon, which multiprocessing lets have no children."""
        if not fork_safe():
            return None
        try:
            parent, child = Pipe()
            pid = os.fork()
        except OSError:
            return None
        if pid == 0:  # the helper
            code = 0
            try:
                parent.close()
                _serve(child, play_round, rounds_of, clock, slots)
            except BaseException:
                code = 1
            finally:
                _exit(code)  # never the parent's clean-up (files, atexit): it is the parent's
        child.close()
        return cls(pid, parent)

    def ask(self, number: int, alive: list[int], left: float) -> None:
        """Ask for round ``number`` (counted from 0) of the candidates ``alive``, with ``left`` seconds left."""
        if self.broken:
            return
        try:
            self.conn.send((number, list(alive), left))
            self.waiting = True
        except (OSError, ValueError):
            self.broken = True

    def answer(self, left: float) -> list[float] | None:
        """The round asked for, waiting at most ``left`` seconds and :data:`GRACE` more;
        None if the helper stopped short, ended or was too late (it is then given up)."""
        if not self.waiting or self.broken:
            return None
        self.waiting = False
        try:
            if self.conn.poll(max(0.0, left) + GRACE):
                values: list[float] | None = self.conn.recv()
                return values
        except (EOFError, OSError):
            pass
        self.broken = True
        return None

    def stop(self) -> None:
        """End the helper: at once if it is still playing a round, else when it reads the end."""
        try:
            if not self.broken and not self.waiting:
                self.conn.send(None)
            else:
                os.kill(self.pid, signal.SIGKILL)
        except (OSError, ValueError):
            pass
        self.conn.close()
        until = time.monotonic() + STOP_WAIT
        while True:
            try:
                done, _status = os.waitpid(self.pid, os.WNOHANG)
            except ChildProcessError:
                return  # reaped already
            if done:
                return
            if time.monotonic() > until:
                try:
                    os.kill(self.pid, signal.SIGKILL)
                except OSError:
                    pass
                os.waitpid(self.pid, 0)
                return
            time.sleep(0.002)
