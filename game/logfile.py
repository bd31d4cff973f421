"""The game's logs in the data folder: ``tile-party.log`` and ``error.log``.

Writing a log never raises and never stops the game: a data folder that is
read-only, full, missing, or holds a link, a folder or a FIFO under a log's
name leaves that line unwritten, and the game plays on.  A log is appended
to without following a link (:func:`game.paths.append_text`).  Nothing here
imports pygame.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from game.paths import data_dir, open_for_append

LOG_NAME = "tile-party.log"
ERROR_LOG_NAME = "error.log"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


class DataFolderLog(logging.Handler):
    """A logging handler appending to one file; it never raises.

    The file is opened at the first record (so a session that logs nothing
    creates nothing); if it cannot be opened the records are dropped, and it is
    not tried again before ``retry`` records have gone by.
    """

    RETRY_AFTER = 100  # records dropped before the file is tried again

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self._fd: int | None = None
        self._wait = 0

    def _descriptor(self) -> int | None:
        if self._fd is None:
            if self._wait > 0:
                self._wait -= 1
                return None
            try:
                self._fd = open_for_append(self.path)
            except OSError:
                self._wait = self.RETRY_AFTER
                return None
        return self._fd

    def emit(self, record: logging.LogRecord) -> None:
        try:
            fd = self._descriptor()
            if fd is None:
                return
            data = (self.format(record) + "\n").encode("utf-8", "backslashreplace")
            while data:
                data = data[os.write(fd, data):]
        except Exception:  # a log line is never worth stopping the game for
            self._drop()

    def _drop(self) -> None:
        fd, self._fd = self._fd, None
        self._wait = self.RETRY_AFTER
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass

    def close(self) -> None:
        self.acquire()
        try:
            self._drop()
        finally:
            self.release()
        super().close()


def setup_logging(directory: Path | None = None) -> None:
    """Warnings and errors (and information) go to ``tile-party.log`` in the data folder."""
    root = logging.getLogger()
    if any(getattr(h, "_tile_party", False) for h in root.handlers):
        return
    handler = DataFolderLog((directory if directory is not None else data_dir()) / LOG_NAME)
    handler._tile_party = True  # type: ignore[attr-defined]
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(logging.INFO)
    root.addHandler(handler)
    root.setLevel(logging.INFO)


def append_error(path: Path, text: str) -> bool:
    """Add a block (a traceback) to ``error.log`` at ``path``; False if it could not be."""
    try:
        fd = open_for_append(path)
    except OSError:
        return False
    try:
        data = text.encode("utf-8", "backslashreplace")
        while data:
            data = data[os.write(fd, data):]
        return True
    except OSError:
        return False
    finally:
        os.close(fd)
