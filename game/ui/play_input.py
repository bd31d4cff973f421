"""Reading the play scene's input: gamepad buttons and d-pad, the keys that
stand for buttons, tile drags, and where on the rack a press or a drop lands.

Pure helpers over events, the layout and the turn model; the scene decides
what each one does to the turn.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .play_layout import PlayLayout
from .play_model import Square, TurnModel

DRAG_THRESHOLD = 6  # pixels before a press on a tile becomes a drag
# Gamepad buttons in SDL's joystick numbering (an Xbox-style pad); controller
# events are mapped onto the same numbers.
PAD_A, PAD_B, PAD_X, PAD_Y, PAD_LB, PAD_RB, PAD_BACK, PAD_START = range(8)
PAD_DPAD = {11: (-1, 0), 12: (1, 0), 13: (0, -1), 14: (0, 1)}
CONTROLLER_TO_PAD = {
    pygame.CONTROLLER_BUTTON_A: PAD_A, pygame.CONTROLLER_BUTTON_B: PAD_B,
    pygame.CONTROLLER_BUTTON_X: PAD_X, pygame.CONTROLLER_BUTTON_Y: PAD_Y,
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: PAD_LB, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: PAD_RB,
    pygame.CONTROLLER_BUTTON_BACK: PAD_BACK, pygame.CONTROLLER_BUTTON_START: PAD_START,
    pygame.CONTROLLER_BUTTON_DPAD_UP: 11, pygame.CONTROLLER_BUTTON_DPAD_DOWN: 12,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: 13, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: 14,
}
# Letters type tiles, so the buttons answer to Ctrl+letter from the keyboard.
CTRL_KEYS = {
    pygame.K_n: "pass", pygame.K_s: "exchange", pygame.K_h: "hint", pygame.K_z: "undo",
    pygame.K_r: "shuffle", pygame.K_m: "menu",
}
#: arrow keys as (rows, columns) on the board
ARROW_STEPS = {pygame.K_LEFT: (0, -1), pygame.K_RIGHT: (0, 1), pygame.K_UP: (-1, 0), pygame.K_DOWN: (1, 0)}
#: presses that, during an animation, finish it (and are not acted on) or leave a demo
PRESSES = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.JOYBUTTONDOWN, pygame.CONTROLLERBUTTONDOWN)


@dataclass
class Drag:
    """A tile held by the pointer, from the rack or from a square it was put on this turn."""

    tile_id: int
    letter: str
    from_square: Square | None
    start: tuple[int, int]
    pos: tuple[int, int]
    moved: bool = False  # a press that never moved is a click

    def follow(self, pos: tuple[int, int]) -> None:
        self.pos = pos
        if abs(pos[0] - self.start[0]) + abs(pos[1] - self.start[1]) >= DRAG_THRESHOLD:
            self.moved = True


def pad_button(event: pygame.event.Event) -> int | None:
    """A gamepad button press in joystick numbering (controller buttons mapped onto it)."""
    if event.type == pygame.JOYBUTTONDOWN:
        return int(event.button)
    if event.type == pygame.CONTROLLERBUTTONDOWN:
        return CONTROLLER_TO_PAD.get(event.button)
    return None


def pad_direction(event: pygame.event.Event) -> tuple[int, int] | None:
    """A d-pad press as (rows, columns) on the board, or None."""
    if event.type == pygame.JOYHATMOTION:
        x, y = event.value
        return (-y, x) if x or y else None
    button = pad_button(event)
    return PAD_DPAD.get(button) if button is not None else None


def is_pause_key(event: pygame.event.Event, typing: bool) -> bool:
    """Whether a key press opens the pause menu; ``typing``: a word is being typed on the board."""
    if event.key in (pygame.K_PAUSE, pygame.K_F1):
        return True
    if event.key == pygame.K_p:
        # P is also a letter: while a word is being typed only Ctrl+P pauses.
        return bool(event.mod & pygame.KMOD_CTRL) or not typing
    return False


def rack_slot_at(layout: PlayLayout, count: int, pos: tuple[int, int]) -> int | None:
    """The rack slot (of ``count``) under ``pos``, if any."""
    for i in range(count):
        if layout.rack_slot(i, count).collidepoint(pos):
            return i
    return None


def drop_slot(layout: PlayLayout, order: list[int], x: int, tile_id: int, count_without: int) -> int:
    """The rack position a tile dropped at ``x`` takes, counted with the tile itself removed."""
    slot = layout.rack_index_at(x, count_without + 1)
    if tile_id in order and slot > order.index(tile_id):
        # move_in_rack counts positions with the tile still in place
        slot += 1
    return slot


def swap_pick(model: TurnModel, letter: str) -> int | None:
    """Exchange by keyboard: the rack tile a typed letter chooses (again: lets it go), if any."""
    free = [i for i in model.order if model.tile(i) == letter and i not in model.selected]
    chosen = [i for i in model.order if model.tile(i) == letter and i in model.selected]
    if free:
        return free[0]
    if chosen:
        return chosen[-1]
    return None
