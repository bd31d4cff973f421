"""Duplicate at the TV with Largest text in the smallest window (800x600), in four languages:
the layout test's measure (tests/test_ui_layout.py: nothing outside its box, no two texts
on top of each other, nothing cut, nothing under the setting's least size) on every
Duplicate screen of ``bench/duplicate_tour.py``: the hand-off card, a turn, the child's
hint, the reveal with an invalid play, the "Scan to join" card, the Menu card with two
phone seats, the card naming the phone the round waits for, the results' round table and
the replay at a round.  ``TILE_PARTY_SHOTS`` names a folder to keep the screenshots.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from test_ui_layout import LANGUAGES, Measurer, shots_dir

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from duplicate_tour import duplicate_tour  # noqa: E402

#: every screen the tour opens, in order
SCREENS = ["duplicate: hand-off", "duplicate: turn", "duplicate: hint", "duplicate: reveal",
           "duplicate: phone codes", "duplicate: menu card", "duplicate: waiting for a phone",
           "duplicate: results", "duplicate: replay"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_duplicate_screens_fit_at_the_largest_text_size_in_the_smallest_window(make_app, language, tmp_path):
    app = make_app(size=(800, 600), language=language)
    m = Measurer(app, (800, 600), shots_dir(tmp_path), language, "largest")
    assert app.theme.px(0) == 18
    seen = []
    for screen in duplicate_tour(app, tmp_path):
        m.state(screen.replace(": ", "-").replace(" ", "-"))  # its screenshot's name
        seen.append(screen)
    assert seen == SCREENS
    assert not m.found, f"Duplicate at 800x600, largest text ({language}):\n{m.report()}"
    assert app.failed_scene is None
