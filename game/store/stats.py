"""Player statistics: what a finished game adds to each profile, and the queries over them.

When a game ends, :func:`seat_results` reads its move list once and the
results are stored per seat (score, win, bingos, best word, best move with the
board right after it), so the statistics screen reads a few rows per game
rather than replaying every game.

A seat that played with a handicap (docs/rules.md, "Handicaps") keeps it in
``game_seats.handicap`` (JSON of the resolved handicap; NULL for none, as in
every row written before handicaps).  A head start or a child's list makes a
score that cannot be set beside one played by the game's rules, so a profile's
figures are counted twice: over its games without a handicap
(:class:`ProfileStats` itself) and over its handicap games
(``ProfileStats.with_handicaps``); the high-score table marks handicap scores.

A game in teams (docs/rules.md, "Teams") is kept apart the same way: the team's
seat row belongs to the team's own profile, and each partner is credited through
``game_partners`` with the team's results (``ProfileStats.in_teams``), never
mixed into the figures of the games they played alone.
"""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.game import Game
from game.rules.handicap import Handicap, HandicapError
from game.rules.ruleset import RuleSet
from game.rules.turns import standing_plays, turns_of_history

from .records import BestMove, BestWord, HighScore, ProfileStats, ScorePoint


@dataclass(frozen=True)
class SeatResult:
    """One player's part in a finished game (index in playing order)."""

    player: int
    score: int
    won: bool
    bingos: int
    best_word: tuple[str, int] | None
    best_move: tuple[str, int, int] | None  # notation, score, history index
    best_move_cells: tuple[str, ...] | None
    turns: int = 0  # docs/rules.md "Counting turns"
    seat: int = 0  # at the table, as ``Game.seat_of`` has it
    #: JSON of the handicap the seat played with, resolved against the game's rules; None for none
    handicap: str | None = None


def seat_handicaps(rules: RuleSet, handicaps: Sequence[Handicap | None]) -> list[str | None]:
    """What each player (in playing order) plays by, as ``game_seats.handicap`` keeps
    it: JSON of the handicap resolved against the game's ``rules`` (what the record's
    ``#handicap`` line says), or None for a seat with no handicap."""
    return [None if h is None or h.is_none else json.dumps(h.resolved(rules).to_dict(), sort_keys=True)
            for h in handicaps]


def stored_handicap(text: object) -> Handicap | None:
    """A ``game_seats.handicap`` value read back; None for none or a damaged value."""
    if not isinstance(text, str) or len(text) > 2000:
        return None
    try:
        return Handicap.from_dict(json.loads(text))
    except (ValueError, HandicapError):
        return None


def _boards_after(state: str, indices: set[int]) -> dict[int, tuple[str, ...]]:
    """The board just after each history index, by undoing a copy of the game.

    One undo step can take back several entries (a challenge and the turns it
    skipped); the board after entry ``i`` is that of the shortest state that
    still holds it.
    """
    copy = Game.from_json(state)
    boards: dict[int, tuple[str, ...]] = {}
    final = tuple(copy.board.cells())
    wanted = sorted(indices, reverse=True)
    current = tuple(copy.board.cells())
    while wanted:
        length = len(copy.history)
        try:
            copy.undo()
        except ValueError:
            break
        while wanted and len(copy.history) <= wanted[0] < length:
            boards[wanted.pop(0)] = current
        current = tuple(copy.board.cells())
    for index in wanted:
        boards[index] = final
    return boards


def seat_results(game: Game, state: str) -> list[SeatResult]:
    """Each player's results in a finished ``game`` (whose JSON is ``state``)."""
    result = game.result
    scores = list(result.final_scores) if result is not None else game.scores
    winners = set(result.winners) if result is not None else set()
    plays = standing_plays(game.history)
    turns = turns_of_history(game.history, len(game.players),
                             replays_after_withdrawal=game.variant.replays_after_withdrawal)
    best: dict[int, int] = {}
    for index in plays:
        record = game.history[index]
        if record.player not in best or record.points > game.history[best[record.player]].points:
            best[record.player] = index
    boards = _boards_after(state, set(best.values()))
    handicaps = seat_handicaps(game.rules, [game.handicap(i) for i in range(len(game.players))])
    out: list[SeatResult] = []
    for i in range(len(game.players)):
        mine = [game.history[j] for j in plays if game.history[j].player == i]
        words = [(w.word.upper(), w.score) for r in mine for w in r.words]
        best_word = max(words, key=lambda w: w[1]) if words else None
        move = game.history[best[i]] if i in best else None
        out.append(SeatResult(
            player=i, score=scores[i], won=i in winners,
            bingos=sum(1 for r in mine if r.bingo), best_word=best_word,
            best_move=(move.notation, move.points, best[i]) if move is not None else None,
            best_move_cells=boards[best[i]] if i in best else None,
            turns=turns[i], seat=game.seat_of[i] if i < len(game.seat_of) else i, handicap=handicaps[i],
        ))
    return out


def store_results(conn: sqlite3.Connection, game_id: str, results: list[SeatResult]) -> None:
    for r in results:
        conn.execute(
            """UPDATE game_seats SET score = ?, won = ?, bingos = ?, best_word = ?,
               best_word_score = ?, best_move = ?, best_move_score = ?, best_move_cells = ?,
               turns = ?, seat = ?, handicap = ?
               WHERE game_id = ? AND player = ?""",
            (r.score, int(r.won), r.bingos,
             r.best_word[0] if r.best_word else None, r.best_word[1] if r.best_word else None,
             r.best_move[0] if r.best_move else None, r.best_move[1] if r.best_move else None,
             json.dumps(list(r.best_move_cells)) if r.best_move_cells else None,
             r.turns, r.seat, r.handicap, game_id, r.player),
        )


def _cells(text: str | None) -> tuple[str, ...]:
    try:
        cells = json.loads(text or "[]")
    except ValueError:
        return ()
    if not isinstance(cells, list) or len(cells) != 225:
        return ()
    return tuple(str(c)[:1] for c in cells)


#: the seat rows of classic games played by the game's rules, or with a handicap (fixed SQL, never
#: outside text); Duplicate games are counted apart (``game.store.duplicate.duplicate_stats``)
NO_HANDICAP_ROWS = "s.handicap IS NULL AND g.mode = 'classic'"
HANDICAP_ROWS = "s.handicap IS NOT NULL AND g.mode = 'classic'"


#: the seat rows a profile played itself (fixed SQL, never outside text)
OWN_SEATS = "game_seats s JOIN games g ON g.id = s.game_id WHERE s.profile_id = ?"
#: the seat rows of the teams a profile played on as a partner (docs/rules.md, "Teams")
TEAM_SEATS = ("game_partners t JOIN game_seats s ON s.game_id = t.game_id AND s.player = t.player"
              " JOIN games g ON g.id = s.game_id WHERE t.profile_id = ?")


def _best_of_profile(conn: sqlite3.Connection, profile_id: int, columns: str,
                     score: str, which: str, rows: str = OWN_SEATS) -> tuple[object, ...] | None:
    """The finished-game seat row of a profile with the highest ``score`` column
    (the earlier game on a tie) among the rows ``which`` picks of ``rows``;
    ``columns``, ``score``, ``which`` and ``rows`` are fixed texts from this module."""
    row = conn.execute(
        f"""SELECT {", ".join("s." + c.strip() for c in columns.split(","))} FROM {rows}
            AND g.finished = 1 AND s.{score} IS NOT NULL AND {which}
            ORDER BY s.{score} DESC, g.finished_at LIMIT 1""",
        (profile_id,),
    ).fetchone()
    return tuple(row) if row is not None else None


def _figures(conn: sqlite3.Connection, profile_id: int, name: str, which: str,
             rows_of: str = OWN_SEATS) -> ProfileStats:
    """A profile's figures over the finished games ``which`` picks of the seat rows
    ``rows_of`` gives (its own, or its teams')."""
    rows = conn.execute(
        f"""SELECT s.score, s.won, s.bingos, g.finished_at, g.id, s.turns, s.seat FROM {rows_of}
           AND g.finished = 1 AND {which} ORDER BY g.finished_at, g.id""",
        (profile_id,),
    ).fetchall()
    word = _best_of_profile(conn, profile_id, "best_word, best_word_score, game_id",
                            "best_word_score", which, rows_of)
    move = _best_of_profile(conn, profile_id, "best_move, best_move_score, game_id, best_move_cells",
                            "best_move_score", which, rows_of)
    scores = [int(r[0]) for r in rows]
    seat = rows[-1][6] if rows else None
    return ProfileStats(
        name=name,
        games=len(rows),
        wins=sum(1 for r in rows if r[1]),
        average_score=sum(scores) / len(scores) if scores else 0.0,
        best_score=max(scores) if scores else None,
        best_word=BestWord(str(word[0]), int(str(word[1])), str(word[2])) if word else None,
        best_move=BestMove(str(move[0]), int(str(move[1])), str(move[2]),
                           _cells(None if move[3] is None else str(move[3]))) if move else None,
        bingos=sum(int(r[2] or 0) for r in rows),
        scores_over_time=tuple(
            ScorePoint(float(r[3]), int(r[0]), bool(r[1]), str(r[4])) for r in rows),
        turns=sum(int(r[5]) for r in rows if r[5] is not None),
        seat=int(seat) if seat is not None else None,
    )


def profile_stats(conn: sqlite3.Connection, name_key: str) -> ProfileStats | None:
    """Statistics over the finished games of one profile (None for no such profile):
    its games without a handicap, and apart from them (``with_handicaps``, None
    when there are none) its handicap games."""
    profile = conn.execute("SELECT id, name FROM profiles WHERE name_key = ?", (name_key,)).fetchone()
    if profile is None:
        return None
    profile_id, name = profile
    plain = _figures(conn, profile_id, str(name), NO_HANDICAP_ROWS)
    handicapped = _figures(conn, profile_id, str(name), HANDICAP_ROWS)
    in_teams = _figures(conn, profile_id, str(name), "1", TEAM_SEATS)
    latest = conn.execute(
        """SELECT s.seat FROM game_seats s JOIN games g ON g.id = s.game_id
           WHERE s.profile_id = ? AND g.finished = 1 ORDER BY g.finished_at DESC, g.id DESC LIMIT 1""",
        (profile_id,)).fetchone()
    seat = latest[0] if latest is not None else None
    return dataclasses.replace(
        plain, seat=int(seat) if seat is not None else None,
        with_handicaps=handicapped if handicapped.games else None,
        in_teams=in_teams if in_teams.games else None)


def high_scores(conn: sqlite3.Connection, limit: int = 10) -> list[HighScore]:
    """The best classic game scores of all players, best first (earlier first on a tie); a
    score made with a handicap says so (``HighScore.handicap``).  A Duplicate total is
    no game score to set beside them: those are left out."""
    rows = conn.execute(
        """SELECT p.name, s.score, g.finished_at, g.id, g.preset, s.won, p.kind, s.handicap FROM game_seats s
           JOIN games g ON g.id = s.game_id JOIN profiles p ON p.id = s.profile_id
           WHERE g.finished = 1 AND g.mode = 'classic' ORDER BY s.score DESC, g.finished_at LIMIT ?""",
        (max(0, min(limit, 1000)),),
    ).fetchall()
    return [HighScore(finished_at=float(r[2]), score=int(r[1]), won=bool(r[5]), game_id=str(r[3]),
                      name=str(r[0]), preset=str(r[4]), kind=str(r[6]),
                      handicap=stored_handicap(r[7]) if r[7] is not None else None,
                      with_handicap=r[7] is not None) for r in rows]
