"""Headless smoke and behaviour tests of the window: loop, menu, draw, results.

Every scene runs many frames under synthetic mouse, key, resize (down to
300x200) and quit events; a menu choice reaches the rules as the right
RuleSet; the draw scene shows exactly the order draw_turn_order decides.
"""

from __future__ import annotations

import ast
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import pygame
import pygame_menu
import pytest
from conftest import wait_until

from game import i18n
from game import settings as settings_mod
from game.engine.movegen import generate_plays
from game.lexicon import default_lexicon
from game.paths import set_data_dir
from game.rules.board import Board, Premium
from game.rules.game import Game, Phase
from game.rules.move import Pass
from game.rules.ruleset import preset
from game.rules.turn_order import draw_turn_order
from game.setup.seats import SeatConfig, clean_name
from game.store.records import GameSummary
from game.ui.app import App
from game.ui.launcher import parse_options
from game.ui.play.scene import PlayScene
from game.ui.scene import Scene
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.howto import PAGES, TURN_CHOICES, HowToScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.results_parts.summary import final_score_lines, readable_notation, summarise
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.tile_draw import TileDrawScene
from game.ui.settings_panel import SettingsModel
from game.ui.theme import lerp_color
from game.ui.widgets import Button, window_too_small

ROOT = Path(__file__).resolve().parent.parent


def key(k: int, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=unicode, scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def run(app: App, frames: int, events: list[pygame.event.Event] | None = None) -> None:
    for i in range(frames):
        app.step(list(events or []) if i == 0 else [], 1 / 60)


def frame(app: App) -> None:
    """One frame, after the worker threads' answers are in."""
    app.jobs.wait_all(1.0)
    app.step([], 1 / 60)


def results_shown(app: App, scene: ResultsScene) -> None:
    """Frames until the results have come in: the headline up, the scores counted up."""
    wait_until(lambda: scene.count_up.done and scene.headline_pop.done, step=lambda: frame(app), pause=0,
               what="the scores to count up")


def settings_file(folder: Path) -> str:
    """What settings.json holds ("" before it is first written)."""
    path = folder / "settings.json"
    return path.read_text(encoding="utf-8") if path.exists() else ""


def open_menu(app: App) -> MenuScene:
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    run(app, 2)
    return menu


def resize(app: App, size: tuple[int, int]) -> None:
    app.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)], 1 / 60)


def assert_no_scene_failed(app: App) -> None:
    assert app.failed_scene is None, f"scene {app.failed_scene.name} raised (see error.log)"
    assert not isinstance(app.stack.top, ErrorScene)


def stress(app: App, frames: int = 90) -> None:
    """Random clicks and keys, resizes including tiny ones, for many frames; no scene may fail."""
    rng = random.Random(5)
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB]
    for size in ((800, 600), (300, 200), (1280, 800)):
        resize(app, size)
        assert app.stack.size == size
        for _ in range(frames // 3):
            events = []
            if rng.random() < 0.3:
                events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(rng.randrange(size[0]), rng.randrange(size[1])),
                                                 rel=(0, 0), buttons=(0, 0, 0)))
            if rng.random() < 0.2:
                events.append(key(rng.choice(keys)))
            app.step(events, 1 / 60)
            assert_no_scene_failed(app)


# -- a finished game ----------------------------------------------------------------


def finished_game(players: int = 3, seed: int = 3) -> Game:
    lexicon = default_lexicon()
    names = ["Ana", "Ben", "Cleo", "Dev"][:players]
    game = Game(names, preset("Classic"), lexicon, seed=seed, order=list(range(players))[::-1])
    while not game.over:
        if game.phase is Phase.FINAL_CHALLENGE:
            game.play(Pass())
            continue
        plays = generate_plays(game.board, "".join(game.current_player.rack), lexicon)
        game.play_text(f"{plays[0].position} {plays[0].word}") if plays else game.play(Pass())
    return game


@pytest.fixture(scope="module")
def game() -> Game:
    return finished_game()


# -- structure ----------------------------------------------------------------------------

SCENE_MODULES = sorted(
    [f"game.ui.scenes.{p.stem}" for p in (ROOT / "game/ui/scenes").glob("*.py") if p.stem != "__init__"]
    + ["game.ui.play.scene"]
)
# what a scene may not import: another scene, or the modules that import every scene
KNOWS_EVERY_SCENE = {"game.ui.app", "game.ui.directory"}


def imported_modules(module: str) -> set[str]:
    """Every module ``module`` names in an import, at any depth (TYPE_CHECKING blocks too)."""
    path = ROOT / (module.replace(".", "/") + ".py")
    package = module.rsplit(".", 1)[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)  # "from pkg import module"
    return found


def test_no_scene_imports_another_scene():
    assert "game.ui.scenes.menu" in SCENE_MODULES and "game.ui.play.scene" in SCENE_MODULES
    for module in SCENE_MODULES:
        imports = imported_modules(module)
        others = (set(SCENE_MODULES) - {module}) | KNOWS_EVERY_SCENE
        assert not imports & others, f"{module} imports {sorted(imports & others)}: ask ctx.scenes instead"


def test_only_the_directory_imports_the_scene_classes():
    ui_modules = [
        ".".join(path.relative_to(ROOT).with_suffix("").parts)
        for path in (ROOT / "game/ui").rglob("*.py") if path.stem != "__init__"
    ]

    def own_scene(module: str) -> set[str]:
        """The scene a module is a part of (the play scene's parts sit beside it;
        a screen's parts in ``<screen>_parts/``): it may name it, for its types."""
        package = module.rsplit(".", 1)[0]
        if package == "game.ui.play":
            return {"game.ui.play.scene"}
        if package.startswith("game.ui.scenes.") and package.endswith("_parts"):
            return {package.removesuffix("_parts")}
        return set()

    importers = {
        module for module in ui_modules
        if module not in SCENE_MODULES and (imported_modules(module) & set(SCENE_MODULES)) - own_scene(module)
    }
    assert importers == {"game.ui.directory"}


def test_the_import_guard_sees_relative_and_from_imports(tmp_path, monkeypatch):
    fake_root = tmp_path
    (fake_root / "game/ui/scenes").mkdir(parents=True)
    (fake_root / "game/ui/scenes/a.py").write_text(
        "from ..scenes import menu\nfrom .results import ResultsScene\nimport game.ui.app\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", fake_root)
    assert {"game.ui.scenes.menu", "game.ui.scenes.results", "game.ui.app"} <= imported_modules("game.ui.scenes.a")


# -- the loop ---------------------------------------------------------------------------


def test_menu_survives_events_resizes_and_quit(app):
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    run(app, 10)
    stress(app)
    assert app.stack.top is menu
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)
    assert app.ctx.quit_requested
    assert_no_scene_failed(app)


def test_small_window_shows_a_notice_instead_of_the_scene(app, tmp_path):
    app.stack.push(MenuScene(app.ctx))
    resize(app, (300, 200))
    assert window_too_small(app.stack.size)
    # keys are not delivered to a scene nobody can see
    app.step([key(pygame.K_RETURN)], 1 / 60)
    assert isinstance(app.stack.top, MenuScene) and app.stack.top.main.get_current() is app.stack.top.main
    pygame.image.save(app.surface, str(tmp_path / "too-small.png"))


class Boom(Scene):
    name = "boom"

    def update(self, dt: float) -> None:
        raise ZeroDivisionError("kaboom")


def test_a_crashing_scene_shows_the_error_screen_and_logs(app, tmp_path):
    app.stack.push(Boom(app.ctx))
    run(app, 3)
    assert isinstance(app.stack.top, ErrorScene)
    app.jobs.wait_all()
    assert "ZeroDivisionError: kaboom" in (tmp_path / "error.log").read_text()
    pygame.image.save(app.surface, str(tmp_path / "error.png"))
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert isinstance(app.stack.top, MenuScene)


class BreaksOnResize(Scene):
    name = "breaks-on-resize"

    def resize(self, size: tuple[int, int]) -> None:
        if size == (900, 650):
            raise ValueError(f"no layout for {size}")


def test_a_scene_failing_at_a_resize_shows_the_error_screen_and_the_window_stays(app, tmp_path):
    below = BreaksOnResize(app.ctx)
    app.stack.push(below)
    app.stack.push(Scene(app.ctx))  # every scene is laid out again, not only the one on top
    resize(app, (900, 650))
    assert isinstance(app.stack.top, ErrorScene) and app.failed_scene is below
    assert app.stack.size == (900, 650) and not app.ctx.quit_requested
    app.jobs.wait_all()
    assert "ValueError: no layout for (900, 650)" in (tmp_path / "error.log").read_text()


def test_a_job_callback_that_raises_shows_the_error_screen(app, tmp_path):
    menu = open_menu(app)
    delivered: list[int] = []

    def explode(result: int) -> None:
        raise KeyError(f"no slot {result}")

    first = app.jobs.submit(lambda: 41, on_done=explode)
    second = app.jobs.submit(lambda: 42, on_done=delivered.append)
    assert (first.result(timeout=60), second.result(timeout=60)) == (41, 42)
    app.step([], 1 / 60)  # both results are delivered in this frame
    assert isinstance(app.stack.top, ErrorScene) and app.stack.top is not menu
    assert delivered == [42]  # the other job's result still arrived
    app.jobs.wait_all()
    assert "KeyError: 'no slot 41'" in (tmp_path / "error.log").read_text()


def test_jobs_without_a_handler_log_a_failing_callback_and_deliver_the_rest(caplog):
    from game.jobs import Jobs

    jobs = Jobs(workers=1)
    got: list[str] = []
    jobs.submit(lambda: "a", on_done=lambda r: got.append(r + 1))  # str + int raises TypeError
    jobs.submit(lambda: "b", on_done=got.append)
    jobs.wait_all()
    jobs.shutdown()
    assert got == ["b"]
    assert "a job's callback failed" in caplog.text


def test_gamepad_becomes_menu_keys(app):
    button = pygame.event.Event(pygame.JOYBUTTONDOWN, button=0, instance_id=0, joy=0)
    assert app.translate_gamepad(button).key == pygame.K_RETURN
    hat = pygame.event.Event(pygame.JOYHATMOTION, value=(0, -1), instance_id=0, joy=0, hat=0)
    assert app.translate_gamepad(hat).key == pygame.K_DOWN
    push = pygame.event.Event(pygame.JOYAXISMOTION, axis=1, value=-0.9, instance_id=0, joy=0)
    assert app.translate_gamepad(push).key == pygame.K_UP
    assert app.translate_gamepad(push) is None  # held: no repeat until released
    release = pygame.event.Event(pygame.JOYAXISMOTION, axis=1, value=0.0, instance_id=0, joy=0)
    assert app.translate_gamepad(release) is None
    assert app.translate_gamepad(push).key == pygame.K_UP


def test_f12_saves_a_screenshot_in_the_data_dir(app, tmp_path):
    app.stack.push(MenuScene(app.ctx))
    pygame.event.post(key(pygame.K_F12))
    app.step(app._gather_events(), 1 / 60)
    app.jobs.wait_all()
    assert list((tmp_path / "screenshots").glob("*.png"))


# -- the menu ----------------------------------------------------------------------------


def test_tournament_preset_then_clock_90_reaches_the_rules(app, tmp_path):
    app.stack.push(MenuScene(app.ctx))
    menu = app.stack.top
    run(app, 2)
    # open New game with the keyboard: Continue is hidden, so New game is first
    app.step([key(pygame.K_RETURN)], 1 / 60)
    assert menu.main.get_current() is menu.new_game.new_menu
    new = menu.new_game.new_menu
    new.select_widget(new.get_widget("preset"))
    for _ in range(3):  # Classic -> House -> Competition -> Tournament
        app.step([key(pygame.K_RIGHT)], 1 / 60)
    assert menu.setup.preset_name == "Tournament"
    new.select_widget(new.get_widget("rules"))
    app.step([key(pygame.K_RETURN)], 1 / 60)
    assert menu.main.get_current() is menu.new_game.rules_menu
    menu.new_game.rules_menu.select_widget(menu.new_game.rules_menu.get_widget("rule_clock_seconds"))
    for _ in range(3):  # Off -> 30 -> 60 -> 90
        app.step([key(pygame.K_RIGHT)], 1 / 60)
    assert menu.setup.ruleset() == preset("Tournament").replace(clock_seconds=90)
    pygame.image.save(app.surface, str(tmp_path / "rules.png"))
    # a resize rebuilds the menus and keeps both the page and the choices
    resize(app, (800, 600))
    assert menu.main.get_current().get_title().startswith("Rules")
    assert menu.setup.ruleset() == preset("Tournament").replace(clock_seconds=90)


def test_seats_and_word_file_validation(app, tmp_path):
    app.stack.push(MenuScene(app.ctx))
    menu = app.stack.top
    menu.setup.set_seat_count(3)
    menu.setup.set_kind(2, "hard")
    menu.setup.set_name(0, "  Zoe  ")
    menu.setup.set_word_source("file")
    menu.new_game._on_word_file(str(tmp_path / "missing.txt"))
    # warned up front; Start still works (tests/test_ui_wordlists.py plays that game)
    assert menu.new_game.message_label.get_title() == "Your word list couldn't be used (missing.txt: no such file);"
    assert menu.new_game.message_label2.get_title() == "the game will use the standard list."
    words = tmp_path / "words.txt"
    words.write_text("CAT\nDOG\n")
    menu.new_game._on_word_file(str(words))
    assert menu.new_game.message_label.get_title() == ""
    menu.new_game.start_game()
    draw = app.stack.top
    assert isinstance(draw, TileDrawScene)
    assert draw.rules.word_list == str(words)
    assert [s.name for s in draw.seats] == ["Zoe", "Ben", "Cleo"]
    assert draw.seats[2] == SeatConfig("Cleo", "hard")
    app.jobs.wait_all()
    assert app.settings.seat_count == 3


def test_settings_screen_from_the_menu_changes_apply_and_persist(app, tmp_path):
    menu = open_menu(app)
    menu.open_settings()
    run(app, 2)
    screen = app.stack.top
    assert isinstance(screen, SettingsScene) and screen.opaque
    colour_blind = SettingsModel.KEYS.index("colour_blind")
    run(app, 1, [key(pygame.K_DOWN)] * colour_blind + [key(pygame.K_RETURN)])
    assert app.settings.colour_blind and app.theme.colour_blind
    # the debounced save goes out
    wait_until(lambda: '"colour_blind": true' in settings_file(tmp_path), step=lambda: frame(app), pause=0,
               what="the settings written")
    run(app, 1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is menu and menu.main.get_current() is menu.main


def test_continue_only_offered_once_a_game_is_kept(app):
    app.stack.push(MenuScene(app.ctx))
    app.jobs.wait_all()
    run(app, 2)
    assert app.stack.top.saved.continue_id is None and not app.stack.top.continue_button.is_visible()
    unfinished = Game(["Ana", "Ben"], seed=1)
    app.stack.replace(PlayScene(app.ctx, unfinished, [SeatConfig("Ana"), SeatConfig("Ben")]))
    run(app, 2)
    app.stack.replace(MenuScene(app.ctx))
    app.jobs.wait_all()
    run(app, 2)
    menu = app.stack.top
    assert menu.saved.continue_id is not None and menu.continue_button.is_visible()


def test_how_to_play_pages(app):
    app.stack.push(MenuScene(app.ctx))
    app.stack.top.how_to_play()
    howto = app.stack.top
    assert isinstance(howto, HowToScene)
    for _ in range(len(PAGES)):
        run(app, 20)
        app.step([key(pygame.K_RIGHT)], 1 / 60)
    assert isinstance(app.stack.top, MenuScene)  # Next on the last page closes it
    app.stack.push(HowToScene(app.ctx))
    stress(app, 30)
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert isinstance(app.stack.top, MenuScene)


# -- the tile draw ----------------------------------------------------------------------------


class Landing(Scene):
    name = "landing"


def test_draw_scene_shows_the_rules_order_and_deals(app, tmp_path):
    # a small word list keeps the compile (in the engine process) short
    words = tmp_path / "words.txt"
    words.write_text("CAT\nCATS\nDOG\n")
    rules = preset("House").replace(word_list=str(words))  # the draw orders every player
    seed = next(s for s in range(500) if len(draw_turn_order(4, rules, random.Random(s)).rounds) > 1)
    expected = draw_turn_order(4, rules, random.Random(seed))
    seats = [SeatConfig("Ana"), SeatConfig("Ben", "easy"), SeatConfig("Cleo"), SeatConfig("Dev", "hard")]
    handed: list = []
    scene = TileDrawScene(app.ctx, seats, rules, seed=seed,
                      on_ready=lambda g, s: (handed.append((g, s)), Landing(app.ctx))[1])
    app.stack.push(scene)
    assert scene.order == expected.order and scene.draw_result.rounds == expected.rounds
    frames = 0

    def frame() -> None:
        nonlocal frames
        # people draw with Space; extra presses during flights are queued, not lost
        app.step([key(pygame.K_SPACE)] if frames % 7 == 0 else [], 1 / 60)
        frames += 1
        if scene.lexicon is None:
            time.sleep(0.001)  # the word list is on its way from the engine process
        if frames == 200:
            pygame.image.save(app.surface, str(tmp_path / "draw.png"))

    wait_until(lambda: handed, step=frame, pause=0, what="the draw to hand over the game")
    game, play_seats = handed[0]
    assert game.seat_of == expected.order
    assert [p.name for p in game.players] == [seats[i].name for i in expected.order]
    assert [s.name for s in play_seats] == [p.name for p in game.players]
    assert all(len(p.rack) == 7 for p in game.players)
    # the same seed gives the same bag afterwards as a game built directly
    rng = random.Random(seed)
    draw_turn_order(4, rules, rng)
    direct = Game([s.name for s in seats], rules, None, rng=rng, order=expected.order)
    assert [p.rack for p in direct.players] == [p.rack for p in game.players]


def test_draw_scene_survives_resizes_and_escape(app):
    draw = TileDrawScene(app.ctx, [SeatConfig("Ana"), SeatConfig("Ben")], preset("Classic"), seed=1)
    app.stack.push(draw)
    stress(app, 60)
    assert app.stack.top is draw
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert isinstance(app.stack.top, MenuScene)
    assert_no_scene_failed(app)


# -- results ---------------------------------------------------------------------------------------


def test_summary_of_a_finished_game(game):
    s = summarise(game)
    result = game.result
    assert [line.final for line in s.lines] == sorted(result.final_scores, reverse=True)
    assert s.lines[0].winner and s.headline.endswith("wins!") or "share" in s.headline
    for line in s.lines:
        assert line.before + sum(d for d, _ in line.adjustments) == line.final
    assert s.best_move and s.best_word
    assert final_score_lines(game) == [f"{p.name} {f}" for p, f in zip(game.players, result.final_scores)]


def test_results_scene_buttons(app, game, tmp_path):
    seats = [SeatConfig(p.name) for p in game.players]
    app.stack.push(ResultsScene(app.ctx, game, seats))
    run(app, 120)
    pygame.image.save(app.surface, str(tmp_path / "results.png"))
    app.step([key(pygame.K_s)], 1 / 60)
    app.jobs.wait_all()
    app.step([], 1 / 60)
    records = list((tmp_path / "records").glob("*.gcg"))
    assert len(records) == 1 and records[0].read_text().startswith("#")
    assert app.toast.visible and str(records[0]) in app.toast.message
    stress(app, 30)
    app.step([key(pygame.K_r)], 1 / 60)
    rematch = app.stack.top
    assert isinstance(rematch, TileDrawScene)
    assert rematch.rules == game.rules
    # the rematch seats everyone where they sat (the game was played in reverse seat order)
    assert [s.name for s in rematch.seats] == ["Ana", "Ben", "Cleo"]


def test_results_menu_button(app, game):
    app.stack.push(ResultsScene(app.ctx, game, [SeatConfig(p.name) for p in game.players]))
    app.step([key(pygame.K_m)], 1 / 60)
    assert isinstance(app.stack.top, MenuScene)


def test_demo_results_exit_when_over_prints_scores(make_app, tmp_path, game, capsys):
    application = make_app(demo=True, exit_when_over=True, screenshot_dir=tmp_path / "shots")
    status = application.run(ResultsScene(application.ctx, game, [SeatConfig(p.name) for p in game.players]))
    out = capsys.readouterr().out.splitlines()
    assert status == 0
    assert out[-len(game.players):] == final_score_lines(game)
    assert list((tmp_path / "shots").glob("*scene-results.png"))
    set_data_dir(None)


# -- the command line ---------------------------------------------------------------------


def test_help_lists_every_option():
    out = subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT, capture_output=True, text=True, check=True)
    for option in ("--data-dir", "--lexicon", "--fullscreen", "--demo", "--seed", "--players", "--variant",
                   "--exit-when-over", "--screenshot-dir", "--size", "--max-frames"):
        assert option in out.stdout


def test_bad_options_are_refused_clearly():
    with pytest.raises(SystemExit):
        parse_options(["--players", "7"])
    with pytest.raises(SystemExit):
        parse_options(["--variant", "chess"])
    opts = parse_options(["--size", "800x600", "--variant", "kids", "--max-frames", "3"])
    assert opts.size == (800, 600) and opts.variant == "Kids" and opts.max_frames == 3


def test_window_runs_headless_for_some_frames(tmp_path):
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PATH": "/usr/bin:/bin"}
    env = {**os.environ, **env}
    done = subprocess.run(
        [sys.executable, "main.py", "--data-dir", str(tmp_path), "--max-frames", "30", "--size", "900x650"],
        cwd=ROOT, capture_output=True, text=True, env=env, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


# -- walkthrough findings ------------------------------------------------------------------


def _seat_rows(menu: MenuScene) -> int:
    return sum(1 for name, kind in menu.new_game.seat_widgets if name.is_visible() and kind.is_visible())


def test_player_count_and_seat_rows_always_agree(app):
    app.stack.push(MenuScene(app.ctx))
    menu = app.stack.top
    run(app, 2)
    app.step([key(pygame.K_RETURN)], 1 / 60)  # New game
    new = menu.new_game.new_menu
    selector = new.get_widget("seat_count")
    new.select_widget(selector)
    for count in (3, 4):
        app.step([key(pygame.K_RIGHT)], 1 / 60)
        assert selector.get_value()[0][1] == count == menu.setup.seat_count == _seat_rows(menu)
    app.step([key(pygame.K_LEFT)], 1 / 60)
    app.step([key(pygame.K_LEFT)], 1 / 60)
    assert selector.get_value()[0][1] == 2 == menu.setup.seat_count == _seat_rows(menu)
    # a change that does not come from the selector moves the selector too
    menu.new_game._on_seat_count(None, 3)
    assert selector.get_value()[0][1] == 3 == _seat_rows(menu)
    resize(app, (800, 600))  # the rebuilt page keeps the count
    assert menu.new_game.new_menu.get_widget("seat_count").get_value()[0][1] == 3 == _seat_rows(menu)
    # what Start hands the tile draw (starting it here would compile a word list)
    assert [s.name for s in menu.setup.chosen_seats()] == ["Ana", "Ben", "Cleo"]


def test_how_to_blank_row_never_overlaps(app):
    app.stack.push(MenuScene(app.ctx))
    app.stack.top.how_to_play()
    howto = app.stack.top
    howto.page = 3  # Bingos and blanks
    for size in ((800, 600), (1024, 768), (1280, 800), (1366, 768), (1920, 1080)):
        resize(app, size)
        run(app, 2)
        rects = howto.blank_row
        assert len(rects) == 4
        for a, b in zip(rects, rects[1:]):
            assert a.right < b.left, (size, rects)
        assert all(app.surface.get_rect().contains(r) for r in rects)
        # the words themselves fit the room measured for them
        assert rects[1].w == app.theme.font(max(12, rects[0].h // 3)).size("becomes")[0]


def test_a_toast_leaves_when_another_scene_opens(app):
    app.stack.push(MenuScene(app.ctx))
    run(app, 2)
    app.ctx.toast("Game saved")
    run(app, 30)
    assert app.toast.visible
    app.stack.top.how_to_play()
    run(app, 30)  # half a second
    assert not app.toast.visible
    # a message shown by the scene that just opened stays up over it
    app.stack.pop()
    app.ctx.toast("Screenshot saved")
    run(app, 30)
    assert app.toast.visible


def test_save_and_quit_toast_stays_on_the_menu(app):
    game = Game(["Ana", "Ben"], seed=1)
    app.stack.push(PlayScene(app.ctx, game, [SeatConfig("Ana"), SeatConfig("Ben")]))
    app.stack.push(PauseScene(app.ctx, app.stack.top))
    app.stack.top.save_and_quit()
    wait_until(lambda: isinstance(app.stack.top, MenuScene), step=lambda: frame(app), pause=0, what="the menu")
    assert app.toast.visible and app.toast.message == "Game saved"


def test_results_write_moves_for_people():
    board = Board()
    for k, ch in enumerate("PACKERs"):
        board.set(7, 3 + k, ch)  # PACKERs across row 8 from D
    for k, ch in enumerate("PIBAL"):
        board.set(7 + k, 3, ch)  # PIBAL down column D through the P
    g = SimpleNamespace(board=board)
    assert readable_notation(g, "D8 .IBAL") == "D8 (P)IBAL"
    assert readable_notation(g, "8D PA..ER.") == "8D PA(CK)ER(s)"
    assert readable_notation(g, "8D PACKER") == "8D PACKER"
    assert readable_notation(g, "-AEI") == "-AEI"


def test_results_top_move_shows_board_letters_not_dots(game):
    assert "." not in summarise(game).best_move


LONG_TOAST = "Screenshot saved: /home/someone/.local/share/tile-party/screenshots/tile-party-2024-05-01-12-00-00.png"


def _toast_clear_of_buttons(app: App, what: str) -> None:
    app.ctx.toast(LONG_TOAST)
    wait_until(lambda: app.toast.slide.done, step=lambda: frame(app), pause=0, what="the toast resting in place")
    assert app.toast.visible, what
    buttons = app.button_rects()
    assert buttons and all(r.w > 0 and r.h > 0 for r in buttons), what
    rect = app.toast_rect()
    assert app.surface.get_rect().contains(rect), what
    hits = [r for r in buttons if rect.colliderect(r)]
    assert not hits, f"{what}: the toast {rect} covers {hits}"


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_toast_never_covers_a_button(app, tmp_path, game, size):
    resize(app, size)
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    run(app, 5)
    _toast_clear_of_buttons(app, "main menu")
    menu.main._open(menu.new_game.new_menu)
    run(app, 5)
    _toast_clear_of_buttons(app, "new game")
    menu.main.reset(1)
    menu.open_settings()
    run(app, 5)
    _toast_clear_of_buttons(app, "settings")
    app.stack.pop()
    app.stack.replace(HowToScene(app.ctx))
    _toast_clear_of_buttons(app, "how to play")
    words = tmp_path / "words.txt"
    words.write_text("CAT\nCATS\nDOG\n")
    rules = preset("House").replace(word_list=str(words))
    app.stack.replace(TileDrawScene(app.ctx, [SeatConfig("Ana"), SeatConfig("Ben")], rules, seed=1,
                                on_ready=lambda g, s: Landing(app.ctx)))
    _toast_clear_of_buttons(app, "draw")
    play = PlayScene(app.ctx, Game(["Ana", "Ben"], seed=1), [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.replace(play)
    _toast_clear_of_buttons(app, "play, hand-off card")
    play.reveal()
    _toast_clear_of_buttons(app, "play, a turn")
    app.stack.push(PauseScene(app.ctx, play))
    _toast_clear_of_buttons(app, "pause menu over play")
    app.stack.top.open_settings()
    _toast_clear_of_buttons(app, "settings over play")
    app.stack.pop()
    app.stack.pop()
    app.stack.replace(ResultsScene(app.ctx, game, [SeatConfig(p.name) for p in game.players]))
    _toast_clear_of_buttons(app, "results")


# -- menu pages, dialogs and words --------------------------------------------------------


def test_escape_goes_back_one_page_in_the_menu(app):
    menu = open_menu(app)
    app.step([key(pygame.K_RETURN)], 1 / 60)  # New game
    assert menu.main.get_current() is menu.new_game.new_menu
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert menu.main.get_current() is menu.main
    menu.open_settings()
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert app.stack.top is menu and menu.main.get_current() is menu.main
    menu._open(menu.new_game.rules_menu)  # New game -> Rules: Esc climbs one page at a time
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert menu.main.get_current() is menu.new_game.new_menu
    app.step([key(pygame.K_ESCAPE)], 1 / 60)
    assert menu.main.get_current() is menu.main
    app.step([key(pygame.K_ESCAPE)], 1 / 60)  # the front page stays, and the app runs on
    assert menu.main.get_current() is menu.main and app.stack.top is menu
    assert not app.ctx.quit_requested
    assert_no_scene_failed(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768), (800, 600)])
def test_pause_pages_keep_their_text_clear_of_the_buttons(app, tmp_path, size):
    resize(app, size)
    play = PlayScene(app.ctx, Game(["Ana", "Ben"], seed=1), [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(play)
    pause = PauseScene(app.ctx, play)
    app.stack.push(pause)
    for page, first_line in (("end", "The scores stand as they are now."), ("rules", "Classic rules.")):
        pause._go(page)
        run(app, 3)
        pygame.image.save(app.surface, str(tmp_path / f"pause-{page}.png"))
        assert pause.lines and pause.lines[0][0] == first_line
        buttons = [b.rect for b in pause.buttons]
        for line, rect in pause.lines:
            assert pause.card.contains(rect), (page, line, rect, pause.card)
            assert not any(rect.colliderect(b) for b in buttons), (page, line, rect, buttons)
        assert all(pause.card.contains(b) for b in buttons)
    assert_no_scene_failed(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 768), (800, 600)])
def test_new_game_page_shows_start_and_back_without_scrolling(app, tmp_path, size):
    resize(app, size)
    menu = open_menu(app)
    menu.main._open(menu.new_game.new_menu)
    menu.new_game._on_seat_count(None, 4)
    menu.setup.set_word_source("file")  # a notice on two lines, the most the page ever holds
    menu.new_game._on_word_file(str(tmp_path / "missing.txt"))
    run(app, 3)
    pygame.image.save(app.surface, str(tmp_path / "new-game.png"))
    page = menu.new_game.new_menu
    assert _seat_rows(menu) == 4 and menu.new_game.message_label.get_title()
    view = page.get_scrollarea().get_view_rect()
    for widget_id in ("start", "back", "seat_count", "name3", "kind3"):
        rect = page.get_widget(widget_id).get_rect(to_real_position=True)
        assert view.contains(rect), (widget_id, rect, view)
    # and the text stays readable: no row shrank below the menus' smallest size
    assert page.get_widget("start").get_font_info()["size"] >= 16


def test_how_to_play_uses_the_play_screens_words_and_one_done(app, tmp_path):
    play = PlayScene(app.ctx, Game(["Ana", "Ben"], seed=1), [SeatConfig("Ana"), SeatConfig("Ben")])
    labels = {b.label for b in play.buttons.values()}
    assert {name for name, _ in TURN_CHOICES} <= labels
    text = " ".join(title + " " + body for title, body in PAGES)
    assert "xchange" not in text  # the button says Swap
    howto = HowToScene(app.ctx)
    app.stack.push(howto)
    for _ in range(len(PAGES) - 1):
        assert [b.label for b in howto.buttons.buttons] == ["< Back", "Next >", "Done"]
        app.step([key(pygame.K_RIGHT)], 1 / 60)
    run(app, 40)
    pygame.image.save(app.surface, str(tmp_path / "howto-last.png"))
    assert [b.label for b in howto.buttons.buttons] == ["< Back", "Done"]
    assert all(app.surface.get_rect().contains(b.rect) for b in howto.buttons.buttons)
    app.step([key(pygame.K_LEFT)], 1 / 60)
    assert [b.label for b in howto.buttons.buttons] == ["< Back", "Next >", "Done"]
    assert_no_scene_failed(app)


def test_how_to_play_premium_squares_follow_colour_blind_mode(app, tmp_path):
    def premium_page_colours(colour_blind: bool) -> list[set[tuple[int, int, int]]]:
        app.theme.set_colour_blind(colour_blind)
        howto = HowToScene(app.ctx)
        app.stack.push(howto)
        howto.page = 1  # Premium squares
        howto.time = 0.0
        app.draw()
        pygame.image.save(app.surface, str(tmp_path / f"premiums-{colour_blind}.png"))
        colours = []
        for rect in howto.premium_squares[:4]:  # DL, TL, DW, TW (the star has its own mark)
            corner = pygame.Rect(rect.x + 3, rect.y + 3, rect.w // 3, rect.h // 3)  # clear of the label
            colours.append({tuple(app.surface.get_at((x, y)))[:3] for x in range(corner.left, corner.right)
                            for y in range(corner.top, corner.bottom)})
        app.stack.pop()
        return colours

    premiums = (Premium.DOUBLE_LETTER, Premium.TRIPLE_LETTER, Premium.DOUBLE_WORD, Premium.TRIPLE_WORD)
    for premium, square in zip(premiums, premium_page_colours(False)):
        assert square == {app.theme.palette.premiums[premium].fill}
    for premium, square in zip(premiums, premium_page_colours(True)):
        style = app.theme.palette.premiums[premium]
        assert style.fill in square and lerp_color(style.fill, style.label_color, 0.28) in square


def _ink(label) -> tuple[int, int, int]:
    return tuple(label.get_font_info()["color"])[:3]


def test_word_file_messages_from_blank_to_missing_to_found(app, tmp_path):
    menu = open_menu(app)
    p = app.theme.palette
    menu._open(menu.new_game.rules_menu)
    menu.new_game._on_word_source("kids")
    menu.new_game._on_word_source("file")  # Classic rules: the kid-safe list chosen before is not the fallback
    # nothing typed yet: a hint, not an error
    assert menu.new_game.word_message.get_title() == "Type the path of a word-list file: one word a line."
    assert _ink(menu.new_game.word_message) == p.text_dim
    menu.new_game._on_word_file(str(tmp_path / "missing.txt"))
    assert menu.new_game.word_message.get_title() == "Your word list couldn't be used (missing.txt: no such file);"
    assert menu.new_game.word_message2.get_title() == "the game will use the standard list."
    assert _ink(menu.new_game.word_message) == p.bad == _ink(menu.new_game.message_label)
    words = tmp_path / "words.txt"
    words.write_text("CAT\nDOG\n")
    menu.new_game._on_word_file(str(words))
    assert menu.new_game.word_message.get_title() == "words.txt will be used for this game."
    assert _ink(menu.new_game.word_message) == p.good
    assert menu.new_game.message_label.get_title() == ""
    assert menu.setup.ruleset().word_list == str(words)
    # under the Kids rules the fallback is the kid-safe list
    menu.new_game._on_preset("Kids")
    menu.new_game._on_word_source("file")
    menu.new_game._on_word_file(str(tmp_path / "missing.txt"))
    assert menu.new_game.word_message2.get_title() == "the game will use the kid-safe list."
    assert_no_scene_failed(app)


def test_a_word_file_notice_keeps_its_two_lines_in_chinese(app, tmp_path):
    """The notice is worded in its two parts, never split after it is translated:
    Chinese writes "；" with no space, and the page still shows each part on its line."""
    menu = open_menu(app)
    menu._open(menu.new_game.rules_menu)
    menu.new_game._on_word_source("file")
    i18n.set_language("zh_Hant_HK")
    menu.new_game._on_word_file(str(tmp_path / "missing.txt"))
    reason = i18n._("no such file")
    assert reason != "no such file"
    assert menu.new_game.word_message.get_title() == f"無法使用你的詞彙表（missing.txt：{reason}）；"
    assert menu.new_game.word_message2.get_title() == "遊戲將改用標準詞彙表。"
    assert menu.new_game.message_label.get_title() == f"無法使用你的詞彙表（missing.txt：{reason}）；"
    assert menu.new_game.message_label2.get_title() == "遊戲將改用標準詞彙表。"
    # one line where there is room for it: the parts joined as Chinese joins them, no space
    assert menu.setup.problem() == f"無法使用你的詞彙表（missing.txt：{reason}）；遊戲將改用標準詞彙表。"
    assert_no_scene_failed(app)


def test_a_key_typed_after_a_pause_goes_in_once(app):
    menu = open_menu(app)
    menu._open(menu.new_game.rules_menu)
    menu.new_game._on_word_source("file")
    menu.new_game.rules_menu.select_widget(menu.new_game.word_file_input)
    run(app, 2)
    typed = [("/", pygame.K_SLASH), ("w", pygame.K_w), ("/", pygame.K_SLASH)]
    for text, k in typed:
        time.sleep(0.5)  # a pause before each key: the widget's clock saw no frames meanwhile
        app.step([pygame.event.Event(pygame.KEYDOWN, key=k, unicode=text, mod=0, scancode=0)], 1 / 60)
        app.step([pygame.event.Event(pygame.KEYUP, key=k, mod=0, scancode=0)], 1 / 60)
    assert menu.new_game.word_file_input.get_value() == "/w/" == menu.setup.word_file


def test_the_first_new_game_is_one_person_against_an_easy_computer(app):
    menu = open_menu(app)
    app.step([key(pygame.K_RETURN)], 1 / 60)  # New game
    assert menu.new_game.new_menu.get_widget("kind1").get_value()[0][0] == "Computer (Easy)"
    assert menu.new_game.new_menu.get_widget("kind0").get_value()[0][0] == "Human"
    assert menu.setup.chosen_seats() == [SeatConfig("Ana"), SeatConfig("Ben", "easy")]


def test_summary_gives_each_player_a_score_by_turn_and_a_best_word(game):
    s = summarise(game)
    for line in s.lines:
        # nobody challenges here, so no play is withdrawn; accepting the last play is
        # no turn (docs/rules.md "Counting turns")
        mine = [rec for rec in game.history if rec.player == line.index and rec.kind.value in
                ("play", "exchange", "pass", "timeout", "lost_turn") and (rec.kind.value != "pass" or rec.notation)]
        assert line.turns == len(mine)
        assert line.progress[: len(mine) + 1] == (0, *(rec.total_after for rec in mine))
        assert line.progress[-1] == line.final
        assert len(line.progress) == len(mine) + 1 + (line.final != (mine[-1].total_after if mine else 0))
        words = [w for rec in game.history if rec.player == line.index and rec.kind.value == "play"
                 for w in rec.words]
        best = max(words, key=lambda w: w.score)
        assert line.best_word == f"{best.word.upper()} {best.score}"
    # the game's best word is the best of the players' best words
    assert s.best_word.rsplit(" by ", 1)[0] in {line.best_word for line in s.lines}


def test_results_panel_draws_every_players_score_line(app, game, tmp_path):
    resize(app, (1280, 800))
    scene = ResultsScene(app.ctx, game, [SeatConfig(p.name) for p in game.players])
    app.stack.push(scene)
    results_shown(app, scene)  # the scores have counted up and the lines are drawn out
    pygame.image.save(app.surface, str(tmp_path / "results-chart.png"))
    chart = scene.chart_rect
    assert chart.h >= 60 and scene.panel.contains(chart)
    colours = {tuple(app.surface.get_at((x, y)))[:3] for x in range(chart.left, chart.right)
               for y in range(chart.top, chart.bottom)}
    for line in scene.summary.lines:
        assert line.seat_colour in colours, line.name
    assert_no_scene_failed(app)


LONG_NAMES = ["Bartholomew the Grea", "Maximiliana Rosewood", "Supercalifragilistic", "Ana"]


def test_a_twenty_character_name_is_kept_whole(app, tmp_path):
    assert clean_name("  Bartholomew   the Great ", 0) == "Bartholomew the Grea"
    menu = open_menu(app)
    app.step([key(pygame.K_RETURN)], 1 / 60)  # New game
    field = menu.new_game.new_menu.get_widget("name0")
    menu.new_game.new_menu.select_widget(field)
    field.set_value("")
    for ch in "Maximiliana Rosewood and more":
        app.step([pygame.event.Event(pygame.KEYDOWN, key=ord(ch.lower()), unicode=ch, mod=0, scancode=0)], 1 / 60)
    assert menu.setup.chosen_seats()[0].name == "Maximiliana Rosewood"
    app.settings.seats[0] = SeatConfig("Maximiliana Rosewood")
    settings_mod.save(app.settings, tmp_path / "names.json")
    assert settings_mod.load(tmp_path / "names.json").settings.seats[0].name == "Maximiliana Rosewood"


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_long_names_fit_their_plates_clear_of_the_order_badges(app, tmp_path, size):
    resize(app, size)
    words = tmp_path / "words.txt"
    words.write_text("CAT\nDOG\n")
    seats = [SeatConfig(name) for name in LONG_NAMES]
    scene = TileDrawScene(app.ctx, seats, preset("House").replace(word_list=str(words)), seed=3,
                          on_ready=lambda g, s: Landing(app.ctx))
    app.stack.push(scene)
    scene.announced = True  # every badge up
    run(app, 2)
    pygame.image.save(app.surface, str(tmp_path / "draw-names.png"))
    assert len(scene.badge_rects) == 4
    smallest = app.theme.font(16, bold=True).get_height()
    for i, rects in enumerate(scene.name_rects):
        assert 1 <= len(rects) <= 2
        for rect in rects:
            assert scene.plates[i].contains(rect), (LONG_NAMES[i], rect, scene.plates[i])
            assert rect.h >= smallest  # never a tiny font
            assert not any(rect.colliderect(b) for b in scene.badge_rects), LONG_NAMES[i]
    # a name of two words that fit two lines is shown whole
    assert [line.rstrip("…") for line in scene.name_lines[1]] == ["Maximiliana", "Rosewood"]
    assert_no_scene_failed(app)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_long_names_on_the_results_stay_clear_of_the_scores(app, tmp_path, size):
    game = finished_game(4)
    for player, name in zip(game.players, LONG_NAMES):
        player.name = name
    resize(app, size)
    scene = ResultsScene(app.ctx, game, [SeatConfig(p.name) for p in game.players])
    app.stack.push(scene)
    results_shown(app, scene)
    pygame.image.save(app.surface, str(tmp_path / "results-names.png"))
    assert len(scene.name_rects) == 4
    for index, rect in scene.name_rects.items():
        assert scene.panel.contains(rect)
        assert rect.right < scene.score_rects[index].left, (game.players[index].name, rect)
    assert_no_scene_failed(app)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_toast_keeps_off_titles_the_board_and_the_winners_line(app, game, size):
    resize(app, size)
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    run(app, 5)
    _toast_clear_of_buttons(app, "main menu")
    assert app.toast_rect().top >= int(size[1] * 0.36)  # under the logo
    menu.main._open(menu.new_game.new_menu)
    run(app, 5)
    _toast_clear_of_buttons(app, "new game")
    # under the title bar where the page has a free band, else over its title (a page as tall as
    # its rows has none): never over a row
    view = menu.new_game.new_menu.get_scrollarea().get_view_rect()
    assert app.toast_rect().top >= view.top or app.toast_rect().bottom <= view.top
    menu.main.reset(1)
    menu.open_settings()
    run(app, 5)
    _toast_clear_of_buttons(app, "settings")
    assert app.toast_rect().bottom <= app.stack.top.panel.view.top  # over the title, never a row
    app.stack.pop()
    scene = ResultsScene(app.ctx, game, [SeatConfig(p.name) for p in game.players])
    app.stack.replace(scene)
    results_shown(app, scene)
    _toast_clear_of_buttons(app, "results")
    rect = app.toast_rect()
    winner = scene.name_rects[scene.summary.lines[0].index]
    for name, keep in (("board", scene.board_view.rect), ("headline", scene.headline_rect), ("winner", winner)):
        assert keep.w and not rect.colliderect(keep), (name, rect, keep)
    assert_no_scene_failed(app)


def test_a_choice_row_steps_on_a_click_on_its_value_and_again_in_the_same_place(app):
    menu = open_menu(app)
    menu._open(menu.new_game.rules_menu)
    run(app, 2)
    widget = menu.new_game.rules_menu.get_widget("rule_clock_seconds")
    rect = widget.get_rect(to_real_position=True)
    right_arrow = (rect.right - 4, rect.centery)  # where ">" is while the value reads "Off"
    seen = []
    for _ in range(3):  # the label grows ("Off" -> "30 s"); the same spot still means next
        app.step(click(right_arrow), 1 / 60)
        seen.append(menu.setup.rules.clock_seconds)
    assert seen == [30, 60, 90]
    view = menu.new_game.rules_menu.get_scrollarea().get_view_rect()
    app.step(click((view.right - 30, rect.centery)), 1 / 60)  # far right on the row, past the value
    assert menu.setup.rules.clock_seconds == 120
    app.step(click((view.left + 30, rect.centery)), 1 / 60)  # far left on the row: its label, which only focuses it
    assert menu.setup.rules.clock_seconds == 120
    left_arrow = (widget.value_left() + 4, rect.centery)
    app.step(click(left_arrow), 1 / 60)
    assert menu.setup.rules.clock_seconds == 90
    assert_no_scene_failed(app)


def test_menu_pages_grow_with_a_big_window(app):
    resize(app, (1600, 1000))
    menu = open_menu(app)
    big = {page.get_title(): page.get_width() for page in (menu.new_game.new_menu, menu.new_game.rules_menu)}
    big_text = menu.new_game.rules_menu.get_widget("done").get_font_info()["size"]
    resize(app, (1280, 800))
    small_text = menu.new_game.rules_menu.get_widget("done").get_font_info()["size"]
    assert all(width >= 1600 * 3 // 5 for width in big.values()), big
    assert menu.new_game.rules_menu.get_width() == menu.new_game.new_menu.get_width()  # one page width for all
    assert big_text > small_text


def test_menu_pages_sit_on_the_in_game_panel(app):
    resize(app, (1280, 800))
    menu = open_menu(app)
    p = app.theme.palette
    for page in (menu.new_game.new_menu, menu.new_game.rules_menu):
        menu._open(page)
        run(app, 2)
        x, y = page.get_position()
        # no flat gold title bar: the title is gold text on the wooden panel, as in the pause menu
        band = {tuple(app.surface.get_at((px, y + 12)))[:3] for px in range(x + page.get_width() // 2, x + page.get_width() - 40)}
        assert p.accent not in band
        # the panel's edge and its rounded corner
        assert tuple(app.surface.get_at((x + page.get_width() // 2, y)))[:3] == p.panel_edge
        assert tuple(app.surface.get_at((x + 1, y + 1)))[:3] != tuple(app.surface.get_at((x + 40, y + 40)))[:3]


# -- the menu's look: the game's wooden buttons and full-width rows -----------------------------


def _whole(widget) -> pygame.Rect:
    """A widget's face on screen, scrolled into sight or not."""
    return widget.get_rect(to_real_position=True, real_position_visible=False)


def _pixel(app: App, pos: tuple[int, int]) -> tuple[int, int, int]:
    return tuple(app.surface.get_at(pos))[:3]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1600, 1000)])
def test_menu_buttons_are_the_games_wooden_buttons_one_width_to_a_page(app, size):
    resize(app, size)
    menu = open_menu(app)
    p = app.theme.palette
    window = app.surface.get_rect()
    pages = ((menu.main, ["new", "statistics", "howto", "settings", "quit"]),
             (menu.new_game.new_menu, ["rules", "start", "back"]), (menu.new_game.rules_menu, ["reset", "done"]))
    for page, ids in pages:
        menu.main.full_reset()
        if page is not menu.main:
            menu._open(page)
        run(app, 2)
        rects = [_whole(page.get_widget(i)) for i in ids]
        assert len({r.w for r in rects}) == 1, (page.get_title(), rects)  # one width to a page
        x, y = page.get_position()
        area = pygame.Rect(x, y, page.get_width(), page.get_height())
        # across: inside the page and the window (the Rules page scrolls its rows up and down)
        assert all(area.left <= r.left and r.right <= min(area.right, window.right) for r in rects), (area, rects)
    # the front page's column widens with the window, never past it
    assert _whole(menu.main.get_widget("quit")).w >= min(size[0] * 3 // 10, menu.main.get_width() - 40)
    # drawn as in the game: wood with a dark shadow under it, the focus lit and ringed in gold
    menu.main.full_reset()
    run(app, 2)
    assert menu.main.get_selected_widget().get_id() == "new"
    quit_face = _whole(menu.main.get_widget("quit"))
    assert _pixel(app, (quit_face.left + 4, quit_face.centery)) == p.panel_edge
    assert _pixel(app, (quit_face.centerx, quit_face.bottom + 2)) == (24, 14, 8)
    new_face = _whole(menu.main.get_widget("new"))
    assert _pixel(app, (new_face.left + 1, new_face.centery)) == p.highlight
    lit = lambda colour: lerp_color(colour, (255, 240, 200), 0.25)  # noqa: E731
    # one gold button on the front page: New game, until there is a game to continue
    assert _pixel(app, (new_face.left + 4, new_face.centery)) == lit(p.accent)
    menu.saved.continue_id = "g1"
    menu.saved.show()
    run(app, 2)
    new_face, go_on = _whole(menu.main.get_widget("new")), _whole(menu.main.get_widget("continue"))
    # Continue, appearing, takes the focus (Enter continues) and the gold
    assert menu.main.get_selected_widget().get_id() == "continue"
    assert _pixel(app, (new_face.left + 4, new_face.centery)) == p.panel_edge
    assert _pixel(app, (go_on.left + 4, go_on.centery)) == lit(p.accent)
    assert go_on.w == new_face.w
    # Start! is the gold (primary) button; Back is wood
    menu._open(menu.new_game.new_menu)
    run(app, 2)
    start, back = _whole(menu.new_game.new_menu.get_widget("start")), _whole(menu.new_game.new_menu.get_widget("back"))
    assert _pixel(app, (start.left + 4, start.centery)) == p.accent
    assert _pixel(app, (back.left + 4, back.centery)) == p.panel_edge
    assert_no_scene_failed(app)


def test_menu_faces_are_the_in_game_buttons_faces(app):
    """The menu's Back button and an in-game button the same size are the same picture
    but for their labels: both are drawn by one function."""
    resize(app, (1280, 800))
    menu = open_menu(app)
    menu._open(menu.new_game.new_menu)
    run(app, 2)
    face = _whole(menu.new_game.new_menu.get_widget("back"))
    ours = pygame.Surface(app.surface.get_size())
    ours.blit(app.surface, (0, 0))
    button = Button("", lambda: None)
    button.rect = face
    button.draw(ours, app.theme)
    edge = [(face.left + 4, face.centery), (face.right - 5, face.centery), (face.centerx, face.top + 2),
            (face.centerx, face.bottom + 2), (face.left + face.w // 8, face.top + 4)]
    assert [_pixel(app, pos) for pos in edge] == [tuple(ours.get_at(pos))[:3] for pos in edge]


def test_choices_and_names_are_full_rows_label_left_value_right(app):
    resize(app, (1280, 800))
    menu = open_menu(app)
    menu._open(menu.new_game.new_menu)
    menu.new_game._on_seat_count(None, 4)
    run(app, 2)
    page = menu.new_game.new_menu
    rows = [_whole(page.get_widget(i)) for i in ("seat_count", "name0", "kind0", "name3", "kind3", "preset")]
    assert len({(r.left, r.w) for r in rows}) == 1, rows  # one column of rows, all one width
    assert rows[0].w > _whole(page.get_widget("start")).w  # wider than the buttons under them
    # the value (between its arrows) ends at the row's right, the label starts at its left
    players = page.get_widget("seat_count")
    inner = players.get_rect(to_real_position=True, apply_padding=False)
    assert players.value_span[1] == inner.w
    assert players.value_middle() > inner.centerx
    # a name's row keeps its width as the name is typed into it
    name = page.get_widget("name0")
    page.select_widget(name)
    run(app, 2)
    for text, k in (("x", pygame.K_x), ("y", pygame.K_y)):
        app.step([pygame.event.Event(pygame.KEYDOWN, key=k, unicode=text, mod=0, scancode=0)], 1 / 60)
        app.step([pygame.event.Event(pygame.KEYUP, key=k, mod=0, scancode=0)], 1 / 60)
    assert name.get_value() == "Anaxy" == menu.setup.seats[0].name
    assert (_whole(name).left, _whole(name).w) == (rows[0].left, rows[0].w)
    assert_no_scene_failed(app)


def test_the_saved_games_are_rows_and_resume_is_the_gold_button(app):
    resize(app, (1280, 800))
    menu = open_menu(app)
    now = time.time()
    menu.saved.saved_games = [GameSummary(f"g{k}", now - 60 * k, now - 60 * k, "Classic", ("Ana", "Ben"),
                                    ("human", "easy"), (10 * k, 20), False) for k in range(2)]
    menu.saved.show()
    menu.main._open(menu.saved_pages.list_menu)
    run(app, 2)
    listed = menu.saved_pages.list_menu
    games = [_whole(listed.get_widget(f"game-g{k}")) for k in range(2)]
    assert games[0].w == games[1].w > _whole(listed.get_widget("back")).w
    menu.saved_pages.choose(menu.saved.saved_games[0])
    run(app, 2)
    chosen = menu.saved_pages.game_menu
    faces = [_whole(chosen.get_widget(i)) for i in ("resume", "delete", "back")]
    assert len({r.w for r in faces}) == 1
    assert _pixel(app, (faces[0].left + 4, faces[0].centery)) in {app.theme.palette.accent,
                                                                 lerp_color(app.theme.palette.accent, (255, 240, 200), 0.25)}
    assert_no_scene_failed(app)


@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_page_titles_are_centred_as_the_dialogs_titles_are(app, size):
    resize(app, size)
    menu = open_menu(app)
    pages = [menu.new_game.new_menu, menu.new_game.rules_menu, menu.saved_pages.list_menu]
    menu.setup.set_rule("bingo_bonus", 35)  # a changed rule: the Rules page's title grows
    menu.new_game.refresh_new()
    assert "(changed)" in menu.new_game.rules_menu.get_title()
    for page in pages:
        theme = page.get_theme()
        width = pygame_menu.font.get_font(theme.title_font, theme.title_font_size).size(page.get_title())[0]
        left = page.get_menubar().get_title_offset()[0]
        # the same room either side of the title, to the pixel
        assert abs(left - (page.get_width() - left - width)) <= 1, page.get_title()
