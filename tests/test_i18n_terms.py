"""The catalogues use one word for each thing, the word game/locale/GLOSSARY.md
chose, and Chinese text is punctuated in full width.

Each language lists the words a native reading threw out (they must appear in
no translation) and, for the messages that name the thing, the word chosen.
``TERMS`` holds the glossary's terms: each one's chosen form, which the glossary
records and the messages naming it use, and the forms it replaced, which no
translation may use.  Hong Kong numbers sit against their units; Simplified
Chinese scores end in 分.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

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
        ("board square", "DL"): "雙字",
        ("board square", "TL"): "三字",
        ("board square", "DW"): "雙詞",
        ("board square", "TW"): "三詞",
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
        ("board square", "DL"): "双字",
        ("board square", "TL"): "三字",
        ("board square", "DW"): "双词",
        ("board square", "TW"): "三词",
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


# -- the glossary's terms, one form each -----------------------------------------------------

GLOSSARY = Path(__file__).resolve().parent.parent / "game" / "locale" / "GLOSSARY.md"


@dataclass(frozen=True)
class Term:
    """A thing the glossary names: the form every translation uses, the forms a native
    reading threw out, and (when a message's English says the thing in one way) the
    English that must come out as the chosen form."""

    chosen: str
    rejected: tuple[str, ...] = ()
    english: str | None = None  # a regular expression over the msgid, case-insensitive


TERMS: dict[str, list[Term]] = {
    "zh_Hant_HK": [
        Term("最佳出牌", ("最高分出牌",), r"\b(best|top) (play|move)s?\b"),
        Term("輪", ("回合",), r"\byour turn\b"),
        Term("QR碼", ("二維碼",), r"\bscan|^phone codes$"),
        Term("中央四格", ("中間四格",), r"centre square"),
        Term("提示不限", ("無限提示",), r"^unlimited hints$"),
        Term("七張全出", ("一次過用完七張牌及空白牌",), r"^bingos and blanks$"),
        Term("規則：{preset}", ("{preset}規則", "家規規則"), r"^\{preset\} rules"),
        Term("抽到最接近 A 的字母者先出牌", ("最小字母",), r"^lowest tile goes first"),
        Term("誰先出牌", ("先手",), r"^who goes first|^first, then"),
        Term("恢復規則組合原設定", ("重設為預設",), r"^reset to preset$"),
        Term("差一點", ("試得好",), r"^nice try"),
        Term("擱牌架", ("字母架",), r"^on the racks?$"),
        Term("字母雙倍", ("字母 x2",), r"^letter x2$|^DL/TL|\{double_letter\}"),
        Term("字母三倍", ("字母 x3",), r"^letter x3$|^DL/TL"),
        Term("單詞雙倍", ("單詞 x2",), r"^word x2$|^DL/TL"),
        Term("單詞三倍", ("單詞 x3",), r"^word x3$|^DL/TL|\{triple_word\}"),
        Term("一般檔案", ("普通檔案",), r"regular file"),
        Term("是連結或不是資料夾", (), r"^is a link or not a folder$"),
        # the command line writes, it does not speak
        Term("與", ("一齊", "冒號同"), r"works only with"),
    ],
    "zh_Hans": [
        Term("拼词", ("走法", "步棋", "只下", "所下"), r"move line|is not a move|^played move$|new moves will not|move type|^no move after"),
        Term("先开始", ("先手",), r"goes first|^first, then"),
        Term("7个全出", ("7块全出",)),
        Term("中央四格", ("中心的四格",), r"centre square"),
        Term("不计时", ("不设计时钟", "无计时钟"), r"\bno clock\b"),
        Term("空白字母块", ("空白牌",), r"^blanks$"),
        Term("字母尺", ("字母架",), r"^on the racks?$"),
        Term("由谁来玩", ("控制方",), r"^plays as$"),
        Term("字母得分乘2", (), r"^letter x2$"),
        Term("单词得分乘3", (), r"^word x3$"),
        Term("是链接或不是文件夹", (), r"^is a link or not a folder$"),
    ],
    "pt": [
        Term("A vez passou", ("Vez passada",), r"^time's up! turn passed"),
        Term("Regras: {preset}", ("Regras {preset}",), r"^\{preset\} rules"),
        Term(": {points} pontos", ("por {points}",), r" at \{position\} for \{points\}$"),
        Term("Não dá para formar nenhuma palavra", ("cabe nas",), r"\bno (everyday )?word fits your tiles"),
        Term("peças em branco", ("espaços em branco",), r"^blanks$"),
        Term("casas de prêmio", ("casas premiadas",), r"premium squares"),
        Term("misturar", ("embaralhar",), r"\bshuffle\b"),
        Term("jogo", ("partida", "partidas", "Partida", "Partidas")),
        Term("próprio", ("dele",), r"\btheir own\b"),
        Term("ajuste", ("handicap",), r"(?<!#)\bhandicaps?\b"),
        Term("Peças no celular", ("Racks no celular",), r"^phone racks$"),
        Term("letra dupla", ("letra x2",), r"^letter x2$|^DL/TL|\{double_letter\}"),
        Term("letra tripla", ("letra x3",), r"^letter x3$|^DL/TL"),
        Term("palavra dupla", ("palavra x2",), r"^word x2$|^DL/TL"),
        Term("palavra tripla", ("palavra x3",), r"^word x3$|^DL/TL|\{triple_word\}"),
        Term("é um link ou não é uma pasta", (), r"^is a link or not a folder$"),
    ],
}


def contains(text: str, form: str, whole: bool = True) -> bool:
    """``form`` in ``text``, in any case; a Latin word only from a word's start (``handicap``
    not as the GCG pragma ``#handicap``) and, when ``whole``, to its end (``dele`` is not in
    ``deles``; a chosen ``ajuste`` is in ``ajustes``)."""
    latin = "A-Za-z0-9_\u00c0-\u024f"
    before = rf"(?<![{latin}#])" if re.match(f"[{latin}]", form) else ""
    after = rf"(?![{latin}])" if whole and re.search(f"[{latin}]$", form) else ""
    return re.search(before + re.escape(form) + after, text, re.IGNORECASE) is not None


def test_the_term_reader_matches_whole_latin_words_and_any_chinese() -> None:
    assert contains("do dicionário dele: {list}", "dele") and not contains("qualquer um deles", "dele")
    assert contains("Sem handicap", "handicap") and not contains("#handicap: {problem}", "handicap")
    assert contains("Casas de prêmio", "casas de prêmio")
    assert contains("Com ajustes", "ajuste", whole=False) and not contains("Com ajustes", "ajuste")
    assert contains("你的回合繼續", "回合") and contains("掃描QR碼加入", "QR碼")


@pytest.mark.parametrize("code", sorted(TERMS))
def test_no_translation_uses_a_form_the_glossary_rejected(code: str) -> None:
    found = [(term.chosen, word, english(m), text) for m, text in translations(catalogue(code))
             for term in TERMS[code] for word in term.rejected if contains(text, word)]
    assert not found, "\n".join(f"{word!r} (the glossary says {chosen!r}) in {msgid!r}: {text!r}"
                                for chosen, word, msgid, text in found)


@pytest.mark.parametrize("code", sorted(TERMS))
def test_the_messages_that_name_a_glossary_term_use_its_chosen_form(code: str) -> None:
    po = catalogue(code)
    missing = []
    for term in TERMS[code]:
        named = [(m, text) for m, text in translations(po)
                 if term.english and re.search(term.english, english(m), re.IGNORECASE)]
        assert named or not term.english, f"{code}: no message's English matches {term.english!r}"
        missing += [(term.chosen, english(m), text) for m, text in named
                    if not contains(text, term.chosen, whole=False)]
        assert any(contains(text, term.chosen, whole=False) for _m, text in translations(po)), (
            f"{code}: the glossary's {term.chosen!r} is in no translation")
    assert not missing, "\n".join(f"{msgid!r} should say {chosen!r}: {text!r}" for chosen, msgid, text in missing)


@pytest.mark.parametrize("code", sorted(TERMS))
def test_the_glossary_records_every_chosen_form(code: str) -> None:
    heading = re.search(rf"^## .*`{code}`$", GLOSSARY.read_text(encoding="utf-8"), re.MULTILINE)
    assert heading, f"GLOSSARY.md has no section for {code}"
    section = heading.string[heading.end():].split("\n## ")[0]
    unrecorded = [term.chosen for term in TERMS[code] if term.chosen not in section]
    assert not unrecorded, f"GLOSSARY.md's {code} section lacks {unrecorded}"


def test_simplified_chinese_scores_end_in_fen() -> None:
    """得 21 reads as a number with no unit: every score a message gives ends in 分."""
    bare = [(english(m), text) for m, text in translations(catalogue("zh_Hans"))
            if re.search(r"\bfor \{(points|score)\}", english(m))
            and not re.search(r"\{(points|score)\} ?分", text)]
    assert not bare, bare


#: a number the Hong Kong catalogue counts or ranks with a Chinese unit
HK_NUMBER = re.compile(r"\d|\{(count|n|cap|points|score|seconds|size|most|line|number|seat|row|col|total|"
                       r"turns|before|margin|limit|players|seats|events|version|recorded|computed)(![^}]*)?(:[^}]*)?\}")
HK_UNIT = "分張秒輪個次行列步局位層名項人版格"


def hk_spaced_numbers(text: str) -> list[str]:
    """Where ``text`` puts a space between a number and its unit, or between 第/得/扣 and the number."""
    spaced = re.finditer(rf"(?:{HK_NUMBER.pattern}) +[{HK_UNIT}]|[第得扣共剩] +(?:{HK_NUMBER.pattern})", text)
    return [m.group() for m in spaced]


def test_the_spacing_reader_finds_a_spaced_unit_and_spares_notation() -> None:
    assert hk_spaced_numbers("得 {points} 分，第 {line} 行") == ["得 {points}", "第 {line}"]
    assert hk_spaced_numbers("最多 {cap} 張") == ["{cap} 張"]
    assert hk_spaced_numbers("得{points}分；超過{cap} MB；8D 橫向；0x{byte:02x} 不是") == []


def test_hong_kong_chinese_writes_a_number_against_its_unit() -> None:
    """Hong Kong text writes 7張, 得21分, 第3行: no space between a number and its unit."""
    found = [(english(m), text) for m, text in translations(catalogue("zh_Hant_HK")) if hk_spaced_numbers(text)]
    assert not found, "\n".join(f"{msgid!r}: {text!r}" for msgid, text in found)
