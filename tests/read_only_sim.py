"""A folder made read-only for this process, for tests run as root (``chmod`` does not
stop root) where no read-only mount can be made: every call that would create,
change or remove something under the folder fails with EROFS, as a read-only
file system answers.  SQLite's own opens are not seen here; the store asks
``os.access`` first, which says no, as it does on a read-only mount."""

from __future__ import annotations

import builtins
import errno
import io
import os
from pathlib import Path
from typing import Any

import pytest

_WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def _under(folder: str, path: Any) -> bool:
    if isinstance(path, int):
        return False
    try:
        text = os.path.abspath(os.fsdecode(path))
    except TypeError:
        return False
    return text == folder or text.startswith(folder + os.sep)


def _refuse(path: Any) -> OSError:
    return OSError(errno.EROFS, os.strerror(errno.EROFS), os.fsdecode(path))


def install(folder: Path, patch: Any) -> None:
    """Make ``folder`` read-only through ``patch(target, name, value)`` (a
    ``MonkeyPatch.setattr``, or plain ``setattr`` in a process of its own)."""
    root = os.path.abspath(folder)
    real_open, real_os_open = io.open, os.open
    real = {name: getattr(os, name) for name in ("mkdir", "replace", "rename", "unlink", "rmdir", "symlink")}
    real_access = os.access

    def os_open(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if flags & _WRITE_FLAGS and _under(root, path):
            raise _refuse(path)
        return real_os_open(path, flags, *args, **kwargs)

    def open_(file: Any, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        if any(c in mode for c in "wax+") and _under(root, file):
            raise _refuse(file)
        return real_open(file, mode, *args, **kwargs)

    def changing(name: str) -> Any:
        def call(*paths: Any, **kwargs: Any) -> Any:
            for path in paths[:2]:
                if _under(root, path):
                    if name == "mkdir" and os.path.isdir(path):
                        raise FileExistsError(errno.EEXIST, os.strerror(errno.EEXIST), os.fsdecode(path))
                    raise _refuse(path)
            return real[name](*paths, **kwargs)
        return call

    def access(path: Any, mode: int, *args: Any, **kwargs: Any) -> bool:
        if mode & os.W_OK and _under(root, path):
            return False
        return real_access(path, mode, *args, **kwargs)

    patch(os, "open", os_open)
    patch(io, "open", open_)
    patch(builtins, "open", open_)
    for name in real:
        patch(os, name, changing(name))
    patch(os, "access", access)


def read_only(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    install(folder, monkeypatch.setattr)
