"""Synthesise the game's sounds and music into ``sounds/`` (22050 Hz, mono, 16-bit WAV).

Run by hand when a sound changes: ``python scripts/make_sounds.py``.  The
output is committed, so the game itself needs no numpy.  Every sound is
built from sine/triangle tones, filtered noise and envelopes; nothing is
sampled from elsewhere (see ``sounds/LICENSE.md``).

Each file is set to a loudness as heard (``scripts/loudness.py``, K-weighted
and gated), not to a peak: the rewards are the loudest sounds, the buzzer and
"invalid" sit 7 dB under them, the sounds of handling tiles further down,
and the music under all of them.  :data:`LEVELS` says where each one sits;
the rewards' level is then as high as it can go with no file peaking over
:data:`PEAK` (-1 dBFS).
"""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import numpy as np
from loudness import loudness

RATE = 22050
OUT = Path(__file__).resolve().parent.parent / "sounds"
RNG = np.random.default_rng(20240611)


def t_axis(seconds: float) -> np.ndarray:
    return np.arange(int(RATE * seconds)) / RATE


def env(n: int, attack: float = 0.005, decay: float = 8.0) -> np.ndarray:
    """A fast attack then exponential decay (``decay`` per second)."""
    t = np.arange(n) / RATE
    a = np.clip(t / max(attack, 1e-4), 0, 1)
    return a * np.exp(-decay * t)


def tone(freq: float, seconds: float, shape: str = "sine", decay: float = 8.0) -> np.ndarray:
    t = t_axis(seconds)
    phase = 2 * np.pi * freq * t
    if shape == "triangle":
        wave_ = 2 / np.pi * np.arcsin(np.sin(phase))
    elif shape == "square":
        wave_ = np.tanh(4 * np.sin(phase))
    else:
        wave_ = np.sin(phase)
    return wave_ * env(len(t), decay=decay)


def noise(seconds: float, decay: float = 30.0, smooth: int = 1) -> np.ndarray:
    n = int(RATE * seconds)
    x = RNG.standard_normal(n)
    if smooth > 1:
        x = np.convolve(x, np.ones(smooth) / smooth, mode="same")
    return x * env(n, attack=0.001, decay=decay)


def mix(*parts: tuple[float, np.ndarray]) -> np.ndarray:
    """Mix (start_seconds, samples) parts into one buffer."""
    end = max(int(start * RATE) + len(p) for start, p in parts)
    out = np.zeros(end)
    for start, p in parts:
        i = int(start * RATE)
        out[i : i + len(p)] += p
    return out


def chime(freq: float, seconds: float = 0.35, decay: float = 7.0) -> np.ndarray:
    """A bell-like note: fundamental plus a few soft harmonics."""
    return (
        tone(freq, seconds, decay=decay)
        + 0.35 * tone(freq * 2, seconds, decay=decay * 1.6)
        + 0.12 * tone(freq * 3.01, seconds, decay=decay * 2.2)
    )


def wood_knock(freq: float = 420, seconds: float = 0.09) -> np.ndarray:
    """A tile on a wooden board: a damped low tone plus a click of filtered noise."""
    return 0.8 * tone(freq, seconds, "triangle", decay=55) + 0.5 * noise(seconds, decay=90, smooth=4)


def note(semitones_from_a4: float) -> float:
    return 440.0 * 2 ** (semitones_from_a4 / 12)


#: each sound's loudness in dB relative to the rewards' (0): what the player should hear
#: loudest is what they did well; a refusal or the clock running out is told, not shouted
LEVELS: dict[str, float] = {
    "bingo": 0.0,
    "score": 0.0,
    "challenge_upheld": 0.0,
    "gameover": 0.0,  # the results fanfare
    "invalid": -7.0,
    "timeup": -7.0,
    "challenge_rejected": -7.0,
    "place": -9.0,
    "stack": -9.0,
    "pick": -11.0,
    "shuffle": -10.0,
    "tick": -10.0,
    "handoff": -12.0,  # the hand-off card sliding in: soft, a page turning rather than a call
    "click": -11.0,
    # the music plays at half the music volume besides (game/ui/audio.py): well under the effects
    "music_menu": -6.0,
    "music_table": -8.0,
    "music_results": -6.0,
}
PEAK = 10 ** (-1 / 20)  # -1 dBFS: no file clips, and resampling for pitch keeps headroom


def sounds() -> dict[str, np.ndarray]:
    c5, e5, g5, c6 = note(3), note(7), note(10), note(15)
    out: dict[str, np.ndarray] = {}
    out["pick"] = mix((0, wood_knock(640, 0.06)), (0.015, 0.3 * tone(1200, 0.04, decay=80)))
    out["place"] = wood_knock(380, 0.11)
    # a tile set down on a stack (Upwords): a low knock, then the higher tap of tile on tile
    out["stack"] = mix((0, wood_knock(300, 0.1)), (0.06, 0.8 * wood_knock(560, 0.08)))
    out["invalid"] = mix(
        (0, 0.6 * tone(note(-10), 0.16, "square", decay=10)),
        (0.12, 0.6 * tone(note(-13), 0.22, "square", decay=9)),
    )
    # the base of the rising score sound; the game pitches it up for bigger scores
    out["score"] = mix((0, chime(c5, 0.3)), (0.07, 0.8 * chime(g5, 0.35)))
    fan = [c5, e5, g5, c6]
    out["bingo"] = mix(
        *[(i * 0.11, 0.8 * chime(f, 0.5, decay=4)) for i, f in enumerate(fan)],
        (0.44, 0.6 * (chime(c6, 0.7, decay=3) + chime(note(19), 0.7, decay=3) + chime(note(22), 0.7, decay=3))),
    )
    out["tick"] = mix((0, 0.7 * wood_knock(1500, 0.03)))
    out["timeup"] = 0.55 * (
        tone(note(-17), 0.6, "square", decay=3) + tone(note(-16.7), 0.6, "square", decay=3)
    )
    out["challenge_upheld"] = mix(
        (0, 0.7 * chime(note(-2), 0.22)),
        (0.1, 0.7 * chime(note(2), 0.22)),
        (0.2, 0.8 * chime(note(5), 0.4)),
    )
    out["challenge_rejected"] = mix(
        (0, 0.7 * tone(note(0), 0.2, "triangle", decay=9)),
        (0.15, 0.7 * tone(note(-5), 0.35, "triangle", decay=7)),
    )
    out["click"] = 0.6 * tone(1800, 0.035, "triangle", decay=120)
    out["gameover"] = fanfare()
    out["shuffle"] = mix(*[(0.045 * i, 0.35 * wood_knock(500 + 60 * i, 0.05)) for i in range(8)])
    out["music_menu"] = menu_music()
    out["music_table"] = table_music()
    out["music_results"] = results_music()
    out["handoff"] = handoff()  # last: its noise comes after every other sound's from the shared RNG
    return out


def handoff() -> np.ndarray:
    """A card sliding over the table: a soft swell of brushed noise and a quiet, low chime."""
    seconds = 0.45
    t = t_axis(seconds)
    swell = np.sin(np.pi * t / seconds) ** 2  # in and out, no attack to startle
    brushed = np.convolve(RNG.standard_normal(len(t)), np.ones(24) / 24, mode="same") * swell
    return mix((0, 0.9 * brushed), (0.18, 0.35 * chime(note(-5), 0.35, decay=6)))


# -- instruments ---------------------------------------------------------------------------


def brass(freq: float, seconds: float, release: float = 0.25) -> np.ndarray:
    """A bright held note: harmonics falling off as 1/n, a quick swell, a little vibrato."""
    t = t_axis(seconds + release)
    vibrato = 1 + 0.004 * np.sin(2 * np.pi * 5.5 * t) * np.clip((t - 0.15) / 0.3, 0, 1)
    phase = 2 * np.pi * freq * np.cumsum(vibrato) / RATE
    wave_ = sum(np.sin(k * phase) / k ** 1.3 for k in range(1, 9))
    attack = np.clip(t / 0.04, 0, 1)
    fall = np.clip((seconds + release - t) / release, 0, 1)
    return wave_ * attack * fall * (0.85 + 0.15 * np.exp(-6 * t))


def pluck(freq: float, seconds: float = 0.9, decay: float = 4.0) -> np.ndarray:
    """A soft plucked note: a triangle with a sine an octave up, dying away."""
    return tone(freq, seconds, "triangle", decay=decay) + 0.25 * tone(freq * 2, seconds, decay=decay * 1.5)


def pad(freqs: tuple[float, ...], seconds: float) -> np.ndarray:
    """A held chord: slightly detuned sines swelling in and out, for under everything."""
    t = t_axis(seconds)
    wave_ = sum(np.sin(2 * np.pi * f * t) + 0.5 * np.sin(2 * np.pi * f * 1.003 * t) for f in freqs)
    swell = np.clip(t / 0.6, 0, 1) * np.clip((seconds - t) / 0.8, 0, 1)
    return wave_ * swell


def bass(freq: float, seconds: float) -> np.ndarray:
    """A round low note."""
    return tone(freq, seconds, decay=3.0) + 0.3 * tone(freq * 2, seconds, decay=5.0)


def brush(seconds: float = 0.08) -> np.ndarray:
    """A soft brushed hi-hat: noise with the lows taken out, quickly gone."""
    x = noise(seconds, decay=60)
    return np.diff(x, prepend=0.0) * 0.5


def loop(seconds: float, parts: list[tuple[float, np.ndarray]]) -> np.ndarray:
    """Mix (start_seconds, samples) parts into a loop of ``seconds``: a tail running past
    the end comes round to the start, so the loop has no seam."""
    length = int(RATE * seconds)
    out = np.zeros(length)
    for start, p in parts:
        i = int(round(start * RATE)) % length
        while len(p):
            room = length - i
            out[i : i + len(p[:room])] += p[:room]
            p, i = p[room:], 0
    return out


# -- music ---------------------------------------------------------------------------------


def chord_notes(root: float, shape: tuple[int, ...]) -> tuple[float, ...]:
    return tuple(note(root + s) for s in shape)


def fanfare() -> np.ndarray:
    """The results fanfare, about three seconds: a pickup of three, a rising call, and
    a held major chord with bells over it."""
    g4, c5, e5, g5, c6 = note(-2), note(3), note(7), note(10), note(15)
    parts: list[tuple[float, np.ndarray]] = [(i * 0.12, 0.7 * brass(g4, 0.09, 0.05)) for i in range(3)]
    parts += [(0.36, 0.8 * brass(c5, 0.26, 0.08)), (0.66, 0.8 * brass(e5, 0.26, 0.08))]
    held = 1.6
    for f in (c5, e5, g5, c6):
        parts.append((0.96, 0.45 * brass(f, held, 0.6)))
    parts.append((0.96, 0.6 * bass(note(-21), 2.2)))  # C3 under the chord
    parts += [(0.96 + 0.09 * i, 0.35 * chime(f * 2, 0.8, decay=3)) for i, f in enumerate((c5, e5, g5, c6))]
    return mix(*parts)


def menu_music() -> np.ndarray:
    """Twelve seconds at 80 beats a minute: a warm pad, a walking bass and plucked
    arpeggios over C, Am7, Fmaj7, G6 (the main menu and the pages off it)."""
    beat = 0.75
    chords = [(-9, (0, 4, 7, 14)), (-12, (0, 3, 7, 10)), (-16, (0, 4, 7, 11)), (-14, (0, 4, 7, 9))]
    parts: list[tuple[float, np.ndarray]] = []
    pattern = (0, 1, 2, 3, 2, 1, 2, 3)
    for bar, (root, shape) in enumerate(chords):
        start = bar * 4 * beat
        parts.append((start, 0.05 * pad(chord_notes(root, shape), 4 * beat + 0.4)))
        parts.append((start, 0.35 * bass(note(root - 12), 1.4)))
        parts.append((start + 2 * beat, 0.25 * bass(note(root - 5), 1.2)))
        for step, which in enumerate(pattern):
            f = note(root + 12 + shape[which])
            parts.append((start + step * beat / 2, (0.22 if step % 2 == 0 else 0.15) * pluck(f, 1.0, 3.5)))
    return loop(16 * beat, parts)


def table_music() -> np.ndarray:
    """Sixteen seconds at 60 beats a minute, quiet enough to think over: held chords
    (Dm9, G13, Cmaj9, Am9) and a few slow bells, no beat to hurry anyone."""
    chords = [(-7, (0, 3, 7, 10, 14)), (-14, (0, 4, 10, 14, 21)), (-9, (0, 4, 7, 11, 14)), (-12, (0, 3, 7, 10, 14))]
    bells = [(0.0, 17), (1.5, 15), (3.0, 12), (4.5, 14), (6.0, 17), (7.5, 19), (9.0, 16),
             (10.5, 14), (12.0, 15), (13.5, 12), (15.0, 10)]
    parts: list[tuple[float, np.ndarray]] = []
    for bar, (root, shape) in enumerate(chords):
        parts.append((bar * 4.0, 0.06 * pad(chord_notes(root, shape), 4.6)))
        parts.append((bar * 4.0, 0.3 * bass(note(root - 12), 3.0)))
    parts += [(at, 0.16 * chime(note(semis), 1.6, decay=2.2)) for at, semis in bells]
    return loop(16.0, parts)


def results_music() -> np.ndarray:
    """Eight seconds at 120 beats a minute, bright: bouncing octaves, brushed beats and a
    bell tune over C, F, G, C (the results, after the fanfare)."""
    beat = 0.5
    roots = (-9, -4, -2, -9)
    tune = (15, 19, 22, 19, 17, 20, 24, 20, 19, 22, 26, 22, 27, 22, 19, 15)
    parts: list[tuple[float, np.ndarray]] = []
    for bar, root in enumerate(roots):
        start = bar * 4 * beat
        parts.append((start, 0.05 * pad(chord_notes(root, (0, 4, 7, 12)), 4 * beat + 0.3)))
        for eighth in range(8):
            octave = 0 if eighth % 2 == 0 else 12
            parts.append((start + eighth * beat / 2, 0.22 * bass(note(root - 12 + octave), 0.3)))
            parts.append((start + eighth * beat / 2, (0.05 if eighth % 2 else 0.03) * brush()))
        for k in range(4):
            semis = tune[bar * 4 + k] - 12
            parts.append((start + k * beat, 0.2 * chime(note(semis), 0.6, decay=4)))
    return loop(16 * beat, parts)


# -- levels and files ------------------------------------------------------------------------


def levelled(made: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Every sound scaled to its :data:`LEVELS` loudness, the rewards' level set as
    high as the file that has least headroom allows."""
    heard = {name: loudness(samples.tolist(), RATE) for name, samples in made.items()}
    peaks = {name: float(np.max(np.abs(samples))) for name, samples in made.items()}
    # the rewards' loudness at which each file would peak at PEAK: the lowest one rules
    reference = min(heard[n] + 20 * np.log10(PEAK / peaks[n]) - LEVELS[n] for n in made)
    out = {}
    for name, samples in made.items():
        gain_db = reference + LEVELS[name] - heard[name]
        out[name] = samples * 10 ** (gain_db / 20)
    print(f"rewards at {reference:.1f} LUFS")
    return out


def write(name: str, samples: np.ndarray) -> Path:
    data = np.round(np.clip(samples, -1.0, 1.0) * 32767).astype("<i2")
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as fh:
        fh.setnchannels(1)
        fh.setsampwidth(2)
        fh.setframerate(RATE)
        fh.writeframes(data.tobytes())
    return path


def main() -> int:
    OUT.mkdir(exist_ok=True)
    for name, samples in levelled(sounds()).items():
        path = write(name, samples)
        print(f"{path.relative_to(OUT.parent)}  {len(samples) / RATE:.2f} s  "
              f"{loudness(samples.tolist(), RATE):6.1f} LUFS  peak {20 * np.log10(np.max(np.abs(samples))):5.1f} dBFS")
    return 0


if __name__ == "__main__":
    sys.exit(main())
