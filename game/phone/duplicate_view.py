"""What one seat's phone is shown in Duplicate: the ``state`` message, built from a
:class:`~game.rules.duplicate.DuplicateGame` (docs/rules.md, "Duplicate").

Everyone plays the same rack, so the rack is no secret; the plays are.  A
seat's state has the shared board and rack, the round's clock, who has
submitted (never what), what this seat submitted, and once the round is closed
its result: every seat's play, square and score, lowest to highest, the top
play and the totals.  The fields the classic page reads (``seat_view``) are
all there, with the values that mean "nothing of that here" (no swap, no
challenge, nobody's turn), so the page draws the board, the rack and the
players as it does for the classic game; ``mode`` and ``duplicate`` add the
round (the table in :mod:`game.phone.protocol`).  A seat that plays with hints
has ``hints`` and ``hints_left`` as in the classic game; its hint is its own.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import Any

from game.rules.duplicate import DuplicateGame, DuplicatePhase, RoundRecord
from game.words.duplicate_rounds import (
    game_over_line,
    own_play_line,
    round_rows,
    top_line,
    waiting_line,
)

from .protocol import VERSION
from .seat_view import CLASSIC_PREMIUMS, ClockView

#: the ``mode`` of a Duplicate seat's state (a classic state has none)
DUPLICATE = "duplicate"
#: the clock of a round without one
NO_CLOCK = ClockView()


def round_key(game: DuplicateGame, seat: int) -> int:
    """A number that changes when this seat's round changes: a new round, its own
    submission, the round closing.  The page's ``moves``: it clears the tiles put
    down when it changes, so another seat's submission never takes them away."""
    closed = game.phase is not DuplicatePhase.ROUND
    return game.round_number * 4 + (1 if game.submitted(seat) else 0) + (2 if closed else 0)


def may_place(game: DuplicateGame, seat: int, clock: ClockView, on_tv: bool = False) -> bool:
    """Whether ``seat`` may put tiles down and submit now: its round is open, it has not
    submitted, the game is not paused and the seat is on its phone."""
    return (game.phase is DuplicatePhase.ROUND and not game.submitted(seat) and not clock.paused
            and not on_tv)


def round_result(game: DuplicateGame, record: RoundRecord, seat: int) -> dict[str, Any]:
    """A closed round as ``seat``'s phone shows it: every play lowest to highest (its
    own marked), the top play, what this seat gained and its share of the top."""
    rows = round_rows(record, game.names)
    own = record.play_of(seat)
    return {
        "round": record.number,
        "rows": [
            {"seat": r.seat, "name": r.name, "play": r.play, "points": r.points, "why": r.why,
             "top": r.top, "passed": r.passed, "mine": r.seat == seat}
            for r in rows
        ],
        "top": top_line(record.top, game.names) if record.top is not None else "",
        "gain": own.points,
        "share": record.share(seat),
    }


def last_round(game: DuplicateGame, seat: int) -> dict[str, Any] | None:
    """The ``last`` line of the page: the last closed round's top play, in words."""
    if not game.history or game.history[-1].top is None:
        return None
    record = game.history[-1]
    top = record.top
    assert top is not None
    return {"player": seat, "kind": "round", "notation": top.notation, "points": record.play_of(seat).points,
            "text": top_line(top, game.names), "timeout": ""}


def duplicate_state(
    game: DuplicateGame,
    seat: int,
    rack_order: Sequence[str],
    *,
    clock: ClockView = NO_CLOCK,
    phones: Collection[int] = (),
    on_tv: bool = False,
    hints: bool = False,
    hints_left: int | None = None,
) -> dict[str, Any]:
    """The ``state`` message for ``seat`` in a game of Duplicate (see the module).

    ``rack_order`` is the shared rack in the order this seat's player arranged it;
    ``clock`` the round's clock; ``phones`` the seats with a phone connected;
    ``on_tv`` whether the seat is played on the TV for now; ``hints`` whether its
    phone offers Hint (:mod:`game.phone.duplicate_hints`), ``hints_left`` how many
    it has left (None: as many as it likes)."""
    board = game.board
    submitted = [game.submitted(s) for s in range(game.seats)]
    own = next((p for p in game.submissions if p.seat == seat), None)
    over = game.phase is DuplicatePhase.OVER
    closed = game.phase is DuplicatePhase.REVEAL and bool(game.history)
    last_top = game.history[-1].top if game.history else None
    return {
        "type": "state",
        "version": VERSION,
        "mode": DUPLICATE,
        "seat": seat,
        "player": seat,  # no playing order: every seat plays at once
        "rack": [] if on_tv else list(rack_order),
        "size": board.size,
        "board": board.rows(),
        "heights": [],
        "premiums": list(CLASSIC_PREMIUMS),
        "qu": False,
        "players": [
            {"name": name, "seat": s, "score": game.scores[s], "tiles": 0, "phone": s in phones,
             "submitted": submitted[s]}
            for s, name in enumerate(game.names)
        ],
        "turn": -1,  # nobody's turn: everyone plays the round at once
        "moves": round_key(game, seat),
        "your_turn": not over and may_place(game, seat, clock, on_tv),
        "phase": game.phase.value,
        "bag": len(game.bag.tiles),
        # the round's clock while it is open; none shown once it is closed
        "clock": (clock if game.phase is DuplicatePhase.ROUND else ClockView(paused=clock.paused)).as_message(),
        "last": last_round(game, seat),
        "last_squares": [] if last_top is None else [[r, c] for r, c in last_top.play.squares],
        "sits_out": "",
        "hints": hints and not over and not on_tv,
        "hints_left": hints_left,
        "can_challenge": False,
        "can_swap": False,
        "final": None,
        "can_accept": False,
        "deciding": False,
        "answered": False,
        "paused": clock.paused,
        "starting": clock.starting,
        "on_tv": on_tv,
        "over": over,
        "result": game_over_line(game),
        "winners": list(game.result.winners) if game.result is not None else [],
        "duplicate": {
            "round": game.round_number,
            "submitted": own is not None,
            "mine": own_play_line(own) if own is not None else "",
            "done": sum(submitted),
            "seats": game.seats,
            "waiting": waiting_line(sum(submitted), game.seats) if own is not None else "",
            "result": round_result(game, game.history[-1], seat) if closed else None,
        },
    }
