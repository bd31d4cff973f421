"""Where a Duplicate phone's hint is worked out in the window: the round's engine
queue (:class:`~.searches.SearchQueue`), as the hint of a person at the TV is.

The referee keeps each phone seat's ladder and words its answers
(:mod:`game.phone.duplicate_hints`); this asks the engine process for a rung,
ahead of the computers' searches (a person waits for it), by the seat's own word
list on the round's rack and board (:func:`~.game_seam.hint_search`, the TV's
question), under a key of its own so the TV never takes a phone's answer for its
own seat's.  A new round clears the queue, and with it a rung still asked.
Nothing here needs pygame.
"""

from __future__ import annotations

import dataclasses
import logging
from typing import TYPE_CHECKING

from game.phone.duplicate_hints import Found

from . import game_seam

if TYPE_CHECKING:
    from .table import RoundFlow

log = logging.getLogger(__name__)


def phone_hint_key(seat: int) -> str:
    """The queue's key of ``seat``'s phone hint (the TV's is ``hint:N``)."""
    return f"phone-hint:{seat}"


class QueueHints:
    """The :class:`~game.phone.duplicate_hints.HintFinder` of a Duplicate scene's phones,
    over ``flow``'s engine queue."""

    def __init__(self, flow: RoundFlow) -> None:
        self.flow = flow

    def ask(self, seat: int, level: int) -> None:
        search = game_seam.hint_search(self.flow.game, seat, level)
        self.flow.queue.ask(dataclasses.replace(search, key=phone_hint_key(seat)), first=True)

    def answer(self, seat: int) -> Found | None:
        queue, key = self.flow.queue, phone_hint_key(seat)
        if key in queue.answers:
            return Found(queue.answers.pop(key))
        if key in queue.failures:
            log.warning("a phone's hint could not be found: %r", queue.failures.pop(key))
            return Found(None, failed=True)
        return None
