"""Notation that needs the board (docs/rules.md "Notation"): naming a play's whole word,
writing it square first or word first, and reading a play written in any of the GCG styles.

``8D WIN.Y`` marks letters already on the board with ``.``; the Notation section's style
writes them in parentheses, ``A(D)DITiON(AL)``; old records write them out
as plain letters, which only the board can tell apart from new tiles.
"""

from __future__ import annotations

from .board import Board, parse_position, position_name, square_along, square_name
from .errors import InvalidMoveError
from .move import Placement, TilePlay, written_squares


def main_word_span(board: Board, play: TilePlay) -> tuple[int, int, bool, list[tuple[str, bool]]]:
    """Start square, direction and the main word as ``(letter, is_new)`` pairs.

    For a single tile that forms no word along ``play.across``, the other
    direction names the play.
    """
    new = {(p.row, p.col): p.letter for p in play.placements}
    first = play.placements[0]

    def span(across: bool) -> tuple[int, int, list[tuple[str, bool]]]:
        row, col, run = board.run_through(first.row, first.col, across, new)
        return row, col, [(ch, (r, c) in new) for r, c, ch in run]

    across = play.across
    row, col, letters = span(across)
    if len(letters) < 2 and len(play.placements) == 1:
        other_row, other_col, other = span(not across)
        if len(other) >= 2:
            return other_row, other_col, not across, other
    return row, col, across, letters


def play_notation(board: Board, play: TilePlay, style: str = "dots") -> tuple[str, str]:
    """``(position, word)`` for a play on the board before it is made.

    ``style="dots"`` gives GCG (``8D WIN.Y``); ``style="parens"`` gives the Notation section's
    ``A(D)DITiON(AL)``; ``style="plain"`` writes every letter.
    """
    row, col, across, letters = main_word_span(board, play)
    if style == "dots":
        word = "".join(ch if is_new else "." for ch, is_new in letters)
    elif style == "plain":
        word = "".join(ch for ch, _ in letters)
    elif style == "parens":
        parts: list[str] = []
        inside = False
        for ch, is_new in letters:
            if not is_new and not inside:
                parts.append("(")
                inside = True
            elif is_new and inside:
                parts.append(")")
                inside = False
            parts.append(ch)
        if inside:
            parts.append(")")
        word = "".join(parts)
    else:
        raise ValueError(f"unknown notation style {style!r}")
    return position_name(row, col, across), word


def parenthesised(board: Board, notation: str) -> str:
    """A record's GCG notation (``D8 .ACKER``) as docs/rules.md "Notation" writes it for people
    (``D8 (P)ACKER``): a dot, a tile already on the board, becomes that letter in
    parentheses, read from ``board``, the board after the play or any later one (tiles
    never move).  Anything that does not parse or fit the board is shown as it is.

    >>> board = Board(); board.set(7, 3, "P")
    >>> parenthesised(board, "8D .ACKER")
    '8D (P)ACKER'
    """
    position, _sep, word = notation.partition(" ")
    if "." not in word:
        return notation
    try:
        row, col, across = parse_position(position)
    except ValueError:
        return notation
    parts: list[str] = []
    inside = False
    for k, ch in enumerate(word):
        old = ch == "."
        if old:
            ch = board.get(*square_along(row, col, across, k))
            if not ch:
                return notation
        if old != inside:
            parts.append("(" if old else ")")
            inside = old
        parts.append(ch)
    if inside:
        parts.append(")")
    return f"{position} {''.join(parts)}"


def write_play(position: str, word: str, order: str = "standard") -> str:
    """A play as people write it, in ``order``: ``standard`` puts the square first
    (GCG, ``D3 WORD``), ``word_first`` the word (the House rule text, ``WORD D3``); both
    read back with :func:`game.rules.move.split_play_text`.

    >>> write_play("D3", "A(D)DITiON(AL)")
    'D3 A(D)DITiON(AL)'
    >>> write_play("D3", "A(D)DITiON(AL)", "word_first")
    'A(D)DITiON(AL) D3'
    """
    return f"{word} {position}" if order == "word_first" else f"{position} {word}"


def word_start(position: str, order: str = "standard") -> int:
    """Where the word begins in :func:`write_play`'s text (to mark its blanks)."""
    return 0 if order == "word_first" else len(position) + 1


def parse_play(board: Board, position: str, word: str) -> TilePlay:
    """Read a play in any GCG style against the board it was made on.

    A letter written where the board already holds that letter is taken as
    played through (old records); ``.`` and ``(...)`` always are.

    Raises:
        InvalidMoveError: bad notation, a word running off the board, or a
            written letter that clashes with the board.
    """
    across, squares = written_squares(position, word)
    placements: list[Placement] = []
    for r, c, ch, through in squares:
        on_board = board.get(r, c)
        if through:
            if not on_board:
                raise InvalidMoveError(
                    "plays_through_which_empty", position=position, word=word, square=square_name(r, c)
                )
            if ch != "." and ch.upper() != on_board.upper():
                raise InvalidMoveError(
                    "holds_not", position=position, word=word, square=square_name(r, c), tile=on_board,
                    letter=ch
                )
            continue
        if on_board:
            if on_board.upper() != ch.upper():
                raise InvalidMoveError(
                    "puts_on_which_already_holds", position=position, word=word, letter=ch,
                    square=square_name(r, c), tile=on_board
                )
            continue
        placements.append(Placement(r, c, ch))
    if not placements:
        raise InvalidMoveError("places_no_new_tile_every", position=position, word=word)
    return TilePlay(tuple(placements), across)
