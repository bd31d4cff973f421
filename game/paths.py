"""Where files live: shipped assets, and the per-user data directory.

The data directory holds settings, saves, statistics and caches.  It is the
platform's user data directory unless ``--data-dir`` (or ``TILE_PARTY_DATA``)
names another.  Nothing here imports pygame.

No write in the data directory follows a link: anyone who can put a file
there must not be able to make the game overwrite a file elsewhere.  Whole
files are written to a new temporary file (``O_EXCL``, never through a link)
and renamed over the name, which replaces a link rather than its target;
logs are appended with ``O_NOFOLLOW``; new files are created with
``O_EXCL``; and a folder the game writes into (``cache``, ``records``,
``screenshots``) that is a link is refused.
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path

from game.i18n import _

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
SOUNDS = ROOT / "sounds"
DEFAULT_WORD_LIST = ASSETS / "enable.txt"

_data_dir_override: Path | None = None


def set_data_dir(path: str | os.PathLike[str] | None) -> None:
    """Use this directory for settings, saves and caches (``--data-dir``)."""
    global _data_dir_override
    _data_dir_override = Path(path).expanduser() if path else None


def data_dir() -> Path:
    """The data directory, created if missing (if it cannot be, the path is still
    returned: each write into it then fails on its own, and says so)."""
    if _data_dir_override is not None:
        path = _data_dir_override
    elif os.environ.get("TILE_PARTY_DATA"):
        path = Path(os.environ["TILE_PARTY_DATA"]).expanduser()
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir("tile-party", appauthor=False))
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass  # a read-only disk: the game plays on without keeping anything
    return path


def own_folder(path: Path) -> Path:
    """``path`` created if missing, and checked to be a folder of its own.

    Raises:
        OSError: if it cannot be created, or is a link (to a folder elsewhere)
            or anything else than a folder.
    """
    path.mkdir(parents=True, exist_ok=True)
    mode = os.lstat(path).st_mode
    if not stat.S_ISDIR(mode):
        # Translators: why a folder of the game's own (cache, records, screenshots) is refused;
        # shown after its path, as the system's own reasons are
        raise OSError(errno.ENOTDIR, _("is a link or not a folder"), str(path))
    return path


def cache_dir() -> Path:
    """``cache`` in the data directory (raises OSError if it cannot be used)."""
    return own_folder(data_dir() / "cache")


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def _regular_or_close(fd: int, path: Path) -> int:
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise OSError(errno.EINVAL, _("is not a regular file"), str(path))
    return fd


def open_for_append(path: Path) -> int:
    """A descriptor appending to ``path`` (created if missing), never through a
    link, never a FIFO or device (opening one does not wait for a reader).

    Raises:
        OSError: if it cannot be opened, or is a link or not a regular file.
    """
    flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | _NOFOLLOW | _CLOEXEC | _NONBLOCK
    return _regular_or_close(os.open(path, flags, 0o644), path)


def create_new(path: Path, data: bytes) -> None:
    """Write a file that must not exist yet: a name taken by anything (a link
    included) raises FileExistsError, and nothing is written through it."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view):]
    except BaseException:
        os.close(fd)
        try:
            os.unlink(path)
        except OSError:
            pass
        raise
    os.close(fd)


# A temporary file this old was left by a writer that was killed mid-write.
_STALE_TEMP_SECONDS = 60.0


def _remove_stale_temps(path: Path) -> None:
    import time

    cutoff = time.time() - _STALE_TEMP_SECONDS
    for leftover in path.parent.glob(f".{path.stem}-*{path.suffix}.tmp"):
        try:
            if leftover.stat().st_mtime < cutoff:
                leftover.unlink()
        except OSError:
            pass  # gone already, or not ours to remove


def _fsync_directory(directory: Path) -> None:
    """Make a rename durable; some platforms cannot open a directory, which is fine."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def regular_or_absent(path: Path) -> bool:
    """Whether ``path``, followed through links, is a regular file or nothing at all
    (a link to nothing included): anything else (a device, a pipe, a socket, a
    folder) is no place to write a file to."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except FileNotFoundError:
        return True


def _refuse_unless_replaceable(path: Path) -> None:
    """A rename replaces a regular file or a link (never what it points to); anything
    else at ``path`` (a device, a pipe, a socket) would be replaced by a file."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if not (stat.S_ISREG(mode) or stat.S_ISLNK(mode)):
        raise OSError(errno.EEXIST, "is not a regular file, so it is not written over", str(path))


def write_text_atomically(path: Path, text: str) -> Path:
    """Write a file so that a crash mid-write never leaves half of it.

    The text goes to a temporary file beside the target, is flushed to the
    disk (fsync), and is then renamed into place, so the target is always the
    old or the new whole file.  A temporary file left by a killed writer is
    removed by a later write once it is a minute old.  A link at ``path`` is
    replaced, never written through; anything else than a regular file there (a
    device, a pipe, a socket, a folder) is never replaced (OSError), checked
    again just before the rename.
    """
    return write_bytes_atomically(path, text.encode("utf-8"))


def write_bytes_atomically(path: Path, data: bytes) -> Path:
    """:func:`write_text_atomically` for bytes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove_stale_temps(path)
    # mkstemp creates its file with O_EXCL (and O_NOFOLLOW where there is one)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=f"{path.suffix}.tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        _refuse_unless_replaceable(path)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_directory(path.parent)
    return path


def save_game_record(text: str, stamp: str) -> Path:
    """Write a GCG record to ``records/<stamp>.gcg`` in the data directory and return
    where it went; two records saved in the same second keep both (``<stamp>-1.gcg``).
    A name already taken, by a link too, is never written over or through."""
    path = own_folder(data_dir() / "records") / f"{stamp}.gcg"
    data = text.encode("utf-8")
    target = path
    n = 1
    while True:
        try:
            create_new(target, data)
            return target
        except FileExistsError:
            if n > 10_000:
                raise
            target = path.with_name(f"{stamp}-{n}.gcg")
            n += 1
