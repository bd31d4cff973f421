"""The one place that knows every scene: scenes ask it for the next one.

A scene never imports another scene (that made a circle of five modules);
it calls ``ctx.scenes.results(game, seats)`` and friends, and this module,
imported only by the app and by tests, builds them.
"""

from __future__ import annotations

from pathlib import Path

from game.rules.duplicate import DuplicateGame
from game.rules.game import Game
from game.rules.ruleset import RuleSet, is_duplicate, preset
from game.rules.timeline import Timeline
from game.setup.seats import SeatConfig
from game.store import PhoneTable, SavedDuplicate, SavedGame
from game.ui.context import AppContext, GameInPlay
from game.ui.play.scene import PlayScene
from game.ui.scene import Scene
from game.ui.scenes.duplicate import DuplicateScene
from game.ui.scenes.duplicate_parts.round_table import RoundTable
from game.ui.scenes.duplicate_results import DuplicateResultsScene
from game.ui.scenes.error import ErrorScene
from game.ui.scenes.howto import HowToScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.replay import ReplayScene
from game.ui.scenes.results import ResultsScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.statistics import StatisticsScene
from game.ui.scenes.tile_draw import TileDrawScene
from game.ui.scenes.welcome import WelcomeScene


class SceneDirectory:
    """Builds scenes for one app context (see :class:`game.ui.context.SceneFactory`)."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx

    def menu(self) -> Scene:
        return MenuScene(self.ctx)

    def welcome(self) -> Scene:
        return WelcomeScene(self.ctx)

    def howto(self, stacking: bool = False) -> Scene:
        return HowToScene(self.ctx, stacking)

    def tile_draw(self, seats: list[SeatConfig], rules: RuleSet, *, seed: int | None = None,
                  demo: bool = False, notice: str | None = None, links: PhoneTable | None = None) -> Scene:
        if is_duplicate(rules):
            # everyone plays at once: no turn order to draw (the seats on a phone play there, the others at the TV)
            return DuplicateScene(self.ctx, seats, rules, seed=seed, demo=demo, notice=notice)
        return TileDrawScene(self.ctx, seats, rules, seed=seed, demo=demo, notice=notice, links=links)

    def demo_draw(self) -> Scene:
        if is_duplicate(preset(self.ctx.options.variant)):
            return DuplicateScene.for_demo(self.ctx)
        return TileDrawScene.for_demo(self.ctx)

    def duplicate_results(self, game: DuplicateGame, seats: list[SeatConfig]) -> Scene:
        return DuplicateResultsScene(self.ctx, game, seats)

    def duplicate(self, game: DuplicateGame, seats: list[SeatConfig], resume: SavedDuplicate, *,
                  notice: str | None = None) -> Scene:
        """A saved Duplicate game played on (Continue), at the round it was left in."""
        return DuplicateScene(self.ctx, seats, game.rules, notice=notice, resume=resume, game=game)

    def play(self, game: Game, seats: list[SeatConfig], demo: bool = False, *,
             notice: str | None = None, resume: SavedGame | None = None,
             links: PhoneTable | None = None) -> Scene:
        return PlayScene(self.ctx, game, seats, demo=demo, notice=notice, resume=resume, links=links)

    def pause(self, play: GameInPlay) -> Scene:
        return PauseScene(self.ctx, play)

    def settings(self, *, over_game: bool = False) -> Scene:
        return SettingsScene(self.ctx, over_game=over_game)

    def results(self, game: Game, seats: list[SeatConfig], links: PhoneTable | None = None) -> Scene:
        return ResultsScene(self.ctx, game, seats, links)

    def error(self, message: str, log_path: Path) -> Scene:
        return ErrorScene(self.ctx, message, log_path)

    def statistics(self) -> Scene:
        return StatisticsScene(self.ctx)

    def replay(self, timeline: Timeline, title: str, *, word_list: str = "enable", fallback: str = "enable",
               rules: RuleSet | None = None, quit_on_back: bool = False, rounds: RoundTable | None = None) -> Scene:
        return ReplayScene(self.ctx, timeline, title, word_list=word_list, fallback=fallback, rules=rules,
                           quit_on_back=quit_on_back, rounds=rounds)


def install(ctx: AppContext) -> AppContext:
    """Give ``ctx`` its scene directory and return it (tests build contexts this way)."""
    ctx.scenes = SceneDirectory(ctx)
    return ctx
