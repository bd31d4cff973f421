"""``python main.py score FILE.gcg [FILE ...] [--lexicon PATH]``.

Replays each game record and prints every event with its recorded and
computed score and running total, then a summary per file.  Exit status: 0
when every file replays cleanly, 1 when any score or total differs, a play
cannot be on the board, a word is missing from the ``--lexicon`` list, or a
file cannot be read or parsed; 2 for a bad command line.

A record of Duplicate (docs/rules.md, "Duplicate") is checked round by round:
each seat's play, score and total on its ``#duplicate-play`` line, and the
board's top plays, each the round's top by the record's rule.

A record's ``#handicap`` lines (docs/rules.md, "Game records") start each
seat's total at its head start; with ``--lexicon``, a seat whose handicap names
a built-in list (``enable``, ``kids``) has its words looked up in that list.

Imports nothing from pygame, so it runs where pygame is not installed.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TextIO

from game.cli import arguments
from game.i18n import _, ngettext
from game.limits import GCG_BYTES, InputError, read_limited
from game.rules.duplicate.record import is_duplicate_record, read_duplicate, replay_duplicate
from game.rules.errors import FormatError
from game.rules.gcg import GcgRecord, ReplayReport, ReplayStep, parse_gcg, replay
from game.rules.validation import WordList
from game.words import error_text, word

_HEADER = (
    f"{'line':>5}  {'player':<14}{'move':<24}{'score':>7}{'computed':>10}"
    f"{'total':>7}{'computed':>10}"
)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python main.py score",
        description=_("Replay GCG game records and check every score and running total."),
    )
    parser.add_argument("files", nargs="+", type=arguments.path_text, metavar="FILE.gcg",
                        help=_("game records to check"))
    parser.add_argument(
        "--lexicon",
        type=arguments.path_text,
        metavar="kids|enable|PATH",
        help=_("word list (a built-in name or a file): report words formed that it lacks"),
    )
    parser.add_argument(
        "-q", "--quiet", action="store_true", help=_("print only problems and the summaries")
    )
    return parser


def _load_lexicon(spec: str) -> WordList:
    """The word list named on the command line.

    Raises:
        ValueError: with a readable message, for a missing or malformed list.
    """
    from game.cli.word_list import load_word_list

    return load_word_list(spec, "score")


def _read(path: str) -> bytes:
    """The file's bytes. Raises ValueError with a readable reason."""
    try:
        return read_limited(path, GCG_BYTES)
    except InputError as exc:
        raise ValueError(exc.reason) from None


def _signed(value: int | None) -> str:
    return "?" if value is None else f"{value:+d}"


def _row(step: ReplayStep) -> str:
    event = step.event
    total = "?" if step.computed_score is None else str(step.expected_total)
    status = "OK" if step.ok else "MISMATCH"
    return (
        f"{event.line:>5}  {event.nick[:13]:<14}{event.move_text()[:23]:<24}"
        f"{event.score:>+7d}{_signed(step.computed_score):>10}"
        f"{event.total:>7}{total:>10}  {status}"
    )


def _title(record: GcgRecord) -> str:
    names = " v. ".join(p.name for p in record.players)
    title = f" ({record.title})" if record.title else ""
    return f"{record.source_name}: {names}{title}"


def _report(name: str, report: ReplayReport, quiet: bool, out: TextIO) -> None:
    record = report.record
    if not quiet:
        print(_title(record), file=out)
        print(_HEADER, file=out)
        for step in report.steps:
            print(_row(step), file=out)
    finals = ", ".join(f"{nick} {total}" for nick, total in report.totals.items())
    if report.ok:
        text = _("{name}: {n} events, every score and total matches. Final scores: {finals}.")
        print(text.format(name=name, n=len(report.steps), finals=finals), file=out)
    else:
        count = len(report.problems)
        text = ngettext(
            "{name}: {events} events, {n} problem. Computed final scores: {finals}.",
            "{name}: {events} events, {n} problems. Computed final scores: {finals}.",
            count,
        )
        print(text.format(name=name, events=len(report.steps), n=count, finals=finals), file=out)
        for problem in report.problems:
            print(_("{name} line {line}: {problem}").format(name=name, line=problem.line, problem=word(problem.message)),
                  file=out)
    if not quiet:
        print(file=out)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command; returns the exit status (never raises SystemExit)."""
    out, err = sys.stdout, sys.stderr
    for stream in (out, err):
        # Player names may be non-ASCII; a terminal that cannot show them
        # should get an escape, not a traceback.
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):
                pass
    try:
        args = _parser().parse_args(list(sys.argv[1:] if argv is None else argv))
    except SystemExit as exc:  # --help, or a usage error already printed
        return exc.code if isinstance(exc.code, int) else 2

    lexicon: WordList | None = None
    lists: dict[str, WordList] = {}
    if args.lexicon is not None:
        try:
            lexicon = _load_lexicon(args.lexicon)
        except ValueError as exc:
            print(f"--lexicon: {error_text(exc)}", file=err)
            return 1
        lists[args.lexicon] = lexicon

    try:
        return _check_files(args.files, lexicon, args.quiet, out, err, lists)
    except BrokenPipeError:
        # The reader went away (``| head``): stop quietly, as other tools do.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, out.fileno())
        except (OSError, ValueError):
            pass
        return 1


def _seat_lists(
    record: GcgRecord, lexicon: WordList | None, lists: dict[str, WordList], err: TextIO
) -> dict[str, WordList]:
    """The built-in lists the record's seats played by, loaded once each; a
    list that cannot be loaded leaves that seat to ``--lexicon``, said on ``err``."""
    from game.rules.handicap import BUILT_IN_LISTS

    for handicap in record.handicaps.values():
        name = handicap.word_list
        if name in BUILT_IN_LISTS and name not in lists:
            try:
                lists[name] = _load_lexicon(name)
            except ValueError as exc:
                print(f"#handicap list={name}: {error_text(exc)}", file=err)
    return lists


def _check_files(
    files: Sequence[str], lexicon: WordList | None, quiet: bool, out: TextIO, err: TextIO,
    lists: dict[str, WordList] | None = None,
) -> int:
    """``lists``: the word lists loaded so far by name, for seats' handicaps."""
    lists = {} if lists is None else lists
    failed: list[str] = []
    for name in files:
        try:
            data = _read(name)
        except ValueError as exc:
            print(f"{name}: {error_text(exc)}", file=err)
            failed.append(name)
            continue
        try:
            record = parse_gcg(data, name)
            duplicate = read_duplicate(record) if is_duplicate_record(record) else None
        except FormatError as exc:
            if exc.line is not None:
                print(_("{name} line {line}: {problem}").format(name=name, line=exc.line, problem=word(exc.fact)),
                      file=err)
            else:
                print(f"{name}: {word(exc.fact)}", file=err)
            failed.append(name)
            continue
        seat_lists = _seat_lists(record, lexicon, lists, err) if lexicon else None
        if duplicate is not None:
            report = replay_duplicate(record, duplicate, lexicon, seat_lists)
        else:
            report = replay(record, lexicon, lexicons=seat_lists)
        _report(name, report, quiet, out)
        if not report.ok:
            failed.append(name)

    if len(files) > 1:
        if failed:
            print(ngettext("{n} of {total} file has problems.", "{n} of {total} files have problems.",
                           len(files)).format(n=len(failed), total=len(files)), file=out)
        else:
            print(_("All {n} files check out.").format(n=len(files)), file=out)
    return 1 if failed else 0
