"""Every screen of the game, opened one after another on an :class:`~game.ui.app.App`,
for ``bench/text_sizes.py`` and the test that holds the Text size setting to its
targets (tests/test_text_sizes.py).

The table is one a family would sit at: a name at the 20-character limit, a
Chinese name, a child with a handicap (the kids' list, hints, a head start) and
the computer.  :func:`tour` opens each state and yields its name, the frame ready
to be measured: the first launch's page, the menu and a toast, New game with the
four seats, a handicap page, the rules, Settings, every page of How to play, the
tile draw, the play screen (the hand-off, the turn, a hint, a meaning card, the
placed tiles, a challenge, the pause menu), the results, the statistics and the
replay of a finished game, then Duplicate at the TV (``bench/duplicate_tour.py``: a
round with its hand-off, a hint and the reveal, the phone seats' cards, the results'
round table and the replay at a round).  :func:`measure` draws one frame through the text probe
and gives each text with its contrast against what is behind it.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.rules.bag import Bag
from game.rules.game import Game
from game.rules.handicap import Handicap
from game.rules.ruleset import ChallengeMode, RuleSet, preset
from game.rules.timeline import timeline_of_game
from game.setup.seats import SEAT_KINDS, SeatConfig, clean_name
from game.store import Seat, TurnEntry
from game.ui.app import App
from game.ui.contrast import contrast_ratio
from game.ui.play.scene import PlayScene, Stage
from game.ui.scene import Scene
from game.ui.scenes.howto import HowToScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.tile_draw import TileDrawScene
from game.ui.scenes.welcome import WelcomeScene
from game.ui.text_probe import Box, DrawnText, TextProbe

LONG_NAME = clean_name("Bartholomew the Great", 0)  # cut at the 20-character limit
CHINESE_NAME = "陳小明"
CHILD = Handicap(word_list="kids", hints=10, head_start=25)
NAMES = [LONG_NAME, CHINESE_NAME, "Mia", "Robo"]
SEATS = [SeatConfig(LONG_NAME), SeatConfig(CHINESE_NAME), SeatConfig("Mia", handicap=CHILD),
         SeatConfig("Robo", "medium")]
WORDS = {"CAT", "CATS", "AT", "TA", "ACT", "EAT", "TEA"}
TOAST = "Screenshot saved: /home/someone/.local/share/tile-party/screenshots/tile-party-2024-05-01.png"
Color = tuple[int, int, int]


class Words:
    """A tiny word list (``words``, the tour's own by default), so no real one is compiled."""

    def __init__(self, words: frozenset[str] | set[str] = frozenset(WORDS)) -> None:
        self.words = frozenset(words)

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


@dataclass(frozen=True)
class Hinted:
    """A hint as the engine process answers it (``engine_answers``' ``_hint_ready``)."""

    level: int
    square: tuple[int, int] | None
    word: str | None
    position: str | None
    points: int | None
    for_children: bool = False
    no_everyday_word: bool = False
    reason: Any = None
    leave: str = ""


@dataclass(frozen=True)
class Measured:
    """A text on screen: what it says, its size in pixels, its contrast with what is behind it."""

    text: str
    size: float
    contrast: float
    drawn: DrawnText


# -- measuring -----------------------------------------------------------------------------


def _menu_texts(scene: Scene, surface: pygame.Surface) -> list[DrawnText]:
    """The visible widgets of a menu page, as texts (pygame-menu draws them itself), each with
    the colour pygame-menu draws its text in (a lit row's dark ink, a disabled row's dim one)
    and the colour most of its box shows in the frame on ``surface`` (its face)."""
    if not isinstance(scene, MenuScene) or scene.main is None:
        return []
    page = scene.main.get_current()
    out = []
    for widget in page.get_widgets():
        if not widget.is_visible() or not widget.get_title().strip():
            continue
        rect = widget.get_rect(to_real_position=True)
        if rect.w and rect.h:
            r, g, b, *_alpha = widget.get_font_color_status()
            out.append(DrawnText(widget.get_title(), rect, widget.get_font_info()["size"], Box("page", rect),
                                 ink=(r, g, b), ground=_most_seen(surface, rect)))
    return out


def _most_seen(surface: pygame.Surface, rect: pygame.Rect) -> Color | None:
    """The colour most of ``rect`` shows on ``surface`` (a text's letters cover less of its box
    than the ground they are drawn on)."""
    inside = rect.clip(surface.get_rect())
    if not inside.w or not inside.h:
        return None
    counts: Counter[Color] = Counter()
    for y in range(inside.top, inside.bottom):
        for x in range(inside.left, inside.right):
            r, g, b, *_a = surface.get_at((x, y))
            counts[(r, g, b)] += 1
    return counts.most_common(1)[0][0]


def _seen_contrast(surface: pygame.Surface, rect: pygame.Rect) -> float:
    """The contrast of a text read from the pixels (a pop-up's, drawn from an image of its own):
    its ground is the colour most of its box shows, its ink the pixel that stands out most
    from that ground."""
    inside = rect.clip(surface.get_rect())
    if inside.w < 2 or inside.h < 2:
        return math.inf
    ground = _most_seen(surface, inside)
    colours = {tuple(surface.get_at((x, y)))[:3] for y in range(inside.top, inside.bottom)
               for x in range(inside.left, inside.right)}
    return max(contrast_ratio((c[0], c[1], c[2]), ground) for c in colours) if ground is not None else math.inf


def measure(app: App) -> list[Measured]:
    """Draw one frame with the probe on: each text shown, its size and contrast."""
    probe = TextProbe(app.surface)
    app.theme.probe = probe
    try:
        app.draw()
    finally:
        app.theme.probe = None
    texts = probe.shown()
    for scene in app.stack.visible():
        texts += _menu_texts(scene, app.surface)
    out = []
    for t in texts:
        if t.ink is not None and t.ground is not None:
            contrast = contrast_ratio(t.ink, t.ground)
        else:
            contrast = _seen_contrast(app.surface, t.rect)
        out.append(Measured(t.text, t.size, contrast, t))
    return out


# -- the tour ------------------------------------------------------------------------------


class Landing(Scene):
    """Where the tile draw goes when it is done (the tour opens the game itself)."""

    name = "landing"


def _frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _ in range(n):
        app.step([], dt)


def _until(what: str, done: Callable[[], bool], step: Callable[[], None], most: int = 600) -> None:
    for _ in range(most):
        if done():
            return
        step()
    raise RuntimeError(f"the tour waited in vain for {what}")


def _game(rules: RuleSet) -> Game:
    """The four seats with chosen racks, the rest of a full set in the bag (the store checks it)."""
    game = Game(list(NAMES), rules=rules, lexicon=Words(), seed=1, deal=False,
                handicaps=[seat.handicap for seat in SEATS], lexicons={"kids": Words()})
    racks = ["CATSEEA", "AEIOTRS", "CATSEEN", "AATTEER"]
    rest = Counter(game.variant.full_set())
    for player, rack in zip(game.players, racks):
        player.rack = list(rack)
        rest.subtract(rack)
    game.bag = Bag(game.rng, sorted(rest.elements()), shuffle=False)
    return game


def _finished_game(app: App) -> Game:
    """A short game played to its end and kept in the store, for the statistics and the replay."""
    game = _game(RuleSet(name="Classic"))
    store = app.saves.store if app.saves is not None else None
    game_id = store.new_game_id() if store is not None else ""
    if store is not None:
        store.create_game(game_id, [Seat(s.name, s.kind) for s in SEATS], game.rules.name,
                          TurnEntry.capture(game, "start"))
    for move in ("8G CAT", "H7 T.", "-", "-", "8G ...S"):
        game.play_text(move)
        if store is not None:
            store.record_turn(game_id, TurnEntry.capture(game, "play"))
    game.end_now()
    if store is not None:
        store.record_turn(game_id, TurnEntry.capture(game, "end"))
    return game


def _menu(app: App) -> Iterator[str]:
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    _frames(app, 2)
    app.jobs.wait_all()
    _frames(app)
    yield "menu"
    app.ctx.toast(TOAST)
    _until("the toast", lambda: app.toast.slide.done, lambda: _frames(app))
    yield "menu with a toast"
    app.toast.time_left = 0.0
    _frames(app)
    assert menu.main is not None
    menu.main._open(menu.new_game.new_menu)
    menu.new_game._on_seat_count(None, 4)
    for k, seat in enumerate(SEATS):
        menu.new_game.new_menu.get_widget(f"name{k}").set_value(seat.name)
        menu.new_game._on_name(k, seat.name)
    for k, seat in enumerate(SEATS):
        menu.new_game.new_menu.get_widget(f"kind{k}").set_value(SEAT_KINDS.index(seat.kind))
        menu.new_game._on_kind(k, seat.kind)
    menu.setup.set_handicap(2, CHILD)
    menu.setup.set_child(2, True)
    menu.new_game.refresh_new()
    _frames(app, 2)
    yield "new game"
    menu.new_game.handicap.open(2)
    _frames(app)
    yield "handicap"
    menu.main.reset(1)
    menu._open(menu.new_game.rules_menu)
    _frames(app)
    yield "rules"
    menu.main.reset(1)
    menu.open_settings()
    _frames(app)
    yield "settings"
    app.stack.pop()
    _frames(app)
    app.stack.pop()


def _howto(app: App) -> Iterator[str]:
    howto = HowToScene(app.ctx)
    app.stack.push(howto)
    for page in range(len(howto.pages)):
        _frames(app, 1, dt=5.0)
        yield f"how to play {page + 1}"
        howto.next()
    app.stack.pop()


def _tile_draw(app: App, folder: Path) -> Iterator[str]:
    words = folder / "words.txt"
    words.write_text("CAT\nDOG\n", encoding="utf-8")
    scene = TileDrawScene(app.ctx, list(SEATS), preset("House").replace(word_list=str(words)), seed=3,
                          on_ready=lambda _g, _s: Landing(app.ctx))
    app.stack.push(scene)
    _frames(app, 2)
    scene.announced = True
    _frames(app)
    yield "tile draw"
    app.stack.pop()


def _settle(app: App, scene: PlayScene) -> None:
    def frame() -> None:
        scene.animator.finish_all()
        _frames(app)

    _until("the play screen to settle", lambda: scene.stage in (Stage.TURN, Stage.HANDOFF, Stage.CHALLENGE), frame)


def _play(app: App) -> Iterator[str]:
    game = _game(RuleSet(name="Tour", challenge=ChallengeMode.SINGLE))
    scene = PlayScene(app.ctx, game, list(SEATS))
    app.stack.push(scene)
    _frames(app, 2)
    yield "play: hand-off"
    scene.reveal()
    _frames(app, 2)
    scene.animator.finish_all()  # the rack has turned over
    _frames(app)
    yield "play: turn"
    scene.flow.engine._hint_ready(Hinted(3, (7, 6), "CAT", "8G", 10))
    _frames(app, 2)
    yield "play: hint"
    scene.meanings.open("CAT", 0)
    _until("the meanings book", lambda: scene.meanings.source.settled, lambda: _frames(app))
    _frames(app, 1, dt=5.0)
    yield "play: meaning card"
    scene.meanings.close()
    _frames(app)
    model = scene.model
    assert model is not None
    for letter, col in (("C", 6), ("A", 7), ("T", 8)):
        tile = model.find_tile(letter)
        assert tile is not None
        model.place(tile, (7, col), None)
    _frames(app)
    yield "play: tiles placed"
    scene.flow.submit()
    _settle(app, scene)
    yield "play: challenge"
    scene.modals.act("continue")
    _settle(app, scene)
    pause = PauseScene(app.ctx, scene)
    app.stack.push(pause)
    _frames(app)
    yield "pause menu"
    app.stack.pop()
    app.stack.pop()


def _after_the_game(app: App, folder: Path) -> Iterator[str]:
    game = _finished_game(app)
    results = ResultsScene(app.ctx, game, list(SEATS))
    app.stack.push(results)
    _frames(app, 1, dt=5.0)
    _frames(app, 1, dt=5.0)
    yield "results"
    app.stack.pop()
    statistics = StatisticsScene(app.ctx)
    app.stack.push(statistics)

    def read() -> None:
        app.jobs.wait_all(1.0)
        _frames(app)

    _until("the statistics", lambda: statistics.stats is not None and not statistics.busy, read)
    _frames(app, 1, dt=5.0)
    yield "statistics"
    app.stack.pop()
    words = folder / "replay-words.txt"
    words.write_text("\n".join(sorted(WORDS)) + "\n", encoding="utf-8")
    replay = ReplayScene(app.ctx, timeline_of_game(game), ", ".join(NAMES), word_list=str(words))
    app.stack.push(replay)
    _frames(app, 2)
    replay.previous()
    _frames(app, 2)
    yield "replay"
    app.stack.pop()


def tour(app: App, folder: Path) -> Iterator[str]:
    """Open every screen on ``app`` in turn, yielding each one's name when it is ready to be
    measured; ``folder`` holds the small word lists the tile draw and the replay are given."""
    welcome = WelcomeScene(app.ctx)
    app.stack.push(welcome)
    _frames(app)
    yield "first launch"
    app.stack.pop()
    yield from _menu(app)
    yield from _howto(app)
    yield from _tile_draw(app, folder)
    yield from _play(app)
    yield from _after_the_game(app, folder)
    from duplicate_tour import duplicate_tour  # beside this module in bench/

    yield from duplicate_tour(app, folder)
