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

import dataclasses
import logging
from collections.abc import Callable, Sequence
from typing import Any

from game.engine import worker
from game.jobs import SharedProgress
from game.lexicon.choice import load_for_game, needs_compile
from game.rules.handicap import Handicap

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


def seat_list_names(rules: Any, handicaps: Sequence[Handicap]) -> list[str]:
    """The word lists the seats' handicaps name besides the game's own, each once, in seat order."""
    names: list[str] = []
    for handicap in handicaps:
        name = handicap.word_list
        if name is not None and name != rules.word_list and name not in names:
            names.append(name)
    return names


def load_seat_lists(
    rules: Any, handicaps: Sequence[Handicap], progress: SharedProgress, wanted: Callable[[], bool] = lambda: True,
) -> tuple[dict[str, Any], list[Handicap], str | None] | None:
    """On a worker thread, after the game's own list: the lists the seats' handicaps
    name (docs/rules.md, "Handicaps"), by name, for ``Game(..., lexicons=...)``.

    A seat's list file that cannot be used is not played with: that seat plays by
    the game's list instead (its handicap comes back with no list of its own) and
    the notice says so.  Returns the lists, the handicaps to play with and the
    notice (None when every list loaded), or None when ``wanted()`` turns false.
    """
    lexicons: dict[str, Any] = {}
    notes: list[str] = []
    kept = list(handicaps)
    for name in seat_list_names(rules, handicaps):
        loaded = load_with_progress(name, rules.word_list, progress, wanted)
        if loaded is None:
            return None
        lexicon, used, note = loaded
        if note:
            notes.append(note)
        if used == name:
            lexicons[name] = lexicon
        else:
            kept = [dataclasses.replace(h, word_list=None) if h.word_list == name else h for h in kept]
    return lexicons, kept, " ".join(notes) or None
