"""The window and the frame loop.

One loop at up to 60 fps: gather events, hand them to the top scene (gamepad input
as key presses, or raw to a scene that handles pads itself), update the stack's top (and a scene that works beneath it), draw the
visible scenes, then the toast.  Slow work (word lists, computer players,
file writes) runs on threads through :class:`~game.jobs.Jobs`, so a frame
never waits for it.

When nothing moves the loop sleeps: it waits for an event until the top
scene's :meth:`~game.ui.scene.Scene.next_wake`, and draws only when
something may look different (an event, a scene change, a job's result, a
toast, or the time the scene asked for).  A still screen costs next to no CPU.

The window closes through :meth:`App.close`, in one order: the scenes leave
(the game on screen keeps its clock and hints), then the engine process stops
(a word list it is still compiling is not wanted any more, and the job waiting
for it ends at once), then the job threads, then the saved games (every move
still queued is written, after the last read), then the sound.

A scene that raises does not take the game down: the traceback goes to
``error.log`` in the data directory and an error screen offers the menu.

Under ``SDL_VIDEODRIVER=dummy`` (tests, headless demo runs) frames are not
throttled and each advances a fixed 1/60 s, so runs are fast and repeatable.
"""

from __future__ import annotations

import io
import logging
import os
import sys
import time
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

import pygame

from game import i18n, logfile
from game import settings as settings_mod
from game.engine import worker
from game.i18n import _
from game.jobs import Jobs
from game.paths import data_dir, own_folder, write_bytes_atomically
from game.ui import idle, memory, tween
from game.ui.audio import Audio, follow_music
from game.ui.context import AppContext, LaunchOptions
from game.ui.directory import SceneDirectory
from game.ui.gamepad import PAD_EVENTS, Gamepads
from game.ui.held_keys import CarriedKeys
from game.ui.saves import GameSaves
from game.ui.scene import Scene, SceneStack
from game.ui.theme import Theme
from game.ui.widgets import Toast, draw_too_small, window_too_small
from game.ui.window import FRAMEBUFFER_HINT, prefer_software_framebuffer, window_caption

log = logging.getLogger(__name__)

FPS = 60
# How long a worker thread may keep the GIL while the frame loop waits for it
# (Python's default is 5 ms); file writes and cache loads still run on threads.
SWITCH_INTERVAL = 0.001
# While idle the loop still looks in this often: answers polled for (the engine's)
# come without an event, and a missed wake-up must not leave the window stale for long.
IDLE_POLL = 0.25
JOB_DONE = pygame.event.custom_type()  # posted when a background job ends: it only wakes the loop
SCENE_SHOT_DELAY = 40  # frames between a scene change and its screenshot
DEMO_SPEED = 3.0  # attract mode plays every animation this much faster

__all__ = ["FRAMEBUFFER_HINT", "JOB_DONE", "App", "prefer_software_framebuffer", "setup_logging", "window_caption"]


class App:
    def __init__(self, options: LaunchOptions | None = None) -> None:
        self.options = options or LaunchOptions()
        self.headless = os.environ.get("SDL_VIDEODRIVER") == "dummy"
        sys.setswitchinterval(SWITCH_INTERVAL)
        # pygame-menu insists on pygame.init(); the mixer format is set first so
        # the resampled score sounds match it (a failed mixer just means silence)
        pygame.mixer.pre_init(22050, -16, 2, 512)
        pygame.init()
        prefer_software_framebuffer()
        try:
            pygame.joystick.init()
        except pygame.error as exc:
            log.info("no joystick support: %s", exc)
        loaded = settings_mod.load()
        self.settings = loaded.settings
        #: no settings file yet: the welcome page asks for a language before the menu
        self.first_launch = loaded.first_launch
        self._language_setting = self.settings.language
        self._choose_language()
        if self.options.fullscreen:
            self.settings.fullscreen = True
        self.theme = Theme(self.settings.colour_blind)
        self.audio = Audio(self.settings.effects_volume, self.settings.music_volume)
        self.jobs = Jobs()
        self.toast = Toast()
        self.windowed_size = self.options.size
        self.surface = self._open_window(self.settings.fullscreen)
        pygame.display.set_caption(window_caption())
        pygame.key.set_repeat(350, 40)
        self.stack = SceneStack(self.surface.get_size())
        self.ctx = AppContext(
            stack=self.stack,
            options=self.options,
            settings=self.settings,
            audio=self.audio,
            theme=self.theme,
        )
        self.ctx.jobs = self.jobs
        self.ctx.scenes = SceneDirectory(self.ctx)
        self.ctx.toast = self.show_toast
        self.ctx.apply_settings = self.apply_settings
        self.ctx.save_settings = self.save_settings
        self.ctx.toggle_fullscreen = self.toggle_fullscreen
        self.ctx.settings_notice = loaded.notice
        # the store opens (and a damaged file is set aside) before any scene asks for it
        self.saves = GameSaves.open(data_dir())
        self.ctx.saves = self.saves
        self.clock = pygame.time.Clock()
        self.pads = Gamepads()
        self._pending_shots: list[tuple[Path, str]] = []
        self._shot_count = 0
        self._seen_changes = -1
        self._music_changes = -1  # the stack's change count when the music last followed it
        self._scene_shot_due: tuple[int, str] | None = None
        self._moves_seen: tuple[list[object], int] | None = None
        self._move_shot_due: str | None = None  # a move's shot, waiting for its animation
        self._failed: Scene | None = None  # the scene whose exception opened the error screen
        self._closed = False  # close() has let go of the engine, the jobs and the saves
        self.frame_times: list[float] = []  # seconds per frame of work (bench/frame_bench.py)
        #: draw only frames that may look different (a real window); headless runs draw every frame
        self.redraw_only_on_change = not self.headless
        self.drew = False  # whether the last step drew (and so needs a flip)
        self.carried = CarriedKeys()  # answering keys held from the scene before
        self.draws = 0
        self._dirty = True  # something outside the scenes changed the picture (toast, fullscreen)
        self._time = 0.0  # seconds of frames so far, the clock for _redraw_at
        self._redraw_at: float | None = 0.0  # when the top scene said it next looks different
        self._changes_drawn = -1  # the stack's change count at the last draw
        self._changes_collected = 0  # the stack's change count at the last collection
        if self.redraw_only_on_change:
            self.jobs.on_finish = self._job_finished
        self.apply_settings()
        self._warm_up()

    def _warm_up(self) -> None:
        """Work that would otherwise stall the first frames of a scene, done before any frame."""
        self.theme.draw_background(self.surface)  # the table texture is cached per size

    # -- window -----------------------------------------------------------------

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        if fullscreen and not self.headless:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error as exc:
                log.warning("fullscreen failed: %s", exc)
        return pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        if self.settings.fullscreen:
            self.windowed_size = self.surface.get_size()  # come back to this size later
        self.surface = self._open_window(self.settings.fullscreen)
        self._resize_scenes(self.surface.get_size())
        self._dirty = True
        self.save_settings()

    def _resize_scenes(self, size: tuple[int, int]) -> None:
        """The window has a new size: every scene lays itself out again.  A scene that fails
        at it shows the error screen, as a failure in any other of its calls does, rather
        than close the window (it runs outside the scenes' event handling)."""
        self.stack.size = size
        for scene in self.stack.scenes:
            if not self._guard(scene, lambda s=scene: s.resize(size)):  # type: ignore[misc]
                break

    def _choose_language(self) -> None:
        """--lang for this session, else the language chosen in Settings, else the system's."""
        code = (self.options.language or self.settings.language or i18n.language_from_locale()
                or i18n.DEFAULT_LANGUAGE)
        if code != i18n.language():
            i18n.set_language(code)

    def apply_settings(self) -> None:
        s = self.settings
        if s.language != self._language_setting:
            # a choice made in Settings outranks --lang from then on
            self._language_setting = s.language
            self.options.language = None
        before = i18n.language()
        self._choose_language()
        resized = self.theme.set_text_size(s.text_size)
        if i18n.language() != before or resized:
            # a new Text size is made again as a new language is, and every scene laid out anew
            for scene in self.stack.scenes:
                scene.language_changed()
            self._changes_collected = -1  # the pages built in the old language go after the next frame
            if resized:
                self._resize_scenes(self.stack.size)
        self.theme.set_colour_blind(s.colour_blind)
        self.audio.set_volumes(s.effects_volume, s.music_volume)
        tween.set_speed(s.speed_multiplier * (DEMO_SPEED if self.options.demo else 1.0))

    @property
    def failed_scene(self) -> Scene | None:
        """The scene whose exception brought up the error screen, if one did."""
        return self._failed

    def button_rects(self) -> list[pygame.Rect]:
        """Every pressable rect of the scenes on screen (an overlay's and the one under it)."""
        if window_too_small(self.surface.get_size()):
            return []
        return [rect for scene in self.stack.visible() for rect in scene.button_rects()]

    def toast_area(self) -> pygame.Rect | None:
        """The room the scene on top keeps for messages (None: anywhere)."""
        top = self.stack.top
        return top.toast_area() if top is not None and not window_too_small(self.surface.get_size()) else None

    def toast_rect(self) -> pygame.Rect:
        """Where the toast rests now (tests)."""
        return self.toast.rect(self.surface.get_size(), self.theme, self.button_rects(), self.toast_area())

    def show_toast(self, message: str, seconds: float = 4.0) -> None:
        """A toast tied to the scene on top now; it fades when another scene opens."""
        self.toast.show(message, seconds, self.stack.changes)
        self._dirty = True

    def save_settings(self) -> None:
        snapshot = settings_mod.Settings.from_dict(self.settings.to_dict())
        self.jobs.submit(
            settings_mod.save,
            snapshot,
            on_error=lambda exc: self.show_toast(_("Could not save settings: {reason}").format(reason=exc)),
        )

    # -- screenshots ---------------------------------------------------------------

    def request_screenshot(self, label: str = "shot") -> None:
        """Save the next drawn frame under ``--screenshot-dir`` (no-op without it)."""
        if self.options.screenshot_dir is None:
            return
        self._shot_count += 1
        safe = "".join(ch if ch.isalnum() or ch in "-_" else "-" for ch in label)[:40]
        name = f"{self._shot_count:04d}-{safe}.png"
        self._pending_shots.append((Path(self.options.screenshot_dir) / name, label))

    def user_screenshot(self) -> None:
        """F12: a screenshot into the data directory, announced with a toast."""
        stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")[:-3]
        path = data_dir() / "screenshots" / f"tile-party-{stamp}.png"
        self._pending_shots.append((path, "user"))

    def _flush_screenshots(self) -> None:
        for path, label in self._pending_shots:
            copy = self.surface.copy()

            def write(p: Path = path, image: pygame.Surface = copy, own: bool = label == "user") -> Path:
                if own:
                    own_folder(p.parent)  # the data folder's screenshots: never a link elsewhere
                png = io.BytesIO()
                pygame.image.save(image, png, "png")
                # never through a link planted under the name (game/paths.py)
                return write_bytes_atomically(p, png.getvalue())

            on_done: Callable[[Path], None] | None = None
            if label == "user":
                on_done = lambda p: self.show_toast(_("Screenshot saved: {path}").format(path=p))  # noqa: E731
            self.jobs.submit(
                write, on_done=on_done,
                on_error=lambda exc: self.show_toast(_("Screenshot failed: {reason}").format(reason=exc)),
            )
        self._pending_shots.clear()

    # -- events ----------------------------------------------------------------

    def translate_gamepad(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Gamepad input as the keys the menus and scenes already understand (:mod:`game.ui.gamepad`)."""
        return self.pads.translate(event)

    def gamepad_for(self, scene: Scene, event: pygame.event.Event) -> pygame.event.Event | None:
        """A pad event as ``scene`` wants it: raw for scenes with ``raw_gamepad``, keys for the rest."""
        return self.pads.for_scene(scene, event)

    def _gather_events(self, waited: pygame.event.Event | None = None) -> list[pygame.event.Event]:
        """This frame's events: ``waited`` (the one an idle wait returned) and the queue."""
        out: list[pygame.event.Event] = []
        first = [waited] if waited is not None and waited.type != pygame.NOEVENT else []
        for event in first + pygame.event.get():
            if event.type == pygame.QUIT:
                self.ctx.quit_requested = True
            elif event.type == JOB_DONE:
                continue  # the job's result comes through jobs.poll
            elif event.type in (pygame.JOYDEVICEADDED, pygame.JOYDEVICEREMOVED):
                self.pads.plugged(event)
            elif event.type in PAD_EVENTS:
                out.append(event)  # translated per scene in step()
            elif event.type == pygame.VIDEORESIZE:
                if not self.settings.fullscreen:
                    self.windowed_size = (event.w, event.h)
                out.append(event)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F12:
                self.user_screenshot()
            else:
                out.append(event)
        return out

    # -- the loop -----------------------------------------------------------------

    def _guard(self, scene: Scene, fn: Callable[[], object]) -> bool:
        """Run one scene call; on an exception, log it and swap in the error screen."""
        try:
            fn()
            return True
        except Exception as exc:
            self._crash(scene, exc)
            return False

    def _crash(self, scene: Scene, exc: BaseException) -> None:
        text = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
        log.error("scene %s failed:\n%s", scene.name, text)
        log_path = data_dir() / logfile.ERROR_LOG_NAME
        stamp = datetime.now().isoformat(timespec="seconds")
        # never raises: a read-only or damaged data folder only leaves the traceback unwritten
        self.jobs.submit(lambda: logfile.append_error(log_path, f"--- {stamp} in scene {scene.name}\n{text}\n"))
        if scene.reports_errors or self._failed is not None and self.stack.top is not None and self.stack.top.reports_errors:
            # the error screen itself failed: nothing safe is left to show
            self.ctx.exit_status = 1
            self.ctx.quit_requested = True
            return
        self._failed = scene
        for extra in self.stack.discard_all():
            log.error("while closing scenes after a crash: %r", extra)
        if self.options.exit_when_over:
            self.ctx.exit_status = 1
            print(f"error in {scene.name}: {exc} (details in {log_path})", flush=True)
        self.stack.push(self.ctx.scenes.error(f"{type(exc).__name__}: {exc}", log_path))

    def _callback_failed(self, exc: BaseException) -> None:
        """A job's callback raised: the scene it belongs to is shown as failed, as if it
        had raised itself (the error screen, error.log), and the loop goes on."""
        top = self.stack.top
        if top is None:
            log.error("a job's callback failed with no scene open", exc_info=exc)
            return
        self._crash(top, exc)

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame: events, update, draw. Separate from :meth:`run` so tests can drive it."""
        if any(e.type == pygame.QUIT for e in events):
            # never handed to scenes: pygame-menu would end the process on it
            self.ctx.quit_requested = True
            events = [e for e in events if e.type != pygame.QUIT]
        for event in events:
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                size = self.surface.get_size()
                if size != self.stack.size:
                    self._resize_scenes(size)
        top, changes = self.stack.top, self.stack.changes
        if top is not None:
            if not window_too_small(self.stack.size):
                for event in events:
                    if self.stack.top is not top:
                        break  # the scene changed mid-batch; the new one starts fresh
                    if not self.carried.passes(event):
                        continue  # a key held from the scene before repeats (held_keys)
                    if event.type in PAD_EVENTS:
                        mapped = self.gamepad_for(top, event)
                        if mapped is None:
                            continue
                        event = mapped
                    if not self._guard(top, lambda e=event: top.handle_event(e)):  # type: ignore[misc]
                        break
            top = self.stack.top
            if top is not None:
                self._guard(top, lambda: top.update(dt))
            for below in self.stack.scenes[:-1]:
                if below.works_beneath:
                    self._guard(below, lambda b=below: b.update(dt))  # type: ignore[misc]
        if self.stack.changes != changes:
            self.carried.scene_changed()
        self.toast.leave_if_scene_changed(self.stack.changes)
        self.toast.update(dt)
        if self.stack.changes != self._music_changes:  # once per change of scene
            self._music_changes = self.stack.changes
            follow_music(self.audio, [scene.name for scene in self.stack.visible()])
        self.audio.update(dt)
        delivered = self.jobs.poll(on_callback_error=self._callback_failed)
        self._collect_left_scenes()
        self._report_save_errors()
        self._time += dt
        self.drew = not self.redraw_only_on_change or self._needs_draw(bool(events) or bool(delivered))
        if self.drew:
            self.draw()
            self.draws += 1
            self._dirty = False
            self._changes_drawn = self.stack.changes
        wake = self.next_wake()
        self._redraw_at = None if wake is None else self._time + wake

    def _collect_left_scenes(self) -> None:
        """Free the scenes that have left the stack, once per change of scene.

        A scene is garbage in reference cycles (its buttons and tweens call its own
        methods), so only a full collection frees it, with its surfaces and tile
        caches; left to the collector's own pace those full collections come so
        seldom that finished games piled up, megabytes each.  The freed pages
        go back to the system (:func:`game.ui.memory.release`).
        """
        if self.stack.changes == self._changes_collected:
            return
        self._changes_collected = self.stack.changes
        memory.release()

    # -- idling -------------------------------------------------------------------

    def _needs_draw(self, touched: bool) -> bool:
        """Whether this frame may look different from the last one drawn."""
        due = self._redraw_at is not None and self._time >= self._redraw_at
        return touched or due or self._dirty or self.stack.changes != self._changes_drawn

    def next_wake(self) -> float | None:
        """Seconds until the picture changes with no input: 0 while anything moves, None when still."""
        shooting = self.options.screenshot_dir is not None and (
            self._scene_shot_due is not None or self._move_shot_due is not None)
        if self._pending_shots or shooting:
            return 0.0  # screenshots are taken of drawn frames, and wait a count of them
        waits: list[float] = []
        top = self.stack.top
        for scene in self.stack.scenes:
            if scene is not top and not scene.works_beneath:
                continue
            try:
                wake = scene.next_wake()
            except Exception as exc:  # drawn frames are the safe answer; the scene's own calls report it
                log.warning("scene %s could not say when it next changes: %s", scene.name, exc)
                wake = 0.0
            if wake is not None:
                waits.append(max(0.0, wake))
        if self.audio.gliding:
            waits.append(0.0)  # the music's level glides a little each frame
        toast = self.toast
        if toast.visible:
            # it moves while sliding in and fading out, and rests in between
            resting = toast.slide.done and toast.time_left > Toast.FADE
            waits.append(toast.time_left - Toast.FADE if resting else 0.0)
        return min(waits, default=None)

    @staticmethod
    def _job_finished() -> None:
        """On a worker thread: wake the loop, which then delivers the result."""
        try:
            pygame.event.post(pygame.event.Event(JOB_DONE))
        except pygame.error:
            pass  # the window is closing; nobody waits for the wake-up

    def _idle_wait(self) -> tuple[pygame.event.Event | None, float]:
        """Sleep until an event or the next change due; the event and the seconds allowed."""
        wake = self._redraw_at - self._time if self._redraw_at is not None else IDLE_POLL
        timeout = min(IDLE_POLL, wake)
        if timeout < 1.0 / FPS:
            return None, 0.0  # the frame rate's own wait is short enough
        return idle.wait_for_event(int(timeout * 1000) + 1), timeout

    def draw(self) -> None:
        surface = self.surface
        if window_too_small(surface.get_size()):
            draw_too_small(surface, self.theme)
        else:
            for scene in self.stack.visible():
                if not self._guard(scene, lambda s=scene: s.draw(surface)):  # type: ignore[misc]
                    break
        self.toast.draw(surface, self.theme, self.button_rects(), self.toast_area())
        if self.stack.changes != self._seen_changes and self.stack.top is not None:
            if self._scene_shot_due is not None:
                self.request_screenshot(self._scene_shot_due[1])  # the scene is leaving: shoot now
            self._seen_changes = self.stack.changes
            # wait a moment so the shot shows the scene settled, not its first frame
            self._scene_shot_due = (SCENE_SHOT_DELAY, f"scene-{self.stack.top.name}")
        elif self._scene_shot_due is not None:
            left, label = self._scene_shot_due
            if left <= 0:
                self.request_screenshot(label)
                self._scene_shot_due = None
            else:
                self._scene_shot_due = (left - 1, label)
        self._shoot_moves()
        self._flush_screenshots()

    def _shoot_moves(self) -> None:
        """--screenshot-dir: one shot after each move of the game on screen.

        Watching the top scene's ``game.history`` keeps this in the loop, so
        no scene has to remember to ask.  The shot waits until the scene says
        it has ``settled`` (no tile in flight), so it shows the tiles on the
        board rather than on their way there.
        """
        if self.options.screenshot_dir is None:
            return
        top = self.stack.top
        history = getattr(getattr(top, "game", None), "history", None)
        if not isinstance(history, list):
            self._moves_seen = None
            self._shoot_pending_move()
            return
        if self._moves_seen is None or len(history) < self._moves_seen[1] or self._moves_seen[0] is not history:
            self._moves_seen = (history, len(history))  # a new game on screen: start counting here
            self._shoot_pending_move()
            return
        if len(history) > self._moves_seen[1]:
            self._moves_seen = (history, len(history))
            self._move_shot_due = f"move-{len(history):03d}"
        if self._move_shot_due is not None and getattr(top, "settled", True):
            self._shoot_pending_move()

    def _shoot_pending_move(self) -> None:
        if self._move_shot_due is not None:
            self.request_screenshot(self._move_shot_due)
            self._move_shot_due = None

    def run(self, first: Scene | None = None) -> int:
        if first is None:
            first = self.first_scene()
        self.stack.push(first)
        frames = 0
        try:
            while not self.ctx.quit_requested and self.stack:
                waited: pygame.event.Event | None = None
                if self.headless:
                    dt = 1.0 / FPS
                else:
                    idle = 0.0
                    if self.redraw_only_on_change:
                        waited, idle = self._idle_wait()
                    # a long stall (window drag, debugger) must not teleport animations;
                    # after an idle wait nothing was moving, and a clock needs the real time
                    dt = min(self.clock.tick(FPS) / 1000.0, 0.1 + idle)
                started = time.perf_counter()
                self.step(self._gather_events(waited), dt)
                self.frame_times.append(time.perf_counter() - started)
                del self.frame_times[:-100_000]
                if self.drew:
                    pygame.display.flip()
                frames += 1
                self.ctx.frame = frames
                if self.options.max_frames is not None and frames >= self.options.max_frames:
                    break
        finally:
            if self._scene_shot_due is not None:
                self.request_screenshot(self._scene_shot_due[1])
                self._flush_screenshots()
            self.close()
        for line in self.ctx.output_lines:
            print(line, flush=True)
        return self.ctx.exit_status

    def _report_save_errors(self) -> None:
        for message in self.saves.take_errors():
            self.show_toast(_("Not saved: {reason}").format(reason=message), 6.0)

    def close_saves(self) -> None:
        """Write every move still queued and close the saved games (the window is closing)."""
        self.saves.close()

    def close(self) -> None:
        """Let go of everything the app started, in the order the module's notes give.

        The scenes leave first, then the engine process stops, then the job
        threads, then the saved games, then the sound.  A second call does nothing.
        """
        if self._closed:
            return
        self._closed = True
        for extra in self.stack.discard_all():  # the game on screen keeps its clock and hints
            log.error("while closing the window: %r", extra)
        worker.shutdown()
        self.jobs.shutdown()
        self.close_saves()
        self.audio.close()

    def first_scene(self) -> Scene:
        if self.options.demo:
            return self.ctx.scenes.demo_draw()
        # the first time, the players pick a language, unless they named one (--lang)
        # or asked straight for their game (--continue)
        if self.first_launch and self.options.language is None and not self.options.resume_latest:
            return self.ctx.scenes.welcome()
        return self.ctx.scenes.menu()


def setup_logging() -> None:
    """Warnings and errors go to ``tile-party.log`` in the data directory (never raising)."""
    logfile.setup_logging(data_dir())
