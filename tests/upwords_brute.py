"""A brute-force Upwords move finder for checking the generator: every set of
squares in one line, every order of rack tiles, judged by the rules package."""

from __future__ import annotations

from itertools import combinations, permutations

from game.rules.errors import IllegalMoveError
from game.rules.move import TilePlay
from game.rules.upwords.board import SIZE, StackBoard
from game.rules.upwords.play import check_play, score_play
from game.rules.validation import WordList

Found = dict[frozenset[tuple[int, int, str]], tuple[int, tuple[str, ...]]]


def brute_force_plays(board: StackBoard, rack: str, words: WordList, plurals: bool = True) -> Found:
    """``{placements: (score, words)}`` for every legal play."""
    found: Found = {}
    for across in (True, False):
        for index in range(SIZE):
            line = [(index, i) if across else (i, index) for i in range(SIZE)]
            for count in range(1, len(rack) + 1):
                for squares in combinations(line, count):
                    if not _may_hold_a_play(board, line, squares):
                        continue
                    for tiles in set(permutations(rack, count)):
                        placed = tuple((r, c, t) for (r, c), t in zip(squares, tiles))
                        key = frozenset(placed)
                        if key in found:
                            continue
                        # A lone tile is named across when it forms an across word.
                        play = TilePlay.of(*placed, across=across)
                        try:
                            formed = check_play(board, rack, play, words, plurals=plurals)
                        except IllegalMoveError:
                            continue
                        if count == 1 and not across and formed[0].across:
                            continue
                        found[key] = (
                            score_play(board, play).total,
                            tuple(w.word for w in formed),
                        )
    return found


def _may_hold_a_play(
    board: StackBoard, line: list[tuple[int, int]], squares: tuple[tuple[int, int], ...]
) -> bool:
    """A quick necessary condition (no gap between the squares), so that only
    promising square sets are tried with every order of tiles."""
    first, last = line.index(squares[0]), line.index(squares[-1])
    chosen = set(squares)
    return all(sq in chosen or board.occupied(*sq) for sq in line[first : last + 1])
