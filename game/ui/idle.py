"""Sleeping until the next event without waking every millisecond.

``pygame.event.wait(timeout)`` does not sleep: it pumps SDL's events, looks
in the queue and sleeps one millisecond, over and over, so a still menu woke
the frame loop about 900 times a second.  SDL itself (2.0.16 and later) can
block on the window system's connection until an event arrives or the time
is up, and wakes early when another thread posts an event (a job's end, a key
repeat).  :func:`wait_for_event` calls ``SDL_WaitEventTimeout`` of the very
SDL library pygame loaded, found by its file name in the process's memory map
(a second copy of SDL would know nothing of the window); the event stays on
the queue for ``pygame.event.get``.  Where that library cannot be found (not
Linux, an older SDL, a pygame linked another way) it falls back to
``pygame.event.wait``.

SDL itself still polls, every millisecond, while a gamepad is plugged in
(it reads pads that way), and looks for newly plugged pads every three
seconds.
"""

from __future__ import annotations

import ctypes
import logging
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

#: SDL's own library, not SDL_image, SDL_mixer or SDL_ttf: ``libSDL2-2.0.so.0`` and
#: the copies pip wheels bundle under a mangled name (``libSDL2-2-1667c208.0.so.0``)
SDL_FILE = re.compile(r"libSDL2(?:-2[.-][^/]*)?\.so")
SDL_INIT_VIDEO = 0x20
#: the first SDL whose WaitEventTimeout blocks on the window system instead of polling
BLOCKING_SINCE = (2, 0, 16)

_Wait = Callable[[int], int]
_wait: _Wait | None = None
_looked = False


def loaded_sdl_path(maps: str | None = None) -> Path | None:
    """The SDL library mapped into this process (from ``/proc/self/maps``), if any."""
    if maps is None:
        if not sys.platform.startswith("linux"):
            return None
        try:
            maps = Path("/proc/self/maps").read_text()
        except OSError:
            return None
    for line in maps.splitlines():
        fields = line.split(maxsplit=5)
        if len(fields) == 6 and SDL_FILE.match(os.path.basename(fields[5])):
            return Path(fields[5])
    return None


def _find_wait() -> _Wait | None:
    """SDL_WaitEventTimeout of pygame's own SDL, or None when it is not to be had."""
    if tuple(pygame.get_sdl_version()) < BLOCKING_SINCE:
        return None
    path = loaded_sdl_path()
    if path is None:
        return None
    try:
        sdl = ctypes.CDLL(str(path))  # already loaded: the same library, not a second copy
        was_init = sdl.SDL_WasInit
        wait = sdl.SDL_WaitEventTimeout
    except (OSError, AttributeError) as exc:
        log.info("SDL's own event wait is not available: %s", exc)
        return None
    was_init.argtypes, was_init.restype = [ctypes.c_uint32], ctypes.c_uint32
    if not was_init(SDL_INIT_VIDEO):
        return None  # not the SDL pygame opened its window with
    wait.argtypes, wait.restype = [ctypes.c_void_p, ctypes.c_int], ctypes.c_int

    def blocking_wait(milliseconds: int) -> int:
        # no event structure: SDL leaves the event on the queue. CDLL calls release the GIL.
        return int(wait(None, milliseconds))

    return blocking_wait


def blocking() -> bool:
    """Whether :func:`wait_for_event` sleeps in SDL's own wait (not pygame's polling one)."""
    global _wait, _looked
    if not _looked and pygame.display.get_init():
        _wait, _looked = _find_wait(), True
    return _wait is not None


def wait_for_event(milliseconds: int) -> pygame.event.Event | None:
    """Sleep until an event is queued or ``milliseconds`` have passed.

    Returns the event when pygame's wait took it off the queue, else None (the
    event, if any, is still queued for ``pygame.event.get``)."""
    if blocking():
        assert _wait is not None
        _wait(max(1, milliseconds))
        return None
    return pygame.event.wait(milliseconds)
