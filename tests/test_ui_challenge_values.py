"""The Rules page gives a wrong challenge's penalty and its bonus a row each,
each live only under its own rule, and a game says the value its rule uses
(docs/rules.md "Challenges").

Screenshots of the Rules page at 800x600 in every language go to
``TILE_PARTY_SHOTS`` when it names a folder.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game import i18n
from game.rules.game import Game
from game.rules.ruleset import ChallengeMode, preset
from game.ui.app import App
from game.ui.scenes.menu import MenuScene


@pytest.fixture
def app_options():
    return {"size": (800, 600)}


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def rules_page(app: App, preset_name: str) -> MenuScene:
    app.stack.push(MenuScene(app.ctx))
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    wait_until(lambda: menu.main is not None and not menu.saved.busy, step=lambda: app.step([], 1 / 60),
               what="the menu")
    menu.new_game._on_preset(preset_name)                               # as the preset selector does
    menu._open(menu.new_game.rules_menu)
    app.step([], 1 / 60)
    return menu


def choose(app: App, menu: MenuScene, field: str, steps: int) -> None:
    """Move a rule's selector ``steps`` choices to the right, as the arrow key does."""
    menu.new_game.rules_menu.select_widget(menu.new_game.rules_menu.get_widget(f"rule_{field}"))
    for _ in range(steps):
        app.step([key(pygame.K_RIGHT)], 1 / 60)


def shown(menu: MenuScene, field: str) -> tuple[str, bool]:
    """A rule row's chosen label and whether it can be changed."""
    widget = menu.new_game.rules_menu.get_widget(f"rule_{field}")
    label = widget.get_value()[0][0]
    return label, not widget.readonly


def test_house_with_the_penalty_rule_shows_a_penalty_of_five_and_keeps_the_bonus_of_three(app):
    menu = rules_page(app, "House")
    assert shown(menu, "challenge_penalty") == ("5", False)   # House: no penalty rule yet
    assert shown(menu, "challenge_bonus") == ("3", False)
    choose(app, menu, "challenge", 2)                          # Single -> Double -> Penalty points
    assert menu.setup.ruleset().challenge is ChallengeMode.PENALTY
    assert shown(menu, "challenge_penalty") == ("5", True)
    assert shown(menu, "challenge_bonus") == ("3", False)
    choose(app, menu, "challenge_penalty", 2)                  # 5 -> 10 -> 15
    rules = menu.setup.ruleset()
    assert (rules.challenge_penalty, rules.challenge_bonus) == (15, 3)
    choose(app, menu, "challenge", 1)                          # Penalty points -> Bonus to the player
    assert shown(menu, "challenge_penalty") == ("15", False)
    assert shown(menu, "challenge_bonus") == ("3", True)
    assert menu.setup.summary().startswith("60 s clock, challenge +3,")


def test_the_summary_names_the_penalty(app):
    menu = rules_page(app, "House")
    choose(app, menu, "challenge", 2)
    assert menu.setup.summary().startswith("60 s clock, challenge -5,")


@pytest.mark.parametrize("language", ["en", "pt", "zh_Hans", "zh_Hant_HK"])
def test_the_rules_page_with_both_rows(make_app, language):
    i18n.set_language(language)
    app = make_app(size=(800, 600), language=language)
    menu = rules_page(app, "House")
    choose(app, menu, "challenge", 2)
    menu.new_game.rules_menu.select_widget(menu.new_game.rules_menu.get_widget("rule_challenge_penalty"))
    app.step([], 1 / 60)
    folder = os.environ.get("TILE_PARTY_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.surface, str(Path(folder) / f"rules-challenge-{language}.png"))
    assert shown(menu, "challenge_penalty") == ("5", True)


def test_the_challenge_card_and_the_rules_summary_say_five_for_a_house_penalty(app):
    from game.ui.play.log import challenge_terms

    game = Game(["Ana", "Ben"], preset("House").replace(challenge=ChallengeMode.PENALTY), seed=1)
    assert challenge_terms(game).endswith("A wrong challenge costs the challenger 5 points.")
    bonus = Game(["Ana", "Ben"], preset("House").replace(challenge=ChallengeMode.BONUS), seed=1)
    assert challenge_terms(bonus).endswith("A wrong challenge gives the player 3 points.")
