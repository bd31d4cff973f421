"""What the Upwords commands read: a position file, rule toggles and a word list.

Every reader has a cap and turns bad input into a :class:`CommandError` with
a message for a person.
"""

from __future__ import annotations

from game.i18n import _
from game.limits import InputError, read_limited_text
from game.rules.errors import FormatError
from game.rules.upwords.position import MAX_TEXT, StackPosition, parse_position
from game.rules.validation import WordList
from game.words import error_text

RULE_TOGGLES = {"plurals"}
_SWITCH = {"on": True, "off": False, "true": True, "false": False, "yes": True, "no": False}


class CommandError(ValueError):
    """A bad command line or input file; the message says what is wrong."""


def read_position(path: str) -> StackPosition:
    try:
        text = read_limited_text(path, MAX_TEXT)
    except InputError as exc:
        raise CommandError(str(exc)) from None
    try:
        return parse_position(text)
    except FormatError as exc:
        raise CommandError(f"{path}: {error_text(exc)}") from None


def parse_rule_toggles(specs: list[str]) -> dict[str, bool]:
    """``["plurals=off"]`` (or ``"plurals=off,..."``) -> ``{"plurals": False}``."""
    toggles: dict[str, bool] = {}
    for spec in specs:
        for item in spec.split(","):
            name, sep, value = item.partition("=")
            name = name.strip().lower()
            if not sep or name not in RULE_TOGGLES or value.strip().lower() not in _SWITCH:
                raise CommandError(
                    _("--rules {item}: give a toggle as NAME=on or NAME=off (toggles: {toggles})").format(
                        item=repr(item), toggles=", ".join(sorted(RULE_TOGGLES)))
                )
            toggles[name] = _SWITCH[value.strip().lower()]
    return toggles


def load_word_list(spec: str | None) -> WordList:
    from game.cli.word_list import load_word_list as load_named

    try:
        return load_named(spec, "upwords")
    except ValueError as exc:
        raise CommandError(error_text(exc)) from None
