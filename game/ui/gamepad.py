"""Gamepads: plugged in and out, and their input as the keys scenes understand.

The app hands each pad event to the scene on top through :class:`Gamepads`:
scenes with ``raw_gamepad = True`` (the play scene) get buttons and the hat
as they come, the left stick as hat presses; the others (menus) get keys.
A (button 0) = Enter, B (1) = Escape, X (2) = Space, Y (3) = Tab, Back/Start
(6/7) = Escape; the d-pad and left stick are the arrow keys.
"""

from __future__ import annotations

import logging

import pygame

from game.ui.scene import Scene

log = logging.getLogger(__name__)

AXIS_ON, AXIS_OFF = 0.6, 0.3  # stick deflection that presses / releases a direction
# Gamepad events: scenes with ``raw_gamepad = True`` get them as they come, the
# others (menus) as the keys below.
PAD_EVENTS = frozenset({
    pygame.JOYBUTTONDOWN, pygame.JOYHATMOTION, pygame.JOYAXISMOTION, pygame.CONTROLLERBUTTONDOWN,
})
JOY_KEYS = {0: pygame.K_RETURN, 1: pygame.K_ESCAPE, 2: pygame.K_SPACE, 3: pygame.K_TAB,
            6: pygame.K_ESCAPE, 7: pygame.K_ESCAPE}
CONTROLLER_KEYS = {
    pygame.CONTROLLER_BUTTON_A: pygame.K_RETURN, pygame.CONTROLLER_BUTTON_B: pygame.K_ESCAPE,
    pygame.CONTROLLER_BUTTON_X: pygame.K_SPACE, pygame.CONTROLLER_BUTTON_Y: pygame.K_TAB,
    pygame.CONTROLLER_BUTTON_BACK: pygame.K_ESCAPE, pygame.CONTROLLER_BUTTON_START: pygame.K_ESCAPE,
    pygame.CONTROLLER_BUTTON_DPAD_UP: pygame.K_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN: pygame.K_DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: pygame.K_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT: pygame.K_RIGHT,
}


def _key(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)


class Gamepads:
    """The pads plugged in, and which stick directions are held (a held stick does not repeat)."""

    def __init__(self) -> None:
        self.joysticks: dict[int, pygame.joystick.JoystickType] = {}
        self._axis_held: dict[tuple[int, int], int] = {}

    def plugged(self, event: pygame.event.Event) -> None:
        """A pad was plugged in (opened) or out (let go)."""
        if event.type == pygame.JOYDEVICEADDED:
            try:
                pad = pygame.joystick.Joystick(event.device_index)
                self.joysticks[pad.get_instance_id()] = pad
            except pygame.error as exc:
                log.info("gamepad not opened: %s", exc)
        elif event.type == pygame.JOYDEVICEREMOVED:
            self.joysticks.pop(event.instance_id, None)

    def axis_direction(self, event: pygame.event.Event) -> int:
        """A stick pushed past AXIS_ON (-1 or 1), once; 0 while held or resting.

        Hysteresis: a press registers once past AXIS_ON and re-arms only back
        inside AXIS_OFF, so a held stick does not repeat.
        """
        if event.type != pygame.JOYAXISMOTION or event.axis not in (0, 1):
            return 0
        held_key = (getattr(event, "instance_id", getattr(event, "joy", 0)), event.axis)
        held = self._axis_held.get(held_key, 0)
        if held == 0 and abs(event.value) >= AXIS_ON:
            direction = 1 if event.value > 0 else -1
            self._axis_held[held_key] = direction
            return direction
        if held and abs(event.value) < AXIS_OFF:
            self._axis_held[held_key] = 0
        return 0

    def translate(self, event: pygame.event.Event) -> pygame.event.Event | None:
        """Gamepad input as the keys the menus and scenes already understand.

        A (button 0) = Enter, B (1) = Escape, X (2) = Space, Y (3) = Tab,
        Back/Start (6/7) = Escape; the d-pad and left stick are the arrow keys.
        """
        if event.type == pygame.JOYBUTTONDOWN:
            return _key(JOY_KEYS[event.button]) if event.button in JOY_KEYS else None
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            return _key(CONTROLLER_KEYS[event.button]) if event.button in CONTROLLER_KEYS else None
        if event.type == pygame.JOYHATMOTION:
            x, y = event.value
            if x:
                return _key(pygame.K_RIGHT if x > 0 else pygame.K_LEFT)
            if y:
                return _key(pygame.K_UP if y > 0 else pygame.K_DOWN)
            return None
        direction = self.axis_direction(event)
        if direction:
            if event.axis == 0:
                return _key(pygame.K_RIGHT if direction > 0 else pygame.K_LEFT)
            return _key(pygame.K_DOWN if direction > 0 else pygame.K_UP)
        return None

    def for_scene(self, scene: Scene, event: pygame.event.Event) -> pygame.event.Event | None:
        """A pad event as ``scene`` wants it: raw for scenes with ``raw_gamepad`` (the
        stick arriving as d-pad presses), translated to keys for the rest."""
        if not getattr(scene, "raw_gamepad", False):
            return self.translate(event)
        if event.type == pygame.JOYAXISMOTION:
            direction = self.axis_direction(event)
            if not direction:
                return None
            value = (direction, 0) if event.axis == 0 else (0, -direction)  # a hat's y points up
            return pygame.event.Event(pygame.JOYHATMOTION, value=value, hat=0,
                                      joy=getattr(event, "joy", 0), instance_id=getattr(event, "instance_id", 0))
        return event
