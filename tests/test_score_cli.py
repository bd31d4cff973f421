"""``python main.py score``: output, exit status, messages, and running without pygame."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main as cli_main
from game.cli.score import main

ROOT = Path(__file__).resolve().parent.parent
DATA = Path(__file__).parent / "data" / "gcg"
CT741 = DATA / "scorable" / "ct741.gcg"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    # A compiled word list is cached in the data directory: keep it in tmp.
    monkeypatch.setenv("TILE_PARTY_DATA", str(tmp_path / "data"))


def altered(tmp_path: Path, name: str, old: str, new: str) -> str:
    """Copy ct741.gcg to ``name`` in tmp_path with one line changed; returns the name."""
    text = CT741.read_text(encoding="utf-8")
    assert old in text
    (tmp_path / name).write_text(text.replace(old, new, 1), encoding="utf-8")
    return name


def test_all_real_records_check_out(capsys):
    files = [str(p) for p in sorted(DATA.glob("*/*.gcg"))]
    assert main(["--quiet", *files]) == 0
    out = capsys.readouterr().out
    assert out.endswith("All 48 files check out.\n")
    assert f"{CT741}: 30 events, every score and total matches. Final scores: Alice 242, Bob 457.\n" in out


def test_table_of_events(capsys):
    assert main([str(CT741)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{CT741}: Alice v. Bob"
    assert lines[1].split() == ["line", "player", "move", "score", "computed", "total", "computed"]
    assert lines[2].split() == ["3", "Alice", "-IIIIII", "+0", "+0", "0", "0", "OK"]
    assert lines[5].split() == ["6", "Bob", "D5", "GUN.iEST", "+74", "+74", "102", "102", "OK"]
    assert len(lines) == 2 + 30 + 2  # title, header, 30 events, summary, blank


def test_wrong_score_names_file_line_and_both_figures(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    name = altered(tmp_path, "ct741.gcg", "8K E..DE +39 218", "8K E..DE +41 218")
    assert main([name]) == 1
    out = capsys.readouterr().out
    assert "   12  Bob           8K E..DE                    +41       +39    218       218  MISMATCH\n" in out
    assert out.count("MISMATCH") == 1
    assert out.endswith(
        "ct741.gcg: 30 events, 1 problem. Computed final scores: Alice 242, Bob 457.\n"
        "ct741.gcg line 12: 8K E..DE scored +41 in the record, computed +39\n\n"
    )


def test_wrong_score_carried_into_the_totals(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    # Bob is credited 2 too many at line 12 and every later total of his carries them.
    lines = CT741.read_text(encoding="utf-8").splitlines()
    for i in range(11, len(lines)):
        if lines[i].startswith(">Bob:"):
            head, total = lines[i].rsplit(" ", 1)
            lines[i] = f"{head} {int(total) + 2}"
    lines[11] = lines[11].replace("+39", "+41")
    (tmp_path / "carried.gcg").write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["-q", "carried.gcg"]) == 1
    assert capsys.readouterr().out.splitlines()[1:] == [
        "carried.gcg line 12: 8K E..DE scored +41 in the record, computed +39",
        "carried.gcg line 12: Bob's total is 220 in the record, computed 218 (179 +39)",
    ]


def test_wrong_total_only(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    name = altered(tmp_path, "slip.gcg", "(LT) +4 242", "(LT) +4 244")
    assert main(["-q", name]) == 1
    assert capsys.readouterr().out.splitlines()[1:] == [
        "slip.gcg line 32: Alice's total is 244 in the record, computed 242 (238 +4)"
    ]


def test_impossible_play_fails(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    name = altered(tmp_path, "odd.gcg", "7F AHA +23 23", "7F AHAAAAAAAAAA +23 23")
    assert main(["-q", name]) == 1
    out = capsys.readouterr().out
    assert "odd.gcg line 5: 7F AHAAAAAAAAAA runs off the board\n" in out


def test_malformed_file_gives_file_and_line_without_traceback(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    name = altered(tmp_path, "bad.gcg", "7F AHA +23 23", "7F AHA +23 twenty-three")
    assert main([name, str(CT741)]) == 1
    captured = capsys.readouterr()
    assert captured.err == "bad.gcg line 5: cumulative total 'twenty-three' is not a number\n"
    assert "Traceback" not in captured.out + captured.err
    assert captured.out.endswith("1 of 2 files have problems.\n")  # the good file still ran


def test_binary_and_empty_files(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "image.gcg").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    (tmp_path / "empty.gcg").write_bytes(b"")
    assert main(["image.gcg", "empty.gcg"]) == 1
    assert capsys.readouterr().err.splitlines() == [
        "image.gcg line 1: control character 0x89: this is not a text GCG file",
        "empty.gcg line 1: the file is empty",
    ]


def test_missing_and_unreadable_files(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "folder.gcg").mkdir()
    assert main(["missing.gcg", "folder.gcg"]) == 1
    assert capsys.readouterr().err.splitlines() == [
        "missing.gcg: no such file",
        "folder.gcg: is a folder, not a file",
    ]


def test_lexicon_reports_words_not_in_the_list(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "game.gcg").write_text(
        "#player1 Ann Ann\n#player2 Bob Bob\n"
        ">Ann: ACT 8G CAT +10 10\n"
        ">Bob: BD H7 B.D +6 6\n"
        ">Ann: Y 8G ...Y +9 19\n"
        ">Ann: Y -- -9 10\n",
        encoding="utf-8",
    )
    (tmp_path / "words.txt").write_text("# tiny list\nCAT\n\nbad\n", encoding="utf-8")
    assert main(["-q", "game.gcg", "--lexicon", "words.txt"]) == 0  # CATY was withdrawn
    (tmp_path / "fewer.txt").write_text("CAT\n", encoding="utf-8")
    assert main(["-q", "game.gcg", "--lexicon", "fewer.txt"]) == 1
    out = capsys.readouterr().out
    assert out.endswith("game.gcg line 4: H7 B.D forms BAD, which is not in the word list\n")
    assert main(["-q", "game.gcg"]) == 0  # words are not checked without --lexicon


def test_lexicon_that_cannot_be_read(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert main([str(CT741), "--lexicon", "nowhere.txt"]) == 1
    assert capsys.readouterr().err == "--lexicon: nowhere.txt: no such file\n"


def test_usage_errors_and_help(capsys):
    assert main([]) == 2
    assert "the following arguments are required: FILE.gcg" in capsys.readouterr().err
    assert main(["--help"]) == 0
    assert "--lexicon kids|enable|PATH" in capsys.readouterr().out


def test_dispatched_from_the_main_cli(capsys):
    assert cli_main(["score", "-q", str(CT741)]) == 0
    assert "every score and total matches" in capsys.readouterr().out


def run_without_pygame(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        f"sys.path.insert(0, {str(ROOT)!r})\n"
        "from game.cli import main\n"
        f"status = main(['score', *{list(args)!r}])\n"
        "assert 'pygame' not in [m for m in sys.modules if sys.modules[m] is not None]\n"
        "sys.exit(status)\n"
    )
    env = dict(os.environ, TILE_PARTY_DATA=str(cwd / "data"), PYTHONIOENCODING="utf-8")
    return subprocess.run(
        [sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True,
        timeout=60,
    )


def test_works_without_pygame(tmp_path):
    utf8 = DATA / "macondo" / "utf8_dos.gcg"
    done = run_without_pygame("-q", str(CT741), str(utf8), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.endswith("All 2 files check out.\n")

    name = altered(tmp_path, "ct741.gcg", "8K E..DE +39 218", "8K E..DE +41 218")
    (tmp_path / "words.txt").write_text("KRAAL\n", encoding="utf-8")
    done = run_without_pygame("-q", name, "--lexicon", "words.txt", cwd=tmp_path)
    assert done.returncode == 1
    assert "ct741.gcg line 12: 8K E..DE scored +41 in the record, computed +39\n" in done.stdout
    assert "ct741.gcg line 5: 7F AHA forms AHA, which is not in the word list\n" in done.stdout
    assert "Traceback" not in done.stderr
