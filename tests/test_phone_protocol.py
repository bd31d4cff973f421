"""Phone racks, through the protocol: real phones' sockets (aiohttp's client)
against the phone server and a real Game answered on a game thread."""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import math
import socket
import weakref
from collections import Counter
from typing import Any

import aiohttp
import pytest

from game import i18n
from game.phone.protocol import VERSION, ProtocolError, read_intention
from game.phone.server import CLOSE_REPLACED, CLOSE_SEAT_TAKEN, RateCap
from game.rules.ruleset import ChallengeMode, RuleSet
from tests.conftest import wait_until
from tests.phone_helpers import Phone, Table, open_phone, run, running_table
from tests.rules_helpers import Words, set_up

CAT = [{"row": 7, "col": 6, "letter": "C"}, {"row": 7, "col": 7, "letter": "A"}, {"row": 7, "col": 8, "letter": "T"}]


def two_seat_game(rules: RuleSet | None = None) -> Any:
    # the bag's top is its end: Ana draws R, E, D after her play, Ben's swap draws from the rest
    return set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOPDER", rules=rules,
                  lexicon=Words("CAT", "CATS", "DOG", "COD", "TOGS"))


async def joined(session: aiohttp.ClientSession, table: Table, seat: int, client: str = "") -> Phone:
    phone = await open_phone(session, table, seat, client)
    await phone.next("welcome")
    await phone.next("state")
    return phone


def test_a_phone_joins_and_is_shown_its_seat_only() -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            phone = await open_phone(session, table, 1)
            welcome = await phone.next()
            assert welcome["type"] == "welcome"
            assert welcome["version"] == VERSION == 1
            assert welcome["seat"] == 1
            assert welcome["strings"]["play"] == "Play"
            assert welcome["strings"]["waiting"] == "Waiting for {name}"
            assert welcome["values"]["Q"] == 10 and welcome["values"]["?"] == 0
            state = await phone.next()
            assert state["type"] == "state"
            assert state["rack"] == ["D", "O", "G", "S", "Q", "U", "I"]
            assert state["player"] == 1 and state["turn"] == 0 and state["your_turn"] is False
            assert [(p["name"], p["score"], p["tiles"], p["phone"]) for p in state["players"]] == [
                ("Ana", 0, 7, False), ("Ben", 0, 7, True)]
            assert state["board"] == ["." * 15] * 15
            assert state["premiums"][7] == "T..d...*...d..T"
            assert state["bag"] == 13
            assert state["clock"] == {"limit": 0.0, "remaining": 0.0, "running": False, "paused": False}
            assert state["last"] is None and state["hints"] is False
            assert table.server.connected() == frozenset({1})

    with running_table(game) as table:
        run(scene(table))


def test_a_whole_turn_placed_previewed_and_played_from_a_phone() -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0)
            ben = await joined(session, table, 1)
            await ana.next("state")  # Ben's phone arrived: Ana sees it
            await ana.send({"type": "preview", "tiles": CAT[1:2]})
            one = await ana.next("preview")
            assert one == {"type": "preview", "legal": False, "points": None,
                           "reason": "the first word needs at least two letters", "words": []}
            await ana.send({"type": "preview", "tiles": CAT})
            preview = await ana.next("preview")
            # C 3 + A 1 + T 1, doubled by the star
            assert preview == {"type": "preview", "legal": True, "points": 10, "reason": "", "words": ["CAT"]}
            assert table.referee.staged[0] == read_intention(0, json.dumps({"type": "play", "tiles": CAT})).tiles
            await ana.send({"type": "play", "tiles": CAT})
            mine = await ana.next("state")
            theirs = await ben.next("state")
            for state in (mine, theirs):
                assert state["board"][7] == "......CAT......"
                assert [p["score"] for p in state["players"]] == [10, 0]
                assert state["turn"] == 1 and state["moves"] == 1
                assert state["last"]["text"] == "Last move: Ana 8G CAT (10)"
                assert state["last_squares"] == [[7, 6], [7, 7], [7, 8]]
                assert state["bag"] == 10
            assert mine["rack"] == ["S", "X", "Y", "Z", "R", "E", "D"]
            assert mine["your_turn"] is False and theirs["your_turn"] is True
            assert theirs["can_challenge"] is True and mine["can_challenge"] is False

    with running_table(game) as table:
        run(scene(table))
    assert game.scores == [10, 0]
    assert game.history[0].notation == "8G CAT"


def test_an_illegal_play_is_answered_with_the_rules_reason_and_changes_nothing() -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0)
            ben = await joined(session, table, 1)
            off_centre = [{"row": 0, "col": 0, "letter": "C"}, {"row": 0, "col": 1, "letter": "A"}]
            await ana.send({"type": "play", "tiles": off_centre})
            refused = await ana.next("refused")
            assert refused == {"type": "refused", "intention": "play",
                               "reason": "the first word must cover the centre star"}
            await ben.send({"type": "play", "tiles": [{"row": 7, "col": 7, "letter": "D"},
                                                       {"row": 7, "col": 8, "letter": "O"}]})
            assert (await ben.next("refused"))["reason"] == "wait for your turn"
            await ana.send({"type": "play", "tiles": [{"row": 7, "col": 7, "letter": "Q"},
                                                       {"row": 7, "col": 8, "letter": "A"}]})
            assert (await ana.next("refused"))["reason"] == "you don't have these tiles: Q"
            await ana.send({"type": "play", "tiles": "CAT"})
            assert (await ana.next("refused"))["reason"] == "tiles must be a list of at most 7 tiles"

    with running_table(game) as table:
        run(scene(table))
    assert game.history == [] and game.scores == [0, 0]
    assert game.players[0].rack == list("CATSXYZ")


def test_a_phone_that_comes_back_gets_the_whole_state_again() -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0, client="ana-phone")
            await ana.send({"type": "rack", "order": "ZYXSTAC"})
            arranged = await ana.next("state")
            assert arranged["rack"] == list("ZYXSTAC")
            await ana.send({"type": "play", "tiles": CAT})
            before = await ana.next("state")
            await ana.ws.close()  # the phone sleeps
            # the server is on a thread of its own: waiting here holds up nothing of it
            wait_until(lambda: table.server.connected() == frozenset(), timeout=10, what="the seat let go")
            again = await open_phone(session, table, 0, client="ana-phone")
            welcome = await again.next()
            assert welcome["type"] == "welcome" and welcome["strings"]["recall"] == "Recall"
            state = await again.next()
            assert state["type"] == "state"
            assert state == before
            assert state["rack"] == ["Z", "Y", "X", "S", "R", "E", "D"]  # the order kept, new tiles after

    with running_table(game) as table:
        run(scene(table))


def test_a_wrong_token_is_a_plain_404_and_no_file_outside_the_static_folder() -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        base = table.origin()
        token = table.server.tokens[0]
        async with aiohttp.ClientSession() as session:
            page = await session.get(table.server.url_for(0))
            assert page.status == 200
            assert "<script src=\"/static/phone.js\"></script>" in await page.text()
            assert page.headers["Referrer-Policy"] == "no-referrer"
            other = "y" if token.endswith("x") else "x"  # a token whose last letter differs (not "x" again)
            for path in ("/seat/" + token[:-1] + other, "/ws/nothing", "/seat/", "/static/..%2Fserver.py",
                         "/static/../server.py", "/static/index.html", "/static/%2e%2e/protocol.py",
                         "/" + token, "/static/phone.js/../../server.py"):
                answer = await session.get(base + path, headers={"Origin": base})
                body = await answer.text()
                assert answer.status == 404, path
                assert token not in body and "seat" not in body.lower(), path
            js = await session.get(base + "/static/phone.js")
            assert js.status == 200 and js.headers["Content-Type"] == "text/javascript; charset=utf-8"

    with running_table(game) as table:
        token = table.server.tokens[0]
        # 28 characters of 31, none read alike on a TV (0/o, 1/l/i): over 128 bits
        assert len(token) == 28 and set(token) <= set("23456789abcdefghjkmnpqrstuvwxyz")
        assert 28 * math.log2(31) > 138
        assert table.server.tokens[0] != table.server.tokens[1]
        run(scene(table))


def test_a_socket_from_another_origin_or_for_another_host_is_refused() -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            for origin in ("http://evil.example", f"http://localhost:{table.server.port}", None):
                headers = {"Origin": origin} if origin else {}
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await session.ws_connect(table.socket_url(0), headers=headers)
                assert refused.value.status == 403
            rebound = await session.get(table.server.url_for(0), headers={"Host": "evil.example"})
            assert rebound.status == 404
            phone = await joined(session, table, 0)  # the page's own origin still gets in
            assert phone.received[-1]["rack"] == list("CATSXYZ")

    with running_table(game) as table:
        run(scene(table))


def test_an_oversized_message_closes_that_phone_with_a_reason_and_the_server_goes_on(
        caplog: pytest.LogCaptureFixture) -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0)
            await ana.ws.send_str(json.dumps({"type": "shuffle", "pad": "x" * 9000}))
            code, said = await ana.closed()
            assert code == 1009
            assert said == [{"type": "closing", "reason": "That message was too big for the game."}]
            huge = await joined(session, table, 0)
            await huge.ws.send_str("x" * 200_000)
            code, _ = await huge.closed()
            assert code == 1009
            again = await joined(session, table, 0)
            await again.send({"type": "preview", "tiles": CAT})
            assert (await again.next("preview"))["points"] == 10

    with caplog.at_level(logging.WARNING, logger="game.phone"), running_table(game) as table:
        run(scene(table))
        assert table.thread is not None and table.thread.is_alive()
    assert any(r.getMessage() == "phone server: seat 0 sent 9030 characters; closed" for r in caplog.records)


def test_too_many_messages_close_that_phone_with_a_reason() -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0)
            ben = await joined(session, table, 1)
            for _ in range(40):
                await ana.send({"type": "shuffle"})
            code, said = await ana.closed()
            assert code == 1008
            assert said[-1] == {"type": "closing", "reason": "Too many messages at once: wait a moment."}
            # the burst reached the game, nothing after it (the seat's leave comes after its last message)
            wait_until(lambda: (0, "leave") in table.handled, timeout=10, what="the game to hear all of it")
            assert 10 <= table.handled.count((0, "shuffle")) <= 12  # 2 a second more, if the machine stalls
            await ben.send({"type": "shuffle"})
            assert sorted((await ben.next("state"))["rack"]) == sorted("DOGSQUI")

    with running_table(game, rate=RateCap(per_second=2.0, burst=10.0)) as table:
        run(scene(table))


def test_a_second_phone_on_one_seat_is_refused_and_the_same_phone_takes_it_back() -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            first = await joined(session, table, 0, client="phone-one")
            other = await open_phone(session, table, 0, client="phone-two")
            code, said = await other.closed()
            assert code == CLOSE_SEAT_TAKEN == 4001
            assert said == [{"type": "closing", "reason": "This seat is already open on another phone."}]
            await first.send({"type": "shuffle"})
            assert (await first.next("state"))["seat"] == 0  # the first phone keeps the seat
            reloaded = await open_phone(session, table, 0, client="phone-one")
            code, said = await first.closed()
            assert code == CLOSE_REPLACED == 4002
            assert said[-1] == {"type": "closing", "reason": "This seat was opened again on this phone."}
            assert (await reloaded.next())["type"] == "welcome"
            assert (await reloaded.next())["rack"] == (await asyncio.sleep(0, first.received[-2]))["rack"]
            assert table.server.connected() == frozenset({0})

    with running_table(game) as table:
        run(scene(table))


def test_no_phone_is_ever_sent_another_seats_rack() -> None:
    rules = RuleSet(challenge=ChallengeMode.SINGLE)
    game = two_seat_game(rules)
    racks: dict[int, list[Counter[str]]] = {0: [], 1: []}

    def note_racks(table: Table) -> None:
        with table.lock:
            for seat in (0, 1):
                racks[seat].append(Counter(game.players[game.seat_of.index(seat)].rack))

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0)
            ben = await joined(session, table, 1)
            note_racks(table)
            await ana.send({"type": "play", "tiles": CAT})
            await ana.next("state")
            await ben.next("state")
            note_racks(table)
            await ben.send({"type": "swap", "tiles": "QU"})
            await ben.next("state")
            await ana.next("state")
            note_racks(table)
            await ana.send({"type": "pass"})
            await ana.next("state")
            await ben.next("state")
            note_racks(table)
            await ben.send({"type": "challenge"})  # nothing to challenge: a pass came last
            assert (await ben.next("refused"))["reason"] == "there is no play to challenge"
            await ben.send({"type": "shuffle"})
            await ben.next("state")
            for phone in (ana, ben):
                await phone.ws.close()
            for phone, seat in ((ana, 0), (ben, 1)):
                assert phone.received, seat
                for message in phone.received:
                    assert message.get("seat", seat) == seat, message
                    if "rack" in message:
                        assert Counter(message["rack"]) in racks[seat], message
                        assert Counter(message["rack"]) not in racks[1 - seat], message
                    for player in message.get("players", []):
                        assert set(player) == {"name", "seat", "score", "tiles", "phone"}

    with running_table(game) as table:
        run(scene(table))
    assert [r.kind.value for r in game.history] == ["play", "exchange", "pass"]


def test_a_challenge_from_a_phone_takes_a_bad_play_back() -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOPDER",
                  rules=RuleSet(challenge=ChallengeMode.SINGLE), lexicon=Words("DOG"))

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0)
            ben = await joined(session, table, 1)
            await ana.send({"type": "play", "tiles": CAT})
            assert (await ben.next("state"))["can_challenge"] is True
            await ben.send({"type": "challenge"})
            state = await ben.next("state")
            while state["moves"] < 2:
                state = await ben.next("state")
            assert state["board"][7] == "." * 15
            assert [p["score"] for p in state["players"]] == [0, 0]
            # worded as the window's log words it: the words that took it back named
            assert state["last"]["text"] == "Last move: Ana CAT is not in the word list: the play is taken back (-10)"
            assert (await ana.next("state"))["rack"] is not None

    with running_table(game) as table:
        run(scene(table))
    assert [r.kind.value for r in game.history] == ["play", "withdrawn"]


def test_a_hint_is_worded_by_the_game_and_counted() -> None:
    rules = RuleSet(hints=True, hint_allowance=2)
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOPDER", rules=rules, lexicon=Words("CAT"))

    def hint_source(g: Any, player: int) -> str:
        return f"Try CAT, {g.players[player].name}."

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0)
            assert ana.received[-1]["hints"] is True and ana.received[-1]["hints_left"] == 2
            await ana.send({"type": "hint"})
            assert await ana.next("hint") == {"type": "hint", "text": "Try CAT, Ana.", "hints_left": 1,
                                              "squares": []}  # a hint worded alone names no square
            assert (await ana.next("state"))["hints_left"] == 1

    with running_table(game, hint_source=hint_source) as table:
        run(scene(table))
    assert game.players[0].hints_used == 1


def test_the_page_speaks_the_games_language() -> None:
    game = two_seat_game()
    i18n.set_language("pt")

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await open_phone(session, table, 0)
            welcome = await ana.next("welcome")
            assert welcome["language"] == "pt"
            assert welcome["strings"]["play"] == "Jogar"
            await ana.next("state")
            await ana.send({"type": "play", "tiles": [{"row": 0, "col": 0, "letter": "C"},
                                                       {"row": 0, "col": 1, "letter": "A"}]})
            assert (await ana.next("refused"))["reason"] == i18n._("the first word must cover the centre star")
            assert i18n._("the first word must cover the centre star") != "the first word must cover the centre star"

    with running_table(game) as table:
        run(scene(table))


def test_the_server_is_gone_after_stop() -> None:
    game = two_seat_game()
    phones: list[Phone] = []

    async def join_both(table: Table, session: aiohttp.ClientSession) -> None:
        for seat in (0, 1):
            phones.append(await joined(session, table, seat))

    async def scene() -> None:
        with running_table(game) as table:
            port = table.server.port
            async with aiohttp.ClientSession() as session:
                await join_both(table, session)
                endings = [asyncio.ensure_future(phone.closed()) for phone in phones]
                await asyncio.get_running_loop().run_in_executor(None, table.server.stop)
                for ending in endings:
                    code, said = await ending
                    assert code == 1001
                    assert said[-1] == {"type": "closing", "reason": "The game on the TV has closed."}
        assert not table.server.running
        with pytest.raises(OSError):
            socket.create_connection(("127.0.0.1", port), timeout=2).close()

    run(scene())


@pytest.mark.parametrize("text, problem", [
    ("not json", "not JSON"),
    ("[1, 2]", "a message must be a JSON object"),
    ('{"type": "delete_everything"}', "unknown message type 'delete_everything'"),
    ('{"type": "play", "tiles": [{"row": 7, "col": 7, "letter": "AB"}]}', "a tile's letter must be one letter A-Z"),
    ('{"type": "play", "tiles": [{"row": true, "col": 7, "letter": "A"}]}', "a tile's row and col must be whole numbers"),
    ('{"type": "rack", "order": "A/../B"}', "rack text holds only letters and ?"),
    ('{"type": "swap", "tiles": "' + "A" * 40 + '"}', "rack text must be a short string"),
    ("[" * 100_000 + "]" * 100_000, "not JSON"),
])
def test_a_malformed_message_is_a_protocol_error(text: str, problem: str) -> None:
    with pytest.raises(ProtocolError) as error:
        read_intention(0, text)
    assert str(error.value) == problem


def test_a_stopped_server_leaves_nothing_alive() -> None:
    """A game's server is freed with the game: nothing of the web library keeps it
    (aiohttp caches the middlewares it builds per app for the whole process)."""
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            await joined(session, table, 0)
            assert (await session.get(table.server.url_for(1))).status == 200
            assert (await session.get(table.origin() + "/nothing")).status == 404

    with running_table(game) as table:
        run(scene(table))
    server = weakref.ref(table.server)
    del table
    gc.collect()
    assert server() is None
