"""The menu's pages are built for the size the window has when they are built, and stay
inside it.

The window system may change the window's size after the frame's resize was handed
out (the size the scenes were told is then older than the window), or while the pages
are being built; pygame-menu refuses a page larger than the window (an AssertionError
that closed the game).  Tiny windows (a window manager lets a window be dragged down to
a few pixels) must not stop the build either."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pygame
import pygame_menu
import pytest

from game.ui.app import App
from game.ui.menu_adapter import open_page
from game.ui.scenes.menu import MenuScene


def every_page(scene: MenuScene) -> Iterator[pygame_menu.Menu]:
    yield scene.main
    yield from scene._pages().values()
    saved = scene.saved_pages
    yield from (saved.list_menu, saved.game_menu, saved.confirm_menu)


def assert_inside(scene: MenuScene, size: tuple[int, int]) -> None:
    window = pygame.Rect((0, 0), size)
    assert scene.size == size
    for page in every_page(scene):
        assert page.get_window_size() == size
        rect = pygame.Rect(page.get_position(), (page.get_width(), page.get_height()))
        assert window.contains(rect), f"{page.get_title()!r} at {rect} leaves the {size} window"


def open_menu(app: App) -> MenuScene:
    scene = MenuScene(app.ctx)
    app.stack.push(scene)
    app.step([], 1 / 60)
    return scene


def test_a_window_smaller_than_the_size_handed_out_gets_pages_its_size(make_app: Callable[..., App]) -> None:
    app = make_app(size=(1280, 800), language="en")
    scene = open_menu(app)
    open_page(scene.main, scene.new_game.new_menu)
    # the window is made smaller (its resize not yet read from the queue) while the
    # scenes are told an older, larger size: the build goes by the window itself
    pygame.display.set_mode((610, 577), pygame.RESIZABLE)
    app.stack.resize((940, 626))
    app.step([], 1 / 60)
    assert_inside(scene, (610, 577))
    assert scene.main.get_current() is scene.new_game.new_menu  # the page open before stays open


def test_a_resize_during_the_build_builds_again_for_the_new_size(
        make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(size=(1280, 800), language="en")
    scene = open_menu(app)
    real = scene.new_game._fill_rules
    sizes = iter([(640, 480), (900, 620)])

    def fill_while_resized() -> None:
        # the window changes size in the middle of the build, after the Rules page was
        # sized: the pages after it would be larger than the window
        size = next(sizes, None)
        if size is not None:
            pygame.display.set_mode(size, pygame.RESIZABLE)
        real()

    monkeypatch.setattr(scene.new_game, "_fill_rules", fill_while_resized)
    scene.resume()  # builds the menu again (as after a game)
    app.step([], 1 / 60)
    # built three times: at 1280x800, again at 640x480, again at 900x620, which held
    assert_inside(scene, (900, 620))


@pytest.mark.parametrize("size", [(300, 200), (907, 121), (200, 150), (120, 90), (1920, 1080)])
def test_tiny_and_large_windows_get_pages_inside_them(make_app: Callable[..., App], size: tuple[int, int]) -> None:
    app = make_app(size=(1024, 700), language="en")
    scene = open_menu(app)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.stack.resize(size)
    app.step([], 1 / 60)
    assert_inside(scene, size)
