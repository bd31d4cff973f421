import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# the game follows the system locale; tests speak English unless they choose otherwise
os.environ["LANGUAGE"] = "en"

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


@pytest.fixture(autouse=True)
def _speak_english_again() -> Iterator[None]:
    """The language is the whole process's: a test that changes it must not leave it changed."""
    yield
    from game import i18n

    if i18n.language() != i18n.DEFAULT_LANGUAGE:
        i18n.set_language(i18n.DEFAULT_LANGUAGE)


@pytest.fixture
def data(tmp_path: Path) -> Iterator[Path]:
    """A fresh data folder for the game (settings, saves, the word-list cache); the
    engine process, if a test started one, is stopped afterwards."""
    from game.engine import worker
    from game.paths import set_data_dir

    set_data_dir(tmp_path)
    yield tmp_path
    worker.shutdown()
    set_data_dir(None)


# ENABLE and the kid-safe list compiled once and shared: kids_lexicon, enable_lexicon,
# seed_word_lists (tests/lexicon_fixtures.py).
from lexicon_fixtures import (  # noqa: E402, F401
    compiled_word_lists,
    enable_lexicon,
    kids_lexicon,
    seed_word_lists,
)
