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
from collections.abc import Callable, Iterable, Iterator, Sequence

from .dawg import ALL_LETTERS, MASK_SLOT, TERMINAL, TooLarge

MASK = 0
SEPARATOR = 1
FOLLOW = 2
STARTS = 3
EDGES = 4

Progress = Callable[[float], None]


# The reversed prefixes are sorted a bucket at a time, a bucket holding those
# that start with the same two letters (or are that one letter): the buckets
# follow one another in the keys' order, and only one bucket is ever held as
# Python objects, the rest as compact bytes.
_BUCKETS = 26 * 27


def _reversed_prefixes(dawg: Sequence[int]) -> tuple[list[bytearray], list[array[int]], int]:
    """Every ``rev(x)`` for ``x`` a non-empty prefix of a word, with the DAWG base of ``x``.

    Returns, for each bucket, the texts (ASCII, each ended by a newline) and
    their DAWG bases in the same order, unsorted; and the longest text's length.
    """
    texts = [bytearray() for _ in range(_BUCKETS)]
    targets = [array("I") for _ in range(_BUCKETS)]
    letters = [bytes((65 + i,)) for i in range(26)]
    longest = 0
    # (DAWG base of x, rev(x) and its newline, bucket row of rev(x)'s first letter)
    stack: list[tuple[int, bytes, int]] = [(0, b"\n", 0)]
    while stack:
        base, reversed_prefix, row = stack.pop()
        mask = dawg[base + MASK_SLOT] & ALL_LETTERS
        if mask and len(reversed_prefix) > longest:
            longest = len(reversed_prefix)
        while mask:
            low = mask & -mask
            mask ^= low
            letter = low.bit_length() - 1
            node = dawg[base + letter]
            text = letters[letter] + reversed_prefix
            bucket = letter * 27 + row  # row: 0 for the root, else 1 + its first letter
            texts[bucket] += text
            targets[bucket].append(node)
            stack.append((node, text, letter + 1))
    return texts, targets, longest


def build_gaddag(
    dawg: Sequence[int], progress: Progress | None = None, max_slots: int | None = None
) -> array[int]:
    """The left-half table for a DAWG table of :mod:`game.lexicon.dawg`.

    Daciuk's incremental minimisation over the sorted reversed prefixes;
    ``progress`` gets fractions from 0 to 1.

    Only the states on the path of the previous key are open, so they live
    in stacks indexed by depth rather than as objects.  A state is closed
    when the next key leaves its path: its children are all closed by then,
    so it is either a twin of a state already laid out (same separator,
    letters and children) or is laid out at once, after the others; its
    follow mask and its place in its parent's starts mask are known then too.

    The reversed prefixes are kept as bytes and sorted one bucket at a time
    (see :func:`_reversed_prefixes`), so the compile's peak memory stays a
    small part of what a list of them all would take.

    Raises:
        TooLarge: the table would pass ``max_slots`` slots.
    """
    if progress:
        progress(0.0)
    texts, targets, longest = _reversed_prefixes(dawg)
    total = sum(len(nodes) for nodes in targets)
    if progress:
        progress(0.15)
    root_letters = 0
    for bucket in range(_BUCKETS):
        if targets[bucket]:
            root_letters |= 1 << (bucket // 27)
    # The root goes first, at base 0; it is never a child.
    table = array("I", bytes(4 * (EDGES + root_letters.bit_count())))
    # The states laid out, found again by their separator, letters and children
    # through a hash index into the table itself: a dict of tuples would take
    # several times the table.  Kept at most half full.
    slots = _index(table, 1 << max(4, (2 * total).bit_length()), ())
    spread = len(slots) - 1
    laid_out = 0
    depth = 0
    # The open states: the root, then one for each letter of the previous key.
    depth_max = longest + 1
    letters = [0] * depth_max  # the letter on the edge into the state
    masks = [0] * depth_max
    labels = [0] * depth_max
    follows = [0] * depth_max  # of the closed children so far
    starts = [0] * depth_max
    children: list[list[int]] = [[] for _ in range(depth_max)]  # bases, closed ones

    def close(down_to: int) -> None:
        # Close the open states deeper than ``down_to``, deepest first.
        nonlocal depth, slots, spread, laid_out
        while depth > down_to:
            below = children[depth]
            label = labels[depth]
            mask = masks[depth]
            follow = follows[depth] | (dawg[label + MASK_SLOT] if label else 0)
            i = hash((label, mask, *below)) & spread
            while True:
                base = slots[i]
                if not base:  # no twin: laid out here
                    base = slots[i] = len(table)
                    table.extend((mask, label, follow, starts[depth]))
                    table.extend(below)
                    if max_slots is not None and len(table) > max_slots:
                        raise TooLarge(f"more than {max_slots} slots")
                    laid_out += 1
                    if 2 * laid_out > spread:
                        slots = _index(table, 2 * len(slots), filter(None, slots))
                        spread = len(slots) - 1
                    break
                if (
                    table[base + MASK] == mask
                    and table[base + SEPARATOR] == label
                    and table[base + EDGES : base + EDGES + len(below)].tolist() == below
                ):
                    break  # a twin
                i = (i + 1) & spread
            letter = letters[depth]
            depth -= 1
            children[depth].append(base)
            follows[depth] |= follow
            if label:
                starts[depth] |= 1 << letter

    # The letters the key shares with the previous one, found in one go: the keys
    # as numbers (padded with zero bytes to the longest) differ first where the
    # texts do, or where the shorter one (the previous, as they are sorted) ends.
    width = 8 * longest
    previous = 0
    done = 0
    for bucket in range(_BUCKETS):
        if not targets[bucket]:
            continue
        keys = texts[bucket].split(b"\n")
        keys.pop()  # after the last newline
        nodes = targets[bucket]
        texts[bucket] = bytearray()  # let the bucket's bytes go
        for k in sorted(range(len(keys)), key=keys.__getitem__):
            text = keys[k]
            number = int.from_bytes(text.ljust(longest, b"\0"), "big")
            common = (width - (number ^ previous).bit_length()) >> 3
            previous = number
            close(common)
            for letter in text[common:]:
                letter -= 65
                masks[depth] |= 1 << letter
                depth += 1
                letters[depth] = letter
                masks[depth] = labels[depth] = follows[depth] = starts[depth] = 0
                children[depth] = []
            labels[depth] = nodes[k]
        done += len(keys)
        targets[bucket] = array("I")
        if progress:
            progress(0.15 + 0.8 * done / total)
    close(0)
    root = (masks[0], 0, follows[0], starts[0], *children[0])
    table[: len(root)] = array("I", root)
    if progress:
        progress(1.0)
    return table


def _index(table: array[int], size: int, bases: Iterable[int]) -> array[int]:
    """An open-addressing hash index (linear probing) of ``size`` slots, a power of two,
    to the states laid out at ``bases`` in a GADDAG table; 0 marks a free slot (the
    root, at base 0, is never indexed).  A state's hash is that of
    ``(separator, mask, *children)``, as :func:`build_gaddag` computes it."""
    slots = array("I", [0]) * size
    spread = size - 1
    for base in bases:
        mask = table[base + MASK]
        below = table[base + EDGES : base + EDGES + mask.bit_count()]
        i = hash((table[base + SEPARATOR], mask, *below)) & spread
        while slots[i]:
            i = (i + 1) & spread
        slots[i] = base
    return slots


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
