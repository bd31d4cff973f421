"""How loud a sound is heard, not how high its peak: K-weighted, gated loudness.

The measure follows ITU-R BS.1770 (the one behind LUFS): the samples go
through the K-weighting filter (a shelf that lifts the presence range as an ear
does, then a high-pass that drops the rumble an ear hardly hears), the mean
square is taken over blocks with 75% overlap, blocks under -70 LUFS are
dropped, then blocks more than 10 LU under the mean of the rest: what is left
is the sound's active part, so a long quiet tail does not make a sound seem
quieter than it is heard.  Blocks are 400 ms as the standard has them; a sound
shorter than a block is one block of its own length (a click is heard at its
own length, not averaged with silence).

Standard library only (``wave``, ``array``, ``math``): ``scripts/make_sounds.py``
sets each sound's level with it and the tests measure the shipped files with it.
"""

from __future__ import annotations

import array
import math
import sys
import wave
from collections.abc import Sequence
from pathlib import Path

BLOCK_SECONDS = 0.4
OVERLAP = 0.75
ABSOLUTE_GATE = -70.0  # LUFS: silence
RELATIVE_GATE = -10.0  # LU under the mean of the blocks over the absolute gate
#: the longest file read (samples): ten minutes of 22 kHz mono is far more than any sound here
MAX_SAMPLES = 22050 * 600


def _biquad(x: Sequence[float], b: tuple[float, float, float], a: tuple[float, float]) -> list[float]:
    """``x`` through one second-order filter (direct form I); ``a`` is (a1, a2) with a0 = 1."""
    b0, b1, b2 = b
    a1, a2 = a
    x1 = x2 = y1 = y2 = 0.0
    out = [0.0] * len(x)
    for i, x0 in enumerate(x):
        y0 = b0 * x0 + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        out[i] = y0
        x2, x1, y2, y1 = x1, x0, y1, y0
    return out


def k_weighted(samples: Sequence[float], rate: int) -> list[float]:
    """``samples`` through BS.1770's K-weighting, its two stages designed for ``rate``."""
    # stage 1: the high shelf (+4 dB above about 1.7 kHz)
    k = math.tan(math.pi * 1681.974450955533 / rate)
    q = 0.7071752369554196
    vh = 10 ** (3.999843853973347 / 20)
    vb = vh ** 0.4996667741545416
    a0 = 1 + k / q + k * k
    shelf_b = ((vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0)
    shelf_a = (2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)
    # stage 2: the high-pass (about 38 Hz)
    k = math.tan(math.pi * 38.13547087602444 / rate)
    q = 0.5003270373238773
    a0 = 1 + k / q + k * k
    pass_b = (1.0, -2.0, 1.0)
    pass_a = (2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)
    return _biquad(_biquad(samples, shelf_b, shelf_a), pass_b, pass_a)


def loudness(samples: Sequence[float], rate: int) -> float:
    """The gated K-weighted loudness of mono ``samples`` (full scale 1.0), in LUFS;
    ``-inf`` for silence."""
    weighted = k_weighted(samples, rate)
    n = len(weighted)
    if n == 0:
        return -math.inf
    block = min(n, max(1, round(BLOCK_SECONDS * rate)))
    hop = max(1, round(block * (1 - OVERLAP)))
    squares = [v * v for v in weighted]
    # running sums make every block's mean square one subtraction
    running = [0.0]
    for sq in squares:
        running.append(running[-1] + sq)
    powers = [(running[start + block] - running[start]) / block for start in range(0, n - block + 1, hop)]

    def lufs(power: float) -> float:
        return -0.691 + 10 * math.log10(power) if power > 0 else -math.inf

    loud = [p for p in powers if lufs(p) > ABSOLUTE_GATE]
    if not loud:
        return -math.inf
    gate = lufs(sum(loud) / len(loud)) + RELATIVE_GATE
    active = [p for p in loud if lufs(p) > gate]
    return lufs(sum(active) / len(active))


def read_wav(path: Path) -> tuple[list[float], int]:
    """A 16-bit WAV's samples (channels mixed to mono, full scale 1.0) and its rate."""
    with wave.open(str(path)) as fh:
        if fh.getsampwidth() != 2:
            raise ValueError(f"{path.name}: only 16-bit WAV is measured")
        channels, rate = fh.getnchannels(), fh.getframerate()
        frames = min(fh.getnframes(), MAX_SAMPLES)
        data = array.array("h", fh.readframes(frames))
    if sys.byteorder == "big":
        data.byteswap()
    mono = [sum(data[i : i + channels]) / (channels * 32768.0) for i in range(0, len(data), channels)]
    return mono, rate


def file_loudness(path: Path) -> float:
    """The loudness of a WAV file, in LUFS."""
    samples, rate = read_wav(path)
    return loudness(samples, rate)


def main(argv: list[str]) -> int:
    """Print the loudness of each WAV named (``python scripts/loudness.py sounds/*.wav``)."""
    for name in argv:
        print(f"{file_loudness(Path(name)):7.2f} LUFS  {name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
