"""``python main.py --demo ... --seat N:... --exit-when-over --record FILE.gcg`` plays a game
headless with those handicaps and writes its record, which ``score`` replays with every
score matching; a bad ``--seat`` or ``--record`` is one line and exit status 2."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from game.cli import main as cli_main
from game.rules.game import Game
from game.rules.gcg import parse_gcg
from game.rules.handicap import Handicap

ROOT = Path(__file__).resolve().parent.parent
#: a seeded three-player demo: a quick game (well under a minute on a shared machine
#: with the word lists already compiled and animations at their fastest)
DEMO = ["--demo", "--seed", "1", "--players", "3", "--size", "800x600"]


def main_py(*args: str, cwd: Path, timeout: float = 240) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": "en"}
    env.pop("TILE_PARTY_DATA", None)
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_the_demo_plays_with_a_seats_handicap_and_writes_a_record_that_replays(
        tmp_path: Path, seed_word_lists: Callable[[Path], None]) -> None:
    data = tmp_path / "data"
    seed_word_lists(data)  # compiled once for the whole test run, not again here
    (data / "settings.json").write_text('{"animation_speed": "Fast", "language": "en"}')
    target = tmp_path / "out" / "game.gcg"
    done = main_py(*DEMO, "--seat", "2:list=kids,hints=3,clock=120", "--exit-when-over",
                   "--record", str(target), "--data-dir", str(data), cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    record = parse_gcg(target.read_bytes(), target.name)
    names = [p.nick for p in record.players]
    assert names == ["Ana", "Ben", "Cleo"]
    # the second seat in seating order is Ben; the seats move in the drawn order, which the record keeps
    assert record.handicaps == {"Ben": Handicap(word_list="kids", hints=3, clock=120, checked_as_played=False,
                                                head_start=0)}
    assert "#handicap Ben list=kids hints=3 clock=120 checked=no headstart=0" in target.read_text().splitlines()
    # the final scores printed are the record's last totals
    printed = [line.split() for line in done.stdout.splitlines()]
    finals = {words[0]: int(words[1]) for words in printed if len(words) == 2 and words[0] in names}
    last = {event.nick: event.total for event in record.events}  # each player's last line's total
    assert finals == last and len(finals) == 3
    scored = main_py("score", str(target), cwd=tmp_path)
    assert scored.returncode == 0, scored.stdout[-2000:]
    assert "every score and total matches" in scored.stdout


@pytest.mark.parametrize(("args", "message"), [
    (["--seat", "2:colour=red"], "--seat: seat 2: 'colour' is not a handicap setting; "
                                 "the settings are list, hints, clock, checked, headstart"),
    (["--seat", "2:clock=45"], "--seat: seat 2: the clock must be one of 0, 30, 60, 120, 180, 300 seconds, "
                               "not 45"),
    (["--seat", "2:hints=lots"], "--seat: seat 2: hints=lots: not a whole number"),
    (["--seat", "2:checked=maybe"], "--seat: seat 2: checked=maybe: write yes or no"),
    (["--seat", "2:headstart=30"], "--seat: seat 2: the head start must be one of 0, 10, 25, 50 points, not 30"),
    (["--seat", "4:hints=3"], "--seat: there is no seat 4 in a game of 3 players"),
    (["--seat", "0:hints=3"], "--seat: there is no seat 0 in a game of 3 players"),
    (["--seat", "2:hints=3", "--seat", "2:clock=60"], "--seat: seat 2 is given twice"),
    (["--seat", "2:hints=3,hints=4"], "--seat: seat 2: hints is given twice"),
    (["--seat", "2:hints"], "--seat: seat 2: hints has no value"),
    (["--seat", "kids"], "--seat: 'kids' is not a seat's handicap: write the seat's number, a colon and its "
                         "settings, e.g. 2:list=kids,hints=3,clock=120"),
    (["--seat", "2:" + "list=x" * 60], "--seat: is longer than 300 characters"),
    (["--variant", "Kids", "--seat", "2:list=enable"],
     "--seat: seat 2: this game keeps every seat on the kids word list"),
])
def test_a_bad_seat_is_one_line_and_status_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                             args: list[str], message: str) -> None:
    # in this process (the command line's own entry point): a window is never opened for a bad --seat
    assert cli_main([*DEMO, *args, "--exit-when-over", "--data-dir", str(tmp_path)]) == 2
    out, err = capsys.readouterr()
    assert err.strip().splitlines() == [f"python main.py: {message}"]
    assert out == ""


def test_a_bad_seat_from_the_shell_exits_with_status_2(tmp_path: Path) -> None:
    done = main_py(*DEMO, "--seat", "2:clock=45", "--exit-when-over", "--data-dir", str(tmp_path),
                   cwd=tmp_path, timeout=60)
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip().splitlines() == [
        "python main.py: --seat: seat 2: the clock must be one of 0, 30, 60, 120, 180, 300 seconds, not 45"]
    assert done.stdout == ""


def test_record_and_seat_need_the_demo_and_a_place_to_write(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    def refused(*args: str) -> str:
        assert cli_main([*args, "--data-dir", str(tmp_path / "data")]) == 2
        out, err = capsys.readouterr()
        lines = err.strip().splitlines()
        assert len(lines) == 1 and out == "", (out, lines)
        return lines[0]

    assert refused("--record", str(tmp_path / "g.gcg")) == "python main.py: --record works only with --demo"
    assert refused("--seat", "2:hints=3") == "python main.py: --seat works only with --demo"
    folder = tmp_path / "records"
    folder.mkdir()
    assert refused(*DEMO, "--record", str(folder)) == f"python main.py: --record {folder}: is a folder, not a file"
    blocker = tmp_path / "file"
    blocker.write_text("")
    assert refused(*DEMO, "--record", str(blocker / "g.gcg")) == (
        f"python main.py: --record {blocker}: is a file, not a folder")
    if os.geteuid() != 0:  # root writes anywhere
        locked = tmp_path / "locked"
        locked.mkdir()
        locked.chmod(0o500)
        try:
            assert refused(*DEMO, "--record", str(locked / "g.gcg")) == (
                f"python main.py: --record {locked / 'g.gcg'}: the folder {locked} cannot be written")
        finally:
            locked.chmod(0o700)


def test_record_refuses_a_device_a_pipe_a_socket_or_a_link_to_one_before_the_game(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from test_paths_atomic import kind_of, special_files

    def refused(target: Path) -> str:
        assert cli_main([*DEMO, "--record", str(target), "--data-dir", str(tmp_path / "data")]) == 2
        out, err = capsys.readouterr()
        lines = err.strip().splitlines()
        assert len(lines) == 1 and out == "", (out, lines)
        return lines[0]

    made = special_files(tmp_path)
    link = tmp_path / "link.gcg"
    link.symlink_to(made["device"])
    for target in [*made.values(), link]:
        before = kind_of(target)
        assert refused(target) == (f"python main.py: --record {target}: is not a regular file "
                                   "(a device, a pipe or a socket), so it is not written over")
        assert kind_of(target) == before
    folder = tmp_path / "folder"
    folder.mkdir()
    assert refused(folder) == f"python main.py: --record {folder}: is a folder, not a file"


def test_a_pipe_made_at_the_record_during_the_game_is_not_written_over(tmp_path: Path) -> None:
    from game.ui.scenes.results import write_demo_record

    target = tmp_path / "game.gcg"
    os.mkfifo(target)  # after the options were checked
    game = Game(["Ana", "Ben"], seed=1)
    assert write_demo_record(game, target) == (
        f"--record {target}: is not a regular file, so it is not written over")
    assert stat.S_ISFIFO(os.lstat(target).st_mode)
