"""Settings persist between launches; damaged files give defaults and a notice."""

import json
from pathlib import Path

from game import settings as settings_mod
from game.rules.ruleset import preset
from game.settings import VERSION, Settings
from game.setup.seats import SeatConfig


def test_round_trip(tmp_path):
    path = tmp_path / "settings.json"
    s = Settings(music_volume=0.3, colour_blind=True, animation_speed="Fast", seat_count=3)
    s.seats[2] = SeatConfig("Zed", "hard")
    s.rules = preset("Party").replace(clock_seconds=90).to_dict()
    settings_mod.save(s, path)
    loaded = settings_mod.load(path)
    assert loaded.notice == ""
    assert loaded.settings == s
    assert loaded.settings.ruleset() == preset("Party").replace(clock_seconds=90)


def test_missing_file_gives_defaults_quietly(tmp_path):
    loaded = settings_mod.load(tmp_path / "nope.json")
    assert loaded.settings == Settings() and loaded.notice == ""


def test_a_fresh_install_seats_one_person_against_an_easy_computer(tmp_path):
    settings = settings_mod.load(tmp_path / "nope.json").settings
    assert settings.seat_count == 2
    assert settings.seats[:2] == [SeatConfig("Ana", "human"), SeatConfig("Ben", "easy")]
    assert [seat.is_computer for seat in settings.seats] == [False, True, True, True]


def test_corrupt_file_gives_defaults_with_a_notice(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.settings == Settings()
    assert "damaged" in loaded.notice


def test_wrong_shape_gives_defaults_with_a_notice(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("[1, 2, 3]", encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.settings == Settings() and loaded.notice


def test_bad_fields_fall_back_one_by_one(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({
        "version": VERSION, "music_volume": 7, "effects_volume": 0.2, "animation_speed": "warp",
        "seats": [{"name": "Ana", "kind": "wizard"}, "junk"], "seat_count": 9,
    }), encoding="utf-8")
    s = settings_mod.load(path).settings
    assert s.music_volume == Settings().music_volume
    assert s.effects_volume == 0.2
    assert s.animation_speed == "Normal"
    assert s.seat_count == 2
    assert len(s.seats) == 4


def test_version_1_is_upgraded(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "animation": 2.4, "fullscreen": True}), encoding="utf-8")
    s = settings_mod.load(path).settings
    assert s.version == VERSION and s.animation_speed == "Fast" and s.fullscreen


def test_rules_that_no_longer_validate_fall_back_to_the_preset():
    s = Settings(preset="Kids", rules={"clock_seconds": -5})
    assert s.ruleset() == preset("Kids")


def test_save_leaves_no_temporary_files(tmp_path):
    settings_mod.save(Settings(), tmp_path / "settings.json")
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


def test_bytes_that_are_not_utf8_give_defaults_and_are_kept_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"music_volume": 0.1, "name": "\xff\xfe"}')
    loaded = settings_mod.load(path)
    assert loaded.settings == Settings()
    assert "damaged" in loaded.notice and "settings.json.bak" in loaded.notice
    assert not path.exists()
    assert (tmp_path / "settings.json.bak").read_bytes() == b'{"music_volume": 0.1, "name": "\xff\xfe"}'


def test_lists_nested_a_hundred_thousand_deep_give_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.settings == Settings() and "damaged" in loaded.notice
    assert (tmp_path / "settings.json.bak").stat().st_size == 200_000


def test_nesting_within_the_size_cap_but_past_the_parser_gives_defaults(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"a": ' + "[" * 60_000 + "]" * 60_000 + "}", encoding="utf-8")
    assert path.stat().st_size < settings_mod.SETTINGS_BYTES
    loaded = settings_mod.load(path)
    assert loaded.settings == Settings() and "damaged" in loaded.notice


def test_a_file_over_the_size_cap_is_not_read_and_kept_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text(" " * (settings_mod.SETTINGS_BYTES + 1) + "{}", encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.settings == Settings() and "damaged" in loaded.notice
    assert (tmp_path / "settings.json.bak").exists() and not path.exists()


def test_a_device_as_the_settings_file_gives_defaults_without_reading_it(tmp_path):
    loaded = settings_mod.load(Path("/dev/zero"))
    assert loaded.settings == Settings()
    assert loaded.notice == "Could not read your settings (is not a regular file); using defaults."


def test_a_damaged_file_is_backed_up_before_the_defaults_are_saved(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    loaded = settings_mod.load(path)
    settings_mod.save(loaded.settings, path)
    assert (tmp_path / "settings.json.bak").read_text(encoding="utf-8") == "{not json"
    assert settings_mod.load(path).settings == Settings()


def test_a_newer_version_is_read_as_far_as_known_and_a_copy_kept(tmp_path):
    path = tmp_path / "settings.json"
    text = json.dumps({"version": VERSION + 1, "music_volume": 0.25, "hologram": True})
    path.write_text(text, encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.settings.music_volume == 0.25
    assert "newer version" in loaded.notice and "settings.json.bak" in loaded.notice
    settings_mod.save(loaded.settings, path)
    assert (tmp_path / "settings.json.bak").read_text(encoding="utf-8") == text


def test_text_size_is_kept_and_an_older_file_without_it_reads_as_normal(tmp_path):
    path = tmp_path / "settings.json"
    settings_mod.save(Settings(text_size="largest"), path)
    assert settings_mod.load(path).settings.text_size == "largest"
    path.write_text(json.dumps({"version": VERSION, "music_volume": 0.3}), encoding="utf-8")
    assert settings_mod.load(path).settings.text_size == "normal"
    for bad in ("huge", 2, None, ["large"], "Large"):
        path.write_text(json.dumps({"version": VERSION, "text_size": bad, "music_volume": 0.3}), encoding="utf-8")
        loaded, damaged = Settings.read(json.loads(path.read_text(encoding="utf-8")))
        assert loaded.text_size == "normal" and loaded.music_volume == 0.3 and damaged == ["text_size"]
