"""The rack shown and the tiles put down always add up to the player's rack.

Whatever a player does on their turn (types, with and without a blank, drags
tiles from the rack to the board, along the board and home again, holds a tile
while typing, recalls, shuffles, reads a hint and types at its square, has a
play refused, swaps a letter for a blank on the board, chooses tiles to swap,
undoes, runs out of time), the tiles on the rack the play scene shows plus the
tiles staged on the board (a blank as a blank, one waiting for its letter too)
are exactly the tiles the game says the player holds; and once the turn is
over, the rack of the next turn is the game's.  The scene is driven with real
events, headless, and checked after every step.  Under it, the turn model is
driven through every public change, the odd argument included.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

import pygame
import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule
from test_ui_play import Harness, Words, controlled

from game.engine import worker
from game.rules.board import Board
from game.rules.game import Game, TurnKind
from game.rules.move import Move, Pass, TilePlay
from game.rules.ruleset import ChallengeMode, RuleSet
from game.setup.seats import SeatConfig
from game.ui.play import computer as play_ai
from game.ui.play import painter
from game.ui.play.model import Square, TurnModel
from game.ui.play.scene import Stage

RULES = RuleSet(name="Phantom", challenge=ChallengeMode.VOID, hints=True, hint_allowance=-1, blank_swap=True,
                clock_seconds=600)
RACK = "CATI?SI"
BAG = "E" * 40
WORDS = Words({"HAT", "HATS", "AT", "IT", "TI", "IS", "SI", "TA", "ITS", "SIT", "CAT", "CATS", "ACT", "TIC",
               "SAT", "TAS", "AS", "TIS", "CIS", "SIC"})
SQUARES = st.tuples(st.integers(5, 9), st.integers(5, 10))
LETTERS = "CATISX"  # X is on no rack: typed, it needs the blank


@pytest.fixture(scope="module", autouse=True)
def display() -> Any:
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield
    worker.shutdown()


def passes(game: Game, player: int, kind: str) -> Move:
    """The computer seat: passes at once, so the person's next turn comes quickly."""
    return Pass()


@dataclass(frozen=True)
class HintAnswer:
    """What the engine answers for a hint (:class:`~game.ui.play.hint_words.HintFacts`), at
    the first rung: a square where a word fits."""

    square: tuple[int, int]
    level: int = 1
    word: str | None = None
    position: str | None = None
    points: int | None = None
    for_children: bool = True
    no_everyday_word: bool = False
    reason: None = None
    leave: str = ""
    play: None = None


class Table:
    """Ana (a person) against a computer that passes, HAT on the board with its A a blank,
    every rack the scene draws watched."""

    def __init__(self) -> None:
        self.game = controlled(RULES, [RACK, "ZZZZZZZ"], bag=BAG, lexicon=WORDS)
        for col, letter in enumerate("HaT", start=6):
            self.game.board.set(7, col, letter)
        self.h = Harness(self.game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], strategy=passes)
        self.drawn: list[tuple[str, frozenset[int]]] = []  # the letters and the slots left empty

    @property
    def scene(self) -> Any:
        return self.h.scene

    def on_turn(self) -> bool:
        return (self.h.stack.top is self.scene and self.scene.stage is Stage.TURN and self.game.current == 0
                and self.scene.model is not None)

    def back_to_the_game(self) -> None:
        """Esc with nothing on the board opens the menu: Resume."""
        top = self.h.stack.top
        if top is not self.scene:
            top.resume_game()
            self.h.frame()

    def rack_point(self, which: int | str) -> tuple[int, int] | None:
        """Where a rack tile is (by its slot, or the first tile of a letter), or None."""
        model = self.scene.model
        count = max(1, len(model.order))
        if isinstance(which, str):
            if which not in model.rack_tiles:
                return None
            which = model.rack_tiles.index(which)
        slot: tuple[int, int] = self.scene.layout.rack_slot(which % count, count).center
        return slot

    def do(self, action: tuple[Any, ...]) -> None:
        h, scene = self.h, self.scene
        model = scene.model
        kind = action[0]
        if kind == "type":
            _, letter, shift = action
            h.key(getattr(pygame, f"K_{letter.lower()}"), mod=pygame.KMOD_SHIFT if shift else 0,
                  unicode=letter.upper() if shift else letter.lower())
        elif kind == "key":
            h.key(action[1])
        elif kind == "button":
            h.click(h.button(action[1]))
        elif kind == "card":
            if any(b.action == action[1] for b in scene.modal_buttons()):
                h.click(h.modal(action[1]))
        elif kind == "click_square":
            h.click(h.square(*action[1]))
        elif kind == "click_rack":
            tile = self.rack_point(action[1])
            if tile is not None:
                h.click(tile)
        elif kind == "rack_to_square":
            tile = self.rack_point(action[1])
            if tile is not None:
                h.drag(tile, h.square(*action[2]))
        elif kind == "rack_to_rack":
            tile, slot = self.rack_point(action[1]), self.rack_point(action[2])
            if tile is not None and slot is not None:
                h.drag(tile, slot)
        elif kind == "square_to_square":
            if model.placed:
                squares = sorted(model.placed)
                h.drag(h.square(*squares[action[1] % len(squares)]), h.square(*action[2]))
        elif kind == "square_to_rack":
            slot = self.rack_point(action[2])
            if model.placed and slot is not None:
                squares = sorted(model.placed)
                h.drag(h.square(*squares[action[1] % len(squares)]), slot)
        elif kind == "hold":
            self._hold(*action[1:])
        elif kind == "pad":
            h.frame([pygame.event.Event(pygame.JOYBUTTONDOWN, button=action[1], joy=0, instance_id=0)])
        elif kind == "pick":
            if model.pending_blank is not None:
                h.click(h.modal(f"blank:{action[1]}"))
        elif kind == "hint":
            # the engine's answer, as it comes back from the engine process
            scene.flow.hint_job = play_ai.Background(lambda: HintAnswer(action[1]))
            scene.flow.hint_job.wait(5)
            h.frame()
        elif kind == "time_up":
            h.frame(dt=RULES.clock_seconds + 1.0)
        else:
            raise AssertionError(kind)

    def _hold(self, from_rack: bool, which: int | str, moved: bool, keys: list[tuple[int, bool]], end: Any) -> None:
        """A tile held while keys are pressed, then let go on the rack, a square or neither."""
        h, model = self.h, self.scene.model
        squares = sorted(model.placed)
        index = which if isinstance(which, int) else model.rack_tiles.index(which) if which in model.rack_tiles else 0
        if from_rack:
            start = self.rack_point(which)
        else:
            start = h.square(*squares[index % len(squares)]) if squares else None
        if start is None:
            return
        h.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
        if moved:
            h.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 15, start[1] - 30), rel=(0, 0),
                                        buttons=(1, 0, 0))])
        for k, shift in keys:
            letter = pygame.key.name(k)
            h.key(k, mod=pygame.KMOD_SHIFT if shift else 0, unicode=letter.upper() if shift else letter)
        if self.scene.model is None or end == "away":
            let_go = (4, 4)  # the keys ended the turn (a swap), or off the rack and the board
        elif end == "rack":
            let_go = self.rack_point(index + 1) or (4, 4)
        else:
            let_go = h.square(*end)
        h.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=let_go)])

    def check(self, steps: list[tuple[Any, ...]]) -> None:
        """The rack shown plus the tiles staged is the player's rack, as the game holds it."""
        if not self.on_turn():
            return
        model = self.scene.model
        staged = ["?" if p.letter.islower() else p.letter for p in model.placed.values()]
        if model.pending_blank is not None:
            staged.append("?")
        shown = model.rack_tiles
        held = self.game.players[0].rack
        assert Counter(shown + staged) == Counter(held), (steps, shown, staged, held)
        assert len(set(model.order)) == len(model.order), (steps, model.order)
        self.h.frame()  # what the painter draws is the model's rack, every tile in sight
        letters, empty = self.drawn[-1]
        assert letters == "".join(shown), (steps, letters, shown)
        assert not empty or self.scene.flyers, (steps, empty)


TILES = st.sampled_from("CATI?S")  # a rack tile by its letter (the blank too)
KEYS = st.sampled_from([pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT,
                        pygame.K_DOWN, pygame.K_TAB])
HELD_KEYS = st.lists(st.tuples(st.sampled_from([pygame.K_c, pygame.K_i, pygame.K_x, pygame.K_ESCAPE,
                                                pygame.K_BACKSPACE, pygame.K_RETURN]), st.booleans()), max_size=3)


class RackMachine(RuleBasedStateMachine):
    """Ana's turns, step by step; after every step the rack shown plus the tiles staged is her
    rack in the game, and after every turn her next rack is the game's."""

    def __init__(self) -> None:
        super().__init__()
        self.table = Table()
        self.done: list[tuple[Any, ...]] = []
        self.real_draw_rack = painter.draw_rack
        real, table = self.real_draw_rack, self.table

        def watch(surface: Any, theme: Any, tiles: Any, layout: Any, letters: list[str], **kw: Any) -> None:
            if not kw.get("face_down") and kw.get("gap_at") is None:
                table.drawn.append(("".join(letters), frozenset(kw.get("skip", ()))))
            real(surface, theme, tiles, layout, letters, **kw)

        painter.draw_rack = watch  # type: ignore[assignment]

    def teardown(self) -> None:
        painter.draw_rack = self.real_draw_rack  # type: ignore[assignment]

    def step(self, *action: Any) -> None:
        table = self.table
        self.done.append(action)
        table.do(action)
        table.back_to_the_game()
        if not table.on_turn() and table.h.stack.top is table.scene and not table.game.over:
            # the turn is over: the computer passes, and Ana's next rack is the game's
            table.h.settle()
            if table.game.over:
                return  # two turns without a tile played end this game
            assert table.on_turn(), self.done
            assert table.scene.model.rack_tiles == table.scene.flow.rack_letters(0), self.done
        table.check(self.done)

    def playing(self) -> bool:
        return self.table.on_turn()

    def picking(self) -> bool:
        return self.table.on_turn() and self.table.scene.model.pending_blank is not None

    def typing(self) -> bool:
        return self.table.on_turn() and self.table.scene.model.pending_blank is None

    @precondition(typing)
    @rule(letter=st.sampled_from(LETTERS), shift=st.booleans())
    def type(self, letter: str, shift: bool) -> None:
        self.step("type", letter, shift)

    @precondition(playing)
    @rule(key=KEYS)
    def key(self, key: int) -> None:
        self.step("key", key)

    @precondition(playing)
    @rule(button=st.sampled_from(["recall", "shuffle", "play", "exchange", "hint", "undo", "pass"]))
    def button(self, button: str) -> None:
        self.step("button", button)

    @precondition(playing)
    @rule(answer=st.sampled_from(["swap-yes", "swap-no", "pass-yes", "pass-no"]))
    def card(self, answer: str) -> None:
        self.step("card", answer)

    @precondition(typing)
    @rule(square=SQUARES)
    def click_square(self, square: Square) -> None:
        self.step("click_square", square)

    @precondition(typing)
    @rule(tile=TILES)
    def click_rack(self, tile: str) -> None:
        self.step("click_rack", tile)

    @precondition(typing)
    @rule(tile=TILES, square=SQUARES)
    def rack_to_square(self, tile: str, square: Square) -> None:
        self.step("rack_to_square", tile, square)

    @precondition(typing)
    @rule(tile=TILES, slot=st.integers(0, 7))
    def rack_to_rack(self, tile: str, slot: int) -> None:
        self.step("rack_to_rack", tile, slot)

    @precondition(typing)
    @rule(which=st.integers(0, 7), square=SQUARES)
    def square_to_square(self, which: int, square: Square) -> None:
        self.step("square_to_square", which, square)

    @precondition(typing)
    @rule(which=st.integers(0, 7), slot=st.integers(0, 7))
    def square_to_rack(self, which: int, slot: int) -> None:
        self.step("square_to_rack", which, slot)

    @precondition(picking)
    @rule(letter=st.sampled_from("EIX"))
    def pick(self, letter: str) -> None:
        self.step("pick", letter)

    @precondition(typing)
    @rule(square=SQUARES)
    def hint(self, square: Square) -> None:
        self.step("hint", square)

    @precondition(typing)
    @rule(button=st.integers(0, 7))
    def pad(self, button: int) -> None:
        self.step("pad", button)

    @precondition(playing)
    @rule()
    def time_up(self) -> None:
        self.step("time_up")

    @precondition(typing)
    @rule(from_rack=st.booleans(), which=st.one_of(TILES, st.integers(0, 7)), moved=st.booleans(), keys=HELD_KEYS,
          end=st.one_of(st.sampled_from(["rack", "away"]), SQUARES))
    def hold(self, from_rack: bool, which: Any, moved: bool, keys: list[tuple[int, bool]], end: Any) -> None:
        self.step("hold", from_rack, which, moved, keys, end)

    @rule()
    def look(self) -> None:
        """A frame with nothing pressed (and a way on once the game is over)."""
        self.table.h.frame()


RackMachine.TestCase.settings = settings(max_examples=100, stateful_step_count=30, deadline=None,
                                         suppress_health_check=[HealthCheck.too_slow])
test_the_rack_shown_and_the_tiles_put_down_are_the_players_rack = RackMachine.TestCase


def test_the_reported_evening_leaves_no_tile_twice_on_the_rack() -> None:
    """The evening as it was told: a word typed with a blank and refused, Recall, a hint, the
    word typed again from the hint's square, Recall again; then the second I typed is refused,
    and a word played: the rack is the game's at every step, and on the next turn."""
    rules = RuleSet(name="Told", challenge=ChallengeMode.VOID, hints=True, hint_allowance=-1)
    game = controlled(rules, ["TIC?SAE", "ZZZZZZZ"], bag=BAG, lexicon=Words({"TIC", "TICS", "IT", "CAT"}))
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], strategy=passes)
    scene = h.scene

    def rack_and_board() -> Counter[str]:
        model = scene.model
        return Counter(model.rack_tiles + ["?" if p.letter.islower() else p.letter for p in model.placed.values()])

    h.click(h.square(7, 7))
    h.type("ti")
    h.key(pygame.K_x, mod=pygame.KMOD_SHIFT, unicode="X")  # the blank as X: TIX
    assert scene.model.to_play() == TilePlay.of((7, 7, "T"), (7, 8, "I"), (7, 9, "x"))
    h.click(h.button("play"))
    assert "TIX" in scene.message and not game.history  # refused: TIX is no word
    h.click(h.button("recall"))
    assert scene.model.rack_tiles == list("CSAETI?")  # home, the tiles typed last
    scene.flow.hint_job = play_ai.Background(lambda: HintAnswer((7, 6)))
    scene.flow.hint_job.wait(5)
    h.frame()
    assert scene.model.hinted == {(7, 6)}
    h.click(h.square(7, 6))  # typing starts at the hint's square
    h.type("tic")
    assert rack_and_board() == Counter(game.players[0].rack)
    h.click(h.button("recall"))
    assert sorted(scene.model.rack_tiles) == sorted("TIC?SAE")  # seven tiles, one I
    h.click(h.square(7, 7))
    h.type("i")
    h.key(pygame.K_DOWN)  # the next square along is free: the I on the rack is gone
    h.type("i")
    assert scene.message.startswith("You have no I.")
    h.click(h.button("recall"))
    h.click(h.square(7, 7))
    h.type("tic")
    h.click(h.button("play"))
    assert [r.kind for r in game.history][:1] == [TurnKind.PLAY]
    h.settle()
    assert scene.stage is Stage.TURN and game.current == 0
    assert Counter(scene.model.rack_tiles) == Counter(game.players[0].rack) == Counter("?SAEEEE")


# -- the turn model alone, every way it can be called ------------------------------------------

MODEL_RACK = "CAT?SI?"
MODEL_SQUARES = st.tuples(st.integers(-1, 15), st.integers(-1, 15))
TILE_IDS = st.integers(0, len(MODEL_RACK))  # the last one names no tile


class TurnModelMachine(RuleBasedStateMachine):
    """Every public change to a :class:`TurnModel`, the odd argument included (a square off the
    board or under a board tile, a tile id that names no tile): each tile is always in exactly
    one place, the rack, a square or the blank picker, and what the board shows is what it is."""

    def __init__(self) -> None:
        super().__init__()
        board = Board()
        for col, letter in enumerate("HAT", start=6):
            board.set(7, col, letter)
        self.model = TurnModel(board, list(MODEL_RACK))

    @rule(tile=TILE_IDS, square=MODEL_SQUARES, letter=st.sampled_from([None, "e", "Q", "", "ab", "1"]))
    def place(self, tile: int, square: Square, letter: str | None) -> None:
        self.model.place(tile, square, letter)

    @rule(square=MODEL_SQUARES, slot=st.none() | st.integers(-1, 9))
    def unplace(self, square: Square, slot: int | None) -> None:
        self.model.unplace(square, slot)

    @rule(tile=TILE_IDS, slot=st.integers(-1, 9))
    def move_in_rack(self, tile: int, slot: int) -> None:
        if tile in self.model.tiles:  # a drop of a tile the turn does not hold is never made
            self.model.move_in_rack(tile, slot)

    @rule()
    def recall(self) -> None:
        self.model.recall()

    @rule(seed=st.integers(0, 100))
    def shuffle(self, seed: int) -> None:
        self.model.shuffle(random.Random(seed))

    @rule(letter=st.sampled_from("CATSIXE"), blank=st.booleans())
    def type_letter(self, letter: str, blank: bool) -> None:
        self.model.type_letter(letter, as_blank=blank)

    @rule(square=MODEL_SQUARES)
    def set_cursor(self, square: Square) -> None:
        if self.model.takes_tiles(square) or square in self.model.placed:
            self.model.set_cursor(square)

    @rule(step=st.sampled_from([(0, 1), (1, 0), (0, -1), (-1, 0)]))
    def move_cursor(self, step: tuple[int, int]) -> None:
        self.model.move_cursor(*step)

    @rule()
    def toggle_direction(self) -> None:
        self.model.toggle_direction()

    @rule()
    def backspace(self) -> None:
        self.model.backspace()

    @rule(letter=st.sampled_from(["E", "q", "", "7"]))
    def choose_blank_letter(self, letter: str) -> None:
        self.model.choose_blank_letter(letter)

    @rule()
    def cancel_blank(self) -> None:
        self.model.cancel_blank()

    @rule(tile=TILE_IDS)
    def toggle_selected(self, tile: int) -> None:
        self.model.toggle_selected(tile)

    @rule(squares=st.lists(MODEL_SQUARES, max_size=3))
    def set_hint(self, squares: list[Square]) -> None:
        self.model.set_hint(squares)

    @rule(step=st.integers(-2, 2))
    def place_focused(self, step: int) -> None:
        self.model.focus_step(step)
        self.model.place_focused()

    @invariant()
    def every_tile_is_in_one_place(self) -> None:
        m = self.model
        pending = [m.pending_blank[0]] if m.pending_blank is not None else []
        where = m.order + [p.tile_id for p in m.placed.values()] + pending
        assert sorted(where) == list(range(len(MODEL_RACK))), (m.order, m.placed, m.pending_blank)
        assert sorted(m.placed_order) == sorted(m.placed)
        assert m.pending_blank is None or m.pending_blank[1] not in m.placed
        for placed in m.placed.values():
            tile = m.tile(placed.tile_id)
            assert placed.letter == tile if tile != "?" else placed.letter.islower()
        staged = ["?" if p.letter.islower() else p.letter for p in m.placed.values()] + ["?"] * len(pending)
        assert Counter(m.rack_tiles + staged) == Counter(MODEL_RACK)
        play = m.to_play()
        assert play is None or Counter(play.rack_tiles) == Counter(staged) - Counter("?" * len(pending))


TurnModelMachine.TestCase.settings = settings(max_examples=300, stateful_step_count=40, deadline=None)
test_the_turn_model_keeps_every_tile_in_one_place = TurnModelMachine.TestCase
