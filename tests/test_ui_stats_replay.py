"""The statistics screen and the replay viewer, headless: exact figures, the chart's series,
the board and scores at every step, the best play, and ``python main.py replay``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from conftest import wait_until
from rules_helpers import set_up
from store_helpers import SCRIPT, new_store, scripted_game, two_games

from game.engine.best_play import BestPlay, best_play
from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.gcg import parse_gcg
from game.rules.move import TilePlay
from game.rules.ruleset import preset
from game.rules.timeline import read_record, timeline_of_game
from game.store import Profile
from game.ui import launcher
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.replay import ReplayScene, describe_move, log_lines
from game.ui.scenes.statistics import GAMES, HIGH_SCORES, StatisticsScene
from game.ui.scenes.statistics_parts import figures as figures_module
from game.ui.text_probe import TextProbe
from game.ui.theme import seat_colour
from game.ui.views.chart_view import ChartLine

ROOT = Path(__file__).resolve().parent.parent
RECORD = ROOT / "tests" / "data" / "gcg" / "macondo" / "noah_vs_peter.gcg"
RECORD_WITH_BLANK = ROOT / "tests" / "data" / "gcg" / "macondo" / "phony_tiles_returned.gcg"


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


def click(pos: tuple[int, int]) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]


def run(app: App, frames: int, events: list[pygame.event.Event] | None = None) -> None:
    for i in range(frames):
        app.step(list(events or []) if i == 0 else [], 1 / 60)


def settle(app: App, done, seconds: float = 60.0) -> None:
    """Frames until ``done()`` (a read on a worker thread, a search in the engine process)."""
    wait_until(done, seconds, step=lambda: (app.jobs.wait_all(1.0), run(app, 1)), pause=0.01)
    run(app, 2)


def shot(app: App, path: Path) -> None:
    pygame.image.save(app.surface, str(path))
    assert path.stat().st_size > 10_000


@pytest.fixture
def make_app(make_app):
    """conftest's windows, 1280 x 800 unless a size is given."""
    return lambda size=(1280, 800): make_app(size=size)


# -- statistics -------------------------------------------------------------------


def test_statistics_show_exact_figures_and_the_chart_gets_the_scores(make_app, tmp_path, monkeypatch):
    store = new_store(tmp_path)
    first_id, second_id = two_games(store)
    store.ensure_profile("Zoe")
    store.close()
    charts: list[tuple[list[ChartLine], str]] = []
    real_chart = figures_module.draw_line_chart

    def chart(surface, theme, area, title, lines, x_label, font, shown=1.0):
        charts.append((list(lines), x_label))
        return real_chart(surface, theme, area, title, lines, x_label, font, shown)

    monkeypatch.setattr(figures_module, "draw_line_chart", chart)
    app = make_app()
    scene = StatisticsScene(app.ctx)
    app.stack.push(scene)
    settle(app, lambda: scene.stats is not None)
    # the Medium computer Ben of the first game is a profile apart from the person ben
    assert scene.profiles == [Profile("Ana", "human", 0), Profile("ben", "human", 1),
                              Profile("Ben", "medium", 1), Profile("Zoe")]
    ana = scene.stats
    assert ana is not None
    assert (ana.name, ana.games, ana.wins, ana.average_score, ana.best_score, ana.bingos) == (
        "Ana", 2, 1, 42.0, 84, 1)
    assert ana.best_word is not None and (ana.best_word.word, ana.best_word.score) == ("ABCDEFG", 34)
    assert ana.best_move is not None and (ana.best_move.notation, ana.best_move.score) == ("8D ABCDEFG", 84)
    # the chart: Ana's score game by game, oldest first, the win ringed
    assert charts[-1] == ([ChartLine((84, 0), seat_colour(0), bold=True, marks=(True, False))], "2 games")
    # the best word is drawn in tiles, seven of them side by side
    assert scene.figures.best_word_rect.w > 7 * 30 and scene.figures.best_word_rect.h >= 30
    assert [(h.name, h.score) for h in scene.high_scores] == [("Ana", 84), ("ben", 4), ("Ben", 0), ("Ana", 0)]
    shot(app, tmp_path / "statistics-ana.png")

    run(app, 2, [key(pygame.K_DOWN)])
    settle(app, lambda: scene.stats is not None and scene.stats.name == "ben")
    ben = scene.stats
    assert (ben.games, ben.wins, ben.average_score, ben.best_score, ben.turns) == (1, 1, 4.0, 4, 1)
    assert charts[-1][0][0].values == (4,) and charts[-1][0][0].marks == (True,)

    run(app, 2, [key(pygame.K_DOWN)])
    settle(app, lambda: scene.stats is not None and scene.stats.name == "Ben")
    computer = scene.stats
    assert (computer.games, computer.wins, computer.best_score, computer.turns) == (1, 0, 0, 1)
    assert charts[-1][0][0].values == (0,) and charts[-1][0][0].marks == (False,)

    run(app, 2, [key(pygame.K_DOWN)])  # Zoe never finished a game: the empty card, no chart
    settle(app, lambda: scene.stats is not None and scene.stats.name == "Zoe")
    drawn = len(charts)
    run(app, 3)
    assert scene.stats.games == 0 and len(charts) == drawn
    shot(app, tmp_path / "statistics-zoe.png")

    run(app, 2, click(scene.profile_rects[0].center))  # back to Ana with the mouse
    settle(app, lambda: scene.stats is not None and scene.stats.name == "Ana")
    assert scene.selected == 0


def test_a_profiles_games_export_as_gcg_and_open_in_the_viewer(make_app, tmp_path):
    store = new_store(tmp_path)
    first_id, second_id = two_games(store)
    store.close()
    app = make_app((800, 600))
    scene = StatisticsScene(app.ctx)
    app.stack.push(scene)
    settle(app, lambda: scene.stats is not None)
    run(app, 2, [key(pygame.K_TAB)])
    assert scene.page == GAMES
    assert [g.game_id for g in scene.games] == [second_id, first_id]  # newest first
    assert [index for index, *_ in scene.game_rows] == [0, 1]
    shot(app, tmp_path / "statistics-games.png")

    run(app, 2, [key(pygame.K_PAGEDOWN)])
    run(app, 2, [key(pygame.K_e)])  # export the focused (older) game
    settle(app, lambda: not scene.busy)
    written = sorted((tmp_path / "records").glob("*.gcg"))
    assert len(written) == 1
    record = parse_gcg(written[0].read_bytes())
    assert [p.name for p in record.players] == ["Ana", "Ben"]
    assert record.events[0].move_text() == "8D ABCDEFG" and record.events[0].score == 84

    _index, _row, watch, _export = scene.game_rows[0]
    run(app, 2, click(watch.rect.center))  # watch the newer game
    settle(app, lambda: isinstance(app.stack.top, ReplayScene))
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.timeline.names == ("ANA", "ben") and viewer.scores == (0, 4)
    run(app, 2, [key(pygame.K_ESCAPE)])
    assert app.stack.top is scene
    run(app, 2, [key(pygame.K_TAB)])
    assert scene.page == HIGH_SCORES
    shot(app, tmp_path / "statistics-high-scores.png")
    run(app, 2, [key(pygame.K_ESCAPE)])
    assert isinstance(app.stack.top, MenuScene)


def test_statistics_with_no_games_yet(make_app, tmp_path, monkeypatch):
    headings: list[str] = []
    real_empty = StatisticsScene._draw_empty

    def empty(self, surface, body, heading, text):
        headings.append(heading)
        real_empty(self, surface, body, heading, text)

    monkeypatch.setattr(StatisticsScene, "_draw_empty", empty)
    app = make_app((800, 600))
    scene = StatisticsScene(app.ctx)
    app.stack.push(scene)
    settle(app, lambda: scene.profiles is not None)
    assert scene.profiles == [] and scene.stats is None
    assert headings[-1] == "No games yet!"
    for k in (pygame.K_DOWN, pygame.K_UP, pygame.K_RETURN, pygame.K_e, pygame.K_g):
        run(app, 2, [key(k)])
    assert scene.page == GAMES and headings[-1] == "No games yet!"
    run(app, 2, [key(pygame.K_h)])
    assert headings[-1] == "No high scores yet"
    shot(app, tmp_path / "statistics-empty.png")


def test_the_menu_opens_statistics(make_app):
    app = make_app()
    menu = MenuScene(app.ctx)
    app.stack.push(menu)
    run(app, 2)
    menu.main.get_widget("statistics").apply()
    run(app, 2)
    assert isinstance(app.stack.top, StatisticsScene)


# -- the replay viewer --------------------------------------------------------------


def test_stepping_shows_exactly_the_game_at_each_move(make_app, tmp_path):
    game = scripted_game()
    app = make_app()
    viewer = app.ctx.scenes.replay(timeline_of_game(game), "Ana, Ben", rules=game.rules)
    app.stack.push(viewer)
    assert isinstance(viewer, ReplayScene)
    run(app, 2)
    assert viewer.step == len(viewer.timeline)  # opens at the end
    assert viewer.board.cells() == game.board.cells()
    assert viewer.scores == tuple(game.result.final_scores)
    run(app, 2, [key(pygame.K_HOME)])
    assert viewer.step == 0 and viewer.board.cells() == Board().cells() and viewer.scores == (0, 0)
    for k in range(1, len(SCRIPT)):
        run(app, 2, [key(pygame.K_RIGHT)])
        played = scripted_game(k)
        assert viewer.step == k
        assert (viewer.board.cells(), viewer.scores) == (played.board.cells(), tuple(played.scores)), k
    for k in range(len(SCRIPT) - 2, -1, -1):
        run(app, 2, [key(pygame.K_LEFT)])
        played = scripted_game(k)
        assert (viewer.board.cells(), viewer.scores) == (played.board.cells(), tuple(played.scores)), k
    run(app, 2, click(viewer.buttons.buttons[2].rect.center))  # Next, with the mouse
    assert viewer.step == 1 and viewer.scores == (10, 0)
    run(app, 2, [key(pygame.K_END)])
    assert viewer.step == len(viewer.timeline)
    run(app, 2, [key(pygame.K_RIGHT)])
    assert viewer.step == len(viewer.timeline)  # nothing after the end


def test_the_viewer_shows_the_best_play_and_the_points_left_on_the_table(make_app, tmp_path):
    game = scripted_game()
    words = tmp_path / "words.txt"  # a short list, searched in the engine process like any other
    words.write_text("AT\nTA\nEAT\nTEA\nATE\nETA\n")
    app = make_app()
    viewer = app.ctx.scenes.replay(timeline_of_game(game), "Ana, Ben", word_list=str(words), rules=game.rules)
    app.stack.push(viewer)
    run(app, 2, [key(pygame.K_HOME)])
    for _step in range(3):  # Ben's AT for 4, on the board CAT left when it was challenged off
        run(app, 1, [key(pygame.K_RIGHT)])
    assert viewer.move is not None and viewer.move.text == "8H AT" and viewer.move.rack == "ATEEEEE"
    assert viewer.best == ""  # thinking, and the frames go on meanwhile
    settle(app, lambda: viewer.best != "")
    # every three-letter word through the centre scores 3 x 2; ties go to the first notation
    assert viewer.best == BestPlay("ATE", "8F", 6, ((7, 5, "A"), (7, 6, "T"), (7, 7, "E")))
    assert viewer.best == best_play(Board(), "ATEEEEE", Lexicon.from_words(words.read_text().split(), "w"))
    assert viewer.left_on_table == 2
    shot(app, tmp_path / "replay-best.png")
    run(app, 2, [key(pygame.K_b)])  # the best play on the board as it was before the move
    assert viewer.board.cells() == Board().cells()
    shot(app, tmp_path / "replay-best-shown.png")
    run(app, 2, [key(pygame.K_b)])
    assert viewer.board.cells() == scripted_game(3).board.cells()
    run(app, 2, [key(pygame.K_LEFT)])  # the withdrawal is not a turn: no best play to find
    assert viewer.best == "none" and viewer.left_on_table is None


def test_results_watch_again_opens_the_viewer_on_the_game(make_app):
    game = scripted_game()
    app = make_app()
    results = app.ctx.scenes.results(game, [])
    app.stack.push(results)
    run(app, 3, [key(pygame.K_w)])
    viewer = app.stack.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.timeline.names == ("Ana", "Ben") and viewer.board.cells() == game.board.cells()
    run(app, 2, [key(pygame.K_ESCAPE)])
    assert app.stack.top is results


def test_main_replay_opens_a_record_in_the_viewer(make_app, tmp_path, monkeypatch):
    opened: list[object] = []
    real_run = App.run

    def run_app(self, first=None):
        opened.append(first)
        return real_run(self, first)

    monkeypatch.setattr(App, "run", run_app)
    assert launcher.replay_main([str(RECORD), "--max-frames", "5", "--data-dir", str(tmp_path)]) == 0
    viewer = opened[0]
    assert isinstance(viewer, ReplayScene)
    assert viewer.timeline.names == ("Noah", "Peter Armstrong") and len(viewer.timeline) == 46
    assert viewer.scores == (471, 407)  # the record's last totals


def replay_command(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "replay", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=120)


def test_main_replay_runs_frames_and_exits(tmp_path):
    done = replay_command(str(RECORD), "--max-frames", "10", "--data-dir", str(tmp_path), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def test_main_replay_refuses_a_bad_file_with_a_message(tmp_path):
    bad = tmp_path / "bad.gcg"
    bad.write_text("#player1 a Ana\n>a: XYZ 8D\n")
    done = replay_command(str(bad), cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.startswith(f"{bad} is not a game record this game can read: line 2")
    assert "Traceback" not in done.stderr


def test_unreadable_records_get_a_sentence_and_status_2(tmp_path, capsys):
    def refused(path: Path) -> str:
        assert launcher.replay_main([str(path)]) == 2
        return capsys.readouterr().err.strip()

    assert refused(tmp_path / "missing.gcg") == f"{tmp_path / 'missing.gcg'}: no such file"
    assert refused(tmp_path) == f"{tmp_path} is a folder, not a game record"
    big = tmp_path / "big.gcg"
    big.write_bytes(b"#note " + b"x" * 1_100_000)
    assert refused(big) == f"{big} cannot be watched: is too big (1,100,006 bytes; at most 1,048,576 are read)"
    empty = tmp_path / "empty.gcg"
    empty.write_bytes(b"")
    assert refused(empty).startswith(f"{empty} is not a game record this game can read:")


def test_the_viewer_log_writes_plays_as_people_read_them():
    timeline = read_record(RECORD_WITH_BLANK.read_bytes())
    lines = log_lines(timeline, 13)
    assert [(ln.name, ln.text, ln.points) for ln in lines[1:3]] == [
        ("James", "K6 SM(O)GGIER", "74"), ("Josh", "7J A(M)IA", "11")]
    assert (lines[10].text, lines[10].blanks) == ("N1 FORtIES", frozenset({6}))
    back = log_lines(timeline, 15)[14]
    assert (back.name, back.text, back.points, back.emphasis) == ("James", "play challenged off the board", "-43", True)


def test_an_upwords_game_steps_through_its_stacks() -> None:
    words = Lexicon.from_words(["CAT", "COT", "CATS", "COTS", "AT"], "up")
    game = set_up(["CATSOXY", "OTSEEEE"], "EEEEEEEEEEEE", preset("Upwords"), words, ["Ana", "Ben"])
    after: list[tuple[list[str], tuple[int, ...]]] = []
    cat = TilePlay.of((4, 3, "C"), (4, 4, "A"), (4, 5, "T"), across=True)
    for play in (cat, TilePlay.of((4, 4, "O"), across=True)):  # CAT, then Ben puts an O on the A: COT
        game.play(play)
        after.append((game.board.cells(), tuple(game.scores)))
    game.end_now()
    timeline = timeline_of_game(game)
    assert timeline.upwords and isinstance(timeline.boards[0], type(game.board))
    for k, (cells, scores) in enumerate(after, start=1):
        assert (timeline.boards[k].cells(), timeline.totals[k]) == (cells, scores)
    assert timeline.moves[1].squares == ((4, 4),)
    # the log reads the word made, not the record's stack marks, and marks no blanks
    lines = log_lines(timeline, 2)
    assert [(ln.text, ln.blanks) for ln in lines] == [("5D CAT", frozenset()), ("5D COT", frozenset())]
    best = best_play(timeline.moves[1].board_before, "OTSEEEE", words, game.rules)
    assert best is not None and best.score >= timeline.moves[1].score


def test_a_play_withdrawn_as_a_phony_is_compared_with_the_best_valid_play(make_app, tmp_path):
    """James's BOEK (43) was challenged off: it scored nothing, so the best valid play,
    EKE for 12, leaves 12 points on the table, however much lower it is than 43."""
    words = tmp_path / "words.txt"
    words.write_text("BE\nOBE\nEKE\nBOKE\nKOB\n")
    app = make_app()
    viewer = app.ctx.scenes.replay(read_record(RECORD_WITH_BLANK.read_bytes()), "Josh, James",
                                   word_list=str(words))
    app.stack.push(viewer)
    run(app, 2, [key(pygame.K_HOME)])
    for _step in range(14):
        run(app, 1, [key(pygame.K_RIGHT)])
    move = viewer.move
    assert move is not None and (move.text, move.score, move.withdrawn) == ("M2 BOEK", 43, True)
    settle(app, lambda: viewer.best != "")
    assert viewer.best == BestPlay("EKE", "13F", 12, ((12, 6, "K"), (12, 7, "E")))
    assert viewer.left_on_table == 12
    assert describe_move(viewer.timeline, viewer.step, viewer.best) == [
        ("James played M2 BOEK for 43, but it was withdrawn: it is not a word in the list, "
         "so it scored nothing.", "bad"),
        ("The best valid play was EKE at 13F for 12.", "highlight"),
        ("12 points left on the table", "accent"),
    ]
    probe = app.theme.probe = TextProbe(app.surface)
    app.draw()
    app.theme.probe = None
    shown = " ".join(t.text for t in probe.texts)
    assert "but it was withdrawn" in shown and "12 points left on the table" in shown
    assert "No points left on the table!" not in shown and "Best play:" not in shown
    shot(app, tmp_path / "replay-withdrawn.png")
    run(app, 2, [key(pygame.K_RIGHT)])  # the withdrawal itself names the play it takes back
    assert viewer.move is not None and viewer.move.withdraws == 13 and viewer.best == "none"
    assert describe_move(viewer.timeline, viewer.step, viewer.best) == [
        ("James's play M2 BOEK is challenged off the board: it is not a word in the list, "
         "so its 43 points are taken back", "text")]


def test_the_panel_says_what_each_other_kind_of_move_did():
    def said(record: str, step: int, best: BestPlay | str | None = "none") -> list[tuple[str, str]]:
        path = ROOT / "tests" / "data" / "gcg" / record
        return describe_move(read_record(path.read_bytes()), step, best)

    coted = BestPlay("COTED", "H4", 20, ((3, 7, "C"), (4, 7, "O"), (5, 7, "T"), (6, 7, "E"), (7, 7, "D")))
    # a pass and an exchange keep nothing: the whole best play was left on the table
    assert said("macondo/guy_vs_bot.gcg", 23, coted) == [
        ("guy passed", "text"), ("Best play: COTED at H4 for 20", "highlight"),
        ("20 points left on the table", "accent")]
    assert said("scorable/ct17123.gcg", 2, coted)[0::2] == [
        ("Bob: swapped 3 tiles", "text"), ("20 points left on the table", "accent")]
    assert said("scorable/ct17123.gcg", 2, None)[1] == ("No word in the list fitted that rack.", "text_dim")
    # the moves no rack chose say their points and compare with nothing
    assert said("macondo/issue_476.gcg", 32) == [("Noah Walton loses 10 points for going over time", "text")]
    assert said("macondo/issue_476.gcg", 31) == [
        ("BestBot went out and gets 4 points for NU left on the other racks", "text")]
    assert said("macondo/vs_frentz.gcg", 16) == [("cesar gets 5 bonus points: the play challenged was good", "text")]
    assert said("scorable/ct17123.gcg", 5) == [
        ("Bob's play 7H NANI is challenged off the board: it is not a word in the list, "
         "so its 15 points are taken back", "text")]


def test_a_play_scoring_more_than_the_lists_best_is_said_to_be_outside_the_list():
    timeline = read_record(RECORD.read_bytes())
    move = timeline.moves[0]
    below = BestPlay("AT", "8G", 2, ((7, 6, "A"), (7, 7, "T")))
    assert move.kind == "play" and move.score > 2 and not move.withdrawn
    lines = describe_move(timeline, 1, below)
    assert lines[1:] == [("The best play this word list allows is AT at 8G for 2; the play made is not "
                          "in the list.", "highlight")]
