"""The shipped catalogues: complete, faithful to the English placeholders, compiled,
in step with the code, and drawable in their language's font; and a language
change re-labels the menu at once."""

from __future__ import annotations

import importlib.util
import string
import sys
from pathlib import Path

import pygame
import pygame.freetype
import pytest
from babel.messages.catalog import Catalog, Message
from ui_helpers import settings_from_menu

from game import i18n
from game.ui.settings_panel import language_choices
from game.ui.theme import font_files

ROOT = Path(__file__).resolve().parent.parent
TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.DEFAULT_LANGUAGE]


def _load_tool():
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "scripts" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["i18n_tool"] = module
    spec.loader.exec_module(module)
    return module


tool = _load_tool()


def template() -> Catalog:
    return tool.read_catalog(tool.POT_PATH)


def catalogue(code: str) -> Catalog:
    return tool.read_catalog(tool.po_path(code))


def forms(message: Message) -> list[str]:
    return list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]


def placeholders(text: str) -> set[str]:
    """The ``{fields}`` of a str.format message, with their conversions and formats."""
    found = set()
    for _literal, field, spec, conversion in string.Formatter().parse(text):
        if field is not None:
            found.add(f"{field}!{conversion or ''}:{spec or ''}")
    return found


def test_the_placeholder_reader_sees_fields_and_ignores_doubled_braces() -> None:
    assert placeholders("{name} scores {score:d} {{not}}") == {"name!:", "score!:d"}
    assert placeholders("「{value!r}」") == {"value!r:"}


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_message_is_translated_and_none_is_fuzzy(code: str) -> None:
    po = catalogue(code)
    missing = [m.id for m in template() if m.id and po.get(m.id, context=m.context) is None]
    assert not missing, f"{code}: run `python scripts/i18n.py update`; missing {missing[:5]}"
    for wanted in template():
        if not wanted.id:
            continue
        message = po.get(wanted.id, context=wanted.context)
        assert not message.fuzzy, f"{code}: fuzzy translation of {message.id!r}"
        assert all(forms(message)), f"{code}: {message.id!r} is not translated"
        assert len(forms(message)) == (po.num_plurals if message.pluralizable else 1)


@pytest.mark.parametrize("code", TRANSLATED)
def test_translations_keep_the_english_placeholders(code: str) -> None:
    po = catalogue(code)
    for message in po:
        if not message.id or not all(forms(message)):
            continue
        if not message.pluralizable:
            assert placeholders(forms(message)[0]) == placeholders(message.id), (code, message.id)
            continue
        singular, plural = message.id
        for index, text in enumerate(forms(message)):
            allowed = [placeholders(plural)]
            if index == 0 and po.num_plurals > 1:
                allowed.append(placeholders(singular))  # the "one" form may name no count
            assert placeholders(text) in allowed, (code, message.id, index)


def test_the_plural_rules_are_the_languages_own() -> None:
    assert catalogue("zh_Hant_HK").plural_forms == "nplurals=1; plural=0;"
    assert catalogue("zh_Hans").plural_forms == "nplurals=1; plural=0;"
    assert catalogue("pt").plural_forms == "nplurals=2; plural=(n != 1);"
    for code in TRANSLATED:
        assert str(catalogue(code).locale) == code


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_committed_mo_is_the_compiled_po(code: str) -> None:
    assert tool.mo_path(code).read_bytes() == tool.mo_bytes(catalogue(code)), (
        "run `python scripts/i18n.py compile`")


def test_the_template_is_in_step_with_the_code() -> None:
    assert tool.message_keys(tool.extract_catalog()) == tool.message_keys(template()), (
        "run `python scripts/i18n.py extract` (then update, translate, compile)")


def test_extraction_reads_every_marker_and_translator_comments(tmp_path, monkeypatch) -> None:
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "sample.py").write_text(
        "from game.i18n import _, N_, ngettext, pgettext\n"
        "# Translators: a greeting\n"
        "HELLO = N_('Hello')\n"
        "def f(n):\n"
        "    return _('Bye') + ngettext('{n} tile', '{n} tiles', n) + pgettext('button', 'Play')\n",
        encoding="utf-8")
    (tmp_path / "main.py").write_text("", encoding="utf-8")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    catalog = tool.extract_catalog()
    assert tool.message_keys(catalog) == [
        ("Hello", None), ("Bye", None), (("{n} tile", "{n} tiles"), None), ("Play", "button")]
    assert catalog.get("Hello").auto_comments == ["Translators: a greeting"]


def glyphless(path: Path, text: str) -> set[str]:
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    face = pygame.freetype.Font(str(path), 16)
    chars = sorted({ch for ch in text if ch.isprintable()})
    return {ch for ch, metrics in zip(chars, face.get_metrics("".join(chars))) if metrics is None}


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_languages_font_draws_every_character_of_its_translations(code: str) -> None:
    text = "".join(s for m in catalogue(code) if m.id for s in forms(m))
    for path in font_files(code):
        assert not glyphless(path, text), f"{path.name} lacks glyphs: run `python scripts/i18n.py fonts`"


def test_the_name_sets_are_gb2312_and_big5_level_1() -> None:
    simplified, traditional = (block.characters() for block in tool.NAME_BLOCKS)
    assert (len(simplified), len(traditional)) == (3755, 5401)
    assert set("张伟刘洋黄华") <= simplified and "龍" not in simplified
    assert set("李小龍陳大文王偉") <= traditional and "张" not in traditional


@pytest.mark.parametrize("code", ["zh_Hant_HK", "zh_Hans"])
def test_each_chinese_font_draws_both_scripts_common_name_characters(code: str) -> None:
    wanted = "".join(sorted(set().union(*(block.characters() for block in tool.NAME_BLOCKS))))
    for path in font_files(code):
        assert not glyphless(path, wanted), f"{path.name} lacks glyphs: run `python scripts/i18n.py fonts`"


def test_the_glyph_check_sees_a_missing_glyph() -> None:
    regular, _bold = font_files("en")
    assert glyphless(regular, "简a") == {"简"}


# -- a language change reaches the screen ---------------------------------------------


@pytest.fixture
def app_options():
    return {"size": (1024, 700), "language": "en"}


def write_catalogue(root: Path, code: str, entries: dict[str, str]) -> None:
    catalog = tool.new_catalog(code)
    for msgid, msgstr in entries.items():
        catalog.add(msgid, msgstr)
    target = root / code / "LC_MESSAGES"
    target.mkdir(parents=True)
    (target / f"{i18n.DOMAIN}.mo").write_bytes(tool.mo_bytes(catalog))


def test_switching_language_relabels_the_settings_screen_and_the_menu_under_it(app, tmp_path, monkeypatch) -> None:
    locale = tmp_path / "locale"
    write_catalogue(locale, "pt", {"Language": "Idioma de teste", "New game": "Jogo novo de teste"})
    monkeypatch.setattr(i18n, "LOCALE_DIR", locale)
    menu, screen = settings_from_menu(app)
    assert screen.model.rows()[0].label == "Language"
    choices = language_choices()
    for _ in range(choices.index("pt") - choices.index(screen.model.language())):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], 1 / 60)
    app.step([], 1 / 60)
    assert i18n.language() == "pt" and app.settings.language == "pt"
    # the row speaks Portuguese at once, and the player is still on Settings
    assert app.stack.top is screen
    assert screen.model.rows()[0].label == "Idioma de teste" and screen.model.rows()[0].value == "Português"
    app.draw()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)], 1 / 60)
    app.step([], 1 / 60)
    assert app.stack.top is menu and menu.main.get_widget("new").get_title() == "Jogo novo de teste"


def test_a_chinese_language_switches_the_settings_font(app) -> None:
    settings_from_menu(app)
    assert app.theme.font_path().name == "DejaVuSans.ttf"
    model = app.stack.top.model
    while app.settings.language != "zh_Hans":
        model.step("language", 1)
    app.step([], 1 / 60)
    assert app.theme.font_path().name == "NotoSansCJKsc-Regular.otf"
    assert model.rows()[0].label == i18n._("Language") != "Language"
    app.draw()
