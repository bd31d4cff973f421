"""A read-only data folder, or one whose log files cannot be opened: logging never
raises, a scene's error still reaches the error screen, and the game plays
(without saving, saying so).

Tests run as root, and ``chmod`` does not stop root: the folder is made
read-only by a read-only mount where one can be made (``unshare -m``), else by
refusing every write under it in the process (``read_only_sim``)."""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from read_only_sim import read_only

from game.engine import worker

ROOT = Path(__file__).resolve().parent.parent
LOG_NAME, ERROR_LOG_NAME = "tile-party.log", "error.log"
WORDS = "CAT\nACT\nAT\nTA\nCATS\nACTS\nSAT\nTAS\n"


def test_a_log_line_never_raises_when_the_log_file_cannot_be_opened(
        data: Path, root_handlers: None) -> None:
    from game.ui.app import setup_logging

    (data / LOG_NAME).mkdir()  # cannot be opened for writing, by root either
    setup_logging()
    logging.getLogger("game.test").error("a line that has nowhere to go")
    logging.getLogger("game.test").warning("and another")
    assert (data / LOG_NAME).is_dir() and list((data / LOG_NAME).iterdir()) == []


def test_a_log_line_is_written_when_the_file_can_be(data: Path, root_handlers: None) -> None:
    from game.ui.app import setup_logging

    setup_logging()
    logging.getLogger("game.test").warning("kept %d", 7)
    text = (data / LOG_NAME).read_text(encoding="utf-8")
    assert text.endswith(" WARNING game.test: kept 7\n")


def test_a_log_line_in_a_read_only_folder_does_not_raise(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, root_handlers: None) -> None:
    from game.paths import set_data_dir
    from game.ui.app import setup_logging

    read_only(tmp_path, monkeypatch)
    set_data_dir(tmp_path)
    try:
        setup_logging()
        logging.getLogger("game.test").error("nowhere to go")
    finally:
        set_data_dir(None)
    assert os.listdir(tmp_path) == []


def test_a_scene_that_raises_reaches_the_error_screen_when_no_log_can_be_written(
        data: Path, root_handlers: None) -> None:
    from game.ui.app import App, setup_logging
    from game.ui.context import LaunchOptions
    from game.ui.scene import Scene
    from game.ui.scenes.error import ErrorScene

    (data / LOG_NAME).mkdir()
    (data / ERROR_LOG_NAME).mkdir()
    setup_logging()

    class Broken(Scene):
        name = "broken"

        def update(self, dt: float) -> None:
            raise RuntimeError("the scene broke")

    app = App(LaunchOptions(size=(800, 600), language="en"))
    try:
        app.stack.push(Broken(app.ctx))
        app.step([], 1 / 60)
        assert isinstance(app.stack.top, ErrorScene)
        assert [type(s).__name__ for s in app.stack.scenes] == ["ErrorScene"]
        app.jobs.wait_all()
        assert list((data / ERROR_LOG_NAME).iterdir()) == []
    finally:
        app.close()


def test_the_game_plays_in_a_read_only_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, root_handlers: None) -> None:
    """From the first scene to a computer's first move in the play scene, in an
    empty read-only folder: the saved-games notice says nothing is kept, the
    word list is compiled in memory, and nothing is written."""
    import game.lexicon.lexicon as lexicon_mod
    from game.paths import set_data_dir
    from game.ui.app import App, setup_logging
    from game.ui.context import LaunchOptions
    from game.ui.play.scene import PlayScene
    from game.ui.scenes.tile_draw import TileDrawScene

    words = tmp_path / "words.txt"
    words.write_text(WORDS)
    folder = tmp_path / "ro"
    folder.mkdir()
    monkeypatch.setattr(lexicon_mod, "_loaded", lexicon_mod.weakref.WeakValueDictionary())
    monkeypatch.setattr(lexicon_mod, "_last", [])
    monkeypatch.setattr(lexicon_mod, "_cache_problem", None)
    monkeypatch.setattr(lexicon_mod, "_cache_problem_told", False)
    read_only(folder, monkeypatch)
    set_data_dir(folder)
    app = None
    try:
        setup_logging()
        app = App(LaunchOptions(size=(800, 600), demo=True, exit_when_over=True, lexicon=words))
        assert app.saves.problem == f"The data folder {folder} is read-only; games this session will not be kept."
        app.stack.push(app.first_scene())
        draw = app.stack.top
        assert isinstance(draw, TileDrawScene)
        deadline = time.monotonic() + 120  # a bound on a hang, not a speed check
        while (not isinstance(app.stack.top, PlayScene) and draw.lexicon_error is None
               and time.monotonic() < deadline):
            top = app.stack.top
            if isinstance(top, TileDrawScene) and not top.fast:
                top.skip()
            app.step([], 1 / 60)
            time.sleep(0.002)
        scene = app.stack.top
        assert isinstance(scene, PlayScene), type(scene).__name__
        assert sorted(scene.game.lexicon.words()) == sorted(WORDS.split())
        assert draw.lexicon_error is None
        assert not app.ctx.quit_requested and app.ctx.exit_status == 0
    finally:
        if app is not None:
            app.stack.discard_all()
            app.close_saves()
            worker.shutdown()
            app.jobs.shutdown()
        set_data_dir(None)
    assert written_by_this_process(folder) == []


def written_by_this_process(folder: Path) -> list[str]:
    """What is in the folder, but for the word-list cache of the engine process: a
    process of its own (started with ``spawn``), which the in-process refusal does
    not reach; on a read-only mount it cannot write either."""
    return sorted(name for name in os.listdir(folder) if name != "cache")


def _can_mount_read_only(where: Path) -> bool:
    if shutil.which("unshare") is None:
        return False
    probe = subprocess.run(
        ["unshare", "-m", "sh", "-c", f"mount -t tmpfs -o ro tmpfs '{where}' && ! touch '{where}/x'"],
        capture_output=True, timeout=30)
    return probe.returncode == 0


RUN = """
import sys
sys.path[:0] = [{root!r}, {tests!r}]
if {simulate!r}:
    import read_only_sim
    read_only_sim.install(__import__("pathlib").Path({folder!r}), setattr)
import game.lexicon.lexicon as lexicon_mod
lexicon_mod.BUILTIN["enable"] = __import__("pathlib").Path({words!r})  # the built-in list, made small
from game.cli import main
sys.exit(main(["--demo", "--seed", "3", "--data-dir", {folder!r}, "--size", "800x600",
               "--max-frames", "1500", "--exit-when-over"]))
"""


def test_the_whole_game_starts_from_a_read_only_folder(tmp_path: Path) -> None:
    """``main.py --demo`` in an empty read-only folder: a read-only mount when the
    test may make one, else the in-process refusal.  It used to stop at once
    with "No word list could be loaded: Read-only file system"."""
    folder = tmp_path / "ro"
    folder.mkdir()
    words = tmp_path / "words.txt"
    words.write_text(WORDS)
    mount = _can_mount_read_only(folder)
    script = RUN.format(root=str(ROOT), tests=str(ROOT / "tests"), simulate=not mount,
                        folder=str(folder), words=str(words))
    command = [sys.executable, "-c", script]
    if mount:
        quoted = " ".join(f"'{part}'" for part in command[:2]) + ' "$0"'
        command = ["unshare", "-m", "sh", "-c",
                   f"mount -t tmpfs -o ro tmpfs '{folder}' && exec {quoted}", script]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Traceback" not in done.stderr and "No word list" not in done.stdout + done.stderr
    assert done.stdout == ""  # a game that reached its end would print the scores
    assert (os.listdir(folder) if mount else written_by_this_process(folder)) == []
