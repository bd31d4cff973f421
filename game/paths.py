"""Where files live: shipped assets, and the per-user data directory.

The data directory holds settings, saves, statistics and caches.  It is the
platform's user data directory unless ``--data-dir`` (or ``TILE_PARTY_DATA``)
names another.  Nothing here imports pygame.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

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
    """The data directory, created if missing."""
    if _data_dir_override is not None:
        path = _data_dir_override
    elif os.environ.get("TILE_PARTY_DATA"):
        path = Path(os.environ["TILE_PARTY_DATA"]).expanduser()
    else:
        from platformdirs import user_data_dir

        path = Path(user_data_dir("tile-party", appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def cache_dir() -> Path:
    path = data_dir() / "cache"
    path.mkdir(parents=True, exist_ok=True)
    return path


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


def write_text_atomically(path: Path, text: str) -> Path:
    """Write a file so that a crash mid-write never leaves half of it.

    The text goes to a temporary file beside the target, is flushed to the
    disk (fsync), and is then renamed into place, so the target is always the
    old or the new whole file.  A temporary file left by a killed writer is
    removed by a later write once it is a minute old.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    _remove_stale_temps(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=f"{path.suffix}.tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
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
    where it went; two records saved in the same second keep both (``<stamp>-1.gcg``)."""
    path = data_dir() / "records" / f"{stamp}.gcg"
    path.parent.mkdir(parents=True, exist_ok=True)
    target = path
    n = 1
    while target.exists():
        target = path.with_name(f"{stamp}-{n}.gcg")
        n += 1
    target.write_text(text, encoding="utf-8")
    return target
