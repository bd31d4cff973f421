"""Words formed by a play and their scores (docs/rules.md "Scoring").

The scorer does not judge legality; :mod:`game.rules.validation` does.  It
assumes the play's squares are empty on the given board.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .board import Board, RunSquare, position_name, premium_at
from .move import TilePlay
from .tiles import RACK_SIZE, VALUES


@dataclass(frozen=True)
class WordScore:
    """One word formed this turn, with how its score came about."""

    word: str  # letters as shown on the board; lower case = blank
    row: int
    col: int
    across: bool
    letter_total: int  # tile values with letter premiums of new tiles (docs/rules.md "Scoring")
    word_multiplier: int  # product of word premiums under new tiles (docs/rules.md "Scoring")
    new_squares: tuple[tuple[int, int], ...]

    @property
    def score(self) -> int:
        return self.letter_total * self.word_multiplier

    @property
    def position(self) -> str:
        return position_name(self.row, self.col, self.across)

    def explain(self) -> str:
        """``"WORD 8D (12 x 2) = 24"``, for the move log and the preview."""
        if self.word_multiplier == 1:
            return f"{self.word.upper()} {self.letter_total}"
        return f"{self.word.upper()} {self.letter_total} x {self.word_multiplier} = {self.score}"


@dataclass(frozen=True)
class PlayScore:
    """A play's score: each word formed (main word first) plus the bingo bonus."""

    words: tuple[WordScore, ...]
    bingo_bonus: int

    @property
    def total(self) -> int:
        return sum(w.score for w in self.words) + self.bingo_bonus

    def explain(self) -> str:
        """``"GALE 7, AW 5, LI 2, EN 2 = 16"``; one word alone: ``"CAT 5 x 2 = 10"``."""
        parts = [w.explain() for w in self.words]
        if self.bingo_bonus:
            parts.append(f"bingo +{self.bingo_bonus}")
        if len(parts) == 1 and self.words and self.words[0].word_multiplier > 1:
            return parts[0]
        return ", ".join(parts) + f" = {self.total}"


def _score_run(
    run: list[RunSquare], new: dict[tuple[int, int], str], row: int, col: int, across: bool
) -> WordScore:
    letter_total = 0
    multiplier = 1
    new_squares = []
    for r, c, ch in run:
        value = VALUES[ch]
        if (r, c) in new:
            premium = premium_at(r, c)
            value *= premium.letter_multiplier
            multiplier *= premium.word_multiplier
            new_squares.append((r, c))
        letter_total += value
    return WordScore(
        word="".join(ch for _, _, ch in run),
        row=row,
        col=col,
        across=across,
        letter_total=letter_total,
        word_multiplier=multiplier,
        new_squares=tuple(new_squares),
    )


#: How a run of squares becomes a scored word: ``(run, new tiles, row, col, across)``.
RunScorer = Callable[[list[RunSquare], dict[tuple[int, int], str], int, int, bool], WordScore]


def words_formed(
    board: Board, play: TilePlay, score_run: RunScorer | None = None
) -> list[WordScore]:
    """Every word of two or more letters the play forms, main word first (docs/rules.md "Scoring").

    For one tile, the word along ``play.across`` comes first if it has two or
    more letters.  ``score_run`` scores each word (the classic scoring if
    omitted; Upwords scores stack heights).
    """
    score = score_run or _score_run
    new = {(p.row, p.col): p.letter for p in play.placements}
    words: list[WordScore] = []
    first = play.placements[0]
    main_across = play.across
    row, col, run = board.run_through(first.row, first.col, main_across, new)
    if len(run) > 1:
        words.append(score(run, new, row, col, main_across))
    for p in play.placements:
        row, col, run = board.run_through(p.row, p.col, not main_across, new)
        if len(run) > 1:
            words.append(score(run, new, row, col, not main_across))
    return words


def score_play(board: Board, play: TilePlay, bingo_bonus: int = 50) -> PlayScore:
    """The exact score of a play on a board (which must not yet hold the play)."""
    words = words_formed(board, play)
    bonus = bingo_bonus if len(play.placements) == RACK_SIZE else 0
    return PlayScore(tuple(words), bonus)
