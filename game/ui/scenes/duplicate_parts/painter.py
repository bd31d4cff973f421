"""Drawing the Duplicate scene: the board, the shared rack, the seats with who has
submitted (never what), the round's clock, the hand-off card and the reveal.

The rack is public in Duplicate (everyone plays the same tiles), so it is drawn
face up at every step; only the tiles a person has placed are private, and the
hand-off card covers the board's squares while the next person comes to the TV.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui.play.cards import card, handoff_card
from game.ui.play.effects import draw_note
from game.ui.seat_shapes import draw_seat_shape
from game.ui.text_wrap import fit_text, wrap_text
from game.ui.theme import Color, Theme, seat_colour
from game.ui.views import clock_view, handoff_view
from game.ui.views.rack_view import draw_rack
from game.ui.widgets import MIN_TEXT_PX, label_cut
from game.words.duplicate import round_clock_title
from game.words.hints import hint_text, no_play_text

from . import game_seam
from .table import Step

CLOCK_FONT_FLOOR = 11  # the clock box's letters shrink no further to keep its sentences whole

if TYPE_CHECKING:
    from game.ui.scenes.duplicate import DuplicateScene


def seat_status(scene: DuplicateScene, seat: int) -> str:
    """What the seats' panel says of ``seat`` this round: whether it has played, never what."""
    table = scene.table
    if table is None:
        return ""
    if table.step is Step.REVEAL:
        return ""
    if table.submitted(seat):
        # Translators: Duplicate: this seat has handed in its play for the round (what it is stays hidden)
        return _("Played")
    if scene.seats[seat].is_computer:
        # Translators: Duplicate: a computer seat is still looking for its play
        return _("Thinking…")
    on_phone = scene.phones.status(seat)  # playing on a phone, or its phone has not joined
    if on_phone:
        return on_phone
    if table.at_tv == seat and table.step is Step.TURN:
        # Translators: Duplicate: this person is entering their play at the TV now
        return _("At the TV")
    # Translators: Duplicate: this person has still to enter their play this round
    return _("To play")


#: the height of the Menu card's Phone codes and "Play Ana on the TV" buttons
SEAT_BUTTON_H = 44


def whole_labels(theme: Theme, labels: list[str], width: int, height: int) -> tuple[int, int]:
    """The least height from ``height`` (up to twice it) at which every one of ``labels``
    shows whole on a button ``width`` wide, on two lines where one is too narrow (a long
    name's "Play … on the TV" with big text), its label at the size a button ``height``
    tall has; and that size (:attr:`Button.label_size` where the button is taller)."""
    size = max(MIN_TEXT_PX, height * 2 // 5)
    for tall in range(height, 2 * height + 1, 2):
        if not any(label_cut(theme, label, size, pygame.Rect(0, 0, width, tall)) for label in labels):
            return tall, size
    return height, size


def end_card_title(round_number: int) -> str:
    """The Menu card's title: the game is paused (its choices go on, save, or end it)."""
    # Translators: Duplicate's Menu card: the round's clock is stopped while the table chooses
    return _("Round {round} paused").format(round=round_number)


class DuplicatePainter:
    """``DuplicatePainter(scene)``: draws ``scene`` (see the module)."""

    def __init__(self, scene: DuplicateScene) -> None:
        self.scene = scene

    def handoff_rect(self) -> pygame.Rect:
        """The hand-off card, taller with bigger text as the classic game's."""
        return handoff_card(self.scene.layout.board_frame, self.scene.theme.text_factor)

    def end_card_rect(self) -> pygame.Rect:
        return self.end_card_places()["card"]

    def end_card_places(self) -> dict[str, pygame.Rect]:
        """The Menu card and its buttons, as tall as they need and no taller: its title and
        line, Phone codes when phones play and under it "Play Ana on the TV" for each seat
        with a link, Keep playing, then Save and quit beside End the game.  It is as wide as
        the hand-off card it may stand over; two buttons share a row only where both labels
        fit whole at half its width (with bigger text each takes a row), and a card taller
        than the board reaches over the window's margins rather than cut its buttons."""
        scene = self.scene
        theme = scene.theme
        height = self.end_button_height()
        board = scene.layout.board_frame
        width = self.handoff_rect().w
        words = self.end_card_words_height(width)
        phones = scene.phones.server is not None
        codes = SEAT_BUTTON_H + 12 if phones else 0
        seats = len(scene.phones.seats) if phones else 0
        half = (width - 48) // 2

        def fit(labels: list[str], h: int) -> bool:  # each label whole at half the card's width
            size = max(MIN_TEXT_PX, h * 2 // 5)
            return not any(label_cut(theme, label, size, pygame.Rect(0, 0, half, h)) for label in labels)

        seat_labels = [b.label for b in scene.phones.menu_buttons]
        seat_columns = 2 if fit(seat_labels, SEAT_BUTTON_H) else 1
        seat_rows = (seats + seat_columns - 1) // seat_columns
        seat_w = half if seat_columns == 2 else width - 32
        # a long name's "Play … on the TV" takes two lines rather than be cut
        seat_h = whole_labels(theme, seat_labels, seat_w, SEAT_BUTTON_H)[0]
        paired = fit([scene.save_button.label, scene.end_button.label], height)
        total = words + codes + seat_rows * (seat_h + 10) + (2 if paired else 3) * (height + 10) + 6
        window = pygame.Rect((0, 0), scene.layout.size)
        rect = card(board, width, total)
        if total > rect.h:  # taller than the board: over the window's margins, never off it
            rect = pygame.Rect(0, 0, rect.w, min(total, window.h - 16))
            rect.center = board.center
            rect.clamp_ip(window.inflate(-16, -16))
        y = rect.y + words
        phone_codes = pygame.Rect(0, 0, min(320, rect.w - 32), SEAT_BUTTON_H)
        phone_codes.midtop = (rect.centerx, y)
        y += codes
        places = {"card": rect, "codes": phone_codes}
        for k in range(seats):
            row, column = divmod(k, seat_columns)
            x = rect.x + 16 if column == 0 else rect.right - 16 - half
            places[f"seat:{k}"] = pygame.Rect(x, y + row * (seat_h + 10), seat_w, seat_h)
        y += seat_rows * (seat_h + 10)
        places["keep"] = pygame.Rect(rect.x + 16, y, rect.w - 32, height)
        y += height + 10
        if paired:
            places["save"] = pygame.Rect(rect.x + 16, y, half, height)
            places["end"] = pygame.Rect(rect.right - 16 - half, y, half, height)
        else:
            places["save"] = pygame.Rect(rect.x + 16, y, rect.w - 32, height)
            places["end"] = pygame.Rect(rect.x + 16, y + height + 10, rect.w - 32, height)
        return places

    def end_card_words_height(self, width: int) -> int:
        """The room the Menu card's title and line take above its buttons, each line as tall
        as the Text size setting draws it."""
        theme, font = self.scene.theme, self.scene.layout.font
        title = len(self.end_card_titles(width)) * theme.font(font + 8, True).get_linesize()
        return 20 + title + 8 + len(self.end_card_lines(width)) * theme.font(font).get_linesize() + 16

    def end_card_titles(self, width: int) -> list[str]:
        """The Menu card's title, wrapped whole to a card ``width`` wide ("Rodada 12 em pausa"
        with big text)."""
        theme, font = self.scene.theme, self.scene.layout.font
        if self.scene.game is None:
            return []  # no game yet (its word list loading): no card either
        title = end_card_title(game_seam.round_number(self.scene.game))
        return wrap_text(theme.font_for(title, font + 8, True), title, width - 32)

    def end_card_lines(self, width: int) -> list[str]:
        """The Menu card's line under its title, wrapped whole to a card ``width`` wide."""
        theme, font = self.scene.theme, self.scene.layout.font
        # Translators: under "Round 7 paused", the Duplicate Menu card's line: what its End the game does
        line = _("If you end the game, the scores stand as they are now.")
        return wrap_text(theme.font_for(line, font), line, width - 32)

    def end_button_height(self) -> int:
        """The cards' buttons' height, from the hand-off card's."""
        return max(40, min(56, self.handoff_rect().h // 6))

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        scene.theme.draw_background(surface)
        if scene.table is None:
            self._draw_loading(surface)
            return
        self._draw_board(surface)
        self._draw_rack(surface)
        self._draw_side(surface)
        step = scene.table.step
        if step is Step.HANDOFF and not scene.ending:
            # under the Menu card the hand-off card is not drawn: the card over the board is the
            # Menu's alone, as the classic pause's is (the board holds no private tile meanwhile)
            self._draw_handoff(surface)
        elif step is Step.REVEAL:
            scene.reveal.draw(surface, scene.theme)
            if not scene.animator.busy:
                scene.next_button.draw(surface, scene.theme)
        if step is not Step.REVEAL:
            scene.reveal.effects.draw(surface)  # the next round's new tiles flying in from the bag
        if step is Step.WAITING:
            scene.awaited.draw(surface)
        if scene.ending:
            self._draw_end_card(surface)
        model = scene.table.model if step is Step.TURN else None
        if model is not None and model.pending_blank is not None:
            # a blank put on a square waits for its letter: typed, or Esc to take it back
            draw_note(surface, scene.theme, scene.layout.board_frame, scene.layout.font,
                      _("Which letter is your blank?"), False)
        elif scene.message_time > 0 and scene.message:
            draw_note(surface, scene.theme, scene.layout.board_frame, scene.layout.font, scene.message, True)
        drag = scene.drag
        if drag is not None and drag.moved:
            rect = pygame.Rect(0, 0, scene.layout.tile, scene.layout.tile)
            rect.center = drag.pos
            scene.tiles.draw(surface, drag.letter, rect.move(0, -4), highlight=True)

    def _draw_loading(self, surface: pygame.Surface) -> None:
        scene = self.scene
        theme = scene.theme
        w, h = surface.get_size()
        text = scene.problem or _("Getting the word list ready…")
        theme.text(surface, fit_text(theme.font_for(text, 24), text, w - 40), 24, (w // 2, h // 2),
                   theme.palette.bad if scene.problem else theme.palette.text, anchor="center", shadow=True)
        if scene.progress.running:
            bar = pygame.Rect(0, 0, w // 2, 14)
            bar.midtop = (w // 2, h // 2 + 30)
            pygame.draw.rect(surface, (34, 22, 14), bar, border_radius=7)
            filled = bar.copy()
            filled.w = round(bar.w * scene.progress.fraction)
            pygame.draw.rect(surface, theme.palette.accent, filled, border_radius=7)

    def _draw_board(self, surface: pygame.Surface) -> None:
        scene = self.scene
        table = scene.table
        assert table is not None
        model = table.model if table.step is Step.TURN else None
        extra: dict[tuple[int, int], str] = {}
        if model is not None:
            extra = {square: placed.letter for square, placed in model.placed.items()}
            drag = scene.drag
            if drag is not None and drag.moved and drag.from_square is not None:
                extra.pop(drag.from_square, None)
        scene.board_view.draw(surface, scene.game.board, extra=extra, hidden=scene.reveal.hidden,
                              highlight=scene.reveal.landed if table.step is Step.REVEAL else ())
        if model is not None and model.cursor is not None:
            scene.board_view.draw_cursor(surface, model.cursor, model.across, scene.pulse)
        hint = table.hint if model is not None else None
        if hint is not None and getattr(hint, "square", None) is not None:
            scene.board_view.draw_hint_glow(surface, [hint.square], scene.pulse)

    def _draw_rack(self, surface: pygame.Surface) -> None:
        scene = self.scene
        table = scene.table
        assert table is not None
        layout = scene.layout
        model = table.model if table.step is Step.TURN else None
        if model is not None:
            drag = scene.drag
            skip = {model.order.index(drag.tile_id)} if (drag is not None and drag.moved
                                                         and drag.tile_id in model.order) else set()
            colour = seat_colour(table.at_tv) if table.at_tv is not None else None
            draw_rack(surface, scene.theme, scene.tiles, layout, model.rack_tiles, skip=skip, owner_colour=colour)
            for key in ("shuffle", "recall"):
                scene.buttons[key].draw(surface, scene.theme)
            return
        if table.step is Step.REVEAL:
            draw_rack(surface, scene.theme, scene.tiles, layout, scene.reveal.rack, skip=scene.reveal.flown,
                      shift=scene.reveal.shift())
        else:  # the next round's new tiles are drawn where they land
            draw_rack(surface, scene.theme, scene.tiles, layout, table.rack_order, skip=scene.reveal.arriving)

    def _draw_side(self, surface: pygame.Surface) -> None:
        scene = self.scene
        table = scene.table
        assert table is not None
        theme = scene.theme
        p = theme.palette
        layout = scene.layout
        font = layout.font
        board = layout.scoreboard
        count = len(scene.seats)
        row_h = (board.h - 6 * (count - 1)) // max(1, count)
        for seat, config in enumerate(scene.seats):
            row = pygame.Rect(board.x, board.y + seat * (row_h + 6), board.w, row_h)
            theme.panel(surface, row)
            colour = seat_colour(seat)
            lit = table.at_tv == seat and table.step in (Step.HANDOFF, Step.TURN)
            if lit:
                pygame.draw.rect(surface, p.highlight, row, 3, border_radius=8)
            draw_seat_shape(surface, colour, (row.x + 18, row.centery), font + 4)
            total = game_seam.total(scene.game, seat)
            if table.step is Step.REVEAL and scene.animator.busy and table.result is not None:
                total -= table.result.play_of(seat).points  # the round's points come with the reveal
            score = theme.text(surface, str(total), font + 8, (row.right - 12, row.centery), p.accent, bold=True,
                               anchor="midright")
            # the name as wide as the score beside it leaves
            name = fit_text(theme.font_for(config.name, font + 2, True), config.name, score.left - 12 - (row.x + 34))
            named = theme.text(surface, name, font + 2, (row.x + 34, row.y + 6), p.text, bold=True)
            status = seat_status(scene, seat)
            if status:
                played = table.submitted(seat)
                # as wide as the row leaves beside the score, on two lines where the row has room
                # for them under the name ("Bartholomew the Grea's phone has not joined")
                small = theme.font_for(status, font - 1)
                room = score.left - 12 - (row.x + 34)
                most = max(1, (row.bottom - 6 - named.bottom) // small.get_linesize())
                lines = wrap_text(small, status, room)
                if len(lines) > most:
                    lines = [*lines[:most - 1], fit_text(small, " ".join(lines[most - 1:]), room)]
                bottom = row.bottom - 6
                for line in reversed(lines):
                    theme.text(surface, line, font - 1, (row.x + 34, bottom), p.good if played else p.text_dim,
                               anchor="bottomleft")
                    bottom -= small.get_linesize()
        bag = layout.bag
        # Translators: Duplicate's round line: the round's number and the tiles left in the bag
        line = _("Round {round} · {tiles} tiles in the bag").format(
            round=game_seam.round_number(scene.game), tiles=game_seam.bag_count(scene.game))
        theme.text(surface, fit_text(theme.font_for(line, font), line, bag.w), font, bag.midleft, p.text_dim,
                   anchor="midleft")
        self._draw_clock(surface)
        self._draw_buttons(surface)

    def _draw_clock(self, surface: pygame.Surface) -> None:
        scene = self.scene
        table = scene.table
        assert table is not None
        theme = scene.theme
        area = scene.layout.preview
        theme.panel(surface, area)
        ring = table.clock.enabled and table.step is not Step.REVEAL
        if table.step is Step.REVEAL:
            # Translators: Duplicate: the round is over and its plays are shown
            heading = _("The round is over")
        elif ring:
            heading = round_clock_title()
        else:
            # Translators: Duplicate without a clock: the round ends when everyone has played
            heading = _("No clock: the round ends when everyone has played")
        parts = [(heading, 0, False, theme.palette.text_dim), (self._preview_line(), 2, True, theme.palette.accent),
                 (self._hint_line(), 0, False, theme.palette.highlight)]
        # the ring grows with the Text size setting, its seconds sized to it (they ran past its
        # sides, enlarged on their own), where the words beside it still fit the box
        least = max(12, min(area.h // 2 - 10, 44))
        radius = max(12, min(area.h // 2 - 10, round(44 * theme.text_factor)))
        while True:
            x = area.x + (2 * radius + 28 if ring else 14)
            blocks, fits = self._clock_words(parts, area.right - x - 10, area.h - 20)
            if fits or radius <= least:
                break
            radius = max(least, radius - 4)
        if ring:
            clock_view.draw_ring(surface, theme, (area.x + radius + 14, area.centery), radius, table.clock,
                                 scene.pulse, fitted=True)
        y = area.y + 10
        for block in blocks:
            for row, row_size, bold, colour, step in block:
                theme.text(surface, row, row_size, (x, y), colour, bold=bold)
                y += step
            y += 4  # a little air between the heading, the line and the hint

    def _clock_words(self, parts: list[tuple[str, int, bool, Color]], room: int, tall: int
                     ) -> tuple[list[list[tuple[str, int, bool, Color, int]]], bool]:
        """The clock box's lines ``room`` pixels wide, and whether they fit ``tall`` pixels.

        Every line is wrapped whole, never cut: Portuguese's "Coloque sua jogada ou passe a vez"
        is wider than the box beside the ring.  Where the wrapped lines are taller than the box
        the letters get smaller, down to a floor, so the sentence stays whole."""
        theme = self.scene.theme
        size = self.scene.layout.font
        while True:
            # each row stands as tall as its font draws it (the Text size setting's, Chinese taller)
            blocks = [[(row, size + grow, bold, colour, theme.font_for(row, size + grow, bold).get_linesize())
                       for row in wrap_text(theme.font_for(text, size + grow, bold), text, room)]
                      for text, grow, bold, colour in parts if text]
            height = sum(row[4] for block in blocks for row in block) + 4 * (len(blocks) - 1)
            if height <= tall or size <= CLOCK_FONT_FLOOR:
                return blocks, height <= tall
            size -= 1

    def _preview_line(self) -> str:
        scene = self.scene
        table = scene.table
        assert table is not None
        if table.step is Step.TURN and table.model is not None and table.at_tv is not None:
            play = table.model.to_play()
            if play is None:
                # Translators: Duplicate: the person at the TV has placed nothing yet
                return _("Place your play, or pass")
            return game_seam.preview_line(scene.game, table.at_tv, play)
        if table.step is Step.WAITING and table.phones_out:
            # Translators: Duplicate: everyone at the TV has played; some phones have not handed a play in
            return _("Waiting for the phones…")
        if table.step is Step.WAITING:
            # Translators: Duplicate: everyone at the TV has played; the computers are still looking
            return _("Waiting for the computers…")
        top = table.result.top if table.step is Step.REVEAL and table.result is not None else None
        if top is not None:
            # Translators: Duplicate: the round's top play, the one the board gets, and its score
            return _("Top play: {points} points").format(points=top.points)
        return ""

    def _hint_line(self) -> str:
        table = self.scene.table
        if table is None or table.step is not Step.TURN:
            return ""
        if table.hint_waiting:
            return _("Looking for a hint…")
        if table.hint_level:
            return hint_text(table.hint, duplicate=True)
        if table.no_play_notice:  # a child's seat, told without asking (it costs no hint)
            return no_play_text(duplicate=True)
        return ""

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        scene = self.scene
        table = scene.table
        assert table is not None
        turn = table.step is Step.TURN
        for key in ("play", "pass"):
            button = scene.buttons[key]
            button.enabled = turn
            button.draw(surface, scene.theme)
        hint = scene.buttons["hint"]
        hint.enabled = False  # a seat without hints sees no Hint button, and a press there does nothing
        if turn and table.at_tv is not None and game_seam.hints_in_play(scene.game, table.at_tv):
            hint.enabled = not table.hint_waiting
            hint.draw(surface, scene.theme)
        scene.buttons["menu"].draw(surface, scene.theme)

    def _draw_handoff(self, surface: pygame.Surface) -> None:
        scene = self.scene
        table = scene.table
        assert table is not None and table.at_tv is not None
        theme = scene.theme
        card = self.handoff_rect()
        seat = table.at_tv
        lines = [
            # Translators: Duplicate's hand-off card: the rack is shared, each play is private
            _("Everyone plays the same rack this round; only your play is yours."),
            # Translators: Duplicate's hand-off card: the others look away while this person plays
            _("The others look away while you place your tiles."),
        ]
        handoff_view.draw_handoff(surface, theme, card, scene.seats[seat].name, seat_colour(seat), lines,
                                  bottom=scene.reveal_button.rect.top)
        scene.reveal_button.draw(surface, theme)

    def _draw_end_card(self, surface: pygame.Surface) -> None:
        scene = self.scene
        theme = scene.theme
        handoff_view.draw_curtain(surface)
        rect = self.end_card_rect()
        theme.panel(surface, rect, alpha=250)
        font = scene.layout.font
        y = rect.y + 20
        for title in self.end_card_titles(rect.w):
            theme.text(surface, title, font + 8, (rect.centerx, y), theme.palette.accent, bold=True, anchor="midtop")
            y += theme.font(font + 8, True).get_linesize()
        y += 8
        for row in self.end_card_lines(rect.w):
            theme.text(surface, row, font, (rect.centerx, y), theme.palette.text_dim, anchor="midtop")
            y += theme.font(font).get_linesize()
        scene.place_end_card()  # the phones' server may have come since the last layout
        for button in (scene.keep_button, scene.save_button, scene.end_button):
            button.draw(surface, theme)
