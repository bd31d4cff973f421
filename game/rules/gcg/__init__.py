"""GCG game records: read, write and replay (docs/rules.md "Notation").

A record is a list of players, a few pragmata (``#lexicon``, ``#title`` ...),
and events in file order, each with the line it came from.  Reading is
lenient about what real files do (CRLF, a byte-order mark, lower-case
coordinates, extra spaces, cross-words written after the total, letters
played through written out or in parentheses) and strict about everything
else: a malformed file raises :class:`~game.rules.errors.FormatError` with the
line number.  Writing produces modern GCG (``.`` for letters played through).

:func:`replay` puts every play on a :class:`~game.rules.board.Board`, scores it
with :func:`~game.rules.scoring.score_play` and reports each disagreement with
the record (a score, a running total, a play that cannot be on the board, a
word missing from a word list) with its line number.

Glossary: a *play* puts tiles from the rack on the board; an *event* is any
``>`` line (a play, a pass, an exchange, end-of-game points ...); the *total*
is the player's cumulative score after the event.

The package's modules: :mod:`.events` (the record and its events as values),
:mod:`.reading` (a file to a record), :mod:`.writing` (the board walk and a record
to modern GCG) and :mod:`.replay` (the record's plays scored again on a board).
"""

from __future__ import annotations

from .events import (
    ChallengeBonusEvent,
    ExchangeEvent,
    GcgEvent,
    GcgPlayer,
    GcgRecord,
    GoingOutEvent,
    LeftoverPenaltyEvent,
    PassEvent,
    PhonyWithdrawnEvent,
    PlayEvent,
    TimePenaltyEvent,
    record_from_events,
)
from .reading import parse_gcg
from .replay import Problem, ProblemKind, ReplayReport, ReplayStep, replay
from .writing import UPWORDS_NOTE_START, is_upwords_record, modern_words, write_gcg

__all__ = [
    "UPWORDS_NOTE_START",
    "ChallengeBonusEvent",
    "ExchangeEvent",
    "GcgEvent",
    "GcgPlayer",
    "GcgRecord",
    "GoingOutEvent",
    "LeftoverPenaltyEvent",
    "PassEvent",
    "PhonyWithdrawnEvent",
    "PlayEvent",
    "Problem",
    "ProblemKind",
    "ReplayReport",
    "ReplayStep",
    "TimePenaltyEvent",
    "is_upwords_record",
    "modern_words",
    "parse_gcg",
    "record_from_events",
    "replay",
    "write_gcg",
]
