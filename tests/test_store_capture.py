"""A move is captured on the window's thread as a snapshot and serialised on the
writer's: what is written is exactly the game as it was when captured."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from rules_helpers import random_move
from store_helpers import new_store

import game.store.records as records
from game.rules.game import Game
from game.rules.ruleset import RuleSet
from game.store import BackgroundWriter, GameStore, PendingTurn, Seat, StoreError, TurnEntry


def test_a_pending_turn_writes_the_game_as_it_was_when_captured() -> None:
    game = Game(["Ana", "Ben", "Cleo"], RuleSet(undo_allowed=True), seed=4)
    rng = random.Random(4)
    for _ in range(12):
        game.play(random_move(game, rng))
    then = game.to_json()
    pending = PendingTurn.capture(game, "play")
    for _ in range(6):  # the game goes on, and undoes, before the writer gets to it
        game.play(random_move(game, rng))
    game.undo()
    game.undo()
    entry = pending.entry()
    assert entry.state == then
    head = pending.head
    assert entry == TurnEntry("play", head.notation, then, head.scores, head.over, head.created)
    assert head.scores == tuple(Game.from_json(then).scores)
    assert Game.from_json(entry.state).to_json() == then


def test_pending_turns_through_the_writer_resume_exactly(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    errors: list[str] = []
    writer = BackgroundWriter(store.opened, on_error=errors.append)
    game = Game(["Ana", "Ben"], RuleSet(undo_allowed=True), seed=9)
    game_id = GameStore.new_game_id()
    writer.create_game(game_id, [Seat("Ana"), Seat("Ben")], "Classic", PendingTurn.capture(game, "start"))
    rng = random.Random(9)
    states = []
    for _ in range(20):
        game.play(random_move(game, rng))
        writer.record_turn(game_id, PendingTurn.capture(game, "play"))
        states.append(game.to_json())
    assert writer.flush() and errors == []
    saved = store.load_game(game_id)
    assert saved.game.to_json() == states[-1] == game.to_json()
    written = [r[0] for r in store.conn.execute(
        "SELECT count(*) FROM turns WHERE game_id = ?", (game_id,))]
    assert written == [21]
    assert writer.close()


def test_a_state_over_the_cap_is_reported_by_the_writer_not_raised(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = new_store(tmp_path)
    errors: list[str] = []
    writer = BackgroundWriter(store.opened, on_error=errors.append)
    game = Game(["Ana", "Ben"], seed=2)
    monkeypatch.setattr(records, "MAX_STATE_CHARS", 100)
    pending = PendingTurn.capture(game, "start")  # the window's side does not raise
    writer.create_game("g1", [Seat("Ana"), Seat("Ben")], "Classic", pending)
    assert writer.flush() and writer.close()
    assert len(errors) == 1 and errors[0].startswith("the saved game is too long (")
    with pytest.raises(StoreError, match="unknown kind of turn 'teleport'"):
        PendingTurn.capture(game, "teleport")
