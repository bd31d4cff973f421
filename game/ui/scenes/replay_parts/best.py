"""The replay's best plays: each move's best play for the rack the player had, searched
one at a time in the engine process (on a thread if it cannot start) and kept by move
number, so the viewer's frame loop only polls (:mod:`game.ui.scenes.replay`)."""

from __future__ import annotations

import logging
from typing import Any

from game.engine import worker
from game.engine.best_play import BestPlay, best_play
from game.lexicon.choice import load_for_game
from game.rules.ruleset import RuleSet
from game.rules.timeline import RecordedMove
from game.ui.play.computer import Background, Job, Remote

log = logging.getLogger(__name__)

NO_BEST = "none"  # the cache's mark for a turn whose best play cannot be known


class BestPlayFinder:
    """Best plays searched one at a time in the engine process (on a thread if it
    cannot start), kept by move number; the frame loop only polls."""

    def __init__(self, word_list: str, fallback: str, rules: RuleSet | None) -> None:
        self.word_list = word_list
        self.fallback = fallback
        self.rules = rules
        self.found: dict[int, BestPlay | str | None] = {}  # None: no play fits; NO_BEST: unknown
        self._list: Job[Any] | None = None
        self._list_ref: Any = None
        self._asking: tuple[int, Job[Any]] | None = None
        self.notice: str | None = None  # the word list fell back to the standard one

    def _start_list(self) -> None:
        try:
            self._list = Remote(worker.submit("prepare_word_list", self.word_list, self.fallback))
        except worker.EngineStopped:
            self._list = Background(lambda: load_for_game(self.word_list, self.fallback)[0])

    def poll(self, index: int, move: RecordedMove) -> None:
        """Take a finished answer; ask for move ``index`` if it is not known and nothing is asked."""
        if self._asking is not None and self._asking[1].done:
            asked, job = self._asking
            self._asking = None
            try:
                self.found[asked] = job.result()
            except Exception as exc:
                log.warning("best play of move %d not found: %s", asked + 1, exc)
                self.found[asked] = NO_BEST
        if self._list_ref is None:
            if self._list is None:
                self._start_list()
            assert self._list is not None
            if not self._list.done:
                return
            try:
                answer = self._list.result()
            except Exception as exc:
                log.warning("word list %r for the best plays not loaded: %s", self.word_list, exc)
                self.found[index] = NO_BEST
                return
            if isinstance(answer, tuple):  # the engine process: (path, notice)
                self._list_ref, self.notice = answer
            else:
                self._list_ref = answer
        if index in self.found or self._asking is not None:
            return
        board, rack, rules, ref = move.board_before.copy(), move.rack, self.rules, self._list_ref
        if isinstance(ref, str):
            try:
                self._asking = (index, Remote(worker.submit("best_play", ref, board, rack, rules)))
                return
            except worker.EngineStopped:
                ref = load_for_game(ref, self.fallback)[0]
        self._asking = (index, Background(lambda: best_play(board, rack, ref, rules)))
