"""Where the window gets a word's meaning: the shipped book, read off the frame.

Reading the meanings file takes a moment the first time (and memory the menu
does not need), so it is read only when a screen first wants a meaning, on a
worker thread (the app's ``ctx.jobs``, else a thread of its own), never on a
frame.  Until it is there a card says it is looking; a broken install (no file,
or a damaged one) leaves the source *missing*, and the card says calmly that no
meanings are on file.  What waits for the book (:meth:`MeaningSource.when_ready`)
runs on the main thread from :meth:`MeaningSource.poll`, which the screen calls
each frame.

Whose list a word is looked up by, and whether for a child, is the game's
(:func:`seat_reads`, :func:`for_children`): a word not in the list of the
seat it is looked up for has no meaning shown at all, and at a table where a
child plays (a Kids game, or a person's seat on the kids list) every meaning
shown is one fit for children, since everyone shares the screen.
Nothing here needs pygame.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from game.lexicon import meanings as book_file
from game.lexicon.meanings import Meaning, MeaningBook
from game.rules.game import Game
from game.setup.seats import SeatConfig

log = logging.getLogger(__name__)

#: how the window hands work to a thread: ``submit(fn, on_done=..., on_error=...)`` (``Jobs.submit``)
Submit = Callable[..., Any]


class BookState(Enum):
    IDLE = "idle"  # nobody has wanted a meaning yet
    LOADING = "loading"
    READY = "ready"
    MISSING = "missing"  # the file is not there or cannot be read


@dataclass(frozen=True)
class Looked:
    """A word looked up for a seat: what the card needs to word it.

    ``meaning`` is None while the book is being read (or when it is missing);
    ``known``: the book has senses for the word (none fit for children, when
    ``meaning.meaning`` is None for a child).
    """

    word: str
    in_list: bool
    for_children: bool
    meaning: Meaning | None = None
    known: bool = False
    missing: bool = False

    @property
    def sense(self) -> str | None:
        """The meaning to show, if there is one."""
        return self.meaning.meaning if self.meaning is not None and self.in_list else None


def kids_list(game: Game, player: int) -> bool:
    """Whether ``player`` (by playing order) plays by the kid-safe list."""
    return game.handicap(player).word_list_for(game.rules) == "kids"


def kid_table(game: Game, seats: Sequence[SeatConfig]) -> bool:
    """A child plays at this table: a Kids game, or a person's seat on the kids list."""
    rules = game.rules
    if rules.word_list == "kids" or rules.name.lower() == "kids":
        return True
    return any(not seat.is_computer and kids_list(game, i) for i, seat in enumerate(seats))


def for_children(game: Game, seats: Sequence[SeatConfig]) -> bool:
    """Whether meanings at this table must be fit for children (see the module)."""
    return kid_table(game, seats)


def child_seat(game: Game, seats: Sequence[SeatConfig]) -> int:
    """The seat an after-play meaning is looked up for: the first person on the kids
    list, else the first person, else the first seat."""
    people = [i for i, seat in enumerate(seats) if not seat.is_computer]
    kids = [i for i in people if kids_list(game, i)]
    return (kids or people or [0])[0]


def in_seat_list(game: Game, player: int, word: str) -> bool:
    """Whether ``word`` is in the list ``player`` plays by (a game without a list takes every word)."""
    words = game.word_list_of(player)
    return words is None or bool(words.contains(word.upper()))


class MeaningSource:
    """``MeaningSource(submit)``: the shipped book, read with ``submit`` (None: a thread of its own).

    ``load`` replaces the reading (tests hand it a small book); ``children``: the
    kid-safe filter is wanted too, and read with the book.
    """

    def __init__(self, submit: Submit | None = None, load: Callable[[], MeaningBook] | None = None,
                 children: bool = False) -> None:
        self._submit = submit
        self._load = load
        self._children = children  # the kid-safe filter is read on the same thread
        self.state = BookState.IDLE
        self.book: MeaningBook | None = None
        self._lock = threading.Lock()
        self._arrived: tuple[MeaningBook | None, bool] | None = None  # set on the worker thread
        self._waiting: list[Callable[[], None]] = []

    # ------------------------------------------------------------ reading the book
    def want(self) -> None:
        """Start reading the book, if nobody has yet."""
        if self.state is not BookState.IDLE:
            return
        self.state = BookState.LOADING
        if self._submit is not None:
            self._submit(self._read, on_done=self._arrive, on_error=self._fail)
        else:
            threading.Thread(target=self._read_here, name="tile-party-meanings", daemon=True).start()

    def _read(self) -> MeaningBook:
        book = self._load() if self._load is not None else book_file.shipped_book()  # looked up when called
        if self._children:
            from game.lexicon.kidsfilter import shipped_filter

            shipped_filter()  # read once and kept: a child's lookups on a frame only ask it
        return book

    def _read_here(self) -> None:
        try:
            book = self._read()
        except Exception as exc:  # noqa: BLE001 - any failure is a missing book, said calmly
            self._fail(exc)
        else:
            self._arrive(book)

    def _arrive(self, book: MeaningBook) -> None:
        with self._lock:
            self._arrived = (book, False)

    def _fail(self, exc: BaseException) -> None:
        log.warning("no word meanings: %s", exc)
        with self._lock:
            self._arrived = (None, True)

    def poll(self) -> bool:
        """Take in the book if it has arrived and run what waited for it (main thread); True if it did."""
        with self._lock:
            arrived, self._arrived = self._arrived, None
        if arrived is None:
            return False
        book, failed = arrived
        self.book = book
        self.state = BookState.MISSING if failed else BookState.READY
        waiting, self._waiting = self._waiting, []
        for call in waiting:
            call()
        return True

    @property
    def settled(self) -> bool:
        """The book is read, or known to be missing."""
        return self.state in (BookState.READY, BookState.MISSING)

    def when_ready(self, call: Callable[[], None]) -> None:
        """Run ``call`` once the book is read (or known missing): now, if it already is."""
        if self.settled:
            call()
            return
        self._waiting.append(call)
        self.want()

    # ------------------------------------------------------------ looking up
    def look_up(self, word: str, in_list: bool, children: bool) -> Looked:
        """``word`` for a seat (``in_list``: in its list; ``children``: a child's table)."""
        word = word.upper()
        if not in_list:
            return Looked(word, False, children)
        if self.state is BookState.MISSING:
            return Looked(word, True, children, missing=True)
        book = self.book
        if book is None:
            self.want()
            return Looked(word, True, children)
        meaning = book.lookup(word, for_children=children)
        return Looked(word, True, children, meaning, bool(book.senses(meaning.base)))

    def look_up_for(self, game: Game, seats: Sequence[SeatConfig], player: int, word: str) -> Looked:
        """``word`` as ``player`` (by playing order) may read it: by their list, for a child at a kids' table."""
        return self.look_up(word, in_seat_list(game, player, word), for_children(game, seats))
