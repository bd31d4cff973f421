"""The hint ladder's top rung by the Expert player, and why it plays what it plays.

Today's top rung names the play that scores most.  A strong player often
plays something else: fewer points now for better tiles to keep, or a play
that leaves the opponent less.  In a classic game that is not a child's
(:func:`game.engine.hints.is_kids_game`: the Kids rules, or a seat on the
kid-safe list), the top rung asks the Expert player (:class:`ExpertPlayer`,
its look-ahead cut to :data:`HINT_BUDGET`), and when its choice is another
tile play than the top score's, names that play and one reason, a fact of
the engine's own evaluation (:class:`~game.engine.hint_rung.ExpertReason`):

- ``KEEPS_BETTER_RACK``: its equity (the score plus the fitted value of the
  tiles kept, :func:`~game.engine.leaves.expert_leave_value`) beats the top
  score's; the rung names the tiles kept;
- otherwise the look-ahead chose it.  Both plays are played out on the same
  draws of the unseen tiles for up to :data:`REASON_BUDGET` seconds (the
  opponent's best reply, then our best next play, as the look-ahead does):
  ``FEWER_CHANCES`` when the opponent's replies score less after it,
  ``MORE_NEXT_TURN`` when our next play scores more, whichever gains more.

When neither is borne out by those rounds (a few rounds may disagree with the
Expert's own), or the Expert would swap or pass, the rung is today's: the top
score, so a hint never gives a reason it cannot stand by.  The whole rung
takes about a second (:data:`HINT_BUDGET` plus :data:`REASON_BUDGET`) in the
engine process, and stops early when the engine is asked to
(:mod:`game.engine.interrupt`).
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable

from game.lexicon import Lexicon
from game.rules.board import Board
from game.rules.move import TilePlay
from game.rules.ruleset import RuleSet
from game.rules.tiles import BLANK, RACK_SIZE, full_set
from game.rules.variant import variant_rules

from . import interrupt
from .hint_rung import ExpertReason
from .hints import MAX_LEVEL, Hint, hint, is_kids_game
from .leaves import expert_leave_value
from .movegen import GeneratedPlay, generate_plays

#: seconds the Expert's look-ahead may take for a hint (its turns take the level's budget)
HINT_BUDGET = 0.7
#: seconds, and rounds at most, the two plays are played out to find the reason
REASON_BUDGET = 0.3
REASON_ROUNDS = 16
Clock = Callable[[], float]


def kept(rack: str, play: GeneratedPlay) -> str:
    """The tiles ``play`` leaves on ``rack`` (``?`` for a blank), sorted."""
    left = Counter(rack)
    left.subtract(play.tiles)
    return "".join(sorted(left.elements()))


def unseen(board: Board, rack: str) -> list[str]:
    """The tiles the player cannot see: the full set less the board and the rack, sorted."""
    left = Counter(full_set())
    left.subtract(BLANK if ch.islower() else ch for _r, _c, ch in board.tiles())
    left.subtract(rack)
    return sorted(left.elements())


def placed(board: Board, play: GeneratedPlay) -> Board:
    """A copy of ``board`` with ``play`` on it."""
    out = board.copy()
    for p in play.play.placements:
        out.set(p.row, p.col, p.letter)
    return out


def best_score(board: Board, rack: str, lexicon: Lexicon, bonus: int) -> tuple[int, GeneratedPlay | None]:
    """What ``rack``'s top-scoring play scores on ``board``, and the play (0, None: none)."""
    plays = generate_plays(board, rack, lexicon, bonus) if rack else []
    return (plays[0].score, plays[0]) if plays else (0, None)


def look_ahead_reason(
    board: Board, rack: str, top: GeneratedPlay, chosen: GeneratedPlay, lexicon: Lexicon, rules: RuleSet,
    bag_count: int, seed: int, *, rounds: int = REASON_ROUNDS, budget: float = REASON_BUDGET,
    clock: Clock = time.monotonic,
) -> ExpertReason | None:
    """Why the look-ahead prefers ``chosen`` to ``top``, over the same draws for both:
    the opponent scores less after it, or we score more next turn (whichever gains
    more); None when neither holds over the rounds played (or none could be played)."""
    deadline = clock() + budget
    hidden = unseen(board, rack)
    draw = random.Random(seed)
    bonus = rules.bingo_bonus
    opponent_gain = 0.0  # the top score's replies less the chosen play's
    next_gain = 0.0  # our next play after the chosen play less after the top score
    played = 0
    while played < rounds and clock() < deadline and not interrupt.requested():
        tiles = hidden[:]
        draw.shuffle(tiles)
        size = min(RACK_SIZE, max(0, len(tiles) - bag_count))  # the bag is what the opponent cannot hold
        opponent, bag = "".join(tiles[:size]), tiles[size:]
        outcome: list[tuple[int, int]] = []
        for play in (top, chosen):
            after = placed(board, play)
            leave = kept(rack, play)
            mine = leave + "".join(bag[:RACK_SIZE - len(leave)])
            reply_score, reply = best_score(after, opponent, lexicon, bonus)
            if reply is not None:
                after = placed(after, reply)
            outcome.append((reply_score, best_score(after, mine, lexicon, bonus)[0]))
        opponent_gain += outcome[0][0] - outcome[1][0]
        next_gain += outcome[1][1] - outcome[0][1]
        played += 1
    if not played or max(opponent_gain, next_gain) <= 0:
        return None
    return ExpertReason.FEWER_CHANCES if opponent_gain >= next_gain else ExpertReason.MORE_NEXT_TURN


def expert_hint(
    board: Board, rack: str, lexicon: Lexicon, rules: RuleSet, bag_count: int, seed: int, *,
    budget: float = HINT_BUDGET, iterations: int | None = None, reason_budget: float = REASON_BUDGET,
) -> Hint | None:
    """The hint ladder's top rung: the Expert's play and why, when it differs from the
    top score's (see the module); else today's rung (:func:`game.engine.hints.hint`).

    ``seed``: the draws of the look-ahead and of the reason's play-outs;
    ``iterations``: a fixed number of look-ahead rounds instead of the ``budget`` (tests).
    """
    from .expert import ExpertPlayer

    plain = hint(board, rack, lexicon, MAX_LEVEL, rules)
    if plain is None or plain.play is None or is_kids_game(rules) or variant_rules(rules).stacks:
        return plain
    top = plain.play
    player = ExpertPlayer(budget=budget, iterations=iterations)
    move = player.choose_move(board, rack, lexicon, rules, bag_count, random.Random(seed))
    if not isinstance(move, TilePlay) or move == top.play:
        return plain
    chosen = next((p for p in generate_plays(board, rack, lexicon, rules.bingo_bonus) if p.play == move), None)
    if chosen is None:
        return plain
    top_leave, chosen_leave = kept(rack, top), kept(rack, chosen)
    reason: ExpertReason | None
    if bag_count and chosen.score + expert_leave_value(chosen_leave) > top.score + expert_leave_value(top_leave):
        reason = ExpertReason.KEEPS_BETTER_RACK
    else:
        reason = look_ahead_reason(board, rack, top, chosen, lexicon, rules, bag_count, seed, budget=reason_budget)
    if reason is None:
        return plain
    return Hint(MAX_LEVEL, None, chosen.full_word(board).upper(), chosen, reason=reason, leave=chosen_leave)
