"""The play scene on an Upwords game, headless: stacking by mouse and keyboard,
an illegal stack explained, the swap of exactly one tile, a whole demo game.

Screenshots go to a temporary folder per run (``TILE_PARTY_SHOTS`` names a
folder to keep them).
"""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path

import pygame
import pytest
from conftest import wait_until
from test_ui_play import Harness, humans, tiny_lexicon
from upwords_helpers import stack_board

from game.engine import worker
from game.paths import set_data_dir
from game.rules.bag import Bag
from game.rules.game import Game, TurnKind
from game.rules.move import Exchange, TilePlay
from game.rules.ruleset import ChallengeMode, preset
from game.settings import Settings
from game.setup.new_game import PRESET_BLURBS
from game.ui.play import computer
from game.ui.play.log import build_move_log, play_preview_text
from game.ui.scenes.howto import PAGES, HowToScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.results import ResultsScene, summarise
from game.ui.theme import Theme
from game.words import refusal_text

UPWORDS = dataclasses.replace(preset("Upwords"), challenge=ChallengeMode.VOID)
WORDS = {"WORD", "WOOD", "WORE", "WORT", "WORDS", "TO", "DO", "OD", "OW", "ROW", "ROD", "TOW", "TOE"}


@pytest.fixture(scope="module", autouse=True)
def display(tmp_path_factory):
    pygame.init()
    pygame.display.set_mode((1280, 800))
    yield
    worker.shutdown()


@pytest.fixture(scope="module")
def shots(tmp_path_factory) -> Path:
    kept = os.environ.get("TILE_PARTY_SHOTS")
    folder = Path(kept) if kept else tmp_path_factory.mktemp("upwords_shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class Words:
    def contains(self, word: str) -> bool:
        return word.upper() in WORDS


class AllWords:
    """A word list that takes every word: the test is about naming, not spelling."""

    def contains(self, word: str) -> bool:
        return True


def word_game(racks: tuple[str, str], bag: str = "EEEEEEEE") -> Game:
    """WORD across row 5 from D5 (over two centre squares), Ana to play."""
    game = Game(["Ana", "Ben"], rules=UPWORDS, lexicon=Words(), seed=1, deal=False)
    game.board = stack_board({4: "...WORD..."})
    for player, rack in zip(game.players, racks, strict=True):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list(bag), shuffle=False)
    return game


def test_the_board_is_ten_squares_a_side_with_no_premiums(shots):
    h = Harness(word_game(("OTSE", "AAAA")), humans("Ana", "Ben"))
    assert h.scene.board_view.size == 10 and h.scene.board_view.stacking
    assert h.scene.board_view.square_at(h.square(9, 9)) == (9, 9)
    pygame.image.save(h.screen, str(shots / "upwords-start.png"))


def test_an_o_dragged_onto_the_r_of_word_scores_five(shots):
    game = word_game(("OTSE", "AAAA"))
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag(h.rack_tile("O"), h.square(4, 5))
    assert set(h.scene.model.placed) == {(4, 5)}
    preview = h.scene.flow.preview()
    assert preview is not None and preview.legal
    assert [w.word for w in preview.score.words] == ["WOOD"] and preview.total == 5
    h.frame()
    pygame.image.save(h.screen, str(shots / "upwords-wood-preview.png"))
    heard: list[str] = []
    h.scene.sound = lambda name, **_kw: heard.append(name)  # type: ignore[method-assign]
    h.click(h.button("play"))
    assert game.players[0].score == 5
    assert (game.board.get(4, 5), game.board.height(4, 5), game.board.stack(4, 5)) == ("O", 2, "RO")
    # the stack's new height rises from it, with its own knock
    assert "stack" in heard and "\u25b22" in [popup.text for popup in h.scene.fx.popups]
    assert h.scene.move_log().lines[-1].text == "5D WOOD"  # where the word starts, as people read it
    h.frame(n=12)
    pygame.image.save(h.screen, str(shots / "upwords-wood-landed.png"))
    assert game.history[-1].kind is TurnKind.PLAY


def test_typing_a_word_over_a_stack_types_through_the_letters_on_top():
    game = word_game(("OTSE", "AAAA"))
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.click(h.square(4, 3))
    assert h.scene.model.cursor == (4, 3)
    h.type("wood")
    assert {sq: p.letter for sq, p in h.scene.model.placed.items()} == {(4, 5): "O"}
    h.key(pygame.K_RETURN)
    assert game.players[0].score == 5 and game.board.stack(4, 5) == "RO"


def test_a_letter_on_the_same_letter_is_refused_with_the_reason_and_stays(shots):
    game = word_game(("RTSE", "AAAA"))
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.drag(h.rack_tile("R"), h.square(4, 5))
    preview = h.scene.flow.preview()
    assert preview is not None and not preview.legal
    assert "never the same letter" in refusal_text(preview.reason)
    h.frame()
    pygame.image.save(h.screen, str(shots / "upwords-same-letter.png"))
    h.click(h.button("play"))
    assert "never the same letter" in h.scene.message
    assert set(h.scene.model.placed) == {(4, 5)}
    assert game.board.stack(4, 5) == "R" and game.players[0].score == 0 and not game.history


def test_a_swap_keeps_only_one_tile_chosen():
    game = word_game(("OTSE", "AAAA"))
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    h.click(h.button("exchange"))
    h.click(h.rack_tile("T"))
    h.click(h.rack_tile("S"))
    assert h.scene.model.selected_tiles() == "S"
    assert h.scene.flow.button_state("play") == (True, "")
    h.click(h.button("play"))
    assert game.history[-1].move == Exchange("S")
    assert sorted(game.players[0].rack) == sorted("OTEE")


def test_a_seeded_demo_game_plays_to_the_end_keeping_every_tile(make_app, shots, tmp_path):
    """``--demo --variant upwords --seed 3``, driven frame by frame with the real word list."""
    app = make_app(demo=True, seed=3, players=2, variant="Upwords")
    try:
        app.stack.push(app.first_scene())
        # the engine thinks in another process
        wait_until(lambda: isinstance(app.stack.top, ResultsScene), 600, step=lambda: app.step([], 0.1),
                   pause=0.0005, what="the demo game's results")
        results = app.stack.top
        assert isinstance(results, ResultsScene)
        game = results.game
        assert game.over and game.board.size == 10
        on_racks = sum(len(p.rack) for p in game.players)
        assert game.board.tile_count() + on_racks + len(game.bag) == 100
        played = [r.move for r in game.history if r.kind is TurnKind.PLAY]
        assert game.board.tile_count() == sum(len(m.placements) for m in played)
        assert any(game.board.height(r, c) > 1 for r in range(10) for c in range(10))
        # tiles left cost 5 each, nobody gains them, and the results say so
        result = game.result
        assert result is not None
        for i, player in enumerate(game.players):
            assert result.final_scores[i] == result.scores_before_adjustments[i] - 5 * len(player.rack)
        assert {ln.index: sum(d for d, _ in ln.adjustments) for ln in summarise(game).lines} == {
            i: -5 * len(p.rack) for i, p in enumerate(game.players)
        }
        for _ in range(30):
            app.step([], 0.1)
        pygame.image.save(app.surface, str(shots / "upwords-results.png"))
    finally:
        app.close()
        set_data_dir(None)


def test_new_game_offers_upwords_with_its_blurb(make_app, shots, tmp_path):
    app = make_app(size=(1280, 800))
    try:
        app.stack.push(MenuScene(app.ctx))
        menu = app.stack.top
        app.step([], 1 / 60)
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], 1 / 60)
        new = menu.new_game.new_menu
        new.select_widget(new.get_widget("preset"))
        # the list wraps: left of Classic come the last choices, the two Duplicates, then Upwords
        for name in ("Club Duplicate", "Duplicate", "Upwords"):
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode="", scancode=0)], 1 / 60)
            assert menu.setup.preset_name == name
        assert menu.setup.ruleset() == preset("Upwords")
        assert " ".join(b.get_title() for b in menu.new_game.blurbs if b.get_title()) == PRESET_BLURBS["Upwords"]
        # the rules page: classic-only rows are read-only, the plural rule is offered
        rows = menu.new_game._rule_widgets
        assert rows["blank_swap"][0].readonly and rows["leftovers"][0].readonly
        assert not rows["plurals"][0].readonly
        menu.setup.set_preset("Classic")
        menu.new_game._sync_rule_widgets()
        assert rows["plurals"][0].readonly and not rows["blank_swap"][0].readonly
        menu.setup.set_preset("Upwords")
        menu.new_game._sync_rule_widgets()
        app.step([], 1 / 60)
        pygame.image.save(app.surface, str(shots / "upwords-new-game.png"))
    finally:
        app.close()
        set_data_dir(None)
    saved = Settings.from_dict({"preset": "Upwords", "rules": preset("Upwords").to_dict()})
    assert saved.preset == "Upwords" and saved.ruleset() == preset("Upwords")
    assert Settings(preset="Upwords", rules={"clock_seconds": -5}).ruleset() == preset("Upwords")


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_how_to_play_ends_with_an_upwords_page(make_app, shots, tmp_path, size):
    app = make_app(size=size)
    try:
        howto = HowToScene(app.ctx)
        app.stack.push(howto)
        for _ in range(len(PAGES) - 1):
            app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], 1 / 60)
        assert PAGES[howto.page][0] == "Upwords"
        for _ in range(60):
            app.step([], 1 / 60)
        pygame.image.save(app.surface, str(shots / f"upwords-howto-{size[0]}.png"))
        assert type(app.stack.top) is HowToScene
    finally:
        app.close()
        set_data_dir(None)


@pytest.mark.parametrize("in_process", [False, True])
def test_hints_and_the_no_word_check_search_the_stacking_board(monkeypatch, in_process):
    """The engine process and the thread the scene falls back on give the same answers."""
    if in_process:
        def stopped(*_args):
            raise worker.EngineStopped("not started")
        monkeypatch.setattr(worker, "submit", stopped)
    game = word_game(("OXXX", "XXXX"))
    game.lexicon = tiny_lexicon({"WORD", "WOOD"})
    job = computer.find_hint(game, 4)
    assert job is not None and job.wait(60)
    hint = job.result()
    assert hint is not None and hint.word == "WOOD"
    assert [(p.row, p.col, p.letter) for p in hint.play.play.placements] == [(4, 5, "O")]
    for player, expected in ((0, True), (1, False)):
        check = computer.check_can_play(game, player)
        assert check is not None and check.wait(60)
        assert check.result() is expected


def test_undo_takes_the_stacked_tile_back_off_its_stack():
    game = word_game(("OTSE", "AAAA"))
    game.rules = UPWORDS.replace(undo_allowed=True)
    h = Harness(game, humans("Ana", "Ben"))
    h.reveal()
    before = game.state_key()
    h.drag(h.rack_tile("O"), h.square(4, 5))
    h.click(h.button("play"))
    assert game.board.stack(4, 5) == "RO" and game.players[0].score == 5
    h.settle()
    h.reveal()  # Ben's turn: the play just made may be taken back
    h.click(h.button("undo"))
    h.settle()
    assert game.state_key() == before and game.board.stack(4, 5) == "R"
    assert h.scene.move_log().lines == []


def test_the_whole_rack_bonus_is_named_as_upwords_players_name_it():
    game = Game(["Ana", "Ben"], rules=UPWORDS, lexicon=AllWords(), seed=1, deal=False)
    game.players[0].rack = list("RETAINS")
    game.bag = Bag(game.rng, list("EEEEEEEE"), shuffle=False)
    play = TilePlay.of(*((4, 2 + i, letter) for i, letter in enumerate("RETAINS")))
    preview = game.preview(play)
    assert preview.legal and preview.total == 2 * 7 + 20
    title, _colour, body = play_preview_text(preview, Theme().palette,
                                             bonus_name=game.variant.rack_bonus)
    assert title == "RETAINS: 34 points" and body[0][0] == "RETAINS 14, all seven tiles +20"
    game.play(play)
    line = build_move_log(game, lambda _i: (0, 0, 0)).lines[-1]
    assert line.text.endswith("all seven tiles!") and "bingo" not in line.text
