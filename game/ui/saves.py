"""The window's saved games: the store opened once at start, every write on its own thread.

:class:`GameSaves` is owned by the app (``ctx.saves``).  Each game played on
screen, attract-mode games excepted, is one row in the store from its first
move: the play scene's turn flow writes every move through a
:class:`GameRecorder`, and the turn clock's time left, hints used and any open
decision when the game is paused or the window closes; the Duplicate scene writes
its game's every change through a :class:`~game.ui.scenes.duplicate_parts.keeping.DuplicateRecorder`
(:meth:`GameSaves.duplicate_recorder`).  Writes go to the
store's :class:`~game.store.BackgroundWriter`, so a frame never waits for the
disk; reads (the menu's Continue and saved-games list) run on worker threads
after :meth:`GameSaves.flush`, so they see every move written.

A write that fails reaches the window as a sentence: the writer's thread puts
it on a queue and the app shows it as a toast (:meth:`GameSaves.take_errors`).
"""

from __future__ import annotations

import dataclasses
import logging
import queue
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar, overload

from game.engine.levels import STAND_IN
from game.i18n import _
from game.rules.duplicate import DuplicateGame
from game.rules.game import Game
from game.setup.seats import SeatConfig
from game.store import (
    BackgroundWriter,
    DamagedGame,
    GameStore,
    GameSummary,
    HighScore,
    PendingTurn,
    PhoneTable,
    Profile,
    ProfileStats,
    SavedDuplicate,
    SavedGame,
    Seat,
    SeatProfile,
    SessionState,
    StoreError,
    open_store,
)
from game.store.duplicate import DUPLICATE, duplicate_entry
from game.store.locks import FREE, PROGRAM, UNUSABLE, GameLocks
from game.ui.scenes.duplicate_parts.keeping import DuplicateRecorder

T = TypeVar("T")
log = logging.getLogger(__name__)

MAX_LISTED = 50  # the saved-games page lists this many, most recently played first
MAX_HIGH_SCORES = 10  # lines in the statistics screen's high-score table


class GameRecorder:
    """Writes one game's moves and sessions; made by :meth:`GameSaves.recorder`."""

    def __init__(self, saves: GameSaves, game_id: str, turn: int) -> None:
        self.saves = saves
        self.game_id = game_id
        # The number (seq) of the last move the store kept, or None while the last move
        # handed to it failed to be written: a session names the move it follows, and a
        # move that was not kept is no move of the store's.  Set on the writer's thread
        # only, where the sessions read it too, in the order the writes were queued.
        self.kept: int | None = turn
        #: the players (playing order) on their phones now, kept with each session
        self.phones: tuple[int, ...] = ()
        #: their phones' port, links and rack orders, kept with each session (Continue keeps them)
        self.phone_table = PhoneTable()

    def turn(self, game: Game, kind: str) -> None:
        """Keep the game as it is after a move of ``kind`` (see ``game.store.TURN_KINDS``)."""
        try:
            entry = PendingTurn.capture(game, kind)
        except StoreError as exc:
            self.saves.report(str(exc))
            self.saves.writer.submit(self._lost)  # after the writes queued before it
            return
        game_id = self.game_id

        def write(store: GameStore) -> None:
            self._lost(store)  # until this move is in the store (a failed write leaves it so)
            self.kept = store.record_turn(game_id, entry.entry())

        self.saves.writer.submit(write)

    def _lost(self, _store: GameStore) -> None:
        """The last move was not kept (on the writer's thread)."""
        self.kept = None

    def session(self, game: Game, clock_remaining: float | None, pending: str | None, hint_rung: int) -> None:
        """Keep what changes between moves: time left, hints used, an open decision, the
        hint ladder's rung, with the number of the move they follow (as the store numbered
        it, on the writer's thread: after a move that failed to be written, none)."""
        hints = tuple(p.hints_used for p in game.players)
        game_id, phones, phone_table = self.game_id, self.phones, self.phone_table

        def write(store: GameStore) -> None:
            store.record_session(game_id, SessionState(clock_remaining, hints, pending, turn=self.kept,
                                                       hint_rung=hint_rung, phones=phones,
                                                       phone_table=phone_table))

        self.saves.writer.submit(write)


class GameSaves:
    """The store and its writer, for one run of the window.

    ``GameSaves.open(directory)`` never raises: a damaged or read-only file
    comes back as sentences in :meth:`take_notices`.
    """

    def __init__(self, store: GameStore, notices: list[str]) -> None:
        self.store = store
        # Reads run on worker threads over the window's connection; closing it while
        # one is inside SQLite would pull the memory from under it.
        self._reading = threading.Lock()
        self._notices = list(notices)
        self._errors: queue.SimpleQueue[str] = queue.SimpleQueue()
        self.writer = BackgroundWriter(store.opened, on_error=self.report)
        # the game this window plays is locked, so a second window on the same folder keeps off it
        kept = store.kept and not store.read_only
        self.locks = GameLocks(store.opened.path.parent if kept else None)

    @classmethod
    def open(cls, directory: Path) -> GameSaves:
        store, notices = open_store(directory)
        return cls(store, notices)

    # ------------------------------------------------------------ messages
    def report(self, message: str) -> None:
        """A write failed (called on the writer's thread): the window shows it next frame."""
        log.warning("saving: %s", message)
        self._errors.put(message)

    def take_errors(self) -> list[str]:
        out: list[str] = []
        while True:
            try:
                out.append(self._errors.get_nowait())
            except queue.Empty:
                return out

    def take_notices(self) -> list[str]:
        """What the player should hear about the saved games once (damaged file set aside...)."""
        notices, self._notices = self._notices, []
        return notices

    @property
    def problem(self) -> str | None:
        """Why games are not kept on disk, or None when they are."""
        if self.store.kept and not self.store.read_only:
            return None
        return self.store.opened.notice or _("Games cannot be saved this time.")

    # ------------------------------------------------------------- writing
    def recorder(self, game: Game, seats: list[SeatConfig], game_id: str | None = None,
                 turn: int = 1) -> GameRecorder | None:
        """A recorder for ``game``: a new row for a new game (``game_id`` None), else
        the saved game's own, whose last move kept is number ``turn``; None when the
        store cannot be written."""
        if self.store.read_only:
            return None
        resumed = game_id is not None
        if game_id is None:
            try:
                entry = PendingTurn.capture(game, "start")
            except StoreError as exc:
                self.report(str(exc))
                return None
            game_id = GameStore.new_game_id()
            self.locks.release_all()
            self.locks.acquire(game_id)
            self.writer.create_game(game_id, [Seat(s.name, s.kind, s.partner_kinds) for s in seats], game.rules.name, entry)
        else:
            self.locks.release_all(keep=game_id)
            if not self.locks.acquire(game_id):
                self.report(self._refusal(game_id))  # taken meanwhile: this window's moves are not written
                return None
        return GameRecorder(self, game_id, turn if resumed else 1)

    def duplicate_recorder(self, game: DuplicateGame, seats: list[SeatConfig], game_id: str | None = None,
                           turn: int = 1) -> DuplicateRecorder | None:
        """A recorder for a Duplicate ``game``, as :meth:`recorder` makes one for a classic game:
        a new row of its own kind, or the saved game's own (its last state kept is number ``turn``)."""
        if self.store.read_only:
            return None
        if game_id is None:
            try:
                entry = duplicate_entry(game, "start")
            except StoreError as exc:
                self.report(str(exc))
                return None
            new_id = GameStore.new_game_id()
            self.locks.release_all()
            self.locks.acquire(new_id)
            kept = [Seat(s.name, s.kind) for s in seats]
            preset = game.rules.name
            self.writer.submit(lambda store: store.create_game(new_id, kept, preset, entry, DUPLICATE))
            return DuplicateRecorder(self, new_id, 1)
        self.locks.release_all(keep=game_id)
        if not self.locks.acquire(game_id):
            self.report(self._refusal(game_id))
            return None
        return DuplicateRecorder(self, game_id, turn)

    def remember_seats(self, seats: list[SeatProfile]) -> None:
        """Keep each person's child mark and handicap in their profile, on the writer's
        thread (a game starts); nothing when the store cannot be written."""
        if self.store.read_only or not seats:
            return
        kept = list(seats)
        self.writer.submit(lambda store: store.remember_seats(kept))

    def delete(self, game_id: str) -> None:
        """Forget a saved game, unless another window plays it (then say so)."""
        refusal = self._refusal(game_id, free=True)
        if refusal is not None:
            self.report(refusal)
            return
        self.writer.delete_game(game_id)

    def flush(self) -> bool:
        """Wait until every write queued so far is done (call it off the frame loop)."""
        return self.writer.flush()

    def close(self) -> None:
        """Write what is queued and stop the writer (the window is closing)."""
        if not self.writer.close():
            log.warning("saving did not finish before the window closed")
        self.locks.release_all()
        with self._reading:
            self.store.close()

    # ------------------------------------------------------------- reading
    # Each of these flushes first and reads the disk: call them on a worker thread.
    def _read(self, read: Callable[[], T]) -> T:
        """``read()`` after every queued write, never while the connection closes."""
        self.flush()
        with self._reading:
            return read()

    def latest(self) -> tuple[str | None, list[GameSummary]]:
        """The game Continue resumes (the newest that loads) and the saved-games list,
        each game checked on its own: one that cannot be resumed is listed with its
        ``problem`` (to delete), and the others stay playable."""
        def read() -> tuple[str | None, list[GameSummary]]:
            # the menu is showing: this window plays no game now
            self.locks.release_all()
            games = []
            for game in self.store.unfinished_games(MAX_LISTED, check=True):
                refusal = self._refusal(game.game_id, free=True) if game.problem is None else None
                games.append(game if refusal is None else
                             dataclasses.replace(game, problem=refusal, locked=True))
            newest = next((g.game_id for g in games if g.problem is None), None)
            return newest, games

        return self._read(read)

    def load(self, game_id: str) -> SavedGame | SavedDuplicate:
        """A saved game of either kind (classic, or Duplicate: ``GameSummary.mode``), checked whole.

        Raises:
            DamagedGame: with a sentence saying why it cannot be resumed, or why it is
                locked (open in another window, held by another program, or no lock
                can be taken).
        """
        if not self.locks.acquire(game_id):
            raise DamagedGame(self._refusal(game_id))
        try:
            return self._read(lambda: self.store.load_saved(game_id))
        except BaseException:
            self.locks.release(game_id)
            raise

    @overload
    def _refusal(self, game_id: str) -> str: ...

    @overload
    def _refusal(self, game_id: str, free: bool) -> str | None: ...

    def _refusal(self, game_id: str, free: bool = False) -> str | None:
        """Why ``game_id`` is locked from this window, by who holds it; when it is free,
        None with ``free`` (a probe), else that another window holds it (it was
        taken a moment ago, and let go since)."""
        holder = self.locks.holder(game_id)
        if holder == UNUSABLE:
            return self.locks.problem or locks_unusable()
        if holder == PROGRAM:
            return locked_by_program()
        if holder == FREE and free:
            return None
        return open_elsewhere()

    def seat_profiles(self) -> list[SeatProfile]:
        """Every person's child mark and usual handicap (the New game page fills seats from them)."""
        return self._read(self.store.seat_profiles)

    def statistics(self) -> tuple[list[Profile], list[HighScore]]:
        """Every profile and the high-score table."""
        return self._read(lambda: (self.store.profiles(), self.store.high_scores(MAX_HIGH_SCORES)))

    def profile(self, who: Profile) -> tuple[ProfileStats | None, list[GameSummary]]:
        """One player's statistics and finished games, newest first."""
        return self._read(lambda: (self.store.profile_stats(who.name, who.kind),
                                   self.store.profile_games(who.name, MAX_LISTED, who.kind)))

    def finished(self, game_id: str) -> Game:
        """A finished game with its whole move list (to watch it again).

        Raises:
            DamagedGame: with a sentence saying why it cannot be read.
        """
        return self._read(lambda: self.store.final_game(game_id))

    def export_gcg(self, game_id: str) -> str:
        """A finished game's record as GCG text (raises DamagedGame like :meth:`finished`)."""
        return self._read(lambda: self.store.export_gcg(game_id))


def open_elsewhere() -> str:
    """Why a saved game cannot be resumed in this window: another copy plays it."""
    return _("this game is open in another window; close it there, or start another game")


def locked_by_program() -> str:
    """Why a saved game cannot be resumed: a program that is not the game locks its lock file."""
    return _("this game is locked by another program (not a window of this game); "
             "try again once that program lets go of it")


def locks_unusable() -> str:
    """Why no saved game can be resumed: the lock files cannot be made."""
    return _("saved games cannot be kept from being played in two windows at once: "
             "the lock files cannot be made")


def seat_configs(saved: SavedGame | SavedDuplicate) -> list[SeatConfig]:
    """The saved game's seats as the play scene takes them, in playing order, each with
    its handicap and, in a game in teams, its team (an unknown computer level plays at
    the stand-in level, Medium)."""
    out = []
    teams = () if isinstance(saved, SavedDuplicate) else saved.game.teams
    for player, seat in enumerate(saved.seats):
        handicap = (saved.game.handicaps[player] if isinstance(saved, SavedDuplicate)
                    else saved.game.handicap(player))
        team = teams[player] if player < len(teams) else None
        try:
            out.append(SeatConfig(seat.name, seat.kind, handicap, team=team))
        except ValueError:
            out.append(SeatConfig(seat.name, STAND_IN.name, handicap, team=team))
    return out
