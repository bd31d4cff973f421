"""The Duplicate half of ``bench/phone_soak.py`` (``--duplicate``): phones playing
Duplicate rounds against the phone server and the Duplicate rules.

The window's Duplicate scene is not what runs here: the table is the phones'
own :class:`~game.phone.duplicate_referee.PlainDuplicateTable` (the round's
clock, the close, the next rack after a short reveal), pumped sixty times a
second on a game thread as the window's frames will.  Four seats (the rules
seat at most four), two phones a seat: two devices with the same seat's link,
of which the server lets one hold the seat at a time; the other is refused
and tries again later, and now and then the holder drops and either comes
back.  A phone that holds its seat submits a play it finds on its own copy of
the board and rack (most rounds), passes, or submits nothing, so the round's
clock (6 s here, shorter than a table's 1 to 3 minutes, for more rounds)
closes it and hands in what it had put down.  The game has no word list:
every word stands.

Autosave: after every change of the game (a play handed in, a round closed,
the next rack) the game thread writes ``game.to_json()`` to a file, as a
window keeps its game, and reads it back at once: the file read into a new
``DuplicateGame`` must be the game, to the last field.  The figures every 30
seconds are ``phone_load``'s: its "moves" here are the rounds closed.
"""

from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path
from typing import Any

import aiohttp
from phone_load import NAMES, SEATS, Host, Phone, Tally, legal_play, play_for

from game.paths import write_text_atomically
from game.phone import PhoneServer
from game.phone.duplicate_referee import DuplicateReferee, PlainDuplicateTable
from game.rules.board import Board
from game.rules.duplicate import DuplicateGame, DuplicateRules

#: the bench's round clock in seconds (a table chooses 1, 2 or 3 minutes, or none)
ROUND_SECONDS = 6.0
#: seconds a closed round is shown before the next rack
REVEAL_SECONDS = 0.5
#: what a phone may be told when it plays at the wrong moment (a race with the round's close)
EXPECTED_REFUSALS = {"this round is closed: wait for the next rack", "the game is over",
                     "you have already submitted a play this round"}


class DuplicateHost(Host):
    """The game side: one Duplicate game at a time, its server, its autosave and the game
    thread (``phone_load.Host``'s, which pumps the server through the referee)."""

    def __init__(self, seed: int, tally: Tally) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="tile-party-duplicate-soak-"))
        self.save = self.folder / "autosave.json"
        self.autosaves = 0
        self._saved = ""
        super().__init__(seed, tally)

    @property
    def game(self) -> DuplicateGame:
        referee = self.referee
        assert isinstance(referee, DuplicateReferee)
        return referee.game

    def new_game(self) -> None:
        old = self.server
        if old is not None:
            old.stop()
        game = DuplicateGame(NAMES, duplicate=DuplicateRules(round_seconds=60), seed=self.rng.randrange(1 << 30))
        table = PlainDuplicateTable(game, reveal_seconds=REVEAL_SECONDS, round_seconds=ROUND_SECONDS)
        self.referee = DuplicateReferee(game, SEATS, table=table, rng=random.Random(self.rng.random()))  # type: ignore[assignment]
        self.server = PhoneServer(SEATS, host="127.0.0.1")
        self.server.start()
        self.generation += 1
        self._saved = ""
        self.after_frame()

    def after_frame(self) -> None:
        """Keep the game as the window would, when it changed, and read the file back."""
        text = self.game.to_json()
        if text == self._saved:
            return
        try:
            write_text_atomically(self.save, text)
            back = DuplicateGame.from_json(self.save.read_text(encoding="utf-8"))
        except Exception as exc:  # a save that cannot be read back is an error of the bench's count
            self.tally.errors[f"autosave: {type(exc).__name__}: {exc}"[:80]] += 1
            return
        if back.to_json() != text:
            self.tally.errors["the autosave differs from the game"] += 1
        self._saved = text
        self.autosaves += 1


class DuplicatePhone(Phone):
    """A simulated phone at a Duplicate table: it plays whenever its round is open."""

    def __init__(self, seat: int, device: int, host: DuplicateHost, tally: Tally, rng: random.Random) -> None:
        super().__init__(seat, device, host, tally, rng)  # type: ignore[arg-type]
        self.idle_round = -1  # the round this phone chose to submit nothing in

    async def read(self, ws: aiohttp.ClientWebSocketResponse, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "state":
            if message.get("seat") != self.seat or message.get("mode") != "duplicate":
                self.tally.errors["a state for another seat, or not Duplicate's"] += 1
            moved = self.state is None or message["moves"] != self.state["moves"]
            self.state = message
            if moved:
                self.waiting_play = False
            await self.act(ws)
        elif kind == "refused":
            if message.get("intention") in ("play", "pass") and message.get("reason") not in EXPECTED_REFUSALS:
                self.tally.errors["refused: " + str(message.get("reason"))[:60]] += 1
            self.waiting_play = False
        elif kind not in ("welcome", "preview", "closing"):
            self.tally.errors[f"unknown message {kind}"] += 1

    async def act(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        state = self.state
        if state is None or state.get("over") or self.waiting_play or not state["your_turn"]:
            if state is not None and not state.get("over") and self.rng.random() < 0.02:
                await self.send(ws, {"type": "shuffle"})
            return
        round_number = state["duplicate"]["round"]
        if self.idle_round == round_number:
            return
        await asyncio.sleep(self.rng.uniform(0.05, 0.6))  # every seat thinks at once
        board = Board([("" if ch == "." else ch) for row in state["board"] for ch in row])
        play = legal_play(board, state["rack"], self.rng)
        roll = self.rng.random()
        self.waiting_play = True
        if play is not None and roll < 0.85:
            tiles = [{"row": p.row, "col": p.col, "letter": p.letter} for p in play.placements]
            await self.send(ws, {"type": "preview", "tiles": tiles})
            await self.send(ws, {"type": "play", "tiles": tiles})
        elif roll < 0.93:
            await self.send(ws, {"type": "pass"})
        else:
            self.idle_round = round_number  # nothing this round: the clock closes it
            self.waiting_play = False


def soak(seconds: float, seed: int, tally: Tally) -> DuplicateHost:
    """Run the Duplicate soak for ``seconds``; the host holds its counts."""
    host = DuplicateHost(seed, tally)
    try:
        asyncio.run(play_for(seconds, host, tally, seed, DuplicatePhone,
                             lambda: f"{host.autosaves} autosaves read back, "))
    finally:
        host.close()
    return host

