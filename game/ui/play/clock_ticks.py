"""The clock's ticks in its last seconds: which ticks a stretch of time crosses.

Through the clock's warning the tick sounds once a second, all alike; in the
last :data:`HURRY` seconds it sounds twice a second and each tick is a
semitone higher than the one before, so the pressure is heard without
looking at the ring.  Pure: the turn flow plays what this answers.
"""

from __future__ import annotations

import math

HURRY = 5.0  # seconds left from which the ticks come faster and rise


def ticks(before: float, after: float, warning: float) -> list[int]:
    """The ticks crossed as the time left goes from ``before`` down to ``after`` seconds,
    each as how many semitones above the plain tick it sounds; none at zero (the
    buzzer's) and none before the ``warning`` phase."""
    if after >= before:
        return []
    out: list[int] = []
    # every half-second mark crossed, highest first; half marks count only in the hurry
    top = math.floor(min(before, warning) * 2 - 1e-9)
    bottom = math.ceil(after * 2 - 1e-9)
    for mark in range(top, bottom - 1, -1):
        left = mark / 2
        if left <= 0 or left > warning:
            continue
        if left > HURRY:
            if mark % 2 == 0:
                out.append(0)
        else:
            out.append(1 + round((HURRY - left) * 2))
    return out
