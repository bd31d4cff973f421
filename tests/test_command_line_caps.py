"""Every command-line option that takes outside text or names a file has a cap: past
it, a one-line message that does not repeat the value back, exit status 2, and no
traceback (``python main.py`` and its tools: replay, score, moves, check)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli
from game.limits import COMMAND_LINE_WORDS, NAME_CHARS, PATH_CHARS, RULE_TOGGLE_OPTIONS
from game.ui import launcher

ROOT = Path(__file__).resolve().parent.parent
EMPTY_CGP = "/".join(["15"] * 15) + " ABC/ 0/0 0"
LONG_PATH = "p" * (PATH_CHARS + 1)
LONG_NAME = "n" * (NAME_CHARS + 1)
DIGITS = "9" * 40


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """The message for a refused command line, which must end in status 2."""
    try:
        status = cli.main(argv)
    except SystemExit as exc:  # argparse's usage errors
        status = exc.code
    assert status == 2, argv[:3]
    err = capsys.readouterr().err.strip()
    assert "Traceback" not in err
    assert len(err) < 600  # the value is never repeated back whole
    return err.splitlines()[-1]


@pytest.mark.parametrize(("argv", "message"), [
    (["--lang", LONG_NAME], "argument --lang: is longer than 64 characters"),
    (["--variant", LONG_NAME], "argument --variant: is longer than 64 characters"),
    (["--data-dir", LONG_PATH], "argument --data-dir: is longer than 4,096 characters"),
    (["--lexicon", LONG_PATH], "argument --lexicon: is longer than 4,096 characters"),
    (["--screenshot-dir", LONG_PATH], "argument --screenshot-dir: is longer than 4,096 characters"),
    (["--seed", DIGITS], "argument --seed: the number has more than 20 digits"),
    (["--size", DIGITS + "x600"], "argument --size: is longer than 24 characters"),
    (["--players", DIGITS], "argument --players: is longer than 24 characters"),
    (["--max-frames", DIGITS], "argument --max-frames: is longer than 24 characters"),
    (["replay", LONG_PATH], "argument FILE.gcg: is longer than 4,096 characters"),
    (["replay", "x.gcg", "--data-dir", LONG_PATH], "argument --data-dir: is longer than 4,096 characters"),
    (["score", LONG_PATH], "argument FILE.gcg: is longer than 4,096 characters"),
    (["score", "x.gcg", "--lexicon", LONG_PATH], "argument --lexicon: is longer than 4,096 characters"),
    (["moves", "--cgp", EMPTY_CGP, "--rack", LONG_NAME], "argument --rack: is longer than 64 characters"),
    (["moves", "--cgp", EMPTY_CGP, "--top", DIGITS], "argument --top: the number has more than 6 digits"),
    (["moves", "--cgp", EMPTY_CGP, "--top", "-1"], "argument --top: must be at least 0"),
    (["moves", "--cgp", EMPTY_CGP, "--lexicon", LONG_PATH], "argument --lexicon: is longer than 4,096 characters"),
    (["moves", "--cgp-file", LONG_PATH], "argument --cgp-file: is longer than 4,096 characters"),
    (["moves", "--cgp", EMPTY_CGP, "--variant", LONG_NAME], "argument --variant: is longer than 64 characters"),
    (["moves", "--variant", "upwords", "--position", LONG_PATH],
     "argument --position: is longer than 4,096 characters"),
    (["moves", "--variant", "upwords", "--position", "p.json", "--rack", LONG_NAME],
     "argument --rack: is longer than 64 characters"),
    (["moves", "--variant", "upwords", "--position", "p.json", "--rules", LONG_NAME],
     "argument --rules: is longer than 64 characters"),
    (["moves", "--variant", "upwords", "--position", "p.json", "--top", DIGITS],
     "argument --top: the number has more than 6 digits"),
    (["check", "--cgp", EMPTY_CGP, "--play", "8H AB", "--rack", LONG_NAME],
     "argument --rack: is longer than 64 characters"),
    (["check", "--variant", "upwords", "--position", LONG_PATH, "--play", "[]"],
     "argument --position: is longer than 4,096 characters"),
    (["check", "--variant", "upwords", "--position", "p.json", "--play", "[]", "--rules", LONG_NAME],
     "argument --rules: is longer than 64 characters"),
])
def test_an_option_past_its_cap_is_a_usage_error(argv: list[str], message: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(argv, capsys).endswith(message)


def test_the_command_line_as_a_whole_has_caps(capsys: pytest.CaptureFixture[str]) -> None:
    assert refused(["score", *["x.gcg"] * COMMAND_LINE_WORDS], capsys) == (
        f"python main.py: the command line has {COMMAND_LINE_WORDS + 1:,} words; at most {COMMAND_LINE_WORDS:,} "
        "are read")
    assert refused(["moves", "--cgp", "x" * 70_000], capsys) == (
        "python main.py: word 3 of the command line is longer than 65,536 characters")


def test_rule_toggles_are_counted(capsys: pytest.CaptureFixture[str]) -> None:
    toggles = ["--rules", "plurals=on"] * (RULE_TOGGLE_OPTIONS + 1)
    assert refused(["check", "--variant", "upwords", "--position", "p.json", "--play", "[]", *toggles],
                   capsys) == f"check: --rules is given {RULE_TOGGLE_OPTIONS + 1} times; at most {RULE_TOGGLE_OPTIONS}"
    assert refused(["moves", "--variant", "upwords", "--position", "p.json", *toggles], capsys) == (
        f"moves: --rules is given {RULE_TOGGLE_OPTIONS + 1} times; at most {RULE_TOGGLE_OPTIONS}")


def test_a_seed_of_twenty_digits_is_taken() -> None:
    assert launcher.parse_options(["--seed", "18446744073709551615"]).seed == 18446744073709551615


def test_folders_the_system_refuses_are_a_message_not_a_traceback(tmp_path: Path) -> None:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "LANGUAGE": "en"}
    env.pop("TILE_PARTY_DATA", None)
    a_file = tmp_path / "file.txt"
    a_file.write_text("x")
    for args, message in (
        (["--data-dir", str(tmp_path / ("d" * 300))], "File name too long"),  # a name past NAME_MAX
        (["--screenshot-dir", str(a_file)], f"--screenshot-dir {a_file}: is a file, not a folder"),
    ):
        done = subprocess.run([sys.executable, str(ROOT / "main.py"), *args, "--max-frames", "1"],
                              cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
        assert done.returncode == 2, done.stderr
        assert "Traceback" not in done.stderr and message in done.stderr
