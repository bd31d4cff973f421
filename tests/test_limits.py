"""The caps on outside data: bounded reads, long numbers, folders that are files."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import limits
from game.limits import InputError, read_limited, read_limited_text, whole_number
from game.ui import launcher


def test_a_file_within_the_cap_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(b"x" * 100)
    assert read_limited(path, 100) == b"x" * 100


def test_a_file_over_the_cap_is_refused_before_it_is_read(tmp_path: Path) -> None:
    path = tmp_path / "a.txt"
    path.write_bytes(b"x" * 101)
    with pytest.raises(InputError) as caught:
        read_limited(path, 100)
    assert caught.value.reason == "is too big (101 bytes; at most 100 are read)"


def test_dev_zero_is_refused_without_reading_it() -> None:
    with pytest.raises(InputError) as caught:
        read_limited("/dev/zero", limits.GCG_BYTES)
    assert caught.value.reason == "is not a regular file"


def test_a_pipe_is_refused_before_it_is_opened(tmp_path: Path) -> None:
    import os

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)  # no writer: opening it for reading would block for ever
    with pytest.raises(InputError) as caught:
        read_limited(fifo, 10_000)
    assert caught.value.reason == "is not a regular file"


def test_missing_and_folder_and_not_utf8(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no such file"):
        read_limited(tmp_path / "nope", 10)
    with pytest.raises(InputError, match="is a folder, not a file"):
        read_limited(tmp_path, 10)
    bad = tmp_path / "bad.txt"
    bad.write_bytes(b"ok\n\xff\n")
    with pytest.raises(InputError, match=r"is not UTF-8 text \(line 2\)"):
        read_limited_text(bad, 10)


def test_numbers_longer_than_the_cap_are_refused_not_converted() -> None:
    assert whole_number("+123456", "score") == 123456
    assert whole_number("-0000000042", "total") == -42
    with pytest.raises(InputError, match="score has more than 6 digits"):
        whole_number("9" * 5000, "score")
    with pytest.raises(InputError, match="is not a whole number"):
        whole_number("12a", "score")


def test_data_dir_naming_a_file_is_a_clear_message(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "notes.txt"
    afile.write_text("hello")
    assert launcher.main(["--data-dir", str(afile)]) == 2
    err = capsys.readouterr().err
    assert err == f"--data-dir {afile}: is a file, not a folder\n"


def test_data_dir_under_a_file_is_a_clear_message(tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "notes.txt"
    afile.write_text("hello")
    assert launcher.main(["--data-dir", str(afile / "sub")]) == 2
    assert capsys.readouterr().err == f"--data-dir {afile / 'sub'}: cannot be created (Not a directory)\n"


def test_tile_party_data_naming_a_file_is_a_clear_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    afile = tmp_path / "notes.txt"
    afile.write_text("hello")
    monkeypatch.setenv("TILE_PARTY_DATA", str(afile))
    assert launcher.main([]) == 2
    assert capsys.readouterr().err == f"TILE_PARTY_DATA {afile}: is a file, not a folder\n"
