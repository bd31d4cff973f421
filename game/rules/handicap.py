"""Per-seat handicaps (docs/rules.md, "Handicaps"): what one seat of a game plays
by when it differs from the game's rule set.

A :class:`Handicap` overrides only five things, each for its own seat: the word
list, the hints, the turn clock, whether words are checked as they are played,
and a head start on the scoreboard.  Every other rule (challenges, exchanges,
undo, the end of the game ...) stays game-wide in the :class:`RuleSet`, so a seat
cannot loosen a rule that the other seats keep.  ``None`` in a field means "as
the game's rule set says"; ``Handicap()`` is no handicap at all.

The API the window builds on:

- ``Game(names, rules, lexicon, handicaps=[...], lexicons={"kids": ...})``
  takes one handicap (or None) per seat, in seat order like the names, and
  a mapping from list name to word list for the lists the seats name.
- :func:`check_handicaps` says whether handicaps may be played with a rule set
  (the Game calls it; a setup page may call it first to show the problem).
- :func:`family_handicap` is the Family preset's default for a seat.
- :meth:`Handicap.to_dict` / :meth:`Handicap.from_dict` for saves and settings,
  :meth:`Handicap.pragma` / :func:`parse_pragma` for the GCG ``#handicap`` line.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any
from urllib.parse import quote, unquote

from game.facts import Fact

from .errors import RuleSetError
from .ruleset import RuleSet

#: ``hints`` value for as many hinted turns as a player likes
UNLIMITED = -1
#: the most hinted turns a seat may be given (as a rule set's ``hint_allowance``)
MAX_HINTS = 1000
#: a seat's own turn clock, in seconds (0: no clock)
CLOCK_LENGTHS = (0, 30, 60, 120, 180, 300)
#: points a seat may start with
HEAD_STARTS = (0, 10, 25, 50)
#: characters of a word-list name kept in a handicap (a save or a record is outside data)
LIST_NAME_CHARS = 200
#: characters of a ``#handicap`` line's value read from a record
PRAGMA_CHARS = 400
#: what a seat may play by on its own; every other rule is the game's
PER_SEAT_FIELDS = ("word_list", "hints", "clock", "checked_as_played", "head_start")
#: the word lists the game has built in, by the names records use for them
BUILT_IN_LISTS = ("enable", "kids")


class HandicapError(RuleSetError):
    """A handicap with a bad value, or one a game cannot be played with."""


def seat_problem(seat: int, problem: Fact) -> Fact:
    """``problem`` said of a seat (counted from 1, as players count them)."""
    # Translators: a problem with one seat's handicap: "seat 2: the head start must be ..."
    return Fact.of("seat_problem", seat=seat + 1, problem=problem)


@dataclass(frozen=True)
class Handicap:
    """What one seat plays by where it differs from the game's rules.

    Attributes:
        word_list: None for the game's list; ``"enable"``, ``"kids"`` or a
            word-list file's name.  Its words are the ones a play by this seat
            is checked against, at once or on a challenge.
        hints: None for the game's rule; 0 for none; N hinted turns;
            :data:`UNLIMITED`.
        clock: None for the game's clock; 0 for none; else this seat's own
            length in seconds, one of :data:`CLOCK_LENGTHS`.
        checked_as_played: a play with a word not in this seat's list is
            refused at once with a kind message, so this seat's plays are never
            challenged off the board.
        head_start: points on the scoreboard at the start, one of :data:`HEAD_STARTS`.
    """

    word_list: str | None = None
    hints: int | None = None
    clock: int | None = None
    checked_as_played: bool = False
    head_start: int = 0

    def __post_init__(self) -> None:
        problem = self._problem()
        if problem:
            raise HandicapError(problem)

    def _problem(self) -> Fact | None:
        listed = self.word_list
        if listed is not None and (
            not isinstance(listed, str) or not listed.strip() or len(listed) > LIST_NAME_CHARS
            or any(ch in listed for ch in "\r\n\x00")
        ):
            return Fact.of("word_list_must_enable_kids", value=repr(listed)[:60])
        hints = self.hints
        if hints is not None and (
            isinstance(hints, bool) or not isinstance(hints, int) or not UNLIMITED <= hints <= MAX_HINTS
        ):
            return Fact.of("hints_must_whole_number_from", most=MAX_HINTS, value=repr(hints)[:60])
        clock = self.clock
        if clock is not None and (isinstance(clock, bool) or clock not in CLOCK_LENGTHS):
            return Fact.of(
                "clock_must_one_seconds_not", choices=", ".join(map(str, CLOCK_LENGTHS)),
                value=repr(clock)[:60]
            )
        if not isinstance(self.checked_as_played, bool):
            return Fact.of("checked_as_played_must_true", value=repr(self.checked_as_played)[:60])
        start = self.head_start
        if isinstance(start, bool) or start not in HEAD_STARTS:
            return Fact.of(
                "head_start_must_one_points", choices=", ".join(map(str, HEAD_STARTS)),
                value=repr(start)[:60]
            )
        return None

    # ------------------------------------------------------------ reading
    @property
    def is_none(self) -> bool:
        """Whether this is no handicap at all: the seat plays by the game's rules."""
        return self == NO_HANDICAP

    def word_list_for(self, rules: RuleSet) -> str:
        """The name of the list this seat's words are judged by."""
        return self.word_list if self.word_list is not None else rules.word_list

    def hint_allowance(self, rules: RuleSet) -> int:
        """Hinted turns this seat has in a game: 0 none, :data:`UNLIMITED`, or a count."""
        if self.hints is not None:
            return self.hints
        return rules.hint_allowance if rules.hints else 0

    def clock_seconds(self, rules: RuleSet) -> int:
        """This seat's turn clock in seconds (0: none)."""
        return self.clock if self.clock is not None else rules.clock_seconds

    def checks_at_once(self, rules: RuleSet) -> bool:
        """Whether this seat's words are checked as they are played (its own
        handicap, or the game's void mode)."""
        return self.checked_as_played or rules.checks_at_once

    # ------------------------------------------------------------ saving
    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, data: Any, seat: int | None = None) -> Handicap:
        """A handicap from a save or settings, checked.

        Raises:
            HandicapError: for anything but a mapping of the known fields to
                good values; the message names the seat when it is given.
        """
        try:
            if not isinstance(data, dict):
                raise HandicapError("handicap_must_mapping_field_names")
            # Outside data: a mapping far larger than the five fields is refused before it is sorted.
            unknown = sorted(str(k)[:30] for k in list(data)[:50] if k not in PER_SEAT_FIELDS)
            if unknown:
                raise HandicapError("unknown_handicap_field", names=", ".join(unknown[:5]))
            return cls(**data)
        except HandicapError as exc:
            if seat is None:
                raise
            raise HandicapError(seat_problem(seat, exc.fact)) from None

    def resolved(self, rules: RuleSet) -> Handicap:
        """This handicap with the game's values filled in where it has none:
        what a record says the seat played by.  A word-list file is named
        alone (not where it lies on this computer); a game clock no seat could
        choose (90 s) stays the game's.

        >>> Handicap(head_start=10).resolved(RuleSet())
        Handicap(word_list='enable', hints=0, clock=0, checked_as_played=False, head_start=10)
        """
        listed = self.word_list_for(rules)
        if listed not in BUILT_IN_LISTS:
            listed = PurePath(listed).name or listed
        seconds = self.clock_seconds(rules)
        return Handicap(
            word_list=listed, hints=self.hint_allowance(rules),
            clock=seconds if seconds in CLOCK_LENGTHS else None,
            checked_as_played=self.checks_at_once(rules), head_start=self.head_start,
        )

    def pragma(self, nick: str) -> str:
        """The value of a GCG ``#handicap`` line for this handicap (docs/rules.md,
        "Game records"); a field left to the game is left out.

        >>> Handicap(word_list="kids", hints=3, clock=120, checked_as_played=True).pragma("Ann")
        'Ann list=kids hints=3 clock=120 checked=yes headstart=0'
        """
        parts = [nick]
        if self.word_list is not None:
            parts.append(f"list={quote(self.word_list, safe='._-+()')}")
        if self.hints is not None:
            parts.append(f"hints={'unlimited' if self.hints == UNLIMITED else self.hints}")
        if self.clock is not None:
            parts.append(f"clock={self.clock}")
        parts.append(f"checked={'yes' if self.checked_as_played else 'no'}")
        parts.append(f"headstart={self.head_start}")
        return " ".join(parts)


NO_HANDICAP = Handicap()

#: the keys of a handicap's settings as a record's ``#handicap`` line and the
#: ``--seat`` option write them, and the field each sets
SETTING_KEYS = {"list": "word_list", "hints": "hints", "clock": "clock",
                "checked": "checked_as_played", "headstart": "head_start"}
_WHOLE = re.compile(r"^\d{1,4}$")


def parse_pragma(value: str) -> tuple[str, Handicap]:
    """``NICK list=kids hints=3 clock=120 checked=yes headstart=0`` -> the nick and
    its handicap.  Every key is optional: a missing one is the game's rule.

    Raises:
        HandicapError: naming the bad part.
    """
    usage = Fact.of("write_handicap_nick_list_kids")
    if len(value) > PRAGMA_CHARS:
        raise HandicapError("handicap_longer_than_characters", cap=PRAGMA_CHARS)
    nick, *parts = value.split()
    if not parts and not nick:
        raise HandicapError(usage)
    fields: dict[str, Any] = {}
    for part in parts:
        key, sep, text = part.partition("=")
        name = SETTING_KEYS.get(key.lower())
        if not sep or name is None or not text:
            raise HandicapError("not_handicap_setting", part=repr(part[:40]), usage=usage)
        if name in fields:
            raise HandicapError("handicap_key_given_twice", key=key.lower())
        fields[name] = setting_value(key.lower(), text)
    try:
        return nick, Handicap(**fields)
    except HandicapError as exc:
        raise HandicapError("nick_problem", nick=nick, problem=exc) from None


def setting_value(key: str, text: str) -> Any:
    """The value of one handicap setting written ``key=text`` (a key of
    :data:`SETTING_KEYS`), before the :class:`Handicap` checks its range.

    Raises:
        HandicapError: naming the setting, for a value of the wrong kind.
    """
    lowered = text.lower()
    if key == "list":
        return unquote(text)
    if key == "checked":
        if lowered not in ("yes", "no"):
            raise HandicapError("checked_write_yes_no", value=text[:20])
        return lowered == "yes"
    if key == "hints" and lowered == "unlimited":
        return UNLIMITED
    if not _WHOLE.match(text):
        # Translators: a handicap setting that is not a number; {key} is list, hints, clock, checked or headstart
        raise HandicapError("handicap_value_not_whole_number", key=key, value=text[:20])
    return int(text)


def check_handicaps(
    rules: RuleSet, handicaps: Sequence[Handicap | None], seats: int
) -> tuple[Handicap, ...]:
    """The handicaps of a game's seats, one each (None: no handicap), checked
    against the game's rules.

    The one rule a seat may not loosen among its own fields: a game on the
    kids list keeps every seat on it, so the board stays kid-safe.

    Raises:
        HandicapError: naming the seat.
    """
    if len(handicaps) != seats:
        raise HandicapError("game_seats_needs_handicaps_not", seats=seats, count=len(handicaps))
    out: list[Handicap] = []
    for seat, handicap in enumerate(handicaps):
        handicap = handicap if handicap is not None else NO_HANDICAP
        if not isinstance(handicap, Handicap):
            raise HandicapError(seat_problem(seat, Fact.of("handicap_must_mapping_field_names")))
        if rules.word_list == "kids" and handicap.word_list_for(rules) != "kids":
            raise HandicapError(seat_problem(
                seat, Fact.of("game_keeps_every_seat_on")))
        out.append(handicap)
    return tuple(out)


def family_handicap(child: bool) -> Handicap:
    """A seat's handicap in the Family preset: every seat's words are checked as
    they are played; a child also takes the kids list and unlimited hints
    (docs/rules.md, "Handicaps")."""
    if child:
        return Handicap(word_list="kids", hints=UNLIMITED, clock=0, checked_as_played=True)
    return Handicap(checked_as_played=True)
