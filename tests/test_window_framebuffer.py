"""The window's framebuffer choice: X11 draws through shared-memory images, not OpenGL."""

from __future__ import annotations

import os

import pygame
import pytest

from game.ui import app as app_module
from game.ui.app import FRAMEBUFFER_HINT, prefer_software_framebuffer


@pytest.fixture
def no_hint(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    monkeypatch.delenv(FRAMEBUFFER_HINT, raising=False)
    return monkeypatch


def test_x11_gets_the_plain_framebuffer(no_hint: pytest.MonkeyPatch) -> None:
    no_hint.setattr(app_module.pygame.display, "get_driver", lambda: "x11")
    assert prefer_software_framebuffer() is True
    assert os.environ[FRAMEBUFFER_HINT] == "0"


@pytest.mark.parametrize("driver", ["wayland", "cocoa", "windows", "dummy"])
def test_other_drivers_keep_sdl_s_choice(no_hint: pytest.MonkeyPatch, driver: str) -> None:
    no_hint.setattr(app_module.pygame.display, "get_driver", lambda: driver)
    assert prefer_software_framebuffer() is False
    assert FRAMEBUFFER_HINT not in os.environ


def test_a_players_own_setting_is_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(FRAMEBUFFER_HINT, "opengl")
    monkeypatch.setattr(app_module.pygame.display, "get_driver", lambda: "x11")
    assert prefer_software_framebuffer() is False
    assert os.environ[FRAMEBUFFER_HINT] == "opengl"


def test_no_video_system_is_no_error(no_hint: pytest.MonkeyPatch) -> None:
    def broken() -> str:
        raise pygame.error("video system not initialized")

    no_hint.setattr(app_module.pygame.display, "get_driver", broken)
    assert prefer_software_framebuffer() is False
