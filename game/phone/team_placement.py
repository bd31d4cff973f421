"""A team's one placement (docs/rules.md, "Teams"): what both partners' phones put down.

In a game in teams both partners hold the team's rack on their phones and build
one play together.  Each phone sends the tiles it put down itself; the team's
placement is both partners' tiles together.  It is what the TV shows, what
each phone shows (its own tiles, and its partner's as the partner's, their rack
tiles used), what Play plays and what the clock hands in.

Two phones can race: both put a tile on one square, or both put down the rack's
only E, before either has heard of the other's tile.  The tile that reaches the
game second is refused (:func:`merge` says why) and goes back to its phone's
rack, so a square holds one tile, a rack tile is put down once, and no tile is
lost.

>>> e_on_h8 = PhoneTile(7, 7, "E")
>>> merge((e_on_h8,), others=(), rack="ERT")
Merge(kept=(PhoneTile(row=7, col=7, letter='E'),), square_taken=False, tile_taken=False)
>>> merge((PhoneTile(7, 7, "R"), PhoneTile(7, 8, "E")), others=(e_on_h8,), rack="ERT")
Merge(kept=(), square_taken=True, tile_taken=True)
>>> merge((PhoneTile(8, 7, "t"),), others=(e_on_h8,), rack="E?T").kept  # a blank is the rack's "?"
(PhoneTile(row=8, col=7, letter='t'),)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .protocol import PhoneTile


def rack_tile(tile: PhoneTile) -> str:
    """The rack tile a tile on the board was put down from: ``?`` for a blank (its
    letter in lower case), else its letter."""
    return "?" if tile.letter.islower() else tile.letter


@dataclass(frozen=True)
class Merge:
    """One partner's tiles set beside the other's: those that stand (``kept``, in the
    order the phone put them down), and why any others were refused: their square
    holds the partner's tile (``square_taken``), or the partner put down the team's
    last tile of that kind (``tile_taken``)."""

    kept: tuple[PhoneTile, ...]
    square_taken: bool
    tile_taken: bool

    @property
    def refused(self) -> bool:
        return self.square_taken or self.tile_taken


def merge(own: Sequence[PhoneTile], others: Iterable[PhoneTile], rack: Iterable[str]) -> Merge:
    """``own``, a phone's tiles put down, beside ``others``, the partner's tiles already
    in the team's placement, from the team's ``rack``.  The partner's stand (they came
    first); each of ``own`` stands unless its square is the partner's, or the partner's
    tiles used up that rack tile.  A tile that is not on the rack at all is the rules'
    to refuse (the preview says so), not a race with the partner."""
    theirs = list(others)
    squares = {(t.row, t.col) for t in theirs}
    used_by_partner = Counter(rack_tile(t) for t in theirs)
    left = Counter(rack)
    left.subtract(used_by_partner)
    kept: list[PhoneTile] = []
    square_taken = tile_taken = False
    for tile in own:
        if (tile.row, tile.col) in squares:
            square_taken = True
            continue
        letter = rack_tile(tile)
        if left[letter] <= 0 and used_by_partner[letter] > 0:
            tile_taken = True
            continue
        left[letter] -= 1
        squares.add((tile.row, tile.col))
        kept.append(tile)
    return Merge(tuple(kept), square_taken, tile_taken)
