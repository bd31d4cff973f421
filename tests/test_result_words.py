"""A finished game's result is kept as facts and worded by the window, in the
language of the moment (docs/rules.md "End of the game")."""

from __future__ import annotations

from pathlib import Path

import pytest

from game import i18n
from game.i18n import _
from game.rules.game import Game
from game.rules.move import TilePlay
from game.rules.ruleset import Leftovers, RuleSet
from game.rules.save import SAVE_VERSION
from game.ui.scenes.results import summarise
from game.words.results import adjustment_reason, result_explanation
from tests.rules_helpers import set_up

#: a game that ended when every player passed, saved by the version 3 format in
#: Portuguese: its result held "peças restantes: IDOOGEA" and a Portuguese sentence
VERSION_3 = Path(__file__).parent / "data" / "saves" / "version3_result_sentences.json"


def test_a_version_3_save_keeps_the_tiles_each_adjustment_counts() -> None:
    assert SAVE_VERSION == 5
    game = Game.from_json(VERSION_3.read_text(encoding="utf-8"))
    result = game.result
    assert result is not None
    assert result.adjustments == ((0, -9, "IDOOGEA"), (1, -10, "RIASHEE"))
    assert (result.scores_before_adjustments, result.final_scores) == ((52, 69), (43, 59))
    assert result_explanation(game, result) == "Every player passed in turn. Ben wins with 59 points, 16 ahead."
    assert [reason for line in summarise(game).lines for _delta, reason in line.adjustments] == [
        "tiles left: RIASHEE", "tiles left: IDOOGEA"]  # the winner's line first
    again = Game.from_json(game.to_json())  # saved again as version 4: facts only
    assert again.result == result and "explanation" not in game.to_json()


@pytest.mark.parametrize("language", ["pt", "zh_Hans", "zh_Hant_HK"])
def test_a_result_reads_in_the_language_it_is_shown_in(language: str) -> None:
    game = Game.from_json(VERSION_3.read_text(encoding="utf-8"))  # ended while Portuguese was on
    assert game.result is not None
    i18n.set_language(language)
    summary = summarise(game)
    reason = _("every player passed in turn")
    wanted = _("{reason}. {outcome}.").format(
        reason=reason, outcome=_("{name} wins with {points} points, {margin} ahead").format(
            name="Ben", points=59, margin=16))
    assert summary.explanation == wanted[:1].upper() + wanted[1:]
    assert summary.explanation != "Every player passed in turn. Ben wins with 59 points, 16 ahead."
    assert [reason for line in summary.lines for _d, reason in line.adjustments] == [
        _("tiles left: {tiles}").format(tiles=t) for t in ("RIASHEE", "IDOOGEA")]


def went_out(leftovers: Leftovers) -> Game:
    """Ana goes out with CAT; Ben keeps QI (11 points)."""
    game = set_up(["CAT", "QI"], rules=RuleSet(leftovers=leftovers))
    game.play(TilePlay.from_gcg("8G", "CAT"))  # no challenges in these rules: the game ends at once
    assert game.result is not None
    return game


@pytest.mark.parametrize(("leftovers", "gain", "reason"), [
    (Leftovers.FAMILY, 11, "the tiles left on the other racks"),
    (Leftovers.TOURNAMENT, 22, "twice the tiles left on the other racks"),
])
def test_going_out_gains_the_other_racks_tiles(leftovers: Leftovers, gain: int, reason: str) -> None:
    game = went_out(leftovers)
    result = game.result
    assert result is not None and result.went_out == 0
    bonus = [(who, delta, tiles) for who, delta, tiles in result.adjustments if delta > 0]
    assert bonus == [(0, gain, "QI")]
    assert adjustment_reason(game, gain, "QI") == reason
    assert result_explanation(game, result).startswith("Ana went out. Ana wins with ")


@pytest.mark.parametrize("language", ["en", "zh_Hans"])
def test_the_words_of_a_play_are_listed_as_the_language_lists(language: str) -> None:
    from game.ui.play.log import after_move_text, build_move_log
    from game.ui.theme import CLASSIC

    game = set_up(["RETAINS", "QI"], bag="EEEEEEE")
    game.play(TilePlay.from_gcg("8D", "RETAINS"))
    i18n.set_language(language)
    lines = build_move_log(game, lambda _player: CLASSIC.text).lines
    _title, _colour, body = after_move_text(game, lines, CLASSIC)
    bonus = _("bingo")
    separator = ", " if language == "en" else "、"
    assert body[0][0] == f"RETAINS 8 x 2 = 16{separator}{bonus} +50"


#: a team's win, worded for two people: the headline, then the sentence under it
TEAM_WIN = {
    "en": ("Ana & Cleo win!", "Ana & Cleo went out. Ana & Cleo win with 21 points, 32 ahead."),
    "pt": ("Ana & Cleo venceram!", "Ana & Cleo usaram todas as peças. Ana & Cleo vencem com 21 pontos, 32 à frente."),
}


@pytest.mark.parametrize("language", sorted(TEAM_WIN))
def test_a_team_of_two_wins_as_two_people(language: str) -> None:
    """Ana & Cleo go out with CAT, Ben & Dev keep QI: on the results and on the phones'
    game-over card the winning team "win", as a team "are playing on their phones"."""
    from game.rules.teams import PAIRINGS, teams_for

    game = set_up(["CAT", "QI"], rules=RuleSet(leftovers=Leftovers.FAMILY), names=["Ana & Cleo", "Ben & Dev"])
    game.teams = teams_for(["Ana", "Ben", "Cleo", "Dev"], PAIRINGS[0])
    game.play(TilePlay.from_gcg("8G", "CAT"))
    result = game.result
    assert result is not None and result.final_scores == (21, -11)
    i18n.set_language(language)
    summary = summarise(game)  # what the results screen shows; the phones' card reads the same sentence
    assert (summary.headline, summary.explanation) == TEAM_WIN[language]


def test_a_blank_left_on_a_rack_is_that_players_tile_left() -> None:
    """Ana goes out with CAT while Ben holds only a blank: both adjustments are 0, and
    Ben's line names the blank he kept, not "the tiles left on the other racks"."""
    game = set_up(["CAT", "?"], rules=RuleSet(leftovers=Leftovers.FAMILY))
    game.play(TilePlay.from_gcg("8G", "CAT"))
    assert game.result is not None and game.result.went_out == 0
    assert [(line.name, line.adjustments) for line in summarise(game).lines] == [
        ("Ana", ((0, "the tiles left on the other racks"),)), ("Ben", ((0, "tiles left: ?"),))]


def test_an_adjustment_reads_as_gained_lost_or_nothing() -> None:
    """The points beside an adjustment on the results: nothing gained nor lost is "0", not "+0"."""
    from game.words import results

    assert [results.adjustment_points(delta) for delta in (11, -11, 0)] == ["+11", "-11", "0"]
