"""An Upwords game through the one Game entry point: turns, challenges, the
end, turn order, saves and records."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from game.engine.upwords.players import UpwordsMedium
from game.lexicon import default_lexicon
from game.rules.bag import Bag
from game.rules.errors import IllegalMoveError
from game.rules.game import Game, Phase, TurnKind
from game.rules.move import Challenge, Exchange, Pass, TilePlay
from game.rules.ruleset import Direction, Leftovers, preset
from game.rules.turn_order import draw_turn_order
from game.rules.upwords.board import StackBoard, full_set
from tests.rules_helpers import Words
from tests.words_helpers import raises_worded

UPWORDS = preset("Upwords")
WORDS = Words("WORD", "WOOD", "CAT", "TO", "AT")


def _game(racks: list[str], bag: str = "", rules=UPWORDS, lexicon=WORDS) -> Game:
    game = Game([f"P{i}" for i in range(len(racks))], rules, lexicon, seed=1, deal=False)
    for player, rack in zip(game.players, racks):
        player.rack = list(rack)
    game.bag = Bag(game.rng, list(bag), shuffle=False)
    return game


def test_a_new_game_deals_from_the_upwords_set() -> None:
    game = Game(["A", "B"], UPWORDS, seed=3)
    assert isinstance(game.board, StackBoard)
    assert all(len(p.rack) == 7 for p in game.players) and game.bag_count == 86
    assert game.tile_census() == Counter(full_set())


def test_a_stacked_play_scores_and_is_written_with_its_stack() -> None:
    game = _game(["WORDXYZ", "OABCDEF"], bag="EEEEEEEE")
    first = game.play(TilePlay.of((4, 3, "W"), (4, 4, "O"), (4, 5, "R"), (4, 6, "D")))
    assert (first.points, first.notation, first.note) == (8, "5D WORD", "WORD 8 = 8")
    second = game.play(TilePlay.of((4, 5, "O")))
    # WOOD: 1 + 1 + 2 + 1 = 5.
    assert (second.points, second.notation) == (5, "5D ..o.")
    assert game.board.stack(4, 5) == "RO"
    text = game.to_gcg()
    assert "#note Upwords: 10x10 board; a lower-case letter is a tile put on a stack" in text
    assert ">P1: OABCDEF 5D ..o. +5 5" in text


def test_a_tile_on_the_same_letter_is_refused_and_the_game_is_unchanged() -> None:
    game = _game(["WORDXYZ", "RABCDEF"], bag="EEEEEEEE")
    game.play(TilePlay.of((4, 3, "W"), (4, 4, "O"), (4, 5, "R"), (4, 6, "D")))
    before = game.state_key()
    with raises_worded(IllegalMoveError, match="never the same letter"):
        game.play(TilePlay.of((4, 5, "R")))
    assert game.state_key() == before


def test_a_withdrawn_play_lets_its_player_play_again() -> None:
    game = _game(["WQRDATZ", "OABCDEF"], bag="EEEEEEEE")
    game.play(TilePlay.of((4, 3, "W"), (4, 4, "Q"), (4, 5, "R"), (4, 6, "D")))
    record = game.play(Challenge())
    assert record.kind is TurnKind.WITHDRAWN and record.note.startswith("WQURD is not")
    assert game.current == 0 and game.board.is_empty()
    assert game.players[0].rack == list("WQRDATZ") and game.scores == [0, 0]
    game.play(TilePlay.of((4, 4, "A"), (4, 5, "T")))
    assert game.scores == [4, 0] and game.current == 1


def test_exchange_is_exactly_one_tile() -> None:
    game = _game(["WORDXYZ", "OABCDEF"], bag="EEEEEEEE")
    with raises_worded(IllegalMoveError, match="exactly 1 tile"):
        game.play(Exchange("XY"))
    game.play(Exchange("X"))
    assert sorted(game.players[0].rack) == sorted("WORDYZE")


def test_going_out_costs_the_others_five_a_tile_and_gains_nothing() -> None:
    # P0 plays CAT (6) from a rack of three with the bag empty and goes out;
    # P1 accepts, keeping QXE: -15.  P0 gains nothing for P1's tiles.
    game = _game(["CAT", "QXE"])
    game.play(TilePlay.of((4, 3, "C"), (4, 4, "A"), (4, 5, "T")))
    assert game.phase is Phase.FINAL_CHALLENGE
    game.play(Pass())
    assert game.over and game.result is not None
    assert game.result.final_scores == (6, -15)
    assert game.result.adjustments == ((1, -15, "QXE"),)
    assert "-15" in game.to_gcg().splitlines()[-1]


def test_every_player_passing_ends_the_game_with_penalties() -> None:
    game = _game(["CA", "QXE"])
    game.play(Pass())
    game.play(Pass())
    assert game.over and game.result is not None
    assert game.result.final_scores == (-10, -15)


def test_seven_tiles_add_twenty() -> None:
    # MATTERS flat: 7 x 2 + 20 = 34.
    game = _game(["MATTERS", "ABC"], bag="EEEEEEEEE", lexicon=Words("MATTERS"))
    record = game.play(TilePlay.of(*((4, 2 + i, ch) for i, ch in enumerate("MATTERS"))))
    assert (record.points, record.bingo) == (34, True)


def test_a_challenge_that_fails_costs_nothing_and_gives_nothing() -> None:
    # The Upwords preset's challenge is single (docs/rules.md "Upwords", "Presets").
    game = _game(["CATXYZW", "OABDEFG"], bag="EEEEEEEE")
    game.play(TilePlay.of((4, 3, "C"), (4, 4, "A"), (4, 5, "T")))
    record = game.play(Challenge(1))
    assert (record.kind, record.points, record.note) == (TurnKind.CHALLENGE_FAILED, 0, "the play stands")
    assert game.scores == [6, 0] and game.current == 1 and game.players[1].lost_turns == 0


def test_the_bingo_and_leftover_toggles_change_nothing_in_upwords() -> None:
    # docs/rules.md "Upwords": all seven tiles add 20 and tiles left cost 5 each,
    # whatever bingo_bonus and leftovers say.
    rules = UPWORDS.replace(bingo_bonus=99, leftovers=Leftovers.TOURNAMENT)
    game = _game(["MATTERS", "ABC"], bag="EEEEEEEEE", rules=rules, lexicon=Words("MATTERS"))
    assert game.play(TilePlay.of(*((4, 2 + i, ch) for i, ch in enumerate("MATTERS")))).points == 34
    out = _game(["CAT", "QXE"], rules=rules)
    out.play(TilePlay.of((4, 3, "C"), (4, 4, "A"), (4, 5, "T")))
    out.play(Pass())
    assert out.result is not None and out.result.final_scores == (6, -15)


def test_plural_toggle_in_the_game() -> None:
    game = _game(["CATXYZW", "SABDEFG"], bag="EEEEEEEE")
    game.play(TilePlay.of((4, 3, "C"), (4, 4, "A"), (4, 5, "T")))
    assert not game.preview(TilePlay.of((4, 6, "S"))).legal
    loose = _game(["CATXYZW", "SABDEFG"], bag="EEEEEEEE", rules=UPWORDS.replace(plurals=False))
    loose.play(TilePlay.of((4, 3, "C"), (4, 4, "A"), (4, 5, "T")))
    assert loose.preview(TilePlay.of((4, 6, "S"))).total == 8


def test_turn_order_goes_counter_clockwise_from_the_first_player() -> None:
    for seed in range(5):
        draw = draw_turn_order(4, UPWORDS, random.Random(seed))
        first = draw.first
        assert draw.order == tuple((first - i) % 4 for i in range(4))
        classic = draw_turn_order(4, UPWORDS.replace(direction=Direction.CLOCKWISE), random.Random(seed))
        assert classic.order == tuple((first + i) % 4 for i in range(4))
        # The first player drew the tile nearest A in the last round.
        last = draw.rounds[-1]
        assert min(last, key=lambda d: d.tile).seat == first


@pytest.fixture(scope="module")
def played() -> Game:
    """Eight turns between two medium computer players: stacks are built."""
    lexicon = default_lexicon()
    game = Game(["A", "B"], UPWORDS, lexicon, seed=11)
    player = UpwordsMedium()
    for _ in range(8):
        move = player.choose_move(
            game.board, "".join(game.current_player.rack), lexicon, UPWORDS, game.bag_count,
            random.Random(0),
        )
        game.play(move)
    assert any(len(stack) > 1 for stack in game.board.cells()), "a stack was built"
    return game


def test_save_and_load_restore_an_upwords_game_exactly(played: Game) -> None:
    loaded = Game.from_json(played.to_json(), default_lexicon())
    assert isinstance(loaded.board, StackBoard)
    assert loaded.state_key() == played.state_key()
    assert loaded.board.cells() == played.board.cells()
    assert [r.notation for r in loaded.history] == [r.notation for r in played.history]


def test_the_exported_record_replays_with_every_score(played: Game) -> None:
    from game.rules.gcg import parse_gcg, replay

    record = parse_gcg(played.to_gcg())
    words = [e.word for e in record.events]
    assert words == [r.notation.split()[1] for r in played.history]
    assert any(ch.islower() for w in words for ch in w), "a stacked tile is written"
    report = replay(record, default_lexicon())
    assert report.ok, report.problems
    assert [report.totals[n] for n in ("A", "B")] == played.scores
    assert report.board == played.board
