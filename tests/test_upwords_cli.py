"""``check`` and ``moves`` for Upwords positions, run in-process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli import main

WORDS = ["CAT", "WORD", "WOOD", "WORDS", "QUIT", "SIT", "TO", "OW", "DO", "OD"]
ROWS = ["." * 10] * 4 + ["...WORD..."] + ["." * 10] * 5
HEIGHTS = ["0" * 10] * 4 + ["0001121000"] + ["0" * 10] * 5


@pytest.fixture
def files(tmp_path: Path) -> tuple[str, str]:
    position = tmp_path / "position.json"
    position.write_text(json.dumps({"board": ROWS, "heights": HEIGHTS, "rack": "OSQT"}))
    words = tmp_path / "words.txt"
    words.write_text("\n".join(WORDS) + "\n")
    return str(position), str(words)


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def test_check_a_stacked_letter(files: tuple[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    # WORD with its R two high already; an O on the D: 1 + 1 + 2 + 2 = 6.
    position, words = files
    code, out, _ = _run(
        capsys, "check", "--variant", "upwords", "--position", position,
        "--play", '[[4, 6, "O"]]', "--lexicon", words,
    )
    assert code == 0
    assert json.loads(out) == {"legal": False, "reason": "WORO is not in the word list"}
    code, out, _ = _run(
        capsys, "check", "--variant", "upwords", "--position", position,
        "--play", '[[4, 5, "O"]]', "--lexicon", words,
    )
    # R is already two high: the O makes it three: 1 + 1 + 3 + 1 = 6.
    assert json.loads(out) == {"legal": True, "words": ["WOOD"], "score": 6}


def test_check_plural_toggle(files: tuple[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    position, words = files
    common = ["check", "--variant", "upwords", "--position", position, "--lexicon", words]
    _, out, _ = _run(capsys, *common, "--play", '[[4, 7, "S"]]')
    assert json.loads(out)["legal"] is False
    assert "only adds an S" in json.loads(out)["reason"]
    _, out, _ = _run(capsys, *common, "--play", '[[4, 7, "S"]]', "--rules", "plurals=off")
    # WORDS with the R two high: 1 + 1 + 2 + 1 + 1 = 6.
    assert json.loads(out) == {"legal": True, "words": ["WORDS"], "score": 6}


def test_check_rejects_a_tile_not_on_the_rack(
    files: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    position, words = files
    _, out, _ = _run(
        capsys, "check", "--variant", "upwords", "--position", position, "--lexicon", words,
        "--play", '[[3, 4, "D"], [5, 4, "O"]]',
    )
    assert json.loads(out) == {"legal": False, "reason": "you don't have these tiles: D"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--play", '[[4,5,"O"]]'], "needs --position"),
        (["--play", '[[4,5,"O"]]', "--rules", "plurals=maybe"], "NAME=on or NAME=off"),
    ],
)
def test_check_bad_command_lines(
    files: tuple[str, str], capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    position, words = files
    extra = ["--position", position] if "--rules" in args else []
    code, _, err = _run(capsys, "check", "--variant", "upwords", *extra, *args)
    assert code == 2 and message in err


def test_check_bad_position_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"board": ROWS, "heights": HEIGHTS[:9]}))
    code, _, err = _run(
        capsys, "check", "--variant", "upwords", "--position", str(bad), "--play", "[[4,5,\"O\"]]"
    )
    assert code == 2 and '"heights" must be 10 strings' in err


def _moves(
    files: tuple[str, str], capsys: pytest.CaptureFixture[str], rack: str, *extra: str
) -> str:
    position, words = files
    code, out, _ = _run(
        capsys, "moves", "--variant", "upwords", "--position", position, "--rack", rack,
        "--lexicon", words, *extra,
    )
    assert code == 0
    return out


def test_moves_json_lists_every_play(
    files: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    out = _moves(files, capsys, "OT", "--json")
    plays = [json.loads(line) for line in out.splitlines()]
    # WOOD: an O on the R, now 3 high: 1 + 1 + 3 + 1 = 6.  OW, OD, DO and TO
    # (a T above the O) flat: 4 each.  TO across, above the W, with OW down:
    # 4 + 4 = 8.  A T above the R and an O on it: TO down 1 + 3, WOOD 6: 10.
    assert sorted((p["score"], p["tiles"], p["words"]) for p in plays) == [
        (4, [[3, 3, "O"]], ["OW"]),
        (4, [[3, 4, "T"]], ["TO"]),
        (4, [[3, 6, "O"]], ["OD"]),
        (4, [[5, 6, "O"]], ["DO"]),
        (6, [[4, 5, "O"]], ["WOOD"]),
        (8, [[3, 2, "T"], [3, 3, "O"]], ["TO", "OW"]),
        (10, [[3, 5, "T"], [4, 5, "O"]], ["TO", "WOOD"]),
    ]


def test_moves_plain_output_names_stacks(
    files: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    out = _moves(files, capsys, "O", "--top", "1")
    assert out.splitlines() == ["4", "5D ..o. 6 WOOD"]


def test_check_dispatches_the_classic_game(
    files: tuple[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    # CAT over the star: (3 + 1 + 1) x 2 = 10.
    _, words = files
    empty = "/".join(["15"] * 15)
    code, out, _ = _run(
        capsys, "check", "--cgp", f"{empty} CATXYZQ/ABC 0/0 0", "--play", "8G CAT",
        "--lexicon", words,
    )
    assert code == 0
    assert json.loads(out) == {"legal": True, "words": ["CAT"], "score": 10}
    _, out, _ = _run(
        capsys, "check", "--cgp", f"{empty} CATXYZQ/ABC 0/0 0", "--play", "8A CAT",
        "--lexicon", words,
    )
    assert json.loads(out) == {"legal": False, "reason": "the first word must cover the centre star"}
