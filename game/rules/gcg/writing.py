"""The board walk shared by replay and the writer, and writing a record as modern GCG."""

from __future__ import annotations

from collections.abc import Iterable

from game.facts import Fact

from ..board import Board, parse_position, square_along
from ..errors import IllegalMoveError, InvalidMoveError
from ..move import TilePlay
from ..notation import parse_play
from ..state import one_line
from ..upwords import play as upwords_play
from ..upwords.board import StackBoard
from ..upwords.notation import RECORD_NOTE, parse_stack_notation
from .events import GcgRecord, LeftoverPenaltyEvent, PhonyWithdrawnEvent, PlayEvent

# ---------------------------------------------------------------------------
# The board walk shared by replay and the writer.


class ImpossiblePlay(Exception):
    """A play that cannot be on the board as it stands (``fact``: why)."""

    def __init__(self, fact: Fact) -> None:
        self.fact = fact
        super().__init__(str(fact))


def resolve_play(board: Board, event: PlayEvent) -> tuple[TilePlay, str]:
    """The new tiles of a play and its word in modern notation.

    A letter written on a square that already holds that letter is a letter
    played through (old notation); any other letter on an occupied square is
    an impossibility, as is ``.`` or ``(X)`` on an empty square.
    """
    try:
        play = parse_play(board, event.position, event.word)
    except InvalidMoveError as exc:
        raise ImpossiblePlay(exc.fact) from None
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


def resolve_stacked(board: StackBoard, event: PlayEvent) -> TilePlay:
    """The new tiles of an Upwords play (stacked tiles in lower case), placed
    as the stacking rules allow (words and the plural rule unchecked)."""
    try:
        play = parse_stack_notation(event.position, event.word)
        upwords_play.check_geometry(board, play)
    except (InvalidMoveError, IllegalMoveError) as exc:
        raise ImpossiblePlay(exc.fact) from None
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
                play, word = resolve_play(board, event)
            except ImpossiblePlay:
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


