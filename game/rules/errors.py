"""Typed errors of the rules package.  Each carries a fact, never a sentence.

An error's :attr:`RulesError.fact` says what went wrong (a ``kind`` and its
``values``); ``game/words`` words it for a person (``words.error_text``).
``str(error)`` is the plain rendering of the fact, for logs and debugging.
"""

from __future__ import annotations

from typing import Any

from game.facts import Fact


class RulesError(ValueError):
    """Base of every error the rules package raises: ``RulesError("kind", name=value)``,
    or ``RulesError(fact)`` for a fact already made."""

    def __init__(self, kind: str | Fact, /, **values: Any) -> None:
        self.fact = kind if isinstance(kind, Fact) else Fact(kind, values)
        super().__init__(str(self.fact))

    @property
    def kind(self) -> str:
        return self.fact.kind

    @property
    def values(self) -> dict[str, Any]:
        return dict(self.fact.values)


class InvalidMoveError(RulesError):
    """A move's text or shape cannot be understood (bad notation, bad letters)."""


class IllegalMoveError(RulesError):
    """A well-formed move that the rules do not allow in this position."""


class RuleSetError(RulesError):
    """A rule set with a value that is out of range or unknown."""


class FormatError(RulesError):
    """A malformed file or string (GCG, CGP, save).  Carries the line number if known
    (``line``, not one of the fact's values: a fact may have a value called line)."""

    def __init__(self, kind: str | Fact, /, *, line: int | None = None, **values: Any) -> None:
        self.line = line
        super().__init__(kind, **values)
        if line is not None:
            self.args = (f"line {line}: {self.fact}",)
