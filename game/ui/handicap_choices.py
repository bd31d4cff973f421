"""The choices of a seat's handicap page on the New game page (docs/rules.md,
"Handicaps"): which rows a seat is offered, and the values and labels each row
offers.  Nothing here needs pygame; the words of a handicap are
:mod:`game.words.handicaps`'.

A person's seat is offered every field of a :class:`~game.rules.handicap.Handicap`.
A computer's seat is offered only what means something to a computer: its word
list (the game's or the kid-safe one, so that a child can play a computer at
their level inside an adult game) and a head start.  A computer plays only
words of its list and at once, so hints, its own clock and "checked as played"
would change nothing; a word-list file is a person's choice (the computer
plays the game's list or the kid-safe one).  :func:`game.setup.seats.for_computer`
cuts a handicap down to these fields.

A value the rules refuse for the seat (:func:`~game.rules.handicap.check_handicaps`,
e.g. the full list in a game on the kids list) is not offered; the row says
why instead (:attr:`HandicapRow.refused`).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import PurePath
from typing import Any

from game.i18n import _, pgettext
from game.rules.handicap import (
    CLOCK_LENGTHS,
    HEAD_STARTS,
    NO_HANDICAP,
    UNLIMITED,
    Handicap,
    HandicapError,
    check_handicaps,
)
from game.rules.ruleset import RuleSet
from game.words import error_text
from game.words.handicaps import clock_length

#: a seat's hinted turns, as the page offers them (None: the game's rule)
HINT_CHOICES = (None, 0, 1, 3, 5, 10, UNLIMITED)


@dataclass(frozen=True)
class HandicapRow:
    """One row of a seat's handicap page.

    Attributes:
        field: the :class:`Handicap` field it sets.
        title: its title, in the current language.
        options: (label, value) in the order shown; ``None`` is the game's rule.
        refused: why values were left out (the rules' own words), or "".
    """

    field: str
    title: str
    options: list[tuple[str, Any]]
    refused: str = ""

    def index_of(self, value: Any) -> int:
        """Where ``value`` is among the options (0, the first, when it is not)."""
        return next((k for k, (_label, v) in enumerate(self.options) if v == value), 0)


def list_label(name: str) -> str:
    """A word list's name as the page shows it."""
    if name == "kids":
        return _("Kid-safe")
    if name == "enable":
        return _("Standard (ENABLE)")
    return PurePath(name).name or name


def _game_list(name: str) -> str:
    """The game's own list, short, inside "As the game (...)"."""
    return "ENABLE" if name == "enable" else list_label(name)


def _as_game(value: str) -> str:
    # Translators: a seat's handicap choice that keeps the game's own rule; {value} is that rule ("60 s")
    return _("As the game ({value})").format(value=value)


def _hints_label(count: int) -> str:
    if count == UNLIMITED:
        return _("Unlimited")
    if count == 0:
        return pgettext("hints", "None")
    return str(count)


def _allowed(rules: RuleSet, handicap: Handicap, seat: int) -> str | None:
    """The rules' reason against ``handicap`` for seat ``seat`` (naming it), or None."""
    handicaps = [NO_HANDICAP] * seat + [handicap]
    try:
        check_handicaps(rules, handicaps, len(handicaps))
    except HandicapError as exc:
        return error_text(exc)
    return None


def handicap_rows(rules: RuleSet, handicap: Handicap, computer: bool, seat: int = 0) -> list[HandicapRow]:
    """The rows of the handicap page of seat ``seat`` (counted from 0) for a game
    played by ``rules``, the seat's ``handicap`` as it stands (a value not among
    the usual ones, a word-list file say, is offered too)."""
    lists: list[str | None] = [None, "kids"] if computer else [None, "kids", "enable"]
    if handicap.word_list is not None and handicap.word_list not in lists:
        lists.append(handicap.word_list)
    refused = ""
    offered: list[tuple[str, Any]] = []
    for name in lists:
        reason = _allowed(rules, dataclasses.replace(handicap, word_list=name), seat)
        if reason is None:
            offered.append((_as_game(_game_list(rules.word_list)) if name is None else list_label(name), name))
        else:
            refused = reason
    rows = [HandicapRow("word_list", _("Word list"), offered, refused)]
    if not computer:
        game_hints = NO_HANDICAP.hint_allowance(rules)
        hints = [(_as_game(_hints_label(game_hints)) if n is None else _hints_label(n), n) for n in HINT_CHOICES]
        clock = [(_as_game(clock_length(rules.clock_seconds)) if s is None else clock_length(s), s)
                 for s in (None, *CLOCK_LENGTHS)]
        rows += [
            HandicapRow("hints", _("Hinted turns"), _with_current(hints, handicap.hints)),
            HandicapRow("clock", _("Turn clock"), _with_current(clock, handicap.clock)),
            HandicapRow("checked_as_played", _("Words checked as played"),
                        [(_("Off"), False), (_("On"), True)]),
        ]
    # Translators: points a player starts the game with (a handicap)
    rows.append(HandicapRow("head_start", _("Head start"), [(str(n), n) for n in HEAD_STARTS]))
    return rows


def _with_current(options: list[tuple[str, Any]], current: Any) -> list[tuple[str, Any]]:
    """``options`` with ``current`` added at the end when it is not one of them (a
    handicap from a hand-edited file keeps its value until it is changed)."""
    if any(value == current for _label, value in options):
        return options
    return [*options, (_hints_label(current) if isinstance(current, int) else str(current), current)]
