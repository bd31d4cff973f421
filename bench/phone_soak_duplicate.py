"""The Duplicate half of ``bench/phone_soak.py`` (``--duplicate``): eight phones
playing Duplicate rounds against the window's own Duplicate scene, headless.

The game is the window's: a :class:`~game.ui.scenes.duplicate.DuplicateScene`
with its word list (ENABLE), its engine on threads (the round's top play, the
hints), its round flow, phone server and referee, its saved games.  Four seats
(the rules seat at most four) played from phones, two phones a seat: two
devices with the same seat's link, of which the server lets one hold the seat
at a time; the other is refused and tries again later, and now and then the
holder drops and either comes back.  Ana and Ben play with three hints each.

Games take turns: a game with a round clock (the rules' two minutes, which the
bench cuts to :data:`ROUND_SECONDS` as each round opens, for more rounds), then
one without, the family rule (the table's best play goes on the board) and the
club rule (the engine's) in turn.  A phone that holds its seat, when its round
is open:

- plays a real word the bench's own move generator finds for the shared rack
  (most rounds), or tiles placed legally in any letters (a word that is not in
  the list: the play scores 0), or passes;
- asks for a hint first now and then, on a seat with hints (the hint's rungs
  come from the engine, one hinted round is one hint);
- in a game with a clock, puts tiles down and never presses Play: the round's
  time up hands them in;
- in a game without a clock, goes silent for the round: once everyone else has
  played, the TV's awaited card names it, and the bench (the table) answers the
  card as a table does: mostly "Ana passes this round", sometimes "Play Ana on
  the TV".

The bench is the people at the TV as well: now and then it opens the Menu card
and presses "Play Ben on the TV" (the card's own button), and later "Play Ben on
a phone" back; a seat at the TV takes its turn behind the hand-off card, asks for
a hint now and then, and plays a real word or passes.  Each reveal is cut short
and the next round begun, as a table presses Next round.

Autosave: after every change of the game (a play handed in, a hint spent, a
round closed, the next rack) the store's last state of the game, read back as
Continue reads it (the session's hints with it), must be the game, to the last
field (``to_json``); a finished game's last state must be the finished game.
The figures every 30 seconds: "moves" are the rounds closed.
"""

from __future__ import annotations

import asyncio
import json
import random
import tempfile
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import aiohttp
from phone_load import NAMES, SEATS, Phone, Tally, legal_play, play_for
from phone_soak import read_back

from game.engine.movegen import generate_plays
from game.facts import Fact
from game.paths import set_data_dir
from game.phone import PhoneServer
from game.rules.board import Board
from game.rules.duplicate import DuplicatePhase
from game.rules.handicap import NO_HANDICAP, Handicap
from game.rules.ruleset import preset
from game.setup.seats import SeatConfig
from game.store.games import load_duplicate_state
from game.ui.app import App
from game.ui.context import LaunchOptions
from game.ui.play.hint_words import top_rung_text
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.table import Step
from game.words import word

#: the round's time left the bench cuts each round's clock to (a table has 1 to 3 minutes)
ROUND_SECONDS = 6.0
#: the seats that play with hints, and how many
HINT_SEATS, HINTS = (0, 1), 3
#: seconds the bench (the table) waits before it answers a card, takes a turn or goes on
TABLE_PAUSE = 0.4


def expected_refusals() -> set[str]:
    """What a phone may be told in a race with the table: the round closed or paused as it
    played, its seat moved to the TV, a hint it may not have (worded as the phone hears it)."""
    facts = ("round_closed", "game_over", "already_submitted_round", "playing_on_tv", "game_paused",
             "no_hints_left", "hints_off_game")
    return {word(Fact(f)) for f in facts} | {top_rung_text(duplicate=True)}


class DuplicateWindow:
    """The game side: the headless window and its Duplicate scene, one game at a time,
    on the main thread; the phones (on their own thread) read the links through :meth:`urls`."""

    def __init__(self, seed: int, tally: Tally) -> None:
        set_data_dir(Path(tempfile.mkdtemp(prefix="tile-party-duplicate-soak-")))
        self.rng = random.Random(seed)
        self.tally = tally
        self.lock = threading.Lock()
        self.app = App(LaunchOptions(size=(1024, 700), language="en"))
        self.scene: DuplicateScene | None = None
        self.generation = 0
        self._urls: dict[int, str] = {}
        self._origin = ""
        self.lexicon: Any = None  # the game's word list, for the phones' real words
        self.autosaves = 0  # states of the game read back from the store and compared
        self.games_started = 0
        self._saved = ""
        self._since = 0.0  # seconds the table's step has stood
        self._seen_step: tuple[object, ...] = ()
        self.tv_rounds = 0  # rounds a phone seat was played on the TV
        self.awaited_passed = 0
        self.awaited_to_tv = 0
        self.seat_moves = 0  # Menu card presses "Play … on the TV" or back
        self.tv_hints = 0  # hints asked at the TV
        #: counted on the phones' thread: hints asked, hints that came back, hints refused
        self.phone_hints: Counter[str] = Counter()

    def urls(self) -> tuple[int, dict[int, str], str]:
        with self.lock:
            return self.generation, dict(self._urls), self._origin

    def new_game(self) -> None:
        clocked = self.games_started % 2 == 0
        club = self.games_started % 4 >= 2
        self.games_started += 1
        rules = preset("Club Duplicate" if club else "Duplicate").replace(clock_seconds=120 if clocked else 0)
        seats = [SeatConfig(name, phone=True, handicap=Handicap(hints=HINTS) if k in HINT_SEATS else NO_HANDICAP)
                 for k, name in enumerate(NAMES)]
        scene = DuplicateScene(self.app.ctx, seats, rules, seed=self.rng.randrange(1 << 30), remote=False)
        scene.phones.make_server = lambda seats: PhoneServer(seats, host="127.0.0.1")
        while len(self.app.stack.scenes) > 1:
            self.app.stack.pop()
        if self.app.stack.scenes:
            self.app.stack.replace(scene)
        else:
            self.app.stack.push(scene)
        deadline = time.monotonic() + 60
        while scene.table is None and scene.problem is None and time.monotonic() < deadline:
            self.app.step([], 1 / 60)
            time.sleep(0.005)
        server = scene.phones.server
        assert scene.table is not None and server is not None, scene.problem or scene.phones.problem
        scene.phones.card.close()  # "Scan to join": Start at once; the phones join as they come
        self._saved = ""
        with self.lock:
            self.scene = scene
            self.lexicon = scene.game.lexicon
            self.generation += 1
            self._urls = {s: server.url_for(s).replace("/seat/", "/ws/") for s in SEATS}
            self._origin = f"http://{server.host}:{server.port}"

    # ================================================================ the frames
    def frames(self, until: float) -> None:
        while time.monotonic() < until:
            scene = self.scene
            assert scene is not None
            before = len(scene.game.history)
            self.app.step([], 1 / 60)
            scene.animator.finish_all()  # the reveal lands at once: the soak is about the phones
            if self.app.failed_scene is not None:
                self.tally.errors[f"a scene crashed: {self.app.failed_scene}"] += 1
                self.app.failed_scene = None
            self.tally.moves += max(0, len(scene.game.history) - before)
            if scene.game.over and self.app.stack.top is not scene:
                self.finished(scene)
                self.new_game()
                continue
            self.check_autosave(scene)
            self.table(scene, 1 / 60)
            time.sleep(1 / 120)

    def table(self, scene: DuplicateScene, dt: float) -> None:
        """What the people at the table do this frame: cut a new round's clock, answer the
        awaited phone's card, take a turn at the TV, move a seat to the TV and back,
        go on after the reveal."""
        flow = scene.table
        assert flow is not None
        game = scene.game
        moment = (game.round_number, flow.step, flow.at_tv, scene.awaited.seat)
        if moment != self._seen_step:
            self._seen_step, self._since = moment, 0.0
            if flow.step in (Step.HANDOFF, Step.TURN, Step.WAITING) and flow.clock.enabled:
                flow.clock.elapsed = max(flow.clock.elapsed, flow.clock.limit - ROUND_SECONDS)
        self._since += dt
        if self._since < TABLE_PAUSE or scene.ending:
            return
        rng = self.rng
        if flow.step is Step.REVEAL:
            scene.next_round()
        elif scene.awaited.showing and game.phase is DuplicatePhase.ROUND:
            buttons = scene.awaited.bar.buttons
            if rng.random() < 0.8:
                self.awaited_passed += 1
                buttons[1].action()  # "Ana passes this round"
            else:
                self.awaited_to_tv += 1
                buttons[0].action()  # "Play Ana on the TV"
        elif flow.step is Step.HANDOFF:
            scene.take_turn()
        elif flow.step is Step.TURN and flow.at_tv is not None:
            self.turn_at_tv(scene)
        elif rng.random() < 0.004 and game.phase is DuplicatePhase.ROUND:
            self.move_a_seat(scene)

    def turn_at_tv(self, scene: DuplicateScene) -> None:
        """A phone seat at the TV takes its turn: a hint now and then, then a real word or a pass."""
        flow = scene.table
        assert flow is not None and flow.model is not None and flow.at_tv is not None
        self.tv_rounds += 1
        if flow.at_tv in HINT_SEATS and flow.hint_level == 0 and self.rng.random() < 0.4:
            scene.hint()
            self.tv_hints += 1
            self._since = 0.0
            return
        if flow.hint_waiting:
            return
        plays = [p for p in generate_plays(scene.game.board, "".join(scene.game.rack), scene.game.lexicon)
                 if not any(t.is_blank for t in p.play.placements)]
        if plays and self.rng.random() < 0.8:
            play = self.rng.choice(plays[:20]).play
            model = flow.model
            for p in play.placements:
                tile = model.find_tile(p.letter)
                if tile is None or not model.place(tile, (p.row, p.col)):
                    self.tally.errors["the TV's model refused a play's tile"] += 1
            scene.submit()
            if flow.step is Step.TURN and flow.model is model:
                self.tally.errors["a real word refused at the TV"] += 1
                scene.pass_turn()
        else:
            scene.pass_turn()
        # back to its phone after a round or two at the TV, through the Menu card
        if self.rng.random() < 0.6:
            self.move_a_seat(scene, back=True)

    def move_a_seat(self, scene: DuplicateScene, back: bool = False) -> None:
        """Open the Menu card and press a seat's "Play … on the TV" (or, ``back``, "… on a
        phone"), then Keep playing: as a table does with a phone lost, flat or asleep."""
        phones = scene.phones
        candidates = [k for k, seat in enumerate(phones.seats) if (seat in phones.at_tv) == back]
        if not candidates or (not back and phones.at_tv):
            return  # one seat at the TV at a time
        scene.ask_end()
        phones.menu_buttons[self.rng.choice(candidates)].action()
        scene.keep_playing()
        self.seat_moves += 1

    # ================================================================ the autosave
    def check_autosave(self, scene: DuplicateScene) -> None:
        """The game changed: its last state in the store, read back as Continue reads it,
        must be the game."""
        text = scene.game.to_json()
        if text == self._saved or scene.game.over:
            return
        self._saved = text
        recorder = scene.keeping.recorder
        stored = read_back(self.app, self.tally,
                           None if recorder is None else lambda store: store.load_duplicate(recorder.game_id))
        if stored is None:
            return
        back = stored.game.to_json()
        if back != text:
            kept, now = json.loads(back), json.loads(text)
            fields = ", ".join(sorted(k for k in set(kept) | set(now) if kept.get(k) != now.get(k)))
            self.tally.errors[f"the autosave differs from the game ({fields})"] += 1
        self.autosaves += 1

    def finished(self, scene: DuplicateScene) -> None:
        """The game is over and its results are up: the store's last state is the finished game."""
        self.tally.games += 1
        saves = self.app.ctx.saves
        recorder = scene.keeping.recorder
        if saves is None or recorder is None or not saves.flush():
            self.tally.errors["no autosave"] += 1
            return
        game_id = recorder.game_id
        state = saves._read(lambda: saves.store._latest_turn(game_id)[1])  # noqa: SLF001
        if load_duplicate_state(state).to_json() != scene.game.to_json():
            self.tally.errors["the finished game's autosave differs from the game"] += 1
        self.autosaves += 1

    def close(self) -> None:
        self.app.close()


class DuplicatePhone(Phone):
    """A simulated phone at the window's Duplicate table: it plays whenever its round is open."""

    refusals: set[str] = set()
    plays: dict[tuple[str, str], list[Any]] = {}  # the real words of a board and rack, shared by the phones

    def __init__(self, seat: int, device: int, host: DuplicateWindow, tally: Tally, rng: random.Random) -> None:
        super().__init__(seat, device, host, tally, rng)  # type: ignore[arg-type]
        self.window = host
        self.done_round = (-1, -1)  # (generation, round) this phone has decided
        self.think_until: tuple[tuple[int, int], float] = ((-1, -1), 0.0)  # and when it will

    async def read(self, ws: aiohttp.ClientWebSocketResponse, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "state":
            if message.get("seat") != self.seat or message.get("mode") != "duplicate":
                self.tally.errors["a state for another seat, or not Duplicate's"] += 1
            self.state = message
            self.waiting_play = False
            await self.act(ws)
        elif kind == "refused":
            intention, reason = message.get("intention"), str(message.get("reason"))
            if intention == "hint":
                self.window.phone_hints["refused"] += 1
            if intention in ("play", "pass", "hint") and reason not in self.refusals:
                self.tally.errors[f"refused {intention}: " + reason[:60]] += 1
            self.waiting_play = False
        elif kind == "hint":
            self.window.phone_hints["answered"] += 1
        elif kind not in ("welcome", "preview", "closing"):
            self.tally.errors[f"unknown message {kind}"] += 1

    def real_plays(self, board_rows: list[str], rack: list[str]) -> list[Any]:
        key = ("".join(board_rows), "".join(sorted(rack)))
        if key not in self.plays:
            if len(self.plays) > 64:
                self.plays.clear()
            board = Board([("" if ch == "." else ch) for row in board_rows for ch in row])
            self.plays[key] = generate_plays(board, "".join(rack), self.window.lexicon)[:30]
        return self.plays[key]

    async def act(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        state = self.state
        if state is None or state.get("over") or self.waiting_play or not state["your_turn"]:
            return
        generation = self.window.generation
        round_key = (generation, state["duplicate"]["round"])
        if self.done_round == round_key:
            return
        now = time.monotonic()
        if self.think_until[0] != round_key:  # every seat thinks at once, while the phone listens
            self.think_until = (round_key, now + self.rng.uniform(0.05, 0.5))
            return
        if now < self.think_until[1]:
            return
        self.done_round = round_key
        rng = self.rng
        if state.get("hints") and rng.random() < 0.3:
            await self.send(ws, {"type": "hint"})  # the play comes after the hint's answer
            self.window.phone_hints["asked"] += 1
            self.done_round = (-1, -1)
            self.think_until = (round_key, time.monotonic() + self.rng.uniform(0.2, 0.8))
            if rng.random() < 0.5:
                return
        clocked = bool(state["clock"]["limit"])
        roll = rng.random()
        if not clocked and roll < 0.08:
            return  # silent this round: the table answers the awaited card for it
        rack = state["rack"]
        plays = self.real_plays(state["board"], rack)
        if plays and roll < 0.7:
            tiles = [{"row": t.row, "col": t.col, "letter": t.letter} for t in rng.choice(plays).play.placements]
        else:
            board = Board([("" if ch == "." else ch) for row in state["board"] for ch in row])
            play = legal_play(board, rack, rng)
            tiles = [] if play is None else [{"row": p.row, "col": p.col, "letter": p.letter}
                                             for p in play.placements]
        if tiles:
            await self.send(ws, {"type": "preview", "tiles": tiles})
        if clocked and tiles and roll > 0.93:
            return  # put down and left: the round's time up hands them in
        self.waiting_play = True
        await self.send(ws, {"type": "play", "tiles": tiles} if tiles and roll < 0.9 else {"type": "pass"})


def soak(seconds: float, seed: int, tally: Tally) -> DuplicateWindow:
    """Run the Duplicate soak for ``seconds`` (the window on this thread, the phones on
    another); the host holds its counts."""
    DuplicatePhone.refusals = expected_refusals()
    host = DuplicateWindow(seed, tally)
    host.new_game()  # the first game's links, before any phone looks for them
    until = time.monotonic() + seconds
    phones = threading.Thread(target=lambda: asyncio.run(play_for(
        seconds, host, tally, seed, DuplicatePhone,  # type: ignore[arg-type]
        lambda: f"{host.autosaves} autosaves read back, {host.seat_moves} seat moves, "
                f"{host.awaited_passed} passed for a silent phone, ")), daemon=True)
    phones.start()
    try:
        host.frames(until)
    finally:
        phones.join(15)
        host.close()
    return host

