"""Computer players: legal moves, their styles, exchange limits, speed."""

from __future__ import annotations

import random

import pytest

from game.engine.leaves import leave_value
from game.engine.movegen import generate_plays
from game.engine.players import (
    EasyPlayer,
    HardPlayer,
    MediumPlayer,
    choose_move,
    make_player,
)
from game.lexicon import default_lexicon
from game.lexicon.frequency import zipf
from game.lexicon.kidsfilter import shipped_filter
from game.rules.board import Board
from game.rules.cgp import parse_cgp
from game.rules.move import Exchange, Pass, TilePlay
from game.rules.ruleset import PRESETS, ExchangeLimit, exchange_problem, max_exchange
from game.rules.scoring import score_play, words_formed
from game.rules.validation import missing_tiles

CLASSIC = PRESETS["Classic"]
WINDY = parse_cgp("15/15/15/15/15/15/15/3WINDY7/15/15/15/15/15/15/15 ADEEGIL/AEILOUY 0/32 0")
RACKS = ["ADEEGIL", "AEINRST", "QVWUUII", "??EILOR", "BCDFGHK", "EEEOOAI", "JXZQKAE"]


def test_medium_plays_the_top_score() -> None:
    move = MediumPlayer().choose_move(
        WINDY.board, "ADEEGIL", default_lexicon(), CLASSIC, 50, random.Random(1)
    )
    assert isinstance(move, TilePlay)
    assert move.gcg() == "D9 EDGIE"
    assert score_play(WINDY.board, move).total == 22


@pytest.mark.parametrize("rack", [*RACKS, "QVVWWUU"])  # the last one Hard exchanges
def test_every_player_makes_a_legal_move(rack: str) -> None:
    lex = default_lexicon()
    legal = {p.play: p.score for p in generate_plays(WINDY.board, rack, lex)}
    exchanges = 0
    for player in (EasyPlayer(), MediumPlayer(), HardPlayer()):
        move = player.choose_move(WINDY.board, rack, lex, CLASSIC, 40, random.Random(5))
        if isinstance(move, TilePlay):
            assert move in legal
        else:
            assert isinstance(move, Exchange)
            assert missing_tiles(rack, move.tiles) == ""
            assert exchange_problem(CLASSIC, 40, len(move.tiles)) is None
            exchanges += 1
    if rack == "QVVWWUU":
        assert exchanges == 1


def test_easy_prefers_common_words_and_lower_scores() -> None:
    lex = default_lexicon()
    rng = random.Random(3)
    easy_total = medium_total = 0
    for rack in ["AEINRST", "ADEEGIL", "OPRSTUY", "ACEHLNT", "BDEIMOR"]:
        easy = EasyPlayer().choose_move(Board(), rack, lex, CLASSIC, 80, rng)
        medium = MediumPlayer().choose_move(Board(), rack, lex, CLASSIC, 80, rng)
        assert isinstance(easy, TilePlay) and isinstance(medium, TilePlay)
        word = "".join(p.letter for p in easy.placements)
        assert zipf(word) >= 3.5
        easy_total += score_play(Board(), easy).total
        medium_total += score_play(Board(), medium).total
    # Modest, not silly: well below the best play, but real words for real points.
    assert medium_total * 0.3 < easy_total < medium_total * 0.8, (easy_total, medium_total)


def test_easy_in_a_kids_game_plays_everyday_words_of_three_letters_or_more() -> None:
    lex = default_lexicon()
    kids = PRESETS["Kids"]
    for seed in range(6):
        for rack in ["MOUNTAE", "AEINRST", "OPRSTUY", "ACEHLNT"]:
            move = EasyPlayer().choose_move(WINDY.board, rack, lex, kids, 60, random.Random(seed))
            assert isinstance(move, TilePlay)
            for formed in words_formed(WINDY.board, move):
                assert zipf(formed.word) >= 3.0 and not shipped_filter().blocks(formed.word), formed.word
            main = max(words_formed(WINDY.board, move), key=lambda w: len(w.word)).word
            assert len(main) >= 3, main


def test_hard_keeps_good_tiles() -> None:
    # The top score, G5 QIN.ARS for 19, spends the S; keeping it is worth
    # more than the point it would add, so Hard plays G5 QIN.AR for 18.
    rack = "AEINRSQ"
    hard = HardPlayer().choose_move(WINDY.board, rack, default_lexicon(), CLASSIC, 60, random.Random(1))
    medium = MediumPlayer().choose_move(
        WINDY.board, rack, default_lexicon(), CLASSIC, 60, random.Random(1)
    )
    assert isinstance(hard, TilePlay) and isinstance(medium, TilePlay)
    assert (hard.gcg(), score_play(WINDY.board, hard).total) == ("G5 QIN.AR", 18)
    assert (medium.gcg(), score_play(WINDY.board, medium).total) == ("G5 QIN.ARS", 19)


def test_hard_plays_a_bingo_with_a_blank() -> None:
    move = HardPlayer().choose_move(
        Board(), "AEINRS?", default_lexicon(), CLASSIC, 80, random.Random(1)
    )
    assert isinstance(move, TilePlay) and len(move.placements) == 7


def test_hard_plays_a_bingo_with_both_blanks() -> None:
    move = HardPlayer().choose_move(
        Board(), "??UOQIT", default_lexicon(), CLASSIC, 80, random.Random(1)
    )
    assert isinstance(move, TilePlay)
    assert move.gcg() == "8B cOQUITo"
    assert [p.rack_tile for p in move.placements].count("?") == 2


@pytest.mark.parametrize(
    ("limit", "bag", "expected"),
    [
        (ExchangeLimit.ANY, 80, 7),
        (ExchangeLimit.ANY, 3, 3),
        (ExchangeLimit.ANY, 0, 0),
        (ExchangeLimit.BAG_HAS_SEVEN, 7, 7),
        (ExchangeLimit.BAG_HAS_SEVEN, 6, 0),
        (ExchangeLimit.AT_MOST_TWO, 50, 2),
        (ExchangeLimit.AT_MOST_TWO, 1, 1),
        (ExchangeLimit.ONE, 50, 1),
        (ExchangeLimit.ONE, 0, 0),
    ],
)
def test_exchange_limits(limit: ExchangeLimit, bag: int, expected: int) -> None:
    assert max_exchange(CLASSIC.replace(exchange_limit=limit), bag) == expected


@pytest.mark.parametrize(
    ("limit", "bag", "size"),
    [
        (ExchangeLimit.ANY, 50, 7),
        (ExchangeLimit.AT_MOST_TWO, 50, 2),
        (ExchangeLimit.ONE, 50, 1),
        (ExchangeLimit.BAG_HAS_SEVEN, 6, 0),
    ],
)
def test_hard_exchanges_a_bad_rack_within_the_limit(
    limit: ExchangeLimit, bag: int, size: int
) -> None:
    rules = CLASSIC.replace(exchange_limit=limit)
    move = HardPlayer().choose_move(
        WINDY.board, "QVVWWUU", default_lexicon(), rules, bag, random.Random(1)
    )
    if limit is ExchangeLimit.ANY:
        assert move == Exchange("QVVWWUU")
    if isinstance(move, Exchange):
        assert 1 <= len(move.tiles) <= size
    else:
        assert isinstance(move, TilePlay)  # a poor play beats a swap it may not make


def test_no_play_means_exchange_or_pass() -> None:
    lex = default_lexicon()
    for player in (EasyPlayer(), MediumPlayer(), HardPlayer()):
        assert player.choose_move(Board(), "QQ", lex, CLASSIC, 0, random.Random()) == Pass()
        swap = player.choose_move(Board(), "QV", lex, CLASSIC, 30, random.Random())
        assert isinstance(swap, Exchange)


def test_leave_values() -> None:
    assert leave_value("") == 0
    assert leave_value("?S") > leave_value("ER") > leave_value("UU") > leave_value("QVV")
    assert leave_value("RST") == leave_value("TSR")


def test_same_seed_same_move_and_names() -> None:
    lex = default_lexicon()
    a = choose_move(Board(), "AEINRST", lex, CLASSIC, 80, random.Random(9), level="easy")
    b = choose_move(Board(), "AEINRST", lex, CLASSIC, 80, random.Random(9), level="easy")
    assert a == b
    assert make_player("HARD").name == "Hard"
    with pytest.raises(ValueError, match="easy, medium, hard, expert"):
        make_player("grandmaster")


def test_hard_exchanges_only_when_it_cannot_play_if_the_rules_say_so() -> None:
    # Under Classic rules Hard swaps this rack (above); the House rules allow an
    # exchange only to a player with no play, and Hard has one.
    house = PRESETS["House"]
    move = HardPlayer().choose_move(WINDY.board, "QVVWWUU", default_lexicon(), house, 50, random.Random(1))
    assert isinstance(move, TilePlay)
    assert max_exchange(house, 50, can_play=True) == 0 and max_exchange(house, 50) == 7
