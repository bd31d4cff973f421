"""The small marks that show a seat's handicap at the table (docs/rules.md, "Handicaps").

The scoreboard and the hand-off screen show what a seat plays by where it
differs from the game's rules, so everyone at the table can see why the child's
word was refused or why the parent's clock runs: the seat's word list, its clock
length, its head start, and (on the hand-off screen, where the scoreboard's
hints badge is out of sight) its hints left.  A seat without a handicap has no
marks, so a game without handicaps looks as it always did.

Pure words over the game; the views draw them.
"""

from __future__ import annotations

from pathlib import PurePath

from game.i18n import _, join_list, ngettext, pgettext
from game.rules.game import Game
from game.rules.handicap import UNLIMITED

#: characters of a word-list file's name kept in its mark (the rest is "…")
LIST_NAME_CHARS = 10


def list_mark(name: str) -> str:
    """A seat's word list in a word or two: the kids list, the full list, or a file's name, shortened."""
    if name == "kids":
        # Translators: a small mark on the scoreboard: this seat plays by the kid-safe word list
        return pgettext("seat mark", "Kids list")
    if name == "enable":
        # Translators: a small mark on the scoreboard: this seat plays by the full word list
        return pgettext("seat mark", "Full list")
    stem = PurePath(name).stem or name
    return stem if len(stem) <= LIST_NAME_CHARS else stem[: LIST_NAME_CHARS - 1] + "…"


def clock_mark(seconds: int) -> str:
    """A seat's turn clock in a word or two: "no clock", "30 s clock", "2 min clock"."""
    if seconds <= 0:
        # Translators: a small mark on the scoreboard: this seat plays without a turn clock
        return pgettext("seat mark", "no clock")
    if seconds % 60:
        # Translators: a small mark on the scoreboard: this seat's turn clock, in seconds
        return pgettext("seat mark", "{n} s clock").format(n=seconds)
    # Translators: a small mark on the scoreboard: this seat's turn clock, in minutes
    return pgettext("seat mark", "{n} min clock").format(n=seconds // 60)


def head_start_mark(points: int) -> str:
    # Translators: a small mark on the scoreboard: the points this seat started the game with
    return pgettext("seat mark", "+{n} start").format(n=points)


def seat_marks(game: Game, player: int) -> list[str]:
    """The scoreboard's marks for ``player`` (by playing order): where their seat's
    word list or clock differs from the game's, and their head start.  Their hints
    left are the scoreboard's hints badge; none for a seat without a handicap."""
    handicap = game.handicap(player)
    if handicap.is_none:
        return []
    rules = game.rules
    marks: list[str] = []
    listed = handicap.word_list_for(rules)
    if listed != rules.word_list:
        marks.append(list_mark(listed))
    seconds = game.clock_seconds(player)
    if seconds != rules.clock_seconds:
        marks.append(clock_mark(seconds))
    if handicap.head_start:
        marks.append(head_start_mark(handicap.head_start))
    return marks


def hints_mark(game: Game, player: int) -> str:
    """``player``'s hints left in words ("" when they have none at all)."""
    allowance = game.hint_allowance(player)
    if not allowance:
        return ""
    if allowance == UNLIMITED:
        return _("unlimited hints")
    left = game.hints_left(player) or 0
    # Translators: on the hand-off screen, among the marks of the seat's handicap
    return ngettext("{n} hint left", "{n} hints left", left).format(n=left)


def handoff_line(game: Game, player: int) -> str:
    """The hand-off screen's line on what ``player`` plays by ("" without a handicap):
    their marks and their hints left."""
    if game.handicap(player).is_none:
        return ""
    marks = seat_marks(game, player)
    hints = hints_mark(game, player)
    if hints:
        marks.append(hints)
    if not marks:
        return ""
    # Translators: the hand-off screen's line on the handicap of the player about to play;
    # {marks} are the scoreboard's marks in a list, e.g. "Kids list, +25 start, 3 hints left"
    return _("Your handicap: {marks}").format(marks=join_list(marks))
