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
