"""A finished game keeps each seat's handicap, and a profile's figures keep its
handicap games apart from those played by the game's rules (docs/rules.md, "Handicaps")."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path

from rules_helpers import Words
from store_helpers import SINGLE, end, new_store, play, start

from game.rules.bag import Bag
from game.rules.game import Game
from game.rules.handicap import Handicap
from game.rules.ruleset import RuleSet
from game.rules.tiles import full_set
from game.store import GameStore


def handicap_game(racks: list[str], names: list[str], handicaps: list[Handicap | None],
                  rules: RuleSet = SINGLE, words: Words | None = None) -> Game:
    """A game with chosen racks and handicaps; the rest of a full set in the bag, in order."""
    rest = Counter(full_set())
    for rack in racks:
        rest.subtract(rack)
    game = Game(names, rules, words, rng=random.Random(0), deal=False, handicaps=handicaps)
    for player, rack in zip(game.players, racks):
        player.rack = list(rack)
    game.bag = Bag(game.rng, sorted(rest.elements()), shuffle=False)
    return game


def three_games(store: GameStore) -> tuple[str, str, str]:
    """Ana plays twice by the rules and once with a 25-point head start."""
    # 1. plain: Ana's AT for 4, Ben passes -> Ana 4 (wins), Ben 0
    first = handicap_game(["ATEEEEE", "EEEEEEE"], ["Ana", "Ben"], [None, None], words=Words("AT"))
    first_id = start(store, first)
    play(store, first_id, first, "8H AT")
    play(store, first_id, first, "-")
    end(store, first_id, first)
    # 2. plain: Ana passes, Ben's AT for 4 -> Ana 0, Ben 4 (wins)
    second = handicap_game(["EEEEEEE", "ATEEEEE"], ["Ana", "Ben"], [None, None], words=Words("AT"))
    second_id = start(store, second)
    play(store, second_id, second, "-")
    play(store, second_id, second, "8H AT")
    end(store, second_id, second)
    # 3. Ana on a head start of 25 with her own hints: her bingo ABCDEFG for 84 makes 109
    third = handicap_game(["ABCDEFG", "ATEEEEE"], ["Ana", "Ben"],
                          [Handicap(head_start=25, hints=3), None], words=Words("ABCDEFG", "AT"))
    third_id = start(store, third)
    play(store, third_id, third, "8D ABCDEFG")
    play(store, third_id, third, "-")
    end(store, third_id, third)
    return first_id, second_id, third_id


def test_a_finished_seat_keeps_its_resolved_handicap_and_none_is_null(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    _first, _second, third_id = three_games(store)
    rows = store.conn.execute(
        "SELECT name, handicap, score FROM game_seats WHERE game_id = ? ORDER BY player", (third_id,)).fetchall()
    assert [r[0] for r in rows] == ["Ana", "Ben"]
    assert json.loads(rows[0][1]) == {"word_list": "enable", "hints": 3, "clock": 0,
                                      "checked_as_played": False, "head_start": 25}
    assert rows[0][2] == 109
    assert rows[1][1] is None
    assert store.conn.execute("SELECT count(*) FROM game_seats WHERE handicap IS NOT NULL").fetchone()[0] == 1


def test_profile_figures_keep_handicap_games_apart(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    first_id, second_id, third_id = three_games(store)
    ana = store.profile_stats("Ana")
    assert ana is not None
    # the usual figures: the two games by the rules only
    assert (ana.games, ana.wins, ana.average_score, ana.best_score, ana.bingos, ana.turns) == (2, 1, 2.0, 4, 0, 2)
    assert ana.best_word is not None and (ana.best_word.word, ana.best_word.score, ana.best_word.game_id) == (
        "AT", 4, first_id)
    assert ana.best_move is not None and (ana.best_move.notation, ana.best_move.score) == ("8H AT", 4)
    assert [(p.score, p.game_id) for p in ana.scores_over_time] == [(4, first_id), (0, second_id)]
    # and apart, the handicap game
    apart = ana.with_handicaps
    assert apart is not None
    assert (apart.games, apart.wins, apart.average_score, apart.best_score, apart.bingos, apart.turns) == (
        1, 1, 109.0, 109, 1, 1)
    assert apart.best_word is not None and (apart.best_word.word, apart.best_word.score) == ("ABCDEFG", 34)
    assert apart.best_move is not None and (apart.best_move.notation, apart.best_move.score,
                                            apart.best_move.game_id) == ("8D ABCDEFG", 84, third_id)
    # Ben played every game by the rules: no handicap figures at all
    ben = store.profile_stats("Ben")
    assert ben is not None and ben.with_handicaps is None
    assert (ben.games, ben.wins, ben.best_score) == (3, 1, 4)


def test_high_scores_mark_a_handicap_score(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    first_id, second_id, third_id = three_games(store)
    table = [(h.name, h.score, h.game_id, h.with_handicap) for h in store.high_scores(limit=3)]
    assert table == [("Ana", 109, third_id, True), ("Ana", 4, first_id, False), ("Ben", 4, second_id, False)]
    top = store.high_scores(limit=1)[0]
    assert top.handicap == Handicap(word_list="enable", hints=3, clock=0, head_start=25)


def test_old_rows_count_as_no_handicap_and_game_lists_mark_handicap_games(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    first_id, _second, third_id = three_games(store)
    marked = {g.game_id: g.handicaps for g in store.finished_games()}
    assert marked[third_id] is True and marked[first_id] is False
    # an unfinished game with a head start is marked from its first move
    game = handicap_game(["ATEEEEE", "EEEEEEE"], ["Cleo", "Dev"], [None, Handicap(head_start=10)])
    game_id = start(store, game)
    assert [g.handicaps for g in store.unfinished_games() if g.game_id == game_id] == [True]
    # rows written before handicaps were kept hold NULL: all of Ana's games count as usual
    store.conn.execute("UPDATE game_seats SET handicap = NULL")
    ana = store.profile_stats("Ana")
    assert ana is not None and ana.with_handicaps is None
    assert (ana.games, ana.wins, ana.best_score) == (3, 2, 109)
