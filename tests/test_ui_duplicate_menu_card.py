"""Duplicate's Menu card: its title says the round is paused (it asked "End the game
now?" above Keep playing, Save and quit and End the game), its line says what ending
does, and with phones it offers Phone codes and "Play Ben on the TV" for each phone
seat.  In English, Portuguese and Hong Kong Chinese, small and large, every word is
drawn whole, inside the card, with no button over another."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import drawn, wait_until

from game.i18n import set_language
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from tests.test_ui_duplicate import frame, key

WORDS = {
    "en": ("Round 1 paused", "If you end the game, the scores stand as they are now.",
           ["Play Ben on the TV", "Play Cleo on the TV"]),
    "pt": ("Rodada 1 em pausa", "Se você encerrar o jogo, a pontuação fica como está agora.",
           ["Ben joga na TV", "Cleo joga na TV"]),
    "zh_Hant_HK": ("第1輪已暫停", "如果結束遊戲，分數以目前為準。", ["Ben改在電視上出牌", "Cleo改在電視上出牌"]),
}


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
@pytest.mark.parametrize("language", ["en", "pt", "zh_Hant_HK"])
def test_the_menu_card_says_the_round_is_paused_and_offers_each_phone_seat_on_the_tv(
        seeded_data: Path, make_app: Callable[..., App], language: str, size: tuple[int, int],
        shots: Path) -> None:
    app = make_app(size=size, language=language)
    try:
        seats = [SeatConfig("Ana"), SeatConfig("Ben", phone=True), SeatConfig("Cleo", phone=True)]
        scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
        app.stack.push(scene)
        wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
        frame(app, [key(pygame.K_RETURN)])  # Start
        scene.ask_end()
        frame(app)
        title, line, seat_labels = WORDS[language]
        card = scene.painter.end_card_rect()
        lines = scene.painter.end_card_lines(card.w)
        assert "".join(lines).replace(" ", "") == line.replace(" ", "")  # the line whole, however it wraps
        texts = {t.text: t.rect for t in drawn(app)}
        assert [b.label for b in scene.phones.menu_buttons] == seat_labels
        buttons = [scene.phones.card.button, *scene.phones.menu_buttons, scene.keep_button, scene.save_button,
                   scene.end_button]
        for label in (title, *lines, *(b.label for b in buttons)):
            assert label in texts and card.contains(texts[label]), label
        assert all(card.contains(b.rect) for b in buttons)
        rects = [b.rect for b in buttons]
        assert all(not a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:])
        if size == (1280, 800) and language in ("en", "pt"):
            pygame.image.save(app.surface, str(shots / f"duplicate-tv-menu-card-{language}.png"))
    finally:
        set_language("en")


#: the colloquial Cantonese the glossary keeps out of the interface (仲未 "not yet", 緊 "-ing", 唔, 咗, 哂, 嘅)
SPOKEN = ("仲", "緊", "唔", "咗", "哂", "嘅")


def test_the_duplicate_tv_s_words_in_hong_kong_chinese_are_written_chinese() -> None:
    """The words of the Duplicate scene's cards and rows (and the phone lines it shares)
    read as written Chinese, as game/locale/GLOSSARY.md asks: the seats' rows said
    "用緊手機出牌" and "{name}的手機仲未加入", the clock box "等緊手機交齊…"."""
    from test_i18n_catalogues import catalogue

    places = ("duplicate_parts/", "game/words/phone_seats.py", "game/ui/play/words.py")
    shown = [m for m in catalogue("zh_Hant_HK")
             if m.id and any(any(p in path for p in places) for path, _line in m.locations)]
    assert len(shown) > 20
    spoken = [(m.id, m.string) for m in shown if any(c in str(m.string) for c in SPOKEN)]
    assert spoken == []


def test_the_menu_card_over_the_hand_off_card_hides_it_and_is_as_wide(
        seeded_data: Path, make_app: Callable[..., App], shots: Path) -> None:
    """The Menu card opened while the hand-off card waits for Ana: the card under it is not
    drawn (it showed at the Menu card's sides, dimmed, its band and button half in view), so
    the only card over the board is the Menu's, and that is as wide as the hand-off card."""
    app = make_app(size=(1280, 800))
    seats = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo")]
    scene = DuplicateScene(app.ctx, seats, preset("Duplicate"), seed=5)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    frame(app)
    before = {t.text for t in drawn(app)}
    assert {"Pass to Ana", "Show the board"} <= before
    scene.ask_end()
    frame(app)
    texts = {t.text for t in drawn(app)}
    assert "Round 1 paused" in texts
    assert "Pass to Ana" not in texts and "Show the board" not in texts
    assert scene.painter.end_card_rect().w == scene.painter.handoff_rect().w
    pygame.image.save(app.surface, str(shots / "duplicate-tv-menu-card-over-the-hand-off-en.png"))
    frame(app, [key(pygame.K_ESCAPE)])  # Keep playing: the hand-off card is back
    assert {"Pass to Ana", "Show the board"} <= {t.text for t in drawn(app)}
