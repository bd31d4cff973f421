"""Replaying GCG records: every event kind with figures worked out by hand (docs/rules.md
"Scoring", "Challenges", "End of the game"), impossible plays, word-list checks, and the 48 real records."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.rules.gcg import ProblemKind, parse_gcg, replay
from game.words import word

DATA = Path(__file__).parent / "data" / "gcg"
RECORDS = sorted(DATA.glob("*/*.gcg"))

HEAD = "#player1 Ann Ann Example\n#player2 Bob Bob Example\n"

# Every kind of event in one game (line numbers 3-13).  Premiums: G8, I8, H7,
# H9, J8, J9 plain; H8 the star (double word); I9 a double letter.
EVERY_KIND = HEAD + "\n".join(
    [
        ">Ann: ACTXYZQ 8G CAT +10 10",  # (C3 + A1 + T1) x 2 = 10
        ">Bob: BDEEIOU H7 B.D +6 6",  # B3 + A1 + D2 through the A
        ">Ann: QXYZIIU -QXZ +0 10",
        ">Bob: EEIKLOU - +0 6",
        ">Ann: EIIUYTZ 8G ...Y +9 19",  # CATY: 3 + 1 + 1 + 4
        ">Ann: EIIUYTZ -- -9 10",  # CATY taken back
        ">Bob: EEIKLOU 9H .EL +8 14",  # DEL 2 + 1x2 + 1 = 5, TE 1 + 1x2 = 3
        ">Bob: EIKOU (challenge) +5 19",
        ">Ann: S (time) -10 0",
        ">Ann: S 8J S +8 8",  # CATS 6, SL 2 (J8 is empty again after the withdrawal)
        ">Ann: (EIKOU) +18 26",  # 2 x (1 + 1 + 5 + 1 + 1)
    ]
)


def test_every_event_kind_scores_as_worked_out():
    report = replay(parse_gcg(EVERY_KIND))
    assert report.problems == ()
    assert [s.computed_score for s in report.steps] == [10, 6, 0, 0, 9, -9, 8, 5, -10, 8, 18]
    assert [s.expected_total for s in report.steps] == [10, 6, 10, 6, 19, 10, 14, 19, 0, 8, 26]
    assert [s.words for s in report.steps] == [
        ("CAT",), ("BAD",), (), (), ("CATY",), (), ("DEL", "TE"), (), (), ("CATS", "SL"), ()
    ]
    assert report.totals == {"Ann": 26, "Bob": 19}
    assert report.board.rows()[7] == "......CATS....."
    assert report.board.rows()[8] == ".......DEL....."


@pytest.mark.parametrize("word", ["...Y", "CATY", "(CAT)Y", "C.TY", "(C)A.Y"])
def test_played_through_letters_in_any_notation(word):
    text = HEAD + f">Ann: ACT 8G CAT +10 10\n>Bob: Y 8G {word} +9 9\n"
    report = replay(parse_gcg(text))
    assert report.ok
    assert report.steps[1].computed_score == 9


def test_old_notation_letters_played_through_at_both_ends():
    # quackle/boys1.gcg line 6: H2 rEDYEING written out, the I of JETON played through.
    record = parse_gcg((DATA / "quackle" / "boys1.gcg").read_bytes())
    steps = replay(record).steps
    assert (steps[1].event.word, steps[1].computed_score) == ("rEDYEING", 64)


def test_bingo_adds_50_and_blanks_score_nothing():
    # RETAINS 8D: R on the D8 double letter, I on the star.  (2 + 6) x 2 + 50.
    report = replay(parse_gcg(HEAD + ">Ann: AEINRST 8D RETAINS +66 66\n"))
    assert report.ok
    # The same with a blank S: (2 + 5 + 0) x 2 + 50.
    report = replay(parse_gcg(HEAD + ">Ann: AEINRS? 8D RETAINs +64 64\n"))
    assert report.ok


def test_score_mismatch_is_reported_once_with_both_figures():
    text = HEAD + ">Ann: AEINRST 8D RETAINS +68 68\n>Bob: AB - +0 0\n>Ann: AB - +0 68\n"
    report = replay(parse_gcg(text))
    assert [word(p.fact) for p in report.problems] == [
        "line 3: 8D RETAINS scored +68 in the record, computed +66",
        "line 3: Ann's total is 68 in the record, computed 66 (0 +66)",
    ]
    score, total = report.problems
    assert (score.kind, score.recorded, score.computed) == (ProblemKind.SCORE, 68, 66)
    assert (total.kind, total.recorded, total.computed) == (ProblemKind.TOTAL, 68, 66)
    assert not report.steps[0].ok and report.steps[2].ok  # later lines follow the record
    assert report.totals == {"Ann": 66, "Bob": 0}


def test_cumulative_arithmetic_slip():
    text = HEAD + ">Ann: ACT 8G CAT +10 10\n>Ann: AB - +0 11\n"
    report = replay(parse_gcg(text))
    assert [word(p.fact) for p in report.problems] == [
        "line 4: Ann's total is 11 in the record, computed 10 (10 +0)"
    ]


def test_pass_or_exchange_with_points_is_a_mismatch():
    report = replay(parse_gcg(HEAD + ">Ann: AB -AB +3 3\n"))
    assert word(report.problems[0].fact) == "line 3: -AB scored +3 in the record, computed +0"


def test_going_out_twice_or_once_and_leftover_penalty():
    tournament = HEAD + ">Ann: ACT 8G CAT +10 10\n>Ann: (QI) +22 32\n"
    report = replay(parse_gcg(tournament))
    assert report.ok and report.steps[1].computed_score == 22
    assert not report.steps[1].family_rule

    family = HEAD + ">Ann: ACT 8G CAT +10 10\n>Bob: QI (QI) -11 -11\n>Ann: (QI) +11 21\n"
    report = replay(parse_gcg(family))
    assert report.ok
    assert [s.computed_score for s in report.steps] == [10, -11, 11]
    assert report.steps[2].family_rule
    assert report.totals == {"Ann": 21, "Bob": -11}

    wrong = replay(parse_gcg(HEAD + ">Ann: (QI?) +20 20\n"))
    assert word(wrong.problems[0].fact) == "line 3: (QI?) scored +20 in the record, computed +22"
    penalty = replay(parse_gcg(HEAD + ">Bob: QI (QI) -10 -10\n"))
    assert word(penalty.problems[0].fact) == "line 3: (QI) scored -10 in the record, computed -11"


def test_challenge_bonus_and_time_penalty_check_the_total_only():
    text = HEAD + ">Ann: ACT 8G CAT +10 10\n>Ann: ACT (challenge) +5 16\n>Ann: A (time) -7 9\n"
    report = replay(parse_gcg(text))
    assert [word(p.fact) for p in report.problems] == [
        "line 4: Ann's total is 16 in the record, computed 15 (10 +5)",
    ]


def test_withdrawn_phony_removes_the_play_and_its_score():
    text = HEAD + ">Ann: ACT 8G CAT +10 10\n>Bob: BD H7 B.D +6 6\n>Bob: BD -- -6 0\n"
    report = replay(parse_gcg(text))
    assert report.ok
    assert report.board.rows()[6] == "..............."
    assert report.board.rows()[8] == "..............."
    assert report.totals == {"Ann": 10, "Bob": 0}


def test_withdrawal_with_the_wrong_amount():
    text = HEAD + ">Ann: ACT 8G CAT +10 10\n>Ann: ACT -- -8 2\n"
    report = replay(parse_gcg(text))
    assert word(report.problems[0].fact) == "line 4: -- scored -8 in the record, computed -10"


def test_withdrawal_without_a_play_is_impossible():
    text = HEAD + ">Ann: ACT 8G CAT +10 10\n>Bob: AB -AB +0 0\n>Bob: AB -- -5 -5\n"
    report = replay(parse_gcg(text))
    assert [(p.line, p.kind) for p in report.problems] == [(5, ProblemKind.IMPOSSIBLE)]
    assert "their last move is not a play on the board" in word(report.problems[0].message)


@pytest.mark.parametrize(
    "line, message",
    [
        (">Bob: DOG H7 DOG +5 5", "H7 DOG puts O on H8, which already holds A"),
        (">Bob: AEINRST 8K RETAINS +10 10", "8K RETAINS runs off the board"),
        (">Bob: B 9A .B +3 3", "9A .B plays through A9, which is empty"),
        (">Bob: B 8G (CO)B +3 3", "8G (CO)B: H8 holds A, not O"),
        (">Bob: CAT 8G CAT +10 10", "8G CAT places no new tile: every square is taken"),
    ],
)
def test_impossible_plays_are_replay_errors(line, message):
    report = replay(parse_gcg(HEAD + ">Ann: ACT 8G CAT +10 10\n" + line + "\n"))
    assert [word(p.fact) for p in report.problems] == [f"line 4: {message}"]
    assert report.steps[1].computed_score is None
    assert report.totals["Bob"] == int(line.split()[-1])  # counted as recorded


class Words:
    def __init__(self, *words: str) -> None:
        self.words = set(words)

    def contains(self, word: str) -> bool:
        return word in self.words


def test_word_list_reports_words_of_plays_that_stood():
    lexicon = Words("CAT", "BAD", "DEL", "TE", "CATS")
    report = replay(parse_gcg(EVERY_KIND), lexicon)
    # CATY was withdrawn, so only SL is reported.
    assert [word(p.fact) for p in report.problems] == [
        "line 12: 8J S forms SL, which is not in the word list"
    ]
    assert report.problems[0].kind is ProblemKind.WORD
    assert not report.steps[9].ok
    assert replay(parse_gcg(EVERY_KIND), Words("CAT", "BAD", "DEL", "TE", "CATS", "SL")).ok


def test_words_are_not_checked_without_a_word_list():
    assert replay(parse_gcg(HEAD + ">Ann: QXZ 8G QXZ +56 56\n")).ok  # (10 + 8 + 10) x 2


def test_copied_records_and_their_sources():
    assert len(RECORDS) == 48
    sources = (DATA / "SOURCES.md").read_text(encoding="utf-8")
    for path in RECORDS:
        assert f"| {path.parent.name}/{path.name} |" in sources


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_real_record_replays_exactly(path):
    record = parse_gcg(path.read_bytes(), path.name)
    report = replay(record)
    assert report.problems == ()
    assert all(s.computed_score == s.event.score for s in report.steps)
    assert all(s.expected_total == s.event.total for s in report.steps)
    assert report.totals == record.recorded_totals()


def test_real_record_figures():
    record = parse_gcg((DATA / "macondo" / "doug_v_emely_double_challenge.gcg").read_bytes())
    report = replay(record)
    withdrawn = [s for s in report.steps if s.event.move_text() == "--"]
    assert [(s.event.line, s.computed_score) for s in withdrawn] == [(9, -24)]
    assert report.totals == {"doug": 451, "emely": 345}  # emely went out: 2 x OPEG (1+3+1+2)


def test_utf8_dos_record():
    record = parse_gcg((DATA / "macondo" / "utf8_dos.gcg").read_bytes())
    assert record.players[1].name == "Michal Josko"
    assert record.events[-1].total == 375
    assert replay(record).totals == {"angwantibo": 375, "Michal_Josko": 488}
