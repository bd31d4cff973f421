"""Synthesise the game's sound effects into ``sounds/`` (22050 Hz, mono, 16-bit WAV).

Run by hand when a sound changes: ``python scripts/make_sounds.py``.  The
output is committed, so the game itself needs no numpy.  Every sound is
built from sine/triangle tones, filtered noise and envelopes; nothing is
sampled from elsewhere (see ``sounds/LICENSE.md``).
"""

from __future__ import annotations

import sys
import wave
from pathlib import Path

import numpy as np

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
    out["gameover"] = mix(
        *[(i * 0.16, 0.7 * chime(f, 0.6, decay=4)) for i, f in enumerate((g5 / 2, c5, e5, g5))],
        (0.64, 0.5 * (chime(c5, 1.0, decay=2.5) + chime(e5, 1.0, decay=2.5) + chime(g5, 1.0, decay=2.5))),
    )
    out["shuffle"] = mix(*[(0.045 * i, 0.35 * wood_knock(500 + 60 * i, 0.05)) for i in range(8)])
    out["music"] = music_loop()
    return out


def music_loop() -> np.ndarray:
    """An eight-second loop of soft arpeggiated chords for the menu and the table."""
    beat = 0.25
    chords = [(0, 4, 7, 11), (-3, 0, 4, 7), (-7, -3, 0, 4), (-5, -1, 2, 7)]  # Cmaj7 Am7 Fmaj7 G
    length = int(RATE * beat * 32)
    out = np.zeros(length + RATE)
    for bar, chord in enumerate(chords):
        for step in range(8):
            semis = chord[[0, 1, 2, 3, 2, 1, 2, 3][step]] + 3
            start = int(RATE * beat * (bar * 8 + step))
            n = 0.32 * tone(note(semis), 0.9, "triangle", decay=3.5)
            out[start : start + len(n)] += n
        pad_start = int(RATE * beat * bar * 8)
        pad = sum(0.06 * tone(note(s - 9), beat * 8, decay=0.4) for s in chord)
        out[pad_start : pad_start + len(pad)] += pad
    # fold the tail back to the start so the loop has no click at the seam
    out[:RATE] += out[length:]
    return out[:length]


def write(name: str, samples: np.ndarray) -> Path:
    peak = float(np.max(np.abs(samples))) or 1.0
    data = (samples / peak * 0.85 * 32767).astype("<i2")
    path = OUT / f"{name}.wav"
    with wave.open(str(path), "wb") as fh:
        fh.setnchannels(1)
        fh.setsampwidth(2)
        fh.setframerate(RATE)
        fh.writeframes(data.tobytes())
    return path


def main() -> int:
    OUT.mkdir(exist_ok=True)
    for name, samples in sounds().items():
        path = write(name, samples)
        print(f"{path.relative_to(OUT.parent)}  {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
