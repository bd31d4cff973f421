"""The play scene's controls: the turn buttons and every press, click, key and pad
button made on the scene, turned into calls on the turn flow.

:class:`PlayControls` owns the buttons (Play, Swap, Pass, Hint, Undo, Menu,
Shuffle, Recall) and routes an event: to the open card (``modals``), to the
turn in progress (``input`` reads clicks, drags, keys and the pad), or to a
button.  While an animation runs a press only finishes it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import pgettext
from game.ui.play.input import (
    PRESSES,
    TurnActions,
    is_pause_key,
    turn_click,
    turn_drop,
    turn_key,
    turn_pad,
)
from game.ui.play.model import Square
from game.ui.play.refusals import hints_in_play, play_ready
from game.ui.play.stage import Stage
from game.ui.play.turn_state import Action
from game.ui.views.move_log_view import max_scroll
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.ui.play.screen import PlayScreen

CANCEL_GUARD = 0.5  # seconds: a double click on Swap must not leave swap mode again


def button_labels() -> dict[str, str]:
    """The turn buttons' labels in the language in use, by the action they press."""
    return {
        "play": pgettext("button", "Play"),
        "exchange": pgettext("button", "Swap"),
        "pass": pgettext("button", "Pass"),
        "hint": pgettext("button", "Hint"),
        "undo": pgettext("button", "Undo"),
        "menu": pgettext("button", "Menu"),
        "shuffle": pgettext("button", "Shuffle"),
        "recall": pgettext("button", "Recall"),
    }


class PlayControls:
    """``PlayControls(scene)``: the buttons of ``scene`` and its input (see the module)."""

    def __init__(self, scene: PlayScreen) -> None:
        self.scene = scene
        self.buttons = {key: Button(label, self._presser(key), primary=key == "play")
                        for key, label in button_labels().items()}
        flow = scene.flow
        self.actions = TurnActions(
            press=self.press, submit=flow.submit, ask_swap=self._ask_swap, swappable=flow.swappable,
            open_menu=scene.open_menu, arm_focus=self._arm_focus, sound=scene.sound,
            complain=lambda text: scene.say(text, bad=True),
        )

    def _presser(self, key: str) -> Callable[[], None]:
        return lambda: self.press(key)

    def place_buttons(self) -> None:
        layout = self.scene.layout
        for key, rect in zip(("play", "exchange", "pass", "hint", "undo", "menu"), layout.actions):
            self.buttons[key].rect = rect
        self.buttons["shuffle"].rect = layout.rack_left_buttons
        self.buttons["recall"].rect = layout.rack_right_buttons

    # ================================================================ events
    def handle_event(self, event: pygame.event.Event) -> None:
        scene = self.scene
        scene.quiet_for = 0.0
        if event.type == pygame.VIDEORESIZE:
            scene.resize((event.w, event.h))
            return
        if scene.demo:
            if event.type in PRESSES:
                self._leave_demo()
            return
        if event.type == pygame.MOUSEMOTION:
            scene.tags_armed = True
            for button in self.buttons.values():
                button.hover = button.rect.collidepoint(event.pos)
            if scene.drag is not None:
                scene.drag.follow(event.pos)
            return
        if event.type == pygame.MOUSEWHEEL:
            # the log is the only thing that scrolls, so the wheel works anywhere
            layout = scene.layout
            top = max_scroll(scene.theme, layout.log, scene.words.move_log().lines, layout.font,
                             scene.words.log_note())
            scene.log_scroll = max(0, min(top, scene.log_scroll + event.y))
            return
        if scene.meanings.handle_event(event):  # a word's meaning card: opened, stepped or closed
            return
        if scene.stage is Stage.ANIMATING:
            if event.type in PRESSES:
                # Input during an animation finishes it; the press itself is not acted on.
                scene.animator.finish_all()
            return
        word_in_progress = scene.flow.allows(Action.PLACE) and scene.model is not None and scene.model.cursor is not None
        if event.type == pygame.KEYDOWN and is_pause_key(event, word_in_progress):
            scene.open_menu()
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if scene.drag is not None:
                self._drop(event.pos)
            return
        if self._asks_for_unseen(event):
            scene.toggle_unseen()
            return
        modal = scene.modals.buttons()
        if modal:
            scene.modals.handle_event(event, modal)
            return
        if scene.flow.allows(Action.PLACE) and scene.flow.on_phone(scene.game.current):
            # the turn is played on the phone: the TV's board and keys wait; the buttons
            # still answer (the menu, Undo), each saying why when it cannot
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                for key, button in self.buttons.items():
                    if button.rect.collidepoint(event.pos):
                        self.press(key)
                        return
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                scene.open_menu()  # as Esc does on a turn at the TV with nothing on the board
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type in (pygame.JOYHATMOTION, pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN):
            self._gamepad(event)

    def _leave_demo(self) -> None:
        self.scene.ctx.stack.replace(self.scene.ctx.scenes.menu())

    def _asks_for_unseen(self, event: pygame.event.Event) -> bool:
        """A click on the bag (or on the open panel), or Ctrl+U: cards leave both in view."""
        scene = self.scene
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return bool(scene.layout.bag.collidepoint(event.pos)
                        or (scene.unseen_open and scene.layout.log.collidepoint(event.pos)))
        return event.type == pygame.KEYDOWN and event.key == pygame.K_u and bool(event.mod & pygame.KMOD_CTRL)

    # ================================================================ buttons
    def press(self, key: str) -> None:
        scene = self.scene
        flow = scene.flow
        enabled, why = flow.button_state(key)
        if not enabled:
            scene.sound("invalid")
            if self.buttons[key].hover:
                scene.tags_armed = True
                # the button's own tag under the pointer gives the reason; an older note would
                # only compete with it
                scene.message_time = 0.0
            else:
                scene.say(why, bad=True)  # pressed from the keys: the pointer may be anywhere
            return
        if key == "exchange" and flow.exchange_mode and scene.cancel_guard > 0:
            return  # the second click of a double click on Swap: Cancel has only just taken its place
        scene.sound("click")
        model = scene.model
        if key == "menu":
            scene.open_menu()
        elif key == "play":
            if flow.exchange_mode:
                flow.exchange()
            else:
                flow.submit()
        elif key == "exchange" and model is not None:
            if flow.toggle_exchange():
                scene.message_time = 0.0  # the preview panel explains swapping; an old note would compete
                scene.cancel_guard = CANCEL_GUARD
        elif key == "pass":
            flow.confirm_pass = True
        elif key == "hint":
            flow.hint()
        elif key == "undo":
            if flow.undo():
                scene.shown_scores = [float(p.score) for p in scene.game.players]
        elif key == "shuffle" and model is not None:
            model.shuffle(flow.rng)
            scene.sound("shuffle")
        elif key == "recall" and model is not None:
            model.recall()

    # ================================================================ mouse, keys, pad
    def _click(self, pos: tuple[int, int]) -> None:
        scene = self.scene
        for button in self.buttons.values():
            # a touch, or a click with no motion before it, still moves the pointer here
            button.hover = button.rect.collidepoint(pos)
        for key, button in self.buttons.items():
            if button.rect.collidepoint(pos):
                self.press(key)
                return
        if scene.flow.allows(Action.PLACE) and scene.model is not None:
            drag = turn_click(pos, scene.model, scene.flow.exchange_mode, scene.layout, scene.board_view,
                              scene.game.board, self.actions)
            if drag is not None:
                scene.drag = drag

    def _drop(self, pos: tuple[int, int]) -> None:
        scene = self.scene
        drag, scene.drag = scene.drag, None
        if drag is not None and scene.model is not None and scene.flow.allows(Action.PLACE):
            turn_drop(drag, pos, scene.model, scene.layout, scene.board_view, scene.game.board, self.actions)

    def _key(self, event: pygame.event.Event) -> None:
        scene = self.scene
        if scene.flow.allows(Action.SHOW_RACK):
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                scene.reveal()
            return
        if scene.flow.allows(Action.PLACE) and scene.model is not None:
            turn_key(event, scene.model, scene.flow.exchange_mode, scene.focus_armed, self.actions)
        elif scene.stage is Stage.THINKING and event.key == pygame.K_ESCAPE:
            scene.open_menu()  # a computer's turn: nothing of the TV's to take back first

    def _gamepad(self, event: pygame.event.Event) -> None:
        """Raw gamepad events: any button reveals a hand-off; on a turn, see :func:`turn_pad`."""
        scene = self.scene
        if scene.flow.allows(Action.SHOW_RACK):
            if event.type != pygame.JOYHATMOTION:
                scene.reveal()
            return
        if scene.flow.allows(Action.PLACE) and scene.model is not None:
            turn_pad(event, scene.model, scene.flow.exchange_mode, self.actions)

    def _arm_focus(self, armed: bool) -> None:
        self.scene.focus_armed = armed

    def _ask_swap(self, square: Square) -> None:
        self.scene.flow.ask_swap(square)
        self.scene.sound("click")

    def relabel(self) -> None:
        """The labels that follow the turn: Swap {n} and Cancel in swap mode, the hints left;
        Play looks ready only when pressing it makes a move."""
        scene = self.scene
        b = self.buttons
        if scene.flow.exchange_mode and scene.model is not None:
            n = len(scene.model.selected)
            b["play"].label = pgettext("button", "Swap {n}").format(n=n) if n else pgettext("button", "Swap")
            b["exchange"].label = pgettext("button", "Cancel")
        else:
            b["play"].label = pgettext("button", "Play")
            b["exchange"].label = pgettext("button", "Swap")
        # bright only when pressing it makes a move; it still answers, to say what is wrong
        b["play"].primary = play_ready(scene.flow)
        game = scene.game
        # the count is the hints of whoever's rack is face up; while a play may be
        # challenged the rules' current player is the next one, maybe a computer
        owner = scene.flow.rack_owner()
        left = game.hints_left(owner) if owner is not None else None
        if left is None or owner is None or not hints_in_play(scene.game, owner):
            b["hint"].label = pgettext("button", "Hint")
        else:
            # Translators: the Hint button with the hints left: "Hint (3)"
            b["hint"].label = pgettext("button", "Hint ({left})").format(left=left)
