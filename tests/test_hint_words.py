"""A hint reads in the players' language: the engine (in its own process, which
does not know the language) sends facts, and the window words them."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest
from conftest import ROOT, wait_until
from test_ui_play import Harness, best_play, controlled, tiny_lexicon

from game import i18n
from game.engine import worker
from game.engine.hints import hint
from game.engine.upwords.hints import stack_hint
from game.i18n import _
from game.lexicon import Lexicon
from game.lexicon.choice import load_for_game
from game.rules.board import Board
from game.rules.ruleset import RuleSet, preset
from game.rules.upwords.board import StackBoard
from game.setup.seats import SeatConfig
from game.ui.play.hint_words import hint_text

#: the run's screenshot folder (conftest's ``shots``), set for each test
SHOTS = Path()


@pytest.fixture(autouse=True)
def _screenshots_in_the_runs_folder(shots_here: Path) -> None:
    """Screenshots go to the run's folder, never a fixed path."""
WORDS = ["CAT", "AT", "TA", "ACT"]


def ladder(language: str) -> list[str]:
    """The four rungs for CATQ on an empty board (ACT at 8F for 10), from the catalogue of ``language``."""
    i18n.set_language(language)
    play = {"word": "ACT", "position": "8F", "points": 10}
    return [_("A word fits at {square}").format(square="F8"), _("You can make {word}").format(word="ACT"),
            _("Play {word} at {position} for {points}").format(**play),
            _("Best play: {word} at {position} for {points}").format(**play)]


def test_the_english_ladder() -> None:
    lexicon = Lexicon.from_words(WORDS)
    assert [hint_text(hint(Board(), "CATQ", lexicon, level)) for level in (1, 2, 3, 4)] == [
        "A word fits at F8", "You can make ACT", "Play ACT at 8F for 10", "Best play: ACT at 8F for 10"]


@pytest.mark.parametrize("language", ["pt", "zh_Hans", "zh_Hant_HK"])
def test_every_rung_is_worded_in_the_players_language(language: str) -> None:
    lexicon = Lexicon.from_words(WORDS)
    english = ladder("en")
    expected = ladder(language)
    assert all(a != b for a, b in zip(expected, english))  # the catalogue has them all
    i18n.set_language(language)
    assert [hint_text(hint(Board(), "CATQ", lexicon, level)) for level in (1, 2, 3, 4)] == expected
    # a Kids game's best rung, and its "no everyday word", are translated too
    kids = preset("Kids")
    assert hint_text(hint(Board(), "CATQ", lexicon, 4, kids)) == _(
        "Best everyday play: {word} at {position} for {points}").format(word="ACT", position="8F", points=10)
    no_word = hint(Board(), "CWMQ", Lexicon.from_words(["CWM"]), 2, kids)  # CWM is no word for a child
    assert no_word is not None and no_word.no_everyday_word
    assert hint_text(no_word) == _("No everyday word fits your tiles: try Swap or Pass.") != (
        "No everyday word fits your tiles: try Swap or Pass.")
    assert hint_text(None) == _("No word fits your tiles: try Swap or Pass.")


@pytest.mark.parametrize("where", ["here", "engine process"])
def test_upwords_hints_are_worded_in_the_players_language(where: str, data: Path) -> None:
    lexicon = Lexicon.from_words(WORDS)
    i18n.set_language("pt")
    if where == "here":
        rungs = [stack_hint(StackBoard(), "CATQ", lexicon, level, preset("Upwords")) for level in (1, 3, 4)]
    else:
        rungs = [worker.submit("hint", lexicon, StackBoard(), "CATQ", level, preset("Upwords")).result(timeout=120)
                 for level in (1, 3, 4)]
    assert [hint_text(rung) for rung in rungs] == [
        _("A word fits at {square}").format(square="E3"),
        _("Play {word} at {position} for {points}").format(word="ACT", position="E3", points=6),
        _("Best play: {word} at {position} for {points}").format(word="ACT", position="E3", points=6)]
    assert hint_text(rungs[1]) == "Jogue ACT em E3: 6 pontos"


def test_the_engine_process_sends_facts_the_window_words(data: Path) -> None:
    """The hint task runs in the engine process, which speaks no language of the game."""
    lexicon = Lexicon.from_words(WORDS)
    i18n.set_language("zh_Hans")
    answers = [worker.submit("hint", lexicon, Board(), "CATQ", level, RuleSet()).result(timeout=120)
               for level in (1, 2, 3, 4)]
    assert not any(hasattr(answer, "text") for answer in answers)  # no sentence crosses the pipe
    assert [(a.level, a.square, a.word, a.position, a.points) for a in answers] == [
        (1, (7, 5), None, None, None), (2, None, "ACT", None, None), (3, (7, 5), "ACT", "8F", 10),
        (4, None, "ACT", "8F", 10)]
    assert [hint_text(a) for a in answers] == ladder("zh_Hans")


@pytest.mark.parametrize("language", ["pt", "zh_Hans"])
def test_a_hint_pressed_in_a_game_reads_in_its_language(language: str, data: Path) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    expected = ladder(language)[:3]
    i18n.set_language(language)
    rules = RuleSet(name="Dicas", hints=True, hint_allowance=-1)
    game = controlled(rules, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=tiny_lexicon(set(WORDS)))
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], size=(800, 600), strategy=best_play)
    texts = []
    for press in range(3):
        h.click(h.button("hint"))
        wait_until(lambda: h.scene.flow.hint_job is None, step=h.frame, what=f"hint {press + 1}'s answer")
        texts.append(h.scene.flow.hint_text)
    assert texts == expected
    if language == "pt":
        assert texts == ["Uma palavra cabe em F8", "Você pode formar ACT", "Jogue ACT em 8F: 10 pontos"]
    assert h.scene.model is not None and h.scene.model.hinted
    h.frame()
    pygame.image.save(h.screen, str(SHOTS / f"hint-{language}.png"))


def test_the_engine_words_no_hint() -> None:
    """The hint modules make no sentence: nothing in them goes through the catalogue."""
    for module in ("game/engine/hints.py", "game/engine/upwords/hints.py"):
        tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
        imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
        called = {node.func.id for node in ast.walk(tree)
                  if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}
        assert "game.i18n" not in imported, module
        assert not called & {"_", "N_", "ngettext", "pgettext"}, module


@pytest.mark.parametrize("language", ["en", "pt", "zh_Hant_HK", "zh_Hans"])
def test_in_duplicate_a_rack_no_word_fits_is_told_to_pass_for_there_are_no_swaps(language: str) -> None:
    """The TV's Duplicate seats and its phones read one sentence, from game/words; it never
    names Swap, which Duplicate has not."""
    from game.words.hints import HintFacts

    class NoEverydayWord:
        level, square, word, position, points, reason, leave = 3, None, None, None, None, None, ""
        for_children = no_everyday_word = True

    everyday: HintFacts = NoEverydayWord()
    i18n.set_language(language)
    try:
        said = (hint_text(None, duplicate=True), hint_text(everyday, duplicate=True))
        swap = i18n.pgettext("button", "Swap")
        assert said == (_("No word fits your tiles this round: press Pass."),
                        _("No everyday word fits your tiles this round: press Pass."))
        assert all(i18n.pgettext("button", "Pass") in text and swap not in text for text in said)
        assert said != (hint_text(None), hint_text(everyday))
    finally:
        i18n.set_language("en")


def test_a_sentence_the_engine_process_makes_reads_in_the_players_language(data: Path) -> None:
    """Errors (and a word list's notice) are worded in the engine process: in the language of the request."""
    lexicon = Lexicon.from_words(WORDS)
    for language in ("pt", "zh_Hans"):
        i18n.set_language(language)
        future = worker.submit("choose_move", lexicon, Board(), "CATQ", RuleSet(), 50, 1, "grandmaster")
        with pytest.raises(ValueError) as caught:
            future.result(timeout=120)
        assert str(caught.value) == _("no computer player {level}; choose one of: {choices}").format(
            level="'grandmaster'", choices="easy, medium, hard, expert")
        assert not str(caught.value).startswith("no computer player")


def test_a_hint_on_screen_is_reworded_when_the_language_changes(data: Path) -> None:
    i18n.set_language("pt")
    rules = RuleSet(name="Dicas", hints=True, hint_allowance=-1)
    game = controlled(rules, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=tiny_lexicon(set(WORDS)))
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], size=(800, 600), strategy=best_play)
    h.click(h.button("hint"))
    assert h.scene.flow.hint_text == "Procurando uma dica…"
    wait_until(lambda: h.scene.flow.hint_job is None, step=h.frame, what="the hint's answer")
    assert h.scene.flow.hint_text == "Uma palavra cabe em F8"
    i18n.set_language("zh_Hans")  # chosen in Settings over the game, which tells every scene
    h.scene.language_changed()
    h.frame()
    assert h.scene.flow.hint_text == ladder("zh_Hans")[0] == "F8 处可以拼出单词"
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(h.screen, str(SHOTS / "hint-reworded-zh_Hans.png"))


def test_the_replays_word_list_notice_from_the_engine_process_reads_in_the_players_language(data: Path) -> None:
    """The replay viewer asks the engine process for its word list and toasts the notice it answers."""
    bad = data / "bad.txt"
    bad.write_text("cat\nbad word\n", encoding="utf-8")
    good = data / "good.txt"
    good.write_text("cat\n", encoding="utf-8")
    i18n.set_language("pt")
    source, notice = worker.submit("prepare_word_list", str(bad), str(good)).result(timeout=120)
    assert source == str(good)
    expected = load_for_game(str(bad), str(good))[2]  # the same notice, worded in this process
    assert notice == expected
    assert notice is not None and "bad.txt" in notice and not notice.startswith("Your word list")
