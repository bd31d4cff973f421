"""Profiles and statistics from finished games: exact figures from scripted games."""

from __future__ import annotations

import random
from pathlib import Path

from store_helpers import new_store, play_recorded, start, two_games

from game.rules.board import Board
from game.rules.game import Game
from game.store import Profile


def test_profile_statistics_over_two_games(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    first_id, second_id = two_games(store)
    # one profile per name, first spelling kept; the Medium computer called Ben is a profile
    # of its own, apart from the person Ben of the second game
    assert store.profiles() == [Profile("Ana", "human", 0), Profile("ben", "human", 1),
                                Profile("Ben", "medium", 1)]
    ana = store.profile_stats("ana")
    assert ana is not None
    assert (ana.name, ana.games, ana.wins, ana.average_score, ana.best_score, ana.bingos) == (
        "Ana", 2, 1, 42.0, 84, 1)
    assert ana.best_word is not None and (ana.best_word.word, ana.best_word.score) == ("ABCDEFG", 34)
    assert ana.best_move is not None
    assert (ana.best_move.notation, ana.best_move.score, ana.best_move.game_id) == (
        "8D ABCDEFG", 84, first_id)
    board = Board(list(ana.best_move.cells))
    assert sorted(board.tiles()) == [(7, 3 + i, ch) for i, ch in enumerate("ABCDEFG")]
    assert [(p.score, p.won, p.game_id) for p in ana.scores_over_time] == [
        (84, True, first_id), (0, False, second_id)]

    ben = store.profile_stats("BEN")
    assert ben is not None
    assert (ben.name, ben.games, ben.wins, ben.average_score, ben.best_score, ben.bingos) == (
        "ben", 1, 1, 4.0, 4, 0)
    computer = store.profile_stats("Ben", "medium")
    assert computer is not None
    assert (computer.name, computer.games, computer.wins, computer.best_score, computer.best_word) == (
        "Ben", 1, 0, 0, None)
    assert ben.best_word is not None and (ben.best_word.word, ben.best_word.score) == ("AT", 4)
    assert ben.best_move is not None and ben.best_move.notation == "8H AT"
    # the board right after AT: CAT was taken back, so only A and T are on it
    assert sorted(Board(list(ben.best_move.cells)).tiles()) == [(7, 7, "A"), (7, 8, "T")]
    assert store.profile_stats("Nobody") is None


def test_high_score_table_is_best_first(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    first_id, second_id = two_games(store)
    table = [(h.name, h.score, h.game_id) for h in store.high_scores(limit=3)]
    assert table == [("Ana", 84, first_id), ("ben", 4, second_id), ("Ben", 0, first_id)]
    assert store.high_scores(limit=10)[0].preset == "Classic"


def test_unfinished_games_do_not_count(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], seed=3)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(3), 6)
    stats = store.profile_stats("Ana")
    assert stats is not None and (stats.games, stats.best_score, stats.best_move) == (0, None, None)
    assert store.high_scores() == []


def test_a_game_played_to_its_end_counts_bingos_and_wins_from_its_result(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], seed=12)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(12), 400)
    assert game.over and game.result is not None
    for i, player in enumerate(game.players):
        stats = store.profile_stats(player.name)
        assert stats is not None and stats.games == 1
        assert stats.best_score == game.result.final_scores[i]
        assert stats.wins == (1 if i in game.result.winners else 0)
        plays = [r for r in game.history if r.player == i and r.kind.value == "play"]
        assert stats.bingos == sum(r.bingo for r in plays)
        assert stats.best_move is not None and stats.best_move.score == max(r.points for r in plays)


def test_a_profile_can_be_remembered_before_any_game(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    store.ensure_profile("Zoe")
    store.ensure_profile("ZOE")
    store.ensure_profile("Ana\nLee")
    assert store.profiles() == [Profile("Ana Lee"), Profile("Zoe")]
    zoe = store.profile_stats("zoe")
    assert zoe is not None and (zoe.name, zoe.games, zoe.scores_over_time) == ("Zoe", 0, ())


def test_a_profiles_finished_games_are_listed_newest_first(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    first_id, second_id = two_games(store)
    unfinished = Game(["Ana", "Cy"], seed=4)
    start(store, unfinished)  # never finished: not listed
    games = store.profile_games("ANA")
    assert [(g.game_id, g.names, g.scores, g.finished) for g in games] == [
        (second_id, ("ANA", "ben"), (0, 4), True), (first_id, ("Ana", "Ben"), (84, 0), True)]
    assert [g.game_id for g in store.profile_games("ana", limit=1)] == [second_id]
    assert store.profile_games("Cy") == [] and store.profile_games("Nobody") == []
