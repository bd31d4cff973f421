"""Every reader of outside data refuses what cannot be real, at once, with a message.

CGP run lengths and numbers, GCG numbers and size, word-list lines and word
lengths, ``/dev/zero`` in place of any file, racks and leftovers the tile set
cannot hold, and player names that would break a GCG line.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rules_helpers import Words, set_up

import game.lexicon.lexicon as lexicon_mod
from game import limits
from game.lexicon.choice import load_for_game
from game.lexicon.lexicon import compile_word_list
from game.lexicon.wordlist import WordListError, parse_words
from game.rules.cgp import parse_cgp
from game.rules.errors import FormatError
from game.rules.game import Game
from game.rules.gcg import parse_gcg, replay
from game.rules.move import TilePlay
from game.rules.ruleset import ChallengeMode, RuleSet
from game.words import error_text, word
from tests.words_helpers import raises_worded

EMPTY_ROWS = ["15"] * 15
HEAD = "#player1 a A\n#player2 b B\n"


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TILE_PARTY_DATA", str(tmp_path / "data"))


# -- CGP ------------------------------------------------------------------------------------


def test_a_cgp_run_of_300_million_empty_squares_is_refused_without_making_them() -> None:
    rows = ["300000000"] + EMPTY_ROWS[1:]
    with pytest.raises(FormatError) as caught:
        parse_cgp("/".join(rows) + " CAT 0 0")
    assert word(caught.value.fact) == "row 1 has a run of 300000000... empty squares; a row has 15"


def test_a_cgp_run_a_little_too_long_still_counts_the_squares() -> None:
    rows = ["16"] + EMPTY_ROWS[1:]
    with raises_worded(FormatError, match="row 1 has 16 squares, not 15"):
        parse_cgp("/".join(rows))


def test_cgp_numbers_past_the_digit_cap_are_refused() -> None:
    board = "/".join(EMPTY_ROWS)
    with pytest.raises(FormatError) as caught:
        parse_cgp(f"{board} CAT/DOG {'9' * 4000}/0 0")
    assert word(caught.value.fact) == "score has more than 6 digits"
    with pytest.raises(FormatError) as caught:
        parse_cgp(f"{board} CAT/DOG 0/0 {'1' * 4000}")
    assert word(caught.value.fact) == "scoreless turn count has more than 6 digits"
    assert parse_cgp(f"{board} CAT/DOG -12/999999 3").scores == [-12, 999999]


def test_a_cgp_longer_than_its_cap_is_refused_before_it_is_split() -> None:
    text = "/".join(EMPTY_ROWS) + " CAT 0 0 " + "x y;" * limits.CGP_CHARS
    with raises_worded(FormatError, match="a CGP position is at most 4,096 characters"):
        parse_cgp(text)


def test_moves_refuses_dev_zero_as_a_cgp_file(capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.moves import main

    assert main(["--cgp-file", "/dev/zero", "--lexicon", "kids"]) == 2
    assert capsys.readouterr().err.endswith("moves: cannot read /dev/zero: is not a regular file\n")


def test_moves_refuses_a_cgp_file_over_its_cap(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.moves import main

    big = tmp_path / "big.cgp"
    big.write_text("# a comment line\n" * 70_000)
    assert main(["--cgp-file", str(big), "--lexicon", "kids"]) == 2
    assert capsys.readouterr().err.endswith(
        f"moves: cannot read {big}: is too big (1,190,000 bytes; at most 1,048,576 are read)\n")


def test_upwords_refuses_dev_zero_as_a_position(capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.upwords.input import CommandError, read_position

    with pytest.raises(CommandError, match="/dev/zero: is not a regular file"):
        read_position("/dev/zero")


# -- GCG ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "message"),
    [
        (f">a: CAT 8G CAT +{'1' * 5000} 10", "line 3: score has more than 6 digits"),
        (f">a: CAT 8G CAT +10 {'1' * 5000}", "line 3: cumulative total has more than 6 digits"),
        (f">a: CAT -{'7' * 5000} +0 0", "line 3: exchange count has more than 6 digits"),
    ],
)
def test_gcg_numbers_of_thousands_of_digits_are_refused(line: str, message: str) -> None:
    with pytest.raises(FormatError) as caught:
        parse_gcg(HEAD + line + "\n")
    assert error_text(caught.value) == message


def test_a_gcg_player_number_of_thousands_of_digits_is_refused() -> None:
    with pytest.raises(FormatError) as caught:
        parse_gcg(f"#player{'1' * 5000} a A\n")
    assert caught.value.line == 1 and "has more than 3 digits" in word(caught.value.fact)


def test_a_gcg_over_its_size_cap_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.score import main

    big = tmp_path / "big.gcg"
    with big.open("w") as stream:
        stream.write(HEAD)
        stream.write(">a: - +0 0\n" * 5_000_000)  # 55 MB
    assert main(["--quiet", str(big)]) == 1
    assert capsys.readouterr().err == (
        f"{big}: is too big (55,000,026 bytes; at most 1,048,576 are read)\n")
    with raises_worded(FormatError, match="a game record is at most 1,048,576 bytes"):
        parse_gcg(b"#" * (limits.GCG_BYTES + 1))


def test_score_refuses_dev_zero(capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.score import main

    assert main(["/dev/zero"]) == 1
    assert capsys.readouterr().err == "/dev/zero: is not a regular file\n"


def test_racks_and_leftovers_the_tile_set_cannot_hold_are_problems(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.score import main

    record = tmp_path / "odd.gcg"
    record.write_text(
        HEAD
        + ">a: CATSXYZQ 8G CAT +10 10\n"  # eight tiles
        + ">b: ZZ - +0 0\n"  # two Z, the set has one
        + f">a: ({'Z' * 90_000}) +900000 900010\n"  # leftovers worth 900,000
        + ">b: AAAAAAAA (AAAAAAAA) -8 -8\n"
    )
    assert main(["--quiet", str(record)]) == 1
    out = capsys.readouterr().out
    assert "every score and total matches" not in out
    assert f"{record} line 3: the rack CATSXYZQ: 8 tiles, but at most 7 fit\n" in out
    assert f"{record} line 4: the rack ZZ: 2 of Z, but the set has 1\n" in out
    assert (f"{record} line 5: the leftover tiles ZZZZZZZZZZZZZZZZZ...: 90000 tiles, "
            "but at most 7 fit\n") in out
    assert f"{record} line 6: the rack AAAAAAAA: 8 tiles, but at most 7 fit\n" in out
    assert f"{record} line 6: the leftover tiles AAAAAAAA: 8 tiles, but at most 7 fit\n" in out
    millions = tmp_path / "millions.gcg"
    millions.write_text(HEAD + f">a: ({'Z' * 200_000}) +2000000 2000000\n")
    assert main(["--quiet", str(millions)]) == 1
    assert capsys.readouterr().err == f"{millions} line 3: score has more than 6 digits\n"


def test_leftovers_within_the_set_still_check_out() -> None:
    text = HEAD + ">a: CAT 8G CAT +10 10\n>a: (QIZ) +42 52\n"
    assert replay(parse_gcg(text)).ok
    too_many = HEAD + ">a: CAT 8G CAT +10 10\n>a: (QQ) +40 50\n"
    assert [word(p.fact) for p in replay(parse_gcg(too_many)).problems] == [
        "line 4: the leftover tiles QQ: 2 of Q, but the set has 1"]


# -- word lists -----------------------------------------------------------------------------


def test_a_word_list_line_of_a_megabyte_is_refused_with_its_line() -> None:
    data = b"cat\n" + b"a" * 1_000_000 + b"\ndog\n"
    with pytest.raises(WordListError) as caught:
        parse_words(data, "big.txt")
    assert caught.value.line == 2
    assert caught.value.reason == "is longer than 256 characters; a word list has one word a line"


def test_words_longer_than_the_board_are_left_out() -> None:
    data = b"cat\n" + b"q" * 15 + b"\n" + b"z" * 16 + b"\n"
    assert parse_words(data) == ["CAT", "Q" * 15]
    with pytest.raises(WordListError, match="holds no words"):
        parse_words(b"z" * 16 + b"\n")


def test_dev_zero_as_a_word_list_is_refused(tmp_path: Path) -> None:
    with pytest.raises(WordListError) as caught:
        compile_word_list("/dev/zero")
    assert str(caught.value) == "/dev/zero: is not a regular file"


def test_a_word_list_over_its_cap_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("game.lexicon.wordlist.WORD_LIST_BYTES", 1000)
    big = tmp_path / "big.txt"
    big.write_text("cat\n" * 251)
    with pytest.raises(WordListError) as caught:
        compile_word_list(big)
    assert caught.value.reason == "is too big (1,004 bytes; at most 1,000 are read)"


def test_a_save_whose_word_list_is_dev_zero_plays_with_the_standard_list(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    small = tmp_path / "small.txt"
    small.write_text("CAT\nAT\n")
    monkeypatch.setitem(lexicon_mod.BUILTIN, "enable", small)
    monkeypatch.setattr(lexicon_mod, "_loaded", {})
    lexicon, used, note = load_for_game("/dev/zero", "enable")
    assert used == "enable" and lexicon.words() == ["AT", "CAT"]
    assert note == ("Your word list couldn't be used (zero is not a regular file); "
                    "playing with the standard list.")


# -- player names ---------------------------------------------------------------------------


def test_a_name_with_a_line_break_writes_a_gcg_that_reads_back() -> None:
    game = set_up(["CAT", "QI"], bag="", rules=RuleSet(challenge=ChallengeMode.VOID),
                  lexicon=Words("CAT"))
    game.players[0].name = "Ana\n>Lee: #note\x00"
    game.play(TilePlay.from_gcg("8G", "CAT"))
    record = parse_gcg(game.to_gcg())
    assert [(p.nick, p.name) for p in record.players] == [
        ("Ana_>Lee_#note", "Ana >Lee: #note"), ("Ben", "Ben")]
    assert replay(record).ok


def test_a_saved_name_with_a_line_break_is_one_line_after_loading() -> None:
    game = Game(["Ana", "Ben"], RuleSet(), Words("CAT"), seed=1)
    data = json.loads(game.to_json())
    data["names"][0] = "Ana\nLee\r\x1b[2J" + "x" * 100
    loaded = Game.from_json(json.dumps(data), Words("CAT"))
    assert loaded.players[0].name == "Ana Lee [2J" + "x" * 29
    assert loaded.to_gcg().splitlines()[1] == (
        "#player1 Ana_Lee_[2J" + "x" * 29 + " Ana Lee [2J" + "x" * 29)


@pytest.mark.parametrize("damage", [
    lambda state: state[1].__setitem__(0, 2**64),        # a word past 32 bits: setstate's OverflowError
    lambda state: state[1].__setitem__(0, -1),
    lambda state: state[1].__setitem__(624, 10**6),      # a position past the end of the words
    lambda state: state[1].pop(),                        # 624 words, not 625
    lambda state: state[1].__setitem__(3, "7"),
    lambda state: state.__setitem__(2, "gauss"),
])
def test_a_save_whose_random_generator_state_is_out_of_range_is_refused_as_damaged(
    damage: Callable[[list[Any]], object],
) -> None:
    game = Game(["Ana", "Ben"], RuleSet(), Words("CAT"), seed=1)
    data = json.loads(game.to_json())
    damage(data["now"]["rng"])
    with pytest.raises(FormatError) as caught:
        Game.from_json(json.dumps(data), Words("CAT"))
    assert caught.value.fact.kind == "save_file_damaged"


def test_a_saved_random_generator_state_reads_back_exactly() -> None:
    game = Game(["Ana", "Ben"], RuleSet(), Words("CAT"), seed=7)
    loaded = Game.from_json(game.to_json(), Words("CAT"))
    assert loaded.rng.getstate() == game.rng.getstate()
    assert loaded.rng.random() == game.rng.random()
