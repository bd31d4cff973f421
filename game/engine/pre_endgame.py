"""The pre-endgame: a few tiles left in the bag, so every draw can be counted.

With one to six tiles in the bag and one opponent, the tiles a player cannot
see (the opponent's rack and the bag) are at most thirteen, and which of them
are in the bag can be listed: each distinct bag, weighted by how many ways the
unseen tiles give it (two Es among the unseen make a bag of one E twice as
likely as a bag of the only X).  The expert plays each candidate out over
each of these draws, so a play that empties the bag is judged against every
rack it leaves the opponent, and a play that keeps a tile in the bag against
every tile the opponent may then draw (:meth:`game.engine.expert.ExpertPlayer`).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from itertools import product
from math import comb

from game.rules.tiles import RACK_SIZE

#: most tiles in the bag for the pre-endgame (more: the look-ahead samples draws)
PRE_ENDGAME_BAG = 6


def is_pre_endgame(bag_count: int, unseen: str) -> bool:
    """Whether the position is a pre-endgame: a few tiles in the bag, one opponent's rack unseen."""
    return 1 <= bag_count <= PRE_ENDGAME_BAG and len(unseen) - bag_count <= RACK_SIZE


def possible_bags(unseen: str, bag_count: int) -> list[tuple[str, int]]:
    """Each distinct bag of ``bag_count`` tiles from ``unseen`` (sorted), with the number
    of ways of drawing it from the unseen tiles; in tile order."""
    counts = sorted(Counter(unseen).items())
    out: list[tuple[str, int]] = []
    for taken in product(*(range(min(n, bag_count) + 1) for _t, n in counts)):
        if sum(taken) != bag_count:
            continue
        ways = 1
        for (_t, n), k in zip(counts, taken):
            ways *= comb(n, k)
        out.append(("".join(t * k for (t, _n), k in zip(counts, taken)), ways))
    return out


def draws(unseen: str, bag_count: int, seed: int) -> Iterator[tuple[list[str], int]]:
    """The unseen tiles as the play-outs read them (the opponent's rack first, the bag
    after, in a seeded order) for each possible bag, with its weight.

    The bags come in an order shuffled with ``seed``: with six tiles in the bag
    there are hundreds, and a search the clock stops part way has then weighed
    a fair sample of them.
    """
    rng = random.Random(seed)
    bags = possible_bags(unseen, bag_count)
    rng.shuffle(bags)
    for bag, ways in bags:
        rack = Counter(unseen)
        rack.subtract(bag)
        tiles = list(bag)
        rng.shuffle(tiles)  # which of the bag's tiles a play drawing fewer than all gets
        yield sorted(rack.elements()) + tiles, ways
