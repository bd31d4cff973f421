"""Cards for a blind reading: what a child is shown for a sample of words (run by hand).

    python scripts/child_cards.py [--sample 300] [--games 5] [--seed 32] > cards.tsv

Prints one card a line, tab-separated, as a child's table shows it (the same
function as the window and ``define --lexicon kids``): where the word came from
(``common``: drawn at random from the kid-safe list's 3,000 most common words;
``hint``: a word the Kids hints offered in one of ``--games`` Kids games played
by two Easy computers on the kid-safe list), the word, how it relates to its base
form, and the meaning (``(no card)`` when none is shown).  The reader of these
cards must not have seen ``assets/child_senses.tsv``.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.engine.hints import hint  # noqa: E402
from game.engine.players import EasyPlayer  # noqa: E402
from game.engine.selfplay import Turn, play_game  # noqa: E402
from game.lexicon import load_lexicon  # noqa: E402
from game.lexicon.frequency import zipf_table  # noqa: E402
from game.lexicon.meanings import Meaning, shipped_book  # noqa: E402
from game.lexicon.wordlist import parse_words, read_bytes  # noqa: E402
from game.rules.board import Board  # noqa: E402
from game.rules.move import TilePlay  # noqa: E402
from game.rules.ruleset import preset  # noqa: E402
from game.rules.scoring import words_formed  # noqa: E402

COMMON_WORDS = 3_000


def common_words() -> list[str]:
    """The kid-safe list's most common words (upper case), most common first."""
    table = zipf_table()
    words = [w.upper() for w in parse_words(read_bytes(ROOT / "assets" / "kids.txt"))]
    ranked = sorted((w for w in words if w in table), key=lambda w: (-table[w], w))
    return ranked[:COMMON_WORDS]


def hinted_words(games: int, seed: int) -> list[str]:
    """Every word the Kids hints offered (the top rung's play, each word it forms) in
    ``games`` Kids games of two Easy computers, in the order offered, each once."""
    lexicon = load_lexicon("kids")
    rules = preset("Kids")
    offered: dict[str, None] = {}
    for game in range(games):
        board = Board()

        def watch(turn: Turn, board: Board = board) -> None:
            found = hint(board, turn.rack, lexicon, 3, rules)
            if found is not None and found.play is not None:
                for formed in words_formed(board, found.play.play):
                    offered[formed.word.upper()] = None
            if isinstance(turn.move, TilePlay):
                for p in turn.move.placements:
                    board.set(p.row, p.col, p.letter)

        play_game([EasyPlayer(), EasyPlayer()], seed + game, lexicon, rules, watch=watch)
    return list(offered)


def card(meaning: Meaning) -> str:
    relation = "" if meaning.relation is None else f"{meaning.relation.replace('_', ' ')} of {meaning.base}"
    return f"{meaning.word}\t{relation}\t{meaning.meaning or '(no card)'}"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sample", type=int, default=300)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--seed", type=int, default=32)
    args = parser.parse_args(argv)
    book = shipped_book()
    sample = random.Random(args.seed).sample(common_words(), args.sample)
    rows = [("common", w) for w in sample]
    rows += [("hint", w) for w in hinted_words(args.games, args.seed) if w not in set(sample)]
    print("from\tword\trelation\tmeaning")
    for source, word in rows:
        print(f"{source}\t{card(book.lookup(word, for_children=True))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
