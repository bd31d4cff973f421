"""A table where each seat plays by its own handicap (docs/rules.md, "Handicaps"),
driven headless in the play scene: a parent on the full list with a one-minute
clock, a child on the kids list with three hints, no clock, words checked as
played and a 25-point head start, and an Easy computer on the kids list, in a
Classic game with a two-minute clock.

Screenshots of the scoreboard and the hand-off go to the run's shots folder
(``TILE_PARTY_SHOTS`` names one to keep them)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import wait_until

from game import i18n
from game.lexicon import Lexicon
from game.lexicon.kidsfilter import shipped_filter
from game.rules.game import Game, TurnKind
from game.rules.handicap import Handicap
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play.cards import handoff_card
from game.ui.play.flow import TurnFlow
from game.ui.play.scene import PlayScene, Stage
from game.ui.scenes.pause import rules_summary
from game.ui.views.scoreboard_view import panel_rects
from game.words.handicaps import handoff_line, seat_marks

PARENT = Handicap(clock=60)
CHILD = Handicap(word_list="kids", hints=3, clock=0, checked_as_played=True, head_start=25)
ROBOT = Handicap(word_list="kids")
NAMES = ["Parent", "Child", "Robot"]
SEATS = [SeatConfig("Parent"), SeatConfig("Child"), SeatConfig("Robot", "easy")]
LANGUAGES = ("en", "pt", "zh_Hans", "zh_Hant_HK")


def family(enable: Lexicon, kids: Lexicon, handicaps: list[Handicap | None] | None = None) -> Game:
    game = Game(list(NAMES), preset("Classic").replace(clock_seconds=120), enable, seed=7,
                handicaps=handicaps or [PARENT, CHILD, ROBOT], lexicons={"kids": kids, "enable": enable})
    game.players[0].rack = list("DOGSEAR")
    game.players[1].rack = list("TITCANE")  # TIT (the bird) is in the full list, not in the kids list
    return game


@pytest.fixture
def lists(data: Path, seed_word_lists: Callable[[Path], None], enable_lexicon: Lexicon,
          kids_lexicon: Lexicon) -> tuple[Lexicon, Lexicon]:
    """Both lists, their compiled files in the test's data folder for the engine process."""
    seed_word_lists(data)
    return enable_lexicon, kids_lexicon


class Table:
    """The play scene on ``game`` in a headless window, driven frame by frame."""

    def __init__(self, make_app: Callable[..., App], game: Game, size: tuple[int, int] = (800, 600),
                 language: str = "en", seats: list[SeatConfig] | None = None) -> None:
        self.app = make_app(size=size, language=language)
        self.game = game
        self.scene = PlayScene(self.app.ctx, game, list(seats or SEATS))
        self.app.stack.push(self.scene)
        self.drawn: list[tuple[str, pygame.Rect]] = []
        theme = self.scene.theme
        real = theme.text

        def recording(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
            rect = real(surface, text, *args, **kwargs)
            self.drawn.append((text, rect))
            return rect

        theme.text = recording  # type: ignore[method-assign]
        self.settle()

    def frame(self, events: list[pygame.event.Event] | None = None, dt: float = 1 / 60) -> None:
        self.app.step(events or [], dt)

    def settle(self) -> None:
        """Frames until the scene waits for a person, its animations played out."""
        def step() -> None:
            self.scene.animator.finish_all()
            self.frame()
        wait_until(lambda: self.scene.stage in (Stage.TURN, Stage.HANDOFF, Stage.CHALLENGE, Stage.DONE)
                   and not self.scene.animator.busy, step=step, pause=0.001, what="a person's turn")

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)])

    def reveal(self, player: int) -> None:
        assert (self.scene.stage, self.game.current) == (Stage.HANDOFF, player)
        self.key(pygame.K_RETURN)
        assert self.scene.stage is Stage.TURN

    def pass_turn(self) -> None:
        self.key(pygame.K_n, mod=pygame.KMOD_CTRL)
        self.key(pygame.K_y)
        self.settle()

    def texts(self) -> list[str]:
        """The texts of one fresh frame, as drawn."""
        self.drawn.clear()
        self.app.draw()
        return [text for text, _rect in self.drawn]

    def shot(self, shots: Path, name: str) -> None:
        pygame.image.save(self.app.surface, str(shots / f"{name}.png"))


def panel_texts(t: Table, player: int) -> list[str]:
    """The texts of one fresh frame drawn in ``player``'s scoreboard panel."""
    t.texts()
    box = panel_rects(t.scene.layout.scoreboard, len(t.game.players))[player]
    return [text for text, rect in t.drawn if box.contains(rect)]


@pytest.fixture
def table(make_app: Callable[..., App], lists: tuple[Lexicon, Lexicon]) -> Iterator[Callable[..., Table]]:
    def open_table(game: Game | None = None, **options: Any) -> Table:
        return Table(make_app, game or family(*lists), **options)

    yield open_table


# ------------------------------------------------------------ each seat's clock
def test_each_turn_runs_the_seats_own_clock(table: Callable[..., Table]) -> None:
    t = table()
    scene, game = t.scene, t.game
    t.reveal(0)
    # the frame that revealed the rack ran the clock for its sixtieth of a second
    assert (scene.clock.enabled, scene.clock.limit, scene.clock.remaining) == (True, 60.0, pytest.approx(60 - 1 / 60))
    assert "60" in panel_texts(t, 0)  # the ring counts from the parent's minute
    for _second in range(59):
        t.frame(dt=1.0)
    assert (game.current, len(game.history), round(scene.clock.remaining)) == (0, 0, 1)
    t.frame(dt=1.0)  # the parent's minute is up: the turn passes by the clock
    assert [(r.player, r.kind) for r in game.history] == [(0, TurnKind.TIMEOUT)]
    t.settle()
    t.reveal(1)
    # the child has no clock: none shown, and no time-out after ten minutes of frames
    assert not scene.clock.enabled
    assert [text for text in panel_texts(t, 1) if text.isdigit()] == ["25"]  # the score, and no clock
    for _second in range(600):
        t.frame(dt=1.0)
    assert (game.current, scene.stage, len(game.history)) == (1, Stage.TURN, 1)


def test_the_rules_summary_names_each_seats_clock(table: Callable[..., Table]) -> None:
    t = table()
    lines = rules_summary(t.scene)
    assert ("Each player has their own turn clock (Parent: 1 min clock, Child: no clock, Robot: 2 min clock); "
            "at zero the turn passes and the tiles go back.") in lines
    assert not any(line.startswith("Each turn has") for line in lines)
    # each seat's handicap, and whose plays cannot be challenged
    assert "Child plays with a handicap: Kids list, 3 hints, no clock, words checked, +25 start." in lines
    assert "Robot plays with a handicap: Kids list." in lines
    assert "Words by Child are checked as they are played: their plays cannot be challenged." in lines


# ------------------------------------------------------------ the child's hints and words
def test_the_childs_hints_are_counted_and_come_from_the_ladder_for_children(table: Callable[..., Table]) -> None:
    t = table()
    scene, game = t.scene, t.game
    t.reveal(0)
    assert scene.flow.button_state("hint") == (False, "hints are off in this game")
    assert scene.words.unseen_allowed
    t.pass_turn()
    t.reveal(1)
    assert "hints: 3" in t.texts()
    assert scene.buttons["hint"].label == "Hint (3)"
    # the child plays as in a Kids game: no counting of unseen tiles (the parent may)
    assert not scene.words.unseen_allowed
    for rung in range(1, 5):  # the whole ladder of one turn costs one hint
        t.key(pygame.K_h, mod=pygame.KMOD_CTRL)
        wait_until(lambda rung=rung: scene.flow.hint_job is None and scene.flow.hint_level == rung,
                   step=t.frame, what=f"hint rung {rung}")
    assert game.hints_left(1) == 2
    drawn = t.texts()
    assert "hints: 2" in drawn and scene.buttons["hint"].label == "Hint (2)"
    best = scene.flow.hint_text
    assert best.startswith("Best everyday play: "), best
    word = best.removeprefix("Best everyday play: ").split(" at ")[0]
    assert game.word_list_of(1) is not None and game.word_list_of(1).contains(word)
    assert not shipped_filter().blocks(word)


def test_a_word_not_in_the_childs_list_is_refused_kindly_at_once(table: Callable[..., Table], shots: Path) -> None:
    t = table()
    scene, game = t.scene, t.game
    t.reveal(0)
    t.pass_turn()
    t.reveal(1)
    log_before = [line.text for line in scene.move_log().lines]
    t.key(pygame.K_SPACE)  # the cursor on the star
    for letter in "tit":
        t.key(getattr(pygame, f"K_{letter}"), unicode=letter)
    # the preview says so before the play, with no points a child would read as scored
    assert scene.words.preview_text() == ("Try another word", scene.theme.palette.accent,
                                          [("Nice try! TIT is not in your word list: try another word.",
                                            scene.theme.palette.text)])
    t.texts()
    t.shot(shots, "child-word-refused-preview-en-800x600")
    t.key(pygame.K_RETURN)
    message = "Nice try! TIT is not in your word list: try another word."
    assert (scene.message, scene.message_bad) == (message, False)
    assert message in t.texts()
    assert len(game.history) == 1 and game.board.is_empty() and game.current == 1
    assert [line.text for line in scene.move_log().lines] == log_before  # a message, never a log line
    # a word in the list stands, and is offered to nobody for a challenge
    for _tile in "tit":
        t.key(pygame.K_BACKSPACE)  # one tile back at a time, the cursor with it
    for letter in "cat":
        t.key(getattr(pygame, f"K_{letter}"), unicode=letter)
    # the child's words are judged as they are placed: a word in the list shows in green
    assert scene.words.preview_text()[:2] == ("CAT: 10 points", scene.theme.palette.good)
    t.key(pygame.K_RETURN)
    assert [(r.player, r.kind) for r in game.history][-1] == (1, TurnKind.PLAY)
    assert game.challengeable is None and scene.flow.challengers() == []
    def step() -> None:
        scene.animator.finish_all()
        t.frame()
    wait_until(lambda: scene.stage is not Stage.ANIMATING, step=step, what="the child's play shown")
    assert (scene.stage, game.current) == (Stage.THINKING, 2)  # no challenge card: the computer's turn


# ------------------------------------------------------------ the marks at the table
def test_the_marks_of_each_seat(lists: tuple[Lexicon, Lexicon]) -> None:
    game = family(*lists)
    assert [seat_marks(game, p) for p in range(3)] == [
        ["1 min clock"], ["Kids list", "no clock", "+25 start"], ["Kids list"]]
    assert handoff_line(game, 1) == "Your handicap: Kids list, no clock, +25 start, 3 hints left"
    assert handoff_line(game, 0) == "Your handicap: 1 min clock"
    plain = family(*lists, handicaps=[None, None, None])
    assert [seat_marks(plain, p) for p in range(3)] == [[], [], []]
    assert handoff_line(plain, 0) == ""


def test_a_game_without_handicaps_shows_no_marks_and_no_log_note(table: Callable[..., Table],
                                                                  lists: tuple[Lexicon, Lexicon]) -> None:
    t = table(family(*lists, handicaps=[None, None, None]))
    drawn = t.texts()
    assert not {"Kids list", "+25 start", "no clock", "This game is played with handicaps."} & set(drawn)
    assert not any(text.startswith("Your handicap") for text in drawn)


def inside(rect: pygame.Rect, box: pygame.Rect) -> bool:
    return box.contains(rect)


def assert_clear_of_the_button(t: Table, drawn: list[tuple[str, pygame.Rect]]) -> None:
    """Every line of the hand-off card sits above its reveal button."""
    card = handoff_card(t.scene.board_view.rect)
    button = min(b.rect.top for b in t.scene.modal_buttons())
    title = i18n._("Pass to {name}").format(name=t.game.current_player.name)
    # the card's texts: from its title on (the board's labels under the curtain come before)
    start = next(k for k, (text, rect) in enumerate(drawn) if text and text in title and card.contains(rect))
    lines = [(text, rect) for text, rect in drawn[start:] if card.contains(rect) and rect.top < button]
    assert lines and all(rect.bottom <= button for _text, rect in lines), lines


def test_a_long_name_and_a_handicap_still_leave_the_hand_off_lines_clear(
        table: Callable[..., Table], lists: tuple[Lexicon, Lexicon], shots: Path) -> None:
    game = Game(["Grandmother Ana", "Parent", "Child", "Robot"], preset("Classic").replace(clock_seconds=120),
                lists[0], seed=7, handicaps=[Handicap(word_list="kids", head_start=50), PARENT, CHILD, ROBOT],
                lexicons={"kids": lists[1], "enable": lists[0]})
    seats = [SeatConfig("Grandmother Ana"), *SEATS]
    t = table(game, language="pt", seats=seats)
    drawn_texts = t.texts()
    assert "Seu ajuste: Para crianças, +50 de largada" in " ".join(drawn_texts)
    assert_clear_of_the_button(t, list(t.drawn))
    t.shot(shots, "handicap-handoff-long-name-pt-800x600")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("size", [(800, 600), (1600, 1000)])
def test_the_scoreboard_and_the_hand_off_show_the_marks_whole(
        table: Callable[..., Table], shots: Path, language: str, size: tuple[int, int]) -> None:
    t = table(size=size, language=language)
    game, scene = t.game, t.scene
    assert i18n.language() == language  # the window's language, the whole process's
    marks = [seat_marks(game, p) for p in range(3)]
    line = handoff_line(game, 0)
    note = scene.words.log_note()
    assert all(marks[1]) and note and line
    t.texts()
    drawn = list(t.drawn)
    screen = pygame.Rect((0, 0), size)
    boxes = panel_rects(scene.layout.scoreboard, 3)
    for player, box in enumerate(boxes):
        chips = [rect for text, rect in drawn if text in marks[player] and box.colliderect(rect)]
        assert len(chips) == len(marks[player]), (player, marks[player], drawn)
        score = next(rect for text, rect in drawn if text == str(game.players[player].score) and box.contains(rect))
        for chip in chips:
            assert inside(chip, box) and inside(chip, screen)
            assert not chip.colliderect(score)
        assert all(not a.colliderect(b) for k, a in enumerate(chips) for b in chips[k + 1:])
    # the move log says it once, whole, at its top
    logged = [rect for text, rect in drawn if text == note]
    assert len(logged) == 1 and inside(logged[0], scene.layout.log)
    # the hand-off card: the parent's handicap, on rows inside the card
    card = handoff_card(scene.board_view.rect)
    rows = [(text, rect) for text, rect in drawn if text and text in line and card.contains(rect)]
    assert "".join(text for text, _rect in rows).replace(" ", "") == line.replace(" ", "")
    assert_clear_of_the_button(t, drawn)
    name = f"{language}-{size[0]}x{size[1]}"
    t.shot(shots, f"handicap-table-{name}")
    # the child's hand-off
    t.reveal(0)
    t.pass_turn()
    t.texts()
    t.shot(shots, f"handicap-handoff-child-{name}")


def test_a_seat_without_hints_in_a_game_with_hints_is_told_so(lists: tuple[Lexicon, Lexicon]) -> None:
    game = Game(["Parent", "Child"], preset("Party"), lists[0], seed=3,
                handicaps=[Handicap(hints=0), Handicap(word_list="kids")], lexicons={"kids": lists[1]})
    said: list[str] = []

    class View:
        def say(self, text: str, bad: bool = False, seconds: float = 4.5) -> None:
            said.append(text)

        def __getattr__(self, name: str) -> Callable[..., None]:
            return lambda *args, **kw: None

    flow = TurnFlow(game, [SeatConfig("Parent"), SeatConfig("Child")], View())
    flow.start_turn()
    flow.reveal()
    assert flow.button_state("hint") == (False, "you play without hints")
    flow.hint()
    assert said == ["You play without hints in this game."] and game.hints_left(0) == 0
    flow.pass_turn()
    flow.start_turn()
    flow.reveal()
    assert game.current == 1 and flow.button_state("hint") == (True, "no hints left")  # the Party's three


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_game_menus_rules_page_holds_every_seats_handicap_at_800_by_600(
        table: Callable[..., Table], shots: Path, language: str) -> None:
    t = table(language=language)
    t.scene.open_menu()
    t.frame()
    pause = t.app.stack.top
    pause._go("rules")
    t.frame()
    t.shot(shots, f"game-menu-rules-handicaps-{language}-800x600")
    lines = [rect for _line, rect in pause.lines]
    buttons = [button.rect for button in pause.buttons]
    screen = t.app.surface.get_rect()
    # every line within the card, above the buttons, and the buttons on the screen
    assert all(pause.card.contains(rect) for rect in lines)
    assert max(rect.bottom for rect in lines) <= min(rect.top for rect in buttons)
    assert all(screen.contains(rect) for rect in buttons)


def test_a_kids_games_refused_word_shows_no_points_either(table: Callable[..., Table],
                                                          lists: tuple[Lexicon, Lexicon]) -> None:
    """In a Kids game every seat plays as a child: a word the kids list refuses reads
    "Try another word" in the preview, never a red score a child would take for points."""
    enable, kids = lists
    game = Game(["Parent", "Child"], preset("Kids"), kids, seed=7, lexicons={"kids": kids, "enable": enable})
    game.players[0].rack = list("TITCANE")
    t = table(game, seats=[SeatConfig("Parent"), SeatConfig("Child")])
    t.reveal(0)
    t.key(pygame.K_SPACE)  # the cursor on the star
    for letter in "tit":
        t.key(getattr(pygame, f"K_{letter}"), unicode=letter)
    title, colour, lines = t.scene.words.preview_text()
    assert (title, colour) == ("Try another word", t.scene.theme.palette.accent)
    assert [c for _text, c in lines] == [t.scene.theme.palette.text]
    assert "TIT" in lines[0][0]
