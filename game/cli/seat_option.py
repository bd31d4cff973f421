"""``--seat N:key=value,...`` for a demo game: one seat's handicap from the command line.

The keys and values are those of the GCG ``#handicap`` line (docs/rules.md,
"Game records"): ``list`` (``enable``, ``kids`` or a word-list file), ``hints``
(a count or ``unlimited``), ``clock`` (seconds, 0 for none), ``checked``
(``yes`` or ``no``) and ``headstart`` (0, 10, 25 or 50).  The seat number counts
from 1, in seating order.  Every problem is one sentence naming it, so the
launcher can answer a bad value with one line and exit status 2.  Imports
nothing from pygame.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from game.cli.arguments import home_unknown
from game.i18n import _
from game.rules.handicap import (
    SETTING_KEYS,
    Handicap,
    HandicapError,
    check_handicaps,
    setting_value,
)
from game.rules.ruleset import RuleSet
from game.words import error_text

#: characters of one ``--seat`` value read (five keys and a list file's name fit well within)
SEAT_OPTION_CHARS = 300
_WHOLE = re.compile(r"^\d{1,4}$")


class SeatOptionError(ValueError):
    """A ``--seat`` value that cannot be played; ``str(exc)`` names the problem."""


def parse_seat(text: str, players: int) -> tuple[int, Handicap]:
    """``2:list=kids,hints=3,clock=120`` -> (the seat's index from 0, its handicap).

    Raises:
        SeatOptionError: naming the problem.
    """
    if len(text) > SEAT_OPTION_CHARS:
        raise SeatOptionError(_("is longer than {cap} characters").format(cap=f"{SEAT_OPTION_CHARS:,}"))
    number, colon, settings = text.partition(":")
    usage = _("write the seat's number, a colon and its settings, e.g. 2:list=kids,hints=3,clock=120")
    if not colon or not _WHOLE.match(number.strip()):
        raise SeatOptionError(_("{value} is not a seat's handicap: {usage}").format(
            value=repr(text[:40]), usage=usage))
    seat = int(number)
    if not 1 <= seat <= players:
        raise SeatOptionError(_("there is no seat {seat} in a game of {players} players").format(
            seat=seat, players=players))
    fields: dict[str, Any] = {}
    for part in settings.split(","):
        key, equals, value = part.strip().partition("=")
        key = key.strip().lower()
        if key not in SETTING_KEYS:
            raise SeatOptionError(_("seat {seat}: {key} is not a handicap setting; the settings are {keys}").format(
                seat=seat, key=repr(key[:20]), keys=", ".join(SETTING_KEYS)))
        if not equals or not value.strip():
            raise SeatOptionError(_("seat {seat}: {key} has no value").format(seat=seat, key=key))
        if SETTING_KEYS[key] in fields:
            raise SeatOptionError(_("seat {seat}: {key} is given twice").format(seat=seat, key=key))
        unusable = home_unknown(value.strip()) if key == "list" else None
        if unusable is not None:
            raise SeatOptionError(_("seat {seat}: {problem}").format(seat=seat, problem=unusable))
        try:
            fields[SETTING_KEYS[key]] = setting_value(key, value.strip())
        except HandicapError as exc:
            raise SeatOptionError(
                _("seat {seat}: {problem}").format(seat=seat, problem=error_text(exc))
            ) from None
    try:
        return seat - 1, Handicap(**fields)
    except HandicapError as exc:
        raise SeatOptionError(
            _("seat {seat}: {problem}").format(seat=seat, problem=error_text(exc))
        ) from None


def seat_handicaps(texts: Sequence[str], players: int, rules: RuleSet) -> dict[int, Handicap]:
    """Every ``--seat`` value of a demo of ``players`` players under ``rules``, by seat
    index from 0, checked as the game will check them.

    Raises:
        SeatOptionError: for a bad value, a seat given twice, or handicaps the rules refuse.
    """
    chosen: dict[int, Handicap] = {}
    for text in texts:
        seat, handicap = parse_seat(text, players)
        if seat in chosen:
            raise SeatOptionError(_("seat {seat} is given twice").format(seat=seat + 1))
        chosen[seat] = handicap
    try:
        check_handicaps(rules, [chosen.get(seat) for seat in range(players)], players)
    except HandicapError as exc:
        raise SeatOptionError(error_text(exc)) from None
    return chosen
