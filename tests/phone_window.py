"""A phone for the window's tests: a real WebSocket to the play scene's phone
server, read on a thread of its own, so the test's own loop can run the
window's frames meanwhile (as the game's main thread does)."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from typing import Any

import aiohttp
import pygame
from conftest import wait_until

from game.phone.server import PhoneServer
from game.rules.game import Game
from game.setup.seats import SeatConfig
from game.ui.app import App
from game.ui.play.flow import Stage
from game.ui.play.scene import PlayScene


class WindowPhone:
    """One seat's phone: every message it was sent, kept in order."""

    def __init__(self, server: PhoneServer, seat: int, client: str = "") -> None:
        self.seat = seat
        self.received: list[dict[str, Any]] = []
        self.closed = False
        self._lock = threading.Lock()
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._thread.start()
        url = server.url_for(seat).replace("/seat/", "/ws/") + (f"?client={client}" if client else "")
        origin = f"http://{server.host}:{server.port}"
        asyncio.run_coroutine_threadsafe(self._open(url, origin), self._loop).result(10)

    async def _open(self, url: str, origin: str) -> None:
        self._session = aiohttp.ClientSession()
        self._ws = await self._session.ws_connect(url, headers={"Origin": origin})
        self._reader = asyncio.ensure_future(self._read())

    async def _read(self) -> None:
        async for message in self._ws:
            if message.type is aiohttp.WSMsgType.TEXT:
                with self._lock:
                    self.received.append(json.loads(message.data))
        self.closed = True

    def send(self, message: dict[str, Any]) -> None:
        asyncio.run_coroutine_threadsafe(self._ws.send_str(json.dumps(message)), self._loop).result(5)

    def of(self, kind: str) -> list[dict[str, Any]]:
        with self._lock:
            return [m for m in self.received if m["type"] == kind]

    def last(self, kind: str) -> dict[str, Any] | None:
        found = self.of(kind)
        return found[-1] if found else None

    def close(self) -> None:
        async def shut() -> None:
            await self._ws.close()
            await self._session.close()

        try:
            asyncio.run_coroutine_threadsafe(shut(), self._loop).result(5)
        finally:
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(5)


def port_open(host: str, port: int) -> bool:
    """Whether something listens on ``host:port`` now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.settimeout(1.0)
        return probe.connect_ex((host, port)) == 0


# -- driving the play scene with phones -----------------------------------------


def frame(app: App) -> None:
    app.step([], 1 / 60)


def settle(app: App, scene: PlayScene) -> None:
    """Frames until the scene waits for a person (animations run to their end)."""
    def step() -> None:
        scene.animator.finish_all()
        frame(app)

    wait_until(lambda: scene.flow.stage not in (Stage.ANIMATING, Stage.THINKING), step=step,
               what="the play scene to wait for a person")
    frame(app)


def open_table(app: App, game: Game, seats: list[SeatConfig]) -> PlayScene:
    scene = app.ctx.scenes.play(game, list(seats))
    assert isinstance(scene, PlayScene)
    app.stack.push(scene)
    settle(app, scene)
    return scene


def press_start(app: App, scene: PlayScene) -> None:
    """Start on the "Scan to join" card: the game begins."""
    assert scene.codes.showing
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)], 1 / 60)
    assert not scene.codes.showing and not scene.flow.paused


def join(app: App, scene: PlayScene, phones: list[WindowPhone], player: int, client: str = "") -> WindowPhone:
    """``player``'s phone (``client``: the device's own id), once it has its first state."""
    server = scene.phones.server
    assert server is not None
    phone = WindowPhone(server, scene.game.seat_of[player], client)
    phones.append(phone)
    wait_until(lambda: phone.last("state") is not None, step=lambda: frame(app), what="the phone's first state")
    return phone
