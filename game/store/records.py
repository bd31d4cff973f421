"""The values the store hands to and from the window: seats, turns, summaries, statistics."""

from __future__ import annotations

import dataclasses
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from game.rules.handicap import Handicap
from game.rules.save import game_to_json
from game.rules.teams import Team

if TYPE_CHECKING:
    from game.rules.duplicate import DuplicateGame
    from game.rules.game import Game
    from game.rules.ruleset import RuleSet
    from game.rules.state import Snapshot, TurnRecord

# Caps on what is written and read back: a state far beyond any real game, a
# name longer than any seat label, a decision tag longer than any dialog name.
MAX_STATE_CHARS = 4_000_000
MAX_NAME_CHARS = 40
MAX_PRESET_CHARS = 60
MAX_NOTATION_CHARS = 200
MAX_KIND_CHARS = 20
MAX_PENDING_CHARS = 200
MAX_HINT_RUNG = 4  # the hint ladder's top rung (game.engine.hints.MAX_LEVEL)
MAX_LEGACY_SAVE_BYTES = 8_000_000
MAX_PHONE_SEATS = 8  # seats with a phone link kept with a session (a table has at most 4)
MAX_TOKEN_CHARS = 64  # a phone link's token (the server's are 28 characters)
MAX_ORDER_CHARS = 20  # a phone seat's rack, in the order its player arranged it
MAX_PHONE_TABLE_CHARS = 2_000  # the kept phone table's JSON

TURN_KINDS = ("start", "import", "play", "exchange", "pass", "challenge", "timeout", "swap", "undo", "end")


class StoreError(Exception):
    """A store operation failed; ``str(exc)`` is a sentence for the player."""


class DamagedGame(StoreError):
    """A saved game that cannot be resumed exactly (damaged or hand-edited)."""


def clean_name(name: str) -> str:
    """A player name as stored: control characters (newlines, tabs) become
    spaces, runs of spaces become one.

    Raises:
        StoreError: for an empty name or one over ``MAX_NAME_CHARS``.
    """
    text = " ".join("".join(ch if ch.isprintable() else " " for ch in str(name)).split())
    if not text:
        raise StoreError("a player name cannot be empty")
    if len(text) > MAX_NAME_CHARS:
        raise StoreError(f"a player name can be at most {MAX_NAME_CHARS} characters")
    return text


def check_text(what: str, text: str, limit: int) -> str:
    if len(text) > limit:
        raise StoreError(f"the {what} is too long ({len(text)} characters, at most {limit})")
    return text


@dataclass(frozen=True)
class Seat:
    """Who sits at one place in playing order: a name and ``kind``
    (``"human"`` or a computer level such as ``"easy"``)."""

    name: str
    kind: str = "human"
    #: in a game in teams (docs/rules.md, "Teams"), who plays each partner's part, in
    #: the order of the team's partners: ``"human"`` or a computer level; () when
    #: unknown (each partner then counts as the seat's own kind)
    partner_kinds: tuple[str, ...] = ()


@dataclass(frozen=True)
class TurnEntry:
    """One move as it is written: captured on the caller's thread, written later."""

    kind: str
    notation: str
    state: str
    scores: tuple[int, ...]
    over: bool
    created: float = field(default_factory=time.time)
    #: a Duplicate game's round in play (or rounds played, once over); None for a classic move
    round_number: int | None = None

    @classmethod
    def capture(cls, game: Game, kind: str, notation: str | None = None) -> TurnEntry:
        """The game as it is now, after a move of ``kind`` (one of ``TURN_KINDS``).

        ``notation`` defaults to the last history entry's (``"8D WIN"``, ``"-AEI"``).

        Raises:
            StoreError: for an unknown kind or a state over the size cap.
        """
        return PendingTurn.capture(game, kind, notation).entry()


@dataclass(frozen=True)
class GameImage:
    """Everything ``Game.to_json()`` reads, taken as values the game never changes
    afterwards (a fresh snapshot, tuples of the frozen history and undo entries),
    so it can be serialised later, on another thread, to the very same text."""

    rules: RuleSet
    seat_of: tuple[int, ...]
    now: Snapshot
    names: tuple[str, ...]
    history: tuple[TurnRecord, ...]
    undo_stack: tuple[tuple[Snapshot, int], ...]
    handicaps: tuple[Handicap, ...] = ()
    teams: tuple[Team, ...] = ()

    @classmethod
    def of(cls, game: Game) -> GameImage:
        return cls(game.rules, tuple(game.seat_of), game.snapshot(),
                   tuple(p.name for p in game.players), tuple(game.history), tuple(game.undo_stack),
                   tuple(game.handicaps), tuple(game.teams))

    def to_json(self) -> str:
        return game_to_json(self.rules, self.seat_of, self.now, self.names, self.history, self.undo_stack,
                            self.handicaps, self.teams)


@dataclass(frozen=True)
class PendingTurn:
    """A move captured on the window's thread at the cost of a snapshot; the
    game is serialised by :meth:`entry`, which the store's writer calls on its
    own thread (a long game takes milliseconds to write as JSON)."""

    #: the move as it is written, all but its ``state`` (left empty until :meth:`entry`)
    head: TurnEntry
    image: GameImage

    @classmethod
    def capture(cls, game: Game, kind: str, notation: str | None = None) -> PendingTurn:
        """As :meth:`TurnEntry.capture`, without serialising the game yet.

        Raises:
            StoreError: for an unknown kind or a notation over its cap.
        """
        if kind not in TURN_KINDS:
            raise StoreError(f"unknown kind of turn {kind!r}")
        if notation is None:
            notation = game.history[-1].notation if game.history and kind != "undo" else kind
        head = TurnEntry(kind, check_text("move notation", notation, MAX_NOTATION_CHARS), "",
                         tuple(game.scores), game.over)
        return cls(head, GameImage.of(game))

    def entry(self) -> TurnEntry:
        """The move as it is written.

        Raises:
            StoreError: for a state over the size cap.
        """
        state = check_text("saved game", self.image.to_json(), MAX_STATE_CHARS)
        return dataclasses.replace(self.head, state=state)


@dataclass(frozen=True)
class PhoneTable:
    """What Continue needs to keep a table's phones where they were (README, "Phone
    racks"): the port the phone server listened on (0: none kept), each phone seat's
    link token, and each phone seat's rack in the order its player arranged it.
    Seats are counted in setup order, as ``Game.seat_of`` counts them."""

    port: int = 0
    tokens: tuple[tuple[int, str], ...] = ()
    orders: tuple[tuple[int, str], ...] = ()

    def to_json(self) -> str:
        return json.dumps({"port": self.port, "tokens": {str(s): t for s, t in self.tokens},
                           "orders": {str(s): o for s, o in self.orders}}, sort_keys=True)

    @classmethod
    def from_json(cls, text: object) -> PhoneTable:
        """The table kept in ``text``; whatever part of it is damaged or too big is
        left out (an empty table: the phones get new links), never raised."""
        if not isinstance(text, str) or len(text) > MAX_PHONE_TABLE_CHARS:
            return cls()
        try:
            data = json.loads(text)
        except ValueError:
            return cls()
        if not isinstance(data, dict):
            return cls()
        port = data.get("port")
        port = port if isinstance(port, int) and 0 < port < 65536 else 0
        return cls(port, _seat_texts(data.get("tokens"), MAX_TOKEN_CHARS, str.isalnum),
                   _seat_texts(data.get("orders"), MAX_ORDER_CHARS, lambda t: all(c.isalpha() or c == "?" for c in t)))


def _seat_texts(data: object, cap: int, fits: Callable[[str], bool]) -> tuple[tuple[int, str], ...]:
    """``{"seat": text}`` as sorted (seat, text) pairs, keeping only sensible ones."""
    if not isinstance(data, dict):
        return ()
    kept = []
    for key, value in list(data.items())[:MAX_PHONE_SEATS]:
        if (isinstance(key, str) and key.isdigit() and len(key) <= 2 and isinstance(value, str)
                and len(value) <= cap and fits(value)):
            kept.append((int(key), value))
    return tuple(sorted(kept))


@dataclass(frozen=True)
class SessionState:
    """What changes between moves: the turn clock's time left (None when
    untimed), hints used per player (playing order), an open decision the
    window was showing (e.g. ``"challenge"``), to show again on resume, and
    how far up the hint ladder the player to move has climbed this turn, the
    players (playing order) who were playing from their phones, and their
    phones' links and rack orders (:class:`PhoneTable`).

    ``turn`` is the number of the move it follows (the store's ``seq`` of that
    move): a session belongs to the saved game only while that move is the
    last one kept, whatever the clocks of the machine say."""

    clock_remaining: float | None = None
    hints_used: tuple[int, ...] = ()
    pending: str | None = None
    saved: float = field(default_factory=time.time)
    turn: int | None = None
    hint_rung: int = 0
    phones: tuple[int, ...] = ()
    phone_table: PhoneTable = field(default_factory=PhoneTable)


@dataclass(frozen=True)
class GameSummary:
    """One line of the saved-games or finished-games list."""

    game_id: str
    created: float
    updated: float
    preset: str
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    scores: tuple[int, ...]
    finished: bool
    problem: str | None = None  # why it cannot be resumed, when the list was checked
    #: it cannot be resumed now only because it is locked (open in another window, held by
    #: another program, or no lock can be taken): ``problem`` says which
    locked: bool = False
    #: some seat plays (or played) with a handicap (docs/rules.md, "Handicaps")
    handicaps: bool = False
    #: "classic", or "duplicate" for a game of Duplicate (docs/rules.md, "Duplicate")
    mode: str = "classic"
    #: a Duplicate game's round in play (or rounds played, once finished); None for a classic game
    rounds: int | None = None


@dataclass(frozen=True)
class SavedGame:
    """A game ready to play on, exactly where it was left.

    ``game`` has its hints already set from ``session`` when the session was
    saved after the last move; ``session`` also carries the clock and any open
    decision.  Give the game its word list with ``Game.from_json(game.to_json(),
    lexicon)`` or by setting ``game.lexicon``.
    """

    game_id: str
    game: Game
    seats: tuple[Seat, ...]
    preset: str
    session: SessionState | None
    updated: float
    turn: int = 1  # the number of the last move kept (the store's seq): the next one is turn + 1


@dataclass(frozen=True)
class SavedDuplicate:
    """A Duplicate game ready to play on, exactly where it was left: the round in
    play with its rack and the plays submitted so far (secret until the reveal).

    ``session`` carries the round clock's time left (None: untimed, or not kept
    since the last submission); ``turn`` is the number of the last state kept.
    Give the game its word lists with ``DuplicateGame.from_json(game.to_json(),
    lexicon, lexicons)``: the round in play is judged again by them.
    """

    game_id: str
    game: DuplicateGame
    seats: tuple[Seat, ...]
    preset: str
    session: SessionState | None
    updated: float
    turn: int = 1


@dataclass(frozen=True)
class DuplicateBestPlay:
    """A player's best play in Duplicate: its notation and score, in which game."""

    notation: str
    score: int
    game_id: str


@dataclass(frozen=True)
class DuplicateStats:
    """A player's figures over their finished Duplicate games, kept apart from the
    classic ones (a Duplicate total is not a classic game's score).

    ``average_share`` is the mean share of the top plays over the games played by
    the club rule (None when there were none); ``best_play`` the best-scoring
    play they submitted that stood."""

    games: int
    wins: int
    rounds: int
    average_total: float
    best_total: int | None
    club_games: int
    average_share: float | None
    best_play: DuplicateBestPlay | None


@dataclass(frozen=True)
class BestWord:
    word: str
    score: int
    game_id: str


@dataclass(frozen=True)
class BestMove:
    """A player's best move and the board right after it: ``cells`` is the
    225-square picture (row by row, ``""`` empty, lower case a blank) that
    ``game.rules.board.Board(cells)`` takes."""

    notation: str
    score: int
    game_id: str
    cells: tuple[str, ...]


@dataclass(frozen=True)
class ScorePoint:
    finished_at: float
    score: int
    won: bool
    game_id: str


@dataclass(frozen=True)
class Profile:
    """One remembered player: a person (``kind`` ``"human"``), a computer at a
    level (``"easy"``...) or a team of two (``"team"``).  A computer is a profile of its own, apart from a
    person of the same name."""

    name: str
    kind: str = "human"
    #: the seat at the table in their latest finished game (its colour), None if not known
    seat: int | None = None

    @property
    def is_computer(self) -> bool:
        return self.kind not in ("human", "team")

    @property
    def is_team(self) -> bool:
        """A team of two (docs/rules.md, "Teams"): its games are kept under its own name."""
        return self.kind == "team"


@dataclass(frozen=True)
class ProfileStats:
    name: str
    games: int
    wins: int
    average_score: float
    best_score: int | None
    best_word: BestWord | None
    best_move: BestMove | None
    bingos: int
    scores_over_time: tuple[ScorePoint, ...]
    #: turns taken in the finished games that kept a count (docs/rules.md "Counting turns")
    turns: int = 0
    #: the seat at the table in the latest finished game (its colour), None if not known
    seat: int | None = None
    #: the same figures over the games this player played with a handicap (the figures
    #: above leave them out); None when there are none
    with_handicaps: ProfileStats | None = None
    #: their Duplicate games' figures (the figures above leave them out); None when there are none
    duplicate: DuplicateStats | None = None
    #: the figures of the games this player played on a team (docs/rules.md, "Teams"):
    #: the team's scores and wins, which the figures above leave out; None when none
    in_teams: ProfileStats | None = None


@dataclass(frozen=True)
class HighScore(ScorePoint):
    """One line of the high-score table: a game score with who made it and the preset."""

    name: str
    preset: str
    kind: str = "human"  # the profile's: a person's, or a computer level's
    #: made with a handicap (a head start, a list of its own ...): the table marks it
    with_handicap: bool = False
    #: that handicap as the game resolved it, when it could be read back
    handicap: Handicap | None = None
