"""How common words are: Zipf frequencies from ``assets/word_frequency.txt.gz``.

Built by ``scripts/build_kids_list.py`` from wordfreq's English data (see
``assets/LICENSES.md``).  Zipf 7 is "the"; 3 is a word most children know;
words missing from the file are rare (0).
"""

from __future__ import annotations

import gzip
from functools import lru_cache

from game import paths

FREQUENCY_FILE = paths.ASSETS / "word_frequency.txt.gz"
COMMON = 3.0  # Zipf at and above which a word counts as common


@lru_cache(maxsize=1)
def zipf_table() -> dict[str, float]:
    table: dict[str, float] = {}
    with gzip.open(FREQUENCY_FILE, "rt", encoding="utf-8") as f:
        for line in f:
            word, zipf = line.split()
            table[word.upper()] = float(zipf)
    return table


def zipf(word: str) -> float:
    """Zipf frequency of a word (0 if the ranking has never seen it)."""
    return zipf_table().get(word.upper(), 0.0)
