"""How a Duplicate game ended and who won, in the players' language
(docs/rules.md, "Duplicate"); the round's clock as the Rules page and the
table name it; and the text of its record.

The rules keep the end as a fact (:class:`game.rules.duplicate.DuplicateResult`:
how it ended, the totals, the winners); this words it where it is shown.
Nothing here needs pygame.
"""

from __future__ import annotations

from game.i18n import _, ngettext
from game.rules.duplicate import DuplicateGame
from game.rules.duplicate.record import duplicate_to_gcg


def end_reason(game: DuplicateGame) -> str:
    """Why the game ended: every tile played, no rack the rule allows, no play found…"""
    result = game.result
    ended_by = result.ended_by if result is not None else "stopped"
    reasons = {
        # Translators: why a Duplicate game ended
        "tiles_out": _("Every tile is on the board."),
        "rack_rule": _("The tiles left cannot make a rack with a vowel and a consonant."),
        "no_play": _("No play could be made with the last rack."),
        "stopped": _("The game was ended early."),
    }
    return reasons.get(ended_by, reasons["stopped"])


def winners_line(game: DuplicateGame) -> str:
    """Who won, with how many points, or who shares the win."""
    result = game.result
    scores = list(result.final_scores) if result is not None else list(game.scores)
    best = max(scores)
    winners = list(result.winners) if result is not None else [i for i, s in enumerate(scores) if s == best]
    names = [game.names[i] for i in winners]
    if len(names) > 1:
        return _("{names} share the win with {points} points").format(names=_(" and ").join(names), points=best)
    if game.seats == 1:
        # Translators: a Duplicate game played alone: the player's total
        return _("{name} scores {points} points").format(name=names[0], points=best)
    margin = best - max((s for i, s in enumerate(scores) if i != winners[0]), default=0)
    return _("{name} wins with {points} points, {margin} ahead").format(name=names[0], points=best, margin=margin)


def round_clock_title() -> str:
    """What Duplicate's clock is called, on the Rules page and at the table: it counts
    down the whole round, for everyone at once, not one player's turn."""
    # Translators: Duplicate: the clock counts down the whole round, for everyone at once
    return _("Round clock")


def round_length_text(seconds: int) -> str:
    """The round clock's choice of ``seconds`` ("1 minute a round"; "Off" for none); a
    length that is not whole minutes (an old setting) is said in seconds."""
    if seconds <= 0:
        return _("Off")
    if seconds % 60:
        # Translators: Duplicate's round clock, in seconds
        return _("{seconds} s a round").format(seconds=seconds)
    minutes = seconds // 60
    # Translators: Duplicate's round clock: every round lasts this long
    return ngettext("{minutes} minute a round", "{minutes} minutes a round", minutes).format(minutes=minutes)


def record_text(game: DuplicateGame) -> str:
    """The game's GCG record (its board's moves and each seat's plays and scores), as
    ``python main.py score`` reads it back."""
    names = " vs ".join(game.names)
    return duplicate_to_gcg(game, f"Tile Party Duplicate: {names}")
