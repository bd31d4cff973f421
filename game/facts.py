"""A fact: what the rules (or a reader of outside data) found, without the words.

The rules never word a sentence.  A refusal, a problem in a file, a reason a
challenge cannot be made is a :class:`Fact`: a stable ``kind`` (a short key
such as ``"runs_off_board"``) and the ``values`` that fill it in (squares,
letters, words, numbers).  ``game/words`` words each kind once, through the
translation catalogue, in the language of the moment; a value may itself be a
fact (a problem inside a problem, a noun such as "the rack"), worded in turn.

``str(fact)`` is plain and untranslated, for logs and debugging only
(``runs_off_board: position='8H' word='CAT'``): nothing shown to a person is
made from it.  This module imports nothing, so the rules, ``game/limits.py``
and every reader may use it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Fact:
    """One thing found: its ``kind`` and the ``values`` that fill it in."""

    kind: str
    values: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, kind: str, /, **values: Any) -> Fact:
        """``Fact.of("runs_off_board", position="8H", word="CAT")``."""
        return cls(kind, values)

    def __hash__(self) -> int:  # values may be lists: a fact is hashed by what it shows
        return hash((self.kind, str(self)))

    def __str__(self) -> str:
        if not self.values:
            return self.kind
        shown = " ".join(f"{name}={_plain(value)}" for name, value in self.values.items())
        return f"{self.kind}: {shown}"


def _plain(value: object) -> str:
    """A value for the plain rendering: a fact in brackets, anything else as repr."""
    if isinstance(value, Fact):
        return f"({value})"
    fact = getattr(value, "fact", None)
    if isinstance(value, BaseException) and isinstance(fact, Fact):
        return f"({fact})"
    return repr(value)
