"""The rules of Tile Party: a pure package (no screen, no sound) that holds a
game's state, says which moves are legal, scores them and keeps the record
(docs/rules.md is the account of the rules it implements).

Start a game with a rule preset and a seed, and play moves in notation:

>>> from game.rules import Game, preset
>>> game = Game(["Ana", "Ben"], preset("Classic"), seed=7)
>>> game.players[0].rack = list("CATSXYZ")
>>> record = game.play_text("8G CAT")
>>> record.notation, record.points, game.scores
('8G CAT', 10, [10, 0])

Undo gives back the exact earlier state when the rule set allows it:

>>> game = Game(["Ana", "Ben"], preset("Kids"), seed=7)
>>> before = game.snapshot()
>>> game.play_text("-") and game.undo().kind.value
'pass'
>>> game.snapshot() == before
True

Scores come with the words that made them:

>>> from game.rules import Board, TilePlay, score_play
>>> score_play(Board(), TilePlay.of((7, 7, "H"), (7, 8, "I"))).explain()
'HI 5 x 2 = 10'

Upwords is a variant of the rule set: a 10x10 board of stacks, scored by height.

>>> upwords = Game(["Ana", "Ben"], preset("Upwords"), seed=7)
>>> upwords.players[0].rack, upwords.players[1].rack = list("WORDXYZ"), list("OABCEFG")
>>> upwords.play(TilePlay.of((4, 3, "W"), (4, 4, "O"), (4, 5, "R"), (4, 6, "D"))).points
8
>>> record = upwords.play(TilePlay.of((4, 5, "O")))
>>> record.notation, record.note, upwords.board.height(4, 5)
('5D ..o.', 'WOOD 5 = 5', 2)

A game is saved as JSON and written out as a GCG record:

>>> Game.from_json(game.to_json()).state_key() == game.state_key()
True
"""

from .board import Board
from .errors import FormatError, IllegalMoveError, InvalidMoveError, RulesError, RuleSetError
from .game import Game
from .handicap import Handicap, HandicapError, family_handicap
from .move import Challenge, Exchange, Move, Pass, Placement, SwapBlank, TilePlay, parse_move
from .ruleset import (
    PRESETS,
    VARIANT_PRESETS,
    RuleSet,
    Variant,
    exchange_problem,
    max_exchange,
    preset,
)
from .save import SAVE_VERSION
from .scoring import PlayScore, WordScore, score_play
from .state import GameResult, Phase, Player, Preview, Snapshot, TurnKind, TurnRecord
from .upwords.board import StackBoard
from .validation import WordList, check_play
from .variant import VariantRules, variant_rules

__all__ = [
    "PRESETS",
    "SAVE_VERSION",
    "VARIANT_PRESETS",
    "Board",
    "Challenge",
    "Exchange",
    "FormatError",
    "Game",
    "GameResult",
    "Handicap",
    "HandicapError",
    "IllegalMoveError",
    "InvalidMoveError",
    "Move",
    "Pass",
    "Phase",
    "Placement",
    "PlayScore",
    "Player",
    "Preview",
    "RuleSet",
    "RuleSetError",
    "RulesError",
    "Snapshot",
    "StackBoard",
    "SwapBlank",
    "TilePlay",
    "TurnKind",
    "TurnRecord",
    "Variant",
    "VariantRules",
    "WordList",
    "WordScore",
    "check_play",
    "exchange_problem",
    "family_handicap",
    "max_exchange",
    "parse_move",
    "preset",
    "score_play",
    "variant_rules",
]
