"""What the play screen says about a move and whose figures it shows, at 800x600, through the
real window: the note under the board after a play that used the whole rack, and the hints
left on the Hint button while a play may be challenged (a Party game: Ana, then Cleo the
computer, then Ben)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game import i18n
from game.rules.bag import Bag
from game.rules.game import Game, TurnKind
from game.rules.ruleset import ChallengeMode, RuleSet
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play.flow import Stage
from game.ui.play.scene import PlayScene

SIZE = (800, 600)
#: the run's screenshot folder (conftest's ``shots``), set for each test
SHOTS = Path()


@pytest.fixture(autouse=True)
def _screenshots_in_the_runs_folder(shots_here: Path) -> None:
    """Screenshots go to the run's folder, never a fixed path."""
WORDS = {"REPACKS", "CAT", "CATS"}


class Words:
    def contains(self, word: str) -> bool:
        return word.upper() in WORDS


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / f"{name}.png"))


def party_game(rules: RuleSet, ana_rack: str) -> Game:
    game = Game(["Ana", "Cleo", "Ben"], rules=rules, lexicon=Words(), seed=1, deal=False)
    for player, rack in zip(game.players, [ana_rack, "EEEEEEE", "IIIIIII"]):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list("OOOOOOOOOOOOOO"), shuffle=False)
    return game


SEATS = [SeatConfig("Ana"), SeatConfig("Cleo", "easy"), SeatConfig("Ben")]


def open_play(app: App, game: Game) -> PlayScene:
    scene = app.ctx.scenes.play(game, SEATS)
    assert isinstance(scene, PlayScene)
    app.stack.replace(scene)
    app.step([], 1 / 60)
    scene.reveal()  # Ana takes her rack
    app.step([], 1 / 60)
    assert scene.stage is Stage.TURN and game.current == 0
    return scene


def play_word(scene: PlayScene, word: str, row: int, col: int) -> None:
    model = scene.model
    assert model is not None
    for k, letter in enumerate(word):
        tile = model.find_tile(letter)
        assert tile is not None
        model.place(tile, (row, col + k))
    scene.flow.submit()


def bingo_note(make_app, language: str) -> str:
    """Ana plays REPACKS across the star from 8G with all seven tiles: 20 for the letters (the K
    on a double letter), doubled on the star, and 50 for the bonus."""
    i18n.set_language(language)
    app = make_app(size=SIZE, language=language)
    game = party_game(RuleSet(name="Party test", challenge=ChallengeMode.SINGLE), "REPACKS")
    scene = open_play(app, game)
    play_word(scene, "REPACKS", 7, 6)
    record = game.history[-1]
    assert record.kind is TurnKind.PLAY and record.bingo and record.points == 90
    wait_until(lambda: "REPACKS" in scene.message, step=lambda: app.step([], 1 / 60),
               what="the note under the board")
    app.step([], 1 / 60)
    shot(app, f"bingo-note-{language}")
    return scene.message


def test_the_note_after_a_bingo_names_the_play_its_points_and_the_bonus(make_app):
    assert bingo_note(make_app, "en") == "Ana: 8G REPACKS for 90 (bingo: +50)."


def test_the_note_after_a_bingo_reads_as_one_sentence_in_portuguese(make_app):
    assert bingo_note(make_app, "pt") == "Ana: 8G REPACKS, 90 pontos (bônus por usar as sete peças: +50)."


def test_the_note_after_a_bingo_reads_as_one_sentence_in_chinese(make_app):
    assert bingo_note(make_app, "zh_Hans") == "Ana：8G REPACKS，得90分（一次用完7个字母块：+50）。"


def test_the_note_after_an_ordinary_play_has_no_remark(make_app):
    app = make_app(size=SIZE)
    game = party_game(RuleSet(name="Party test", challenge=ChallengeMode.SINGLE), "CATQQQQ")
    scene = open_play(app, game)
    play_word(scene, "CAT", 7, 6)
    wait_until(lambda: "CAT" in scene.message, step=lambda: app.step([], 1 / 60), what="the note under the board")
    assert scene.message == "Ana: 8G CAT for 10."


def test_the_hint_button_counts_the_hints_of_whoever_holds_the_rack_never_a_computers(make_app):
    rules = RuleSet(name="Party test", challenge=ChallengeMode.SINGLE, hints=True, hint_allowance=3)
    app = make_app(size=SIZE)
    game = party_game(rules, "CATQQQQ")
    game.players[0].hints_used = 1
    scene = open_play(app, game)
    app.step([], 1 / 60)
    assert scene.buttons["hint"].label == "Hint (2)"  # Ana's own: one of her three used
    play_word(scene, "CAT", 7, 6)

    def frame() -> None:
        scene.animator.finish_all()
        app.step([], 1 / 60)

    wait_until(lambda: scene.stage is Stage.CHALLENGE, step=frame, what="the challenge card")
    app.step([], 1 / 60)
    # the rules' current player is now Cleo, the computer, with three hints she never uses;
    # the card is for Ben, whose rack is face down: the button counts nobody's
    assert game.current == 1 and game.hints_left(1) == 3
    assert scene.flow.rack_owner() is None
    assert scene.buttons["hint"].label == "Hint"
    shot(app, "hint-on-challenge-card-en")


def test_with_one_person_at_the_table_the_hint_button_counts_theirs_during_the_computers_turn(make_app):
    rules = RuleSet(name="Party test", challenge=ChallengeMode.SINGLE, hints=True, hint_allowance=3)
    app = make_app(size=SIZE)
    game = Game(["Ana", "Cleo"], rules=rules, lexicon=Words(), seed=1, deal=False)
    game.players[0].rack, game.players[1].rack = list("CATQQQQ"), list("EEEEEEE")
    game.bag = Bag(game.rng, list("OOOOOOOOOOOOOO"), shuffle=False)
    game.players[0].hints_used = 2
    scene = app.ctx.scenes.play(game, [SeatConfig("Ana"), SeatConfig("Cleo", "easy")])
    assert isinstance(scene, PlayScene)
    app.stack.replace(scene)

    def frame() -> None:
        scene.animator.finish_all()
        app.step([], 1 / 60)

    wait_until(lambda: scene.stage is Stage.TURN, step=frame, what="Ana's turn")
    play_word(scene, "CAT", 7, 6)
    app.step([], 1 / 60)  # Ana's play is being shown; the rules have moved on to Cleo
    assert game.current == 1 and game.hints_left(1) == 3
    app.step([], 1 / 60)
    # Ana's rack stays face up while Cleo is to play: the count is hers (one left), not Cleo's three
    assert scene.flow.rack_owner() == 0
    assert scene.buttons["hint"].label == "Hint (1)"
