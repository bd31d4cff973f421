"""The database schema and its migrations, one step per version.

``MIGRATIONS[i]`` brings a database from version ``i`` to ``i + 1``; version 0
is an empty file.  Each step runs in its own transaction together with the
update of ``schema_version``, so a kill during an upgrade leaves the database
at the old or the new version, never between.  A step is never edited once
released: a change of schema is a new step at the end.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager

_V1 = (
    "CREATE TABLE schema_version (version INTEGER NOT NULL)",
    "INSERT INTO schema_version (version) VALUES (0)",
    """CREATE TABLE profiles (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        created REAL NOT NULL)""",
    """CREATE TABLE games (
        id TEXT PRIMARY KEY,
        created REAL NOT NULL,
        updated REAL NOT NULL,
        preset TEXT NOT NULL,
        scores TEXT NOT NULL,
        finished INTEGER NOT NULL DEFAULT 0,
        finished_at REAL)""",
    """CREATE TABLE game_seats (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        player INTEGER NOT NULL,
        profile_id INTEGER NOT NULL REFERENCES profiles(id),
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        score INTEGER,
        won INTEGER,
        bingos INTEGER,
        best_word TEXT,
        best_word_score INTEGER,
        best_move TEXT,
        best_move_score INTEGER,
        best_move_cells TEXT,
        PRIMARY KEY (game_id, player))""",
    "CREATE INDEX game_seats_profile ON game_seats (profile_id)",
    """CREATE TABLE turns (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        kind TEXT NOT NULL,
        notation TEXT NOT NULL,
        state TEXT NOT NULL,
        created REAL NOT NULL,
        PRIMARY KEY (game_id, seq))""",
)

# Version 2: the clock, hints and open decision of a paused game (saved apart
# from the turns, as they change between moves), and a record of imported
# legacy save files so an import interrupted before its rename is not repeated.
_V2 = (
    """CREATE TABLE sessions (
        game_id TEXT PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        clock_remaining REAL,
        hints_used TEXT NOT NULL,
        pending TEXT,
        saved REAL NOT NULL)""",
    """CREATE TABLE legacy_imports (
        digest TEXT PRIMARY KEY,
        game_id TEXT,
        imported REAL NOT NULL)""",
)


# Version 3: a session names the move it follows (the turn's seq), so it is
# matched to the game by move and not by the time on the machine's clock, and
# keeps how far up the hint ladder the player to move has climbed.  A session
# the old rule would have applied (saved after the game's last move) is given
# that move's number; an older one none, so it is never applied.
_V3 = (
    "ALTER TABLE sessions ADD COLUMN turn INTEGER",
    "ALTER TABLE sessions ADD COLUMN hint_rung INTEGER NOT NULL DEFAULT 0",
    """UPDATE sessions SET turn = (SELECT max(seq) FROM turns WHERE turns.game_id = sessions.game_id)
       WHERE saved >= (SELECT updated FROM games WHERE games.id = sessions.game_id)""",
)


# Version 4: a computer seat has a profile of its own, apart from a person of the
# same name (``profiles.kind`` is the seat kind, and a computer profile's
# ``name_key`` carries its level; see :func:`game.store.games.profile_key`);
# each finished seat keeps its turn count (docs/rules.md "Counting turns") and
# its seat at the table (for its colour).  Rows of games finished before keep
# no turn count or seat (NULL): the statistics count what is known.
_V4 = (
    "ALTER TABLE profiles ADD COLUMN kind TEXT NOT NULL DEFAULT 'human'",
    "ALTER TABLE game_seats ADD COLUMN turns INTEGER",
    "ALTER TABLE game_seats ADD COLUMN seat INTEGER",
)

# Version 5: per-seat handicaps (docs/rules.md, "Handicaps").  A profile may be
# marked as a child's and keeps the handicap its seat usually plays with (JSON
# of :meth:`game.rules.handicap.Handicap.to_dict`, NULL for none); a finished
# seat keeps the handicap it played with (the same JSON, NULL for none), so the
# statistics keep handicap games apart.
_V5 = (
    "ALTER TABLE profiles ADD COLUMN child INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE profiles ADD COLUMN handicap TEXT",
    "ALTER TABLE game_seats ADD COLUMN handicap TEXT",
)

# Version 6: phone racks (README, "Phone racks").  A paused game's session keeps
# which players were playing from their phones (JSON list of their places in the
# playing order), so Continue opens the phone server again for them.
_V6 = (
    "ALTER TABLE sessions ADD COLUMN phones TEXT NOT NULL DEFAULT '[]'",
)

# Version 7: Continue keeps the table (README, "Phone racks").  A session keeps
# its phones' port, link tokens and rack orders (JSON of
# :meth:`game.store.records.PhoneTable.to_json`), so the phones' links stay the
# same; a session kept before has none ('{}'): its phones get new links.
_V7 = (
    "ALTER TABLE sessions ADD COLUMN phone_table TEXT NOT NULL DEFAULT '{}'",
)

# Version 8: Duplicate games (docs/rules.md, "Duplicate") are kept as classic ones
# are, apart from them.  ``games.mode`` says which ('classic' for every game kept
# before, 'duplicate'), ``games.rounds`` the round in play (or the rounds played,
# once finished), and a finished Duplicate seat keeps its share of the top plays
# (``game_seats.share``, a whole percentage; NULL unless the club rule gave the top).
_V8 = (
    "ALTER TABLE games ADD COLUMN mode TEXT NOT NULL DEFAULT 'classic'",
    "ALTER TABLE games ADD COLUMN rounds INTEGER",
    "ALTER TABLE game_seats ADD COLUMN share INTEGER",
)

# Version 9: teams of two (docs/rules.md, "Teams").  A team plays one seat of
# ``game_seats`` under a profile of its own (``profiles.kind`` 'team'), so its
# figures stay apart from each partner's; each partner has a row here, naming
# their own profile (a person's, or a computer's at its level) and their seat at
# the table, so their statistics count the team's games apart from their own.
_V9 = (
    """CREATE TABLE game_partners (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        player INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        profile_id INTEGER NOT NULL REFERENCES profiles(id),
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        PRIMARY KEY (game_id, seat))""",
    "CREATE INDEX game_partners_profile ON game_partners (profile_id)",
)

#: the profile kind of a team (``profiles.kind``): never a seat kind
TEAM_KIND = "team"

#: starts and separates the parts of a computer profile's key; no cleaned name
#: holds a control character, so no person's key can equal a computer's
COMPUTER_KEY_MARK = "\x1f"


def computer_profile_key(kind: str, person_key: str) -> str:
    """The ``name_key`` of the computer at level ``kind`` called like ``person_key``."""
    return f"{COMPUTER_KEY_MARK}{kind}{COMPUTER_KEY_MARK}{person_key}"


def _split_computer_profiles(conn: sqlite3.Connection) -> None:
    """Move every computer seat kept so far from the profile of its name to a
    computer profile of its own; a profile left with no seat that had only
    computer seats goes (a remembered name that never played stays)."""
    had_seats = {int(r[0]) for r in conn.execute("SELECT DISTINCT profile_id FROM game_seats")}
    rows = conn.execute(
        """SELECT DISTINCT s.profile_id, s.kind, p.name, p.name_key, p.created FROM game_seats s
           JOIN profiles p ON p.id = s.profile_id WHERE s.kind != 'human'""").fetchall()
    for profile_id, kind, name, key, created in rows:
        new_key = computer_profile_key(str(kind), str(key))
        found = conn.execute("SELECT id FROM profiles WHERE name_key = ?", (new_key,)).fetchone()
        if found is None:
            found = (conn.execute("INSERT INTO profiles (name, name_key, created, kind) VALUES (?, ?, ?, ?)",
                                  (name, new_key, created, kind)).lastrowid,)
        conn.execute("UPDATE game_seats SET profile_id = ? WHERE profile_id = ? AND kind = ?",
                     (found[0], profile_id, kind))
    for profile_id in had_seats:
        if conn.execute("SELECT 1 FROM game_seats WHERE profile_id = ?", (profile_id,)).fetchone() is None:
            conn.execute("DELETE FROM profiles WHERE id = ?", (profile_id,))


def _v4(conn: sqlite3.Connection) -> None:
    _steps(_V4)(conn)
    _split_computer_profiles(conn)


def _steps(statements: tuple[str, ...]) -> Callable[[sqlite3.Connection], None]:
    def step(conn: sqlite3.Connection) -> None:
        for statement in statements:
            conn.execute(statement)

    return step


MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _steps(_V1), _steps(_V2), _steps(_V3), _v4, _steps(_V5), _steps(_V6), _steps(_V7),
    _steps(_V8), _steps(_V9))
SCHEMA_VERSION = len(MIGRATIONS)


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction on a connection in autocommit mode: all or nothing.

    ``BEGIN IMMEDIATE`` takes the write lock at once, so a busy database is
    noticed before any work is done rather than at commit.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        # SQLite has already rolled back after some errors (a full disk); the
        # original error is the one worth reporting, not a failed ROLLBACK.
        if conn.in_transaction:
            try:
                conn.execute("ROLLBACK")
            except sqlite3.Error:
                pass
        raise
    conn.execute("COMMIT")


def schema_version(conn: sqlite3.Connection) -> int:
    """The version of the schema in this database (0 for an empty file)."""
    row = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ).fetchone()
    if row is None:
        return 0
    version = conn.execute("SELECT version FROM schema_version").fetchone()
    return int(version[0]) if version is not None else 0


def migrate(conn: sqlite3.Connection, target: int = SCHEMA_VERSION) -> int:
    """Upgrade in place to ``target``, one step per version; returns the version reached.

    The caller checks first that the database is not newer than this program.
    """
    version = schema_version(conn)
    while version < target:
        with transaction(conn):
            # read again under the write lock: another copy may have upgraded it
            version = schema_version(conn)
            if version >= target:
                break
            MIGRATIONS[version](conn)
            conn.execute("UPDATE schema_version SET version = ?", (version + 1,))
        version += 1
    return version


def _columns(conn: sqlite3.Connection) -> dict[str, tuple[str, ...]]:
    tables = [str(r[0]) for r in conn.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")]
    return {name: tuple(str(c[1]) for c in conn.execute(f'PRAGMA table_info("{name}")'))
            for name in tables}


_expected: dict[int, dict[str, tuple[str, ...]]] = {}


def expected_tables(version: int) -> dict[str, tuple[str, ...]]:
    """The tables, with their columns, of a database at ``version`` (built once in memory)."""
    if version not in _expected:
        conn = sqlite3.connect(":memory:", isolation_level=None)
        try:
            migrate(conn, version)
            _expected[version] = _columns(conn)
        finally:
            conn.close()
    return _expected[version]


def schema_problem(conn: sqlite3.Connection, version: int) -> str | None:
    """What is wrong with the tables of a database at ``version`` (up to
    ``SCHEMA_VERSION``), or None: a game's table missing or missing a column,
    or, in a file without the game's ``schema_version``, any table at all (a
    file of another program, which is never added to)."""
    found = _columns(conn)
    if version == 0:
        if found:
            return "it is not a Tile Party file (tables {names})".format(
                names=", ".join(sorted(found)[:5]))
        return None
    for table, columns in expected_tables(version).items():
        if table not in found:
            return f"the table {table} is missing"
        missing = [c for c in columns if c not in found[table]]
        if missing:
            return f"the table {table} has no column {missing[0]}"
    return None
