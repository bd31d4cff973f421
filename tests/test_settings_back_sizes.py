"""Settings' Back button holds its label and its key caps at every window size and Text
size: with Largest text at 2560x1440 the caps stood astride its edges and, in Chinese,
Esc and 返回 ran outside it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from game.ui.scenes.settings import SettingsScene
from game.ui.text_probe import TextProbe

CAPS = {"Esc", "Enter"}


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080), (2560, 1440)])
@pytest.mark.parametrize("text_size", ["normal", "large", "largest"])
@pytest.mark.parametrize("language", ["en", "zh_Hant_HK", "pt"])
def test_back_holds_its_label_and_both_key_caps(make_app: Callable[..., Any], size: tuple[int, int],
                                                text_size: str, language: str) -> None:
    app = make_app(size=size, language=language)
    app.theme.set_text_size(text_size)
    scene = SettingsScene(app.ctx)
    app.stack.push(scene)
    app.step([], 1 / 60)
    panel = scene.panel
    panel.focus = len(panel.placed)  # Back has the focus: both its caps show
    panel.layout(size)
    app.theme.probe = TextProbe(app.surface)
    try:
        app.step([], 1 / 60)
        texts = app.theme.probe.shown()
    finally:
        app.theme.probe = None
    back = panel.back.rect
    on_back = [t for t in texts if back.collidepoint(t.rect.center)]
    caps = [t for t in on_back if t.text in CAPS]
    labels = [t for t in on_back if t.text not in CAPS]
    assert {t.text for t in caps} == CAPS and labels, [t.text for t in on_back]
    for text in on_back:
        assert back.contains(text.rect), (text.text, text.rect, back)
    for cap in caps:
        for label in labels:
            assert not cap.rect.colliderect(label.rect), (cap.text, label.text)
