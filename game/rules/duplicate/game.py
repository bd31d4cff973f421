"""One game of Duplicate: the shared board and rack, the rounds and their top
plays, each seat's plays and total (docs/rules.md, "Duplicate").

:class:`DuplicateGame` is the one object that changes a Duplicate game; its
values (:class:`SeatPlay`, :class:`TopPlay`, :class:`RoundRecord`,
:class:`DuplicateResult`) are frozen facts the window, the phones and the
record read.  The package's docstring (``game/rules/duplicate/__init__.py``)
says how a caller drives a round.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from game.facts import Fact

from ..bag import Bag
from ..board import Board
from ..clock import TurnClock
from ..errors import IllegalMoveError, RuleSetError
from ..handicap import UNLIMITED, Handicap, HandicapError, check_handicaps, seat_problem
from ..move import Pass, TilePlay
from ..notation import play_notation
from ..ruleset import RuleSet, Variant
from ..scoring import score_play
from ..state import Preview, clean_name
from ..tiles import RACK_SIZE, full_set
from ..validation import WordList, check_play, invalid_words, kind_words_message, words_message
from ..variant import cell_tiles
from .rules import MAX_SEATS, DuplicateRules, TopSource, meets

#: racks drawn and returned in one round before the game gives up on the rack
#: rule (with tiles that can meet it, a draw fails 1000 times in a row about
#: never: one chance in 10**50 at the worst bag a game can leave)
MAX_REDRAWS = 1000


class DuplicatePhase(str, Enum):
    """Where a Duplicate game stands."""

    ROUND = "round"  # a rack is drawn: the seats submit their plays
    REVEAL = "reveal"  # the round is closed and its top play is on the board; next_round draws again
    OVER = "over"


class PlayKind(str, Enum):
    """What one seat did in a round."""

    PLAY = "play"  # a play that stands by the seat's word list: it scores
    INVALID = "invalid"  # a play with a word not in the seat's list: it scores 0
    PASS = "pass"  # the seat passed: 0
    NONE = "none"  # the round closed before the seat submitted: 0


@dataclass(frozen=True)
class SeatPlay:
    """One seat's play in one round, scored on the round's board.

    ``points`` is what the seat scores (0 unless ``kind`` is PLAY);
    ``scored`` is what the play would make on the board whether or not its
    words stand (the reveal may show it beside the 0); ``problem`` says why
    an invalid play scores 0, naming ``bad_words``, the words not in the
    seat's list; ``words`` are the words formed, main word first.
    """

    seat: int
    kind: PlayKind
    play: TilePlay | None = None
    notation: str = ""
    points: int = 0
    scored: int = 0
    words: tuple[str, ...] = ()
    problem: Fact | None = None
    bad_words: tuple[str, ...] = ()

    @property
    def stands(self) -> bool:
        """Whether this is a play that scores (and may be the top)."""
        return self.kind is PlayKind.PLAY


@dataclass(frozen=True)
class TopPlay:
    """The play the board got in a round.  ``seat`` is the seat whose play it
    is (the earliest to submit it), None for the engine's play."""

    play: TilePlay
    notation: str
    points: int
    words: tuple[str, ...]
    seat: int | None


@dataclass(frozen=True)
class RoundRecord:
    """A closed round: its rack, every seat's play and the top play.

    ``plays`` holds one play a seat, in the order the seats submitted them;
    seats that submitted nothing come last, by seat.  ``returned`` lists the
    racks the rack rule sent back to the bag before ``rack`` was drawn.
    ``top`` is None when no play could be made: the game ended there.
    """

    number: int
    rack: str
    returned: tuple[str, ...]
    plays: tuple[SeatPlay, ...]
    top: TopPlay | None

    def play_of(self, seat: int) -> SeatPlay:
        """The play ``seat`` made in this round."""
        return next(p for p in self.plays if p.seat == seat)

    def share(self, seat: int) -> int | None:
        """The seat's score as a whole percentage of the top's, rounded down
        (None when the top scored nothing or there was none)."""
        if self.top is None or self.top.points <= 0:
            return None
        return self.play_of(seat).points * 100 // self.top.points

    def found_top(self) -> tuple[int, ...]:
        """The seats that submitted the top play itself, in submission order."""
        if self.top is None:
            return ()
        return tuple(p.seat for p in self.plays if p.stands and p.play == self.top.play)


@dataclass(frozen=True)
class DuplicateResult:
    """How a Duplicate game ended.

    ``ended_by``: ``"tiles_out"`` (every tile is on the board),
    ``"rack_rule"`` (the tiles left cannot make a rack the rule allows),
    ``"no_play"`` (a round found no play to put on the board) or
    ``"stopped"`` (ended from the menu).  The highest total wins; a tie is shared.
    """

    ended_by: str
    final_scores: tuple[int, ...]
    winners: tuple[int, ...]
    top_total: int


class DuplicateGame:
    """A game of Duplicate for one to four seats (docs/rules.md, "Duplicate").

    Args:
        names: the seats' names, in seat order.
        rules: what the classic game shares with Duplicate: the word list,
            the bingo bonus, hints, whether words are checked as played.
            Classic if omitted.  Upwords is refused.
        duplicate: Duplicate's own toggles (:class:`DuplicateRules`).
        lexicon: the game's word list; without one every word stands.
        seed, rng: where the draws come from; the generator is kept in the
            game (and its save), so a resumed game draws the same racks.
        handicaps: one per seat or None (docs/rules.md, "Handicaps"): a seat's
            word list, hints, head start and "checked as played" hold; the
            round's clock is the table's, so a seat's own clock does not.
        lexicons: the word lists the handicaps name, by list name.
        start: draw the first rack now (a save being read does not).

    Raises:
        ValueError: for no seat or more than :data:`MAX_SEATS`.
        RuleSetError: for the Upwords variant.
        HandicapError: for handicaps the rules do not allow, or a seat whose
            word list is not given while the game has word lists.
    """

    def __init__(
        self,
        names: Sequence[str],
        rules: RuleSet | None = None,
        duplicate: DuplicateRules | None = None,
        lexicon: WordList | None = None,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        handicaps: Sequence[Handicap | None] | None = None,
        lexicons: Mapping[str, WordList] | None = None,
        start: bool = True,
    ) -> None:
        if not 1 <= len(names) <= MAX_SEATS:
            raise ValueError(f"a game of Duplicate has 1 to {MAX_SEATS} seats")
        self.rules = rules or RuleSet()
        if self.rules.variant is Variant.UPWORDS:
            raise RuleSetError("duplicate_not_upwords")
        self.duplicate = duplicate or DuplicateRules()
        self.names = [clean_name(str(name)) for name in names]
        self.handicaps: tuple[Handicap, ...] = check_handicaps(
            self.rules, handicaps if handicaps is not None else [None] * len(names), len(names))
        self.lexicon = lexicon
        self.lexicons: dict[str, WordList] = dict(lexicons or {})
        self._check_word_lists()
        self.rng = rng if rng is not None else random.Random(seed)
        self.board = Board()
        self.bag = Bag(self.rng, full_set())
        #: the rack every seat plays from this round (after REVEAL: the tiles the top left)
        self.rack: list[str] = []
        #: racks the rack rule sent back this round, in the order they were drawn
        self.returned: list[str] = []
        #: the round in play (or just closed), counted from 1
        self.round_number = 0
        self.phase = DuplicatePhase.ROUND
        #: this round's submissions, in the order they came
        self.submissions: list[SeatPlay] = []
        self.history: list[RoundRecord] = []
        #: each seat's total: its head start plus the points of its closed rounds
        self.scores: list[int] = [h.head_start for h in self.handicaps]
        self.hints_used: list[int] = [0] * len(names)
        #: the seats that spent a hint in this round: a seat climbs its hint's rungs
        #: for the round at one hint, wherever it asks (the TV, its phone) and across a Continue
        self.hinted: set[int] = set()
        self.result: DuplicateResult | None = None
        if start:
            self._next_rack()

    # ----------------------------------------------------------------- reading
    @property
    def seats(self) -> int:
        return len(self.names)

    @property
    def over(self) -> bool:
        return self.phase is DuplicatePhase.OVER

    @property
    def round_seconds(self) -> int:
        """The round's clock in seconds (0: the round ends when every seat has submitted)."""
        return self.duplicate.round_seconds

    def round_clock(self) -> TurnClock:
        """A clock for the round (``enabled`` is False without one)."""
        return TurnClock(self.round_seconds, self.rules.clock_warning_seconds)

    def submitted(self, seat: int) -> bool:
        """Whether ``seat`` has submitted this round (never what: see ``submissions``)."""
        return any(p.seat == seat for p in self.submissions)

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """The seats yet to submit this round, by seat."""
        if self.phase is not DuplicatePhase.ROUND:
            return ()
        return tuple(seat for seat in range(self.seats) if not self.submitted(seat))

    @property
    def all_submitted(self) -> bool:
        """Whether every seat has submitted: without a clock the round may close."""
        return self.phase is DuplicatePhase.ROUND and not self.waiting_for

    @property
    def needs_engine_play(self) -> bool:
        """Whether ``close_round`` should be given the engine's top play now: always
        by the club rule, and by the table's rule when no submitted play stands."""
        if self.phase is not DuplicatePhase.ROUND:
            return False
        return self.duplicate.top is TopSource.ENGINE or not any(p.stands for p in self.submissions)

    @property
    def top_total(self) -> int:
        """The points of every top play so far: what a seat that always found the top scored."""
        return sum(r.top.points for r in self.history if r.top is not None)

    def board_plays(self) -> list[TopPlay]:
        """The top plays, round by round: everything the board holds."""
        return [r.top for r in self.history if r.top is not None]

    def share_of_top(self, seat: int) -> int | None:
        """The seat's points (its head start left out) as a whole percentage of
        the top plays' points, rounded down; None before any top scored."""
        top = self.top_total
        if top <= 0:
            return None
        points = sum(r.play_of(seat).points for r in self.history)
        return points * 100 // top

    def tile_census(self) -> Counter[str]:
        """Every tile by where it is: the bag, the rack and the board (blanks as ``?``)."""
        counts = self.bag.counts()
        counts.update(self.rack)
        counts.update(cell_tiles(self.board.cells()))
        return counts

    # -------------------------------------------------------------- handicaps
    def _check_word_lists(self) -> None:
        if self.lexicon is None and not self.lexicons:
            return
        for seat, handicap in enumerate(self.handicaps):
            if self.word_list_of(seat) is None:
                missing = Fact.of("word_list_not_available", name=handicap.word_list_for(self.rules))
                raise HandicapError(seat_problem(seat, missing))

    def head_start(self, seat: int) -> int:
        return self.handicaps[seat].head_start

    def word_list_of(self, seat: int) -> WordList | None:
        """The list a seat's words are judged by: its handicap's, else the game's."""
        name = self.handicaps[seat].word_list
        if name is None or (name == self.rules.word_list and name not in self.lexicons):
            return self.lexicon
        return self.lexicons.get(name)

    def checks_at_once(self, seat: int) -> bool:
        """Whether a seat's words are checked as it submits: a play with a word
        not in its list is then refused, and it may try again."""
        return self.handicaps[seat].checks_at_once(self.rules)

    def hint_allowance(self, seat: int) -> int:
        return self.handicaps[seat].hint_allowance(self.rules)

    def use_hint(self, seat: int) -> None:
        """Count a hint for a seat: one hinted round is one hint, as one hinted turn is,
        so a seat that has spent its hint this round is not charged again.

        Raises:
            IllegalMoveError: if hints are off for the seat or used up.

        >>> from game.rules.ruleset import RuleSet
        >>> game = DuplicateGame(["Ana", "Ben"], RuleSet(hints=True, hint_allowance=3), seed=1)
        >>> game.use_hint(0); game.use_hint(0); game.hints_used
        [1, 0]
        """
        self._check_seat(seat)
        if seat in self.hinted:
            return
        own = self.handicaps[seat].hints
        if own is None and not self.rules.hints:
            raise IllegalMoveError("hints_off_game")
        if own == 0:
            raise IllegalMoveError("player_plays_without_hints")
        allowance = self.hint_allowance(seat)
        if allowance != UNLIMITED and self.hints_used[seat] >= allowance:
            raise IllegalMoveError("no_hints_left")
        self.hints_used[seat] += 1
        self.hinted.add(seat)

    # ----------------------------------------------------------------- judging
    def submission_problem(self, seat: int, move: object) -> Fact | None:
        """Why ``seat`` cannot submit ``move`` now, or None."""
        try:
            self._judge(seat, move)
        except IllegalMoveError as exc:
            return exc.fact
        return None

    def preview(self, seat: int, play: TilePlay) -> Preview:
        """Legality and score of tiles a seat has placed so far.  Whether its
        words stand is told only to a seat whose words are checked as played."""
        try:
            check_play(self.board, self.rack, play)
        except IllegalMoveError as exc:
            return Preview(False, exc.fact, None)
        score = score_play(self.board, play, self.rules.bingo_bonus)
        word_list = self.word_list_of(seat)
        if self.checks_at_once(seat) and word_list is not None:
            bad = invalid_words(score.words, word_list)
            if bad:
                return Preview(False, self._refusal(seat, bad), score, tuple(bad))
        return Preview(True, None, score)

    def _refusal(self, seat: int, bad: list[str]) -> Fact:
        if self.handicaps[seat].checked_as_played:
            return kind_words_message(bad)
        return words_message(bad)

    def _check_seat(self, seat: int) -> None:
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise IllegalMoveError("no_such_player")

    def _judge(self, seat: int, move: object) -> SeatPlay:
        """The seat's play scored on this round's board and rack.

        Raises:
            IllegalMoveError: when it cannot be submitted: no round open, the
                seat has submitted, not a play or a pass, a play that cannot be
                placed with the rack, or a word not in the list of a seat
                checked as played.
        """
        if self.phase is DuplicatePhase.OVER:
            raise IllegalMoveError("game_over")
        if self.phase is not DuplicatePhase.ROUND:
            raise IllegalMoveError("round_closed")
        self._check_seat(seat)
        if self.submitted(seat):
            raise IllegalMoveError("already_submitted_round")
        if isinstance(move, Pass):
            return SeatPlay(seat, PlayKind.PASS, notation="-")
        if not isinstance(move, TilePlay):
            raise IllegalMoveError("duplicate_play_or_pass")
        return self._scored(seat, move, self.word_list_of(seat), self.checks_at_once(seat))

    def _scored(self, seat: int, play: TilePlay, word_list: WordList | None, refuse: bool) -> SeatPlay:
        check_play(self.board, self.rack, play)
        score = score_play(self.board, play, self.rules.bingo_bonus)
        position, word = play_notation(self.board, play)
        words = tuple(w.word.upper() for w in score.words)
        bad = invalid_words(score.words, word_list) if word_list is not None else []
        if bad and refuse:
            raise IllegalMoveError(self._refusal(seat, bad) if seat >= 0 else words_message(bad))
        if bad:
            return SeatPlay(seat, PlayKind.INVALID, play, f"{position} {word}", 0, score.total, words,
                            words_message(bad), tuple(bad))
        return SeatPlay(seat, PlayKind.PLAY, play, f"{position} {word}", score.total, score.total, words)

    # ---------------------------------------------------------------- changing
    def submit(self, seat: int, move: TilePlay | Pass) -> SeatPlay:
        """A seat's play (or pass) for this round, scored at once and kept
        private until the round closes; a seat submits once a round.

        Raises:
            IllegalMoveError: see :meth:`submission_problem`; the game is unchanged.
        """
        scored = self._judge(seat, move)
        self.submissions.append(scored)
        return scored

    def close_round(self, engine_play: TilePlay | None = None) -> RoundRecord:
        """Close the round (its clock ran out, or every seat submitted): every
        seat scores its play, the top play goes on the board, and the game
        either waits for :meth:`next_round` (phase REVEAL) or is over.

        ``engine_play`` is the engine's best play for the rack on this board
        (see :attr:`needs_engine_play`), None when it found none.  The top is
        the best-scoring play that stands: by the table's rule among the
        submitted plays (ties to the earlier submission), the engine's only when
        no submitted play stands; by the club rule the engine's and the
        submitted plays together, ties to the engine's.  With no top play the
        game ends.

        Raises:
            IllegalMoveError: when no round is open, or the engine's play
                cannot be made or forms a word not in the game's list.
        """
        if self.phase is DuplicatePhase.OVER:
            raise IllegalMoveError("game_over")
        if self.phase is not DuplicatePhase.ROUND:
            raise IllegalMoveError("round_closed")
        engine: SeatPlay | None = None
        if engine_play is not None:
            engine = self._scored(-1, engine_play, self.lexicon, refuse=True)
        late = [SeatPlay(seat, PlayKind.NONE) for seat in self.waiting_for]
        plays = tuple(self.submissions) + tuple(late)
        top = self._top(engine)
        record = RoundRecord(self.round_number, "".join(self.rack), tuple(self.returned), plays, top)
        self.history.append(record)
        self.submissions = []
        for play in plays:
            self.scores[play.seat] += play.points
        if top is None:
            self._end("no_play")
            return record
        for p in top.play.placements:
            self.board.set(p.row, p.col, p.letter)
            self.rack.remove(p.rack_tile)
        pool = self.rack + self.bag.tiles
        if not pool:
            self._end("tiles_out")
        elif not meets(pool, self.duplicate, 1):
            self._end("rack_rule")
        else:
            self.phase = DuplicatePhase.REVEAL
        return record

    def _top(self, engine: SeatPlay | None) -> TopPlay | None:
        best: SeatPlay | None = None
        if self.duplicate.top is TopSource.ENGINE:
            best = engine
        for play in self.submissions:
            if play.stands and (best is None or play.points > best.points):
                best = play
        if best is None:
            best = engine
        if best is None or best.play is None:
            return None
        return TopPlay(best.play, best.notation, best.points, best.words, None if best.seat < 0 else best.seat)

    def next_round(self) -> None:
        """Draw the next round's rack: the tiles the top play left stay, the rack
        is drawn up to seven, and a rack that breaks the rack rule goes back to
        the bag and is drawn again.

        Raises:
            IllegalMoveError: unless the last round is closed and the game goes on.
        """
        if self.phase is DuplicatePhase.OVER:
            raise IllegalMoveError("game_over")
        if self.phase is not DuplicatePhase.REVEAL:
            raise IllegalMoveError("round_still_open")
        self._next_rack()

    def _next_rack(self) -> None:
        self.round_number += 1
        self.hinted = set()
        self.returned = []
        self.submissions = []
        need = self.duplicate.needs(self.round_number)
        if need > 1 and not meets(self.rack + self.bag.tiles, self.duplicate, need):
            need = 1  # the tiles left cannot give two and two: one and one will do
        self.rack.extend(self.bag.draw(RACK_SIZE - len(self.rack)))
        while not meets(self.rack, self.duplicate, need):
            if len(self.returned) >= MAX_REDRAWS:
                self._end("rack_rule")
                return
            self.returned.append("".join(self.rack))
            self.bag.return_and_shuffle(self.rack)
            self.rack = self.bag.draw(RACK_SIZE)
        self.phase = DuplicatePhase.ROUND

    def end_now(self) -> DuplicateResult:
        """End the game at once with the totals of the closed rounds (the
        in-game menu); a round in play is not scored."""
        if self.result is not None:
            return self.result
        self.submissions = []
        self._end("stopped")
        assert self.result is not None
        return self.result

    def restore_result(self, ended_by: str) -> None:
        """The result of a game read from a save, made from its checked totals."""
        self._end(ended_by)

    def _end(self, ended_by: str) -> None:
        final = tuple(self.scores)
        best = max(final)
        winners = tuple(seat for seat, score in enumerate(final) if score == best)
        self.result = DuplicateResult(ended_by, final, winners, self.top_total)
        self.phase = DuplicatePhase.OVER

    # ------------------------------------------------------------------ saving
    def to_json(self) -> str:
        """The whole game, the round in play included, as versioned JSON."""
        from .save import duplicate_to_json

        return duplicate_to_json(self)

    @classmethod
    def from_json(
        cls, text: str, lexicon: WordList | None = None, lexicons: Mapping[str, WordList] | None = None
    ) -> DuplicateGame:
        """A game from :meth:`to_json`'s text, checked whole; the round in play is
        judged again with the word lists given.

        Raises:
            FormatError: for anything that is not a readable Duplicate save.
            HandicapError: for a seat whose word list is not in ``lexicons``.
        """
        from .save import duplicate_from_json

        return duplicate_from_json(text, lexicon, dict(lexicons or {}))

    def to_gcg(self, title: str | None = None) -> str:
        """The closed rounds as a GCG record (docs/rules.md, "Duplicate"), which
        ``python main.py score`` checks."""
        from .record import duplicate_to_gcg

        return duplicate_to_gcg(self, title)
