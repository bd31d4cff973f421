"""One rung of the hint ladder as facts, for the classic and the stacking game
alike; the window words it (:mod:`game.words.hints`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Generic, Protocol, TypeVar


class ExpertReason(Enum):
    """Why the Expert's play beats the top score on the top rung (:mod:`game.engine.expert_hint`)."""

    KEEPS_BETTER_RACK = "keeps_better_rack"  # its score and the tiles it keeps are worth more
    MORE_NEXT_TURN = "more_next_turn"  # it scores less now, and our next play more
    FEWER_CHANCES = "fewer_chances"  # the opponent's reply scores less after it


class SuggestedPlay(Protocol):
    """What a rung needs of a play: where its main word starts and what it scores."""

    @property
    def position(self) -> str: ...
    @property
    def score(self) -> int: ...


PlayT = TypeVar("PlayT", bound=SuggestedPlay)


@dataclass(frozen=True)
class HintRung(Generic[PlayT]):
    """One rung of the ladder, as facts for the window to word."""

    level: int
    square: tuple[int, int] | None = None  # levels 1 and 3: the square to highlight
    word: str | None = None  # levels 2-4: the main word, letters played through included
    play: PlayT | None = None  # levels 3-4: the play itself
    #: the suggestion keeps to words a child knows (a Kids game): level 4 is then
    #: the best *everyday* play, and with no play at all, ``no_everyday_word``
    for_children: bool = False
    #: plays exist, but none of words a child knows: the hint says so instead
    no_everyday_word: bool = False
    #: level 4 by the Expert (:mod:`game.engine.expert_hint`): why its play beats the top score
    reason: ExpertReason | None = None
    #: with a ``reason``: the tiles the play keeps on the rack (``?`` for a blank), sorted
    leave: str = ""

    @property
    def position(self) -> str | None:
        """Where the play's main word starts, in notation ("8D", "D8")."""
        return self.play.position if self.play is not None else None

    @property
    def points(self) -> int | None:
        """What the play scores."""
        return self.play.score if self.play is not None else None
