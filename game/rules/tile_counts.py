"""Whether a position holds no more tiles of a letter than the set has (docs/rules.md "Equipment").

A position read from outside (a CGP line, an Upwords position file) names
the tiles on the board and on the racks; more of a letter than the set holds
(15 Z, nine blanks) cannot come from a game, and is refused with a message
naming the letter and where the tiles are.  Imports nothing from pygame.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from game.facts import Fact

from .errors import FormatError

BLANK = "?"


def check_tile_counts(places: Mapping[Fact, Counter[str]], tile_set: Mapping[str, int],
                      total: int | None = None, extra: Mapping[Fact, int] | None = None) -> None:
    """Refuse a position holding more of a tile than ``tile_set`` does.

    ``places`` maps where tiles are (facts: ``on_the_board``, ``on_the_racks``) to the tiles counted there (``?`` a blank).  ``extra`` counts
    tiles whose letter is not known (under an Upwords stack) by place: they
    are checked, with the rest, against ``total`` tiles in the set.

    Raises:
        FormatError: naming the tile, how many the position has and where,
            and how many the set holds.
    """
    held: Counter[str] = Counter()
    for counted in places.values():
        held.update(counted)
    for tile in sorted(held, key=lambda t: (t == BLANK, t)):
        most = tile_set.get(tile, 0)
        if held[tile] > most:
            where = tuple(Fact.of("count_place", count=counted[tile], place=place)
                          for place, counted in places.items() if counted[tile])
            name = Fact.of("blanks") if tile == BLANK else tile
            raise FormatError("position_has_set_holds", count=held[tile], tile=name, where=where, most=most)
    if total is not None:
        sizes = {place: sum(counted.values()) + (extra or {}).get(place, 0) for place, counted in places.items()}
        count = sum(sizes.values())
        if count > total:
            where = tuple(Fact.of("count_place", count=size, place=place) for place, size in sizes.items() if size)
            raise FormatError("position_has_tiles_set_holds", count=count, where=where, most=total)
