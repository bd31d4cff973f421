"""Build the meanings file, ``assets/meanings.tsv.gz``, from WordNet 3.0 (run by hand).

    sudo apt-get install wordnet-base          # once: WordNet 3.0 in /usr/share/wordnet
    python scripts/build_meanings.py [--wordnet FOLDER] [--output FILE]

Reads WordNet's index, data and exception files and its tag counts
(``cntlist.rev``) from ``--wordnet`` (default ``/usr/share/wordnet``), maps every
word of ``assets/enable.txt`` and ``assets/kids.txt`` to its base form by
WordNet's own morphology, and writes each base form's senses and each
inflection's base and relation.  How a word's base form and relation are
chosen is in ``game/lexicon/meanings_build.py``; the file's format in
``game/lexicon/meanings.py``.  Takes about half a minute.

The output is deterministic (sorted lines, gzip without a time stamp and with a
fixed name): the same WordNet and lists give the same bytes, and
``tests/test_meanings_build.py`` checks the shipped file against a rebuild of a
sample.  WordNet's licence notice, which must go with the file, is in
``assets/LICENSES.md``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.lexicon.meanings import MEANINGS_BYTES, MEANINGS_FILE  # noqa: E402
from game.lexicon.meanings_build import book_bytes, book_lines  # noqa: E402
from game.lexicon.wordlist import WordListError, parse_words, read_bytes  # noqa: E402
from game.lexicon.wordnet import DEFAULT_WORDNET, WordNetError, read_wordnet  # noqa: E402

ASSETS = ROOT / "assets"
LISTS = (ASSETS / "enable.txt", ASSETS / "kids.txt")


def list_words() -> set[str]:
    """The words of the shipped lists, lower case."""
    words: set[str] = set()
    for path in LISTS:
        words.update(w.lower() for w in parse_words(read_bytes(path), path))
    return words


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build assets/meanings.tsv.gz from WordNet 3.0.")
    parser.add_argument("--wordnet", type=Path, default=DEFAULT_WORDNET,
                        help="WordNet 3.0's database folder (default: %(default)s)")
    parser.add_argument("--output", type=Path, default=ASSETS / MEANINGS_FILE)
    args = parser.parse_args(argv)
    try:
        wordnet = read_wordnet(args.wordnet)
        words = list_words()
    except (WordNetError, WordListError) as exc:
        print(f"build_meanings: {exc}", file=sys.stderr)
        return 1
    lines = book_lines(wordnet, words)
    data = book_bytes(lines)
    if len(data) > MEANINGS_BYTES:
        print(f"build_meanings: the file would be {len(data):,} bytes; the game reads at most "
              f"{MEANINGS_BYTES:,}", file=sys.stderr)
        return 1
    args.output.write_bytes(data)
    bases = sum(1 for line in lines if line.startswith("="))
    print(f"{args.output}: {bases:,} base forms, {len(lines) - bases:,} inflections, "
          f"{len(data):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
