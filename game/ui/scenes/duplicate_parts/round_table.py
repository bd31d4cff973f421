"""The round table of a Duplicate game, without pygame: each round's rack and top
play, each seat's play and score, the totals and, by the club rule, each seat's
share of the top (docs/rules.md, "Duplicate").

The results screen draws it (:mod:`game.ui.scenes.duplicate_results`); the rows
are read from the game's rounds, never from what a screen showed.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.duplicate import DuplicateGame, PlayKind, SeatPlay, TopSource


@dataclass(frozen=True)
class TableCell:
    """One seat's play in one round: ``text`` is its main word ("CAT"), "-" for a pass or
    no play; ``invalid``: its words do not stand, so it scored 0."""

    text: str
    points: int
    top: bool = False  # the seat found the round's top play
    invalid: bool = False


@dataclass(frozen=True)
class TableRow:
    number: int
    rack: str
    top: str  # the top play's word and square, "" when the round had none
    top_points: int
    cells: tuple[TableCell, ...]  # by seat


@dataclass(frozen=True)
class RoundTable:
    rows: tuple[TableRow, ...]
    totals: tuple[int, ...]  # by seat, head starts included
    top_total: int
    shares: tuple[int | None, ...]  # by seat: whole percent of the top; all None unless the engine gives the top


def cell_text(seat_play: SeatPlay) -> str:
    """A play as a seat's column writes it: its main word (the square is the top's column's)."""
    if seat_play.kind in (PlayKind.PASS, PlayKind.NONE) or seat_play.play is None:
        return "-"
    return seat_play.words[0] if seat_play.words else seat_play.notation


def round_table(game: DuplicateGame) -> RoundTable:
    """The table of ``game``'s closed rounds (a round still open is left out)."""
    rows = []
    for record in game.history:
        found = set(record.found_top())
        cells = []
        for seat in range(game.seats):
            seat_play = record.play_of(seat)
            cells.append(TableCell(cell_text(seat_play), seat_play.points, seat in found,
                                   seat_play.kind is PlayKind.INVALID))
        top = record.top
        top_text = ""
        if top is not None:
            main = top.words[0] if top.words else top.notation
            top_text = f"{main} {top.notation.split(' ', 1)[0]}"
        rows.append(TableRow(record.number, record.rack, top_text, top.points if top is not None else 0,
                             tuple(cells)))
    engine = game.duplicate.top is TopSource.ENGINE
    shares = tuple(game.share_of_top(seat) if engine else None for seat in range(game.seats))
    return RoundTable(tuple(rows), tuple(game.scores), game.top_total, shares)
