"""The play scene driven by synthetic pygame events, headless, frame by frame.

Games are small and controlled: racks and bag chosen by hand, a word list
that knows only the words played.  Screenshots go to a temporary folder per
run (``TILE_PARTY_SHOTS`` names a folder to keep them).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game.engine import worker
from game.engine.movegen import generate_plays
from game.lexicon.dawg import build_table
from game.lexicon.lexicon import Lexicon
from game.rules.bag import Bag
from game.rules.game import Game, Phase, TurnKind
from game.rules.move import Exchange, Move, Pass, TilePlay
from game.rules.ruleset import (
    PRESETS,
    ChallengeMode,
    ClockExpiry,
    ExchangeLimit,
    ExchangeWhen,
    RuleSet,
)
from game.settings import Settings
from game.setup.seats import SeatConfig
from game.ui.audio import Audio
from game.ui.context import AppContext
from game.ui.directory import install
from game.ui.play.log import preview_blanks
from game.ui.play.scene import PlayScene, Stage
from game.ui.scene import SceneStack
from game.ui.theme import SEAT_COLOURS, Theme
from game.words import refusal_text

SHOTS = Path(os.environ.get("TILE_PARTY_SHOTS", "")) if os.environ.get("TILE_PARTY_SHOTS") else None
WORDS = {"CAT", "CATS", "HA", "AT", "TA", "ZA", "AX", "XI", "HAT", "OX", "TO", "AD", "DA"}


class Words:
    def __init__(self, words: set[str] = WORDS) -> None:
        self.words = words

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


@pytest.fixture(scope="module", autouse=True)
def display(tmp_path_factory):
    global SHOTS
    pygame.init()
    pygame.display.set_mode((1280, 800))
    if SHOTS is None:
        SHOTS = tmp_path_factory.mktemp("play_shots")
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield
    worker.shutdown()  # no engine process outlives these tests


def humans(*names: str) -> list[SeatConfig]:
    return [SeatConfig(n) for n in names]


def controlled(rules: RuleSet, racks: list[str], bag: str = "", lexicon=None, names=("Ana", "Ben")) -> Game:
    game = Game(list(names), rules=rules, lexicon=lexicon or Words(), seed=1, deal=False)
    for player, rack in zip(game.players, racks):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list(bag), shuffle=False)
    return game


class Harness:
    def __init__(self, game: Game, seats: list[SeatConfig], size=(1280, 800), demo=False, strategy=None):
        self.screen = pygame.display.set_mode(size)
        self.stack = SceneStack(size)
        self.ctx = install(AppContext(stack=self.stack, theme=Theme(), settings=Settings(), audio=Audio()))
        self.game = game
        self.scene = PlayScene(self.ctx, game, seats, demo=demo, strategy=strategy)
        self.stack.push(self.scene)
        self.frame()

    def frame(self, events=(), n: int = 1, dt: float = 1 / 60) -> None:
        for event in events:
            top = self.stack.top
            if event.type == pygame.VIDEORESIZE:
                self.screen = pygame.display.set_mode((event.w, event.h))
                self.stack.resize((event.w, event.h))
            if top is not None:
                top.handle_event(event)
        for _ in range(n):
            if self.stack.top is not None:
                self.stack.top.update(dt)
        for scene in self.stack.visible():
            scene.draw(self.screen)

    def shot(self, name: str) -> None:
        pygame.image.save(self.screen, str(SHOTS / f"{name}.png"))

    def settle(self) -> None:
        """Run frames until the scene waits for a person (or has gone)."""
        wait_until(lambda: self.stack.top is not self.scene or self.scene.stage in (
            Stage.TURN, Stage.HANDOFF, Stage.CHALLENGE, Stage.DONE), step=self.thinking_frame, pause=0,
            what="the scene to wait for a person")

    def thinking_frame(self) -> None:
        """One frame, then a moment for the engine process when a computer is thinking."""
        self.frame()
        if self.scene.stage is Stage.THINKING:
            time.sleep(0.001)

    def until_gone(self) -> None:
        """Frames until the play scene has left the top (the results came)."""
        wait_until(lambda: self.stack.top is not self.scene, step=self.thinking_frame, pause=0,
                   what="the play scene to give way")

    # -- input -------------------------------------------------------------------
    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)])

    def type(self, text: str) -> None:
        for ch in text:
            self.key(getattr(pygame, f"K_{ch.lower()}"), unicode=ch.lower())

    def click(self, pos) -> None:
        self.frame([
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos),
        ])

    def drag(self, start, end, steps: int = 4) -> None:
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
        for k in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * k // steps
            y = start[1] + (end[1] - start[1]) * k // steps
            self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))])
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end)])

    # -- where things are ----------------------------------------------------------
    def square(self, row: int, col: int):
        return self.scene.board_view.square_rect(row, col).center

    def rack_tile(self, letter: str):
        model = self.scene.model
        assert model is not None, "no turn in progress"
        slot = model.rack_tiles.index(letter)
        return self.scene.layout.rack_slot(slot, len(model.order)).center

    def button(self, key: str):
        return self.scene.buttons[key].rect.center

    def modal(self, action: str):
        for b in self.scene.modal_buttons():
            if b.action == action:
                return b.rect.center
        raise AssertionError(f"no {action} button; have {[b.action for b in self.scene.modal_buttons()]}")

    def reveal(self) -> None:
        assert self.scene.stage is Stage.HANDOFF
        self.click(self.modal("reveal"))
        assert self.scene.stage is Stage.TURN

    def drag_word(self, tiles: list[tuple[str, int, int]]) -> None:
        for letter, row, col in tiles:
            self.drag(self.rack_tile(letter), self.square(row, col))

    def drag_cat_with_a_blank_c(self) -> None:
        """CAT across the star from G8, its C a blank (the rack holds ?, A and T)."""
        self.drag(self.rack_tile("?"), self.square(7, 6))
        self.click(self.modal("blank:C"))
        self.drag_word([("A", 7, 7), ("T", 7, 8)])


VOID = RuleSet(name="Void test", challenge=ChallengeMode.VOID)


def test_two_humans_play_a_whole_game_by_drag_and_drop():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.shot("01-handoff")
    # racks hidden on the hand-off screen
    assert h.scene.flow.rack_owner() is None
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.frame(n=5)
    preview = h.scene.flow.preview()
    assert preview is not None and preview.legal and preview.total == 10
    h.shot("02-drag-preview")
    h.click(h.button("play"))
    assert game.board.get(7, 7) == "A"
    h.frame(n=12)
    h.shot("03-score-popup")
    h.settle()
    assert h.scene.stage is Stage.HANDOFF and game.current == 1
    h.reveal()
    h.drag_word([("S", 7, 9)])
    h.click(h.button("play"))
    h.settle()
    h.reveal()
    # Ana is stuck with an X: she passes, confirming
    h.click(h.button("pass"))
    h.click(h.modal("pass-yes"))
    h.settle()
    h.reveal()
    h.drag_word([("H", 6, 7)])
    h.shot("04-before-going-out")
    h.click(h.button("play"))
    h.until_gone()
    assert game.over and game.result is not None and game.result.ended_by == "out"
    assert type(h.stack.top).__name__ == "ResultsScene"
    lines = h.scene.move_log().lines
    assert [ln.text for ln in lines[:2]] == ["8G CAT", "8G (CAT)S"]
    assert lines[3].text == "H7 H(A)"


def test_two_humans_play_a_whole_game_by_keyboard_only():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.key(pygame.K_RETURN)  # reveal
    assert h.scene.stage is Stage.TURN
    h.key(pygame.K_SPACE)  # the cursor appears on the star
    h.key(pygame.K_LEFT)
    h.type("cat")
    h.shot("05-keyboard-typed")
    h.key(pygame.K_BACKSPACE)
    assert h.scene.model.rack_tiles == ["X", "T"]
    h.type("t")
    h.key(pygame.K_RETURN)
    h.settle()
    h.key(pygame.K_RETURN)
    h.key(pygame.K_SPACE)
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_RIGHT)
    h.type("s")
    h.key(pygame.K_RETURN)
    h.settle()
    h.key(pygame.K_RETURN)
    h.key(pygame.K_n, mod=pygame.KMOD_CTRL)  # pass...
    h.key(pygame.K_y)  # ...confirmed
    h.settle()
    h.key(pygame.K_RETURN)
    h.key(pygame.K_SPACE)
    h.key(pygame.K_UP)
    h.type("h")
    h.key(pygame.K_RETURN)
    h.until_gone()
    assert game.over and game.players[1].score > 0
    assert [r.kind for r in game.history] == [TurnKind.PLAY, TurnKind.PLAY, TurnKind.PASS, TurnKind.PLAY]


def test_an_illegal_play_is_explained_and_the_tiles_stay():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("C", 0, 0), ("A", 0, 1)])
    h.click(h.button("play"))
    assert "centre star" in h.scene.message
    assert set(h.scene.model.placed) == {(0, 0), (0, 1)}
    # a word not in the list, in void mode, is marked on the board
    h.click(h.square(0, 0))  # a click on a placed tile sends it home
    h.click(h.square(0, 1))
    h.drag_word([("X", 7, 7), ("T", 7, 8)])
    preview = h.scene.flow.preview()
    assert preview is not None and preview.invalid_words == ("XT",)
    assert h.scene.flow.invalid_squares() == {(7, 7), (7, 8)}
    h.frame()
    h.shot("06-invalid-word")
    h.click(h.button("play"))
    assert "XT is not in the word list" in h.scene.message
    assert game.board.is_empty()


def test_a_blank_by_picker_and_by_shift_letter():
    game = controlled(VOID, ["?A", "??"], bag="EEEE")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag(h.rack_tile("?"), h.square(7, 7))
    assert h.scene.model.pending_blank is not None
    h.frame()
    h.shot("07-blank-picker")
    h.click(h.modal("blank:Z"))
    h.drag_word([("A", 7, 8)])
    assert h.scene.flow.preview().legal
    h.click(h.button("play"))
    assert game.board.get(7, 7) == "z"
    h.settle()
    h.reveal()
    h.click(h.square(6, 8))
    h.key(pygame.K_SPACE)  # now down: the arrow turns
    h.key(pygame.K_t, mod=pygame.KMOD_SHIFT, unicode="T")
    h.key(pygame.K_RETURN)
    assert game.board.get(6, 8) == "t"


def challenge_window(mode: ChallengeMode) -> Harness:
    """Ana has played CAT; the card asks Ben whether he challenges."""
    rules = RuleSet(name="Challenge test", challenge=mode)
    game = controlled(rules, ["CATQ", "ZXSS"], bag="EEEEEEEE")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    # in challenge modes the preview never judges words
    h.click(h.button("play"))
    h.settle()
    assert h.scene.stage is Stage.CHALLENGE
    return h


@pytest.mark.parametrize("mode", [ChallengeMode.SINGLE, ChallengeMode.DOUBLE, ChallengeMode.PENALTY,
                                  ChallengeMode.BONUS])
def test_each_challenge_mode(mode):
    h = challenge_window(mode)
    game = h.game
    assert h.scene.flow.rack_owner() is None
    h.frame()
    h.shot(f"08-challenge-window-{mode.value}")
    h.click(h.modal("challenge:1"))
    h.frame(n=30)
    h.shot(f"09-challenge-outcome-{mode.value}")
    h.settle()
    ana, ben = game.players
    if mode is ChallengeMode.DOUBLE:
        # Ben's lost turn is taken at once: it is Ana's turn again
        assert game.history[-1].kind is TurnKind.LOST_TURN and game.current == 0
        assert h.scene.stage is Stage.TURN or h.scene.stage is Stage.HANDOFF
    elif mode is ChallengeMode.PENALTY:
        assert ben.score == -5
    elif mode is ChallengeMode.BONUS:
        assert ana.score == 10 + 5
    else:
        assert (ana.score, ben.score) == (10, 0)


def test_a_phony_is_withdrawn_and_a_final_challenge_can_be_accepted():
    rules = RuleSet(name="Single", challenge=ChallengeMode.SINGLE)
    game = controlled(rules, ["QZ", "CAT"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("Q", 7, 7), ("Z", 7, 8)])
    h.click(h.button("play"))
    # Ana went out with the bag empty: Ben may challenge before the game ends
    h.settle()
    assert game.phase is Phase.FINAL_CHALLENGE and h.scene.stage is Stage.CHALLENGE
    h.click(h.modal("challenge:1"))
    assert game.board.is_empty() and game.players[0].score == 0
    assert sorted(game.players[0].rack) == ["Q", "Z"]
    h.frame(n=20)
    h.shot("10-withdrawn")
    h.settle()
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.click(h.button("play"))
    h.settle()
    assert h.scene.stage is Stage.CHALLENGE
    h.click(h.modal("accept"))
    h.until_gone()
    assert game.over and game.result.went_out == 1


@pytest.mark.parametrize("expiry", [ClockExpiry.PASS, ClockExpiry.SUBMIT])
def test_timeout_under_each_expiry_rule(expiry):
    rules = RuleSet(name="Clock", challenge=ChallengeMode.VOID, clock_seconds=30, clock_expiry=expiry)
    game = controlled(rules, ["CATQ", "SSSS"], bag="EEEEEEEEEE")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.frame(n=1, dt=21.0)
    h.frame(n=60, dt=1 / 30)
    assert "tick" in h.ctx.audio.played
    h.shot(f"11-clock-warning-{expiry.value}")
    h.frame(n=1, dt=10.0)
    record = game.history[-1]
    if expiry is ClockExpiry.SUBMIT:
        assert record.kind is TurnKind.PLAY and game.board.get(7, 7) == "A"
    else:
        assert record.kind is TurnKind.TIMEOUT and game.board.is_empty()
        assert sorted(game.players[0].rack) == sorted("CATQ")
    h.settle()
    assert game.current == 1


def test_exchange_at_the_limit():
    rules = RuleSet(name="Swap two", challenge=ChallengeMode.VOID, exchange_limit=ExchangeLimit.AT_MOST_TWO)
    game = controlled(rules, ["ABCDEFG", "HIJKLMN"], bag="OPQRSTUVWXYZ")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.click(h.button("exchange"))
    assert h.scene.flow.exchange_mode
    for letter in "ABC":
        h.click(h.rack_tile(letter))
    enabled, why = h.scene.flow.button_state("play")
    assert not enabled and "at most 2" in why
    h.click(h.button("play"))
    h.frame()
    h.shot("12-exchange-over-limit")
    # told once, in the tag over the pointer: no note on the board, no repeat in the preview
    assert h.scene.buttons["play"].hover and h.scene.message_time == 0
    title, _colour, body = h.scene.words.preview_text()
    assert title == "Swap 3 tiles" and not any("at most" in text for text, _ in body)
    h.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    h.key(pygame.K_RETURN)  # the pointer is elsewhere, so no tag: the note under the board tells it
    assert "at most 2" in h.scene.message
    h.click(h.rack_tile("C"))
    assert h.scene.flow.button_state("play") == (True, "")
    h.click(h.button("play"))
    assert game.history[-1].move == Exchange("AB")
    assert len(game.players[0].rack) == 7
    h.settle()
    lines = h.scene.move_log().lines
    assert lines[-1].text == "swapped 2 tiles"  # which tiles stays secret


def test_exchange_is_disabled_with_a_reason_when_the_bag_is_low():
    rules = RuleSet(name="Bag7", challenge=ChallengeMode.VOID, exchange_limit=ExchangeLimit.BAG_HAS_SEVEN)
    game = controlled(rules, ["ABCDEFG", "HIJKLMN"], bag="OPQ")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    enabled, why = h.scene.flow.button_state("exchange")
    assert not enabled and "at least 7" in why
    h.click(h.button("exchange"))
    assert not h.scene.flow.exchange_mode and h.scene.buttons["exchange"].hover  # the tag gives the reason
    h.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))])
    h.key(pygame.K_s, mod=pygame.KMOD_CTRL)
    assert not h.scene.flow.exchange_mode and "at least 7" in h.scene.message


def tiny_lexicon(words: set[str]) -> Lexicon:
    table = build_table(sorted(words))
    return Lexicon(table.tolist(), "test", len(words))


def best_play(game: Game, player: int, kind: str) -> Move:
    """The tests' stand-in computer: the top play from the move generator, else a pass."""
    plays = generate_plays(game.board, "".join(game.players[player].rack), game.lexicon)
    return plays[0].play if plays else Pass()


def test_undo_with_a_computer_goes_back_to_the_persons_turn():
    lexicon = tiny_lexicon(WORDS)
    rules = PRESETS["Kids"].replace(word_list="enable")
    game = controlled(rules, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=lexicon)
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], strategy=best_play)
    assert h.scene.stage is Stage.TURN  # one person: no hand-off
    before = game.state_key()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.click(h.button("play"))
    h.settle()
    assert len(game.history) == 2 and game.history[1].player == 1
    assert game.current == 0
    h.click(h.button("undo"))
    assert game.state_key() == before
    assert h.scene.stage is Stage.TURN
    h.frame()
    h.shot("13-after-undo")


def test_computer_thinks_on_a_thread_without_freezing_the_window():
    lexicon = tiny_lexicon(WORDS)
    game = controlled(VOID, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=lexicon)

    def slow(game: Game, player: int, kind: str) -> Move:
        time.sleep(0.3)
        return best_play(game, player, kind)

    h = Harness(game, [SeatConfig("Robo", "medium"), SeatConfig("Ana")], strategy=slow)
    assert h.scene.stage is Stage.THINKING
    frames = 0

    def frame() -> None:
        nonlocal frames
        h.frame()
        frames += 1
        if frames == 10:
            h.shot("14-thinking")

    # the wait's deadline, not a speed check: a busy machine may take seconds over the move
    wait_until(lambda: h.scene.stage is not Stage.THINKING, step=frame, pause=0, what="the computer's move")
    assert frames > 10  # the window went on drawing while the computer thought
    h.frame(n=15)
    h.shot("15-computer-tiles-flying")
    h.settle()
    assert game.history[0].kind is TurnKind.PLAY


def test_a_resize_in_the_middle_of_a_drag():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    start = h.rack_tile("A")
    h.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
    h.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 80), rel=(0, 0), buttons=(1, 0, 0))])
    h.frame([pygame.event.Event(pygame.VIDEORESIZE, w=800, h=600, size=(800, 600))])
    target = h.square(7, 7)
    h.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(1, 0, 0))])
    h.shot("16-resized-mid-drag")
    h.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=target)])
    assert h.scene.model.placed[(7, 7)].letter == "A"
    h.drag_word([("C", 7, 6), ("T", 7, 8)])
    h.frame()
    h.shot("17-800x600")
    h.click(h.button("play"))
    assert game.board.get(7, 6) == "C"


def test_pause_hides_the_rack_and_stops_the_clock():
    rules = RuleSet(name="Clock", challenge=ChallengeMode.VOID, clock_seconds=60)
    game = controlled(rules, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.key(pygame.K_p)
    assert type(h.stack.top).__name__ == "PauseScene"
    assert h.scene.flow.rack_owner() is None
    left = h.scene.clock.remaining
    h.frame(n=30, dt=0.5)  # the pause scene is on top: the play scene gets no updates
    h.scene.update(5.0)  # and even if it did, a paused clock does not move
    assert h.scene.clock.remaining == left
    h.shot("18-pause-menu")
    h.key(pygame.K_ESCAPE)
    assert h.stack.top is h.scene and h.scene.flow.rack_owner() == 0


def test_end_the_game_from_the_menu():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.click(h.button("menu"))
    pause = h.stack.top
    labels = [b.label for b in pause.buttons]
    assert labels[0] == "Resume" and "End the game" in labels and "Save and quit" in labels
    h.click(pause.buttons[labels.index("End the game")].rect.center)
    h.click(h.stack.top.buttons[0].rect.center)
    assert game.over and type(h.stack.top).__name__ == "ResultsScene"


def test_demo_mode_plays_to_the_end_and_shows_results():
    lexicon = tiny_lexicon(WORDS)
    game = controlled(VOID, ["CAT", "SHX"], lexicon=lexicon)
    h = Harness(game, [SeatConfig("Ana", "medium"), SeatConfig("Ben", "hard")], demo=True, strategy=best_play)
    h.until_gone()
    assert game.over and type(h.stack.top).__name__ == "ResultsScene"


def test_gamepad_events_place_and_submit():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.frame([pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, joy=0, instance_id=0)])  # reveal
    assert h.scene.stage is Stage.TURN
    pad = [
        pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, joy=0, instance_id=0),  # cursor on the star
        pygame.event.Event(pygame.JOYHATMOTION, value=(-1, 0), hat=0, joy=0, instance_id=0),
    ]
    h.frame(pad)
    for _ in range(3):  # C, A, T are the first three rack tiles
        h.frame([pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, joy=0, instance_id=0)])
    assert h.scene.model.to_play() == TilePlay.of((7, 6, "C"), (7, 7, "A"), (7, 8, "T"))
    h.frame([pygame.event.Event(pygame.JOYBUTTONDOWN, button=7, joy=0, instance_id=0)])
    assert game.board.get(7, 8) == "T"


def test_hints_climb_the_ladder_and_glow():
    """One hint is one turn's climb: the first press of a turn is counted, the
    presses after it go up the ladder to the best play for nothing more."""
    lexicon = tiny_lexicon(WORDS)
    rules = RuleSet(name="Hinty", challenge=ChallengeMode.VOID, hints=True, hint_allowance=1)
    game = controlled(rules, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=lexicon)
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], strategy=best_play)
    levels = []
    for press in range(4):
        enabled, why = h.scene.flow.button_state("hint")
        assert enabled, (press, why)
        h.click(h.button("hint"))
        # the next press counts only once this one's answer is in (one search at a time)
        wait_until(lambda: h.scene.flow.hint_job is None, step=h.frame, what=f"hint {press + 1}'s answer")
        levels.append(h.scene.flow.hint_level)
        assert game.hints_left(0) == 0  # the first press spent the one hint
    assert levels == [1, 2, 3, 4]
    assert "CAT" in h.scene.flow.hint_text and h.scene.model.hinted
    h.frame()
    h.shot("19-hint")
    enabled, why = h.scene.flow.button_state("hint")
    assert not enabled and "best play" in why
    h.scene.flow.hint()  # a press past the top changes nothing
    assert h.scene.flow.hint_level == 4 and game.hints_left(0) == 0


def test_a_new_turn_needs_a_hint_left():
    lexicon = tiny_lexicon(WORDS)
    rules = RuleSet(name="Hinty", challenge=ChallengeMode.VOID, hints=True, hint_allowance=0)
    game = controlled(rules, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=lexicon)
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], strategy=best_play)
    enabled, why = h.scene.flow.button_state("hint")
    assert not enabled and why == "no hints left"


def test_kid_mode_says_when_no_word_fits():
    lexicon = tiny_lexicon(WORDS)
    game = controlled(PRESETS["Kids"], ["QQQ", "CAT"], bag="EEEEEEEE", lexicon=lexicon)
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], strategy=best_play)
    wait_until(lambda: h.scene.flow.no_play_notice, step=h.frame)
    assert h.scene.flow.no_play_notice and "Swap" in h.scene.message
    h.shot("20-kid-no-play")


def test_the_engine_plays_the_computer_seats():
    lexicon = tiny_lexicon(WORDS)
    game = controlled(VOID, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=lexicon)
    h = Harness(game, [SeatConfig("Robo", "medium"), SeatConfig("Ana")])
    h.settle()
    assert game.history[0].kind is TurnKind.PLAY and game.current == 1


# -- blank swap, computer challenges, gamepad through the app, screenshots, the engine process


def test_blank_swap_by_dragging_the_real_letter_onto_the_blank():
    rules = RuleSet(name="Swap", challenge=ChallengeMode.VOID, blank_swap=True)
    game = controlled(rules, ["?AT", "CSH"], bag="EEEEEE")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_cat_with_a_blank_c()
    h.click(h.button("play"))
    h.settle()
    h.reveal()
    assert h.scene.flow.swappable((7, 6)) and "Blank swap" in " ".join(t for t, _ in h.scene.words.preview_text()[2])
    h.drag(h.rack_tile("C"), h.square(7, 6))
    assert h.scene.flow.confirm_swap == (7, 6)
    # the card asking about G8 leaves G8 in sight
    assert not h.scene.modals.confirm_card().colliderect(h.scene.board_view.square_rect(7, 6))
    h.frame()
    h.shot("21-blank-swap-confirm")
    h.click(h.modal("swap-yes"))
    assert game.board.get(7, 6) == "C" and "?" in game.players[1].rack
    assert game.history[-1].kind is TurnKind.BLANK_SWAP and game.current == 1
    assert h.scene.stage is Stage.TURN and h.scene.flyers  # the blank is on its way to the rack
    wait_until(lambda: not h.scene.flyers and not h.scene.hidden_squares, step=h.frame, pause=0,
               what="the letter and the blank to land")
    assert sorted(h.scene.model.rack_tiles) == ["?", "H", "S"]
    h.shot("22-blank-swapped")
    h.drag_word([("S", 7, 9)])
    h.click(h.button("play"))
    assert game.board.get(7, 9) == "S"


def test_blank_swap_by_keyboard_asks_first_and_escape_cancels():
    rules = RuleSet(name="Swap", challenge=ChallengeMode.VOID, blank_swap=True)
    game = controlled(rules, ["?AT", "CSH"], bag="EEEEEE")
    game.play(TilePlay.of((7, 6, "c"), (7, 7, "A"), (7, 8, "T")))
    h = Harness(game, humans("Ana", "Ben"))
    h.key(pygame.K_RETURN)  # reveal
    h.key(pygame.K_SPACE)
    h.key(pygame.K_LEFT)  # the cursor onto the blank's square
    h.key(pygame.K_RETURN)
    assert h.scene.flow.confirm_swap == (7, 6)
    h.key(pygame.K_ESCAPE)
    assert h.scene.flow.confirm_swap is None and game.board.get(7, 6) == "c"
    h.key(pygame.K_RETURN)
    h.key(pygame.K_RETURN)  # the card's primary button: Swap
    assert game.board.get(7, 6) == "C"


def test_a_computer_challenges_a_phony_and_the_tiles_go_back():
    lexicon = tiny_lexicon(WORDS)
    rules = RuleSet(name="Single", challenge=ChallengeMode.SINGLE)
    game = controlled(rules, ["XTCAQ", "SHXI"], bag="EEEEEEEE", lexicon=lexicon)
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Ben", "medium")], strategy=best_play)
    h.drag_word([("X", 7, 7), ("T", 7, 8)])  # XT is not a word; challenge modes do not say so
    h.click(h.button("play"))
    wait_until(lambda: "challenges" in h.scene.banner, step=h.frame)
    assert "Ben challenges Ana's play" in h.scene.banner
    h.shot("23-computer-challenges")
    wait_until(lambda: len(game.history) == 2, step=h.frame, pause=0, what="Ben's challenge to be decided")
    assert [r.kind for r in game.history] == [TurnKind.PLAY, TurnKind.WITHDRAWN]
    assert game.board.get(7, 7) == "" and game.players[0].score == 0
    assert sorted(game.players[0].rack) == sorted("XTCAQ")
    h.frame(n=20)
    h.shot("24-computer-challenge-upheld")
    h.settle()


def test_a_computer_never_challenges_a_valid_play():
    lexicon = tiny_lexicon(WORDS)
    rules = RuleSet(name="Single", challenge=ChallengeMode.SINGLE)
    game = controlled(rules, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=lexicon)
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Ben", "hard")], strategy=best_play)
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.click(h.button("play"))
    h.settle()
    assert all(r.kind is not TurnKind.WITHDRAWN for r in game.history)
    assert game.history[1].player == 1  # Ben went on to play his own turn


def test_an_easy_computer_catches_a_phony_only_sometimes_and_repeatably():
    lexicon = tiny_lexicon(WORDS)
    rules = RuleSet(name="Single", challenge=ChallengeMode.SINGLE)

    def challenged(seed: int) -> bool:
        game = Game(["Ana", "Ben"], rules=rules, lexicon=lexicon, seed=seed, deal=False)
        game.players[0].rack, game.players[1].rack = list("XTCAQ"), list("SHXI")
        game.bag = Bag(game.rng, list("EEEEEEEE"), shuffle=False)
        h = Harness(game, [SeatConfig("Ana"), SeatConfig("Ben", "easy")], strategy=best_play)
        h.drag_word([("X", 7, 7), ("T", 7, 8)])
        h.click(h.button("play"))
        wait_until(lambda: "challenges" in h.scene.banner or h.scene.stage is not Stage.ANIMATING, step=h.frame)
        return "challenges" in h.scene.banner

    outcomes = [challenged(seed) for seed in range(8)]
    assert any(outcomes) and not all(outcomes)
    assert outcomes == [challenged(seed) for seed in range(8)]


def app_with(make_app, scene_factory, **options):
    app = make_app(size=(1280, 800), **options)
    scene = scene_factory(app.ctx)
    app.stack.push(scene)
    return app, scene


def test_the_app_hands_raw_gamepad_events_to_the_play_scene(make_app):
    game = controlled(VOID, ["CATX", "SH"])
    app, scene = app_with(make_app, lambda ctx: PlayScene(ctx, game, humans("Ana", "Ben")))

    def pad(*events) -> None:
        for event in events:
            pygame.event.post(event)
        app.step(app._gather_events(), 1 / 60)

    pad(pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, joy=0, instance_id=0))  # reveal
    assert scene.stage is Stage.TURN
    pad(pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, joy=0, instance_id=0))  # cursor on the star
    pad(pygame.event.Event(pygame.JOYHATMOTION, value=(-1, 0), hat=0, joy=0, instance_id=0))
    assert scene.model.cursor == (7, 6)
    # the stick moves the cursor too, once per push
    pad(pygame.event.Event(pygame.JOYAXISMOTION, axis=1, value=0.95, joy=0, instance_id=0))
    pad(pygame.event.Event(pygame.JOYAXISMOTION, axis=1, value=1.0, joy=0, instance_id=0))
    assert scene.model.cursor == (8, 6)
    pad(pygame.event.Event(pygame.JOYAXISMOTION, axis=1, value=0.0, joy=0, instance_id=0),
        pygame.event.Event(pygame.JOYAXISMOTION, axis=1, value=-0.95, joy=0, instance_id=0))
    assert scene.model.cursor == (7, 6)
    for _ in range(3):
        pad(pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, joy=0, instance_id=0))
    assert scene.model.to_play() == TilePlay.of((7, 6, "C"), (7, 7, "A"), (7, 8, "T"))
    pad(pygame.event.Event(pygame.JOYBUTTONDOWN, button=7, joy=0, instance_id=0))  # Start plays
    assert game.board.get(7, 8) == "T"
    # the pause menu over the play scene is a menu: it gets keys
    wait_until(lambda: scene.stage is Stage.HANDOFF, step=lambda: app.step([], 1 / 60), pause=0,
               what="Ben's hand-off card")
    pad(pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, joy=0, instance_id=0))  # Ben reveals
    pad(pygame.event.Event(pygame.JOYBUTTONDOWN, button=6, joy=0, instance_id=0))  # Back: the menu
    assert type(app.stack.top).__name__ == "PauseScene"
    pad(pygame.event.Event(pygame.JOYBUTTONDOWN, button=1, joy=0, instance_id=0))  # B = Escape: resume
    assert app.stack.top is scene


def test_a_move_screenshot_waits_until_the_tiles_have_landed(make_app, tmp_path):
    lexicon = tiny_lexicon(WORDS)
    game = controlled(VOID, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=lexicon)
    app, scene = app_with(
        make_app,
        lambda ctx: PlayScene(ctx, game, [SeatConfig("Robo", "medium"), SeatConfig("Ana")], strategy=best_play),
        screenshot_dir=tmp_path / "shots")
    asked: list[tuple[str, int]] = []
    request = app.request_screenshot
    app.request_screenshot = lambda label="shot": (asked.append((label, len(scene.flyers))), request(label))
    in_flight = False

    def frame() -> None:
        nonlocal in_flight
        app.step([], 1 / 60)
        in_flight |= bool(scene.flyers)

    wait_until(lambda: any(label.startswith("move-") for label, _ in asked), step=frame)
    moves = [(label, flying) for label, flying in asked if label.startswith("move-")]
    assert in_flight and moves == [("move-001", 0)]
    app.jobs.wait_all()
    assert list((tmp_path / "shots").glob("*move-001.png"))


def test_the_engine_process_answers_and_stops_cleanly():
    lexicon = tiny_lexicon(WORDS)
    game = controlled(VOID, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=lexicon)
    from game.ui.play import computer as play_ai

    job = play_ai.think(game, 0, "medium")
    assert isinstance(job, play_ai.Remote) and job.wait(60)
    move = job.result()
    assert isinstance(move, TilePlay) and game.preview(move).legal
    helper = worker._helper
    assert helper is not None and helper.process.is_alive()
    worker.shutdown()
    assert not helper.process.is_alive() and not worker.running()


def test_a_play_put_down_by_the_clock_says_so_until_the_challenge_is_answered():
    rules = RuleSet(name="Clock", challenge=ChallengeMode.SINGLE, clock_seconds=30,
                    clock_expiry=ClockExpiry.SUBMIT)
    game = controlled(rules, ["CATQ", "SSSS"], bag="EEEEEEEEEE")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.frame(n=1, dt=31.0)
    assert game.history[-1].kind is TurnKind.PLAY
    scene = h.scene
    assert scene.banner == "Time's up! Your tiles were played: 8G CAT for 10"
    assert "time ran out" in scene.move_log().lines[-1].text
    # the scoring animation does not replace the reason, and the card waits for the banner
    h.frame(n=60)
    assert scene.stage is Stage.ANIMATING
    assert scene.message.startswith("Time's up: Ana's tiles were played, 8G CAT for 10")
    h.settle()
    assert scene.stage is Stage.CHALLENGE
    title, words = scene.words.challenge_headings()
    assert title == "Ana played 8G CAT for 10"
    assert "time ran out" in words and "CAT" in words
    assert scene.message.startswith("Time's up") and scene.message_time > 0
    h.shot("20-timeout-challenge-card")


def test_a_turn_lost_to_the_clock_says_the_tiles_went_back():
    rules = RuleSet(name="Clock", challenge=ChallengeMode.VOID, clock_seconds=30, clock_expiry=ClockExpiry.PASS)
    game = controlled(rules, ["CATQ", "SSSS"], bag="EEEEEEEEEE")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7)])
    h.frame(n=1, dt=31.0)
    scene = h.scene
    assert game.history[-1].kind is TurnKind.TIMEOUT
    assert scene.banner == "Time's up! Turn passed, tiles back on the rack"
    assert scene.message == "Time's up: Ana's turn passed, tiles back on the rack."
    assert scene.move_log().lines[-1].text == "time ran out, turn passed"
    h.frame(n=30)
    assert scene.stage is Stage.ANIMATING  # the banner is read before Ben's card opens
    h.settle()
    assert scene.stage is Stage.HANDOFF and game.current == 1
    assert "time ran out" in scene.words.last_summary()
    h.reveal()
    h.frame(n=1, dt=31.0)  # Ben places nothing: no tiles to send back
    assert scene.banner == "Time's up! Turn passed"


# -- what each player sees: hidden racks, the menu, undo, blanks, honest buttons, colours, unseen tiles


def clock_game(expiry: ClockExpiry, racks=("CATQ", "SSSS")) -> Game:
    rules = RuleSet(name="Clock", challenge=ChallengeMode.VOID, clock_seconds=30, clock_expiry=expiry)
    return controlled(rules, list(racks), bag="EEEEEEEEEE")


@pytest.mark.parametrize("expiry", [ClockExpiry.PASS, ClockExpiry.SUBMIT])
def test_no_rack_shows_after_a_time_out_with_several_people(expiry):
    game = clock_game(expiry)
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    assert h.scene.flow.rack_owner() == 0
    h.frame(n=1, dt=31.0)
    assert game.current == 1 and h.scene.stage is Stage.ANIMATING
    frames = 0
    while h.scene.stage is Stage.ANIMATING:
        # Ben is highlighted from the first frame: Ana's rack (and her new tiles) stay face down
        assert h.scene.flow.rack_owner() is None
        assert all(f.face_down or not f.letter or f.letter in "CAT" for f in h.scene.flyers)
        if frames == 20:
            h.shot(f"30-timeout-rack-hidden-{expiry.value}")
        h.frame()
        frames += 1
    assert frames > 60 and h.scene.stage is Stage.HANDOFF  # the banner was read first


def test_alone_against_a_computer_the_rack_stays_in_view_after_a_time_out():
    game = clock_game(ClockExpiry.PASS)
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], strategy=best_play)
    h.drag_word([("C", 7, 6), ("A", 7, 7)])
    h.frame(n=1, dt=31.0)
    assert h.scene.stage is Stage.ANIMATING and h.scene.flow.rack_owner() == 0
    assert [f.letter for f in h.scene.flyers] == ["C", "A"]  # the tiles fly home to the rack, face up


def test_the_menu_button_and_escape_open_the_menu_from_the_hand_off_card():
    game = clock_game(ClockExpiry.PASS)
    h = Harness(game, humans("Ana", "Ben"))
    assert h.scene.stage is Stage.HANDOFF
    h.click(h.button("menu"))
    assert type(h.stack.top).__name__ == "PauseScene"
    # nothing was revealed: no rack, no clock running
    assert h.scene.stage is Stage.HANDOFF and h.scene.model is None and h.scene.flow.rack_owner() is None
    h.frame()
    h.shot("31-menu-over-hand-off")
    h.key(pygame.K_ESCAPE)  # resume
    assert h.stack.top is h.scene and h.scene.stage is Stage.HANDOFF
    h.key(pygame.K_ESCAPE)
    assert type(h.stack.top).__name__ == "PauseScene" and h.scene.model is None
    h.key(pygame.K_ESCAPE)
    h.frame([pygame.event.Event(pygame.JOYBUTTONDOWN, button=6, joy=0, instance_id=0)])  # the pad's Back
    assert type(h.stack.top).__name__ == "PauseScene" and h.scene.model is None
    h.key(pygame.K_ESCAPE)
    h.reveal()  # the card's own button still reveals, and only now the clock starts
    assert h.scene.clock.remaining == pytest.approx(30 - 1 / 60)


def test_the_menu_button_opens_the_menu_from_a_challenge_card():
    h = challenge_window(ChallengeMode.SINGLE)
    h.click(h.button("menu"))
    assert type(h.stack.top).__name__ == "PauseScene" and len(h.game.history) == 1


def test_kids_undo_never_hands_the_turn_back_to_the_computer():
    lexicon = tiny_lexicon(WORDS)
    rules = PRESETS["Kids"].replace(word_list="enable")
    game = controlled(rules, ["CATQ", "SHXI"], bag="EEEEEEEE", lexicon=lexicon, names=("Robo", "Ana"))
    h = Harness(game, [SeatConfig("Robo", "easy"), SeatConfig("Ana")], strategy=best_play)
    h.settle()
    assert [r.player for r in game.history] == [0] and h.scene.stage is Stage.TURN
    # only the computer's opening move lies behind: nothing of Ana's to go back to
    assert h.scene.flow.button_state("undo") == (False, "there is nothing to undo yet")
    h.frame()
    h.shot("32-kids-undo-greyed")
    h.click(h.button("undo"))
    assert [r.player for r in game.history] == [0] and h.scene.stage is Stage.TURN
    after_opening = game.state_key()
    # Ana makes CATS
    t = next((r, c) for r, c, ch in game.board.tiles() if ch == "T")
    across = game.board.get(t[0], t[1] - 1) == "A"
    h.drag_word([("S", t[0], t[1] + 1) if across else ("S", t[0] + 1, t[1])])
    h.click(h.button("play"))
    h.settle()
    assert [r.player for r in game.history] == [0, 1, 0] and h.scene.stage is Stage.TURN
    assert h.scene.flow.button_state("undo")[0]
    h.click(h.button("undo"))
    # back to Ana's own turn after the opening move, not one step further
    assert game.state_key() == after_opening and h.scene.stage is Stage.TURN
    assert not h.scene.flow.button_state("undo")[0]


def test_a_blank_shows_in_the_log_and_the_preview_as_a_blank_tile():
    game = controlled(VOID, ["?AT", "SH"], bag="EEEE")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_cat_with_a_blank_c()

    preview = h.scene.flow.preview()
    assert preview is not None and preview_blanks(preview) == frozenset({0})
    h.frame()
    theme = h.scene.theme
    blank = theme.palette.blank_tile
    title = h.scene.layout.preview
    assert any(h.screen.get_at((x, y))[:3] == blank
               for x in range(title.x, title.x + 60) for y in range(title.y, title.y + 40))
    h.shot("33-blank-in-the-preview")
    h.click(h.button("play"))
    line = h.scene.move_log().lines[0]
    assert line.text == "8G cAT" and line.blanks == frozenset({3})  # the record keeps the notation
    log = h.scene.layout.log

    def blank_in_the_log() -> bool:
        return any(h.screen.get_at((x, y))[:3] == blank for x in range(log.x, log.right) for y in range(log.y, log.y + 60))

    # the log shows it while the play is shown, before the hand-off curtain dims the table
    wait_until(lambda: blank_in_the_log() or h.scene.stage is not Stage.ANIMATING, step=h.frame, pause=0,
               what="the play in the log")
    assert blank_in_the_log()
    h.shot("34-blank-in-the-log")


def test_the_play_button_is_bright_only_for_a_real_play():
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    play = h.scene.buttons["play"]
    h.frame()
    assert not play.primary
    h.drag_word([("C", 0, 0)])
    h.frame()
    title, _colour, _ = h.scene.words.preview_text()
    assert title == "Not a play yet" and not play.primary and play.enabled  # pressing still explains
    h.shot("35-not-a-play-yet")
    h.click(h.square(0, 0))
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.frame()
    assert play.primary


def test_in_challenge_modes_a_word_is_not_shown_in_the_ok_colour():
    rules = RuleSet(name="Single", challenge=ChallengeMode.SINGLE)
    game = controlled(rules, ["XTQ", "CAT"])
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag_word([("X", 7, 7), ("T", 7, 8)])  # not a word, and the preview does not say
    p = h.scene.theme.palette
    title, colour, body = h.scene.words.preview_text()
    assert title == "XT: 18 points" and colour == p.text and [c for _, c in body] == [p.text]
    h.frame()
    h.shot("36-challenge-mode-preview")
    void = controlled(VOID, ["CATQ", "SH"])
    hv = Harness(void, humans("Ana", "Ben"))
    hv.reveal()
    hv.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    assert hv.scene.words.preview_text()[1] == p.good  # checked against the list: green is earned


def test_a_double_click_on_swap_stays_in_swap_mode():
    game = controlled(VOID, ["ABCDEFG", "HIJKLMN"], bag="OPQRSTUVWXYZ")
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    swap = h.button("exchange")
    h.frame([
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=swap),
        pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=swap),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=swap),
        pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=swap),
    ])
    assert h.scene.flow.exchange_mode and h.scene.buttons["exchange"].label == "Cancel"
    h.frame(n=40)  # a deliberate second press, later, cancels
    h.click(swap)
    assert not h.scene.flow.exchange_mode


def test_a_player_keeps_their_seat_colour():
    # the draw put the second seat (Ben) first
    game = Game(["Ana", "Ben"], rules=VOID, lexicon=Words(), seed=1, order=[1, 0], deal=False)
    game.players[0].rack, game.players[1].rack = list("CATX"), list("SH")
    h = Harness(game, humans("Ben", "Ana"))
    assert [p.name for p in game.players] == ["Ben", "Ana"]
    assert h.scene.colour(0) == SEAT_COLOURS[1] and h.scene.colour(1) == SEAT_COLOURS[0]
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.click(h.button("play"))
    assert h.scene.move_log().lines[0].colour == SEAT_COLOURS[1]
    h.settle()
    h.frame()
    h.shot("37-seat-colours")


def test_the_unseen_tiles_panel_opens_on_request():
    game = controlled(VOID, ["CATX", "SHE"], bag="EEQ?")
    h = Harness(game, humans("Ana", "Ben"))
    assert not h.scene.unseen_open
    h.click(h.scene.layout.bag.center)
    assert h.scene.unseen_open and h.scene.words.unseen_counts() is None  # nobody's rack is face up yet
    h.reveal()
    # Ana sees her own rack: what she has not seen is the bag and Ben's rack
    assert h.scene.words.unseen_counts() == {"?": 1, "E": 3, "H": 1, "Q": 1, "S": 1}
    h.frame()
    h.shot("38-unseen-tiles")
    h.key(pygame.K_u, mod=pygame.KMOD_CTRL)
    assert not h.scene.unseen_open


def test_the_unseen_tiles_panel_is_off_in_kids_games():
    lexicon = tiny_lexicon(WORDS)
    game = controlled(PRESETS["Kids"].replace(word_list="enable"), ["CATQ", "SHXI"], bag="EEEE", lexicon=lexicon)
    h = Harness(game, [SeatConfig("Ana"), SeatConfig("Robo", "easy")], strategy=best_play)
    h.click(h.scene.layout.bag.center)
    assert not h.scene.unseen_open and "off in Kids" in h.scene.message


def test_exchange_only_when_the_rack_cannot_play_under_house_rules():
    """House rules allow an exchange only to a player who cannot play: the window
    judges that with the move generator, and says why the Swap is refused."""
    lexicon = tiny_lexicon(WORDS)
    rules = VOID.replace(exchange_when=ExchangeWhen.CANNOT_PLAY)
    can = controlled(rules, ["CATQ", "SHXI"], bag="EEEEEEEEEE", lexicon=lexicon)
    h = Harness(can, humans("Ana", "Ben"))
    h.scene.reveal()
    h.frame()
    problem = refusal_text(can.exchange_problem(1))
    assert problem == "you may exchange only when you cannot play"
    enabled, why = h.scene.flow.button_state("exchange")
    assert not enabled and why == problem

    cannot = controlled(rules, ["QQVV", "SHXI"], bag="EEEEEEEEEE", lexicon=lexicon)
    h = Harness(cannot, humans("Ana", "Ben"))
    h.scene.reveal()
    h.frame()
    assert cannot.exchange_problem(1) is None
    assert h.scene.flow.button_state("exchange")[0]


def test_the_music_steps_back_for_the_clocks_last_seconds_and_not_under_the_pause_menu():
    from game.ui.audio import Audio

    rules = RuleSet(name="Clock", challenge=ChallengeMode.VOID, clock_seconds=60)
    game = controlled(rules, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    audio = Audio(force=True)
    h.scene.ctx.audio = audio
    h.reveal()
    h.frame(n=10, dt=1.0)
    assert h.scene.clock.remaining > 40 and not audio.ducked
    h.frame(n=45, dt=1.0)  # into the last ten seconds
    assert h.scene.clock.remaining < 10 and audio.ducked
    h.key(pygame.K_p)
    assert type(h.stack.top).__name__ == "PauseScene" and not audio.ducked
    audio.close()


def test_the_note_after_a_play_names_that_play_when_a_lost_turn_follows_it():
    # Cleo's failed challenge costs her next turn; Ben's play is followed at once by her
    # lost turn in the history, and the note under the board still names Ben's play
    rules = RuleSet(name="Double", challenge=ChallengeMode.DOUBLE)
    game = controlled(rules, ["CATQ", "SQZX", "ZXQJ"], bag="EEEEEEEEEEEE", names=("Ana", "Ben", "Cleo"))
    h = Harness(game, humans("Ana", "Ben", "Cleo"))
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.click(h.button("play"))
    h.settle()
    h.click(h.modal("challenge:2"))  # Cleo challenges CAT, a word: she loses her next turn
    h.settle()
    assert game.current == 1
    h.reveal()
    h.drag_word([("S", 7, 9)])
    h.click(h.button("play"))
    h.settle()
    assert [r.kind for r in game.history[-2:]] == [TurnKind.PLAY, TurnKind.LOST_TURN]
    assert h.scene.message == "Ben: 8G (CAT)S for 6.", h.scene.message
