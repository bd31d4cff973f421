"""A data folder where the compiled word list cannot be kept (read-only, or not a
folder): every tool and the window compile the list in memory and say so once.

Tests run as root here, and ``chmod`` does not stop root, so the read-only
folder is emulated two ways: a data folder whose ``cache`` is a file, and a
cache folder whose writer fails with PermissionError.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from conftest import wait_until

import game.lexicon.lexicon as lexicon_mod
from game import paths
from game.lexicon.choice import load_for_game
from game.lexicon.lexicon import compile_word_list, take_cache_notice

WORDS = "CAT\nACT\nAT\nTA\n"
EMPTY_BOARD = "/".join(["15"] * 15)


@pytest.fixture
def fresh_lexicons(monkeypatch: pytest.MonkeyPatch) -> None:
    """No list loaded yet and nobody told about the cache, as at a launch."""
    monkeypatch.setattr(lexicon_mod, "_loaded", {})
    monkeypatch.setattr(lexicon_mod, "_cache_problem", None)
    monkeypatch.setattr(lexicon_mod, "_cache_problem_told", False)


@pytest.fixture
def cache_is_a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_lexicons: None) -> Path:
    data = tmp_path / "data"
    data.mkdir()
    (data / "cache").write_text("not a folder")
    monkeypatch.setattr(paths, "_data_dir_override", data)
    return data


@pytest.fixture
def small_enable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The built-in name ``enable`` pointing at a four-word list, so a compile is quick."""
    path = tmp_path / "small.txt"
    path.write_text(WORDS)
    monkeypatch.setitem(lexicon_mod.BUILTIN, "enable", path)
    return path


NOTICE_FILE_EXISTS = "The word list was compiled in memory: its cache could not be saved (File exists)."


def test_a_cache_folder_that_is_a_file_compiles_in_memory_and_says_so_once(
        cache_is_a_file: Path, small_enable: Path) -> None:
    lexicon = compile_word_list(small_enable)
    assert lexicon.words() == ["ACT", "AT", "CAT", "TA"]
    assert take_cache_notice() == NOTICE_FILE_EXISTS
    assert take_cache_notice() is None  # once
    assert sorted(p.name for p in cache_is_a_file.iterdir()) == ["cache"]


def test_a_read_only_cache_folder_compiles_in_memory(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, fresh_lexicons: None, small_enable: Path) -> None:
    data = tmp_path / "ro"
    (data / "cache").mkdir(parents=True)
    monkeypatch.setattr(paths, "_data_dir_override", data)
    (data / "cache").chmod(0o555)
    real_open = os.open

    def refuse_writes(file: object, flags: int, *args: object, **kwargs: object) -> int:
        # what the chmod does for anyone but root (the cache's file is created with os.open)
        if flags & (os.O_WRONLY | os.O_RDWR) and Path(str(file)).parent == data / "cache":
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refuse_writes)
    try:
        lexicon, used, note = load_for_game("enable", "enable")
    finally:
        (data / "cache").chmod(stat.S_IRWXU)
    assert (used, lexicon.words()) == ("enable", ["ACT", "AT", "CAT", "TA"])
    assert note == "The word list was compiled in memory: its cache could not be saved (Permission denied)."
    assert os.listdir(data / "cache") == []


def test_moves_works_with_a_read_only_data_folder(
        cache_is_a_file: Path, small_enable: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.moves import main

    assert main(["--cgp", f"{EMPTY_BOARD} CAT/DOG 0/0 0", "--top", "2"]) == 0
    out, err = capsys.readouterr()
    assert out == "10\n8F ACT 10\n8F CAT 10\n"
    assert err == f"moves: {NOTICE_FILE_EXISTS}\n"


def test_score_with_the_enable_list_works_with_a_read_only_data_folder(
        cache_is_a_file: Path, small_enable: Path, tmp_path: Path,
        capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.score import main

    record = tmp_path / "g.gcg"
    record.write_text("#player1 a A\n#player2 b B\n>a: CAT 8G CAT +10 10\n")
    assert main(["--quiet", "--lexicon", "enable", str(record)]) == 0
    out, err = capsys.readouterr()
    assert out == f"{record}: 1 events, every score and total matches. Final scores: a 10, b 0.\n"
    assert err == f"score: {NOTICE_FILE_EXISTS}\n"


def test_the_built_in_list_loads_for_a_game_with_only_the_cache_notice(
        cache_is_a_file: Path, small_enable: Path) -> None:
    lexicon, used, note = load_for_game("enable", "enable")
    assert used == "enable" and len(lexicon) == 4
    assert note == NOTICE_FILE_EXISTS


def test_attract_mode_plays_with_a_read_only_data_folder(cache_is_a_file: Path, small_enable: Path) -> None:

    from game.ui.app import App
    from game.ui.context import LaunchOptions
    from game.ui.play.scene import PlayScene
    from game.ui.scenes.tile_draw import TileDrawScene

    app = App(LaunchOptions(size=(800, 600), demo=True, exit_when_over=True, lexicon=small_enable))
    try:
        app.stack.push(app.first_scene())
        draw = app.stack.top
        assert isinstance(draw, TileDrawScene)
        def frame() -> None:
            if isinstance(app.stack.top, TileDrawScene) and not app.stack.top.fast:
                app.stack.top.skip()
            app.step([], 1 / 60)

        # a wait for the engine process, not a speed check
        wait_until(lambda: isinstance(app.stack.top, PlayScene), 120, step=frame, pause=0.002)
        scene = app.stack.top
        assert isinstance(scene, PlayScene)
        assert draw.lexicon_error is None
        assert draw.lexicon_note == NOTICE_FILE_EXISTS
        assert scene.game.rules.word_list == str(small_enable)
        assert sorted(scene.game.lexicon.words()) == ["ACT", "AT", "CAT", "TA"]
    finally:
        app.close()


def test_attract_mode_that_must_exit_ends_when_no_word_list_loads(
        cache_is_a_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.ui.app import App
    from game.ui.context import LaunchOptions
    from game.ui.scenes import tile_draw

    def broken(spec: str, fallback: str) -> object:
        raise RuntimeError("the built-in enable word list is missing or damaged (enable.txt: gone)")

    monkeypatch.setattr(tile_draw, "load_for_game", broken)
    app = App(LaunchOptions(size=(800, 600), demo=True, exit_when_over=True))
    app.ctx.jobs = None  # the list loads in the frame, so the test needs no engine process
    try:
        app.stack.push(app.first_scene())
        def frame() -> None:
            top = app.stack.top
            if isinstance(top, tile_draw.TileDrawScene) and not top.fast:
                top.skip()
            app.step([], 1 / 60)

        wait_until(lambda: app.ctx.quit_requested, step=frame, pause=0)
        assert app.ctx.quit_requested and app.ctx.exit_status == 1
        assert app.ctx.output_lines == [
            "No word list could be loaded: the built-in enable word list is missing or damaged "
            "(enable.txt: gone)"]
    finally:
        app.close()
