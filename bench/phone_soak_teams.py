"""The Teams half of ``bench/phone_soak.py`` (``--teams``): two teams of two, every
partner on a phone, against the window's play scene, headless.

Four people, Ana and Cleo against Ben and Dev (the default pairing: partners sit
across), each partner's seat with two phones (eight phones): two devices with the
same link, one holding it at a time, as in the classic soak.  Both partners'
phones hold the team's rack and build one placement (``Referee.placement``):

- on its team's turn each phone puts down tiles of the turn's plan (a legal play
  the first partner's phone finds, shared by the pair), a few at a time, at the
  same moment as its partner's, so they race: both put a tile on one square, or
  both the team's one E (a phone sometimes puts a plan's letter on a square of its
  own, which it takes back later); the tile that comes second is refused and goes
  home;
- once the team's placement is the plan, either phone presses Play, and often both
  at once (one is refused: the partner made the team's move first); a phone
  presses Play only with the placement as it heard it, so a play refused for any
  other reason than a race with its partner is an error;
- now and then the team passes or swaps instead (both may press), and now and then
  (:data:`STALL`) both put the plan down and nobody presses Play: the turn clock
  (:data:`CLOCK_SECONDS`, with the rules' "submit the tiles down" at its end) hands
  the team's whole placement in.

After every move the host takes the tile census: the board's tiles, every rack and
the bag must be the game's hundred tiles, none lost, none doubled.  Every finished
game's autosave is read back and compared with the game, as in the classic soak.
"""

from __future__ import annotations

import random
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import aiohttp
from phone_load import NAMES, Phone, Tally, legal_play
from phone_soak import WindowHost, read_back

from game.paths import set_data_dir
from game.rules.board import Board
from game.rules.game import Game, TurnKind
from game.rules.ruleset import ChallengeMode, ClockExpiry, preset
from game.rules.tiles import full_set
from game.setup.seats import SeatConfig
from game.setup.teams import team_seats
from game.ui.play.scene import PlayScene
from game.words.teams import partner_changed, partner_moved_first, partner_square, partner_tile

#: the turn clock in seconds: a team that stalls waits this long for the clock to hand its tiles in
CLOCK_SECONDS = 8
#: House rules, the turn clock short, the tiles down submitted when it runs out; every play
#: checked at once (no challenges: the phones here do not challenge)
RULES = preset("House").replace(clock_seconds=CLOCK_SECONDS, clock_expiry=ClockExpiry.SUBMIT,
                                challenge=ChallengeMode.VOID)
#: the share of turns a team puts its play down and never presses Play
STALL = 0.08
FULL = Counter(full_set())

Tile = tuple[int, int, str]


class EveryWord:
    """A word list that holds every word: the random plays stand, and the clock, which
    hands in only tiles that make words of the list, hands a team's placement in."""

    def contains(self, word: str) -> bool:
        return True


class TeamsHost(WindowHost):
    """The window with a game in teams; after every move, the tile census."""

    def __init__(self, seed: int, tally: Tally) -> None:
        super().__init__(seed, len(NAMES), tally)
        self.censuses = 0
        self.timeouts = 0  # turns the clock handed in with tiles down
        #: counted on the phones' thread: races refused by their words, both partners pressing at once
        self.races = 0
        self.race_words: Counter[str] = Counter()
        self.both_played = 0
        self.lost_turns = 0  # turns the clock ended as a pass
        self.stalls = 0  # turns planned to be put down and left for the clock

    def new_game(self) -> None:
        seats = team_seats([SeatConfig(name, phone=True) for name in NAMES])
        game = Game([s.name for s in seats], RULES, EveryWord(), seed=self.rng.randrange(1 << 30),
                    teams=[s.team for s in seats if s.team is not None])
        self.start_scene(game, seats)

    def after_moves(self, scene: PlayScene, before: int) -> None:
        """Moves were made this frame: the tiles must all be there, each once."""
        game = scene.game
        for record in game.history[before:]:
            if record.kind is TurnKind.PLAY and record.played_on_timeout:
                self.timeouts += 1
            elif record.kind is TurnKind.TIMEOUT:
                self.lost_turns += 1
        self.check_autosave(scene)
        census = Counter("?" if letter.islower() else letter for _r, _c, letter in game.board.tiles())
        for player in game.players:
            census.update(player.rack)
        census.update(game.bag.tiles)
        self.censuses += 1
        if census != FULL:
            lost, doubled = FULL - census, census - FULL
            self.tally.errors[f"tile census: lost {''.join(sorted(lost.elements()))!r}, "
                              f"doubled {''.join(sorted(doubled.elements()))!r}"[:80]] += 1


    def check_autosave(self, scene: PlayScene) -> None:
        """The game in the store after this move, read back as Continue reads it, must be the game
        (a finished game is compared by :meth:`finished`)."""
        recorder = scene.flow.recorder
        if scene.game.over:
            return
        stored = read_back(self.app, self.tally,
                           None if recorder is None else lambda store: store.load_game(recorder.game_id))
        if stored is None:
            return
        if stored.game.to_json() != scene.game.to_json():
            self.tally.errors["the autosave differs from the game"] += 1
        self.checked += 1


class TeamPhone(Phone):
    """A partner's phone: builds the team's placement with the other partner's phone, racing it."""

    #: each turn's plan, shared by the partners' phones: (generation, turns played) -> plan
    plans: dict[tuple[int, int], dict[str, Any]] = {}
    lock = threading.Lock()

    def __init__(self, seat: int, device: int, host: TeamsHost, tally: Tally, rng: random.Random) -> None:
        super().__init__(seat, device, host, tally, rng)  # type: ignore[arg-type]
        self.teams = host
        self.own: list[Tile] = []  # the tiles this phone has put down and that stand
        self.next_at = 0.0
        self.turn: tuple[int, int] = (-1, -1)
        self.partner_race = {w for n in NAMES for w in (partner_square(n), partner_tile(n))}
        self.play_races = {w for n in NAMES for w in (partner_changed(n), partner_moved_first(n))}
        self.moved_first = {partner_moved_first(n) for n in NAMES}

    async def read(self, ws: aiohttp.ClientWebSocketResponse, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "state":
            if message.get("seat") != self.seat:
                self.tally.errors["a state for another seat"] += 1
            turn = (self.teams.generation, int(message["moves"]))
            if turn != self.turn:
                self.turn, self.own = turn, []
            self.state = message
            self.waiting_play = False
            await self.act(ws)
        elif kind == "refused":
            intention, reason = message.get("intention"), str(message.get("reason"))
            if intention == "preview":
                if reason in self.partner_race:
                    self.teams.races += 1
                    self.teams.race_words["square" if "square" in reason else "tile"] += 1
                    self.own = [(int(r), int(c), str(letter)) for r, c, letter in message.get("kept", [])]
                elif reason not in self.play_races and reason not in ("wait for your turn", "the game is over"):
                    self.tally.errors["refused preview: " + reason[:60]] += 1  # (else put down as the turn ended)
            elif intention in ("play", "swap", "pass"):
                if reason in self.moved_first:
                    self.teams.both_played += 1
                elif reason in self.play_races:
                    self.own = []  # the placement is not what this phone heard: put its part down again
                elif reason not in self.play_races and reason not in ("wait for your turn", "the game is over"):
                    self.tally.errors[f"refused {intention}: " + reason[:60]] += 1
            self.waiting_play = False
        elif kind not in ("welcome", "preview", "closing", "hint"):
            self.tally.errors[f"unknown message {kind}"] += 1

    def plan(self, state: dict[str, Any]) -> dict[str, Any]:
        """The team's plan for this turn: the first partner's phone to look makes it."""
        with self.lock:
            plan = self.plans.get(self.turn)
            if plan is None:
                if len(self.plans) > 32:
                    self.plans.clear()
                board = Board([("" if ch == "." else ch) for row in state["board"] for ch in row])
                play = legal_play(board, state["rack"], self.rng)
                roll = self.rng.random()
                tiles = [] if play is None else [(p.row, p.col, p.letter) for p in play.placements]
                kind = "play" if tiles and roll < 0.92 else ("swap" if state["can_swap"] and roll < 0.96 else "pass")
                plan = {"kind": kind, "tiles": tiles, "stall": self.rng.random() < STALL,
                        "swap": "".join(self.rng.sample(state["rack"], min(len(state["rack"]), 2)))}
                self.plans[self.turn] = plan
                self.teams.stalls += plan["kind"] == "play" and plan["stall"]
            return plan

    async def act(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        state = self.state
        if state is None or state.get("over") or self.waiting_play or not state["your_turn"]:
            return
        now = time.monotonic()
        if now < self.next_at:
            return
        self.next_at = now + self.rng.uniform(0.02, 0.25)  # a thumb is not instant; the partner's neither
        plan = self.plan(state)
        if plan["kind"] != "play":
            self.waiting_play = True  # both partners may press it at once
            message = {"type": "swap", "tiles": plan["swap"]} if plan["kind"] == "swap" else {"type": "pass"}
            await self.send(ws, message)
            return
        want = set(plan["tiles"])
        partner = {(int(r), int(c), str(letter)) for r, c, letter in state.get("partner_tiles", [])}
        mine = set(self.own)
        if mine | partner == want and not mine & partner:
            if plan["stall"]:
                return  # down, and nobody presses Play: the clock hands the placement in
            self.waiting_play = True
            await self.send(ws, {"type": "play", "tiles": [{"row": r, "col": c, "letter": letter}
                                                           for r, c, letter in sorted(want)]})
            return
        keep = [t for t in self.own if t in want and t not in partner]
        missing = [t for t in plan["tiles"] if t not in partner and t not in keep]
        chosen = [t for t in missing if self.rng.random() < 0.6] or missing[:1]
        if chosen and self.rng.random() < 0.15:  # a plan's letter on a square of this phone's own
            r, c, letter = chosen[0]
            board = Board([("" if ch == "." else ch) for row in state["board"] for ch in row])
            taken = {(t[0], t[1]) for t in (*want, *partner, *keep)}
            free = [(rr, cc) for rr in range(max(0, r - 2), min(15, r + 3)) for cc in range(max(0, c - 2), min(15, c + 3))
                    if not board.occupied(rr, cc) and (rr, cc) not in taken]
            if free:
                chosen[0] = (*self.rng.choice(free), letter)
        self.own = keep + chosen
        await self.send(ws, {"type": "preview", "tiles": [{"row": r, "col": c, "letter": letter}
                                                          for r, c, letter in self.own]})


def soak(seconds: float, seed: int, tally: Tally) -> TeamsHost:
    """Run the Teams soak for ``seconds`` (the window on this thread, the phones on
    another); the host holds its counts."""
    import asyncio

    from phone_load import play_for

    set_data_dir(Path(tempfile.mkdtemp(prefix="tile-party-teams-soak-")))
    host = TeamsHost(seed, tally)
    host.new_game()  # the first game's links, before any phone looks for them
    until = time.monotonic() + seconds
    phones = threading.Thread(target=lambda: asyncio.run(play_for(
        seconds, host, tally, seed, TeamPhone,  # type: ignore[arg-type]
        lambda: f"{host.checked} autosaves read back, {host.censuses} censuses, {host.races} races, "
                f"{host.both_played} both pressed, {host.timeouts} clock hand-ins of {host.stalls} left "
                f"({host.lost_turns} lost), ")), daemon=True)
    phones.start()
    try:
        host.frames(until, report=1e9)  # the phones' thread prints the figures
    finally:
        phones.join(15)
        host.close()
    return host
