"""The keyboard focus never rests on a disabled button: a greyed-out button wears no focus
ring and no key cap, and a row of buttons hands the focus on to an enabled one (every
dialog's ``ButtonBar``; the tile draw's Draw button once the order is announced)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import wait_until

from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui import widgets
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.tile_draw import TileDrawScene
from game.ui.theme import Theme
from game.ui.widgets import Button, ButtonBar

SIZE = (800, 600)
#: the run's screenshot folder (conftest's ``shots``), set for each test
SHOTS = Path()


@pytest.fixture(autouse=True)
def _screenshots_in_the_runs_folder(shots_here: Path) -> None:
    """Screenshots go to the run's folder, never a fixed path."""


class Drawn:
    """The focus rings and key caps drawn, by the rects of the buttons they were drawn on."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.rings: list[pygame.Rect] = []
        self.caps: list[tuple[str, pygame.Rect]] = []
        ring, cap = widgets.draw_focus_ring, widgets.draw_key_cap

        def record_ring(surface: pygame.Surface, theme: Any, rect: pygame.Rect) -> None:
            self.rings.append(pygame.Rect(rect))
            ring(surface, theme, rect)

        def record_cap(surface: pygame.Surface, theme: Any, button: pygame.Rect, label: str, *rest: Any) -> None:
            self.caps.append((label, pygame.Rect(button)))
            cap(surface, theme, button, label, *rest)

        monkeypatch.setattr(widgets, "draw_focus_ring", record_ring)
        monkeypatch.setattr(widgets, "draw_key_cap", record_cap)

    def clear(self) -> None:
        self.rings.clear()
        self.caps.clear()

    def caps_on(self, rect: pygame.Rect) -> set[str]:
        return {label for label, where in self.caps if where == rect}


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


@pytest.fixture
def surface() -> pygame.Surface:
    pygame.init()
    return pygame.Surface(SIZE)


def three_buttons() -> tuple[ButtonBar, list[str]]:
    pressed: list[str] = []
    buttons = [Button(name, lambda name=name: pressed.append(name)) for name in ("Draw", "Skip", "Menu")]
    bar = ButtonBar(buttons, cancel=-1)
    bar.layout(400, 500, 700)
    return bar, pressed


def test_a_disabled_button_in_focus_wears_no_ring_and_no_key_cap(monkeypatch, surface):
    drawn = Drawn(monkeypatch)
    button = Button("Draw", lambda: None)
    button.rect = pygame.Rect(100, 100, 200, 48)
    button.focused = button.enter_key = True
    button.enabled = False
    button.draw(surface, Theme())
    assert drawn.rings == [] and drawn.caps == []
    button.enabled = True
    button.draw(surface, Theme())
    assert drawn.rings == [button.rect] and drawn.caps_on(button.rect) == {"Enter"}


def test_a_row_hands_the_focus_from_a_disabled_button_to_the_next_enabled_one(monkeypatch, surface):
    drawn = Drawn(monkeypatch)
    bar, pressed = three_buttons()
    draw, skip, menu = bar.buttons
    assert bar.focus == 0
    draw.enabled = False  # disabled between frames, as a scene does
    bar.draw(surface, Theme())
    assert bar.focus == 1 and skip.focused and not draw.focused
    assert drawn.rings == [skip.rect]
    assert drawn.caps_on(skip.rect) == {"Enter"} and drawn.caps_on(draw.rect) == set()
    assert drawn.caps_on(menu.rect) == {"Esc"}
    bar.handle_event(key(pygame.K_RETURN))
    assert pressed == ["Skip"]


def test_the_arrows_pass_over_a_disabled_button(surface):
    bar, pressed = three_buttons()
    bar.buttons[0].enabled = False
    bar.focus_on(1)
    bar.handle_event(key(pygame.K_LEFT))  # back from Skip: past the greyed-out Draw, round to Menu
    assert bar.focus == 2
    bar.handle_event(key(pygame.K_TAB))  # on from Menu: round past Draw to Skip
    assert bar.focus == 1
    bar.handle_event(key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert bar.focus == 2
    assert pressed == []


def test_with_every_button_disabled_the_focus_stays_and_nothing_is_pressed(surface):
    bar, pressed = three_buttons()
    for button in bar.buttons:
        button.enabled = False
    bar.draw(surface, Theme())
    bar.handle_event(key(pygame.K_TAB))
    bar.handle_event(key(pygame.K_RETURN))
    assert bar.focus in (0, 1, 2) and pressed == []


class Landing(Scene):
    name = "landing"


def test_once_the_order_is_announced_the_draw_button_gives_up_the_focus(make_app, monkeypatch, tmp_path):
    words = tmp_path / "words.txt"
    words.write_text("CAT\nDOG\n")
    app: App = make_app(size=SIZE)
    drawn = Drawn(monkeypatch)
    seats = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo", "easy")]
    scene = TileDrawScene(app.ctx, seats, preset("Party").replace(word_list=str(words)), seed=3,
                          on_ready=lambda g, s: Landing(app.ctx))
    app.stack.push(scene)
    app.step([], 1 / 60)
    draw_button = scene.draw_button
    assert scene.buttons.buttons[scene.buttons.focus] is draw_button

    def press_enter() -> None:
        # the people draw with Enter, each as soon as it is their turn (a press between
        # rounds is kept for the next)
        app.step([key(pygame.K_RETURN)] if scene.waiting else [], 1 / 30)
        if draw_button.enabled:  # the focus stays on it for as long as there is a tile to draw
            assert draw_button.focused, scene.step

    wait_until(lambda: scene.announced, step=press_enter, what="the order to be announced")
    drawn.clear()
    app.step([], 1 / 60)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / "tile-draw-announced-en.png"))
    assert not draw_button.enabled and not draw_button.focused
    focus = scene.buttons.buttons[scene.buttons.focus]
    assert focus.enabled and focus.label == "Continue"  # every tile is drawn: Skip says so
    assert draw_button.rect not in drawn.rings and drawn.caps_on(draw_button.rect) == set()
    assert drawn.rings == [focus.rect] and "Enter" in drawn.caps_on(focus.rect)
