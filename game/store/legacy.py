"""Bringing the single ``save.json`` of earlier versions into the database, once.

The old file held the game's JSON plus a ``"seats"`` list of ``{"name",
"kind"}`` in playing order.  It is imported as an unfinished game (or a
finished one, if it was over), then renamed ``save.json.bak``.  The file's
digest is recorded in the same transaction as the import, so a kill before
the rename never imports it twice.  A damaged file is renamed the same way,
byte for byte; a file past the cap, or one that cannot be read, is not ours
for certain and stays where it is.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path

from game.i18n import _
from game.limits import InputError, read_limited
from game.words import error_text

from .database import backup_name
from .games import GameStore
from .records import MAX_LEGACY_SAVE_BYTES, DamagedGame, Seat, StoreError, TurnEntry
from .schema import transaction
from .validate import load_state

LEGACY_SAVE_NAME = "save.json"


def _seats(data: object, names: list[str]) -> list[Seat]:
    raw = data.get("seats") if isinstance(data, dict) else None
    if isinstance(raw, list) and len(raw) == len(names):
        try:
            return [Seat(str(s["name"]), str(s["kind"])) for s in raw]
        except (KeyError, TypeError):
            pass
    return [Seat(name) for name in names]


def import_legacy_save(store: GameStore, directory: Path) -> str | None:
    """Import ``directory/save.json`` if there is one; returns a sentence for
    the player when something is worth saying (imported, or why not), else None."""
    path = directory / LEGACY_SAVE_NAME
    if not path.is_file() or store.read_only or not store.kept:
        return None
    try:
        # bounded: a file that grew past the cap since it was measured is still refused
        raw = read_limited(path, MAX_LEGACY_SAVE_BYTES)
    except InputError as exc:
        # far larger than any saved game, or unreadable: not certainly ours, so
        # it is left where it is, untouched, for the player to look at
        return _("The old saved game {name} was not imported: it {reason}. "
                 "The file was left where it is.").format(name=path.name, reason=exc.reason)
    try:
        digest = hashlib.sha256(raw).hexdigest()
        conn = store.conn
        done = conn.execute("SELECT 1 FROM legacy_imports WHERE digest = ?", (digest,)).fetchone()
        if done is None:
            text = raw.decode("utf-8")
            game = load_state(text)
            seats = _seats(json.loads(text), [p.name for p in game.players])
            entry = TurnEntry("import", "", game.to_json(), tuple(game.scores), game.over)
            game_id = store.new_game_id()
            with transaction(conn):
                store.insert_game(conn, game_id, seats, game.rules.name, entry)
                conn.execute("INSERT INTO legacy_imports (digest, game_id, imported) VALUES (?, ?, ?)",
                             (digest, game_id, entry.created))
        message = _("Your saved game was moved into the saved-games list.")
    except (DamagedGame, StoreError, UnicodeDecodeError, ValueError, RecursionError) as exc:
        message = _("The old saved game could not be imported ({reason}).").format(reason=error_text(exc))
    except sqlite3.Error as exc:
        # the database said no (disk full, locked): keep the file to try next time
        return _("The old saved game could not be imported yet ({reason}).").format(reason=error_text(exc))
    try:
        backup = backup_name(path)
        os.replace(path, backup)
    except OSError as exc:
        # Translators: {message} is the sentence before, saying whether the old save was imported
        return _("{message} The old file could not be renamed ({reason}).").format(
            message=message, reason=exc.strerror or exc)
    return _("{message} The old file was kept as {backup}.").format(message=message, backup=backup.name)
