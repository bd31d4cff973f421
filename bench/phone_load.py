"""Phone racks under load (run by hand):

    python bench/phone_load.py [--seconds 180] [--seed 1]

Eight simulated phones, two for each of four seats, play random legal turns
against a headless game: the phone server on its thread, a game thread that
pumps it through a ``Referee`` sixty times a second, as the window's frames
will.  Each seat's two phones are two devices: the one holding the seat
plays; the other is refused (a second phone) and tries again later.  Now and
then a phone drops its connection and comes back with the same link (a phone
that slept), or the other phone gets in first.  A phone on its turn previews
its tiles, then plays them (a legal play it finds on its own copy of the
board), swaps or passes; off turn it shuffles and rearranges its rack.  When
a game ends the server is stopped and a new game starts on new links.

Prints every 30 seconds and at the end: moves, games, messages, reconnects,
second phones refused, errors (a legal play refused, a message that is not
the protocol's, a socket closed for no reason, an exception logged by the
server), the process's memory (RSS) and Python's count of allocated blocks
(flat when nothing is kept alive).  The issue's 30-minute soak is
``--seconds 1800``.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import logging
import random
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import aiohttp  # noqa: E402

from game.phone import PhoneServer, Referee  # noqa: E402
from game.rules import validation  # noqa: E402
from game.rules.board import SIZE, Board  # noqa: E402
from game.rules.errors import IllegalMoveError, InvalidMoveError  # noqa: E402
from game.rules.game import Game  # noqa: E402
from game.rules.move import Placement, TilePlay  # noqa: E402

SEATS = [0, 1, 2, 3]
NAMES = ["Ana", "Ben", "Cleo", "Dev"]


def rss_mb() -> float:
    """The process's resident memory in MB (Linux)."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


@dataclass
class Tally:
    moves: int = 0
    games: int = 0
    received: int = 0
    sent: int = 0
    reconnects: int = 0
    seconds_refused: int = 0
    errors: Counter[str] = field(default_factory=Counter)
    samples: list[tuple[float, float]] = field(default_factory=list)
    #: Python's own allocated blocks at each sample: flat when nothing is kept alive
    blocks: list[int] = field(default_factory=list)


class ErrorCount(logging.Handler):
    """Counts what the server logs as an error (a handler that raised, a crash)."""

    def __init__(self, tally: Tally) -> None:
        super().__init__(logging.ERROR)
        self.tally = tally

    def emit(self, record: logging.LogRecord) -> None:
        self.tally.errors["logged: " + record.getMessage()[:60]] += 1


class Host:
    """The game side: one game at a time, its server and the game thread."""

    def __init__(self, seed: int, tally: Tally) -> None:
        self.rng = random.Random(seed)
        self.tally = tally
        self.lock = threading.Lock()
        self.stop = threading.Event()
        self.server: PhoneServer | None = None
        self.referee: Referee | None = None
        self.generation = 0
        self.new_game()
        self.thread = threading.Thread(target=self.frames, daemon=True)
        self.thread.start()

    def new_game(self) -> None:
        old = self.server
        if old is not None:
            old.stop()
        game = Game(NAMES, seed=self.rng.randrange(1 << 30))
        self.referee = Referee(game, SEATS, rng=random.Random(self.rng.random()))
        self.server = PhoneServer(SEATS, host="127.0.0.1")
        self.server.start()
        self.generation += 1

    def urls(self) -> tuple[int, dict[int, str], str]:
        with self.lock:
            assert self.server is not None
            return (self.generation, {s: self.server.url_for(s).replace("/seat/", "/ws/") for s in SEATS},
                    f"http://127.0.0.1:{self.server.port}")

    def frames(self) -> None:
        last = time.monotonic()
        while not self.stop.is_set():
            now = time.monotonic()
            with self.lock:
                assert self.server is not None and self.referee is not None
                before = len(self.referee.game.history)
                self.server.pump(self.referee.handle)
                self.server.send_all(self.referee.tick(now - last))
                self.tally.moves += len(self.referee.game.history) - before
                self.after_frame()
                if self.referee.game.over:
                    self.tally.games += 1
                    self.new_game()
            last = now
            time.sleep(1 / 60)

    def after_frame(self) -> None:
        """What a kind of table checks after each frame (nothing here)."""

    def close(self) -> None:
        self.stop.set()
        self.thread.join(5)
        if self.server is not None:
            self.server.stop()


def legal_play(board: Board, rack: list[str], rng: random.Random, tries: int = 80) -> TilePlay | None:
    """A play the rules allow on this board from this rack (any letters: the bench's
    game has no word list, so every word stands)."""
    if not rack:
        return None
    for _ in range(tries):
        across = rng.random() < 0.5
        n = rng.randint(1 if not board.is_empty() else 2, min(len(rack), 4))
        if n > len(rack):
            return None
        tiles = rng.sample(rack, n)
        if board.is_empty():
            start = rng.randint(max(0, 7 - n + 1), 7)
            squares = [(7, start + i) if across else (start + i, 7) for i in range(n)]
        else:
            anchors = [(r, c) for r, c, _ in board.tiles()]
            ar, ac = rng.choice(anchors)
            r, c = (ar, ac - rng.randint(1, n)) if across else (ar - rng.randint(1, n), ac)
            squares = []
            while len(squares) < n and 0 <= r < SIZE and 0 <= c < SIZE:
                if not board.occupied(r, c):
                    squares.append((r, c))
                r, c = (r, c + 1) if across else (r + 1, c)
            if len(squares) < n:
                continue
        try:
            play = TilePlay(tuple(
                Placement(r, c, t if t != "?" else rng.choice("AEIOST").lower())
                for (r, c), t in zip(squares, tiles)), across)
            validation.check_play(board, rack, play, None)
        except (IllegalMoveError, InvalidMoveError):
            continue
        return play
    return None


class Phone:
    """One simulated phone: a device with its own id, for one seat."""

    def __init__(self, seat: int, device: int, host: Host, tally: Tally, rng: random.Random) -> None:
        self.seat = seat
        self.client = f"bench-{seat}-{device}"
        self.host = host
        self.tally = tally
        self.rng = rng
        self.state: dict[str, Any] | None = None
        self.waiting_play = False

    async def run(self, session: aiohttp.ClientSession, until: float) -> None:
        while time.monotonic() < until:
            generation, urls, origin = self.host.urls()
            try:
                ws = await session.ws_connect(f"{urls[self.seat]}?client={self.client}",
                                              headers={"Origin": origin}, heartbeat=None)
            except (aiohttp.ClientError, OSError):
                await asyncio.sleep(0.2)  # between two games: the next server is starting
                continue
            self.tally.reconnects += 1
            try:
                reason = await self.session(ws, until, generation)
            except aiohttp.ClientConnectionResetError:
                reason = "closed"  # the server closed it as this phone wrote (a game ended, a takeover)
            if reason == "seat taken":
                self.tally.seconds_refused += 1
                await asyncio.sleep(self.rng.uniform(1.0, 4.0))
            elif reason == "dropped":
                await asyncio.sleep(self.rng.uniform(0.05, 1.0))

    async def session(self, ws: aiohttp.ClientWebSocketResponse, until: float, generation: int) -> str:
        self.state = None
        self.waiting_play = False
        leave_at = time.monotonic() + self.rng.uniform(5, 40)
        try:
            while time.monotonic() < min(until, leave_at):
                try:
                    message = await ws.receive(timeout=0.3)
                except asyncio.TimeoutError:
                    await self.act(ws)
                    continue
                if message.type is not aiohttp.WSMsgType.TEXT:
                    # a close frame carries its code; ``ws.close_code`` may still hold the
                    # library's 1006 from an earlier ``receive`` that timed out
                    code = message.data if message.type is aiohttp.WSMsgType.CLOSE else ws.close_code
                    if code == 4001:
                        return "seat taken"
                    if code in (4002, 1001):  # this device elsewhere, or the game ended
                        return "closed"
                    if isinstance(ws.exception(), ConnectionResetError):
                        return "closed"  # this phone wrote as the server closed it (a game ended)
                    self.tally.errors[f"socket closed {message.type.name} {code}"] += 1
                    return "closed"
                self.tally.received += 1
                await self.read(ws, json.loads(message.data))
            return "dropped"
        finally:
            await ws.close()

    async def read(self, ws: aiohttp.ClientWebSocketResponse, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "state":
            if message.get("seat") != self.seat:
                self.tally.errors["a state for another seat"] += 1
            moved = self.state is None or message["moves"] != self.state["moves"]
            self.state = message
            if moved:  # a state for another reason (a phone came or went) answers no play
                self.waiting_play = False
            await self.act(ws)
        elif kind == "refused":
            if message.get("intention") in ("play", "swap") and message.get("reason") not in (
                    "wait for your turn", "the game is over"):
                self.tally.errors["refused: " + str(message.get("reason"))[:60]] += 1
            self.waiting_play = False
        elif kind not in ("welcome", "preview", "closing", "hint"):
            self.tally.errors[f"unknown message {kind}"] += 1

    async def send(self, ws: aiohttp.ClientWebSocketResponse, message: dict[str, Any]) -> None:
        self.tally.sent += 1
        await ws.send_str(json.dumps(message))

    async def act(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        state = self.state
        if state is None or state.get("over") or self.waiting_play:
            return
        if not state["your_turn"]:
            if self.rng.random() < 0.05:
                if self.rng.random() < 0.5:
                    await self.send(ws, {"type": "shuffle"})
                else:
                    order = state["rack"][:]
                    self.rng.shuffle(order)
                    await self.send(ws, {"type": "rack", "order": "".join(order)})
            return
        await asyncio.sleep(self.rng.uniform(0.0, 0.05))  # a thumb is not instant
        board = Board([("" if ch == "." else ch) for row in state["board"] for ch in row])
        play = legal_play(board, state["rack"], self.rng)
        roll = self.rng.random()
        self.waiting_play = True
        if play is not None and roll < 0.9:
            tiles = [{"row": p.row, "col": p.col, "letter": p.letter} for p in play.placements]
            await self.send(ws, {"type": "preview", "tiles": tiles})
            await self.send(ws, {"type": "play", "tiles": tiles})
        elif state["can_swap"] and roll < 0.97:
            k = self.rng.randint(1, min(len(state["rack"]), state["bag"]))
            await self.send(ws, {"type": "swap", "tiles": "".join(self.rng.sample(state["rack"], k))})
        else:
            await self.send(ws, {"type": "pass"})


async def play_for(seconds: float, host: Host, tally: Tally, seed: int, phone: type[Phone] | None = None,
                   extra: Callable[[], str] = lambda: "") -> None:
    """Eight phones of the ``phone`` kind, two a seat, against ``host`` for ``seconds``; every
    30 seconds a line of figures (``extra`` adds the kind of table's own)."""
    until = time.monotonic() + seconds
    rng = random.Random(seed)
    kind = phone or Phone
    phones = [kind(seat, device, host, tally, random.Random(rng.random())) for seat in SEATS for device in (0, 1)]

    async def report() -> None:
        start = time.monotonic()
        while time.monotonic() < until:
            await asyncio.sleep(min(30.0, max(0.1, until - time.monotonic())))
            gc.collect()
            tally.samples.append((time.monotonic() - start, rss_mb()))
            tally.blocks.append(sys.getallocatedblocks())
            print(f"  {tally.samples[-1][0]:6.0f} s: {tally.moves} moves, {tally.games} games, {extra()}"
                  f"{sum(tally.errors.values())} errors {dict(tally.errors)}, "
                  f"RSS {tally.samples[-1][1]:.1f} MB, {tally.blocks[-1]} Python blocks", flush=True)

    async with aiohttp.ClientSession() as session:
        await asyncio.gather(report(), *(p.run(session, until) for p in phones))


def print_tally(tally: Tally, start_rss: float) -> None:
    """The run's messages, connections, errors and memory (after its moves line)."""
    print(f"messages: {tally.sent} sent by phones, {tally.received} received")
    print(f"connections: {tally.reconnects}, of them refused as a second phone: {tally.seconds_refused}")
    print(f"errors: {sum(tally.errors.values())}")
    for what, count in tally.errors.most_common():
        print(f"  {count:6d}  {what}")
    first = tally.samples[0][1] if tally.samples else start_rss
    print(f"RSS: start {start_rss:.1f} MB, first sample {first:.1f} MB, end {rss_mb():.1f} MB")
    print("  samples: " + ", ".join(f"{t:.0f}s {m:.1f}" for t, m in tally.samples))
    print("Python blocks: " + ", ".join(str(b) for b in tally.blocks))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=180.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    tally = Tally()
    logging.basicConfig(level=logging.CRITICAL)  # refusals are expected here; errors are counted
    logging.getLogger("game.phone").addHandler(ErrorCount(tally))
    start_rss = rss_mb()
    host = Host(args.seed, tally)
    print(f"eight phones, two a seat, for {args.seconds:g} s (RSS at start {start_rss:.1f} MB)", flush=True)
    started = time.monotonic()
    try:
        asyncio.run(play_for(args.seconds, host, tally, args.seed))
    finally:
        host.close()
    took = time.monotonic() - started
    print(f"moves {tally.moves} ({tally.moves / took:.1f}/s) in {tally.games} finished games")
    print_tally(tally, start_rss)


if __name__ == "__main__":
    main()
