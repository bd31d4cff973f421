"""Writing GCG records, building them from events, and reading them back."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.board import Board
from game.rules.errors import FormatError, InvalidMoveError
from game.rules.gcg import (
    ChallengeBonusEvent,
    ExchangeEvent,
    GcgRecord,
    GoingOutEvent,
    LeftoverPenaltyEvent,
    PassEvent,
    PhonyWithdrawnEvent,
    PlayEvent,
    TimePenaltyEvent,
    parse_gcg,
    record_from_events,
    replay,
    write_gcg,
)
from game.rules.move import TilePlay
from tests.words_helpers import raises_worded

DATA = Path(__file__).parent / "data" / "gcg"
RECORDS = sorted(DATA.glob("*/*.gcg"))


def test_write_modern_gcg():
    record = record_from_events(
        [("Ann", "Ann Åberg"), ("Bob", "Bob")],
        [
            PlayEvent(nick="Ann", rack="ACTXYZQ", position="8g", word="CAT", score=10),
            PlayEvent(nick="Bob", rack="BDEEIOU", position="H7", word="BAD", score=6),
            ExchangeEvent(nick="Ann", rack="QXYZIIU", tiles="QXZ"),
            PassEvent(nick="Bob", rack="EEIKLOU"),
            PlayEvent(nick="Ann", rack="EIIUYTZ", position="8G", word="(CAT)Y", score=9),
            PhonyWithdrawnEvent(nick="Ann", rack="EIIUYTZ", score=-9),
            ChallengeBonusEvent(nick="Bob", rack="EEIKLOU", score=5),
            TimePenaltyEvent(nick="Ann", rack="EIIUTYZ", score=-10, notes=("over by a minute",)),
            ExchangeEvent(nick="Bob", count=2),
            LeftoverPenaltyEvent(nick="Bob", rack="EIKOU", letters="EIKOU", score=-9),
            GoingOutEvent(nick="Ann", letters="EIKOU", score=9),
        ],
        lexicon="ENABLE",
        title="Test game",
    )
    assert write_gcg(record) == (
        "#character-encoding UTF-8\n"
        "#player1 Ann Ann Åberg\n"
        "#player2 Bob Bob\n"
        "#lexicon ENABLE\n"
        "#title Test game\n"
        ">Ann: ACTXYZQ 8G CAT +10 10\n"
        ">Bob: BDEEIOU H7 B.D +6 6\n"
        ">Ann: QXYZIIU -QXZ +0 10\n"
        ">Bob: EEIKLOU - +0 6\n"
        ">Ann: EIIUYTZ 8G ...Y +9 19\n"
        ">Ann: EIIUYTZ -- -9 10\n"
        ">Bob: EEIKLOU (challenge) +5 11\n"
        ">Ann: EIIUTYZ (time) -10 0\n"
        "#note over by a minute\n"
        ">Bob: -2 +0 11\n"
        ">Bob: EIKOU (EIKOU) -9 2\n"
        ">Ann: (EIKOU) +9 9\n"
    )
    again = parse_gcg(write_gcg(record))
    assert write_gcg(again) == write_gcg(record)
    assert replay(again).ok


def test_old_notation_is_written_modern():
    text = (
        "#player1 Ann Ann\n#player2 Bob Bob\n"
        ">Ann: ACT  8g CAT +10 10  CAT\n"
        ">Bob: BD  h7 BAD +6 6\n"
        ">Ann: S  8G CATS +6 16\n"
    )
    assert write_gcg(parse_gcg(text)).splitlines()[2:] == [
        ">Ann: ACT 8G CAT +10 10",
        ">Bob: BD H7 B.D +6 6",
        ">Ann: S 8G ...S +6 16",
    ]


def test_impossible_play_is_written_as_read():
    text = "#player1 Ann Ann\n#player2 Bob Bob\n>Ann: AB 9A .B +3 3\n"
    assert write_gcg(parse_gcg(text)).splitlines()[-1] == ">Ann: AB 9A .B +3 3"


def test_zero_leftover_penalty_keeps_its_sign():
    record = record_from_events(
        [("Ann", "Ann"), ("Bob", "Bob")],
        [LeftoverPenaltyEvent(nick="Bob", rack="??", letters="??", score=0)],
    )
    text = write_gcg(record)
    assert text.splitlines()[-1] == ">Bob: ?? (??) -0 0"
    assert parse_gcg(text) == record


def test_a_full_name_keeps_its_no_break_space_and_loses_its_line_break():
    record = record_from_events([("Ann", "Ann\u00a0Lee"), ("Bob", "Bob\u2028Ray")], [])
    text = write_gcg(record)
    assert "#player1 Ann Ann\u00a0Lee\n#player2 Bob Bob Ray\n" in text
    assert parse_gcg(text).players[0].name == "Ann\u00a0Lee"


def test_multi_line_notes_and_pragmas():
    record = record_from_events(
        [("Ann", "Ann"), ("Bob", "Bob")],
        [PassEvent(nick="Ann", notes=("first line\nsecond line", "another"))],
        pragmas={"description": "one\ntwo"},
    )
    record.opening_notes.append("before the game")
    text = write_gcg(record)
    assert "#description one\n#description two\n#note before the game\n" in text
    assert text.endswith(">Ann: - +0 0\n#note first line\nsecond line\n#note another\n")
    assert parse_gcg(text) == record


def test_record_from_events_running_totals():
    record = record_from_events(
        [("Ann", "Ann"), ("Bob", "Bob")],
        [
            PlayEvent(nick="Ann", position="8D", word="RETAINS", score=66),
            PlayEvent(nick="Bob", position="E5", word="ZAP", score=30),
            PassEvent(nick="Ann"),
            TimePenaltyEvent(nick="Ann", score=-10),
        ],
    )
    assert [e.total for e in record.events] == [66, 30, 66, 56]
    assert record.recorded_totals() == {"Ann": 56, "Bob": 30}
    kept = record_from_events(
        [("Ann", "Ann")], [PassEvent(nick="Ann", total=7)], running_totals=False
    )
    assert kept.events[0].total == 7


@pytest.mark.parametrize(
    "players, events, message",
    [
        ([("Ann Lee", "Ann")], [], "nick 'Ann Lee' must be one word"),
        ([("Ann", "A"), ("Ann", "B")], [], "two players have the same nick"),
        ([("Ann", "A")], [PassEvent(nick="Bob")], "'Bob', who is not a player"),
    ],
)
def test_record_from_events_rejects(players, events, message):
    with raises_worded(FormatError, match=message):
        record_from_events(players, events)


def test_event_constructors_check_their_fields():
    with raises_worded(FormatError, match="bad coordinate"):
        PlayEvent(nick="Ann", position="8Z", word="CAT")
    with raises_worded(FormatError, match="bad rack"):
        PassEvent(nick="Ann", rack="A1")
    with raises_worded(FormatError, match="needs the tiles or their number"):
        ExchangeEvent(nick="Ann")
    with raises_worded(FormatError, match="is not 2 tiles"):
        ExchangeEvent(nick="Ann", tiles="ABC", count=2)
    with raises_worded(FormatError, match="no leftover tiles"):
        GoingOutEvent(nick="Ann", letters="")


def test_play_event_from_a_tile_play():
    board = Board()
    for col, letter in zip(range(6, 9), "CAT"):
        board.set(7, col, letter)
    # S after CAT: the whole word, old letters as dots.
    s = TilePlay.of((7, 9, "S"))
    assert PlayEvent.from_tile_play("Ann", "S", s, board, 6).move_text() == "8G ...S"
    # One tile under the A makes only a down word: named by that word.
    x = TilePlay.of((8, 7, "x"), across=True)
    event = PlayEvent.from_tile_play("Ann", "?", x, board, 1, total=11)
    assert (event.move_text(), event.rack, event.score, event.total) == ("H8 .x", "?", 1, 11)
    # Two tiles down through the T.
    down = TilePlay.of((6, 8, "A"), (8, 8, "E"))
    assert PlayEvent.from_tile_play("Ann", "AE", down, board, 3).move_text() == "I7 A.E"
    with raises_worded(InvalidMoveError, match="one unbroken word"):
        PlayEvent.from_tile_play("Ann", "AE", TilePlay.of((0, 0, "A"), (0, 2, "E")), board, 2)
    with raises_worded(InvalidMoveError, match="one row or one column"):
        PlayEvent.from_tile_play("Ann", "AE", TilePlay.of((0, 0, "A"), (1, 1, "E")), board, 2)


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_real_records_survive_writing(path):
    record = parse_gcg(path.read_bytes())
    text = write_gcg(record)
    again = parse_gcg(text)
    assert again.players == record.players
    assert again.pragmas == record.pragmas
    assert [type(e) for e in again.events] == [type(e) for e in record.events]
    assert [(e.score, e.total) for e in again.events] == [
        (e.score, e.total) for e in record.events
    ]
    assert write_gcg(again) == text
    assert [s.computed_score for s in replay(again).steps] == [
        s.computed_score for s in replay(record).steps
    ]
    assert replay(again).board == replay(record).board


# --- round trip, generated records ------------------------------------------

_TEXT_CHARS = st.characters(
    whitelist_categories=("L", "N", "P", "S", "Zs"), blacklist_characters="\x85\u2028\u2029"
)


def _line(first_ok: bool = True) -> st.SearchStrategy[str]:
    return (
        st.text(_TEXT_CHARS, min_size=1, max_size=20)
        .map(str.strip)
        .filter(lambda s: bool(s) and (first_ok or not s.startswith(("#", ">"))))
    )


notes = st.builds(
    lambda first, more: "\n".join([first, *more]),
    _line(),
    st.lists(_line(first_ok=False), max_size=2),
)
nick = st.text(
    st.characters(whitelist_categories=("L", "N"), whitelist_characters="_-."),
    min_size=1,
    max_size=10,
)
rack = st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ?", max_size=7)
tiles = st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ?", min_size=1, max_size=7)


@st.composite
def records(draw: st.DrawFn) -> GcgRecord:
    nicks = draw(st.lists(nick, min_size=2, max_size=4, unique_by=str.casefold))
    players = [(n, draw(st.one_of(st.just(n), _line()))) for n in nicks]
    # Each play goes across on its own row, so no two plays share a square and
    # the modern word the writer makes is the word as given; dots in a word
    # are either played through or the play is impossible and kept as read.
    rows = iter(draw(st.permutations(range(1, 16))))
    events = []
    for _ in range(draw(st.integers(0, 12))):
        kind = draw(st.integers(0, 7))
        common = dict(
            nick=draw(st.sampled_from(nicks)),
            rack=draw(rack),
            score=draw(st.integers(-200, 200)),
            total=draw(st.integers(-500, 900)),
            notes=tuple(draw(st.lists(notes, max_size=2))),
        )
        if kind == 0:
            row = next(rows, None)
            if row is None:
                continue
            word = draw(st.from_regex(r"[A-Za-z][A-Za-z.]{0,8}", fullmatch=True))
            column = draw(st.sampled_from("ABCDEFGHIJKLMNO"))
            position = f"{row}{column}" if draw(st.booleans()) else f"{column}{row}"
            if position[0].isalpha():  # down plays would cross the rows: keep them single
                word = word[0]
            events.append(PlayEvent(position=position, word=word, **common))
        elif kind == 1:
            events.append(PassEvent(**common))
        elif kind == 2:
            if draw(st.booleans()):
                events.append(ExchangeEvent(tiles=draw(tiles), **common))
            else:
                events.append(ExchangeEvent(count=draw(st.integers(1, 7)), **common))
        elif kind == 3:
            events.append(PhonyWithdrawnEvent(**common))
        elif kind == 4:
            events.append(ChallengeBonusEvent(**common))
        elif kind == 5:
            common["score"] = abs(common["score"])
            events.append(GoingOutEvent(letters=draw(tiles), **common))
        elif kind == 6:
            common["score"] = -abs(common["score"])
            events.append(LeftoverPenaltyEvent(letters=draw(tiles), **common))
        else:
            events.append(TimePenaltyEvent(**common))
    pragma_names = st.from_regex(r"[a-z][a-z0-9-]{0,10}", fullmatch=True).filter(
        lambda n: n != "note" and not n.startswith("player")
    )
    pragma_values = st.lists(st.one_of(st.just(""), _line()), min_size=1, max_size=2).map(
        "\n".join
    )
    record = record_from_events(
        players,
        events,
        pragmas=draw(st.dictionaries(pragma_names, pragma_values, max_size=3)),
        running_totals=draw(st.booleans()),
    )
    record.opening_notes.extend(draw(st.lists(notes, max_size=2)))
    return record


@settings(max_examples=150, deadline=None)
@given(records())
def test_write_then_parse_gives_the_same_record(record):
    text = write_gcg(record)
    assert parse_gcg(text) == record
    assert parse_gcg(text.replace("\n", "\r\n").encode("utf-8-sig")) == record


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=200))
def test_any_text_parses_or_raises_format_error(text):
    try:
        record = parse_gcg(text)
    except FormatError as exc:
        assert exc.line is not None and exc.line >= 1
    else:
        replay(record)  # never raises for a record that parsed


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "#player1 Ann Ann",
                "#player2 Bob Bob",
                ">Ann: ",
                ">Bob: ",
                "AEI ",
                "8D ",
                "H8 ",
                "CAT ",
                ".AT ",
                "(C)AT ",
                "- ",
                "-- ",
                "-3 ",
                "(AEI) ",
                "(time) ",
                "(challenge) ",
                "+10 ",
                "-5 ",
                "10",
                "\n",
                "#note x\n",
            ]
        ),
        max_size=40,
    ).map("".join)
)
def test_gcg_like_text_parses_or_raises_format_error(text):
    try:
        record = parse_gcg(text)
    except FormatError as exc:
        assert exc.line is not None and exc.line >= 1
    else:
        replay(record)
        text = write_gcg(record)
        assert write_gcg(parse_gcg(text)) == text


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=200))
def test_any_bytes_parse_or_raise_format_error(data):
    try:
        parse_gcg(data)
    except FormatError as exc:
        assert exc.line is not None and exc.line >= 1
