"""What every scene is handed: the scene stack, settings, sound, fonts, options.

One object passed to scene constructors instead of globals.  Fields are
filled in by the app (:mod:`game.ui.app`); tests build one with
:func:`make_test_context`-style helpers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from game.jobs import Jobs
from game.rules.duplicate import DuplicateGame
from game.rules.game import Game
from game.rules.handicap import Handicap
from game.rules.ruleset import RuleSet
from game.rules.timeline import Timeline
from game.settings import Settings
from game.setup.seats import SeatConfig
from game.store import PhoneTable, SavedDuplicate, SavedGame
from game.ui.audio import Audio
from game.ui.saves import GameSaves
from game.ui.scene import Scene, SceneStack
from game.ui.theme import Theme

if TYPE_CHECKING:
    from game.ui.scenes.duplicate_parts.round_table import RoundTable


@dataclass
class LaunchOptions:
    """Command-line options that shape a session (``python main.py --help``)."""

    fullscreen: bool = False
    demo: bool = False
    seed: int | None = None
    players: int = 2
    variant: str = "Classic"
    exit_when_over: bool = False
    screenshot_dir: Path | None = None
    data_dir: Path | None = None
    lexicon: Path | None = None
    size: tuple[int, int] = (1280, 800)
    max_frames: int | None = None  # stop after this many frames (tests, benchmarks)
    resume_latest: bool = False  # --continue: open the newest unfinished game at once
    language: str | None = None  # --lang: this session's language, over the one in Settings
    #: --seat: a demo seat's handicap, by seat index from 0 in seating order
    seat_handicaps: dict[int, Handicap] = field(default_factory=dict)
    #: --record: where the demo writes its game's GCG record when the game is over
    record: Path | None = None
    #: --teams: the demo's four seats play as two teams of two (seats 1+3 and 2+4)
    teams: bool = False


class GameInPlay(Protocol):
    """What the in-game menu needs of the play scene under it."""

    @property
    def game(self) -> Game: ...

    @property
    def seats(self) -> list[SeatConfig]: ...

    @property
    def demo(self) -> bool: ...

    @property
    def theme(self) -> Theme: ...

    def end_now(self) -> None:
        """End the game at once (the in-game menu's End the game): kept as finished,
        never offered to continue; the menu shows the results."""

    def show_phone_codes(self) -> None:
        """Show the phones' "Scan to join" card again (README, "Phone racks")."""

    def phone_seats(self) -> list[tuple[int, bool]]:
        """(player, on a phone now) for each player with a phone link this game."""

    def set_on_phone(self, player: int, on: bool) -> None:
        """Play ``player``'s turns on their phone (``on``) or on the TV again."""

    def serve_phones(self) -> None:
        """Answer the phones while the in-game menu is over the game."""

    def phone_links(self) -> PhoneTable | None:
        """This game's phone links (port and tokens), for a rematch to keep; None without phones."""


class SceneFactory(Protocol):
    """How a scene asks for the next one, so that no scene imports another.

    The app hands every scene one of these on ``ctx.scenes``
    (:class:`game.ui.directory.SceneDirectory`); a scene calls, for example,
    ``ctx.stack.replace(ctx.scenes.results(game, seats))``.
    """

    def menu(self) -> Scene: ...

    def welcome(self) -> Scene: ...

    def howto(self, stacking: bool = False) -> Scene: ...

    def tile_draw(self, seats: list[SeatConfig], rules: RuleSet, *, seed: int | None = None,
                  demo: bool = False, notice: str | None = None, links: PhoneTable | None = None) -> Scene: ...

    def demo_draw(self) -> Scene: ...

    def play(self, game: Game, seats: list[SeatConfig], demo: bool = False, *,
             notice: str | None = None, resume: SavedGame | None = None,
             links: PhoneTable | None = None) -> Scene: ...

    def pause(self, play: GameInPlay) -> Scene: ...

    def settings(self, *, over_game: bool = False) -> Scene: ...

    def results(self, game: Game, seats: list[SeatConfig], links: PhoneTable | None = None) -> Scene: ...

    def duplicate_results(self, game: DuplicateGame, seats: list[SeatConfig]) -> Scene: ...

    def duplicate(self, game: DuplicateGame, seats: list[SeatConfig], resume: SavedDuplicate, *,
                  notice: str | None = None) -> Scene: ...

    def error(self, message: str, log_path: Path) -> Scene: ...

    def statistics(self) -> Scene: ...

    def replay(self, timeline: Timeline, title: str, *, word_list: str = "enable", fallback: str = "enable",
               rules: RuleSet | None = None, quit_on_back: bool = False, rounds: RoundTable | None = None) -> Scene: ...


class ShowToast(Protocol):
    """``ctx.toast("Saved")``: a short message over any scene."""

    def __call__(self, message: str, seconds: float = 4.0) -> None: ...


@dataclass
class AppContext:
    """Shared services. ``settings``, ``audio`` and ``theme`` are set by the app."""

    stack: SceneStack
    options: LaunchOptions = field(default_factory=LaunchOptions)
    settings: Settings = field(default_factory=Settings)
    audio: Audio = field(default_factory=Audio)
    theme: Theme = field(default_factory=Theme)
    #: set to True by a scene to end the app loop
    quit_requested: bool = False
    #: exit status the app returns when it stops
    exit_status: int = 0
    #: free-form messages for the headless runner (``--exit-when-over`` prints these)
    output_lines: list[str] = field(default_factory=list)
    #: background work (file writes, word-list loads); results come back on the main thread
    jobs: Jobs | None = None
    #: show a short message over any scene: ``ctx.toast("Saved")``
    toast: ShowToast | None = None
    #: re-apply settings (volumes, palette, animation speed, fullscreen) after a change
    apply_settings: Callable[[], None] | None = None
    #: write settings.json in the background
    save_settings: Callable[[], None] | None = None
    #: toggle fullscreen (F11 and the Settings switch)
    toggle_fullscreen: Callable[[], None] | None = None
    #: a message about the settings file to show once in the menu (e.g. it was corrupt)
    settings_notice: str = ""
    #: frames drawn so far (screenshots and logs use it)
    frame: int = 0
    #: the saved games: every move written off the frame loop (see :mod:`game.ui.saves`)
    saves: GameSaves | None = None
    #: makes the next scene (set by the app, or by a test, right after construction)
    scenes: SceneFactory = field(init=False)

    @property
    def window_size(self) -> tuple[int, int]:
        return self.stack.size
