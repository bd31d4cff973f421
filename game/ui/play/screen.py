"""What the play scene's parts see of the scene, and of one another.

The play scene (:class:`~game.ui.play.scene.PlayScene`) hands its parts (the
controls, the cards, the painter, the words, the meanings, the animations, the
phone codes) itself as a :class:`PlayScreen`: the state on screen (the layout,
the note, the banner, the tiles in flight, the scores counting up), the turn
flow (:class:`~game.ui.play.flow.TurnFlow`, through which every move is made
and whose stage changes are its events) and the other parts, each by the few
answers the others ask of it.  No part imports the scene, so the scene's
package has no import circle; a part that needs more of the scene asks for it
here, in the open.  Nothing here runs: these are types.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from game.rules.clock import TurnClock
    from game.rules.game import Game, TurnRecord
    from game.setup.seats import SeatConfig
    from game.ui.context import AppContext
    from game.ui.play.cards import ModalButton
    from game.ui.play.effects import Effects
    from game.ui.play.flow import TurnFlow
    from game.ui.play.input import Drag
    from game.ui.play.layout import PlayLayout
    from game.ui.play.log import MoveLog, PreviewText
    from game.ui.play.model import Square, TurnModel
    from game.ui.play.moments import Moments, RackSlide, ScoreBubble, TurnTransitions
    from game.ui.play.phones import TablePhones
    from game.ui.play.stage import Stage
    from game.ui.theme import Color, Theme
    from game.ui.tween import Animator
    from game.ui.views.board_view import BoardView
    from game.ui.views.tile_view import TileRenderer
    from game.ui.widgets import Button


class WordsPart(Protocol):
    """The move log and the side panel's texts (:class:`~game.ui.play.words.PlayWords`)."""

    def move_log(self) -> MoveLog: ...

    def log_note(self) -> str: ...

    def play_name(self, index: int) -> str: ...

    def latest_play(self) -> str: ...

    def last_summary(self) -> str: ...

    def challenge_headings(self) -> tuple[str, str] | None: ...

    def tray_line(self) -> str | None: ...

    def preview_text(self) -> PreviewText: ...

    @property
    def unseen_allowed(self) -> bool: ...

    def unseen_counts(self) -> dict[str, int] | None: ...


class ModalsPart(Protocol):
    """The cards over the board (:class:`~game.ui.play.modals.PlayModals`)."""

    def buttons(self) -> list[ModalButton]: ...

    def handle_event(self, event: pygame.event.Event, buttons: list[ModalButton]) -> None: ...

    def note_area(self) -> pygame.Rect: ...

    def note_covered(self) -> bool: ...

    def challenge_card(self) -> pygame.Rect: ...

    def confirm_card(self) -> pygame.Rect: ...


class MeaningsPart(Protocol):
    """What the words mean (:class:`~game.ui.play.meanings.PlayMeanings`)."""

    def draw(self, surface: pygame.Surface) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def hint_line(self, word: str | None) -> str | None: ...

    def played(self, record: TurnRecord) -> None: ...

    def stood(self, target: TurnRecord | None) -> None: ...


class ControlsPart(Protocol):
    """The buttons and every press (:class:`~game.ui.play.controls.PlayControls`)."""

    def press(self, key: str) -> None: ...

    def relabel(self) -> None: ...


class PlayScreen(Protocol):
    """The play scene as its parts see it (see the module)."""

    ctx: AppContext
    flow: TurnFlow
    theme: Theme
    tiles: TileRenderer
    board_view: BoardView
    layout: PlayLayout
    animator: Animator
    fx: Effects
    moments: Moments
    bubble: ScoreBubble
    transitions: TurnTransitions
    rack_slide: RackSlide
    phones: TablePhones
    buttons: dict[str, Button]
    # what is on screen besides the game
    hidden_squares: set[Square]  # board tiles still flying in
    arriving: dict[int, set[int]]  # player -> rack slots still flying in
    shown_scores: list[float]
    message: str
    message_bad: bool
    message_time: float
    banner: str
    banner_time: float
    log_scroll: int
    drag: Drag | None
    focus_armed: bool
    tags_armed: bool
    pulse: float
    glow: float
    quiet_for: float
    cancel_guard: float
    unseen_open: bool

    # the other parts, by what is asked of them
    @property
    def words(self) -> WordsPart: ...

    @property
    def modals(self) -> ModalsPart: ...

    @property
    def meanings(self) -> MeaningsPart: ...

    @property
    def controls(self) -> ControlsPart: ...

    # the turn flow's state, read
    @property
    def game(self) -> Game: ...

    @property
    def seats(self) -> list[SeatConfig]: ...

    @property
    def demo(self) -> bool: ...

    @property
    def stage(self) -> Stage: ...

    @property
    def model(self) -> TurnModel | None: ...

    @property
    def clock(self) -> TurnClock: ...

    def sound(self, name: str, **kw: int) -> None: ...

    def say(self, text: str, bad: bool = False, seconds: float = 4.5) -> None:
        """The note under the board."""

    def announce(self, text: str, seconds: float = 2.6) -> None:
        """The banner across the board."""

    def colour(self, player: int) -> Color: ...

    def reveal(self) -> None: ...

    def open_menu(self) -> None: ...

    def toggle_unseen(self) -> None: ...

    def resize(self, size: tuple[int, int]) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...
