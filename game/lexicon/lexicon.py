"""Word lists as :class:`Lexicon` objects, compiled once and cached on disk.

The compiled DAWG and GADDAG of a list are stored together under
:func:`game.paths.cache_dir`, named by the SHA-256 of the list file's bytes,
so an edited list compiles anew and an unchanged one loads in a fraction of
a second.  A cache file that is truncated, altered or in an older format
fails its checks and is rebuilt.

A list loaded from the cache is not copied: its tables are read-only views
of the file mapped into memory, so every process loading the same list (the
game and its engine process) shares one copy of the pages.  The cache is
only ever replaced whole (a new file renamed over the old), which leaves
the mapped file of a running process intact; a list compiled in memory
(first launch, or a read-only data folder) is held in compact arrays.
"""

from __future__ import annotations

import gc
import hashlib
import mmap
import os
import struct
import sys
import weakref
from array import array
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import BinaryIO

from game import limits, paths
from game.i18n import _

from .dawg import MASK_SLOT, STRIDE, TERMINAL, Progress, TooLarge, build_table, contains
from .gaddag import build_gaddag
from .wordlist import WordListError, content_hash, parse_words, read_bytes

MAGIC = b"TPDAWG5\n"  # 5: words longer than the board are left out
# magic, sha256 of the payload, words, DAWG slots, GADDAG slots; then both tables
_HEADER = struct.Struct("<8s32sIII")
DAWG_SHARE = 0.15  # of a compile's progress: the GADDAG takes the rest

KIDS_WORD_LIST = paths.ASSETS / "kids.txt"
BUILTIN = {"enable": paths.DEFAULT_WORD_LIST, "kids": KIDS_WORD_LIST}


class Lexicon:
    """A word list: ``"cat" in lexicon``, ``lexicon.contains("CAT")`` (any case)."""

    __slots__ = ("name", "word_count", "table", "gaddag", "source", "cross_cache", "__weakref__")

    def __init__(
        self,
        table: Sequence[int],
        name: str,
        word_count: int,
        source: str | None = None,
        gaddag: Sequence[int] | None = None,
    ) -> None:
        # The flat DAWG of game.lexicon.dawg: a list, an array, or a
        # read-only view of a mapped cache file (see _read_cache).
        self.table = table
        # The left half of the GADDAG (game.lexicon.gaddag), built here when
        # only the DAWG is given, in the DAWG's kind of sequence.
        if gaddag is None:
            built = build_gaddag(table)
            gaddag = built.tolist() if isinstance(table, list) else built
        self.gaddag = gaddag
        self.name = name
        self.word_count = word_count
        self.source = source
        # (cross-check mask, letter-value sum) by the tiles across a square,
        # filled by the move generator: the same short words recur in every game.
        self.cross_cache: dict[str, tuple[int, int]] = {}

    @classmethod
    def from_words(cls, words: Iterable[str], name: str = "words") -> Lexicon:
        """A lexicon from words in memory (tests, small custom lists); not cached.

        Raises:
            WordListError: if a word is not letters A-Z.
        """
        text = "\n".join(words).encode()
        ordered = parse_words(text)
        return cls(build_table(ordered), name, len(ordered))

    def contains(self, word: str) -> bool:
        return contains(self.table, word.upper())

    def __contains__(self, word: object) -> bool:
        return isinstance(word, str) and self.contains(word)

    def __len__(self) -> int:
        return self.word_count

    def is_prefix(self, letters: str) -> bool:
        """Whether some word starts with these letters."""
        base = 0
        for ch in letters.upper():
            letter = ord(ch) - 65
            if not 0 <= letter < 26:
                return False
            base = self.table[base + letter]
            if not base:
                return False
        return True

    def words(self) -> list[str]:
        """Every word, in alphabetical order (for tests and small lists)."""
        out: list[str] = []
        table = self.table

        def walk(base: int, prefix: str) -> None:
            mask = table[base + MASK_SLOT]
            if mask & TERMINAL:
                out.append(prefix)
            for letter in range(26):
                if mask >> letter & 1:
                    walk(table[base + letter], prefix + chr(65 + letter))

        walk(0, "")
        return out

    def __repr__(self) -> str:
        return f"Lexicon({self.name!r}, {self.word_count} words)"


def _cache_path(key: str) -> Path:
    # The format is in the name: an older copy of the game sharing the data
    # folder keeps its own file instead of the two rewriting one in turn.
    return paths.cache_dir() / f"lexicon-{MAGIC[2:-1].decode().lower()}-{key[:32]}.dawg"


def _write_cache(path: Path, table: array[int], gaddag: array[int], word_count: int) -> bytes | None:
    """Write the cache file; the SHA-256 of its tables, or None if it was not written.

    The tables are hashed and written one after the other, not joined first:
    a copy of both would be the largest thing a compile holds at its end.
    """
    parts = [table, gaddag]
    if sys.byteorder != "little":
        parts = [array("I", part) for part in parts]
        for part in parts:
            part.byteswap()
    digest = hashlib.sha256()
    for part in parts:
        digest.update(part)
    header_digest = digest.digest()
    header = _HEADER.pack(MAGIC, header_digest, word_count, len(table), len(gaddag))
    tmp = path.with_suffix(f".tmp{os.getpid()}")
    try:
        with _new_temp(tmp) as stream:
            stream.write(header)
            for part in parts:
                stream.write(part)
        os.replace(tmp, path)  # readers never see a half-written file, mappers keep theirs
    except OSError as exc:
        # A read-only cache only costs a compile at each start: the list is in memory.
        _note_cache_problem(exc)
        try:
            tmp.unlink(missing_ok=True)
        except OSError:
            pass
        return None
    return header_digest


def _new_temp(tmp: Path) -> BinaryIO:
    """A new file at ``tmp``, opened for writing without following a link: the
    name is created (``O_EXCL``); a file or link already there (a killed compile
    of the same process id, or one planted) is removed, never written through."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(tmp, flags, 0o644)
    except FileExistsError:
        tmp.unlink()
        fd = os.open(tmp, flags, 0o644)
    return os.fdopen(fd, "wb")


# Why the compiled cache could not be written, until someone has been told.
_cache_problem: str | None = None
_cache_problem_told = False


def _note_cache_problem(exc: OSError) -> None:
    global _cache_problem
    if _cache_problem is None:
        _cache_problem = exc.strerror or str(exc)


def take_cache_notice() -> str | None:
    """Once per process: a short sentence saying the compiled word list could not be
    kept (a read-only data folder), so it was compiled in memory; else None."""
    global _cache_problem_told
    if _cache_problem is None or _cache_problem_told:
        return None
    _cache_problem_told = True
    return _("The word list was compiled in memory: its cache could not be saved ({reason}).").format(
        reason=_cache_problem
    )


def _read_cache(path: Path, written: bytes | None = None) -> tuple[Sequence[int], Sequence[int], int] | None:
    """The cached DAWG, GADDAG and word count, or None if missing or damaged.

    The tables are read-only views of the file mapped into memory: every
    process that loads the same list shares one copy of its pages.

    ``written``: the digest of the tables this process has just written to
    the file.  The header must hold it, and the tables are not hashed again:
    hashing reads every page of the file into the process, and a compile
    process, which never uses the tables, would hold them all at its peak.
    """
    try:
        with open(path, "rb") as stream:
            size = os.fstat(stream.fileno()).st_size
            if size < _HEADER.size:
                return None
            data = mmap.mmap(stream.fileno(), 0, access=mmap.ACCESS_READ)
    except (OSError, ValueError):
        return None
    magic, digest, word_count, dawg_slots, gaddag_slots = _HEADER.unpack_from(data)
    payload = memoryview(data)[_HEADER.size :]
    if (
        magic != MAGIC
        or dawg_slots % STRIDE
        or len(payload) != 4 * (dawg_slots + gaddag_slots)
        or digest != (written if written is not None else hashlib.sha256(payload).digest())
    ):
        payload.release()
        data.close()
        return None
    if sys.byteorder != "little":  # a private, swapped copy
        both = array("I", payload.tobytes())
        both.byteswap()
        return both[:dawg_slots], both[dawg_slots:], word_count
    slots = payload.cast("I")
    return slots[:dawg_slots], slots[dawg_slots:], word_count


def compile_word_list(
    path: str | os.PathLike[str],
    name: str | None = None,
    progress: Progress | None = None,
    use_cache: bool = True,
) -> Lexicon:
    """Load a word-list file, from the compiled cache when it is there and sound.

    ``progress`` gets fractions 0..1 while a list compiles (it is called with
    1.0 at once when the cache is used).

    Raises:
        WordListError: the file is missing, unreadable or malformed (with the line).
    """
    data = read_bytes(path)
    label = name or Path(path).stem
    key = content_hash(data)
    cache: Path | None = None
    if use_cache:
        try:
            cache = _cache_path(key)
        except OSError as exc:  # the data folder is read-only, or not a folder
            _note_cache_problem(exc)
    if cache is not None:
        _prune_cache_once()
        cached = _read_cache(cache)
        if cached is not None:
            _touch(cache)  # used now: the pruning keeps lists in use
            table, gaddag, count = cached
            if progress:
                progress(1.0)
            return Lexicon(table, label, count, str(path), gaddag)
    words = parse_words(data, path)
    del data  # the file is done with: free it before the tables grow
    count = len(words)
    # Both tables together are capped (and so the compile's memory): a list past the
    # cap stops compiling as soon as it is past it, with a message.
    most = limits.WORD_LIST_COMPILED_BYTES // 4 - _HEADER.size
    try:
        compiled = build_table(words, _scaled(progress, 0.0, DAWG_SHARE), consume=True,
                               max_slots=most, max_prefixes=limits.WORD_LIST_PREFIXES)
    except TooLarge:
        del words
        raise WordListError(_too_large(), path) from None
    # A full collection empties the free lists of tuples and lists, whose few
    # thousand leftovers of the DAWG's register would otherwise keep most of
    # the memory of the words and the register from going back to the system
    # before the GADDAG grows.
    gc.collect()
    try:
        left = build_gaddag(compiled, _scaled(progress, DAWG_SHARE, 1.0), max_slots=most - len(compiled))
    except TooLarge:
        del compiled
        raise WordListError(_too_large(), path) from None
    written = _write_cache(cache, compiled, left, count) if cache is not None else None
    if cache is not None and written is not None:
        # Later loads, and the engine process, map the file; so does this one, which
        # frees the arrays and shares the pages with the other process.
        mapped = _read_cache(cache, written)
        if mapped is not None:
            del compiled, left
            table, gaddag, count = mapped
            return Lexicon(table, label, count, str(path), gaddag)
    return Lexicon(compiled, label, count, str(path), left)


def _too_large() -> str:
    mib = limits.WORD_LIST_COMPILED_BYTES // limits.MIB
    return _("is too large to compile: compiled, it would take more than {cap} MB "
             "(the standard list takes 13 MB)").format(cap=mib)


def _touch(path: Path) -> None:
    """Mark a compiled list used now (its access and change times), for the pruning."""
    try:
        os.utime(path)
    except OSError:
        pass  # a read-only data folder: nothing is pruned there either


# A temporary cache file this old was left by a killed compile, whatever its process.
STALE_TEMP_SECONDS = 3600.0
_pruned = False


def _prune_cache_once() -> None:
    global _pruned
    if not _pruned:
        _pruned = True
        prune_cache()


def prune_cache(now: float | None = None) -> list[str]:
    """Remove what the word-list cache no longer needs; the names removed.

    Cheap (one listing of the cache folder), run once a process before the
    first list is loaded: compiled lists not used for
    :data:`game.limits.CACHE_UNUSED_DAYS` days, then the least recently used
    ones while all of them take more than :data:`game.limits.CACHE_BYTES`;
    and the temporary files of compiles that were killed (their process is
    gone, or they are over an hour old).  A list in use by another process
    stays mapped there when its file is removed.
    """
    import time

    now = time.time() if now is None else now
    removed: list[str] = []
    try:
        entries = list(os.scandir(paths.cache_dir()))
    except OSError:
        return removed
    lists: list[tuple[float, int, os.DirEntry[str]]] = []
    for entry in entries:
        name = entry.name
        if not name.startswith("lexicon-"):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        stem, dot, suffix = name.rpartition(".")
        if dot and suffix.startswith("tmp"):
            pid = suffix[3:]
            stale = now - info.st_mtime > STALE_TEMP_SECONDS or (pid.isdigit() and not _alive(int(pid)))
            if stale and _remove(entry.path):
                removed.append(name)
        elif name.endswith(".dawg"):
            lists.append((max(info.st_mtime, info.st_atime), info.st_size, entry))
    lists.sort(key=lambda item: item[0])
    total = sum(size for _used, size, _entry in lists)
    cutoff = now - limits.CACHE_UNUSED_DAYS * 86400
    for used, size, entry in lists:
        if (used < cutoff or total > limits.CACHE_BYTES) and _remove(entry.path):
            removed.append(entry.name)
            total -= size
    return removed


def _alive(pid: int) -> bool:
    """Whether a process ``pid`` runs (on Windows, where a signal would end it, assumed so)."""
    if os.name == "nt" or pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # someone else's: alive
    return True


def _remove(path: str) -> bool:
    try:
        os.unlink(path)
    except OSError:
        return False
    return True


def _scaled(progress: Progress | None, low: float, high: float) -> Progress | None:
    """``progress`` for one stage of a compile, mapping its 0..1 onto low..high."""
    if progress is None:
        return None
    report = progress
    return lambda fraction: report(low + (high - low) * fraction)


# Lists loaded, by resolved path, for as long as something uses them (a game, the
# move generator): a list nobody holds is dropped, its mapped file closed.
_loaded: weakref.WeakValueDictionary[str, Lexicon] = weakref.WeakValueDictionary()
# The list loaded last is kept even when no game holds it, so leaving a game for
# the menu and starting the next one does not load it again.
_last: list[Lexicon] = []


def _resolve(spec: str) -> tuple[Path, str | None]:
    """The file of ``spec`` and the list's name (None: named after the file)."""
    path = BUILTIN.get(spec.strip().lower())
    name = spec.strip().lower() if path is not None else None
    target = Path(path if path is not None else spec)
    try:
        return target.expanduser(), name
    except RuntimeError:  # "~nosuchuser/...": no such home folder, so no such file either
        return target, name


def _key(target: Path) -> str:
    """The file's resolved path, the key of the lists loaded.

    ``os.path.realpath`` rather than ``Path.resolve``: a loop of symbolic links
    gives back a path here (the read then says why it cannot be used) where
    ``resolve`` raises RuntimeError.
    """
    return os.path.realpath(target)


def load_lexicon(spec: str = "enable", progress: Progress | None = None) -> Lexicon:
    """``"enable"`` (the default), ``"kids"``, or a path to a word-list file.

    Lists are kept while in use, so asking again is free.

    Raises:
        WordListError: for a missing or malformed file.
    """
    target, name = _resolve(spec)
    key = _key(target)
    lexicon = _loaded.get(key)
    if lexicon is None:
        lexicon = compile_word_list(target, name=name, progress=progress)
        _loaded[key] = lexicon
    elif progress:
        progress(1.0)
    _last[:] = [lexicon]
    return lexicon


def loaded_lexicons() -> list[Lexicon]:
    """The lists this process keeps now (tests: a list nobody uses is dropped)."""
    return list(_loaded.values())


def is_ready(spec: str) -> bool:
    """Whether ``spec`` loads at once: it is loaded, or its compiled cache is there.

    Raises:
        WordListError: the file is missing, unreadable or malformed.
    """
    target, _name = _resolve(spec)
    if _key(target) in _loaded:
        return True
    data = read_bytes(target)
    try:
        if _cache_path(content_hash(data)).is_file():
            return True
    except OSError:
        pass  # no cache folder (read-only, or a link refused): the list compiles in memory
    parse_words(data, target)  # a list that cannot compile says so here, not in a compile
    return False


def default_lexicon() -> Lexicon:
    """ENABLE, the default list (public domain, shipped in ``assets/``)."""
    return load_lexicon("enable")


def load_word_list_or_default(
    path: str | os.PathLike[str] | None, progress: Progress | None = None
) -> tuple[Lexicon, str | None]:
    """The list at ``path``, or ENABLE with a message saying why that list was not used."""
    if path is None or not str(path).strip():
        return load_lexicon("enable", progress), None
    try:
        return load_lexicon(str(path), progress), None
    except WordListError as exc:
        return load_lexicon("enable", progress), f"{exc}; using the default list (ENABLE)"
