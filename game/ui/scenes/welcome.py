"""The first page of the first launch: pick the language the game speaks.

Four big buttons, each naming its language in that language, so whoever sits
down can read their own.  The one the system locale suggests has the focus;
arrows or Tab move, Enter or a click chooses, 1-4 choose at once.  The choice
is remembered in the settings (which also means this page does not come back)
and the main menu opens in it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import i18n
from game.i18n import N_

from ..context import AppContext
from ..scene import Scene
from ..widgets import Button, ButtonBar

#: asked in every language at once, each line from its own catalogue
# Translators: the first page of the first launch, over the buttons naming the languages
PROMPT = N_("Choose a language")
NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)


def prompt_in(code: str) -> str:
    """The prompt in ``code``'s language, whichever language is in use."""
    return i18n.load_translations(code).gettext(PROMPT)


class WelcomeScene(Scene):
    name = "welcome"

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.codes = list(i18n.LANGUAGES)
        # a language without its translation yet would repeat the English
        self.prompts = list(dict.fromkeys(prompt_in(code) for code in self.codes))
        self.buttons = ButtonBar([
            Button(i18n.LANGUAGES[code], self._chooser(code), hotkey=key)
            for code, key in zip(self.codes, NUMBER_KEYS)
        ])
        suggested = i18n.language()
        self.buttons.focus = self.codes.index(suggested) if suggested in self.codes else 0
        self.buttons._sync()
        self.size = (0, 0)

    def _chooser(self, code: str) -> Callable[[], None]:
        return lambda: self.choose(code)

    def choose(self, code: str) -> None:
        """Speak ``code`` from now on, remember it, and open the menu."""
        self.click()
        self.ctx.settings.language = code
        if self.ctx.apply_settings:
            self.ctx.apply_settings()
        else:
            i18n.set_language(code)
        if self.ctx.save_settings:
            self.ctx.save_settings()
        self.ctx.stack.replace(self.ctx.scenes.menu())

    # -- scene ------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        height = max(48, min(72, h // 11))
        gap = height // 3
        width = min(520, w - 80)
        top = self._buttons_top(h, height, gap)
        for k, button in enumerate(self.buttons.buttons):
            button.rect = pygame.Rect((w - width) // 2, top + k * (height + gap), width, height)

    def _buttons_top(self, h: int, height: int, gap: int) -> int:
        block = len(self.codes) * (height + gap) - gap
        return max(int(h * 0.38), h - block - h // 10)

    def button_rects(self) -> list[pygame.Rect]:
        return [b.rect for b in self.buttons.buttons]

    def next_wake(self) -> float | None:
        return None  # a still page: only input changes it

    def handle_event(self, event: pygame.event.Event) -> None:
        self.buttons.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        theme.draw_background(surface)
        w, h = surface.get_size()
        title = max(28, h // 12)
        theme.text(surface, "TILE PARTY", title, (w / 2, h * 0.1), theme.palette.accent, bold=True,
                   anchor="midtop", shadow=True)
        line = max(16, h // 34)
        y = h * 0.1 + title * 1.6
        step = max(theme.font_for(text, line).get_linesize() for text in self.prompts)
        for text in self.prompts:
            theme.text(surface, text, line, (w / 2, y), theme.palette.text_dim, anchor="midtop")
            y += step
        self.buttons.draw(surface, theme)
