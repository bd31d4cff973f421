"""Choices the computer levels of every variant share."""

from __future__ import annotations

import random
from typing import Any, Protocol, TypeVar

EASY_SHARE_LOW, EASY_SHARE_HIGH = 0.45, 0.75  # of the best play's score in the pool


class ScoredPlay(Protocol):
    @property
    def score(self) -> int: ...

    def sort_key(self) -> Any: ...


P = TypeVar("P", bound=ScoredPlay)


def modest_choice(pool: list[P], rng: random.Random) -> P:
    """A play scoring about half the best in ``pool`` (the easy level), with some luck.

    Aims at a fraction of the best score: a child's game of fair scores,
    beatable but not silly.  ``pool`` must not be empty; it is sorted in place.
    """
    best = max(p.score for p in pool)
    target = best * rng.uniform(EASY_SHARE_LOW, EASY_SHARE_HIGH)
    pool.sort(key=lambda p: (abs(p.score - target), p.sort_key()))
    near = [p for p in pool if abs(p.score - target) <= abs(pool[0].score - target) + 2]
    return rng.choice(near[:8])
