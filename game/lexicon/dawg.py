"""A word list compiled to a DAWG (a minimal acyclic automaton) in one flat table.

Glossary: a *node* is a state of the automaton; an *edge* leaves a node on a
letter; a node is *terminal* when the letters read to reach it form a word.

Layout: node ``n`` owns the ``STRIDE`` slots of ``table`` from ``n * STRIDE``
(its *base*).  Slot ``base + L`` (L = 0 for A ... 25 for Z) holds the base of
the child on letter L, 0 if there is none (the root, base 0, is never a
child).  Slot ``base + 26`` holds a bit mask of the letters with an edge,
plus ``TERMINAL`` if the node ends a word; slot ``base + 27`` the letters
whose child ends a word.  One list lookup per letter keeps the move
generator fast in pure Python, and the masks let it intersect a node's
letters with a rack and a cross-check in one ``&`` (the last one when only a
finished word will do, at the edge of the room or of the rack).
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterable, Iterator, Sequence

STRIDE = 28
MASK_SLOT = 26
ENDS_SLOT = 27
TERMINAL = 1 << 26
ALL_LETTERS = (1 << 26) - 1

Progress = Callable[[float], None]


class TooLarge(ValueError):
    """A compile stopped because its table would pass the cap it was given."""


def build_table(
    words: Sequence[str], progress: Progress | None = None, consume: bool = False,
    max_slots: int | None = None, max_prefixes: int | None = None,
) -> array[int]:
    """Compile sorted, distinct upper-case words (Daciuk's incremental method).

    ``progress`` is called with fractions from 0 to 1 as the words go in.
    With ``consume``, ``words`` must be a list, which ends empty: each word is
    taken out of it once in, so the register grows into the memory of the
    words done rather than beside them all.

    Only the nodes on the path of the previous word are open, kept in stacks
    indexed by depth.  A node is closed when the next word leaves its path:
    its children are closed by then, so it is either a twin of a node already
    laid out (same end-of-word flag, letters and children) or is laid out at
    once, after the others.  The root, laid out last, goes at base 0.

    Raises:
        TooLarge: the table would pass ``max_slots`` slots, or the words have
            more than ``max_prefixes`` distinct prefixes (found as they go in,
            so the compile's memory stays bounded).
    """
    table = array("I", bytes(4 * STRIDE))
    register: dict[tuple[int, ...], int] = {}
    depth_max = max((len(word) for word in words), default=0) + 1
    letters = [0] * depth_max  # the letter on the edge into the node
    masks = [0] * depth_max  # its letters, and TERMINAL if it ends a word
    ends = [0] * depth_max  # letters whose child ends a word
    children: list[list[int]] = [[] for _ in range(depth_max)]  # bases, closed ones
    depth = 0

    def close(down_to: int) -> None:
        nonlocal depth
        while depth > down_to:
            mask = masks[depth]
            below = children[depth]
            size = len(table)
            base = register.setdefault((mask, *below), size)
            if base == size:  # no twin: laid out here
                table.extend(_record(mask, ends[depth], below))
                if max_slots is not None and len(table) > max_slots:
                    raise TooLarge(f"more than {max_slots} slots")
            letter = letters[depth]
            depth -= 1
            children[depth].append(base)
            if mask & TERMINAL:
                ends[depth] |= 1 << letter

    previous = ""
    prefixes = 0
    total = len(words)
    step = max(1, total // 100)
    if progress:
        progress(0.0)
    source: Iterable[str] = words
    if consume:
        if not isinstance(words, list):
            raise TypeError("only a list of words can be consumed")
        source = _taken(words)
    for i, word in enumerate(source):
        common = 0
        limit = min(len(word), len(previous))
        while common < limit and word[common] == previous[common]:
            common += 1
        close(common)
        prefixes += len(word) - common
        if max_prefixes is not None and prefixes > max_prefixes:
            raise TooLarge(f"more than {max_prefixes} prefixes")
        for ch in word[common:]:
            letter = ord(ch) - 65
            masks[depth] |= 1 << letter
            depth += 1
            letters[depth] = letter
            masks[depth] = ends[depth] = 0
            children[depth] = []
        masks[depth] |= TERMINAL
        previous = word
        if progress and i % step == 0:
            progress(0.95 * i / total)
    close(0)
    table[:STRIDE] = array("I", _record(masks[0], ends[0], children[0]))
    if progress:
        progress(1.0)
    return table


def _taken(words: list[str]) -> Iterator[str]:
    """The words of a list in order, each removed from it as it is given."""
    words.reverse()
    while words:
        yield words.pop()


def _record(mask: int, ends: int, children: list[int]) -> list[int]:
    """The ``STRIDE`` slots of a node: ``children`` are the bases of its
    children in the order of the letters of ``mask``."""
    record = [0] * STRIDE
    record[MASK_SLOT] = mask
    record[ENDS_SLOT] = ends
    rest = mask & ALL_LETTERS
    for child in children:
        low = rest & -rest
        rest ^= low
        record[low.bit_length() - 1] = child
    return record


def contains(table: Sequence[int], word: str) -> bool:
    base = 0
    for ch in word:
        letter = ord(ch) - 65
        if not 0 <= letter < 26:
            return False
        base = table[base + letter]
        if not base:
            return False
    return bool(table[base + MASK_SLOT] & TERMINAL)


def count_words(table: Sequence[int]) -> int:
    """Number of words the automaton accepts (paths to terminal nodes)."""
    nodes = len(table) // STRIDE
    counts = [0] * nodes
    # Children always get larger numbers than some parent but not all parents,
    # so count by a post-order walk.
    done = [False] * nodes

    def visit(start: int) -> None:
        stack = [start]
        while stack:
            n = stack[-1]
            base = n * STRIDE
            mask = table[base + MASK_SLOT]
            pending = False
            for letter in range(26):
                if mask >> letter & 1:
                    child = table[base + letter] // STRIDE
                    if not done[child]:
                        stack.append(child)
                        pending = True
            if pending:
                continue
            stack.pop()
            if done[n]:
                continue
            total = 1 if mask & TERMINAL else 0
            for letter in range(26):
                if mask >> letter & 1:
                    total += counts[table[base + letter] // STRIDE]
            counts[n] = total
            done[n] = True

    visit(0)
    return counts[0]
