"""Stepping through a game record: the board and totals after each move, and the best play a rack had."""

from __future__ import annotations

from pathlib import Path

from store_helpers import SCRIPT, scripted_game

from game.engine.best_play import BestPlay, best_play
from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.errors import FormatError
from game.rules.gcg import parse_gcg, replay
from game.rules.timeline import MAX_RECORD_BYTES, MoveKind, read_record, timeline_of_game
from tests.words_helpers import raises_worded

DATA = Path(__file__).parent / "data" / "gcg"
def test_a_stored_game_steps_through_exactly_the_positions_of_the_game() -> None:
    game = scripted_game()
    assert game.over and game.result is not None
    timeline = timeline_of_game(game)
    assert timeline.names == ("Ana", "Ben")
    assert [m.kind for m in timeline.moves[:len(SCRIPT)]] == [
        MoveKind.PLAY, MoveKind.WITHDRAWN, MoveKind.PLAY, MoveKind.EXCHANGE, MoveKind.PASS, MoveKind.PASS]
    for k in range(len(SCRIPT)):  # the last move ends the game: its scores count the leftovers
        played = scripted_game(k)
        assert timeline.boards[k].cells() == played.board.cells(), k
        assert timeline.totals[k] == tuple(played.scores), k
    assert timeline.totals[:4] == ((0, 0), (10, 0), (0, 0), (0, 4))
    # the end: each player's leftover tiles, as the result has them
    assert [m.kind for m in timeline.moves[len(SCRIPT):]] == [MoveKind.LEFTOVERS, MoveKind.LEFTOVERS]
    assert timeline.boards[-1].cells() == game.board.cells()
    assert timeline.totals[-1] == tuple(game.result.final_scores)
    assert timeline.totals[len(SCRIPT)] == tuple(game.result.scores_before_adjustments)
    assert timeline.moves[0].squares == ((7, 6), (7, 7), (7, 8))
    assert timeline.moves[1].squares == ((7, 6), (7, 7), (7, 8))  # the same squares, emptied
    assert sorted(timeline.moves[3].rack) == sorted("CATQZXJ")  # CAT came back to the rack


def test_a_record_with_challenges_exchanges_passes_and_the_end_replays_as_recorded() -> None:
    record = parse_gcg((DATA / "macondo" / "noah_vs_peter.gcg").read_bytes())
    timeline = read_record((DATA / "macondo" / "noah_vs_peter.gcg").read_bytes())
    report = replay(record)
    assert len(timeline) == len(record.events) == 46
    kinds = {m.kind for m in timeline.moves}
    assert {MoveKind.PLAY, MoveKind.EXCHANGE, MoveKind.PASS, MoveKind.WITHDRAWN, MoveKind.GOING_OUT} <= kinds
    assert timeline.boards[-1].cells() == report.board.cells()
    assert dict(zip([p.nick for p in record.players], timeline.totals[-1])) == record.recorded_totals()
    for k, move in enumerate(timeline.moves):
        event = record.events[k]
        assert timeline.totals[k + 1][move.player] == event.total
        if move.kind == MoveKind.WITHDRAWN:
            # the board goes back to what it was before that player's play
            taken = max(j for j in range(k) if timeline.moves[j].player == move.player)
            assert timeline.boards[k + 1].cells() == timeline.moves[taken].board_before.cells()
        elif move.kind != MoveKind.PLAY:
            assert timeline.boards[k + 1].cells() == timeline.boards[k].cells()
    assert timeline.problems == ()


def test_records_over_the_caps_are_refused_with_a_reason() -> None:
    with raises_worded(FormatError, match="over 1,048,576 bytes"):
        read_record(b"#player1 a A\n" * (MAX_RECORD_BYTES // 10))
    many = "#player1 a A\n#player2 b B\n" + ">a: A -  +0 0\n" * 2001
    with raises_worded(FormatError, match="more than 2,000 moves"):
        read_record(many.encode())
    with raises_worded(FormatError, match="line 1"):
        read_record(b"nonsense\n")


SMALL = Lexicon.from_words(["CAT", "ACT", "AT", "TA"], "small")


def test_the_best_play_on_an_empty_board_is_exact() -> None:
    best = best_play(Board(), "CATXYZQ", SMALL)
    # every three-letter word through the centre scores 5 x 2; ties go to the first notation
    assert best == BestPlay("ACT", "8F", 10, ((7, 5, "A"), (7, 6, "C"), (7, 7, "T")))
    assert best.left_on_table(4) == 6 and best.left_on_table(10) == 0 and best.left_on_table(12) == 0
    assert best_play(Board(), "XYZ", SMALL) is None
    assert best_play(Board(), "", SMALL) is None


def test_the_best_play_hooks_the_board() -> None:
    board = Board()
    for k, ch in enumerate("AT"):
        board.set(7, 7 + k, ch)
    best = best_play(board, "CQQQQQQ", SMALL)
    # C before AT makes CAT: C(3) on G8 + A + T, no premium left under the old tiles
    assert best == BestPlay("CAT", "8G", 5, ((7, 6, "C"),))

