"""What the engine works out for the turn flow, and the computer seats' side of it.

:class:`EngineAnswers` runs a computer seat's search in the engine process
(:mod:`game.ui.play.computer`) and holds its move until the seat has seemed
to think for a moment (a search stopped by a pause, or cut short by another
request to the engine, is asked again; one whose engine process died is asked
again of a fresh one, a couple of times a turn); decides whether computer seats challenge the open
play; tells the flow whether undoing leads back to a person's turn; and,
on a person's turn, collects the answers asked for in the background: the
hint ladder's next rung (asked again, as a computer's turn is, when the engine
process dies) and whether a child's tiles can make a word at all.
Nothing here needs pygame.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from typing import Protocol

from game.engine.hints import MAX_LEVEL as MAX_HINT_LEVEL
from game.engine.levels import BY_NAME, STAND_IN
from game.i18n import _, ngettext
from game.rules.game import Game, TurnRecord
from game.rules.move import Move, Pass
from game.setup.seats import SeatConfig
from game.ui.play import computer as play_ai
from game.ui.play.hint_words import HintFacts, HintWording, no_play_text
from game.ui.play.keeping import TurnKeeping
from game.ui.play.model import Square, TurnModel
from game.ui.play.refusals import hints_in_play, no_hints_reason
from game.ui.play.stage import RULE_ERRORS, Stage, TurnView
from game.ui.play.turn_state import TurnMachine
from game.words import error_text

THINK_AT_LEAST = 0.9  # seconds: a computer that answers instantly feels like a glitch
DEMO_THINK_AT_LEAST = 0.25
#: how many times a turn a computer's search cut short by another engine request (a
#: hint, a "can this rack play") is asked again; after that its best so far is played,
#: so requests coming one after another never keep a computer thinking for ever
ASK_AGAIN_AT_MOST = 2
#: how many times a computer's turn, or a hint, the engine process is started again
#: when it dies before answering (killed, crashed) and the question asked again;
#: once more and the computer passes (the hint is given up), saying why
START_AGAIN_AT_MOST = 2
#: the hint ladder's rung that names a word alone, no square (game/engine/hints.py)
WORD_ONLY_RUNG = 2

log = logging.getLogger(__name__)


class EngineFlow(Protocol):
    """What the engine's answers read and set of the turn flow
    (:class:`~game.ui.play.flow.TurnFlow`)."""

    game: Game
    seats: list[SeatConfig]
    view: TurnView
    turn: TurnMachine
    demo: bool
    strategy: play_ai.Strategy | None
    model: TurnModel | None
    hint_level: int
    hint_job: play_ai.Job[HintFacts | None] | None
    hint_words: Callable[[], str]
    can_play_check: play_ai.Job[bool] | None
    no_play_notice: bool

    def begin_animation(self, owner: int | None) -> None: ...

    def on_phone(self, player: int) -> bool: ...

    @property
    def keeping(self) -> TurnKeeping: ...

    def animate(self, record: TurnRecord, from_hand: bool) -> None: ...


class EngineAnswers:
    """``EngineAnswers(flow)``: the engine's answers for ``flow`` (see the module)."""

    def __init__(self, flow: EngineFlow) -> None:
        self.flow = flow
        self.job: play_ai.Job[Move] | None = None  # the search of the seat thinking now
        self.think_time = 0.0
        #: seconds a turn for a level that searches against the clock; None: the level's own
        self.budget: float | None = None
        self._stopped_by_pause = False  # the search now was stopped by a pause: ask again, uncounted
        self._asked_again = 0  # searches of this turn cut short by other requests and asked again
        self._started_again = 0  # engine processes started again this turn, each one's died
        #: the hint last asked again of a fresh engine process, and how many times its rung was
        self._hint_again: tuple[play_ai.Job[HintFacts | None] | None, int] = (None, 0)
        self._undo_cache: tuple[object, bool] | None = None  # (history key, a person behind)
        #: a resumed turn's rung, asked once the first rung's answer (asked by this job) is in
        self._rung_after: tuple[play_ai.Job[HintFacts | None], int] | None = None

    def person_behind(self) -> bool:
        """Whether the game's undo stack reaches back to a person's turn (see
        :meth:`~game.ui.play.flow.TurnFlow.can_undo`)."""
        g = self.flow.game
        key = (len(g.history), g.history[-1] if g.history else None)
        if self._undo_cache is None or self._undo_cache[0] != key:
            self._undo_cache = (key, self._search_person_behind())
        return self._undo_cache[1]

    def _search_person_behind(self) -> bool:
        # the undo stack is the game's own: try it on a copy
        seats = self.flow.seats
        twin = play_ai.private_copy(self.flow.game)
        while twin.can_undo:
            twin.undo()
            if not seats[twin.current].is_computer:
                return True
        return False

    def challenge(self) -> bool:
        """Let computer seats challenge the open play; True if one does.

        They know the list, so a valid play is never challenged.  Medium and
        Hard always catch a phony; Easy only sometimes, decided by a generator
        seeded from the game, so a seeded game repeats.
        """
        flow = self.flow
        g = flow.game
        record = g.last_play
        if record is None:
            return False
        # the play is judged by the list of the seat that made it (docs/rules.md, "Handicaps")
        lexicon = g.word_list_of(record.player)
        if lexicon is None:
            return False
        if all(lexicon.contains(w.word.upper()) for w in record.words):
            return False
        rng = random.Random(play_ai.seed_for(g) + len(g.history))
        seats = flow.seats
        n = len(seats)
        for k in range(1, n):
            seat = (record.player + k) % n
            if not seats[seat].is_computer or g.challenge_problem(seat) is not None:
                continue
            chance = BY_NAME.get(seats[seat].kind, STAND_IN).challenge_chance
            if rng.random() < chance:
                flow.begin_animation(None)
                flow.view.show_computer_challenge(seat, record.player)
                return True
        return False

    def start(self) -> None:
        """The seat to move starts thinking."""
        self.flow.turn.go(Stage.THINKING)
        self.think_time = 0.0
        self._asked_again = 0
        self._started_again = 0
        self._ask()

    def _ask(self) -> None:
        """Send the seat to move's search to the engine (again, after one was cut short)."""
        flow = self.flow
        g = flow.game
        self._stopped_by_pause = False
        try:
            self.job = play_ai.think(g, g.current, flow.seats[g.current].kind, flow.strategy, self.budget)
        except ImportError:
            self.job = None
            flow.view.say(_("The computer players are not installed; the turn is passed."), bad=True)
            self.play(Pass())
        except ValueError as exc:
            self.job = None
            flow.view.say(
                _("{name} could not decide ({reason}) and passes.").format(name=g.current_player.name, reason=error_text(exc)),
                          bad=True)
            self.play(Pass())

    def tick(self, dt: float) -> None:
        """The seat thinks on; its move is made once it is ready and the seat has thought long enough."""
        flow = self.flow
        self.think_time += dt
        job = self.job
        least = DEMO_THINK_AT_LEAST if flow.demo else THINK_AT_LEAST
        if job is not None and job.done and job.stopped_short and self._ask_again():
            return
        if job is not None and job.done and job.engine_died and self._start_again():
            return
        if job is not None and job.done and self.think_time >= least:
            self.job = None
            try:
                move = job.result()
            except Exception as exc:
                reason = engine_deaths(self._started_again + 1) if job.engine_died else error_text(exc)
                flow.view.say(_("{name} could not decide ({reason}) and passes.").format(
                    name=flow.game.current_player.name, reason=reason),
                              bad=True)
                move = Pass()
            self.play(move)

    def play(self, move: Move) -> None:
        """A computer's move (or a pass when its answer cannot be used)."""
        flow = self.flow
        g = flow.game
        try:
            record = g.play(move)
        except RULE_ERRORS as exc:
            flow.view.say(
                _("{name} could not play ({reason}) and passes.").format(name=g.current_player.name, reason=error_text(exc)),
                          bad=True)
            record = g.play(Pass())
        flow.animate(record, from_hand=False)

    def _ask_again(self) -> bool:
        """The search came back cut short (a pause, or another request to the engine):
        whether it is asked again, which it is unless other requests have cut it short
        :data:`ASK_AGAIN_AT_MOST` times this turn already (then its best so far stands)."""
        if not self._stopped_by_pause:
            if self._asked_again >= ASK_AGAIN_AT_MOST:
                return False
            self._asked_again += 1
        log.info("%s's search was cut short: asked again", self.flow.game.current_player.name)
        self._ask()
        return True

    def _start_again(self) -> bool:
        """The engine process died before it answered (killed, crashed): whether the
        turn is asked again, of a fresh one, which it is unless that has happened
        :data:`START_AGAIN_AT_MOST` times this turn already (then the seat passes)."""
        if self._started_again >= START_AGAIN_AT_MOST:
            return False
        self._started_again += 1
        log.warning("the engine process stopped while %s was thinking: asked again of a fresh one",
                    self.flow.game.current_player.name)
        self._ask()
        return True

    def pause(self) -> None:
        """The game is paused: a search under way stops at once, so the engine process
        is free (and the machine quiet) meanwhile; :meth:`tick` asks for the turn again
        after the pause.  An answer already in is kept, and played after the pause."""
        job = self.job
        if job is not None and not job.done:
            self._stopped_by_pause = True
            job.stop()

    def stop(self) -> None:
        """The flow is going: a computer still thinking is stopped and not listened to."""
        if self.job is not None:
            self.job.cancelled = True
            self.job.stop()  # the engine's search stops at once (a thread's runs out, unheard)
        self.job = None

    # ================================================================ a person's turn
    def climb_hint(self) -> None:
        """Ask for the next rung of the hint ladder for the player to move (the answer
        comes in :meth:`collect`); the first rung of a turn spends one of their hints."""
        flow = self.flow
        g = flow.game
        if not hints_in_play(g, g.current):
            flow.view.say(no_hints_reason(g, sentence=True), bad=True)
            return
        if flow.model is None or flow.hint_job is not None:
            return
        if flow.hint_level >= MAX_HINT_LEVEL:
            return
        if not self.ask_hint(flow.hint_level + 1):
            flow.view.say(_("Hints need the full word list, which this game does not have."), bad=True)
            return
        if flow.hint_level == 0:
            # One hint is one turn's climb: only the first rung of a turn is counted.
            try:
                g.use_hint()
            except RULE_ERRORS as exc:
                flow.hint_job, flow.hint_words = None, str  # its answer is not this player's
                flow.view.say(error_text(exc), bad=True)
                return
        flow.hint_level += 1
        flow.keeping.save()  # a hint spent is kept even if the window dies before the next move

    def resume_hint(self, level: int) -> None:
        """Ask again for the rung a resumed turn had reached, so what it said is shown
        again.  A rung that names the word alone keeps the glow of the first rung's
        square, which a resumed turn never had: the first rung is asked before it."""
        if level != WORD_ONLY_RUNG:
            self.ask_hint(level)
            return
        if self.ask_hint(1) and self.flow.hint_job is not None:
            self._rung_after = (self.flow.hint_job, level)

    def ask_hint(self, level: int) -> bool:
        """Ask the engine for the hint ladder's rung ``level``; False when hints cannot be
        worked out in this game (no compiled word list)."""
        flow = self.flow
        try:
            job = play_ai.find_hint(flow.game, level)
        except ImportError:
            job = None
        if job is None:
            return False
        flow.hint_job = job
        flow.hint_words = lambda: _("Looking for a hint…")
        return True

    def collect(self) -> None:
        """Take in a hint or a can-play check the engine has finished working out."""
        flow = self.flow
        hint_job = flow.hint_job
        if hint_job is not None and hint_job.done:
            flow.hint_job = None
            deaths = self._hint_deaths(hint_job)
            if deaths and self._hint_asked_again(deaths):
                return
            after, self._rung_after = self._rung_after, None
            try:
                self._hint_ready(hint_job.result())
                if after is not None and after[0] is hint_job:
                    self.ask_hint(after[1])  # the square glows; now the word, as before
            except Exception as exc:
                reason = error_text(exc)  # the name ``exc`` is gone after the except clause
                flow.hint_words = lambda: _("No hint this time ({reason}).").format(
                    reason=engine_deaths(deaths) if deaths else reason)
        check = flow.can_play_check
        if check is not None and check.done:
            flow.can_play_check = None
            try:
                can_play = check.result()
            except Exception as exc:
                log.warning("could not tell whether %s can play: %s", flow.game.current_player.name, exc)
                can_play = True  # unknown: never tell a child they are stuck when they may not be
            if not can_play:
                flow.no_play_notice = True
                # a child on a phone is told on the phone, not the TV (TablePhones sends it)
                if not flow.on_phone(flow.game.current):
                    flow.view.say(no_play_text(), seconds=8)

    def _hint_deaths(self, job: play_ai.Job[HintFacts | None]) -> int:
        """How many engine processes have died working out this rung of the hint ladder,
        ``job``'s included (0: ``job``'s answered)."""
        if not job.engine_died:
            return 0
        again, times = self._hint_again
        return (times if job is again else 0) + 1

    def _hint_asked_again(self, deaths: int) -> bool:
        """The engine process died working out the hint, for the ``deaths``-th time: whether
        the rung is asked again, of a fresh one (not after :data:`START_AGAIN_AT_MOST` times)."""
        flow = self.flow
        if deaths > START_AGAIN_AT_MOST or flow.model is None:
            return False
        job = play_ai.find_hint(flow.game, flow.hint_level)
        if job is None:
            return False
        log.warning("the engine process stopped working out a hint: asked again of a fresh one")
        flow.hint_job = job
        self._hint_again = (job, deaths)
        return True

    def _hint_ready(self, hint: HintFacts | None) -> None:
        flow = self.flow
        model = flow.model
        if model is None:
            return
        # the engine sends facts; they are worded here, in the players' language of the moment
        flow.hint_words = HintWording(hint)
        if hint is None:
            return
        squares: set[Square] = set()
        if hint.square is not None:
            squares.add(hint.square)
        play = getattr(hint, "play", None)
        if play is not None:
            squares |= set(play.play.squares)
        if squares:
            # a rung that names no square (the word alone) keeps the earlier glow
            model.set_hint(squares)
        flow.view.sound("click")


def engine_deaths(count: int) -> str:
    """Why a computer passed, or a hint was given up: the engine process died ``count``
    times on it (each time started again and asked again, but the last)."""
    # Translators: the reason in "{name} could not decide ({reason}) and passes." and "No hint
    # this time ({reason})."; the engine is the part of the game that searches for plays
    return ngettext("the engine stopped {count} time", "the engine stopped {count} times", count).format(count=count)
