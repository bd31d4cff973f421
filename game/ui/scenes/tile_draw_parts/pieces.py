"""What the tile draw moves about: tiles in flight, the deal, the steps of the
draw, and how it says an order and a list of names."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.i18n import N_, _, join_list
from game.rules.turn_order import DrawnTile
from game.ui.tween import Tween

#: the badges of the order the draw decided, one per seat (four at most)
ORDINALS = (
    # Translators: a small round badge beside the player who goes first (two or three characters)
    N_("1st"),
    # Translators: a small round badge beside the player who goes second
    N_("2nd"),
    # Translators: a small round badge beside the player who goes third
    N_("3rd"),
    # Translators: a small round badge beside the player who goes fourth
    N_("4th"),
)


@dataclass
class Flying:
    """A tile on its way (or arrived): position 0..1 along bag -> slot, flip 0..1."""

    tile: str
    seat: int
    round: int
    travel: Tween
    flip: Tween
    dim: bool = False
    back_home: Tween | None = None  # the trip back into the bag


@dataclass
class Deal:
    """A tile dealt face down into a seat's rack: its place there, and its trip from the bag."""

    seat: int
    index: int
    travel: Tween


@dataclass
class Step:
    """One step of the draw, in order: a tile drawn, a round over, the order announced,
    the tiles put back, the deal, and on to the game."""

    kind: str  # "draw", "round_done", "announce", "return", "deal", "go"
    round: int = 0
    drawn: DrawnTile | None = None
    meta: dict[str, Any] = field(default_factory=dict)


def ordinal(n: int) -> str:
    """The badge of the player ``n``-th in turn order (0 goes first), in the language in use."""
    return _(ORDINALS[n]) if n < len(ORDINALS) else str(n + 1)


def join_names(names: list[str]) -> str:
    """Names as a list in a sentence: "Ana", "Ana and Ben", "Ana, Ben and Cleo"."""
    if len(names) <= 1:
        return "".join(names)
    head = join_list(names[:-1])
    # Translators: the end of a list of names: {names} the first ones, {last} the last one
    return _("{names} and {last}").format(names=head, last=names[-1])
