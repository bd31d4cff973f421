"""One seam between the classic game and Upwords: the rules' ``VariantRules.stacks`` and
``stacks(board)``, and the window's look, chosen once from the rule set, the board or a
record, that the screens ask what differs."""

from __future__ import annotations

import pygame

from game.rules.board import Board
from game.rules.ruleset import PRESETS, VARIANT_PRESETS
from game.rules.variant import stacks, variant_rules
from game.ui.theme import Theme
from game.ui.variant_look import (
    CLASSIC_LOOK,
    UPWORDS_LOOK,
    VARIANT_RULE_ROWS,
    look_of,
    look_of_board,
    look_of_rules,
    stack_height,
)
from tests.upwords_helpers import stack_board


def test_the_rules_say_which_variant_stacks() -> None:
    assert variant_rules(VARIANT_PRESETS["Upwords"]).stacks is True
    assert [variant_rules(rules).stacks for rules in PRESETS.values()] == [False] * len(PRESETS)
    assert stacks(stack_board({4: "..CAT....."})) is True
    assert stacks(Board()) is False


def test_the_look_is_chosen_from_the_rules_the_board_or_a_record() -> None:
    assert look_of_rules(VARIANT_PRESETS["Upwords"]) is UPWORDS_LOOK
    assert look_of_rules(PRESETS["Classic"]) is CLASSIC_LOOK
    assert look_of_board(stack_board({4: "..CAT....."})) is UPWORDS_LOOK
    assert look_of_board(Board()) is CLASSIC_LOOK
    assert (look_of(True), look_of(False)) == (UPWORDS_LOOK, CLASSIC_LOOK)


def test_each_look_offers_the_rule_rows_its_variant_leaves_open() -> None:
    offered = {look.name: sorted(row for row in VARIANT_RULE_ROWS if look.offers(row))
               for look in (CLASSIC_LOOK, UPWORDS_LOOK)}
    # the stacking game has no blanks, swaps one tile and costs 5 a tile left; only it has plurals
    assert offered == {"classic": ["blank_swap", "exchange_limit", "leftovers"], "upwords": ["plurals"]}
    assert CLASSIC_LOOK.offers("clock_seconds") and UPWORDS_LOOK.offers("clock_seconds")


def test_a_stack_has_its_height_and_a_classic_square_none() -> None:
    board = stack_board({4: "..CAT....."}, {4: "0031100000"})
    assert [stack_height(board, 4, col) for col in range(2, 7)] == [3, 1, 1, 0, 0]
    classic = Board()
    classic.set(7, 7, "A")
    assert stack_height(classic, 7, 7) == 0


def test_the_look_draws_tiles_that_stack_or_carry_values() -> None:
    pygame.font.init()
    theme = Theme()
    assert UPWORDS_LOOK.tiles(theme).stacking is True
    assert CLASSIC_LOOK.tiles(theme).stacking is False


def test_whether_a_board_stacks_is_asked_in_one_place():
    # the seam (game/rules/variant.py stacks, and the window's VariantLook) is the only
    # place that tells an Upwords board from a classic one
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent / "game"
    asked = re.compile(r"isinstance\([^)]*,\s*StackBoard\)")
    found = [f"{path.relative_to(root)}:{number}" for path in sorted(root.rglob("*.py"))
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             if asked.search(line) and path.name != "variant.py"]
    # outside the seam itself only a board comparing itself with another board asks
    assert found == ["rules/upwords/board.py:135"]
