"""The New game page in Portuguese, in the real window (headless): each row starts with a
capital, as a Portuguese line does ("Peças ficam no celular", "Joga como Humano"), and the
line under the preset names its rule text in a natural order ("As regras do Clássico: …",
as the other languages name it: 經典規則, 经典规则文本), the same words as the rule text's
own fact ("segue as regras do Clássico")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.phone import network
from game.rules.ruleset import PRESET_SOURCES
from game.setup.new_game import PRESET_BLURBS
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.words import word


@pytest.fixture
def on_a_network(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(network, "lan_address", lambda: "192.168.1.20")


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def new_game_page(app: App) -> MenuScene:
    """The main menu's New game page, with Phone racks switched on (its rows show)."""
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    app.jobs.wait_all()
    app.step([], 1 / 60)
    menu.main.select_widget(menu.new_button)
    app.step([key(pygame.K_RETURN)], 1 / 60)
    page = menu.main.get_current()
    assert page is menu.new_game.new_menu
    page.select_widget(page.get_widget("phones"))
    app.step([key(pygame.K_RIGHT)], 1 / 60)
    app.step([], 1 / 60)
    assert menu.main.get_current().get_widget("phones").get_value()[0][1] is True
    return menu


def row_titles(menu: MenuScene) -> list[str]:
    """The titles of the rows in view on the page: each starts a line."""
    page = menu.main.get_current()
    titles = [widget.get_title().strip() for widget in page.get_widgets() if widget.is_visible()]
    return [title for title in titles if any(ch.isalpha() for ch in title)]


def test_every_row_of_the_new_game_page_starts_with_a_capital_in_portuguese(
        make_app: Callable[..., App], on_a_network: None, shots: Path) -> None:
    i18n.set_language("pt")
    app = make_app(size=(1024, 700), language="pt")
    menu = new_game_page(app)
    titles = row_titles(menu)
    assert "Peças ficam" in titles and "Joga como" in titles
    assert [t for t in titles if t[0].islower()] == []
    assert "As regras do Clássico: desafio duplo, sem relógio." in titles  # the line under Rules
    app.draw()
    pygame.image.save(app.surface, str(shots / "new-game-pt-1024x700.png"))


def test_the_rule_texts_are_named_in_a_natural_order_in_portuguese() -> None:
    i18n.set_language("pt")
    blurbs = {name: i18n._(PRESET_BLURBS[name]) for name in ("Classic", "House", "Competition", "Upwords")}
    assert blurbs == {
        "Classic": "As regras do Clássico: desafio duplo, sem relógio.",
        "House": "As regras da Casa: relógio de um minuto, desafios sem penalidade.",
        "Competition": "As regras da Competição: palavras verificadas, troca de peça em branco.",
        "Upwords": "As regras do Upwords: empilhe letras, palavras mais altas marcam mais.",
    }
    sources = {name: word(PRESET_SOURCES[name]) for name in ("Classic", "House", "Competition", "Upwords")}
    assert sources == {
        "Classic": "segue as regras do Clássico",
        "House": "segue as regras da Casa",
        "Competition": "segue as regras da Competição",
        "Upwords": "segue as regras do Upwords",
    }
