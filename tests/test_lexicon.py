"""Word lists: reading, errors, the compiled cache, and the kid-safe list."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import paths
from game.lexicon import Lexicon, WordListError, load_lexicon, load_word_list_or_default
from game.lexicon.dawg import ENDS_SLOT, MASK_SLOT, TERMINAL, build_table, count_words
from game.lexicon.gaddag import (
    FOLLOW,
    SEPARATOR,
    STARTS,
    accepts,
    build_gaddag,
    child,
    splits,
)
from game.lexicon.lexicon import MAGIC, compile_word_list

# ENABLE's 172,823 words less the 4,272 longer than 15 letters, which no board can hold
ENABLE_PLAYABLE = 172_823 - 4_272


@pytest.fixture
def data_dir(tmp_path: Path) -> Iterator[Path]:
    paths.set_data_dir(tmp_path / "data")
    yield tmp_path / "data"
    paths.set_data_dir(None)


def write(tmp_path: Path, text: str | bytes, name: str = "words.txt") -> Path:
    path = tmp_path / name
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return path


def test_reads_a_list_case_insensitively(tmp_path: Path, data_dir: Path) -> None:
    path = write(tmp_path, "# my list\r\ncat\r\n\r\nDOG\n  Emu  \n#dogs\ncat\n")
    lex = compile_word_list(path)
    assert lex.name == "words"
    assert lex.word_count == 3
    assert lex.contains("CAT") and lex.contains("cat") and "Dog" in lex and "emu" in lex
    assert not lex.contains("ca") and "dogs" not in lex and "" not in lex and 5 not in lex
    assert lex.words() == ["CAT", "DOG", "EMU"]
    assert lex.is_prefix("em") and not lex.is_prefix("x")


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("cat\ndog\nice cream\n", "line 3: 'ice cream' has a space"),
        ("cat\nrock'n'roll\n", "line 2: \"rock'n'roll\" has \"'\""),
        ("cat\n\nx-ray\n", "line 3: 'x-ray' has '-'"),
        ("café\n", "line 1: 'café' has 'é'"),
        ("# only comments\n\n", "holds no words"),
        (b"cat\n\xff\xfe\n", "line 2: is not UTF-8 text"),
        (b"\x00\x01binary", "is not a text file"),
    ],
)
def test_malformed_lists_name_the_problem(
    tmp_path: Path, data_dir: Path, content: str | bytes, message: str
) -> None:
    path = write(tmp_path, content)
    with pytest.raises(WordListError) as info:
        compile_word_list(path)
    assert message in str(info.value)
    assert str(path) in str(info.value)
    assert isinstance(info.value, ValueError)


def test_missing_file_and_folder(tmp_path: Path, data_dir: Path) -> None:
    with pytest.raises(WordListError, match="no such file"):
        compile_word_list(tmp_path / "nope.txt")
    with pytest.raises(WordListError, match="is a folder"):
        compile_word_list(tmp_path)


def test_fall_back_to_default_with_a_warning(tmp_path: Path) -> None:
    lex, warning = load_word_list_or_default(write(tmp_path, "ok\nnot ok\n"))
    assert lex.name == "enable" and lex.word_count == ENABLE_PLAYABLE
    assert warning is not None
    assert "line 2" in warning and "using the default list (ENABLE)" in warning
    good, none = load_word_list_or_default(write(tmp_path, "zax\nqi\n", "good.txt"))
    assert none is None and good.word_count == 2 and "QI" in good
    default, none = load_word_list_or_default(None)
    assert default.name == "enable" and none is None


def test_cache_is_written_used_and_rebuilt_when_corrupt(tmp_path: Path, data_dir: Path) -> None:
    path = write(tmp_path, "\n".join(["alpha", "beta", "gamma", "delta"] * 3))
    progress: list[float] = []
    first = compile_word_list(path, progress=progress.append)
    assert progress[0] == 0.0 and progress[-1] == 1.0
    assert progress == sorted(progress)
    caches = list((data_dir / "cache").glob("lexicon-*.dawg"))
    assert len(caches) == 1
    # once written, the compiled list is the mapped file (its pages shared with the engine)
    assert isinstance(first.table, memoryview) and isinstance(first.gaddag, memoryview)
    # copies: this test damages the file in place, which the game never does
    table, gaddag = list(first.table), list(first.gaddag)

    progress.clear()
    again = compile_word_list(path, progress=progress.append)
    assert progress == [1.0]  # loaded from the cache, nothing compiled
    assert list(again.table) == table and again.word_count == 4
    assert list(again.gaddag) == gaddag

    data = bytearray(caches[0].read_bytes())
    data[-5] ^= 0xFF
    caches[0].write_bytes(bytes(data))
    progress.clear()
    rebuilt = compile_word_list(path, progress=progress.append)
    assert progress[0] == 0.0 and len(progress) > 1  # compiled again
    assert list(rebuilt.table) == table and list(rebuilt.gaddag) == gaddag
    assert caches[0].read_bytes() != bytes(data)  # and the cache file was repaired

    caches[0].write_bytes(b"short")
    assert compile_word_list(path).contains("GAMMA")

    # A cache written by an older version (another magic) is compiled anew.
    old = bytearray(caches[0].read_bytes())
    assert old.startswith(MAGIC)
    old[: len(MAGIC)] = b"TPDAWG1\n"
    caches[0].write_bytes(bytes(old))
    progress.clear()
    assert list(compile_word_list(path, progress=progress.append).gaddag) == gaddag
    assert progress[0] == 0.0 and caches[0].read_bytes().startswith(MAGIC)

    path.write_text("alpha\nomega\n")  # a changed list gets its own cache entry
    assert compile_word_list(path).contains("OMEGA")
    assert len(list((data_dir / "cache").glob("lexicon-*.dawg"))) == 2


words = st.lists(st.text(alphabet="ABCDEZ", min_size=1, max_size=7), min_size=1, max_size=60)


@settings(max_examples=80, deadline=None)
@given(words, st.lists(st.text(alphabet="ABCDEZ", min_size=1, max_size=7), max_size=30))
def test_dawg_accepts_exactly_the_words(chosen: list[str], others: list[str]) -> None:
    lex = Lexicon.from_words(chosen)
    assert lex.word_count == len(set(chosen))
    assert lex.words() == sorted(set(chosen))
    assert count_words(build_table(sorted(set(chosen)))) == len(set(chosen))
    for w in others:
        assert lex.contains(w) == (w in chosen)


@settings(max_examples=60, deadline=None)
@given(words)
def test_gaddag_gives_each_word_once_from_each_letter(chosen: list[str]) -> None:
    lex = Lexicon.from_words(chosen)
    got = list(splits(lex.gaddag, lex.table))
    expected = {(w[: i + 1], w[i + 1 :]) for w in set(chosen) for i in range(len(w))}
    assert sorted(got) == sorted(expected)  # nothing else, and nothing twice
    for w in set(chosen):
        assert all(accepts(lex.gaddag, lex.table, w, i) for i in range(len(w)))
        assert not accepts(lex.gaddag, lex.table, w + "Z", len(w)) or w + "Z" in set(chosen)


@settings(max_examples=60, deadline=None)
@given(words)
def test_gaddag_follow_masks(chosen: list[str]) -> None:
    """The state read from ``z`` knows the letters after ``z`` in a word,
    whether a word ends with ``z``, and which letters before ``z`` start a word."""
    lex = Lexicon.from_words(chosen)
    vocabulary = set(chosen)
    infixes = {w[i:j] for w in vocabulary for i in range(len(w)) for j in range(i + 1, len(w) + 1)}
    for z in infixes:
        base = 0
        for ch in reversed(z):
            base = child(lex.gaddag, base, ord(ch) - 65)
            assert base > 0
        expected = 0
        for w in vocabulary:
            for i in range(len(w) - len(z) + 1):
                if w[i : i + len(z)] == z:
                    after = i + len(z)
                    expected |= TERMINAL if after == len(w) else 1 << (ord(w[after]) - 65)
        assert lex.gaddag[base + FOLLOW] == expected, z
        starters = {w[0] for w in vocabulary if w[1:].startswith(z)}  # c + z starts a word
        assert lex.gaddag[base + STARTS] == sum(1 << (ord(c) - 65) for c in starters), z
        starts = any(w.startswith(z) for w in vocabulary)
        assert bool(lex.gaddag[base + SEPARATOR]) == starts
        if starts:
            node = lex.gaddag[base + SEPARATOR]
            assert bool(lex.table[node + MASK_SLOT] & TERMINAL) == (z in vocabulary)
    assert child(lex.gaddag, 0, 25) == -1 or any("Z" in w for w in vocabulary)


def test_dawg_ends_slot_marks_letters_that_finish_a_word() -> None:
    lex = Lexicon.from_words(["CAT", "CATS", "COT", "CO"])
    c = lex.table[ord("C") - 65]
    ca = lex.table[c + 0]
    assert lex.table[c + ENDS_SLOT] == 1 << (ord("O") - 65)  # CO
    assert lex.table[ca + ENDS_SLOT] == 1 << (ord("T") - 65)  # CAT
    assert lex.table[ENDS_SLOT] == 0  # no one-letter words


def test_gaddag_is_built_when_only_the_dawg_is_given() -> None:
    table = build_table(["CAT", "CATS", "SCAT"])
    lex = Lexicon(table.tolist(), "given", 3)
    assert lex.gaddag == build_gaddag(table).tolist()
    assert accepts(lex.gaddag, lex.table, "SCAT", 2) and not accepts(lex.gaddag, lex.table, "SCAB", 2)


def test_enable_default() -> None:
    lex = load_lexicon("enable")
    assert lex.word_count == ENABLE_PLAYABLE
    assert "ETHYLENEDIAMINETETRAACETATES" not in lex  # 28 letters: no board holds it
    assert "CONTRADICTIONS" in lex and "INTERNATIONALLY" in lex  # 14 and 15 letters
    assert all(w in lex for w in ("aa", "retains", "zyzzyvas", "OX"))
    assert not any(w in lex for w in ("qz", "retainsx", "a"))
    assert load_lexicon("ENABLE") is lex  # loaded once


def test_kids_list_is_enable_without_offensive_words() -> None:
    kids = load_lexicon("kids")
    enable = load_lexicon("enable")
    assert kids.name == "kids"
    assert (kids.word_count, enable.word_count - kids.word_count) == (171_845 - 4_257, 978 - 15)
    assert all(w in kids for w in ("cat", "rainbow", "zebra", "jumps", "lens", "spicy"))
    assert not any(w in kids for w in ("shit", "fucking", "bitches"))
    assert set(kids.words()) <= set(enable.words())
