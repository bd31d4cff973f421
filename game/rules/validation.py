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

from game.i18n import _

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
        shown = ", ".join(_("a blank") if t == BLANK else t for t in missing)
        raise IllegalMoveError(_("you don't have these tiles: {tiles}").format(tiles=shown))


def check_geometry(board: Board, play: TilePlay) -> None:
    """The placement rules (docs/rules.md "Placing tiles").

    Raises:
        IllegalMoveError: with the first broken rule as its message.
    """
    for p in play.placements:
        if board.occupied(p.row, p.col):
            raise IllegalMoveError(_("a tile is already on that square"))
    if not play.in_one_line:
        raise IllegalMoveError(_("tiles must lie in one row or column"))
    first, last = play.placements[0], play.placements[-1]
    placed = set(play.squares)
    if first.row == last.row:
        line = [(first.row, c) for c in range(first.col, last.col + 1)]
    else:
        line = [(r, first.col) for r in range(first.row, last.row + 1)]
    if any(sq not in placed and not board.occupied(*sq) for sq in line):
        raise IllegalMoveError(_("there is a gap between your tiles"))
    if board.is_empty():
        if CENTRE not in placed:
            raise IllegalMoveError(_("the first word must cover the centre star"))
        if len(play.placements) < 2:
            raise IllegalMoveError(_("the first word needs at least two letters"))
    elif not any(board.has_neighbour(p.row, p.col) for p in play.placements):
        raise IllegalMoveError(_("your word must touch a tile already on the board"))


def invalid_words(words: Iterable[WordScore], word_list: WordList) -> list[str]:
    """Words (upper case, in order, without repeats) that the list does not allow."""
    bad: list[str] = []
    for w in words:
        word = w.word.upper()
        if not word_list.contains(word) and word not in bad:
            bad.append(word)
    return bad


def words_message(bad: list[str]) -> str:
    """``["QXZ"]`` -> ``"QXZ is not in the word list"``."""
    if len(bad) == 1:
        return _("{word} is not in the word list").format(word=bad[0])
    return _("{words} and {last} are not in the word list").format(words=", ".join(bad[:-1]), last=bad[-1])


def kind_words_message(bad: list[str]) -> str:
    """What a seat whose words are checked as played is told (docs/rules.md,
    "Handicaps"): gentle, since it is often a child's seat.

    >>> kind_words_message(["QXZ"])
    'Nice try! QXZ is not in your word list: try another word.'
    """
    if len(bad) == 1:
        return _("Nice try! {word} is not in your word list: try another word.").format(word=bad[0])
    return _("Nice try! {words} and {last} are not in your word list: try other words.").format(
        words=", ".join(bad[:-1]), last=bad[-1])


def check_words(words: list[WordScore], word_list: WordList | None) -> None:
    """A play forms a word, and every word it forms is in ``word_list`` when one is given.

    Raises:
        IllegalMoveError: naming the words not in the list.
    """
    if not words:
        raise IllegalMoveError(_("a play must form a word of at least two letters"))
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
