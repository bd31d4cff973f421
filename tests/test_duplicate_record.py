"""The record of a Duplicate game (docs/rules.md, "Duplicate"): written as GCG,
read back by ``python main.py score``, every score and total checked, and the
first line that differs named."""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.cli.score import main
from game.engine.movegen import generate_plays
from game.lexicon import Lexicon
from game.rules.duplicate import DuplicateGame, DuplicateRules, PlayKind, TopSource
from game.rules.duplicate.record import duplicate_to_gcg, read_duplicate, replay_duplicate
from game.rules.errors import FormatError
from game.rules.gcg import parse_gcg
from game.rules.handicap import Handicap
from game.rules.move import Pass, TilePlay


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TILE_PARTY_DATA", str(tmp_path / "data"))


def nonsense(game: DuplicateGame, lexicon: Lexicon) -> TilePlay:
    """Two rack tiles across the star that ENABLE does not have as a word (round 1)."""
    rack = [t for t in game.rack if t != "?"]
    for i, first in enumerate(rack):
        for j, second in enumerate(rack):
            if i != j and not lexicon.contains(first + second):
                return TilePlay.of((7, 7, first), (7, 8, second))
    raise AssertionError(f"every pair of {rack} is a word")


def played_game(lexicon: Lexicon, top: TopSource, rounds: int | None = None) -> DuplicateGame:
    """Three seats by plays chosen from the engine's list: Ann the best, Ben the
    fourth best (and nothing in round 3), Cy a play ENABLE lacks in round 1 and
    a pass in round 2, then the tenth best.  Ben starts 25 ahead."""
    game = DuplicateGame(["Ann", "Ben", "Cy"], duplicate=DuplicateRules(top=top), lexicon=lexicon, seed=37,
                         handicaps=[None, Handicap(head_start=25), None])
    while not game.over and (rounds is None or game.round_number <= rounds):
        plays = generate_plays(game.board, "".join(game.rack), lexicon)
        n = game.round_number
        if n == 1:
            game.submit(2, nonsense(game, lexicon))
        elif n == 2:
            game.submit(2, Pass())
        if plays and n != 3:
            game.submit(1, plays[min(3, len(plays) - 1)].play)
        elif n != 3:
            game.submit(1, Pass())
        game.submit(0, plays[0].play if plays else Pass())
        if not game.submitted(2):
            game.submit(2, plays[min(9, len(plays) - 1)].play if plays else Pass())
        game.close_round(plays[0].play if plays and game.needs_engine_play else None)
        if not game.over:
            game.next_round()
    return game


def write(tmp_path: Path, game: DuplicateGame, name: str = "duplicate.gcg") -> Path:
    path = tmp_path / name
    path.write_text(game.to_gcg(), encoding="utf-8")
    return path


@pytest.mark.parametrize("top", list(TopSource))
def test_a_whole_game_replays_every_score_and_total(
    tmp_path: Path, enable_lexicon: Lexicon, top: TopSource, capsys: pytest.CaptureFixture[str]
) -> None:
    game = played_game(enable_lexicon, top)
    assert game.over and len(game.history) > 10
    first = game.history[0]
    assert first.play_of(2).kind is PlayKind.INVALID and game.history[1].play_of(2).kind is PlayKind.PASS
    assert game.history[2].play_of(1).kind is PlayKind.NONE
    path = write(tmp_path, game)
    assert main(["--quiet", str(path)]) == 0
    out = capsys.readouterr().out
    finals = f"Ann {game.scores[0]}, Ben {game.scores[1]}, Cy {game.scores[2]}"
    steps = len(game.history) * 3 + len(game.board_plays())
    assert out == f"{path}: {steps} events, every score and total matches. Final scores: {finals}.\n"
    # with the word list too: every play that scored stands, and the one marked invalid does not
    assert main(["--quiet", "--lexicon", "enable", str(path)]) == 0


def test_the_record_reads_as_the_game_was(enable_lexicon: Lexicon) -> None:
    game = played_game(enable_lexicon, TopSource.TABLE, rounds=3)
    text = duplicate_to_gcg(game)
    lines = text.splitlines()
    assert lines[:7] == [
        "#character-encoding UTF-8", "#player1 Ann Ann", "#player2 Ben Ben", "#player3 Cy Cy",
        "#player4 top Top plays", "#lexicon ENABLE",
        "#duplicate board=top top=table clock=0 blank=either y=either twotwo=no bingo=50",
    ]
    assert "#handicap Ben list=enable hints=0 clock=0 checked=no headstart=25" in lines
    first = game.history[0]
    block = lines.index(f"#duplicate-round 1 {first.rack}")
    cy, ben, ann = (first.play_of(seat) for seat in (2, 1, 0))
    assert lines[block + 1:block + 5] == [
        f"#duplicate-play 1 Cy {cy.notation} +0 0 invalid",
        f"#duplicate-play 1 Ben {ben.notation} +{ben.points} {25 + ben.points}",
        f"#duplicate-play 1 Ann {ann.notation} +{ann.points} {ann.points}",
        f">top: {first.rack} {ann.notation} +{ann.points} {ann.points}",
    ]
    assert f"#duplicate-play 3 Ben - +0 {game.scores[1]} none" in lines
    record = parse_gcg(text)
    report = replay_duplicate(record, read_duplicate(record))
    assert report.ok and report.totals == {"Ann": game.scores[0], "Ben": game.scores[1], "Cy": game.scores[2]}


def changed(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.count(old) >= 1, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_a_wrong_seat_score_is_the_first_line_named(
    tmp_path: Path, enable_lexicon: Lexicon, capsys: pytest.CaptureFixture[str]
) -> None:
    game = played_game(enable_lexicon, TopSource.TABLE, rounds=4)
    path = write(tmp_path, game)
    ben = game.history[1].play_of(1)
    total = 25 + game.history[0].play_of(1).points + ben.points
    line = f"#duplicate-play 2 Ben {ben.notation} +{ben.points} {total}"
    changed(path, line, f"#duplicate-play 2 Ben {ben.notation} +{ben.points + 2} {total + 2}")
    number = path.read_text(encoding="utf-8").splitlines().index(
        f"#duplicate-play 2 Ben {ben.notation} +{ben.points + 2} {total + 2}") + 1
    assert main(["--quiet", str(path)]) == 1
    problems = capsys.readouterr().out.splitlines()[1:]
    assert problems[0] == f"{path} line {number}: {ben.notation} scored +{ben.points + 2} in the record, " \
        f"computed +{ben.points}"
    assert problems[1] == f"{path} line {number}: Ben's total is {total + 2} in the record, computed {total} " \
        f"({total - ben.points} +{ben.points})"


def test_a_play_marked_invalid_that_stands_is_found_by_the_word_list(
    tmp_path: Path, enable_lexicon: Lexicon, capsys: pytest.CaptureFixture[str]
) -> None:
    game = played_game(enable_lexicon, TopSource.TABLE, rounds=1)
    path = write(tmp_path, game)
    cy = game.history[0].play_of(2)
    changed(path, f"#duplicate-play 1 Cy {cy.notation} +0 0 invalid", f"#duplicate-play 1 Cy {cy.notation} +0 0")
    assert main(["--quiet", str(path)]) == 1  # a play recorded as standing scores what it makes
    assert "computed" in capsys.readouterr().out
    assert main(["--quiet", "--lexicon", "enable", str(write(tmp_path, game, "again.gcg"))]) == 0


def test_a_board_that_did_not_get_the_top_is_named(
    tmp_path: Path, enable_lexicon: Lexicon, capsys: pytest.CaptureFixture[str]
) -> None:
    game = played_game(enable_lexicon, TopSource.TABLE, rounds=1)
    path = write(tmp_path, game)
    first = game.history[0]
    ann, ben = first.play_of(0), first.play_of(1)
    assert ann.points > ben.points
    # the seats' lines swapped: Ben's lower play is now the one the board should not have got
    changed(path, f"#duplicate-play 1 Ben {ben.notation} +{ben.points} {25 + ben.points}",
            f"#duplicate-play 1 Ben {ann.notation} +{ann.points} {25 + ann.points}")
    changed(path, f"#duplicate-play 1 Ann {ann.notation} +{ann.points} {ann.points}",
            f"#duplicate-play 1 Ann {ben.notation} +{ben.points} {ben.points}")
    assert main(["--quiet", str(path)]) == 0  # Ben submitted the top first: the board's play is his, fine
    changed(path, f">top: {first.rack} {ann.notation} +{ann.points} {ann.points}",
            f">top: {first.rack} {ben.notation} +{ben.points} {ben.points}")
    assert main(["--quiet", str(path)]) == 1
    assert f"round 1: the board got {ben.notation} for {ben.points}, but the top by the record's rule scored " \
        f"{ann.points}" in capsys.readouterr().out


@pytest.mark.parametrize(("old", "new", "problem"), [
    ("#duplicate board=top", "#duplicate board=top speed=3", "#duplicate speed=3: write #duplicate"),
    ("#duplicate board=top", "#duplicate board=top twotwo=maybe", "#duplicate twotwo=maybe: write #duplicate"),
    ("#duplicate-round 1 ", "#duplicate-round x ", "write #duplicate-round ROUND RACK"),
    ("#duplicate-play 1 Ann ", "#duplicate-play 1 Zed ", "'Zed' is not a player"),
])
def test_a_malformed_duplicate_line_is_named(
    tmp_path: Path, enable_lexicon: Lexicon, capsys: pytest.CaptureFixture[str], old: str, new: str, problem: str
) -> None:
    game = played_game(enable_lexicon, TopSource.TABLE, rounds=1)
    path = write(tmp_path, game)
    changed(path, old, new)
    assert main(["--quiet", str(path)]) == 1
    assert problem in capsys.readouterr().err


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_garbled_record_is_an_error_or_a_report_never_a_crash(enable_lexicon: Lexicon, data: st.DataObject) -> None:
    lines = three_rounds(enable_lexicon).splitlines()
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(lines) - 1))
        words = lines[i].split(" ")
        j = data.draw(st.integers(0, len(words) - 1))
        words[j] = data.draw(st.sampled_from(["", "-", "+5", "-5", "--5", "999999999", "x", "none", "invalid", "0",
                                              "top", "Ann", "8H", "H8", "ZZZZZZZZ", "?", "board=Ann", "clock=7"]))
        lines[i] = " ".join(words)
    text = "\n".join(lines)
    try:
        record = parse_gcg(text)
        found = read_duplicate(record)
    except FormatError:
        return
    report = replay_duplicate(record, found, enable_lexicon)
    assert set(report.totals) <= {"Ann", "Ben", "Cy", "top"}


@functools.cache
def three_rounds(lexicon: Lexicon) -> str:
    """The record of three rounds, made once for the many garbled copies."""
    return duplicate_to_gcg(played_game(lexicon, TopSource.TABLE, rounds=3))
