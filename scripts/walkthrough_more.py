"""The rest of a new player's walk, headless, a screenshot at each step.

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python scripts/walkthrough_more.py [--out /tmp/walk] [--size 800x600]

Picks up where ``scripts/walkthrough.py`` stops, on the real app with synthetic
events: a game played to its natural end, the results, Rematch and Menu; the
pause menu's "End the game"; a swap with tiles selected and the limit message
(House rules: at most two); Pass with its confirmation; a Kids game with the
hint climbing its levels and Undo; a Party game with the clock on the current
player's panel, its warning colour in the last ten seconds and both timeout
outcomes; a blank swapped for the real letter (House rules); Settings changed, the app started again on the same data folder with
the setting kept; F11.  Time passes as the app's frame dt, 1/60 s a frame.
Nothing here checks the pictures: look at them.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from scripts.walkdriver import DT, Driver  # noqa: E402


class Walk(Driver):
    shot_tag = "more-"

    def __init__(self, out: Path, size: tuple[int, int]) -> None:
        super().__init__(out, size, f"data-more-{size[0]}x{size[1]}")
        for old in out.glob(f"{size[0]}x{size[1]}-more-*.png"):
            old.unlink()
        self.launch()

    def launch(self) -> None:
        from game.ui.app import App
        from game.ui.context import LaunchOptions

        self.app = App(LaunchOptions(size=self.size))
        self.app.stack.push(self.app.first_scene())
        self.frames(10)

    def window_key(self, k: int) -> None:
        """A key through the window's own event path (F11 and F12 are handled there)."""
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
        self.app.step(self.app._gather_events(), DT)

    def start(self, preset_name: str, names: list[str], prepare: Callable[[Any], None] | None = None,
              **changes: Any) -> Any:
        """A play scene straight from the menu's own pieces (the draw is in walkthrough.py)."""
        from game.lexicon.choice import fallback_for, load_for_game
        from game.rules.game import Game
        from game.rules.ruleset import preset
        from game.setup.seats import SeatConfig
        from game.ui.play.scene import PlayScene

        rules = preset(preset_name).replace(**changes) if changes else preset(preset_name)
        lexicon, _used, _note = load_for_game(rules.word_list, fallback_for(rules))
        game = Game(names, rules, lexicon, seed=7)
        if prepare is not None:
            prepare(game)
        self.app.stack.replace(PlayScene(self.app.ctx, game, [SeatConfig(n) for n in names]))
        scene = self.top
        self.settle(scene)
        return scene

    def settle(self, scene: Any) -> None:
        """Frames until the scene waits for a person; the hand-off card is answered."""
        from game.ui.play.scene import Stage

        for _ in range(3):
            self.until(lambda: self.top is not scene or scene.stage in (Stage.TURN, Stage.HANDOFF, Stage.CHALLENGE),
                       6000)
            if self.top is not scene:
                return
            if scene.stage is Stage.HANDOFF:
                self.key(pygame.K_RETURN)
                continue
            if scene.stage is Stage.CHALLENGE:
                self.modal(scene, ("continue", "accept"))
                self.until(lambda: scene.settled, 600)
                continue
            self.frames(30)
            return

    def modal(self, scene: Any, actions: tuple[str, ...]) -> None:
        for b in scene.modal_buttons():
            if b.action in actions:
                self.click(b.rect.center, 5)
                return
        raise SystemExit(f"no {actions} button on the card")

    def best_play(self, scene: Any, index: int = 0) -> Any:
        from game.engine.movegen import generate_plays

        g = scene.game
        plays = sorted(generate_plays(g.board, "".join(g.current_player.rack), g.lexicon), key=lambda p: -p.score)
        return plays[min(index, len(plays) - 1)] if plays else None

    def lay(self, scene: Any, play: Any) -> None:
        """Drag the play's tiles from the rack to the board, typing a blank's letter."""
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

    def play_turn(self, scene: Any, index: int = 0) -> bool:
        play = self.best_play(scene, index)
        if play is None:
            self.click(scene.buttons["pass"].rect.center)
            self.modal(scene, ("pass-yes",))
        else:
            self.lay(scene, play)
            self.click(scene.buttons["play"].rect.center, 5)
        self.until(lambda: self.top is not scene or scene.settled, 600)
        self.settle(scene)
        return play is not None

    # -- the walk ------------------------------------------------------------------
    def natural_end(self) -> None:
        """Classic, two people: the engine plays the game down to an empty bag, then the
        last turns go through the window until the game ends by itself."""
        from game.engine.movegen import generate_plays
        from game.rules.move import Pass
        from game.ui.scenes.results import ResultsScene

        def near_end(game: Any) -> None:
            while len(game.bag) > 0 and not game.over:
                plays = generate_plays(game.board, "".join(game.current_player.rack), game.lexicon)
                if plays:
                    best = max(plays, key=lambda p: p.score)
                    game.play_text(f"{best.position} {best.word}")
                else:
                    game.play(Pass())

        scene = self.start("Classic", ["Ana", "Ben"], near_end)
        self.shot("endgame-empty-bag")
        turns = 0
        while self.top is scene and turns < 40:
            self.play_turn(scene)
            turns += 1
        self.until(lambda: isinstance(self.top, ResultsScene), 600)
        self.frames(90)
        self.shot("results-natural-end")
        results = self.top
        results.rematch()
        self.frames(40)
        self.shot("rematch-draw")

    def end_via_pause(self) -> None:
        from game.ui.scenes.menu import MenuScene
        from game.ui.scenes.results import ResultsScene

        scene = self.start("Classic", ["Ana", "Ben", "Cleo"])
        self.play_turn(scene)
        self.play_turn(scene)
        self.click(scene.buttons["menu"].rect.center, 20)
        pause = self.top
        end = next(b for b in pause.buttons if b.label == "End the game")
        self.click(end.rect.center, 20)
        self.shot("pause-end-confirm")
        confirm = next(b for b in pause.buttons if b.label.startswith("Yes"))
        self.click(confirm.rect.center, 5)
        self.until(lambda: isinstance(self.top, ResultsScene), 600)
        self.frames(90)
        self.shot("results-ended-from-pause")
        self.top.to_menu()
        self.until(lambda: isinstance(self.top, MenuScene), 300)
        self.frames(20)
        self.shot("menu-after-results")

    def swap_and_pass(self) -> None:
        scene = self.start("House", ["Ana", "Ben"])
        self.click(scene.buttons["exchange"].rect.center)
        self.shot("swap-mode")
        model = scene.model
        for slot in range(3):
            self.click(scene.layout.rack_slot(slot, len(model.order)).center)
        self.shot("swap-three-selected")
        self.click(scene.buttons["play"].rect.center, 5)
        self.shot("swap-limit-message")
        self.click(scene.layout.rack_slot(2, len(model.order)).center)
        self.click(scene.buttons["play"].rect.center, 5)
        self.until(lambda: scene.settled, 600)
        self.frames(20)
        self.shot("after-swap")
        self.settle(scene)
        self.click(scene.buttons["pass"].rect.center)
        self.shot("pass-confirm")
        self.modal(scene, ("pass-yes",))
        self.until(lambda: scene.settled, 600)
        self.frames(30)
        self.shot("after-pass")

    def kids(self) -> None:
        scene = self.start("Kids", ["Mia", "Leo"])
        self.shot("kids-start")
        for level in range(1, 4):
            self.click(scene.buttons["hint"].rect.center)
            self.until(lambda: scene.flow.hint_job is None, 3000)
            self.frames(20)
            self.shot(f"kids-hint-{level}")
        self.play_turn(scene)
        self.shot("kids-after-play")
        self.click(scene.buttons["undo"].rect.center, 10)
        self.frames(20)
        self.shot("kids-after-undo")

    def party(self) -> None:
        scene = self.start("Party", ["Ana", "Ben"])
        self.frames(60)
        self.shot("party-clock")
        self.until(lambda: scene.clock.remaining <= 9.0, 4000)
        self.shot("party-clock-warning")
        play = self.best_play(scene, 0)
        self.lay(scene, play)
        self.until(lambda: scene.clock.remaining <= 2.0, 600)
        self.shot("party-clock-last-seconds")
        turns = len(scene.game.history)
        self.until(lambda: len(scene.game.history) > turns, 600)  # time runs out: the tiles are played
        self.until(lambda: scene.settled, 600)
        self.frames(20)
        self.shot("party-timeout-played")
        from game.ui.play.scene import Stage

        self.until(lambda: scene.stage is Stage.CHALLENGE, 600)
        self.frames(10)
        self.shot("party-timeout-challenge-card")
        self.settle(scene)
        turns = len(scene.game.history)
        self.until(lambda: len(scene.game.history) > turns, 4000)  # nothing placed: the turn is lost
        self.frames(20)
        self.shot("party-timeout-turn-over")

    def blank_swap(self) -> None:
        """House rules (blank swap on): a blank stands for the C of CAT, and the next player
        holds a real C."""
        from collections import Counter

        from game.rules.bag import Bag
        from game.ui.play.scene import Stage

        def blank_on_board(game: Any) -> None:
            pool = Counter(game.bag.tiles)
            for player in game.players:
                pool.update(player.rack)
            mover, other = game.current, (game.current + 1) % len(game.players)
            for index, rack in ((mover, "?ATERSI"), (other, "CDEINOU")):
                game.players[index].rack = list(rack)
                pool.subtract(rack)
            game.bag = Bag(game.rng, list(pool.elements()))
            game.play_text("8G cAT")

        scene = self.start("House", ["Ana", "Ben"], blank_on_board)
        self.shot("blank-swap-offered")
        self.click(scene.board_view.square_rect(7, 6).center, 5)
        self.shot("blank-swap-confirm")
        self.modal(scene, ("swap-yes",))
        self.until(lambda: scene.settled and scene.stage is Stage.TURN, 600)
        self.frames(20)
        self.shot("after-blank-swap")
        self.app.show_toast("Screenshot saved: " + str(self.data / "screenshots" / "tile-party-2024-05-01.png"))
        self.frames(40)
        self.shot("toast-over-play")

    def settings_kept(self) -> None:
        from game.ui.scenes.menu import MenuScene

        self.app.stack.replace(MenuScene(self.app.ctx))
        self.frames(10)
        from game.ui.settings_panel import SettingsModel

        rows = SettingsModel.KEYS
        self.top.open_settings()
        self.frames(2)
        for _ in range(rows.index("colour_blind")):  # the keys walk down from Language
            self.key(pygame.K_DOWN)
        self.key(pygame.K_RETURN)
        self.key(pygame.K_UP)  # Animations
        self.key(pygame.K_RIGHT)
        for _ in range(rows.index("animation_speed") - rows.index("music_volume")):
            self.key(pygame.K_UP)
        self.key(pygame.K_LEFT)
        self.key(pygame.K_LEFT)
        self.frames(60)  # the debounced save goes out
        self.app.jobs.wait_all()
        self.shot("settings-changed")
        self.close()
        self.launch()
        self.top.open_settings()
        self.frames(10)
        self.shot("settings-after-relaunch")
        self.key(pygame.K_ESCAPE)
        self.frames(30)
        self.shot("menu-colour-blind")
        scene = self.start("Classic", ["Ana", "Ben"])
        self.play_turn(scene)
        self.shot("play-colour-blind")
        self.app.stack.replace(MenuScene(self.app.ctx))
        self.frames(10)
        self.window_key(pygame.K_F11)
        self.frames(10)
        self.shot("after-f11")
        self.window_key(pygame.K_F11)
        self.frames(10)
        self.shot("after-f11-again")

    def close(self) -> None:
        self.app.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("/tmp/walk"))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--only", default="",
                        help="comma-separated steps: natural,pause,swap,kids,party,blank,settings")
    args = parser.parse_args()
    w, h = (int(n) for n in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    walk = Walk(args.out, (w, h))
    steps = {"natural": walk.natural_end, "pause": walk.end_via_pause, "swap": walk.swap_and_pass,
             "kids": walk.kids, "party": walk.party, "blank": walk.blank_swap, "settings": walk.settings_kept}
    chosen = [s for s in args.only.split(",") if s] or list(steps)
    try:
        for name in chosen:
            steps[name]()
    finally:
        walk.close()


if __name__ == "__main__":
    main()
