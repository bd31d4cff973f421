"""ENABLE and the kid-safe list compiled once, shared by the tests.

Compiling either list takes seconds of CPU.  The lists come from the cache
of the data folder the tests run with (the platform's, or ``TILE_PARTY_DATA``:
kept between runs and shared by the xdist workers), compiled there once if
missing, as a game would load them.

- ``kids_lexicon`` / ``enable_lexicon``: the list itself, for a test that
  only reads it.  It is compiled by ``compile_word_list``, not loaded by name,
  so it is not among the lists ``load_lexicon`` keeps (``loaded_lexicons()``
  sees only what a test loads itself).
- ``seed_word_lists(folder)``: copies of both compiled files in
  ``folder/cache``, for a test with a fresh data folder that must not spend
  its time compiling: the game finds them there and maps them.

Session scope is per process (under pytest-xdist, per worker).  Registered in
conftest.py.
"""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from game import paths
from game.lexicon import Lexicon
from game.lexicon.lexicon import BUILTIN, _cache_path, compile_word_list
from game.lexicon.wordlist import content_hash, read_bytes

SHARED = ("enable", "kids")


@pytest.fixture(scope="session")
def compiled_word_lists() -> dict[str, Lexicon]:
    """``{"enable": ..., "kids": ...}`` and their compiled files in the usual cache."""
    before = paths._data_dir_override
    paths.set_data_dir(None)  # the usual data folder, whatever a test set before
    try:
        return {name: compile_word_list(BUILTIN[name], name=name) for name in SHARED}
    finally:
        paths._data_dir_override = before


@pytest.fixture(scope="session")
def kids_lexicon(compiled_word_lists: dict[str, Lexicon]) -> Lexicon:
    """The kid-safe list (``assets/kids.txt``), as ``load_lexicon("kids")`` gives it."""
    return compiled_word_lists["kids"]


@pytest.fixture(scope="session")
def enable_lexicon(compiled_word_lists: dict[str, Lexicon]) -> Lexicon:
    """ENABLE (``assets/enable.txt``), as ``load_lexicon("enable")`` gives it."""
    return compiled_word_lists["enable"]


@pytest.fixture(scope="session")
def seed_word_lists(compiled_word_lists: dict[str, Lexicon]) -> Callable[[Path], None]:
    """``seed_word_lists(data_folder)``: ENABLE's and the kid-safe list's compiled
    files copied into ``data_folder/cache`` (copies: a test may damage its own cache)."""
    before = paths._data_dir_override
    paths.set_data_dir(None)
    try:
        files = [_cache_path(content_hash(read_bytes(BUILTIN[name]))) for name in SHARED]
    finally:
        paths._data_dir_override = before
    assert all(file.is_file() for file in files), files

    def seed(folder: Path) -> None:
        target = Path(folder) / "cache"
        target.mkdir(parents=True, exist_ok=True)
        for file in files:
            shutil.copyfile(file, target / file.name)

    return seed
