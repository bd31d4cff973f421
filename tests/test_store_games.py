"""Saved games: written move by move, listed, resumed exactly, finished, exported."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from rules_helpers import Words, random_move, random_tile_play
from store_helpers import full_game, new_store, play_recorded, start

from game.rules.game import Game, Phase
from game.rules.move import Challenge, Pass, parse_move
from game.rules.ruleset import PRESETS, ChallengeMode, RuleSet
from game.store import DamagedGame, SessionState, StoreError, TurnEntry
from game.store.games import pack_state, unpack_state


def test_resume_gives_the_identical_game_and_the_same_future_draws(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben", "Cleo"], PRESETS["Classic"], seed=11)
    game_id = start(store, game, ("human", "easy", "hard"))
    rng = random.Random(5)
    play_recorded(store, game_id, game, rng, 12)
    assert not game.over
    store.close()

    saved = new_store(tmp_path).load_game(game_id)
    resumed = saved.game
    assert resumed.to_json() == game.to_json()
    assert resumed.state_key() == game.state_key()
    assert [(s.name, s.kind) for s in saved.seats] == [("Ana", "human"), ("Ben", "easy"),
                                                       ("Cleo", "hard")]
    assert saved.preset == "Classic"
    # the same moves on both draw the same tiles from the bag, to the end
    rng_a, rng_b = random.Random(9), random.Random(9)
    while not game.over:
        a = game.play(random_move(game, rng_a))
        b = resumed.play(random_move(resumed, rng_b))
        assert (a.drawn, a.points, a.notation) == (b.drawn, b.points, b.notation)
    assert resumed.over
    assert resumed.to_json() == game.to_json()


def test_unfinished_list_shows_names_scores_and_preset_newest_first(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    first = Game(["Ana", "Ben"], PRESETS["House"], seed=1)
    first_id = start(store, first, ("human", "medium"))
    second = Game(["Cleo", "Dev"], PRESETS["Party"], seed=2)
    second_id = start(store, second)
    play_recorded(store, second_id, second, random.Random(1), 3)
    listed = store.unfinished_games()
    assert [g.game_id for g in listed] == [second_id, first_id]
    assert listed[0].names == ("Cleo", "Dev") and listed[0].preset == "Party"
    assert listed[0].scores == tuple(second.scores)
    assert listed[1].kinds == ("human", "medium") and listed[1].scores == (0, 0)
    assert store.finished_games() == []
    assert store.continue_game() is not None
    assert store.continue_game().game_id == second_id  # type: ignore[union-attr]


def test_a_finished_game_is_never_offered_and_is_listed_as_finished(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], seed=4)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(2), 4)
    game.end_now()
    store.record_turn(game_id, TurnEntry.capture(game, "end"))
    assert store.unfinished_games() == []
    assert store.continue_game() is None
    with pytest.raises(DamagedGame, match="finished"):
        store.load_game(game_id)
    [summary] = store.finished_games()
    assert summary.finished and summary.scores == tuple(game.scores)
    assert store.final_game(game_id).to_json() == game.to_json()
    with pytest.raises(StoreError, match="finished"):
        store.record_turn(game_id, TurnEntry.capture(game, "pass"))


def test_delete_forgets_the_game_and_its_moves(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], seed=4)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(2), 3)
    store.record_session(game_id, SessionState(12.5, (0, 0)))
    store.delete_game(game_id)
    assert store.unfinished_games() == []
    for table in ("turns", "game_seats", "sessions"):
        assert store.conn.execute(f"SELECT count(*) FROM {table}").fetchone() == (0,)
    with pytest.raises(DamagedGame):
        store.load_game(game_id)


def test_session_restores_clock_hints_and_open_decision(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], PRESETS["Party"], seed=8)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(3), 2)
    game.use_hint()
    store.record_session(game_id, SessionState(41.25, tuple(p.hints_used for p in game.players),
                                               pending="challenge", turn=3))  # start and two moves
    saved = store.load_game(game_id)
    assert saved.session is not None
    assert saved.session.clock_remaining == 41.25
    assert saved.session.pending == "challenge"
    assert [p.hints_used for p in saved.game.players] == [p.hints_used for p in game.players]
    assert saved.game.hints_left(game.current) == game.hints_left(game.current) == 2
    # a move after the session makes the move's state the newer one
    game.play(Pass())
    store.record_turn(game_id, TurnEntry.capture(game, "pass"))
    assert store.load_game(game_id).session is None
    assert store.load_game(game_id).game.to_json() == game.to_json()


def test_session_hint_count_out_of_range_is_damage(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], PRESETS["Party"], seed=8)
    game_id = start(store, game)
    store.record_session(game_id, SessionState(None, (99, 0), turn=1))
    with pytest.raises(DamagedGame, match="hint"):
        store.load_game(game_id)


def test_a_play_open_to_challenge_is_resumed_open_and_judged_the_same(tmp_path: Path) -> None:
    words = Words("CAT")
    game = full_game(["CATQZXJ", "VWKAEIO"], RuleSet(challenge=ChallengeMode.SINGLE), words)
    store = new_store(tmp_path)
    game_id = start(store, game)
    game.play(parse_move("8G CAT"))
    store.record_turn(game_id, TurnEntry.capture(game, "play"))
    store.record_session(game_id, SessionState(None, (0, 0), pending="challenge", turn=2))
    saved = store.load_game(game_id)
    resumed = Game.from_json(saved.game.to_json(), words)
    assert saved.session is not None and saved.session.pending == "challenge"
    assert resumed.challengeable == game.challengeable == 0
    assert resumed.last_play == game.last_play
    a, b = game.play(Challenge(1)), resumed.play(Challenge(1))
    assert a == b and a.note == "the play stands"
    assert resumed.to_json() == game.to_json()


def test_a_hand_edited_challengeable_index_is_not_offered(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], seed=4)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(2), 3)
    state = json.loads(TurnEntry.capture(game, "play").state)
    state["now"]["challengeable"] = 999
    store.conn.execute("UPDATE turns SET state = ? WHERE game_id = ? AND seq = "
                       "(SELECT max(seq) FROM turns WHERE game_id = ?)",
                       (json.dumps(state), game_id, game_id))
    with pytest.raises(DamagedGame, match="open to challenge"):
        store.load_game(game_id)
    assert store.continue_game() is None
    [listed] = store.unfinished_games(check=True)
    assert listed.problem is not None and "open to challenge" in listed.problem
    assert store.unfinished_games()[0].problem is None  # unchecked


def test_continue_skips_a_damaged_game_for_the_newest_sound_one(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    sound = Game(["Ana", "Ben"], seed=4)
    sound_id = start(store, sound)
    damaged = Game(["Cleo", "Dev"], seed=5)
    damaged_id = start(store, damaged)
    store.conn.execute("UPDATE games SET updated = updated + 10 WHERE id = ?", (damaged_id,))
    store.conn.execute("UPDATE turns SET state = '{' WHERE game_id = ?", (damaged_id,))
    assert [g.game_id for g in store.unfinished_games()] == [damaged_id, sound_id]
    saved = store.continue_game()
    assert saved is not None and saved.game_id == sound_id
    assert [g.problem is None for g in store.unfinished_games(check=True)] == [False, True]


@pytest.mark.parametrize(("edit", "message"), [
    (lambda s: s["now"].__setitem__("current", 5), "player to move"),
    (lambda s: s["now"]["scores"].__setitem__(0, 500), "scores do not add up"),
    (lambda s: s["now"].__setitem__("phase", "over"), "phase and its result"),
    (lambda s: s["now"]["hints_used"].__setitem__(1, -1), "negative"),
    (lambda s: s["undo"][-1][0].__setitem__("challengeable", 40), "earlier state"),
    (lambda s: s["undo"][-1].__setitem__(1, 77), "earlier state"),
    (lambda s: s.__setitem__("seat_of", [0, 0]), "seat order"),
    (lambda s: s["now"]["bag"].pop(), "full set"),
    (lambda s: s.__setitem__("version", 99), "version"),
])
def test_each_kind_of_hand_edit_is_reported_as_damage(tmp_path: Path, edit, message) -> None:  # type: ignore[no-untyped-def]
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], RuleSet(undo_allowed=True), seed=4)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(2), 4)
    state = json.loads(game.to_json())
    edit(state)
    store.conn.execute("UPDATE turns SET state = ? WHERE game_id = ?", (json.dumps(state), game_id))
    with pytest.raises(DamagedGame, match=message):
        store.load_game(game_id)


def test_a_state_over_the_size_cap_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import game.store.records as records

    game = Game(["Ana", "Ben"], seed=4)
    monkeypatch.setattr(records, "MAX_STATE_CHARS", 100)
    with pytest.raises(StoreError, match="too long"):
        TurnEntry.capture(game, "play")
    with pytest.raises(StoreError, match="unknown kind"):
        TurnEntry.capture(game, "teleport")


def test_names_are_capped_and_cleaned_and_gcg_export_stays_one_line_per_player(
    tmp_path: Path,
) -> None:
    store = new_store(tmp_path)
    with pytest.raises(StoreError, match="at most 40"):
        start(store, Game(["A" * 41, "Ben"], seed=1))
    with pytest.raises(StoreError, match="empty"):
        start(store, Game(["\n\t", "Ben"], seed=1))
    game = Game(["Ana\nLee", "Ben\r\n#player3 x"], seed=1)
    game_id = start(store, game)
    assert [s.name for s in store.seats(game_id)] == ["Ana Lee", "Ben #player3 x"]
    play_recorded(store, game_id, game, random.Random(1), 3)
    game.end_now()
    store.record_turn(game_id, TurnEntry.capture(game, "end"))
    text = store.export_gcg(game_id)
    players = [line for line in text.splitlines() if line.startswith("#player")]
    assert players == ["#player1 Ana_Lee Ana Lee", "#player2 Ben_#player3_x Ben #player3 x"]
    assert all(line.startswith(("#", ">")) for line in text.splitlines())


def test_export_of_an_unfinished_game_is_refused(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game_id = start(store, Game(["Ana", "Ben"], seed=1))
    with pytest.raises(DamagedGame, match="not a finished game"):
        store.export_gcg(game_id)


def test_every_kind_of_move_is_kept_and_undo_resumes_before_it(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    rules = RuleSet(undo_allowed=True, challenge=ChallengeMode.SINGLE)
    game = Game(["Ana", "Ben"], rules, Words(), seed=21)
    game_id = start(store, game)
    rng = random.Random(4)
    play = random_tile_play(game, rng)
    assert play is not None
    game.play(play)
    store.record_turn(game_id, TurnEntry.capture(game, "play"))
    assert game.challengeable == 0
    game.play(Challenge(1))  # every word is phony with an empty word list
    store.record_turn(game_id, TurnEntry.capture(game, "challenge"))
    game.play(parse_move("-"))
    store.record_turn(game_id, TurnEntry.capture(game, "pass"))
    game.undo()
    store.record_turn(game_id, TurnEntry.capture(game, "undo"))
    rows = store.conn.execute("SELECT kind, notation FROM turns WHERE game_id = ? ORDER BY seq",
                              (game_id,)).fetchall()
    assert [r[0] for r in rows] == ["start", "play", "challenge", "pass", "undo"]
    assert rows[2][1] == "--" and rows[4][1] == "undo"
    resumed = store.load_game(game_id).game
    assert resumed.to_json() == game.to_json()
    assert resumed.phase is Phase.PLAYING and len(resumed.history) == 2


def test_only_the_newest_state_is_kept_compressed(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], RuleSet(undo_allowed=True), seed=4)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(2), 12)
    rows = store.conn.execute("SELECT seq, state FROM turns WHERE game_id = ? ORDER BY seq",
                              (game_id,)).fetchall()
    assert [seq for seq, _ in rows] == list(range(1, 14))
    assert [state for _, state in rows[:-1]] == [b""] * 12
    newest = rows[-1][1]
    assert isinstance(newest, bytes) and len(newest) * 5 < len(game.to_json())
    assert unpack_state(newest) == game.to_json()


@pytest.mark.parametrize("value", [b"", b"not zlib at all", None])
def test_a_stored_state_that_does_not_unpack_is_damage(value: object) -> None:
    with pytest.raises(DamagedGame, match="state"):
        unpack_state(value)


def test_a_cut_short_or_oversized_state_is_damage(monkeypatch: pytest.MonkeyPatch) -> None:
    import game.store.games as games

    packed = pack_state("x" * 5000)
    with pytest.raises(DamagedGame, match="cut short"):
        unpack_state(packed[: len(packed) // 2])
    monkeypatch.setattr(games, "MAX_STATE_CHARS", 1000)
    with pytest.raises(DamagedGame, match="far too large"):
        unpack_state(packed)


def test_an_upwords_game_resumes_with_its_stacks_and_the_same_future_draws(tmp_path: Path) -> None:
    from game.engine.players import choose_move
    from game.lexicon import default_lexicon
    from game.rules.ruleset import preset
    from game.rules.upwords.board import StackBoard

    lexicon = default_lexicon()
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben"], preset("Upwords"), lexicon, seed=4)
    game_id = start(store, game, ("human", "medium"))

    def next_move(g: Game, seed: int) -> object:
        rack = "".join(g.current_player.rack)
        return choose_move(g.board, rack, lexicon, g.rules, g.bag_count, random.Random(seed), "medium")

    for turn in range(10):
        game.play(next_move(game, turn))  # type: ignore[arg-type]
        store.record_turn(game_id, TurnEntry.capture(game, "play"))
    assert isinstance(game.board, StackBoard)
    assert any(game.board.height(r, c) > 1 for r in range(10) for c in range(10))  # stacks to keep
    store.close()

    saved = new_store(tmp_path).load_game(game_id)
    resumed = saved.game
    assert isinstance(resumed.board, StackBoard) and resumed.to_json() == game.to_json()
    for turn in range(10, 16):
        a = game.play(next_move(game, turn))  # type: ignore[arg-type]
        b = resumed.play(next_move(resumed, turn))  # type: ignore[arg-type]
        assert (a.drawn, a.points, a.notation) == (b.drawn, b.points, b.notation)
