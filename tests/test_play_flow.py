"""The play scene's turn flow, without a window: stages, clock, challenges, undo."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

from conftest import ROOT

from game.rules.bag import Bag
from game.rules.game import Game, TurnKind, TurnRecord
from game.rules.move import Move, Pass, TilePlay
from game.rules.ruleset import PRESETS, ChallengeMode, ClockExpiry, RuleSet, preset
from game.setup.seats import SeatConfig
from game.ui.play.flow import Stage, TurnFlow
from game.ui.play.model import PlacedTile, Square


class Words:
    def __init__(self, *words: str) -> None:
        self.words = set(words)

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


class Screen:
    """A view that writes down what it was asked to show; animations end when the test says."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []
        self.notes: list[str] = []
        self.sounds: list[str] = []
        self.over = False

    def sound(self, name: str, **kw: int) -> None:
        self.sounds.append(name)

    def say(self, text: str, bad: bool = False, seconds: float = 4.5) -> None:
        self.notes.append(text)

    def input_stopped(self, turn_over: bool = False) -> None:
        pass

    def show_record(self, record: TurnRecord, from_hand: bool, shown: bool) -> None:
        self.calls.append(("record", (record.kind, from_hand, shown)))

    def show_exchange(self, record: TurnRecord, mover: int, slots: list[int], shown: bool) -> None:
        self.calls.append(("exchange", (mover, slots, shown)))

    def show_challenge(self, record: TurnRecord, target: TurnRecord | None, challenger: int) -> None:
        self.calls.append(("challenge", (record.kind, challenger)))

    def show_computer_challenge(self, seat: int, target: int) -> None:
        self.calls.append(("computer challenge", (seat, target)))

    def show_timeout(self, record: TurnRecord, mover: int, placed: dict[Square, PlacedTile], shown: bool) -> None:
        self.calls.append(("timeout", (record.kind, mover, sorted(placed), shown)))

    def show_blank_swap(self, mover: int, square: Square, letter: str, slot: int) -> None:
        self.calls.append(("blank swap", (mover, square, letter, slot)))

    def game_over(self) -> None:
        self.over = True


VOID = RuleSet(name="Void test", challenge=ChallengeMode.VOID)


def controlled(rules: RuleSet, racks: list[str], bag: str = "", words: tuple[str, ...] = ("CAT", "CATS")) -> Game:
    game = Game(["Ana", "Ben"], rules=rules, lexicon=Words(*words), seed=1, deal=False)
    for player, rack in zip(game.players, racks):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list(bag), shuffle=False)
    return game


def place(flow: TurnFlow, *tiles: tuple[str, int, int]) -> None:
    model = flow.model
    assert model is not None
    for letter, row, col in tiles:
        tile_id = next(i for i in model.order if model.tile(i) == letter)
        assert model.place(tile_id, (row, col))


def first_play(game: Game, player: int, kind: str) -> Move:
    return TilePlay.of((7, 6, "C"), (7, 7, "A"), (7, 8, "T")) if not game.history else Pass()


PURE_RUN = """
import sys
sys.modules["pygame"] = None  # any import of pygame now fails
from game.rules.game import Game
from game.setup.seats import SeatConfig
from game.ui.play.flow import TurnFlow

class Quiet:
    def __getattr__(self, name):
        return lambda *args, **kw: None

flow = TurnFlow(Game(["A", "B"], seed=1), [SeatConfig("A"), SeatConfig("B")], Quiet())
flow.start_turn()
flow.reveal()
flow.pass_turn()
print(flow.stage.value, len(flow.game.history))
"""


def test_the_flow_imports_and_runs_without_pygame() -> None:
    out = subprocess.run([sys.executable, "-c", PURE_RUN], cwd=ROOT, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "animating 1"


def test_two_people_hand_the_rack_over_and_play() -> None:
    game = controlled(VOID, ["CATX", "SH"], bag="EE")
    screen = Screen()
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Ben")], screen)
    flow.start_turn()
    assert flow.stage is Stage.HANDOFF and flow.rack_owner() is None and flow.model is None
    flow.reveal()
    assert flow.stage is Stage.TURN and flow.rack_owner() == 0
    assert flow.button_state("play") == (False, "put some tiles on the board first")
    place(flow, ("C", 7, 6), ("A", 7, 7), ("T", 7, 8))
    preview = flow.preview()
    assert preview is not None and preview.legal and preview.total == 10
    assert flow.button_state("play")[0]
    flow.submit()
    assert screen.calls == [("record", (TurnKind.PLAY, True, False))]
    # two people share the screen: Ben is looking already, so Ana's new tiles arrive face down
    assert flow.stage is Stage.ANIMATING and flow.rack_owner() is None
    assert flow.rack_letters(0) == ["X", "E", "E"]
    flow.animation_done()
    assert flow.stage is Stage.HANDOFF and game.current == 1 and flow.rack_owner() is None


def test_an_illegal_play_is_refused_and_the_turn_goes_on() -> None:
    game = controlled(VOID, ["CATX", "SH"])
    screen = Screen()
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Ben")], screen)
    flow.start_turn()
    flow.reveal()
    place(flow, ("X", 7, 7), ("T", 7, 8))
    assert flow.invalid_squares() == {(7, 7), (7, 8)}
    flow.submit()
    assert len(screen.notes) == 1 and "XT is not in the word list" in screen.notes[0]
    assert screen.sounds == ["invalid"] and flow.stage is Stage.TURN and game.board.is_empty()


def clocked(screen: Screen) -> tuple[Game, TurnFlow]:
    """Ana's turn under a 30-second clock that passes the turn when it runs out."""
    rules = RuleSet(name="Clock", challenge=ChallengeMode.VOID, clock_seconds=30, clock_expiry=ClockExpiry.PASS)
    game = controlled(rules, ["CATQ", "SSSS"])
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Ben")], screen)
    flow.start_turn()
    flow.reveal()
    return game, flow


def test_the_clock_passes_the_turn_and_sends_the_tiles_home() -> None:
    screen = Screen()
    game, flow = clocked(screen)
    place(flow, ("C", 7, 6), ("A", 7, 7))
    flow.tick(29.5)
    assert flow.stage is Stage.TURN and "tick" in screen.sounds
    flow.tick(1.0)
    assert screen.calls == [("timeout", (TurnKind.TIMEOUT, 0, [(7, 6), (7, 7)], False))]
    assert flow.model is None and sorted(flow.rack_letters(0)) == sorted("CATQ")
    assert flow.rack_letters(0)[-2:] == ["C", "A"]  # the tiles from the board go to the end
    assert flow.stage is Stage.ANIMATING and game.current == 1


def test_a_paused_clock_does_not_run_out() -> None:
    game, flow = clocked(Screen())
    flow.pause()
    flow.tick(60.0)
    assert flow.stage is Stage.TURN and flow.rack_owner() is None and not game.history
    flow.resume()
    assert flow.rack_owner() == 0


def test_a_challenge_window_opens_for_the_other_person() -> None:
    rules = RuleSet(name="Single", challenge=ChallengeMode.SINGLE)
    game = controlled(rules, ["XTQ", "CAT"], bag="EEEE")
    screen = Screen()
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Ben")], screen)
    flow.start_turn()
    flow.reveal()
    place(flow, ("X", 7, 7), ("T", 7, 8))
    flow.submit()
    flow.animation_done()
    assert flow.stage is Stage.CHALLENGE and flow.challengers() == [1]
    flow.challenge(1)
    assert screen.calls[-1] == ("challenge", (TurnKind.WITHDRAWN, 1))
    assert game.board.is_empty() and sorted(game.players[0].rack) == sorted("XTQ")


def test_a_computer_challenges_a_phony_after_its_beat() -> None:
    rules = RuleSet(name="Single", challenge=ChallengeMode.SINGLE)
    game = controlled(rules, ["XTQ", "CAT"], bag="EEEE")
    screen = Screen()
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Ben", "hard")], screen, strategy=first_play)
    flow.start_turn()
    assert flow.stage is Stage.TURN  # one person: no hand-off
    place(flow, ("X", 7, 7), ("T", 7, 8))
    flow.submit()
    flow.animation_done()
    assert screen.calls[-1] == ("computer challenge", (1, 0)) and flow.stage is Stage.ANIMATING
    flow.challenge(1)
    assert [r.kind for r in game.history] == [TurnKind.PLAY, TurnKind.WITHDRAWN]


def test_undo_goes_back_past_the_computer_to_the_persons_turn() -> None:
    rules = PRESETS["Kids"].replace(word_list="enable")
    game = controlled(rules, ["CATQ", "SHXI"], bag="EEEEEEEE", words=("CAT", "CATS"))
    screen = Screen()
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], screen, strategy=first_play)
    flow.start_turn()
    before = game.state_key()
    place(flow, ("C", 7, 6), ("A", 7, 7), ("T", 7, 8))
    flow.submit()
    flow.animation_done()
    assert flow.stage is Stage.THINKING
    job = flow.thinking
    assert job is not None and job.wait(10)
    flow.tick(1.0)  # the computer has thought long enough: it passes
    flow.animation_done()
    assert [r.player for r in game.history] == [0, 1] and flow.stage is Stage.TURN
    assert flow.undo()
    assert game.state_key() == before and flow.stage is Stage.TURN and game.current == 0


def test_an_unknown_upwords_word_marks_one_square_for_its_qu_tile() -> None:
    # QUIZ is three tiles on three squares: Qu, I, Z (docs/rules.md "Upwords")
    rules = preset("Upwords").replace(challenge=ChallengeMode.VOID)
    game = controlled(rules, ["QIZ", "SH"])
    flow = TurnFlow(game, [SeatConfig("Ana"), SeatConfig("Ben")], Screen())
    flow.start_turn()
    flow.reveal()
    place(flow, ("Q", 4, 4), ("I", 4, 5), ("Z", 4, 6))
    assert flow.invalid_squares() == {(4, 4), (4, 5), (4, 6)}
