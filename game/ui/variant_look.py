"""How the window shows each variant: the one place a screen learns whether the
game on it is the classic game or Upwords.

A screen asks for the look once, from what it holds (the rule set, the board, a
replayed record), and then asks the look what differs rather than which
variant it is: whether tiles stack (no values on them, a stack's height, the Qu
tile, the plain 10x10 board), which Rules-page rows the variant fixes, the tile
renderer to draw with.  The rules' side of the same seam is
:mod:`game.rules.variant` (``VariantRules.stacks``, :func:`~game.rules.variant.stacks`).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.board import Board
from game.rules.ruleset import RuleSet
from game.rules.variant import stacks, variant_rules
from game.ui.theme import Theme
from game.ui.views.tile_view import TileRenderer

#: the Rules-page rows one variant or the other fixes (shown, but not to be changed)
VARIANT_RULE_ROWS = frozenset({"blank_swap", "exchange_limit", "leftovers", "plurals"})


@dataclass(frozen=True)
class VariantLook:
    """What the window draws and offers differently for one variant."""

    name: str
    #: tiles go on tiles: no values on them, a stack's height, the Qu tile, no blanks
    stacking: bool
    #: the Rules-page rows this variant fixes: the stacking game has no blanks, swaps one
    #: tile and costs 5 a tile left; only it has the plurals rule
    fixed_rules: frozenset[str]

    def offers(self, field_name: str) -> bool:
        """Whether the Rules page lets the players change the rule ``field_name``."""
        return field_name not in self.fixed_rules

    def tiles(self, theme: Theme) -> TileRenderer:
        """The renderer for this variant's tiles."""
        return TileRenderer(theme, stacking=self.stacking)


CLASSIC_LOOK = VariantLook("classic", stacking=False, fixed_rules=frozenset({"plurals"}))
UPWORDS_LOOK = VariantLook("upwords", stacking=True,
                           fixed_rules=frozenset({"blank_swap", "exchange_limit", "leftovers"}))


def look_of(stacking: bool) -> VariantLook:
    """The look of the game whose tiles stack, or of the classic game."""
    return UPWORDS_LOOK if stacking else CLASSIC_LOOK


def look_of_rules(rules: RuleSet) -> VariantLook:
    """The look of the variant ``rules`` play."""
    return look_of(variant_rules(rules).stacks)


def look_of_board(board: Board) -> VariantLook:
    """The look of the game ``board`` belongs to (a board of stacks is Upwords')."""
    return look_of(stacks(board))


def stack_height(board: Board, row: int, col: int) -> int:
    """How many tiles are stacked on a square: 0 on a classic board, where tiles never stack."""
    return board.height(row, col) if stacks(board) else 0
