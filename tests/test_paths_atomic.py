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
