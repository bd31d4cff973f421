"""The computer levels: one table that every part of the game reads.

A level is named here once, with what each part of the game needs of it:

- ``name``: the seat kind kept in the settings and in saved games (``"easy"``);
- ``label``: how the New game page offers it ("Computer (Easy)");
- ``short``: how the tile draw's name plate says who plays the seat;
- ``saved``: how the Saved games list names a seat it plays (``{name}`` the player's);
- ``classic`` and ``upwords``: its player class in :mod:`game.engine.players` and
  for Upwords in :mod:`game.engine.upwords.players`, by class name (a dotted
  name for a class in a module of its own: ``game.engine.expert.ExpertPlayer``);
- ``budget``: the seconds a turn its search may take (0: it needs no budget,
  it answers as soon as it has listed the plays);
- ``challenge_chance``: how often it challenges a phony it could catch (an easy
  computer spots one only half the time);
- ``duplicate_share``: in Duplicate, the share of the round's top score it plays
  for: the highest-scoring play that scores at most that share of the top
  (:func:`duplicate_score`). Nobody keeps the tiles a play leaves in Duplicate
  (the rack is the round's top play's leave, the same for all), so a level that
  weighs its leave would only score less: the strong levels play the top, the
  weaker ones settle for less as a weaker player does.

Expert plays Upwords with Hard's search: its look-ahead and leaves are the
classic game's (the stacking game has other tiles, other scores and no
fitted leaves).

The texts are marked for the catalogue and translated where they are shown.
The player classes are named rather than imported: the window reads this table
(New game, the tile draw, saved games) without loading the move generators,
which run in the engine process (:mod:`game.engine.worker`).
``tests/test_levels.py`` checks that every part of the game knows every level.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, cast

from game.i18n import N_, _

if TYPE_CHECKING:
    from game.engine.players import ComputerPlayer
    from game.engine.upwords.players import UpwordsPlayer

#: where the player classes named in the table live
CLASSIC_MODULE = "game.engine.players"
UPWORDS_MODULE = "game.engine.upwords.players"


@dataclass(frozen=True)
class Level:
    """One computer level (see the module's docstring for its fields)."""

    name: str
    label: str
    short: str
    saved: str
    classic: str
    upwords: str
    budget: float = 0.0
    challenge_chance: float = 1.0
    duplicate_share: float = 1.0

    def classic_player(self) -> type[ComputerPlayer]:
        """The level's player class for the classic game (it hands Upwords on)."""
        module, _dot, name = self.classic.rpartition(".")
        return cast("type[ComputerPlayer]", getattr(importlib.import_module(module or CLASSIC_MODULE), name))

    def upwords_player(self) -> type[UpwordsPlayer]:
        """The level's player class for Upwords."""
        return cast("type[UpwordsPlayer]", getattr(importlib.import_module(UPWORDS_MODULE), self.upwords))


#: seconds a turn the expert level thinks (the look-ahead's budget)
EXPERT_BUDGET = 2.0

#: in Duplicate, the share of the round's top score the medium and easy levels play for
#: (a medium player finds about four fifths of the top in a club's results, a beginner half)
MEDIUM_DUPLICATE_SHARE = 0.8
EASY_DUPLICATE_SHARE = 0.5

#: every computer level, weakest first: the order the New game page offers them in
LEVELS: tuple[Level, ...] = (
    Level("easy", N_("Computer (Easy)"), N_("Computer, easy"), N_("{name} (computer, easy)"),
          "EasyPlayer", "UpwordsEasy", challenge_chance=0.5, duplicate_share=EASY_DUPLICATE_SHARE),
    Level("medium", N_("Computer (Medium)"), N_("Computer, medium"), N_("{name} (computer, medium)"),
          "MediumPlayer", "UpwordsMedium", duplicate_share=MEDIUM_DUPLICATE_SHARE),
    Level("hard", N_("Computer (Hard)"), N_("Computer, hard"), N_("{name} (computer, hard)"),
          "HardPlayer", "UpwordsHard"),
    Level("expert", N_("Computer (Expert)"), N_("Computer, expert"), N_("{name} (computer, expert)"),
          "game.engine.expert.ExpertPlayer", "UpwordsHard", budget=EXPERT_BUDGET),
)
#: the levels by name
BY_NAME: dict[str, Level] = {level.name: level for level in LEVELS}
#: the level names, weakest first
LEVEL_NAMES: tuple[str, ...] = tuple(BY_NAME)
#: the level a computer seat plays at when its own is not known (a save naming a level
#: this version lacks) and that attract mode hands a person's seat to
STAND_IN: Level = BY_NAME["medium"]


def level_named(name: str) -> Level:
    """The level called ``name`` (any case, spaces around ignored).

    Raises:
        ValueError: for another name, listing the levels there are.
    """
    try:
        return BY_NAME[name.strip().lower()]
    except KeyError:
        raise ValueError(_("no computer player {level}; choose one of: {choices}").format(
            level=repr(name), choices=", ".join(LEVEL_NAMES))) from None


def duplicate_score(scores: list[int], share: float) -> int | None:
    """The score a level with ``duplicate_share`` ``share`` plays for in Duplicate, of
    ``scores`` (every legal play's): the highest at most ``share`` of the top (the lowest
    when none is that low), or None when there is no play.

    >>> duplicate_score([22, 24, 8, 18], 1.0), duplicate_score([22, 24, 8, 18], 0.8)
    (24, 18)
    >>> duplicate_score([30, 40], 0.5), duplicate_score([], 1.0)
    (30, None)
    """
    if not scores:
        return None
    ceiling = share * max(scores)
    return max((score for score in scores if score <= ceiling), default=min(scores))
