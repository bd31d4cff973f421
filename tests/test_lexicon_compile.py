"""The compiled tables equal a straightforward build, slot for slot.

The compilers work incrementally over sorted keys to keep their memory small
(game/lexicon/dawg.py, gaddag.py).  The reference here builds the whole trie
as nested dicts and lays out its minimised nodes in post-order, children in
letter order: the order in which the incremental method closes them, so the
two tables must be identical, not merely equivalent.
"""

from __future__ import annotations

import random
from array import array
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import game.lexicon.gaddag as gaddag_mod
import game.lexicon.lexicon as lexicon_mod
import game.lexicon.wordlist as wordlist_mod
from game import paths
from game.lexicon.dawg import ALL_LETTERS, ENDS_SLOT, MASK_SLOT, STRIDE, TERMINAL, build_table
from game.lexicon.gaddag import EDGES, build_gaddag
from game.lexicon.lexicon import compile_word_list
from game.lexicon.wordlist import parse_words

Trie = dict[str, "Trie"]
END = "$"  # marks a word's end in the reference trie (not a letter)


def reference_dawg(words: list[str]) -> list[int]:
    trie: Trie = {}
    for word in words:
        node = trie
        for ch in word:
            node = node.setdefault(ch, {})
        node[END] = {}
    table = [0] * STRIDE
    register: dict[tuple[int, ...], int] = {}

    def lay_out(node: Trie) -> tuple[int, list[int], int]:
        """(mask, child bases in letter order, ends) of a node, its children laid out."""
        mask = TERMINAL if END in node else 0
        ends = 0
        below = []
        for ch in sorted(k for k in node if k != END):
            letter = ord(ch) - 65
            child_mask, child_below, child_ends = lay_out(node[ch])
            signature = (child_mask, *child_below)
            if signature not in register:
                register[signature] = len(table)
                record = [0] * STRIDE
                for child_base, child_letter in zip(child_below, _letters(child_mask)):
                    record[child_letter] = child_base
                record[MASK_SLOT] = child_mask
                record[ENDS_SLOT] = child_ends
                table.extend(record)
            below.append(register[signature])
            mask |= 1 << letter
            if child_mask & TERMINAL:
                ends |= 1 << letter
        return mask, below, ends

    mask, below, ends = lay_out(trie)
    for child_base, letter in zip(below, _letters(mask)):
        table[letter] = child_base
    table[MASK_SLOT] = mask
    table[ENDS_SLOT] = ends
    return table


def reference_gaddag(dawg: list[int], words: list[str]) -> list[int]:
    """The left half: the reversed prefixes, each labelled with its prefix's DAWG node."""
    trie: dict[str, dict] = {}
    labels: dict[int, int] = {}  # id of a trie node -> DAWG base of its prefix
    for word in words:
        for end in range(1, len(word) + 1):
            node = trie
            for ch in reversed(word[:end]):
                node = node.setdefault(ch, {})
            labels[id(node)] = _walk(dawg, word[:end])
    register: dict[tuple[int, ...], int] = {}
    root_edges = len(trie)
    table = [0] * (EDGES + root_edges)

    def lay_out(node: dict) -> tuple[int, int, list[int], int, int]:
        """(mask, label, child bases, follow, starts) of a state, its children laid out."""
        label = labels.get(id(node), 0)
        follow = dawg[label + MASK_SLOT] if label else 0
        mask = starts = 0
        below = []
        for ch in sorted(node):
            letter = ord(ch) - 65
            child_mask, child_label, child_below, child_follow, child_starts = lay_out(node[ch])
            signature = (child_label, child_mask, *child_below)
            if signature not in register:
                register[signature] = len(table)
                table.extend((child_mask, child_label, child_follow, child_starts, *child_below))
            below.append(register[signature])
            mask |= 1 << letter
            follow |= child_follow
            if child_label:
                starts |= 1 << letter
        return mask, label, below, follow, starts

    mask, _label, below, follow, starts = lay_out(trie)
    table[: EDGES + root_edges] = [mask, 0, follow, starts, *below]
    return table


def _letters(mask: int) -> list[int]:
    return [letter for letter in range(26) if mask >> letter & 1]


def _walk(dawg: list[int], prefix: str) -> int:
    base = 0
    for ch in prefix:
        base = dawg[base + ord(ch) - 65]
    return base


def assert_same_as_reference(words: list[str]) -> None:
    ordered = sorted(set(words))
    dawg = build_table(ordered)
    expected_dawg = reference_dawg(ordered)
    assert dawg.tolist() == expected_dawg
    assert build_gaddag(dawg).tolist() == reference_gaddag(expected_dawg, ordered)


def test_words_taken_out_as_they_go_in_compile_the_same_table() -> None:
    words = ["AT", "CAT", "CATS", "SCAT", "ZOO"]
    taken = list(words)
    assert build_table(taken, consume=True) == build_table(words)
    assert taken == []  # each word was let go once in
    with pytest.raises(TypeError, match="only a list"):
        build_table(("AT", "CAT"), consume=True)


word_lists = st.lists(st.text(alphabet="ABCEST", min_size=1, max_size=9), min_size=1, max_size=80)


@settings(max_examples=120, deadline=None)
@given(word_lists)
def test_tables_equal_the_reference_build(words: list[str]) -> None:
    assert_same_as_reference(words)


def test_a_sample_of_enable_equals_the_reference_build() -> None:
    enable = parse_words(paths.DEFAULT_WORD_LIST.read_bytes())
    sample = random.Random(7).sample(enable, 3000)
    # the reversed prefixes are sorted in buckets by their first two letters (the
    # prefix's last two): the sample fills most of the buckets ENABLE fills (618)
    assert len({w[max(0, end - 2) : end] for w in sample for end in range(1, len(w) + 1)}) == 496
    assert_same_as_reference(sample)


def test_the_gaddag_index_grows_and_the_tables_stay_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """Long words without shared endings have more states than reversed prefixes,
    more than the index first sized for them holds at half full."""
    sizes: list[int] = []
    index = gaddag_mod._index

    def counted(table: array[int], size: int, bases: object) -> array[int]:
        sizes.append(size)
        return index(table, size, bases)  # type: ignore[arg-type]

    monkeypatch.setattr(gaddag_mod, "_index", counted)
    words = ["ABCDEFGHIJKLMNO", "ZYXWVUTSRQPONML", "QUICKBROWNFOXES", "JUMPINGOVER"]
    assert_same_as_reference(words)
    # 56 reversed prefixes: 128 slots at first; 393 states (and the root): grown three times
    assert sizes == [128, 256, 512, 1024]


@settings(max_examples=150, deadline=None)
@given(st.text(alphabet="ab \t\r\n\f\x1c\u2028#", max_size=60), st.integers(1, 8))
def test_lines_are_split_as_splitlines_does_whatever_the_pieces(text: str, piece: int) -> None:
    pieces = wordlist_mod._PIECE_CHARS
    wordlist_mod._PIECE_CHARS = piece
    try:
        assert list(wordlist_mod._lines(text)) == text.splitlines()
    finally:
        wordlist_mod._PIECE_CHARS = pieces


def test_a_list_out_of_order_or_with_repeats_reads_as_the_sorted_list() -> None:
    ordered = b"aa\nab\nba\nzz\n"
    assert parse_words(ordered) == ["AA", "AB", "BA", "ZZ"]
    assert parse_words(b"ab\nAA\nzz\nba\nab\n") == ["AA", "AB", "BA", "ZZ"]
    assert parse_words(b"aa\nAA\nab\n") == ["AA", "AB"]  # a repeat in order
    with pytest.raises(wordlist_mod.WordListError, match="line 3"):
        parse_words(b"zz\naa\nno way\n")  # out of order, then a bad line: still named


def test_the_word_cap_counts_distinct_words_in_order_and_out(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wordlist_mod, "WORD_LIST_WORDS", 3)
    assert parse_words(b"a\nb\nc\nc\nb\n") == ["A", "B", "C"]
    with pytest.raises(wordlist_mod.WordListError, match="more than 3 words"):
        parse_words(b"a\nb\nc\nd\n")
    with pytest.raises(wordlist_mod.WordListError, match="more than 3 words"):
        parse_words(b"d\nb\nc\nb\na\n")


def test_the_cache_read_back_checks_the_digest_just_written(tmp_path: Path) -> None:
    table = build_table(["AT", "CAT"])
    left = build_gaddag(table)
    path = tmp_path / "list.dawg"
    written = lexicon_mod._write_cache(path, table, left, 2)
    assert written is not None
    mapped = lexicon_mod._read_cache(path, written)
    assert mapped is not None and list(mapped[0]) == table.tolist() and mapped[2] == 2
    assert lexicon_mod._read_cache(path, bytes(32)) is None  # another file under that name
    assert lexicon_mod._read_cache(path) is not None  # hashed in full, as at a later load


def test_a_compiled_list_is_the_same_mapped_or_in_memory(tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_text("zebra\nquart\ncat\ncats\nscat\n")
    paths.set_data_dir(tmp_path / "data")
    try:
        mapped = compile_word_list(path)
        in_memory = compile_word_list(path, use_cache=False)
    finally:
        paths.set_data_dir(None)
    assert isinstance(mapped.table, memoryview) and isinstance(in_memory.table, array)
    assert list(mapped.table) == in_memory.table.tolist()
    assert list(mapped.gaddag) == list(in_memory.gaddag)
    assert mapped.words() == ["CAT", "CATS", "QUART", "SCAT", "ZEBRA"]
    assert in_memory.table[MASK_SLOT] & ALL_LETTERS == sum(1 << (ord(c) - 65) for c in "CQSZ")
