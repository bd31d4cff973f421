"""Mash test: every scene under thousands of random events, through the app loop.

Keys (Enter, Escape, Space, Tab, arrows, letters, F11, F12), clicks and drags
anywhere, resizes down to sizes too small to play, and gamepad events, mixed
across frames, including while tiles fly and while a computer thinks.  No
exception may reach the app's crash guard, and every tile of a game stays
accounted for (S1: 100 tiles).  Seeded, so a failure repeats.
"""

from __future__ import annotations

import random
import time
from collections import Counter

import pygame
import pytest

from game.engine.movegen import generate_plays
from game.lexicon.lexicon import Lexicon
from game.paths import data_dir, set_data_dir
from game.rules.game import Game
from game.rules.move import Pass
from game.rules.ruleset import preset
from game.rules.tiles import BLANK, DISTRIBUTION
from game.rules.timeline import timeline_of_game
from game.setup.seats import SeatConfig
from game.store import Seat, TurnEntry
from game.ui.app import App
from game.ui.context import LaunchOptions
from game.ui.play.scene import PlayScene
from game.ui.scene import Scene
from game.ui.scenes.howto import HowToScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.tile_draw import TileDrawScene
from game.ui.scenes.welcome import WelcomeScene

WORDS = ["AT", "TA", "CAT", "CATS", "HAT", "HATS", "SAT", "AX", "XI", "OX", "TO", "ZA", "AD", "DA", "ADO",
         "DOE", "ODE", "RED", "RE", "ER", "ES", "NO", "ON", "IN", "IT", "TI", "IS", "SI", "AN", "NA", "TEA",
         "EAT", "ATE", "ETA", "TEN", "NET", "SET", "TOE", "NOTE", "TONE", "RATE", "TEAR", "STAR", "RATS"]
SIZES = [(1280, 800), (800, 600), (1024, 700), (300, 200), (640, 480), (900, 650)]
KEYS = [pygame.K_RETURN, pygame.K_ESCAPE, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_BACKSPACE, pygame.K_F11, pygame.K_F12, pygame.K_p]


def lexicon() -> Lexicon:
    return Lexicon.from_words(WORDS, "mash")


def full_census() -> Counter[str]:
    return Counter({letter: count for letter, (count, _) in DISTRIBUTION.items()})


class Masher:
    def __init__(self, tmp_path, seed: int) -> None:
        set_data_dir(tmp_path)
        self.app = App(LaunchOptions(size=(800, 600)))
        self.rng = random.Random(seed)
        self.games: list[Game] = []

    def resize(self, size: tuple[int, int]) -> None:
        self.app.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))

    def random_event(self) -> pygame.event.Event | None:
        rng = self.rng
        w, h = self.app.surface.get_size()
        pos = (rng.randrange(w), rng.randrange(h))
        roll = rng.random()
        if roll < 0.30:
            k = rng.choice(KEYS) if rng.random() < 0.6 else rng.randrange(pygame.K_a, pygame.K_z + 1)
            mod = rng.choice([0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL])
            return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=chr(k) if k < 128 else "",
                                      scancode=0)
        if roll < 0.45:
            return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=rng.choice([1, 1, 1, 3]), pos=pos)
        if roll < 0.60:
            return pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)
        if roll < 0.75:
            return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
        if roll < 0.78:
            return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice([-1, 1]), flipped=False)
        if roll < 0.86:
            return pygame.event.Event(pygame.JOYBUTTONDOWN, button=rng.randrange(8), joy=0, instance_id=0)
        if roll < 0.92:
            value = rng.choice([(0, 1), (0, -1), (1, 0), (-1, 0), (0, 0)])
            return pygame.event.Event(pygame.JOYHATMOTION, value=value, hat=0, joy=0, instance_id=0)
        if roll < 0.97:
            return pygame.event.Event(pygame.JOYAXISMOTION, axis=rng.randrange(2), value=rng.uniform(-1, 1),
                                      joy=0, instance_id=0)
        return pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=rng.randrange(15), which=0)

    def check(self) -> None:
        app = self.app
        assert app.failed_scene is None, f"a scene crashed: {app.failed_scene}"
        for scene in app.stack.scenes:
            game = getattr(scene, "game", None)
            if isinstance(game, Game) and game not in self.games:
                self.games.append(game)
        for game in self.games:
            census = game.tile_census()
            assert sum(census.values()) == 100 and census == full_census(), census

    def run(self, frames: int, events_per_frame: float = 4.0) -> int:
        sent = 0
        for frame in range(frames):
            if self.rng.random() < 0.01:
                self.resize(self.rng.choice(SIZES))
            for _ in range(int(self.rng.random() * events_per_frame * 2)):
                event = self.random_event()
                if event is not None:
                    pygame.event.post(event)
                    sent += 1
            self.app.ctx.quit_requested = False  # a menu's Quit must not end the mash
            self.app.step(self.app._gather_events(), 1 / 60)
            if frame % 25 == 0:
                self.check()
            if not self.app.stack:
                self.app.stack.push(MenuScene(self.app.ctx))
            if any(getattr(s, "thinking", None) is not None for s in self.app.stack.scenes):
                time.sleep(0.0005)  # let the computer's answer arrive now and then
        self.check()
        return sent

    def close(self) -> None:
        self.app.close()
        set_data_dir(None)


def new_game(seed: int, names: list[str], rules: str = "House") -> Game:
    return Game(names, preset(rules), lexicon(), seed=seed)


def mash_words():
    """A short list file: the mash is about the scenes, not about compiling ENABLE
    (Rematch and the tile draw load the game's list)."""
    words = data_dir() / "mash-words.txt"
    words.write_text("\n".join(WORDS) + "\n")
    return words


def scene_makers() -> dict[str, object]:
    seats2 = [SeatConfig("Ana"), SeatConfig("Ben", "easy")]
    seats3 = [SeatConfig("Ana"), SeatConfig("Ben"), SeatConfig("Cleo", "medium")]

    def play_vs_computer(ctx) -> Scene:
        return PlayScene(ctx, new_game(1, ["Ana", "Ben"]), seats2)

    def play_three(ctx) -> Scene:
        return PlayScene(ctx, new_game(2, ["Ana", "Ben", "Cleo"], "Classic"), seats3)

    def pause(ctx) -> Scene:
        play = PlayScene(ctx, new_game(3, ["Ana", "Ben"]), [SeatConfig("Ana"), SeatConfig("Ben")])
        ctx.stack.push(play)
        return PauseScene(ctx, play)

    def settings_over_game(ctx) -> Scene:
        play = PlayScene(ctx, new_game(8, ["Ana", "Ben"]), [SeatConfig("Ana"), SeatConfig("Ben")])
        ctx.stack.push(play)
        ctx.stack.push(PauseScene(ctx, play))
        return SettingsScene(ctx, over_game=True)

    def results(ctx) -> Scene:
        game = Game(["Ana", "Ben"], preset("House").replace(word_list=str(mash_words())), lexicon(), seed=4)
        game.end_now()
        return ResultsScene(ctx, game, [SeatConfig("Ana"), SeatConfig("Ben")])

    def draw(ctx) -> Scene:
        return TileDrawScene(ctx, seats2, preset("Kids").replace(word_list=str(mash_words())), seed=5)

    def statistics(ctx) -> Scene:
        store = ctx.saves.store
        finished = Game(["Ana", "Ben"], preset("House"), lexicon(), seed=6)
        game_id = store.new_game_id()
        store.create_game(game_id, [Seat("Ana"), Seat("Ben")], "House", TurnEntry.capture(finished, "start"))
        finished.end_now()
        store.record_turn(game_id, TurnEntry.capture(finished, "end"))
        return StatisticsScene(ctx)

    def replay(ctx) -> Scene:
        game = Game(["Ana", "Ben"], preset("House").replace(word_list=str(mash_words())), lexicon(), seed=7)
        for _turn in range(6):  # a few moves to step through, then the end
            plays = generate_plays(game.board, "".join(game.current_player.rack), game.lexicon)
            game.play_text(plays[0].notation) if plays else game.play(Pass())
        game.end_now()
        return ReplayScene(ctx, timeline_of_game(game), "Ana, Ben", word_list=str(mash_words()))

    return {
        "menu": MenuScene, "howto": HowToScene, "draw": draw, "play-computer": play_vs_computer,
        "play-three": play_three, "pause": pause, "results": results, "welcome": WelcomeScene,
        "statistics": statistics, "replay": replay, "settings": SettingsScene,
        "settings-over-game": settings_over_game,
    }


@pytest.fixture(scope="module")
def data(tmp_path_factory):
    # one data directory for the module, so a word list a scene reaches (the menu's
    # New game, the results' Rematch) compiles once, not once a test
    return tmp_path_factory.mktemp("mash")


@pytest.mark.parametrize("name", list(scene_makers()))
def test_mash_every_scene(name, data):
    masher = Masher(data, seed=sum(map(ord, name)))
    try:
        scene = scene_makers()[name](masher.app.ctx)  # type: ignore[operator]
        masher.app.stack.push(scene)
        sent = masher.run(frames=160, events_per_frame=12)
        assert sent > 1500
    finally:
        masher.close()


def test_the_census_check_sees_a_lost_tile(tmp_path):
    masher = Masher(tmp_path, seed=1)
    try:
        game = new_game(1, ["Ana", "Ben"])
        masher.app.stack.push(PlayScene(masher.app.ctx, game, [SeatConfig("Ana"), SeatConfig("Ben")]))
        masher.run(frames=3)
        game.players[0].rack.append(BLANK)  # a tile from nowhere
        with pytest.raises(AssertionError):
            masher.check()
    finally:
        masher.close()
