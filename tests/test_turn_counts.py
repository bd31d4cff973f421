"""One count of turns (docs/rules.md "Counting turns") on the results screen, in the game
record read back and in the statistics, and the results' chart without withdrawn points."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pygame
from rules_helpers import Words
from store_helpers import end, full_game, new_store, play, start

from game.rules.bag import Bag
from game.rules.game import Game, TurnKind
from game.rules.gcg import parse_gcg
from game.rules.move import Challenge, Pass, TilePlay
from game.rules.ruleset import ChallengeMode, RuleSet, preset
from game.rules.timeline import timeline_of_game, timeline_of_record
from game.rules.turns import turn_totals, turns_of_history
from game.rules.upwords.board import full_set as upwords_set
from game.store import GameStore, TurnEntry
from game.ui.app import App
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.results import summarise
from game.ui.text_probe import TextProbe

DOUBLE = RuleSet(challenge=ChallengeMode.DOUBLE)


def classic_game(tmp_path: Path) -> tuple[Game, GameStore]:
    """Ana's phony CAT is challenged off (10 points for a moment); Ben's AT (4) stands
    against Ana's challenge, so Ana loses her next turn; Ben exchanges three tiles,
    Ana passes, and the game is ended from the menu on Ben's turn."""
    store = new_store(tmp_path)
    game = full_game(["CATQZXJ", "ATEEEEE"], DOUBLE, Words("AT"), ["Ana", "Ben"])
    game_id = start(store, game)
    for text in ("8G CAT", "challenge", "8H AT", "challenge", "-EEE", "-"):
        play(store, game_id, game, text)
    end(store, game_id, game)
    return game, store


def test_every_count_of_turns_agrees_on_a_game_with_a_withdrawn_play_a_failed_challenge_passes_and_an_exchange(
        tmp_path: Path) -> None:
    game, store = classic_game(tmp_path)
    assert [(r.player, r.kind) for r in game.history] == [
        (0, TurnKind.PLAY), (0, TurnKind.WITHDRAWN), (1, TurnKind.PLAY), (1, TurnKind.CHALLENGE_FAILED),
        (0, TurnKind.LOST_TURN), (1, TurnKind.EXCHANGE), (0, TurnKind.PASS), (1, TurnKind.PASS)]
    # Ana: CAT (withdrawn), the lost turn, the pass; Ben: AT, the exchange (the menu's end is no turn)
    assert turns_of_history(game.history, 2, replays_after_withdrawal=False) == (3, 2)
    assert [line.turns for line in sorted(summarise(game).lines, key=lambda ln: ln.index)] == [3, 2]
    # the record, as exported and read back
    assert timeline_of_record(parse_gcg(game.to_gcg().encode())).turns == (3, 2)
    assert timeline_of_game(game).turns == (3, 2)
    ana, ben = store.profile_stats("Ana"), store.profile_stats("Ben")
    assert ana is not None and ben is not None
    assert (ana.turns, ben.turns) == (3, 2)


def test_the_score_chart_has_no_points_for_a_withdrawn_play(tmp_path: Path) -> None:
    game, _store = classic_game(tmp_path)
    # Ana's CAT showed 10 until it was challenged off: her first turn ends at 0
    lines = {line.index: line.progress for line in summarise(game).lines}
    assert lines == {0: (0, 0, 0, 0), 1: (0, 4, 4)}
    assert turn_totals(game.history, 2, replays_after_withdrawal=False) == ((0, 0, 0, 0), (0, 4, 4))


def upwords_game(store: GameStore) -> Game:
    """P0's WQURD is challenged off and P0 plays AT instead, in the same turn (Upwords);
    then each passes, which ends the game with 5 a tile off for the tiles left."""
    game = Game(["P0", "P1"], preset("Upwords"), Words("AT"), seed=1, deal=False)
    game.players[0].rack, game.players[1].rack = list("WQRDATZ"), list("OABCDEF")
    rest = Counter(upwords_set())
    rest.subtract("WQRDATZOABCDEF")
    game.bag = Bag(game.rng, sorted(rest.elements()), shuffle=False)
    game_id = start(store, game)
    for move in (TilePlay.of((4, 3, "W"), (4, 4, "Q"), (4, 5, "R"), (4, 6, "D")), Challenge(1),
                 TilePlay.of((4, 4, "A"), (4, 5, "T")), Pass(), Pass()):
        game.play(move)
        store.record_turn(game_id, TurnEntry.capture(game, "play"))
    return game


def test_an_upwords_play_taken_back_and_the_play_made_instead_are_one_turn(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = upwords_game(store)
    assert game.over and game.result is not None
    assert [(r.player, r.kind) for r in game.history] == [
        (0, TurnKind.PLAY), (0, TurnKind.WITHDRAWN), (0, TurnKind.PLAY), (1, TurnKind.PASS), (0, TurnKind.PASS)]
    summary = {line.index: line for line in summarise(game).lines}
    assert (summary[0].turns, summary[1].turns) == (2, 1)
    assert timeline_of_record(parse_gcg(game.to_gcg().encode())).turns == (2, 1)
    # P0's turn ends at AT's 4 (WQURD's 8 is not drawn); then the pass; then the tiles left
    final = game.result.final_scores
    assert (summary[0].progress, summary[1].progress) == ((0, 4, 4, final[0]), (0, 0, final[1]))
    assert final == (4 - 5 * 7, -5 * 7)
    p0, p1 = store.profile_stats("P0"), store.profile_stats("P1")
    assert p0 is not None and p1 is not None
    assert (p0.turns, p1.turns) == (2, 1)


def drawn_texts(app: App) -> list[str]:
    probe = app.theme.probe = TextProbe(app.surface)
    app.draw()
    app.theme.probe = None
    return [t.text for t in probe.texts]


def test_the_replay_shows_each_players_turns_as_the_results_count_them(app: App, tmp_path: Path) -> None:
    game, _store = classic_game(tmp_path)
    viewer = ReplayScene(app.ctx, timeline_of_game(game), "Ana, Ben", word_list="enable")
    app.stack.push(viewer)
    app.step([], 1 / 60)
    assert viewer.step == len(viewer.timeline)  # a finished game opens at its end
    shown = drawn_texts(app)
    assert "3 turns" in shown and "2 turns" in shown  # Ana, Ben: as the results and the statistics say
    viewer.go(1)  # after Ana's CAT, before the challenge took it back: one turn, none for Ben
    app.step([], 1 / 60)
    shown = drawn_texts(app)
    assert "1 turn" in shown and "0 turns" in shown
    pygame.image.save(app.surface, str(tmp_path / "replay-turns.png"))
