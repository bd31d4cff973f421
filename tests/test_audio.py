"""Sound effects and music: silent without a device, pitched by score, every file
present and at its loudness, each screen's music, the duck under the clock, the volumes."""

import array
import importlib.util
import math
import wave
from pathlib import Path

import pygame
import pytest

from game.paths import SOUNDS
from game.ui.audio import (
    DUCK_GLIDE,
    DUCKED,
    EFFECTS,
    MAX_SEMITONES,
    MUSIC_SCALE,
    MUSIC_TRACKS,
    SCENE_MUSIC,
    Audio,
    music_for,
    resample,
    semitones_for_score,
)

ROOT = Path(__file__).resolve().parent.parent
REWARDS = ("bingo", "score", "challenge_upheld", "gameover")  # gameover is the results fanfare
WARNINGS = ("timeup", "invalid")


def load_loudness():
    """``scripts/loudness.py``, the measure the sounds are made to."""
    spec = importlib.util.spec_from_file_location("loudness", ROOT / "scripts" / "loudness.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def heard() -> dict[str, float]:
    """Every shipped effect's loudness as heard (K-weighted, gated), in LUFS."""
    loudness = load_loudness()
    return {name: loudness.file_loudness(SOUNDS / f"{name}.wav") for name in EFFECTS}


def test_every_sound_is_a_short_22khz_mono_16bit_wav():
    for name in (*EFFECTS, *MUSIC_TRACKS):
        path = SOUNDS / f"{name}.wav"
        with wave.open(str(path)) as fh:
            assert (fh.getframerate(), fh.getnchannels(), fh.getsampwidth()) == (22050, 1, 2)
            seconds = fh.getnframes() / fh.getframerate()
        if name in MUSIC_TRACKS:
            assert 8.0 <= seconds <= 20.0 and path.stat().st_size < 1_000_000
        elif name == "gameover":
            assert 2.5 <= seconds <= 4.0  # a fanfare of a few seconds
        else:
            assert seconds <= 2.0


def test_the_measure_reads_a_full_scale_sine_at_minus_three_lufs():
    loudness = load_loudness()
    sine = [math.sin(2 * math.pi * 997 * i / 48000) for i in range(48000)]
    assert loudness.loudness(sine, 48000) == pytest.approx(-3.01, abs=0.02)  # BS.1770's own check
    quieter = [0.1 * v for v in sine]
    assert loudness.loudness(quieter, 48000) == pytest.approx(-23.01, abs=0.02)
    assert loudness.loudness([0.0] * 1000, 48000) == -math.inf


def test_rewards_are_the_loudest_sounds(heard):
    others = [name for name in EFFECTS if name not in REWARDS]
    quietest_reward = min(heard[name] for name in REWARDS)
    loudest_other = max(others, key=heard.__getitem__)
    assert quietest_reward > heard[loudest_other], (loudest_other, heard)
    # the rewards sound alike in level: none drowns another
    assert max(heard[name] for name in REWARDS) - quietest_reward <= 1.0


@pytest.mark.parametrize("warning", WARNINGS)
def test_the_buzzer_and_invalid_sit_six_to_eight_db_under_every_reward(heard, warning):
    for reward in REWARDS:
        assert 6.0 <= heard[reward] - heard[warning] <= 8.0, (reward, warning, heard)


def test_every_music_track_belongs_to_a_screen_and_each_screen_names_a_real_scene():
    from game.ui.play.scene import PlayScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.tile_draw import TileDrawScene
    from game.ui.scenes.welcome import WelcomeScene

    assert set(SCENE_MUSIC.values()) == set(MUSIC_TRACKS)
    assert music_for(MenuScene.name) == music_for(WelcomeScene.name) == "music_menu"
    assert music_for(TileDrawScene.name) == music_for(PlayScene.name) == "music_table"
    assert music_for(ResultsScene.name) == "music_results"
    assert music_for("settings") is None  # Settings keeps the music it was opened over


def test_dummy_driver_runs_silently():
    audio = Audio()
    assert not audio.available
    for name in EFFECTS:
        audio.play(name)
    audio.play("score", score=80)
    audio.play("score", pitch=1.5)
    audio.play("no-such-sound")
    audio.set_volumes(0.1, 0.2)
    audio.play_music("music_menu")
    assert audio.music_track == "music_menu"  # asked for, though nothing is heard
    audio.duck()
    audio.update(10.0)
    audio.stop_music()
    audio.close()
    assert audio.played[-1] == "no-such-sound"
    assert audio.music_track is None


def test_missing_sound_directory_is_silent_too(tmp_path):
    audio = Audio(sound_dir=tmp_path, force=True)
    audio.play("place")  # no file, no error
    assert audio._sounds == {}
    assert audio.played == ["place"]
    audio.close()


def test_mixer_path_plays_with_the_dummy_device():
    audio = Audio(force=True)
    assert audio.available
    assert set(audio._sounds) == set(EFFECTS)  # every effect file loaded
    audio.play("click")
    audio.play("score", score=60)
    audio.set_volumes(0.5, 2.0)
    assert (audio.effects_volume, audio.music_volume) == (0.5, 1.0)  # clamped
    assert audio.played == ["click", "score"]
    audio.close()


def test_score_pitch_rises_then_caps():
    steps = [semitones_for_score(s) for s in (0, 5, 12, 30, 60, 200)]
    assert steps == sorted(steps)
    assert steps[0] == 0 and steps[-1] == MAX_SEMITONES


def test_resample_shortens_by_the_ratio():
    samples = array.array("h", range(0, 2000))  # 1000 stereo frames
    out = resample(samples, 2, 2.0)
    assert len(out) == 1000
    assert list(out[:4]) == [0, 1, 4, 5]


def test_the_volumes_reach_the_mixer():
    audio = Audio(effects_volume=0.5, music_volume=0.8, force=True)
    assert audio.available
    audio.play_music("music_table")
    assert audio.music_level == pytest.approx(0.8 * MUSIC_SCALE)
    assert pygame.mixer.music.get_volume() == pytest.approx(audio.music_level, abs=0.01)
    assert {round(s.get_volume(), 2) for s in audio._sounds.values()} == {0.5}
    audio.set_volumes(0.3, 0.4)
    assert {round(s.get_volume(), 2) for s in audio._sounds.values()} == {0.3}
    assert pygame.mixer.music.get_volume() == pytest.approx(0.4 * MUSIC_SCALE, abs=0.01)
    audio.close()


def test_duck_glides_the_music_down_and_unduck_back_up():
    audio = Audio(music_volume=1.0, force=True)
    audio.play_music("music_table")
    full = MUSIC_SCALE
    audio.duck()
    assert audio.gliding
    audio.update(DUCK_GLIDE / 2)  # half way down
    assert audio.music_level == pytest.approx(full * (1 + DUCKED) / 2)
    audio.update(DUCK_GLIDE)
    assert not audio.gliding
    assert audio.music_level == pytest.approx(full * DUCKED)
    assert pygame.mixer.music.get_volume() == pytest.approx(full * DUCKED, abs=0.01)
    audio.duck()  # again: nothing more
    assert not audio.gliding
    audio.unduck()
    audio.update(DUCK_GLIDE)
    assert audio.music_level == pytest.approx(full)
    # a new track always starts at its level: ducked music does not follow the table to the results
    audio.duck()
    audio.update(DUCK_GLIDE)
    audio.play_music("music_results")
    assert (audio.ducked, audio.music_level) == (False, pytest.approx(full))
    audio.close()


def test_the_same_track_asked_again_goes_on_undisturbed():
    audio = Audio(force=True)
    audio.play_music("music_menu")
    audio.duck()
    audio.play_music("music_menu")
    assert audio.ducked  # not restarted
    audio.close()


def test_each_screen_plays_its_music_and_an_overlay_keeps_it(app, tmp_path):
    from game.rules.game import Game
    from game.rules.move import Pass
    from game.rules.ruleset import preset
    from game.setup.seats import SeatConfig
    from game.ui.play.scene import PlayScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.pause import PauseScene
    from game.ui.scenes.results import ResultsScene
    from game.ui.scenes.settings import SettingsScene
    from game.ui.scenes.tile_draw import TileDrawScene

    def frame() -> str | None:
        app.step([], 1 / 60)
        return app.audio.music_track

    app.stack.push(MenuScene(app.ctx))
    assert frame() == "music_menu"
    app.stack.push(SettingsScene(app.ctx))
    assert frame() == "music_menu"  # Settings has none of its own
    app.stack.pop()
    words = tmp_path / "words.txt"
    words.write_text("CAT\nDOG\n")
    rules = preset("Classic").replace(word_list=str(words))
    seats = [SeatConfig("Ana"), SeatConfig("Ben")]
    app.stack.replace(TileDrawScene(app.ctx, seats, rules, seed=1))
    assert frame() == "music_table"
    game = Game(["Ana", "Ben"], rules, None, seed=1)
    play = PlayScene(app.ctx, game, seats)
    app.stack.replace(play)
    assert frame() == "music_table"
    app.stack.push(PauseScene(app.ctx, play))
    assert frame() == "music_table"  # the pause menu is over the table: its music goes on
    app.stack.pop()
    while not game.over:
        game.play(Pass())
    app.stack.replace(ResultsScene(app.ctx, game, seats))
    assert frame() == "music_results"
    app.stack.replace(MenuScene(app.ctx))
    assert frame() == "music_menu"


def test_a_volume_set_in_settings_reaches_the_mixer(app):
    from game.ui.settings_panel import SettingsModel

    audio = Audio(app.settings.effects_volume, app.settings.music_volume, force=True)
    app.audio.close()
    app.audio = app.ctx.audio = audio
    audio.play_music("music_menu")
    model = SettingsModel(app.ctx)
    model.set_volume("music_volume", 0.3)
    model.set_volume("effects_volume", 0.4)
    assert (app.settings.music_volume, app.settings.effects_volume) == (0.3, 0.4)
    assert audio.music_level == pytest.approx(0.3 * MUSIC_SCALE)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.3 * MUSIC_SCALE, abs=0.01)
    assert {round(s.get_volume(), 2) for s in audio._sounds.values()} == {0.4}
