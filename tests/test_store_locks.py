"""Two windows on one data folder: a saved game played in one is not resumed in the
other (which says why and can start another game), and a window that dies lets go."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from store_helpers import new_store, play_recorded, start

from game.rules.game import Game
from game.setup.seats import SeatConfig
from game.store import DamagedGame
from game.ui.saves import GameSaves

ROOT = Path(__file__).resolve().parent.parent
ELSEWHERE = "this game is open in another window; close it there, or start another game"


def two_saved_games(directory: Path) -> tuple[str, str]:
    store = new_store(directory)
    ids = []
    for k in range(2):
        game = Game(["Ana", "Ben"], seed=k)
        game_id = start(store, game)
        play_recorded(store, game_id, game, random.Random(k), 2)
        ids.append(game_id)
        time.sleep(0.01)  # the second is the newer
    store.close()
    return ids[0], ids[1]


def seats() -> list[SeatConfig]:
    return [SeatConfig("Ana"), SeatConfig("Ben")]


def test_a_game_open_in_one_window_is_not_resumed_in_another(tmp_path: Path) -> None:
    older, newer = two_saved_games(tmp_path)
    first, second = GameSaves.open(tmp_path), GameSaves.open(tmp_path)
    try:
        assert first.latest()[0] == newer
        saved = first.load(newer)  # the first window continues the newest game
        assert first.recorder(saved.game, seats(), newer) is not None
        # the second window's Continue goes to the other game; the list says why
        continue_id, listed = second.latest()
        assert continue_id == older
        assert [(g.game_id, g.problem) for g in listed] == [(newer, ELSEWHERE), (older, None)]
        with pytest.raises(DamagedGame) as refused:
            second.load(newer)
        assert str(refused.value) == ELSEWHERE
        second.delete(newer)  # nor deleted from under the window playing it
        assert second.take_errors() == [ELSEWHERE]
        assert [g.game_id for g in first.latest()[1]] == [newer, older]
        first.load(newer)
        assert second.load(older).game_id == older  # another game is there to play
        # back at the first window's menu: the game is free again
        first.latest()
        assert second.latest()[0] == newer and second.load(newer).game_id == newer
    finally:
        first.close()
        second.close()


def test_a_new_game_is_held_by_its_window(tmp_path: Path) -> None:
    first, second = GameSaves.open(tmp_path), GameSaves.open(tmp_path)
    try:
        game = Game(["Ana", "Ben"], seed=3)
        recorder = first.recorder(game, seats())
        assert recorder is not None
        first.flush()
        [summary] = second.latest()[1]
        assert summary.game_id == recorder.game_id and summary.problem == ELSEWHERE
    finally:
        first.close()
        second.close()
    third = GameSaves.open(tmp_path)
    try:
        assert third.latest()[0] == recorder.game_id  # a closed window lets go
    finally:
        third.close()


HOLD = """
import sys, time
sys.path.insert(0, {root!r})
from pathlib import Path
from game.ui.saves import GameSaves
saves = GameSaves.open(Path({folder!r}))
saves.load({game_id!r})
print("holding", flush=True)
time.sleep(120)
"""


def test_a_window_that_is_killed_lets_go_of_its_game(tmp_path: Path) -> None:
    older, newer = two_saved_games(tmp_path)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLD.format(root=str(ROOT), folder=str(tmp_path), game_id=newer)],
        stdout=subprocess.PIPE, text=True)
    saves = GameSaves.open(tmp_path)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
        assert saves.latest()[0] == older
        with pytest.raises(DamagedGame):
            saves.load(newer)
        holder.send_signal(signal.SIGKILL)
        holder.wait(timeout=30)
        assert saves.latest()[0] == newer
        assert saves.load(newer).game_id == newer
    finally:
        if holder.poll() is None:
            holder.kill()
            holder.wait()
        saves.close()


PROGRAM = ("this game is locked by another program (not a window of this game); "
           "try again once that program lets go of it")


def unusable(folder: Path, reason: str) -> str:
    return ("saved games cannot be kept from being played in two windows at once: "
            f"{folder} cannot hold lock files ({reason}); move aside whatever is there, "
            "then open the game again")


def test_a_plain_file_named_locks_keeps_every_game_from_being_resumed_and_says_why(tmp_path: Path) -> None:
    older, newer = two_saved_games(tmp_path)
    (tmp_path / "locks").write_text("not a folder")
    first, second = GameSaves.open(tmp_path), GameSaves.open(tmp_path)
    problem = unusable(tmp_path / "locks", "it is not a folder")
    try:
        continue_id, listed = second.latest()
        assert continue_id is None
        assert [(g.game_id, g.problem, g.locked) for g in listed] == [(newer, problem, True), (older, problem, True)]
        for saves in (first, second):  # neither window can take a game the other may play
            with pytest.raises(DamagedGame) as refused:
                saves.load(newer)
            assert str(refused.value) == problem
            saved = saves.store.load_game(newer)
            assert saves.recorder(saved.game, seats(), newer) is None
            assert saves.take_errors() == [problem]
        second.delete(older)
        assert second.take_errors() == [problem]
        # the file moved aside, the games are free again
        (tmp_path / "locks").unlink()
        assert second.latest()[0] == newer and second.load(newer).game_id == newer
        with pytest.raises(DamagedGame) as refused:
            first.load(newer)
        assert str(refused.value) == ELSEWHERE
    finally:
        first.close()
        second.close()


def test_a_game_locked_by_another_program_is_not_blamed_on_another_window(tmp_path: Path) -> None:
    import fcntl
    import os

    older, newer = two_saved_games(tmp_path)
    (tmp_path / "locks").mkdir()
    lock = tmp_path / "locks" / f"{newer}.lock"
    for left_behind in (b"", b"tile-party 999999999\n"):  # nothing, or the mark of a window long gone
        lock.write_bytes(left_behind)
        fd = os.open(lock, os.O_RDWR)
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # a backup program, say
        saves = GameSaves.open(tmp_path)
        try:
            continue_id, listed = saves.latest()
            assert continue_id == older
            assert [(g.game_id, g.problem, g.locked) for g in listed] == [(newer, PROGRAM, True),
                                                                          (older, None, False)]
            with pytest.raises(DamagedGame) as refused:
                saves.load(newer)
            assert str(refused.value) == PROGRAM
        finally:
            saves.close()
            os.close(fd)
    # a window of the game holds it: the file names it while it does, and not after
    first, second = GameSaves.open(tmp_path), GameSaves.open(tmp_path)
    try:
        first.load(newer)
        assert lock.read_bytes() == f"tile-party {os.getpid()}\n".encode()
        assert [(g.problem, g.locked) for g in second.latest()[1]] == [(ELSEWHERE, True), (None, False)]
        first.latest()  # back at the menu
        assert lock.read_bytes() == b""
    finally:
        first.close()
        second.close()
