"""The first page of the first launch: pick the language the game speaks, and how big
its text is.

Four big buttons, each naming its language in that language, so whoever sits
down can read their own.  The one the system locale suggests has the focus;
arrows or Tab move, Enter or a click chooses, 1-4 choose at once.  The choice
is remembered in the settings (which also means this page does not come back)
and the main menu opens in it.  A fifth button under them steps the Text size
(Normal, Large, Largest; 5 steps it too): the page itself grows at once, so the
player sees the size before choosing.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import i18n
from game.i18n import N_, _
from game.settings import TEXT_SIZES, text_size_label

from ..context import AppContext
from ..scene import Scene
from ..widgets import Button, ButtonBar

#: asked in every language at once, each line from its own catalogue
# Translators: the first page of the first launch, over the buttons naming the languages
PROMPT = N_("Choose a language")
NUMBER_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4)
TEXT_SIZE_KEY = pygame.K_5


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
        self.text_size_button = Button("", self.next_text_size, hotkey=TEXT_SIZE_KEY)
        self.buttons = ButtonBar([
            *(Button(i18n.LANGUAGES[code], self._chooser(code), hotkey=key)
              for code, key in zip(self.codes, NUMBER_KEYS)),
            self.text_size_button,
        ])
        suggested = i18n.language()
        self.buttons.focus = self.codes.index(suggested) if suggested in self.codes else 0
        self.buttons._sync()
        self.size = (0, 0)
        self.language_changed()

    def _chooser(self, code: str) -> Callable[[], None]:
        return lambda: self.choose(code)

    @staticmethod
    def _text_size_label() -> str:
        # Translators: the button under the languages on the first page of the first launch;
        # {size} is the Text size setting's choice (Normal, Large, Largest)
        return _("Text size: {size}")

    def next_text_size(self) -> None:
        """The next Text size, round from Largest to Normal, applied at once (this page too
        is laid out again at it) and remembered with the language."""
        self.click()
        settings = self.ctx.settings
        at = TEXT_SIZES.index(settings.text_size) if settings.text_size in TEXT_SIZES else 0
        settings.text_size = TEXT_SIZES[(at + 1) % len(TEXT_SIZES)]
        if self.ctx.apply_settings:
            self.ctx.apply_settings()  # it lays every scene out again
        else:
            self.ctx.theme.set_text_size(settings.text_size)
            self.resize(self.size)
        self.language_changed()

    def language_changed(self) -> None:
        self.text_size_button.label = self._text_size_label().format(
            size=text_size_label(self.ctx.settings.text_size))

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
        self.language_changed()
        w, h = size
        theme = self.ctx.theme
        # a button's label is two fifths of its height: the buttons grow with the Text size
        # setting, and close up (down to their least height) when the window is short for them
        label = theme.px(max(16, min(72, h // 11) * 2 // 5))
        height = max(48, label * 5 // 2)
        width = min(max(520, label * 20), w - 80)
        words_end = self._prompts_bottom(h)
        count = len(self.buttons.buttons)
        while True:
            gap = height // 4
            top = self._buttons_top(h, height, gap, words_end)
            if top + count * (height + gap) - gap <= h - 12 or height <= 44:
                break
            height -= 2
        for k, button in enumerate(self.buttons.buttons):
            button.rect = pygame.Rect((w - width) // 2, top + k * (height + gap), width, height)

    def _sizes(self, h: int) -> tuple[int, int]:
        """The title's and the prompts' text sizes (as asked of the theme) in a window ``h`` tall."""
        return max(28, h // 12), max(16, h // 34)

    def _title_top(self, h: int) -> int:
        return round(h * 0.1) if self.ctx.theme.text_size == "normal" else round(h * 0.04)

    def _prompts_bottom(self, h: int) -> int:
        """Where the prompts under the title end: the buttons start below them."""
        theme = self.ctx.theme
        title, line = self._sizes(h)
        y = self._title_top(h) + theme.font(title, bold=True).get_height()
        return y + sum(theme.font_for(text, line).get_linesize() for text in self.prompts)

    def _buttons_top(self, h: int, height: int, gap: int, words_end: int) -> int:
        block = len(self.buttons.buttons) * (height + gap) - gap
        return max(int(h * 0.38), words_end + gap, min(h - block - h // 10, h - 12 - block))

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
        title, line = self._sizes(h)
        top = self._title_top(h)
        theme.text(surface, "TILE PARTY", title, (w / 2, top), theme.palette.accent, bold=True,
                   anchor="midtop", shadow=True)
        y = top + theme.font(title, bold=True).get_height()
        for text in self.prompts:
            theme.text(surface, text, line, (w / 2, y), theme.palette.text_dim, anchor="midtop")
            y += theme.font_for(text, line).get_linesize()
        self.buttons.draw(surface, theme)
