"""``tile-party.log`` never passes its cap: the file is rotated before a line
would take it past, whatever writes to it, keeping three older files, never
writing through a link."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from game.logfile import LOG_BACKUPS, LOG_MAX_BYTES, LOG_NAME, DataFolderLog, setup_logging


def test_the_log_file_is_rotated_before_it_passes_its_cap(tmp_path: Path) -> None:
    path = tmp_path / LOG_NAME
    handler = DataFolderLog(path, max_bytes=1000, backups=2)
    handler.setFormatter(logging.Formatter("%(message)s"))
    written = [f"line {number:04d} " + "x" * 40 for number in range(300)]  # 51 bytes a line
    for line in written:
        handler.emit(logging.LogRecord("game.test", logging.WARNING, __file__, 1, line, None, None))
        assert path.stat().st_size <= 1000
    handler.emit(logging.LogRecord("game.test", logging.WARNING, __file__, 1, "z" * 5000, None, None))
    handler.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == [LOG_NAME, LOG_NAME + ".1", LOG_NAME + ".2"]
    assert path.read_text() == "z" * 999 + "\n"  # a line longer than the cap is cut to it
    older = (tmp_path / (LOG_NAME + ".2")).read_text() + (tmp_path / (LOG_NAME + ".1")).read_text()
    kept = older.splitlines()
    assert kept == written[-len(kept):]  # the newest lines, in order, none lost between the files
    assert len(kept) == 1000 // 51 + 300 % (1000 // 51)  # 19 lines a file, the last file's 15
    assert all((tmp_path / name).stat().st_size <= 1000 for name in (LOG_NAME + ".1", LOG_NAME + ".2"))


def test_the_games_log_stays_under_its_cap_with_three_older_files(tmp_path: Path, root_handlers: None) -> None:
    setup_logging(tmp_path)
    line = "y" * 200
    for _ in range(LOG_MAX_BYTES * (LOG_BACKUPS + 2) // 250):
        logging.getLogger("game.test").warning(line)
    assert LOG_MAX_BYTES == 1_000_000 and LOG_BACKUPS == 3
    names = sorted(p.name for p in tmp_path.iterdir())
    assert names == [LOG_NAME] + [f"{LOG_NAME}.{n}" for n in (1, 2, 3)]
    assert all(LOG_MAX_BYTES - 300 < (tmp_path / name).stat().st_size <= LOG_MAX_BYTES for name in names[1:])
    assert (tmp_path / LOG_NAME).stat().st_size <= LOG_MAX_BYTES


def test_a_link_among_the_old_logs_is_moved_never_written_through(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me\n")
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / (LOG_NAME + ".1")).symlink_to(victim)
    handler = DataFolderLog(folder / LOG_NAME, max_bytes=100, backups=2)
    handler.setFormatter(logging.Formatter("%(message)s"))
    for number in range(10):
        handler.emit(logging.LogRecord("game.test", logging.WARNING, __file__, 1, f"{number}" * 30, None, None))
    handler.close()
    assert victim.read_text() == "keep me\n"
    assert not os.path.lexists(folder / (LOG_NAME + ".3"))
    assert (folder / LOG_NAME).read_text() == "9" * 30 + "\n"
