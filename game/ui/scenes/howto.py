"""How to play: short pages, each a picture drawn with real tiles and squares
plus a line or two of text (docs/rules.md in brief).  From the main menu, eight
pages of the crossword game, the last two on Duplicate and Upwords; from an Upwords game's
menu, five pages of Upwords alone (docs/rules.md "Upwords"), so nothing there
speaks of the star, premium squares or blanks.

Left/Right (or the buttons, or a gamepad d-pad) turn pages; Esc returns.  The Rule
sets page lists the presets as big as its own text and scrolls where they do not fit
(Up/Down, Page Up/Page Down, the wheel: ``howto_parts/presets.py``).
"""

from __future__ import annotations

import math

import pygame

from game.i18n import N_, _
from game.rules.board import Premium
from game.rules.upwords.board import ALL_TILES_BONUS, LEFTOVER_PENALTY, MAX_HEIGHT

from ..context import AppContext
from ..scene import Scene
from ..seat_shapes import draw_seat_shape
from ..text_wrap import wrap_text
from ..theme import MIN_TEXT_PX, Theme, lerp_color, seat_colour
from ..tween import Tween, ease_out_back, ease_out_cubic
from ..views.board_view import fitted_premium_label, premium_label
from ..views.tile_view import TileRenderer
from ..widgets import Button, ButtonBar, smallest_text
from .howto_parts.presets import PresetsPage

#: (title, text) per page, marked for the catalogue and translated as the page is drawn
PAGES = [
    (N_("Make words"), N_("Put tiles in one row or column to make a word that joins the words on the board. "
                          "Every new word formed across and down must be an English word.")),
    (N_("Premium squares"), N_("Letter squares multiply one tile; word squares multiply the whole word. "
                               "The first word covers the star. A premium counts only when first covered.")),
    # Translators: NATURE is the example word; {double_letter} and {triple_word} are the labels
    # printed on those premium squares of the board, as translated there ("DL", "TW")
    (N_("Scoring"), N_("Add the tile values, with letter premiums, then apply word premiums. "
                       "NATURE with A on {double_letter} and E on {triple_word}: "
                       "(1 + 2 + 1 + 1 + 1 + 1) x 3 = 21.")),
    (N_("Bingos and blanks"), N_("Play all seven tiles in one turn for 50 extra points. "
                                 "A blank can be any letter; it is worth nothing and shows in purple.")),
    # Translators: Duplicate and Upwords are the names of rule presets
    (N_("Rule sets"), N_("Each rule set suits a kind of evening, and New game changes any rule. "
                         "Duplicate and Upwords have a page each, further on.")),
    (N_("Your turn, and the end"), N_("Play, swap tiles, or pass. Under challenge rules the others may challenge a "
                                      "word just played. The game ends when the bag is empty and a player goes "
                                      "out, or nobody can play. Tiles left on your rack count against you.")),
    # Translators: Duplicate and Club Duplicate are the names of rule presets (docs/rules.md, "Duplicate")
    (N_("Duplicate"), N_("Everyone plays the same rack at the same time, and each player scores the play they found. "
                         "Then every play is shown, lowest first, and the best one goes on the board for all. "
                         "In Club Duplicate the computer's best play goes on the board.")),
    (N_("Upwords"), N_("A 10x10 board with no premiums: stack a tile on another to change a word (never the same "
                       "letter, at most 5 high). A flat word scores 2 a tile; with a stack, every tile scores its "
                       "stack's height. Swap just one tile; tiles left at the end cost 5 each.")),
]
#: the page whose example names premium squares by their labels on the board
SCORING_PAGE = next(k for k, (title, _text) in enumerate(PAGES) if title == "Scoring")
#: the page listing the rule presets, whose list scrolls where it does not fit
PRESETS_PAGE = next(k for k, (title, _text) in enumerate(PAGES) if title == "Rule sets")
#: the Duplicate page's round: the shared rack, then each player's play, word and score,
#: lowest first as the reveal shows them (the first play of a game, on the star's double word)
DUPLICATE_RACK = "NECTARS"
#: (the players' names are marked: a translation may give common names of its language)
DUPLICATE_PLAYS = (
    # Translators: sample players' names on How to play's Duplicate page: keep them, or
    # give three common first names in your language
    (N_("Ana"), "CAT", 10), (N_("Ben"), "CRATE", 14), (N_("Cleo"), "NECTARS", 68),
)

#: (title, text) per page in an Upwords game; {height}, {bonus} and {cost} are the rules' numbers
UPWORDS_PAGES = [
    (N_("Make words"), N_("Put tiles in one row or column to make English words that join the words on the board. "
                          "The first word covers one of the four centre squares.")),
    (N_("Stacking"),
     # Translators: {height} is the tallest a stack may be
     N_("Put a tile on top of another to change a word: never on the same letter, at most {height} high, "
        "and never covering a whole word.")),
    (N_("Scoring"),
     # Translators: Qu is the one tile that reads as the two letters QU
     N_("There are no premium squares. A word of flat tiles scores 2 a tile, 2 more with the Qu tile; "
        "a word with a stack scores the heights of its stacks.")),
    (N_("All seven tiles"), N_("Play all seven tiles in one turn for {bonus} extra points.")),
    (N_("Your turn, and the end"),
     # Translators: {cost} is what each tile left on a rack at the end costs, e.g. 5
     N_("Play, swap one tile, or pass. The game ends when the bag is empty and a player goes out, "
        "or nobody can play. Each tile left on a rack costs {cost}.")),
]


#: the last page's buttons, named as on the play screen (marked; translated where drawn)
TURN_CHOICES = ((N_("Play"), N_("score words")), (N_("Swap"), N_("new tiles")), (N_("Pass"), N_("score 0")))
UPWORDS_TURN_CHOICES = ((N_("Play"), N_("score words")), (N_("Swap"), N_("one tile")), (N_("Pass"), N_("score 0")))


def fitting(theme: Theme, text: str, size: int, room: int) -> int:
    """The largest size from ``size`` down at which the bold ``text`` is no wider than ``room``
    (a picture's caption on one line, whatever the Text size; the theme's least size at most)."""
    while size > MIN_TEXT_PX and theme.font_for(text, size, True).size(text)[0] > room:
        size -= 1
    return size


class HowToScene(Scene):
    name = "howto"

    def __init__(self, ctx: AppContext, stacking: bool = False) -> None:
        super().__init__(ctx)
        #: Upwords' own pages (opened from an Upwords game), else the crossword game's
        self.stacking = stacking
        self.pages = UPWORDS_PAGES if stacking else PAGES
        self.page = 0
        self.time = 0.0
        self.tiles = TileRenderer(ctx.theme)
        self.stack_tiles = TileRenderer(ctx.theme, stacking=True)
        self.appear = Tween(0, 1, 0.5, ease_out_cubic)
        #: the Rule sets page's list, which scrolls where it does not fit
        self.presets = PresetsPage(ctx.theme)
        self.prev_button = Button(_("< Back"), self.prev, pygame.K_LEFT)
        self.next_button = Button(_("Next >"), self.next, pygame.K_RIGHT, primary=True)
        self.done_button = Button(_("Done"), self.done)
        # the last page's Done takes the Next button's place (and its Right key)
        self.last_done_button = Button(_("Done"), self.done, pygame.K_RIGHT, primary=True)
        self.buttons = self._bar()
        self.size = ctx.window_size
        self.blank_row: list[pygame.Rect] = []
        #: the premium squares (and the star) the page on screen drew, where they were drawn
        self.premium_squares: list[pygame.Rect] = []
        #: the buttons pictured on the turn page (Play, Swap, Pass), where they were drawn
        self.choice_buttons: list[pygame.Rect] = []

    def _bar(self) -> ButtonBar:
        if self.page == len(self.pages) - 1:
            bar = ButtonBar([self.prev_button, self.last_done_button])
        else:
            bar = ButtonBar([self.prev_button, self.next_button, self.done_button])
        bar.focus = 1
        bar.cancel = bar.buttons[-1]  # Done: Esc closes the pages too (handle_event)
        bar._sync()
        return bar

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        w, h = size
        grow = self.ctx.theme.text_factor
        # wider in a window wider than a 1080p television's, whose buttons' labels are bigger too
        self.buttons.layout(w // 2, h - max(60, h // 10), min(round(max(600, w * 0.3) * grow), w - 60),
                            height=max(40, h // 17), scale=grow)

    def prev(self) -> None:
        self._turn(-1)

    def next(self) -> None:
        if self.page == len(self.pages) - 1:
            self.done()
        else:
            self._turn(1)

    def _turn(self, step: int) -> None:
        page = max(0, min(len(self.pages) - 1, self.page + step))
        if page != self.page:
            self.page = page
            self.presets.reset()
            self.buttons = self._bar()
            self.resize(self.size)
            self.appear = Tween(0, 1, 0.5, ease_out_cubic)
            if self.ctx.audio:
                self.ctx.audio.play("place")

    def done(self) -> None:
        if self.ctx.audio:
            self.ctx.audio.play("click")
        self.ctx.stack.pop()

    def button_rects(self) -> list[pygame.Rect]:
        return [b.rect for b in self.buttons.buttons]

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.done()
            return
        if self.on_presets() and self.presets.handle_event(event):
            return  # the list scrolled: Up, Down, Page Up, Page Down and the wheel are its own there
        if event.type == pygame.MOUSEWHEEL:
            self._turn(-1 if event.y > 0 else 1)
            return
        self.buttons.handle_event(event)

    def on_presets(self) -> bool:
        """The page shown is the Rule sets page."""
        return not self.stacking and self.page == PRESETS_PAGE

    def update(self, dt: float) -> None:
        self.time += dt
        self.appear.update(dt)
        self.prev_button.enabled = self.page > 0

    # -- drawing --------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        theme = self.ctx.theme
        p = theme.palette
        theme.draw_background(surface)
        w, h = surface.get_size()
        # wider for bigger text, and in a window wider than a 1080p television's
        panel = pygame.Rect(0, 0, min(max(round(980 * theme.text_factor), w // 2), w - 40), h - max(60, h // 10) - 40)
        panel.midtop = (w // 2, 20)
        theme.panel(surface, panel)
        title, text = self.page_text()
        size = fitting(theme, title, max(22, h // 20), panel.w - 40)  # a long title in big text
        heading = theme.font_for(title, size, True).get_height()  # as drawn, at the Text size setting
        theme.text(surface, title, size, (panel.centerx, panel.y + 12 + heading // 2), p.accent, True, "center",
                   shadow=True)
        dots_y = panel.y + 12 + heading + max(6, size // 2)
        for i in range(len(self.pages)):
            cx = panel.centerx + (i - (len(self.pages) - 1) / 2) * 18
            pygame.draw.circle(surface, p.accent if i == self.page else p.panel_edge, (cx, dots_y), 5)
        body = self.body_size(h)
        font = theme.font_for(text, body)
        lines = wrap_text(font, text, panel.w - 80)
        step = max(int(theme.px(body) * 1.45), font.get_linesize())
        text_top = panel.bottom - len(lines) * step - body
        for k, line in enumerate(lines):
            theme.text(surface, line, body, (panel.centerx, text_top + k * step), p.text, anchor="midtop")
        art = pygame.Rect(panel.x + 30, dots_y + 20, panel.w - 60, text_top - dots_y - 40)
        self.premium_squares = []  # the page's own, as drawn this frame
        self.choice_buttons = []
        if self.stacking:
            pages = [self._page_centre, self._page_upwords, self._page_flat_score, self._page_all_seven,
                     self._page_turn]
        else:
            pages = [self._page_words, self._page_premiums, self._page_scoring, self._page_bingo,
                     self._page_presets, self._page_turn, self._page_duplicate, self._page_upwords]
        pages[self.page](surface, art)
        self.buttons.draw(surface, theme)

    def page_text(self) -> tuple[str, str]:
        """The page's title and text, in the current language, with the rules' numbers."""
        title, text = (_(message) for message in self.pages[self.page])
        if self.stacking:
            return title, text.format(height=MAX_HEIGHT, bonus=ALL_TILES_BONUS, cost=LEFTOVER_PENALTY)
        if self.page == SCORING_PAGE:
            # the example names the squares as the board labels them, in this language
            text = text.format(double_letter=premium_label(Premium.DOUBLE_LETTER),
                               triple_word=premium_label(Premium.TRIPLE_WORD))
        return title, text

    def _cell(self, art: pygame.Rect, cols: int, rows: int) -> int:
        return max(14, min(art.w // cols, art.h // rows, 72))

    def _square(self, surface: pygame.Surface, rect: pygame.Rect, premium: Premium | None) -> None:
        theme = self.ctx.theme
        p = theme.palette
        style = p.premiums.get(premium) if premium else None
        pygame.draw.rect(surface, style.fill if style else p.square, rect)
        pattern = theme.premium_pattern(premium, rect.w) if premium else None
        if pattern is not None:  # colour-blind squares, as on the board
            surface.blit(pattern, rect)
        pygame.draw.rect(surface, p.square_line, rect, 1)
        if not (style and premium):
            return
        self.premium_squares.append(rect)
        theme.bounds(surface, rect, "square")  # its mark or label stays inside it
        # sized to the square, as the board prints it: the Text size setting does not enlarge
        # it (a bigger label would run over the square's sides: "雙字" at Largest)
        if premium is Premium.STAR:
            size = int(rect.h * 0.7)
            while size > MIN_TEXT_PX and max(theme.glyph_font(size, False, "\u2605").size("\u2605")) > rect.h - 2:
                size -= 1  # a Chinese font's star stands taller in its line
            theme.text(surface, "\u2605", size, rect.center, style.label_color, anchor="center", fitted=True)
        else:
            fitted = fitted_premium_label(theme, premium, rect.h)
            if fitted is not None:
                theme.text(surface, fitted[0], fitted[1], rect.center, style.label_color, True, "center", fitted=True)

    def _tile_in(self, surface: pygame.Surface, letter: str, rect: pygame.Rect, k: int, highlight: bool = False) -> None:
        """A tile dropping into place, one after another as the page appears."""
        t = max(0.0, min(1.0, self.appear.progress * 2.2 - k * 0.12))
        if t <= 0:
            return
        drop = (1 - ease_out_back(t)) * rect.h * 0.8
        self.tiles.draw(surface, letter, rect.inflate(-2, -2).move(0, -drop), highlight=highlight)

    def _grid(self, art: pygame.Rect, cols: int, rows: int) -> tuple[int, int, int]:
        cell = self._cell(art, cols, rows)
        x0 = art.centerx - cols * cell // 2
        y0 = art.centery - rows * cell // 2
        return cell, x0, y0

    def _page_words(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        cols, rows = 7, 5
        cell, x0, y0 = self._grid(art, cols, rows + 1)  # a spare row for the caption
        for r in range(rows):
            for c in range(cols):
                self._square(surface, pygame.Rect(x0 + c * cell, y0 + r * cell, cell, cell),
                             Premium.STAR if (r, c) == (2, 3) else None)
        across = {(2, 1): "L", (2, 2): "O", (2, 3): "V", (2, 4): "E"}
        down = {(1, 2): "B", (3, 2): "N", (4, 2): "E"}
        k = 0
        for (r, c), letter in across.items():
            self._tile_in(surface, letter, pygame.Rect(x0 + c * cell, y0 + r * cell, cell, cell), k)
            k += 1
        for (r, c), letter in down.items():
            self._tile_in(surface, letter, pygame.Rect(x0 + c * cell, y0 + r * cell, cell, cell), k + 2, True)
            k += 1
        theme = self.ctx.theme
        # Translators: the picture's caption: the second word is played down through a letter of the first
        theme.text(surface, _("{first}, then {second} down through its {letter}").format(
                       first="LOVE", second="BONE", letter="O"), max(12, cell // 3),
                   (art.centerx, y0 + rows * cell + 8), theme.palette.text_dim, anchor="midtop")

    def _page_premiums(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        theme = self.ctx.theme
        items = [
            (Premium.DOUBLE_LETTER, _("letter x2")),
            (Premium.TRIPLE_LETTER, _("letter x3")),
            (Premium.DOUBLE_WORD, _("word x2")),
            (Premium.TRIPLE_WORD, _("word x3")),
            (Premium.STAR, _("start here")),
        ]
        cell = max(20, min(art.w // (len(items) * 2), art.h // 3, 90))
        # each square big enough for its label (fitted to it) at the least size text is drawn
        least = theme.px(0)

        def readable(premium: Premium) -> bool:
            fitted = fitted_premium_label(theme, premium, cell)
            return fitted is not None and fitted[0] == premium_label(premium) and fitted[1] >= least

        while cell < art.h // 2 and not all(readable(premium) for premium, _label in items[:4]):
            cell += 1
        size = max(12, cell // 4)
        # the squares as far apart as their widest label needs (big text: "字母得分乘2"), as
        # far as the picture's width allows; a label wider still is a little smaller, or on
        # two lines
        def widest(size: int) -> int:
            return max(theme.font_for(label, size).size(label)[0] for _premium, label in items)

        pitch = max(2 * cell, widest(size) + 8)  # square to square; the end labels stay in the picture too
        while pitch > 2 * cell and (len(items) - 1) * pitch + max(cell, min(widest(size), pitch - 8)) > art.w:
            pitch -= 1
        while size > MIN_TEXT_PX and widest(size) > pitch - 8:  # a little smaller before two lines
            size -= 1
        gap = pitch - cell
        total = len(items) * cell + (len(items) - 1) * gap
        x = art.centerx - total // 2
        for i, (premium, label) in enumerate(items):
            bob = math.sin(self.time * 2 + i) * 3
            rect = pygame.Rect(x, art.centery - cell // 2 + bob, cell, cell)
            self._square(surface, rect, premium)
            pygame.draw.rect(surface, theme.palette.square_line, rect, 2)
            # each label in its square's room, on two lines where big text needs them
            # ("字母得分乘2" beside "字母得分乘3" would run into it)
            font = theme.font_for(label, size)
            for k, line in enumerate(wrap_text(font, label, cell + gap - 8)):
                theme.text(surface, line, size, (rect.centerx, rect.bottom + 10 + k * font.get_linesize()),
                           theme.palette.text, anchor="midtop")
            x += cell + gap

    def _page_scoring(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        theme = self.ctx.theme
        word = "NATURE"
        prem = [None, Premium.DOUBLE_LETTER, None, None, None, Premium.TRIPLE_WORD]
        values = ["1", "1 x 2", "1", "1", "1", "1"]
        cell, x0, y0 = self._grid(art, len(word) + 1, 3)
        y0 -= cell // 2
        for i, letter in enumerate(word):
            rect = pygame.Rect(x0 + i * cell, y0 + cell, cell, cell)
            self._square(surface, rect, prem[i])
            self._tile_in(surface, letter, rect, i)
            # each figure comes in after the one before, and the last one too in full by the end
            t = max(0.0, min(1.0, self.appear.progress * 2.4 - 0.9 - i * 0.1))
            if t > 0:
                ink = lerp_color(theme.palette.table_bottom, theme.palette.accent, t)
                theme.text(surface, values[i], max(12, cell // 3), (rect.centerx, rect.bottom + 8), ink,
                           True, "midtop")
        total_t = max(0.0, self.appear.progress * 2 - 1.6)
        if total_t > 0:
            theme.text(surface, "(7) x 3 = 21", max(16, cell // 2),
                       (x0 + len(word) * cell / 2, y0 + cell * 2 + cell * 0.9), theme.palette.accent, True, "midtop")

    def _page_bingo(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        theme = self.ctx.theme
        rack = "RETAIN?"
        cell, x0, y0 = self._grid(art, len(rack) + 3, 3)
        for i, letter in enumerate(rack):
            rect = pygame.Rect(x0 + i * cell, y0 + cell // 2, cell, cell)
            self._tile_in(surface, letter, rect, i)
        pulse = 1 + 0.08 * math.sin(self.time * 5)
        theme.text(surface, "+50", int(cell * 0.8 * pulse), (x0 + len(rack) * cell + cell * 1.2, y0 + cell),
                   theme.palette.accent, True, "center", shadow=True)
        # kept for the layout test, which checks nothing overlaps at every window size
        self.blank_row = self._blank_row(surface, art, y0 + cell * 2, cell)

    def _blank_row(self, surface: pygame.Surface, art: pygame.Rect, top: int, cell: int) -> list[pygame.Rect]:
        """[?] becomes [s] worth 0, laid out left to right from measured widths and
        centred, so the words never run under a tile at any window size.  Returns
        the rects drawn, in order."""
        theme = self.ctx.theme
        size = max(12, cell // 3)
        font = theme.font(size)
        gap = max(6, cell // 5)
        parts: list[tuple[str, str]] = [("tile", "?"), ("text", _("becomes")), ("tile", "s"), ("dim", _("worth 0"))]
        widths = [cell if kind == "tile" else font.size(text)[0] for kind, text in parts]
        x = art.centerx - (sum(widths) + gap * (len(parts) - 1)) // 2
        rects = []
        for (kind, text), width in zip(parts, widths):
            rect = pygame.Rect(x, top, width, cell)
            if kind == "tile":
                self.tiles.draw(surface, text, rect.inflate(-2, -2))
            else:
                color = theme.palette.text if kind == "text" else theme.palette.text_dim
                theme.text(surface, text, size, (rect.x, rect.centery), color, anchor="midleft")
            rects.append(rect)
            x += width + gap
        return rects

    @staticmethod
    def body_size(height: int) -> int:
        """The size of a page's explanation under its picture."""
        return max(14, height // 38)

    def _page_presets(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """Each preset with the rule text it follows, as the New game menu says it (scrolling
        where it does not fit: ``howto_parts/presets.py``)."""
        self.presets.draw(surface, art, self.body_size(surface.get_height()), self.appear.progress)

    def _page_turn(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        theme = self.ctx.theme
        p = theme.palette
        choices = [(_(name), _(hint)) for name, hint in (UPWORDS_TURN_CHOICES if self.stacking else TURN_CHOICES)]
        bw = max(100, min(200, art.w // 5))
        bh = max(40, min(80, art.h // 4))
        gap = max(12, bw // 6)
        label, pad = max(13, bh // 3), max(8, bh // 4)
        # as wide as the widest label needs (big text: "放棄出牌"), as far as the picture allows
        widest = max(theme.font_for(name, label, True).size(name)[0] for name, _hint in choices)
        bw = max(bw, min(widest + 2 * pad, (art.w - (len(choices) - 1) * gap) // len(choices)))
        total = len(choices) * bw + (len(choices) - 1) * gap
        x = art.centerx - total // 2
        y = art.y + art.h // 4
        for i, (name, hint) in enumerate(choices):
            rect = pygame.Rect(x + i * (bw + gap), y, bw, bh)
            self.choice_buttons.append(rect)
            lit = int(self.time * 0.8) % len(choices) == i
            pygame.draw.rect(surface, (24, 14, 8), rect.move(0, 4), border_radius=bh // 3)
            pygame.draw.rect(surface, p.accent if lit else p.panel_edge, rect, border_radius=bh // 3)
            theme.bounds(surface, rect, "button")  # its label stays inside it
            theme.text(surface, name, fitting(theme, name, label, bw - 2 * pad), rect.center,
                       (40, 24, 12) if lit else p.text, True, "center")
            theme.text(surface, hint, max(11, bh // 4), (rect.centerx, rect.bottom + 10), p.text_dim, anchor="midtop")
        size = max(18, min(48, art.h // 6))
        rack_y = y + bh + max(50, art.h // 4)
        tiles = self.stack_tiles if self.stacking else self.tiles
        for i, letter in enumerate("QV"):
            tiles.draw(surface, letter, pygame.Rect(art.centerx - size * 2 + i * (size + 4), rack_y, size, size))
        cost = -2 * LEFTOVER_PENALTY if self.stacking else -14  # Q 10 + V 4 in the crossword game
        # Translators: {points} is what the tiles left on a rack cost, e.g. "-14"
        left = _("left at the end: {points}").format(points=cost)
        theme.text(surface, left, fitting(theme, left, max(13, size // 2), art.right - art.centerx - 16),
                   (art.centerx + 8, rack_y + size // 2), p.bad, True, "midleft")

    def _page_duplicate(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """One rack for everyone, then the round's plays coming up lowest first, as the
        reveal shows them, the best one lit: it goes on the board."""
        theme = self.ctx.theme
        p = theme.palette
        rows = len(DUPLICATE_PLAYS)
        # the rack, a gap, then a line a play: each play's line is as tall as a tile
        cell = max(16, min(art.w // (len(DUPLICATE_RACK) + 2), art.h * 10 // (rows * 10 + 15), 64))
        top = art.centery - (cell * (rows + 1) + cell // 2) // 2
        x0 = art.centerx - len(DUPLICATE_RACK) * cell // 2
        for i, letter in enumerate(DUPLICATE_RACK):
            self._tile_in(surface, letter, pygame.Rect(x0 + i * cell, top, cell, cell), i)
        size = max(smallest_text(surface.get_height()), min(cell * 9 // 20, 30))
        width = min(art.w, cell * 10)
        left = art.centerx - width // 2
        for k, (marked, word, points) in enumerate(DUPLICATE_PLAYS):
            name = _(marked)
            t = max(0.0, min(1.0, self.appear.progress * 3 - 1 - k * 0.4))  # one after another, the best last
            if t <= 0:
                continue
            line = pygame.Rect(left, top + cell * (k + 1) + cell // 2, width, cell - 4)
            best = k == rows - 1
            if best:
                pygame.draw.rect(surface, p.highlight, line, 2, border_radius=max(4, cell // 6))
            ink = lerp_color(p.panel, p.accent if best else p.text, t)
            draw_seat_shape(surface, seat_colour(k), (line.x + size, line.centery), size)
            theme.text(surface, name, size, (line.x + size * 2, line.centery), ink, True, "midleft")
            theme.text(surface, word, size, (line.centerx - size, line.centery), ink, anchor="midleft")
            theme.text(surface, str(points), size, (line.right - size // 2, line.centery), ink, True, "midright")

    def _page_upwords(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """WORD, then an O dropped onto its R: WOOD scores 1 + 1 + 2 + 1 = 5."""
        theme = self.ctx.theme
        word, heights = "WOOD", (1, 1, 2, 1)
        cell, x0, y0 = self._grid(art, len(word) + 2, 3)
        y0 -= cell // 2
        step = max(1, cell // 18)
        for i, letter in enumerate(word):
            rect = pygame.Rect(x0 + (i + 1) * cell, y0 + cell, cell, cell)
            self._square(surface, rect, None)
            face = rect.inflate(-2, -2)
            if heights[i] > 1:
                if max(0.0, self.appear.progress * 2 - 0.6) <= 0:
                    letter = "R"  # the O has not landed yet
                else:
                    lift = step * (heights[i] - 1)
                    face = pygame.Rect(face.x, face.y, face.w - lift, face.h - lift)
                    edge = lerp_color(theme.palette.tile_edge, (40, 26, 12), 0.4)
                    pygame.draw.rect(surface, edge, face.move(lift, lift), border_radius=max(2, face.w // 7))
            self.stack_tiles.draw(surface, letter, face, shadow=False, height=heights[i] if letter != "R" else 1)
        total_t = max(0.0, self.appear.progress * 2 - 1.2)
        if total_t > 0:
            sum_line = "WORD -> WOOD: 1 + 1 + 2 + 1 = 5"
            theme.text(surface, sum_line, fitting(theme, sum_line, max(14, min(cell // 2, art.w // 24)), art.w - 16),
                       (art.centerx, y0 + cell * 2 + cell * 0.5), theme.palette.accent, True, "midtop")

    # -- Upwords' own pages -------------------------------------------------------------

    def _stack_square(self, surface: pygame.Surface, rect: pygame.Rect, centre: bool) -> None:
        """A square of the Upwords board: plain, or tinted and ringed for the four centre squares."""
        p = self.ctx.theme.palette
        pygame.draw.rect(surface, lerp_color(p.square, p.highlight, 0.45) if centre else p.square, rect)
        if centre:
            pygame.draw.circle(surface, lerp_color(p.square, p.board_frame_dark, 0.5), rect.center,
                               max(2, rect.w // 4), max(1, rect.w // 14))
        pygame.draw.rect(surface, p.square_line, rect, 1)

    def _page_centre(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """LOVE across two of the four centre squares, then PEN down through its E: the
        other two centre squares stay in view."""
        cols, rows = 6, 6
        cell, x0, y0 = self._grid(art, cols, rows + 1)  # a spare row for the caption
        for r in range(rows):
            for c in range(cols):
                self._stack_square(surface, pygame.Rect(x0 + c * cell, y0 + r * cell, cell, cell),
                                   r in (2, 3) and c in (2, 3))
        tiles = [((3, 1), "L"), ((3, 2), "O"), ((3, 3), "V"), ((3, 4), "E"), ((2, 4), "P"), ((4, 4), "N")]
        for k, ((r, c), letter) in enumerate(tiles):
            t = max(0.0, min(1.0, self.appear.progress * 2.2 - k * 0.12))
            if t > 0:
                rect = pygame.Rect(x0 + c * cell, y0 + r * cell, cell, cell).inflate(-2, -2)
                drop = (1 - ease_out_back(t)) * cell * 0.8
                self.stack_tiles.draw(surface, letter, rect.move(0, -drop), highlight=k >= 4, height=1)
        theme = self.ctx.theme
        theme.text(surface, _("{first}, then {second} down through its {letter}").format(
                       first="LOVE", second="PEN", letter="E"), max(12, cell // 3),
                   (art.centerx, y0 + rows * cell + 8), theme.palette.text_dim, anchor="midtop")

    def _page_flat_score(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        """QUIT on flat tiles: 3 tiles x 2, and 2 more for the Qu tile."""
        theme = self.ctx.theme
        tiles = "QIT"
        cell, x0, y0 = self._grid(art, len(tiles) + 2, 3)
        y0 -= cell // 2
        for i, letter in enumerate(tiles):
            rect = pygame.Rect(x0 + (i + 1) * cell, y0 + cell, cell, cell)
            self._stack_square(surface, rect, False)
            t = max(0.0, min(1.0, self.appear.progress * 2.2 - i * 0.12))
            if t > 0:
                drop = (1 - ease_out_back(t)) * cell * 0.8
                self.stack_tiles.draw(surface, letter, rect.inflate(-2, -2).move(0, -drop), height=1)
            if self.appear.progress * 2 - 0.9 - i * 0.1 > 0:
                theme.text(surface, "2", max(12, cell // 3), (rect.centerx, rect.bottom + 8), theme.palette.accent,
                           True, "midtop")
        if self.appear.progress * 2 - 1.6 > 0:
            theme.text(surface, "QUIT: 3 x 2 + 2 = 8", max(14, min(cell // 2, art.w // 24)),
                       (art.centerx, y0 + cell * 2 + cell * 0.9), theme.palette.accent, True, "midtop")

    def _page_all_seven(self, surface: pygame.Surface, art: pygame.Rect) -> None:
        theme = self.ctx.theme
        rack = "RETAINS"
        cell, x0, y0 = self._grid(art, len(rack) + 3, 3)
        for i, letter in enumerate(rack):
            t = max(0.0, min(1.0, self.appear.progress * 2.2 - i * 0.12))
            if t > 0:
                rect = pygame.Rect(x0 + i * cell, y0 + cell // 2, cell, cell).inflate(-2, -2)
                self.stack_tiles.draw(surface, letter, rect.move(0, -(1 - ease_out_back(t)) * cell * 0.8))
        pulse = 1 + 0.08 * math.sin(self.time * 5)
        theme.text(surface, f"+{ALL_TILES_BONUS}", int(cell * 0.8 * pulse),
                   (x0 + len(rack) * cell + cell * 1.2, y0 + cell), theme.palette.accent, True, "center", shadow=True)
