"""The statistics' Player page: a player's figures in chips (their games with a
handicap apart, their games on a team apart, and their Duplicate games apart:
:mod:`.duplicate_figures`), their best word in big tiles, their best move on the
board as it stood, and their scores game after game."""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext, npgettext
from game.rules.board import SIZE, Board, parse_position, square_along
from game.rules.notation import parenthesised
from game.store import BestMove, ProfileStats
from game.ui.text_wrap import fit_text, fit_words, wrap_name, wrap_text
from game.ui.theme import Theme, lerp_color
from game.ui.views.board_view import BoardView
from game.ui.views.chart_view import ChartLine, draw_line_chart
from game.ui.views.tile_view import TileRenderer
from game.ui.widgets import MIN_TEXT_PX, smallest_text
from game.words.handicaps import with_handicaps_heading
from game.words.teams import in_teams_heading

from .duplicate_figures import draw_duplicate_figures


def score_chart(stats: ProfileStats, colour: tuple[int, int, int]) -> ChartLine:
    """A player's score in each finished game, oldest first, games won ringed."""
    points = stats.scores_over_time
    return ChartLine(tuple(p.score for p in points), colour, bold=True, marks=tuple(p.won for p in points))


def move_squares(notation: str) -> tuple[tuple[int, int], ...]:
    """The squares a play in GCG notation (``8G OLD.IFE``) put tiles on."""
    position, _sep, word = notation.partition(" ")
    try:
        row, col, across = parse_position(position)
    except ValueError:
        return ()
    letters = [ch for ch in word if ch not in "()"]
    squares = (square_along(row, col, across, k) for k, ch in enumerate(letters) if ch != ".")
    return tuple((r, c) for r, c in squares if 0 <= r < SIZE and 0 <= c < SIZE)


def shown_move(move: BestMove) -> str:
    """A best move as every other screen writes it, ``H8 (S)AGACITY``, the letters played
    through read from the board it left (as the record has it when that board is not kept)."""
    if len(move.cells) != SIZE * SIZE:
        return move.notation
    return parenthesised(Board(list(move.cells)), move.notation)


def chip_labels(theme: Theme, labels: list[str], size: int, width: int, floor: int) -> tuple[int, list[list[str]]]:
    """The figures' labels ("best game") at one size: ``size``, or smaller down to
    ``floor``, each on one line, else on two; cut only when even two lines at the
    smallest size are too narrow."""
    floor = min(size, floor)
    for fitted in range(size, floor - 1, -1):
        if all(theme.font_for(label, fitted).size(label)[0] <= width for label in labels):
            return fitted, [[label] for label in labels]
    for fitted in range(size, floor - 1, -1):
        rows = [wrap_text(theme.font_for(label, fitted), label, width) for label in labels]
        if all(len(lines) <= 2 for lines in rows) and all(
                theme.font_for(line, fitted).size(line)[0] <= width for lines in rows for line in lines):
            return fitted, rows
    rows = [wrap_name(theme.font_for(label, floor), label, width) for label in labels]
    return floor, rows


class PlayerFigures:
    """The Player page of :class:`~game.ui.scenes.statistics.StatisticsScene`, which
    holds one and draws it under the page's heading; it keeps where the best word
    and the chart went, for the scene's toasts and for tests."""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.board_view = BoardView(theme, TileRenderer(theme), coordinates=False)
        self.tiles = TileRenderer(theme)
        self.best_word_rect = pygame.Rect(0, 0, 0, 0)
        self.chart_rect = pygame.Rect(0, 0, 0, 0)

    def draw(self, surface: pygame.Surface, body: int, stats: ProfileStats, colour: tuple[int, int, int],
             area: pygame.Rect, pad: int) -> None:
        """The figures in chips (those of the handicap games apart, under their own
        heading), then the best word and move beside the chart of scores, in ``area``
        (under the page's heading; ``pad`` apart)."""
        theme = self.theme
        x0, y, inner = area.x, area.y, area.w
        figures = [
            (str(stats.games), ngettext("game", "games", stats.games)),
            (str(stats.wins), ngettext("win", "wins", stats.wins)),
            (f"{stats.average_score:.0f}", _("average")),
            (str(stats.best_score if stats.best_score is not None else 0), _("best game")),
            # Translators: below the number of bingos a player made, in a narrow chip (two short
            # lines at most): a short form of the bingo's name ("7块全出", "七張全出")
            (str(stats.bingos), npgettext("statistics chip", "bingo", "bingos", stats.bingos)),
            # Translators: below the number of turns a player took in all their finished games
            (str(stats.turns), ngettext("turn", "turns", stats.turns)),
        ]
        gap = 8
        chip_w = (inner - gap * (len(figures) - 1)) // len(figures)
        _size, rows = chip_labels(theme, [label for _number, label in figures], body - 2, chip_w - 8,
                                  smallest_text(surface.get_height()))
        if all(len(lines) <= 2 and not lines[-1].endswith("…") for lines in rows):
            y += self._draw_chips(surface, figures, x0, y, chip_w, body + 8, body - 2) + pad
        else:
            # big text in a narrow window ("bônus das sete peças" at Largest in 800x600): the
            # chips go in two rows of three, twice as wide, rather than cut their labels
            wide = (inner - gap * 2) // 3
            for three in (figures[:3], figures[3:]):
                y += self._draw_chips(surface, three, x0, y, wide, body + 8, body - 2) + gap
            y += pad - gap
        # the games played with a handicap, apart: a head start or a child's list makes
        # scores that are not set beside those of games by the rules
        apart = stats.with_handicaps
        if apart is not None:
            y = self._draw_apart(surface, body, apart, with_handicaps_heading(), x0, y, inner, chip_w) + pad
        # a partner's team games, apart too: the scores are the team's (docs/rules.md, "Teams")
        if stats.in_teams is not None:
            y = self._draw_apart(surface, body, stats.in_teams, in_teams_heading(), x0, y, inner, chip_w) + pad
        if stats.duplicate is not None:
            y = draw_duplicate_figures(surface, theme, self._draw_chips, body, stats.duplicate, x0, y, inner) + pad
        # the best word, move and chart of the games by the rules; of the handicap games
        # for a player who has played only those
        shown = stats if stats.games or apart is None else apart
        half = (inner - pad) // 2
        left = pygame.Rect(x0, y, half, area.bottom - y)
        self.chart_rect = pygame.Rect(x0 + half + pad, y, inner - half - pad, left.h)
        self._draw_best(surface, body, shown, left)
        if self.chart_rect.h > body * 5:
            count = len(shown.scores_over_time)
            draw_line_chart(surface, theme, self.chart_rect, _("Scores over time"),
                            [score_chart(shown, colour)],
                            ngettext("{count} game", "{count} games", count).format(count=count), body)

    def _draw_chips(self, surface: pygame.Surface, figures: list[tuple[str, str]], x0: int, y: int, chip_w: int,
                    number_size: int, label_size: int) -> int:
        """A row of figures, each number over its label in a chip; returns the row's height."""
        theme = self.theme
        p = theme.palette
        gap = 8
        # each chip holds its number over its label, as tall as their fonts' lines (a Chinese
        # face's are taller); a label too wide is a little smaller, or on two lines
        small, rows = chip_labels(theme, [label for _number, label in figures], label_size, chip_w - 8,
                                  smallest_text(surface.get_height()))
        number_h = max(theme.font_for(number, number_size, True).get_height() for number, _label in figures)
        label_h = max(theme.font_for(label, small).get_height() for _number, label in figures)
        chip_h = max(int((number_size - 8) * 3.2), 8 + number_h + label_h * max(len(r) for r in rows))
        for k, ((number, _label), lines) in enumerate(zip(figures, rows)):
            chip = pygame.Rect(x0 + k * (chip_w + gap), y, chip_w, chip_h)
            pygame.draw.rect(surface, lerp_color(p.panel, (0, 0, 0), 0.18), chip, border_radius=10)
            theme.bounds(surface, chip, "chip")
            theme.text(surface, number, number_size, (chip.centerx, chip.y + 4), p.text, bold=True, anchor="midtop")
            for n, line in enumerate(reversed(lines)):
                theme.text(surface, line, small, (chip.centerx, chip.bottom - 4 - n * label_h), p.text_dim,
                           anchor="midbottom")
        return chip_h

    def _draw_apart(self, surface: pygame.Surface, body: int, apart: ProfileStats, heading: str, x0: int, y: int,
                    inner: int, chip_w: int) -> int:
        """The figures of the games kept apart (the player's handicap games, or their games
        on a team) under ``heading``: games, wins, average and best game in chips, the best
        word and move beside them; returns the y below."""
        theme = self.theme
        p = theme.palette
        theme.text(surface, fit_text(theme.font_for(heading, body, True), heading, inner), body, (x0, y),
                   p.highlight, bold=True)
        y += int(body * 1.5)
        figures = [
            (str(apart.games), ngettext("game", "games", apart.games)),
            (str(apart.wins), ngettext("win", "wins", apart.wins)),
            (f"{apart.average_score:.0f}", _("average")),
            (str(apart.best_score if apart.best_score is not None else 0), _("best game")),
        ]
        height = self._draw_chips(surface, figures, x0, y, chip_w, body + 4, body - 2)
        # the best word and move of those games in the room of the two chips left
        left = x0 + 4 * (chip_w + 8) + 4
        room = x0 + inner - left
        small = max(MIN_TEXT_PX, body - 2)
        lines: list[str] = []
        if apart.best_word is not None:
            best = _("best word {word}").format(word=f"{apart.best_word.word} {apart.best_word.score}")
            # a line of its own, above "Best move: …": it starts with a capital as that does
            lines += wrap_text(theme.font_for(apart.best_word.word, small), best[:1].upper() + best[1:], room)
        if apart.best_move is not None:
            caption = _("Best move: {move} for {score}").format(move=shown_move(apart.best_move),
                                                                 score=apart.best_move.score)
            lines += wrap_text(theme.font_for(caption, small), caption, room)
        step = int(small * 1.3)
        top = y + max(0, (height - step * len(lines)) // 2)
        for k, line in enumerate(lines):
            theme.text(surface, fit_words(theme.font_for(line, small), line, room), small, (left, top + k * step),
                       p.text)
        return y + max(height, step * len(lines))

    def _draw_best(self, surface: pygame.Surface, body: int, stats: ProfileStats, area: pygame.Rect) -> None:
        """The best word in big tiles, and under it the best move on the board as it stood."""
        theme = self.theme
        p = theme.palette
        y = area.y
        theme.text(surface, _("Best word"), body, (area.x, y), p.accent, bold=True)
        y += int(body * 1.5)
        if stats.best_word is not None:
            word = stats.best_word.word
            self.best_word_rect = self.draw_word(surface, word, pygame.Rect(area.x, y, area.w, area.h // 5),
                                                  max(30, area.h // 6))
            y = self.best_word_rect.bottom + 6
            theme.text(surface, ngettext("{points} point", "{points} points", stats.best_word.score).format(
                points=stats.best_word.score), body + 4, (area.centerx, y), p.highlight, bold=True, anchor="midtop")
            y += int(self.theme.px(body + 4) * 1.6)
        else:
            theme.text(surface, _("no words yet"), body, (area.x, y), p.text_dim)
            y += int(body * 1.6)
        move = stats.best_move
        if move is None or area.bottom - y < body * 6:
            return
        caption = _("Best move: {move} for {score}").format(move=shown_move(move), score=move.score)
        # the only place the move is named: on a second row rather than cut short
        face = theme.font_for(caption, body, True)
        for line in wrap_text(face, caption, area.w)[:2]:
            theme.text(surface, line, body, (area.x, y), p.accent, bold=True)
            y += max(int(body * 1.4), face.get_linesize())  # as drawn: bigger text, a taller Chinese line
        if len(move.cells) == 225:
            side = min(area.w, area.bottom - y)
            self.board_view.layout(pygame.Rect(area.centerx - side // 2, y, side, side))
            self.board_view.draw(surface, Board(list(move.cells)), highlight=move_squares(move.notation))

    def draw_word(self, surface: pygame.Surface, word: str, area: pygame.Rect, biggest: int) -> pygame.Rect:
        """``word`` in tiles, as big as fits ``area`` (at most ``biggest``), centred in it."""
        gap = 4
        size = max(8, min(biggest, area.h, (area.w - gap * (len(word) - 1)) // max(1, len(word))))
        total = len(word) * size + gap * (len(word) - 1)
        x = area.centerx - total // 2
        for ch in word:
            self.tiles.draw(surface, ch, pygame.Rect(x, area.y, size, size))
            x += size + gap
        return pygame.Rect(area.centerx - total // 2, area.y, total, size)
