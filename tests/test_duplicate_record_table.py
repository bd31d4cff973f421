"""A Duplicate record read back gives the same round table as the game that wrote it, so
a record file opened in the replay (``python main.py replay FILE``) shows it too."""

from __future__ import annotations

import pytest
from test_duplicate_record import played_game

from game.lexicon import Lexicon
from game.rules.duplicate import TopSource
from game.rules.gcg import parse_gcg
from game.ui.scenes.duplicate_parts.round_table import record_round_table, round_table


@pytest.mark.parametrize("top", list(TopSource))
def test_the_records_round_table_is_the_games(enable_lexicon: Lexicon, top: TopSource) -> None:
    game = played_game(enable_lexicon, top)
    table = round_table(game)
    read = record_round_table(parse_gcg(game.to_gcg()))
    assert read.rows[:3] == table.rows[:3]  # an invalid play, a pass, a seat with no play
    assert read == table
    assert read.totals[1] == game.scores[1] and read.rows[0].cells[2].invalid


def test_a_game_cut_short_reads_back_the_rounds_it_closed(enable_lexicon: Lexicon) -> None:
    game = played_game(enable_lexicon, TopSource.TABLE, rounds=4)
    game.end_now()
    assert record_round_table(parse_gcg(game.to_gcg())) == round_table(game)
