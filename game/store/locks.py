"""Which saved games are open in a window: one lock file a game, held while it is played.

Two copies of the game on one data folder would otherwise both resume the same
game and write their moves in turn, one copy's moves lost without a word.  A
window that plays a saved game holds an exclusive ``flock`` on
``locks/<game id>.lock`` in the data folder; another copy asking for the same
game is told it is open elsewhere.  The system drops the lock when the
process ends however it ends (a crash, a kill), so a lock never outlives the
window that held it.  Where there is no ``flock`` (Windows), or the folder
cannot hold lock files (read-only), nothing is locked and every game is free.
"""

from __future__ import annotations

import os
import re
import threading
from pathlib import Path

from game.paths import own_folder

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

LOCK_FOLDER = "locks"
_ID = re.compile(r"[0-9a-f]{1,64}")


class GameLocks:
    """The games this process holds open, by id."""

    def __init__(self, directory: Path | None) -> None:
        self.folder = directory / LOCK_FOLDER if directory is not None and fcntl is not None else None
        self._held: dict[str, int] = {}
        self._mutex = threading.Lock()  # the menu's reads and the play scene run on different threads

    def _open(self, game_id: str) -> int | None:
        if self.folder is None or not _ID.fullmatch(game_id):
            return None
        try:
            path = own_folder(self.folder) / f"{game_id}.lock"
            flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
            return os.open(path, flags, 0o644)
        except OSError:
            return None  # a read-only folder: nothing can be locked, and nothing kept either

    def acquire(self, game_id: str) -> bool:
        """Hold ``game_id`` for this window; False if another process holds it."""
        with self._mutex:
            return self._acquire(game_id)

    def _acquire(self, game_id: str) -> bool:
        if game_id in self._held:
            return True
        fd = self._open(game_id)
        if fd is None:
            return True
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        self._held[game_id] = fd
        return True

    def open_elsewhere(self, game_id: str) -> bool:
        """Whether another process holds ``game_id`` now (this one's own do not count)."""
        if game_id in self._held:
            return False
        fd = self._open(game_id)
        if fd is None:
            return False
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            return True
        finally:
            os.close(fd)  # closing drops the probe's lock
        return False

    def release(self, game_id: str) -> None:
        """Let go of ``game_id`` (its lock file stays: removing it would race another copy)."""
        with self._mutex:
            fd = self._held.pop(game_id, None)
        if fd is not None:
            os.close(fd)

    def release_all(self, keep: str | None = None) -> None:
        """Let go of every game but ``keep``."""
        for game_id in [g for g in self.held if g != keep]:
            self.release(game_id)

    @property
    def held(self) -> tuple[str, ...]:
        with self._mutex:
            return tuple(self._held)
