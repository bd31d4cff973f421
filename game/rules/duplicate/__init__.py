"""Duplicate: everyone plays the same rack on the same board at once
(docs/rules.md, "Duplicate").

How a caller drives a game (the window, the phones, a test):

1. ``game = DuplicateGame(names, rules, DuplicateRules(...), lexicon, seed=...)``
   draws the first round's rack: ``game.rack``, the same for every seat
   (``game.returned`` lists racks the rack rule sent back first).  ``game.phase``
   is ROUND; ``game.round_seconds`` is the round's clock (0: none).
2. Each seat submits once a round: ``game.submit(seat, play_or_Pass())``.  A play
   that cannot be placed with the rack is refused (``IllegalMoveError``, its
   ``fact`` says why; ``submission_problem`` and ``preview`` ask first); a word
   not in the seat's list is accepted and scores 0 (refused instead for a seat
   whose words are checked as played).  ``game.waiting_for`` and
   ``game.all_submitted`` say who is left, never what was played.
3. When the clock runs out, or every seat has submitted, the caller closes the
   round: ``record = game.close_round(engine_play)``.  ``engine_play`` is the
   engine's best play for ``game.rack`` on ``game.board`` (``None`` if it found
   none); it is needed when ``game.needs_engine_play``: always by the club rule
   (``TopSource.ENGINE``), by the table's rule only when no submitted play stands.
   Seats that did not submit score 0.  The :class:`RoundRecord` holds every
   seat's play and score (``record.plays``, ``record.share(seat)``: "92% of the
   top") and the top play (``record.top``), which is now on ``game.board``;
   ``game.scores`` has every seat's new total.
4. The phase is now REVEAL (show the round), or OVER (``game.result`` says why).
   ``game.next_round()`` keeps the tiles the top play left, draws the rack up to
   seven, and the next round begins at step 2.

Everything is kept as facts, never sentences; ``game.to_json()`` and
``DuplicateGame.from_json`` save and resume a game, a round in play included
(its rack, who has submitted what, in which order); ``game.to_gcg()`` writes
the record that ``python main.py score`` checks (``record.py``).

A worked example (the one in docs/rules.md, "Duplicate"): three seats, the
table's rule, a word list of six words.

>>> from game.rules.move import TilePlay
>>> class Words:
...     def contains(self, word: str) -> bool:
...         return word in {"TAX", "EXACT", "AX", "EX", "TA", "AT"}
>>> game = DuplicateGame(["Ann", "Ben", "Cy"], lexicon=Words(), seed=2)
>>> "".join(game.rack)
'ACBKEXT'
>>> game.submit(0, TilePlay.from_gcg("8G", "TAX")).points
20
>>> bex = game.submit(2, TilePlay.from_gcg("8H", "BEX"))
>>> bex.kind.value, bex.points, bex.scored, str(bex.problem)
('invalid', 0, 24, "word_not_in_list: word='BEX'")
>>> game.submit(1, TilePlay.from_gcg("8D", "EXACT")).points
30
>>> game.all_submitted, game.needs_engine_play
(True, False)
>>> record = game.close_round()
>>> record.top.notation, record.top.points, record.top.seat
('8D EXACT', 30, 1)
>>> [record.share(seat) for seat in range(3)], game.scores
([66, 100, 0], [20, 30, 0])
>>> game.phase.value, "".join(game.rack)
('reveal', 'BK')
>>> game.next_round()
>>> "".join(game.rack), game.round_number
('BKIGSEV', 2)
"""

from __future__ import annotations

from .game import (
    MAX_REDRAWS,
    DuplicateGame,
    DuplicatePhase,
    DuplicateResult,
    PlayKind,
    RoundRecord,
    SeatPlay,
    TopPlay,
)
from .rules import (
    MAX_SEATS,
    ROUND_LENGTHS,
    TWO_AND_TWO_ROUNDS,
    BlankCounts,
    DuplicateRules,
    TopSource,
    YCounts,
    counts,
    meets,
    rack_problem,
)

__all__ = [
    "MAX_REDRAWS",
    "MAX_SEATS",
    "ROUND_LENGTHS",
    "TWO_AND_TWO_ROUNDS",
    "BlankCounts",
    "DuplicateGame",
    "DuplicatePhase",
    "DuplicateResult",
    "DuplicateRules",
    "PlayKind",
    "RoundRecord",
    "SeatPlay",
    "TopPlay",
    "TopSource",
    "YCounts",
    "counts",
    "meets",
    "rack_problem",
]
