"""The statistics' Player page: a player's Duplicate games under their own heading,
apart from their classic figures (a Duplicate total is not a classic game's score).

Games, wins, rounds, the average and best total in chips, the share of the top
plays over the games played by the club rule, and the best play they found.
"""

from __future__ import annotations

from typing import Protocol

import pygame

from game.i18n import _, ngettext
from game.store import DuplicateStats
from game.ui.text_wrap import fit_text, fit_words
from game.ui.theme import Theme
from game.ui.widgets import MIN_TEXT_PX


class ChipRow(Protocol):
    """Draws a row of figures in chips (:meth:`PlayerFigures._draw_chips`); returns its height."""

    def __call__(self, surface: pygame.Surface, figures: list[tuple[str, str]], x0: int, y: int, chip_w: int,
                 number_size: int, label_size: int) -> int: ...


def duplicate_chips(stats: DuplicateStats) -> list[tuple[str, str]]:
    """The figures of a player's Duplicate games, each a number over its label."""
    chips = [
        (str(stats.games), ngettext("game", "games", stats.games)),
        (str(stats.wins), ngettext("win", "wins", stats.wins)),
        # Translators: below the number of Duplicate rounds a player has played, in a narrow chip
        (str(stats.rounds), ngettext("round", "rounds", stats.rounds)),
        (f"{stats.average_total:.0f}", _("average")),
        (str(stats.best_total if stats.best_total is not None else 0), _("best game")),
    ]
    if stats.average_share is not None:
        # Translators: below a player's average share of the top plays in Duplicate (by the club rule), e.g. "87%"
        chips.append((f"{stats.average_share:.0f}%", _("of the top")))
    return chips


def best_play_line(stats: DuplicateStats) -> str | None:
    """``Best play: 8D EXACT for 30``, or None before any play stood."""
    best = stats.best_play
    if best is None:
        return None
    # Translators: a player's best play in their Duplicate games, e.g. "Best play: 8D EXACT for 30"
    return _("Best play: {play} for {score}").format(play=best.notation, score=best.score)


def draw_duplicate_figures(surface: pygame.Surface, theme: Theme, chips: ChipRow, body: int, stats: DuplicateStats,
                           x0: int, y: int, inner: int) -> int:
    """The Duplicate heading, its chips and the best play under them, from ``y``; returns the y below."""
    p = theme.palette
    # Translators: the heading of a player's figures in their games of Duplicate, on the statistics page
    heading = _("In Duplicate")
    theme.text(surface, fit_text(theme.font_for(heading, body, True), heading, inner), body, (x0, y),
               p.highlight, bold=True)
    y += int(body * 1.5)
    figures = duplicate_chips(stats)
    gap = 8
    chip_w = (inner - gap * (len(figures) - 1)) // len(figures)
    y += chips(surface, figures, x0, y, chip_w, body + 4, body - 2)
    line = best_play_line(stats)
    if line is not None:
        small = max(MIN_TEXT_PX, body - 2)
        y += 6
        theme.text(surface, fit_words(theme.font_for(line, small), line, inner), small, (x0, y), p.text)
        y += int(small * 1.4)
    return y
