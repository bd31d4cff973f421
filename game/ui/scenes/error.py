"""Shown when a scene fails: what happened, where the details are, a way back."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.i18n import _

from ..context import AppContext
from ..scene import ButtonBarScene
from ..text_wrap import wrap_text
from ..widgets import Button, ButtonBar


class ErrorScene(ButtonBarScene):
    name = "error"
    reports_errors = True

    def __init__(self, ctx: AppContext, message: str, log_path: Path) -> None:
        super().__init__(ctx)
        self.message = message
        self.log_path = log_path
        self.buttons = ButtonBar([
            Button(_("Back to menu"), self.to_menu, pygame.K_m, primary=True),
            Button(_("Quit"), self.quit, pygame.K_q),
        ], cancel=0)
        self.size = (0, 0)

    def quit(self) -> None:
        self.ctx.quit_requested = True

    def next_wake(self) -> float | None:
        return None  # a still page: only input changes it

    def enter(self) -> None:
        if self.ctx.audio:
            self.ctx.audio.play("invalid")
        if self.ctx.options.exit_when_over:
            # a headless run cannot press a button: stop with the failure status
            self.ctx.quit_requested = True

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        grow = self.ctx.theme.text_factor
        self.buttons.layout(w // 2, int(h * 0.68), min(round(560 * grow), w - 80), height=max(40, h // 16), scale=grow)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        theme.draw_background(surface)
        w, h = surface.get_size()
        panel = pygame.Rect(0, 0, min(760, w - 60), int(h * 0.64))
        panel.center = (w // 2, int(h * 0.47))
        theme.panel(surface, panel)
        title = max(22, h // 18)
        # Translators: the title of the screen shown when something in the game broke
        heading = _("Oops, the table wobbled")
        while title > 22 and theme.font(title, True).size(heading)[0] > panel.w - 40:
            title -= 1  # the panel stops growing at 760 pixels; the heading fits it
        theme.text(surface, heading, title, (w / 2, panel.y + theme.px(title) * 1.2),
                   theme.palette.accent, bold=True, anchor="center", shadow=True)
        body = max(14, h // 40)
        lines = [*wrap_text(theme.font(body), _("Something went wrong on this screen. Your settings are safe."),
                            panel.w - 60), ""]
        y = panel.y + theme.px(title) * 2.6  # lines stepped as the Text size setting draws them
        for line in lines:
            theme.text(surface, line, body, (w / 2, y), theme.palette.text, anchor="center")
            y += theme.px(body) * 1.5
        font = theme.font(body - 2)
        msg = self.message
        while font.size(msg)[0] > panel.w - 60 and len(msg) > 20:
            msg = msg[: len(msg) - 8] + "…"
        theme.text(surface, msg, body - 2, (w / 2, y), theme.palette.bad, anchor="center")
        y += theme.px(body) * 2
        # Translators: followed on the next line by the path of the log file
        theme.text(surface, _("Details were written to:"), body - 2, (w / 2, y), theme.palette.text_dim,
                   anchor="center")
        path = str(self.log_path)
        while font.size(path)[0] > panel.w - 60 and len(path) > 20:
            path = "…" + path[8:]
        theme.text(surface, path, body - 2, (w / 2, y + theme.px(body) * 1.4), theme.palette.text_dim,
                   anchor="center")
        self.buttons.draw(surface, theme)
