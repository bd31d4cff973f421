"""The word-list cache stays small: a list too large to compile is refused as it compiles,
and compiled lists not used for a month, past the cache's total size, or left half
written by a killed compile are removed at start."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

import game.lexicon.lexicon as lexicon_mod
from game import limits
from game.lexicon.lexicon import compile_word_list, prune_cache
from game.lexicon.wordlist import WordListError

DAY = 86400.0


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TILE_PARTY_DATA", str(tmp_path / "data"))
    monkeypatch.setattr(lexicon_mod, "_pruned", False)
    folder = tmp_path / "data" / "cache"
    folder.mkdir(parents=True)
    return folder


def random_words(count: int, seed: int = 5) -> str:
    chance = random.Random(seed)
    return "".join("".join(chance.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(chance.randint(4, 12))) + "\n"
                   for _ in range(count))


def test_a_list_whose_compiled_form_passes_the_cap_is_refused(
    cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(limits, "WORD_LIST_COMPILED_BYTES", 1 * limits.MIB)
    path = tmp_path / "random.txt"
    path.write_text(random_words(20_000), encoding="utf-8")  # about 10 MiB compiled
    with pytest.raises(WordListError) as caught:
        compile_word_list(path)
    assert caught.value.reason == ("is too large to compile: compiled, it would take more than 1 MB "
                                   "(the standard list takes 13 MB)")
    assert list(cache.iterdir()) == []


def test_a_list_of_too_many_prefixes_is_refused(cache: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "WORD_LIST_PREFIXES", 1_000)
    path = tmp_path / "random.txt"
    path.write_text(random_words(200), encoding="utf-8")
    with pytest.raises(WordListError, match="is too large to compile"):
        compile_word_list(path)
    path.write_text(random_words(50), encoding="utf-8")  # a few hundred prefixes: compiles
    assert compile_word_list(path).word_count == 50


def aged(path: Path, days: float, size: int = 10) -> Path:
    path.write_bytes(b"x" * size)
    then = time.time() - days * DAY
    os.utime(path, (then, then))
    return path


def dead_pid() -> int:
    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_lists_unused_for_a_month_and_killed_compiles_are_removed(cache: Path) -> None:
    old = aged(cache / "lexicon-dawg5-old.dawg", 31)
    recent = aged(cache / "lexicon-dawg5-recent.dawg", 29)
    dead = aged(cache / f"lexicon-dawg5-a.tmp{dead_pid()}", 0)
    mine = aged(cache / f"lexicon-dawg5-b.tmp{os.getpid()}", 0)
    ancient = aged(cache / f"lexicon-dawg5-c.tmp{os.getpid()}", 2 / 24)  # over an hour, alive or not
    other = aged(cache / "notes.txt", 400)
    assert sorted(prune_cache()) == sorted([old.name, dead.name, ancient.name])
    assert sorted(p.name for p in cache.iterdir()) == sorted([recent.name, mine.name, other.name])


def test_past_the_total_size_the_least_recently_used_go_first(cache: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(limits, "CACHE_BYTES", 250)
    for days, name in ((3, "c"), (1, "a"), (5, "e"), (2, "b"), (4, "d")):
        aged(cache / f"lexicon-dawg5-{name}.dawg", days, size=100)
    assert prune_cache() == ["lexicon-dawg5-e.dawg", "lexicon-dawg5-d.dawg", "lexicon-dawg5-c.dawg"]
    assert sorted(p.name for p in cache.iterdir()) == ["lexicon-dawg5-a.dawg", "lexicon-dawg5-b.dawg"]


def test_a_list_used_again_is_kept_and_the_first_load_prunes(cache: Path, tmp_path: Path) -> None:
    path = tmp_path / "words.txt"
    path.write_text("CAT\nDOG\n", encoding="utf-8")
    compile_word_list(path)
    (compiled,) = cache.iterdir()
    aged_then = time.time() - 40 * DAY
    os.utime(compiled, (aged_then, aged_then))
    compile_word_list(path)  # loaded from the cache, and so marked used
    assert compiled.stat().st_mtime > time.time() - DAY
    assert prune_cache() == []
    leftover = aged(cache / f"lexicon-dawg5-x.tmp{dead_pid()}", 0)
    lexicon_mod._pruned = False  # a new start: the first load prunes
    compile_word_list(path)
    assert not leftover.exists() and compiled.exists()
