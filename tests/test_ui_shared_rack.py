"""On a shared screen the mover's rack is hidden the moment the move is made.

The next player is already highlighted while a play or a swap is shown: the
mover's new tiles must not be on the screen face up, from the first frame after
the move (what the rack view is asked to draw).  With one person at the screen
(the others computers) nobody else is looking, and the new tiles still fly in face up.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from conftest import wait_until
from test_ui_keyboard import SIZE, controlled, key, open_play, press

from game.rules.game import TurnKind
from game.rules.ruleset import ChallengeMode, RuleSet
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play import painter
from game.ui.play.flow import Stage
from game.ui.play.scene import PlayScene


class RackWatch:
    """Every rack the play scene asks the rack view to draw: its letters, and face down or up."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[list[str], bool]] = []
        real = painter.draw_rack

        def record(surface: pygame.Surface, theme: Any, tiles: Any, layout: Any, letters: list[str],
                   **kw: Any) -> None:
            self.drawn.append((list(letters), bool(kw.get("face_down", False))))
            real(surface, theme, tiles, layout, letters, **kw)

        monkeypatch.setattr(painter, "draw_rack", record)

    def face_up(self) -> list[list[str]]:
        return [letters for letters, face_down in self.drawn if not face_down]


def type_cat(app: App) -> None:
    """Ana takes the rack and types CAT across the star."""
    press(app, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT)
    for letter in "cat":
        press(app, key(getattr(pygame, f"K_{letter}"), unicode=letter))


def until_shown(app: App, scene: PlayScene) -> None:
    """Frames until the move has been shown, each one drawn."""
    wait_until(lambda: scene.stage is not Stage.ANIMATING, step=lambda: app.step([], 1 / 60),
               what="the move to have been shown")


def test_after_a_play_on_a_shared_screen_the_new_rack_is_never_face_up(make_app, monkeypatch):
    app = make_app(size=SIZE)
    game = controlled(RuleSet(name="Void", challenge=ChallengeMode.VOID), ["CATQ", "ZXSS"], bag="EIOUNRL")
    scene = open_play(app, game)
    type_cat(app)
    racks = RackWatch(monkeypatch)
    press(app, pygame.K_RETURN)  # Ana plays CAT and draws six new tiles
    assert sorted(game.players[0].rack) == sorted("QLRNUOI") and game.current == 1
    assert scene.stage is Stage.ANIMATING  # the first frame after the move has been drawn
    until_shown(app, scene)
    assert racks.drawn, "no rack was drawn"
    assert racks.face_up() == [], f"Ana's rack was drawn face up after her move: {racks.face_up()[:3]}"
    assert scene.stage is Stage.HANDOFF


def test_after_a_swap_on_a_shared_screen_the_new_rack_is_never_face_up(make_app, monkeypatch):
    app = make_app(size=SIZE)
    game = controlled(RuleSet(name="Void", challenge=ChallengeMode.VOID), ["CATQ", "ZXSS"],
                      bag="EIOUNRLEIOUNRL")
    scene = open_play(app, game)
    press(app, pygame.K_RETURN, key(pygame.K_s, pygame.KMOD_CTRL))  # the rack, then Swap
    assert scene.flow.exchange_mode
    press(app, key(pygame.K_q, unicode="q"))
    racks = RackWatch(monkeypatch)
    press(app, pygame.K_RETURN)  # Ana swaps her Q
    assert [r.kind for r in game.history] == [TurnKind.EXCHANGE] and game.current == 1
    until_shown(app, scene)
    assert racks.drawn, "no rack was drawn"
    assert racks.face_up() == [], f"Ana's rack was drawn face up after her swap: {racks.face_up()[:3]}"


def test_with_one_person_at_the_screen_the_new_tiles_still_arrive_face_up(make_app, monkeypatch):
    app = make_app(size=SIZE)
    game = controlled(RuleSet(name="Void", challenge=ChallengeMode.VOID), ["CATQ", "ZXSS"], bag="EIOUNRL")
    scene = open_play(app, game, [SeatConfig("Ana"), SeatConfig("Ben", "easy")])
    type_cat(app)
    racks = RackWatch(monkeypatch)
    press(app, pygame.K_RETURN)
    until_shown(app, scene)
    # Ana alone is at the screen: her new rack shows while her tiles arrive
    assert racks.face_up() and racks.face_up()[-1] == scene.flow.rack_letters(0)
