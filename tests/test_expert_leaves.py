"""The expert's fitted leave values: the shipped file loads, and a rebuild with the
same seed and game count gives the same file."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from game.engine.leaves import (
    EXPERT_LEAVES_FILE,
    LEAVES_FILE,
    expert_leave_value,
    read_table,
    value_in,
)
from game.engine.selfplay import Turn
from game.lexicon import default_lexicon
from game.rules.move import Pass

ROOT = Path(__file__).resolve().parent.parent


def fit_leaves() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fit_leaves", ROOT / "scripts" / "fit_leaves.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["fit_leaves"] = module
    spec.loader.exec_module(module)
    return module


def header(text: str) -> dict[str, str]:
    return dict(line[2:].split(" ", 1) for line in text.splitlines() if line.startswith("# ") and
                line[2:].split(" ", 1)[0] in {"seed", "games", "samples", "prior_weight"})


def test_the_shipped_file_names_every_value_and_how_it_was_made() -> None:
    script = fit_leaves()
    text = EXPERT_LEAVES_FILE.read_text(encoding="utf-8")
    table = read_table(EXPERT_LEAVES_FILE)
    assert tuple(table) == script.NAMES  # the 27 tiles and the three penalties, in order
    made = header(text)
    assert int(made["games"]) >= 1000 and int(made["samples"]) > 10 * int(made["games"])
    assert made["seed"].isdigit()
    # the blank and the S are the tiles worth keeping most; a Q kept alone (no U) the least
    tiles = "?ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    assert sorted(tiles, key=lambda t: value_in(table, t))[-2:] == ["S", "?"]
    assert min(tiles, key=lambda t: value_in(table, t)) == "Q"


def test_the_expert_reads_its_values_from_the_fitted_file() -> None:
    table = read_table(EXPERT_LEAVES_FILE)
    hard = read_table(LEAVES_FILE)
    assert table != hard
    for leave in ("S", "EEQ", "AEIOU", "?RST", "QU"):
        assert expert_leave_value(leave) == value_in(table, leave)
    assert expert_leave_value("") == 0.0
    # two Es: two E values, one duplicate, and two vowels to no consonant (one beyond one)
    assert expert_leave_value("EE") == 2 * table["E"] + table["duplicate"] + table["imbalance"]
    assert expert_leave_value("ST") == table["S"] + table["T"] + table["imbalance"]


def test_a_rebuild_with_the_same_seed_and_count_gives_the_same_file() -> None:
    script = fit_leaves()
    lexicon = default_lexicon()
    first = script.build(7, 2, lexicon)
    assert first == script.build(7, 2, lexicon)
    assert header(first) == {"seed": "7", "games": "2", "samples": header(first)["samples"],
                             "prior_weight": "40"}
    assert int(header(first)["samples"]) > 10
    assert first != script.build(8, 2, lexicon)  # the seed matters


def test_a_sample_is_the_next_own_score_plus_the_value_of_the_leave_kept_then() -> None:
    """Turn 0 keeps ST with 80 in the bag (5 drawn, 75 left); our next play (turn 2)
    scores 30 and keeps XX with 70 in the bag (5 drawn, 65 left): 30 plus the value
    of XX.  Turn 1 keeps nothing, 75 in the bag: a sample too, of the empty leave;
    its next play (turn 3) scores 5 and keeps E with 9 in the bag (6 drawn, 3 left,
    too few to refill a rack): 5 and nothing more.  Turn 2's leave is refilled too;
    what follows it (turn 4) scores 0 with the bag empty: 0.  Turn 3 is no sample
    (its leave is not refilled with a rack to spare), and the last two turns have
    no follow-up.  The opponent's score in between counts for none."""
    script = fit_leaves()
    turns = [Turn(0, "ABCDEST", Pass(), 20, "ST", 80, 0.0), Turn(1, "ABCDEFG", Pass(), 12, "", 75, 0.0),
             Turn(0, "STXXXXX", Pass(), 30, "XX", 70, 0.0), Turn(1, "ABCDEFG", Pass(), 5, "E", 9, 0.0),
             Turn(0, "A", Pass(), 0, "A", 0, 0.0), Turn(1, "A", Pass(), 0, "A", 0, 0.0)]
    outcomes = script.outcomes_of(turns)
    assert [(o.next_score, o.next_leave) for o in outcomes] == [(30, "XX"), (5, None), (0, None)]
    table = dict.fromkeys(script.NAMES, 0.0) | {"X": -3.0, "duplicate": -4.0, "E": 9.0}
    [(st, first), (empty, second), (_xx, third)] = script.samples_of(outcomes, table)
    assert first == 30 - 3 - 3 - 4 and second == 5.0 and third == 0.0
    assert st == {"S": 1.0, "T": 1.0, "imbalance": 1.0} and empty == {}  # the counts that are not 0


def test_the_fitted_values_count_a_leave_beyond_the_next_play() -> None:
    """Counting only the next score valued the blank at 17 and a lone Q at -8 (the
    first fit); counting the leave the next play keeps too puts them near the
    hand-made table's 25 and -13: a blank is kept for a later bingo, a Q stays."""
    table = read_table(EXPERT_LEAVES_FILE)
    assert 22 <= value_in(table, "?") <= 28
    assert -15 <= value_in(table, "Q") <= -11
    assert 6 <= value_in(table, "S") <= 10


def test_the_fit_recovers_known_values_from_clean_samples() -> None:
    """Samples made from a table (S worth 8, V worth -6, the rest 0) are fitted
    back to it when the prior has almost no weight."""
    script = fit_leaves()
    truth = dict.fromkeys(script.NAMES, 0.0) | {"S": 8.0, "V": -6.0}
    samples = []
    for leave in ("S", "V", "SV", "A", "SA", "VA", "SS", "E", "SE"):
        feats = {k: v for k, v in script.features(leave).items() if v}
        samples.append((feats, 3.0 + sum(truth[k] * v for k, v in feats.items())))
    fitted = script.fit(samples, dict.fromkeys(script.NAMES, 0.0), 1e-6)
    assert round(fitted["S"], 3) == 8.0 and round(fitted["V"], 3) == -6.0
    assert round(fitted["A"], 3) == 0.0
