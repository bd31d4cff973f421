"""The new-game setup the menu edits: seats, preset, every rule toggle, word list,
each seat's handicap (docs/rules.md, "Handicaps") and which seats play from a
phone (README, "Phone racks").

Kept apart from the pygame-menu widgets so the menu can be rebuilt (resize)
without losing choices, and so tests can check what a choice does to the
:class:`~game.rules.ruleset.RuleSet`.
"""

from __future__ import annotations

import dataclasses
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.i18n import N_, _, join_parts
from game.lexicon.choice import fallback_for, fallback_notice_parts
from game.rules.duplicate.rules import ROUND_LENGTHS
from game.rules.handicap import (
    NO_HANDICAP,
    Handicap,
    HandicapError,
    check_handicaps,
    family_handicap,
)
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
    is_duplicate,
    preset,
)
from game.rules.teams import PAIRINGS, TEAM_SEATS
from game.rules.variant import variant_rules
from game.setup.seats import SEAT_KINDS, SeatConfig, clean_name, default_seats, for_computer
from game.setup.teams import team_seats
from game.store.profiles import SeatProfile, person_key
from game.words import error_text
from game.words.duplicate import round_clock_title, round_length_text

BUILTIN_LISTS = ("enable", "kids")

#: one choice list per rule toggle, in menu order: (field, title, [(label, value)]);
#: titles and labels are marked for the catalogue; :func:`choices_for` translates the
#: labels and the menu the titles
RULE_CHOICES: list[tuple[str, str, list[tuple[str, Any]]]] = [
    # Translators: a turn clock of so many seconds, e.g. "60 s"
    ("clock_seconds", N_("Turn clock"), [(N_("Off") if s == 0 else N_("{seconds} s"), s) for s in CLOCK_CHOICES]),
    ("clock_expiry", N_("When time runs out"), [(N_("Turn passes"), ClockExpiry.PASS),
                                                (N_("Placed tiles play"), ClockExpiry.SUBMIT)]),
    ("challenge", N_("Challenges"), [
        (N_("None, words checked"), ChallengeMode.VOID),
        (N_("Single (free)"), ChallengeMode.SINGLE),
        (N_("Double (lose a turn)"), ChallengeMode.DOUBLE),
        (N_("Penalty points"), ChallengeMode.PENALTY),
        (N_("Bonus to the player"), ChallengeMode.BONUS),
    ]),
    # Translators: the points a wrong challenge costs the challenger ("Penalty points" above)
    ("challenge_penalty", N_("Challenge penalty"), [(str(n), n) for n in (3, 5, 10, 15, 20)]),
    # Translators: the points a wrong challenge gives the player ("Bonus to the player" above)
    ("challenge_bonus", N_("Challenge bonus"), [(str(n), n) for n in (3, 5, 10, 15, 20)]),
    ("exchange_limit", N_("Exchanges"), [
        (N_("Any number"), ExchangeLimit.ANY),
        # Translators: swapping tiles is allowed only while the bag holds 7 or more
        (N_("Only if bag has 7+"), ExchangeLimit.BAG_HAS_SEVEN),
        (N_("At most 2 tiles"), ExchangeLimit.AT_MOST_TWO),
        (N_("One tile"), ExchangeLimit.ONE),
    ]),
    ("exchange_order", N_("Exchanged tiles"), [
        (N_("Draw new, then return"), ExchangeOrder.DRAW_FIRST),
        (N_("Return, then draw"), ExchangeOrder.RETURN_FIRST),
    ]),
    ("exchange_when", N_("Exchange allowed"), [
        (N_("Any turn"), ExchangeWhen.ANY_TIME),
        (N_("Only if you cannot play"), ExchangeWhen.CANNOT_PLAY),
    ]),
    ("end_rule", N_("Game ends after"), [
        (N_("A round of passes"), EndRule.ONE_ROUND_OF_PASSES),
        (N_("Two rounds of passes"), EndRule.TWO_ROUNDS_OF_PASSES),
        (N_("Six scoreless turns"), EndRule.SIX_SCORELESS),
    ]),
    # Translators: how tiles left on the racks at the end are scored
    ("leftovers", N_("Leftover tiles"), [(N_("Family"), Leftovers.FAMILY),
                                         (N_("Tournament (x2)"), Leftovers.TOURNAMENT)]),
    ("turn_order", N_("Tile draw decides"), [
        (N_("First, then round the table"), TurnOrder.FIRST_THEN_SEATING),
        (N_("Whole order"), TurnOrder.ALL_BY_TILE),
    ]),
    ("direction", N_("Play goes"), [
        (N_("Clockwise"), Direction.CLOCKWISE),
        (N_("Counter-clockwise"), Direction.COUNTERCLOCKWISE),
    ]),
    ("blank_swap", N_("Blank swap"), [(N_("Off"), False), (N_("On"), True)]),
    ("plurals", N_("Plural by an S alone"), [(N_("Allowed"), False), (N_("Not allowed"), True)]),
    ("hints", N_("Hints"), [(N_("Off"), False), (N_("On"), True)]),
    ("hint_allowance", N_("Hinted turns per player"),
     [(N_("Unlimited"), -1), ("0", 0), ("1", 1), ("3", 3), ("5", 5), ("10", 10)]),
    # Translators: whether a player may take back a move
    ("undo_allowed", N_("Undo"), [(N_("Off"), False), (N_("On"), True)]),
]

#: (label, word source); the labels are translated where the menu shows them
WORD_LIST_CHOICES: list[tuple[str, str]] = [
    (N_("Standard (ENABLE)"), "enable"),
    (N_("Kid-safe"), "kids"),
    (N_("From a file"), "file"),
]

#: preset name -> its one-line description (marked; translate with ``_()`` when shown)
PRESET_BLURBS = {
    "Classic": N_("The Classic rule text: double challenge, no clock."),
    "House": N_("The House rule text: one-minute clock, free challenges."),
    "Competition": N_("The Competition rule text: words checked, blank swap."),
    "Tournament": N_("Double challenge, tournament leftovers, 6 scoreless."),
    "Kids": N_("Kid-safe words checked at once, hints and undo."),
    "Party": N_("One-minute turns; three hinted turns each."),
    "Family": N_("A handicap per seat; kid-safe words and hints for a child."),
    "Upwords": N_("The Upwords rule text: stack letters, taller words score more."),
    "Duplicate": N_("Everyone plays the same rack at once; the best play goes on the board."),
    "Club Duplicate": N_("Duplicate by the club rule: the computer's best play goes on the board."),
}

#: preset names as the menu shows them; the names themselves stay the keys in settings
PRESET_NAMES = {
    # Translators: names of rule presets in the New game menu
    "Classic": N_("Classic"),
    "House": N_("House"),
    "Competition": N_("Competition"),
    "Tournament": N_("Tournament"),
    "Kids": N_("Kids"),
    "Party": N_("Party"),
    "Family": N_("Family"),
    "Upwords": N_("Upwords"),
    # Translators: the preset where everyone plays the same rack at once (French "Duplicate")
    "Duplicate": N_("Duplicate"),
    # Translators: Duplicate by the club rule (the computer's best play is each round's top)
    "Club Duplicate": N_("Club Duplicate"),
}


def pairing_label(index: int) -> str:
    """A pairing of four seats as the Players row offers it: "4, teams 1+3 v 2+4"."""
    first, second = PAIRINGS[index]
    # Translators: the New game page's Players row: four players as two teams of two, seats
    # {first} against seats {second} ("1+3" against "2+4")
    return _("4, teams {first} v {second}").format(first="+".join(str(s + 1) for s in first),
                                                   second="+".join(str(s + 1) for s in second))


def preset_label(name: str) -> str:
    """A preset's name in the current language (the key itself when it has no entry)."""
    return _(PRESET_NAMES[name]) if name in PRESET_NAMES else name


def preset_blurb(name: str) -> str:
    """A preset's description in the current language, or "" for an unknown preset."""
    return _(PRESET_BLURBS[name]) if name in PRESET_BLURBS else ""


def word_list_choices() -> list[tuple[str, str]]:
    """:data:`WORD_LIST_CHOICES` with the labels in the current language."""
    return [(_(label), source) for label, source in WORD_LIST_CHOICES]


#: how many players New game offers; Duplicate may also be played alone
SEAT_COUNTS = (2, 3, 4)
SOLO_SEAT_COUNTS = (1, *SEAT_COUNTS)
#: the preset one player alone plays Duplicate by: against the computer's top play
SOLO_DUPLICATE = "Club Duplicate"

#: the presets New game offers: every classic one, then the stacking game, then Duplicate
MENU_PRESETS: tuple[str, ...] = (*PRESETS, VARIANT_PRESETS["Upwords"].name, VARIANT_PRESETS["Duplicate"].name,
                                  VARIANT_PRESETS["Club Duplicate"].name)


def choices_for(name: str, current: Any, duplicate: bool = False) -> list[tuple[str, Any]]:
    """The choice list for a toggle, with the current value added if it is not a listed one.

    ``duplicate``: for a Duplicate preset, whose clock is the round's: its lengths
    (:data:`game.rules.duplicate.rules.ROUND_LENGTHS`) said as "1 minute a round"."""
    if duplicate and name == "clock_seconds":
        lengths = sorted({*ROUND_LENGTHS, current}) if isinstance(current, int) else list(ROUND_LENGTHS)
        return [(round_length_text(seconds), seconds) for seconds in lengths]
    for field_name, _title, options in RULE_CHOICES:
        if field_name == name:
            shown = [(_(label).format(seconds=value), value) for label, value in options]
            if any(value == current for _, value in options):
                return shown
            extra = (str(current), current)
            return sorted([*shown, extra], key=lambda o: (isinstance(o[1], int) and o[1]) or 0)
    raise KeyError(name)


def rule_title(name: str, title: str, duplicate: bool = False) -> str:
    """The Rules page's title of toggle ``name`` (``title``, its entry in :data:`RULE_CHOICES`)
    in the current language; in Duplicate the clock is the round's ("Round clock")."""
    if duplicate and name == "clock_seconds":
        return round_clock_title()
    return _(title)


def check_word_file(text: str) -> str | None:
    """What is wrong with a word-list path at a glance (``words.txt is empty``), or None.

    Only the quick checks: a line that is not a word is found when the list
    loads, and reported then with its line number.
    """
    raw = text.strip()
    if not raw:
        return _("no file was named")
    from game.cli.arguments import home_unknown

    unknown = home_unknown(raw)  # "~nosuchuser/words.txt" cannot be expanded
    if unknown is not None:
        return unknown
    path = Path(raw).expanduser()
    if not path.exists():
        return _("{file}: no such file").format(file=path.name)
    if path.is_dir():
        return _("{file} is a folder, not a word-list file").format(file=path.name)
    if not path.is_file():  # a pipe would block the open until a writer came
        return _("{file} is not a regular file").format(file=path.name)
    try:
        with open(os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)), "rb") as fh:
            head = fh.read(4096)
    except OSError as exc:
        # Translators: {reason} is the system's own explanation, e.g. "Permission denied"
        return _("{file} cannot be read ({reason})").format(file=path.name, reason=exc.strerror or exc)
    if not head.strip():
        return _("{file} is empty").format(file=path.name)
    if b"\0" in head:
        return _("{file} is not a text file (it holds binary data)").format(file=path.name)
    return None


@dataclass
class NewGameSetup:
    seat_count: int = 2
    seats: list[SeatConfig] = field(default_factory=lambda: default_seats(4))
    preset_name: str = "Classic"
    rules: RuleSet = field(default_factory=lambda: PRESETS["Classic"])
    word_source: str = "enable"  # "enable", "kids" or "file"
    word_file: str = ""
    #: each seat's child mark: the profile's, or set on the seat's handicap page
    children: list[bool] = field(default_factory=lambda: [False] * 4)
    #: what the players chose for each seat's handicap themselves; a seat not chosen
    #: follows its defaults (:meth:`default_handicap`): its profile's usual handicap,
    #: Family's
    chosen: list[bool] = field(default_factory=lambda: [False] * 4)
    #: the people's profiles that remember a child mark or a handicap, by profile key
    profiles: dict[str, SeatProfile] = field(default_factory=dict)
    #: the "Phone racks" switch: while it is on, each person's seat says whether its
    #: tiles are on a phone or on the TV (``SeatConfig.phone``); off, none is on a phone
    phones: bool = False
    #: teams of two (docs/rules.md, "Teams"): the index in ``PAIRINGS`` of how the four
    #: seats pair up, or None for every player on their own; played only with four
    #: seats and a classic preset (:attr:`in_teams`)
    pairing: int | None = None

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
        # the switch is not kept apart: it is on when a seat of the last game played from a phone
        setup.seat_count = max(setup.seat_counts()[0], setup.seat_count)  # alone only in Duplicate
        # the last game's teams, offered again as the Players row's choice (four seats only)
        setup.set_players((setup.seat_count, settings.pairing) if settings.pairing is not None else setup.seat_count)
        setup.phones = any(seat.phone for seat in setup.seats[: setup.seat_count])
        if not setup.phones:
            setup.seats = [dataclasses.replace(seat, phone=False) for seat in setup.seats]
        # a handicap kept from the last game that is only a default follows the defaults again
        setup.chosen = [seat.handicap != setup.default_handicap(i) for i, seat in enumerate(setup.seats)]
        return setup

    def store(self, settings: Any) -> None:
        """Remember this setup for the next launch."""
        settings.seat_count = self.seat_count
        settings.seats = list(self.seats)
        settings.preset = self.preset_name
        settings.rules = self.rules.to_dict()
        settings.pairing = self.pairing if self.in_teams else None
        if self.word_source == "file":
            settings.rules["word_list"] = self.word_file.strip() or "enable"

    # -- edits ------------------------------------------------------------------

    def seat_counts(self) -> tuple[int, ...]:
        """How many players New game offers with the chosen rules: Duplicate may be
        played alone (each round against the computer's top play), the others by two to four."""
        return SOLO_SEAT_COUNTS if is_duplicate(self.rules) else SEAT_COUNTS

    def set_seat_count(self, count: int) -> None:
        """The number of players, within :meth:`seat_counts`.  One player alone on the
        family rule would put their own play on the board every round: the setup
        picks the club rule, where the computer's top is the one to play against."""
        counts = self.seat_counts()
        self.seat_count = max(counts[0], min(counts[-1], count))
        if self.seat_count == 1 and self.preset_name == "Duplicate":
            self.set_preset(SOLO_DUPLICATE)

    def set_players(self, choice: int | tuple[int, int]) -> None:
        """The Players row's choice: a count of seats, or ``(4, pairing)`` for four
        seats in teams paired by ``PAIRINGS[pairing]``."""
        count, pairing = choice if isinstance(choice, tuple) else (choice, None)
        self.set_seat_count(count)
        self.pairing = pairing if self.seat_count == TEAM_SEATS and pairing in range(len(PAIRINGS)) else None

    @property
    def teams_offered(self) -> bool:
        """Whether the preset may be played in teams: any classic one, not the stacking
        game, nor Duplicate (where everyone plays at once, each on their own)."""
        return not variant_rules(self.rules).stacks and not is_duplicate(self.rules)

    @property
    def in_teams(self) -> bool:
        """Whether Start makes a game in teams (four seats, a pairing, a classic preset)."""
        return self.pairing is not None and self.seat_count == TEAM_SEATS and self.teams_offered

    def players_choices(self) -> list[tuple[str, int | tuple[int, int]]]:
        """The Players row: the counts :meth:`seat_counts` offers, then four in teams by
        each pairing ("4, teams 1+3 v 2+4", the value ``(4, pairing)``) where the preset
        may be played in teams."""
        choices: list[tuple[str, int | tuple[int, int]]] = [(str(n), n) for n in self.seat_counts()]
        if self.teams_offered:
            choices += [(pairing_label(k), (TEAM_SEATS, k)) for k in range(len(PAIRINGS))]
        return choices

    def players_choice(self) -> int | tuple[int, int]:
        """The Players row's value for the setup as it is."""
        return (TEAM_SEATS, self.pairing) if self.in_teams and self.pairing is not None else self.seat_count

    def set_name(self, index: int, text: str) -> None:
        """A seat's name.  A handicap and a child mark belong to the person, not the
        seat: another person's name takes them away and brings that person's own
        (their profile's mark and usual handicap), which the players may then change."""
        before = self._who(index)
        self.seats[index] = dataclasses.replace(self.seats[index], name=text)
        self._seat_changed(index, before)

    def set_kind(self, index: int, kind: str) -> None:
        """Who plays a seat.  A seat given to a computer drops the person's handicap
        and mark (a computer is given only what changes a computer, on its own page);
        a seat given to a person named as a profile takes its mark and usual handicap."""
        if kind not in SEAT_KINDS:
            raise ValueError(kind)
        before = self._who(index)
        was_computer = self.seats[index].is_computer
        seat = dataclasses.replace(self.seats[index], kind=kind, phone=False)
        if seat.is_computer:
            seat = dataclasses.replace(seat, handicap=for_computer(seat.handicap))
        elif was_computer:
            # a computer's seat given to a person is on a phone while phone racks are on
            seat = dataclasses.replace(seat, phone=self.phones)
        else:
            seat = dataclasses.replace(seat, phone=self.seats[index].phone)
        self.seats[index] = seat
        self._seat_changed(index, before)

    def person_of(self, index: int) -> str | None:
        """Who a seat's handicap and mark belong to: its person's profile key, or None
        for a computer (chosen by its level, not its name) or a name no person can have."""
        seat = self.seats[index]
        return None if seat.is_computer else person_key(seat.name)

    def _who(self, index: int) -> tuple[bool, str | None]:
        return self.seats[index].is_computer, self.person_of(index)

    def _seat_changed(self, index: int, before: tuple[bool, str | None]) -> None:
        """A seat's name or kind changed.  When it is now another person (or a computer,
        or a computer now a person) what the players chose for the one before goes with
        them: the seat follows its new person's defaults, and takes their profile's mark."""
        if self._who(index) != before:
            found = self.profile_of(index)
            self.children[index] = found.child if found is not None else False
            self.chosen[index] = False
        self._follow_defaults()

    def set_phones(self, on: bool) -> None:
        """The "Phone racks" switch: turned on, every person's seat is on a phone (each
        may then be set back to the TV); turned off, every seat's tiles are on the TV."""
        self.phones = on
        self.seats = [dataclasses.replace(seat, phone=on and not seat.is_computer) for seat in self.seats]

    def set_phone(self, index: int, on: bool) -> None:
        """Whether a person's seat plays from a phone (only while phone racks are on;
        a computer's seat never does)."""
        seat = self.seats[index]
        if on and (seat.is_computer or not self.phones):
            raise ValueError("only a person's seat plays from a phone, and only with phone racks on")
        self.seats[index] = dataclasses.replace(seat, phone=on)

    def set_profiles(self, profiles: list[SeatProfile]) -> None:
        """The profiles read from the store: each seat named as one takes its child
        mark, and its usual handicap unless the players chose another this visit."""
        self.profiles = {key: p for p in profiles if (key := person_key(p.name)) is not None}
        for index, seat in enumerate(self.seats):
            found = self.profile_of(index)
            if found is None:
                continue
            self.children[index] = found.child
            if seat.handicap == self.default_handicap(index):
                self.chosen[index] = False
            elif seat.handicap.is_none:
                # settings without a handicap for the seat: the profile's usual fills it
                self.chosen[index] = False
        self._follow_defaults()

    def set_handicap(self, index: int, handicap: Handicap) -> None:
        """The players' own choice of a seat's handicap (a computer's keeps only what it may have)."""
        if self.seats[index].is_computer:
            handicap = for_computer(handicap)
        self.seats[index] = dataclasses.replace(self.seats[index], handicap=handicap)
        self.chosen[index] = True

    def set_child(self, index: int, child: bool) -> None:
        """Mark a seat's player as a child (kept in their profile when the game starts);
        a seat following Family's defaults takes a child's."""
        self.children[index] = child
        self._follow_defaults()

    def profile_of(self, index: int) -> SeatProfile | None:
        """The person's profile a seat is named as, if it remembers anything."""
        seat = self.seats[index]
        key = person_key(seat.name)
        return None if seat.is_computer or key is None else self.profiles.get(key)

    def default_handicap(self, index: int) -> Handicap:
        """The handicap a seat has until the players choose one: the usual one its
        person's profile remembers (chosen by hand before, whole, in any preset); for a
        person with none, in Family, :func:`family_handicap` (a child's, or words checked
        as played), else none (docs/rules.md, "Handicaps").  A computer has none of its
        own by default."""
        seat = self.seats[index]
        if seat.is_computer:
            return NO_HANDICAP
        found = self.profile_of(index)
        if found is not None and found.handicap is not None:
            return found.handicap
        if self.preset_name == "Family":
            return family_handicap(self.children[index])
        return NO_HANDICAP

    def _follow_defaults(self) -> None:
        for index, seat in enumerate(self.seats):
            if not self.chosen[index]:
                self.seats[index] = dataclasses.replace(seat, handicap=self.default_handicap(index))

    def set_preset(self, name: str) -> None:
        """Start again from a preset; its word list comes with it, and the seats whose
        handicap the players did not choose take its defaults (Family's, or none)."""
        self.rules = preset(name)
        self.preset_name = self.rules.name
        if self.rules.word_list in BUILTIN_LISTS:
            self.word_source = self.rules.word_list
        self.seat_count = max(self.seat_counts()[0], self.seat_count)  # alone only in Duplicate
        self._follow_defaults()

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
        parts = self.problem_parts()
        return join_parts(parts) if parts else None

    def problem_parts(self) -> tuple[str, ...]:
        """:meth:`problem` in its parts, each worded on its own (what is wrong with the
        file, what the game plays with instead), for a page that shows them on two
        lines; () when there is nothing to tell."""
        if self.word_source != "file":
            return ()
        detail = check_word_file(self.word_file)
        return fallback_notice_parts(detail, fallback_for(self.rules), future=True) if detail else ()

    def word_file_status(self) -> tuple[str, tuple[str, ...]]:
        """What the Rules page says under the file path: ``("hint" | "bad" | "good", parts)``,
        the parts of one notice, each a line on the page."""
        if not self.word_file.strip():
            return "hint", (_("Type the path of a word-list file: one word a line."),)
        problem = self.problem_parts()
        if problem:
            return "bad", problem
        return "good", (_("{file} will be used for this game.").format(
            file=Path(self.word_file.strip()).expanduser().name),)

    def ruleset(self) -> RuleSet:
        """The rules to play; a blank file path means the built-in list instead."""
        if self.word_source == "file":
            path = self.word_file.strip()
            if not path:
                return self.rules.replace(word_list=fallback_for(self.rules))
            return self.rules.replace(word_list=str(Path(path).expanduser()))
        return self.rules.replace(word_list=self.word_source)

    def handicap_problem(self) -> str | None:
        """Why the rules refuse the seats' handicaps with the chosen rules (the rules'
        own words, naming the seat), or None: Start makes no game the rules refuse.
        A game in teams takes no handicap, so none is refused."""
        if self.in_teams:
            return None
        handicaps = [seat.handicap for seat in self.seats[: self.seat_count]]
        try:
            check_handicaps(self.ruleset(), handicaps, self.seat_count)
        except HandicapError as exc:
            return error_text(exc)
        return None

    def start_problem(self) -> str | None:
        """Why Start makes no game yet (a seat's name, then its handicap), or None."""
        return self.name_problem() or self.handicap_problem()

    def seated(self) -> list[SeatConfig]:
        """The people (and computers) at the table, one a seat, as the page shows them."""
        return [
            SeatConfig(clean_name(seat.name, i), seat.kind, seat.handicap,
                       phone=self.phones and seat.phone and not seat.is_computer)
            for i, seat in enumerate(self.seats[: self.seat_count])
        ]

    def chosen_seats(self) -> list[SeatConfig]:
        """The seats the game is played by: one a player, or in teams one a team
        (:func:`~game.setup.teams.team_seats`, which takes no handicap)."""
        seated = self.seated()
        if self.in_teams and self.pairing is not None:
            return team_seats(seated, self.pairing)
        return seated

    def profiles_to_remember(self) -> list[SeatProfile]:
        """Each person's child mark and usual handicap as the game starts, for their
        profile: the handicap chosen by hand (or the profile's usual one the seat
        followed), never one a preset filled in, which is None: the next game's
        preset fills it again (Family's "words checked" does not follow a person
        into a Classic game)."""
        remembered = []
        for i, seat in enumerate(self.seated()):
            if seat.is_computer:
                continue
            found = self.profile_of(i)
            usual = found.handicap if found is not None else None
            remembered.append(SeatProfile(seat.name, self.children[i], seat.handicap if self.chosen[i] else usual))
        return remembered

    def name_problem(self) -> str | None:
        """Why Start waits because of a seat's name, or None: a computer may not take
        the name of a person's profile (the person's records and handicap are theirs)."""
        for seat in self.seats[: self.seat_count]:
            key = person_key(seat.name)
            if seat.is_computer and key is not None and key in self.profiles:
                # Translators: Start refused: a computer's seat is named as a person who has a profile
                return _("{name} is a person's name: give the computer another").format(
                    name=self.profiles[key].name)
        return None

    def known_players(self) -> list[SeatProfile]:
        """The people the family's profiles remember (a child mark or a usual
        handicap), by name, for the list beside a seat's name."""
        return sorted(self.profiles.values(), key=lambda p: person_key(p.name) or "")

    def summary(self) -> str:
        r = self.rules
        # a list of short phrases, each whole in itself
        parts = [
            _("no clock") if not r.clock_seconds else _("{seconds} s clock").format(seconds=r.clock_seconds),
            {
                ChallengeMode.VOID: _("words checked"),
                ChallengeMode.SINGLE: _("single challenge"),
                ChallengeMode.DOUBLE: _("double challenge"),
                ChallengeMode.PENALTY: _("challenge -{points}").format(points=r.challenge_penalty),
                ChallengeMode.BONUS: _("challenge +{points}").format(points=r.challenge_bonus),
            }[r.challenge],
            _("hints") if r.hints else _("no hints"),
            {"enable": "ENABLE", "kids": _("kid-safe"), "file": _("own word list")}[self.word_source],
        ]
        # Translators: joins the phrases of a rules summary ("no clock, hints, ...")
        return _(", ").join(parts)

    def is_modified(self) -> bool:
        return self.rules != preset(self.preset_name)
