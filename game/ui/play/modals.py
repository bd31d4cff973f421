"""The cards that open over the board during play: the hand-off, the challenge, the
blank's letter picker and the Pass / blank-swap confirmations.

:class:`PlayModals` says which card is open and with which buttons (from the
turn flow's stage), where the cards and the note under the board sit, and
turns a press on an open card into the flow's move.  ``cards`` lays the cards
out and ``input`` reads a press as one of their actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules.game import Game, Phase
from game.rules.move import TilePlay
from game.ui.dialog_keys import DialogFocus, DialogKey
from game.ui.play.cards import (
    ModalButton,
    challenge_button_height,
    challenge_buttons,
    challenge_card,
    challenge_card_width,
    confirm_buttons,
    confirm_card,
    handoff_buttons,
    picker_buttons,
    picker_card,
)
from game.ui.play.effects import note_rect
from game.ui.play.input import (
    PAD_BACK,
    OpenCard,
    card_action,
    pad_button,
    pad_direction,
    picker_step,
)
from game.ui.play.log import challenge_terms
from game.ui.play.turn_state import Action
from game.ui.views.card_view import challenge_body_height, challenge_columns
from game.ui.views.marked_text import blank_marks

if TYPE_CHECKING:
    from game.ui.play.screen import PlayScreen


class PlayModals:
    """``PlayModals(scene)``: the cards open over ``scene``'s board (see the module)."""

    def __init__(self, scene: PlayScreen) -> None:
        self.scene = scene
        self.picker_focus = 0  # the blank picker's letter chosen with the d-pad or the arrows
        # the button Enter presses on the open card (arrows and Tab move it); a card
        # opens with it on its bright button
        self.keys = DialogFocus()
        self._card_seen: tuple[object, ...] = ()

    # ================================================================ which card, where
    def _card(self) -> tuple[object, ...]:
        """Which card is open, and for which move: a new one gets its focus afresh."""
        scene = self.scene
        model = scene.model
        return (scene.stage, len(scene.game.history), scene.flow.confirm_pass, scene.flow.confirm_swap,
                model is not None and model.pending_blank is not None)

    def buttons(self) -> list[ModalButton]:
        """Buttons of whatever card is open, laid out for the current window, the one
        in keyboard focus marked (and the one Esc presses)."""
        out = self._laid_out()
        card = self._card()
        if card != self._card_seen:
            self._card_seen = card
            self.keys.focus = next((k for k, b in enumerate(out) if b.primary), 0)
        self.keys.clamp(len(out))
        cancel = self._cancel()
        picking = self._picking()
        for k, b in enumerate(out):
            if not picking:
                b.focused = k == self.keys.focus
            b.escape_key = cancel is not None and b.action == cancel
        return out

    def _picking(self) -> bool:
        scene = self.scene
        return scene.flow.allows(Action.PLACE) and scene.model is not None and scene.model.pending_blank is not None

    def _laid_out(self) -> list[ModalButton]:
        scene = self.scene
        g = scene.game
        board = scene.board_view.rect
        if scene.flow.allows(Action.SHOW_RACK):
            return handoff_buttons(board, g.current_player.name, g.teams[g.current].names if g.teams else (),
                                   scene.theme.text_factor, scene.theme, scene.layout.size[1])
        if scene.flow.allows(Action.NO_CHALLENGE):
            asked = scene.flow.challengers(still_asked=True)
            choices = self._challenge_choices()
            box = self.challenge_card()
            columns = challenge_columns(scene.theme, box.w)
            out = challenge_buttons(board, box, choices, scene.theme.text_factor, columns,
                                    self._challenge_button_height(box.w))
            for b in out:
                b.enabled = not b.action.startswith("challenge:") or int(b.action.split(":")[1]) in asked
            return out
        if not scene.flow.allows(Action.PLACE) or scene.model is None:
            return []
        if scene.model.pending_blank is not None:
            return picker_buttons(board, self.picker_focus)
        if scene.flow.confirm_pass or scene.flow.confirm_swap is not None:
            return confirm_buttons(board, self.confirm_card(), swap=scene.flow.confirm_swap is not None,
                                   grow=scene.theme.text_factor)
        return []

    def _challenge_choices(self) -> list[tuple[str, str]]:
        """The challenge card's buttons as (label, action): one for each player who may
        challenge, then No challenge (Accept the play at the game's end)."""
        scene = self.scene
        g = scene.game
        # a player who let the play stand on their phone has answered: their button says so, and rests
        asked = scene.flow.challengers(still_asked=True)
        choices = [(challenge_label(g, i) if i in asked else answered_label(g.players[i].name), f"challenge:{i}")
                   for i in scene.flow.challengers()]
        if g.phase is Phase.FINAL_CHALLENGE:
            choices.append((_("Accept the play"), "accept"))
        else:
            choices.append((_("No challenge"), "continue"))
        return choices

    def _challenge_button_height(self, card_w: int) -> int:
        scene = self.scene
        return challenge_button_height(scene.board_view.rect, scene.theme,
                                       [label for label, _action in self._challenge_choices()], card_w,
                                       challenge_columns(scene.theme, card_w))

    def challenge_card(self) -> pygame.Rect:
        # keep the challenged word in view: the card sits in the half of the board away from it
        scene = self.scene
        record = scene.game.last_play
        rows = [p.row for p in record.move.placements] if record is not None and isinstance(
            record.move, TilePlay) else []
        view = scene.board_view
        headings = scene.words.challenge_headings()
        return challenge_card(view.rect, view.grid, view.cell, rows, scene.theme, challenge_terms(scene.game),
                              scene.layout.font, headings[0] if headings else "",
                              len(scene.flow.challengers()) + 1, self._challenge_floor(),
                              self._challenge_button_height(challenge_card_width(view.rect)))

    def note_area(self) -> pygame.Rect:
        """The note sits along the bottom of this: the board, or with the challenge or the
        hand-off card open the window, over the hidden rack, so the card may reach below the
        board and the note stays clear of the card's button.  Where the
        rack's tray says something (a player on their phone) the note keeps above the tray,
        so the two never cover each other."""
        scene = self.scene
        board = scene.board_view.rect
        if scene.flow.allows(Action.SHOW_RACK):  # the hidden rack's tray says whose tiles they are
            return pygame.Rect(board.x, board.y, board.w, max(board.h, scene.layout.rack.top - board.y))
        if scene.flow.allows(Action.NO_CHALLENGE):
            bottom = scene.layout.rack.top if scene.words.tray_line() is not None else scene.layout.size[1]
            return pygame.Rect(board.x, board.y, board.w, max(board.h, bottom - board.y))
        return board

    def _challenge_floor(self) -> int:
        """How far down the challenge card may reach: to the note, if there is one to show
        and the card fits above it (else over it: :meth:`note_covered`)."""
        scene = self.scene
        bottom = scene.layout.size[1] - scene.layout.margin
        if not scene.message or self.note_covered():
            return bottom
        return min(bottom, self._note_top())

    def _note_top(self) -> int:
        scene = self.scene
        return note_rect(scene.theme, self.note_area(), scene.layout.font, scene.message,
                         blank_marks(scene.message, scene.words.latest_play())).top - 6

    def note_covered(self) -> bool:
        """The challenge card needs the room of the note too (big text in a small window, three
        challengers): it reaches over it, and the note, which says what the card's heading
        says, is not drawn while the card is open."""
        scene = self.scene
        if not scene.message or not scene.flow.allows(Action.NO_CHALLENGE):
            return False
        view = scene.board_view
        width = challenge_card_width(view.rect)
        headings = scene.words.challenge_headings()
        needed = challenge_body_height(scene.theme, challenge_terms(scene.game), scene.layout.font, width,
                                       self._challenge_button_height(width), headings[0] if headings else "",
                                       len(scene.flow.challengers()) + 1)
        return needed > max(view.rect.h - 20, self._note_top() - (view.rect.y + 10))

    def confirm_card(self) -> pygame.Rect:
        scene = self.scene
        return confirm_card(scene.board_view.rect, scene.board_view.grid, scene.flow.confirm_swap)

    # ================================================================ presses on a card
    def _cancel(self) -> str | None:
        """The action that closes the open card without doing anything, if it has one."""
        scene = self.scene
        if not scene.flow.allows(Action.PLACE) or scene.model is None:
            return None
        if scene.model.pending_blank is not None:
            return "blank-cancel"
        if scene.flow.confirm_swap is not None:
            return "swap-no"
        if scene.flow.confirm_pass:
            return "pass-no"
        return None

    def handle_event(self, event: pygame.event.Event, buttons: list[ModalButton]) -> None:
        scene = self.scene
        picking = self._picking()
        if picking:
            focus = picker_step(event, self.picker_focus)
            if focus is not None:
                self.picker_focus = focus
                return
        elif buttons and self._moves_focus(event, len(buttons)):
            scene.sound("click")
            return
        cancel = self._cancel()
        if self._asks_for_menu(event, buttons, cancel):
            scene.controls.press("menu")
            return
        lone = None
        if scene.flow.allows(Action.NO_CHALLENGE):
            challengers = scene.flow.challengers(still_asked=True)
            lone = challengers[0] if len(challengers) == 1 else None
        card = OpenCard(
            buttons=buttons,
            rect=picker_card(scene.board_view.rect) if picking else self.confirm_card(),
            cancel=cancel,
            picking=picking,
            picker_focus=self.picker_focus,
            confirm_pass=scene.flow.confirm_pass,
            lone_challenger=lone,
            focus=self.keys.focus,
        )
        action = card_action(event, card)
        if action is not None:
            self.act(action)

    def _moves_focus(self, event: pygame.event.Event, count: int) -> bool:
        """An arrow, Tab or d-pad press moves the focus along the card's buttons."""
        if self.keys.read(event, count) is DialogKey.MOVED:
            return True
        step = pad_direction(event)
        if step is not None and (step[0] or step[1]):
            self.keys.focus = (self.keys.focus + (step[0] or step[1])) % count
            return True
        return False

    def _asks_for_menu(self, event: pygame.event.Event, buttons: list[ModalButton], cancel: str | None) -> bool:
        """The Menu button, or Escape / the pad's Back on a card that has nothing to cancel
        (the hand-off, a challenge): the menu opens without revealing a rack."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            on_card = any(b.rect.collidepoint(event.pos) for b in buttons)
            return not on_card and self.scene.buttons["menu"].rect.collidepoint(event.pos)
        if cancel is not None:
            return False
        if event.type == pygame.KEYDOWN:
            return bool(event.key == pygame.K_ESCAPE)
        return pad_button(event) == PAD_BACK

    def act(self, action: str) -> None:
        """Do what the open card's ``action`` button says."""
        scene = self.scene
        flow = scene.flow
        model = scene.model
        if action == "reveal":
            scene.reveal()
        elif action == "continue":
            scene.sound("click")
            flow.start_turn()
        elif action == "accept":
            flow.accept_final()
        elif action.startswith("challenge:"):
            flow.challenge(int(action.split(":")[1]))
        elif action.startswith("blank:") and model is not None:
            model.choose_blank_letter(action.split(":")[1])
            scene.sound("place")
        elif action == "blank-cancel" and model is not None:
            model.cancel_blank()
        elif action == "pass-yes":
            flow.pass_turn()
        elif action == "pass-no":
            flow.confirm_pass = False
        elif action == "swap-yes":
            flow.swap_blank()
        elif action == "swap-no":
            flow.confirm_swap = None


def challenge_label(game: Game, player: int) -> str:
    """The challenge card's button of a player who may challenge: "Ben challenges", and
    for a team of two, who are two people, "Ben & Dev challenge"."""
    name = game.players[player].name
    if game.teams:
        # Translators: the TV's challenge card's button for a team of two, {team} both partners' names
        # ("Ben & Dev"), who challenge the play together
        return _("{team} challenge").format(team=name)
    return _("{name} challenges").format(name=name)


def answered_label(name: str) -> str:
    """The challenge card's button of a player who let the play stand on their phone."""
    # Translators: on the TV's challenge card, in place of "{name} challenges", once {name} has
    # answered No challenge (or Accept the play) on their phone; the card waits for the others
    return _("{name}: no challenge").format(name=name)
