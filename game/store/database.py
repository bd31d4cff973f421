"""Opening the database file, and what happens when it is damaged or unusable.

Settings, chosen once here for every connection:

* ``journal_mode=WAL``: a commit appends to the write-ahead log, readers are
  never blocked by the writer, and a kill at any moment leaves the last
  committed transaction intact.
* ``synchronous=FULL``: each commit is flushed to the disk before it returns,
  so a committed move survives a power cut too, not only a killed program
  (``NORMAL`` may lose the last commits on power loss).  The cost, one fsync
  per move, is paid on the background writer's thread, never in a frame.
* ``busy_timeout``: another connection's write (the writer thread, or a
  second copy of the game) is waited for briefly instead of failing at once.
* ``foreign_keys=ON``: deleting a game deletes its turns, seats and session.

:func:`open_database` never raises for a bad file.  A corrupt or truncated
file is moved aside to a ``.bak`` name (never over an existing one) and a
fresh database started; a file from a newer version, or one on a read-only
disk, is opened read-only; a file locked by another program (another copy of
the game, or any program that opened it), or a data directory
that cannot hold a file at all, gives a database in memory.  Each case comes
with a sentence for the player in ``OpenedDatabase.notice``.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from game.i18n import _

from .schema import SCHEMA_VERSION, migrate, schema_problem, schema_version

DATABASE_NAME = "tile-party.sqlite3"
BUSY_TIMEOUT_MS = 2000

MEMORY = "memory"
READ_ONLY = "read-only"
READ_WRITE = "read-write"


@dataclass(frozen=True)
class OpenedDatabase:
    """A ready connection; ``mode`` is ``READ_WRITE``, ``READ_ONLY`` or
    ``MEMORY`` (games this session are not kept); ``notice`` says why when
    it is not ``READ_WRITE`` or when a damaged file was set aside."""

    conn: sqlite3.Connection
    mode: str
    notice: str | None
    path: Path


class _Damaged(Exception):
    pass


class _Newer(Exception):
    pass


def connect(path: Path | str, *, read_only: bool = False, immutable: bool = False) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are explicit) with this
    project's settings; ``check_same_thread`` is off because the background
    writer opens its own connection on its own thread and uses only that."""
    if str(path) == ":memory:":
        conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
    else:
        uri = Path(path).absolute().as_uri()
        if read_only:
            uri += "?mode=ro" + ("&immutable=1" if immutable else "")
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
    conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def _error_name(exc: BaseException) -> str:
    return str(getattr(exc, "sqlite_errorname", "")) or str(exc)


def is_locked(exc: BaseException) -> bool:
    text = f"{_error_name(exc)} {exc}".lower()
    return "locked" in text or "busy" in text


def is_full(exc: BaseException) -> bool:
    """The disk (or the user's quota) is full: SQLite's SQLITE_FULL, or the system's
    ENOSPC/EDQUOT.  Judged by the error's code or SQLite's own wording, never by
    any "full" in a message ("not a full set of tiles" is a damaged save)."""
    if isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return True
    if not isinstance(exc, sqlite3.Error):
        return False
    name = str(getattr(exc, "sqlite_errorname", ""))
    return name.startswith("SQLITE_FULL") or "database or disk is full" in str(exc).lower()


def is_read_only(exc: BaseException) -> bool:
    text = f"{_error_name(exc)} {exc}".lower()
    return "readonly" in text or "read-only" in text or "unable to open" in text


def describe(exc: BaseException) -> str:
    """A sentence for the player about a failed database write."""
    if is_full(exc):
        return _("The disk is full, so the game could not be saved. Free some space to keep saving.")
    if is_locked(exc):
        # SQLite does not say who holds its lock: any program that opened the file may
        return _("The saved games are locked by another program (another copy of Tile Party, "
                 "or any program that opened the file), so this was not saved.")
    if is_read_only(exc):
        return _("The saved-games file cannot be written (read-only), so this was not saved.")
    if isinstance(exc, OSError):
        return _("The game could not be saved: {reason}.").format(reason=exc.strerror or exc)
    return _("The game could not be saved ({reason}).").format(reason=exc)


def backup_name(path: Path) -> Path:
    """``name.bak``, or ``name.bak2``, ``name.bak3`` ... the first that does not exist
    (a link, even to nothing, is something: it is never renamed over)."""
    candidate = path.with_name(path.name + ".bak")
    n = 2
    while os.path.lexists(candidate):
        candidate = path.with_name(f"{path.name}.bak{n}")
        n += 1
    return candidate


def set_aside(path: Path) -> Path:
    """Move a damaged database (and its log files) to a new ``.bak`` name."""
    backup = backup_name(path)
    os.replace(path, backup)
    for suffix in ("-wal", "-shm"):
        extra = Path(str(path) + suffix)
        if os.path.lexists(extra):
            os.replace(extra, Path(str(backup) + suffix))
    return backup


def _check(conn: sqlite3.Connection) -> int:
    """The schema version of a healthy file; raises _Damaged or _Newer.

    Healthy means SQLite's own check passes and every table and column of the
    game's schema at the file's version is there; a file with tables but no
    ``schema_version`` belongs to another program and is damaged as far as
    the game goes (set aside, never added to).
    """
    try:
        rows = conn.execute("PRAGMA quick_check").fetchall()
        if rows != [("ok",)]:
            raise _Damaged("; ".join(str(r[0]) for r in rows[:3]))
        version = schema_version(conn)
        if version > SCHEMA_VERSION:
            raise _Newer(version)
        problem = schema_problem(conn, version) if version >= 0 else "its schema version is negative"
    except sqlite3.DatabaseError as exc:
        if is_locked(exc):
            raise
        raise _Damaged(str(exc)) from None
    except (ValueError, TypeError, OverflowError) as exc:  # a schema_version that is not a number
        raise _Damaged(f"its schema version cannot be read ({exc})") from None
    if problem is not None:
        raise _Damaged(problem)
    return version


def _prepare(conn: sqlite3.Connection) -> None:
    mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()
    if mode is None or str(mode[0]).lower() != "wal":
        raise sqlite3.OperationalError("the database could not switch to WAL mode")
    conn.execute("PRAGMA synchronous = FULL")
    migrate(conn)


def memory_database(notice: str, path: Path) -> OpenedDatabase:
    conn = connect(":memory:")
    migrate(conn)
    return OpenedDatabase(conn, MEMORY, notice, path)


def _open_read_only(path: Path, notice: str) -> OpenedDatabase:
    for immutable in (False, True):
        conn: sqlite3.Connection | None = None
        try:
            conn = connect(path, read_only=True, immutable=immutable)
            conn.execute("SELECT count(*) FROM games").fetchone()
            version = schema_version(conn)
            if version <= SCHEMA_VERSION and schema_problem(conn, version) is not None:
                conn.close()  # damaged, and it cannot be set aside: nothing of it can be shown
                break
            return OpenedDatabase(conn, READ_ONLY, notice, path)
        except (sqlite3.Error, ValueError, TypeError, OverflowError):
            if conn is not None:
                conn.close()
    # Translators: {notice} is a sentence saying why the saved-games file is read-only
    return memory_database(_("{notice} It could not be read either, so nothing is kept.").format(notice=notice), path)


def _set_links_aside(path: Path) -> Path | None:
    """SQLite follows links: a link planted at the file's name (or its ``-wal``,
    ``-shm`` or ``-journal``) would have the game write into the file it points
    to.  Each is renamed aside (the link itself; its target is not touched).
    Returns the name the file's own link was given, if it was one."""
    moved: Path | None = None
    if path.is_symlink():
        moved = set_aside(path)
    for suffix in ("-wal", "-shm", "-journal"):
        extra = Path(str(path) + suffix)
        if extra.is_symlink():
            os.replace(extra, backup_name(extra))
    return moved


def _writable(path: Path) -> bool:
    if path.exists():
        return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)
    return os.access(path.parent, os.W_OK)


def open_database(directory: Path) -> OpenedDatabase:
    """Open (creating or upgrading) ``directory/tile-party.sqlite3``; never raises."""
    path = directory / DATABASE_NAME
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return memory_database(
            _("The data folder {folder} cannot be created ({reason}); "
              "games this session will not be kept.").format(folder=directory, reason=exc.strerror), path)
    notice: str | None = None
    try:
        link_backup = _set_links_aside(path)
    except OSError as exc:
        return memory_database(
            _("The saved-games file cannot be opened ({reason}); games this session "
              "will not be kept.").format(reason=exc.strerror or exc), path)
    if link_backup is not None:
        notice = _("The saved-games file was damaged ({problem}). It was kept as {backup} "
                   "and a new one was started.").format(problem="it is a link", backup=link_backup.name)
    if not _writable(path):
        if path.exists():
            return _open_read_only(
                path, _("The saved-games file is read-only: saved games can be viewed, "
                        "but new moves will not be saved."))
        return memory_database(
            _("The data folder {folder} is read-only; games this session will not be kept.").format(folder=directory),
            path)
    for _attempt in range(2):
        conn: sqlite3.Connection | None = None
        try:
            conn = connect(path)
            _check(conn)
            _prepare(conn)
            return OpenedDatabase(conn, READ_WRITE, notice, path)
        except _Damaged as exc:
            if conn is not None:
                conn.close()
            try:
                backup = set_aside(path)
            except OSError as move_error:
                return memory_database(
                    _("The saved-games file is damaged ({problem}) and could not be moved aside "
                      "({reason}); games this session will not be kept.").format(
                          problem=exc, reason=move_error.strerror), path)
            # Translators: {backup} is the file name the damaged file was renamed to
            notice = _("The saved-games file was damaged ({problem}). It was kept as {backup} "
                       "and a new one was started.").format(problem=exc, backup=backup.name)
        except _Newer as exc:
            if conn is not None:
                conn.close()
            return _open_read_only(
                path, _("The saved games were written by a newer version of Tile Party "
                        "(schema {found}, this version reads up to {known}). They are "
                        "left untouched and opened read-only; new moves will not be saved.").format(
                            found=exc.args[0], known=SCHEMA_VERSION))
        except sqlite3.Error as exc:
            if conn is not None:
                conn.close()
            if is_locked(exc):
                return memory_database(
                    _("The saved games are locked by another program (another copy of Tile Party, "
                      "or any program that opened the file); games this session will not be kept. "
                      "Close it to save again."), path)
            if is_full(exc):
                return _open_read_only(path, _("The disk is full: saved games can be viewed, "
                                               "but new moves will not be saved."))
            if is_read_only(exc) and path.exists():
                return _open_read_only(path, _("The saved-games file cannot be written: saved "
                                               "games can be viewed, but new moves will not be saved."))
            return memory_database(
                _("The saved-games file cannot be opened ({reason}); games this session "
                  "will not be kept.").format(reason=exc), path)
    return memory_database(notice or _("The saved-games file could not be opened."), path)
