"""Which saved games are open in a window: one lock file a game, held while it is played.

Two copies of the game on one data folder would otherwise both resume the same
game and write their moves in turn, one copy's moves lost without a word.  A
window that plays a saved game holds an exclusive ``flock`` on
``locks/<game id>.lock`` in the data folder; another copy asking for the same
game is told it is open elsewhere.  The system drops the lock when the
process ends however it ends (a crash, a kill), so a lock never outlives the
window that held it.  Where there is no ``flock`` (Windows), nothing is locked
and every game is free (the window passes no folder when the saved games cannot
be written either).

A window holding a game writes ``tile-party <pid>`` into its lock file, and
empties it as it lets go: a game locked by anything else (a backup or sync
program that locks files) is said to be locked by another program, not open
in another window.  When the lock files cannot be made (``locks`` is a plain
file, the disk is full), no game can be shown free of a second window, so
none is resumed: :attr:`GameLocks.problem` says why, and how to mend it.
"""

from __future__ import annotations

import errno
import os
import re
import threading
from pathlib import Path

from game.i18n import _
from game.paths import own_folder

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

LOCK_FOLDER = "locks"
_ID = re.compile(r"[0-9a-f]{1,64}")


#: what a window holding a game writes into its lock file, before its process id
MARK = b"tile-party "
#: bytes of a lock file read to find who holds it
_MARK_BYTES = 64

FREE = "free"
#: held by another window of the game
WINDOW = "window"
#: held by a program that is not the game
PROGRAM = "program"
#: the lock files cannot be made: no game can be shown free (see ``GameLocks.problem``)
UNUSABLE = "unusable"


def _ours(fd: int) -> bool:
    """Whether the lock file open at ``fd`` names a running process of the game as its holder."""
    try:
        text = os.pread(fd, _MARK_BYTES, 0)
    except OSError:
        return False
    if not text.startswith(MARK):
        return False
    try:
        pid = int(text[len(MARK):].split(b"\n", 1)[0])
        os.kill(pid, 0)
    except PermissionError:
        return True  # running, under another user
    except (ValueError, OSError, OverflowError):
        return False  # no process of that number: the mark was left by a window that died
    return True


class GameLocks:
    """The games this process holds open, by id."""

    def __init__(self, directory: Path | None) -> None:
        self.folder = directory / LOCK_FOLDER if directory is not None and fcntl is not None else None
        self._held: dict[str, int] = {}
        self._mutex = threading.Lock()  # the menu's reads and the play scene run on different threads
        #: why no game can be locked here (so none is resumed), or None
        self.problem: str | None = None

    def _open(self, game_id: str) -> int | None:
        """The game's lock file open, or None where nothing is locked.

        Raises:
            OSError: when the lock file cannot be made (``problem`` says why).
        """
        if self.folder is None or not _ID.fullmatch(game_id):
            return None
        try:
            path = own_folder(self.folder) / f"{game_id}.lock"
            flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
            fd = os.open(path, flags, 0o644)
        except OSError as exc:
            # a file (or a link) where the folder should be: mkdir says it exists, own_folder not a folder
            not_a_folder = isinstance(exc, FileExistsError) or exc.errno == errno.ENOTDIR
            reason = _("it is not a folder") if not_a_folder else exc.strerror or str(exc)
            self.problem = _(
                "saved games cannot be kept from being played in two windows at once: "
                "{folder} cannot hold lock files ({reason}); move aside whatever is there, "
                "then open the game again").format(folder=self.folder, reason=reason)
            raise
        self.problem = None
        return fd

    def acquire(self, game_id: str) -> bool:
        """Hold ``game_id`` for this window; False if another process holds it, or no
        lock can be taken (:meth:`holder` and :attr:`problem` say which)."""
        with self._mutex:
            return self._acquire(game_id)

    def _acquire(self, game_id: str) -> bool:
        if game_id in self._held:
            return True
        try:
            fd = self._open(game_id)
        except OSError:
            return False
        if fd is None:
            return True
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return False
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, MARK + str(os.getpid()).encode() + b"\n", 0)
        except OSError:
            pass  # the lock holds all the same; only who holds it is not written
        self._held[game_id] = fd
        return True

    def holder(self, game_id: str) -> str:
        """Who holds ``game_id`` now, this process's own locks not counted: :data:`FREE`,
        :data:`WINDOW` (another window of the game), :data:`PROGRAM` (anything else),
        or :data:`UNUSABLE` (no lock can be taken, so the game cannot be shown free)."""
        if game_id in self._held:
            return FREE
        try:
            fd = self._open(game_id)
        except OSError:
            return UNUSABLE
        if fd is None:
            return FREE
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            return WINDOW if _ours(fd) else PROGRAM
        finally:
            os.close(fd)  # closing drops the probe's lock
        return FREE

    def open_elsewhere(self, game_id: str) -> bool:
        """Whether ``game_id`` cannot be played here now: another process holds it, or
        no lock can be taken (this process's own locks do not count)."""
        return self.holder(game_id) != FREE

    def release(self, game_id: str) -> None:
        """Let go of ``game_id`` (its lock file stays: removing it would race another copy;
        it is emptied, so it names no holder)."""
        with self._mutex:
            fd = self._held.pop(game_id, None)
        if fd is not None:
            try:
                os.ftruncate(fd, 0)
            except OSError:
                pass
            os.close(fd)

    def release_all(self, keep: str | None = None) -> None:
        """Let go of every game but ``keep``."""
        for game_id in [g for g in self.held if g != keep]:
            self.release(game_id)

    @property
    def held(self) -> tuple[str, ...]:
        with self._mutex:
            return tuple(self._held)
