"""The language switch: English by default, unknown codes fall back, bad catalogues never stop the game."""

from __future__ import annotations

import gettext
import os
from pathlib import Path

import pytest

from game import i18n, paths


@pytest.fixture(autouse=True)
def _english_after() -> object:
    yield None
    i18n.set_language("en")


def test_english_is_the_identity() -> None:
    assert i18n.set_language("en") == "en"
    assert i18n._("New game") == "New game"
    assert i18n.ngettext("{n} tile", "{n} tiles", 1) == "{n} tile"
    assert i18n.ngettext("{n} tile", "{n} tiles", 3) == "{n} tiles"


def test_an_unknown_language_means_english() -> None:
    assert i18n.set_language("xx_YY") == "en"
    assert i18n.language() == "en"


def test_listeners_hear_every_change() -> None:
    heard: list[str] = []
    i18n.on_language_change(heard.append)
    try:
        i18n.set_language("pt")
        i18n.set_language("nope")
    finally:
        i18n._listeners.remove(heard.append)
    assert heard == ["pt", "en"]


def test_a_damaged_catalogue_reads_as_english(tmp_path, monkeypatch) -> None:
    target = tmp_path / "pt" / "LC_MESSAGES"
    target.mkdir(parents=True)
    (target / f"{i18n.DOMAIN}.mo").write_bytes(b"\xde\x12\x04\x95garbage")
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    assert type(i18n.load_translations("pt")) is gettext.NullTranslations


def test_locale_variables_are_read_in_gettext_order() -> None:
    env = {"LANGUAGE": "", "LC_ALL": "", "LC_MESSAGES": "zh_TW.UTF-8", "LANG": "pt_PT.UTF-8"}
    assert i18n.language_from_locale(env) == "zh_Hant_HK"
    assert i18n.language_from_locale({"LANGUAGE": "fr:pt_BR"}) == "pt"
    assert i18n.language_from_locale({}) is None


@pytest.mark.parametrize(("code", "written"), [("en", "35.4"), ("pt", "35,4"), ("zh_Hans", "35.4"),
                                               ("zh_Hant_HK", "35.4")])
def test_a_decimal_is_written_as_the_language_writes_it(code: str, written: str) -> None:
    i18n.set_language(code)
    assert i18n.decimal(35.44) == written
    assert i18n.decimal(2.0, 1) == written.replace("35", "2").replace("4", "0")


@pytest.mark.parametrize(("code", "link_reason", "file_reason"), [
    ("en", "is a link or not a folder", "is not a regular file"),
    ("zh_Hant_HK", "是連結或不是資料夾", "不是一般檔案"),
    ("zh_Hans", "是链接或不是文件夹", "不是普通文件"),
    ("pt", "é um link ou não é uma pasta", "não é um arquivo comum"),
])
def test_the_games_own_reasons_for_refusing_a_path_speak_the_players_language(
        tmp_path, code: str, link_reason: str, file_reason: str) -> None:
    """A folder of the game's own that is a link, or a log that is not a regular file, is
    refused with a reason shown after the path (a toast, a notice): in the player's language."""
    i18n.set_language(code)
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "screenshots").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(OSError) as refused:
        paths.own_folder(tmp_path / "screenshots")
    assert refused.value.strerror == link_reason
    with pytest.raises(OSError) as refused:
        paths.open_for_append(Path(os.devnull))  # a device, not a file a log can be
    assert refused.value.strerror == file_reason
