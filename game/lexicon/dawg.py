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
from collections.abc import Callable, Sequence

STRIDE = 28
MASK_SLOT = 26
ENDS_SLOT = 27
TERMINAL = 1 << 26
ALL_LETTERS = (1 << 26) - 1

Progress = Callable[[float], None]


def build_table(words: Sequence[str], progress: Progress | None = None) -> array[int]:
    """Compile sorted, distinct upper-case words (Daciuk's incremental method).

    ``progress`` is called with fractions from 0 to 1 as the words go in.
    """
    edges: list[dict[int, int]] = [{}]
    final: list[bool] = [False]
    register: dict[tuple[bool, tuple[tuple[int, int], ...]], int] = {}
    unchecked: list[tuple[int, int, int]] = []  # (parent, letter, child) along the last word

    def minimise(down_to: int) -> None:
        while len(unchecked) > down_to:
            parent, letter, child = unchecked.pop()
            # Sorted input adds edges in letter order, so items() is canonical.
            signature = (final[child], tuple(edges[child].items()))
            twin = register.get(signature)
            if twin is None:
                register[signature] = child
            else:
                edges[parent][letter] = twin

    previous = ""
    total = len(words)
    step = max(1, total // 100)
    if progress:
        progress(0.0)
    for i, word in enumerate(words):
        common = 0
        limit = min(len(word), len(previous))
        while common < limit and word[common] == previous[common]:
            common += 1
        minimise(common)
        node = unchecked[-1][2] if unchecked else 0
        for ch in word[common:]:
            child = len(edges)
            edges.append({})
            final.append(False)
            letter = ord(ch) - 65
            edges[node][letter] = child
            unchecked.append((node, letter, child))
            node = child
        final[node] = True
        previous = word
        if progress and i % step == 0:
            progress(0.9 * i / total)
    minimise(0)

    # Number the nodes reachable from the root (the others were merged away).
    order = {0: 0}
    stack = [0]
    sequence = [0]
    while stack:
        node = stack.pop()
        for child in edges[node].values():
            if child not in order:
                order[child] = len(order)
                sequence.append(child)
                stack.append(child)
    table = array("I", bytes(4 * STRIDE * len(sequence)))
    for node in sequence:
        base = order[node] * STRIDE
        mask = TERMINAL if final[node] else 0
        ends = 0
        for letter, child in edges[node].items():
            table[base + letter] = order[child] * STRIDE
            mask |= 1 << letter
            if final[child]:
                ends |= 1 << letter
        table[base + MASK_SLOT] = mask
        table[base + ENDS_SLOT] = ends
    if progress:
        progress(1.0)
    return table


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
