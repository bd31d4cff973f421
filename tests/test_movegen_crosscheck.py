"""The move generator against an independent, plain search on real positions.

The plain search (``scripts/movegen_references.py``) knows nothing of anchors,
cross-checks or automata: it walks every row and column from every start
square, puts rack tiles on empty squares in every order (blanks as every
letter), keeps only prefixes of ENABLE words, and asks the rules package
(``check_play``) whether each candidate is legal and ``score_play`` what it
scores.  Positions come from real game records (tests/data/gcg, sources in
SOURCES.md there), replayed with the rules package's own GCG reader.

On full racks it takes minutes, so its answers are kept in
tests/data/movegen_plain (the script writes them) and the generator must give
exactly those plays with exactly those scores; the search itself runs here on
the same boards with short racks, so it stays checked against the generator.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from game.engine.movegen import generate_plays
from game.lexicon import default_lexicon
from game.rules.board import Board
from game.rules.cgp import Position, format_cgp

ROOT = Path(__file__).resolve().parent.parent


def _load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location(
        "movegen_references", ROOT / "scripts" / "movegen_references.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["movegen_references"] = module
    spec.loader.exec_module(module)
    return module


tool = _load_tool()


def generated(board: Board, rack: str) -> dict[frozenset, int]:
    plays = generate_plays(board, rack, default_lexicon())
    found = {frozenset(g.play.placements): g.score for g in plays}
    assert len(found) == len(plays), "a placement was generated twice"
    return found


@pytest.mark.parametrize(("record", "every"), tool.CASES, ids=lambda v: str(v))
def test_generator_gives_exactly_the_plain_searchs_plays(record: str, every: int) -> None:
    reference = tool.read_reference(tool.OUT / tool.reference_name(record))
    positions = tool.searched_positions(record, every)
    # the file holds the positions the record gives, in order
    assert [cgp for cgp, _count, _lines in reference] == [
        format_cgp(Position(board=board, racks=[rack])) for board, rack in positions]
    assert len(positions) >= 3
    for (_cgp, count, lines), (board, rack) in zip(reference, positions):
        assert len(lines) == count > 0
        assert tool.play_lines(board, generated(board, rack)) == lines, (record, rack)


def test_the_references_hold_blanks_and_many_plays() -> None:
    racks = []
    plays = 0
    for record, _every in tool.CASES:
        for cgp, count, _lines in tool.read_reference(tool.OUT / tool.reference_name(record)):
            racks.append(cgp.split()[1])
            plays += count
    assert sum("?" in rack for rack in racks) >= 2
    assert len(racks) >= 30 and plays >= 10_000


def three_tiles(tiles: str) -> str:
    """Three of ``tiles``, the first vowel among them if there is one."""
    vowel = next((t for t in tiles if t in "AEIOU"), "")
    return vowel + tiles.replace(vowel, "", 1)[: 3 - len(vowel)]


def short_racks() -> list[tuple[str, Board, str]]:
    """The first two boards of each record with three of the rack's tiles, the second
    also with a blank and one tile (the blank tried as every letter is the slow part)."""
    out = []
    for record, every in tool.CASES:
        for board, rack in tool.searched_positions(record, every)[:2]:
            tiles = rack.replace("?", "")
            out.append((record, board, three_tiles(tiles)))
        out.append((record, board, "?" + tiles[-1]))
    return out


@pytest.mark.parametrize(("record", "board", "rack"), short_racks(),
                         ids=lambda v: v if isinstance(v, str) else "")
def test_plain_search_agrees_with_the_generator_on_short_racks(record: str, board: Board, rack: str) -> None:
    expected = tool.plain_search(board, rack)
    assert generated(board, rack) == expected, (record, rack)
    assert expected, (record, rack)  # every rack here has plays: the check is not empty
