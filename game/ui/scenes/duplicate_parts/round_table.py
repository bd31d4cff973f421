"""The round table of a Duplicate game, without pygame: each round's rack and top
play, each seat's play and score, the totals and, by the club rule, each seat's
share of the top (docs/rules.md, "Duplicate").

The results screen draws it (:mod:`game.ui.scenes.duplicate_results`), and the replay
beside the board's top plays (:mod:`game.ui.scenes.replay_parts.rounds`); the rows are
read from the game's rounds (:func:`round_table`) or its record (:func:`record_round_table`),
never from what a screen showed.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.duplicate import DuplicateGame, PlayKind, SeatPlay, TopSource
from game.rules.duplicate.record import read_duplicate, replay_duplicate
from game.rules.gcg import GcgRecord, PlayEvent


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


def record_round_table(record: GcgRecord) -> RoundTable:
    """The round table of a Duplicate game's record (as :func:`round_table` makes it from
    the game itself): each round's rack and top play from the record's lines, each seat's
    play replayed on the board to name its main word, its score and total as recorded.

    Raises:
        FormatError: for a record whose Duplicate lines are not written as docs/rules.md says.
    """
    lines = read_duplicate(record)
    report = replay_duplicate(record, lines)
    seats = [p.nick for p in record.players if p.nick != lines.board_nick]
    steps = {step.event.line: step for step in report.steps if step.event.line}
    tops = [e for e in record.events if e.nick == lines.board_nick and isinstance(e, PlayEvent)]
    totals = {nick: record.head_start(nick) for nick in seats}
    played = dict.fromkeys(seats, 0)
    rows = []
    numbers = sorted({*lines.racks, *(p.round for p in lines.plays)})
    for number in numbers:
        top = tops[number - 1] if number <= len(tops) else None
        top_step = steps.get(top.line) if top is not None else None
        top_text, top_points = "", 0
        if top is not None:
            main = top_step.words[0] if top_step is not None and top_step.words else top.word
            top_text, top_points = f"{main} {top.position}", top.score
        cells = []
        for nick in seats:
            seat_line = next((p for p in lines.plays if p.round == number and p.nick == nick), None)
            if seat_line is None or seat_line.kind in (PlayKind.PASS, PlayKind.NONE):
                cells.append(TableCell("-", seat_line.score if seat_line is not None else 0))
            else:
                step = steps.get(seat_line.line)
                text = step.words[0] if step is not None and step.words else seat_line.word
                found = (top is not None and seat_line.kind is PlayKind.PLAY
                         and (seat_line.position, seat_line.word) == (top.position, top.word))
                cells.append(TableCell(text, seat_line.score, found, seat_line.kind is PlayKind.INVALID))
            if seat_line is not None:
                totals[nick] = seat_line.total
                played[nick] += seat_line.score
        rows.append(TableRow(number, lines.racks.get(number, ("", 0))[0], top_text, top_points, tuple(cells)))
    top_total = sum(row.top_points for row in rows)
    engine = lines.rules.top is TopSource.ENGINE
    shares = tuple(played[nick] * 100 // top_total if engine and top_total > 0 else None for nick in seats)
    return RoundTable(tuple(rows), tuple(totals[nick] for nick in seats), top_total, shares)
