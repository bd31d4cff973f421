"""A game with phone racks run as the window will run it, without the window:
a real ``Game``, the phone server on its own thread, and a "game thread" that
pumps the server's intentions through a ``Referee`` every few milliseconds, as
the play scene's frames will."""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import aiohttp

from game.phone import PhoneServer, Referee
from game.phone.duplicate_referee import DuplicateReferee, PlainDuplicateTable
from game.phone.protocol import Intention
from game.phone.referee import Outgoing
from game.phone.server import RateCap
from game.rules.duplicate import DuplicateGame
from game.rules.game import Game


@dataclass
class Table:
    """A running game with phone racks: the server, the referee and the game thread."""

    game: Game | DuplicateGame
    server: PhoneServer
    referee: Referee | DuplicateReferee
    frames: int = 0
    stop: threading.Event = field(default_factory=threading.Event)
    thread: threading.Thread | None = None
    lock: threading.Lock = field(default_factory=threading.Lock)
    #: (seat, kind) of every intention the game answered
    handled: list[tuple[int, str]] = field(default_factory=list)

    def handle(self, intention: Intention) -> list[Outgoing]:
        self.handled.append((intention.seat, intention.kind))
        return self.referee.handle(intention)

    def origin(self) -> str:
        return f"http://{self.server.host}:{self.server.port}"

    def socket_url(self, seat: int) -> str:
        return self.server.url_for(seat).replace("/seat/", "/ws/")

    def frame_loop(self) -> None:
        last = time.monotonic()
        while not self.stop.is_set():
            now = time.monotonic()
            with self.lock:  # the test reads the game between frames
                self.server.pump(self.handle)
                self.server.send_all(self.referee.tick(now - last))
            last = now
            self.frames += 1
            time.sleep(0.005)


@contextmanager
def running(table: Table) -> Iterator[Table]:
    """Run ``table``'s game thread while the test holds it; stop it and the server after."""
    table.thread = threading.Thread(target=table.frame_loop, daemon=True)
    table.thread.start()
    try:
        yield table
    finally:
        table.stop.set()
        table.thread.join(5)
        table.server.stop()


@contextmanager
def running_table(
    game: Game, seats: list[int] | None = None, host: str = "127.0.0.1",
    rate: RateCap | None = None, hint_source: Callable[[Game, int], str | None] | None = None,
    **server_options: Any,
) -> Iterator[Table]:
    """A game served to phones; ``server_options`` go to :class:`PhoneServer`
    (``header_timeout``, ``clock``)."""
    seats = seats if seats is not None else list(game.seat_of)
    server = PhoneServer(seats, host=host, rate=rate, **server_options)
    server.start()
    with running(Table(game, server, Referee(game, seats, hint_source=hint_source))) as table:
        yield table


@contextmanager
def running_duplicate_table(game: DuplicateGame, host: str = "127.0.0.1",
                            reveal_seconds: float = 1000.0) -> Iterator[Table]:
    """A Duplicate game served to every seat's phone through a :class:`PlainDuplicateTable`
    (its reveal lasts ``reveal_seconds``: a test ends it with ``referee.plain.shown``)."""
    seats = list(range(game.seats))
    server = PhoneServer(seats, host=host)
    server.start()
    referee = DuplicateReferee(game, seats, table=PlainDuplicateTable(game, reveal_seconds=reveal_seconds))
    with running(Table(game, server, referee)) as table:
        yield table


class Phone:
    """One phone's socket, keeping every message it received (to check none held another rack)."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse, seat: int) -> None:
        self.ws = ws
        self.seat = seat
        self.received: list[dict[str, Any]] = []

    async def send(self, message: dict[str, Any]) -> None:
        await self.ws.send_str(json.dumps(message))

    async def next(self, kind: str | None = None, timeout: float = 10.0) -> dict[str, Any]:
        """The next message (of ``kind``, skipping others)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"seat {self.seat}: no {kind or 'message'} within {timeout} s")
            message = await self.ws.receive(timeout=left)
            if message.type is not aiohttp.WSMsgType.TEXT:
                raise AssertionError(f"seat {self.seat}: socket ended ({message.type!r}, {message.data!r})")
            data: dict[str, Any] = json.loads(message.data)
            self.received.append(data)
            if kind is None or data["type"] == kind:
                return data

    async def closed(self, timeout: float = 10.0) -> tuple[int | None, list[dict[str, Any]]]:
        """Read until the socket closes: its close code and the messages before."""
        got: list[dict[str, Any]] = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            message = await self.ws.receive(timeout=deadline - time.monotonic())
            if message.type is aiohttp.WSMsgType.TEXT:
                data = json.loads(message.data)
                self.received.append(data)
                got.append(data)
                continue
            return self.ws.close_code, got
        raise AssertionError(f"seat {self.seat}: the socket stayed open")


async def open_phone(session: aiohttp.ClientSession, table: Table, seat: int, client: str = "") -> Phone:
    url = table.socket_url(seat) + (f"?client={client}" if client else "")
    ws = await session.ws_connect(url, headers={"Origin": table.origin()})
    return Phone(ws, seat)


def run(coroutine: Any) -> Any:
    """Run a test's phones (an event loop of the test's own: the server has another)."""
    return asyncio.run(asyncio.wait_for(coroutine, 60))
