"""Big moments on the board: a bingo that feels like one, a big play's wave, a
challenge's beat of suspense, the live score while a word is being placed.

Each moment is a :class:`~game.ui.tween.Tween` on the play scene's animator,
so a key or a click during the animation finishes it at once, like every
other animation (``PlayControls``), and no moment changes the game: the turn
flow has already moved on, the moment only shows it.  Each draws itself from
the time it has run, so a dropped frame never leaves a tile half scaled.
``short`` (attract mode, tests) makes every moment brief.

Sizes scale with the play: a bingo holds the game about two seconds (the
word's tiles wave left to right with a gold rim, the board dims, a banner in
the player's colour drops in, the bonus flies to their panel, confetti bursts
from the word); a play of :data:`BIG_PLAY` points or more gets the wave alone;
a challenge's verdict waits :data:`SUSPENSE` seconds behind a "checking" card,
while the scores and the move log show the game as it stood before the
challenge (:class:`BeforeVerdict`), so nothing gives the verdict away.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import pygame

from game.i18n import _
from game.rules.state import Preview, Snapshot
from game.ui.play.stage import Stage
from game.ui.text_wrap import wrap_text
from game.ui.theme import Color, Theme, lerp_color
from game.ui.tween import Animator, Tween, ease_out_back, ease_out_cubic, linear
from game.ui.views.handoff_view import draw_curtain
from game.ui.views.scoreboard_view import PlayerPanel
from game.ui.views.tile_view import TileRenderer

BIG_PLAY = 40  # points from which a play's tiles wave
BINGO_SECONDS = 2.0  # how long a bingo holds the game
WAVE_SECONDS = 0.9  # a big play's wave
SUSPENSE = 0.9  # the beat before a challenge's verdict
SHORT = 0.25  # any moment, when moments are short
WAVE_STEP = 0.06  # seconds between one tile's rise and the next's
WAVE_RISE = 0.36  # seconds one tile takes to scale up and back
GOLD: Color = (255, 206, 84)
CONFETTI_COLOURS: tuple[Color, ...] = ((255, 206, 84), (240, 98, 92), (98, 178, 240), (126, 206, 120),
                                       (206, 128, 226), (250, 250, 240))


@dataclass
class Piece:
    """One piece of confetti: where it starts, how it flies, how fast it turns.

    ``depth`` (0 far .. 1 near) sets its size and how fast it falls, so a
    burst reads as having depth rather than as one flat sheet."""

    x: float
    y: float
    vx: float
    vy: float
    spin: float
    phase: float
    depth: float
    colour: Color

    def at(self, t: float, gravity: float) -> tuple[float, float, float]:
        """Where the piece is ``t`` seconds in, and its turn (-1..1: its face's width)."""
        drag = 1.0 / (1.0 + 0.8 * t)  # air slows the burst, gravity takes over
        fall = gravity * (0.55 + 0.45 * self.depth)
        x = self.x + self.vx * t * drag + 14 * math.sin(self.phase + t * 3)
        y = self.y + self.vy * t * drag + 0.5 * fall * t * t
        return x, y, math.cos(self.phase + self.spin * t)


def confetti(rng: random.Random, origin: pygame.Rect, count: int, speed: float) -> list[Piece]:
    """``count`` pieces bursting up and out of ``origin``."""
    pieces = []
    for _piece in range(count):
        angle = rng.uniform(-math.pi * 0.95, -math.pi * 0.05)
        v = speed * rng.uniform(0.4, 1.0)
        pieces.append(Piece(rng.uniform(origin.left, origin.right), rng.uniform(origin.top, origin.bottom),
                            v * math.cos(angle), v * math.sin(angle), rng.uniform(4, 11),
                            rng.uniform(0, math.tau), rng.random(), rng.choice(CONFETTI_COLOURS)))
    return pieces


def draw_confetti(surface: pygame.Surface, pieces: Sequence[Piece], t: float, gravity: float, size: int,
                  fade: float = 1.0) -> None:
    """The pieces ``t`` seconds in: small quads that turn (their width follows the turn),
    nearer ones bigger and brighter."""
    if fade <= 0:
        return
    bottom = surface.get_height() + size
    for piece in pieces:
        x, y, turn = piece.at(t, gravity)
        if y > bottom:
            continue
        s = size * (0.55 + 0.6 * piece.depth)
        w = max(1.0, abs(turn) * s)
        h = s * 0.6
        tilt = piece.phase + t * piece.spin * 0.5
        c, sn = math.cos(tilt), math.sin(tilt)
        corners = [(x + dx * c - dy * sn, y + dx * sn + dy * c)
                   for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]
        shade = 0.55 + 0.45 * piece.depth if turn > 0 else 0.4 + 0.3 * piece.depth  # its back is darker
        colour = lerp_color((20, 14, 10), piece.colour, shade * min(1.0, fade))
        pygame.draw.polygon(surface, colour, corners)


@dataclass(frozen=True)
class BeforeVerdict:
    """The side of the screen as it stood before a challenge's verdict, kept while its beat
    of suspense runs: the rules have judged already, the players must not read it yet."""

    history: int  #: the records before the verdict's (the move log stops there)
    scores: tuple[int, ...]
    lost_turns: tuple[int, ...]
    rack_sizes: tuple[int, ...]
    bag: int  #: tiles in the bag (a play taken back puts its drawn tiles back)
    current: int  #: whose turn it was (a lost turn moves it on)

    @classmethod
    def of(cls, history: int, snapshot: Snapshot) -> BeforeVerdict:
        """From the rules' snapshot taken before the challenge (``Game.undo_stack``)."""
        return cls(history, tuple(snapshot.scores), tuple(snapshot.lost_turns),
                   tuple(len(rack) for rack in snapshot.racks), len(snapshot.bag), snapshot.current)

    def panels(self, panels: Sequence[PlayerPanel]) -> list[PlayerPanel]:
        """``panels`` with their scores, lost turns and rack sizes from before the verdict."""
        return [replace(panel, score=self.scores[i], lost_turns=self.lost_turns[i], rack_size=self.rack_sizes[i])
                if i < len(self.scores) else panel for i, panel in enumerate(panels)]


@dataclass
class WaveTile:
    """A tile of the word that waves: its letter and its square on screen."""

    letter: str
    rect: pygame.Rect


@dataclass
class Moment:
    """One moment on screen; ``kind`` is ``"bingo"``, ``"wave"``, ``"suspense"`` or ``"score"``."""

    kind: str
    tween: Tween
    seconds: float
    tiles: list[WaveTile] = field(default_factory=list)
    board: pygame.Rect | None = None
    text: str = ""
    colour: Color = GOLD
    pieces: list[Piece] = field(default_factory=list)
    flight: tuple[tuple[int, int], tuple[int, int]] | None = None  # the bonus's way to the panel
    before: BeforeVerdict | None = None  # a verdict's beat: what the side shows until it lands

    @property
    def elapsed(self) -> float:
        return self.tween.value * self.seconds

    @property
    def running(self) -> bool:
        return not self.tween.done


class Moments:
    """The moments on screen (see the module); runs them on ``animator``."""

    def __init__(self, animator: Animator, theme: Theme, tiles: TileRenderer, short: bool = False) -> None:
        self.animator = animator
        self.theme = theme
        self.tiles = tiles
        self.short = short
        self.rng = random.Random(7)
        self.now: list[Moment] = []
        self.held_seat: int | None = None  # a seat whose score waits for the bonus to land

    def length(self, seconds: float) -> float:
        """How long a moment of ``seconds`` runs: shorter when moments are short."""
        return min(seconds, SHORT) if self.short else seconds

    def _start(self, moment: Moment) -> Moment:
        def gone() -> None:
            if moment in self.now:
                self.now.remove(moment)
            if moment.kind in ("bingo", "suspense"):
                self.held_seat = None

        moment.tween.on_done = gone
        self.now.append(moment)
        self.animator.add(moment.tween)
        return moment

    def _tween(self, seconds: float, delay: float) -> Tween:
        return Tween(0, 1, seconds, linear, delay)

    # ================================================================ starting one
    def bingo(self, tiles: list[WaveTile], board: pygame.Rect, text: str, colour: Color,
              panel: tuple[int, int], seat: int, delay: float = 0.0) -> Moment:
        """The whole show for a play that used the whole rack; it holds the game
        :data:`BINGO_SECONDS` (see :meth:`length`)."""
        seconds = self.length(BINGO_SECONDS)
        word = tiles[0].rect.unionall([t.rect for t in tiles]) if tiles else board
        self.held_seat = seat
        return self._start(Moment("bingo", self._tween(seconds, delay), seconds, tiles, board, text, colour,
                                  confetti(self.rng, word, 90, board.h * 0.9),
                                  (word.center, panel)))

    def wave(self, tiles: list[WaveTile], delay: float = 0.0) -> Moment:
        """A big play's tiles wave, left to right."""
        seconds = self.length(max(WAVE_SECONDS, WAVE_STEP * len(tiles) + WAVE_RISE))
        return self._start(Moment("wave", self._tween(seconds, delay), seconds, tiles))

    def suspense(self, board: pygame.Rect, text: str, tiles: list[WaveTile], seat: int | None,
                 before: BeforeVerdict | None = None) -> float:
        """The beat before a verdict: the board dims, ``text`` waits with its dots, the
        challenged ``tiles`` stay in sight, ``seat``'s score waits and the side shows
        ``before`` (see :attr:`verdict_waits`); returns how long, for the verdict to wait as much."""
        seconds = self.length(SUSPENSE)
        self.held_seat = seat
        self._start(Moment("suspense", self._tween(seconds, 0.0), seconds, tiles, board=board, text=text,
                           before=before))
        return seconds

    @property
    def verdict_waits(self) -> BeforeVerdict | None:
        """While a verdict's beat runs, the side as it stood before the verdict (the scores,
        the move log): the panel and the log change when the verdict lands, not before."""
        for moment in self.now:
            if moment.kind == "suspense" and moment.before is not None and moment.running:
                return moment.before
        return None

    def fly_score(self, text: str, start: tuple[int, int], end: tuple[int, int], colour: Color) -> Moment:
        """A play's score flies from the live bubble to the player's panel."""
        seconds = self.length(0.6)
        return self._start(Moment("score", Tween(0, 1, seconds, ease_out_cubic), seconds, text=text,
                                  colour=colour, flight=(start, end)))

    def skip(self) -> None:
        """Every moment to its end (a key or a click)."""
        for moment in list(self.now):
            moment.tween.finish()

    # ================================================================ drawing
    def draw(self, surface: pygame.Surface, font: int) -> None:
        for moment in self.now:
            if moment.tween.progress <= 0:
                continue
            if moment.kind == "suspense":
                self._draw_suspense(surface, moment, font)
                continue
            if moment.kind == "score" and moment.flight is not None:
                (x0, y0), (x1, y1) = moment.flight
                u = moment.tween.value
                self.theme.text(surface, moment.text, max(18, font * 3 // 2),
                                (x0 + (x1 - x0) * u, y0 + (y1 - y0) * u), moment.colour, bold=True,
                                anchor="center", shadow=True)
                continue
            if moment.kind == "bingo":
                self._draw_dim(surface, moment)
            self._draw_wave(surface, moment)
            if moment.kind == "bingo":
                self._draw_bingo(surface, moment, font)

    def _draw_dim(self, surface: pygame.Surface, moment: Moment) -> None:
        assert moment.board is not None
        t = moment.tween.value
        level = min(1.0, t * 6, (1 - t) * 4)  # in quickly, out over the last quarter
        draw_curtain(surface, round(120 * level), moment.board)

    def waving(self, moment: Moment) -> list[pygame.Rect]:
        """Where each of ``moment``'s tiles is now, risen and scaled by the wave (its square
        when still), without its gold rim."""
        elapsed = moment.elapsed
        step = WAVE_STEP * moment.seconds / max(moment.seconds, self.length(BINGO_SECONDS)) \
            if self.short else WAVE_STEP
        rise = WAVE_RISE if not self.short else moment.seconds / 2
        rects = []
        for k, tile in enumerate(moment.tiles):
            u = (elapsed - k * step) / rise
            lift = math.sin(math.pi * u) if 0 < u < 1 else 0.0
            size = round(tile.rect.w * (1 + 0.28 * lift))
            rect = pygame.Rect(0, 0, size, size)
            rect.center = (tile.rect.centerx, round(tile.rect.centery - tile.rect.h * 0.18 * lift))
            rects.append(rect)
        return rects

    def _draw_wave(self, surface: pygame.Surface, moment: Moment) -> None:
        for tile, rect in zip(moment.tiles, self.waving(moment)):
            size = rect.w
            # the tile as drawn at its square's size (cached), scaled: a tile rendered at every
            # size on the way would set its letter in a new font size each frame
            image = self.tiles.render(tile.letter, tile.rect.w)
            surface.blit(image if size == tile.rect.w else pygame.transform.smoothscale(image, (size, size)), rect)
            rim = max(2, size // 12)
            pygame.draw.rect(surface, GOLD, rect.inflate(rim, rim), rim, border_radius=max(3, size // 6))

    def _draw_bingo(self, surface: pygame.Surface, moment: Moment, font: int) -> None:
        assert moment.board is not None
        t = moment.tween.value
        elapsed = moment.elapsed
        board = moment.board
        gravity = board.h * 1.6
        draw_confetti(surface, moment.pieces, elapsed, gravity, max(8, board.w // 60), min(1.0, (1 - t) * 5))
        # the banner drops in from the top of the board, in the player's colour
        drop = ease_out_back(min(1.0, t * 4))
        size = max(28, font * 3)
        # a long translation of BINGO! is set smaller, never wider than the board
        while size > 16 and self.theme.font_for(moment.text, size, bold=True).size(moment.text)[0] > board.w - 40 - size:
            size -= 2
        # ...and where even the least size is too wide (big text), on two lines or more
        face = self.theme.font_for(moment.text, size, bold=True)
        lines = [moment.text]
        if face.size(moment.text)[0] > board.w - 40 - size:
            lines = wrap_text(face, moment.text, board.w - 40 - size)
        tw = max(face.size(line)[0] for line in lines)
        step = face.get_linesize()
        th = step * (len(lines) - 1) + face.get_height()
        box = pygame.Rect(0, 0, min(board.w - 20, tw + size * 2), th + size // 2)
        box.centerx = board.centerx
        box.centery = round(board.top - box.h + (board.h * 0.3 + box.h) * drop)
        if t > 0.8:  # the banner leaves as the bonus lands
            box.y -= round((t - 0.8) / 0.2 * (box.bottom - board.top + 4))
        if box.bottom > board.top:
            pygame.draw.rect(surface, lerp_color(moment.colour, (20, 14, 10), 0.55), box, border_radius=box.h // 3)
            pygame.draw.rect(surface, moment.colour, box, max(3, size // 10), border_radius=box.h // 3)
            self.theme.bounds(surface, box, "popup")
            top = box.centery - th // 2
            for k, line in enumerate(lines):
                self.theme.text(surface, line, size, (box.centerx, top + k * step + face.get_height() // 2),
                                (255, 248, 232), bold=True, anchor="center", shadow=True)
        # the bonus flies from the word to the player's panel in the last part
        if moment.flight is not None and 0.55 < t < 1.0:
            u = ease_out_cubic((t - 0.55) / 0.45)
            (x0, y0), (x1, y1) = moment.flight
            x = x0 + (x1 - x0) * u
            y = y0 + (y1 - y0) * u - 60 * math.sin(math.pi * u)
            label = moment.text.rsplit(" ", 1)[-1]
            self.theme.text(surface, label, max(22, font * 2), (x, y), GOLD, bold=True, anchor="center",
                            shadow=True)

    def _draw_suspense(self, surface: pygame.Surface, moment: Moment, font: int) -> None:
        assert moment.board is not None
        board = moment.board
        draw_curtain(surface, 110, board)
        for tile in moment.tiles:  # the word on trial, still where it was put
            self.tiles.draw(surface, tile.letter, tile.rect)
        dots = "." * (1 + int(moment.elapsed * 5) % 3)
        size = max(20, font * 2)
        text = moment.text + dots
        width = self.theme.font_for(moment.text + "...", size, bold=True).size(moment.text + "...")[0]
        box = pygame.Rect(0, 0, min(board.w - 20, width + size * 2), size * 2)
        box.center = board.center
        if moment.tiles:  # off the word on trial, which must stay in sight
            word_y = sum(t.rect.centery for t in moment.tiles) / len(moment.tiles)
            box.centery = board.y + board.h * (3 if word_y < board.y + board.h * 0.55 else 1) // 4
        self.theme.panel(surface, box, alpha=245)
        self.theme.text(surface, text, size, (box.x + (box.w - width) // 2, box.centery - size * 0.6),
                        self.theme.palette.accent, bold=True)


def bubble_text(preview: Preview | None, child: bool) -> tuple[str, str]:
    """What the live score bubble says for ``preview`` and in what tone (``"good"`` for a
    legal play, ``"plain"`` for one not yet legal, ``"kind"`` for a child's word not in
    their list): nothing while the tiles make no word."""
    if preview is None or preview.score is None:
        return "", "plain"
    if preview.invalid_words and child:
        # Translators: the live score bubble, for a child whose tiles do not make a word (yet)
        return _("not a word yet"), "kind"
    return f"+{preview.total}", "good" if preview.legal else "plain"


class ScoreBubble:
    """The live score beside the last placed tile while a word is being placed; it
    pops when the value changes (a short tween on ``animator``, which keeps frames coming)."""

    POP = 0.25

    def __init__(self, animator: Animator) -> None:
        self.animator = animator
        self.text = ""
        self.tone = "plain"
        self.pop: Tween | None = None
        self.shown_at: pygame.Rect | None = None  # where it was last drawn (a play's score flies from there)
        self.image: tuple[tuple[str, Color, int], pygame.Surface] | None = None  # the pill, as last made

    def show(self, text: str, tone: str = "plain") -> None:
        """Say ``text`` ("" hides the bubble); a new value pops."""
        if text != self.text and text:
            self.pop = Tween(0, 1, self.POP, linear)
            self.animator.add(self.pop)
        self.text = text
        self.tone = tone

    def scale(self) -> float:
        if self.pop is None or self.pop.done:
            return 1.0
        return 1 + 0.35 * math.sin(math.pi * self.pop.value)

    def draw(self, surface: pygame.Surface, theme: Theme, anchor: pygame.Rect, font: int,
             room: pygame.Rect) -> None:
        """The bubble above-right of ``anchor`` (the last placed tile), kept in ``room``."""
        if not self.text:
            return
        p = theme.palette
        colour = {"good": p.good, "kind": p.highlight}.get(self.tone, p.text_dim)
        size = max(14, round(font * 1.3))
        key = (self.text, colour, size)
        if self.image is None or self.image[0] != key:
            # made when the text changes, not each frame
            face = theme.font_for(self.text, size, bold=True)
            w, h = face.size(self.text)
            made = pygame.Surface((w + size, h + size // 3), pygame.SRCALPHA)
            pill = made.get_rect()
            pygame.draw.rect(made, (26, 16, 10), pill, border_radius=pill.h // 2)
            pygame.draw.rect(made, colour, pill, max(2, size // 10), border_radius=pill.h // 2)
            glyphs = face.render(self.text, True, lerp_color(colour, (255, 255, 255), 0.35))
            made.blit(glyphs, glyphs.get_rect(center=pill.center))
            self.image = (key, made)
        image = self.image[1]
        pill = image.get_rect()
        scale = self.scale()  # the pop: the pill scaled, its text set once at one size
        if scale != 1.0:
            image = pygame.transform.smoothscale(image, (round(pill.w * scale), round(pill.h * scale)))
        box = image.get_rect()
        box.midbottom = (anchor.right, anchor.top + anchor.h // 4)
        box = box.clamp(room)
        surface.blit(image, box)
        theme.bounds(surface, box, "popup")
        theme.record_text(surface, self.text, box, size * scale)
        self.shown_at = box


class TurnTransitions:
    """The hand-off card sliding in (with a soft sound) and, once "show my tiles" is
    pressed, the rack turning over tile by tile; both only look: the card's buttons
    answer where they end, and the rack's tiles can be taken while they turn."""

    SLIDE = 0.35  # seconds the hand-off card takes to slide in
    FLIP = 0.22  # seconds one tile takes to turn over
    FLIP_STEP = 0.07  # seconds between one tile's turn and the next's

    def __init__(self, animator: Animator, short: bool = False) -> None:
        self.animator = animator
        self.short = short
        self.last_stage: Stage | None = None
        self.slide: Tween | None = None
        self.reveal: Tween | None = None

    def seen(self, stage: Stage) -> bool:
        """Note the stage this frame; True when a hand-off card has just come (its sound is due)."""
        came = stage is not self.last_stage
        before, self.last_stage = self.last_stage, stage
        if not came:
            return False
        if stage is Stage.HANDOFF:
            self.slide = Tween(0, 1, SHORT if self.short else self.SLIDE, ease_out_back)
            self.animator.add(self.slide)
            return True
        if stage is Stage.TURN and before is Stage.HANDOFF:
            seconds = self.FLIP + self.FLIP_STEP * 7
            self.reveal = Tween(0, seconds, min(seconds, SHORT) if self.short else seconds, linear)
            self.animator.add(self.reveal)
        return False

    def slide_offset(self, travel: int) -> int:
        """How far below its place the hand-off card is now (``travel`` at the start)."""
        if self.slide is None or self.slide.done:
            return 0
        return round(travel * (1 - self.slide.value))

    def flip(self, slot: int) -> float | None:
        """How far rack tile ``slot`` has turned face up (0..1), or None when no rack is turning."""
        if self.reveal is None or self.reveal.done:
            return None
        return max(0.0, min(1.0, (self.reveal.value - slot * self.FLIP_STEP) / self.FLIP))


class RackSlide:
    """Rack tiles slide to close a gap (a tile taken to the board) instead of jumping: each
    tile, by its id, remembers where it was drawn and eases from there to its new place."""

    SECONDS = 0.18

    def __init__(self, animator: Animator) -> None:
        self.animator = animator
        self.last: dict[int, int] = {}  # tile id -> x it was last drawn at
        self.starts: dict[int, float] = {}  # tile id -> how far from its place it starts the slide
        self.tween: Tween | None = None

    def _offset(self, tile_id: int) -> float:
        if self.tween is None or self.tween.done:
            return 0.0
        return self.starts.get(tile_id, 0.0) * (1 - ease_out_cubic(self.tween.value))

    def offsets(self, ids: list[int], xs: list[int]) -> list[float]:
        """Where the tiles ``ids``, whose places are now at ``xs``, are drawn: how far left
        or right of their place (a new slide starts when a place has changed)."""
        moved = {tid: self.last[tid] + self._offset(tid) - x
                 for tid, x in zip(ids, xs) if tid in self.last and self.last[tid] != x}
        if moved:
            self.starts = {tid: moved.get(tid, self._offset(tid)) for tid in ids}
            self.tween = Tween(0, 1, self.SECONDS, linear)
            self.animator.add(self.tween)
        self.last = dict(zip(ids, xs))
        return [self._offset(tid) for tid in ids]

    def forget(self) -> None:
        """No slide from where tiles were drawn before (a gap opened for a drag, another rack)."""
        self.last.clear()
        self.starts.clear()
