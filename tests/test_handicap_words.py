"""A seat's handicap in words (game/ui/handicap_words.py): the marks show only
where the seat differs from the game, in the language of the moment."""

from __future__ import annotations

from game import i18n
from game.rules.handicap import UNLIMITED, Handicap, family_handicap
from game.rules.ruleset import preset
from game.words.handicaps import handicap_marks, handicap_summary, led_mark_rows

CLASSIC = preset("Classic")
HOUSE = preset("House")  # a one-minute clock, free challenges
CHILD = Handicap(word_list="kids", hints=3, clock=0, checked_as_played=True, head_start=25)


def test_no_handicap_has_no_marks():
    assert handicap_marks(Handicap(), HOUSE) == []
    assert handicap_summary(Handicap(), HOUSE) == "no handicap"


def test_a_childs_seat_in_a_house_game():
    assert handicap_marks(CHILD, HOUSE) == ["Kids list", "3 hints", "no clock", "words checked", "+25 start"]
    assert handicap_marks(CHILD, HOUSE, hints_left=1) == ["Kids list", "1 hint left", "no clock", "words checked",
                                                          "+25 start"]
    assert handicap_summary(CHILD, HOUSE) == "Kids list, 3 hints, no clock, words checked, +25 start"


def test_a_mark_the_game_already_has_is_not_shown():
    # Classic has no clock: a seat with none of its own says nothing of the clock
    assert handicap_marks(Handicap(clock=0), CLASSIC) == []
    assert handicap_marks(Handicap(clock=120), CLASSIC) == ["2 min clock"]
    assert handicap_marks(Handicap(clock=30), HOUSE) == ["30 s clock"]
    assert handicap_marks(Handicap(word_list="kids"), preset("Kids")) == []
    assert handicap_marks(Handicap(checked_as_played=True), preset("Competition")) == []  # words checked anyway
    assert handicap_marks(family_handicap(True), CLASSIC) == ["Kids list", "unlimited hints", "words checked"]
    assert handicap_marks(Handicap(hints=0), preset("Party")) == ["no hints"]
    assert handicap_marks(Handicap(word_list="/home/ana/lists/grandmas_words.txt"), CLASSIC) == ["grandmas_…"]
    assert handicap_marks(Handicap(hints=UNLIMITED, head_start=10), CLASSIC) == ["unlimited hints", "+10 start"]


def test_marks_read_in_the_language_of_the_moment():
    i18n.set_language("zh_Hant_HK")
    assert handicap_marks(CHILD, HOUSE) == ["兒童詞彙表", "3次提示", "不設計時", "即時檢查單詞", "開局 +25分"]
    assert handicap_summary(Handicap(), HOUSE) == "無個人設定"
    i18n.set_language("pt")
    assert handicap_marks(Handicap(clock=180, head_start=50), CLASSIC) == ["relógio 3 min", "+50 de largada"]


class TenPixels:
    """A font ten pixels to a character."""

    def size(self, text: str, /) -> tuple[int, int]:
        return 10 * len(text), 20


def test_a_handicap_row_too_long_for_one_line_breaks_between_its_marks():
    marks = handicap_marks(CHILD, HOUSE)  # Kids list, 3 hints, no clock, words checked, +25 start

    def lead(summary: str) -> str:
        return f"Handicap (child): {summary}"

    whole = lead(handicap_summary(CHILD, HOUSE))
    assert led_mark_rows(lead, marks, TenPixels(), 10 * len(whole)) == [whole]
    # as many marks as fit after the row's words, the rest listed under them, no mark cut in two
    assert led_mark_rows(lead, marks, TenPixels(), 400) == ["Handicap (child): Kids list, 3 hints",
                                                            "no clock, words checked, +25 start"]
    assert led_mark_rows(lead, marks, TenPixels(), 250) == ["Handicap (child): Kids list", "3 hints, no clock",
                                                            "words checked, +25 start"]
    # the words and one mark stay together on the first line however narrow the room
    assert led_mark_rows(lead, marks, TenPixels(), 50)[0] == "Handicap (child): Kids list"
    assert led_mark_rows(lead, [], TenPixels(), 400) == []
