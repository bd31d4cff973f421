"""The frame loop draws only frames that may look different (a real window idles).

The app is stepped by hand with ``redraw_only_on_change`` on, as the loop runs
with a real window; a still scene counts its draws.
"""

from __future__ import annotations

import pygame
import pytest
from rules_helpers import Words, set_up

from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import JOB_DONE, App
from game.ui.play.scene import GLOW_LIVELY, PlayScene, Stage
from game.ui.scene import Scene
from game.ui.scenes.menu import LOGO_LIVELY, LOGO_SETTLE
from game.ui.scenes.results import GLOW_SECONDS

pygame.init()


class Counting(Scene):
    """A scene that counts its draws and says when it next changes: ``wake``."""

    name = "counting"

    def __init__(self, ctx, wake: float | None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(ctx)
        self.wake = wake
        self.draws = 0

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1

    def next_wake(self) -> float | None:
        return self.wake


class Ticking(Counting):
    """A clock face: the picture changes on each whole second of its own time."""

    def __init__(self, ctx) -> None:  # type: ignore[no-untyped-def]
        super().__init__(ctx, None)
        self.time = 0.0

    def update(self, dt: float) -> None:
        self.time += dt

    def next_wake(self) -> float | None:
        return 1.0 - self.time % 1.0


@pytest.fixture
def app_options():
    return {"size": (800, 600)}


@pytest.fixture
def app(app):
    """conftest's window, drawing only frames that may look different."""
    app.redraw_only_on_change = True
    return app


def steps(app: App, n: int, dt: float = 0.25) -> list[bool]:
    """Step ``n`` frames with no input; whether each one drew."""
    drew = []
    for _ in range(n):
        app.step([], dt)
        drew.append(app.drew)
    return drew


def test_a_still_scene_is_drawn_once_and_then_only_on_input(app):
    scene = Counting(app.ctx, None)
    app.stack.push(scene)
    assert steps(app, 6) == [True, False, False, False, False, False]
    assert scene.draws == 1
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0))], 0.25)
    assert app.drew and scene.draws == 2
    assert steps(app, 3) == [False, False, False]
    assert app.next_wake() is None


def test_a_moving_scene_is_drawn_every_frame(app):
    scene = Counting(app.ctx, 0.0)
    app.stack.push(scene)
    assert steps(app, 5, 1 / 60) == [True] * 5
    assert scene.draws == 5


def test_a_clock_is_drawn_on_each_second_and_not_between(app):
    scene = Ticking(app.ctx)
    app.stack.push(scene)
    # quarter-second steps: drawn at the start, then at 1.0 s and 2.0 s of its time
    assert steps(app, 8) == [True, False, False, True, False, False, False, True]
    assert scene.draws == 3


def test_a_scene_change_a_toast_and_a_job_result_are_drawn(app):
    first = Counting(app.ctx, None)
    app.stack.push(first)
    steps(app, 2)
    second = Counting(app.ctx, None)
    app.stack.push(second)
    assert steps(app, 2) == [True, False]
    # a toast slides in (drawn every frame), rests (not drawn) and fades out (drawn again)
    app.show_toast("Saved", seconds=2.0)
    drew = steps(app, 40, 0.05)
    assert drew[:7] == [True] * 7  # the 0.35 s slide
    assert not any(drew[8:31])  # resting until 0.4 s before the end
    assert drew[31] and drew[38]  # fading
    assert not app.toast.visible and steps(app, 2) == [False, False]
    future = app.jobs.submit(lambda: 42, on_done=lambda _: None)
    future.result(timeout=10)
    assert steps(app, 2) == [True, False]


def test_a_finished_job_wakes_the_loop_and_the_wake_up_reaches_no_scene(app):
    scene = Counting(app.ctx, None)
    app.stack.push(scene)
    pygame.event.clear()
    app.jobs.on_finish = app._job_finished
    app.jobs.submit(lambda: 42)
    app.jobs.shutdown()  # the job, and its callbacks, are over
    assert pygame.event.peek(JOB_DONE)
    assert app._gather_events() == []
    assert not pygame.event.peek(JOB_DONE)


def test_headless_runs_draw_every_frame(app):
    app.redraw_only_on_change = False
    scene = Counting(app.ctx, None)
    app.stack.push(scene)
    assert steps(app, 4) == [True] * 4
    assert scene.draws == 4


def test_the_menu_logo_comes_to_rest_and_wakes_on_input(app):
    menu = app.ctx.scenes.menu()
    app.stack.push(menu)
    assert menu.next_wake() == 0.0
    drew: list[bool] = []
    while menu.next_wake() is not None and len(drew) < 100:
        drew += steps(app, 1)
    # it bobs, drawn every frame, for LOGO_LIVELY seconds and settles within LOGO_SETTLE more
    assert all(drew) and LOGO_LIVELY / 0.25 < len(drew) <= (LOGO_LIVELY + LOGO_SETTLE) / 0.25
    assert menu.liveliness == 0.0
    assert steps(app, 3) == [False, False, False]
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))], 0.25)
    assert app.drew and menu.next_wake() == 0.0


def test_a_waiting_turn_wakes_for_the_clocks_next_second(app):
    rules = preset("Classic").replace(clock_seconds=60)
    game = set_up(["CATXSHO", "AEIRTNL"], bag="EEEE", rules=rules, lexicon=Words("CAT"))
    scene = PlayScene(app.ctx, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(scene)
    scene.reveal()
    assert scene.stage is Stage.TURN
    steps(app, 1, 0.25)
    assert scene.next_wake() == pytest.approx(0.75)
    assert steps(app, 4) == [False, False, True, False]  # 59 s left shows at 1.0 s
    # no clock: nothing to wait for until someone moves
    rules_no_clock = preset("Classic")
    quiet = PlayScene(app.ctx, set_up(["CATXSHO", "AEIRTNL"], bag="EEEE", rules=rules_no_clock,
                                      lexicon=Words("CAT")), [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.replace(quiet)
    quiet.reveal()
    steps(app, 1)
    assert quiet.next_wake() is None


def test_the_keyboard_cursor_glows_for_a_while_after_input(app):
    game = set_up(["CATXSHO", "AEIRTNL"], bag="EEEE", rules=preset("Classic"), lexicon=Words("CAT"))
    scene = PlayScene(app.ctx, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(scene)
    scene.reveal()
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], 0.25)
    assert scene.model is not None and scene.model.cursor is not None
    assert scene.next_wake() == 0.0
    glow = scene.glow
    steps(app, int(GLOW_LIVELY / 0.25) + 1)
    assert scene.next_wake() is None
    still = scene.glow
    assert still > glow and steps(app, 3) == [False, False, False] and scene.glow == still


def test_the_results_screen_comes_to_rest_once_the_confetti_is_down(app):
    game = set_up(["CATXSHO", "AEIRTNL"], bag="EEEE", rules=preset("Classic"), lexicon=Words("CAT"))
    results = app.ctx.scenes.results(game, [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(results)
    drew: list[bool] = []
    while results.next_wake() is not None and len(drew) < 200:
        drew += steps(app, 1)
    assert all(drew) and len(drew) >= GLOW_SECONDS / 0.25
    assert results.next_wake() is None and steps(app, 3) == [False, False, False]
