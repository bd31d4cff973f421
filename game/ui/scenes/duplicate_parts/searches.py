"""The engine's searches of a Duplicate round, asked one after another.

Each round the engine process is asked for every computer seat's play (its
level's choice, :mod:`game.engine.levels`) and for the best play of the rack
(the club rule's top, and the board's play when nobody at the table found a
valid one).  The engine process answers one request at a time and a newer
request cuts a search under way short (:mod:`game.engine.worker`), so the
questions wait in a queue here and go one by one; the scene polls
:meth:`SearchQueue.poll` once a frame and no frame ever waits for an answer.
A search that cannot reach the engine process runs on a thread instead
(:class:`~game.ui.play.computer.Background`), as the play scene's do.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.engine import worker
from game.ui.play.computer import Background, Job, Remote

#: how often one question is asked again after the engine process died before answering
RETRIES = 2


@dataclass
class Search:
    """One question for the engine process: its task name and arguments, and what to run
    on a thread when the engine process cannot be reached."""

    key: str  # who asks: "seat:2", "top"
    task: str
    args: tuple[Any, ...]
    on_thread: Callable[[], Any]
    tries: int = 0


class SearchQueue:
    """Questions for the engine, asked one at a time; answers kept by key until taken."""

    def __init__(self, remote: bool = True) -> None:
        self.remote = remote  # False: every search runs on a thread (tests without an engine process)
        self.waiting: list[Search] = []
        self.running: tuple[Search, Job[Any]] | None = None
        self.answers: dict[str, Any] = {}
        self.failures: dict[str, BaseException] = {}

    def ask(self, search: Search, first: bool = False) -> None:
        """Queue ``search``; ``first``: ahead of the others (a person waits for a hint)."""
        if first:
            self.waiting.insert(0, search)
        else:
            self.waiting.append(search)

    def clear(self) -> None:
        """Forget every question and answer (a new round); a search under way is stopped."""
        if self.running is not None:
            self.running[1].stop()
        self.running = None
        self.waiting.clear()
        self.answers.clear()
        self.failures.clear()

    @property
    def busy(self) -> bool:
        return self.running is not None or bool(self.waiting)

    def pending(self, key: str) -> bool:
        """Whether ``key``'s answer is still to come."""
        return (self.running is not None and self.running[0].key == key) or any(s.key == key for s in self.waiting)

    def poll(self) -> None:
        """Take a finished answer in and send the next question (never waits)."""
        if self.running is not None:
            search, job = self.running
            if not job.done:
                return
            self.running = None
            try:
                self.answers[search.key] = job.result()
            except worker.EngineStopped:
                if job.engine_died and search.tries < RETRIES:
                    search.tries += 1
                    self.waiting.insert(0, search)
                else:
                    self.failures[search.key] = worker.EngineStopped("the engine process stopped")
            except Exception as exc:  # a search that fails is the seat's pass, said in the log
                self.failures[search.key] = exc
        if self.running is None and self.waiting:
            search = self.waiting.pop(0)
            self.running = (search, self._start(search))

    def _start(self, search: Search) -> Job[Any]:
        if self.remote:
            try:
                return Remote(worker.submit(search.task, *search.args))
            except worker.EngineStopped:
                pass
        return Background(search.on_thread)


def seed_from(rng: random.Random) -> int:
    """A seed drawn from a copy of ``rng``: the game's own draws stay as they were."""
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin.getrandbits(64)
