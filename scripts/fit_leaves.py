"""Fit the expert player's leave values from self-play (run by hand, under ``nice``):

    nice -n 19 python scripts/fit_leaves.py [--games 2000] [--seed 25] [--jobs 2] [--keep games.json]
                                           [--out assets/expert_leaves.txt]

The hard player plays both seats of seeded games (:mod:`game.engine.selfplay`).
After each turn that keeps tiles (or none) with the bag still full enough to
refill the rack, the sample is what the keeper got from it: its next score,
plus the value of the leave that next play kept in turn (when the bag refilled
that rack too).  A leave's worth does not end with the next play: a blank or an
S is often kept again, for the bingo it may bring later, and a Q stays a
burden until it is played; counting only the next score (as the first version
of this script did, less the opponent's score in between) valued the blank at
17 and a lone Q at -8, where the hand-made table, and published tables, say 25
and -13.  So the fit is repeated ``ROUNDS`` times, each round's samples valuing
the next leave by the values the round before fitted (starting from the
hand-made table); the values settle within a tenth of a point by the fourth.

Against Hard without the look-ahead (``bench/ai_match.py --level expert
--against hard --iterations 0 --cpu-clock --first-seed 1000 --games 100``), the
expert won 50% with the hand-made table, 53% with the first fit, 56% (mean
spread +14) with this one, and 45% with this one less the opponent's score in
between (which also counts the tiles a leave keeps from the opponent, and
valued X and Z near 5).  A hundred games tell apart only differences of about
ten points of win rate: the fits play about as well as the hand-made table.
Over 200 games (seeds 1000 to 1199) the expert without the look-ahead won
53.2% (spread +8.5) with this fit and 51.0% (+6.9) with the hand-made table.
A model with a value for each pair of tiles kept together as well (378 more
numbers, fitted from 8,000 games) did no better: 53.2%, +4.1.

The model is the one of :mod:`game.engine.leaves`: a value for each tile kept,
plus penalties for each extra copy of a tile, for vowel/consonant imbalance and
for a Q without a U (31 numbers, and an intercept: the mean of what follows an
empty leave, which is among the samples).  It is fitted by least squares pulled
towards the hand-made table (``assets/leaves.txt``) with a weight of
``--prior`` samples: with few games the hand-made values stand, with many the
data speaks.  The file records the seed, the number of games and of samples;
the same seed and game count give the same file, byte for byte, whatever
``--jobs`` (the games are seeded in order and their outcomes kept in order):
``--jobs 2`` rebuilds the shipped file in about a minute and a half.
``--keep`` writes the games' outcomes to a file and, run again with the same
seed and count, refits from it without playing them again.

A game takes about 0.1 s of one core here; the common tiles settle within a
few hundred games, the rare ones (J, Q, X, Z, the blank, about one sample in
50 each) need tens of thousands, and a model with pairs or whole leaves many
more.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine.leaves import (  # noqa: E402
    EXPERT_LEAVES_FILE,
    LEAVES_FILE,
    PENALTIES,
    features,
    read_table,
    value_in,
)
from game.engine.players import HardPlayer  # noqa: E402
from game.engine.selfplay import Turn, play_game  # noqa: E402
from game.lexicon import Lexicon, default_lexicon  # noqa: E402
from game.rules.ruleset import PRESETS  # noqa: E402
from game.rules.tiles import BLANK, LETTERS, RACK_SIZE  # noqa: E402

#: the model's names, in the order the file lists them
NAMES: tuple[str, ...] = (BLANK, *LETTERS, *PENALTIES)
PROGRESS_EVERY = 100  # games between two progress lines on stderr
DEFAULT_PRIOR = 40.0  # samples' worth of trust in the hand-made table
#: rounds of the fit, each valuing the next leave by the round before's values
ROUNDS = 4
Sample = tuple[dict[str, float], float]


@dataclass(frozen=True)
class Outcome:
    """What followed a leave: the keeper's next score and, when that play's rack was
    refilled from the bag too, the leave it kept (None: the bag could not refill it)."""

    leave: str
    next_score: int
    next_leave: str | None


def _refilled(turn: Turn) -> bool:
    """Whether the bag could refill the rack after ``turn`` and still hold a rack's worth."""
    used = len(turn.rack) - len(turn.leave)
    return turn.bag_count - used >= RACK_SIZE


def outcomes_of(turns: Sequence[Turn]) -> list[Outcome]:
    """What followed each turn whose leave (empty or not) was refilled from the bag
    and whose seat played again after."""
    return [Outcome(turn.leave, turns[i + 2].score,
                    turns[i + 2].leave if _refilled(turns[i + 2]) else None)
            for i, turn in enumerate(turns[:-2]) if _refilled(turn)]


def leave_features(leave: str) -> dict[str, float]:
    """The model's counts for ``leave`` that are not zero (none for the empty leave)."""
    return {name: n for name, n in features(leave).items() if n} if leave else {}


def samples_of(outcomes: Sequence[Outcome], table: dict[str, float]) -> list[Sample]:
    """(the leave's features, next score + the value by ``table`` of the leave kept then)."""
    return [(leave_features(o.leave),
             o.next_score + (value_in(table, o.next_leave) if o.next_leave is not None else 0.0))
            for o in outcomes]


def one_game(game_seed: int, lexicon: Lexicon | None = None) -> list[Outcome]:
    """What followed each refilled leave in one game of the hard player against itself."""
    turns: list[Turn] = []
    play_game([HardPlayer(), HardPlayer()], game_seed, lexicon or default_lexicon(), PRESETS["Tournament"],
              turns.append)
    return outcomes_of(turns)


def self_play(seed: int, games: int, lexicon: Lexicon, jobs: int = 1) -> list[Outcome]:
    """The outcomes of ``games`` games, each seeded from ``seed``'s stream, in game
    order whatever ``jobs`` (processes) plays them."""
    seeds = random.Random(seed)
    game_seeds = [seeds.getrandbits(32) for _ in range(games)]
    out: list[Outcome] = []
    if jobs > 1:
        with Pool(jobs) as pool:
            for game, found in enumerate(pool.imap(one_game, game_seeds, chunksize=8)):
                out.extend(found)
                if game and game % PROGRESS_EVERY == 0:
                    print(f"{game} games, {len(out)} samples", file=sys.stderr, flush=True)
        return out
    for game, game_seed in enumerate(game_seeds):
        if game and game % PROGRESS_EVERY == 0:
            print(f"{game} games, {len(out)} samples", file=sys.stderr, flush=True)
        out.extend(one_game(game_seed, lexicon))
    return out


def kept_self_play(seed: int, games: int, lexicon: Lexicon, jobs: int, keep: Path | None) -> list[Outcome]:
    """:func:`self_play`, read from ``keep`` when it holds the games of this seed and
    count (a refit of the same games takes seconds, not the games' minutes), else
    played and written there."""
    if keep is not None and keep.is_file():
        data = json.loads(keep.read_text(encoding="utf-8"))
        if data.get("seed") == seed and data.get("games") == games:
            return [Outcome(leave, score, nxt) for leave, score, nxt in data["outcomes"]]
    outcomes = self_play(seed, games, lexicon, jobs)
    if keep is not None:
        rows = [[o.leave, o.next_score, o.next_leave] for o in outcomes]
        keep.write_text(json.dumps({"seed": seed, "games": games, "outcomes": rows}), encoding="utf-8")
    return outcomes


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the system is small and well posed)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col])]
    return [m[i][n] / m[i][i] for i in range(n)]


def fit(samples: Sequence[Sample], prior: dict[str, float], weight: float) -> dict[str, float]:
    """Least squares of ``y = c + sum(w * x)``, each ``w`` pulled to ``prior`` by ``weight``.

    Samples of the same leave add the same products to the normal equations, so
    they are counted once per leave, with their number and the sum of their ``y``.
    """
    n = len(NAMES) + 1  # the intercept last
    index = {name: i for i, name in enumerate(NAMES)}
    groups: dict[tuple[tuple[int, float], ...], list[float]] = {}
    for feats, y in samples:
        key = tuple(sorted((index[name], v) for name, v in feats.items() if v))
        group = groups.setdefault(key, [0.0, 0.0])
        group[0] += 1.0
        group[1] += y
    ata = [[0.0] * n for _ in range(n)]
    aty = [0.0] * n
    for key, (times, total) in groups.items():
        nz = [*key, (n - 1, 1.0)]
        for i, vi in nz:
            aty[i] += vi * total
            row = ata[i]
            for j, vj in nz:
                row[j] += vi * vj * times
    for i, name in enumerate(NAMES):
        ata[i][i] += weight
        aty[i] += weight * prior[name]
    ata[n - 1][n - 1] += 1e-6  # no samples at all: the intercept is 0
    w = _solve(ata, aty)
    return {name: w[i] for i, name in enumerate(NAMES)}


def render(values: dict[str, float], seed: int, games: int, samples: int, weight: float) -> str:
    lines = [
        "# Fitted rack-leave values for the expert computer player (game/engine/leaves.py),",
        "# written by scripts/fit_leaves.py: a value for each tile kept and penalties for",
        "# duplicates, vowel/consonant imbalance and a Q without a U, fitted to what followed",
        "# each leave in self-play by the hard player (the next score and the value of the leave",
        f"# kept then, over {ROUNDS} rounds), pulled towards assets/leaves.txt.",
        f"# seed {seed}",
        f"# games {games}",
        f"# samples {samples}",
        f"# prior_weight {weight:g}",
    ]
    lines += [f"{name} {values[name]:.2f}" for name in NAMES]
    return "\n".join(lines) + "\n"


def build(seed: int, games: int, lexicon: Lexicon, weight: float = DEFAULT_PRIOR, jobs: int = 1,
          keep: Path | None = None) -> str:
    """The text of a leave file from ``games`` seeded self-play games (played by
    ``jobs`` processes; kept in, or read from, ``keep``: :func:`kept_self_play`)."""
    outcomes = kept_self_play(seed, games, lexicon, jobs, keep)
    prior = read_table(LEAVES_FILE)
    values = prior
    for _round in range(ROUNDS):
        values = fit(samples_of(outcomes, values), prior, weight)
    return render(values, seed, games, len(outcomes), weight)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=25)
    parser.add_argument("--prior", type=float, default=DEFAULT_PRIOR)
    parser.add_argument("--out", type=Path, default=EXPERT_LEAVES_FILE)
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the games (the file is the same)")
    parser.add_argument("--keep", type=Path, default=None,
                        help="keep the games' outcomes in this file, and refit from it when it holds this seed and count")
    args = parser.parse_args(argv)
    text = build(args.seed, args.games, default_lexicon(), args.prior, args.jobs, args.keep)
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
