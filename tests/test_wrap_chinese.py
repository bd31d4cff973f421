"""Chinese line breaking (``wrap_text``): the texts the results, statistics and play
panels broke badly at 800x600, at the widths they were broken at."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from game import i18n
from game.ui.text_wrap import wrap_text
from game.ui.theme import Theme


@pytest.fixture
def theme() -> Iterator[Theme]:
    pygame.font.init()
    before = i18n.language()
    i18n.set_language("zh_Hant_HK")
    yield Theme()
    i18n.set_language(before)


def wrapped(theme: Theme, text: str, size: int, width_of: str) -> list[str]:
    """``text`` wrapped at the width ``width_of`` takes in the font ``text`` is drawn in."""
    font = theme.font_for(text, size)
    return wrap_text(font, text, font.size(width_of)[0])


def test_the_margin_in_a_headline_keeps_its_points_and_its_full_stop(theme):
    # broken greedily: "遊戲提早結束。Ana 以 100 分勝出，領先 16" over a lone "分。"
    text = "遊戲提早結束。Ana 以 100 分勝出，領先 16 分。"
    assert wrapped(theme, text, 16, "遊戲提早結束。Ana 以 100 分勝出，領先 16") == [
        "遊戲提早結束。Ana 以 100 分勝出，領先", "16 分。"]


def test_a_name_keeps_its_verb_whole(theme):
    # broken greedily: "ABCDEFG 34，由Cleo打" over "出"
    assert wrapped(theme, "ABCDEFG 34，由Cleo打出", 15, "ABCDEFG 34，由Cleo打") == ["ABCDEFG 34，", "由Cleo打出"]


def test_seven_tiles_stay_on_one_line_with_their_exclamation_mark(theme):
    # broken greedily: "Cleo一次過用完七張" over "牌！"
    assert wrapped(theme, "Cleo一次過用完七張牌！", 16, "Cleo一次過用完七張") == ["Cleo一次過", "用完七張牌！"]


def test_letter_tiles_are_not_torn_in_two(theme):
    # broken greedily: "一次用完7个字" over "母块"
    i18n.set_language("zh_Hans")
    assert wrapped(theme, "一次用完7个字母块", 13, "一次用完7个字") == ["一次用完7", "个字母块"]


def test_full_width_closing_marks_never_start_a_line_nor_opening_ones_end_one(theme):
    # "％" and "〕" are full-width closing marks, "〔" an opening one
    assert wrapped(theme, "命中率是百分之五十％", 16, "命中率是百分之五十") == ["命中率是百", "分之五十％"]
    assert wrapped(theme, "一二三四五〔確定〕", 16, "一二三四五〔") == ["一二三四五", "〔確定〕"]


def test_a_run_of_latin_letters_and_digits_stays_whole(theme):
    assert wrapped(theme, "最佳單詞ABCDEFG34分", 16, "ABCDEFG34分") == ["最佳單詞", "ABCDEFG34分"]


def test_english_still_breaks_greedily_at_spaces(theme):
    i18n.set_language("en")
    assert wrapped(theme, "one two three four five six", 16, "one two three four five") == [
        "one two three four five", "six"]


def test_a_line_ends_where_the_sentence_pauses_rather_than_inside_a_word(theme):
    # broken greedily: "…以 13 分勝" over "出，領先 11 分。", tearing 勝出 in two
    text = "遊戲提早結束。Bartholomew the Grea 以 13 分勝出，領先 11 分。"
    assert wrapped(theme, text, 16, "遊戲提早結束。Bartholomew the Grea 以 13 分勝") == [
        "遊戲提早結束。Bartholomew the Grea 以", "13 分勝出，領先 11 分。"]
