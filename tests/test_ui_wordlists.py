"""A word-list file that cannot be used never stops a game (README, --lexicon).

Every way in is checked headless through the real app loop: the New game menu,
``--lexicon`` into the menu, ``--lexicon`` in attract mode, and Continue of a
save whose list has gone.  Each bad file (malformed line, missing, binary,
empty, a folder) gives a message naming the file (and the line) in the draw
scene and at the start of the play scene, and the game plays with ENABLE, or
the kid-safe list under the Kids rules.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import run_to_play as play_scene_after_draw
from conftest import wait_until

from game import paths
from game.engine import worker
from game.lexicon import load_lexicon
from game.lexicon.choice import describe_problem, fallback_for, load_for_game
from game.rules.game import Game
from game.rules.ruleset import preset
from game.setup.new_game import NewGameSetup
from game.ui.app import App
from game.ui.play.scene import PlayScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.tile_draw import TileDrawScene

BAD_FILES = {
    "malformed": ("words.txt", b"cat\ndog\nbad word here\n", "words.txt line 3: 'bad word here' has a space"),
    "missing": ("gone.txt", None, "gone.txt: no such file"),
    "binary": ("tiles.bin", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" * 40, "tiles.bin is not a text file"),
    "empty": ("empty.txt", b"", "empty.txt holds no words"),
}


def bad_file(folder: Path, kind: str) -> tuple[Path, str]:
    name, data, expected = BAD_FILES[kind]
    path = folder / name
    if data is not None:
        path.write_bytes(data)
    return path, expected


@pytest.fixture
def data(tmp_path, seed_word_lists):
    # the built-in lists compiled once and copied in (a compile takes seconds, a copy
    # milliseconds); not linked: the game refuses a cache folder that is a link
    seed_word_lists(tmp_path)
    paths.set_data_dir(tmp_path)
    yield tmp_path
    worker.shutdown()
    paths.set_data_dir(None)


@pytest.fixture
def make_app(make_app: Callable[..., App]) -> Callable[..., App]:
    """conftest's windows at 800 x 600, in English unless told otherwise, so they open
    straight on the menu (a fresh data folder would first ask for a language)."""
    return lambda **options: make_app(**{"size": (800, 600), "language": "en", **options})


def close(app: App) -> None:
    app.close()


def check_fell_back(app: App, scene: PlayScene, expected: str, fallback: str = "enable", stays: bool = True) -> None:
    game = scene.game
    assert game.rules.word_list == fallback  # the save records the list really played
    assert game.lexicon is load_lexicon(fallback)
    assert expected in scene.message and scene.message_bad
    assert scene.message.startswith("Your word list couldn't be used (")
    listed = "kid-safe" if fallback == "kids" else "standard"
    assert scene.message.endswith(f"playing with the {listed} list.")
    if not stays:
        return
    # it stays up through the first turn, however long that takes
    for _ in range(30):
        app.step([], 1)
    assert scene.message == scene.notice and scene.message_time > 0
    assert not app.ctx.quit_requested and app.stack.top is scene


# -- the message itself -----------------------------------------------------------------------


def run_to_play(app: App) -> PlayScene:
    """The play scene after the draw (Skip speeds it along), one frame into it."""
    top = play_scene_after_draw(app)
    assert isinstance(top, PlayScene)
    app.step([], 1 / 60)
    return top


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_each_bad_file_loads_the_standard_list_with_a_message(kind, tmp_path, compiled_word_lists):
    path, expected = bad_file(tmp_path, kind)
    lexicon, used, note = load_for_game(str(path), "enable")
    assert used == "enable" and lexicon is load_lexicon("enable")
    assert note is not None and expected in note and str(tmp_path) not in note
    kids, used, note = load_for_game(str(path), "kids")
    assert used == "kids" and kids is load_lexicon("kids")
    assert note is not None and note.endswith("playing with the kid-safe list.")


def test_a_folder_and_a_good_file(tmp_path, compiled_word_lists):
    _lexicon, used, note = load_for_game(str(tmp_path), "enable")
    assert used == "enable" and note is not None and f"{tmp_path.name} is a folder" in note
    good = tmp_path / "mine.txt"
    good.write_text("cat\ndogs\n")
    lexicon, used, note = load_for_game(str(good), "enable")
    assert used == str(good) and note is None and lexicon.contains("DOGS") and not lexicon.contains("BIRD")


def test_kids_rules_fall_back_to_the_kid_safe_list():
    assert fallback_for(preset("Kids").replace(word_list="/x/words.txt")) == "kids"
    assert fallback_for(preset("House").replace(word_list="/x/words.txt")) == "enable"


def test_describe_problem_copes_with_any_exception():
    assert describe_problem(ValueError("odd")) == "the file: odd"


# -- every way into a game ----------------------------------------------------------------------


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_new_game_menu_starts_with_a_bad_file_and_says_why(make_app, kind, data):
    path, expected = bad_file(data, kind)
    app = make_app()
    try:
        app.stack.push(MenuScene(app.ctx))
        app.step([], 1 / 60)
        menu = app.stack.top
        menu.main._open(menu.new_game.new_menu)
        menu.setup.set_word_source("file")
        menu.new_game._on_word_file(str(path))
        if kind in ("missing", "empty", "binary"):
            # the quick checks warn up front, in the same words, without blocking Start
            shown = menu.new_game.message_label.get_title() + " " + menu.new_game.message_label2.get_title()
            assert shown.startswith("Your word list couldn't be used (")
            assert "the game will use the standard list." in shown
        menu.setup.set_kind(1, "human")  # people only: the notice must stay up through the first turn
        menu.new_game.start_game()
        draw = app.stack.top
        assert isinstance(draw, TileDrawScene)
        scene = run_to_play(app)
        assert draw.lexicon_note is not None and expected in draw.lexicon_note
        check_fell_back(app, scene, expected)
    finally:
        close(app)


def test_lexicon_option_in_the_menu_and_the_draw_banner_at_800x600(make_app, data):
    path, expected = bad_file(data, "malformed")
    app = make_app(lexicon=path)
    try:
        app.stack.push(app.first_scene())
        app.step([], 1 / 60)
        menu = app.stack.top
        assert menu.setup.word_source == "file" and menu.setup.word_file == str(path)
        menu.setup.set_kind(1, "human")  # people only: the notice must stay up through the first turn
        menu.new_game.start_game()
        draw = app.stack.top
        # frames until the engine process has tried the file (a wait, not a speed check:
        # on a busy machine that takes a while)
        wait_until(lambda: draw.lexicon_note, 120, step=lambda: app.step([], 1 / 60), pause=0.002)
        assert draw.lexicon_note is not None and expected in draw.lexicon_note
        app.step([], 1 / 60)
        # the banner sits between the title and the bag and takes red pixels there
        bad = app.theme.palette.bad
        band = [app.surface.get_at((x, y))[:3] for y in range(40, draw.bag_rect.top) for x in range(0, 800, 2)]
        assert tuple(bad) in band
        check_fell_back(app, run_to_play(app), expected)
    finally:
        close(app)


def test_lexicon_option_in_attract_mode_under_kids(make_app, data):
    path, expected = bad_file(data, "malformed")
    app = make_app(lexicon=path, demo=True, seed=2, variant="Kids")
    try:
        draw = app.first_scene()
        assert isinstance(draw, TileDrawScene) and draw.rules.word_list == str(path)
        app.stack.push(draw)
        scene = run_to_play(app)
        check_fell_back(app, scene, expected, fallback="kids", stays=False)
    finally:
        close(app)


def test_a_good_lexicon_option_is_used_in_attract_mode(make_app, data):
    good = data / "mine.txt"
    good.write_text("cat\ncats\nat\nta\n")
    app = make_app(lexicon=good, demo=True, seed=2)
    try:
        app.stack.push(app.first_scene())
        scene = run_to_play(app)
        assert scene.game.rules.word_list == str(good) and scene.notice is None
        assert scene.game.lexicon.contains("CATS") and not scene.game.lexicon.contains("DOG")
    finally:
        close(app)


def test_a_blank_file_path_plays_the_standard_list(data):
    setup = NewGameSetup(word_source="file", word_file="  ")
    assert setup.ruleset().word_list == "enable"
    assert setup.problem() == ("Your word list couldn't be used (no file was named); "
                               "the game will use the standard list.")


def test_continue_when_the_saved_list_has_gone(make_app, data):
    words = data / "mine.txt"
    words.write_text("cat\ncats\n")
    game = Game(["Ana", "Ben"], preset("House").replace(word_list=str(words)), seed=4)
    (data / "save.json").write_text(game.to_json(), encoding="utf-8")
    words.unlink()
    app = make_app()
    try:
        app.stack.push(MenuScene(app.ctx))
        app.jobs.wait_all()
        menu = app.stack.top
        assert menu.saved.continue_id is not None  # the old save.json, brought into the store
        menu.saved.continue_game()
        wait_until(lambda: isinstance(app.stack.top, PlayScene),
                   step=lambda: (app.jobs.wait_all(), app.step([], 1 / 60)), what="the saved game to open")
        scene = app.stack.top
        assert isinstance(scene, PlayScene)
        assert scene.notice is not None and "mine.txt: no such file" in scene.notice
        assert scene.game.lexicon is load_lexicon("enable")
        pygame.event.clear()
    finally:
        close(app)
