"""A phone seat whose phone has not joined (README, "Phone racks"): the TV says
so, with the seat's name and how to go on (the pause menu's Phone codes, or
"Play NAME on the TV"), and the turn clock is held until the phone joins or the
table plays that seat on the TV; the other phones see the clock stopped."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import wait_until
from phone_window import WindowPhone, frame, join, open_table, press_start

from game.lexicon import default_lexicon
from game.rules.game import Game
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.play.scene import PlayScene

RULES = preset("House").replace(clock_seconds=60)


@pytest.fixture(scope="module")
def lexicon() -> Any:
    return default_lexicon()


def table(make_app: Any, lexicon: Any, size: tuple[int, int] = (1024, 700)) -> tuple[Any, PlayScene, int]:
    """Cleo (on a phone never joined) to move, Ana on a phone of her own, Ben at the TV."""
    app = make_app(size=size)
    game = Game(["Ana", "Ben", "Cleo"], RULES, lexicon, seed=8)
    cleo = game.current
    names = [p.name for p in game.players]
    seats = [SeatConfig(name, phone=name != "Ben") for name in names]
    scene = open_table(app, game, seats)
    press_start(app, scene)
    return app, scene, cleo


def run(app: Any, seconds: int) -> None:
    for _ in range(seconds):
        app.step([], 1.0)


def test_the_tv_says_the_phone_has_not_joined_and_holds_the_clock_until_it_does(
        make_app: Any, lexicon: Any, phones: list[WindowPhone], shots: Path) -> None:
    app, scene, waiting = table(make_app, lexicon)
    name = scene.game.players[waiting].name
    other = next(p for p in range(3) if p != waiting and scene.flow.on_phone(p))
    watcher = join(app, scene, phones, other)
    run(app, 5)
    assert scene.clock.remaining == 60.0
    title, _colour, lines = scene.words.preview_text()
    assert title == f"{name}'s phone has not joined"
    assert lines[0][0] == f"The clock waits. Esc, then Phone codes to scan the link again, or Play {name} on the TV."
    wait_until(lambda: (watcher.last("state") or {}).get("clock", {}).get("running") is False,
               step=lambda: frame(app), what="the other phone's clock stopped")
    scene.draw(app.surface)
    pygame.image.save(app.surface, str(shots / "tv-phone-not-joined-1024x700.png"))

    join(app, scene, phones, waiting)
    joined = scene.clock.remaining  # the frames since the phone joined (1/60 s each) ran it
    assert 59.0 < joined <= 60.0
    run(app, 5)
    assert scene.clock.remaining == pytest.approx(joined - 5.0)  # it runs from where it was held
    assert scene.words.preview_text()[0] == f"{name} is playing on their phone"


def test_playing_the_seat_on_the_tv_lets_the_clock_run(make_app: Any, lexicon: Any) -> None:
    app, scene, waiting = table(make_app, lexicon, size=(800, 600))
    run(app, 3)
    assert scene.clock.remaining == 60.0
    scene.pause()
    scene.set_on_phone(waiting, False)  # the pause menu's "Play Cleo on the TV"
    scene.resume()
    assert scene.phones.waiting_for() is None and scene.words.preview_text()[0] != f"{scene.game.players[waiting].name}'s phone has not joined"
    scene.flow.reveal()  # the hand-off card's "I'm ready": the rack on the TV
    run(app, 3)
    assert scene.clock.remaining == 57.0
    assert scene.phones.waiting_for() is None


@pytest.mark.parametrize("language", ["zh_Hant_HK", "pt"])
def test_the_not_joined_words_are_said_in_the_tables_language(
        make_app: Any, lexicon: Any, shots: Path, language: str) -> None:
    from game import i18n

    app = make_app(size=(800, 600), language=language)
    game = Game(["Ana", "Ben", "Cleo"], RULES, lexicon, seed=8)
    seats = [SeatConfig(p.name, phone=p.name != "Ben") for p in game.players]
    scene = open_table(app, game, seats)
    press_start(app, scene)
    name = game.current_player.name
    title, _colour, lines = scene.words.preview_text()
    assert title == i18n._("{name}'s phone has not joined").format(name=name) != f"{name}'s phone has not joined"
    assert name in lines[0][0]
    scene.draw(app.surface)
    pygame.image.save(app.surface, str(shots / f"tv-phone-not-joined-800x600-{language}.png"))
