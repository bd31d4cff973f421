"""Drawing the play scene: the board, the rack, the side column, the open card,
the banner and the note, and the tile held by the pointer.

:class:`PlayPainter` reads the scene's state (and the turn flow's) and draws
it with the views; drawing changes nothing but how the turn buttons look
(their labels and whether they answer).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.phone.seat_view import seats_of
from game.rules.board import square_name
from game.rules.clock import ClockPhase
from game.ui.play.cards import handoff_card, picker_card
from game.ui.play.clock_ticks import HURRY
from game.ui.play.effects import draw_banner, draw_note
from game.ui.play.log import challenge_terms, preview_blanks
from game.ui.play.model import Square
from game.ui.play.refusals import hints_in_play
from game.ui.play.stage import Stage
from game.ui.play.turn_state import Action
from game.ui.text_wrap import fit_words, wrap_text
from game.ui.theme import Theme, lerp_color, seat_colour
from game.ui.views import clock_view, handoff_view
from game.ui.views.card_view import (
    draw_card_button,
    draw_challenge_card,
    draw_pass_card,
    draw_picker_card,
    draw_swap_card,
)
from game.ui.views.marked_text import blank_marks
from game.ui.views.move_log_view import draw_move_log, draw_preview_box
from game.ui.views.rack_view import draw_rack, draw_tray
from game.ui.views.scoreboard_view import PlayerPanel, draw_bag, draw_scoreboard, panel_rects
from game.ui.views.unseen_view import draw_unseen
from game.words.handicaps import handoff_line, seat_marks
from game.words.teams import either_partner, team_turn

if TYPE_CHECKING:
    from game.ui.play.screen import PlayScreen

# The cursor, hint and swap glows pulse while someone is at the board and hold still
# when nobody is, so a turn left waiting draws nothing.
GLOW_LIVELY = 6.0  # seconds of pulsing after the last input


class PlayPainter:
    """``PlayPainter(scene)``: draws ``scene`` (see the module)."""

    def __init__(self, scene: PlayScreen) -> None:
        self.scene = scene

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        theme = scene.theme
        theme.draw_background(surface)
        self._draw_board(surface)
        self._draw_rack(surface)
        self._draw_side(surface)
        scene.fx.draw(surface)
        self._draw_live_score(surface)
        self._draw_overlays(surface)
        scene.moments.draw(surface, scene.layout.font)
        scene.meanings.draw(surface)
        drag = scene.drag
        if drag is not None and drag.moved:
            rect = pygame.Rect(0, 0, scene.layout.tile, scene.layout.tile)
            rect.center = drag.pos
            landing = self._drop_square()
            if landing is not None:
                # over the square it would land on: the tile is that square's size, ringed
                rect = landing.inflate(-2, -2)
            scene.tiles.draw(surface, drag.letter, rect.move(0, -4), highlight=True)
            if landing is not None:
                ring = landing.inflate(10, 10)
                pygame.draw.rect(surface, theme.palette.highlight, ring, 3, border_radius=6)
        if (scene.tags_armed and not scene.modals.buttons() and not scene.flow.paused
                and scene.stage is not Stage.ANIMATING):
            # while tiles fly, a tag popping up under a resting pointer only distracts
            for key, button in scene.buttons.items():
                hidden = key in ("shuffle", "recall") and not scene.flow.allows(Action.PLACE)
                if button.hover and not button.enabled and not hidden:
                    button.draw_reason(surface, theme, scene.flow.button_state(key)[1])

    def glowing(self) -> bool:
        """Whether a board glow is pulsing now (see GLOW_LIVELY)."""
        scene = self.scene
        model = scene.model
        if scene.quiet_for >= GLOW_LIVELY or model is None or not scene.flow.allows(Action.PLACE) or scene.flow.paused:
            return False
        return bool(model.hinted) or model.cursor is not None or (
            not model.has_placed and bool(scene.flow.swappable_squares()))

    def _dragging_id(self) -> int | None:
        drag = self.scene.drag
        return drag.tile_id if drag is not None and drag.moved else None

    def _draw_board(self, surface: pygame.Surface) -> None:
        scene = self.scene
        flow = scene.flow
        model = scene.model
        extra: dict[Square, str] = {}
        highlight: set[Square] = set()
        dragging = self._dragging_id()
        if model is not None and scene.flow.allows(Action.PLACE) and not flow.paused:
            for square, placed in model.placed.items():
                if placed.tile_id != dragging:
                    extra[square] = placed.letter
            if model.pending_blank is not None:
                extra[model.pending_blank[1]] = "?"
            highlight |= self._hinted()
        last = scene.words.move_log().last_play
        view = scene.board_view
        # the tiles a phone has put down are that player's, not the TV's own
        g = scene.game
        ghost = scene.colour(g.current) if extra and flow.on_phone(g.current) else None
        view.draw(surface, g.board, highlight=highlight, last_move=last,
                  hidden=scene.hidden_squares, extra=extra, ghost=ghost)
        if model is None or not scene.flow.allows(Action.PLACE) or flow.paused:
            return
        view.draw_hint_glow(surface, self._hinted(), scene.glow)
        view.draw_invalid(surface, flow.invalid_squares())
        if not model.has_placed:
            view.draw_swap_rings(surface, flow.swappable_squares(), scene.glow)
        if model.cursor is not None:
            view.draw_cursor(surface, model.cursor, model.across, scene.glow, arrow=model.cursor not in model.placed)
        self._draw_drop_square(surface)

    def _drop_square(self) -> pygame.Rect | None:
        """Where on screen the square a dragged tile would land on is, if it is over one it can take."""
        scene = self.scene
        drag = scene.drag
        model = scene.model
        if drag is None or not drag.moved or model is None or not scene.flow.allows(Action.PLACE):
            return None
        square = scene.board_view.square_at(drag.pos)
        if square is None or not model.takes_tiles(square) or (square in model.placed
                                                               and model.placed[square].tile_id != drag.tile_id):
            return None
        return scene.board_view.square_rect(*square)

    def _draw_drop_square(self, surface: pygame.Surface) -> None:
        """The square a dragged tile would land on, lit under it."""
        rect = self._drop_square()
        if rect is None:
            return
        light = pygame.Surface(rect.inflate(10, 10).size, pygame.SRCALPHA)
        light.fill((*self.scene.theme.palette.highlight, 110))
        surface.blit(light, rect.inflate(10, 10))

    def _draw_live_score(self, surface: pygame.Surface) -> None:
        """The live score beside the last tile placed (see ScoreBubble)."""
        scene = self.scene
        model = scene.model
        if model is None or not model.placed_order or not scene.flow.allows(Action.PLACE) or scene.flow.paused:
            return
        anchor = scene.board_view.square_rect(*model.placed_order[-1])
        scene.bubble.draw(surface, scene.theme, anchor, scene.layout.font, scene.board_view.rect)

    def _hinted(self) -> set[Square]:
        """The squares a hint glows on: none on the TV for a player on their phone (the
        hint is theirs alone, on the phone)."""
        scene = self.scene
        model = scene.model
        if model is None or scene.flow.on_phone(scene.game.current):
            return set()
        return model.hinted

    def _draw_rack(self, surface: pygame.Surface) -> None:
        scene = self.scene
        flow = scene.flow
        layout = scene.layout
        owner = flow.rack_owner()
        g = scene.game
        caption = ""
        tray_line = scene.words.tray_line()
        if tray_line is not None:
            # the rack is on the phone: the TV never draws it, face down or up
            draw_tray(surface, scene.theme, layout.rack, scene.colour(g.current))
            draw_tray_words(surface, scene.theme, layout.rack, tray_line, max(12, layout.font + 1))
        elif owner is not None and scene.flow.allows(Action.PLACE) and scene.model is not None and owner == g.current:
            model = scene.model
            letters = model.rack_tiles
            dragging = self._dragging_id()
            skip = {i for i, tid in enumerate(model.order) if tid == dragging} | scene.arriving.get(owner, set())
            selected = {i for i, tid in enumerate(model.order) if tid in model.selected}
            gap = None
            drag = scene.drag
            if drag is not None and drag.moved and layout.rack.inflate(0, layout.tile).collidepoint(drag.pos):
                # open a space where the tile would land
                rest = [i for i in model.order if i != drag.tile_id]
                gap = layout.rack_index_at(drag.pos[0], len(rest) + 1)
                letters = [model.tile(i) for i in rest]
                skip = set()
                selected = {k for k, tid in enumerate(rest) if tid in model.selected}
            if gap is None:
                slots = [layout.rack_slot(k, len(letters)).x for k in range(len(letters))]
                shift = scene.rack_slide.offsets(list(model.order), slots)
            else:
                scene.rack_slide.forget()  # the tiles open a space for the drag at once
                shift = []
            turning = [(k, flip) for k in range(len(letters))
                       if (flip := scene.transitions.flip(k)) is not None and k not in skip]
            draw_rack(surface, scene.theme, scene.tiles, layout, letters, skip=skip | {k for k, _ in turning},
                      selected=selected, focus=model.focus if scene.focus_armed else None, gap_at=gap,
                      owner_colour=scene.colour(owner), shift=shift)
            for k, flip in turning:  # "show my tiles": the rack turns over tile by tile
                scene.tiles.draw_flipping(surface, letters[k], layout.rack_slot(k, len(letters)), flip)
        elif owner is not None:
            letters = flow.rack_letters(owner)
            draw_rack(surface, scene.theme, scene.tiles, layout, letters, skip=scene.arriving.get(owner, set()),
                      owner_colour=scene.colour(owner))
        else:
            who = g.current
            count = len(g.players[who].rack)
            if flow.paused:
                caption = _("Paused")
            elif scene.flow.allows(Action.SHOW_RACK):
                caption = _("{name}'s tiles are hidden").format(name=g.players[who].name)
            draw_rack(surface, scene.theme, scene.tiles, layout, [""] * count, face_down=True,
                      caption=caption)
        for key in ("shuffle", "recall"):
            button = scene.buttons[key]
            button.enabled = flow.button_state(key)[0]
            if scene.flow.allows(Action.PLACE) and owner is not None:
                button.draw(surface, scene.theme)

    def _draw_side(self, surface: pygame.Surface) -> None:
        scene = self.scene
        flow = scene.flow
        words = scene.words
        g = scene.game
        layout = scene.layout
        seats = scene.seats
        connected = scene.phones.connected()
        panels = [
            PlayerPanel(
                name=pl.name, score=pl.score, colour=scene.colour(i), computer=seats[i].is_computer,
                rack_size=len(pl.rack), lost_turns=pl.lost_turns,
                # each seat's own allowance (docs/rules.md, "Handicaps")
                hints_left=g.hints_left(i) if hints_in_play(g, i) and not seats[i].is_computer else 0,
                shown_score=scene.shown_scores[i], marks=tuple(seat_marks(g, i)),
                phone=any(seat in connected for seat in seats_of(g, i)) if flow.on_phone(i) and scene.phones.running
                else None,
                partner_colours=tuple(seat_colour(seat) for seat in g.teams[i].seats) if g.teams else (),
            )
            for i, pl in enumerate(g.players)
        ]
        current = None if g.over else g.current
        before = scene.moments.verdict_waits
        if before is not None:  # a challenge's verdict is not out yet: the panels as they stood
            panels, current = before.panels(panels), before.current
        clock = scene.clock if scene.flow.turn.state.clock_runs and scene.clock.enabled else None
        draw_scoreboard(surface, scene.theme, layout.scoreboard, panels, current, clock,
                        scene.stage is Stage.THINKING, scene.pulse, layout.font)
        if clock is not None and current is not None:
            bar = panel_rects(layout.scoreboard, len(panels))[current]
            clock_view.draw_bar(surface, pygame.Rect(bar.x + 14, bar.bottom - 5, bar.w - 28, 4), clock, scene.pulse)
            self._draw_hurry(surface, bar)
        # bag and unseen tiles
        viewer = flow.rack_owner()
        unseen = sum(g.unseen(viewer if viewer is not None else g.current).values())
        theme = scene.theme
        draw_bag(surface, theme, layout.bag, g.bag_count if before is None else before.bag, unseen, layout.font)
        preview = flow.preview() if not flow.exchange_mode else None
        blanks = preview_blanks(preview) if preview is not None else frozenset()
        draw_preview_box(surface, theme, layout.preview, layout.font, *words.preview_text(), title_blanks=blanks,
                         quoted=words.latest_play())
        lines = words.move_log().lines
        if scene.unseen_open and words.unseen_allowed:
            # (over the preview when big text leaves the log no room)
            draw_unseen(surface, theme, layout.log if layout.log.h else layout.preview, words.unseen_counts(), layout.font)
        else:
            draw_move_log(surface, theme, layout.log, lines, scene.log_scroll, layout.font, words.log_note())
        scene.controls.relabel()
        for key in ("play", "exchange", "pass", "hint", "undo", "menu"):
            button = scene.buttons[key]
            button.enabled = flow.button_state(key)[0]
            button.draw(surface, theme)

    def _draw_hurry(self, surface: pygame.Surface, panel: pygame.Rect) -> None:
        """The clock's last seconds beyond its ring: the player's panel edge beats red, and
        in the last HURRY seconds the board's frame too, faster as the time runs out."""
        scene = self.scene
        clock = scene.clock
        if clock.phase is not ClockPhase.WARNING:
            return
        left = clock.remaining
        rate = 1.0 if left > HURRY else 2.0
        beat = 0.5 + 0.5 * math.cos(scene.pulse * math.tau * rate)
        red = lerp_color(scene.theme.palette.panel, scene.theme.palette.bad, 0.35 + 0.65 * beat)
        pygame.draw.rect(surface, red, panel.inflate(4, 4), 3 + round(2 * beat), border_radius=8)
        if left <= HURRY:
            pygame.draw.rect(surface, red, scene.board_view.rect.inflate(6, 6), 2 + round(4 * beat),
                             border_radius=12)

    def _draw_overlays(self, surface: pygame.Surface) -> None:
        scene = self.scene
        flow = scene.flow
        words = scene.words
        modals = scene.modals
        theme = scene.theme
        layout = scene.layout
        g = scene.game
        buttons = modals.buttons()
        if scene.flow.allows(Action.SHOW_RACK):
            handoff_view.draw_curtain(surface)
            team = g.teams[g.current] if g.teams else None
            lines = [words.last_summary(), handoff_line(g, g.current),
                     either_partner() if team is not None else "", _("Everyone else: look away from the rack!")]
            slide = scene.transitions.slide_offset(scene.board_view.rect.h // 2)
            handoff_view.draw_handoff(surface, theme, handoff_card(scene.board_view.rect, theme.text_factor).move(0, slide),
                                      g.current_player.name,
                                      scene.colour(g.current), [ln for ln in lines if ln],
                                      min((b.rect.top - b.cap_above + slide for b in buttons), default=None), words.latest_play(),
                                      title=team_turn(team.names) if team is not None else None)
        elif scene.flow.allows(Action.NO_CHALLENGE):
            handoff_view.draw_curtain(surface, 120)
            headings = words.challenge_headings()
            played = words.play_name(g.challengeable) if g.challengeable is not None else ""
            draw_challenge_card(surface, theme, modals.challenge_card(), layout.font, headings,
                                challenge_terms(g), blank_marks(headings[0], played) if headings else frozenset())
        elif scene.flow.allows(Action.PLACE) and scene.model is not None and scene.model.pending_blank is not None:
            draw_picker_card(surface, theme, picker_card(scene.board_view.rect), layout.font)
        elif scene.flow.allows(Action.PLACE) and flow.confirm_swap is not None:
            draw_swap_card(surface, theme, modals.confirm_card(), layout.font,
                           g.board.get(*flow.confirm_swap).upper(), square_name(*flow.confirm_swap))
        elif scene.flow.allows(Action.PLACE) and flow.confirm_pass:
            draw_pass_card(surface, theme, modals.confirm_card(), layout.font)
        hover_at = pygame.mouse.get_pos() if pygame.mouse.get_focused() else None
        # the hand-off card's buttons ride in with it (they answer where they end)
        lift = scene.transitions.slide_offset(scene.board_view.rect.h // 2) if scene.flow.allows(
            Action.SHOW_RACK) else 0
        for b in buttons:
            hover = hover_at is not None and b.rect.collidepoint(hover_at)
            draw_card_button(surface, theme, b.rect.move(0, lift), b.label, b.primary, b.focused,
                             hover and b.enabled, b.escape_key, enabled=b.enabled, label_size=b.label_size)
        if flow.paused:
            handoff_view.draw_curtain(surface, 90)
        banner = (scene.banner_time > 0 and bool(scene.banner)
                  and scene.stage not in (Stage.HANDOFF, Stage.CHALLENGE))
        if banner:
            # a card opening in the same spot takes over; the note under the board keeps the news
            draw_banner(surface, theme, scene.board_view.rect, scene.board_view.grid, layout.font, scene.banner,
                        words.move_log().last_play, blank_marks(scene.banner, words.latest_play()))
        if scene.message_time > 0 and scene.message and not flow.paused and not banner and not modals.note_covered():
            # one piece of news at a time: the note waits while the banner says it
            draw_note(surface, theme, modals.note_area(), layout.font, scene.message, scene.message_bad,
                      blank_marks(scene.message, words.latest_play()))


def draw_tray_words(surface: pygame.Surface, theme: Theme, tray: pygame.Rect, text: str, size: int) -> None:
    """What the TV says in the tray of a rack on a phone, centred: on two lines when one
    is too narrow (a long name, a long sentence in Portuguese), never past the tray's ends."""
    room = tray.w - 16
    rows = wrap_text(theme.font_for(text, size, True), text, room)
    if len(rows) > 2:
        rows = [rows[0], fit_words(theme.font_for(text, size, True), " ".join(rows[1:]), room)]
    step = size + 4
    top = tray.centery - step * (len(rows) - 1) // 2
    for k, row in enumerate(rows):
        theme.text(surface, row, size, (tray.centerx, top + k * step), theme.palette.text, anchor="center", bold=True)
