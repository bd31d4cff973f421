"""What a person's profile remembers for the New game page: whether the player
is a child, and the handicap their seat usually plays with (docs/rules.md,
"Handicaps").

Both are written when a game starts (on the writer's thread, as the games
are) and read by the menu on a worker thread.  Only a person's profile keeps
them: a computer's seat is chosen by its level, not its name.  A handicap
column that does not read back as a handicap (edited by hand, written by a
later version) counts as none: it never stops the menu.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.handicap import Handicap, HandicapError

from .records import MAX_NAME_CHARS, StoreError, clean_name
from .schema import transaction

log = logging.getLogger(__name__)

#: characters of a stored handicap read back (its JSON is about 110)
MAX_HANDICAP_CHARS = 2000
#: profiles read for the New game page at most (a family has a handful)
MAX_SEAT_PROFILES = 500


@dataclass(frozen=True)
class SeatProfile:
    """A person's profile as the New game page uses it.

    Attributes:
        name: as first spelled.
        child: marked as a child's profile.
        handicap: the handicap their seat played with last (their usual one);
            None when they have never started a game with this remembered.
    """

    name: str
    child: bool = False
    handicap: Handicap | None = None


def person_key(name: str) -> str | None:
    """The key of a person's profile for ``name`` (names match case-insensitively
    and whatever their spacing), or None for a name no profile can have."""
    try:
        return clean_name(name).casefold()
    except StoreError:
        return None


def _handicap(text: object) -> Handicap | None:
    if not isinstance(text, str) or len(text) > MAX_HANDICAP_CHARS:
        return None
    try:
        return Handicap.from_dict(json.loads(text))
    except (ValueError, TypeError, HandicapError) as exc:
        log.warning("a profile's handicap is not read: %s", exc)
        return None


def seat_profiles(conn: sqlite3.Connection) -> list[SeatProfile]:
    """Every person's profile that remembers something for a seat (a child's mark
    or a handicap), by name."""
    rows = conn.execute(
        """SELECT name, child, handicap FROM profiles
           WHERE kind = 'human' AND (child != 0 OR handicap IS NOT NULL)
           ORDER BY name_key LIMIT ?""", (MAX_SEAT_PROFILES,)).fetchall()
    return [SeatProfile(str(name)[:MAX_NAME_CHARS], bool(child), _handicap(handicap))
            for name, child, handicap in rows]


def remember_seats(conn: sqlite3.Connection, seats: Sequence[SeatProfile]) -> None:
    """Keep each person's child mark and usual handicap in their profile (made if
    new), all in one transaction.  A handicap of None (nothing chosen by hand) is
    kept as nothing, so the next game's preset fills the seat; "No handicap"
    chosen by hand is kept as itself, so Family does not fill that person's seat."""
    now = time.time()
    with transaction(conn):
        for seat in seats:
            name = clean_name(seat.name)
            key = name.casefold()
            handicap = None if seat.handicap is None else json.dumps(
                seat.handicap.to_dict(), sort_keys=True)
            found = conn.execute("SELECT id FROM profiles WHERE name_key = ?", (key,)).fetchone()
            if found is None:
                conn.execute(
                    "INSERT INTO profiles (name, name_key, created, kind, child, handicap) "
                    "VALUES (?, ?, ?, 'human', ?, ?)", (name, key, now, int(seat.child), handicap))
            else:
                conn.execute("UPDATE profiles SET child = ?, handicap = ? WHERE id = ?",
                             (int(seat.child), handicap, found[0]))
