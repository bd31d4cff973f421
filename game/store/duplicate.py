"""Duplicate games in the store (docs/rules.md, "Duplicate"): their states, their
sessions, and what a finished one adds to each player's statistics.

A Duplicate game is a row of ``games`` like a classic one, marked
``mode = 'duplicate'``, and kept the same way: one state a change
(:func:`duplicate_entry`), after every submission (``submit``), every round
closed (``round``), every rack drawn (``draw``) and an end from the menu
(``end``).  The state is :func:`game.rules.duplicate.save.duplicate_to_json`'s
versioned JSON, which holds the round in play: its rack, and who has submitted
what and in which order.  The session beside it keeps the round clock's time
left and the hints used.

Its statistics are kept apart from the classic ones, never mixed into a
player's classic averages: each seat's total, whether it won, its best play that
stood, and its share of the top plays when the club rule gave the top
(:class:`~game.store.records.DuplicateStats`).
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from game.i18n import _
from game.rules.duplicate import DuplicateGame, TopSource
from game.rules.errors import FormatError
from game.words import error_text

from .records import (
    MAX_NOTATION_CHARS,
    MAX_STATE_CHARS,
    DamagedGame,
    DuplicateBestPlay,
    DuplicateStats,
    SessionState,
    StoreError,
    TurnEntry,
    check_text,
)
from .stats import seat_handicaps

#: ``games.mode`` of a classic game (every game kept before Duplicate) and of a Duplicate one
CLASSIC = "classic"
DUPLICATE = "duplicate"

#: what a Duplicate state follows: the game dealt, a seat's submission, a round closed,
#: the next rack drawn, the game ended from the menu
DUPLICATE_KINDS = ("start", "submit", "round", "draw", "end")


def duplicate_entry(game: DuplicateGame, kind: str) -> TurnEntry:
    """The game as it is now, after a change of ``kind`` (one of :data:`DUPLICATE_KINDS`).

    The notation names the round and, once closed, its top play; never a play still
    secret (the file may be read by anyone at the table).

    Raises:
        StoreError: for an unknown kind or a state over the size cap.
    """
    if kind not in DUPLICATE_KINDS:
        raise StoreError(f"unknown kind of Duplicate change {kind!r}")
    notation = f"{kind} {game.round_number}"
    if kind == "round" and game.history and game.history[-1].top is not None:
        notation += f" {game.history[-1].top.notation}"
    state = check_text("saved game", game.to_json(), MAX_STATE_CHARS)
    return TurnEntry(kind, check_text("move notation", notation, MAX_NOTATION_CHARS), state,
                     tuple(game.scores), game.over, round_number=game.round_number)


def load_duplicate_state(text: object) -> DuplicateGame:
    """The Duplicate game in a stored state, checked whole (without word lists:
    every word stands here; the menu judges the round in play again with them).

    Raises:
        DamagedGame: with a sentence saying what is wrong.
    """
    if not isinstance(text, str):
        raise DamagedGame(_("the saved game's state is missing"))
    try:
        return DuplicateGame.from_json(text)
    except FormatError as exc:  # the reader's own words, as a damaged classic save's
        raise DamagedGame(error_text(exc)) from None
    except RecursionError:
        raise DamagedGame("the saved game is nested far deeper than any real game") from None
    except Exception as exc:  # whatever a hand-made state does, it is one damaged game
        raise DamagedGame(f"the saved game cannot be read ({type(exc).__name__}: {error_text(exc)})"[:300]) from None


def duplicate_session_problem(game: DuplicateGame, session: SessionState) -> str | None:
    """What is wrong with a session read back for ``game``, or None: a hint count
    a seat within its allowance, and a clock within the round's length."""
    if len(session.hints_used) != game.seats:
        return _("the saved hint counts do not match the players")
    for seat, used in enumerate(session.hints_used):
        allowance = game.hint_allowance(seat)
        if used < game.hints_used[seat] or (allowance >= 0 and used > allowance):
            return _("the saved hint count is out of range")
    clock = session.clock_remaining
    if clock is not None and not 0.0 <= clock <= game.round_seconds:
        return _("the saved round clock is out of range")
    return None


def apply_duplicate_session(game: DuplicateGame, session: SessionState) -> None:
    """Give ``game`` the hints used kept in ``session`` (saved after its last state).

    A seat whose hints used grew since that state spent a hint in the round it holds
    (a new round writes a state first): it has spent this round's hint, as the window
    knew, so asking again after Continue climbs on without a second hint.

    Raises:
        DamagedGame: if the session does not fit the game.
    """
    problem = duplicate_session_problem(game, session)
    if problem is not None:
        raise DamagedGame(problem)
    game.hinted |= {seat for seat, (kept, now) in enumerate(zip(game.hints_used, session.hints_used)) if now > kept}
    game.hints_used = list(session.hints_used)


@dataclass(frozen=True)
class DuplicateSeatResult:
    """One seat's part in a finished Duplicate game (seat order)."""

    player: int
    total: int
    won: bool
    best_play: tuple[str, int] | None  # notation, points
    share: int | None  # of the top plays, a whole percentage; None unless the club rule gave the top
    plays: int  # rounds in which the seat submitted something
    handicap: str | None


def duplicate_results(game: DuplicateGame) -> list[DuplicateSeatResult]:
    """Each seat's results in a finished Duplicate ``game``."""
    result = game.result
    totals = list(result.final_scores) if result is not None else list(game.scores)
    winners = set(result.winners) if result is not None else set()
    club = game.duplicate.top is TopSource.ENGINE
    handicaps = seat_handicaps(game.rules, list(game.handicaps))
    out = []
    for seat in range(game.seats):
        mine = [r.play_of(seat) for r in game.history]
        standing = [p for p in mine if p.stands]
        best = max(standing, key=lambda p: p.points, default=None)  # the earliest on a tie
        out.append(DuplicateSeatResult(
            player=seat, total=totals[seat], won=seat in winners,
            best_play=(best.notation, best.points) if best is not None else None,
            share=game.share_of_top(seat) if club else None,
            plays=sum(1 for p in mine if p.play is not None),
            handicap=handicaps[seat]))
    return out


def store_duplicate_results(conn: sqlite3.Connection, game_id: str, game: DuplicateGame) -> None:
    """Keep every seat's results and the rounds played of a finished game (inside the
    caller's transaction)."""
    for r in duplicate_results(game):
        conn.execute(
            """UPDATE game_seats SET score = ?, won = ?, bingos = 0, best_move = ?, best_move_score = ?,
               share = ?, turns = ?, seat = ?, handicap = ? WHERE game_id = ? AND player = ?""",
            (r.total, int(r.won), r.best_play[0] if r.best_play else None,
             r.best_play[1] if r.best_play else None, r.share, r.plays, r.player, r.handicap,
             game_id, r.player))
    conn.execute("UPDATE games SET rounds = ? WHERE id = ?", (len(game.history), game_id))


def duplicate_stats(conn: sqlite3.Connection, profile_id: int) -> DuplicateStats | None:
    """A profile's figures over its finished Duplicate games; None when it has none."""
    rows = conn.execute(
        """SELECT s.score, s.won, s.share, g.rounds FROM game_seats s JOIN games g ON g.id = s.game_id
           WHERE s.profile_id = ? AND g.finished = 1 AND g.mode = ? AND s.score IS NOT NULL""",
        (profile_id, DUPLICATE)).fetchall()
    if not rows:
        return None
    totals = [int(r[0]) for r in rows]
    shares = [int(r[2]) for r in rows if r[2] is not None]
    best = conn.execute(
        """SELECT s.best_move, s.best_move_score, g.id FROM game_seats s JOIN games g ON g.id = s.game_id
           WHERE s.profile_id = ? AND g.finished = 1 AND g.mode = ? AND s.best_move_score IS NOT NULL
           ORDER BY s.best_move_score DESC, g.finished_at LIMIT 1""", (profile_id, DUPLICATE)).fetchone()
    return DuplicateStats(
        games=len(rows), wins=sum(1 for r in rows if r[1]),
        rounds=sum(int(r[3] or 0) for r in rows),
        average_total=sum(totals) / len(totals), best_total=max(totals),
        club_games=len(shares), average_share=sum(shares) / len(shares) if shares else None,
        best_play=DuplicateBestPlay(str(best[0]), int(best[1]), str(best[2])) if best is not None else None)
