"""Key presses a new screen must not take from the one before it.

A key held down repeats (``pygame.key.set_repeat``): Enter held a moment too long
on "Yes, end the game" went on repeating into the results, where it pressed
Rematch and skipped them.  When the scene on top changes, the answering keys held
down at that moment are carried: their presses (the repeats) are not handed to the
new scene until the key is let go.
"""

from __future__ import annotations

import pygame

#: the keys that answer a dialog (press its button, cancel it): a repeat of one presses
#: a button the player has not seen yet
ANSWER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)


class CarriedKeys:
    """The answering keys still held from the scene before (see the module)."""

    def __init__(self) -> None:
        self.held: set[int] = set()

    def scene_changed(self) -> None:
        """The scene on top changed: the answering keys down now are carried into it."""
        pressed = pygame.key.get_pressed()
        self.held = {k for k in ANSWER_KEYS if pressed[k]}

    def passes(self, event: pygame.event.Event) -> bool:
        """Whether the scene on top gets ``event``: not a press of a carried key, whose
        letting go ends the carry."""
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
        return not (event.type == pygame.KEYDOWN and event.key in self.held)
