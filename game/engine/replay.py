"""Positions from game records: replay a GCG file's tile plays onto a board.

A small reader for test fixtures and benchmarks.  It only needs the tile
plays, blank swaps (``#blankswap``) and withdrawn phonies; scores are not checked here (that is
the score command's job).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from game.rules.board import SIZE, Board, parse_position, square_along
from game.rules.errors import InvalidMoveError


@dataclass(frozen=True)
class RecordedTurn:
    """A position from a record: the board before a tile play, the rack, and the play."""

    board: Board
    rack: str
    position: str  # e.g. "8D"
    word: str  # as recorded: '.' or the letter itself for tiles on the board
    score: int


def _is_position(text: str) -> bool:
    try:
        parse_position(text)
    except InvalidMoveError:
        return False
    return True


def _swap_blank(board: Board, square: str) -> None:
    """``#blankswap NICK H8``: the blank on the square becomes its real letter."""
    try:
        row, col, _ = parse_position(square)
    except InvalidMoveError:
        return
    board.set(row, col, board.get(row, col).upper())


def replay_gcg(text: str) -> Iterator[RecordedTurn]:
    """Each tile play of a GCG record with the board it was made on."""
    board = Board()
    history: list[tuple[str, list[tuple[int, int]]]] = []  # (nick, squares placed)
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("#blankswap "):
            _swap_blank(board, line.split()[-1])
            continue
        if not line.startswith(">") or ":" not in line:
            continue
        nick, _, rest = line[1:].partition(":")
        parts = rest.split()
        if len(parts) >= 2 and parts[1] == "--":
            for i in range(len(history) - 1, -1, -1):
                if history[i][0] == nick:
                    for r, c in history.pop(i)[1]:
                        board.clear(r, c)
                    break
            continue
        if len(parts) >= 3 and _is_position(parts[2]) and not _is_position(parts[1]):
            parts[1], parts[2] = parts[2], parts[1]  # written word first: RACK WORD 8D
        if len(parts) < 4 or not parts[3].startswith("+"):
            continue  # not a tile play: a pass, exchange, bonus or penalty
        rack, position, word, score_text = parts[0], parts[1], parts[2], parts[3]
        try:
            row, col, across = parse_position(position)
        except InvalidMoveError:
            continue
        yield_board = board.copy()
        squares: list[tuple[int, int]] = []
        i = 0
        for ch in word:
            if ch in "()":
                continue
            r, c = square_along(row, col, across, i)
            i += 1
            if not (0 <= r < SIZE and 0 <= c < SIZE):
                break
            if ch == "." or board.get(r, c):
                continue
            board.set(r, c, ch)
            squares.append((r, c))
        history.append((nick, squares))
        score = int(score_text[1:]) if score_text[1:].isdigit() else 0
        yield RecordedTurn(yield_board, rack, position, word, score)
