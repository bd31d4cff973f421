"""The window's place on the desktop: how SDL shows it, and its title.

The app (:mod:`game.ui.app`) opens the window; this module holds what is
decided before that and what follows it: the framebuffer SDL draws through
and the title bar's text, which follows every change of language.
"""

from __future__ import annotations

import os

import pygame

from game import i18n

# SDL's own name for the choice between a window surface it uploads through
# OpenGL and the window system's plain shared-memory image.
FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def prefer_software_framebuffer() -> bool:
    """On X11, draw the window through X's shared-memory images rather than OpenGL.

    By default SDL shows a software surface by uploading it as an OpenGL
    texture every frame.  For a 2D game that redraws only what changed this
    buys nothing, and it loads the whole OpenGL stack: with Mesa that is
    LLVM and about 80 MB, and under a software renderer each frame costs
    several times the CPU.  Other video drivers (Wayland, macOS) have no
    plain framebuffer and need the texture, so they are left alone, and so
    is a choice the player made in the environment.  SDL reads the hint
    when the window's surface is first made, so this runs before
    ``set_mode``.  Returns whether the hint was set.
    """
    if FRAMEBUFFER_HINT in os.environ:
        return False
    try:
        driver = pygame.display.get_driver()
    except pygame.error:
        return False
    if driver != "x11":
        return False
    os.environ[FRAMEBUFFER_HINT] = "0"
    return True


def window_caption() -> str:
    """The title bar's text in the language in use."""
    # Translators: the window's title bar, which is the game's name. Keep "Tile Party"
    # unless the game is known by another name where your language is spoken.
    return i18n.pgettext("window title", "Tile Party")


def _caption_follows_language(_code: str) -> None:
    # the window is the process's one display; every language change (Settings,
    # the welcome page's preview) retitles it, whichever scene made the change
    if pygame.display.get_init():
        pygame.display.set_caption(window_caption())


i18n.on_language_change(_caption_follows_language)
