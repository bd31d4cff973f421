"""The play scene's "Scan to join" card (README, "Phone racks").

It opens when a game with phone seats starts (after the tile draw, and on
Continue) and again from the in-game menu's Phone codes.  While it is up the
game is paused, so no clock runs while people find their phones; nobody has
to wait for every phone: Start (Enter, Space or Esc) closes it, and a phone
may join whenever it likes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, pgettext
from game.ui.views.phone_codes_view import SeatCode, draw_phone_codes
from game.ui.widgets import Button, ButtonBar

if TYPE_CHECKING:
    from game.ui.play.screen import PlayScreen


class PhoneCodes:
    """``PhoneCodes(scene)``: the card's state, keys and drawing."""

    def __init__(self, scene: PlayScreen) -> None:
        self.scene = scene
        self.showing = False
        self._paused_here = False
        self._resuming = False  # opened from the in-game menu: the button goes back to the game
        # Translators: the button that closes the card of phone codes and begins (or goes on with) the game
        self.start = Button(pgettext("button", "Start"), self.close, primary=True)
        self.bar = ButtonBar([self.start], cancel=0)
        #: where each code was last drawn (its white square), in playing order
        self.squares: list[pygame.Rect] = []

    def open(self, resuming: bool = False) -> None:
        """Show the card; ``resuming``: over a game already under way (the in-game menu)."""
        if self.showing:
            return
        self.showing = True
        self.scene.phones.codes_up = True  # the phones say the table waits for Start
        self._resuming = resuming
        flow = self.scene.flow
        self._paused_here = not flow.paused
        if self._paused_here:
            self.scene.pause()

    def close(self) -> None:
        if not self.showing:
            return
        self.showing = False
        self.scene.phones.codes_up = False
        self.scene.sound("click")
        if self._paused_here:
            self.scene.resume()
        self._paused_here = False

    def codes(self) -> list[SeatCode]:
        scene = self.scene
        connected = scene.phones.connected()
        g = scene.game
        # a team's partners each have a code, under their own names (docs/rules.md, "Teams")
        return [SeatCode(g.teams[player].names[g.teams[player].seats.index(seat)] if g.teams else g.players[player].name,
                         scene.colour(player), url, seat in connected)
                for player, seat, url in scene.phones.seat_links()]

    def _layout(self, size: tuple[int, int]) -> pygame.Rect:
        w, h = size
        button_h = max(40, min(56, h // 14))
        self.start.rect = pygame.Rect(0, 0, min(320, w // 3), button_h)
        self.start.rect.midbottom = (w // 2, h - 28)
        return pygame.Rect(0, 0, w, h)

    def button_rects(self) -> list[pygame.Rect]:
        return [self.start.rect]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.start.rect.collidepoint(event.pos):
            self.close()
            return
        if event.type == pygame.MOUSEMOTION:
            self.start.hover = self.start.rect.collidepoint(event.pos)
            return
        self.bar.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.scene.theme
        area = self._layout(surface.get_size())
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((12, 8, 4, 170))
        surface.blit(shade, (0, 0))
        self.squares = draw_phone_codes(surface, theme, area, self.codes(), self.start.rect.top)
        self.start.label = _("Resume") if self._resuming else pgettext("button", "Start")
        self.start.draw(surface, theme)
