"""The move generator against an independent, plain search on real positions.

The plain search knows nothing of anchors, cross-checks or automata: it walks
every row and column from every start square, puts rack tiles on empty
squares in every order (blanks as every letter), keeps only prefixes of
ENABLE words, and asks the rules package (``check_play``) whether each
candidate is legal and ``score_play`` what it scores.  Positions come from
real game records (tests/data/gcg, sources in SOURCES.md there), replayed
with the rules package's own GCG reader.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from game.engine.movegen import generate_plays
from game.lexicon import default_lexicon
from game.paths import DEFAULT_WORD_LIST
from game.rules.board import SIZE, Board
from game.rules.errors import IllegalMoveError
from game.rules.gcg import PhonyWithdrawnEvent, PlayEvent, parse_gcg
from game.rules.move import Placement, TilePlay
from game.rules.notation import parse_play
from game.rules.scoring import score_play
from game.rules.validation import check_play

GCG = Path(__file__).parent / "data" / "gcg"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


@cache
def enable() -> tuple[frozenset[str], frozenset[str]]:
    words = frozenset(
        w.strip().upper() for w in DEFAULT_WORD_LIST.read_text().split() if w.strip()
    )
    prefixes = frozenset(w[:i] for w in words if len(w) <= SIZE for i in range(1, len(w) + 1))
    return words, prefixes


class WordSet:
    def __init__(self, words: frozenset[str]) -> None:
        self.words = words

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


def positions(record: str, every: int) -> list[tuple[Board, str]]:
    """Boards before every ``every``-th tile play of a record, with the rack then."""
    parsed = parse_gcg((GCG / record).read_bytes(), record)
    board = Board()
    placed: dict[str, list[TilePlay]] = {}
    out: list[tuple[Board, str]] = []
    count = 0
    for event in parsed.events:
        if isinstance(event, PlayEvent):
            if count % every == 0 and event.rack:
                out.append((board.copy(), event.rack))
            count += 1
            play = parse_play(board, event.position, event.word)
            for p in play.placements:
                board.set(p.row, p.col, p.letter)
            placed.setdefault(event.nick, []).append(play)
        elif isinstance(event, PhonyWithdrawnEvent) and placed.get(event.nick):
            for p in placed[event.nick].pop().placements:
                board.clear(p.row, p.col)
    return out


def plain_search(board: Board, rack: str) -> dict[frozenset[Placement], int]:
    """Every legal placement with its score, found the slow and obvious way."""
    words, prefixes = enable()
    word_list = WordSet(words)
    found: dict[frozenset[Placement], int] = {}
    directions = [True] if board.is_empty() else [True, False]
    for across in directions:
        for line in range(SIZE):
            for start in range(SIZE):
                r0, c0 = (line, start) if across else (start, line)
                before = (r0, c0 - 1) if across else (r0 - 1, c0)
                if board.get(*before):
                    continue  # a word cannot start right after a tile
                walk(board, rack, across, r0, c0, "", [], word_list, prefixes, found)
    return found


def walk(
    board: Board, rack: str, across: bool, r: int, c: int, word: str,
    placed: list[Placement], word_list: WordSet, prefixes: frozenset[str],
    found: dict[frozenset[Placement], int],
) -> None:  # fmt: skip
    if not (0 <= r < SIZE and 0 <= c < SIZE):
        return
    nr, nc = (r, c + 1) if across else (r + 1, c)
    here = board.get(r, c)
    options: list[tuple[str, str, Placement | None]] = []  # (letter, rack left, placement)
    if here:
        options.append((here, rack, None))
    else:
        for tile in sorted(set(rack)):
            left = rack.replace(tile, "", 1)
            letters = LETTERS.lower() if tile == "?" else tile
            options.extend((ch, left, Placement(r, c, ch)) for ch in letters)
    for letter, left, placement in options:
        longer = word + letter.upper()
        if longer not in prefixes:
            continue
        now = placed + [placement] if placement else placed
        ends = not board.get(nr, nc)
        if ends and now and len(longer) >= 2:
            play = TilePlay(tuple(now), across)
            try:
                check_play(board, list(rack_of(now) + left), play, word_list)
            except IllegalMoveError:
                pass
            else:
                found[frozenset(now)] = score_play(board, play).total
        if ends and not left:
            continue  # the next square is empty and nothing is left to put there
        walk(board, left, across, nr, nc, longer, now, word_list, prefixes, found)


def rack_of(placed: list[Placement]) -> str:
    return "".join(p.rack_tile for p in placed)


CASES = [
    ("macondo/doug_v_emely.gcg", 3),
    ("macondo/noah_vs_mishu.gcg", 4),
    ("quackle/boys1.gcg", 5),
    ("scorable/ct741.gcg", 4),
    ("scorable/anno57595.gcg", 5),
]


@pytest.mark.parametrize(("record", "every"), CASES)
def test_generator_matches_a_plain_search_on_real_positions(record: str, every: int) -> None:
    lexicon = default_lexicon()
    checked = 0
    for board, rack in positions(record, every):
        if rack.count("?") > 1:
            continue  # two blanks make the plain search far too slow for a test
        expected = plain_search(board, rack)
        generated = {
            frozenset(g.play.placements): g.score for g in generate_plays(board, rack, lexicon)
        }
        assert len(generated) == len(expected), (record, rack, board)
        assert generated == expected, (record, rack, board)
        checked += 1
    assert checked >= 3
