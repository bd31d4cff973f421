"""The replay viewer's best-play finder: a search or a word list that fails is shown as
unknown and written to the log, never lost silently."""

from __future__ import annotations

import logging

import pytest

from game.ui.play.computer import Background
from game.ui.scenes.replay import NO_BEST, BestPlayFinder


def failing() -> object:
    raise RuntimeError("the search broke")


def finished(job: Background[object]) -> Background[object]:
    assert job.wait(5.0)
    return job


def test_a_failed_search_is_unknown_and_logged(caplog: pytest.LogCaptureFixture) -> None:
    finder = BestPlayFinder("enable", "enable", None)
    finder._list_ref = "enable"  # the list is ready: only the search is asked
    finder._asking = (4, finished(Background(failing)))
    with caplog.at_level(logging.WARNING, logger="game.ui.scenes.replay"):
        finder.poll(4, None)  # type: ignore[arg-type]  # move 5 is answered: nothing new is asked
    assert finder.found == {4: NO_BEST}
    assert finder._asking is None
    assert [r.getMessage() for r in caplog.records] == ["best play of move 5 not found: the search broke"]


def test_a_word_list_that_fails_to_load_is_unknown_and_logged(caplog: pytest.LogCaptureFixture) -> None:
    finder = BestPlayFinder("mine.txt", "enable", None)
    finder._list = finished(Background(failing))
    with caplog.at_level(logging.WARNING, logger="game.ui.scenes.replay"):
        finder.poll(2, None)  # type: ignore[arg-type]
    assert finder.found == {2: NO_BEST}
    assert finder._asking is None
    assert [r.getMessage() for r in caplog.records] == [
        "word list 'mine.txt' for the best plays not loaded: the search broke"]
