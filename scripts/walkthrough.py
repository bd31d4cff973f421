"""A new player's walk through the game, headless, saving a screenshot at each step.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python scripts/walkthrough.py [--out /tmp/walk] [--size 800x600]

Drives the real app (:class:`game.ui.app.App`) with synthetic mouse and key
events: the main menu, New game with each preset's rules page, three seats
with a computer, a word-list file with a bad line, the tile draw, turns by
mouse and by keyboard (preview, an illegal play, pass with its confirmation,
swap), the pause menu, save and Continue, the end of a game and its results,
How to play, Settings, the "window too small" notice, F11 and F12.  Run it
once per window size and look at the pictures; nothing here checks them.
Settings and saves go to a fresh folder under the output directory.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from scripts.walkdriver import Driver  # noqa: E402


class Walk(Driver):
    def __init__(self, out: Path, size: tuple[int, int]) -> None:
        from game.ui.app import App
        from game.ui.context import LaunchOptions

        super().__init__(out, size, "data")
        self.words = out / "words.txt"
        self.words.write_text("cat\ndog\nbad word here\n")
        self.app = App(LaunchOptions(size=size, lexicon=self.words))
        self.app.stack.push(self.app.first_scene())

    # -- the walk ------------------------------------------------------------------
    def menus(self) -> None:
        self.frames(30)
        self.shot("main-menu")
        menu = self.top
        menu.main._open(menu.new_game.new_menu)
        self.frames(5)
        self.shot("new-game-lexicon-option")
        for name in ("Classic", "House", "Tournament", "Kids", "Party"):
            menu.new_game._on_preset(name)
            menu.new_game.new_menu._open(menu.new_game.rules_menu)
            self.frames(5)
            self.shot(f"rules-{name.lower()}")
            menu.new_game.rules_menu.reset(1)
        menu.new_game._on_preset("Classic")
        menu.setup.set_word_source("file")
        menu.new_game._on_word_file(str(self.words))
        menu.main._open(menu.new_game.new_menu) if menu.main.get_current() is menu.main else None
        # three players the way a person picks them: the Players selector, one step right
        menu.new_game.new_menu.select_widget(menu.new_game.new_menu.get_widget("seat_count"))
        self.key(pygame.K_RIGHT)
        menu.setup.set_kind(2, "medium")
        self.frames(5)
        self.shot("new-game-three-seats")

    def draw(self) -> None:
        from game.ui.scenes.tile_draw import TileDrawScene

        self.top.new_game.start_game()
        draw = self.top
        assert isinstance(draw, TileDrawScene)
        self.until(lambda: draw.lexicon_note)
        self.frames(20)
        self.shot("draw-word-list-notice")
        self.until(lambda: self.top is not draw or draw.waiting and not draw.busy_for > 0, 600)
        while self.top is draw:
            if draw.waiting:
                self.click(draw.bag_rect.center, 10)
            self.frames()
            if draw.announced and self.count < 7:
                self.shot("draw-order")
            time.sleep(0.0005)

    def play(self) -> None:
        from game.engine.movegen import generate_plays
        from game.ui.play.scene import PlayScene, Stage

        scene = self.top
        assert isinstance(scene, PlayScene)
        self.frames(30)
        self.shot("play-start-notice")
        for turn in range(4):
            self.until(lambda: scene.stage in (Stage.TURN, Stage.HANDOFF, Stage.CHALLENGE), 6000)
            if scene.stage is Stage.CHALLENGE:
                self.shot("challenge-card")
                for b in scene.modal_buttons():
                    if b.action != "accept":
                        self.click(b.rect.center, 5)
                        break
                self.until(lambda: scene.settled, 600)
                self.frames(30)
                self.shot("after-challenge")
                continue
            if scene.stage is Stage.HANDOFF:
                self.shot("handoff")
                self.key(pygame.K_RETURN)
            g = scene.game
            plays = generate_plays(g.board, "".join(g.current_player.rack), g.lexicon)
            if not plays:
                self.click(scene.buttons["pass"].rect.center)
                self.shot("pass-confirm")
                # Enter would pick the focused "Keep playing"; the walk means to pass
                yes = next(b for b in scene.modal_buttons() if b.action == "pass-yes")
                self.click(yes.rect.center, 5)
                continue
            play = plays[min(len(plays) - 1, 3)]
            if turn == 1:
                # an illegal play first: two tiles far apart
                self.key(pygame.K_SPACE)
                letters = [t for t in g.current_player.rack if t != "?"][:1]
                for ch in letters:
                    self.key(getattr(pygame, f"K_{ch.lower()}"), ch.lower())
                self.key(pygame.K_RETURN, settle=10)
                self.shot("illegal-play-message")
                self.key(pygame.K_ESCAPE)  # the typing cursor goes
                self.click(scene.buttons["recall"].rect.center)  # and the stray tile comes home
            model = scene.model
            for p in play.play.placements:
                letter = "?" if p.letter.islower() else p.letter
                slot = model.rack_tiles.index(letter)
                start = scene.layout.rack_slot(slot, len(model.order)).center
                end = scene.board_view.square_rect(p.row, p.col).center
                self.frames(1, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start)])
                for k in range(1, 5):
                    pos = (start[0] + (end[0] - start[0]) * k // 4, start[1] + (end[1] - start[1]) * k // 4)
                    self.frames(1, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))])
                self.frames(2, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=end)])
                if scene.modal_buttons():  # the blank's letter
                    self.key(getattr(pygame, f"K_{p.letter.lower()}"), p.letter.lower())
            self.shot(f"preview-turn-{turn + 1}")
            self.click(scene.buttons["play"].rect.center, 5)
            self.until(lambda: scene.settled, 600)
            self.frames(40)
            self.shot(f"after-turn-{turn + 1}")
        scene.open_menu()
        self.frames(20)
        self.shot("pause-menu")
        pause = self.top
        for b in pause.buttons:
            if "Save" in b.label:
                b.action()
                break
        self.app.jobs.wait_all()
        self.frames(30)
        self.shot("menu-after-save")
        menu = self.top
        self.until(lambda: getattr(menu, "continue_id", None) is not None, 300)
        self.frames(10)
        self.shot("menu-with-continue")

    def extras(self) -> None:
        from game.ui.scenes.howto import HowToScene

        self.top.how_to_play()
        howto = self.top
        assert isinstance(howto, HowToScene)
        page = 0
        while self.top is howto:
            self.frames(40)
            page += 1
            self.shot(f"howto-{page}")
            self.key(pygame.K_RIGHT)
        self.top.open_settings()
        self.frames(10)
        self.shot("settings")
        self.key(pygame.K_ESCAPE)
        for size in ((300, 200), self.size):
            self.app.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            self.frames(3, [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)])
            self.shot(f"window-{size[0]}x{size[1]}")
        self.key(pygame.K_F12, settle=5)
        self.app.jobs.wait_all()
        self.frames(5)
        self.shot("after-f12")

    def close(self) -> None:
        self.app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/walk"))
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args()
    w, h = (int(n) for n in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    walk = Walk(args.out, (w, h))
    try:
        walk.menus()
        walk.draw()
        walk.play()
        walk.extras()
    finally:
        walk.close()


if __name__ == "__main__":
    main()
