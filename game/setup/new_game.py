"""The new-game setup the menu edits: seats, preset, every rule toggle, word list.

Kept apart from the pygame-menu widgets so the menu can be rebuilt (resize)
without losing choices, and so tests can check what a choice does to the
:class:`~game.rules.ruleset.RuleSet`.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.lexicon.choice import fallback_for, fallback_notice
from game.rules.ruleset import (
    CLOCK_CHOICES,
    PRESETS,
    VARIANT_PRESETS,
    ChallengeMode,
    ClockExpiry,
    Direction,
    EndRule,
    ExchangeLimit,
    ExchangeOrder,
    ExchangeWhen,
    Leftovers,
    RuleSet,
    TurnOrder,
    preset,
)
from game.setup.seats import SEAT_KINDS, SeatConfig, clean_name, default_seats

BUILTIN_LISTS = ("enable", "kids")

#: one choice list per rule toggle, in menu order: (field, title, [(label, value)])
RULE_CHOICES: list[tuple[str, str, list[tuple[str, Any]]]] = [
    ("clock_seconds", "Turn clock", [("Off" if s == 0 else f"{s} s", s) for s in CLOCK_CHOICES]),
    ("clock_expiry", "When time runs out", [("Turn passes", ClockExpiry.PASS), ("Placed tiles play", ClockExpiry.SUBMIT)]),
    ("challenge", "Challenges", [
        ("None, words checked", ChallengeMode.VOID),
        ("Single (free)", ChallengeMode.SINGLE),
        ("Double (lose a turn)", ChallengeMode.DOUBLE),
        ("Penalty points", ChallengeMode.PENALTY),
        ("Bonus to the player", ChallengeMode.BONUS),
    ]),
    ("challenge_points", "Challenge points", [(str(n), n) for n in (3, 5, 10, 15, 20)]),
    ("exchange_limit", "Exchanges", [
        ("Any number", ExchangeLimit.ANY),
        ("Only if bag has 7+", ExchangeLimit.BAG_HAS_SEVEN),
        ("At most 2 tiles", ExchangeLimit.AT_MOST_TWO),
        ("One tile", ExchangeLimit.ONE),
    ]),
    ("exchange_order", "Exchanged tiles", [
        ("Draw new, then return", ExchangeOrder.DRAW_FIRST),
        ("Return, then draw", ExchangeOrder.RETURN_FIRST),
    ]),
    ("exchange_when", "Exchange allowed", [
        ("Any turn", ExchangeWhen.ANY_TIME),
        ("Only if you cannot play", ExchangeWhen.CANNOT_PLAY),
    ]),
    ("end_rule", "Game ends after", [
        ("A round of passes", EndRule.ONE_ROUND_OF_PASSES),
        ("Two rounds of passes", EndRule.TWO_ROUNDS_OF_PASSES),
        ("Six scoreless turns", EndRule.SIX_SCORELESS),
    ]),
    ("leftovers", "Leftover tiles", [("Family", Leftovers.FAMILY), ("Tournament (x2)", Leftovers.TOURNAMENT)]),
    ("turn_order", "Tile draw decides", [
        ("First, then round the table", TurnOrder.FIRST_THEN_SEATING),
        ("Whole order", TurnOrder.ALL_BY_TILE),
    ]),
    ("direction", "Play goes", [
        ("Clockwise", Direction.CLOCKWISE),
        ("Counter-clockwise", Direction.COUNTERCLOCKWISE),
    ]),
    ("blank_swap", "Blank swap", [("Off", False), ("On", True)]),
    ("plurals", "Plural by an S alone", [("Allowed", False), ("Not allowed", True)]),
    ("hints", "Hints", [("Off", False), ("On", True)]),
    ("hint_allowance", "Hinted turns per player", [("Unlimited", -1), ("0", 0), ("1", 1), ("3", 3), ("5", 5), ("10", 10)]),
    ("undo_allowed", "Undo", [("Off", False), ("On", True)]),
]

WORD_LIST_CHOICES: list[tuple[str, str]] = [
    ("Standard (ENABLE)", "enable"),
    ("Kid-safe", "kids"),
    ("From a file", "file"),
]

PRESET_BLURBS = {
    "Classic": "The Classic rule text: double challenge, no clock.",
    "House": "The House rule text: one-minute clock, free challenges.",
    "Competition": "The Competition rule text: words checked, blank swap.",
    "Tournament": "Double challenge, tournament leftovers, 6 scoreless.",
    "Kids": "Kid-safe words checked at once, hints and undo.",
    "Party": "One-minute turns; three hinted turns each.",
    "Upwords": "The Upwords rule text: stack letters, taller words score more.",
}

#: the presets New game offers: every classic one, then the stacking game
MENU_PRESETS: tuple[str, ...] = (*PRESETS, VARIANT_PRESETS["Upwords"].name)


def choices_for(name: str, current: Any) -> list[tuple[str, Any]]:
    """The choice list for a toggle, with the current value added if it is not a listed one."""
    for field_name, _title, options in RULE_CHOICES:
        if field_name == name:
            if any(value == current for _, value in options):
                return options
            extra = (str(current), current)
            return sorted([*options, extra], key=lambda o: (isinstance(o[1], int) and o[1]) or 0)
    raise KeyError(name)


def check_word_file(text: str) -> str | None:
    """What is wrong with a word-list path at a glance (``words.txt is empty``), or None.

    Only the quick checks: a line that is not a word is found when the list
    loads, and reported then with its line number.
    """
    raw = text.strip()
    if not raw:
        return "no file was named"
    path = Path(raw).expanduser()
    if not path.exists():
        return f"{path.name}: no such file"
    if path.is_dir():
        return f"{path.name} is a folder, not a word-list file"
    try:
        with open(path, "rb") as fh:
            head = fh.read(4096)
    except OSError as exc:
        return f"{path.name} cannot be read ({exc.strerror or exc})"
    if not head.strip():
        return f"{path.name} is empty"
    if b"\0" in head:
        return f"{path.name} is not a text file (it holds binary data)"
    return None


@dataclass
class NewGameSetup:
    seat_count: int = 2
    seats: list[SeatConfig] = field(default_factory=lambda: default_seats(4))
    preset_name: str = "Classic"
    rules: RuleSet = field(default_factory=lambda: PRESETS["Classic"])
    word_source: str = "enable"  # "enable", "kids" or "file"
    word_file: str = ""

    @classmethod
    def from_settings(cls, settings: Any, lexicon: Path | None = None) -> NewGameSetup:
        setup = cls(
            seat_count=settings.seat_count,
            seats=list(settings.seats),
            preset_name=settings.preset,
            rules=settings.ruleset(),
        )
        word_list = setup.rules.word_list
        if word_list in BUILTIN_LISTS:
            setup.word_source = word_list
        else:
            setup.word_source, setup.word_file = "file", word_list
        if lexicon is not None:
            setup.word_source, setup.word_file = "file", str(lexicon)
        return setup

    def store(self, settings: Any) -> None:
        """Remember this setup for the next launch."""
        settings.seat_count = self.seat_count
        settings.seats = list(self.seats)
        settings.preset = self.preset_name
        settings.rules = self.rules.to_dict()
        if self.word_source == "file":
            settings.rules["word_list"] = self.word_file.strip() or "enable"

    # -- edits ------------------------------------------------------------------

    def set_seat_count(self, count: int) -> None:
        self.seat_count = max(2, min(4, count))

    def set_name(self, index: int, text: str) -> None:
        self.seats[index] = dataclasses.replace(self.seats[index], name=text)

    def set_kind(self, index: int, kind: str) -> None:
        if kind not in SEAT_KINDS:
            raise ValueError(kind)
        self.seats[index] = dataclasses.replace(self.seats[index], kind=kind)

    def set_preset(self, name: str) -> None:
        """Start again from a preset; its word list comes with it."""
        self.rules = preset(name)
        self.preset_name = self.rules.name
        if self.rules.word_list in BUILTIN_LISTS:
            self.word_source = self.rules.word_list

    def set_rule(self, name: str, value: Any) -> None:
        self.rules = self.rules.replace(**{name: value})

    def set_word_source(self, source: str) -> None:
        self.word_source = source
        if source in BUILTIN_LISTS:
            self.rules = self.rules.replace(word_list=source)
        else:
            # until a file is named the game falls back to the preset's own list,
            # not to whichever built-in list was chosen before
            self.rules = self.rules.replace(word_list=preset(self.preset_name).word_list)

    # -- results ------------------------------------------------------------------

    def problem(self) -> str | None:
        """What the players will be told about the chosen word-list file, or None.

        It never stops a game: the game then plays with the standard list.
        """
        if self.word_source != "file":
            return None
        detail = check_word_file(self.word_file)
        return fallback_notice(detail, fallback_for(self.rules), future=True) if detail else None

    def word_file_status(self) -> tuple[str, str]:
        """What the Rules page says under the file path: ``("hint" | "bad" | "good", text)``."""
        if not self.word_file.strip():
            return "hint", "Type the path of a word-list file: one word a line."
        problem = self.problem()
        if problem:
            return "bad", problem
        return "good", f"{Path(self.word_file.strip()).expanduser().name} will be used for this game."

    def ruleset(self) -> RuleSet:
        """The rules to play; a blank file path means the built-in list instead."""
        if self.word_source == "file":
            path = self.word_file.strip()
            if not path:
                return self.rules.replace(word_list=fallback_for(self.rules))
            return self.rules.replace(word_list=str(Path(path).expanduser()))
        return self.rules.replace(word_list=self.word_source)

    def chosen_seats(self) -> list[SeatConfig]:
        return [
            SeatConfig(clean_name(seat.name, i), seat.kind) for i, seat in enumerate(self.seats[: self.seat_count])
        ]

    def summary(self) -> str:
        r = self.rules
        parts = [
            "no clock" if not r.clock_seconds else f"{r.clock_seconds} s clock",
            {
                ChallengeMode.VOID: "words checked",
                ChallengeMode.SINGLE: "single challenge",
                ChallengeMode.DOUBLE: "double challenge",
                ChallengeMode.PENALTY: f"challenge -{r.challenge_points}",
                ChallengeMode.BONUS: f"challenge +{r.challenge_points}",
            }[r.challenge],
            "hints" if r.hints else "no hints",
            {"enable": "ENABLE", "kids": "kid-safe", "file": "own word list"}[self.word_source],
        ]
        return ", ".join(parts)

    def is_modified(self) -> bool:
        return self.rules != preset(self.preset_name)
