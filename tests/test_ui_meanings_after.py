"""Meanings after a game, headless, with a small meanings book: the replay viewer's
line under each play, and the results' "Words from this game" for a child's seat."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import wait_until

from game.lexicon import meanings as book_file
from game.lexicon.meanings import MeaningBook
from game.rules.bag import Bag
from game.rules.game import Game
from game.rules.handicap import Handicap
from game.rules.move import Challenge, Pass, TilePlay
from game.rules.ruleset import ChallengeMode, RuleSet
from game.rules.timeline import timeline_of_game
from game.setup.seats import SeatConfig

SENSES = {"cat": ["a small domesticated feline"], "za": ["pizza"], "hat": ["headdress that protects the head"]}
FORMS = {"cats": ("cat", "plural")}


class Words:
    def __init__(self, *words: str) -> None:
        self.words = set(words)

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


ENGLISH = Words("CAT", "CATS", "ZA", "HAT", "CATSH")
KIDS = Words("CAT", "CATS", "ZA", "HAT")


@pytest.fixture
def book(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(book_file, "shipped_book", lambda: MeaningBook(SENSES, FORMS))


def played_game(rules: RuleSet, child: bool = True) -> Game:
    """Ana (a child on the kids list, unless not ``child``) plays CATS, Ben ZA down through
    its A, Ana HAT down onto its T (making ZA across too), Ben passes; then the game ends."""
    handicaps = [Handicap(word_list="kids"), None] if child else None
    game = Game(["Ana", "Ben"], rules=rules, lexicon=ENGLISH, seed=1, deal=False, handicaps=handicaps,
                lexicons={"kids": KIDS} if child else None)
    game.players[0].rack, game.players[1].rack = list("CATSHAT"), list("ZAEIOU")
    game.bag = Bag(game.rng, list("EEEEEEEE"), shuffle=False)
    game.play(TilePlay.of((7, 7, "C"), (7, 8, "A"), (7, 9, "T"), (7, 10, "S")))  # CATS
    game.play(TilePlay.of((6, 8, "Z"),))  # ZA, down through the A
    game.play(TilePlay.of((5, 9, "H"), (6, 9, "A")))  # HAT, and ZA across
    game.play(Pass())
    game.end_now()
    return game


def test_the_replay_says_what_each_plays_word_means(make_app, book, shots: Path) -> None:
    game = played_game(RuleSet(name="Void test", challenge=ChallengeMode.VOID), child=False)
    app = make_app(size=(800, 600))
    viewer = app.ctx.scenes.replay(timeline_of_game(game), "Ana, Ben", rules=game.rules)
    app.stack.push(viewer)
    viewer.go(1)
    assert viewer.meaning_line() == "CATS: Looking up the meaning…"  # the book is read when first wanted
    # the app's jobs hand the book back on this thread (no frames: the best-play search stays unasked)
    wait_until(lambda: viewer.meanings.settled, step=lambda: (app.jobs.poll(), viewer.meanings.poll()),
               what="the book read")
    assert viewer.meaning_line() == "CATS: a small domesticated feline"
    viewer.go(2)
    assert viewer.meaning_line() == "ZA: pizza"
    viewer.draw(app.surface)
    pygame.image.save(app.surface, str(shots / "replay-meaning-en-800x600.png"))
    viewer.go(3)
    assert viewer.meaning_line() == "HAT: headdress that protects the head"
    viewer.go(4)  # a pass has no word
    assert viewer.meaning_line() is None


def test_the_replay_shows_no_meaning_for_a_play_challenged_off(make_app, book) -> None:
    game = Game(["Ana", "Ben"], rules=RuleSet(name="Single", challenge=ChallengeMode.SINGLE), lexicon=Words("CAT"),
                seed=1, deal=False)
    game.players[0].rack, game.players[1].rack = list("ZAXE"), list("CATE")
    game.bag = Bag(game.rng, list("EEEEEEEE"), shuffle=False)
    game.play(TilePlay.of((7, 7, "Z"), (7, 8, "A")))
    game.play(Challenge(1))  # ZA is not in this list: off the board
    viewer = app_viewer(make_app, game)
    viewer.go(1)
    assert viewer.move.withdrawn and viewer.meaning_line() is None


def app_viewer(make_app, game: Game):
    app = make_app(size=(800, 600))
    viewer = app.ctx.scenes.replay(timeline_of_game(game), "Ana, Ben", rules=game.rules)
    app.stack.push(viewer)
    return viewer


def test_the_results_list_a_childs_words_with_their_meanings(make_app, book, shots: Path) -> None:
    from game.ui.meaning_notes import SeatWords, words_from_game

    game = played_game(RuleSet(name="Void test", challenge=ChallengeMode.VOID))
    app = make_app(size=(800, 600))
    seats = [SeatConfig("Ana"), SeatConfig("Ben")]
    results = app.ctx.scenes.results(game, seats)
    app.stack.push(results)
    wait_until(lambda: results.meanings.settled, step=lambda: app.step([], 1 / 60), what="the book read")
    assert words_from_game(results.meanings, game, seats) == [
        SeatWords(0, "Ana", ("CATS: a small domesticated feline", "HAT: headdress that protects the head"))]
    assert results.showing_words
    for _ in range(30):
        app.step([], 1 / 30)
    pygame.image.save(app.surface, str(shots / "results-words-en-800x600.png"))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=results.board_view.rect.center)], 1 / 60)
    assert not results.showing_words and app.stack.top is results  # the board, under the words
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=results.board_view.rect.center)], 1 / 60)
    assert results.showing_words


def test_no_words_list_at_a_table_without_a_child(make_app, book) -> None:
    game = played_game(RuleSet(name="Void test", challenge=ChallengeMode.VOID), child=False)
    app = make_app(size=(800, 600))
    results = app.ctx.scenes.results(game, [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(results)
    app.step([], 1 / 60)
    assert results.kid_seats == [] and not results.showing_words


def test_the_replay_explains_a_kid_seats_words_as_to_a_child(make_app, monkeypatch) -> None:
    # the first sense of each word holds a word the kid-safe filter blocks
    senses = {"cat": ["a film about sex", "a small domesticated feline"], "za": ["slang with sex in it", "pizza"],
              "hat": ["headdress that protects the head"]}
    monkeypatch.setattr(book_file, "shipped_book", lambda: MeaningBook(senses, FORMS))
    game = played_game(RuleSet(name="Void test", challenge=ChallengeMode.VOID), child=True)
    viewer = app_viewer(make_app, game)
    assert viewer.kid_players == {0}  # Ana's seat is on the kids list
    viewer.go(1)
    viewer.meaning_line()  # asks for the book
    wait_until(lambda: viewer.meanings.settled, step=lambda: (viewer.ctx.jobs.poll(), viewer.meanings.poll()),
               what="the book read")
    assert viewer.meaning_line() == "CATS: a small domesticated feline"  # Ana, the child: the fit sense
    viewer.go(2)
    assert viewer.meaning_line() == "ZA: slang with sex in it"  # Ben plays by the game's rules


def test_a_long_list_of_a_childs_words_scrolls_to_the_last_word_and_back(
        make_app, book, shots: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Two children played forty words between them: at 800x600 the list is taller than
    the panel; the wheel (or the arrow keys) moves it down to Dev's last word and no
    further, and back up to the top; only the rows in sight are drawn."""
    from conftest import drawn

    from game.ui.meaning_notes import SeatWords
    from game.ui.scenes import results as results_scene

    lines = {p: tuple(f"WORD{p}{k:02d}: a thing to say" for k in range(20)) for p in (0, 1)}
    monkeypatch.setattr(results_scene, "words_from_game",
                        lambda *_args: [SeatWords(0, "Cleo", lines[0]), SeatWords(1, "Dev", lines[1])])
    game = played_game(RuleSet(name="Void test", challenge=ChallengeMode.VOID))
    app = make_app(size=(800, 600))
    results = app.ctx.scenes.results(game, [SeatConfig("Ana"), SeatConfig("Ben")])
    app.stack.push(results)
    for _ in range(10):
        app.step([], 1 / 30)

    def texts() -> set[str]:
        return {t.text for t in drawn(app)}

    first, last = lines[0][0], lines[1][-1]
    assert first in texts() and last not in texts() and "Dev" not in texts()
    assert results.words_scroll == 0 and results.words_scroll_most > 0
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)
    for _ in range(60):  # far more turns than the list needs
        app.step([wheel], 1 / 60)
    assert results.words_scroll == results.words_scroll_most
    shown = texts()
    assert last in shown and first not in shown and "Cleo" not in shown
    pygame.image.save(app.surface, str(shots / "results-words-scrolled-800x600.png"))
    up = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_UP, mod=0, unicode="")
    for _ in range(60):
        app.step([up], 1 / 60)
    assert results.words_scroll == 0 and first in texts()
    assert results.showing_words and app.stack.top is results  # scrolling neither left nor pressed a button
