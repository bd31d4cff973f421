"""Every legal play of real positions, found by a plain search: the reference files the
move generator is checked against (run by hand after a rules change).

    python scripts/movegen_references.py            # write tests/data/movegen_plain/*.txt
    python scripts/movegen_references.py --check    # search again, compare, write nothing
    python scripts/movegen_references.py --only boys1 --check   # one record

The plain search knows nothing of anchors, cross-checks or automata: it walks
every row and column from every start square, puts rack tiles on empty
squares in every order (blanks as every letter), keeps only prefixes of
ENABLE words, and asks the rules package (``check_play``) whether each
candidate is legal and ``score_play`` what it scores.  Positions come from
real game records (tests/data/gcg, sources in SOURCES.md there), replayed
with the rules package's own GCG reader.

It takes minutes (a blank on the rack is tried as all 26 letters), so the
tests read its answers from the files and run the search itself only on
small racks.  The output is deterministic: the same inputs give byte-identical
files.
"""

from __future__ import annotations

import argparse
import sys
import time
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.paths import DEFAULT_WORD_LIST  # noqa: E402
from game.rules.board import SIZE, Board  # noqa: E402
from game.rules.cgp import Position, format_cgp  # noqa: E402
from game.rules.errors import IllegalMoveError  # noqa: E402
from game.rules.gcg import PhonyWithdrawnEvent, PlayEvent, parse_gcg  # noqa: E402
from game.rules.move import Placement, TilePlay  # noqa: E402
from game.rules.notation import parse_play, play_notation  # noqa: E402
from game.rules.scoring import score_play  # noqa: E402
from game.rules.validation import check_play  # noqa: E402

GCG = ROOT / "tests" / "data" / "gcg"
OUT = ROOT / "tests" / "data" / "movegen_plain"
LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

#: (record under tests/data/gcg, every how many tile plays a position is taken)
CASES = [
    ("macondo/doug_v_emely.gcg", 3),
    ("macondo/noah_vs_mishu.gcg", 4),
    ("quackle/boys1.gcg", 5),
    ("scorable/ct741.gcg", 4),
    ("scorable/anno57595.gcg", 5),
]

Found = dict[frozenset[Placement], int]


@cache
def enable() -> tuple[frozenset[str], frozenset[str]]:
    """ENABLE's words, and every prefix of a word that fits on the board."""
    words = frozenset(
        w.strip().upper() for w in DEFAULT_WORD_LIST.read_text().split() if w.strip()
    )
    prefixes = frozenset(w[:i] for w in words if len(w) <= SIZE for i in range(1, len(w) + 1))
    return words, prefixes


class WordSet:
    def __init__(self, words: frozenset[str]) -> None:
        self.words = words

    def contains(self, word: str) -> bool:
        return word.upper() in self.words


def positions(record: str, every: int) -> list[tuple[Board, str]]:
    """Boards before every ``every``-th tile play of a record, with the rack then."""
    parsed = parse_gcg((GCG / record).read_bytes(), record)
    board = Board()
    placed: dict[str, list[TilePlay]] = {}
    out: list[tuple[Board, str]] = []
    count = 0
    for event in parsed.events:
        if isinstance(event, PlayEvent):
            if count % every == 0 and event.rack:
                out.append((board.copy(), event.rack))
            count += 1
            play = parse_play(board, event.position, event.word)
            for p in play.placements:
                board.set(p.row, p.col, p.letter)
            placed.setdefault(event.nick, []).append(play)
        elif isinstance(event, PhonyWithdrawnEvent) and placed.get(event.nick):
            for p in placed[event.nick].pop().placements:
                board.clear(p.row, p.col)
    return out


def searched_positions(record: str, every: int) -> list[tuple[Board, str]]:
    """The positions the references hold: two blanks make the plain search far too slow."""
    return [(board, rack) for board, rack in positions(record, every) if rack.count("?") <= 1]


def plain_search(board: Board, rack: str) -> Found:
    """Every legal placement with its score, found the slow and obvious way."""
    words, prefixes = enable()
    word_list = WordSet(words)
    found: Found = {}
    directions = [True] if board.is_empty() else [True, False]
    for across in directions:
        for line in range(SIZE):
            for start in range(SIZE):
                r0, c0 = (line, start) if across else (start, line)
                before = (r0, c0 - 1) if across else (r0 - 1, c0)
                if board.get(*before):
                    continue  # a word cannot start right after a tile
                _walk(board, rack, across, r0, c0, "", [], word_list, prefixes, found)
    return found


def _walk(
    board: Board, rack: str, across: bool, r: int, c: int, word: str,
    placed: list[Placement], word_list: WordSet, prefixes: frozenset[str], found: Found,
) -> None:  # fmt: skip
    if not (0 <= r < SIZE and 0 <= c < SIZE):
        return
    nr, nc = (r, c + 1) if across else (r + 1, c)
    here = board.get(r, c)
    options: list[tuple[str, str, Placement | None]] = []  # (letter, rack left, placement)
    if here:
        options.append((here, rack, None))
    else:
        for tile in sorted(set(rack)):
            left = rack.replace(tile, "", 1)
            letters = LETTERS.lower() if tile == "?" else tile
            options.extend((ch, left, Placement(r, c, ch)) for ch in letters)
    for letter, left, placement in options:
        longer = word + letter.upper()
        if longer not in prefixes:
            continue
        now = placed + [placement] if placement else placed
        ends = not board.get(nr, nc)
        if ends and now and len(longer) >= 2:
            play = TilePlay(tuple(now), across)
            try:
                check_play(board, list(_rack_of(now) + left), play, word_list)
            except IllegalMoveError:
                pass
            else:
                found[frozenset(now)] = score_play(board, play).total
        if ends and not left:
            continue  # the next square is empty and nothing is left to put there
        _walk(board, left, across, nr, nc, longer, now, word_list, prefixes, found)


def _rack_of(placed: list[Placement]) -> str:
    return "".join(p.rack_tile for p in placed)


def play_lines(board: Board, found: Found) -> list[str]:
    """``SCORE POSITION WORD`` for each placement, best first, ties in text order.

    A placement set has one text: tiles in one row are read across, in one
    column down, and a lone tile across unless only the down word is two
    letters or more (``play_notation``); the text names the squares and
    letters exactly, so equal line lists mean equal placement sets and scores.
    """
    lines = []
    for placements, score in found.items():
        play = TilePlay(tuple(sorted(placements, key=lambda p: (p.row, p.col))), True)
        position, word = play_notation(board, play)
        lines.append((-score, f"{position} {word}", f"{score} {position} {word}"))
    return [line for _score, _text, line in sorted(lines)]


def reference_name(record: str) -> str:
    return Path(record).stem + ".txt"


def reference_text(record: str, every: int, log: bool = False) -> str:
    """The whole reference file of one record."""
    header = [
        f"# Every legal play before every {every}th tile play of {record} (tests/data/gcg;",
        "# see its SOURCES.md), racks with two blanks left out. Word list: ENABLE.",
        "# Found by the plain search of scripts/movegen_references.py, which wrote this",
        "# file: `python scripts/movegen_references.py`. Do not edit by hand.",
        "# Each position: its CGP, the count, then SCORE POSITION WORD, best first.",
    ]
    out = header
    for board, rack in searched_positions(record, every):
        start = time.perf_counter()
        found = plain_search(board, rack)
        if log:
            print(f"  {rack:8} {len(found):5} plays  {time.perf_counter() - start:6.1f} s", file=sys.stderr)
        out.append("")
        out.append(f"cgp: {format_cgp(Position(board=board, racks=[rack]))}")
        out.append(f"count: {len(found)}")
        out.extend(play_lines(board, found))
    return "\n".join(out) + "\n"


def read_reference(path: Path) -> list[tuple[str, int, list[str]]]:
    """(CGP line, count, play lines) for each position of a reference file."""
    out: list[tuple[str, int, list[str]]] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        if line.startswith("cgp: "):
            out.append((line[len("cgp: "):], -1, []))
        elif line.startswith("count: "):
            cgp, _count, plays = out[-1]
            out[-1] = (cgp, int(line[len("count: "):]), plays)
        else:
            out[-1][2].append(line)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the files, write nothing")
    parser.add_argument("--only", metavar="NAME", help="only the record whose file name holds NAME")
    args = parser.parse_args(argv)
    stale = []
    for record, every in CASES:
        if args.only and args.only not in record:
            continue
        path = OUT / reference_name(record)
        print(f"{record}:", file=sys.stderr)
        text = reference_text(record, every, log=True)
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if text == old:
            print(f"  {path.relative_to(ROOT)} is up to date", file=sys.stderr)
        elif args.check:
            stale.append(path)
            print(f"  {path.relative_to(ROOT)} differs", file=sys.stderr)
        else:
            OUT.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8", newline="\n")
            print(f"  wrote {path.relative_to(ROOT)}", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
