"""A seat's handicap in the players' language (docs/rules.md, "Handicaps").

One wording for every screen that shows a handicap: short marks for the
scoreboard, the hand-off card, the results and the replay (``Kids list``,
``3 hints left``, ``no clock``, ``+25 start``), and one line for the New game
page.  A mark is shown only where the seat differs from the game's own
rules, so a seat with no handicap has no marks and a game without handicaps
reads as it always did.  Nothing here needs pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import PurePath
from typing import Protocol

from game.i18n import _, join_list, ngettext, pgettext
from game.rules.game import Game
from game.rules.handicap import UNLIMITED, Handicap
from game.rules.ruleset import RuleSet

#: characters of a word-list file's name kept in a mark (the rest is "…")
FILE_MARK_CHARS = 10


def word_list_name(name: str) -> str:
    """A word list in a word or two: the kids list, the full list, or a file's name, shortened."""
    if name == "kids":
        # Translators: a small mark beside a player's name: this seat plays by the kid-safe word list
        return pgettext("seat mark", "Kids list")
    if name == "enable":
        # Translators: a small mark beside a player's name: this seat plays by the full word list
        return pgettext("seat mark", "Full list")
    stem = PurePath(name).stem or name
    return stem if len(stem) <= FILE_MARK_CHARS else stem[: FILE_MARK_CHARS - 1] + "…"


def list_mark(handicap: Handicap, rules: RuleSet) -> str | None:
    """The seat's own word list, when it is not the game's."""
    name = handicap.word_list
    if name is None or name == rules.word_list:
        return None
    return word_list_name(name)


def hints_mark(handicap: Handicap, rules: RuleSet, hints_left: int | None = None) -> str | None:
    """The seat's own hints, when it has its own allowance: hinted turns allowed
    (before the game) or left (``hints_left``, during it), unlimited, or none."""
    if handicap.hints is None:
        return None
    return hints_words(handicap.hint_allowance(rules), hints_left)


def hints_words(allowance: int, hints_left: int | None = None) -> str:
    """A seat's hints in words: ``3 hints`` allowed, ``2 hints left``, ``unlimited hints``, ``no hints``."""
    if allowance == UNLIMITED:
        # Translators: a short mark beside a player's name: may ask for a hint on every turn
        return pgettext("handicap mark", "unlimited hints")
    if allowance == 0:
        return pgettext("handicap mark", "no hints")
    if hints_left is not None:
        left = max(0, hints_left)
        # Translators: a short mark beside a player's name: hinted turns this player has left
        return ngettext("{n} hint left", "{n} hints left", left).format(n=left)
    # Translators: a short mark beside a player's name: hinted turns this player has in the game
    return ngettext("{count} hint", "{count} hints", allowance).format(count=allowance)


def clock_length(seconds: int) -> str:
    """A turn clock in a word or two: ``no clock``, ``30 s clock``, ``2 min clock``."""
    if seconds <= 0:
        # Translators: a small mark beside a player's name: this seat plays without a turn clock
        return pgettext("seat mark", "no clock")
    if seconds % 60:
        # Translators: a small mark beside a player's name: this seat's turn clock, in seconds
        return pgettext("seat mark", "{n} s clock").format(n=seconds)
    # Translators: a small mark beside a player's name: this seat's turn clock, in minutes
    return pgettext("seat mark", "{n} min clock").format(n=seconds // 60)


def clock_mark(handicap: Handicap, rules: RuleSet) -> str | None:
    """The seat's own turn clock, when it differs from the game's."""
    seconds = handicap.clock_seconds(rules)
    if handicap.clock is None or seconds == rules.clock_seconds:
        return None
    return clock_length(seconds)


def checked_mark(handicap: Handicap, rules: RuleSet) -> str | None:
    """Whether the seat's words are checked as played, when the game's are not."""
    if not handicap.checked_as_played or rules.checks_at_once:
        return None
    return _("words checked")


def head_start_mark(handicap: Handicap) -> str | None:
    """The seat's head start: ``+25 start``."""
    if not handicap.head_start:
        return None
    # Translators: a small mark beside a player's name: the points this seat started the game with
    return pgettext("seat mark", "+{n} start").format(n=handicap.head_start)


def handicap_marks(handicap: Handicap, rules: RuleSet, hints_left: int | None = None) -> list[str]:
    """The seat's handicap as short marks, in a fixed order (list, hints, clock,
    checked, head start); none for a seat that plays by the game's rules."""
    marks = (list_mark(handicap, rules), hints_mark(handicap, rules, hints_left), clock_mark(handicap, rules),
             checked_mark(handicap, rules), head_start_mark(handicap))
    return [mark for mark in marks if mark]


def seat_marks(game: Game, player: int) -> list[str]:
    """The scoreboard's marks for ``player`` (by playing order): their list, clock
    and head start where they differ from the game's.  Their hints left are the
    scoreboard's hints badge, so they are not among these."""
    handicap = game.handicap(player)
    rules = game.rules
    marks = (list_mark(handicap, rules), clock_mark(handicap, rules), head_start_mark(handicap))
    return [mark for mark in marks if mark]


def handoff_line(game: Game, player: int) -> str:
    """The hand-off screen's line on what ``player`` plays by ("" without a
    handicap): the scoreboard's marks and their hints left (the scoreboard's
    badge is out of sight there)."""
    if game.handicap(player).is_none:
        return ""
    marks = seat_marks(game, player)
    allowance = game.hint_allowance(player)
    if allowance:
        marks.append(hints_words(allowance, None if allowance == UNLIMITED else game.hints_left(player) or 0))
    if not marks:
        return ""
    # Translators: the hand-off screen's line on the handicap of the player about to play;
    # {marks} are the scoreboard's marks in a list, e.g. "Kids list, +25 start, 3 hints left"
    return _("Your handicap: {marks}").format(marks=join_list(marks))


def handicap_summary(handicap: Handicap, rules: RuleSet) -> str:
    """The seat's handicap on one line (the marks, listed as the language lists
    them), or ``no handicap``."""
    marks = handicap_marks(handicap, rules)
    # Translators: a seat plays by the game's rules, with no handicap of its own
    return join_list(marks) if marks else _("no handicap")


def known_player_label(name: str, child: bool) -> str:
    """A known player as the list beside a seat's name offers them: ``Leo (child)``,
    or the name alone (their usual handicap is :func:`usual_handicap_line`, under the list)."""
    # Translators: a known player in the New game list, marked as a child ("Leo (child)")
    return _("{name} (child)").format(name=name) if child else name


def usual_handicap_line(handicap: Handicap | None, rules: RuleSet) -> str:
    """What a known player's profile brings to a seat, under the list: ``Usual
    handicap: Kids list, 3 hints, +25 start``; "" when it keeps none of their own."""
    if handicap is None:
        return ""
    # Translators: under the known players on a seat's page: the handicap the chosen person's profile keeps
    return _("Usual handicap: {summary}").format(summary=handicap_summary(handicap, rules))


def played_with_handicaps_short() -> str:
    """The line the results show for a game some seat played with a handicap."""
    # Translators: under the results' headline: some players had a handicap, shown beside their names
    return _("Played with handicaps (marked beside the names).")


def with_handicaps_heading() -> str:
    """The heading of a player's figures over their handicap games (the statistics),
    kept apart from those of their games by the rules."""
    # Translators: heading of a player's figures in the games they played with a handicap
    return _("With handicaps")


def with_handicaps_mark() -> str:
    """The mark of a game, or a score, played with handicaps in a list (saved games,
    finished games, high scores)."""
    # Translators: a short mark in a list of games or high scores: some player had a handicap
    return pgettext("handicap mark", "with handicaps")


def head_start_sum(turns: int, head_start: int) -> str:
    """How a seat's score was made when it had a head start: the points of its turns
    and the head start, so the sum reads right on the results."""
    # Translators: a player's score made of the points of their turns and their head start
    return _("{turns} from turns + {points} head start").format(turns=turns, points=head_start)


class TextWidths(Protocol):
    """What measures a line of text (a pygame font)."""

    def size(self, text: str, /) -> tuple[int, int]: ...


def led_mark_rows(lead: Callable[[str], str], marks: Sequence[str], font: TextWidths, room: int) -> list[str]:
    """``lead(join_list(marks))`` (a row's words around its list of marks, "Handicap: {summary}")
    over as few rows of ``room`` pixels in ``font`` as it takes: the first row holds as many
    marks as fit after its words, at least one, and the others are listed under it
    (:func:`mark_rows`), broken only between marks.  A New game seat's handicap row with big
    text: "Handicap (child): Kids list, 10 hints" over "no clock, +25 start"; none without marks."""
    if not marks:
        return []
    first = len(marks)
    while first > 1 and font.size(lead(join_list(marks[:first])))[0] > room:
        first -= 1
    return [lead(join_list(marks[:first])), *mark_rows(marks[first:], font, room)]


def mark_rows(marks: Sequence[str], font: TextWidths, room: int) -> list[str]:
    """The marks listed over as few rows of ``room`` pixels in ``font`` as they fit,
    breaking only between marks ("+25 start" is never cut in two); a mark too wide
    alone has a row of its own."""
    rows: list[str] = []
    row: list[str] = []
    for mark in marks:
        if row and font.size(join_list([*row, mark]))[0] > room:
            rows.append(join_list(row))
            row = []
        row.append(mark)
    if row:
        rows.append(join_list(row))
    return rows
