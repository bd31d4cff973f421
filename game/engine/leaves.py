"""What the tiles left on a rack are worth (the *leave*).

One model serves two tables: a value for each tile kept, a penalty for each
extra copy of a tile, one for each tile of vowel/consonant imbalance beyond
one, and one for a Q kept without a U.  The hard player reads the hand-made
``assets/leaves.txt``; the expert player reads ``assets/expert_leaves.txt``,
the same model with values fitted from self-play by ``scripts/fit_leaves.py``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path

from game import paths

LEAVES_FILE = paths.ASSETS / "leaves.txt"
EXPERT_LEAVES_FILE = paths.ASSETS / "expert_leaves.txt"
VOWELS = frozenset("AEIOU")
#: the names of a table's penalties, after its 27 tile values
PENALTIES = ("duplicate", "imbalance", "q_without_u")
# Leaves kept worked out: a turn asks for at most the 127 subsets of its rack and
# the next rack's rarely repeat them, so a bigger cache only holds memory.
LEAVE_CACHE_SIZE = 1024


def parse_table(text: str) -> dict[str, float]:
    """A leave table's ``name value`` lines (``#`` starts a comment line)."""
    table: dict[str, float] = {}
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        name, value = line.split()
        table[name] = float(value)
    return table


def read_table(path: Path) -> dict[str, float]:
    return parse_table(path.read_text(encoding="utf-8"))


def features(leave: str) -> dict[str, float]:
    """What the model counts in ``leave``: each tile, and each penalty's count.

    A leave's value is the sum of each count times the table's value of that name.
    """
    counts = Counter(leave)
    out: dict[str, float] = {tile: float(n) for tile, n in counts.items()}
    out["duplicate"] = float(sum(n - 1 for t, n in counts.items() if t != "?"))
    vowels = sum(n for t, n in counts.items() if t in VOWELS)
    consonants = len(leave) - vowels - counts["?"]
    out["imbalance"] = float(max(0, abs(vowels - consonants) - 1))
    out["q_without_u"] = 1.0 if counts["Q"] and not counts["U"] else 0.0
    return out


def value_in(table: Mapping[str, float], leave: str) -> float:
    """The value of keeping ``leave`` by ``table``; the empty leave is worth 0."""
    if not leave:
        return 0.0
    return sum(n * table[name] for name, n in features(leave).items() if n)


@lru_cache(maxsize=1)
def _table() -> dict[str, float]:
    return read_table(LEAVES_FILE)


@lru_cache(maxsize=1)
def _expert_table() -> dict[str, float]:
    return read_table(EXPERT_LEAVES_FILE)


@lru_cache(maxsize=LEAVE_CACHE_SIZE)
def leave_value(leave: str) -> float:
    """Value of keeping these tiles (``?`` = blank) by the hard player's hand-made table.

    >>> leave_value("") == 0.0
    True
    """
    return value_in(_table(), leave)


@lru_cache(maxsize=LEAVE_CACHE_SIZE)
def expert_leave_value(leave: str) -> float:
    """Value of keeping these tiles by the fitted table (``assets/expert_leaves.txt``)."""
    return value_in(_expert_table(), "".join(sorted(leave)))


@lru_cache(maxsize=LEAVE_CACHE_SIZE)
def expert_leave_ceilings(rack: str) -> tuple[float, ...]:
    """No leave kept from ``rack`` by a play of ``k`` tiles is worth more than item ``k``
    by the fitted table.

    Every tile adds its value and every penalty takes away (a table whose
    penalties were positive would have no such bound: infinity), so the sum of
    the ``len(rack) - k`` dearest positive tile values bounds every leave of that
    many tiles; the expert skips the plays whose score could not reach the best
    equity even with it.  A rack with two blanks keeps both only in plays that
    use neither.
    """
    table = _expert_table()
    if any(table[name] > 0 for name in PENALTIES):
        return (float("inf"),) * (len(rack) + 1)
    dearest = sorted((max(0.0, table[tile]) for tile in rack), reverse=True)
    return tuple(sum(dearest[:len(rack) - k]) for k in range(len(rack) + 1))
