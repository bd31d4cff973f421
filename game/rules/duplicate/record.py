"""A Duplicate game as a GCG record, and the check of one (docs/rules.md,
"Duplicate", "The record").

The board's moves are the events of one more player, the board itself
(nick ``top``, full name "Top plays"), so any GCG reader replays the board.
Each round's rack and each seat's play, score and total are pragma lines just
before the round's top play::

    #duplicate board=top top=table clock=0 blank=either y=either twotwo=no bingo=50
    #duplicate-round 1 ACBKEXT
    #duplicate-play 1 Cy 8H BEX +0 0 invalid
    #duplicate-play 1 Ann 8G TAX +20 20
    #duplicate-play 1 Ben 8D EXACT +30 30
    >top: ACBKEXT 8D EXACT +30 30

The plays of a round are in the order they were submitted (a tie for the top
goes to the earlier); ``invalid`` marks a play whose words do not stand (it
scores 0), ``none`` a seat that submitted nothing.  :func:`replay_duplicate`
checks every score and total, seats and board alike, and that the board got
the round's top play by the record's rule.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from game.facts import Fact

from ..board import Board
from ..errors import FormatError, IllegalMoveError, InvalidMoveError
from ..gcg import (
    GcgEvent,
    GcgRecord,
    PassEvent,
    PlayEvent,
    Problem,
    ProblemKind,
    ReplayReport,
    ReplayStep,
    record_from_events,
    write_gcg,
)
from ..move import TilePlay
from ..notation import parse_play
from ..record import nicknames
from ..scoring import score_play
from ..tiles import RACK_SIZE, normalise_rack
from ..validation import WordList, check_play
from .game import DuplicateGame, PlayKind, RoundRecord
from .rules import MAX_SEATS, DuplicateRules, TopSource
from .save import MAX_ROUNDS

OPTIONS_PRAGMA = "duplicate"
ROUND_PRAGMA = "duplicate-round"
PLAY_PRAGMA = "duplicate-play"
#: the board's nick in a record, and its name
BOARD_NICK = "top"
BOARD_NAME = "Top plays"
#: the marks a seat's play may carry after its total
MARKS = {"invalid": PlayKind.INVALID, "none": PlayKind.NONE}
#: the largest bingo bonus a record may name (as a rule set's)
MAX_BINGO = 200


def _options_text(game: DuplicateGame, board_nick: str) -> str:
    rules = game.duplicate
    return (f"board={board_nick} top={rules.top.value} clock={rules.round_seconds} blank={rules.blank.value} "
            f"y={rules.y.value} twotwo={'yes' if rules.two_and_two else 'no'} bingo={game.rules.bingo_bonus}")


def duplicate_to_gcg(game: DuplicateGame, title: str | None = None) -> str:
    """The closed rounds of a game as a GCG record (a round in play is left out)."""
    nicks = nicknames([*game.names, BOARD_NICK])
    seat_nicks, board_nick = nicks[:-1], nicks[-1]
    board = Board()
    events: list[GcgEvent] = []
    for record in game.history:
        if record.top is not None:
            events.append(PlayEvent.from_tile_play(board_nick, record.rack, record.top.play, board,
                                                   record.top.points))
            for p in record.top.play.placements:
                board.set(p.row, p.col, p.letter)
    handicaps = {nick: h.resolved(game.rules) for nick, h in zip(seat_nicks, game.handicaps) if not h.is_none}
    lexicon = {"enable": "ENABLE", "kids": "ENABLE-kids"}.get(game.rules.word_list)
    players = [(nick, name) for nick, name in zip(seat_nicks, game.names)] + [(board_nick, BOARD_NAME)]
    gcg = record_from_events(players, events, lexicon=lexicon, title=title,
                             pragmas={OPTIONS_PRAGMA: _options_text(game, board_nick)}, handicaps=handicaps)
    lines = write_gcg(gcg).splitlines()
    totals = [h.head_start for h in game.handicaps]
    blocks = [_round_lines(record, seat_nicks, totals) for record in game.history]
    with_top = iter(block for block, record in zip(blocks, game.history) if record.top is not None)
    out: list[str] = []
    for line in lines:
        if line.startswith(f">{board_nick}:"):
            out.extend(next(with_top))
        out.append(line)
    for block, record in zip(blocks, game.history):
        if record.top is None:
            out.extend(block)  # the round that found no play and ended the game
    return "\n".join(out) + "\n"


def _round_lines(record: RoundRecord, nicks: list[str], totals: list[int]) -> list[str]:
    """A round's pragma lines; ``totals`` (each seat's, so far) is brought up to date."""
    lines = [f"#{ROUND_PRAGMA} {record.number} {record.rack}"]
    for play in record.plays:
        totals[play.seat] += play.points
        move = play.notation if play.kind in (PlayKind.PLAY, PlayKind.INVALID) else "-"
        mark = {PlayKind.INVALID: " invalid", PlayKind.NONE: " none"}.get(play.kind, "")
        lines.append(f"#{PLAY_PRAGMA} {record.number} {nicks[play.seat]} {move} "
                     f"{play.points:+d} {totals[play.seat]}{mark}")
    return lines


# ---------------------------------------------------------------------- reading
@dataclass(frozen=True)
class SeatLine:
    """One ``#duplicate-play`` line: a seat's play in a round as recorded."""

    round: int
    nick: str
    kind: PlayKind
    position: str
    word: str
    score: int
    total: int
    line: int


@dataclass(frozen=True)
class DuplicateLines:
    """A Duplicate record's own lines, read and checked for form."""

    board_nick: str
    rules: DuplicateRules
    bingo_bonus: int
    racks: dict[int, tuple[str, int]]  # round -> (rack, line)
    plays: tuple[SeatLine, ...]  # in file order


def is_duplicate_record(record: GcgRecord) -> bool:
    """Whether a record is a game of Duplicate (it has a ``#duplicate`` line)."""
    return OPTIONS_PRAGMA in record.pragmas


def _lines(record: GcgRecord, name: str) -> list[tuple[str, int]]:
    text = record.pragmas.get(name)
    if text is None:
        return []
    values = text.split("\n")
    numbers = list(record.pragma_lines.get(name, ()))
    numbers += [0] * (len(values) - len(numbers))
    return list(zip(values, numbers))


def read_duplicate(record: GcgRecord) -> DuplicateLines:
    """The Duplicate lines of a record.

    Raises:
        FormatError: naming the line, for a line that is not written as
            docs/rules.md says, a nick that is no seat, a seat with two plays
            in a round, or more rounds or seats than a game can have.
    """
    given = _lines(record, OPTIONS_PRAGMA)
    if not given:
        raise FormatError("duplicate_options_usage", part="", line=1)
    (options, line), *more = given
    if more:
        raise FormatError("pragma_given_twice", name=OPTIONS_PRAGMA, line=more[0][1] or None)
    fields: dict[str, object] = {}
    board_nick, bingo = BOARD_NICK, 50
    for part in options.split()[:20]:
        key, sep, value = part.partition("=")
        if not sep or not value:
            raise FormatError("duplicate_options_usage", part=part[:40], line=line or None)
        if key == "board":
            board_nick = value
        elif key == "bingo" and value.isdigit() and int(value[:4]) <= MAX_BINGO:
            bingo = int(value)
        elif key == "twotwo" and value in ("yes", "no"):
            fields["two_and_two"] = value == "yes"
        elif key == "clock" and value.isdigit() and len(value) <= 4:
            fields["round_seconds"] = int(value)
        elif key in ("top", "blank", "y"):
            fields[key] = value
        else:
            raise FormatError("duplicate_options_usage", part=part[:40], line=line or None)
    try:
        rules = DuplicateRules().replace(**fields)
    except (ValueError, TypeError):
        raise FormatError("duplicate_options_usage", part=options[:40], line=line or None) from None
    nicks = [p.nick for p in record.players]
    if board_nick not in nicks:
        raise FormatError("not_player_no_player_line", nick=repr(board_nick[:20]), line=line or None)
    seats = [nick for nick in nicks if nick != board_nick]
    if not 1 <= len(seats) <= MAX_SEATS:
        raise FormatError("duplicate_seats_count", most=MAX_SEATS, line=line or None)
    racks: dict[int, tuple[str, int]] = {}
    for value, number in _lines(record, ROUND_PRAGMA):
        parts = value.split()
        if len(parts) != 2 or not parts[0].isdigit() or len(parts[0]) > 3:
            raise FormatError("duplicate_round_usage", line=number or None)
        try:
            rack = normalise_rack(parts[1])
        except InvalidMoveError as exc:
            raise FormatError("bad_rack", tiles=repr(parts[1][:20]), reason=exc, line=number or None) from None
        round_number = int(parts[0])
        if len(rack) > RACK_SIZE or round_number in racks or not 1 <= round_number <= MAX_ROUNDS:
            raise FormatError("duplicate_round_usage", line=number or None)
        racks[round_number] = (rack, number)
    plays: list[SeatLine] = []
    seen: set[tuple[int, str]] = set()
    for value, number in _lines(record, PLAY_PRAGMA):
        seat_line = _seat_line(value, number, seats, racks)
        if (seat_line.round, seat_line.nick) in seen:
            raise FormatError("duplicate_seat_twice", nick=seat_line.nick, round=seat_line.round, line=number or None)
        seen.add((seat_line.round, seat_line.nick))
        plays.append(seat_line)
    return DuplicateLines(board_nick, rules, bingo, racks, tuple(plays))


def _seat_line(value: str, number: int, seats: list[str], racks: dict[int, tuple[str, int]]) -> SeatLine:
    parts = value.split()
    usage = FormatError("duplicate_play_usage", line=number or None)
    if len(parts) < 5 or not parts[0].isdigit() or len(parts[0]) > 3:
        raise usage
    round_number, nick, *rest = parts
    mark = PlayKind.PLAY
    if rest[-1] in MARKS:
        mark = MARKS[rest.pop()]
    if len(rest) == 3 and rest[0] == "-":
        position, word, (score, total) = "", "", rest[1:]
        kind = PlayKind.NONE if mark is PlayKind.NONE else PlayKind.PASS
        if mark is PlayKind.INVALID:
            raise usage
    elif len(rest) == 4 and mark is not PlayKind.NONE:
        position, word, score, total = rest
        kind = mark
    else:
        raise usage
    if not _signed(score) or not _TOTAL.fullmatch(total):
        raise usage
    if nick not in seats:
        raise FormatError("not_player_no_player_line", nick=repr(nick[:20]), line=number or None)
    if int(round_number) not in racks:
        raise FormatError("duplicate_no_rack_for_round", round=int(round_number), line=number or None)
    return SeatLine(int(round_number), nick, kind, position, word, int(score), int(total), number)


_TOTAL = re.compile(r"-?\d{1,6}")


def _signed(text: str) -> bool:
    return len(text) <= 7 and text[:1] in "+-" and text[1:].isdigit()


# ---------------------------------------------------------------------- checking
def replay_duplicate(
    record: GcgRecord,
    lines: DuplicateLines,
    lexicon: WordList | None = None,
    lexicons: Mapping[str, WordList] | None = None,
) -> ReplayReport:
    """Replay a Duplicate record round by round and check every seat's score and
    total, every top play's, and that each top is the round's by the record's
    rule.  With a ``lexicon``, a play that scored is checked to form only words
    of the seat's list (its ``#handicap`` list when given in ``lexicons``), and
    a play marked invalid to form one that is not.  Never raises."""
    own_lists: dict[str, WordList] = {}
    for nick, handicap in record.handicaps.items():
        if handicap.word_list is not None and handicap.word_list in (lexicons or {}):
            own_lists[nick] = (lexicons or {})[handicap.word_list]
    seats = [p.nick for p in record.players if p.nick != lines.board_nick]
    recorded = {nick: record.head_start(nick) for nick in seats}
    computed_totals = dict(recorded)
    tops = [e for e in record.events if e.nick == lines.board_nick]
    others = [e for e in record.events if e.nick != lines.board_nick]
    board = Board()
    steps: list[ReplayStep] = []
    top_recorded = top_computed = 0
    last_round = max([*lines.racks, *(p.round for p in lines.plays)], default=0)
    for event in others:
        steps.append(ReplayStep(event, None, event.total, problems=(Problem(
            event.line, ProblemKind.IMPOSSIBLE, Fact.of("duplicate_seat_moves_are_pragmas", nick=event.nick)),)))
    for number in range(1, max(last_round, len(tops)) + 1):
        rack, rack_line = lines.racks.get(number, ("", 0))
        standing: list[tuple[TilePlay, int]] = []
        for seat_line in (p for p in lines.plays if p.round == number):
            step, play = _seat_step(seat_line, board, rack, lines.bingo_bonus, recorded[seat_line.nick],
                                    own_lists.get(seat_line.nick, lexicon))
            steps.append(step)
            if play is not None and seat_line.kind is PlayKind.PLAY and step.computed_score is not None:
                standing.append((play, step.computed_score))
            computed_totals[seat_line.nick] += step.computed_score if step.computed_score is not None else seat_line.score
            recorded[seat_line.nick] = seat_line.total
        if number > len(tops):
            if number < last_round or number not in lines.racks:
                steps.append(_lone(rack_line, Fact.of("duplicate_round_without_top", round=number)))
            continue
        event = tops[number - 1]
        step = _top_step(event, number, board, rack, lines, standing, top_recorded)
        steps.append(step)
        top_recorded = event.total
        top_computed += step.computed_score if step.computed_score is not None else event.score
    steps.sort(key=lambda s: s.event.line)
    problems = tuple(sorted((p for s in steps for p in s.problems), key=lambda p: p.line))
    totals = {**computed_totals}
    return ReplayReport(record, tuple(steps), problems, board, totals)


def _lone(line: int, fact: Fact) -> ReplayStep:
    """A step for a problem with no move of its own (a round line without a top)."""
    event = PassEvent(nick=BOARD_NICK, line=line)
    return ReplayStep(event, None, 0, problems=(Problem(line, ProblemKind.IMPOSSIBLE, fact),))


def _checked(board: Board, rack: str, position: str, word: str, bingo: int) -> tuple[TilePlay, int, tuple[str, ...]]:
    """A play read against the board and the round's rack: its tiles, score and words.

    Raises:
        IllegalMoveError, InvalidMoveError: naming why it cannot be.
    """
    play = parse_play(board, position, word)
    check_play(board, rack, play)
    scored = score_play(board, play, bingo)
    return play, scored.total, tuple(w.word.upper() for w in scored.words)


def _seat_step(seat_line: SeatLine, board: Board, rack: str, bingo: int, before: int,
               judge: WordList | None) -> tuple[ReplayStep, TilePlay | None]:
    problems: list[Problem] = []
    play: TilePlay | None = None
    words: tuple[str, ...] = ()
    event: GcgEvent
    if seat_line.kind in (PlayKind.PASS, PlayKind.NONE):
        event = PassEvent(nick=seat_line.nick, rack=rack, score=seat_line.score, total=seat_line.total,
                          line=seat_line.line)
        computed: int | None = 0
    else:
        try:
            event = PlayEvent(nick=seat_line.nick, rack=rack, position=seat_line.position, word=seat_line.word,
                              score=seat_line.score, total=seat_line.total, line=seat_line.line)
            play, raw, words = _checked(board, rack, seat_line.position, seat_line.word, bingo)
        except (IllegalMoveError, InvalidMoveError, FormatError) as exc:
            event = PassEvent(nick=seat_line.nick, rack=rack, score=seat_line.score, total=seat_line.total,
                              line=seat_line.line)
            problems.append(Problem(seat_line.line, ProblemKind.IMPOSSIBLE, exc.fact))
            computed = None
        else:
            computed = 0 if seat_line.kind is PlayKind.INVALID else raw
            if judge is not None:
                missing = [w for w in dict.fromkeys(words) if not judge.contains(w)]
                move = f"{seat_line.position} {seat_line.word}"
                if seat_line.kind is PlayKind.PLAY:
                    problems.extend(Problem(seat_line.line, ProblemKind.WORD,
                                            Fact.of("forms_which_not_word_list", move=move, word=w)) for w in missing)
                elif not missing:
                    problems.append(Problem(seat_line.line, ProblemKind.WORD,
                                            Fact.of("duplicate_marked_invalid_stands", move=move)))
    problems.extend(_score_problems(event, computed, before))
    expected = before + (seat_line.score if computed is None else computed)
    return ReplayStep(event, computed, expected, words, tuple(problems)), play


def _score_problems(event: GcgEvent, computed: int | None, before: int) -> list[Problem]:
    problems: list[Problem] = []
    if computed is None:
        return problems
    if computed != event.score:
        problems.append(Problem(event.line, ProblemKind.SCORE, Fact.of(
            "scored_record_computed", move=event.move_text(), recorded=event.score, computed=computed),
            event.score, computed))
    expected = before + computed
    if expected != event.total:
        problems.append(Problem(event.line, ProblemKind.TOTAL, Fact.of(
            "total_record_computed", nick=event.nick, recorded=event.total, computed=expected, before=before,
            change=computed), event.total, expected))
    return problems


def _top_step(event: GcgEvent, number: int, board: Board, rack: str, lines: DuplicateLines,
              standing: list[tuple[TilePlay, int]], before: int) -> ReplayStep:
    problems: list[Problem] = []
    if not isinstance(event, PlayEvent):
        fact = Fact.of("duplicate_board_plays_only", move=event.move_text())
        return ReplayStep(event, None, event.total, problems=(Problem(event.line, ProblemKind.IMPOSSIBLE, fact),))
    if event.rack and event.rack != rack:
        problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE,
                                Fact.of("duplicate_rack_differs", rack=event.rack, expected=rack or "-")))
    try:
        play, computed, words = _checked(board, rack, event.position, event.word, lines.bingo_bonus)
    except (IllegalMoveError, InvalidMoveError) as exc:
        problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE, exc.fact))
        return ReplayStep(event, None, before + event.score, problems=tuple(problems))
    best = max((score for _play, score in standing), default=None)
    if best is not None:
        top_play = next(p for p, score in standing if score == best)
        table = lines.rules.top is TopSource.TABLE
        if (table and top_play != play) or (not table and best > computed):
            problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE, Fact.of(
                "duplicate_top_not_best", round=number, move=event.move_text(), score=computed, best=best)))
    problems.extend(_score_problems(event, computed, before))
    for p in play.placements:
        board.set(p.row, p.col, p.letter)
    return ReplayStep(event, computed, before + computed, words, tuple(problems), board=board.copy())


__all__ = [
    "BOARD_NICK",
    "DuplicateLines",
    "SeatLine",
    "duplicate_to_gcg",
    "is_duplicate_record",
    "read_duplicate",
    "replay_duplicate",
]
