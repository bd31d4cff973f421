"""The game's logs in the data folder: ``tile-party.log`` and ``error.log``.

Writing a log never raises and never stops the game: a data folder that is
read-only, full, missing, or holds a link, a folder or a FIFO under a log's
name leaves that line unwritten, and the game plays on.  A log is appended
to without following a link (:func:`game.paths.open_for_append`).
``tile-party.log`` never grows past :data:`LOG_MAX_BYTES`: when the next line
would pass it, the file becomes ``tile-party.log.1`` (the older ones move up
to ``.LOG_BACKUPS``, the oldest is dropped) and a new file is begun.  Nothing
here imports pygame.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path

from game.paths import data_dir, open_for_append

LOG_NAME = "tile-party.log"
ERROR_LOG_NAME = "error.log"
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
#: the biggest ``tile-party.log`` grows to before it is rotated
LOG_MAX_BYTES = 1_000_000
#: rotated logs kept beside it (``tile-party.log.1`` is the newest)
LOG_BACKUPS = 3


class DataFolderLog(logging.Handler):
    """A logging handler appending to one file, at most ``max_bytes`` long; it never raises.

    The file is opened at the first record (so a session that logs nothing
    creates nothing); if it cannot be opened the records are dropped, and it is
    not tried again before ``retry`` records have gone by.  A line that would
    take the file past ``max_bytes`` first rotates it (``NAME.1`` ...
    ``NAME.<backups>``, renamed, never followed through a link); if it cannot
    be rotated the line is dropped rather than written past the cap.  The logging
    module's ``RotatingFileHandler`` follows links and reports its errors on
    stderr, so the rotation is done here.
    """

    RETRY_AFTER = 100  # records dropped before the file is tried again

    def __init__(self, path: Path, max_bytes: int = LOG_MAX_BYTES, backups: int = LOG_BACKUPS) -> None:
        super().__init__()
        self.path = path
        self.max_bytes = max_bytes
        self.backups = backups
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
            if len(data) > self.max_bytes:  # a line longer than the whole file: its start
                data = data[:self.max_bytes - 1] + b"\n"
            if os.fstat(fd).st_size + len(data) > self.max_bytes:
                fd = self._rotate()
                if fd is None:
                    return
            while data:
                data = data[os.write(fd, data):]
        except Exception:  # a log line is never worth stopping the game for
            self._drop()

    def _rotate(self) -> int | None:
        """Move the full file to ``NAME.1`` (and the older ones up) and open a new one."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)
        try:
            for number in range(self.backups, 0, -1):
                older = self.path.with_name(f"{self.path.name}.{number - 1}") if number > 1 else self.path
                if os.path.lexists(older):
                    os.replace(older, self.path.with_name(f"{self.path.name}.{number}"))
            if self.backups == 0:
                os.unlink(self.path)
        except OSError:
            self._wait = self.RETRY_AFTER
            return None
        return self._descriptor()

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
