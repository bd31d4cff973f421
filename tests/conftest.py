import inspect
import logging
import os
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

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


@pytest.fixture(scope="session")
def shots(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where tests save screenshots for a person to look at: the folder named by
    ``TILE_PARTY_SHOTS`` when it is set, else one under the run's temporary folder."""
    kept = os.environ.get("TILE_PARTY_SHOTS")
    folder = Path(kept) if kept else tmp_path_factory.mktemp("shots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def shots_here(shots: Path, request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point the test module's ``SHOTS`` at :func:`shots` (modules whose helpers save pictures)."""
    monkeypatch.setattr(request.module, "SHOTS", shots)
    return shots


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


# -- one window for the UI tests, closed one way ---------------------------------------------

if TYPE_CHECKING:
    from game.ui.app import App


@pytest.fixture
def app_options() -> dict[str, Any]:
    """The launch options (``LaunchOptions``' fields) the ``app`` fixture opens its window
    with; a test file that wants another size or language overrides this fixture."""
    return {"size": (1024, 700)}


@pytest.fixture
def make_app(data: Path) -> Iterator[Callable[..., "App"]]:
    """Opens windows on the ``data`` folder, ``make_app(size=(800, 600), language="en")``
    taking ``LaunchOptions``' fields; each is closed with ``App.close`` after the test
    (engine process, jobs, saves: the app's own order), the newest first."""
    from game.ui.app import App
    from game.ui.context import LaunchOptions

    opened: list[App] = []

    def make(**options: Any) -> App:
        application = App(LaunchOptions(**options))
        opened.append(application)
        return application

    yield make
    for application in reversed(opened):
        application.close()


@pytest.fixture
def app(make_app: Callable[..., "App"], app_options: dict[str, Any]) -> "App":
    """The window, headless, on a fresh data folder, closed after the test."""
    return make_app(**app_options)


# -- waiting for the game, and the window ---------------------------------------------------
# A test waits for a state (a hint found, a scene opened), not for a count of frames: a
# count that runs out on a busy machine gives up silently and the test fails further on,
# for a reason that is not the real one.

WAIT_SECONDS = 60.0  # how long a state may take to come before the test fails


def wait_until(
    condition: Callable[[], object],
    timeout: float = WAIT_SECONDS,
    step: Callable[[], object] | None = None,
    *,
    what: str | None = None,
    pause: float = 0.001,
) -> None:
    """Call ``step`` (a frame, say) and sleep ``pause`` until ``condition()`` holds.

    ``condition`` is asked first, so a state already there costs no frame.  When it
    still does not hold after ``timeout`` seconds the test fails, saying what it
    waited for (``what``, else the condition's source line).
    """
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() >= deadline:
            pytest.fail(f"waited {timeout:g} s for {what or _describe(condition)}")
        if step is not None:
            step()
        if pause:
            time.sleep(pause)


def _describe(condition: Callable[[], object]) -> str:
    try:
        return inspect.getsource(condition).strip()
    except (OSError, TypeError):
        return repr(condition)


# ENABLE and the kid-safe list compiled once and shared: kids_lexicon, enable_lexicon,
# seed_word_lists (tests/lexicon_fixtures.py).
from lexicon_fixtures import (  # noqa: E402, F401
    compiled_word_lists,
    enable_lexicon,
    kids_lexicon,
    seed_word_lists,
)


@pytest.fixture
def seeded_data(data: Path, request: pytest.FixtureRequest) -> Path:
    """The ``data`` folder with the built-in lists already compiled in it (copied,
    seconds saved), for tests that open a game through the tile draw or Continue."""
    request.getfixturevalue("seed_word_lists")(data)
    return data


def run_to_play(app: "App") -> Any:
    """Frames until the play scene is on top (Skip speeds the tile draw along); the scene."""
    from game.ui.play.scene import PlayScene
    from game.ui.scenes.tile_draw import TileDrawScene

    def frame() -> None:
        top = app.stack.top
        if isinstance(top, TileDrawScene) and not top.fast:
            top.skip()
        app.step([], 1 / 60)
        if isinstance(top, TileDrawScene) and top.lexicon is None:
            time.sleep(0.002)  # the list is loading on a worker

    wait_until(lambda: isinstance(app.stack.top, PlayScene), step=frame, pause=0, what="the play scene")
    return app.stack.top


def drawn(app: "App") -> list[Any]:
    """Every text the next frame draws (``game.ui.text_probe.DrawnText``), where and how big."""
    from game.ui.text_probe import TextProbe

    probe = TextProbe(app.surface)
    app.theme.probe = probe
    try:
        app.draw()
    finally:
        app.theme.probe = None
    return probe.shown()


@pytest.fixture
def phones() -> Iterator[list[Any]]:
    """Phones a test opens on the play scene's server (``phone_window.join`` adds
    them), each closed after the test."""
    opened: list[Any] = []
    yield opened
    for phone in opened:
        phone.close()


@pytest.fixture
def root_handlers() -> Iterator[None]:
    """The root logger's handlers and level as they were, afterwards."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield
    for handler in root.handlers:
        if handler not in handlers:
            handler.close()
    root.handlers[:] = handlers
    root.setLevel(level)
