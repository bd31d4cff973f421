"""The statistics screen keeps team games apart (docs/rules.md, "Teams"): the team is a
player of the list of its own ("Team of two" under its name), and a partner's page
shows their team games under "In teams", apart from the games they played alone."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import drawn, wait_until
from store_helpers import end, new_store, play
from test_store_teams import solo_game, team_game

from game.ui.app import App
from game.ui.scenes.statistics import StatisticsScene
from game.words.teams import in_teams_heading, team_label


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK"])
def test_a_partners_team_games_are_apart_and_the_team_is_listed(
        make_app: Callable[..., App], tmp_path: Path, shots: Path, language: str) -> None:
    store = new_store(tmp_path)  # the data folder the window opens
    game_id, game = team_game(store)
    play(store, game_id, game, "8D ABCDEFG")
    end(store, game_id, game)
    solo_game(store)
    store.close()
    app = make_app(size=(800, 600), language=language)
    scene = StatisticsScene(app.ctx)
    app.stack.push(scene)

    def frame() -> None:
        app.jobs.wait_all(1.0)
        app.step([], 1 / 60)

    wait_until(lambda: scene.stats is not None and not scene.busy, step=frame, what="Ana's figures")
    assert scene.stats is not None and scene.stats.name == "Ana"
    texts = drawn(app)
    pygame.image.save(app.surface, str(shots / f"statistics-teams-{language}.png"))
    shown = [t.text for t in texts]
    assert in_teams_heading() in shown and team_label() in shown, shown
    below = next(t for t in texts if t.text == in_teams_heading())
    chips: dict[tuple[int, int, int, int], list[str]] = {}
    for t in sorted((t for t in texts if t.box.kind == "chip"), key=lambda t: t.rect.y):
        chips.setdefault(tuple(t.box.rect), []).append(t.text)
    numbers = sorted((box[1], box[0], found[0]) for box, found in chips.items())
    # her game alone: 1 game, 1 win, 4 points; the team's, apart: 1 game, 1 win, 84
    assert [n for top, _x, n in numbers if top < below.rect.top][:4] == ["1", "1", "4", "4"]
    assert [n for top, _x, n in numbers if top > below.rect.centery] == ["1", "1", "84", "84"]
    # the best word and move of the team games: two lines, each starting with a capital
    best_word = {"en": "Best word ABCDEFG 34", "zh_Hant_HK": "最佳單詞 ABCDEFG 34"}[language]
    assert best_word in shown and best_word.lower() not in shown
