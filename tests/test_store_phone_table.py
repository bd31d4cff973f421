"""Continue keeps the table (README, "Phone racks"): a session keeps its phones'
port, link tokens and rack orders; a version 6 file (before they were kept)
comes back with none, so its phones get new links; damage is left out."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from store_helpers import new_store, play_recorded, start

from game.rules.game import Game
from game.rules.ruleset import PRESETS
from game.store import DATABASE_NAME, PhoneTable, SessionState, database
from game.store.schema import SCHEMA_VERSION, migrate, schema_version

TABLE = PhoneTable(51234, ((0, "abcdefghjkmnpqrstuvwxyz23456"), (2, "23456789abcdefghjkmnpqrstuvw")),
                   ((0, "QIZ?AEE"), (2, "TTRSLNO")))


def test_a_session_keeps_its_phones_port_links_and_rack_orders(tmp_path: Path) -> None:
    store = new_store(tmp_path)
    game = Game(["Ana", "Ben", "Cleo"], PRESETS["Party"], seed=8)
    game_id = start(store, game)
    play_recorded(store, game_id, game, random.Random(3), 2)
    store.record_session(game_id, SessionState(None, (0, 0, 0), turn=3, phones=(0, 2), phone_table=TABLE))
    session = store.load_game(game_id).session
    assert session is not None
    assert session.phones == (0, 2) and session.phone_table == TABLE


def test_a_version_6_session_comes_back_without_links(tmp_path: Path) -> None:
    path = tmp_path / DATABASE_NAME
    conn = database.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    assert migrate(conn, target=6) == 6
    game = Game(["Ana", "Ben"], PRESETS["Party"], seed=3)
    conn.execute("INSERT INTO profiles (id, name, name_key, created) VALUES (1, 'Ana', 'ana', 1.0), "
                 "(2, 'Ben', 'ben', 1.0)")
    conn.execute("INSERT INTO games (id, created, updated, preset, scores) VALUES ('old', 1.0, 5.0, 'Party', '[0, 0]')")
    conn.execute("INSERT INTO game_seats (game_id, player, profile_id, name, kind) VALUES "
                 "('old', 0, 1, 'Ana', 'human'), ('old', 1, 2, 'Ben', 'human')")
    conn.execute("INSERT INTO turns (game_id, seq, kind, notation, state, created) "
                 "VALUES ('old', 1, 'start', 'start', ?, 5.0)", (game.to_json(),))
    conn.execute("INSERT INTO sessions (game_id, clock_remaining, hints_used, pending, saved, turn, phones) "
                 "VALUES ('old', 33.0, '[0, 0]', NULL, 6.0, 1, '[0]')")
    conn.close()

    store = new_store(tmp_path)
    assert schema_version(store.conn) == SCHEMA_VERSION == 9
    session = store.load_game("old").session
    assert session is not None and session.phones == (0,)
    assert session.phone_table == PhoneTable()  # new links for the old save's phones


@pytest.mark.parametrize("text, kept", [
    ("not json", PhoneTable()),
    ("[1, 2]", PhoneTable()),
    ('{"port": 70000, "tokens": {"0": "abc"}}', PhoneTable(0, ((0, "abc"),))),
    ('{"port": 4000, "tokens": {"0": "a/b", "x": "abc", "1": 5}, "orders": {"0": "AB<C"}}', PhoneTable(4000)),
    (json.dumps({"port": 4000, "tokens": {"0": "a" * 65}, "orders": {"1": "A" * 21}}), PhoneTable(4000)),
    (json.dumps({"tokens": {str(s): "abc" for s in range(50)}}), PhoneTable(tokens=tuple((s, "abc") for s in range(8)))),
    ("{" + " " * 3000 + "}", PhoneTable()),
])
def test_a_damaged_phone_table_is_left_out(text: str, kept: PhoneTable) -> None:
    assert PhoneTable.from_json(text) == kept


def test_the_phone_server_takes_back_only_tokens_it_could_have_made_and_a_free_port() -> None:
    import socket

    from game.phone.network import listening_socket
    from game.phone.server import PhoneServer, is_token, new_token

    kept = new_token()
    server = PhoneServer([0, 1, 2], host="127.0.0.1", tokens={0: kept, 1: "abc", 2: kept.upper()})
    assert server.tokens[0] == kept
    assert is_token(server.tokens[1]) and is_token(server.tokens[2]) and server.tokens[2] != kept.upper()
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        elsewhere = listening_socket("127.0.0.1", port)  # taken: the system picks another
        try:
            assert elsewhere.getsockname()[1] not in (0, port)
        finally:
            elsewhere.close()
    again = listening_socket("127.0.0.1", port)  # free again: the same port
    try:
        assert again.getsockname()[1] == port
    finally:
        again.close()
