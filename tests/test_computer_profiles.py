"""A computer seat plays for a profile of its own: a person named like a computer keeps
their own statistics, and a database written before keeps loading, its computer
seats moved to computer profiles."""

from __future__ import annotations

import json
from pathlib import Path

from rules_helpers import Words
from store_helpers import SINGLE, end, full_game, new_store, play, start

from game.rules.game import Game
from game.store import DATABASE_NAME, Profile
from game.store import database as store_database
from game.store.schema import SCHEMA_VERSION, migrate, schema_version
from game.ui.scenes.statistics import profile_label


def test_a_person_and_a_computer_of_the_same_name_have_their_own_statistics(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    # the person Ben plays ABCDEFG through the centre (84); the Easy computer Ben passes
    game = full_game(["ABCDEFG", "ATEEEEE"], SINGLE, Words("ABCDEFG", "AT"), ["Ben", "Ben"])
    game_id = start(store, game, ("human", "easy"))
    play(store, game_id, game, "8D ABCDEFG")
    play(store, game_id, game, "-")
    end(store, game_id, game)
    assert store.profiles() == [Profile("Ben", "human", 0), Profile("Ben", "easy", 1)]
    person, computer = store.profile_stats("ben"), store.profile_stats("Ben", "easy")
    assert person is not None and computer is not None
    assert (person.games, person.wins, person.best_score, person.bingos, person.turns) == (1, 1, 84, 1, 1)
    assert person.best_word is not None and person.best_word.word == "ABCDEFG"
    assert (computer.games, computer.wins, computer.best_score, computer.best_word, computer.turns) == (
        1, 0, 0, None, 1)
    assert [g.game_id for g in store.profile_games("Ben")] == [game_id]
    assert [g.game_id for g in store.profile_games("Ben", kind="easy")] == [game_id]
    assert store.profile_stats("Ben", "hard") is None
    # the statistics list and the high-score table tell them apart
    assert [profile_label(p) for p in store.profiles()] == ["Ben", "Ben (computer, easy)"]
    assert [(profile_label(Profile(h.name, h.kind)), h.score) for h in store.high_scores()] == [
        ("Ben", 84), ("Ben (computer, easy)", 0)]


def test_a_second_game_of_the_computer_adds_to_its_profile_not_the_persons(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    for kinds in (("human", "easy"), ("easy", "human")):
        game = full_game(["ABCDEFG", "ATEEEEE"], SINGLE, Words("ABCDEFG", "AT"), ["Ana", "Ben"])
        game_id = start(store, game, kinds)
        play(store, game_id, game, "8D ABCDEFG")
        end(store, game_id, game)
    ana, ana_computer = store.profile_stats("Ana"), store.profile_stats("Ana", "easy")
    assert ana is not None and ana_computer is not None
    assert [(p.score, p.won) for p in ana.scores_over_time] == [(84, True)]
    assert [(p.score, p.won) for p in ana_computer.scores_over_time] == [(84, True)]
    assert [p for p in store.profiles() if p.name == "Ana"] == [Profile("Ana", "human", 0),
                                                                Profile("Ana", "easy", 0)]


def version_2_database(path: Path) -> str:
    """A database as the schema of version 2 wrote it: one profile per name, shared by
    the person Ben (game g1) and the Easy computer Ben (game g2); Cleo only ever a
    computer; Zoe a name remembered before any game.  Returns g2's state."""
    conn = store_database.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    assert migrate(conn, target=2) == 2
    g2 = Game(["Ben", "Cleo"], seed=5)
    g2.end_now()
    state = g2.to_json()
    conn.execute("INSERT INTO profiles (id, name, name_key, created) VALUES (1, 'Ana', 'ana', 1.0), "
                 "(2, 'Ben', 'ben', 1.0), (3, 'Cleo', 'cleo', 1.0), (4, 'Zoe', 'zoe', 1.0)")
    conn.execute("INSERT INTO games (id, created, updated, preset, scores, finished, finished_at) VALUES "
                 "('g1', 1.0, 2.0, 'Classic', '[30, 12]', 1, 2.0), ('g2', 3.0, 4.0, 'Classic', '[0, 0]', 1, 4.0)")
    conn.execute(
        "INSERT INTO game_seats (game_id, player, profile_id, name, kind, score, won, bingos, best_word, "
        "best_word_score) VALUES ('g1', 0, 1, 'Ana', 'human', 30, 1, 0, 'QI', 30), "
        "('g1', 1, 2, 'Ben', 'human', 12, 0, 0, 'AT', 12), ('g2', 0, 2, 'Ben', 'easy', 0, 1, 0, NULL, NULL), "
        "('g2', 1, 3, 'Cleo', 'medium', 0, 1, 0, NULL, NULL)")
    conn.execute("INSERT INTO turns (game_id, seq, kind, notation, state, created) "
                 "VALUES ('g2', 1, 'end', '', ?, 4.0)", (state,))
    conn.close()
    return state


def test_a_version_2_database_moves_its_computer_seats_to_computer_profiles(tmp_path: Path) -> None:
    state = version_2_database(tmp_path / DATABASE_NAME)
    store = new_store(tmp_path)
    assert schema_version(store.conn) == SCHEMA_VERSION
    # Cleo's person profile held only computer seats: it goes; Zoe, who never played, stays
    assert store.profiles() == [Profile("Ana"), Profile("Ben"), Profile("Ben", "easy"),
                                Profile("Cleo", "medium"), Profile("Zoe")]
    ben, ben_computer = store.profile_stats("Ben"), store.profile_stats("Ben", "easy")
    assert ben is not None and ben_computer is not None
    assert (ben.games, ben.wins, ben.best_score, ben.turns) == (1, 0, 12, 0)  # no count kept before
    assert ben.best_word is not None and ben.best_word.word == "AT"
    assert (ben_computer.games, ben_computer.wins, ben_computer.best_score) == (1, 1, 0)
    assert store.profile_stats("Cleo") is None
    cleo = store.profile_stats("Cleo", "medium")
    assert cleo is not None and cleo.games == 1
    zoe = store.profile_stats("Zoe")
    assert zoe is not None and zoe.games == 0
    assert [g.game_id for g in store.profile_games("Ben")] == ["g1"]
    assert [g.game_id for g in store.profile_games("Ben", kind="easy")] == ["g2"]
    # the stored game itself still loads, seats and all
    assert store.final_game("g2").to_json() == state
    assert [(s.name, s.kind) for s in store.seats("g2")] == [("Ben", "easy"), ("Cleo", "medium")]
    assert json.loads(store.conn.execute("SELECT scores FROM games WHERE id = 'g1'").fetchone()[0]) == [30, 12]
    # a new game of the person Ben adds to the person's profile
    game = full_game(["ABCDEFG", "ATEEEEE"], SINGLE, Words("ABCDEFG", "AT"), ["Ben", "Ana"])
    game_id = start(store, game)
    play(store, game_id, game, "8D ABCDEFG")
    end(store, game_id, game)
    ben = store.profile_stats("Ben")
    assert ben is not None and (ben.games, ben.best_score, ben.turns, ben.seat) == (2, 84, 1, 0)
