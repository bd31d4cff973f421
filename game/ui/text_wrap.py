"""Text cut and wrapped to a width in pixels: an ellipsis where a line runs out
(:func:`fit_text`, :func:`fit_words`), and lines broken at spaces and, in Chinese,
between characters by the usual rules (:func:`wrap_text`, :func:`wrap_name`).

Every screen draws its sentences through these; :mod:`game.ui.widgets` fits
button labels with them.
"""

from __future__ import annotations

import re

import pygame


def fit_text(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels."""
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def fit_words(font: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut with an ellipsis where a line may break (after a whole word, or
    between two Chinese characters, as :func:`wrap_text` breaks) so it fits ``width``
    pixels; a first word too long for the room is cut at a letter instead."""
    if font.size(text)[0] <= width:
        return text
    room = width - font.size("…")[0]
    # as much as fits, to the last place a line may break (not back to a pause: the rest is cut anyway)
    first = _greedy_lines(font, _breakable_pieces(" ".join(text.split())), room, pauses=False)[0] if room > 0 else ""
    if first and font.size(first)[0] <= room:
        return first + "…"
    return fit_text(font, text, width)


def wrap_name(font: pygame.font.Font, name: str, width: int, max_lines: int = 2) -> list[str]:
    """A player's name on at most ``max_lines`` lines no wider than ``width``, broken
    at spaces; whatever still does not fit ends in an ellipsis (the font stays)."""
    lines = wrap_text(font, name, width)
    if len(lines) > max_lines:
        lines = [*lines[: max_lines - 1], fit_words(font, " ".join(lines[max_lines - 1 :]), width)]
    return [fit_text(font, line, width) for line in lines]


def wrap_text(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Split text into lines no wider than ``width`` pixels: at spaces, and between
    any two Chinese characters (Chinese has no spaces), never before a closing
    mark such as ，or 。 nor after an opening one, nor inside a run of Latin letters
    or digits.  A Chinese paragraph whose last line would hold only one or two
    characters is balanced instead: wrapped as narrow as it goes on the same number
    of lines, so that they keep company (a lone "出" under "由Ana打", or "母块" torn
    from "字", reads badly)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        pieces = _breakable_pieces(paragraph)
        broken = _greedy_lines(font, pieces, width)
        if len(broken) > 1 and _short_chinese_tail(broken[-1]):
            broken = _balanced_lines(font, pieces, width, len(broken))
        lines.extend(broken)
    return lines


def wrap_evenly(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """``text`` on as few lines no wider than ``width`` as :func:`wrap_text` takes, each
    about as long as the others (a line under a title reads better as two halves than as
    a full line and a word or two)."""
    pieces = _breakable_pieces(text)
    lines = _greedy_lines(font, pieces, width)
    return _balanced_lines(font, pieces, width, len(lines)) if len(lines) > 1 else lines


def _greedy_lines(font: pygame.font.Font, pieces: list[tuple[str, str]], width: int,
                  pauses: bool = True) -> list[str]:
    """As many pieces on each line as fit ``width`` (a piece wider than that on a line of its own).
    In Chinese a line rather ends after a mark or at a space, where the sentence pauses,
    than between two characters of a word, when that leaves it at least :data:`PAUSE_SHARE`
    of the width: "以 13 分勝 / 出" splits a word, "以 / 13 分勝出" does not."""
    lines: list[str] = []
    line: list[tuple[str, str]] = []
    chinese = pauses and any(_CJK_CHARACTER.match(piece) for _glue, piece in pieces)
    for glue, piece in pieces:
        if not line or font.size(_joined([*line, (glue, piece)]))[0] <= width:
            line.append((glue, piece))
            continue
        pause = _last_pause(line) if chinese else 0
        if pause and font.size(_joined(line[:pause]))[0] >= width * PAUSE_SHARE:
            lines.append(_joined(line[:pause]))
            line = line[pause:]
            if font.size(_joined([*line, (glue, piece)]))[0] <= width:
                line.append((glue, piece))
                continue
        lines.append(_joined(line))
        line = [(glue, piece)]
    lines.append(_joined(line))
    return lines


#: the least share of the width a Chinese line keeps when it ends at a pause rather than mid-word
PAUSE_SHARE = 0.6


def _joined(pieces: list[tuple[str, str]]) -> str:
    """The pieces as one line: the first one's glue (a space) is where the line broke, and goes."""
    return "".join(glue + piece if k else piece for k, (glue, piece) in enumerate(pieces))


def _last_pause(line: list[tuple[str, str]]) -> int:
    """The index of the last piece of ``line`` a new line may start at where the sentence
    pauses: after a closing mark, or at a space that does not part a number from its
    measure word ("13 分"); 0 when there is none."""
    for k in range(len(line) - 1, 0, -1):
        glue, _piece = line[k]
        before = line[k - 1][1]
        if before[-1] in _PAUSE_MARKS or (glue == " " and not before[-1].isdigit()):
            return k
    return 0


def _balanced_lines(font: pygame.font.Font, pieces: list[tuple[str, str]], width: int, count: int) -> list[str]:
    """The pieces on ``count`` lines, wrapped at the narrowest width that still takes
    no more lines than that: the lines come out about as long as one another."""
    narrow, wide = 1, width  # wrapping at ``wide`` takes ``count`` lines
    while narrow < wide:
        middle = (narrow + wide) // 2
        if len(_greedy_lines(font, pieces, middle)) <= count:
            wide = middle
        else:
            narrow = middle + 1
    return _greedy_lines(font, pieces, wide)


def _short_chinese_tail(line: str) -> bool:
    """``line`` is one or two Chinese characters, give or take the punctuation that clings to them."""
    letters = [ch for ch in line if ch not in _NO_LINE_START and ch not in _NO_LINE_END and not ch.isspace()]
    return 0 < len(letters) <= 2 and all(_CJK_CHARACTER.fullmatch(ch) for ch in letters)


# a Chinese character (CJK ideographs, their punctuation and full-width forms) on its own
_CJK_CHARACTER = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]")
_CJK_ATOM = re.compile(r"[\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[^\u2e80-\u9fff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]+")
# closing marks never start a line, opening ones never end one (the usual rule for Chinese,
# which also holds the full-width forms and the ASCII marks typed between Chinese characters)
_NO_LINE_START = frozenset("，。、；：？！）」』》〉】〕〗〙〛｝］’”・…‥％～ー!),.:;?]}%")
_NO_LINE_END = frozenset("（「『《〈【〔〖〘〚｛［‘“([{")
# the marks a Chinese sentence pauses at, where a line ends best
_PAUSE_MARKS = frozenset("，。、；：？！）」』》")


def breakable_pieces(paragraph: str) -> list[tuple[str, str]]:
    """The places a line of ``paragraph`` may break, as :func:`wrap_text` breaks it: (glue,
    piece) pairs, glue a space between words or nothing between Chinese characters."""
    return _breakable_pieces(paragraph)


def _breakable_pieces(paragraph: str) -> list[tuple[str, str]]:
    """The paragraph as (glue, piece) pairs a line may break between: glue is the
    space between words, or nothing between Chinese characters."""
    pieces: list[tuple[str, str]] = []
    for word in paragraph.split():
        atoms: list[str] = []
        for atom in _CJK_ATOM.findall(word):
            if atoms and (atom[0] in _NO_LINE_START or atoms[-1][-1] in _NO_LINE_END):
                atoms[-1] += atom
            else:
                atoms.append(atom)
        pieces.extend((" " if k == 0 else "", atom) for k, atom in enumerate(atoms))
    return pieces
