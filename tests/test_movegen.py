"""The move generator against a brute-force search, score_play, and golden files."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from game.engine.movegen import count_plays, generate_plays, has_legal_play
from game.lexicon import Lexicon
from game.rules.board import SIZE, Board, parse_position
from game.rules.cgp import parse_cgp
from game.rules.move import Placement, TilePlay
from game.rules.scoring import score_play, words_formed

DATA = Path(__file__).parent / "data" / "movegen"
ENABLE = Path(__file__).resolve().parent.parent / "assets" / "enable.txt"

Key = frozenset[tuple[int, int, str]]


def _small_words() -> list[str]:
    rng = random.Random(7)
    pool = [
        w.strip().upper()
        for w in ENABLE.read_text().split()
        if 2 <= len(w.strip()) <= 5 and set(w.strip()) <= set("aeiostrnldcu")
    ]
    return sorted(rng.sample(pool, 700))


SMALL = _small_words()
SMALL_SET = set(SMALL)
SMALL_LEX = Lexicon.from_words(SMALL, "small")


def brute_force(board: Board, rack: str, words: set[str]) -> dict[Key, int]:
    """Every legal placement by trying every word of the list in every segment."""
    by_length: dict[int, set[str]] = {}
    # words of a length with a given letter at a given place: a segment's tiles pick them
    by_letter: dict[tuple[int, int, str], set[str]] = {}
    for w in words:
        by_length.setdefault(len(w), set()).add(w)
        for i, ch in enumerate(w):
            by_letter.setdefault((len(w), i, ch), set()).add(w)
    empty = board.is_empty()
    rack_counts = Counter(rack)
    rack_letters = set(rack)
    found: dict[Key, int] = {}
    for across in (True, False):
        if empty and not across:
            continue
        for line in range(SIZE):
            for start in range(SIZE):
                for end in range(start + 1, SIZE):
                    sq = [(line, j) if across else (j, line) for j in range(start, end + 1)]
                    before = (line, start - 1) if across else (start - 1, line)
                    after = (line, end + 1) if across else (end + 1, line)
                    if board.get(*before) or board.get(*after):
                        continue
                    cells = [board.get(*s) for s in sq]
                    holes = [s for s, cell in zip(sq, cells) if not cell]
                    if not holes or len(holes) > len(rack):
                        continue
                    if empty:
                        if (7, 7) not in sq:
                            continue
                    elif len(holes) == len(sq) and not any(board.has_neighbour(*s) for s in sq):
                        continue
                    # the words of this length that have the segment's tiles where they lie
                    fitting = by_length.get(len(sq), set())
                    for i, cell in enumerate(cells):
                        if cell:
                            fitting = fitting & by_letter.get((len(sq), i, cell.upper()), set())
                    hole_at = [i for i, cell in enumerate(cells) if not cell]
                    for word in fitting:
                        need = [word[i] for i in hole_at]
                        # letters the rack lacks altogether must each be a blank
                        if sum(ch not in rack_letters for ch in need) > rack_counts["?"]:
                            continue
                        for letters in _assignments(need, rack_counts):
                            play = TilePlay(
                                tuple(Placement(r, c, ch) for (r, c), ch in zip(holes, letters)),
                                across,
                            )
                            formed = words_formed(board, play)
                            if all(w.word.upper() in words for w in formed):
                                key = frozenset((p.row, p.col, p.letter) for p in play.placements)
                                found[key] = score_play(board, play).total
    return found


def _assignments(need: list[str], counts: Counter[str]) -> list[list[str]]:
    """Ways to take ``need`` from the rack: each letter as itself or as a blank."""
    if not need:
        return [[]]
    out = []
    first, rest = need[0], need[1:]
    for tile, shown in ((first, first), ("?", first.lower())):
        if counts[tile] > 0:
            counts[tile] -= 1
            out.extend([shown, *tail] for tail in _assignments(rest, counts))
            counts[tile] += 1
    return out


def _random_position(rng: random.Random, most_words: int = 6) -> tuple[Board, str]:
    board = Board()
    if rng.random() > 0.1:
        for _ in range(rng.randint(1, most_words)):
            word = rng.choice(SMALL)
            if rng.random() < 0.15:
                word = "".join(rng.sample(word, len(word)))  # board words need not be valid
            across = rng.random() < 0.5
            r, c = rng.randrange(SIZE), rng.randrange(SIZE - len(word) + 1)
            if not across:
                r, c = c, r
            for i, ch in enumerate(word):
                rr, cc = (r, c + i) if across else (r + i, c)
                board.set(rr, cc, ch.lower() if rng.random() < 0.1 else ch)
    tiles = "AEIOSTRNLDCUB"
    rack = "".join(rng.choice(tiles) for _ in range(rng.randint(1, 5)))
    if rng.random() < 0.4:
        rack = rack[:-1] + "?"
    if rng.random() < 0.1:
        rack = rack[:2] + "??"
    return board, rack


def _key(play: TilePlay) -> Key:
    return frozenset((p.row, p.col, p.letter) for p in play.placements)


@pytest.mark.parametrize(("chunk", "part"), [(chunk, part) for chunk in range(4) for part in range(4)])
def test_matches_brute_force_on_random_positions(chunk: int, part: int) -> None:
    rng = random.Random(1000 + chunk)
    positions = [_random_position(rng) for _ in range(40)]  # each ten of a chunk is a test
    checked = 0
    for board, rack in positions[10 * part : 10 * (part + 1)]:
        expected = brute_force(board, rack, SMALL_SET)
        plays = generate_plays(board, rack, SMALL_LEX)
        got = {_key(p.play): p.score for p in plays}
        assert len(got) == len(plays), "a placement was generated twice"
        assert got == expected, (board, rack)
        assert has_legal_play(board, rack, SMALL_LEX) == bool(expected)
        checked += len(expected)
    assert checked > 100  # the positions are not trivially empty


@pytest.mark.parametrize("part", [slice(0, 7), slice(7, 13), slice(13, 19), slice(19, 25)],
                         ids=["1", "2", "3", "4"])
def test_matches_brute_force_on_crowded_positions(part: slice) -> None:
    """Lines with several runs of tiles and squares cross-checked both ways:
    each play must be found from exactly one anchor."""
    rng = random.Random(77)
    positions = [_random_position(rng, most_words=14) for _ in range(25)]
    checked = 0
    for board, rack in positions[part]:
        expected = brute_force(board, rack, SMALL_SET)
        plays = generate_plays(board, rack, SMALL_LEX)
        got = {_key(p.play): p.score for p in plays}
        assert len(got) == len(plays), "a placement was generated twice"
        assert got == expected, (board, rack)
        checked += len(expected)
    assert checked > 100


def test_lone_tile_counted_once_and_named_across() -> None:
    lex = Lexicon.from_words(["AT", "TA", "AS", "ST"])
    board = Board()
    board.set(7, 7, "A")
    board.set(8, 8, "A")
    plays = generate_plays(board, "T", lex)
    at_corner = [p for p in plays if (p.row, p.col) == (8, 7)]
    # T at H9 forms TA across and AT down: one placement, named across.
    assert [(p.notation, p.score) for p in at_corner] == [("9H T.", 4)]
    assert all(p.tile_count == 1 for p in plays)
    assert len({_key(p.play) for p in plays}) == len(plays)


def test_first_play_covers_star_with_two_tiles() -> None:
    lex = Lexicon.from_words(["AT", "A", "TAT"])
    plays = generate_plays(Board(), "AT", lex)
    assert sorted(p.notation for p in plays) == ["8G AT", "8H AT"]
    assert all(p.score == 4 for p in plays)
    assert not has_legal_play(Board(), "Q", lex)


def test_scores_equal_score_play_on_real_positions() -> None:
    from game.lexicon import default_lexicon

    lex = default_lexicon()
    total = 0
    for path in sorted(DATA.glob("*.txt")):
        header = _read_golden(path)
        pos = parse_cgp(header["cgp"])
        for p in generate_plays(pos.board, header["rack"], lex):
            assert score_play(pos.board, p.play).total == p.score, p
            total += 1
    assert total > 1000


def _read_golden(path: Path) -> dict[str, str]:
    fields: dict[str, str] = {}
    for line in path.read_text().splitlines():
        if line.startswith("#") or ":" not in line:
            continue
        name, _, value = line.partition(":")
        fields[name.strip()] = value.strip()
    fields["plays"] = "\n".join(
        ln for ln in path.read_text().splitlines() if ln and not ln.startswith("#") and ":" not in ln
    )
    return fields


@pytest.mark.parametrize("path", sorted(DATA.glob("*.txt")), ids=lambda p: p.stem)
def test_golden_files(path: Path) -> None:
    from game.lexicon import default_lexicon

    golden = _read_golden(path)
    pos = parse_cgp(golden["cgp"])
    plays = generate_plays(pos.board, golden["rack"], default_lexicon())
    assert len(plays) == int(golden["count"])
    assert "\n".join(f"{p.notation} {p.score}" for p in plays) == golden["plays"]
    assert count_plays(pos.board, golden["rack"], default_lexicon()) == int(golden["count"])
    # The play made in the real game is found, with the score the record gives.
    header = path.read_text().splitlines()[1]
    position, word, score = header.split(": ")[1].rstrip(".").split(". ")[0].split()
    row, col, across = parse_position(position)
    dr, dc = (0, 1) if across else (1, 0)
    word = "".join(
        "." if pos.board.get(row + i * dr, col + i * dc) else ch for i, ch in enumerate(word)
    )
    recorded = _key(TilePlay.from_gcg(position, word))
    assert [p.score for p in plays if _key(p.play) == recorded] == [int(score)]
