"""The opening tile draw that decides the turn order (docs/rules.md "Turn order").

Every player draws one tile; the tile nearest the start of the alphabet goes
first and a blank beats every letter.  Tied players draw again, among
themselves, until the tie is broken.  After each round the tiles go back and
the bag is shaken.  :class:`TurnOrderDraw` keeps every round so the draw
scene can show each tile that came out.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.rules.bag import Bag
from game.rules.ruleset import Direction, RuleSet, TurnOrder
from game.rules.tiles import BLANK
from game.rules.variant import variant_rules


@dataclass(frozen=True)
class DrawnTile:
    seat: int
    tile: str


@dataclass(frozen=True)
class TurnOrderDraw:
    """Every round of drawing and the order it decided."""

    rounds: tuple[tuple[DrawnTile, ...], ...]
    order: tuple[int, ...]  # seat indices, first to play first

    @property
    def first(self) -> int:
        return self.order[0]


def tile_rank(tile: str) -> int:
    """Lower goes first: a blank (-1) beats A (0), A beats B, and so on."""
    return -1 if tile == BLANK else ord(tile.upper()) - ord("A")


def draw_turn_order(seats: int, rules: RuleSet, rng: random.Random) -> TurnOrderDraw:
    """Draw for turn order among ``seats`` players, seat 0 drawing first.

    With ``TurnOrder.ALL_BY_TILE`` every player's place comes from the tiles
    (the House text); with ``FIRST_THEN_SEATING`` only the first player is drawn for
    and play then goes round the table, clockwise (seat order, the Classic text) or
    counter-clockwise (the Upwords text) as ``rules.direction`` says.

    Raises:
        ValueError: if ``seats`` is not 2 to 4.
    """
    if not 2 <= seats <= 4:
        raise ValueError("a game has 2 to 4 players")
    bag = Bag(rng, variant_rules(rules).full_set())
    rounds: list[tuple[DrawnTile, ...]] = []

    def draw_round(group: list[int]) -> list[DrawnTile]:
        drawn = [DrawnTile(seat, tile) for seat, tile in zip(group, bag.draw(len(group)))]
        rounds.append(tuple(drawn))
        bag.return_and_shuffle(d.tile for d in drawn)
        return drawn

    def rank_group(group: list[int]) -> list[int]:
        """Order a group of seats by drawing, redrawing among ties."""
        if len(group) == 1:
            return group
        drawn = draw_round(group)
        ordered: list[int] = []
        for rank in sorted({tile_rank(d.tile) for d in drawn}):
            tied = [d.seat for d in drawn if tile_rank(d.tile) == rank]
            if rules.turn_order is TurnOrder.ALL_BY_TILE:
                ordered.extend(rank_group(tied))
            elif not ordered:
                # Only the first place matters; everyone else's tile is irrelevant.
                ordered.extend(rank_group(tied)[:1])
        return ordered

    ranked = rank_group(list(range(seats)))
    if rules.turn_order is TurnOrder.FIRST_THEN_SEATING:
        first = ranked[0]
        # Seats are numbered clockwise round the table.
        step = 1 if rules.direction is Direction.CLOCKWISE else -1
        order = tuple((first + step * i) % seats for i in range(seats))
    else:
        order = tuple(ranked)
    return TurnOrderDraw(tuple(rounds), order)
