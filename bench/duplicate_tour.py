"""The Duplicate screens at the TV, for ``bench/screen_tour.py`` (and so ``bench/text_sizes.py``
and tests/test_text_sizes.py) and the layout test's Largest-800x600 cases.

The table is a family's: a name at the 20-character limit, a Chinese name and a child
on the kids' list with hints (``screen_tour.SEATS``' first three).  :func:`duplicate_tour`
opens, one after another: a round at the TV (the hand-off card, a turn with tiles placed,
the child's hint), the reveal with an invalid play, the "Scan to join" card and the Menu
card of a table with two phone seats, the card naming the phone a round without a clock
waits for, the results' round table after several rounds, and the replay at a round.

The word list is a handful of words (no real one is compiled), and no engine is asked:
the round's best play comes from the table, and the hint is handed in as the engine
process answers one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

from screen_tour import Hinted, Words  # beside this module in bench/

from game.rules.bag import Bag
from game.rules.duplicate import DuplicateGame, DuplicateRules
from game.rules.handicap import Handicap
from game.rules.move import Pass
from game.rules.notation import parse_play
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig, clean_name
from game.ui.app import App
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts import game_seam
from game.ui.scenes.duplicate_parts.table import Step
from game.ui.scenes.duplicate_results import DuplicateResultsScene

LONG_NAME = clean_name("Bartholomew the Great", 0)  # cut at the 20-character limit
CHINESE_NAME = "陳小明"
CHILD = Handicap(word_list="kids", hints=10, head_start=25)
SEATS = [SeatConfig(LONG_NAME), SeatConfig(CHINESE_NAME), SeatConfig("Mia", handicap=CHILD)]
#: the same table with the first two on their phones
PHONE_SEATS = [SeatConfig(LONG_NAME, phone=True), SeatConfig(CHINESE_NAME, phone=True),
               SeatConfig("Mia", handicap=CHILD)]
WORDS = {"CAT", "CATS", "EAT", "SEAT", "TEA", "TEAS", "SEA", "ATE", "EAST", "EATS"}

#: the rounds played: each round's rack, then each seat's play ("-" a pass); TAC and TEE
#: are not words, so those plays score 0 and the reveal and the table say why
ROUNDS = [
    ("CATSEEA", [("8G", "CAT"), ("8G", "TAC"), ("8G", "CATS")]),
    ("AEETSTR", [("H7", "EAT"), ("J8", "SEAT"), None]),
    ("AEETRSE", [("11J", "TEA"), ("11J", "TEE"), ("11J", "TEAS")]),
    ("AEESTRN", [None, ("L9", "SEA"), ("L9", "TEA")]),
]


def set_rack(game: DuplicateGame, letters: str) -> None:
    """This round's rack is ``letters``; the bag keeps the rest of the set (the census holds)."""
    pool = Counter(game.bag.tiles) + Counter(game.rack)
    pool.subtract(letters)
    game.rack = list(letters)
    game.bag = Bag(game.rng, sorted(pool.elements()), shuffle=False)


def new_game(seats: list[SeatConfig], words_file: Path, clock: bool = True) -> DuplicateGame:
    rules = preset("Duplicate").replace(word_list=str(words_file))
    toggles = DuplicateRules(round_seconds=game_seam.round_seconds(rules) if clock else 0)
    game = game_seam.new_game(seats, rules, Words(WORDS), {"kids": Words(WORDS)}, random.Random(7), toggles)
    set_rack(game, ROUNDS[0][0])
    return game


def play_round(game: DuplicateGame, number: int) -> None:
    """Round ``number`` (from 0) of :data:`ROUNDS` played straight through the rules."""
    rack, plays = ROUNDS[number]
    set_rack(game, rack)
    for seat, written in enumerate(plays):
        game_seam.hand_in(game, seat, Pass() if written is None else parse_play(game.board, *written))
    game.close_round(None)


def _frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    for _frame in range(n):
        app.step([], dt)


def _until(what: str, done: Callable[[], bool], app: App, most: int = 600) -> None:
    for _frame in range(most):
        if done():
            return
        if app.jobs is not None:
            app.jobs.wait_all(0.01)
        _frames(app)
    raise RuntimeError(f"the tour waited in vain for {what}")


def _open(app: App, game: DuplicateGame, seats: list[SeatConfig]) -> DuplicateScene:
    scene = DuplicateScene(app.ctx, seats, game.rules, seed=7, remote=False, game=game)
    app.stack.push(scene)
    _until("the Duplicate table", lambda: scene.table is not None, app)
    return scene


def _place(scene: DuplicateScene, position: str, word: str) -> None:
    table = scene.table
    assert table is not None and table.model is not None
    model = table.model
    for p in parse_play(scene.game.board, position, word).placements:
        tile = model.find_tile(p.letter)
        assert tile is not None, (p.letter, model.rack_tiles)
        model.place(tile, (p.row, p.col), None)


def round_at_the_tv(app: App, folder: Path) -> Iterator[str]:
    """A round of three at the TV, each behind the hand-off card, then its reveal."""
    game = new_game(SEATS, folder / "duplicate-words.txt")
    scene = _open(app, game, SEATS)
    table = scene.table
    assert table is not None
    _frames(app, 2)
    yield "duplicate: hand-off"
    plays = ROUNDS[0][1]
    for seat in range(len(SEATS)):
        assert (table.step, table.at_tv) == (Step.HANDOFF, seat), (table.step, table.at_tv)
        scene.take_turn()
        _frames(app, 1, dt=1.0)
        written = plays[seat]
        assert written is not None
        _place(scene, *written)
        _frames(app)
        if seat == 0:
            yield "duplicate: turn"
        if seat == 2:  # the child asks for a hint (the engine's answer handed in as it comes)
            table.climb_hint()
            table.queue.clear()
            table.hint, table.hint_waiting = Hinted(4, (7, 6), "CATS", "8G", 12, for_children=True), False
            _frames(app)
            yield "duplicate: hint"
        scene.submit()
        _frames(app)
    _until("the reveal", lambda: table.step is Step.REVEAL, app)
    scene.reveal.finish()
    _frames(app, 1, dt=1.0)
    yield "duplicate: reveal"
    app.stack.pop()


def phone_table(app: App, folder: Path) -> Iterator[str]:
    """Two seats on their phones, a round without a clock: the codes card, the Menu card
    with "Play NAME on the TV" for each, then the card naming the phone the round waits for."""
    game = new_game(PHONE_SEATS, folder / "duplicate-words.txt", clock=False)
    scene = _open(app, game, PHONE_SEATS)
    table = scene.table
    assert table is not None and scene.phones.server is not None
    _frames(app, 2)
    yield "duplicate: phone codes"
    scene.phones.card.close()
    _frames(app)
    scene.ask_end()
    _frames(app)
    yield "duplicate: menu card"
    scene.keep_playing()
    # the first phone has joined and stays connected; the second hands in a pass
    scene.phones.joined.add(0)
    scene.phones.connected = lambda: frozenset({0})  # type: ignore[method-assign]
    table.hand_in_from_phone(1, Pass())
    _frames(app)
    assert (table.step, table.at_tv) == (Step.HANDOFF, 2), (table.step, table.at_tv)  # Mia, at the TV
    scene.take_turn()
    scene.pass_turn()
    _until("the card naming the phone awaited", lambda: scene.awaited.showing, app)
    _frames(app)
    yield "duplicate: waiting for a phone"
    app.stack.pop()


def after_the_game(app: App, folder: Path) -> Iterator[str]:
    """The results' round table after every round of :data:`ROUNDS`, then Watch at a round."""
    words = folder / "duplicate-words.txt"
    game = new_game(SEATS, words)
    for number in range(len(ROUNDS)):
        if number:
            game.next_round()
        play_round(game, number)
    game.end_now()
    results = DuplicateResultsScene(app.ctx, game, list(SEATS))
    app.stack.push(results)
    _frames(app, 1, dt=5.0)
    _frames(app, 1, dt=5.0)
    yield "duplicate: results"
    results.watch_again()
    replay = app.stack.top
    _frames(app, 2)
    replay.previous()  # type: ignore[attr-defined]
    replay.previous()  # type: ignore[attr-defined]
    _until("the meanings book", lambda: replay.meanings.settled, app)  # type: ignore[attr-defined]
    _frames(app, 2)
    yield "duplicate: replay"
    app.stack.pop()
    app.stack.pop()


def duplicate_tour(app: App, folder: Path) -> Iterator[str]:
    """Every Duplicate screen at the TV on ``app`` in turn (see the module); ``folder`` holds
    the word list the replay reads."""
    (folder / "duplicate-words.txt").write_text("\n".join(sorted(WORDS)) + "\n", encoding="utf-8")
    yield from round_at_the_tv(app, folder)
    yield from phone_table(app, folder)
    yield from after_the_game(app, folder)

