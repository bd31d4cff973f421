"""Moves as small frozen values (docs/rules.md "A turn"), with a board-free text form.

The board-free text form of a tile play is GCG notation in which every square
between the first and last new tile that is not new is written ``.``: e.g.
``8D WIN.Y``.  Notation that needs the board (letters played through at the
ends, or written in parentheses) is made by :mod:`game.rules.notation`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .board import SIZE, parse_position, position_name, square_along, square_name
from .errors import InvalidMoveError
from .tiles import BLANK, LETTERS, normalise_rack

#: One written letter of a play: ``(row, col, letter, played_through)``.
WrittenSquare = tuple[int, int, str, bool]


def written_squares(position: str, word: str) -> tuple[bool, list[WrittenSquare]]:
    """The direction and the squares of a word written at a position.

    A letter is played through (already on the board) when written ``.`` or
    inside parentheses; the board alone can tell other old letters apart.

    >>> written_squares("8G", "C(A)T")
    (True, [(7, 6, 'C', False), (7, 7, 'A', True), (7, 8, 'T', False)])

    Raises:
        InvalidMoveError: bad position, bad letters, unbalanced parentheses,
            or a word that runs off the board.
    """
    row, col, across = parse_position(position)
    squares: list[WrittenSquare] = []
    inside = False
    for ch in word.strip():
        if ch in "()":
            if (ch == "(") == inside:
                raise InvalidMoveError("unbalanced_parentheses", word=repr(word))
            inside = ch == "("
            continue
        r, c = square_along(row, col, across, len(squares))
        if not (0 <= r < SIZE and 0 <= c < SIZE):
            raise InvalidMoveError("runs_off_board", position=position, word=word)
        if ch != "." and not (ch.isascii() and ch.isalpha()):
            raise InvalidMoveError("not_letter", character=repr(ch), word=repr(word))
        squares.append((r, c, ch, ch == "." or inside))
    if inside:
        raise InvalidMoveError("unbalanced_parentheses", word=repr(word))
    return across, squares


@dataclass(frozen=True, order=True)
class Placement:
    """One new tile on one square. ``letter`` is lower case for a blank."""

    row: int
    col: int
    letter: str

    def __post_init__(self) -> None:
        if not (0 <= self.row < SIZE and 0 <= self.col < SIZE):
            raise InvalidMoveError("square_off_board", row=self.row, col=self.col)
        if len(self.letter) != 1 or self.letter.upper() not in LETTERS:
            raise InvalidMoveError("not_letter_z", letter=repr(self.letter))

    @property
    def is_blank(self) -> bool:
        return self.letter.islower()

    @property
    def rack_tile(self) -> str:
        """The tile this placement takes from the rack (``?`` for a blank)."""
        return BLANK if self.is_blank else self.letter


@dataclass(frozen=True)
class TilePlay:
    """Tiles placed from the rack in one turn.

    ``across`` only matters for a single tile (which word names the play in
    notation); it is not part of equality, so the same tile on the same
    square is one play whichever way it is written.
    """

    placements: tuple[Placement, ...]
    across: bool = field(default=True, compare=False)

    def __post_init__(self) -> None:
        if not self.placements:
            raise InvalidMoveError("play_needs_at_least_one")
        ordered = tuple(sorted(self.placements))
        squares = {(p.row, p.col) for p in ordered}
        if len(squares) != len(ordered):
            raise InvalidMoveError("two_tiles_cannot_go_on")
        object.__setattr__(self, "placements", ordered)
        if len(ordered) > 1:
            rows = {p.row for p in ordered}
            cols = {p.col for p in ordered}
            if len(rows) == 1:
                object.__setattr__(self, "across", True)
            elif len(cols) == 1:
                object.__setattr__(self, "across", False)

    @classmethod
    def of(cls, *tiles: tuple[int, int, str], across: bool = True) -> TilePlay:
        """``TilePlay.of((7, 7, "A"), (7, 8, "t"))``."""
        return cls(tuple(Placement(r, c, ch) for r, c, ch in tiles), across)

    @property
    def in_one_line(self) -> bool:
        return (
            len({p.row for p in self.placements}) == 1
            or len({p.col for p in self.placements}) == 1
        )

    @property
    def rack_tiles(self) -> str:
        """The rack tiles used, in board order (blanks as ``?``)."""
        return "".join(p.rack_tile for p in self.placements)

    @property
    def squares(self) -> list[tuple[int, int]]:
        return [(p.row, p.col) for p in self.placements]

    def gcg(self) -> str:
        """Board-free notation: ``"8D WIN.Y"`` (gaps between new tiles as ``.``)."""
        if not self.in_one_line:
            return " ".join(f"{p.row + 1}{'ABCDEFGHIJKLMNO'[p.col]}{p.letter}" for p in self.placements)
        first, last = self.placements[0], self.placements[-1]
        by_square = {(p.row, p.col): p.letter for p in self.placements}
        letters = []
        if self.across:
            for col in range(first.col, last.col + 1):
                letters.append(by_square.get((first.row, col), "."))
        else:
            for row in range(first.row, last.row + 1):
                letters.append(by_square.get((row, first.col), "."))
        return f"{position_name(first.row, first.col, self.across)} {''.join(letters)}"

    @classmethod
    def from_gcg(cls, position: str, word: str) -> TilePlay:
        """Parse ``("8D", "WIN.Y")``. Letters in ``(...)`` or ``.`` are already on the board.

        Raises:
            InvalidMoveError: bad position, bad letters, or a word that runs off the board.
        """
        across, squares = written_squares(position, word)
        placements = [Placement(r, c, ch) for r, c, ch, through in squares if not through]
        if not placements:
            raise InvalidMoveError("places_no_new_tile", position=position, word=word)
        return cls(tuple(placements), across)

    def __str__(self) -> str:
        return self.gcg()


@dataclass(frozen=True)
class Exchange:
    """Return these rack tiles to the bag and draw as many (docs/rules.md "Exchanging")."""

    tiles: str

    def __post_init__(self) -> None:
        try:
            tiles = normalise_rack(self.tiles)
        except InvalidMoveError as exc:
            raise InvalidMoveError(exc.fact) from None
        if not tiles:
            raise InvalidMoveError("choose_at_least_one_tile")
        object.__setattr__(self, "tiles", "".join(sorted(tiles)))

    def gcg(self) -> str:
        return f"-{self.tiles}"

    def __str__(self) -> str:
        return self.gcg()


@dataclass(frozen=True)
class Pass:
    """Pass the turn, scoring 0 (docs/rules.md "A turn")."""

    def gcg(self) -> str:
        return "-"

    def __str__(self) -> str:
        return self.gcg()


@dataclass(frozen=True)
class Challenge:
    """Challenge the last tile play (docs/rules.md "Challenges"). ``challenger`` is a seat index;
    ``None`` means the player whose turn it is."""

    challenger: int | None = None

    def gcg(self) -> str:
        return "(challenge)"

    def __str__(self) -> str:
        return self.gcg()


@dataclass(frozen=True)
class SwapBlank:
    """Blank swap (docs/rules.md "Blanks", the Competition text's variant): put the real letter on a blank's
    square and take the blank into the rack.  The turn goes on."""

    row: int
    col: int

    def gcg(self) -> str:
        return f"swap {square_name(self.row, self.col)}"

    def __str__(self) -> str:
        return self.gcg()


Move = TilePlay | Exchange | Pass | Challenge


def parse_move(text: str) -> Move:
    """Board-free text form back to a move: ``"8D WIN.Y"``, ``"-AEI"``, ``"-"``, ``"(challenge)"``.

    A play may be written word first and may carry its score, as in the House
    rule text (docs/rules.md, "Notation"):

    >>> parse_move("A(D)DITiON(AL) D3 74") == parse_move("D3 A(D)DITiON(AL)")
    True

    Raises:
        InvalidMoveError: if the text is not a move.
    """
    t = text.strip()
    if t in ("-", "pass", "PASS"):
        return Pass()
    if t.lower() == "(challenge)":
        return Challenge()
    if t.startswith("-") and len(t) > 1:
        return Exchange(t[1:])
    return TilePlay.from_gcg(*split_play_text(text))


def split_play_text(text: str) -> tuple[str, str]:
    """``(position, word)`` of a typed play, in either order, a score after it
    ignored (docs/rules.md, "Notation"): ``"8D CAT"``, ``"CAT 8D"``, ``"CAT 8D 10"``.

    Raises:
        InvalidMoveError: if the text is not a position and a word.
    """
    parts = text.split()
    if len(parts) == 3 and parts[2].lstrip("+").isdigit():
        parts = parts[:2]  # a score written after the play; the game counts its own
    if len(parts) != 2:
        raise InvalidMoveError("not_move_like_8d_word", text=repr(text.strip()))
    position, word = parts
    if any(ch.isdigit() for ch in word) and not any(ch.isdigit() for ch in position):
        position, word = word, position  # written word first: ``A(D)DITiON(AL) D3``
    return position, word
