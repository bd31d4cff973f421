"""The move log writes a play the way the players chose: square first (``8G CAT``)
or word first (``CAT 8G``, the House rule text); records keep GCG's order."""

from __future__ import annotations

from test_ui_play import VOID, Harness, controlled, display, humans  # noqa: F401 (display: the window)

from game.rules.move import TilePlay
from game.rules.notation import write_play
from game.rules.record import game_to_gcg
from game.ui.play.log import build_move_log
from game.ui.play.scene import Stage


def grey(_player: int) -> tuple[int, int, int]:
    return (128, 128, 128)


def two_plays():
    game = controlled(VOID, ["?ATX", "SH"], bag="EEEE")
    game.play(TilePlay.from_gcg("8G", "cAT"))  # the C a blank: (0 + 1 + 1) x 2 on the star
    game.play(TilePlay.from_gcg("8J", "S"))  # CATS, no premium: 0 + 1 + 1 + 1
    return game


def test_word_first_puts_the_word_before_the_square() -> None:
    game = two_plays()
    log = build_move_log(game, grey, "word_first")
    assert [(ln.text, ln.points) for ln in log.lines] == [("cAT 8G", "4"), ("(cAT)S 8G", "3")]
    assert log.play_names == {0: "cAT 8G", 1: "(cAT)S 8G"}
    # the blank is drawn where the word now starts
    assert [ln.blanks for ln in log.lines] == [frozenset({0}), frozenset({1})]


def test_standard_puts_the_square_first() -> None:
    game = two_plays()
    log = build_move_log(game, grey, "standard")
    assert [(ln.text, ln.points) for ln in log.lines] == [("8G cAT", "4"), ("8G (cAT)S", "3")]
    assert [ln.blanks for ln in log.lines] == [frozenset({3}), frozenset({4})]
    assert build_move_log(game, grey).lines == log.lines


def test_records_keep_the_square_first_whatever_the_log_shows() -> None:
    game = two_plays()
    moves = [line for line in game_to_gcg(game).splitlines() if line.startswith(">")]
    assert moves == [">Ana: ?ATX 8G cAT +4 4", ">Ben: SH 8G ...S +3 3"]


def test_write_play_reads_back_in_either_order() -> None:
    from game.rules.move import parse_move

    for order in ("standard", "word_first"):
        assert parse_move(write_play("D3", "A(D)DITiON(AL)", order)) == parse_move("D3 A(D)DITiON(AL)")


def test_the_play_scene_follows_the_setting() -> None:
    game = controlled(VOID, ["CATX", "SH"])
    h = Harness(game, humans("Ana", "Ben"))
    h.ctx.settings.move_notation = "word_first"
    h.reveal()
    h.drag_word([("C", 7, 6), ("A", 7, 7), ("T", 7, 8)])
    h.click(h.button("play"))
    assert h.scene.message == "Ana: CAT 8G for 10."
    h.settle()
    assert h.scene.stage is Stage.HANDOFF
    assert [(ln.text, ln.points) for ln in h.scene.move_log().lines] == [("CAT 8G", "10")]
    assert h.scene.words.last_summary() == "Last move: Ana CAT 8G (10)"
    # turned off between turns: the log is written square first again
    h.ctx.settings.move_notation = "standard"
    assert [ln.text for ln in h.scene.move_log().lines] == ["8G CAT"]
    assert h.scene.words.last_summary() == "Last move: Ana 8G CAT (10)"
