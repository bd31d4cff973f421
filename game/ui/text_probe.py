"""A record of every text box a frame draws, for the layout tests.

When a :class:`TextProbe` is set on the theme, :meth:`Theme.text` hands it
each text it draws (the rect, the font size and the string), and the helpers
that draw panels, cards and buttons hand it their bounds.  A text belongs to
the last box declared before it whose area holds the text's centre (a button
drawn on a panel is declared after the panel, so its label belongs to the
button); text with no box around it belongs to the window.  Besides panels,
cards, buttons and notes, a chart, a statistics figure's chip and a pop-up's
room declare their bounds, and a pop-up tells its lines, as drawn (pop-ups and
tiles are drawn from images of their own, which the probe does not see).  A panel drawn over
text already drawn (a card, the pause menu) hides it: that text is marked
``covered`` and no longer on show.  A text drawn through
:meth:`Theme.text` also tells its colour and the average colour under it before it
was drawn (``ink`` and ``ground``, for its contrast; :meth:`TextProbe.ground_under`).  Only what is drawn
on the probed surface counts (text drawn into a cached image, such as the
board's squares, is not where it will show).  Nothing is recorded while no
probe is set, so a game pays one ``None`` check per text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

#: boxes drawn to cover what lies under them (a card, the pause menu); a button or a note
#: drawn over text is a collision, not a cover
COVERING = frozenset({"panel"})


@dataclass(frozen=True)
class Box:
    """Bounds some text must stay inside: a panel, a card, a button."""

    kind: str
    rect: pygame.Rect


@dataclass
class DrawnText:
    text: str
    rect: pygame.Rect
    size: float  # the font's pixel size (as shown, when the text was scaled)
    box: Box
    covered: bool = False  # a panel or card was drawn over it later
    ink: tuple[int, int, int] | None = None  # its colour, when the theme drew it
    ground: tuple[int, int, int] | None = None  # the average colour under it, before it was drawn


@dataclass
class TextProbe:
    """Texts and boxes drawn on ``target`` while it is set (:meth:`clear` between frames)."""

    target: pygame.Surface
    texts: list[DrawnText] = field(default_factory=list)
    boxes: list[Box] = field(default_factory=list)

    def clear(self) -> None:
        self.texts.clear()
        self.boxes.clear()

    def _on_target(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect | None:
        """``rect`` in the target's coordinates, or None when ``surface`` is not (part of) it."""
        if surface is self.target:
            return pygame.Rect(rect)
        if surface.get_parent() is not None and surface.get_abs_parent() is self.target:
            return pygame.Rect(rect).move(surface.get_abs_offset())
        return None

    def box(self, surface: pygame.Surface, kind: str, rect: pygame.Rect) -> None:
        placed = self._on_target(surface, rect)
        if placed is not None:
            self.boxes.append(Box(kind, placed))
            if kind in COVERING:
                for drawn in self.texts:
                    drawn.covered = drawn.covered or drawn.rect.colliderect(placed)

    def shown(self) -> list[DrawnText]:
        """The texts still on show: those no later panel was drawn over."""
        return [t for t in self.texts if not t.covered]

    def text(self, surface: pygame.Surface, text: str, rect: pygame.Rect, size: float,
             ink: tuple[int, int, int] | None = None, ground: tuple[int, int, int] | None = None) -> None:
        placed = self._on_target(surface, rect)
        if placed is None or not text.strip():
            return
        centre = placed.center
        owner = next((b for b in reversed(self.boxes) if b.rect.collidepoint(centre)),
                     Box("window", self.target.get_rect()))
        self.texts.append(DrawnText(text, placed, size, owner, ink=ink, ground=ground))

    def ground_under(self, surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int] | None:
        """The colour most of ``surface`` under ``rect`` shows as it is now (before a text is
        drawn there), from a grid of about a hundred of its pixels: a figure on a small disc
        is read against the disc, not against the disc averaged with the panel round it."""
        inside = pygame.Rect(rect).clip(surface.get_rect())
        if not inside.w or not inside.h:
            return None
        step = max(1, min(inside.w, inside.h) // 8, inside.w * inside.h // 4096)
        counts: dict[tuple[int, int, int], int] = {}
        for y in range(inside.top + step // 2, inside.bottom, step):
            for x in range(inside.left + step // 2, inside.right, step):
                r, g, b, *_alpha = surface.get_at((x, y))
                counts[(r, g, b)] = counts.get((r, g, b), 0) + 1
        if not counts:
            r, g, b, *_alpha = pygame.transform.average_color(surface, inside)
            return (int(r), int(g), int(b))
        return max(counts, key=lambda colour: counts[colour])
