"""The atomic writer: whole files only, and no temporary files left behind."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

import game.paths as paths
from game.paths import write_text_atomically


def test_writes_replace_the_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "settings.json"
    write_text_atomically(target, "first")
    write_text_atomically(target, "second")
    assert target.read_text() == "second"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_the_file_is_flushed_to_disk_before_the_rename(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    events: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace
    monkeypatch.setattr(os, "fsync", lambda fd: (events.append("fsync"), real_fsync(fd))[1])
    monkeypatch.setattr(os, "replace", lambda a, b: (events.append("replace"), real_replace(a, b))[1])
    write_text_atomically(tmp_path / "save.json", "{}")
    assert events[:2] == ["fsync", "replace"]


def test_a_stale_temporary_file_from_a_killed_writer_is_removed(tmp_path: Path) -> None:
    stale = tmp_path / ".settings-abc123.json.tmp"
    fresh = tmp_path / ".settings-def456.json.tmp"
    other = tmp_path / ".other-abc.json.tmp"
    for p in (stale, fresh, other):
        p.write_text("half")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    write_text_atomically(tmp_path / "settings.json", "{}")
    assert not stale.exists()
    assert fresh.exists()  # may belong to a writer still at work
    assert other.exists()  # another file's, not ours


def test_a_failed_write_leaves_no_temporary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(a: object, b: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(paths.os, "replace", fail)
    with pytest.raises(OSError):
        write_text_atomically(tmp_path / "settings.json", "{}")
    assert list(tmp_path.iterdir()) == []


def special_files(folder: Path) -> dict[str, Path]:
    """A FIFO, a socket and a character device (one like /dev/full where the tests run as
    root; else another FIFO) in ``folder``, by kind."""
    import socket
    import stat

    made = {"fifo": folder / "pipe", "socket": folder / "sock", "device": folder / "full"}
    os.mkfifo(made["fifo"])
    listener = socket.socket(socket.AF_UNIX)
    listener.bind(str(made["socket"]))
    listener.close()  # the socket file stays
    if os.geteuid() == 0:
        os.mknod(made["device"], 0o600 | stat.S_IFCHR, os.makedev(1, 7))  # /dev/full's numbers
    else:
        os.mkfifo(made["device"])
    return made


def kind_of(path: Path) -> str:
    import stat

    mode = os.lstat(path).st_mode
    return next(name for name, test in (("fifo", stat.S_ISFIFO), ("socket", stat.S_ISSOCK),
                                        ("device", stat.S_ISCHR), ("file", stat.S_ISREG),
                                        ("link", stat.S_ISLNK)) if test(mode))


def test_a_device_a_pipe_or_a_socket_is_never_renamed_over(tmp_path: Path) -> None:
    for name, path in special_files(tmp_path).items():
        before = kind_of(path)
        with pytest.raises(OSError, match="is not a regular file, so it is not written over"):
            write_text_atomically(path, "record")
        assert kind_of(path) == before, name
    # no temporary file is left beside them
    assert sorted(p.name for p in tmp_path.iterdir()) == ["full", "pipe", "sock"]


def test_the_check_is_made_again_just_before_the_rename(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "game.gcg"
    real_fsync = os.fsync

    def fsync_then_a_pipe_appears(fd: int) -> None:
        real_fsync(fd)
        if not target.exists():
            os.mkfifo(target)  # made while the record was being written

    monkeypatch.setattr(os, "fsync", fsync_then_a_pipe_appears)
    with pytest.raises(OSError, match="is not a regular file"):
        write_text_atomically(target, "record")
    assert kind_of(target) == "fifo"
    assert [p.name for p in tmp_path.iterdir()] == ["game.gcg"]


def test_a_link_is_still_replaced_not_followed(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("untouched")
    link = tmp_path / "settings.json"
    link.symlink_to(elsewhere)
    write_text_atomically(link, "new")
    assert kind_of(link) == "file" and link.read_text() == "new" and elsewhere.read_text() == "untouched"
