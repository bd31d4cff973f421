"""Whether an Upwords play may be made, the words it forms and their scores.

The rules (docs/rules.md, "Upwords"):

- tiles in one row or column, one unbroken run with the board along it;
  the first play covers a centre square and has two letters or more; later
  plays touch the board (a tile on a stack, or next to a tile);
- a tile may go on a stack, one new tile per square, never on the same
  letter, and no stack higher than five;
- at least one letter of every word already on the board along the play's
  line stays uncovered: covering a whole word is not allowed, even while
  lengthening it;
- with the plural rule on, a word may not be made plural by an S alone
  unless that S also forms another word;
- a word whose squares are all one high scores 2 a tile, plus 2 with the
  Qu tile; a word with any higher square scores the sum of its stack
  heights; all seven rack tiles add 20.

Words are spelled with the Qu tile read as ``QU`` and are checked against a
word list only when one is given (void mode, or a challenge).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import groupby

from .. import scoring
from ..board import RunSquare, square_along
from ..errors import IllegalMoveError
from ..move import TilePlay
from ..scoring import PlayScore, WordScore
from ..validation import WordList, check_rack, check_words
from .board import (
    ALL_TILES_BONUS,
    CENTRE_SQUARES,
    MAX_HEIGHT,
    QU,
    RACK_SIZE,
    SIZE,
    StackBoard,
    spelled,
)


def tile_name(tile: str) -> str:
    """How a message names a tile: ``Qu`` for the Qu tile."""
    return "Qu" if tile == QU else tile


def check_geometry(board: StackBoard, play: TilePlay) -> None:
    """Where the tiles go: stacking limits, one line, no gap, centre or touching,
    and no existing word covered whole.

    Raises:
        IllegalMoveError: with the first broken rule as its message.
    """
    for p in play.placements:
        if not (0 <= p.row < SIZE and 0 <= p.col < SIZE):
            raise IllegalMoveError("square_off_x_board", row=p.row, col=p.col, size=SIZE)
        if p.is_blank:
            raise IllegalMoveError("there_no_blank_tiles_upwords")
        top = board.get(p.row, p.col)
        if top == p.letter:
            raise IllegalMoveError("cannot_go_on_never_same", letter=tile_name(p.letter), top=tile_name(top))
        if board.height(p.row, p.col) >= MAX_HEIGHT:
            raise IllegalMoveError("stack_already_tiles_high", n=MAX_HEIGHT)
    if not play.in_one_line:
        raise IllegalMoveError("tiles_must_lie_one_row")
    first = play.placements[0]
    placed = set(play.squares)
    new = {(p.row, p.col): p.letter for p in play.placements}
    # the unbroken run along the play's line, new tiles included: it holds every
    # new tile unless there is a gap between them
    line = board.run_through(first.row, first.col, play.across, new)[2]
    if not placed <= {(r, c) for r, c, _ in line}:
        raise IllegalMoveError("there_gap_between_your_tiles")
    if board.is_empty():
        if not placed & CENTRE_SQUARES:
            raise IllegalMoveError("first_word_must_cover_one")
        if len(play.placements) < 2:
            raise IllegalMoveError("first_word_needs_at_least")
    elif not any(
        board.occupied(p.row, p.col) or board.has_neighbour(p.row, p.col)
        for p in play.placements
    ):
        raise IllegalMoveError("your_word_must_touch_tile")
    if len(placed) >= 2:  # one tile cannot cover a word of two letters
        _check_no_word_covered(board, line, placed)


def _check_no_word_covered(
    board: StackBoard, line: list[RunSquare], placed: set[tuple[int, int]]
) -> None:
    """No run of two or more board tiles along the play's line (``line``, the
    run through the play) may be covered whole."""
    for on_board, group in groupby(line, key=lambda square: board.occupied(square[0], square[1])):
        word_squares = [(r, c) for r, c, _ in group]
        if on_board and len(word_squares) >= 2 and placed.issuperset(word_squares):
            word = "".join(spelled(board.get(*sq)) for sq in word_squares)
            raise IllegalMoveError("you_cannot_cover_whole_keep", word=word)


def run_squares(
    board: StackBoard, new: dict[tuple[int, int], str], row: int, col: int, across: bool
) -> list[tuple[int, int]]:
    """The squares of the unbroken run of tiles through a square, new tiles included."""
    return [(r, c) for r, c, _ in board.run_through(row, col, across, new)[2]]


def word_score(tiles: Iterable[str], heights: Iterable[int]) -> int:
    """Score of one word from its tiles and the stack heights under them (after the play)."""
    tiles = list(tiles)
    heights = list(heights)
    if all(h == 1 for h in heights):
        return 2 * len(tiles) + (2 if QU in tiles else 0)
    return sum(heights)


def words_formed(board: StackBoard, play: TilePlay) -> list[WordScore]:
    """Every run of two or more squares holding a new tile, main word first,
    scored by stack heights.

    For one tile, the word along ``play.across`` comes first if it has two or
    more squares.
    """

    def score_run(
        run: list[RunSquare], new: dict[tuple[int, int], str], row: int, col: int, across: bool
    ) -> WordScore:
        tiles = [tile for _, _, tile in run]
        heights = [board.height(r, c) + ((r, c) in new) for r, c, _ in run]
        return WordScore(
            word="".join(spelled(t) for t in tiles),
            row=row,
            col=col,
            across=across,
            letter_total=word_score(tiles, heights),
            word_multiplier=1,
            new_squares=tuple((r, c) for r, c, _ in run if (r, c) in new),
        )

    return scoring.words_formed(board, play, score_run)


def check_plural(board: StackBoard, play: TilePlay, words: list[WordScore]) -> None:
    """The plural rule: an S added to the end of a word on the board must also
    form another word this turn.

    Raises:
        IllegalMoveError: for a word made plural by an S alone.
    """
    for p in play.placements:
        if p.letter != "S" or board.occupied(p.row, p.col):
            continue
        square = (p.row, p.col)
        holding = [w for w in words if square in w.new_squares]
        if len(holding) != 1:
            continue
        word = holding[0]
        length = len(run_squares(board, {square: p.letter}, p.row, p.col, word.across))
        last = square_along(word.row, word.col, word.across, length - 1)
        if word.new_squares == (square,) and last == square and length >= 3:
            raise IllegalMoveError("only_adds_plural_needs_form", word=word.word, stem=word.word[:-1])


def all_tiles_bonus(play: TilePlay) -> int:
    return ALL_TILES_BONUS if len(play.placements) == RACK_SIZE else 0


def score_play(board: StackBoard, play: TilePlay) -> PlayScore:
    """Score of a play on a board that does not yet hold it (legality unchecked)."""
    return PlayScore(tuple(words_formed(board, play)), all_tiles_bonus(play))


def check_play(
    board: StackBoard,
    rack: Iterable[str],
    play: TilePlay,
    word_list: WordList | None = None,
    plurals: bool = True,
) -> list[WordScore]:
    """Check an Upwords play fully and return the words it forms.

    Words are checked only when ``word_list`` is given; the plural rule only
    when ``plurals`` is on.

    Raises:
        IllegalMoveError: naming what is wrong.
    """
    check_rack(rack, play)
    check_geometry(board, play)
    words = words_formed(board, play)
    if plurals:
        check_plural(board, play, words)
    check_words(words, word_list)
    return words
