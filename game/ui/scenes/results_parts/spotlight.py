"""The results' first moment: the winner in the spotlight before the figures.

For :data:`SPOTLIGHT` seconds the table dims and a large name card in the
winner's seat colour (a shared win: a card for each) says the headline and
the final score; then the results panel counts up as before.  A key or a
click ends the spotlight at once; Space and Enter only that (they press
the focused button, Rematch, which nobody meant yet), while a click on a
button or a button's own key also acts.  Attract mode keeps it short.
"""

from __future__ import annotations

import pygame

from game.ui.scenes.results_parts.summary import Summary
from game.ui.theme import Color, Theme, lerp_color
from game.ui.tween import Tween, ease_out_back, linear
from game.ui.views.handoff_view import draw_curtain

SPOTLIGHT = 2.2  # seconds the winner holds the screen
SHORT = 0.5  # the same in attract mode
DIM = 200  # how dark the table behind the cards gets (of 255)


class Spotlight:
    """``Spotlight(summary, short)``: the winner's card (see the module)."""

    def __init__(self, summary: Summary, short: bool = False) -> None:
        self.summary = summary
        self.seconds = SHORT if short else SPOTLIGHT
        self.tween = Tween(0, 1, self.seconds, linear)
        self.faces: dict[tuple[tuple[int, int], Color, int], pygame.Surface] = {}  # the cards, made once

    @property
    def running(self) -> bool:
        return not self.tween.done

    def update(self, dt: float) -> None:
        self.tween.update(dt)

    def skip(self) -> None:
        self.tween.finish()

    def _face(self, size: tuple[int, int], colour: Color, edge: int) -> pygame.Surface:
        """A winner's card without its words, kept for the spotlight's frames."""
        key = (size, colour, edge)
        face = self.faces.get(key)
        if face is None:
            if len(self.faces) > 8:  # the window was resized
                self.faces.clear()
            face = self.faces[key] = pygame.Surface(size, pygame.SRCALPHA)
            radius = size[1] // 6
            pygame.draw.rect(face, (*lerp_color(colour, (20, 14, 10), 0.5), 250), face.get_rect(), border_radius=radius)
            pygame.draw.rect(face, (*colour, 255), face.get_rect(), edge, border_radius=radius)
        return face

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        """The dimmed table and the winners' cards, rising in and fading out at the end."""
        if not self.running:
            return
        t = self.tween.value
        fade = min(1.0, (1 - t) * 6)  # out over the last sixth
        w, h = surface.get_size()
        # dark enough that the figures waiting behind (still at 0) do not compete with the card
        draw_curtain(surface, round(DIM * min(1.0, t * 8) * fade))  # the hand-off's kept curtain
        winners = [line for line in self.summary.lines if line.winner] or list(self.summary.lines[:1])
        rise = ease_out_back(min(1.0, t * 3))
        size = max(28, min(72, h // 10))
        gap = 20
        # a card, not a band across the screen; a shared win's cards side by side, all on screen
        card_w = min(w // 2, (w - 40 - gap * (len(winners) - 1)) // max(1, len(winners)))
        total = len(winners) * card_w + (len(winners) - 1) * gap
        x = (w - total) // 2
        for line in winners:
            card = pygame.Rect(x, 0, card_w, round(size * 3.2))
            card.centery = round(h * 0.42 + (1 - rise) * h * 0.5)
            colour = line.seat_colour
            face = self._face(card.size, colour, max(4, size // 10))
            face.set_alpha(round(255 * fade))
            surface.blit(face, card)
            if fade > 0.5:
                name_size = size
                while name_size > 16 and theme.font_for(line.name, name_size, True).size(line.name)[0] > card.w - 40:
                    name_size -= 2
                theme.text(surface, line.name, name_size, (card.centerx, card.y + card.h * 0.36), (255, 248, 232),
                           bold=True, anchor="center", shadow=True)
                theme.text(surface, str(line.final), round(size * 0.7), (card.centerx, card.y + card.h * 0.74),
                           lerp_color(colour, (255, 255, 255), 0.5), bold=True, anchor="center", shadow=True)
            x += card_w + gap
        if fade > 0.5:
            self._draw_headline(surface, theme, size, round(h * 0.42 - size * 2.35 + (1 - rise) * h * 0.5))

    def _draw_headline(self, surface: pygame.Surface, theme: Theme, size: int, y: int) -> None:
        """"Ana wins!" above the cards, on a dark pill of its own: read from across the room,
        never over the figures' text behind the curtain."""
        text = self.summary.headline
        w = surface.get_width()
        head = max(20, size * 2 // 3)
        while head > 16 and theme.font_for(text, head, True).size(text)[0] > w - 40 - head * 2:
            head -= 2
        tw, th = theme.font_for(text, head, True).size(text)
        pill = pygame.Rect(0, 0, tw + head * 2, th + head // 2)
        pill.center = (w // 2, y)
        pygame.draw.rect(surface, (26, 16, 10), pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, theme.palette.accent, pill, max(2, head // 14), border_radius=pill.h // 2)
        theme.bounds(surface, pill, "popup")
        theme.text(surface, text, head, pill.center, theme.palette.accent, bold=True, anchor="center", shadow=True)
