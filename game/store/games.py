"""The saved games: created, written move by move, listed, resumed, finished, exported."""

from __future__ import annotations

import dataclasses
import json
import logging
import sqlite3
import time
import uuid
import zlib
from collections.abc import Sequence
from typing import Any

from game.i18n import _
from game.rules.errors import FormatError
from game.rules.game import Game
from game.rules.save import game_from_json
from game.rules.teams import TEAM_SIZE, Team
from game.words import error_text

from . import stats
from .database import MEMORY, READ_ONLY, OpenedDatabase
from .duplicate import (
    CLASSIC,
    DUPLICATE,
    apply_duplicate_session,
    duplicate_stats,
    load_duplicate_state,
    store_duplicate_results,
)
from .profiles import SeatProfile
from .profiles import remember_seats as remember_seat_profiles
from .profiles import seat_profiles as read_seat_profiles
from .records import (
    MAX_HINT_RUNG,
    MAX_KIND_CHARS,
    MAX_PENDING_CHARS,
    MAX_PHONE_TABLE_CHARS,
    MAX_PRESET_CHARS,
    MAX_STATE_CHARS,
    DamagedGame,
    GameSummary,
    HighScore,
    PhoneTable,
    Profile,
    ProfileStats,
    SavedDuplicate,
    SavedGame,
    Seat,
    SessionState,
    StoreError,
    TurnEntry,
    check_text,
    clean_name,
)
from .schema import TEAM_KIND, computer_profile_key, transaction
from .validate import apply_session, load_state

log = logging.getLogger(__name__)


def pack_state(state: str) -> bytes:
    """A state as stored: zlib-compressed JSON (a long game's state, undo
    stack included, shrinks about fifteen times)."""
    return zlib.compress(state.encode("utf-8"), 6)


def unpack_state(value: object) -> str:
    """A stored state back as JSON text; plain text is read as it is.

    Raises:
        DamagedGame: if it does not decompress, or would exceed the size cap.
    """
    if isinstance(value, str):
        return value
    if not isinstance(value, bytes) or not value:
        raise DamagedGame(_("the saved game's state is missing"))
    try:
        inflater = zlib.decompressobj()
        raw = inflater.decompress(value, MAX_STATE_CHARS + 1)
        if len(raw) > MAX_STATE_CHARS or inflater.unconsumed_tail or not inflater.eof:
            raise DamagedGame(_("the saved game's state is cut short or far too large"))
        return raw.decode("utf-8")
    except (zlib.error, UnicodeDecodeError) as exc:
        raise DamagedGame(_("the saved game's state is damaged ({reason})").format(reason=exc)) from None


def name_key(name: str) -> str:
    """Profiles match names case-insensitively: ``ana`` and ``ANA`` are one player."""
    return clean_name(name).casefold()


def profile_key(name: str, kind: str = "human") -> str:
    """The key of the profile a seat plays for: a person's by name, a computer's by
    level and name, so that a person named like a computer is another profile."""
    key = name_key(name)
    return key if kind == "human" else computer_profile_key(kind, key)


def _kind(kind: object) -> str:
    text = check_text("seat kind", str(kind), MAX_KIND_CHARS)
    if not text.isidentifier():
        raise StoreError(f"a seat kind is a plain word, not {text!r}")
    return text


def _seat(seat: Seat) -> Seat:
    return Seat(clean_name(seat.name), _kind(seat.kind), tuple(_kind(k) for k in seat.partner_kinds[:TEAM_SIZE]))


def _scores(text: object) -> tuple[int, ...]:
    try:
        data = json.loads(text)  # type: ignore[arg-type]
        return tuple(int(x) for x in data)
    except Exception:  # a damaged row shows no scores; it never stops the list
        return ()


def _undecodable(exc: sqlite3.Error) -> bool:
    """Whether SQLite could not hand over a text column (bytes that are not UTF-8):
    that one row is damaged, the store itself is not."""
    return "could not decode" in str(exc).lower()


def _damaged_text() -> str:
    return _("some of the saved game's text is damaged (not UTF-8)")


def _stamp(value: object) -> float:
    try:
        return float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError):
        return 0.0


class GameStore:
    """All reads and writes of saved games, profiles and statistics on one
    connection.  Use one ``GameStore`` per thread: the window reads through
    its own, and :class:`game.store.writer.BackgroundWriter` writes through
    another it opens on its thread.

    Every write is one transaction; write methods raise :class:`StoreError`
    when the store is read-only, and ``sqlite3.Error`` when the disk says no.
    """

    def __init__(self, opened: OpenedDatabase) -> None:
        self.opened = opened
        self.conn = opened.conn

    @property
    def read_only(self) -> bool:
        return self.opened.mode == READ_ONLY

    @property
    def kept(self) -> bool:
        """False when games are held in memory only (see ``opened.notice``)."""
        return self.opened.mode != MEMORY

    def close(self) -> None:
        self.conn.close()

    def _writable(self) -> sqlite3.Connection:
        if self.read_only:
            raise StoreError(self.opened.notice or _("the saved games are read-only"))
        return self.conn

    # ------------------------------------------------------------- profiles
    def _profile_id(self, conn: sqlite3.Connection, name: str, now: float, kind: str = "human") -> int:
        key = profile_key(name, kind)
        row = conn.execute("SELECT id FROM profiles WHERE name_key = ?", (key,)).fetchone()
        if row is not None:
            return int(row[0])
        cursor = conn.execute("INSERT INTO profiles (name, name_key, created, kind) VALUES (?, ?, ?, ?)",
                              (clean_name(name), key, now, kind))
        return int(cursor.lastrowid or 0)

    def ensure_profile(self, name: str) -> None:
        """Remember a player name (the first spelling used is the one shown)."""
        conn = self._writable()
        with transaction(conn):
            self._profile_id(conn, name, time.time())

    def profiles(self) -> list[Profile]:
        """Every remembered player, alphabetically, a person before a computer of the same name."""
        # a partner's seat is their own at the table (game_partners), the one their mark
        # had on the scoreboard, not their team's place in the playing order
        rows = self.conn.execute(
            """SELECT p.name, p.kind, (SELECT seat FROM (
                                           SELECT s.seat, g.finished_at, g.id FROM game_seats s
                                           JOIN games g ON g.id = s.game_id
                                           WHERE s.profile_id = p.id AND g.finished = 1
                                           UNION ALL
                                           SELECT t.seat, g.finished_at, g.id FROM game_partners t
                                           JOIN games g ON g.id = t.game_id
                                           WHERE t.profile_id = p.id AND g.finished = 1)
                                       ORDER BY finished_at DESC, id DESC LIMIT 1)
               FROM profiles p""").fetchall()
        found = [Profile(str(name), str(kind), None if seat is None else int(seat)) for name, kind, seat in rows]
        return sorted(found, key=lambda p: (name_key(p.name), p.is_computer, p.kind))

    def seat_profiles(self) -> list[SeatProfile]:
        """Every person's child mark and usual handicap, for the New game page."""
        return read_seat_profiles(self.conn)

    def remember_seats(self, seats: Sequence[SeatProfile]) -> None:
        """Keep each person's child mark and handicap in their profile (a game starts)."""
        remember_seat_profiles(self._writable(), seats)

    def profile_stats(self, name: str, kind: str = "human") -> ProfileStats | None:
        """A player's statistics over finished games (None for an unknown name):
        a person's by default, the computer's at level ``kind`` otherwise."""
        key = profile_key(name, kind)
        found = stats.profile_stats(self.conn, key)
        if found is None:
            return None
        (profile_id,) = self.conn.execute("SELECT id FROM profiles WHERE name_key = ?", (key,)).fetchone()
        return dataclasses.replace(found, duplicate=duplicate_stats(self.conn, int(profile_id)))

    def high_scores(self, limit: int = 10) -> list[HighScore]:
        return stats.high_scores(self.conn, limit)

    # ----------------------------------------------------------------- games
    @staticmethod
    def new_game_id() -> str:
        return uuid.uuid4().hex

    def create_game(self, game_id: str, seats: Sequence[Seat], preset: str,
                    entry: TurnEntry, mode: str = CLASSIC) -> None:
        """Start the record of a game: its seats in playing order, the rule
        preset's name, and the dealt game (``TurnEntry.capture(game, "start")``;
        for a game of Duplicate, ``mode`` DUPLICATE and
        ``game.store.duplicate.duplicate_entry(game, "start")``)."""
        conn = self._writable()
        with transaction(conn):
            self.insert_game(conn, game_id, seats, preset, entry, mode)

    def insert_game(self, conn: sqlite3.Connection, game_id: str, seats: Sequence[Seat],
                    preset: str, entry: TurnEntry, mode: str = CLASSIC) -> None:
        """``create_game`` inside a transaction the caller holds."""
        seats = [_seat(s) for s in seats]
        preset = check_text("preset name", str(preset), MAX_PRESET_CHARS)
        if mode not in (CLASSIC, DUPLICATE):
            raise StoreError(f"no kind of game is called {mode!r}")
        if len(entry.scores) != len(seats):
            raise StoreError("a game needs one seat per player")
        conn.execute(
            "INSERT INTO games (id, created, updated, preset, scores, mode, rounds) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (game_id, entry.created, entry.created, preset, json.dumps(list(entry.scores)), mode,
             entry.round_number))
        # a seat's handicap is kept from the start, so the saved games can say so
        try:
            teams: tuple[Team, ...] = ()
            if mode == DUPLICATE:
                dealt = load_duplicate_state(entry.state)
                handicaps = stats.seat_handicaps(dealt.rules, list(dealt.handicaps))
            else:
                saved = game_from_json(entry.state)
                handicaps = stats.seat_handicaps(saved.rules, saved.handicaps)
                teams = saved.teams
        except (FormatError, ValueError, DamagedGame):
            handicaps, teams = [], ()  # the state is checked when the game is loaded, not here
        for player, seat in enumerate(seats):
            team = teams[player] if player < len(teams) else None
            # a team's figures are its own profile's, apart from each partner's (docs/rules.md, "Teams")
            profile = self._profile_id(conn, seat.name, entry.created, TEAM_KIND if team else seat.kind)
            conn.execute(
                "INSERT INTO game_seats (game_id, player, profile_id, name, kind, handicap) "
                "VALUES (?, ?, ?, ?, ?, ?)", (game_id, player, profile, seat.name, seat.kind,
                                              handicaps[player] if player < len(handicaps) else None))
            if team is not None:
                self._insert_partners(conn, game_id, player, seat, team, entry.created)
        self._insert_turn(conn, game_id, entry)

    def _insert_partners(self, conn: sqlite3.Connection, game_id: str, player: int, seat: Seat,
                         team: Team, now: float) -> None:
        """Each partner of the team playing ``player``, under their own profile: a person's
        by name, a computer's at its level (the seat's own kind when not known)."""
        kinds = seat.partner_kinds if len(seat.partner_kinds) == len(team.names) else (seat.kind,) * len(team.names)
        for name, at, kind in zip(team.names, team.seats, kinds):
            profile = self._profile_id(conn, name, now, kind)
            conn.execute("INSERT INTO game_partners (game_id, player, seat, profile_id, name, kind) "
                         "VALUES (?, ?, ?, ?, ?, ?)", (game_id, player, at, profile, clean_name(name), kind))

    def _insert_turn(self, conn: sqlite3.Connection, game_id: str, entry: TurnEntry) -> int:
        finished = conn.execute("SELECT finished, mode FROM games WHERE id = ?", (game_id,)).fetchone()
        if finished is None:
            raise StoreError("that game is not in the saved games")
        if finished[0]:
            raise StoreError("that game is finished; no more moves are kept for it")
        seq = conn.execute("SELECT coalesce(max(seq), 0) + 1 FROM turns WHERE game_id = ?",
                           (game_id,)).fetchone()[0]
        conn.execute(
            "INSERT INTO turns (game_id, seq, kind, notation, state, created) VALUES (?, ?, ?, ?, ?, ?)",
            (game_id, seq, entry.kind, entry.notation, pack_state(entry.state), entry.created))
        # Only the newest state is kept: it holds the whole move list and undo
        # stack, so earlier ones add nothing but a file growing with the square
        # of the game's length.  Cleared in the same transaction as the insert.
        conn.execute("UPDATE turns SET state = X'' WHERE game_id = ? AND seq < ?", (game_id, seq))
        conn.execute("UPDATE games SET updated = ?, scores = ?, rounds = coalesce(?, rounds) WHERE id = ?",
                     (entry.created, json.dumps(list(entry.scores)), entry.round_number, game_id))
        if entry.over:
            # Finished in the same transaction as the last move, so a game
            # that is over is never offered as unfinished.
            if finished[1] == DUPLICATE:
                store_duplicate_results(conn, game_id, load_duplicate_state(entry.state))
            else:
                game = Game.from_json(entry.state)
                stats.store_results(conn, game_id, stats.seat_results(game, entry.state))
            conn.execute("UPDATE games SET finished = 1, finished_at = ? WHERE id = ?",
                         (entry.created, game_id))
            conn.execute("DELETE FROM sessions WHERE game_id = ?", (game_id,))
        return int(seq)

    def record_turn(self, game_id: str, entry: TurnEntry) -> int:
        """Keep one move (play, exchange, pass, challenge, timeout, swap, undo,
        end) with the whole state after it; a move that ends the game also
        marks it finished and stores every player's results.  Returns the
        move's number (``seq``), which a session names to follow it."""
        conn = self._writable()
        with transaction(conn):
            return self._insert_turn(conn, game_id, entry)

    def record_session(self, game_id: str, session: SessionState) -> None:
        """Keep the clock, hints and open decision (on pause and on close)."""
        conn = self._writable()
        pending = session.pending
        if pending is not None:
            check_text("open decision", pending, MAX_PENDING_CHARS)
        clock = session.clock_remaining
        if clock is not None and not 0.0 <= clock < 1e7:
            raise StoreError(f"the clock cannot show {clock} seconds")
        if not 0 <= session.hint_rung <= MAX_HINT_RUNG:
            raise StoreError(f"the hint ladder has no rung {session.hint_rung}")
        phone_table = session.phone_table.to_json()
        if len(phone_table) > MAX_PHONE_TABLE_CHARS:
            raise StoreError("the phones' table is too big to keep")
        with transaction(conn):
            if conn.execute("SELECT 1 FROM games WHERE id = ? AND finished = 0",
                            (game_id,)).fetchone() is None:
                return  # finished or deleted meanwhile: nothing to resume
            conn.execute(
                "INSERT OR REPLACE INTO sessions"
                " (game_id, clock_remaining, hints_used, pending, saved, turn, hint_rung, phones, phone_table)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, clock, json.dumps([int(h) for h in session.hints_used]), pending,
                 session.saved, session.turn, int(session.hint_rung),
                 json.dumps(sorted({int(p) for p in session.phones})), phone_table))

    def delete_game(self, game_id: str) -> None:
        """Forget a game, its moves and its session (statistics of a finished game go too)."""
        conn = self._writable()
        with transaction(conn):
            conn.execute("DELETE FROM games WHERE id = ?", (game_id,))

    # --------------------------------------------------------------- reading
    def _summaries(self, finished: bool, limit: int) -> list[GameSummary]:
        rows = self.conn.execute(
            "SELECT rowid FROM games WHERE finished = ? ORDER BY updated DESC, id LIMIT ?",
            (int(finished), max(0, min(limit, 10_000)))).fetchall()
        return self._summary_rows([int(row[0]) for row in rows], finished)

    def _summary_rows(self, rowids: list[int], finished: bool) -> list[GameSummary]:
        """One summary a game, each read on its own: a game whose text the store cannot
        read (bytes that are not UTF-8) is listed with its ``problem``, to be deleted,
        and never hides the others."""
        out: list[GameSummary] = []
        for rowid in rowids:
            try:
                (game_id,) = self.conn.execute("SELECT id FROM games WHERE rowid = ?", (rowid,)).fetchone()
            except sqlite3.OperationalError as exc:
                if not _undecodable(exc):
                    raise
                log.warning("a saved game whose id cannot be read is left out: %s", exc)
                continue  # without its id it can be neither resumed nor deleted
            game_id = str(game_id)
            try:
                out.append(self._summary(game_id, finished))
            except sqlite3.OperationalError as exc:
                if not _undecodable(exc):
                    raise
                created, updated = self.conn.execute(  # numbers: cast, they are read whatever they hold
                    "SELECT CAST(created AS REAL), CAST(updated AS REAL) FROM games WHERE id = ?",
                    (game_id,)).fetchone()
                out.append(GameSummary(game_id, _stamp(created), _stamp(updated), "", (), (), (), finished,
                                       problem=_damaged_text()))
        return out

    def _summary(self, game_id: str, finished: bool) -> GameSummary:
        created, updated, preset, scores, mode, rounds = self.conn.execute(
            "SELECT created, updated, preset, scores, mode, rounds FROM games WHERE id = ?", (game_id,)).fetchone()
        seats = self.seats(game_id)
        handicaps = self.conn.execute(
            "SELECT 1 FROM game_seats WHERE game_id = ? AND handicap IS NOT NULL LIMIT 1",
            (game_id,)).fetchone() is not None
        return GameSummary(
            game_id, _stamp(created), _stamp(updated), str(preset),
            tuple(s.name for s in seats), tuple(s.kind for s in seats), _scores(scores),
            finished, handicaps=handicaps, mode=DUPLICATE if mode == DUPLICATE else CLASSIC,
            rounds=rounds if isinstance(rounds, int) and 0 <= rounds <= 1000 else None)

    def unfinished_games(self, limit: int = 100, *, check: bool = False) -> list[GameSummary]:
        """Games to resume or delete, most recently played first.

        With ``check`` every game is loaded and checked whole (tens of
        milliseconds a game: call it off the frame loop), and ``problem``
        says why a game cannot be resumed; offer those for deletion only.
        """
        summaries = self._summaries(False, limit)
        if not check:
            return summaries
        out: list[GameSummary] = []
        for summary in summaries:
            if summary.problem is not None:
                out.append(summary)  # its row cannot be read: not to be resumed
                continue
            try:
                self.load_saved(summary.game_id)
                out.append(summary)
            except DamagedGame as exc:
                out.append(dataclasses.replace(summary, problem=str(exc)))
        return out

    def finished_games(self, limit: int = 100) -> list[GameSummary]:
        return self._summaries(True, limit)

    def profile_games(self, name: str, limit: int = 100, kind: str = "human") -> list[GameSummary]:
        """The finished classic games a player sat in (names match case-insensitively), newest
        first: a person's by default, the computer's at level ``kind`` otherwise; a
        partner's games on a team too (docs/rules.md, "Teams"; their Duplicate games are
        in ``ProfileStats.duplicate``)."""
        key = profile_key(name, kind)
        rows = self.conn.execute(
            """SELECT g.rowid FROM games g WHERE g.finished = 1 AND g.mode = 'classic' AND g.id IN (
                   SELECT s.game_id FROM game_seats s JOIN profiles p ON p.id = s.profile_id WHERE p.name_key = ?
                   UNION SELECT t.game_id FROM game_partners t JOIN profiles q ON q.id = t.profile_id
                   WHERE q.name_key = ?)
               ORDER BY g.finished_at DESC, g.id LIMIT ?""",
            (key, key, max(0, min(limit, 10_000))),
        ).fetchall()
        return self._summary_rows([int(row[0]) for row in rows], True)

    def seats(self, game_id: str) -> tuple[Seat, ...]:
        rows = self.conn.execute(
            "SELECT name, kind FROM game_seats WHERE game_id = ? ORDER BY player", (game_id,)
        ).fetchall()
        return tuple(Seat(str(n), str(k)) for n, k in rows)

    def _latest_state(self, game_id: str) -> str:
        return self._latest_turn(game_id)[1]

    def _latest_turn(self, game_id: str) -> tuple[int, str]:
        """The number of the last move kept and the state after it."""
        row = self.conn.execute(
            "SELECT seq, state FROM turns WHERE game_id = ? ORDER BY seq DESC LIMIT 1", (game_id,)
        ).fetchone()
        if row is None:
            raise DamagedGame(_("that game is not in the saved games"))
        return int(row[0]), unpack_state(row[1])

    def session(self, game_id: str) -> SessionState | None:
        try:
            row = self.conn.execute(
                "SELECT clock_remaining, hints_used, pending, saved, turn, hint_rung, phones, phone_table"
                " FROM sessions"
                " WHERE game_id = ?", (game_id,)).fetchone()
        except sqlite3.OperationalError as exc:
            if not _undecodable(exc):
                raise
            return None  # a damaged session: the game resumes from its last move
        if row is None:
            return None
        clock, hints, pending, saved, turn, rung, phones, phone_table = row
        try:
            return SessionState(None if clock is None else float(clock), _scores(hints),
                                None if pending is None else str(pending)[:MAX_PENDING_CHARS],
                                float(saved), None if turn is None else int(turn), int(rung),
                                _scores(phones), PhoneTable.from_json(phone_table))
        except (TypeError, ValueError, OverflowError):
            return None  # a damaged session: the game resumes from its last move

    def load_game(self, game_id: str) -> SavedGame:
        """An unfinished game exactly where it was left, checked whole.

        Raises:
            DamagedGame: if it is finished, missing, or fails the check; the
                message says why, and the game is not to be offered.
        """
        row = self._unfinished_row(game_id)
        if row[3] == DUPLICATE:
            raise DamagedGame(_("that is a game of Duplicate"))
        try:
            return self._load_checked(game_id, row)
        except (TypeError, ValueError, OverflowError, RecursionError) as exc:
            # load_state turns its own surprises into DamagedGame; these are the rows' own
            raise DamagedGame(_("the saved game's state is damaged ({reason})").format(reason=error_text(exc))) from None
        except sqlite3.OperationalError as exc:
            if not _undecodable(exc):
                raise
            raise DamagedGame(_damaged_text()) from None

    def _unfinished_row(self, game_id: str) -> Any:
        """The game's preset, finished mark, last change and mode, for a game to resume.

        Raises:
            DamagedGame: if there is no such game, or it is finished.
        """
        row = self.conn.execute(
            "SELECT preset, finished, updated, mode FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise DamagedGame(_("that game is not in the saved games"))
        if row[1]:
            raise DamagedGame(_("that game is finished"))
        return row

    def load_saved(self, game_id: str) -> SavedGame | SavedDuplicate:
        """An unfinished game of either kind (:meth:`load_game`, :meth:`load_duplicate`).

        Raises:
            DamagedGame: as they do.
        """
        row = self._unfinished_row(game_id)
        return self.load_duplicate(game_id) if row[3] == DUPLICATE else self.load_game(game_id)

    def load_duplicate(self, game_id: str) -> SavedDuplicate:
        """An unfinished Duplicate game exactly where it was left: the round in play, its
        rack and submissions, and the session's round clock and hints; checked whole.

        Raises:
            DamagedGame: if it is finished, missing, not a Duplicate game, or fails the
                check; the message says why, and the game is not to be offered.
        """
        row = self._unfinished_row(game_id)
        if row[3] != DUPLICATE:
            raise DamagedGame(_("that is not a game of Duplicate"))
        try:
            turn, state = self._latest_turn(game_id)
            game = load_duplicate_state(state)
            if game.over:
                raise DamagedGame(_("that game is finished"))
            seats = self.seats(game_id)
            if len(seats) != game.seats:
                raise DamagedGame(_("the saved game's seats do not match its players"))
            session = self.session(game_id)
            if session is not None:
                if session.turn == turn:
                    apply_duplicate_session(game, session)
                else:
                    session = None  # kept with an earlier state: the last state is newer
            return SavedDuplicate(game_id, game, seats, str(row[0]), session, float(row[2]), turn)
        except (TypeError, ValueError, OverflowError, RecursionError) as exc:
            raise DamagedGame(_("the saved game's state is damaged ({reason})").format(reason=error_text(exc))) from None
        except sqlite3.OperationalError as exc:
            if not _undecodable(exc):
                raise
            raise DamagedGame(_damaged_text()) from None

    def _load_checked(self, game_id: str, row: Any) -> SavedGame:
        turn, state = self._latest_turn(game_id)
        game = load_state(state)
        if game.over:
            raise DamagedGame(_("that game is finished"))
        seats = self.seats(game_id)
        if len(seats) != len(game.players):
            raise DamagedGame(_("the saved game's seats do not match its players"))
        session = self.session(game_id)
        if session is not None:
            if session.turn == turn:
                apply_session(game, session)
            else:
                session = None  # kept with an earlier move: the last move's state is newer
        return SavedGame(game_id, game, seats, str(row[0]), session, float(row[2]), turn)

    def continue_game(self) -> SavedGame | None:
        """The most recently played unfinished game that can be resumed, if any."""
        for summary in self.unfinished_games(limit=20):
            if summary.problem is not None:
                continue
            try:
                return self.load_game(summary.game_id)
            except DamagedGame:
                continue
        return None

    def final_game(self, game_id: str) -> Game:
        """A finished game with its full move list (for the replay viewer).

        Raises:
            DamagedGame: if it is not a finished game or cannot be read.
        """
        row = self.conn.execute("SELECT finished, mode FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None or not row[0]:
            raise DamagedGame(_("that is not a finished game"))
        if row[1] == DUPLICATE:
            raise DamagedGame(_("that is a game of Duplicate"))
        return load_state(self._latest_state(game_id))

    def export_gcg(self, game_id: str) -> str:
        """A finished game as GCG text.  Names are stored without control
        characters, and those in the game record are cleaned the same way, so
        a name can never start a line of its own."""
        game = self.final_game(game_id)
        for player in game.players:
            player.name = clean_name(player.name)
        return game.to_gcg()
