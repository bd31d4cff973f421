"""What the phone server writes to ``tile-party.log`` when someone knocks at its
port over and over: a few lines, no tracebacks."""

from __future__ import annotations

import logging
from pathlib import Path

import aiohttp
import pytest

from game.logfile import LOG_NAME, setup_logging
from game.phone.refusals import RefusalLog
from tests.phone_helpers import Table, run, running_table
from tests.rules_helpers import Words, set_up


class StepClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def lines_of(path: Path) -> list[str]:
    """The log's lines without their time stamps."""
    return [line.split(" ", 2)[2] for line in path.read_text(encoding="utf-8").splitlines()]


def test_two_thousand_wrong_links_and_oversized_headers_add_a_few_lines(
        tmp_path: Path, root_handlers: None) -> None:
    game = set_up(["CATSXYZ", "DOGSQUI"], bag="LMNOP", lexicon=Words("CAT"))
    setup_logging(tmp_path)
    log_file = tmp_path / LOG_NAME
    clock = StepClock()

    async def knock(table: Table) -> None:
        base = table.origin()
        async with aiohttp.ClientSession() as session:
            for number in range(2000):
                wrong = await session.get(f"{base}/seat/{number:028d}")
                assert wrong.status == 404
                await wrong.release()
            for _ in range(20):
                big = await session.get(f"{base}/seat/x", headers={"X-Big": "y" * 10_000})
                assert big.status == 400
                await big.release()
            clock.now += 61.0  # a minute later: the next of each kind is written, with the count
            wrong = await session.get(f"{base}/nothing/here")
            assert wrong.status == 404
            wrong = await session.get(f"{base}/seat/{'2' * 28}")
            assert wrong.status == 404

    with running_table(game, clock=clock) as table:
        run(knock(table))
    assert lines_of(log_file) == [
        "WARNING game.phone: phone server: refused GET /seat/… from 127.0.0.1 (404: no such seat)",
        "WARNING game.phone: phone server: refused a request it could not read: "
        "Error handling request from 127.0.0.1 (LineTooLong)",
        "WARNING game.phone: phone server: refused GET /nothing/here from 127.0.0.1 (404: no such page)",
        "WARNING game.phone: phone server: refused GET /seat/… from 127.0.0.1 (404: no such seat)"
        " (and 1999 more like it not logged since the last such line)",
        "WARNING game.phone: phone server: 19 more refused (bad request) not logged",
    ]
    assert "Traceback" not in log_file.read_text(encoding="utf-8")


def test_each_kind_of_refusal_is_logged_once_a_minute_with_the_count_of_the_others(
        caplog: pytest.LogCaptureFixture) -> None:
    clock = StepClock()
    refusals = RefusalLog(logging.getLogger("game.phone.test"), clock)
    with caplog.at_level(logging.WARNING, logger="game.phone.test"):
        for _ in range(5):
            refusals.refused("no such seat", "refused %s", "a")
            refusals.refused("wrong host", "host %s", "b")
        clock.now += 59.9
        refusals.refused("no such seat", "refused %s", "c")
        clock.now += 0.1
        refusals.refused("no such seat", "refused %s", "d")
        refusals.refused("no such seat", "refused %s", "e")
        refusals.flush()
        refusals.flush()
    assert [r.getMessage() for r in caplog.records] == [
        "refused a",
        "host b",
        "refused d (and 5 more like it not logged since the last such line)",
        "phone server: 1 more refused (no such seat) not logged",
        "phone server: 4 more refused (wrong host) not logged",
    ]
