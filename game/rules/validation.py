"""Whether a tile play may be made (docs/rules.md "Placing tiles", "Words").

Geometry (one line, no gaps, covering the star, touching the board) is always
checked.  Words are checked against the word list only when asked: at once in
void mode, or when a play is challenged (docs/rules.md "Challenges").  Every rejection carries a
reason a person can read.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Protocol

from game.facts import Fact

from .board import CENTRE, Board
from .errors import IllegalMoveError
from .move import TilePlay
from .scoring import WordScore, words_formed
from .tiles import BLANK


class WordList(Protocol):
    """Anything that can say whether a word is allowed (docs/rules.md "Words")."""

    def contains(self, word: str) -> bool: ...


def missing_tiles(rack: Iterable[str], needed: Iterable[str]) -> str:
    """The tiles in ``needed`` that ``rack`` does not hold (empty if it holds them all)."""
    have = Counter(rack)
    missing = Counter(needed) - have
    return "".join(sorted(missing.elements()))


def check_rack(rack: Iterable[str], play: TilePlay) -> None:
    """Raises IllegalMoveError if the rack lacks a tile the play uses."""
    missing = missing_tiles(rack, play.rack_tiles)
    if missing:
        shown = tuple(Fact.of("a_blank") if t == BLANK else t for t in missing)
        raise IllegalMoveError("missing_tiles", tiles=shown)


def check_geometry(board: Board, play: TilePlay) -> None:
    """The placement rules (docs/rules.md "Placing tiles").

    Raises:
        IllegalMoveError: with the first broken rule as its message.
    """
    for p in play.placements:
        if board.occupied(p.row, p.col):
            raise IllegalMoveError("tile_already_on_square")
    if not play.in_one_line:
        raise IllegalMoveError("tiles_must_lie_one_row")
    first, last = play.placements[0], play.placements[-1]
    placed = set(play.squares)
    if first.row == last.row:
        line = [(first.row, c) for c in range(first.col, last.col + 1)]
    else:
        line = [(r, first.col) for r in range(first.row, last.row + 1)]
    if any(sq not in placed and not board.occupied(*sq) for sq in line):
        raise IllegalMoveError("there_gap_between_your_tiles")
    if board.is_empty():
        if CENTRE not in placed:
            raise IllegalMoveError("first_word_must_cover_centre")
        if len(play.placements) < 2:
            raise IllegalMoveError("first_word_needs_at_least")
    elif not any(board.has_neighbour(p.row, p.col) for p in play.placements):
        raise IllegalMoveError("your_word_must_touch_tile")


def invalid_words(words: Iterable[WordScore], word_list: WordList) -> list[str]:
    """Words (upper case, in order, without repeats) that the list does not allow."""
    bad: list[str] = []
    for w in words:
        word = w.word.upper()
        if not word_list.contains(word) and word not in bad:
            bad.append(word)
    return bad


def words_message(bad: list[str]) -> Fact:
    """``["QXZ"]`` -> ``"QXZ is not in the word list"``."""
    if len(bad) == 1:
        return Fact.of("word_not_in_list", word=bad[0])
    return Fact.of("words_not_in_list", words=", ".join(bad[:-1]), last=bad[-1])


def kind_words_message(bad: list[str]) -> Fact:
    """What a seat whose words are checked as played is told (docs/rules.md,
    "Handicaps"): gentle, since it is often a child's seat.

    >>> print(kind_words_message(["QXZ"]))
    kids_word_not_in_list: word='QXZ'
    """
    if len(bad) == 1:
        return Fact.of("kids_word_not_in_list", word=bad[0])
    return Fact.of("kids_words_not_in_list", words=", ".join(bad[:-1]), last=bad[-1])


def check_words(words: list[WordScore], word_list: WordList | None) -> None:
    """A play forms a word, and every word it forms is in ``word_list`` when one is given.

    Raises:
        IllegalMoveError: naming the words not in the list.
    """
    if not words:
        raise IllegalMoveError("play_must_form_word_at")
    if word_list is not None:
        bad = invalid_words(words, word_list)
        if bad:
            raise IllegalMoveError(words_message(bad))


def check_play(
    board: Board,
    rack: Iterable[str],
    play: TilePlay,
    word_list: WordList | None = None,
) -> list[WordScore]:
    """Check a play fully and return the words it forms.

    Words are checked only when ``word_list`` is given.

    Raises:
        IllegalMoveError: naming what is wrong.
    """
    check_rack(rack, play)
    check_geometry(board, play)
    words = words_formed(board, play)
    check_words(words, word_list)
    return words
