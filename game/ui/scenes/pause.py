"""The in-game menu, over the play scene: Resume, Rules, Settings, Save and quit, End the game.

It is an overlay (``opaque = False``): the board stays visible underneath,
while the play scene, paused, hides the rack and stops the turn clock.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path

import pygame

from game.paths import data_dir, write_text_atomically
from game.rules.ruleset import ChallengeMode, ClockExpiry, ExchangeLimit
from game.settings import ANIMATION_SPEEDS
from game.ui.context import AppContext, GameInPlay
from game.ui.scene import Scene
from game.ui.theme import Theme
from game.ui.widgets import Button

log = logging.getLogger(__name__)

SAVE_NAME = "save.json"


def save_game(scene: GameInPlay, path: Path | None = None) -> Path:
    """Write the game and its seats to ``data_dir()/save.json`` (atomically).

    Raises:
        OSError: if the file cannot be written.
    """
    path = path or data_dir() / SAVE_NAME
    data = json.loads(scene.game.to_json())
    # the menu's Continue reads the seat kinds back from here
    data["seats"] = [{"name": s.name, "kind": s.kind} for s in scene.seats]
    return write_text_atomically(path, json.dumps(data))


def rules_summary(scene: GameInPlay) -> list[str]:
    """A few lines on how this game is played, from its rule set."""
    rules = scene.game.rules
    challenge = {
        ChallengeMode.VOID: "Every word is checked as it is played.",
        ChallengeMode.SINGLE: "Any player may challenge the last play; a wrong challenge costs nothing.",
        ChallengeMode.DOUBLE: "Any player may challenge the last play; a wrong challenge loses a turn.",
        ChallengeMode.PENALTY: f"Challenges: a wrong one costs {rules.challenge_points} points.",
        ChallengeMode.BONUS: f"Challenges: a wrong one gives the player {rules.challenge_points} points.",
    }[rules.challenge]
    swap = {
        ExchangeLimit.ANY: "Swap any number of tiles instead of playing.",
        ExchangeLimit.BAG_HAS_SEVEN: "Swap tiles while the bag still holds 7 or more.",
        ExchangeLimit.AT_MOST_TWO: "Swap up to 2 tiles instead of playing.",
        ExchangeLimit.ONE: "Swap one tile instead of playing.",
    }[rules.exchange_limit]
    lines = [
        f"{rules.name} rules.",
        "Make words across or down; the first one covers the star.",
        "New tiles go in one line and must touch the tiles already there.",
        "DL/TL double or triple a letter, DW/TW (and the star) the whole word.",
        f"Using all 7 tiles at once scores {rules.bingo_bonus} extra.",
        challenge,
        swap,
    ]
    if rules.has_clock:
        end = ("placed tiles are played if they make a word" if rules.clock_expiry is ClockExpiry.SUBMIT
               else "the turn passes and the tiles go back")
        lines.append(f"Each turn has {rules.clock_seconds} seconds; at zero {end}.")
    lines.append("Keys: click a square and type; Space turns the arrow; Shift+letter plays a blank.")
    lines.append("Enter plays, Backspace takes one back, Esc takes all back.")
    lines.append("Ctrl+N pass, Ctrl+S swap, Ctrl+H hint, Ctrl+Z undo, Ctrl+R shuffle, P pause.")
    return lines


class PauseScene(Scene):
    opaque = False
    name = "pause"

    def __init__(self, ctx: AppContext, play: GameInPlay) -> None:
        super().__init__(ctx)
        self.play = play
        self.theme: Theme = ctx.theme or play.theme
        self.page = "main"
        self.focus = 0
        self.size = getattr(ctx.stack, "size", None) or ctx.options.size
        self.card = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[Button] = []
        self._build()

    # -------------------------------------------------------------- pages
    def _build(self) -> None:
        pages: dict[str, list[tuple[str, Callable[[], None]]]] = {
            "main": self._main_items(),
            "rules": [("Back", lambda: self._go("main"))],
            "settings": self._settings_items(),
            "end": [("Yes, end the game", self.end_game), ("No, keep playing", lambda: self._go("main"))],
        }
        items = pages[self.page]
        self.buttons = [Button(label, action, primary=k == 0) for k, (label, action) in enumerate(items)]
        self.focus = min(self.focus, len(self.buttons) - 1)
        self._layout()

    def _main_items(self) -> list[tuple[str, Callable[[], None]]]:
        items: list[tuple[str, Callable[[], None]]] = [
            ("Resume", self.resume_game),
            ("Rules", lambda: self._go("rules")),
            ("Settings", lambda: self._go("settings")),
        ]
        if hasattr(self.play.game, "to_json") and not self.play.demo:
            items.append(("Save and quit", self.save_and_quit))
        items.append(("End the game", lambda: self._go("end")))
        return items

    def _settings_items(self) -> list[tuple[str, Callable[[], None]]]:
        s = self.ctx.settings
        if s is None:
            return [("Back", lambda: self._go("main"))]
        return [
            (f"Effects volume: {round(s.effects_volume * 100)}%", lambda: self._volume("effects_volume")),
            (f"Music volume: {round(s.music_volume * 100)}%", lambda: self._volume("music_volume")),
            (f"Colour-blind board: {'on' if s.colour_blind else 'off'}", self._colour_blind),
            (f"Animation: {s.animation_speed}", self._speed),
            ("Back", lambda: self._go("main")),
        ]

    def _go(self, page: str) -> None:
        self.click()
        self.page = page
        self.focus = 0
        self._build()

    # -------------------------------------------------------------- actions
    def resume_game(self) -> None:
        self.click()
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()

    def save_and_quit(self) -> None:
        try:
            path = save_game(self.play)
        except OSError as exc:
            self._notify(f"Could not save the game: {exc}")
            return
        # the menu opens first: the message belongs to it (a toast fades when its scene goes)
        self._to_menu()
        self._notify(f"Game saved: {path.name}")

    def end_game(self) -> None:
        self.click()
        self.play.game.end_now()
        stack = self.ctx.stack
        if stack.top is self:
            stack.pop()
        self.play.finished = True
        stack.replace(self.ctx.scenes.results(self.play.game, self.play.seats))

    def _to_menu(self) -> None:
        stack = self.ctx.stack
        if stack.top is self:
            stack.pop()
        stack.replace(self.ctx.scenes.menu())

    def _notify(self, text: str) -> None:
        if callable(self.ctx.toast):
            self.ctx.toast(text)
        else:
            log.info(text)

    def _changed(self) -> None:
        """Apply and remember a changed setting, then relabel the buttons."""
        if callable(self.ctx.apply_settings):
            self.ctx.apply_settings()
        else:
            s = self.ctx.settings
            if self.ctx.audio is not None:
                self.ctx.audio.set_volumes(s.effects_volume, s.music_volume)
            self.theme.set_colour_blind(s.colour_blind)
        if callable(self.ctx.save_settings):
            self.ctx.save_settings()
        self.click()
        self._build()

    def _volume(self, field: str, step: float = 0.2) -> None:
        s = self.ctx.settings
        value = getattr(s, field)
        # steps round the dial: 0, 20 ... 100, then back to 0
        value = 0.0 if value >= 0.999 else min(1.0, round(value + step, 2))
        setattr(s, field, value)
        self._changed()

    def _colour_blind(self) -> None:
        s = self.ctx.settings
        s.colour_blind = not s.colour_blind
        self._changed()

    def _speed(self) -> None:
        s = self.ctx.settings
        names = list(ANIMATION_SPEEDS)
        s.animation_speed = names[(names.index(s.animation_speed) + 1) % len(names)] \
            if s.animation_speed in names else "Normal"
        self._changed()

    # -------------------------------------------------------------- scene
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self._layout()

    def _layout(self) -> None:
        w, h = self.size
        button_h = max(40, min(52, h // 15))
        gap = 12
        lines = len(rules_summary(self.play)) if self.page == "rules" else 0
        text_h = lines * (max(13, h // 46) + 8)
        card_w = min(w - 40, 640 if self.page == "rules" else 420)
        card_h = 90 + text_h + len(self.buttons) * (button_h + gap) + 20
        self.card = pygame.Rect(0, 0, card_w, min(h - 20, card_h))
        self.card.center = (w // 2, h // 2)
        y = self.card.y + 80 + text_h
        for b in self.buttons:
            b.rect = pygame.Rect(self.card.x + 40, y, self.card.w - 80, button_h)
            y += button_h + gap
        for k, b in enumerate(self.buttons):
            b.focused = k == self.focus

    def button_rects(self) -> list[pygame.Rect]:
        return [b.rect for b in self.buttons]

    def next_wake(self) -> float | None:
        return None  # a still card: only input changes it

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_p):
                if self.page == "main":
                    self.resume_game()
                else:
                    self._go("main")
                return
            if event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(self.buttons)
            elif event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(self.buttons)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].action()
                return
            for k, b in enumerate(self.buttons):
                b.focused = k == self.focus
            return
        for b in list(self.buttons):
            if b.handle_event(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.theme
        p = theme.palette
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((12, 8, 4, 150))
        surface.blit(shade, (0, 0))
        theme.panel(surface, self.card, alpha=250)
        titles = {"main": "Paused", "rules": "How this game is played", "settings": "Settings",
                  "end": "End the game now?"}
        size = max(22, min(34, self.size[1] // 22))
        theme.text(surface, titles[self.page], size, (self.card.centerx, self.card.y + 24), p.accent,
                   bold=True, anchor="midtop", shadow=True)
        if self.page == "rules":
            f = max(13, self.size[1] // 46)
            y = self.card.y + 80
            for line in rules_summary(self.play):
                theme.text(surface, line, f, (self.card.x + 28, y), p.text)
                y += f + 8
        elif self.page == "end":
            theme.text(surface, "The scores stand as they are now.", max(13, self.size[1] // 46),
                       (self.card.centerx, self.card.y + 24 + size + 10), p.text_dim, anchor="midtop")
        for b in self.buttons:
            b.draw(surface, theme)
