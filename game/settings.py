"""Choices remembered between launches, in ``data_dir()/settings.json``.

One versioned dataclass.  Loading never raises: a missing file gives the
defaults, a corrupt or unreadable one gives the defaults plus a notice the
menu shows once.  Older versions are upgraded field by field.  Writing goes
to a temporary file first and is renamed into place, so a crash mid-write
cannot leave half a file; the app does it on a worker thread.
"""

from __future__ import annotations

import dataclasses
import json
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.i18n import LANGUAGES, N_, _, pgettext
from game.limits import SETTINGS_BYTES, InputError, read_limited
from game.paths import data_dir, write_bytes_atomically, write_text_atomically
from game.rules.errors import RuleSetError
from game.rules.handicap import NO_HANDICAP, Handicap, HandicapError
from game.rules.ruleset import LEGACY_CHALLENGE_POINTS, PRESETS, VARIANT_PRESETS, RuleSet
from game.rules.teams import PAIRINGS
from game.setup.seats import NAME_LIMIT, SEAT_KINDS, SeatConfig, default_seats

VERSION = 3
FILENAME = "settings.json"

MOVE_NOTATIONS = ("standard", "word_first")
#: the language setting that follows the system's locale, asked again at every launch
#: (files written before Settings offered it as a choice hold it too)
SYSTEM_LANGUAGE = ""

def notation_example(style: str) -> str:
    """How a play looks in the move log under ``style``, as the Settings row shows it: the
    square stays "8H" (squares are never translated), the word is a word of the language
    ("8H PALAVRA"), so the sample says where the square goes in words the player reads."""
    # Translators: the word in the Settings' sample of how the move log writes a play,
    # "8H WORD" or "WORD 8H": the word "word" in your language, in capitals where it has them
    word = pgettext("notation sample", "WORD")
    return f"{word} 8H" if style == "word_first" else f"8H {word}"


ANIMATION_SPEEDS = {"Relaxed": 0.75, "Normal": 1.0, "Brisk": 1.5, "Fast": 2.5}
#: how the menus name each speed; the names above are the keys kept in settings.json
SPEED_LABELS = {
    # Translators: animation speeds in Settings, slowest to fastest
    "Relaxed": N_("Relaxed"),
    "Normal": N_("Normal"),
    "Brisk": N_("Brisk"),
    "Fast": N_("Fast"),
}


def speed_label(name: str) -> str:
    """An animation speed's name in the current language."""
    return _(SPEED_LABELS[name]) if name in SPEED_LABELS else name


#: the Text size setting's choices, smallest first, as kept in settings.json; how much
#: bigger each draws text is the window's business (``TEXT_SCALES`` in game/ui/theme.py)
TEXT_SIZES = ("normal", "large", "largest")
TEXT_SIZE_LABELS = {
    # Translators: the Text size setting's choices, in Settings and on the first page of the first launch
    "normal": N_("Normal"),
    "large": N_("Large"),
    "largest": N_("Largest"),
}


def text_size_label(name: str) -> str:
    """A Text size choice's name in the current language."""
    return _(TEXT_SIZE_LABELS[name]) if name in TEXT_SIZE_LABELS else name


@dataclass
class Settings:
    version: int = VERSION
    music_volume: float = 0.6
    effects_volume: float = 0.8
    fullscreen: bool = False
    animation_speed: str = "Normal"
    colour_blind: bool = False
    #: how big every text is drawn, for eyes across the room: a name of TEXT_SIZES (a file
    #: written before the setting existed reads as "normal")
    text_size: str = "normal"
    #: the unseen-tiles panel in Kids games (off: children count letters on the board instead)
    unseen_in_kids: bool = False
    #: at a child's table (a Kids game, or a person's seat on the kids list), the meaning of
    #: each play's main word shows for a few seconds after it is played; the meaning card a
    #: click opens, the hint's meaning and a standing challenge's meaning are always there
    show_meanings: bool = True
    #: the language the game speaks (a code of game.i18n.LANGUAGES), or SYSTEM_LANGUAGE for the system's
    language: str = SYSTEM_LANGUAGE
    #: how the move log writes a play: "standard" (8H WORD) or "word_first" (WORD 8H), as the house rules write it
    move_notation: str = "standard"
    # the last new-game setup, so "New game" opens where the players left it
    seat_count: int = 2
    seats: list[SeatConfig] = field(default_factory=lambda: default_seats(4))
    preset: str = "Classic"
    rules: dict[str, Any] = field(default_factory=lambda: PRESETS["Classic"].to_dict())
    #: the last game's teams (docs/rules.md, "Teams"): the index in ``PAIRINGS`` of how its
    #: four seats paired up, or None when each played on their own (a file written before
    #: teams were remembered has none, and reads as no teams)
    pairing: int | None = None

    @property
    def speed_multiplier(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def ruleset(self) -> RuleSet:
        """The remembered rules; falls back to the preset if they no longer validate."""
        try:
            return RuleSet.from_dict(self.rules)
        except (RuleSetError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
            return PRESETS.get(self.preset) or VARIANT_PRESETS.get(self.preset) or PRESETS["Classic"]

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["seats"] = [_seat_dict(s) for s in self.seats]
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Settings:
        """Build from parsed JSON, upgrading old versions; bad fields fall back to defaults."""
        return cls.read(data)[0]

    @classmethod
    def read(cls, data: dict[str, Any]) -> tuple[Settings, list[str]]:
        """:meth:`from_dict`, and the names of the fields that were damaged and
        fell back to their defaults (a seat counts as ``seats``)."""
        if not isinstance(data, dict):
            raise ValueError("settings must be a JSON object")
        data = _upgrade(dict(data))
        out = cls()
        damaged: list[str] = []
        checks: dict[str, Any] = {
            "music_volume": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1,
            "effects_volume": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool) and 0 <= v <= 1,
            "fullscreen": lambda v: isinstance(v, bool),
            "animation_speed": lambda v: isinstance(v, str) and v in ANIMATION_SPEEDS,
            "colour_blind": lambda v: isinstance(v, bool),
            "text_size": lambda v: isinstance(v, str) and v in TEXT_SIZES,
            "unseen_in_kids": lambda v: isinstance(v, bool),
            "show_meanings": lambda v: isinstance(v, bool),
            "language": lambda v: isinstance(v, str) and (v == SYSTEM_LANGUAGE or v in LANGUAGES),
            "move_notation": lambda v: isinstance(v, str) and v in MOVE_NOTATIONS,
            "seat_count": lambda v: isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 4,  # 1: Duplicate alone
            "preset": lambda v: isinstance(v, str) and (v in PRESETS or v in VARIANT_PRESETS),
            "rules": _valid_rules,
            "pairing": lambda v: v is None or (type(v) is int and 0 <= v < len(PAIRINGS)),
        }
        for name, ok in checks.items():
            if name not in data:
                continue
            if ok(data[name]):
                setattr(out, name, data[name])
            else:
                damaged.append(name)
        if "seats" in data:
            raw_seats = data["seats"]
            seats = []
            if isinstance(raw_seats, list) and len(raw_seats) <= 4:
                for raw in raw_seats:
                    if not _valid_seat(raw):
                        break
                    try:
                        handicap = _seat_handicap(raw)
                    except HandicapError:  # the seat stays; its handicap is forgotten
                        handicap = NO_HANDICAP
                        damaged += [] if "seats" in damaged else ["seats"]
                    phone = _seat_phone(raw)
                    if phone is None:  # the seat stays; whether it was on a phone is forgotten
                        phone = False
                        damaged += [] if "seats" in damaged else ["seats"]
                    seats.append(SeatConfig(raw["name"][:NAME_LIMIT], raw["kind"], handicap, phone=phone))
            if len(seats) != (len(raw_seats) if isinstance(raw_seats, list) else -1) and "seats" not in damaged:
                damaged.append("seats")
            out.seats = seats + default_seats(4)[len(seats) :]
        out.version = VERSION
        return out, damaged


def _seat_dict(seat: SeatConfig) -> dict[str, Any]:
    """A seat as written: its handicap only when it has one, so a file written
    before handicaps and one of a table without them look alike."""
    out: dict[str, Any] = {"name": seat.name, "kind": seat.kind}
    if not seat.handicap.is_none:
        out["handicap"] = seat.handicap.to_dict()
    if seat.phone:  # written only when true, as the handicap is, for the same reason
        out["phone"] = True
    return out


def _seat_phone(raw: dict[str, Any]) -> bool | None:
    """Whether a seat as written played from a phone, or None for a value that cannot be
    (not a boolean, or a computer's seat on a phone)."""
    phone = raw.get("phone", False)
    if not isinstance(phone, bool) or (phone and raw["kind"] != "human"):
        return None
    return phone


def _seat_handicap(raw: dict[str, Any]) -> Handicap:
    return Handicap.from_dict(raw["handicap"]) if "handicap" in raw else NO_HANDICAP


def _valid_seat(raw: Any) -> bool:
    """A seat as written: a name the screen can draw (printable: no NUL, control
    character or lone surrogate) and a known kind."""
    if not isinstance(raw, dict):
        return False
    name, kind = raw.get("name"), raw.get("kind")
    return (isinstance(name, str) and name.isprintable() and bool(name.strip())
            and isinstance(kind, str) and kind in SEAT_KINDS)


def _valid_rules(value: Any) -> bool:
    if not isinstance(value, dict):
        return False
    try:
        RuleSet.from_dict(value)
    except Exception:  # whatever a hand edit makes of it, it is not a rule set
        return False
    return True


def _upgrade(data: dict[str, Any]) -> dict[str, Any]:
    """Bring an older settings file up to :data:`VERSION`."""
    version = data.get("version", 1)
    if version == 1:
        # version 1 stored a float "animation" multiplier instead of a named speed
        anim = data.pop("animation", None)
        if isinstance(anim, (int, float)):
            data["animation_speed"] = min(ANIMATION_SPEEDS, key=lambda k: abs(ANIMATION_SPEEDS[k] - anim))
        version = 2
    if version == 2:
        # version 2 remembered one challenge_points for a wrong challenge's penalty and bonus,
        # and knew no exchange_counts_as_pass
        if isinstance(data.get("rules"), dict):
            data["rules"] = _rules_from_version_2(data["rules"], data.get("preset"))
        version = 3
    data["version"] = version
    return data


def _rules_from_version_2(rules: dict[str, Any], preset_name: Any) -> dict[str, Any]:
    """The remembered rules of a version 2 file, for the next game: the toggles it did
    not know take the remembered preset's values, and its one challenge_points becomes
    the value of the rule it was chosen under (penalty or bonus).

    >>> old = {"challenge": "single", "challenge_points": 3}
    >>> new = _rules_from_version_2(old, "House")
    >>> new["challenge_penalty"], new["challenge_bonus"]
    (5, 3)
    >>> _rules_from_version_2({"challenge": "penalty", "challenge_points": 10}, "Classic")["challenge_penalty"]
    10
    """
    known = PRESETS.get(preset_name) if isinstance(preset_name, str) else None
    if known is None and isinstance(preset_name, str):
        known = VARIANT_PRESETS.get(preset_name)
    base = (known or PRESETS["Classic"]).to_dict()
    out = dict(rules)
    points = out.pop(LEGACY_CHALLENGE_POINTS, None)
    for name in ("challenge_penalty", "challenge_bonus", "exchange_counts_as_pass"):
        out.setdefault(name, base[name])
    if out.get("challenge") == "penalty" and points is not None:
        out["challenge_penalty"] = points
    elif out.get("challenge") == "bonus" and points is not None:
        out["challenge_bonus"] = points
    return out


@dataclass
class LoadResult:
    settings: Settings
    notice: str = ""  # shown once in the menu when the file could not be used
    #: there was no settings file: the game has not been opened here before
    first_launch: bool = False


def settings_path() -> Path:
    return data_dir() / FILENAME


BACKUP_SUFFIX = ".bak"


def backup_path(path: Path) -> Path:
    """Where a settings file that cannot be used is kept: ``settings.json.bak`` beside it."""
    return path.with_name(path.name + BACKUP_SUFFIX)


def _keep_damaged(path: Path) -> bool:
    """Move a damaged file aside before the defaults are written over it."""
    try:
        os.replace(path, backup_path(path))
    except OSError:
        return False
    return True


def _keep_copy(path: Path, data: bytes) -> bool:
    """Copy a file this version cannot fully understand before it is written over
    (written whole and renamed into place: a link planted at the name is replaced,
    never written through)."""
    try:
        write_bytes_atomically(backup_path(path), data)
    except OSError:
        return False
    return True


def _damaged(path: Path) -> LoadResult:
    if _keep_damaged(path):
        notice = _("Your settings file was damaged, so the defaults are back "
                   "(the old file is kept as {name}).").format(name=backup_path(path).name)
    else:
        notice = _("Your settings file was damaged, so the defaults are back.")
    return LoadResult(Settings(), notice)


def _damaged_values(path: Path, data: bytes, settings: Settings) -> LoadResult:
    """Some values could not be used and are back to their defaults: the file is
    kept as it was in ``settings.json.bak`` and the rest written back at once, so
    the notice is given once, not at every launch."""
    kept = _keep_copy(path, data)
    if kept:
        try:
            save(settings, path)
        except OSError:
            pass  # a read-only folder: the same values are dropped again next time
        notice = _("Your settings file was damaged, so the defaults are back "
                   "(the old file is kept as {name}).").format(name=backup_path(path).name)
    else:
        notice = _("Your settings file was damaged, so the defaults are back.")
    return LoadResult(settings, notice)


def load(path: Path | None = None) -> LoadResult:
    """The settings in ``path``; never raises.

    The file is read with a cap (:data:`game.limits.SETTINGS_BYTES`); one that
    is too big, not UTF-8, not JSON (or nested past what the parser can take)
    is moved to ``settings.json.bak`` and the defaults are used.  A file with
    values that cannot be used (a name with a NUL or a lone surrogate, rules
    that do not validate) is copied there, those values go back to their
    defaults, and the rest is kept.  A file from
    a newer version is copied there before anything writes over it.
    """
    path = path or settings_path()
    try:
        data = read_limited(path, SETTINGS_BYTES)
    except InputError as exc:
        if not path.exists():
            return LoadResult(Settings(), first_launch=True)
        if path.is_file() and os.access(path, os.R_OK):
            return _damaged(path)  # too big to be ours
        return LoadResult(
            Settings(),
            _("Could not read your settings ({reason}); using defaults.").format(reason=exc.reason),
        )
    try:
        raw = json.loads(data.decode("utf-8-sig"))
        settings, damaged = Settings.read(raw)
    except Exception:  # not JSON, too deep, not an object: nothing in it can be used
        return _damaged(path)
    version = raw.get("version")
    newer = isinstance(version, int) and not isinstance(version, bool) and version > VERSION
    if damaged and not newer:  # a newer file's values this version cannot read are not damage
        return _damaged_values(path, data, settings)
    if newer:
        if _keep_copy(path, data):
            notice = _("Your settings were saved by a newer version of Tile Party; "
                       "a copy is kept as {name}.").format(name=backup_path(path).name)
        else:
            notice = _("Your settings were saved by a newer version of Tile Party; "
                       "settings it does not know are not kept.")
        return LoadResult(settings, notice)
    return LoadResult(settings)


def save(settings: Settings, path: Path | None = None) -> None:
    """Write atomically. Raises OSError if the directory cannot be written."""
    path = path or settings_path()
    write_text_atomically(path, json.dumps(settings.to_dict(), indent=2, sort_keys=True))
