"""The turn-in-progress model behind the play scene (no pygame)."""

import random

from game.rules.board import Board
from game.rules.move import TilePlay
from game.ui.play.model import TurnModel, arrange


def test_arrange_keeps_the_players_order_and_appends_new_tiles():
    assert arrange(list("QAEZ"), list("EQXAY")) == list("QAEXY")
    assert arrange(list("AA"), list("AB")) == list("AB")


def test_drag_to_board_swap_and_back():
    m = TurnModel(Board(), list("CAT?"))
    assert m.place(0, (7, 7))
    assert m.place(1, (7, 8))
    assert m.rack_tiles == ["T", "?"]
    # dropping T on A's square swaps A back into the rack
    assert m.place(2, (7, 8))
    assert m.rack_tiles == ["A", "?"]
    assert m.to_play() == TilePlay.of((7, 7, "C"), (7, 8, "T"))
    m.move_in_rack(2, 0)
    assert m.rack_tiles == ["T", "A", "?"]
    assert m.to_play() == TilePlay.of((7, 7, "C"))


def test_reorder_rack_and_shuffle_keep_every_tile():
    m = TurnModel(Board(), list("ABCDE"))
    m.move_in_rack(0, 5)
    assert m.rack_tiles == list("BCDEA")
    m.move_in_rack(4, 0)
    assert m.rack_tiles == list("EBCDA")
    m.shuffle(random.Random(3))
    assert sorted(m.rack_tiles) == list("ABCDE")


def test_blank_waits_for_its_letter_and_can_be_cancelled():
    m = TurnModel(Board(), list("?A"))
    m.place(0, (7, 7))
    assert m.pending_blank == (0, (7, 7))
    assert m.to_play() is None
    m.cancel_blank()
    assert m.rack_tiles == ["A", "?"]
    m.place(0, (7, 7))
    assert m.choose_blank_letter("q")
    assert m.to_play() == TilePlay.of((7, 7, "q"))


def test_typing_steps_over_board_tiles_and_backspace_takes_back():
    board = Board()
    board.set(7, 8, "A")
    m = TurnModel(board, list("CTS?"))
    m.set_cursor((7, 7))
    assert m.type_letter("c") == ""
    assert m.cursor == (7, 9)  # skipped the A already on the board
    assert m.type_letter("T") == ""
    assert "Shift+X" in m.type_letter("x")
    assert m.type_letter("x", as_blank=True) == ""
    assert m.to_play() == TilePlay.of((7, 7, "C"), (7, 9, "T"), (7, 10, "x"))
    m.backspace()
    assert m.cursor == (7, 10)
    assert m.rack_tiles == ["S", "?"]
    m.set_cursor((7, 10))  # clicking the cursor's square again turns the arrow
    assert not m.across
    assert m.type_letter("S") == ""
    assert m.cursor == (8, 10)


def test_the_cursor_steps_past_a_run_of_board_tiles_and_off_the_edge():
    board = Board()
    for col, letter in enumerate("CAT", start=6):
        board.set(7, col, letter)
    board.set(7, 14, "S")
    m = TurnModel(board, list("ON"))
    m.set_cursor((7, 6))  # on the C: the next free square is after the T
    m.advance_cursor()
    assert m.cursor == (7, 9)
    m.set_cursor((7, 13))  # only the S is left, on the last column
    m.advance_cursor()
    assert m.cursor is None


def test_recall_and_exchange_selection():
    m = TurnModel(Board(), list("ABC"))
    m.toggle_selected(0)
    m.toggle_selected(2)
    assert m.selected_tiles() == "AC"
    m.place(0, (7, 7))
    assert m.selected_tiles() == "C"
    m.place(1, (7, 8))
    assert m.recall() == [0, 1]
    assert m.rack_tiles == ["C", "A", "B"]
    assert not m.has_placed


def test_single_tile_direction_follows_the_word_it_forms():
    board = Board()
    board.set(6, 7, "A")
    m = TurnModel(board, list("T"))
    m.place(0, (7, 7))
    play = m.to_play()
    assert play is not None and play.across is False


def test_gamepad_places_the_focused_tile():
    m = TurnModel(Board(), list("AB"))
    m.set_cursor((7, 7))
    m.focus_step(1)
    assert m.place_focused()
    assert m.to_play() == TilePlay.of((7, 7, "B"))
    assert m.cursor == (7, 8)
