"""Typed errors of the rules package. Every message is meant for a person."""

from __future__ import annotations

from game.i18n import _


class RulesError(ValueError):
    """Base of every error the rules package raises."""


class InvalidMoveError(RulesError):
    """A move's text or shape cannot be understood (bad notation, bad letters)."""


class IllegalMoveError(RulesError):
    """A well-formed move that the rules do not allow in this position."""


class RuleSetError(RulesError):
    """A rule set with a value that is out of range or unknown."""


class FormatError(RulesError):
    """A malformed file or string (GCG, CGP, save). Carries the line number if known."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        self.reason = message
        if line is not None:
            message = _("line {line}: {problem}").format(line=line, problem=message)
        super().__init__(message)
