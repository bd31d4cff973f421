"""Hints on the phones in Duplicate: each phone seat's own hint ladder for the round
(docs/rules.md, "Undo and hints" and "Duplicate"), worded as the TV words the hint
of a seat at the TV (:mod:`game.words.hints`).

A seat plays with hints as its handicap says (its own allowance, else the game's),
as it would at the TV.  The first press in a round spends one of its hints (the
rules count it, :meth:`~game.rules.duplicate.DuplicateGame.use_hint`, and the saved
game keeps the count); further presses in the same round climb the ladder (where
a word fits, which word, where it goes, the best play) for nothing more.  The hint
is for the round's shared rack and board, found by the seat's own word list: a
child on the kid-safe list is pointed at everyday words only, and told when none
fits.

The engine takes its time, so a rung is asked of a :class:`HintFinder` (in the
window, the Duplicate scene's engine queue) and its answer collected later
(:meth:`HintLadders.collect`, once a frame); it goes to that seat's phone alone,
with the squares it names to glow on that phone's board: the TV never shows a
phone's hint.  An answer that comes once its round has closed, or after the seat
has submitted, is dropped: a hint's glow goes with the round.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from game.engine.hints import MAX_LEVEL
from game.facts import Fact
from game.i18n import _
from game.rules.duplicate import DuplicateGame, DuplicatePhase
from game.rules.errors import IllegalMoveError
from game.words import error_text, word
from game.words.hints import HintFacts, hint_text, top_rung_text

from . import protocol

#: a square of the board, (row, column)
Square = tuple[int, int]


@dataclass(frozen=True)
class Found:
    """A rung worked out: its facts (None: no tile play fits the rack), or ``failed``
    when the engine could not answer."""

    facts: HintFacts | None
    failed: bool = False


class HintFinder(Protocol):
    """Works out a rung of a seat's hint ladder for the round in play."""

    def ask(self, seat: int, level: int) -> None:
        """Ask for rung ``level`` (1 to 4) of ``seat``'s ladder, on the round's rack and board."""

    def answer(self, seat: int) -> Found | None:
        """``seat``'s rung once it is worked out (taken: asked once, answered once), else None."""


#: a rung worked out at once: (game, seat, rung) -> its facts, None when no tile play fits
FindHint = Callable[[DuplicateGame, int, int], "HintFacts | None"]


class HintsAtOnce:
    """A :class:`HintFinder` that works each rung out as it is asked (a table without a
    window: tests, a plain driver); ``find`` is the engine's question."""

    def __init__(self, game: DuplicateGame, find: FindHint) -> None:
        self.game = game
        self.find = find
        self._found: dict[int, Found] = {}

    def ask(self, seat: int, level: int) -> None:
        try:
            self._found[seat] = Found(self.find(self.game, seat, level))
        except Exception:  # an engine that fails gives no hint; the phone says so
            self._found[seat] = Found(None, failed=True)

    def answer(self, seat: int) -> Found | None:
        return self._found.pop(seat, None)


def hinted_squares(facts: HintFacts | None) -> set[Square]:
    """The squares a rung names, to glow on: its square (where a word fits), or the
    squares of the play it names; none for a rung that names the word alone."""
    if facts is None:
        return set()
    squares: set[Square] = set()
    if facts.square is not None:
        squares.add(facts.square)
    play: Any = getattr(facts, "play", None)  # a GeneratedPlay: its play's squares
    if play is not None:
        squares |= set(play.play.squares)
    return squares


class HintLadders:
    """The hint ladders of a Duplicate game's phone seats, for the round in play.

    ``finder``: where rungs are worked out; None when the phones offer no hints."""

    def __init__(self, game: DuplicateGame, finder: HintFinder | None) -> None:
        self.game = game
        self.finder = finder
        self.round = game.round_number
        #: the rung each seat has reached this round (asked, answered or not)
        self.rungs: dict[int, int] = {}
        #: the rung each seat waits for: (the round it was asked in, the rung)
        self.pending: dict[int, tuple[int, int]] = {}
        #: the squares each seat's phone glows on this round (a rung naming none keeps them)
        self.glow: dict[int, set[Square]] = {}

    # ------------------------------------------------------------ reading
    def offered(self, seat: int) -> bool:
        """Whether ``seat``'s phone offers Hint at all: the table can work hints out and
        the seat plays with some (its handicap's, else the game's)."""
        return self.finder is not None and self.game.hint_allowance(seat) != 0

    def left(self, seat: int) -> int | None:
        """The hints ``seat`` has left this game (None: as many as it likes)."""
        allowance = self.game.hint_allowance(seat)
        if allowance < 0:
            return None
        return max(0, allowance - self.game.hints_used[seat])

    @property
    def spent(self) -> set[int]:
        """The seats whose hint of this round is spent (a rung asked again costs nothing)."""
        return set(self.game.hinted)

    def waiting(self, seat: int) -> bool:
        return seat in self.pending

    # ------------------------------------------------------------ the ladder
    def new_round(self) -> None:
        """A round closed or a new one began: every ladder starts again, and a rung still
        being worked out is not wanted any more."""
        self.round = self.game.round_number
        self.rungs.clear()
        self.pending.clear()
        self.glow.clear()

    def climb(self, seat: int) -> str | None:
        """Ask for the next rung of ``seat``'s ladder (the first of a round spends a
        hint); why there is none, in words, or None when it is asked (or already
        being worked out: a second press waits for the first's answer)."""
        if self.game.round_number != self.round:
            self.new_round()
        finder = self.finder
        if finder is None:
            return word(Fact("hints_off_game"))
        if seat in self.pending:
            return None
        rung = self.rungs.get(seat, 0)
        if rung >= MAX_LEVEL:
            return top_rung_text(duplicate=True)
        try:
            # one hinted round is one hint, however high it climbs and wherever it is asked
            # (the game keeps who has spent this round's); the rules say why a seat has none
            # (hints off, this seat plays without them, none left)
            self.game.use_hint(seat)
        except IllegalMoveError as exc:
            return error_text(exc)
        self.rungs[seat] = rung + 1
        self.pending[seat] = (self.round, rung + 1)
        finder.ask(seat, rung + 1)
        return None

    def collect(self) -> list[tuple[int, dict[str, Any]]]:
        """The ``hint`` (or, when the engine failed, ``refused``) message of every rung worked
        out since the last look, each for its seat's phone alone; a rung of a closed round,
        or of a seat that has submitted since, is dropped."""
        finder, game = self.finder, self.game
        if finder is None or not self.pending:
            return []
        messages: list[tuple[int, dict[str, Any]]] = []
        for seat, (asked_in, rung) in sorted(self.pending.items()):
            found = finder.answer(seat)
            if found is None:
                continue
            del self.pending[seat]
            if (asked_in != game.round_number or game.phase is not DuplicatePhase.ROUND
                    or game.submitted(seat)):
                continue  # the round it was for is over for this seat: nothing glows any more
            if found.failed:
                self.rungs[seat] = rung - 1  # a press asks for that rung again, spending nothing
                messages.append((seat, protocol.refused("hint", _("no hint this time"))))
                continue
            squares = hinted_squares(found.facts)
            if squares:
                self.glow[seat] = squares
            text = hint_text(found.facts, duplicate=True)
            messages.append((seat, protocol.hint(text, self.left(seat), self.glow.get(seat, set()))))
        return messages
