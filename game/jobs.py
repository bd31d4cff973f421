"""Work the frame loop must never wait for: file writes, word-list compiles, loads.

``submit`` runs a function on a worker thread; its result (or exception) is
handed back on the main thread by ``poll()``, which the app calls once a
frame, so callbacks can touch scenes and pygame safely.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

log = logging.getLogger(__name__)


@dataclass
class _Pending:
    future: Future[Any]
    on_done: Callable[[Any], None] | None
    on_error: Callable[[BaseException], None] | None


class SharedProgress:
    """How far a job has got, set on its thread and read by the frame loop.

    ``running`` is true from :meth:`begin` to :meth:`end`: only then is there
    something to show (a list loaded from its cache never begins).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._fraction = 0.0
        self._running = False

    def begin(self) -> None:
        with self._lock:
            self._fraction, self._running = 0.0, True

    def report(self, fraction: float) -> None:
        """The fraction done, 0..1 (any thread)."""
        with self._lock:
            self._fraction = min(1.0, max(0.0, float(fraction)))

    def end(self) -> None:
        with self._lock:
            self._running = False

    @property
    def fraction(self) -> float:
        with self._lock:
            return self._fraction

    @property
    def running(self) -> bool:
        with self._lock:
            return self._running


class Jobs:
    def __init__(self, workers: int = 2) -> None:
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="tile-party")
        self._pending: list[_Pending] = []
        #: called on the worker thread as each job ends, so a loop asleep until then wakes
        self.on_finish: Callable[[], None] | None = None

    def submit(
        self,
        fn: Callable[..., Any],
        *args: Any,
        on_done: Callable[[Any], None] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
    ) -> Future[Any]:
        future = self._pool.submit(fn, *args)
        wake = self.on_finish
        if wake is not None:
            future.add_done_callback(lambda _done: wake())
        self._pending.append(_Pending(future, on_done, on_error))
        return future

    def poll(self, on_callback_error: Callable[[BaseException], None] | None = None) -> int:
        """Deliver finished results on the caller's (main) thread; return how many.

        A callback that raises does not stop the others or reach the caller:
        its exception goes to ``on_callback_error`` (the app shows its error
        screen), or to the log when none is given.
        """
        if not self._pending:
            return 0
        still: list[_Pending] = []
        finished: list[_Pending] = []
        for item in self._pending:
            (finished if item.future.done() else still).append(item)
        self._pending = still
        for item in finished:
            try:
                self._deliver(item)
            except Exception as exc:
                if on_callback_error is None:
                    log.error("a job's callback failed", exc_info=exc)
                else:
                    on_callback_error(exc)
        return len(finished)

    @staticmethod
    def _deliver(item: _Pending) -> None:
        exc = item.future.exception()
        if exc is not None:
            if item.on_error is not None:
                item.on_error(exc)
            else:
                log.error("background job failed", exc_info=exc)
        elif item.on_done is not None:
            item.on_done(item.future.result())

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def wait_all(self, timeout: float = 10.0) -> None:
        """Block until queued work is done (only at exit, so writes are not lost)."""
        for item in list(self._pending):
            try:
                item.future.result(timeout=timeout)
            except Exception as exc:  # reported through poll below
                log.debug("job ended with %s", exc)
        self.poll()

    def shutdown(self) -> None:
        self.wait_all()
        self._pool.shutdown(wait=True)
