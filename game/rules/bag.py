"""The tile bag (docs/rules.md "Equipment", "A turn"). Randomness comes from an injected ``random.Random``."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from .tiles import full_set


class Bag:
    """Tiles face down. ``draw`` takes from the top (the end of the list).

    The order is part of the game state: undo and a withdrawn play put tiles
    back exactly where they were, so the same tiles come out again.
    """

    __slots__ = ("_tiles", "_rng")

    def __init__(
        self, rng: random.Random, tiles: Iterable[str] | None = None, shuffle: bool = True
    ) -> None:
        self._rng = rng
        self._tiles: list[str] = list(full_set() if tiles is None else tiles)
        if shuffle:
            self._rng.shuffle(self._tiles)

    def __len__(self) -> int:
        return len(self._tiles)

    @property
    def tiles(self) -> list[str]:
        """A copy of the bag, bottom first."""
        return list(self._tiles)

    def counts(self) -> Counter[str]:
        return Counter(self._tiles)

    def draw(self, n: int) -> list[str]:
        """Up to ``n`` tiles from the top (fewer if the bag runs out)."""
        n = max(0, min(n, len(self._tiles)))
        drawn = [self._tiles.pop() for _ in range(n)]
        return drawn

    def put_back_on_top(self, drawn: list[str]) -> None:
        """Undo a ``draw``: the same tiles go back so they come out in the same order."""
        self._tiles.extend(reversed(drawn))

    def return_and_shuffle(self, tiles: Iterable[str]) -> None:
        """Tiles go back face down and the bag is shaken (exchanges, docs/rules.md "Exchanging"; the draw, docs/rules.md "Turn order")."""
        self._tiles.extend(tiles)
        self._rng.shuffle(self._tiles)
