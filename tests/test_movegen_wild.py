"""raw_plays(wild=...): a blank stands only for the letters asked, and every such play is found."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.engine.expert import PLAY_OUT_WILD, letter_mask
from game.engine.movegen import raw_plays
from game.lexicon import default_lexicon
from game.rules.board import Board
from game.rules.cgp import parse_cgp

DATA = Path(__file__).parent / "data" / "movegen"


def _blank_letters(word: str) -> set[str]:
    return {ch.upper() for ch in word if ch.islower()}


Raw = tuple[int, int, int, bool, str]


def _restricted(board: Board, rack: str, letters: str) -> tuple[list[Raw], list[Raw]]:
    """(the plays with ``wild`` = ``letters``, the full list kept to those whose blanks are in ``letters``)."""
    lexicon = default_lexicon()
    got = sorted(raw_plays(board, rack, lexicon, 50, letter_mask(letters)))
    full = raw_plays(board, rack, lexicon)
    want = sorted(p for p in full if _blank_letters(p[4]) <= set(letters))
    return got, want


def _board(name: str) -> Board:
    fields = dict(line.partition(":")[::2] for line in (DATA / name).read_text().splitlines())
    return parse_cgp(fields["cgp"].strip()).board


@pytest.mark.parametrize("rack", ["?EDYEIG", "??EGNOR", "?AEINST", "Q?", "??"])
@pytest.mark.parametrize("letters", [PLAY_OUT_WILD, "E", "ZQ", ""])
def test_plays_are_the_full_list_less_other_blank_letters(rack: str, letters: str) -> None:
    board = _board("ct4048_turn15.txt")
    got, want = _restricted(board, rack, letters)
    assert got == want
    if letters == PLAY_OUT_WILD and "?" in rack and len(rack) > 2:
        full = raw_plays(board, rack, default_lexicon())
        assert 0 < len(got) < len(full)  # the mask did leave plays out, and kept some


def test_a_rack_without_a_blank_is_not_changed() -> None:
    board = _board("boys1_turn7.txt")
    lexicon = default_lexicon()
    assert sorted(raw_plays(board, "EGNOPRS", lexicon, 50, 0)) == sorted(raw_plays(board, "EGNOPRS", lexicon))


def test_no_letters_for_a_blank_leaves_the_plays_without_it() -> None:
    board = _board("vs_frentz_turn5.txt")
    lexicon = default_lexicon()
    got = sorted(raw_plays(board, "BEGI?", lexicon, 50, 0))
    assert got and all(not _blank_letters(p[4]) for p in got)
    assert got == sorted(p for p in raw_plays(board, "BEGI?", lexicon) if not _blank_letters(p[4]))


def test_random_positions_and_masks() -> None:
    rng = random.Random(31)
    board = _board("boys1_turn7.txt")
    checked = 0
    for _ in range(12):
        rack = "".join(rng.sample("AEIOURSTLNDGBCMPHKWY", 5)) + "?" * rng.randint(1, 2)
        letters = "".join(rng.sample("ABCDEFGHIJKLMNOPQRSTUVWXYZ", rng.randint(1, 20)))
        got, want = _restricted(board, rack, letters)
        assert got == want, (rack, letters)
        checked += len(want)
    assert checked > 1000
