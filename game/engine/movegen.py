"""Every legal tile play for a rack, with its exact score (Appel & Jacobson).

Glossary (after Norvig's crossword program):

- *line*: a row (for across plays) or a column (for down plays), squares 0-14.
- *anchor*: an empty square next to a tile; every play after the first covers
  one.  On an empty board the only anchor is the star H8 (RULES.md S4).
- *cross-check*: for an empty square, the letters that make a valid word with
  the tiles above and below it (for across plays), as a 26-bit mask.  A
  square with no such tiles allows every letter and forms no cross-word.
- *placement*: a distinct set of tiles on distinct squares (blanks with the
  letter they stand for).  A single tile forming words both ways is one
  placement, named across if it forms an across word of 2+ letters.

Each play is found once: from its leftmost (topmost) anchor, with any new
tiles before it on squares that touch nothing.  Scores are summed as tiles go
down (letter premiums, word multipliers and cross-words of new tiles, S6), so
a finished play costs one multiplication.  Cross-checks are move-generator
detail and never stored in the board.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.lexicon.dawg import ALL_LETTERS, MASK_SLOT, TERMINAL
from game.lexicon.lexicon import Lexicon
from game.rules.board import CENTRE, PREMIUMS, SIZE, Board, position_name
from game.rules.move import TilePlay
from game.rules.tiles import BLANK, RACK_SIZE, VALUES, normalise_rack

_UPPER = [chr(65 + i) for i in range(26)]
_LOWER = [chr(97 + i) for i in range(26)]
_LETTER_VALUE = [VALUES[ch] for ch in _UPPER]
_LM = [PREMIUMS[r][c].letter_multiplier for r in range(SIZE) for c in range(SIZE)]
_WM = [PREMIUMS[r][c].word_multiplier for r in range(SIZE) for c in range(SIZE)]
_CROSS_CACHE_LIMIT = 200_000


@dataclass(frozen=True, slots=True)
class GeneratedPlay:
    """A legal play found by the generator.

    ``word`` is the GCG word: new tiles as letters (lower case for a blank),
    tiles already on the board as ``.``.
    """

    score: int
    row: int
    col: int
    across: bool
    word: str

    @property
    def position(self) -> str:
        return position_name(self.row, self.col, self.across)

    @property
    def notation(self) -> str:
        """``8D RETAINS``, ``H4 .ITURES``."""
        return f"{self.position} {self.word}"

    @property
    def play(self) -> TilePlay:
        return TilePlay.from_gcg(self.position, self.word)

    @property
    def tiles(self) -> str:
        """The rack tiles used (``?`` for a blank), in board order."""
        return "".join(BLANK if ch.islower() else ch for ch in self.word if ch != ".")

    @property
    def tile_count(self) -> int:
        return len(self.word) - self.word.count(".")

    def full_word(self, board: Board) -> str:
        """The main word with the letters played through filled in."""
        dr, dc = (0, 1) if self.across else (1, 0)
        return "".join(
            board.get(self.row + i * dr, self.col + i * dc) if ch == "." else ch
            for i, ch in enumerate(self.word)
        )

    def sort_key(self) -> tuple[int, str]:
        """Best first; equal scores in notation order, so ties always break the same way."""
        return (-self.score, self.notation)


class _Found(Exception):
    """Stops a search at the first legal play (:func:`has_legal_play`)."""


def _rack_counts(rack: str) -> tuple[list[int], int]:
    counts = [0] * 26
    blanks = 0
    for tile in normalise_rack(rack):
        if tile == BLANK:
            blanks += 1
        else:
            counts[ord(tile) - 65] += 1
    return counts, blanks


def _cross_mask(table: list[int], cache: dict[tuple[str, str], int], above: str, below: str) -> int:
    key = (above, below)
    mask = cache.get(key)
    if mask is not None:
        return mask
    mask = 0
    base = 0
    for ch in above:
        base = table[base + ord(ch) - 65]
        if not base:
            break
    else:
        letters = table[base + MASK_SLOT] & ALL_LETTERS
        tail = [ord(ch) - 65 for ch in below]
        while letters:
            low = letters & -letters
            letters ^= low
            node = table[base + low.bit_length() - 1]
            for t in tail:
                node = table[node + t]
                if not node:
                    break
            else:
                if table[node + MASK_SLOT] & TERMINAL:
                    mask |= low
    if len(cache) > _CROSS_CACHE_LIMIT:
        cache.clear()
    cache[key] = mask
    return mask


def _search(
    board: Board,
    rack: str,
    lexicon: Lexicon,
    bingo_bonus: int,
    out: list[tuple[int, int, int, bool, str]] | None,
) -> None:
    """Append ``(score, row, col, across, word)`` for every play to ``out``.

    With ``out`` None, raise :class:`_Found` at the first play instead.
    """
    table = lexicon.table
    cache = lexicon.cross_cache
    counts, blanks = _rack_counts(rack)
    rack_size = sum(counts) + blanks
    if rack_size == 0:
        return
    cells = board.cells()
    letters = [ord(ch.upper()) - 65 if ch else -1 for ch in cells]
    values = [VALUES[ch] if ch else 0 for ch in cells]
    empty_board = all(x < 0 for x in letters)

    for across in (True, False):
        if empty_board and not across:
            break  # S4: the first play is counted across only
        for line in range(SIZE):
            if across:
                idx = [line * SIZE + j for j in range(SIZE)]
            else:
                idx = [j * SIZE + line for j in range(SIZE)]
            lt = [letters[i] for i in idx]
            vt = [values[i] for i in idx]
            lm = [_LM[i] for i in idx]
            wm = [_WM[i] for i in idx]
            xmask = [ALL_LETTERS] * SIZE
            xsum = [-1] * SIZE  # -1: no cross-word at this square
            anchor = [False] * SIZE
            any_anchor = False
            for j in range(SIZE):
                if lt[j] >= 0:
                    continue
                i = idx[j]
                before = j > 0 and lt[j - 1] >= 0
                after = j < SIZE - 1 and lt[j + 1] >= 0
                # Tiles across the line make this square's cross-word.
                r, c = divmod(i, SIZE)
                dr, dc = (1, 0) if across else (0, 1)
                above = ""
                total = 0
                rr, cc = r - dr, c - dc
                while rr >= 0 and cc >= 0 and letters[rr * SIZE + cc] >= 0:
                    above = cells[rr * SIZE + cc] + above
                    total += values[rr * SIZE + cc]
                    rr, cc = rr - dr, cc - dc
                below = ""
                rr, cc = r + dr, c + dc
                while rr < SIZE and cc < SIZE and letters[rr * SIZE + cc] >= 0:
                    below += cells[rr * SIZE + cc]
                    total += values[rr * SIZE + cc]
                    rr, cc = rr + dr, cc + dc
                if above or below:
                    xmask[j] = _cross_mask(table, cache, above.upper(), below.upper())
                    xsum[j] = total
                if before or after or above or below:
                    anchor[j] = True
                    any_anchor = True
            if empty_board and line == CENTRE[0]:
                anchor[CENTRE[1]] = True
                any_anchor = True
            if not any_anchor:
                continue
            _search_line(
                table, lt, vt, lm, wm, xmask, xsum, anchor, counts, blanks, rack_size,
                line, across, bingo_bonus, out,
            )  # fmt: skip


def _search_line(
    table: list[int],
    lt: list[int],
    vt: list[int],
    lm: list[int],
    wm: list[int],
    xmask: list[int],
    xsum: list[int],
    anchor: list[bool],
    counts: list[int],
    blanks: int,
    rack_size: int,
    line: int,
    across: bool,
    bingo_bonus: int,
    out: list[tuple[int, int, int, bool, str]] | None,
) -> None:
    word: list[str] = []
    upper = _UPPER
    lower = _LOWER
    value = _LETTER_VALUE
    state = [0, 0, blanks]  # start, anchor, blanks left

    def record(placed: int, score: int, end: int) -> None:
        start = state[0]
        if end - start < 2:
            return  # a lone tile forms no word along this line
        text = "".join(word)
        if not across and placed == 1 and xsum[start + len(text) - len(text.lstrip("."))] >= 0:
            return  # a lone tile with an across word is named (and counted) across
        if placed == RACK_SIZE:
            score += bingo_bonus
        if out is None:
            raise _Found
        if across:
            out.append((score, line, start, True, text))
        else:
            out.append((score, start, line, False, text))

    def extend(pos: int, base: int, placed: int, msum: int, mult: int, xtot: int, rmask: int) -> None:
        through = 0  # letters played through in this call, to take off ``word`` again
        while pos < SIZE and lt[pos] >= 0:
            base = table[base + lt[pos]]
            if not base:
                break
            msum += vt[pos]
            word.append(".")
            pos += 1
            through += 1
        else:
            if placed and pos > state[1] and table[base + MASK_SLOT] & TERMINAL:
                record(placed, msum * mult + xtot, pos)
            if pos < SIZE and placed < rack_size:
                possible = table[base + MASK_SLOT] & xmask[pos]
                if possible:
                    l_mult = lm[pos]
                    w_mult = wm[pos]
                    cross = xsum[pos]
                    nmult = mult * w_mult
                    # Skip children that die on the next square without a
                    # call: most branches end there, and calls are dear.
                    nxt = pos + 1
                    occupied = nxt < SIZE and lt[nxt] >= 0
                    if occupied:
                        need = lt[nxt]
                        live = 0
                    else:
                        need = -1
                        live = TERMINAL if nxt > state[1] else 0
                        if nxt < SIZE and placed + 1 < rack_size:
                            live |= xmask[nxt] & (ALL_LETTERS if state[2] else rmask)
                    choices = possible & rmask
                    while choices:
                        low = choices & -choices
                        choices ^= low
                        letter = low.bit_length() - 1
                        child = table[base + letter]
                        if occupied:
                            if not table[child + need]:
                                continue
                        elif not table[child + MASK_SLOT] & live:
                            continue
                        v = value[letter] * l_mult
                        counts[letter] -= 1
                        word.append(upper[letter])
                        extend(
                            nxt, child, placed + 1, msum + v, nmult,
                            xtot + (cross + v) * w_mult if cross >= 0 else xtot,
                            rmask if counts[letter] else rmask ^ low,
                        )  # fmt: skip
                        word.pop()
                        counts[letter] += 1
                    if state[2]:
                        state[2] -= 1
                        choices = possible
                        while choices:
                            low = choices & -choices
                            choices ^= low
                            letter = low.bit_length() - 1
                            child = table[base + letter]
                            if occupied:
                                if not table[child + need]:
                                    continue
                            elif not table[child + MASK_SLOT] & live:
                                continue
                            word.append(lower[letter])
                            extend(
                                nxt, child, placed + 1, msum, nmult,
                                xtot + cross * w_mult if cross >= 0 else xtot, rmask,
                            )  # fmt: skip
                            word.pop()
                        state[2] += 1
        if through:
            del word[-through:]

    rmask = 0
    for letter in range(26):
        if counts[letter]:
            rmask |= 1 << letter
    previous_anchor = -1
    for a in range(SIZE):
        if not anchor[a]:
            continue
        state[1] = a
        if a > 0 and lt[a - 1] >= 0:
            start = a - 1
            while start > 0 and lt[start - 1] >= 0:
                start -= 1
            state[0] = start
            _run(extend, word, start, rmask)
        else:
            # New tiles before the anchor go on squares touching nothing,
            # back to the previous anchor (whose own search covers the rest).
            limit = min(a - previous_anchor - 1, rack_size - 1)
            for k in range(limit + 1):
                state[0] = a - k
                _run(extend, word, a - k, rmask)
        previous_anchor = a


def _run(extend: object, word: list[str], start: int, rmask: int) -> None:
    word.clear()
    extend(start, 0, 0, 0, 1, 0, rmask)  # type: ignore[operator]


def raw_plays(
    board: Board, rack: str, lexicon: Lexicon, bingo_bonus: int = 50
) -> list[tuple[int, int, int, bool, str]]:
    """Every legal play as ``(score, row, col, across, word)``, unsorted.

    The fastest form, for computer players and benchmarks.

    Raises:
        ValueError: if the rack holds something other than letters and ``?``.
    """
    out: list[tuple[int, int, int, bool, str]] = []
    _search(board, rack, lexicon, bingo_bonus, out)
    return out


def generate_plays(
    board: Board, rack: str, lexicon: Lexicon, bingo_bonus: int = 50
) -> list[GeneratedPlay]:
    """Every legal play for ``rack`` (``?`` = blank), best first.

    Words already on the board are taken as given; only the words a play
    forms are checked.  Each score equals :func:`game.rules.scoring.score_play`.

    Raises:
        ValueError: if the rack holds something other than letters and ``?``.
    """
    plays = [GeneratedPlay(*t) for t in raw_plays(board, rack, lexicon, bingo_bonus)]
    plays.sort(key=GeneratedPlay.sort_key)
    return plays


def count_plays(board: Board, rack: str, lexicon: Lexicon) -> int:
    """The number of legal placements (see the module glossary)."""
    return len(raw_plays(board, rack, lexicon))


def has_legal_play(board: Board, rack: str, lexicon: Lexicon) -> bool:
    """Whether any tile play is legal; stops at the first one found."""
    try:
        _search(board, rack, lexicon, 0, None)
    except _Found:
        return True
    return False


def best_plays(plays: Iterable[GeneratedPlay], n: int) -> list[GeneratedPlay]:
    """The ``n`` best plays, ties broken as in :meth:`GeneratedPlay.sort_key`."""
    return sorted(plays, key=GeneratedPlay.sort_key)[:n]
