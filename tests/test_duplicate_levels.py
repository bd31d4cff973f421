"""Computers in Duplicate: each level chooses by score, as game.engine.levels says.

Nobody keeps the tiles a play leaves in Duplicate, so Hard's leave-weighing would
score below Medium there; and there are no exchanges, so no level may swap.
"""

from __future__ import annotations

import random

import pytest

from game.engine.levels import BY_NAME, EASY_DUPLICATE_SHARE, MEDIUM_DUPLICATE_SHARE
from game.engine.movegen import generate_plays
from game.engine.players import choose_move
from game.lexicon import default_lexicon
from game.rules.cgp import parse_cgp
from game.rules.move import TilePlay
from game.rules.ruleset import PRESETS, VARIANT_PRESETS, RuleSet
from game.rules.scoring import score_play

DUPLICATE = VARIANT_PRESETS["Duplicate"]
CLUB = VARIANT_PRESETS["Club Duplicate"]
WINDY = parse_cgp("15/15/15/15/15/15/15/3WINDY7/15/15/15/15/15/15/15 ADEEGIL/AEILOUY 0/32 0")


def chosen(rack: str, level: str, rules: RuleSet = DUPLICATE) -> tuple[str, int]:
    move = choose_move(WINDY.board, rack, default_lexicon(), rules, 80, random.Random(3), level)
    assert isinstance(move, TilePlay)
    return move.gcg(), score_play(WINDY.board, move).total


def test_the_rack_of_the_example_tops_with_edgies() -> None:
    """The position the tests below rest on: EDGIES is the top at 24, and in the
    classic game Hard keeps the S and plays EDGIE for 22."""
    plays = generate_plays(WINDY.board, "ADEEGIS", default_lexicon())
    assert (plays[0].notation, plays[0].score) == ("D8 .EDGIES", 24)
    move = choose_move(WINDY.board, "ADEEGIS", default_lexicon(), PRESETS["Classic"], 80, random.Random(3), "hard")
    assert isinstance(move, TilePlay) and move.gcg() == "D9 EDGIE"


@pytest.mark.parametrize("rules", [DUPLICATE, CLUB])
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_hard_and_expert_submit_the_top_scoring_play(level: str, rules: RuleSet) -> None:
    assert chosen("ADEEGIS", level, rules) == ("D9 EDGIES", 24)


def test_medium_and_easy_play_their_share_of_the_top() -> None:
    """Medium: the best play at most 80% of 24 (19.2): ADES for 18 (none scores 19);
    Easy: at most half of it, SAE for 12."""
    assert (MEDIUM_DUPLICATE_SHARE, EASY_DUPLICATE_SHARE) == (0.8, 0.5)
    assert (BY_NAME["hard"].duplicate_share, BY_NAME["expert"].duplicate_share) == (1.0, 1.0)
    scores = {p.score for p in generate_plays(WINDY.board, "ADEEGIS", default_lexicon())}
    assert max(s for s in scores if s <= 19.2) == chosen("ADEEGIS", "medium")[1]
    assert chosen("ADEEGIS", "medium") == ("D9 ADES", 18)
    assert chosen("ADEEGIS", "easy") == ("7E SAE", 12)


def test_no_level_exchanges_a_poor_rack_in_duplicate() -> None:
    """Expert swaps EEEOOAI in the classic game; Duplicate has no exchanges, so every level plays."""
    assert chosen("EEEOOAI", "expert") == ("9G OE", 12)
    assert chosen("EEEOOAI", "hard") == ("9G OE", 12)


def test_the_engine_process_task_chooses_the_same_way() -> None:
    """The Duplicate scene asks the engine process's ``choose_move`` task (game.engine.worker)."""
    from game.engine import worker

    move = worker._choose_move(default_lexicon(), WINDY.board, "ADEEGIS", DUPLICATE, 80, 3, "hard", None)
    assert isinstance(move, TilePlay) and move.gcg() == "D9 EDGIES"
