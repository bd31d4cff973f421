"""Waiting for the word list: the tile draw shows how far its compile has got.

The compile is replaced by one that reports fractions a step at a time and
waits for the test between steps, so each frame drawn is checked against the
fraction reported just before it (no timing involved).
"""

from __future__ import annotations

import gc
import multiprocessing
import queue
import subprocess
import sys
import threading
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame
import pytest
from conftest import wait_until

from game.engine import worker
from game.jobs import SharedProgress
from game.lexicon import Lexicon, load_lexicon
from game.lexicon.choice import needs_compile
from game.lexicon.lexicon import is_ready, loaded_lexicons
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui import word_list_load
from game.ui.app import App
from game.ui.scene import Scene
from game.ui.scenes.menu import LOGO_LIVELY, MenuScene
from game.ui.scenes.tile_draw import TileDrawScene
from game.ui.widgets import progress_fill
from game.ui.word_list_load import PROGRESS_REDRAW

ROOT = Path(__file__).resolve().parent.parent
STEPS = (0.0, 0.2, 0.45, 0.7, 1.0)
WAIT = 20.0  # seconds a thread handshake may take on a busy machine before the test fails


class Landing(Scene):
    name = "landing"



@pytest.fixture
def app_options():
    return {"size": (800, 600)}


class StepwiseCompile:
    """Stands in for the compile: reports each of STEPS, then waits for ``go_on``."""

    def __init__(self) -> None:
        self.reported: queue.Queue[float] = queue.Queue()
        self.go_on: queue.Queue[None] = queue.Queue()
        self.load = threading.Event()  # the cached list may be loaded

    def prepare(self, spec: str, fallback: str, progress: Any) -> tuple[str | None, str | None]:
        for fraction in STEPS:
            progress(fraction)
            self.reported.put(fraction)
            self.go_on.get(timeout=WAIT)
        return None, None

    def load_for_game(self, spec: str, fallback: str, progress: Any = None) -> tuple[Any, str, str | None]:
        assert self.load.wait(WAIT)
        return Lexicon.from_words(["CAT", "DOG"]), spec, None


def stand_in(monkeypatch: pytest.MonkeyPatch, fake: StepwiseCompile, compiles: bool) -> None:
    monkeypatch.setattr(word_list_load, "needs_compile", lambda spec, fallback: compiles)
    monkeypatch.setattr(word_list_load.worker, "prepare_word_list", fake.prepare)
    monkeypatch.setattr(word_list_load, "load_for_game", fake.load_for_game)


def start_draw(app: App, monkeypatch: pytest.MonkeyPatch, fake: StepwiseCompile, compiles: bool) -> TileDrawScene:
    stand_in(monkeypatch, fake, compiles)
    seats = [SeatConfig("Ana", "easy"), SeatConfig("Ben", "easy")]
    scene = TileDrawScene(app.ctx, seats, preset("Classic"), seed=2, on_ready=lambda g, s: Landing(app.ctx))
    app.stack.push(scene)
    scene.skip()
    wait_until(scene.waiting_for_word_list, step=lambda: app.step([], 1 / 60), pause=0,
               what="the draw to wait for the word list")
    return scene


def accent_run(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    """How many pixels of the bar's middle row are in the fill colour."""
    y = rect.centery
    return sum(1 for x in range(rect.left, rect.right) if tuple(surface.get_at((x, y)))[:3] == colour)


def test_the_bar_follows_the_compile_and_the_screen_wakes_for_it(app, monkeypatch):
    fake = StepwiseCompile()
    scene = start_draw(app, monkeypatch, fake, compiles=True)
    accent = app.theme.palette.accent
    drawn = []
    for fraction in STEPS:
        assert fake.reported.get(timeout=WAIT) == fraction
        assert scene.compile_progress.running
        assert scene.next_wake() == PROGRESS_REDRAW  # it wakes to redraw the bar while compiling
        app.step([], 1 / 60)
        rect = scene.progress_rect
        assert rect.w > 100
        filled = accent_run(app.surface, rect, accent)
        expected = progress_fill(rect, fraction).w
        # the bar's outline (2 px each side) is drawn over the fill's ends
        assert expected - 4 <= filled <= expected, (fraction, filled, expected)
        drawn.append(filled)
        fake.go_on.put(None)
    assert drawn == sorted(drawn) and drawn[0] == 0 and drawn[-1] > drawn[1] > 0
    fake.load.set()
    wait_until(lambda: scene.lexicon is not None, step=lambda: (app.jobs.wait_all(WAIT), app.step([], 1 / 60)))
    assert scene.lexicon is not None and not scene.compile_progress.running
    assert scene.next_wake() == 0.0  # the deal is on its way


def test_a_list_loaded_from_its_cache_shows_no_bar_and_lets_the_screen_sleep(app, monkeypatch):
    fake = StepwiseCompile()
    scene = start_draw(app, monkeypatch, fake, compiles=False)
    assert fake.reported.empty()  # nothing compiles
    assert not scene.compile_progress.running
    assert scene.next_wake() is None  # only the list's arrival wakes it
    app.step([], 1 / 60)
    assert accent_run(app.surface, scene.progress_rect, app.theme.palette.accent) == 0
    fake.load.set()
    app.jobs.wait_all(WAIT)
    app.step([], 1 / 60)
    assert scene.lexicon is not None and scene.next_wake() == 0.0


def test_opening_a_saved_game_whose_list_compiles_shows_the_bar_in_the_menu(app, monkeypatch):
    fake = StepwiseCompile()
    stand_in(monkeypatch, fake, compiles=True)
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    app.step([], 1 / 60)
    assert app.ctx.saves is not None
    monkeypatch.setattr(app.ctx.saves, "load", lambda game_id: saved_stub())
    menu.saved.resume_saved("some-game")
    accent = app.theme.palette.accent
    for fraction in STEPS:
        assert fake.reported.get(timeout=WAIT) == fraction
        menu.liveliness, menu.quiet_for = 0.0, LOGO_LIVELY  # the logo at rest: only the bar moves
        assert menu.next_wake() == PROGRESS_REDRAW
        app.step([], 1 / 60)
        rect = menu.progress_rect(app.surface.get_size())
        expected = progress_fill(rect, fraction).w
        assert expected - 4 <= accent_run(app.surface, rect, accent) <= expected, fraction
        fake.go_on.put(None)
    fake.load.set()
    app.jobs.wait_all(WAIT)
    assert not menu.saved.compile_progress.running


def saved_stub() -> Any:
    """A saved game as far as the menu reads it before its word list loads."""

    def to_json() -> str:
        raise LookupError("not needed: the test ends once the list is loaded")

    return SimpleNamespace(game=SimpleNamespace(rules=preset("Classic"), to_json=to_json))


def test_shared_progress_is_clamped_and_runs_from_begin_to_end():
    progress = SharedProgress()
    assert not progress.running and progress.fraction == 0.0
    progress.begin()
    progress.report(1.7)
    assert progress.running and progress.fraction == 1.0
    progress.report(-3)
    assert progress.fraction == 0.0
    progress.end()
    assert not progress.running


# -- word lists are compiled once, kept while used, dropped after ---------------------------


def write_list(folder: Path, name: str, words: list[str]) -> str:
    path = folder / name
    path.write_text("\n".join(words) + "\n")
    return str(path)


def test_the_compile_reports_progress_through_its_own_process_which_then_ends(data):
    path = write_list(data, "animals.txt", ["cat", "cats", "dog", "dogs", "emu"])
    assert needs_compile(path, "enable")
    reported: list[float] = []
    source, note = worker.prepare_word_list(path, "enable", reported.append)
    assert source == path and note is None
    assert reported[0] == 0.0 and reported[-1] == 1.0 and reported == sorted(reported)
    assert not needs_compile(path, "enable")  # the cache file is there now
    assert worker.running() is False  # the compile process is not the engine, and it has gone
    assert not multiprocessing.active_children()
    assert load_lexicon(path).words() == ["CAT", "CATS", "DOG", "DOGS", "EMU"]


def test_a_list_that_cannot_compile_is_judged_by_its_fallback(data):
    bad = write_list(data, "bad.txt", ["cat", "bad word"])
    good = write_list(data, "good.txt", ["cat"])
    assert not is_ready(good)
    assert needs_compile(bad, good)  # the fallback has no cache yet
    load_lexicon(good)
    assert not needs_compile(bad, good)


def test_the_engine_keeps_only_the_lists_it_was_last_asked_for(data, monkeypatch):
    monkeypatch.setattr(worker, "_lexicons", type(worker._lexicons)())
    lists = [write_list(data, f"list{n}.txt", [word]) for n, word in enumerate(["cat", "dog", "emu", "gnu"])]
    for path, word in zip(lists[:3], ["CAT", "DOG", "EMU"]):
        assert worker._lexicon(path).contains(word)
    assert worker.loaded_word_lists() == lists[:3]
    assert worker._lexicon(lists[3]).contains("GNU")
    assert worker.loaded_word_lists() == lists[1:]  # the one asked for longest ago is dropped


def test_a_list_no_game_uses_is_dropped(data):
    first = write_list(data, "first.txt", ["cat"])
    second = write_list(data, "second.txt", ["dog"])
    held = load_lexicon(first)
    assert load_lexicon(first) is held  # kept while used: asking again is free
    load_lexicon(second)
    gc.collect()
    assert {lexicon.source for lexicon in loaded_lexicons()} == {first, second}
    del held
    gc.collect()
    # the last list loaded stays for the next game; the other one nobody holds has gone
    assert [lexicon.source for lexicon in loaded_lexicons()] == [second]


def test_the_engine_and_compile_processes_import_no_pygame():
    code = (
        "import sys\n"
        "import game.engine.worker\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_menu')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    assert out.stdout.strip() == "[]"


def test_a_compile_process_goes_without_the_search_modules_and_the_engine_loads_them():
    code = (
        "import sys\n"
        "import game.engine.worker as worker\n"
        "print(sorted(m for m in sys.modules if m.startswith('game.engine')))\n"
        "worker._load_engine()\n"
        "print(sorted(m for m in sys.modules if m.startswith('game.engine'))[:7])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True)
    compiling, searching = out.stdout.strip().splitlines()
    assert compiling == "['game.engine', 'game.engine.worker']"
    assert searching == str(["game.engine", "game.engine.best_play", "game.engine.hint_rung", "game.engine.hints",
                             "game.engine.leaves", "game.engine.levels", "game.engine.movegen"])
