"""Every legal Upwords play for a rack, with its exact score.

Glossary (as in :mod:`game.engine.movegen`, for stacks):

- *line*: a row (across plays) or a column (down plays), squares 0-9.
- *span*: the squares of a play's main word.  The square before it and the
  one after it are empty (or off the board), so a search starts at every
  square whose left neighbour is empty and may stop where the next square
  is empty.  Every square of the span is either *kept* (a board tile left
  as it is) or *covered* (a new tile, on an empty square or on a stack).
- *cross-check*: for each square, the tiles that make a word with the tiles
  above and below it (for across plays), as a bit mask by letter, with
  what the cross-word adds to the score.
- *anchor*: a square a play must reach to touch the board: an occupied
  square, or an empty one next to a tile across the line.  On an empty
  board the anchors are the four centre squares.

The search reads the span left to right through the DAWG (game.lexicon.dawg).
The Qu tile (``Q``) walks two edges, Q then U, so words from the list that
hold a Q without a U after it can never be made.  A lone tile forming words
both ways is found once, named across.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.lexicon.dawg import MASK_SLOT, TERMINAL
from game.lexicon.lexicon import Lexicon
from game.rules.move import TilePlay
from game.rules.upwords.board import (
    ALL_TILES_BONUS,
    CENTRE_SQUARES,
    MAX_HEIGHT,
    QU,
    RACK_SIZE,
    SIZE,
    UNKNOWN,
    StackBoard,
    spelled,
)
from game.rules.upwords.notation import position_name

_Q = ord(QU) - 65
_U = ord("U") - 65
_S = ord("S") - 65


@dataclass(frozen=True, slots=True)
class StackPlay:
    """A legal play found by the generator: new tiles as ``(row, col, tile)``
    in board order (``Q`` the Qu tile), the words formed (main word first),
    the score and where the main word starts."""

    score: int
    tiles: tuple[tuple[int, int, str], ...]
    across: bool
    words: tuple[str, ...]
    row: int  # the main word's first square
    col: int

    @property
    def position(self) -> str:
        """Where the main word starts, in notation: ``5D`` across, ``D5`` down."""
        return position_name(self.row, self.col, self.across)

    @property
    def play(self) -> TilePlay:
        return TilePlay.of(*self.tiles, across=self.across)

    @property
    def tile_count(self) -> int:
        return len(self.tiles)

    @property
    def rack_tiles(self) -> str:
        return "".join(t for _, _, t in self.tiles)

    @property
    def word(self) -> str:
        """The main word, spelled (the Qu tile as ``QU``)."""
        return self.words[0]

    def full_word(self, board: StackBoard) -> str:
        """The main word (the same on any board; the argument matches the classic play)."""
        return self.words[0]

    def sort_key(self) -> tuple[int, tuple[tuple[int, int, str], ...], bool]:
        """Best first; equal scores by squares, so ties always break the same way."""
        return (-self.score, self.tiles, not self.across)


def _walk(table: Sequence[int], base: int, letters: str) -> int:
    """The node reached from ``base`` by ``letters``; -1 if there is none
    (the root, 0, is never a child, so 0 is "no edge" inside the table)."""
    for ch in letters:
        base = table[base + ord(ch) - 65]
        if not base:
            return -1
    return base


class _Line:
    """One row or column as the search reads it."""

    __slots__ = (
        "squares", "top", "height", "anchor", "cross_mask", "cross_word", "cross_info",
        "runs", "next_anchor",
    )

    def __init__(self) -> None:
        self.squares: list[tuple[int, int]] = []
        self.top: list[int] = []  # letter code of the top tile, -1 if empty
        self.height: list[int] = []
        self.anchor: list[bool] = []
        self.cross_mask: list[int] = []  # tiles that may go here (all 26 if no cross-word)
        # (prefix, suffix) of the cross-word, None if the square has no tile across the line
        self.cross_word: list[tuple[str, str] | None] = []
        # (other squares, their heights' sum, all one high, Qu among them)
        self.cross_info: list[tuple[int, int, bool, bool]] = []
        self.runs: list[tuple[int, int, int]] = []  # (first, last, mask) of board words
        self.next_anchor: list[int] = []  # first anchor at or after a square (SIZE if none)


_ALL = (1 << 26) - 1


def _cross_mask(table: Sequence[int], cache: dict[tuple[str, str], int], above: str, below: str) -> int:
    key = (above, below)
    mask = cache.get(key)
    if mask is not None:
        return mask
    mask = 0
    base = _walk(table, 0, above)
    if base >= 0:
        letters = table[base + MASK_SLOT] & _ALL
        while letters:
            low = letters & -letters
            letters ^= low
            code = low.bit_length() - 1
            node = table[base + code]
            if code == _Q:
                node = table[node + _U] if node else 0
            if node:
                node = _walk(table, node, below)
                if node > 0 and table[node + MASK_SLOT] & TERMINAL:
                    mask |= low
    cache[key] = mask
    return mask


def _build_line(
    board: StackBoard, index: int, across: bool, table: Sequence[int],
    cache: dict[tuple[str, str], int], empty: bool,
) -> _Line:
    line = _Line()
    for i in range(SIZE):
        r, c = (index, i) if across else (i, index)
        line.squares.append((r, c))
        top = board.get(r, c)
        line.top.append(ord(top) - 65 if top else -1)
        line.height.append(board.height(r, c))
        # the board tiles before and after the square across the line: the run
        # through it, with a stand-in tile on the square itself
        first_r, first_c, cross = board.run_through(r, c, not across, {(r, c): UNKNOWN})
        k = r - first_r + c - first_c
        above = [(rr, cc) for rr, cc, _ in cross[:k]]
        below = [(rr, cc) for rr, cc, _ in cross[k + 1:]]
        others = above + below
        if others:
            prefix = "".join(spelled(board.get(*sq)) for sq in above)
            suffix = "".join(spelled(board.get(*sq)) for sq in below)
            line.cross_word.append((prefix, suffix))
            line.cross_mask.append(_cross_mask(table, cache, prefix, suffix))
            heights = [board.height(*sq) for sq in others]
            line.cross_info.append(
                (len(others), sum(heights), all(h == 1 for h in heights),
                 any(board.get(*sq) == QU for sq in others))
            )
        else:
            line.cross_word.append(None)
            line.cross_mask.append(_ALL)
            line.cross_info.append((0, 0, True, False))
        if empty:
            line.anchor.append((r, c) in CENTRE_SQUARES)
        else:
            line.anchor.append(bool(top) or bool(others))
    nxt = SIZE
    line.next_anchor = [SIZE] * SIZE
    for i in range(SIZE - 1, -1, -1):
        if line.anchor[i]:
            nxt = i
        line.next_anchor[i] = nxt
    i = 0
    while i < SIZE:
        if line.top[i] >= 0:
            j = i
            while j + 1 < SIZE and line.top[j + 1] >= 0:
                j += 1
            if j > i:
                line.runs.append((i, j, sum(1 << k for k in range(i, j + 1))))
            i = j + 1
        else:
            i += 1
    return line


def generate_stack_plays(
    board: StackBoard, rack: str, lexicon: Lexicon, plurals: bool = True
) -> list[StackPlay]:
    """Every legal play of ``rack`` (``Q`` the Qu tile), best first."""
    out: list[StackPlay] = []
    _search(board, rack, lexicon, plurals, out, first_only=False)
    out.sort(key=StackPlay.sort_key)
    return out


def has_stack_play(board: StackBoard, rack: str, lexicon: Lexicon, plurals: bool = True) -> bool:
    """Whether any legal play exists (stops at the first one found)."""
    out: list[StackPlay] = []
    _search(board, rack, lexicon, plurals, out, first_only=True)
    return bool(out)


class _Done(Exception):
    pass


def _search(
    board: StackBoard, rack: str, lexicon: Lexicon, plurals: bool, out: list[StackPlay],
    first_only: bool,
) -> None:
    table = lexicon.table
    counts = [0] * 26
    for tile in rack:
        code = ord(tile) - 65
        if not 0 <= code < 26:
            raise ValueError(f"{tile!r} is not an Upwords tile")
        counts[code] += 1
    if not any(counts):
        return
    empty = board.is_empty()
    cache: dict[tuple[str, str], int] = {}
    try:
        for across in (True, False):
            for index in range(SIZE):
                line = _build_line(board, index, across, table, cache, empty)
                _search_line(line, across, table, counts, plurals, out, first_only)
    except _Done:
        pass


def _search_line(
    line: _Line, across: bool, table: Sequence[int], counts: list[int], plurals: bool,
    out: list[StackPlay], first_only: bool,
) -> None:
    top = line.top
    height = line.height
    anchor = line.anchor
    xmask = line.cross_mask
    xinfo = line.cross_info
    next_anchor = line.next_anchor
    rack_left = [sum(counts)]
    path: list[int] = []  # the tile on each square of the span
    new: list[bool] = []  # whether it is a new tile

    def finish(start: int, end: int, kept: int, main_sum: int, flat: bool, qu: bool,
               cross_total: int, placed: int) -> None:
        for first, last, mask in line.runs:
            if first >= start and last <= end and not kept & mask:
                return  # a board word covered whole
        if placed == 1:
            i = new.index(True) + start
            if not across and line.cross_word[i] is not None:
                return  # it forms an across word too: found in its row
            if (
                plurals and path[i - start] == _S and top[i] < 0 and i == end
                and end - start >= 2 and line.cross_word[i] is None
            ):
                return  # a plural by an S alone
        length = end - start + 1
        main = 2 * length + (2 if qu else 0) if flat else main_sum
        score = main + cross_total + (ALL_TILES_BONUS if placed == RACK_SIZE else 0)
        tiles = []
        words = ["".join(spelled(chr(65 + t)) for t in path)]
        for k in range(length):
            if new[k]:
                sq = line.squares[start + k]
                tile = chr(65 + path[k])
                tiles.append((sq[0], sq[1], tile))
                cw = line.cross_word[start + k]
                if cw is not None:
                    words.append(cw[0] + spelled(tile) + cw[1])
        head = line.squares[start]
        out.append(StackPlay(score, tuple(tiles), across, tuple(words), head[0], head[1]))
        if first_only:
            raise _Done

    def extend(i: int, start: int, node: int, kept: int, main_sum: int, flat: bool, qu: bool,
               cross_total: int, placed: int, touched: bool) -> None:
        # Square i is the next square of the span.
        if not touched:
            reach = next_anchor[i]
            if reach >= SIZE or reach - i > rack_left[0]:
                return
        t = top[i]
        h = height[i]
        if t >= 0:
            # Keep the board tile.
            child = table[node + t]
            if child and t == _Q:
                child = table[child + _U]
            if child:
                path.append(t)
                new.append(False)
                after(i, start, child, kept | (1 << i), main_sum + h, flat and h == 1,
                      qu or t == _Q, cross_total, placed, True)
                path.pop()
                new.pop()
        if not rack_left[0] or h >= MAX_HEIGHT:
            return
        letters = table[node + MASK_SLOT] & xmask[i]
        n_o, sum_o, flat_o, qu_o = xinfo[i]
        hn = h + 1
        now_touched = touched or anchor[i]
        while letters:
            low = letters & -letters
            letters ^= low
            x = low.bit_length() - 1
            if not counts[x] or x == t:
                continue
            child = table[node + x]
            if x == _Q:
                child = table[child + _U]
                if not child:
                    continue
            if n_o:
                if flat_o and hn == 1:
                    cross = 2 * (n_o + 1) + (2 if (qu_o or x == _Q) else 0)
                else:
                    cross = sum_o + hn
            else:
                cross = 0
            counts[x] -= 1
            rack_left[0] -= 1
            path.append(x)
            new.append(True)
            after(i, start, child, kept, main_sum + hn, flat and hn == 1, qu or x == _Q,
                  cross_total + cross, placed + 1, now_touched)
            path.pop()
            new.pop()
            counts[x] += 1
            rack_left[0] += 1

    def after(i: int, start: int, node: int, kept: int, main_sum: int, flat: bool, qu: bool,
              cross_total: int, placed: int, touched: bool) -> None:
        nxt = i + 1
        if (
            placed and touched and i > start and (nxt >= SIZE or top[nxt] < 0)
            and table[node + MASK_SLOT] & TERMINAL
        ):
            finish(start, i, kept, main_sum, flat, qu, cross_total, placed)
        if nxt < SIZE and (top[nxt] >= 0 or rack_left[0]):
            extend(nxt, start, node, kept, main_sum, flat, qu, cross_total, placed, touched)

    for start in range(SIZE - 1):
        if start > 0 and top[start - 1] >= 0:
            continue
        extend(start, start, 0, 0, 0, True, False, 0, 0, False)
