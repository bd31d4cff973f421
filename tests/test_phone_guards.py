"""Phone racks: what the phone server refuses and how it holds up against
misuse: only a seat's whole token opens it, a hint reaches its own phone only,
an idle phone cannot burst past the rate cap, a client id it cannot compare is
refused cleanly, and a connection that never finishes its headers is dropped.
Real sockets on 127.0.0.1 against the server and a real Game."""

from __future__ import annotations

import asyncio
import logging
import socket
import threading
from typing import Any

import aiohttp
import pytest

from game.phone import protocol
from game.phone.server import HEADER_SECONDS, TOKEN_ALPHABET, PhoneServer, RateBucket, RateCap
from tests.conftest import wait_until
from tests.phone_helpers import Phone, Table, open_phone, run, running_table
from tests.rules_helpers import Words, set_up


class StepClock:
    """A clock that moves only when the test says (read from the server's thread)."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def two_seat_game(rules: Any = None) -> Any:
    return set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOPLMNOPDER", rules=rules,
                  lexicon=Words("CAT", "CATS", "DOG", "COD", "TOGS"))


async def joined(session: aiohttp.ClientSession, table: Table, seat: int, client: str = "") -> Phone:
    phone = await open_phone(session, table, seat, client)
    await phone.next("welcome")
    await phone.next("state")
    return phone


def near_misses(token: str) -> dict[str, str]:
    """Tokens one step from ``token``: parts of it, more than it, one character off, none."""
    changed_at = len(token) // 2
    other = next(ch for ch in TOKEN_ALPHABET if ch != token[changed_at])
    return {
        "all but the last character": token[:-1],
        "the first half": token[: len(token) // 2],
        "the first character": token[:1],
        "one character more": token + TOKEN_ALPHABET[0],
        "twice over": token + token,
        "one character changed": token[:changed_at] + other + token[changed_at + 1:],
        "the last character changed": token[:-1] + next(ch for ch in TOKEN_ALPHABET if ch != token[-1]),
        "empty": "",
    }


def test_only_a_seats_whole_token_opens_it() -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        base = table.origin()
        async with aiohttp.ClientSession() as session:
            for seat in (0, 1):
                for what, token in near_misses(table.server.tokens[seat]).items():
                    page = await session.get(f"{base}/seat/{token}")
                    assert page.status == 404, (seat, what)
                    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                        await session.ws_connect(f"{base}/ws/{token}", headers={"Origin": base})
                    assert refused.value.status == 404, (seat, what)
            assert table.server.connected() == frozenset()
            assert table.handled == []  # no phone joined: the game heard nothing
            # the whole token still opens its seat, and only its own
            assert (await session.get(table.server.url_for(1))).status == 200
            ben = await joined(session, table, 1)
            assert ben.received[-1]["seat"] == 1

    with running_table(game) as table:
        run(scene(table))
        for seat in (0, 1):  # the empty token too, which no address can carry
            token = table.server.tokens[seat]
            assert table.server.seat_for_token(token) == seat
            for what, miss in near_misses(token).items():
                assert table.server.seat_for_token(miss) is None, (seat, what)


def test_a_hint_goes_to_its_own_phone_only() -> None:
    from game.rules.ruleset import RuleSet

    game = two_seat_game(RuleSet(hints=True, hint_allowance=2))
    hint_text = "Try CATS at 8G for 12."
    squares = {(7, 6), (7, 7), (7, 8), (7, 9)}

    def hint_source(g: Any, player: int) -> str:
        return hint_text

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0)
            ben = await joined(session, table, 1)
            await ana.send({"type": "hint"})
            assert await ana.next("hint") == {"type": "hint", "text": hint_text, "hints_left": 1, "squares": []}
            assert (await ana.next("state"))["hints_left"] == 1
            # the window's way: the engine's hint, with its squares, sent to the seat that asked
            table.server.send(0, protocol.hint("Play CATS across from 8G.", 1, squares))
            glow = await ana.next("hint")
            assert glow["squares"] == [[7, 6], [7, 7], [7, 8], [7, 9]]
            # Ben's own answer comes after everything sent to him before it
            await ben.send({"type": "rack", "order": "IUQSGOD"})
            while (await ben.next("state"))["rack"] != list("IUQSGOD"):
                pass
            await ben.ws.close()
            kinds = [message["type"] for message in ben.received]
            assert "hint" not in kinds
            assert set(kinds) == {"welcome", "state"}
            said = repr(ben.received)
            assert "CATS" not in said and "8G" not in said and "Try" not in said
            for message in ben.received:
                if message["type"] == "state":
                    assert message["hints_left"] == 2  # Ben's own count: Ana's hint is not his
                    assert message["board"] == ["." * 15] * 15

    with running_table(game, hint_source=hint_source) as table:
        run(scene(table))
    assert [p.hints_used for p in game.players] == [1, 0]


def test_the_rate_bucket_holds_no_more_than_the_burst_however_long_it_was_idle() -> None:
    clock = StepClock()
    bucket = RateBucket(RateCap(per_second=10.0, burst=30.0), clock)
    assert sum(bucket.take() for _ in range(40)) == 30
    clock.now += 0.5
    assert sum(bucket.take() for _ in range(40)) == 5
    clock.now += 24 * 3600  # a phone quiet all day
    assert sum(bucket.take() for _ in range(1000)) == 30
    clock.now -= 10  # a clock that steps back gives nothing
    assert sum(bucket.take() for _ in range(40)) == 0


def test_an_idle_phone_may_send_no_more_than_the_burst_at_once() -> None:
    game = two_seat_game()
    clock = StepClock()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0)
            clock.now += 3600.0  # an hour on the table, not a word
            for _ in range(40):
                await ana.send({"type": "shuffle"})
            code, said = await ana.closed()
            assert code == 1008
            assert said[-1] == {"type": "closing", "reason": "Too many messages at once: wait a moment."}
            wait_until(lambda: (0, "leave") in table.handled, timeout=10, what="the game to hear all of it")
            assert table.handled.count((0, "shuffle")) == 30  # the clock stood still: the burst, no more

    with running_table(game, clock=clock) as table:
        run(scene(table))


@pytest.mark.parametrize("client", ["ünïcode", "电话", "tab\there", "a" * 65, "x y", "ok\u00a0"])
def test_a_client_id_the_server_cannot_compare_is_refused_cleanly(
        client: str, caplog: pytest.LogCaptureFixture) -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            first = await joined(session, table, 0, client="phone-one")
            for _ in range(3):
                for seat in (0, 1):  # a seat held by a phone, and one free
                    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                        await session.ws_connect(table.socket_url(seat), params={"client": client},
                                                 headers={"Origin": table.origin()})
                    assert refused.value.status == 400
            page = await session.get(table.socket_url(1), params={"client": client},
                                     headers={"Origin": table.origin()})
            assert (page.status, await page.text()) == (400, "400: Bad client id")
            await first.send({"type": "shuffle"})
            assert (await first.next("state"))["seat"] == 0  # the seat's phone plays on
            assert table.server.connected() == frozenset({0})

    with caplog.at_level(logging.DEBUG), running_table(game) as table:
        run(scene(table))
        assert table.thread is not None and table.thread.is_alive()
        # the good phone's session closes as the scene ends: its leave comes in on the server's
        # thread, sooner or later; the bad client ids never joined, acted nor left
        wait_until(lambda: (0, "leave") in table.handled, timeout=10, what="the phone's leave")
        assert table.handled == [(0, "join"), (0, "shuffle"), (0, "leave")]
    refusals = [r for r in caplog.records if "bad client id" in r.getMessage()]
    assert [r.getMessage() for r in refusals] == [
        "phone server: refused GET /ws/… from 127.0.0.1 (400: seat 0's socket with a bad client id)",
        "phone server: 6 more refused (bad client id) not logged"]
    assert [r.levelno for r in caplog.records if r.levelno >= logging.ERROR] == []
    assert all(r.exc_info is None for r in caplog.records)


def test_the_pages_own_client_ids_still_take_a_seat_back() -> None:
    game = two_seat_game()
    page_id = "0123456789abcdef0123456789abcdef"  # 16 random bytes in hex, as the page makes it

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            first = await joined(session, table, 0, client=page_id)
            again = await open_phone(session, table, 0, client=page_id)
            code, _ = await first.closed()
            assert code == 4002
            assert (await again.next())["type"] == "welcome"
            longest = await joined(session, table, 1, client="A-_z" * 16)  # 64 characters
            assert longest.received[-1]["seat"] == 1

    with running_table(game) as table:
        run(scene(table))


def _closed_by_server(sock: socket.socket) -> bool:
    """Whether the server closed ``sock`` (waiting for it up to 15 s): an end of the
    stream or a reset, not a silence."""
    sock.settimeout(15.0)
    try:
        return sock.recv(4096) == b""
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False


def test_a_connection_that_never_finishes_its_request_line_is_dropped() -> None:
    game = two_seat_game()
    with running_table(game, header_timeout=0.3) as table:
        with socket.create_connection(("127.0.0.1", table.server.port), timeout=5) as half:
            half.sendall(b"GET /seat/")
            assert _closed_by_server(half)
        with socket.create_connection(("127.0.0.1", table.server.port), timeout=5) as silent:
            assert _closed_by_server(silent)
        assert table.handled == []
        with socket.create_connection(("127.0.0.1", table.server.port), timeout=5) as whole:
            whole.sendall(f"GET /seat/{table.server.tokens[0]} HTTP/1.1\r\n"
                          f"Host: 127.0.0.1:{table.server.port}\r\n\r\n".encode())
            whole.settimeout(15.0)
            assert whole.recv(4096).startswith(b"HTTP/1.1 200 OK\r\n")


def test_a_connection_sending_its_headers_a_little_at_a_time_is_dropped() -> None:
    game = two_seat_game()
    with running_table(game, header_timeout=0.3) as table:
        sent = threading.Event()
        stop = threading.Event()
        lines = 0

        def dribble(sock: socket.socket) -> None:
            nonlocal lines
            try:
                sock.sendall(f"GET /seat/{table.server.tokens[0]} HTTP/1.1\r\n".encode())
                sent.set()
                while not stop.wait(0.02):  # one header line every 20 ms, never the blank line
                    sock.sendall(b"X-Slow: 1\r\n")
                    lines += 1
            except OSError:
                pass

        with socket.create_connection(("127.0.0.1", table.server.port), timeout=5) as slow:
            writer = threading.Thread(target=dribble, args=(slow,), daemon=True)
            writer.start()
            assert sent.wait(5)
            assert _closed_by_server(slow)
            stop.set()
            writer.join(5)
        assert lines > 0  # it was still sending when it was dropped


def test_a_phone_connected_stays_past_the_header_timeout() -> None:
    game = two_seat_game()

    async def scene(table: Table) -> None:
        async with aiohttp.ClientSession() as session:
            ana = await joined(session, table, 0)
            await asyncio.sleep(1.0)  # over three header timeouts with nothing said
            await ana.send({"type": "shuffle"})
            assert (await ana.next("state"))["seat"] == 0

    with running_table(game, header_timeout=0.3) as table:
        run(scene(table))


def test_the_header_timeout_is_ten_seconds_by_default() -> None:
    assert HEADER_SECONDS == 10.0
    assert PhoneServer([0], host="127.0.0.1").header_timeout == HEADER_SECONDS
