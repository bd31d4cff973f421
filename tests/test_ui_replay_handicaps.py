"""The replay viewer shows each player's handicap from the record's ``#handicap`` lines,
and searches the best play of a player with a word list of their own in that list
(docs/rules.md, "Handicaps")."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import drawn, wait_until

from game import i18n
from game.engine.best_play import BestPlay
from game.rules.handicap import Handicap
from game.rules.timeline import read_record
from game.ui.app import App
from game.ui.scenes.replay import ReplayScene, describe_move

#: where this module's screenshots go: the run's shots folder (set by the fixture below)
SHOTS = Path()


@pytest.fixture(autouse=True)
def _shots_folder(shots_here: Path) -> Path:
    return shots_here
#: every language at the smallest window, English and Hong Kong Chinese at a large one too
SCREENS = [(language, (800, 600)) for language in ("en", "pt", "zh_Hans", "zh_Hant_HK")] + [
    (language, (1600, 1000)) for language in ("en", "zh_Hant_HK")]


def record(tmp_path: Path) -> tuple[bytes, Path]:
    """Ana passes; Kid (her own short list, 3 hints, a 2-minute clock, words checked, a head
    start of 25) plays AT for 4: 29.  The game's list has ATE, EAT and TEA for 6."""
    game_list = tmp_path / "words.txt"
    game_list.write_text("AT\nTA\nEAT\nTEA\nATE\nETA\n")
    kid_list = tmp_path / "kidwords.txt"
    kid_list.write_text("AT\nTA\n")
    kid = Handicap(word_list=str(kid_list), hints=3, clock=120, checked_as_played=True, head_start=25)
    text = "\n".join([
        "#character-encoding UTF-8",
        "#player1 Ana Ana",
        "#player2 Kid Kid",
        f"#handicap {kid.pragma('Kid')}",
        ">Ana: ATEEEEE - +0 0",
        ">Kid: ATEEEEE 8H AT +4 29",
        "",
    ])
    return text.encode("utf-8"), game_list


def step(app: App, *keys: int) -> None:
    events = [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0) for k in keys]
    app.step(events, 1 / 60)


def test_the_timeline_keeps_each_players_handicap(tmp_path: Path) -> None:
    data, _game_list = record(tmp_path)
    timeline = read_record(data, "kid.gcg")
    assert timeline.handicap(0) is None
    kid = timeline.handicap(1)
    assert kid is not None and (kid.hints, kid.clock, kid.head_start) == (3, 120, 25)
    assert timeline.totals[0] == (0, 25)  # the head start before the first move
    assert timeline.totals[-1] == (0, 29)


@pytest.mark.parametrize(("language", "size"), SCREENS, ids=[f"{lang}-{w}x{h}" for lang, (w, h) in SCREENS])
def test_the_viewer_shows_the_marks_and_judges_a_kid_by_their_own_list(
        make_app: Callable[..., App], tmp_path: Path, size: tuple[int, int], language: str) -> None:
    data, game_list = record(tmp_path)
    app = make_app(size=size, language=language)
    viewer = app.ctx.scenes.replay(read_record(data, "kid.gcg"), "kid.gcg", word_list=str(game_list))
    assert isinstance(viewer, ReplayScene)
    app.stack.push(viewer)
    step(app, pygame.K_HOME)
    step(app, pygame.K_RIGHT)  # Ana's pass: her best play is from the game's list

    def settle() -> None:
        app.jobs.wait_all(1.0)
        step(app)

    wait_until(lambda: viewer.best != "", step=settle, what="Ana's best play")
    assert isinstance(viewer.best, BestPlay) and (viewer.best.word, viewer.best.score) == ("ATE", 6)
    step(app, pygame.K_RIGHT)  # Kid's AT: her best play is from her own list, where AT is the best
    wait_until(lambda: viewer.best != "", step=settle, what="Kid's best play")
    assert isinstance(viewer.best, BestPlay) and (viewer.best.word, viewer.best.score) == ("AT", 4)
    assert viewer.left_on_table == 0
    texts = drawn(app)
    shown = [t.text for t in texts]
    flat = "".join(shown).replace(" ", "")
    wanted = ["kidwords", i18n.ngettext("{count} hint", "{count} hints", 3).format(count=3),
              i18n.pgettext("seat mark", "{n} min clock").format(n=2),
              i18n._("words checked"), i18n.pgettext("seat mark", "+{n} start").format(n=25)]
    marks = i18n.join_list(wanted)
    # over one row or more under Kid's name, each a list of whole marks
    separator = i18n._(", ")
    rows = [t.text for t in texts if t.text and all(part in wanted for part in t.text.split(separator))]
    assert [part for row in rows for part in row.split(separator)] == wanted, shown
    own = i18n._("Best plays for {name} come from their own word list: {list}.").format(name="Kid", list="kidwords")
    assert own.replace(" ", "") in flat, shown
    assert "29" in shown  # the head start is in her total
    # every text of it stays in the panel beside the board
    for t in texts:
        if t.box.kind != "button" and len(t.text) > 3 and t.text.replace(" ", "") in (marks + own).replace(" ", ""):
            assert viewer.panel.contains(t.rect), (t.text, t.rect, viewer.panel)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / f"replay-{language}-{size[0]}x{size[1]}.png"))


def test_watch_from_the_results_carries_the_handicaps_into_the_viewer(make_app: Callable[..., App]) -> None:
    from test_ui_results_handicaps import CHILD, Words

    from game.rules.bag import Bag
    from game.rules.game import Game
    from game.rules.ruleset import RuleSet
    from game.setup.seats import SeatConfig
    from game.ui.scenes.replay import own_list, player_marks
    from game.words.handicaps import handicap_marks

    words = Words("ABCDEFG", "AT")
    game = Game(["Ana", "Ben", "Cleo"], RuleSet(name="Classic"), words, seed=1, deal=False,
                handicaps=[Handicap(head_start=10), CHILD, None], lexicons={"kids": words})
    for player, rack in zip(game.players, ["ABCDEFG", "ATEEEEE", "QZXJKVW"]):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list("EEEEAAAATTTTRRRRSSSS"), shuffle=False)
    for move in ("8D ABCDEFG", "-", "-"):
        game.play_text(move)
    app = make_app(size=(800, 600))
    app.stack.push(app.ctx.scenes.results(game, [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo")]))
    step(app)
    step(app, pygame.K_w)  # Watch
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    rules = game.rules
    # the record resolves every field; the viewer shows only what differs from the game's rules
    assert viewer.timeline.handicap(0) == Handicap(word_list="enable", hints=0, clock=0, head_start=10)
    assert player_marks(viewer.timeline, 0, rules) == ["+10 start"]
    assert player_marks(viewer.timeline, 1, rules) == handicap_marks(CHILD, rules) == [
        "Kids list", "3 hints", "2 min clock", "words checked", "+25 start"]
    assert player_marks(viewer.timeline, 2, rules) == []
    # Ben's best plays are searched in the kid-safe list, the others' in the game's
    assert [own_list(viewer.timeline, k, rules) for k in range(3)] == [None, "kids", None]
    assert viewer.timeline.totals[0] == (10, 25, 0)


def child_record(tmp_path: Path) -> tuple[bytes, Path]:
    """Ana (the game's list) plays AT for 4 where ATE makes 6; Leo (a child: the kids
    list, a head start of 25) passes with a rack that makes words."""
    game_list = tmp_path / "words.txt"
    game_list.write_text("AT\nTA\nEAT\nTEA\nATE\nETA\n")
    leo = Handicap(word_list="kids", head_start=25)
    text = "\n".join([
        "#character-encoding UTF-8",
        "#player1 Ana Ana",
        "#player2 Leo Leo",
        f"#handicap {leo.pragma('Leo')}",
        ">Ana: ATEEEEE 8H AT +4 4",
        ">Leo: ATEEEEE - +0 25",
        "",
    ])
    return text.encode("utf-8"), game_list


def test_a_childs_turn_names_the_best_play_as_another_good_word() -> None:
    """A child is told the better play warmly, with no points "left on the table";
    a grown-up's turn reads as before."""
    text = "\n".join(["#player1 Ana Ana", "#player2 Leo Leo", ">Ana: ATEEEEE - +0 0",
                      ">Leo: QUEENSA - +0 0", ""]).encode("utf-8")
    timeline = read_record(text, "leo.gcg")
    queen = BestPlay("QUEEN", "8D", 55, ())
    child = describe_move(timeline, 2, queen, child=True)
    assert child[1:] == [("Another good word here: QUEEN for 55 points", "highlight")]
    grown = describe_move(timeline, 2, queen)
    assert grown[1:] == [("Best play: QUEEN at 8D for 55", "highlight"), ("55 points left on the table", "accent")]


@pytest.mark.parametrize("language", ["en", "zh_Hant_HK", "pt"])
def test_the_viewer_tells_leo_another_good_word_and_ana_the_points_left(
        make_app: Callable[..., App], tmp_path: Path, language: str) -> None:
    data, game_list = child_record(tmp_path)
    app = make_app(size=(1024, 768), language=language)
    viewer = app.ctx.scenes.replay(read_record(data, "leo.gcg"), "leo.gcg", word_list=str(game_list))
    assert isinstance(viewer, ReplayScene)
    app.stack.push(viewer)
    step(app, pygame.K_HOME)

    def settle() -> None:
        app.jobs.wait_all(1.0)
        step(app)

    step(app, pygame.K_RIGHT)  # Ana's AT for 4, where ATE makes 6
    wait_until(lambda: viewer.best != "", step=settle, what="Ana's best play")
    flat = "".join(t.text for t in drawn(app)).replace(" ", "")
    assert i18n.ngettext("{points} point left on the table", "{points} points left on the table", 2).format(
        points=2).replace(" ", "") in flat
    step(app, pygame.K_RIGHT)  # Leo's pass: a child is told the best play warmly
    wait_until(lambda: viewer.best != "", step=settle, what="Leo's best play", timeout=60)
    best = viewer.best
    assert isinstance(best, BestPlay) and best.score > 0
    shown = [t.text for t in drawn(app)]
    flat = "".join(shown).replace(" ", "")
    warm = i18n.ngettext("Another good word here: {word} for {points} point",
                         "Another good word here: {word} for {points} points", best.score).format(
        word=best.word, points=best.score)
    assert warm.replace(" ", "") in flat, shown
    left = i18n.ngettext("{points} point left on the table", "{points} points left on the table", best.score)
    assert left.format(points=best.score).replace(" ", "") not in flat, shown
    SHOTS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.surface, str(SHOTS / f"replay-child-{language}.png"))
