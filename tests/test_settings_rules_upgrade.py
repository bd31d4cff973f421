"""A settings file of version 2 remembered one challenge_points and no
exchange_counts_as_pass: its rules come back as the preset it names, with the
one value given to the rule it was chosen under."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game import settings as settings_mod
from game.rules.ruleset import ChallengeMode, preset


def version_2_rules(name: str, **changes: object) -> dict[str, object]:
    """A preset's rules as version 2 wrote them."""
    rules = preset(name).replace(**changes).to_dict()
    points = rules.pop("challenge_bonus")
    del rules["challenge_penalty"], rules["exchange_counts_as_pass"]
    rules["challenge_points"] = points
    return rules


def load(tmp_path: Path, name: str, rules: dict[str, object]) -> settings_mod.Settings:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 2, "preset": name, "rules": rules}), encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.notice == ""
    return loaded.settings


@pytest.mark.parametrize("name", ["Classic", "House", "Competition", "Tournament", "Kids", "Party", "Upwords"])
def test_a_remembered_preset_comes_back_as_that_preset(tmp_path: Path, name: str) -> None:
    old = version_2_rules(name)
    if name == "House":
        assert old["challenge_points"] == 3
    settings = load(tmp_path, name, old)
    assert settings.ruleset() == preset(name)
    assert settings.version == settings_mod.VERSION == 3


def test_a_chosen_penalty_keeps_its_value_and_the_bonus_its_presets(tmp_path: Path) -> None:
    old = version_2_rules("House", challenge=ChallengeMode.PENALTY)
    old["challenge_points"] = 10
    rules = load(tmp_path, "House", old).ruleset()
    assert (rules.challenge, rules.challenge_penalty, rules.challenge_bonus) == (ChallengeMode.PENALTY, 10, 3)


def test_a_chosen_bonus_keeps_its_value_and_the_penalty_its_presets(tmp_path: Path) -> None:
    old = version_2_rules("Classic", challenge=ChallengeMode.BONUS)
    old["challenge_points"] = 15
    rules = load(tmp_path, "Classic", old).ruleset()
    assert (rules.challenge_penalty, rules.challenge_bonus) == (5, 15)
