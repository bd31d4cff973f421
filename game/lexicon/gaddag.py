"""The left half of a GADDAG, in one flat table, joined to the DAWG for the right half.

A GADDAG (Gordon, 1994) lets the move generator start a word at any of its
letters: it reads the letters from that square leftwards to the word's start,
then, after a separator, the rest rightwards.  Here the part read after the
separator is not stored again: once the whole left part ``x`` (a prefix of
some word) has been read, the words that complete it are exactly the ones
below the DAWG node reached by ``x``.  So this table is the minimal automaton
of the reversed prefixes ``rev(x)``, each accepting state labelled with that
DAWG node (the separator edge); the right half is the DAWG itself.

Layout (sparse, since most states have one or two edges): state ``s`` starts
at ``base``; ``table[base]`` is the bit mask of its letters (L = 0 for A),
``table[base + 1]`` the DAWG base of the separator edge (0 when the letters
read so far, reversed, start no word: the DAWG root is never such a node),
``table[base + 2]`` what may follow the letters read so far in some word
(below), ``table[base + 3]`` the letters whose child has a separator edge
(where a word may start: all a search at the edge of its room or rack can
use), then one slot per edge in letter order holding the child's base.
The child on letter L sits at ``base + 4 + popcount(mask & ((1 << L) - 1))``.
The root is at base 0 and is never a child.

The *follow* slot of the state reached by reading ``z`` leftwards holds the
letters that come right after ``z`` in some word, plus ``TERMINAL`` if some
word ends with ``z``.  A search that cannot go right of its anchor (the
next square is blocked, or the cross-check there allows none of the rack)
uses it to drop a left part at once instead of reading every longer one.
"""

from __future__ import annotations

from array import array
from collections.abc import Callable, Iterator, Sequence
from operator import itemgetter

from .dawg import ALL_LETTERS, MASK_SLOT, TERMINAL

MASK = 0
SEPARATOR = 1
FOLLOW = 2
STARTS = 3
EDGES = 4

Progress = Callable[[float], None]


def _reversed_prefixes(dawg: Sequence[int]) -> list[tuple[str, int]]:
    """``(rev(x), DAWG base of x)`` for every non-empty prefix ``x`` of a word, sorted."""
    out: list[tuple[str, int]] = []
    stack: list[tuple[int, str]] = [(0, "")]
    letters = [chr(65 + i) for i in range(26)]
    while stack:
        base, reversed_prefix = stack.pop()
        mask = dawg[base + MASK_SLOT] & ALL_LETTERS
        while mask:
            low = mask & -mask
            mask ^= low
            letter = low.bit_length() - 1
            child = dawg[base + letter]
            text = letters[letter] + reversed_prefix
            out.append((text, child))
            stack.append((child, text))
    # by the text alone (texts are distinct): comparing strings, not tuples, halves the sort
    out.sort(key=itemgetter(0))
    return out


def build_gaddag(dawg: Sequence[int], progress: Progress | None = None) -> array[int]:
    """The left-half table for a DAWG table of :mod:`game.lexicon.dawg`.

    Daciuk's incremental minimisation over the sorted reversed prefixes;
    ``progress`` gets fractions from 0 to 1.

    Only the states on the path of the previous key are open, so they live
    in stacks indexed by depth rather than as objects.  A state is closed
    when the next key leaves its path: its children are all closed by then,
    so it is either a twin of a state already laid out (same separator,
    letters and children) or is laid out at once, after the others; its
    follow mask and its place in its parent's starts mask are known then too.
    """
    if progress:
        progress(0.0)
    keys = _reversed_prefixes(dawg)
    if progress:
        progress(0.15)
    root_letters = 0
    for text, _target in keys:
        root_letters |= 1 << (ord(text[0]) - 65)
    # The root goes first, at base 0; it is never a child.
    table = array("I", bytes(4 * (EDGES + root_letters.bit_count())))
    register: dict[tuple[int, ...], int] = {}
    depth = 0
    # The open states: the root, then one for each letter of the previous key.
    depth_max = max((len(text) for text, _target in keys), default=0) + 1
    letters = [0] * depth_max  # the letter on the edge into the state
    masks = [0] * depth_max
    labels = [0] * depth_max
    follows = [0] * depth_max  # of the closed children so far
    starts = [0] * depth_max
    children: list[list[int]] = [[] for _ in range(depth_max)]  # bases, closed ones

    def close(down_to: int) -> None:
        # Close the open states deeper than ``down_to``, deepest first.
        nonlocal depth
        while depth > down_to:
            below = children[depth]
            label = labels[depth]
            follow = follows[depth] | (dawg[label + MASK_SLOT] if label else 0)
            signature = (label, masks[depth], *below)
            base = register.get(signature)
            if base is None:
                base = register[signature] = len(table)
                table.extend((masks[depth], label, follow, starts[depth]))
                table.extend(below)
            letter = letters[depth]
            depth -= 1
            children[depth].append(base)
            follows[depth] |= follow
            if label:
                starts[depth] |= 1 << letter

    previous = ""
    total = len(keys)
    step = max(1, total // 50)
    for i, (text, target) in enumerate(keys):
        common = 0
        limit = min(len(text), len(previous))
        while common < limit and text[common] == previous[common]:
            common += 1
        close(common)
        for ch in text[common:]:
            letter = ord(ch) - 65
            masks[depth] |= 1 << letter
            depth += 1
            letters[depth] = letter
            masks[depth] = labels[depth] = follows[depth] = starts[depth] = 0
            children[depth] = []
        labels[depth] = target
        previous = text
        if progress and i % step == 0:
            progress(0.15 + 0.8 * i / total)
    close(0)
    root = (masks[0], 0, follows[0], starts[0], *children[0])
    table[: len(root)] = array("I", root)
    if progress:
        progress(1.0)
    return table


def child(table: Sequence[int], base: int, letter: int) -> int:
    """The base of the child on ``letter`` (0-25), or -1 if there is none."""
    mask = table[base + MASK]
    if not mask >> letter & 1:
        return -1
    return table[base + EDGES + (mask & ((1 << letter) - 1)).bit_count()]


def accepts(table: Sequence[int], dawg: Sequence[int], word: str, split: int) -> bool:
    """Whether the GADDAG path for ``word`` read from its letter ``split`` exists:
    letters ``split, split-1, ..., 0``, the separator, then the letters after ``split``.
    """
    base = 0
    for ch in reversed(word[: split + 1]):
        base = child(table, base, ord(ch) - 65)
        if base < 0:
            return False
    node = table[base + SEPARATOR]
    if not node:
        return False
    for ch in word[split + 1 :]:
        node = dawg[node + ord(ch) - 65]
        if not node:
            return False
    return bool(dawg[node + MASK_SLOT] & TERMINAL)


def splits(table: Sequence[int], dawg: Sequence[int]) -> Iterator[tuple[str, str]]:
    """Every ``(left, right)`` the GADDAG accepts: ``left`` read leftwards from its
    last letter, then ``right`` from the DAWG (for tests: it must give each word
    once for each of its letters)."""

    def right_words(node: int, prefix: str) -> Iterator[str]:
        mask = dawg[node + MASK_SLOT]
        if mask & TERMINAL:
            yield prefix
        for letter in range(26):
            if mask >> letter & 1:
                yield from right_words(dawg[node + letter], prefix + chr(65 + letter))

    stack: list[tuple[int, str]] = [(0, "")]
    while stack:
        base, left = stack.pop()
        node = table[base + SEPARATOR]
        if node:
            for rest in right_words(node, ""):
                yield left, rest
        mask = table[base + MASK]
        slot = base + EDGES
        for letter in range(26):
            if mask >> letter & 1:
                stack.append((table[slot], chr(65 + letter) + left))
                slot += 1
