"""Checking what a person is told of an error: the rules raise facts, and
``game.words`` words them, so a test matches the worded text, not ``str(exc)``."""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest

from game.words import error_text


@contextmanager
def raises_worded(expected: Any, match: str) -> Iterator[Any]:
    """Like ``pytest.raises(expected, match=...)``, matched (``re.search``) against
    the error as ``game.words.error_text`` words it for a person."""
    with pytest.raises(expected) as info:
        yield info
    text = error_text(info.value)
    assert re.search(match, text), f"{text!r} does not match {match!r}"
