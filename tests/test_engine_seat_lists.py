"""Computer seats and hints on their own seat's word list (docs/rules.md, "Handicaps"):
the engine is handed the playing seat's list and rules, so an Easy computer on
the kids list plays only kid-safe everyday words in any game; and the engine
process keeps the few lists one game plays without compiling them again."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from game.engine import worker
from game.engine.hints import known_to_children
from game.lexicon import Lexicon
from game.lexicon.kidsfilter import shipped_filter
from game.rules.game import Game, TurnKind
from game.rules.handicap import Handicap
from game.rules.move import Challenge
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.play import computer as play_ai
from game.ui.play.flow import TurnFlow
from game.words.turns import withdrawn_words
from tests.rules_helpers import Words

PARENT = Handicap(clock=60)
CHILD = Handicap(word_list="kids", hints=3, clock=0, checked_as_played=True, head_start=25)
ROBOT = Handicap(word_list="kids")


def family(enable: Lexicon, kids: Lexicon, seed: int) -> Game:
    """Parent (full list), child and an Easy computer (both on the kids list), in a Classic game."""
    return Game(["Parent", "Child", "Robot"], preset("Classic"), enable, seed=seed,
                handicaps=[PARENT, CHILD, ROBOT], lexicons={"kids": kids, "enable": enable})


# ------------------------------------------------------------ the engine process keeps a few lists
def test_the_engine_keeps_two_lists_without_compiling_them_again(monkeypatch: pytest.MonkeyPatch) -> None:
    compiled: list[str] = []

    def compile_once(path: str) -> str:
        compiled.append(path)
        return f"list from {path}"

    monkeypatch.setattr(worker, "_lexicons", OrderedDict())
    monkeypatch.setattr(worker, "compile_word_list", compile_once)
    # a parent on the full list and a child on the kids list, turn after turn
    for _turn in range(4):
        assert worker._lexicon("/lists/enable") == "list from /lists/enable"
        assert worker._lexicon("/lists/kids") == "list from /lists/kids"
    assert compiled == ["/lists/enable", "/lists/kids"]
    # a third list is kept too; a fourth drops the one asked for longest ago
    worker._lexicon("/lists/mine")
    worker._lexicon("/lists/enable")
    worker._lexicon("/lists/fourth")
    assert worker.loaded_word_lists() == ["/lists/mine", "/lists/enable", "/lists/fourth"]
    worker._lexicon("/lists/kids")
    assert compiled == ["/lists/enable", "/lists/kids", "/lists/mine", "/lists/fourth", "/lists/kids"]


# ------------------------------------------------------------ what the engine is asked
def test_each_seat_is_searched_on_its_own_list_and_rules(
        monkeypatch: pytest.MonkeyPatch, enable_lexicon: Lexicon, kids_lexicon: Lexicon) -> None:
    sent: list[tuple[str, tuple[Any, ...]]] = []

    class Answered:
        def done(self) -> bool:
            return True

    def submit(name: str, *args: Any) -> Any:
        sent.append((name, args))
        return Answered()

    monkeypatch.setattr(worker, "submit", submit)
    game = family(enable_lexicon, kids_lexicon, seed=1)
    play_ai.think(game, 2, "easy")
    play_ai.think(game, 0, "hard")
    (_, robot), (_, parent) = sent
    assert (robot[0], robot[3].word_list, robot[3].name) == (kids_lexicon.source, "kids", "Classic")
    assert (parent[0], parent[3].word_list) == (enable_lexicon.source, "enable")
    sent.clear()
    game.play_text("-")
    assert game.current == 1
    play_ai.find_hint(game, 4)
    play_ai.check_can_play(game, 1)
    (hint, hint_args), (check, check_args) = sent
    assert (hint, hint_args[0], hint_args[4].word_list) == ("hint", kids_lexicon.source, "kids")
    assert (check, check_args[0]) == ("has_legal_play", kids_lexicon.source)


def kid_safe(word: str) -> bool:
    return known_to_children(word) and not shipped_filter().blocks(word)


def test_an_easy_computer_on_the_kids_list_plays_only_kid_safe_everyday_words(
        data: Path, seed_word_lists: Callable[[Path], None], enable_lexicon: Lexicon,
        kids_lexicon: Lexicon) -> None:
    seed_word_lists(data)
    played: list[str] = []
    for seed in range(1, 9):
        game = family(enable_lexicon, kids_lexicon, seed)
        game.play_text("-")
        game.play_text("-")
        assert game.current == 2
        for _turn in range(2):  # its opening word, then one across it after the others pass
            job = play_ai.think(game, 2, "easy")
            assert job.wait(60)
            record = game.play(job.result())
            played += [w.word.upper() for w in record.words]
            game.play_text("-")
            game.play_text("-")
    assert len(played) >= 16
    assert [w for w in played if not kids_lexicon.contains(w) or not kid_safe(w)] == []


# ------------------------------------------------------------ a play judged by its seat's list
class Watching:
    """A view that keeps what it is asked to show."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, tuple[Any, ...]]] = []

    def __getattr__(self, name: str) -> Callable[..., None]:
        return lambda *args, **kw: self.shown.append((name, args))


def kid_and_robot() -> Game:
    """A kid on the kids list (not checked as played) and a computer on the full list;
    DOG is in the full list only."""
    game = Game(["Kid", "Robot"], preset("Classic"), Words("CAT", "DOG", "AT"), seed=1, deal=False,
                handicaps=[Handicap(word_list="kids"), None], lexicons={"kids": Words("CAT", "AT")})
    game.players[0].rack, game.players[1].rack = list("DOGCATE"), list("EEEEEEE")
    game.play_text("8G DOG")
    return game


def test_a_computer_challenges_a_play_by_the_list_of_the_seat_that_made_it() -> None:
    view = Watching()
    flow = TurnFlow(kid_and_robot(), [SeatConfig("Kid"), SeatConfig("Robot", "medium")], view)
    flow.start_turn()
    assert ("show_computer_challenge", (1, 0)) in view.shown


def test_the_log_finds_the_words_that_took_a_play_back_in_its_seats_list() -> None:
    game = kid_and_robot()
    record = game.play(Challenge(1))
    assert record.kind is TurnKind.WITHDRAWN
    # a save from before the words were kept: the log asks the seat's list again
    assert withdrawn_words(game, record) == ["DOG"]
