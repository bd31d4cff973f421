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
from conftest import drawn
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


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK"])
def test_the_round_clock_s_seconds_stay_inside_its_ring_with_largest_text(make_app, language, tmp_path):
    """The seconds in the round's ring are sized to the ring, which grows with the Text size
    setting where the words beside it still fit: with Largest text at 800x600 "120" ran past
    the ring's sides, enlarged on its own."""
    app = make_app(size=(800, 600), language=language)
    Measurer(app, (800, 600), shots_dir(tmp_path), language, "largest")
    tour = duplicate_tour(app, tmp_path)
    assert next(tour) == "duplicate: hand-off"
    area = app.stack.top.layout.preview
    texts = drawn(app)
    seconds = next(t for t in texts if t.text == "120")
    heading = next(t for t in texts if area.contains(t.rect) and t.rect.x > seconds.rect.right)
    radius = (heading.rect.x - area.x - 28) // 2  # the words start two radii and some air from the box's side
    inside = 2 * (radius - max(3, radius // 4))  # the ring's hole
    assert radius >= 44
    assert seconds.rect.centerx == area.x + 14 + radius
    assert seconds.rect.w <= inside and seconds.rect.h <= inside, (seconds.rect, radius)
