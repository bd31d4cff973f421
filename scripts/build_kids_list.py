"""Build the kid-safe word list and the word-frequency ranking (run by hand).

    python -m pip install -r requirements-build.txt
    python scripts/build_kids_list.py

Inputs:

- ``assets/enable.txt``: ENABLE, public domain;
- ``assets/kids_stems.txt``: rude stems, reviewed by hand for this game;
- ``assets/kids_allowlist.txt``: innocent words containing a rude stem
  (CLASS-like look-alikes), reviewed by hand and kept;
- English word frequencies from the ``wordfreq`` package (its data is
  CC-BY-SA 4.0; see ``assets/LICENSES.md``).

How the stems and innocent words decide is in ``game/lexicon/kidsfilter.py``;
the policy behind them is in ``docs/rules.md`` ("Kids word list").

Outputs (committed, so the game needs no package at run time):

- ``assets/kids.txt``: ENABLE without every word a rude stem hits, except where
  an innocent word covers the stem; the tests check the committed file equals
  what the inputs give;
- ``assets/word_frequency.txt.gz``: the ENABLE words wordfreq has seen, most
  common first, one ``WORD ZIPF`` a line (Zipf = log10 of uses per billion
  words); the easy computer player and the hints use it to prefer common words.
  ``--kids-only`` skips it (no ``wordfreq`` needed).

The output is deterministic: the same inputs give byte-identical files.
"""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.lexicon.kidsfilter import KidsListError, kids_list_text, load_filter  # noqa: E402

ASSETS = ROOT / "assets"


def read_enable() -> list[str]:
    return (ASSETS / "enable.txt").read_text(encoding="utf-8").split()


def frequencies(words: list[str]) -> list[tuple[str, float]]:
    from wordfreq import zipf_frequency

    ranked = []
    for word in words:
        zipf = zipf_frequency(word.lower(), "en", wordlist="large")
        if zipf > 0:
            ranked.append((word, zipf))
    ranked.sort(key=lambda item: (-item[1], item[0]))
    return ranked


def main(argv: list[str]) -> int:
    try:
        kids_filter = load_filter(ASSETS / "kids_stems.txt", ASSETS / "kids_allowlist.txt")
    except KidsListError as exc:
        print(f"build_kids_list: {exc}", file=sys.stderr)
        return 1
    enable_words = read_enable()
    dead = kids_filter.unused_innocent(enable_words)
    if dead:
        print(f"build_kids_list: allowlist entries that mask nothing: {' '.join(dead).lower()}", file=sys.stderr)
        return 1
    text = kids_list_text(enable_words, kids_filter)
    (ASSETS / "kids.txt").write_text(text, encoding="utf-8")
    kept = sum(1 for line in text.splitlines() if not line.startswith("#"))
    print(f"kids.txt: {kept} words kept, {len(enable_words) - kept} blocked")
    if "--kids-only" in argv:
        return 0
    ranked = frequencies([w.upper() for w in enable_words])
    ranking = "".join(f"{w.lower()} {z:.2f}\n" for w, z in ranked).encode()
    # mtime=0 keeps the gzip bytes identical from run to run.
    with open(ASSETS / "word_frequency.txt.gz", "wb") as raw:
        with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as out:
            out.write(ranking)
    print(f"word_frequency.txt.gz: {len(ranked)} ranked words")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
