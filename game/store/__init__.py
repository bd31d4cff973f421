"""Saved games, profiles and statistics in one SQLite file (``tile-party.sqlite3``).

Pure Python (``sqlite3`` from the standard library); nothing here imports
pygame.  The file lives in the data directory (``game.paths.data_dir()``).

Opening, once at start-up (on a worker thread if you like; it never raises)::

    store, notices = open_store(data_dir())   # GameStore, list of sentences
    for text in notices: toast(text)          # damaged file set aside, read-only, ...
    writer = BackgroundWriter(store.opened, on_error=post_toast_to_window)

``store`` is for the window's reads (one connection, one thread); ``writer``
owns a second connection on its own thread, so the frame loop never waits
for a write.  ``store.read_only`` / ``store.kept`` say whether moves will be
kept; ``store.opened.notice`` says why not.

Playing a game (each call returns at once; ``capture`` takes a snapshot of
the game on the calling thread, as the game changes right after)::

    game_id = GameStore.new_game_id()
    writer.create_game(game_id, [Seat("Ana", "human"), Seat("Ben", "medium")],
                       game.rules.name, PendingTurn.capture(game, "start"))
    writer.record_turn(game_id, PendingTurn.capture(game, "play"))   # after every move:
    # kinds: play exchange pass challenge timeout swap undo end (TURN_KINDS)
    writer.record_session(game_id, SessionState(clock.remaining,
                          tuple(p.hints_used for p in game.players), pending="challenge",
                          turn=seq_of_the_last_move, hint_rung=0))
    writer.flush(); writer.close()            # when the window closes

``PendingTurn.capture`` copies the position and the lists of history and undo
entries (which the game never changes in place); ``game.to_json()``, which
grows with the undo stack, runs on the writer's thread with the compressing
and writing (figures in ``bench/store_bench.py``).  ``TurnEntry.capture``
serialises at once, for callers that write on their own thread.
In ``MEMORY`` mode both objects share the one in-memory connection: write
only through the writer then.

A move that ends the game (``game.over``) marks it finished in the same
transaction and stores each player's results for the statistics; a finished
game is never listed or loaded as unfinished.  Write failures (disk full,
another copy holding the file) reach ``on_error`` as a sentence, never an
exception in the caller.

Menus (seats are in playing order, matching ``game.players``)::

    store.unfinished_games() -> list[GameSummary]   # newest first: id, dates, names, kinds, scores, preset
    store.load_game(game_id) -> SavedGame           # raises DamagedGame(sentence): do not offer it
    store.continue_game() -> SavedGame | None       # newest classic game that loads
    store.load_saved(game_id) -> SavedGame | SavedDuplicate  # either kind (GameSummary.mode)
    store.delete_game(game_id)                      # or writer.delete_game(game_id)
    store.finished_games() -> list[GameSummary]
    store.final_game(game_id) -> Game               # full move list, for the replay viewer
    store.export_gcg(game_id) -> str                # finished games only

``SavedGame.game`` is checked whole (``validate.load_state``): the JSON reads,
every tile is accounted for, whose turn and the play open to challenge are
real, scores add up, and every undo step restores.  A session belongs to
the move it names (``SessionState.turn``, that move's ``seq``): the hints of
the session of the last move are applied, and ``SavedGame.session`` carries
its clock's time left, the hint ladder's rung and the open decision to show
again; ``SavedGame.turn`` is the last move's number.

Profiles and statistics (names match case-insensitively; a computer seat
plays for a profile of its own, by level and name, apart from a person of the
same name)::

    store.profiles() -> list[Profile]  # name and kind ("human" or a level)
    store.profile_stats(name, kind="human") -> ProfileStats | None  # games, wins, average,
        # best score, best_word (word, score), best_move (notation, score, board cells
        # after it), bingos, scores_over_time, turns, seat (in the latest game)
    store.high_scores(limit=10) -> list[HighScore]
    store.seat_profiles() -> list[SeatProfile]   # a person's child mark and usual handicap
    store.remember_seats([SeatProfile(name, child, handicap)])  # as a game starts (writer.submit)
    store.profile_games(name, kind="human") -> list[GameSummary]  # finished games, newest first

Duplicate games (``game/store/duplicate.py``) are rows of their own kind
(``mode = 'duplicate'``): ``create_game(..., duplicate_entry(game, "start"),
DUPLICATE)``, then ``record_turn(game_id, duplicate_entry(game, kind))`` after
every submission, round and draw; ``load_duplicate`` resumes the round in play;
their figures are ``ProfileStats.duplicate``, never in the classic ones.

Legacy: ``open_store`` imports a ``save.json`` of earlier versions once and
renames it ``save.json.bak``.
"""

from __future__ import annotations

from pathlib import Path

from game.i18n import _

from .database import (
    DATABASE_NAME,
    MEMORY,
    READ_ONLY,
    READ_WRITE,
    OpenedDatabase,
    memory_database,
    open_database,
)
from .games import GameStore
from .legacy import import_legacy_save
from .profiles import SeatProfile
from .records import (
    TURN_KINDS,
    BestMove,
    BestWord,
    DamagedGame,
    DuplicateBestPlay,
    DuplicateStats,
    GameSummary,
    HighScore,
    PendingTurn,
    PhoneTable,
    Profile,
    ProfileStats,
    SavedDuplicate,
    SavedGame,
    ScorePoint,
    Seat,
    SessionState,
    StoreError,
    TurnEntry,
)
from .writer import BackgroundWriter

__all__ = [
    "DATABASE_NAME", "MEMORY", "READ_ONLY", "READ_WRITE", "TURN_KINDS", "BackgroundWriter",
    "BestMove", "BestWord", "DamagedGame", "DuplicateBestPlay", "DuplicateStats", "GameStore", "GameSummary", "HighScore",
    "OpenedDatabase", "PendingTurn", "PhoneTable", "Profile", "ProfileStats", "SavedDuplicate", "SavedGame", "ScorePoint", "Seat", "SeatProfile", "SessionState",
    "StoreError", "TurnEntry", "open_store",
]


def open_store(directory: Path) -> tuple[GameStore, list[str]]:
    """Open the saved games in ``directory`` (never raises) and import a legacy
    ``save.json``; returns the store and sentences worth showing the player."""
    try:
        opened = open_database(directory)
    except Exception as exc:  # open_database answers every known case itself; this is the last guard
        opened = memory_database(
            _("The saved-games file cannot be opened ({reason}); games this session "
              "will not be kept.").format(reason=exc), directory / DATABASE_NAME)
    store = GameStore(opened)
    notices = [opened.notice] if opened.notice else []
    try:
        imported = import_legacy_save(store, directory)
    except Exception as exc:  # a start-up never stops on a file: the old save stays where it is
        imported = _("The old saved game could not be imported yet ({reason}).").format(reason=exc)
    if imported:
        notices.append(imported)
    return store, notices
