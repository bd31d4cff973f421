"""``python main.py define WORD [--lexicon kids|enable|PATH]``: one JSON answer, with the
shipped meanings file and the real kid-safe filter; bad input is one line and status 2."""

from __future__ import annotations

import gzip
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from game import i18n
from game.cli import main as cli_main

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch, seed_word_lists):
    monkeypatch.setenv("TILE_PARTY_DATA", str(tmp_path / "data"))
    seed_word_lists(tmp_path / "data")  # compiled once for all the tests, not in each
    (tmp_path / "words.txt").write_text("CAT\nCATS\nAT\n", encoding="utf-8")
    (tmp_path / "broken.txt").write_text("CAT\nC4T\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)


def answer(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert cli_main(["define", *args]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    return json.loads(out)


CAT = "feline mammal usually having thick soft fur and no ability to roar: domestic cats; wildcats"


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["CATS"], {"word": "CATS", "base": "cat", "relation": "plural", "meaning": CAT}),
        (["cats", "--lexicon", "words.txt"], {"word": "CATS", "base": "cat", "relation": "plural", "meaning": CAT}),
        (["ran"], {"word": "RAN", "base": "run", "relation": "past",
                   "meaning": "move fast by using one's feet, with one foot off the ground at any given time"}),
        (["GOING", "--lexicon", "enable"], {"word": "GOING", "base": "go", "relation": "ing",
                                            "meaning": "change location; move, travel, or proceed, also metaphorically"}),
        (["PERSON"], {"word": "PERSON", "base": "person", "relation": None, "meaning": "a human being"}),
        # in the list, but WordNet has no sense of it
        (["THE"], {"word": "THE", "base": "the", "relation": None, "meaning": None}),
        # not in the list: no meaning at all, whatever WordNet says
        (["DOG", "--lexicon", "words.txt"], {"word": "DOG", "in_list": False}),
        (["XYZZY"], {"word": "XYZZY", "in_list": False}),
        (["QI"], {"word": "QI", "in_list": False}),  # not in ENABLE
        # an adult table: WordNet's first sense; a child's table: what a reader chose
        (["CHILD"], {"word": "CHILD", "base": "child", "relation": None, "meaning": "a young person of either sex"}),
        (["MISTRESS", "--lexicon", "kids"], {"word": "MISTRESS", "base": "mistress", "relation": None,
                                             "meaning": None}),  # read for children: no card
        (["AMOUR", "--lexicon", "kids"], {"word": "AMOUR", "base": "amour", "relation": None, "meaning": None}),
        # a child's card: the sense a reader chose, in words a child reads
        (["CATS", "--lexicon", "kids"], {"word": "CATS", "base": "cat", "relation": "plural",
                                         "meaning": "an animal with soft fur and whiskers, often kept as a pet"}),
    ],
)
def test_the_answer_for_each_case(capsys, args: list[str], expected: dict[str, object]) -> None:
    assert answer(capsys, *args) == expected


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ([""], "define: no word given: give one of letters A to Z\n"),
        (["   "], "define: no word given: give one of letters A to Z\n"),
        (["ABCDEFGHIJKLMNOP"], "define: a word has at most 15 letters\n"),
        (["X" * 5000], "define: argument WORD: is longer than 64 characters\n"),
        (["CA-T"], 'define: "CA-T" is not a word: letters A to Z only\n'),
        (["CAFÉ"], 'define: "CAFÉ" is not a word: letters A to Z only\n'),
        (["C4T"], 'define: "C4T" is not a word: letters A to Z only\n'),
        ([], "define: the following arguments are required: WORD\n"),
        (["CAT", "--lexicon", "nowhere.txt"], "define: nowhere.txt: no such file\n"),
        (["CAT", "--lexicon", "broken.txt"], None),
        (["CAT", "--colour"], "define: unrecognized arguments: --colour\n"),
    ],
)
def test_bad_input_is_one_line_and_status_2(capsys, args: list[str], message: str | None) -> None:
    assert cli_main(["define", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    if message is not None:
        assert captured.err == message
    else:  # the word list's own reason, on one line, naming the file and line
        assert captured.err.startswith("define: broken.txt") and "line 2" in captured.err
        assert captured.err.count("\n") == 1


@pytest.fixture
def portuguese() -> Iterator[None]:
    before = i18n.language()
    i18n.set_language("pt")
    yield
    i18n.set_language(before)


def test_the_messages_are_translated(capsys, portuguese) -> None:
    assert cli_main(["define", "C4T"]) == 2
    assert capsys.readouterr().err == 'define: "C4T" não é uma palavra: só letras de A a Z\n'
    assert cli_main(["define", "ABCDEFGHIJKLMNOP"]) == 2
    assert capsys.readouterr().err == "define: uma palavra tem no máximo 15 letras\n"


def test_define_runs_from_main_py_without_pygame(tmp_path) -> None:
    code = (
        "import sys; sys.modules['pygame'] = None\n"
        f"sys.path.insert(0, {str(ROOT)!r})\n"
        "from game.cli import main\n"
        "status = main(['define', 'children', '--lexicon', 'kids'])\n"
        "assert 'pygame' not in [m for m in sys.modules if sys.modules[m] is not None]\n"
        "sys.exit(status)\n"
    )
    env = dict(os.environ, TILE_PARTY_DATA=str(tmp_path / "data"), LANGUAGE="en")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"word": "CHILDREN", "base": "child", "relation": "plural",
                                       "meaning": "a young boy or girl"}


def test_a_damaged_meanings_file_is_one_line_and_status_1(capsys, tmp_path, monkeypatch) -> None:
    from game import paths
    from game.lexicon import meanings

    assets = tmp_path / "assets"
    assets.mkdir()
    (assets / meanings.MEANINGS_FILE).write_bytes(b"not gzip at all")
    monkeypatch.setattr(paths, "ASSETS", assets)
    monkeypatch.setattr(meanings, "_shipped", None)
    assert cli_main(["define", "CAT", "--lexicon", "words.txt"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("define: the meanings file cannot be used (meanings.tsv.gz is not a meanings file")
    assert captured.err.count("\n") == 1


@pytest.mark.parametrize(("contents", "reason"), [
    (b"", "meanings.tsv.gz is empty"),
    (None, "meanings.tsv.gz is not a meanings file (Error -3 while decompressing data: invalid code lengths set)"),
    (gzip.compress(b"\n\n"), "meanings.tsv.gz holds no meanings"),
], ids=["empty", "damaged-stream", "no-lines"])
def test_an_empty_meanings_file_or_a_damaged_stream_is_one_line_and_status_1(
        capsys, tmp_path, monkeypatch, contents: bytes | None, reason: str) -> None:
    from game import paths
    from game.lexicon import meanings

    if contents is None:  # a gzip file whose compressed stream is damaged past its header
        packed = bytearray(gzip.compress(b"=cat\tfeline\n" * 1000))
        packed[12:20] = b"\xff" * 8
        contents = bytes(packed)
    assets = tmp_path / "assets"
    assets.mkdir()
    (assets / meanings.MEANINGS_FILE).write_bytes(contents)
    monkeypatch.setattr(paths, "ASSETS", assets)
    monkeypatch.setattr(meanings, "_shipped", None)
    assert cli_main(["define", "CAT", "--lexicon", "words.txt"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"define: the meanings file cannot be used ({reason})\n"
