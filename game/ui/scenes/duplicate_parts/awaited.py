"""The card that names the phone a Duplicate round without a clock still waits for
(README, "Duplicate on the phones").

Everyone else has played, and one seat's phone has not handed a play in: it may be
lost, flat or asleep, or its player still thinking.  A table would not wait for ever,
so the card says whose phone is awaited ("Waiting for Ana's phone", or that it is
disconnected) and offers what a table would do: "Play Ana on the TV" (Enter: the
seat comes to the TV behind the hand-off card) or "Ana passes this round".  The
round goes on waiting meanwhile, and a play that comes from the phone closes the
card.  The card names the seat only: nothing of any play handed in is shown.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.ui.play.cards import card
from game.ui.text_wrap import wrap_text
from game.ui.theme import seat_colour
from game.ui.views import handoff_view
from game.ui.widgets import Button, ButtonBar
from game.words.phone_seats import awaited_phone_line, passes_this_round_label, play_on_tv_label

from .painter import whole_labels

if TYPE_CHECKING:
    from game.ui.scenes.duplicate import DuplicateScene

#: the card's buttons' height
BUTTON_H = 48


class AwaitedCard:
    """``AwaitedCard(scene)``: over the board while :meth:`.phones.RoundPhones.awaited`
    names a seat; its buttons are made again when that seat changes."""

    def __init__(self, scene: DuplicateScene) -> None:
        self.scene = scene
        self.seat: int | None = None
        self.bar = ButtonBar([])

    def update(self) -> None:
        """Follow the seat awaited now (none: the card is down)."""
        seat = None if self.scene.ending else self.scene.phones.awaited()
        if seat == self.seat:
            return
        self.seat = seat
        if seat is None:
            self.bar = ButtonBar([])
            return
        name = self.scene.seats[seat].name
        self.bar = ButtonBar([
            Button(play_on_tv_label(name), lambda: self._to_tv(seat), primary=True),
            Button(passes_this_round_label(name), lambda: self._pass(seat)),
        ])
        self.place()

    @property
    def showing(self) -> bool:
        return self.seat is not None

    def _to_tv(self, seat: int) -> None:
        self.scene.click()
        self.scene.phones.set_on_phone(seat, False)
        self.update()

    def _pass(self, seat: int) -> None:
        self.scene.click()
        self.scene.phones.pass_for(seat)
        self.update()

    def title(self) -> str:
        seat = self.seat
        if seat is None:
            return ""
        return awaited_phone_line(self.scene.seats[seat].name, seat in self.scene.phones.connected())

    def line(self) -> str:
        table = self.scene.table
        others = len(table.phones_out) - 1 if table is not None else 0
        if others > 0:
            # Translators: Duplicate's card naming the first phone the round still waits for, under its
            # title, when other phones have not played either; {count} is how many others (1 to 3)
            return ngettext("{count} other phone has not played either. The round waits for the phones, "
                            "or the table goes on without them, one by one.",
                            "{count} other phones have not played either. The round waits for the phones, "
                            "or the table goes on without them, one by one.", others).format(count=others)
        # Translators: Duplicate's card naming the phone the round still waits for, under its title
        return _("Everyone else has played. The round waits for this phone, or the table goes on without it.")

    def rect(self) -> pygame.Rect:
        board = self.scene.layout.board_frame
        return card(board, board.w * 17 // 20, 0)

    def _lines(self, width: int) -> list[str]:
        theme, font = self.scene.theme, self.scene.layout.font
        return wrap_text(theme.font_for(self.line(), font), self.line(), width)

    def _titles(self, width: int) -> list[str]:
        """The title, wrapped whole ("Waiting for Bartholomew the Grea's phone" with big text)."""
        theme, font = self.scene.theme, self.scene.layout.font
        return wrap_text(theme.font_for(self.title(), font + 8, True), self.title(), width)

    def _button_size(self) -> tuple[int, int]:
        """The buttons' height and their labels' size: taller where a long name's label
        takes two lines rather than be cut."""
        rect = self.rect()
        labels = [button.label for button in self.bar.buttons]
        return whole_labels(self.scene.theme, labels, min(rect.w - 40, 520), BUTTON_H)

    def card_rect(self) -> pygame.Rect:
        """The card, as tall as its title, its wrapped line and its two buttons, each line
        as tall as the Text size setting draws it; taller than the board, it reaches over
        the window's margins."""
        theme, font = self.scene.theme, self.scene.layout.font
        rect = self.rect()
        titles = self._titles(rect.w - 32)
        lines = self._lines(rect.w - 40)
        button_h = self._button_size()[0]
        height = (24 + sum(theme.font_for(t, font + 8, True).get_linesize() for t in titles) + 10
                  + len(lines) * theme.font(font).get_linesize() + 16 + 2 * button_h + 10 + 18)
        board = self.scene.layout.board_frame
        box = card(board, rect.w, height)
        if box.h < height:
            window = pygame.Rect((0, 0), self.scene.layout.size).inflate(-16, -16)
            box = pygame.Rect(0, 0, box.w, min(height, window.h))
            box.center = board.center
            box.clamp_ip(window)
        return box

    def place(self) -> None:
        rect = self.card_rect()
        width = min(rect.w - 40, 520)
        height, size = self._button_size()
        for k, button in enumerate(self.bar.buttons):
            button.rect = pygame.Rect(0, 0, width, height)
            button.rect.midbottom = (rect.centerx, rect.bottom - 18 - (1 - k) * (height + 10))
            button.label_size = size if height > BUTTON_H else None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Its buttons' clicks and keys (Enter plays the seat on the TV); True when taken."""
        if self.seat is None:
            return False
        return self.bar.handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        seat = self.seat
        if seat is None:
            return
        scene = self.scene
        theme, font = scene.theme, scene.layout.font
        self.place()
        rect = self.card_rect()
        handoff_view.draw_curtain(surface, 120, scene.layout.board_frame)
        theme.panel(surface, rect, alpha=250)
        pygame.draw.rect(surface, seat_colour(seat), rect, 3, border_radius=10)
        colour = theme.palette.accent if seat in scene.phones.connected() else theme.palette.bad
        y = rect.y + 24
        for title in self._titles(rect.w - 32):
            theme.text(surface, title, font + 8, (rect.centerx, y), colour, bold=True, anchor="midtop")
            y += theme.font_for(title, font + 8, True).get_linesize()
        y += 10
        for row in self._lines(rect.w - 40):
            theme.text(surface, row, font, (rect.centerx, y), theme.palette.text_dim, anchor="midtop")
            y += theme.font(font).get_linesize()
        self.bar.draw(surface, theme)

    def button_rects(self) -> list[pygame.Rect]:
        return [button.rect for button in self.bar.buttons] if self.seat is not None else []
