"""An Expert computer thinking in the real engine process, at a budget no test waits for
(10 s a turn): a pause stops its search at once, the engine process is free for the next
request, and after the pause the turn is asked again and played once; leaving the game
stops the search too; and another request to the engine (a "can this rack play?")
cutting the search short has the turn asked again, never more than a few times, so the
computer is never stuck thinking."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import drawn, wait_until

from game.engine import worker
from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.game import Game, TurnKind
from game.rules.ruleset import PRESETS
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play import computer as play_ai
from game.ui.play.engine_answers import ASK_AGAIN_AT_MOST
from game.ui.play.flow import Stage
from game.ui.play.scene import PlayScene

SIZE = (800, 600)
LONG = 10.0  # seconds a turn: the Expert's search ends in time only if it is stopped
SHORT = 0.5  # seconds a turn once the test has seen what it wanted
#: a stopped search answers, and the engine takes the next request, within this; measured
#: at 0.1-0.3 s on a loaded two-core machine (the search hears the stop between play-outs)
AT_ONCE = 1.5
SHOTS = Path()


@pytest.fixture(autouse=True)
def _screenshots_in_the_runs_folder(shots_here: Path) -> None:
    """Screenshots go to the run's folder, never a fixed path."""


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / f"{name}.png"))


def step(app: App) -> Callable[[], None]:
    def frame() -> None:
        app.step([], 1 / 60)
        time.sleep(0.005)  # the engine process needs the cores more than the frames do

    return frame


def frames_for(app: App, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    wait_until(lambda: time.monotonic() >= deadline, step=step(app))


def expert_first(make_app: Callable[..., App], lexicon: Lexicon) -> tuple[App, PlayScene]:
    """Robo (Expert, 10 s a turn) to open the game against Ana, the engine already up
    with the word list loaded; Robo is thinking when this returns."""
    assert worker.submit("has_legal_play", worker.lexicon_ref(lexicon), Board(), "AERSTLN").result(60)
    app = make_app(size=SIZE, language="en")
    game = Game(["Robo", "Ana"], rules=PRESETS["Competition"], lexicon=lexicon, seed=25)
    scene = PlayScene(app.ctx, game, [SeatConfig("Robo", "expert"), SeatConfig("Ana")])
    scene.flow.engine.budget = LONG
    app.stack.replace(scene)
    wait_until(lambda: scene.stage is Stage.THINKING and scene.flow.thinking is not None, step=step(app))
    frames_for(app, 0.6)  # well into the look-ahead
    return app, scene


def remote(scene: PlayScene) -> play_ai.Remote[Any]:
    job = scene.flow.thinking
    assert isinstance(job, play_ai.Remote), job
    return job


def answered_at_once(job: play_ai.Remote[Any], since: float) -> float:
    """Seconds until the stopped search answered and the engine answered a new request."""
    wait_until(lambda: job.done, timeout=LONG * 3, what="the stopped search's answer")
    assert worker.submit("ping").result(LONG * 3) is True
    took = time.monotonic() - since
    assert took < AT_ONCE, f"the engine was busy {took:.2f} s after the stop"
    assert job.stopped_short  # the answer says so: the turn is asked again, not played
    return took


def texts(app: App) -> list[str]:
    return [t.text for t in drawn(app)]


def test_a_pause_stops_the_expert_at_once_and_after_it_the_turn_is_played_once(
        make_app: Callable[..., App], enable_lexicon: Lexicon) -> None:
    app, scene = expert_first(make_app, enable_lexicon)
    game = scene.game
    assert "Robo is thinking…" in texts(app)
    assert any(t.startswith("thinking") for t in texts(app))  # the dots on Robo's score plate
    shot(app, "expert-thinking")
    searching = remote(scene)

    scene.open_menu()
    paused = time.monotonic()
    assert scene.flow.paused
    answered_at_once(searching, paused)
    for _ in range(5):
        step(app)()
    assert game.history == [], "a pause plays nothing"
    assert scene.flow.thinking is searching  # kept, to be asked again after the pause

    scene.flow.engine.budget = SHORT
    app.stack.pop()  # Resume
    assert not scene.flow.paused
    wait_until(lambda: scene.flow.thinking is not searching, step=step(app), what="the turn asked again")
    assert scene.stage is Stage.THINKING and game.history == []
    assert "Robo is thinking…" in texts(app)
    wait_until(lambda: game.history, step=step(app), what="Robo's move")
    wait_until(lambda: scene.stage is Stage.TURN, step=step(app), what="Ana's turn")
    for _ in range(30):
        step(app)()
    assert [(r.player, r.kind) for r in game.history] == [(0, TurnKind.PLAY)]
    assert game.current == 1 and scene.flow.thinking is None


def test_leaving_the_game_stops_the_expert_at_once(make_app: Callable[..., App], enable_lexicon: Lexicon) -> None:
    app, scene = expert_first(make_app, enable_lexicon)
    searching = remote(scene)
    menu = app.ctx.scenes.menu()
    left = time.monotonic()
    app.stack.replace(menu)
    assert scene.flow.thinking is None
    answered_at_once(searching, left)
    assert scene.game.history == []


def test_a_request_that_cuts_the_expert_short_has_the_turn_asked_again_and_never_stuck(
        make_app: Callable[..., App], enable_lexicon: Lexicon) -> None:
    app, scene = expert_first(make_app, enable_lexicon)
    game = scene.game
    for cut in range(ASK_AGAIN_AT_MOST + 1):
        searching = remote(scene)
        asked = time.monotonic()
        check = play_ai.check_can_play(game, 1)  # Ana's rack, asked while Robo thinks
        assert check is not None
        wait_until(lambda job=check: job.done, timeout=LONG * 3, step=step(app),
                   what="the can-play answer")
        assert check.result() is True
        assert time.monotonic() - asked < AT_ONCE
        if cut < ASK_AGAIN_AT_MOST:
            wait_until(lambda old=searching: scene.flow.thinking is not old, step=step(app),
                       what="the turn asked again")
            assert game.history == [] and scene.stage is Stage.THINKING
            frames_for(app, 0.6)  # well into the look-ahead again
    # cut short once more than it is asked again: its best so far is played, at once
    wait_until(lambda: game.history, timeout=AT_ONCE * 2, step=step(app), what="Robo's move")
    assert [(r.player, r.kind) for r in game.history] == [(0, TurnKind.PLAY)]
