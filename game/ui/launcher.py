"""``python main.py [options]``: parse the game options and open the window.

pygame is imported only once the window is really wanted, so ``--help`` and
bad options answer without it.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from game import i18n
from game.cli import arguments
from game.cli.seat_option import SeatOptionError, seat_handicaps
from game.i18n import _
from game.limits import NAME_CHARS, PATH_CHARS, SEED_DIGITS, InputError, read_limited, writable_dir
from game.paths import regular_or_absent, set_data_dir
from game.rules.errors import FormatError, RuleSetError
from game.rules.handicap import Handicap
from game.rules.ruleset import PRESETS, VARIANT_PRESETS, RuleSet, is_duplicate, preset
from game.rules.teams import TEAM_SEATS
from game.rules.timeline import MAX_RECORD_BYTES, Timeline, read_record
from game.rules.variant import variant_rules
from game.words import error_text

from .context import LaunchOptions

if TYPE_CHECKING:
    from .scenes.duplicate_parts.round_table import RoundTable


def _size(text: str) -> tuple[int, int]:
    text = arguments.capped(text, 24)
    try:
        w, h = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a size like 1280x800") from None
    if not (200 <= w <= 10000 and 150 <= h <= 10000):
        raise argparse.ArgumentTypeError(f"{text!r} is out of range (200x150 up to 10000x10000)")
    return w, h


def _players(text: str) -> int:
    text = arguments.capped(text, 24)
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if not 2 <= value <= 4:
        raise argparse.ArgumentTypeError("a game has 2 to 4 players")
    return value


def _variant(text: str) -> str:
    text = arguments.capped(text, NAME_CHARS)
    try:
        return preset(text).name
    except RuleSetError as exc:
        raise argparse.ArgumentTypeError(error_text(exc)) from None


def _language(text: str) -> str:
    text = arguments.capped(text, NAME_CHARS)
    code = i18n.match_language(text)
    if code is None:
        raise argparse.ArgumentTypeError(
            # Translators: {codes} lists the codes --lang takes, such as "en, zh_Hans, pt"
            i18n._('"{value}" is not a language the game speaks; choose one of: {codes}').format(
                value=text, codes=", ".join(i18n.LANGUAGES)))
    return code


def _positive(text: str) -> int:
    text = arguments.capped(text, 24)
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python main.py",
        description="Tile Party: a crossword tile game for 2-4 players on one screen.",
        epilog="Other commands: `python main.py score FILE.gcg ...` and "
        "`python main.py moves --cgp CGP ...` (each with --help). "
        "Keys in the game: F11 fullscreen, F12 screenshot.",
    )
    window = parser.add_argument_group("window")
    window.add_argument("--fullscreen", action="store_true", help="start in fullscreen (F11 toggles)")
    window.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH",
                        help="window size (default 1280x800; the game needs at least 800x600)")
    window.add_argument("--lang", type=_language, metavar="CODE", dest="language",
                        help=f"the language to speak this time: {', '.join(i18n.LANGUAGES)} "
                        "(pt_BR, zh_HK, zh-Hans and the like work too; default: as chosen in "
                        "Settings, else the system's)")
    files = parser.add_argument_group("files")
    files.add_argument("--data-dir", type=arguments.path, metavar="DIR",
                       help="where settings, saves, game records and screenshots go")
    parser.add_argument("--continue", dest="resume_latest", action="store_true",
                       help="open the most recently played unfinished game at once")
    files.add_argument("--lexicon", type=arguments.path, metavar="PATH",
                       help="word-list file (one word per line) to use instead of ENABLE; "
                       "if it cannot be used the game says why and plays with ENABLE")
    demo = parser.add_argument_group("attract mode and headless runs")
    demo.add_argument("--demo", action="store_true",
                      help="computer players play a whole game at a quick pace, then show the results")
    demo.add_argument("--seed", type=arguments.number(0, digits=SEED_DIGITS), metavar="N",
                      help="random seed, so a demo game repeats exactly")
    demo.add_argument("--players", type=_players, default=2, metavar="K", help="players in the demo (2-4)")
    demo.add_argument("--variant", type=_variant, default="Classic", metavar="NAME",
                      help=f"rule preset for the demo: {', '.join([*PRESETS, *VARIANT_PRESETS])}")
    demo.add_argument("--seat", action="append", default=[], metavar="N:KEY=VALUE,...",
                      help="a demo seat's handicap, e.g. 2:list=kids,hints=3,clock=120 (seat N counts from 1 "
                      "in seating order; keys: list=enable|kids|FILE, hints=N|unlimited, clock=0|30|60|120|180|300, "
                      "checked=yes|no, headstart=0|10|25|50, as in a record's #handicap line); once a seat")
    demo.add_argument("--teams", action="store_true",
                      help="with --demo and --players 4, in a classic preset: seats 1+3 and 2+4 play as two "
                      "teams of two (a team takes no --seat handicap)")
    demo.add_argument("--exit-when-over", action="store_true",
                      help="after the results, exit (status 0) printing each player's final score")
    demo.add_argument("--record", type=arguments.path, metavar="FILE.gcg",
                      help="with --demo: write the game's GCG record (with its #handicap lines) to FILE.gcg "
                      "when the game is over")
    demo.add_argument("--screenshot-dir", type=arguments.path, metavar="DIR",
                      help="save a PNG at each scene change and after each move")
    demo.add_argument("--max-frames", type=_positive, metavar="N", help="stop after N frames")
    return parser


class OptionError(ValueError):
    """Options that parse but cannot be played together; ``str(exc)`` is one line."""


def _demo_rules(args: argparse.Namespace) -> RuleSet:
    """The rules the demo's game is made with (as ``TileDrawScene.for_demo`` makes them)."""
    rules = preset(args.variant)
    return rules.replace(word_list=str(args.lexicon.expanduser())) if args.lexicon else rules


def _record_path(path: Path) -> Path:
    """Where ``--record`` writes, checked before the game is played.

    Raises:
        OptionError: for a folder, or a place that cannot be written.
    """
    target = path.expanduser()
    try:
        if target.is_dir():
            raise OptionError(_("--record {path}: is a folder, not a file").format(path=path))
        folder = writable_dir(target.parent if str(target.parent) else Path("."))
        if not regular_or_absent(target):
            # the record is renamed into place: a device, a pipe or a socket would be replaced
            raise OptionError(_("--record {path}: is not a regular file (a device, a pipe or a "
                                "socket), so it is not written over").format(path=path))
    except InputError as exc:
        raise OptionError(_("--record {path}: {reason}").format(path=exc.path, reason=exc.reason)) from None
    except OSError as exc:  # a name the system refuses
        raise OptionError(
            _("--record {path}: {reason}").format(path=path, reason=exc.strerror or exc)
        ) from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise OptionError(_("--record {path}: the folder {folder} cannot be written").format(
            path=path, folder=folder))
    return target


def parse_options(argv: Sequence[str]) -> LaunchOptions:
    """The launch options.

    Raises:
        OptionError: for --seat or --record values that cannot be played (argparse's own
            errors exit as usual).
    """
    args = build_parser().parse_args(list(argv))
    handicaps: dict[int, Handicap] = {}
    if args.seat:
        if not args.demo:
            raise OptionError(_("--seat works only with --demo"))
        try:
            handicaps = seat_handicaps(args.seat, args.players, _demo_rules(args))
        except SeatOptionError as exc:
            raise OptionError(f"--seat: {exc}") from None
    if args.teams:
        if not args.demo or args.players != TEAM_SEATS:
            raise OptionError(_("--teams works only with --demo and --players 4"))
        if variant_rules(_demo_rules(args)).stacks or is_duplicate(_demo_rules(args)):
            raise OptionError(_("--teams works only with a classic preset, not {variant}").format(
                variant=args.variant))
        if handicaps:
            raise OptionError(_("--seat cannot give a team a handicap: a team plays by the game's rules"))
    record = None
    if args.record is not None:
        if not args.demo:
            raise OptionError(_("--record works only with --demo"))
        record = _record_path(args.record)
    return LaunchOptions(
        fullscreen=args.fullscreen,
        demo=args.demo,
        seed=args.seed,
        players=args.players,
        variant=args.variant,
        exit_when_over=args.exit_when_over,
        screenshot_dir=args.screenshot_dir,
        data_dir=args.data_dir,
        lexicon=args.lexicon.expanduser() if args.lexicon else None,
        size=args.size,
        max_frames=args.max_frames,
        resume_latest=args.resume_latest,
        language=args.language,
        seat_handicaps=handicaps,
        record=record,
        teams=args.teams,
    )


def main(argv: Sequence[str] | None = None) -> int:
    # messages about the options already come in the system's language
    i18n.set_language(i18n.language_from_locale() or i18n.DEFAULT_LANGUAGE)
    try:
        options = parse_options(sys.argv[1:] if argv is None else argv)
    except OptionError as exc:
        print(f"python main.py: {exc}", file=sys.stderr)
        return 2
    chosen = options.data_dir or os.environ.get("TILE_PARTY_DATA")
    folders = [("--data-dir" if options.data_dir else "TILE_PARTY_DATA", chosen),
               ("--screenshot-dir", options.screenshot_dir)]
    for where, folder in folders:
        if not folder:
            continue
        try:
            writable_dir(Path(arguments.capped(str(folder), PATH_CHARS)).expanduser())
        except argparse.ArgumentTypeError as exc:
            print(f"{where}: {exc}", file=sys.stderr)
            return 2
        except InputError as exc:
            print(_("{option} {path}: {reason}").format(option=where, path=exc.path, reason=exc.reason),
                  file=sys.stderr)
            return 2
    if options.data_dir is not None:
        set_data_dir(options.data_dir)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app import App, setup_logging

    setup_logging()
    return App(options).run()


def replay_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python main.py replay",
        description=_("Watch a GCG game record move by move, with the best play of every turn."),
    )
    parser.add_argument("file", type=arguments.path, metavar="FILE.gcg", help=_("the game record to watch"))
    parser.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH",
                        help=_("window size (default 1280x800)"))
    parser.add_argument("--fullscreen", action="store_true", help=_("start in fullscreen (F11 toggles)"))
    parser.add_argument("--data-dir", type=arguments.path, metavar="DIR", help=_("where settings and caches go"))
    parser.add_argument("--max-frames", type=_positive, metavar="N", help=_("stop after N frames"))
    return parser


def read_record_file(path: Path) -> Timeline:
    """The record in ``path``.

    Raises:
        ValueError: with a sentence saying why it cannot be watched.
    """
    try:
        data = read_limited(path, MAX_RECORD_BYTES)
    except InputError as exc:
        if exc.kind == "no_such_file":
            raise ValueError(_("{path}: no such file").format(path=path)) from None
        if exc.kind == "is_folder":
            raise ValueError(_("{path} is a folder, not a game record").format(path=path)) from None
        raise ValueError(
            _("{path} cannot be watched: {reason}").format(path=path, reason=exc.reason)
        ) from None
    try:
        return read_record(data, path.name)
    except FormatError as exc:
        raise ValueError(_("{path} is not a game record this game can read: {reason}").format(
            path=path, reason=error_text(exc))) from None


def record_rounds(path: Path) -> RoundTable | None:
    """The round table of the Duplicate game recorded in ``path`` (the replay shows it beside
    the board's top plays), or None for another record, or one whose Duplicate lines cannot
    be read (the board's moves are still watched)."""
    from game.rules.duplicate.record import is_duplicate_record
    from game.rules.gcg import parse_gcg

    from .scenes.duplicate_parts.round_table import record_round_table

    try:
        record = parse_gcg(read_limited(path, MAX_RECORD_BYTES), path.name)
        return record_round_table(record) if is_duplicate_record(record) else None
    except (InputError, FormatError):
        return None


def replay_main(argv: Sequence[str]) -> int:
    """``python main.py replay FILE.gcg``: exit status 0, or 2 for a file that cannot be watched."""
    args = replay_parser().parse_args(list(argv))
    try:
        timeline = read_record_file(args.file)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.data_dir is not None:
        set_data_dir(args.data_dir)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from .app import App, setup_logging

    setup_logging()
    app = App(LaunchOptions(fullscreen=args.fullscreen, size=args.size, max_frames=args.max_frames,
                            data_dir=args.data_dir))
    return app.run(app.ctx.scenes.replay(timeline, args.file.name, quit_on_back=True, rounds=record_rounds(args.file)))
