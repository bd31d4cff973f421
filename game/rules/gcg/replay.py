"""Replaying a record on a board: every play scored again and every disagreement with the
record reported with its line number."""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from game.facts import Fact

from ..board import Board, parse_position
from ..move import TilePlay
from ..scoring import score_play
from ..tiles import DISTRIBUTION, RACK_SIZE, rack_value
from ..upwords import play as upwords_play
from ..upwords.board import DISTRIBUTION as STACK_TILES
from ..upwords.board import LEFTOVER_PENALTY, StackBoard
from ..validation import WordList
from ..variant import stacks
from .events import (
    ChallengeBonusEvent,
    GcgEvent,
    GcgRecord,
    GoingOutEvent,
    LeftoverEvent,
    LeftoverPenaltyEvent,
    PhonyWithdrawnEvent,
    PlayEvent,
    TimePenaltyEvent,
)
from .reading import clip_text
from .writing import ImpossiblePlay, is_upwords_record, resolve_play, resolve_stacked

# ---------------------------------------------------------------------------
# Replay.


class ProblemKind(str, Enum):
    SCORE = "score"  # an event's score differs from the computed one
    TOTAL = "total"  # a running total differs from the previous total plus the computed score
    IMPOSSIBLE = "impossible"  # the event cannot happen on the board as it stands
    WORD = "word"  # a play that stood formed a word missing from the word list


@dataclass(frozen=True)
class Problem:
    """One disagreement between the record and the replay."""

    line: int
    kind: ProblemKind
    message: Fact  # without the line number
    recorded: int | None = None
    computed: int | None = None

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"

    @property
    def fact(self) -> Fact:
        """The problem with its line number, as ``game.words`` words it: "line 3: ..."."""
        return Fact.of("line_problem", line=self.line, problem=self.message)


@dataclass(frozen=True)
class ReplayStep:
    """One event replayed.

    ``computed_score`` is ``None`` when the event could not be replayed.
    ``expected_total`` is the player's previous *recorded* total plus the
    computed score, so one wrong score is reported once, not on every later
    line.  ``words`` are the words a play formed, main word first.
    """

    event: GcgEvent
    computed_score: int | None
    expected_total: int
    words: tuple[str, ...] = ()
    problems: tuple[Problem, ...] = ()
    family_rule: bool = False  # going-out points counted once (docs/rules.md "End of the game"), not twice
    #: the board right after the event (what a viewer stepping through the record shows)
    board: Board | None = None

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(frozen=True)
class ReplayReport:
    """Everything :func:`replay` found.  ``totals`` sums the computed scores."""

    record: GcgRecord
    steps: tuple[ReplayStep, ...]
    problems: tuple[Problem, ...]
    board: Board
    totals: dict[str, int]

    @property
    def ok(self) -> bool:
        return not self.problems


def _impossible_tiles(tiles: str, most: int, tile_set: Mapping[str, int], what: Fact) -> Fact | None:
    """Why ``tiles`` (a rack, or leftovers from racks holding ``most`` tiles in all)
    cannot be: more tiles than that, or more of one letter than the set has; else None."""
    if len(tiles) > most:
        return Fact.of(
            "tiles_but_at_most_fit", what=what, tiles=clip_text(tiles, 20), count=len(tiles), most=most
        )
    for tile, count in sorted(Counter(tiles).items()):
        if count > tile_set.get(tile, 0):
            return Fact.of(
                "but_set_has", what=what, tiles=tiles, count=count, tile=tile,
                most=tile_set.get(tile, 0)
            )
    return None


def replay(
    record: GcgRecord,
    lexicon: WordList | None = None,
    bingo_bonus: int = 50,
    lexicons: Mapping[str, WordList] | None = None,
) -> ReplayReport:
    """Replay a record on an empty board and check every score and total.

    Scores: a play per docs/rules.md "Scoring" (``bingo_bonus`` for all seven tiles); a pass or
    exchange 0; a withdrawn phony minus the computed score of the player's
    last play, which leaves the board; going out twice the leftover tiles'
    value, or once if the record counts them once; a leftover penalty minus
    their value; a challenge bonus and a time penalty as recorded.  With a
    ``lexicon``, every word formed by a play that was not withdrawn is looked
    up; a player whose ``#handicap`` names a list found in ``lexicons`` (by
    list name) has their words looked up in that list instead (docs/rules.md,
    "Handicaps").  A seat's head start is its total before its first event.
    Never raises for a record :func:`parse_gcg` accepted.
    """
    own_lists: dict[str, WordList] = {}
    for nick, handicap in record.handicaps.items():
        if handicap.word_list is not None and handicap.word_list in (lexicons or {}):
            own_lists[nick] = (lexicons or {})[handicap.word_list]
    upwords = is_upwords_record(record)
    board = StackBoard() if upwords else Board()
    # A seat's head start is its total before its first event (docs/rules.md, "Handicaps").
    recorded_total: dict[str, int] = {p.nick: record.head_start(p.nick) for p in record.players}
    computed_total: dict[str, int] = dict(recorded_total)
    standing: dict[int, tuple[TilePlay, int]] = {}  # step index -> play on the board, its score
    last_event: dict[str, int] = {}
    bad_words: dict[int, list[Problem]] = {}
    steps: list[ReplayStep] = []

    swapped: list[tuple[int, int, int]] = []  # (step index, row, col) of each blank swap
    tile_set = STACK_TILES if upwords else {tile: count for tile, (count, _value) in DISTRIBUTION.items()}
    others_hold = RACK_SIZE * max(1, len(record.players) - 1)

    for i, event in enumerate(record.events):
        problems: list[Problem] = []
        words: tuple[str, ...] = ()
        computed: int | None
        family = False
        bad_rack = _impossible_tiles(event.rack, RACK_SIZE, tile_set, Fact.of("the_rack"))
        if bad_rack:
            problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE, bad_rack))
        for _swapper, square in event.swaps:
            row, col, _across = parse_position(square)
            on_square = board.get(row, col)
            if on_square.islower():
                board.set(row, col, on_square.upper())
                swapped.append((i, row, col))
            else:
                problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE,
                                        Fact.of("blankswap_there_no_blank_on", square=square)))
        if isinstance(event, PlayEvent):
            try:
                if stacks(board):
                    play = resolve_stacked(board, event)
                else:
                    play, _notation = resolve_play(board, event)
            except ImpossiblePlay as exc:
                problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE, exc.fact))
                computed = None
            else:
                if stacks(board):
                    scored = upwords_play.score_play(board, play)
                else:
                    scored = score_play(board, play, bingo_bonus)
                computed = scored.total
                words = tuple(w.word.upper() for w in scored.words)
                for p in play.placements:
                    board.set(p.row, p.col, p.letter)
                standing[i] = (play, computed)
                judge = own_lists.get(event.nick, lexicon)
                if judge is not None:
                    missing = [w for w in dict.fromkeys(words) if not judge.contains(w)]
                    bad_words[i] = [
                        Problem(
                            event.line,
                            ProblemKind.WORD,
                            Fact.of("forms_which_not_word_list", move=event.move_text(), word=w),
                        )
                        for w in missing
                    ]
        elif isinstance(event, PhonyWithdrawnEvent):
            j = last_event.get(event.nick)
            if j is None or j not in standing:
                problems.append(
                    Problem(
                        event.line,
                        ProblemKind.IMPOSSIBLE,
                        Fact.of("withdraws_play_but_last_move", nick=event.nick),
                    )
                )
                computed = None
            else:
                play, play_score = standing.pop(j)
                # Swaps since the play are taken back with it (the whole turn).
                while swapped and swapped[-1][0] > j:
                    _step, row, col = swapped.pop()
                    board.set(row, col, board.get(row, col).lower())
                for p in play.placements:
                    board.clear(p.row, p.col)
                bad_words.pop(j, None)
                computed = -play_score
        elif isinstance(event, LeftoverEvent) and (
            bad_leftovers := _impossible_tiles(
                event.letters,
                others_hold if isinstance(event, GoingOutEvent) else RACK_SIZE,
                tile_set,
                Fact.of("the_leftover_tiles"),
            )
        ):
            problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE, bad_leftovers))
            computed = None
        elif isinstance(event, GoingOutEvent):
            value = rack_value(event.letters)
            family = event.score == value and value != 2 * value
            computed = value if family else 2 * value
        elif isinstance(event, LeftoverPenaltyEvent):
            computed = -(LEFTOVER_PENALTY * len(event.letters) if upwords else rack_value(event.letters))
        elif isinstance(event, (ChallengeBonusEvent, TimePenaltyEvent)):
            computed = event.score
        else:  # a pass or an exchange
            computed = 0

        if computed is not None and computed != event.score:
            problems.append(
                Problem(
                    event.line,
                    ProblemKind.SCORE,
                    Fact.of("scored_record_computed", move=event.move_text(), recorded=event.score, computed=computed),
                    event.score,
                    computed,
                )
            )
        before = recorded_total.get(event.nick, 0)
        expected = before + (event.score if computed is None else computed)
        if computed is not None and expected != event.total:
            problems.append(
                Problem(
                    event.line,
                    ProblemKind.TOTAL,
                    Fact.of("total_record_computed", nick=event.nick, recorded=event.total, computed=expected, before=before, change=computed),
                    event.total,
                    expected,
                )
            )
        recorded_total[event.nick] = event.total
        computed_total[event.nick] = computed_total.get(event.nick, 0) + (
            event.score if computed is None else computed
        )
        last_event[event.nick] = i
        steps.append(ReplayStep(event, computed, expected, words, tuple(problems), family, board.copy()))

    for j, found in bad_words.items():
        steps[j] = dataclasses.replace(steps[j], problems=steps[j].problems + tuple(found))
    all_problems = [p for s in steps for p in s.problems]
    all_problems.sort(key=lambda p: p.line)
    return ReplayReport(record, tuple(steps), tuple(all_problems), board, computed_total)
