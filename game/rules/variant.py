"""What differs between the classic game and Upwords, behind one interface.

:class:`~game.rules.game.Game` asks the variant of its rule set (``rules.variant``)
for the board, the tile set, how a play is checked, scored and written, and
what tiles left on a rack cost at the end.  :func:`variant_rules` gives the
one object for each variant.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import TypeGuard

from . import validation
from .board import SIZE as CLASSIC_SIZE
from .board import Board
from .move import TilePlay
from .notation import play_notation
from .ruleset import RuleSet, Variant
from .scoring import PlayScore, WordScore
from .tiles import BLANK, RACK_SIZE, rack_value
from .tiles import full_set as classic_full_set
from .upwords import play as upwords_play
from .upwords.board import LEFTOVER_PENALTY, StackBoard
from .upwords.board import SIZE as STACK_SIZE
from .upwords.board import full_set as stack_full_set
from .upwords.notation import RECORD_NOTE, stack_play_notation
from .validation import WordList

# A StackBoard is a Board (it reads the same); the variant says which one a game holds.
AnyBoard = Board


class VariantRules(ABC):
    """The rules one variant sets, as the game needs them."""

    name: str
    size: int  # squares along a side
    #: a play withdrawn after a challenge lets its player play again (Upwords)
    replays_after_withdrawal: bool = False
    #: the player who goes out gains the others' leftover tiles (classic)
    out_gains_leftovers: bool = True
    #: a line for exported records explaining notation that GCG lacks, or ""
    record_note: str = ""
    #: what players call the bonus for playing the whole rack, as a key
    #: (``game.words.rack_bonus_name`` words it)
    rack_bonus: str = "bingo"
    #: tiles go on tiles (Upwords): the board is a :class:`StackBoard`, searched by the stacking engine
    stacks: bool = False

    @abstractmethod
    def new_board(self, cells: Iterable[str] | None = None) -> AnyBoard:
        """An empty board, or one from saved cells."""

    @abstractmethod
    def full_set(self) -> list[str]:
        """Every tile of the game, the bag before shuffling."""

    @abstractmethod
    def check_play(
        self, board: AnyBoard, rack: Iterable[str], play: TilePlay,
        word_list: WordList | None, rules: RuleSet,
    ) -> list[WordScore]:
        """The words a play forms, main word first.

        Raises:
            IllegalMoveError: naming what is wrong.
        """

    @abstractmethod
    def bonus(self, play: TilePlay, rules: RuleSet) -> int:
        """What playing the whole rack adds (0 for fewer tiles)."""

    @abstractmethod
    def notation(self, board: AnyBoard, play: TilePlay) -> tuple[str, str]:
        """``(position, word)`` of a play on the board before it is made."""

    @abstractmethod
    def leftover_value(self, rack: Iterable[str]) -> int:
        """What tiles left on a rack at the end cost."""

    def score(self, words: Iterable[WordScore], play: TilePlay, rules: RuleSet) -> PlayScore:
        return PlayScore(tuple(words), self.bonus(play, rules))


class ClassicRules(VariantRules):
    name = "classic"
    size = CLASSIC_SIZE

    def new_board(self, cells: Iterable[str] | None = None) -> Board:
        return Board(cells)

    def full_set(self) -> list[str]:
        return classic_full_set()

    def check_play(
        self, board: AnyBoard, rack: Iterable[str], play: TilePlay,
        word_list: WordList | None, rules: RuleSet,
    ) -> list[WordScore]:
        return validation.check_play(board, rack, play, word_list)

    def bonus(self, play: TilePlay, rules: RuleSet) -> int:
        return rules.bingo_bonus if len(play.placements) == RACK_SIZE else 0

    def notation(self, board: AnyBoard, play: TilePlay) -> tuple[str, str]:
        return play_notation(board, play)

    def leftover_value(self, rack: Iterable[str]) -> int:
        return rack_value(rack)


class UpwordsRules(VariantRules):
    name = "upwords"
    size = STACK_SIZE
    replays_after_withdrawal = True
    out_gains_leftovers = False
    record_note = RECORD_NOTE
    rack_bonus = "all_seven_tiles"
    stacks = True

    def new_board(self, cells: Iterable[str] | None = None) -> StackBoard:
        return StackBoard(cells)

    def full_set(self) -> list[str]:
        return stack_full_set()

    def check_play(
        self, board: AnyBoard, rack: Iterable[str], play: TilePlay,
        word_list: WordList | None, rules: RuleSet,
    ) -> list[WordScore]:
        assert isinstance(board, StackBoard)
        return upwords_play.check_play(board, rack, play, word_list, plurals=rules.plurals)

    def bonus(self, play: TilePlay, rules: RuleSet) -> int:
        return upwords_play.all_tiles_bonus(play)

    def notation(self, board: AnyBoard, play: TilePlay) -> tuple[str, str]:
        assert isinstance(board, StackBoard)
        return stack_play_notation(board, play)

    def leftover_value(self, rack: Iterable[str]) -> int:
        return LEFTOVER_PENALTY * len(list(rack))


_RULES: dict[Variant, VariantRules] = {
    Variant.CLASSIC: ClassicRules(),
    Variant.UPWORDS: UpwordsRules(),
}


def cell_tiles(cells: Iterable[str]) -> list[str]:
    """Every tile in a board's cells as it would lie in a rack (``?`` for a
    blank), every level of a stack counted."""
    return [BLANK if ch.islower() else ch for cell in cells for ch in cell]


def variant_rules(rules: RuleSet) -> VariantRules:
    """The variant a rule set plays."""
    return _RULES[rules.variant]


def stacks(board: Board) -> TypeGuard[StackBoard]:
    """Whether ``board`` is a board of stacks (Upwords): the test for a caller that holds
    a board rather than its rule set (the engine's tasks, a replayed position)."""
    return isinstance(board, StackBoard)
