"""The last move in one wording on both screens: the phones' "Last move" line is the
TV's (its move log's last line), for a failed challenge and for a game ended from
the pause menu, which was nobody's move (game/words/turns.py)."""

from __future__ import annotations

import pytest

from game import i18n
from game.phone.words import last_move_line
from game.rules.game import Game, TurnKind
from game.rules.move import Challenge, TilePlay
from game.rules.ruleset import ChallengeMode, ClockExpiry, RuleSet
from game.ui.play.log import build_move_log, last_summary
from tests.rules_helpers import Words, set_up


def tv_line(game: Game, index: int = -1) -> str:
    """The TV's "Last move" line for history entry ``index`` (from its move log's line)."""
    lines = build_move_log(game, lambda player: (0, 0, 0)).lines
    return last_summary(lines[:len(lines) + index + 1] if index < 0 else lines[:index + 1])


def three_at_the_table(mode: ChallengeMode) -> Game:
    """Dev plays CAT; the next seat, Ben, challenges it (it is a word)."""
    game = set_up(["CATSXYZ", "DOGSQUI", "LMNOPER"], bag="ABCDEFGHIJKLMN", rules=RuleSet(challenge=mode),
                  lexicon=Words("CAT", "CATS"), names=["Dev", "Ben", "Ana"])
    game.play_text("8G CAT")
    game.play(Challenge(1))
    return game


@pytest.mark.parametrize(("mode", "line"), [
    (ChallengeMode.DOUBLE, "Last move: Ben challenged: the play stands, loses a turn"),
    (ChallengeMode.SINGLE, "Last move: Ben challenged: the play stands"),
])
def test_a_failed_challenge_is_told_under_the_challenger_on_both_screens(mode: ChallengeMode, line: str) -> None:
    game = three_at_the_table(mode)
    index = next(i for i, r in enumerate(game.history) if r.kind is TurnKind.CHALLENGE_FAILED)
    assert last_move_line(game, game.history[index]) == line
    assert tv_line(game, index) == line


@pytest.mark.parametrize(("language", "line"), [
    ("en", "Last move: the game was ended early"),
    ("zh_Hant_HK", "上一步：遊戲提早結束"),
])
def test_a_game_ended_from_the_menu_names_no_player(language: str, line: str) -> None:
    game = three_at_the_table(ChallengeMode.DOUBLE)
    game.end_now()  # Ana's turn (Ben lost his): the table ends the game from the pause menu
    i18n.set_language(language)
    try:
        assert last_move_line(game, game.history[-1]) == line
        assert tv_line(game) == line
    finally:
        i18n.set_language("en")


def bingo_on_the_clock() -> Game:
    """Ana's clock runs out with her seven tiles down as RETAINS, a word: the clock plays it, a bingo."""
    game = set_up(["RETAINS", "QI"], bag="EEEEEEE", lexicon=Words("RETAINS"),
                  rules=RuleSet(clock_expiry=ClockExpiry.SUBMIT))
    game.timeout(TilePlay.from_gcg("8D", "RETAINS"))
    assert game.history[-1].bingo and game.history[-1].played_on_timeout
    return game


@pytest.mark.parametrize(("language", "line"), [
    ("en", "Last move: Ana 8D RETAINS  bingo! Time ran out. (66)"),
    ("pt", "Última jogada: Ana 8D RETAINS  bônus por usar as sete peças! O tempo acabou. (66)"),
    ("zh_Hans", "上一步：Ana 8D RETAINS  一次用完7个字母块！时间到。（66）"),
    ("zh_Hant_HK", "上一步：Ana 8D RETAINS  一次過用完七張牌！時間已到。（66）"),
])
def test_a_bingo_the_clock_played_reads_as_two_sentences(language: str, line: str) -> None:
    """The move log's "bingo!" and "time ran out" are two sentences, on the TV's last move
    and the phones' alike, never "bingo!, time ran out"."""
    game = bingo_on_the_clock()
    i18n.set_language(language)
    assert tv_line(game) == line
    assert last_move_line(game, game.history[-1]) == line
