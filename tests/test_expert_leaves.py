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


def test_a_sample_is_the_next_own_score_less_the_reply_between() -> None:
    """Turn 0 keeps ST with 80 in the bag; the reply scores 12, our next play 30: 18.
    Turn 1 keeps nothing, so it is no sample; the last two turns have no follow-up."""
    script = fit_leaves()
    turns = [Turn(0, "ABCDEST", Pass(), 20, "ST", 80, 0.0), Turn(1, "ABCDEFG", Pass(), 12, "", 75, 0.0),
             Turn(0, "STXXXXX", Pass(), 30, "XX", 70, 0.0), Turn(1, "A", Pass(), 5, "", 65, 0.0)]
    [(features, value)] = script.samples_of(turns)
    assert value == 18.0
    assert features == {"S": 1.0, "T": 1.0, "duplicate": 0.0, "imbalance": 1.0, "q_without_u": 0.0}


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
