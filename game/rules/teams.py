"""Teams of two (docs/rules.md, "Teams"): four people at the table, two sides.

The rules see a team as one player: one rack, one score, one turn, so every
rule (scoring, challenges, the end of the game and its adjustments) is the
rules' own.  A :class:`Team` only says who the player is: the two partners'
names and the seats they sit in at the table (for their colours and marks).
``Game(..., teams=...)`` takes one team a player; the game keeps them in
playing order, a save keeps them, and a GCG record names them in ``#team``
lines (:meth:`Team.pragma`, :func:`parse_team_pragma`).

>>> ana_cleo, ben_dev = teams_for(["Ana", "Ben", "Cleo", "Dev"], PAIRINGS[0])
>>> ana_cleo
Team(names=('Ana', 'Cleo'), seats=(0, 2))
>>> ana_cleo.name
'Ana & Cleo'
>>> ana_cleo.pragma("Ana_&_Cleo")
'Ana_&_Cleo 1 Ana; 3 Cleo'
>>> parse_team_pragma("Ana_&_Cleo 1 Ana; 3 Cleo")
('Ana_&_Cleo', Team(names=('Ana', 'Cleo'), seats=(0, 2)))
>>> Team(("A;B", "100%"), (1, 3)).pragma("x")
'x 2 A%3BB; 4 100%25'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .state import clean_name

#: people on a team
TEAM_SIZE = 2
#: seats at a table that plays in teams
TEAM_SEATS = 4
#: the ways four seats pair up, by seat index; the first is the default: partners
#: sit across the table from each other (seats 1+3 and 2+4), as in bridge
PAIRINGS: tuple[tuple[tuple[int, int], tuple[int, int]], ...] = (
    ((0, 2), (1, 3)),
    ((0, 1), (2, 3)),
    ((0, 3), (1, 2)),
)
#: characters of a ``#team`` line's value read from a record
TEAM_PRAGMA_CHARS = 200
#: what goes between the partners' names in the team's name
JOIN = " & "


class TeamError(ValueError):
    """Teams a game cannot be played with, or a ``#team`` line that cannot be read."""


@dataclass(frozen=True)
class Team:
    """Two people playing as one player: their names, and their seats at the table
    (0-3, numbered as the New game page numbers them, from 0)."""

    names: tuple[str, ...]
    seats: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.names) != TEAM_SIZE or len(self.seats) != TEAM_SIZE:
            raise TeamError(f"a team is {TEAM_SIZE} people")
        if len(set(self.seats)) != TEAM_SIZE or not all(0 <= s < TEAM_SEATS for s in self.seats):
            raise TeamError(f"a team sits in two different seats of {TEAM_SEATS}")
        if any(not name or name != clean_name(name) for name in self.names):
            raise TeamError("a partner's name is one line of text, at most 40 characters")

    @property
    def name(self) -> str:
        """The team's name as the game, its record and the statistics keep it:
        the partners' names, the first seated first (``Ana & Cleo``)."""
        return team_name(self.names)

    def to_dict(self) -> dict[str, Any]:
        return {"names": list(self.names), "seats": list(self.seats)}

    @classmethod
    def from_dict(cls, data: Any) -> Team:
        """Raises TeamError for anything that is not a team as :meth:`to_dict` writes it."""
        if not isinstance(data, dict) or not isinstance(data.get("names"), list) or not isinstance(
                data.get("seats"), list):
            raise TeamError("a team is its partners' names and seats")
        names, seats = data["names"], data["seats"]
        if not all(isinstance(n, str) for n in names) or not all(type(s) is int for s in seats):
            raise TeamError("a team is its partners' names and seats")
        return cls(tuple(clean_name(n) for n in names[:TEAM_SIZE + 1]), tuple(seats[:TEAM_SIZE + 1]))

    def pragma(self, nick: str) -> str:
        """The value of this team's ``#team`` line: the nick, then each partner's
        seat (from 1) and name, ``;`` between them (docs/rules.md, "Game records")."""
        return f"{nick} " + "; ".join(f"{seat + 1} {_escaped(name)}" for seat, name in zip(self.seats, self.names))


def _escaped(name: str) -> str:
    """A partner's name as a ``#team`` line writes it: ``;`` separates partners."""
    return name.replace("%", "%25").replace(";", "%3B")


def _unescaped(text: str) -> str:
    return text.replace("%3B", ";").replace("%3b", ";").replace("%25", "%")


def team_name(names: Sequence[str]) -> str:
    """The name a team plays under: the partners' names joined by `` & ``, cut as
    every player's name is (the record's ``#player`` line carries it)."""
    return clean_name(JOIN.join(names))


def teams_for(names: Sequence[str], pairing: Sequence[Sequence[int]]) -> tuple[Team, ...]:
    """The teams of four seats named ``names`` paired by ``pairing`` (two pairs of
    seat indices, each seat once), in the order of their first seats.

    Raises:
        TeamError: for anything but four names and two pairs of the four seats.
    """
    if len(names) != TEAM_SEATS:
        raise TeamError(f"teams are played at a table of {TEAM_SEATS}")
    pairs = [tuple(sorted(int(s) for s in pair)) for pair in pairing]
    if sorted(s for pair in pairs for s in pair) != list(range(TEAM_SEATS)) or len(pairs) != 2:
        raise TeamError("each seat is on one team")
    return tuple(Team(tuple(clean_name(names[s]) for s in pair), pair) for pair in sorted(pairs))


def check_teams(teams: Sequence[Team], players: int) -> None:
    """Raises TeamError unless ``teams`` are one a player, each seat on one team."""
    if len(teams) != players:
        raise TeamError("a game in teams has one team a player")
    seats = sorted(s for team in teams for s in team.seats)
    if seats != list(range(TEAM_SIZE * players)):
        raise TeamError("each seat is on one team")


_PARTNER = re.compile(r"^(\d)\s+(\S.*)$")


def parse_team_pragma(value: str) -> tuple[str, Team]:
    """A ``#team`` line's value read back: ``NICK 1 Ana; 3 Cleo``.

    Raises:
        TeamError: for a value too long, without a nick, or whose partners are not
            two of a seat number (1-4) and a name.
    """
    if len(value) > TEAM_PRAGMA_CHARS:
        raise TeamError(f"a #team line is at most {TEAM_PRAGMA_CHARS} characters")
    nick, _sep, rest = value.strip().partition(" ")
    if not nick or not rest.strip():
        raise TeamError("write #team NICK 1 NAME; 3 NAME")
    names: list[str] = []
    seats: list[int] = []
    for part in rest.split(";"):
        found = _PARTNER.match(part.strip())
        if found is None or not 1 <= int(found.group(1)) <= TEAM_SEATS:
            raise TeamError("write #team NICK 1 NAME; 3 NAME")
        seats.append(int(found.group(1)) - 1)
        names.append(clean_name(_unescaped(found.group(2))))
    return nick, Team(tuple(names), tuple(seats))
