"""A resumed game is the same turn: after Continue, from a closed window or a
killed one, the hint already spent this turn is not charged again, the clock
has no more time than was left, and a play let stand is not offered for
challenge again.

A kill is played as the store sees one: every write the window had handed to
the writer has landed (``saves.flush``), then the window goes without a word
more (no session saved on the way out) and a new window opens the same data
folder.  The clock after a kill comes back at the whole second below the
time it had left (saved as it enters each second: up to a second is lost,
none given back); after a closed window, exactly.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import wait_until
from test_ui_persist import (
    RULES,
    close,
    play_best,
    play_scene_when_open,
    quit_window,
    rows,
    settle,
    start,
    window_after_one_play,
)

from game.lexicon import default_lexicon
from game.rules.game import Game
from game.ui.app import App
from game.ui.play import computer
from game.ui.play.flow import Stage
from game.ui.play.scene import PlayScene

FRAME = 1 / 60



@pytest.fixture
def make_app(make_app: Callable[..., App]) -> Callable[..., App]:
    """conftest's windows at 1024 x 700, as test_ui_persist's."""
    return lambda **options: make_app(**{"size": (1024, 700), **options})

@pytest.fixture(scope="module")
def lexicon():
    return default_lexicon()


@pytest.fixture
def quick_hints(monkeypatch) -> list[int]:
    """Hints answered at once ("no word fits") instead of by the engine process: these
    tests are about what a hint costs, not what it says.  The rungs asked for, in order."""
    asked: list[int] = []

    def find_hint(game, level):
        asked.append(level)
        return computer.Background(lambda: None)

    monkeypatch.setattr(computer, "find_hint", find_hint)
    return asked


def killed(app: App) -> None:
    """The window dies: what the writer was handed is on disk, nothing more is written."""
    app.saves.flush()
    scene = app.stack.top
    assert isinstance(scene, PlayScene)
    scene.flow.recorder = None  # a dead window saves nothing on its way out
    close(app)


def continued(make_app: Callable[..., App]) -> tuple[App, PlayScene]:
    """``python main.py --continue`` on the same data folder, up to the moment the
    player to move takes the rack back (no frame after it: the clock has not moved)."""
    app = make_app(resume_latest=True)
    app.stack.push(app.first_scene())
    scene = play_scene_when_open(app)

    def frame() -> None:
        scene.animator.finish_all()
        app.step([], FRAME)

    wait_until(lambda: scene.flow.stage in (Stage.HANDOFF, Stage.CHALLENGE), step=frame,
               what="the hand-off card")
    if scene.flow.stage is Stage.CHALLENGE:
        # (asked again: the challenge tests below see to that; here it is let stand again)
        scene.flow.start_turn()
    assert scene.flow.stage is Stage.HANDOFF
    scene.reveal()
    assert scene.flow.stage is Stage.TURN
    return app, scene


def bens_turn(make_app: Callable[..., App], lexicon, seed: int) -> tuple[App, PlayScene]:
    """Ana's opening play, let stand; Ben's turn with his minute running."""
    app, _game, scene = window_after_one_play(make_app, lexicon, seed)
    assert scene.flow.stage is Stage.CHALLENGE
    scene.flow.start_turn()                        # nobody challenges
    settle(app, scene)
    assert scene.flow.stage is Stage.TURN and scene.game.current == 1
    return app, scene


def hint_answered(app: App, scene: PlayScene) -> None:
    def frame() -> None:
        app.step([], 0.0)                          # the clock stands still while the engine answers

    wait_until(lambda: scene.flow.hint_job is None, step=frame, what="the hint's answer")


# ---------------------------------------------------------------- the hint
@pytest.mark.parametrize("ending", ["killed", "closed"])
def test_a_hint_spent_before_the_window_went_is_not_charged_again(make_app, data, lexicon, quick_hints, ending):
    app, scene = bens_turn(make_app, lexicon, 7)
    scene.flow.hint()
    hint_answered(app, scene)
    assert scene.flow.hint_level == 1 and scene.game.players[1].hints_used == 1
    killed(app) if ending == "killed" else quit_window(app)

    again, resumed = continued(make_app)
    try:
        flow = resumed.flow
        assert flow.stage is Stage.TURN and resumed.game.current == 1
        assert flow.hint_level == 1                # the first rung is already his
        assert resumed.game.players[1].hints_used == 1 and resumed.game.hints_left(1) == 2
        hint_answered(again, resumed)              # and what it said is shown again
        assert quick_hints == [1, 1] and flow.hint_text == "No word fits your tiles: try Swap or Pass."
        flow.hint()                                # the next press climbs for nothing more
        hint_answered(again, resumed)
        assert flow.hint_level == 2 and quick_hints == [1, 1, 2]
        assert resumed.game.players[1].hints_used == 1 and resumed.game.hints_left(1) == 2
    finally:
        close(again)


@pytest.mark.parametrize("ending", ["killed", "closed"])
def test_a_hint_spent_in_a_game_without_a_clock_is_not_charged_again(make_app, data, lexicon, quick_hints, ending):
    app = make_app()
    scene = start(app, Game(["Ana", "Ben"], RULES.replace(clock_seconds=0), lexicon, seed=7))
    play_best(app, scene, lexicon)
    scene.flow.start_turn()                        # nobody challenges
    settle(app, scene)
    scene.flow.hint()
    hint_answered(app, scene)
    assert scene.flow.hint_level == 1 and scene.game.players[1].hints_used == 1
    killed(app) if ending == "killed" else quit_window(app)

    again, resumed = continued(make_app)
    try:
        assert resumed.flow.hint_level == 1        # the first rung is already his
        hint_answered(again, resumed)
        resumed.flow.hint()                        # the next press climbs for nothing more
        hint_answered(again, resumed)
        assert resumed.flow.hint_level == 2 and resumed.game.players[1].hints_used == 1
    finally:
        close(again)


def test_the_rung_is_kept_with_the_turn_it_belongs_to(make_app, data, lexicon, quick_hints):
    app, scene = bens_turn(make_app, lexicon, 7)
    scene.flow.hint()
    hint_answered(app, scene)
    scene.flow.hint()
    hint_answered(app, scene)
    app.saves.flush()
    ((rung, turn),) = rows(data, "SELECT hint_rung, turn FROM sessions")
    ((last,),) = rows(data, "SELECT max(seq) FROM turns")
    assert (rung, turn, last) == (2, 2, 2)         # the start, Ana's play: the session follows move 2
    killed(app)


def test_a_second_rung_comes_back_with_the_first_rungs_square_glowing(make_app, data, lexicon):
    """The second rung names the word alone, beside the first rung's glowing square; after
    Continue the word is said again and the square glows again (the engine answers both)."""
    app, scene = bens_turn(make_app, lexicon, 7)
    scene.flow.hint()
    hint_answered(app, scene)
    assert scene.flow.model is not None
    glow = set(scene.flow.model.hinted)
    scene.flow.hint()
    hint_answered(app, scene)
    said = scene.flow.hint_text
    assert scene.flow.hint_level == 2 and len(glow) == 1 and scene.flow.model.hinted == glow
    quit_window(app)

    again, resumed = continued(make_app)
    try:
        hint_answered(again, resumed)
        flow = resumed.flow
        assert flow.hint_level == 2 and resumed.game.players[1].hints_used == 1
        assert flow.model is not None and flow.model.hinted == glow
        assert flow.hint_text == said
    finally:
        close(again)


# ---------------------------------------------------------------- the clock
def test_a_killed_window_gives_back_no_time(make_app, data, lexicon):
    app, scene = bens_turn(make_app, lexicon, 37)
    for _ in range(150):                           # two and a half seconds of Ben's minute
        app.step([], FRAME)
    left = scene.flow.clock.remaining
    assert left == pytest.approx(57.5, abs=2 * FRAME)
    killed(app)

    again, resumed = continued(make_app)
    try:
        assert resumed.flow.stage is Stage.TURN and resumed.game.current == 1
        back = resumed.flow.clock.remaining
        assert back == math.floor(left) == 57.0    # the whole second below what was left
        assert back <= left
    finally:
        close(again)


def test_a_closed_window_keeps_the_clock_exactly(make_app, data, lexicon):
    app, scene = bens_turn(make_app, lexicon, 37)
    for _ in range(150):
        app.step([], FRAME)
    quit_window(app)                               # its frame runs the clock once more
    left = scene.flow.clock.remaining
    assert left == pytest.approx(57.5 - FRAME, abs=2 * FRAME)

    again, resumed = continued(make_app)
    try:
        assert resumed.flow.clock.remaining == left
    finally:
        close(again)


# ---------------------------------------------------------------- the challenge
def test_a_play_let_stand_is_not_offered_again_after_a_kill(make_app, data, lexicon):
    app, _game, scene = window_after_one_play(make_app, lexicon, 11)
    assert scene.flow.stage is Stage.CHALLENGE
    scene.flow.start_turn()                        # "No challenge"
    assert scene.flow.stage is Stage.HANDOFF
    killed(app)

    again = make_app(resume_latest=True)
    try:
        again.stack.push(again.first_scene())
        resumed = play_scene_when_open(again)
        assert resumed.flow.stage is Stage.HANDOFF and resumed.game.current == 1
        assert resumed.game.challengeable == 0     # still the last play, but decided
        assert rows(Path(data), "SELECT pending FROM sessions") == [(None,)]
    finally:
        close(again)


def test_an_undecided_play_is_still_offered_after_a_kill(make_app, data, lexicon):
    app, _game, scene = window_after_one_play(make_app, lexicon, 11)
    assert scene.flow.stage is Stage.CHALLENGE
    killed(app)

    again = make_app(resume_latest=True)
    try:
        again.stack.push(again.first_scene())
        resumed = play_scene_when_open(again)
        assert resumed.flow.stage is Stage.CHALLENGE
    finally:
        close(again)
