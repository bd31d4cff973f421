"""Who sits where: a name, whether a person or a computer plays the seat, and
the seat's own handicap (docs/rules.md, "Handicaps")."""

from __future__ import annotations

from dataclasses import dataclass

from game.engine.levels import BY_NAME, LEVEL_NAMES, LEVELS
from game.i18n import N_, _
from game.rules.handicap import NO_HANDICAP, Handicap
from game.rules.teams import Team

#: "human" or a computer level (:data:`game.engine.levels.LEVELS`, weakest first)
SEAT_KINDS = ("human", *LEVEL_NAMES)
#: seat kind -> its label (marked; :attr:`SeatConfig.label` and :func:`kind_label` translate it)
KIND_LABELS = {
    # Translators: who plays a seat: a person, or the computer at a strength
    "human": N_("Human"),
    **{level.name: level.label for level in LEVELS},
}
DEFAULT_NAMES = ("Ana", "Ben", "Cleo", "Dev")
NAME_LIMIT = 20  # characters in a player's name; every screen makes room for this many


@dataclass(frozen=True)
class SeatConfig:
    name: str
    kind: str = "human"
    #: what this seat plays by where it differs from the game's rules; the game
    #: made from these seats takes it (``Game(..., handicaps=...)``)
    handicap: Handicap = NO_HANDICAP
    #: the person in this seat plays from their phone (README, "Phone racks"):
    #: their rack is never drawn on the TV and needs no hand-off screen
    phone: bool = False
    #: in a game in teams (docs/rules.md, "Teams"), the two people who play this seat
    #: as one player; the seat is then named as the team (``team.name``)
    team: Team | None = None
    #: who plays each partner of ``team`` ("human" or a level), for their statistics
    partner_kinds: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be one of {', '.join(SEAT_KINDS)}, not {self.kind!r}")
        if self.phone and self.is_computer:
            raise ValueError("only a person's seat can be played from a phone")

    @property
    def is_computer(self) -> bool:
        return self.kind != "human"

    @property
    def label(self) -> str:
        return kind_label(self.kind)


def for_computer(handicap: Handicap) -> Handicap:
    """``handicap`` cut down to what a computer's seat may have of its own: the
    kid-safe list (so a child can play a computer at their level) and a head
    start.  A computer plays only words of its list, at once, so hints, a clock
    of its own or "checked as played" would change nothing; any other list of
    its own is dropped (docs/rules.md, "Handicaps")."""
    return Handicap(word_list="kids" if handicap.word_list == "kids" else None, head_start=handicap.head_start)


def kind_label(kind: str) -> str:
    """How the menus name a seat kind, in the current language."""
    return _(KIND_LABELS[kind])


def kind_short(kind: str) -> str:
    """How the tile draw's name plate says who plays a seat, in the current language."""
    return _(KIND_LABELS[kind]) if kind == "human" else _(BY_NAME[kind].short)


def default_seats(count: int) -> list[SeatConfig]:
    """A fresh install's seats, named from :data:`DEFAULT_NAMES`: one person against an
    Easy computer, so a first game needs nobody else; more seats add computers."""
    kinds = ("human", "easy", "easy", "medium")
    return [SeatConfig(DEFAULT_NAMES[i], kinds[i]) for i in range(count)]


def demo_seats(count: int) -> list[SeatConfig]:
    """Computer players for attract mode, strongest last so games stay lively."""
    kinds = ("medium", "hard", "easy", "medium")
    return [SeatConfig(DEFAULT_NAMES[i], kinds[i]) for i in range(count)]


def clean_name(text: str, index: int) -> str:
    """A usable display name: trimmed, at most :data:`NAME_LIMIT` characters, never empty."""
    name = " ".join(text.split())[:NAME_LIMIT]
    return name or DEFAULT_NAMES[index % len(DEFAULT_NAMES)]
