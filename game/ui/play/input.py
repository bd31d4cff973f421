"""Reading the play scene's input: gamepad buttons and d-pad, the keys that
stand for buttons, tile drags, and where on the rack a press or a drop lands.

While a card is open, a press becomes the name of one of its actions.
Clicks, drops, key presses and gamepad buttons on a player's turn edit the turn model
directly; anything beyond it (playing, swapping, the menu, sounds) goes
through the scene's :class:`TurnActions`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.rules.board import Board
from game.rules.tiles import LETTERS
from game.ui.play.cards import PICKER_COLUMNS, ModalButton
from game.ui.play.layout import PlayLayout
from game.ui.play.model import Square, TurnModel
from game.ui.views.board_view import BoardView

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


@dataclass(frozen=True)
class TurnActions:
    """What turn input may ask of the scene beyond editing the turn model."""

    press: Callable[[str], None]  # an action button by name ("play", "exchange", ...)
    submit: Callable[[], None]  # play the tiles on the board
    ask_swap: Callable[[Square], None]  # offer to swap a rack letter for the blank there
    swappable: Callable[[Square], bool]
    open_menu: Callable[[], None]
    arm_focus: Callable[[bool], None]  # a rack tile is (or is no longer) chosen for placing
    sound: Callable[[str], None]
    complain: Callable[[str], None]


def turn_key(event: pygame.event.Event, model: TurnModel, exchanging: bool, focus_armed: bool,
             act: TurnActions) -> None:
    """A key pressed on the player's turn; ``exchanging``: tiles are being chosen for a swap."""
    key = event.key
    shift = bool(event.mod & pygame.KMOD_SHIFT)
    ctrl = bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
    if key in ARROW_STEPS:
        model.move_cursor(*ARROW_STEPS[key])
    elif key == pygame.K_SPACE:
        if model.cursor is None:
            model.move_cursor(0, 0)
        else:
            model.toggle_direction()
    elif key == pygame.K_BACKSPACE:
        if model.backspace() is not None:
            act.sound("pick")
    elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        if exchanging:
            act.press("play")
        elif focus_armed:
            # a gamepad's A (sent as Enter) places the chosen rack tile
            if model.cursor is None:
                model.move_cursor(0, 0)
            elif model.place_focused():
                act.sound("place")
        elif not model.has_placed and model.cursor is not None and act.swappable(model.cursor):
            act.ask_swap(model.cursor)
        else:
            act.submit()
    elif key == pygame.K_ESCAPE:
        if focus_armed:
            act.arm_focus(False)
        elif exchanging:
            act.press("exchange")
        elif model.has_placed:
            model.recall()
        elif model.cursor is not None:
            model.cursor = None
        else:
            act.open_menu()
    elif key == pygame.K_TAB:
        # Tab (a gamepad's Y) chooses a rack tile; Enter then places it
        if focus_armed:
            model.focus_step(-1 if shift else 1)
        act.arm_focus(True)
        if model.cursor is None:
            model.move_cursor(0, 0)
    elif ctrl and key in CTRL_KEYS:
        act.press(CTRL_KEYS[key])
    elif exchanging:
        if pygame.K_a <= key <= pygame.K_z or event.unicode == "?":
            tile_id = swap_pick(model, "?" if event.unicode == "?" else chr(key).upper())
            if tile_id is not None:
                model.toggle_selected(tile_id)
                act.sound("pick")
    elif pygame.K_a <= key <= pygame.K_z and not ctrl:
        # Upwords has no blanks: a shifted letter (Caps, a held Shift) is just the letter
        problem = model.type_letter(chr(key).upper(), as_blank=shift and not model.stacking)
        if problem:
            act.complain(problem)
            act.sound("invalid")
        else:
            act.sound("place")


def turn_pad(event: pygame.event.Event, model: TurnModel, exchanging: bool, act: TurnActions) -> None:
    """A gamepad press on the player's turn: the d-pad moves the cursor, A places the chosen
    rack tile (or asks to swap for a blank under the cursor), B takes one back, X turns the
    arrow, Y/shoulders choose the tile, Start plays the word, Back recalls the tiles or, with
    none placed, opens the menu.  While swapping tiles: left/right choose, A picks, Start
    swaps, B cancels."""
    step = pad_direction(event)
    button = pad_button(event)
    if exchanging:
        act.arm_focus(True)
        if step is not None and step[1]:
            model.focus_step(step[1])
        elif button in (PAD_LB, PAD_RB):
            model.focus_step(-1 if button == PAD_LB else 1)
        elif button == PAD_A:
            tile_id = model.focused_tile()
            if tile_id is not None:
                model.toggle_selected(tile_id)
                act.sound("pick")
        elif button == PAD_START:
            act.press("play")
        elif button == PAD_B:
            act.press("exchange")
        return
    if step is not None:
        model.move_cursor(*step)
    elif button == PAD_A:
        if model.cursor is None:
            model.move_cursor(0, 0)
        elif not model.has_placed and act.swappable(model.cursor):
            act.ask_swap(model.cursor)
        elif model.place_focused():
            act.sound("place")
    elif button == PAD_B:
        model.backspace()
    elif button == PAD_X:
        model.toggle_direction()
    elif button in (PAD_Y, PAD_RB):
        act.arm_focus(True)
        model.focus_step(1)
    elif button == PAD_LB:
        act.arm_focus(True)
        model.focus_step(-1)
    elif button == PAD_BACK:
        if model.has_placed:
            model.recall()
        else:
            act.open_menu()
    elif button == PAD_START:
        act.submit()


def turn_click(pos: tuple[int, int], model: TurnModel, exchanging: bool, layout: PlayLayout,
               view: BoardView, board: Board, act: TurnActions) -> Drag | None:
    """A left press on the rack or the board; a tile it picks up is returned, to be dragged."""
    slot = rack_slot_at(layout, len(model.order), pos)
    if slot is not None:
        tile_id = model.order[slot]
        act.sound("pick")
        if exchanging:
            model.toggle_selected(tile_id)
            return None
        return Drag(tile_id, model.tile(tile_id), None, pos, pos)
    square = view.square_at(pos)
    if square is None or exchanging:
        return None
    placed = model.placed.get(square)
    if placed is not None:
        act.sound("pick")
        return Drag(placed.tile_id, placed.letter, square, pos, pos)
    if model.takes_tiles(square):
        model.set_cursor(square)
    elif act.swappable(square):
        act.ask_swap(square)
    return None


def turn_drop(drag: Drag, pos: tuple[int, int], model: TurnModel, layout: PlayLayout, view: BoardView,
              board: Board, act: TurnActions) -> None:
    """The held tile let go at ``pos``: on a square, back in the rack, or (a click) placed at the cursor."""
    if drag.tile_id not in model.tiles:
        return
    if not drag.moved:
        if drag.from_square is not None:
            # a click on a tile placed this turn sends it home
            model.unplace(drag.from_square)
            act.sound("pick")
        elif model.cursor is not None and not model.occupied(model.cursor):
            # a click on a rack tile with a square chosen puts it there
            model.place(drag.tile_id, model.cursor)
            if model.pending_blank is None:
                model.advance_cursor()
            act.sound("place")
        return
    square = view.square_at(pos)
    if square is not None and model.takes_tiles(square):
        letter = drag.letter if drag.letter.islower() else None
        model.place(drag.tile_id, square, letter)
        act.sound("place")
        return
    if (square is not None and drag.from_square is None and act.swappable(square)
            and board.get(*square).upper() == drag.letter):
        act.ask_swap(square)
        return
    if layout.rack.inflate(0, layout.tile).collidepoint(pos):
        count = len([i for i in model.order if i != drag.tile_id])
        model.move_in_rack(drag.tile_id, drop_slot(layout, model.order, pos[0], drag.tile_id, count))
        act.sound("place")
        return
    if drag.from_square is not None:
        model.unplace(drag.from_square)


@dataclass(frozen=True)
class OpenCard:
    """The card on screen, as its input sees it."""

    buttons: list[ModalButton]
    rect: pygame.Rect  # a click outside it cancels, if the card can be cancelled
    cancel: str | None  # the action that closes the card doing nothing
    picking: bool  # the blank picker: typed letters choose
    picker_focus: int  # the picker's letter chosen with the d-pad
    confirm_pass: bool
    lone_challenger: int | None  # on a challenge card, the only player who may challenge
    focus: int = 0  # the button in keyboard focus, which Enter, Space or the pad's A presses


def picker_step(event: pygame.event.Event, focus: int) -> int | None:
    """The blank picker's letter after a d-pad or arrow key press (Tab steps on, Shift+Tab
    back), or None if the event is not one."""
    step = pad_direction(event)
    if event.type == pygame.KEYDOWN:
        if event.key == pygame.K_TAB:
            return (focus + (-1 if event.mod & pygame.KMOD_SHIFT else 1)) % len(LETTERS)
        step = ARROW_STEPS.get(event.key)
    if step is None:
        return None
    dr, dc = step
    return (focus + dr * PICKER_COLUMNS + dc) % len(LETTERS)


def card_action(event: pygame.event.Event, card: OpenCard) -> str | None:
    """The card action a click, key or gamepad press asks for, if any."""
    focused = card.buttons[min(card.focus, len(card.buttons) - 1)]
    pressed = focused.action if focused.enabled else None
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        for b in card.buttons:
            if b.enabled and b.rect.collidepoint(event.pos):
                return b.action
        if card.cancel is not None and not card.rect.collidepoint(event.pos):
            return card.cancel
        return None
    if event.type == pygame.KEYDOWN:
        key = event.key
        if card.picking:
            letter = (event.unicode or "").upper()
            if len(letter) == 1 and letter in LETTERS:
                return f"blank:{letter}"
            if key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
                return "blank-cancel"
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return f"blank:{LETTERS[card.picker_focus]}"
            return None
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            return pressed
        if key == pygame.K_ESCAPE:
            return card.cancel
        if key == pygame.K_y and card.confirm_pass:
            return "pass-yes"
        if key == pygame.K_c and card.lone_challenger is not None:
            return f"challenge:{card.lone_challenger}"
        return None
    button = pad_button(event)
    if button == PAD_A:
        return f"blank:{LETTERS[card.picker_focus]}" if card.picking else pressed
    if button == PAD_B:
        return card.cancel
    if button == PAD_X and card.lone_challenger is not None:
        return f"challenge:{card.lone_challenger}"
    return None
