"""The statistics screen keeps a player's handicap games apart ("With handicaps" under the
usual figures), and marks handicap games and scores in the games list and the high scores."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import drawn, wait_until
from rules_helpers import Words
from store_helpers import end, new_store, play, start
from test_store_stats_handicaps import handicap_game, three_games

from game import i18n
from game.ui.app import App
from game.ui.scenes.statistics import GAMES, HIGH_SCORES, OVERVIEW, StatisticsScene
from game.ui.text_probe import DrawnText
from game.words.handicaps import head_start_mark, with_handicaps_heading, with_handicaps_mark

#: where this module's screenshots go: the run's shots folder (set by the fixture below)
SHOTS = Path()


@pytest.fixture(autouse=True)
def _shots_folder(shots_here: Path) -> Path:
    return shots_here
#: every language at the smallest window, English and Hong Kong Chinese at a large one too
SCREENS = [(language, (800, 600)) for language in ("en", "pt", "zh_Hans", "zh_Hant_HK")] + [
    (language, (1600, 1000)) for language in ("en", "zh_Hant_HK")]


@pytest.mark.parametrize(("language", "size"), SCREENS, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in SCREENS])
def test_statistics_keep_handicap_games_apart_and_mark_them(
        make_app: Callable[..., App], tmp_path: Path, size: tuple[int, int], language: str) -> None:
    store = new_store(tmp_path)  # the data folder the window opens
    _first, _second, third_id = three_games(store)
    store.close()
    app = make_app(size=size, language=language)
    scene = StatisticsScene(app.ctx)
    app.stack.push(scene)

    def frame() -> None:
        app.jobs.wait_all(1.0)
        app.step([], 1 / 60)

    wait_until(lambda: scene.stats is not None and not scene.busy, step=frame, what="Ana's figures")
    assert scene.stats is not None and scene.stats.name == "Ana"
    SHOTS.mkdir(parents=True, exist_ok=True)
    label = f"{language}-{size[0]}x{size[1]}"

    texts = drawn(app)
    pygame.image.save(app.surface, str(SHOTS / f"statistics-overview-{label}.png"))
    shown = [t.text for t in texts]
    heading = with_handicaps_heading()
    assert heading in shown, shown
    below = next(t for t in texts if t.text == heading)
    # each chip's number is its top text; its label (on one line or two) is under it
    chips: dict[tuple[int, int, int, int], list[DrawnText]] = {}
    for t in sorted((t for t in texts if t.box.kind == "chip"), key=lambda t: t.rect.y):
        chips.setdefault(tuple(t.box.rect), []).append(t)
    numbers = sorted((box[1], box[0], found[0].text) for box, found in chips.items())
    # the usual chips (2 games by the rules, 1 win, average 2, best 4) above the heading,
    # the handicap game's (1 game, 1 win, 109, 109) below it
    usual = [number for top, _x, number in numbers if top < below.rect.top]
    apart = [number for top, _x, number in numbers if top > below.rect.centery]
    assert usual[:4] == ["2", "1", "2", "4"], usual
    assert apart == ["1", "1", "109", "109"], apart
    flat = "".join(shown).replace(" ", "")
    best = i18n._("best word {word}").format(word="ABCDEFG 34").replace(" ", "")
    assert best[:1].upper() + best[1:] in flat  # a line of its own, with a capital as "Best move: …"
    assert i18n._("Best move: {move} for {score}").format(move="8D ABCDEFG", score=84).replace(" ", "") in flat
    for t in texts:
        assert scene.content.contains(t.rect) or not scene.content.colliderect(t.rect), (t.text, t.rect)

    scene.open_page(GAMES)
    app.step([], 1 / 60)
    texts = drawn(app)
    pygame.image.save(app.surface, str(SHOTS / f"statistics-games-{label}.png"))
    marked = [t for t in texts if with_handicaps_mark() in t.text]
    assert len(marked) == 1, [t.text for t in texts]
    row = next(r for _i, r, _w, _e in scene.game_rows if r.colliderect(marked[0].rect))
    assert [i for i, r, _w, _e in scene.game_rows if r == row] == [
        k for k, g in enumerate(scene.games) if g.game_id == third_id]

    scene.open_page(HIGH_SCORES)
    app.step([], 1 / 60)
    texts = drawn(app)
    pygame.image.save(app.surface, str(SHOTS / f"statistics-high-scores-{label}.png"))
    marks = [t.text for t in texts if with_handicaps_mark() in t.text]
    # the one handicap score, Ana's 109 with her head start, is marked so; no other line is
    assert len(marks) == 1 and head_start_mark_text() in marks[0], [t.text for t in texts]
    scene.open_page(OVERVIEW)


def head_start_mark_text() -> str:
    from game.rules.handicap import Handicap

    mark = head_start_mark(Handicap(head_start=25))
    assert mark is not None
    return mark


def test_the_saved_games_list_marks_a_game_with_handicaps(tmp_path: Path) -> None:
    from store_helpers import start
    from test_store_stats_handicaps import handicap_game

    from game.rules.handicap import Handicap
    from game.ui.views.saved_games_view import row_text

    store = new_store(tmp_path)
    marked_id = start(store, handicap_game(["ATEEEEE", "EEEEEEE"], ["Cleo", "Dev"], [None, Handicap(head_start=10)]))
    plain_id = start(store, handicap_game(["ATEEEEE", "EEEEEEE"], ["Eve", "Fay"], [None, None]))
    rows = {s.game_id: row_text(s) for s in store.unfinished_games()}
    assert rows[marked_id].endswith(f"Classic  ·  {with_handicaps_mark()}"), rows[marked_id]
    assert with_handicaps_mark() not in rows[plain_id] and rows[plain_id].endswith("Classic")


def test_a_cut_saved_games_row_cuts_the_players_and_keeps_with_handicaps(tmp_path: Path) -> None:
    """Long names fill the row: the players are cut with an ellipsis, the rules and the
    handicap mark at its end stay whole; a row with room is not cut at all."""
    from store_helpers import start
    from test_store_stats_handicaps import handicap_game

    from game.rules.handicap import Handicap
    from game.ui.views.saved_games_view import fitted_row, row_text

    pygame.font.init()
    font = pygame.font.Font(None, 22)
    store = new_store(tmp_path)
    names = ["Maximiliana Wolkenstein", "Bartholomew Fitzgerald"]
    start(store, handicap_game(["ATEEEEE", "EEEEEEE"], names, [None, Handicap(head_start=10)]))
    [summary] = store.unfinished_games()
    whole = row_text(summary)
    room = font.size(whole)[0] * 2 // 3
    row = fitted_row(font, summary, room)
    assert font.size(row)[0] <= room
    assert row.endswith(f"Classic  ·  {with_handicaps_mark()}") and "…" in row, row
    assert row.startswith(whole.split("  ·  ")[0])  # when it was played, whole
    assert fitted_row(font, summary, font.size(whole)[0]) == whole
    narrow = fitted_row(font, summary, 120)  # no room for the players: the row is cut at its end
    assert font.size(narrow)[0] <= 120 and narrow.endswith("…")


def test_the_best_move_is_written_with_the_letters_played_through(
        make_app: Callable[..., App], tmp_path: Path) -> None:
    """Ana's best move CAT through the AT on the board reads "8G C(AT)", as the results and
    the move log write it, not the record's "8G C.."."""
    store = new_store(tmp_path)
    game = handicap_game(["ATCEEEE", "EEEEEEE"], ["Ana", "Ben"], [None, None], words=Words("AT", "CAT"))
    game_id = start(store, game)
    play(store, game_id, game, "8H AT")
    play(store, game_id, game, "-")
    play(store, game_id, game, "8G C..")
    end(store, game_id, game)
    store.close()
    app = make_app(size=(1024, 768))
    scene = StatisticsScene(app.ctx)
    app.stack.push(scene)

    def frame() -> None:
        app.jobs.wait_all(1.0)
        app.step([], 1 / 60)

    wait_until(lambda: scene.stats is not None and not scene.busy, step=frame, what="Ana's figures")
    assert scene.stats is not None and scene.stats.best_move is not None
    assert (scene.stats.best_move.notation, scene.stats.best_move.score) == ("8G C..", 5)
    shown = [t.text for t in drawn(app)]
    assert "Best move: 8G C(AT) for 5" in shown, shown
    assert not any("C.." in text for text in shown), shown
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / "statistics-best-move.png"))
