"""A settings file with values the game cannot use: each goes back to its default,
the file is kept as settings.json.bak, the player is told once, and the game starts."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import settings as settings_mod
from game.settings import Settings
from game.setup.seats import SeatConfig

NOTICE = ("Your settings file was damaged, so the defaults are back "
          "(the old file is kept as settings.json.bak).")


@pytest.mark.parametrize("name", ["A\u0000B", "A\ud800B", "Tab\there", "   "])
def test_a_seat_name_the_screen_cannot_draw_is_dropped_with_a_notice(tmp_path: Path, name: str) -> None:
    path = tmp_path / "settings.json"
    text = json.dumps({"version": 2, "music_volume": 0.3,
                       "seats": [{"name": "Zoe", "kind": "hard"}, {"name": name, "kind": "human"}]})
    path.write_text(text, encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.notice == NOTICE
    assert loaded.settings.music_volume == 0.3  # what could be used is kept
    assert loaded.settings.seats == [SeatConfig("Zoe", "hard"), SeatConfig("Ben", "easy"),
                                     SeatConfig("Cleo", "easy"), SeatConfig("Dev", "medium")]
    assert (tmp_path / "settings.json.bak").read_text(encoding="utf-8") == text
    # written back without the bad value: the next launch says nothing
    again = settings_mod.load(path)
    assert again.notice == "" and again.settings == loaded.settings


@pytest.mark.parametrize("field,value", [
    ("rules", {"clock_seconds": -5}), ("rules", {"board": [[[]]]}), ("preset", ["Kids"]),
    ("animation_speed", {"a": 1}), ("language", ["en"]), ("music_volume", True),
    ("music_volume", -0.1), ("music_volume", 1.5), ("music_volume", "0.5"), ("music_volume", float("nan")),
    ("seat_count", "3"), ("seats", "Ana"), ("seats", [{"name": "A", "kind": "human"}] * 5),
])
def test_any_damaged_value_falls_back_with_the_notice_and_a_copy(tmp_path: Path, field: str, value: object) -> None:
    path = tmp_path / "settings.json"
    text = json.dumps({"version": 2, "effects_volume": 0.25, field: value})
    path.write_text(text, encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.notice == NOTICE
    assert getattr(loaded.settings, field) == getattr(Settings(), field)
    assert loaded.settings.effects_volume == 0.25
    assert (tmp_path / "settings.json.bak").read_text(encoding="utf-8") == text


def test_a_file_without_damage_gives_no_notice_and_no_copy(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings_mod.save(Settings(music_volume=0.1, seats=[SeatConfig("Ana Lü", "human")] * 4), path)
    loaded = settings_mod.load(path)
    assert loaded.notice == "" and loaded.settings.music_volume == 0.1
    assert not (tmp_path / "settings.json.bak").exists()


@pytest.mark.parametrize("name", ["A\u0000B", "A\ud800B"])
def test_the_window_starts_with_such_a_name_in_the_settings(make_app, data: Path, name: str) -> None:
    """It raised ValueError (NUL) or UnicodeEncodeError (surrogate) drawing the menu at every launch."""

    (data / "settings.json").write_text(json.dumps(
        {"version": 2, "language": "en", "seats": [{"name": name, "kind": "human"}]}), encoding="utf-8")
    app = make_app(size=(1024, 700), language="en")
    try:
        app.stack.push(app.first_scene())
        for _ in range(5):
            app.step([], 1 / 60)
        assert type(app.stack.top).__name__ == "MenuScene"
        assert app.settings.seats[0] == SeatConfig("Ana", "human")
    finally:
        app.stack.discard_all()
        app.close_saves()
        app.jobs.shutdown()


def test_a_newer_file_with_rules_this_version_does_not_know_gets_the_newer_notice(tmp_path: Path) -> None:
    from game.rules.ruleset import preset

    path = tmp_path / "settings.json"
    rules = dict(preset("House").to_dict(), future_toggle=True)
    text = json.dumps({"version": settings_mod.VERSION + 1, "effects_volume": 0.25, "rules": rules})
    path.write_text(text, encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.notice == ("Your settings were saved by a newer version of Tile Party; "
                             "a copy is kept as settings.json.bak.")
    assert loaded.settings.effects_volume == 0.25 and loaded.settings.rules == Settings().rules
    assert (tmp_path / "settings.json.bak").read_text(encoding="utf-8") == text
    assert path.read_text(encoding="utf-8") == text  # nothing written over it at load
