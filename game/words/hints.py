"""A hint in the player's language, worded once for the window and the phones.

The engine finds hints in a process of its own, which does not know the
language the players chose, so a hint comes back as facts (:class:`HintFacts`:
the rung, the square, the word, the play's position and points, and on the top
rung the Expert's reason and the tiles its play keeps) and is worded
here, through the catalogue: the TV's preview box and a phone's hint read the
same sentences (a Duplicate phone's hint is worded here by its referee,
:mod:`game.phone.duplicate_hints`).  Nothing here needs pygame.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from game.engine.hint_rung import ExpertReason
from game.i18n import _, ngettext
from game.rules.board import square_name


class HintFacts(Protocol):
    """What :class:`game.engine.hints.Hint` and the Upwords ``StackHint`` both say."""

    @property
    def level(self) -> int: ...
    @property
    def square(self) -> tuple[int, int] | None: ...
    @property
    def word(self) -> str | None: ...
    @property
    def position(self) -> str | None: ...
    @property
    def points(self) -> int | None: ...
    @property
    def for_children(self) -> bool: ...
    @property
    def no_everyday_word(self) -> bool: ...
    @property
    def reason(self) -> ExpertReason | None: ...
    @property
    def leave(self) -> str: ...


def top_rung_text(duplicate: bool = False) -> str:
    """Why the Hint button gives nothing more: the top rung, the best play itself, was
    shown; in Duplicate the hint is the round's (everyone plays the same rack at once)."""
    if duplicate:
        return _("that was the best play: the whole hint for this round")
    return _("that was the best play: the whole hint for this turn")


def no_play_text(duplicate: bool = False) -> str:
    """What a child is told when no word fits their tiles (kid mode), on the TV or on
    the child's phone when they play on one; ``duplicate``: a round of Duplicate, told
    as the round opens, in the words of that round's hint where no word fits (there
    are no swaps in Duplicate)."""
    if duplicate:
        # Translators: a hint in Duplicate (everyone plays the same rack; there are no swaps)
        return _("No word fits your tiles this round: press Pass.")
    return _("No word fits your tiles this time. Try Swap to change some, or Pass.")


def hint_text(hint: HintFacts | None, duplicate: bool = False) -> str:
    """The sentence the preview box (or a phone) shows for ``hint`` (None: no tile play is
    legal); ``duplicate``: the round's hint in Duplicate, where no tiles can be swapped."""
    if hint is None:
        if duplicate:
            return no_play_text(duplicate=True)
        return _("No word fits your tiles: try Swap or Pass.")
    if hint.no_everyday_word:
        if duplicate:
            # Translators: a child's hint in Duplicate: plays exist, but none of words a child knows
            return _("No everyday word fits your tiles this round: press Pass.")
        return _("No everyday word fits your tiles: try Swap or Pass.")
    if hint.level == 1 and hint.square is not None:
        return _("A word fits at {square}").format(square=square_name(*hint.square))
    if hint.level == 2 and hint.word is not None:
        return _("You can make {word}").format(word=hint.word)
    if hint.word is None or hint.position is None or hint.points is None:
        raise ValueError(f"a level {hint.level} hint without its play: {hint!r}")
    facts = {"word": hint.word, "position": hint.position, "points": hint.points}
    if hint.level == 4:
        if hint.reason is not None:
            # Translators: the top hint when the Expert computer level would play something
            # else than the top score; the reason follows on the next line
            return _("Expert's play: {word} at {position} for {points}").format(**facts)
        if hint.for_children:
            return _("Best everyday play: {word} at {position} for {points}").format(**facts)
        return _("Best play: {word} at {position} for {points}").format(**facts)
    return _("Play {word} at {position} for {points}").format(**facts)


def kept_tiles_text(leave: str) -> str:
    """Why the Expert's hint keeps ``leave`` ("?" a blank): its letters, and its blanks in words."""
    letters = leave.replace("?", "")
    blanks = len(leave) - len(letters)
    if not blanks:
        # Translators: why the Expert's hint scores less than the top score: the tiles it
        # keeps on the rack ({tiles}, e.g. "ERS") are worth more
        return _("Keeps a better rack: {tiles}").format(tiles=letters)
    if not letters:
        return ngettext("Keeps a better rack: a blank", "Keeps a better rack: {count} blanks",
                        blanks).format(count=blanks)
    # Translators: as "Keeps a better rack: {tiles}", when the tiles kept include blanks
    return ngettext("Keeps a better rack: {tiles} and a blank", "Keeps a better rack: {tiles} and {count} blanks",
                    blanks).format(tiles=letters, count=blanks)


def reason_text(hint: HintFacts | None) -> str | None:
    """Why the Expert's play on the top rung beats the top score, in one line; None for a
    hint that is not the Expert's."""
    if hint is None or hint.reason is None:
        return None
    if hint.reason is ExpertReason.KEEPS_BETTER_RACK:
        return kept_tiles_text(hint.leave)
    if hint.reason is ExpertReason.MORE_NEXT_TURN:
        return _("Scores less now, more next turn")
    # Translators: the opponent's best reply scores less after the Expert's hint than after the top score
    return _("Leaves fewer chances to the opponent")


@dataclass(frozen=True)
class HintWording:
    """A hint as the preview box shows it: called, its sentence in the language of the
    moment; :attr:`word`, the word it names (the meaning card words it)."""

    hint: HintFacts | None

    def __call__(self) -> str:
        return hint_text(self.hint)

    @property
    def reason(self) -> str | None:
        """Why the Expert's play on the top rung beats the top score, in one line (None: not the Expert's)."""
        return reason_text(self.hint)

    @property
    def word(self) -> str | None:
        """The word the hint names (the rungs past the first), upper case; None for none."""
        hint = self.hint
        if hint is None or hint.no_everyday_word or hint.level < 2 or not hint.word:
            return None
        return hint.word.upper()
