"""Word meanings in the play scene, headless, with a small meanings book: the card a
click on the move log or the board (or Ctrl+D) opens, the meaning shown after a
play at a child's table, the hint's meaning, a standing challenge's meaning, and a
calm card when the meanings file cannot be read."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import wait_until

from game import i18n
from game.lexicon import meanings as book_file
from game.lexicon.meanings import MeaningBook, MeaningsError
from game.rules.bag import Bag
from game.rules.game import Game, TurnKind
from game.rules.handicap import Handicap
from game.rules.move import TilePlay
from game.rules.ruleset import ChallengeMode, RuleSet
from game.setup.seats import SeatConfig
from game.ui.play.scene import PlayScene, Stage

# What this file tests is imported where it is used, so each test fails on its own
# on a game without meanings, rather than the whole file failing to load.

SENSES = {
    "cat": ["a small domesticated feline kept as a pet or for catching mice"],
    "sh": ["used to ask someone to be quiet"],
    "za": ["pizza"],
    "qat": ["the leaves of a shrub, chewed as a stimulant"],
    "hat": ["headdress that protects the head from bad weather"],
}
FORMS = {"cats": ("cat", "plural")}
VOID = RuleSet(name="Void test", challenge=ChallengeMode.VOID)
SINGLE = RuleSet(name="Single test", challenge=ChallengeMode.SINGLE)
FRAME = 1 / 60
AFTER_PLAY_SECONDS = 6.0  # as game.ui.play.meanings says: checked in the test that counts it


def card(title: str, relation: str, body: str, english: bool, note: str):
    from game.words.meanings import CardWords

    return CardWords(title, relation, body, english, note)


def log_entries(scene) -> list:
    """(index, rectangle) of each entry in view in the move log."""
    from game.ui.views.move_log_view import entry_rects

    layout = scene.layout
    return entry_rects(scene.theme, layout.log, scene.words.move_log().lines, scene.log_scroll, layout.font,
                       scene.words.log_note())


class Words:
    def __init__(self, *words: str) -> None:
        self.words = set(words)

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


ENGLISH = Words("CAT", "CATS", "SH", "ZA", "HAT", "AT", "QAT")
KIDS = Words("CAT", "CATS", "SH", "ZA", "HAT", "AT")


@pytest.fixture
def book(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The game's book is a small one; the list counts the times it was read."""
    reads: list[int] = []

    def small_book() -> MeaningBook:
        reads.append(1)
        return MeaningBook(SENSES, FORMS)

    monkeypatch.setattr(book_file, "shipped_book", small_book)
    return reads


def new_game(rules: RuleSet, racks: list[str], handicaps=None, lexicons=None, lexicon=ENGLISH) -> Game:
    game = Game(["Ana", "Ben"], rules=rules, lexicon=lexicon, seed=1, deal=False, handicaps=handicaps,
                lexicons=lexicons)
    for player, rack in zip(game.players, racks):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list("EEEEEEEEEEEE"), shuffle=False)
    return game


def open_scene(make_app, game: Game, seats: list[SeatConfig], size=(800, 600), language="en"):
    app = make_app(size=size, language=language)
    scene = PlayScene(app.ctx, game, seats)
    app.stack.push(scene)
    app.step([], FRAME)
    return app, scene


def frame(app, *events: pygame.event.Event, dt: float = FRAME) -> None:
    app.step(list(events), dt)


def click(pos: tuple[int, int], button: int = 1) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos)


def key(code: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode="", scancode=0)


def to_turn(app, scene) -> None:
    """Frames until a person's turn, revealing a hand-off."""
    def step() -> None:
        if scene.stage is Stage.HANDOFF:
            frame(app, key(pygame.K_RETURN))
        else:
            frame(app)
    wait_until(lambda: scene.stage is Stage.TURN, step=step, pause=0, what="a person's turn")


def card_shows(app, scene):
    """The open card's words once the book has been read."""
    wait_until(lambda: scene.meanings.source.settled, step=lambda: frame(app), what="the book read")
    frame(app)
    assert scene.meanings.card is not None
    return scene.meanings.card_words(scene.meanings.card)


def cats_and_sh(rules: RuleSet = VOID) -> Game:
    """Ana has played CAT across the star, Ben S and H down from its end: CATS and SH."""
    game = new_game(rules, ["CATE", "SHE"])
    game.play(TilePlay.of((7, 6, "C"), (7, 7, "A"), (7, 8, "T")))
    game.play(TilePlay.of((7, 9, "S"), (8, 9, "H")))
    return game


def test_clicking_a_play_in_the_move_log_opens_its_card(make_app, book) -> None:
    app, scene = open_scene(make_app, cats_and_sh(), [SeatConfig("Ana"), SeatConfig("Ben")])
    to_turn(app, scene)
    rects = log_entries(scene)
    assert [index for index, _rect in rects] == [0, 1]
    frame(app, click(rects[0][1].center))
    from game.ui.play.meanings import OpenMeaning

    assert scene.meanings.card == OpenMeaning("CAT", 0, row=7.0)
    assert card_shows(app, scene) == card("CAT", "", SENSES["cat"][0], True, "")
    frame(app, key(pygame.K_ESCAPE))  # Esc closes the card, and only the card
    assert scene.meanings.card is None and app.stack.top is scene and scene.stage is Stage.TURN
    frame(app, click(rects[1][1].center))  # Ben's play: its main word, SH
    assert card_shows(app, scene) == card("SH", "", SENSES["sh"][0], True, "")
    frame(app, click((5, 5)))  # a click anywhere closes it
    assert scene.meanings.card is None
    assert book == [1]  # read once, on a worker thread


def test_clicking_a_word_on_the_board_names_its_base_form(make_app, book) -> None:
    app, scene = open_scene(make_app, cats_and_sh(), [SeatConfig("Ana"), SeatConfig("Ben")])
    to_turn(app, scene)
    frame(app, click(scene.board_view.square_rect(7, 6).center))  # the C of CATS
    assert card_shows(app, scene) == card("CATS", "plural of cat", SENSES["cat"][0], True, "")
    frame(app, key(pygame.K_SPACE))
    assert scene.meanings.card is None
    # the turn's own clicks still work: an empty square takes the cursor
    frame(app, click(scene.board_view.square_rect(10, 10).center))
    assert scene.meanings.card is None and scene.model.cursor == (10, 10)


def test_ctrl_d_steps_through_the_words_of_the_last_play(make_app, book) -> None:
    game = cats_and_sh()
    assert [w.word for w in game.history[-1].words] == ["SH", "CATS"]
    app, scene = open_scene(make_app, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    to_turn(app, scene)
    seen = []
    for _ in range(2):
        frame(app, key(pygame.K_d, pygame.KMOD_LCTRL))
        seen.append(card_shows(app, scene).title)
    assert seen == ["SH", "CATS"]
    frame(app, key(pygame.K_d, pygame.KMOD_LCTRL))  # after the last word, the card closes
    assert scene.meanings.card is None and app.stack.top is scene
    assert scene.model.placed == {}  # D typed no tile
    frame(app, key(pygame.K_d, pygame.KMOD_LCTRL))  # and opens again on the first
    assert card_shows(app, scene).title == "SH"
    frame(app, key(pygame.K_ESCAPE))
    assert scene.meanings.card is None and app.stack.top is scene


def test_ctrl_d_steps_on_as_a_keyboard_sends_it(make_app, book) -> None:
    """A keyboard sends Ctrl's own key press before each D (and repeats a held Ctrl's):
    each Ctrl+D steps to the next word all the same."""
    app, scene = open_scene(make_app, cats_and_sh(), [SeatConfig("Ana"), SeatConfig("Ben")])
    to_turn(app, scene)
    ctrl = key(pygame.K_LCTRL, pygame.KMOD_LCTRL)
    seen = []
    for _ in range(2):
        frame(app, ctrl, key(pygame.K_d, pygame.KMOD_LCTRL))
        seen.append(card_shows(app, scene).title)
        frame(app, ctrl, ctrl)  # Ctrl held: its key repeats
        assert scene.meanings.card is not None
    assert seen == ["SH", "CATS"]
    frame(app, ctrl, key(pygame.K_d, pygame.KMOD_LCTRL))
    assert scene.meanings.card is None and app.stack.top is scene and scene.model.placed == {}


def test_a_word_not_in_the_seats_list_shows_no_meaning(make_app, book) -> None:
    game = new_game(SINGLE, ["QATE", "SHE"])
    game.play(TilePlay.of((7, 6, "Q"), (7, 7, "A"), (7, 8, "T")))  # QAT, left standing unchallenged
    game.lexicon = Words("CAT", "SH")  # the list the seats play by has no QAT
    app, scene = open_scene(make_app, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    wait_until(lambda: scene.stage is Stage.CHALLENGE, step=lambda: frame(app))
    scene.modals.act("continue")
    to_turn(app, scene)
    frame(app, click(scene.board_view.square_rect(7, 7).center))
    words = card_shows(app, scene)
    assert words == card("QAT", "", "QAT is not in the word list, so no meaning is shown.", False, "")


def test_the_card_is_calm_when_the_meanings_file_cannot_be_read(make_app, monkeypatch) -> None:
    def broken() -> MeaningBook:
        raise MeaningsError("meanings.tsv.gz: no such file")

    monkeypatch.setattr(book_file, "shipped_book", broken)
    app, scene = open_scene(make_app, cats_and_sh(), [SeatConfig("Ana"), SeatConfig("Ben")])
    to_turn(app, scene)
    frame(app, key(pygame.K_d, pygame.KMOD_LCTRL))
    assert card_shows(app, scene) == card("SH", "", "No meanings are on file in this copy of the game.",
                                                False, "")
    assert app.stack.top is scene  # no error screen


@pytest.mark.parametrize(("contents", "logged"), [
    (b"", "no word meanings: meanings.tsv.gz is empty"),
    (None, "no word meanings: meanings.tsv.gz is not a meanings file (Error -3 while decompressing data"),
], ids=["empty", "damaged-stream"])
def test_the_card_is_calm_when_the_meanings_file_is_empty_or_its_stream_damaged(
        make_app, monkeypatch, tmp_path, caplog, contents, logged) -> None:
    import gzip

    from game import paths

    if contents is None:  # a gzip file whose compressed stream is damaged past its header
        packed = bytearray(gzip.compress(b"=cat\tfeline\n" * 1000))
        packed[12:20] = b"\xff" * 8
        contents = bytes(packed)
    (tmp_path / book_file.MEANINGS_FILE).write_bytes(contents)
    monkeypatch.setattr(paths, "ASSETS", tmp_path)
    monkeypatch.setattr(book_file, "_shipped", None)
    app, scene = open_scene(make_app, cats_and_sh(), [SeatConfig("Ana"), SeatConfig("Ben")])
    to_turn(app, scene)
    with caplog.at_level("WARNING", logger="game.ui.meaning_source"):
        frame(app, key(pygame.K_d, pygame.KMOD_LCTRL))
        assert card_shows(app, scene) == card("SH", "", "No meanings are on file in this copy of the game.",
                                              False, "")
    assert [r.getMessage() for r in caplog.records if r.getMessage().startswith(logged)], caplog.text
    assert app.stack.top is scene  # no error screen


def family_game(rules: RuleSet = VOID) -> Game:
    """Ana, a child on the kids list, and Ben on the game's list."""
    return new_game(rules, ["CATE", "HATE"], handicaps=[Handicap(word_list="kids"), None],
                    lexicons={"kids": KIDS})


def play_cat(app, scene, word: str = "cat") -> None:
    """Ana types CAT (or ``word``) across the star and plays it."""
    to_turn(app, scene)
    frame(app, click(scene.board_view.square_rect(7, 6).center))
    frame(app, *(pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch.upper(), scancode=0)
                 for ch in word))
    frame(app, key(pygame.K_RETURN))
    assert scene.game.history[-1].kind is TurnKind.PLAY


def test_a_kid_seats_play_shows_its_meaning_for_a_few_seconds(make_app, book) -> None:
    app, scene = open_scene(make_app, family_game(), [SeatConfig("Ana"), SeatConfig("Ben")])
    play_cat(app, scene)
    wait_until(lambda: scene.meanings.after is not None, step=lambda: frame(app), what="the meaning after the play")
    assert scene.meanings.card_words(scene.meanings.after) == card("CAT", "", SENSES["cat"][0], True, "")
    from game.ui.play import meanings

    assert meanings.AFTER_PLAY_SECONDS == AFTER_PLAY_SECONDS
    tenth = 0.1
    for _ in range(round(AFTER_PLAY_SECONDS / tenth) - 2):  # by the scene's clock, not the wall's
        frame(app, dt=tenth)
    assert scene.meanings.after is not None
    for _ in range(3):
        frame(app, dt=tenth)
    assert scene.meanings.after is None


def test_no_meaning_after_a_play_when_the_setting_is_off(make_app, book) -> None:
    app = make_app(size=(800, 600))
    app.settings.show_meanings = False
    scene = PlayScene(app.ctx, family_game(), [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(scene)
    play_cat(app, scene)
    to_turn(app, scene)  # Ben's turn: the play has long been shown
    for _ in range(30):
        frame(app)
    assert scene.meanings.after is None and book == []


def test_no_meaning_after_a_play_at_a_table_without_a_child(make_app, book) -> None:
    app, scene = open_scene(make_app, new_game(VOID, ["CATE", "HATE"]), [SeatConfig("Ana"), SeatConfig("Ben")])
    play_cat(app, scene)
    to_turn(app, scene)
    for _ in range(30):
        frame(app)
    assert scene.meanings.after is None


@dataclass(frozen=True)
class Hinted:
    level: int
    square: tuple[int, int] | None
    word: str | None
    position: str | None
    points: int | None
    for_children: bool = False
    no_everyday_word: bool = False
    reason: Any = None  # not the Expert's play
    leave: str = ""


def test_the_hint_says_what_its_word_means(make_app, book) -> None:
    app, scene = open_scene(make_app, new_game(VOID, ["CATE", "HATE"]), [SeatConfig("Ana"), SeatConfig("Ben")])
    to_turn(app, scene)
    scene.flow.engine._hint_ready(Hinted(3, (7, 6), "CAT", "8G", 10))  # the engine's answer, as it arrives
    wait_until(lambda: len(scene.words.preview_text()[2]) > 2, step=lambda: frame(app), what="the hint's meaning")
    lines = [text for text, _colour in scene.words.preview_text()[2]]
    assert lines[:2] == ["Play CAT at 8G for 10", "CAT: " + SENSES["cat"][0]]


def test_a_challenged_play_that_stands_says_what_it_means(make_app, book) -> None:
    game = new_game(SINGLE, ["ZAE", "HATE"])
    app, scene = open_scene(make_app, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    to_turn(app, scene)
    frame(app, click(scene.board_view.square_rect(7, 7).center))
    frame(app, *(pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch.upper(), scancode=0)
                 for ch in "za"))
    frame(app, key(pygame.K_RETURN))
    wait_until(lambda: scene.stage is Stage.CHALLENGE, step=lambda: frame(app))
    scene.modals.act("challenge:1")
    wait_until(lambda: scene.message == "ZA: pizza", step=lambda: frame(app), what="the note ZA: pizza")
    assert game.history[-1].kind is TurnKind.CHALLENGE_FAILED


def test_a_kid_seats_play_that_stood_a_challenge_shows_its_meaning_once(make_app, book) -> None:
    """The note under the board says what a standing play means: no after-play card says it a
    second time over the move log."""
    game = new_game(SINGLE, ["ZAE", "HATE"], handicaps=[Handicap(word_list="kids"), None], lexicons={"kids": KIDS})
    app, scene = open_scene(make_app, game, [SeatConfig("Ana"), SeatConfig("Ben")])
    play_cat(app, scene, "za")
    wait_until(lambda: scene.stage is Stage.CHALLENGE, step=lambda: frame(app))
    scene.modals.act("challenge:1")
    wait_until(lambda: scene.message == "ZA: pizza", step=lambda: frame(app), what="the note ZA: pizza")
    assert [r.kind for r in game.history] == [TurnKind.PLAY, TurnKind.CHALLENGE_FAILED]
    to_turn(app, scene)
    for _ in range(30):
        frame(app)
    assert scene.meanings.after is None and scene.message == "ZA: pizza"


def test_the_card_speaks_the_players_language_and_keeps_the_meaning_english(make_app, book) -> None:
    app, scene = open_scene(make_app, cats_and_sh(), [SeatConfig("Ana"), SeatConfig("Ben")], language="zh_Hans")
    assert i18n.language() == "zh_Hans"
    to_turn(app, scene)
    frame(app, click(scene.board_view.square_rect(7, 6).center))
    words = card_shows(app, scene)
    assert words == card("CATS", "cat 的复数形式", SENSES["cat"][0], True, "释义为英语，与字典一致。")


# -- screenshots for a person to look at -------------------------------------------------------

@pytest.mark.parametrize(("language", "size"), [("en", (800, 600)), ("zh_Hans", (1600, 1000))])
def test_screenshots_of_the_card_and_the_meaning_after_a_play(make_app, book, shots: Path, language, size) -> None:
    game = new_game(VOID, ["CATSE", "HATE"], handicaps=[Handicap(word_list="kids"), None], lexicons={"kids": KIDS})
    app, scene = open_scene(make_app, game, [SeatConfig("Ana"), SeatConfig("Ben")], size, language)
    play_cat(app, scene, "cats")
    wait_until(lambda: scene.meanings.after is not None, step=lambda: frame(app), what="the meaning after the play")
    frame(app)
    name = f"{language}-{size[0]}x{size[1]}"
    pygame.image.save(app.surface, str(shots / f"meaning-after-play-{name}.png"))
    to_turn(app, scene)  # Ben takes the rack
    rects = log_entries(scene)
    frame(app, click(rects[0][1].center))
    assert card_shows(app, scene).relation == ("plural of cat" if language == "en" else "cat 的复数形式")
    pygame.image.save(app.surface, str(shots / f"meaning-card-{name}.png"))


def test_the_keys_page_of_the_game_menu_tells_how_to_open_a_meaning(make_app, book, shots: Path) -> None:
    from game.ui.scenes.pause import rules_summary

    app, scene = open_scene(make_app, cats_and_sh(), [SeatConfig("Ana"), SeatConfig("Ben")])
    assert rules_summary(scene)[-2:] == [
        "Ctrl+N pass, Ctrl+S swap, Ctrl+H hint, Ctrl+Z undo, Ctrl+R shuffle, P pause.",
        "Click a word on the board or in the move log for its meaning; Ctrl+D steps through the last play."]
    scene.open_menu()
    frame(app)
    app.stack.top._go("rules")
    frame(app)
    pygame.image.save(app.surface, str(shots / "game-menu-rules-en-800x600.png"))


def test_a_card_left_open_gives_way_to_the_next_players_hand_off(make_app, book) -> None:
    app, scene = open_scene(make_app, cats_and_sh(), [SeatConfig("Ana"), SeatConfig("Ben")])
    to_turn(app, scene)
    frame(app, key(pygame.K_d, pygame.KMOD_LCTRL))
    assert scene.meanings.card is not None
    scene.flow.pass_turn()  # Ana passes (from the confirmation card): Ben's hand-off comes
    wait_until(lambda: scene.stage is Stage.HANDOFF, step=lambda: frame(app))
    frame(app)
    assert scene.meanings.card is None


def test_a_word_on_an_upwords_stack_reads_its_qu_tile_as_two_letters() -> None:
    from game.rules.upwords.board import StackBoard
    from game.ui.play.meanings import word_at

    board = StackBoard()
    for col, letter in enumerate("QIT", start=3):
        board.set(4, col, letter)
    assert word_at(board, (4, 4)) == ("QUIT", 4.0)
    assert word_at(board, (5, 5)) is None


def test_a_long_meaning_wraps_inside_the_card_at_800_by_600(make_app, book) -> None:
    from game.ui.views.meaning_card_view import CARD_LINES, card_layout
    from game.words.meanings import CardWords

    app, scene = open_scene(make_app, cats_and_sh(), [SeatConfig("Ana"), SeatConfig("Ben")])
    long = "a way of doing something that is " + "very " * 60 + "long"
    board, font = scene.board_view.rect, scene.layout.font
    rect, body, note, close = card_layout(scene.theme, board, font, CardWords("LONG", "", long, True, "note"))
    assert len(body) == CARD_LINES and body[-1].endswith("…") and " ".join(body).startswith("a way of doing")
    width = rect.w - 40
    assert all(scene.theme.font_for(line, font + 2).size(line)[0] <= width for line in body)
    assert board.contains(rect) and rect.contains(close) and note == ["note"]


def test_the_meaning_after_a_play_never_covers_the_note_under_the_hand_off(app) -> None:
    from game.ui.views.meaning_card_view import after_play_rect
    from game.words.meanings import CardWords

    area, grid = pygame.Rect(12, 12, 500, 500), pygame.Rect(60, 60, 405, 405)
    handoff = pygame.Rect(50, 133, 425, 258)
    note_top = 400  # a challenge's result under the board
    words = CardWords("SAGA", "", "a narrative telling the adventures of a hero or a family", True, "")
    rect, _lines = after_play_rect(app.theme, area, grid, 15, words, grid.centery, note_top, handoff)
    assert not rect.colliderect(handoff) and rect.bottom <= note_top
    assert rect.bottom <= handoff.top  # no room between the card and the note: above the hand-off
    roomy, _lines = after_play_rect(app.theme, area, grid, 15, words, grid.centery, None, handoff)
    assert roomy.top == handoff.bottom + 6  # no note: under the hand-off, as before


def test_the_meaning_after_a_play_sits_beside_the_board_not_over_it(make_app, book, shots: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """The card goes over the move log in the side column: the rows being played (a
    Family game's next turn plays on rows 1-3 as often as anywhere) stay in view."""
    from game.ui.play import meanings

    drawn: list[pygame.Rect] = []
    real = meanings.draw_after_play

    def drawing(*args: Any, **kwargs: Any) -> pygame.Rect:
        drawn.append(real(*args, **kwargs))
        return drawn[-1]

    monkeypatch.setattr(meanings, "draw_after_play", drawing)
    app, scene = open_scene(make_app, family_game(), [SeatConfig("Ana"), SeatConfig("Ben")])
    play_cat(app, scene)
    wait_until(lambda: scene.meanings.after is not None, step=lambda: frame(app), what="the meaning after the play")
    to_turn(app, scene)  # Ben's turn
    frame(app)
    assert scene.meanings.after is not None and drawn
    shown = drawn[-1]
    assert not shown.colliderect(scene.board_view.rect)
    assert scene.layout.side.contains(shown)
    # the log's heading and its newest line (Ana's CAT) stay in view: the card goes under them
    from game.ui.views.move_log_view import log_body

    entries = log_entries(scene)
    newest = max(entries, key=lambda entry: entry[0])
    assert newest[0] == len(scene.game.history) - 1 and shown.top == newest[1].bottom
    assert shown.top >= log_body(scene.theme, scene.layout.log, scene.layout.font).top
    pygame.image.save(app.surface, str(shots / "meaning-after-play-beside-the-board-800x600.png"))


class HeldSearch:
    """A computer's search that answers ``move`` only once the test says so."""

    cancelled = False
    stopped_short = False
    engine_died = False

    def __init__(self, move: Any) -> None:
        self.move = move
        self.done = False

    def result(self) -> Any:
        return self.move

    def stop(self) -> None:
        pass


def test_a_childs_meaning_lasts_to_be_read_out_against_the_computer(
        make_app, book, monkeypatch: pytest.MonkeyPatch) -> None:
    """With a computer at a child's table the card stays 10 s of the people's time: while
    the computer thinks its time stands still, however long; the computer's play takes it
    away when it is made (the card speaks of the last move only), and the computer's
    word's own card comes for the child's 10 s."""
    from game.ui.play import computer as play_ai
    from game.ui.play import meanings

    search = HeldSearch(TilePlay.of((6, 7, "H"), (8, 7, "T")))  # Ben's HAT down through CAT's A
    monkeypatch.setattr(play_ai, "think", lambda *_args, **_kwargs: search)
    app, scene = open_scene(make_app, family_game(), [SeatConfig("Ana"), SeatConfig("Ben", "easy")])
    play_cat(app, scene)
    wait_until(lambda: scene.meanings.after is not None, step=lambda: frame(app), what="the meaning after the play")
    assert scene.stage is Stage.THINKING and scene.meanings.after.word == "CAT"
    assert scene.meanings.after_seconds == meanings.READ_TO_A_CHILD_SECONDS == 10.0
    left = scene.meanings.after_left
    for _ in range(15):  # fifteen seconds of the computer's thinking
        frame(app, dt=1.0)
        assert scene.meanings.after is not None and scene.meanings.after_left == left
    search.done = True
    frame(app)
    assert [w.word for w in scene.game.history[-1].words] == ["HAT"]
    assert scene.meanings.after is None
    wait_until(lambda: scene.meanings.after is not None, step=lambda: frame(app), what="HAT's meaning")
    assert scene.meanings.after.word == "HAT" and scene.meanings.after_left > 9.0
    assert scene.stage is Stage.TURN and scene.game.current == 0  # read to Ana on her turn


def bens_hat(scene) -> None:
    """Ben puts H and T around CAT's A: HAT down the board (his Enter plays it)."""
    model = scene.model
    for letter, square in (("H", (6, 7)), ("T", (8, 7))):
        tile = model.find_tile(letter)
        assert tile is not None and model.place(tile, square)


def test_the_meaning_after_a_play_goes_when_the_next_move_is_played(make_app, book) -> None:
    """Ana's CAT card is up during Ben's turn; Ben plays HAT down through its A: the CAT
    card goes at once, and HAT's own card comes once HAT stands; Ana then passes and
    HAT's card goes at once too (it no longer speaks of the last move)."""
    app, scene = open_scene(make_app, family_game(), [SeatConfig("Ana"), SeatConfig("Ben")])
    play_cat(app, scene)
    wait_until(lambda: scene.meanings.after is not None, step=lambda: frame(app), what="the meaning after the play")
    to_turn(app, scene)  # Ben's turn, with CAT's card still up
    assert scene.meanings.after is not None and scene.meanings.after.word == "CAT"
    bens_hat(scene)
    frame(app, key(pygame.K_RETURN))
    assert [w.word for w in scene.game.history[-1].words] == ["HAT"]
    frame(app)
    assert scene.meanings.after is None  # gone with the move, not seconds later
    wait_until(lambda: scene.meanings.after is not None, step=lambda: frame(app), what="HAT's meaning")
    assert scene.meanings.card_words(scene.meanings.after) == card("HAT", "", SENSES["hat"][0], True, "")
    to_turn(app, scene)  # Ana's turn, HAT's card up
    assert scene.meanings.after is not None and scene.meanings.after.word == "HAT"
    scene.flow.pass_turn()
    assert scene.game.history[-1].kind is TurnKind.PASS
    frame(app)
    assert scene.meanings.after is None
    for _ in range(30):  # and nothing comes back for an earlier play
        frame(app)
    assert scene.meanings.after is None


def test_no_meaning_comes_for_a_play_the_next_move_followed_before_it_stood(
        make_app, book, monkeypatch: pytest.MonkeyPatch) -> None:
    """A computer that cannot decide passes at once, before Ana's CAT has finished being
    shown: by the time CAT's card could come, the last move is Ben's pass, so none comes."""
    from game.ui.play import computer as play_ai

    def cannot_decide(*_args: Any, **_kwargs: Any) -> Any:
        raise ValueError("no word list to search")

    monkeypatch.setattr(play_ai, "think", cannot_decide)
    app, scene = open_scene(make_app, family_game(), [SeatConfig("Ana"), SeatConfig("Ben", "easy")])
    play_cat(app, scene)
    to_turn(app, scene)  # Ana's turn again, after Ben's pass
    assert [r.kind for r in scene.game.history] == [TurnKind.PLAY, TurnKind.PASS]
    for _ in range(30):
        frame(app)
    assert scene.meanings.after is None
