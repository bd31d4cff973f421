"""The window's title bar speaks the language in use, from the start and after a change."""

from __future__ import annotations

import gettext

import pygame
import pytest

from game import i18n
from game.paths import set_data_dir
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.welcome import WelcomeScene


class _Catalogue(gettext.NullTranslations):
    """A catalogue naming the game in the title bar, as a translator may."""

    def __init__(self, caption: str) -> None:
        super().__init__()
        self.caption = caption

    def pgettext(self, context: str, message: str) -> str:
        if (context, message) == ("window title", "Tile Party"):
            return self.caption
        return message


@pytest.fixture
def catalogues(tmp_path, monkeypatch):
    set_data_dir(tmp_path)
    real = i18n.load_translations
    names = {"pt": "Festa das Peças", "zh_Hans": "拼字派对"}
    monkeypatch.setattr(i18n, "load_translations",
                        lambda code: _Catalogue(names[code]) if code in names else real(code))
    yield names
    set_data_dir(None)


def close(app: App) -> None:
    app.close()


def test_the_caption_is_set_in_the_language_of_the_launch(make_app, catalogues) -> None:
    app = make_app(size=(1024, 700), language="zh_Hans")
    try:
        assert pygame.display.get_caption()[0] == "拼字派对"
    finally:
        close(app)


def test_the_caption_follows_a_language_chosen_on_the_welcome_page(make_app, catalogues) -> None:
    app = make_app(size=(1024, 700))
    try:
        assert pygame.display.get_caption()[0] == "Tile Party"
        welcome = app.first_scene()
        assert isinstance(welcome, WelcomeScene)
        app.stack.push(welcome)
        app.step([], 1 / 60)
        rect = welcome.buttons.buttons[3].rect  # Português
        app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1),
                  pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1)], 1 / 60)
        assert i18n.language() == "pt" and isinstance(app.stack.top, MenuScene)
        assert pygame.display.get_caption()[0] == "Festa das Peças"
        i18n.set_language("en")
        assert pygame.display.get_caption()[0] == "Tile Party"
    finally:
        close(app)
