"""Reading a GCG file into a :class:`~game.rules.gcg.events.GcgRecord`: lenient about what
real files do, strict about everything else (a malformed line raises
:class:`~game.rules.errors.FormatError` with its number)."""

from __future__ import annotations

import dataclasses
import re
from typing import TypedDict

from game.facts import Fact
from game.limits import (
    GCG_BYTES,
    GCG_EVENTS,
    GCG_HANDICAPS,
    NUMBER_DIGITS,
    InputError,
    whole_number,
)

from ..board import parse_position
from ..errors import FormatError, InvalidMoveError
from ..handicap import Handicap, HandicapError, parse_pragma
from ..teams import Team, TeamError, check_teams, parse_team_pragma
from ..tiles import normalise_rack
from .events import (
    ChallengeBonusEvent,
    ExchangeEvent,
    GcgEvent,
    GcgPlayer,
    GcgRecord,
    GoingOutEvent,
    LeftoverPenaltyEvent,
    PassEvent,
    PhonyWithdrawnEvent,
    PlayEvent,
    TimePenaltyEvent,
)

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
                raise FormatError(Fact.of("not_gcg_pragmas_start_with", line=repr(clip_text(line))), line=number)

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


def clip_text(text: str, width: int = 40) -> str:
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
        raise FormatError(Fact.of("move_line_starts_nick_found", line=repr(clip_text(line))), line=number)
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


