"""The seats of a game in teams (docs/rules.md, "Teams"): four people, two seats.

The New game page and the demo choose four seats and a pairing; the game is
played by one seat a team (:func:`team_seats`), which the tile draw, the play
scene and the store take as any other seat, its :attr:`SeatConfig.team` naming
the partners.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.engine.levels import LEVEL_NAMES
from game.rules.handicap import NO_HANDICAP
from game.rules.teams import PAIRINGS, teams_for
from game.setup.seats import SeatConfig


def team_kind(partners: Sequence[SeatConfig]) -> str:
    """Who plays a team's turns: its people when either partner is a person (a
    computer partner then only keeps the seat), else the stronger computer."""
    if any(not seat.is_computer for seat in partners):
        return "human"
    return max((seat.kind for seat in partners), key=LEVEL_NAMES.index)


def team_seats(seats: Sequence[SeatConfig], pairing: int = 0) -> list[SeatConfig]:
    """The two seats four ``seats`` (in seat order) play as, paired by
    ``PAIRINGS[pairing]``, in the order of each team's first seat.  A team takes
    no handicap.  Its tiles are on its people's phones when every person on it plays
    from a phone; a partner whose tiles are on the TV has the team play at the TV
    (the rack there, behind the hand-off card), where both partners can see it.

    Raises:
        ValueError: for anything but four seats and a pairing of :data:`PAIRINGS`.
    """
    if not 0 <= pairing < len(PAIRINGS):
        raise ValueError(f"no pairing {pairing}")
    teams = teams_for([seat.name for seat in seats], PAIRINGS[pairing])
    out = []
    for team in teams:
        partners = [seats[s] for s in team.seats]
        kind = team_kind(partners)
        on_phones = kind == "human" and all(p.phone for p in partners if not p.is_computer)
        out.append(SeatConfig(team.name, kind, NO_HANDICAP, phone=on_phones,
                              team=team, partner_kinds=tuple(p.kind for p in partners)))
    return out


def partners_of(seat: SeatConfig) -> tuple[str, ...]:
    """The people who play a seat: its team's partners, or the seat's own name."""
    return seat.team.names if seat.team is not None else (seat.name,)
