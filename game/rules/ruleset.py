"""Rule sets: every toggle of RULES.md in one frozen value, with named presets.

Where the seeds disagree (S2, S3, S7, S9, S10) the choice is a field here.
``RuleSet.replace(**changes)`` gives a changed copy and checks every value.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .errors import RuleSetError
from .tiles import RACK_SIZE


class ChallengeMode(str, Enum):
    """S7. What a challenge is and what a failed one costs."""

    VOID = "void"  # every play is checked at once; invalid plays are refused
    SINGLE = "single"  # a wrong challenge costs nothing
    DOUBLE = "double"  # a wrong challenge costs the challenger their next turn
    PENALTY = "penalty"  # a wrong challenge costs the challenger ``challenge_points``
    BONUS = "bonus"  # a wrong challenge gives the challenged player ``challenge_points``


class ExchangeLimit(str, Enum):
    """S3.2. Which exchanges are allowed."""

    ANY = "any"  # any number of tiles, while the bag holds that many (seed 000)
    BAG_HAS_SEVEN = "bag7"  # only while the bag holds at least 7 tiles (seed 001)
    AT_MOST_TWO = "max2"  # at most 2 tiles per exchange (seed 002)
    ONE = "one"  # exactly one tile (seed 003, Upwords)


class ClockExpiry(str, Enum):
    """S9. What happens when the turn clock runs out."""

    PASS = "pass"  # the turn is lost as a pass; placed tiles go back to the rack
    SUBMIT = "submit"  # placed tiles are played if they make a legal play, else a pass


class EndRule(str, Enum):
    """S10. When a game with nobody going out ends."""

    ONE_ROUND_OF_PASSES = "one_round"  # every player passed once in a row ("no one can play")
    TWO_ROUNDS_OF_PASSES = "two_rounds"  # every player passed twice in a row (seed 002)
    SIX_SCORELESS = "six_scoreless"  # six consecutive scoreless turns (tournaments)


class Leftovers(str, Enum):
    """S10. How unplayed tiles count at the end."""

    FAMILY = "family"  # everyone subtracts their own; who went out adds everyone else's
    TOURNAMENT = "tournament"  # who went out adds twice the others'; they lose nothing


class TurnOrder(str, Enum):
    """S2. What the opening tile draw decides."""

    ALL_BY_TILE = "all_by_tile"  # every player ordered by their tile (seed 001)
    FIRST_THEN_SEATING = "first_then_seating"  # first player by tile, then round the table


class Variant(str, Enum):
    """Which game is played: the classic board, or Upwords (stacking, S12)."""

    CLASSIC = "classic"
    UPWORDS = "upwords"


CLOCK_CHOICES = (0, 30, 60, 90, 120)


@dataclass(frozen=True)
class RuleSet:
    """Every rule toggle. Build presets with :func:`preset`, change with :meth:`replace`."""

    name: str = "Classic"
    challenge: ChallengeMode = ChallengeMode.DOUBLE
    challenge_points: int = 5
    exchange_limit: ExchangeLimit = ExchangeLimit.ANY
    blank_swap: bool = False
    clock_seconds: int = 0  # 0 = no clock
    clock_warning_seconds: int = 10
    clock_expiry: ClockExpiry = ClockExpiry.PASS
    end_rule: EndRule = EndRule.ONE_ROUND_OF_PASSES
    leftovers: Leftovers = Leftovers.FAMILY
    turn_order: TurnOrder = TurnOrder.FIRST_THEN_SEATING
    bingo_bonus: int = 50
    undo_allowed: bool = False
    hints: bool = False
    hint_allowance: int = 0  # hints per player per game; -1 = unlimited
    word_list: str = "enable"  # "enable", "kids", or a path to a word-list file
    variant: Variant = Variant.CLASSIC
    plurals: bool = True  # Upwords: an S alone may not make a word plural (S12)
    clockwise: bool = True  # play goes round the table clockwise (S2); False: counter-clockwise

    def __post_init__(self) -> None:
        enums: dict[str, type[Enum]] = {
            "challenge": ChallengeMode,
            "exchange_limit": ExchangeLimit,
            "clock_expiry": ClockExpiry,
            "end_rule": EndRule,
            "leftovers": Leftovers,
            "turn_order": TurnOrder,
            "variant": Variant,
        }
        for name, kind in enums.items():
            value = getattr(self, name)
            if not isinstance(value, kind):
                try:
                    object.__setattr__(self, name, kind(value))
                except ValueError:
                    choices = ", ".join(str(m.value) for m in kind)
                    raise RuleSetError(
                        f"{name} cannot be {value!r}; choose one of: {choices}"
                    ) from None
        for name in ("blank_swap", "undo_allowed", "hints", "plurals", "clockwise"):
            if not isinstance(getattr(self, name), bool):
                raise RuleSetError(f"{name} must be true or false, not {getattr(self, name)!r}")
        ints = {
            "challenge_points": (0, 100),
            "clock_seconds": (0, 3600),
            "clock_warning_seconds": (0, 60),
            "bingo_bonus": (0, 200),
            "hint_allowance": (-1, 1000),
        }
        for name, (low, high) in ints.items():
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise RuleSetError(f"{name} must be a whole number from {low} to {high}, not {value!r}")
        if not isinstance(self.name, str) or not self.name.strip():
            raise RuleSetError("a rule set needs a name")
        if not isinstance(self.word_list, str) or not self.word_list.strip():
            raise RuleSetError("word_list must be 'enable', 'kids' or a file path")

    @property
    def checks_at_once(self) -> bool:
        """Void mode: words are checked as they are played; no challenges."""
        return self.challenge is ChallengeMode.VOID

    @property
    def has_clock(self) -> bool:
        return self.clock_seconds > 0

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with some toggles changed.

        Raises:
            RuleSetError: for an unknown toggle or a bad value.
        """
        known = {f.name for f in dataclasses.fields(self)}
        unknown = sorted(set(changes) - known)
        if unknown:
            raise RuleSetError(f"unknown rule toggle: {', '.join(unknown)}")
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, Enum) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Raises RuleSetError for unknown toggles or bad values."""
        if not isinstance(data, dict):
            raise RuleSetError("rules must be a mapping of toggle names to values")
        return cls().replace(**data)


PRESETS: dict[str, RuleSet] = {
    # Seed 000 as written: any exchange, winner of the draw then clockwise,
    # family leftovers, a challenged acceptable word costs the challenger a turn.
    "Classic": RuleSet(name="Classic"),
    # Seeds 001/002 at home: a one-minute clock, exchanges of at most two tiles,
    # the game ends after two rounds of passes, draw orders every player.
    "House": RuleSet(
        name="House",
        challenge=ChallengeMode.SINGLE,
        exchange_limit=ExchangeLimit.AT_MOST_TWO,
        clock_seconds=60,
        end_rule=EndRule.TWO_ROUNDS_OF_PASSES,
        turn_order=TurnOrder.ALL_BY_TILE,
        blank_swap=True,
    ),
    "Tournament": RuleSet(
        name="Tournament",
        challenge=ChallengeMode.DOUBLE,
        exchange_limit=ExchangeLimit.BAG_HAS_SEVEN,
        end_rule=EndRule.SIX_SCORELESS,
        leftovers=Leftovers.TOURNAMENT,
    ),
    "Kids": RuleSet(
        name="Kids",
        challenge=ChallengeMode.VOID,
        undo_allowed=True,
        hints=True,
        hint_allowance=-1,
        word_list="kids",
    ),
    "Party": RuleSet(
        name="Party",
        challenge=ChallengeMode.SINGLE,
        clock_seconds=60,
        clock_expiry=ClockExpiry.SUBMIT,
        hints=True,
        hint_allowance=3,
    ),
}

# Presets of other variants, kept apart from PRESETS until the window can draw
# their boards; preset() finds them by name.
VARIANT_PRESETS: dict[str, RuleSet] = {
    # Seed 003: the stacking game on its 10x10 board; one-tile exchanges, play
    # goes counter-clockwise (S12).  The variant itself fixes what differs in
    # play (game.rules.variant): 20 for the whole rack, leftovers at 5 a tile,
    # a withdrawn play may be replaced.
    "Upwords": RuleSet(
        name="Upwords",
        variant=Variant.UPWORDS,
        challenge=ChallengeMode.SINGLE,
        exchange_limit=ExchangeLimit.ONE,
        clockwise=False,
    ),
}


def exchange_problem(rules: RuleSet, bag_count: int, count: int) -> str | None:
    """Why an exchange of ``count`` tiles is not allowed with ``bag_count`` tiles
    in the bag, or None (docs/rules.md, "Exchanging").

    >>> exchange_problem(preset("Classic"), 5, 6)
    'the bag holds only 5 tiles'
    """
    limit = rules.exchange_limit
    if count < 1:
        return "choose at least one tile to exchange"
    if limit is ExchangeLimit.BAG_HAS_SEVEN and bag_count < RACK_SIZE:
        return f"you can only exchange while the bag holds at least {RACK_SIZE} tiles"
    if limit is ExchangeLimit.AT_MOST_TWO and count > 2:
        return "you can exchange at most 2 tiles"
    if limit is ExchangeLimit.ONE and count != 1:
        return "you can exchange exactly 1 tile"
    if count > bag_count:
        return f"the bag holds only {bag_count} tiles"
    return None


def max_exchange(rules: RuleSet, bag_count: int) -> int:
    """How many tiles an exchange may return now (0: no exchange allowed).

    >>> max_exchange(preset("Classic"), 3), max_exchange(preset("Tournament"), 6)
    (3, 0)
    """
    allowed = [n for n in range(1, RACK_SIZE + 1) if exchange_problem(rules, bag_count, n) is None]
    return max(allowed, default=0)


def preset(name: str) -> RuleSet:
    """A named preset (case-insensitive).

    Raises:
        RuleSetError: for an unknown name, listing the known ones.
    """
    every = {**PRESETS, **VARIANT_PRESETS}
    for key, rules in every.items():
        if key.lower() == name.strip().lower():
            return rules
    raise RuleSetError(f"no rule preset called {name!r}; choose one of: {', '.join(every)}")
