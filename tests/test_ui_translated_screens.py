"""Screens that used to speak English in every language: the tile draw (its
banners, the word on the bag, the order badges), the statistics' preset names,
the replay's step-back button and its title's list of names, the Hong Kong
Pass button, and the count of unseen tiles (singular and plural).  Each is driven in a real window at 800 x 600, in each language,
and the texts the scene draws are compared with what a player of that language
reads.  ``TILE_PARTY_SHOTS=folder`` keeps the screenshots.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import wait_until
from rules_helpers import Words, set_up
from store_helpers import new_store, scripted_game, two_games

from game import i18n
from game.rules.ruleset import preset
from game.rules.turn_order import draw_turn_order
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play.scene import PlayScene, Stage
from game.ui.scene import Scene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.statistics import GAMES, HIGH_SCORES, StatisticsScene
from game.ui.scenes.tile_draw import TileDrawScene
from game.ui.text_probe import DrawnText, TextProbe
from game.ui.theme import Theme
from game.ui.views.scoreboard_view import draw_bag

LANGUAGES = ["en", "pt", "zh_Hans", "zh_Hant_HK"]

#: what each language's player reads: {name} is a seat's name
DRAW_WORDS: dict[str, dict[str, str]] = {
    "en": {"person": "{name}, draw a tile!", "person again": "{name}, draw a tile again!",
           "computer": "{name} draws…", "computer again": "{name} draws again…", "continue": "Continue",
           "1": "1st", "2": "2nd"},
    "pt": {"person": "{name}, compre uma peça!", "person again": "{name}, compre uma peça de novo!",
           "computer": "{name} compra…", "computer again": "{name} compra de novo…", "continue": "Continuar",
           "1": "1º", "2": "2º"},
    "zh_Hans": {"person": "{name}，请抽取一个字母块！", "person again": "{name}，请再抽取一个字母块！",
                "computer": "{name}正在抽取…", "computer again": "{name}再抽取一次…", "continue": "继续",
                "1": "第1", "2": "第2"},
    "zh_Hant_HK": {"person": "{name}，請抽一張牌！", "person again": "{name}，請再抽一張牌！",
                   "computer": "{name}正在抽牌…", "computer again": "{name}再抽一次…", "continue": "繼續",
                   "1": "第1", "2": "第2"},
}
CLASSIC = {"en": "Classic", "pt": "Clássico", "zh_Hans": "经典", "zh_Hant_HK": "經典"}
LIST = {"en": ", ", "pt": ", ", "zh_Hans": "、", "zh_Hant_HK": "、"}
PREVIOUS_MOVE = {"en": "Previous move", "pt": "Jogada anterior", "zh_Hans": "上一步", "zh_Hant_HK": "上一步"}
PASS = {"en": "Pass", "pt": "Passar", "zh_Hans": "跳过本轮", "zh_Hant_HK": "放棄出牌"}

SHOTS = Path(os.environ["TILE_PARTY_SHOTS"]) if os.environ.get("TILE_PARTY_SHOTS") else None


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def drawn(app: App, events: list[pygame.event.Event] | None = None) -> list[DrawnText]:
    """One frame (after ``events``); the texts it drew that are on show."""
    probe = app.theme.probe = TextProbe(app.surface)
    try:
        app.step(list(events or []), 1 / 60)
    finally:
        app.theme.probe = None
    return probe.shown()


def shot(app: App, name: str) -> None:
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.surface, str(SHOTS / f"{name}.png"))


def settle(app: App, done: Callable[[], object]) -> None:
    """Frames until ``done()``: a read on a worker thread."""
    wait_until(done, step=lambda: (app.jobs.wait_all(1.0), app.step([], 1 / 60)), pause=0.01)


class Landing(Scene):
    name = "landing"


# -- the tile draw ----------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tile_draw_speaks_the_players_language(make_app, tmp_path, language):
    words = tmp_path / "words.txt"
    words.write_text("CAT\nDOG\n")
    rules = preset("Classic").replace(word_list=str(words))
    # a draw with a tie, so both players draw again
    seed = next(s for s in range(500) if len(draw_turn_order(2, rules, random.Random(s)).rounds) > 1)
    app = make_app(size=(800, 600), language=language)
    seats = [SeatConfig("Ana"), SeatConfig("Ben", "easy")]
    handed: list[object] = []
    scene = TileDrawScene(app.ctx, seats, rules, seed=seed,
                          on_ready=lambda g, s: (handed.append(g), Landing(app.ctx))[1])
    app.stack.push(scene)
    said = DRAW_WORDS[language]
    wanted = set()
    for round_number, drawn_tiles in enumerate(scene.draw_result.rounds):
        for tile in drawn_tiles:
            seat = seats[tile.seat]
            who = "computer" if seat.is_computer else "person"
            wanted.add(said[who + (" again" if round_number else "")].format(name=seat.name))
    assert any(" again" in w or "de novo" in w or "再" in w for w in wanted)  # the tie is in the plan
    banners: set[str] = set()
    texts: set[str] = set()
    shots: dict[str, int] = {}
    frames = 0
    badge_colours: list[tuple[object, object]] = []

    def badge_fills() -> list[tuple[object, object]]:
        """Each badge's colour beside its number, and the colour it is drawn in: the
        same when no tile covers it (the tie left a smaller tile where it goes)."""
        p = app.theme.palette
        found = []
        for rect, seat in zip(scene.badge_rects, (i for i in range(len(seats)) if i in scene.order)):
            fill = p.accent if scene.order.index(seat) == 0 else p.panel_edge
            found.append((tuple(app.surface.get_at((rect.centerx - rect.w * 2 // 5, rect.centery)))[:3], fill))
        return found

    def frame() -> None:
        nonlocal frames
        # the person draws with Space (a press during a flight is queued)
        for text in drawn(app, [key(pygame.K_SPACE)] if frames % 30 == 29 else []):
            texts.add(text.text)
        frames += 1
        banners.add(scene.banner)
        for moment, now in (("wait", scene.waiting), ("order", scene.announced)):
            shots[moment] = shots.get(moment, 0) + 1 if now or shots.get(moment) else 0
            if shots[moment] == 25:  # the banner grown, the badges up
                shot(app, f"draw-{moment}-{language}")
                if moment == "order":
                    badge_colours.extend(badge_fills())
        if scene.lexicon is None:
            time.sleep(0.001)  # the word list is on its way from the engine process

    wait_until(lambda: handed, step=frame, pause=0, what="the draw to hand over the game")
    assert wanted <= banners, f"missing {wanted - banners}"
    assert said["continue"] in texts  # the Skip button, once every tile is drawn
    assert {said["1"], said["2"]} <= texts  # the order badges
    assert len(badge_colours) == 2 and all(tuple(seen) == tuple(fill) for seen, fill in badge_colours), badge_colours
    if language != "en":
        english = set(DRAW_WORDS["en"].values())
        assert not {t for t in texts | banners if any(t == e.format(name=n) for e in english for n in ("Ana", "Ben"))}
        assert "Continue" not in texts and "1st" not in texts


# -- statistics and the replay -----------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_statistics_name_the_preset_and_list_the_players_in_the_language(make_app, tmp_path, language):
    store = new_store(tmp_path)
    first_id, _second = two_games(store)
    store.close()
    app = make_app(size=(800, 600), language=language)
    scene = StatisticsScene(app.ctx)
    app.stack.push(scene)
    settle(app, lambda: scene.stats is not None)
    scene.open_page(GAMES)
    settle(app, lambda: scene.games)
    texts = [t.text for t in drawn(app)]
    shot(app, f"statistics-games-{language}")
    # each finished game: when, then its preset by the name the New game page gives it
    details = [t for t in texts if "  ·  " in t]
    assert details and all(t.endswith("  ·  " + CLASSIC[language]) for t in details), details
    assert f"Ana 84{LIST[language]}Ben 0" in texts  # who played, listed as the language lists
    scene.open_page(HIGH_SCORES)
    texts = [t.text for t in drawn(app)]
    shot(app, f"statistics-high-scores-{language}")
    details = [t for t in texts if "  ·  " in t]
    assert len(details) == 4 and all(t.endswith("  ·  " + CLASSIC[language]) for t in details), details

    scene.open_page(GAMES)
    drawn(app)
    scene.watch(first_id)
    settle(app, lambda: isinstance(app.stack.top, ReplayScene))
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.title == f"Ana{LIST[language]}Ben"
    assert viewer.title in [t.text for t in drawn(app)]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_replay_steps_back_with_its_own_button_and_lists_the_names_in_the_language(make_app, language):
    game = scripted_game()
    app = make_app(size=(800, 600), language=language)
    results = app.ctx.scenes.results(game, [])
    app.stack.push(results)
    app.step([], 1 / 60)
    app.step([key(pygame.K_w)], 1 / 60)  # watch the game again
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.title == f"Ana{LIST[language]}Ben"
    texts = drawn(app)
    shot(app, f"replay-{language}")
    button = viewer.buttons.buttons[1]
    assert button.label == PREVIOUS_MOVE[language]
    label = [t for t in texts if t.text == PREVIOUS_MOVE[language]]
    assert label and label[0].box.kind == "button" and label[0].box.rect.contains(label[0].rect)
    assert "Back" not in [t.text for t in texts] and "Voltar" not in [t.text for t in texts]
    end = viewer.step
    drawn(app, click(button.rect.center))  # one move back, and the viewer stays open
    assert viewer.step == end - 1 and app.stack.top is viewer
    drawn(app, [key(pygame.K_LEFT)])
    assert viewer.step == end - 2 and app.stack.top is viewer


# -- the Pass button ----------------------------------------------------------------------------


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pass_button_is_in_the_language(make_app, language):
    app = make_app(size=(800, 600), language=language)
    game = set_up(["CATXSHO", "AEIRTNL"], bag="EEEE", rules=preset("Classic"), lexicon=Words("CAT"))
    scene = PlayScene(app.ctx, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(scene)
    scene.reveal()
    assert scene.stage is Stage.TURN
    texts = drawn(app)
    shot(app, f"play-{language}")
    label = [t for t in texts if t.text == PASS[language]]
    assert label, [t.text for t in texts if t.box.kind == "button"]
    assert label[0].box.kind == "button" and label[0].box.rect.contains(label[0].rect)


# -- the unseen tiles' count --------------------------------------------------------------------


@pytest.mark.parametrize(("language", "one", "two"), [
    ("en", "1 unseen", "2 unseen"),
    ("pt", "1 não vista", "2 não vistas"),
    ("zh_Hans", "未见1个", "未见2个"),
    ("zh_Hant_HK", "1張未見", "2張未見"),
])
def test_the_unseen_count_under_the_scores_agrees_with_its_number(language, one, two):
    pygame.font.init()
    i18n.set_language(language)
    surface = pygame.Surface((400, 40))
    theme = Theme()
    shown = []
    for unseen in (1, 2):
        probe = theme.probe = TextProbe(surface)
        draw_bag(surface, theme, pygame.Rect(0, 0, 400, 40), 0, unseen, 16)
        shown.append([t.text for t in probe.shown()])
    assert one in shown[0] and two in shown[1], shown
