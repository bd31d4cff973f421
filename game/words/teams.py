"""The words of a game in teams (docs/rules.md, "Teams"), for the window and the
phones alike: whose turn it is, and how the statistics name a team."""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _


def partners(names: Sequence[str]) -> str:
    """A team's partners named together: ``Ana & Cleo``."""
    first, second = (*names, "", "")[:2]
    # Translators: the two partners of a team of two, e.g. "Ana & Cleo"; the same as the team's
    # name on the scoreboard, in the move log and in the record, which is always joined by " & "
    return _("{first} & {second}").format(first=first, second=second)


def team_turn(names: Sequence[str]) -> str:
    """The hand-off card's title for a team: ``Ana & Cleo's turn``."""
    # Translators: the hand-off card of a team of two: both partners look at the team's rack
    return _("{team}'s turn").format(team=partners(names))


def team_reveal(names: Sequence[str]) -> str:
    """The hand-off card's button for a team: ``We're Ana & Cleo: show our tiles``."""
    # Translators: the button under a team's hand-off card; {team} is both partners, "Ana & Cleo"
    return _("We're {team}: show our tiles").format(team=partners(names))


def either_partner() -> str:
    """What the hand-off card tells a team under its title."""
    return _("Either partner may place tiles and play.")


def no_team_handicap() -> str:
    """A seat's handicap row on the New game page while the four play in teams."""
    # Translators: a seat's handicap row on the New game page when four play as two teams of two
    return _("Handicap: none, a team plays by the rules")


def team_label() -> str:
    """The line under a team's name in the statistics' list of players."""
    # Translators: under a team's name ("Ana & Cleo") in the statistics' list of players
    return _("Team of two")


def in_teams_heading() -> str:
    """The heading of a person's figures over the games they played on a team (the
    statistics), kept apart from those of the games they played on their own."""
    # Translators: heading of a player's figures in the games they played on a team of two
    return _("In teams")


def partner_square(partner: str) -> str:
    """Why a phone's tile was refused in a game in teams: its partner's phone put a
    tile on that square first (the tile goes back to the rack)."""
    # Translators: a phone in a game in teams: {partner}'s phone put a tile on the same square
    # a moment before; this phone's tile went back to its rack
    return _("{partner} has already put a tile on that square.").format(partner=partner)


def partner_tile(partner: str) -> str:
    """Why a phone's tile was refused in a game in teams: its partner's phone put the
    team's last tile of that kind down first (the tile goes back to the rack)."""
    # Translators: a phone in a game in teams: both partners put down the team's one tile of
    # a kind at the same moment; {partner}'s came first and this phone's went back to its rack
    return _("{partner} has already put that tile on the board.").format(partner=partner)


def partner_changed(partner: str) -> str:
    """Why a team's Play was refused: the tiles its phone showed were not the team's
    placement any more ({partner} put tiles down or took some back at that moment)."""
    # Translators: a phone in a game in teams: Play was pressed while {partner} was changing
    # the team's tiles on the board; nothing was played
    return _("{partner} changed the tiles at the same moment: look at the board, then play again.").format(
        partner=partner)


def partner_moved_first(partner: str) -> str:
    """What a phone says when its partner's move reached the game first (both pressed
    Play, or one Play and the other Pass or Swap): the team's turn is over."""
    # Translators: a phone in a game in teams: both partners pressed Play (or Pass, Swap) at the
    # same moment; {partner}'s move was made and the team's turn is over
    return _("{partner} made your team's move first.").format(partner=partner)
