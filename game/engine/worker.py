"""Engine work in a separate process: computer moves, hints, word-list compiles.

A search in a thread of the game's own process holds the GIL for long
stretches and the frame loop stutters (frames of 50-190 ms were measured).
So one helper process, started with the ``spawn`` method (the same on
Linux, macOS and Windows), does the searching.  It loads word lists itself
from the compiled cache (tens of milliseconds) and keeps them for the rest of
the session, so a request carries only the position.

Requests go down a pipe, each with the players' language of the moment: the
helper answers with facts where it can (a hint is a rung, a square, a word),
and the few sentences it does make (a word list's notice, an error) read in
the window's language.  A daemon reader thread in the game turns answers
into :class:`concurrent.futures.Future` results.  A task that takes long
(a word-list compile) also sends how far it has got, as fractions, to a
callback given with the request.

A long search (the expert level's look-ahead and endgame) polls
:mod:`game.engine.interrupt`, which the helper answers from two numbers
shared with the game: the newest request sent and the newest cancelled.  So
:func:`cancel` (a pause, a game left) or a newer request stops the search
under way at once, and it answers with the best it has found, marked as stopped
short (:class:`Answer`), so the window can ask again.  The helper is a daemon
process: it never outlives the game, and :func:`shutdown` stops it at once
even mid-search.  If it dies, pending requests fail with
:class:`EngineStopped` and the next request starts a fresh one.

A word list is compiled in a process of its own that ends with the compile
(:func:`prepare_word_list`): the compile's scratch memory (hundreds of
thousands of small objects) would otherwise stay in the engine's heap for
the rest of the session.  The engine then maps the cache file it wrote.

This module imports no pygame, so the helper starts quickly; nor does it
import the search modules until a helper that searches starts (see
:func:`_load_engine`), so a compile process goes without them.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import random
import threading
from collections import OrderedDict
from collections.abc import Callable
from concurrent.futures import Future
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from game import i18n, paths
from game.lexicon.choice import load_for_game
from game.lexicon.lexicon import compile_word_list

log = logging.getLogger(__name__)


class EngineStopped(RuntimeError):
    """The helper process ended before answering."""


Progress = Callable[[float], None]
T = TypeVar("T")

# A progress report goes down the pipe only when the fraction has moved on this much.
PROGRESS_STEP = 0.01

# ---------------------------------------------------------------- helper side
# The word lists the helper searches, by file path, the most recently asked for
# last; in-memory lists come inline.  A game whose seats play by their own lists
# (docs/rules.md, "Handicaps") asks for up to one list a seat turn after turn, so
# a few are kept; the one no turn has asked for longest is dropped (with its
# cross-checks) when another comes, so a list no game plays any more goes.
KEPT_WORD_LISTS = 3
_lexicons: OrderedDict[str, Any] = OrderedDict()


def _lexicon(ref: Any) -> Any:
    if not isinstance(ref, str):
        return ref  # an in-memory list sent whole (small test lists)
    found = _lexicons.get(ref)
    if found is not None:
        _lexicons.move_to_end(ref)
        return found
    found = compile_word_list(ref)
    _lexicons[ref] = found
    while len(_lexicons) > KEPT_WORD_LISTS:
        _lexicons.popitem(last=False)
    return found


def loaded_word_lists() -> list[str]:
    """The paths of the word lists this process's engine side keeps, the most
    recently used last (tests)."""
    return list(_lexicons)


def _load_engine() -> None:
    """Import the search modules, as a helper that searches starts (so its first
    search does not wait for them); a compile process never does: they would
    take some 4 MB of its memory.  The tasks below import what they use again,
    which then costs a dictionary lookup."""
    from game.engine import best_play, hints, movegen, players  # noqa: F401
    from game.engine.upwords import hints as upwords_hints  # noqa: F401
    from game.engine.upwords import movegen as upwords_movegen  # noqa: F401


def _choose_move(ref: Any, board: Any, rack: str, rules: Any, bag_count: int,
                 seed: int, kind: str, budget: float | None = None) -> Any:
    """The move of a computer of level ``kind``; ``budget``: seconds a turn for a
    level that searches against the clock, instead of the level's own."""
    from game.engine import players

    player = players.make_player(kind)
    if budget is not None and hasattr(player, "budget"):
        player.budget = budget
    return player.choose_move(board, rack, _lexicon(ref), rules, bag_count, random.Random(seed))


def _hint(ref: Any, board: Any, rack: str, level: int, rules: Any) -> Any:
    from game.engine import hints
    from game.engine.upwords.hints import stack_hint
    from game.rules.variant import stacks

    if stacks(board):
        return stack_hint(board, rack, _lexicon(ref), level, rules)
    return hints.hint(board, rack, _lexicon(ref), level, rules)


def _expert_hint(ref: Any, board: Any, rack: str, rules: Any, bag_count: int, seed: int, budget: float) -> Any:
    from game.engine.expert_hint import expert_hint

    return expert_hint(board, rack, _lexicon(ref), rules, bag_count, seed, budget=budget)


def _best_play(ref: Any, board: Any, rack: str, rules: Any) -> Any:
    from game.engine.best_play import best_play

    return best_play(board, rack, _lexicon(ref), rules)


def _has_legal_play(ref: Any, board: Any, rack: str, plurals: bool = True) -> bool:
    from game.engine.movegen import has_legal_play
    from game.engine.upwords.movegen import has_stack_play
    from game.rules.variant import stacks

    if stacks(board):
        return has_stack_play(board, rack, _lexicon(ref), plurals)
    return has_legal_play(board, rack, _lexicon(ref))


def _prepare_word_list(spec: str, fallback: str, progress: Progress) -> tuple[str | None, str | None]:
    """Compile (or load) a list so its cache file exists, ``fallback`` if ``spec`` cannot
    be used; return the loaded list's path and the notice for the players, if any."""
    lexicon, _used, note = load_for_game(spec, fallback, progress)
    return lexicon.source, note


def _ping() -> bool:
    return True


_TASKS: dict[str, Callable[..., Any]] = {
    "choose_move": _choose_move,
    "hint": _hint,
    "expert_hint": _expert_hint,
    "best_play": _best_play,
    "has_legal_play": _has_legal_play,
    "prepare_word_list": _prepare_word_list,
    "ping": _ping,
}


# Tasks given a progress callback as their last argument.
_REPORTING = frozenset({"prepare_word_list"})


def _reporter(conn: Connection, ident: int) -> Progress:
    """Send ``(ident, None, fraction, False)`` down the pipe as the fraction moves on."""
    sent = -1.0

    def report(fraction: float) -> None:
        nonlocal sent
        if fraction - sent >= PROGRESS_STEP or (fraction >= 1.0 > sent):
            sent = fraction
            conn.send((ident, None, fraction, False))

    return report


def _serve(conn: Connection, data_dir: str | None, engine: bool = True,
           latest: Any = None, cancelled: Any = None) -> None:
    """The helper's loop: one request at a time until the pipe closes.

    ``engine``: the helper searches (else it only compiles a word list).
    ``latest``, ``cancelled``: shared numbers, the newest request sent and the
    newest cancelled (see :func:`cancel`).
    """
    if hasattr(os, "nice"):
        # The window's process comes first on a busy machine: a search may take
        # longer, a frame may not.
        try:
            os.nice(5)
        except OSError:
            pass
    if data_dir is not None:
        paths.set_data_dir(data_dir)
    if engine:
        _load_engine()
    current = -1
    heard = False  # the request in hand's search was told to stop (and so stopped short)
    if latest is not None and cancelled is not None:
        from game.engine import interrupt

        def stop_asked() -> bool:
            nonlocal heard
            if cancelled.value >= current or latest.value > current:
                heard = True
            return heard

        interrupt.install(stop_asked)
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request is None:
            return
        ident, name, args, language = request
        current, heard = ident, False
        if language != i18n.language():
            # a sentence made here (a word list's notice, an error) reads in the players' language
            i18n.set_language(language)
        if name in _REPORTING:
            args = (*args, _reporter(conn, ident))
        try:
            reply = (ident, True, _TASKS[name](*args), heard)
        except BaseException as exc:
            reply = (ident, False, exc, heard)
        try:
            conn.send(reply)
        except (EOFError, OSError):
            return
        except Exception as exc:  # an answer that does not pickle
            conn.send((ident, False, RuntimeError(f"{type(exc).__name__}: {exc}"), heard))


# ---------------------------------------------------------------- game side
class Answer(Future[T]):
    """An engine answer to come: the result, and whether its search was stopped short.

    ``stopped_short`` is set before the result: a search told to stop (:func:`cancel`,
    or a newer request) answered with the best it had found so far, not with what its
    whole budget would have found, so a caller that wants the real thing asks again.
    """

    def __init__(self) -> None:
        super().__init__()
        self.stopped_short = False


class _Helper:
    def __init__(self, engine: bool = True) -> None:
        """``engine``: the helper searches; else it only compiles word lists."""
        ctx = multiprocessing.get_context("spawn")
        self._conn, child = ctx.Pipe()
        override = paths.data_dir()
        # the newest request sent and the newest cancelled, read by a search in the helper
        self._latest = ctx.Value("q", -1, lock=False)
        self._cancelled = ctx.Value("q", -1, lock=False)
        self.process = ctx.Process(target=_serve, args=(child, str(override), engine, self._latest, self._cancelled),
                                   daemon=True, name="tile-party-engine")
        self.process.start()
        child.close()
        self._lock = threading.Lock()
        self._pending: dict[int, Answer[Any]] = {}
        self._progress: dict[int, Progress] = {}
        self._next = 0
        self.alive = True
        self._reader = threading.Thread(target=self._read, daemon=True, name="tile-party-engine-reader")
        self._reader.start()

    def submit(self, name: str, *args: Any, progress: Progress | None = None) -> Answer[Any]:
        future: Answer[Any] = Answer()
        with self._lock:
            if not self.alive:
                raise EngineStopped("the engine process has stopped")
            ident = self._next
            self._next += 1
            self._pending[ident] = future
            if progress is not None:
                self._progress[ident] = progress
            self._latest.value = ident  # a search under way stops for this one
            try:
                self._conn.send((ident, name, args, i18n.language()))
            except (OSError, ValueError) as exc:
                self._pending.pop(ident, None)
                self._progress.pop(ident, None)
                self.alive = False
                raise EngineStopped(f"the engine process is gone ({exc})") from exc
        return future

    def _read(self) -> None:
        while True:
            try:
                ident, ok, value, stopped_short = self._conn.recv()
            except (EOFError, OSError, TypeError, ValueError):
                break
            if ok is None:  # how far a long task has got
                with self._lock:
                    report = self._progress.get(ident)
                if report is not None:
                    report(value)
                continue
            with self._lock:
                future = self._pending.pop(ident, None)
                self._progress.pop(ident, None)
            if future is None or future.cancelled():
                continue
            future.stopped_short = bool(stopped_short)
            if ok:
                future.set_result(value)
            else:
                future.set_exception(value if isinstance(value, BaseException) else RuntimeError(str(value)))
        with self._lock:
            self.alive = False
            pending, self._pending = self._pending, {}
            self._progress.clear()
        for future in pending.values():
            if not future.done():
                future.set_exception(EngineStopped("the engine process stopped"))

    def cancel(self) -> None:
        """Ask every request sent so far to stop searching (each still answers)."""
        with self._lock:
            self._cancelled.value = self._next - 1

    def busy(self) -> bool:
        """Whether a request is waiting for its answer."""
        with self._lock:
            return bool(self._pending)

    def stop(self) -> None:
        with self._lock:
            self.alive = False
            try:
                self._conn.send(None)
            except (OSError, ValueError):
                pass
        self.process.join(0.3)
        if self.process.is_alive():
            self.process.terminate()  # mid-search: the answer is not wanted any more
            self.process.join(1.0)
        try:
            self._conn.close()
        except OSError:
            pass  # the reader saw the pipe end first and it is gone already
        self._reader.join(1.0)


_helper: _Helper | None = None
_helper_lock = threading.Lock()


def submit(name: str, *args: Any) -> Answer[Any]:
    """Run helper task ``name`` with ``args`` in the engine process; starts it if needed.

    Raises:
        EngineStopped: the process could not be started or reached.
    """
    global _helper
    with _helper_lock:
        if _helper is None or not _helper.alive:
            if _helper is not None:
                _helper.stop()
            try:
                _helper = _Helper()
            except (OSError, RuntimeError, ValueError) as exc:
                raise EngineStopped(f"could not start the engine process: {exc}") from exc
        helper = _helper
    return helper.submit(name, *args)


# Processes compiling a word list now, stopped with the engine at exit.
_compilers: set[_Helper] = set()


def prepare_word_list(spec: str, fallback: str, progress: Progress | None = None) -> tuple[str | None, str | None]:
    """Compile ``spec`` (``fallback`` if it cannot be used) into its cache file in a
    process of its own, which ends with the compile and takes its scratch memory
    with it; ``progress`` gets fractions 0..1 on the reader thread.

    Returns the compiled list's path and the notice for the players, if any.

    Raises:
        EngineStopped: the process could not be started, or was stopped by :func:`shutdown`.
        WordListError: neither list can be used.
    """
    try:
        helper = _Helper(engine=False)
    except (OSError, RuntimeError, ValueError) as exc:
        raise EngineStopped(f"could not start a process for the word list: {exc}") from exc
    with _helper_lock:
        _compilers.add(helper)
    try:
        answer: tuple[str | None, str | None] = helper.submit(
            "prepare_word_list", spec, fallback, progress=progress).result()
        return answer
    finally:
        with _helper_lock:
            _compilers.discard(helper)
        helper.stop()


def cancel() -> None:
    """Stop the search under way in the engine process at once (a pause, a game left).

    A search that polls :mod:`game.engine.interrupt` (the expert level's) stops
    and answers with the best move it has found, its :class:`Answer` marked
    ``stopped_short``; that answer may be thrown away or asked for again.
    Requests sent after this are not affected.
    """
    with _helper_lock:
        helper = _helper
    if helper is not None:
        helper.cancel()


def start() -> None:
    """Start the helper ahead of need, so the first computer turn does not wait for it."""
    try:
        submit("ping")
    except EngineStopped as exc:
        log.warning("%s", exc)


def running() -> bool:
    return _helper is not None and _helper.alive and _helper.process.is_alive()


def process_id() -> int | None:
    """The engine process's id, None when none has started (tests end it, as a crash would)."""
    helper = _helper
    return None if helper is None else helper.process.pid


def recycle() -> bool:
    """Let the engine process go if it is idle, so the next request starts a fresh one.

    Searching leaves the process's heap a little larger game after game (its
    freed objects seldom give whole blocks back to the system): about 1 MB a
    game was measured.  Called when a game ends, this keeps the game's memory
    the same however many games are played; a fresh process costs a fraction
    of a second, once, at the next computer turn or hint.  A process with a
    request in hand is left alone.  It is stopped on a thread of its own, so
    the frame that called this does not wait.  Returns whether one was let go.
    """
    global _helper
    with _helper_lock:
        helper = _helper
        if helper is None or helper.busy():
            return False
        _helper = None
    threading.Thread(target=helper.stop, daemon=True, name="tile-party-engine-stop").start()
    return True


def shutdown() -> None:
    """Stop the helper (at exit, and between tests); safe to call when it never started."""
    global _helper
    with _helper_lock:
        helper, _helper = _helper, None
        compiling = list(_compilers)
    for each in [*compiling, helper]:
        if each is not None:
            each.stop()


def lexicon_ref(lexicon: Any) -> Any:
    """How the helper finds a word list: its file path, or the list itself if it has none."""
    source = getattr(lexicon, "source", None)
    return source if isinstance(source, str) else lexicon
