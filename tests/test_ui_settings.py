"""The one Settings screen, from the main menu and from the pause menu: clicks on either
half of a row, drags on a volume bar, keys, a gamepad, Esc, the wheel; what changes at
once and what is written to settings.json."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game import i18n
from game.rules.board import Premium
from game.rules.game import Game
from game.settings import Settings
from game.settings import save as save_settings
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play.scene import PlayScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import SettingsScene
from game.ui.settings_panel import SettingsModel, SettingsPanel
from game.ui.theme import COLOUR_BLIND, Theme

KEYS = SettingsModel.KEYS



@pytest.fixture
def app_options():
    return {"size": (1024, 700), "language": "en"}


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def press(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def run(app: App, frames: int = 1, events: list[pygame.event.Event] | None = None) -> None:
    for i in range(frames):
        app.step(list(events or []) if i == 0 else [], 1 / 60)


def saved(data: Path) -> dict[str, object]:
    return dict(json.loads((data / "settings.json").read_text(encoding="utf-8")))


def written(app: App, data: Path, **values: object) -> None:
    """Frames until settings.json holds ``values`` (it is written a moment after the last change)."""
    def holds() -> bool:
        if not (data / "settings.json").exists():
            return False
        kept = saved(data)
        return all(kept.get(name) == value for name, value in values.items())

    def frame() -> None:
        app.jobs.wait_all(1.0)
        run(app)

    wait_until(holds, step=frame, pause=0, what=f"settings.json to hold {values}")


def from_menu(app: App) -> SettingsScene:
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    run(app, 2)
    button = menu.main.get_widget("settings")
    menu.main.select_widget(button)
    run(app, 1, [key(pygame.K_RETURN)])  # the menu's own Settings button
    screen = app.stack.top
    assert isinstance(screen, SettingsScene)
    return screen


def from_pause(app: App) -> tuple[PlayScene, PauseScene, SettingsScene]:
    play = PlayScene(app.ctx, Game(["Ana", "Ben"], seed=1), [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(play)
    play.reveal()
    pause = PauseScene(app.ctx, play)
    app.stack.push(pause)
    run(app, 1)
    settings_button = next(b for b in pause.buttons if b.label == "Settings")
    run(app, 1, press(settings_button.rect.center))
    screen = app.stack.top
    assert isinstance(screen, SettingsScene)
    return play, pause, screen


def left_of_value(screen: SettingsScene, name: str) -> tuple[int, int]:
    """Far left on the row, on its label."""
    row = screen.panel.row_rect(KEYS.index(name))
    return row.x + 12, row.y + screen.panel.placed[KEYS.index(name)].line_h // 2


def right_of_value(screen: SettingsScene, name: str) -> tuple[int, int]:
    value = screen.panel.value_rect(KEYS.index(name))
    return value.right - 3, value.centery


def value_of(screen: SettingsScene, name: str) -> str:
    return screen.model.rows()[KEYS.index(name)].value


def test_both_ways_in_show_the_same_rows_on_the_same_card(app) -> None:
    screen = from_menu(app)
    from_menu_rows = [(row.label, row.kind, row.note) for row in screen.model.rows()]
    assert [label for label, _kind, _note in from_menu_rows] == [
        "Language", "Move log", "Music", "Effects", "Fullscreen", "Animations", "Text size", "Colour-blind squares",
        "Unseen tiles in Kids", "Show meanings"]
    assert from_menu_rows[KEYS.index("colour_blind")][2] == "Patterns and labels tell the premium squares apart."
    assert from_menu_rows[KEYS.index("show_meanings")][2] == (
        "After each play in Kids games and for a child's seat: what the word means.")
    menu_card = screen.panel.card.copy()
    assert screen.opaque  # it stands on the table like the menu's pages
    run(app, 1, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, MenuScene)
    app.stack.clear()
    _play, pause, over_game = from_pause(app)
    assert not over_game.opaque  # the paused game shows under its shade
    assert [(row.label, row.kind, row.note) for row in over_game.model.rows()] == from_menu_rows
    assert over_game.panel.card == menu_card
    run(app, 1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is pause and pause.page == "main"


def test_a_click_on_either_half_of_a_row_steps_it_and_again_in_the_same_place(app, data) -> None:
    screen = from_menu(app)
    heard: list[float] = []
    app.audio.play = lambda name, *a, **k: heard.append(app.audio.effects_volume)  # type: ignore[method-assign]
    spot = right_of_value(screen, "animation_speed")
    seen = []
    for _ in range(3):  # the value's width changes; the same place still means "next"
        run(app, 1, press(spot))
        seen.append(app.settings.animation_speed)
    assert seen == ["Brisk", "Fast", "Relaxed"]
    run(app, 1, press(left_of_value(screen, "animation_speed")))  # on the label: back
    assert app.settings.animation_speed == "Fast"
    # a volume row's arrows step by 10%, and the click plays at the new level
    run(app, 1, press(left_of_value(screen, "effects_volume")))
    assert app.settings.effects_volume == pytest.approx(0.7) and heard[-1] == pytest.approx(0.7)
    run(app, 1, press(left_of_value(screen, "effects_volume")))
    assert app.settings.effects_volume == pytest.approx(0.6)
    run(app, 1, press(right_of_value(screen, "effects_volume")))
    assert app.settings.effects_volume == pytest.approx(0.7) and value_of(screen, "effects_volume") == "70%"
    run(app, 1, press(right_of_value(screen, "unseen_in_kids")))
    assert app.settings.unseen_in_kids and value_of(screen, "unseen_in_kids") == "On"
    run(app, 1, press(left_of_value(screen, "unseen_in_kids")))  # a switch flips from either half
    assert not app.settings.unseen_in_kids
    written(app, data, animation_speed="Fast", unseen_in_kids=False)  # once the clicks stop
    assert saved(data)["effects_volume"] == pytest.approx(0.7)


def test_the_volume_bar_follows_a_drag_in_ten_percent_steps(app, data) -> None:
    _play, _pause, screen = from_pause(app)
    index = KEYS.index("music_volume")
    bar = screen.panel.bar_rect(index)
    y = bar.centery
    run(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.x + 1, y), button=1)])
    assert app.settings.music_volume == 0.0 and app.audio.music_volume == 0.0
    levels = []
    for x in (bar.x + bar.w * 3 // 10, bar.x + bar.w // 2 + 2, bar.right + 40):  # past the end: 100%
        run(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y + 30), rel=(0, 0), buttons=(1, 0, 0))])
        levels.append(app.settings.music_volume)
    assert levels == [pytest.approx(0.3), pytest.approx(0.5), 1.0]
    run(app, 1, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(bar.right + 40, y), button=1)])
    run(app, 1, [pygame.event.Event(pygame.MOUSEMOTION, pos=(bar.x, y), rel=(0, 0), buttons=(0, 0, 0))])
    assert app.settings.music_volume == 1.0  # the drag ended with the button
    assert value_of(screen, "music_volume") == "100%" and app.audio.music_volume == 1.0
    run(app, 1, press((bar.x + bar.w * 2 // 10, y)))  # a click on the bar sets it too
    assert app.settings.music_volume == pytest.approx(0.2)
    run(app, 1, [key(pygame.K_ESCAPE)])  # leaving writes at once
    app.jobs.wait_all()
    assert saved(data)["music_volume"] == pytest.approx(0.2)


def test_keys_move_change_and_leave(app) -> None:
    _play, pause, screen = from_pause(app)
    panel = screen.panel
    assert panel.focus == 0
    run(app, 1, [key(pygame.K_DOWN)])
    assert panel.focus == 1
    run(app, 1, [key(pygame.K_RIGHT)])
    assert app.settings.move_notation == "word_first"
    run(app, 1, [key(pygame.K_LEFT)])
    assert app.settings.move_notation == "standard"
    run(app, 1, [key(pygame.K_TAB), key(pygame.K_TAB)])
    assert panel.focus == KEYS.index("effects_volume")
    run(app, 1, [key(pygame.K_LEFT), key(pygame.K_LEFT)])
    assert app.settings.effects_volume == pytest.approx(0.6)
    run(app, 1, [key(pygame.K_TAB, pygame.KMOD_SHIFT)])
    assert panel.focus == KEYS.index("music_volume")
    for _ in range(8):  # stops at 100%
        run(app, 1, [key(pygame.K_RIGHT)])
    assert app.settings.music_volume == 1.0
    run(app, 1, [key(pygame.K_UP)] * 3)  # round past the top to Back
    assert panel.focus == len(KEYS) and panel.back.focused
    run(app, 1, [key(pygame.K_UP)] * 3 + [key(pygame.K_SPACE)])  # Space steps the focused row
    assert panel.focus == KEYS.index("colour_blind") and app.settings.colour_blind
    run(app, 1, [key(pygame.K_DOWN)] * 3 + [key(pygame.K_RETURN)])  # Enter on Back
    assert app.stack.top is pause


def test_a_gamepad_drives_it_like_the_arrow_keys(app) -> None:
    screen = from_menu(app)
    pad = [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=b, instance_id=0)
           for b in (pygame.CONTROLLER_BUTTON_DPAD_DOWN, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)]
    run(app, 1, pad)
    assert screen.panel.focus == 1 and app.settings.move_notation == "word_first"
    run(app, 1, [pygame.event.Event(pygame.JOYHATMOTION, value=(-1, 0), hat=0, instance_id=0)])
    assert app.settings.move_notation == "standard"
    run(app, 1, [pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=pygame.CONTROLLER_BUTTON_B, instance_id=0)])
    assert isinstance(app.stack.top, MenuScene)


def test_back_by_mouse_returns_to_the_menu_and_keeps_the_page(app) -> None:
    screen = from_menu(app)
    run(app, 1, press(screen.panel.back.rect.center))
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.main.get_current() is menu.main


def test_colour_blind_squares_redraw_the_board_under_the_pause_menu(app, data) -> None:
    play, _pause, _screen = from_pause(app)
    run(app, 1, [key(pygame.K_ESCAPE)])  # back to the pause menu...
    run(app, 1, [key(pygame.K_ESCAPE)])  # ...and to the game
    assert app.stack.top is play
    triple_word = COLOUR_BLIND.premiums[Premium.TRIPLE_WORD].fill

    def board_colours() -> set[tuple[int, int, int]]:
        app.draw()
        area = play.layout.board_frame
        return {tuple(app.surface.get_at((x, y)))[:3] for x in range(area.x, area.right, 3)
                for y in range(area.y, area.bottom, 3)}

    assert triple_word not in board_colours()
    run(app, 1, [key(pygame.K_p)])
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    pause.open_settings()
    screen = app.stack.top
    run(app, 1, press(right_of_value(screen, "colour_blind")))
    assert app.settings.colour_blind and app.theme.colour_blind
    run(app, 1, [key(pygame.K_ESCAPE)])
    run(app, 1, [key(pygame.K_ESCAPE)])
    assert app.stack.top is play and triple_word in board_colours()
    app.jobs.wait_all()
    assert saved(data)["colour_blind"] is True


def test_fullscreen_switches_from_the_row_and_is_written(app, data) -> None:
    screen = from_menu(app)
    run(app, 1, press(right_of_value(screen, "fullscreen")))
    assert app.settings.fullscreen and value_of(screen, "fullscreen") == "On"
    app.jobs.wait_all()
    assert saved(data)["fullscreen"] is True
    assert screen.panel.focus == KEYS.index("fullscreen")  # the clicked row has the focus
    run(app, 1, [key(pygame.K_RETURN)])
    assert not app.settings.fullscreen
    assert screen.panel.card.h <= app.stack.size[1]  # laid out again for the window it is in now


def test_an_old_settings_file_without_a_language_follows_the_system(make_app, data, monkeypatch) -> None:
    monkeypatch.setenv("LANGUAGE", "pt_PT")
    save_settings(Settings(language=""))  # as files written before the System choice were
    application = make_app(size=(1024, 700))
    try:
        assert i18n.language() == "pt"
        model = SettingsModel(application.ctx)
        assert model.language() == "" and "Português" in model.rows()[0].value
    finally:
        application.close()
        i18n.set_language("en")


def test_rows_that_do_not_fit_scroll_with_the_wheel_and_follow_the_focus(app) -> None:
    panel = SettingsPanel(SettingsModel(app.ctx), Theme(), lambda: None)
    panel.layout((800, 420))  # shorter than any window the game allows: the rows cannot all show
    assert panel.content_h > panel.view.h and panel.card.h <= 420
    panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert panel.scroll > 0
    panel.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=50, flipped=False))
    assert panel.scroll == 0
    for _ in range(len(KEYS) - 1):
        panel.handle_event(key(pygame.K_DOWN))
    last = panel.row_rect(len(KEYS) - 1)
    assert panel.view.top <= last.top and last.bottom <= panel.view.bottom
    assert panel.scroll > 0
    # a click lands on the row shown there, not on the one scrolled out from under it
    panel.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(last.right - 3, last.centery), button=1))
    assert not app.settings.show_meanings  # the last row, on by default


def test_show_meanings_is_on_by_default_flips_and_is_kept(app, data) -> None:
    screen = from_menu(app)
    assert app.settings.show_meanings and value_of(screen, "show_meanings") == "On"
    run(app, 1, press(right_of_value(screen, "show_meanings")))
    assert not app.settings.show_meanings and value_of(screen, "show_meanings") == "Off"
    written(app, data, show_meanings=False)  # once the clicks stop


def test_text_size_steps_through_its_three_sizes_applies_at_once_and_is_kept(app, data) -> None:
    """Large makes every text bigger the moment it is chosen, the Settings card's own and the
    menu's under it (built again at the new size), and is written to settings.json."""
    screen = from_menu(app)
    menu = app.stack.scenes[-2]
    assert isinstance(menu, MenuScene) and menu.main is not None
    before = menu.main.get_theme().widget_font_size
    assert value_of(screen, "text_size") == "Normal" and app.theme.text_size == "normal"
    assert app.theme.font(20).get_height() == Theme().font(20).get_height()
    run(app, 1, press(right_of_value(screen, "text_size")))
    assert app.settings.text_size == "large" and value_of(screen, "text_size") == "Large"
    assert app.theme.text_size == "large" and app.theme.px(20) == 25
    run(app, 1, [key(pygame.K_RIGHT)])
    assert app.settings.text_size == "largest" and app.theme.px(20) == 30
    run(app, 1, [key(pygame.K_RIGHT)])  # round to Normal...
    run(app, 1, [key(pygame.K_LEFT)])  # ...and back
    assert app.settings.text_size == "largest"
    written(app, data, text_size="largest")
    run(app, 1, [key(pygame.K_ESCAPE)])
    run(app, 2)
    # built again, bigger (the front page's buttons shrink from px(before) as far as they must to fit)
    assert app.stack.top is menu and menu.main.get_theme().widget_font_size > before
