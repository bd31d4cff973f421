"""Where the Duplicate scene meets the rules and the engine: making the game, the
engine's questions of a round, and the few readings the screen words.

Kept in one module so the scene and its painter read a
:class:`~game.rules.duplicate.DuplicateGame` the same way everywhere.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Sequence
from typing import Any

from game.engine import worker
from game.engine.hints import MAX_LEVEL
from game.i18n import _
from game.rules.duplicate import ROUND_LENGTHS, DuplicateGame, DuplicateRules, TopSource
from game.rules.errors import RulesError
from game.rules.move import Move, Pass, TilePlay
from game.rules.ruleset import DUPLICATE_PRESETS, RuleSet
from game.setup.seats import SeatConfig
from game.words import word

from .searches import Search, seed_from

#: the hint ladder's rungs: where a word fits, which word, both, the best play
HINT_RUNGS = MAX_LEVEL


def round_seconds(rules: RuleSet) -> int:
    """The round's clock for a rule set's turn clock: the next round length Duplicate
    offers (a minute, two or three), or none.

    >>> from game.rules.ruleset import preset
    >>> round_seconds(preset("Classic")), round_seconds(preset("House")), round_seconds(preset("Classic").replace(clock_seconds=90))
    (0, 60, 120)
    """
    seconds = rules.clock_seconds
    if seconds <= 0:
        return 0
    return next((length for length in ROUND_LENGTHS if length >= seconds), ROUND_LENGTHS[-1])


def new_game(seats: Sequence[SeatConfig], rules: RuleSet, lexicon: Any, lexicons: dict[str, Any],
             rng: random.Random, duplicate: DuplicateRules | None = None) -> DuplicateGame:
    """The game for ``seats`` (in seat order), its first rack drawn.

    Raises:
        RulesError: for handicaps the rules do not allow.
    """
    club = DUPLICATE_PRESETS.get(rules.name, False)
    toggles = duplicate or DuplicateRules(top=TopSource.ENGINE if club else TopSource.TABLE,
                                          round_seconds=round_seconds(rules))
    return DuplicateGame([seat.name for seat in seats], rules, toggles, lexicon, rng=rng,
                         handicaps=[seat.handicap for seat in seats], lexicons=lexicons)


def seat_rules(game: DuplicateGame, seat: int) -> RuleSet:
    """The rules with the seat's own word list named in them, as the engine plays by them
    (a computer on the kid-safe list plays kid-safe words: :func:`game.ui.play.computer.seat_rules`)."""
    listed = game.handicaps[seat].word_list_for(game.rules)
    return game.rules if listed == game.rules.word_list else game.rules.replace(word_list=listed)


def search_for(game: DuplicateGame, seat: int | None, kind: str = "") -> Search:
    """The engine question of this round for computer ``seat`` of level ``kind`` (its
    play) or, with ``seat`` None, for the rack's best play on the game's own list."""
    board = game.board.copy()
    rack = "".join(game.rack)
    seed = seed_from(game.rng)
    if seat is None:
        lexicon = game.lexicon
        rules = game.rules

        def best() -> Any:
            module = importlib.import_module("game.engine.best_play")
            return module.best_play(board, rack, lexicon, rules)

        return Search("top", "best_play", (worker.lexicon_ref(lexicon), board, rack, rules), best)
    lexicon = game.word_list_of(seat)
    rules = seat_rules(game, seat)
    bag = len(game.bag)

    def choose() -> Move:
        players = importlib.import_module("game.engine.players")
        move: Move = players.choose_move(board, rack, lexicon, rules, bag, random.Random(seed), kind)
        return move

    return Search(f"seat:{seat}", "choose_move",
                  (worker.lexicon_ref(lexicon), board, rack, rules, bag, seed, kind, None), choose)


def hint_search(game: DuplicateGame, seat: int, level: int) -> Search:
    """The engine question for the hint ladder's rung ``level`` (1-4) for ``seat``, by its
    own word list (a child's hints keep to everyday words, as in every preset)."""
    board = game.board.copy()
    rack = "".join(game.rack)
    lexicon = game.word_list_of(seat)
    rules = seat_rules(game, seat)

    def find() -> Any:
        hints = importlib.import_module("game.engine.hints")
        return hints.hint(board, rack, lexicon, level, rules)

    return Search(f"hint:{seat}", "hint", (worker.lexicon_ref(lexicon), board, rack, level, rules), find)


def plays_as_child(game: DuplicateGame, seat: int) -> bool:
    """Whether ``seat`` plays as a child: its words are judged by the kid-safe list (its
    own handicap's, or the game's), the classic game's test of a child's seat
    (:attr:`game.ui.play.flow.PlayFlow.kid_mode`)."""
    rules = game.rules
    return game.handicaps[seat].word_list_for(rules) == "kids" or rules.name.lower() == "kids"


def can_play_key(seat: int) -> str:
    """The queue's key of whether ``seat``'s own list has a play for the round's rack."""
    return f"can-play:{seat}"


def can_play_search(game: DuplicateGame, seat: int) -> Search:
    """The engine question whether any play of ``seat``'s own word list fits the round's
    rack on the board (a child is told when none does); it stops at the first play found."""
    board = game.board.copy()
    rack = "".join(game.rack)
    lexicon = game.word_list_of(seat)

    def search() -> bool:
        movegen = importlib.import_module("game.engine.movegen")
        return bool(movegen.has_legal_play(board, rack, lexicon))

    return Search(can_play_key(seat), "has_legal_play",
                  (worker.lexicon_ref(lexicon), board, rack, game.rules.plurals), search)


def hints_in_play(game: DuplicateGame, seat: int) -> bool:
    """Whether ``seat`` plays with hints at all: its own handicap's, else the game's rule."""
    own = game.handicaps[seat].hints
    return own != 0 if own is not None else game.rules.hints


def hints_left(game: DuplicateGame, seat: int) -> int | None:
    """Hinted rounds ``seat`` has left (None: as many as it likes)."""
    allowance = game.hint_allowance(seat)
    if allowance < 0:
        return None
    return max(0, allowance - game.hints_used[seat])


def engine_play(best: Any) -> TilePlay | None:
    """The engine's best play (a :class:`~game.engine.best_play.BestPlay`) as a play, or None."""
    tiles = getattr(best, "tiles", None)
    if not tiles:
        return None
    position = str(best.position)
    return TilePlay.of(*tiles, across=position[:1].isdigit())


def hand_in(game: DuplicateGame, seat: int, move: Any) -> None:
    """``seat``'s move for the round; anything the rules refuse (a computer's exchange,
    a play the seat's list refuses as it is checked) is handed in as a pass."""
    if not isinstance(move, (TilePlay, Pass)):
        move = Pass()
    try:
        game.submit(seat, move)
    except RulesError:
        game.submit(seat, Pass())


def submission_problem(game: DuplicateGame, seat: int, play: TilePlay) -> str | None:
    """Why the person at the TV cannot hand in ``play`` (tiles not in one line, a word a
    seat checked as played may not play), in words; None when it can be."""
    fact = game.submission_problem(seat, play)
    return word(fact) if fact is not None else None


def preview_line(game: DuplicateGame, seat: int, play: TilePlay) -> str:
    """The live line under the clock while tiles are placed: the play's score, or why it
    cannot be played as it stands."""
    preview = game.preview(seat, play)
    if not preview.legal:
        return word(preview.reason) if preview.reason is not None else ""
    return _("{points} points").format(points=preview.total)


def total(game: DuplicateGame, seat: int) -> int:
    return int(game.scores[seat])


def round_number(game: DuplicateGame) -> int:
    return int(game.round_number)


def bag_count(game: DuplicateGame) -> int:
    return len(game.bag)
