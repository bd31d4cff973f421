"""Where a seat with a phone link plays, in words, for the classic game and Duplicate
alike: the in-game menus' "Play Ana on the TV" and "Play Ana on a phone".

A phone may be lost, flat or asleep: its seat is then played on the TV.  The words
are made once here, so the pause menu and the Duplicate Menu card say the same.
Nothing here needs pygame.
"""

from __future__ import annotations

from game.i18n import _


def play_on_tv_label(name: str) -> str:
    """The button that brings ``name``'s rack to the TV, with the hand-off card."""
    # Translators: the in-game menu: this player's rack comes back to the TV, with the hand-off screen
    return _("Play {name} on the TV").format(name=name)


def play_on_phone_label(name: str) -> str:
    """The button that gives ``name``'s rack back to their phone."""
    # Translators: the in-game menu: this player plays from their phone again
    return _("Play {name} on a phone").format(name=name)

