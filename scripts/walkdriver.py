"""Drives the real app headless for the walkthrough scripts: frames, keys,
clicks and screenshots.  Not a test: the pictures are for looking at."""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from game import paths

DT = 1 / 60


class Driver:
    """The app on a private data folder that shares the compiled word lists."""

    #: part of every screenshot name, so two scripts' shots do not mix
    shot_tag = ""

    def __init__(self, out: Path, size: tuple[int, int], data_name: str) -> None:
        self.out = out
        self.size = size
        self.count = 0
        self.data = out / data_name
        shutil.rmtree(self.data, ignore_errors=True)
        self.data.mkdir(parents=True)
        shared = paths.cache_dir()  # the compiled built-in lists: seconds to build, so reuse them
        paths.set_data_dir(self.data)
        (self.data / "cache").symlink_to(shared, target_is_directory=True)
        self.app: Any = None

    def frames(self, n: int = 1, events: list[pygame.event.Event] | None = None) -> None:
        for i in range(n):
            self.app.step(list(events or []) if i == 0 else [], DT)

    def until(self, test: Callable[[], object], limit: int = 4000) -> None:
        for _ in range(limit):
            if test():
                return
            self.frames()
            time.sleep(0.001)
        raise SystemExit(f"walkthrough stuck: top scene is {self.app.stack.top}")

    def key(self, k: int, unicode: str = "", mod: int = 0, settle: int = 2) -> None:
        self.frames(settle, [pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=unicode, scancode=0)])

    def click(self, pos: tuple[int, int], settle: int = 2) -> None:
        self.frames(settle, [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ])

    def shot(self, name: str) -> None:
        self.frames(1)
        self.count += 1
        path = self.out / f"{self.size[0]}x{self.size[1]}-{self.shot_tag}{self.count:02d}-{name}.png"
        pygame.image.save(self.app.surface, str(path))
        print(path)

    @property
    def top(self) -> Any:
        return self.app.stack.top
