"""One palette and one font set for every screen.

A warm wooden table, a wooden board with cream tiles, and premium colours that
read at a glance.  The colour-blind-friendly palette swaps the premium colours
for the Okabe-Ito set and adds patterns, so premiums differ by more than hue;
labels (DL TL DW TW and the star) are drawn in both palettes.

Fonts are shipped in ``assets/fonts`` and found from the package, not the
working directory: DejaVu Sans for English and Portuguese, Noto Sans CJK (Hong
Kong or Simplified Chinese glyph forms, cut down to the characters the game
draws and those common in names of both scripts) for the two Chinese languages.  They follow the language in use; the
font cache empties whenever it changes.  Text the language's font cannot draw
(a language's own name on the Language row, say) is drawn in the first shipped
font that has every character of it (or, when none has them all, in the one that
lacks the fewest), so a Traditional name in a Simplified game draws in the
Traditional face and the other way round.
"""

from __future__ import annotations

import math
import weakref
from dataclasses import dataclass, field
from pathlib import Path

import pygame
import pygame.freetype

from game import i18n
from game.paths import ASSETS
from game.rules.board import Premium
from game.ui.contrast import LARGE_CONTRAST, TEXT_CONTRAST, contrast_ratio
from game.ui.text_probe import TextProbe

FONT_DIR = ASSETS / "fonts"
FONT_REGULAR = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

#: (regular, bold) for each language that does not read in DejaVu Sans
LANGUAGE_FONTS: dict[str, tuple[Path, Path]] = {
    "zh_Hant_HK": (FONT_DIR / "NotoSansCJKhk-Regular.otf", FONT_DIR / "NotoSansCJKhk-Bold.otf"),
    "zh_Hans": (FONT_DIR / "NotoSansCJKsc-Regular.otf", FONT_DIR / "NotoSansCJKsc-Bold.otf"),
}
#: text longer than this is not worth remembering which font draws it
COVERAGE_CACHE_TEXT = 200
COVERAGE_CACHE_ENTRIES = 2000
#: the panels kept ready (Theme.panel): at most this many pixels of them, a few full screens
PANEL_CACHE_PIXELS = 6_000_000

Color = tuple[int, int, int]

#: no text is drawn smaller (see tests/test_ui_layout.py for why 12)
MIN_TEXT_PX = 12


@dataclass(frozen=True)
class TextScale:
    """What a Text size setting does to every text the theme draws: each is ``factor``
    times the size its screen asks for, and none is under ``MIN_TEXT_PX * factor`` nor
    under a ``share``-th of the window's height (a television across the room: Normal
    keeps text at 16 px or more at 1080, Large at 24)."""

    factor: float
    share: int


#: the Text size setting's choices (the names kept in settings.json, game/settings.py)
TEXT_SCALES: dict[str, TextScale] = {
    "normal": TextScale(1.0, 60),
    "large": TextScale(1.25, 45),
    "largest": TextScale(1.5, 36),
}


@dataclass(frozen=True)
class PremiumStyle:
    fill: Color
    label_color: Color
    # "dots" for letter premiums, "stripes" for word premiums in the
    # colour-blind palette; "" draws a plain square.
    pattern: str = ""


@dataclass(frozen=True)
class Palette:
    name: str
    table_top: Color = (78, 52, 36)
    table_bottom: Color = (44, 29, 21)
    board_frame: Color = (122, 78, 42)
    board_frame_dark: Color = (86, 53, 29)
    square: Color = (226, 205, 160)
    square_line: Color = (176, 142, 96)
    tile: Color = (247, 234, 204)
    tile_edge: Color = (201, 176, 128)
    tile_text: Color = (52, 36, 24)
    blank_tile: Color = (236, 226, 240)
    blank_text: Color = (128, 58, 140)
    highlight: Color = (255, 214, 92)
    text: Color = (250, 240, 222)
    text_dim: Color = (206, 186, 158)
    accent: Color = (242, 184, 64)
    accent_dark: Color = (178, 120, 30)
    panel: Color = (60, 40, 28)
    panel_edge: Color = (140, 98, 62)
    good: Color = (118, 190, 110)
    bad: Color = (252, 146, 124)
    #: the letters and numbers round the board, on its wooden frame
    board_label: Color = (236, 214, 184)
    premiums: dict[Premium, PremiumStyle] = field(default_factory=dict)


CLASSIC = Palette(
    name="classic",
    premiums={
        Premium.DOUBLE_LETTER: PremiumStyle((164, 208, 228), (36, 84, 112)),
        Premium.TRIPLE_LETTER: PremiumStyle((44, 114, 182), (240, 246, 252)),
        Premium.DOUBLE_WORD: PremiumStyle((230, 162, 170), (118, 34, 44)),
        Premium.TRIPLE_WORD: PremiumStyle((196, 62, 52), (255, 240, 230)),
        Premium.STAR: PremiumStyle((230, 162, 170), (118, 34, 44)),
    },
)

# Okabe-Ito colours, chosen to stay distinct under the common forms of colour
# blindness; the patterns separate letter from word premiums without colour.
COLOUR_BLIND = Palette(
    name="colour-blind",
    premiums={
        Premium.DOUBLE_LETTER: PremiumStyle((130, 200, 240), (10, 50, 80), "dots"),
        Premium.TRIPLE_LETTER: PremiumStyle((0, 114, 178), (255, 255, 255), "dots"),
        Premium.DOUBLE_WORD: PremiumStyle((232, 180, 62), (80, 50, 0), "stripes"),
        Premium.TRIPLE_WORD: PremiumStyle((190, 80, 0), (255, 255, 255), "stripes"),
        Premium.STAR: PremiumStyle((232, 180, 62), (80, 50, 0), "stripes"),
    },
)

#: colours for up to four seats (name tags, score bars, confetti): coral, teal, yellow and
#: lavender, light enough to be read as text on a panel and to carry dark text, and at least
#: 20 apart (CIEDE2000) to normal eyes and under protanopia, deuteranopia and tritanopia
#: (tests/test_palette_colours.py); each seat also has its own mark (``seat_marks.py``)
SEAT_COLOURS: tuple[Color, ...] = ((223, 120, 91), (91, 189, 178), (255, 230, 112), (151, 133, 243))
#: dark ink for a label on a seat's colour
SEAT_INK: Color = (30, 18, 10)


def seat_colour(seat: int) -> Color:
    """The colour of a seat at the table (``Game.seat_of`` gives a player's seat):
    the one every screen shows a player in, from the tile draw to the statistics."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def ink_on(fill: Color, palette: Palette) -> Color:
    """The label colour for text on ``fill``: the dark seat ink or the palette's cream,
    whichever stands out more (a seat's plate is bright when lit and dimmed when not)."""
    dark, light = SEAT_INK, palette.text
    return dark if contrast_ratio(dark, fill) >= contrast_ratio(light, fill) else light


@dataclass(frozen=True)
class TextPair:
    """A text colour and what it is drawn on, with the contrast it needs (WCAG AA)."""

    what: str
    ink: Color
    ground: Color
    needed: float = TEXT_CONTRAST


#: how opaque :meth:`Theme.panel` draws a panel over the table
PANEL_ALPHA = 230
#: how far the scoreboard tints the player in turn's panel toward their seat colour
ACTIVE_PANEL_TINT = 0.12


def text_pairs(palette: Palette) -> list[TextPair]:
    """Every text colour the palette defines, on each ground it is drawn on, so a test can
    hold each pair to 4.5:1 (3:1 for headings drawn large).  The buttons' faces are drawn by
    ``widgets.draw_button_face`` and checked there, by drawing them."""
    p = palette
    on_table = lerp_color(p.table_top, p.panel, PANEL_ALPHA / 255)
    pairs = [
        TextPair("text on a panel", p.text, p.panel),
        TextPair("text on a panel over the table", p.text, on_table),
        TextPair("dim text on a panel", p.text_dim, p.panel),
        TextPair("dim text on a panel over the table", p.text_dim, on_table),
        TextPair("accent text on a panel", p.accent, p.panel),
        TextPair("highlighted text on a panel", p.highlight, p.panel),
        TextPair("good news on a panel", p.good, p.panel),
        TextPair("bad news on a panel", p.bad, p.panel),
        TextPair("text on the table, top", p.text, p.table_top),
        TextPair("text on the table, bottom", p.text, p.table_bottom),
        TextPair("dim text on the table, top", p.text_dim, p.table_top),
        TextPair("heading on the table, top", p.accent, p.table_top, LARGE_CONTRAST),
        TextPair("letter on a tile", p.tile_text, p.tile),
        TextPair("letter on a blank", p.blank_text, p.blank_tile),
        TextPair("board label on the frame", p.board_label, p.board_frame),
        # board_view.py lays a lighter grain over the frame every third stripe
        TextPair("board label on the frame's grain", p.board_label,
                 lerp_color(p.board_frame, (160, 110, 64), 0.18)),
    ]
    for premium, style in p.premiums.items():
        pairs.append(TextPair(f"label on {premium.name}", style.label_color, style.fill))
    for seat, colour in enumerate(SEAT_COLOURS):
        active = lerp_color(p.panel, colour, ACTIVE_PANEL_TINT)
        pairs += [
            TextPair(f"seat {seat}'s name in its colour on a panel", colour, p.panel),
            TextPair(f"seat ink on seat {seat}'s colour", SEAT_INK, colour),
            TextPair(f"name on seat {seat}'s panel in turn", p.text, active),
            TextPair(f"score on seat {seat}'s panel in turn", p.accent, active),
            TextPair(f"dim badge on seat {seat}'s panel in turn", p.text_dim, active),
            TextPair(f"bad badge on seat {seat}'s panel in turn", p.bad, active),
        ]
    return pairs


def font_files(language: str | None = None) -> tuple[Path, Path]:
    """The (regular, bold) font files for ``language`` (default: the one in use)."""
    return LANGUAGE_FONTS.get(language or i18n.language(), (FONT_REGULAR, FONT_BOLD))


class _Glyphs:
    """Which characters each shipped font can draw, asked of FreeType once per character."""

    def __init__(self) -> None:
        self._faces: dict[Path, pygame.freetype.Font] = {}
        self._known: dict[Path, dict[str, bool]] = {}

    def covers(self, path: Path, text: str) -> bool:
        return self.lacking(path, text) == 0

    def lacking(self, path: Path, text: str) -> int:
        """How many of ``text``'s distinct characters the font at ``path`` cannot draw."""
        known = self._known.setdefault(path, {})
        missing = [ch for ch in set(text) if ch not in known]
        if missing:
            face = self._faces.get(path)
            if face is None:
                if not pygame.freetype.get_init():
                    pygame.freetype.init()
                face = self._faces[path] = pygame.freetype.Font(str(path), 12)
            for ch, metrics in zip(missing, face.get_metrics("".join(missing))):
                known[ch] = metrics is not None or not ch.isprintable()
        return sum(not known[ch] for ch in set(text))


_GLYPHS = _Glyphs()


def font_file_for(text: str, bold: bool = False) -> Path:
    """The font file to draw ``text`` from in the language in use: the language's own,
    unless it lacks a character of ``text``; then the first shipped font that has them
    all, or failing that the first of those that lack the fewest.  A font is opened
    only when every earlier one fell short."""
    index = 1 if bold else 0
    own = font_files()[index]
    if text.isascii():
        return own  # every shipped font has ASCII
    candidates = [own, FONT_BOLD if bold else FONT_REGULAR,
                  *(files[index] for files in LANGUAGE_FONTS.values())]
    best, fewest = own, _GLYPHS.lacking(own, text)
    for path in candidates[1:]:
        if fewest == 0:
            break
        lacking = _GLYPHS.lacking(path, text)
        if lacking < fewest:
            best, fewest = path, lacking
    return best


# every live theme, so one language listener can empty all their font caches
_THEMES: weakref.WeakSet[Theme] = weakref.WeakSet()


def _language_changed(_code: str) -> None:
    for theme in list(_THEMES):
        theme.forget_fonts()


i18n.on_language_change(_language_changed)


class Theme:
    """Palette plus a font cache. Create after ``pygame.init()``."""

    def __init__(self, colour_blind: bool = False) -> None:
        self.palette = COLOUR_BLIND if colour_blind else CLASSIC
        #: the Text size setting in force (a key of :data:`TEXT_SCALES`)
        self.text_size = "normal"
        self._fonts: dict[tuple[Path, int], pygame.font.Font] = {}
        self._font_choice: dict[tuple[str, bool], Path] = {}  # text -> the file that draws it
        self._background: pygame.Surface | None = None
        self._patterns: dict[tuple[str, Premium, int], pygame.Surface] = {}
        self._panels: dict[tuple[tuple[int, int], int, Color, Color], tuple[pygame.Surface, pygame.Surface]] = {}
        #: set by the layout tests to record every text box and panel drawn
        self.probe: TextProbe | None = None
        _THEMES.add(self)

    def forget_fonts(self) -> None:
        """Drop the cached fonts (the language changed, and with it the font files)."""
        self._fonts.clear()
        self._font_choice.clear()

    def set_colour_blind(self, on: bool) -> None:
        self.palette = COLOUR_BLIND if on else CLASSIC

    @property
    def colour_blind(self) -> bool:
        return self.palette is COLOUR_BLIND

    def set_text_size(self, name: str) -> bool:
        """Draw every text at the Text size setting ``name`` from now on (an unknown name is
        Normal); whether that is a change."""
        before, self.text_size = self.text_size, name if name in TEXT_SCALES else "normal"
        return self.text_size != before

    @property
    def text_factor(self) -> float:
        """How much bigger than Normal the Text size setting draws text."""
        return TEXT_SCALES[self.text_size].factor

    def px(self, size: float) -> int:
        """The pixel size a text asked for at ``size`` is drawn at: the one place the Text
        size setting, and the least size a window's height allows, are applied.  Every
        font the theme hands out goes through it, so a screen that measures its text with
        those fonts (wraps it, stacks lines a line's height apart) re-flows by itself."""
        scale = TEXT_SCALES[self.text_size]
        window = pygame.display.get_surface() if pygame.display.get_init() else None
        height = window.get_height() if window is not None else 0
        floor = max(MIN_TEXT_PX * scale.factor, height / scale.share)
        return max(round(size * scale.factor), round(floor))

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The language's font for text asked at ``size`` pixels (drawn at :meth:`px` of it)."""
        return self._font_at(self.font_path(bold), self.px(size))

    def font_for(self, text: str, size: int, bold: bool = False) -> pygame.font.Font:
        """The language's font, unless it lacks a character of ``text``: then the first
        shipped font that has them all (a Chinese name on an English screen, a Traditional
        name in a Simplified game), or failing that the one that lacks the fewest."""
        return self._font_at(self.font_path_for(text, bold), self.px(size))

    def glyph_font(self, size: int, bold: bool = False, text: str = "") -> pygame.font.Font:
        """The font at exactly ``size`` pixels, for text sized to a square rather than to be
        read from afar (a tile's letter, a premium's label): the square decides how big it
        can be, so the Text size setting does not enlarge it."""
        return self._font_at(self.font_path_for(text, bold) if text else self.font_path(bold), size)

    def font_path_for(self, text: str, bold: bool = False) -> Path:
        """The file :meth:`font_for` draws ``text`` from (remembered for short texts)."""
        if text.isascii():
            return self.font_path(bold)  # every shipped font has ASCII
        key = (text, bold)
        chosen = self._font_choice.get(key)
        if chosen is None:
            chosen = font_file_for(text, bold)
            if len(text) <= COVERAGE_CACHE_TEXT:
                if len(self._font_choice) >= COVERAGE_CACHE_ENTRIES:
                    self._font_choice.clear()
                self._font_choice[key] = chosen
        return chosen

    def _font_at(self, path: Path, size: int) -> pygame.font.Font:
        size = max(6, int(size))
        key = (path, size)
        font = self._fonts.get(key)
        if font is None:
            if not pygame.font.get_init():
                pygame.font.init()
            font = pygame.font.Font(str(path), size)
            self._fonts[key] = font
        return font

    def premium_pattern(self, premium: Premium, size: int) -> pygame.Surface | None:
        """The dots (letter premiums) or stripes (word premiums) that tell squares
        apart without colour, on a transparent square to lay over the square's fill;
        None when the palette has no pattern for it."""
        style = self.palette.premiums.get(premium)
        if style is None or not style.pattern:
            return None
        key = (self.palette.name, premium, size)
        image = self._patterns.get(key)
        if image is None:
            image = pygame.Surface((size, size), pygame.SRCALPHA)
            ink = lerp_color(style.fill, style.label_color, 0.28)
            step = max(4, size // 4)
            if style.pattern == "dots":
                centres = range(step // 2, size, step)
                for cy in centres:
                    for cx in centres:
                        pygame.draw.circle(image, ink, (cx, cy), max(1, size // 18))
            else:  # stripes, rising to the right; the surface's edge clips them
                for k in range(-size, size, step):
                    pygame.draw.line(image, ink, (k, size), (k + size, 0), max(1, size // 14))
            self._patterns[key] = image
        return image

    @staticmethod
    def font_path(bold: bool = False, language: str | None = None) -> Path:
        """The font file for ``language`` (default: the one in use)."""
        regular, heavy = font_files(language)
        return heavy if bold else regular

    # -- shared drawing -------------------------------------------------

    def draw_background(self, surface: pygame.Surface) -> None:
        """The wooden table: a vertical gradient with faint grain, cached per size."""
        size = surface.get_size()
        if self._background is None or self._background.get_size() != size:
            self._background = _table_surface(size, self.palette)
        surface.blit(self._background, (0, 0))

    def text(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        pos: tuple[float, float],
        color: Color | None = None,
        bold: bool = False,
        anchor: str = "topleft",
        shadow: bool = False,
        fitted: bool = False,
    ) -> pygame.Rect:
        """Draw text anchored at ``pos`` ("center", "midtop", ...). Returns its rect.
        ``fitted``: the text is sized to a square (the board's labels), drawn at exactly
        ``size`` (:meth:`glyph_font`) rather than at the Text size setting's :meth:`px`."""
        shown = size if fitted else self.px(size)
        font = self._font_at(self.font_path_for(text, bold), shown)
        color = color or self.palette.text
        image = font.render(text, True, color)
        rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
        ground = self.probe.ground_under(surface, rect) if self.probe is not None else None
        if shadow:
            back = font.render(text, True, (20, 12, 8))
            back.set_alpha(150)
            surface.blit(back, rect.move(max(1, shown // 18), max(1, shown // 18)))
        surface.blit(image, rect)
        if self.probe is not None:
            self.probe.text(surface, text, rect, shown, (color[0], color[1], color[2]), ground)
        return rect

    def record_text(self, surface: pygame.Surface, text: str, rect: pygame.Rect, size: float) -> None:
        """Tell the layout probe (if one is set) about text drawn without :meth:`text`, in a
        font from :meth:`font` at ``size`` (times any scale the image was drawn at)."""
        if self.probe is not None:
            self.probe.text(surface, text, rect, self.px(size))

    def bounds(self, surface: pygame.Surface, rect: pygame.Rect, kind: str = "panel") -> None:
        """Declare that the text drawn next inside ``rect`` must stay inside it (only
        recorded while a layout probe is set; draws nothing)."""
        if self.probe is not None:
            self.probe.box(surface, kind, rect)

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, alpha: int = 230) -> None:
        """A rounded wooden panel with a soft shadow."""
        self.bounds(surface, rect)
        shadow, body = self._panel_images(rect.size, alpha)
        surface.blit(shadow, (rect.x - 2, rect.y + 4))
        surface.blit(body, rect)

    def _panel_images(self, size: tuple[int, int], alpha: int) -> tuple[pygame.Surface, pygame.Surface]:
        """A panel's shadow and body at ``size``, kept: the panels of a screen are drawn
        every frame at the same few sizes, and making them took a large panel 3 ms a frame."""
        key = (size, alpha, self.palette.panel, self.palette.panel_edge)
        images = self._panels.get(key)
        if images is None:
            w, h = size
            radius = max(6, min(w, h) // 14)
            shadow = pygame.Surface((w + 12, h + 12), pygame.SRCALPHA)
            pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect().inflate(-4, -4), border_radius=radius + 4)
            body = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(body, (*self.palette.panel, alpha), body.get_rect(), border_radius=radius)
            pygame.draw.rect(body, (*self.palette.panel_edge, 255), body.get_rect(), width=2, border_radius=radius)
            kept = sum(b.get_width() * b.get_height() for _s, b in self._panels.values())
            if kept + w * h > PANEL_CACHE_PIXELS:  # after a resize the old sizes are not drawn again
                self._panels.clear()
            images = self._panels[key] = (shadow, body)
        return images


def _table_surface(size: tuple[int, int], palette: Palette) -> pygame.Surface:
    # Drawn as one column of pixels stretched across, and the vignette as one row
    # stretched down: a few hundred pixel writes instead of a full-window loop,
    # so a resize does not stall a frame.
    w, h = max(1, size[0]), max(1, size[1])
    top, bottom = palette.table_top, palette.table_bottom
    column = pygame.Surface((1, h))
    span = max(1, h - 1)
    for y in range(h):
        t = y / span
        # a faint, irregular grain keeps the wood from looking like a flat fill
        grain = 1.6 * math.sin(y * 0.13) + 1.2 * math.sin(y * 0.031 + 1.3) + 0.8 * math.sin(y * 0.57)
        column.set_at((0, y), (
            max(0, min(255, round(top[0] + (bottom[0] - top[0]) * t + grain))),
            max(0, min(255, round(top[1] + (bottom[1] - top[1]) * t + grain))),
            max(0, min(255, round(top[2] + (bottom[2] - top[2]) * t + grain))),
        ))
    surf = pygame.transform.scale(column, (w, h))
    # soft side vignette: a smooth darkening toward the left and right edges
    shade = pygame.Surface((w, 1), pygame.SRCALPHA)
    half = w / 2
    for x in range(w):
        edge = abs(x - half) / half
        shade.set_at((x, 0), (0, 0, 0, round(70 * edge**2.2)))
    surf.blit(pygame.transform.scale(shade, (w, h)), (0, 0))
    return surf


def lerp_color(a: Color, b: Color, t: float) -> Color:
    t = max(0.0, min(1.0, t))
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )
