"""``python main.py check``: one JSON verdict per play, word lists by name in every
command, no pygame."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main as cli_main

ROOT = Path(__file__).resolve().parent.parent
CAT_ON_BOARD = "15/15/15/15/15/15/15/6CAT6/15/15/15/15/15/15/15 SXYZQAE/ 0/0 0"
EMPTY = "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 CATXYZQ/ 0/0 0"


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch, seed_word_lists):
    monkeypatch.setenv("TILE_PARTY_DATA", str(tmp_path / "data"))
    seed_word_lists(tmp_path / "data")  # compiled once for all the tests, not in each
    (tmp_path / "words.txt").write_text("CAT\nCATS\nAT\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)


def verdict(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert cli_main(["check", *args]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    return json.loads(out)


def test_a_legal_play_gives_its_words_and_score(capsys) -> None:
    assert verdict(capsys, "--cgp", CAT_ON_BOARD, "--play", "8G CATS", "--lexicon", "words.txt") == {
        "legal": True, "words": ["CATS"], "score": 6}
    # Word first, as the House rule text writes it, with the letters on the board in parentheses.
    assert verdict(capsys, "--cgp", CAT_ON_BOARD, "--play", "(CAT)S 8G 6",
                   "--lexicon", "words.txt") == {"legal": True, "words": ["CATS"], "score": 6}
    assert verdict(capsys, "--cgp", EMPTY, "--play", "8G CAT", "--lexicon", "words.txt") == {
        "legal": True, "words": ["CAT"], "score": 10}


@pytest.mark.parametrize(
    ("cgp", "play", "reason"),
    [
        (CAT_ON_BOARD, "8G CATX", "CATX is not in the word list"),
        (CAT_ON_BOARD, "8G CATT", "you don't have these tiles: T"),
        (EMPTY, "8A CAT", "the first word must cover the centre star"),
        (EMPTY, "8H", "'8H' is not a move (like 8D WORD, -ABC, or -)"),
    ],
)
def test_an_illegal_play_gives_the_reason(capsys, cgp: str, play: str, reason: str) -> None:
    got = verdict(capsys, "--cgp", cgp, "--play", play, "--lexicon", "words.txt")
    assert got == {"legal": False, "reason": reason}


def test_bad_input_is_a_message_not_a_traceback(capsys) -> None:
    assert cli_main(["check", "--cgp", "15/15", "--play", "8H CAT", "--lexicon", "words.txt"]) == 2
    assert capsys.readouterr().err == "check: bad CGP: the board has 2 rows, not 15\n"
    assert cli_main(["check", "--cgp", EMPTY, "--play", "8H CAT", "--lexicon", "nowhere.txt"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("check: ") and "nowhere.txt" in err and "Traceback" not in err


def test_kids_resolves_by_name_without_pygame(tmp_path) -> None:
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        f"sys.path.insert(0, {str(ROOT)!r})\n"
        "from game.cli import main\n"
        "status = main(['check', '--cgp', sys.argv[1], '--play', '8G CAT', '--lexicon', 'kids'])\n"
        "assert 'pygame' not in [m for m in sys.modules if sys.modules[m] is not None]\n"
        "sys.exit(status)\n"
    )
    env = dict(os.environ, TILE_PARTY_DATA=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", code, EMPTY], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"legal": True, "words": ["CAT"], "score": 10}


def test_kids_resolves_by_name_in_score_and_moves(capsys) -> None:
    record = str(ROOT / "tests" / "data" / "gcg" / "scorable" / "ct741.gcg")
    assert cli_main(["score", "-q", record, "--lexicon", "kids"]) == 1
    out = capsys.readouterr().out
    assert "ct741.gcg line 29: 4E SIzE forms ZA, which is not in the word list\n" in out
    assert cli_main(["moves", "--cgp", EMPTY, "--lexicon", "kids", "--top", "1"]) == 0
    assert capsys.readouterr().out == "28\n8F ZAX 38\n"
