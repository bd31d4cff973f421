"""A Duplicate round in words: each seat's play as the reveal shows it, the
round's rows lowest to highest, the top play, who the table still waits for,
and how the game ended (docs/rules.md, "Duplicate").

The rules keep a round as facts (:class:`game.rules.duplicate.RoundRecord`);
this words it for the phones (``game/phone``), and the window's reveal words
a play with the same sentences, so the TV and a phone say it alike.  Nothing
here needs pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _, join_parts
from game.rules.duplicate import DuplicateGame, PlayKind, RoundRecord, SeatPlay, TopPlay

from . import word


@dataclass(frozen=True)
class RoundRow:
    """One play of a closed round as it is shown: whose, what it was, what it scored."""

    seat: int  # -1: the engine's top play, which no seat found
    name: str
    play: str  # "CAT at 8D", "passed", "no play in time"
    points: int
    why: str = ""  # why an invalid play scores 0
    top: bool = False  # this play is the one the board got
    passed: bool = False  # the seat passed, or submitted nothing in time
    notation: str = ""  # the play as the move log writes it, "8D CAT" ("" for a pass)


def main_word_at(notation: str, words: tuple[str, ...]) -> str:
    """A play's main word and the square it starts on: "CAT at 8D"."""
    square = notation.split(" ", 1)[0]
    main = words[0] if words else notation
    # Translators: Duplicate's reveal: a play's main word and the square it starts on, "CAT at 8D"
    return _("{word} at {square}").format(word=main, square=square)


def play_words(seat_play: SeatPlay) -> str:
    """What a seat did in a round, in words: its main word and square, or that it passed."""
    if seat_play.kind is PlayKind.PASS:
        # Translators: Duplicate's reveal: this seat passed this round
        return _("passed")
    if seat_play.kind is PlayKind.NONE:
        # Translators: Duplicate's reveal: the round's clock ran out before this seat played
        return _("no play in time")
    return main_word_at(seat_play.notation, seat_play.words)


def round_rows(record: RoundRecord, names: list[str]) -> list[RoundRow]:
    """A closed round's plays, lowest score first; at equal scores a pass before a play
    and the later submission before the earlier (the one the top went to comes last).
    The engine's top play, when no seat found it, is the last row."""
    order = {p.seat: k for k, p in enumerate(record.plays)}
    found = record.found_top()
    first_finder = found[0] if found else None
    rows = []
    for seat_play in record.plays:
        why = word(seat_play.problem) if seat_play.kind is PlayKind.INVALID and seat_play.problem else ""
        passed = seat_play.kind in (PlayKind.PASS, PlayKind.NONE)
        notation = seat_play.notation if seat_play.play is not None else ""
        rows.append(RoundRow(seat_play.seat, names[seat_play.seat], play_words(seat_play), seat_play.points, why,
                             top=seat_play.seat == first_finder, passed=passed, notation=notation))
    rows.sort(key=lambda r: (r.points, not r.passed, -order[r.seat]))
    top = record.top
    if top is not None and first_finder is None:
        # Translators: Duplicate's reveal: the top play found by the computer when nobody at the table found it
        rows.append(RoundRow(-1, _("Top play"), main_word_at(top.notation, top.words), top.points, top=True,
                             notation=top.notation))
    return rows


def top_line(top: TopPlay, names: list[str]) -> str:
    """The round's top play in one line: "Top play: Ben, EXACT at 8D (30)"."""
    play = main_word_at(top.notation, top.words)
    if top.seat is None:
        # Translators: Duplicate: the top play the board got, found by the computer
        return _("Top play: {play} ({points})").format(play=play, points=top.points)
    # Translators: Duplicate: the top play the board got and the player who found it first
    return _("Top play: {name}, {play} ({points})").format(name=names[top.seat], play=play, points=top.points)


def waiting_line(done: int, seats: int) -> str:
    """What a phone says once its play is in: how many of the table have submitted."""
    # Translators: a Duplicate phone after its play is submitted; {done} of {seats} players have submitted
    return _("Submitted: waiting for the others ({done} of {seats})").format(done=done, seats=seats)


def game_over_line(game: DuplicateGame) -> str:
    """How the game ended and who won ("" while it goes on)."""
    result = game.result
    if result is None:
        return ""
    reasons = {
        # Translators: why a Duplicate game ended
        "tiles_out": _("Every tile is on the board."),
        "rack_rule": _("The tiles left cannot make a rack with a vowel and a consonant."),
        "no_play": _("No play could be made with the last rack."),
        "stopped": _("The game was ended early."),
    }
    reason = reasons.get(result.ended_by, reasons["stopped"])
    best = max(result.final_scores)
    names = [game.names[i] for i in result.winners]
    if len(names) > 1:
        who = _("{names} share the win with {points} points").format(names=_(" and ").join(names), points=best)
    elif game.seats == 1:
        # Translators: a Duplicate game played alone: the player's total
        who = _("{name} scores {points} points").format(name=names[0], points=best)
    else:
        margin = best - max(s for i, s in enumerate(result.final_scores) if i != result.winners[0])
        who = _("{name} wins with {points} points, {margin} ahead").format(name=names[0], points=best, margin=margin)
    return join_parts([reason, who])


def own_play_line(seat_play: SeatPlay) -> str:
    """What a seat's own phone says of the play it submitted, before the round closes
    (its points as the board would score them: whether its words stand is told at the reveal)."""
    if seat_play.kind is PlayKind.PASS:
        # Translators: a Duplicate phone after its player passed this round
        return _("You passed this round.")
    # Translators: a Duplicate phone after its play is in, before the round closes: "EXACT at 8D, 30 points"
    return _("Your play: {play}, {points} points").format(play=play_words(seat_play), points=seat_play.scored)
