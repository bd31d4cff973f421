"""The Settings screen, one for the main menu and the in-game menu.

From the main menu it stands on the table like the menu's other pages; over a
game it is an overlay (``opaque = False``) that shades the paused board.  The
rows are :class:`game.ui.settings_panel.SettingsPanel`; a change applies at
once and is written a moment after the last one (a drag on a volume bar makes
many), and at the latest when the screen closes.
"""

from __future__ import annotations

import pygame

from game.ui.context import AppContext
from game.ui.scene import Scene
from game.ui.settings_panel import SettingsModel, SettingsPanel

#: seconds after the last change before the settings file is written
SAVE_DELAY = 0.6


class SettingsScene(Scene):
    name = "settings"

    def __init__(self, ctx: AppContext, *, over_game: bool = False) -> None:
        super().__init__(ctx)
        self.over_game = over_game
        self.opaque = not over_game
        self.model = SettingsModel(ctx, on_change=self._changed)
        self.panel = SettingsPanel(self.model, ctx.theme, self.back)
        self.save_in: float | None = None  # seconds until unsaved changes are written
        self.panel.layout(ctx.window_size)

    # -- lifecycle ---------------------------------------------------------------------

    def exit(self) -> None:
        self._save()

    def resize(self, size: tuple[int, int]) -> None:
        self.panel.layout(size)

    def language_changed(self) -> None:
        self.panel.layout(self.panel.size)  # the labels' widths and the note's lines differ

    def back(self) -> None:
        self.click()
        if self.ctx.stack.top is self:
            self.ctx.stack.pop()

    def _changed(self, key: str) -> None:
        # the language's lines and the window's size (fullscreen) change the layout
        self.panel.layout(self.ctx.window_size)
        if key != "fullscreen":  # toggling fullscreen has written the file already
            self.save_in = SAVE_DELAY

    def _save(self) -> None:
        if self.save_in is not None and callable(self.ctx.save_settings):
            self.ctx.save_settings()
        self.save_in = None

    # -- loop --------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return
        self.panel.handle_event(event)

    def update(self, dt: float) -> None:
        if self.save_in is not None:
            self.save_in -= dt
            if self.save_in <= 0:
                self._save()

    def next_wake(self) -> float | None:
        return None if self.save_in is None else max(0.0, self.save_in)

    def button_rects(self) -> list[pygame.Rect]:
        return self.panel.button_rects()

    def toast_area(self) -> pygame.Rect | None:
        """Above the rows: the card fills most of a small window, and a message may cover
        the title for a moment but never a row."""
        return pygame.Rect(0, 0, self.panel.size[0], self.panel.view.top)

    def draw(self, surface: pygame.Surface) -> None:
        if self.over_game:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((12, 8, 4, 150))
            surface.blit(shade, (0, 0))
        else:
            self.ctx.theme.draw_background(surface)
        self.panel.draw(surface)
