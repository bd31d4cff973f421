"""The play scene after an Upwords play was taken back on a challenge: the
player may play another word or pass (the Upwords text), so Swap is off and
says why (docs/rules.md "Upwords").

Screenshots go to ``TILE_PARTY_SHOTS`` when it names a folder.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pygame
import pytest
from test_ui_play import Harness, humans

from game import i18n
from game.engine import worker
from game.rules.bag import Bag
from game.rules.game import Game, TurnKind
from game.rules.move import TilePlay
from game.rules.ruleset import preset
from game.rules.upwords.board import full_set
from game.ui.play.flow import Stage

REASON = "your play was taken back: play another word or pass"


class Words:
    def contains(self, word: str) -> bool:
        return word.upper() in {"WORD", "AT", "TA"}


@pytest.fixture(scope="module", autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((800, 600))
    yield
    worker.shutdown()


def withdrawn_game() -> Game:
    """Ana has played WQURD (no word) in an Upwords game with single challenges."""
    racks = ["WQRDATZ", "OABCDEF"]
    rest = Counter(full_set())
    for rack in racks:
        rest.subtract(rack)
    game = Game(["Ana", "Ben"], rules=preset("Upwords"), lexicon=Words(), seed=1, deal=False)
    for player, rack in zip(game.players, racks, strict=True):
        player.rack = list(rack)
    game.bag = Bag(game.rng, sorted(rest.elements()), shuffle=False)
    game.play(TilePlay.of((4, 3, "W"), (4, 4, "Q"), (4, 5, "R"), (4, 6, "D")))
    return game


def challenged_off(h: Harness) -> None:
    assert h.scene.stage is Stage.CHALLENGE
    h.click(h.modal("challenge:1"))
    h.scene.animator.finish_all()
    h.settle()
    assert h.game.history[-1].kind is TurnKind.WITHDRAWN
    if h.scene.stage is Stage.HANDOFF:
        h.reveal()
    assert h.scene.stage is Stage.TURN and h.game.current == 0


@pytest.mark.parametrize("language", ["en", "pt", "zh_Hans", "zh_Hant_HK"])
def test_swap_is_off_with_the_reason_after_a_withdrawn_play(language):
    i18n.set_language(language)
    h = Harness(withdrawn_game(), humans("Ana", "Ben"), size=(800, 600))
    challenged_off(h)
    assert h.scene.flow.button_state("exchange") == (False, i18n._(REASON))
    h.frame()
    assert not h.scene.buttons["exchange"].enabled
    h.click(h.button("exchange"))
    assert not h.scene.flow.exchange_mode
    h.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=h.button("exchange"), rel=(0, 0), buttons=(0, 0, 0))])
    shots = os.environ.get("TILE_PARTY_SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        pygame.image.save(h.screen, str(Path(shots) / f"upwords-withdrawn-swap-off-{language}.png"))
    assert h.scene.flow.button_state("pass") == (True, "")


def test_the_swap_key_says_why_and_changes_nothing():
    h = Harness(withdrawn_game(), humans("Ana", "Ben"), size=(800, 600))
    challenged_off(h)
    before = h.game.state_key()
    h.scene.controls.press("exchange")
    assert not h.scene.flow.exchange_mode
    assert h.scene.message == "Your play was taken back: play another word or pass"
    assert h.game.state_key() == before


def test_the_next_player_may_swap_again_after_a_pass():
    h = Harness(withdrawn_game(), humans("Ana", "Ben"), size=(800, 600))
    challenged_off(h)
    h.scene.controls.press("pass")
    h.click(h.modal("pass-yes"))
    h.scene.animator.finish_all()
    h.settle()
    if h.scene.stage is Stage.HANDOFF:
        h.reveal()
    assert h.game.current == 1 and h.scene.flow.button_state("exchange") == (True, "")
