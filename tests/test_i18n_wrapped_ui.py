"""The window's words really go through gettext: with a catalogue that marks
every message it translates («like this»), the main menu, New game, Rules,
How to play and results show only marked text, names and played words.

Text drawn with the theme's fonts is caught at ``Font.render``; the
pygame-menu pages are read from their widgets' titles and chosen values.
"""

from __future__ import annotations

import gettext
import re

import pygame
import pytest
from conftest import wait_until

from game import i18n
from game.engine.movegen import generate_plays
from game.lexicon import Lexicon
from game.paths import DEFAULT_WORD_LIST
from game.rules.game import Game
from game.rules.move import Pass
from game.rules.ruleset import preset
from game.setup.seats import DEFAULT_NAMES, SeatConfig
from game.ui.app import App
from game.ui.scenes.howto import PAGES, HowToScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.results import ResultsScene
from game.ui.theme import Theme

OPEN, CLOSE = "\u00ab", "\u00bb"

class MarkingCatalogue(gettext.NullTranslations):
    """Every message comes back between guillemets, so a wrapped string shows it was
    wrapped; the catalogue keeps what it gave, to recognise the middle lines of a
    long message wrapped over several."""

    def __init__(self) -> None:
        super().__init__()
        self.given: set[str] = set()

    def _mark(self, message: str) -> str:
        self.given.add(message)
        return f"{OPEN}{message}{CLOSE}"

    def gettext(self, message: str) -> str:
        return self._mark(message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        return self._mark(msgid1 if n == 1 else msgid2)

    def pgettext(self, context: str, message: str) -> str:
        return self._mark(message)


class RecordingFont:
    """A theme font that notes every string it renders."""

    def __init__(self, font: pygame.font.Font, seen: list[str]) -> None:
        self._font = font
        self._seen = seen

    def render(self, text: str, *args: object) -> pygame.Surface:
        self._seen.append(text)
        return self._font.render(text, *args)

    def __getattr__(self, name: str) -> object:
        return getattr(self._font, name)


@pytest.fixture
def marked(monkeypatch) -> MarkingCatalogue:
    catalogue = MarkingCatalogue()
    monkeypatch.setattr(i18n, "_translations", catalogue)
    return catalogue


@pytest.fixture
def seen(monkeypatch) -> list[str]:
    rendered: list[str] = []
    plain_font_at = Theme._font_at

    # every font the theme hands out, at any size (text, glyphs, menus), comes from _font_at
    def font_at(self: Theme, path: object, size: int) -> RecordingFont:
        return RecordingFont(plain_font_at(self, path, size), rendered)  # type: ignore[arg-type]

    monkeypatch.setattr(Theme, "_font_at", font_at)
    return rendered


def run(app: App, frames: int, dt: float = 1 / 60) -> None:
    for _frame in range(frames):
        app.step([], dt)


def escaped(texts: list[str], names: set[str], allowed: tuple[str, ...] = ()) -> list[str]:
    """The shown strings holding English that did not pass through the catalogue.

    Marked stretches (or the part of one on a wrapped line) are dropped; what is left may hold only names, played words
    and notation (capitals), numbers and signs.  ``allowed`` holds whole texts a
    line may be a wrapped piece of: messages the catalogue gave, or texts owned by
    other modules (the rules' own sentences).
    """
    bad = []
    for text in texts:
        # a message may hold another (a label named in a sentence): innermost marks go first
        rest, count = text, 1
        while count:
            rest, count = re.subn(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", "", rest)
        # a long message wraps: its first line opens the mark, its last line closes it
        rest = re.sub(f"^[^{OPEN}]*{CLOSE}|{OPEN}[^{CLOSE}]*({CLOSE}|$)", "", rest)
        words = re.findall(r"[A-Za-z]{2,}", rest)
        if all(word in names or word.isupper() for word in words):
            continue
        piece = text.strip().rstrip("\u2026.")
        if piece in i18n.LANGUAGES.values():
            continue  # each language is named in its own language, whatever the catalogue
        if piece and any(piece in whole for whole in allowed):
            continue
        bad.append(text)
    return bad


def menu_texts(page) -> list[str]:
    """A pygame-menu page's title and, for each visible widget, its title and shown value."""
    texts = [page.get_title()]
    for widget in page.get_widgets():
        if not widget.is_visible():
            continue
        texts.append(widget.get_title())
        if hasattr(widget, "get_items"):  # a selector: the item on show
            texts.append(str(widget.get_value()[0][0]))
    return [t for t in texts if t.strip()]


def test_main_menu_new_game_and_rules_pages_are_translated(marked, app, seen):
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    run(app, 2)
    names = set(DEFAULT_NAMES)
    assert f"{OPEN}a crossword tile game for one couch{CLOSE}" in seen
    front = menu_texts(menu.main)
    assert f"{OPEN}New game{CLOSE}" in front and f"{OPEN}How to play{CLOSE}" in front
    assert escaped(front + seen, names) == []

    for page in (menu.new_game.new_menu, menu.new_game.rules_menu):
        seen.clear()
        menu._open(page)
        run(app, 2)
        shown = menu_texts(page)
        assert len(shown) > 8
        assert escaped(shown + seen, names) == [], page.get_title()
    new_game = menu_texts(menu.new_game.new_menu)
    assert f"{OPEN}Start!{CLOSE}" in new_game
    assert f"{OPEN}Human{CLOSE}" in new_game  # a seat kind's label, while the setting keeps "human"
    assert f"{OPEN}Classic{CLOSE}" in new_game and menu.setup.preset_name == "Classic"
    assert f"{OPEN}Rules: {{preset}}{CLOSE}".format(preset=f"{OPEN}Classic{CLOSE}") == menu.new_game.rules_menu.get_title()


def test_the_settings_screen_is_translated(marked, app, seen):
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    run(app, 2)
    menu.open_settings()
    seen.clear()
    run(app, 2)
    assert f"{OPEN}Settings{CLOSE}" in seen and f"{OPEN}Colour-blind squares{CLOSE}" in seen
    assert f"{OPEN}Patterns and labels tell the premium squares apart.{CLOSE}" in seen
    assert f"{OPEN}Off{CLOSE}" in seen and f"{OPEN}Back{CLOSE}" in seen
    assert escaped(seen, set()) == []


def test_how_to_play_pages_are_translated(marked, app, seen):
    howto = HowToScene(app.ctx)
    app.stack.push(howto)
    shown: list[str] = []
    for _page in PAGES:
        wait_until(lambda: howto.appear.done, step=lambda: run(app, 1, 0.1), pause=0,
                   what="the page's picture to appear")
        shown += seen
        seen.clear()
        app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode="", scancode=0)], 1 / 60)
    assert f"{OPEN}{PAGES[0][0]}{CLOSE}" in shown and f"{OPEN}{PAGES[-1][0]}{CLOSE}" in shown
    assert f"{OPEN}Next >{CLOSE}" in shown
    assert escaped(shown, set(), tuple(marked.given)) == []


def short_game() -> Game:
    """Two plays each way, then ended by the players: a results screen with words and leftovers.

    The words up to four letters long make the list: it compiles in a moment, where
    the whole list would be compiled afresh into the test's empty data folder."""
    with open(DEFAULT_WORD_LIST, encoding="utf-8") as fh:
        lexicon = Lexicon.from_words([w.strip().upper() for w in fh if 2 <= len(w.strip()) <= 4])
    game = Game(["Ana", "Ben"], preset("Classic"), lexicon, seed=4)
    for _turn in range(4):
        plays = generate_plays(game.board, "".join(game.current_player.rack), lexicon)
        game.play_text(f"{plays[0].position} {plays[0].word}") if plays else game.play(Pass())
    game.end_now()
    return game


def test_results_screen_is_translated(marked, app, seen):
    game = short_game()
    results = ResultsScene(app.ctx, game, [SeatConfig(p.name) for p in game.players])
    app.stack.push(results)
    # the scores count up and every row is drawn
    wait_until(lambda: results.count_up.done and results.headline_pop.done, step=lambda: run(app, 1, 0.1),
               pause=0, what="the scores to count up")
    result = game.result
    assert result is not None  # how it ended and who won are worded by the window, so marked too
    assert any(text.startswith(OPEN) and text.endswith(f"wins!{CLOSE}") or "share the win" in text for text in seen)
    assert f"{OPEN}Score by turn{CLOSE}" in seen and f"{OPEN}Rematch{CLOSE}" in seen
    assert escaped(seen, {"Ana", "Ben"}) == []


def test_english_is_unchanged_without_a_catalogue(app, seen):
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    run(app, 2)
    assert "a crossword tile game for one couch" in seen
    assert [w.get_title() for w in menu.main.get_widgets() if w.is_visible()] == [
        "New game", "Statistics", "How to play", "Settings", "Quit"]
    assert menu.new_game.rules_menu.get_title() == "Rules: Classic"
