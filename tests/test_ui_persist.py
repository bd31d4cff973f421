"""Every game survives anything: the real window, headless, keeping each move in the store.

Moves are made through the play scene's turn flow as the buttons make them;
what lands in ``tile-party.sqlite3`` is read back through a second
connection.  A window closed mid-game (a QUIT event) and a new window
started on the same data directory offer Continue, and Continue (or
``--continue``) brings back the identical game: board, racks, bag order,
scores, whose turn, the clock's time left and the hints used.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game.engine.movegen import generate_plays
from game.lexicon import default_lexicon
from game.rules.game import Game
from game.rules.move import TilePlay
from game.rules.ruleset import EndRule, ExchangeWhen, preset
from game.setup.seats import SeatConfig
from game.store import DATABASE_NAME
from game.store.database import connect
from game.ui.app import App
from game.ui.launcher import parse_options
from game.ui.play.flow import Stage
from game.ui.play.model import TurnModel
from game.ui.play.scene import PlayScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene

# single challenges, a clock, undo and hints: every kind of move this window keeps
# The House clock and challenges, with every kind of move allowed at any time
RULES = preset("House").replace(undo_allowed=True, hints=True, hint_allowance=3, blank_swap=True,
                                exchange_when=ExchangeWhen.ANY_TIME,
                                end_rule=EndRule.TWO_ROUNDS_OF_PASSES)
SEATS = [SeatConfig("Ana"), SeatConfig("Ben")]



@pytest.fixture(scope="module")
def lexicon():
    return default_lexicon()


@pytest.fixture
def make_app(make_app: Callable[..., App]) -> Callable[..., App]:
    """conftest's windows, at 1024 x 700 unless told otherwise."""
    return lambda **options: make_app(**{"size": (1024, 700), **options})


def close(app: App) -> None:
    app.close()


def quit_window(app: App) -> None:
    """The window's close button: the loop ends as ``App.run`` ends it."""
    app.step([pygame.event.Event(pygame.QUIT)], 1 / 60)
    assert app.ctx.quit_requested
    close(app)


def rows(directory: Path, sql: str, *args: object) -> list[tuple]:
    conn = connect(directory / DATABASE_NAME)
    try:
        return conn.execute(sql, args).fetchall()
    finally:
        conn.close()


def kinds(directory: Path) -> list[str]:
    return [k for (k,) in rows(directory, "SELECT kind FROM turns ORDER BY game_id, seq")]


def settle(app: App, scene: PlayScene) -> None:
    """Frames until the scene waits for a person (animations run to their end)."""
    def frame() -> None:
        scene.animator.finish_all()
        app.step([], 1 / 60)

    wait_until(lambda: scene.flow.stage not in (Stage.ANIMATING, Stage.THINKING), step=frame,
               what="the play scene to wait for a person")
    if scene.flow.stage is Stage.HANDOFF:
        scene.reveal()
    app.step([], 1 / 60)


def start(app: App, game: Game) -> PlayScene:
    scene = app.ctx.scenes.play(game, list(SEATS))
    assert isinstance(scene, PlayScene)
    app.stack.push(scene)
    settle(app, scene)
    return scene


def place(model: TurnModel, play: TilePlay) -> None:
    """Lay a play's tiles from the rack, as dragging them would."""
    used: set[int] = set()
    for p in play.placements:
        want = "?" if p.letter.islower() else p.letter
        tile_id = next(i for i in model.order if model.tiles[i] == want and i not in used)
        used.add(tile_id)
        assert model.place(tile_id, (p.row, p.col), p.letter.upper() if want == "?" else None)


def play_best(app: App, scene: PlayScene, lexicon) -> None:
    g = scene.game
    plays = generate_plays(g.board, "".join(g.current_player.rack), lexicon)
    model = scene.flow.model
    assert plays and model is not None
    place(model, plays[0].play)
    scene.flow.submit()
    settle(app, scene)


def window_after_one_play(make_app: Callable[..., App], lexicon, seed: int) -> tuple[App, Game, PlayScene]:
    """A new window (1024 x 700), a new game on it, and Ana's best opening play made."""
    app = make_app(size=(1024, 700))
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=seed)
    scene = start(app, game)
    play_best(app, scene, lexicon)
    return app, game, scene


def menu_when_read(app: App) -> MenuScene:
    def frame() -> None:
        app.jobs.wait_all()
        app.step([], 1 / 60)

    def read() -> bool:
        top = app.stack.top
        return isinstance(top, MenuScene) and not top.saved.busy and top.main is not None

    frame()
    wait_until(read, step=frame, what="the menu to have read the store")
    assert isinstance(app.stack.top, MenuScene)
    return app.stack.top


def play_scene_when_open(app: App) -> PlayScene:
    def frame() -> None:
        app.jobs.wait_all()
        app.step([], 1 / 60)

    frame()
    wait_until(lambda: isinstance(app.stack.top, PlayScene), step=frame, what="the saved game to open")
    assert isinstance(app.stack.top, PlayScene)
    return app.stack.top


# ---------------------------------------------------------------- autosave
def test_every_kind_of_move_lands_in_the_store(make_app, data, lexicon):
    app = make_app()
    try:
        game = Game(["Ana", "Ben"], RULES, lexicon, seed=3)
        scene = start(app, game)
        flow = scene.flow
        play_best(app, scene, lexicon)            # Ana plays; the play is open to challenge
        assert flow.stage is Stage.CHALLENGE
        flow.challenge(1)                          # Ben challenges a good word: it stands
        settle(app, scene)
        flow.toggle_exchange()                     # Ben swaps two tiles
        assert flow.model is not None
        for tile_id in flow.model.order[:2]:
            flow.model.toggle_selected(tile_id)
        flow.exchange()
        settle(app, scene)
        flow.pass_turn()                           # Ana passes
        settle(app, scene)
        flow.timeout()                             # Ben's clock runs out
        settle(app, scene)
        assert flow.undo()                         # Ana takes the time-out back
        settle(app, scene)
        app.saves.flush()
        assert kinds(data) == ["start", "play", "challenge", "exchange", "pass", "timeout", "undo"]
        (state,) = rows(data, "SELECT count(*) FROM games WHERE finished = 0")
        assert state == (1,)
        saved = app.saves.load(flow.recorder.game_id)
        assert saved.game.to_json() == game.to_json()
        assert [s.kind for s in saved.seats] == ["human", "human"]
    finally:
        close(app)


def test_a_blank_swap_lands_in_the_store(make_app, data, lexicon):
    app = make_app()
    try:
        game = Game(["Ana", "Ben"], RULES, lexicon, seed=10)  # Ana holds a blank, Ben a real T
        scene = start(app, game)
        ben = game.players[1].rack
        plays = generate_plays(game.board, "".join(game.current_player.rack), lexicon)
        with_blank = next(gp.play for gp in plays
                          if [p.letter for p in gp.play.placements if p.letter.islower()] == ["t"]
                          and "T" in ben)
        assert scene.flow.model is not None
        place(scene.flow.model, with_blank)
        scene.flow.submit()
        settle(app, scene)
        scene.flow.start_turn()                    # nobody challenges: Ben's turn
        settle(app, scene)
        (blank,) = [(p.row, p.col) for p in with_blank.placements if p.letter.islower()]
        assert scene.flow.swappable(blank)
        scene.flow.ask_swap(blank)
        scene.flow.swap_blank()                    # Ben's T for Ana's blank; his turn goes on
        app.step([], 1 / 60)
        app.saves.flush()
        assert kinds(data) == ["start", "play", "swap"]
        assert game.board.get(*blank) == "T" and "?" in game.players[1].rack
    finally:
        close(app)


@pytest.mark.parametrize(("demo", "kept"), [
    (False, [("Ana", "human"), ("Hal", "hard")]),   # computer seats are kept with their level
    (True, []),                                       # attract-mode games are not kept at all
])
def test_seats_are_kept_with_their_level_and_demos_not_at_all(make_app, data, lexicon, demo, kept):
    app = make_app()
    try:
        game = Game(["Ana", "Hal"], RULES, lexicon, seed=5)
        app.stack.push(app.ctx.scenes.play(game, [SeatConfig("Ana"), SeatConfig("Hal", "hard")], demo=demo))
        for _ in range(120):
            app.step([], 1 / 60)
        app.saves.flush()
        assert rows(data, "SELECT name, kind FROM game_seats ORDER BY player") == kept
        assert rows(data, "SELECT count(*) FROM games") == [(len(kept) // 2,)]
    finally:
        close(app)


# ---------------------------------------------------------------- continue
def test_closing_mid_game_then_continue_brings_back_the_identical_game(make_app, data, lexicon):
    app, game, scene = window_after_one_play(make_app, lexicon, 7)
    scene.flow.start_turn()                        # nobody challenges
    settle(app, scene)
    scene.flow.hint()                              # Ben spends a hint
    for _ in range(90):                            # and thinks for a second and a half
        app.step([], 1 / 60)
    left = scene.flow.clock.remaining
    assert 57.0 < left < 59.0
    expected = game.to_json()
    assert game.players[1].hints_used == 1
    quit_window(app)

    again = make_app()
    try:
        again.stack.push(again.ctx.scenes.menu())
        menu = menu_when_read(again)
        assert menu.continue_button.is_visible()
        menu.saved.continue_game()
        resumed = play_scene_when_open(again)
        assert resumed.game.to_json() == expected
        assert resumed.game.players[1].hints_used == 1
        settle(again, resumed)                     # Ben takes the rack back: his clock goes on
        assert resumed.flow.stage is Stage.TURN and resumed.game.current == 1
        assert resumed.flow.clock.remaining == pytest.approx(left, abs=2 / 60)
    finally:
        close(again)


def test_pausing_keeps_the_clock_and_the_hints(make_app, data, lexicon):
    app, game, scene = window_after_one_play(make_app, lexicon, 37)
    try:
        scene.flow.start_turn()                    # nobody challenges
        settle(app, scene)
        scene.flow.hint()
        for _ in range(120):                       # two seconds of Ben's minute
            app.step([], 1 / 60)
        scene.open_menu()
        app.step([], 1 / 60)
        app.saves.flush()
        ((clock, hints, pending),) = rows(data, "SELECT clock_remaining, hints_used, pending FROM sessions")
        assert clock == pytest.approx(scene.flow.clock.remaining) and 57.0 < clock < 58.5
        assert hints == "[0, 1]" and pending is None
    finally:
        close(app)


def test_an_open_challenge_is_asked_again_and_a_declined_one_is_not(make_app, data, lexicon):
    app, game, scene = window_after_one_play(make_app, lexicon, 11)
    assert scene.flow.stage is Stage.CHALLENGE
    quit_window(app)

    again = make_app(resume_latest=True)           # python main.py --continue
    try:
        again.stack.push(again.first_scene())
        resumed = play_scene_when_open(again)
        assert resumed.flow.stage is Stage.CHALLENGE
        resumed.flow.start_turn()                  # no challenge this time
        assert resumed.flow.stage is Stage.HANDOFF
        quit_window(again)
        third = make_app(resume_latest=True)
        third.stack.push(third.first_scene())
        back = play_scene_when_open(third)
        assert back.flow.stage is Stage.HANDOFF and back.game.current == 1
        close(third)
    finally:
        close(again)


def test_continue_says_the_game_is_open_in_another_window(make_app, data, lexicon):
    app, game, scene = window_after_one_play(make_app, lexicon, 11)  # the first window plays on
    app.saves.flush()
    again = make_app(resume_latest=True)           # python main.py --continue, in a second window
    try:
        again.stack.push(again.first_scene())
        menu = menu_when_read(again)
        assert menu.saved.continue_id is None and not menu.continue_button.is_visible()
        assert again.toast.message == (
            "The unfinished game cannot be continued here: this game is open in another window; "
            "close it there, or start another game")
    finally:
        close(again)
        close(app)


def test_a_window_closed_while_the_play_lands_still_asks_for_challenges(make_app, data, lexicon):
    app = make_app()
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=43)
    scene = start(app, game)
    plays = generate_plays(game.board, "".join(game.current_player.rack), lexicon)
    assert scene.flow.model is not None
    place(scene.flow.model, plays[0].play)
    scene.flow.submit()
    assert scene.flow.stage is Stage.ANIMATING     # the tiles are still flying
    quit_window(app)

    again = make_app(resume_latest=True)
    try:
        again.stack.push(again.first_scene())
        resumed = play_scene_when_open(again)
        assert resumed.flow.stage is Stage.CHALLENGE and resumed.game.challengeable == 0
    finally:
        close(again)


def test_the_close_button_ends_the_loop_with_the_game_kept(make_app, data, lexicon):
    app = make_app()
    game = Game(["Ana", "Ben"], RULES, lexicon, seed=47)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run(app.ctx.scenes.play(game, list(SEATS))) == 0
    assert rows(data, "SELECT count(*) FROM sessions") == [(1,)]  # written before run returned
    again = make_app()
    try:
        again.stack.push(again.ctx.scenes.menu())
        assert menu_when_read(again).continue_button.is_visible()
    finally:
        close(again)


def test_continue_option_parses():
    assert parse_options(["--continue"]).resume_latest
    assert not parse_options([]).resume_latest


def test_a_finished_game_is_never_offered(make_app, data, lexicon):
    app, game, scene = window_after_one_play(make_app, lexicon, 13)
    scene.open_menu()
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.end_game()                               # End the game, from the in-game menu
    app.step([], 1 / 60)
    quit_window(app)

    again = make_app()
    try:
        again.stack.push(again.ctx.scenes.menu())
        menu = menu_when_read(again)
        assert menu.saved.continue_id is None and not menu.continue_button.is_visible()
        assert menu.saved.saved_games == [] and not menu.saved_button.is_visible()
        assert rows(data, "SELECT finished FROM games") == [(1,)]
    finally:
        close(again)


def test_a_game_ended_by_passing_is_finished_in_the_store(make_app, data, lexicon):
    app = make_app()
    try:
        game = Game(["Ana", "Ben"], RULES, lexicon, seed=53)
        scene = start(app, game)
        for _ in range(8):                         # House: two rounds of passes end the game
            if game.over:
                break
            scene.flow.pass_turn()
            settle(app, scene)
        assert game.over
        app.saves.flush()
        assert rows(data, "SELECT finished FROM games") == [(1,)]
        assert kinds(data) == ["start"] + ["pass"] * len(game.history)  # the last one ended it
        assert app.saves.latest() == (None, [])
    finally:
        close(app)


def test_save_and_quit_says_game_saved_and_continue_follows(make_app, data, lexicon):
    app, _game, scene = window_after_one_play(make_app, lexicon, 17)
    try:
        scene.open_menu()
        pause = app.stack.top
        assert isinstance(pause, PauseScene)
        pause.save_and_quit()
        assert app.toast.message == "Game saved"
        menu = menu_when_read(app)
        assert not (data / "save.json").exists()
        for _ in range(30):
            app.step([], 1 / 60)
        (data / "shots").mkdir(exist_ok=True)
        pygame.image.save(app.surface, str(data / "shots" / "menu-continue.png"))
        labels = [w.get_title() for w in menu.main.get_widgets() if w.is_visible()]
        assert labels[:3] == ["Continue", "New game", "Saved games"]
    finally:
        close(app)


# ---------------------------------------------------------------- the list
def test_a_new_game_keeps_the_unfinished_one_and_the_list_resumes_or_deletes(make_app, data, lexicon):
    app, _first, _scene = window_after_one_play(make_app, lexicon, 19)
    try:
        app.stack.replace(app.ctx.scenes.menu())
        second = Game(["Cleo", "Dev"], RULES, lexicon, seed=23)
        app.stack.replace(app.ctx.scenes.play(second, [SeatConfig("Cleo"), SeatConfig("Dev", "easy")]))
        app.step([], 1 / 60)
        app.stack.replace(app.ctx.scenes.menu())
        menu = menu_when_read(app)
        assert [g.names for g in menu.saved.saved_games] == [("Cleo", "Dev"), ("Ana", "Ben")]
        assert menu.saved_button.is_visible()
        menu.main._open(menu.saved_pages.list_menu)
        app.step([], 1 / 60)
        (data / "shots").mkdir(exist_ok=True)
        pygame.image.save(app.surface, str(data / "shots" / "saved-games.png"))
        older = menu.saved.saved_games[1]
        menu.saved_pages.choose(older)
        app.step([], 1 / 60)
        pygame.image.save(app.surface, str(data / "shots" / "saved-game.png"))
        menu.saved_pages.game_menu.get_widget("delete").apply()  # it asks first
        assert rows(data, "SELECT count(*) FROM games") == [(2,)]
        menu.saved_pages.confirm_menu.get_widget("confirm-delete").apply()
        menu = menu_when_read(app)
        assert [g.names for g in menu.saved.saved_games] == [("Cleo", "Dev")]
        assert rows(data, "SELECT count(*) FROM games") == [(1,)]
        menu.saved_pages.choose(menu.saved.saved_games[0])
        menu.saved_pages.game_menu.get_widget("resume").apply()
        resumed = play_scene_when_open(app)
        assert resumed.game.to_json() == second.to_json()
        assert [s.kind for s in resumed.seats] == ["human", "easy"]
    finally:
        close(app)


# ---------------------------------------------------------------- damage
def test_a_damaged_store_is_told_in_the_window_and_the_game_runs(make_app, data, lexicon):
    (data / DATABASE_NAME).write_bytes(b"this is not a database" * 100)
    app = make_app()
    try:
        app.stack.push(app.ctx.scenes.menu())
        menu = menu_when_read(app)
        assert "damaged" in menu.saved.store_notice and "new one was started" in menu.saved.store_notice
        for _ in range(30):
            app.step([], 1 / 60)
        (data / "shots").mkdir(exist_ok=True)
        pygame.image.save(app.surface, str(data / "shots" / "damaged-notice.png"))
        assert menu.saved.continue_id is None
        scene = start(app, Game(["Ana", "Ben"], RULES, lexicon, seed=29))
        play_best(app, scene, lexicon)
        app.saves.flush()
        assert kinds(data) == ["start", "play"]    # the fresh file keeps this game
    finally:
        close(app)

