"""The menu comes back from a game without trying every text size on New game again.

New game's text shrinks, a whole build of the page per size, until its rows fit
(``fitting_sizes``).  The size found is kept for the same window, language and
choices, so building the menu again (coming back from a game, a resize back)
builds that page once, at the same size as a fresh search would find."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.menu_parts.pages import fitting_sizes


def counting_builds(scene: MenuScene, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    calls: list[int] = []
    real = scene.new_game._fill_new

    def fill(size: int, compact: bool = False) -> None:
        calls.append(size)
        real(size, compact)

    monkeypatch.setattr(scene.new_game, "_fill_new", fill)
    return calls


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_new_game_page_is_built_once_when_the_menu_comes_back(
        make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    app = make_app(size=size, language="en")
    scene = MenuScene(app.ctx)
    calls = counting_builds(scene, monkeypatch)
    app.stack.push(scene)
    app.step([], 1 / 60)
    searched = list(calls)
    fit = scene.new_game.new_menu_fit
    # the search tried the sizes largest first and stopped at the first that fits
    assert searched == [s for s, _compact in fitting_sizes(app.ctx, size[1])][:len(searched)]
    assert fit == fitting_sizes(app.ctx, size[1])[len(searched) - 1]
    calls.clear()
    scene.resume()  # back from a game
    assert calls == [fit[0]] and scene.new_game.new_menu_fit == fit
    # other choices: the search runs again (a page with other rows may fit at another size)
    calls.clear()
    scene.setup.phones = True
    scene.resume()
    assert calls[0] == fitting_sizes(app.ctx, size[1])[0][0]


def test_a_new_language_searches_again(make_app: Callable[..., App], monkeypatch: pytest.MonkeyPatch) -> None:
    from game import i18n

    app = make_app(size=(800, 600), language="en")
    scene = MenuScene(app.ctx)
    calls = counting_builds(scene, monkeypatch)
    app.stack.push(scene)
    app.step([], 1 / 60)
    calls.clear()
    keep: Any = i18n.language()
    try:
        i18n.set_language("zh_Hant_HK")
        scene.resume()
        assert calls[0] == fitting_sizes(app.ctx, 600)[0][0]
    finally:
        i18n.set_language(keep)
