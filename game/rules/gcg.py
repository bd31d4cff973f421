"""GCG game records: read, write and replay (docs/rules.md "Notation").

A record is a list of players, a few pragmata (``#lexicon``, ``#title`` ...),
and events in file order, each with the line it came from.  Reading is
lenient about what real files do (CRLF, a byte-order mark, lower-case
coordinates, extra spaces, cross-words written after the total, letters
played through written out or in parentheses) and strict about everything
else: a malformed file raises :class:`~game.rules.errors.FormatError` with the
line number.  Writing produces modern GCG (``.`` for letters played through).

:func:`replay` puts every play on a :class:`~game.rules.board.Board`, scores it
with :func:`~game.rules.scoring.score_play` and reports each disagreement with
the record (a score, a running total, a play that cannot be on the board, a
word missing from a word list) with its line number.

Glossary: a *play* puts tiles from the rack on the board; an *event* is any
``>`` line (a play, a pass, an exchange, end-of-game points ...); the *total*
is the player's cumulative score after the event.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple, TypedDict

from game.facts import Fact
from game.limits import (
    GCG_BYTES,
    GCG_EVENTS,
    GCG_HANDICAPS,
    NUMBER_DIGITS,
    InputError,
    whole_number,
)

from .board import Board, parse_position, position_name, square_along
from .errors import FormatError, IllegalMoveError, InvalidMoveError
from .handicap import Handicap, HandicapError, parse_pragma
from .move import TilePlay
from .notation import parse_play
from .scoring import score_play
from .state import one_line
from .teams import Team, TeamError, check_teams, parse_team_pragma
from .tiles import DISTRIBUTION, RACK_SIZE, normalise_rack, rack_value
from .upwords import play as upwords_play
from .upwords.board import DISTRIBUTION as STACK_TILES
from .upwords.board import LEFTOVER_PENALTY, StackBoard
from .upwords.notation import RECORD_NOTE, parse_stack_notation
from .validation import WordList
from .variant import stacks

__all__ = [
    "ChallengeBonusEvent",
    "ExchangeEvent",
    "GcgEvent",
    "GcgPlayer",
    "GcgRecord",
    "GoingOutEvent",
    "LeftoverPenaltyEvent",
    "PassEvent",
    "PhonyWithdrawnEvent",
    "PlayEvent",
    "Problem",
    "ProblemKind",
    "ReplayReport",
    "ReplayStep",
    "TimePenaltyEvent",
    "modern_words",
    "parse_gcg",
    "record_from_events",
    "replay",
    "write_gcg",
]


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
class _LeftoverEvent(_Event):
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
class GoingOutEvent(_LeftoverEvent):
    """``>Josh: (AEI) +6 79``: points for the tiles left on the others' racks.

    Twice their value in two-player tournament scoring, once under the family
    rule (docs/rules.md "End of the game"); :func:`replay` accepts either.  ``letters`` are the leftover tiles.
    """


@dataclass(frozen=True, kw_only=True)
class LeftoverPenaltyEvent(_LeftoverEvent):
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


# ---------------------------------------------------------------------------
# Reading.

_POSITION = re.compile(r"^(\d{1,2}[A-Za-z]|[A-Za-z]\d{1,2})$")
_SCORE = re.compile(r"^[+-]\d+$")
_TOTAL = re.compile(r"^-?\d+$")
_PLAYER = re.compile(r"^player(\d+)$")
# C0 and C1 control characters (tab excepted) mark binary data, not text.
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _decode(data: bytes) -> str:
    """UTF-8 (a BOM allowed); GCG's historical default, Latin-1, if that fails
    and the file does not claim UTF-8."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        head = data[:4096].decode("ascii", "replace").lower()
        if re.search(r"#character-encoding\s+utf-?8", head):
            line = data.count(b"\n", 0, exc.start) + 1
            raise FormatError("byte_0x_not_utf_8", byte=data[exc.start], line=line) from None
        return data.decode("latin-1")


def parse_gcg(text: str | bytes, source_name: str = "") -> GcgRecord:
    """Read a GCG record from text (or raw bytes, decoded as the file says).

    Lines that are neither pragmas (``#``) nor events (``>``) continue the
    last note, or, after an event, become a note on it (some editors drop the
    ``#note`` of a multi-line comment).  Anything after an event's total
    (old files list the cross-words there) is ignored.

    Raises:
        FormatError: with the line number, for anything that is not GCG.
    """
    if len(text) > GCG_BYTES:
        raise FormatError("game_record_at_most_bytes", cap=f"{GCG_BYTES:,}", size=f"{len(text):,}", line=1)
    if isinstance(text, bytes):
        text = _decode(text)
    text = text.removeprefix("\ufeff").replace("\r\n", "\n").replace("\r", "\n")
    players: dict[int, tuple[GcgPlayer, int]] = {}
    # A pragma given again, and a note, are kept as their lines and joined at the
    # end: joining each line on as it comes would make reading quadratic.
    pragma_lines: dict[str, list[str]] = {}
    pragma_numbers: dict[str, list[int]] = {}
    events: list[GcgEvent] = []
    opening_notes: list[list[str]] = []
    notes_of: dict[int, list[list[str]]] = {}  # event index -> its notes, each as its lines
    swaps_of: dict[int, list[tuple[str, str, int]]] = {}  # event index -> swaps just before it
    handicap_lines: list[tuple[str, Handicap, int]] = []  # (nick, handicap, line)
    team_lines: list[tuple[str, Team, int]] = []  # (nick, team, line)
    note_open = False  # whether a free-text line continues the last note
    saw_content = False

    def current_notes() -> list[list[str]]:
        return notes_of.setdefault(len(events) - 1, []) if events else opening_notes

    for number, raw in enumerate(text.split("\n"), start=1):
        bad = _CONTROL.search(raw)
        if bad:
            raise FormatError("control_character_0x_not_text", code=ord(bad.group()), line=number)
        line = raw.strip()
        if not line:
            continue
        saw_content = True
        if line.startswith("#"):
            name, _sep, value = line[1:].partition(" ")
            if not name.strip():
                raise FormatError(Fact.of("pragma_needs_name_like_player1", line=repr(line)), line=number)
            name, value = name.strip().lower(), value.strip()
            note_open = False
            player = _PLAYER.match(name)
            if player:
                seat = _gcg_number(player.group(1), f"#{name[:12]}", number, digits=3)
                nick, _sep, full = value.partition(" ")
                if not nick:
                    raise FormatError("needs_nick_nick_full_name", name=name, line=number)
                if ":" in nick:
                    raise FormatError("nick_cannot_contain", nick=repr(nick), line=number)
                if seat in players:
                    raise FormatError("pragma_given_twice", name=name, line=number)
                if any(p.nick == nick for p, _line in players.values()):
                    raise FormatError("two_players_have_nick", nick=repr(nick), line=number)
                players[seat] = (GcgPlayer(nick, full.strip() or nick), number)
            elif name == "note":
                current_notes().append([value])
                note_open = True
            elif name == "blankswap":
                swaps_of.setdefault(len(events), []).append(_parse_swap(value, number))
            elif name == "handicap":
                if len(handicap_lines) >= GCG_HANDICAPS:
                    raise FormatError("more_handicap_lines_than_game", line=number)
                try:
                    nick, handicap = parse_pragma(value)
                except HandicapError as exc:
                    raise FormatError("handicap_pragma_problem", problem=exc, line=number) from None
                handicap_lines.append((nick, handicap, number))
            elif name == "team":
                if len(team_lines) >= GCG_HANDICAPS:
                    raise FormatError("more_team_lines_than_game", line=number)
                try:
                    team_lines.append((*parse_team_pragma(value), number))
                except TeamError:
                    raise FormatError("team_line_unreadable", line=number) from None
            else:
                pragma_lines.setdefault(name, []).append(value)
                pragma_numbers.setdefault(name, []).append(number)
        elif line.startswith(">"):
            note_open = False
            if len(events) == GCG_EVENTS:
                raise FormatError("record_has_more_than_moves", cap=f"{GCG_EVENTS:,}", line=number)
            events.append(_parse_event(line, number))
        else:
            notes = current_notes()
            if note_open and notes:
                if notes[-1] == [""]:
                    notes[-1][0] = line
                else:
                    notes[-1].append(line)
            elif events:
                notes.append([line])
                note_open = True
            else:
                raise FormatError(Fact.of("not_gcg_pragmas_start_with", line=repr(_clip(line))), line=number)

    if not saw_content:
        raise FormatError("file_empty", line=1)
    if not players and not events:
        raise FormatError("no_player_lines_no_moves", line=1)
    seats = [players[k][0] for k in sorted(players)]
    nicks = {p.nick: p.nick for p in seats}
    nicks_folded = {p.nick.casefold(): p.nick for p in seats}
    final: list[GcgEvent] = []
    for i, event in enumerate(events):
        known = nicks.get(event.nick) or nicks_folded.get(event.nick.casefold())
        if known is None:
            raise FormatError("not_player_no_player_line", nick=repr(event.nick), line=event.line)
        swaps = []
        for nick, square, number in swaps_of.get(i, ()):
            swapper = nicks.get(nick) or nicks_folded.get(nick.casefold())
            if swapper is None:
                raise FormatError("blankswap_names_who_not_player", nick=repr(nick), line=number)
            swaps.append((swapper, square))
        final.append(
            dataclasses.replace(
                event, nick=known, notes=tuple("\n".join(note) for note in notes_of.get(i, ())),
                swaps=tuple(swaps),
                line=event.line,
            )
        )
    if len(events) in swaps_of:
        raise FormatError("blankswap_must_come_before_move", line=swaps_of[len(events)][0][2])
    handicaps: dict[str, Handicap] = {}
    for nick, handicap, number in handicap_lines:
        known = nicks.get(nick) or nicks_folded.get(nick.casefold())
        if known is None:
            raise FormatError("handicap_names_who_not_player", nick=repr(nick), line=number)
        if known in handicaps:
            raise FormatError("handicap_for_given_twice", nick=repr(known), line=number)
        handicaps[known] = handicap
    teams: dict[str, Team] = {}
    for nick, team, number in team_lines:
        known = nicks.get(nick) or nicks_folded.get(nick.casefold())
        if known is None:
            raise FormatError("team_names_who_not_player", nick=repr(nick), line=number)
        if known in teams:
            raise FormatError("team_for_given_twice", nick=repr(known), line=number)
        teams[known] = team
    if teams:
        try:
            check_teams(list(teams.values()), len(seats))
        except TeamError:
            raise FormatError("teams_not_whole_table", line=team_lines[-1][2]) from None
    pragmas = {name: "\n".join(values) for name, values in pragma_lines.items()}
    return GcgRecord(seats, final, pragmas, ["\n".join(note) for note in opening_notes], source_name, handicaps,
                     teams, {name: tuple(numbers) for name, numbers in pragma_numbers.items()})


def _parse_swap(value: str, number: int) -> tuple[str, str, int]:
    """``NICK H8`` from a ``#blankswap`` pragma, the square checked."""
    parts = value.split()
    if len(parts) != 2 or not re.fullmatch(r"[A-Oa-o]\d{1,2}", parts[1]):
        raise FormatError("blankswap_write_blankswap_nick_square", value=repr(value), line=number)
    try:
        parse_position(parts[1])
    except InvalidMoveError:
        raise FormatError("blankswap_off_board", value=repr(value), square=parts[1], line=number) from None
    return parts[0], parts[1].upper(), number


def _clip(text: str, width: int = 40) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def _is_move_token(token: str) -> bool:
    return token.startswith(("-", "(")) or bool(_POSITION.match(token))


def _is_word_token(token: str) -> bool:
    """A played word (``CAT``, ``WIN.Y``, ``A(D)DITiON(AL)``), not a position or another move."""
    return (
        bool(re.fullmatch(r"[A-Za-z.()]+", token))
        and not _POSITION.match(token)
        and not (token.startswith("(") and token.endswith(")") and "(" not in token[1:])
    )


class _Common(TypedDict):
    nick: str
    rack: str
    score: int
    total: int
    line: int


def _gcg_number(text: str, what: Fact | str, line: int, digits: int = NUMBER_DIGITS) -> int:
    """A number of a GCG line, refused past ``digits`` digits (scores run to hundreds)."""
    try:
        return whole_number(text, what, digits)
    except InputError as exc:
        raise FormatError(Fact(exc.kind, exc.values), line=line) from None


def _parse_event(line: str, number: int) -> GcgEvent:
    nick, colon, rest = line[1:].partition(":")
    nick = nick.strip()
    if not colon or not nick or any(ch.isspace() for ch in nick):
        raise FormatError(Fact.of("move_line_starts_nick_found", line=repr(_clip(line))), line=number)
    tokens = rest.split()
    if not tokens:
        raise FormatError("no_move_after", nick=nick, line=number)
    rack = ""
    # The word may come before its position (``RACK CAT 8G +10 10``): both orders
    # are read.  Without a rack, ``CAT 8G +10`` reads as a rack and a position
    # with no word, unless the word marks letters on the board: ``A(D)D 8G +5``.
    word_first = (
        len(tokens) >= 3 and _is_word_token(tokens[0]) and bool(_POSITION.match(tokens[1]))
        and bool(_SCORE.match(tokens[2])) and any(ch in "(." for ch in tokens[0])
    )  # fmt: skip
    if not word_first and not _is_move_token(tokens[0]):
        rack = tokens.pop(0)
        try:
            rack = normalise_rack(rack)
        except ValueError as exc:
            raise FormatError("bad_rack_on_move_line", rack=repr(rack), reason=exc, line=number) from None
    if not tokens:
        raise FormatError("no_move_after_rack", rack=rack, line=number)
    if len(tokens) >= 2 and _is_word_token(tokens[0]) and _POSITION.match(tokens[1]):
        tokens[0], tokens[1] = tokens[1], tokens[0]
    move = tokens.pop(0)
    lowered = move.lower()
    position = ""
    if _POSITION.match(move):
        position = move
        try:
            parse_position(position)
        except InvalidMoveError:
            raise FormatError("bad_coordinate_rows_1_15", position=repr(position), line=number) from None
        if not tokens or _SCORE.match(tokens[0]):
            raise FormatError("no_word_after_position", position=position, line=number)
        word = tokens.pop(0)
    elif not (
        move in ("-", "--")
        or re.fullmatch(r"-(\d+|[A-Za-z?_]+)", move)
        or (move.startswith("(") and move.endswith(")") and len(move) > 2)
    ):
        raise FormatError("not_move_expected_position_8d", move=repr(move), line=number)
    if not tokens:
        raise FormatError("missing_score_like_12_after", move=repr(move), line=number)
    score_text = tokens.pop(0)
    if not _SCORE.match(score_text):
        raise FormatError("score_not_number_with_sign", score=repr(score_text), line=number)
    if not tokens:
        raise FormatError("missing_cumulative_total_after_score", score=score_text, line=number)
    total_text = tokens.pop(0)
    if not _TOTAL.match(total_text):
        raise FormatError("cumulative_total_not_number", total=repr(total_text), line=number)
    common = _Common(
        nick=nick, rack=rack, score=_gcg_number(score_text, Fact.of("score"), number),
        total=_gcg_number(total_text, Fact.of("cumulative_total"), number), line=number,
    )
    try:
        if position:
            return PlayEvent(position=position, word=word, **common)
        if move == "-":
            return PassEvent(**common)
        if move == "--":
            return PhonyWithdrawnEvent(**common)
        if move[1:].isdigit():
            count = _gcg_number(move[1:], Fact.of("exchange_count"), number)
            return ExchangeEvent(count=count, **common)
        if move.startswith("-"):
            return ExchangeEvent(tiles=move[1:], **common)
        if lowered == "(challenge)":
            return ChallengeBonusEvent(**common)
        if move == "(time)":  # lower case only: (TIME) is four leftover tiles
            return TimePenaltyEvent(**common)
        letters = move[1:-1]
        # The sign tells a player's own leftover penalty from going-out points.
        if score_text.startswith("-"):
            return LeftoverPenaltyEvent(letters=letters, **common)
        return GoingOutEvent(letters=letters, **common)
    except FormatError as exc:
        raise FormatError(exc.fact, line=number) from None


# ---------------------------------------------------------------------------
# The board walk shared by replay and the writer.


class _Impossible(Exception):
    """A play that cannot be on the board as it stands (``fact``: why)."""

    def __init__(self, fact: Fact) -> None:
        self.fact = fact
        super().__init__(str(fact))


def _resolve(board: Board, event: PlayEvent) -> tuple[TilePlay, str]:
    """The new tiles of a play and its word in modern notation.

    A letter written on a square that already holds that letter is a letter
    played through (old notation); any other letter on an occupied square is
    an impossibility, as is ``.`` or ``(X)`` on an empty square.
    """
    try:
        play = parse_play(board, event.position, event.word)
    except InvalidMoveError as exc:
        raise _Impossible(exc.fact) from None
    new = set(play.squares)
    row, col, across = parse_position(event.position)
    letters = [ch for ch in event.word if ch not in "()"]
    modern = "".join(
        ch if square_along(row, col, across, k) in new else "." for k, ch in enumerate(letters)
    )
    return play, modern


UPWORDS_NOTE_START = RECORD_NOTE.split(":")[0] + ":"


def is_upwords_record(record: GcgRecord) -> bool:
    """Whether a record says, in an opening ``#note``, that it is a game of Upwords."""
    return any(note.startswith(UPWORDS_NOTE_START) for note in record.opening_notes)


def _resolve_stacked(board: StackBoard, event: PlayEvent) -> TilePlay:
    """The new tiles of an Upwords play (stacked tiles in lower case), placed
    as the stacking rules allow (words and the plural rule unchecked)."""
    try:
        play = parse_stack_notation(event.position, event.word)
        upwords_play.check_geometry(board, play)
    except (InvalidMoveError, IllegalMoveError) as exc:
        raise _Impossible(exc.fact) from None
    return play


def modern_words(record: GcgRecord) -> list[str | None]:
    """Each event's word in modern notation (``.`` for letters played through).

    ``None`` for events that are not plays and for plays that cannot be placed.
    """
    if is_upwords_record(record):
        # Upwords words are written as the game wrote them (stacked tiles in lower case).
        return [e.word if isinstance(e, PlayEvent) else None for e in record.events]
    board = Board()
    on_board_by_event: dict[int, TilePlay] = {}
    last_play: dict[str, int] = {}
    out: list[str | None] = []
    for i, event in enumerate(record.events):
        word: str | None = None
        if isinstance(event, PlayEvent):
            try:
                play, word = _resolve(board, event)
            except _Impossible:
                word = None
            else:
                for p in play.placements:
                    board.set(p.row, p.col, p.letter)
                on_board_by_event[i] = play
                last_play[event.nick] = i
        elif isinstance(event, PhonyWithdrawnEvent):
            j = last_play.pop(event.nick, None)
            if j is not None and j in on_board_by_event:
                for p in on_board_by_event.pop(j).placements:
                    board.clear(p.row, p.col)
        out.append(word)
    return out


# ---------------------------------------------------------------------------
# Writing.


def write_gcg(record: GcgRecord) -> str:
    """The record as modern GCG text (``\\n`` line ends, no BOM).

    Letters played through are written ``.`` whatever the source used;
    positions are upper case; cross-words after totals are not kept.  A play
    that cannot be placed on the board is written as it was read.
    """
    lines: list[str] = []
    pragmas = dict(record.pragmas)

    def pragma(name: str, value: str) -> None:
        for part in value.split("\n") if value else [""]:
            lines.append(f"#{name} {part}".rstrip())

    if "character-encoding" in pragmas:
        pragma("character-encoding", pragmas.pop("character-encoding"))
    for seat, player in enumerate(record.players, start=1):
        # one line, whatever the name: a line break would start a line that is not GCG
        lines.append(f"#player{seat} {player.nick} {one_line(player.name)}".rstrip())
    for name, value in pragmas.items():
        pragma(name, value)
    for player in record.players:
        if player.nick in record.handicaps:
            lines.append(f"#handicap {record.handicaps[player.nick].pragma(player.nick)}")
    for player in record.players:
        if player.nick in record.teams:
            lines.append(f"#team {record.teams[player.nick].pragma(player.nick)}")

    def notes(texts: Iterable[str]) -> None:
        for text in texts:
            first, *more = text.split("\n")
            lines.append(f"#note {first}".rstrip())
            lines.extend(more)

    notes(record.opening_notes)
    words = modern_words(record)
    for event, word in zip(record.events, words):
        move = event.move_text()
        if isinstance(event, PlayEvent) and word is not None:
            move = f"{event.position} {word}"
        for nick, square in event.swaps:
            lines.append(f"#blankswap {nick} {square}")
        head = f">{event.nick}: {event.rack} " if event.rack else f">{event.nick}: "
        lines.append(f"{head}{move} {event.score:+d} {event.total}")
        if isinstance(event, LeftoverPenaltyEvent) and event.score == 0:
            lines[-1] = f"{head}{move} -0 {event.total}"  # the sign tells penalty from going out
        notes(event.notes)
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------
# Replay.


class ProblemKind(str, Enum):
    SCORE = "score"  # an event's score differs from the computed one
    TOTAL = "total"  # a running total differs from the previous total plus the computed score
    IMPOSSIBLE = "impossible"  # the event cannot happen on the board as it stands
    WORD = "word"  # a play that stood formed a word missing from the word list


@dataclass(frozen=True)
class Problem:
    """One disagreement between the record and the replay."""

    line: int
    kind: ProblemKind
    message: Fact  # without the line number
    recorded: int | None = None
    computed: int | None = None

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"

    @property
    def fact(self) -> Fact:
        """The problem with its line number, as ``game.words`` words it: "line 3: ..."."""
        return Fact.of("line_problem", line=self.line, problem=self.message)


@dataclass(frozen=True)
class ReplayStep:
    """One event replayed.

    ``computed_score`` is ``None`` when the event could not be replayed.
    ``expected_total`` is the player's previous *recorded* total plus the
    computed score, so one wrong score is reported once, not on every later
    line.  ``words`` are the words a play formed, main word first.
    """

    event: GcgEvent
    computed_score: int | None
    expected_total: int
    words: tuple[str, ...] = ()
    problems: tuple[Problem, ...] = ()
    family_rule: bool = False  # going-out points counted once (docs/rules.md "End of the game"), not twice
    #: the board right after the event (what a viewer stepping through the record shows)
    board: Board | None = None

    @property
    def ok(self) -> bool:
        return not self.problems


@dataclass(frozen=True)
class ReplayReport:
    """Everything :func:`replay` found.  ``totals`` sums the computed scores."""

    record: GcgRecord
    steps: tuple[ReplayStep, ...]
    problems: tuple[Problem, ...]
    board: Board
    totals: dict[str, int]

    @property
    def ok(self) -> bool:
        return not self.problems


def _impossible_tiles(tiles: str, most: int, tile_set: Mapping[str, int], what: Fact) -> Fact | None:
    """Why ``tiles`` (a rack, or leftovers from racks holding ``most`` tiles in all)
    cannot be: more tiles than that, or more of one letter than the set has; else None."""
    if len(tiles) > most:
        return Fact.of(
            "tiles_but_at_most_fit", what=what, tiles=_clip(tiles, 20), count=len(tiles), most=most
        )
    for tile, count in sorted(Counter(tiles).items()):
        if count > tile_set.get(tile, 0):
            return Fact.of(
                "but_set_has", what=what, tiles=tiles, count=count, tile=tile,
                most=tile_set.get(tile, 0)
            )
    return None


def replay(
    record: GcgRecord,
    lexicon: WordList | None = None,
    bingo_bonus: int = 50,
    lexicons: Mapping[str, WordList] | None = None,
) -> ReplayReport:
    """Replay a record on an empty board and check every score and total.

    Scores: a play per docs/rules.md "Scoring" (``bingo_bonus`` for all seven tiles); a pass or
    exchange 0; a withdrawn phony minus the computed score of the player's
    last play, which leaves the board; going out twice the leftover tiles'
    value, or once if the record counts them once; a leftover penalty minus
    their value; a challenge bonus and a time penalty as recorded.  With a
    ``lexicon``, every word formed by a play that was not withdrawn is looked
    up; a player whose ``#handicap`` names a list found in ``lexicons`` (by
    list name) has their words looked up in that list instead (docs/rules.md,
    "Handicaps").  A seat's head start is its total before its first event.
    Never raises for a record :func:`parse_gcg` accepted.
    """
    own_lists: dict[str, WordList] = {}
    for nick, handicap in record.handicaps.items():
        if handicap.word_list is not None and handicap.word_list in (lexicons or {}):
            own_lists[nick] = (lexicons or {})[handicap.word_list]
    upwords = is_upwords_record(record)
    board = StackBoard() if upwords else Board()
    # A seat's head start is its total before its first event (docs/rules.md, "Handicaps").
    recorded_total: dict[str, int] = {p.nick: record.head_start(p.nick) for p in record.players}
    computed_total: dict[str, int] = dict(recorded_total)
    standing: dict[int, tuple[TilePlay, int]] = {}  # step index -> play on the board, its score
    last_event: dict[str, int] = {}
    bad_words: dict[int, list[Problem]] = {}
    steps: list[ReplayStep] = []

    swapped: list[tuple[int, int, int]] = []  # (step index, row, col) of each blank swap
    tile_set = STACK_TILES if upwords else {tile: count for tile, (count, _value) in DISTRIBUTION.items()}
    others_hold = RACK_SIZE * max(1, len(record.players) - 1)

    for i, event in enumerate(record.events):
        problems: list[Problem] = []
        words: tuple[str, ...] = ()
        computed: int | None
        family = False
        bad_rack = _impossible_tiles(event.rack, RACK_SIZE, tile_set, Fact.of("the_rack"))
        if bad_rack:
            problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE, bad_rack))
        for _swapper, square in event.swaps:
            row, col, _across = parse_position(square)
            on_square = board.get(row, col)
            if on_square.islower():
                board.set(row, col, on_square.upper())
                swapped.append((i, row, col))
            else:
                problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE,
                                        Fact.of("blankswap_there_no_blank_on", square=square)))
        if isinstance(event, PlayEvent):
            try:
                if stacks(board):
                    play = _resolve_stacked(board, event)
                else:
                    play, _notation = _resolve(board, event)
            except _Impossible as exc:
                problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE, exc.fact))
                computed = None
            else:
                if stacks(board):
                    scored = upwords_play.score_play(board, play)
                else:
                    scored = score_play(board, play, bingo_bonus)
                computed = scored.total
                words = tuple(w.word.upper() for w in scored.words)
                for p in play.placements:
                    board.set(p.row, p.col, p.letter)
                standing[i] = (play, computed)
                judge = own_lists.get(event.nick, lexicon)
                if judge is not None:
                    missing = [w for w in dict.fromkeys(words) if not judge.contains(w)]
                    bad_words[i] = [
                        Problem(
                            event.line,
                            ProblemKind.WORD,
                            Fact.of("forms_which_not_word_list", move=event.move_text(), word=w),
                        )
                        for w in missing
                    ]
        elif isinstance(event, PhonyWithdrawnEvent):
            j = last_event.get(event.nick)
            if j is None or j not in standing:
                problems.append(
                    Problem(
                        event.line,
                        ProblemKind.IMPOSSIBLE,
                        Fact.of("withdraws_play_but_last_move", nick=event.nick),
                    )
                )
                computed = None
            else:
                play, play_score = standing.pop(j)
                # Swaps since the play are taken back with it (the whole turn).
                while swapped and swapped[-1][0] > j:
                    _step, row, col = swapped.pop()
                    board.set(row, col, board.get(row, col).lower())
                for p in play.placements:
                    board.clear(p.row, p.col)
                bad_words.pop(j, None)
                computed = -play_score
        elif isinstance(event, _LeftoverEvent) and (
            bad_leftovers := _impossible_tiles(
                event.letters,
                others_hold if isinstance(event, GoingOutEvent) else RACK_SIZE,
                tile_set,
                Fact.of("the_leftover_tiles"),
            )
        ):
            problems.append(Problem(event.line, ProblemKind.IMPOSSIBLE, bad_leftovers))
            computed = None
        elif isinstance(event, GoingOutEvent):
            value = rack_value(event.letters)
            family = event.score == value and value != 2 * value
            computed = value if family else 2 * value
        elif isinstance(event, LeftoverPenaltyEvent):
            computed = -(LEFTOVER_PENALTY * len(event.letters) if upwords else rack_value(event.letters))
        elif isinstance(event, (ChallengeBonusEvent, TimePenaltyEvent)):
            computed = event.score
        else:  # a pass or an exchange
            computed = 0

        if computed is not None and computed != event.score:
            problems.append(
                Problem(
                    event.line,
                    ProblemKind.SCORE,
                    Fact.of("scored_record_computed", move=event.move_text(), recorded=event.score, computed=computed),
                    event.score,
                    computed,
                )
            )
        before = recorded_total.get(event.nick, 0)
        expected = before + (event.score if computed is None else computed)
        if computed is not None and expected != event.total:
            problems.append(
                Problem(
                    event.line,
                    ProblemKind.TOTAL,
                    Fact.of("total_record_computed", nick=event.nick, recorded=event.total, computed=expected, before=before, change=computed),
                    event.total,
                    expected,
                )
            )
        recorded_total[event.nick] = event.total
        computed_total[event.nick] = computed_total.get(event.nick, 0) + (
            event.score if computed is None else computed
        )
        last_event[event.nick] = i
        steps.append(ReplayStep(event, computed, expected, words, tuple(problems), family, board.copy()))

    for j, found in bad_words.items():
        steps[j] = dataclasses.replace(steps[j], problems=steps[j].problems + tuple(found))
    all_problems = [p for s in steps for p in s.problems]
    all_problems.sort(key=lambda p: p.line)
    return ReplayReport(record, tuple(steps), tuple(all_problems), board, computed_total)
