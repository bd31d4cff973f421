"""GCG records as values: the players, the events (a play, a pass, an exchange, end-of-game
points ...) and the record that holds them (docs/rules.md "Notation")."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from ..board import Board, parse_position, position_name
from ..errors import FormatError, InvalidMoveError
from ..handicap import Handicap
from ..move import TilePlay
from ..teams import Team
from ..tiles import normalise_rack


class GcgPlayer(NamedTuple):
    """A ``#playerN NICK Full Name`` line. The nick names the player in events."""

    nick: str
    name: str


#: what a bad tile list is called in its message, by what it is
_BAD_TILES = {
    "rack": "bad_rack",
    "exchanged tiles": "bad_exchanged_tiles",
    "leftover tiles": "bad_leftover_tiles",
}


def _norm_tiles(text: str, what: str) -> str:
    try:
        return normalise_rack(text)
    except ValueError as exc:
        raise FormatError(_BAD_TILES[what], tiles=repr(text), reason=exc) from None


# ---------------------------------------------------------------------------
# Events.  Every event is a frozen value with keyword-only fields; ``line`` is
# where it was read (0 for an event built in code) and takes no part in
# equality, so a record written and read back compares equal.


@dataclass(frozen=True, kw_only=True)
class _Event:
    #: the player's nick, as in ``#playerN NICK``
    nick: str
    #: the player's rack before the event (``?`` for a blank), ``""`` if not recorded
    rack: str = ""
    #: points the record gives the event (negative for a penalty or a withdrawal)
    score: int = 0
    #: the player's cumulative score after the event
    total: int = 0
    #: ``#note`` texts that follow the event (a note may hold several lines)
    notes: tuple[str, ...] = ()
    #: blank swaps made just before the event, as ``(nick, square)``: the
    #: ``#blankswap NICK H8`` pragma (docs/rules.md, "Game records")
    swaps: tuple[tuple[str, str], ...] = ()
    line: int = field(default=0, compare=False)

    def __post_init__(self) -> None:
        if not self.nick or any(ch.isspace() for ch in self.nick) or ":" in self.nick:
            raise FormatError("nick_must_one_word_without", nick=repr(self.nick), line=self.line or None)
        object.__setattr__(self, "rack", _norm_tiles(self.rack, "rack"))
        object.__setattr__(self, "notes", tuple(self.notes))



@dataclass(frozen=True, kw_only=True)
class PlayEvent(_Event):
    """Tiles played: ``>Josh: AEINRST 8D RETAINS +68 68``.

    ``position`` is ``8D`` (across, row first) or ``D8`` (down); ``word`` is
    the whole word as written, lower case for a blank.  Letters already on
    the board are ``.`` in modern records; older ones write the letter itself
    or put it in parentheses, which only the board can tell apart
    (:func:`modern_words`).
    """

    position: str
    word: str

    def __post_init__(self) -> None:
        super().__post_init__()
        try:
            parse_position(self.position)
        except InvalidMoveError as exc:
            raise FormatError(
                "bad_coordinate", position=repr(self.position), reason=exc, line=self.line or None
            ) from None
        object.__setattr__(self, "position", self.position.strip().upper())
        _check_word(self.word, self.line)

    def move_text(self) -> str:
        return f"{self.position} {self.word}"

    @classmethod
    def from_tile_play(
        cls, nick: str, rack: str, play: TilePlay, board: Board, score: int, total: int = 0
    ) -> PlayEvent:
        """The event for ``play`` made on ``board`` (the board *before* the play).

        The word is the whole main word, letters already on the board as ``.``;
        a single tile is named by the longer word it makes.

        Raises:
            InvalidMoveError: the tiles do not lie in one unbroken line.
        """
        if not play.in_one_line:
            raise InvalidMoveError("tiles_play_must_lie_one")
        new = {(p.row, p.col): p.letter for p in play.placements}
        across = play.across
        if len(play.placements) == 1:
            p = play.placements[0]
            runs = {a: _run(board, new, p.row, p.col, a) for a in (True, False)}
            if len(runs[across][2]) < 2 and len(runs[not across][2]) >= 2:
                across = not across
        first = play.placements[0]
        row, col, letters = _run(board, new, first.row, first.col, across)
        if sum(ch != "." for ch in letters) != len(new):
            raise InvalidMoveError("tiles_play_must_make_one")
        return cls(
            nick=nick,
            rack=rack,
            position=position_name(row, col, across),
            word="".join(letters),
            score=score,
            total=total,
        )


def _run(
    board: Board, new: Mapping[tuple[int, int], str], row: int, col: int, across: bool
) -> tuple[int, int, list[str]]:
    """Start square and letters (``.`` for old tiles) of the run through a square."""
    row, col, run = board.run_through(row, col, across, new)
    return row, col, [new.get((r, c), ".") for r, c, _letter in run]


@dataclass(frozen=True, kw_only=True)
class PassEvent(_Event):
    """``>Josh: AEINRST - +0 68``."""

    def move_text(self) -> str:
        return "-"


@dataclass(frozen=True, kw_only=True)
class ExchangeEvent(_Event):
    """``>Josh: AEINRST -AEI +0 68``, or ``-3`` when only the count is known.

    Give ``tiles`` or ``count`` (``count`` follows from ``tiles``).
    """

    tiles: str = ""
    count: int = 0

    def __post_init__(self) -> None:
        super().__post_init__()
        tiles = _norm_tiles(self.tiles, "exchanged tiles")
        object.__setattr__(self, "tiles", tiles)
        if tiles and self.count and self.count != len(tiles):
            raise FormatError("exchange_not_tiles", tiles=tiles, count=self.count, line=self.line or None)
        if tiles:
            object.__setattr__(self, "count", len(tiles))
        if self.count < 1:
            raise FormatError("exchange_needs_tiles_number", line=self.line or None)

    def move_text(self) -> str:
        return f"-{self.tiles or self.count}"


@dataclass(frozen=True, kw_only=True)
class PhonyWithdrawnEvent(_Event):
    """``>Josh: AEINRST -- -68 0``: the player's previous play is taken back."""

    def move_text(self) -> str:
        return "--"


@dataclass(frozen=True, kw_only=True)
class ChallengeBonusEvent(_Event):
    """``>Josh: AEINRST (challenge) +5 73``: the challenged play stood."""

    def move_text(self) -> str:
        return "(challenge)"


@dataclass(frozen=True, kw_only=True)
class LeftoverEvent(_Event):
    """An end-of-game event about leftover tiles, written ``(LETTERS)``."""

    letters: str

    def __post_init__(self) -> None:
        super().__post_init__()
        object.__setattr__(self, "letters", _norm_tiles(self.letters, "leftover tiles"))
        if not self.letters:
            raise FormatError("no_leftover_tiles_given", line=self.line or None)

    def move_text(self) -> str:
        return f"({self.letters})"


@dataclass(frozen=True, kw_only=True)
class GoingOutEvent(LeftoverEvent):
    """``>Josh: (AEI) +6 79``: points for the tiles left on the others' racks.

    Twice their value in two-player tournament scoring, once under the family
    rule (docs/rules.md "End of the game"); :func:`replay` accepts either.  ``letters`` are the leftover tiles.
    """


@dataclass(frozen=True, kw_only=True)
class LeftoverPenaltyEvent(LeftoverEvent):
    """``>Kim: AEI (AEI) -3 200``: the value of the player's own leftover tiles."""


@dataclass(frozen=True, kw_only=True)
class TimePenaltyEvent(_Event):
    """``>Kim: AEI (time) -10 190``: points lost on the game clock."""

    def move_text(self) -> str:
        return "(time)"


GcgEvent = (
    PlayEvent
    | PassEvent
    | ExchangeEvent
    | PhonyWithdrawnEvent
    | ChallengeBonusEvent
    | GoingOutEvent
    | LeftoverPenaltyEvent
    | TimePenaltyEvent
)


def _check_word(word: str, line: int) -> None:
    """Syntax of a written word: letters, ``.``, balanced ``(...)``, one new letter."""
    where = line or None
    depth = 0
    new_letters = 0
    for ch in word:
        if ch == "(":
            if depth:
                raise FormatError("nested_parentheses_word", word=repr(word), line=where)
            depth = 1
        elif ch == ")":
            if not depth:
                raise FormatError("unbalanced_parentheses_word", word=repr(word), line=where)
            depth = 0
        elif ch.isascii() and ch.isalpha():
            new_letters += 0 if depth else 1
        elif ch != ".":
            raise FormatError("bad_word_not_letter", word=repr(word), character=repr(ch), line=where)
    if depth:
        raise FormatError("unbalanced_parentheses_word", word=repr(word), line=where)
    if not new_letters:
        raise FormatError("word_has_no_letter_place", word=repr(word), line=where)


# ---------------------------------------------------------------------------
# The record.


@dataclass
class GcgRecord:
    """One game: players in seat order, pragmata, and events in file order.

    ``pragmas`` maps a lower-case pragma name (``lexicon``, ``title``,
    ``description``, ``id``, ``character-encoding``, ``rack1`` ...) to its
    text; a pragma given on several lines has its lines joined by newlines.
    ``opening_notes`` are ``#note`` texts before the first event.
    ``handicaps`` are the ``#handicap`` lines by nick (docs/rules.md, "Game
    records"): a seat's head start is its total before its first event.
    ``teams`` are the ``#team`` lines by nick (docs/rules.md, "Teams"): the two
    people who played as that player.
    ``pragma_lines`` gives the line number of each line of a pragma read
    from a file, in the order of its lines in ``pragmas``, so a reader of a
    pragma given line by line (a Duplicate record's) can name the line.
    """

    players: list[GcgPlayer]
    events: list[GcgEvent] = field(default_factory=list)
    pragmas: dict[str, str] = field(default_factory=dict)
    opening_notes: list[str] = field(default_factory=list)
    source_name: str = field(default="", compare=False)
    handicaps: dict[str, Handicap] = field(default_factory=dict)
    teams: dict[str, Team] = field(default_factory=dict)
    pragma_lines: dict[str, tuple[int, ...]] = field(default_factory=dict, compare=False)

    def head_start(self, nick: str) -> int:
        """The points ``nick`` started with (0 without a handicap)."""
        handicap = self.handicaps.get(nick)
        return handicap.head_start if handicap is not None else 0

    @property
    def lexicon(self) -> str | None:
        return self.pragmas.get("lexicon")

    @property
    def title(self) -> str | None:
        return self.pragmas.get("title")

    @property
    def description(self) -> str | None:
        return self.pragmas.get("description")

    @property
    def id(self) -> str | None:
        return self.pragmas.get("id")

    def player(self, nick: str) -> GcgPlayer:
        """The player with this nick. Raises KeyError."""
        for p in self.players:
            if p.nick == nick:
                return p
        raise KeyError(nick)

    def recorded_totals(self) -> dict[str, int]:
        """Each player's last recorded total (0 for a player with no event)."""
        totals = {p.nick: self.head_start(p.nick) for p in self.players}
        for event in self.events:
            totals[event.nick] = event.total
        return totals


def record_from_events(
    players: Sequence[tuple[str, str]],
    events: Iterable[GcgEvent],
    *,
    lexicon: str | None = None,
    title: str | None = None,
    pragmas: Mapping[str, str] | None = None,
    running_totals: bool = True,
    handicaps: Mapping[str, Handicap] | None = None,
    teams: Mapping[str, Team] | None = None,
) -> GcgRecord:
    """Build a record from ``(nick, full name)`` pairs and events in order.

    With ``running_totals`` (the default) each event's ``total`` is replaced by
    the player's running sum of ``score``, so events can be built with scores
    alone, e.g. ``PlayEvent(nick="Ann", rack="AEINRST", position="8D",
    word="RETAINS", score=68)``; a seat's running sum starts at the head start
    of its handicap in ``handicaps`` (by nick).  The record declares UTF-8.

    Raises:
        FormatError: a nick that is not one word, used twice, or not a player's.
    """
    seats = [GcgPlayer(nick, name or nick) for nick, name in players]
    nicks = [p.nick for p in seats]
    for nick in nicks:
        if not nick or any(ch.isspace() for ch in nick) or ":" in nick:
            raise FormatError("nick_must_one_word_without", nick=repr(nick))
    if len(set(nicks)) != len(nicks):
        raise FormatError("two_players_have_same_nick")
    all_pragmas = {"character-encoding": "UTF-8"}
    if lexicon:
        all_pragmas["lexicon"] = lexicon
    if title:
        all_pragmas["title"] = title
    all_pragmas.update({k.lower(): v for k, v in (pragmas or {}).items()})
    out: list[GcgEvent] = []
    given = dict(handicaps or {})
    for nick in given:
        if nick not in nicks:
            raise FormatError("handicap_names_who_not_player", nick=repr(nick))
    partners = dict(teams or {})
    for nick in partners:
        if nick not in nicks:
            raise FormatError("team_names_who_not_player", nick=repr(nick))
    sums = {nick: given[nick].head_start if nick in given else 0 for nick in nicks}
    for event in events:
        if event.nick not in sums:
            raise FormatError("event_for_who_not_player", nick=repr(event.nick))
        if running_totals:
            sums[event.nick] += event.score
            event = dataclasses.replace(event, total=sums[event.nick])
        out.append(event)
    return GcgRecord(players=seats, events=out, pragmas=all_pragmas, handicaps=given, teams=partners)

