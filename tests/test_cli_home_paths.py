"""A path that starts with a home folder the system does not know (``~nosuchuser/...``),
in any path option or in ``TILE_PARTY_DATA``, is one line saying the path cannot be
used, with exit status 2: never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOBODY = "~tile-party-no-such-user"


def main_py(*args: str, cwd: Path, data: str | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": "en"}
    env.pop("TILE_PARTY_DATA", None)
    if data is not None:
        env["TILE_PARTY_DATA"] = data
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(("args", "option"), [
    (["--data-dir", f"{NOBODY}/data"], "argument --data-dir: "),
    (["--lexicon", f"{NOBODY}/words.txt"], "argument --lexicon: "),
    (["--demo", "--record", f"{NOBODY}/game.gcg"], "argument --record: "),
    (["--screenshot-dir", f"{NOBODY}/shots"], "argument --screenshot-dir: "),
    (["score", f"{NOBODY}/game.gcg"], "argument FILE.gcg: "),
    (["replay", f"{NOBODY}/game.gcg"], "argument FILE.gcg: "),
    (["define", "CAT", "--lexicon", f"{NOBODY}/words.txt"], "argument --lexicon: "),
    (["moves", "--cgp", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 CAT/ 0/0 0",
      "--lexicon", f"{NOBODY}/words.txt"], "argument --lexicon: "),
    (["check", "--cgp", "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 CAT/ 0/0 0", "--play", "8D CAT",
      "--lexicon", f"{NOBODY}/words.txt"], "argument --lexicon: "),
])
def test_a_path_option_in_an_unknown_home_folder_is_one_line_and_status_2(
        tmp_path: Path, args: list[str], option: str) -> None:
    done = main_py(*args, cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert "Traceback" not in done.stderr
    last = done.stderr.strip().splitlines()[-1]
    path = next(a for a in args if a.startswith(NOBODY))
    assert last.endswith(f"{option}{path} cannot be used: there is no home folder for {NOBODY}"), last
    assert done.stdout == ""


def test_a_seats_list_in_an_unknown_home_folder_is_one_line_and_status_2(tmp_path: Path) -> None:
    done = main_py("--demo", "--seat", f"2:list={NOBODY}/w.txt", cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip().splitlines()[-1] == (
        f"python main.py: --seat: seat 2: {NOBODY}/w.txt cannot be used: there is no home folder for {NOBODY}")


@pytest.mark.parametrize("args", [[], ["define", "CAT"], ["score", "game.gcg"]])
def test_the_data_folder_variable_in_an_unknown_home_folder_is_one_line_and_status_2(
        tmp_path: Path, args: list[str]) -> None:
    done = main_py(*args, cwd=tmp_path, data=f"{NOBODY}/data")
    assert done.returncode == 2, done.stderr
    assert done.stderr.splitlines() == [
        f"python main.py: TILE_PARTY_DATA: {NOBODY}/data cannot be used: there is no home folder for {NOBODY}"]
    assert done.stdout == ""
