"""The phone server: a small aiohttp app on a thread of its own.

It serves the phone page at ``/seat/TOKEN``, the page's files at
``/static/NAME`` (only the files of ``game/phone/static/``, read once at the
start: no path reaches outside that folder) and one WebSocket a seat at
``/ws/TOKEN``.  Each seat has its own random token for this game (140 bits, in
letters and digits nobody misreads, for typing it from the TV);
a wrong token is a plain 404 that says nothing more.

Phones send intentions; the server only checks their form
(:func:`~game.phone.protocol.read_intention`) and queues them.  The game
thread calls :meth:`PhoneServer.pump` once a frame with a handler (the
:class:`~game.phone.referee.Referee`, or the play scene), which decides each
with the rules and returns the messages to send; nothing waits on the other
thread, so a frame never blocks on a phone.

Safety on a home network:

- it listens on the local network address only, on a port the system picks;
- a WebSocket must come from the page itself (its ``Origin`` is this server's
  own address) and every request must name this server as its ``Host``, so a
  web page elsewhere cannot reach a seat through a visitor's browser;
- a message over :data:`~game.phone.protocol.MAX_MESSAGE_BYTES`, or more than
  :attr:`RateCap.burst` messages at once (:attr:`RateCap.per_second` after),
  closes that phone's socket with a reason; the page reconnects;
- a connection that has not sent a whole request's headers within
  :data:`HEADER_SECONDS` (half a request line, headers a byte at a time) is
  dropped;
- refused requests are logged (logger ``game.phone``), each kind at most once
  a minute with a count of the others (:mod:`.refusals`), and never raise in
  the game's thread.

One phone a seat: a second phone opening a seat's link while the first is
connected is refused with a message saying so.  The same phone opening the
link again (a reload, a sleeping phone waking: the page keeps a random
``client`` id in its storage) takes the seat over at once, and the older page
is told why it closed.  A phone gone without a word is noticed by the
WebSocket heartbeat within :data:`HEARTBEAT_SECONDS` and frees the seat.
"""

from __future__ import annotations

import asyncio
import collections
import logging
import mimetypes
import secrets
import threading
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import WSCloseCode, WSMsgType, web

from . import protocol, words
from .network import lan_address, listening_socket
from .protocol import Intention, ProtocolError, read_intention
from .refusals import RefusalLog, RequestErrorLog

log = logging.getLogger("game.phone")

STATIC_DIR = Path(__file__).resolve().parent / "static"
#: the page every seat's link opens
PAGE = "index.html"
#: a token's characters: lower-case letters and digits without those read alike
#: on a TV (0 and o, 1, l and i), so a link typed from the screen is typed right
TOKEN_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"
#: characters of a token: 28 of 31 symbols is over 138 bits (at least 128 are needed)
TOKEN_LENGTH = 28
#: seconds between pings; a phone that answers none in this time is let go
HEARTBEAT_SECONDS = 15.0
#: seconds a connection may take to send a request's headers (from when it opens, or
#: from the last answer on it); one that has not is dropped
HEADER_SECONDS = 10.0
#: the longest ``client`` id a page may give (the page's own is 32 hex digits)
MAX_CLIENT_ID = 64
#: the characters of a ``client`` id
CLIENT_ID_CHARACTERS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
#: a frame bigger than this is not even read: the socket closes (1009) at once
HARD_MESSAGE_CAP = 64 * 1024
#: seconds a closing socket waits for the phone's answer
CLOSE_SECONDS = 2.0
#: intentions waiting for the game thread; more are dropped (the game is stuck or flooded)
MAX_WAITING = 2000
#: messages waiting to be sent to one phone; a phone that reads none is let go
MAX_OUTBOX = 256
#: close codes the page reads (4000-4999 are the application's own)
CLOSE_SEAT_TAKEN = 4001
CLOSE_REPLACED = 4002

_CLOSE_NOTES = {
    CLOSE_SEAT_TAKEN: b"seat in use",
    CLOSE_REPLACED: b"opened again",
    WSCloseCode.MESSAGE_TOO_BIG: b"message too big",
    WSCloseCode.POLICY_VIOLATION: b"too many messages",
    WSCloseCode.GOING_AWAY: b"game closed",
}

#: the messages one handler call answers an intention with: (seat, message)
Outgoing = tuple[int, dict[str, Any]]
Handler = Callable[[Intention], Iterable[Outgoing]]


@dataclass
class RateCap:
    """How fast one phone may send: ``burst`` messages at once, then ``per_second``."""

    per_second: float = 10.0
    burst: float = 30.0


class RateBucket:
    """One phone's messages: full (``cap.burst``) at the start, refilled at
    ``cap.per_second`` and never above ``cap.burst``, however long the phone
    was quiet (else an idle phone could send far more than the burst at once)."""

    def __init__(self, cap: RateCap, clock: Callable[[], float] = time.monotonic) -> None:
        self.cap = cap
        self.clock = clock
        self.tokens = cap.burst
        self.last = clock()

    def take(self) -> bool:
        """Whether one more message may pass now (it is counted if so)."""
        now = self.clock()
        self.tokens = min(self.cap.burst, self.tokens + max(0.0, now - self.last) * self.cap.per_second)
        self.last = now
        if self.tokens < 1.0:
            return False
        self.tokens -= 1.0
        return True


@dataclass
class _Phone:
    """One connected phone (lives on the server's thread)."""

    seat: int
    ws: web.WebSocketResponse
    client: str
    outbox: asyncio.Queue[str | None] = field(default_factory=lambda: asyncio.Queue(MAX_OUTBOX))
    #: the task sending the outbox (set once the socket is open)
    writer: asyncio.Future[None] | None = None


def _static_files(folder: Path) -> dict[str, tuple[bytes, str]]:
    """The page's files by name, read once: regular files directly in ``folder``."""
    files: dict[str, tuple[bytes, str]] = {}
    for path in sorted(folder.iterdir()):
        if path.is_file() and not path.is_symlink() and not path.name.startswith("."):
            kind = mimetypes.guess_type(path.name)[0] or "application/octet-stream"
            if kind.startswith("text/") or kind in ("application/javascript",):
                kind += "; charset=utf-8"
            files[path.name] = (path.read_bytes(), kind)
    return files


_HEADERS = {
    # the token is in the page's address: never hand it on to another site
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
    "Content-Security-Policy": (
        "default-src 'self'; connect-src 'self'; img-src 'self' data:; "
        "style-src 'self'; script-src 'self'; frame-ancestors 'none'; base-uri 'none'"
    ),
}


class PhoneServer:
    """The phone racks' web server for one game (see the module's docstring).

    Args:
        seats: the seats played from a phone (setup order, as ``Game.seat_of`` counts).
        host: the address to listen on; the local network's by default.
        rate: how fast one phone may send.
        heartbeat: seconds between pings to each phone.
        header_timeout: seconds a connection may take to send a request's headers.
        clock: seconds, rising, for the rate caps and the log's minutes
            (injectable for tests).
        tokens: the seats' tokens of a game continued (its links stay the same); a
            seat without one, or whose kept token is not one of ours, gets a new one.
        port: the port to listen on when it is free (a game continued); the system
            picks one when it is 0 or taken.
    """

    def __init__(
        self,
        seats: Iterable[int],
        host: str | None = None,
        *,
        rate: RateCap | None = None,
        heartbeat: float = HEARTBEAT_SECONDS,
        header_timeout: float = HEADER_SECONDS,
        clock: Callable[[], float] = time.monotonic,
        tokens: dict[int, str] | None = None,
        port: int = 0,
    ) -> None:
        self.host = host or lan_address()
        self.rate = rate or RateCap()
        self.heartbeat = heartbeat
        self.header_timeout = header_timeout
        self.clock = clock
        self.refusals = RefusalLog(log, clock)
        kept = tokens or {}
        self.tokens: dict[int, str] = {
            seat: kept[seat] if is_token(kept.get(seat)) else new_token() for seat in seats}
        self.wanted_port = port
        self._files = _static_files(STATIC_DIR)
        self._port = 0
        self._waiting: collections.deque[Intention] = collections.deque()
        self._waiting_lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._phones: dict[int, _Phone] = {}  # the server thread's only
        self._connected: frozenset[int] = frozenset()  # read by the game thread
        self._started = threading.Event()
        self._failure: BaseException | None = None

    # -------------------------------------------------------------- the API
    @property
    def port(self) -> int:
        return self._port

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def url_for(self, seat: int) -> str:
        """The link a seat's QR code holds: ``http://ADDRESS:PORT/seat/TOKEN``."""
        return f"http://{self.host}:{self._port}/seat/{self.tokens[seat]}"

    def connected(self) -> frozenset[int]:
        """The seats with a phone connected now (for the scoreboard)."""
        return self._connected

    def start(self) -> None:
        """Listen on a free port and serve on a thread of its own; returns once it listens.

        Raises:
            OSError: when no socket could be opened on the address.
        """
        if self._thread is not None:
            raise RuntimeError("the phone server is already started")
        sock = listening_socket(self.host, self.wanted_port)
        self._port = int(sock.getsockname()[1])
        self._thread = threading.Thread(target=self._run, args=(sock,), name="phone-server", daemon=True)
        self._thread.start()
        self._started.wait(10.0)
        if self._failure is not None:
            self._thread.join(5.0)
            raise OSError(f"the phone server could not start: {self._failure}")

    def stop(self, timeout: float = 10.0) -> None:
        """Close every phone (telling it the game closed), stop listening and join the thread."""
        loop, thread = self._loop, self._thread
        if loop is None or thread is None:
            return
        if thread.is_alive():
            loop.call_soon_threadsafe(loop.stop)
            thread.join(timeout)
        self._connected = frozenset()

    def waiting(self) -> int:
        """How many intentions wait for the game thread's :meth:`pump` (two phones'
        intentions sent at the same moment wait side by side)."""
        with self._waiting_lock:
            return len(self._waiting)

    def pump(self, handler: Handler, limit: int = 200) -> int:
        """Hand the intentions waiting (at most ``limit``) to ``handler`` on the
        calling (game) thread and send what it answers; returns how many.

        A handler that raises is logged and the next intention goes on: a
        phone must never be able to stop the game."""
        done = 0
        while done < limit:
            with self._waiting_lock:
                if not self._waiting:
                    break
                intention = self._waiting.popleft()
            done += 1
            try:
                answers = list(handler(intention))
            except Exception:
                log.exception("phone seat %d: the game could not answer %r", intention.seat, intention.kind)
                continue
            self.send_all(answers)
        return done

    def send(self, seat: int, message: dict[str, Any]) -> None:
        """Send one message to a seat's phone, from any thread (dropped if none is connected)."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        text = protocol.encode(message)
        try:
            loop.call_soon_threadsafe(self._deliver, seat, text)
        except RuntimeError:  # the loop closed meanwhile: the game is stopping
            pass

    def send_all(self, messages: Iterable[Outgoing]) -> None:
        for seat, message in messages:
            self.send(seat, message)

    # ------------------------------------------------------ the server thread
    def _run(self, sock: Any) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._open(sock))
        except BaseException as exc:  # reported to start() in the game's thread
            self._failure = exc
            sock.close()
            self._started.set()
            loop.close()
            return
        self._started.set()
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(self._close())
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    async def _open(self, sock: Any) -> None:
        # No middleware: aiohttp keeps the middlewares it built for an app in a cache
        # of its own for the whole process, which would keep every finished game's
        # server alive; each handler checks the host itself.
        app = web.Application(client_max_size=protocol.MAX_MESSAGE_BYTES)
        app.router.add_get("/seat/{token}", self._page)
        app.router.add_get("/ws/{token}", self._socket)
        app.router.add_get("/static/{name}", self._static)
        app.router.add_route("*", "/{anything:.*}", self._nothing)
        # The library's keep-alive timer starts when a connection opens and again after
        # each answer, and closes the connection if no whole request has arrived by then:
        # it is the timeout for a request's headers (a WebSocket, once open, is not idle
        # to it).  Requests it cannot read are logged as refusals, without a traceback.
        self._runner = web.AppRunner(
            app, access_log=None, handle_signals=False, shutdown_timeout=1.0,
            keepalive_timeout=self.header_timeout, logger=RequestErrorLog(self.refusals))
        await self._runner.setup()
        await web.SockSite(self._runner, sock).start()

    async def _close(self) -> None:
        reason = words.closing_game_closed()
        phones, self._phones = list(self._phones.values()), {}
        # all at once: each phone is sent what the game gave it last (the final state),
        # then told why; each close waits (at most CLOSE_SECONDS) for its phone's answer
        await asyncio.gather(*(self._send_rest_and_close(p, reason) for p in phones))
        if self._runner is not None:
            await self._runner.cleanup()
        self.refusals.flush()

    def _allowed_hosts(self) -> set[str]:
        return {f"{self.host}:{self._port}"}

    def _refuse(self, request: web.Request, status: int, kind: str, why: str = "") -> web.HTTPException:
        """The error for a refused request, logged (once a minute for each ``kind``)
        without the token."""
        self.refusals.refused(kind, "phone server: refused %s %s from %s (%d: %s)", request.method,
                              _redacted(request.path), request.remote, status, why or kind)
        if status == 400:
            return web.HTTPBadRequest(text="400: Bad client id")
        return web.HTTPForbidden() if status == 403 else web.HTTPNotFound()

    def _check_host(self, request: web.Request) -> None:
        # A page elsewhere that renamed itself to this address (DNS rebinding) still
        # names its own host: only this server's address is served.
        if request.host not in self._allowed_hosts():
            raise self._refuse(request, 404, "wrong host", f"host {request.host[:80]!r}")

    async def _nothing(self, request: web.Request) -> web.StreamResponse:
        raise self._refuse(request, 404, "no such page")

    def seat_for_token(self, token: str) -> int | None:
        """The seat whose token is exactly ``token`` (not a part of it, nor more), or None.

        Every seat's token is compared, in constant time, whatever the answer."""
        found = None
        for seat, known in self.tokens.items():
            if secrets.compare_digest(known.encode(), token.encode("utf-8", "replace")):
                found = seat
        return found

    async def _page(self, request: web.Request) -> web.StreamResponse:
        self._check_host(request)
        if self.seat_for_token(request.match_info["token"]) is None:
            raise self._refuse(request, 404, "no such seat")
        body, kind = self._files[PAGE]
        return web.Response(body=body, headers={**_HEADERS, "Content-Type": kind})

    async def _static(self, request: web.Request) -> web.StreamResponse:
        self._check_host(request)
        found = self._files.get(request.match_info["name"])
        if found is None or request.match_info["name"] == PAGE:
            raise self._refuse(request, 404, "no such file")
        body, kind = found
        return web.Response(body=body, headers={**_HEADERS, "Content-Type": kind})

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        self._check_host(request)
        seat = self.seat_for_token(request.match_info["token"])
        if seat is None:
            raise self._refuse(request, 404, "no such seat")
        origin = request.headers.get("Origin", "")
        if origin != f"http://{self.host}:{self._port}":
            raise self._refuse(request, 403, "wrong origin", f"seat {seat}'s socket from origin {origin[:80]!r}")
        # The library refuses a frame over its own cap before it is read whole, with no
        # word to the phone; the protocol's smaller cap is checked here, with a reason.
        client = request.query.get("client", "")
        if not valid_client_id(client):
            # the page's own id is hex digits; anything else is refused before the seat is touched
            raise self._refuse(request, 400, "bad client id", f"seat {seat}'s socket with a bad client id")
        ws = web.WebSocketResponse(
            max_msg_size=HARD_MESSAGE_CAP, heartbeat=self.heartbeat, timeout=CLOSE_SECONDS)
        await ws.prepare(request)
        holder = self._phones.get(seat)
        if holder is not None and not holder.ws.closed:
            if client and secrets.compare_digest(client, holder.client):
                # the same phone again (a reload, a phone waking): the new page takes the seat
                self._phones.pop(seat, None)
                await holder.outbox.put(None)
                await self._say_and_close(holder.ws, words.closing_replaced(), CLOSE_REPLACED)
            else:
                self.refusals.refused(f"seat {seat}: second phone",
                                      "phone server: refused a second phone for seat %d from %s", seat, request.remote)
                await self._say_and_close(ws, words.closing_other_phone(), CLOSE_SEAT_TAKEN)
                return ws
        phone = _Phone(seat, ws, client)
        self._phones[seat] = phone
        self._connected = frozenset(self._phones)
        self._post(Intention(seat, protocol.JOIN))
        writer = phone.writer = asyncio.ensure_future(self._write(phone))
        try:
            await self._read(phone)
        finally:
            if self._phones.get(seat) is phone:
                del self._phones[seat]
                self._connected = frozenset(self._phones)
                self._post(Intention(seat, protocol.LEAVE))
            if not writer.done():
                if phone.outbox.full():
                    writer.cancel()
                else:
                    phone.outbox.put_nowait(None)
            await asyncio.gather(writer, return_exceptions=True)
        return ws

    async def _read(self, phone: _Phone) -> None:
        bucket = RateBucket(self.rate, self.clock)
        ws, seat = phone.ws, phone.seat
        async for message in ws:
            if message.type is WSMsgType.TEXT:
                if len(message.data.encode("utf-8")) > protocol.MAX_MESSAGE_BYTES:
                    self.refusals.refused(f"seat {seat}: too big", "phone server: seat %d sent %d characters; closed",
                                          seat, len(message.data))
                    await self._say_and_close(ws, words.closing_too_big(), WSCloseCode.MESSAGE_TOO_BIG)
                    return
                if not bucket.take():
                    self.refusals.refused(f"seat {seat}: too fast",
                                          "phone server: seat %d sent too many messages; closed", seat)
                    await self._say_and_close(ws, words.closing_too_fast(), WSCloseCode.POLICY_VIOLATION)
                    return
                try:
                    intention = read_intention(seat, message.data)
                except ProtocolError as exc:
                    self.refusals.refused(f"seat {seat}: bad message",
                                          "phone server: seat %d sent a bad message: %s", seat, exc)
                    await ws.send_str(protocol.encode(protocol.refused("", str(exc))))
                    continue
                self._post(intention)
            elif message.type is WSMsgType.ERROR:
                # over the library's cap (it has closed the socket already), or a broken frame
                self.refusals.refused(f"seat {seat}: broken frame", "phone server: seat %d: %s", seat, ws.exception())
                return
            elif message.type is WSMsgType.BINARY:
                self.refusals.refused(f"seat {seat}: binary", "phone server: seat %d sent binary data; closed", seat)
                await ws.close(code=WSCloseCode.UNSUPPORTED_DATA)
                return

    async def _write(self, phone: _Phone) -> None:
        while True:
            text = await phone.outbox.get()
            if text is None or phone.ws.closed:
                return
            try:
                await phone.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return

    def _deliver(self, seat: int, text: str) -> None:
        phone = self._phones.get(seat)
        if phone is None or phone.ws.closed:
            return
        try:
            phone.outbox.put_nowait(text)
        except asyncio.QueueFull:
            self.refusals.refused(f"seat {seat}: reads nothing", "phone server: seat %d reads nothing; let go", seat)
            asyncio.ensure_future(phone.ws.close(code=WSCloseCode.TRY_AGAIN_LATER))

    def _post(self, intention: Intention) -> None:
        with self._waiting_lock:
            if len(self._waiting) >= MAX_WAITING:
                self.refusals.refused("game not answering", "phone server: the game is not answering; "
                                      "dropped %r from seat %d", intention.kind, intention.seat)
                return
            self._waiting.append(intention)

    async def _send_rest_and_close(self, phone: _Phone, reason: str) -> None:
        """Send what waits in ``phone``'s outbox, then the closing message, then close."""
        writer = phone.writer
        if writer is not None and not writer.done():
            try:
                phone.outbox.put_nowait(None)  # the writer ends after the messages before it
                await asyncio.wait_for(asyncio.shield(writer), CLOSE_SECONDS)
            except (asyncio.QueueFull, asyncio.TimeoutError):
                writer.cancel()
        await self._say_and_close(phone.ws, reason, WSCloseCode.GOING_AWAY)

    @staticmethod
    async def _say_and_close(ws: web.WebSocketResponse, reason: str, code: int) -> None:
        """Tell the page why (in its language, as a message), then close."""
        if ws.closed:
            return
        try:
            await ws.send_str(protocol.encode(protocol.closing(reason)))
            # the close frame's own reason is short ASCII: the page reads the message above
            await ws.close(code=code, message=_CLOSE_NOTES.get(code, b"closed"))
        except (ConnectionError, RuntimeError):
            pass


def new_token() -> str:
    """A seat's random token: :data:`TOKEN_LENGTH` characters of :data:`TOKEN_ALPHABET`."""
    return "".join(secrets.choice(TOKEN_ALPHABET) for _ in range(TOKEN_LENGTH))


def is_token(token: object) -> bool:
    """Whether ``token`` (kept with a saved game) is one :func:`new_token` could have made."""
    return (isinstance(token, str) and len(token) == TOKEN_LENGTH
            and all(c in TOKEN_ALPHABET for c in token))


def valid_client_id(client: str) -> bool:
    """Whether ``client`` (the page's id, from the socket's address) is one the
    server compares: none at all, or up to :data:`MAX_CLIENT_ID` ASCII letters,
    digits, ``-`` and ``_`` (the comparison in constant time takes ASCII only)."""
    return len(client) <= MAX_CLIENT_ID and all(ch in CLIENT_ID_CHARACTERS for ch in client)


def _redacted(path: str) -> str:
    """A request's path for the log, without the token (a log is read by others)."""
    for prefix in ("/seat/", "/ws/"):
        if path.startswith(prefix):
            return prefix + "…"
    return path[:80]
