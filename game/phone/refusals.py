"""The phone server's log of what it refused, kept short.

Anyone on the network can knock on the phone server's port as often as they
like: a wrong link, a page that is not there, a request that is not HTTP, a
header too big.  Each is refused; logging each one would fill
``tile-party.log`` for as long as the knocking goes on (2,000 wrong links were
230 KB).  So each *kind* of refusal is written at most once a minute, and the
next line of that kind says how many went unwritten in between; an expected
refusal has no traceback.  :class:`RefusalLog` does that for the server's own
refusals, :class:`RequestErrorLog` for those the web library makes itself
before any handler runs (a malformed request, an oversized header).

Kinds are fixed words in the code, never text from a request, so the count
of kinds kept is bounded.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: seconds in which one kind of refusal is logged once
PERIOD_SECONDS = 60.0


@dataclass
class _Window:
    start: float
    unlogged: int = 0


class RefusalLog:
    """Logs each kind of refusal at most once every ``period`` seconds.

    Args:
        log: where the lines go (warnings).
        clock: seconds, rising (injectable for tests).
        period: the window in which a kind is logged once.
    """

    def __init__(self, log: logging.Logger, clock: Callable[[], float] = time.monotonic,
                 period: float = PERIOD_SECONDS) -> None:
        self.log = log
        self.clock = clock
        self.period = period
        self._windows: dict[str, _Window] = {}
        self._lock = threading.Lock()

    def refused(self, kind: str, message: str, *args: object) -> None:
        """Log ``message % args`` unless a refusal of ``kind`` was logged in the last
        period; then it is only counted, and the next line of that kind says how many."""
        now = self.clock()
        with self._lock:
            window = self._windows.get(kind)
            if window is not None and now - window.start < self.period:
                window.unlogged += 1
                return
            unlogged = window.unlogged if window is not None else 0
            self._windows[kind] = _Window(now)
        if unlogged:
            message += " (and %d more like it not logged since the last such line)"
            args += (unlogged,)
        self.log.warning(message, *args)

    def flush(self) -> None:
        """Log the counts not yet written (the server is stopping)."""
        with self._lock:
            counts = [(kind, w.unlogged) for kind, w in sorted(self._windows.items()) if w.unlogged]
            self._windows.clear()
        for kind, unlogged in counts:
            self.log.warning("phone server: %d more refused (%s) not logged", unlogged, kind)


class RequestErrorLog(logging.Logger):
    """The logger the web library's request handler is given (its ``logger``
    option): a request it cannot read (not HTTP, a line or header over its caps)
    is a refusal like the server's own, one line a minute without a traceback,
    naming only the error's class (its text quotes the request, which can hold a
    seat's token).  Its debug lines are dropped.

    It is a :class:`logging.Logger` only to be accepted where one is; nothing
    registers it, and every line goes through ``refusals``.
    """

    def __init__(self, refusals: RefusalLog) -> None:
        super().__init__(refusals.log.name + ".http")
        self.refusals = refusals

    def debug(self, msg: object, *args: object, **kwargs: Any) -> None:
        pass

    def info(self, msg: object, *args: object, **kwargs: Any) -> None:
        pass

    def warning(self, msg: object, *args: object, **kwargs: Any) -> None:
        self._note(msg, args, kwargs.get("exc_info"))

    def error(self, msg: object, *args: object, **kwargs: Any) -> None:
        self._note(msg, args, kwargs.get("exc_info"))

    def exception(self, msg: object, *args: object, exc_info: Any = True, **kwargs: Any) -> None:
        self._note(msg, args, exc_info)

    def critical(self, msg: object, *args: object, **kwargs: Any) -> None:
        self._note(msg, args, kwargs.get("exc_info"))

    def _note(self, msg: object, args: tuple[object, ...], exc_info: Any) -> None:
        if exc_info is True:
            exc_info = sys.exc_info()[1]
        if isinstance(exc_info, BaseException):
            why = type(exc_info).__name__
        elif isinstance(exc_info, tuple) and exc_info and exc_info[0] is not None:
            why = exc_info[0].__name__
        else:
            why = "no detail"
        try:
            said = (str(msg) % args) if args else str(msg)
        except (TypeError, ValueError):
            said = str(msg)
        self.refusals.refused("bad request", "phone server: refused a request it could not read: %s (%s)",
                              said[:120], why)
