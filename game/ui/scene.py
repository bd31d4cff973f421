"""Scenes and the scene stack.

A scene is one screen of the game (menu, tile draw, play, results).  The app
keeps a stack: the top scene gets events and updates; scenes below it are
paused but still drawn when the top one is an overlay (``opaque = False``).
``draw`` never changes state.  Scenes get what they need through their
constructor (the :class:`~game.ui.context.AppContext`), not from globals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from .widgets import ButtonBar

if TYPE_CHECKING:
    # the context holds the scene stack, so it imports this module: only a type here
    from .context import AppContext


class Scene:
    """Base class with the lifecycle hooks; every hook is optional."""

    #: ``False`` for overlays (pause menu, dialogs): the scene below is drawn first.
    opaque: bool = True
    #: ``True`` for the screen that reports a broken scene: if it breaks too, the
    #: app quits rather than report its own failure over and over.
    reports_errors: bool = False
    #: A short name used in screenshots and logs.
    name: str = "scene"
    #: ``True`` for a scene that keeps working under the scenes opened over it: its
    #: ``update`` and ``next_wake`` still count (the pause menu answers the phones
    #: while Settings or How to play is open over it).
    works_beneath: bool = False

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def enter(self) -> None:
        """Called once when pushed onto the stack."""

    def exit(self) -> None:
        """Called once when popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top of this one was popped."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """One pygame event (already filtered of QUIT and global keys)."""

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Render onto the window surface. Must not change state."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; recompute layout."""

    def language_changed(self) -> None:
        """The game speaks another language now: make again any text made ahead of
        time (button labels, built pages); text made as it is drawn needs nothing."""

    def next_wake(self) -> float | None:
        """Seconds until the scene looks different, or needs ``update``, with no input.

        ``0.0`` while anything moves; ``None`` when only input (or a finished
        background job) changes it.  The app sleeps until then rather than draw
        frames that would look the same.  The default keeps frames coming: a
        scene says otherwise once it knows when it is still.
        """
        return 0.0

    def button_rects(self) -> list[pygame.Rect]:
        """Where the scene has something to press, in window coordinates: a toast keeps off it."""
        return []

    def toast_area(self) -> pygame.Rect | None:
        """Where a toast may sit on this scene, clear of its titles, the board and the
        winner's line; None for anywhere (it still keeps off the buttons)."""
        return None

    def click(self) -> None:
        """The sound of a button press."""
        if self.ctx.audio:
            self.ctx.audio.play("click")

    def to_menu(self) -> None:
        """Leave for the main menu."""
        self.click()
        self.ctx.stack.replace(self.ctx.scenes.menu())


class ButtonBarScene(Scene):
    """A scene whose controls are one :class:`~game.ui.widgets.ButtonBar`, where Esc
    goes back to the menu (the results and error screens)."""

    buttons: ButtonBar

    def button_rects(self) -> list[pygame.Rect]:
        return [b.rect for b in self.buttons.buttons]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
            return
        self.buttons.handle_event(event)


class SceneStack:
    """The stack of scenes with enter/exit/pause/resume calls in the right order."""

    def __init__(self, size: tuple[int, int] = (1280, 800)) -> None:
        self._scenes: list[Scene] = []
        #: the window size; every scene gets ``resize`` with it when it arrives
        self.size = size
        #: bumped on every push/pop/replace, so the app can notice a scene change
        self.changes = 0

    def __len__(self) -> int:
        return len(self._scenes)

    def __bool__(self) -> bool:
        return bool(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        self.changes += 1
        scene.enter()
        scene.resize(self.size)

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        self.changes += 1
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (menu -> draw -> play -> results)."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        self.changes += 1
        scene.enter()
        scene.resize(self.size)

    def clear(self) -> None:
        while self._scenes:
            self.changes += 1
            self._scenes.pop().exit()

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: every scene, not only the top one, re-lays out."""
        self.size = size
        for scene in self._scenes:
            scene.resize(size)

    def discard_all(self) -> list[BaseException]:
        """Empty the stack after a crash; an ``exit`` that fails too is collected, not raised."""
        errors: list[BaseException] = []
        while self._scenes:
            self.changes += 1
            try:
                self._scenes.pop().exit()
            except Exception as exc:
                errors.append(exc)
        return errors

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom first: the top one and any below an overlay."""
        out: list[Scene] = []
        for scene in reversed(self._scenes):
            out.append(scene)
            if scene.opaque:
                break
        return list(reversed(out))
