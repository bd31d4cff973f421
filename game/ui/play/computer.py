"""Computer turns, hints and "can this rack play at all?" off the main thread.

The play scene must never freeze while a computer thinks.  The engine's own
searches run in the engine process (:mod:`game.engine.worker`), so they never
compete with the frame loop for the GIL; a strategy passed in by a test runs
on a daemon thread against a private copy of the game.  Either way the scene
polls ``done`` once a frame and applies the answer on its own thread.  The
engine (``game.engine``) decides; this module only carries the question there
and the answer back.
"""

from __future__ import annotations

import copy
import importlib
import random
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, Generic, TypeVar

from game.engine import worker
from game.i18n import _
from game.rules.board import Board
from game.rules.game import Game
from game.rules.move import Move
from game.rules.ruleset import RuleSet
from game.rules.variant import stacks

T = TypeVar("T")

#: ``strategy(game, player, kind)`` -> the move the computer in seat ``player`` makes;
#: ``game`` is a private copy the strategy may read freely.
Strategy = Callable[[Game, int, str], Move]


class Background(Generic[T]):
    """One function run on a daemon thread; the result or the error is kept."""

    def __init__(self, fn: Callable[[], T]) -> None:
        self._fn = fn
        self._result: T | None = None
        self._error: BaseException | None = None
        self._done = threading.Event()
        self.cancelled = False
        self._thread = threading.Thread(target=self._run, daemon=True, name="tile-party-ai")
        self._thread.start()

    def _run(self) -> None:
        try:
            self._result = self._fn()
        except BaseException as exc:  # handed to the main thread, which reports it
            self._error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)

    def result(self) -> T:
        """The value, or the exception the function raised, raised again here."""
        if self._error is not None:
            raise self._error
        return self._result  # type: ignore[return-value]

    #: a thread's answer is always its whole answer: it cannot be told to stop
    stopped_short = False
    #: a thread has no engine process to lose
    engine_died = False

    def stop(self) -> None:
        """Nothing: a thread cannot be stopped (its answer is whole when it comes)."""


class Remote(Generic[T]):
    """An answer coming from the engine process, with :class:`Background`'s interface."""

    def __init__(self, future: Future[T]) -> None:
        self._future = future
        self.cancelled = False

    @property
    def done(self) -> bool:
        return self._future.done()

    def wait(self, timeout: float | None = None) -> bool:
        try:
            self._future.exception(timeout)
        except TimeoutError:
            return False
        return True

    def result(self) -> T:
        """The value, or the exception the engine raised, raised again here."""
        return self._future.result(0)

    @property
    def stopped_short(self) -> bool:
        """Whether the engine's search was told to stop before its budget was spent
        (:meth:`stop`, or another request to the engine), so its answer is the best
        it had found by then: a computer's turn is then asked again."""
        return bool(getattr(self._future, "stopped_short", False))

    @property
    def engine_died(self) -> bool:
        """Whether the engine process ended before it answered (killed, crashed): the
        question may be asked again, of a fresh engine process (:func:`worker.submit`
        starts one)."""
        future = self._future
        return future.done() and not future.cancelled() and isinstance(future.exception(0), worker.EngineStopped)

    def stop(self) -> None:
        """Stop the engine's search at once (it still answers, stopped short), leaving
        the engine process free for the next request."""
        if not self._future.done():
            worker.cancel()


Job = Background[T] | Remote[T]


def _remote(name: str, fallback: Callable[[], Callable[[], T]], *args: Any) -> Job[T]:
    """Ask the engine process; if it cannot be started, think on a thread instead.

    ``fallback`` makes the thread's work only when it is needed (it may copy the game).
    """
    try:
        return Remote(worker.submit(name, *args))
    except worker.EngineStopped:
        return Background(fallback())


def seed_for(game: Game) -> int:
    """A seed from the game's generator that leaves the real game's draws untouched,
    so the same position gives the same choice."""
    twin = random.Random()
    twin.setstate(game.rng.getstate())
    return twin.getrandbits(64)


def private_copy(game: Game) -> Game:
    """A copy of the game a worker may read while the real one is drawn.

    The word lists are shared, not copied: they are read-only and large.
    """
    memo: dict[int, Any] = {}
    for lexicon in (game.lexicon, *game.lexicons.values()):
        if lexicon is not None:
            memo[id(lexicon)] = lexicon
    return copy.deepcopy(game, memo)


def seat_rules(game: Game, player: int) -> RuleSet:
    """The game's rules as the engine is to play or hint for ``player``: with that
    seat's word list named in them (docs/rules.md, "Handicaps").  The engine
    knows a kids player by the list its rules name (``is_kids_game``), so a seat
    on the kids list is one in any game: an Easy computer there plays only
    kid-safe everyday words, and a person there gets the hints for children,
    as in a Kids game."""
    listed = game.handicap(player).word_list_for(game.rules)
    return game.rules if listed == game.rules.word_list else game.rules.replace(word_list=listed)


def seat_lexicon(game: Game, player: int) -> Any:
    """The compiled list the engine searches for ``player``: their seat's, or None
    when the seat has no compiled list (the engine cannot search a plain set)."""
    from game.lexicon.lexicon import Lexicon

    lexicon = game.word_list_of(player)
    return lexicon if isinstance(lexicon, Lexicon) else None


def engine_strategy() -> Strategy:
    """The engine's computer players (``game.engine.players``)."""
    players = importlib.import_module("game.engine.players")

    def strategy(game: Game, player: int, kind: str) -> Move:
        lexicon = seat_lexicon(game, player)
        if lexicon is None:
            raise ValueError(_("computer players need a compiled word list"))
        # A generator seeded from the copy's own, so the real game's draws are untouched
        # and the same position gives the same choice.
        rng = random.Random(game.rng.getrandbits(64))
        move: Move = players.choose_move(
            game.board, "".join(game.players[player].rack), lexicon, seat_rules(game, player), game.bag_count,
            rng, kind,
        )
        return move

    return strategy


def find_hint(game: Game, level: int) -> Job[Any] | None:
    """The engine's hint at ``level`` for the player to move (a ``Hint`` or None when
    no word fits), or None when hints cannot be computed (no compiled word list).
    The hint comes from the player's own list, for children on the kids list.

    The top rung of a classic game that is not a child's (neither the Kids rules
    nor a seat on the kid-safe list) is the Expert's
    (:mod:`game.engine.expert_hint`: its play and why, when it is not the top
    score), searched for ``expert_hint.HINT_BUDGET`` seconds."""
    hints = importlib.import_module("game.engine.hints")
    stack_hints = importlib.import_module("game.engine.upwords.hints")
    lexicon = seat_lexicon(game, game.current)
    if lexicon is None:
        return None
    board = game.board.copy()
    rack = "".join(game.current_player.rack)
    rules = seat_rules(game, game.current)
    level = max(1, min(level, hints.MAX_LEVEL))
    if level == hints.MAX_LEVEL and not stacks(board) and not hints.is_kids_game(rules):
        expert = importlib.import_module("game.engine.expert_hint")
        bag, seed, budget = game.bag_count, seed_for(game), expert.HINT_BUDGET
        return _remote("expert_hint",
                       lambda: lambda: expert.expert_hint(board, rack, lexicon, rules, bag, seed, budget=budget),
                       worker.lexicon_ref(lexicon), board, rack, rules, bag, seed, budget)
    # the same choice of hint finder as the engine worker makes
    finder = stack_hints.stack_hint if stacks(board) else hints.hint
    return _remote("hint", lambda: lambda: finder(board, rack, lexicon, level, rules),
                   worker.lexicon_ref(lexicon), board, rack, level, rules)


def think(game: Game, player: int, kind: str, strategy: Strategy | None = None,
          budget: float | None = None) -> Job[Move]:
    """Start a computer turn for seat ``player`` of strength ``kind``; ``budget``: seconds
    a turn for a level that searches against the clock, instead of the level's own.

    Raises:
        ValueError: the engine's players need a compiled word list and the game has none.
    """
    if strategy is not None:
        snapshot = private_copy(game)
        return Background(lambda: strategy(snapshot, player, kind))
    lexicon = seat_lexicon(game, player)
    if lexicon is None:
        raise ValueError(_("computer players need a compiled word list"))

    def on_thread() -> Callable[[], Move]:
        chosen = engine_strategy()
        snapshot = private_copy(game)
        return lambda: chosen(snapshot, player, kind)

    return _remote("choose_move", on_thread,
                   worker.lexicon_ref(lexicon), game.board.copy(), "".join(game.players[player].rack),
                   seat_rules(game, player), game.bag_count, seed_for(game), kind, budget)


def check_can_play(game: Game, player: int) -> Job[bool] | None:
    """Whether ``player``'s rack has any legal tile play (kid mode's "no word fits"),
    or None when that cannot be known (no compiled word list to search)."""
    try:
        from game.engine.movegen import has_legal_play
        from game.engine.upwords.movegen import has_stack_play
    except ImportError:
        return None
    lexicon = seat_lexicon(game, player)
    if lexicon is None:
        return None
    board = game.board.copy()
    rack = "".join(game.players[player].rack)

    def search() -> bool:
        if stacks(board):
            return has_stack_play(board, rack, lexicon, plurals=game.rules.plurals)
        return has_legal_play(board, rack, lexicon)

    return _remote(
        "has_legal_play", lambda: search, worker.lexicon_ref(lexicon), board, rack, game.rules.plurals
    )


def has_play_checker(game: Game) -> Callable[[Board, str], bool] | None:
    """What ``Game.has_play`` needs for the "exchange only when you cannot play" rule:
    whether a rack has a legal play on a board, searched in this process.

    The buttons ask every frame, so the answer for the last board and rack is
    kept; None when the game has no compiled word list to search.  The rules ask
    it of the player to move, so it searches that player's own list.
    """
    from game.engine.movegen import has_legal_play
    from game.engine.upwords.movegen import has_stack_play

    if all(seat_lexicon(game, player) is None for player in range(len(game.players))):
        return None
    plurals = game.rules.plurals
    last: list[tuple[Board, str, Any, bool]] = []

    def has_play(board: Board, rack: str) -> bool:
        lexicon = seat_lexicon(game, game.current)
        if lexicon is None:
            return False  # nothing to search: as a game without a list, the exchange is allowed
        if last and last[0][1] == rack and last[0][2] is lexicon and last[0][0] == board:
            return last[0][3]
        if stacks(board):
            found = has_stack_play(board, rack, lexicon, plurals)
        else:
            found = has_legal_play(board, rack, lexicon)
        last[:] = [(board.copy(), rack, lexicon, found)]
        return found

    return has_play
