"""The toggles of Duplicate and its rack rule (docs/rules.md, "Duplicate").

:class:`DuplicateRules` holds what Duplicate adds to a :class:`~game.rules.ruleset.RuleSet`
(the round's clock, where the round's top play comes from, and the choices
where clubs differ: how the blank and Y count, and the two-and-two rule of the
first rounds).  The rule set still says everything the classic game shares
with Duplicate: the word list, the bingo bonus, hints.

:func:`rack_problem` is the rack rule: a rack needs at least one vowel and one
consonant (two and two in the first rounds, by the toggle), else it is
returned to the bag and drawn again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.facts import Fact

from ..errors import RuleSetError
from ..tiles import BLANK

#: the round's clock in seconds; 0: no clock, the round ends when every seat has submitted
ROUND_LENGTHS = (0, 60, 120, 180)
#: how many rounds open the game with the two-and-two rule, when it is on
TWO_AND_TWO_ROUNDS = 15
#: the letters that are vowels whatever the toggles say
VOWELS = frozenset("AEIOU")
#: a game of Duplicate seats one to this many players
MAX_SEATS = 4


class TopSource(str, Enum):
    """Where the round's top play, the one the board gets, comes from."""

    TABLE = "table"  # the best play submitted at the table (the family default)
    ENGINE = "engine"  # the best play the engine finds (the club rule)


class BlankCounts(str, Enum):
    """How a blank counts for the rack rule."""

    EITHER = "either"  # as a vowel or a consonant, whichever the rack lacks
    NEITHER = "neither"  # as neither: the rack must meet the rule with its letters


class YCounts(str, Enum):
    """How a Y counts for the rack rule."""

    EITHER = "either"  # as a vowel or a consonant, whichever the rack lacks
    VOWEL = "vowel"
    CONSONANT = "consonant"


@dataclass(frozen=True)
class DuplicateRules:
    """Every toggle of Duplicate (docs/rules.md, "Duplicate").

    Attributes:
        top: where the round's top play comes from.
        round_seconds: the round's clock, one of :data:`ROUND_LENGTHS` (0: none).
        blank: how a blank counts for the rack rule.
        y: how a Y counts for the rack rule.
        two_and_two: the first :data:`TWO_AND_TWO_ROUNDS` racks need two vowels
            and two consonants (while the tiles left can give them).
    """

    top: TopSource = TopSource.TABLE
    round_seconds: int = 0
    blank: BlankCounts = BlankCounts.EITHER
    y: YCounts = YCounts.EITHER
    two_and_two: bool = False

    def __post_init__(self) -> None:
        enums: dict[str, type[Enum]] = {"top": TopSource, "blank": BlankCounts, "y": YCounts}
        for name, kind in enums.items():
            value = getattr(self, name)
            if not isinstance(value, kind):
                try:
                    object.__setattr__(self, name, kind(value))
                except ValueError:
                    choices = ", ".join(str(m.value) for m in kind)
                    raise RuleSetError(
                        "cannot_choose_one", name=name, value=repr(value)[:60], choices=choices
                    ) from None
        seconds = self.round_seconds
        if isinstance(seconds, bool) or seconds not in ROUND_LENGTHS:
            raise RuleSetError(
                "cannot_choose_one", name="round_seconds", value=repr(seconds)[:60],
                choices=", ".join(map(str, ROUND_LENGTHS)),
            )
        if not isinstance(self.two_and_two, bool):
            raise RuleSetError("must_true_false_not", name="two_and_two", value=repr(self.two_and_two)[:60])

    def replace(self, **changes: Any) -> DuplicateRules:
        """A copy with some toggles changed.

        Raises:
            RuleSetError: for an unknown toggle or a bad value.
        """
        known = {f.name for f in dataclasses.fields(self)}
        unknown = sorted(str(name)[:30] for name in changes if name not in known)
        if unknown:
            raise RuleSetError("unknown_rule_toggle", names=", ".join(unknown[:5]))
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """The toggles as plain values, for a save.

        >>> DuplicateRules(round_seconds=120).to_dict()
        {'top': 'table', 'round_seconds': 120, 'blank': 'either', 'y': 'either', 'two_and_two': False}
        """
        return {f.name: _plain(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, data: Any) -> DuplicateRules:
        """The toggles from a save; a toggle it does not name keeps its default.

        Raises:
            RuleSetError: for anything but a mapping of known toggles to good values.
        """
        if not isinstance(data, dict):
            raise RuleSetError("rules_must_mapping_toggle_names")
        return cls().replace(**data)

    def needs(self, round_number: int) -> int:
        """How many vowels, and as many consonants, the rack of a round needs.

        >>> DuplicateRules(two_and_two=True).needs(15), DuplicateRules(two_and_two=True).needs(16)
        (2, 1)
        """
        return 2 if self.two_and_two and round_number <= TWO_AND_TWO_ROUNDS else 1


def _plain(value: object) -> object:
    return value.value if isinstance(value, Enum) else value


def counts(tiles: Iterable[str], rules: DuplicateRules) -> tuple[int, int, int]:
    """``(vowels, consonants, either)`` of some tiles: ``either`` counts the tiles
    that may stand for a vowel or a consonant, whichever is lacking.

    >>> counts("AEYB??", DuplicateRules())
    (2, 1, 3)
    >>> counts("AEYB??", DuplicateRules(blank="neither", y="consonant"))
    (2, 2, 0)
    """
    vowels = consonants = either = 0
    for tile in tiles:
        if tile == BLANK:
            either += rules.blank is BlankCounts.EITHER
        elif tile == "Y":
            if rules.y is YCounts.EITHER:
                either += 1
            elif rules.y is YCounts.VOWEL:
                vowels += 1
            else:
                consonants += 1
        elif tile in VOWELS:
            vowels += 1
        else:
            consonants += 1
    return vowels, consonants, either


def meets(tiles: Iterable[str], rules: DuplicateRules, need: int) -> bool:
    """Whether some tiles hold ``need`` vowels and ``need`` consonants, a tile
    that may be either filling one gap.

    >>> meets("BCD?", DuplicateRules(), 1), meets("BCD?", DuplicateRules(blank="neither"), 1)
    (True, False)
    """
    vowels, consonants, either = counts(tiles, rules)
    lacking = max(0, need - vowels) + max(0, need - consonants)
    return lacking <= either


def rack_problem(rack: Iterable[str], rules: DuplicateRules, need: int) -> Fact | None:
    """Why a drawn rack must go back to the bag, or None when it may be played.

    >>> print(rack_problem("BCDFGHJ", DuplicateRules(), 1))
    rack_needs_vowel_consonant
    >>> rack_problem("BCDFGHA", DuplicateRules(), 1) is None
    True
    """
    if meets(rack, rules, need):
        return None
    if need > 1:
        return Fact.of("rack_needs_two_vowels_two_consonants")
    return Fact.of("rack_needs_vowel_consonant")
