"""Caps on what the command line may hold, shared by the game's options and the tools.

Each option that takes outside text checks it as argparse converts it (the
``type=`` functions below), so a value past its cap is a one-line usage error
with exit status 2 that never repeats the whole value back.  The command line
as a whole (how many words, how long each) is checked before any parser runs.
Imports nothing from pygame.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from pathlib import Path

from game.i18n import _
from game.limits import (
    ARGUMENT_CHARS,
    COMMAND_LINE_WORDS,
    NAME_CHARS,
    NUMBER_DIGITS,
    PATH_CHARS,
    InputError,
    whole_number,
)


def command_line_refused(argv: Sequence[str]) -> str | None:
    """Why the command line as a whole is refused (too many words, a word too long), or None."""
    if len(argv) > COMMAND_LINE_WORDS:
        return _("the command line has {count} words; at most {cap} are read").format(
            count=f"{len(argv):,}", cap=f"{COMMAND_LINE_WORDS:,}")
    for position, word in enumerate(argv, start=1):
        if len(word) > ARGUMENT_CHARS:
            return _("word {position} of the command line is longer than {cap} characters").format(
                position=position, cap=f"{ARGUMENT_CHARS:,}")
    return None


def capped(text: str, cap: int) -> str:
    """``text`` if it is at most ``cap`` characters (an argparse ``type``)."""
    if len(text) > cap:
        raise argparse.ArgumentTypeError(
            _("is longer than {cap} characters").format(cap=f"{cap:,}"))
    return text


def path_text(text: str) -> str:
    """A file or folder name (or a built-in word list's name), at most :data:`PATH_CHARS` long."""
    return capped(text, PATH_CHARS)


def path(text: str) -> Path:
    """:func:`path_text` as a :class:`~pathlib.Path`."""
    return Path(path_text(text))


def name(text: str) -> str:
    """A short name (a language, a preset, a rack, a rule toggle), at most :data:`NAME_CHARS` long."""
    return capped(text, NAME_CHARS)


def argument(text: str) -> str:
    """A position or a play, at most :data:`ARGUMENT_CHARS` long."""
    return capped(text, ARGUMENT_CHARS)


def number(low: int, high: int | None = None, digits: int = NUMBER_DIGITS) -> Callable[[str], int]:
    """An argparse ``type`` for a whole number from ``low`` to ``high`` (no upper
    bound when None) of at most ``digits`` digits."""

    def convert(text: str) -> int:
        try:
            value = whole_number(text.strip(), _("the number"), digits)
        except InputError as exc:
            raise argparse.ArgumentTypeError(exc.reason) from None
        if value < low or (high is not None and value > high):
            if high is None:
                message = _("must be at least {low}").format(low=low)
            else:
                message = _("must be from {low} to {high}").format(low=low, high=high)
            raise argparse.ArgumentTypeError(message)
        return value

    return convert
