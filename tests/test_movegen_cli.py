"""``python main.py moves``: exact output and clear errors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.cli.moves import main

ROOT = Path(__file__).resolve().parent.parent
WINDY = "15/15/15/15/15/15/15/3WINDY7/15/15/15/15/15/15/15"
EMPTY = "/".join(["15"] * 15)


def test_prints_count_then_top_plays(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--cgp", f"{WINDY} ADEEGIL/AEILOUY 0/32 0", "--top", "3"]) == 0
    assert capsys.readouterr().out == "437\nD8 .EDGIE 22\nD8 .EIGELA 22\nD8 .AGED 20\n"


def test_rack_option_and_empty_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--cgp", EMPTY, "--rack", "aeinrst", "--top", "2"]) == 0
    assert capsys.readouterr().out == "1089\n8B ANESTRI 66\n8B ANTSIER 66\n"
    assert main(["--cgp", EMPTY, "--rack", "QV", "--top", "5"]) == 0  # no word of Q and V
    assert capsys.readouterr().out == "0\n"


def test_cgp_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "positions.txt"
    path.write_text(f"{WINDY} ADEEGIL/AEILOUY 0/32 0\n\n{EMPTY} AX\n")
    assert main(["--cgp-file", str(path), "--top", "1"]) == 0
    assert capsys.readouterr().out == "437\nD8 .EDGIE 22\n\n2\n8G AX 18\n\n"


def test_custom_lexicon(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    words = tmp_path / "w.txt"
    words.write_text("za\n")
    assert main(["--cgp", EMPTY, "--rack", "AZ?", "--lexicon", str(words), "--top", "9"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["6", "8G ZA 22", "8H ZA 22", "8G Za 20", "8H Za 20", "8G zA 2", "8H zA 2"]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--cgp", "15/15"], "moves: bad CGP: the board has 2 rows, not 15"),
        (["--cgp", WINDY, "--rack", "AB1"], "moves: bad rack 'AB1'"),
        (["--cgp", WINDY, "--rack", "ABCDEFGH"], "a rack holds at most 7 tiles"),
        (["--cgp", WINDY], "moves: no rack"),
        (["--cgp", WINDY, "--rack", "A", "--lexicon", "/no/such/list"], "no such file"),
        (["--cgp-file", "/no/such/file"], "moves: cannot read /no/such/file"),
        ([], "one of the arguments --cgp --cgp-file is required"),
        (["--cgp", WINDY, "--top", "x"], "moves: argument --top: the number 'x' is not a whole number"),
    ],
)
def test_errors_are_messages(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) if not args or "--top" in args else _no_exit():
        assert main(args) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert "Traceback" not in captured.err and captured.out == ""


class _no_exit:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> bool:
        return False


def test_bad_line_in_cgp_file_names_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "p.txt"
    path.write_text(f"{WINDY} AB\n15/15 AB\n")
    assert main(["--cgp-file", str(path)]) == 2
    assert f"{path}, line 2: bad CGP" in capsys.readouterr().err


def test_runs_through_main_py_without_pygame() -> None:
    code = (
        "import sys; sys.modules['pygame'] = None; "
        "import game.engine.hints, game.engine.players, game.lexicon.frequency, game.rules.cgp; "
        "sys.argv = ['main.py', 'moves', '--cgp', "
        f"'{WINDY} ADEEGIL', '--top', '1']; import runpy; runpy.run_path('main.py', run_name='__main__')"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.stdout == "437\nD8 .EDGIE 22\n", done.stderr
