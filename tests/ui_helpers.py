"""Steps several UI test files share."""

from __future__ import annotations

from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings import SettingsScene


def settings_from_menu(app: App) -> tuple[MenuScene, SettingsScene]:
    """The main menu on ``app``'s stack, then its Settings screen over it, a frame each."""
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    menu.open_settings()
    app.step([], 1 / 60)
    screen = app.stack.top
    assert isinstance(screen, SettingsScene)
    return menu, screen
