"""Sound effects: silent without a device, pitched by score, all files present."""

import array
import wave

from game.paths import SOUNDS
from game.ui.audio import EFFECTS, MAX_SEMITONES, Audio, resample, semitones_for_score


def test_every_effect_is_a_short_22khz_mono_16bit_wav():
    for name in (*EFFECTS, "music"):
        with wave.open(str(SOUNDS / f"{name}.wav")) as fh:
            assert (fh.getframerate(), fh.getnchannels(), fh.getsampwidth()) == (22050, 1, 2)
            seconds = fh.getnframes() / fh.getframerate()
            assert seconds <= (8.5 if name == "music" else 2.0)


def test_dummy_driver_runs_silently():
    audio = Audio()
    assert not audio.available
    for name in EFFECTS:
        audio.play(name)
    audio.play("score", score=80)
    audio.play("score", pitch=1.5)
    audio.play("no-such-sound")
    audio.set_volumes(0.1, 0.2)
    audio.start_music()
    audio.stop_music()
    audio.close()
    assert audio.played[-1] == "no-such-sound"


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
