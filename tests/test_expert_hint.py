"""The hint ladder's top rung by the Expert: in a classic game that is not a child's,
when the Expert would play something else than the top score, the rung names its play
and why in one line, worded in the window in the players' language; a Kids game, a
seat on the kid-safe list and Upwords keep today's top rung.

The position: QUIET across the star (8F-8J), Ana holding AU?FOUR with 60 tiles in the
bag.  The top score is RUFOUs down from K3 for 30 (QUIET hooked into QUIETS with the blank); by the fitted
leaves the Expert keeps it: FOU at 9I for 21, keeping ?ARU."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import drawn, wait_until

from game import i18n
from game.engine import expert_hint as expert_hints
from game.engine import hints, worker
from game.engine.expert_hint import expert_hint, look_ahead_reason
from game.engine.hint_rung import ExpertReason
from game.engine.hints import Hint
from game.engine.leaves import expert_leave_value
from game.engine.movegen import generate_plays
from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.game import Game
from game.rules.handicap import Handicap
from game.rules.ruleset import PRESETS, RuleSet
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play import computer as play_ai
from game.ui.play.flow import Stage
from game.ui.play.hint_words import HintWording, hint_text, kept_tiles_text
from game.ui.play.scene import PlayScene

RULES = PRESETS["Competition"]
RACK = "AU?FOUR"
BAG = 60
SIZE = (800, 600)
SHOTS = Path()


@pytest.fixture(autouse=True)
def _screenshots_in_the_runs_folder(shots_here: Path) -> None:
    """Screenshots go to the run's folder, never a fixed path."""


@pytest.fixture(autouse=True)
def _english_afterwards() -> Any:
    yield
    i18n.set_language("en")


def quiet() -> Board:
    board = Board()
    for i, ch in enumerate("QUIET"):
        board.set(7, 5 + i, ch)
    return board


# ------------------------------------------------------------------ the engine's facts
def test_the_top_score_spends_the_blank_and_the_expert_keeps_it(enable_lexicon: Lexicon) -> None:
    top = hints.hint(quiet(), RACK, enable_lexicon, 4, RULES)
    assert top is not None and top.play is not None
    assert (top.word, top.position, top.points, top.reason) == ("RUFOUS", "K3", 30, None)
    # ``iterations=0``: the Expert's choice by equity alone, the same on any machine
    rung = expert_hint(quiet(), RACK, enable_lexicon, RULES, BAG, seed=7, iterations=0)
    assert isinstance(rung, Hint)
    assert (rung.level, rung.word, rung.position, rung.points) == (4, "FOU", "9I", 21)
    assert (rung.reason, rung.leave) == (ExpertReason.KEEPS_BETTER_RACK, "?ARU")
    # the reason is the engine's own sum: 21 and ?ARU are worth more than 30 and A
    assert 21 + expert_leave_value("?ARU") > 30 + expert_leave_value("A")


def test_with_the_hint_budget_the_expert_answers_in_about_a_second(enable_lexicon: Lexicon) -> None:
    began = time.monotonic()
    rung = expert_hint(quiet(), RACK, enable_lexicon, RULES, BAG, seed=7)
    took = time.monotonic() - began
    assert rung is not None and rung.reason is ExpertReason.KEEPS_BETTER_RACK
    assert (rung.word, rung.leave) == ("FOU", "?ARU")
    assert took < expert_hints.HINT_BUDGET + expert_hints.REASON_BUDGET + 1.5


def test_a_kids_game_keeps_todays_top_rung(kids_lexicon: Lexicon) -> None:
    kids = PRESETS["Kids"]
    today = hints.hint(quiet(), RACK, kids_lexicon, 4, kids)
    assert expert_hint(quiet(), RACK, kids_lexicon, kids, BAG, seed=7, iterations=0) == today
    assert today is not None and today.for_children and today.reason is None


def test_the_same_play_as_the_top_score_gives_no_reason(enable_lexicon: Lexicon) -> None:
    top = generate_plays(quiet(), RACK, enable_lexicon)[0]
    assert look_ahead_reason(quiet(), RACK, top, top, enable_lexicon, RULES, BAG, 7, budget=60.0) is None


@pytest.mark.parametrize(("after_top", "after_chosen", "reason"), [
    ((30, 20), (12, 20), ExpertReason.FEWER_CHANCES),  # the reply: 30 after the top score, 12 after ours
    ((20, 15), (20, 33), ExpertReason.MORE_NEXT_TURN),  # our next play: 15 after the top score, 33 after ours
    ((20, 30), (25, 20), None),  # worse both ways: no reason is claimed
])
def test_the_look_ahead_reason_is_whichever_the_play_outs_bear_out(
        monkeypatch: pytest.MonkeyPatch, enable_lexicon: Lexicon, after_top: tuple[int, int],
        after_chosen: tuple[int, int], reason: ExpertReason | None) -> None:
    plays = generate_plays(quiet(), RACK, enable_lexicon)
    top, chosen = plays[0], next(p for p in plays if p.position == "9I" and p.word == "FOU")
    # a round plays out the top score, then the chosen play: the opponent's reply, then our next play
    answers = [*after_top, *after_chosen]
    calls = 0

    def best_score(_board: Board, _rack: str, _lexicon: Lexicon, _bonus: int) -> tuple[int, None]:
        nonlocal calls
        calls += 1
        return answers[calls - 1], None

    monkeypatch.setattr(expert_hints, "best_score", best_score)
    assert look_ahead_reason(quiet(), RACK, top, chosen, enable_lexicon, RULES, BAG, 7, rounds=1,
                             budget=60.0) is reason


# ------------------------------------------------------------------ which rung is asked
def test_the_top_rung_asks_the_expert_only_for_a_grown_up_in_a_classic_game(
        monkeypatch: pytest.MonkeyPatch, enable_lexicon: Lexicon, kids_lexicon: Lexicon) -> None:
    sent: list[tuple[str, tuple[Any, ...]]] = []

    def submit(name: str, *args: Any) -> Any:
        sent.append((name, args))
        return None

    monkeypatch.setattr(worker, "submit", submit)
    game = Game(["Parent", "Child"], RULES, enable_lexicon, seed=1,
                handicaps=[None, Handicap(word_list="kids")], lexicons={"kids": kids_lexicon})
    for level in (1, 2, 3, 4):
        play_ai.find_hint(game, level)
    assert [name for name, _args in sent] == ["hint", "hint", "hint", "expert_hint"]
    name, args = sent[-1]
    assert args[0] == enable_lexicon.source and args[4] == game.bag_count
    assert args[6] == expert_hints.HINT_BUDGET
    sent.clear()
    game.play_text("-")  # the child's turn: a seat on the kid-safe list
    play_ai.find_hint(game, 4)
    kids_game = Game(["Lily", "Max"], PRESETS["Kids"], kids_lexicon, seed=1)
    play_ai.find_hint(kids_game, 4)
    assert [(name, args[3]) for name, args in sent] == [("hint", 4), ("hint", 4)]


# ------------------------------------------------------------------ on screen
def ask_top_rung(app: App, lexicon: Lexicon, rules: RuleSet, seats: list[SeatConfig]) -> PlayScene:
    """Ana's turn in the position above, the hint ladder climbed to its top rung."""
    game = Game(["Ana", "Robo"], rules, lexicon, seed=3)
    board = quiet()
    for r, c, ch in board.tiles():
        game.board.set(r, c, ch)
    game.players[0].rack = list(RACK)
    scene = PlayScene(app.ctx, game, seats)
    app.stack.replace(scene)
    wait_until(lambda: scene.stage is Stage.TURN, step=lambda: app.step([], 1 / 60), what="Ana's turn")
    for _rung in range(4):
        scene.flow.hint()
        wait_until(lambda: scene.flow.hint_job is None, step=lambda: app.step([], 1 / 60), what="the hint")
    app.step([], 1 / 60)
    assert scene.flow.hint_level == 4
    return scene


def texts(app: App) -> list[str]:
    return [t.text for t in drawn(app)]


@pytest.mark.parametrize(("language", "play", "reason"), [
    ("en", "Expert's play: FOU at 9I for 21", "Keeps a better rack: ARU and a blank"),
    ("pt", "Especialista: FOU em 9I: 21 pontos", "Guarda um rack melhor: ARU e uma peça em branco"),
])
def test_the_top_rung_shows_the_experts_play_and_why(
        make_app: Callable[..., App], enable_lexicon: Lexicon, monkeypatch: pytest.MonkeyPatch,
        language: str, play: str, reason: str) -> None:
    # no look-ahead: the window asks the engine process with the budget it reads here, and
    # the choice by equity alone is the same on any machine (the budget's own test is above)
    monkeypatch.setattr(expert_hints, "HINT_BUDGET", 0.0)
    i18n.set_language(language)
    app = make_app(size=SIZE, language=language)
    scene = ask_top_rung(app, enable_lexicon, PRESETS["Party"], [SeatConfig("Ana"), SeatConfig("Robo", "hard")])
    shown = texts(app)
    # the reason right under the play (a long one wraps onto a second line in the side panel)
    assert f"{play} {reason}" in " ".join(shown), shown
    wording = scene.flow.hint_words
    assert isinstance(wording, HintWording) and wording.word == "FOU"
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / f"expert-hint-{language}.png"))


def test_a_kids_game_shows_todays_top_rung(make_app: Callable[..., App], kids_lexicon: Lexicon) -> None:
    kids = PRESETS["Kids"]
    app = make_app(size=SIZE, language="en")
    ask_top_rung(app, kids_lexicon, kids, [SeatConfig("Ana"), SeatConfig("Robo", "easy")])
    today = hint_text(hints.hint(quiet(), RACK, kids_lexicon, 4, kids))
    shown = texts(app)
    assert today.startswith("Best everyday play: ") and today in shown
    assert not any("Expert" in t or "rack" in t for t in shown)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / "expert-hint-kids.png"))


@pytest.mark.parametrize(("language", "leave", "said"), [
    ("en", "ERS", "Keeps a better rack: ERS"),
    ("en", "?", "Keeps a better rack: a blank"),
    ("en", "??", "Keeps a better rack: 2 blanks"),
    ("en", "??S", "Keeps a better rack: S and 2 blanks"),
    ("pt", "?ER", "Guarda um rack melhor: ER e uma peça em branco"),
    ("zh_Hans", "?ER", "字母尺上留下更好的字母块：ER和1个空白字母块"),
    ("zh_Hant_HK", "??", "架上留下更好的字母牌：2張空白牌"),
])
def test_a_kept_blank_is_said_in_words_not_as_a_question_mark(language: str, leave: str, said: str) -> None:
    i18n.set_language(language)
    try:
        assert kept_tiles_text(leave) == said
    finally:
        i18n.set_language("en")
