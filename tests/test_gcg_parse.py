"""Reading GCG records (the GCG format): every event kind, real-file quirks, errors."""

from __future__ import annotations

import pytest

from game.rules.errors import FormatError
from game.rules.gcg import (
    ChallengeBonusEvent,
    ExchangeEvent,
    GcgPlayer,
    GoingOutEvent,
    LeftoverPenaltyEvent,
    PassEvent,
    PhonyWithdrawnEvent,
    PlayEvent,
    TimePenaltyEvent,
    parse_gcg,
)
from game.words import error_text, word
from tests.words_helpers import raises_worded

HEAD = "#player1 Ann Ann Example\n#player2 Bob Bob Example\n"


def one_event(line: str):
    record = parse_gcg(HEAD + line + "\n")
    assert len(record.events) == 1
    return record.events[0]


def test_players_and_pragmas():
    record = parse_gcg(
        "#character-encoding UTF-8\n"
        "#player1 Josh Josh Greenbaum\n"
        "#player2 kim Kim\n"
        "#lexicon NWL20\n"
        "#title Round 7\n"
        "#description first line\n"
        "#description second line\n"
        "#id io 12345\n"
        "#tile-set english\n"
    )
    assert record.players == [GcgPlayer("Josh", "Josh Greenbaum"), GcgPlayer("kim", "Kim")]
    assert record.lexicon == "NWL20"
    assert record.title == "Round 7"
    assert record.description == "first line\nsecond line"
    assert record.id == "io 12345"
    assert record.pragmas["character-encoding"] == "UTF-8"
    assert record.pragmas["tile-set"] == "english"  # unknown pragmata are kept, harmless
    assert record.events == []


def test_player_without_full_name_uses_the_nick():
    record = parse_gcg("#player1 Ann\n#player2 Bob\n")
    assert record.players == [GcgPlayer("Ann", "Ann"), GcgPlayer("Bob", "Bob")]


def test_tile_play():
    event = one_event(">Ann: AEINRST 8D RETAINS +66 66")
    assert event == PlayEvent(
        nick="Ann", rack="AEINRST", position="8D", word="RETAINS", score=66, total=66
    )
    assert event.line == 3
    assert event.move_text() == "8D RETAINS"


def test_play_through_letters_written_three_ways_and_blanks():
    assert one_event(">Ann: ABC H4 .Ab.C +10 10").word == ".Ab.C"
    assert one_event(">Ann: ABC H4 (A)AbC +10 10").word == "(A)AbC"
    assert one_event(">Ann: ABC H4 AAbCC +10 10").word == "AAbCC"


def test_lowercase_coordinates_extra_spaces_and_crossword_notes():
    event = one_event(">Quackle: BEDGMNP  7e   BEDIM           +26   66  BE, ET, DO".replace(
        "Quackle", "Ann"))
    assert (event.position, event.word, event.score, event.total) == ("7E", "BEDIM", 26, 66)
    down = one_event(">Ann: ?EDYEIG   h2  rEDYEING        +64   64")
    assert (down.position, down.rack, down.word) == ("H2", "?EDYEIG", "rEDYEING")


def test_pass_exchange_and_withdrawn_phony():
    assert one_event(">Ann: AEINRST - +0 68") == PassEvent(
        nick="Ann", rack="AEINRST", score=0, total=68
    )
    exchange = one_event(">Ann: AEINRST -AEI +0 68")
    assert exchange == ExchangeEvent(nick="Ann", rack="AEINRST", tiles="AEI", total=68)
    assert exchange.count == 3
    by_count = one_event(">Ann: AEINRST -3 +0 68")
    assert (by_count.tiles, by_count.count) == ("", 3)
    assert by_count.move_text() == "-3"
    blank_swap = one_event(">Ann: ?AEINRS -?A +0 0")
    assert blank_swap.tiles == "?A"
    assert one_event(">Ann: AEINRST --  -68 0") == PhonyWithdrawnEvent(
        nick="Ann", rack="AEINRST", score=-68, total=0
    )


def test_challenge_time_and_end_of_game_events():
    assert one_event(">Ann: AEINRST (challenge) +5 73") == ChallengeBonusEvent(
        nick="Ann", rack="AEINRST", score=5, total=73
    )
    assert one_event(">Ann: AEI (time) -10 190") == TimePenaltyEvent(
        nick="Ann", rack="AEI", score=-10, total=190
    )
    going_out = one_event(">Ann:  (?IN) +4 424")
    assert going_out == GoingOutEvent(nick="Ann", letters="?IN", score=4, total=424)
    assert going_out.rack == ""
    penalty = one_event(">Ann: AEI (AEI) -3 200")
    assert penalty == LeftoverPenaltyEvent(
        nick="Ann", rack="AEI", letters="AEI", score=-3, total=200
    )
    # Upper case (TIME) is four leftover tiles, not the clock.
    assert isinstance(one_event(">Ann: (TIME) +14 200"), GoingOutEvent)


def test_negative_cumulative_total():
    assert one_event(">Ann: AEIOUUU (time) -10 -10").total == -10


def test_crlf_bom_and_utf8_names():
    text = "\ufeff#player1 Zoë Zoë Ångström\r\n#player2 李 李小龙\r\n>Zoë: AB 8G BA +8 8\r\n"
    record = parse_gcg(text.encode("utf-8"))
    assert record.players == [GcgPlayer("Zoë", "Zoë Ångström"), GcgPlayer("李", "李小龙")]
    assert record.events[0].nick == "Zoë"
    assert record.events[0].line == 3


def test_latin1_bytes_without_an_encoding_pragma():
    text = "#player1 Zoe Zoë Ångström\n#player2 Bob Bob\n"
    record = parse_gcg(text.encode("latin-1"))
    assert record.players[0].name == "Zoë Ångström"


def test_notes_attach_to_the_event_before_them():
    record = parse_gcg(
        HEAD
        + "#note before any move\n"
        + ">Ann: AEINRST 8D RETAINS +66 66\n"
        + "#note a fine bingo\n"
        + "that keeps going\n"
        + "\n"
        + "#note second note\n"
        + ">Bob: ABC - +0 0\n"
        + "a comment whose #note line was lost\n"
    )
    assert record.opening_notes == ["before any move"]
    assert record.events[0].notes == ("a fine bingo\nthat keeps going", "second note")
    assert record.events[1].notes == ("a comment whose #note line was lost",)


def test_event_nick_matched_ignoring_case():
    assert one_event(">ann: AB 8G BA +8 8").nick == "Ann"


def test_source_name_kept_but_not_compared():
    a = parse_gcg(HEAD, "a.gcg")
    b = parse_gcg(HEAD, "b.gcg")
    assert a.source_name == "a.gcg"
    assert a == b


@pytest.mark.parametrize(
    "line, words",
    [
        (">Ann: AEINRST 8P RETAINS +66 66", "bad coordinate '8P'"),
        (">Ann: AEINRST 16A RETAINS +66 66", "bad coordinate '16A'"),
        (">Ann: AEINRST Z8 RETAINS +66 66", "bad coordinate 'Z8'"),
        (">Ann: AEINRST 8DD RETAINS +66 66", "'8DD' is not a move"),
        (">Ann: AEINRST 8D RETAINS", "missing score"),
        (">Ann: AEINRST 8D RETAINS 66 66", "score '66' is not a number with a sign"),
        (">Ann: AEINRST 8D RETAINS +66", "missing cumulative total"),
        (">Ann: AEINRST 8D RETAINS +66 sixty", "cumulative total 'sixty' is not a number"),
        (">Ann: AEINRST 8D RETAINS +6x 66", "score '+6x'"),
        (">Ann: AE1NRST 8D RETAINS +66 66", "bad rack 'AE1NRST'"),
        (">Ann: AE*NRST 8D RETAINS +66 66", "bad rack 'AE*NRST'"),
        (">Ann: AEINRST 8D RET*INS +66 66", "bad word 'RET*INS'"),
        (">Ann: AEINRST 8D RE(TAINS +66 66", "unbalanced parentheses"),
        (">Ann: AEINRST 8D ... +0 66", "no letter to place"),
        (">Ann: AEINRST 8D +66 66", "no word after the position 8D"),
        (">Ann: AEINRST -A1 +0 0", "'-A1' is not a move"),
        (">Ann: AEI () +0 0", "'()' is not a move"),
        (">Ann: AEINRST", "no move after the rack"),
        (">Ann:", "no move after Ann"),
        (">Ann 8D RETAINS +66 66", "a move line starts >NICK:"),
        (">Cid: AEINRST 8D RETAINS +66 66", "'Cid' is not a player"),
        ("#player1 Cid Cid", "#player1 is given twice"),
        ("#player3 Ann Other Ann", "two players have the nick 'Ann'"),
        ("#player3", "#player3 needs a nick"),
        ("# lone hash", "a pragma needs a name"),
    ],
)
def test_malformed_line_names_line_3(line, words):
    with pytest.raises(FormatError) as info:
        parse_gcg(HEAD + line + "\n>Bob: AB - +0 0\n")
    assert info.value.line == 3
    assert words in word(info.value.fact)
    assert error_text(info.value).startswith("line 3: ")


def test_error_line_counts_blank_lines_and_crlf():
    text = HEAD.replace("\n", "\r\n") + "\r\n\r\n>Ann: AEINRST 8D RETAINS +66 x\r\n"
    with pytest.raises(FormatError) as info:
        parse_gcg(text)
    assert info.value.line == 5


@pytest.mark.parametrize("text", ["", "\n\n  \n", "\ufeff"])
def test_empty_file(text):
    with pytest.raises(FormatError) as info:
        parse_gcg(text)
    assert info.value.line == 1
    assert "empty" in word(info.value.fact)


def test_pragmas_only_without_players_is_not_a_record():
    with raises_worded(FormatError, match="no #player lines and no moves"):
        parse_gcg("#title nothing here\n")


def test_plain_text_is_not_gcg():
    with pytest.raises(FormatError) as info:
        parse_gcg("Dear diary,\ntoday I played RETAINS.\n")
    assert info.value.line == 1
    assert "pragmas start with '#', moves with '>'" in word(info.value.fact)


def test_binary_garbage():
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00"
    with pytest.raises(FormatError) as info:
        parse_gcg(png)
    assert info.value.line == 1
    assert "control character 0x89" in word(info.value.fact)

    with pytest.raises(FormatError) as info:
        parse_gcg(HEAD.encode() + b">Ann: AB - +0 0\n\x00\x01\x02\xff\xfe")
    assert info.value.line == 4
    assert "control character 0x00" in word(info.value.fact)


def test_bad_utf8_in_a_file_that_claims_utf8():
    data = b"#character-encoding UTF-8\n#player1 Ann Ann\n#player2 Bob B\xe9b\n"
    with pytest.raises(FormatError) as info:
        parse_gcg(data)
    assert info.value.line == 3
    assert "not UTF-8" in word(info.value.fact)
