"""Sound effects and music, with volumes from the settings.

Without a sound device (the mixer fails to start, or ``SDL_AUDIODRIVER`` is
``dummy``) the service still answers every call and simply stays silent, so
no scene needs to check.  Sounds are the small WAVs in ``sounds/``, each
made at the loudness it should be heard at (``scripts/make_sounds.py``), so
one effects volume serves them all.

Each screen has its music (:data:`SCENE_MUSIC`): the app asks for the track
of the scene on screen whenever the scenes change.  In the turn clock's last
seconds the play scene lowers the music (:meth:`Audio.duck`) so the ticks are
heard, and raises it again (:meth:`Audio.unduck`); the level glides rather
than jumps, a little each frame (:meth:`Audio.update`).

The score sound rises with the score: the base WAV is resampled at run time
into semitone steps, built on a worker thread so the first big score does not
stall a frame.
"""

from __future__ import annotations

import array
import logging
import math
import os
import threading
from pathlib import Path

import pygame

from game.paths import SOUNDS

log = logging.getLogger(__name__)

EFFECTS = (
    "pick",
    "place",
    "stack",
    "invalid",
    "score",
    "bingo",
    "tick",
    "timeup",
    "challenge_upheld",
    "challenge_rejected",
    "click",
    "shuffle",
    "gameover",
    "handoff",
)
MAX_SEMITONES = 12  # the score sound climbs at most an octave
MUSIC_TRACKS = ("music_menu", "music_table", "music_results")
#: the music of each screen, by scene name; a screen not named here (Settings, How to
#: play, Statistics, a replay, the error page) keeps the music of the one it came from
SCENE_MUSIC = {
    "welcome": "music_menu",
    "menu": "music_menu",
    "draw": "music_table",
    "play": "music_table",
    "results": "music_results",
}
#: how long a new track takes to come in, in ms: the results' waits under the fanfare
MUSIC_FADE_IN = {"music_results": 3000}
DEFAULT_FADE_IN = 600
#: the music's share of the music volume: it sits under the effects
MUSIC_SCALE = 0.5
#: the music's share of its level while ducked (about -10 dB), under the clock's last ticks
DUCKED = 0.3
#: how long the music takes to glide down or back up, in seconds
DUCK_GLIDE = 0.6


def music_for(scene_name: str) -> str | None:
    """The track for the scene called ``scene_name``, or None to keep what plays."""
    return SCENE_MUSIC.get(scene_name)


def follow_music(audio: Audio, shown_names: list[str]) -> None:
    """Play the music of the screen on show (``shown_names``: the scenes drawn, the one
    under any overlay first); a screen with no music of its own keeps what plays."""
    track = music_for(shown_names[0]) if shown_names else None
    if track is not None:
        audio.play_music(track)


def semitones_for_score(score: int) -> int:
    """One semitone per 6 points, so a 10-pointer and a 70-pointer sound clearly apart."""
    return max(0, min(MAX_SEMITONES, int(score) // 6))


class Audio:
    """Plays named effects. ``available`` is False when running silently."""

    def __init__(
        self,
        effects_volume: float = 0.8,
        music_volume: float = 0.6,
        sound_dir: Path = SOUNDS,
        force: bool = False,
    ) -> None:
        self.effects_volume = effects_volume
        self.music_volume = music_volume
        self.sound_dir = sound_dir
        self.available = False
        self.played: list[str] = []  # names, most recent last (tests, demo logs)
        self._sounds: dict[str, object] = {}
        self._pitched: dict[tuple[str, int], object] = {}
        self._lock = threading.Lock()
        #: the track asked for (kept without a device too, so tests and logs can tell)
        self.music_track: str | None = None
        self.ducked = False
        #: the share of the music's level playing now: 1, DUCKED, or on its way between
        self.duck_level = 1.0
        self._music_on = False
        if os.environ.get("SDL_AUDIODRIVER") == "dummy" and not force:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(22050, -16, 2, 512)
                pygame.mixer.init()
            pygame.mixer.set_num_channels(16)
            for name in EFFECTS:
                path = sound_dir / f"{name}.wav"
                if path.exists():
                    self._sounds[name] = pygame.mixer.Sound(str(path))
            self.available = True
        except Exception as exc:  # any mixer failure means "no sound device": stay silent
            log.info("sound off: %s", exc)
            self.available = False
            return
        self._apply_volumes()
        for pitched in ("score", "tick"):  # the score climbs with the points, the last ticks with the time
            threading.Thread(target=self._build_pitched, args=(pitched,), daemon=True).start()

    # -- public API -------------------------------------------------------------

    def play(self, name: str, pitch: float | None = None, score: int | None = None,
             semitones: int | None = None) -> None:
        """Play an effect. ``score`` raises the pitch with the points; ``pitch`` is a ratio,
        ``semitones`` a step up (the clock's last ticks rise)."""
        self.played.append(name)
        del self.played[:-50]
        if not self.available:
            return
        sound = self._sounds.get(name)
        if sound is None:
            return
        semis = 0
        if semitones is not None:
            semis = max(0, min(MAX_SEMITONES, semitones))
        elif score is not None:
            semis = semitones_for_score(score)
        elif pitch is not None and pitch > 0:
            semis = max(0, min(MAX_SEMITONES, round(12 * math.log2(pitch))))
        if semis:
            with self._lock:
                sound = self._pitched.get((name, semis), sound)
        try:
            sound.play()  # type: ignore[attr-defined]
        except Exception as exc:  # a device that vanished mid-game must not end it
            log.warning("could not play %s: %s", name, exc)

    def set_volumes(self, effects: float, music: float) -> None:
        self.effects_volume = max(0.0, min(1.0, effects))
        self.music_volume = max(0.0, min(1.0, music))
        self._apply_volumes()

    @property
    def music_level(self) -> float:
        """The volume handed to the mixer's music: the setting, under the effects, ducked or not."""
        return self.music_volume * MUSIC_SCALE * self.duck_level

    def play_music(self, track: str) -> None:
        """Loop ``track`` (one of :data:`MUSIC_TRACKS`), fading it in; the one playing
        already goes on undisturbed.  A new track starts unducked."""
        if track == self.music_track and (self._music_on or not self.available):
            return
        self.music_track = track
        self.ducked = False
        self.duck_level = 1.0
        if not self.available:
            return
        try:
            pygame.mixer.music.load(str(self.sound_dir / f"{track}.wav"))
            pygame.mixer.music.set_volume(self.music_level)
            pygame.mixer.music.play(-1, fade_ms=MUSIC_FADE_IN.get(track, DEFAULT_FADE_IN))
            self._music_on = True
        except Exception as exc:
            log.info("no music: %s", exc)
            self._music_on = False

    def stop_music(self) -> None:
        self.music_track = None
        if not self.available or not self._music_on:
            return
        try:
            pygame.mixer.music.fadeout(400)
        except Exception as exc:
            log.info("music stop: %s", exc)
        self._music_on = False

    def duck(self) -> None:
        """Lower the music (the clock's last seconds): it glides down to :data:`DUCKED`."""
        self.ducked = True

    def unduck(self) -> None:
        """Bring the music back up to its level after :meth:`duck`."""
        self.ducked = False

    @property
    def gliding(self) -> bool:
        """Whether the music's level is still on its way after a duck or unduck."""
        return self.duck_level != (DUCKED if self.ducked else 1.0)

    def update(self, dt: float) -> None:
        """Move the music's level toward ducked or full by ``dt`` seconds of the glide."""
        if not self.gliding:
            return
        target = DUCKED if self.ducked else 1.0
        step = (1.0 - DUCKED) * max(0.0, dt) / DUCK_GLIDE
        if abs(target - self.duck_level) <= step:
            self.duck_level = target
        else:
            self.duck_level += step if target > self.duck_level else -step
        self._apply_music_volume()

    def close(self) -> None:
        self.stop_music()

    # -- internals ----------------------------------------------------------------

    def _apply_volumes(self) -> None:
        if not self.available:
            return
        for sound in list(self._sounds.values()) + list(self._pitched.values()):
            sound.set_volume(self.effects_volume)  # type: ignore[attr-defined]
        self._apply_music_volume()

    def _apply_music_volume(self) -> None:
        if not self.available:
            return
        try:
            pygame.mixer.music.set_volume(self.music_level)
        except Exception as exc:
            log.info("music volume: %s", exc)

    def _build_pitched(self, name: str) -> None:
        try:
            base = self._sounds.get(name)
            init = pygame.mixer.get_init()
            if base is None or init is None or init[1] != -16:
                return  # only 16-bit signed is resampled; other formats play unpitched
            channels = init[2]
            raw = array.array("h", base.get_raw())  # type: ignore[attr-defined]
            for semis in range(1, MAX_SEMITONES + 1):
                data = resample(raw, channels, 2 ** (semis / 12))
                sound = pygame.mixer.Sound(buffer=data.tobytes())
                sound.set_volume(self.effects_volume)
                with self._lock:
                    self._pitched[(name, semis)] = sound
        except Exception as exc:
            log.info("pitched %s unavailable: %s", name, exc)


def resample(samples: array.array[int], channels: int, ratio: float) -> array.array[int]:
    """Speed up interleaved 16-bit samples by ``ratio`` (nearest-frame; raises the pitch)."""
    frames = len(samples) // channels
    out_frames = int(frames / ratio)
    out = array.array("h", bytes(2 * out_frames * channels))
    for i in range(out_frames):
        src = int(i * ratio) * channels
        dst = i * channels
        out[dst : dst + channels] = samples[src : src + channels]
    return out
