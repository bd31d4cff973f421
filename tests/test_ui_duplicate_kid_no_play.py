"""A child told, without pressing Hint, that no word fits the round's rack in Duplicate
(docs/rules.md, "Duplicate"; README, "Duplicate on the phones"), in the window.

Ana is a grown-up, Leo a child on the kid-safe list.  The round's rack is BCDFGHJ,
which no word of either list fits on the empty board.  At one TV: Ana's turn shows
nothing new, Leo's turn (behind his hand-off card) shows "No word fits your tiles
this round: press Pass." in the clock box and as a note over the board, no hint
spent, and the line goes when his turn and the round close (his phone's side:
``test_ui_duplicate_kid_no_play_phone.py``)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import wait_until
from test_ui_duplicate_phones import frame, key, texts

from game import i18n
from game.lexicon import Lexicon
from game.rules.bag import Bag
from game.rules.duplicate import DuplicateGame
from game.rules.handicap import Handicap
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts import game_seam
from game.ui.scenes.duplicate_parts.table import Step

RULES = preset("Duplicate").replace(clock_seconds=0, hints=True, hint_allowance=3)
#: no vowel, no blank: no word of either list fits it on an empty board
NO_WORD = "BCDFGHJ"


def seats(leo_on_phone: bool = False) -> list[SeatConfig]:
    return [SeatConfig("Ana"), SeatConfig("Leo", phone=leo_on_phone, handicap=Handicap(word_list="kids"))]


def game_on(rack: str, table: list[SeatConfig], enable: Lexicon, kids: Lexicon) -> DuplicateGame:
    """The game for ``table`` with ``rack`` as its first round's rack (every tile kept: the
    drawn rack goes back to the bag and ``rack`` comes out of it)."""
    game = game_seam.new_game(table, RULES, enable, {"enable": enable, "kids": kids}, random.Random(5))
    left = Counter(game.bag.tiles) + Counter(game.rack) - Counter(rack)
    game.bag = Bag(game.rng, sorted(left.elements()))
    game.rack = list(rack)
    return game


def open_scene(make_app: Callable[..., App], table: list[SeatConfig], game: DuplicateGame,
               language: str = "en") -> tuple[App, DuplicateScene]:
    app = make_app(size=(1280, 800), language=language)
    scene = DuplicateScene(app.ctx, table, RULES, seed=5, game=game)
    app.stack.push(scene)
    wait_until(lambda: scene.table is not None, step=lambda: frame(app), what="the game")
    return app, scene


def seen(app: App) -> str:
    """Every text the last frame drew, one after another (a wrapped line reads whole)."""
    return " ".join(texts(app))


@pytest.mark.parametrize("language", ["en", "pt"])
def test_a_child_at_the_tv_is_told_no_word_fits_and_a_grown_up_is_not(
        language: str, seeded_data: Path, make_app: Callable[..., App], enable_lexicon: Lexicon,
        kids_lexicon: Lexicon, shots: Path) -> None:
    table = seats()
    app, scene = open_scene(make_app, table, game_on(NO_WORD, table, enable_lexicon, kids_lexicon), language)
    flow = scene.table
    assert flow is not None
    said = i18n._("No word fits your tiles this round: press Pass.")
    wait_until(lambda: not flow.queue.busy, step=lambda: frame(app), what="the engine's answers")

    # Ana's card, then her turn: no word fits her list either, but a grown-up is told nothing new
    assert (flow.step, flow.at_tv) == (Step.HANDOFF, 0)
    frame(app, [key(pygame.K_RETURN)])
    frame(app)
    assert (flow.step, flow.at_tv) == (Step.TURN, 0)
    assert said not in seen(app) and scene.painter._hint_line() == "" and scene.message_time == 0
    scene.pass_turn()

    # Leo's card hides it as it hides everything; his turn says it, without a press
    frame(app)
    assert (flow.step, flow.at_tv) == (Step.HANDOFF, 1)
    assert said not in seen(app)
    frame(app, [key(pygame.K_RETURN)])
    frame(app)
    assert (flow.step, flow.at_tv) == (Step.TURN, 1)
    assert scene.painter._hint_line() == said  # the clock box, for his whole turn
    assert scene.message == said and scene.message_time > 0  # and a note over the board
    assert said in seen(app)
    assert scene.game.hints_used == [0, 0] and flow.hint_level == 0  # no hint spent, none asked
    assert flow.no_play == {1}
    pygame.image.save(app.surface, str(shots / f"duplicate-kid-no-play-tv-{language}.png"))

    # his pass closes the round: the line and the note go with it
    scene.pass_turn()
    wait_until(lambda: flow.step is Step.REVEAL, step=lambda: frame(app), what="the reveal")
    frame(app)
    assert scene.painter._hint_line() == "" and scene.message_time == 0
    assert said not in seen(app)
    assert scene.game.hints_used == [0, 0]
