"""How a finished game ended and who won, in the players' language.

The rules keep a result as facts (:class:`game.rules.state.GameResult`: how the
game ended, who went out, the scores before and after the end-of-game
adjustments and the tiles each adjustment counts); this words them when they
are shown, so a game finished in one language reads in another, and a saved
game in whatever language the players have now.  Nothing here needs pygame.
"""

from __future__ import annotations

from game.i18n import _
from game.rules.game import Game
from game.rules.ruleset import Leftovers
from game.rules.state import GameResult


def end_reason(game: Game, result: GameResult) -> str:
    """Why the game ended: "Ana went out", "every player passed in turn"…"""
    if result.ended_by == "out" and result.went_out is not None:
        if game.teams:
            # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), who used all their tiles
            return _("{team} went out").format(team=game.players[result.went_out].name)
        return _("{name} went out").format(name=game.players[result.went_out].name)
    reasons = {
        "passes": _("every player passed in turn"),
        "scoreless": _("six turns in a row scored nothing"),
        "stopped": _("the game was ended early"),
    }
    return reasons.get(result.ended_by, reasons["stopped"])


def outcome(game: Game, result: GameResult) -> str:
    """Who won, by how much, or who shares the win."""
    final = result.final_scores
    names = [game.players[i].name for i in result.winners]
    best = max(final)
    if len(names) > 1:
        # Translators: joins the names of players who share a win: "Ana and Ben"
        return _("{names} share the win with {points} points").format(names=_(" and ").join(names), points=best)
    winner = result.winners[0]
    before = result.scores_before_adjustments[winner]
    margin = best - max((s for i, s in enumerate(final) if i != winner), default=0)
    if game.teams:
        # a team of two ("Ana & Cleo") is two people: they win, as they are playing on their phones
        if result.tie_broken_by_earlier_score:
            # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), who won
            return _("{team} win the tie at {points}: {before} points before the leftover tiles were counted").format(
                team=names[0], points=best, before=before)
        # Translators: {team} is a team of two, both partners' names ("Ana & Cleo"), who won
        return _("{team} win with {points} points, {margin} ahead").format(team=names[0], points=best, margin=margin)
    if result.tie_broken_by_earlier_score:
        return _("{name} wins the tie at {points}: {before} points before the leftover tiles were counted").format(
            name=names[0], points=best, before=before)
    return _("{name} wins with {points} points, {margin} ahead").format(name=names[0], points=best, margin=margin)


def win_headline(game: Game, result: GameResult) -> str:
    """The results' headline: "Ana wins!", "Ana & Cleo win!" for a team of two, or the
    players who share the win."""
    names = [game.players[i].name for i in result.winners]
    if len(names) > 1:
        # Translators: joins the names of players who share a win ("Ana and Ben")
        together = _(" and ").join(names)
        return _("{names} share the win!").format(names=together)
    if game.teams:
        # Translators: the results' headline when a team of two won, {team} both partners' names ("Ana & Cleo")
        return _("{team} win!").format(team=names[0])
    return _("{name} wins!").format(name=names[0])


def result_explanation(game: Game, result: GameResult) -> str:
    """The sentence under the results' headline: how the game ended, then who won."""
    # Translators: how the game ended, then who won: "Ana went out. Ben wins with 320 points, 12 ahead."
    text = _("{reason}. {outcome}.").format(reason=end_reason(game, result), outcome=outcome(game, result))
    return text[:1].upper() + text[1:]


def adjustment_reason(game: Game, delta: int, tiles: str, gained: bool | None = None) -> str:
    """What one end-of-game adjustment counts: a player's own tiles left (taken
    off), or the other racks' tiles the player who went out gains (once, or
    twice under the tournament rule).  ``gained``: whether it is the player who
    went out, for an adjustment of 0 (blanks left), which the sign cannot tell."""
    if not (delta > 0 if gained is None else gained):
        return _("tiles left: {tiles}").format(tiles=tiles)
    if game.rules.leftovers is Leftovers.TOURNAMENT:
        return _("twice the tiles left on the other racks")
    return _("the tiles left on the other racks")


def adjustment_points(delta: int) -> str:
    """An end-of-game adjustment's points as the results show them beside its reason:
    "+11" gained, "-11" taken off, and "0" when nothing was gained or lost (a blank
    left on a rack is worth nothing), never "+0", which reads as points gained.

    >>> [adjustment_points(delta) for delta in (11, -11, 0)]
    ['+11', '-11', '0']
    """
    return f"{delta:+d}" if delta else "0"
