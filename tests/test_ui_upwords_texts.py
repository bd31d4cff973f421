"""Every rules text shown in an Upwords game comes from the Upwords rules (docs/rules.md
"Upwords"), in every language: the hand-off card, the line under the board, the in-game
"How this game is played" page and the How to play pages opened from the game's menu.
A classic game still shows the classic texts.  The words are said to be English words on
How to play's first page and beside the word-list choice (issue 20, items 1 and 5).

Screenshots go to ``TILE_PARTY_SHOTS`` when it names a folder.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game import i18n
from game.rules.game import Game
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play.scene import PlayScene
from game.ui.play.stage import Stage
from game.ui.scenes.howto import HowToScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.text_probe import TextProbe

LANGUAGES = ["en", "pt", "zh_Hans", "zh_Hant_HK"]
SIZE = (800, 600)

#: Classic-only things, as each language writes them: the star, premium labels, the
#: seven-tile bonus of 50, blanks and the Shift key that plays one
CLASSIC_WORDS = {
    "en": ["star", "DL", "DW", "TW", "+50", " 50 ", "blank", "Shift"],
    "pt": ["estrela", "DL", "DW", "TW", "+50", " 50 ", "em branco", "Shift"],
    "zh_Hans": ["中心格", "双字", "双词", "三词", "+50", "50分", "Shift", "使用空白"],
    "zh_Hant_HK": ["星格", "雙字", "雙詞", "三詞", "+50", "50分", "Shift", "把空白牌當作"],
}

#: the classic texts a classic game shows at the same places (msgids)
CLASSIC_EMPTY_BOARD = "The board is empty: the first word covers the star."
UPWORDS_EMPTY_BOARD = "The board is empty: the first word covers a centre square."


def flat(text: str) -> str:
    """Text without its spaces and line breaks: a wrapped Chinese line joins back whole."""
    return re.sub(r"\s+", "", text)


def shown(app: App) -> str:
    """Every text the next frame draws and leaves in view, joined."""
    probe = TextProbe(app.surface)
    app.theme.probe = probe
    try:
        app.draw()
    finally:
        app.theme.probe = None
    return " ".join(t.text for t in probe.texts if not t.covered)


def shot(app: App, name: str) -> None:
    folder = os.environ.get("TILE_PARTY_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.surface, str(Path(folder) / f"{name}.png"))


def run(app: App, until: Callable[[], object], what: str, events: list[pygame.event.Event] | None = None) -> None:
    if events:
        app.step(events, 1 / 60)
    wait_until(until, step=lambda: app.step([], 1 / 30), what=what)


def key(k: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)


def start(make_app: Callable[..., App], language: str, rules_name: str) -> tuple[App, PlayScene]:
    app = make_app(size=SIZE, language=language)
    game = Game(["Ana", "Ben"], rules=preset(rules_name), seed=1)
    play = PlayScene(app.ctx, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.replace(play)
    run(app, lambda: play.stage is Stage.HANDOFF, "the hand-off card")
    return app, play


def assert_no_classic(text: str, language: str, where: str) -> None:
    for word in CLASSIC_WORDS[language]:
        assert word not in f" {text} ", f"{where} ({language}) says {word!r}: {text}"


def pause_rules(app: App, play: PlayScene) -> tuple[PauseScene, str]:
    """The in-game menu's "How this game is played" page, opened with the keyboard."""
    app.step([key(pygame.K_p)], 1 / 60)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    labels = [b.label for b in pause.buttons]
    pause.bar.focus_on(labels.index(i18n._("Rules")))
    app.step([key(pygame.K_RETURN)], 1 / 60)
    assert pause.page == "rules"
    return pause, shown(app)


def how_to_play_pages(app: App, pause: PauseScene, language: str, name: str) -> list[str]:
    """Every page of How to play, opened from the in-game menu, as drawn."""
    app.step([key(pygame.K_ESCAPE)], 1 / 60)  # back to the menu's first page
    pause.bar.focus_on([b.label for b in pause.buttons].index(i18n._("How to play")))
    app.step([key(pygame.K_RETURN)], 1 / 60)
    howto = app.stack.top
    assert isinstance(howto, HowToScene)
    pages = []
    for page in range(len(howto.pages)):
        for _frame in range(40):  # the page's tiles settle (the text is there from the first frame)
            app.step([], 1 / 30)
        pages.append(shown(app))
        shot(app, f"{name}-howto-{page + 1}-{language}")
        app.step([key(pygame.K_RIGHT)], 1 / 60)
    assert app.stack.top is pause  # the last page's Done goes back to the game's menu
    return pages


@pytest.mark.parametrize("language", LANGUAGES)
def test_an_upwords_game_describes_upwords(make_app, language: str) -> None:
    app, play = start(make_app, language, "Upwords")
    _ = i18n._
    # the hand-off card and the line under the board: where the first word goes
    handoff = shown(app)
    shot(app, f"upwords-handoff-{language}")
    assert flat(_(UPWORDS_EMPTY_BOARD)) in flat(handoff)
    assert flat(_(CLASSIC_EMPTY_BOARD)) not in flat(handoff)
    assert_no_classic(handoff, language, "the hand-off")
    run(app, lambda: play.stage is Stage.TURN, "Ana's turn", [key(pygame.K_RETURN)])
    shot(app, f"upwords-turn-{language}")
    # at 800x600 the box shows the turn's first lines; its last one says where to start
    title, _colour, lines = play.words.preview_text()
    turn = " ".join([title, *(line for line, _ink in lines)])
    assert flat(_(UPWORDS_EMPTY_BOARD)) in flat(turn)
    assert_no_classic(turn + " " + shown(app), language, "the box beside the board")

    pause, rules = pause_rules(app, play)
    shot(app, f"upwords-rules-{language}")
    for msgid in ("Make English words across or down; the first one covers one of the four centre squares.",
                  "No premium squares: a flat word scores 2 a tile, 2 more with the Qu tile; "
                  "a word with a stack scores the heights of its stacks.",
                  "Keys: click a square and type; Space turns the arrow; Q plays the Qu tile."):
        assert flat(_(msgid)) in flat(rules)
    assert flat(_("A tile may go on another, never on the same letter, up to {n} high; "
                  "a whole word may not be covered.").format(n=5)) in flat(rules)
    assert flat(_("Using all 7 tiles at once scores {points} extra.").format(points=20)) in flat(rules)
    assert flat(i18n.ngettext("Each tile left on a rack at the end costs {n} point.",
                              "Each tile left on a rack at the end costs {n} points.", 5).format(n=5)) in flat(rules)
    assert_no_classic(rules, language, "How this game is played")

    pages = how_to_play_pages(app, pause, language, "upwords")
    assert len(pages) == 5
    assert flat(_("Put tiles in one row or column to make English words that join the words on the board. "
                  "The first word covers one of the four centre squares.")) in flat(pages[0])
    assert flat(_("Put a tile on top of another to change a word: never on the same letter, at most {height} "
                  "high, and never covering a whole word.").format(height=5)) in flat(pages[1])
    assert "QUIT: 3 x 2 + 2 = 8" in pages[2]
    assert flat(_("Play all seven tiles in one turn for {bonus} extra points.").format(bonus=20)) in flat(pages[3])
    assert "+20" in pages[3]
    assert flat(_("left at the end: {points}").format(points=-10)) in flat(pages[4])
    for number, page in enumerate(pages, 1):
        assert_no_classic(page, language, f"How to play, page {number}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_classic_game_still_describes_the_classic_game(make_app, language: str) -> None:
    app, play = start(make_app, language, "Classic")
    _ = i18n._
    assert flat(_(CLASSIC_EMPTY_BOARD)) in flat(shown(app))
    run(app, lambda: play.stage is Stage.TURN, "Ana's turn", [key(pygame.K_RETURN)])
    assert _(CLASSIC_EMPTY_BOARD) in [line for line, _ink in play.words.preview_text()[2]]
    pause, rules = pause_rules(app, play)
    shot(app, f"classic-rules-{language}")
    assert flat(_("Make words across or down; the first one covers the star.")) in flat(rules)
    assert flat(_("Using all 7 tiles at once scores {points} extra.").format(points=50)) in flat(rules)
    assert flat(_("Keys: click a square and type; Space turns the arrow; Shift+letter plays a blank.")) in flat(rules)
    assert flat(_(UPWORDS_EMPTY_BOARD)) not in flat(rules)
    pages = how_to_play_pages(app, pause, language, "classic")
    assert len(pages) == 8  # Duplicate's page among them
    assert "+50" in pages[3]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_words_are_said_to_be_english(make_app, language: str) -> None:
    """On How to play's first page (from the main menu) and beside the word-list choice."""
    english = {"en": "English", "pt": "inglês", "zh_Hans": "英语", "zh_Hant_HK": "英文"}[language]
    app = make_app(size=SIZE, language=language)
    menu = MenuScene(app.ctx)
    app.stack.replace(menu)
    app.stack.push(HowToScene(app.ctx))
    app.step([], 1 / 60)
    first = shown(app)
    shot(app, f"howto-1-{language}")
    assert english in first
    assert flat(i18n._("Put tiles in one row or column to make a word that joins the words on the board. "
                       "Every new word formed across and down must be an English word.")) in flat(first)
    app.stack.pop()
    menu.main._open(menu.new_game.new_menu)
    menu._open(menu.new_game.rules_menu)
    rules = menu.new_game.rules_menu
    row = rules.get_widget("word_list")
    rules.select_widget(rules.get_widget("done"))  # the page scrolls to its end, the row in view
    for _frame in range(3):
        app.step([], 1 / 60)
    view = rules.get_scrollarea().get_view_rect()
    assert view.contains(row.get_rect(to_real_position=True)), "the word-list row is in view"
    assert row.get_title() == i18n._("Word list (English)") and english in row.get_title()
    app.draw()
    shot(app, f"rules-word-list-{language}")


def test_shift_and_a_letter_types_the_letter_in_upwords(make_app) -> None:
    """Upwords has no blanks, so Shift+letter (the classic game's blank) plays the letter,
    with no word about blanks."""
    app, play = start(make_app, "en", "Upwords")
    run(app, lambda: play.stage is Stage.TURN, "Ana's turn", [key(pygame.K_RETURN)])
    model = play.model
    assert model is not None
    letter = model.tiles[0]
    model.cursor, model.across = (4, 4), True
    shifted = pygame.event.Event(pygame.KEYDOWN, key=ord(letter.lower()), mod=pygame.KMOD_LSHIFT,
                                 unicode=letter, scancode=0)
    app.step([shifted], 1 / 60)
    assert [(square, placed.letter) for square, placed in model.placed.items()] == [((4, 4), letter)]
    assert "blank" not in play.message
