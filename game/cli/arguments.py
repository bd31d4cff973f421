"""Caps on what the command line may hold, shared by the game's options and the tools.

Each option that takes outside text checks it as argparse converts it (the
``type=`` functions below), so a value past its cap is a one-line usage error
with exit status 2 that never repeats the whole value back.  The command line
as a whole (how many words, how long each) is checked before any parser runs.
Imports nothing from pygame.
"""

from __future__ import annotations

import argparse
import os
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


def data_folder_refused() -> str | None:
    """Why the ``TILE_PARTY_DATA`` environment variable cannot be used as the data folder
    (a home folder the system does not know), or None; every command reads it."""
    return home_unknown(os.environ.get("TILE_PARTY_DATA", ""))


def capped(text: str, cap: int) -> str:
    """``text`` if it is at most ``cap`` characters (an argparse ``type``)."""
    if len(text) > cap:
        raise argparse.ArgumentTypeError(
            _("is longer than {cap} characters").format(cap=f"{cap:,}"))
    return text


def home_unknown(text: str) -> str | None:
    """Why a path that starts ``~user`` cannot be used (the system knows no home folder
    for that user, and the path would be read as nothing else), or None."""
    if not text.startswith("~"):
        return None
    try:
        Path(text).expanduser()
    except RuntimeError:  # "Could not determine home directory"
        user = text.split("/", 1)[0]
        # Translators: {user} is the start of a path such as "~ana", naming a user's home folder
        return _("{path} cannot be used: there is no home folder for {user}").format(path=text, user=user)
    return None


def path_text(text: str) -> str:
    """A file or folder name (or a built-in word list's name), at most :data:`PATH_CHARS`
    long, and not one starting with a home folder the system does not know."""
    text = capped(text, PATH_CHARS)
    problem = home_unknown(text)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return text


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
