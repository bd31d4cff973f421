"""Loading a game's word list off the frame loop, with the compile's progress.

A list with no compiled cache (first launch, a new or edited file) compiles
for seconds of heavy pure Python: done in the game's process it would hold
the GIL and stall frames, so a process of its own compiles it and writes the
cache (:func:`game.engine.worker.prepare_word_list`), reporting how far it
has got into a :class:`~game.jobs.SharedProgress` the waiting screen draws;
then the calling thread loads the cached result, as the engine process does.
A list already compiled is simply loaded, and the progress never begins.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from game.engine import worker
from game.jobs import SharedProgress
from game.lexicon.choice import load_for_game, needs_compile

log = logging.getLogger(__name__)

# While a list compiles, a waiting screen redraws this often for its progress bar.
PROGRESS_REDRAW = 0.1


def load_with_progress(
    spec: str, fallback: str, progress: SharedProgress, wanted: Callable[[], bool] = lambda: True,
) -> tuple[Any, str, str | None] | None:
    """On a worker thread: :func:`~game.lexicon.choice.load_for_game`, compiling first in a
    process of its own if need be; None when ``wanted()`` turns false meanwhile (the
    scene waiting for it has gone)."""
    try:
        if needs_compile(spec, fallback):
            progress.begin()
            worker.prepare_word_list(spec, fallback, progress.report)
    except worker.EngineStopped as exc:
        if not wanted():
            return None  # the game is closing: nobody waits for this list
        log.warning("word list compiled in the game process: %s", exc)
    except Exception as exc:  # the game process's own load reports the problem
        log.info("could not prepare %r in its own process: %s", spec, exc)
    try:
        if not wanted():
            return None
        return load_for_game(spec, fallback, progress.report)
    finally:
        progress.end()
