"""Every dialog answers the keyboard, through the real window (synthetic key presses).

Arrows and Tab move the focus, Enter or Space presses the button in focus, Esc
cancels, and the keys are drawn on the buttons (a focus ring, an Enter and an
Esc key cap).  Also: the menu opens on Continue when there is a game to continue,
Delete in Saved games asks first, and Backspace on the New game page only deletes text.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import wait_until
from pygame_menu.widgets.widget.textinput import TextInput

from game.rules.bag import Bag
from game.rules.game import Game, TurnKind
from game.rules.ruleset import ChallengeMode, RuleSet, preset
from game.setup.seats import SeatConfig
from game.store import DATABASE_NAME
from game.store.database import connect
from game.ui import widgets
from game.ui.app import App
from game.ui.play.flow import Stage
from game.ui.play.scene import PlayScene
from game.ui.scenes import menu as menu_module
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.views import card_view

SIZE = (800, 600)
#: the run's screenshot folder (conftest's ``shots``), set for each test
SHOTS = Path()


@pytest.fixture(autouse=True)
def _screenshots_in_the_runs_folder(shots_here: Path) -> None:
    """Screenshots go to the run's folder, never a fixed path."""
WORDS = {"CAT", "CATS", "AT", "TA", "ZA", "AX", "XI", "TO"}


class Words:
    def contains(self, word: str) -> bool:
        return word.upper() in WORDS


def key(k: int, mod: int = 0, unicode: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)


def press(app: App, *keys: int | pygame.event.Event) -> None:
    """Each key in its own frame, as a person types."""
    for k in keys:
        app.step([k if isinstance(k, pygame.event.Event) else key(k)], 1 / 60)


def shot(app: App, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / f"{name}.png"))


def controlled(rules: RuleSet, racks: list[str], names: tuple[str, ...] = ("Ana", "Ben"),
               bag: str = "EEEEEEEEEEEE") -> Game:
    game = Game(list(names), rules=rules, lexicon=Words(), seed=1, deal=False)
    for player, rack in zip(game.players, racks):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list(bag), shuffle=False)
    return game


def open_play(app: App, game: Game, seats: list[SeatConfig] | None = None) -> PlayScene:
    scene = app.ctx.scenes.play(game, seats or [SeatConfig(p.name) for p in game.players])
    assert isinstance(scene, PlayScene)
    app.stack.replace(scene)
    app.step([], 1 / 60)
    return scene


def settle(app: App, scene: PlayScene) -> None:
    """Frames until the scene waits for a person."""
    def frame() -> None:
        scene.animator.finish_all()
        app.step([], 1 / 60)

    wait_until(lambda: scene.stage not in (Stage.ANIMATING, Stage.THINKING), step=frame,
               what="the play scene to wait for a person")


def focused(scene: PlayScene) -> str:
    return next(b.action for b in scene.modal_buttons() if b.focused)


class Caps:
    """The key caps drawn on buttons, by the buttons' rects (the drawing still happens)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[str, pygame.Rect]] = []
        real = getattr(widgets, "draw_key_cap", None)  # none before the keys were drawn

        def record(surface: pygame.Surface, theme: Any, button: pygame.Rect, label: str, *rest: Any) -> None:
            self.drawn.append((label, pygame.Rect(button)))
            real(surface, theme, button, label, *rest)

        monkeypatch.setattr(widgets, "draw_key_cap", record, raising=False)
        monkeypatch.setattr(menu_module, "draw_key_cap", record, raising=False)

    def on(self, rect: pygame.Rect) -> set[str]:
        return {label for label, where in self.drawn if where == rect}

    def frame(self, app: App) -> None:
        self.drawn.clear()
        app.step([], 1 / 60)


# ---------------------------------------------------------------- the play scene's cards
def test_the_pass_card_answers_arrows_tab_enter_space_and_escape(make_app, monkeypatch):
    app = make_app(size=SIZE)
    caps = Caps(monkeypatch)
    game = controlled(RuleSet(name="Void", challenge=ChallengeMode.VOID), ["CATQ", "ZXSS"])
    scene = open_play(app, game)
    press(app, pygame.K_RETURN)  # Ana takes the rack
    assert scene.stage is Stage.TURN and game.current == 0
    press(app, key(pygame.K_n, pygame.KMOD_CTRL))
    assert scene.flow.confirm_pass
    # it opens on Keep playing, the safe answer, with the Enter cap on it and Esc's too
    assert focused(scene) == "pass-no"
    caps.frame(app)
    buttons = {b.action: b for b in scene.modal_buttons()}
    assert caps.on(buttons["pass-no"].rect) == {"Enter", "Esc"}
    assert caps.on(buttons["pass-yes"].rect) == set()
    shot(app, "pass-card-keep-focused")
    press(app, pygame.K_TAB)
    assert focused(scene) == "pass-yes"
    caps.frame(app)
    assert caps.on(buttons["pass-yes"].rect) == {"Enter"}
    shot(app, "pass-card-pass-focused")
    press(app, pygame.K_RIGHT)
    assert focused(scene) == "pass-no"
    press(app, pygame.K_LEFT)
    assert focused(scene) == "pass-yes"
    press(app, key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert focused(scene) == "pass-no"
    press(app, pygame.K_UP)
    assert focused(scene) == "pass-yes"
    # Esc cancels whatever has the focus: nothing is passed
    press(app, pygame.K_ESCAPE)
    assert not scene.flow.confirm_pass and game.history == [] and scene.stage is Stage.TURN
    # Enter on Keep playing keeps playing
    press(app, key(pygame.K_n, pygame.KMOD_CTRL), pygame.K_RETURN)
    assert not scene.flow.confirm_pass and game.history == []
    # Space presses the focused Pass
    press(app, key(pygame.K_n, pygame.KMOD_CTRL), pygame.K_DOWN)
    assert focused(scene) == "pass-yes"
    press(app, pygame.K_SPACE)
    assert [r.kind for r in game.history] == [TurnKind.PASS]
    assert game.history[0].player == 0 and game.current == 1


@pytest.mark.parametrize("challenger", [1, 2, 3])
def test_each_of_four_players_can_challenge_by_keyboard(make_app, monkeypatch, challenger):
    app = make_app(size=SIZE)
    caps = Caps(monkeypatch)
    names = ("Ana", "Ben", "Cleo", "Dev")
    game = controlled(RuleSet(name="Single", challenge=ChallengeMode.SINGLE), ["CATQ", "ZXSS", "ZXSS", "ZXSS"],
                      names=names)
    scene = open_play(app, game)
    press(app, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT)  # the rack, then the cursor at G8
    for letter in "cat":
        press(app, key(getattr(pygame, f"K_{letter}"), unicode=letter))
    press(app, pygame.K_RETURN)
    settle(app, scene)
    assert scene.stage is Stage.CHALLENGE
    actions = [b.action for b in scene.modal_buttons()]
    assert actions == ["challenge:1", "challenge:2", "challenge:3", "continue"]
    # the card opens on No challenge, with the Enter cap on it
    assert focused(scene) == "continue"
    caps.frame(app)
    assert caps.on(scene.modal_buttons()[3].rect) == {"Enter"}
    if challenger == 3:
        shot(app, "challenge-card-four-players")
    # Tab steps round to each challenger in turn
    for _step in range(challenger):
        press(app, pygame.K_TAB)
    assert focused(scene) == f"challenge:{challenger}"
    caps.frame(app)
    assert caps.on(scene.modal_buttons()[challenger - 1].rect) == {"Enter"}
    if challenger == 3:
        shot(app, "challenge-card-dev-focused")
    press(app, pygame.K_RETURN)
    challenged = [r for r in game.history if r.challenger is not None]
    assert [r.challenger for r in challenged] == [challenger]


def test_the_blank_picker_and_the_hand_off_answer_the_keyboard(make_app):
    app = make_app(size=SIZE)
    game = controlled(RuleSet(name="Void", challenge=ChallengeMode.VOID), ["?AT", "ZXSS"])
    scene = open_play(app, game)
    assert scene.stage is Stage.HANDOFF and focused(scene) == "reveal"
    press(app, pygame.K_SPACE)  # Space presses the focused button too
    assert scene.stage is Stage.TURN
    model = scene.model
    assert model is not None
    model.move_cursor(0, 0)
    press(app, key(pygame.K_c, pygame.KMOD_SHIFT, "C"))  # Shift+C: a blank, letter not chosen yet
    if model.pending_blank is None:  # typed as a blank C at once: pick a blank by hand instead
        model.recall()
        blank = next(i for i in model.order if model.tile(i) == "?")
        model.place(blank, (7, 7))
    assert model.pending_blank is not None
    assert scene.modals.picker_focus == 0  # A
    press(app, pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB)  # C, then J (a row down), then K
    assert scene.modals.picker_focus == 10
    shot(app, "blank-picker-k-focused")
    press(app, pygame.K_RETURN)
    assert model.pending_blank is None
    assert [p.letter for p in model.placed.values()] == ["k"]


def test_the_pause_menu_answers_tab_shift_tab_arrows_enter_and_escape(make_app, monkeypatch):
    app = make_app(size=SIZE)
    caps = Caps(monkeypatch)
    game = controlled(RuleSet(name="Void", challenge=ChallengeMode.VOID), ["CATQ", "ZXSS"])
    scene = open_play(app, game)
    press(app, pygame.K_RETURN, pygame.K_ESCAPE)  # the rack, then Esc with nothing placed: the menu
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    labels = [b.label for b in pause.buttons]
    count = len(labels)
    assert labels[0] == "Resume" and labels[-1] == "End the game" and count >= 5
    caps.frame(app)
    assert caps.on(pause.buttons[0].rect) == {"Enter", "Esc"}
    shot(app, "pause-resume-focused")
    press(app, pygame.K_TAB, pygame.K_DOWN, pygame.K_RIGHT)
    assert [b.focused for b in pause.buttons] == [k == 3 for k in range(count)]
    press(app, key(pygame.K_TAB, pygame.KMOD_SHIFT), pygame.K_UP, pygame.K_LEFT, pygame.K_LEFT)
    assert [b.focused for b in pause.buttons] == [k == count - 1 for k in range(count)]
    press(app, pygame.K_RETURN)  # End the game: asks first
    assert pause.page == "end"
    caps.frame(app)
    assert caps.on(pause.buttons[1].rect) == {"Esc"} and caps.on(pause.buttons[0].rect) == {"Enter"}
    shot(app, "pause-end-asks")
    press(app, pygame.K_ESCAPE)  # No, keep playing
    assert pause.page == "main" and not game.over
    press(app, pygame.K_ESCAPE)  # Resume
    assert app.stack.top is scene and not scene.flow.paused


def test_the_error_screen_answers_tab_enter_and_shows_its_keys(make_app, monkeypatch, tmp_path):
    app = make_app(size=SIZE)
    caps = Caps(monkeypatch)
    screen = ErrorScene(app.ctx, "KeyError: 'x'", tmp_path / "error.log")
    app.stack.replace(screen)
    caps.frame(app)
    back, quit_button = screen.buttons.buttons
    assert caps.on(back.rect) == {"Enter", "Esc"}
    shot(app, "error-screen")
    press(app, pygame.K_TAB)
    assert quit_button.focused and not back.focused
    caps.frame(app)
    assert caps.on(quit_button.rect) == {"Enter"} and caps.on(back.rect) == {"Esc"}
    press(app, pygame.K_RETURN)
    assert app.ctx.quit_requested


def test_results_escape_presses_menu_and_tab_moves(make_app, monkeypatch):
    app = make_app(size=SIZE)
    caps = Caps(monkeypatch)
    game = controlled(RuleSet(name="Void", challenge=ChallengeMode.VOID), ["CATQ", "ZXSS"])
    game.end_now()
    app.stack.replace(app.ctx.scenes.results(game, [SeatConfig("Ana"), SeatConfig("Ben")]))
    results = app.stack.top
    caps.frame(app)
    bar = results.buttons  # type: ignore[attr-defined]
    assert [b.label for b in bar.buttons] == ["Rematch", "Save record", "Watch", "Menu"]
    assert caps.on(bar.buttons[0].rect) == {"Enter"} and caps.on(bar.buttons[3].rect) == {"Esc"}
    shot(app, "results-keys")
    press(app, pygame.K_TAB, pygame.K_TAB, key(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert [b.focused for b in bar.buttons] == [False, True, False, False]
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


# ---------------------------------------------------------------- the main menu
def play_one_pass(app: App, game: Game) -> None:
    scene = open_play(app, game)
    settle(app, scene)
    if scene.stage is Stage.HANDOFF:
        scene.reveal()
    scene.flow.pass_turn()
    settle(app, scene)


def menu_when_read(app: App) -> MenuScene:
    def frame() -> None:
        app.jobs.wait_all()
        app.step([], 1 / 60)

    def read() -> bool:
        top = app.stack.top
        return isinstance(top, MenuScene) and not top.saved.busy and top.main is not None and bool(top.saved.saved_games)

    frame()
    wait_until(read, step=frame, what="the menu to have read the store")
    assert isinstance(app.stack.top, MenuScene)
    return app.stack.top


def saved_rows(data: Path) -> int:
    conn = connect(data / DATABASE_NAME)
    try:
        return int(conn.execute("SELECT count(*) FROM games").fetchone()[0])
    finally:
        conn.close()


@pytest.fixture
def saved_game_app(make_app: Callable[..., App], data: Path, enable_lexicon: Any,
                   seed_word_lists: Callable[[Path], None]) -> tuple[App, MenuScene]:
    """A window whose store holds one unfinished game, at the main menu."""
    seed_word_lists(data)
    app = make_app(size=SIZE)
    play_one_pass(app, Game(["Ana", "Ben"], preset("House"), enable_lexicon, seed=5))
    app.stack.replace(app.ctx.scenes.menu())
    return app, menu_when_read(app)


def test_the_menu_opens_on_continue_and_enter_continues(saved_game_app, monkeypatch):
    app, menu = saved_game_app
    caps = Caps(monkeypatch)
    assert menu.continue_button.is_visible()
    assert menu.main.get_selected_widget() is menu.continue_button
    caps.frame(app)
    assert "Enter" in caps.on(menu.continue_button.get_rect(to_real_position=True))
    shot(app, "menu-continue-focused")
    press(app, pygame.K_RETURN)

    def frame() -> None:
        app.jobs.wait_all()
        app.step([], 1 / 60)

    wait_until(lambda: isinstance(app.stack.top, PlayScene), step=frame, what="the saved game to open")
    play = app.stack.top
    assert isinstance(play, PlayScene) and [p.name for p in play.game.players] == ["Ana", "Ben"]
    assert len(play.game.history) == 1


def test_delete_asks_first_and_keeping_loses_nothing(saved_game_app, data, monkeypatch):
    app, menu = saved_game_app
    caps = Caps(monkeypatch)
    assert saved_rows(data) == 1
    press(app, pygame.K_TAB, pygame.K_TAB)  # Continue -> New game -> Saved games
    assert menu.main.get_selected_widget() is menu.saved_button
    press(app, pygame.K_RETURN)
    pages = menu.saved_pages
    assert menu.main.get_current() is pages.list_menu
    press(app, pygame.K_RETURN)  # the one game's row
    assert menu.main.get_current() is pages.game_menu
    press(app, pygame.K_DOWN)
    assert pages.game_menu.get_selected_widget().get_id() == "delete"
    press(app, pygame.K_SPACE)  # Space presses Delete: it only asks
    assert menu.main.get_current() is pages.confirm_menu
    assert pages.confirm_menu.get_selected_widget().get_id() == "keep"
    caps.frame(app)
    keep = pages.confirm_menu.get_widget("keep").get_rect(to_real_position=True)
    assert caps.on(keep) == {"Enter", "Esc"}
    shot(app, "delete-asks")
    press(app, pygame.K_ESCAPE)  # no: back to the game's page, nothing lost
    assert menu.main.get_current() is pages.game_menu
    app.jobs.wait_all()
    assert saved_rows(data) == 1 and len(menu.saved.saved_games) == 1
    # back on the game's page the focus is where it was left, on Delete
    assert pages.game_menu.get_selected_widget().get_id() == "delete"
    press(app, pygame.K_RETURN)  # Delete asks again
    assert menu.main.get_current() is pages.confirm_menu
    press(app, pygame.K_RETURN)  # No, keep it
    assert menu.main.get_current() is pages.game_menu
    app.jobs.wait_all()
    assert saved_rows(data) == 1 and len(menu.saved.saved_games) == 1
    assert pages.game_menu.get_selected_widget().get_id() == "delete"
    press(app, pygame.K_RETURN, pygame.K_TAB)
    assert pages.confirm_menu.get_selected_widget().get_id() == "confirm-delete"
    press(app, pygame.K_RETURN)  # Yes, delete it
    assert menu.saved.saved_games == []
    # the list is empty: it goes with its button, back to the front page
    assert menu.main.get_current() is menu.main and not menu.saved_button.is_visible()
    wait_until(lambda: saved_rows(data) == 0, step=lambda: (app.jobs.wait_all(), app.step([], 1 / 60)),
               what="the game to leave the store")


def test_backspace_on_the_new_game_page_only_deletes_text(make_app):
    app = make_app(size=SIZE)
    app.stack.replace(app.ctx.scenes.menu())
    app.step([], 1 / 60)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    menu.main.select_widget(menu.new_button)
    press(app, pygame.K_RETURN)
    assert menu.main.get_current() is menu.new_game.new_menu
    start = menu.new_game.new_menu.get_widget("start")
    menu.new_game.new_menu.select_widget(start)
    press(app, pygame.K_BACKSPACE)
    assert menu.main.get_current() is menu.new_game.new_menu, "Backspace on a button left the page"
    field = next(w for w in menu.new_game.new_menu.get_widgets() if isinstance(w, TextInput) and not w.readonly)
    menu.new_game.new_menu.select_widget(field)
    before = field.get_value()
    assert before
    press(app, pygame.K_BACKSPACE)
    assert menu.main.get_current() is menu.new_game.new_menu
    assert field.get_value() == before[:-1]


def test_card_buttons_draw_their_keys(monkeypatch):
    """The card button in focus wears the Enter cap; the one Esc presses, the Esc cap."""
    pygame.init()
    surface = pygame.Surface(SIZE)
    from game.ui.theme import Theme

    drawn: list[str] = []
    monkeypatch.setattr(widgets, "draw_key_cap", lambda s, t, r, label, *rest: drawn.append(label))
    card_view.draw_card_button(surface, Theme(), pygame.Rect(100, 100, 200, 50), "Pass", focused=True)
    card_view.draw_card_button(surface, Theme(), pygame.Rect(100, 200, 200, 50), "Cancel", escape=True)
    assert drawn == ["Enter", "Esc"]
