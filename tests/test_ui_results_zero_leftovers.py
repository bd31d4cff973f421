"""An end-of-game adjustment of nothing (a blank left on a rack is worth 0) reads as
nothing gained or lost on the results: "0", dim, never "+0" as if points were won."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import drawn, wait_until

from game import i18n
from game.rules.move import TilePlay
from game.rules.ruleset import Leftovers, RuleSet
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.results import ResultsScene
from game.words.results import adjustment_reason
from tests.rules_helpers import set_up

#: where this module's screenshots go: the run's shots folder (set by the fixture below)
SHOTS = Path()


@pytest.fixture(autouse=True)
def _shots_folder(shots_here: Path) -> Path:
    return shots_here


@pytest.mark.parametrize("language", ["en", "pt"])
def test_a_blank_kept_shows_0_on_the_results(make_app: Callable[..., App], language: str) -> None:
    """Ana goes out with CAT while Ben holds only a blank: both lines count 0 points,
    each drawn as "0" in the dim colour beside its reason."""
    app = make_app(size=(1280, 800), language=language)
    game = set_up(["CAT", "?"], rules=RuleSet(leftovers=Leftovers.FAMILY))
    game.play(TilePlay.from_gcg("8G", "CAT"))
    assert game.result is not None and game.result.adjustments == ((1, 0, "?"), (0, 0, "?"))
    scene = ResultsScene(app.ctx, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(scene)
    wait_until(lambda: scene.count_up.done and scene.headline_pop.done,
               step=lambda: app.step([], 1 / 30), what="the scores counted up")
    texts = drawn(app)
    import pygame

    pygame.image.save(app.surface, str(SHOTS / f"results-zero-leftovers-{language}.png"))
    shown = [t.text for t in texts]
    assert "+0" not in shown, shown
    reasons = [adjustment_reason(game, 0, "?", gained=True), adjustment_reason(game, 0, "?", gained=False)]
    rows = [next(t for t in texts if t.text == reason) for reason in reasons]
    points = [[t for t in texts if t.rect.top == row.rect.top and t is not row] for row in rows]
    dim = app.theme.palette.text_dim
    assert [[(t.text, t.ink) for t in row] for row in points] == [[("0", dim)], [("0", dim)]], shown
    assert i18n.language() == language
