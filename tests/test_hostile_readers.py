"""Hostile files and command lines: no reader hangs, none is quadratic, none ends in a traceback.

A pipe (FIFO) named as a game record, word list, position, CGP file, game
record to watch or ``settings.json`` is refused before it is opened; deep
JSON and symbolic-link loops are one-line messages; positions with more
tiles of a letter than the set holds are refused, naming the letter.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.limits import InputError, read_limited
from game.words import word

ROOT = Path(__file__).resolve().parent.parent
SMALL_WORDS = "CAT\nCATS\nAT\nTA\nDOG\n"
EMPTY_CGP = "/".join(["15"] * 15)
# long enough for a slow start on a busy machine, far shorter than "for ever"
TIMEOUT = 60


def run_cli(args: list[str], data: Path, timeout: float = TIMEOUT) -> subprocess.CompletedProcess[str]:
    """``python main.py ARGS`` in a process of its own, with its own data folder."""
    env = dict(os.environ, TILE_PARTY_DATA=str(data), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", LANGUAGE="en")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True,
                          text=True, timeout=timeout, env=env, cwd=ROOT)


def finishes(call: Callable[[], Any], seconds: float = 10.0) -> Any:
    """What ``call()`` returns or raises, asserting it does so within ``seconds``."""
    outcome: list[Any] = []

    def target() -> None:
        try:
            outcome.append(call())
        except BaseException as exc:  # handed to the test
            outcome.append(exc)

    thread = threading.Thread(target=target, daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), "the reader blocked"
    return outcome[0]


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


@pytest.fixture
def words(tmp_path: Path) -> Path:
    path = tmp_path / "words.txt"
    path.write_text(SMALL_WORDS, encoding="utf-8")
    return path


def assert_one_line_message(result: subprocess.CompletedProcess[str], status: int, text: str) -> None:
    assert result.returncode == status, result.stderr
    assert "Traceback" not in result.stderr
    assert text in result.stderr, result.stderr


# -- 7. no reader hangs ---------------------------------------------------------------------


def test_the_bounded_reader_refuses_a_pipe_without_opening_it(fifo: Path) -> None:
    caught = finishes(lambda: read_limited(fifo, 1000))
    assert isinstance(caught, InputError)
    assert caught.reason == "is not a regular file"


def test_the_bounded_reader_refuses_a_device_and_a_symlink_loop(tmp_path: Path) -> None:
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    with pytest.raises(InputError) as caught:
        read_limited(loop, 1000)
    assert caught.value.reason == "cannot be read (Too many levels of symbolic links)"
    with pytest.raises(InputError, match="is not a regular file"):
        read_limited("/dev/null", 1000)


def test_a_file_swapped_for_a_pipe_after_the_look_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "record.gcg"
    path.write_text("#player1 a A\n", encoding="utf-8")
    real_open = os.open

    def swap_then_open(name: Any, flags: int, *args: Any) -> int:
        if Path(name) == path:
            path.unlink()
            os.mkfifo(path)
            assert flags & os.O_NONBLOCK, "a pipe must be opened without blocking"
        return real_open(name, flags, *args)

    monkeypatch.setattr(os, "open", swap_then_open)
    caught = finishes(lambda: read_limited(path, 1000))
    assert isinstance(caught, InputError) and caught.reason == "is not a regular file"


def test_settings_json_that_is_a_pipe_gives_the_defaults(fifo: Path) -> None:
    from game import settings as settings_mod

    loaded = finishes(lambda: settings_mod.load(fifo))
    assert loaded.settings == settings_mod.Settings()
    assert loaded.notice == "Could not read your settings (is not a regular file); using defaults."


def test_a_pipe_as_a_word_list_in_the_new_game_page_is_a_message(fifo: Path) -> None:
    from game.setup.new_game import check_word_file

    assert finishes(lambda: check_word_file(str(fifo))) == "pipe is not a regular file"


def test_replay_of_a_pipe_is_a_message(fifo: Path) -> None:
    from game.ui.launcher import read_record_file

    caught = finishes(lambda: read_record_file(fifo))
    assert isinstance(caught, ValueError)
    assert str(caught) == f"{fifo} cannot be watched: is not a regular file"


def test_score_of_a_pipe_is_a_message(fifo: Path, tmp_path: Path) -> None:
    result = run_cli(["score", str(fifo)], tmp_path / "data")
    assert_one_line_message(result, 1, f"{fifo}: is not a regular file")


def test_moves_with_a_pipe_as_cgp_file_is_a_message(fifo: Path, words: Path, tmp_path: Path) -> None:
    result = run_cli(["moves", "--cgp-file", str(fifo), "--lexicon", str(words)], tmp_path / "data")
    assert_one_line_message(result, 2, f"moves: cannot read {fifo}: is not a regular file")


def test_check_with_a_pipe_as_word_list_is_a_message(fifo: Path, tmp_path: Path) -> None:
    result = run_cli(["check", "--cgp", EMPTY_CGP + " CAT/DOG", "--play", "8H CAT", "--lexicon", str(fifo)],
                     tmp_path / "data")
    assert_one_line_message(result, 2, f"check: {fifo}: is not a regular file")


def test_upwords_with_a_pipe_as_position_is_a_message(fifo: Path, words: Path, tmp_path: Path) -> None:
    result = run_cli(["check", "--variant", "upwords", "--position", str(fifo), "--play", '[[4,4,"A"]]',
                      "--lexicon", str(words)], tmp_path / "data")
    assert_one_line_message(result, 2, f"check: {fifo}: is not a regular file")


# -- 10. deep JSON and symbolic-link loops on the command line -------------------------------


@pytest.fixture
def loop(tmp_path: Path) -> Path:
    path = tmp_path / "loop.txt"
    path.symlink_to(path)
    return path


LOOP_REASON = "cannot be read (Too many levels of symbolic links)"


def test_a_word_list_that_is_a_symlink_loop_is_a_message_in_check(loop: Path, tmp_path: Path) -> None:
    result = run_cli(["check", "--cgp", EMPTY_CGP + " CAT/DOG", "--play", "8H CAT", "--lexicon", str(loop)],
                     tmp_path / "data")
    assert_one_line_message(result, 2, f"check: {loop}: {LOOP_REASON}\n")


def test_a_word_list_that_is_a_symlink_loop_is_a_message_in_moves(loop: Path, tmp_path: Path) -> None:
    result = run_cli(["moves", "--cgp", EMPTY_CGP + " CAT/DOG", "--lexicon", str(loop)], tmp_path / "data")
    assert_one_line_message(result, 2, f"moves: {loop}: {LOOP_REASON}\n")


def test_a_word_list_that_is_a_symlink_loop_is_a_message_in_score(loop: Path, tmp_path: Path) -> None:
    record = tmp_path / "game.gcg"
    record.write_text("#player1 a A\n#player2 b B\n>a: CAT 8G CAT +10 10\n", encoding="utf-8")
    result = run_cli(["score", str(record), "--lexicon", str(loop)], tmp_path / "data")
    # score's status for a word list it cannot use, as for a record it cannot read
    assert_one_line_message(result, 1, f"--lexicon: {loop}: {LOOP_REASON}\n")


def test_a_game_whose_word_list_is_a_symlink_loop_plays_with_the_fallback(
    loop: Path, words: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import game.lexicon.lexicon as lexicon_mod
    from game.lexicon.choice import load_for_game

    monkeypatch.setenv("TILE_PARTY_DATA", str(tmp_path / "data"))
    monkeypatch.setitem(lexicon_mod.BUILTIN, "enable", words)  # a small stand-in for ENABLE
    lexicon, used, notice = load_for_game(str(loop), "enable")
    assert used == "enable" and lexicon.words() == ["AT", "CAT", "CATS", "DOG", "TA"]
    assert notice == ("Your word list couldn't be used (loop.txt cannot be read (Too many levels of "
                      "symbolic links)); playing with the standard list.")


DEEP = "[" * 2000 + "]" * 2000  # past the parser's depth, within the cap on --play


def test_a_deeply_nested_upwords_position_is_a_message(words: Path, tmp_path: Path) -> None:
    position = tmp_path / "deep.json"
    position.write_text(DEEP, encoding="utf-8")
    result = run_cli(["check", "--variant", "upwords", "--position", str(position), "--play", '[[4,4,"A"]]',
                      "--lexicon", str(words)], tmp_path / "data")
    assert_one_line_message(result, 2, f"check: {position}: the position is nested too deeply to be one\n")
    result = run_cli(["moves", "--variant", "upwords", "--position", str(position), "--rack", "CAT",
                      "--lexicon", str(words)], tmp_path / "data")
    assert_one_line_message(result, 2, f"moves: {position}: the position is nested too deeply to be one\n")


def test_a_deeply_nested_upwords_play_is_a_verdict(words: Path, tmp_path: Path) -> None:
    position = tmp_path / "empty.json"
    position.write_text(json.dumps({"board": ["." * 10] * 10, "heights": ["0" * 10] * 10}),
                        encoding="utf-8")
    result = run_cli(["check", "--variant", "upwords", "--position", str(position), "--play", DEEP,
                      "--lexicon", str(words)], tmp_path / "data")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout == '{"legal": false, "reason": "the play is nested too deeply to be one"}\n'


# -- 12. small ones ---------------------------------------------------------------------------


def test_check_does_not_echo_a_long_play_back_whole(words: Path, tmp_path: Path) -> None:
    result = run_cli(["check", "--cgp", EMPTY_CGP + " CAT/DOG", "--play", "8H " + "C" * 4000,
                      "--lexicon", str(words)], tmp_path / "data")
    assert result.returncode == 0
    assert result.stdout == '{"legal": false, "reason": "8H ' + "C" * 37 + '... runs off the board"}\n'


def test_replay_and_score_share_one_size_cap() -> None:
    from game import limits
    from game.rules import timeline

    assert timeline.MAX_RECORD_BYTES == limits.GCG_BYTES == 1_048_576


# -- 8. no reader is quadratic ----------------------------------------------------------------


def doubling_ratio(make: Callable[[int], Any], read: Callable[[Any], Any], size: int) -> float:
    """How much longer ``read`` takes on ``make(2 * size)`` than on ``make(size)``.

    Each is timed several times, the two in turn, in the process's own CPU time
    and with the collector off, and the best time of each is kept: a busy
    machine only ever adds time.  If the ratio still looks high the whole
    measurement is made again (three tries): a linear reader gives about 2,
    a quadratic one 3.5 and more at these sizes, every time.
    """
    import gc
    import time

    small, large = make(size), make(2 * size)
    read(small)  # warm up: imports, caches
    ratio = 0.0
    for _attempt in range(3):
        best = [float("inf"), float("inf")]
        for _run in range(7):
            for which, data in enumerate((small, large)):
                gc.collect()
                gc.disable()
                try:
                    start = time.process_time()
                    read(data)
                    best[which] = min(best[which], time.process_time() - start)
                finally:
                    gc.enable()
        ratio = best[1] / max(best[0], 1e-9)
        if ratio < 2.5:
            break
    return ratio


GCG_HEAD = "#player1 a A\n#player2 b B\n"
GCG_SHAPES: dict[str, Callable[[int], str]] = {
    "note continuation lines": lambda n: GCG_HEAD + "#note x\n" + "more text of the note\n" * n,
    "lines after a move": lambda n: GCG_HEAD + ">a: - +0 0\n" + "a comment on the move\n" * n,
    "a pragma given again": lambda n: GCG_HEAD + "#t a value, a pragma\n" * n,
    "many notes": lambda n: GCG_HEAD + ">a: - +0 0\n" + "#note a note\n" * n,
}


@pytest.mark.parametrize("shape", sorted(GCG_SHAPES))
def test_reading_a_gcg_is_linear(shape: str) -> None:
    from game.rules.gcg import parse_gcg

    ratio = doubling_ratio(GCG_SHAPES[shape], parse_gcg, 20_000)  # twice that is near the 1 MiB cap
    assert ratio < 2.5, f"twice the {shape} took {ratio:.1f} times as long"


def test_a_long_note_reads_back_whole() -> None:
    from game.rules.gcg import parse_gcg

    record = parse_gcg(GCG_HEAD + "#note one\ntwo\n#note\nthree\n>a: - +0 0\n#note four\nfive\nsix\n"
                       "#title a\n#title b\n")
    assert record.opening_notes == ["one\ntwo", "three"]
    assert record.events[0].notes == ("four\nfive\nsix",)
    assert record.title == "a\nb"


def test_reading_a_word_list_is_linear() -> None:
    from game.lexicon.wordlist import parse_words

    def make(n: int) -> bytes:
        return "".join(f"W{i:07d}\n".translate(str.maketrans("0123456789", "ABCDEFGHIJ"))
                       for i in range(n)).encode()

    ratio = doubling_ratio(make, parse_words, 30_000)
    assert ratio < 2.5, f"twice the words took {ratio:.1f} times as long"


def test_a_gcg_with_more_moves_than_any_game_is_refused() -> None:
    from game.rules.errors import FormatError
    from game.rules.gcg import parse_gcg

    parse_gcg(GCG_HEAD + ">a: - +0 0\n" * 2_000)
    with pytest.raises(FormatError) as caught:
        parse_gcg(GCG_HEAD + ">a: - +0 0\n" * 2_001)
    assert (caught.value.line, word(caught.value.fact)) == (
        2_003, "the record has more than 2,000 moves; a real game has under a hundred")


def test_moves_refuses_a_cgp_file_of_more_positions_than_its_cap(words: Path, tmp_path: Path) -> None:
    cgp_file = tmp_path / "many.cgp"
    cgp_file.write_text("# positions\n" + (EMPTY_CGP + " CAT/DOG\n") * 1_001, encoding="utf-8")
    result = run_cli(["moves", "--cgp-file", str(cgp_file), "--lexicon", str(words)], tmp_path / "data")
    assert_one_line_message(result, 2, f"moves: {cgp_file} holds 1,001 positions; at most 1,000 are read\n")
    assert result.stdout == ""


# -- 9. tile counts checked -------------------------------------------------------------------


def cgp_with(row: str, racks: str) -> str:
    return "/".join([row] + ["15"] * 14) + " " + racks


@pytest.mark.parametrize(("cgp", "rack", "message"), [
    (cgp_with("Z" * 15, "A/B"), None, "the position has 15 Z (15 on the board); the set holds 1"),
    (cgp_with("qqqqqqq8", "QQQQQQQ/??"), None, "the position has 7 Q (7 on the racks); the set holds 1"),
    (cgp_with("abc12", "???/A"), None,
     "the position has 6 blanks (3 on the board, 3 on the racks); the set holds 2"),
    (cgp_with("Z14", "A/B"), "ZZ", "the position has 3 Z (1 on the board, 2 on the racks); the set holds 1"),
])
def test_a_cgp_with_more_of_a_tile_than_the_set_is_refused(
    cgp: str, rack: str | None, message: str, words: Path, tmp_path: Path
) -> None:
    extra = ["--rack", rack] if rack else []
    result = run_cli(["check", "--cgp", cgp, "--play", "8H CAT", "--lexicon", str(words), *extra],
                     tmp_path / "data")
    assert_one_line_message(result, 2, f"check: bad CGP: {message}\n")
    result = run_cli(["moves", "--cgp", cgp, "--lexicon", str(words), *extra], tmp_path / "data")
    assert_one_line_message(result, 2, f"moves: bad CGP: {message}\n")


def test_a_cgp_the_set_can_hold_is_still_judged(words: Path, tmp_path: Path) -> None:
    result = run_cli(["check", "--cgp", cgp_with("15", "CAT??/ZQ"), "--play", "8G CAT", "--lexicon", str(words)],
                     tmp_path / "data")
    assert result.returncode == 0, result.stderr
    assert result.stdout == '{"legal": true, "words": ["CAT"], "score": 10}\n'


def upwords_position(tmp_path: Path, board: list[str], heights: list[str], rack: str = "") -> Path:
    import json

    path = tmp_path / "position.json"
    path.write_text(json.dumps({"board": board, "heights": heights, "rack": rack}), encoding="utf-8")
    return path


@pytest.mark.parametrize(("board", "heights", "rack", "message"), [
    (["X" * 10] * 10, ["5" * 10] * 10, "", "the position has 100 X (100 on the board); the set holds 1"),
    (["A" * 5 + "." * 5] + ["." * 10] * 9, ["1" * 5 + "0" * 5] + ["0" * 10] * 9, "AAA",
     "the position has 8 A (5 on the board, 3 on the rack); the set holds 7"),
    (["ABCDEFGHIJ", "KLMNOPqRST", "UVWYABCDEF"] + ["." * 10] * 7, ["5" * 10] * 3 + ["0" * 10] * 7, "",
     "the position has 150 tiles (150 on the board); the set holds 100"),
])
def test_an_upwords_position_with_more_tiles_than_the_set_is_refused(
    board: list[str], heights: list[str], rack: str, message: str, words: Path, tmp_path: Path
) -> None:
    position = upwords_position(tmp_path, board, heights, rack)
    result = run_cli(["moves", "--variant", "upwords", "--position", str(position), "--rack", "CAT",
                      "--lexicon", str(words)], tmp_path / "data")
    assert_one_line_message(result, 2, f"moves: {position}: {message}\n")


def test_a_word_list_in_a_home_folder_nobody_has_is_a_message_not_a_traceback() -> None:
    from game.lexicon import WordListError, load_lexicon
    from game.setup.new_game import check_word_file

    path = "~nosuchuser7361/words.txt"
    assert check_word_file(path) == f"{path} cannot be used: there is no home folder for ~nosuchuser7361"
    # a saved game or settings naming such a list: the list is not there, said as for any missing file
    with pytest.raises((WordListError, OSError)):
        load_lexicon(path)
