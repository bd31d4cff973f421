"""The turn in progress, without pygame: what the player has placed so far.

The game (:class:`game.rules.game.Game`) only learns about a play when it is
submitted; until then the play scene keeps the tentative state here: which
rack tile sits on which square, the rack order, the keyboard cursor and its
direction, tiles chosen for an exchange, and a blank waiting for its letter.

Every rack tile has a stable id for the whole turn, so two E's can be told
apart while one is dragged and the other is not.  The model never checks the
rules beyond "is that square free": legality comes from ``Game.preview``.
On an Upwords board (a :class:`StackBoard`) a tile may go on a board tile too;
whether that stack is legal (not the same letter, not too high) is the
rules' answer, so the player reads the reason in the preview.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.i18n import _
from game.rules.board import Board, square_along
from game.rules.move import Placement, TilePlay
from game.rules.tiles import BLANK, LETTERS
from game.rules.variant import stacks

Square = tuple[int, int]


@dataclass(frozen=True)
class PlacedTile:
    tile_id: int
    letter: str  # the letter shown: upper case, lower case for a blank with its letter chosen


def arrange(previous: Sequence[str], rack: Sequence[str]) -> list[str]:
    """The new rack in the player's own order: kept tiles where they were, new ones last.

    ``previous`` is how the player last arranged their rack; tiles that are
    still there keep that order (players sort their racks by hand and hate
    losing it), and newly drawn tiles are appended in the order drawn.
    """
    left = list(rack)
    out: list[str] = []
    for tile in previous:
        if tile in left:
            left.remove(tile)
            out.append(tile)
    return out + left


class TurnModel:
    """Tiles placed so far in one turn by the player to move.

    Args:
        board: the board as the game holds it (read only here).
        rack: the player's rack tiles in display order (``?`` for a blank).
        swap_one: an exchange is of exactly one tile, so choosing a tile
            for it puts back the one chosen before.
    """

    def __init__(self, board: Board, rack: Sequence[str], swap_one: bool = False) -> None:
        self.board = board
        self.size = board.size
        #: Upwords: tiles go on board tiles too, and typing steps onto them
        self.stacking = stacks(board)
        self.tiles: dict[int, str] = {i: t for i, t in enumerate(rack)}
        self.order: list[int] = list(self.tiles)  # rack tiles not on the board, in order
        self.placed: dict[Square, PlacedTile] = {}
        self.placed_order: list[Square] = []  # for Backspace: last placed first back
        self.cursor: Square | None = None
        self.across = True
        self.selected: set[int] = set()  # tiles chosen for an exchange
        self.swap_one = swap_one
        self.pending_blank: tuple[int, Square] | None = None  # a blank waiting for its letter
        self.focus = 0  # rack slot chosen with a gamepad
        self.hinted: set[Square] = set()

    # ------------------------------------------------------------ reading
    def tile(self, tile_id: int) -> str:
        return self.tiles[tile_id]

    @property
    def rack_tiles(self) -> list[str]:
        """Tiles still on the rack, in display order."""
        return [self.tiles[i] for i in self.order]

    def occupied(self, square: Square) -> bool:
        """Whether a tile cannot go on ``square`` this turn (not counting stacking's rules)."""
        return not self.takes_tiles(square) or square in self.placed or self._pending_at(square)

    def takes_tiles(self, square: Square) -> bool:
        """Whether ``square`` is on the board and free of board tiles, or may be stacked on."""
        r, c = square
        on_board = 0 <= r < self.size and 0 <= c < self.size
        return on_board and (self.stacking or not self.board.occupied(r, c))

    def _pending_at(self, square: Square) -> bool:
        return self.pending_blank is not None and self.pending_blank[1] == square

    @property
    def has_placed(self) -> bool:
        return bool(self.placed) or self.pending_blank is not None

    def to_play(self) -> TilePlay | None:
        """The tiles placed so far as a play, or None if nothing is placed."""
        if not self.placed:
            return None
        return TilePlay(
            tuple(Placement(r, c, p.letter) for (r, c), p in self.placed.items()),
            self._play_direction(),
        )

    def _play_direction(self) -> bool:
        squares = list(self.placed)
        if len(squares) > 1:
            return len({r for r, _ in squares}) == 1
        # One tile: name it by the direction the player was typing, or by the
        # word it actually forms (a tile below a word is a down play).
        (r, c) = squares[0]
        across_word = self.board.get(r, c - 1) or self.board.get(r, c + 1)
        down_word = self.board.get(r - 1, c) or self.board.get(r + 1, c)
        if across_word and not down_word:
            return True
        if down_word and not across_word:
            return False
        return self.across

    # ------------------------------------------------------------- placing
    def place(self, tile_id: int, square: Square, letter: str | None = None) -> bool:
        """Put a rack tile (or one already on the board this turn) on an empty square.

        A blank without ``letter`` waits in :attr:`pending_blank` for
        :meth:`choose_blank_letter`.  A square holding a tile placed this turn
        swaps: that tile goes back to the rack where the new one came from.
        Returns False if the square is off the board or holds a board tile.
        """
        if not self.takes_tiles(square):
            return False
        if tile_id not in self.tiles:
            return False
        self.cancel_blank()
        slot = self._lift(tile_id)
        if square in self.placed:
            self.unplace(square, slot)
        tile = self.tiles[tile_id]
        if tile == BLANK:
            if letter is None or letter.upper() not in LETTERS or len(letter) != 1:
                self.pending_blank = (tile_id, square)
                return True
            shown = letter.lower()
        else:
            shown = tile
        self.placed[square] = PlacedTile(tile_id, shown)
        self.placed_order.append(square)
        self.selected.discard(tile_id)
        return True

    def _lift(self, tile_id: int) -> int:
        """Take a tile off the rack or off its square; return its rack slot (or the end)."""
        if tile_id in self.order:
            slot = self.order.index(tile_id)
            self.order.remove(tile_id)
            return slot
        for square, placed in list(self.placed.items()):
            if placed.tile_id == tile_id:
                del self.placed[square]
                self.placed_order.remove(square)
        return len(self.order)

    def choose_blank_letter(self, letter: str) -> bool:
        """Name the waiting blank's letter (the blank picker)."""
        if self.pending_blank is None or len(letter) != 1 or letter.upper() not in LETTERS:
            return False
        tile_id, square = self.pending_blank
        self.pending_blank = None
        self.placed[square] = PlacedTile(tile_id, letter.lower())
        self.placed_order.append(square)
        if self.cursor == square:
            self._step()
        return True

    def cancel_blank(self) -> None:
        """The picker was closed without a letter: the blank goes back to the rack."""
        if self.pending_blank is not None:
            tile_id, _ = self.pending_blank
            self.pending_blank = None
            self.order.append(tile_id)

    def unplace(self, square: Square, slot: int | None = None) -> int | None:
        """Take back the tile placed on ``square`` into the rack (at ``slot``, else the end)."""
        if self._pending_at(square):
            assert self.pending_blank is not None
            tile_id = self.pending_blank[0]
            self.pending_blank = None
        else:
            placed = self.placed.pop(square, None)
            if placed is None:
                return None
            self.placed_order.remove(square)
            tile_id = placed.tile_id
        at = len(self.order) if slot is None else max(0, min(slot, len(self.order)))
        self.order.insert(at, tile_id)
        return tile_id

    def move_in_rack(self, tile_id: int, slot: int) -> None:
        """Drop a tile at rack position ``slot`` (from the rack or from the board)."""
        if tile_id in self.order:
            old = self.order.index(tile_id)
            self.order.remove(tile_id)
            if slot > old:
                slot -= 1
        else:
            for square, placed in list(self.placed.items()):
                if placed.tile_id == tile_id:
                    del self.placed[square]
                    self.placed_order.remove(square)
            if self.pending_blank is not None and self.pending_blank[0] == tile_id:
                self.pending_blank = None
        self.order.insert(max(0, min(slot, len(self.order))), tile_id)

    def recall(self) -> list[int]:
        """Every tile placed this turn back to the rack, in the order placed."""
        self.cancel_blank()
        back = [self.placed[sq].tile_id for sq in self.placed_order]
        self.order.extend(back)
        self.placed.clear()
        self.placed_order.clear()
        return back

    def shuffle(self, rng: random.Random) -> None:
        rng.shuffle(self.order)

    # ---------------------------------------------------------- keyboard
    def set_cursor(self, square: Square) -> None:
        """Click or move to a square; clicking the cursor's square again turns the arrow."""
        if self.cursor == square:
            self.across = not self.across
        else:
            self.cursor = square

    def toggle_direction(self) -> None:
        self.across = not self.across

    def move_cursor(self, dr: int, dc: int) -> None:
        last = self.size - 1
        r, c = self.cursor if self.cursor is not None else (self.size // 2, self.size // 2)
        self.cursor = (max(0, min(last, r + dr)), max(0, min(last, c + dc)))

    def find_tile(self, letter: str, as_blank: bool = False) -> int | None:
        """The first rack tile that can be played as ``letter`` (a blank only if asked)."""
        wanted = BLANK if as_blank else letter.upper()
        for tile_id in self.order:
            if self.tiles[tile_id] == wanted:
                return tile_id
        return None

    def type_letter(self, letter: str, as_blank: bool = False) -> str:
        """Place the typed letter at the cursor and step on; returns a problem or ``""``."""
        letter = letter.upper()
        if letter not in LETTERS or len(letter) != 1:
            return ""
        if self.cursor is None:
            return _("Click a square first, then type your word.")
        self._skip_filled()
        if self.cursor is None:
            return _("That runs off the edge of the board.")
        if self.stacking and self.cursor not in self.placed and self.board.get(*self.cursor) == letter:
            # typing a whole word over a stack: a letter already on top is typed through
            self._step()
            return ""
        tile_id = self.find_tile(letter, as_blank)
        if tile_id is None:
            if as_blank:
                return _("You have no blank tile.")
            if self.find_tile(letter, True) is not None:
                return _("You have no {letter}. Shift+{letter} plays your blank as {letter}.").format(letter=letter)
            return _("You have no {letter}.").format(letter=letter)
        square = self.cursor
        self.place(tile_id, square, letter if as_blank else None)
        self._step()
        return ""

    def _skip_filled(self) -> None:
        """Move the cursor past squares that already hold tiles, as crossword apps do."""
        while self.cursor is not None and self.occupied(self.cursor):
            self._step()

    def advance_cursor(self) -> None:
        """Step the cursor on in its direction, over squares already filled."""
        self._step()

    def _step(self) -> None:
        if self.cursor is None:
            return
        r, c = square_along(*self.cursor, self.across, 1)
        if not self.stacking:
            # on past the board tiles there, to the square after their run (Upwords
            # stops at once: a stack is typed onto)
            first_r, first_c, run = self.board.run_through(r, c, self.across)
            r, c = square_along(first_r, first_c, self.across, len(run))
        self.cursor = (r, c) if 0 <= r < self.size and 0 <= c < self.size else None

    def backspace(self) -> int | None:
        """Take the last placed tile back; the cursor returns to its square."""
        if self.pending_blank is not None:
            square = self.pending_blank[1]
            self.cancel_blank()
            self.cursor = square
            return None
        if not self.placed_order:
            return None
        square = self.placed_order[-1]
        self.cursor = square
        return self.unplace(square)

    # ------------------------------------------------------------ exchange
    def toggle_selected(self, tile_id: int) -> None:
        if tile_id in self.selected:
            self.selected.discard(tile_id)
        elif tile_id in self.order:
            if self.swap_one:
                self.selected.clear()
            self.selected.add(tile_id)

    def selected_tiles(self) -> str:
        return "".join(self.tiles[i] for i in self.order if i in self.selected)

    def clear_selection(self) -> None:
        self.selected.clear()

    # ------------------------------------------------------------- gamepad
    def focus_step(self, delta: int) -> None:
        if self.order:
            self.focus = (self.focus + delta) % len(self.order)

    def focused_tile(self) -> int | None:
        if not self.order:
            return None
        self.focus = max(0, min(self.focus, len(self.order) - 1))
        return self.order[self.focus]

    def place_focused(self) -> bool:
        """Gamepad A: put the chosen rack tile at the cursor (a blank opens the picker)."""
        tile_id = self.focused_tile()
        if tile_id is None or self.cursor is None:
            return False
        self._skip_filled()
        if self.cursor is None:
            return False
        square = self.cursor
        if not self.place(tile_id, square):
            return False
        if self.pending_blank is None:
            self._step()
        return True

    def set_hint(self, squares: Iterable[Square]) -> None:
        self.hinted = set(squares)
