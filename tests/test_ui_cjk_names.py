"""A player named in Chinese characters: every view that draws the name draws it in a
font that has its characters (never as empty boxes), in the scoreboard, the hand-off
card, the move log, the results, the statistics and the replay viewer; in an English
game, and common Traditional and Simplified names in every language."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pygame.freetype
import pytest
from conftest import wait_until
from rules_helpers import Words
from store_helpers import SINGLE, end, full_game, new_store, play, start

from game import i18n
from game.engine import worker
from game.paths import set_data_dir
from game.rules.move import parse_move
from game.rules.ruleset import ChallengeMode, RuleSet
from game.rules.timeline import timeline_of_game
from game.setup.seats import SeatConfig
from game.ui import theme as theme_module
from game.ui.app import App
from game.ui.play.scene import PlayScene, Stage
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.theme import LANGUAGE_FONTS, Theme, font_files

#: a name whose characters the shipped Chinese fonts hold
NAME = "大明"
#: common names in each script; the seat order puts each script's name first once, so
#: the hand-off card and the results headline carry it inside the language's sentence
TRADITIONAL_FIRST = ["王偉", "张伟", "李小龍", "刘洋"]
SIMPLIFIED_FIRST = ["黄华", "陳大文", "张伟", "李小龍"]


class RecordingFont:
    """A font that notes each text it renders, with the file it renders it from."""

    def __init__(self, font: pygame.font.Font, path: Path, rendered: list[tuple[Path, str]]) -> None:
        self._font = font
        self._path = path
        self._rendered = rendered

    def render(self, text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        self._rendered.append((self._path, text))
        return self._font.render(text, *args, **kwargs)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._font, name)


@pytest.fixture
def rendered(tmp_path, monkeypatch):
    set_data_dir(tmp_path)
    log: list[tuple[Path, str]] = []
    real = Theme._font_at

    def recording(self: Theme, path: Path, size: int) -> Any:
        return RecordingFont(real(self, path, size), path, log)

    monkeypatch.setattr(Theme, "_font_at", recording)
    yield log
    worker.shutdown()
    set_data_dir(None)


def name_drawn_whole(rendered: list[tuple[Path, str]]) -> list[str]:
    """The texts holding a character of the name; fails on any drawn with boxes for them."""
    with_name = [(path, text) for path, text in rendered if set(text) & set(NAME)]
    missing = [(path.name, text) for path, text in with_name if not theme_module._GLYPHS.covers(path, text)]
    assert missing == []
    return [text for _path, text in with_name]


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def frames(app: App, count: int = 2) -> None:
    for _ in range(count):
        app.step([], 1 / 60)


def results_shown(app: App) -> None:
    """Frames until the results screen on top has counted up its scores and shown its headline."""
    results = app.stack.top
    assert isinstance(results, ResultsScene)
    wait_until(lambda: results.count_up.done and results.headline_pop.done, step=lambda: frames(app, 1),
               pause=0, what="the results to come in")


def draw_handoff(app: App, game: Any, seats: list[SeatConfig], rendered: list[tuple[Path, str]]) -> None:
    """Open the play screen on ``game`` and draw it once its openings have played out:
    the scoreboard, the move log and the hand-off card; ``rendered`` then holds that draw's texts."""
    scene = PlayScene(app.ctx, game, seats)
    app.stack.push(scene)
    frames(app, 30)
    scene.animator.finish_all()
    frames(app)
    rendered.clear()
    app.draw()
    assert scene.stage is Stage.HANDOFF


def close(app: App) -> None:
    app.close()


def test_a_chinese_name_in_an_english_game_is_never_drawn_as_boxes(make_app, rendered, tmp_path) -> None:
    # the bingo of the player named in Chinese, Ben's pass, then the hand-off back to them
    game = full_game(["ABCDEFG", "ATEEEEE"], RuleSet(challenge=ChallengeMode.VOID), Words("ABCDEFG", "AT"),
                     [NAME, "Ben"])
    game.play(parse_move("8D ABCDEFG"))
    game.play(parse_move("-"))
    seats = [SeatConfig(NAME), SeatConfig("Ben")]
    app = make_app(size=(1280, 800), language="en")
    try:
        # the play screen: scoreboard and move log, the hand-off card, then the turn
        draw_handoff(app, game, seats, rendered)
        drawn = name_drawn_whole(rendered)
        assert NAME in drawn  # the scoreboard, the move log
        assert f"Pass to {NAME}" in drawn  # the hand-off card
        pygame.image.save(app.surface, str(tmp_path / "cjk-play.png"))
        # the results: the headline, the standings
        game.end_now()
        rendered.clear()  # the results set their headline once and keep it: every text from their first frame
        app.stack.replace(app.ctx.scenes.results(game, seats))
        results_shown(app)
        app.draw()
        drawn = name_drawn_whole(rendered)
        assert f"{NAME} wins!" in drawn  # the headline, drawn as an image of its own
        pygame.image.save(app.surface, str(tmp_path / "cjk-results.png"))
        # the replay viewer: the scores and the panel's sentence about the move
        app.stack.replace(app.ctx.scenes.replay(timeline_of_game(game), f"{NAME}, Ben"))
        app.step([key(pygame.K_HOME)], 1 / 60)
        app.step([key(pygame.K_RIGHT)], 1 / 60)
        rendered.clear()
        app.draw()
        drawn = name_drawn_whole(rendered)
        assert NAME in drawn and f"{NAME}, Ben" in drawn
        assert f"{NAME} played 8D ABCDEFG for 84" in drawn
        pygame.image.save(app.surface, str(tmp_path / "cjk-replay.png"))
    finally:
        close(app)


def test_a_chinese_name_on_the_statistics_screen_is_never_drawn_as_boxes(make_app, rendered, tmp_path) -> None:
    store = new_store(tmp_path)
    game = full_game(["ABCDEFG", "ATEEEEE"], SINGLE, Words("ABCDEFG", "AT"), [NAME, "Ben"])
    game_id = start(store, game)
    play(store, game_id, game, "8D ABCDEFG")
    end(store, game_id, game)
    store.close()
    app = make_app(size=(1280, 800), language="en")
    try:
        scene = StatisticsScene(app.ctx)
        app.stack.push(scene)

        def draw_once_loaded(ready: Any) -> None:
            wait_until(ready, step=lambda: (app.jobs.wait_all(1.0), frames(app, 1)), what="the statistics")
            frames(app, 60)
            rendered.clear()
            app.draw()

        draw_once_loaded(lambda: scene.stats is not None)
        assert [p.name for p in scene.profiles or []] == ["Ben", NAME]
        assert NAME in name_drawn_whole(rendered)  # the list of players
        app.step([key(pygame.K_DOWN)], 1 / 60)
        draw_once_loaded(lambda: scene.stats is not None and scene.stats.name == NAME)
        assert name_drawn_whole(rendered).count(NAME) == 2  # the list, the card's heading
        pygame.image.save(app.surface, str(tmp_path / "cjk-statistics.png"))
        app.step([key(pygame.K_g)], 1 / 60)  # the games page: who played whom
        frames(app, 60)
        rendered.clear()
        app.draw()
        assert any(NAME in text and "Ben" in text for text in name_drawn_whole(rendered))
        pygame.image.save(app.surface, str(tmp_path / "cjk-statistics-games.png"))
    finally:
        close(app)


def boxed(rendered: list[tuple[Path, str]], names: list[str]) -> list[tuple[str, str]]:
    """Each text drawn with a character of ``names`` that its font has no glyph for, asked
    of FreeType afresh (``pygame.freetype.Font.get_metrics`` gives None for a character
    the font lacks; ``pygame.font.Font.metrics`` gives the empty box's)."""
    if not pygame.freetype.get_init():
        pygame.freetype.init()
    characters = set("".join(names))
    faces: dict[Path, pygame.freetype.Font] = {}
    found = []
    for path, text in rendered:
        if set(text) & characters:
            face = faces.setdefault(path, pygame.freetype.Font(str(path), 16))
            printable = "".join(ch for ch in text if ch.isprintable())
            if any(metrics is None for metrics in face.get_metrics(printable)):
                found.append((path.name, text))
    return found


@pytest.mark.parametrize("names", [TRADITIONAL_FIRST, SIMPLIFIED_FIRST], ids=["traditional", "simplified"])
@pytest.mark.parametrize("language", list(i18n.LANGUAGES))
def test_common_chinese_names_draw_in_every_language(make_app, rendered, tmp_path, language, names) -> None:
    # the first seat's bingo, three passes, then the hand-off back to the first seat
    game = full_game(["ABCDEFG", "ATEEEEE", "IIOOUUN", "RRSSLLD"], RuleSet(challenge=ChallengeMode.VOID),
                     Words("ABCDEFG", "AT"), names)
    game.play(parse_move("8D ABCDEFG"))
    for _turn in range(3):
        game.play(parse_move("-"))
    seats = [SeatConfig(name) for name in names]
    app = make_app(size=(1280, 800), language=language)
    try:
        assert i18n.language() == language
        draw_handoff(app, game, seats, rendered)
        drawn = [text for _path, text in rendered]
        assert boxed(rendered, names) == []
        assert set(names) <= set(drawn)  # the scoreboard
        assert i18n._("Pass to {name}").format(name=names[0]) in drawn  # the hand-off card
        pygame.image.save(app.surface, str(tmp_path / f"names-{language}-play.png"))
        game.end_now()
        rendered.clear()  # the results set their headline once and keep it: every text from their first frame
        app.stack.replace(app.ctx.scenes.results(game, seats))
        results_shown(app)
        app.draw()
        drawn = [text for _path, text in rendered]
        assert boxed(rendered, names) == []
        assert i18n._("{name} wins!").format(name=names[0]) in drawn  # the headline
        assert all(any(name in text for text in drawn) for name in names)  # the standings
        pygame.image.save(app.surface, str(tmp_path / f"names-{language}-results.png"))
    finally:
        close(app)


def test_the_box_check_sees_a_missing_glyph(tmp_path) -> None:
    regular, _bold = font_files("en")
    assert boxed([(regular, "张伟 plays")], ["张伟"]) == [("DejaVuSans.ttf", "张伟 plays")]
    assert boxed([(regular, "Ben plays")], ["张伟"]) == []


def test_a_character_only_the_other_chinese_face_has_is_drawn_in_that_face() -> None:
    pygame.font.init()
    theme = Theme()
    i18n.set_language("zh_Hant_HK")
    # 昵 ("nickname") is in the Simplified catalogue, in neither name list
    assert theme.font_path_for("小昵") == LANGUAGE_FONTS["zh_Hans"][0]
    assert theme.font_path_for("小昵", bold=True) == LANGUAGE_FONTS["zh_Hans"][1]
    assert theme.font_path_for("小明") == LANGUAGE_FONTS["zh_Hant_HK"][0]


def test_text_no_font_draws_whole_goes_to_the_font_that_lacks_the_fewest() -> None:
    pygame.font.init()
    theme = Theme()
    # U+2A6A5 is in no shipped font; 龍 is in both Chinese faces, and not in DejaVu Sans
    assert theme.font_path_for("龍\U0002A6A5") == LANGUAGE_FONTS["zh_Hant_HK"][0]
    assert theme.font_path_for("é\U0002A6A5") == font_files("en")[0]  # a tie keeps the language's own


def test_chinese_names_in_the_saved_games_list_of_an_english_game_are_never_boxes(make_app, rendered, tmp_path) -> None:
    names = ["李小龍", "张伟"]
    store = new_store(tmp_path)
    game = full_game(["ABCDEFG", "ATEEEEE"], SINGLE, Words("ABCDEFG", "AT"), names)
    game_id = start(store, game)
    play(store, game_id, game, "8D ABCDEFG")
    store.close()
    app = make_app(size=(1280, 800), language="en")
    try:
        app.stack.replace(app.ctx.scenes.menu())
        menu = app.stack.top
        assert isinstance(menu, MenuScene)
        wait_until(lambda: menu.saved.saved_games, step=lambda: (app.jobs.wait_all(1.0), frames(app, 1)),
                   what="the saved games")
        pages = menu.saved_pages
        row = pages.list_menu.get_widget(f"game-{game_id}")
        assert "李小龍 84" in row.get_title() and "张伟 0" in row.get_title()
        font = Path(row.get_font_info()["name"])
        assert boxed([(font, row.get_title())], names) == []
        menu.main._open(pages.list_menu)
        frames(app)
        pygame.image.save(app.surface, str(tmp_path / "cjk-saved-games.png"))
        pages.choose(menu.saved.saved_games[0])
        frames(app)
        shown = [(Path(label.get_font_info()["name"]), label.get_title()) for label in pages.player_labels[:2]]
        assert [title for _font, title in shown] == ["李小龍 84", "张伟 0"]
        assert boxed(shown, names) == []
        pygame.image.save(app.surface, str(tmp_path / "cjk-saved-game.png"))
    finally:
        close(app)


def test_a_chinese_name_typed_on_the_new_game_page_of_an_english_game_is_never_boxes(make_app, rendered, tmp_path) -> None:
    app = make_app(size=(1280, 800), language="en")
    try:
        app.stack.replace(app.ctx.scenes.menu())
        menu = app.stack.top
        assert isinstance(menu, MenuScene)
        menu.main._open(menu.new_game.new_menu)
        frames(app)
        field = menu.new_game.seat_widgets[0][0]
        latin_font = field.get_font_info()["name"]
        menu.new_game.new_menu.select_widget(field)
        # clear the default name, then type one in Chinese, as an input method sends it;
        # pygame lends the last Backspace the text that follows it, as seen under X
        events = [key(pygame.K_BACKSPACE) for _ in range(len(field.get_value()) - 1)]
        events.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="李", scancode=0))
        app.step([*events, *(pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in "李小龍")], 1 / 60)
        frames(app)
        assert field.get_value() == "李小龍"
        assert menu.setup.seats[0].name == "李小龍"
        font = Path(field.get_font_info()["name"])
        assert str(font) != latin_font
        assert boxed([(font, field.get_title() + field.get_value())], ["李小龍"]) == []
        pygame.image.save(app.surface, str(tmp_path / "cjk-name-field.png"))
        # back to a Latin name: the page's own font again; a key press sends its
        # letter twice (the key, then the text), and it is typed once
        app.step([key(pygame.K_BACKSPACE) for _ in range(3)], 1 / 60)
        pairs = []
        for ch in "João":
            pairs.append(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode=ch, scancode=0))
            pairs.append(pygame.event.Event(pygame.TEXTINPUT, text=ch))
        app.step(pairs, 1 / 60)
        assert field.get_value() == "João"
        assert menu.setup.seats[0].name == "João"
        assert field.get_font_info()["name"] == latin_font
    finally:
        close(app)
