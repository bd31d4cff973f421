"""The engine process dies (killed here, as a crash or the system would) while the
Expert searches or a hint is worked out: a fresh one is started and asked again,
twice a turn at most, so the computer still makes its move and the hint still
comes; a third death in one turn has the computer pass (the hint given up),
saying why.  And when no engine process can start, the Expert thinks on a
thread of the window's process, which never forks its look-ahead's helper."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path
from typing import Any

import pytest
from conftest import wait_until
from test_engine_answers import Quiet

from game.engine import expert_hint, hints, worker
from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.game import Game, TurnKind
from game.rules.ruleset import PRESETS
from game.setup.seats import SeatConfig
from game.ui.play import computer as play_ai
from game.ui.play.engine_answers import START_AGAIN_AT_MOST
from game.ui.play.flow import Stage, TurnFlow
from game.ui.play.hint_words import HintWording

RULES = PRESETS["Competition"].replace(hints=True, hint_allowance=-1)
LONG = 30.0  # seconds a search may take: it is still searching when the engine is killed
SHORT = 0.3  # seconds a search takes once the test has killed the engine enough
WAIT = 60.0  # a generous bound for the engine to start and answer on a busy machine
INTO_THE_SEARCH = 0.5  # seconds after a question before the engine is killed


@pytest.fixture
def engine(seeded_data: Path, enable_lexicon: Lexicon) -> Lexicon:
    """An engine process with ENABLE loaded from the data folder's cache (each fresh one
    loads it from there too); stopped after the test (``data``)."""
    assert worker.submit("has_legal_play", worker.lexicon_ref(enable_lexicon), Board(), "AERSTLN").result(WAIT)
    return enable_lexicon


def frames(flow: TurnFlow, seconds: float) -> None:
    """The window's frames for ``seconds``: the flow collects its answers."""
    until = time.monotonic() + seconds
    wait_until(lambda: time.monotonic() >= until, step=lambda: flow.tick(1 / 60), pause=1 / 60)


def kill_the_engine() -> int:
    """End the engine process at once, as a crash would; its id."""
    pid = worker.process_id()
    assert pid is not None and worker.running()
    os.kill(pid, signal.SIGKILL)
    return pid


def restarted(flow: TurnFlow, job: Any, killed: int, asked: Any) -> None:
    """Wait until the flow has asked again (``asked()`` is no longer ``job``) of a
    fresh engine process (not ``killed``)."""
    wait_until(lambda: asked() is not job, timeout=WAIT, step=lambda: flow.tick(1 / 60), pause=1 / 60,
               what="the question asked again")
    assert isinstance(asked(), play_ai.Remote)
    assert worker.process_id() not in (None, killed) and worker.running()


def robo_thinking(lexicon: Lexicon) -> tuple[TurnFlow, Quiet]:
    """Robo (Expert, a long search) to open against Ana, thinking in the engine process."""
    view = Quiet()
    game = Game(["Robo", "Ana"], rules=RULES, lexicon=lexicon, seed=25)
    flow = TurnFlow(game, [SeatConfig("Robo", "expert"), SeatConfig("Ana")], view)
    flow.engine.budget = LONG
    flow.start_turn()
    assert flow.stage is Stage.THINKING and isinstance(flow.thinking, play_ai.Remote)
    frames(flow, INTO_THE_SEARCH)
    return flow, view


def test_a_killed_engine_is_started_again_and_the_computer_still_makes_its_move(engine: Lexicon) -> None:
    flow, view = robo_thinking(engine)
    for death in range(1, START_AGAIN_AT_MOST + 1):
        searching = flow.thinking
        if death == START_AGAIN_AT_MOST:
            flow.engine.budget = SHORT  # the last search is let finish
        killed = kill_the_engine()
        restarted(flow, searching, killed, lambda: flow.thinking)
        assert flow.game.history == [] and flow.stage is Stage.THINKING
        if death < START_AGAIN_AT_MOST:
            frames(flow, INTO_THE_SEARCH)
    wait_until(lambda: flow.game.history, timeout=WAIT, step=lambda: flow.tick(1 / 60), pause=1 / 60,
               what="Robo's move")
    assert [(r.player, r.kind) for r in flow.game.history] == [(0, TurnKind.PLAY)]
    assert flow.game.history[0].points > 0 and view.notes == []


def test_a_third_death_in_one_turn_has_the_computer_pass_saying_so(engine: Lexicon) -> None:
    flow, view = robo_thinking(engine)
    for _ in range(START_AGAIN_AT_MOST):
        searching = flow.thinking
        restarted(flow, searching, kill_the_engine(), lambda: flow.thinking)
        frames(flow, INTO_THE_SEARCH)
    kill_the_engine()
    wait_until(lambda: flow.game.history, timeout=WAIT, step=lambda: flow.tick(1 / 60), pause=1 / 60,
               what="Robo's pass")
    assert [(r.player, r.kind) for r in flow.game.history] == [(0, TurnKind.PASS)]
    assert view.notes == ["Robo could not decide (the engine stopped 3 times) and passes."]


def ana_asks_the_experts_hint(lexicon: Lexicon, monkeypatch: pytest.MonkeyPatch) -> TurnFlow:
    """Ana to move, the Expert working out her hint's top rung (a long search)."""
    monkeypatch.setattr(expert_hint, "HINT_BUDGET", LONG)
    game = Game(["Ana", "Ben"], rules=RULES, lexicon=lexicon, seed=25)
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Ben")], Quiet())
    flow.start_turn()
    flow.reveal()
    assert flow.stage is Stage.TURN
    flow.hint_level = hints.MAX_LEVEL - 1  # the next rung is the Expert's
    flow.hint()
    assert isinstance(flow.hint_job, play_ai.Remote)
    frames(flow, INTO_THE_SEARCH)
    return flow


def test_a_killed_engine_is_started_again_and_the_hint_still_comes(
        engine: Lexicon, monkeypatch: pytest.MonkeyPatch) -> None:
    flow = ana_asks_the_experts_hint(engine, monkeypatch)
    for death in range(1, START_AGAIN_AT_MOST + 1):
        asking = flow.hint_job
        if death == START_AGAIN_AT_MOST:
            monkeypatch.setattr(expert_hint, "HINT_BUDGET", SHORT)  # the last search is let finish
        restarted(flow, asking, kill_the_engine(), lambda: flow.hint_job)
        if death < START_AGAIN_AT_MOST:
            frames(flow, INTO_THE_SEARCH)
    wait_until(lambda: flow.hint_job is None, timeout=WAIT, step=lambda: flow.tick(1 / 60), pause=1 / 60,
               what="the hint")
    wording = flow.hint_words
    assert isinstance(wording, HintWording) and wording.hint is not None
    assert wording.hint.level == hints.MAX_LEVEL and wording.hint.points is not None and wording.hint.points > 0
    assert flow.model is not None and flow.model.hinted  # its squares glow


def test_a_third_death_gives_the_hint_up_saying_so(engine: Lexicon, monkeypatch: pytest.MonkeyPatch) -> None:
    flow = ana_asks_the_experts_hint(engine, monkeypatch)
    for _ in range(START_AGAIN_AT_MOST):
        restarted(flow, flow.hint_job, kill_the_engine(), lambda: flow.hint_job)
        frames(flow, INTO_THE_SEARCH)
    kill_the_engine()
    wait_until(lambda: flow.hint_job is None, timeout=WAIT, step=lambda: flow.tick(1 / 60), pause=1 / 60,
               what="the hint given up")
    assert flow.hint_words() == "No hint this time (the engine stopped 3 times)."
    assert flow.game.history == []  # Ana's turn goes on


def no_engine_and_no_fork(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """No engine process can start, and a fork is noted (and fails, so a search goes on alone)."""

    def no_engine(*args: object) -> object:
        raise worker.EngineStopped("could not start the engine process: none here")

    forks: list[int] = []

    def fork() -> int:
        forks.append(1)
        raise OSError("a fork from the window's process")

    monkeypatch.setattr(worker, "submit", no_engine)
    monkeypatch.setattr(os, "fork", fork)
    return forks


def test_the_expert_on_the_windows_thread_never_forks(
        enable_lexicon: Lexicon, monkeypatch: pytest.MonkeyPatch) -> None:
    """The engine process cannot start: the Expert thinks on a thread of the window's
    process, where other threads run, and so searches alone: it never forks a helper."""
    forks = no_engine_and_no_fork(monkeypatch)
    view = Quiet()
    game = Game(["Robo", "Ana"], rules=RULES, lexicon=enable_lexicon, seed=25)
    flow = TurnFlow(game, [SeatConfig("Robo", "expert"), SeatConfig("Ana")], view)
    flow.start_turn()
    assert isinstance(flow.thinking, play_ai.Background)  # on the window's thread
    wait_until(lambda: game.history, timeout=WAIT, step=lambda: flow.tick(1 / 60), pause=1 / 60,
               what="Robo's move")
    assert [(r.player, r.kind) for r in game.history] == [(0, TurnKind.PLAY)]
    assert game.history[0].points > 0 and view.notes == []
    assert forks == []


def test_the_experts_hint_on_the_windows_thread_never_forks(
        enable_lexicon: Lexicon, monkeypatch: pytest.MonkeyPatch) -> None:
    forks = no_engine_and_no_fork(monkeypatch)
    game = Game(["Ana", "Ben"], rules=RULES, lexicon=enable_lexicon, seed=25)
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Ben")], Quiet())
    flow.start_turn()
    flow.reveal()
    flow.hint_level = hints.MAX_LEVEL - 1  # the next rung is the Expert's
    flow.hint()
    assert isinstance(flow.hint_job, play_ai.Background)
    wait_until(lambda: flow.hint_job is None, timeout=WAIT, step=lambda: flow.tick(1 / 60), pause=1 / 60,
               what="the hint")
    wording = flow.hint_words
    assert isinstance(wording, HintWording) and wording.hint is not None
    assert wording.hint.level == hints.MAX_LEVEL
    assert forks == []
