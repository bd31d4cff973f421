"""No write in the data folder follows a link: for each file the game writes, a link
planted under its name (pointing at a file outside the folder) is replaced or
refused, and the file it points to is unchanged afterwards."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import paths
from game import settings as settings_mod
from game.store import open_store

PRECIOUS = b"precious: not the game's to write\n"


@pytest.fixture
def victim(tmp_path: Path) -> Iterator[Path]:
    """A file outside the data folder that no link may lead the game to write."""
    path = tmp_path / "outside" / "victim.txt"
    path.parent.mkdir()
    path.write_bytes(PRECIOUS)
    yield path
    assert path.read_bytes() == PRECIOUS


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    data = tmp_path / "data"
    data.mkdir()
    paths.set_data_dir(data)
    yield data
    paths.set_data_dir(None)


def plant(link: Path, target: Path) -> Path:
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target)
    return link


def test_settings_json(folder: Path, victim: Path) -> None:
    plant(folder / "settings.json", victim)
    settings_mod.save(settings_mod.Settings(music_volume=0.2))
    assert not (folder / "settings.json").is_symlink()
    assert settings_mod.load().settings.music_volume == 0.2


@pytest.mark.parametrize("content", [
    "{not json",                                             # damaged: moved aside
    json.dumps({"version": 99, "music_volume": 0.5}),        # newer: copied aside
    json.dumps({"version": 2, "seats": [{"name": "A\u0000", "kind": "human"}]}),  # a damaged value: copied
])
def test_settings_json_bak(folder: Path, victim: Path, content: str) -> None:
    (folder / "settings.json").write_text(content, encoding="utf-8")
    plant(folder / "settings.json.bak", victim)
    loaded = settings_mod.load()
    assert "settings.json.bak" in loaded.notice
    assert (folder / "settings.json.bak").read_text(encoding="utf-8") == content
    assert not (folder / "settings.json.bak").is_symlink()


def test_the_saved_games_file(folder: Path, victim: Path) -> None:
    plant(folder / "tile-party.sqlite3", victim)
    store, notices = open_store(folder)
    assert notices == ["The saved-games file was damaged (it is a link). It was kept as "
                       "tile-party.sqlite3.bak and a new one was started."]
    assert store.kept and not store.read_only
    store.close()
    assert (folder / "tile-party.sqlite3.bak").is_symlink()  # the link itself, set aside
    assert not (folder / "tile-party.sqlite3").is_symlink()


@pytest.mark.parametrize("suffix", ["-wal", "-shm", "-journal"])
def test_the_saved_games_logs(folder: Path, victim: Path, suffix: str) -> None:
    plant(folder / f"tile-party.sqlite3{suffix}", victim)
    store, notices = open_store(folder)
    assert notices == [] and store.kept and not store.read_only
    store.close()
    assert not (folder / f"tile-party.sqlite3{suffix}").is_symlink()


def test_the_saved_games_backup(folder: Path, victim: Path) -> None:
    (folder / "tile-party.sqlite3").write_bytes(b"not a database at all" * 100)
    plant(folder / "tile-party.sqlite3.bak", victim)
    store, notices = open_store(folder)
    assert "It was kept as tile-party.sqlite3.bak2" in notices[0]
    store.close()
    assert (folder / "tile-party.sqlite3.bak2").read_bytes() == b"not a database at all" * 100


def test_the_old_save_backup(folder: Path, victim: Path) -> None:
    (folder / "save.json").write_text("{not a game")
    plant(folder / "save.json.bak", victim)
    store, notices = open_store(folder)
    assert notices[0].endswith("The old file was kept as save.json.bak2.")
    store.close()


def test_the_logs(folder: Path, victim: Path) -> None:
    from game.ui.app import setup_logging

    plant(folder / "tile-party.log", victim)
    root = logging.getLogger()
    before = list(root.handlers)
    try:
        setup_logging()
        logging.getLogger("game.test").error("this line goes nowhere")
    finally:
        for handler in root.handlers:
            if handler not in before:
                handler.close()
        root.handlers[:] = before


def test_the_error_log(folder: Path, victim: Path) -> None:
    from game import logfile

    plant(folder / "error.log", victim)
    assert logfile.append_error(folder / "error.log", "a traceback\n") is False
    (folder / "error.log").unlink()
    assert logfile.append_error(folder / "error.log", "a traceback\n") is True
    assert (folder / "error.log").read_text() == "a traceback\n"


def test_a_game_record(folder: Path, victim: Path) -> None:
    plant(folder / "records" / "20261201-2200.gcg", victim)
    written = paths.save_game_record("#player1 a A\n", "20261201-2200")
    assert written == folder / "records" / "20261201-2200-1.gcg"
    assert written.read_text() == "#player1 a A\n"


def test_a_records_folder_that_is_a_link_is_refused(folder: Path, victim: Path) -> None:
    plant(folder / "records", victim.parent)
    with pytest.raises(OSError):
        paths.save_game_record("#player1 a A\n", "stamp")
    assert sorted(os.listdir(victim.parent)) == ["victim.txt"]


def test_the_word_list_cache_and_its_temporary_file(folder: Path, victim: Path, tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    import game.lexicon.lexicon as lexicon_mod

    words = tmp_path / "words.txt"
    words.write_text("CAT\nACT\nAT\n")
    key = lexicon_mod.content_hash(words.read_bytes())
    cache = lexicon_mod._cache_path(key)
    plant(cache, victim)
    plant(cache.with_suffix(f".tmp{os.getpid()}"), victim)
    lexicon = lexicon_mod.compile_word_list(words)
    assert lexicon.words() == ["ACT", "AT", "CAT"]
    assert not cache.is_symlink() and cache.read_bytes().startswith(lexicon_mod.MAGIC)
    assert sorted(p.name for p in cache.parent.iterdir()) == [cache.name]


def test_a_cache_folder_that_is_a_link_is_not_used(folder: Path, victim: Path, tmp_path: Path) -> None:
    import game.lexicon.lexicon as lexicon_mod

    plant(folder / "cache", victim.parent)
    words = tmp_path / "words.txt"
    words.write_text("CAT\nACT\nAT\n")
    assert lexicon_mod.compile_word_list(words).words() == ["ACT", "AT", "CAT"]
    assert sorted(os.listdir(victim.parent)) == ["victim.txt"]


def test_screenshots(folder: Path, victim: Path, tmp_path: Path) -> None:
    from game.ui.app import App
    from game.ui.context import LaunchOptions

    shots = tmp_path / "shots"
    plant(shots / "0001-menu.png", victim)
    app = App(LaunchOptions(size=(800, 600), language="en", screenshot_dir=shots))
    try:
        app.request_screenshot("menu")
        app._flush_screenshots()
        app.jobs.wait_all()
        assert (shots / "0001-menu.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
        assert not (shots / "0001-menu.png").is_symlink()
    finally:
        app.close()


def test_the_screenshots_folder_that_is_a_link_is_refused(folder: Path, victim: Path) -> None:
    from game.ui.app import App
    from game.ui.context import LaunchOptions

    plant(folder / "screenshots", victim.parent)
    app = App(LaunchOptions(size=(800, 600), language="en"))
    try:
        app.user_screenshot()
        app._flush_screenshots()
        app.jobs.wait_all()
        app.jobs.poll()
    finally:
        app.close()
    assert sorted(os.listdir(victim.parent)) == ["victim.txt"]
