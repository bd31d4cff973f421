"""Rule sets: every toggle in one frozen value, with named presets.

Where the rule texts disagree the choice is a field here; docs/rules.md
lists every toggle, its default per preset and the text it comes from.
``RuleSet.replace(**changes)`` gives a changed copy and checks every value.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.facts import Fact

from .errors import RuleSetError
from .tiles import RACK_SIZE


class ChallengeMode(str, Enum):
    """Challenges: what a challenge is and what a failed one costs."""

    VOID = "void"  # every play is checked at once; invalid plays are refused
    SINGLE = "single"  # a wrong challenge costs nothing
    DOUBLE = "double"  # a wrong challenge costs the challenger their next turn
    PENALTY = "penalty"  # a wrong challenge costs the challenger ``challenge_penalty``
    BONUS = "bonus"  # a wrong challenge gives the challenged player ``challenge_bonus``


class ExchangeLimit(str, Enum):
    """Exchanging: which exchanges are allowed."""

    ANY = "any"  # any number of tiles, while the bag holds that many (the Classic text)
    BAG_HAS_SEVEN = "bag7"  # only while the bag holds at least 7 tiles (the House text)
    AT_MOST_TWO = "max2"  # at most 2 tiles per exchange (the Competition text)
    ONE = "one"  # exactly one tile (the Upwords text)


class ExchangeOrder(str, Enum):
    """Exchanging: which comes first, drawing the new tiles or returning the old."""

    DRAW_FIRST = "draw_first"  # draw, then return the old tiles (Classic)
    RETURN_FIRST = "return_first"  # return the old tiles, then draw (House)


class ExchangeWhen(str, Enum):
    """Exchanging: whether a player who could play may exchange instead."""

    ANY_TIME = "any_time"  # instead of any play (Classic)
    CANNOT_PLAY = "cannot_play"  # only when the rack has no legal play (House, Competition)


class Direction(str, Enum):
    """Turn order: which way play goes round the table after the first player."""

    CLOCKWISE = "clockwise"  # Classic
    COUNTERCLOCKWISE = "counterclockwise"  # Upwords


class ClockExpiry(str, Enum):
    """Turn clock: what happens when the turn clock runs out."""

    PASS = "pass"  # the turn is lost as a pass; placed tiles go back to the rack
    SUBMIT = "submit"  # placed tiles are played if they make a legal play, else a pass


class EndRule(str, Enum):
    """End of the game: when a game with nobody going out ends."""

    ONE_ROUND_OF_PASSES = "one_round"  # every player passed once in a row ("no one can play")
    TWO_ROUNDS_OF_PASSES = "two_rounds"  # every player passed twice in a row (the Competition text)
    SIX_SCORELESS = "six_scoreless"  # six consecutive scoreless turns (tournaments)


class Leftovers(str, Enum):
    """End of the game: how unplayed tiles count at the end."""

    FAMILY = "family"  # everyone subtracts their own; who went out adds everyone else's
    TOURNAMENT = "tournament"  # who went out adds twice the others'; they lose nothing


class TurnOrder(str, Enum):
    """Turn order: what the opening tile draw decides."""

    ALL_BY_TILE = "all_by_tile"  # every player ordered by their tile (the House text)
    FIRST_THEN_SEATING = "first_then_seating"  # first player by tile, then round the table


class Variant(str, Enum):
    """Which game is played: the classic board, or Upwords (stacking, docs/rules.md "Upwords")."""

    CLASSIC = "classic"
    UPWORDS = "upwords"


CLOCK_CHOICES = (0, 30, 60, 90, 120, 180)  # 180: a Duplicate round of three minutes, too


@dataclass(frozen=True)
class RuleSet:
    """Every rule toggle. Build presets with :func:`preset`, change with :meth:`replace`."""

    name: str = "Classic"
    challenge: ChallengeMode = ChallengeMode.DOUBLE
    challenge_penalty: int = 5  # points a wrong challenge costs in ``penalty`` mode
    challenge_bonus: int = 5  # points a wrong challenge gives the player in ``bonus`` mode
    exchange_limit: ExchangeLimit = ExchangeLimit.ANY
    exchange_order: ExchangeOrder = ExchangeOrder.DRAW_FIRST
    exchange_when: ExchangeWhen = ExchangeWhen.ANY_TIME
    # The end rule counts an exchange as a pass (the Competition text: an exchange skips the turn)
    exchange_counts_as_pass: bool = False
    direction: Direction = Direction.CLOCKWISE
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
    plurals: bool = True  # Upwords: an S alone may not make a word plural (docs/rules.md "Upwords")

    def __post_init__(self) -> None:
        enums: dict[str, type[Enum]] = {
            "challenge": ChallengeMode,
            "exchange_limit": ExchangeLimit,
            "exchange_order": ExchangeOrder,
            "exchange_when": ExchangeWhen,
            "direction": Direction,
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
                        "cannot_choose_one", name=name, value=repr(value), choices=choices
                    ) from None
        for name in ("exchange_counts_as_pass", "blank_swap", "undo_allowed", "hints", "plurals"):
            if not isinstance(getattr(self, name), bool):
                raise RuleSetError("must_true_false_not", name=name, value=repr(getattr(self, name)))
        ints = {
            "challenge_penalty": (0, 100),
            "challenge_bonus": (0, 100),
            "clock_seconds": (0, 3600),
            "clock_warning_seconds": (0, 60),
            "bingo_bonus": (0, 200),
            "hint_allowance": (-1, 1000),
        }
        for name, (low, high) in ints.items():
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise RuleSetError(
                    "must_whole_number_from_not", name=name, low=low, high=high, value=repr(value)
                )
        if not isinstance(self.name, str) or not self.name.strip():
            raise RuleSetError("rule_set_needs_name")
        if not isinstance(self.word_list, str) or not self.word_list.strip():
            raise RuleSetError("rule_word_list_must_be")

    @property
    def checks_at_once(self) -> bool:
        """Void mode: words are checked as they are played; no challenges."""
        return self.challenge is ChallengeMode.VOID

    def replace(self, **changes: Any) -> RuleSet:
        """A copy with some toggles changed.

        Raises:
            RuleSetError: for an unknown toggle or a bad value.
        """
        known = {f.name for f in dataclasses.fields(self)}
        unknown = sorted(set(changes) - known)
        if unknown:
            raise RuleSetError("unknown_rule_toggle", names=", ".join(unknown))
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, Enum) else value
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> RuleSet:
        """Raises RuleSetError for unknown toggles or bad values.

        Rules written before the penalty and the bonus had a value each name
        one ``challenge_points`` for both; it is read as both, so an old game
        goes on as it was played.

        >>> old = RuleSet.from_dict({"challenge": "penalty", "challenge_points": 3})
        >>> old.challenge_penalty, old.challenge_bonus
        (3, 3)
        """
        if not isinstance(data, dict):
            raise RuleSetError("rules_must_mapping_toggle_names")
        data = dict(data)
        if LEGACY_CHALLENGE_POINTS in data:
            points = data.pop(LEGACY_CHALLENGE_POINTS)
            data.setdefault("challenge_penalty", points)
            data.setdefault("challenge_bonus", points)
        return cls().replace(**data)


#: The one value older rules kept for both the challenge penalty and the bonus.
LEGACY_CHALLENGE_POINTS = "challenge_points"


#: A wrong challenge costs 5 points, the House text's usual penalty, or gives
#: the player 5; the House text gives 3 (docs/rules.md, "Challenges").
HOUSE_CHALLENGE_BONUS = 3

PRESETS: dict[str, RuleSet] = {
    # The Classic rule text as written: any exchange, drawing before returning,
    # the winner of the draw then clockwise, family leftovers, a challenged
    # acceptable word costs the challenger a turn.
    "Classic": RuleSet(name="Classic"),
    # The House rule text: every player ordered by the draw, one minute a
    # turn, exchange (return first, then draw) only when you cannot play and
    # the bag holds at least 7, no penalty for a wrong challenge, 3 points
    # to the player if the bonus rule is chosen and 5 from the challenger if
    # the penalty rule is.
    "House": RuleSet(
        name="House",
        challenge=ChallengeMode.SINGLE,
        challenge_bonus=HOUSE_CHALLENGE_BONUS,
        exchange_limit=ExchangeLimit.BAG_HAS_SEVEN,
        exchange_order=ExchangeOrder.RETURN_FIRST,
        exchange_when=ExchangeWhen.CANNOT_PLAY,
        clock_seconds=60,
        turn_order=TurnOrder.ALL_BY_TILE,
    ),
    # The Competition rule text: exchanges of at most two tiles, only when you
    # cannot play, each one skipping the turn; a word must be valid when played;
    # blank swaps; the game ends after two rounds in which everyone skipped.
    "Competition": RuleSet(
        name="Competition",
        challenge=ChallengeMode.VOID,
        exchange_limit=ExchangeLimit.AT_MOST_TWO,
        exchange_when=ExchangeWhen.CANNOT_PLAY,
        exchange_counts_as_pass=True,
        blank_swap=True,
        end_rule=EndRule.TWO_ROUNDS_OF_PASSES,
    ),
    # Departures from the texts (listed in docs/rules.md, "Presets").
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
    # One table, each seat by its own handicap (docs/rules.md, "Handicaps"): the
    # Classic rules with no clock; every seat's words are checked as played and a
    # child's seat takes the kids list and hints (game.rules.handicap.family_handicap).
    "Family": RuleSet(name="Family"),
}

# Presets of other variants, kept apart from the classic PRESETS (whose toggles
# docs/rules.md tabulates); preset() finds them by name and New game offers them.
VARIANT_PRESETS: dict[str, RuleSet] = {
    # The Upwords text: the stacking game on its 10x10 board; one-tile exchanges,
    # play goes counter-clockwise (docs/rules.md, "Upwords").  The variant itself fixes what differs in
    # play (game.rules.variant): 20 for the whole rack, leftovers at 5 a tile,
    # a withdrawn play may be replaced.
    "Upwords": RuleSet(
        name="Upwords",
        variant=Variant.UPWORDS,
        challenge=ChallengeMode.SINGLE,
        exchange_limit=ExchangeLimit.ONE,
        direction=Direction.COUNTERCLOCKWISE,
    ),
    # Duplicate (docs/rules.md, "Duplicate"; game.rules.duplicate): everyone plays the
    # same rack at once on the classic board, rounds of two minutes (the turn clock is
    # the round's), a word not in the list scores 0 rather than being challenged.
    "Duplicate": RuleSet(
        name="Duplicate",
        challenge=ChallengeMode.SINGLE,
        clock_seconds=120,
    ),
    # Duplicate by the club rule: the board gets the best play the engine finds, and each
    # player's share of it is counted ("92% of the top").
    "Club Duplicate": RuleSet(
        name="Club Duplicate",
        challenge=ChallengeMode.SINGLE,
        clock_seconds=120,
    ),
}

#: the presets whose games are Duplicate's (the window opens them in the Duplicate scene)
#: -> whether the board gets the engine's top (the club rule) rather than the table's best
DUPLICATE_PRESETS: dict[str, bool] = {"Duplicate": False, "Club Duplicate": True}


def is_duplicate(rules: RuleSet) -> bool:
    """Whether ``rules`` are a Duplicate preset's, toggles changed or not.

    >>> is_duplicate(preset("duplicate").replace(clock_seconds=60)), is_duplicate(preset("Classic"))
    (True, False)
    """
    return rules.name in DUPLICATE_PRESETS

#: The rule text each preset follows, or how it departs from them
#: (docs/rules.md, "Presets", says the same at length).
PRESET_SOURCES: dict[str, Fact] = {
    "Classic": Fact.of("follows_classic_rule_text"),
    "House": Fact.of("follows_house_rule_text"),
    "Competition": Fact.of("follows_competition_rule_text"),
    "Tournament": Fact.of("classic_with_tournament_habits_six"),
    "Kids": Fact.of("classic_with_words_checked_as"),
    "Party": Fact.of("classic_with_one_minute_clock"),
    "Family": Fact.of("classic_with_no_clock_each"),
    "Upwords": Fact.of("follows_upwords_rule_text"),
    "Duplicate": Fact.of("duplicate_everyone_plays_same_rack"),
    "Club Duplicate": Fact.of("duplicate_by_club_rule_engine_top"),
}


def exchange_problem(
    rules: RuleSet, bag_count: int, count: int, can_play: bool = False
) -> Fact | None:
    """Why an exchange of ``count`` tiles is not allowed with ``bag_count`` tiles
    in the bag, or None (docs/rules.md, "Exchanging").  ``can_play``: whether
    the rack has a legal play, which some rule texts forbid exchanging.

    >>> print(exchange_problem(preset("Classic"), 5, 6))
    bag_holds_only: n=5
    >>> print(exchange_problem(preset("House"), 80, 3, can_play=True))
    you_may_exchange_only_when
    """
    limit = rules.exchange_limit
    if count < 1:
        return Fact.of("choose_at_least_one_tile")
    if limit is ExchangeLimit.BAG_HAS_SEVEN and bag_count < RACK_SIZE:
        return Fact.of("you_can_only_exchange_while", n=RACK_SIZE)
    if limit is ExchangeLimit.AT_MOST_TWO and count > 2:
        return Fact.of("you_can_exchange_at_most")
    if limit is ExchangeLimit.ONE and count != 1:
        return Fact.of("you_can_exchange_exactly_1")
    if count > bag_count:
        return Fact.of("bag_holds_only", n=bag_count)
    if can_play and rules.exchange_when is ExchangeWhen.CANNOT_PLAY:
        return Fact.of("you_may_exchange_only_when")
    return None


def max_exchange(rules: RuleSet, bag_count: int, can_play: bool = False) -> int:
    """How many tiles an exchange may return now (0: no exchange allowed).

    >>> max_exchange(preset("Classic"), 3), max_exchange(preset("Tournament"), 6)
    (3, 0)
    """
    allowed = [
        n for n in range(1, RACK_SIZE + 1)
        if exchange_problem(rules, bag_count, n, can_play) is None
    ]  # fmt: skip
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
    raise RuleSetError("no_rule_preset_called_choose", name=repr(name), choices=", ".join(every))
