"""The words around a meaning, in the four languages (game/ui/meaning_words.py), and
the book as the window gets it: read on a thread, looked up by a seat's list
(game/ui/meaning_source.py)."""

from __future__ import annotations

import threading

import pytest
from conftest import wait_until

from game import i18n
from game.lexicon import kidsfilter
from game.lexicon.meanings import RELATIONS, Meaning, MeaningBook, MeaningsError
from game.rules.game import Game
from game.rules.handicap import Handicap
from game.setup.seats import SeatConfig
from game.ui.meaning_source import BookState, MeaningSource, child_seat, for_children, kid_table
from game.words.meanings import (
    CardWords,
    book_missing,
    card_words,
    english_note,
    no_meaning,
    not_in_list,
    relation_text,
    short_meaning,
)

RELATED = {
    "en": ["plural of cat", "he/she/it form of cat", "past form of cat", "-ing form of cat",
           "comparative of cat", "superlative of cat"],
    "pt": ["plural de cat", "forma de ele/ela de cat", "forma do passado de cat", "forma -ing de cat",
           "comparativo de cat", "superlativo de cat"],
    "zh_Hans": ["cat 的复数形式", "cat 的第三人称单数形式", "cat 的过去式", "cat 的 -ing 形式", "cat 的比较级",
                "cat 的最高级"],
    "zh_Hant_HK": ["cat 的複數形式", "cat 的第三人稱單數形式", "cat 的過去式", "cat 的 -ing 形式", "cat 的比較級",
                   "cat 的最高級"],
}
NOTES = {
    "en": "",
    "pt": "O significado está em inglês, como o dicionário.",
    "zh_Hans": "释义为英语，与字典一致。",
    "zh_Hant_HK": "釋義為英文，與詞彙表一致。",
}
NONE = {
    "en": ("No meaning on file.", "No meaning for children on file.",
           "No meanings are on file in this copy of the game.",
           "QAT is not in the word list, so no meaning is shown.", "ZA: pizza"),
    "pt": ("Não há significado registrado.", "Não há significado para crianças registrado.",
           "Esta cópia do jogo não tem os significados das palavras.",
           "QAT não está no dicionário, então nenhum significado é mostrado.", "ZA: pizza"),
    "zh_Hans": ("暂无释义。", "暂无适合儿童的释义。", "这份游戏没有附带单词释义。", "QAT 不在字典中，因此不显示释义。",
                "ZA：pizza"),
    "zh_Hant_HK": ("暫無釋義。", "暫無適合兒童的釋義。", "這份遊戲沒有附帶單詞釋義。", "QAT 不在詞彙表中，因此不顯示釋義。",
                   "ZA：pizza"),
}


@pytest.mark.parametrize("language", ["en", "pt", "zh_Hans", "zh_Hant_HK"])
def test_every_relation_and_label_in_each_language(language: str) -> None:
    i18n.set_language(language)
    assert [relation_text(r, "cat") for r in RELATIONS] == RELATED[language]
    assert relation_text(None, "cat") == ""
    assert english_note() == NOTES[language]
    assert (no_meaning(False, False), no_meaning(True, True), book_missing(), not_in_list("QAT"),
            short_meaning("ZA", "pizza")) == NONE[language]
    # a child with a book that knows no sense of the word is told plainly there is none
    assert no_meaning(True, False) == NONE[language][0]


def test_a_relation_the_book_does_not_hand_out_is_refused() -> None:
    with pytest.raises(ValueError, match="dual"):
        relation_text("dual", "cat")


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK"])
def test_the_card_says_what_it_has(language: str) -> None:
    i18n.set_language(language)
    cats = Meaning("CATS", "cat", "plural", "a small feline")
    assert card_words("cats", cats) == CardWords("CATS", RELATED[language][0], "a small feline", True,
                                                 NOTES[language])
    no_sense = Meaning("HEN", "hen", None, None)
    assert card_words("HEN", no_sense, for_children=True, known=True) == CardWords(
        "HEN", "", NONE[language][1], False, "")
    assert card_words("QAT", None, in_list=False) == CardWords("QAT", "", NONE[language][3], False, "")
    assert card_words("CAT", None, missing=True) == CardWords("CAT", "", NONE[language][2], False, "")
    assert card_words("CAT", None).body == ("Looking up the meaning…" if language == "en" else "正在查找釋義…")


BOOK = MeaningBook({"cat": ["a small feline"], "hen": ["a grumpy bird", "adult female chicken"]},
                   {"cats": ("cat", "plural")})


class Words:
    def __init__(self, *words: str) -> None:
        self.words = set(words)

    def contains(self, word: str) -> bool:
        return word in self.words


def test_the_book_is_read_on_a_thread_and_taken_in_on_the_caller_s() -> None:
    reader: list[str] = []
    gate = threading.Event()

    def slow() -> MeaningBook:
        reader.append(threading.current_thread().name)
        gate.wait(10)
        return BOOK

    source = MeaningSource(load=slow)
    ran: list[str] = []
    source.when_ready(lambda: ran.append(threading.current_thread().name))
    assert source.state is BookState.LOADING and not source.poll() and ran == []
    assert source.look_up("CAT", True, False).meaning is None  # still looking
    gate.set()
    wait_until(source.poll, timeout=10, what="the book")
    assert source.state is BookState.READY and reader != [threading.current_thread().name]
    assert ran == [threading.current_thread().name]
    looked = source.look_up("cats", True, False)
    assert looked.meaning == Meaning("CATS", "cat", "plural", "a small feline") and looked.sense == "a small feline"
    assert source.look_up("cats", False, False).sense is None  # not in the seat's list: nothing


def test_a_missing_book_is_said_calmly() -> None:
    def broken() -> MeaningBook:
        raise MeaningsError("meanings.tsv.gz: no such file")

    source = MeaningSource(load=broken)
    source.want()
    wait_until(source.poll, timeout=10, what="the failure")
    looked = source.look_up("CAT", True, False)
    assert source.state is BookState.MISSING and looked.missing and looked.sense is None


def test_the_books_jobs_go_through_the_apps_submit() -> None:
    handed: list[object] = []

    def submit(fn, on_done=None, on_error=None):
        handed.append(fn)
        on_done(fn())

    source = MeaningSource(submit, load=lambda: BOOK)
    source.want()
    assert len(handed) == 1 and source.poll() and source.state is BookState.READY


def test_whose_list_and_whether_for_a_child(monkeypatch: pytest.MonkeyPatch) -> None:
    kids, english = Words("CAT", "HEN"), Words("CAT", "HEN", "QAT")
    family = Game(["Ana", "Ben"], lexicon=english, seed=1, handicaps=[None, Handicap(word_list="kids")],
                  lexicons={"kids": kids})
    seats = [SeatConfig("Ana"), SeatConfig("Ben")]
    assert kid_table(family, seats) and for_children(family, seats) and child_seat(family, seats) == 1
    source = MeaningSource(load=lambda: BOOK)
    source.want()
    wait_until(source.poll, timeout=10, what="the book")

    class Filter:  # the kid-safe filter says no to GRUMPY
        def blocks(self, word: str) -> bool:
            return word.upper() == "GRUMPY"

    monkeypatch.setattr(kidsfilter, "shipped_filter", Filter)
    # at a child's table even the grown-up's card skips the unfit first sense
    assert source.look_up_for(family, seats, 0, "HEN").sense == "adult female chicken"
    assert source.look_up_for(family, seats, 1, "QAT").in_list is False  # not on the child's list
    assert source.look_up_for(family, seats, 0, "QAT").sense is None  # QAT: in the list, not in the book
    grown_ups = Game(["Ana", "Ben"], lexicon=english, seed=1)
    assert not kid_table(grown_ups, seats) and child_seat(grown_ups, seats) == 0
    # a computer on the kids list is no child at the table
    assert not kid_table(family, [SeatConfig("Ana"), SeatConfig("Robo", "medium")])
