"""Giving memory back when a scene or a language is let go.

A scene, a built menu page or a finished game is garbage in reference cycles
(its buttons and tweens call its own methods), so only a full collection frees
it, with its surfaces and text.  Freed is not given back, though: C's
allocator keeps the pages for later, and the megabyte surfaces of the pages
and boards, once freed, leave holes it will not hand back to the system on
its own.  Across a few games and language changes the game held about 50 MB
more than it used.  :func:`release` collects, then asks glibc's allocator to
return its free pages (``malloc_trim``); elsewhere (another C library, another
system) it only collects.
"""

from __future__ import annotations

import ctypes
import gc
import logging
import sys
from collections.abc import Callable

log = logging.getLogger(__name__)


def _find_trim() -> Callable[[int], int] | None:
    """glibc's ``malloc_trim``, or None where the C library has none."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        trim = ctypes.CDLL(None).malloc_trim  # the C library the process already runs on
    except (OSError, AttributeError):
        return None  # musl, or a static build: nothing to ask
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


_TRIM = _find_trim()


def can_trim() -> bool:
    """Whether :func:`release` can hand free pages back to the system here."""
    return _TRIM is not None


def release() -> None:
    """Free what nothing uses any more (cycles too) and give its pages back to the system."""
    gc.collect()
    if _TRIM is not None:
        _TRIM(0)
