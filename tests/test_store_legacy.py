"""The single save.json of earlier versions is imported once and kept as .bak."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from rules_helpers import random_move

from game.rules.game import Game
from game.rules.ruleset import PRESETS
from game.store import open_store
from game.store.legacy import import_legacy_save


def legacy_save(directory: Path, seats: object = None) -> Game:
    """Write save.json as the pause menu of earlier versions did."""
    game = Game(["Ana", "Ben"], PRESETS["House"], seed=5)
    rng = random.Random(5)
    for _ in range(6):
        game.play(random_move(game, rng))
    data = json.loads(game.to_json())
    data["seats"] = seats if seats is not None else [{"name": "Ana", "kind": "human"},
                                                     {"name": "Ben", "kind": "hard"}]
    (directory / "save.json").write_text(json.dumps(data))
    return game


def test_the_old_save_is_imported_once_and_renamed(tmp_path: Path) -> None:
    game = legacy_save(tmp_path)
    store, notices = open_store(tmp_path)
    assert notices == ["Your saved game was moved into the saved-games list. "
                       "The old file was kept as save.json.bak."]
    assert not (tmp_path / "save.json").exists() and (tmp_path / "save.json.bak").exists()
    [summary] = store.unfinished_games()
    assert summary.names == ("Ana", "Ben") and summary.kinds == ("human", "hard")
    assert summary.preset == "House"
    saved = store.load_game(summary.game_id)
    assert saved.game.to_json() == game.to_json()
    store.close()
    store, notices = open_store(tmp_path)
    assert notices == [] and len(store.unfinished_games()) == 1


def test_an_import_interrupted_before_the_rename_is_not_repeated(tmp_path: Path) -> None:
    legacy_save(tmp_path)
    text = (tmp_path / "save.json").read_text()
    store, _ = open_store(tmp_path)
    (tmp_path / "save.json").write_text(text)  # as if killed before the rename
    assert "save.json.bak2" in (import_legacy_save(store, tmp_path) or "")
    assert len(store.unfinished_games()) == 1
    assert (tmp_path / "save.json.bak").read_text() == text


def test_seats_missing_from_the_old_save_make_everyone_human(tmp_path: Path) -> None:
    legacy_save(tmp_path, seats=[{"name": "Ana"}])
    store, _ = open_store(tmp_path)
    [summary] = store.unfinished_games()
    assert summary.kinds == ("human", "human")


@pytest.mark.parametrize(("content", "reason"), [
    (b"{not json", "not valid JSON"),
    (b"\xff\xfe\x00garbage", "could not be imported"),
    (b'{"format": "tile-party-game", "version": 1}', "damaged"),
])
def test_a_damaged_old_save_is_kept_as_bak_with_a_message(tmp_path: Path, content: bytes,
                                                          reason: str) -> None:
    (tmp_path / "save.json").write_bytes(content)
    store, notices = open_store(tmp_path)
    [notice] = notices
    assert reason in notice and "save.json.bak" in notice
    assert (tmp_path / "save.json.bak").read_bytes() == content
    assert store.unfinished_games() == []


def test_an_oversized_old_save_is_refused_and_left_where_it_is(tmp_path: Path) -> None:
    from game.store.records import MAX_LEGACY_SAVE_BYTES

    content = b"{" + b" " * MAX_LEGACY_SAVE_BYTES + b"}"
    (tmp_path / "save.json").write_bytes(content)
    store, notices = open_store(tmp_path)
    assert notices == [
        "The old saved game save.json was not imported: it is too big "
        f"({len(content):,} bytes; at most {MAX_LEGACY_SAVE_BYTES:,} are read). "
        "The file was left where it is."]
    assert (tmp_path / "save.json").read_bytes() == content
    assert not (tmp_path / "save.json.bak").exists() and store.unfinished_games() == []


def test_the_old_save_is_read_only_through_the_bounded_reader(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file that grows past the cap after it was measured is still refused."""
    import game.store.legacy as legacy

    legacy_save(tmp_path)
    calls: list[int] = []

    def bounded(path: Path, cap: int) -> bytes:
        calls.append(cap)
        raise legacy.InputError("is larger than 8 bytes", path)

    monkeypatch.setattr(legacy, "read_limited", bounded)
    store, notices = open_store(tmp_path)
    assert calls == [legacy.MAX_LEGACY_SAVE_BYTES]
    assert notices == ["The old saved game save.json was not imported: it is larger than 8 bytes. "
                       "The file was left where it is."]
    assert (tmp_path / "save.json").exists() and store.unfinished_games() == []


def test_a_corrupt_old_save_loses_nothing(tmp_path: Path) -> None:
    legacy_save(tmp_path)
    content = (tmp_path / "save.json").read_bytes()[:-40]  # cut short mid-write
    (tmp_path / "save.json").write_bytes(content)
    store, notices = open_store(tmp_path)
    [notice] = notices
    assert notice.startswith("The old saved game could not be imported (")
    assert notice.endswith("The old file was kept as save.json.bak.")
    assert (tmp_path / "save.json.bak").read_bytes() == content
    assert store.unfinished_games() == []
