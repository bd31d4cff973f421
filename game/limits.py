"""How much outside data the game will read, and the one way it reads a file.

Everything that comes from outside (settings, saves, game records, positions,
word lists, command-line text) is checked against a cap here before it is
parsed, so a damaged or hostile file (or ``/dev/zero``) is refused at once,
with a message, in bounded memory.  A file is checked to be a regular file
before it is opened (a pipe or a device is refused: either could block or
never end), opened without blocking, checked again, and read with
``read(cap + 1)``: never more than the cap plus one byte.  Imports nothing from pygame.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from game.i18n import _

KIB = 1024
MIB = 1024 * KIB

#: settings.json: a few hundred bytes in practice
SETTINGS_BYTES = 256 * KIB
#: a GCG game record: a real game is under 20 KB, a long annotated one under 100 KB
GCG_BYTES = 1 * MIB
#: events (``>`` lines) in one GCG game record: a real game has well under a hundred
GCG_EVENTS = 2_000
#: ``#handicap`` lines in one GCG game record: one a seat, and a game has at most 4
GCG_HANDICAPS = 4
#: a file of CGP positions for ``moves --cgp-file``
CGP_FILE_BYTES = 1 * MIB
#: positions in a ``--cgp-file``: each takes a move search of a tenth of a second or so
CGP_FILE_POSITIONS = 1_000
#: one CGP line: 15 rows of at most 15 characters, racks, scores and a few operations
CGP_CHARS = 4 * KIB
#: a word-list file: ENABLE is 1.7 MB, the largest published lists about 3 MB
WORD_LIST_BYTES = 16 * MIB
#: one line of a word list (a word, or a comment)
WORD_LIST_LINE_CHARS = 256
#: distinct words in one list (ENABLE has 172,823)
WORD_LIST_WORDS = 1_000_000
#: a compiled word list (its DAWG and GADDAG, the cache file): ENABLE's is 13 MiB; a list
#: that would pass this is refused as it compiles, which bounds the compile's memory too
WORD_LIST_COMPILED_BYTES = 64 * MIB
#: distinct prefixes of the words of one list (ENABLE has 374,810): the GADDAG is built from them
WORD_LIST_PREFIXES = 4_000_000
#: the compiled word lists kept in the data folder, together; the least recently used go first
CACHE_BYTES = 256 * MIB
#: a compiled word list not used for this long is removed
CACHE_UNUSED_DAYS = 30
#: letters in a word that can be played: no board is wider than 15 squares
WORD_LETTERS = 15
#: digits in a number read from a file (a score, a total, a count)
NUMBER_DIGITS = 6
#: a command-line argument holding a position or a play
ARGUMENT_CHARS = 64 * KIB
#: a file or folder named on the command line (Linux's PATH_MAX)
PATH_CHARS = 4 * KIB
#: a name given on the command line: a language, a rule preset, a rack, a rule toggle
NAME_CHARS = 64
#: words on one command line, a shell's list of game records included
COMMAND_LINE_WORDS = 10_000
#: ``--rules`` toggles on one command line (there are a handful of rules)
RULE_TOGGLE_OPTIONS = 50
#: digits in a random seed: any 64-bit number
SEED_DIGITS = 20


class InputError(ValueError):
    """Outside data that cannot be read or is past a cap; ``reason`` is for a person.

    ``kind`` and ``values`` say the same as facts (``"no_such_file"``,
    ``"not_whole_number"`` with ``what`` and ``text``): a caller that acts on
    what went wrong compares the kind, never the worded reason, and the rules
    pass the fact on in their own errors (``game/facts.py``).
    """

    def __init__(
        self, reason: str, path: str | os.PathLike[str] | None = None, *, kind: str = "unreadable",
        values: dict[str, object] | None = None,
    ) -> None:
        self.reason = reason
        self.kind = kind
        self.values = dict(values or {})
        self.path = str(path) if path is not None else None
        super().__init__(f"{self.path}: {reason}" if self.path else reason)


def too_big(size: int, cap: int) -> str:
    """The reason given for a file or text past its cap."""
    return _("is too big ({size} bytes; at most {cap} are read)").format(
        size=f"{size:,}", cap=f"{cap:,}"
    )


def read_limited(path: str | os.PathLike[str], cap: int) -> bytes:
    """The bytes of a regular file of at most ``cap`` bytes.

    Anything else is refused before it is opened: a pipe (FIFO) would block
    the open, and the read, until a writer came, and a device may never end.
    The file is looked at (``stat``), opened without blocking, and looked at
    again through the open descriptor, so one swapped for a pipe in between
    is refused too.

    Raises:
        InputError: the file is missing, unreadable, a folder, a pipe or a
            device, a loop of symbolic links, or holds more than ``cap`` bytes
            (found without reading past the cap).
    """
    try:
        _check_regular(os.stat(path), path)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
        with open(fd, "rb", closefd=True) as stream:
            info = os.fstat(fd)
            _check_regular(info, path)
            if info.st_size > cap:
                raise InputError(too_big(info.st_size, cap), path, kind="too_big")
            data = stream.read(cap + 1)
    except InputError:
        raise
    except FileNotFoundError:
        raise InputError(_("no such file"), path, kind="no_such_file") from None
    except IsADirectoryError:
        raise InputError(_("is a folder, not a file"), path, kind="is_folder") from None
    except PermissionError:
        raise InputError(_("cannot be read (permission denied)"), path) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        reason = getattr(exc, "strerror", None) or str(exc)
        raise InputError(_("cannot be read ({reason})").format(reason=reason), path) from None
    if len(data) > cap:
        raise InputError(_("is larger than {cap} bytes").format(cap=f"{cap:,}"), path, kind="too_big")
    return data


def _check_regular(info: os.stat_result, path: str | os.PathLike[str]) -> None:
    """Raises InputError unless ``info`` is that of a regular file."""
    if stat.S_ISDIR(info.st_mode):
        raise InputError(_("is a folder, not a file"), path, kind="is_folder")
    if not stat.S_ISREG(info.st_mode):
        raise InputError(_("is not a regular file"), path, kind="not_regular_file")


def read_limited_text(path: str | os.PathLike[str], cap: int) -> str:
    """A UTF-8 text file (a BOM allowed) of at most ``cap`` bytes.

    Raises:
        InputError: as :func:`read_limited`, or the bytes are not UTF-8.
    """
    data = read_limited(path, cap)
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise InputError(
            _("is not UTF-8 text (line {line})").format(line=line), path, kind="not_utf8"
        ) from None


def whole_number(text: str, what: object, digits: int = NUMBER_DIGITS) -> int:
    """A whole number (a sign allowed) of at most ``digits`` digits.

    Python refuses to convert numbers of more than 4,300 digits with a
    traceback; no number in a game record or position is near that long.

    Raises:
        InputError: not a number, or too many digits.
    """
    body = text[1:] if text[:1] in "+-" else text
    if not (body.isascii() and body.isdigit()):
        raise InputError(_("{what} {text!r} is not a whole number").format(what=what, text=text[:20]),
                         kind="number_not_whole", values={"what": what, "text": text[:20]})
    if len(body.lstrip("0")) > digits:
        raise InputError(
            _("{what} has more than {digits} digits").format(what=what, digits=digits),
            kind="number_too_long", values={"what": what, "digits": digits},
        )
    return int(text)


def writable_dir(path: Path) -> Path:
    """``path`` as a folder, created if missing.

    Raises:
        InputError: it names a file, or cannot be created.
    """
    try:
        # exists() itself raises for a name the system refuses (too long, say)
        if path.exists() and not path.is_dir():
            raise InputError(_("is a file, not a folder"), path)
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:  # FileExistsError too: a file made since the look above
        reason = _("is a file, not a folder") if isinstance(exc, FileExistsError) else \
            _("cannot be created ({reason})").format(reason=exc.strerror or exc)
        raise InputError(reason, path) from None
    return path
