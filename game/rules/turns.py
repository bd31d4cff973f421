"""How many turns each player took (docs/rules.md "Counting turns").

One definition serves the results screen, the game record read back and the
statistics, so the three always give the same counts:

- a play counts, even one a challenge later takes back (the player used
  their turn on it); so do an exchange, a pass, a turn lost to the clock and
  a turn lost to a failed double challenge;
- a challenge, failed or not, is no turn of the challenger's, and a blank
  swap is part of a turn, not one of its own;
- accepting a last play that went out (a pass in the final challenge) and
  ending the game from the menu are not turns: the record does not write them;
- where a withdrawn play lets its player play again (Upwords), the play taken
  back and the move made instead are one turn, counted once.

Both a game's history and a record's events are reduced to :class:`TurnStep`
values and counted by :func:`count_turns`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import Enum

from .state import TurnKind, TurnRecord


class TurnStep(str, Enum):
    """What one entry of a game's history (or one event of its record) is, for counting."""

    TURN = "turn"  # a play, an exchange, a pass, a lost turn
    WITHDRAWAL = "withdrawal"  # the player's last play taken back after a challenge
    OTHER = "other"  # a challenge's outcome, a blank swap, an end-of-game line


def count_turns(steps: Iterable[tuple[int, TurnStep]], players: int, *,
                replays_after_withdrawal: bool) -> tuple[int, ...]:
    """The turns each of ``players`` took, from ``(player, step)`` pairs in game order.

    With ``replays_after_withdrawal`` a withdrawn play's player moves again in
    the same turn, so their next move is not counted a second time.
    """
    turns = [0] * players
    replaying: set[int] = set()  # players whose next move finishes a turn already counted
    for player, step in steps:
        if not 0 <= player < players:
            continue
        if step is TurnStep.WITHDRAWAL:
            if replays_after_withdrawal:
                replaying.add(player)
        elif step is TurnStep.TURN:
            if player in replaying:
                replaying.discard(player)
            else:
                turns[player] += 1
    return tuple(turns)


def history_step(record: TurnRecord) -> TurnStep:
    """What one entry of ``Game.history`` counts as."""
    if record.kind is TurnKind.WITHDRAWN:
        return TurnStep.WITHDRAWAL
    if record.kind in (TurnKind.PLAY, TurnKind.EXCHANGE, TurnKind.TIMEOUT, TurnKind.LOST_TURN):
        return TurnStep.TURN
    if record.kind is TurnKind.PASS:
        # the menu's "end the game" (no move) and accepting a final play (no notation)
        return TurnStep.TURN if record.move is not None and record.notation else TurnStep.OTHER
    return TurnStep.OTHER


def turns_of_history(history: Sequence[TurnRecord], players: int, *,
                     replays_after_withdrawal: bool) -> tuple[int, ...]:
    """The turns each player took in a game's history (players in playing order)."""
    return count_turns(((r.player, history_step(r)) for r in history), players,
                       replays_after_withdrawal=replays_after_withdrawal)


def turn_totals(history: Sequence[TurnRecord], players: int, *,
                replays_after_withdrawal: bool) -> tuple[tuple[int, ...], ...]:
    """Each player's score after each of their turns, from 0, as the game stood.

    A play a challenge took back scored nothing: its turn ends at the score the
    withdrawal left, not the points it showed for a moment.  Where the player
    moves again in the same turn (Upwords), that move's total ends the turn.
    There are exactly as many points after the 0 as :func:`turns_of_history` counts.
    """
    series: list[list[int]] = [[0] for _ in range(players)]
    replaying: set[int] = set()
    for record in history:
        player = record.player
        if not 0 <= player < players:
            continue
        step = history_step(record)
        if step is TurnStep.WITHDRAWAL:
            # a play can be challenged only before the next move: it is the player's last turn
            if len(series[player]) > 1:
                series[player][-1] = record.total_after
            if replays_after_withdrawal:
                replaying.add(player)
        elif step is TurnStep.TURN:
            if player in replaying:
                replaying.discard(player)
                series[player][-1] = record.total_after
            else:
                series[player].append(record.total_after)
    return tuple(tuple(s) for s in series)


def standing_plays(history: Sequence[TurnRecord]) -> list[int]:
    """History indices of the plays that stood: a play a challenge took back
    counts as a turn, but not for best words, best moves or bingos."""
    plays: list[int] = []
    for index, record in enumerate(history):
        if record.kind is TurnKind.PLAY:
            plays.append(index)
        elif record.kind is TurnKind.WITHDRAWN:
            mine = [i for i in plays if history[i].player == record.player]
            if mine:
                plays.remove(mine[-1])
    return plays
