"""Duplicate's clock box says its lines whole in every language and at both window
sizes: in a solo Club Duplicate round in Portuguese it had cut "Coloque sua jogada ou
passe a…" at the box's edge."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import drawn, wait_until

from game.i18n import _
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from game.words.duplicate import round_clock_title
from tests.test_ui_duplicate import frame


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "pt", "zh_Hant_HK", "zh_Hans"])
def test_the_clock_box_wraps_its_lines_whole_in_a_solo_club_round(
        seeded_data: Path, make_app: Callable[..., App], language: str, size: tuple[int, int]) -> None:
    app = make_app(size=size, language=language)
    scene = DuplicateScene(app.ctx, [SeatConfig("Ana")], preset("Club Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None and scene.table.step is Step.TURN, step=lambda: frame(app),
               what="the solo round")
    box = scene.layout.preview
    inside = [t for t in drawn(app) if box.contains(t.rect)]
    texts = [t.text for t in inside if not t.text.isdigit()]  # the ring's seconds aside
    assert not any(text.endswith("…") for text in texts)
    heading, line = round_clock_title(), _("Place your play, or pass")
    assert texts[0] == heading
    joiner = "" if language.startswith("zh") else " "
    assert joiner.join(texts[1:]).replace(" ", "") == line.replace(" ", "")
