"""Choosing the language: --lang, the system locale, the welcome page of the first
launch, the Language rows of both Settings pages; and Chinese text on screen
(its fonts, its line breaks)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest
from conftest import wait_until
from ui_helpers import settings_from_menu

from game import i18n
from game.rules.game import Game
from game.settings import Settings
from game.settings import save as save_settings
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.launcher import parse_options
from game.ui.play.scene import PlayScene
from game.ui.scene import Scene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.welcome import WelcomeScene
from game.ui.settings_panel import SettingsModel
from game.ui.text_wrap import fit_words, wrap_text
from game.ui.theme import Theme


@pytest.fixture
def make_app(make_app: Callable[..., App]) -> Callable[..., App]:
    """conftest's windows, at 1024 x 700 unless told otherwise."""
    return lambda **options: make_app(**{"size": (1024, 700), **options})


def close(app: App) -> None:
    app.close()


@contextmanager
def window(make_app: Callable[..., App], **options) -> Iterator[App]:
    app = make_app(**options)
    try:
        yield app
    finally:
        close(app)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def saved_language(data: Path) -> str:
    return str(json.loads((data / "settings.json").read_text(encoding="utf-8"))["language"])


def language_written(app: App, data: Path, language: str) -> None:
    """Frames until settings.json names ``language`` (written a moment after the last change)."""
    def frame() -> None:
        app.jobs.wait_all(1.0)
        app.step([], 1 / 60)

    wait_until(lambda: (data / "settings.json").exists() and saved_language(data) == language, step=frame,
               pause=0, what=f"settings.json to name {language}")


# -- the command line and the locale ------------------------------------------------------


def test_lang_takes_the_codes_and_the_ways_people_write_them() -> None:
    assert parse_options([]).language is None
    assert parse_options(["--lang", "zh_Hant_HK"]).language == "zh_Hant_HK"
    assert parse_options(["--lang", "pt_BR"]).language == "pt"
    assert parse_options(["--lang", "zh_HK"]).language == "zh_Hant_HK"
    assert parse_options(["--lang", "zh-Hans"]).language == "zh_Hans"
    assert parse_options(["--lang", "en_GB"]).language == "en"


def test_an_unknown_lang_lists_the_codes_and_exits_with_status_2(capsys) -> None:
    with pytest.raises(SystemExit) as stop:
        parse_options(["--lang", "klingon"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert '"klingon" is not a language the game speaks' in err
    assert "en, zh_Hant_HK, zh_Hans, pt" in err
    assert "Traceback" not in err


def test_the_system_locale_chooses_when_settings_do_not(make_app, data, monkeypatch) -> None:
    monkeypatch.setenv("LANGUAGE", "pt_BR:en")
    with window(make_app, ) as app:
        assert i18n.language() == "pt"
    save_settings(Settings(language="zh_Hans"))
    with window(make_app, ) as app:
        assert i18n.language() == "zh_Hans"  # the choice in Settings beats the locale
    with window(make_app, language="zh_Hant_HK") as app:
        assert i18n.language() == "zh_Hant_HK"  # and --lang beats both, for this session
        assert app.theme.font_path().name == "NotoSansCJKhk-Regular.otf"


# -- the welcome page -----------------------------------------------------------------------


def test_the_first_launch_asks_for_a_language_by_keyboard(make_app, data) -> None:
    with window(make_app, ) as app:
        first = app.first_scene()
        assert isinstance(first, WelcomeScene)
        app.stack.push(first)
        app.step([], 1 / 60)
        labels = [b.label for b in first.buttons.buttons]
        assert labels == ["English", "繁體中文（香港）", "简体中文", "Português", "Text size: Normal"]
        app.step([key(pygame.K_DOWN), key(pygame.K_DOWN)], 1 / 60)
        app.step([key(pygame.K_RETURN)], 1 / 60)
        app.step([], 1 / 60)
        assert isinstance(app.stack.top, MenuScene)
        assert i18n.language() == "zh_Hans" and app.settings.language == "zh_Hans"
        app.jobs.wait_all()
        assert saved_language(data) == "zh_Hans"
    with window(make_app, ) as again:  # the settings file exists now: straight to the menu, in Chinese
        assert isinstance(again.first_scene(), MenuScene)
        assert i18n.language() == "zh_Hans"


def test_the_welcome_page_by_mouse_and_by_number(make_app, data) -> None:
    with window(make_app, ) as app:
        welcome = app.first_scene()
        app.stack.push(welcome)
        app.step([], 1 / 60)
        assert isinstance(welcome, WelcomeScene)
        rect = welcome.buttons.buttons[3].rect
        app.step(click(rect.center), 1 / 60)
        assert i18n.language() == "pt" and isinstance(app.stack.top, MenuScene)
        welcome = WelcomeScene(app.ctx)
        app.stack.replace(welcome)
        app.step([key(pygame.K_2)], 1 / 60)
        assert i18n.language() == "zh_Hant_HK" and app.settings.language == "zh_Hant_HK"
        app.draw()


def test_the_welcome_page_steps_the_text_size_at_once_and_keeps_it_with_the_language(make_app, data) -> None:
    """The fifth button (or 5) steps Normal, Large, Largest: the page's own text grows at
    once, the buttons stay whole in the window and under the prompts, and the size chosen
    is written with the language."""
    with window(make_app, size=(800, 600)) as app:
        welcome = app.first_scene()
        assert isinstance(welcome, WelcomeScene)
        app.stack.push(welcome)
        app.step([], 1 / 60)
        sized = welcome.text_size_button
        heights = [sized.rect.h]
        app.step(click(sized.rect.center), 1 / 60)
        assert app.settings.text_size == "large" and app.theme.text_size == "large"
        assert sized.label == "Text size: Large"
        heights.append(sized.rect.h)
        app.step([key(pygame.K_5)], 1 / 60)
        assert app.settings.text_size == "largest" and app.theme.px(16) == 24
        heights.append(sized.rect.h)
        assert heights[0] < min(heights[1:]), heights  # Largest closes them up to fit the window
        rects = [b.rect for b in welcome.buttons.buttons]
        assert all(app.surface.get_rect().contains(r) for r in rects), rects
        assert rects[0].top >= welcome._prompts_bottom(600), (rects[0], welcome._prompts_bottom(600))
        app.step([key(pygame.K_1)], 1 / 60)
        assert isinstance(app.stack.top, MenuScene)
        app.jobs.wait_all()
        assert json.loads((data / "settings.json").read_text(encoding="utf-8"))["text_size"] == "largest"


def test_the_welcome_page_is_skipped_for_lang_continue_and_the_demo(make_app, data) -> None:
    for options in ({"language": "en"}, {"resume_latest": True}, {"demo": True}):
        with window(make_app, **options) as app:
            assert not isinstance(app.first_scene(), WelcomeScene), options


def test_the_welcome_page_offers_the_systems_language_first(make_app, data, monkeypatch) -> None:
    monkeypatch.setenv("LANGUAGE", "zh_TW")
    with window(make_app, ) as app:
        welcome = app.first_scene()
        assert isinstance(welcome, WelcomeScene)
        assert welcome.buttons.focus == list(i18n.LANGUAGES).index("zh_Hant_HK")
        # each prompt line is in its own language, whichever is in use
        assert welcome.prompts[0] == "Choose a language"
        assert "請選擇語言" in welcome.prompts


# -- the in-game Settings ---------------------------------------------------------------------


def in_game_settings(app) -> tuple[PlayScene, PauseScene, SettingsScene]:
    """A two-person game with its pause menu open and the Settings screen over it."""
    play = PlayScene(app.ctx, Game(["Ana", "Ben"], seed=1), [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(play)
    pause = PauseScene(app.ctx, play)
    app.stack.push(pause)
    pause.open_settings()
    screen = app.stack.top
    assert isinstance(screen, SettingsScene)
    return play, pause, screen


def row_value(screen: SettingsScene, key: str) -> str:
    return next(row.value for row in screen.model.rows() if row.key == key)


def right_half(screen: SettingsScene, key: str) -> tuple[int, int]:
    index = SettingsModel.KEYS.index(key)
    value = screen.panel.value_rect(index)
    return value.right - 2, value.centery


def left_half(screen: SettingsScene, key: str) -> tuple[int, int]:
    row = screen.panel.row_rect(SettingsModel.KEYS.index(key))
    return row.x + 10, row.centery


def test_the_in_game_settings_change_the_language_at_once(make_app, data) -> None:
    with window(make_app, language="en") as app:
        play, pause, screen = in_game_settings(app)
        assert screen.model.rows()[0].label == "Language" and row_value(screen, "language") == "English"
        app.step(click(right_half(screen, "language")), 1 / 60)
        assert i18n.language() == "zh_Hant_HK" and app.settings.language == "zh_Hant_HK"
        assert screen.model.rows()[0].label == "語言" and row_value(screen, "language") == "繁體中文（香港）"
        assert screen.panel.focus == 0
        app.step([key(pygame.K_RETURN)], 1 / 60)
        assert i18n.language() == "zh_Hans" and row_value(screen, "language") == "简体中文"
        # the game and the pause menu under the Settings screen speak the new language too
        assert play.buttons["play"].label == i18n.pgettext("button", "Play") != "Play"
        assert pause.buttons[0].label == i18n._("Resume") != "Resume"
        app.step(click(left_half(screen, "language")), 1 / 60)  # the left of the row steps back
        assert i18n.language() == "zh_Hant_HK"
        language_written(app, data, "zh_Hant_HK")
        app.step([key(pygame.K_ESCAPE)], 1 / 60)
        assert app.stack.top is pause and pause.buttons[0].label == i18n._("Resume") != "Resume"
        app.draw()


def test_lang_holds_until_a_language_is_chosen_in_settings(make_app, data, monkeypatch) -> None:
    monkeypatch.setenv("LANGUAGE", "pt_BR")
    with window(make_app, language="zh_Hans") as app:
        _play, _pause, screen = in_game_settings(app)
        assert app.settings.language == "" and row_value(screen, "language") == "简体中文"  # --lang shows
        app.step([key(pygame.K_RIGHT)], 1 / 60)  # the next after 简体中文
        assert app.settings.language == "pt" and i18n.language() == "pt" and app.options.language is None
        app.step([key(pygame.K_LEFT)], 1 / 60)
        assert app.settings.language == "zh_Hans" and i18n.language() == "zh_Hans"


def test_system_follows_the_locale_now_and_at_a_later_launch(make_app, data, monkeypatch) -> None:
    save_settings(Settings(language="en"))
    monkeypatch.setenv("LANGUAGE", "pt_BR")
    with window(make_app, ) as app:
        _menu, screen = settings_from_menu(app)
        assert row_value(screen, "language") == "English"
        app.step([key(pygame.K_LEFT)], 1 / 60)  # before English: the system's language
        assert app.settings.language == "" and i18n.language() == "pt"
        assert row_value(screen, "language") == i18n._("System ({name})").format(name="Português")
        assert "Português" in row_value(screen, "language")
        app.step([key(pygame.K_ESCAPE)], 1 / 60)  # leaving writes the choice at once
        app.jobs.wait_all()
        assert saved_language(data) == ""
    monkeypatch.setenv("LANGUAGE", "zh_HK")  # the system speaks another language now
    with window(make_app, ) as app:
        assert i18n.language() == "zh_Hant_HK"
        assert SettingsModel(app.ctx).rows()[0].value == i18n._("System ({name})").format(name="繁體中文（香港）")


# -- Chinese on screen --------------------------------------------------------------------------


def test_chinese_wraps_between_characters_never_before_a_closing_mark() -> None:
    pygame.font.init()
    theme = Theme()
    i18n.set_language("zh_Hans")
    font = theme.font(20)
    text = "请选择语言，请选择语言。请选择语言"
    lines = wrap_text(font, text, font.size("请选择语")[0])
    assert "".join(lines) == text
    assert all(font.size(line)[0] <= font.size("请选择语言，")[0] for line in lines)
    assert len(lines) > 3
    assert not any(line[0] in "，。" for line in lines)
    # English still breaks at spaces only
    i18n.set_language("en")
    assert wrap_text(theme.font(20), "one two three", theme.font(20).size("one two")[0]) == ["one two", "three"]


def test_text_cut_to_fit_breaks_where_a_line_may_break() -> None:
    pygame.font.init()
    theme = Theme()
    i18n.set_language("zh_Hans")
    font = theme.font(20)
    ellipsis = font.size("…")[0]
    # Chinese: between two characters, not back to the last space
    row = "3 天前 · 李小龙 84、张伟 0 · 经典"
    room = font.size("3 天前 · 李小龙 84、张")[0] + ellipsis
    assert fit_words(font, row, room) == "3 天前 · 李小龙 84、张…"
    # a closing mark stays with the character before it, as in wrapping
    assert fit_words(font, "李小龙，张伟", font.size("李小龙")[0] + ellipsis) == "李小…"
    i18n.set_language("en")
    font = theme.font(20)
    ellipsis = font.size("…")[0]
    # English: after a whole word; a first word too long is cut at a letter
    assert fit_words(font, "Bartholomew the Great", font.size("Bartholomew the")[0] + ellipsis) == "Bartholomew the…"
    cut = fit_words(font, "Bartholomew the Great", font.size("Barth")[0] + ellipsis)
    assert cut.startswith("Bart") and cut.endswith("…") and " " not in cut
    assert fit_words(font, "Ana", 100) == "Ana"


def test_the_theme_follows_the_language_and_draws_names_it_lacks_in_a_font_that_has_them() -> None:
    pygame.font.init()
    theme = Theme()
    assert theme.font_path().name == "DejaVuSans.ttf"
    latin = theme.font(18)
    i18n.set_language("zh_Hant_HK")
    assert theme.font_path(bold=True).name == "NotoSansCJKhk-Bold.otf"
    assert theme.font(18) is not latin  # the cache emptied with the change
    # CJK lines stand taller than Latin ones at one size: layouts step by the line size
    assert theme.font(18).get_linesize() > latin.get_linesize()
    i18n.set_language("en")
    assert theme.font_path_for("简体中文").name.startswith("NotoSansCJK")
    assert theme.font_path_for("Português").name == "DejaVuSans.ttf"


def test_every_scene_on_the_stack_hears_of_a_language_change_once(make_app, data) -> None:
    class Listening(Scene):
        def __init__(self, ctx) -> None:
            super().__init__(ctx)
            self.heard = 0

        def language_changed(self) -> None:
            self.heard += 1

    with window(make_app, language="en") as app:
        under, over = Listening(app.ctx), Listening(app.ctx)
        app.stack.push(under)
        app.stack.push(over)
        app.settings.language = "pt"
        app.apply_settings()
        app.apply_settings()  # nothing changed this time
        assert (under.heard, over.heard) == (1, 1)
        app.settings.language = "pt"
        app.apply_settings()
        assert under.heard == 1


@pytest.mark.parametrize("language, standard, word_first", [
    ("pt", "8H PALAVRA", "PALAVRA 8H"),
    ("zh_Hant_HK", "8H 單詞", "單詞 8H"),
    ("zh_Hans", "8H 单词", "单词 8H"),
])
def test_the_move_log_rows_sample_word_is_a_word_of_the_language(make_app, data, language, standard,
                                                                  word_first) -> None:
    """The sample shows where the square goes: the square stays 8H, the word is the language's."""
    with window(make_app, language=language) as app:
        _play, _pause, screen = in_game_settings(app)
        assert row_value(screen, "move_notation") == standard
        app.step(click(right_half(screen, "move_notation")), 1 / 60)
        assert app.settings.move_notation == "word_first" and row_value(screen, "move_notation") == word_first


def test_the_in_game_settings_switch_the_move_log_to_word_first(make_app, data) -> None:
    with window(make_app, language="en") as app:
        _play, _pause, screen = in_game_settings(app)
        assert row_value(screen, "move_notation") == "8H WORD"
        app.step(click(right_half(screen, "move_notation")), 1 / 60)
        assert app.settings.move_notation == "word_first" and row_value(screen, "move_notation") == "WORD 8H"
        app.step([key(pygame.K_ESCAPE)], 1 / 60)
        app.jobs.wait_all()
        assert json.loads((data / "settings.json").read_text(encoding="utf-8"))["move_notation"] == "word_first"
