"""Every legal tile play for a rack, with its exact score (Gordon's GADDAG).

Glossary (after Norvig's crossword program and Gordon's paper):

- *line*: a row (for across plays) or a column (for down plays), squares 0-14.
- *cross-check*: for an empty square, the letters that make a valid word with
  the tiles above and below it (for across plays), as a 26-bit mask.  A
  square with no such tiles allows every letter and forms no cross-word.
- *anchor*: where a search starts in a line: the last tile of each run of
  tiles, and each empty square that touches tiles only across the line.  On
  an empty board the only anchor is the star H8 (docs/rules.md "Placing tiles").  Every play
  covers an anchor; it is found from the leftmost one it covers, so a search
  never goes left onto the previous anchor.
- *placement*: a distinct set of tiles on distinct squares (blanks with the
  letter they stand for).  A single tile forming words both ways is one
  placement, named across if it forms an across word of 2+ letters.

From an anchor the search reads leftwards through the GADDAG (board letters
first, so a run of tiles that starts no word is dropped at once), and at
each square where the word may begin it turns right, continuing in the DAWG
(game.lexicon.gaddag).  Scores are summed as tiles go down (letter premiums,
word multipliers and cross-words of new tiles, S6), so a finished play costs
one multiplication.  Cross-checks are move-generator detail and never
stored in the board.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from game.lexicon.dawg import ALL_LETTERS, ENDS_SLOT, MASK_SLOT, TERMINAL
from game.lexicon.gaddag import EDGES, FOLLOW, SEPARATOR, STARTS
from game.lexicon.lexicon import Lexicon
from game.rules.board import CENTRE, PREMIUMS, SIZE, Board, position_name, square_along
from game.rules.move import TilePlay
from game.rules.tiles import BLANK, RACK_SIZE, VALUES, normalise_rack

_UPPER = [chr(65 + i) for i in range(26)]
_LOWER = [chr(97 + i) for i in range(26)]
_LETTER_VALUE = [VALUES[ch] for ch in _UPPER]
_LM_ROWS = [[PREMIUMS[r][c].letter_multiplier for c in range(SIZE)] for r in range(SIZE)]
_WM_ROWS = [[PREMIUMS[r][c].word_multiplier for c in range(SIZE)] for r in range(SIZE)]
_LM_COLS = [[PREMIUMS[r][c].letter_multiplier for r in range(SIZE)] for c in range(SIZE)]
_WM_COLS = [[PREMIUMS[r][c].word_multiplier for r in range(SIZE)] for c in range(SIZE)]
# Square text to letter code (-1 empty) and tile value (a blank's letter is 0).
_CODE = {" ": -1, **{ch: i for i, ch in enumerate(_UPPER)}, **{ch: i for i, ch in enumerate(_LOWER)}}
_VALUE_OF = {" ": 0, **{ch: VALUES[ch] for ch in _UPPER + _LOWER}}
_BLANK_LINE = " " * SIZE
# Cross-checks kept per word list (a few hundred new ones a game); past this the
# cache starts again rather than hold tens of megabytes in the engine process.
CROSS_CACHE_LIMIT = 20_000
# Sorting thousands of plays names each one's square: name them all once.
_POSITION_NAMES = {
    (row, col, across): position_name(row, col, across)
    for row in range(SIZE)
    for col in range(SIZE)
    for across in (True, False)
}


class GeneratedPlay(NamedTuple):
    """A legal play found by the generator.

    ``word`` is the GCG word: new tiles as letters (lower case for a blank),
    tiles already on the board as ``.``.  A named tuple, as :func:`raw_plays`
    gives plays: with a blank there are thousands to wrap, and a tuple is
    made several times faster than a frozen dataclass.
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
        return "".join(
            board[square_along(self.row, self.col, self.across, i)] if ch == "." else ch
            for i, ch in enumerate(self.word)
        )

    def sort_key(self) -> tuple[int, str]:
        """Best first; equal scores in notation order, so ties always break the same way."""
        return (-self.score, self.notation)


class _Found(Exception):
    """Stops a search at the first legal play (:func:`has_legal_play`)."""


def _stop(play: object) -> None:
    raise _Found


def _rack_counts(rack: str) -> tuple[list[int], int]:
    counts = [0] * 26
    blanks = 0
    for tile in normalise_rack(rack):
        if tile == BLANK:
            blanks += 1
        else:
            counts[ord(tile) - 65] += 1
    return counts, blanks


def _cross(table: Sequence[int], key: str, gap: int) -> tuple[int, int]:
    """(cross-check mask, letter values) for the tiles ``key`` around the empty ``key[gap]``."""
    above = key[:gap].upper()
    below = key[gap + 1 :].upper()
    total = sum(_VALUE_OF[ch] for ch in key)
    mask = 0
    base = 0
    for ch in above:
        base = table[base + ord(ch) - 65]
        if not base:
            return 0, total
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
    return mask, total


def _search(
    board: Board,
    rack: str,
    lexicon: Lexicon,
    bingo_bonus: int,
    out: list[tuple[int, int, int, bool, str]] | None,
    wild: int = ALL_LETTERS,
) -> None:
    """Append ``(score, row, col, across, word)`` for every play to ``out``.

    With ``out`` None, raise :class:`_Found` at the first play instead.
    ``wild``: the letters a blank may stand for (a mask; every letter by default).
    """
    dawg = lexicon.table
    gad = lexicon.gaddag
    cache = lexicon.cross_cache
    counts, blanks_held = _rack_counts(rack)
    rack_size = sum(counts) + blanks_held
    if rack_size == 0:
        return
    rmask0 = 0
    for letter in range(26):
        if counts[letter]:
            rmask0 |= 1 << letter
    blanks = [blanks_held]  # blanks left, shared by the nested searches
    # Lines as text, " " for an empty square; case kept (a blank's letter scores 0).
    squares = [ch or " " for ch in board.cells()]
    rows = ["".join(squares[r * SIZE : r * SIZE + SIZE]) for r in range(SIZE)]
    cols = ["".join(squares[c::SIZE]) for c in range(SIZE)]
    empty_board = all(text == _BLANK_LINE for text in rows)
    if len(cache) > CROSS_CACHE_LIMIT:
        cache.clear()

    upper = _UPPER
    lower = _LOWER
    value = _LETTER_VALUE
    last = SIZE - 1
    edges = EDGES

    # The line being searched, rebound for each line and anchor below.
    line = 0
    across = True
    lt: list[int] = []  # letter code on each square, -1 if empty
    vt: list[int] = []  # value of the tile on each square
    lm: list[int] = []
    wm: list[int] = []
    xmask: list[int] = []
    xsum: list[int] = []  # letter values of the cross-word, -1 if none
    # facts: each square's (cross-check, letter and word multipliers, cross-word
    # values, whether a lone tile here is counted in this line, the next
    # square's cross-check (0 off the board, -1 for a tile there), and what a
    # search going right asks of the child it calls for the next square:
    # letters (MASK_SLOT) or, when the word must end there, letters that
    # finish one (ENDS_SLOT), with tiles left after that one and without).
    facts: list[tuple[int, int, int, int, bool, int, int, int]] = []
    dots: list[str] = []  # "." for each tile of the run starting on each square
    anchor = 0
    lo = 0  # leftmost square a tile may go on from this anchor
    # What a left part must be able to meet on the anchor's right: the word
    # ending there (TERMINAL) or a rack letter the next square allows.
    want = 0
    # Tiles a left part may place before a search turning right at the
    # anchor can only end its word on the square after it: from then on
    # that search is asked for letters that finish a word (ENDS_SLOT).
    turn_leaf_from = 0
    turn_x = 0  # the cross-check right of the anchor (0 at the edge)

    emit = out.append if out is not None else _stop

    # Plays are recorded inline: there are thousands per rack with a blank,
    # and a call each would cost as much as finding them.  A word found
    # going right always spans the anchor and a new tile, so 2+ letters.
    # The word so far travels as a string, and a square where the word must
    # end (room, rack or cross-check run out after it) is handled by its
    # caller's test on the letters that finish a word, so no call is made
    # for a square that yields nothing.
    def right(pos: int, node: int, start: int, placed: int, msum: int, mult: int, xtot: int,
              rmask: int, word: str) -> None:  # fmt: skip
        """Place a tile on the empty ``pos`` after DAWG ``node``, then go on rightwards."""
        allowed, l_mult, w_mult, cross, lone, next_x, probe_more, probe_last = facts[pos]
        possible = dawg[node + MASK_SLOT] & allowed
        nmult = mult * w_mult
        nplaced = placed + 1
        ok = nplaced > 1 or lone  # a lone tile with an across word is counted across
        bonus = bingo_bonus if nplaced == RACK_SIZE else 0
        if next_x < 0:
            _right_through(pos, node, start, nplaced, msum, nmult, xtot, rmask, possible,
                           l_mult, w_mult, cross, ok, bonus, word)  # fmt: skip
            return
        ends = dawg[node + ENDS_SLOT] if ok else 0
        blank_left = blanks[0]
        nxt = pos + 1
        # The next square is empty (or off the board): no tiles to read, so
        # a child that cannot take one of the tiles left there is not called.
        next_mask = next_x if nplaced < rack_size else 0
        if not next_mask:
            # The word must end here.
            possible &= ends
            choices = possible & rmask
            while choices:
                low = choices & -choices
                choices ^= low
                letter = low.bit_length() - 1
                v = value[letter] * l_mult
                x = xtot + (cross + v) * w_mult if cross >= 0 else xtot
                if across:
                    emit(((msum + v) * nmult + x + bonus, line, start, True, word + upper[letter]))
                else:
                    emit(((msum + v) * nmult + x + bonus, start, line, False, word + upper[letter]))
            if blank_left:
                score = msum * nmult + (xtot + cross * w_mult if cross >= 0 else xtot) + bonus
                possible &= wild
                while possible:
                    low = possible & -possible
                    possible ^= low
                    if across:
                        emit((score, line, start, True, word + lower[low.bit_length() - 1]))
                    else:
                        emit((score, start, line, False, word + lower[low.bit_length() - 1]))
            return
        # Whether the call for the next square could only end the word there.
        probe = probe_more if nplaced + 1 < rack_size else probe_last
        choices = possible & rmask
        while choices:
            low = choices & -choices
            choices ^= low
            letter = low.bit_length() - 1
            child = dawg[node + letter]
            going = dawg[child + probe] & next_mask
            if not (going or low & ends):
                continue
            v = value[letter] * l_mult
            x = xtot + (cross + v) * w_mult if cross >= 0 else xtot
            text = word + upper[letter]
            if low & ends:
                if across:
                    emit(((msum + v) * nmult + x + bonus, line, start, True, text))
                else:
                    emit(((msum + v) * nmult + x + bonus, start, line, False, text))
            if going:
                held = counts[letter]
                nrmask = rmask if held > 1 else rmask ^ low
                if going & (wild | nrmask if blank_left else nrmask):
                    counts[letter] = held - 1
                    right(nxt, child, start, nplaced, msum + v, nmult, x, nrmask, text)
                    counts[letter] = held
        if blank_left:
            blanks[0] = blank_left - 1
            x = xtot + cross * w_mult if cross >= 0 else xtot
            score = msum * nmult + x + bonus
            if blank_left == 1:
                next_mask &= rmask
            choices = possible & wild
            while choices:
                low = choices & -choices
                choices ^= low
                letter = low.bit_length() - 1
                child = dawg[node + letter]
                going = dawg[child + probe] & next_mask
                if not (going or low & ends):
                    continue
                text = word + lower[letter]
                if low & ends:
                    if across:
                        emit((score, line, start, True, text))
                    else:
                        emit((score, start, line, False, text))
                if going:
                    right(nxt, child, start, nplaced, msum, nmult, x, rmask, text)
            blanks[0] = blank_left

    def _right_through(pos: int, node: int, start: int, nplaced: int, msum: int, nmult: int,
                       xtot: int, rmask: int, possible: int, l_mult: int, w_mult: int,
                       cross: int, ok: bool, bonus: int, word: str) -> None:  # fmt: skip
        """:func:`right` when tiles lie right of ``pos``: read them after each letter."""
        more = nplaced < rack_size
        run = dots[pos + 1]
        choices = possible & rmask
        while choices:
            low = choices & -choices
            choices ^= low
            letter = low.bit_length() - 1
            child = dawg[node + letter]
            v = value[letter] * l_mult
            s = msum + v
            q = pos + 1
            while q <= last and lt[q] >= 0:
                child = dawg[child + lt[q]]
                if not child:
                    break
                s += vt[q]
                q += 1
            else:
                text = word + upper[letter] + run
                x = xtot + (cross + v) * w_mult if cross >= 0 else xtot
                mask = dawg[child + MASK_SLOT]
                if mask & TERMINAL and ok:
                    if across:
                        emit((s * nmult + x + bonus, line, start, True, text))
                    else:
                        emit((s * nmult + x + bonus, start, line, False, text))
                if more and q <= last:
                    counts[letter] -= 1
                    nrmask = rmask if counts[letter] else rmask ^ low
                    if mask & xmask[q] & (wild | nrmask if blanks[0] else nrmask):
                        right(q, child, start, nplaced, s, nmult, x, nrmask, text)
                    counts[letter] += 1
        if blanks[0]:
            blanks[0] -= 1
            x = xtot + cross * w_mult if cross >= 0 else xtot
            avail = wild | rmask if blanks[0] else rmask
            choices = possible & wild
            while choices:
                low = choices & -choices
                choices ^= low
                letter = low.bit_length() - 1
                child = dawg[node + letter]
                s = msum
                q = pos + 1
                while q <= last and lt[q] >= 0:
                    child = dawg[child + lt[q]]
                    if not child:
                        break
                    s += vt[q]
                    q += 1
                else:
                    text = word + lower[letter] + run
                    mask = dawg[child + MASK_SLOT]
                    if mask & TERMINAL and ok:
                        if across:
                            emit((s * nmult + x + bonus, line, start, True, text))
                        else:
                            emit((s * nmult + x + bonus, start, line, False, text))
                    if more and q <= last and mask & xmask[q] & avail:
                        right(q, child, start, nplaced, s, nmult, x, rmask, text)
            blanks[0] += 1

    def left(pos: int, node: int, placed: int, msum: int, mult: int, xtot: int,
             rmask: int, word: str) -> None:  # fmt: skip
        """Place a tile on the empty ``pos`` after GADDAG state ``node`` (the letters
        from the anchor leftwards); then end the left part here or go on leftwards.

        A longer left part is read only if its follow mask meets ``want``:
        with a blank, most strings the rack can spell leftwards from the
        anchor are inside some word but cannot end where the board needs."""
        mask = gad[node]
        allowed, l_mult, w_mult, cross, lone, _next_x, _probe_more, _probe_last = facts[pos]
        possible = mask & allowed
        nmult = mult * w_mult
        nplaced = placed + 1
        # The word ends at the anchor; it needs 2+ letters, and a lone tile
        # with an across word is counted across.
        ok = pos < anchor and (nplaced > 1 or lone)
        bonus = bingo_bonus if nplaced == RACK_SIZE else 0
        more = nplaced < rack_size
        end = anchor + 1
        # Only children that can take a tile on the next square left, and
        # whose follow mask meets ``want``, are called.
        next_mask = xmask[pos - 1] if more and pos > lo else 0
        if not next_mask:
            possible &= gad[node + STARTS]  # the word must start here
        # Room for tiles right of the anchor: a search turning there.
        turn_mask = turn_x if more else 0
        probe = ENDS_SLOT if nplaced >= turn_leaf_from else MASK_SLOT
        blank_left = blanks[0]
        choices = possible & rmask
        while choices:
            low = choices & -choices
            choices ^= low
            letter = low.bit_length() - 1
            child = gad[node + edges + (mask & (low - 1)).bit_count()]
            sep = gad[child + SEPARATOR]
            go_left = gad[child] & next_mask and gad[child + FOLLOW] & want
            if sep:
                found = ok and dawg[sep + MASK_SLOT] & TERMINAL
                go_right = dawg[sep + probe] & turn_mask
            elif go_left:
                found = go_right = 0
            else:
                continue
            v = value[letter] * l_mult
            s = msum + v
            x = xtot + (cross + v) * w_mult if cross >= 0 else xtot
            text = upper[letter] + word
            if found:
                if across:
                    emit((s * nmult + x + bonus, line, pos, True, text))
                else:
                    emit((s * nmult + x + bonus, pos, line, False, text))
            if go_left or go_right:
                held = counts[letter]
                nrmask = rmask if held > 1 else rmask ^ low
                avail = wild | nrmask if blank_left else nrmask
                counts[letter] = held - 1
                if go_right & avail:
                    right(end, sep, pos, nplaced, s, nmult, x, nrmask, text)
                if go_left and gad[child] & next_mask & avail:
                    left(pos - 1, child, nplaced, s, nmult, x, nrmask, text)
                counts[letter] = held
        if blank_left:
            blanks[0] = blank_left - 1
            x = xtot + cross * w_mult if cross >= 0 else xtot
            score = msum * nmult + x + bonus
            if blank_left == 1:
                next_mask &= rmask
                turn_mask &= rmask
            choices = possible & wild
            while choices:
                low = choices & -choices
                choices ^= low
                letter = low.bit_length() - 1
                child = gad[node + edges + (mask & (low - 1)).bit_count()]
                sep = gad[child + SEPARATOR]
                go_left = gad[child] & next_mask and gad[child + FOLLOW] & want
                if sep:
                    text = lower[letter] + word
                    if ok and dawg[sep + MASK_SLOT] & TERMINAL:
                        if across:
                            emit((score, line, pos, True, text))
                        else:
                            emit((score, pos, line, False, text))
                    if dawg[sep + probe] & turn_mask:
                        right(end, sep, pos, nplaced, msum, nmult, x, rmask, text)
                elif go_left:
                    text = lower[letter] + word
                else:
                    continue
                if go_left:
                    left(pos - 1, child, nplaced, msum, nmult, x, rmask, text)
            blanks[0] = blank_left

    any_tiles = wild | rmask0 if blanks_held else rmask0  # letters the rack can show
    for across in (True, False):
        if empty_board and not across:
            break  # S4: the first play is counted across only
        texts, perps = (rows, cols) if across else (cols, rows)
        premiums_lm = _LM_ROWS if across else _LM_COLS
        premiums_wm = _WM_ROWS if across else _WM_COLS
        for line in range(SIZE):
            text = texts[line]
            before_text = texts[line - 1] if line else _BLANK_LINE
            after_text = texts[line + 1] if line < last else _BLANK_LINE
            if text == before_text == after_text == _BLANK_LINE and not (
                empty_board and line == CENTRE[0]
            ):
                continue
            lt = [_CODE[ch] for ch in text]
            vt = [_VALUE_OF[ch] for ch in text]
            lm = premiums_lm[line]
            wm = premiums_wm[line]
            xmask = [ALL_LETTERS] * SIZE
            xsum = [-1] * SIZE
            dots = [""] * (SIZE + 1)
            for j in range(last, -1, -1):
                if lt[j] >= 0:
                    dots[j] = "." + dots[j + 1]
            anchors: list[int] = []
            for j in range(SIZE):
                if lt[j] >= 0:
                    if j == last or lt[j + 1] < 0:
                        anchors.append(j)  # the last tile of a run
                    continue
                if before_text[j] != " " or after_text[j] != " ":
                    perp = perps[j]
                    a = perp.rfind(" ", 0, line) + 1
                    b = perp.find(" ", line + 1)
                    key = perp[a:b] if b >= 0 else perp[a:]
                    hit = cache.get(key)
                    if hit is None:
                        hit = cache[key] = _cross(dawg, key, line - a)
                    xmask[j], xsum[j] = hit
                elif not (empty_board and j == CENTRE[1]):
                    continue
                if (j == 0 or lt[j - 1] < 0) and (j == last or lt[j + 1] < 0):
                    anchors.append(j)  # touches tiles only across the line
            facts = []
            for j in range(SIZE):
                after = j + 2
                if j == last:
                    next_x, probe_more, probe_last = 0, ENDS_SLOT, ENDS_SLOT
                elif lt[j + 1] >= 0:
                    next_x, probe_more, probe_last = -1, MASK_SLOT, MASK_SLOT
                elif after > last or (lt[after] < 0 and not xmask[after]):
                    next_x, probe_more, probe_last = xmask[j + 1], ENDS_SLOT, ENDS_SLOT
                elif lt[after] < 0:
                    next_x, probe_more, probe_last = xmask[j + 1], MASK_SLOT, ENDS_SLOT
                else:
                    next_x, probe_more, probe_last = xmask[j + 1], MASK_SLOT, MASK_SLOT
                facts.append((xmask[j], lm[j], wm[j], xsum[j], across or xsum[j] < 0, next_x,
                                probe_more, probe_last))  # fmt: skip
            previous = -1
            for anchor in anchors:
                lo = previous + 2 if previous >= 0 and lt[previous] >= 0 else previous + 1
                previous = anchor
                want = TERMINAL | (xmask[anchor + 1] & any_tiles if anchor < last else 0)
                turn_x = xmask[anchor + 1] if anchor < last else 0
                beyond = anchor + 2
                if beyond > last or (lt[beyond] < 0 and not xmask[beyond]):
                    turn_leaf_from = 0
                elif lt[beyond] < 0:
                    turn_leaf_from = rack_size - 1
                else:
                    turn_leaf_from = RACK_SIZE + 1  # tiles to read there: never
                if lt[anchor] < 0:
                    if xmask[anchor] & gad[0] & any_tiles:
                        left(anchor, 0, 0, 0, 1, 0, rmask0, "")
                    continue
                # Read the run of tiles ending at the anchor, right to left.
                node = 0
                msum = 0
                pos = anchor
                while pos >= 0 and lt[pos] >= 0:
                    mask = gad[node]
                    letter = lt[pos]
                    if not mask >> letter & 1:
                        break
                    node = gad[node + edges + (mask & ((1 << letter) - 1)).bit_count()]
                    msum += vt[pos]
                    pos -= 1
                else:
                    sep = gad[node + SEPARATOR]
                    if sep and anchor < last and dawg[sep + MASK_SLOT] & xmask[anchor + 1] & any_tiles:
                        right(anchor + 1, sep, pos + 1, 0, msum, 1, 0, rmask0, dots[pos + 1])
                    if pos >= lo and gad[node + FOLLOW] & want and gad[node] & xmask[pos] & any_tiles:
                        left(pos, node, 0, msum, 1, 0, rmask0, dots[pos + 1])


def raw_plays(
    board: Board, rack: str, lexicon: Lexicon, bingo_bonus: int = 50, wild: int = ALL_LETTERS
) -> list[tuple[int, int, int, bool, str]]:
    """Every legal play as ``(score, row, col, across, word)``, unsorted.

    The fastest form, for computer players and benchmarks.  ``wild``: the
    letters a blank may stand for, as a mask (bit 0 is A); every letter by
    default.  Fewer make a rack with a blank far quicker to search (a
    look-ahead's play-outs, :mod:`game.engine.expert`), and the plays are
    exactly those of every letter whose blanks stand for letters in ``wild``.

    Raises:
        ValueError: if the rack holds something other than letters and ``?``.
    """
    out: list[tuple[int, int, int, bool, str]] = []
    _search(board, rack, lexicon, bingo_bonus, out, wild)
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
    plays = raw_plays(board, rack, lexicon, bingo_bonus)
    plays.sort(key=_sort_key)
    return [GeneratedPlay(*t) for t in plays]


def _sort_key(play: tuple[int, int, int, bool, str]) -> tuple[int, str]:
    """:meth:`GeneratedPlay.sort_key` of a play from :func:`raw_plays`, without the object."""
    score, row, col, across, word = play
    return -score, f"{_POSITION_NAMES[row, col, across]} {word}"


def best_plays(plays: Iterable[tuple[int, int, int, bool, str]], n: int) -> list[GeneratedPlay]:
    """The first ``n`` of :func:`generate_plays`'s order among ``plays`` (from :func:`raw_plays`).

    Only plays scoring at least the ``n``-th best score are made into objects
    and sorted: a rack with a blank has thousands of plays, and a caller
    showing ten need not order the rest.
    """
    if n <= 0:
        return []
    plays = list(plays)
    scores = heapq.nlargest(n, (t[0] for t in plays))
    if not scores:
        return []
    floor = scores[-1]
    best = sorted((t for t in plays if t[0] >= floor), key=_sort_key)
    return [GeneratedPlay(*t) for t in best[:n]]


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
