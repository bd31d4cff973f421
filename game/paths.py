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


def write_text_atomically(path: Path, text: str) -> Path:
    """Write a file so that a crash mid-write never leaves half of it:
    write a temporary file beside it, then rename it into place."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.stem}-", suffix=path.suffix, dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return path
