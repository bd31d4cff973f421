"""How to play's Rule sets page: each preset with the rule text it follows, as the New
game menu says it.

The descriptions are never smaller than the page's own text under the picture: where
the room allows they grow (on one line each if they can), else they wrap, and where even
then the presets do not fit the picture's room, the list scrolls (the arrow keys Up and
Down, Page Up and Page Down, the wheel) with the cue of :mod:`game.ui.scrolling` under
it, as pause's Rules page scrolls.  Left and Right still turn the page, Esc still closes.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.rules.ruleset import PRESETS
from game.setup.new_game import preset_blurb, preset_label

from ...scrolling import draw_fade, draw_more_below, draw_scroll_bar, more_below_height, scroll_rows
from ...text_wrap import wrap_text
from ...theme import Theme, lerp_color

#: the largest size (as asked, before the Text size setting) the descriptions grow to
#: where the picture has room, if the page's own text is smaller
ROOMY_SIZE = 26


@dataclass(frozen=True)
class Line:
    """One line of the list, placed from the list's top left."""

    text: str
    x: int
    y: int
    name: bool  # a preset's name (bold, in the accent colour); else a line of its description
    row: int  # the preset it belongs to, for the order the presets come in


@dataclass(frozen=True)
class PresetList:
    """The presets laid out at one size: every line, and how tall they stand together."""

    size: int  # as asked, before the Text size setting
    lines: tuple[Line, ...]
    height: int  # from the first line's top to the last line's bottom
    step: int  # from one line to the next
    line_h: int  # how tall a line is drawn (a Chinese one stands taller than the step)
    starts: tuple[int, ...]  # where each preset's first line is

    @property
    def one_line_each(self) -> bool:
        """Every description on one line."""
        rows = [line.row for line in self.lines if not line.name]
        return len(rows) == len(set(rows))


def lay_out(theme: Theme, rows: list[tuple[str, str]], width: int, size: int) -> PresetList:
    """``rows`` (a name, a description) at ``size``: the names in a column and the
    descriptions wrapped beside them, or, where that column would leave the descriptions
    under half the width (big text in a narrow window), each name on a line of its own
    above its description."""
    shown = theme.px(size)
    step = int(shown * 1.3)
    names = max(theme.font_for(name, size, True).size(name)[0] for name, _blurb in rows) + shown
    beside = width - names >= width // 2
    lines: list[Line] = []
    y = 0
    tallest = 0
    for k, (name, blurb) in enumerate(rows):
        lines.append(Line(name, 0, y, True, k))
        if not beside:
            y += step
        font = theme.font_for(blurb, size)
        tallest = max(tallest, font.get_height(), theme.font_for(name, size, True).get_height())
        for part in wrap_text(font, blurb, width - names if beside else width):
            lines.append(Line(part, names if beside else 0, y, False, k))
            y += step
        y += shown // 2
    last = max(line.y for line in lines)
    starts = tuple(line.y for line in lines if line.name)
    return PresetList(size, tuple(lines), last + tallest, step, tallest, starts)


class PresetsPage:
    """The list of presets in the picture's room, and how far it is scrolled."""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.offset = 0  # how far the list is scrolled up, in pixels (up to ``most``)
        self.most = 0  # 0: the whole list fits
        self.view = pygame.Rect(0, 0, 0, 0)  # where the lines show, above the cue
        self.listed: PresetList | None = None  # as last drawn
        self._page_rows = 1
        self._key: tuple[object, ...] = ()

    def reset(self) -> None:
        """Back to the top of the list (the page was turned to)."""
        self.offset = 0

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Scrolls the list for the arrow keys Up and Down, Page Up and Page Down and the
        wheel, where it does not all fit; whether ``event`` was one of them."""
        if not self.most or self.listed is None:
            return False
        rows = scroll_rows(event, self._page_rows)
        if rows is None:
            return False
        target = self.offset + rows * self.listed.step
        if abs(rows) > 1:  # a page or the wheel: to the top of a preset, its name over its lines
            starts = self.listed.starts
            if rows > 0:
                target = max((y for y in starts if self.offset < y <= target), default=target)
            else:
                target = min((y for y in starts if target <= y < self.offset), default=target)
        self.offset = max(0, min(self.most, target))
        return True

    def _fit(self, art: pygame.Rect, body: int) -> PresetList:
        """The list at the largest size from :data:`ROOMY_SIZE` down to the page's own
        ``body`` that fits ``art``, on one line each if a size allows; at ``body`` when
        none fits (the list scrolls).  Worked out once for a window, language and Text size."""
        rows = [(preset_label(name), preset_blurb(name)) for name in PRESETS]
        key = (tuple(rows), art.size, body, self.theme.text_size)
        if self.listed is not None and key == self._key:
            return self.listed
        width = min(art.w, 1200)
        sizes = [lay_out(self.theme, rows, width, s) for s in range(max(ROOMY_SIZE, body), body - 1, -1)]
        fitting = [laid for laid in sizes if laid.height <= art.h]
        chosen = next((laid for laid in fitting if laid.one_line_each), fitting[0] if fitting else sizes[-1])
        self.listed, self._key = chosen, key
        return chosen

    def draw(self, surface: pygame.Surface, art: pygame.Rect, body: int, appear: float) -> None:
        """The list in ``art``, the descriptions at ``body`` (the page's own text size, as
        asked) or more; ``appear``: how far the page has come in (0 to 1), the presets one
        after another."""
        theme = self.theme
        p = theme.palette
        listed = self._fit(art, body)
        if listed.height <= art.h:
            self.view = pygame.Rect(art.x, art.y + (art.h - listed.height) // 2, art.w, listed.height)
            self.most = 0
        else:
            self.view = pygame.Rect(art.x, art.y, art.w, art.h - more_below_height(theme, body))
            # at the end the list shows from a preset's name down (a description's last line
            # alone at the top would read as nobody's)
            least = listed.height - self.view.h
            self.most = min((y for y in listed.starts if y >= least), default=least)
        self.offset = max(0, min(self.offset, self.most))
        # a page down leaves no line unseen: the one cut off at the bottom comes in whole at the top
        self._page_rows = max(1, (self.view.h - listed.line_h) // listed.step)
        x = art.centerx - min(art.w, 1200) // 2
        top = self.view.y - self.offset
        for line in listed.lines:
            font = theme.font_for(line.text, listed.size, line.name)
            at = top + line.y
            if at < self.view.top or at + font.get_height() > self.view.bottom:
                continue  # whole lines only: the keys and the wheel bring the others in
            t = max(0.0, min(1.0, appear * 2.2 - line.row * 0.12))
            ink = lerp_color(p.panel, p.accent if line.name else p.text, t)
            theme.text(surface, line.text, listed.size, (x + line.x, at), ink, line.name, "topleft")
        if not self.most:
            return
        if self.offset > 0:  # lines above: a thin fade over the top, the first name still clear
            draw_fade(surface, theme, pygame.Rect(self.view.x, self.view.y, self.view.w, listed.step // 3), False)
        if self.offset < self.most:
            draw_more_below(surface, theme, self.view, body, listed.step)
        bar = pygame.Rect(self.view.x, self.view.y, self.view.w + 18, self.view.h)  # in the panel's margin
        draw_scroll_bar(surface, theme, bar, self.offset, self.most)
