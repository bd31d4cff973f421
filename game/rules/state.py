"""The state of a game as plain values: players, turn records, phases, the
result and the snapshot that undo and saves are made of (docs/rules.md,
"Turns" and "End of the game").

These types know no rules; :class:`game.rules.game.Game` changes them.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from game.facts import Fact

from .move import Move, SwapBlank
from .scoring import PlayScore, WordScore

#: How a tile play the clock put down began its note in saves of version 1,
#: which kept no other mark of it (``game.rules.save`` reads it from there).
TIMEOUT_PLAY_NOTE = "played when time ran out"


class TurnKind(str, Enum):
    PLAY = "play"
    EXCHANGE = "exchange"
    PASS = "pass"
    TIMEOUT = "timeout"  # the clock ran out: a pass with placed tiles returned (docs/rules.md "Turn clock")
    WITHDRAWN = "withdrawn"  # a challenged play taken back (docs/rules.md "Challenges")
    CHALLENGE_FAILED = "challenge_failed"  # the challenged play stood (docs/rules.md "Challenges")
    LOST_TURN = "lost_turn"  # skipped after a failed double challenge
    BLANK_SWAP = "blank_swap"


class Phase(str, Enum):
    PLAYING = "playing"
    # A player went out in a challenge mode: the others may still challenge the
    # last play; a pass accepts it and ends the game.
    FINAL_CHALLENGE = "final_challenge"
    OVER = "over"


#: characters of a player's name kept from a save or a caller (the menu allows 20)
NAME_CHARS = 40


def clean_name(name: str) -> str:
    """A player's name as one line of printable text: control characters and line
    breaks become spaces, runs of spaces one, and it is cut to :data:`NAME_CHARS`.

    A name ends up in a GCG ``#player`` line, where a line break would start a
    line that is not GCG, and on screen.
    """
    return " ".join(one_line(name).split())[:NAME_CHARS]


def one_line(text: str) -> str:
    r"""``text`` with control characters and line breaks as spaces (other spacing kept,
    so a record reads back exactly).

    ``str.isprintable`` is not the test: it calls every space but the ASCII one
    unprintable, and a name with a no-break space must read back as written.

    >>> one_line("Ann\u00a0Lee\nB\u2028C\x00")
    'Ann\xa0Lee B C '
    """
    return "".join(" " if unicodedata.category(ch) in _BREAKING else ch for ch in text)


# Control, surrogate, private-use and unassigned characters, and the line and
# paragraph separators: everything a line of a record may not hold.
_BREAKING = frozenset({"Cc", "Cs", "Co", "Cn", "Zl", "Zp"})


@dataclass
class Player:
    name: str
    score: int = 0
    rack: list[str] = field(default_factory=list)
    lost_turns: int = 0  # turns still to be skipped (double challenge, docs/rules.md "Challenges")
    hints_used: int = 0


@dataclass(frozen=True)
class TurnRecord:
    """One entry of the history."""

    player: int
    kind: TurnKind
    move: Move | SwapBlank | None
    rack_before: str
    points: int  # change to ``player``'s score
    total_after: int
    notation: str = ""  # "8D RETAINS", "-AEI", "-", "(challenge)" ...
    words: tuple[WordScore, ...] = ()
    bingo: bool = False
    drawn: str = ""
    challenger: int | None = None
    #: An English account of the turn for a person reading a save; the game
    #: words a turn from the fields above and below, never from this.
    note: str = ""
    #: PLAY: the clock put these tiles down when time ran out (docs/rules.md "Turn clock", the submit rule)
    on_timeout: bool = False
    #: WITHDRAWN: the words of the challenged play that are not in the word list
    bad_words: tuple[str, ...] = ()
    #: BLANK_SWAP: the letter the blank stood for, which the player gave for it
    letter: str = ""

    @property
    def played_on_timeout(self) -> bool:
        """Tiles the clock put down when time ran out (docs/rules.md "Turn clock", the submit rule)."""
        return self.kind is TurnKind.PLAY and self.on_timeout


@dataclass(frozen=True)
class GameResult:
    """How the game ended and who won (docs/rules.md "End of the game")."""

    ended_by: str  # "out", "passes", "scoreless", "stopped"
    went_out: int | None
    scores_before_adjustments: tuple[int, ...]
    #: (player, delta, tiles): a player's own tiles left (delta < 0), or the tiles
    #: left on the other racks that the player who went out gains (delta > 0).
    #: Facts only: game/words words them (game/words/results.py).
    adjustments: tuple[tuple[int, int, str], ...]
    final_scores: tuple[int, ...]
    winners: tuple[int, ...]
    tie_broken_by_earlier_score: bool


@dataclass(frozen=True)
class Preview:
    """What the play scene shows while tiles are placed (never mutates the game)."""

    legal: bool
    reason: Fact | None  # why the play is refused (None when it is legal)
    score: PlayScore | None
    invalid_words: tuple[str, ...] = ()  # only filled in void mode (checked at once)

    @property
    def total(self) -> int:
        return self.score.total if self.score else 0


@dataclass
class Snapshot:
    cells: list[str]
    racks: list[list[str]]
    scores: list[int]
    lost_turns: list[int]
    hints_used: list[int]
    bag: list[str]
    rng_state: Any
    current: int
    phase: Phase
    passes: int
    scoreless: int
    challengeable: int | None
    result: GameResult | None
