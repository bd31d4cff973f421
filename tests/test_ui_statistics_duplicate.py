"""The statistics screen shows a player's Duplicate games under a heading of their own
("In Duplicate": games, wins, rounds, average and best total, share of the top by the
club rule, the best play), apart from the classic figures, which they never change."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import drawn, wait_until
from test_store_duplicate import new_game, play_round, store_at

from game import i18n
from game.rules.duplicate import DuplicateRules, TopSource
from game.rules.game import Game
from game.rules.move import Pass
from game.rules.ruleset import preset
from game.store import GameStore, Seat, TurnEntry
from game.store.duplicate import DUPLICATE, duplicate_entry
from game.ui.app import App
from game.ui.scenes.statistics import StatisticsScene
from game.ui.text_probe import DrawnText

#: where this module's screenshots go: the run's shots folder (set by ``shots_here``)
SHOTS = Path()
SCREENS = [("en", (800, 600)), ("zh_Hant_HK", (800, 600)), ("pt", (1280, 800))]


@pytest.mark.parametrize(("language", "size"), SCREENS, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in SCREENS])
def test_the_player_page_shows_duplicate_games_apart(
        make_app: Callable[..., App], data: Path, shots_here: Path, language: str,
        size: tuple[int, int]) -> None:
    store = store_at(data)
    classic = Game(["Ana", "Ben"], preset("Classic"), seed=1)
    classic_id = GameStore.new_game_id()
    store.create_game(classic_id, [Seat("Ana"), Seat("Ben")], "Classic", TurnEntry.capture(classic, "start"))
    while not classic.over:
        classic.play(Pass())
        store.record_turn(classic_id, TurnEntry.capture(classic, "pass"))
    game = new_game(seed=9)
    game.duplicate = DuplicateRules(top=TopSource.ENGINE, round_seconds=120)
    game_id = GameStore.new_game_id()
    store.create_game(game_id, [Seat("Ana"), Seat("Ben"), Seat("Cleo", "medium")], "Club Duplicate",
                      duplicate_entry(game, "start"), DUPLICATE)
    rng = random.Random(4)
    for _ in range(2):
        play_round(store, game_id, game, rng)  # two rounds; the club's top is the engine's
    game.end_now()
    store.record_turn(game_id, duplicate_entry(game, "end"))
    dup = store.profile_stats("Ana").duplicate  # type: ignore[union-attr]
    store.close()
    assert dup is not None and dup.games == 1 and dup.rounds == 2

    app = make_app(size=size, language=language)
    scene = StatisticsScene(app.ctx)
    app.stack.push(scene)

    def frame() -> None:
        app.jobs.wait_all(1.0)
        app.step([], 1 / 60)

    wait_until(lambda: scene.stats is not None and not scene.busy, step=frame, what="Ana's figures")
    texts = drawn(app)
    pygame.image.save(app.surface, str(SHOTS / f"statistics-duplicate-{language}-{size[0]}x{size[1]}.png"))
    shown = [t.text for t in texts]
    heading = i18n._("In Duplicate")
    assert heading in shown, shown
    below = next(t for t in texts if t.text == heading)
    chips: dict[tuple[int, int, int, int], list[DrawnText]] = {}
    for t in sorted((t for t in texts if t.box.kind == "chip"), key=lambda t: t.rect.y):
        chips.setdefault(tuple(t.box.rect), []).append(t)
    numbers = sorted((box[1], box[0], found[0].text) for box, found in chips.items())
    usual = [number for top, _x, number in numbers if top < below.rect.top]
    apart = [number for top, _x, number in numbers if top > below.rect.centery]
    ana_classic = classic.scores[0]
    # the classic chips (1 game, its win or not, average and best): the Duplicate game changes none
    assert usual[:4] == ["1", "1" if 0 in classic.result.winners else "0", str(ana_classic), str(ana_classic)]
    total = game.scores[0]
    assert apart == ["1", "1" if 0 in game.result.winners else "0", "2", str(total), str(total),
                     f"{dup.average_share:.0f}%"]
    assert dup.best_play is not None
    line = i18n._("Best play: {play} for {score}").format(play=dup.best_play.notation, score=dup.best_play.score)
    assert line.replace(" ", "") in "".join(shown).replace(" ", "")
    for t in texts:
        assert scene.content.contains(t.rect) or not scene.content.colliderect(t.rect), (t.text, t.rect)
