"""The tile draw's words (docs/rules.md, "Who goes first"): who draws, what they drew
and who goes first, a team of two ("Ana & Cleo", docs/rules.md "Teams") said as two
people where the language tells one from two.  Nothing here needs pygame."""

from __future__ import annotations

from game.i18n import _


def draw_call(name: str, *, again: bool, asked: bool, team: bool = False) -> str:
    """What the draw says as ``name``'s turn to draw comes: asked of a person (``asked``:
    "Ana, draw a tile!"), told of a computer or a fast draw ("Ana draws…"); ``again``
    while a tie is drawn off; ``team``: ``name`` is a team of two."""
    if team and asked:
        # Translators: the tile draw asks a team of two, {team} both partners' names ("Ana & Cleo")
        return (_("{team}, draw a tile again!") if again else _("{team}, draw a tile!")).format(team=name)
    if team:
        # Translators: the tile draw: a team of two, {team} both partners' names ("Ana & Cleo"), draws
        return (_("{team} draw again…") if again else _("{team} draw…")).format(team=name)
    if asked:
        return (_("{name}, draw a tile again!") if again else _("{name}, draw a tile!")).format(name=name)
    return (_("{name} draws again…") if again else _("{name} draws…")).format(name=name)


def drew_line(name: str, tile: str, blank: bool, team: bool = False) -> str:
    """What ``name`` drew (``blank``: the blank, which beats every letter)."""
    if team and blank:
        # Translators: the tile draw: a team of two, {team} both partners' names ("Ana & Cleo"), drew the blank
        return _("{team} drew a blank, which beats every letter").format(team=name)
    if team:
        # Translators: the tile draw: a team of two ({team}: "Ana & Cleo") drew the tile {letter}
        return _("{team} drew {letter}").format(team=name, letter=tile)
    if blank:
        return _("{name} drew a blank, which beats every letter").format(name=name)
    # Translators: {letter} is the letter on the tile the player drew
    return _("{name} drew {letter}").format(name=name, letter=tile)


def goes_first_line(first: str, others: str = "", team: bool = False) -> str:
    """Who goes first, then (``others``, already listed) who follows."""
    if team and others:
        # Translators: a team of two ({team}: "Ana & Cleo") plays first, then {others}
        return _("{team} go first, then {others}").format(team=first, others=others)
    if team:
        # Translators: the tile draw's outcome: a team of two ({team}: "Ana & Cleo") plays first
        return _("{team} go first!").format(team=first)
    if others:
        # Translators: {others} lists the other players in turn order, e.g. "Ben and Cleo"
        return _("{name} goes first, then {others}").format(name=first, others=others)
    return _("{name} goes first!").format(name=first)
