"""Build the kid-safe word list and the word-frequency ranking (run by hand).

    python -m pip install -r requirements-build.txt
    python scripts/build_kids_list.py

Inputs:

- ``assets/enable.txt``: ENABLE, public domain.
- the word list shipped inside the ``better-profanity`` package
  (``profanity_wordlist.txt``, MIT licence), a maintained list of offensive
  words;
- ``assets/kids_blocklist_extra.txt``: words reviewed by hand for this game
  that the maintained list misses (one a line, ``#`` comments);
- ``assets/kids_allowlist.txt``: ordinary words the maintained list blocks
  (``lens``, ``spicy``, ``kill``), reviewed by hand and kept;
- English word frequencies from the ``wordfreq`` package (its data is
  CC-BY-SA 4.0; see ``assets/LICENSES.md``).

Outputs (committed, so the game needs neither package at run time):

- ``assets/kids.txt``: ENABLE without every blocked word and its plain
  inflections (-S, -ED, -ING, -ER, -ERS for roots of 4+ letters; -ES after
  S, X, Z, CH, SH), except the allowed words;
- ``assets/word_frequency.txt.gz``: the ENABLE words wordfreq has seen, most
  common first, one ``WORD ZIPF`` a line (Zipf = log10 of uses per billion
  words); the easy computer player and the hints use it to prefer common words.

The output is deterministic: the same inputs give byte-identical files.
"""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets"
SUFFIXES = ("S", "ED", "ING", "ER", "ERS")


def read_list(path: Path) -> list[str]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip().startswith("#"):
            continue
        out.extend(word.upper() for word in line.split())
    return out


def profanity_words() -> set[str]:
    import better_profanity

    path = Path(better_profanity.__file__).parent / "profanity_wordlist.txt"
    # Phrases and spellings with digits or symbols can never be played.
    lines = (line.strip().upper() for line in path.read_text(encoding="utf-8").splitlines())
    return {w for w in lines if w.isascii() and w.isalpha()}


def blocked_words(enable: set[str]) -> set[str]:
    roots = profanity_words() | set(read_list(ASSETS / "kids_blocklist_extra.txt"))
    forms = set(roots)
    for root in roots:
        # Short roots make false hits (HIV+ES, LEN+S), so only longer ones inflect.
        if len(root) >= 4:
            forms.update(root + suffix for suffix in SUFFIXES)
        if root.endswith(("S", "X", "Z", "CH", "SH")):
            forms.add(root + "ES")
    return (forms & enable) - set(read_list(ASSETS / "kids_allowlist.txt"))


def frequencies(words: list[str]) -> list[tuple[str, float]]:
    from wordfreq import zipf_frequency

    ranked = []
    for word in words:
        zipf = zipf_frequency(word.lower(), "en", wordlist="large")
        if zipf > 0:
            ranked.append((word, zipf))
    ranked.sort(key=lambda item: (-item[1], item[0]))
    return ranked


def main() -> int:
    enable_words = read_list(ASSETS / "enable.txt")
    enable = set(enable_words)
    blocked = blocked_words(enable)
    kids = sorted(enable - blocked)
    header = (
        "# Kid-safe list: ENABLE (public domain) without offensive words.\n"
        "# Built by scripts/build_kids_list.py; do not edit by hand.\n"
    )
    (ASSETS / "kids.txt").write_text(header + "\n".join(w.lower() for w in kids) + "\n")
    ranked = frequencies(enable_words)
    text = "".join(f"{w.lower()} {z:.2f}\n" for w, z in ranked).encode()
    # mtime=0 keeps the gzip bytes identical from run to run.
    with open(ASSETS / "word_frequency.txt.gz", "wb") as raw:
        with gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as out:
            out.write(text)
    print(f"kids.txt: {len(kids)} words ({len(blocked)} blocked)")
    print(f"word_frequency.txt.gz: {len(ranked)} ranked words")
    return 0


if __name__ == "__main__":
    sys.exit(main())
