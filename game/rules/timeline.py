"""A game record as positions to step through: the board and every total after each event.

The replay viewer shows a finished game (from the saved games) or any GCG
record one event at a time, forward and back.  Both become a
:class:`~game.rules.gcg.GcgRecord` (a stored game through
:func:`~game.rules.record.game_to_record`), and :func:`game.rules.gcg.replay`
puts every event on the board, so a withdrawn phony leaves the board, a blank
swap turns the blank over, and passes, exchanges and the end-of-game lines
change only the totals, exactly as the record has them.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from game.facts import Fact
from game.limits import GCG_BYTES, GCG_EVENTS

from . import gcg
from .board import Board
from .errors import FormatError
from .game import Game
from .gcg import GcgEvent, GcgRecord, is_upwords_record, parse_gcg, replay
from .handicap import Handicap
from .record import game_to_record
from .turns import TurnStep, count_turns
from .upwords.board import StackBoard
from .variant import ClassicRules, UpwordsRules

#: a record larger than this is not a game record: the one cap on a GCG file, which
#: ``score`` and ``replay`` share (the longest real ones are a few kilobytes)
MAX_RECORD_BYTES = GCG_BYTES
#: events in one record; a real game has well under a hundred
MAX_EVENTS = GCG_EVENTS


class MoveKind:
    """What kind of event a :class:`RecordedMove` is (plain strings, not shown to players)."""

    PLAY = "play"
    EXCHANGE = "exchange"
    PASS = "pass"
    WITHDRAWN = "withdrawn"
    CHALLENGE_BONUS = "challenge bonus"
    GOING_OUT = "going out"
    LEFTOVERS = "leftovers"
    TIME = "time penalty"


def _kind(event: GcgEvent) -> str:
    kinds: list[tuple[type, str]] = [
        (gcg.PlayEvent, MoveKind.PLAY), (gcg.ExchangeEvent, MoveKind.EXCHANGE), (gcg.PassEvent, MoveKind.PASS),
        (gcg.PhonyWithdrawnEvent, MoveKind.WITHDRAWN), (gcg.ChallengeBonusEvent, MoveKind.CHALLENGE_BONUS),
        (gcg.GoingOutEvent, MoveKind.GOING_OUT), (gcg.LeftoverPenaltyEvent, MoveKind.LEFTOVERS),
        (gcg.TimePenaltyEvent, MoveKind.TIME),
    ]
    return next((kind for cls, kind in kinds if isinstance(event, cls)), MoveKind.PASS)


@dataclass(frozen=True)
class RecordedMove:
    """One event of the record, with the board it was made on."""

    player: int  # index in Timeline.names
    kind: str  # a MoveKind value
    text: str  # as the record writes it: "8D QI", "-AEI", "-", "--", "(AB)"
    score: int  # the points the record gives it
    rack: str  # the rack before the event, "" when the record does not say
    board_before: Board
    #: the squares whose top tile changed: a play's new tiles, a withdrawn play's squares
    squares: tuple[tuple[int, int], ...]
    line: int  # in the record's file (0 for a stored game)
    #: a play taken back later as a phony: it stood on the board for a moment, scored nothing
    withdrawn: bool = False
    #: a withdrawal: the index in ``Timeline.moves`` of the play it took back (None if none stood)
    withdraws: int | None = None

    @property
    def is_turn(self) -> bool:
        """A move a player chose with a rack in hand (a play, an exchange or a pass)."""
        return self.kind in (MoveKind.PLAY, MoveKind.EXCHANGE, MoveKind.PASS)


@dataclass(frozen=True)
class Timeline:
    """``boards[k]`` and ``totals[k]`` are the game after its first ``k`` moves."""

    names: tuple[str, ...]
    moves: tuple[RecordedMove, ...]
    boards: tuple[Board, ...]
    totals: tuple[tuple[int, ...], ...]
    upwords: bool
    #: where the record and the replay disagree, as "line N: ..." (a score or a play
    #: that cannot be on the board); the viewer still shows the record
    problems: tuple[Fact, ...]
    #: each player's seat at the table (their colour), in playing order; a record
    #: read from a file knows no seats, and its players sit in playing order
    seats: tuple[int, ...] = ()
    #: each player's handicap as the record's ``#handicap`` line gives it, in playing
    #: order (None for a player without one); empty for a record without handicaps
    handicaps: tuple[Handicap | None, ...] = ()
    #: the players who are a team of two, by the record's ``#team`` lines (docs/rules.md,
    #: "Teams"), in playing order: the replay speaks of them as two people
    teams: frozenset[int] = frozenset()

    def __len__(self) -> int:
        """The number of moves (positions run from 0 to this)."""
        return len(self.moves)

    def handicap(self, player: int) -> Handicap | None:
        """``player``'s handicap from the record (None for none)."""
        return self.handicaps[player] if 0 <= player < len(self.handicaps) else None

    def seat_of(self, player: int) -> int:
        """The seat of ``player`` (an index in playing order)."""
        return self.seats[player] if 0 <= player < len(self.seats) else player

    @property
    def turns(self) -> tuple[int, ...]:
        """The turns each player took, as the results and statistics count them
        (docs/rules.md "Counting turns")."""
        return self.turns_after(len(self.moves))

    def turns_after(self, count: int) -> tuple[int, ...]:
        """The turns each player had taken after the first ``count`` moves."""
        steps = ((move.player, _turn_step(move)) for move in self.moves[:max(0, count)])
        replays = (UpwordsRules if self.upwords else ClassicRules).replays_after_withdrawal
        return count_turns(steps, len(self.names), replays_after_withdrawal=replays)


def _turn_step(move: RecordedMove) -> TurnStep:
    if move.kind == MoveKind.WITHDRAWN:
        return TurnStep.WITHDRAWAL
    return TurnStep.TURN if move.is_turn else TurnStep.OTHER


def _changed(before: Board, after: Board) -> tuple[tuple[int, int], ...]:
    size = before.size
    old, new = before.cells(), after.cells()
    return tuple((i // size, i % size) for i in range(len(old)) if old[i] != new[i])


def timeline_of_record(record: GcgRecord) -> Timeline:
    """Every position of ``record``.

    Raises:
        FormatError: for a record with more than :data:`MAX_EVENTS` events or
            with no players.
    """
    if len(record.events) > MAX_EVENTS:
        raise FormatError("record_has_moves_at_most", count=len(record.events), limit=MAX_EVENTS)
    if not record.players:
        raise FormatError("record_names_no_players")
    report = replay(record)
    upwords = is_upwords_record(record)
    empty: Board = StackBoard() if upwords else Board()
    index = {p.nick: i for i, p in enumerate(record.players)}
    # A head start is on the scoreboard before the first move (docs/rules.md, "Handicaps").
    totals = [record.head_start(p.nick) for p in record.players]
    boards: list[Board] = [empty]
    all_totals: list[tuple[int, ...]] = [tuple(totals)]
    moves: list[RecordedMove] = []
    last_move: dict[int, int] = {}  # player -> index of their latest move, as gcg.replay pairs them
    for step in report.steps:
        event = step.event
        before = boards[-1]
        after = step.board if step.board is not None else before
        player = index.get(event.nick, 0)
        totals[player] = event.total
        kind = _kind(event)
        withdraws = last_move.get(player) if kind == MoveKind.WITHDRAWN else None
        if withdraws is not None and moves[withdraws].kind == MoveKind.PLAY:
            moves[withdraws] = replace(moves[withdraws], withdrawn=True)
        else:
            withdraws = None
        last_move[player] = len(moves)
        moves.append(RecordedMove(
            player=player, kind=kind, text=event.move_text(), score=event.score,
            rack=event.rack, board_before=before, squares=_changed(before, after), line=event.line,
            withdraws=withdraws,
        ))
        boards.append(after)
        all_totals.append(tuple(totals))
    return Timeline(
        names=tuple(p.name or p.nick for p in record.players),
        moves=tuple(moves), boards=tuple(boards), totals=tuple(all_totals), upwords=upwords,
        problems=tuple(p.fact for p in report.problems),
        handicaps=tuple(record.handicaps.get(p.nick) for p in record.players) if record.handicaps else (),
        teams=frozenset(i for i, p in enumerate(record.players) if p.nick in record.teams),
    )


def timeline_of_game(game: Game) -> Timeline:
    """Every position of a game played here (players in playing order)."""
    timeline = timeline_of_record(game_to_record(game))
    names = tuple(p.name for p in game.players)  # the record's names may be shortened
    return Timeline(names, timeline.moves, timeline.boards, timeline.totals, timeline.upwords,
                    timeline.problems, tuple(game.seat_of), timeline.handicaps, timeline.teams)


def read_record(data: bytes, source_name: str = "") -> Timeline:
    """A GCG file's bytes as a timeline.

    Raises:
        FormatError: for a file too large, one that is not GCG, or one the
            caps above refuse; the message says why (with the line number when
            there is one).
    """
    if len(data) > MAX_RECORD_BYTES:
        raise FormatError("file_over_bytes_more_than", limit=f"{MAX_RECORD_BYTES:,}")
    return timeline_of_record(parse_gcg(data, source_name))
