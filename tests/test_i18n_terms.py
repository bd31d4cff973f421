"""The catalogues use one word for each thing, the word game/locale/GLOSSARY.md
chose, and Chinese text is punctuated in full width.

Each language lists the words a native reading threw out (they must appear in
no translation) and, for the messages that name the thing, the word chosen.
"""

from __future__ import annotations

import re

import pytest
from babel.messages.catalog import Catalog, Message
from test_i18n_catalogues import catalogue, forms

#: words no translation may use any more, and why
DISCARDED: dict[str, dict[str, str]] = {
    "zh_Hant_HK": {
        "被質疑：": "the challenger's log line: they challenged (提出質疑), they were not challenged",
        "容易": "Easy is 簡單, as in 電腦（簡單）",
        "兒童安全": "reads 'child safety': kid-safe is 兒童適用",
        "合規": "a valid play or word is 有效",
        "還原": "Undo is 悔棋",
        "記錄": "a record is 紀錄",
        "Pass": "the pass button and the texts naming it say 放棄出牌",
        "讓分": "a seat's handicap is more than points: 個人設定",
        "開局加分": "a head start is 開局分",
    },
    "zh_Hans": {
        "选手": "a family game has players, 玩家",
        "竞赛": "the Competition preset is 比赛",
        "撤销": "Undo is 悔棋",
        "最佳一步": "the best move is 最佳拼词",
        "最佳走法": "the best move is 最佳拼词",
        "规则组": "a rule preset is 规则预设",
        "规则设置": "a rule preset is 规则预设",
        "儿童安全": "kid-safe is 儿童适用",
        "让分": "a seat's handicap is more than points: 个人设置",
        "开局加分": "a head start is 开局分",
    },
    "pt": {
        "Registo": "Brazilian: Registro",
        "registo": "Brazilian: registro",
        "tem de": "Brazilian: tem que / precisa",
        "têm de": "Brazilian: têm que / precisam",
        "escreve-se": "Brazilian: se escreve",
        "ficheiro": "Brazilian: arquivo",
        "Crianças": "the Kids preset is Infantil",
        "Da casa": "the House preset is Casa",
        "grátis": "a wrong challenge with no cost is sem penalidade",
        "desafiado:": "the challenger's log line: desafiou",
        "vantagem inicial": "a head start is pontos de largada",
        "iniciais": "a head start is pontos de largada (+25 de largada)",
    },
}

#: (context, message) -> the translation, for the messages that name a thing the glossary fixes
CHOSEN: dict[str, dict[tuple[str | None, str], str]] = {
    "zh_Hant_HK": {
        (None, "challenged: the play stands"): "提出質疑：出牌有效",
        (None, "play taken back (challenged by {name})"): "出牌被收回（{name}提出質疑）",
        (None, "Computer (Easy)"): "電腦（簡單）",
        (None, "Computer, easy"): "電腦（簡單）",
        (None, "Kid-safe"): "兒童適用",
        (None, "Undo"): "悔棋",
        ("button", "Undo"): "悔棋",
        ("button", "Pass"): "放棄出牌",
        (None, "Pass"): "放棄出牌",
        (None, "Save record"): "儲存紀錄",
        (None, "Move log"): "出牌紀錄",
    },
    "zh_Hans": {
        (None, "Player"): "玩家",
        (None, "Players"): "玩家",
        (None, "New game"): "新游戏",
        (None, "Games"): "对局",
        (None, "Competition"): "比赛",
        (None, "House"): "家规",
        (None, "Family"): "家庭",
        (None, "Undo"): "悔棋",
        ("button", "Undo"): "悔棋",
        (None, "Top move"): "最佳拼词",
        (None, "Best play"): "最佳拼词",
        (None, "Rule sets"): "规则预设",
        (None, "Kid-safe"): "儿童适用",
    },
    "pt": {
        (None, "Move log"): "Registro de jogadas",
        (None, "Kids"): "Infantil",
        (None, "House"): "Casa",
        (None, "Single (free)"): "Simples (sem penalidade)",
        (None, "challenged: the play stands"): "desafiou: a jogada vale",
        (None, "play taken back (challenged by {name})"): "jogada desfeita (desafio de {name})",
        ("board square", "DL"): "LD",
        ("board square", "TL"): "LT",
        ("board square", "DW"): "PD",
        ("board square", "TW"): "PT",
    },
}


def translations(po: Catalog) -> list[tuple[Message, str]]:
    return [(m, text) for m in po if m.id for text in forms(m)]


def english(message: Message) -> str:
    return message.id if isinstance(message.id, str) else " ".join(message.id)


@pytest.mark.parametrize("code", sorted(DISCARDED))
def test_no_translation_uses_a_discarded_word(code: str) -> None:
    found = [(word, english(m), text) for m, text in translations(catalogue(code))
             for word in DISCARDED[code] if word in text]
    assert not found, "\n".join(f"{word!r} ({DISCARDED[code][word]}) in {msgid!r}: {text!r}"
                                for word, msgid, text in found)


@pytest.mark.parametrize("code", sorted(CHOSEN))
def test_the_key_messages_use_the_chosen_word(code: str) -> None:
    po = catalogue(code)
    for (context, msgid), wanted in CHOSEN[code].items():
        message = po.get(msgid, context=context)
        assert message is not None, f"{code}: no message {msgid!r} ({context})"
        assert forms(message) == [wanted], f"{code}: {msgid!r} ({context})"


def test_simplified_chinese_keeps_competition_and_family_words_for_those_presets() -> None:
    """比赛 gave the family game a tournament tone: it names the Competition preset and
    nothing else; 家庭 is Family, and House is 家规, so the two differ on one page."""
    for message, text in translations(catalogue("zh_Hans")):
        if "比赛" in text:
            assert "Competition" in english(message), (english(message), text)
        if "家庭" in text:
            assert "Family" in english(message), (english(message), text)


def test_portuguese_counts_the_unseen_tiles_in_the_singular_and_the_plural() -> None:
    message = catalogue("pt").get("{n} unseen")
    assert message is not None and message.pluralizable, "'{n} unseen' must be an ngettext message"
    assert forms(message) == ["{n} não vista", "{n} não vistas"]


# -- Chinese punctuation ---------------------------------------------------------------------

CJK = "\u3000-\u303f\u3400-\u9fff\uff00-\uffef"  # ideographs, CJK and full-width punctuation
#: what a translation copies from the English as it is: placeholders, quoted text, the
#: command line's and the record formats' notation, a coordinate pair, the blank's "?"
NOTATION = re.compile("|".join([
    r"\{nick\}:",  # a GCG move line starts NICK:
    r"\{\w+\}, \{\w+\}",  # (row, column)
    r"\{[^{}]*\}",
    r"'[ -~]*?'",
    r'"[ -~]*?"',
    r"\[[ -~]*\]",
    r"\([ -~]*?\)",
    r">NICK:",
    r"(?<![^\s，、（；])\?(?![^\s）])",  # the blank's letter, a word of its own
    r"(?<=\s)\.\.\.(?=\s)",  # "more arguments" in a usage line
]))
HALF_WIDTH = re.compile(rf";|\.\.\.|[{CJK}]\s*[,:?!()]|[,:?!()]\s*[{CJK}]")


def half_width_marks(text: str) -> list[str]:
    """The half-width punctuation in ``text`` outside its notation, with the character it touches."""
    return [m.group() for m in HALF_WIDTH.finditer(NOTATION.sub(" ", text))]


def test_the_punctuation_reader_spares_notation_and_finds_sentence_marks() -> None:
    assert half_width_marks("「{name}」：{a}, {b}；字母尺 {rack} 只可放 A-Z 及 ?") == []
    assert half_width_marks("'{notation}' 不是以 ';' 結尾；(...) 內沒有") == []
    assert half_width_marks("python main.py --cgp \"CGP\" ...   列出") == []
    assert half_width_marks("質疑錯誤; 失去一輪") == [";"]
    assert half_width_marks("正在準備詞彙表...") == ["..."]
    assert half_width_marks("{stats}; {best}") == [";"]
    assert half_width_marks("出牌有效, 失去") == ["效,"]
    assert half_width_marks("得分(3)很高") == []  # ASCII in brackets is notation
    assert half_width_marks("得分(三)很高") == ["分(", "三)"]


@pytest.mark.parametrize("code", ["zh_Hant_HK", "zh_Hans"])
def test_chinese_translations_use_full_width_punctuation(code: str) -> None:
    found = [(english(m), mark) for m, text in translations(catalogue(code)) for mark in half_width_marks(text)]
    assert not found, "\n".join(f"{msgid!r}: {mark!r}" for msgid, mark in found)
