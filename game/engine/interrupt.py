"""Whether the search under way should stop now: a long search polls this.

The engine process installs its check (a cancel from the window, or a newer
request waiting: :mod:`game.engine.worker`); elsewhere nothing asks a search
to stop.  A search that stops early still answers, with the best it has.
"""

from __future__ import annotations

from collections.abc import Callable

_check: Callable[[], bool] | None = None


def install(check: Callable[[], bool] | None) -> None:
    """Make ``check`` the question every search polls (None: never stop)."""
    global _check
    _check = check


def requested() -> bool:
    """Whether the search under way has been asked to stop."""
    return _check is not None and _check()
