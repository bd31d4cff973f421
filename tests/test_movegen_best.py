"""best_plays: the head of generate_plays' order, without sorting every play."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.engine.movegen import best_plays, generate_plays, raw_plays
from game.lexicon import Lexicon, default_lexicon
from game.rules.board import Board
from game.rules.cgp import parse_cgp

DATA = Path(__file__).parent / "data" / "movegen"


@pytest.mark.parametrize("path", sorted(DATA.glob("*.txt")), ids=lambda p: p.stem)
def test_best_plays_is_the_head_of_the_full_order(path: Path) -> None:
    fields = dict(
        line.partition(":")[::2]
        for line in path.read_text().splitlines()
        if line.startswith(("cgp:", "rack:"))
    )
    board = parse_cgp(fields["cgp"].strip()).board
    rack = fields["rack"].strip()
    lexicon = default_lexicon()
    ordered = generate_plays(board, rack, lexicon)
    plays = raw_plays(board, rack, lexicon)
    for n in (0, 1, 2, 3, 10, 57, len(ordered), len(ordered) + 5):
        assert best_plays(plays, n) == ordered[:n]


def test_ties_at_the_cut_break_in_notation_order() -> None:
    # Every play of ZA and Za scores the same wherever it goes: the cut falls inside a tie.
    lexicon = Lexicon.from_words(["ZA"], "za")
    plays = raw_plays(Board(), "AZ?", lexicon)
    assert [p.notation for p in best_plays(plays, 3)] == ["8G ZA", "8H ZA", "8G Za"]
    assert best_plays(plays, 3) == generate_plays(Board(), "AZ?", lexicon)[:3]
    assert best_plays([], 4) == []
