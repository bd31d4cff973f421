"""What the tiles left on a rack are worth (the *leave*), for the hard player."""

from __future__ import annotations

from collections import Counter
from functools import lru_cache

from game import paths

LEAVES_FILE = paths.ASSETS / "leaves.txt"
VOWELS = frozenset("AEIOU")
# Leaves kept worked out: a turn asks for at most the 127 subsets of its rack and
# the next rack's rarely repeat them, so a bigger cache only holds memory.
LEAVE_CACHE_SIZE = 1024


@lru_cache(maxsize=1)
def _table() -> dict[str, float]:
    table: dict[str, float] = {}
    for line in LEAVES_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, value = line.split()
        table[name] = float(value)
    return table


@lru_cache(maxsize=LEAVE_CACHE_SIZE)
def leave_value(leave: str) -> float:
    """Value of keeping these tiles (``?`` = blank); order does not matter.

    >>> leave_value("") == 0.0
    True
    """
    if not leave:
        return 0.0
    table = _table()
    total = sum(table[t] for t in leave)
    counts = Counter(leave)
    total += table["duplicate"] * sum(n - 1 for t, n in counts.items() if t != "?")
    vowels = sum(n for t, n in counts.items() if t in VOWELS)
    consonants = len(leave) - vowels - counts["?"]
    imbalance = abs(vowels - consonants) - 1
    if imbalance > 0:
        total += table["imbalance"] * imbalance
    if counts["Q"] and not counts["U"]:
        total += table["q_without_u"]
    return total
