"""Every screen, measured: no text outside its panel, no two texts on top of each
other, no text too small to read, no button label cut short, at four window sizes,
with the longest names.

The theme's layout probe (``game/ui/text_probe.py``) records each text a frame
draws (its rect, its font size) and the panel, card or button it belongs to;
pygame-menu pages are measured through their widgets' rects.  One frame is
drawn per state, animations finished first.  ``LANGUAGES`` is a parameter so
that each translation is measured the same way as it is added.
Screenshots go to ``tmp_path`` (``TILE_PARTY_SHOTS`` names a folder to keep them).
"""

from __future__ import annotations

import itertools
import os
import re
import time
from collections.abc import Callable, Collection, Iterator
from pathlib import Path

import pygame
import pygame_menu
import pytest
from conftest import drawn, wait_until
from store_helpers import two_games

from game import i18n
from game.engine.levels import BY_NAME
from game.i18n import _
from game.phone import network
from game.rules.bag import Bag
from game.rules.game import Game
from game.rules.handicap import Handicap
from game.rules.ruleset import PRESETS, ChallengeMode, RuleSet, preset
from game.rules.teams import PAIRINGS
from game.setup.new_game import MENU_PRESETS, preset_blurb, preset_label
from game.setup.seats import SEAT_KINDS, SeatConfig, clean_name
from game.store.records import GameSummary
from game.ui.app import App
from game.ui.contrast import contrast_ratio
from game.ui.play.scene import PlayScene, Stage
from game.ui.scene import Scene
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.howto import PAGES, HowToScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.menu_parts import new_game as new_game_page
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import GAMES, HIGH_SCORES, OVERVIEW, StatisticsScene
from game.ui.scenes.tile_draw import TileDrawScene
from game.ui.settings_panel import SettingsModel
from game.ui.text_probe import Box, DrawnText
from game.ui.views.saved_games_view import row_text
from game.ui.views.tile_view import TileRenderer
from game.words import rack_bonus_name

#: the translations to measure; each new catalogue is added here
LANGUAGES = ["en", "zh_Hant_HK", "zh_Hans", "pt"]
SIZES = [(800, 600), (1024, 768), (1280, 720), (1280, 800), (1600, 1000), (1920, 1080)]

#: Twelve pixels is the smallest DejaVu Sans stays readable at on a monitor: its
#: small letters are then 6-7 pixels tall, the least at which e, a and s keep
#: open counters; it is what the play screen's smallest notes use in the smallest
#: window allowed (800x600).  A big window is mostly a television across the room:
#: from a sofa 2.5 m from a 40-inch screen, a capital of 1/67 of the screen's
#: height is about ten minutes of arc, twice what good eyesight can just make out,
#: so there the floor is a 67th of the window's height (16 px at 1080).
MIN_PX = 12
TV_SHARE = 67


def smallest_font(size: tuple[int, int]) -> int:
    return max(MIN_PX, round(size[1] / TV_SHARE))


#: four names at the 20-character limit, one of them cut there
LONG_NAMES = [clean_name("Bartholomew the Great", 0), "Maximiliana Rosewood", "Supercalifragilistic",
              "Wilhelmina Hargreave"]
LONG_ERROR = ("KeyError: 'the premium square table for this board was missing a row while the tiles were "
              "being scored, so the move could not be finished'")
WORDS = {"CAT", "CATS", "AT", "TA"}


class Words:
    def contains(self, word: str) -> bool:
        return word.upper() in WORDS


def shots_dir(tmp_path: Path) -> Path:
    kept = os.environ.get("TILE_PARTY_SHOTS")
    folder = Path(kept) if kept else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    return folder


# -- measuring ---------------------------------------------------------------------------


def menu_texts(scene: Scene) -> list[DrawnText]:
    """The widgets of the menu page on screen, as texts in the page's view (or their frame)."""
    if not isinstance(scene, MenuScene) or scene.main is None:
        return []
    page = scene.main.get_current()
    view = page.get_scrollarea().get_view_rect()
    out = []
    for widget in page.get_widgets():
        if not widget.is_visible() or not widget.get_title().strip():
            continue
        seen = widget.get_rect(to_real_position=True)
        if not seen.w or not seen.h:
            continue  # scrolled out of sight
        # pygame-menu clips a row to the page: a row cut off at the page's side is the
        # fault to find, one partly scrolled out at its top or bottom is not
        whole = widget.get_rect(to_real_position=True, real_position_visible=False)
        rect = pygame.Rect(whole.x, seen.y, whole.w, seen.h)
        frame = widget.get_frame()
        box = Box("frame", frame.get_rect(to_real_position=True)) if frame is not None else Box("page", view)
        out.append(DrawnText(widget.get_title(), rect, widget.get_font_info()["size"], box))
    return out


def undrawn_rows(app: App) -> list[str]:
    """The rows of the menu page on screen that the frame shows nothing of: where a row is, the
    window's pixels are the panel's alone (pygame-menu drew its cache of a page made anew, blank)."""
    found = []
    for scene in app.stack.visible():
        if not isinstance(scene, MenuScene) or scene.main is None:
            continue
        for widget in scene.main.get_current().get_widgets():
            if not widget.is_visible() or not widget.get_title().strip():
                continue
            seen = widget.get_rect(to_real_position=True).clip(app.surface.get_rect())
            if seen.w < 4 or seen.h < 4:
                continue
            pixels = {tuple(app.surface.get_at((x, y)))[:3] for x in range(seen.left, seen.right, 3)
                      for y in range(seen.top, seen.bottom, 2)}
            darkest, lightest = min(pixels, key=sum), max(pixels, key=sum)
            if contrast_ratio(darkest, lightest) < 1.5:
                found.append(f"not drawn: {widget.get_title()!r} {seen} shows nothing but the panel")
    return found


def measure(app: App) -> list[DrawnText]:
    """Draw one frame with the probe on; every text it drew, the menu's widgets too."""
    texts = drawn(app)
    for scene in app.stack.visible():
        texts += menu_texts(scene)
    return texts


def ink(rect: pygame.Rect) -> pygame.Rect:
    """The part of a text's rect its letters fill: a rendered line keeps room above for
    accents and below for descenders, which lines set a line-height apart share."""
    trim = rect.h * 3 // 20
    return pygame.Rect(rect.x + 1, rect.y + trim, max(0, rect.w - 2), max(0, rect.h - 2 * trim))


def overdrawn(a: DrawnText, b: DrawnText) -> bool:
    """``b`` redraws letters of ``a`` in place (a blank's letter on its chip)."""
    return b.text in a.text and a.rect.inflate(4, 2).contains(b.rect)


def messages_ending_in_dots() -> tuple[str, ...]:
    """The ends of the messages that themselves end in an ellipsis ("{name} is thinking…"),
    in every catalogue: a text ending so was not cut."""
    ends = set()
    for code in LANGUAGES[1:]:
        catalogue = getattr(i18n.load_translations(code), "_catalog", {})
        for key, value in catalogue.items():
            for message in (key if isinstance(key, str) else key[0], value):
                if message.endswith(("…", "...")):
                    ends.add(re.split(r"\{[^}]*\}", message)[-1])
    return tuple(end for end in ends if end.strip("….") or len(end) > 1)


DOTTED = messages_ending_in_dots()


def cut_short(t: DrawnText, whole_elsewhere: Collection[str]) -> bool:
    """``t`` ends in an ellipsis the message did not have, and what was cut is not
    shown in full elsewhere: a player's name (the hand-off and results say it whole)
    or a saved game's row (its own page says it whole)."""
    if not t.text.endswith("…") or t.text.endswith(DOTTED):
        return False
    stem = " ".join(t.text[:-1].split())
    return not any(stem in " ".join(whole.split()) for whole in whole_elsewhere)


#: the marks a Chinese line never starts with (they close what the line before said)
CLOSING_MARKS = frozenset("，。、；：？！）」』》〉】〕％")


def goes_on(t: DrawnText, texts: list[DrawnText]) -> bool:
    """``t`` carries on a line drawn in pieces (the text after a blank's tile): another
    text ends just before it on the same row, so it does not start a line."""
    return any(o is not t and abs(o.rect.centery - t.rect.centery) <= 3 and 0 <= t.rect.left - o.rect.right <= t.size
               for o in texts)


def problems(texts: list[DrawnText], size: tuple[int, int], whole_elsewhere: Collection[str] = (),
             least: int = 0) -> list[str]:
    """What is wrong with ``texts`` in a window of ``size``; ``least``: the Text size setting's
    own floor (the theme's ``px(0)``), when it is above the window's."""
    window = pygame.Rect(0, 0, *size)
    floor = max(smallest_font(size), least)
    found = []
    whole = (*LONG_NAMES, *whole_elsewhere)
    for t in texts:
        if cut_short(t, whole):
            found.append(f"cut: {t.text!r} ends in an ellipsis and its whole text is shown nowhere")
        if not t.box.rect.contains(t.rect) or not window.contains(t.rect):
            found.append(f"outside: {t.text!r} {t.rect} is not inside its {t.box.kind} {t.box.rect}")
        if t.size < floor:
            found.append(f"too small: {t.text!r} at {t.size:.1f} px (the least is {floor})")
        if t.text.lstrip()[:1] in CLOSING_MARKS and not goes_on(t, texts):
            found.append(f"broken: {t.text!r} starts a line with a closing mark")
        if t.box.kind == "button" and t.text.endswith("…"):
            found.append(f"cut: the button label {t.text!r} does not say what the button does")
    for a, b in itertools.combinations(texts, 2):
        if ink(a.rect).colliderect(ink(b.rect)) and not overdrawn(a, b) and not overdrawn(b, a):
            found.append(f"overlap: {a.text!r} {a.rect} and {b.text!r} {b.rect}")
    return found


# -- the app and its scenes --------------------------------------------------------------


@pytest.fixture(params=LANGUAGES)
def language(request) -> Iterator[str]:
    before = i18n.language()
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(before)


@pytest.fixture
def app_options(language):
    return {"size": (1024, 768), "language": language}


class Measurer:
    """Resizes the app, measures states, keeps every problem (and a screenshot of each)."""

    def __init__(self, app: App, size: tuple[int, int], folder: Path, language: str,
                 text_size: str = "normal") -> None:
        self.app = app
        self.size = size
        self.folder = folder
        self.language = language
        self.text_size = text_size
        self.found: dict[str, list[str]] = {}
        self.seen: dict[str, list[DrawnText]] = {}
        app.surface = pygame.display.set_mode(size)
        app.settings.text_size = text_size
        app.apply_settings()
        app.stack.resize(size)

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _frame in range(n):
            self.app.step([], dt)

    def rest(self) -> None:
        """One long frame: every tween of the scene on top has finished."""
        self.frames(1, dt=5.0)

    def state(self, name: str, whole_elsewhere: Collection[str] = ()) -> list[DrawnText]:
        texts = measure(self.app)
        label = f"{self.language}-{self.size[0]}x{self.size[1]}-{self.text_size}-{name}"
        pygame.image.save(self.app.surface, str(self.folder / f"{label}.png"))
        self.seen[name] = texts
        assert texts, f"{name}: nothing measured"
        found = problems(texts, self.size, whole_elsewhere, self.app.theme.px(0)) + undrawn_rows(self.app)
        if found:
            self.found[name] = found
        return texts

    def report(self) -> str:
        return "\n".join(f"{name}:\n  " + "\n  ".join(lines) for name, lines in self.found.items())


def long_seats(computer: bool = False) -> list[SeatConfig]:
    seats = [SeatConfig(name) for name in LONG_NAMES]
    if computer:
        seats[3] = SeatConfig(LONG_NAMES[3], "hard")
    return seats


def summaries() -> list[GameSummary]:
    now = time.time()
    return [GameSummary(f"g{k}", now - 3600 * k, now - 60 * k, "Tournament", tuple(LONG_NAMES),
                        ("human", "human", "easy", "hard"), (312, 298, 287, 301), False) for k in range(3)]


def measure_menu(m: Measurer) -> None:
    app = m.app
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    m.frames(2)
    app.jobs.wait_all()  # the store's (empty) list of saved games has been read...
    m.frames(1)
    menu.saved.saved_games = summaries()  # ...and these stand in for it
    menu.saved.continue_id = "g0"
    menu.saved.show()
    m.frames(1)
    m.state("menu")
    menu.main._open(menu.new_game.new_menu)
    menu.new_game._on_seat_count(None, 4)
    for k, name in enumerate(LONG_NAMES):
        menu.new_game.new_menu.get_widget(f"name{k}").set_value(name)
        menu.new_game._on_name(k, name)
    m.frames(1)
    m.state("new-game")
    # every seat with the longest handicap (a child's, with every mark), then a person's
    # handicap page with the rules' reason under its list, and a computer's page
    long_handicap = Handicap(word_list="kids", hints=10, clock=30, checked_as_played=True, head_start=50)
    for k in range(4):
        menu.new_game.new_menu.get_widget(f"kind{k}").set_value(0)
        menu.new_game._on_kind(k, "human")
        menu.setup.set_handicap(k, long_handicap)
        menu.setup.set_child(k, True)
    menu.new_game.refresh_new()
    m.frames(1)
    m.state("new-game-handicaps")
    menu.new_game._on_preset("Kids")
    menu.new_game.handicap.open(0)
    m.frames(1)
    m.state("handicap-person")
    menu.main.reset(1)
    menu.new_game.new_menu.get_widget("kind1").set_value(1)
    menu.new_game._on_kind(1, "easy")
    menu.new_game.handicap.open(1)
    m.frames(1)
    m.state("handicap-computer")
    menu.main.reset(1)
    menu.new_game._on_preset("Classic")
    m.frames(1)
    # the longest description, the stacking game's with its rules changed, and longer still: the
    # page must hold any translation
    before = new_game_page.preset_blurb
    new_game_page.preset_blurb = lambda name: f"{before(name)} {before('Tournament')}"
    menu.new_game.preset_selector.set_value(list(MENU_PRESETS).index("Upwords"))
    menu.new_game._on_preset("Upwords")
    menu.new_game._on_rule("hints", True)
    new_game_page.preset_blurb = before
    m.frames(1)
    m.state("new-game-upwords")
    scrollbar = menu.new_game.new_menu.get_scrollarea().get_scrollbar_thickness(pygame_menu.locals.ORIENTATION_HORIZONTAL)
    assert scrollbar == 0, "the New game page scrolls sideways"
    # Phone racks on, on a computer without a network: the longest note under the switch,
    # and a "tiles on" row under every person's seat
    found_address = network.lan_address
    network.lan_address = lambda: network.LOOPBACK
    try:
        menu.new_game._on_phones(True)
        m.frames(2)
        m.state("new-game-phones")
        # a "tiles on" choice on a row of its own (under a name too long to share its row) lines up with it
        page = menu.new_game.new_menu
        for k in range(4):
            phone, name = page.get_widget(f"phone{k}"), page.get_widget(f"name{k}")
            if phone.is_visible() and not phone.is_floating():
                row, own = name.get_rect(), phone.get_rect()
                assert (own.left, own.right) == (row.left, row.right), (k, row, own)
        menu.new_game._on_phones(False)
        m.frames(2)
    finally:
        network.lan_address = found_address
    menu._open(menu.new_game.rules_menu)
    m.frames(1)
    m.state("rules")
    show_longest_choices(menu.new_game.rules_menu)
    m.frames(1)
    m.state("rules-longest")
    menu.main.reset(1)
    menu.main._open(menu.saved_pages.list_menu)
    m.frames(1)
    m.state("saved-games", [row_text(s) for s in menu.saved.saved_games])  # each game's own page says it whole
    menu.saved_pages.choose(menu.saved.saved_games[0])
    m.frames(1)
    m.state("saved-game")
    menu.main.reset(1)
    measure_settings(m, menu.open_settings, "settings")


#: the family of issue 34 at New game: a name at the 20-character limit, a Chinese name, a child on
#: the kids' list with hints and a head start, and the computer at its strongest
FAMILY = [(LONG_NAMES[0], "human"), ("陳小明", "human"), ("Mia", "human"), ("Robo", "expert")]
FAMILY_CHILD = Handicap(word_list="kids", hints=10, head_start=25)


def in_view(page: pygame_menu.Menu, widget_id: str) -> bool:
    """The row ``widget_id`` of ``page`` shows whole in the page's view (a pixel's slack)."""
    whole = page.get_widget(widget_id).get_rect(to_real_position=True, real_position_visible=False)
    return bool(page.get_scrollarea().get_view_rect().inflate(0, 2).contains(whole))


def measure_new_game_family(m: Measurer) -> None:
    """New game with the family's four seats, at its top and scrolled to Start!, the child's
    handicap page (its top and its Done), Change rules... and the Players row on four in teams."""
    app = m.app
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    m.frames(2)
    app.jobs.wait_all()
    m.frames(1)
    pages = menu.new_game
    menu.main._open(pages.new_menu)
    pages._on_seat_count(None, 4)
    for k, (name, kind) in enumerate(FAMILY):
        pages.new_menu.get_widget(f"name{k}").set_value(name)
        pages._on_name(k, name)
        pages.new_menu.get_widget(f"kind{k}").set_value(SEAT_KINDS.index(kind))
        pages._on_kind(k, kind)
    menu.setup.set_handicap(2, FAMILY_CHILD)
    menu.setup.set_child(2, True)
    pages.refresh_new()
    m.frames(2)
    m.state("family-new-game")
    for row in ("handicap2", "start"):
        pages.new_menu.select_widget(row)
        m.frames(1)
        assert in_view(pages.new_menu, row), f"{row} is not in view once focused"
        m.state(f"family-new-game-{row}")
    pages.handicap.open(2)
    m.frames(1)
    m.state("family-child-handicap")
    pages.handicap.page.select_widget("done")
    m.frames(1)
    assert in_view(pages.handicap.page, "done")
    m.state("family-child-handicap-done")
    menu.main.reset(1)
    menu._open(pages.rules_menu)
    m.frames(1)
    m.state("family-rules")
    show_longest_choices(pages.rules_menu)
    pages.rules_menu.select_widget("done")
    m.frames(1)
    m.state("family-rules-longest-done")
    menu.main.reset(1)
    teams = (4, PAIRINGS.index(((0, 2), (1, 3))))  # "4, teams 1+3 v 2+4"
    values = [value for _label, value in menu.setup.players_choices()]
    pages.seat_count_selector.set_value(values.index(teams))
    pages._on_seat_count(None, teams)
    pages.new_menu.select_widget("seat_count")
    m.frames(2)
    m.state("family-teams")
    pages.new_menu.select_widget("start")
    m.frames(1)
    assert in_view(pages.new_menu, "start")
    m.state("family-teams-start")


def show_longest_choices(page) -> None:
    """Every choice on ``page`` showing its widest value (each row must hold all of them)."""
    for widget in page.get_widgets():
        if not hasattr(widget, "get_items") or not widget.get_items():
            continue
        info = widget.get_font_info()
        font = pygame_menu.font.get_font(info["name"], info["size"])
        widths = [font.size(str(item[0]))[0] for item in widget.get_items()]
        widget.set_value(widths.index(max(widths)))
    page.render()
    page.force_surface_cache_update()  # (drawn afresh: render makes the rows' surface anew, blank)


def measure_settings(m: Measurer, open_screen: Callable[[], None], name: str) -> None:
    """The Settings screen as it opens, then with its longest values on show: the system's
    language by name, a volume at 100%, every switch on."""
    app = m.app
    open_screen()
    m.frames(1)
    screen = app.stack.top
    assert isinstance(screen, SettingsScene)
    m.state(name)
    settings = app.settings
    before = (settings.language, app.ctx.options.language)
    settings.language, app.ctx.options.language = "", None
    settings.music_volume, settings.colour_blind, settings.unseen_in_kids = 1.0, True, True
    screen.panel.focus = len(SettingsModel.KEYS)  # Back, lit
    screen.panel.layout(m.size)
    m.frames(1)
    m.state(f"{name}-long-values")
    settings.language, app.ctx.options.language = before
    settings.colour_blind = False
    app.apply_settings()
    app.stack.pop()
    m.frames(1)


def labels_over_their_squares(texts: list[DrawnText], squares: list[pygame.Rect]) -> list[str]:
    """The texts drawn on one of ``squares`` (a premium's label, the star, a pictured button's
    label) that run over its sides: a label wider (or taller) than the box it labels."""
    return [f"too wide: {t.text!r} {t.rect} runs over the box {square} it labels"
            for t in texts for square in squares if square.collidepoint(t.rect.center) and not square.contains(t.rect)]


def found(m: Measurer, name: str, problems: list[str]) -> None:
    """Keep ``problems`` for the state ``name``."""
    if problems:
        m.found.setdefault(name, []).extend(problems)


#: How to play's page of the rule presets
PRESETS_PAGE = next(k for k, (title, _text) in enumerate(PAGES) if title == "Rule sets")
PAGE_DOWN = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0)


def measure_presets(m: Measurer, name: str, texts: list[DrawnText]) -> None:
    """The Rule sets page, as shown and then a Page Down at a time to the end of its list
    (where it scrolls): each preset's description is there whole, however many lines it
    takes, and drawn no smaller than the page's own text under the picture; each screen
    scrolled to starts with a preset's name."""
    screens = [texts]
    for presses in range(1, 30):  # until the list moves no more
        m.app.step([PAGE_DOWN], 1 / 60)
        more = m.state(f"{name}-down-{presses}")
        if [(t.text, tuple(t.rect)) for t in more] == [(t.text, tuple(t.rect)) for t in screens[-1]]:
            break
        screens.append(more)
    names = {preset_label(preset) for preset in PRESETS}
    blurbs = [preset_blurb(preset) for preset in PRESETS]
    lines: list[str] = []  # every line of the list shown, top to bottom, each once
    for screen in screens:
        lines += [t.text for t in sorted(screen, key=lambda t: (t.rect.y, t.rect.x))
                  if t.text not in lines and (t.text in names or any(t.text in blurb for blurb in blurbs))]
    drawn = "".join(lines).replace(" ", "")
    for screen in screens[1:]:  # a page down shows from a preset's name, not the end of a description
        listed = [t for t in screen if t.text in names or any(t.text in blurb for blurb in blurbs)]
        first = min(listed, key=lambda t: (t.rect.y, t.rect.x))
        found(m, name, [] if first.text in names else [f"alone: {first.text!r} tops the list under no name"])
    found(m, name, [f"cut: {preset}'s description is not shown whole" for preset, blurb in zip(PRESETS, blurbs)
                    if blurb.replace(" ", "") not in drawn])
    shown = [t for screen in screens for t in screen]
    rows = [t for t in shown if t.text not in names and any(t.text in blurb for blurb in blurbs)]
    explained = [t.size for t in shown if len(t.text) > 8 and t.text in _(PAGES[PRESETS_PAGE][1])]
    assert rows and explained, (name, [t.text for t in shown])
    found(m, name, [f"too small for the page: {t.text!r} at {t.size:.0f} px, under the page's text at "
                    f"{max(explained):.0f} px" for t in rows if t.size < max(explained)])


def measure_howto(m: Measurer) -> None:
    howto = HowToScene(m.app.ctx)
    m.app.stack.push(howto)
    for page in range(len(PAGES)):
        m.rest()  # each page's picture comes to rest
        name = f"howto-{page + 1}"
        texts = m.state(name)
        found(m, name, labels_over_their_squares(texts, howto.premium_squares + howto.choice_buttons))
        if page == PRESETS_PAGE:
            measure_presets(m, name, texts)
        howto.next()
    upwords = HowToScene(m.app.ctx, stacking=True)  # opened from an Upwords game's menu
    m.app.stack.push(upwords)
    for page in range(len(upwords.pages)):
        m.rest()
        name = f"howto-upwords-{page + 1}"
        found(m, name, labels_over_their_squares(m.state(name), upwords.choice_buttons))
        upwords.next()


class Landing(Scene):
    name = "landing"


#: the least room between a line of text and a side of the window: a line nearer than
#: this looks cut by the window's frame, even when every letter is inside
EDGE_PX = 12


def off_the_edges(m: Measurer, name: str, texts: list[DrawnText]) -> None:
    """Keep a problem for each text of ``texts`` nearer than ``EDGE_PX`` to the window's sides."""
    width = m.size[0]
    near = [f"at the edge: {t.text!r} {t.rect} is less than {EDGE_PX} px from a side of the window"
            for t in texts if t.rect.left < EDGE_PX or t.rect.right > width - EDGE_PX]
    if near:
        m.found.setdefault(name, []).extend(near)


def measure_tile_draw(m: Measurer, tmp_path: Path) -> None:
    """The draw for the turn order, under both rules of it: the tiles decide the whole
    order (House), or the first player only, then round the table (Party)."""
    words = tmp_path / "words.txt"
    words.write_text("CAT\nDOG\n")
    for rules in ("House", "Party"):
        scene = TileDrawScene(m.app.ctx, long_seats(computer=True), preset(rules).replace(word_list=str(words)),
                              seed=3, on_ready=lambda g, s: Landing(m.app.ctx))
        m.app.stack.push(scene)
        m.frames(2)
        name = f"draw-start-{rules.lower()}"
        off_the_edges(m, name, m.state(name))
        scene.announced = True  # every order badge up
        m.frames(1)
        name = f"draw-order-{rules.lower()}"
        off_the_edges(m, name, m.state(name))
        m.app.stack.pop()


def long_game(rules: RuleSet) -> Game:
    game = Game(list(LONG_NAMES), rules=rules, lexicon=Words(), seed=1, deal=False)
    for player, rack in zip(game.players, ["CA?TSEE", "AEIOTRS", "CATSEEN", "AATTEER"]):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list("EEEEAAAATTTTRRRRSSSS"), shuffle=False)
    return game


def settle(m: Measurer, scene: PlayScene) -> None:
    def frame() -> None:
        scene.animator.finish_all()
        m.frames(1)

    wait_until(lambda: scene.stage in (Stage.TURN, Stage.HANDOFF, Stage.CHALLENGE), step=frame,
               what="the play scene to settle")


def open_challenge(m: Measurer, computer: bool = True) -> PlayScene:
    """The play scene with the challenge card up over CAT, its T a blank (the hand-off,
    the turn and the placed tiles measured on the way); without a ``computer`` seat
    three players may challenge."""
    app = m.app
    game = long_game(RuleSet(name="Layout test", challenge=ChallengeMode.SINGLE))
    scene = PlayScene(app.ctx, game, long_seats(computer=computer))  # its turn never comes
    app.stack.push(scene)
    m.frames(2)
    m.state("play-handoff")
    scene.reveal()
    m.frames(2)
    m.state("play-turn")
    # CAT with a blank T across the star: the challenge card and the log show a blank
    model = scene.model
    assert model is not None
    for letter, col in (("C", 6), ("A", 7), ("?", 8)):
        tile = model.find_tile(letter)
        assert tile is not None
        model.place(tile, (7, col), "T" if letter == "?" else None)
    m.frames(1)
    m.state("play-placed")
    scene.flow.submit()
    settle(m, scene)
    assert scene.stage is Stage.CHALLENGE
    return scene


def measure_play(m: Measurer) -> PlayScene:
    app = m.app
    scene = open_challenge(m)
    m.state("play-challenge")
    scene.modals.act("continue")
    settle(m, scene)
    m.state("play-handoff-after-a-move")
    scene.reveal()
    m.frames(1)
    scene.flow.toggle_exchange()
    m.frames(1)
    m.state("play-swap-mode")
    scene.flow.toggle_exchange()
    scene.toggle_unseen()
    m.frames(1)
    m.state("play-unseen")
    scene.toggle_unseen()
    scene.announce(f"{LONG_NAMES[0]} played CAT for 10 and {LONG_NAMES[1]} is next to play a word")
    m.frames(1)
    m.state("play-banner")
    pause = PauseScene(app.ctx, scene)
    app.stack.push(pause)
    for page in ("main", "end", "rules"):
        pause._go(page)
        m.frames(1)
        m.state(f"pause-{page}")
    pause._go("main")
    measure_settings(m, pause.open_settings, "pause-settings")
    return scene


def measure_three_challengers(m: Measurer) -> None:
    """Four people at the table: the card has a button for each of the three others, long names and all."""
    scene = open_challenge(m, computer=False)
    labels = [b.label for b in scene.modal_buttons()]
    assert sum(name in label for label in labels for name in LONG_NAMES[1:]) == 3, labels
    m.state("play-challenge-three")


def measure_bingo(m: Measurer) -> None:
    """All seven tiles played: the bonus's banner over the board, at its full size."""
    game = long_game(RuleSet(name="Layout test", challenge=ChallengeMode.SINGLE))
    scene = PlayScene(m.app.ctx, game, long_seats(computer=True))
    m.app.stack.push(scene)
    m.frames(2)
    scene.reveal()
    m.frames(2)
    model = scene.model
    assert model is not None
    for col, letter in enumerate("CASETTE", start=4):  # CA?TSEE: the blank is the second T
        tile, blank = model.find_tile(letter), None
        if tile is None:
            tile, blank = model.find_tile(letter, as_blank=True), letter
        assert tile is not None
        model.place(tile, (7, col), blank)
    scene.flow.submit()

    def bonus_shown() -> bool:
        # the bingo's banner dropped in (it overshoots a little on the way) and not yet leaving
        return any(m.kind == "bingo" and 0.4 <= m.tween.value <= 0.6 for m in scene.moments.now)

    wait_until(bonus_shown, step=lambda: m.frames(1), what="the bonus's banner")
    texts = m.state("play-bingo")
    bonus = rack_bonus_name(game.variant.rack_bonus).upper()
    popped = "".join(t.text for t in texts if t.box.kind == "popup").replace(" ", "")
    assert bonus.replace(" ", "") in popped, [t.text for t in texts]  # measured, and whole


def measure_statistics(m: Measurer) -> None:
    """Each page of the statistics: a player's figures, chart and best word, the games, the high scores."""
    saves = m.app.ctx.saves
    assert saves is not None
    two_games(saves.store)
    for name in LONG_NAMES:
        saves.store.ensure_profile(name)
    scene = StatisticsScene(m.app.ctx)
    m.app.stack.push(scene)

    def read() -> None:
        m.app.jobs.wait_all(1.0)
        m.frames(1)

    wait_until(lambda: scene.stats is not None and not scene.busy, step=read, what="Ana's statistics")
    level = _(BY_NAME["medium"].short)  # two_games' Ben is the computer at medium
    for page in (OVERVIEW, GAMES, HIGH_SCORES):
        scene.open_page(page)
        wait_until(lambda: not scene.busy, step=read, what=f"the {page} page")
        m.rest()
        texts = m.state(f"statistics-{page}")
        # the list of players names the computer's level whole, under its name (on two
        # lines in a narrow list)
        listed = [t.text for t in texts if scene.list_rect.contains(t.rect)]
        assert "Ben" in listed and f"Ben {level}" in " ".join(listed), listed
        if page == OVERVIEW:
            # each figure's label fits its chip whole: on one line in Chinese (a word broken
            # over two lines, "一次用完7个字 / 母块", reads as two words), on two at most else
            chips: dict[tuple[int, int, int, int], list[str]] = {}
            for t in sorted((t for t in texts if t.box.kind == "chip"), key=lambda t: t.rect.y):
                chips.setdefault(tuple(t.box.rect), []).append(t.text)
            labels = [lines[1:] for lines in chips.values()]  # under each chip's number
            assert len(labels) == 6 and all(labels), labels
            most = 1 if m.language.startswith("zh") else 2
            assert all(len(lines) <= most and not lines[-1].endswith("…") for lines in labels), labels


def measure_results(m: Measurer) -> None:
    game = long_game(RuleSet(name="Layout test"))
    for move in ("8G CAt", "H7 T.", "-", "-", "8G ...S"):
        game.play_text(move)
    scene = ResultsScene(m.app.ctx, game, long_seats(computer=True))  # ends the game as it stands
    m.app.stack.push(scene)
    m.rest()  # the scores have counted up, the headline has popped
    texts = m.state("results")
    # the score chart, when there is one, is tall enough to read: its top and bottom figures
    # are two lines apart at least
    chart = [t for t in texts if t.box.kind == "chart" and t.text.isdigit()]
    if chart:
        top, bottom = min(chart, key=lambda t: t.rect.y), max(chart, key=lambda t: t.rect.y)
        assert bottom.rect.centery - top.rect.centery >= 2 * top.rect.h, (top, bottom)


class BingoWords:
    def contains(self, word: str) -> bool:
        return word.upper() in {"ABCDEFG", "AT"}


def measure_results_with_a_bingo(m: Measurer) -> None:
    """Three players, one of them the computer, a bingo: the players' figures run long
    ("1 turn, 84.0 a turn, 1 bingo; best word ABCDEFG 34") and so do the highlights."""
    game = Game(["Ana", "Ben", "Cleo"], rules=RuleSet(name="Layout test"), lexicon=BingoWords(), seed=1, deal=False)
    for player, rack in zip(game.players, ["ABCDEFG", "ATEEEEE", "QZXJKVW"]):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list("EEEEAAAATTTTRRRRSSSS"), shuffle=False)
    for move in ("8D ABCDEFG", "-", "-"):
        game.play_text(move)
    seats = [SeatConfig("Ana"), SeatConfig("Ben", "medium"), SeatConfig("Cleo")]
    scene = ResultsScene(m.app.ctx, game, seats)
    m.app.stack.push(scene)
    m.rest()
    texts = m.state("results-bingo")
    # each highlight's value is drawn whole on a line of its own, not broken over two
    # beside a wide column of labels ("8D ABCDEFG, 84 / pontos, por Ana")
    lines = {t.text for t in texts}
    values = [scene.summary.best_word, scene.summary.best_move, scene.summary.bingo_text]
    assert all(values) and set(values) <= lines, (values, sorted(lines))


def measure_error(m: Measurer) -> None:
    m.app.stack.push(ErrorScene(m.app.ctx, LONG_ERROR, Path("/home/someone/.local/share/tile-party/error.log")))
    m.frames(2)
    m.state("error", [LONG_ERROR])  # error.log, named on the screen, keeps it whole


SCENES: dict[str, Callable[[Measurer, Path], object]] = {
    "menu": lambda m, _tmp: measure_menu(m),
    "new-game-family": lambda m, _tmp: measure_new_game_family(m),
    "howto": lambda m, _tmp: measure_howto(m),
    "draw": measure_tile_draw,
    "play": lambda m, _tmp: measure_play(m),
    "bingo": lambda m, _tmp: measure_bingo(m),
    "challengers": lambda m, _tmp: measure_three_challengers(m),
    "results": lambda m, _tmp: measure_results(m),
    "results-bingo": lambda m, _tmp: measure_results_with_a_bingo(m),
    "statistics": lambda m, _tmp: measure_statistics(m),
    "error": lambda m, _tmp: measure_error(m),
}


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("scene", list(SCENES))
def test_every_text_fits_its_panel_apart_and_readable(app, language, tmp_path, scene, size):
    m = Measurer(app, size, shots_dir(tmp_path), language)
    SCENES[scene](m, tmp_path)
    assert not m.found, f"{scene} at {size[0]}x{size[1]} ({language}):\n{m.report()}"
    assert app.failed_scene is None


#: the screens measured with Largest text in the smallest window: the menu with New game (the
#: longest handicaps, the family's four seats, teams), the handicap and Rules pages, the saved
#: games and Settings, How to play (every page, its Rule sets scrolled to the end), the play
#: screen with its hand-off and challenge cards (three challengers) and the pause's pages, the
#: bingo, the results, the statistics
LARGEST_READY = ["menu", "new-game-family", "howto", "draw", "error", "play", "bingo", "challengers", "results",
                 "results-bingo", "statistics"]


@pytest.mark.parametrize("scene", LARGEST_READY)
def test_every_text_fits_at_the_largest_text_size_in_the_smallest_window(app, language, tmp_path, scene):
    """Largest text at 800x600: the screen re-flows (wraps, grows its plates and badges)
    rather than cuts or overlaps, and no text is drawn under the setting's own least size (18 px)."""
    m = Measurer(app, (800, 600), shots_dir(tmp_path), language, "largest")
    assert app.theme.px(0) == 18
    SCENES[scene](m, tmp_path)
    assert not m.found, f"{scene} at 800x600, largest text ({language}):\n{m.report()}"
    assert app.failed_scene is None


def test_the_premium_squares_labels_stand_apart_at_the_largest_text_size_in_the_smallest_window(app, language, tmp_path):
    """How to play's premium squares page at 800x600 with Largest text: the squares stand as
    far apart as their labels need ("字母得分乘2" beside "字母得分乘3"), none overlaps or is cut;
    the label on each square stays inside it ("雙字" is as wide as the square allows)."""
    m = Measurer(app, (800, 600), shots_dir(tmp_path), language, "largest")
    howto = HowToScene(app.ctx)
    app.stack.push(howto)
    howto.next()
    m.rest()
    labels = {_(label) for label in ("letter x2", "letter x3", "word x2", "word x3", "start here")}
    texts = m.state("howto-2")
    found(m, "howto-2", labels_over_their_squares(texts, howto.premium_squares))
    assert len(howto.premium_squares) == 5
    shown = {t.text for t in texts}
    words = {word for text in shown for word in text.split()}
    # each label whole, on one line or broken at its spaces ("palavra / dupla")
    assert all(label in shown or set(label.split()) <= words for label in labels), (labels, sorted(shown))
    assert not m.found, m.report()


def test_the_statistics_fit_at_the_largest_text_size_in_the_smallest_window(app, language, tmp_path):
    """The high scores' rows as tall as their lines are drawn (a computer's level under its
    name, the day and the rules on two lines at the right), the overview's best move's rows
    apart: nothing overlaps or is cut at 800x600 with Largest text."""
    m = Measurer(app, (800, 600), shots_dir(tmp_path), language, "largest")
    measure_statistics(m)
    assert not m.found, f"statistics at 800x600, largest text ({language}):\n{m.report()}"


def key_press(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


def test_the_rule_sets_page_scrolls_to_its_last_preset_by_keyboard_with_largest_text(app, language, tmp_path):
    """How to play's Rule sets page at 800x600 with Largest text: the presets, as big as the
    page's own text, hold more than the picture's room (in English at least), so the list
    starts at the top with "more below" under it, and the Down key scrolls it to the last
    preset's last line, the cue gone; Right and Left still turn the pages (the list back at
    its top), and Esc closes How to play."""
    m = Measurer(app, (800, 600), shots_dir(tmp_path), language, "largest")
    menu = Landing(app.ctx)
    app.stack.push(menu)
    howto = HowToScene(app.ctx)
    app.stack.push(howto)
    for _page in range(PRESETS_PAGE):
        app.step([key_press(pygame.K_RIGHT)], 1 / 60)
    assert howto.page == PRESETS_PAGE
    m.rest()
    last = preset_blurb(list(PRESETS)[-1]).replace(" ", "")

    def list_text(texts: list[DrawnText]) -> str:
        return "".join(t.text for t in sorted(texts, key=lambda t: (t.rect.y, t.rect.x))).replace(" ", "")

    top = m.state("howto-presets-top")
    if language == "en":
        assert howto.presets.most > 0, "the presets fit at Largest in 800x600: nothing to scroll"
    if howto.presets.most:
        assert last not in list_text(top) and _("more below") in {t.text for t in top}
    presses = 0
    while howto.presets.offset < howto.presets.most and presses < 100:
        app.step([key_press(pygame.K_DOWN)], 1 / 60)
        presses += 1
    assert howto.presets.offset == howto.presets.most
    m.frames(1)
    end = m.state("howto-presets-end")
    assert last in list_text(end)
    assert _("more below") not in {t.text for t in end}
    assert not m.found, m.report()
    app.step([key_press(pygame.K_RIGHT)], 1 / 60)
    assert howto.page == PRESETS_PAGE + 1
    app.step([key_press(pygame.K_LEFT)], 1 / 60)
    assert howto.page == PRESETS_PAGE and howto.presets.offset == 0
    app.step([key_press(pygame.K_ESCAPE)], 1 / 60)
    assert app.stack.top is menu


@pytest.mark.parametrize("text_size", ["normal", "large", "largest"])
@pytest.mark.parametrize("size", [(800, 600), (1280, 720), (1920, 1080), (2560, 1440)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_rule_sets_page_is_never_smaller_than_its_own_text(app, language, tmp_path, size, text_size):
    """How to play's Rule sets page at every Text size, from the smallest window to a big
    television's: each description whole and at least as big as the page's own text (in a
    big window too, where it used to stop at 24 px under text of 28), scrolling where it
    must; nothing cut or overlapping in any of its screens."""
    m = Measurer(app, size, shots_dir(tmp_path), language, text_size)
    howto = HowToScene(app.ctx)
    app.stack.push(howto)
    for _page in range(PRESETS_PAGE):
        app.step([key_press(pygame.K_RIGHT)], 1 / 60)
    m.rest()
    measure_presets(m, "howto-presets", m.state("howto-presets"))
    assert not m.found, f"Rule sets at {size[0]}x{size[1]}, {text_size} text ({language}):\n{m.report()}"


def test_the_rules_page_scrolls_between_its_title_and_back_with_largest_text(app, language, tmp_path):
    """Pause's Rules page at 800x600 with Largest text: where it holds more than the window
    Back stays in view (and in focus) and the text scrolls under the arrow keys to its last
    line; Enter goes back."""
    m = Measurer(app, (800, 600), shots_dir(tmp_path), language, "largest")
    scene = open_challenge(m)
    pause = PauseScene(app.ctx, scene)
    app.stack.push(pause)
    pause._go("rules")
    m.frames(1)
    back = pause.buttons[0]
    assert app.surface.get_rect().contains(pause.card) and pause.card.contains(back.rect), (pause.card, back.rect)
    last = pause.text_lines[-1]
    shown = {t.text for t in m.state("pause-rules-top")}
    if pause.scroll_most == 0:  # the whole text fits (English): every line of it is in view
        assert set(pause.text_lines) <= shown, sorted(set(pause.text_lines) - shown)
    else:
        assert last not in shown
    presses = 0
    while pause.scroll < pause.scroll_most and presses < 200:
        pause.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
        presses += 1
    assert pause.scroll == pause.scroll_most
    m.frames(1)
    assert last in {t.text for t in m.state("pause-rules-end")}
    assert not m.found, m.report()
    pause.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    assert pause.page == "main"


LONG_TOAST = "Screenshot saved: /home/someone/.local/share/tile-party/screenshots/tile-party-2024-05-01-12-00-00.png"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_toast_in_play_keeps_off_the_board_its_coordinates_the_scores_and_the_rack(app, language, tmp_path, size):
    m = Measurer(app, size, shots_dir(tmp_path), language)
    scene = open_challenge(m)
    layout = scene.layout
    keep = {"board and coordinates": layout.board_frame, "scoreboard": layout.scoreboard, "rack": layout.rack,
            "shuffle": layout.rack_left_buttons, "recall": layout.rack_right_buttons}
    for stage in ("challenge", "hand-off", "turn"):
        for message in (LONG_TOAST, "Not saved: the disk is full, so this game's moves since 12:04 are kept "
                                    "only until the window closes"):
            app.ctx.toast(message)
            wait_until(lambda: app.toast.slide.done, step=lambda: m.frames(1), pause=0,
                       what="the toast dropped into place")
            assert app.toast.visible
            rect = app.toast_rect()
            pygame.image.save(app.surface, str(m.folder / f"{language}-toast-{size[0]}x{size[1]}-{stage}.png"))
            assert app.surface.get_rect().contains(rect), (stage, rect)
            hits = {name: r for name, r in keep.items() if rect.colliderect(r)}
            assert not hits, f"{stage}: the toast {rect} covers {hits}"
            assert not any(rect.colliderect(r) for r in app.button_rects()), (stage, rect)
        app.toast.time_left = 0.0
        if stage == "challenge":
            scene.modals.act("continue")
            settle(m, scene)
        elif stage == "hand-off":
            scene.reveal()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_toast_on_the_menu_covers_no_button(app, language, tmp_path, size):
    """With a saved game the front page has six buttons, Continue first: a long message
    (several lines in a narrow window) rests where it covers none of them."""
    m = Measurer(app, size, shots_dir(tmp_path), language)
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    m.frames(2)
    app.jobs.wait_all()
    m.frames(1)
    menu.saved.saved_games = summaries()
    menu.saved.continue_id = "g0"
    menu.saved.show()
    m.frames(1)
    for message in (LONG_TOAST, _("Could not save settings: {reason}").format(reason=LONG_TOAST)):
        app.ctx.toast(message)
        wait_until(lambda: app.toast.slide.done, step=lambda: m.frames(1), pause=0,
                   what="the toast dropped into place")
        assert app.toast.visible
        rect = app.toast_rect()
        pygame.image.save(app.surface, str(m.folder / f"{language}-toast-menu-{size[0]}x{size[1]}.png"))
        assert app.surface.get_rect().contains(rect), rect
        buttons = app.button_rects()
        assert menu.main is not None and menu.main.get_widget("continue") is not None
        hits = [r for r in buttons if rect.colliderect(r)]
        assert not hits, f"the toast {rect} covers buttons {hits}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_an_upwords_stack_height_keeps_clear_of_the_letters_even_on_qu(app, tmp_path, size):
    """Every stacked tile of an Upwords board at this window size, Qu the widest: the ink of
    its letters and of its height in the corner do not touch."""
    m = Measurer(app, size, shots_dir(tmp_path), "en")
    game = Game(["Ana", "Ben"], rules=preset("Upwords"), lexicon=Words(), seed=1)
    scene = PlayScene(app.ctx, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(scene)
    m.frames(2)
    cell = scene.board_view.cell
    tiles = TileRenderer(app.theme, stacking=True)
    for letter in ("Q", "W", "M"):
        for height in range(1, 6):
            placed = tiles.face_glyphs("Qu" if letter == "Q" else letter, str(height), cell)
            (letters, at), (figure, corner) = placed
            ink = letters.get_bounding_rect().move(at.topleft)
            digit = figure.get_bounding_rect().move(corner.topleft)
            assert not ink.colliderect(digit), (letter, height, cell, ink, digit)
            assert pygame.Rect(0, 0, cell, cell).contains(ink), (letter, cell, ink)
    image = tiles.render("Q", cell, height=3)
    pygame.image.save(image, str(m.folder / f"qu-tile-{size[0]}x{size[1]}.png"))


def blank_ink(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> float:
    """The share of ``rect``'s pixels in the blank tiles' colour."""
    inside = rect.clip(surface.get_rect())
    hits = sum(tuple(surface.get_at((x, y)))[:3] == colour
               for x in range(inside.left, inside.right) for y in range(inside.top, inside.bottom))
    return hits / max(1, inside.w * inside.h)


def assert_blank_drawn_as_tile(app: App, texts: list[DrawnText], sentence: str) -> None:
    """``sentence`` (quoting CAt, its t a blank) is drawn in capitals with the T on a blank
    tile of its own, just after the CA (the text is drawn in pieces around the tile)."""
    whole = sentence.replace("CAt", "CAT")
    drawn = [t for t in texts if t.text.endswith("CA") and t.text in whole]
    assert drawn, f"{sentence!r} was not drawn; drew {[t.text for t in texts]}"
    assert not any("CAt" in t.text for t in texts)
    line = max(drawn, key=lambda t: len(t.text))  # the sentence, not a log row that also says CA(T)
    chips = [t for t in texts if t.text == "T" and abs(t.rect.centery - line.rect.centery) <= 2
             and 0 <= t.rect.left - line.rect.right <= 12]
    assert len(chips) == 1, (line.text, [t.text for t in texts])
    assert blank_ink(app.surface, chips[0].rect, app.theme.palette.blank_tile) > 0.2


@pytest.mark.parametrize("language", ["en"])  # it reads the English sentences around the play
def test_the_challenge_card_banner_and_note_draw_a_blank_as_a_blank_tile(app, tmp_path):
    m = Measurer(app, (1024, 768), shots_dir(tmp_path), "en")
    scene = open_challenge(m)
    assert scene.words.challenge_headings()[0] == f"{LONG_NAMES[0]} played 8G CAt for 8"  # the record keeps the case
    texts = m.state("blank-challenge")
    assert_blank_drawn_as_tile(app, texts, f"{LONG_NAMES[0]} played 8G CAT for 8")
    scene.modals.act("continue")
    settle(m, scene)
    scene.reveal()
    m.frames(1)
    assert_blank_drawn_as_tile(app, m.state("blank-preview"), f"Last move: {LONG_NAMES[0]} 8G CAt (8)")
    scene.say(f"Time's up: {LONG_NAMES[0]}'s tiles were played, 8G CAt for 8.")
    m.frames(1)
    assert_blank_drawn_as_tile(app, m.state("blank-note"), "tiles were played, 8G CAt for 8.")
    scene.announce("Time's up! Your tiles were played: 8G CAt for 8")
    m.frames(1)
    assert_blank_drawn_as_tile(app, m.state("blank-banner"), "Time's up! Your tiles were played: 8G CAt for 8")
