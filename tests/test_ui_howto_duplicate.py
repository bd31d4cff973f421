"""How to play explains Duplicate on a page of its own, before Upwords: one rack for
everyone, each player's play and score, lowest first, the best lit as the one that goes
on the board; and its words in every language."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game import i18n
from game.ui.app import App
from game.ui.scenes.howto import DUPLICATE_PLAYS, DUPLICATE_RACK, PAGES, HowToScene

#: where the screenshots a person looks at go: the run's screenshot folder (tests/conftest.py,
#: ``shots``; ``TILE_PARTY_SHOTS`` names one to keep), set by the ``shots_here`` fixture
SHOTS = Path()
pytestmark = pytest.mark.usefixtures("shots_here")


def open_duplicate_page(app: App) -> tuple[HowToScene, list[tuple[str, tuple[int, int], Any]]]:
    """How to play from its first page, turned to the Duplicate page with the Right key; the
    texts its last frame drew, each with where and in what colour."""
    howto = HowToScene(app.ctx)
    app.stack.push(howto)
    page = next(k for k, (title, _text) in enumerate(PAGES) if title == "Duplicate")
    for _turn in range(page):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], 1 / 60)
    assert howto.page == page
    drawn: list[tuple[str, tuple[int, int], Any]] = []
    theme = app.ctx.theme
    real = theme.text

    def record(surface: pygame.Surface, text: str, size: int, pos: Any, colour: Any, *args: Any, **kw: Any) -> Any:
        drawn.append((text, (round(pos[0]), round(pos[1])), colour))
        return real(surface, text, size, pos, colour, *args, **kw)

    for _frame in range(90):  # the picture comes to rest
        app.step([], 1 / 60)
    theme.text = record  # type: ignore[method-assign]
    try:
        app.step([], 1 / 60)
        app.ctx.stack.top.draw(app.surface)
    finally:
        theme.text = real  # type: ignore[method-assign]
    return howto, drawn


def test_the_duplicate_page_comes_before_upwords() -> None:
    titles = [title for title, _text in PAGES]
    assert titles[-2:] == ["Duplicate", "Upwords"]
    text = dict(PAGES)["Duplicate"]
    for idea in ("same rack at the same time", "scores the play they found", "lowest first",
                 "best one goes on the board"):
        assert idea in text


@pytest.fixture
def app_in(request: pytest.FixtureRequest, make_app: Callable[..., App]) -> Iterator[tuple[App, str]]:
    app = make_app(size=(800, 600))
    before = i18n.language()
    i18n.set_language(request.param)
    yield app, request.param
    i18n.set_language(before)


@pytest.mark.parametrize("app_in", ["en", "pt"], indirect=True)
def test_the_page_shows_the_round_lowest_first_with_the_best_lit(app_in: tuple[App, str]) -> None:
    app, in_language = app_in
    howto, drawn = open_duplicate_page(app)
    title, text = howto.page_text()
    assert (title, text) == (i18n._("Duplicate"), i18n._(dict(PAGES)["Duplicate"]))
    if in_language == "pt":
        assert title == "Duplicado" and text.startswith("Todos jogam o mesmo rack ao mesmo tempo")
    texts = [t for t, _pos, _colour in drawn]
    assert title in texts
    rows = [(i18n._(name), word, str(points)) for name, word, points in DUPLICATE_PLAYS]
    ys = []
    for name, word, points in rows:
        where = {t: pos for t, pos, _colour in drawn if t in (name, word, points)}
        assert set(where) == {name, word, points}
        assert len({pos[1] for pos in where.values()}) == 1  # one line a play
        ys.append(where[name][1])
    assert ys == sorted(ys)  # lowest score at the top, the best last
    assert [points for _name, _word, points in DUPLICATE_PLAYS] == sorted(p for _n, _w, p in DUPLICATE_PLAYS)
    colours = {t: colour for t, _pos, colour in drawn}
    palette = app.ctx.theme.palette
    assert colours[i18n._("Cleo")] == palette.accent and colours[i18n._("Ana")] == palette.text  # the best lit
    if in_language == "pt":
        assert [name for name, _word, _points in rows] == ["Ana", "Bruno", "Clara"]  # common names in Portuguese
    assert len(DUPLICATE_RACK) == 7
    pygame.image.save(app.surface, str(SHOTS / f"howto-duplicate-{in_language}-800x600.png"))
