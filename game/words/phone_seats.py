"""Where a seat with a phone link plays, in words, for the classic game and Duplicate
alike: the in-game menus' "Play Ana on the TV" and "Play Ana on a phone", and what a
Duplicate table says of a phone it still waits for (README, "Duplicate on the
phones"), with the table's way on, "Ana passes this round".

A phone may be lost, flat or asleep: a table does not wait for it forever.  The
words are made once here, so the pause menu, the Duplicate Menu card and the card
that names the phone awaited say the same.  Nothing here needs pygame.
"""

from __future__ import annotations

from game.i18n import _


def play_on_tv_label(name: str, team: bool = False) -> str:
    """The button that brings ``name``'s rack to the TV, with the hand-off card (``team``:
    a team of two's, both partners named, "Ana & Cleo")."""
    if team:
        # Translators: the in-game menu: the rack of a team of two, {team} both partners' names
        # ("Ana & Cleo"), comes back to the TV, with the hand-off screen
        return _("Play {team} on the TV").format(team=name)
    # Translators: the in-game menu: this player's rack comes back to the TV, with the hand-off screen
    return _("Play {name} on the TV").format(name=name)


def play_on_phone_label(name: str, team: bool = False) -> str:
    """The button that gives ``name``'s rack back to their phone (``team``: to both partners')."""
    if team:
        # Translators: the in-game menu: a team of two, {team} both partners' names ("Ana & Cleo"),
        # plays from their phones again
        return _("Play {team} on the phones").format(team=name)
    # Translators: the in-game menu: this player plays from their phone again
    return _("Play {name} on a phone").format(name=name)


def awaited_phone_line(name: str, connected: bool) -> str:
    """Duplicate without a clock, everyone else has played: whose phone the round still
    waits for, and whether that phone has lost its connection (its page closed, or
    the phone asleep long enough for the server to let it go)."""
    if connected:
        # Translators: Duplicate without a round clock: everyone else has played; the round waits for this phone
        return _("Waiting for {name}'s phone").format(name=name)
    # Translators: Duplicate: this player's phone has lost its connection to the game (closed, flat or asleep)
    return _("{name}'s phone is disconnected").format(name=name)


def phone_gone_status() -> str:
    """A Duplicate seat's row on the TV while its phone, which had joined, is disconnected."""
    # Translators: Duplicate: in a player's row on the TV, their phone has lost its connection
    return _("Phone disconnected")


def passes_this_round_label(name: str) -> str:
    """The button that hands in a pass for a phone seat the round waits for."""
    # Translators: Duplicate: a button on the TV that passes for this player, whose phone has not played
    return _("{name} passes this round").format(name=name)


def phone_racks_note(no_network: bool, teams_at_the_tv: list[tuple[str, str, str]]) -> tuple[str, bool]:
    """What New game says under "Phone racks" once it is on, and whether it is bad news:
    that the phones cannot reach a computer with no local network (``no_network``), that
    a team with one partner set to the TV plays at the TV (``teams_at_the_tv``: the
    setup's (team, partner on a phone, partner at the TV)), or what the switch does."""
    if no_network:
        # Translators: under "Phone racks" when this computer has no local network (Wi-Fi) address
        return _("No network found: phones cannot reach this computer. "
                 "Join it to the phones' Wi-Fi, or set the seats to the TV."), True
    if teams_at_the_tv:
        # a team with one partner set to the TV plays at the TV: its other partner gets no
        # code, and the page says so before the codes card leaves them out
        team, on_phone, at_tv = teams_at_the_tv[0]
        # Translators: under "Phone racks" in teams when one partner is set to the TV and the
        # other to a phone: {team} is both partners' names ("Ben & Dev"), who play at the TV
        return _("{team} play at the TV, since {at_tv}'s tiles are on the TV: {on_phone} gets no code.").format(
            team=team, at_tv=at_tv, on_phone=on_phone), False
    # Translators: under "Phone racks" once it is on: what it does
    return _("Each player's tiles on their own phone; scan the code on the TV."), False
